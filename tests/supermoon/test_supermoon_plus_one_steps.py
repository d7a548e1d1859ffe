"""A track step that advances another tracker (PU-18.16: Wormhole Corp.'s Biomass ladder and its
"+1" steps) shows "+1" and that track's icon apart. A screenshot review saw the icon drawn
under the middle of the "+1", the two inks touching, on every Wormhole table screen."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.ui.tables.supermoon import art  # noqa: E402


@pytest.mark.rule("PU-18.16")
@pytest.mark.parametrize("track", ["civ", "water", "biomass", "rover", "tech", "energy"])
@pytest.mark.parametrize("box", [16, 20, 25, 30, 38])
def test_plus_one_and_its_icon_do_not_touch(track: str, box: int) -> None:
    app = make_test_app(language="en", ui_scale=1.0)
    try:
        surface = pygame.Surface((60, 60))
        surface.fill((0, 0, 0))
        rect = pygame.Rect(10, 10, box, box)  # as a track step gives it (`hud` draws square boxes)
        art.draw_benefit(surface, f"+1{track}", rect, max(8, round(box * 0.62)))
        rows = [y for y in range(60) if any(surface.get_at((x, y))[:3] != (0, 0, 0)
                                             for x in range(60))]
        assert rows and rows[0] >= rect.y and rows[-1] < rect.bottom  # inside its step
        # two inks, one above the other, with at least one empty row between them
        gaps = [a for a, b in zip(rows, rows[1:], strict=False) if b > a + 1]
        assert gaps, f"'+1' and the {track} icon touch in a {box} px step"
    finally:
        app.quit()
