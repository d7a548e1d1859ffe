"""App-wide overlays drawn above every scene: the toast stack and the hover tooltip."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.ui import assets, theme
from game.ui.theme import px

TOAST_SECONDS = 4.0
FADE_SECONDS = 0.6
MAX_TOASTS = 4


@dataclass
class Toast:
    """One message: text, kind ("info", "error" or "success") and its age in seconds."""

    text: str
    kind: str = "info"
    age: float = 0.0


class ToastStack:
    """Messages at the top centre that fade out after a few seconds (newest on top)."""

    def __init__(self) -> None:
        self.toasts: list[Toast] = []

    def push(self, text: str, kind: str = "info") -> None:
        """Show a message (an identical message already shown is refreshed, not repeated)."""
        for toast in self.toasts:
            if toast.text == text:
                toast.age = 0.0
                return
        self.toasts.insert(0, Toast(text, kind))
        del self.toasts[MAX_TOASTS:]

    def clear(self) -> None:
        """Drop every message (a hand-over or the end of the game: what was said to the
        last player at the table no longer applies, and may not be theirs to see)."""
        self.toasts.clear()

    def update(self, dt: float) -> None:
        """Age the messages and drop the expired ones."""
        for toast in self.toasts:
            toast.age += dt
        self.toasts = [t for t in self.toasts if t.age < TOAST_SECONDS]

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the stack below the top edge, centred."""
        w = surface.get_width()
        y = px(64)
        size = px(theme.FONT_BODY)
        for toast in self.toasts:
            lines = assets.wrap(toast.text, size, min(w - px(80), px(640)))
            line_h = assets.font(size).get_linesize()
            width = max(assets.font(size).size(line)[0] for line in lines) + px(48)
            rect = pygame.Rect(0, y, width, line_h * len(lines) + px(20))
            rect.centerx = w // 2
            remaining = TOAST_SECONDS - toast.age
            alpha = int(255 * max(0.0, min(1.0, remaining / FADE_SECONDS, toast.age / 0.15)))
            box = pygame.Surface(rect.size, pygame.SRCALPHA)
            edge = {"error": theme.ERROR, "success": theme.SUCCESS}.get(toast.kind, theme.ACCENT)
            pygame.draw.rect(box, (*theme.PANEL_RAISED, 245), box.get_rect(), border_radius=px(10))
            pygame.draw.rect(box, edge, box.get_rect(), width=2, border_radius=px(10))
            pygame.draw.rect(box, edge, (px(6), px(8), px(4), rect.h - px(16)),
                             border_radius=px(2))
            ty = px(10)
            for line in lines:
                img = assets.text(line, size, theme.TEXT)
                box.blit(img, (px(24), ty))
                ty += line_h
            box.set_alpha(alpha)
            surface.blit(box, rect.topleft)
            y = rect.bottom + px(8)


class TooltipState:
    """Shows a tooltip after the mouse rests on something for a short delay."""

    DELAY = 0.45

    def __init__(self) -> None:
        self.pos = (-1, -1)
        self.rest = 0.0

    def moved(self, pos) -> None:
        """The mouse moved: restart the delay."""
        self.pos = tuple(pos)
        self.rest = 0.0

    def update(self, dt: float) -> None:
        """Count the time the mouse has rested."""
        self.rest += dt

    def ready(self) -> bool:
        """True when the tooltip should show."""
        return self.rest >= self.DELAY and self.pos[0] >= 0

    def draw(self, surface: pygame.Surface, text: str,
             keep_clear: pygame.Rect | None = None, avoid: pygame.Rect | None = None) -> None:
        """Draw `text` in a box near the mouse, kept inside the window: below and to the
        right of it, to its left by the window's right edge, above it by the bottom edge.
        Drawn above the mouse, it also keeps off `keep_clear` when there is room above that
        (the bar's prompt, which a button's tooltip covered). It never covers `avoid` (an
        enlarged card) where a place beside, under or over it holds the box."""
        box = tooltip_box(text, px(theme.FONT_SMALL), px(360), theme.scale())
        w, h = box.get_size()
        x, y = self.pos[0] + px(14), self.pos[1] + px(20)
        sw, sh = surface.get_size()
        if x + w > sw - px(4) and self.pos[0] - w - px(14) >= px(4):
            # by the right edge the box opens to the left of the mouse: pushed back inside
            # the window, it covered the column the mouse is on (a list of cards, missions)
            x = self.pos[0] - w - px(14)
        x = max(px(4), min(x, sw - w - px(4)))
        if y + h > sh - px(4):
            y = self.pos[1] - h - px(8)
            if keep_clear is not None and pygame.Rect(x, y, w, h).colliderect(keep_clear) \
                    and keep_clear.collidepoint(self.pos) and keep_clear.top - h - px(4) >= 0:
                y = keep_clear.top - h - px(4)
        if avoid is not None and pygame.Rect(x, y, w, h).colliderect(avoid):
            gap = px(4)
            for cx, cy in ((x, avoid.bottom + gap), (x, avoid.top - h - gap),
                           (avoid.right + gap, y), (avoid.left - w - gap, y)):
                spot = pygame.Rect(max(px(4), min(cx, sw - w - px(4))),
                                   max(px(4), min(cy, sh - h - px(4))), w, h)
                if not spot.colliderect(avoid):
                    x, y = spot.topleft
                    break
        surface.blit(box, (x, y))


@lru_cache(maxsize=32)
def tooltip_box(text: str, size: int, width: int, scale: float) -> pygame.Surface:
    """A tooltip's box with its text wrapped at `width` (cached per interface `scale` too: a
    tooltip stays up for many frames). Its rounded corners are transparent; every other
    pixel is opaque, so it looks the same as drawn in place."""
    lines = assets.wrap(text, size, width)
    f = assets.font(size)
    w = max(f.size(line)[0] for line in lines) + px(20)
    h = f.get_linesize() * len(lines) + px(14)
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = box.get_rect()
    pygame.draw.rect(box, (12, 16, 38), rect, border_radius=px(6))
    pygame.draw.rect(box, theme.ACCENT_DARK, rect, width=1, border_radius=px(6))
    ty = px(7)
    for line in lines:
        box.blit(assets.text(line, size, theme.TEXT), (px(10), ty))
        ty += f.get_linesize()
    return box
