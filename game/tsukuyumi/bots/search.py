"""Determinized search for the hard Tsukuyumi bot (TS-42.11).

A decision that matters is rated over several states drawn from the bot's view with its own
generator (`sim.draw_state`: the public position exact, the hidden cards sampled): each
candidate is carried out in every sample, then the rest of the current phase is played out by
a quick policy for every seat (`rollout`), and the candidate with the best average relative
value (`value.relative`) wins. The samples and the rollout generators are shared by the
candidates (common random numbers), so the comparison is not drowned by the sampling noise.

The rollout policy is the easy level's (TS-42.10's heuristics, cheap: no look-ahead) for the
turns, its Movement plans carried out at once (`quick_move`), and the default answers of
`sim.quick_answer` for the prompts (damage by best defence, splits, ripostes); it stops when
the phase ends, so that the other seats' replies in the same phase — a counter-conquest of
units left alone, an Oni attack — are seen before choosing. In the last round it runs on to the
end of the game instead (`LAST_TO_END`, about 70 actions from the round's start) and the
outcome itself is rated: `WIN` for a win (as the rules rank it: a tie on VP goes to the better
initiative place, TS-10.10) plus the final VP lead
over the strongest opponent, averaged over `LAST_SAMPLES` states, since a whole round's
rollouts spread more than a phase's.

Only the bot's view and its generator are read (TS-40.9): the rollout states are its own
samples, never the real state.

Measured (1 hard against 3 normal at 4 seats, standard board, the hard seat = seed % 4, paired
with a normal bot in that seat on the same seeds; machine shared with other runs, so the times
are inflated):

- before the search (normal + `moves.deep`), seeds 1-16: 2 wins of 16, mean VP lead over the
  field -0.75; normal in its place: 3 wins, -0.65;
- this search alone, seeds 1-16: 3 wins, -0.54 — no clear gain; the rollouts mostly agree
  with the one-ply choice (in three sample games the plan search left the greedy plan in 6
  of 18 decisions, the combat search changed 1 combat choice of 22);
- with the faction choice and the Infestation/Raid variants, seeds 1-9, 13, 14: 5 wins of 12,
  +1.22 (normal: 2 wins, -0.81); the hard seat played the Boarlords 7 times (4 wins);
- hard decisions then: p50 1 ms, p95 3.5 s, max 15.8 s with 3 to 5 processes on 2 busy cores
  (normal: p95 0.66 s, max 5.3 s in the same runs); the faster rollouts since then cut a red
  turn's plan search to about 0.7 s and a combat search to about 0.4 s of CPU on the tests'
  position. The last-round initiative (`policy_turn.last_orders`) and this faster search are
  not yet measured in whole games.
- `make bench`'s run (200 games, hard against 3 normal, the hard seat rotating, seed 2), two
  samples and a budget of 400 rollout actions: 87 wins (43.5%), hard p95 482 ms.
- Three samples, a budget of 600, and a last-round rollout rated against the strongest
  opponent alone (`LAST_BEST_WEIGHT`; in the last round nothing but the leader stands between
  the seat and the win, TS-11.3): 91 wins of the same 200 games (45.5%). The gain (+4 games)
  is within the noise of 200 games (±3.5 points); the hard seat won 73 of its 122 games as the
  Boarlords and 18 of 78 with another faction.
- With every stage-2 toggle on (bench seed 4, games 40-119), the search added nothing over
  the normal bot with hard's faction choice: hard 26 wins of 80, that normal 16 of 40 on games
  40-79 against hard's 12, the mean VP lead over the best opponent the same (-0.85, -0.88).
  Rolled out to the end of the game in the last round (`LAST_TO_END`, 3 samples): 15 and 17
  wins on games 40-79 and 80-119 (hard before: 12 and 14); with 6 samples 18 and 19, with 12
  samples 18 on 40-79 and the VP lead +0.35 +- 0.26 better than with 6. Left out: rollouts to
  the end of the round in the other rounds (12 of 40, lead -1.38: the easy policy drifts over
  a whole round) and the last round's draft pick searched the same way (14 of 40, the same as
  without). `make bench`'s 200 games with every toggle on: 95 wins (47.5%; games 0-119: 57,
  were 49), 70 of 122 as the Boarlords, 25 of 78 with another faction; mean VP 13.3 against
  the field's 11.5. On the standard game's 200 (seed 2): 93 wins (46.5%, were 91), hard
  decisions p95 257 ms, p99 2.15 s; at two players (seed 5): 160 of 200 (80%, were 167),
  p95 128 ms.
- Tried after that on the same games 40-79 with every toggle on (18 wins, landed), none kept,
  each within the noise of 40 games (about +-3 wins): the win worth `WIN` 8 instead of 3 (18,
  one game changed: the searched last-round decisions seldom decide between a win and a
  loss); `SAMPLES` 6 and `BUDGET` 1200 before the last round (18, the VP lead the same); the
  last round's `END_BUDGET` 6000 (20, the lead +0.05 +- 0.19) and 24 samples with a budget
  of 9600 (15); rollouts to the end of the game from the round before the last too (10, the
  lead -1.00 +- 0.40: the easy policy drifts over two rounds); the other seats' Oni aimed at
  the leader in the rollouts to the end, by normal's quick rating (17); hard's Oni conquest
  searched too, its three best origin/target pairs in every round (20 on 40-79, 19 on
  80-119, the same as landed) — with `END_BUDGET` 6000, over `make bench`'s 200 games: 92
  wins (landed: 95; 24 games won and 27 lost that had gone the other way). Normal's whole
  policy for the other seats in those rollouts is too slow: the five last-round searches of
  one game took 108 s (21 s each), against 22 s with easy's on a busier machine; its
  Production and combat ratings are 80% of that time.
- The last-round initiative without the worth of acting last (`policy_turn.last_orders`:
  the first places win the ties, TS-10.10), on the same 200 games of each row: every toggle
  on 98 wins (49.0%; 10 games gained, 7 lost; ties on VP with the best opponent won 15 of
  31, were 7 of 25), 71 of 122 as the Boarlords, 27 of 78 with another faction; the standard
  game 105 (52.5%; 15 gained, 3 lost; ties won 12 of 26, were 5 of 22), hard p95 362 ms,
  p99 2.7 s; two players 162 (81%), p95 135 ms.
- The other seats on normal's whole policy in the last round's rollouts (the hard seat on
  easy's), games 40-119 with every toggle on: 45 wins of 80 (main: 41; 11 games gained, 7
  lost), the VP lead over the best opponent +0.39 +- 0.22, but searched decisions of 30 s to
  3 minutes (p99 34-39 s) and results that depend on a bench worker's earlier games (normal's
  memos, `moves._MEMO` and `policy_turn._WHITE_PAIRS`, keyed on the public position, are
  filled from the samples). With easy's quick Movement for those seats and 6 samples: 19 of
  40 on games 40-79 (main 21), p99 25 s. Left out; landing it would need a rollout level with
  its own memo keys and much cheaper ratings.
- Stop 52, the hard seat's own settings changed only while it decides (bench games 0-59,
  every toggle on, seed 4; main 31 wins of 60, mean VP lead over the best opponent -0.37):
  `TOP_COMBATS` 5: 30 (-0.42); `value.REACH` 0.4: 32 (-0.38; 9 games gained, 8 lost);
  `value.STRIKE` 0.8: 26 (-0.77); `value.ONI_RISK` 0.4: 23 (-1.12); `value.EVENT_CARD` 0.6:
  32 (-0.22; 2 gained, 1 lost); `value.REACH_ZONES` 5: 19 (-0.95); the Boarlords taking
  Sacred Ritual (M1) with its progress weighted 2.0: 23 (-1.00); a value term for the
  progress towards Infestation and Fertile Lands (weight 0.5: 21, -0.12; 1.0: 20, -0.37).
  None kept: nearly every change loses more games than it gains.
- Stop 53, on the same 60 games: of the 29 hard lost, 22 by 3 VP or less, the winner was
  the Nomads or the Cybersamurai in 20 and had scored its 2-VP goal in 17 (Conquest, GPS
  Mapping); hard scored a goal in 9 of 60 games, the normal seats in 62 of 180. A value term
  for every seat's progress towards its faction goal (zones held of Territorial Expansion's
  10, zone types held of GPS Mapping's 4; squared, times the goal's VP), so that hard builds
  towards its own and keeps the others from theirs: weight 0.5: 31 wins (-0.23), 1.0: 31
  (-0.30). Not kept: no game's result changed for the better overall.
- Stop 54, the same 60 games: the other seats' Movement in the last round's rollouts by
  normal's greedy plan (`moves.greedy`, one pass, outside the memo) instead of easy's: 31
  wins (-0.48; 5 games gained, 5 lost), hard decisions up to 10.8 s. A value fitted for the
  hard seat on 400 games of 4 normal bots (each seat's final VP against the parts of
  `seat_value` and its faction, per quarter round, ridge least squares; R2 0.10 in round 1,
  0.63 in the last red phase): 25 wins (-0.67; 9 gained, 15 lost). The fit weighs a unit
  point at 0.00-0.05 VP where the hand value gives 0.06-0.29: in finished games a unit's
  worth shows in the zones it took, which a decision has to see before. Neither kept.
- Stop 55, the same 60 games, a rollout level between easy and normal in the last round's
  rollouts (normal's choices everywhere but the white pair, Production, combat and
  Movement, which stay easy's): for every seat 29 wins (-0.50; 3 gained, 5 lost), for the
  other seats only 31 (-0.43; 3 and 3); with normal's combat for the other seats too 33
  (-0.27; 5 gained, 3 lost; decisions up to 25 s), with normal's Production instead 31
  (-0.42; 4 and 4; up to 20 s); that level's rollouts to the end of the game from the round
  before the last (`END_BUDGET` 6000): 28 (-0.52; 7 gained, 10 lost; up to 17 s). None kept:
  the one gain (+2 of 60) is within the noise and costs decisions of 25 s.
- Stop 56, the same 60 games: hard's white pair searched in the last round (each legal pair
  picked, the seat's turn played out with them, then rolled out to the end of the game; the
  default pair first): with the turn played by easy's policy 27 wins (-0.63; 1 game gained,
  5 lost), by normal's 25 (-0.63; 1 and 7). `choose` keeping its first candidate (the
  greedy plan, normal's combat) unless another beats it by 0.3 VP on average: 26 (-0.47;
  5 gained, 10 lost), so the search's departures from the default win more than they lose.
  None kept.
- Stop 60, the same 60 games: the normal bots aim their Oni and legendary Oni at the
  leader by provisional VP (`value.leader`), so the hard seat's rating lost up to 1 VP while
  it led on provisional VP before the last round (scaled by its lead over 2 VP): 31 wins
  (-0.37), the very same games as main. Traced in game 0 (won by hard): of 1,934 ratings the
  hard seat made, none before the last round was of a position where it led, so no choice
  could change. Not kept.
- Stop 61, `make bench`'s row with the seven modules on and the legendary Oni off (the
  issue names "all modules"; the spec lists the legendary Oni as a toggle beside M1-M7),
  seed 4, 200 games: hard 96 wins (48.0%; every toggle: 98), mean VP 13.5 against 11.9,
  hard p95 170 ms. The legendary Oni is not what holds the rate under 55%.
- Stop 66, bench games 0-59 with every toggle on (main: 31 wins, lead -0.37): Movement plans
  aimed at the faction goals among hard's candidates (`moves.variants`: the spread plan for
  Territorial Expansion and the round-conquest goals too, and plans focused on the two best
  reachable zones of a type GPS Mapping or Fertile Lands still wants): 29 wins (1 game gained,
  3 lost), the lead -0.18 (+0.18 +- 0.19). Not kept: two games fewer won, and a lead
  within one standard error of main's.
- Stop 66, hard's Production searched: at the first item of a Production action, normal's
  three best first items (`policy.produce` asked again without the ones taken), each followed
  by normal's greedy items and rolled out as a Movement plan is (`choose`). In the last round
  only (about one search a game), games 0-59: 30 wins (main 31; the lead -0.40, -0.03 +-
  0.05). In every round, games 0-59: 32 wins (7 gained, 6 lost; the lead +0.42 +- 0.27);
  games 60-119: 34 wins (main 32; 4 gained, 2 lost; +0.13 +- 0.26); over the 120, 66 wins
  against 63 and the lead +0.28 +- 0.19. Not kept this stop: within the noise, and three
  games in 120 would leave the 200-game row near 51%, short of 55%; the first thing to
  measure on the 200 games at the next attempt.
- Stop 68, the same Production search in every round (normal's best first items, each of
  another unit kind, the rest of the turn played out by the rollout instead of ended), over
  `make bench`'s 200 games with every toggle on: 98 wins, exactly main's (30 on games 0-59,
  32 on 60-119, 36 on 120-199); 71 of 122 as the Boarlords, as main; the mean VP lead over
  the best opponent -0.15; hard's per-game p95 at most 0.86 s, its slowest decision 9.5 s
  (two bench processes on the machine's two cores). Left out: it changes games but not how
  many hard wins.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace

from game.core.rng import MutableRng, Rng
from game.tsukuyumi.actions import Action
from game.tsukuyumi.bots import moves, sim
from game.tsukuyumi.bots.policy import Ctx
from game.tsukuyumi.bots.value import BEST_WEIGHT, relative
from game.tsukuyumi.round import last_round
from game.tsukuyumi.state import COLOURS, OVER, State
from game.tsukuyumi.view import View, view

SAMPLES = 3
"""States drawn per searched decision."""
ROLLOUT_LIMIT = 120
"""At most this many actions in one rollout."""
BUDGET = 600
"""Rollout actions a searched decision may play before it stops drawing more samples (a count,
not a clock, so that a decision does not depend on the machine's load)."""

LAST_BEST_WEIGHT = 1.0
"""Weight of the strongest opponent when the search rates a last-round rollout."""

LAST_TO_END = True
"""In the last round, roll out to the end of the game and rate the outcome (a win, TS-11.3)."""
END_LIMIT = 900
"""At most this many actions in a rollout to the end of the game."""
END_BUDGET = 2400
"""The rollout budget of a searched decision in the last round, when it rolls out to the end."""
LAST_SAMPLES = 12
"""States drawn per searched decision of the last round when it rolls out to the end."""
WIN = 3.0
"""A won rollout's worth, on top of the final VP lead over the strongest opponent."""

TOP_COMBATS = 3
"""Combats searched (the best by their one-ply outcome)."""

_PLANS: dict[tuple[object, ...], moves.Target] = {}
"""The searched Movement plans, memoised on the public position like `moves.target` (a plan
is played one step per decision and must not change on the way); a memo of its own, which the
rollouts' easy plans do not fill."""

CHOICES: Counter[str] = Counter()
"""How many searched decisions chose which candidate ("candidates:index"), for benches."""

Candidate = Callable[[State], State | None]
"""A candidate decision: the state after it (and its own follow-up), None when impossible."""


def quick_turn(st: State, seat: int, legal: tuple[Action, ...], r: MutableRng) -> Action:
    """The rollout policy at a turn: the easy level on the sample itself (no new draw)."""
    from game.tsukuyumi.bots import levels  # a cycle: levels -> policy_turn -> search

    ctx = Ctx(view(st, seat), legal, r, "easy", _st=st)
    return levels.decide_ctx(ctx)


def quick_move(st: State, seat: int) -> State:
    """A turn's Movement in a rollout, at once: the easy plan's units relocated and the icon
    used (listing the legal steps of a plan one by one is the costly part of a rollout; entry
    effects and pass-through checks are left out of this look)."""
    turn = st.turn
    if turn is None or turn.seat != seat or not any(c == "M" for c, _ in turn.left):
        return st
    value = next(v for c, v in turn.left if c == "M")
    return moves.moved_plan(st, seat, moves.target(st, seat, value, (), "easy"))


def rollout(st: State, me: int, r: MutableRng, limit: int = ROLLOUT_LIMIT,
            to_end: bool = False) -> tuple[State, int]:
    """Play on from `st` until its colour phase ends, or the game when `to_end` (the quick
    policy for every seat); the state reached and the number of actions played."""
    phase, rnd = st.phase, st.round
    steps = 0
    while steps < limit:
        if st.phase == OVER or (not to_end and (st.phase != phase or st.round != rnd)):
            break
        seat = sim.to_act(st)
        if seat is None:
            break
        if not st.pending:
            st = quick_move(st, seat)
        legal = sim.RULES.legal_actions(st, seat)
        if not legal:
            break
        if st.pending:
            action = sim.quick_answer(st, st.pending[-1], legal)
        else:
            action = legal[0] if len(legal) == 1 else quick_turn(st, seat, legal, r)
        nxt = sim.apply(st, seat, action)
        if nxt is None:
            break
        st = nxt
        steps += 1
    return st, steps


def end_turn(st: State, seat: int) -> State:
    """`st` with the seat's open turn ended, when it may end now."""
    if st.pending or st.turn is None or st.turn.seat != seat:
        return st
    nxt = sim.apply(st, seat, Action("end"))
    return nxt if nxt is not None else st


def choose(v: View, r: MutableRng, candidates: Sequence[Candidate],
           samples: int | None = None, budget: float | None = None) -> int:
    """The index of the candidate with the best average value after its rollouts (the first
    on ties); candidates are tried in order, so put the default first: when the budget runs
    out, the ones not yet rated in every sample are rated on fewer. In the last round
    (`LAST_TO_END`) the rollouts run to the end of the game and rate its outcome, on
    `LAST_SAMPLES` states."""
    me = v.seat
    assert me is not None
    samples = SAMPLES if samples is None else samples  # read here, so that benches may set them
    budget = BUDGET if budget is None else budget
    if len(candidates) <= 1 or v.phase not in COLOURS:
        return 0
    # In the last round only the strongest opponent stands between the seat and the win
    # (TS-11.3): the rollouts are rated against it alone.
    first = sim.draw_state(v, r)
    final = v.round >= last_round(first)
    if final and LAST_TO_END:
        samples = max(samples, LAST_SAMPLES)
    states = [first] + [sim.draw_state(v, r) for _ in range(samples - 1)]
    weight = LAST_BEST_WEIGHT if final else BEST_WEIGHT
    to_end = final and LAST_TO_END
    limit = END_LIMIT if to_end else ROLLOUT_LIMIT
    if to_end:
        budget = max(budget, END_BUDGET)
    seeds = [r.randint(0, 2**62) for _ in range(samples)]
    totals: list[float | None] = [0.0] * len(candidates)
    spent = 0
    for k, st in enumerate(states):
        if k and spent > budget:
            break  # every candidate is compared on the same samples
        for i, make in enumerate(candidates):
            done = totals[i]
            if done is None:
                continue
            after = make(st)
            if after is None:
                totals[i] = None
                continue
            end, steps = rollout(end_turn(after, me), me,
                                 MutableRng(Rng.from_seed(seeds[k])), limit, to_end)
            spent += steps
            totals[i] = done + (outcome_value(end, me) if end.phase == OVER
                                else relative(end, me, weight))
    rated = [(t, -i) for i, t in enumerate(totals) if t is not None]
    best = -max(rated)[1] if rated else 0
    CHOICES[f"{len(candidates)}:{best}"] += 1
    return best


def outcome_value(st: State, me: int) -> float:
    """A finished rollout (the game over): `WIN` if the seat is among the winners (a shared
    victory counts; a tie on VP goes to the better initiative place, TS-10.10), plus its VP
    lead over the strongest opponent."""
    result = sim.RULES.outcome(st)
    assert result is not None  # asked only when the rollout reached OVER
    lead = result.scores[me] - max(s for i, s in enumerate(result.scores) if i != me)
    return (WIN if me in result.winners else 0.0) + lead


def unplanned(st: State) -> State:
    """`st` without an open Movement plan prompt (the position the plan is chosen in)."""
    if st.pending and st.pending[-1].kind == "plan":
        return replace(st, pending=st.pending[:-1])
    return st


def plan(ctx: Ctx, base: State, value: int) -> moves.Target:
    """The hard Movement plan of the turn: `moves.variants` and staying put, each carried
    out with its combats (chosen greedily in the first sample, replayed in the others) and
    rolled out to the end of the phase."""
    me = ctx.me
    key = moves.memo_key(base, me, value, (), "search")
    hit = _PLANS.get(key)
    if hit is not None:
        return hit
    plans = moves.variants(base, me, value)
    if {} not in plans:
        plans.append({})

    lines: dict[int, list[Action]] = {}

    def make(i: int, p: moves.Target) -> Candidate:
        def carry(st: State) -> State | None:
            st = moves.moved_plan(unplanned(st), me, p)
            if i not in lines:  # the combats are chosen in the first sample, then replayed
                st, lines[i] = moves.combat_line(st, me)
                return st
            for a in lines[i]:
                nxt = sim.after(st, me, a)
                if nxt is None:
                    break
                st = nxt
            return st
        return carry

    chosen = plans[choose(ctx.view, ctx.r, [make(i, p) for i, p in enumerate(plans)])]
    if len(_PLANS) > 64:
        _PLANS.clear()
    _PLANS[key] = chosen
    return chosen


def fight(ctx: Ctx, options: Sequence[Action], margin: float) -> Action | None:
    """The hard combat: the best `TOP_COMBATS` combats by their one-ply outcome (`sim.after`,
    as normal rates them) and not fighting, rolled out to the end of the phase; None to stop
    fighting. A fight candidate goes on with the turn's later combats (a C2 or C3 icon,
    TS-5.24) chosen greedily (`moves.after_combats`, as `plan` carries its plans): rated as
    the turn's last, a fight lost the combats it leaves open, which stopping never has. The
    next combat is still searched at its own decision."""
    st, me = ctx.st, ctx.me
    rated: list[tuple[float, int, Action]] = []
    for i, a in enumerate(options):
        nxt = sim.after(st, me, a)
        if nxt is not None:
            rated.append((relative(nxt, me), -i, a))
    if not rated:
        return None
    rated.sort(reverse=True)
    top = [a for _, _, a in rated[:TOP_COMBATS]]

    def then(a: Action) -> Candidate:
        def carry(s: State) -> State | None:
            nxt = sim.after(s, me, a)
            return None if nxt is None else moves.after_combats(nxt, me)
        return carry

    fights: list[Candidate] = [then(a) for a in top]
    stop: Candidate = lambda s: s  # noqa: E731
    if rated[0][0] > relative(st, me) + margin:  # normal's choice first: it wins ties
        i = choose(ctx.view, ctx.r, [*fights, stop])
        return top[i] if i < len(top) else None
    i = choose(ctx.view, ctx.r, [stop, *fights])
    return top[i - 1] if i else None


__all__ = ["choose", "fight", "plan", "rollout"]
