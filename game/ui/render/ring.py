"""The Moonstar zodiac ring drawn from a :class:`game.boards.RingBoard`, scaled to any rect.

The board (map pixels, e.g. 720 x 720) is fitted into a target rect keeping its aspect; a
:class:`RingGeometry` converts map points to screen points and back. The static layer (tiled
night sky from the tileset PNG, vignette, orbit, 12 star sockets with their zodiac symbol and
name) is cached as one surface per (board, size, language); highlights and pieces are drawn on
top each frame.

Pieces around a star: the planet stands on the star (MS-2.2: at most one); moons fill slots on
arcs on the inward side (MS-2.3: three at setup; Games 7-8 may pile up to 15 on one star), so
labels outside the orbit stay readable. :func:`glide_point` moves a moon along the orbit by
k stars clockwise or counter-clockwise (MS-4.4).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

import pygame

from game.boards import Background, RingBoard
from game.ui import assets, theme
from game.ui.render.pieces import (  # noqa: F401  (re-exported: ring.draw_planet etc.)
    GOLD,
    MOON_STATES,
    PLANET_COLOURS,
    draw_moon,
    draw_planet,
    glow_surface,
    outline_font,
)

PLANET_RADIUS = 22   # map pixels; scaled with the board
MOON_RADIUS = 14
SOCKET_RADIUS = 27
LABEL_GAP = 30       # from the star to the label block, outwards
NAME_PX = 15         # at scale 1 (1280 x 720 with a 720 px ring): >= 14 px
SYMBOL_PX = 22
NAME_MIN_UI = 11     # logical px: the least a name may shrink to at any interface size
SYMBOL_MIN_UI = 12
SILVER = (222, 228, 242)
ORBIT = (150, 170, 230)


@dataclass(frozen=True)
class RingGeometry:
    """Where a ring board lands inside a screen rect."""

    scale: float
    offset: tuple[float, float]
    centre: tuple[float, float]
    radius: float
    stars: tuple[tuple[float, float], ...]
    star_angles: tuple[float, ...]
    """Clockwise angles from 12 o'clock, radians."""

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        """Map pixels -> screen pixels."""
        return self.offset[0] + x * self.scale, self.offset[1] + y * self.scale

    def to_map(self, x: float, y: float) -> tuple[float, float]:
        """Screen pixels -> map pixels."""
        return (x - self.offset[0]) / self.scale, (y - self.offset[1]) / self.scale

    @property
    def planet_radius(self) -> float:
        """A planet's radius on screen."""
        return PLANET_RADIUS * self.scale

    @property
    def moon_radius(self) -> float:
        """A moon's radius on screen."""
        return MOON_RADIUS * self.scale

    def star_at(self, pos: tuple[float, float], tolerance: float | None = None) -> int | None:
        """Index of the star whose socket contains ``pos``, or None."""
        tol = SOCKET_RADIUS * 1.6 * self.scale if tolerance is None else tolerance
        best = min(range(len(self.stars)),
                   key=lambda i: math.dist(pos, self.stars[i]), default=None)
        if best is None or math.dist(pos, self.stars[best]) > tol:
            return None
        return best

    def anchor_rect(self, board: RingBoard, name: str) -> pygame.Rect:
        """A layout anchor of the board (e.g. "dice_tray") as a screen rect."""
        x, y, w, h = board.anchors[name]
        sx, sy = self.to_screen(x, y)
        return pygame.Rect(round(sx), round(sy), round(w * self.scale), round(h * self.scale))


def geometry(board: RingBoard, rect: pygame.Rect) -> RingGeometry:
    """Fit ``board`` into ``rect`` (centred, aspect kept)."""
    scale = min(rect.w / board.width, rect.h / board.height)
    ox = rect.x + (rect.w - board.width * scale) / 2
    oy = rect.y + (rect.h - board.height * scale) / 2
    stars = tuple((ox + s.x * scale, oy + s.y * scale) for s in board.stars)
    angles = tuple(board.star_angle(i) for i in range(len(board.stars)))
    cx, cy = board.centre
    return RingGeometry(scale, (ox, oy), (ox + cx * scale, oy + cy * scale),
                        board.ring_radius * scale, stars, angles)


def star_positions(board: RingBoard, rect: pygame.Rect) -> list[tuple[float, float]]:
    """Screen positions of the 12 stars (index order) when the board is drawn in ``rect``."""
    return list(geometry(board, rect).stars)


# --- static layer -------------------------------------------------------------------------------


@lru_cache(maxsize=4)
def _tileset(image: str) -> pygame.Surface:
    surf = pygame.image.load(image)
    return surf.convert() if pygame.display.get_surface() is not None else surf


@lru_cache(maxsize=8)
def background_surface(background: Background, size: tuple[int, int]) -> pygame.Surface:
    """The tile layer blitted from its tileset PNG, scaled to ``size``, with a soft vignette."""
    sheet = _tileset(background.image)
    rows = background.tiles
    tw, th = background.tile_width, background.tile_height
    full = pygame.Surface((len(rows[0]) * tw, len(rows) * th))
    full.fill((11, 15, 36))
    for y, row in enumerate(rows):
        for x, tile in enumerate(row):
            if tile >= 0:
                full.blit(sheet, (x * tw, y * th), background.source_rect(tile))
    out = pygame.transform.smoothscale(full, size) if full.get_size() != size else full
    # Vignette: darken the corners, lift the middle a touch (drawn small, scaled up smooth).
    v = pygame.Surface((64, 64), pygame.SRCALPHA)
    for i in range(32, 0, -1):
        t = i / 32
        pygame.draw.circle(v, (4, 6, 18, round(150 * max(0.0, t - 0.55) / 0.45)), (32, 32),
                           round(46 * t))
    out.blit(pygame.transform.smoothscale(v, size), (0, 0))
    return out


def _label(star_symbol: str, name: str, scale: float) -> pygame.Surface:
    """Zodiac symbol above the constellation name, centred, on a transparent surface.

    The name follows the map's scale but never falls under the interface's own small type
    (11 logical px): at 150% the panel takes room from the ring, and map-scaled names had
    shrunk to 12 px there."""
    px = max(12, round(NAME_PX * scale), theme.px(NAME_MIN_UI))
    sym = assets.font(max(12, round(SYMBOL_PX * scale), theme.px(SYMBOL_MIN_UI))).render(
        star_symbol, True, GOLD)
    txt = assets.font(px, bold=True).render(name, True, SILVER)
    rim = outline_font(px, 2).render(name, True, (2, 4, 16))
    w, h = max(sym.get_width(), rim.get_width()), sym.get_height() + rim.get_height() - 6
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(sym, sym.get_rect(midtop=(w / 2, 0)))
    box = rim.get_rect(midbottom=(w / 2, h))
    out.blit(rim, box)
    out.blit(txt, (box.x + 2, box.y + 2))
    return out


def _label_centre(star: tuple[float, float], angle: float, gap: float,
                  size: tuple[int, int]) -> tuple[float, float]:
    """Place a label just outside the star so its nearest edge faces the star."""
    ux, uy = math.sin(angle), -math.cos(angle)
    # Distance from the box centre to its edge along the outward direction.
    w, h = size
    edge = min(w / 2 / abs(ux) if abs(ux) > 1e-6 else math.inf,
               h / 2 / abs(uy) if abs(uy) > 1e-6 else math.inf)
    d = gap + edge
    return star[0] + ux * d, star[1] + uy * d


def label_boxes(geo: RingGeometry, sizes: list[tuple[int, int]],
                bounds: tuple[int, int]) -> list[pygame.Rect]:
    """Where each star's label goes: just outside its star (the map's own place) when it
    fits inside ``bounds`` there, else under the star, else above it, where it covers no
    star socket; never over a label already placed. With no place free the outward one is
    kept, pushed inside ``bounds`` ("Capricorne" at 16 px beside the 9 o'clock star would
    run off the window's left edge at 150%)."""
    area = pygame.Rect((0, 0), bounds)
    socket = SOCKET_RADIUS * geo.scale
    placed: list[pygame.Rect] = []
    for star, angle, (w, h) in zip(geo.stars, geo.star_angles, sizes, strict=True):
        tries = []
        for centre in (_label_centre(star, angle, LABEL_GAP * geo.scale, (w, h)),
                       (star[0], star[1] + socket + h / 2),
                       (star[0], star[1] - socket - h / 2)):
            box = pygame.Rect(0, 0, w, h)
            box.center = (round(centre[0]), round(centre[1]))
            tries.append(box)
        free = [box for i, box in enumerate(tries)
                if area.contains(box) and box.collidelist(placed) < 0
                and (i == 0 or not any(_covers(box, s, socket) for s in geo.stars
                                       if s != star))]
        placed.append(free[0] if free else tries[0].clamp(area))
    return placed


def _covers(box: pygame.Rect, centre: tuple[float, float], radius: float) -> bool:
    """Does the box reach into the disc?"""
    nx = min(max(centre[0], box.left), box.right)
    ny = min(max(centre[1], box.top), box.bottom)
    return (nx - centre[0]) ** 2 + (ny - centre[1]) ** 2 < radius * radius


_label_cache: dict[tuple, tuple[list[pygame.Surface], list[pygame.Rect]]] = {}


def _label_layout(board: RingBoard, size: tuple[int, int],
                  lang: str) -> tuple[list[pygame.Surface], list[pygame.Rect]]:
    """The twelve sign labels and their boxes on a ring layer of ``size`` (cached)."""
    key = (board.stars, board.centre, board.ring_radius, board.width, board.height, size, lang,
           theme.scale())
    cached = _label_cache.get(key)
    if cached is None:
        geo = geometry(board, pygame.Rect((0, 0), size))
        labels = [_label(spot.symbol, spot.name(lang), geo.scale) for spot in board.stars]
        cached = labels, label_boxes(geo, [lb.get_size() for lb in labels], size)
        if len(_label_cache) > 6:
            _label_cache.pop(next(iter(_label_cache)))
        _label_cache[key] = cached
    return cached


def label_rects(board: RingBoard, rect: pygame.Rect, lang: str = "en") -> list[pygame.Rect]:
    """The sign labels' boxes on screen, as `draw_ring` lays them in ``rect`` (what a chip
    drawn on the ring keeps clear of)."""
    return [box.move(rect.topleft) for box in _label_layout(board, rect.size, lang)[1]]


def labels_over(surface: pygame.Surface, board: RingBoard, rect: pygame.Rect,
                paths: list[list[tuple[float, float]]], lang: str = "en") -> None:
    """Draw again, on a dark plate, each sign label that a line through one of `paths`
    (drawn along the ring) crosses: the label reads over the lines, which pass under it (a
    landing path cut « Capricorne » in two at 150%, a review, stop 84)."""
    labels, boxes = _label_layout(board, rect.size, lang)
    for label, box in zip(labels, boxes, strict=True):
        box = box.move(rect.topleft)
        near = box.inflate(4, 4)
        if not any(near.clipline(a, b) for points in paths for a, b in pairwise(points)):
            continue
        plate = _label_plate(box.inflate(6, 2).size)
        surface.blit(plate, plate.get_rect(center=box.center))
        surface.blit(label, box)


@lru_cache(maxsize=16)
def _label_plate(size: tuple[int, int]) -> pygame.Surface:
    """The dark plate under a label a path crosses (made once per size: the paths are
    redrawn every frame while a moon is picked up)."""
    plate = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(plate, (8, 12, 34, 215), plate.get_rect(), border_radius=size[1] // 3)
    return plate


_static_cache: dict[tuple, pygame.Surface] = {}


def ring_layer(board: RingBoard, size: tuple[int, int], lang: str = "en") -> pygame.Surface:
    """The static ring (sky, orbit, star sockets, labels) at ``size`` (cached)."""
    key = (board.background, board.stars, board.centre, board.ring_radius, size, lang,
           theme.scale())
    cached = _static_cache.get(key)
    if cached is not None:
        return cached
    geo = geometry(board, pygame.Rect((0, 0), size))
    surf = pygame.Surface(size, pygame.SRCALPHA)
    _plate(surf, board, geo)
    s = geo.scale
    overlay = pygame.Surface(size, pygame.SRCALPHA)
    cx, cy = geo.centre
    for width, alpha, dr in ((max(1, round(7 * s)), 14, 0), (max(1, round(2 * s)), 70, 0),
                             (1, 40, -6 * s), (1, 40, 6 * s)):
        pygame.draw.circle(overlay, (*ORBIT, alpha), (cx, cy), geo.radius + dr, width)
    # Tick marks half-way between stars help count steps along the orbit (MS-4.4).
    for i in range(len(geo.stars)):
        a = (geo.star_angles[i] + geo.star_angles[(i + 1) % len(geo.stars)]
             + (math.tau if i == len(geo.stars) - 1 else 0)) / 2
        p = (cx + geo.radius * math.sin(a), cy - geo.radius * math.cos(a))
        pygame.draw.circle(overlay, (*ORBIT, 110), p, max(1.5, 2.2 * s))
    for star in geo.stars:
        pygame.draw.circle(overlay, (14, 20, 48, 215), star, SOCKET_RADIUS * s)
        pygame.draw.circle(overlay, (*GOLD, 150), star, SOCKET_RADIUS * s, max(1, round(1.5 * s)))
        pygame.draw.circle(overlay, (*GOLD, 45), star, (SOCKET_RADIUS + 4) * s, max(1, round(s)))
    surf.blit(overlay, (0, 0))
    glow = glow_surface(max(4, round(SOCKET_RADIUS * 1.25 * s)), (150, 170, 255), 0.9)
    for star in geo.stars:
        surf.blit(glow, glow.get_rect(center=(round(star[0]), round(star[1]))),
                  special_flags=pygame.BLEND_RGB_ADD)
        _sparkle(surf, star, s)
    for label, box in zip(*_label_layout(board, size, lang), strict=True):
        surf.blit(label, box)
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    if len(_static_cache) > 6:
        _static_cache.pop(next(iter(_static_cache)))
    _static_cache[key] = surf
    return surf


def _plate(surf: pygame.Surface, board: RingBoard, geo: RingGeometry) -> None:
    """The round sky plate: tiled background cut to a disc, a soft shadow and a thin rim."""
    s = geo.scale
    cx, cy = geo.centre
    radius = (min(board.width, board.height) / 2 - 4) * s
    for i in range(12, 0, -1):
        pygame.draw.circle(surf, (0, 0, 8, 10 + (12 - i) * 6), (cx, cy + 4 * s), radius + i * s)
    bg_size = (round(board.width * geo.scale), round(board.height * geo.scale))
    sky = pygame.Surface(bg_size, pygame.SRCALPHA)
    sky.blit(background_surface(board.background, bg_size), (0, 0))
    mask = pygame.Surface((bg_size[0] * 2, bg_size[1] * 2), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255),
                       ((cx - geo.offset[0]) * 2, (cy - geo.offset[1]) * 2), radius * 2)
    sky.blit(pygame.transform.smoothscale(mask, bg_size), (0, 0),
             special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(sky, geo.offset)
    pygame.draw.circle(surf, (*GOLD, 120), (cx, cy), radius, max(1, round(1.5 * s)))
    pygame.draw.circle(surf, (*GOLD, 40), (cx, cy), radius - 5 * s, max(1, round(s)))


def _sparkle(surf: pygame.Surface, centre: tuple[float, float], s: float) -> None:
    """A bright four-pointed star with a white core."""
    x, y = centre
    arm = 11 * s
    for (dx, dy) in ((1, 0), (0, 1)):
        pts = [(x - dx * arm, y - dy * arm), (x + dy * 1.6 * s, y + dx * 1.6 * s),
               (x + dx * arm, y + dy * arm), (x - dy * 1.6 * s, y - dx * 1.6 * s)]
        pygame.draw.polygon(surf, (200, 214, 255), pts)
    pygame.draw.circle(surf, (255, 255, 255), centre, max(1.5, 2.6 * s))


def draw_ring(surface: pygame.Surface, board: RingBoard, rect: pygame.Rect, lang: str = "en",
              highlight: tuple[int, ...] | frozenset[int] = (),
              colour: tuple[int, int, int] = GOLD) -> RingGeometry:
    """Draw the ring fitted into ``rect``, with ``highlight`` stars ringed; return the geometry."""
    surface.blit(ring_layer(board, rect.size, lang), rect.topleft)
    geo = geometry(board, rect)
    for i in highlight:
        draw_star_highlight(surface, geo, i, colour)
    return geo


def draw_star_highlight(surface: pygame.Surface, geo: RingGeometry, index: int,
                        colour: tuple[int, int, int] = GOLD) -> None:
    """Ring one star's socket (a legal target, the hovered star, ...)."""
    x, y = geo.stars[index]
    r = (SOCKET_RADIUS + 3) * geo.scale
    pygame.draw.circle(surface, colour, (x, y), r, max(2, round(3 * geo.scale)))


def draw_tray(surface: pygame.Surface, rect: pygame.Rect, title: str | None = None) -> None:
    """A dark translucent tray (dice, spare pieces) with a thin silver rim."""
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    radius = min(rect.h // 2, 14)
    pygame.draw.rect(panel, (6, 9, 26, 170), panel.get_rect(), border_radius=radius)
    pygame.draw.rect(panel, (*ORBIT, 90), panel.get_rect(), 1, border_radius=radius)
    surface.blit(panel, rect.topleft)
    if title:
        label = assets.font(13).render(title, True, (158, 168, 200))
        surface.blit(label, label.get_rect(midbottom=(rect.centerx, rect.top - 3)))


# --- pieces around a star -----------------------------------------------------------------------


def moon_offsets(angle: float, count: int, has_planet: bool, moon_r: float = MOON_RADIUS,
                 planet_r: float = PLANET_RADIUS) -> list[tuple[float, float]]:
    """Offsets from a star for ``count`` moons (slot i never moves when more moons arrive).

    Without a planet the first moon sits on the star. The next ones ring the star on its
    inward side (towards the ring's centre); beyond that (Games 7-8 pile up to 15 moons) they
    pack in hexagonal rows of 2 and 3 heading inwards, staying narrower than the gap between
    two stars so neighbouring stacks never meet.
    """
    inward = (-math.sin(angle), math.cos(angle))
    tangent = (math.cos(angle), math.sin(angle))

    def at(depth: float, side: float) -> tuple[float, float]:
        return (depth * inward[0] + side * tangent[0], depth * inward[1] + side * tangent[1])

    out: list[tuple[float, float]] = []
    if not has_planet:
        out.append((0.0, 0.0))
    d = (planet_r if has_planet else moon_r) + moon_r + 3
    step = max(2 * math.asin(min(1.0, (moon_r + 1.5) / d)), math.radians(50))
    phis = [0.0]
    k = 1
    while k * step <= math.radians(100) + 1e-9:
        phis += [-k * step, k * step]
        k += 1
    out += [at(d * math.cos(phi), d * math.sin(phi)) for phi in phis]
    pitch = 2 * moon_r + 2
    depth, row = d, 0
    while len(out) < count:
        depth += pitch * math.sqrt(3) / 2
        sides = (-pitch / 2, pitch / 2) if row % 2 == 0 else (0.0, -pitch, pitch)
        out += [at(depth, side) for side in sides]
        row += 1
    return out[:count]


def piece_positions(geo: RingGeometry, star: int, moons: int, has_planet: bool
                    ) -> tuple[tuple[float, float] | None, list[tuple[float, float]]]:
    """Screen centres of the planet (or None) and of ``moons`` moons on star ``star``."""
    x, y = geo.stars[star]
    offs = moon_offsets(geo.star_angles[star], moons, has_planet,
                        geo.moon_radius, geo.planet_radius)
    return ((x, y) if has_planet else None), [(x + dx, y + dy) for dx, dy in offs]


# --- moving along the ring ----------------------------------------------------------------------


def _wrap(a: float) -> float:
    return (a + math.pi) % math.tau - math.pi


def glide_point(geo: RingGeometry, start: tuple[float, float], end: tuple[float, float],
                steps: int, clockwise: bool, t: float, lift: float = 0.18) -> tuple[float, float]:
    """A point on the way from ``start`` to ``end`` going ``steps`` stars around the ring.

    The path follows the orbit (angle and distance from the centre interpolated), with a small
    outward hop of ``lift`` x the star spacing at mid-way, so crossing moons stay visible.
    """
    cx, cy = geo.centre
    a0 = math.atan2(start[0] - cx, cy - start[1])
    a1 = math.atan2(end[0] - cx, cy - end[1])
    sign = 1 if clockwise else -1
    nominal = sign * steps * math.tau / len(geo.stars)
    delta = nominal + _wrap(a1 - (a0 + nominal))
    r0, r1 = math.dist(start, geo.centre), math.dist(end, geo.centre)
    r = r0 + (r1 - r0) * t + lift * geo.radius * math.sin(math.pi * t) * min(1, steps)
    a = a0 + delta * t
    return cx + r * math.sin(a), cy - r * math.cos(a)


def arc_path(geo: RingGeometry, start_star: int, steps: int, clockwise: bool = True,
             samples: int = 24) -> list[tuple[float, float]]:
    """Points along the orbit from star ``start_star``, ``steps`` stars cw or ccw (t = 0..1)."""
    n = len(geo.stars)
    end_star = (start_star + (steps if clockwise else -steps)) % n
    start, end = geo.stars[start_star], geo.stars[end_star]
    return [glide_point(geo, start, end, steps, clockwise, i / max(1, samples), lift=0.0)
            for i in range(samples + 1)]


def destination(start_star: int, steps: int, clockwise: bool, count: int = 12) -> int:
    """Star index reached from ``start_star`` after ``steps`` stars cw or ccw (MS-4.4)."""
    return (start_star + (steps if clockwise else -steps)) % count
