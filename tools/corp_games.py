"""Bot games with seats forced onto given corporations (PU-18), run by hand while the
corporations are built and checked (not part of the tests: they take minutes). Each game is
played to its end with every action legal; prints the finished count, the mean score per
corporation and the slowest game's time per action.

    python tools/corp_games.py --corps cosmos,jumpdrive [--games 6] [--levels easy,normal,hard]
        [--seats 2] [--options moons=on,rescue=on]

Seat 0 plays the first corporation, seat 1 the second, … (cycled); other seats stay on
Universal Coalition. Exits 1 on any error.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _forced_rules(corps: dict[int, str]) -> Any:
    from game.supermoon.corps import take_corporation
    from game.supermoon.rules import SupermoonRules

    class Forced(SupermoonRules):
        def initial_state(self, seed: int, n_seats: int, options: Any) -> Any:
            st = super().initial_state(seed, n_seats, options)
            players = tuple(take_corporation(p, corps[s]) if s in corps else p
                            for s, p in enumerate(st.players))
            return replace(st, players=players, work=players, base=players)

    return Forced()


def main() -> int:
    from game.core.simulate import SimulationError, play_bots

    parser = argparse.ArgumentParser()
    parser.add_argument("--corps", required=True)
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--options", default="")
    parser.add_argument("--seed", type=int, default=70_000)
    args = parser.parse_args()
    keys = args.corps.split(",")
    levels = args.levels.split(",")
    options: dict[str, Any] = {}
    for pair in filter(None, args.options.split(",")):
        name, value = pair.split("=")
        options[name] = value
    scores: dict[str, list[int]] = {k: [] for k in keys}
    failures = 0
    slowest = 0.0
    for game in range(args.games):
        corps = {s: keys[(game + s) % len(keys)] for s in range(min(args.seats, len(keys)))}
        seats = [levels[(game + s) % len(levels)] for s in range(args.seats)]
        rules = _forced_rules(corps)
        start = time.perf_counter()
        try:
            result = play_bots(rules, seats, args.seed + game, options)
        except SimulationError as exc:
            failures += 1
            print(f"game {game} {corps} {seats}: ERROR {exc}")
            continue
        took = time.perf_counter() - start
        slowest = max(slowest, took / max(1, len(result.actions)))
        finals = result.outcome.scores
        for s, key in corps.items():
            scores[key].append(finals[s])
        print(f"game {game} {corps} {seats}: finished={result.outcome is not None} "
              f"scores={list(finals)} {took:.1f}s", flush=True)
    for key, got in scores.items():
        if got:
            print(f"{key}: {len(got)} games, mean {statistics.mean(got):.1f}")
    print(f"slowest game: {slowest * 1000:.0f} ms per action on average")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
