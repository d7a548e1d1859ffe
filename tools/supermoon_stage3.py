"""Stage-3 checks of the Supermoon spec's SCOPE table, run by hand (not part of the tests: they
take minutes). With the fragmented planet and Quantum Solutions both in play (SM-9.1, SM-11.1):

- (c) `--games` bot games at each player count 2–6 with seat 0 on the fragmented planet and
  seat 1 on Quantum Solutions, the Supermoon modules cycling through all 8 combinations;
- (d) `--solo` solo games on the fragmented planet and as many as Quantum Solutions, the bot at
  `--solo-level`, each reported on the outcome ladder (PU-15.5);
- (b) then how many finished games each of the 8 fragment faces and each of the 4 Quantum
  Solutions face pairs appeared in.

Every game is played to its end with every action legal (`play_bots` checks each one).

    python tools/supermoon_stage3.py [--games 20] [--solo 100] [--levels easy,normal]
        [--solo-level hard] [--procs 2] [--offset 0]

Exits 1 on any error.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.supermoon_stage import COMBOS  # noqa: E402  (after the path is set)

FRAGMENTS_SEAT, QUANTUM_SEAT = "frag", "qs"


def _rules(forced: dict[int, str]) -> Any:
    """The rules with the fragmented planet dealt to one seat and Quantum Solutions to one seat
    (`forced`: seat → FRAGMENTS_SEAT or QUANTUM_SEAT); those seats' bots take them, the others
    never do."""
    from game.core.rules import BotMove
    from game.supermoon import phases
    from game.supermoon.data import QUANTUM_ID
    from game.supermoon.fragments import FRAGMENTED
    from game.supermoon.rules import SupermoonRules

    def deal(offers: list[tuple[int, ...]], seat: int, item: int) -> list[tuple[int, ...]]:
        """`item` first in `seat`'s offer; a seat that was dealt it gets `seat`'s card."""
        mine = offers[seat][0]
        out = [(o[0] if o[0] != item else mine,) + o[1:] for o in offers]
        out[seat] = (item,) + offers[seat][1:]
        return out

    class Stage3(SupermoonRules):
        def initial_state(self, seed: int, n_seats: int, options: Any) -> Any:
            st = phases.initial_state(seed, n_seats, options)
            planets = [p.planet_offer for p in st.players]
            corps = [p.corp_offer for p in st.players]
            for seat, what in forced.items():
                if what == FRAGMENTS_SEAT:
                    planets = deal(planets, seat, FRAGMENTED)
                else:
                    corps = deal(corps, seat, QUANTUM_ID)
            players = tuple(replace(p, planet_offer=po, corp_offer=co)
                            for p, po, co in zip(st.players, planets, corps, strict=True))
            st = replace(st, players=players, work=players, base=players)
            return phases.start(st, [])

        def bot(self, level: str) -> Any:
            seat_s, _, name = level.partition(":")
            seat = int(seat_s)
            inner = super().bot(name)
            mine = {FRAGMENTS_SEAT: ("planet", FRAGMENTED),
                    QUANTUM_SEAT: ("corp", QUANTUM_ID)}.get(forced.get(seat, ""))
            others = {("planet", FRAGMENTED), ("corp", QUANTUM_ID)} - {mine}

            def play(view: Any, legal: Any, rng: Any) -> BotMove:
                take = [a for a in legal if (a.kind, a.args[0] if a.args else None) == mine]
                if take:
                    return BotMove(take[0])
                rest = tuple(a for a in legal
                             if (a.kind, a.args[0] if a.args else None) not in others)
                return inner(view, rest or legal, rng)
            return play

    return Stage3()


def _one(job: tuple[int, int, int, dict[int, str], tuple[str, ...]]) -> dict[str, Any]:
    from game.core.simulate import SimulationError, play_bots

    n, game, seed, forced, levels = job
    modules = COMBOS[game % len(COMBOS)]
    options: dict[str, Any] = {
        "fragments": True, "quantum": True, "planets": "random", "corporations": "random",
        "moons": "moons" in modules, "rescue": "on" if "rescue" in modules else "off",
        "blocks": "blocks" in modules}
    seats = [f"{s}:{levels[(game + s) % len(levels)]}" for s in range(n)]
    try:
        result = play_bots(_rules(forced), seats, seed, options, keep_events=True)
    except SimulationError as exc:  # an illegal action or a game that never ends
        return {"ok": False, "error": str(exc), "n": n}
    shown = [e for e in result.events if e.reveal]
    faces = [f for e in shown if e.kind == "sm.fragments_chosen" for f in
             e.args["faces"].split("/")]
    frag_seats = [e.args["seat"] for e in shown if e.kind == "sm.fragments_chosen"]
    pairs = ["".join("AB"[int(x)] for x in a.split()[1:])
             for _, a in result.actions if a.startswith("quantum ")]
    want_frag = [s for s, w in forced.items() if w == FRAGMENTS_SEAT]
    ok = result.outcome is not None and frag_seats == want_frag and (
        len(pairs) == (QUANTUM_SEAT in forced.values()))
    solo = next((e.args for e in result.events if e.kind == "sm.solo_result"), None)
    return {"ok": ok, "n": n, "rounds": result.outcome.rounds, "faces": faces,
            "pairs": pairs, "solo": solo, "score": result.outcome.scores[0],
            "modules": modules, "error": "" if ok else
            f"forced {forced}, fragments taken by {frag_seats}, quantum pairs {pairs}"}


def _ladder(games: list[dict[str, Any]], what: str) -> str:
    solo = [g["solo"] for g in games if g["ok"]]
    scores = sorted(g["score"] for g in games if g["ok"])
    deltas = sorted(s["delta"] for s in solo)
    rows = Counter(s["row"] for s in solo)
    if not solo:
        return f"solo on {what}: no game finished"
    return (f"solo on {what}: {len(solo)}/{len(games)} finished; score median "
            f"{statistics.median(scores):.0f} (mean {statistics.fmean(scores):.1f}); target "
            f"median {statistics.median(s['target'] for s in solo):.0f}; score − target median "
            f"{statistics.median(deltas):+.0f}, mean {statistics.fmean(deltas):+.1f}; reached "
            f"{100 * sum(d >= 0 for d in deltas) / len(deltas):.0f}%\n  outcome ladder (row: "
            "games): " + ", ".join(f"{k:+d}: {rows[k]}" for k in sorted(rows)))


def main() -> int:
    from game.core.benchtools import run_jobs
    from game.supermoon.fragments import FRAGMENT_FACES

    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--solo", type=int, default=100)
    parser.add_argument("--levels", default="easy,normal")
    parser.add_argument("--solo-level", default="hard")
    parser.add_argument("--procs", type=int, default=2)
    parser.add_argument("--offset", type=int, default=0,
                        help="shift every seed (more games on top of an earlier run)")
    args = parser.parse_args()
    levels = tuple(args.levels.split(","))
    both = {0: FRAGMENTS_SEAT, 1: QUANTUM_SEAT}
    everything: list[dict[str, Any]] = []
    failures = 0
    for n in range(2, 7):
        started = time.perf_counter()
        games = run_jobs(_one, [(n, g, 60_000 + 1000 * n + g + args.offset, both, levels)
                                for g in range(args.games)], args.procs)
        bad = [g for g in games if not g["ok"]]
        failures += len(bad)
        everything += games
        rounds = [g["rounds"] for g in games if g["ok"]]
        print(f"{n} seats, fragmented seat 0 and Quantum Solutions seat 1: "
              f"{len(games) - len(bad)}/{len(games)} finished, rounds {min(rounds, default=0)}"
              f"-{max(rounds, default=0)}, {time.perf_counter() - started:.0f} s"
              + (f"  ERRORS: {[g['error'] for g in bad][:2]}" if bad else ""), flush=True)
    solo_level = (args.solo_level,)
    for what, forced in (("the fragmented planet", {0: FRAGMENTS_SEAT}),
                         ("Quantum Solutions", {0: QUANTUM_SEAT})):
        started = time.perf_counter()
        games = run_jobs(_one, [(1, g, 70_000 + g + (what[0] == "Q") * 5000 + args.offset, forced,
                                 solo_level) for g in range(args.solo)], args.procs)
        bad = [g for g in games if not g["ok"]]
        failures += len(bad)
        everything += games
        print(_ladder(games, f"{what} ({args.solo_level} bot, modules cycling)")
              + f"\n  {time.perf_counter() - started:.0f} s"
              + (f"  ERRORS: {[g['error'] for g in bad][:2]}" if bad else ""), flush=True)
    faces: Counter = Counter()
    pairs: Counter = Counter()
    for g in everything:
        if g["ok"]:
            faces.update(set(g["faces"]))
            pairs.update(set(g["pairs"]))
    print("finished games with each fragment face: "
          + ", ".join(f"{f.key} {faces[f.key]}" for f in FRAGMENT_FACES))
    print("finished games with each Quantum Solutions pair (upper, lower): "
          + ", ".join(f"{p} {pairs[p]}" for p in ("AA", "AB", "BA", "BB")))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
