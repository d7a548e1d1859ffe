"""Author Moontable's Tiled maps and the tileset art they reference (deterministic generator).

Writes, under ``maps/`` (or ``--out DIR``):

- ``tilesets/space.tsx`` + ``space.png``: night-sky tiles (navy with sparse stars, two faint
  4x4-tile nebula blocks);
- ``tilesets/felt.tsx`` + ``felt.png``: a midnight-teal card-table felt;
- ``moonstar_ring.tmx``: the Moonstar zodiac ring (MS-0.1: 12 stars indexed 0-11 clockwise from
  the top), a "background" tile layer, a "stars" object layer and a "layout" object layer;
- ``moonwakers_table.tmx``: the Moonwakers table with card slots for 2-6 seats;
- ``tilesets/planet.tsx`` + ``planet.png``: Planet Unknown squares, 32 px, one tile per square
  kind of ``game/supermoon/data/planets.json`` (local ids 0-10 in :data:`PLANET_KINDS` order:
  off, land, ice, lifepod, ring, centre, city, toxic, electric, electric+lifepod, hole), each
  with a string property ``kind`` (the grid letter); tile 11 is the edge marker (bool property
  ``edge`` = true; a translucent frame, otherwise transparent). The off-planet tile is transparent;
- ``planet_<key>.tmx`` for the 13 planets (key = lowercase alnum of the name, as
  ``game/supermoon/data.py``): map properties ``planet`` (key) and ``name``; tile layer
  ``squares`` (every cell, the planet's kind tile, so ``cells[y][x]`` is read back from the
  tiles' ``kind``); tile layer ``edge``: the edge marker on each edge square and empty (gid 0)
  elsewhere -- edge-ness depends on position, not on the kind, so it is its own layer; object
  layer ``medals``: one one-square rect per row (type ``row``, left of the grid, x < 0) and per
  column (type ``column``, above it, y < 0), properties ``index`` and ``medal``. Edge square
  (rules "Conventions"): a board square (not ``.``) with fewer than 4 orthogonal neighbours on
  the board, holes ``o`` counting as neighbours; Oblivion: the outer frame only (x or y is 0
  or 11, PU-17.9);
- ``tilesets/moon.tsx`` + ``moon.png``: the moon-only square kinds, 32 px, one tile per letter
  of :data:`MOON_KINDS` (``M``: land with the starting meteorite symbol), property ``kind``;
- ``moon_<key>.tmx`` for the 7 Supermoon moon faces of ``game/supermoon/data/moons.json`` (SM-6,
  RECONSTRUCTED; key ``s``, ``b1``..``b6``): map properties ``moon`` (key), ``name`` and
  ``margin`` (1); the map is the moon's grid with a one-cell margin all round, so moon square
  (x, y) is map cell (x + margin, y + margin) and the orbital positions at x = -1, y = -1,
  x = width or y = height lie inside the map. Tile layers ``squares`` (the planet tileset's
  ``.``, ``L``, ``I``, ``o`` tiles and the moon tileset's ``M``, each with its ``kind``; the
  margin is ``.``) and ``edge`` (as the planets', craters counting as neighbours); object layer
  ``orbit``: one point per orbital position at its cell's centre (type ``orbit``, properties
  ``index`` (int), ``lines`` (``r0/c5``, ``c1``) and ``start`` (bool)), derived by
  ``game.supermoon.moons.orbit`` (SM-6.1);
- ``tilesets/fragment.tsx`` + ``fragment.png``: the fragment-only square kind, 32 px: ``S``, a
  land square with the shuttle icon (property ``kind``);
- ``fragment_<key>.tmx`` for the 8 faces of the fragmented planet's fragments of
  ``game/supermoon/data/fragments.json`` (SM-10, RECONSTRUCTED; key ``1a``..``4b``), in the
  canonical 6x6 frame: map properties ``fragment`` (key), ``name``, ``number`` (1-4),
  ``forbids``, ``difficulty`` and ``turns`` (the clockwise quarter turns that show it on the
  12x12 layout, SM-10.1); tile layers ``squares`` (the planet tileset's ``.``, ``L``, ``I``,
  ``P`` tiles and the fragment tileset's ``S``) and ``edge`` (as the planets'); object layer
  ``medals`` as the planets' (SM-10.2);
- ``supermoon_table.tmx``: the Planet Unknown table area (940 x 660 px, the window less the
  frame's top bar and log column), objects only:
  ``station`` (ellipse ``centre`` of the outer radius, properties ``inner_radius`` and
  ``outer_radius``; points ``depot_0``..``depot_5`` between the rings, depot 0 at the top,
  numbered clockwise, PU-1.2), ``tracks`` (rects ``track_civ`` .. ``track_tech``, property
  ``steps``: 16, rover 17; one corporation board, a row per track, step 0 at the left) and
  ``layout`` (rects ``own_board``, ``others``, ``station``, ``corp``, ``cards``, ``bar``).

pytmx cannot write TMX, so this script writes the XML with ``xml.etree`` exactly as Tiled 1.10
does (CSV data, ``infinite="0"``, object ``type`` not ``class``); the files open in Tiled. Every
random choice comes from a fixed seed, so a re-run rewrites byte-identical files; the committed
outputs are checked against this generator by ``tests/test_maps.py``.

Usage: ``python tools/make_maps.py [--out DIR]``
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.supermoon.fragments import FragmentFace
    from game.supermoon.moons import MoonFace

ROOT = Path(__file__).resolve().parent.parent
TILE = 16
TMX_VERSION = "1.10"
TILED_VERSION = "1.10.2"

# MS-0.1: index 0 at 12 o'clock, then clockwise.
ZODIAC = (
    ("Aries", "Bélier", "♈"), ("Taurus", "Taureau", "♉"), ("Gemini", "Gémeaux", "♊"),
    ("Cancer", "Cancer", "♋"), ("Leo", "Lion", "♌"), ("Virgo", "Vierge", "♍"),
    ("Libra", "Balance", "♎"), ("Scorpio", "Scorpion", "♏"),
    ("Sagittarius", "Sagittaire", "♐"), ("Capricorn", "Capricorne", "♑"),
    ("Aquarius", "Verseau", "♒"), ("Pisces", "Poissons", "♓"),
)

# --- tileset art --------------------------------------------------------------------------------

SPACE_COLUMNS, SPACE_ROWS = 8, 6   # rows 0-1: 16 sky tiles; rows 2-5: two 4x4 nebula blocks
SKY_PLAIN = range(0, 8)            # local tile ids: plain navy
SKY_DIM = range(8, 14)             # one or two faint stars
SKY_BRIGHT = range(14, 16)         # one brighter star with a soft cross
NEBULA_BLOCKS = ((0, 2), (4, 2))   # (column, row) of each block's top-left tile
NAVY = (11, 15, 36)
FELT_COLUMNS, FELT_ROWS = 4, 2
FELT = (20, 46, 56)


def _clamp(v: float) -> int:
    return max(0, min(255, int(round(v))))


def _sky_pixels(rng: random.Random, w: int, h: int) -> list[list[list[float]]]:
    """A w x h block of navy with a faint per-pixel dither (seamless: no structure)."""
    return [[[NAVY[0] + d, NAVY[1] + d, NAVY[2] + d * 1.5]
             for d in (rng.uniform(-1.2, 1.2) for _ in range(w))] for _ in range(h)]


def _add_star(px: list[list[list[float]]], x: int, y: int, level: float,
              tint: tuple[float, float, float], cross: bool = False) -> None:
    """Add a star of brightness ``level`` (0..1) with an optional soft 4-point cross."""
    def add(ax: int, ay: int, k: float) -> None:
        if 0 <= ay < len(px) and 0 <= ax < len(px[0]):
            for c in range(3):
                px[ay][ax][c] += (255 * tint[c] - px[ay][ax][c]) * k
    add(x, y, level)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        add(x + dx, y + dy, level * (0.45 if cross else 0.18))
    if cross:
        for dx, dy in ((2, 0), (-2, 0), (0, 2), (0, -2)):
            add(x + dx, y + dy, level * 0.15)


def _star_tint(rng: random.Random) -> tuple[float, float, float]:
    return rng.choice(((0.85, 0.9, 1.0), (1.0, 0.95, 0.85), (0.9, 0.93, 1.0), (1.0, 1.0, 1.0)))


def _nebula_block(rng: random.Random, colour: tuple[int, int, int]) -> list[list[list[float]]]:
    """A 64x64 faint nebula that fades to plain navy at its border (tiles seamlessly)."""
    size = 4 * TILE
    px = _sky_pixels(rng, size, size)
    blobs = [(rng.uniform(18, 46), rng.uniform(18, 46), rng.uniform(7, 15), rng.uniform(0.5, 1))
             for _ in range(7)]
    for y in range(size):
        for x in range(size):
            # window: 0 at the block edge, 1 in the middle
            wx = math.sin(math.pi * (x + 0.5) / size) ** 2
            wy = math.sin(math.pi * (y + 0.5) / size) ** 2
            dens = sum(a * math.exp(-((x - bx) ** 2 + (y - by) ** 2) / (2 * s * s))
                       for bx, by, s, a in blobs)
            k = min(1.0, dens) * wx * wy * 0.16
            for c in range(3):
                px[y][x][c] += (colour[c] - px[y][x][c]) * k
    for _ in range(9):
        _add_star(px, rng.randrange(4, size - 4), rng.randrange(4, size - 4),
                  rng.uniform(0.25, 0.55), _star_tint(rng))
    return px


def space_tileset_pixels(seed: int = 1969) -> list[list[list[float]]]:
    """Pixels (rows of [r, g, b]) of the whole space tileset image."""
    rng = random.Random(seed)
    w, h = SPACE_COLUMNS * TILE, SPACE_ROWS * TILE
    img = _sky_pixels(rng, w, h)
    for tid in range(16):
        tx, ty = (tid % SPACE_COLUMNS) * TILE, (tid // SPACE_COLUMNS) * TILE
        if tid in SKY_DIM:
            for _ in range(1 + (tid % 3 == 0)):
                _add_star(img, tx + rng.randrange(2, 14), ty + rng.randrange(2, 14),
                          rng.uniform(0.22, 0.45), _star_tint(rng))
        elif tid in SKY_BRIGHT:
            _add_star(img, tx + rng.randrange(4, 12), ty + rng.randrange(4, 12),
                      rng.uniform(0.75, 0.9), _star_tint(rng), cross=True)
    for (col, row), colour in zip(NEBULA_BLOCKS, ((120, 70, 160), (50, 120, 150)), strict=True):
        block = _nebula_block(rng, colour)
        for y, line in enumerate(block):
            img[row * TILE + y][col * TILE:(col + 4) * TILE] = line
    return img


def felt_tileset_pixels(seed: int = 2024) -> list[list[list[float]]]:
    """Pixels of the felt tileset: soft fibre noise, no structure that could show a seam."""
    rng = random.Random(seed)
    w, h = FELT_COLUMNS * TILE, FELT_ROWS * TILE
    img = []
    for _y in range(h):
        row = []
        for _x in range(w):
            d = rng.gauss(0, 1.6)
            row.append([FELT[0] + d, FELT[1] + d * 1.3, FELT[2] + d * 1.3])
        img.append(row)
    for _ in range(w * h // 40):   # short fibres
        x, y = rng.randrange(w), rng.randrange(h)
        dx, dy = rng.choice(((1, 0), (0, 1), (1, 1), (1, -1)))
        k = rng.choice((-4.0, 3.0))
        for s in range(3):
            px = img[(y + dy * s) % h][(x + dx * s) % w]
            px[:] = [px[0] + k, px[1] + k, px[2] + k]
    return img


def write_png(pixels: list[list[list[float]]], path: Path) -> None:
    """Save pixel rows ([r, g, b] or [r, g, b, a]) as a PNG with pygame (no display needed)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    h, w = len(pixels), len(pixels[0])
    if len(pixels[0][0]) == 4:   # RGBA
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        for y, row in enumerate(pixels):
            for x, px in enumerate(row):
                surf.set_at((x, y), tuple(_clamp(c) for c in px))
    else:
        surf = pygame.Surface((w, h))
        for y, row in enumerate(pixels):
            for x, (r, g, b) in enumerate(row):
                surf.set_at((x, y), (_clamp(r), _clamp(g), _clamp(b)))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))


# --- TMX / TSX writing --------------------------------------------------------------------------


def _xml_bytes(root: ET.Element) -> bytes:
    """Serialise like Tiled: double-quoted declaration, one-space indent, ``<point/>``."""
    ET.indent(root, space=" ")
    text = ET.tostring(root, encoding="unicode").replace(" />", "/>")
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' + text + "\n").encode("utf-8")


def _write(path: Path, root: ET.Element) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(_xml_bytes(root))


def tileset_xml(name: str, columns: int, rows: int, image: str, tile: int = TILE,
                tiles: dict[int, dict[str, object]] | None = None) -> ET.Element:
    """A ``.tsx`` tileset element for one image of ``columns`` x ``rows`` tiles.

    ``tiles`` maps local tile ids to their custom properties.
    """
    ts = ET.Element("tileset", {
        "version": TMX_VERSION, "tiledversion": TILED_VERSION, "name": name,
        "tilewidth": str(tile), "tileheight": str(tile),
        "tilecount": str(columns * rows), "columns": str(columns)})
    ET.SubElement(ts, "image", {"source": image, "width": str(columns * tile),
                                "height": str(rows * tile)})
    for tid, props in sorted((tiles or {}).items()):
        _properties(ET.SubElement(ts, "tile", {"id": str(tid)}), props)
    return ts


def _properties(parent: ET.Element, props: dict[str, object]) -> None:
    if not props:
        return
    el = ET.SubElement(parent, "properties")
    for key, value in props.items():
        attrs = {"name": key}
        if isinstance(value, bool):
            attrs.update(type="bool", value="true" if value else "false")
        elif isinstance(value, int):
            attrs.update(type="int", value=str(value))
        elif isinstance(value, float):
            attrs.update(type="float", value=repr(value))
        else:
            attrs["value"] = str(value)
        ET.SubElement(el, "property", attrs)


def _num(v: float) -> str:
    """Tiled writes integral coordinates without a decimal point."""
    r = round(v, 2)
    return str(int(r)) if r == int(r) else repr(r)


class MapWriter:
    """Builds one orthogonal TMX map, tracking layer and object ids like Tiled."""

    def __init__(self, width: int, height: int, props: dict[str, object],
                 tile: int = TILE) -> None:
        self.width, self.height = width, height
        self.root = ET.Element("map", {
            "version": TMX_VERSION, "tiledversion": TILED_VERSION,
            "orientation": "orthogonal", "renderorder": "right-down",
            "width": str(width), "height": str(height),
            "tilewidth": str(tile), "tileheight": str(tile), "infinite": "0",
            "nextlayerid": "0", "nextobjectid": "0"})
        _properties(self.root, props)
        self.next_layer, self.next_object = 1, 1

    def tileset(self, source: str, firstgid: int = 1) -> None:
        """Reference an external tileset."""
        ET.SubElement(self.root, "tileset", {"firstgid": str(firstgid), "source": source})

    def tile_layer(self, name: str, gids: list[list[int]]) -> None:
        """Add a CSV tile layer (rows of global tile ids)."""
        layer = ET.SubElement(self.root, "layer", {
            "id": str(self.next_layer), "name": name,
            "width": str(self.width), "height": str(self.height)})
        self.next_layer += 1
        data = ET.SubElement(layer, "data", {"encoding": "csv"})
        data.text = "\n" + ",\n".join(",".join(map(str, row)) for row in gids) + "\n"

    def object_layer(self, name: str) -> ET.Element:
        """Add an empty object layer and return it."""
        group = ET.SubElement(self.root, "objectgroup", {"id": str(self.next_layer),
                                                         "name": name})
        self.next_layer += 1
        return group

    def add_object(self, group: ET.Element, name: str, otype: str, x: float, y: float,
                   w: float | None = None, h: float | None = None,
                   props: dict[str, object] | None = None, ellipse: bool = False) -> None:
        """Add a rectangle or ellipse (w, h given) or point object with custom properties."""
        attrs = {"id": str(self.next_object), "name": name, "type": otype,
                 "x": _num(x), "y": _num(y)}
        if w is not None and h is not None:
            attrs.update(width=_num(w), height=_num(h))
        self.next_object += 1
        obj = ET.SubElement(group, "object", attrs)
        _properties(obj, props or {})
        if w is None:
            ET.SubElement(obj, "point")
        elif ellipse:
            ET.SubElement(obj, "ellipse")

    def save(self, path: Path) -> None:
        """Write the map, filling in nextlayerid/nextobjectid."""
        self.root.set("nextlayerid", str(self.next_layer))
        self.root.set("nextobjectid", str(self.next_object))
        _write(path, self.root)


def _sky_gids(rng: random.Random, width: int, height: int,
              nebulae: tuple[tuple[int, int, int], ...]) -> list[list[int]]:
    """Background gids: mostly plain sky, sparse stars, and nebula blocks at given places."""
    gids = []
    for _y in range(height):
        row = []
        for _x in range(width):
            roll = rng.random()
            pool = SKY_BRIGHT if roll < 0.025 else SKY_DIM if roll < 0.2 else SKY_PLAIN
            row.append(1 + rng.choice(pool))
        gids.append(row)
    for block, bx, by in nebulae:
        col, brow = NEBULA_BLOCKS[block]
        for dy in range(4):
            for dx in range(4):
                gids[by + dy][bx + dx] = 1 + (brow + dy) * SPACE_COLUMNS + col + dx
    return gids


# --- the maps -----------------------------------------------------------------------------------

RING_TILES = 45                  # 45 x 16 px = 720 px square
RING_RADIUS = 226


def star_point(index: int, centre: float, radius: float) -> tuple[float, float]:
    """Map position of star ``index`` (0 at 12 o'clock, increasing clockwise on screen)."""
    angle = 2 * math.pi * index / len(ZODIAC)
    return centre + radius * math.sin(angle), centre - radius * math.cos(angle)


def ring_map(out: Path) -> None:
    """Write ``moonstar_ring.tmx``."""
    size = RING_TILES * TILE
    c = size / 2
    m = MapWriter(RING_TILES, RING_TILES, {"ring_radius": RING_RADIUS,
                                           "star_count": len(ZODIAC),
                                           "title": "Moonstar zodiac ring"})
    m.tileset("tilesets/space.tsx")
    rng = random.Random(1610)     # Galileo's Sidereus Nuncius
    m.tile_layer("background", _sky_gids(rng, RING_TILES, RING_TILES,
                                         ((0, 3, 4), (1, 36, 33), (0, 32, 2), (1, 5, 34))))
    stars = m.object_layer("stars")
    for i, (en, fr, sym) in enumerate(ZODIAC):
        x, y = star_point(i, c, RING_RADIUS)
        m.add_object(stars, en, "star", x, y, props={
            "index": i, "name_en": en, "name_fr": fr, "symbol": sym})
    layout = m.object_layer("layout")
    m.add_object(layout, "ring_centre", "anchor", c, c)
    m.add_object(layout, "timer", "anchor", c, c - 118)
    m.add_object(layout, "planet_tray", "anchor", c - 130, c - 96, 260, 56)
    m.add_object(layout, "dice_tray", "anchor", c - 150, c - 34, 300, 68)
    m.add_object(layout, "moon_tray", "anchor", c - 130, c + 44, 260, 56)
    m.save(out / "moonstar_ring.tmx")


TABLE_W, TABLE_H = 80, 51          # 1280 x 816 px: the shape of the table area at 16:9
CARD = (64, 90)                    # nominal card sizes (map properties; slots carry their own)
SEAT_CARD = (56, 78)
# Seat positions per player count, clockwise from the viewer: the bottom row and the top row,
# each listed left to right. The 6-seat layout is also the default "table"/"seats" layers.
SEAT_ROWS = {2: ((0,), (1,)), 3: ((0,), (1, 2)), 4: ((1, 0), (2, 3)),
             5: ((1, 0), (2, 3, 4)), 6: ((1, 0, 5), (2, 3, 4))}
# Seat-card height per player count (fewer players: bigger cards).
SEAT_CARD_H = {2: 118, 3: 88, 4: 88, 5: 84, 6: 84}
# With the default layers, the 6 positions used by fewer players (as before).
SEAT_ORDERS = {2: "0,3", 3: "0,2,4", 4: "1,2,4,5", 5: "0,1,2,4,5", 6: "0,1,2,3,4,5"}
SlotSpec = tuple[str, str, float, float, float, float, int, int, int]


def card_w(h: float) -> int:
    """Width of a portrait card of height ``h`` (the 64 x 90 card ratio)."""
    return round(h * CARD[0] / CARD[1])


def table_layout(n: int) -> list[SlotSpec]:
    """Every slot of the table for ``n`` players: (name, role, x, y, w, h, seat, max, index).

    Seats sit in a bottom row and a top row (the viewer bottom); the centre band between them
    holds the round panel (left), the dice tray (right), the combination display (the shop,
    landscape cards so the molecule, requirement and points read at a glance) over the central
    row of n + 1 terrain cards with the deck and the discard at its ends.
    """
    W, H = TABLE_W * 16, TABLE_H * 16
    out: list[SlotSpec] = []

    def slot(name, role, x, y, w, h, seat=-1, max_cards=1, index=0) -> None:
        out.append((name, role, round(x), round(y), round(w), round(h), seat, max_cards,
                    index))

    sh = SEAT_CARD_H[n]
    sw = card_w(sh)
    plate_h, gap, margin = 30, 6, 8
    wide = n == 2  # one seat per row: mapped row and hand side by side, one card high
    seat_h = plate_h + (1 if wide else 2) * sh + (1 if wide else 2) * gap + 2
    bottom, top = SEAT_ROWS[n]
    for row, top_row in ((top, True), (bottom, False)):
        k = len(row)
        width = (W - 2 * margin - (k - 1) * 14) / k if wide else \
            min(800, (W - 2 * margin - (k - 1) * 14) / k)
        x0 = (W - (k * width + (k - 1) * 14)) / 2
        y = margin if top_row else H - margin - seat_h
        for j, pos in enumerate(row):
            x = x0 + j * (width + 14)
            if wide:
                row_y = y + plate_h + gap if top_row else y
                plate_y = y if top_row else y + sh + gap + 2
                rest = width - 2 * sw - 16
                mapped_w = round(rest * 0.4)
                slot(f"seat{pos}_plate", "plate", x, plate_y, 200, plate_h, pos, 0)
                slot(f"seat{pos}_combos", "combos", x + 208, plate_y, width - 208, plate_h, pos,
                     17)
                slot(f"seat{pos}_character", "character", x, row_y, sw, sh, pos)
                slot(f"seat{pos}_scan", "scan", x + sw + 6, row_y, sw, sh, pos)
                slot(f"seat{pos}_mapped", "mapped", x + 2 * sw + 16, row_y, mapped_w, sh, pos, 8)
                slot(f"seat{pos}_hand", "hand", x + 2 * sw + 32 + mapped_w, row_y,
                     rest - mapped_w - 16, sh, pos, 10)
                continue
            if top_row:
                plate_y, hand_y, mapped_y = y, y + plate_h + gap, y + plate_h + 2 * gap + sh
            else:
                mapped_y, hand_y, plate_y = y, y + sh + gap, y + 2 * sh + 2 * gap + 2
            slot(f"seat{pos}_plate", "plate", x, plate_y, 200, plate_h, pos, 0)
            slot(f"seat{pos}_combos", "combos", x + 208, plate_y, width - 208, plate_h, pos, 17)
            slot(f"seat{pos}_character", "character", x, mapped_y, sw, sh, pos)
            slot(f"seat{pos}_scan", "scan", x, hand_y, sw, sh, pos)
            slot(f"seat{pos}_mapped", "mapped", x + sw + 10, mapped_y, width - sw - 10, sh, pos,
                 8)
            slot(f"seat{pos}_hand", "hand", x + sw + 10, hand_y, width - sw - 10, sh, pos, 10)
    band_top, band_bottom = margin + seat_h + 10, H - margin - seat_h - 10
    side_w = 186
    slot("round_info", "round_info", margin, band_top + 4, side_w, band_bottom - band_top - 8,
         max_cards=0)
    slot("dice_tray", "dice_tray", W - margin - side_w - 20, band_top + 4, side_w + 20,
         band_bottom - band_top - 8, max_cards=0)
    mid_x0, mid_x1 = margin + side_w + 26, W - margin - side_w - 48
    mid_w = mid_x1 - mid_x0
    shown = 2 if n <= 3 else 3
    band = band_bottom - band_top
    # the shop: pile + shown landscape cards
    combo_h = min(150, round(band * 0.38))
    combo_w = min(round(combo_h * 1.45), (mid_w - card_w(combo_h) - 24 - 12 * shown) / shown)
    pile_w = card_w(combo_h)
    row_w = pile_w + 24 + shown * combo_w + (shown - 1) * 12
    x = mid_x0 + (mid_w - row_w) / 2
    y = band_top + 22
    slot("combination_pile", "combination_pile", x, y, pile_w, combo_h, max_cards=17)
    for i in range(shown):
        slot(f"combination_display_{i}", "combination_display",
             x + pile_w + 24 + i * (combo_w + 12), y, combo_w, combo_h, index=i)
    # the central row: n + 1 cards between the deck and the discard
    count = n + 1
    row_top = y + combo_h + 30
    ch = min(170, band_bottom - row_top - 30)
    cgap = 12
    cw = min(card_w(ch), (mid_w - 2 * 22 - (count + 1) * cgap) / (count + 2))
    ch = round(cw * CARD[1] / CARD[0])
    total = (count + 2) * cw + (count + 1) * cgap + 2 * 22
    x = mid_x0 + (mid_w - total) / 2
    slot("deck", "deck", x, row_top, cw, ch, max_cards=99)
    for i in range(count):
        slot(f"central_row_{i}", "central_row", x + cw + 22 + cgap + i * (cw + cgap), row_top,
             cw, ch, index=i)
    slot("discard", "discard", x + total - cw, row_top, cw, ch, max_cards=99)
    return out


def table_map(out: Path) -> None:
    """Write ``moonwakers_table.tmx``: the 6-seat layout, then one layer per player count."""
    props: dict[str, object] = {f"seats_{n}": order for n, order in SEAT_ORDERS.items()}
    props.update(card_width=CARD[0], card_height=CARD[1],
                 seat_card_width=SEAT_CARD[0], seat_card_height=SEAT_CARD[1])
    m = MapWriter(TABLE_W, TABLE_H, props)
    m.tileset("tilesets/felt.tsx")
    rng = random.Random(1969)
    m.tile_layer("background", [[1 + rng.randrange(FELT_COLUMNS * FELT_ROWS)
                                 for _ in range(TABLE_W)] for _ in range(TABLE_H)])

    def write(group: ET.Element, specs: list[SlotSpec]) -> None:
        for name, role, x, y, w, h, seat, max_cards, index in specs:
            m.add_object(group, name, "slot", x, y, w, h,
                         {"seat": seat, "role": role, "max_cards": max_cards, "index": index})

    six = table_layout(6)
    write(m.object_layer("table"), [s for s in six if s[6] < 0])
    write(m.object_layer("seats"), [s for s in six if s[6] >= 0])
    for n in range(2, 7):
        write(m.object_layer(f"layout_{n}"), table_layout(n))
    m.save(out / "moonwakers_table.tmx")


# --- Planet Unknown (game id "supermoon") -------------------------------------------------------

PLANETS_JSON = ROOT / "game" / "supermoon" / "data" / "planets.json"
PLANET_TILE = 32
PLANET_COLUMNS, PLANET_ROWS = 4, 3
# Local tile id = index: (grid letter, kind name). Tile 11 is the edge marker.
PLANET_KINDS = (
    (".", "off"), ("L", "land"), ("I", "ice"), ("P", "lifepod"), ("R", "ring"),
    ("H", "centre"), ("C", "city"), ("T", "toxic"), ("E", "electric"),
    ("e", "electric_lifepod"), ("o", "hole"))
EDGE_TILE = len(PLANET_KINDS)
KIND_COLOURS = {"L": (196, 142, 92), "P": (196, 142, 92), "C": (196, 142, 92),
                "I": (200, 225, 242), "R": (172, 104, 70), "H": (74, 52, 112),
                "T": (128, 168, 62), "E": (68, 78, 100), "e": (68, 78, 100), "o": (40, 32, 40)}


def planet_key(name: str) -> str:
    """The planet's key, as ``game/supermoon/data.py`` makes it (lowercase alnum)."""
    return "".join(ch for ch in name.lower() if ch.isalnum())


def planet_edges(grid: list[str], key: str) -> set[tuple[int, int]]:
    """Edge squares (x, y): board squares with fewer than 4 orthogonal neighbours on the board.

    Holes ``o`` are board squares (they count as neighbours, PU-17.8); Oblivion's edge is its
    outer frame only (PU-17.9).
    """
    h, w = len(grid), len(grid[0])

    def on(x: int, y: int) -> bool:
        return 0 <= x < w and 0 <= y < h and grid[y][x] != "."

    board = [(x, y) for y in range(h) for x in range(w) if on(x, y)]
    if key == "oblivion":
        return {(x, y) for x, y in board if x in (0, w - 1) or y in (0, h - 1)}
    return {(x, y) for x, y in board
            if sum(on(x + dx, y + dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))) < 4}


def _seg_dist(px: float, py: float, ax: float, ay: float, bx: float, by: float) -> float:
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / ((dx * dx + dy * dy) or 1)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def _paint(tile: list[list[list[float]]], colour: tuple[float, ...], k: float,
           test) -> None:
    """Blend ``colour`` with weight ``k`` into the pixels (x, y) where ``test(x + .5, y + .5)``."""
    for y, row in enumerate(tile):
        for x, px in enumerate(row):
            if test(x + 0.5, y + 0.5):
                for c in range(len(colour)):
                    px[c] += (colour[c] - px[c]) * k


def _capsule(tile: list[list[list[float]]], cx: float, cy: float) -> None:
    """A small lifepod capsule: a white pill with a dark outline and an orange band."""
    def d(x: float, y: float) -> float:
        return _seg_dist(x, y, cx - 5, cy, cx + 5, cy)
    _paint(tile, (52, 40, 36, 255), 1, lambda x, y: d(x, y) < 5.2)
    _paint(tile, (240, 236, 222, 255), 1, lambda x, y: d(x, y) < 4)
    _paint(tile, (232, 120, 40, 255), 1, lambda x, y: abs(x - cx) < 1.2 and d(x, y) < 4)


def _planet_tile(rng: random.Random, kind: str) -> list[list[list[float]]]:
    """One 32 x 32 RGBA tile of the planet tileset."""
    n = PLANET_TILE
    if kind == ".":
        return [[[0.0, 0.0, 0.0, 0.0] for _ in range(n)] for _ in range(n)]
    if kind == "edge":
        tile = [[[255.0, 200.0, 70.0, 0.0] for _ in range(n)] for _ in range(n)]
        _paint(tile, (255, 200, 70, 190), 1,
               lambda x, y: min(x, y, n - x, n - y) < 2.5)
        return tile
    base = KIND_COLOURS[kind]
    tile = []
    for _y in range(n):
        row = []
        for _x in range(n):
            d = rng.gauss(0, 2.2)
            row.append([base[0] + d, base[1] + d, base[2] + d, 255.0])
        tile.append(row)
    if kind in "LPCR":   # rust grains
        for _ in range(26):
            gx, gy = rng.randrange(n), rng.randrange(n)
            tile[gy][gx][:3] = [c * rng.uniform(0.86, 0.94) for c in tile[gy][gx][:3]]
    if kind == "I":      # faint frost streaks
        for _ in range(3):
            ax, ay = rng.uniform(3, 29), rng.uniform(3, 29)
            bx, by = ax + rng.uniform(-8, 8), ay + rng.uniform(-8, 8)
            _paint(tile, (236, 246, 255, 255), 0.55,
                   lambda x, y, a=(ax, ay, bx, by): _seg_dist(x, y, *a) < 0.7)
    elif kind == "R":    # ring bands
        _paint(tile, (150, 86, 60, 255), 0.35, lambda x, y: math.sin(y * 0.8) > 0.55)
    elif kind == "H":    # central vortex
        _paint(tile, (120, 96, 170, 255), 0.45,
               lambda x, y: math.sin(math.hypot(x - 16, y - 16) * 1.1) > 0.4)
    elif kind == "C":    # a small skyline with lit windows
        for bx, bw, bh in ((6, 6, 14), (13, 7, 19), (21, 5, 11)):
            _paint(tile, (96, 98, 116, 255), 1,
                   lambda x, y, b=(bx, bw, bh): b[0] <= x < b[0] + b[1] and 26 - b[2] <= y < 26)
            for wy in range(27 - bh, 24, 3):
                for wx in range(bx + 1, bx + bw - 1, 2):
                    tile[wy][wx][:3] = [250, 224, 130]
    elif kind == "T":    # toxic blotches
        for _ in range(5):
            sx, sy, sr = rng.uniform(4, 28), rng.uniform(4, 28), rng.uniform(2, 4.5)
            _paint(tile, (86, 122, 40, 255), 0.6,
                   lambda x, y, b=(sx, sy, sr): math.hypot(x - b[0], y - b[1]) < b[2])
    elif kind in "Ee":   # a yellow bolt
        top = 4 if kind == "E" else 2
        low = top + (16 if kind == "e" else 24)
        segs = list(zip([(19, top), (12, top + 12), (18, top + 12)],
                        [(12, top + 12), (18, top + 12), (13, low)], strict=True))
        _paint(tile, (250, 214, 60, 255), 1,
               lambda x, y: min(_seg_dist(x, y, *a, *b) for a, b in segs) < 1.4)
    elif kind == "o":    # a crater hole
        _paint(tile, (12, 10, 14, 255), 1, lambda x, y: math.hypot(x - 16, y - 16) < 11)
        _paint(tile, (90, 74, 80, 255), 0.5,
               lambda x, y: 10 <= math.hypot(x - 16, y - 16) < 12)
    if kind in "Pe":
        _capsule(tile, 16, 16 if kind == "P" else 24)
    for y in range(n):   # a darker rim: the grid lines
        for x in range(n):
            if min(x, y, n - 1 - x, n - 1 - y) == 0:
                tile[y][x][:3] = [c * 0.72 for c in tile[y][x][:3]]
    return tile


def planet_tileset_pixels(seed: int = 2017) -> list[list[list[float]]]:
    """RGBA pixels of the planet tileset: the kinds in PLANET_KINDS order, then the edge mark."""
    rng = random.Random(seed)
    n = PLANET_TILE
    img = [[[0.0, 0.0, 0.0, 0.0] for _ in range(PLANET_COLUMNS * n)]
           for _ in range(PLANET_ROWS * n)]
    kinds = [k for k, _name in PLANET_KINDS] + ["edge"]
    for tid, kind in enumerate(kinds):
        tx, ty = (tid % PLANET_COLUMNS) * n, (tid // PLANET_COLUMNS) * n
        for y, line in enumerate(_planet_tile(rng, kind)):
            img[ty + y][tx:tx + n] = line
    return img


def planet_tiles() -> dict[int, dict[str, object]]:
    """Tile properties of the planet tileset."""
    tiles: dict[int, dict[str, object]] = {
        i: {"kind": letter} for i, (letter, _name) in enumerate(PLANET_KINDS)}
    tiles[EDGE_TILE] = {"edge": True}
    return tiles


def planet_map(out: Path, planet: dict) -> Path:
    """Write ``planet_<key>.tmx`` for one entry of planets.json."""
    key = planet_key(planet["name"])
    grid = planet["grid"]
    h, w = len(grid), len(grid[0])
    gid = {letter: 1 + i for i, (letter, _n) in enumerate(PLANET_KINDS)}
    m = MapWriter(w, h, {"planet": key, "name": planet["name"]}, tile=PLANET_TILE)
    m.tileset("tilesets/planet.tsx")
    m.tile_layer("squares", [[gid[c] for c in row] for row in grid])
    edges = planet_edges(grid, key)
    m.tile_layer("edge", [[1 + EDGE_TILE if (x, y) in edges else 0 for x in range(w)]
                          for y in range(h)])
    medals = m.object_layer("medals")
    t = PLANET_TILE
    for i, medal in enumerate(planet["row_medals"]):
        m.add_object(medals, f"row_{i}", "row", -t, i * t, t, t, {"index": i, "medal": medal})
    for i, medal in enumerate(planet["col_medals"]):
        m.add_object(medals, f"column_{i}", "column", i * t, -t, t, t,
                     {"index": i, "medal": medal})
    path = out / f"planet_{key}.tmx"
    m.save(path)
    return path


# --- Supermoon moons (SM-6, RECONSTRUCTED) ------------------------------------------------------

MOON_MARGIN = 1                    # map cell = moon cell + margin, on both axes
MOON_KINDS = (("M", "meteorite"),)  # local tile ids of tilesets/moon.tsx: moon-only letters
MOON_FIRSTGID = 1 + PLANET_COLUMNS * PLANET_ROWS   # after the planet tileset's 12 tiles


def _moons() -> Any:
    """``game.supermoon.moons`` (faces and the SM-6.1 orbit), also when run as a script."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from game.supermoon import moons

    return moons


def moon_tileset_pixels(seed: int = 2026) -> list[list[list[float]]]:
    """RGBA pixels of the moon tileset: a land square with the starting meteorite symbol."""
    tile = _planet_tile(random.Random(seed), "L")
    _paint(tile, (236, 128, 44, 255), 0.9, lambda x, y: _seg_dist(x, y, 26, 6, 15, 17) < 2.6)
    _paint(tile, (255, 218, 110, 255), 0.9, lambda x, y: _seg_dist(x, y, 25, 7, 16, 16) < 1.1)
    _paint(tile, (40, 34, 38, 255), 1, lambda x, y: math.hypot(x - 13, y - 19) < 6.6)
    _paint(tile, (108, 98, 102, 255), 1, lambda x, y: math.hypot(x - 13, y - 19) < 5.2)
    _paint(tile, (156, 146, 148, 255), 0.8, lambda x, y: math.hypot(x - 11.5, y - 17.5) < 1.8)
    return tile


def moon_tiles() -> dict[int, dict[str, object]]:
    """Tile properties of the moon tileset."""
    return {i: {"kind": letter} for i, (letter, _name) in enumerate(MOON_KINDS)}


def moon_map(out: Path, face: MoonFace) -> Path:
    """Write ``moon_<key>.tmx`` for one moon face, with a one-cell margin round the grid."""
    moons = _moons()
    mg = MOON_MARGIN
    w, h = face.width + 2 * mg, face.height + 2 * mg
    gid = {letter: 1 + i for i, (letter, _n) in enumerate(PLANET_KINDS)}
    gid.update({letter: MOON_FIRSTGID + i for i, (letter, _n) in enumerate(MOON_KINDS)})
    m = MapWriter(w, h, {"moon": face.key, "name": face.name, "margin": mg,
                         "coords": "moon (x, y) = map cell (x + margin, y + margin)"},
                  tile=PLANET_TILE)
    m.tileset("tilesets/planet.tsx")
    m.tileset("tilesets/moon.tsx", MOON_FIRSTGID)
    m.tile_layer("squares", [[gid[face.cell(x - mg, y - mg)] for x in range(w)]
                             for y in range(h)])
    edges = {(x, y) for x, y in planet_edges(list(face.grid), face.key)
             if face.grid[y][x] != "o"}    # craters are neighbours, never squares
    m.tile_layer("edge", [[1 + EDGE_TILE if (x - mg, y - mg) in edges else 0
                           for x in range(w)] for y in range(h)])
    group = m.object_layer("orbit")
    t = PLANET_TILE
    for pos in moons.orbit(face):
        m.add_object(group, f"orbit_{pos.index}", "orbit", (pos.x + mg + 0.5) * t,
                     (pos.y + mg + 0.5) * t,
                     props={"index": pos.index, "lines": pos.label,
                            "start": pos.index in face.starts})
    path = out / f"moon_{face.key}.tmx"
    m.save(path)
    return path


def moon_maps(out: Path) -> list[Path]:
    """Write the moon tileset and the 7 moon maps; return the written paths."""
    tiles = out / "tilesets"
    _write(tiles / "moon.tsx", tileset_xml("moon", len(MOON_KINDS), 1, "moon.png",
                                           tile=PLANET_TILE, tiles=moon_tiles()))
    write_png(moon_tileset_pixels(), tiles / "moon.png")
    return [tiles / "moon.tsx", tiles / "moon.png",
            *(moon_map(out, face) for face in _moons().MOON_FACES)]


# --- Supermoon fragmented planet (SM-10, RECONSTRUCTED) ------------------------------------------

FRAGMENT_KINDS = (("S", "shuttle"),)  # local tile ids of tilesets/fragment.tsx
FRAGMENT_FIRSTGID = MOON_FIRSTGID + len(MOON_KINDS)


def _fragments() -> Any:
    """``game.supermoon.fragments`` (the faces), also when run as a script."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from game.supermoon import fragments

    return fragments


def fragment_tileset_pixels(seed: int = 2027) -> list[list[list[float]]]:
    """RGBA pixels of the fragment tileset: a land square with the shuttle icon, a small
    white shuttle with an orange flame pointing up-right."""
    tile = _planet_tile(random.Random(seed), "L")
    _paint(tile, (40, 34, 38, 255), 1, lambda x, y: _seg_dist(x, y, 9, 23, 21, 11) < 5.6)
    _paint(tile, (236, 240, 246, 255), 1, lambda x, y: _seg_dist(x, y, 9, 23, 21, 11) < 4.2)
    _paint(tile, (86, 148, 210, 255), 1, lambda x, y: math.hypot(x - 17, y - 15) < 1.8)
    _paint(tile, (240, 128, 40, 255), 1, lambda x, y: _seg_dist(x, y, 4, 28, 7, 25) < 2.2)
    return tile


def fragment_tiles() -> dict[int, dict[str, object]]:
    """Tile properties of the fragment tileset."""
    return {i: {"kind": letter} for i, (letter, _name) in enumerate(FRAGMENT_KINDS)}


def fragment_map(out: Path, face: FragmentFace) -> Path:
    """Write ``fragment_<key>.tmx`` for one fragment face, in its canonical frame."""
    frags = _fragments()
    w, h = face.width, face.height
    gid = {letter: 1 + i for i, (letter, _n) in enumerate(PLANET_KINDS)}
    gid.update({letter: FRAGMENT_FIRSTGID + i for i, (letter, _n) in enumerate(FRAGMENT_KINDS)})
    m = MapWriter(w, h, {"fragment": face.key, "name": f"Fragment {face.key}",
                         "number": face.fragment, "forbids": face.forbids,
                         "difficulty": face.difficulty,
                         "turns": frags.FRAGMENTS[face.fragment - 1].turns},
                  tile=PLANET_TILE)
    m.tileset("tilesets/planet.tsx")
    m.tileset("tilesets/fragment.tsx", FRAGMENT_FIRSTGID)
    m.tile_layer("squares", [[gid[c] for c in row] for row in face.grid])
    edges = frags.edge_squares(face)
    m.tile_layer("edge", [[1 + EDGE_TILE if (x, y) in edges else 0 for x in range(w)]
                          for y in range(h)])
    medals = m.object_layer("medals")
    t = PLANET_TILE
    for i, medal in enumerate(face.row_medals):
        m.add_object(medals, f"row_{i}", "row", -t, i * t, t, t, {"index": i, "medal": medal})
    for i, medal in enumerate(face.col_medals):
        m.add_object(medals, f"column_{i}", "column", i * t, -t, t, t,
                     {"index": i, "medal": medal})
    path = out / f"fragment_{face.key}.tmx"
    m.save(path)
    return path


def fragment_maps(out: Path) -> list[Path]:
    """Write the fragment tileset and the 8 fragment maps; return the written paths."""
    tiles = out / "tilesets"
    _write(tiles / "fragment.tsx", tileset_xml("fragment", len(FRAGMENT_KINDS), 1,
                                               "fragment.png", tile=PLANET_TILE,
                                               tiles=fragment_tiles()))
    write_png(fragment_tileset_pixels(), tiles / "fragment.png")
    return [tiles / "fragment.tsx", tiles / "fragment.png",
            *(fragment_map(out, face) for face in _fragments().FRAGMENT_FACES)]


SM_TABLE_W, SM_TABLE_H = 47, 33    # 940 x 660 px: the table area beside the log column
SM_LAYOUT = {"others": (8, 8, 924, 92), "own_board": (8, 108, 476, 476),
             "station": (492, 108, 250, 250), "cards": (750, 108, 182, 262),
             "corp": (492, 364, 440, 220), "bar": (8, 592, 924, 60)}
# inner, outer (px); the ring leaves 30 px above it (to the other players' cards) and below it
# (to the tracks) for the seat markers, which at 118 lay on a card at 5-6 seats and 150%
STATION_RADII = (59, 108)
STATION_DROP = 5                   # the centre below the region's (the cards above are nearer)
TRACK_NAMES = ("civ", "water", "biomass", "rover", "tech")
TRACK_STEP, TRACK_H, TRACK_GAP = 25, 36, 7


def supermoon_table_map(out: Path) -> Path:
    """Write ``supermoon_table.tmx``: the station, one corporation board's tracks, UI regions."""
    m = MapWriter(SM_TABLE_W, SM_TABLE_H, {"title": "Planet Unknown table"}, tile=20)
    sx, sy, sw, sh = SM_LAYOUT["station"]
    cx, cy = sx + sw / 2, sy + sh / 2 + STATION_DROP
    inner, outer = STATION_RADII
    station = m.object_layer("station")
    m.add_object(station, "centre", "station", cx - outer, cy - outer, 2 * outer, 2 * outer,
                 {"inner_radius": inner, "outer_radius": outer}, ellipse=True)
    mid = (inner + outer) / 2
    for d in range(6):         # PU-1.2: depot 0 at the top, numbered clockwise
        angle = math.tau * d / 6
        m.add_object(station, f"depot_{d}", "depot", cx + mid * math.sin(angle),
                     cy - mid * math.cos(angle), props={"index": d})
    tracks = m.object_layer("tracks")
    kx, ky, kw, kh = SM_LAYOUT["corp"]
    x0 = kx + (kw - 17 * TRACK_STEP) / 2   # rows, step 0 at the left; rover has step 16
    y0 = ky + kh - 5 * TRACK_H - 4 * TRACK_GAP
    for i, name in enumerate(TRACK_NAMES):
        steps = 17 if name == "rover" else 16
        m.add_object(tracks, f"track_{name}", "track", x0, y0 + i * (TRACK_H + TRACK_GAP),
                     steps * TRACK_STEP, TRACK_H, {"index": i, "steps": steps})
    layout = m.object_layer("layout")
    for name, (x, y, w, h) in SM_LAYOUT.items():
        m.add_object(layout, name, "region", x, y, w, h)
    path = out / "supermoon_table.tmx"
    m.save(path)
    return path


def supermoon_maps(out: Path) -> list[Path]:
    """Write the planet tileset, the 13 planet maps and the table; return the written paths."""
    tiles = out / "tilesets"
    _write(tiles / "planet.tsx", tileset_xml("planet", PLANET_COLUMNS, PLANET_ROWS, "planet.png",
                                             tile=PLANET_TILE, tiles=planet_tiles()))
    write_png(planet_tileset_pixels(), tiles / "planet.png")
    planets = json.loads(PLANETS_JSON.read_text(encoding="utf-8"))["planets"]
    written = [tiles / "planet.tsx", tiles / "planet.png"]
    written += [planet_map(out, p) for p in sorted(planets, key=lambda p: p["id"])]
    written.append(supermoon_table_map(out))
    return written


def generate(out: Path) -> list[Path]:
    """Write every map and tileset under ``out``; return the written paths."""
    tiles = out / "tilesets"
    _write(tiles / "space.tsx", tileset_xml("space", SPACE_COLUMNS, SPACE_ROWS, "space.png"))
    write_png(space_tileset_pixels(), tiles / "space.png")
    _write(tiles / "felt.tsx", tileset_xml("felt", FELT_COLUMNS, FELT_ROWS, "felt.png"))
    write_png(felt_tileset_pixels(), tiles / "felt.png")
    ring_map(out)
    table_map(out)
    return [tiles / "space.tsx", tiles / "space.png", tiles / "felt.tsx", tiles / "felt.png",
            out / "moonstar_ring.tmx", out / "moonwakers_table.tmx", *supermoon_maps(out),
            *moon_maps(out), *fragment_maps(out)]


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--out", type=Path, default=ROOT / "maps", help="output directory")
    args = parser.parse_args(argv)
    for path in generate(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
