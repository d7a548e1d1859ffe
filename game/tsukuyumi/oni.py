"""The Oni conquest (code "OC", TS-5.22, TS-8.11–TS-8.18), mandatory (TS-4.7).

The active player controls the Oni (TS-8.1): `oni_zone <q> <r>` picks the zone of the selected
Oni (TS-8.11) — any of its Oni may then move one zone each (`oni_move <uid> <q> <r>`, TS-8.12;
an Oni that does not move stays selected) — and `oni_target <q> <r>` names the zone they
conquer: one the moved Oni entered, or the origin while an Oni is still there (TS-8.13). Every
Oni in the target zone then attacks with the Oni card O1 through the combat pipeline; player
defenders riposte in phase order and the active player assigns damage to the attacking Oni
(TS-7.27). Targets follow TS-8.14; moves that would leave no legal target are not offered. When
no zone's Oni can reach a legal target, the conquest becomes up to 3 Oni moves of one zone each
(`oni_shift`, `oni_done`, TS-8.16). The Oni score nothing (TS-8.3): their conquests are not
recorded for any seat.

Events and other effects reuse `begin_oni_conquest` (E14) and `begin_oni_moves`.

Hooks for Oni with rules of their own (the legendary Oni, TS-M8): `CARD_RULES` replace the Oni
card of an attack (TS-M8.14), `SPECIAL` conquests start beside the origins and take the Oni of
their zones out of ordinary conquests (TS-M8.11), `EXTRA_STEPS` let the Oni of an origin move
further (TS-M8.25; each further step leaves a zone the Oni entered, so the mountain stop and
the pass-through check apply, TS-6.9, TS-6.12).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi.actions import Action
from game.tsukuyumi.board import neighbour_zones
from game.tsukuyumi.combat import start_combat
from game.tsukuyumi.damage import ONI_ACTION_PROMPTS
from game.tsukuyumi.engine import (
    CodeHandler,
    PromptHandler,
    consume,
    pop,
    push,
    register_code,
    register_prompt,
)
from game.tsukuyumi.geometry import can_step, relocate
from game.tsukuyumi.movement import faction_forces, force, is_mountain, stops_in_mountains
from game.tsukuyumi.state import ONI, Coord, Prompt, State, Unit, owner_of, unit_by_id
from game.tsukuyumi.zones import has, zone

ONI_CARD = "O1"  # TS-32.1
BEGUN: list[Callable[[State, int, bool], State]] = []
"""Told as an Oni conquest or its fallback moves begin: (state, seat, by_action) — by_action
True for the seat's Oni action itself (code OC, also a placement turned into one, TS-8.8),
False when an event begins it (E14: `begin_oni_conquest`, `begin_oni_moves`). The Oni
missions count only the former (TS-M7.2)."""


def _begun(st: State, seat: int, by_action: bool) -> State:
    for hook in BEGUN:
        st = hook(st, seat, by_action)
    return st
CONQUEST = "oni_conquest"
SHIFT = "oni_shift"
START = "oni_start"
FALLBACK_MOVES = 3  # TS-8.16


@dataclass(frozen=True)
class Special:
    """Oni carrying out an Oni conquest by rules of their own (TS-M8.11 Partie de chasse):
    `zones` whose Oni follow them (never ordinary origins), `actions` starting it beside the
    origins, `apply` carrying it out (the OC icon or the prompt already used)."""

    zones: Callable[[State], frozenset[Coord]]
    actions: Callable[[State], list[Action]]
    apply: Callable[[State, int, Action, list[Event]], State]
    kinds: tuple[str, ...]


CARD_RULES: list[Callable[[State], str | None]] = []
"""Rules giving the card of an Oni attack instead of O1: (state) -> a card id, or None."""
SPECIAL: list[Special] = []
EXTRA_STEPS: list[Callable[[State, Coord, tuple[int, ...]], int]] = []
"""(state, origin, ids of the selected Oni that moved) -> zones more the Oni selected there
may move (TS-M8.25)."""
UNIT_STEPS: list[Callable[[State, Unit], int]] = []
"""(state, an Oni) -> zones more this one Oni may move in Oni moves, the conquest's
(TS-8.12) and the fallback's (TS-8.16) alike (TS-M6.4 Agility: the small Oni)."""
TARGET_RULES: list[Callable[[State, Coord], bool | None]] = []
"""Rules naming the Oni's targets instead of TS-8.14: (state, zone) -> True/False, or None
for the usual rule (TS-M6.4 Oni Revenge: the zones holding player units)."""
MOVE_RULES: list[Callable[[State, Unit, Coord], bool]] = []
"""Conditions on an Oni move, the conquest's (TS-8.12) and the fallback's (TS-8.16): (state,
Oni, destination) -> allowed (TS-M6.4 Oni Revenge: only nearer the player units)."""


def may_move(st: State, u: Unit, to: Coord) -> bool:
    """Do the `MOVE_RULES` let this Oni step into `to`?"""
    return all(rule(st, u, to) for rule in MOVE_RULES)


def steps_of(st: State, u: Unit, origin: Coord, moved: tuple[int, ...]) -> int:
    """Zones more than one this Oni may move in the conquest from `origin` (TS-M8.25,
    TS-M6.4)."""
    return (sum(rule(st, origin, moved) for rule in EXTRA_STEPS)
            + sum(rule(st, u) for rule in UNIT_STEPS))


def oni_card(st: State) -> str:
    """The card of an Oni attack now: O1, unless a rule replaces it (TS-32.1, TS-M8.14)."""
    for rule in CARD_RULES:
        card = rule(st)
        if card:
            return card
    return ONI_CARD


def special_zones(st: State) -> frozenset[Coord]:
    """Zones whose Oni never make an ordinary Oni conquest (TS-M8.11)."""
    out: frozenset[Coord] = frozenset()
    for special in SPECIAL:
        out |= special.zones(st)
    return out


# --- targets and origins (TS-8.14, TS-8.16, TS-42.9) ---------------------------------------------

def is_target(st: State, at: Coord) -> bool:
    """May the Oni try to conquer this zone (TS-8.14)? Not a start zone, not an Oni
    territory; a moon or Tsukuyumi zone only when it holds a player's marker. A rule of
    `TARGET_RULES` may decide instead (TS-M6.4)."""
    for rule in TARGET_RULES:
        verdict = rule(st, at)
        if verdict is not None:
            return verdict
    z = zone(st, at)
    if z is None or z.kind == "start":
        return False
    owner = owner_of(st, at)
    if owner == ONI:
        return False
    if z.kind == "moon" or has(st, at, "tsukuyumi"):
        return owner >= 0
    return True


def oni_at(st: State, at: Coord) -> tuple[Unit, ...]:
    """The Oni in a zone."""
    return tuple(u for u in st.units if u.owner == ONI and u.at == at)


def _reach(st: State, units: tuple[Unit, ...], origin: Coord) -> set[Coord]:
    """Legal targets these Oni can enter in one step."""
    return {nb for nb in neighbour_zones(st.board, origin) if is_target(st, nb)
            and any(can_step(st, u, origin, nb) for u in units)}


def _reach_further(st: State, units: tuple[Unit, ...], origin: Coord) -> bool:
    """With `EXTRA_STEPS` or `UNIT_STEPS` (TS-M8.25, TS-M6.4), is a legal target two zones
    away?"""
    far = tuple(u for u in units if steps_of(st, u, origin, ()))
    return any(_reach(st, (u,), nb) for u in far for nb in neighbour_zones(st.board, origin)
               if can_step(st, u, origin, nb))


def origins(st: State) -> tuple[Coord, ...]:
    """Zones whose Oni can reach a legal target, staying or moving one zone (TS-8.16)."""
    out = []
    apart = special_zones(st)
    for at in sorted({u.at for u in st.units if u.owner == ONI}):
        if at in apart:
            continue
        group = oni_at(st, at)
        if is_target(st, at) or _reach(st, group, at) or _reach_further(st, group, at):
            out.append(at)
    return tuple(out)


# --- the conquest prompt (TS-8.11–TS-8.13) -----------------------------------------------------

def _parts(st: State, p: Prompt) -> tuple[Coord, tuple[int, ...], tuple[Unit, ...]]:
    q, r, *moved = p.data
    origin = (q, r)
    waiting = tuple(u for u in oni_at(st, origin) if u.uid not in moved)
    return origin, tuple(moved), waiting


def targets(st: State, p: Prompt) -> tuple[Coord, ...]:
    """The zones the Oni may conquer now: entered by a moved Oni still there, or the origin
    while an Oni stays there (TS-8.13), legal by TS-8.14."""
    origin, moved, waiting = _parts(st, p)
    spots = {u.at for u in st.units if u.uid in moved}
    if waiting:
        spots.add(origin)
    return tuple(sorted(at for at in spots if is_target(st, at)))


def _conquest_legal(st: State, p: Prompt) -> list[Action]:
    origin, moved, waiting = _parts(st, p)
    now = set(targets(st, p))
    out = []
    for u in waiting:
        extra = steps_of(st, u, origin, moved)
        rest = tuple(w for w in waiting if w.uid != u.uid)
        later = set(now) | _reach(st, rest, origin)
        if not rest:
            later.discard(origin)
        for nb in neighbour_zones(st.board, origin):
            if can_step(st, u, origin, nb) and may_move(st, u, nb) and (
                    later or is_target(st, nb) or (
                    extra and _reach(st, (u,), nb))):
                out.append(Action("oni_move", (u.uid, *nb)))
    out += _further(st, origin, moved)
    out += [Action("oni_target", at) for at in sorted(now)]
    # Mines may destroy every selected Oni on its way (TS-22.10): nothing is left to attack,
    # so the conquest fails (TS-8.15) rather than leaving the game without a move
    return out or [Action("oni_done")]


def _further(st: State, origin: Coord, moved: tuple[int, ...]) -> list[Action]:
    """TS-M8.25, TS-M6.4: a selected Oni that has moved may go on, up to its `steps_of` zones
    more, unless it stopped in a Mountain (TS-6.12) or its group fails the pass-through check
    there (TS-6.9: the moved Oni in the zone against each player's force, TS-6.11)."""
    out = []
    for u in st.units:
        if u.uid not in moved or not 0 < moved.count(u.uid) <= steps_of(st, u, origin, moved):
            continue
        if not may_go_on(st, u, moved):
            continue
        out += [Action("oni_move", (u.uid, *nb)) for nb in neighbour_zones(st.board, u.at)
                if can_step(st, u, u.at, nb) and may_move(st, u, nb)]
    return out


def may_go_on(st: State, u: Unit, moved: tuple[int, ...]) -> bool:
    """May a moved Oni leave the zone it entered (TS-6.12 the mountain stop, TS-6.9 the
    pass-through check of the moved Oni there)?"""
    if stops_in_mountains(st, u) and is_mountain(st, u.at):
        return False
    group = sum(force(w) for w in st.units if w.at == u.at and w.uid in moved)
    return not any(f > group for f in faction_forces(st, u.at, ONI).values())


def _conquest_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _conquest_legal(st, p):
        key = "ts.illegal.oni_target" if action.kind == "oni_target" else "ts.illegal.oni_move"
        raise IllegalAction("The Oni cannot do that.", key)
    if action.kind == "oni_done":
        events.append(Event("ts.oni_conquest_void", {"seat": p.seat}))
        return pop(st)
    if action.kind == "oni_move":  # TS-8.12: the prompt stays under the move's effects
        uid, q, r = action.args
        st = replace_top(st, Prompt(p.seat, p.kind, p.data + (uid,)))
        events.append(Event("ts.oni_moved", {"seat": p.seat, "unit": uid, "q": q, "r": r,
                                             "unit_kind": unit_by_id(st, uid).kind}))
        return relocate(st, (uid,), (q, r), p.seat, events)
    at = (action.args[0], action.args[1])
    st = pop(st)
    events.append(Event("ts.oni_attack", {"seat": p.seat, "q": at[0], "r": at[1]}))
    return start_combat(st, ONI, at, oni_card(st), events, active=p.seat)  # TS-8.13


def replace_top(st: State, p: Prompt) -> State:
    """`st` with its top prompt replaced."""
    return replace(st, pending=st.pending[:-1] + (p,))


# --- the fallback moves (TS-8.16) --------------------------------------------------------------

def _shift_actions(st: State, moved: tuple[int, ...], limit: int = FALLBACK_MOVES
                   ) -> list[Action]:
    """The next fallback move: a new Oni while fewer than `limit` have moved, or the Oni just
    moved going on when a rule lets it (TS-M6.4 Agility)."""
    movers = [u for u in st.units if u.owner == ONI and u.uid not in moved] \
        if len(set(moved)) < limit else []
    if moved and UNIT_STEPS:
        last = next((u for u in st.units if u.uid == moved[-1]), None)
        if last is not None and moved.count(last.uid) <= sum(r(st, last) for r in UNIT_STEPS) \
                and may_go_on(st, last, moved[-1:]):
            movers.insert(0, last)
    return [Action("oni_shift", (u.uid, *nb)) for u in movers
            for nb in neighbour_zones(st.board, u.at) if can_step(st, u, u.at, nb)
            and may_move(st, u, nb)]


def _shift(st: State, seat: int, limit: int, moved: tuple[int, ...], action: Action,
           events: list[Event], on_stack: bool) -> State:
    """Move one Oni one zone; the prompt for the next stays under the move's effects."""
    uid, q, r = action.args
    moved += (uid,)
    p = Prompt(seat, SHIFT, (limit, *moved))
    going_on = bool(UNIT_STEPS) and moved.count(uid) <= sum(
        rule(st, unit_by_id(st, uid)) for rule in UNIT_STEPS)  # TS-M6.4 Agility
    if len(set(moved)) < limit or going_on:
        st = replace_top(st, p) if on_stack else push(st, p)
    elif on_stack:
        st = pop(st)
    events.append(Event("ts.oni_moved", {"seat": seat, "unit": uid, "q": q, "r": r,
                                         "unit_kind": unit_by_id(st, uid).kind}))
    return relocate(st, (uid,), (q, r), seat, events)


def _shift_legal(st: State, p: Prompt) -> list[Action]:
    return _shift_actions(st, tuple(p.data[1:]), p.data[0]) + [Action("oni_done")]


def _shift_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _shift_legal(st, p):
        raise IllegalAction("That Oni cannot move there.", "ts.illegal.oni_move")
    if action.kind == "oni_done":
        return pop(st)
    return _shift(st, p.seat, p.data[0], tuple(p.data[1:]), action, events, on_stack=True)


def begin_oni_moves(st: State, seat: int, limit: int, events: list[Event]) -> State:
    """Let `seat` move up to `limit` Oni one zone each (TS-8.16; events such as E14)."""
    events.append(Event("ts.oni_moves", {"seat": seat, "count": limit}))
    return push(_begun(st, seat, False), Prompt(seat, SHIFT, (limit,)))


# --- starting the Oni conquest -----------------------------------------------------------------

def start_actions(st: State) -> list[Action]:
    """The first choice of an Oni conquest: its origin zone, or the fallback moves."""
    found = origins(st)
    special = [a for s in SPECIAL for a in s.actions(st)]
    if found or special:
        return [Action("oni_zone", at) for at in found] + special
    return _shift_actions(st, ()) + [Action("oni_done")]


def _start(st: State, seat: int, action: Action, events: list[Event],
           on_stack: bool) -> State:
    for special in SPECIAL:
        if action.kind in special.kinds:
            return special.apply(pop(st) if on_stack else st, seat, action, events)
    if action.kind == "oni_zone":  # TS-8.11
        events.append(Event("ts.oni_conquest", {"seat": seat, "q": action.args[0],
                                                "r": action.args[1]}))
        p = Prompt(seat, CONQUEST, action.args)
        return replace_top(st, p) if on_stack else push(st, p)
    if on_stack:
        st = pop(st)
    events.append(Event("ts.oni_fallback", {"seat": seat}))  # TS-8.16
    if action.kind == "oni_done":
        return st
    return _shift(st, seat, FALLBACK_MOVES, (), action, events, on_stack=False)


def _code_legal(st: State, seat: int, value: int) -> list[Action]:
    return start_actions(st)


def _code_apply(st: State, seat: int, action: Action, events: list[Event]) -> State:
    if action not in start_actions(st):
        raise IllegalAction("The Oni cannot do that.", "ts.illegal.oni_origin")
    st = _begun(consume(st, "OC"), seat, True)
    return _start(st, seat, action, events, on_stack=False)


def begin_oni_conquest(st: State, seat: int, events: list[Event],
                       optional: bool = False) -> State:
    """Let `seat` carry out one Oni conquest outside its card (E14; TS-8.8 is the placement's
    own "OC" icon). With `optional`, `oni_done` may also decline it."""
    return push(st, Prompt(seat, START, (int(optional),)))


def _start_legal(st: State, p: Prompt) -> list[Action]:
    out = start_actions(st)
    if p.data[0] and Action("oni_done") not in out:
        out.append(Action("oni_done"))
    return out


def _start_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _start_legal(st, p):
        raise IllegalAction("The Oni cannot do that.", "ts.illegal.oni_origin")
    if action.kind == "oni_done" and p.data[0]:
        return pop(st)
    return _start(_begun(st, p.seat, False), p.seat, action, events, on_stack=True)


register_code("OC", CodeHandler(_code_legal, _code_apply, ("oni_zone", "oni_shift", "oni_done")))
register_prompt(CONQUEST, PromptHandler(_conquest_legal, _conquest_apply))
register_prompt(SHIFT, PromptHandler(_shift_legal, _shift_apply))
register_prompt(START, PromptHandler(_start_legal, _start_apply))
ONI_ACTION_PROMPTS.update({CONQUEST, SHIFT, START})
