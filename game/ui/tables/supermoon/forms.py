"""Turning and mirroring a tile in the hand: which form index each gesture leads to.

A tile's forms (PU-4.1, PU-16.3) are its distinct orientations; identical orientations are
listed once, so "a quarter turn" and "a mirror" are found by comparing squares, not by index
arithmetic. Pure functions of the tile data, cached.
"""

from __future__ import annotations

from functools import cache

from game.supermoon import board as geo


def _key(squares) -> frozenset:
    xs = min(s.x for s in squares)
    ys = min(s.y for s in squares)
    return frozenset((s.x - xs, s.y - ys, s.side, s.icon, s.meteor) for s in squares)


def _index(tile: int, squares) -> int:
    key = _key(squares)
    for f in range(geo.form_count(tile)):
        if _key(geo.form_of(tile, f)) == key:
            return f
    return 0


@cache
def turned(tile: int, form: int, clockwise: bool = True) -> int:
    """The form after a quarter turn (clockwise on screen, or back)."""
    squares = geo.form_of(tile, form)
    if clockwise:
        moved = [s.__class__(-s.y, s.x, s.side, s.icon, s.meteor) for s in squares]
    else:
        moved = [s.__class__(s.y, -s.x, s.side, s.icon, s.meteor) for s in squares]
    return _index(tile, moved)


@cache
def mirrored(tile: int, form: int) -> int:
    """The form after a left-right mirror (a flip of the tile)."""
    squares = geo.form_of(tile, form)
    return _index(tile, [s.__class__(-s.x, s.y, s.side, s.icon, s.meteor) for s in squares])


@cache
def grip(tile: int, form: int) -> tuple[int, int]:
    """The square of the form the mouse holds: the one nearest the middle of its box."""
    squares = geo.form_of(tile, form)
    w = 1 + max(s.x for s in squares)
    h = 1 + max(s.y for s in squares)
    best = min(squares, key=lambda s: ((s.x + 0.5 - w / 2) ** 2 + (s.y + 0.5 - h / 2) ** 2,
                                       s.y, s.x))
    return best.x, best.y
