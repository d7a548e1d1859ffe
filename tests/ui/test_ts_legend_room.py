"""The open legend of the Tsukuyumi map does not hide the board (issue 12: at 150% it covered a
third of it): the board is framed beside the legend, the board keeps most of its size, the
legend's rows stay readable inside the map, the board under it can still be played, and Esc
or the Legend button closes it; at 100% and 150%, in English and in French, at 3 and 4 seats,
with a scenario's groups too."""

from __future__ import annotations

import pygame
import pytest
from test_tsukuyumi_table import click, kinds, play_until, start
from ui_helpers import make_test_app

from game.ui.tables.tsukuyumi import map_ui
from game.ui.tables.tsukuyumi.legend_ui import legend_rows
from game.ui.theme import px


def legend_box(table) -> pygame.Rect:
    """The open legend as drawn: the union of its rows' tooltip rects."""
    tips = {tip for _, _, tip in legend_rows(table) if tip}
    rows = [h.rect for h in table.hits if h.action is None and h.tip in tips]
    assert rows, "the legend is not drawn"
    return rows[0].unionall(rows[1:])


def board_box(table) -> pygame.Rect:
    boxes = [table.mv.bounds(*c) for c in map_ui.map_cells(table.view())]
    return boxes[0].unionall(boxes[1:])


def legend_button(table):
    return next(h for h in table.hits if getattr(h.action, "__name__", "") == "toggle_legend")


@pytest.mark.parametrize("scale, lang, n, options", [
    (1.0, "en", 3, {}),
    (1.0, "fr", 4, {"factions": "random"}),
    (1.5, "en", 3, {"factions": "random"}),
    (1.5, "en", 4, {"factions": "random"}),
    (1.5, "fr", 3, {"board": "control"}),
    (1.5, "fr", 4, {"factions": "random"}),
])
def test_the_open_legend_leaves_the_board_uncovered(scale, lang, n, options) -> None:
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        match, table = start(app, n, options, seed=3)
        play_until(match, table, lambda m: "start" in kinds(m))  # the edge positions framed
        closed = table.mv.size
        click(app, legend_button(table).rect.center)
        assert table.legend
        box, board = legend_box(table), board_box(table)
        overlap = box.clip(board)
        assert overlap.w * overlap.h <= 0.02 * board.w * board.h, (box, board)
        for cell in map_ui.map_cells(table.view()):
            cx, cy = table.mv.centre(*cell)
            assert not box.collidepoint(cx, cy), cell
        assert table.visible_map().contains(box)
        # the board gives up a third of its size at most (the widest board, with the edge
        # positions, at 150% in French), usually nothing
        assert table.mv.size >= 0.65 * closed
        rows = [h.rect for h in table.hits if h.action is None and h.rect.colliderect(box)
                and h.rect.h >= px(18)]
        assert rows  # rows tall enough to read
        # the board beside it is played as usual: a lit start position takes a click
        lit = [(light.q, light.r) for light in map_ui.lights(table, table.view())]
        steps = len(match.steps)
        x, y = table.mv.centre(*lit[0])
        click(app, (round(x), round(y)))
        assert len(match.steps) == steps + 1 and table.legend
    finally:
        app.close()


def test_esc_and_the_button_close_it_and_the_board_takes_the_room_back(app) -> None:
    match, table = start(app, 4, {"factions": "random"}, seed=3)
    closed = (table.mv.size, table.mv.origin)
    click(app, legend_button(table).rect.center)
    assert table.legend and (table.mv.size, table.mv.origin) != closed
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b",
                                  scancode=0)], 1 / 60)
    assert not table.legend and (table.mv.size, table.mv.origin) == closed
    assert app.top is table  # Esc closed the legend, not opened the game menu
    click(app, legend_button(table).rect.center)
    click(app, legend_button(table).rect.center)
    assert not table.legend and (table.mv.size, table.mv.origin) == closed
