"""Benchmark of the exact Moonstar solver against the brute-force baseline, per variant family.

Positions are random but reproducible (``random.Random(seed)``; bench code only, the rules
code never uses it). For each family the solver is timed on ``n`` positions; the brute force
(``solver_brute``) is timed on a few of them where it finishes in reasonable time, and its
totals are checked against the solver's. Returns rows; printing is left to the CLI.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from game.moonstar.solver import MAX_MOONS_PER_STAR, solve
from game.moonstar.solver_brute import brute_force

POOL_VALUES = (5, 10, 15, 20, 25)  # MS-0.3
GAME1_PLANETS = (5, 5, 10, 10)  # MS-0.2


@dataclass(frozen=True)
class Family:
    """One bench family: variant set, counts, planet layout kind, brute-force sample size."""

    name: str
    games: tuple[int, ...]
    moons: int
    dice: int
    planets: str  # "game1", "pool" or "none"
    brute: int  # positions to brute-force (0 = infeasible, skipped)


FAMILIES = (
    Family("game 1, 7 moons", (1,), 7, 7, "game1", 20),
    Family("game 7, 7 moons", (7,), 7, 7, "none", 3),
    Family("game 8, 7 moons", (8,), 7, 7, "none", 3),
    Family("game 2, 11 moons/dice", (2,), 11, 11, "game1", 0),
    Family("game 3, 12 moons/8 dice", (3,), 12, 8, "game1", 0),
    Family("game 4, 8 moons/10 dice", (4,), 8, 10, "game1", 0),
    Family("game 9, 7 moons", (9,), 7, 7, "game1", 20),
    Family("game 5+6, red free", (5, 6), 7, 7, "pool", 5),
    Family("game 7+9, 7 moons", (7, 9), 7, 7, "none", 0),
    Family("game 7, 11 moons/dice", (2, 7), 11, 11, "none", 0),
)


def random_position(
    rng: random.Random, n_moons: int, n_dice: int, planets: str
) -> tuple[list[int], dict[int, int], list[int]]:
    """Return a random legal (moons, planets, dice): at most 3 moons and 1 planet per star."""
    moons: list[int] = []
    while len(moons) < n_moons:
        s = rng.randrange(12)
        if moons.count(s) < MAX_MOONS_PER_STAR:
            moons.append(s)
    if planets == "game1":
        values: tuple[int, ...] = GAME1_PLANETS
    elif planets == "pool":
        values = tuple(rng.choice(POOL_VALUES) for _ in range(rng.randint(1, 6)))
    else:
        values = ()
    stars = rng.sample(range(12), len(values))
    dice = [rng.randint(1, 6) for _ in range(n_dice)]
    return moons, dict(zip(stars, values, strict=True)), dice


def _time_ms(fn: Callable[[], object]) -> tuple[float, object]:
    t0 = time.perf_counter()
    out = fn()
    return (time.perf_counter() - t0) * 1000.0, out


def _p99(xs: list[float]) -> float:
    s = sorted(xs)
    return s[max(0, -(-99 * len(s) // 100) - 1)]


def bench_solver(n: int = 200, seed: int = 1, brute_scale: float = 1.0) -> list[dict]:
    """Time the solver (and the brute force where feasible) per family; return one row each."""
    rows = []
    for fam in FAMILIES:
        rng = random.Random(f"{seed}:{fam.name}")
        positions = [random_position(rng, fam.moons, fam.dice, fam.planets) for _ in range(n)]
        times: list[float] = []
        bests: list[int] = []
        for moons, planets, dice in positions:
            ms, sol = _time_ms(partial(solve, moons, planets, dice, fam.games))
            times.append(ms)
            bests.append(sol.best)  # type: ignore[attr-defined]
        brute_times: list[float] = []
        mismatches = 0
        for k in range(min(n, round(fam.brute * brute_scale))):
            moons, planets, dice = positions[k]
            ms, total = _time_ms(partial(brute_force, moons, planets, dice, fam.games))
            brute_times.append(ms)
            mismatches += total != bests[k]
        med = statistics.median(times)
        brute_med = statistics.median(brute_times) if brute_times else None
        rows.append(
            {
                "family": fam.name,
                "games": list(fam.games),
                "moons": fam.moons,
                "dice": fam.dice,
                "n": n,
                "median_ms": round(med, 3),
                "p99_ms": round(_p99(times), 3),
                "brute_n": len(brute_times),
                "brute_median_ms": None if brute_med is None else round(brute_med, 3),
                "ratio": None if brute_med is None else round(brute_med / med, 1),
                "mismatches": mismatches,
            }
        )
    return rows


def format_rows(rows: list[dict]) -> str:
    """Return the bench rows as a plain-text table (for the CLI)."""
    head = f"{'family':<26}{'median ms':>10}{'p99 ms':>9}{'brute ms':>10}{'ratio':>8}{'bad':>5}"
    lines = [head]
    for r in rows:
        brute = "-" if r["brute_median_ms"] is None else f"{r['brute_median_ms']:.1f}"
        ratio = "-" if r["ratio"] is None else f"{r['ratio']:.0f}x"
        lines.append(
            f"{r['family']:<26}{r['median_ms']:>10.3f}{r['p99_ms']:>9.2f}{brute:>10}{ratio:>8}"
            f"{r['mismatches']:>5}"
        )
    return "\n".join(lines)
