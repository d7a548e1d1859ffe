"""Paired solo runs of the Planet Unknown hard bot, for choosing bot changes on fresh seeds.

The solo score's spread is about 8 medals a game, so a change is judged by pairing: the same
seeds played by the bot before and after, and the mean of the per-game differences with its
standard error. Seeds 0-199 are the bench's (`make bench`); choose changes on seeds 300 and up,
never on the seeds a change was found on (docs/architecture.md, "fresh seeds").

    python tools/supermoon_pairs.py run OUT.json [ev.NAME=value ...] --first 420 --games 60
    python tools/supermoon_pairs.py pair BEFORE.json AFTER.json

`run` plays game g on the bench's seeding (100_003 + g) and writes one breakdown a game (the
score's categories, bare planet squares and meteorites left, final track steps and the kept
objectives). Overrides set a module constant before the games: `ev.` eval, `lv.` levels,
`oe.` objective_eval, `pv.` preview, `rv.` rovers; `ev.BENEFIT.PATCH=1.6` sets a dict entry.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import os
import statistics
import sys
from typing import Any, cast

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

MODULES = {"ev": "game.supermoon.bots.eval", "lv": "game.supermoon.bots.levels",
           "oe": "game.supermoon.bots.objective_eval", "pv": "game.supermoon.bots.preview",
           "rv": "game.supermoon.bots.rovers"}
CATEGORIES = ("total", "lines", "tracks", "civ", "objectives", "lifepods", "meteorites",
              "bare", "meteors")


def override(assignments: list[str]) -> None:
    """Set `prefix.NAME=value` (or `prefix.DICT.KEY=value`) module constants."""
    for text in assignments:
        name, value = text.split("=", 1)
        prefix, attr = name.split(".", 1)
        module = importlib.import_module(MODULES[prefix])
        if "." in attr:
            table, text_key = attr.split(".", 1)
            entries = getattr(module, table)
            # a table keyed by card number (HARD_SOLO_MET_RATE.62=0.03) takes an int key
            key: Any = int(text_key) if text_key.isdigit() and int(text_key) in entries \
                else text_key
            if key not in entries:
                raise SystemExit(f"no {key!r} in {name}")
            entries[key] = type(entries[key])(value)
            continue
        if not hasattr(module, attr):
            raise SystemExit(f"no constant {name}")
        old = getattr(module, attr)
        setattr(module, attr, value == "1" if isinstance(old, bool) else type(old)(value))


def one_game(job: tuple[int, list[str]]) -> dict[str, Any]:
    """One solo hard game on the bench's seeding, broken down (run in a worker)."""
    game, assignments = job
    override(assignments)
    from game.core.simulate import play_bots
    from game.supermoon.rules import RULES
    from game.supermoon.scoring import (
        bare_planet_squares,
        breakdown,
        planet_meteorites,
        private_met,
    )

    last: list[Any] = []

    class Keep:
        """The rules, keeping the final state."""

        def __getattr__(self, name: str) -> Any:
            return getattr(RULES, name)

        def outcome(self, state: Any) -> Any:
            result = RULES.outcome(state)
            if result is not None:
                last[:] = [state]
            return result

    result = play_bots(cast(Any, Keep()), ["hard"], 100_003 + game, RULES.check_setup(1, {}),
                       keep_events=True)
    solo = next(e.args for e in result.events if e.kind == "sm.solo_result")
    state = last[0]
    player = state.players[0]
    row: dict[str, Any] = dict(breakdown(state, 0))
    row.update(seed=game, target=solo["target"], delta=solo["delta"],
               bare=bare_planet_squares(player), meteors=planet_meteorites(player),
               tracks_at_end=list(player.tracks),
               objectives_kept=[(c, bool(private_met(player, c))) for c in player.objectives],
               progress=[_progress(player, c) for c in player.objectives],
               lost=_lines_lost(player),
               events=[e.args["event"] for e in result.events if e.kind == "sm.event"])
    return row


def _lines_lost(player: Any) -> dict[str, int]:
    """The planet's line medals not scored, by cause: a full line spoiled by a meteorite
    (PU-8.3), a line missing 1, 2 or 3+ squares (PU-14.2; with a meteorite too: "both")."""
    from game.supermoon import board as geo
    from game.supermoon.bots.eval import lines_of

    out = {"meteor": 0, "gap1": 0, "gap2": 0, "gap3": 0, "both": 0}
    for b in player.boards:
        if b.kind != "planet":
            continue
        g = geo.geometry(b.key)
        covered = geo.covered_mask(b.key, b.terrain)
        meteors = g.mask_of(tuple(b.meteors))
        for mask, medal, _size in lines_of(b.key).lines:
            missing = (mask & ~covered).bit_count()
            spoiled = bool(mask & meteors)
            if spoiled and missing:
                out["both"] += medal
            elif spoiled:
                out["meteor"] += medal
            elif missing:
                out["gap" + str(min(3, missing))] += medal
    return out


def _progress(player: Any, card: int) -> int | None:
    """How far a kept geometric card got: a rectangle's squares still missing in its best
    window (-1: no window left), an area's icons (cards 37-54); None for the others."""
    from game.supermoon.bots.objective_eval import best_area, best_window
    from game.supermoon.data import OBJECTIVES

    side = OBJECTIVES[card].private
    if side.rule["kind"] == "terrain_rectangle":
        window = best_window(player, side)
        return -1 if window is None else window[0]
    if side.rule["kind"] == "area_with_resources":
        return best_area(player, side)[0]
    return None


def run(out: str, first: int, games: int, assignments: list[str], procs: int) -> None:
    """Play the games (a process pool, `benchtools.run_jobs`) and write their breakdowns."""
    from game.core.benchtools import run_jobs

    rows = run_jobs(one_game, [(g, assignments) for g in range(first, first + games)], procs)
    with open(out, "w", encoding="utf-8") as f:
        json.dump(rows, f)
    means = {c: round(statistics.fmean(r[c] for r in rows), 2) for c in CATEGORIES}
    print(out, "median", statistics.median(r["total"] for r in rows), means)


def pair(before: str, after: str) -> None:
    """Per category: the mean of after − before over the common seeds, ± its standard error."""
    with open(before, encoding="utf-8") as f:
        a = {r["seed"]: r for r in json.load(f)}
    with open(after, encoding="utf-8") as f:
        b = {r["seed"]: r for r in json.load(f)}
    seeds = sorted(set(a) & set(b))
    print(f"{len(seeds)} paired games")
    for cat in CATEGORIES:
        diffs = [b[s][cat] - a[s][cat] for s in seeds]
        error = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
        print(f"{cat:11s} {statistics.fmean(diffs):+.2f} ± {error:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run")
    r.add_argument("out")
    r.add_argument("--first", type=int, default=300)
    r.add_argument("--games", type=int, default=60)
    r.add_argument("--procs", type=int, default=2)
    r.add_argument("assignments", nargs="*")
    p = sub.add_parser("pair")
    p.add_argument("before")
    p.add_argument("after")
    args = parser.parse_args()
    if args.command == "run":
        override(args.assignments)  # fail early on a misspelt constant
        run(args.out, args.first, args.games, args.assignments, args.procs)
    else:
        pair(args.before, args.after)


if __name__ == "__main__":
    main()
