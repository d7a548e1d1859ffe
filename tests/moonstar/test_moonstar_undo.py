"""Undo in Moonstar follows the rules' finality: setting up may be rearranged, but a bid, a
placed die, a moved moon and a sealed bet are final (MS-3.4, MS-4.2, MS-4.5, MS-7.11)."""

from __future__ import annotations

import pytest

from game.core.match import Match, default_seats
from game.core.rules import IllegalAction
from game.moonstar.rules import RULES
from game.moonstar.state import Phase


def setter_match() -> Match:
    """A match where the human sets up (searching seeds keeps the test deterministic)."""
    for seed in range(1, 50):
        match = Match(RULES, default_seats(3, bots=2), seed=seed)
        while match.state.phase is Phase.ROLL_OFF:
            match.submit(match.to_act()[0], "roll")
        if match.state.setter == 0:
            return match
    raise AssertionError("no seed lets seat 0 set up")


@pytest.mark.rule("MS-2.1")
def test_the_setter_may_take_back_placements_until_the_roll() -> None:
    match = setter_match()
    match.submit(0, "planet 5@1")
    match.submit(0, "moon 3")
    assert match.undo_status(0) == (True, "undo.ok")
    assert match.undo(0) == 1 and match.state.moons == ()
    for text in ("moon 3", "planet 5@4", "planet 10@7", "planet 10@10", "moon 0", "moon 2",
                 "moon 5", "moon 6", "moon 8", "moon 9"):
        match.submit(0, text)
    match.submit(0, "roll")
    assert match.undo_status(0) == (False, "undo.reason.revealed")  # the dice are out


@pytest.mark.rule("MS-3.4", "MS-4.2", "MS-4.5")
def test_bids_dice_and_moves_are_final() -> None:
    match = setter_match()
    for text in ("planet 5@1", "planet 5@4", "planet 10@7", "planet 10@10", "moon 0", "moon 2",
                 "moon 3", "moon 5", "moon 6", "moon 8", "moon 9", "roll"):
        match.submit(0, text)
    match.submit(0, "bid 9")
    allowed, reason = match.undo_status(0)
    assert not allowed and reason == "moonstar.undo.bid"
    with pytest.raises(IllegalAction) as err:
        match.undo(0)
    assert err.value.key == "moonstar.undo.bid" and match.state.bid == 9
    for seat in (1, 2, 0):
        match.submit(seat, "pass")
    assert match.state.phase is Phase.PLACE_DICE and match.state.bidder == 0
    value = match.state.dice[0]
    match.submit(0, f"die {value}@0")
    assert match.undo_status(0) == (False, "moonstar.undo.die")
    for moon, die in enumerate(match.state.dice[1:], start=1):
        match.submit(0, f"die {die}@{moon}")
    match.submit(0, f"move 0 cw {value}")
    assert match.undo_status(0) == (False, "moonstar.undo.move")
