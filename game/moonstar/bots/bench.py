"""Bots-only Moonstar tournaments for `make bench`: win rates per level and decision times.

`tournament` plays `n_games` matches with `game.core.simulate.play_bots` (the virtual-clock
race of the real-time auction), rotating the seat order every game so that neither the first
setter's seat nor the bidding order favours a level. Each bot is wrapped to time its
decisions. Matches are independent, so they run on a process pool (bench code only).
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

from game.core.benchtools import TimedBots, decision_summary, run_jobs
from game.core.simulate import play_bots
from game.moonstar.rules import RULES

# Duck-types Rules for play_bots; `.times` holds the current match's decision times per level.
_TIMED: Any = TimedBots(RULES)


def seating(seats: Sequence[str], game: int) -> list[str]:
    """The levels of game number `game`: the seat order rotates by one every game."""
    k = game % len(seats)
    return list(seats[k:]) + list(seats[:k])


def _play_one(job: tuple[int, int, tuple[str, ...], dict[str, Any]]) -> dict[str, Any]:
    """Play one match (module level so the process pool can call it)."""
    game, seed, seats, options = job
    _TIMED.times.clear()
    levels = seating(seats, game)
    result = play_bots(_TIMED, levels, seed + game, options)
    winners = sorted({levels[s] for s in result.outcome.winners})
    return {"levels": levels, "winners": winners, "rounds": result.outcome.rounds,
            "seconds": result.seconds, "scores": list(result.outcome.scores),
            "times": {level: list(ts) for level, ts in _TIMED.times.items()}}



def tournament(n_games: int = 200, seed: int = 1, seats: Sequence[str] = ("hard", "easy"),
               options: Mapping[str, Any] | None = None,
               processes: int | None = None) -> dict[str, Any]:
    """Play `n_games` bots-only matches; return win counts/rates, rounds, seconds and timings.

    A shared win counts for every level among the winners. `processes=1` runs inline.
    """
    opts = dict(options or {})
    RULES.check_setup(len(seats), opts)  # fail early with the rules' own message
    jobs = [(g, seed, tuple(seats), opts) for g in range(n_games)]
    started = time.perf_counter()
    games = run_jobs(_play_one, jobs, processes)
    wall = time.perf_counter() - started
    levels = sorted(set(seats), key=list(seats).index)
    wins = {level: sum(level in g["winners"] for g in games) for level in levels}
    times: dict[str, list[float]] = {level: [] for level in levels}
    for g in games:
        for level, ts in g["times"].items():
            times[level].extend(ts)
    n = max(1, n_games)
    return {
        "games": n_games,
        "seats": list(seats),
        "options": opts,
        "wins": wins,
        "win_rate": {level: wins[level] / n for level in levels},
        "mean_rounds": sum(g["rounds"] for g in games) / n,
        "mean_virtual_seconds": sum(g["seconds"] for g in games) / n,
        "decision_ms": decision_summary(times),
        "wall_seconds": wall,
    }


def format_tournament(result: Mapping[str, Any]) -> str:
    """A short human-readable report of `tournament`'s result."""
    lines = [f"Moonstar tournament: {result['games']} games, seats "
             f"{' vs '.join(result['seats'])}"
             + (f", options {result['options']}" if result["options"] else "")]
    for level, wins in result["wins"].items():
        timing = result["decision_ms"][level]
        lines.append(f"  {level:<6} wins {wins:>4} ({100 * result['win_rate'][level]:5.1f}%)"
                     f"  decisions {timing['count']:>6}: median {timing['median']:.2f} ms,"
                     f" p99 {timing['p99']:.1f} ms, max {timing['max']:.0f} ms")
    lines.append(f"  mean rounds {result['mean_rounds']:.1f}, mean virtual time "
                 f"{result['mean_virtual_seconds']:.0f} s, wall {result['wall_seconds']:.1f} s")
    return "\n".join(lines)
