"""Why a Planet Unknown move cannot be taken back: the greyed Undo names what was revealed
(new station tiles, the round's event, civ cards seen), never dice, which the game has none of.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.match import Match, default_seats
from game.supermoon.rules import RULES
from tests.supermoon.builders import auto_action

I18N = Path(__file__).resolve().parents[2] / "game" / "supermoon" / "i18n"
KEYS = ("supermoon.undo.tiles", "supermoon.undo.event", "supermoon.undo.civ_decks",
        "supermoon.undo.civ_look", "supermoon.undo.seen")


@pytest.mark.rule("PU-19.5")
def test_a_finished_round_is_final_because_new_tiles_were_turned_up() -> None:
    match = Match(RULES, default_seats(2), 3)
    first = match.state.round
    while match.state.round == first:
        match.submit(*auto_action(match.state))
    last = match.steps[-1].seat  # its confirmation ended the round
    assert match.undo_status(last) == (False, "supermoon.undo.tiles")


@pytest.mark.rule("PU-19.5", "PU-12.2")
def test_the_commanders_rotation_is_final_once_the_event_is_revealed() -> None:
    match = Match(RULES, default_seats(2), 3, {"events": True})
    while match.state.phase != "rotate":
        match.submit(*auto_action(match.state))
    commander = match.state.commander
    match.submit(commander, f"rotate {match.state.rotation}")
    assert match.undo_status(commander) == (False, "supermoon.undo.event")


def test_every_reason_reads_in_both_languages_and_names_no_dice() -> None:
    en = json.loads((I18N / "table.en.json").read_text(encoding="utf-8"))
    fr = json.loads((I18N / "table.fr.json").read_text(encoding="utf-8"))
    for key in KEYS:
        assert en[key].startswith("This move cannot be taken back: ")
        assert fr[key].startswith("Ce coup ne peut plus être repris : ")
        assert "dice" not in en[key] and "dés" not in fr[key]
