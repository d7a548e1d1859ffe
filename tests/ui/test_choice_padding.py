"""A segmented control's label keeps room inside its gold fill.

A stop-82 review of tsukuyumi_options_modules.png saw « With the Faction Effect » touching
the selected segment's fill on both sides (about 1 px of padding): the label was fitted to
the segment less 8 px, the fill drawn 2 px in. The fill is now drawn 1 px in, so the label
keeps 3 px inside it (a wider pad shrank the labels of narrow controls below their
neighbours', stop 83)."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import texts_drawn

from game.ui import assets, theme
from game.ui.theme import px
from game.ui.widgets.base import SEGMENT_PAD, Choice


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_selected_label_keeps_room_inside_its_fill(scale: float) -> None:
    pygame.init()
    theme.set_scale(scale)
    try:
        labels = ["With the Faction Effect", "Every blue phase"]
        rect = pygame.Rect(0, 0, px(376), px(36))  # the Tsukuyumi options' width at 100%
        widget = Choice(rect, list(enumerate(labels)), 0)
        with texts_drawn() as drawn:
            widget.draw(pygame.Surface((rect.w + 10, rect.h + 10)))
        seg = widget.segments()[0]
        fill = seg.inflate(-px(2), -px(4))
        text, size = next((t, s) for t, s in drawn if t.startswith("With"))
        width = assets.font(size, True).size(text)[0]
        room = (fill.w - width) / 2  # the label is centred in its segment
        assert room >= px(SEGMENT_PAD) - px(1) - 0.5, (text, size, width, fill.w)
    finally:
        theme.set_scale(1.0)
