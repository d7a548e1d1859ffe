"""A medal's value stays on its coin (PU-6.4: a track's medal spaces; Water's top is 10,
Oasis's 12 and 15). A screenshot review saw the "10" of the Water track's last space run
over the coin's edges on every table screen; two digits now step down until they fit."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.ui.tables.supermoon import art  # noqa: E402


@pytest.mark.rule("PU-6.4")
@pytest.mark.parametrize("value", [1, 5, 10, 12, 15])
@pytest.mark.parametrize("box", [16, 18, 20, 22, 26, 30])
def test_a_medals_digits_stay_on_its_coin(value, box):
    size, font_px = box * 0.86, round(box * 0.62)  # as a track step draws it (`draw_benefit`)
    app = make_test_app(language="en", ui_scale=1.0)
    try:
        surface = pygame.Surface((80, 80))
        surface.fill((128, 128, 128))  # grey: a digit's dark ink shows past the coin's edge
        art.draw_medal(surface, (40, 40), size, value, font_px)
        r = max(4.0, size / 2)
        ink = [(x, y) for x in range(80) for y in range(80)
               if sum(tuple(surface.get_at((x, y)))[:3]) < 200]
        assert ink  # the digits are drawn
        # and inside the coin's rim (its dark edge is drawn 1 px wide)
        # with a gold margin between the digits and the rim where the tables draw the coin
        # (its box 20 px and more: stop 79, "10" touched the rim); a smaller coin has room
        # for its digits only
        margin = 2 if box >= 20 else 1
        assert all(math.dist((x + 0.5, y + 0.5), (40, 40)) <= r - margin for x, y in ink), value
    finally:
        app.quit()
