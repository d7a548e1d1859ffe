"""Tsukuyumi bot levels: random, easy, normal, hard (TS-40.9, TS-42.10, TS-42.11).

A bot is `bot(view, legal, rng) -> BotMove`: it receives only its seat's `View` (never the
state) and the generator the match hands it for this decision (`game.core.botseed`), which is
its only source of randomness. When it needs a full state to look ahead it draws one from the
view with that generator (`rules.determinize`, TS-42.11): the public position is exact, the
hidden cards are sampled.

- random: any legal action, finishing a step one time in three (a bench baseline).
- easy, a sensible beginner: drafts cards with Production and Combat, takes legal moves with
  simple preferences and some randomness, always finishes its steps, conquers when the
  conquest helper says it succeeds (TS-42.8), assigns damage by best defence (TS-42.5), never
  spends a mandatory Oni action on itself when another choice exists.
- normal: one-ply greedy — each candidate is played out on the drawn state (`sim`: the action,
  then the prompts it opens answered by the default policy) and rated by the relative
  position value (`value.py`), with the per-family policies of TS-42.10 (`policy*.py`: the
  draft value per card, movement plans, combats only when the forecast pays, the Oni against
  the leader, ripostes, best defence).
- hard: normal, plus determinized search where the game is decided (TS-42.11, `search.py`):
  in its white and red turns, its Movement plan (`moves.variants`: the greedy plan, plans
  concentrating on the best targets, a spread for Infestation, staying put) and each combat
  (the three best by their one-ply outcome, or not fighting) are carried out in states drawn
  from its view and the rest of the phase is played out by the easy policy for every seat;
  the best average relative value wins. In the last round the rollouts run to the end of
  the game, on more samples, and rate the outcome: a win and the final VP lead. It also
  takes the free faction that fared best in bots-only games (`policy_setup.FACTION_ORDER`).
  Measured numbers: see `search.py`.

Every decision is checked against the legal list; an answer outside it (a bug) falls back to a
legal action and is counted in `STATS`, which the tests read.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from game.core.rng import MutableRng, Rng
from game.core.rules import BotMove
from game.tsukuyumi.actions import Action
from game.tsukuyumi.bots import (
    draft,
    policy,
    policy_legend,
    policy_modules,
    policy_oni,
    policy_setup,
    policy_turn,
)
from game.tsukuyumi.bots.policy import Ctx
from game.tsukuyumi.round import last_round
from game.tsukuyumi.state import COLOURS, SETUP_PHASES, Prompt
from game.tsukuyumi.view import View

LEVELS = ("easy", "normal", "hard")
"""The levels offered to players (a "random" bot exists for benches)."""
STATS: Counter[str] = Counter()
"""Decisions that fell back to a legal action after a policy error or an illegal answer."""
STRICT = False
"""Tests set it: a policy error then raises instead of falling back."""
_FINISHERS = ("end", "ready")


def random_bot(view: View, legal: Sequence[Action], rng: Rng) -> BotMove:
    """A legal move at random, finishing a step one time in three when it can."""
    finish = [a for a in legal if a.kind in _FINISHERS]
    others = [a for a in legal if a.kind not in _FINISHERS]
    if finish and (not others or rng.randint(0, 2)[0] == 0):
        return BotMove(finish[0])
    return BotMove(rng.choice(others)[0])


def _prompt(ctx: Ctx, top: Prompt) -> Action:
    """A decision inside a step, by the kind of its prompt."""
    kind = top.kind
    if kind in policy_modules.PROMPTS:  # the Stage 2 modules' decisions (TS-M1…)
        return policy_modules.PROMPTS[kind](ctx, top)
    if kind == "damage":
        return policy.assign(ctx, top)
    if kind == "split":
        return policy.split(ctx, top)
    if kind == "attack_amount":  # TS-7.4: the bots deal the whole attack
        return Action("deal", (int(top.data[0]),))
    if kind == "riposte":
        return policy.riposte(ctx, top)
    if kind == "ammo":
        return policy.ammo(ctx)
    if kind == "plan":
        return policy_turn.plan_step(ctx, top)
    if kind == "production":
        budget, free_units, free_weapons = (int(x) for x in top.data[:3])
        return policy.produce(ctx, budget, free_units, free_weapons) or Action("done")
    if kind in ("oni_placement", "reinforce"):
        return policy_oni.place(ctx)
    if kind == "oni_conquest":
        return policy_oni.conquest(ctx, (int(top.data[0]), int(top.data[1])))
    if kind == "oni_start":
        return policy_oni.conquest(ctx)
    if kind == "oni_shift":
        return policy_oni.shift(ctx)
    if kind == "events":
        return policy.events(ctx) or Action("events_done")
    if kind == "terraform":
        return policy.terraform(ctx) or policy.generic(ctx)
    if kind == "legend_shadows":
        return policy_legend.shadow(ctx)
    if kind == "gamble_lose":
        return policy_legend.gamble_lose(ctx)
    if kind == "gamble_mark":
        return policy_legend.gamble_mark(ctx)
    return policy.generic(ctx)


def decide(view: View, legal: Sequence[Action], rng: Rng, level: str) -> Action:
    """One decision of a level (see the module docstring)."""
    legal = tuple(legal)
    if len(legal) == 1:
        return legal[0]
    return decide_ctx(Ctx(view, legal, MutableRng(rng), level))


def decide_ctx(ctx: Ctx) -> Action:
    """One decision of a level, its context made (the search's rollouts make it on their
    own sample)."""
    view, legal, level = ctx.view, ctx.legal, ctx.level
    if view.pending:
        return _prompt(ctx, view.pending[-1])
    if view.phase == "draft":
        me = view.seats[ctx.me]
        st = ctx.st
        return draft.choose_pick([a for a in legal if a.kind == "pick"], me.faction,
                                 view.round, last_round(st), me.uplinks, ctx.r, level)
    if view.phase in SETUP_PHASES or view.phase == "tile":
        return policy_setup.setup(ctx)
    if view.phase in COLOURS:
        return policy_turn.turn(ctx)
    return policy.generic(ctx)


def _level(level: str) -> Callable[[View, Sequence[Action], Rng], BotMove]:
    def bot(view: View, legal: Sequence[Action], rng: Rng) -> BotMove:
        try:
            action = decide(view, legal, rng, level)
        except Exception:  # a policy bug must not stop a match: play on, but count it
            STATS["error"] += 1
            if STRICT:
                raise
            return random_bot(view, legal, rng)
        if action not in legal:
            STATS["illegal"] += 1
            return random_bot(view, legal, rng)
        return BotMove(action)

    bot.__name__ = f"tsukuyumi_{level}"
    return bot


def make_bot(level: str) -> Any:
    """A bot `(view, legal_actions, rng) -> BotMove` for "easy", "normal", "hard" (and
    "random", a bench baseline)."""
    if level == "random":
        return random_bot
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}")
    return _level(level)


__all__ = ["LEVELS", "STATS", "Ctx", "decide", "decide_ctx", "make_bot", "random_bot"]
