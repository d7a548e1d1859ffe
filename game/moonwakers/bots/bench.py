"""Moonwakers bench: bot tournaments and a balance report of the reconstructed deck (MW-D).

`tournament` seats one `hero` bot against `seats - 1` bots of the `field` level, rotating the
hero's seat every game so neither the initiative nor the seat order favours it, and times
every decision per level. `deck_balance` plays normal bots at 2 to 6 seats and reports
rounds per game, how often each of the 17 combinations is bought, and how often the terrain
deck runs dry. `ceiling` (slow, run by hand) measures how much even a cheating one-step
improvement of the heuristic policy would gain against random bots. Matches are
independent, so all of them run on a process pool (bench code only).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from game.core.benchtools import TimedBots, decision_summary, quantile, run_jobs
from game.core.rng import Rng
from game.core.rules import BotMove
from game.core.simulate import play_bots
from game.moonwakers.data import COMBOS
from game.moonwakers.rules import RULES
from game.moonwakers.view import View

# Duck-types Rules for play_bots; `.times` holds the current match's decision times per level.
_TIMED: Any = TimedBots(RULES)




def _play_one(job: tuple[int, int, str, str, int, dict[str, Any]]) -> dict[str, Any]:
    """One tournament match (module level so the process pool can call it)."""
    game, seed, hero, field, seats, options = job
    _TIMED.times.clear()
    levels = [field] * seats
    levels[game % seats] = hero
    result = play_bots(_TIMED, levels, seed * 100_003 + game, options)
    return {"hero_won": game % seats in result.outcome.winners,
            "field_won": any(s != game % seats for s in result.outcome.winners),
            "rounds": result.outcome.rounds,
            "hero_score": result.outcome.scores[game % seats],
            "times": {level: list(ts) for level, ts in _TIMED.times.items()}}


def tournament(n_games: int = 200, seed: int = 1, hero: str = "hard", field: str = "easy",
               seats: int = 4, options: Mapping[str, Any] | None = None,
               processes: int | None = None) -> dict[str, Any]:
    """Play one `hero` against `seats - 1` `field` bots `n_games` times (hero seat rotating).

    A shared victory counts as a win for the hero. `processes=1` runs inline.
    """
    opts = RULES.check_setup(seats, dict(options or {}))
    jobs = [(g, seed, hero, field, seats, opts) for g in range(n_games)]
    started = time.perf_counter()
    games = run_jobs(_play_one, jobs, processes)
    wall = time.perf_counter() - started
    times: dict[str, list[float]] = {hero: [], field: []}
    for g in games:
        for level, ts in g["times"].items():
            times[level].extend(ts)
    n = max(1, n_games)
    wins = sum(g["hero_won"] for g in games)
    return {
        "games": n_games, "hero": hero, "field": field, "seats": seats,
        "hero_wins": wins, "hero_win_rate": wins / n,
        "mean_rounds": sum(g["rounds"] for g in games) / n,
        "mean_hero_score": sum(g["hero_score"] for g in games) / n,
        "decision_ms": decision_summary(times),
        "wall_seconds": wall,
    }


def format_tournament(result: Mapping[str, Any]) -> str:
    """A short human-readable report of `tournament`'s result."""
    r = result
    lines = [f"Moonwakers: 1 {r['hero']} vs {r['seats'] - 1} {r['field']}, {r['games']} games:"
             f" {r['hero']} wins {r['hero_wins']}/{r['games']}"
             f" ({100 * r['hero_win_rate']:.1f}%), mean rounds {r['mean_rounds']:.1f},"
             f" mean {r['hero']} score {r['mean_hero_score']:.1f}"]
    for level, t in r["decision_ms"].items():
        lines.append(f"  {level:<6} decisions {t['count']:>6}: median {t['median']:.2f} ms,"
                     f" p99 {t['p99']:.1f} ms, max {t['max']:.0f} ms")
    lines.append(f"  wall {r['wall_seconds']:.1f} s")
    return "\n".join(lines)


# --- deck balance ---------------------------------------------------------------------------
def _balance_one(job: tuple[int, int, int, str]) -> dict[str, Any]:
    """One all-bots match at `seats`, summarised for the deck report."""
    game, seed, seats, level = job
    result = play_bots(RULES, [level] * seats, seed * 100_003 + game, keep_events=True)
    kinds = [e.kind for e in result.events]
    bought = [e.args["combo"] for e in result.events if e.kind == "mw.bought"]
    return {"seats": seats, "rounds": result.outcome.rounds, "bought": bought,
            "reshuffled": "mw.reshuffle" in kinds,
            "empty_draw": "mw.sweep_empty" in kinds or "mw.dash_empty" in kinds,
            "end": next((k[len("mw.game_over_"):] for k in kinds
                         if k.startswith("mw.game_over_")), "")}


def deck_balance(n_games: int = 200, seed: int = 1, level: str = "normal",
                 processes: int | None = None) -> dict[str, Any]:
    """Play `n_games` all-`level` matches spread evenly over 2..6 seats; summarise the deck.

    "dry": the deck ran out at least once (rebuilt from the discard pile, or could not be).
    """
    counts = range(2, 7)
    jobs = [(g, seed, counts[g % len(counts)], level) for g in range(n_games)]
    started = time.perf_counter()
    games = run_jobs(_balance_one, jobs, processes)
    by_seats: dict[int, dict[str, Any]] = {}
    for n in counts:
        mine = [g for g in games if g["seats"] == n]
        if not mine:
            continue
        rounds = sorted(g["rounds"] for g in mine)
        k = len(mine)
        by_seats[n] = {
            "games": k, "median_rounds": quantile(rounds, 0.5),
            "p10_rounds": quantile(rounds, 0.1), "p90_rounds": quantile(rounds, 0.9),
            "mean_bought": sum(len(g["bought"]) for g in mine) / k,
            "dry": sum(g["reshuffled"] or g["end"] == "deck" for g in mine) / k,
            "reshuffled": sum(g["reshuffled"] for g in mine) / k,
            "ended_no_cards": sum(g["end"] == "deck" for g in mine) / k,
            "ended_no_combinations": sum(g["end"] == "combinations" for g in mine) / k,
            "ended_stop": sum(g["end"] == "stop" for g in mine) / k,
        }
    n = max(1, len(games))
    acquired = {number: sum(number in g["bought"] for g in games) / n for number in COMBOS}
    return {"games": len(games), "level": level, "by_seats": by_seats,
            "acquired": acquired, "wall_seconds": time.perf_counter() - started}


def format_deck_balance(result: Mapping[str, Any]) -> str:
    """A human-readable deck balance report."""
    lines = [f"Moonwakers deck balance (MW-D, reconstructed): {result['games']} games of "
             f"{result['level']} bots"]
    lines.append("  seats  games  rounds med (p10-p90)  bought/game   dry  reshuffled"
                 "  end:no cards  end:no combos  end:stop")
    for n, s in result["by_seats"].items():
        lines.append(f"  {n:>5}  {s['games']:>5}  {s['median_rounds']:>10} "
                     f"({s['p10_rounds']}-{s['p90_rounds']})  {s['mean_bought']:>11.1f}"
                     f"  {100 * s['dry']:>3.0f}%  {100 * s['reshuffled']:>9.0f}%"
                     f"  {100 * s['ended_no_cards']:>11.0f}%"
                     f"  {100 * s['ended_no_combinations']:>12.0f}%"
                     f"  {100 * s['ended_stop']:>7.0f}%")
    lines.append("  combination acquired in % of games (points, requirement):")
    for number, share in result["acquired"].items():
        c = COMBOS[number]
        need = " ".join(f"{k}{e}" for e, k in c.requires)
        lines.append(f"    {number:>2} {c.name_en:<26} {c.points:>2} pts  {need:<14}"
                     f" {100 * share:5.1f}%")
    lines.append(f"  wall {result['wall_seconds']:.1f} s")
    return "\n".join(lines)


# --- ceiling: how much could a better policy gain against random bots? ---------------------
CEILING_KINDS = ("options", "place", "reveal", "claims")


def _drive(state: Any, hero: int, bots: list, rng: Rng,
           override: Callable[[Any, View, Any, Any], Any] | None = None) -> bool:
    """Play `state` to the end with `bots`; whether `hero` is among the winners.
    `override(state, view, legal, action)` may replace the hero's actions."""
    while (outcome := RULES.outcome(state)) is None:
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        child, rng = rng.split()
        view = RULES.view(state, seat)
        action = bots[seat](view, legal, child).action
        if override is not None and seat == hero:
            action = override(state, view, legal, action)
        state, _ = RULES.apply(state, seat, action)
    return hero in outcome.winners


def _finish(state: Any, hero: int, bots: list, rng: Rng) -> bool:
    """One rollout of the oracle: `state` played to the end by `bots` as they are."""
    return _drive(state, hero, bots, rng)


def _ceiling_one(job: tuple[int, int, str, int, bool]) -> bool:
    """One match of the ceiling experiment (module level for the process pool)."""
    game, seed, field, rollouts, oracle = job
    from game.moonwakers.bots.levels import normal_choice
    from game.moonwakers.bots.search import HARD_SCAN_WEIGHT, shortlist

    def hero_bot(view: View, legal: Any, rng: Rng) -> BotMove:
        # The hard bot's heuristic policy (PROTECTION at every opening), without its search.
        return BotMove(normal_choice(view, legal, HARD_SCAN_WEIGHT))

    def best_of(state: Any, view: View, legal: Any, action: Any) -> Any:
        if len(legal) < 2 or view.tasks[0].kind not in CEILING_KINDS:
            return action
        cands = shortlist(view, legal, HARD_SCAN_WEIGHT)  # `action` comes first
        wins = [0] * len(cands)
        for k in range(rollouts):
            # The true state, deck order included; only the dice are drawn anew.
            world = replace(state, rng=Rng.from_seed(game * 7919 + state.round * 131 + k))
            for i, a in enumerate(cands):
                after, _ = RULES.apply(world, hero, a)
                wins[i] += _finish(after, hero, bots, Rng.from_seed(k * 104_729 + game))
        best = max(range(len(cands)), key=wins.__getitem__)
        return cands[best] if wins[best] > wins[0] else action

    hero = game % 4
    bots = [hero_bot if s == hero else RULES.bot(field) for s in range(4)]
    state = RULES.initial_state(seed * 100_003 + game, 4, RULES.check_setup(4, {}))
    return _drive(state, hero, bots, Rng.from_seed(seed * 100_003 + game),
                  best_of if oracle else None)


def ceiling(n_games: int = 150, seed: int = 9, field: str = "random", rollouts: int = 8,
            processes: int | None = None) -> dict[str, Any]:
    """A diagnostic, not a bot: how much a one-step improvement of the heuristic policy gains.

    The plain hero plays the hard bot's heuristic policy without its search (the normal
    evaluation, PROTECTION at every opening). The "oracle" hero plays the same policy, but
    at each SCAN/PROTECTION, placement, MAP/EXPLORE and claim decision it tries the policy's
    choice and the next two candidates by playing `rollouts` whole games from the *true*
    state (it sees every hidden card and the deck order, and knows the field's exact
    policy; only the dice are drawn anew) and keeps the one that won most. Both heroes play
    the same seeds from the same seats. If even this cheat barely beats the plain policy,
    the losses to the field are luck, not play. Slow (about 18 s of CPU per game at 8
    rollouts): `python -m game.moonwakers.bots.bench --ceiling N`, not part of `make bench`.
    """
    started = time.perf_counter()
    base = run_jobs(_ceiling_one, [(g, seed, field, rollouts, False) for g in range(n_games)],
                    processes)
    best = run_jobs(_ceiling_one, [(g, seed, field, rollouts, True) for g in range(n_games)],
                    processes)
    return {"games": n_games, "field": field, "rollouts": rollouts,
            "normal_wins": sum(base), "oracle_wins": sum(best),
            "wall_seconds": time.perf_counter() - started}


def format_ceiling(result: Mapping[str, Any]) -> str:
    """A short report of `ceiling`."""
    r = result
    n = max(1, r["games"])
    return (f"Moonwakers ceiling vs 3 {r['field']}, {r['games']} games (same seeds): heuristic"
            f" {r['normal_wins']} ({100 * r['normal_wins'] / n:.1f}%), oracle one-step"
            f" improvement with {r['rollouts']} whole-game rollouts per candidate"
            f" {r['oracle_wins']} ({100 * r['oracle_wins'] / n:.1f}%);"
            f" wall {r['wall_seconds']:.0f} s")


def bench_section(quick: bool = False) -> str:
    """The whole Moonwakers part of `make bench` as text (quick: fewer games)."""
    games = 40 if quick else 200
    parts = [format_tournament(tournament(games, 1, "hard", "easy")),
             format_tournament(tournament(games, 1, "hard", "random")),
             format_tournament(tournament(games, 1, "normal", "easy")),
             format_deck_balance(deck_balance(100 if quick else 200, 1))]
    return "\n\n".join(parts)


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m game.moonwakers.bots.bench [--quick | --ceiling N]`: print the
    Moonwakers bench, or the (slow) ceiling experiment over N games."""
    import sys
    args = list(sys.argv[1:] if argv is None else argv)
    if "--ceiling" in args:
        at = args.index("--ceiling") + 1
        games = int(args[at]) if at < len(args) and args[at].isdigit() else 150
        print(format_ceiling(ceiling(games)))
        return 0
    print(bench_section(quick="--quick" in args))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
