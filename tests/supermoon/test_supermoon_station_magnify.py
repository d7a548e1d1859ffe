"""An inner stack's top tile, hovered, is drawn again at the outer ring's size (PU-3.2: the
top tiles are open to all). The inner ring's tiles are a few pixels a square, their icons too
small to read; a newcomer had no way to see them but the tooltip's words."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.ui.tables.supermoon import art  # noqa: E402
from game.ui.tables.supermoon.capture import open_table  # noqa: E402


def _pictures_when_hovering(table, app, slot: int, monkeypatch) -> list[tuple[int, int, int]]:
    """The (tile, form, cell) of every tile picture drawn with the mouse over `slot`."""
    calls: list[tuple[int, int, int]] = []
    real = art.tile_picture

    def spy(tile: int, form: int, cell: int) -> pygame.Surface:
        calls.append((tile, form, cell))
        return real(tile, form, cell)

    table.mouse = table.station.spots[slot].target.center
    app.frame([], 1 / 60)  # the hover follows the spots of the frame before
    monkeypatch.setattr(art, "tile_picture", spy)
    app.frame([], 1 / 60)
    monkeypatch.setattr(art, "tile_picture", real)
    return calls


@pytest.mark.rule("PU-3.2")
@pytest.mark.parametrize("lang, scale", [("en", 1.0), ("fr", 1.5)])
@pytest.mark.parametrize("slot", [6, 9, 11])
def test_a_hovered_inner_stack_shows_its_tile_large(lang, scale, slot, monkeypatch):
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        match, table = open_table(app, 2, {}, 7)
        app.frame([], 1 / 60)
        tile = table.view().tops[slot]
        small = table.station.spots[slot].cell
        calls = _pictures_when_hovering(table, app, slot, monkeypatch)
        large = [cell for t, _form, cell in calls if t == tile and cell > small]
        assert large and min(large) >= 2 * small, (small, calls)
        # at least as large as an outer stack's squares
        outer = max(table.station.spots[k].cell for k in range(6))
        assert max(large) >= outer - 1
    finally:
        app.quit()


@pytest.mark.rule("PU-3.2")
def test_an_outer_stack_is_not_drawn_twice(monkeypatch):
    app = make_test_app(language="en", ui_scale=1.0)
    try:
        match, table = open_table(app, 2, {}, 7)
        app.frame([], 1 / 60)
        tile = table.view().tops[2]
        calls = _pictures_when_hovering(table, app, 2, monkeypatch)
        assert [c for c in calls if c[0] == tile] == [(tile, table.station.spots[2].form,
                                                      table.station.spots[2].cell)]
    finally:
        app.quit()
