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

Those three hold one pan: dragging the map would draw them again every frame. While the map is
dragged (`panning`), the board comes instead from two transparent pictures drawn once for the
whole board within reach of the drag (`pan_under`, `pan_over`), blitted at the drag's offset
over the window's background with the lit cells' glows and rims between them: the order of
`draw_board`, give or take a blended pixel where translucent strokes overlap. They are drawn
again only when the board, the zoom, the window or the clip change, or when a drag takes the
board past them; the first still frame after the drag draws the three exact ones again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

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
    background change; while the map is dragged, only when the drag takes the board past the
    panning pictures."""

    def __init__(self) -> None:
        self.under = Layer()
        self.over = Layer(alpha=True)
        self.full = Layer()
        self.pan_under = Layer(alpha=True)
        self.pan_over = Layer(alpha=True)
        self._pan_origin: tuple[float, float] = (0.0, 0.0)
        self._pan_board = pygame.Rect(0, 0, 0, 0)
        """The board's screen rect when the panning pictures were drawn."""
        self._glows: dict[tuple[int, int, tuple[int, int, int]], pygame.Surface] = {}
        self.rebuilds = 0
        """How many times the board was drawn again, exact or for a drag (tests count them)."""

    def clear(self) -> None:
        """Forget every picture (the next frame draws them again)."""
        for layer in (self.under, self.over, self.full, self.pan_under, self.pan_over):
            layer.clear()
        self._glows.clear()

    def draw(self, surface: pygame.Surface, mv: MapView, zones: Sequence[ZoneLook],
             edges: Sequence[EdgeLook] = (), empties: Sequence[Cell] = (),
             hover: Cell | None = None, lights: Sequence[Light] = (), pulse: float = 0.0,
             regions: Sequence[Region] = (), greys: Sequence[Cell] = (),
             *, base: pygame.Surface, panning: bool = False) -> None:
        """What `draw_board` draws with these arguments over `base`, what lies under the board
        (the window's background, drawn there before: the lit cells are redrawn from it);
        `panning`: the map is being dragged (see the module docstring)."""
        clip = surface.get_clip()
        ident = (zones, edges)
        look = (tuple(empties), tuple(greys), tuple(regions), mv.size, tuple(clip),
                surface.get_size(), id(base))
        extra = (look, mv.origin)
        if panning and not self.full.fresh(ident, extra):
            self._draw_panned(surface, mv, zones, edges, empties, lights, pulse, regions,
                              greys, base, ident, look)
        else:
            if not self.full.fresh(ident, extra):
                self._build(surface.get_size(), clip, mv, zones, edges, empties, regions,
                            greys, base, ident, extra)
            self.full.blit(surface)
            if lights:
                self._draw_lit(surface, mv, lights, pulse, clip)
        draw_hover(surface, mv, hover)

    def _build(self, size: tuple[int, int], clip: pygame.Rect, mv: MapView,
               zones: Sequence[ZoneLook], edges: Sequence[EdgeLook], empties: Sequence[Cell],
               regions: Sequence[Region], greys: Sequence[Cell], base: pygame.Surface,
               ident: tuple[object, ...], extra: object) -> None:
        self._glows.clear()
        self.rebuilds += 1

        def under(canvas: pygame.Surface) -> None:
            draw_under(canvas, mv, zones, empties, regions, greys)

        def over(canvas: pygame.Surface) -> None:
            draw_over(canvas, mv, zones, edges, regions)

        self.under.build(ident, extra, size, clip, under, base)
        self.over.build(ident, extra, size, clip, over)

        def both(canvas: pygame.Surface) -> None:
            under(canvas)
            over(canvas)

        self.full.build(ident, extra, size, clip, both, base)

    def _draw_panned(self, surface: pygame.Surface, mv: MapView, zones: Sequence[ZoneLook],
                     edges: Sequence[EdgeLook], empties: Sequence[Cell],
                     lights: Sequence[Light], pulse: float, regions: Sequence[Region],
                     greys: Sequence[Cell], base: pygame.Surface, ident: tuple[object, ...],
                     look: tuple) -> None:
        """A frame of a drag: the background, `pan_under` at the drag's offset, the lit cells'
        glows and rims, `pan_over` at the offset (drawn again first when the board, the zoom,
        the window or the clip changed, or when they no longer cover the board in view)."""
        clip = surface.get_clip()
        offset = (round(mv.origin[0] - self._pan_origin[0]),
                  round(mv.origin[1] - self._pan_origin[1]))
        fresh = self.pan_under.fresh(ident, look)
        if fresh:  # and the board in view lies within the pictures
            seen = self._pan_board.move(offset).clip(clip)
            fresh = seen.w <= 0 or seen.h <= 0 or \
                self.pan_under.rect.move(offset).contains(seen)
        if not fresh:
            self._pan_board = self._board_rect(mv, zones, empties, greys)
            # the board within reach of a drag: the view and half of it on each side
            self._build_pan(mv, zones, edges, empties, regions, greys, ident, look,
                            self._pan_board.clip(clip.inflate(clip.w, clip.h)))
            offset = (0, 0)
        surface.blit(base, clip, clip)
        self.pan_under.blit(surface, offset=offset)
        if lights:
            alpha = glow_alpha(pulse)
            for light in lights:
                surface.blit(self._glow(mv, light, alpha), mv.bounds(light.q, light.r))
            draw_lights(surface, mv, lights, pulse, glow=False)
        self.pan_over.blit(surface, offset=offset)

    @staticmethod
    def _board_rect(mv: MapView, zones: Sequence[ZoneLook], empties: Sequence[Cell],
                    greys: Sequence[Cell]) -> pygame.Rect:
        """The screen rect around every hex drawn, with room for strokes past the edges."""
        boxes = [mv.bounds(z.q, z.r) for z in zones] + [mv.bounds(*c) for c in (*empties,
                                                                               *greys)]
        if not boxes:
            return pygame.Rect(0, 0, 0, 0)
        pad = max(8, round(mv.size * 0.3))
        return boxes[0].unionall(boxes[1:]).inflate(2 * pad, 2 * pad)

    def _build_pan(self, mv: MapView, zones: Sequence[ZoneLook], edges: Sequence[EdgeLook],
                   empties: Sequence[Cell], regions: Sequence[Region], greys: Sequence[Cell],
                   ident: tuple[object, ...], look: tuple, area: pygame.Rect) -> None:
        self._glows.clear()  # drawn for the zoom they were made at
        self.rebuilds += 1
        self._pan_origin = mv.origin
        moved = replace(mv, origin=(mv.origin[0] - area.x, mv.origin[1] - area.y))
        self.pan_under.build_apart(
            ident, look, area, lambda canvas: draw_under(canvas, moved, zones, empties, regions,
                                                         greys))
        self.pan_over.build_apart(ident, look, area,
                                  lambda canvas: draw_over(canvas, moved, zones, edges,
                                                            regions))

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
