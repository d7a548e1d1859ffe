"""Damage: a split among owners, each owner's assignment, removal (TS-7.11–TS-7.17, TS-42.4).

Damage reaches one owner at a time as an amount D and candidate units. The one who assigns —
the owner, or for the Oni the seat of TS-7.27 — picks one living candidate at a time
(`assign <uid>`): D ≥ its health destroys it and D − health goes on; D < its health is absorbed
and the rest is lost (TS-7.13, TS-7.14); a unit destroyed in the combat is never picked again
(TS-7.15). When the outcome does not depend on the choice (one candidate, every candidate
absorbs, or D kills them all) the assignment resolves by itself. In a combat, destroyed units
are only marked and leave at its end (TS-7.17); elsewhere (Mines, events, a Missile strike
away from a combat) they leave when the assignment ends.

Other modules call `request_damage` (one owner) or `split_damage` (the dealer splits among
several owners first, TS-7.12, TS-7.23). `REDUCTIONS` lowers damage before it is assigned
(Cover, TS-23.11); `ON_DESTROYED` runs when destroyed units leave (TS-7.31). `proposed_pick`
and `proposed_share` apply the searches of `defence.py` (TS-42.5–TS-42.7). `push_then` puts a named
continuation (`CONTINUATIONS`) on the pending stack: what runs once the prompts above it are
answered.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import replace
from typing import Any

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.defence import Option, best_split, defence_order
from game.tsukuyumi.engine import PromptHandler, pop, push, register_prompt
from game.tsukuyumi.geometry import faction_of
from game.tsukuyumi.state import ONI, Coord, Prompt, State, Unit

DAMAGE = "damage"
SPLIT = "split"
THEN = "then"

F_IMMEDIATE = 1
"""Destroyed units leave when the assignment ends (damage outside a combat)."""
F_ATTACK = 2
"""Destroyed units count as destroyed by the attack effect (TS-7.26, TS-24.1)."""
F_PROTECTED = 4
"""Protection: every candidate's health changed by its faction's modifier (TS-7.26)."""
F_HIT = 8
"""A split share of the attack effect: recorded in `Combat.hits` (TS-7.26)."""
DEALER_SHIFT = 5
"""The flags above this bit: the seat dealing the damage, plus one (0: not said) — Mines, an
event, a strike: who destroys what it kills, whoever's turn is open (TS-M1.6, TS-M8.23)."""
_DEALER: ContextVar[int | None] = ContextVar("tsukuyumi_dealer", default=None)


def with_dealer(flags: int, dealer: int | None) -> int:
    """`flags` saying who deals the damage (a seat; None or the Oni: not said)."""
    return flags | ((dealer + 1) << DEALER_SHIFT) if dealer is not None and dealer >= 0 \
        else flags


def dealer_of(flags: int) -> int | None:
    """The seat a damage's flags say deals it, None when they do not say."""
    d = flags >> DEALER_SHIFT
    return d - 1 if d else None


def current_dealer() -> int | None:
    """While the hooks of a unit destroyed by dealt damage run: the seat that dealt it (the
    Nomads for their Mines, the player of an event), else None. The rules read it to say who
    destroyed a unit outside a combat, where whoever's turn is open did not (an audit, stop
    94: a Mine's kill was the moving player's, an event played under Forces of Nature the
    active player's)."""
    return _DEALER.get()


@contextmanager
def _dealt_by(flags: int) -> Iterator[None]:
    token = _DEALER.set(dealer_of(flags))
    try:
        yield
    finally:
        _DEALER.reset(token)

Reduction = Callable[[State, int, Coord, int, list[Event]], tuple[State, int]]
REDUCTIONS: list[Reduction] = []
"""Damage reductions applied before assignment: (state, victim owner, zone, amount, events) ->
(state, new amount); e.g. Cover (TS-23.11), which keeps its per-combat use in
`Combat.tallies`."""
DestroyedHook = Callable[[State, tuple[Unit, ...], list[Event]], State]
ON_DESTROYED: list[DestroyedHook] = []
"""Run when destroyed units leave the board, with those units (TS-7.31 "when destroyed")."""
KillHook = Callable[[State, Unit, list[Event]], State]
ON_KILL: list[KillHook] = []
"""Run the moment damage destroys a unit, before it leaves (in a combat it leaves at the end):
who destroyed it is still readable then — the combat's stage and the riposting defender
(TS-M1.6 counters, TS-M3.5 Dragon's Blood)."""
Continuation = Callable[[State, tuple[Any, ...], list[Event]], State]
CONTINUATIONS: dict[str, Continuation] = {}
"""Named continuations for `push_then`: (state, arguments, events) -> state."""
OUT_OF_RESERVE: set[str] = set()
"""Oni unit types that do not return to the Oni reserve when they leave (TS-M8.5: a legendary
Oni goes back to the legendary pool, kept apart, TS-M8.1)."""
Spared = Callable[[State, tuple[Unit, ...], list[Event]], tuple[State, tuple[int, ...]]]
SPARED: list[Spared] = []
"""Destroyed units that stay on the board: (state, units leaving, events) -> (state, ids of
those that stay) (TS-M8.17: the Profanateur's first destruction turns its tile over)."""
DESTROYING: list[Callable[[State, Unit, list[Event]], State]] = []
"""Run when an assignment destroys a unit, before it leaves (TS-M8.23: the Marchand remembers
who destroyed him)."""
ASSIGN_FILTERS: list[Callable[[State, int, list[int]], list[int]]] = []
"""Rules narrowing whom damage may be given to: (state, owner, living candidates) -> those the
next pick may choose (TS-M8.12: Protection de la Maîtresse)."""
ONI_ACTION_PROMPTS: set[str] = set()
"""Prompt kinds of an Oni action of the active player (Oni conquest, Oni moves): while one is
open, damage to the Oni is assigned by its seat (TS-7.27)."""


def who(st: State, owner: int) -> dict[str, Any]:
    """Event arguments naming an owner: its index and its faction ("oni" for the Oni)."""
    return {"owner": owner, "faction": faction_of(st, owner)}


# --- who assigns (TS-7.27) ---------------------------------------------------------------------

def oni_chooser(st: State, active: int) -> int:
    """The last seat of the phase order, or the one before it when that is the active seat
    (TS-7.27, TS-5.4)."""
    order = st.phase_order or st.initiative or tuple(range(st.n))
    last = order[-1]
    return order[-2] if last == active and len(order) > 1 else last


def oni_action_seat(st: State) -> int | None:
    """The seat whose Oni action is being carried out, if any (TS-7.27)."""
    c = st.combat
    if c is not None and c.attacker == ONI:
        return c.active
    for p in reversed(st.pending):
        if p.kind in ONI_ACTION_PROMPTS:
            return p.seat
    return None


def default_assigner(st: State, owner: int) -> int:
    """Who assigns damage taken by `owner`: the owner; for the Oni, the seat of their Oni
    action, else the Oni chooser of the combat or of the open turn (TS-7.27)."""
    if owner >= 0:
        return owner
    seat = oni_action_seat(st)
    if seat is not None:
        return seat
    c = st.combat
    if c is not None and c.chooser >= 0:
        return c.chooser
    active = st.turn.seat if st.turn is not None else (st.phase_order or st.initiative or (0,))[0]
    return oni_chooser(st, active)


# --- candidates and health -----------------------------------------------------------------------

def in_combat_zone(st: State, at: Coord) -> bool:
    """Is a combat being resolved in this zone?"""
    return st.combat is not None and st.combat.at == at


def targets(st: State, owner: int, at: Coord) -> tuple[int, ...]:
    """The units of `owner` that damage in zone `at` may hit: the living combatants in the
    combat zone (TS-7.15, TS-7.22), else the owner's units there."""
    c = st.combat
    if c is not None and c.at == at:
        return tuple(u.uid for u in st.units if u.owner == owner and u.at == at
                     and u.uid in c.combatants and u.uid not in c.destroyed)
    return tuple(u.uid for u in st.units if u.owner == owner and u.at == at)


def _unit(st: State, uid: int) -> Unit | None:
    for u in st.units:
        if u.uid == uid:
            return u
    return None


def health(st: State, unit: Unit, protected: bool = False) -> int:
    """A unit's health, under Protection changed by its faction's modifier (TS-7.26)."""
    base = data.UNIT_BY_KEY[unit.kind].health
    if protected and unit.owner >= 0:
        return data.FACTION_BY_KEY[st.seats[unit.owner].faction].protected_health(base)
    return base


def unit_value(unit: Unit) -> int:
    """What losing a unit costs: its production cost; the Oni (never produced) by size."""
    u = data.UNIT_BY_KEY[unit.kind]
    return u.cost or u.force


# --- requests ----------------------------------------------------------------------------------

def request_damage(st: State, owner: int, amount: int, candidates: Sequence[int], at: Coord,
                   events: list[Event], *, assigner: int | None = None, attack: bool = False,
                   hit: bool = False, protected: bool = False, reduce: bool = True,
                   immediate: bool | None = None, dealer: int | None = None) -> State:
    """Deal `amount` to `owner`'s `candidates` in zone `at` (TS-7.13, TS-42.4): reductions
    first, then the assignment — at once when forced, else a `damage` prompt for the assigner.

    `attack`: destroyed units count for the attack effect; `hit`: the amount is this owner's
    share of the attack effect (both TS-7.26); `immediate` (default: not in the combat zone):
    destroyed units leave when the assignment ends instead of at the end of the combat;
    `dealer`: the seat dealing it, who destroys what it kills (`current_dealer`)."""
    if reduce:
        for reduction in REDUCTIONS:
            st, amount = reduction(st, owner, at, amount, events)
    amount = max(0, amount)
    if hit and st.combat is not None:
        hits = dict(st.combat.hits)
        hits[owner] = hits.get(owner, 0) + amount
        st = replace(st, combat=replace(st.combat, hits=tuple(sorted(hits.items()))))
    alive = tuple(uid for uid in candidates if _unit(st, uid) is not None)
    if immediate is None or st.combat is None:
        immediate = not in_combat_zone(st, at)
    seat = default_assigner(st, owner) if assigner is None else assigner
    events.append(Event("ts.damage", {**who(st, owner), "amount": amount, "q": at[0],
                                      "r": at[1], "assigner_seat": seat}))
    if amount <= 0 or not alive:
        return st
    flags = with_dealer((F_IMMEDIATE if immediate else 0) | (F_ATTACK if attack else 0)
                        | (F_PROTECTED if protected else 0), dealer)
    prompt = Prompt(seat, DAMAGE, (owner, amount, flags, at[0], at[1], *alive))
    return _go_on(st, prompt, events, on_stack=False)


def _parts(p: Prompt) -> tuple[int, int, int, Coord, list[int]]:
    owner, amount, flags, q, r, *cands = p.data
    return owner, amount, flags, (q, r), list(cands)


def _go_on(st: State, p: Prompt, events: list[Event], on_stack: bool) -> State:
    """Resolve forced picks; stop at a real choice (the prompt on top) or at the end."""
    owner, amount, flags, at, cands = _parts(p)
    while True:
        alive = [uid for uid in cands if uid > 0]
        if amount <= 0 or not alive:
            break
        hp = {uid: health(st, _get(st, uid), bool(flags & F_PROTECTED)) for uid in alive}
        if all(h > amount for h in hp.values()):  # whatever the pick, it is absorbed (TS-7.13)
            events.append(Event("ts.damage_lost", {**who(st, owner), "amount": amount}))
            amount = 0
            break
        if len(alive) > 1 and amount < sum(hp.values()):
            p = replace(p, data=(owner, amount, flags, at[0], at[1], *cands))
            if on_stack:
                return replace(st, pending=st.pending[:-1] + (p,))
            return push(st, p)
        st, amount, cands = _pick(st, p.seat, owner, amount, flags, cands, alive[0], hp, events)
    # the assignment is over (TS-42.4): the rest is lost
    gone = tuple(-uid for uid in cands if uid < 0)
    if on_stack:
        st = pop(st)
    if flags & F_IMMEDIATE and gone:
        with _dealt_by(flags):  # the "when destroyed" hooks know who did it (TS-M8.23)
            st = remove_units(st, gone, events)
    return st


def _get(st: State, uid: int) -> Unit:
    u = _unit(st, uid)
    if u is None:
        raise IllegalAction("That unit is no longer on the board.", "ts.illegal.no_unit")
    return u


def _pick(st: State, seat: int, owner: int, amount: int, flags: int, cands: list[int],
          uid: int, hp: dict[int, int], events: list[Event]) -> tuple[State, int, list[int]]:
    """All of the damage on one unit (TS-7.13)."""
    h = hp[uid]
    if amount < h:
        events.append(Event("ts.damage_absorbed", {**who(st, owner), "amount": amount,
                                                   "unit": uid,
                                                   "unit_kind": _get(st, uid).kind}))
        return st, 0, cands
    events.append(Event("ts.unit_destroyed", {**who(st, owner), "unit": uid,
                                              "unit_kind": _get(st, uid).kind,
                                              "by_seat": seat}))
    with _dealt_by(flags):
        for hook in DESTROYING:
            st = hook(st, _get(st, uid), events)
        cands = [-c if c == uid else c for c in cands]
        victim = _get(st, uid)
        if not flags & F_IMMEDIATE and st.combat is not None:
            st = mark_destroyed(st, (uid,), attack=bool(flags & F_ATTACK))
        for hook in ON_KILL:
            st = hook(st, victim, events)
    return st, amount - h, cands


def mark_destroyed(st: State, uids: Sequence[int], attack: bool = False) -> State:
    """Mark units destroyed in the current combat; they leave at its end (TS-7.17)."""
    c = st.combat
    if c is None:
        raise ValueError("no combat is being resolved")
    destroyed = c.destroyed + tuple(u for u in uids if u not in c.destroyed)
    killed = c.attack_killed
    if attack:
        killed += tuple(u for u in uids if u not in killed)
    return replace(st, combat=replace(c, destroyed=destroyed, attack_killed=killed))


def remove_units(st: State, uids: Sequence[int], events: list[Event]) -> State:
    """Destroyed units leave: player units to their supply, the Oni to the reserve (TS-7.17,
    TS-8.19); then the "when destroyed" hooks (TS-7.31)."""
    gone = set(uids)
    leaving = tuple(u for u in st.units if u.uid in gone)
    for spare in SPARED:
        if leaving:
            st, kept = spare(st, leaving, events)
            gone -= set(kept)
            leaving = tuple(u for u in leaving if u.uid in gone)
    if not leaving:
        return st
    reserve = st.oni_reserve + tuple(u.kind for u in leaving
                                     if u.owner == ONI and u.kind not in OUT_OF_RESERVE)
    st = replace(st, units=tuple(u for u in st.units if u.uid not in gone),
                 oni_reserve=tuple(sorted(reserve)))
    events.append(Event("ts.units_removed", {"units": [u.uid for u in leaving]}))
    for hook in ON_DESTROYED:
        st = hook(st, leaving, events)
    return st


def allowed_picks(st: State, owner: int, alive: list[int]) -> list[int]:
    """The living candidates the next pick may choose (every one, unless a rule of
    `ASSIGN_FILTERS` narrows them)."""
    for narrow in ASSIGN_FILTERS:
        alive = narrow(st, owner, alive)
    return alive


def _damage_legal(st: State, p: Prompt) -> list[Action]:
    owner, cands = p.data[0], _parts(p)[4]
    return [Action("assign", (uid,)) for uid in allowed_picks(st, owner, [c for c in cands
                                                                           if c > 0])]


def _damage_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _damage_legal(st, p):
        raise IllegalAction("Choose one of your units still in the fight.",
                            "ts.illegal.assign")
    owner, amount, flags, at, cands = _parts(p)
    uid = action.args[0]
    hp = {uid: health(st, _get(st, uid), bool(flags & F_PROTECTED))}
    st, amount, cands = _pick(st, p.seat, owner, amount, flags, cands, uid, hp, events)
    return _go_on(st, replace(p, data=(owner, amount, flags, at[0], at[1], *cands)), events,
                  on_stack=True)


# --- the split (TS-7.12, TS-7.23, TS-42.7) -------------------------------------------------------

def split_damage(st: State, chooser: int, amount: int, recipients: Sequence[int], at: Coord,
                 events: list[Event], *, hit: bool = False, attack: bool = False,
                 dealer: int | None = None) -> State:
    """`chooser` splits `amount` among `recipients` (owners) in whole numbers, one share at a
    time (`split <x>`), the last getting the rest; then each assigns its share in turn."""
    recipients = tuple(recipients)
    flags = with_dealer((F_HIT if hit else 0) | (F_ATTACK if attack else 0), dealer)
    if amount <= 0 or not recipients:
        return st
    if len(recipients) == 1:
        return _deal(st, (recipients[0], amount, flags, at[0], at[1]), events)
    return push(st, Prompt(chooser, SPLIT, (at[0], at[1], flags, amount, len(recipients),
                                            *recipients)))


def _split_parts(p: Prompt) -> tuple[Coord, int, int, tuple[int, ...], tuple[int, ...]]:
    q, r, flags, total, n, *rest = p.data
    return (q, r), flags, total, tuple(rest[:n]), tuple(rest[n:])


def _split_legal(st: State, p: Prompt) -> list[Action]:
    _, _, total, _, shares = _split_parts(p)
    return [Action("split", (x,)) for x in range(total - sum(shares) + 1)]


def _split_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _split_legal(st, p):
        raise IllegalAction("That share is more than the damage left.", "ts.illegal.split")
    at, flags, total, recipients, shares = _split_parts(p)
    shares += (action.args[0],)
    if len(shares) == len(recipients) - 1:
        shares += (total - sum(shares),)
    if len(shares) < len(recipients):
        return replace(st, pending=st.pending[:-1] + (replace(p, data=p.data + (action.args[0],)),))
    st = pop(st)
    events.append(Event("ts.damage_split", {"seat": p.seat, "owners": list(recipients),
                                            "shares": list(shares)}))
    for owner, share in zip(recipients, shares, strict=True):
        events.append(Event("ts.damage_share", {**who(st, owner), "amount": share}))
    for owner, share in reversed(list(zip(recipients, shares, strict=True))):
        if share > 0:  # each recipient assigns in turn, the first one first
            st = push_then(st, p.seat, "deal", owner, share, flags, at[0], at[1])
    return st


def _deal(st: State, args: tuple[Any, ...], events: list[Event]) -> State:
    owner, amount, flags, q, r = args
    return request_damage(st, owner, amount, targets(st, owner, (q, r)), (q, r), events,
                          attack=bool(flags & F_ATTACK), hit=bool(flags & F_HIT),
                          dealer=dealer_of(flags))


# --- continuations -------------------------------------------------------------------------------

def push_then(st: State, seat: int, name: str, *args: int) -> State:
    """Put the continuation `name` on the pending stack; it runs (and pops itself) once the
    prompts pushed above it are answered."""
    return push(st, Prompt(seat, THEN, (name, *args)))


def _then_auto(st: State, p: Prompt, events: list[Event]) -> State:
    return CONTINUATIONS[p.data[0]](pop(st), tuple(p.data[1:]), events)


def no_actions(st: State, p: Prompt) -> list[Action]:
    """A continuation offers no action."""
    return []


def no_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    """A continuation takes no action."""
    raise IllegalAction("Nothing to choose here.", "ts.illegal.nothing_to_choose")


# --- proposals for the app and the bots (TS-42.5–TS-42.7) ----------------------------------------

def proposed_pick(st: State, p: Prompt, worst: bool = False) -> int:
    """The unit the app proposes for a `damage` prompt (TS-42.5), or the worst (TS-42.6)."""
    owner, amount, flags, _, cands = _parts(p)
    alive = allowed_picks(st, owner, [uid for uid in cands if uid > 0])
    order = defence_order(options_of(st, alive, bool(flags & F_PROTECTED)), amount, worst)
    return alive[order[0]] if order else alive[0]


def options_of(st: State, uids: Sequence[int], protected: bool = False) -> list[Option]:
    """The (health, value, attack) of units, for the defence searches."""
    units = [_get(st, uid) for uid in uids]
    return [(health(st, u, protected), unit_value(u), data.UNIT_BY_KEY[u.kind].attack)
            for u in units]


def proposed_share(st: State, p: Prompt) -> int:
    """The next `split` amount the app proposes (TS-42.7)."""
    at, flags, total, recipients, shares = _split_parts(p)
    groups = [options_of(st, targets(st, owner, at)) for owner in recipients[len(shares):]]
    return best_split(groups, total - sum(shares))[0]


register_prompt(DAMAGE, PromptHandler(_damage_legal, _damage_apply))
register_prompt(SPLIT, PromptHandler(_split_legal, _split_apply))
register_prompt(THEN, PromptHandler(no_actions, no_apply, auto=_then_auto))
CONTINUATIONS["deal"] = _deal
