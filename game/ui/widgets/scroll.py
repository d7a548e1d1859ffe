"""A vertical scroll list of variable-height rows: mouse wheel and a draggable scrollbar.

Rows are `(height, draw(surface, rect))` pairs (or plain surfaces); the list clips them to
its rect. Used by the game log, the load list and the rules viewer.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from itertools import accumulate
from typing import Any

import pygame

from game.ui import theme
from game.ui.theme import px
from game.ui.widgets.base import Widget, is_left_down, is_left_up

Row = tuple[int, Callable[[pygame.Surface, pygame.Rect], Any]] | pygame.Surface


class ScrollList(Widget):
    """Rows inside a clipped rect; `stick_to_bottom` keeps the newest row in view."""

    def __init__(self, rect, rows: Sequence[Row] = (), stick_to_bottom: bool = False,
                 gap: int = 0, on_click: Callable[[int], Any] | None = None,
                 whole_top: bool = False, line_step: int = 0,
                 cut_mark: Callable[[pygame.Surface, pygame.Rect], Any] | None = None) -> None:
        super().__init__(rect)
        self.stick_to_bottom, self.gap, self.on_click = stick_to_bottom, gap, on_click
        self.whole_top = whole_top
        """A row cut by the top edge is not drawn (a log's oldest visible line read as a
        strip of half letters; a fade into the panel still left half a line showing under
        it, a review, stop 77): the list starts with a whole row, the scrollbar says more
        lies above."""
        self.line_step = line_step
        """With `whole_top`, rows made of lines this many pixels apart: a row cut by the top
        edge shows its whole lines below the edge when there are two or more (at 150% with 6
        seats a long entry left 90 px of a log blank above the last one; a review, stop 80;
        a lone « 1. » of « … to step / 1. » read as an orphan), or one with a `cut_mark`."""
        self.cut_mark = cut_mark
        """Drawn over the first line shown of such a row, so that it reads as the end of an
        entry, not a sentence without its beginning (a review, stop 81)."""
        self.offset = 0
        self.dragging: int | None = None
        self.rows: list[tuple[int, Callable]] = []
        self._tops: list[int] = []  # content y of each row: drawing and hit tests are O(log n)
        self._height = 0
        self.set_rows(rows)

    # --- model -------------------------------------------------------------------------
    def set_rows(self, rows: Sequence[Row]) -> None:
        """Replace the rows (keeps the bottom in view when sticking to it)."""
        at_bottom = self.offset >= self.max_offset() - 2
        self.rows = [self._normalise(r) for r in rows]
        steps = [h + self.gap for h, _ in self.rows]
        self._tops = [0, *accumulate(steps)][:len(self.rows)]
        self._height = sum(steps) - self.gap if self.rows else 0
        if self.stick_to_bottom and at_bottom:
            self.offset = self.max_offset()
        self.offset = max(0, min(self.offset, self.max_offset()))

    @staticmethod
    def _normalise(row: Row) -> tuple[int, Callable]:
        if isinstance(row, pygame.Surface):
            surf = row
            return surf.get_height(), lambda s, r: s.blit(surf, r.topleft)
        return row

    def content_height(self) -> int:
        """Total height of every row and gap."""
        return self._height

    def max_offset(self) -> int:
        """The largest scroll offset."""
        return max(0, self.content_height() - self.rect.h)

    def scroll_to_bottom(self) -> None:
        """Show the last rows."""
        self.offset = self.max_offset()

    def scroll(self, dy: int) -> None:
        """Scroll by dy pixels (clamped)."""
        self.offset = max(0, min(self.max_offset(), self.offset + dy))

    # --- scrollbar geometry ------------------------------------------------------------
    def _bar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        total = self.content_height()
        if total <= self.rect.h or self.rect.h <= 0:
            return None
        w = px(8)
        track = pygame.Rect(self.rect.right - w, self.rect.y, w, self.rect.h)
        th = max(px(24), self.rect.h * self.rect.h // total)
        ty = self.rect.y + (self.rect.h - th) * self.offset // max(1, self.max_offset())
        return track, pygame.Rect(track.x, ty, w, th)

    # --- input -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Wheel scrolls, the thumb drags, clicks on rows call on_click(index)."""
        super().handle_event(event)
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.scroll(-int(getattr(event, "y", 0)) * px(48))
            return True
        bar = self._bar()
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            if bar is not None and bar[0].collidepoint(event.pos):
                track, thumb = bar
                if thumb.collidepoint(event.pos):
                    self.dragging = event.pos[1] - thumb.y
                else:  # page towards the click
                    self.scroll(self.rect.h if event.pos[1] > thumb.y else -self.rect.h)
                return True
            index = self.row_at(event.pos)
            if index is not None and self.on_click is not None:
                self.on_click(index)
                return True
            return True
        if is_left_up(event) and self.dragging is not None:
            self.dragging = None
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging is not None and bar is not None:
            track, thumb = bar
            span = max(1, track.h - thumb.h)
            rel = event.pos[1] - self.dragging - track.y
            self.offset = max(0, min(self.max_offset(), rel * self.max_offset() // span))
            return True
        return False

    def row_at(self, pos) -> int | None:
        """Index of the row under `pos`, if any."""
        if not self.rect.collidepoint(pos):
            return None
        content_y = pos[1] - self.rect.y + self.offset
        i = bisect_right(self._tops, content_y) - 1
        if 0 <= i < len(self.rows) and content_y < self._tops[i] + self.rows[i][0]:
            return i
        return None

    def row_top(self, index: int) -> int:
        """Content y of a row (the offset that puts it at the top of the list)."""
        return self._tops[index]

    def show_row(self, index: int) -> None:
        """Scroll as little as needed for the whole row (or its top) to be in view."""
        top, h = self._tops[index], self.rows[index][0]
        if top < self.offset:
            self.offset = top
        elif top + h > self.offset + self.rect.h:
            self.offset = max(0, min(self.max_offset(), top + h - self.rect.h))

    def row_rect(self, index: int) -> pygame.Rect:
        """Screen rect of a row at the current offset (may lie outside the list)."""
        y = self.rect.y - self.offset + self._tops[index]
        width = self.rect.w - (px(12) if self._bar() else 0)
        return pygame.Rect(self.rect.x, y, width, self.rows[index][0])

    # --- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Draw visible rows clipped to the rect (with `whole_top`, none cut by the top
        edge, or only whole lines of it with `line_step`), then the scrollbar."""
        old_clip = surface.get_clip()
        clip = self.rect.clip(old_clip) if old_clip else self.rect
        surface.set_clip(clip)
        bar = self._bar()
        width = self.rect.w - (px(12) if bar else 0)
        first = max(0, bisect_right(self._tops, self.offset) - 1)
        y = self.rect.y - self.offset + (self._tops[first] if self.rows else 0)
        for h, draw_row in self.rows[first:]:
            cut = self.whole_top and y < self.rect.y
            if cut and self.line_step > 0 and y + h > self.rect.y:
                # its lines wholly below the edge, none in part
                skip = -(-(self.rect.y - y) // self.line_step) * self.line_step
                shown = pygame.Rect(self.rect.x, y + skip, width, h - skip)
                # a lone last line read as an orphan (« 1. » of « … to step / 1. ») until
                # the mark said it ends an entry; unmarked, it takes two (stop 82: the
                # logs of three games left a line's height blank under their title)
                lines = 1 if self.cut_mark is not None else 2
                if shown.h >= lines * self.line_step:
                    surface.set_clip(shown.clip(clip))
                    draw_row(surface, pygame.Rect(self.rect.x, y, width, h))
                    if self.cut_mark is not None:
                        self.cut_mark(surface, pygame.Rect(shown.x, shown.y, width,
                                                           self.line_step))
                    surface.set_clip(clip)
            elif y + h >= self.rect.y and y <= self.rect.bottom and not cut:
                draw_row(surface, pygame.Rect(self.rect.x, y, width, h))
            y += h + self.gap
            if y > self.rect.bottom:
                break
        surface.set_clip(old_clip)
        if bar is not None:
            track, thumb = bar
            pygame.draw.rect(surface, (16, 22, 48), track, border_radius=track.w // 2)
            colour = theme.ACCENT if self.dragging is not None else theme.TEXT_DIM
            pygame.draw.rect(surface, colour, thumb, border_radius=thumb.w // 2)


class ScrollArea(Widget):
    """A clipped, wheel-scrolled region holding child widgets laid out in content coordinates
    (origin at the area's top-left, y growing past the visible height)."""

    def __init__(self, rect, children: list[Widget], content_height: int,
                 offset: int = 0) -> None:
        super().__init__(rect)
        self.children = children
        self.content_height = max(content_height, self.rect.h)
        self.offset = max(0, min(offset, self.content_height - self.rect.h))

    def _local(self, pos) -> tuple[int, int]:
        if not self.rect.collidepoint(pos):
            return (-10_000, -10_000)
        return (pos[0] - self.rect.x, pos[1] - self.rect.y + self.offset)

    def _translated(self, event: pygame.event.Event) -> pygame.event.Event:
        if hasattr(event, "pos"):
            data = dict(event.dict)
            data["pos"] = self._local(event.pos)
            return pygame.event.Event(event.type, data)
        return event

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Wheel scrolls; other events go to the children in content coordinates."""
        super().handle_event(event)
        if event.type == pygame.MOUSEWHEEL and self.hover:
            limit = self.content_height - self.rect.h
            if limit > 0:
                self.offset = max(0, min(limit, self.offset - int(getattr(event, "y", 0))
                                         * px(48)))
                return True
        local = self._translated(event)
        for child in reversed(self.children):
            if child.visible and child.handle_event(local):
                return True
        return False

    def update(self, dt: float) -> None:
        """Update the children; keep a focused text field in view (Tab may move the focus
        to a field scrolled out of sight)."""
        for child in self.children:
            child.update(dt)
            if getattr(child, "focused", False):
                if child.rect.top < self.offset:
                    self.offset = max(0, child.rect.top - px(4))
                elif child.rect.bottom > self.offset + self.rect.h:
                    self.offset = min(self.content_height - self.rect.h,
                                      child.rect.bottom + px(4) - self.rect.h)

    def tooltip_at(self, pos) -> str | None:
        """The tooltip of the child under the mouse."""
        local = self._local(pos)
        for child in reversed(self.children):
            if child.visible:
                tip = child.tooltip_at(local)
                if tip:
                    return tip
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the children onto an off-screen page and show the visible slice."""
        page = pygame.Surface((self.rect.w, self.content_height), pygame.SRCALPHA)
        for child in self.children:
            if child.visible:
                child.draw(page)
        surface.blit(page, self.rect.topleft, pygame.Rect(0, self.offset, self.rect.w,
                                                          self.rect.h))
        limit = self.content_height - self.rect.h
        if limit > 0:
            w = px(6)
            th = max(px(24), self.rect.h * self.rect.h // self.content_height)
            ty = self.rect.y + (self.rect.h - th) * self.offset // limit
            pygame.draw.rect(surface, theme.TEXT_DIM, (self.rect.right - w, ty, w, th),
                             border_radius=w // 2)
