"""MW-3 positioning and abilities."""

from __future__ import annotations

from dataclasses import replace

import pytest
from mw_helpers import all_choose, c, dice, head, kinds, legal, play, settle, table

from game.core.rules import IllegalAction
from game.moonwakers.rules import RULES

LAYOUT = ("FC05", "FC13", "MO07", "CP04", "VO06")  # 4 layout cards + the DASH draw


def _three(rng, mapped=(("FC06",), ("FC07",), ("FC08",)), initiative=1):
    s = settle(table(3, mapped=[list(m) for m in mapped], deck_top=LAYOUT, rng=rng,
                     initiative=initiative))
    s, _ = all_choose(s, "protect")
    return s


@pytest.mark.rule("MW-3.4", "MW-3.5", "MW-3.6", "MW-3.7", "MW-3.8", "MW-3.1")
def test_windows_in_order_dash_shortcut_place_permute() -> None:
    s = _three(dice(5, 5, 9, 3))
    assert head(s) == "ask_dash" and RULES.to_act(s) == (2,)  # snow moon
    assert legal(s, 2) == ["dash 1", "dash 2", "dash 3", "dash 4", "pass"]
    s, ev = play(s, 2, "dash 2")
    assert "roll_ok" in kinds(ev) and "dashed" in kinds(ev)
    assert s.layout[1] == c("VO06") and s.deck[-1] == c("FC13")  # replaced card under deck
    assert head(s) == "ask_shortcut" and RULES.to_act(s) == (0,)  # blue moon
    s, ev = play(s, 0, "shortcut")
    assert "shortcut" in kinds(ev)
    # positioning: SHORTCUT first, then clockwise from the initiative holder (seat 1)
    assert [t.seat for t in s.tasks[:3]] == [0, 1, 2] and head(s) == "place"
    s, _ = play(s, 0, "place 1")
    assert legal(s, 1) == ["place 2", "place 3", "place 4"]  # one character per card
    with pytest.raises(IllegalAction):
        play(s, 1, "place 1")
    s, _ = play(s, 1, "place 2")
    s, _ = play(s, 2, "place 3")
    assert head(s) == "ask_permute" and RULES.to_act(s) == (1,)  # blood moon
    assert legal(s, 1) == ["permute p1", "permute p3", "pass"]
    s, ev = play(s, 1, "permute p1")
    assert "duel_won" in kinds(ev) and "swapped" in kinds(ev)
    assert s.players[1].position == 0 and s.players[0].position == 1
    assert head(s) == "reveal"
    assert [x for x in s.layout if x >= 0 and x not in
            {s.layout[p.position] for p in s.players}] == [c("CP04")]  # one card stays free


@pytest.mark.rule("MW-3.3")
def test_ability_needs_a_mapped_card() -> None:
    s = _three(dice(5), mapped=((), (), ()))
    assert head(s) == "place"  # nobody is asked for an ability


@pytest.mark.rule("MW-3.3", "MW-3.1")
def test_failed_try_has_no_effect_and_only_once() -> None:
    s = _three(dice(4))  # 4 + 2 = 6 < 7
    before = s.layout
    s, ev = play(s, 2, "dash 1")
    assert "roll_fail" in kinds(ev) and s.layout == before
    assert s.players[2].used and head(s) == "ask_shortcut"


@pytest.mark.rule("MW-3.2")
def test_duel_ties_are_rolled_again() -> None:
    s = _three(dice(1, 1, 6, 6, 2, 8))  # dash & shortcut fail; duel 6/6 tie then 2/8
    s, _ = play(s, 2, "dash 1")
    s, _ = play(s, 0, "shortcut")
    for seat, i in ((1, 1), (2, 2), (0, 3)):
        s, _ = play(s, seat, f"place {i}")
    s, ev = play(s, 1, "permute p3")
    assert kinds(ev).count("duel_roll") == 4 and "duel_tie" in kinds(ev)
    won = [e for e in ev if e.kind == "mw.duel_won"][0]
    assert won.args["seat"] == 2 and s.players[1].position == 0  # no swap on a loss


@pytest.mark.rule("MW-3.3", "MW-5.5")
def test_frozen_character_cannot_try() -> None:
    s = _three(dice(5))
    pl = list(s.players)
    pl[2] = replace(pl[2], frozen=True)
    s = settle(replace(s, players=tuple(pl)))
    assert head(s) == "ask_shortcut"  # the frozen DASH is skipped


@pytest.mark.rule("MW-3.6", "MW-3.7")
def test_shortcut_asked_of_the_initiative_holder_only_when_it_can_matter() -> None:
    # Seat 0 holds the initiative with Blue Moon; nobody else can SHORTCUT, so placing first
    # is already theirs and the prompt would ask what cannot matter.
    s = _three(dice(5), initiative=0)
    assert s.players[0].character == "blue_moon"
    assert head(s) == "ask_dash" and RULES.to_act(s) == (2,)
    s, _ = play(s, 2, "pass")
    assert head(s) == "place" and s.tasks[0].seat == 0
    # With Harvest Moon also at the table, the other SHORTCUT could jump ahead of the holder;
    # a success of the holder's own keeps them first (clockwise from the holder), so it is asked.
    s = settle(table(3, chars=("blue_moon", "harvest_moon", "snow_moon"),
                     mapped=[["FC06"], ["FC07"], ["FC08"]], deck_top=LAYOUT,
                     rng=dice(9, 9), initiative=0))
    s, _ = all_choose(s, "protect")
    s, _ = play(s, 2, "pass")
    assert head(s) == "ask_shortcut" and RULES.to_act(s) == (0,)
    s, _ = play(s, 0, "shortcut")
    assert RULES.to_act(s) == (1,)
    s, _ = play(s, 1, "shortcut")
    assert [t.seat for t in s.tasks[:3]] == [0, 1, 2] and head(s) == "place"
