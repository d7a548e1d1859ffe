"""`draw_board` from cached pictures: the same pixels at a fraction of the cost per frame.

A board only changes with the game state, the zoom and the pan; what moves every frame is the
glow of the lit cells (it pulses) and the hovered cell. `draw_board` paints, in order, the
parts under the lit cells (`draw_under`: outlines of empty positions, zone art, regions), the
glows and rims of the lit cells, the parts over them (`draw_over`: edges and zone markers so
a glow never dims a marker), then the hovered cell. `BoardLayers` keeps three `Layer`s:

- `under`: `draw_under` on the window's background (opaque);
- `over`: `draw_over` alone on a transparent picture;
- `full`: both, drawn at once as `draw_board` does with nothing lit.

A frame blits `full`; then inside each lit cell's box (or once inside the rect around them
all), `under`, the glows and rims of the lit cells touching it, and `over` again — every
pixel there goes through the same steps, in the same order, as in `draw_board`. The glows
are drawn once per cell and zoom, opaque, and made translucent with `set_alpha` (the same
pixels as drawing them translucent).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.render.hexmap import (
    Cell,
    EdgeLook,
    Light,
    MapView,
    Region,
    ZoneLook,
    draw_hover,
    draw_lights,
    draw_over,
    draw_under,
    glow_alpha,
    glow_of,
)
from game.ui.render.layer import Layer


class BoardLayers:
    """The cached pictures of one board on screen (one per table: see the module
    docstring). Rebuilt when the zones, edges, empty positions, regions, zoom, pan, clip or
    background change."""

    def __init__(self) -> None:
        self.under = Layer()
        self.over = Layer(alpha=True)
        self.full = Layer()
        self._glows: dict[tuple[int, int, tuple[int, int, int]], pygame.Surface] = {}

    def clear(self) -> None:
        """Forget every picture (the next frame draws them again)."""
        for layer in (self.under, self.over, self.full):
            layer.clear()
        self._glows.clear()

    def draw(self, surface: pygame.Surface, mv: MapView, zones: Sequence[ZoneLook],
             edges: Sequence[EdgeLook] = (), empties: Sequence[Cell] = (),
             hover: Cell | None = None, lights: Sequence[Light] = (), pulse: float = 0.0,
             regions: Sequence[Region] = (), greys: Sequence[Cell] = (),
             *, base: pygame.Surface) -> None:
        """What `draw_board` draws with these arguments over `base`, what lies under the board
        (the window's background, drawn there before: the lit cells are redrawn from it)."""
        clip = surface.get_clip()
        ident = (zones, edges)
        extra = (tuple(empties), tuple(greys), tuple(regions), mv.size, mv.origin, tuple(clip),
                 surface.get_size(), id(base))
        if not self.full.fresh(ident, extra):
            self._build(surface.get_size(), clip, mv, zones, edges, empties, regions, greys,
                        base, ident, extra)
        self.full.blit(surface)
        if lights:
            self._draw_lit(surface, mv, lights, pulse, clip)
        draw_hover(surface, mv, hover)

    def _build(self, size: tuple[int, int], clip: pygame.Rect, mv: MapView,
               zones: Sequence[ZoneLook], edges: Sequence[EdgeLook], empties: Sequence[Cell],
               regions: Sequence[Region], greys: Sequence[Cell], base: pygame.Surface,
               ident: tuple[object, ...], extra: object) -> None:
        self._glows.clear()

        def under(canvas: pygame.Surface) -> None:
            draw_under(canvas, mv, zones, empties, regions, greys)

        def over(canvas: pygame.Surface) -> None:
            draw_over(canvas, mv, zones, edges)

        self.under.build(ident, extra, size, clip, under, base)
        self.over.build(ident, extra, size, clip, over)

        def both(canvas: pygame.Surface) -> None:
            under(canvas)
            over(canvas)

        self.full.build(ident, extra, size, clip, both, base)

    def _glow(self, mv: MapView, light: Light, alpha: int) -> pygame.Surface:
        key = (light.q, light.r, light.colour)
        glow = self._glows.get(key)
        if glow is None:
            glow = self._glows[key] = glow_of(mv, light)
        glow.set_alpha(alpha)
        return glow

    def _draw_lit(self, surface: pygame.Surface, mv: MapView, lights: Sequence[Light],
                  pulse: float, clip: pygame.Rect) -> None:
        """The lit cells' boxes again from `under`: glows, rims, then `over` — one pass over
        the rect around them all when they lie close together (a stack's reach), else one
        per box (lit cells spread over the board)."""
        alpha = glow_alpha(pulse)
        boxes = [mv.bounds(light.q, light.r) for light in lights]
        reach = [box.inflate(4, 4) for box in boxes]  # a rim's width past the box, to be safe
        around = reach[0].unionall(reach[1:])
        areas = [around] if 2 * sum(r.w * r.h for r in reach) >= around.w * around.h \
            else reach
        for area in areas:
            part = area.clip(clip)
            if part.w <= 0 or part.h <= 0:
                continue
            surface.set_clip(part)
            self.under.blit(surface, part)
            near = [i for i, r in enumerate(reach) if r.colliderect(part)]
            for i in near:
                surface.blit(self._glow(mv, lights[i], alpha), boxes[i])
            draw_lights(surface, mv, [lights[i] for i in near], pulse, glow=False)
            self.over.blit(surface, part)
        surface.set_clip(clip)


__all__ = ["BoardLayers"]
