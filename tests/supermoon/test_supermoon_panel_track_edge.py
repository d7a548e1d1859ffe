"""A card panel that ends over the track rows leaves no part of a space beside it.

A stop-82 review of supermoon_6p_civ.png found the 7 civ cards' panel stopping in the middle
of a track column: half a « 3 » coin and half a « 3› » space stuck out at its edge. Growing
the panel to the next space made it touch the cards' column (« Round event », stop 83);
now what is left of the cut space goes back to the night sky, on the track rows only."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.ui import theme  # noqa: E402
from game.ui.tables.supermoon import overlays  # noqa: E402
from game.ui.tables.supermoon.capture import open_table  # noqa: E402

RED = (255, 0, 0)


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_cut_space_goes_back_to_the_sky(scale: float) -> None:
    app = make_test_app(language="en", ui_scale=scale)
    try:
        _match, table = open_table(app, 6, {}, 5)
        rows = table.track_rects()
        civ = rows["civ"]
        w = civ.w / table.tbl.track_steps["civ"]
        surface = pygame.Surface(app.screen.get_size())
        sky = theme.background(surface.get_size())
        for cut in (0.3, 0.5, 0.9):  # an edge part way into the 10th space
            surface.fill(RED)
            right = round(civ.x + (9 + cut) * w)
            covered = pygame.Rect(13, civ.y - 200, right - 13, civ.h * 6 + 200)
            overlays._clear_cut_spaces(table, surface, covered)
            edge = round(civ.x + 10 * w)
            y = civ.centery
            for x in range(right, edge):  # the rest of the cut space: the sky
                assert surface.get_at((x, y))[:3] == sky.get_at((x, y))[:3], (cut, x)
            assert surface.get_at((edge + 1, y))[:3] == RED  # the next space untouched
            above = civ.y - 40  # and nothing off the rows (the cards' column stands there)
            assert surface.get_at((right + 1, above))[:3] == RED
    finally:
        app.quit()
