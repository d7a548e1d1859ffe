"""Ripostes (TS-7.18–TS-7.29): after the attack effect, each defender in turn may answer with
one riposte printed on the attacker's card, resolved completely before the next chooses.

The `riposte` prompt goes to the defender, or for the Oni to the Oni chooser (TS-7.27), who must
pick one when any is allowed and may never pick Defensive action or Protection. A riposte that
cannot apply is not offered (TS-7.20). Actions: `riposte <k>` (k indexes `cards.RIPOSTES`),
`retreat <q> <r>`, `noriposte`; Ammo loss continues with `ammo <k>`, Oni Reinforcement with
`reinforce <k> <q> <r>` / `reinforce_done`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import cards, data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.board import neighbour_zones
from game.tsukuyumi.combat_base import (
    DAMAGE_BONUSES,
    DEFENSIVE_ACTIONS,
    alive,
    card_of,
    combatants,
    current,
    decider,
    side_of,
    update,
)
from game.tsukuyumi.damage import CONTINUATIONS, push_then, request_damage, split_damage, who
from game.tsukuyumi.engine import PromptHandler, pop, push, register_prompt
from game.tsukuyumi.geometry import can_step, faction_of, oni_placement_zones, relocate
from game.tsukuyumi.oni_placement import (
    can_place,
    instead_actions,
    is_instead,
    more_oni,
    place_instead,
)
from game.tsukuyumi.state import ONI, Coord, Prompt, State, Unit, with_seat

RIPOSTE = "riposte"
COUNTER, RETREAT, DEFENSIVE, PROTECTION, AMMO, REINFORCE = (
    cards.RIPOSTES.index(name) for name in ("counter", "retreat", "defensive", "protection",
                                            "ammo_loss", "oni_reinforcement"))
ONI_FORBIDDEN = ("defensive", "protection")  # TS-7.27
MORE_RIPOSTES: list[Callable[[State, int], int]] = []
"""Rules giving a defender more ripostes in a combat: (state, defender) -> how many more,
each optional and resolved after the one before (TS-M6.4 Impenetrable Defence: the Oni's
chooser may choose a second)."""


MORE_OPTIONS: list[tuple[tuple[str, ...], Callable[[State, int], list[Action]],
                         Callable[[State, int, Action, list[Event]], State]]] = []
"""Ripostes other rules offer beside the card's: (their action kinds, (state, defender) -> the
actions offered now, (state, defender, action, events) -> the state once applied, the
prompt already gone) (TS-M6.4: the Oni's second riposte applied to the attacker)."""


def allowed_ripostes(st: State, owner: int) -> int:
    """How many ripostes `owner` may choose in this combat: one (TS-7.18), or more."""
    return 1 + sum(rule(st, owner) for rule in MORE_RIPOSTES)


# --- what may be chosen (TS-7.20) --------------------------------------------------------------

def counter_base(st: State, owner: int) -> int:
    """Counter-attack damage before bonuses: the attack of all the defender's combatants,
    destroyed ones included (TS-7.23)."""
    return sum(data.UNIT_BY_KEY[u.kind].attack for u in combatants(st, owner))


def counter_recipients(st: State, owner: int) -> tuple[int, ...]:
    """Who a counter-attack may hit: the attacker and the other defenders with living
    combatants (TS-7.21, TS-7.23)."""
    return tuple(o for o in side_of(st, owner) if alive(st, o))


def retreat_zones(st: State, owner: int) -> tuple[Coord, ...]:
    """Adjacent zones at least one surviving combatant may step into (TS-7.24)."""
    at = current(st).at
    survivors = alive(st, owner)
    return tuple(nb for nb in neighbour_zones(st.board, at)
                 if any(can_step(st, u, at, nb) for u in survivors))


def _allowed(st: State, owner: int, name: str) -> bool:
    c = current(st)
    if owner == ONI and name in ONI_FORBIDDEN:
        return False
    if name == "counter":
        return bool(counter_recipients(st, owner)) and (
            counter_base(st, owner) > 0
            or any(b.possible(st, owner, "counter") for b in DAMAGE_BONUSES.values()))
    if name == "retreat":
        return bool(retreat_zones(st, owner))
    if name == "defensive":
        action = DEFENSIVE_ACTIONS.get(faction_of(st, owner))
        return action is not None and action.can_apply(st, owner)
    if name == "protection":
        return dict(c.hits).get(owner, 0) > 0
    if name == "ammo_loss":
        return c.attacker >= 0 and bool(st.seats[c.attacker].weapons)
    if name == "oni_reinforcement":
        return can_place(st)
    return False


def options(st: State, owner: int) -> list[Action]:
    """The ripostes `owner` may choose now, in the card's order."""
    out: list[Action] = []
    for name in card_of(current(st)).ripostes:
        if not _allowed(st, owner, name):
            continue
        if name == "retreat":
            out += [Action("retreat", at) for at in retreat_zones(st, owner)]
        else:
            out.append(Action("riposte", (cards.RIPOSTES.index(name),)))
    return out


def more_options(st: State, owner: int) -> list[Action]:
    """The ripostes `MORE_OPTIONS` offer `owner` now."""
    return [a for _, offered, _ in MORE_OPTIONS for a in offered(st, owner)]


def offer(st: State, owner: int, events: list[Event]) -> State:
    """The defender's turn to riposte: a prompt, or nothing when no riposte can apply."""
    if not options(st, owner) and not more_options(st, owner):
        if current(st).riposted.count(owner) <= 1:  # a further riposte passes unsaid
            events.append(Event("ts.no_riposte", who(st, owner)))
        return st
    return push(st, Prompt(decider(st, owner), RIPOSTE, (owner,)))


# --- the prompt --------------------------------------------------------------------------------

def _legal(st: State, p: Prompt) -> list[Action]:
    owner = p.data[0]
    out = options(st, owner) + more_options(st, owner)
    # TS-7.18: optional for players, not for the Oni's chooser — but a riposte beyond the
    # first is optional for everyone (TS-M6.4)
    if owner != ONI or current(st).riposted.count(owner) > 1:
        out.append(Action("noriposte"))
    return out


def _apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _legal(st, p):
        raise IllegalAction("That riposte cannot be chosen now.", "ts.illegal.riposte")
    owner = p.data[0]
    st = pop(st)
    if action.kind == "noriposte":
        events.append(Event("ts.riposte_none", {**who(st, owner), "by_seat": p.seat}))
        return st
    if action.kind == "retreat":
        return retreat(st, owner, (action.args[0], action.args[1]), events)
    for kinds, _, apply in MORE_OPTIONS:
        if action.kind in kinds:
            return apply(st, owner, action, events)
    k = action.args[0]
    events.append(Event("ts.riposte", {**who(st, owner), "by_seat": p.seat,
                                       "riposte": cards.RIPOSTES[k]}))
    if k == COUNTER:
        return counter(st, owner, events)
    if k == DEFENSIVE:
        return DEFENSIVE_ACTIONS[faction_of(st, owner)].apply(st, owner, events)
    if k == PROTECTION:
        return protection(st, owner, events)
    if k == AMMO:
        count = cards.RIPOSTE_VALUES["ammo_loss"]
        return _ammo_go_on(st, Prompt(p.seat, "ammo", (count,)), events, on_stack=False)
    # Gathering: the seat placing the Oni places one more, once a round (TS-M6.4)
    st, count = more_oni(st, p.seat, cards.RIPOSTE_VALUES["oni_reinforcement"], events)
    return _reinforce_go_on(st, Prompt(p.seat, "reinforce", (count,)), on_stack=False)


# --- Counter-attack (TS-7.23) ------------------------------------------------------------------

def counter(st: State, owner: int, events: list[Event]) -> State:
    """Gather the bonuses (they may ask), then deal and split the counter-attack."""
    st = push_then(st, decider(st, owner), "counter_deal", owner)
    for key in sorted(DAMAGE_BONUSES):
        bonus = DAMAGE_BONUSES[key]
        if bonus.possible(st, owner, "counter"):
            st = bonus.prepare(st, owner, "counter", events)
    return st


def _counter_deal(st: State, args: tuple[int, ...], events: list[Event]) -> State:
    owner = args[0]
    c = current(st)
    amount = counter_base(st, owner) + c.bonus
    st = update(st, bonus=0)
    events.append(Event("ts.counter_attack", {**who(st, owner), "amount": amount}))
    return split_damage(st, decider(st, owner), amount, counter_recipients(st, owner), c.at,
                        events)


# --- Retreat (TS-7.24, TS-6.17) ----------------------------------------------------------------

def retreat(st: State, owner: int, to: Coord, events: list[Event]) -> State:
    """The surviving combatants go to one adjacent zone; those that cannot enter it stay."""
    c = current(st)
    movers = tuple(u.uid for u in alive(st, owner) if can_step(st, u, c.at, to))
    events.append(Event("ts.retreat", {**who(st, owner), "units": list(movers),
                                       "q": to[0], "r": to[1]}))
    return relocate(st, movers, to, c.active, events)


# --- Protection (TS-7.26) ----------------------------------------------------------------------

def protection(st: State, owner: int, events: list[Event]) -> State:
    """Undo the attack effect's destructions of this defender and assign its damage again
    with the faction's health modifier (no second Cover reduction)."""
    c = current(st)
    mine = {u.uid for u in combatants(st, owner)}
    undone = tuple(uid for uid in c.attack_killed if uid in mine)
    st = update(st, destroyed=tuple(u for u in c.destroyed if u not in undone),
                attack_killed=tuple(u for u in c.attack_killed if u not in undone))
    if undone:
        events.append(Event("ts.destruction_undone", {**who(st, owner),
                                                          "units": list(undone)}))
    candidates = tuple(u.uid for u in alive(st, owner))
    return request_damage(st, owner, dict(c.hits)[owner], candidates, c.at, events,
                          attack=True, protected=True, reduce=False)


# --- Ammo loss (TS-7.29) -----------------------------------------------------------------------

def _pool(st: State) -> tuple[str, ...]:
    return st.seats[current(st).attacker].weapons


def _ammo_legal(st: State, p: Prompt) -> list[Action]:
    pool = _pool(st)
    return [Action("ammo", (k,)) for k, w in enumerate(data.WEAPONS) if w.key in pool]


def _discard(st: State, key: str, events: list[Event]) -> State:
    seat = current(st).attacker
    me = st.seats[seat]
    weapons = list(me.weapons)
    weapons.remove(key)
    events.append(Event("ts.weapon_lost", {"seat": seat, "weapon": key}))
    return with_seat(st, seat, replace(me, weapons=tuple(weapons)))


def _ammo_go_on(st: State, p: Prompt, events: list[Event], on_stack: bool) -> State:
    left = p.data[0]
    while left > 0 and _pool(st):
        kinds = sorted(set(_pool(st)))
        if len(kinds) > 1:
            p = replace(p, data=(left,))
            return replace(st, pending=st.pending[:-1] + (p,)) if on_stack else push(st, p)
        st = _discard(st, kinds[0], events)
        left -= 1
    return pop(st) if on_stack else st


def _ammo_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _ammo_legal(st, p):
        raise IllegalAction("The attacker has no Weapon of that kind.", "ts.illegal.ammo")
    st = _discard(st, data.WEAPONS[action.args[0]].key, events)
    return _ammo_go_on(st, replace(p, data=(p.data[0] - 1,)), events, on_stack=True)


# --- Oni Reinforcement (TS-7.28, TS-8.7) -------------------------------------------------------

def _reinforce_legal(st: State, p: Prompt) -> list[Action]:
    zones = oni_placement_zones(st)
    out = [Action("reinforce", (k, *at)) for k, oni in enumerate(data.ONI_UNITS)
           if oni.key in st.oni_reserve for at in zones]
    return out + instead_actions(st) + [Action("reinforce_done")]  # TS-M8.2


def _reinforce_go_on(st: State, p: Prompt, on_stack: bool) -> State:
    if p.data[0] > 0 and can_place(st):
        return replace(st, pending=st.pending[:-1] + (p,)) if on_stack else push(st, p)
    return pop(st) if on_stack else st


def place_oni(st: State, kind: str, at: Coord, events: list[Event]) -> State:
    """Put one Oni of the reserve on a zone (placement: no entry effects, TS-6.7)."""
    reserve = list(st.oni_reserve)
    reserve.remove(kind)
    unit = Unit(st.next_uid, kind, ONI, at)
    events.append(Event("ts.oni_reinforced", {"unit": unit.uid, "unit_kind": kind,
                                          "q": at[0], "r": at[1]}))
    return replace(st, units=st.units + (unit,), next_uid=st.next_uid + 1,
                   oni_reserve=tuple(reserve))


def _reinforce_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _reinforce_legal(st, p):
        raise IllegalAction("An Oni cannot be placed there.", "ts.illegal.reinforce")
    if action.kind == "reinforce_done":
        return pop(st)
    if is_instead(action):  # TS-M8.2: it counts as one; what it opens comes first
        st = _reinforce_go_on(st, replace(p, data=(p.data[0] - 1,)), on_stack=True)
        return place_instead(st, p.seat, action, events)
    k, q, r = action.args
    st = place_oni(st, data.ONI_UNITS[k].key, (q, r), events)
    return _reinforce_go_on(st, replace(p, data=(p.data[0] - 1,)), on_stack=True)


register_prompt(RIPOSTE, PromptHandler(_legal, _apply))
register_prompt("ammo", PromptHandler(_ammo_legal, _ammo_apply))
register_prompt("reinforce", PromptHandler(_reinforce_legal, _reinforce_apply))
CONTINUATIONS["counter_deal"] = _counter_deal
