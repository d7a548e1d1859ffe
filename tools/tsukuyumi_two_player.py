"""TS-0.10 (b): bots finish seeded two-player games, each of the six faction pairs.

60 games at full scale, the six pairs of the four base factions in turn (10 each), factions
dealt exactly, the seats' levels in turn from `--levels`. Every game must end with a final
scoring, every action legal (`play_bots` checks each), its log replaying to the same outcome
and the engine's invariants holding at the end (TS-42.13) — the checks of the stage-1 run
(`tools/tsukuyumi_stage.py`, whose game runner this reuses).

    python tools/tsukuyumi_two_player.py [--scale 1.0] [--levels easy,normal,hard] [--procs N]

`--scale` multiplies the game count (0.1: one game per pair). Exits 1 on any failure.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import tsukuyumi_stage  # noqa: E402  (the stage-1 run's game runner and invariants)

FACTIONS = tsukuyumi_stage.FACTIONS
PAIRS = tuple(itertools.combinations(FACTIONS, 2))
GAMES = 60  # TS-0.10 (b)


def cells(scale: float) -> list[tuple[str, int, dict[str, Any]]]:
    """(label, players, options) per game: the six pairs in turn, at least one game each."""
    count = max(len(PAIRS), round(GAMES * scale))
    out = []
    for i in range(count):
        pair = PAIRS[i % len(PAIRS)]
        out.append((f"2p {'+'.join(pair)}", 2, {"_combo": pair, "_replay": True}))
    return out


def main() -> int:
    from game.core.benchtools import run_jobs

    parser = argparse.ArgumentParser()
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--procs", type=int, default=None,
                        help="worker processes (default: the cores, at most 8)")
    args = parser.parse_args()
    levels = tuple(args.levels.split(","))
    jobs = [(i, label, n, opts, levels) for i, (label, n, opts) in enumerate(cells(args.scale))]
    started = time.perf_counter()
    games = run_jobs(tsukuyumi_stage._one, jobs, args.procs)
    failures = 0
    by_label: dict[str, list[dict[str, Any]]] = {}
    for g in games:
        by_label.setdefault(g["label"], []).append(g)
    for label, group in by_label.items():
        bad = [g for g in group if not g["ok"]]
        failures += len(bad)
        rounds = Counter(g["rounds"] for g in group if g["ok"])
        print(f"{label:<28} {len(group) - len(bad)}/{len(group)} finished, rounds "
              f"{dict(rounds)}" + (f"  ERRORS: {[g['error'] for g in bad][:2]}" if bad else ""))
    replayed = sum(1 for g in games if g.get("replayed"))
    print(f"games whose log replays to the same outcome: {replayed}/{len(games)}")
    print(f"{len(games)} games in {time.perf_counter() - started:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
