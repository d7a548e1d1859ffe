"""A tooltip never covers the enlarged card it explains (a Moonwakers newcomer: the tooltip
hid a scanned card's face, a combination's needs and a character's ability, exactly where the
enlarged card shows them)."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import make_test_app

from game.ui import theme
from game.ui.widgets.overlay import TooltipState, tooltip_box


class Recorder(pygame.Surface):
    def __init__(self, size) -> None:
        super().__init__(size)
        self.at: list[pygame.Rect] = []

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[override]
        rect = super().blit(source, dest, area, special_flags)
        self.at.append(rect)
        return rect


@pytest.mark.parametrize("mouse", [(300, 300), (900, 600), (1200, 100), (60, 650)])
def test_the_tooltip_keeps_off_the_rect_it_must_avoid(mouse) -> None:
    app = make_test_app(language="en", ui_scale=1.0)
    try:
        tip = TooltipState()
        tip.moved(mouse)
        avoid = pygame.Rect(mouse[0] - 40, mouse[1] - 60, 240, 260)  # around the pointer
        screen = Recorder((1280, 720))
        text = "A long tooltip that says a great deal about the card under the mouse."
        tip.draw(screen, text, None, avoid)
        drawn = screen.at[-1]
        box = tooltip_box(text, theme.px(theme.FONT_SMALL), theme.px(360), theme.scale())
        assert drawn.size == box.get_size()
        assert not drawn.colliderect(avoid) and screen.get_rect().contains(drawn)
        plain = Recorder((1280, 720))
        tip.draw(plain, text)
        assert plain.at[-1].colliderect(avoid)  # without it, the box would cover the card
    finally:
        app.close()
