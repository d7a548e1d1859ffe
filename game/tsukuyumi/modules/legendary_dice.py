"""The Joueuse's die and the Marchand's reward (TS-M8.21, TS-M8.23, TS-7.31).

The end of a combat runs in the order of TS-7.31: destroyed units removed, "when destroyed"
effects (the Marchand, `damage.ON_DESTROYED`), the Joueuse's roll (`combat_base.COMBAT_END`),
then the checks (TS-10.5).

- Joueuse (TS-M8.21): when she took part in the combat (one of its combatants), destroyed in
  it or not (TS-7.31 rolls "if she took part", after the removal; a destroyed Joueuse is noted
  in the combat's tallies as she falls, as the Marchand is), the active player rolls a die
  with the game's generator (TS-42.12) and: 1 loses half their units in the zone, rounded
  down, of their choice (`gamble_lose <uid>` one at a time; removed, destroyed by
  nobody, DECISION); 2 loses one of them; 3 the seat before them (TS-3.3) may draw and play one
  event (an Events 1 action); 4 places a Tsukuyumi marker on any zone without the
  characteristic, not a start zone (`gamble_mark <q> <r>`, while the supply lasts, TS-1.4);
  5 the two largest Oni of the reserve go to the zone; 6 may produce for 2 PP.
- Marchand (TS-M8.23): the player who destroys him may produce for 1 PP at once. DECISION on
  who destroyed him: in a combat, the attacker when its attack (or a step after the ripostes)
  did it, the defender whose riposte it was during the ripostes; outside a combat, the seat
  whose turn is open (an event, a Missile strike). The Oni destroy nobody's Marchand (TS-8.3).
"""

from __future__ import annotations

from dataclasses import replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import data
from game.tsukuyumi.actions import ARITY, Action
from game.tsukuyumi.combat_base import COMBAT_END, tally, with_tally
from game.tsukuyumi.damage import DESTROYING, ON_DESTROYED
from game.tsukuyumi.engine import PromptHandler, pop, push, register_prompt
from game.tsukuyumi.event_effects import add_trait, supply_left
from game.tsukuyumi.events import begin_events
from game.tsukuyumi.modules.legendary import figures_of, in_play
from game.tsukuyumi.oni_placement import place_oni
from game.tsukuyumi.production import start_production
from game.tsukuyumi.state import NOBODY, ONI, Coord, Prompt, State, Unit
from game.tsukuyumi.zones import has

LOSE, MARK = "gamble_lose", "gamble_mark"
ARITY.update({LOSE: 1, MARK: 2})
MERCHANT_BY = "merchant_by"
"""The combat tally of the seat that destroyed the Marchand, plus one (0: unset)."""
GAMBLER_FELL = "gambler_fell"
"""The combat tally set to 1 when the Joueuse is destroyed in it (she took part, TS-7.31)."""
PP_SIX, PP_MERCHANT = 2, 1  # TS-M8.21 result 6, TS-M8.23


# --- the Joueuse's die (TS-M8.21) --------------------------------------------------------------

def _roll(st: State, events: list[Event]) -> State:
    c = st.combat
    if c is None:
        return st
    gambler = figures_of(st, "gambler") if in_play(st) == "gambler" else ()
    took_part = bool(gambler) and gambler[0].uid in c.combatants
    if not took_part and not tally(st, GAMBLER_FELL):
        return st
    roll, rng = st.rng.randint(1, 6)
    st = replace(st, rng=rng)
    seat = c.active
    events.append(Event("ts.leg.gambler_roll", {"seat": seat, "roll": roll}, barrier=True))
    return result(st, seat, roll, c.at, events)


def result(st: State, seat: int, roll: int, at: Coord, events: list[Event]) -> State:
    """Apply one result of the Joueuse's die for the active `seat` in zone `at`."""
    mine = [u for u in st.units if u.owner == seat and u.at == at]
    if roll in (1, 2):
        count = len(mine) // 2 if roll == 1 else min(1, len(mine))
        return _lose(st, seat, count, at, events)
    if roll == 3:
        previous = (seat - 1) % st.n  # TS-3.3: the player to the right
        events.append(Event("ts.leg.gambler_events", {"seat": previous}))
        return begin_events(st, previous, 1, events)
    if roll == 4:
        return push(st, Prompt(seat, MARK, ())) if mark_zones(st) else st
    if roll == 5:
        for key in sorted(st.oni_reserve, key=_size, reverse=True)[:2]:  # the two largest
            st = place_oni(st, seat, key, at, events)
        return st
    return start_production(st, seat, PP_SIX, events)


def _size(key: str) -> int:
    return data.SIZES.index(data.UNIT_BY_KEY[key].size)


def _lose(st: State, seat: int, count: int, at: Coord, events: list[Event]) -> State:
    if count <= 0:
        return st
    return _lose_go_on(st, Prompt(seat, LOSE, (count, at[0], at[1])), events, on_stack=False)


def _lose_legal(st: State, p: Prompt) -> list[Action]:
    _, q, r = p.data
    return [Action(LOSE, (u.uid,)) for u in st.units if u.owner == p.seat and u.at == (q, r)]


def _remove(st: State, seat: int, uid: int, events: list[Event]) -> State:
    unit = next(u for u in st.units if u.uid == uid)
    events.append(Event("ts.leg.gambler_lost", {"seat": seat, "unit": uid,
                                                "unit_kind": unit.kind}))
    return replace(st, units=tuple(u for u in st.units if u.uid != uid))


def _lose_go_on(st: State, p: Prompt, events: list[Event], on_stack: bool) -> State:
    """Remove units while the choice is forced; ask when it is not."""
    count, q, r = p.data
    while count > 0:
        units = [u for u in st.units if u.owner == p.seat and u.at == (q, r)]
        if not units:
            break
        if len({u.kind for u in units}) > 1 and count < len(units):
            p = replace(p, data=(count, q, r))
            return replace(st, pending=st.pending[:-1] + (p,)) if on_stack else push(st, p)
        st = _remove(st, p.seat, units[0].uid, events)
        count -= 1
    return pop(st) if on_stack else st


def _lose_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _lose_legal(st, p):
        raise IllegalAction("Choose one of your units in that zone.", "ts.illegal.gamble_lose")
    st = _remove(st, p.seat, action.args[0], events)
    count, q, r = p.data
    return _lose_go_on(st, replace(p, data=(count - 1, q, r)), events, on_stack=True)


def mark_zones(st: State) -> tuple[Coord, ...]:
    """Where result 4 may put a Tsukuyumi marker: a zone without the characteristic, not a
    start zone (TS-9.4), while a marker is left or a Cancel can be lifted (TS-1.4, TS-9.8)."""
    out = []
    for z in st.board.zones:
        if z.kind == "start" or has(st, z.pos, "tsukuyumi"):
            continue
        lifted = any(m.at == z.pos and "tsukuyumi" in m.cancelled for m in st.marks)
        if lifted or supply_left(st, "tsukuyumi") > 0:
            out.append(z.pos)
    return tuple(out)


def _mark_legal(st: State, p: Prompt) -> list[Action]:
    return [Action(MARK, at) for at in mark_zones(st)]


def _mark_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _mark_legal(st, p):
        raise IllegalAction("A Tsukuyumi marker cannot go there.", "ts.illegal.gamble_mark")
    at = (action.args[0], action.args[1])
    events.append(Event("ts.leg.gambler_mark", {"seat": p.seat, "q": at[0], "r": at[1]}))
    return add_trait(pop(st), at, "tsukuyumi")


# --- the Marchand (TS-M8.23) -------------------------------------------------------------------

def _destroyer(st: State, unit: Unit) -> int:
    """Who destroys the Marchand now (see the module docstring); damage saying who deals it
    (Mines, an event's) first (`damage.current_dealer`)."""
    from game.tsukuyumi.damage import current_dealer

    dealer = current_dealer()
    if dealer is not None:
        return dealer
    c = st.combat
    if c is not None and unit.uid in c.combatants:
        if c.stage == "ripostes" and c.riposted:
            return c.riposted[-1]
        return c.attacker
    return st.turn.seat if st.turn is not None else NOBODY


def _note(st: State, unit: Unit, events: list[Event]) -> State:
    if st.combat is None or unit.uid not in st.combat.combatants:
        return st
    if unit.kind == "gambler":  # she took part: her roll still comes (TS-7.31)
        return with_tally(st, GAMBLER_FELL, 1)
    if unit.kind != "merchant":
        return st
    return with_tally(st, MERCHANT_BY, _destroyer(st, unit) + 1)


def _reward(st: State, leaving: tuple[Unit, ...], events: list[Event]) -> State:
    merchant = next((u for u in leaving if u.kind == "merchant"), None)
    if merchant is None:
        return st
    by = _destroyer(st, merchant)
    if st.combat is not None and merchant.uid in st.combat.combatants:
        by = tally(st, MERCHANT_BY) - 1
    if by < 0 or by == ONI:
        return st
    events.append(Event("ts.leg.merchant", {"seat": by}))
    return start_production(st, by, PP_MERCHANT, events)


COMBAT_END.append(_roll)
DESTROYING.append(_note)
ON_DESTROYED.append(_reward)
register_prompt(LOSE, PromptHandler(_lose_legal, _lose_apply))
register_prompt(MARK, PromptHandler(_mark_legal, _mark_apply))

__all__ = ["LOSE", "MARK", "mark_zones", "result"]
