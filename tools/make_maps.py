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

The generator's parts live in the ``tools/mapgen`` package (Tiled writing, the sky and felt art,
the Moonstar/Moonwakers tables, the Planet Unknown planets, the Supermoon moons and fragments);
this script runs them and re-exports the names other tools and tests use
(``tools/make_tsukuyumi_maps.py`` builds on :class:`MapWriter`).

Usage: ``python tools/make_maps.py [--out DIR]``
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

_TOOLS = str(Path(__file__).resolve().parent)
if _TOOLS not in sys.path:  # the mapgen package sits beside this script (tools/ is no package)
    sys.path.insert(0, _TOOLS)

from mapgen import ROOT  # noqa: E402
from mapgen.fragments import fragment_maps  # noqa: E402
from mapgen.moons import moon_maps  # noqa: E402
from mapgen.planets import supermoon_maps  # noqa: E402
from mapgen.sky import (  # noqa: E402
    FELT_COLUMNS,
    FELT_ROWS,
    SPACE_COLUMNS,
    SPACE_ROWS,
    felt_tileset_pixels,
    space_tileset_pixels,
)
from mapgen.tables import ring_map, table_map  # noqa: E402
from mapgen.tiled import (  # noqa: E402
    TILE,
    TILED_VERSION,
    TMX_VERSION,
    MapWriter,
    _properties,
    _write,
    tileset_xml,
    write_png,
)

# Re-exported: tools/make_tsukuyumi_maps.py writes its maps with these, the tests call the
# generators.
__all__ = [
    "ROOT", "TILE", "TILED_VERSION", "TMX_VERSION", "MapWriter", "_properties", "_write",
    "fragment_maps", "generate", "main", "moon_maps", "ring_map", "supermoon_maps", "table_map",
    "tileset_xml", "write_png",
]


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
