"""The hard Moonwakers bot: determinized search over the normal bot's best candidates.

At a strategic decision (option, look, placement, DASH, PERMUTATION, MAP/EXPLORE, LABO,
claims, infrared refresh) the bot

1. ranks its legal actions with the normal evaluation and keeps the best few (pruning the
   obviously worse ones and equivalent payments),
2. samples determinizations with `RULES.determinize(view, rng)`: full states consistent with
   its view (hidden backs drawn by terrain face, deck and combination pile shuffled, other
   seats' pending secret choices sampled),
3. plays each candidate out in each sample to the end of the round with the normal policy
   for every seat (common random numbers: all candidates share a sample, dice included),
4. averages an evaluation of the final state (own points plus discounted potential, minus
   the best rival's) and plays the best average, the normal ranking breaking ties.

The effort is counted in engine steps, not wall-clock time, so a decision is deterministic
for a given rng and bounded (about 0.1-0.5 s). Other decisions (reactions, losses, stop)
use the normal evaluation directly. The bot never sees the real state: only samples it drew.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.rng import Rng
from game.core.rules import BotMove
from game.moonwakers.actions import Action
from game.moonwakers.bots import normal_choice, normal_scores
from game.moonwakers.bots_eval import BACK, FACE, POINTS, ZERO, add, potential
from game.moonwakers.rules import RULES
from game.moonwakers.state import State
from game.moonwakers.view import View

SEARCHED = ("options", "looks", "place", "ask_dash", "ask_permute", "reveal", "step",
            "claims", "infrared")
WIDTH = 3            # candidates kept after the normal ranking
SAMPLES = 6          # determinizations at most
STEP_BUDGET = 700    # engine steps per decision, all rollouts together
ROLLOUT_CAP = 120    # steps of one rollout (a round rarely needs more than 60 at 6 seats)
POTENTIAL_WEIGHT = 0.5  # resources are only worth part of their promise


def evaluate(state: State, seat: int) -> float:
    """Own points plus discounted potential, minus the best rival's (a sampled state)."""
    if state.over:
        scores = RULES.scores(state)
        best = max(scores)
        mine = scores[seat]
        return 100.0 + mine if mine == best else mine - best - 100.0
    values = []
    for pl in state.players:
        res = ZERO
        for c in pl.hand:
            res = add(res, BACK[c])
        for c in pl.mapped:
            res = add(res, FACE[c])
        points = sum(POINTS[n] for n in pl.combos)
        values.append(points + POTENTIAL_WEIGHT * potential(res, state.display))
    mine = values[seat]
    return mine - max(v for i, v in enumerate(values) if i != seat)


def rollout(state: State, limit: int) -> tuple[State, int]:
    """Play the normal policy for every seat until the round changes; returns the state and
    the steps used. Only used on states the bot sampled itself."""
    start = state.round
    steps = 0
    while not state.over and state.round == start and steps < limit:
        seats = RULES.to_act(state)
        if not seats:
            break
        seat = seats[0]
        legal = RULES.legal_actions(state, seat)
        action = normal_choice(RULES.view(state, seat), legal)
        state, _ = RULES.apply(state, seat, action)
        steps += 1
    return state, steps


def _candidates(view: View, legal: Sequence[Action]) -> list[Action]:
    scores = normal_scores(view, legal)
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
    cands = _candidates(view, legal)
    if len(cands) == 1:
        return cands[0]
    seat = view.seat if view.seat is not None else 0
    totals = [0.0] * len(cands)
    used = 0
    for _ in range(samples):
        sample_rng, rng = rng.split()
        world = RULES.determinize(view, sample_rng)
        for i, action in enumerate(cands):
            if not RULES.is_legal(world, seat, action):
                continue  # cannot happen for own choices; guards a sampling corner case
            state, _ = RULES.apply(world, seat, action)
            state, steps = rollout(state, ROLLOUT_CAP)
            used += steps + 1
            totals[i] += evaluate(state, seat)
        if used >= budget:
            break
    # The normal ranking (candidate order) breaks ties: max keeps the first best.
    best = max(range(len(cands)), key=lambda i: totals[i])
    return cands[best]


def hard_bot(budget: int | None = None, samples: int | None = None):
    """A hard bot `(view, legal, rng) -> BotMove` with the given search effort."""
    def bot(view: View, legal: Sequence[Action], rng: Rng) -> BotMove:
        legal = list(legal)
        if len(legal) == 1:
            return BotMove(legal[0])
        if view.tasks and view.tasks[0].kind in SEARCHED:
            return BotMove(search(view, legal, rng, budget, samples))
        return BotMove(normal_choice(view, legal))
    return bot
