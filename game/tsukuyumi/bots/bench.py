"""Tsukuyumi bench (issue 12): bot tournaments and the faction balance report.

`tournament` seats one `hero` bot (or `heroes` of them, spread evenly round the table)
against bots of the `field` level, the hero seats rotating every game (game % seats) so
neither the faction choice order nor a seat favours them; the factions are as the setup deals
them (by default each seat chooses in seat order, TS-2.1). It reports the games a hero seat
won (a shared victory counts, TS-11.3), the mean VP of the hero seats and of the field, the
mean rounds and the decision times per level. `balance`
plays equal bots and reports each faction's win rate and mean VP, and the win rate by seat
(the order the factions are chosen in) and by place on the Initiative board in round 1
(TS-2.10: faction order, so at 4 seats that column repeats the faction one). `bench_parts`
prints them with their goals; matches are independent and run on a process pool.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from game.core.benchtools import TimedBots, decision_lines, decision_summary, run_jobs
from game.core.simulate import play_bots
from game.tsukuyumi import data
from game.tsukuyumi.rules import RULES

_TIMED: Any = TimedBots(RULES)

WIN_GOALS = {("hard", "easy"): 0.80, ("hard", "normal"): 0.45}
"""The hero's least win rate against each field at 4 seats (issue 12)."""
STAGE2_GOAL = 0.55
"""Hard's least win rate against normal with every stage-2 toggle on at 4 seats, and in the
two-player mode (issue 13)."""
STAGE2_OTHER_READING = (0.45, "issue 12's goal for one hard against three normal")
"""The 4-seat row's other reading, printed beside issue 13's goal until the issue settles
which one holds (one hard seat against three starts from 25%; the stop notes since 61)."""
EVEN_GOAL_TEXT = ("issue 13's 55% read as an even match-up (as many hard seats as normal;"
                  " the factions dealt at random)")
"""What the two-against-two row measures: the same goal with as many hard seats as normal
ones, the factions dealt at random so that hard's faction choice does not count."""


def stage2_options() -> dict[str, Any]:
    """Every stage-2 toggle on: the modules built (`modules.OFFERED`) and all eight legendary
    Oni (TS-M8.1)."""
    from game.tsukuyumi.modules import OFFERED

    return {"modules": OFFERED, "legendary_oni": "all"}
P95_GOALS_MS = {"normal": 500.0, "hard": 2000.0}
"""The most a level's 95th-percentile decision may take (issue 12)."""


def _play(job: tuple[int, int, list[str], dict[str, Any]]) -> dict[str, Any]:
    """One bots-only match (module level so the process pool can call it): each seat's
    faction, VP and whether it won, the round-1 initiative order and the decision times."""
    game, seed, levels, options = job
    _TIMED.times.clear()
    result = play_bots(_TIMED, levels, seed * 100_003 + game, options, keep_events=True)
    factions = [""] * len(levels)
    order: list[int] = []
    for event in result.events:
        if event.kind == "ts.start_placed":  # every faction places one (TS-2.11, TS-2.16)
            factions[event.args["seat"]] = event.args["faction"]
        elif event.kind == "ts.initiative_set" and not order:
            order = list(event.args["order"])
    return {"factions": factions, "scores": list(result.outcome.scores),
            "winners": list(result.outcome.winners), "rounds": result.outcome.rounds,
            "order": order, "times": {lv: list(ts) for lv, ts in _TIMED.times.items()}}


def _times(games: list[dict[str, Any]], levels: Sequence[str]) -> dict[str, dict[str, float]]:
    times: dict[str, list[float]] = {level: [] for level in levels}
    for g in games:
        for level, ts in g["times"].items():
            times.setdefault(level, []).extend(ts)
    return decision_summary(times)


def tournament(n_games: int = 200, seed: int = 1, hero: str = "hard", field: str = "easy",
               seats: int = 4, options: Mapping[str, Any] | None = None,
               processes: int | None = None, goal: float | None = None, heroes: int = 1,
               other_goal: tuple[float, str] | None = None,
               reading: str | None = None) -> dict[str, Any]:
    """`heroes` `hero` bots against `field` bots in the other seats, `n_games` times, the
    hero seats rotating (`hero_seats`; a game counts as won when a hero seat is among the
    winners, a shared victory included); `goal` replaces the usual win goal (`WIN_GOALS`),
    `other_goal` (rate, source) is a second reading printed beside it and `reading` says
    which reading of a goal the row measures. `processes=1` runs inline."""
    opts = RULES.check_setup(seats, dict(options or {}))
    jobs = []
    for g in range(n_games):
        levels = [field] * seats
        for s in hero_seats(g, seats, heroes):
            levels[s] = hero
        jobs.append((g, seed, levels, opts))
    started = time.perf_counter()
    games = run_jobs(_play, jobs, processes)
    n = max(1, n_games)
    mine = [hero_seats(g, seats, heroes) for g in range(n_games)]
    wins = sum(bool(set(mine[g]) & set(r["winners"])) for g, r in enumerate(games))
    hero_vp = [r["scores"][s] for g, r in enumerate(games) for s in mine[g]]
    field_vp = [v for g, r in enumerate(games) for i, v in enumerate(r["scores"])
                if i not in mine[g]]
    return {"games": n_games, "hero": hero, "field": field, "seats": seats, "heroes": heroes,
            "options": dict(options or {}), "hero_wins": wins, "hero_win_rate": wins / n,
            "win_goal": goal if goal is not None else WIN_GOALS.get((hero, field)),
            "other_goal": other_goal, "reading": reading,
            "mean_hero_vp": statistics.fmean(hero_vp) if hero_vp else 0.0,
            "mean_field_vp": statistics.fmean(field_vp) if field_vp else 0.0,
            "mean_rounds": sum(r["rounds"] for r in games) / n,
            "decision_ms": _times(games, (hero, field)),
            "wall_seconds": time.perf_counter() - started}


def hero_seats(game: int, seats: int, heroes: int) -> list[int]:
    """The hero seats of a tournament's `game`: the first rotates (game % seats), the others
    follow evenly spaced round the table (two of four sit opposite each other)."""
    return sorted((game + k * seats // heroes) % seats for k in range(heroes))


def balance(n_games: int = 200, seed: int = 1, level: str = "normal", seats: int = 4,
            options: Mapping[str, Any] | None = None, processes: int | None = None
            ) -> dict[str, Any]:
    """`n_games` matches of `seats` equal `level` bots: per faction, per seat and per
    round-1 initiative place, the games, wins (shared ones count for each winner), win rate
    and mean VP."""
    opts = RULES.check_setup(seats, dict(options or {}))
    jobs = [(g, seed, [level] * seats, opts) for g in range(n_games)]
    started = time.perf_counter()
    games = run_jobs(_play, jobs, processes)
    by: dict[str, dict[Any, list[tuple[bool, int]]]] = {"faction": {}, "seat": {}, "first": {}}
    for r in games:
        place = {s: i for i, s in enumerate(r["order"])}
        for s, vp in enumerate(r["scores"]):
            won = s in r["winners"]
            by["faction"].setdefault(r["factions"][s], []).append((won, vp))
            by["seat"].setdefault(s, []).append((won, vp))
            by["first"].setdefault(place.get(s, -1), []).append((won, vp))
    rows = {kind: {key: _row(cells[key]) for key in _ordered(kind, cells)}
            for kind, cells in by.items()}
    return {"games": n_games, "level": level, "seats": seats, "options": dict(options or {}),
            "factions": rows["faction"], "by_seat": rows["seat"],
            "by_initiative": rows["first"],
            "mean_rounds": sum(r["rounds"] for r in games) / max(1, n_games),
            "decision_ms": _times(games, (level,)),
            "wall_seconds": time.perf_counter() - started}


def _ordered(kind: str, cells: Mapping[Any, Any]) -> list[Any]:
    """Factions in initiative order (TS-2.10), seats and places in number order."""
    if kind == "faction":
        known = [f.key for f in data.FACTIONS if f.key in cells]
        return known + sorted(k for k in cells if k not in known)
    return sorted(cells)


def _row(cells: list[tuple[bool, int]]) -> dict[str, float]:
    wins = sum(won for won, _ in cells)
    return {"games": len(cells), "wins": wins, "win_rate": wins / max(1, len(cells)),
            "mean_vp": statistics.fmean(vp for _, vp in cells) if cells else 0.0}


# --- reports --------------------------------------------------------------------------------
def _options_text(options: Mapping[str, Any]) -> str:
    def text(v: Any) -> str:
        return "+".join(map(str, v)) if isinstance(v, (list, tuple)) else str(v)

    return ", ".join(f"{k}={text(v)}" for k, v in options.items()) or "default options"


def format_tournament(r: Mapping[str, Any]) -> str:
    """A short report of `tournament`, each figure with its goal and a flag when missed."""
    goal = r["win_goal"]
    heroes = r.get("heroes", 1)
    rate = r["hero_win_rate"]
    note = "" if goal is None else f"; goal ≥ {100 * goal:.0f}%"
    flag = "  (under goal)" if goal is not None and rate < goal else ""
    who = r["hero"] if heroes == 1 else f"a {r['hero']} seat"
    lines = [f"Tsukuyumi, {r['seats']} seats ({_options_text(r['options'])}): {heroes}"
             f" {r['hero']} vs {r['seats'] - heroes} {r['field']}, {r['games']} games: {who}"
             f" wins {r['hero_wins']}/{r['games']} ({100 * rate:.1f}%{note}){flag}"]
    if r.get("reading"):
        lines.append(f"  reading: {r['reading']}")
    if r.get("other_goal"):
        other, source = r["other_goal"]
        lines.append(f"  other reading: goal ≥ {100 * other:.0f}% ({source})"
                     + ("  (under goal)" if rate < other else "  (met)"))
    lines.append(f"  mean VP {r['hero']} {r['mean_hero_vp']:.1f} vs {r['field']}"
                 f" {r['mean_field_vp']:.1f}, {r['mean_rounds']:.1f} rounds")
    lines += decision_lines(r["decision_ms"], P95_GOALS_MS)
    lines.append(f"  wall {r['wall_seconds']:.1f} s")
    return "\n".join(lines)


def _table(title: str, rows: Mapping[Any, Mapping[str, float]],
           label: Callable[[Any], str]) -> list[str]:
    lines = [f"  {title:<16} games  wins  win rate  mean VP"]
    for key, s in rows.items():
        lines.append(f"  {label(key):<16} {s['games']:>5} {s['wins']:>5}"
                     f"  {100 * s['win_rate']:>6.1f}%  {s['mean_vp']:>7.1f}")
    return lines


def format_balance(r: Mapping[str, Any]) -> str:
    """The balance report: factions, seats and round-1 initiative places."""
    lines = [f"Tsukuyumi faction balance, {r['games']} games of {r['seats']} {r['level']}"
             f" bots ({_options_text(r['options'])}; shared victories count for each"
             f" winner), {r['mean_rounds']:.1f} rounds:"]
    lines += _table("faction", r["factions"], str)
    lines += _table("seat (picks)", r["by_seat"], lambda s: f"seat {s + 1}")
    lines += _table("initiative r1", r["by_initiative"], lambda p: f"place {p + 1}")
    lines += decision_lines(r["decision_ms"], P95_GOALS_MS)
    lines.append(f"  wall {r['wall_seconds']:.1f} s")
    return "\n".join(lines)


def bench_parts(quick: bool = False, processes: int | None = None) -> Iterator[str]:
    """The Tsukuyumi reports one by one, as each finishes (quick: 20 games, else 200)."""
    games = 20 if quick else 200
    for seed, field in ((1, "easy"), (2, "normal")):
        yield format_tournament(tournament(games, seed, "hard", field, 4,
                                           processes=processes))
    yield format_balance(balance(games, 3, "normal", 4, processes=processes))
    # issue 13: every stage-2 toggle on at 4 seats, the two-player mode (TS-13), and the
    # balance with the legendary Oni (TS-M8) beside the one above
    yield format_tournament(tournament(games, 4, "hard", "normal", 4, stage2_options(),
                                       processes=processes, goal=STAGE2_GOAL,
                                       other_goal=STAGE2_OTHER_READING))
    # the same goal read as an even match-up, two hard against two normal, the factions dealt
    # at random (TS-2.1's other setup) so that only hard's play counts, not its faction choice
    yield format_tournament(tournament(games, 4, "hard", "normal", 4,
                                       {**stage2_options(), "factions": "random"},
                                       processes=processes, goal=STAGE2_GOAL, heroes=2,
                                       reading=EVEN_GOAL_TEXT))
    yield format_tournament(tournament(games, 5, "hard", "normal", 2, processes=processes,
                                       goal=STAGE2_GOAL))
    yield format_balance(balance(games, 3, "normal", 4, {"legendary_oni": "all"},
                                 processes=processes))


def bench_section(quick: bool = False) -> str:
    """The Tsukuyumi part of `make bench` (quick: fewer games)."""
    return "\n\n".join(bench_parts(quick))


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m game.tsukuyumi.bots.bench [--quick] [--processes N]`: print the bench."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m game.tsukuyumi.bots.bench",
                                     description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="20 games a part, not 200")
    parser.add_argument("--processes", type=int, default=None,
                        help="worker processes (1: inline; default: the cores, at most 8)")
    args = parser.parse_args(argv)
    for part in bench_parts(args.quick, args.processes):
        print(part + "\n", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
