"""Planet Unknown bench: the solo bot against its target (PU-15.4, PU-15.5) and tournaments.

`solo` plays one bot alone `n_games` times on the default random event deck (or a custom
one) and reports the scores, score − target, how often the target is reached, and the outcome
ladder rows. `tournament` seats one `hero` bot against `seats - 1` bots of the `field` level,
rotating the hero's seat every game, and times every decision per level. Matches are
independent, so they run on a process pool (bench code only).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from game.core.benchtools import TimedBots, decision_summary, quantile, run_jobs
from game.core.simulate import play_bots
from game.supermoon.rules import RULES

_TIMED: Any = TimedBots(RULES)
SUPERMOON_SOLO = {"moons": True}  # SM-13: 24 events, target 80
# PU-17.1, PU-18.1: each seat plays its dealt planet and runs its dealt corporation
ASYMMETRIC = {"planets": "random", "corporations": "random"}
ALL_MODULES = {"moons": True, "rescue": "on", "blocks": True, "planets": "random",
               "corporations": "random"}


def _solo_one(job: tuple[int, int, str, dict[str, Any]]) -> dict[str, Any]:
    game, seed, level, options = job
    _TIMED.times.clear()
    result = play_bots(_TIMED, [level], seed * 100_003 + game, options, keep_events=True)
    solo = next(e.args for e in result.events if e.kind == "sm.solo_result")
    return {"score": result.outcome.scores[0], "target": solo["target"],
            "delta": solo["delta"], "row": solo["row"],
            "times": {lv: list(ts) for lv, ts in _TIMED.times.items()}}


def solo(n_games: int = 200, seed: int = 1, level: str = "hard",
         options: Mapping[str, Any] | None = None, processes: int | None = None
         ) -> dict[str, Any]:
    """The solo bot's scores against the target over `n_games` seeded games."""
    opts = RULES.check_setup(1, dict(options or {}))
    jobs = [(g, seed, level, opts) for g in range(n_games)]
    started = time.perf_counter()
    games = run_jobs(_solo_one, jobs, processes)
    scores = sorted(g["score"] for g in games)
    deltas = sorted(g["delta"] for g in games)
    rows: dict[int, int] = {}
    for g in games:
        rows[g["row"]] = rows.get(g["row"], 0) + 1
    times: dict[str, list[float]] = {level: []}
    for g in games:
        times[level].extend(g["times"].get(level, []))
    return {"games": n_games, "level": level, "options": dict(options or {}),
            "median_score": quantile(scores, 0.5), "p10_score": quantile(scores, 0.1),
            "p90_score": quantile(scores, 0.9), "mean_score": statistics.fmean(scores),
            "median_delta": quantile(deltas, 0.5), "mean_delta": statistics.fmean(deltas),
            "median_target": quantile(sorted(g["target"] for g in games), 0.5),
            "reached": sum(g["delta"] >= 0 for g in games) / max(1, n_games),
            "rows": dict(sorted(rows.items())), "decision_ms": decision_summary(times),
            "wall_seconds": time.perf_counter() - started}


def format_solo(r: Mapping[str, Any]) -> str:
    """A short report of `solo`."""
    deck = ", ".join(f"{k}={v}" for k, v in r["options"].items()) or "random event mix"
    lines = [f"Planet Unknown solo, {r['level']} bot, {r['games']} games ({deck}):",
             f"  score median {r['median_score']:.0f} (p10 {r['p10_score']:.0f}, p90 "
             f"{r['p90_score']:.0f}, mean {r['mean_score']:.1f}); target median "
             f"{r['median_target']:.0f}",
             f"  score − target: median {r['median_delta']:+.0f}, mean {r['mean_delta']:+.1f};"
             f" target reached in {100 * r['reached']:.1f}% of games",
             "  outcome ladder (row: games): " + ", ".join(f"{k:+d}: {v}"
                                                          for k, v in r["rows"].items())]
    for level, t in r["decision_ms"].items():
        lines.append(f"  {level:<6} decisions {t['count']:>6}: median {t['median']:.1f} ms,"
                     f" p95 {t['p95']:.0f} ms, p99 {t['p99']:.0f} ms, max {t['max']:.0f} ms")
    lines.append(f"  wall {r['wall_seconds']:.1f} s")
    return "\n".join(lines)


def _play_one(job: tuple[int, int, str, str, int, dict[str, Any]]) -> dict[str, Any]:
    game, seed, hero, field, seats, options = job
    _TIMED.times.clear()
    levels = [field] * seats
    levels[game % seats] = hero
    result = play_bots(_TIMED, levels, seed * 100_003 + game, options)
    return {"hero_won": game % seats in result.outcome.winners,
            "rounds": result.outcome.rounds,
            "hero_score": result.outcome.scores[game % seats],
            "field_score": statistics.fmean(s for i, s in enumerate(result.outcome.scores)
                                            if i != game % seats),
            "times": {level: list(ts) for level, ts in _TIMED.times.items()}}


def tournament(n_games: int = 200, seed: int = 1, hero: str = "hard", field: str = "easy",
               seats: int = 2, options: Mapping[str, Any] | None = None,
               processes: int | None = None) -> dict[str, Any]:
    """One `hero` against `seats - 1` `field` bots, `n_games` times (a shared victory counts
    as a win for the hero)."""
    opts = RULES.check_setup(seats, dict(options or {}))
    jobs = [(g, seed, hero, field, seats, opts) for g in range(n_games)]
    started = time.perf_counter()
    games = run_jobs(_play_one, jobs, processes)
    times: dict[str, list[float]] = {hero: [], field: []}
    for g in games:
        for level, ts in g["times"].items():
            times[level].extend(ts)
    n = max(1, n_games)
    wins = sum(g["hero_won"] for g in games)
    return {"games": n_games, "hero": hero, "field": field, "seats": seats,
            "hero_wins": wins, "hero_win_rate": wins / n,
            "mean_rounds": sum(g["rounds"] for g in games) / n,
            "mean_hero_score": sum(g["hero_score"] for g in games) / n,
            "mean_field_score": sum(g["field_score"] for g in games) / n,
            "decision_ms": decision_summary(times), "wall_seconds": time.perf_counter() - started}


def format_tournament(r: Mapping[str, Any]) -> str:
    """A short report of `tournament`."""
    lines = [f"Planet Unknown, {r['seats']} seats: 1 {r['hero']} vs {r['seats'] - 1}"
             f" {r['field']}, {r['games']} games: {r['hero']} wins {r['hero_wins']}/"
             f"{r['games']} ({100 * r['hero_win_rate']:.1f}%), mean score {r['hero']}"
             f" {r['mean_hero_score']:.1f} vs {r['field']} {r['mean_field_score']:.1f},"
             f" {r['mean_rounds']:.1f} rounds"]
    for level, t in r["decision_ms"].items():
        lines.append(f"  {level:<6} decisions {t['count']:>6}: median {t['median']:.1f} ms,"
                     f" p95 {t['p95']:.0f} ms, p99 {t['p99']:.0f} ms, max {t['max']:.0f} ms")
    lines.append(f"  wall {r['wall_seconds']:.1f} s")
    return "\n".join(lines)


def bench_parts(quick: bool = False) -> Iterator[str]:
    """The Planet Unknown reports one by one, as each finishes (quick: fewer games)."""
    games = 30 if quick else 200
    yield format_solo(solo(games, 1, "hard"))
    for seats in (2, 4):
        for field in ("normal", "easy"):
            yield format_tournament(tournament(games, 1, "hard", field, seats))
    yield format_solo(solo(max(20, games // 4), 2, "normal"))
    # Supermoon (issue 11): the moon's target 80 (SM-13.1), the asymmetric planets and
    # corporations (PU-17, PU-18), and hard against normal with every module on.
    yield format_solo(solo(games, 3, "hard", SUPERMOON_SOLO))
    yield format_solo(solo(games // 2, 4, "hard", ASYMMETRIC))
    for seats in (2, 4):
        yield format_tournament(tournament(games, 5, "hard", "normal", seats, ALL_MODULES))


def bench_section(quick: bool = False) -> str:
    """The Planet Unknown part of `make bench` (quick: fewer games)."""
    return "\n\n".join(bench_parts(quick))


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m game.supermoon.bots.bench [--quick]`: print the Planet Unknown bench."""
    import sys
    args = list(sys.argv[1:] if argv is None else argv)
    for part in bench_parts(quick="--quick" in args):
        print(part + "\n", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
