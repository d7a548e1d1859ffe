"""The bots' choices for the Stage 2 modules (TS-M1…), from their seat's view only (TS-40.9).

`PROMPTS` maps a module's prompt kind to its policy (`levels._prompt` asks it first);
`value.VALUE_TERMS` gets the modules' terms of the position value. Each module's part:

- M1 (TS-M1.2): easy keeps its goal or takes the alternative at random; normal and hard take
  the objective more often reached (`CHANCE`, per player count: a first guess from the
  conditions, to check against the stage runs' counts). While an alternative objective is
  pursued, the value counts the progress towards it (`m1_objectives.progress`, squared, so the
  last steps weigh most), which makes the per-family policies build towards it: Boarriors and
  Boarmaidens for Sacred Ritual, kills for Flesh for the Swarm, zones for Conquest.
"""

from __future__ import annotations

from collections.abc import Callable

from game.tsukuyumi import data, goals
from game.tsukuyumi.actions import Action
from game.tsukuyumi.bots import value
from game.tsukuyumi.bots.policy import Ctx
from game.tsukuyumi.modules import m1_objectives as m1
from game.tsukuyumi.state import Prompt, State

PROMPTS: dict[str, Callable[[Ctx, Prompt], Action]] = {}
"""Module prompt kind -> the bots' answer."""

# --- M1: alternative objectives -----------------------------------------------------------------

CHANCE: dict[str, tuple[float, float]] = {
    "gps_mapping": (0.45, 0.40),
    "space_for_the_swarm": (0.25, 0.25),
    "regain_former_strength": (0.15, 0.20),
    "territorial_expansion": (0.30, 0.25),
    # alternatives (TS-M1.5): with 3 players every Mission card in play must be scored
    "target_acquisition": (0.10, 0.30),
    "flesh_for_the_swarm": (0.35, 0.35),
    "conquest": (0.50, 0.45),
    "sacred_ritual": (0.35, 0.35),
}
"""How often an objective is reached, at 3 and at 4 players (a guess to be measured)."""
PROGRESS = 0.5
"""Weight of the progress towards an alternative objective, per VP it scores."""


def chance(key: str, n: int) -> float:
    """The guessed chance of reaching an objective at `n` players."""
    three, four = CHANCE.get(key, (0.3, 0.3))
    return three if n <= 3 else four


def objective(ctx: Ctx, top: Prompt) -> Action:
    """Keep the faction goal or take the alternative (TS-M1.2)."""
    if not ctx.normal:
        return ctx.r.choice(list(ctx.legal))
    faction = ctx.view.seats[ctx.me].faction
    own = chance(data.goal_of(faction).key, ctx.view.n)
    alt = chance(m1.ALTERNATIVE_OF[faction].key, ctx.view.n)
    return Action(m1.OBJECTIVE, (m1.ALTERNATIVE if alt > own else m1.KEEP,))


def m1_term(st: State, seat: int) -> float:
    """Progress towards the alternative objective pursued and not yet scored."""
    me = st.seats[seat]
    if not me.objective or me.goal:
        return 0.0
    obj = goals.ALTERNATIVES[me.objective]
    p = m1.progress(st, seat, obj)
    return PROGRESS * obj.vp * p * p


PROMPTS[m1.OBJECTIVE] = objective
value.VALUE_TERMS.append(m1_term)

__all__ = ["CHANCE", "PROMPTS", "chance", "m1_term", "objective"]
