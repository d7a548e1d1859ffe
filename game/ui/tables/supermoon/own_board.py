"""The player's own board area of the Planet Unknown table: the board drawn large and the
strip over it (SM-3: Planet | Moon tabs, or a tab per fragment, SM-9; SM-7, SM-8: the
reserves). Split from `table.py`."""

from __future__ import annotations

import functools

import pygame

from game.supermoon import board as geo
from game.ui import assets, theme
from game.ui.tables.supermoon import art, fragments_ui, moon_ui, reserve
from game.ui.tables.supermoon import bar as smbar
from game.ui.tables.supermoon.forms import grip
from game.ui.tables.supermoon.planet import (
    BoardGeometry,
    draw_board,
    draw_ghost,
    line_tips,
    mark_squares,
    square_tip,
)
from game.ui.theme import px


def draw_own_board(table, surface: pygame.Surface, view, focus: int) -> None:
    """The focus player's board drawn large (the planet, or the moon its tab chose), the strip
    over it (Planet | Moon tabs, the reserves), this round's tiles outlined, the squares'
    tips, and for the viewer the targets of a choice and the tile in the hand with its ghost."""
    area = table.region("own_board")
    player = view.players[focus]
    bi = min(table.tab, len(player.boards) - 1)
    table.board_index = bi
    if len(player.boards) > 1 or reserve.has_reserves(player):
        # planet and moon: tabs over the board (SM-3); the reserves at their right (SM-7,
        # SM-8), or on a line of their own when the interface is too large for both
        row = px(28)
        tabs_w = moon_ui.tabs_width(table, player, area.w) if len(player.boards) > 1 else 0
        two = tabs_w and tabs_w + px(8) + reserve.reserves_width(player, px(11)) > area.w
        strip = pygame.Rect(area.x, area.y, area.w, row * (2 if two else 1) + px(2))
        if tabs_w:
            mine = focus == table.viewer
            moon_ui.draw_tabs(table, surface, pygame.Rect(area.x, area.y, area.w, row),
                              player, bi,
                              moon_ui.busy_boards(table, view) if mine else set())
        left = area.x if two or not tabs_w else area.x + tabs_w + px(8)
        top = area.y + (row + px(2) if two else 0)
        reserve.draw_reserves(table, surface, view, focus,
                              pygame.Rect(left, top, area.right - left, row))
        area = pygame.Rect(area.x, strip.bottom + px(4), area.w, area.bottom - strip.bottom
                           - px(4))
    board = player.boards[bi]
    moon = board.kind == "moon"
    fit_area = area
    if moon:  # leave room under the moon for what it scores
        summary = moon_ui.moon_summary(table.t, player)
        lines_txt, fs = assets.wrapped(summary, px(theme.FONT_SMALL), area.w - px(8),
                                       4 * assets.font(px(theme.FONT_SMALL)).get_linesize())
        fit_area = pygame.Rect(area.x, area.y, area.w, area.h - px(4)
                               - len(lines_txt) * assets.font(fs).get_linesize())
    if board.kind == "fragment":  # SM-9: the overview at the right, the face's words under it
        fit_area = fragments_ui.frame_board_area(table, surface, player, focus, bi, area)
    if focus != table.viewer:  # a strip above the board says whose it is (it covered the
        # column medals when drawn over the board's corner)
        strip_h = assets.font(px(theme.FONT_BODY), True).get_linesize() + px(6)
        fit_area = pygame.Rect(fit_area.x, fit_area.y + strip_h, fit_area.w,
                               fit_area.h - strip_h)
    bg = BoardGeometry.fit(board.key, fit_area, max_cell=px(46) if moon else 10_000)
    table.board_geo = bg
    cfg = table.match.seats[focus]
    pygame.draw.rect(surface, (10, 12, 28), bg.outer.inflate(px(4), px(4)),
                     border_radius=px(4))
    draw_board(surface, bg, board, player, cfg.colour,
               font_px=max(8, px(theme.FONT_SMALL) - px(3)))
    for piece in board.pieces:  # this round's tiles, outlined in gold
        if piece.tile >= 0 and piece.round == view.round:
            cells = {(piece.x + s.x, piece.y + s.y)
                     for s in geo.form_of(piece.tile, piece.form)}
            art.outline_cells(surface, cells, (bg.x, bg.y), bg.cell, art.GOLD,
                              max(2, bg.cell // 10))
    g = geo.geometry(board.key)
    if moon:
        moon_ui.draw_moon_extras(table, surface, view, focus, bg, board, area)
    if table.hand is None:  # holding a tile, the ghost matters more than square tips
        for sq in geo.board_squares(board):
            table.add_hit(bg.square_rect(sq),
                         functools.partial(square_tip, table.t, board, player, sq))
        for rect, tip in line_tips(table.t, bg, board):
            table.add_hit(rect, tip)
    if focus != table.viewer:  # someone else's planet: say whose, in the strip above it
        title = table.t("ui.supermoon.planet_of", name=table.name(focus))
        label, fs = assets.fitted(title, px(theme.FONT_BODY), area.w - px(12), True)
        img = assets.text(label, fs, theme.ACCENT, bold=True)
        box = img.get_rect(topleft=(area.x + px(4), area.y + px(3))).inflate(px(8), px(4))
        pygame.draw.rect(surface, (12, 16, 36), box, border_radius=px(4))
        surface.blit(img, (box.x + px(4), box.y + px(2)))
        if table.viewer is not None and (table.hand is not None or table.gain_sel is not None):
            # a click meant for the player's own planet says why nothing happens here
            table.add_hit(bg.outer, "", functools.partial(
                table.app.toast, table.t("ui.supermoon.not_yours",
                                         name=table.name(focus)), "error"))
        return
    smbar.draw_board_targets(table, surface, view, bg, g, bi)
    anchor = table.ghost_anchor()
    if table.hand is not None:
        spots = {(x, y) for f, x, y, b in table.placements()
                 if f == table.hand.form and b == bi}
        gx, gy = grip(table.hand.tile, table.hand.form)
        # the tile put down hides the dots beneath it (they showed through it, as if it were
        # not there: a newcomer's game)
        under = set(table.held_cells(table.lock)) if table.lock is not None else set()
        mark_squares(surface, bg, [g.square(x + gx, y + gy) for x, y in spots
                                   if g.on_board(x + gx, y + gy)
                                   and (x + gx, y + gy) not in under], art.LEGAL, dot=True)
        if anchor is not None:
            legal = (table.hand.form, anchor[0], anchor[1], bi) in table.placements()
            draw_ghost(surface, bg, table.hand.tile, table.hand.form, anchor[0], anchor[1],
                       legal, table.lock is not None)
            rovers, pods = table.ghost_threats()  # lost under the tile: marked, the bar says
            mark_squares(surface, bg, rovers + pods, art.ILLEGAL)
        table.add_hit(bg.outer, "", table.board_click)

