"""A card panel that ends over the track rows ends between two of their spaces.

A stop-82 review of supermoon_6p_civ.png found the 7 civ cards' panel stopping in the middle
of a track column: half a « 3 » coin and half a « 3› » space stuck out at its edge. The
panel now grows (by less than one space) to the next edge between spaces."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.ui.tables.supermoon import overlays  # noqa: E402
from game.ui.tables.supermoon.capture import open_table  # noqa: E402


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_panel_ends_between_two_track_spaces(scale: float) -> None:
    app = make_test_app(language="en", ui_scale=scale)
    try:
        _match, table = open_table(app, 6, {}, 5)
        rows = table.track_rects()
        civ = rows["civ"]
        w = civ.w / table.tbl.track_steps["civ"]
        for cut in (0.3, 0.5, 0.9):  # a right edge part way into the 10th space
            right = round(civ.x + (9 + cut) * w)
            panel = pygame.Rect(13, civ.y - 200, right - 13, civ.h * 6 + 200)
            out = overlays._whole_over(table, panel)
            assert out.right > right
            if scale == 1.0:  # (at 150% the planet's frame may take the edge further first)
                assert out.right - right < w  # grown by less than one space
            for name, r in rows.items():
                if r.x < out.right < r.right:
                    step = r.w / table.tbl.track_steps[name]
                    k = (out.right - r.x) / step
                    assert abs(k - round(k)) * step <= 1, (name, out.right, k)
    finally:
        app.quit()
