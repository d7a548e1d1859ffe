"""The drawing kit of the hex board (`game.ui.render.hexmap`): zone art, icons and emblems.

Zone art is drawn by code, twice oversize and smooth-scaled down (crisp at any zoom), then
cached per (type, value, size): ocean floor in blue with sand ripples, fertile ground in green
with furrows and crops, mountains in brown-grey with snowy peaks, moon zones in silver with
craters (the centre ringed in gold), start zones dark in their seat's colour with the faction
emblem. Every type differs by colour *and* pattern; the legend and tooltips name them.

Icons: the three characteristics (Radioactive: yellow trefoil; Unstable: orange crack;
Tsukuyumi: red crescent) as printed, as a marker (a white-rimmed token) or cancelled (greyed
and struck through); territory tokens; Egg, Mine, Fortress, Cover counts; the faction emblems
(Cybersamurai chip, Dark Seed eye, Nomads wheel, Boarlords tusks, Oni horns).
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import pygame

from game.ui import assets, theme

SS = 2
SQRT3 = math.sqrt(3.0)

ZONE_COLOURS = {
    "ocean": (62, 98, 138),
    "fertile": (74, 132, 66),
    "mountain": (120, 104, 90),
    "moon": (190, 194, 210),
}
LEGAL = (120, 230, 150)
HOVER = (250, 236, 170)
EMPTY_LINE = (70, 84, 130)
BARRIER_RED = (214, 40, 44)
PASSAGE = (120, 220, 120)
TUNNEL = (168, 116, 64)
MOUNTAIN_TEXT = (252, 244, 226)
PLATE = (44, 34, 28)
OUTLINE = (16, 18, 30)
ONI_COLOUR = (150, 28, 58)
CHARACTERISTIC_COLOURS = {
    "radioactive": ((240, 208, 40), (24, 20, 8)),
    "unstable": ((238, 132, 40), (30, 14, 6)),
    "tsukuyumi": ((70, 16, 40), (236, 64, 72)),
}


def hex_points(cx: float, cy: float, s: float) -> list[tuple[float, float]]:
    """A flat-top hexagon's corners (corner i at 60°·i)."""
    return [(cx + s * math.cos(math.pi / 3 * i), cy + s * math.sin(math.pi / 3 * i))
            for i in range(6)]


def _shade(colour, k: float) -> tuple[int, int, int]:
    """Lighter (k > 0) or darker (k < 0) version of a colour."""
    r, g, b = colour[:3]
    if k >= 0:
        return round(r + (255 - r) * k), round(g + (255 - g) * k), round(b + (255 - b) * k)
    return round(r * (1 + k)), round(g * (1 + k)), round(b * (1 + k))


def _canvas(size: int) -> tuple[pygame.Surface, float, float, float]:
    """An oversize transparent canvas for a hex of corner radius `size`: (surf, cx, cy, s)."""
    s = size * SS
    w, h = 2 * s + 2 * SS, math.ceil(SQRT3 * s) + 2 * SS
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    return surf, w / 2, h / 2, s


def _finish(canvas: pygame.Surface, size: int) -> pygame.Surface:
    w = 2 * size + 2
    h = math.ceil(SQRT3 * size) + 2
    out = pygame.transform.smoothscale(canvas, (w, h))
    if pygame.display.get_surface() is not None:
        out = out.convert_alpha()
    return out


def _clip_to_hex(art: pygame.Surface, cx: float, cy: float, s: float) -> None:
    """Keep only the inside of the hexagon of `art`."""
    mask = pygame.Surface(art.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), hex_points(cx, cy, s))
    art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


@lru_cache(maxsize=256)
def zone_tile(zone_type: str, mountain: int, centre: bool, devastated: bool,
              size: int) -> pygame.Surface:
    """The art of an area tile or moon zone of corner radius `size` px (cached)."""
    art, cx, cy, s = _canvas(size)
    base = ZONE_COLOURS.get(zone_type, (90, 90, 100))
    pygame.draw.polygon(art, base, hex_points(cx, cy, s))
    # A stable seed (not `hash`, which str hashing randomizes per run): the same tile art
    # every run, so screenshots compare pixel for pixel.
    rng = random.Random(zlib.crc32(f"{zone_type}|{mountain}|{int(centre)}".encode()) & 0xFFFF)
    line = max(1, round(s / 22))
    if zone_type == "ocean":
        light = _shade(base, 0.22)
        for row in range(-3, 4):
            y = cy + row * s * 0.26
            for k in range(-3, 3):
                x = cx + k * s * 0.42 + (row % 2) * s * 0.21
                rect = pygame.Rect(0, 0, s * 0.34, s * 0.16)
                rect.center = (round(x), round(y))
                pygame.draw.arc(art, light, rect, math.pi * 0.1, math.pi * 0.9, line)
    elif zone_type == "fertile":
        dark = _shade(base, -0.22)
        light = _shade(base, 0.30)
        for k in range(-6, 7):
            x = cx + k * s * 0.22
            pygame.draw.line(art, dark, (x - s, cy + s), (x + s, cy - s), line)
        for _ in range(26):
            x = cx + (rng.random() - 0.5) * 1.7 * s
            y = cy + (rng.random() - 0.5) * 1.5 * s
            pygame.draw.circle(art, light, (x, y), max(1, s * 0.035))
    elif zone_type == "mountain":
        dark = _shade(base, -0.35)
        snow = (236, 238, 244)
        peaks = ((-0.42, 0.40, 0.55), (0.05, 0.48, 0.78), (0.45, 0.42, 0.50))
        for dx, dy, height in peaks:
            bx, by = cx + dx * s, cy + dy * s
            half = s * height * 0.62
            top = (bx, by - s * height)
            pygame.draw.polygon(art, dark, [(bx - half, by), top, (bx + half, by)])
            cap = 0.32
            pygame.draw.polygon(art, snow, [
                (top[0] - half * cap, top[1] + s * height * cap), top,
                (top[0] + half * cap, top[1] + s * height * cap)])
        for k in range(-5, 6):
            x = cx + k * s * 0.25
            pygame.draw.line(art, _shade(base, -0.12), (x, cy - s), (x + s * 0.3, cy - s * 0.6),
                             line)
    elif zone_type == "moon":
        for _ in range(7):
            r = s * (0.07 + rng.random() * 0.12)
            ang = rng.random() * math.tau
            dist = rng.random() * s * 0.6
            x, y = cx + math.cos(ang) * dist, cy + math.sin(ang) * dist
            pygame.draw.circle(art, _shade(base, -0.16), (x, y), r)
            pygame.draw.circle(art, _shade(base, 0.35), (x - r * 0.25, y - r * 0.25), r * 0.7,
                               line)
        if centre:
            pygame.draw.circle(art, (232, 190, 90), (cx, cy), s * 0.62, max(2, round(s / 12)))
    if devastated:
        veil = pygame.Surface(art.get_size(), pygame.SRCALPHA)
        veil.fill((20, 10, 10, 110))
        art.blit(veil, (0, 0))
        for _ in range(5):
            x, y = cx + (rng.random() - 0.5) * s, cy + (rng.random() - 0.5) * s
            pts = [(x, y)]
            for _ in range(4):
                x += (rng.random() - 0.5) * s * 0.5
                y += (rng.random() - 0.5) * s * 0.5
                pts.append((x, y))
            pygame.draw.lines(art, (30, 16, 14), False, pts, line * 2)
    _clip_to_hex(art, cx, cy, s)
    # a bevel: light inner rim, dark outline
    pygame.draw.polygon(art, _shade(base, 0.28), hex_points(cx, cy, s * 0.93), line)
    pygame.draw.polygon(art, OUTLINE, hex_points(cx, cy, s), max(2, round(s / 16)))
    return _finish(art, size)


@lru_cache(maxsize=64)
def start_tile(faction: str, colour: tuple[int, int, int], size: int) -> pygame.Surface:
    """A start zone: dark, tinted with its seat's colour, the faction emblem large and faint,
    a thick rim in the seat's colour (cached)."""
    art, cx, cy, s = _canvas(size)
    base = tuple(round(34 + c * 0.22) for c in colour)
    pygame.draw.polygon(art, base, hex_points(cx, cy, s))
    for k in range(4, 0, -1):
        pygame.draw.polygon(art, _shade(base, 0.05 * k), hex_points(cx, cy, s * (0.25 * k)), 1)
    draw_emblem(art, faction, (cx, cy), s * 0.42, _shade(base, 0.28), width=max(2, round(s / 14)))
    pygame.draw.polygon(art, colour, hex_points(cx, cy, s * 0.9), max(3, round(s / 9)))
    pygame.draw.polygon(art, OUTLINE, hex_points(cx, cy, s), max(2, round(s / 16)))
    return _finish(art, size)


# --- emblems -----------------------------------------------------------------------------------


def draw_emblem(surface: pygame.Surface, faction: str, centre, r: float, colour,
                width: int = 0) -> None:
    """A faction's emblem, drawn in `colour` within radius `r`: Cybersamurai a chip, Dark Seed
    an insect eye, Nomads a wheel, Boarlords two tusks, the Oni a horned mask."""
    cx, cy = centre
    w = width or max(1, round(r / 4))
    if faction == "cyber":
        side = r * 1.1
        box = pygame.Rect(0, 0, side, side)
        box.center = (round(cx), round(cy))
        pygame.draw.rect(surface, colour, box, w, border_radius=max(1, round(r / 6)))
        for k in (-1, 0, 1):
            off = k * side * 0.3
            for dx, dy in ((0, -1), (0, 1), (-1, 0), (1, 0)):
                x0 = cx + (off if dy else dx * side / 2)
                y0 = cy + (off if dx else dy * side / 2)
                pygame.draw.line(surface, colour, (x0, y0),
                                 (x0 + dx * r * 0.35, y0 + dy * r * 0.35), max(1, w - 1))
        pygame.draw.circle(surface, colour, (cx, cy), max(1, r * 0.18))
    elif faction == "darkseed":
        pts = []
        for i in range(24):
            a = math.tau * i / 24
            pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r * 0.55))
        pygame.draw.polygon(surface, colour, pts, w)
        slit = pygame.Rect(0, 0, max(2, r * 0.32), r * 1.0)
        slit.center = (round(cx), round(cy))
        pygame.draw.ellipse(surface, colour, slit)
    elif faction == "nomads":
        pygame.draw.circle(surface, colour, (cx, cy), r, w)
        pygame.draw.circle(surface, colour, (cx, cy), max(1, r * 0.25))
        for k in range(6):
            a = math.tau * k / 6
            pygame.draw.line(surface, colour, (cx, cy),
                             (cx + math.cos(a) * r, cy + math.sin(a) * r), max(1, w - 1))
    elif faction == "boarlords":
        # two tusks rising round a snout (drawn as arcs they came out as a bell at every
        # size: a review found the Boarlords' emblem the one that could not be read)
        for side in (-1, 1):
            pygame.draw.polygon(surface, colour, _tusk(cx, cy, r, side))
        snout = pygame.Rect(0, 0, max(3, r * 0.8), max(2, r * 0.55))
        snout.center = (round(cx), round(cy + r * 0.42))
        pygame.draw.ellipse(surface, colour, snout, w if r >= 8 else 0)
    elif faction == "oni":
        face = pygame.Rect(0, 0, r * 1.3, r * 1.2)
        face.center = (round(cx), round(cy + r * 0.2))
        pygame.draw.ellipse(surface, colour, face, w)
        for side in (-1, 1):
            pygame.draw.polygon(surface, colour, [
                (cx + side * r * 0.25, cy - r * 0.25), (cx + side * r * 0.85, cy - r * 0.95),
                (cx + side * r * 0.55, cy - r * 0.15)])
        for side in (-1, 1):
            pygame.draw.circle(surface, colour, (cx + side * r * 0.25, cy + r * 0.1),
                               max(1, r * 0.12))
    else:
        pygame.draw.circle(surface, colour, (cx, cy), r, w)


def _tusk(cx: float, cy: float, r: float, side: int) -> list[tuple[float, float]]:
    """A tusk's outline: a curve from beside the snout out and up to a point, thick at its
    root (a quadratic Bézier, offset inwards by a width that thins to the tip)."""
    b0, b1, b2 = (side * 0.3, 0.55), (side * 1.1, 0.15), (side * 0.42, -0.95)
    outer, inner = [], []
    steps = 10
    for i in range(steps + 1):
        t = i / steps
        x = (1 - t) ** 2 * b0[0] + 2 * (1 - t) * t * b1[0] + t * t * b2[0]
        y = (1 - t) ** 2 * b0[1] + 2 * (1 - t) * t * b1[1] + t * t * b2[1]
        dx = 2 * (1 - t) * (b1[0] - b0[0]) + 2 * t * (b2[0] - b1[0])
        dy = 2 * (1 - t) * (b1[1] - b0[1]) + 2 * t * (b2[1] - b1[1])
        n = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / n * side, dx / n * side  # towards the inside of the curve
        width = 0.34 * (1 - t) + 0.03
        outer.append((cx + x * r, cy + y * r))
        inner.append((cx + (x + nx * width) * r, cy + (y + ny * width) * r))
    return outer + inner[::-1]


# --- icons -------------------------------------------------------------------------------------


def draw_characteristic(surface: pygame.Surface, name: str, centre, r: int,
                        how: str = "printed") -> None:
    """A characteristic's icon: printed, as a marker (white-rimmed token) or cancelled."""
    surface.blit(characteristic_icon(name, r, how), _topleft(centre, r))


def _topleft(centre, r: int) -> tuple[int, int]:
    return round(centre[0]) - r - 2, round(centre[1]) - r - 2


@lru_cache(maxsize=96)
def characteristic_icon(name: str, r: int, how: str = "printed") -> pygame.Surface:
    """The cached icon of a characteristic (size 2r + 4)."""
    k = SS
    R = r * k
    size = 2 * R + 4 * k
    art = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    bg, fg = CHARACTERISTIC_COLOURS.get(name, ((120, 120, 130), (20, 20, 20)))
    if how == "cancelled":
        bg, fg = (96, 98, 108), (40, 40, 46)
    pygame.draw.circle(art, OUTLINE, (c, c), R + k)
    pygame.draw.circle(art, bg, (c, c), R)
    if name == "radioactive":
        for i in range(3):
            a0 = math.radians(-90 + 120 * i - 30)
            pts = [(c + math.cos(a0) * R * 0.22, c + math.sin(a0) * R * 0.22)]
            for j in range(9):
                a = a0 + math.radians(60) * j / 8
                pts.append((c + math.cos(a) * R * 0.82, c + math.sin(a) * R * 0.82))
            a1 = a0 + math.radians(60)
            pts.append((c + math.cos(a1) * R * 0.22, c + math.sin(a1) * R * 0.22))
            pygame.draw.polygon(art, fg, pts)
        pygame.draw.circle(art, fg, (c, c), R * 0.14)
    elif name == "unstable":
        pts = [(c - R * 0.15, c - R * 0.8), (c + R * 0.25, c - R * 0.1), (c - R * 0.1, c),
               (c + R * 0.2, c + R * 0.8), (c - R * 0.3, c + R * 0.05),
               (c + 0.05 * R, c - R * 0.05)]
        pygame.draw.polygon(art, fg, pts)
    elif name == "tsukuyumi":
        pygame.draw.circle(art, fg, (c, c), R * 0.62)
        pygame.draw.circle(art, bg, (c + R * 0.28, c - R * 0.16), R * 0.52)
    if how == "marker":
        pygame.draw.circle(art, (250, 250, 250), (c, c), R + k, max(2, k * 2))
    if how == "cancelled":
        pygame.draw.line(art, (230, 60, 60), (c - R * 0.8, c + R * 0.8), (c + R * 0.8, c - R * 0.8),
                         max(2, k * 2))
    out = pygame.transform.smoothscale(art, (2 * r + 4, 2 * r + 4))
    return out


def draw_territory(surface: pygame.Surface, centre, r: int, colour, shape: str) -> None:
    """A territory marker: a white-rimmed token with its owner's marker (colour and shape), or
    the Oni's horned mask."""
    from game.ui.widgets.marker import draw_marker

    cx, cy = centre
    pygame.draw.circle(surface, OUTLINE, (cx, cy), r + 2)
    pygame.draw.circle(surface, (246, 242, 230), (cx, cy), r + 1)
    if shape == "oni":
        pygame.draw.circle(surface, ONI_COLOUR, (cx, cy), r - 1)
        draw_emblem(surface, "oni", (cx, cy), r * 0.75, (250, 226, 226), width=1)
    else:
        draw_marker(surface, (cx, cy), max(3, r - 2), colour, shape)


MARK_FLOOR = 9
"""The smallest type of a number marked on the map (a mountain's value, a marker's count), in
logical px (scaled with the interface): the board is fitted to the room the panels leave, so
at 150% its hexes are drawn smaller than at 100%, and these numbers, sized by the hex alone,
fell to 9 px (a text audit, stop 78)."""


def mark_size(by_hex: float) -> int:
    """The type size of a number marked on the map: `by_hex` (its size for the hex), never
    under `MARK_FLOOR` at the interface size nor under 9 px."""
    return max(9, theme.px(MARK_FLOOR), round(by_hex))


def draw_count(surface: pygame.Surface, kind: str, n: int, centre, r: int) -> None:
    """A zone marker with its count: Egg, Mine, Fortress, Cover, Entrench, No entry."""
    cx, cy = centre
    if kind == "egg":
        box = pygame.Rect(0, 0, r * 1.4, r * 1.9)
        box.center = (cx, cy)
        pygame.draw.ellipse(surface, OUTLINE, box.inflate(2, 2))
        pygame.draw.ellipse(surface, (238, 230, 200), box)
        pygame.draw.ellipse(surface, (120, 40, 90), box.inflate(-box.w // 2, -box.h // 2))
    elif kind == "mine":
        for k in range(8):
            a = math.tau * k / 8
            pygame.draw.line(surface, OUTLINE, (cx, cy),
                             (cx + math.cos(a) * r * 1.25, cy + math.sin(a) * r * 1.25), 2)
        pygame.draw.circle(surface, (60, 60, 66), (cx, cy), r)
        pygame.draw.circle(surface, (230, 70, 50), (cx, cy), max(1, r // 3))
    elif kind == "fortress":
        box = pygame.Rect(0, 0, r * 1.8, r * 1.6)
        box.center = (cx, cy)
        pygame.draw.rect(surface, OUTLINE, box.inflate(2, 2))
        pygame.draw.rect(surface, (150, 150, 158), box)
        for k in range(3):
            notch = pygame.Rect(box.x + k * box.w // 3 + box.w // 9, box.y - 1, box.w // 9 + 1,
                                box.h // 4)
            pygame.draw.rect(surface, OUTLINE, notch)
    elif kind == "cover":
        pts = [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy), (cx, cy + r * 1.2), (cx - r, cy)]
        pygame.draw.polygon(surface, (70, 140, 90), pts)
        pygame.draw.polygon(surface, OUTLINE, pts, 2)
    elif kind == "entrench":
        for k in range(2):
            box = pygame.Rect(0, 0, r * 1.9, r * 0.8)
            box.center = (cx, cy - r * 0.45 + k * r * 0.8)
            pygame.draw.ellipse(surface, (176, 150, 100), box)
            pygame.draw.ellipse(surface, OUTLINE, box, 1)
    elif kind == "no_entry":
        pygame.draw.circle(surface, (220, 40, 40), (cx, cy), r)
        pygame.draw.rect(surface, (250, 250, 250), (cx - r * 0.65, cy - r * 0.2, r * 1.3, r * 0.4))
    else:
        pygame.draw.circle(surface, (200, 200, 200), (cx, cy), r)
    if n > 1:
        size = mark_size(r * 1.3)
        img = assets.text(str(n), size, (250, 250, 250), bold=True)
        badge = img.get_rect(midleft=(cx + r - 1, cy + r // 2))
        pygame.draw.rect(surface, OUTLINE, badge.inflate(4, 0), border_radius=size // 3)
        surface.blit(img, badge)


LABEL_SPOTS = ((0.52, 0.40), (0.0, 0.68), (-0.52, 0.40), (0.52, -0.40), (-0.52, -0.40))
"""Where a lit cell's label chip may go, in hex radii from its centre, in order of preference:
the lower right, else the first spot clear of the pieces (`hexmap.draw_lights`' `avoid`)."""


def label_chip(mv: Any, q: int, r: int, w: int, h: int,
               avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """The rect of a `w`×`h` label chip on the lit cell (q, r) of the map view `mv`: the first
    of `LABEL_SPOTS` that covers none of `avoid`, else the one covering least of them (a
    combat's ⚔ lay over the right-hand piece's size pips, stop 79)."""
    cx, cy = mv.centre(q, r)
    chips = []
    for dx, dy in LABEL_SPOTS:
        chip = pygame.Rect(0, 0, w, h)
        chip.center = (round(cx + mv.size * dx), round(cy + mv.size * dy))
        chips.append(chip)

    def covered(chip: pygame.Rect) -> int:
        return sum(chip.clip(a).w * chip.clip(a).h for a in avoid)

    return min(chips, key=covered)  # the first of the least covered: a clear spot in order


__all__ = ["CHARACTERISTIC_COLOURS", "LEGAL", "ONI_COLOUR", "ZONE_COLOURS",
           "characteristic_icon", "draw_characteristic", "draw_count", "draw_emblem",
           "draw_territory", "hex_points", "label_chip", "mark_size", "start_tile",
           "zone_tile"]
