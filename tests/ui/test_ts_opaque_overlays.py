"""Tsukuyumi's panels drawn over the map and the side panels are opaque.

A screenshot review read the Events tab's "E05 Marche forcée … Réserve d'Oni : 12" through a
faction sheet at 150%, and the map's hexes and count badges through the stack panel, the
damage panel and the legend (drawn at 235 to 250 of 255). Each is drawn here on black and on
white: inside the panel the two pictures must be the same.
"""

from __future__ import annotations

import pygame
from test_tsukuyumi_table_sheet import _table

from game.ui.tables.tsukuyumi import combat_ui, legend_ui, sheet


def _same_inside(draw, rect_of) -> None:
    pictures = []
    for fill in ((0, 0, 0), (255, 255, 255)):
        surface = pygame.Surface((1280, 720))
        surface.fill(fill)
        draw(surface)
        inside = rect_of().inflate(-12, -12)  # clear of the rounded corners and the border
        pictures.append(pygame.image.tobytes(surface.subsurface(inside), "RGB"))
    assert pictures[0] == pictures[1]


def test_a_faction_sheet_hides_what_is_under_it(app) -> None:
    match, table = _table(app)
    view = table.view()
    lays = []
    _same_inside(lambda s: lays.append(sheet.draw_sheet(table, s, view, 1, table.map_rect,
                                                         table.table_rect)),
                 lambda: lays[-1].panel)


def test_the_stack_panel_hides_the_map_under_it(app) -> None:
    box = pygame.Rect(300, 200, 260, 180)
    _same_inside(lambda s: combat_ui._backdrop(s, box), lambda: box)


def test_the_open_legend_hides_the_map_under_it(app) -> None:
    match, table = _table(app)
    table.legend = True
    _same_inside(lambda s: legend_ui.draw_legend(table, s, table.map_rect),
                 lambda: legend_ui.layout(table).panel)
