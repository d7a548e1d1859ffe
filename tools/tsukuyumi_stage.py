"""Stage-1 and stage-2 checks of the Tsukuyumi spec (TS-0.9 (b)–(e), TS-0.10 (c)), as a
scripted bot run.

(b) 100 games at 3 players (each of the four 3-faction combinations at least 20 times) and 100
at 4 players on the standard board, and 25 at each player count on each random-board preset
(low, mid, high); (c) 10 games on each scenario map at its player count; (d) 10 games in each
length variant (quick, epic, supremacy:20), 10 with missions_and_goals = off and 10 with each
non-default rule-flag value; (e) a saved seeded game replays from its log to the same final
state (every `REPLAY_EVERY`-th game of the run is replayed). Every game must end with a final
scoring, every action legal (`play_bots` checks each) and the engine's invariants holding at
the end (TS-42.13).

    python tools/tsukuyumi_stage.py [--scale 1.0] [--levels easy] [--procs N] [--stage 2]

`make stage` and `.ci/run` play it at full size (about 480 games).

`--stage 2` plays TS-0.10 (c) for the toggles built (`modules.OFFERED` and the legendary
Oni, option `legendary_oni` with all eight chosen): 20 games at 3 players and 20 at 4 with each
toggle alone on, and 20 at each count with all of them on; every game is checked as above, and
the run counts what the modules did (M1: objectives chosen and scored; M2: advantages used;
M4: faction events played; M5: mascots alive or lost at the end; M6: Oni power cards turned;
M7: Oni missions taken) and the bots' fallbacks (a policy error or an illegal answer).
`--legendary` plays the legendary Oni's part alone.

`--scale` multiplies every game count (0.1 for a quick look). Exits 1 on any failure.
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

FACTIONS = ("cyber", "darkseed", "nomads", "boarlords")
FLAGS = {"mountain_penalty": "none", "darkseed_radiation_immune": "off",
         "tetsuo_use": "once_per_game", "boarrior_terraform_source": "every_blue_phase",
         "oni_count": 18, "grey_tiles": "chosen"}
REPLAY_EVERY = 8
"""Every this-many-th game is replayed from its log for (e) (a job whose options hold `_replay`
always is); every game's end state is checked."""
SCENARIOS = {"exploration_3p": 3, "control": 3, "pacific_impasse": 3, "exploration_4p": 4,
             "exhausted_earth": 4, "canyon": 4, "moonfall": 4}


def _cells(scale: float) -> list[tuple[str, int, dict[str, Any]]]:
    """(label, players, options) per game."""
    def k(n: int) -> int:
        return max(1, round(n * scale))

    out: list[tuple[str, int, dict[str, Any]]] = []
    for i in range(k(100)):  # (b) 3 players: the four combinations in turn
        combo = list(itertools.combinations(FACTIONS, 3))[i % 4]
        out.append((f"standard 3p {'+'.join(combo)}", 3, {"factions": "random",
                                                          "_combo": combo}))
    out += [("standard 4p", 4, {"factions": "random"})] * k(100)
    for preset, n in itertools.product(("low", "mid", "high"), (3, 4)):
        out += [(f"random {preset} {n}p", n, {"board": "random", "scatter": preset})] * k(25)
    for board, n in SCENARIOS.items():  # (c)
        out += [(f"scenario {board}", n, {"board": board})] * k(10)
    for length in ("quick", "epic", "supremacy"):  # (d)
        extra = {"supremacy": 20} if length == "supremacy" else {}
        out += [(f"length {length}", 3 + i % 2, {"length": length, **extra})
                for i in range(k(10))]
    out += [("missions off", 3 + i % 2, {"missions_and_goals": "off"}) for i in range(k(10))]
    for flag, value in FLAGS.items():
        opts: dict[str, Any] = {flag: value}
        if flag == "grey_tiles":
            opts["board"] = "control"
        out += [(f"flag {flag}={value}", 3 if flag == "grey_tiles" else 3 + i % 2, opts)
                for i in range(k(10))]
    return out


def _cells2(scale: float) -> list[tuple[str, int, dict[str, Any]]]:
    """TS-0.10 (c): (label, players, options) per game, for the modules built so far."""
    from game.tsukuyumi.modules import OFFERED

    k = max(1, round(20 * scale))
    out: list[tuple[str, int, dict[str, Any]]] = []
    toggles: list[tuple[str, dict[str, Any]]] = [(key, {"modules": (key,)}) for key in OFFERED]
    toggles += [("legendary", {"legendary_oni": "all"}),
                ("all", {"modules": OFFERED, "legendary_oni": "all"})]
    for name, on in toggles:
        for n in (3, 4):
            out += [(f"modules {name} {n}p", n, {"factions": "random", **on})] * k
    return out


def _module_facts(st: Any) -> Counter[str]:
    """What the modules did in a finished game (the run's counts)."""
    from game.tsukuyumi import goals

    facts: Counter[str] = Counter()
    for s in st.seats:
        if s.objective:
            facts[f"m1 {s.objective} chosen"] += 1
            facts[f"m1 {s.objective} scored"] += int(s.goal)
        elif goals.goals_active(st) and "m1" in (st.option("modules") or ()):
            key = goals.seat_goal(st, st.seats.index(s)).key
            facts[f"m1 kept {key}"] += 1
            facts[f"m1 kept {key} scored"] += int(s.goal)
        if s.advantage:
            facts[f"m2 {s.advantage} {s.adv_state or 'held'}"] += 1
        if s.fplayed:  # M4: the faction events played (TS-M4.3)
            from game.tsukuyumi.modules.m4_faction_events import CARDS

            facts["m4 played"] += len(s.fplayed)
            facts.update(f"m4 {CARDS[c].key}" for c in s.fplayed)
        if "m5" in (st.option("modules") or ()):
            alive = any(u.owner == st.seats.index(s) and u.kind.startswith("mascot_")
                        for u in st.units)
            facts[f"m5 mascot {'alive' if alive else 'lost'}"] += 1
        for key in s.oni_missions:
            facts[f"m7 {key} taken"] += 1
    for key in st.oni_turned:  # M6: the Oni power cards turned, one a round
        facts[f"m6 {key} turned"] += 1
    return facts


def _legendary_cells(scale: float) -> list[tuple[str, int, dict[str, Any]]]:
    """TS-0.10 (c), the legendary Oni toggle alone on: 20 games at 3 players, 20 at 4."""
    k = max(1, round(20 * scale))
    options = {"legendary_oni": "all", "factions": "random"}
    return [(f"legendary {n}p", n, dict(options)) for n in (3, 4) for _ in range(k)]


def _invariants(st: Any) -> list[str]:
    """TS-42.13 at the end of a game (or at any step: the tests call it on every state)."""
    from game.tsukuyumi import data
    from game.tsukuyumi.board import zone_at
    from game.tsukuyumi.modules.legendary_data import BY_KEY, KIND_OF

    bad = []
    owners = Counter(m.at for m in st.marks if m.owner != -2)
    if any(c > 1 for c in owners.values()):
        bad.append("two territory markers on one zone")
    for m in st.marks:
        z = zone_at(st.board, m.at)
        if m.owner != -2 and (z is None or z.kind == "start"):
            bad.append(f"a territory marker on {m.at}")
    for u in st.units:
        if zone_at(st.board, u.at) is None:
            bad.append(f"unit {u.uid} off the board at {u.at}")
    count = Counter((u.owner, u.kind) for u in st.units if u.owner >= 0)
    for (_, kind), n in count.items():
        if n > data.UNIT_BY_KEY[kind].figures:
            bad.append(f"{n} {kind} in play")
    # the legendary Oni are kept apart (TS-M8.1): the ordinary ones alone make oni_count
    oni = sum(1 for u in st.units if u.owner == -1 and u.kind not in KIND_OF) + len(
        st.oni_reserve)
    if oni != int(st.option("oni_count", 21)):
        bad.append(f"{oni} Oni in the game")
    legendary = Counter(KIND_OF[u.kind] for u in st.units if u.kind in KIND_OF)
    if len(legendary) > 1:
        bad.append(f"{len(legendary)} legendary Oni on the board")  # TS-M8.3
    for key, n in legendary.items():
        if n > BY_KEY[key].figures:
            bad.append(f"{n} figures of {key}")
    if any(u.kind in KIND_OF and u.owner != -1 for u in st.units) or any(
            k in KIND_OF for k in st.oni_reserve):
        bad.append("a legendary Oni outside its pool")
    return bad


def _one(job: tuple[int, str, int, dict[str, Any], tuple[str, ...]]) -> dict[str, Any]:
    from dataclasses import replace

    from game.core.simulate import SimulationError, play_bots
    from game.tsukuyumi.rules import RULES, TsukuyumiRules

    index, label, n, options, levels = job
    opts = dict(options)
    combo = opts.pop("_combo", None)
    replay = opts.pop("_replay", False) or index % REPLAY_EVERY == 0
    rules: Any = RULES
    if combo is not None:  # deal exactly these three factions
        class Dealt(TsukuyumiRules):
            def initial_state(self, seed: int, n_seats: int, o: Any) -> Any:
                from game.tsukuyumi import setup

                st = setup.initial_state(seed, n_seats, {**o, "factions": "choice"})
                st = replace(st, seats=tuple(replace(s, faction=f)
                                             for s, f in zip(st.seats, combo, strict=True)))
                return setup.after_factions(st, [])
        rules = Dealt()
    from game.tsukuyumi.bots.levels import STATS

    seats = [levels[(index + i) % len(levels)] for i in range(n)]
    STATS.clear()
    try:
        result = play_bots(rules, seats, 70_000 + index, opts)
    except SimulationError as exc:
        return {"label": label, "ok": False, "error": str(exc)[:300]}
    # TS-42.13: the engine's invariants hold in the state the game ended in
    broken = _invariants(result.final)
    # (e): a saved seeded game replays from its log to the same final state. Every
    # REPLAY_EVERY-th game is replayed (a replay costs 60% of a game; all 520 cost CI 90 s)
    same: bool | None = None
    if replay:
        st = rules.initial_state(70_000 + index, n, rules.check_setup(n, opts))
        for seat, text in result.actions:
            st, _ = rules.apply(st, seat, rules.parse_action(text))
        same = rules.outcome(st) == result.outcome and st == result.final
    ok = same is not False and not broken
    return {"label": label, "ok": ok, "rounds": result.outcome.rounds, "combo": combo,
            "replayed": same, "error": "" if ok else f"replay same={same}, {broken[:3]}",
            "facts": dict(_module_facts(result.final)), "fallbacks": sum(STATS.values())}


def main() -> int:
    from game.core.benchtools import run_jobs

    parser = argparse.ArgumentParser()
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--levels", default="easy")
    parser.add_argument("--procs", type=int, default=None,
                        help="worker processes (default: the cores, at most 8)")
    parser.add_argument("--stage", type=int, default=1, choices=(1, 2),
                        help="2: the stage-2 toggles' games of TS-0.10 (c)")
    parser.add_argument("--legendary", action="store_true",
                        help="the stage-2 legendary Oni part alone (TS-0.10 (c))")
    args = parser.parse_args()
    levels = tuple(args.levels.split(","))
    cells = (_legendary_cells(args.scale) if args.legendary
             else _cells(args.scale) if args.stage == 1 else _cells2(args.scale))
    started = time.perf_counter()
    games = run_jobs(_one, [(i, label, n, opts, levels)
                            for i, (label, n, opts) in enumerate(cells)], args.procs)
    by_label: dict[str, list[dict[str, Any]]] = {}
    for g in games:
        by_label.setdefault(g["label"], []).append(g)
    failures = 0
    for label, group in by_label.items():
        bad = [g for g in group if not g["ok"]]
        failures += len(bad)
        rounds = [g["rounds"] for g in group if g["ok"]]
        print(f"{label:<44} {len(group) - len(bad)}/{len(group)} finished, rounds "
              f"{min(rounds, default=0)}-{max(rounds, default=0)}"
              + (f"  ERRORS: {[g['error'] for g in bad][:2]}" if bad else ""))
    combos = Counter(tuple(g["combo"]) for g in games if g["ok"] and g.get("combo"))
    if combos:  # the stage-1 run deals them; a stage-2 part has none
        print("3-player faction combinations: "
              + ", ".join(f"{'+'.join(c)} {k}" for c, k in sorted(combos.items())))
    facts: Counter[str] = Counter()
    for g in games:
        facts.update(g.get("facts", {}))
    if facts:
        print("modules: " + ", ".join(f"{k} {v}" for k, v in sorted(facts.items())))
    print(f"bot fallbacks (policy errors or illegal answers): "
          f"{sum(g.get('fallbacks', 0) for g in games)}")
    tried = [g for g in games if g.get("replayed") is not None]
    replayed = sum(1 for g in tried if g["replayed"])
    print(f"(e) games whose log replays to the same final state: {replayed}/{len(tried)} "
          f"(every {REPLAY_EVERY}th game)")
    print(f"{len(games)} games in {time.perf_counter() - started:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
