"""Look-ahead for the Tsukuyumi bots: a state drawn from the view, an action applied, and the
decisions it opens answered by a quick default policy (TS-42.11's rollout policy, one ply).

A bot never sees the real state (TS-40.9): `draw_state` samples the hidden cards of a view
with the bot's own generator (`rules.determinize`, TS-42.11). `after` applies one of the bot's
candidate actions to that state and `resolve` answers the prompts that follow — damage
assignments by best defence (TS-42.5), splits by the attacker's split (TS-42.7), ripostes by a
Counter-attack when one is allowed, Weapons fired, plans carried out, baskets and Events
actions closed — until no prompt is left, so the value of the result shows what a combat, a
riposte or an Oni conquest is likely to bring.
"""

from __future__ import annotations

from game.core.rng import MutableRng, Rng
from game.core.rules import IllegalAction
from game.tsukuyumi.actions import Action
from game.tsukuyumi.damage import proposed_pick, proposed_share
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import ONI, OVER, Prompt, State
from game.tsukuyumi.view import View, determinize

RESOLVE_LIMIT = 80
"""At most this many default answers after one candidate action."""
FINISHERS = ("noriposte", "arm_done", "hitrun_done", "terra_done", "free_done", "oni_done",
             "reinforce_done", "effect_done", "events_done", "done", "go", "cancel")
"""Answers that close a step, in order of preference, for the default policy."""


def draw_state(view: View, r: MutableRng) -> State:
    """A full state consistent with the view, its hidden cards sampled (TS-42.11)."""
    seed = r.randint(0, 2**62)
    return determinize(view, Rng.from_seed(seed))


def apply(st: State, seat: int, action: Action) -> State | None:
    """`st` after `seat` plays `action`, or None when it is not legal there."""
    try:
        return RULES.apply(st, seat, action)[0]
    except IllegalAction:
        return None


def to_act(st: State) -> int | None:
    """The seat deciding now (the top prompt's, or the turn's), None when nobody is."""
    seats = RULES.to_act(st)
    return seats[0] if seats else None


def quick_answer(st: State, top: Prompt, legal: tuple[Action, ...]) -> Action:
    """The default policy for a prompt (see the module docstring)."""
    kinds = {a.kind for a in legal}
    if top.kind == "damage":
        pick = Action("assign", (proposed_pick(st, top),))
        return pick if pick in legal else legal[0]
    if top.kind == "split":
        share = Action("split", (proposed_share(st, top),))
        return share if share in legal else legal[-1]
    if top.kind == "riposte":
        counter = Action("riposte", (0,))
        if counter in legal:
            return counter
        if top.data and top.data[0] == ONI:
            return legal[0]
        return Action("noriposte") if "noriposte" in kinds else legal[0]
    if "arm" in kinds:  # fire Weapons (TS-22.8)
        return next(a for a in legal if a.kind == "arm")
    if "conquest_try" in kinds:
        return Action("conquest_try")
    if "oni_target" in kinds:
        return next(a for a in legal if a.kind == "oni_target")
    for kind in FINISHERS:
        if kind in kinds:
            return Action(kind)
    return legal[0]


def resolve(st: State, limit: int = RESOLVE_LIMIT) -> State:
    """Answer the pending prompts with the default policy until none is left."""
    for _ in range(limit):
        if not st.pending or st.phase == OVER:
            return st
        top = st.pending[-1]
        legal = RULES.legal_actions(st, top.seat)
        if not legal:
            return st
        nxt = apply(st, top.seat, quick_answer(st, top, legal))
        if nxt is None:
            return st
        st = nxt
    return st


def after(st: State, seat: int, action: Action) -> State | None:
    """`st` after `action` and the decisions it opens (None: not legal)."""
    nxt = apply(st, seat, action)
    return None if nxt is None else resolve(nxt)


def pending_only(st: State, seat: int, action: Action) -> State | None:
    """`st` after `action`, answering only the prompts of other seats and the seat's own
    damage and splits (its own open step — a basket, a plan — is left open)."""
    nxt = apply(st, seat, action)
    if nxt is None:
        return None
    for _ in range(RESOLVE_LIMIT):
        if not nxt.pending or nxt.phase == OVER:
            break
        top = nxt.pending[-1]
        if top.seat == seat and top.kind not in ("damage", "split", "riposte"):
            break
        legal = RULES.legal_actions(nxt, top.seat)
        if not legal:
            break
        step = apply(nxt, top.seat, quick_answer(nxt, top, legal))
        if step is None:
            break
        nxt = step
    return nxt
