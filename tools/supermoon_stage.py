"""Stage checks of the Supermoon spec's SCOPE table, run by hand (not part of the tests: they
take minutes): bots-only games at every player count for every combination of modules, half of
them on dealt asymmetric planets and corporations, each one finished with every action legal;
then how many finished games each planet, corporation and moon face appeared in.

    python tools/supermoon_stage.py [--games 20] [--levels easy,normal] [--procs 2]

Prints one line per (modules, players) cell and the appearance counts; exits 1 on any error.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

COMBOS = [c for k in range(4) for c in itertools.combinations(("moons", "rescue", "blocks"), k)]


def _one(job: tuple[tuple[str, ...], int, int, tuple[str, ...]]) -> dict:
    from game.core.simulate import SimulationError, play_bots
    from game.supermoon.rules import RULES

    modules, n, game, levels = job
    options: dict = {"moons": "moons" in modules, "rescue": "on" if "rescue" in modules
                     else "off", "blocks": "blocks" in modules}
    if game % 2:  # asymmetric boards: dealt planets and corporations (PU-17.1, PU-18.1)
        options["planets"] = "random"
        options["corporations"] = "random"
    seats = [levels[(game + i) % len(levels)] for i in range(n)]
    seed = 40_000 + 1000 * n + 100 * len(modules) + game
    try:
        result = play_bots(RULES, seats, seed, options, keep_events=True)
    except SimulationError as exc:  # an illegal action or a game that never ends
        return {"ok": False, "error": str(exc)}
    planets = [e.args["planet"] for e in result.events
               if e.kind == "sm.planet_chosen" and e.reveal]
    faces = [e.args["face"] for e in result.events if e.kind == "sm.moon_chosen" and e.reveal]
    corps = [e.args["corp"] for e in result.events if e.kind == "sm.corp_chosen" and e.reveal]
    return {"ok": result.outcome is not None, "rounds": result.outcome.rounds,
            "planets": planets, "faces": faces, "corps": corps, "n": n}


def main() -> int:
    from game.core.benchtools import run_jobs
    from game.supermoon.data import CORPORATIONS, PLANETS
    from game.supermoon.moons import MOON_FACES

    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--levels", default="easy,normal")
    parser.add_argument("--procs", type=int, default=2)
    args = parser.parse_args()
    levels = tuple(args.levels.split(","))
    planet_games: Counter = Counter()
    face_games: Counter = Counter()
    corp_games: Counter = Counter()
    failures = 0
    for modules in COMBOS:
        for n in range(1, 7):
            started = time.perf_counter()
            jobs = [(modules, n, g, levels) for g in range(args.games)]
            games = run_jobs(_one, jobs, args.procs)
            bad = [g for g in games if not g["ok"]]
            failures += len(bad)
            for g in games:
                if g["ok"]:
                    planet_games.update(set(g["planets"]))
                    face_games.update(set(g["faces"]))
                    corp_games.update(set(g["corps"]))
            rounds = [g["rounds"] for g in games if g["ok"]]
            name = "+".join(modules) or "none"
            print(f"{name:<19} {n} seats: {len(games) - len(bad)}/{len(games)} finished,"
                  f" rounds {min(rounds, default=0)}-{max(rounds, default=0)},"
                  f" {time.perf_counter() - started:.0f} s"
                  + (f"  ERRORS: {[g['error'] for g in bad][:2]}" if bad else ""), flush=True)
    print("games with each planet (chosen at setup; KSB-4156 also plays every symmetric game):")
    print("  " + ", ".join(f"{p.name} {planet_games[p.planet_id]}" for p in PLANETS))
    print("games with each corporation (chosen at setup; Universal Coalition also runs every"
          " symmetric game):")
    print("  " + ", ".join(f"{c.name} {corp_games[c.corp_id]}" for c in CORPORATIONS))
    print("games with each moon face:")
    print("  " + ", ".join(f"{f.name} {face_games[i]}" for i, f in enumerate(MOON_FACES)))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
