"""Moonstar movement and scoring primitives shared by the rules engine and the solver.

Everything here is a pure function of plain ints so that the engine (which validates and
scores real plays) and the exact solver (which searches for the best play) agree by
construction on where a moon may land and what a landing is worth:

* ``destinations`` — where one moon may go with one die (MS-4.4, Game 9 per MS-7.9);
* ``star_values`` — the value of each star (MS-5.1, red planet of Game 6 per MS-7.6);
* ``score_landings`` / ``chain_scores`` — the round total of a sequence of landings
  (Games 1/5/6 sum of star values, Game 7 squares per star MS-7.7, Game 8 chains MS-7.8);
* ``max_bid`` — the highest bid a setting allows (MS-3.3);
* ``normalize_games`` — parse and check a variant set (MS-7.13).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

RING = 12  # MS-0.1: 12 stars, indexed 0-11 clockwise; distances wrap.
CW = "cw"
CCW = "ccw"

# Games that change what the solver computes; 10 and 11 (challenge, side bets) only change
# bidding and settlement, so they are accepted and ignored here.
KNOWN_GAMES = frozenset(range(1, 12))
_COUNT_GAMES = frozenset({2, 3, 4})
_NO_PLANET_GAMES = frozenset({7, 8})
_PLANET_GAMES = frozenset({5, 6})


def normalize_games(games: Iterable[int]) -> frozenset[int]:
    """Return the variant set with Game 1 added; raise ValueError if unknown or incompatible."""
    out = set()
    for g in games:
        if isinstance(g, bool) or not isinstance(g, int):
            raise ValueError(f"game must be an integer, got {g!r}")
        if g == 12:
            raise ValueError("game 12 (dealer's choice) is not a rule set: pass the games used")
        if g not in KNOWN_GAMES:
            raise ValueError(f"unknown game {g} (known: 1-11)")
        out.add(g)
    # MS-7.13: at most one of {2,3,4}; at most one of {7,8}; 5 and 6 need planets.
    if len(out & _COUNT_GAMES) > 1:
        raise ValueError(f"games {sorted(out & _COUNT_GAMES)} cannot be combined (one of 2/3/4)")
    if len(out & _NO_PLANET_GAMES) > 1:
        raise ValueError("games 7 and 8 cannot be combined")
    if out & _NO_PLANET_GAMES and out & _PLANET_GAMES:
        raise ValueError(
            f"games {sorted(out & _PLANET_GAMES)} need planets and cannot go with "
            f"game {min(out & _NO_PLANET_GAMES)}"
        )
    out.add(1)  # all Game 1 rules apply unless changed (MS-7)
    return frozenset(out)


def step_options(die: int, games: frozenset[int]) -> tuple[tuple[str, int], ...]:
    """Return the allowed (direction, steps) pairs for a die, deduplicated, in fixed order."""
    raw: tuple[tuple[str, int], ...]
    if 9 in games:
        # MS-7.9: clockwise value or double; counter-clockwise value or half rounded down.
        raw = ((CW, die), (CW, 2 * die), (CCW, die), (CCW, die // 2))
    else:
        # MS-4.4: exactly the die's value, either direction.
        raw = ((CW, die), (CCW, die))
    seen: list[tuple[str, int]] = []
    for opt in raw:
        if opt not in seen:
            seen.append(opt)
    return tuple(seen)


def landing_star(start: int, direction: str, steps: int) -> int:
    """Return the star reached from `start` after `steps` stars in `direction` (MS-0.1)."""
    if direction == CW:
        return (start + steps) % RING
    if direction == CCW:
        return (start - steps) % RING
    raise ValueError(f"direction must be 'cw' or 'ccw', got {direction!r}")


def destinations(start: int, die: int, games: frozenset[int]) -> tuple[tuple[str, int, int], ...]:
    """Return each allowed (direction, steps, landing star) for a moon on `start` with `die`.

    Ordered clockwise first, then counter-clockwise, plain value before double/half. A move of
    0 or 12 stars (Game 9) lands on the start star and still counts as a move (MS-7.8).
    """
    return tuple((d, s, landing_star(start, d, s)) for d, s in step_options(die, games))


def star_values(planets: Mapping[int, int], red: int | None = None) -> tuple[int, ...]:
    """Return the 12 star values: planet value, 1 if empty, doubled on the red star."""
    vals = [1] * RING  # MS-5.1: a star without a planet scores 1 per moon.
    for star, value in planets.items():
        vals[star] = value
    if red is not None:
        if red not in planets:
            raise ValueError(f"the red planet must go on a star with a planet, not {red}")
        vals[red] *= 2  # MS-7.6: moons landing on the red planet's star score double.
    return tuple(vals)


def chain_scores(landings: Sequence[int]) -> tuple[int, ...]:
    """Return each moon's Game 8 points for landings in move order (MS-7.8)."""
    out: list[int] = []
    run = 0
    prev: int | None = None
    for star in landings:
        # A moon scores 1 + the unbroken chain just before it on the same star; landing
        # elsewhere breaks the chain (earlier moons are removed).
        run = run + 1 if star == prev else 1
        out.append(run)
        prev = star
    return tuple(out)


def score_landings(landings: Sequence[int], star_vals: Sequence[int], games: frozenset[int]) -> int:
    """Return the round total for landing stars in move order under the variant set."""
    if 8 in games:
        return sum(chain_scores(landings))  # MS-7.8
    if 7 in games:
        counts: dict[int, int] = {}
        for star in landings:
            counts[star] = counts.get(star, 0) + 1
        return sum(c * c for c in counts.values())  # MS-7.7: (moons on a star) squared
    return sum(star_vals[s] for s in landings)  # MS-5.1 (Games 1-6, 9): per-moon star value


def max_bid(n_moons: int, n_dice: int, planets: Mapping[int, int], games: Iterable[int]) -> int:
    """Return the greatest bid the setting allows (MS-3.3); Game 9 uses the same formulas."""
    gs = frozenset(games)
    m = min(n_moons, n_dice)  # moons that will move
    if 7 in gs:
        return m * m
    if 8 in gs:
        return m * (m + 1) // 2
    top = max(planets.values(), default=1)
    if 6 in gs and planets:
        return m * 2 * top
    return m * max(top, 1)
