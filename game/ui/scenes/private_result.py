"""What a seat just learned, shown to that seat before the hand-over curtain comes down.

In hot-seat play the curtain falls as soon as another human must act; without this step a
player who scans, looks at a card or rolls would be hidden from the table the moment they
click and learn the result only later in the log. This panel keeps the player's own view on
screen with the result spelled out ("Ana looks at …: 2H 1O") and a "Pass the screen" button;
the curtain for the next human comes only after it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui import assets, theme
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.theme import px
from game.ui.widgets.base import Button, Label

ARMING_SECONDS = 0.35  # the click that produced the result must not dismiss it


class PrivateResultScene(Scene):
    """A panel over the bottom of the table (still the seat's own view)."""

    is_overlay = True

    def __init__(self, app, name: str, lines: Sequence[str],
                 on_close: Callable[[], object], returning: bool = False) -> None:
        # `returning`: what the seat learned while another human had the screen, shown once
        # the curtain lifts for it (its title says so; its button only closes the panel)
        self.name, self.lines, self.on_close = name, list(lines), on_close
        self.returning = returning
        self.armed_in = ARMING_SECONDS
        self.done = False
        super().__init__(app)

    def layout(self, w: int, h: int) -> None:
        """A box sized to the lines, low on the screen so the table stays readable."""
        super().layout(w, h)
        box_w = min(w - px(40), px(640))
        pad = px(18)
        inner = box_w - 2 * pad
        labels = [Label((0, 0, inner, 0), line, wrap=True) for line in self.lines]
        heights = [label.height_for(inner) for label in labels]
        box_h = pad + px(34) + sum(heights) + px(8) * len(labels) + px(56) + pad
        self.box = pygame.Rect(0, 0, box_w, min(box_h, h - px(20)))
        self.box.midbottom = (w // 2, h - px(24))
        y = self.box.y + pad
        title = Label((self.box.x + pad, y, inner, px(30)),
                      t("ui.private.title_away" if self.returning else "ui.private.title",
                        name=self.name), size=theme.FONT_LARGE, bold=True,
                      colour=theme.ACCENT)
        y += px(34)
        self.widgets = [title]
        for label, height in zip(labels, heights, strict=True):
            label.rect = pygame.Rect(self.box.x + pad, y, inner, height)
            self.widgets.append(label)
            y += height + px(8)
        bw = min(px(260), inner)
        self.widgets.append(Button((self.box.right - pad - bw, self.box.bottom - pad - px(44),
                                    bw, px(44)),
                                   t("ui.private.seen" if self.returning else "ui.private.pass"),
                                   self.close,
                                   primary=True))

    def update(self, dt: float) -> None:
        """Count down the arming delay."""
        super().update(dt)
        self.armed_in = max(0.0, self.armed_in - dt)

    def close(self) -> None:
        """Done looking: on to the curtain."""
        if self.done or self.armed_in > 0:
            return
        self.done = True
        self.app.pop(self)
        self.on_close()

    def on_key_escape(self) -> bool:
        """Esc passes the screen too (it never reveals anything more)."""
        self.close()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Modal: the button, Enter or Esc pass the screen."""
        if not super().handle_event(event):
            self.modal_keys(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """The panel over the (still private) table."""
        theme.draw_panel(surface, self.box, theme.PANEL_RAISED, border=theme.ACCENT, alpha=250)
        super().draw(surface)
        # back at their own screen, « pass the screen » was wrong (a newcomer, stop 98)
        hint = assets.text(t("ui.private.hint_away" if self.returning else "ui.private.hint"),
                           px(theme.FONT_SMALL), theme.TEXT_DIM)
        surface.blit(hint, (self.box.x + px(18), self.box.bottom - px(18) - px(30)))
