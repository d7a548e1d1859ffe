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


def _mid_sweep(deck, discard=()):
    """Seat 0 and 1 about to draw in the sweep of ionic storm 31; ionic storm 0 was already
    resolved this round."""
    import dataclasses

    from game.moonwakers.state import Task

    base = table(2)
    return settle(dataclasses.replace(
        base, deck=tuple(deck), discard=tuple(discard), limbo=(31,), stormed=(0,),
        tasks=(Task("sweep", 0), Task("sweep", 1), Task("sweep_end", card=31),
               Task("options"))))


@pytest.mark.rule("MW-4.6")
def test_a_spent_storm_drawn_in_a_sweep_is_set_aside_and_its_drawer_draws_again() -> None:
    s = _mid_sweep(deck=(0, c("FC07"), c("FC08"), c("FC05")))
    assert c("FC07") in s.players[0].hand  # seat 0 drew again: it lost nothing
    assert c("FC08") in s.players[1].hand
    # The set-aside storm went under the deck when the sweep ended, after the sweep's storm.
    assert s.deck[-2:] == (31, 0) and not s.limbo


@pytest.mark.rule("MW-4.6", "MW-7.1")
def test_a_deck_of_only_spent_storms_is_rebuilt_from_the_discard_first() -> None:
    s = _mid_sweep(deck=(0,), discard=(c("FC07"), c("FC08")))
    hands = set(s.players[0].hand) | set(s.players[1].hand)
    assert hands == {c("FC07"), c("FC08")}  # both still drew, from the reshuffled discard
    assert len(s.players[0].hand) == len(s.players[1].hand) == 1
    assert 0 in s.deck and 31 in s.deck and not s.limbo and not s.discard


@pytest.mark.rule("MW-4.6")
def test_a_set_aside_storm_is_announced_in_the_log() -> None:
    import dataclasses

    from game.moonwakers.engine import advance
    from game.moonwakers.state import Task, thaw

    base = table(2)
    t = thaw(dataclasses.replace(
        base, deck=(0, c("FC07"), c("FC08")), limbo=(31,), stormed=(0,),
        tasks=(Task("sweep", 0), Task("sweep", 1), Task("sweep_end", card=31),
               Task("options"))))
    advance(t)
    aside = [e for e in t.events if e.kind == "mw.storm_set_aside"]
    assert len(aside) == 1 and aside[0].args["seat"] == 0 and aside[0].args["card"] == 0


@pytest.mark.rule("MW-9.1", "MW-4.5")
def test_a_lost_first_hand_card_goes_under_unseen() -> None:
    """Only its owner's log names the lost hidden card; every other seat and the public log
    learn only that a hand card was lost."""
    from game.core.rules import events_for

    s = _two(("FC02", "FC06", "FC13"), hands=[["FC05"], []], secret=[["FC05"], []],
             rng=dice(1))
    s, ev = reveal(s, "explore", "map")
    assert s.players[0].hand == () and c("FC05") in s.deck
    mine = [e for e in events_for(ev, 0) if e.kind.startswith("mw.lost_hand")]
    theirs = [e for e in events_for(ev, 1) if e.kind.startswith("mw.lost_hand")]
    public = [e for e in events_for(ev, None) if e.kind.startswith("mw.lost_hand")]
    assert [e.kind for e in mine] == ["mw.lost_hand"] and "label" in mine[0].args
    assert [e.kind for e in theirs] == [e.kind for e in public] == ["mw.lost_hand_hidden"]
    assert "label" not in theirs[0].args and "FC05" not in repr(theirs[0].args)
    assert all("card" not in e.args for e in theirs + public)


@pytest.mark.rule("MW-4.5")
def test_a_lost_explored_hand_card_is_named_to_all() -> None:
    from game.core.rules import events_for

    s = _two(("FC02", "FC06", "FC13"), hands=[["FC05"], []], rng=dice(1))
    s, ev = reveal(s, "explore", "map")
    public = [e for e in events_for(ev, None) if e.kind.startswith("mw.lost_hand")]
    assert [e.kind for e in public] == ["mw.lost_hand"] and "label" in public[0].args
