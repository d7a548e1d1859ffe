"""Hand-made positions for the Tsukuyumi bot tests, on `ts_builders`' plain board."""

from __future__ import annotations

from game.core import botseed
from game.tsukuyumi.actions import Action
from game.tsukuyumi.bots import make_bot
from game.tsukuyumi.damage import request_damage
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import ONI, Coord, State
from game.tsukuyumi.view import View
from tests.tsukuyumi.ts_builders import FERTILE, TSUKU, area, board, give, state


def ask(st: State, level: str, seed: int = 0) -> Action:
    """The decision of a `level` bot for the seat to act, from its view only."""
    seat = RULES.to_act(st)[0]
    legal = RULES.legal_actions(st, seat)
    return make_bot(level)(RULES.view(st, seat), legal, botseed.bot_rng(b"t", seat, seed)).action


def damage_state(amount: int) -> tuple[State, dict[str, int]]:
    """The Boarlords (seat 2) must assign `amount` damage among a Squeaker (cost 1, health
    10), a Boarmaiden (2, 15) and a Boarguard (3, 20) outside a combat."""
    st = state([("squeaker", 2, (0, 0)), ("boarmaiden", 2, (0, 0)), ("boarguard", 2, (0, 0)),
                ("cs_2_1", 0, (1, 0))], ("cyber", "nomads", "boarlords"))
    uids = {u.kind: u.uid for u in st.units}
    st = request_damage(st, 2, amount, [u.uid for u in st.units if u.owner == 2], (0, 0), [])
    return st, uids


def combat_state(oni_defends: bool = False) -> tuple[State, Coord]:
    """The Boarlords' (seat 0) red turn with one combat left: a Boarmaiden alone on an empty
    Fertile zone (1, 0); with `oni_defends`, two Squeakers and a medium Oni there instead."""
    at = (1, 0)
    units = ([("squeaker", 0, at), ("squeaker", 0, at), ("medium_oni", ONI, at)] if oni_defends
             else [("boarmaiden", 0, at)])
    units += [("private", 1, (-2, 0)), ("cs_2_1", 2, (-2, 2))]
    st = state(units, ("boarlords", "nomads", "cyber"), the_board=board([area(at, FERTILE)]),
               left=(("C", 1),))
    return st, at


def draft_view(hand: tuple[int, ...]) -> View:
    """Seat 0's view of the first draft, the Boarlords holding `hand`."""
    st = state([], ("boarlords", "nomads", "cyber"), phase="draft", round_=1, seat=None)
    for seat, held in enumerate((hand, (1, 2), (3, 4))):
        st = give(st, seat, hand=held)
    return RULES.view(st, 0)


def oni_placement_state() -> tuple[State, set[Coord]]:
    """Seat 0's green turn with one Oni to place around a Tsukuyumi zone at (0, 0): the bot
    holds (2, 0), next to the placement zone (1, 0); seat 1 holds (-2, 0) and seat 2 (0, -2).
    Returns the state and the placement zones next to the bot's zone."""
    st = state([("cs_2_1", 0, (2, 0)), ("private", 1, (-2, 0)), ("squeaker", 2, (0, -2))],
               ("cyber", "nomads", "boarlords"), phase="green",
               the_board=board([area((0, 0), TSUKU)]),
               marks={(2, 0): 0, (-2, 0): 1, (0, -2): 2}, left=(("OP", 1),),
               reserve=("small_oni", "medium_oni", "large_oni"))
    for seat in range(st.n):
        st = give(st, seat, vp=3 * seat)
    return st, {(1, 0)}


__all__ = ["ask", "combat_state", "damage_state", "draft_view", "oni_placement_state"]
