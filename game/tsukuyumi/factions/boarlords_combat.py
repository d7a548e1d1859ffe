"""The Boarlords in combat (TS-23.6, TS-23.14): Displacement, B3 Stampede, B4 Mother's Call.

- Pushes: enemy units leave the combat zone one by one, each to an adjacent zone the Boarlords
  choose (`boar_push <uid> <q> <r>`), barriers applying, Flying units crossing them
  (`geometry.can_step`); a unit with no legal zone stays (TS-6.17). A push is a one-zone move:
  entry effects apply (Mines, `geometry.relocate`), no pass-through check (TS-6.16). The units
  wait in a `then` continuation ("boar_push") below the decision for the next one, so a Mine's
  damage prompt can come in between.
- Displacement (TS-23.6), the Boarlords' defensive action: ALL the enemy units of the fight —
  the attacker's and the other defenders', the Oni included — are pushed. DECISION: the living
  ones (destroyed units leave at the end anyway). TS-7.20: offered only when one can move.
- B3 Stampede (`push_weaker`): after a successful conquest, every defender whose conquest total
  (its own, without the zone bonus) was strictly lower than the attacker's is pushed, unless the
  Boarlords leave a unit where it is (`boar_stay`: TS-7.4, the card applied in part).
- B4 Mother's Call (`free_upgrades:<n>`): up to n different Boarlords combatants are upgraded in
  place for free (`free_upgrade <uid> <unit>`, any chain of allowed steps, the final figure in
  the supply: `production_items.upgrade_options`); `free_done` stops; the conquest follows.
"""

from __future__ import annotations

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.board import neighbour_zones
from game.tsukuyumi.combat_base import (
    ATTACK_STEPS,
    DEFENSIVE_ACTIONS,
    DefensiveAction,
    StepHandler,
    alive,
    conquest_of,
    current,
    defence,
    side_of,
)
from game.tsukuyumi.damage import CONTINUATIONS, push_then, who
from game.tsukuyumi.engine import PromptHandler, pop, push, register_prompt
from game.tsukuyumi.geometry import can_step, relocate
from game.tsukuyumi.production_items import UNIT_INDEX, upgrade_options, upgrade_unit
from game.tsukuyumi.state import Coord, Prompt, State, Unit

PUSH = "boar_push"
"""The decision (one unit) and the continuation (the units left) of the pushes."""
STAY = "boar_stay"
"""B3's answer that leaves the unit in the zone (TS-7.4: the card applied in part)."""
DISPLACEMENT, STAMPEDE = 0, 1
MOTHER = "mother"
"""The prompt of B4's free upgrades."""


# --- pushes ------------------------------------------------------------------------------------

def destinations(st: State, unit: Unit) -> tuple[Coord, ...]:
    """Adjacent zones a combatant may be pushed into (TS-6.5, TS-6.13, TS-6.17)."""
    at = current(st).at
    if unit.at != at:
        return ()
    return tuple(nb for nb in neighbour_zones(st.board, at) if can_step(st, unit, at, nb))


def start_pushes(st: State, seat: int, mode: int, uids: list[int]) -> State:
    """Queue the pushes of `uids`, chosen by `seat`, one unit at a time."""
    return push_then(st, seat, PUSH, seat, mode, *uids)


def _living(st: State, uid: int) -> Unit | None:
    c = current(st)
    return next((u for u in st.units if u.uid == uid and u.at == c.at
                 and u.uid in c.combatants and u.uid not in c.destroyed), None)


def _next_push(st: State, args: tuple[int, ...], events: list[Event]) -> State:
    """The continuation: ask for the next unit that can move; the others stay."""
    seat, mode, *uids = args
    for i, uid in enumerate(uids):
        unit = _living(st, uid)
        if unit is None or not destinations(st, unit):
            continue
        if uids[i + 1:]:
            st = start_pushes(st, seat, mode, uids[i + 1:])
        return push(st, Prompt(seat, PUSH, (mode, uid)))
    return st


def _push_legal(st: State, p: Prompt) -> list[Action]:
    unit = _living(st, int(p.data[1]))
    if unit is None:
        return []
    out = [Action(PUSH, (unit.uid, *to)) for to in destinations(st, unit)]
    if int(p.data[0]) == STAMPEDE:  # TS-7.4: the attacker may apply its card only in part
        out.append(Action(STAY, (unit.uid,)))
    return out


def _push_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _push_legal(st, p):
        raise IllegalAction("That unit cannot be pushed there.", "ts.illegal.boar_push")
    if action.kind == STAY:
        unit = next(u for u in st.units if u.uid == action.args[0])
        events.append(Event("ts.boar.stays", {"seat": p.seat, **_owner(st, unit),
                                              "unit": unit.uid, "unit_kind": unit.kind}))
        return pop(st)
    uid, q, r = action.args
    unit = next(u for u in st.units if u.uid == uid)
    events.append(Event("ts.boar.pushed", {"seat": p.seat, **_owner(st, unit),
                                           "unit": uid, "unit_kind": unit.kind,
                                           "q": q, "r": r}))
    return relocate(pop(st), (uid,), (q, r), current(st).active, events)


def _owner(st: State, unit: Unit) -> dict[str, object]:
    return {"faction": who(st, unit.owner)["faction"]}


# --- Displacement (TS-23.6, TS-7.25) -----------------------------------------------------------

def _enemies(st: State, boar: int) -> list[Unit]:
    return [u for owner in side_of(st, boar) for u in alive(st, owner)]


def displacement_possible(st: State, boar: int) -> bool:
    """TS-7.20: some enemy unit of the fight can be moved."""
    return any(destinations(st, u) for u in _enemies(st, boar))


def displacement(st: State, boar: int, events: list[Event]) -> State:
    """Push every living enemy combatant, the Boarlords choosing each zone (TS-23.6)."""
    units = _enemies(st, boar)
    events.append(Event("ts.boar.displacement", {"seat": boar, "count": len(units)}))
    return start_pushes(st, boar, DISPLACEMENT, [u.uid for u in units])


# --- B3 Stampede (TS-23.14) --------------------------------------------------------------------

def _push_weaker(st: State, arg: str, events: list[Event]) -> State:
    """After a successful conquest, defenders strictly weaker than the attacker are pushed
    (each may be left in place, TS-7.4)."""
    c = current(st)
    if c.conquest != 1:
        return st
    power = conquest_of(st, alive(st, c.attacker))
    weaker = [d for d in c.defenders
              if alive(st, d) and defence(st, c.at, d, alive(st, d)) < power]
    uids = [u.uid for d in weaker for u in alive(st, d)]
    if not uids:
        return st
    events.append(Event("ts.boar.stampede", {"seat": c.active, "count": len(uids)}))
    return start_pushes(st, c.active, STAMPEDE, uids)


# --- B4 Mother's Call (TS-23.14) ---------------------------------------------------------------

def _free_upgrades(st: State, arg: str, events: list[Event]) -> State:
    c = current(st)
    return _mother_go_on(st, Prompt(c.active, MOTHER, (int(arg) if arg else 2,)), False)


def _mother_options(st: State, p: Prompt) -> list[Action]:
    left, done = int(p.data[0]), {int(x) for x in p.data[1:]}
    if left <= 0:
        return []
    return [Action("free_upgrade", (u.uid, UNIT_INDEX[key]))
            for u in alive(st, current(st).attacker) if u.uid not in done
            for key, _ in upgrade_options(st, u)]


def _mother_go_on(st: State, p: Prompt, on_stack: bool) -> State:
    if _mother_options(st, p):
        return push(pop(st), p) if on_stack else push(st, p)
    return pop(st) if on_stack else st


def _mother_legal(st: State, p: Prompt) -> list[Action]:
    return _mother_options(st, p) + [Action("free_done")]


def _mother_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _mother_legal(st, p):
        raise IllegalAction("That unit cannot be upgraded that way now.",
                            "ts.illegal.free_upgrade")
    if action.kind == "free_done":
        return pop(st)
    uid, k = action.args
    st = upgrade_unit(st, uid, data.UNITS[k].key, events)
    return _mother_go_on(st, Prompt(p.seat, MOTHER, (int(p.data[0]) - 1, *p.data[1:], uid)),
                         True)


ATTACK_STEPS["push_weaker"] = StepHandler(_push_weaker)
ATTACK_STEPS["free_upgrades"] = StepHandler(_free_upgrades)
DEFENSIVE_ACTIONS["boarlords"] = DefensiveAction(displacement_possible, displacement)
CONTINUATIONS[PUSH] = _next_push
register_prompt(PUSH, PromptHandler(_push_legal, _push_apply))
register_prompt(MOTHER, PromptHandler(_mother_legal, _mother_apply))
