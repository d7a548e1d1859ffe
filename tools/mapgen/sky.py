"""The night-sky (``space``) and card-table felt (``felt``) tileset art, and a sky background
layer of sparse stars and nebula blocks."""

from __future__ import annotations

import math
import random

from .tiled import TILE

# --- tileset art --------------------------------------------------------------------------------

SPACE_COLUMNS, SPACE_ROWS = 8, 6   # rows 0-1: 16 sky tiles; rows 2-5: two 4x4 nebula blocks
SKY_PLAIN = range(0, 8)            # local tile ids: plain navy
SKY_DIM = range(8, 14)             # one or two faint stars
SKY_BRIGHT = range(14, 16)         # one brighter star with a soft cross
NEBULA_BLOCKS = ((0, 2), (4, 2))   # (column, row) of each block's top-left tile
NAVY = (11, 15, 36)
FELT_COLUMNS, FELT_ROWS = 4, 2
FELT = (20, 46, 56)


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
