"""Author Tsukuyumi's Tiled maps from the scenario data (TS-41.7-41.13, deterministic).

Reads ``game/tsukuyumi/data/scenarios.json`` through ``game.tsukuyumi.scenarios`` and writes,
under ``maps/`` (or ``--out DIR``):

- ``tsukuyumi_slots.tsx``: the shared slot tileset (TS-41.9), an image collection (columns 0)
  of the 14 slots in :data:`game.tsukuyumi.scenarios.SLOTS` order (local ids 0-13), each tile
  with a string property ``slot`` and an image ``tsukuyumi_slots/<slot>.png``;
- ``tsukuyumi_slots/<slot>.png``: placeholder art, 128 x 110, a flat-top hex in the cell
  outline Tiled draws for this grid (corners (0,55) (32,0) (96,0) (128,55) (96,110) (32,110))
  filled with a colour of its own per slot, a darker rim and a short drawn label (``MC`` moon
  centre, ``M`` moon, ``?`` grey area, ``F`` ``MT`` ``O`` ``R`` ``U`` ``T`` fixed types,
  ``A`` ``B`` ``C`` start slots, ``X`` forbidden, ``H`` hole), transparent outside;
- ``tsukuyumi_groups.tsx`` + ``tsukuyumi_groups/group_<n>.png``: DECISION (TS-41.10 leaves the
  group tiles' tileset open): a second image-collection tileset of 3 tiles with an int
  property ``group`` (1-3), so that the slot tileset keeps exactly the 14 slot tiles of
  TS-41.9. Its images are overlays: a hex rim in the group's colour and the group's digit,
  transparent inside, drawn above the zones;
- ``tsukuyumi_standard.tmx`` (the Moon alone) and ``tsukuyumi_<id>.tmx`` for the seven
  scenarios. Format (TS-41.8): orientation ``hexagonal``, staggeraxis ``x``, staggerindex
  ``odd``, tilewidth 128, tileheight 110, hexsidelength 64. Cell (col, row) is axial
  q = col, r = row - (col - (col & 1)) / 2 (``game.core.hexgrid.hex_to_tiled``); the layout is
  shifted in axial coordinates so that every painted cell has one empty cell all round it, and
  a reader subtracts the moon-centre cell's axial coordinates to get back to the Moon at (0,0).
  Layers: tile layer ``zones`` (one slot per painted cell, gid 0 elsewhere), tile layer
  ``groups`` (Contrôle only: the group tile on each grouped position; tileset firstgid 15),
  object layer ``markers`` (empty: no reconstructed layout pre-places an edge marker; point
  objects with properties q, r, dir, kind may be added in Tiled, TS-41.10). Map properties
  (TS-41.11): game, scenario, name_fr, name_en, players, tiles, fertile_exact, rules, stage,
  house_variant_players, and ``reconstructed`` (bool, the layout is not a printed diagram).

The XML is written with ``xml.etree`` through the helpers of ``tools/make_maps.py`` (the same
Tiled 1.10 serialisation), the PNGs with the standard library's ``zlib`` (no image library).
A re-run rewrites identical files; ``tests/tsukuyumi/test_maps.py`` checks the committed
outputs against this generator.

Usage: ``python tools/make_tsukuyumi_maps.py [--out DIR]``
"""

from __future__ import annotations

import argparse
import math
import struct
import sys
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for _p in (str(ROOT), str(ROOT / "tools")):
    if _p not in sys.path:
        sys.path.insert(0, _p)

import make_maps  # noqa: E402  (tools/ is not a package: found through sys.path above)

from game.core.hexgrid import Hex, hex_to_tiled  # noqa: E402
from game.tsukuyumi import scenarios as S  # noqa: E402

TILE_W, TILE_H, HEX_SIDE = 128, 110, 64           # TS-41.8
STAGGER_AXIS, STAGGER_INDEX = "x", "odd"
MARGIN = 1                                         # empty cells round the painted ones
SLOT_TILESET = "tsukuyumi_slots"
GROUP_TILESET = "tsukuyumi_groups"
GROUP_FIRSTGID = 1 + len(S.SLOTS)
GROUP_COUNT = 3

SLOT_STYLE: dict[str, tuple[tuple[int, int, int], str]] = {
    "moon_centre": ((244, 236, 196), "MC"),
    "moon": ((190, 186, 170), "M"),
    "area": ((150, 150, 150), "?"),
    "area_fertile": ((92, 170, 72), "F"),
    "area_mountain": ((138, 98, 66), "MT"),
    "area_ocean": ((52, 108, 176), "O"),
    "area_radioactive": ((214, 206, 46), "R"),
    "area_unstable": ((150, 84, 178), "U"),
    "area_tsukuyumi": ((226, 132, 190), "T"),
    "start_A": ((208, 64, 56), "A"),
    "start_B": ((48, 168, 176), "B"),
    "start_C": ((232, 160, 40), "C"),
    "forbidden_X": ((84, 84, 92), "X"),
    "hole": ((24, 22, 30), "H"),
}
"""Fill colour and label of every slot's placeholder image (a colour of its own, TS-41.9)."""
GROUP_COLOURS = {1: (232, 64, 64), 2: (64, 124, 236), 3: (244, 204, 40)}

# 5 x 7 bitmap glyphs for the labels ('#' = ink).
GLYPHS = {
    "M": ("#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"),
    "C": (".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."),
    "?": (".###.", "#...#", "....#", "...#.", "..#..", ".....", "..#.."),
    "F": ("#####", "#....", "#....", "####.", "#....", "#....", "#...."),
    "T": ("#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."),
    "O": (".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."),
    "R": ("####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"),
    "U": ("#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."),
    "A": (".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"),
    "B": ("####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."),
    "X": ("#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"),
    "H": ("#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"),
    "1": ("..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."),
    "2": (".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"),
    "3": ("####.", "....#", "....#", ".###.", "....#", "....#", "####."),
}

Pixels = list[list[list[int]]]
"""Rows of [r, g, b, a] pixels."""


# --- PNG art (zlib only) -----------------------------------------------------------------------


def png_bytes(pixels: Pixels) -> bytes:
    """Encode RGBA pixel rows as an 8-bit RGBA PNG (filter 0 on every row)."""
    h, w = len(pixels), len(pixels[0])
    raw = b"".join(b"\x00" + bytes(c for px in row for c in px) for row in pixels)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def _hex_depth(x: float, y: float) -> float:
    """Distance in px from (x, y) inward to the edge of Tiled's hex cell (< 0 outside)."""
    dx, dy = abs(x - TILE_W / 2), abs(y - TILE_H / 2)
    half_h, slope_x = TILE_H / 2, (TILE_W - HEX_SIDE) / 2
    slanted = (TILE_W / 2 - dx - slope_x * dy / half_h) * half_h / math.hypot(half_h, slope_x)
    return min(half_h - dy, slanted)


def _blank() -> Pixels:
    return [[[0, 0, 0, 0] for _x in range(TILE_W)] for _y in range(TILE_H)]


def _text(img: Pixels, text: str, cx: float, cy: float, scale: int,
          colour: tuple[int, int, int]) -> None:
    """Draw ``text`` in the 5x7 glyphs, centred on (cx, cy), ``scale`` px per glyph dot."""
    gap = scale
    width = len(text) * 5 * scale + (len(text) - 1) * gap
    x0, y0 = round(cx - width / 2), round(cy - 7 * scale / 2)
    for i, ch in enumerate(text):
        gx = x0 + i * (5 * scale + gap)
        for row, line in enumerate(GLYPHS[ch]):
            for col, dot in enumerate(line):
                if dot != "#":
                    continue
                for y in range(y0 + row * scale, y0 + (row + 1) * scale):
                    for x in range(gx + col * scale, gx + (col + 1) * scale):
                        img[y][x][:3] = colour


def _ink(fill: tuple[int, int, int]) -> tuple[int, int, int]:
    luminance = 0.299 * fill[0] + 0.587 * fill[1] + 0.114 * fill[2]
    return (24, 22, 30) if luminance > 140 else (246, 244, 238)


def slot_pixels(slot: str) -> Pixels:
    """The placeholder image of one slot: its hex filled with its colour, a rim, a label."""
    fill, label = SLOT_STYLE[slot]
    rim = tuple(round(c * 0.62) for c in fill)
    img = _blank()
    for y in range(TILE_H):
        for x in range(TILE_W):
            depth = _hex_depth(x + 0.5, y + 0.5)
            alpha = max(0.0, min(1.0, depth + 0.5))
            if alpha > 0:
                img[y][x] = [*(rim if depth < 4 else fill), round(255 * alpha)]
    _text(img, label, TILE_W / 2, TILE_H / 2, 5, _ink(fill))
    return img


def group_pixels(group: int) -> Pixels:
    """The overlay of one group: a rim in its colour and its digit, transparent inside."""
    colour = GROUP_COLOURS[group]
    img = _blank()
    for y in range(TILE_H):
        for x in range(TILE_W):
            depth = _hex_depth(x + 0.5, y + 0.5)
            alpha = max(0.0, min(1.0, depth + 0.5)) if depth < 7 else 0.0
            if alpha > 0:
                img[y][x] = [*colour, round(255 * alpha)]
    cx, cy, radius = TILE_W / 2, TILE_H - 24, 15
    for y in range(TILE_H):
        for x in range(TILE_W):
            if math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= radius:
                img[y][x] = [250, 250, 246, 255]
    _text(img, str(group), cx, cy, 3, colour)
    return img


def write_png(pixels: Pixels, path: Path) -> None:
    """Save RGBA pixel rows as a PNG file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(png_bytes(pixels))


# --- TSX / TMX ---------------------------------------------------------------------------------


def collection_tileset(name: str, tiles: list[tuple[dict[str, object], str]]) -> ET.Element:
    """An image-collection tileset (columns 0): one (properties, image path) per tile."""
    ts = ET.Element("tileset", {
        "version": make_maps.TMX_VERSION, "tiledversion": make_maps.TILED_VERSION,
        "name": name, "tilewidth": str(TILE_W), "tileheight": str(TILE_H),
        "tilecount": str(len(tiles)), "columns": "0"})
    ET.SubElement(ts, "grid", {"orientation": "orthogonal", "width": "1", "height": "1"})
    for tid, (props, image) in enumerate(tiles):
        tile = ET.SubElement(ts, "tile", {"id": str(tid)})
        make_maps._properties(tile, props)
        ET.SubElement(tile, "image", {"source": image, "width": str(TILE_W),
                                      "height": str(TILE_H)})
    return ts


class HexMapWriter(make_maps.MapWriter):
    """A Tiled flat-top hex map (TS-41.8), attributes in the order Tiled 1.10 writes them."""

    def __init__(self, width: int, height: int, props: dict[str, object]) -> None:
        super().__init__(width, height, props, tile=TILE_W)
        old = dict(self.root.attrib)
        self.root.attrib.clear()
        self.root.attrib.update({
            "version": old["version"], "tiledversion": old["tiledversion"],
            "orientation": "hexagonal", "renderorder": "right-down",
            "width": str(width), "height": str(height),
            "tilewidth": str(TILE_W), "tileheight": str(TILE_H),
            "infinite": "0", "hexsidelength": str(HEX_SIDE),
            "staggeraxis": STAGGER_AXIS, "staggerindex": STAGGER_INDEX,
            "nextlayerid": "0", "nextobjectid": "0"})


def map_properties(s: S.Scenario) -> dict[str, object]:
    """The map properties of TS-41.11 (and ``reconstructed``) for one layout."""
    return {
        "game": "tsukuyumi", "scenario": s.id, "name_fr": s.name_fr, "name_en": s.name_en,
        "players": ",".join(map(str, s.players)), "tiles": s.tiles,
        "fertile_exact": s.fertile_exact, "rules": ",".join(s.rules), "stage": s.stage,
        "house_variant_players": ",".join(map(str, s.house_variant_players)),
        "reconstructed": s.reconstructed}


def placement(cells: dict[S.Pos, Any]) -> tuple[Hex, int, int]:
    """The axial shift and the map size putting ``cells`` MARGIN cells inside the map."""
    qs = [q for q, _r in cells]
    shift_q = MARGIN - min(qs)
    rows = [hex_to_tiled(Hex(q + shift_q, r), STAGGER_AXIS, STAGGER_INDEX)[1] for q, r in cells]
    shift = Hex(shift_q, MARGIN - min(rows))   # a shift of r moves every row alike
    offsets = [hex_to_tiled(Hex(q, r) + shift, STAGGER_AXIS, STAGGER_INDEX) for q, r in cells]
    return (shift, max(c for c, _ in offsets) + 1 + MARGIN,
            max(r for _, r in offsets) + 1 + MARGIN)


def _gids(cells: dict[S.Pos, int], shift: Hex, width: int, height: int) -> list[list[int]]:
    grid = [[0] * width for _ in range(height)]
    for (q, r), gid in cells.items():
        col, row = hex_to_tiled(Hex(q, r) + shift, STAGGER_AXIS, STAGGER_INDEX)
        grid[row][col] = gid
    return grid


def layout_map(out: Path, s: S.Scenario) -> Path:
    """Write ``tsukuyumi_<id>.tmx`` for one layout."""
    slot_gid = {slot: 1 + i for i, slot in enumerate(S.SLOTS)}
    cells = s.cells()
    shift, width, height = placement(cells)
    m = HexMapWriter(width, height, map_properties(s))
    m.tileset(f"{SLOT_TILESET}.tsx")
    groups = s.group_cells()
    if groups:
        m.tileset(f"{GROUP_TILESET}.tsx", GROUP_FIRSTGID)
    m.tile_layer("zones", _gids({p: slot_gid[c] for p, c in cells.items()}, shift, width,
                                height))
    if groups:
        m.tile_layer("groups", _gids({p: GROUP_FIRSTGID + g - 1 for p, g in groups.items()},
                                     shift, width, height))
    m.object_layer("markers")
    path = out / f"tsukuyumi_{s.id}.tmx"
    m.save(path)
    return path


def generate(out: Path) -> list[Path]:
    """Write the tilesets, their images and the eight maps under ``out``; return the paths."""
    written: list[Path] = []
    slot_tiles: list[tuple[dict[str, object], str]] = []
    for slot in S.SLOTS:
        image = f"{SLOT_TILESET}/{slot}.png"
        write_png(slot_pixels(slot), out / image)
        written.append(out / image)
        slot_tiles.append(({"slot": slot}, image))
    group_tiles: list[tuple[dict[str, object], str]] = []
    for group in range(1, GROUP_COUNT + 1):
        image = f"{GROUP_TILESET}/group_{group}.png"
        write_png(group_pixels(group), out / image)
        written.append(out / image)
        group_tiles.append(({"group": group}, image))
    for name, tiles in ((SLOT_TILESET, slot_tiles), (GROUP_TILESET, group_tiles)):
        make_maps._write(out / f"{name}.tsx", collection_tileset(name, tiles))
        written.append(out / f"{name}.tsx")
    written += [layout_map(out, s) for s in S.LAYOUTS]
    return written


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    parser.add_argument("--out", type=Path, default=ROOT / "maps", help="output directory")
    args = parser.parse_args(argv)
    for path in generate(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
