"""A table's panel drawn from a cached picture (`Layer`), with the targets its drawing added.

A panel that only changes with the state, the viewer, the language, the interface size and
the layout is drawn once and blitted every frame. What its drawing added to the table — the
tooltips and click targets (`table.hits`), and whatever else a table records while drawing
(Tsukuyumi: the seat rows that open a faction sheet, the phase chips) — is kept with the
picture and added again each frame, in the same order. A panel whose cards or buttons light
up under the mouse (`hover=True`) is drawn again when the mouse enters or leaves one of its
targets.

An opaque picture is drawn over a copy of the window's background (a panel that sits on it);
a transparent one (a panel over a map whose cells pulse) keeps only its own pixels
(`Layer.build(trim=True)`), and its translucent body is drawn each frame (`backdrop`).
Used by the Tsukuyumi table's panels (`tables/tsukuyumi/pictures.py`) and the Planet Unknown
table's other players (`tables/supermoon/hud.py`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
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


@dataclass
class Recorded:
    """What a panel's drawing added to the table: per list attribute the items appended, per
    dict attribute the entries set, and what the drawing returned."""

    lists: dict[str, list]
    dicts: dict[str, dict]
    drawn: Any


def hovered(layer: Layer, mouse: tuple[int, int]) -> tuple[int, ...]:
    """The targets of the picture (by their order) under the mouse."""
    if not isinstance(layer.record, Recorded):
        return ()
    return tuple(i for i, hit in enumerate(layer.record.lists.get("hits", ()))
                 if hit.rect.collidepoint(mouse))


def cached(table, layer: Layer, surface: pygame.Surface, ident: tuple[object, ...],
           extra: tuple, area: pygame.Rect, draw: Callable[[pygame.Surface], Any], *,
           opaque: bool = True, hover: bool = False,
           backdrop: Callable[[pygame.Surface, Any], None] | None = None,
           lists: Sequence[str] = ("hits",), dicts: Sequence[str] = ()) -> Any:
    """`draw(canvas)` (in window coordinates, within `area`) from `layer`, drawn again when
    `ident` (objects: the view, the state …) or `extra` (values) change, with the
    `settings_key`; `hover`: also when the mouse enters or leaves one of its targets.
    `lists` and `dicts` name the table's attributes the drawing adds to (kept and added
    again each frame). `backdrop(surface, what draw returned)` is drawn each frame under the
    picture. Returns what `draw` returned when it last drew."""
    extra = (extra, settings_key(table, surface))
    key = (extra, hovered(layer, table.mouse)) if hover else extra
    if not layer.fresh(ident, key):
        def record(canvas: pygame.Surface) -> Recorded:
            sizes = {name: len(getattr(table, name)) for name in lists}
            before = {name: dict(getattr(table, name)) for name in dicts}
            drawn = draw(canvas)
            added = Recorded({name: getattr(table, name)[n:] for name, n in sizes.items()},
                             {name: {k: v for k, v in getattr(table, name).items()
                                     if before[name].get(k) != v} for name in dicts},
                             drawn)
            for name, n in sizes.items():
                del getattr(table, name)[n:]  # added back below, every frame
            return added

        base = theme.background(surface.get_size()) if opaque else None
        layer.build(ident, key, surface.get_size(), area.clip(surface.get_clip()), record,
                    base, trim=not opaque)
        if hover:  # keyed by what is hovered among the targets just drawn
            layer.extra = (extra, hovered(layer, table.mouse))
    kept: Recorded = layer.record
    if backdrop is not None:
        backdrop(surface, kept.drawn)
    layer.blit(surface)
    for name, items in kept.lists.items():
        getattr(table, name).extend(items)
    for name, entries in kept.dicts.items():
        getattr(table, name).update(entries)
    return kept.drawn


__all__ = ["Recorded", "cached", "hovered", "settings_key"]
