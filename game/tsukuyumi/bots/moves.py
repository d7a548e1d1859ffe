"""Movement plans for the Tsukuyumi bots (TS-6.15, TS-42.9, TS-42.10).

A plan is chosen as a whole — one destination per unit — and then played one `move` step at a
time, since the engine builds a plan action by action (`movement_plan`). Bots are stateless,
so the plan is a pure function of the public position (`target`, memoised on it): every call
while the plan prompt is open finds the same target and plays the next step towards it, then
`go`. It never cancels a plan it opened, so it cannot loop.

- normal: units are moved one at a time to the reachable zone (TS-42.9 reachable zones; a
  path stopped by the pass-through check, TS-6.9, counts where it stops) that most raises the
  relative position value (`value.relative`): the value counts zones the units can conquer
  with the combat icons left in the turn, zones they can reach later, and the seat's zones
  left exposed, so units go towards what they can take and the Moon and guard what they hold;
  two passes over the units.
- hard: the candidates of `variants` — the normal plan, plans concentrating the units on one
  of the three best target zones (a zone next to another player's start zone counts 1 VP more
  while Raid is open, TS-24.1), and a spread of crowded units to zones of their own while
  Infestation is open — are searched with rollouts (`search.plan`, TS-42.11); outside the
  turn's own Movement (events, the swarm, the white phase's estimates) `deep` keeps the
  variant that is best after the combats the turn's icons allow (`after_combats`).
- easy: each unit, in id order, heads for a zone it could conquer together with the units
  already sent there (the conquest helper, TS-42.8), and a unit alone on its own zone stays.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import replace

from game.tsukuyumi import data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.board import neighbours
from game.tsukuyumi.bots import sim
from game.tsukuyumi.bots.value import Index, conquerable, relative, unit_conquest
from game.tsukuyumi.engine import icon_value
from game.tsukuyumi.goals import objectives
from game.tsukuyumi.modules.m5_mascots import is_mascot
from game.tsukuyumi.movement import (
    allowance,
    force,
    ignores_enemies,
    is_mountain,
    lt_dan_zones,
    step_cost,
    stops_in_mountains,
)
from game.tsukuyumi.movement_plan import Plan
from game.tsukuyumi.state import Coord, State, Unit
from game.tsukuyumi.zones import zone_vp

Target = dict[int, tuple[Coord, ...]]
"""A plan: each moving unit's zones, its start excluded."""

_MEMO: dict[tuple[object, ...], Target] = {}


def routes(st: State, unit: Unit, allow: int) -> dict[Coord, tuple[Coord, ...]]:
    """The cheapest route (its zones) to every zone the unit can reach (TS-42.9)."""
    stop = stops_in_mountains(st, unit)
    best: dict[Coord, tuple[int, tuple[Coord, ...]]] = {unit.at: (0, ())}
    queue: list[tuple[int, int, tuple[Coord, ...], Coord]] = [(0, 0, (), unit.at)]
    while queue:
        cost, _, path, at = heapq.heappop(queue)
        if best[at] != (cost, path):
            continue
        if at != unit.at and stop and is_mountain(st, at):
            continue  # TS-6.12
        for nxt in neighbours(at):
            result = step_cost(st, unit, at, nxt)
            if result is None or nxt in path or nxt == unit.at:
                continue
            c = cost + result[0]
            p = path + (nxt,)
            if c <= allow and (nxt not in best or (c, len(p)) < (best[nxt][0],
                                                                 len(best[nxt][1]))):
                best[nxt] = (c, p)
                heapq.heappush(queue, (c, len(p), p, nxt))
    return {z: p for z, (_, p) in best.items() if z != unit.at}


def stopped(st: State, unit: Unit, path: tuple[Coord, ...]) -> tuple[Coord, ...]:
    """The path cut where the pass-through check would stop the unit alone (TS-6.9)."""
    if ignores_enemies(st, unit):
        return path
    mine = force(unit)
    for i, z in enumerate(path[:-1]):
        others: dict[int, int] = {}
        for u in st.units:
            if u.at == z and u.owner != unit.owner:
                others[u.owner] = others.get(u.owner, 0) + force(u)
        if any(f > mine for f in others.values()):
            return path[:i + 1]
    return path


def movers(st: State, seat: int, value: int, allowed: Sequence[int] = ()) -> list[Unit]:
    """The seat's units that may move in this plan, strongest first."""
    wanted = set(allowed)
    lt_dan = lt_dan_zones(st, seat)
    out = [u for u in st.units if u.owner == seat and (not wanted or u.uid in wanted)
           and allowance(st, u, value, lt_dan) > 0]
    return sorted(out, key=lambda u: (-data.UNIT_BY_KEY[u.kind].conquest, u.uid))


def options(st: State, seat: int, value: int,
            allowed: Sequence[int] = ()) -> dict[int, dict[Coord, tuple[Coord, ...]]]:
    """Per moving unit, its destinations (after a lone pass-through stop) and their routes."""
    lt_dan = lt_dan_zones(st, seat)
    out: dict[int, dict[Coord, tuple[Coord, ...]]] = {}
    for u in movers(st, seat, value, allowed):
        dests: dict[Coord, tuple[Coord, ...]] = {}
        for path in routes(st, u, allowance(st, u, value, lt_dan)).values():
            cut = stopped(st, u, path)
            if cut and (cut[-1] not in dests or len(cut) < len(dests[cut[-1]])):
                dests[cut[-1]] = cut
        out[u.uid] = dests
    return out


def moved(st: State, where: dict[int, Coord]) -> State:
    """`st` with units relocated (no entry effects: a look only)."""
    return replace(st, units=tuple(replace(u, at=where[u.uid]) if u.uid in where else u
                                   for u in st.units))


def greedy(st: State, seat: int, value: int, allowed: Sequence[int] = (),
           passes: int = 2) -> Target:
    """The normal plan (see the module docstring)."""
    opts = options(st, seat, value, allowed)
    start = {u.uid: u.at for u in st.units}
    where: dict[int, Coord] = {}
    paths: Target = {}
    best_value = relative(st, seat)
    for _ in range(passes):
        changed = False
        for uid, dests in opts.items():
            if not dests:
                continue
            here = where.get(uid, start[uid])
            for dest, path in dests.items():
                if dest == here:
                    continue
                trial = dict(where)
                trial[uid] = dest
                v = relative(moved(st, trial), seat)
                if v > best_value + 1e-6:
                    best_value, where, changed = v, trial, True
                    paths[uid] = path
            if where.get(uid) == start[uid]:
                where.pop(uid, None)
                paths.pop(uid, None)
        if not changed:
            break
    return {uid: p for uid, p in paths.items() if uid in where}


def focused(st: State, seat: int, value: int, goal: Coord,
            allowed: Sequence[int] = ()) -> Target:
    """Every unit that can reach `goal` goes there (a hard variant)."""
    return {uid: dests[goal] for uid, dests in options(st, seat, value, allowed).items()
            if goal in dests}


def easy(st: State, seat: int, value: int, allowed: Sequence[int] = ()) -> Target:
    """The easy plan (see the module docstring)."""
    ix = Index(st)
    extra: dict[Coord, int] = {}
    plan: Target = {}
    alone = {at for at, o in ix.owner.items() if o == seat
             and sum(1 for u in st.units if u.owner == seat and u.at == at) == 1}
    opts = options(st, seat, value, allowed)
    armed: set[Coord] = set()  # where a unit that may fight goes: a mascot only joins it
    for u in sorted(movers(st, seat, value, allowed), key=lambda u: (is_mascot(u.kind), u.uid)):
        if u.at in alone:
            continue
        power = unit_conquest(st, u)
        mascot = is_mascot(u.kind)
        best: tuple[float, Coord] | None = None
        for dest in sorted(opts.get(u.uid, {})):
            if ix.owner.get(dest) == seat or not conquerable(st, dest):
                continue
            if mascot and dest not in armed and (dest, seat) not in ix.armed:
                continue  # TS-M5.4: a mascot never fights alone
            mine = ix.conquest.get(dest, {}).get(seat, 0) + extra.get(dest, 0) + power
            if mine >= ix.need(dest, seat):
                score = zone_vp(st, dest) - 0.1 * len(opts[u.uid][dest])
                if best is None or score > best[0]:
                    best = (score, dest)
        if best is not None:
            plan[u.uid] = opts[u.uid][best[1]]
            extra[best[1]] = extra.get(best[1], 0) + power
            if not mascot:
                armed.add(best[1])
    return plan


def next_to_enemy_start(st: State, seat: int, at: Coord) -> bool:
    """Is the zone next to another player's start zone (a Raid target, TS-24.1)?"""
    starts = {s.start for i, s in enumerate(st.seats) if i != seat and s.start is not None}
    return any(nb in starts for nb in neighbours(at))


def spread(st: State, seat: int, value: int, allowed: Sequence[int] = ()) -> Target:
    """Units sharing a zone (or on the start zone) each go to a zone of their own, free of
    other units and not a start zone, nearest first — for Infestation (units in 7 zones at the
    end of a phase turn, TS-24.1); a hard variant."""
    board = st.board.index
    mine = [u for u in st.units if u.owner == seat]
    held: dict[Coord, int] = {}
    for u in mine:
        held[u.at] = held.get(u.at, 0) + 1
    crowded = {at for at, n in held.items()
               if n > 1 or (board.get(at) is not None and board[at].kind == "start")}
    taken = {u.at for u in st.units if u.owner != seat}
    occupied = set(held)
    plan: Target = {}
    opts = options(st, seat, value, allowed)
    for u in sorted(movers(st, seat, value, allowed), key=lambda u: u.uid):
        if u.at not in crowded or held[u.at] <= (0 if board[u.at].kind == "start" else 1):
            continue
        free = [(len(p), dest) for dest, p in opts.get(u.uid, {}).items()
                if dest not in occupied and dest not in taken
                and board.get(dest) is not None and board[dest].kind != "start"]
        if not free:
            continue
        dest = min(free)[1]
        plan[u.uid] = opts[u.uid][dest]
        occupied.add(dest)
        held[u.at] -= 1
    return plan


def with_combat(st: State, seat: int, n: int = 1) -> State:
    """`st` with `n` more combat icons in the seat's open turn (to value a Movement followed
    by a combat before the combat icon is taken, e.g. in the white phase)."""
    if st.turn is None or st.turn.seat != seat or n <= 0:
        return st
    return replace(st, turn=replace(st.turn, left=st.turn.left + (("C", n),)))


def after_combats(st: State, seat: int) -> State:
    """`st` after the best combats the open turn allows (greedy, one at a time, each carried
    out with `sim.after`)."""
    return combat_line(st, seat)[0]


def combat_line(st: State, seat: int) -> tuple[State, list[Action]]:
    """`after_combats` and the combats it declared, in order."""
    line: list[Action] = []
    for _ in range(max(0, min(icon_value(st, "C"), 3))):
        base = relative(st, seat)
        best: tuple[float, State, Action] | None = None
        for a in sim.RULES.legal_actions(st, seat):
            if a.kind != "combat":
                continue
            nxt = sim.after(st, seat, a)
            if nxt is None:
                continue
            v = relative(nxt, seat)
            if v > base + 0.05 and (best is None or v > best[0]):
                best = (v, nxt, a)
        if best is None:
            break
        st = best[1]
        line.append(best[2])
    return st, line


def best_after_combats(st: State, seat: int) -> float:
    """The relative value after the best combats the open turn allows."""
    return relative(after_combats(st, seat), seat)


def variants(st: State, seat: int, value: int, allowed: Sequence[int] = ()) -> list[Target]:
    """The hard candidates: the greedy plan, then plans concentrating the units on one of the
    three best target zones (each once)."""
    plans = [greedy(st, seat, value, allowed)]
    ix = Index(st)
    opts = options(st, seat, value, allowed)
    goals: list[tuple[float, Coord]] = []
    kinds = {o.kind for _, o in objectives(st, seat)}
    for dest in {d for dests in opts.values() for d in dests}:
        if ix.owner.get(dest) != seat and conquerable(st, dest):
            raid = "conquer_next_to_start" in kinds and next_to_enemy_start(st, seat, dest)
            goals.append((zone_vp(st, dest) + raid - 0.01 * ix.need(dest, seat), dest))
    for _, goal in sorted(goals, reverse=True)[:3]:
        plan = focused(st, seat, value, goal, allowed)
        if plan not in plans:
            plans.append(plan)
    if "units_in_zones" in kinds:
        plan = spread(st, seat, value, allowed)
        if plan and plan not in plans:
            plans.append(plan)
    return plans


def carried_out(st: State, seat: int, plan: Target) -> State:
    """`st` after the plan (units relocated, the Movement icon used) and its best combats."""
    return after_combats(moved_plan(st, seat, plan), seat)


def moved_plan(st: State, seat: int, plan: Target) -> State:
    """`st` after the plan: units relocated, the Movement icon used (no combat yet)."""
    after = moved(st, {uid: p[-1] for uid, p in plan.items()})
    if after.turn is not None and after.turn.seat == seat:  # the Movement is used
        left = tuple((c, v) for c, v in after.turn.left if c != "M")
        after = replace(after, turn=replace(after.turn, left=left))
    return after


def deep(st: State, seat: int, value: int, allowed: Sequence[int] = ()) -> Target:
    """The hard plan without search: the variant that is best after its combats."""
    best: tuple[float, Target] | None = None
    for plan in variants(st, seat, value, allowed):
        v = relative(carried_out(st, seat, plan), seat)
        if best is None or v > best[0] + 1e-6:
            best = (v, plan)
    return best[1] if best else {}


def memo_key(st: State, seat: int, value: int, allowed: Sequence[int],
             level: str) -> tuple[object, ...]:
    """What a plan depends on: the public position, the plan's allowance and units."""
    turn = st.turn
    return (level, seat, value, tuple(allowed), st.round, st.phase, st.units, st.marks,
            st.board, turn.left if turn else None, turn.moved if turn else None,
            st.seats[seat].flags, st.seats[seat].uplinks)


def target(st: State, seat: int, value: int, allowed: Sequence[int], level: str) -> Target:
    """The plan of a level, memoised on the public position."""
    key = memo_key(st, seat, value, allowed, level)
    hit = _MEMO.get(key)
    if hit is not None:
        return hit
    if level == "easy":
        plan = easy(st, seat, value, allowed)
    elif level == "hard":
        plan = deep(st, seat, value, allowed)
    else:
        plan = greedy(st, seat, value, allowed)
    if len(_MEMO) > 256:
        _MEMO.clear()
    _MEMO[key] = plan
    return plan


def directions(st: State, uid: int, zones: tuple[Coord, ...]) -> tuple[int, ...]:
    """A path's directions (TS-41.1)."""
    at = next(u.at for u in st.units if u.uid == uid)
    out = []
    for z in zones:
        out.append(neighbours(at).index(z))
        at = z
    return tuple(out)


def opening(st: State, plan: Target, legal: Sequence[Action]) -> Action | None:
    """The first `move` of a plan that opens the Movement action, None without one."""
    for uid in sorted(plan):
        if plan[uid]:
            a = Action("move", (uid, directions(st, uid, plan[uid])[0]))
            if a in legal:
                return a
    return None


def next_step(st: State, plan: Target, open_plan: Plan, legal: Sequence[Action]) -> Action:
    """The next action of an open plan towards the target: a step, an `unmove`, then `go`."""
    for uid in sorted(plan):
        want = directions(st, uid, plan[uid])
        have = open_plan.path(uid)
        if have == want:
            continue
        if want[:len(have)] == have:
            a = Action("move", (uid, *want[:len(have) + 1]))
        elif len(have) >= 2:
            a = Action("move", (uid, *have[:-1]))
        else:
            a = Action("unmove", (uid,))
        if a in legal:
            return a
    for uid, dirs, _ in open_plan.paths:
        if uid not in plan and dirs and Action("unmove", (uid,)) in legal:
            return Action("unmove", (uid,))
    if Action("go") in legal:
        return Action("go")
    return Action("cancel") if Action("cancel") in legal else legal[0]
