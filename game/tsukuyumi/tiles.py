"""The 37 area tiles of the base box (TS-1.1, TS-2.6, TS-9.14), loaded once from `data/tiles.json`.

Each tile has a zone type (ocean floor, fertile ground, mountain), a mountain value (15 or 20 on
mountains, else 0), at most one printed characteristic (radioactive, unstable, tsukuyumi) and
the edge indices of its printed barriers (red borders) before rotation. Types, values and
barrier patterns come from the fan board generator (FG); which 37 of its 44 non-expansion tiles
are in the base box is RECONSTRUCTED (see the file's header). Only the coloured side is used in
the base game (TS-1.1).

Edge indices are numbered like the board directions of TS-41.1 (`game.core.hexgrid.DIRECTIONS`):
at rotation `rot` a printed barrier on edge `e` lies on board direction `(e + rot) % 6`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parent / "data"

ZONE_TYPES = ("ocean", "fertile", "mountain")  # printed on area tiles (TS-9.2)
CHARACTERISTICS = ("radioactive", "unstable", "tsukuyumi")  # TS-9.4
MOUNTAIN_VALUES = (15, 20)  # Montagne +X (TS-9.2)
ROTATIONS = 6


@dataclass(frozen=True)
class TileType:
    """One physical area tile of the pool: id, type, mountain value, characteristic, barriers."""

    tile_id: str
    zone_type: str  # one of ZONE_TYPES
    mountain: int  # 15 or 20 on a mountain, else 0
    characteristic: str  # '' or one of CHARACTERISTICS
    barriers: tuple[int, ...]  # printed barrier edge indices before rotation, sorted


def _tile(raw: dict[str, Any]) -> TileType:
    tile = TileType(
        tile_id=str(raw["id"]),
        zone_type=str(raw["type"]),
        mountain=int(raw["mountain"]),
        characteristic=str(raw["characteristic"]),
        barriers=tuple(sorted(int(e) for e in raw["barriers"])),
    )
    # A bad data file must fail at import, not in the middle of a game.
    if tile.zone_type not in ZONE_TYPES:
        raise ValueError(f"tile {tile.tile_id}: unknown type {tile.zone_type!r}")
    if (tile.zone_type == "mountain") != (tile.mountain in MOUNTAIN_VALUES) or \
            (tile.zone_type != "mountain" and tile.mountain != 0):
        raise ValueError(f"tile {tile.tile_id}: bad mountain value {tile.mountain}")
    if tile.characteristic and tile.characteristic not in CHARACTERISTICS:
        raise ValueError(f"tile {tile.tile_id}: unknown characteristic {tile.characteristic!r}")
    if any(not 0 <= e < ROTATIONS for e in tile.barriers) or \
            len(set(tile.barriers)) != len(tile.barriers):
        raise ValueError(f"tile {tile.tile_id}: bad barrier edges {tile.barriers}")
    return tile


def _load() -> tuple[TileType, ...]:
    raw = json.loads((DATA_DIR / "tiles.json").read_text(encoding="utf-8"))
    tiles = tuple(_tile(t) for t in raw["tiles"])
    if len({t.tile_id for t in tiles}) != len(tiles):
        raise ValueError("tiles.json: duplicate tile id")
    return tiles


TILES: tuple[TileType, ...] = _load()
TILE_BY_ID: dict[str, TileType] = {t.tile_id: t for t in TILES}


def barriers_after_rotation(tile: TileType, rot: int) -> tuple[int, ...]:
    """The board directions of a tile's printed barriers at rotation `rot`, sorted (TS-9.14)."""
    return tuple(sorted((e + rot) % ROTATIONS for e in tile.barriers))


def tile_kind(tile: TileType) -> str:
    """The slot kind a scenario may fix for a tile: its characteristic, else its type (TS-12.2).

    DECISION: "ocean" means a plain ocean-floor tile; an ocean-floor tile with a characteristic
    is of kind radioactive, unstable or tsukuyumi (the slots of TS-41.9 name them apart).
    """
    return tile.characteristic or tile.zone_type


TILE_KINDS = ZONE_TYPES + CHARACTERISTICS
