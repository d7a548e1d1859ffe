"""Supermoon's fragmented planet (SM-9, SM-10, RECONSTRUCTED): the four fragments and their
eight faces.

The faces are loaded once from ``game/supermoon/data/fragments.json``. That file is a
reconstruction (its header says so) and may be replaced whole by a transcription of the printed
fragments: nothing else stores fragment data. The Tiled maps ``maps/fragment_<key>.tmx`` are
written from this module by ``tools/make_maps.py``.

Every face is stored in one canonical 6×6 frame (SM-10.1): the curved rim at the top-left, the
planet's centre at the bottom-right corner, 24 squares in rows of 1, 3, 4, 5, 5 and 6 squares.
A player on the fragmented planet owns four boards of kind "fragment", board k being fragment
k + 1 (`grid.geometry` key ``fragment_<face>``); rules and scores work in the canonical frame.
Where each fragment lies changes no rule (SM-9.1 DECISION): the screen puts fragment 1 at the
top-left of a 12×12 layout, 2 top-right, 3 bottom-right, 4 bottom-left, each turned clockwise
by its `Fragment.turns` quarter turns (`layout_cell`).

Grid legend: ``.`` outside, ``L`` land, ``I`` ice, ``P`` land with a lifepod, ``S`` land with
the shuttle icon (SM-9.5). A face forbids one element on its fragment (SM-9.3): a resource
name, ``meteorite`` or ``block``.

Pure Python: no pygame, no pytmx; nothing here is mutable after import.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parent / "data"
FRAGMENTS_FILE = DATA_DIR / "fragments.json"

FRAGMENTED = 100
"""The fragmented planet's id in a planet offer (`Player.planet_offer`, the `planet` action):
not an index of `data.PLANETS` (PU-17.1, SM-9.1)."""
PREFIX = "fragment_"
"""A fragment board's geometry key is PREFIX + its face key (``fragment_1a``)."""
OUTSIDE, LAND, ICE, LIFEPOD, SHUTTLE = ".", "L", "I", "P", "S"
LEGEND = (OUTSIDE, LAND, ICE, LIFEPOD, SHUTTLE)
SQUARE_KINDS = frozenset((LAND, ICE, LIFEPOD, SHUTTLE))
RESOURCES = ("civ", "water", "biomass", "rover", "tech", "energy")
METEORITE, BLOCK = "meteorite", "block"
FORBIDS = (*RESOURCES, METEORITE, BLOCK)
LAYOUT = 12  # the display layout's side (SM-10.1)
MASKS = tuple(range(16))
"""The face choices (SM-9.1): bit k set = fragment k + 1 on its "b" face."""

Cell = tuple[int, int]


@dataclass(frozen=True)
class FragmentFace:
    """One face of a fragment, in the canonical frame."""

    key: str
    """``1a`` … ``4b``: the fragment's number and its side."""
    fragment: int
    side: str
    forbids: str
    """One of `FORBIDS` (SM-9.3)."""
    difficulty: int
    """The face's difficulty icons (SM-0.5)."""
    grid: tuple[str, ...]
    row_medals: tuple[int, ...]
    col_medals: tuple[int, ...]

    @property
    def width(self) -> int:
        """Columns of the frame."""
        return len(self.grid[0])

    @property
    def height(self) -> int:
        """Rows of the frame."""
        return len(self.grid)

    @property
    def board_key(self) -> str:
        """The key of a board showing this face (`grid.geometry`)."""
        return PREFIX + self.key

    def cell(self, x: int, y: int) -> str:
        """The legend letter at (x, y); ``.`` outside the frame."""
        if 0 <= x < self.width and 0 <= y < self.height:
            return self.grid[y][x]
        return OUTSIDE


@dataclass(frozen=True)
class Fragment:
    """A physical fragment: its number, where the layout shows it, its two faces."""

    fragment: int
    position: str
    turns: int
    """Clockwise quarter turns from the canonical frame to the layout (SM-10.1)."""
    faces: tuple[str, str]
    """The keys of its "a" and "b" faces."""


# --- geometry -----------------------------------------------------------------------------------


def cells_of(face: FragmentFace, letters: str) -> frozenset[Cell]:
    """The cells (x, y) of the frame holding one of `letters`."""
    return frozenset((x, y) for y, row in enumerate(face.grid) for x, c in enumerate(row)
                     if c in letters)


def squares(face: FragmentFace) -> frozenset[Cell]:
    """The fragment's squares."""
    return cells_of(face, "".join(sorted(SQUARE_KINDS)))


def ice(face: FragmentFace) -> frozenset[Cell]:
    """The ice squares."""
    return cells_of(face, ICE)


def lifepods(face: FragmentFace) -> frozenset[Cell]:
    """The squares printed with a lifepod (SM-9.1: a lifepod on each at setup)."""
    return cells_of(face, LIFEPOD)


def shuttles(face: FragmentFace) -> frozenset[Cell]:
    """The squares with the shuttle icon (SM-9.5)."""
    return cells_of(face, SHUTTLE)


def edge_squares(face: FragmentFace) -> frozenset[Cell]:
    """Edge squares (rules "Conventions"): fewer than 4 orthogonal neighbours on the fragment;
    nothing is adjacent across fragments (SM-9.2), so the sides at the planet's centre are
    edges too (16 a fragment, SM-10.1)."""
    on = squares(face)
    return frozenset((x, y) for x, y in on
                     if len({(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)} & on) < 4)


def layout_cell(turns: int, x: int, y: int) -> Cell:
    """Where canonical (x, y) shows on the 12×12 layout for a fragment turned `turns` quarter
    turns clockwise (SM-10.1: 0 top-left (x, y), 1 top-right (11 − y, x), 2 bottom-right
    (11 − x, 11 − y), 3 bottom-left (y, 11 − x)). Display only."""
    for _ in range(turns % 4):
        x, y = LAYOUT - 1 - y, x
    return x, y


# --- choices ------------------------------------------------------------------------------------


def face_keys(mask: int) -> tuple[str, str, str, str]:
    """The four face keys of a choice: fragment k + 1 on its "b" face when bit k is set."""
    if mask not in MASKS:
        raise ValueError(f"a face choice is a mask 0..15, not {mask}")
    a, b, c, d = (f.faces[(mask >> i) & 1] for i, f in enumerate(FRAGMENTS))
    return a, b, c, d


def difficulty(mask: int) -> int:
    """SM-0.5: the fragmented planet's difficulty, the sum of the chosen faces' icons."""
    return sum(FACE_BY_KEY[k].difficulty for k in face_keys(mask))


def difficulty_range() -> tuple[int, int]:
    """The least and the greatest difficulty the face choice can give (SM-0.5)."""
    values = [difficulty(m) for m in MASKS]
    return min(values), max(values)


def mask_of(keys: tuple[str, ...] | list[str]) -> int:
    """The choice that shows these four faces (inverse of `face_keys`)."""
    return sum(1 << i for i, key in enumerate(keys) if FACE_BY_KEY[key].side == "b")


# --- loading ------------------------------------------------------------------------------------


def _face(raw: dict[str, Any]) -> FragmentFace:
    key = str(raw["key"])
    grid = tuple(str(row) for row in raw["grid"])
    face = FragmentFace(key=key, fragment=int(raw["fragment"]), side=str(raw["side"]),
                        forbids=str(raw["forbids"]), difficulty=int(raw["difficulty"]),
                        grid=grid, row_medals=tuple(int(m) for m in raw["row_medals"]),
                        col_medals=tuple(int(m) for m in raw["col_medals"]))
    if not grid or len({len(row) for row in grid}) != 1:
        raise ValueError(f"fragments.json: face {key} needs a non-empty rectangular grid")
    if set("".join(grid)) - set(LEGEND):
        raise ValueError(f"fragments.json: face {key} has letters outside the legend")
    if face.forbids not in FORBIDS or key != f"{face.fragment}{face.side}":
        raise ValueError(f"fragments.json: face {key} is malformed")
    if len(face.row_medals) != face.height or len(face.col_medals) != face.width:
        raise ValueError(f"fragments.json: face {key} needs a medal per row and column")
    return face


def _load() -> tuple[tuple[FragmentFace, ...], tuple[Fragment, ...]]:
    raw = json.loads(FRAGMENTS_FILE.read_text(encoding="utf-8"))
    faces = tuple(_face(f) for f in raw["faces"])
    frags = tuple(Fragment(int(f["fragment"]), str(f["position"]), int(f["turns"]),
                           (str(f["faces"][0]), str(f["faces"][1]))) for f in raw["fragments"])
    keys = {f.key for f in faces}
    if len(keys) != len(faces) or [f.fragment for f in frags] != [1, 2, 3, 4] or any(
            set(f.faces) - keys for f in frags):
        raise ValueError("fragments.json: fragments 1-4, each with two existing faces")
    return faces, frags


FRAGMENT_FACES: tuple[FragmentFace, ...]
FRAGMENTS: tuple[Fragment, ...]
FRAGMENT_FACES, FRAGMENTS = _load()
FACE_BY_KEY: dict[str, FragmentFace] = {f.key: f for f in FRAGMENT_FACES}

__all__ = ["BLOCK", "FACE_BY_KEY", "FORBIDS", "FRAGMENTED", "FRAGMENTS", "FRAGMENT_FACES",
           "Fragment", "FragmentFace", "MASKS", "METEORITE", "PREFIX", "cells_of", "difficulty",
           "difficulty_range", "edge_squares", "face_keys", "ice", "layout_cell", "lifepods",
           "mask_of", "shuttles", "squares"]
