"""The Cybersamurai (TS-20): Faction effect, Defense Matrix, Strike from Orbit and the uplink
hooks of combat and events. The strikes themselves are in `cyber_strikes.py`.

- Faction effect (TS-20.2, TS-5.1): with the Tenno Sub-AI uplink (U2) the seat performs one
  white-phase action (Movement 1, Combat 1, Production 1 or Events 1/1), even one it already
  took in the white phase: `tenno <a>` (a as in the `white` action: 0 M, 1 C, 2 P, 3 E) spends
  the F icon and adds that action's icon, value 1, to the open turn, to be used in this turn
  like the card's own. DECISION: without Tenno Sub-AI the effect does nothing, so F offers no
  action at all (a turn with nothing else to do flips at once, TS-4.5); an action is offered
  only when its code would then offer something (e.g. no Movement after a combat card in the
  phase, TS-4.9).
- Defense Matrix (TS-20.3, TS-7.25): the Defensive action riposte — the blue Kaneda, the blue
  Missile strike or Tetsuo in the combat zone, one of those ready; with none ready the riposte
  is not offered (TS-7.20).
- C3 Strike from Orbit (TS-20.12): the attack step `offensive_uplink` uses one ready offensive
  strike (red Kaneda, red Missile strike or Tetsuo), then the attacker MAY attempt the card's
  conquest: `conquest_try` or `conquest_skip`, asked once the strike has fully resolved (not
  asked when the conquest would be void, TS-7.8). DECISION (TS-7.20 by analogy: an effect that
  cannot be carried out is not offered): C3 cannot be declared where no offensive strike is
  ready, else it would be a counter-free conquest.
- U8 Targeting Array (`combat_base.DAMAGE_BONUSES["targeting_array"]`): +5 per Cybersamurai 2.2
  in the Cybersamurai's Annihilation attack (living combatants) and Counter-attack (combatants,
  destroyed ones included, as TS-7.23 counts them).
- U9 Satellite Scan: `extra_draws(st, seat)` — how many more cards each Events action of the
  seat draws; the events module reads it (plays are unchanged).
- U1 Shogun, U6 Drone Hub, U10 Bunker Network are production's (`production_items.py`), U7
  Neural Link movement's (`movement.allowance`).
"""

from __future__ import annotations

from dataclasses import replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import cards, data
from game.tsukuyumi.actions import WHITE_ACTIONS, Action
from game.tsukuyumi.combat import conquest_void
from game.tsukuyumi.combat_base import (
    ATTACK_STEPS,
    DAMAGE_BONUSES,
    DECLARE_CHECKS,
    DEFENSIVE_ACTIONS,
    DamageBonus,
    DefensiveAction,
    StepHandler,
    add_bonus,
    alive,
    card_of,
    combatants,
    current,
    update,
)
from game.tsukuyumi.engine import (
    CODES,
    CodeHandler,
    PromptHandler,
    consume,
    pop,
    push,
    register_prompt,
)
from game.tsukuyumi.events import EXTRA_DRAWS
from game.tsukuyumi.factions import cyber_strikes as strikes
from game.tsukuyumi.factions import register_effect
from game.tsukuyumi.state import Coord, Prompt, State

CYBER = "cyber"
CONQUEST_CHOICE = "cyber_conquest"
"""Prompt kind: C3's optional conquest."""
KINDS = {"tenno": 1, "conquest_try": 0, "conquest_skip": 0}
"""Action kinds and arities (mirrored in `actions.ARITY`)."""


def uplinks_with(st: State, seat: int, effect: str) -> tuple[data.Uplink, ...]:
    """The seat's installed uplinks with an effect (`data.UPLINK_EFFECTS`)."""
    have = st.seats[seat].uplinks
    return tuple(u for u in data.UPLINKS.values() if u.effect == effect and u.key in have)


# --- Faction effect: Tenno Sub-AI (TS-20.2, TS-5.1) ----------------------------------------------

def _with_icon(st: State, code: str) -> State:
    """The open turn with its F icon spent and a white-phase icon `code` 1 added."""
    st = consume(st, "F")
    assert st.turn is not None
    return replace(st, turn=replace(st.turn, left=st.turn.left + ((code, 1),)))


def _tenno_legal(st: State, seat: int, value: int) -> list[Action]:
    turn = st.turn
    if (turn is None or turn.seat != seat or st.pending
            or not uplinks_with(st, seat, "faction_effect_white_action")):
        return []
    out = []
    for i, code in enumerate(WHITE_ACTIONS):
        handler = CODES.get(code)
        if handler is not None and handler.legal(_with_icon(st, code), seat, 1):
            out.append(Action("tenno", (i,)))
    return out


def _tenno_apply(st: State, seat: int, action: Action, events: list[Event]) -> State:
    if action not in _tenno_legal(st, seat, 1):
        raise IllegalAction("The Tenno Sub-AI cannot give that action now.",
                            "ts.illegal.tenno")
    code = WHITE_ACTIONS[action.args[0]]
    events.append(Event("ts.cyber.tenno", {"seat": seat, "action": code}))
    return _with_icon(st, code)


# --- Defense Matrix (TS-20.3, TS-7.25) -----------------------------------------------------------

def _matrix_can(st: State, defender: int) -> bool:
    return bool(strikes.options(st, defender, current(st).at, offensive=False))


def _matrix_apply(st: State, defender: int, events: list[Event]) -> State:
    return strikes.offer(st, defender, current(st).at, False, events)


# --- C3 Strike from Orbit (TS-20.12) -------------------------------------------------------------

OFFENSIVE_STEP = "offensive_uplink"


def _declare_check(st: State, attacker: int, at: Coord,
                   card: cards.CombatCard) -> IllegalAction | None:
    """C3 needs an offensive strike ready in that zone (DECISION, see the module docstring)."""
    if OFFENSIVE_STEP not in card.steps or attacker < 0:
        return None
    if strikes.options(st, attacker, at, offensive=True):
        return None
    return IllegalAction("Strike from Orbit needs a ready offensive uplink: the red Kaneda, "
                         "the red Missile strike or Tetsuo.", "ts.illegal.no_offensive_uplink")


def _offensive_step(st: State, arg: str, events: list[Event]) -> State:
    """Ask about the conquest first (it waits below), then use the strike."""
    c = current(st)
    if c.attacker < 0:
        return st
    steps = card_of(c).steps
    if (c.step < len(steps) and steps[c.step] in cards.CONQUEST_STEPS
            and not conquest_void(st, c.at, c.attacker)):
        st = push(st, Prompt(c.active, CONQUEST_CHOICE, ()))
    return strikes.offer(st, c.attacker, c.at, True, events)


def _choice_legal(st: State, p: Prompt) -> list[Action]:
    return [Action("conquest_try"), Action("conquest_skip")]


def _choice_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _choice_legal(st, p):
        raise IllegalAction("Choose whether to attempt the conquest.", "ts.illegal.not_legal",
                            action=str(action))
    st = pop(st)
    c = current(st)
    if action.kind == "conquest_skip":  # the conquest step is the next one: pass over it
        events.append(Event("ts.cyber.no_conquest", {"seat": p.seat, "q": c.at[0],
                                                     "r": c.at[1]}))
        return update(st, step=c.step + 1)
    return st


# --- U8 Targeting Array (TS-20.6) ----------------------------------------------------------------

def targeting_bonus(st: State, dealer: int, purpose: str) -> int:
    """+value per target unit (Cybersamurai 2.2): living combatants in an attack, every
    combatant in a counter-attack."""
    if dealer < 0 or st.seats[dealer].faction != CYBER:
        return 0
    units = alive(st, dealer) if purpose == "attack" else combatants(st, dealer)
    return sum(u.value for u in uplinks_with(st, dealer, "damage_bonus")
               for unit in units if unit.kind in u.targets)


def _targeting_prepare(st: State, dealer: int, purpose: str, events: list[Event]) -> State:
    amount = targeting_bonus(st, dealer, purpose)
    events.append(Event("ts.cyber.targeting", {"seat": dealer, "amount": amount}))
    return add_bonus(st, amount)


# --- U9 Satellite Scan (TS-20.6), for the events module ------------------------------------------

def extra_draws(st: State, seat: int) -> int:
    """How many more cards each Events action of the seat draws (U9; plays unchanged)."""
    return sum(u.value for u in uplinks_with(st, seat, "extra_event_draw"))


register_effect(CYBER, CodeHandler(_tenno_legal, _tenno_apply, ("tenno",)))
DEFENSIVE_ACTIONS[CYBER] = DefensiveAction(_matrix_can, _matrix_apply)
ATTACK_STEPS[OFFENSIVE_STEP] = StepHandler(_offensive_step)
DECLARE_CHECKS.append(_declare_check)
EXTRA_DRAWS.append(extra_draws)  # U9 Satellite Scan: one more draw per Events action
DAMAGE_BONUSES["targeting_array"] = DamageBonus(
    lambda st, dealer, purpose: targeting_bonus(st, dealer, purpose) > 0, _targeting_prepare)
register_prompt(CONQUEST_CHOICE, PromptHandler(_choice_legal, _choice_apply))
