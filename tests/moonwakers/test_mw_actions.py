"""MW-5 action cards: timing windows and reactions."""

from __future__ import annotations

import pytest
from mw_helpers import (
    all_choose,
    c,
    dice,
    head,
    kinds,
    legal,
    play,
    reveal,
    settle,
    table,
    to_reveal,
)

from game.moonwakers.rules import RULES


def _two(layout, **kw):
    return to_reveal(settle(table(2, deck_top=tuple(layout), **kw)))


@pytest.mark.rule("MW-5.1", "MW-5.2", "MW-4.4")
def test_abri_avoids_without_roll_and_goes_under() -> None:
    s = _two(("FC02", "FC06", "FC13"), hands=[["FC12"], []], rng=dice(1))
    s, ev = reveal(s, "explore", "map")
    assert head(s) == "accident" and legal(s, 0) == ["react abri", "no-react"]
    s, ev = play(s, 0, "react abri")
    assert not any(k.startswith("roll") for k in kinds(ev))
    assert s.players[0].hand == (c("FC02"),) and c("FC12") in s.deck


@pytest.mark.rule("MW-5.3", "MW-5.8")
def test_abri_defectueux_cancels_abri_loss_without_roll() -> None:
    s = _two(("FC02", "FC06", "FC13"), hands=[["FC12", "FC05"], ["MO18"]], rng=dice(12))
    s, _ = reveal(s, "explore", "map")
    s, _ = play(s, 0, "react abri")
    assert head(s) == "ask_abridef" and RULES.to_act(s) == (1,)
    assert legal(s, 1) == ["react abri-def", "no-react"]
    s, ev = play(s, 1, "react abri-def")
    assert not any(k.startswith("roll") for k in kinds(ev))  # no roll after the sabotage
    assert "lost_hand" in kinds(ev) and c("FC02") in s.deck and c("MO18") in s.deck


@pytest.mark.rule("MW-5.7", "MW-5.8")
def test_bouclier_cancels_abri_defectueux() -> None:
    s = _two(("FC02", "FC06", "FC13"), hands=[["FC12", "MO09"], ["MO18"]])
    s, _ = reveal(s, "explore", "map")
    s, _ = play(s, 0, "react abri")
    s, _ = play(s, 1, "react abri-def")
    assert head(s) == "ask_bouclier" and legal(s, 0) == ["react bouclier", "no-react"]
    s, ev = play(s, 0, "react bouclier")
    assert "shielded" in kinds(ev) and "avoided" in kinds(ev)
    assert c("FC02") in s.players[0].hand and s.players[0].immune is False  # round ended


@pytest.mark.rule("MW-5.8")
def test_prompts_only_for_who_could_hold_the_card() -> None:
    # seat 1's hidden card MO17 shares its terrain face (mountain/P) with MO18 ABRI DÉFECTUEUX:
    # it is asked (being asked reveals nothing) but may only decline.
    s = _two(("FC02", "FC06", "FC13"), hands=[["FC12"], ["MO17"]], secret=[[], ["MO17"]])
    s, _ = reveal(s, "explore", "map")
    s, _ = play(s, 0, "react abri")
    assert head(s) == "ask_abridef" and legal(s, 1) == ["no-react"]
    # a public hand without the card is never asked
    s = _two(("FC02", "FC06", "FC13"), hands=[["FC12"], ["FC05"]])
    s, ev = reveal(s, "explore", "map")
    s, ev = play(s, 0, "react abri")
    assert "avoided" in kinds(ev)


@pytest.mark.rule("MW-5.4", "MW-5.7")
def test_labo_at_own_step_takes_any_mapped_card() -> None:
    s = _two(("FC05", "FC06", "FC13"), hands=[["FC09"], ["MO09"]],
             mapped=[[], ["FC02", "MO12"]])
    s, _ = reveal(s, "map", "map")
    assert head(s) == "step" and "labo p2.1" in legal(s, 0) and "go" in legal(s, 0)
    s, ev = play(s, 0, "labo p2.1")  # an accident: no effect, kept
    assert "labo" in kinds(ev) and "labo_own" not in kinds(ev)
    assert c("FC02") in s.players[0].hand  # an accident taken by LABO is simply kept
    assert "shielded" not in kinds(ev) and "accident" not in [t.kind for t in s.tasks]
    assert c("MO12") in s.players[1].mapped and c("MO09") in s.players[1].hand  # no BOUCLIER


@pytest.mark.rule("MW-5.4")
def test_labo_on_a_storm_sends_it_under() -> None:
    s = _two(("FC05", "FC06", "FC13"), hands=[["FC09"], []], mapped=[["MO12"], []])
    s, _ = reveal(s, "map", "map")
    s, ev = play(s, 0, "labo p1.1")
    assert c("MO12") in s.deck and "ionic" not in kinds(ev)
    assert "labo_own" in kinds(ev) and "labo" not in kinds(ev)  # "their own mapped card"


@pytest.mark.rule("MW-5.5", "MW-5.8")
def test_cryogen_in_reaction_cancels_the_attempt() -> None:
    s = settle(table(2, chars=["snow_moon", "blue_moon"], hands=[[], ["MO11"]],
                     mapped=[["FC06"], []], deck_top=("FC05", "FC13", "FC07", "FC08")))
    s, _ = all_choose(s, "protect")
    s, _ = play(s, 0, "dash 1")
    assert head(s) == "ask_cryo" and legal(s, 1) == ["react cryogen", "no-react"]
    s, ev = play(s, 1, "react cryogen")
    assert "frozen" in kinds(ev) and "cancelled" in kinds(ev)
    assert not any(k.startswith("roll") for k in kinds(ev)) and s.layout[0] == c("FC05")


@pytest.mark.rule("MW-5.5", "MW-5.7")
def test_cryogen_ahead_of_time_and_bouclier() -> None:
    s = settle(table(2, chars=["blue_moon", "snow_moon"], hands=[["MO11"], []],
                     mapped=[[], ["FC06"]], deck_top=("FC05", "FC13", "FC07")))
    assert "cryogen p2" in legal(s, 0)  # a free action at the option decision
    s, ev = play(s, 0, "cryogen p2")
    assert s.players[1].frozen and head(s) == "options"
    s, _ = all_choose(s, "protect")
    assert head(s) == "place"  # the frozen DASH is never asked
    s = settle(table(2, chars=["blue_moon", "snow_moon"], hands=[["MO11"], ["MO09"]],
                     mapped=[[], ["FC06"]], deck_top=("FC05", "FC13", "FC07")))
    s, _ = play(s, 0, "cryogen p2")
    assert head(s) == "ask_bouclier" and RULES.to_act(s) == (1,)
    s, ev = play(s, 1, "react bouclier")
    assert not s.players[1].frozen and s.players[1].immune


@pytest.mark.rule("MW-5.7", "MW-3.8")
def test_bouclier_cancels_permutation() -> None:
    s = settle(table(2, chars=["blood_moon", "blue_moon"], hands=[[], ["MO09"]],
                     mapped=[["FC06"], []], deck_top=("FC05", "FC13", "FC07")))
    s, _ = all_choose(s, "protect")
    s, _ = play(s, 0, "place 1")
    s, _ = play(s, 1, "place 2")
    s, _ = play(s, 0, "permute p2")
    assert head(s) == "ask_bouclier"
    s, ev = play(s, 1, "react bouclier")
    assert "duel_roll" not in kinds(ev) and s.players[0].position == 0


@pytest.mark.rule("MW-5.6", "MW-9.1")
def test_scan_card_looks_secretly_without_malus() -> None:
    s = settle(table(2, hands=[["FC17"], []], mapped=[[], ["VO05"]],
                     deck_top=("FC05", "FC13", "FC07")))
    assert "use-scan p2.1" in legal(s, 0) and "use-scan l1" in legal(s, 0)
    s, ev = play(s, 0, "use-scan p2.1")
    assert ev[-1].to == (0,) and "label" not in ev[-1].redacted.args
    # the others learn that a card was scanned, not which (MW-9.1, Decisions)
    assert ev[-1].redacted.kind == "mw.scan_hidden" and ev[-1].redacted.args == {"seat": 0}
    assert RULES.view(s, 0).players[1].mapped[0].id == c("VO05")
    assert RULES.view(s, 1).players[1].mapped[0].id == -1
    assert s.players[0].option == "" and head(s) == "options" and c("FC17") in s.deck
