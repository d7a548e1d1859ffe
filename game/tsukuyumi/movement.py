"""Movement rules as pure helpers (TS-6, TS-42.9): allowances, legal paths, reachable zones and
the pass-through forecast of a plan. Shared by the Movement action (`movement_plan.py`), the
screen and the bots; nothing here changes the state.

A unit's allowance for a Movement action of value X (TS-6.3, TS-3.7) is X plus its bonuses:
Dog, Hunter, Wasp +1 (`move_bonus`, TS-22.1, TS-21.1), Lt Dan's zone +1 (TS-22.11), the Neural
Link uplink for Cyberoids and the Shogun (TS-20.6 U7, any uplink with effect `move_bonus`),
Tailwind (TS-31.2 E19, the "tailwind" seat flag). A Massive unit moves at most 1 zone per phase
(TS-6.14; no base unit is Massive).

A path is a list of directions (TS-41.1) from the unit's zone. It is legal on its own (TS-6.15
(1)) when every step is one `geometry.can_step` allows (adjacency, holes, barriers, Barricades,
Kaneda's "no entry": TS-6.4, TS-6.5, TS-20.8, TS-23.13), it visits no zone twice, it ends at the
first Mountain entered unless the unit is Flying or ignores mountains (TS-6.12, TS-6.13, rule
flag `mountain_penalty`), and its cost fits the allowance. Each step costs 1, except a Boarlords
unit crossing a Tunnel (TS-23.10): free, even through a barrier, but each Tunnel serves one unit
per Movement action — DECISION: the first path of the plan that crosses it claims it; another
unit crossing that edge in the same action crosses it as an ordinary edge (1 zone, barriers
applying).
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from game.tsukuyumi import data
from game.tsukuyumi.board import EdgeKey, edge_between, has_barrier, has_marker, neighbours, zone_at
from game.tsukuyumi.geometry import can_step, is_flying
from game.tsukuyumi.state import NOBODY, Coord, State, Unit, marks_at, unit_by_id

TAILWIND = "tailwind"
"""Seat flag of E19 Vent arrière: +1 on every Movement action this round (TS-31.2)."""
MASSIVE = "massive"
"""Ability of a Massive unit (TS-6.14; none in the base game)."""
IGNORES_MOUNTAINS = "ignores_mountains"
IGNORES_ENEMIES = "ignores_enemies"
LT_DAN = "lt_dan_aura"
ALLOWANCE_HOOKS: list[Callable[[State, Unit], int]] = []
"""Modules' bonuses to a unit's Movement allowance (TS-M4.5 For the Mother!)."""
IGNORE_HOOKS: list[Callable[[State, Unit], bool]] = []
"""Modules' "enemy units never stop this unit" effects (TS-M4.5 Off-road Training)."""
FREE_TUNNEL_HOOKS: list[Callable[[State, Unit], bool]] = []
"""Modules' "Tunnels without a limit of units or uses" effects (TS-M4.5 From the Depths)."""


# --- allowance (TS-6.3, TS-6.14) ---------------------------------------------------------------

def lt_dan_zones(st: State, seat: int) -> frozenset[Coord]:
    """The zones holding one of the seat's units with Lt Dan's aura (TS-22.11)."""
    return frozenset(u.at for u in st.units
                     if u.owner == seat and data.UNIT_BY_KEY[u.kind].has(LT_DAN))


def allowance(st: State, unit: Unit, value: int,
              lt_dan: frozenset[Coord] | None = None) -> int:
    """Zones `unit` may move in a Movement action of value `value` (TS-6.3, TS-6.14); the
    state is the one at the start of the action (Lt Dan's zone, TS-22.11 DECISION)."""
    spec = data.UNIT_BY_KEY[unit.kind]
    total = value + spec.ability_value("move_bonus")  # Dog, Hunter, Wasp (TS-22.1, TS-21.1)
    if unit.owner >= 0:
        seat = st.seats[unit.owner]
        for uplink in data.UPLINKS.values():  # TS-20.6 U7 Neural Link
            if uplink.effect == "move_bonus" and unit.kind in uplink.targets and (
                    uplink.key in seat.uplinks or uplink.uplink_id in seat.uplinks):
                total += uplink.value
        if TAILWIND in seat.flags:  # TS-31.2 E19
            total += 1
        zones = lt_dan_zones(st, unit.owner) if lt_dan is None else lt_dan
        if unit.at in zones:  # TS-22.11: units starting the action in Lt Dan's zone
            total += 1
        for hook in ALLOWANCE_HOOKS:
            total += hook(st, unit)
    if spec.has(MASSIVE):  # TS-6.14: at most 1 zone per phase, whatever the bonuses
        moved = st.turn is not None and unit.uid in st.turn.moved
        total = 0 if moved else min(total, 1)
    return total


# --- single steps and paths (TS-6.4, TS-6.5, TS-6.12, TS-23.10) --------------------------------

def step(at: Coord, direction: int) -> Coord:
    """The position next to `at` in `direction` (TS-41.1)."""
    return neighbours(at)[direction % 6]


def stops_in_mountains(st: State, unit: Unit) -> bool:
    """Does entering a Mountain end this unit's movement (TS-6.12, TS-6.13)?"""
    if st.option("mountain_penalty", "stop") == "none":
        return False
    return not (is_flying(st, unit) or data.UNIT_BY_KEY[unit.kind].has(IGNORES_MOUNTAINS))


def is_mountain(st: State, at: Coord) -> bool:
    """A Mountain zone (TS-6.12)."""
    z = zone_at(st.board, at)
    return z is not None and z.zone_type == "mountain"


def ignores_enemies(st: State, unit: Unit) -> bool:
    """Flying units and the Squad Leader ignore enemy units while moving (TS-6.13)."""
    return is_flying(st, unit) or data.UNIT_BY_KEY[unit.kind].has(IGNORES_ENEMIES) or any(
        hook(st, unit) for hook in IGNORE_HOOKS)


def _is_boarlords(st: State, unit: Unit) -> bool:
    return unit.owner >= 0 and st.seats[unit.owner].faction == "boarlords"


def step_cost(st: State, unit: Unit, a: Coord, b: Coord,
              taken: frozenset[EdgeKey] = frozenset()) -> tuple[int, EdgeKey | None] | None:
    """The cost of one step a → b and the Tunnel it claims, or None when it is not allowed.

    `taken`: Tunnels already claimed by other units in this action (TS-23.10)."""
    if not can_step(st, unit, a, b):
        return None
    if not is_flying(st, unit) and _is_boarlords(st, unit):
        key = edge_between(a, b)
        if has_marker(st.board, "tunnel", key):
            if any(hook(st, unit) for hook in FREE_TUNNEL_HOOKS):
                return 0, None  # no limit: the Tunnel is not claimed
            if key not in taken:
                return 0, key  # TS-23.10: free, even through a barrier
            if has_barrier(st.board, a, b):
                return None  # the Tunnel is used: the barrier is back
    return 1, None


@dataclass(frozen=True)
class PathCheck:
    """The result of checking one path: its zones and claimed Tunnels, or an error key."""

    zones: tuple[Coord, ...] = ()
    tunnels: tuple[EdgeKey, ...] = ()
    cost: int = 0
    error: str = ""
    """An i18n key of `ts.illegal.*` ('' when the path is legal)."""


def check_path(st: State, unit: Unit, dirs: Sequence[int], allow: int,
               taken: frozenset[EdgeKey] = frozenset()) -> PathCheck:
    """Is `dirs` a legal path for `unit` on its own (TS-6.15 (1))?"""
    at = unit.at
    seen = {at}
    zones: list[Coord] = []
    tunnels: list[EdgeKey] = []
    cost = 0
    mountain_stop = stops_in_mountains(st, unit)
    for i, d in enumerate(dirs):
        if not 0 <= d <= 5:
            return PathCheck(error="ts.illegal.move_direction")
        if i and mountain_stop and is_mountain(st, at):  # TS-6.12
            return PathCheck(error="ts.illegal.move_mountain")
        nxt = step(at, d)
        if nxt in seen:
            return PathCheck(error="ts.illegal.move_loop")
        result = step_cost(st, unit, at, nxt, taken)
        if result is None:
            return PathCheck(error=_step_error(st, unit, nxt))
        cost += result[0]
        if result[1] is not None:
            tunnels.append(result[1])
        if cost > allow:
            return PathCheck(error="ts.illegal.move_too_far")
        seen.add(nxt)
        zones.append(nxt)
        at = nxt
    return PathCheck(tuple(zones), tuple(tunnels), cost)


def _step_error(st: State, unit: Unit, to: Coord) -> str:
    """Why a step into `to` is refused: off the board, "no entry", or a barrier."""
    if zone_at(st.board, to) is None:
        return "ts.illegal.move_off_board"  # TS-6.4: holes and empty positions
    closed = marks_at(st, to).no_entry
    if closed != NOBODY and closed != unit.owner:
        return "ts.illegal.move_no_entry"  # TS-20.8
    return "ts.illegal.move_blocked"  # TS-6.5


def directions_of(start: Coord, zones: Sequence[Coord]) -> tuple[int, ...]:
    """The directions of a path given by its zones."""
    out = []
    at = start
    for z in zones:
        out.append(neighbours(at).index(z))
        at = z
    return tuple(out)


# --- reachable zones (TS-42.9) -----------------------------------------------------------------

def _search(st: State, unit: Unit, allow: int, taken: frozenset[EdgeKey] = frozenset()
            ) -> dict[Coord, tuple[int, tuple[int, ...]]]:
    """Cheapest cost and canonical route to every zone within the allowance (Dijkstra with
    free Tunnel steps; `taken`: the Tunnels other units of the plan already claimed, each
    crossed by one unit per Movement, TS-23.10)."""
    mountain_stop = stops_in_mountains(st, unit)
    best: dict[Coord, tuple[int, tuple[int, ...]]] = {unit.at: (0, ())}
    queue: list[tuple[int, int, tuple[int, ...], Coord]] = [(0, 0, (), unit.at)]
    while queue:
        cost, _, route, at = heapq.heappop(queue)
        if best[at] != (cost, route):
            continue
        if at != unit.at and mountain_stop and is_mountain(st, at):
            continue  # TS-6.12: the move ends there
        for d in range(6):
            nxt = step(at, d)
            result = step_cost(st, unit, at, nxt, taken)
            if result is None:
                continue
            c = cost + result[0]
            r = route + (d,)
            if c <= allow and (nxt not in best or (c, len(r), r) < (best[nxt][0],
                                                                    len(best[nxt][1]),
                                                                    best[nxt][1])):
                best[nxt] = (c, r)
                heapq.heappush(queue, (c, len(r), r, nxt))
    return best


def reachable(st: State, uid: int, allow: int,
              taken: frozenset[EdgeKey] = frozenset()) -> dict[Coord, int]:
    """The zones unit `uid` can reach with `allow` zones of movement, each with its cost
    (TS-42.9: barriers, tunnels, holes, the mountain stop, no-entry zones; `taken`: Tunnels
    claimed by the other units of the plan, TS-23.10); its own zone is not included."""
    unit = unit_by_id(st, uid)
    return {z: c for z, (c, _) in _search(st, unit, allow, taken).items() if z != unit.at}


def route(st: State, uid: int, to: Coord, allow: int,
          taken: frozenset[EdgeKey] = frozenset()) -> tuple[int, ...] | None:
    """A canonical cheapest route (directions) of unit `uid` to `to`, or None (`taken`: as
    in `reachable`)."""
    unit = unit_by_id(st, uid)
    found = _search(st, unit, allow, taken).get(to)
    return None if found is None or to == unit.at else found[1]


# --- the pass-through forecast (TS-6.9–6.11, TS-6.15 (2)) --------------------------------------

def force(unit: Unit) -> int:
    """A unit's force by its size (TS-6.10)."""
    return data.UNIT_BY_KEY[unit.kind].force


def faction_forces(st: State, at: Coord, mover: int) -> dict[int, int]:
    """The force of each other faction present in a zone (the Oni count as one, TS-6.9)."""
    out: dict[int, int] = {}
    for u in st.units:
        if u.at == at and u.owner != mover:
            out[u.owner] = out.get(u.owner, 0) + force(u)
    return out


@dataclass(frozen=True)
class Forecast:
    """What a plan becomes after the pass-through checks."""

    paths: dict[int, tuple[Coord, ...]]
    """Each unit's zones after truncation (start zone excluded)."""
    stops: tuple[tuple[Coord, tuple[int, ...]], ...]
    """Zones where the check failed, with the units stopped there."""


def forecast(st: State, seat: int, paths: Mapping[int, Sequence[Coord]]) -> Forecast:
    """Truncate the paths of a plan by the pass-through checks, repeating until stable
    (TS-6.15 (2)); `st` is the state at the start of the action."""
    units = {u.uid: u for u in st.units}
    current = {uid: tuple(p) for uid, p in paths.items()}
    checked = {uid for uid in current if not ignores_enemies(st, units[uid])}
    stops: dict[Coord, list[int]] = {}
    while True:
        passing: dict[Coord, int] = {}
        for uid in checked:
            for z in current[uid][:-1]:  # an intermediate step: entered and left
                passing[z] = passing.get(z, 0) + force(units[uid])
        failing = {z for z, f in passing.items()
                   if any(other > f for other in faction_forces(st, z, seat).values())}
        if not failing:
            break
        for uid in sorted(checked):
            path = current[uid]
            for i, z in enumerate(path[:-1]):
                if z in failing:
                    current[uid] = path[:i + 1]
                    stops.setdefault(z, []).append(uid)
                    break
    return Forecast(current, tuple(sorted((z, tuple(sorted(u))) for z, u in stops.items())))


def units_of(st: State, seat: int, uids: Iterable[int] = ()) -> tuple[Unit, ...]:
    """The seat's units on the board (only those in `uids` when given)."""
    wanted = set(uids)
    return tuple(u for u in st.units if u.owner == seat and (not wanted or u.uid in wanted))
