"""Supermoon moon boards (SM-6, RECONSTRUCTED): the seven moon faces and their orbits.

The faces are loaded once from ``game/supermoon/data/moons.json`` (the symmetric face S, the
same on all six boards, and the asymmetric faces B1-B6 of boards 1-6). That file is a
reconstruction (its header says so) and may be replaced whole by a transcription of the
printed boards: nothing else stores moon data. The orbit is not stored; :func:`orbit` derives
it from the grid by the SM-6.1 rule, and the Tiled maps ``maps/moon_<key>.tmx`` are written
from this module by ``tools/make_maps.py``.

Grid legend (SM-6.1): ``.`` outside, ``o`` crater (a hole: outside the moon, not a square,
but a neighbour for the edge rule), ``L`` land, ``I`` ice, ``M`` land with the starting
meteorite symbol (SM-3.1). Coordinates ``(x, y)``: x = column from the left, y = row from the
top, from 0; orbital positions lie outside the grid's moon squares, possibly at x = -1,
x = width, y = -1 or y = height.

Orbit rule (SM-6.1), as implemented: each row holding moon squares has two ends, the cell left
of its leftmost moon square and the cell right of its rightmost one (craters inside the row do
not end it); each column likewise has the cells above its topmost and below its bottommost moon
square. The orbital positions are these end cells; a cell that ends a row and a column is a
choice position (both lines, row first). Every end cell touches one side of the moon square it
ends, and that side lies on the moon's outer outline (the cells beyond it in its line are all
off the moon). The positions are numbered in the order in which a clockwise walk of that outline
(on screen, y down) first meets one of their sides, starting from the top side of the leftmost
square of the top row: position 0 is the cell above that square.

Pure Python: no pygame, no pytmx; nothing here is mutable after import.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parent / "data"
MOONS_FILE = DATA_DIR / "moons.json"

OUTSIDE, CRATER, LAND, ICE, METEORITE = ".", "o", "L", "I", "M"
LEGEND = (OUTSIDE, CRATER, LAND, ICE, METEORITE)
SQUARE_KINDS = frozenset((LAND, ICE, METEORITE))
"""Legend letters of moon squares (craters and outside cells are not squares)."""
RESOURCES = ("civ", "water", "biomass", "rover", "tech", "energy")
SIDES = ("top", "right", "bottom", "left")

Cell = tuple[int, int]
Line = tuple[str, int]
"""``("row", y)`` or ``("col", x)``."""
_Side = tuple[str, int, int]
"""One side of a moon square: ``("T"|"R"|"B"|"L", x, y)``."""


@dataclass(frozen=True)
class MoonFace:
    """One face of a moon board: its grid, starting positions and resource lot."""

    key: str
    """``s`` (symmetric) or ``b1``..``b6`` (asymmetric face of board 1-6)."""
    name: str
    grid: tuple[str, ...]
    """Rows (``grid[y][x]``) of legend letters."""
    starts: tuple[int, ...]
    """The two starting orbital positions (orbit indices, SM-3.1)."""
    lot: tuple[str, ...]
    """The resources of one lot (SM-5.3: all six; SM-5.4: the face's pair)."""
    lot_medals: int
    """Medals per lot: 8 on the symmetric face, 4 on an asymmetric one."""

    @property
    def width(self) -> int:
        """Columns of the grid."""
        return len(self.grid[0])

    @property
    def height(self) -> int:
        """Rows of the grid."""
        return len(self.grid)

    @property
    def symmetric(self) -> bool:
        """Whether this is the symmetric face S."""
        return self.key == "s"

    def cell(self, x: int, y: int) -> str:
        """The legend letter at (x, y); ``.`` outside the grid."""
        if 0 <= x < self.width and 0 <= y < self.height:
            return self.grid[y][x]
        return OUTSIDE

    def is_square(self, x: int, y: int) -> bool:
        """Whether (x, y) is a moon square (land, ice or the meteorite symbol)."""
        return self.cell(x, y) in SQUARE_KINDS


@dataclass(frozen=True)
class MoonBoard:
    """A physical moon board: its number (1-6) and the keys of its two faces."""

    board: int
    symmetric: str
    asymmetric: str


@dataclass(frozen=True)
class OrbitPosition:
    """One orbital position: the cell outside the moon and the line(s) its laser can target."""

    index: int
    x: int
    y: int
    lines: tuple[Line, ...]
    """One line for a fixed position, two (row first) for a choice position."""

    @property
    def choice(self) -> bool:
        """Whether the player chooses between a row and a column here (SM-4.1)."""
        return len(self.lines) == 2

    @property
    def label(self) -> str:
        """The lines as SM-6.4 writes them: ``r0/c5``, ``c1``, ``r3``."""
        return line_label(self.lines)


def line_label(lines: tuple[Line, ...]) -> str:
    """``(("row", 0), ("col", 5))`` -> ``"r0/c5"``."""
    return "/".join(f"{kind[0]}{i}" for kind, i in lines)


def parse_line_label(text: str) -> tuple[Line, ...]:
    """Inverse of :func:`line_label`: ``"r0/c5"`` -> ``(("row", 0), ("col", 5))``."""
    lines: list[Line] = []
    for part in text.split("/"):
        if len(part) < 2 or part[0] not in "rc" or not part[1:].isdigit():
            raise ValueError(f"bad orbit line label {text!r}")
        lines.append(("row" if part[0] == "r" else "col", int(part[1:])))
    return tuple(lines)


# --- geometry ---------------------------------------------------------------------------------


def squares(face: MoonFace) -> frozenset[Cell]:
    """The moon squares (x, y): land, ice and the meteorite symbol, not craters."""
    return frozenset((x, y) for y, row in enumerate(face.grid) for x, c in enumerate(row)
                     if c in SQUARE_KINDS)


def cells_of(face: MoonFace, letter: str) -> frozenset[Cell]:
    """The cells (x, y) of the grid holding ``letter``."""
    return frozenset((x, y) for y, row in enumerate(face.grid) for x, c in enumerate(row)
                     if c == letter)


def ice(face: MoonFace) -> frozenset[Cell]:
    """The ice squares."""
    return cells_of(face, ICE)


def craters(face: MoonFace) -> frozenset[Cell]:
    """The crater cells (holes, not squares)."""
    return cells_of(face, CRATER)


def meteorite_square(face: MoonFace) -> Cell:
    """The square with the starting meteorite symbol (exactly one per face, SM-6.2)."""
    (cell,) = cells_of(face, METEORITE)
    return cell


def edge_squares(face: MoonFace) -> frozenset[Cell]:
    """Edge squares (rules "Conventions"): moon squares with fewer than 4 orthogonal neighbours
    among the moon squares, craters counting as neighbours (SM-6.1)."""
    board = squares(face) | craters(face)
    return frozenset((x, y) for x, y in squares(face)
                     if len({(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)} & board) < 4)


def line_squares(face: MoonFace, line: Line) -> tuple[Cell, ...]:
    """The moon squares of a row or column, in reading order (what a laser shot sweeps)."""
    kind, i = line
    if kind == "row":
        return tuple((x, i) for x in range(face.width) if face.is_square(x, i))
    if kind == "col":
        return tuple((i, y) for y in range(face.height) if face.is_square(i, y))
    raise ValueError(f"bad line {line!r}")


def _line_ends(face: MoonFace) -> dict[Cell, list[tuple[Line, _Side]]]:
    """End cell -> the lines it ends, each with the moon-square side the cell touches."""
    ends: dict[Cell, list[tuple[Line, _Side]]] = {}
    for y in range(face.height):
        xs = [x for x in range(face.width) if face.is_square(x, y)]
        if xs:
            ends.setdefault((xs[0] - 1, y), []).append((("row", y), ("L", xs[0], y)))
            ends.setdefault((xs[-1] + 1, y), []).append((("row", y), ("R", xs[-1], y)))
    for x in range(face.width):
        ys = [y for y in range(face.height) if face.is_square(x, y)]
        if ys:
            ends.setdefault((x, ys[0] - 1), []).append((("col", x), ("T", x, ys[0])))
            ends.setdefault((x, ys[-1] + 1), []).append((("col", x), ("B", x, ys[-1])))
    return ends


# Clockwise on screen (y down), the moon on the right: a side as a step between grid corners.
_STEP = {"T": ((0, 0), (1, 0)), "R": ((1, 0), (1, 1)), "B": ((1, 1), (0, 1)),
         "L": ((0, 1), (0, 0))}


def _outline(face: MoonFace) -> list[_Side]:
    """The sides along the moon's outer outline, clockwise from the top side of the leftmost
    square of the top row. Where two squares touch only at a corner the walk turns outwards
    (left), so squares joined by a corner are walked round as one moon."""
    moon = squares(face)
    out: dict[Cell, list[tuple[Cell, _Side]]] = {}
    for x, y in moon:
        for letter, (dx, dy) in (("T", (0, -1)), ("R", (1, 0)), ("B", (0, 1)), ("L", (-1, 0))):
            if (x + dx, y + dy) not in moon:
                (ax, ay), (bx, by) = _STEP[letter]
                out.setdefault((x + ax, y + ay), []).append(((x + bx, y + by), (letter, x, y)))
    top = min(y for _x, y in moon)
    left = min(x for x, y in moon if y == top)
    start: _Side = ("T", left, top)
    walk = [start]
    here, heading = (left + 1, top), (1, 0)
    while here != (left, top):
        # prefer a left turn, then straight on, then a right turn (cross product of headings)
        nxt, side = max(out[here], key=lambda o: (
            heading[1] * (o[0][0] - here[0]) - heading[0] * (o[0][1] - here[1])))
        walk.append(side)
        heading = (nxt[0] - here[0], nxt[1] - here[1])
        here = nxt
    return walk


@cache
def orbit(face: MoonFace) -> tuple[OrbitPosition, ...]:
    """The face's orbital positions by the SM-6.1 rule (see the module docstring), numbered
    clockwise from the one above the leftmost square of the top row."""
    rank = {side: i for i, side in enumerate(_outline(face))}
    ends = _line_ends(face)
    missing = [cell for cell, found in ends.items() if any(s not in rank for _l, s in found)]
    if missing:
        raise ValueError(f"moon {face.key}: end cells {sorted(missing)} are off its outline "
                         "(the moon is in several pieces)")
    ordered = sorted(ends, key=lambda cell: min(rank[s] for _l, s in ends[cell]))
    return tuple(OrbitPosition(i, x, y, tuple(sorted((line for line, _s in ends[(x, y)]),
                                                     key=lambda line: line[0] != "row")))
                 for i, (x, y) in enumerate(ordered))


def sides(face: MoonFace, position: OrbitPosition) -> tuple[str, ...]:
    """The sides of the moon ("top", "right", "bottom", "left") the position ends a line on,
    one per line (a choice position is a corner: two sides)."""
    out = []
    for kind, i in position.lines:
        first, *_rest = line_squares(face, (kind, i))
        if kind == "row":
            out.append("left" if position.x < first[0] else "right")
        else:
            out.append("top" if position.y < first[1] else "bottom")
    return tuple(out)


def satellite_step(face: MoonFace, position: int, squares: int) -> int:
    """The orbit index reached from ``position`` by a piece of ``squares`` squares: that many
    positions clockwise, wrapping round (SM-4.1)."""
    count = len(orbit(face))
    if not 0 <= position < count:
        raise ValueError(f"moon {face.key} has orbital positions 0..{count - 1}, not {position}")
    if squares < 1:
        raise ValueError(f"a piece has at least one square, not {squares}")
    return (position + squares) % count


# --- loading ----------------------------------------------------------------------------------


def _face(raw: dict[str, Any]) -> MoonFace:
    key = str(raw["key"])
    grid = tuple(str(row) for row in raw["grid"])
    if not grid or len({len(row) for row in grid}) != 1:
        raise ValueError(f"moons.json: face {key} needs a non-empty rectangular grid")
    if set("".join(grid)) - set(LEGEND):
        raise ValueError(f"moons.json: face {key} has letters outside the legend "
                         f"{sorted(set(''.join(grid)) - set(LEGEND))}")
    face = MoonFace(key=key, name=str(raw["name"]), grid=grid,
                    starts=tuple(int(s) for s in raw["starts"]),
                    lot=tuple(str(r) for r in raw["lot"]), lot_medals=int(raw["lot_medals"]))
    if "".join(grid).count(METEORITE) != 1:
        raise ValueError(f"moons.json: face {key} needs exactly one starting meteorite")
    if set(face.lot) - set(RESOURCES) or len(set(face.lot)) != len(face.lot):
        raise ValueError(f"moons.json: face {key} has a bad lot {face.lot}")
    count = len(orbit(face))
    if len(set(face.starts)) != 2 or not all(0 <= s < count for s in face.starts):
        raise ValueError(f"moons.json: face {key} needs two starts among 0..{count - 1}")
    return face


def _load() -> tuple[tuple[MoonFace, ...], tuple[MoonBoard, ...]]:
    raw = json.loads(MOONS_FILE.read_text(encoding="utf-8"))
    faces = tuple(_face(f) for f in raw["faces"])
    boards = tuple(MoonBoard(int(b["board"]), str(b["symmetric"]), str(b["asymmetric"]))
                   for b in raw["boards"])
    keys = {f.key for f in faces}
    if len(keys) != len(faces) or any({b.symmetric, b.asymmetric} - keys for b in boards):
        raise ValueError("moons.json: face keys must be unique and every board's faces exist")
    return faces, boards


MOON_FACES: tuple[MoonFace, ...]
MOON_BOARDS: tuple[MoonBoard, ...]
MOON_FACES, MOON_BOARDS = _load()
MOON_BY_KEY: dict[str, MoonFace] = {f.key: f for f in MOON_FACES}
