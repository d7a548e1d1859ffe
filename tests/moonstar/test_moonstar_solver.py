"""Moonstar movement/scoring primitives and the exact solver, checked against brute force.

Three layers: hand-made examples for each primitive (directions, Game 9 double/half, star
values, Game 7 squares, Game 8 chains, maximum bids); the solver against `brute_force` on 300
random positions per variant family, each returned play checked for legality and rescored
with `score_landings` in its own order; and, on tiny positions, both against a naive
enumerator written here (every die permutation, every direction, every move order).
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import permutations, product

import pytest

from game.moonstar.moves import (
    RING,
    chain_scores,
    destinations,
    max_bid,
    normalize_games,
    score_landings,
    star_values,
)
from game.moonstar.solver import Solution, solve
from game.moonstar.solver_brute import brute_force

POOL = (5, 10, 15, 20, 25)
N_RANDOM = 300


def _moons(rng: random.Random, n: int) -> list[int]:
    out: list[int] = []
    while len(out) < n:
        s = rng.randrange(RING)
        if out.count(s) < 3:  # MS-2.3
            out.append(s)
    return out


def _planets(rng: random.Random, kind: str) -> dict[int, int]:
    if kind == "none":
        return {}
    values = (
        (5, 5, 10, 10) if kind == "game1" else [rng.choice(POOL) for _ in range(rng.randint(1, 6))]
    )
    return dict(zip(rng.sample(range(RING), len(values)), values, strict=True))


def _dice(rng: random.Random, n: int) -> list[int]:
    return [rng.randint(1, 6) for _ in range(n)]


def check_play(sol: Solution, moons, planets, dice, games, red=None) -> None:
    """Assert the play is legal, uses the right counts, and scores `best` in its own order."""
    gs = normalize_games(games)
    m = min(len(moons), len(dice))
    assert len(sol.play) == m
    seen = set()
    for st in sol.play:
        assert 0 <= st.moon < len(moons) and st.moon not in seen  # at most one die per moon
        seen.add(st.moon)
        assert st.start == moons[st.moon]
        assert (st.direction, st.steps, st.landing) in destinations(st.start, st.die, gs)
    used = Counter(st.die for st in sol.play)
    assert not used - Counter(dice)  # each die used at most once
    assert sorted(sol.unused_dice) == sorted((Counter(dice) - used).elements())
    assert sol.removed_moons == tuple(i for i in range(len(moons)) if i not in seen)
    if 6 in gs:
        assert sol.red in planets
        if red is not None:
            assert sol.red == red
    else:
        assert sol.red is None
    vals = star_values(planets, sol.red)
    assert score_landings([st.landing for st in sol.play], vals, gs) == sol.best


# (name, games, planet kind, moons range, dice rule) ; dice rule: "eq", "fewer", "more"
FAMILIES = {
    "g1": ((1,), "game1", (4, 6), "eq"),
    "g2": ((2,), "game1", (4, 6), "eq"),
    "g3": ((3,), "game1", (5, 7), "fewer"),
    "g4": ((4,), "game1", (3, 5), "more"),
    "g5": ((5,), "pool", (4, 6), "eq"),
    "g6_red_given": ((6,), "game1", (4, 6), "eq"),
    "g6_red_free": ((5, 6), "pool", (4, 6), "eq"),
    "g7": ((7,), "none", (4, 6), "eq"),
    "g8": ((8,), "none", (4, 6), "eq"),
    "g9": ((9,), "game1", (4, 6), "eq"),
    "g7_9": ((7, 9), "none", (3, 5), "eq"),
    "g8_9": ((8, 9), "none", (3, 5), "eq"),
    "g3_7": ((3, 7), "none", (5, 6), "fewer"),
    "g4_8": ((4, 8), "none", (3, 5), "more"),
    "g3_9": ((3, 9), "pool", (5, 6), "fewer"),
}


def _random_position(rng: random.Random, family: str):
    games, kind, (lo, hi), rule = FAMILIES[family]
    n = rng.randint(lo, hi)
    nd = {"eq": n, "fewer": rng.randint(max(1, n - 3), n - 1), "more": n + rng.randint(1, 3)}[rule]
    planets = _planets(rng, kind)
    red = rng.choice(sorted(planets)) if family == "g6_red_given" else None
    return _moons(rng, n), planets, _dice(rng, nd), games, red


@pytest.mark.rule("MS-8.1", "MS-8.2", "MS-8.3", "MS-4.2", "MS-4.4", "MS-4.6", "MS-7.3", "MS-7.4")
@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_solver_matches_brute_force(family: str) -> None:
    rng = random.Random(f"moonstar-solver-{family}")
    for _ in range(N_RANDOM):
        moons, planets, dice, games, red = _random_position(rng, family)
        sol = solve(moons, planets, dice, games, red)
        assert sol.best == brute_force(moons, planets, dice, games, red), (moons, planets, dice)
        check_play(sol, moons, planets, dice, games, red)


@pytest.mark.rule("MS-8.1", "MS-8.2", "MS-5.1")
def test_game1_full_size_matches_brute_force() -> None:
    rng = random.Random("moonstar-g1-7")
    for _ in range(40):
        moons, planets, dice = _moons(rng, 7), _planets(rng, "game1"), _dice(rng, 7)
        sol = solve(moons, planets, dice)
        assert sol.best == brute_force(moons, planets, dice)
        assert 16 <= sol.best <= max_bid(7, 7, planets, (1,)) == 70
        check_play(sol, moons, planets, dice, (1,))


@pytest.mark.rule("MS-8.3", "MS-7.7", "MS-7.8")
def test_game8_equals_grouped_game7() -> None:
    """V8 = (m + V7) / 2 (research claim), checked on brute force with every move order."""
    rng = random.Random("moonstar-g8-vs-g7")
    for _ in range(100):
        n = rng.randint(2, 5)
        moons, dice = _moons(rng, n), _dice(rng, n)
        v7, v8 = brute_force(moons, {}, dice, (7,)), brute_force(moons, {}, dice, (8,))
        assert 2 * v8 == n + v7
    for _ in range(40):  # larger positions: solver only
        n = rng.randint(7, 11)
        moons, dice = _moons(rng, n), _dice(rng, n)
        sol8 = solve(moons, {}, dice, (8,))
        assert 2 * sol8.best == n + solve(moons, {}, dice, (7,)).best
        check_play(sol8, moons, {}, dice, (8,))


def _naive(moons, planets, dice, games, red=None) -> int:
    """Every injective die-to-moon map, every direction, every order (Game 8): the best total."""
    gs = normalize_games(games)
    reds = sorted(planets) if 6 in gs and red is None else [red]
    m = min(len(moons), len(dice))
    best = -1
    for r in reds:
        vals = star_values(planets, r)
        for moon_ids in permutations(range(len(moons)), m):
            for die_ids in permutations(range(len(dice)), m):
                dests = [
                    [d[2] for d in destinations(moons[i], dice[j], gs)]
                    for i, j in zip(moon_ids, die_ids, strict=True)
                ]
                for landings in product(*dests):
                    orders = permutations(landings) if 8 in gs else [landings]
                    for order in orders:
                        best = max(best, score_landings(order, vals, gs))
    return best


@pytest.mark.rule("MS-8.1", "MS-8.2", "MS-8.3", "MS-7.8", "MS-7.9")
@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_tiny_positions_match_naive_enumeration(family: str) -> None:
    games, kind, _, rule = FAMILIES[family]
    rng = random.Random(f"moonstar-naive-{family}")
    for _ in range(25):
        n = rng.randint(1, 3)
        nd = {"eq": n, "fewer": max(1, n - 1), "more": n + 1}[rule]
        if rule == "fewer" and n == 1:
            n = 2
        planets = _planets(rng, kind)
        red = rng.choice(sorted(planets)) if family == "g6_red_given" else None
        moons, dice = _moons(rng, n), _dice(rng, nd)
        expected = _naive(moons, planets, dice, games, red)
        assert solve(moons, planets, dice, games, red).best == expected
        assert brute_force(moons, planets, dice, games, red) == expected


# ------------------------------------------------------------------ hand-made primitives


@pytest.mark.rule("MS-4.4", "MS-0.1")
def test_destinations_plain() -> None:
    g = frozenset({1})
    assert destinations(0, 3, g) == (("cw", 3, 3), ("ccw", 3, 9))
    assert destinations(10, 4, g) == (("cw", 4, 2), ("ccw", 4, 6))
    assert destinations(2, 6, g) == (("cw", 6, 8), ("ccw", 6, 8))  # a 6 reaches one star


@pytest.mark.rule("MS-7.9")
def test_destinations_game9_double_and_half() -> None:
    g = frozenset({1, 9})
    assert destinations(4, 6, g) == (("cw", 6, 10), ("cw", 12, 4), ("ccw", 6, 10), ("ccw", 3, 1))
    assert ("ccw", 2, 1) in destinations(3, 5, g)  # half of 5 = 2
    assert ("ccw", 1, 2) in destinations(3, 3, g)  # half of 3 = 1
    assert destinations(7, 1, g) == (("cw", 1, 8), ("cw", 2, 9), ("ccw", 1, 6), ("ccw", 0, 7))
    assert ("cw", 3, 3) not in destinations(0, 6, g)  # no halving clockwise
    assert all(s != 12 for d, s, _ in destinations(0, 6, g) if d == "ccw")  # no doubling ccw


@pytest.mark.rule("MS-7.9", "MS-8.2")
def test_game9_solver_examples() -> None:
    # A 6 doubled clockwise is 12: the moon stays and scores its own star.
    assert solve([4], {4: 10}, [6], (9,)).best == 10
    assert solve([4], {4: 10}, [6], (1,)).best == 1
    # Half of 1 is 0: the moon stays.
    sol = solve([4], {4: 10}, [1], (9,))
    assert sol.best == 10 and sol.play[0].direction == "ccw" and sol.play[0].steps == 0
    # Half of 5 is 2 (counter-clockwise).
    assert solve([4], {2: 10}, [5], (9,)).best == 10
    assert solve([4], {2: 10}, [5], (1,)).best == 1


@pytest.mark.rule("MS-5.1", "MS-7.6")
def test_star_values() -> None:
    vals = star_values({2: 5, 5: 10})
    assert vals == (1, 1, 5, 1, 1, 10, 1, 1, 1, 1, 1, 1)
    assert star_values({2: 5, 5: 10}, red=5)[5] == 20
    with pytest.raises(ValueError):
        star_values({2: 5}, red=3)  # the red planet goes on a planet star


@pytest.mark.rule("MS-7.7", "MS-4.6")
def test_game7_squares() -> None:
    g = frozenset({1, 7})
    assert score_landings([2, 2, 2, 5], (1,) * 12, g) == 9 + 1
    assert score_landings([0, 1, 2], (1,) * 12, g) == 3
    assert solve([0, 2], {}, [1, 1], (7,)).best == 4  # both meet on star 1


@pytest.mark.rule("MS-7.8")
def test_game8_chains() -> None:
    g = frozenset({1, 8})
    assert chain_scores([3, 3, 3]) == (1, 2, 3)
    assert score_landings([3, 3, 3], (1,) * 12, g) == 6
    assert score_landings([3, 5, 3], (1,) * 12, g) == 3  # the chain breaks
    assert chain_scores([3, 3, 5, 3, 3]) == (1, 2, 1, 1, 2)
    # Two moons can meet on star 1 (1 + 2), the third lands alone (1); moved in that order.
    sol = solve([0, 2, 6], {}, [1, 1, 2], (8,))
    assert sol.best == 4 == brute_force([0, 2, 6], {}, [1, 1, 2], (8,))
    assert [st.landing for st in sol.play][:2] == [1, 1]


@pytest.mark.rule("MS-5.1", "MS-7.3", "MS-7.4", "MS-7.6", "MS-8.1")
def test_solver_examples() -> None:
    assert solve([0], {3: 10}, [3]).best == 10
    sol = solve([0], {9: 5}, [3])
    assert sol.best == 5 and sol.play[0].direction == "ccw" and sol.play[0].landing == 9
    sol = solve([0, 0, 6], {}, [6], (3,))  # Game 3: two moons leave
    assert sol.best == 1 and len(sol.removed_moons) == 2
    sol = solve([0], {3: 10}, [1, 2, 3], (4,))  # Game 4: two dice unused
    assert sol.best == 10 and sol.unused_dice == (1, 2)
    # Game 6: both moons to star 11 (10) doubled beats both to star 2 (5).
    sol = solve([0, 1], {2: 5, 11: 10}, [2, 1], (6,))
    assert (sol.best, sol.red) == (40, 11)
    assert solve([0, 1], {2: 5, 11: 10}, [2, 1], (6,), red=2).best == 20


@pytest.mark.rule("MS-3.3")
def test_max_bid() -> None:
    game1 = {0: 5, 3: 5, 6: 10, 9: 10}
    assert max_bid(7, 7, game1, (1,)) == 70
    assert max_bid(7, 7, game1, (1, 9)) == 70
    assert max_bid(12, 8, game1, (3,)) == 80  # m = min(moons, dice)
    assert max_bid(8, 10, game1, (4,)) == 80
    assert max_bid(7, 7, {1: 25, 2: 5}, (5,)) == 175
    assert max_bid(7, 7, game1, (6,)) == 140
    assert max_bid(7, 7, {}, (7,)) == 49
    assert max_bid(7, 7, {}, (8,)) == 28
    assert max_bid(7, 7, {}, (1,)) == 7


@pytest.mark.rule("MS-7.13", "MS-2.2", "MS-2.3")
@pytest.mark.parametrize(
    "moons, planets, dice, games, red",
    [
        ([12], {}, [1], (1,), None),
        ([0], {}, [7], (1,), None),
        ([0], {}, [0], (1,), None),
        ([1, 1, 1, 1], {}, [1, 2, 3, 4], (1,), None),
        ([0], {}, [1], (13,), None),
        ([0], {}, [1], (7, 8), None),
        ([0], {}, [1], (2, 4), None),
        ([0], {1: 5}, [1], (6, 7), None),
        ([0], {1: 5}, [1], (7,), None),
        ([0], {1: 5}, [1], (6,), 2),
        ([0], {1: 5}, [1], (1,), 1),
        ([], {}, [1], (1,), None),
        ([0] * 3 + [1] * 3 + [2] * 3 + [3] * 3 + [4] * 3 + [5], {}, [1], (1,), None),
        ([0], {}, [1] * 12, (1,), None),
    ],
)
def test_solver_rejects_illegal_positions(moons, planets, dice, games, red) -> None:
    with pytest.raises(ValueError):
        solve(moons, planets, dice, games, red)


@pytest.mark.rule("MS-8.1", "MS-8.3")
def test_large_positions_are_legal_plays() -> None:
    rng = random.Random("moonstar-large")
    for games, n, nd in [((2,), 11, 11), ((3,), 15, 10), ((4, 9), 7, 11), ((3, 7), 12, 8)]:
        for _ in range(5):
            moons = _moons(rng, n)
            planets = {} if 7 in games else _planets(rng, "game1")
            dice = _dice(rng, nd)
            check_play(solve(moons, planets, dice, games), moons, planets, dice, games)


@pytest.mark.rule("MS-8.3", "MS-7.7")
def test_game7_full_size_matches_brute_force() -> None:
    rng = random.Random("moonstar-g7-7")
    for _ in range(12):
        moons, dice = _moons(rng, 7), _dice(rng, 7)
        sol = solve(moons, {}, dice, (7,))
        assert sol.best == brute_force(moons, {}, dice, (7,))
        check_play(sol, moons, {}, dice, (7,))
