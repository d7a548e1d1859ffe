"""Zones pointed at without a click: the map rings the zones that a hovered log line or a
hovered button names.

The log and the buttons name a zone by its type and coordinates ("Ocean floor (−1, −2)",
"Don't move Warrior (−1, −2)"), and the map prints no coordinates: two newcomer reviews of
stop 93 could match none of them to a hex. Hovering the line or the button now rings its zones
on the map, as the tile menu already shows a hovered tile where it would go.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from game.tsukuyumi.actions import Action
from game.ui.render.hexmap import Light, draw_lights
from game.ui.tables.tsukuyumi.actions_ui import unit_of
from game.ui.theme import px

Cell = tuple[int, int]

POINT_COLOUR = (245, 245, 255)
"""The ring of a pointed zone: white, apart from the lit (green), combat and retreat colours."""
EDGE_COLOUR = (10, 12, 24)


def cells_of_args(args: Mapping[str, Any] | None) -> list[Cell]:
    """The zones an event's arguments name: each `q`/`r` pair and each `<x>_q`/`<x>_r` pair
    (a movement's start and end: `q`, `r`, `to_q`, `to_r`), in their order, once each."""
    out: list[Cell] = []
    if not isinstance(args, Mapping):
        return out
    for key, q in args.items():
        if not isinstance(key, str) or not (key == "q" or key.endswith("_q")):
            continue
        r = args.get(key[:-1] + "r")
        if isinstance(q, int) and isinstance(r, int) and not isinstance(q, bool) \
                and not isinstance(r, bool) and (q, r) not in out:
            out.append((q, r))
    return out


def cells_of_action(table, action: object) -> list[Cell]:
    """The zone a button's action names: its position, else where the unit it names stands."""
    if not isinstance(action, Action):
        return []
    cell = table.zone_of(action)
    if cell is not None:
        return [cell]
    uid = unit_of(action)
    if uid is None:
        return []
    unit = next((u for u in table.view().units if u.uid == uid), None)
    return [tuple(unit.at)] if unit is not None and unit.at is not None else []


def point_action(table, action: object) -> None:
    """A hovered button: its zone is ringed on the next frame's map."""
    table.pointed.extend(c for c in cells_of_action(table, action) if c not in table.pointed)


def log_cells(table) -> list[Cell]:
    """The zones of the log line under the mouse, if any."""
    log = table.log_list
    if log is None or table.popup is not None:
        return []
    row = log.row_at(table.mouse)
    events: Sequence[object] = table.log_row_events
    if row is None or row >= len(events):
        return []
    return cells_of_args(getattr(events[row], "args", None))


def draw_pointed(table, surface: pygame.Surface, view: Any) -> None:
    """Ring the zones pointed at (the buttons' of the last frame, the log line's now) that
    are on the board."""
    cells = [*table.pointed_shown, *(c for c in log_cells(table)
                                     if c not in table.pointed_shown)]
    on_board = [c for c in cells if c in view.board.index]
    if not on_board:
        return
    draw_lights(surface, table.mv, [Light(q, r, colour=POINT_COLOUR) for q, r in on_board],
                pulse=1.0, rims=False, glow=True)
    width = max(3, round(table.mv.size * 0.12))
    for q, r in on_board:  # white on a dark edge: seen on the ice, the moon and the ocean
        pts = table.mv.corners(q, r, 0.9)
        pygame.draw.polygon(surface, EDGE_COLOUR, pts, width + px(2))
        pygame.draw.polygon(surface, POINT_COLOUR, pts, width)


def draw_log_row(table, surface: pygame.Surface) -> None:
    """Outline the hovered log line whose zones the map rings, so the two read as linked."""
    log = table.log_list
    if log is None or not log_cells(table):
        return
    row = log.row_at(table.mouse)
    if row is None:
        return
    rect = log.row_rect(row).inflate(px(6), px(2)).clip(log.rect.inflate(px(6), px(2)))
    pygame.draw.rect(surface, POINT_COLOUR, rect, 1, border_radius=px(4))


__all__ = ["POINT_COLOUR", "cells_of_action", "cells_of_args", "draw_log_row", "draw_pointed",
           "log_cells", "point_action"]
