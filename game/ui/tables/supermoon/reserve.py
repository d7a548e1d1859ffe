"""A player's Supermoon reserves on the table: rescue tiles (SM-7) and terrain blocks (SM-8).

Drawn in the strip over the player's board (right of the Planet | Moon tabs), where the pieces
go; each piece names itself on hover. A rescue tile the viewer may place now glows;
a click takes it into the hand, where it turns, flips and goes down like a station tile (the
pair's first tile, then its second). When the viewer can place nothing at all, a click selects
rescue tiles instead, and two selected can be discarded (SM-7.8). Blocks are shown with their
terrain; while a biomass patch is being placed, the strip offers the patch itself and each
block: a click picks what goes on the square clicked next (SM-8.2).
"""

from __future__ import annotations

import functools

import pygame

from game.supermoon.data import LETTER, RESCUE_BASE, TERRAIN_OF, TERRAINS
from game.supermoon.rescue import terrain_index
from game.ui import assets, theme
from game.ui.tables.supermoon import art
from game.ui.tables.supermoon.choices import chip_kind
from game.ui.theme import px


def has_reserves(player) -> bool:
    """Does the player hold (or play with) rescue tiles or blocks?"""
    return bool(player.rescue or player.rescuing or player.blocks)


def reserves_width(player, cell: int) -> int:
    """Width of the reserves at a cell size (dominoes 2 cells + 6 px, blocks 1 cell + 8 px)."""
    w = len(player.rescue) * (2 * cell + px(6)) + len(player.blocks) * (cell + px(6))
    if player.blocks:
        w += cell + px(6)  # room for the biomass patch offered while a patch is placed
    return w + (px(8) if player.rescue and player.blocks else 0)


def toggle_discard(table, k: int) -> None:
    """Select or unselect a rescue tile to discard (two at most)."""
    sel = table.rescue_sel
    if k in sel:
        sel.remove(k)
    elif len(sel) < 2:
        sel.append(k)


def draw_reserves(table, surface: pygame.Surface, view, focus: int, rect: pygame.Rect) -> None:
    """The focus player's rescue tiles, then blocks, in one line right-aligned in `rect`
    (the strip over the board); each piece explains itself on hover."""
    player = view.players[focus]
    t = table.t
    mine = focus == table.viewer
    o = table.options() if mine else None
    cell = max(5, min(px(18), rect.h - px(8)))  # (at 14 px, the blocks were small targets)
    while cell > 5 and reserves_width(player, cell) > rect.w:
        cell -= 1
    x = rect.right - reserves_width(player, cell)
    mid = rect.centery
    first = _draw_pieces(table, surface, view, focus, player, o, cell, x, mid)
    # the row named, 6 px left of its first piece, where the strip has room: the prompts
    # say « your reserve » and nothing on screen was called so (a review, stop 82); an
    # empty reserve (a moon game before any rescue tile) goes unnamed
    if first is None:
        return
    label = assets.text(t("ui.supermoon.reserve"), px(theme.FONT_SMALL), theme.TEXT_DIM)
    where = label.get_rect(midright=(first - px(6), mid))
    if where.x >= rect.x:
        surface.blit(label, where)
        table.add_hit(where, t("ui.supermoon.tip.reserve"))


def _draw_pieces(table, surface: pygame.Surface, view, focus: int, player, o, cell: int,
                 x: int, mid: int) -> int | None:
    """The rescue tiles, then the blocks (and the patch offered beside them while a patch
    is placed), from `x`; the left edge of the first piece drawn (None: none)."""
    t = table.t
    mine = focus == table.viewer
    first = None
    for letter in sorted(player.rescue, key=terrain_index):
        k = terrain_index(letter)
        r = pygame.Rect(x, mid - cell // 2 - px(2), cell * 2 + px(4), cell + px(4))
        first = r.x if first is None else first
        art.draw_tile(surface, RESCUE_BASE + k, 0, (r.x + px(2), r.y + px(2)), cell)
        action = None
        tip = t("ui.supermoon.tip.rescue", terrain=t(f"sm.terrain.{TERRAINS[k]}"))
        if o is not None and k in o.rescue and table.hand is None:
            pygame.draw.rect(surface, art.LEGAL, r, max(1, px(2)), border_radius=px(3))
            action = functools.partial(table.take_rescue, k)
            tip += "\n" + t("ui.supermoon.tip.rescue_take")
        elif o is not None and o.rdiscard:
            on = k in table.rescue_sel
            pygame.draw.rect(surface, art.GOLD if on else art.ILLEGAL, r, max(1, px(2)),
                             border_radius=px(3))
            action = functools.partial(toggle_discard, table, k)
            tip += "\n" + t("ui.supermoon.tip.rescue_discard")
        table.add_hit(r, tip, action)
        x = r.right + px(2)
    if player.rescue and player.blocks:
        x += px(8)
    picking = mine and player.blocks and _patch_selected(table, view)
    pieces = ([BIOMASS] if picking else []) + sorted(player.blocks, key=terrain_index)
    if player.blocks and not picking:
        x += cell + px(6)
    for letter in pieces:
        r = pygame.Rect(x + px(2), mid - cell // 2, cell, cell)
        first = r.x - px(2) if first is None else first
        art.draw_square(surface, r, letter, False, False)
        if letter == BIOMASS:
            art.draw_patch(surface, r)
        else:
            art.draw_block(surface, r)
        name = t(f"sm.terrain.{TERRAIN_OF[letter]}")
        tip = t("ui.supermoon.tip.block_patch" if letter == BIOMASS
                else "ui.supermoon.tip.block", terrain=name)
        action = None
        if picking:
            pick = None if letter == BIOMASS else terrain_index(letter)
            on = table.block_sel == pick
            pygame.draw.rect(surface, art.GOLD if on else art.LEGAL, r.inflate(px(4), px(4)),
                             max(1, px(2)), border_radius=px(3))
            action = functools.partial(setattr, table, "block_sel", pick)
            tip += "\n" + t("ui.supermoon.tip.block_pick")
        table.add_hit(r.inflate(px(4), px(4)), tip, action)
        x = r.right + px(4)
    return first


def _patch_selected(table, view) -> bool:
    """Is a biomass patch chosen in the pool (its squares framed on the board)?"""
    me = view.players[table.viewer]
    return (table.gain_sel is not None
            and chip_kind(table.options(), me.pool, table.gain_sel) == "patch")


BIOMASS = LETTER["biomass"]

__all__ = ["BIOMASS", "draw_reserves", "has_reserves", "reserves_width",
           "toggle_discard"]
