"""Position evaluation for the Moonstar bots: exact V*, a human-like greedy play, an
"at a glance" optimistic value, and seeds that stay constant for a whole round.

Three numbers describe how a roll looks to different players (research §6.3, §7):

* ``exact`` — V*, the solver's best total (what the hard bot knows);
* ``greedy`` — what a player reaches by repeatedly taking the best remaining (moon, die)
  pair; always reachable, usually a little below V* (what the easy bot sees);
* ``optimistic`` — every moon with its own best die, ignoring that dice are shared; an upper
  bound that makes a position *look* richer than it is (the over-bidder's trap).

Bots are called again after every change at the table, so any random choice that must stay
the same for a whole round (a level's shortfall, the setter's layout, the play's slips) is
drawn from `round_rng`, a generator seeded by what the round already fixed. Those per-round
choices are therefore a pure function of the match, and the rng passed to a bot only drives
choices that may differ from call to call (reaction delays).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from game.core.rng import Rng
from game.moonstar.moves import destinations, max_bid, score_landings, star_values
from game.moonstar.solver import Solution, solve

_MASK = (1 << 64) - 1
CLUSTER_GAMES = frozenset({7, 8})

# One step of a play: (moon, die, direction, steps, landing).
Step = tuple[int, int, str, int, int]


def _flat(parts: Iterable[object]) -> list[int]:
    out: list[int] = []
    for part in parts:
        if isinstance(part, (tuple, list)):
            out.extend(_flat(part))
            out.append(-7)  # a separator, so (1, 2), 3 and 1, (2, 3) differ
        elif isinstance(part, bool):
            out.append(int(part))
        elif isinstance(part, int):
            out.append(part)
        else:
            out.extend(ord(c) for c in str(part))
    return out


def seed_rng(*parts: object) -> Rng:
    """A generator seeded by a tuple of ints/strings/tuples (order and nesting matter)."""
    rng = Rng(0x4D6F6F6E73746172)  # "Moonstar"
    for value in _flat(parts):
        word, _ = Rng((rng.state ^ (value & _MASK)) & _MASK).next_u64()
        rng = Rng(word)
    return rng


def round_rng(view, *tags: object) -> Rng:
    """A generator fixed for the current round and seat (same answer on every call)."""
    return seed_rng(view.round, view.seat, view.setter, view.rolloff_totals, view.scores,
                    len(view.history), view.history[-1].dice if view.history else (),
                    view.variants, view.moons, view.planets, view.dice, tags)


# --------------------------------------------------------------------------- positions


def position(view) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...], tuple[int, ...],
                            tuple[int, ...], int | None]:
    """(moons, planets, dice, games, red) of the round in the view, hashable for caches."""
    red = view.red if view.red >= 0 else None
    return view.moons, tuple(view.planets), tuple(view.dice), tuple(view.variants), red


@lru_cache(maxsize=1024)
def exact(moons: tuple[int, ...], planets: tuple[tuple[int, int], ...], dice: tuple[int, ...],
          games: tuple[int, ...], red: int | None) -> Solution:
    """The solver's answer, memoised (bots ask the same position many times per round)."""
    return solve(moons, dict(planets), dice, games, red)


def moving(moons: Sequence[int], dice: Sequence[int]) -> int:
    """m: how many moons move (MS-3.3)."""
    return min(len(moons), len(dice))


def cap(moons, planets, dice, games) -> int:
    """The highest bid of the setting (MS-3.3)."""
    return max_bid(len(moons), len(dice), dict(planets), games)


def _weights(moons, vals, counts, games) -> list[list[tuple[int, str, int, int]]]:
    """Per moon and face: (value, direction, steps, landing) of its best destination."""
    out = []
    for s in moons:
        row: list[tuple[int, str, int, int]] = [(0, "", 0, -1)] * 7
        for v in range(1, 7):
            if counts[v]:
                best = max(destinations(s, v, games), key=lambda d: vals[d[2]])
                row[v] = (vals[best[2]], best[0], best[1], best[2])
        out.append(row)
    return out


def _greedy_separable(moons, planets, dice, games, red) -> tuple[int, list[Step]]:
    vals = star_values(dict(planets), red)
    counts = [0] * 7
    for v in dice:
        counts[v] += 1
    weights = _weights(moons, vals, counts, games)
    free = set(range(len(moons)))
    steps: list[Step] = []
    for _ in range(moving(moons, dice)):
        # The best pair on the table; ties go to the larger die (it is the one people see).
        _, v, neg_i = max((weights[i][v][0], v, -i) for i in free for v in range(1, 7)
                          if counts[v])
        i = -neg_i
        _, direction, n, land = weights[i][v]
        steps.append((i, v, direction, n, land))
        free.discard(i)
        counts[v] -= 1
    total = score_landings([s[4] for s in steps], vals, games)
    return total, steps


def _greedy_cluster(moons, dice, games) -> tuple[int, list[Step]]:
    counts = [0] * 7
    for v in dice:
        counts[v] += 1
    occ = [0] * 12
    free = set(range(len(moons)))
    steps: list[Step] = []
    for _ in range(moving(moons, dice)):
        reach = [0] * 12  # how many remaining (moon, face) pairs could still land on a star
        for j in free:
            for v in range(1, 7):
                if counts[v]:
                    for _d, _n, land in destinations(moons[j], v, games):
                        reach[land] += 1
        best: tuple[int, int, int, int, int, str, int] | None = None
        for i in sorted(free):
            for v in range(6, 0, -1):
                if not counts[v]:
                    continue
                for direction, n, land in destinations(moons[i], v, games):
                    key = (2 * occ[land] + 1, reach[land], v, -i, land, direction, n)
                    if best is None or key[:4] > best[:4]:
                        best = key
        assert best is not None
        _, _, v, neg_i, land, direction, n = best
        steps.append((-neg_i, v, direction, n, land))
        free.discard(-neg_i)
        counts[v] -= 1
        occ[land] += 1
    steps = group_for_chain(steps)
    return score_landings([s[4] for s in steps], (1,) * 12, games), steps


@lru_cache(maxsize=1024)
def greedy(moons: tuple[int, ...], planets: tuple[tuple[int, int], ...], dice: tuple[int, ...],
           games: tuple[int, ...], red: int | None) -> tuple[int, tuple[Step, ...], int | None]:
    """A human-like greedy play: (total, steps, red star used); Game 6 tries each red star."""
    gs = frozenset(games) | {1}
    if gs & CLUSTER_GAMES:
        total, steps = _greedy_cluster(moons, dice, gs)
        return total, tuple(steps), None
    reds: list[int | None] = [red]
    if 6 in gs and red is None and planets:
        reds = [s for s, _ in planets]
    best: tuple[int, tuple[Step, ...], int | None] | None = None
    for r in reds:
        total, steps = _greedy_separable(moons, planets, dice, gs, r)
        if best is None or total > best[0]:
            best = (total, tuple(steps), r)
    assert best is not None
    return best


@lru_cache(maxsize=1024)
def optimistic(moons: tuple[int, ...], planets: tuple[tuple[int, int], ...],
               dice: tuple[int, ...], games: tuple[int, ...], red: int | None) -> int:
    """Each moon's best face ignoring that dice are shared (top m moons); capped by the max bid.

    For Games 7/8 no cheap "glance" value exists, so it is V* itself.
    """
    gs = frozenset(games) | {1}
    if gs & CLUSTER_GAMES:
        return exact(moons, planets, dice, games, red).best
    faces = sorted(set(dice))
    reds: list[int | None] = [red]
    if 6 in gs and red is None and planets:
        reds = [s for s, _ in planets]
    best = 0
    for r in reds:
        vals = star_values(dict(planets), r)
        per_moon = sorted((max(vals[d[2]] for v in faces for d in destinations(s, v, gs))
                           for s in moons), reverse=True)
        best = max(best, sum(per_moon[:moving(moons, dice)]))
    return min(best, cap(moons, planets, dice, gs))


def group_for_chain(steps: Sequence[Step]) -> list[Step]:
    """Order steps by landing star, biggest groups first: Game 8 chains never break (MS-7.8)."""
    size: dict[int, int] = {}
    for step in steps:
        size[step[4]] = size.get(step[4], 0) + 1
    return sorted(steps, key=lambda s: (-size[s[4]], s[4], s[0]))


def steps_of(solution: Solution) -> tuple[Step, ...]:
    """The solver's play as steps, in the solver's order."""
    return tuple((p.moon, p.die, p.direction, p.steps, p.landing) for p in solution.play)


def total_of(steps: Sequence[Step], planets, games, red: int | None) -> int:
    """The round total of steps moved in this order."""
    vals = star_values(dict(planets), red)
    return score_landings([s[4] for s in steps], vals, frozenset(games) | {1})
