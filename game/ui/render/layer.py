"""Cached pictures of parts of the screen, and values kept per key.

Tables redraw the whole window every frame. What changes only with the game state, the zoom
and pan, the window, the interface size or the language — a board's hexes, a side panel — is
drawn once into a `Layer` and blitted while its key holds; what moves (a pulsing glow, the
hovered cell, animations) is drawn on top each frame.

Keys are two parts: `ident`, objects compared by identity first (a view or a state is rebuilt
only when the game changes, and comparing two of them field by field would walk the whole
board), and `extra`, plain values compared with `==` (sizes, rects, the language). A `Memo`
keeps any computed value with the same rule; each table owns its own (`table.memo`), so what
it keeps (a view, a state, click targets that call the table) goes with the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame


class Memo:
    """Computed values kept by name, one per name: `memo(name, key, extra, make)` is `make()`,
    kept while `key` is the same object and `extra` equal."""

    def __init__(self) -> None:
        self._kept: dict[str, tuple[object, object, Any]] = {}

    def __call__(self, name: str, key: object, extra: object, make: Callable[[], Any]) -> Any:
        hit = self._kept.get(name)
        if hit is not None and hit[0] is key and hit[1] == extra:
            return hit[2]
        value = make()
        self._kept[name] = (key, extra, value)
        return value

    def clear(self) -> None:
        """Forget every value (the next call makes it again)."""
        self._kept.clear()


def same(a: Sequence[object], b: Sequence[object]) -> bool:
    """Are two identity keys the same: each pair the same object, or equal?"""
    return len(a) == len(b) and all(x is y or x == y for x, y in zip(a, b, strict=True))


class Layer:
    """One cached picture of a screen rect and what its drawing recorded (`extra`): drawn
    by `build` when `fresh` says the key changed, blitted by `blit` every frame."""

    def __init__(self, alpha: bool = False) -> None:
        self.alpha = alpha
        """A transparent picture (drawn over what changes under it), else an opaque one drawn
        over a copy of the `base` it is given (the window's background)."""
        self.ident: tuple[object, ...] | None = None
        self.extra: object = None
        self.surface: pygame.Surface | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.record: Any = None
        """Whatever the drawing returned (e.g. the tooltips and click targets it added)."""
        self.builds = 0
        """How many times it was drawn (tests check that a frame reuses it)."""

    def fresh(self, ident: tuple[object, ...], extra: object) -> bool:
        """Does the picture hold for this key? (An equal but new `ident` is kept, so the next
        frame compares by identity again.)"""
        if self.surface is None or self.ident is None or self.extra != extra:
            return False
        if self.ident is ident or same(self.ident, ident):
            self.ident = ident
            return True
        return False

    def build(self, ident: tuple[object, ...], extra: object, size: tuple[int, int],
              rect: pygame.Rect, draw: Callable[[pygame.Surface], Any],
              base: pygame.Surface | None = None, trim: bool = False) -> pygame.Surface:
        """Draw `draw(canvas)` in window coordinates on a window-sized canvas (a copy of
        `base`, or transparent) clipped to `rect`, and keep that rect of it (`trim`: only
        the part of a transparent picture that holds something, the less to blit)."""
        if base is not None and not self.alpha:
            canvas = base.copy()
        else:
            canvas = pygame.Surface(size, pygame.SRCALPHA)
        area = pygame.Rect(rect).clip(canvas.get_rect())
        canvas.set_clip(area)
        self.record = draw(canvas)
        canvas.set_clip(None)
        if trim and area.w > 0 and area.h > 0:
            used = canvas.subsurface(area).get_bounding_rect()
            area = used.move(area.topleft)
        self.surface = canvas.subsurface(area).copy()
        self.rect = area
        self.ident, self.extra = ident, extra
        self.builds += 1
        return self.surface

    def build_apart(self, ident: tuple[object, ...], extra: object, area: pygame.Rect,
                    draw: Callable[[pygame.Surface], Any]) -> pygame.Surface:
        """Draw `draw(canvas)` on a transparent canvas the size of `area` and keep it as the
        picture of `area`, even where `area` runs past the window: `draw` works in the
        canvas's coordinates (what it draws is moved by -area.topleft)."""
        canvas = pygame.Surface((max(1, area.w), max(1, area.h)), pygame.SRCALPHA)
        self.record = draw(canvas)
        self.surface, self.rect = canvas, pygame.Rect(area)
        self.ident, self.extra = ident, extra
        self.builds += 1
        return canvas

    def blit(self, surface: pygame.Surface, area: pygame.Rect | None = None,
             offset: tuple[int, int] = (0, 0)) -> None:
        """Put the picture back where it was drawn, moved by `offset` (only `area` of it, in
        window coordinates, when given)."""
        if self.surface is None:
            return
        rect = self.rect.move(offset)
        if area is None:
            surface.blit(self.surface, rect)
            return
        part = pygame.Rect(area).clip(rect)
        if part.w > 0 and part.h > 0:
            surface.blit(self.surface, part, part.move(-rect.x, -rect.y))

    def clear(self) -> None:
        """Forget the picture (the next frame draws it again)."""
        self.surface, self.ident, self.extra, self.record = None, None, None, None


__all__ = ["Layer", "Memo", "same"]
