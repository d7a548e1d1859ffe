"""The Movement action as a plan (TS-6.15, TS-5.23, TS-4.9), registered as card code "M".

A seat with ("M", X) in its turn — from its card's red phase or the white phase — and no combat
card played in this phase (TS-4.9: `Turn.fought`) starts a plan with its first `move`. The plan
is a `plan` prompt of the mover holding one path per unit; while it is open the mover may:

    move <uid> <d1> … <dk>   set a unit's path to these directions (TS-41.1); legal only one
                             step longer or shorter than the unit's path so far, and legal on
                             its own (TS-6.15 (1)), so the list stays ≤ 8 actions per unit
    unmove <uid>             drop the unit's path
    go                       carry out the plan (at least one path)
    cancel                   drop the plan: nothing moves and — DECISION — the Movement action
                             is not used, it stays available in the turn

`go` uses the M icon (`engine.consume`), truncates the paths by the pass-through checks until
stable (TS-6.15 (2), `movement.forecast`), then advances all units one step at a time, the
units entering one zone at one step together through `geometry.relocate`, so entry effects
(Mines) resolve per step (TS-6.7, TS-6.15 (3)). When an entry effect pushes a decision, the
steps left wait below it in a `move_steps` continuation (`engine.settle`); units destroyed or
displaced meanwhile simply drop out. Other movers (E05 Forced March, the Nuée Noire's faction
effect) open a plan with `start_plan`; one-zone moves of several units (E13, E14) use
`move_units_one_zone`.

Prompt data are flat ints and strs (nested tuples would not survive the JSON round trip).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import engine
from game.tsukuyumi.actions import Action
from game.tsukuyumi.board import EdgeKey, neighbours
from game.tsukuyumi.engine import CodeHandler, PromptHandler, pop, push
from game.tsukuyumi.geometry import can_step, relocate
from game.tsukuyumi.movement import (
    Forecast,
    allowance,
    check_path,
    forecast,
    lt_dan_zones,
    route,
)
from game.tsukuyumi.state import Coord, Prompt, State, Unit, kinds_arg, unit_by_id

PLAN = "plan"
STEPS = "move_steps"
KINDS = ("move", "unmove", "go", "cancel")
"""The action kinds of a plan (their arity is in `actions.ARITY`)."""

MESSAGES = {
    "ts.illegal.move_locked": "Your units cannot move after a combat card in this phase.",
    "ts.illegal.move_no_action": "You have no Movement action left.",
    "ts.illegal.move_unit": "That unit cannot move in this Movement action.",
    "ts.illegal.move_one_step": "Lengthen or shorten a unit's path one step at a time.",
    "ts.illegal.move_direction": "Directions are 0 to 5.",
    "ts.illegal.move_loop": "A path never enters the same zone twice.",
    "ts.illegal.move_off_board": "Units can never leave the board or enter a hole.",
    "ts.illegal.move_blocked": "A barrier blocks that edge.",
    "ts.illegal.move_no_entry": "Your units may not enter that zone this round.",
    "ts.illegal.move_mountain": "A unit that enters a Mountain stops there.",
    "ts.illegal.move_too_far": "That path is longer than the unit's movement.",
    "ts.illegal.move_no_path": "That unit has no planned path.",
    "ts.illegal.move_empty": "Plan at least one path first.",
}


def _illegal(key: str, **args: Any) -> IllegalAction:
    return IllegalAction(MESSAGES[key], key, **args)


# --- the plan and its prompt -------------------------------------------------------------------

Entry = tuple[int, tuple[int, ...], tuple[EdgeKey, ...]]
"""One unit's path: its id, its directions, the Tunnels it claims (TS-23.10)."""


@dataclass(frozen=True)
class Plan:
    """A Movement action being planned (TS-6.15)."""

    seat: int
    value: int
    """The action's value X (TS-3.7)."""
    code: str = "M"
    """The turn icon `go` uses ('' for a move granted by an event or a faction effect)."""
    allowed: tuple[int, ...] = ()
    """The units that may move (() = all the seat's units)."""
    paths: tuple[Entry, ...] = ()

    def path(self, uid: int) -> tuple[int, ...]:
        """The unit's planned directions (() when it stays)."""
        return next((dirs for u, dirs, _ in self.paths if u == uid), ())

    def taken(self, uid: int) -> frozenset[EdgeKey]:
        """The Tunnels claimed by the other units' paths."""
        return frozenset(k for u, _, keys in self.paths if u != uid for k in keys)


def pack(plan: Plan) -> Prompt:
    """The plan as a prompt of its seat (flat data)."""
    flat: list[Any] = [plan.value, plan.code, len(plan.allowed), *plan.allowed, len(plan.paths)]
    for uid, dirs, keys in plan.paths:
        flat += [uid, len(dirs), *dirs, len(keys)]
        for key in keys:
            flat += list(key)
    return Prompt(plan.seat, PLAN, tuple(flat))


def unpack(prompt: Prompt) -> Plan:
    """The plan held by a `plan` prompt."""
    data = list(prompt.data)
    value, code, n = int(data[0]), str(data[1]), int(data[2])
    allowed = tuple(int(x) for x in data[3:3 + n])
    i = 3 + n
    count = int(data[i])
    i += 1
    paths: list[Entry] = []
    for _ in range(count):
        uid, k = int(data[i]), int(data[i + 1])
        dirs = tuple(int(x) for x in data[i + 2:i + 2 + k])
        i += 2 + k
        m = int(data[i])
        keys = tuple((int(data[i + 1 + 3 * j]), int(data[i + 2 + 3 * j]),
                      int(data[i + 3 + 3 * j])) for j in range(m))
        i += 1 + 3 * m
        paths.append((uid, dirs, keys))
    return Plan(prompt.seat, value, code, allowed, tuple(paths))


def plan_of(st: State) -> Plan | None:
    """The plan being made, when it is the top prompt."""
    if st.pending and st.pending[-1].kind == PLAN:
        return unpack(st.pending[-1])
    return None


def plan_forecast(st: State) -> Forecast | None:
    """What the open plan would do now, after the pass-through checks (for the screen)."""
    plan = plan_of(st)
    return None if plan is None else forecast(st, plan.seat, _zones(st, plan))


def start_plan(st: State, seat: int, value: int, events: list[Event], *, code: str = "M",
               units: Sequence[int] = ()) -> State:
    """Open a Movement plan of value `value` for `seat` (the M icon, or code '' for E05 and
    the Nuée Noire's faction effect, restricted to `units` when given)."""
    events.append(Event("ts.move.start", {"seat": seat, "value": value}))
    return push(st, pack(Plan(seat, value, code, tuple(sorted(units)))))


def _movers(st: State, plan: Plan) -> list[Unit]:
    allowed = set(plan.allowed)
    return [u for u in st.units
            if u.owner == plan.seat and (not allowed or u.uid in allowed)]


def _moves(st: State, plan: Plan) -> list[Action]:
    """The `move` actions of a plan: one step more or less for each unit."""
    out: list[Action] = []
    lt_dan = lt_dan_zones(st, plan.seat)
    for unit in _movers(st, plan):
        allow = allowance(st, unit, plan.value, lt_dan)
        if allow <= 0:
            continue
        current = plan.path(unit.uid)
        taken = plan.taken(unit.uid)
        for d in range(6):
            dirs = current + (d,)
            if not check_path(st, unit, dirs, allow, taken).error:
                out.append(Action("move", (unit.uid, *dirs)))
        if len(current) >= 2:
            out.append(Action("move", (unit.uid, *current[:-1])))
    return out


def plan_legal(st: State, prompt: Prompt) -> list[Action]:
    """Everything the mover may do with the open plan."""
    plan = unpack(prompt)
    out = _moves(st, plan)
    out += [Action("unmove", (uid,)) for uid, _, _ in plan.paths]
    if plan.paths:
        out.append(Action("go"))
    out.append(Action("cancel"))
    return out


def _set_path(st: State, plan: Plan, action: Action, events: list[Event]) -> Plan:
    """`move`: set one unit's path, one step longer or shorter (TS-6.15 (1))."""
    if not action.args:
        raise IllegalAction("Malformed action.", "ts.illegal.malformed", text=str(action))
    uid, dirs = action.args[0], tuple(action.args[1:])
    unit = next((u for u in _movers(st, plan) if u.uid == uid), None)
    if unit is None:
        raise _illegal("ts.illegal.move_unit", uid=uid)
    current = plan.path(uid)
    if not dirs or not (dirs[:-1] == current or (len(current) >= 2 and dirs == current[:-1])):
        raise _illegal("ts.illegal.move_one_step", uid=uid)
    check = check_path(st, unit, dirs, allowance(st, unit, plan.value), plan.taken(uid))
    if check.error:
        raise _illegal(check.error, uid=uid)
    entry: Entry = (uid, dirs, check.tunnels)
    paths = [e if e[0] != uid else entry for e in plan.paths]
    if not current:
        paths.append(entry)
    events.append(Event("ts.move.planned", {"seat": plan.seat, "uid": uid,
                                            "unit_kind": unit.kind, "q": unit.at[0],
                                            "r": unit.at[1],
                                            "path": [list(z) for z in check.zones]}))
    return replace(plan, paths=tuple(paths))


def plan_apply(st: State, prompt: Prompt, action: Action, events: list[Event]) -> State:
    """Answer the plan prompt: move, unmove, go or cancel."""
    plan = unpack(prompt)
    if action.kind == "move":
        return push(pop(st), pack(_set_path(st, plan, action, events)))
    if action.kind == "unmove":
        uid = action.args[0]
        if not plan.path(uid):
            raise _illegal("ts.illegal.move_no_path", uid=uid)
        unit = unit_by_id(st, uid)
        events.append(Event("ts.move.unplanned", {"seat": plan.seat, "uid": uid,
                                                  "unit_kind": unit.kind, "q": unit.at[0],
                                                  "r": unit.at[1]}))
        return push(pop(st), pack(replace(plan, paths=tuple(e for e in plan.paths
                                                            if e[0] != uid))))
    if action.kind == "go":
        if not plan.paths:
            raise _illegal("ts.illegal.move_empty")
        return execute(pop(st), plan, events)
    if action.kind == "cancel":
        events.append(Event("ts.move.cancelled", {"seat": plan.seat}))
        return pop(st)
    raise IllegalAction("That move is not allowed now.", "ts.illegal.not_legal",
                        action=str(action))


# --- the card code M (TS-5.23, TS-4.9) ---------------------------------------------------------

def _turn_value(st: State, seat: int) -> int:
    """The value of the turn's first Movement icon; IllegalAction when it cannot be used."""
    turn = st.turn
    if turn is None or turn.seat != seat or st.pending:
        raise IllegalAction("It is not your turn.", "ts.illegal.not_your_turn")
    value = next((v for c, v in turn.left if c == "M"), 0)
    if not value:
        raise _illegal("ts.illegal.move_no_action")
    if turn.fought:  # TS-4.9: no movement after a combat card in this phase
        raise _illegal("ts.illegal.move_locked")
    return value


def code_legal(st: State, seat: int, value: int) -> list[Action]:
    """The first steps that open a Movement plan (none once a combat card was played)."""
    turn = st.turn
    if turn is None or turn.seat != seat or turn.fought or st.pending:
        return []
    return _moves(st, Plan(seat, value))


def code_apply(st: State, seat: int, action: Action, events: list[Event]) -> State:
    """A first `move` opens the plan of the turn's Movement action with that path."""
    if action.kind != "move":
        raise IllegalAction("That move is not allowed now.", "ts.illegal.not_legal",
                            action=str(action))
    value = _turn_value(st, seat)
    if len(action.args) != 2:
        raise _illegal("ts.illegal.move_one_step")
    told: list[Event] = []
    opened = start_plan(st, seat, value, told)
    st = plan_apply(opened, opened.pending[-1], action, told)
    events.extend(told)  # only once the first path is accepted
    return st


# --- execution (TS-6.15 (2) and (3)) -----------------------------------------------------------

Group = tuple[Coord, tuple[tuple[int, Coord], ...]]
"""Units entering one zone at one step: the zone, and each unit with the zone it leaves."""


def _zones(st: State, plan: Plan) -> dict[int, tuple[Coord, ...]]:
    """Each planned unit's zones (start excluded)."""
    out: dict[int, tuple[Coord, ...]] = {}
    for uid, dirs, _ in plan.paths:
        at = next(u.at for u in st.units if u.uid == uid)
        zones = []
        for d in dirs:
            at = neighbours(at)[d]
            zones.append(at)
        out[uid] = tuple(zones)
    return out


def execute(st: State, plan: Plan, events: list[Event]) -> State:
    """Carry out a plan: pass-through truncations, the icon, then the steps (TS-6.15)."""
    fc = forecast(st, plan.seat, _zones(st, plan))
    for zone, uids in fc.stops:  # TS-6.9: they stop there at once
        events.append(Event("ts.move.stopped", {"seat": plan.seat, "q": zone[0],
                                                "r": zone[1], "units": list(uids),
                                                "stack_kind": kinds_arg(st, uids)}))
    if plan.code:
        st = engine.consume(st, plan.code)
    start = {u.uid: u.at for u in st.units}
    moving = sorted(uid for uid, path in fc.paths.items() if path)
    if st.turn is not None and st.turn.seat == plan.seat:  # TS-6.14 needs "moved this phase"
        st = replace(st, turn=replace(st.turn, moved=st.turn.moved + tuple(
            uid for uid in moving if uid not in st.turn.moved)))
    events.append(Event("ts.move.go", {"seat": plan.seat, "paths": [
        [uid, [list(z) for z in fc.paths[uid]]] for uid in moving]}))
    groups: list[Group] = []
    for i in range(max((len(fc.paths[uid]) for uid in moving), default=0)):
        entering: dict[Coord, list[tuple[int, Coord]]] = {}
        for uid in moving:
            path = fc.paths[uid]
            if i < len(path):
                frm = path[i - 1] if i else start[uid]
                entering.setdefault(path[i], []).append((uid, frm))
        groups += [(zone, tuple(members)) for zone, members in sorted(entering.items())]
    return run_groups(st, plan.seat, tuple(groups), events)


def _pack_groups(seat: int, groups: Sequence[Group]) -> Prompt:
    flat: list[int] = [len(groups)]
    for (q, r), members in groups:
        flat += [q, r, len(members)]
        for uid, (fq, fr) in members:
            flat += [uid, fq, fr]
    return Prompt(seat, STEPS, tuple(flat))


def _unpack_groups(prompt: Prompt) -> tuple[Group, ...]:
    data = [int(x) for x in prompt.data]
    out: list[Group] = []
    i = 1
    for _ in range(data[0]):
        to, m = (data[i], data[i + 1]), data[i + 2]
        members = tuple((data[i + 3 + 3 * j], (data[i + 4 + 3 * j], data[i + 5 + 3 * j]))
                        for j in range(m))
        i += 3 + 3 * m
        out.append((to, members))
    return tuple(out)


def run_groups(st: State, seat: int, groups: Sequence[Group], events: list[Event]) -> State:
    """Move the groups one after another through `relocate`; when an entry effect pushes a
    decision, the rest waits below it in a `move_steps` continuation."""
    for k, (to, members) in enumerate(groups):
        where = {u.uid: u.at for u in st.units}
        alive = tuple(uid for uid, frm in members if where.get(uid) == frm)
        if not alive:
            continue  # destroyed or displaced meanwhile
        cont = _pack_groups(seat, groups[k + 1:])
        st = push(st, cont)
        depth = len(st.pending)
        events.append(Event("ts.move.step", {"seat": seat, "units": list(alive),
                                             "q": to[0], "r": to[1],
                                             "stack_kind": kinds_arg(st, alive)}))
        st = relocate(st, alive, to, seat, events)
        if len(st.pending) != depth or st.pending[-1] != cont:
            return st  # paused: `settle` resumes with the continuation
        st = pop(st)
    return st


def steps_auto(st: State, prompt: Prompt, events: list[Event]) -> State:
    """The continuation: carry on with the steps left."""
    return run_groups(pop(st), prompt.seat, _unpack_groups(prompt), events)


def _no_actions(st: State, prompt: Prompt) -> list[Action]:
    return []


def _no_apply(st: State, prompt: Prompt, action: Action, events: list[Event]) -> State:
    raise IllegalAction("That move is not allowed now.", "ts.illegal.not_legal",
                        action=str(action))


# --- one-zone moves of several units (E13, E14) ------------------------------------------------

def one_zone_destinations(st: State, unit: Unit) -> tuple[Coord, ...]:
    """The zones a unit may move 1 zone into (barriers, holes, "no entry"; TS-6.16)."""
    return tuple(n for n in neighbours(unit.at) if can_step(st, unit, unit.at, n))


def move_units_one_zone(st: State, seat: int, moves: Sequence[tuple[int, Coord]],
                        events: list[Event]) -> State:
    """Move units 1 zone each, one unit after the other, entry effects included (a one-zone
    move never passes through a zone, TS-6.16); `seat` is the active player."""
    where = {u.uid: u for u in st.units}
    groups: list[Group] = []
    seen: set[int] = set()
    for uid, to in moves:
        unit = where.get(uid)
        if unit is None or uid in seen:
            raise _illegal("ts.illegal.move_unit", uid=uid)
        if not can_step(st, unit, unit.at, to):
            raise _illegal("ts.illegal.move_blocked", uid=uid)
        seen.add(uid)
        groups.append((to, ((uid, unit.at),)))
    return run_groups(st, seat, groups, events)


# --- for the screen ----------------------------------------------------------------------------

def route_actions(st: State, uid: int, to: Coord) -> list[Action]:
    """The actions that plan a canonical cheapest route of `uid` to `to` in the open plan
    (empty when there is none; a Tunnel another path claimed is closed to it, TS-23.10)."""
    plan = plan_of(st)
    unit = next((u for u in st.units if u.uid == uid), None)
    if plan is None or unit is None:
        return []
    dirs = route(st, uid, to, allowance(st, unit, plan.value), plan.taken(uid))
    if dirs is None:
        return []
    out = [Action("unmove", (uid,))] if plan.path(uid) else []
    return out + [Action("move", (uid, *dirs[:k])) for k in range(1, len(dirs) + 1)]


engine.register_code("M", CodeHandler(code_legal, code_apply, ("move",)))
engine.register_prompt(PLAN, PromptHandler(plan_legal, plan_apply))
engine.register_prompt(STEPS, PromptHandler(_no_actions, _no_apply, auto=steps_auto))
