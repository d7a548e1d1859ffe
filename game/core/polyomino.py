"""Polyomino geometry for tile-laying games (Planet Unknown's tiles, Moonwakers' shapes).

A `Polyomino` is a frozenset of (row, col) cells normalised so the smallest row and column
are 0; two shapes are equal exactly when they cover the same cells in the same orientation.
Rotations are quarter turns clockwise, reflections mirror left-right, and `orientations`
lists the distinct results of all eight symmetries (1 for the O tetromino, 2 for the I
pentomino, 8 for the F pentomino) in a stable order so a rules state can name an
orientation by index.

Pure stdlib; no pygame.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

Cell = tuple[int, int]  # (row, col)


def _normalise(cells: Iterable[Cell]) -> frozenset[Cell]:
    cells = list(cells)
    if not cells:
        return frozenset()
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return frozenset((r - r0, c - c0) for r, c in cells)


@dataclass(frozen=True)
class Polyomino:
    """A shape made of unit squares, anchored at (0, 0)."""

    cells: frozenset[Cell]

    def __post_init__(self) -> None:
        # Normalise whatever the caller passed, so equality means "same shape, same turn".
        object.__setattr__(self, "cells", _normalise(self.cells))

    @staticmethod
    def of(cells: Iterable[Cell]) -> Polyomino:
        """Build from any (row, col) cells; they are shifted to the origin."""
        return Polyomino(frozenset(cells))

    @staticmethod
    def parse(art: str) -> Polyomino:
        """Read ASCII art: '#' (or any of '#XxO@') is a cell, '.' or space is empty."""
        cells = set()
        lines = art.strip("\n").splitlines()
        # Drop common indentation from triple-quoted art, but keep '.' significant.
        for r, text in enumerate(_dedent(lines)):
            for c, ch in enumerate(text):
                if ch in "#XxO@":
                    cells.add((r, c))
                elif ch not in ". ":
                    raise ValueError(f"unexpected character {ch!r} in polyomino art")
        if not cells:
            raise ValueError("polyomino art has no cells")
        return Polyomino(frozenset(cells))

    def __len__(self) -> int:
        return len(self.cells)

    def __iter__(self) -> Iterator[Cell]:
        return iter(sorted(self.cells))

    @property
    def height(self) -> int:
        """Number of rows spanned."""
        return 1 + max((r for r, _ in self.cells), default=-1)

    @property
    def width(self) -> int:
        """Number of columns spanned."""
        return 1 + max((c for _, c in self.cells), default=-1)

    def bounding_box(self) -> tuple[int, int]:
        """(height, width)."""
        return self.height, self.width

    def rotate(self, quarter_turns: int = 1) -> Polyomino:
        """Rotate clockwise by `quarter_turns` × 90°."""
        cells: Iterable[Cell] = self.cells
        for _ in range(quarter_turns % 4):
            # Clockwise: (r, c) -> (c, -r), then renormalise.
            cells = [(c, -r) for r, c in cells]
        return Polyomino.of(cells)

    def reflect(self) -> Polyomino:
        """Mirror left-right."""
        return Polyomino.of((r, -c) for r, c in self.cells)

    def transform(self, rotation: int, reflected: bool) -> Polyomino:
        """Reflect first (if asked), then rotate clockwise."""
        base = self.reflect() if reflected else self
        return base.rotate(rotation)

    def orientations(self, allow_reflection: bool = True) -> tuple[Polyomino, ...]:
        """The distinct shapes reachable by rotation (and reflection), in a stable order."""
        seen: list[Polyomino] = []
        for reflected in ((False, True) if allow_reflection else (False,)):
            for rotation in range(4):
                shape = self.transform(rotation, reflected)
                if shape not in seen:
                    seen.append(shape)
        return tuple(seen)

    def canonical(self) -> Polyomino:
        """A representative of this free polyomino (the same for all its orientations)."""
        return min(self.orientations(), key=lambda p: sorted(p.cells))

    def translate(self, dr: int, dc: int) -> frozenset[Cell]:
        """The absolute cells covered when the shape's (0, 0) is placed at (dr, dc)."""
        return frozenset((r + dr, c + dc) for r, c in self.cells)

    def to_art(self) -> str:
        """ASCII art ('#' and '.'), the inverse of `parse`."""
        return "\n".join(
            "".join("#" if (r, c) in self.cells else "." for c in range(self.width))
            for r in range(self.height))


def _dedent(lines: list[str]) -> list[str]:
    indents = [len(ln) - len(ln.lstrip(" ")) for ln in lines if ln.strip()]
    cut = min(indents, default=0)
    return [ln[cut:] for ln in lines]


@dataclass(frozen=True)
class Placement:
    """A shape in one orientation at a board offset, and the cells it covers."""

    orientation: int
    row: int
    col: int
    cells: frozenset[Cell]


def placements(shape: Polyomino, grid_w: int, grid_h: int,
               blocked: Iterable[Cell] = (), *,
               allow_reflection: bool = True) -> tuple[Placement, ...]:
    """Every way to put `shape` fully on a grid_w × grid_h board avoiding `blocked` cells.

    Orientations are indexed as in `shape.orientations(allow_reflection)`; results are ordered
    by orientation, then row, then column.
    """
    blocked_set = frozenset(blocked)
    out = []
    for index, oriented in enumerate(shape.orientations(allow_reflection)):
        for row in range(grid_h - oriented.height + 1):
            for col in range(grid_w - oriented.width + 1):
                cells = oriented.translate(row, col)
                if not cells & blocked_set:
                    out.append(Placement(index, row, col, cells))
    return tuple(out)


def fits(cells: Iterable[Cell], grid_w: int, grid_h: int, blocked: Iterable[Cell] = ()) -> bool:
    """True when absolute cells lie on the board and touch no blocked cell."""
    blocked_set = frozenset(blocked)
    return all(0 <= r < grid_h and 0 <= c < grid_w and (r, c) not in blocked_set
               for r, c in cells)


def orthogonal_neighbours(cell: Cell) -> tuple[Cell, ...]:
    """The four edge-adjacent cells (up, right, down, left)."""
    r, c = cell
    return ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1))


def is_connected(cells: Iterable[Cell]) -> bool:
    """True when the cells form one edge-connected group (a valid polyomino)."""
    todo = set(cells)
    if not todo:
        return False
    stack = [todo.pop()]
    while stack:
        for n in orthogonal_neighbours(stack.pop()):
            if n in todo:
                todo.remove(n)
                stack.append(n)
    return not todo


def touches(cells: Iterable[Cell], others: Iterable[Cell]) -> bool:
    """True when any cell is edge-adjacent to (not overlapping) one of `others`."""
    other_set = frozenset(others)
    return any(n in other_set for cell in cells for n in orthogonal_neighbours(cell))
