"""Tsukuyumi's setup options as the title screen offers them: the map number (TS-0.8's seed,
narrowed to the board) and the notes saying what is RECONSTRUCTED, read from the data's
markers (TS-0.3, TS-42.14)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rules import IllegalAction
from game.tsukuyumi import rules as rules_module
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.scenarios import SCENARIO_BY_ID


def board_of(seed: int, n: int, **options):
    return RULES.initial_state(seed, n, RULES.check_setup(n, options)).board


@pytest.mark.rule("TS-0.8", "TS-2.23")
@pytest.mark.parametrize("board", ["standard", "random", "canyon"])
def test_a_map_number_gives_the_same_board_whatever_the_game_seed(board) -> None:
    n = 4
    first = board_of(1, n, board=board, board_seed=42)
    assert board_of(999, n, board=board, board_seed=42) == first
    assert board_of(1, n, board=board, board_seed=43) != first


@pytest.mark.rule("TS-0.8", "TS-42.12")
def test_without_a_map_number_the_board_follows_the_game_seed() -> None:
    assert board_of(5, 3, board="random") == board_of(5, 3, board="random", board_seed=0)
    assert board_of(5, 3, board="random") != board_of(6, 3, board="random")
    # with a map number, the rest of the setup still comes from the game's generator
    a = RULES.initial_state(5, 3, RULES.check_setup(3, {"board_seed": 42}))
    b = RULES.initial_state(6, 3, RULES.check_setup(3, {"board_seed": 42}))
    assert a.board == b.board and a.event_deck != b.event_deck


@pytest.mark.rule("TS-0.8")
@pytest.mark.parametrize("bad", [-1, 100_000, "abc", None])
def test_a_bad_map_number_is_refused(bad) -> None:
    with pytest.raises(IllegalAction):
        RULES.check_setup(3, {"board_seed": bad})


@pytest.mark.rule("TS-0.3", "TS-12.1")
def test_every_reconstructed_layout_carries_its_note() -> None:
    for key, sc in SCENARIO_BY_ID.items():
        notes = RULES.option_notes("board", key)
        assert (notes == ("ts.help.reconstructed.layout",)) == sc.reconstructed, key
    assert RULES.option_notes("board", "random") == ()
    assert RULES.option_notes("missions_and_goals", "on") == ("ts.help.reconstructed.missions",)
    assert RULES.option_notes("missions_and_goals", "off") == ()
    assert RULES.option_notes("length", "quick") == ()


@pytest.mark.rule("TS-12.1")
def test_a_printed_layout_drops_the_note(monkeypatch) -> None:
    printed = replace(SCENARIO_BY_ID["control"], reconstructed=False)
    monkeypatch.setitem(rules_module.SCENARIO_BY_ID, "control", printed)
    assert RULES.option_notes("board", "control") == ()
