"""The lit zones pulse with the clock (TS-6: the zones a selected stack may move to are lit);
the screenshot captures hold the pulse still (`map_ui.STILL_PULSE`) so that two renders of a
scene give the same pixels (82 Tsukuyumi images used to differ between two runs)."""

from __future__ import annotations

import pygame
import pytest
from test_ts_stack_panel_room import _selected
from ui_helpers import make_test_app

from game.ui.tables.tsukuyumi import map_ui


def _frame_at(app, monkeypatch, ticks: int) -> bytes:
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: ticks)
    app.draw()
    return pygame.image.tobytes(app.screen, "RGB")


@pytest.mark.rule("TS-6.1")
def test_held_still_the_lit_zones_draw_the_same_at_any_time(monkeypatch):
    app = make_test_app(language="en", ui_scale=1.0)
    try:
        match, table = _selected(app, 4, 8)
        assert map_ui.lights(table, table.view())
        moving = [_frame_at(app, monkeypatch, t) for t in (0, 470)]
        assert moving[0] != moving[1], "the pulse follows the clock in play"
        monkeypatch.setattr(map_ui, "STILL_PULSE", 1.0)
        still = [_frame_at(app, monkeypatch, t) for t in (0, 470)]
        assert still[0] == still[1]
    finally:
        app.quit()
