"""A one-line text field (player names, numbers) with keyboard focus and a length limit."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import assets, theme
from game.ui.theme import px
from game.ui.widgets.base import Widget, is_left_down


class TextInput(Widget):
    """Click to focus; type (TEXTINPUT events), Backspace/Delete, Ctrl+A selects all (typing
    then replaces it), Enter or Esc to leave;
    Tab / Shift+Tab move to the next / previous field of the same `group` (a list the
    caller shares between fields and appends each one to)."""

    def __init__(self, rect, value: str, on_change: Callable[[str], Any] | None = None,
                 max_length: int = 16, placeholder: str = "", numeric: bool = False,
                 tooltip=None, group: list[TextInput] | None = None) -> None:
        super().__init__(rect, tooltip)
        self.value, self.on_change = value, on_change
        self.max_length, self.placeholder, self.numeric = max_length, placeholder, numeric
        self.focused = False
        self.selected = False  # the whole text is selected: typing replaces it
        self.blink = 0.0
        self.group = group
        if group is not None:
            group.append(self)

    def select_all(self) -> None:
        """Select the whole text (a default value the player will usually replace)."""
        self.selected = bool(self.value)

    def focus(self) -> None:
        """Take the keyboard focus; the other fields of the group lose it (only one field
        is ever drawn focused)."""
        for other in self.group or ():
            if other is not self:
                other.focused = other.selected = False
        self.focused, self.blink = True, 0.0

    def _tab(self, backwards: bool) -> None:
        """Hand the focus to the next (or previous) enabled field of the group."""
        self.focused = False
        fields = [f for f in (self.group or []) if f.enabled and f.visible]
        if self not in fields or len(fields) < 2:
            return
        nxt = fields[(fields.index(self) + (-1 if backwards else 1)) % len(fields)]
        nxt.focus()

    def _set(self, value: str) -> None:
        value = value[: self.max_length]
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def _accepts(self, ch: str) -> bool:
        if not ch.isprintable():
            return False
        return ch.isdigit() if self.numeric else True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Focus on click, edit while focused."""
        super().handle_event(event)
        if is_left_down(event):
            if self.enabled and self.rect.collidepoint(event.pos):
                self.focus()
            else:
                self.focused = False
            self.selected = False  # a click puts the caret at the end
            self.blink = 0.0
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            text = "".join(ch for ch in getattr(event, "text", "") if self._accepts(ch))
            if text:
                self._set(("" if self.selected else self.value) + text)
                self.selected = False
            return True
        if event.type == pygame.KEYDOWN:
            key = getattr(event, "key", 0)
            mod = getattr(event, "mod", 0)
            if key == pygame.K_a and mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.select_all()
                return True
            if key in (pygame.K_BACKSPACE, pygame.K_DELETE) and self.selected:
                self._set("")
                self.selected = False
            elif key == pygame.K_BACKSPACE:
                self._set(self.value[:-1])
            elif key == pygame.K_TAB:
                self._tab(bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT))
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                self.focused = False
            return True
        return False

    def update(self, dt: float) -> None:
        """Blink the caret."""
        self.blink = (self.blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the field, its text (or placeholder) and the caret when focused."""
        r = px(6)
        pygame.draw.rect(surface, (14, 19, 44), self.rect, border_radius=r)
        edge = theme.ACCENT if self.focused else (
            theme.TEXT_DIM if self.hover else theme.PANEL_BORDER)
        pygame.draw.rect(surface, edge, self.rect, width=2 if self.focused else 1,
                         border_radius=r)
        size = px(theme.FONT_BODY)
        pad = px(8)
        shown = self.value or ("" if self.focused else self.placeholder)
        colour = theme.TEXT if self.value else theme.TEXT_DISABLED
        f = assets.font(size)
        room = self.rect.w - 2 * pad - px(4)
        if self.value:  # keep the end of the text (where the caret is) visible
            while shown and f.size(shown)[0] > room:
                shown = shown[1:]
        elif shown:  # a placeholder reads from its start (it showed « elle à chaque partie »)
            shown, size = assets.fitted(shown, size, room)
        img = assets.text(shown, size, colour) if shown else None
        x = self.rect.x + pad
        if img is not None:
            if self.focused and self.selected and self.value:
                sel = img.get_rect(topleft=(x, self.rect.centery - img.get_height() // 2))
                pygame.draw.rect(surface, theme.ACCENT_DARK, sel.inflate(px(4), 0))
            surface.blit(img, (x, self.rect.centery - img.get_height() // 2))
        if self.focused and self.blink < 0.6:
            cx = x + (img.get_width() if img is not None and self.value else 0) + 1
            h = f.get_height()
            pygame.draw.line(surface, theme.ACCENT, (cx, self.rect.centery - h // 2),
                             (cx, self.rect.centery + h // 2), 2)
