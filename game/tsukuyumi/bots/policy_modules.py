"""The bots' choices for the Stage 2 modules (TS-M1…), from their seat's view only (TS-40.9).

`PROMPTS` maps a module's prompt kind to its policy (`levels._prompt` asks it first);
`value.VALUE_TERMS` gets the modules' terms of the position value. Each module's part:

- M1 (TS-M1.2): easy keeps its goal or takes the alternative at random; normal and hard take
  the objective bots reach more often (`CHANCE`, measured per player count: only the Nomads'
  Conquest beats its goal). While an alternative objective is
  pursued, the value counts the progress towards it (`m1_objectives.progress`, squared, so the
  last steps weigh most), which makes the per-family policies build towards it: Boarriors and
  Boarmaidens for Sacred Ritual, kills for Flesh for the Swarm, zones for Conquest.
- M5 (TS-M5.2): the mascot stays on the start zone at deployment (`policy_setup.allocation`:
  a start zone is never conquered), and a live mascot is worth its VP in the value, so the
  look-ahead keeps it out of harm's way.
- M7 (TS-M7.4): each card held is worth its VP in the value; an Oni conquest plan that would
  take a free card (Heart's Fall, Border Raid) rates higher in the quick rating, so normal
  and hard play it out and keep it when it pays; inside their own Oni action they step an Oni
  into their start zone while Homecoming is free (`policy_oni.PREFER`). Easy does none of it.
- M6 (TS-M6.4): `policy_m6` (the Oni power card in play in the Oni choices).
"""

from __future__ import annotations

from collections.abc import Callable

from game.tsukuyumi import data, goals, modules
from game.tsukuyumi.actions import Action
from game.tsukuyumi.bots import (
    policy_m6,  # noqa: F401  (registers its Oni hooks)
    policy_oni,
    policy_setup,
    value,
)
from game.tsukuyumi.bots.policy import Ctx
from game.tsukuyumi.modules import m1_objectives as m1
from game.tsukuyumi.modules import m2_advantages as m2
from game.tsukuyumi.modules import m5_mascots as m5
from game.tsukuyumi.modules import m7_oni_missions as m7
from game.tsukuyumi.scoring import other_sources
from game.tsukuyumi.state import Coord, Prompt, State

PROMPTS: dict[str, Callable[[Ctx, Prompt], Action]] = {}
"""Module prompt kind -> the bots' answer."""

# --- M1: alternative objectives -----------------------------------------------------------------

CHANCE: dict[str, tuple[float, float]] = {
    "gps_mapping": (0.33, 0.33),
    "space_for_the_swarm": (0.0, 0.0),
    "regain_former_strength": (0.0, 0.1),
    "territorial_expansion": (0.0, 0.14),
    "target_acquisition": (0.0, 0.0),
    "flesh_for_the_swarm": (0.0, 0.0),
    "conquest": (0.8, 0.6),
    "sacred_ritual": (0.0, 0.0),
}
"""How often bots reach an objective they pursue, at 3 and at 4 players: measured in 48
bots-only games with M1 on (normal and easy bots, seeds 90000-90023 twice: once every seat
taking its alternative, once every seat keeping its goal; November 2026): GPS Mapping 6/18,
Conquest 12/18, Regain Former Strength 1/20, Territorial Expansion 1/14, Space for the Swarm
0/30, Flesh for the Swarm 0/18, Target Acquisition 0/26, Sacred Ritual 0/20. A tie keeps the
faction goal."""
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


# --- M2: starting advantages --------------------------------------------------------------------

def advantage(ctx: Ctx, top: Prompt) -> Action:
    """A look at the bot's card (TS-M2.2, TS-M2.4): an inapplicable card is redrawn; a card
    usable now is used — by easy one time in two, by normal and hard always, except
    Acceleration when the bot already sets up first."""
    keep, use, redraw = (Action(m2.ADVANTAGE, (k,)) for k in (m2.KEEP, m2.USE, m2.REDRAW))
    if redraw in ctx.legal:
        return redraw
    if use not in ctx.legal:
        return keep
    if not ctx.normal:
        return ctx.r.choice([use, keep])
    card = m2.CARDS.get(ctx.view.seats[ctx.me].advantage)
    if card is not None and card.effect == "go_first" and ctx.view.initiative \
            and ctx.view.initiative[0] == ctx.me:
        return keep
    return use


def setup_advantage(ctx: Ctx) -> Action | None:
    """While deploying (TS-M2.4): normal and hard use their card at once (a Production, an
    extra territory, VP or events are worth more than nothing); easy one time in three per
    decision. None: go on deploying."""
    use = Action(m2.ADVANTAGE, (m2.USE,))
    if use not in ctx.legal:
        return None
    if ctx.normal or ctx.r.randint(0, 2) == 0:
        return use
    return None


PROMPTS[m2.ADVANTAGE] = advantage
policy_setup.EXTRA[m2.ADVANTAGE] = setup_advantage

# --- M5: mascots --------------------------------------------------------------------------------

MASCOT = 1.0
"""Weight of a live mascot's VP in the value (counted at the end, TS-M5.2)."""


def m5_term(st: State, seat: int) -> float:
    """A live mascot's VP, when they score in this game (not at two players, TS-13.8)."""
    if not modules.is_on(st, m5.KEY) or not other_sources(st):
        return 0.0
    return MASCOT * m5.vp(st, seat)


value.VALUE_TERMS.append(m5_term)


# --- M7: Oni missions ---------------------------------------------------------------------------

MISSION = 1.0
"""Weight of an Oni mission card held (1 VP at the end, TS-M7.3)."""
PLAN = 3.0
"""Quick-rating bonus of an Oni conquest plan that would take a free card (TS-M7.4)."""


def m7_term(st: State, seat: int) -> float:
    """The Oni mission cards the seat holds."""
    if not m7.in_play(st):
        return 0.0
    return MISSION * m7.vp(st, seat)


def m7_quick(st: State, me: int, origin: Coord, target: Coord) -> float:
    """Heart's Fall or Border Raid still free and this conquest's target would take it."""
    if not m7.in_play(st):
        return 0.0
    free = m7.free(st)
    bonus = 0.0
    if "hearts_fall" in free and target == m7.MOON_CENTRE:
        bonus += PLAN
    if "border_raid" in free and m7.borders_start(st, target, me):
        bonus += PLAN
    return bonus


def m7_prefer(ctx: Ctx) -> Action | None:
    """Homecoming still free: an Oni of the bot's Oni action steps into its own start zone."""
    st, me = ctx.st, ctx.me
    if not m7.in_play(st) or "homecoming" not in m7.free(st) or not m7.acting(st, me):
        return None
    home = st.seats[me].start
    return next((a for a in ctx.of("oni_move", "oni_shift")
                 if (a.args[1], a.args[2]) == home), None)


value.VALUE_TERMS.append(m7_term)
policy_oni.QUICK.append(m7_quick)
policy_oni.PREFER.append(m7_prefer)

__all__ = ["CHANCE", "PROMPTS", "advantage", "chance", "m1_term", "m5_term", "m7_prefer",
           "m7_quick", "m7_term", "objective", "setup_advantage"]
