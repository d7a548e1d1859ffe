"""Planet Unknown pictures drawn with code: terrain colours, white resource icons (told apart
by their shape, never by colour alone), polyomino tiles, meteorites, lifepods, benefit icons.

Everything here draws into a given surface at a given size; nothing reads the game state.
"""

from __future__ import annotations

import functools
import math

import pygame

from game.supermoon import board as geo
from game.supermoon.data import TERRAIN_OF, tile_def

TERRAIN_COLOUR = {
    "civ": (206, 152, 58),       # ochre
    "water": (54, 116, 206),     # blue
    "biomass": (64, 152, 72),    # green
    "rover": (128, 112, 92),     # grey-brown
    "tech": (134, 84, 186),      # purple
    "energy": (220, 82, 48),     # orange-red
}
LAND = (196, 172, 124)
LAND_DARK = (172, 148, 104)
ICE = (196, 224, 238)
ICE_DARK = (168, 200, 220)
GRID = (92, 78, 58)
WHITE = (250, 250, 246)
INK = (24, 22, 30)
METEOR = (70, 58, 52)
LEGAL = (110, 230, 140)
ILLEGAL = (240, 90, 84)
GOLD = (242, 194, 92)


def terrain_colour(letter_or_name: str) -> tuple[int, int, int]:
    """Colour of a terrain by name or letter."""
    name = TERRAIN_OF.get(letter_or_name, letter_or_name)
    return TERRAIN_COLOUR.get(name, LAND)


def _pts(cx: float, cy: float, r: float, rel: list[tuple[float, float]]) -> list[tuple[float,
                                                                                        float]]:
    return [(cx + x * r, cy + y * r) for x, y in rel]


def draw_icon(surface: pygame.Surface, name: str, center: tuple[float, float], size: float,
              colour=WHITE) -> None:
    """A terrain's resource symbol, `size` across: civ house, water drop, biomass leaf, rover
    wheel, tech chip, energy bolt."""
    cx, cy = center
    r = max(2.0, size / 2)
    w = max(1, round(r / 4))
    if name == "civ":  # a house
        pygame.draw.polygon(surface, colour, _pts(cx, cy, r, [(-0.8, -0.05), (0, -0.85),
                                                              (0.8, -0.05)]))
        pygame.draw.rect(surface, colour, (cx - r * 0.55, cy - r * 0.1, r * 1.1, r * 0.85))
    elif name == "water":  # a drop
        pygame.draw.circle(surface, colour, (cx, cy + r * 0.25), r * 0.6)
        pygame.draw.polygon(surface, colour, _pts(cx, cy, r, [(-0.55, 0.1), (0, -0.9),
                                                              (0.55, 0.1)]))
    elif name == "biomass":  # a leaf with its vein
        leaf = pygame.Rect(0, 0, r * 1.1, r * 1.8)
        leaf.center = (round(cx), round(cy))
        pygame.draw.ellipse(surface, colour, leaf)
        pygame.draw.line(surface, INK, (cx, cy - r * 0.6), (cx, cy + r * 0.9), max(1, w // 2))
    elif name == "rover":  # a wheel
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.85, w + 1)
        for deg in range(0, 360, 60):
            ang = math.radians(deg)
            pygame.draw.line(surface, colour, (cx, cy),
                             (cx + math.cos(ang) * r * 0.8, cy + math.sin(ang) * r * 0.8), w)
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.25)
    elif name == "tech":  # a chip with pins
        s = r * 0.55
        pygame.draw.rect(surface, colour, (cx - s, cy - s, 2 * s, 2 * s), w + 1)
        pygame.draw.rect(surface, colour, (cx - s * 0.4, cy - s * 0.4, s * 0.8, s * 0.8))
        for k in (-0.5, 0.5):
            for a, b in ((k, -1), (k, 1), (-1, k), (1, k)):
                x0, y0 = cx + a * s, cy + b * s
                x1, y1 = cx + a * s * (1.6 if abs(a) == 1 else 1), cy + b * s * (
                    1.6 if abs(b) == 1 else 1)
                pygame.draw.line(surface, colour, (x0, y0), (x1, y1), max(1, w))
    elif name == "energy":  # a bolt
        pygame.draw.polygon(surface, colour, _pts(cx, cy, r, [
            (0.15, -0.95), (-0.55, 0.1), (-0.05, 0.1), (-0.2, 0.95), (0.55, -0.15),
            (0.05, -0.15)]))


def draw_meteor(surface: pygame.Surface, center, size: float, symbol_only: bool = False
                ) -> None:
    """A meteorite (a dark cratered rock); `symbol_only` = the printed symbol, outlined."""
    cx, cy = center
    r = max(2.0, size / 2)
    if symbol_only:
        pygame.draw.circle(surface, INK, (cx, cy), r * 0.7, max(1, round(r / 5)))
        pygame.draw.circle(surface, INK, (cx - r * 0.2, cy - r * 0.15), r * 0.18)
        return
    pygame.draw.circle(surface, INK, (cx, cy), r * 0.92)
    pygame.draw.circle(surface, METEOR, (cx, cy), r * 0.8)
    pygame.draw.circle(surface, (44, 36, 32), (cx - r * 0.25, cy - r * 0.2), r * 0.22)
    pygame.draw.circle(surface, (44, 36, 32), (cx + r * 0.3, cy + r * 0.25), r * 0.15)
    pygame.draw.arc(surface, (150, 130, 110), (cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6),
                    math.radians(100), math.radians(190), max(1, round(r / 6)))


def draw_lifepod(surface: pygame.Surface, center, size: float) -> None:
    """A lifepod: a white capsule with a window."""
    cx, cy = center
    r = max(2.0, size / 2)
    body = pygame.Rect(0, 0, r * 1.2, r * 1.7)
    body.center = (round(cx), round(cy))
    pygame.draw.ellipse(surface, INK, body.inflate(2, 2))
    pygame.draw.ellipse(surface, WHITE, body)
    pygame.draw.circle(surface, (70, 150, 210), (cx, cy - r * 0.2), r * 0.28)


def draw_rover(surface: pygame.Surface, center, size: float, colour) -> None:
    """A rover piece: a round body in the owner's colour with two white wheels."""
    cx, cy = center
    r = max(3.0, size / 2)
    pygame.draw.circle(surface, INK, (cx, cy), r)
    pygame.draw.circle(surface, colour, (cx, cy), r * 0.82)
    for dx in (-0.45, 0.45):
        pygame.draw.circle(surface, WHITE, (cx + dx * r, cy + r * 0.45), r * 0.22)
    pygame.draw.rect(surface, WHITE, (cx - r * 0.3, cy - r * 0.45, r * 0.6, r * 0.35),
                     border_radius=max(1, round(r / 6)))


def draw_patch(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Hatching over a biomass patch (told from a tile by its pattern)."""
    step = max(4, rect.w // 4)
    for k in range(-rect.h, rect.w, step):
        a = (rect.x + max(0, k), rect.y + max(0, -k))
        b = (rect.x + min(rect.w, k + rect.h), rect.y + min(rect.h, rect.h - (k + rect.h - rect.w)
                                                             if k + rect.h > rect.w else rect.h))
        pygame.draw.line(surface, (40, 110, 48), a, b, 1)


def draw_block(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A terrain block (SM-8) is told from a tile by a raised inner frame."""
    inner = rect.inflate(-max(4, rect.w // 3), -max(4, rect.h // 3))
    pygame.draw.rect(surface, WHITE, inner, max(1, rect.w // 12), border_radius=2)


def draw_square(surface: pygame.Surface, rect: pygame.Rect, terrain: str, icon: bool,
                meteor_symbol: bool, alpha: int = 255) -> None:
    """One covered square: terrain colour, a bevel, its icon and meteorite symbol."""
    colour = terrain_colour(terrain)
    if alpha < 255:
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        box.fill((*colour, alpha))
        surface.blit(box, rect)
    else:
        pygame.draw.rect(surface, colour, rect)
        light = tuple(min(255, c + 40) for c in colour)
        dark = tuple(max(0, c - 50) for c in colour)
        pygame.draw.line(surface, light, rect.topleft, (rect.right - 1, rect.y))
        pygame.draw.line(surface, light, rect.topleft, (rect.x, rect.bottom - 1))
        pygame.draw.line(surface, dark, (rect.x, rect.bottom - 1), (rect.right - 1,
                                                                     rect.bottom - 1))
        pygame.draw.line(surface, dark, (rect.right - 1, rect.y), (rect.right - 1,
                                                                    rect.bottom - 1))
    name = TERRAIN_OF.get(terrain, terrain)
    if icon:
        draw_icon(surface, name, rect.center, rect.w * 0.62)
    if meteor_symbol:
        c = (rect.right - rect.w * 0.24, rect.y + rect.h * 0.24)
        draw_meteor(surface, c, rect.w * 0.36, symbol_only=True)


def tile_squares(tile: int, form: int) -> list[tuple[int, int, str, bool, bool]]:
    """(dx, dy, terrain name, icon, meteor symbol) of a tile's form."""
    t = tile_def(tile)
    return [(s.x, s.y, t.terrain(s.side), s.icon, s.meteor and t.meteor)
            for s in geo.form_of(tile, form)]


def draw_tile(surface: pygame.Surface, tile: int, form: int, origin: tuple[int, int],
              cell: int, alpha: int = 255, outline=INK) -> list[pygame.Rect]:
    """A tile drawn as its real polyomino at `origin` (top-left of its bounding box);
    returns the square rects."""
    rects = []
    squares = tile_squares(tile, form)
    for dx, dy, terrain, icon, meteor in squares:
        r = pygame.Rect(origin[0] + dx * cell, origin[1] + dy * cell, cell, cell)
        draw_square(surface, r, terrain, icon, meteor, alpha)
        rects.append(r)
    cells = {(dx, dy) for dx, dy, *_ in squares}
    _outline(surface, cells, origin, cell, outline, max(1, cell // 12))
    return rects


@functools.lru_cache(maxsize=256)
def tile_picture(tile: int, form: int, cell: int) -> pygame.Surface:
    """A tile drawn once at a cell size (the station draws twelve every frame)."""
    w, h = tile_size(tile, form)
    pic = pygame.Surface((w * cell, h * cell), pygame.SRCALPHA)
    draw_tile(pic, tile, form, (0, 0), cell)
    return pic


def _outline(surface, cells, origin, cell, colour, width) -> None:
    """The outer border of a set of grid cells."""
    ox, oy = origin
    for x, y in cells:
        px0, py0 = ox + x * cell, oy + y * cell
        if (x, y - 1) not in cells:
            pygame.draw.line(surface, colour, (px0, py0), (px0 + cell, py0), width)
        if (x, y + 1) not in cells:
            pygame.draw.line(surface, colour, (px0, py0 + cell - 1), (px0 + cell,
                                                                      py0 + cell - 1), width)
        if (x - 1, y) not in cells:
            pygame.draw.line(surface, colour, (px0, py0), (px0, py0 + cell), width)
        if (x + 1, y) not in cells:
            pygame.draw.line(surface, colour, (px0 + cell - 1, py0), (px0 + cell - 1,
                                                                      py0 + cell), width)


def outline_cells(surface, cells, origin, cell, colour, width) -> None:
    """Public wrapper of the cell-set border (ghosts, highlights)."""
    _outline(surface, cells, origin, cell, colour, width)


def tile_size(tile: int, form: int) -> tuple[int, int]:
    """(columns, rows) of a form's bounding box."""
    squares = geo.form_of(tile, form)
    return 1 + max(s.x for s in squares), 1 + max(s.y for s in squares)


def draw_medal(surface: pygame.Surface, center, size: float, value: int, font_px: int) -> None:
    """A gold medal disc with its value."""
    from game.ui import assets

    cx, cy = center
    r = max(4.0, size / 2)
    pygame.draw.circle(surface, (120, 86, 30), (cx, cy), r)
    pygame.draw.circle(surface, GOLD, (cx, cy), r - 1)
    if value:  # 0: the plain medal, as a symbol
        size = font_px
        img = assets.text(str(value), size, INK, bold=True)
        # "10" ran over the coin's edge, then touched its rim (a review, stop 79): the text
        # keeps inside the chord at its own height, about 1.6 radii
        while size > 8 and img.get_width() > 1.6 * r:
            size -= 1
            img = assets.text(str(value), size, INK, bold=True)
        surface.blit(img, img.get_rect(center=(round(cx), round(cy))))


def draw_benefit(surface: pygame.Surface, code: str, rect: pygame.Rect, font_px: int) -> None:
    """A track step's benefit code as a small symbol inside `rect`."""
    from game.ui import assets

    c = rect.center
    s = min(rect.w, rect.h)
    if code.startswith("M") and code[1:].isdigit():
        draw_medal(surface, c, s * 0.86, int(code[1:]), font_px)
    elif code == "CIV-MS":  # a card
        card = pygame.Rect(0, 0, s * 0.5, s * 0.7)
        card.center = c
        pygame.draw.rect(surface, WHITE, card, border_radius=2)
        pygame.draw.rect(surface, TERRAIN_COLOUR["civ"], card.inflate(-4, -4), border_radius=1)
    elif code == "TECH-MS":  # a "T" key
        pygame.draw.circle(surface, WHITE, c, s * 0.38)
        img = assets.text("T", font_px, TERRAIN_COLOUR["tech"], bold=True)
        surface.blit(img, img.get_rect(center=c))
    elif code == "SYN":  # a double up arrow
        for k in (-0.18, 0.12):
            pygame.draw.polygon(surface, WHITE, [(c[0] - s * 0.3, c[1] + s * (k + 0.15)),
                                                 (c[0], c[1] + s * (k - 0.15)),
                                                 (c[0] + s * 0.3, c[1] + s * (k + 0.15))],
                                max(1, round(s / 10)))
    elif code == "PATCH":
        sq = pygame.Rect(0, 0, s * 0.5, s * 0.5)
        sq.center = c
        pygame.draw.rect(surface, TERRAIN_COLOUR["biomass"], sq)
        pygame.draw.rect(surface, WHITE, sq, 1)
        draw_patch(surface, sq)
    elif code == "NEW-ROVER":
        draw_rover(surface, c, s * 0.7, (200, 200, 210))
    elif code.startswith("mv"):
        img = assets.text(f"{code[2:]}›", font_px, WHITE, bold=True)
        surface.blit(img, img.get_rect(center=c))
    elif code.startswith("+1") and code[2:] in TERRAIN_COLOUR:  # advance that tracker (PU-18)
        # "+1" above the track's icon, each in its own part of the step: the icon drawn
        # under the text's middle overlapped it (Wormhole's Biomass track read "+1" over the
        # icons)
        img = assets.text("+1", max(8, font_px - 2), WHITE, bold=True)
        ink = img.get_bounding_rect()  # the digits' ink, without the line's empty rows
        top = rect.y + max(0, (rect.h - ink.h - s * 0.5) // 3)
        surface.blit(img, (c[0] - img.get_width() // 2, top - ink.y))
        size = max(4.0, min(s * 0.5, rect.bottom - (top + ink.h) - 3))
        draw_icon(surface, code[2:], (c[0], top + ink.h + 2 + size / 2), size,
                  TERRAIN_COLOUR[code[2:]])
