"""Planet Unknown (game id "supermoon"): the planet tileset and its square art, the 13
``planet_<key>.tmx`` maps, and the table area (``supermoon_table.tmx``)."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

from . import ROOT
from .tiled import MapWriter, _write, tileset_xml, write_png

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
