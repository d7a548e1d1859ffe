"""Shared plumbing of the bots-only benchmarks (`make bench`): timed bots, pools, quantiles.

Bench code only: the rules and the bots never import it.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Mapping, Sequence
from multiprocessing import Pool
from typing import Any


class TimedBots:
    """A Rules stand-in whose bots record each decision's duration in `times[level]`.

    Every other attribute is the wrapped game's, so `simulate.play_bots` can use it as is.
    """

    def __init__(self, rules: Any) -> None:
        self._rules = rules
        self.times: dict[str, list[float]] = {}

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)

    def bot(self, level: str) -> Any:
        """The level's bot, timed into `times[level]`."""
        inner = self._rules.bot(level)
        times = self.times.setdefault(level, [])

        def timed(view, legal, rng):
            start = time.perf_counter()
            move = inner(view, legal, rng)
            times.append(time.perf_counter() - start)
            return move

        return timed


def quantile(values: Sequence[float], q: float) -> float:
    """The q-quantile of `values` (0 for none)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def decision_summary(times: dict[str, list[float]]) -> dict[str, dict[str, float]]:
    """Per level: how many decisions, and their median, p95, p99 and max in milliseconds."""
    return {level: {"count": len(ts), "median": 1000 * quantile(ts, 0.5),
                    "p95": 1000 * quantile(ts, 0.95), "p99": 1000 * quantile(ts, 0.99),
                    "max": 1000 * max(ts, default=0.0)}
            for level, ts in times.items()}


def decision_lines(decisions: Mapping[str, Mapping[str, float]],
                   p95_goals: Mapping[str, float]) -> list[str]:
    """A report line per level of `decision_summary`, its p95 beside its goal (ms) and
    flagged "(over goal)" when over it."""
    lines = []
    for level, t in decisions.items():
        goal = p95_goals.get(level)
        note = "" if goal is None else f" (goal ≤ {goal:.0f} ms)"
        flag = "  (over goal)" if goal is not None and t["p95"] > goal else ""
        lines.append(f"  {level:<6} decisions {t['count']:>6}: median {t['median']:.1f} ms,"
                     f" p95 {t['p95']:.0f} ms{note}, p99 {t['p99']:.0f} ms,"
                     f" max {t['max']:.0f} ms{flag}")
    return lines


def run_jobs(fn: Callable[[Any], Any], jobs: list, processes: int | None) -> list:
    """`fn` over `jobs`, in a process pool unless `processes` is 1 or there are few jobs."""
    workers = processes if processes is not None else min(os.cpu_count() or 1, 8)
    if workers <= 1 or len(jobs) < 4:
        return [fn(job) for job in jobs]
    with Pool(workers) as pool:
        return pool.map(fn, jobs, chunksize=1)  # games vary a lot in length
