"""Building a board with the state's generator: standard, random, or a scenario layout filled.

All draws come from `game.core.rng.Rng` (immutable; TS-42.12), so the same seed and options give
the same board; each builder returns the board and the next generator.

- `standard_board` (TS-2.5): ring 2 full, the remaining tiles on uniformly random ring-3
  positions; a random tile of the pool (TS-2.6) and a random rotation 0–5 per position.
- `random_board` (TS-2.23, TS-2.24): the fan generator's ring sweep with one of the four scatter
  presets, with an exact hole test.
- `fill_layout` (TS-12.2, grey tiles = random): a scenario's positions filled with random tiles,
  fixed-type positions first.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from game.core.rng import Rng
from game.tsukuyumi.board import (
    MOON_POSITIONS,
    Board,
    Pos,
    Zone,
    area_zone,
    moon_zones,
    neighbours,
    ring_positions,
    would_enclose,
)
from game.tsukuyumi.tiles import ROTATIONS, TILE_KINDS, TILES, TileType, tile_kind

# TS-2.4: area tiles besides the Moon per player count (2 players: built by the players,
# TS-13.4; 5-6 players are Stage 3).
TILES_PER_PLAYERS: dict[int, int] = {2: 10, 3: 21, 4: 28}
MAX_RING = 12  # TS-2.24: the rings 2 … 12 around the Moon are swept
MAX_SWEEPS = 1000  # a safety net: every preset places a tile within a few sweeps


@dataclass(frozen=True)
class ScatterPreset:
    """A random-board preset (TS-2.23)."""

    tile_probability: float
    neighbours_required: int
    holes_allowed: bool


# TS-2.23 (fonse/tsukuyumi README "Scatter Level"); "none" is the standard layout of TS-2.5.
SCATTER_PRESETS: dict[str, ScatterPreset] = {
    "none": ScatterPreset(1.0, 1, False),
    "low": ScatterPreset(0.75, 2, False),
    "mid": ScatterPreset(0.75, 1, False),
    "high": ScatterPreset(0.5, 1, True),
}
DEFAULT_SCATTER = "low"


def tile_count(players: int) -> int:
    """The number of area tiles of the standard setup for a player count (TS-2.4)."""
    try:
        return TILES_PER_PLAYERS[players]
    except KeyError:
        raise ValueError(f"no standard board for {players} players") from None


def _check_count(tiles: int, pool: Sequence[TileType]) -> None:
    if not 0 <= tiles <= len(pool):
        raise ValueError(f"cannot place {tiles} tiles from a pool of {len(pool)}")


def _lay(zones: list[Zone], pos: Pos, tile: TileType, rng: Rng) -> Rng:
    """Append the zone of `tile` at `pos` with a rotation drawn now (TS-2.24)."""
    rotation, rng = rng.randint(0, ROTATIONS - 1)
    zones.append(area_zone(pos, tile, rotation))
    return rng


def standard_board(rng: Rng, tiles: int = 21,
                   pool: Sequence[TileType] = TILES) -> tuple[Board, Rng]:
    """The standard layout (TS-2.5): ring 2 filled, the rest on random ring-3 positions."""
    _check_count(tiles, pool)
    ring2, ring3 = ring_positions(2), ring_positions(3)
    if not len(ring2) <= tiles <= len(ring2) + len(ring3):
        # Fewer than 12 is the 2-player board, which the players build (TS-13.4).
        raise ValueError(f"the standard layout takes 12 to 30 tiles, not {tiles}")
    shuffled, rng = rng.shuffle(ring3)
    positions = (ring2 + shuffled)[:tiles]
    # Drawing the tiles as one shuffle of the pool is drawing a random tile per position
    # without replacement.
    drawn, rng = rng.shuffle(pool)
    zones = list(moon_zones())
    for pos, tile in zip(positions, drawn, strict=False):
        rng = _lay(zones, pos, tile, rng)
    return Board(zones=tuple(zones)), rng


def random_board(rng: Rng, tiles: int = 21, scatter: str = DEFAULT_SCATTER,
                 pool: Sequence[TileType] = TILES) -> tuple[Board, Rng]:
    """The random board (TS-2.23/2.24): sweep rings 2…12 until `tiles` area tiles are placed."""
    preset = SCATTER_PRESETS[scatter]
    _check_count(tiles, pool)
    # The tiles are shuffled first and taken in placement order (TS-2.24).
    drawn, rng = rng.shuffle(pool)
    occupied: set[Pos] = set(MOON_POSITIONS)
    zones = list(moon_zones())
    placed = 0
    sweeps = 0
    while placed < tiles:
        sweeps += 1
        if sweeps > MAX_SWEEPS:
            raise RuntimeError(f"random board: no progress after {MAX_SWEEPS} sweeps")
        for radius in range(2, MAX_RING + 1):
            if placed >= tiles:
                break  # DECISION: stop drawing once the board is complete
            empty = [p for p in ring_positions(radius) if p not in occupied]
            order, rng = rng.shuffle(empty)
            for pos in order:
                if placed >= tiles:
                    break
                # (1) enough neighbours already on the board, moon zones included
                if sum(n in occupied for n in neighbours(pos)) < preset.neighbours_required:
                    continue
                # (2) no new hole unless the preset allows holes
                if not preset.holes_allowed and would_enclose(occupied, pos):
                    continue
                # (3) the draw, only for positions that passed (1) and (2)
                roll, rng = rng.random()
                if roll >= preset.tile_probability:
                    continue
                rng = _lay(zones, pos, drawn[placed], rng)
                occupied.add(pos)
                placed += 1
    return Board(zones=tuple(zones)), rng


def fill_layout(positions: Iterable[Pos], fixed_types: Mapping[Pos, str], rng: Rng,
                fertile_exact: bool = False,
                pool: Sequence[TileType] = TILES) -> tuple[Board, Rng]:
    """A scenario layout with random grey tiles (TS-12.2, grey_tiles = random).

    The fixed-type positions (sorted) first get a random tile of their kind (`tile_kind`:
    ocean = plain ocean floor, fertile, mountain, radioactive, unstable, tsukuyumi) and a random
    rotation; then every other position (sorted) a random tile from the rest of the pool,
    fertile tiles excluded when `fertile_exact` (the fixed fertile positions are then the only
    fertile tiles), and a random rotation.
    """
    board, rng, rest = fill_fixed_types(positions, fixed_types, rng, pool)
    if fertile_exact:
        rest = tuple(t for t in rest if t.zone_type != "fertile")
    grey = sorted(set(positions) - set(fixed_types))
    if len(grey) > len(rest):
        raise ValueError(f"{len(grey)} grey positions but only {len(rest)} tiles left")
    zones = list(board.zones)
    left = list(rest)
    for pos in grey:
        index, rng = rng.randint(0, len(left) - 1)
        rng = _lay(zones, pos, left.pop(index), rng)
    return Board(zones=tuple(zones)), rng


def fill_fixed_types(positions: Iterable[Pos], fixed_types: Mapping[Pos, str], rng: Rng,
                     pool: Sequence[TileType] = TILES
                     ) -> tuple[Board, Rng, tuple[TileType, ...]]:
    """The Moon and the fixed-type positions filled at random; also the tiles left (TS-12.2).

    The first step of both grey-tile options: with grey_tiles = chosen the seats then pick
    from the tiles left for the remaining positions.
    """
    wanted = set(positions)
    if wanted & set(MOON_POSITIONS):
        raise ValueError("a layout position lies on the Moon")
    if not set(fixed_types) <= wanted:
        raise ValueError("a fixed type lies outside the layout's positions")
    left = list(pool)
    zones = list(moon_zones())
    for pos in sorted(fixed_types):
        kind = fixed_types[pos]
        if kind not in TILE_KINDS:
            raise ValueError(f"unknown tile kind {kind!r} at {pos}")
        fitting = [i for i, t in enumerate(left) if tile_kind(t) == kind]
        if not fitting:
            raise ValueError(f"no {kind} tile left in the pool for {pos}")
        choice, rng = rng.choice(fitting)
        rng = _lay(zones, pos, left.pop(choice), rng)
    return Board(zones=tuple(zones)), rng, tuple(left)
