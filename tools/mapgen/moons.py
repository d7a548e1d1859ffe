"""The Supermoon moons (SM-6, RECONSTRUCTED): the moon tileset and the 7 ``moon_<key>.tmx``
maps, each with a one-cell margin for the orbital positions."""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import ROOT
from .planets import (
    EDGE_TILE,
    PLANET_COLUMNS,
    PLANET_KINDS,
    PLANET_ROWS,
    PLANET_TILE,
    _paint,
    _planet_tile,
    _seg_dist,
    planet_edges,
)
from .tiled import MapWriter, _write, tileset_xml, write_png

if TYPE_CHECKING:
    from game.supermoon.moons import MoonFace


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
