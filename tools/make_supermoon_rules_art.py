"""Draw the placement diagrams of the Planet Unknown rules (deterministic generator).

Writes small PNGs under ``game/supermoon/data/rules/`` (or ``--out DIR``), referenced from
``rules.en.md`` and ``rules.fr.md`` as ``rules/<name>.png``:

- ``orientations.png``: the 8 orientations of one tile (R turns, F flips);
- ``edge_first.png``: the first tile must cover an edge square (legal / illegal);
- ``adjacency.png``: a later tile must touch a covered square side to side (legal / corner only);
- ``water_ice.png``: a Water icon advances only when a Water square of the tile lies on ice;
- ``energy_area.png``: the energy area of a placed Energy icon and the terrains next to it;
- ``lines.png``: a complete row scores its medals, a row holding a meteorite scores nothing.

The pictures carry no words (only numbers and the key letters R and F), so both languages
share them. The board is the symmetric planet KSB-4156 (spec PU-16.1) and the tiles are the
printed shapes (PU-16.3), copied here so the script depends on nothing but pygame. Everything
is drawn at twice the size and smooth-scaled down; nothing is random, so a re-run writes the
same pixels.

Usage: ``python tools/make_supermoon_rules_art.py [--out DIR]``
"""

from __future__ import annotations

import argparse
import math
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (the environment must be set first)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "game" / "supermoon" / "data" / "rules"
FONT = ROOT / "assets" / "fonts" / "DejaVuSans-Bold.ttf"
SS = 2  # supersampling factor

# KSB-4156 (PU-16.1): '.' off-planet, L land, I ice, P land with a lifepod.
PLANET = (
    ".....LL.....",
    "...ILLLLL...",
    "..LIIILPIL..",
    ".LLLLILLIIL.",
    ".PLLLILLLLP.",
    "IILLLILLLLLL",
    "IILLLILLLLLL",
    ".LPLIILLLLL.",
    ".LLIILLLPLL.",
    "..LILPLLLL..",
    "...ILLLLL...",
    ".....LL.....",
)
ROW_MEDALS = (1, 1, 1, 2, 2, 3, 3, 2, 2, 1, 1, 1)
COL_MEDALS = (1, 1, 1, 2, 2, 3, 3, 2, 2, 1, 1, 1)

BG = (24, 31, 64)
LAND = (226, 201, 150)
ICE = (206, 232, 248)
GRID = (150, 128, 96)
OUTLINE = (30, 26, 34)
EDGE_MARK = (238, 150, 36)
OK = (86, 206, 120)
BAD = (236, 84, 84)
WHITE = (255, 255, 255)
TERRAIN = {
    "civ": (226, 176, 44),
    "water": (48, 118, 212),
    "biomass": (64, 160, 72),
    "rover": (146, 124, 104),
    "tech": (134, 84, 186),
    "energy": (226, 84, 40),
}

# Tile families (PU-0.2): terrain A / terrain B.
FAMILY = {0: ("civ", "energy"), 1: ("energy", "water"), 2: ("rover", "tech"),
          3: ("tech", "biomass"), 4: ("water", "rover"), 5: ("biomass", "civ")}
# Shapes (PU-16.3): capital = icon square; a/b = terrain A/B.
SHAPES = {"N": ("..Bb", "aAa."), "L4": (".a", ".A", "bB"), "O4": ("Bb", "aA"),
          "I3": ("B", "A", "a"), "I4": ("AaBb",), "D2": ("A", "B")}


# --- geometry -------------------------------------------------------------------------------


def tile(shape: str, family: int, at: tuple[int, int], turns: int = 0, flip: bool = False,
         meteor: tuple[int, int] | None = None) -> list[tuple[int, int, str, bool]]:
    """A tile's squares on the board: (x, y, terrain, icon). F (mirror) first, then R turns
    clockwise; `meteor` is a board square that carries a meteorite."""
    cells = [(x, y, ch) for y, row in enumerate(SHAPES[shape]) for x, ch in enumerate(row)
             if ch != "."]
    w = len(SHAPES[shape][0])
    h = len(SHAPES[shape])
    if flip:
        cells = [(w - 1 - x, y, ch) for x, y, ch in cells]
    for _ in range(turns % 4):
        cells = [(h - 1 - y, x, ch) for x, y, ch in cells]
        w, h = h, w
    a, b = FAMILY[family]
    out = [(at[0] + x, at[1] + y, a if ch.lower() == "a" else b, ch.isupper())
           for x, y, ch in cells]
    return [(x, y, t, i) for x, y, t, i in out]


def on_board(x: int, y: int) -> bool:
    return 0 <= x < 12 and 0 <= y < 12 and PLANET[y][x] != "."


def is_edge(x: int, y: int) -> bool:
    """Fewer than 4 orthogonal neighbours on the planet (spec conventions)."""
    return sum(on_board(x + dx, y + dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))) < 4


# --- drawing primitives (everything in supersampled pixels) ---------------------------------


def font(size: int) -> pygame.font.Font:
    return pygame.font.Font(str(FONT), size * SS)


def text(surf: pygame.Surface, s: str, size: int, colour, center: tuple[float, float]) -> None:
    img = font(size).render(s, True, colour)
    surf.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


def icon(surf: pygame.Surface, terrain: str, rect: pygame.Rect) -> None:
    """A small white symbol of the terrain's resource, centred in `rect`."""
    cx, cy = rect.center
    r = rect.w * 0.3
    if terrain == "civ":  # a house
        pts = [(cx - r, cy + r), (cx - r, cy - r * 0.15), (cx, cy - r), (cx + r, cy - r * 0.15),
               (cx + r, cy + r)]
        pygame.draw.polygon(surf, WHITE, pts)
    elif terrain == "water":  # a drop
        pygame.draw.circle(surf, WHITE, (cx, cy + r * 0.35), r * 0.65)
        pygame.draw.polygon(surf, WHITE, [(cx, cy - r * 1.05), (cx - r * 0.62, cy + r * 0.2),
                                          (cx + r * 0.62, cy + r * 0.2)])
    elif terrain == "biomass":  # a leaf
        pts = []
        for i in range(25):
            t = math.pi * i / 24
            pts.append((cx - r + 2 * r * i / 24, cy - math.sin(t) * r * 0.7))
        for i in range(25):
            t = math.pi * i / 24
            pts.append((cx + r - 2 * r * i / 24, cy + math.sin(t) * r * 0.7))
        pts = [(cx + (px - cx) * 0.8 - (py - cy) * 0.6, cy + (px - cx) * 0.6 + (py - cy) * 0.8)
               for px, py in pts]
        pygame.draw.polygon(surf, WHITE, pts)
    elif terrain == "rover":  # a wheel
        pygame.draw.circle(surf, WHITE, (cx, cy), r, max(2, round(r * 0.34)))
        pygame.draw.circle(surf, WHITE, (cx, cy), r * 0.25)
    elif terrain == "tech":  # a chip
        s = r * 0.62
        pygame.draw.rect(surf, WHITE, pygame.Rect(cx - s, cy - s, 2 * s, 2 * s))
        for k in (-0.5, 0.5):
            for dx, dy in ((k, 1), (k, -1), (1, k), (-1, k)):
                x, y = cx + dx * s, cy + dy * s
                x2, y2 = cx + dx * s * (1.55 if abs(dx) == 1 else 1), \
                    cy + dy * s * (1.55 if abs(dy) == 1 else 1)
                pygame.draw.line(surf, WHITE, (x, y), (x2, y2), max(2, round(r * 0.18)))
    elif terrain == "energy":  # a bolt
        pts = [(cx + r * 0.25, cy - r * 1.1), (cx - r * 0.65, cy + r * 0.15),
               (cx - r * 0.05, cy + r * 0.15), (cx - r * 0.3, cy + r * 1.1),
               (cx + r * 0.65, cy - r * 0.2), (cx + r * 0.05, cy - r * 0.2)]
        pygame.draw.polygon(surf, WHITE, pts)


def meteorite(surf: pygame.Surface, rect: pygame.Rect) -> None:
    cx, cy = rect.center
    r = rect.w * 0.36
    pygame.draw.circle(surf, (74, 64, 60), (cx, cy), r)
    pygame.draw.circle(surf, (120, 106, 98), (cx - r * 0.3, cy - r * 0.25), r * 0.28)
    pygame.draw.circle(surf, (120, 106, 98), (cx + r * 0.35, cy + r * 0.3), r * 0.2)
    pygame.draw.circle(surf, OUTLINE, (cx, cy), r, max(2, SS))


def badge(surf: pygame.Surface, center: tuple[float, float], ok: bool, r: int = 13) -> None:
    """A round green tick or red cross."""
    r *= SS
    cx, cy = center
    pygame.draw.circle(surf, OK if ok else BAD, (cx, cy), r)
    pygame.draw.circle(surf, WHITE, (cx, cy), r, SS)
    w = max(2, round(r * 0.28))
    if ok:
        pygame.draw.lines(surf, WHITE, False, [(cx - r * 0.5, cy), (cx - r * 0.12, cy + r * 0.4),
                                               (cx + r * 0.5, cy - r * 0.42)], w)
    else:
        k = r * 0.42
        pygame.draw.line(surf, WHITE, (cx - k, cy - k), (cx + k, cy + k), w)
        pygame.draw.line(surf, WHITE, (cx - k, cy + k), (cx + k, cy - k), w)


class Board:
    """Draws a window of the planet with tiles on it; `cell` in final pixels."""

    def __init__(self, surf: pygame.Surface, origin: tuple[int, int], cell: int,
                 window: tuple[int, int, int, int] = (0, 0, 12, 12)) -> None:
        self.surf, self.cell = surf, cell * SS
        self.ox, self.oy = origin[0] * SS, origin[1] * SS
        self.x0, self.y0, self.w, self.h = window

    def rect(self, x: int, y: int) -> pygame.Rect:
        return pygame.Rect(self.ox + (x - self.x0) * self.cell, self.oy + (y - self.y0) * self.cell,
                           self.cell, self.cell)

    def inside(self, x: int, y: int) -> bool:
        return self.x0 <= x < self.x0 + self.w and self.y0 <= y < self.y0 + self.h

    def squares(self):
        for y in range(self.y0, self.y0 + self.h):
            for x in range(self.x0, self.x0 + self.w):
                if on_board(x, y):
                    yield x, y

    def ground(self, edges: bool = False, lifepods: bool = False) -> None:
        for x, y in self.squares():
            r = self.rect(x, y)
            pygame.draw.rect(self.surf, ICE if PLANET[y][x] == "I" else LAND, r)
            pygame.draw.rect(self.surf, GRID, r, SS)
            if lifepods and PLANET[y][x] == "P":
                pygame.draw.ellipse(self.surf, WHITE, r.inflate(-r.w * 0.5, -r.h * 0.3))
                pygame.draw.ellipse(self.surf, OUTLINE, r.inflate(-r.w * 0.5, -r.h * 0.3), SS)
        if edges:
            for x, y in self.squares():
                if is_edge(x, y):
                    frame = self.rect(x, y).inflate(-4 * SS, -4 * SS)
                    pygame.draw.rect(self.surf, EDGE_MARK, frame, 3 * SS)

    def tile(self, squares, outline=OUTLINE, meteor: tuple[int, int] | None = None,
             ice_corner: bool = False, width: int = 2) -> None:
        cells = {(x, y) for x, y, _, _ in squares}
        for x, y, terrain, has_icon in squares:
            r = self.rect(x, y)
            pygame.draw.rect(self.surf, TERRAIN[terrain], r)
            pygame.draw.rect(self.surf, tuple(max(0, c - 40) for c in TERRAIN[terrain]), r, SS)
            if ice_corner and PLANET[y][x] == "I":
                k = r.w * 0.55
                pygame.draw.polygon(self.surf, ICE, [(r.right, r.bottom - k), (r.right, r.bottom),
                                                     (r.right - k, r.bottom)])
            if has_icon:
                icon(self.surf, terrain, r)
            if meteor == (x, y):
                meteorite(self.surf, r)
        self.border(cells, outline, width)

    def border(self, cells, colour, width: int = 2) -> None:
        """A line around the outside of a set of squares."""
        w = width * SS
        line, h = pygame.draw.line, w // 2
        for x, y in cells:
            r = self.rect(x, y)
            if (x, y - 1) not in cells:
                line(self.surf, colour, (r.left - h, r.top), (r.right + h, r.top), w)
            if (x, y + 1) not in cells:
                line(self.surf, colour, (r.left - h, r.bottom), (r.right + h, r.bottom), w)
            if (x - 1, y) not in cells:
                line(self.surf, colour, (r.left, r.top - h), (r.left, r.bottom + h), w)
            if (x + 1, y) not in cells:
                line(self.surf, colour, (r.right, r.top - h), (r.right, r.bottom + h), w)


def canvas(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w * SS, h * SS))
    surf.fill(BG)
    return surf


def save(surf: pygame.Surface, out: Path, name: str) -> Path:
    final = pygame.transform.smoothscale(surf, (surf.get_width() // SS, surf.get_height() // SS))
    out.mkdir(parents=True, exist_ok=True)
    path = out / name
    pygame.image.save(final, str(path))
    return path


# --- the diagrams ---------------------------------------------------------------------------


def orientations(out: Path) -> Path:
    """The 8 orientations of the L4 tile: top row R turns, bottom row flipped then turned."""
    cell, slot_w, slot_h = 20, 104, 112
    surf = canvas(4 * slot_w + 16, 2 * slot_h + 8)
    for k in range(8):
        flip, turns = k >= 4, k % 4
        squares = tile("L4", 3, (0, 0), turns, flip)
        w = 1 + max(x for x, *_ in squares)
        h = 1 + max(y for _, y, *_ in squares)
        sx = 8 + (k % 4) * slot_w + (slot_w - w * cell) // 2
        sy = 4 + (k // 4) * slot_h + (slot_h - 26 - h * cell) // 2
        board = Board(surf, (sx, sy), cell)
        board.tile(squares)
        label = " ".join((["F"] if flip else []) + ["R"] * turns) or "–"
        text(surf, label, 13, (228, 232, 242),
             ((8 + (k % 4) * slot_w + slot_w / 2) * SS, (4 + (k // 4) * slot_h + slot_h - 14) * SS))
    pygame.draw.line(surf, (66, 80, 132), (12 * SS, (4 + slot_h) * SS),
                     ((4 * slot_w + 4) * SS, (4 + slot_h) * SS), SS)
    return save(surf, out, "orientations.png")


FIRST = tile("N", 1, (1, 2))  # energy/water; (1, 3) is an edge square


def edge_first(out: Path) -> Path:
    cell, gap = 18, 44
    side = 12 * cell
    surf = canvas(2 * side + gap + 32, side + 24)
    for n, (squares, ok) in enumerate(((FIRST, True), (tile("N", 1, (5, 5)), False))):
        ox = 16 + n * (side + gap)
        board = Board(surf, (ox, 12), cell)
        board.ground(edges=True)
        board.tile(squares, outline=OK if ok else BAD, width=3)
        badge(surf, ((ox + side - 16) * SS, 28 * SS), ok)
    return save(surf, out, "edge_first.png")


def adjacency(out: Path) -> Path:
    cell, gap = 18, 44
    side = 12 * cell
    surf = canvas(2 * side + gap + 32, side + 24)
    for n, (squares, ok) in enumerate(((tile("O4", 5, (2, 4)), True),
                                       (tile("O4", 5, (4, 4)), False))):
        ox = 16 + n * (side + gap)
        board = Board(surf, (ox, 12), cell)
        board.ground()
        board.tile(FIRST)
        board.tile(squares, outline=OK if ok else BAD, width=3)
        badge(surf, ((ox + side - 16) * SS, 28 * SS), ok)
    return save(surf, out, "adjacency.png")


def water_ice(out: Path) -> Path:
    """Water/Rover I3 tile: its plain Water square on ice (Water +1) / all on land (nothing)."""
    cell, gap = 28, 56
    window = (0, 3, 7, 6)
    bw, bh = window[2] * cell, window[3] * cell
    surf = canvas(2 * bw + gap + 32, bh + 64)
    cases = ((tile("I3", 4, (4, 5)), True), (tile("I3", 4, (2, 4)), False))
    for n, (squares, ok) in enumerate(cases):
        ox = 16 + n * (bw + gap)
        board = Board(surf, (ox, 12), cell, window)
        board.ground()
        board.tile(squares, outline=OK if ok else BAD, width=3, ice_corner=True)
        # the result: a water drop, +1 or 0, tick or cross
        cy = (12 + bh + 26) * SS
        drop = pygame.Rect(0, 0, 30 * SS, 30 * SS)
        drop.center = ((ox + bw / 2 - 40) * SS, cy)
        pygame.draw.rect(surf, TERRAIN["water"], drop, border_radius=6 * SS)
        icon(surf, "water", drop)
        text(surf, "+1" if ok else "0", 18, WHITE, ((ox + bw / 2) * SS, cy))
        badge(surf, ((ox + bw / 2 + 40) * SS, cy), ok)
    return save(surf, out, "water_ice.png")


def energy_area(out: Path) -> Path:
    """A Civ/Energy tile joins an energy area; the terrains next to the area are the choices."""
    cell = 30
    window = (4, 2, 7, 7)
    bw, bh = window[2] * cell, window[3] * cell
    surf = canvas(bw + 32 + 150, bh + 24)
    board = Board(surf, (16, 12), cell, window)
    board.ground()
    old = [tile("I4", 1, (6, 5)), tile("O4", 2, (6, 3)), tile("D2", 3, (5, 6))]
    new = tile("L4", 0, (6, 6), turns=2, flip=True)
    for squares in old:
        board.tile(squares)
    board.tile(new)
    everything = [s for t in old + [new] for s in t]
    terrain_at = {(x, y): t for x, y, t, _ in everything}
    area = {p for p, t in terrain_at.items() if t == "energy"}
    # the area holding the new icon (all energy squares here are connected)
    neighbours = set()
    for x, y in area:
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            p = (x + dx, y + dy)
            if p not in area and board.inside(*p) and on_board(*p):
                neighbours.add(p)
    for p in sorted(neighbours):
        r = board.rect(*p).inflate(-7 * SS, -7 * SS)
        if p in terrain_at:
            pygame.draw.rect(surf, WHITE, r, 3 * SS)
        else:  # a bare square gives nothing
            pygame.draw.line(surf, BAD, r.topleft, r.bottomright, 2 * SS)
            pygame.draw.line(surf, BAD, r.topright, r.bottomleft, 2 * SS)
    board.border(area, EDGE_MARK, 3)
    board.border({(x, y) for x, y, *_ in new}, OK, 2)
    # the choices, one per terrain next to the area, in track order
    choices = [t for t in ("civ", "water", "biomass", "rover", "tech")
               if any(terrain_at.get(p) == t for p in neighbours)]
    x0 = 16 + bw + 34
    top = 12 + (bh - len(choices) * 40) // 2
    for i, t in enumerate(choices):
        r = pygame.Rect(x0 * SS, (top + i * 40) * SS, 30 * SS, 30 * SS)
        pygame.draw.rect(surf, TERRAIN[t], r, border_radius=6 * SS)
        pygame.draw.rect(surf, WHITE, r, 2 * SS, border_radius=6 * SS)
        icon(surf, t, r)
        text(surf, "+1", 16, WHITE, ((x0 + 62) * SS, (top + i * 40 + 15) * SS))
    return save(surf, out, "energy_area.png")


def lines(out: Path) -> Path:
    """Row 5 complete (3 medals); row 6 complete but a meteorite lies in it (nothing)."""
    cell = 18
    side = 12 * cell
    surf = canvas(side + 40 + 70, side + 44)
    ox, oy = 30, 12
    board = Board(surf, (ox, oy), cell)
    board.ground(lifepods=True)
    row5 = [tile("I4", 5, (0, 5)), tile("I4", 2, (4, 5)), tile("I4", 0, (8, 5))]
    row6 = [tile("I4", 4, (0, 6)), tile("I4", 3, (4, 6)), tile("I4", 1, (8, 6), turns=2)]
    others = [tile("O4", 3, (3, 3)), tile("I3", 5, (2, 7), turns=1)]
    for squares in row5 + others:
        board.tile(squares)
    for squares in row6:
        board.tile(squares, meteor=(8, 6))
    for y in range(12):
        colour = OK if y == 5 else BAD if y == 6 else (158, 168, 200)
        text(surf, str(ROW_MEDALS[y]), 11, colour,
             ((ox - 12) * SS, (oy + y * cell + cell / 2) * SS))
    for x in range(12):
        colour = OK if x in (0, 11) else (158, 168, 200)
        text(surf, str(COL_MEDALS[x]), 11, colour,
             ((ox + x * cell + cell / 2) * SS, (oy + side + 12) * SS))
    board.border({(x, 5) for x in range(12)}, OK, 3)
    board.border({(x, 6) for x in range(12)}, BAD, 3)
    for x in (0, 11):
        board.border({(x, 5), (x, 6)}, OK, 2)
    rx = ox + side + 40
    badge(surf, (rx * SS, (oy + 5 * cell + cell / 2) * SS), True, 10)
    text(surf, "+3", 14, OK, ((rx + 26) * SS, (oy + 5 * cell + cell / 2) * SS))
    badge(surf, (rx * SS, (oy + 6 * cell + cell / 2 + 6) * SS), False, 10)
    text(surf, "0", 14, BAD, ((rx + 22) * SS, (oy + 6 * cell + cell / 2 + 6) * SS))
    return save(surf, out, "lines.png")


DIAGRAMS = (orientations, edge_first, adjacency, water_ice, energy_area, lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="output folder")
    args = parser.parse_args(argv)
    pygame.font.init()
    try:
        for draw in DIAGRAMS:
            path = draw(args.out)
            print(path, path.stat().st_size, "bytes")
    finally:
        pygame.quit()


if __name__ == "__main__":
    main()
