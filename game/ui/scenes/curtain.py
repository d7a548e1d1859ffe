"""The hand-over curtain: a full-screen opaque "Pass to <name>" screen.

In hot-seat play it stands before any view that shows a seat's private information; nothing
of the table is drawn beneath it. A short arming delay keeps the previous player's last
click from lifting it by accident.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import assets, sound, theme
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.theme import px
from game.ui.widgets.base import Button
from game.ui.widgets.marker import draw_marker

ARMING_SECONDS = 0.35
KEY_ARMING_SECONDS = 1.2
"""Enter or Space lifts the curtain only after this long: the last player pressed Enter out of
habit, as it confirms a prompt, and it lifted the next player's curtain over their secret
faction event (a newcomer's game, stop 97). A click still lifts it after `ARMING_SECONDS`."""


class CurtainScene(Scene):
    """Opaque; click (or Space/Enter) when ready to reveal `seat`'s view."""

    is_overlay = False

    def __init__(self, app, seat: int, name: str, colour: str, shape: str,
                 on_reveal: Callable[[int], object],
                 on_menu: Callable[[], object] | None = None) -> None:
        self.seat, self.name, self.colour, self.shape = seat, name, colour, shape
        self.on_reveal, self.on_menu = on_reveal, on_menu
        self.armed_in = ARMING_SECONDS
        self.keys_in = KEY_ARMING_SECONDS
        self.done = False
        self.card = pygame.Rect(0, 0, 0, 0)  # the name, marker and hint: the click target
        self.nudge = 0.0  # seconds the hint still glows after a click beside the card
        super().__init__(app)

    def enter(self) -> None:
        """Chime to attract attention; the last player's messages go (a pilot saw a table
        hint stay over the next screen)."""
        self.app.toasts.clear()
        sound.play("turn")

    def layout(self, w: int, h: int) -> None:
        """Only a small Menu button in the corner."""
        super().layout(w, h)
        self.widgets = []
        if self.on_menu is not None:
            self.widgets.append(Button((w - px(140), px(16), px(124), px(40)),
                                       t("ui.table.menu"), self.on_menu))

    def update(self, dt: float) -> None:
        """Count down the arming delay."""
        super().update(dt)
        self.armed_in = max(0.0, self.armed_in - dt)
        self.keys_in = max(0.0, self.keys_in - dt)
        self.nudge = max(0.0, self.nudge - dt)

    def reveal(self) -> None:
        """Lift the curtain for the seat."""
        if self.done or self.armed_in > 0:
            return
        self.done = True
        self.app.pop(self)
        self.on_reveal(self.seat)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The Menu button, else a click or Space/Enter reveals."""
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1:
            # only a click on the card: the last player, still clicking their own turn away,
            # lifted the next one's curtain anywhere, and their next click made the other's
            # secret choice (Planet Unknown, a newcomer's game, stop 98)
            if self.card.collidepoint(event.pos):
                self.reveal()
            else:
                self.nudge = 1.0
            return True
        if event.type == pygame.KEYDOWN and getattr(event, "key", 0) in (
                pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.keys_in <= 0:
                self.reveal()
            return True
        return False

    def on_key_escape(self) -> bool:
        """Esc opens the menu (never reveals)."""
        if self.on_menu is not None:
            self.on_menu()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """Opaque dark sky, the seat marker, and the prompt."""
        w, h = surface.get_size()
        surface.fill(theme.CURTAIN)
        bg = theme.background((w, h)).copy()
        bg.set_alpha(90)
        surface.blit(bg, (0, 0))
        cy = h // 2 - px(70)
        r = px(46)
        pygame.draw.circle(surface, (30, 36, 70), (w // 2, cy), r + px(16))
        draw_marker(surface, (w // 2, cy), r, self.colour, self.shape)
        title = assets.text(t("ui.curtain.pass_to", name=self.name), px(44), theme.TEXT,
                            serif=True)
        surface.blit(title, title.get_rect(midtop=(w // 2, cy + r + px(36))))
        hint_colour = theme.ACCENT if self.armed_in <= 0 else theme.TEXT_DISABLED
        if self.nudge > 0:
            hint_colour = theme.TEXT
        hint = assets.text(t("ui.curtain.click_when_ready"), px(theme.FONT_LARGE), hint_colour)
        hint_rect = hint.get_rect(midtop=(w // 2, cy + r + px(100)))
        card_w = min(w - px(40), max(px(520), title.get_width() + px(80)))
        self.card = pygame.Rect(w // 2 - card_w // 2, cy - r - px(36), card_w,
                                hint_rect.bottom + px(28) - (cy - r - px(36)))
        edge = theme.ACCENT if self.nudge > 0 or self.card.collidepoint(
            pygame.mouse.get_pos()) and self.armed_in <= 0 else theme.PANEL_BORDER
        pygame.draw.rect(surface, edge, self.card, width=2, border_radius=px(18))
        surface.blit(hint, hint_rect)
        note = assets.text(t("ui.curtain.private_note"), px(theme.FONT_SMALL), theme.TEXT_DIM)
        surface.blit(note, note.get_rect(midbottom=(w // 2, h - px(32))))
        super().draw(surface)
