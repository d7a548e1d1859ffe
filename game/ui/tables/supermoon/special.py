"""The asymmetric planets' special squares and marks, drawn with code (PU-17).

Bare squares by their map kind: Arashi's ring (a warm band), Charybdis' four central squares (a
target), Gaia's cities (a skyline), K'Aax's toxic squares (green with a hazard dot pattern),
Petra's electric squares (yellow with a bolt), Lacuna's holes (open space with a rim), the
fragmented planet's shuttle squares (SM-9.5: land with a small shuttle). Then
the marks that are not one square: Tartarus' chasm (a dark crack between the two sides),
Cerberus' three sub-planets (outlined), Persephone's quadrants (a dashed cross and, in each
corner, the icon that quadrant forbids, struck through), a fragment's forbidden element
(SM-9.3, struck through in its outer corner). Nothing here reads the game state
beyond the board's map kind letters and geometry.
"""

from __future__ import annotations

import math

import pygame

from game.supermoon import board as geo
from game.supermoon.data import PLANET_BY_KEY, TERRAIN_OF
from game.ui.tables.supermoon import art

RING = (222, 150, 104)
RING_ALT = (210, 138, 94)
CENTRE = (206, 120, 96)
CITY = (214, 196, 160)
TOXIC = (150, 190, 92)
TOXIC_ALT = (138, 178, 82)
ELECTRIC = (232, 210, 104)
ELECTRIC_ALT = (222, 198, 90)
HOLE = (10, 12, 26)
HOLE_RIM = (96, 84, 70)
CHASM = (30, 18, 16)
SUB_PLANET = (250, 236, 190)
BAN = (220, 52, 48)

KINDS = "RHCTEeoS"  # map letters with a look and a tooltip of their own
FRAGMENT_PREFIX = "fragment_"  # `fragments.PREFIX`: a fragment face's board key
SHUTTLE_BODY = (236, 240, 248)
SHUTTLE_WINDOW = (70, 120, 200)


def draw_bare(surface: pygame.Surface, rect: pygame.Rect, kind: str, alt: bool) -> bool:
    """Draw a bare special square; False when `kind` is not special (the caller draws it)."""
    if kind not in KINDS:
        return False
    cell = rect.w
    if kind == "o":  # a hole: space seen through the planet
        pygame.draw.rect(surface, HOLE, rect)
        pygame.draw.circle(surface, HOLE_RIM, rect.center, cell * 0.42, max(1, cell // 10))
        return True
    if kind == "S":  # the fragmented planet's shuttle (SM-9.5): land with a shuttle
        pygame.draw.rect(surface, (190, 166, 120) if alt else (200, 178, 132), rect)
        draw_shuttle(surface, rect.center, cell * 0.8)
        return True
    base = {"R": RING_ALT if alt else RING, "H": CENTRE, "C": CITY,
            "T": TOXIC_ALT if alt else TOXIC, "E": ELECTRIC_ALT if alt else ELECTRIC,
            "e": ELECTRIC_ALT if alt else ELECTRIC}[kind]
    pygame.draw.rect(surface, base, rect)
    if kind == "H":  # the first tile's target
        for k, colour in ((0.38, art.WHITE), (0.24, base), (0.1, art.WHITE)):
            pygame.draw.circle(surface, colour, rect.center, cell * k)
    elif kind == "C":
        _skyline(surface, rect)
    elif kind == "T" and cell >= 8:
        for dx, dy in ((0.3, 0.3), (0.7, 0.5), (0.35, 0.75)):
            pygame.draw.circle(surface, (86, 120, 44), (rect.x + dx * cell, rect.y + dy * cell),
                               max(1.0, cell * 0.08))
    elif kind in "Ee":
        art.draw_icon(surface, "energy", rect.center, cell * 0.55, (176, 140, 40))
    return True


def draw_shuttle(surface: pygame.Surface, center, size: float) -> None:
    """A small shuttle (SM-9.5), nose up: a white body, a blue window, two fins."""
    cx, cy = center
    h, w = size * 0.5, size * 0.2
    body = [(cx, cy - h), (cx + w, cy - h * 0.3), (cx + w, cy + h * 0.6), (cx - w, cy + h * 0.6),
            (cx - w, cy - h * 0.3)]
    for dx in (-1, 1):
        fin = [(cx + dx * w, cy + h * 0.05), (cx + dx * w * 2.2, cy + h * 0.75),
               (cx + dx * w, cy + h * 0.6)]
        pygame.draw.polygon(surface, BAN, fin)
    pygame.draw.polygon(surface, SHUTTLE_BODY, body)
    pygame.draw.polygon(surface, art.INK, body, 1)
    pygame.draw.circle(surface, SHUTTLE_WINDOW, (cx, cy - h * 0.15), max(1.0, w * 0.55))


def _skyline(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Three towers: a city."""
    c = rect.w
    ink = (92, 80, 96)
    for dx, w, h in ((0.18, 0.2, 0.45), (0.4, 0.22, 0.65), (0.64, 0.18, 0.35)):
        top = rect.bottom - c * 0.14 - c * h
        pygame.draw.rect(surface, ink, (rect.x + dx * c, top, c * w, c * h))


def draw_overlays(surface: pygame.Surface, origin: tuple[int, int], cell: int, key: str,
                  icon_px: float | None = None) -> None:
    """The planet-wide marks of a map (after its squares, before pieces are outlined)."""
    planet = PLANET_BY_KEY.get(key)
    if key.startswith(FRAGMENT_PREFIX) and cell >= 8:  # SM-9.3, in the empty top-left corner
        from game.supermoon.fragments import FACE_BY_KEY
        face = FACE_BY_KEY[key.removeprefix(FRAGMENT_PREFIX)]
        draw_forbidden(surface, face.forbids, (origin[0] + cell, origin[1] + cell),
                       icon_px or (cell * 1.3 if cell < 30 else cell * 0.9))
    if planet is None:  # a moon or a fragment: no planet-wide marks
        return
    if planet.sides:
        _chasm(surface, origin, cell, key)
    if planet.sub_planets:
        g = geo.geometry(key)
        for cells in planet.sub_planets:
            on = {(x, y) for x, y in cells if g.on_board(x, y)}
            art.outline_cells(surface, on, origin, cell, SUB_PLANET, max(1, cell // 9))
    if planet.forbidden_icons:
        _quadrants(surface, origin, cell, key, icon_px or cell * 1.1)


def _chasm(surface: pygame.Surface, origin: tuple[int, int], cell: int, key: str) -> None:
    """A crack along every side where the chasm's two halves meet (PU-17.13)."""
    g = geo.geometry(key)
    ox, oy = origin
    width = max(2, cell // 5)
    for y in range(g.height):
        for x in range(g.width):
            if not g.on_board(x, y):
                continue
            here = bool(g.side & g.bit(x, y))
            for dx, dy in ((1, 0), (0, 1)):
                nx, ny = x + dx, y + dy
                if g.on_board(nx, ny) and bool(g.side & g.bit(nx, ny)) != here:
                    if dx:
                        a = (ox + nx * cell, oy + y * cell)
                        b = (ox + nx * cell, oy + (y + 1) * cell)
                    else:
                        a = (ox + x * cell, oy + ny * cell)
                        b = (ox + (x + 1) * cell, oy + ny * cell)
                    pygame.draw.line(surface, CHASM, a, b, width)


def _quadrants(surface: pygame.Surface, origin: tuple[int, int], cell: int, key: str,
               size: float) -> None:
    """Persephone (PU-17.11): the quadrant borders dashed, and each quadrant's forbidden icon
    struck through in its outer corner (off the planet, so no square is hidden)."""
    g = geo.geometry(key)
    ox, oy = origin
    mid_x, mid_y = ox + 6 * cell, oy + 6 * cell
    dash = max(3, cell // 3)
    for k in range(0, g.height * cell, dash * 2):
        pygame.draw.line(surface, art.INK, (mid_x, oy + k), (mid_x, oy + min(k + dash,
                                                                             g.height * cell)))
        pygame.draw.line(surface, art.INK, (ox + k, mid_y), (ox + min(k + dash,
                                                                     g.width * cell), mid_y))
    planet = PLANET_BY_KEY[key]
    for cells, letter in planet.forbidden_icons:
        xs = [x for x, _ in cells]
        ys = [y for _, y in cells]
        cx = ox + (min(xs) + 0.9 if min(xs) == 0 else max(xs) + 0.1) * cell
        cy = oy + (min(ys) + 0.9 if min(ys) == 0 else max(ys) + 0.1) * cell
        draw_banned(surface, TERRAIN_OF[letter], (cx, cy), size)


def draw_banned(surface: pygame.Surface, name: str, center: tuple[float, float],
                size: float) -> None:
    """A resource icon on its colour, struck through in red."""
    r = size / 2
    pygame.draw.circle(surface, art.INK, center, r + 1)
    pygame.draw.circle(surface, art.terrain_colour(name), center, r)
    art.draw_icon(surface, name, center, size * 0.6)
    w = max(2, round(size / 9))
    pygame.draw.circle(surface, BAN, center, r, w)
    d = r * math.sqrt(0.5)
    pygame.draw.line(surface, BAN, (center[0] - d, center[1] - d), (center[0] + d, center[1] + d),
                     w)


def draw_forbidden(surface: pygame.Surface, forbids: str, center: tuple[float, float],
                   size: float) -> None:
    """A fragment face's forbidden element (SM-9.3) struck through: a resource icon, the
    meteorite or a terrain block."""
    if forbids not in ("meteorite", "block"):
        draw_banned(surface, forbids, center, size)
        return
    r = size / 2
    pygame.draw.circle(surface, art.INK, center, r + 1)
    pygame.draw.circle(surface, (70, 74, 96), center, r)
    if forbids == "meteorite":
        art.draw_meteor(surface, center, size * 0.7)
    else:
        box = pygame.Rect(0, 0, size * 0.6, size * 0.6)
        box.center = (round(center[0]), round(center[1]))
        pygame.draw.rect(surface, art.terrain_colour("biomass"), box)
        art.draw_block(surface, box)
    w = max(2, round(size / 9))
    pygame.draw.circle(surface, BAN, center, r, w)
    d = r * math.sqrt(0.5)
    pygame.draw.line(surface, BAN, (center[0] - d, center[1] - d), (center[0] + d, center[1] + d),
                     w)


def kind_tip_key(key: str, kind: str, x: int, y: int) -> str:
    """The catalogue key explaining a special square, "" for an ordinary one."""
    if key.startswith(FRAGMENT_PREFIX):  # SM-9.5: only the shuttle is special on a fragment
        return "ui.supermoon.tip.kind.S" if kind == "S" else ""
    planet = PLANET_BY_KEY.get(key)
    if planet is None:
        return ""
    if kind in KINDS:
        return f"ui.supermoon.tip.kind.{'E' if kind == 'e' else kind}"
    if planet.sides:
        return "ui.supermoon.tip.kind.chasm"
    if planet.forbidden_icons:
        for cells, letter in planet.forbidden_icons:
            if (x, y) in cells:
                return f"ui.supermoon.tip.kind.quadrant.{TERRAIN_OF[letter]}"
    if planet.sub_planets:
        return "ui.supermoon.tip.kind.sub_planet"
    return ""
