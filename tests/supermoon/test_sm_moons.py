"""Supermoon moon boards (SM-6, RECONSTRUCTED): moons.json and game.supermoon.moons equal the
spec's table, pictures and orbit lists (written here as literals), the orbit follows the SM-6.1
rule, the design notes of SM-6.6 hold, and the moon maps equal the data and tools/make_maps.py."""

from __future__ import annotations

import dataclasses
import importlib.util
import math
from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest

from game import boards
from game.supermoon import moons
from game.supermoon.data import TERRAINS, TILES

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "maps"
KEYS = ("s", "b1", "b2", "b3", "b4", "b5", "b6")
ALL_SIX = ("civ", "water", "biomass", "rover", "tech", "energy")

# SM-6.2: name, (width, height), squares, edge squares, ice, meteorites, positions, choice
# positions, starts, lot, medals per lot.
TABLE = {
    "s": ("Symmetric", (6, 6), 32, 16, 4, 1, 20, 4, (1, 11), ALL_SIX, 8),
    "b1": ("Wide", (7, 5), 31, 16, 4, 1, 20, 4, (2, 12), ("civ", "water"), 4),
    "b2": ("Crater", (6, 6), 28, 16, 4, 1, 20, 4, (0, 10), ("energy", "rover"), 4),
    "b3": ("Diamond", (7, 7), 37, 16, 4, 1, 20, 8, (1, 11), ("water", "tech"), 4),
    "b4": ("Tall", (5, 7), 31, 16, 4, 1, 20, 4, (1, 11), ("rover", "biomass"), 4),
    "b5": ("Bitten", (6, 6), 29, 16, 4, 1, 20, 4, (1, 12), ("tech", "civ"), 4),
    "b6": ("Compact", (5, 6), 26, 14, 3, 1, 18, 4, (1, 10), ("biomass", "energy"), 4),
}

# SM-6.3
GRIDS = {
    "s": (".LLLL.", "LLILLL", "LLLMIL", "LILLLL", "LLLILL", ".LLLL."),
    "b1": (".LLILL.", "LLLLMLL", "ILLLLLI", "LLLLLLL", ".LLILL."),
    "b2": (".LLLL.", "LILLML", "LLooLI", "ILooLL", "LLLLIL", ".LLLL."),
    "b3": ("..LLL..", ".LLILL.", "LLMLLLL", "LILLLIL", "LLLLLLL", ".LLILL.", "..LLL.."),
    "b4": (".LLL.", "LLILL", "LLLML", "ILLLI", "LLLLL", "LLILL", ".LLL."),
    "b5": (".LLL..", "LLIL..", "LLLLMI", "ILLLLL", "LLLILL", ".LLLL."),
    "b6": (".LLL.", "LLLIL", "LMLLL", "ILLLL", "LLLIL", ".LLL."),
}

# SM-6.4
_S_ORBIT = ("0:c1 1:c2 2:c3 3:c4 4:r0/c5 5:r1 6:r2 7:r3 8:r4 9:r5/c5 10:c4 11:c3 12:c2 13:c1 "
            "14:r5/c0 15:r4 16:r3 17:r2 18:r1 19:r0/c0")
ORBITS = {
    "s": _S_ORBIT,
    "b2": _S_ORBIT,
    "b1": "0:c1 1:c2 2:c3 3:c4 4:c5 5:r0/c6 6:r1 7:r2 8:r3 9:r4/c6 10:c5 11:c4 12:c3 13:c2 "
          "14:c1 15:r4/c0 16:r3 17:r2 18:r1 19:r0/c0",
    "b3": "0:c2 1:c3 2:c4 3:r0/c5 4:r1/c6 5:r2 6:r3 7:r4 8:r5/c6 9:r6/c5 10:c4 11:c3 12:c2 "
          "13:r6/c1 14:r5/c0 15:r4 16:r3 17:r2 18:r1/c0 19:r0/c1",
    "b4": "0:c1 1:c2 2:c3 3:r0/c4 4:r1 5:r2 6:r3 7:r4 8:r5 9:r6/c4 10:c3 11:c2 12:c1 "
          "13:r6/c0 14:r5 15:r4 16:r3 17:r2 18:r1 19:r0/c0",
    "b5": "0:c1 1:c2 2:c3 3:r0 4:r1/c4 5:c5 6:r2 7:r3 8:r4 9:r5/c5 10:c4 11:c3 12:c2 13:c1 "
          "14:r5/c0 15:r4 16:r3 17:r2 18:r1 19:r0/c0",
    "b6": "0:c1 1:c2 2:c3 3:r0/c4 4:r1 5:r2 6:r3 7:r4 8:r5/c4 9:c3 10:c2 11:c1 12:r5/c0 "
          "13:r4 14:r3 15:r2 16:r1 17:r0/c0",
}


def _face(key: str) -> moons.MoonFace:
    return moons.MOON_BY_KEY[key]


def _expected_edge(grid: tuple[str, ...]) -> frozenset[tuple[int, int]]:
    """Rules "Conventions": a square with fewer than 4 orthogonal neighbours on the board;
    craters count as neighbours but are not squares (SM-6.1)."""
    board = {(x, y) for y, row in enumerate(grid) for x, c in enumerate(row) if c != "."}
    return frozenset((x, y) for x, y in board if grid[y][x] != "o"
                     and len({(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)} & board) < 4)


@pytest.fixture(scope="module")
def maps() -> dict[str, boards.MoonMap]:
    return {key: boards.load_moon(key) for key in KEYS}


@pytest.mark.rule("SM-6.2", "SM-3.1")
def test_seven_faces_on_six_boards() -> None:
    assert tuple(f.key for f in moons.MOON_FACES) == KEYS
    assert [(b.board, b.symmetric, b.asymmetric) for b in moons.MOON_BOARDS] == [
        (n, "s", f"b{n}") for n in range(1, 7)]
    assert moons.RESOURCES == TERRAINS
    assert [f.symmetric for f in moons.MOON_FACES] == [True] + [False] * 6


@pytest.mark.rule("SM-6.2")
@pytest.mark.parametrize("key", KEYS)
def test_face_equals_the_table(key: str) -> None:
    face = _face(key)
    name, size, count, edges, ice, meteors, positions, choices, starts, lot, medals = TABLE[key]
    orbit = moons.orbit(face)
    assert face.name == name
    assert (face.width, face.height) == size
    assert len(moons.squares(face)) == count
    assert len(moons.edge_squares(face)) == edges
    assert len(moons.ice(face)) == ice
    assert "".join(face.grid).count("M") == meteors
    assert len(orbit) == positions
    assert sum(p.choice for p in orbit) == choices
    assert face.starts == starts
    assert face.lot == lot and face.lot_medals == medals


@pytest.mark.rule("SM-6.3")
@pytest.mark.parametrize("key", KEYS)
def test_grid_equals_the_spec_picture(key: str) -> None:
    face = _face(key)
    assert face.grid == GRIDS[key]
    assert moons.meteorite_square(face) in moons.squares(face)
    assert face.cell(-1, 0) == face.cell(0, face.height) == face.cell(face.width, 2) == "."
    assert moons.craters(face) == (
        {(2, 2), (3, 2), (2, 3), (3, 3)} if key == "b2" else frozenset())


@pytest.mark.rule("SM-6.4", "SM-6.1")
@pytest.mark.parametrize("key", KEYS)
def test_orbit_equals_the_spec_list(key: str) -> None:
    orbit = moons.orbit(_face(key))
    assert " ".join(f"{p.index}:{p.label}" for p in orbit) == ORBITS[key]
    assert [p.index for p in orbit] == list(range(len(orbit)))
    for p in orbit:
        assert moons.parse_line_label(p.label) == p.lines
        assert [kind for kind, _i in p.lines] in (["row"], ["col"], ["row", "col"])


@pytest.mark.rule("SM-6.4", "SM-6.1")
@pytest.mark.parametrize("key", KEYS)
def test_map_orbit_layer_equals_the_derived_orbit(maps, key: str) -> None:
    face = _face(key)
    assert maps[key].orbit == tuple((p.index, p.x, p.y, p.label, p.index in face.starts)
                                    for p in moons.orbit(face))
    assert [o[0] for o in maps[key].orbit if o[4]] == list(face.starts)


@pytest.mark.rule("SM-6.1", "SM-6.3")
@pytest.mark.parametrize("key", KEYS)
def test_map_cells_and_edge_equal_the_data(maps, key: str) -> None:
    face, moon = _face(key), maps[key]
    assert (moon.key, moon.name, moon.width, moon.height) == (
        key, face.name, face.width, face.height)
    assert moon.cells == face.grid
    assert moon.cell(-1, -1) == "." and moon.cell(2, 1) == face.grid[1][2]
    assert moon.edge == moons.edge_squares(face) == _expected_edge(GRIDS[key])
    assert moon.edge <= moons.squares(face)


def test_craters_are_neighbours_not_squares() -> None:
    b2 = _face("b2")
    edge = moons.edge_squares(b2)
    assert (2, 1) not in edge and (1, 2) not in edge   # beside the crater: not an edge
    assert not moons.craters(b2) & moons.squares(b2)
    assert (2, 2) not in edge and not b2.is_square(2, 2)


@pytest.mark.rule("SM-6.1")
@pytest.mark.parametrize("key", KEYS)
def test_orbit_positions_end_their_lines_outside_the_moon(key: str) -> None:
    face = _face(key)
    orbit = moons.orbit(face)
    ends = []
    for p in orbit:
        assert face.cell(p.x, p.y) == "."          # outside the moon, never a crater
        assert -1 <= p.x <= face.width and -1 <= p.y <= face.height
        for kind, i in p.lines:
            line = moons.line_squares(face, (kind, i))
            (fx, fy), (lx, ly) = line[0], line[-1]
            if kind == "row":
                assert p.y == i and p.x in (fx - 1, lx + 1)
            else:
                assert p.x == i and p.y in (fy - 1, ly + 1)
            ends.append((kind, i, (p.x, p.y)))
    lines = [("row", y) for y in range(face.height)] + [("col", x) for x in range(face.width)]
    assert len(ends) == len(set(ends)) == 2 * len(lines)   # every line has its two ends
    assert len({(p.x, p.y) for p in orbit}) == len(orbit)
    # position 0 is above the leftmost square of the top row
    assert (orbit[0].x, orbit[0].y) == (face.grid[0].index(next(
        c for c in face.grid[0] if c in moons.SQUARE_KINDS)), -1)
    # numbered clockwise: the angle round the moon's centre grows from position 0
    sq = moons.squares(face)
    cx, cy = sum(x for x, _y in sq) / len(sq), sum(y for _x, y in sq) / len(sq)
    angles = [(math.atan2(p.x - cx, cy - p.y) - math.atan2(orbit[0].x - cx, cy - orbit[0].y))
              % math.tau for p in orbit]
    assert all(b > a for a, b in zip(angles, angles[1:], strict=False))


@pytest.mark.rule("SM-6.5", "SM-4.1")
def test_seed_example_on_the_symmetric_face() -> None:
    s = _face("s")
    assert 1 in s.starts
    reached = moons.satellite_step(s, 1, 3)
    assert reached == 4
    position = moons.orbit(s)[reached]
    assert position.choice and position.lines == (("row", 0), ("col", 5))
    assert moons.line_squares(s, ("col", 5)) == ((5, 1), (5, 2), (5, 3), (5, 4))
    assert moons.satellite_step(s, 19, 2) == 1              # wraps round
    assert moons.satellite_step(_face("b6"), 16, 5) == 3    # 18 positions on B6
    with pytest.raises(ValueError):
        moons.satellite_step(s, 20, 1)
    with pytest.raises(ValueError):
        moons.satellite_step(s, 0, 0)


@pytest.mark.rule("SM-6.6", "SM-5.3", "SM-5.4")
def test_asymmetric_lots_are_pairs_no_tile_carries() -> None:
    carried = {frozenset(t.resources()) for t in TILES}
    assert all(len(pair) == 2 for pair in carried)          # a tile never has 3 resources
    lots = [frozenset(f.lot) for f in moons.MOON_FACES if not f.symmetric]
    assert len(lots) == len(set(lots)) == 6 and all(len(lot) == 2 for lot in lots)
    assert not set(lots) & carried                           # a lot always needs two tiles
    assert Counter(r for lot in lots for r in lot) == {r: 2 for r in TERRAINS}
    # The tiles carry 6 pairs, so 9 of the 15 pairs are never on one tile: the six lots and
    # three more (a perfect matching: civ-rover, water-biomass, tech-energy). SM-6.6's "the
    # six pairs that no tile carries" holds as "six of the pairs".
    uncarried = {frozenset(p) for p in combinations(TERRAINS, 2)} - carried
    rest = uncarried - set(lots)
    assert len(uncarried) == 9 and rest == {frozenset(("civ", "rover")),
                                            frozenset(("water", "biomass")),
                                            frozenset(("tech", "energy"))}
    symmetric = _face("s")
    assert set(symmetric.lot) == set(TERRAINS) and symmetric.lot_medals == 8
    assert all(f.lot_medals == 4 for f in moons.MOON_FACES if not f.symmetric)


@pytest.mark.rule("SM-6.6", "SM-3.1")
@pytest.mark.parametrize("key", KEYS)
def test_starting_meteorite_lines_are_reachable_from_exactly_four_positions(key: str) -> None:
    # The data gives exactly 4 (never more): a position ending both the meteorite's row and
    # its column would be the meteorite's own square.
    face = _face(key)
    mx, my = moons.meteorite_square(face)
    hits = [p.index for p in moons.orbit(face)
            if ("row", my) in p.lines or ("col", mx) in p.lines]
    assert len(hits) == 4


def _side_runs(orbit: tuple[moons.OrbitPosition, ...]) -> list[str | None]:
    """Side of each position from the numbering: the choice positions (corners) cut the orbit
    into runs, named top, right, bottom, left from position 0's run; a corner has None."""
    assert not orbit[0].choice and orbit[-1].choice     # no run wraps past position 0
    runs: list[str | None] = []
    k = 0
    for i, p in enumerate(orbit):
        if p.choice:
            runs.append(None)
        else:
            if i > 0 and orbit[i - 1].choice:
                k += 1
            runs.append(moons.SIDES[k] if k < 4 else "extra")
    assert k == 3                                       # exactly four runs
    return runs


@pytest.mark.rule("SM-6.6", "SM-3.1")
@pytest.mark.parametrize("key", KEYS)
def test_starts_lie_on_opposite_sides(key: str) -> None:
    face = _face(key)
    orbit = moons.orbit(face)
    runs = _side_runs(orbit)
    a, b = (orbit[i] for i in face.starts)
    assert not a.choice and not b.choice
    side_a, side_b = runs[a.index], runs[b.index]
    assert side_a is not None and side_b is not None
    assert (moons.SIDES.index(side_a) - moons.SIDES.index(side_b)) % 4 == 2
    # the geometric side (which end of its line) agrees for the starts
    assert (moons.sides(face, a), moons.sides(face, b)) == ((side_a,), (side_b,))


def test_moon_data_is_frozen_and_the_map_is_plain(maps) -> None:
    face = _face("s")
    with pytest.raises(dataclasses.FrozenInstanceError):
        face.name = "x"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        moons.orbit(face)[0].x = 3  # type: ignore[misc]
    moon = maps["b2"]
    assert type(moon).__module__ == "game.board_data"
    with pytest.raises(dataclasses.FrozenInstanceError):
        moon.width = 1  # type: ignore[misc]


def test_bad_moon_maps_raise_board_error(tmp_path: Path) -> None:
    with pytest.raises(boards.BoardError, match="not found"):
        boards.load_moon("b9")
    with pytest.raises(boards.BoardError, match="expected 'b1'"):
        boards.load_moon("b1", MAPS / "moon_b2.tmx")
    with pytest.raises(boards.BoardError, match="map property moon is None"):
        boards.load_moon("s", MAPS / "planet_ksb4156.tmx")
    text = (MAPS / "moon_s.tmx").read_text(encoding="utf-8").replace(
        'source="tilesets/', f'source="{MAPS.as_posix()}/tilesets/')
    broken = tmp_path / "moon_s.tmx"
    broken.write_text(text.replace('name="orbit"', 'name="ring"'), encoding="utf-8")
    with pytest.raises(boards.BoardError, match="no object layer named 'orbit'"):
        boards.load_moon("s", broken)
    broken.write_text(text.replace('name="margin" type="int" value="1"',
                                   'name="margin" type="int" value="2"'), encoding="utf-8")
    with pytest.raises(boards.BoardError, match="margin must be '.' cells only"):
        boards.load_moon("s", broken)


def test_generator_reproduces_the_moon_maps(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_maps", ROOT / "tools" / "make_maps.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    written = gen.moon_maps(tmp_path)
    names = {p.relative_to(tmp_path).as_posix() for p in written}
    assert names == {"tilesets/moon.tsx", "tilesets/moon.png", *(f"moon_{k}.tmx" for k in KEYS)}
    for path in written:
        committed = MAPS / path.relative_to(tmp_path)
        assert committed.is_file(), f"{committed} missing: run tools/make_maps.py"
        if path.suffix == ".png":   # pixels, not bytes (zlib builds differ)
            import pygame

            a, b = pygame.image.load(str(path)), pygame.image.load(str(committed))
            assert a.get_size() == b.get_size()
            assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
        else:
            assert path.read_bytes() == committed.read_bytes(), (
                f"{committed.name} differs from tools/make_maps.py output: regenerate it")
