"""A flat-top hex board on screen: the view transform, hit-testing and the board's drawing.

`MapView` places axial hexes (TS-41.1: flat tops, centre x = 1.5·s·q, y = √3·s·(r + q/2) for a
corner radius s) inside a screen rectangle: `fit` frames a set of cells, `zoom_at` zooms about
the mouse (wheel), `pan` drags (right or middle button), `cell_at` turns a screen point back into
(q, r). Edges follow `game.core.hexgrid.DIRECTIONS`: direction d points at 30° − 60°·d on screen
(0 SE, 1 NE, 2 N, 3 NW, 4 SW, 5 S), so its edge joins corners (6 − d) % 6 and (7 − d) % 6.

`draw_board` draws what a caller describes with plain records (`ZoneLook`, `EdgeLook`), so this
module knows how things look, not the rules: zone art by type (`hexmap_art`), start zones with
their faction emblem, characteristic icons (printed, added by a marker, cancelled), the territory
marker, Eggs / Mines / Fortress / Cover counts, printed barriers and edge markers, regions of
hexes that belong together (`Region`: tinted, outlined just inside their border so a barrier
stays visible, numbered), and cells to light up (legal targets) with an optional cost or label.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import cast

import pygame

from game.core.hexgrid import DIRECTIONS
from game.ui import assets, theme
from game.ui.render import hexmap_art as art

SQRT3 = math.sqrt(3.0)
Cell = tuple[int, int]


def unit_centre(q: float, r: float) -> tuple[float, float]:
    """The centre of (q, r) for a corner radius of 1 (TS-41.1)."""
    return 1.5 * q, SQRT3 * (r + q / 2)


def edge_corners(d: int) -> tuple[int, int]:
    """The two corner indices (corner i at 60°·i) bounding the edge in direction d."""
    return (6 - d) % 6, (7 - d) % 6


@dataclass
class MapView:
    """Screen placement of the board: corner radius `size` px, (0, 0)'s centre at `origin`."""

    size: float = 30.0
    origin: tuple[float, float] = (0.0, 0.0)
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 1, 1))
    fit_size: float = 30.0
    touched: bool = False
    """The player zoomed or panned: keep their framing until they ask for a refit."""

    # --- transform --------------------------------------------------------------------------
    def centre(self, q: float, r: float) -> tuple[float, float]:
        """Screen centre of hex (q, r)."""
        x, y = unit_centre(q, r)
        return self.origin[0] + x * self.size, self.origin[1] + y * self.size

    def corners(self, q: float, r: float, scale: float = 1.0) -> list[tuple[float, float]]:
        """The six corners of hex (q, r) (corner i at 60°·i), shrunk by `scale`."""
        cx, cy = self.centre(q, r)
        s = self.size * scale
        return [(cx + s * math.cos(math.pi / 3 * i), cy + s * math.sin(math.pi / 3 * i))
                for i in range(6)]

    def edge(self, q: int, r: int, d: int, scale: float = 1.0
             ) -> tuple[tuple[float, float], tuple[float, float]]:
        """The two end points of the edge of (q, r) in direction d."""
        pts = self.corners(q, r, scale)
        a, b = edge_corners(d)
        return pts[a], pts[b]

    def cell_at(self, pos: Sequence[float]) -> Cell:
        """The hex under a screen point."""
        x = (pos[0] - self.origin[0]) / self.size
        y = (pos[1] - self.origin[1]) / self.size
        fq = 2 / 3 * x
        fr = -x / 3 + SQRT3 / 3 * y
        fs = -fq - fr
        q, r, s = round(fq), round(fr), round(fs)
        dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
        if dq > dr and dq > ds:
            q = -r - s
        elif dr > ds:
            r = -q - s
        return int(q), int(r)

    def bounds(self, q: int, r: int) -> pygame.Rect:
        """The screen rectangle around hex (q, r)."""
        cx, cy = self.centre(q, r)
        w, h = 2 * self.size, SQRT3 * self.size
        return pygame.Rect(round(cx - w / 2), round(cy - h / 2), round(w), round(h))

    # --- framing ----------------------------------------------------------------------------
    def fit(self, rect: pygame.Rect, cells: Iterable[Cell], margin: int = 8) -> None:
        """Frame `cells` in `rect`, as large as they fit (the player's framing is dropped)."""
        self.rect = pygame.Rect(rect)
        pts = [unit_centre(q, r) for q, r in cells] or [(0.0, 0.0)]
        x0 = min(p[0] for p in pts) - 1
        x1 = max(p[0] for p in pts) + 1
        y0 = min(p[1] for p in pts) - SQRT3 / 2
        y1 = max(p[1] for p in pts) + SQRT3 / 2
        room_w = max(10, rect.w - 2 * margin)
        room_h = max(10, rect.h - 2 * margin)
        self.size = max(4.0, min(room_w / (x1 - x0), room_h / (y1 - y0)))
        self.fit_size = self.size
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        self.origin = (rect.centerx - cx * self.size, rect.centery - cy * self.size)
        self.touched = False

    def zoom_at(self, pos: Sequence[float], factor: float) -> None:
        """Zoom by `factor` keeping the point under `pos` fixed (between ½ and 4× the fit)."""
        new = max(self.fit_size * 0.5, min(self.fit_size * 4.0, self.size * factor))
        k = new / self.size
        self.origin = (pos[0] - (pos[0] - self.origin[0]) * k,
                       pos[1] - (pos[1] - self.origin[1]) * k)
        self.size = new
        self.touched = True

    def pan(self, dx: float, dy: float) -> None:
        """Move the board by (dx, dy) pixels; it never leaves the view entirely."""
        ox, oy = self.origin[0] + dx, self.origin[1] + dy
        span = 6 * self.size
        ox = max(self.rect.x - span * 2, min(self.rect.right + span * 2, ox))
        oy = max(self.rect.y - span * 2, min(self.rect.bottom + span * 2, oy))
        self.origin = (ox, oy)
        self.touched = True


# --- what to draw ------------------------------------------------------------------------------


@dataclass(frozen=True)
class ZoneLook:
    """How one zone looks: its art, its markers and who controls it."""

    q: int
    r: int
    kind: str  # area | moon | start
    zone_type: str = ""  # ocean | fertile | mountain | moon ('' for a start zone)
    mountain: int = 0
    centre: bool = False  # the Moon centre
    devastated: bool = False
    characteristics: tuple[tuple[str, str], ...] = ()
    """(name, how): how = printed | marker | cancelled."""
    faction: str = ""  # a start zone's faction
    seat_look: tuple[object, str] | None = None
    """A start zone's seat (colour, shape)."""
    territory: tuple[object, str] | None = None
    """The territory marker's (colour, shape); shape "oni" for an Oni marker."""
    counts: tuple[tuple[str, int], ...] = ()
    """(egg | mine | fortress | cover | entrench | no_entry, n) drawn along the bottom."""


@dataclass(frozen=True)
class EdgeLook:
    """One edge marking: (q, r, d) canonical or not, and its kind (printed, barrier, passage,
    tunnel, barricade)."""

    q: int
    r: int
    d: int
    kind: str


@dataclass(frozen=True)
class Light:
    """A cell to light up: a legal target (colour) with an optional short label (a cost)."""

    q: int
    r: int
    colour: tuple[int, int, int] = art.LEGAL
    label: str = ""
    empty: bool = False
    """An empty position (an edge position, a grey position): drawn as a dashed outline."""


@dataclass(frozen=True)
class Region:
    """Hexes that belong together (a scenario's group of tiles): tinted, outlined, labelled."""

    cells: tuple[Cell, ...]
    colour: tuple[int, int, int]
    label: str = ""


def draw_board(surface: pygame.Surface, mv: MapView, zones: Sequence[ZoneLook],
               edges: Sequence[EdgeLook] = (), empties: Sequence[Cell] = (),
               hover: Cell | None = None, lights: Sequence[Light] = (),
               pulse: float = 0.0, regions: Sequence[Region] = (),
               greys: Sequence[Cell] = ()) -> None:
    """The board at once: `draw_under`, the lit cells (glow and rim), `draw_over` (so a glow
    never dims a marker), the hovered cell. `hexmap_layers.BoardLayers` draws the same from
    cached pictures."""
    draw_under(surface, mv, zones, empties, regions, greys)
    _draw_glow(surface, mv, lights, pulse)
    draw_lights(surface, mv, lights, pulse, glow=False)
    draw_over(surface, mv, zones, edges, regions)
    draw_hover(surface, mv, hover)


def draw_under(surface: pygame.Surface, mv: MapView, zones: Sequence[ZoneLook],
               empties: Sequence[Cell] = (), regions: Sequence[Region] = (),
               greys: Sequence[Cell] = ()) -> None:
    """What lies under the lit cells: the grey outline of `greys` (positions a grey tile may
    take), the faint outline of `empties` (edge positions, holes), zone art, regions."""
    size = max(4, round(mv.size))
    for cell in greys:
        pygame.draw.polygon(surface, GREY_LINE, mv.corners(*cell, scale=0.92),
                            max(1, round(mv.size / 14)))
    for cell in empties:
        pts = mv.corners(*cell, scale=0.94)
        pygame.draw.polygon(surface, art.EMPTY_LINE, pts, 1)
    for z in zones:
        cx, cy = mv.centre(z.q, z.r)
        if z.kind == "start":
            tile = art.start_tile(z.faction, _rgb(z.seat_look), size)
        else:
            tile = art.zone_tile(z.zone_type, z.mountain, z.centre, z.devastated, size)
        surface.blit(tile, tile.get_rect(center=(round(cx), round(cy))))
    for region in regions:
        draw_region(surface, mv, region, badge=False)


def draw_over(surface: pygame.Surface, mv: MapView, zones: Sequence[ZoneLook],
              edges: Sequence[EdgeLook] = (), regions: Sequence[Region] = ()) -> None:
    """What lies over the lit cells: edges, the regions' labels, then zone markers (a label
    drawn with its region, under the edges, had a barrier's line across its number: the
    Control scenario, a review, stop 82)."""
    for e in edges:
        draw_edge(surface, mv, e)
    for region in regions:
        if region.cells and region.label:
            draw_badge(surface, mv, region_badge(mv, region), region.label, region.colour)
    for z in zones:
        _draw_zone_marks(surface, mv, z)


def draw_hover(surface: pygame.Surface, mv: MapView, hover: Cell | None) -> None:
    """The outline of the hovered cell, if any."""
    if hover is not None:
        pygame.draw.polygon(surface, art.HOVER, mv.corners(*hover, scale=0.97),
                            max(1, max(4, round(mv.size)) // 16))


GREY_LINE = (150, 150, 160)
"""The outline of a position where a grey tile may go."""


REGION_INSET = 0.14
"""How far a region's outline sits inside its hexes (a share of the way to their centres), so
that it never hides a barrier printed on the edge itself."""


def region_outline(mv: MapView, cells: Iterable[Cell]
                   ) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The segments of a region's boundary, each moved a little inside the region: every
    corner moves towards the centres of the region's hexes that meet there, so the segments of
    neighbouring hexes still join."""
    inside = set(cells)
    towards: dict[tuple[int, int], list[tuple[float, float]]] = {}
    for q, r in inside:
        centre = mv.centre(q, r)
        for x, y in mv.corners(q, r):
            towards.setdefault((round(x * 4), round(y * 4)), []).append(centre)

    def inset(p: tuple[float, float]) -> tuple[float, float]:
        cs = towards[(round(p[0] * 4), round(p[1] * 4))]
        mx, my = sum(c[0] for c in cs) / len(cs), sum(c[1] for c in cs) / len(cs)
        return p[0] + (mx - p[0]) * REGION_INSET, p[1] + (my - p[1]) * REGION_INSET

    out = []
    for q, r in sorted(inside):
        for d, step in enumerate(DIRECTIONS):
            if (q + step.q, r + step.r) not in inside:
                a, b = mv.edge(q, r, d)
                out.append((inset(a), inset(b)))
    return out


def region_badge(mv: MapView, region: Region) -> tuple[float, float]:
    """Where a region's label sits: on its outline, at the corner farthest from the board's
    centre (outside the hexes' middles, where units stand)."""
    segments = region_outline(mv, region.cells)
    if not segments:
        return mv.centre(0, 0)
    ox, oy = mv.centre(0, 0)
    return max((p for seg in segments for p in seg),
               key=lambda p: (round((p[0] - ox) ** 2 + (p[1] - oy) ** 2), p))


def draw_region(surface: pygame.Surface, mv: MapView, region: Region,
                badge: bool = True) -> None:
    """A region: a faint tint over its hexes, its outline inside its border, its label
    (unless `badge` is False: `draw_board` draws the labels over the edges)."""
    if not region.cells:
        return
    boxes = [mv.bounds(q, r) for q, r in region.cells]
    box = boxes[0].unionall(boxes[1:]).inflate(4, 4)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    for q, r in region.cells:
        pygame.draw.polygon(layer, (*region.colour, 46),
                            [(x - box.x, y - box.y) for x, y in mv.corners(q, r)])
    surface.blit(layer, box.topleft)
    width = max(2, round(mv.size / 13))
    for a, b in region_outline(mv, region.cells):
        pygame.draw.line(surface, region.colour, a, b, width)
        pygame.draw.circle(surface, region.colour, (round(a[0]), round(a[1])), width // 2)
    if badge and region.label:
        draw_badge(surface, mv, region_badge(mv, region), region.label, region.colour)


def badge_radius(mv: MapView) -> int:
    """The radius of a region's label at this zoom, never under 8 px at the interface size
    (at 150% the board is fitted smaller than at 100%: the number was 12 px, a text audit,
    stop 79)."""
    return max(9, theme.px(8), round(mv.size * 0.28))


def draw_badge(surface: pygame.Surface, mv: MapView, centre: tuple[float, float], label: str,
               colour: tuple[int, int, int]) -> pygame.Rect:
    """A round label (a region's number) in `colour`; returns its rect."""
    radius = badge_radius(mv)
    c = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surface, colour, c, radius)
    pygame.draw.circle(surface, (20, 24, 40), c, radius, max(1, radius // 6))
    img = assets.text(label, max(9, round(radius * 1.3)), (20, 24, 40), bold=True)
    surface.blit(img, img.get_rect(center=c))
    return pygame.Rect(c[0] - radius, c[1] - radius, 2 * radius, 2 * radius)


def _rgb(look: tuple[object, str] | None) -> tuple[int, int, int]:
    if look is None:
        return (150, 150, 160)
    colour = look[0]
    if isinstance(colour, str):
        return theme.hex_colour(colour)
    rgb = cast(Sequence[int], colour)
    return int(rgb[0]), int(rgb[1]), int(rgb[2])


def mountain_size(s: float) -> int:
    """The type size of a mountain's conquest value on a hex of size `s`: a quarter of the
    hex, never under the map's floor for numbers (`art.mark_size`: 13 px at 150%)."""
    return art.mark_size(s * 0.25)


def top_row(mv: MapView, z: ZoneLook) -> tuple[pygame.Rect | None, tuple[int, int], int, int]:
    """Where the top of a zone's hex puts its marks: the mountain value's plate (None without
    one), the territory marker's centre and radius, and the first characteristic's slot.

    The marker stands right of the value: where the type's floor makes the value wide for
    the hex (a small map, 150%), it covered its last digit ("+15" read "+1"); it then takes
    the first characteristic's place (slot 1)."""
    s = mv.size
    cx, cy = mv.centre(z.q, z.r)
    plate = None
    if z.zone_type == "mountain" and z.mountain:
        size = mountain_size(s)
        w, h = assets.font(size, True).size(f"+{z.mountain}")
        box = pygame.Rect(0, 0, w, h)
        box.center = (round(cx - s * 0.4), round(cy - s * 0.52))
        plate = box.inflate(max(2, size // 5), -max(0, size // 8))
        # a value wide for its hex (the type's floor on a small map) moves in rather than
        # over the hex's left edge and the neighbour's
        plate.x = max(plate.x, round(cx - s * 0.74))
    r = max(4, round(s * 0.2))
    rim = r + 2  # the token's outline (`hexmap_art.draw_territory`)
    x, first = round(cx + s * 0.1), 0
    if z.territory is not None and plate is not None and x - rim <= plate.right:
        x, first = plate.right + 1 + rim, 1
    return plate, (x, round(cy - s * 0.55)), r, first


def _draw_zone_marks(surface: pygame.Surface, mv: MapView, z: ZoneLook) -> None:
    """Mountain value, characteristic icons, territory marker, start-zone seat, counts."""
    s = mv.size
    cx, cy = mv.centre(z.q, z.r)
    icon_r = max(4, round(s * 0.2))
    if z.kind == "start" and z.seat_look is not None:
        from game.ui.widgets.marker import draw_marker

        draw_marker(surface, (round(cx), round(cy - s * 0.55)), max(4, round(s * 0.16)),
                    _rgb(z.seat_look), z.seat_look[1])
    plate, (territory_x, territory_y), territory_r, first = top_row(mv, z)
    if plate is not None:
        size = mountain_size(s)
        img = assets.text(f"+{z.mountain}", size, art.MOUNTAIN_TEXT, bold=True)
        pygame.draw.rect(surface, art.PLATE, plate, border_radius=max(2, size // 4))
        surface.blit(img, img.get_rect(center=plate.center))
    # characteristics: the first at the top right, more down the right side
    for i, (name, how) in enumerate(z.characteristics):
        x, y = ((0.5, -0.48), (0.74, -0.08), (0.74, 0.32))[min(i + first, 2)]
        art.draw_characteristic(surface, name, (round(cx + s * x), round(cy + s * y)), icon_r,
                                how)
    if z.territory is not None:
        colour, shape = z.territory
        art.draw_territory(surface, (territory_x, territory_y), territory_r,
                           _rgb(z.territory), shape)
    shown = [(k, n) for k, n in z.counts if n]
    if shown:
        step = s * 0.38
        x0 = cx - step * (len(shown) - 1) / 2
        for i, (kind, n) in enumerate(shown):
            art.draw_count(surface, kind, n, (round(x0 + i * step), round(cy + s * 0.62)),
                           max(4, round(s * 0.15)))


def draw_edge(surface: pygame.Surface, mv: MapView, e: EdgeLook) -> None:
    """One edge marking: printed barrier (red), Barrier marker (red and white), Passage (a
    green bridge across), Tunnel (a brown arch), Barricade (orange and black)."""
    a, b = mv.edge(e.q, e.r, e.d)
    width = max(2, round(mv.size * 0.11))
    if e.kind == "printed":
        pygame.draw.line(surface, art.BARRIER_RED, a, b, width)
        return
    if e.kind in ("barrier", "barricade"):
        main, stripe = ((art.BARRIER_RED, (250, 240, 236)) if e.kind == "barrier"
                        else ((240, 150, 40), (30, 24, 20)))
        pygame.draw.line(surface, (20, 16, 20), a, b, width + 2)
        pygame.draw.line(surface, main, a, b, width)
        for k in (1, 3):
            t0, t1 = k / 5, (k + 1) / 5
            p0 = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
            p1 = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
            pygame.draw.line(surface, stripe, p0, p1, max(1, width - 1))
        return
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    # the normal across the edge
    nx, ny = -(b[1] - a[1]), b[0] - a[0]
    norm = math.hypot(nx, ny) or 1.0
    nx, ny = nx / norm, ny / norm
    reach = mv.size * 0.22
    if e.kind == "passage":
        for off in (-0.18, 0.18):
            ox = (b[0] - a[0]) * off
            oy = (b[1] - a[1]) * off
            pygame.draw.line(surface, art.PASSAGE, (mx + ox - nx * reach, my + oy - ny * reach),
                             (mx + ox + nx * reach, my + oy + ny * reach), max(2, width - 1))
        return
    if e.kind == "tunnel":
        r = max(3, round(mv.size * 0.16))
        box = pygame.Rect(0, 0, 2 * r, 2 * r)
        box.center = (round(mx), round(my))
        pygame.draw.circle(surface, (40, 28, 20), box.center, r)
        pygame.draw.circle(surface, art.TUNNEL, box.center, r, max(2, r // 3))
        return


def _draw_glow(surface: pygame.Surface, mv: MapView, lights: Sequence[Light],
               pulse: float) -> None:
    """The translucent fill of lit cells (it pulses with `pulse` in 0..1)."""
    alpha = glow_alpha(pulse)
    for light in lights:
        box = mv.bounds(light.q, light.r)
        surface.blit(glow_of(mv, light, alpha), box)


def glow_alpha(pulse: float) -> int:
    """The opacity of a lit cell's fill for a `pulse` in 0..1."""
    return 55 + round(35 * pulse)


def glow_of(mv: MapView, light: Light, alpha: int = 255) -> pygame.Surface:
    """A lit cell's fill, the size of its `bounds` (an opaque one is made translucent with
    `set_alpha` by the cached board: the same pixels)."""
    box = mv.bounds(light.q, light.r)
    glow = pygame.Surface(box.size, pygame.SRCALPHA)
    pts = [(x - box.x, y - box.y) for x, y in mv.corners(light.q, light.r, 0.9)]
    pygame.draw.polygon(glow, (*light.colour, alpha), pts)
    return glow


def draw_lights(surface: pygame.Surface, mv: MapView, lights: Sequence[Light],
                pulse: float = 0.0, rims: bool = True, glow: bool = True,
                avoid: Sequence[pygame.Rect] = ()) -> None:
    """Lit cells: a translucent fill (`glow`), a coloured rim (dashed for an empty position;
    `rims`) and the label in a chip, kept off the `avoid` rects where it can be
    (`hexmap_art.label_chip`)."""
    width = max(2, round(mv.size * 0.09))
    if glow:
        _draw_glow(surface, mv, lights, pulse)
    for light in lights:
        pts = mv.corners(light.q, light.r, 0.9)
        if not rims:
            pass
        elif light.empty:
            _dashed_polygon(surface, light.colour, pts, width)
        else:
            pygame.draw.polygon(surface, light.colour, pts, width)
        if light.label:
            size = max(10, art.mark_size(mv.size * 0.34))  # a cost: 13 px at 150% at least
            img = assets.text(light.label, size, (16, 20, 30), bold=True)
            box = art.label_chip(mv, light.q, light.r, img.get_width() + size // 2,
                                 img.get_height() + 2, avoid)
            pygame.draw.rect(surface, light.colour, box, border_radius=size // 2)
            surface.blit(img, img.get_rect(center=box.center))


def _dashed_polygon(surface: pygame.Surface, colour, pts: Sequence[tuple[float, float]],
                    width: int) -> None:
    for i in range(len(pts)):
        a, b = pts[i], pts[(i + 1) % len(pts)]
        for k in range(0, 6, 2):
            t0, t1 = k / 6, (k + 1) / 6
            p0 = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
            p1 = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
            pygame.draw.line(surface, colour, p0, p1, width)


__all__ = ["EdgeLook", "Light", "MapView", "ZoneLook", "draw_board", "draw_edge", "draw_hover",
           "draw_lights", "draw_over", "draw_under", "edge_corners", "glow_alpha",
           "glow_of", "unit_centre"]
