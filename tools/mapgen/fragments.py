"""The Supermoon fragmented planet (SM-10, RECONSTRUCTED): the fragment tileset and the 8
``fragment_<key>.tmx`` maps, each face in its canonical 6x6 frame."""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import ROOT
from .moons import MOON_FIRSTGID, MOON_KINDS
from .planets import EDGE_TILE, PLANET_KINDS, PLANET_TILE, _paint, _planet_tile, _seg_dist
from .tiled import MapWriter, _write, tileset_xml, write_png

if TYPE_CHECKING:
    from game.supermoon.fragments import FragmentFace


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
