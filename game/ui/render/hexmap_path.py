"""A planned path drawn over the hex board (`hexmap.MapView`): a line through the cells'
centres ending in an arrow head, faint past the place where enemy units stop it (TS-6)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui.render.hexmap import Cell, MapView


def draw_path(surface: pygame.Surface, mv: MapView, cells: Sequence[Cell], colour,
              stopped: int | None = None) -> None:
    """A planned path: a line through the cells' centres ending in an arrow head; the part
    after `stopped` (an index where enemy units stop it) drawn faint."""
    if len(cells) < 2:
        return
    pts = [mv.centre(*c) for c in cells]
    width = max(2, round(mv.size * 0.10))
    faint = tuple(c // 2 for c in colour[:3])
    for i in range(1, len(pts)):
        col = faint if stopped is not None and i > stopped else colour
        pygame.draw.line(surface, (10, 12, 24), pts[i - 1], pts[i], width + 3)
        pygame.draw.line(surface, col, pts[i - 1], pts[i], width)
    (x0, y0), (x1, y1) = pts[-2], pts[-1]
    ang = math.atan2(y1 - y0, x1 - x0)
    head = mv.size * 0.32
    tip = (x1 - math.cos(ang) * mv.size * 0.25, y1 - math.sin(ang) * mv.size * 0.25)
    left = (tip[0] - head * math.cos(ang - 0.5), tip[1] - head * math.sin(ang - 0.5))
    right = (tip[0] - head * math.cos(ang + 0.5), tip[1] - head * math.sin(ang + 0.5))
    col = faint if stopped is not None and stopped < len(pts) - 1 else colour
    pygame.draw.polygon(surface, col, [tip, left, right])
    pygame.draw.polygon(surface, (10, 12, 24), [tip, left, right], 1)


__all__ = ["draw_path"]
