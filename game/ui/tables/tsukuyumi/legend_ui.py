"""The Tsukuyumi map's legend: its button and the refit button over the map, and when open the
key to the map — zone types, the start zone, the characteristics (printed, added by a marker,
cancelled), barriers, the legendary Oni in the game (TS-M8) and a scenario's groups
(Contrôle, TS-12.5). Each row has a tooltip.

The open legend never hides the board (issue 12, seen at 150%: it covered a third of it). It
is a compact panel docked at the map's top left, under its button, and the board is framed
beside it (`layout`): of its possible shapes — one column, or more side by side — and of the
two places left for the board — on its right or below it, or the whole map when the board's
hexes stay clear of it — the one that keeps the board the largest is taken, the rows a little
shorter when that lets one column fit a short map (a tall bar at 150%). A wide map keeps the
board's size (the legend fills the empty side); a narrow one gives up a little of it. The
Legend button (lit while open), L and Esc close it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui import assets, theme
from game.ui.render import hexmap_art
from game.ui.render.hexmap import MapView
from game.ui.tables.tsukuyumi import art, groups_ui, legendary_ui, m5_ui
from game.ui.theme import px

LEGEND = (("ocean", "ts.zone.ocean"), ("fertile", "ts.zone.fertile"),
          ("mountain", "ts.zone.mountain"), ("moon", "ts.zone.moon"))
LEGEND_CHARS = ("radioactive", "unstable", "tsukuyumi")
ROW = 20
"""A row's height (unscaled); down to ROW_MIN when a short map leaves one column no room."""
ROW_MIN = 16
TEXT = 13
"""The rows' type size (unscaled), as the column's chips."""
ICON_W = 26
"""The room of a row's icon, left of its text (unscaled)."""
PAD = 5
TOP = 40
"""The panel's top below the map's top: under the Legend and refit buttons."""

Icon = Callable[[pygame.Surface, tuple[int, int]], None]
"""Draws a row's icon centred on a point."""


@dataclass(frozen=True)
class Layout:
    """Where the open legend goes and where the board is framed beside it."""

    panel: pygame.Rect
    board: pygame.Rect
    per_column: int
    col_w: int
    row_h: int

    def row_rect(self, i: int) -> pygame.Rect:
        """Row i's rect (rows fill the columns top to bottom, left to right)."""
        return pygame.Rect(self.panel.x + px(PAD) + (i // self.per_column) * self.col_w,
                           self.panel.y + px(PAD) + (i % self.per_column) * self.row_h,
                           self.col_w, self.row_h)


def _buttons(table, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """The Legend button and the refit button, at the map's top left."""
    label_w = assets.font(px(theme.FONT_SMALL), True).size(table.t("ts.ui.legend"))[0]
    button = pygame.Rect(rect.x + px(8), rect.y + px(8), label_w + px(16), px(26))
    return button, pygame.Rect(button.right + px(6), button.y, px(26), px(26))


def _draw_fit_icon(surface: pygame.Surface, box: pygame.Rect) -> None:
    """Four corner brackets, the usual "fit to the screen" sign (a button as small as the
    icon: a label would reach over the map's top row)."""
    inner = box.inflate(-px(10), -px(10))
    arm, width = max(2, inner.w // 3), max(1, px(2))
    for (x, y), (dx, dy) in (((inner.left, inner.top), (1, 1)),
                             ((inner.right - 1, inner.top), (-1, 1)),
                             ((inner.left, inner.bottom - 1), (1, -1)),
                             ((inner.right - 1, inner.bottom - 1), (-1, -1))):
        pygame.draw.line(surface, theme.TEXT, (x, y), (x + dx * arm, y), width)
        pygame.draw.line(surface, theme.TEXT, (x, y), (x, y + dy * arm), width)


def draw_legend(table, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The legend and refit buttons at the map's top left, and the legend when open."""
    t = table.t
    size = px(theme.FONT_SMALL)
    button, fit = _buttons(table, rect)
    img = assets.text(t("ts.ui.legend"), size, theme.TEXT, bold=True)
    pygame.draw.rect(surface, theme.BUTTON_HOVER if table.legend else theme.BUTTON, button,
                     border_radius=px(6))
    pygame.draw.rect(surface, theme.ACCENT if table.legend else theme.PANEL_BORDER, button, 1,
                     border_radius=px(6))
    surface.blit(img, img.get_rect(center=button.center))
    table.add_hit(button, t("ts.ui.legend_tip"), table.toggle_legend)
    pygame.draw.rect(surface, theme.BUTTON, fit, border_radius=px(6))
    pygame.draw.rect(surface, theme.PANEL_BORDER, fit, 1, border_radius=px(6))
    _draw_fit_icon(surface, fit)
    table.add_hit(fit, t("ts.ui.refit_tip"), table.refit)
    if not table.legend:
        return
    lay = layout(table)
    theme.draw_panel(surface, lay.panel, theme.PANEL, alpha=255)
    table.add_hit(lay.panel, None, lambda: None)  # a panel: a click here is not on the map
    text_w = lay.col_w - px(ICON_W + 4)
    icon_size = px(10) * lay.row_h // px(ROW)  # the icons as much smaller as the rows
    for i, (icon, text, tip) in enumerate(legend_rows(table, icon_size)):
        row = lay.row_rect(i)
        icon(surface, (row.x + px(ICON_W) // 2, row.centery))
        line, fs = assets.fitted(text, px(TEXT), text_w)
        label = assets.text(line, fs, theme.TEXT)
        surface.blit(label, (row.x + px(ICON_W), row.y + (row.h - label.get_height()) // 2))
        if tip:
            table.add_hit(row, tip)


def layout(table) -> Layout:
    """The open legend's panel and the board's room beside it, in the part of the map the bar
    leaves uncovered (kept while the view, the room, the language and the size are the
    same)."""
    from game.ui.tables.tsukuyumi.map_ui import frames_edges

    room = table.visible_map()
    view = table.view()
    extra = (tuple(room), table.t("ts.ui.legend"), px(100), frames_edges(view))
    return table.memo("ts.legend", view, extra, lambda: _layout(table, room, view))


def fit_size(rect: pygame.Rect, cells) -> float:
    """The hex size the board gets framed in `rect` (as `TsukuyumiTable.refit` frames it)."""
    mv = MapView()
    mv.fit(rect.inflate(-px(4), -px(4)), cells, px(4))
    return mv.size


def _covers(room: pygame.Rect, cells, panel: pygame.Rect) -> bool:
    """Does the board framed in `room` reach under `panel`?"""
    mv = MapView()
    mv.fit(room.inflate(-px(4), -px(4)), cells, px(4))
    return any(mv.bounds(*c).colliderect(panel) for c in cells)


def clear_of_buttons(table, room: pygame.Rect, cells) -> pygame.Rect:
    """`room`, or where the board framed in it keeps clear of the Legend and refit buttons:
    below them or right of them, whichever frames the board larger. Framed in the whole
    room, a corner hex went under the refit button and hid its stack's count (a review at
    150%, stop 84)."""
    legend, refit = _buttons(table, table.map_rect)
    box = legend.union(refit).inflate(px(4), px(4))
    if not _covers(room, cells, box):
        return room
    below = pygame.Rect(room.x, box.bottom, room.w, room.bottom - box.bottom)
    right = pygame.Rect(box.right, room.y, room.right - box.right, room.h)
    return max((r for r in (below, right) if r.w >= px(80) and r.h >= px(80)),
               key=lambda r: fit_size(r, cells), default=room)


def _layout(table, room: pygame.Rect, view) -> Layout:
    from game.ui.tables.tsukuyumi.map_ui import map_cells

    texts = [text for _, text, _ in legend_rows(table)]
    n = len(texts)
    font = assets.font(px(TEXT))
    col_w = max(font.size(text)[0] for text in texts) + px(ICON_W + 6)
    col_w = max(px(60), min(col_w, room.w - px(16) - 2 * px(PAD)))
    buttons_w = _buttons(table, room)[1].right - room.x - px(8)
    top, gap = room.y + px(TOP), px(4)
    cells = map_cells(view)
    best: tuple[float, Layout] | None = None
    shapes = sorted({-(-n // c) for c in range(1, n + 1)}, reverse=True)  # tall, then wide
    for row_h, per in ((px(r), p) for r in range(ROW, ROW_MIN - 1, -2) for p in shapes):
        cols = -(-n // per)
        w = max(cols * col_w + 2 * px(PAD), buttons_w)
        h = per * row_h + 2 * px(PAD)
        if top + h > room.bottom - px(8) or w > room.w - px(16):
            continue
        panel = pygame.Rect(room.x + px(8), top, w, h)
        right = pygame.Rect(panel.right + gap, room.y, room.right - panel.right - gap, room.h)
        below = pygame.Rect(room.x, panel.bottom + gap, room.w, room.bottom - panel.bottom - gap)
        for board in (room, right, below):
            if board.w < px(80) or board.h < px(80):
                continue
            size = fit_size(board, cells)
            if board is room and _covers(board, cells, panel):
                continue  # the whole room only when the board's hexes stay clear of it
            if best is None or size > best[0] + 0.01:
                best = (size, Layout(panel, board, per, col_w, row_h))
    if best is not None:
        return best[1]
    # a map too small for the legend beside the board: over it, as few columns as fit
    row_h = px(ROW_MIN)
    per = max(1, (room.bottom - px(8) - top - 2 * px(PAD)) // row_h)
    cols = -(-n // per)
    panel = pygame.Rect(room.x + px(8), top, cols * col_w + 2 * px(PAD),
                        -(-n // cols) * row_h + 2 * px(PAD))
    return Layout(panel, pygame.Rect(room), -(-n // cols), col_w, row_h)


def open_rect(table) -> pygame.Rect | None:
    """The open legend's panel (None when closed): the panels over the map keep off it."""
    return layout(table).panel if table.legend else None


def legend_rows(table, s: int = 0) -> list[tuple[Icon, str, str]]:
    """(icon, text, tooltip) of every row of the legend, its icons `s` px in radius (by
    default as tall as a row of the usual height)."""
    t = table.t
    s = s or px(10)
    out: list[tuple[Icon, str, str]] = []
    for key, name in LEGEND:
        tile = hexmap_art.zone_tile(key, 15 if key == "mountain" else 0, False, False, s)
        text = t("ts.zone.mountain_value", value="15/20") if key == "mountain" else t(name)
        out.append((_blit(tile), text, t(f"ts.ui.tip.type.{key}", value="15/20")))
    seat = table.viewer if table.viewer is not None else 0
    cfg = table.match.seats[seat]
    faction = table.view().seats[seat].faction or "cyber"
    out.append((_blit(hexmap_art.start_tile(faction, art.colour_of(cfg.colour), s)),
                t("ts.zone.start"), ""))
    for name in LEGEND_CHARS:
        out.append((_char(name, "printed", s), t(f"ts.char.{name}"), t(f"ts.ui.tip.char.{name}")))
    out.append((_char("radioactive", "marker", s), t("ts.ui.legend.marker"),
                t("ts.ui.legend.marker_tip")))
    out.append((_char("tsukuyumi", "cancelled", s), t("ts.ui.legend.cancelled"), ""))
    out.append((_barrier, t("ts.edge.barrier"), ""))
    out += legendary_ui.legend_rows(t, table.view())  # the legendary Oni chosen (TS-M8)
    out += m5_ui.legend_rows(table, s)  # M5: the mascot's piece
    regions = groups_ui.regions(table.view())
    if regions:  # a scenario's groups of tiles (TS-12.5): one row, the map numbers each group
        view = table.view()
        out.append((_group_chip(regions[0].label, regions[0].colour, s),
                    t("ts.ui.legend.groups", n=len(regions)),
                    t("ts.ui.legend.groups_tip", n=len(regions),
                      scenario=t(f"ts.option.board.{view.option('board', '')}"))))
    return out


def _blit(tile: pygame.Surface) -> Icon:
    def icon(surface: pygame.Surface, centre: tuple[int, int]) -> None:
        surface.blit(tile, tile.get_rect(center=centre))

    return icon


def _char(name: str, how: str, s: int) -> Icon:
    def icon(surface: pygame.Surface, centre: tuple[int, int]) -> None:
        hexmap_art.draw_characteristic(surface, name, centre, s * 4 // 5, how)

    return icon


def _barrier(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    pygame.draw.line(surface, hexmap_art.BARRIER_RED, (centre[0] - px(10), centre[1]),
                     (centre[0] + px(10), centre[1]), max(2, px(4)))


def _group_chip(label: str, colour: tuple[int, int, int], s: int) -> Icon:
    def icon(surface: pygame.Surface, centre: tuple[int, int]) -> None:
        chip = pygame.Rect(0, 0, s * 9 // 5, s * 8 // 5)
        chip.center = centre
        pygame.draw.rect(surface, colour, chip, border_radius=px(4))
        img = assets.text(label, px(12), (20, 24, 40), bold=True)
        surface.blit(img, img.get_rect(center=chip.center))

    return icon


__all__ = ["LEGEND", "LEGEND_CHARS", "Layout", "draw_legend", "layout", "legend_rows",
           "open_rect"]
