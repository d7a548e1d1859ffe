"""Brute-force baseline for the Moonstar solver: the best total by plain enumeration.

Slow on purpose and free of the solver's ideas (no dynamic programme, no bound, no grouping
argument) so that tests and the bench can check `solver.solve` against it:

* every assignment of dice to moons (equal die values merged, since identical dice give
  identical assignments; a moon takes no die only while there are spare moons, Game 3);
* Games 1-6 and 9: each moon's best landing for its die (scores are per moon, MS-8.2);
* Games 7 and 8: every combination of landings; Game 8 also every order of the moves, scored
  with `chain_scores` (orders are cached by the pattern of equal landings, since renaming the
  stars does not change chain scores);
* Game 6 with no red star: every planet star as the red star.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from itertools import permutations, product

from game.moonstar.moves import chain_scores, destinations, score_landings, star_values
from game.moonstar.solver import Position, check_position


@cache
def _best_order(shape: tuple[int, ...]) -> int:
    """Best Game 8 total over every order of landings with these group sizes (MS-7.8)."""
    labels = [g for g, size in enumerate(shape) for _ in range(size)]
    return max(sum(chain_scores(p)) for p in set(permutations(labels)))


def _assignments(pos: Position):
    """Yield each distinct (moon index, face) list: every way to put dice on moons."""
    counts = [0] * 7
    for v in pos.dice:
        counts[v] += 1
    n = len(pos.moons)
    m = min(n, len(pos.dice))
    chosen: list[tuple[int, int]] = []

    def rec(i: int, skips: int, moved: int):
        if moved == m:
            yield list(chosen)
            return
        if i == n:
            return
        if skips > 0:
            yield from rec(i + 1, skips - 1, moved)
        for v in range(1, 7):
            if counts[v]:
                counts[v] -= 1
                chosen.append((i, v))
                yield from rec(i + 1, skips, moved + 1)
                chosen.pop()
                counts[v] += 1

    yield from rec(0, n - m, 0)


def _brute_separable(pos: Position, red: int | None) -> int:
    vals = star_values(pos.planets, red)
    best = -1
    for assignment in _assignments(pos):
        total = 0
        for i, v in assignment:
            total += max(vals[land] for _d, _s, land in destinations(pos.moons[i], v, pos.games))
        best = max(best, total)
    return best


def _brute_cluster(pos: Position) -> int:
    game8 = 8 in pos.games
    vals = star_values({}, None)
    best = -1
    for assignment in _assignments(pos):
        options = [
            sorted({land for _d, _s, land in destinations(pos.moons[i], v, pos.games)})
            for i, v in assignment
        ]
        for landings in product(*options):
            if game8:
                sizes: dict[int, int] = {}
                for s in landings:
                    sizes[s] = sizes.get(s, 0) + 1
                total = _best_order(tuple(sorted(sizes.values())))
            else:
                total = score_landings(landings, vals, pos.games)
            if total > best:
                best = total
    return best


def brute_force(
    moons: Sequence[int],
    planets: Mapping[int, int],
    dice: Sequence[int],
    games: Iterable[int] = (1,),
    red: int | None = None,
) -> int:
    """Return the best total by enumerating every assignment (and landing/order where needed)."""
    pos = check_position(moons, planets, dice, games, red)
    if pos.games & {7, 8}:
        return _brute_cluster(pos)
    if 6 in pos.games and pos.red is None:
        return max(_brute_separable(pos, r) for r in pos.planets)
    return _brute_separable(pos, pos.red)
