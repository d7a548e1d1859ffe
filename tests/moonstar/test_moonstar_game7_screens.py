"""Game 7 on screen (MS-7.7): each move says what it adds to the squares, and the setup
panel says how Game 7 scores. A newcomer's game (stop 98) read « +1 » on a landing choice,
then « +0 » for the move made, « 1 point on a star without a planet » and « 0/0 PLANETS »."""

from __future__ import annotations

import pytest
from moonstar_ui import frame
from ui_helpers import texts_drawn

from game.moonstar.state import Phase
from game.ui.tables.moonstar import capture as cap
from game.ui.tables.moonstar.match_events import round_moves
from tests.moonstar.moonstar_table_helpers import show


@pytest.mark.rule("MS-7.7")
def test_each_game7_move_carries_what_it_adds_and_they_sum_to_the_total():
    match = cap.match_with_setter({"games": [7]})
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    cap.play_best(match)
    record = match.state.history[-1]
    moves = round_moves(match.steps, finished=True)
    assert moves and sum(p for *_x, p in moves) == record.total > 0
    assert all(p % 2 == 1 for *_x, p in moves)  # 2c + 1 beside c moons landed there
    assert max(p for *_x, p in moves) > 1  # the best play gathers moons


@pytest.mark.rule("MS-7.7")
def test_the_game7_setup_panel_says_how_it_scores(app):
    match = cap.match_with_setter({"games": [7]})
    table = show(app, match)
    assert match.state.phase is Phase.SETUP
    with texts_drawn() as drawn:
        frame(app)
    shown = " ".join(s for s, _ in drawn)
    t = table.t
    assert " ".join(t("ui.moonstar.setup.game7_scoring").split(" ")[:5]) in shown
    assert t("ui.moonstar.setup.empty_star") not in shown
    assert "0/0" not in shown
