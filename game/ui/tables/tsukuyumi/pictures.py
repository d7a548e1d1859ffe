"""The Tsukuyumi table's panels drawn from cached pictures (`game.ui.render.layer.Layer`).

A panel that only changes with the state, the viewer, the language, the interface size and
the layout is drawn once and blitted every frame; what its drawing added to the table — the
tooltips and click targets (`table.hits`), the seat rows that open a faction sheet, the phase
chips the phase animation slides between — is kept with the picture and added again each
frame, in the same order. A panel with buttons that light up under the mouse (`hover=True`)
is drawn again when the mouse enters or leaves one of its targets.

The right column sits on the window's background: its picture is opaque, drawn over a copy of
the background. A panel over the map (the selected stack's) is transparent: the map under it
changes (lit cells pulse), so its translucent body is drawn each frame (`backdrop`) and only
its contents, opaque buttons and antialiased text, come from the picture (blitting text from a
transparent picture blends it as blitting it straight does); only the picture's own pixels
are kept (`Layer.build(trim=True)`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import i18n, theme
from game.ui.render.layer import Layer


def settings_key(table, surface: pygame.Surface) -> tuple:
    """What every panel depends on besides the game: the window, the clip, the language, the
    interface size, the viewer and the seats' names and looks."""
    seats = tuple((cfg.name, cfg.colour, cfg.shape) for cfg in table.match.seats)
    return (surface.get_size(), tuple(surface.get_clip()), i18n.language(), theme.scale(),
            table.viewer, seats)


def hovered(layer: Layer, mouse: tuple[int, int]) -> tuple[int, ...]:
    """The targets of the picture (by their order) under the mouse."""
    if layer.record is None:
        return ()
    return tuple(i for i, hit in enumerate(layer.record[0]) if hit.rect.collidepoint(mouse))


def cached(table, layer: Layer, surface: pygame.Surface, ident: tuple[object, ...],
           extra: tuple, area: pygame.Rect, draw: Callable[[pygame.Surface], Any], *,
           opaque: bool = True, hover: bool = False,
           backdrop: Callable[[pygame.Surface, Any], None] | None = None) -> Any:
    """`draw(canvas)` (in window coordinates, within `area`) from `layer`, drawn again when
    `ident` (objects: the view, the state …) or `extra` (values) change, with the
    `settings_key`; `hover`: also when the mouse enters or leaves one of its targets.
    `backdrop(surface, what draw returned)` is drawn each frame under the picture (a
    translucent panel body: blended straight on the map, it looks the same as before).
    Returns what `draw` returned when it last drew."""
    extra = (extra, settings_key(table, surface))
    key = (extra, hovered(layer, table.mouse)) if hover else extra
    if not layer.fresh(ident, key):
        def record(canvas: pygame.Surface) -> tuple[list, list, dict, Any]:
            hits, rows, boxes = len(table.hits), len(table.sheet_rows), dict(table.phase_boxes)
            drawn = draw(canvas)
            added = (table.hits[hits:], table.sheet_rows[rows:],
                     {k: v for k, v in table.phase_boxes.items() if boxes.get(k) != v}, drawn)
            del table.hits[hits:], table.sheet_rows[rows:]  # added back below, every frame
            return added

        base = theme.background(surface.get_size()) if opaque else None
        layer.build(ident, key, surface.get_size(), area.clip(surface.get_clip()), record,
                    base, trim=not opaque)
        if hover:  # keyed by what is hovered among the targets just drawn
            layer.extra = (extra, hovered(layer, table.mouse))
    hits, rows, boxes, drawn = layer.record
    if backdrop is not None:
        backdrop(surface, drawn)
    layer.blit(surface)
    table.hits += hits
    table.sheet_rows += rows
    table.phase_boxes.update(boxes)
    return drawn


__all__ = ["cached", "hovered", "settings_key"]
