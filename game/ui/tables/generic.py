"""The generic table: the viewer's view as text and its legal actions as buttons.

A fallback for games whose dedicated table is not built yet, and the table used by tests.
"""

from __future__ import annotations

import dataclasses

import pygame

from game.ui import assets, theme
from game.ui.scenes.table_frame import TableScene
from game.ui.theme import px
from game.ui.widgets.base import is_left_down

MAX_BUTTONS = 60


def view_lines(view) -> list[str]:
    """A readable field-by-field dump of a view."""
    if dataclasses.is_dataclass(view):
        out = []
        for f in dataclasses.fields(view):
            value = getattr(view, f.name)
            text = repr(value)
            out.append(f"{f.name}: {text if len(text) < 160 else text[:157] + '…'}")
        return out
    return [repr(view)[:400]]


class GenericTable(TableScene):
    """Legal actions as a grid of buttons above a text dump of the view."""

    def __init__(self, app, match, info=None) -> None:
        self._buttons: list[tuple[pygame.Rect, object]] = []
        self._buttons_key: tuple | None = None
        self._hover = (-1, -1)
        super().__init__(app, match, info)

    def layout_table(self, rect: pygame.Rect) -> None:
        """Forget the button grid (rebuilt for the new size on the next frame)."""
        self._buttons_key = None

    def _build_buttons(self, rect: pygame.Rect) -> None:
        key = (self.match.state, self.viewer, rect.size)
        if key == self._buttons_key:
            return
        self._buttons_key = key
        self._buttons = []
        x, y = rect.x + px(20), rect.y + px(56)
        h = px(40)
        for action in self.legal_actions()[:MAX_BUTTONS]:
            label = self.rules.notation(action)
            w = assets.font(px(theme.FONT_BODY), True).size(label)[0] + px(28)
            if x + w > rect.right - px(20):
                x, y = rect.x + px(20), y + h + px(8)
            self._buttons.append((pygame.Rect(x, y, w, h), action))
            x += w + px(8)

    def handle_table_event(self, event: pygame.event.Event):
        """A click on an action button returns that action."""
        if event.type == pygame.MOUSEMOTION:
            self._hover = event.pos
        if is_left_down(event):
            for rect, action in self._buttons:
                if rect.collidepoint(event.pos):
                    return action
        return None

    def draw_table(self, surface: pygame.Surface, view, rect: pygame.Rect) -> None:
        """Heading, action buttons, view dump."""
        self._build_buttons(rect)
        if self.viewer is None:
            head = self.t("ui.generic.spectating")
        elif self._buttons:
            head = self.t("ui.generic.choose", name=self.name(self.viewer))
        else:
            head = self.t("ui.generic.waiting")
        img = assets.text(head, px(theme.FONT_LARGE), theme.ACCENT, bold=True)
        surface.blit(img, (rect.x + px(20), rect.y + px(18)))
        for brect, action in self._buttons:
            hover = brect.collidepoint(self._hover)
            pygame.draw.rect(surface, theme.BUTTON_HOVER if hover else theme.BUTTON, brect,
                             border_radius=px(8))
            pygame.draw.rect(surface, theme.ACCENT if hover else theme.PANEL_BORDER, brect,
                             width=1, border_radius=px(8))
            label = assets.text(self.rules.notation(action), px(theme.FONT_BODY), theme.TEXT,
                                bold=True)
            surface.blit(label, label.get_rect(center=brect.center))
        y = (self._buttons[-1][0].bottom if self._buttons else rect.y + px(56)) + px(24)
        box = pygame.Rect(rect.x + px(20), y, rect.w - px(40), rect.bottom - y - px(20))
        if box.h > px(40):
            theme.draw_panel(surface, box, theme.PANEL, alpha=200)
            size = px(theme.FONT_SMALL)
            ly = box.y + px(10)
            for line in view_lines(view):
                for part in assets.wrap(line, size, box.w - px(24)):
                    if ly + size > box.bottom - px(6):
                        return
                    surface.blit(assets.text(part, size, theme.TEXT_DIM, mono=True),
                                 (box.x + px(12), ly))
                    ly += assets.font(size, mono=True).get_linesize()
