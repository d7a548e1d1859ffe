"""The busiest Tsukuyumi screen that `make bench` times (issue 12): built from a bot-played
game on the largest board, a stack selected and another stack's tooltip up. Only what is on
screen is checked here; the frame times are printed by the bench, never asserted."""

from __future__ import annotations

from game.bench import _sample_frames, frame_goal, tsukuyumi_busiest_screen
from game.tsukuyumi.round import last_round


def test_busiest_screen_is_late_crowded_lit_and_tooltipped(app) -> None:
    name = tsukuyumi_busiest_screen(app)
    table = app.top
    st = table.match.state
    assert name == "tsukuyumi_moonfall_4p" and st.n == 4
    assert st.round == last_round(st) and st.phase == "red" and st.turn.seat == 0
    assert len(st.units) > 40  # late in the game: far more than the 7 Oni and 28 starters
    assert table.selected is not None and table.selected[0] == 0  # its reach is lit
    crowd = max(sum(u.at == cell for u in st.units) for cell in st.board.index)
    assert sum(u.at == table.hover_cell for u in st.units) == crowd
    assert app.tooltip.ready()
    tip = table.tooltip_at(app.tooltip.pos)
    assert tip and "×" in tip  # a stack's tooltip: its units counted by kind
    median, p99 = _sample_frames(app, 2)
    assert 0 < median <= p99
    assert frame_goal(name) == 6.0 and frame_goal("title") == 8.0
