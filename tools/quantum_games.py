"""Bot games with the Quantum Solutions option on (SM-11), run by hand (not part of the tests:
they take minutes): the corporation dealt or chosen as the setup makes it, at each seat count,
corporations dealt and chosen, with and without the Supermoon modules. Each game is played to
its end with every action legal; prints per configuration the games finished, how many had a
Quantum Solutions seat and with which faces, its mean score, and the slowest game's time per
action.

    python tools/quantum_games.py [--seats 1,2,4,6] [--modes random,choice] [--games 2]
        [--levels easy,normal,hard] [--modules off,on]

Seat s of game g plays level `levels[(g + s) % len(levels)]`. Exits 1 on any error.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

MODULES = {"moons": "on", "rescue": "on", "blocks": "on"}


def main() -> int:
    from game.core.simulate import SimulationError, play_bots
    from game.supermoon.rules import RULES

    parser = argparse.ArgumentParser()
    parser.add_argument("--seats", default="1,2,4,6")
    parser.add_argument("--modes", default="random,choice")
    parser.add_argument("--modules", default="off,on")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--seed", type=int, default=90_000)
    args = parser.parse_args()
    levels = args.levels.split(",")
    failures = 0
    slowest = 0.0
    faces: Counter[str] = Counter()
    scores: list[int] = []
    for n in (int(s) for s in args.seats.split(",")):
        for mode in args.modes.split(","):
            for modules in args.modules.split(","):
                options: dict[str, Any] = {"corporations": mode, "quantum": "on"}
                if modules == "on":
                    options.update(MODULES)
                for game in range(args.games):
                    seats = [levels[(game + s) % len(levels)] for s in range(n)]
                    seed = args.seed + 1000 * n + 100 * game + (mode == "choice") * 10 + (
                        modules == "on")
                    start = time.perf_counter()
                    try:
                        result = play_bots(RULES, seats, seed, options, keep_events=True)
                    except SimulationError as exc:
                        failures += 1
                        print(f"{n} seats {mode} modules={modules} {seats}: ERROR {exc}")
                        continue
                    took = time.perf_counter() - start
                    slowest = max(slowest, took / max(1, len(result.actions)))
                    taken = [(s, a) for s, a in result.actions if a.startswith("quantum ")]
                    where = ""
                    if taken:
                        seat, action = taken[0]
                        pair = "".join("AB"[int(x)] for x in action.split()[1:])
                        faces[pair] += 1
                        scores.append(result.outcome.scores[seat])
                        where = f" quantum seat {seat} {pair} ({seats[seat]}) " \
                                f"score {result.outcome.scores[seat]}"
                    print(f"{n} seats {mode} modules={modules} {seats}: finished="
                          f"{result.outcome is not None} rounds={result.outcome.rounds}"
                          f"{where} {took:.1f}s", flush=True)
    print(f"Quantum Solutions seats: {sum(faces.values())}, faces {dict(faces)}"
          + (f", mean score {statistics.mean(scores):.1f}" if scores else ""))
    print(f"slowest game: {slowest * 1000:.0f} ms per action on average")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
