"""A seat's faction sheet, drawn when its row is hovered — in the Initiative board on the
table's right or in the frame's players panel (TS-20 … TS-23).

The sheet is a panel, not a tooltip: with its units, their abilities and upgrades it is
taller than a tooltip may be, so it is drawn wide over the map in two columns — the faction's
rules on the left (start zone, effect, defensive action, Protection, combat cards, goal, the
uplinks or weapons it buys), the units on the right, each with ▽ conquest, ♥ health, ♠ attack
and cost, its abilities and upgrades indented under it (`tips.sheet_parts`). The type
shrinks to fit, never under `MIN_SIZE` at the interface size; below that the panel takes the
map and the right column above the action bar, and only then the whole table area, bar
included, rather than cut a line (`TsukuyumiTable.sheet_areas`: a sheet reaching over the
bar's prompt half hid it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui import assets, theme
from game.ui.scenes.table_chrome import players_rows
from game.ui.tables.tsukuyumi import tips
from game.ui.theme import px
from game.ui.widgets.marker import draw_marker

MIN_SIZE = 12
"""The smallest type of a sheet at 100% (scaled with the interface)."""


Part = tuple[str, bool, bool]
"""A line of a sheet as drawn: its text, indented (under a unit), bold (a unit, a heading)."""


def _blocks(lines: list[str], units: list[str]) -> list[list[tuple[str, bool, bool]]]:
    """The sheet's items, never split between columns: each rules line, the units' heading,
    each unit with its abilities and upgrades (the `tips.SUB` lines under it)."""
    blocks: list[list[tuple[str, bool, bool]]] = [[(line, False, False)] for line in lines]
    for i, line in enumerate(units):
        if line.startswith(tips.SUB) and i:
            blocks[-1].append((line.removeprefix(tips.SUB), True, False))
        elif i == 1:  # the first unit goes with the heading: never a heading alone
            blocks[-1].append((line, False, True))
        else:
            blocks.append([(line, False, True)])
    return blocks


def _wrap(block: list[tuple[str, bool, bool]], size: int, width: int) -> list[Part]:
    out = []
    for text, sub, bold in block:
        for part in assets.wrap(text, size, width - (px(14) if sub else 0), bold):
            out.append((part, sub, bold))
    return out


@dataclass
class Layout:
    """Where a sheet goes and how: its panel, type size, two columns of wrapped items, and
    the height it needs."""

    panel: pygame.Rect
    size: int
    col_w: int
    columns: tuple[list[list[Part]], list[list[Part]]]
    title: str
    need: int

    @property
    def fits(self) -> bool:
        """Every line shown at a readable size (nothing cut)."""
        return self.need <= self.panel.h and self.size >= px(MIN_SIZE)


def _height(column: list[list[Part]], lh: int, gap: int) -> int:
    return sum(len(b) for b in column) * lh + gap * max(0, len(column) - 1)


def _balance(wrapped: list[list[Part]], lh: int, gap: int, prefer: int | None = None,
             room: int = 0) -> tuple[list[list[Part]], list[list[Part]]]:
    """Items in order over two columns, the taller as short as can be; split before item
    `prefer` (the units' heading: rules on the left, units on the right) when both columns
    then fit in `room` (the Dark Seed's units began at the foot of the first column and went
    on at the top of the second, which read out of order)."""
    best: tuple[list[list[Part]], list[list[Part]]] = (wrapped, [])
    best_h = _height(wrapped, lh, gap)
    for k in range(1, len(wrapped)):
        h = max(_height(wrapped[:k], lh, gap), _height(wrapped[k:], lh, gap))
        if h < best_h:
            best, best_h = (wrapped[:k], wrapped[k:]), h
    if prefer is not None and 0 < prefer < len(wrapped):
        h = max(_height(wrapped[:prefer], lh, gap), _height(wrapped[prefer:], lh, gap))
        if h <= max(best_h, room):
            return wrapped[:prefer], wrapped[prefer:]
    return best


Wide = pygame.Rect | tuple[pygame.Rect, ...] | None
"""The larger areas a sheet may take when it does not fit its own, tried in order."""


def layout(table, view: Any, seat: int, area: pygame.Rect, wide: Wide = None,
           parts: tuple[str, list[str], list[str]] | None = None) -> Layout:
    """The largest type from the small size down to MIN_SIZE that fits `area`; when even
    that does not fit, the same in `wide` (the whole table area, or several areas tried in
    order, the last taken whatever it holds). `parts`: another sheet's (title, lines, units)
    instead of the seat's (a legendary Oni's, TS-M8)."""
    title, lines, units = parts or tips.sheet_parts(table.t, view, table.name, seat)
    blocks = _blocks(lines, units)
    out: Layout | None = None
    wider = wide if isinstance(wide, tuple) else (wide,)
    boxes = [b for b in (area, *wider) if b is not None]
    for box in boxes:
        inner = box.inflate(-px(16), -px(16))
        col_w = (inner.w - px(24) - px(24)) // 2
        size = px(theme.FONT_SMALL)
        while True:
            lh = assets.font(size).get_linesize()
            gap = max(2, size // 3)
            columns = _balance([_wrap(b, size, col_w) for b in blocks], lh, gap,
                               prefer=len(lines) if units else None,
                               room=inner.h - px(44))
            need = px(44) + max(_height(c, lh, gap) for c in columns)
            if need <= inner.h or size <= px(MIN_SIZE):
                break
            size -= 1
        # the last resort (the whole table area) is taken whole: a panel stopping part way
        # down the action bar left its prompt cut in half under it
        last = box is boxes[-1] and len(boxes) > 2
        panel = pygame.Rect(inner.x, inner.y, inner.w, inner.h if last else min(inner.h, need))
        out = Layout(panel, size, col_w, columns, title, need)
        if out.fits:
            break
    assert out is not None
    return out


def draw_sheet(table, surface: pygame.Surface, view: Any, seat: int, area: pygame.Rect,
               wide: Wide = None,
               parts: tuple[str, list[str], list[str]] | None = None,
               icon: Callable[[pygame.Surface, tuple[int, int], int], None] | None = None
               ) -> Layout:
    """A seat's faction sheet in `area` (see the module docstring), or another sheet from its
    `parts` with its title `icon`; returns its layout."""
    lay = layout(table, view, seat, area, wide, parts)
    panel, size = lay.panel, lay.size
    theme.draw_panel(surface, panel, theme.PANEL_RAISED, alpha=255)
    if icon is not None:
        icon(surface, (panel.x + px(20), panel.y + px(18)), px(9))
    else:
        cfg = table.match.seats[seat]
        draw_marker(surface, (panel.x + px(20), panel.y + px(18)), px(9), cfg.colour,
                    cfg.shape)
    line, fs = assets.fitted(lay.title, px(theme.FONT_BODY), panel.w - px(48), True)
    surface.blit(assets.text(line, fs, theme.ACCENT, bold=True),
                 (panel.x + px(36), panel.y + px(8)))
    lh = assets.font(size).get_linesize()
    gap = max(2, size // 3)
    split = panel.x + px(12) + lay.col_w + px(12)
    for column, x in ((lay.columns[0], panel.x + px(12)), (lay.columns[1], split + px(12))):
        y = panel.y + px(36)
        for block in column:
            for part, sub, bold in block:
                if y + lh > panel.bottom - px(4):
                    break
                colour = theme.TEXT_DIM if sub else theme.TEXT
                surface.blit(assets.text(part, size, colour, bold=bold),
                             (x + (px(14) if sub else 0), y))
                y += lh
            y += gap
    if lay.columns[1]:
        pygame.draw.line(surface, theme.PANEL_BORDER, (split, panel.y + px(36)),
                         (split, panel.bottom - px(10)))
    return lay


__all__ = ["MIN_SIZE", "Layout", "Wide", "draw_sheet", "layout", "players_rows"]
