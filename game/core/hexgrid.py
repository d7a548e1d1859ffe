"""Hexagonal grid geometry: axial/cube coordinates, layouts, edges and Tiled conversions.

Follows Red Blob Games' "Hexagonal Grids" guide: a `Hex(q, r)` is an axial coordinate whose
third cube coordinate is `s = -q - r`. Directions are numbered 0..5 in one fixed order
(`DIRECTIONS`) so that rules data such as "barrier on edge 2 of hex (1, 0)" means the same
thing everywhere. An edge between two hexes has exactly one canonical id (`Edge`), which is
what Tsukuyumi's barriers are keyed by.

Tiled stores hex maps as staggered offset grids (`staggeraxis` x|y, `staggerindex`
odd|even); `tiled_to_hex` / `hex_to_tiled` map those cells to axial coordinates and
`tiled_tile_to_screen` reproduces `HexagonalRenderer::tileToScreenCoords` so a board drawn
by the app lines up with the map as the Tiled editor shows it.

Pure stdlib; no pygame.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

SQRT3 = math.sqrt(3.0)


@dataclass(frozen=True, order=True)
class Hex:
    """An axial hex coordinate; `s` is the implied third cube coordinate."""

    q: int
    r: int

    @property
    def s(self) -> int:
        """The cube coordinate s = -q - r."""
        return -self.q - self.r

    def __add__(self, other: Hex) -> Hex:
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def scale(self, k: int) -> Hex:
        """This vector multiplied by an integer."""
        return Hex(self.q * k, self.r * k)

    def neighbour(self, direction: int) -> Hex:
        """The adjacent hex in `direction` (0..5, see DIRECTIONS)."""
        return self + DIRECTIONS[direction % 6]

    def neighbours(self) -> tuple[Hex, ...]:
        """The six adjacent hexes, in direction order."""
        return tuple(self + d for d in DIRECTIONS)

    def distance(self, other: Hex) -> int:
        """Number of steps between two hexes."""
        d = self - other
        return (abs(d.q) + abs(d.r) + abs(d.s)) // 2

    def length(self) -> int:
        """Distance from the origin."""
        return (abs(self.q) + abs(self.r) + abs(self.s)) // 2

    def rotate_left(self, center: Hex | None = None) -> Hex:
        """Rotate 60° counter-clockwise about `center` (origin by default)."""
        c = center or ORIGIN
        v = self - c
        return c + Hex(-v.s, -v.q)

    def rotate_right(self, center: Hex | None = None) -> Hex:
        """Rotate 60° clockwise about `center` (origin by default)."""
        c = center or ORIGIN
        v = self - c
        return c + Hex(-v.r, -v.s)

    def rotate(self, steps: int, center: Hex | None = None) -> Hex:
        """Rotate by `steps` × 60° clockwise (negative = counter-clockwise)."""
        out = self
        for _ in range(steps % 6):
            out = out.rotate_right(center)
        return out


ORIGIN = Hex(0, 0)
# Red Blob's order: east, north-east, north-west, west, south-west, south-east (pointy-top
# naming). Direction d and (d + 3) % 6 are opposite.
DIRECTIONS: tuple[Hex, ...] = (
    Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1),
)
DIAGONALS: tuple[Hex, ...] = (
    Hex(2, -1), Hex(1, -2), Hex(-1, -1), Hex(-2, 1), Hex(-1, 2), Hex(1, 1),
)


def opposite(direction: int) -> int:
    """The direction pointing back."""
    return (direction + 3) % 6


def direction_between(a: Hex, b: Hex) -> int:
    """The direction from `a` to its neighbour `b`; ValueError if they are not adjacent."""
    try:
        return DIRECTIONS.index(b - a)
    except ValueError:
        raise ValueError(f"{a} and {b} are not neighbours") from None


def ring(center: Hex, radius: int) -> tuple[Hex, ...]:
    """Hexes exactly `radius` away, starting south-west of center, going round in order."""
    if radius < 0:
        raise ValueError("radius must be >= 0")
    if radius == 0:
        return (center,)
    out = []
    h = center + DIRECTIONS[4].scale(radius)
    for side in range(6):
        for _ in range(radius):
            out.append(h)
            h = h.neighbour(side)
    return tuple(out)


def spiral(center: Hex, radius: int) -> tuple[Hex, ...]:
    """Center, then ring 1, ring 2 … up to `radius` (a stable order for whole boards)."""
    out: list[Hex] = []
    for k in range(radius + 1):
        out.extend(ring(center, k))
    return tuple(out)


def hex_range(center: Hex, radius: int) -> frozenset[Hex]:
    """Every hex within `radius` of center."""
    out = set()
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
            out.add(Hex(center.q + dq, center.r + dr))
    return frozenset(out)


def hex_round(q: float, r: float) -> Hex:
    """The hex containing fractional axial coordinates (cube rounding)."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    # Reset the component with the largest rounding error so q + r + s stays 0.
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(int(rq), int(rr))


def line(a: Hex, b: Hex) -> tuple[Hex, ...]:
    """Hexes on the straight line from a to b inclusive (cube lerp + rounding)."""
    n = a.distance(b)
    if n == 0:
        return (a,)
    # A tiny nudge keeps points exactly on an edge from rounding inconsistently.
    aq, ar = a.q + 1e-6, a.r + 1e-6
    bq, br = b.q + 1e-6, b.r + 1e-6
    return tuple(hex_round(aq + (bq - aq) * i / n, ar + (br - ar) * i / n) for i in range(n + 1))


# --- edges ----------------------------------------------------------------------------------


@dataclass(frozen=True, order=True)
class Edge:
    """The side shared by `hex` and its neighbour in `direction` (canonical: 0, 1 or 2)."""

    hex: Hex
    direction: int

    @staticmethod
    def of(h: Hex, direction: int) -> Edge:
        """The canonical id of side `direction` (any of 0..5) of hex `h`."""
        direction %= 6
        if direction < 3:
            return Edge(h, direction)
        return Edge(h.neighbour(direction), direction - 3)

    @staticmethod
    def between(a: Hex, b: Hex) -> Edge:
        """The edge shared by two adjacent hexes (order does not matter)."""
        return Edge.of(a, direction_between(a, b))

    def hexes(self) -> tuple[Hex, Hex]:
        """The two hexes on either side of this edge."""
        return self.hex, self.hex.neighbour(self.direction)


def edges_of(h: Hex) -> tuple[Edge, ...]:
    """The six edges of a hex, in direction order."""
    return tuple(Edge.of(h, d) for d in range(6))


# --- offset coordinates -----------------------------------------------------------------------
# `kind` is one of "odd-r", "even-r" (rows shoved, pointy-top) or "odd-q", "even-q" (columns
# shoved, flat-top); "odd" means odd rows/columns are pushed right/down. `& 1` works for
# negative numbers too, which `% 2` would also do but `(r & 1)` mirrors the reference.

OFFSET_KINDS = ("odd-r", "even-r", "odd-q", "even-q")


def hex_to_offset(h: Hex, kind: str) -> tuple[int, int]:
    """Axial → (col, row) in the given offset layout."""
    if kind == "odd-r":
        return h.q + (h.r - (h.r & 1)) // 2, h.r
    if kind == "even-r":
        return h.q + (h.r + (h.r & 1)) // 2, h.r
    if kind == "odd-q":
        return h.q, h.r + (h.q - (h.q & 1)) // 2
    if kind == "even-q":
        return h.q, h.r + (h.q + (h.q & 1)) // 2
    raise ValueError(f"unknown offset kind {kind!r} (expected one of {OFFSET_KINDS})")


def offset_to_hex(col: int, row: int, kind: str) -> Hex:
    """(col, row) in the given offset layout → axial."""
    if kind == "odd-r":
        return Hex(col - (row - (row & 1)) // 2, row)
    if kind == "even-r":
        return Hex(col - (row + (row & 1)) // 2, row)
    if kind == "odd-q":
        return Hex(col, row - (col - (col & 1)) // 2)
    if kind == "even-q":
        return Hex(col, row - (col + (col & 1)) // 2)
    raise ValueError(f"unknown offset kind {kind!r} (expected one of {OFFSET_KINDS})")


# --- pixel layout -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Layout:
    """Screen placement: orientation ("pointy" | "flat"), hex radius per axis, and origin.

    `size` is the centre-to-corner distance (x and y may differ to squash hexes);
    `origin` is the pixel position of Hex(0, 0)'s centre.
    """

    orientation: str
    size: tuple[float, float]
    origin: tuple[float, float] = (0.0, 0.0)

    def __post_init__(self) -> None:
        if self.orientation not in ("pointy", "flat"):
            raise ValueError(f"orientation must be 'pointy' or 'flat', not {self.orientation!r}")

    def hex_to_pixel(self, h: Hex) -> tuple[float, float]:
        """The pixel centre of a hex."""
        sx, sy = self.size
        if self.orientation == "pointy":
            x = sx * (SQRT3 * h.q + SQRT3 / 2 * h.r)
            y = sy * (1.5 * h.r)
        else:
            x = sx * (1.5 * h.q)
            y = sy * (SQRT3 / 2 * h.q + SQRT3 * h.r)
        return x + self.origin[0], y + self.origin[1]

    def pixel_to_fractional(self, x: float, y: float) -> tuple[float, float]:
        """Fractional axial (q, r) under a pixel."""
        px = (x - self.origin[0]) / self.size[0]
        py = (y - self.origin[1]) / self.size[1]
        if self.orientation == "pointy":
            return SQRT3 / 3 * px - py / 3, 2 / 3 * py
        return 2 / 3 * px, -px / 3 + SQRT3 / 3 * py

    def pixel_to_hex(self, x: float, y: float) -> Hex:
        """The hex under a pixel (clicks)."""
        return hex_round(*self.pixel_to_fractional(x, y))

    def corners(self, h: Hex) -> tuple[tuple[float, float], ...]:
        """The six corner pixels of a hex, for drawing its polygon."""
        cx, cy = self.hex_to_pixel(h)
        start = 0.5 if self.orientation == "pointy" else 0.0
        out = []
        for i in range(6):
            angle = 2 * math.pi * (start + i) / 6
            out.append((cx + self.size[0] * math.cos(angle), cy + self.size[1] * math.sin(angle)))
        return tuple(out)


# --- Tiled ------------------------------------------------------------------------------------


def tiled_offset_kind(stagger_axis: str, stagger_index: str) -> str:
    """The offset layout of a Tiled hex map: staggeraxis y → rows ("-r"), x → columns ("-q")."""
    if stagger_axis not in ("x", "y") or stagger_index not in ("odd", "even"):
        raise ValueError(f"bad Tiled stagger: axis {stagger_axis!r}, index {stagger_index!r}")
    return f"{stagger_index}-{'r' if stagger_axis == 'y' else 'q'}"


def tiled_to_hex(x: int, y: int, stagger_axis: str, stagger_index: str) -> Hex:
    """A Tiled hex-map cell (x = column, y = row) → axial coordinate."""
    return offset_to_hex(x, y, tiled_offset_kind(stagger_axis, stagger_index))


def hex_to_tiled(h: Hex, stagger_axis: str, stagger_index: str) -> tuple[int, int]:
    """Axial coordinate → Tiled cell (x, y)."""
    return hex_to_offset(h, tiled_offset_kind(stagger_axis, stagger_index))


def tiled_tile_to_screen(x: int, y: int, tile_width: int, tile_height: int,
                         hex_side_length: int, stagger_axis: str,
                         stagger_index: str) -> tuple[int, int]:
    """Top-left pixel of a cell's bounding box, as Tiled's hexagonal renderer computes it."""
    tiled_offset_kind(stagger_axis, stagger_index)  # validates
    # Tiled rounds tile sizes down to even numbers and uses integer arithmetic throughout.
    tw, th = tile_width & ~1, tile_height & ~1
    stagger_x = stagger_axis == "x"
    stagger_even = 1 if stagger_index == "even" else 0
    side_x = hex_side_length if stagger_x else 0
    side_y = 0 if stagger_x else hex_side_length
    column_width = (tw - side_x) // 2 + side_x
    row_height = (th - side_y) // 2 + side_y
    if stagger_x:
        px = x * column_width
        py = y * (th + side_y)
        if (x & 1) ^ stagger_even:
            py += row_height
    else:
        px = x * (tw + side_x)
        py = y * row_height
        if (y & 1) ^ stagger_even:
            px += column_width
    return px, py


def tiled_tile_center(x: int, y: int, tile_width: int, tile_height: int, hex_side_length: int,
                      stagger_axis: str, stagger_index: str) -> tuple[float, float]:
    """Pixel centre of a Tiled hex cell."""
    px, py = tiled_tile_to_screen(x, y, tile_width, tile_height, hex_side_length,
                                  stagger_axis, stagger_index)
    return px + (tile_width & ~1) / 2, py + (tile_height & ~1) / 2


def iter_tiled_cells(width: int, height: int, stagger_axis: str,
                     stagger_index: str) -> Iterator[tuple[int, int, Hex]]:
    """Every (x, y, hex) of a width × height Tiled map, row by row."""
    for y in range(height):
        for x in range(width):
            yield x, y, tiled_to_hex(x, y, stagger_axis, stagger_index)
