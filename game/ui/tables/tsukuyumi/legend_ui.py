"""The Tsukuyumi map's legend: its button and the refit button over the map, and when open the
key to the map — zone types, the start zone, the characteristics (printed, added by a marker,
cancelled), barriers, the legendary Oni in the game (TS-M8) and a scenario's groups
(Contrôle, TS-12.5). Each row has a tooltip. The
rows fill one column, or more side by side when one would run past the map (a large interface
size, a scenario with groups)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import assets, theme
from game.ui.render import hexmap_art
from game.ui.tables.tsukuyumi import art, groups_ui, legendary_ui
from game.ui.theme import px

LEGEND = (("ocean", "ts.zone.ocean"), ("fertile", "ts.zone.fertile"),
          ("mountain", "ts.zone.mountain"), ("moon", "ts.zone.moon"))
LEGEND_CHARS = ("radioactive", "unstable", "tsukuyumi")
COLUMN_W = 210

Icon = Callable[[pygame.Surface, tuple[int, int]], None]
"""Draws a row's icon centred on a point."""


def draw_legend(table, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The legend and refit buttons at the map's top left, and the legend when open."""
    t = table.t
    size = px(theme.FONT_SMALL)
    img = assets.text(t("ts.ui.legend"), size, theme.TEXT, bold=True)
    button = pygame.Rect(rect.x + px(8), rect.y + px(8), img.get_width() + px(16), px(26))
    pygame.draw.rect(surface, theme.BUTTON_HOVER if table.legend else theme.BUTTON, button,
                     border_radius=px(6))
    pygame.draw.rect(surface, theme.PANEL_BORDER, button, 1, border_radius=px(6))
    surface.blit(img, img.get_rect(center=button.center))
    table.add_hit(button, t("ts.ui.legend_tip"), table.toggle_legend)
    fit = pygame.Rect(button.right + px(6), button.y, px(26), px(26))
    pygame.draw.rect(surface, theme.BUTTON, fit, border_radius=px(6))
    pygame.draw.rect(surface, theme.PANEL_BORDER, fit, 1, border_radius=px(6))
    pygame.draw.rect(surface, theme.TEXT, fit.inflate(-px(12), -px(12)), max(1, px(2)))
    table.add_hit(fit, t("ts.ui.refit_tip"), table.refit)
    if not table.legend:
        return
    rows = legend_rows(table)
    row = px(24)
    # above the bar, which grows over the map when it needs more rows
    bottom = min(rect.bottom, table.visible_map().bottom)
    room = max(row, bottom - button.bottom - px(18))
    per_column = max(1, room // row)
    columns = -(-len(rows) // per_column)
    per_column = -(-len(rows) // columns)  # balanced columns
    col_w = px(COLUMN_W)
    box = pygame.Rect(button.x, button.bottom + px(6), col_w * columns,
                      row * per_column + px(12))
    theme.draw_panel(surface, box, theme.PANEL, alpha=235)
    table.add_hit(box, None, lambda: None)  # a panel: a click here is not on the map below
    for i, (icon, text, tip) in enumerate(rows):
        x = box.x + (i // per_column) * col_w
        y = box.y + px(6) + (i % per_column) * row
        icon(surface, (x + px(18), y + row // 2))
        line, fs = assets.fitted(text, size, col_w - px(44))
        label = assets.text(line, fs, theme.TEXT)
        surface.blit(label, (x + px(36), y + (row - label.get_height()) // 2))
        if tip:
            table.add_hit(pygame.Rect(x, y, col_w, row), tip)


def legend_rows(table) -> list[tuple[Icon, str, str]]:
    """(icon, text, tooltip) of every row of the legend."""
    t = table.t
    s = px(10)
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
        out.append((_char(name, "printed"), t(f"ts.char.{name}"), t(f"ts.ui.tip.char.{name}")))
    out.append((_char("radioactive", "marker"), t("ts.ui.legend.marker"), ""))
    out.append((_char("tsukuyumi", "cancelled"), t("ts.ui.legend.cancelled"), ""))
    out.append((_barrier, t("ts.edge.barrier"), ""))
    out += legendary_ui.legend_rows(t, table.view())  # the legendary Oni chosen (TS-M8)
    for region in groups_ui.regions(table.view()):  # a scenario's groups of tiles
        out.append((_group_chip(region.label, region.colour),
                    t("ts.ui.group.name", n=region.label),
                    groups_ui.group_tip(t, table.view(), int(region.label))))
    return out


def _blit(tile: pygame.Surface) -> Icon:
    def icon(surface: pygame.Surface, centre: tuple[int, int]) -> None:
        surface.blit(tile, tile.get_rect(center=centre))

    return icon


def _char(name: str, how: str) -> Icon:
    def icon(surface: pygame.Surface, centre: tuple[int, int]) -> None:
        hexmap_art.draw_characteristic(surface, name, centre, px(8), how)

    return icon


def _barrier(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    pygame.draw.line(surface, hexmap_art.BARRIER_RED, (centre[0] - px(10), centre[1]),
                     (centre[0] + px(10), centre[1]), max(2, px(4)))


def _group_chip(label: str, colour: tuple[int, int, int]) -> Icon:
    def icon(surface: pygame.Surface, centre: tuple[int, int]) -> None:
        chip = pygame.Rect(0, 0, px(18), px(16))
        chip.center = centre
        pygame.draw.rect(surface, colour, chip, border_radius=px(4))
        img = assets.text(label, px(12), (20, 24, 40), bold=True)
        surface.blit(img, img.get_rect(center=chip.center))

    return icon


__all__ = ["LEGEND", "LEGEND_CHARS", "draw_legend", "legend_rows"]
