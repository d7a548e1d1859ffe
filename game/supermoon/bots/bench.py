"""Planet Unknown bench: the solo bot against its target (PU-15.4, PU-15.5) and tournaments.

`solo` plays one bot alone `n_games` times on the default random event deck (or a custom
one) and reports the scores, score − target, how often the target is reached, and the outcome
ladder rows. `tournament` seats one `hero` bot against `seats - 1` bots of the `field` level,
rotating the hero's seat every game, and times every decision per level. Matches are
independent, so they run on a process pool (bench code only).

Each figure is printed with its goal and flagged when missed: issue 10's (the solo hard
bot's median above the target on the random deck, hard's win rates, the levels' decision
times) and the spec's SCOPE row 1 (c) (solo on the random deck and on custom decks of 20 green
and of 20 red, reported on the outcome ladder, the random deck's mean score − target at least
−10).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from game.core.benchtools import TimedBots, decision_lines, decision_summary, quantile, run_jobs
from game.core.simulate import play_bots
from game.supermoon.rules import RULES

_TIMED: Any = TimedBots(RULES)
SUPERMOON_SOLO = {"moons": True}  # SM-13: 24 events, target 80
# PU-17.1, PU-18.1: each seat plays its dealt planet and runs its dealt corporation
ASYMMETRIC = {"planets": "random", "corporations": "random"}
ALL_MODULES = {"moons": True, "rescue": "on", "blocks": True, "planets": "random",
               "corporations": "random"}
ALL_GREEN = {"event_mix": "custom", "green": 20, "orange": 0, "red": 0}
ALL_RED = {"event_mix": "custom", "green": 0, "orange": 0, "red": 20}
"""SCOPE row 1 (c)'s custom decks (PU-12.1's colour counts; the target follows them, PU-15.4)."""

SOLO_MEDIAN_GOAL = 0.5
"""Issue 10: the solo hard bot's median score − target above 0 on the random deck (scores are
whole medals, so a median of at least 0.5: above, not level with, the target)."""
SOLO_MEAN_GOAL = -10.0
"""SCOPE row 1 (c): the mean score − target on the random deck at least −10."""
WIN_GOALS = {("hard", "easy"): 0.80, ("hard", "normal"): 0.55}
"""Issue 10: hard's least win rate against each field at 2 and 4 seats."""
P95_GOALS_MS = {"normal": 300.0, "hard": 1500.0}
"""Issue 10: the most a level's 95th-percentile decision may take."""


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


def _deck_text(options: Mapping[str, Any]) -> str:
    """The deck and modules a solo run played: "random event mix", "custom deck: 20 green,
    0 orange, 0 red", or the other options as key=value."""
    opts = dict(options)
    parts = []
    if opts.pop("event_mix", None) == "custom":
        parts.append("custom deck: " + ", ".join(f"{opts.pop(c, 0)} {c}"
                                                 for c in ("green", "orange", "red")))
    parts += [f"{k}={v}" for k, v in opts.items()]
    return ", ".join(parts) or "random event mix"


def _flag(missed: bool, word: str) -> str:
    return f"  ({word} goal)" if missed else ""


def format_solo(r: Mapping[str, Any]) -> str:
    """A short report of `solo`; on the random deck (hard), with issue 10's goal and SCOPE
    row 1 (c)'s, each flagged when missed."""
    lines = [f"Planet Unknown solo, {r['level']} bot, {r['games']} games"
             f" ({_deck_text(r['options'])}):",
             f"  score median {r['median_score']:.0f} (p10 {r['p10_score']:.0f}, p90 "
             f"{r['p90_score']:.0f}, mean {r['mean_score']:.1f}); target median "
             f"{r['median_target']:.0f}",
             f"  score − target: median {r['median_delta']:+.0f}, mean {r['mean_delta']:+.1f};"
             f" target reached in {100 * r['reached']:.1f}% of games",
             "  outcome ladder (row: games): " + ", ".join(f"{k:+d}: {v}"
                                                          for k, v in r["rows"].items())]
    if r["level"] == "hard" and not r["options"]:
        lines.append("  goals: median score − target above 0 (issue 10)"
                     + _flag(r["median_delta"] < SOLO_MEDIAN_GOAL, "under")
                     + f"; mean at least {SOLO_MEAN_GOAL:+.0f} (spec SCOPE row 1 (c))"
                     + _flag(r["mean_delta"] < SOLO_MEAN_GOAL, "under"))
    lines += decision_lines(r["decision_ms"], P95_GOALS_MS)
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
            "options": dict(options or {}), "hero_wins": wins, "hero_win_rate": wins / n,
            "mean_rounds": sum(g["rounds"] for g in games) / n,
            "mean_hero_score": sum(g["hero_score"] for g in games) / n,
            "mean_field_score": sum(g["field_score"] for g in games) / n,
            "decision_ms": decision_summary(times), "wall_seconds": time.perf_counter() - started}


def format_tournament(r: Mapping[str, Any]) -> str:
    """A short report of `tournament`."""
    goal = WIN_GOALS.get((r["hero"], r["field"]))
    note = "" if goal is None else f"; goal ≥ {100 * goal:.0f}%"
    modules = f" ({_deck_text(r['options'])})" if r.get("options") else ""
    lines = [f"Planet Unknown, {r['seats']} seats{modules}: 1 {r['hero']} vs"
             f" {r['seats'] - 1} {r['field']}, {r['games']} games: {r['hero']} wins"
             f" {r['hero_wins']}/{r['games']} ({100 * r['hero_win_rate']:.1f}%{note})"
             + _flag(goal is not None and r["hero_win_rate"] < goal, "under"),
             f"  mean score {r['hero']} {r['mean_hero_score']:.1f} vs {r['field']}"
             f" {r['mean_field_score']:.1f}, {r['mean_rounds']:.1f} rounds"]
    lines += decision_lines(r["decision_ms"], P95_GOALS_MS)
    lines.append(f"  wall {r['wall_seconds']:.1f} s")
    return "\n".join(lines)


def bench_parts(quick: bool = False) -> Iterator[str]:
    """The Planet Unknown reports one by one, as each finishes (quick: fewer games)."""
    games = 30 if quick else 200
    yield format_solo(solo(games, 1, "hard"))
    # SCOPE row 1 (c): the custom decks, reported on the ladder (their targets differ, PU-15.4)
    yield format_solo(solo(games // 2, 6, "hard", ALL_GREEN))
    yield format_solo(solo(games // 2, 7, "hard", ALL_RED))
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
