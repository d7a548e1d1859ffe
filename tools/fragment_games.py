"""Bot games on the fragmented planet (SM-9), run by hand while it is built and checked (not
part of the tests: they take minutes). Every game has the `fragments` option on; seat 0 plays
the fragmented planet (dealt to it with planets=random, taken at its turn with planets=choice)
and chooses its faces as its bot level does; the other seats play as their bots choose. Each
game is played to its end with every action legal.

    python tools/fragment_games.py [--seats 1,2,4,6] [--planets random,choice]
        [--levels easy,normal,hard] [--modules none,all] [--games 1] [--others easy]

One game per (seats, planets, modules, level, game) cell: seat 0 plays the level, the others
`--others` (a level, or "same"); "all" modules = moons=on,rescue=on,blocks=on. Prints a line per
game and a summary (finished, mean score of the fragmented seat and of the others per level,
faces played, shuttle uses, slowest game per action). Exits 1 on any error.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

FORCED = "!"  # a level name ending so: the bot takes the fragmented planet when offered
MODULES = {"none": {}, "all": {"moons": True, "rescue": "on", "blocks": True}}


def _rules() -> Any:
    from game.core.rules import BotMove
    from game.supermoon import phases
    from game.supermoon.fragments import FRAGMENTED
    from game.supermoon.rules import SupermoonRules

    class Fragmented(SupermoonRules):
        def initial_state(self, seed: int, n_seats: int, options: Any) -> Any:
            st = phases.initial_state(seed, n_seats, options)
            if options.get("planets") == "random":  # seat 0 is dealt the fragmented planet
                offers = [p.planet_offer for p in st.players]
                mine = offers[0][0]
                others = [(o[0] if o[0] != FRAGMENTED else mine,) + o[1:] for o in offers[1:]]
                players = tuple(replace(p, planet_offer=o) for p, o in zip(
                    st.players, [(FRAGMENTED,) + offers[0][1:], *others], strict=True))
                st = replace(st, players=players, work=players, base=players)
            return phases.start(st, [])

        def bot(self, level: str) -> Any:
            inner = super().bot(level.removesuffix(FORCED))
            if not level.endswith(FORCED):
                def leave(view: Any, legal: Any, rng: Any) -> BotMove:
                    rest = [a for a in legal if a.kind != "planet" or a.args[0] != FRAGMENTED]
                    return inner(view, tuple(rest), rng)  # the fragmented planet is seat 0's
                return leave

            def forced(view: Any, legal: Any, rng: Any) -> BotMove:
                take = [a for a in legal if a.kind == "planet" and a.args[0] == FRAGMENTED]
                return BotMove(take[0]) if take else inner(view, legal, rng)
            return forced

    return Fragmented()


def main() -> int:
    from game.core.simulate import SimulationError, play_bots

    parser = argparse.ArgumentParser()
    parser.add_argument("--seats", default="1,2,4,6")
    parser.add_argument("--planets", default="random,choice")
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--modules", default="none,all")
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--others", default="easy")
    parser.add_argument("--seed", type=int, default=90_000)
    args = parser.parse_args()
    rules = _rules()
    mine: dict[str, list[int]] = {}
    rest: dict[str, list[int]] = {}
    faces: Counter = Counter()
    shuttles = 0
    failures = played = 0
    slowest = 0.0
    cells = itertools.product([int(n) for n in args.seats.split(",")], args.planets.split(","),
                              args.modules.split(","), args.levels.split(","),
                              range(args.games))
    for k, (n, planets, modules, level, _game) in enumerate(cells):
        other = level if args.others == "same" else args.others
        seats = [level + FORCED] + [other] * (n - 1)
        options = {"planets": planets, "fragments": True, **MODULES[modules]}
        start = time.perf_counter()
        played += 1
        try:
            result = play_bots(rules, seats, args.seed + k, options, keep_events=True)
        except SimulationError as exc:
            failures += 1
            print(f"{n} seats {planets} {modules} {level}: ERROR {exc}", flush=True)
            continue
        took = time.perf_counter() - start
        slowest = max(slowest, took / max(1, len(result.actions)))
        chosen = [e.args["faces"] for e in result.events
                  if e.kind == "sm.fragments_chosen" and e.reveal]
        if [e.args["seat"] for e in result.events
                if e.kind == "sm.fragments_chosen" and e.reveal] != [0]:
            failures += 1
            print(f"{n} seats {planets} {modules} {level}: seat 0 did not play the fragmented "
                  "planet", flush=True)
        faces.update(f for text in chosen for f in text.split("/"))
        used = sum(1 for e in result.events if e.kind == "sm.rover_shuttled" and e.reveal)
        shuttles += used
        scores = result.outcome.scores
        mine.setdefault(level, []).append(scores[0])
        rest.setdefault(level, []).extend(scores[1:])
        print(f"{n} seats {planets:<6} {modules:<4} {level:<6}: finished in round "
              f"{result.outcome.rounds}, scores {list(scores)}, faces {chosen}, "
              f"shuttles {used}, {took:.0f} s", flush=True)
    for level, got in mine.items():
        others = rest[level]
        print(f"{level}: {len(got)} games, fragmented seat mean {statistics.mean(got):.1f}"
              + (f", other seats mean {statistics.mean(others):.1f}" if others else ""))
    print(f"finished {played - failures}/{played}; faces played: "
          + ", ".join(f"{f} {faces[f]}" for f in sorted(faces)) + f"; shuttle uses {shuttles}")
    print(f"slowest game: {slowest * 1000:.0f} ms per action on average")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
