"""The hard Moonwakers bot: determinized search over the normal bot's best candidates.

At a strategic decision (placement, PERMUTATION, claims) the bot

1. ranks its legal actions with the normal evaluation and keeps the best few (pruning the
   obviously worse ones, and every payment of a combination but the best-ranked one),
2. samples determinizations with `RULES.determinize(view, rng)`: full states consistent with
   its view (hidden backs drawn by terrain face, deck and combination pile shuffled, other
   seats' pending secret choices sampled),
3. plays each candidate out in each sample with the normal policy for every seat (common
   random numbers: all candidates share a sample, dice included): up to the acquisition for
   decisions before it, to the end of the round for claims,
4. averages an evaluation of the final state (own points, discounted potential, elements and
   action cards, minus the best rival's) and plays the best average, but keeps the normal
   choice unless another candidate beats it by `MARGIN` points: with a handful of samples
   the averages are noisy, and measured without the margin the search played *worse* than
   the plain normal policy.

The effort is counted in engine steps and samples, not wall-clock time, so a decision is
deterministic for a given rng and bounded (median under 0.1 ms since most decisions are
not searched, p99 about 0.15 s, worst about 1 s in `make bench`). Other decisions
(reactions, losses, LABO timing, the stop call, MAP/EXPLORE) use the normal evaluation;
the SCAN/PROTECTION option always takes PROTECTION (`HARD_SCAN_WEIGHT`). The bot never
sees the real state: only samples it drew itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.rng import Rng
from game.core.rules import BotMove
from game.moonwakers.actions import Action
from game.moonwakers.bots.eval import ACTION_VALUE, BACK, FACE, POINTS, ZERO, add, potential
from game.moonwakers.bots.levels import normal_choice, normal_scores
from game.moonwakers.data import TERRAIN, threshold
from game.moonwakers.rules import RULES
from game.moonwakers.state import State
from game.moonwakers.view import View

# Decisions worth a search; the others (reactions, losses, LABO timing, the stop call) are
# either forced by the situation or well served by the normal evaluation. SCAN/PROTECTION
# and MAP/EXPLORE were searched too, but their rollouts were half of the bench's time and the
# win rates did not move (200 games vs random: 86.5-88% with or without them, normal 88.5%).
SEARCHED = ("place", "ask_permute", "claims")
# The hard bot values the SCAN option at this share of the normal bot's worth: PROTECTION's
# +2 on every roll (accidents, abilities, claim duels) pays more than one look under a card
# (normal policy vs 3 random, 400 games on two seed sets: scan weight 1 -> 89.0%/86.8%,
# weight 0 -> 91.5%/91.0%).
HARD_SCAN_WEIGHT = 0.0
# Effort: measured over 400 games against three random bots (seed 3), after the race-aware
# evaluation: 4 samples with margin 1.0 won 92.8%, 8 with 0.5 93.8%, 16 samples and 4
# candidates 94.0%, the same with rollouts to the end of the round 92.0%. The differences
# are within the noise (±1.3 points); 8 samples is the cheapest of the better ones.
WIDTH = 3            # candidates kept after the normal ranking
SAMPLES = 8          # determinizations at most
STEP_BUDGET = 1400   # engine steps per decision, all rollouts together
ROLLOUT_CAP = 120    # steps of one rollout (a round rarely needs more than 60 at 6 seats)
POTENTIAL_WEIGHT = 0.5  # resources are only worth part of their promise
ELEMENT_VALUE = 0.3     # flat worth of any element held
MARGIN = 0.5            # points by which the search must beat the normal choice
EARLY_STOP = True       # pre-acquisition decisions are played out up to the claims only


def evaluate(state: State, seat: int) -> float:
    """Own worth minus the best rival's, on a sampled state. A seat is worth its points, half
    its potential on the display (a combination that would win it the game counting as
    `WIN_POINTS`), a flat amount per element (elements not wanted yet still
    pay later, the same reason as `EXPLORE_BIAS`) and its action cards."""
    if state.over:
        scores = RULES.scores(state)
        best = max(scores)
        mine = scores[seat]
        return 100.0 + mine if mine == best else mine - best - 100.0
    values: list[float] = []
    limit = threshold(state.n)
    all_points = [sum(POINTS[n] for n in pl.combos) for pl in state.players]
    for s, pl in enumerate(state.players):
        res = ZERO
        actions = 0.0
        for c in pl.hand:
            res = add(res, BACK[c])
            if TERRAIN[c].action:
                actions += ACTION_VALUE[TERRAIN[c].action]
        for c in pl.mapped:
            res = add(res, FACE[c])
        points = all_points[s]
        rival = max(p for i, p in enumerate(all_points) if i != s)
        wins = [n for n in state.display
                if points + POINTS[n] >= limit and points + POINTS[n] > rival]
        values.append(points + POTENTIAL_WEIGHT * potential(res, state.display, wins)
                      + ELEMENT_VALUE * sum(min(r, 5) for r in res) + 0.5 * actions)
    own = values[seat]
    return own - max(v for i, v in enumerate(values) if i != seat)


def rollout(state: State, limit: int, stop_at_claims: bool) -> tuple[State, int]:
    """Play the normal policy for every seat until the round changes (or, for decisions
    before the acquisition, until it starts: the evaluation already values what can be
    paid, and claim rounds are the engine's slowest steps); returns the state and the steps
    used. Only used on states the bot sampled itself."""
    start = state.round
    steps = 0
    while not state.over and state.round == start and steps < limit:
        if stop_at_claims and state.tasks and state.tasks[0].kind == "claims":
            break
        seats = RULES.to_act(state)
        if not seats:
            break
        seat = seats[0]
        legal = RULES.legal_actions(state, seat)
        action = normal_choice(RULES.view(state, seat), legal)
        state, _ = RULES.apply(state, seat, action)
        steps += 1
    return state, steps


def shortlist(view: View, legal: Sequence[Action], scan_weight: float = 1.0) -> list[Action]:
    """The normal evaluation's best `WIDTH` actions, best first (free actions it never
    considers pruned, one payment per combination: the best-ranked)."""
    scores = normal_scores(view, legal, scan_weight)
    order = sorted(range(len(legal)), key=lambda i: -scores[i])
    out: list[Action] = []
    claimed: set[int] = set()
    for i in order:
        a = legal[i]
        if scores[i] <= -50:
            continue  # free actions the normal policy never considers here
        if a.kind == "claim":
            if a.index in claimed:
                continue  # another payment of the same card: keep the best-ranked only
            claimed.add(a.index)
        out.append(a)
        if len(out) == WIDTH:
            break
    return out or [legal[order[0]]]


def search(view: View, legal: Sequence[Action], rng: Rng, budget: int | None = None,
           samples: int | None = None) -> Action:
    """The hard decision: determinized rollouts over the pruned candidates (effort from the
    module constants unless given)."""
    budget = STEP_BUDGET if budget is None else budget
    samples = SAMPLES if samples is None else samples
    cands = shortlist(view, legal)
    if len(cands) == 1:
        return cands[0]
    seat = view.seat if view.seat is not None else 0
    early = EARLY_STOP and view.tasks[0].kind != "claims"
    totals = [0.0] * len(cands)
    used = 0
    done = 0
    for _ in range(samples):
        sample_rng, rng = rng.split()
        world = RULES.determinize(view, sample_rng)
        for i, action in enumerate(cands):
            if not RULES.is_legal(world, seat, action):
                continue  # cannot happen for own choices; guards a sampling corner case
            state, _ = RULES.apply(world, seat, action)
            state, steps = rollout(state, ROLLOUT_CAP, early)
            used += steps + 1
            totals[i] += evaluate(state, seat)
        done += 1
        if used >= budget:
            break
    # A few samples are noisy: the normal choice (first candidate) stands unless another
    # candidate beats it by a clear margin on average.
    best = max(range(len(cands)), key=lambda i: totals[i])
    if totals[best] - totals[0] <= MARGIN * done:
        return cands[0]
    return cands[best]


def hard_bot(budget: int | None = None, samples: int | None = None):
    """A hard bot `(view, legal, rng) -> BotMove` with the given search effort."""
    def bot(view: View, legal: Sequence[Action], rng: Rng) -> BotMove:
        legal = list(legal)
        if len(legal) == 1:
            return BotMove(legal[0])
        if view.tasks and view.tasks[0].kind in SEARCHED:
            return BotMove(search(view, legal, rng, budget, samples))
        return BotMove(normal_choice(view, legal, HARD_SCAN_WEIGHT))
    return bot
