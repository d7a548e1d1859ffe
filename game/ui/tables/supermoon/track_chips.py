"""The five trackers' steps on the other players' small cards: one chip per track, in its
track's colour (the words are in the card's tooltip).

Every chip is as wide as two digits, whatever the step now, so a card keeps its layout when a
tracker passes 9. Late in a six-seat game at 150% the five two-digit chips did not fit beside
the planet (72 px of room; a mouse pilot's frames showed "13 11 5 10 5" run past the card's
edge): `layout` tells the card to give the chips their own row under the planet instead.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.supermoon.data import TRACKS
from game.ui import assets
from game.ui.tables.supermoon import art
from game.ui.theme import px

WIDEST = "88"
"""The widest step a chip makes room for (the tracks' tops are under 100)."""


def floor_size(size: int) -> int:
    """The smallest type size a chip may use for a card whose type is `size`."""
    return max(9, size * 3 // 5)


def _chip_width(fs: int) -> int:
    return assets.font(fs, True).size(WIDEST)[0] + max(3, px(3))


def _gap() -> int:
    return max(1, px(1))


def chip_size(room: int, size: int) -> int | None:
    """The largest type size, from `size` down to its floor, at which the five chips fit in
    `room` pixels; None when even the floor does not."""
    for fs in range(size, floor_size(size) - 1, -1):
        if 5 * _chip_width(fs) + 4 * _gap() <= room:
            return fs
    return None


@dataclass(frozen=True)
class Layout:
    """Where a card puts its chips: the planet's side, whether the chips take a row under
    it, and their type size. The same for every card of a row, so made once a frame."""

    side: int
    below: bool
    fs: int


def layout(cell_w: int, cell_h: int, size: int) -> Layout:
    """The chips beside the planet when they fit there at a comfortable size (four fifths
    of the card's type; at six seats and 100% they were 9 px type there, hard to read),
    else on a row of their own under a smaller planet."""
    side = cell_h - px(6)
    beside = chip_size(cell_w - px(3) - side - px(6) - px(4), size)
    if beside is not None and beside >= max(9, size * 4 // 5):
        return Layout(side, False, beside)
    fs = chip_size(cell_w - px(6), size) or floor_size(size)
    return Layout(side - assets.font(fs, True).get_linesize() - px(2), True, fs)


def draw(surface: pygame.Surface, tracks: tuple[int, ...], x: int, bottom: int,
         fs: int) -> None:
    """The five chips from `x`, their bottom at `bottom`, in type size `fs`."""
    font = assets.font(fs, True)
    w, h = _chip_width(fs), font.get_linesize()
    for name, v in zip(TRACKS, tracks, strict=True):
        fill = art.TERRAIN_COLOUR[name]
        chip = pygame.Rect(x, bottom - h, w, h)
        pygame.draw.rect(surface, fill, chip, border_radius=max(2, px(3)))
        img = assets.text(str(v), fs, _ink_on(fill), bold=True)
        surface.blit(img, img.get_rect(center=chip.center))
        x += w + _gap()


def _ink_on(fill: tuple[int, int, int]) -> tuple[int, int, int]:
    """White on a dark chip, dark ink on a light one (white on the Civ track's ochre read at
    2.6:1, faint at the chips' small size)."""
    lum = (0.2126 * fill[0] + 0.7152 * fill[1] + 0.0722 * fill[2]) / 255
    return (20, 16, 8) if lum > 0.55 else (255, 255, 255)


__all__ = ["Layout", "chip_size", "draw", "floor_size", "layout"]
