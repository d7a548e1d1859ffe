"""Supermoon's fragmented planet (SM-10 RECONSTRUCTED, SM-0.5): the data and maps equal the
spec (faces, quarter outlines, the layout transform, medals, the generated maps), and the
difficulty of the chosen faces."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from game import boards
from game.supermoon import board as geo
from game.supermoon import fragments
from game.supermoon.bots import eval as ev
from game.supermoon.data import LETTER, PLANET_BY_KEY
from game.supermoon.fragment import display_cell, fragment_boards, fragment_difficulty
from game.supermoon.fragments import FACE_BY_KEY
from game.supermoon.scoring import line_medals
from tests.supermoon.builders import player
from tests.supermoon.fragments_helpers import B_ALL, ROOT, frag_player, full

MAPS = ROOT / "maps"
KEYS = ("1a", "1b", "2a", "2b", "3a", "3b", "4a", "4b")

# SM-10.3: forbids, ice squares, lifepods, shuttle, difficulty icons.
TABLE = {
    "1a": ("civ", 11, 2, (3, 3), 1), "1b": ("biomass", 6, 2, (3, 3), 1),
    "2a": ("energy", 6, 1, (3, 3), 1), "2b": ("rover", 6, 2, (4, 3), 1),
    "3a": ("water", 0, 1, (3, 3), 1), "3b": ("meteorite", 6, 1, (3, 3), 2),
    "4a": ("tech", 10, 2, (2, 2), 1), "4b": ("block", 7, 2, (3, 3), 1),
}
_PICTURE = """\
.....L  .....L  .....I  .....I  .....L  .....L  .....L  .....P
...ILL  ...LIL  ...LPI  ...LLI  ...LLL  ...IIL  ...LLL  ...LLI
..IIII  ..LIIL  ..LLLI  ..LPLL  ..PLLL  ..LILL  ..SIII  ..ILLI
.LISPI  .PLSLI  .LLSLI  .ILLSL  .LLSLL  .LLSLP  .IIIPL  .LISLL
.LILLI  .LLLII  .LLLLI  .IILLL  .LLLLL  .LIILL  .PLIIL  .LLLIL
LPILLI  LLPLLL  LLLLLI  LLILPL  LLLLLL  ILLLLL  LLLLII  IILLLP"""
GRIDS = {k: tuple(row.split()[i] for row in _PICTURE.splitlines()) for i, k in enumerate(KEYS)}


# --- SM-10 data and maps -------------------------------------------------------------------------


@pytest.mark.rule("SM-10.3")
@pytest.mark.parametrize("key", KEYS)
def test_face_equals_the_spec_table_and_picture(key: str) -> None:
    face = FACE_BY_KEY[key]
    forbids, ice, pods, shuttle, difficulty = TABLE[key]
    assert face.grid == GRIDS[key]
    assert (face.forbids, len(fragments.ice(face)), len(fragments.lifepods(face)),
            difficulty) == (forbids, ice, pods, face.difficulty)
    assert fragments.shuttles(face) == {shuttle}
    assert (face.fragment, face.side) == (int(key[0]), key[1])
    g = geo.geometry(face.board_key)
    assert g.shuttles == (g.square(*shuttle),) and len(g.lifepods) == pods
    assert g.ice.bit_count() == ice


@pytest.mark.rule("SM-10.3", "SM-10.1")
def test_a_faces_are_persephones_quadrants_and_b_faces_forbid_the_other_elements() -> None:
    persephone = PLANET_BY_KEY["persephone"]
    for frag in fragments.FRAGMENTS:
        a = FACE_BY_KEY[frag.faces[0]]
        for x, y in fragments.squares(a):
            px, py = fragments.layout_cell(frag.turns, x, y)
            assert persephone.cell(px, py) == a.cell(x, y).replace("S", "L")
        quadrant = {letter: box for box, letter in persephone.forbidden_icons}
        assert all((fragments.layout_cell(frag.turns, x, y) in quadrant[LETTER[a.forbids]])
                   for x, y in fragments.squares(a))
    a_sides = {FACE_BY_KEY[f.faces[0]].forbids for f in fragments.FRAGMENTS}
    b_sides = {FACE_BY_KEY[f.faces[1]].forbids for f in fragments.FRAGMENTS}
    assert a_sides == {"civ", "energy", "water", "tech"}
    assert b_sides == {"biomass", "rover", "meteorite", "block"}


@pytest.mark.rule("SM-10.1")
@pytest.mark.parametrize("key", KEYS)
def test_every_face_has_the_quarter_outline(key: str) -> None:
    face = FACE_BY_KEY[key]
    on = fragments.squares(face)
    assert (face.width, face.height) == (6, 6) and len(on) == 24
    assert [sum(1 for x in range(6) if (x, y) in on) for y in range(6)] == [1, 3, 4, 5, 5, 6]
    assert all((x, y) in on for y in range(6) for x in range(6 - len(
        [c for c in face.grid[y] if c != "."]), 6))  # right-aligned: the centre bottom-right
    assert len(fragments.edge_squares(face)) == 16
    g = geo.geometry(face.board_key)
    assert g.edge.bit_count() == 16 and g.squares.bit_count() == 24


@pytest.mark.rule("SM-10.1", "SM-9.1")
def test_the_layout_transform_puts_the_fragments_together_as_one_planet() -> None:
    assert [(f.fragment, f.position, f.turns) for f in fragments.FRAGMENTS] == [
        (1, "top-left", 0), (2, "top-right", 1), (3, "bottom-right", 2), (4, "bottom-left", 3)]
    for x, y in ((0, 5), (5, 0), (3, 4)):  # SM-10.1's formulas
        assert fragments.layout_cell(0, x, y) == (x, y)
        assert fragments.layout_cell(1, x, y) == (11 - y, x)
        assert fragments.layout_cell(2, x, y) == (11 - x, 11 - y)
        assert fragments.layout_cell(3, x, y) == (y, 11 - x)
    ksb = PLANET_BY_KEY["ksb4156"]
    disc = {(x, y) for y in range(12) for x in range(12) if ksb.cell(x, y) != "."}
    for mask in fragments.MASKS:
        shown = [display_cell(b, *geo.geometry(b.key).xy(s))
                 for b in fragment_boards(mask) for s in geo.board_squares(b)]
        assert len(shown) == len(set(shown)) == 96 and set(shown) == disc
    # the centre corner of every fragment lies at the layout's centre
    assert {display_cell(b, 5, 5) for b in fragment_boards(0)} == {
        (5, 5), (6, 5), (6, 6), (5, 6)}


@pytest.mark.rule("SM-10.2")
def test_medals_are_one_per_row_and_column_and_two_at_the_centre() -> None:
    lines = 0
    for face in fragments.FRAGMENT_FACES:
        rows, cols = geo.line_medals(face.board_key)
        assert rows == cols == (1, 1, 1, 1, 1, 2) and sum(rows) + sum(cols) == 14
        lines += len(ev.lines_of(face.board_key).lines)
        assert sum(m for _mask, m, _n in ev.lines_of(face.board_key).lines) == 14
    assert lines == 8 * 12  # 48 short lines a planet
    assert line_medals(player(boards=tuple(full(k) for k in ("1a", "2a", "3a", "4a")))) == 56


@pytest.mark.rule("SM-10.1", "SM-10.2", "SM-10.3")
@pytest.mark.parametrize("key", KEYS)
def test_map_equals_the_data(key: str) -> None:
    face = FACE_BY_KEY[key]
    m = boards.load_fragment(key)
    assert (m.key, m.number, m.width, m.height) == (key, face.fragment, 6, 6)
    assert m.cells == face.grid and m.cell(-1, 0) == "." and m.cell(5, 0) == face.grid[0][5]
    assert (m.row_medals, m.col_medals) == (face.row_medals, face.col_medals)
    assert m.edge == fragments.edge_squares(face)
    assert (m.forbids, m.difficulty) == (face.forbids, face.difficulty)
    assert m.turns == fragments.FRAGMENTS[face.fragment - 1].turns


def test_bad_fragment_maps_raise_board_error() -> None:
    with pytest.raises(boards.BoardError, match="not found"):
        boards.load_fragment("5a")
    with pytest.raises(boards.BoardError, match="expected '1b'"):
        boards.load_fragment("1b", MAPS / "fragment_1a.tmx")
    with pytest.raises(boards.BoardError, match="map property fragment is None"):
        boards.load_fragment("1a", MAPS / "moon_s.tmx")


def test_generator_reproduces_the_fragment_maps(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_maps", ROOT / "tools" / "make_maps.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    written = gen.fragment_maps(tmp_path)
    names = {p.relative_to(tmp_path).as_posix() for p in written}
    assert names == {"tilesets/fragment.tsx", "tilesets/fragment.png",
                     *(f"fragment_{k}.tmx" for k in KEYS)}
    for path in written:
        committed = MAPS / path.relative_to(tmp_path)
        if path.suffix == ".png":  # pixels, not bytes (zlib builds differ)
            import pygame

            a, b = pygame.image.load(str(path)), pygame.image.load(str(committed))
            assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
        else:
            assert path.read_bytes() == committed.read_bytes(), committed.name


def test_the_data_file_says_it_is_reconstructed() -> None:
    raw = json.loads(fragments.FRAGMENTS_FILE.read_text(encoding="utf-8"))
    assert raw["reconstructed"] is True
    assert "RECONSTRUCTED" in raw["note"] and "printed components may differ" in raw["note"]
    assert "SM-10" in raw["spec"]


# --- SM-0.5 difficulty ---------------------------------------------------------------------------


@pytest.mark.rule("SM-0.5")
def test_difficulty_is_the_sum_of_the_chosen_faces_icons() -> None:
    assert fragments.face_keys(0) == ("1a", "2a", "3a", "4a")
    assert fragments.face_keys(0b0100) == ("1a", "2a", "3b", "4a")
    assert fragments.difficulty(0) == 4 and fragments.difficulty(0b0100) == 5
    assert fragments.difficulty(B_ALL) == 1 + 1 + 2 + 1
    assert fragments.difficulty_range() == (4, 5)
    for mask in fragments.MASKS:
        assert fragments.difficulty(mask) == sum(FACE_BY_KEY[k].difficulty
                                                 for k in fragments.face_keys(mask))
        assert fragments.mask_of(fragments.face_keys(mask)) == mask
    assert fragment_difficulty(frag_player(0b0110)) == 5
    assert fragment_difficulty(player()) == 0
    with pytest.raises(ValueError):
        fragments.face_keys(16)
