"""MOONSTAR's words for its acts, as its French rulebook says them (stop-93 newcomer review):
a bid is an « enchère » or an « offre », and « mise » is left to Game 11's stakes; a moon « se
déplace » (it may go back, MS-4.4); a side bet is made, not « scellé »; and a missed bid says
who scores instead (MS-5.3)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.ui import i18n

ROOT = Path(__file__).resolve().parents[2] / "game"


def _catalogue(*parts: str) -> dict[str, str]:
    return json.loads((ROOT.joinpath(*parts)).read_text(encoding="utf-8"))


FR = {**_catalogue("i18n", "fr.json"), **_catalogue("moonstar", "i18n", "fr.json")}


def test_a_bid_is_never_a_mise_in_french() -> None:
    bidding = {k: v for k, v in FR.items()
               if k.startswith(("ui.moonstar.bid.", "moonstar.bid", "catalog.moonstar."))}
    assert bidding
    stakes = re.compile(r"\bmis(e|ez|er)\b", re.IGNORECASE)
    assert not {k: v for k, v in bidding.items() if stakes.search(v)}
    assert FR["ui.moonstar.bid.raise"].format(step=1) == "Offre +1"
    assert "mise" in FR["ui.moonstar.bets.stake"].lower()  # Game 11's stake keeps its word


@pytest.mark.rule("MS-4.4")
def test_a_moon_moves_either_way_in_the_landing_prompt() -> None:
    text = FR["ui.moonstar.play.choose_landing"]
    assert "se déplace" in text and "avance" not in text


def test_a_side_bet_is_made_not_sealed() -> None:
    moonstar = {k: v for k, v in FR.items() if "moonstar" in k}
    assert not {k: v for k, v in moonstar.items() if "scell" in v.lower()}


@pytest.mark.rule("MS-5.3")
@pytest.mark.parametrize("lang, others", [("en", "the other players score"),
                                           ("fr", "les autres joueurs qui marquent")])
def test_a_missed_bid_says_who_scores_instead(lang: str, others: str) -> None:
    i18n.set_language(lang)
    try:
        text = i18n.t("moonstar.bid_failed", seat="Ana", total=11, amount=69)
    finally:
        i18n.set_language("en")
    assert "69" in text and "11" in text and others in text


@pytest.mark.rule("MS-7.11")
@pytest.mark.parametrize("lang, one", [("en", "1 point."), ("fr", "1 point.")])
def test_one_point_is_singular(lang: str, one: str) -> None:
    """A French pilot read « Misez jusqu'à 1 points. » with a score of 1."""
    i18n.set_language(lang)
    try:
        bet = i18n.t("ui.moonstar.bets.prompt", name="Ana", bidder="Ben", bid=65, score=1)
        stake = i18n.t("moonstar.illegal.bet_stake", total=1)
        many = i18n.t("ui.moonstar.bets.prompt", name="Ana", bidder="Ben", bid=65, score=12)
    finally:
        i18n.set_language("en")
    assert bet.endswith(one) and stake.endswith(one) and many.endswith("12 points.")
