"""MW-4 revelation: MAP/EXPLORE, accidents, storms, the end-of-round flip."""

from __future__ import annotations

import pytest
from mw_helpers import c, dice, head, kinds, legal, play, reveal, settle, table, to_reveal

from game.moonwakers.rules import RULES


def _two(layout, hands=None, mapped=None, rng=None, deck_after=(), secret=None, **kw):
    s = settle(table(2, hands=hands, mapped=mapped, deck_top=tuple(layout) + tuple(deck_after),
                     rng=rng or dice(), secret=secret, **kw))
    return to_reveal(s)


@pytest.mark.rule("MW-4.1", "MW-4.2", "MW-4.3", "MW-9.2")
def test_map_and_explore() -> None:
    s = _two(("FC05", "FC06", "FC13"))
    s, ev = play(s, 1, "map")
    assert ev[0].to == (1,) and ev[0].redacted.kind == "mw.committed"
    assert RULES.to_act(s) == (0,)
    s, ev = play(s, 0, "explore")
    k = kinds(ev)
    assert k.index("choices_revealed") < k.index("explored") < k.index("mapped")  # clockwise
    assert c("FC05") in s.players[0].hand and not s.players[0].secret  # public in hand
    assert s.players[1].mapped == (c("FC06"),)
    for seat in (0, 1, None):  # nobody learns a mapped card's back
        assert RULES.view(s, seat).players[1].mapped[0].id == -1
        assert RULES.view(s, seat).players[0].hand[0].id == c("FC05")


@pytest.mark.rule("MW-4.4", "MW-3.1")
def test_accident_avoided_by_roll_is_kept() -> None:
    s = _two(("FC02", "FC06", "FC13"), rng=dice(5))  # 5 + 2 = 7
    s, ev = reveal(s, "explore", "map")
    assert "roll_ok" in kinds(ev) and c("FC02") in s.players[0].hand


@pytest.mark.rule("MW-4.5")
def test_failed_accident_loses_a_mapped_card_of_choice() -> None:
    s = _two(("FC02", "FC06", "FC13"), mapped=[["FC07", "FC08"], []], rng=dice(1))
    s, ev = reveal(s, "explore", "map")
    assert head(s) == "loss" and legal(s, 0) == ["lose m1", "lose m2"]
    s, ev = play(s, 0, "lose m2")
    assert s.players[0].mapped == (c("FC07"),)
    assert c("FC08") in s.deck and c("FC02") in s.deck and not s.limbo


@pytest.mark.rule("MW-4.5")
def test_failed_accident_without_mapped_loses_hand_card_or_nothing() -> None:
    s = _two(("FC02", "FC06", "FC13"), hands=[["FC05"], []], rng=dice(1))
    s, ev = reveal(s, "explore", "map")
    assert "lost_hand" in kinds(ev) and s.players[0].hand == ()
    s = _two(("FC02", "FC06", "FC13"), rng=dice(1))
    s, ev = reveal(s, "explore", "map")
    assert "lost_nothing" in kinds(ev) and c("FC02") in s.deck


@pytest.mark.rule("MW-4.6")
def test_ionic_storm_sweeps_clockwise_then_goes_under() -> None:
    s = _two(("MO12", "FC06", "FC13"), deck_after=("FC07", "FC08"), initiative=1)
    s, ev = reveal(s, "explore", "map")
    explored = [e.args["seat"] for e in ev if e.kind == "mw.explored"]
    assert explored == [0, 1] or explored[1:] == [0, 1]
    assert c("FC07") in s.players[0].hand and c("FC08") in s.players[1].hand
    assert c("MO12") in s.deck and not s.limbo


@pytest.mark.rule("MW-4.6", "MW-4.7")
def test_storm_drawn_in_sweep_resolves_after_it() -> None:
    s = _two(("MO12", "FC06", "FC13"), deck_after=("VO09", "FC08"))
    s, ev = reveal(s, "explore", "map")
    assert head(s) == "infrared" and RULES.to_act(s) == (0,)
    assert c("FC08") in s.players[1].hand and c("MO12") in s.deck  # sweep finished first
    assert legal(s, 0) == ["refresh", "pass"]
    s, ev = play(s, 0, "refresh")
    assert s.display == (1, 2) and s.pile[-2:] == (6, 8)  # replaced go to the bottom
    assert c("VO09") in s.deck


@pytest.mark.rule("MW-4.8")
def test_flip_accident_strikes_everybody_nobody_keeps_it() -> None:
    s = _two(("FC05", "FC06", "FC02"), mapped=[["FC07"], ["FC08"]], rng=dice(1, 5))
    s, ev = reveal(s, "map", "map")
    assert "flipped" in kinds(ev)
    assert "roll_fail" in kinds(ev) and head(s) == "loss"  # seat 0 picks among 2 mapped
    s, ev2 = play(s, 0, "lose m1")
    assert "lost_mapped" in kinds(ev2) and s.players[0].mapped == (c("FC05"),)
    assert "roll_ok" in kinds(ev2) and s.players[1].mapped == (c("FC08"), c("FC06"))
    assert all(c("FC02") not in p.hand for p in s.players) and c("FC02") in s.deck


@pytest.mark.rule("MW-4.8")
def test_flip_elements_nobody_takes_and_ionic_sweeps() -> None:
    s = _two(("FC05", "FC06", "FC13"))
    s, ev = reveal(s, "map", "map")
    assert all(c("FC13") not in p.hand for p in s.players) and c("FC13") in s.deck
    s = _two(("FC05", "FC06", "MO12"), deck_after=("FC07", "FC08"), initiative=1)
    s, ev = reveal(s, "map", "map")
    assert [e.args["seat"] for e in ev if e.kind == "mw.explored"] == [1, 0]
    assert c("FC07") in s.players[1].hand


@pytest.mark.rule("MW-4.8")
def test_flip_infrared_lets_initiative_holder_refresh() -> None:
    s = _two(("FC05", "FC06", "VO09"), initiative=1)
    s, ev = reveal(s, "map", "map")
    assert head(s) == "infrared" and RULES.to_act(s) == (1,)
    s, ev = play(s, 1, "pass")
    assert s.display == (6, 8)
