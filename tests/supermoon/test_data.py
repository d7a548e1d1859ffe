"""Planet Unknown component data (PU-0.2, PU-1.1, PU-16) against the spec: tiles and shapes,
the outer and inner rings, planet KSB-4156 and the Universal Coalition corporation.

The expected tables are copied from `rules/supermoon.md` into these files (tests never read
the spec or the research folder): the markdown tables are kept verbatim and parsed here (the
row parser is in `data_helpers.py`), so a reader can compare them with the spec line by line.
The data under test is `game/supermoon/data/*.json`, read through `game.supermoon.data`.
"""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from game.supermoon import data as D
from tests.supermoon.data_helpers import _rows

# --- expected tables, verbatim from the spec ----------------------------------------------------

# PU-0.2: family -> (A terrain, B terrain)
FAMILIES = {0: ("civ", "energy"), 1: ("energy", "water"), 2: ("rover", "tech"),
            3: ("tech", "biomass"), 4: ("water", "rover"), 5: ("biomass", "civ")}

# PU-16.3
SHAPE_TABLE = """\
| N | outer | 5 | `..Bb / aAa.` | (3,0) b | 8 (8) |
| F | outer | 5 | `..b / aaB / .A.` | (0,1) a | 8 (8) |
| U5 | outer | 5 | `B.A / baa` | (2,1) a | 8 (4) |
| S5 | outer | 5 | `B.. / bAa / ..a` | (0,1) b | 8 (4) |
| S4 | outer | 4 | `.Bb / Aa.` | (1,1) a | 8 (4) |
| I4 | outer | 4 | `AaBb` | (3,0) b | 4 (2) |
| T4 | inner | 4 | `BaA / .a.` | (1,1) a | 8 (4) |
| L4 | inner | 4 | `.a / .A / bB` | (0,2) b | 8 (8) |
| O4 | inner | 4 | `Bb / aA` | (1,0) b | 8 (1) |
| I3 | inner | 3 | `B / A / a` | (0,2) a | 4 (2) |
| V3 | inner | 3 | `aA / .B` | (0,0) a | 8 (4) |
| D2 | inner | 2 | `A / B` | (0,1) B (on the icon square) | 4 (2) |
"""

# The forms column of PU-16.3, as the brief lists it (len(shape.forms)).
FORMS = {"N": 8, "F": 8, "U5": 8, "S5": 8, "S4": 8, "I4": 4,
         "T4": 8, "L4": 8, "O4": 8, "I3": 4, "V3": 8, "D2": 4}

# PU-1.1
OUTER = ("N", "F", "U5", "S5", "S4", "I4")
INNER = ("T4", "L4", "O4", "I3", "V3", "D2")

# PU-16.1
KSB_4156 = """\
      x:  0 1 2 3 4 5 6 7 8 9 A B
y= 0 [1]  . . . . . L L . . . . .
y= 1 [1]  . . . I L L L L L . . .
y= 2 [1]  . . L I I I L P I L . .
y= 3 [2]  . L L L L I L L I I L .
y= 4 [2]  . P L L L I L L L L P .
y= 5 [3]  I I L L L I L L L L L L
y= 6 [3]  I I L L L I L L L L L L
y= 7 [2]  . L P L I I L L L L L .
y= 8 [2]  . L L I I L L L P L L .
y= 9 [1]  . . L I L P L L L L . .
y=10 [1]  . . . I L L L L L . . .
y=11 [1]  . . . . . L L . . . . .
col medals:  1 1 1 2 2 3 3 2 2 1 1 1
"""

# PU-16.2
UNIVERSAL_TRACKS = """\
| step | civ | water | biomass | rover | tech |
|---|---|---|---|---|---|
| 16 |  |  |  | mv4 |  |
| 15 | M5 | M10 | M5 | mv4 + M5 | M5 |
| 14 | CIV-MS |  |  | mv4 | TECH-MS |
| 13 |  | M7 | PATCH | mv4 | M2 |
| 12 |  | SYN | M3 | mv3 + M2 | SYN |
| 11 | SYN |  | PATCH | mv3 |  |
| 10 | CIV-MS | M5 | SYN | mv3 + SYN | TECH-MS |
| 9 | M3 |  | PATCH | mv3 |  |
| 8 | SYN | M4 | M2 | mv2 + M1 |  |
| 7 |  | SYN |  | mv2 | TECH-MS |
| 6 | CIV-MS | M3 | PATCH | mv2 + NEW-ROVER | M1 |
| 5 | M2 |  | M1 | mv2 | TECH-MS |
| 4 |  | M2 |  | mv2 |  |
| 3 | CIV-MS | SYN | PATCH | mv1 | TECH-MS |
| 2 | M1 | M1 | SYN | mv1 | SYN |
| 1 |  |  |  | NEW-ROVER |  |
"""


def _codes(cell: str) -> tuple[str, ...]:
    return tuple(p.strip() for p in cell.split("+") if p.strip())


def _raw(name: str) -> dict:
    return json.loads((D.DATA_DIR / name).read_text(encoding="utf-8"))


def _art(squares) -> list[str]:
    """The spec's rows art of a set of squares (capital = icon, a/b = terrain side)."""
    w = max(s.x for s in squares) + 1
    h = max(s.y for s in squares) + 1
    grid = [["."] * w for _ in range(h)]
    for s in squares:
        letter = s.side.lower()
        grid[s.y][s.x] = letter.upper() if s.icon else letter
    return ["".join(r) for r in grid]


# --- PU-0.2 / PU-16.3 / PU-1.1: tiles and shapes --------------------------------------------------


@pytest.mark.rule("PU-0.2")
def test_144_tiles_six_families_twelve_shapes() -> None:
    assert len(D.TILES) == 144
    assert [t.tile_id for t in D.TILES] == list(range(144))
    assert len(D.SHAPES) == 12
    assert sorted(s.name for s in D.SHAPES) == sorted(FORMS)
    for tile in D.TILES:
        assert (tile.a, tile.b) == FAMILIES[tile.family], tile
        assert tile.resources() == FAMILIES[tile.family]
    assert {f["family"]: (f["A"], f["B"]) for f in _raw("tiles.json")["families"]} == FAMILIES
    stacks = Counter(t.shape_id for t in D.TILES)
    assert stacks == {s.shape_id: 12 for s in D.SHAPES}
    # each shape stack: per family exactly one plain and one meteorite tile
    kinds = Counter((t.shape_id, t.family, t.meteor) for t in D.TILES)
    assert set(kinds.values()) == {1}
    assert len(kinds) == 12 * 6 * 2
    assert Counter(t.meteor for t in D.TILES) == {True: 72, False: 72}


@pytest.mark.rule("PU-0.2")
def test_every_tile_has_two_icons_and_meteorite_copies_one_symbol() -> None:
    for shape in D.SHAPES:
        icons = [s for s in shape.squares if s.icon]
        assert len(icons) == 2, shape.name
        assert sorted(s.side for s in icons) == ["A", "B"], shape.name
        meteors = [s for s in shape.squares if s.meteor]
        assert len(meteors) == 1, shape.name
        assert {s.side for s in shape.squares} == {"A", "B"}, shape.name
    for tile in D.TILES:  # every copy of a shape shares its squares: the icons are per shape
        assert sum(s.icon for s in tile.shape.squares) == 2


@pytest.mark.rule("PU-16.3")
def test_shape_table() -> None:
    rows = _rows(SHAPE_TABLE)
    assert len(rows) == 12
    for name, ring, size, art, meteor, forms in rows:
        shape = D.SHAPE_BY_NAME[name]
        assert shape.ring == ring, name
        assert shape.size == int(size), name
        assert _art(shape.squares) == art.strip("`").split(" / "), name
        m = re.match(r"\((\d+),(\d+)\) ([abAB])", meteor)
        assert m, meteor
        (square,) = [s for s in shape.squares if s.meteor]
        assert (square.x, square.y) == (int(m[1]), int(m[2])), name
        assert square.side == m[3].upper(), name
        assert square.icon == m[3].isupper(), name
        f, geo = re.match(r"(\d+) \((\d+)\)", forms).groups()
        assert len(shape.forms) == int(f) == FORMS[name], name
        geometric = {tuple((s.x, s.y) for s in form) for form in D.orientations(
            tuple(D.Square(s.x, s.y, "A", False, False) for s in shape.squares))}
        assert len(geometric) == int(geo), name


@pytest.mark.rule("PU-16.3")
def test_forms_are_distinct_orientations_of_the_shape() -> None:
    for shape in D.SHAPES:
        assert len(set(shape.forms)) == len(shape.forms)
        assert shape.forms[0] == shape.squares  # form 0 = the shape as printed
        for form in shape.forms:
            assert len(form) == shape.size
            assert Counter((s.side, s.icon, s.meteor) for s in form) == \
                Counter((s.side, s.icon, s.meteor) for s in shape.squares)
    raw = {s["name"]: s for s in _raw("tiles.json")["shapes"]}
    for shape in D.SHAPES:
        assert raw[shape.name]["forms"] == len(shape.forms)


@pytest.mark.rule("PU-1.1")
def test_outer_and_inner_rings() -> None:
    outer = {D.SHAPES[i].name for i in D.OUTER_SHAPES}
    inner = {D.SHAPES[i].name for i in D.INNER_SHAPES}
    assert outer == set(OUTER)
    assert inner == set(INNER)
    assert all(D.SHAPE_BY_NAME[n].size >= 4 for n in OUTER)
    tiles_per_ring = Counter(t.shape.ring for t in D.TILES)
    assert tiles_per_ring == {"outer": 72, "inner": 72}


# --- PU-16.1: KSB-4156 ---------------------------------------------------------------------------


def _ksb() -> tuple[list[str], list[int], list[int]]:
    grid, rows = [], []
    cols: list[int] = []
    for line in KSB_4156.splitlines():
        m = re.match(r"y=\s*\d+ \[(\d+)\]\s+(.*)$", line)
        if m:
            rows.append(int(m[1]))
            grid.append(m[2].replace(" ", ""))
        elif line.startswith("col medals:"):
            cols = [int(v) for v in line.split(":")[1].split()]
    return grid, rows, cols


@pytest.mark.rule("PU-16.1")
def test_ksb_4156_grid_and_medals() -> None:
    grid, rows, cols = _ksb()
    planet = D.PLANET_BY_KEY["ksb4156"]
    assert D.PLANETS[0] is planet and D.SYMMETRIC_PLANET == "ksb4156"
    assert planet.name == "KSB-4156"
    assert list(planet.grid) == grid
    assert (planet.width, planet.height) == (12, 12)
    assert list(planet.row_medals) == rows
    assert list(planet.col_medals) == cols
    counts = Counter("".join(grid))
    assert (counts["L"], counts["I"], counts["P"]) == (69, 21, 6)
    assert counts["L"] + counts["I"] + counts["P"] == 96
    assert sum(rows) + sum(cols) == 40
    raw = _raw("planets.json")["planets"][0]
    assert raw["counts"] == {"L": 69, "I": 21, "P": 6}
    assert raw["max_line_medals"] == 40
    assert planet.cell(5, 0) == "L" and planet.cell(0, 0) == "." and planet.cell(-1, 5) == "."


@pytest.mark.rule("PU-16.1")
def test_thirteen_planets_load() -> None:
    assert len(D.PLANETS) == 13
    assert len(D.PLANET_BY_KEY) == 13


# --- PU-16.2: Universal Coalition ----------------------------------------------------------------


@pytest.mark.rule("PU-16.2")
def test_universal_coalition_tracks() -> None:
    corp = D.CORP_BY_KEY["universalcoalition"]
    assert D.CORPORATIONS[0] is corp and D.SYMMETRIC_CORP == "universalcoalition"
    assert corp.name == "Universal Coalition"
    expected = {t: {} for t in D.TRACKS}
    for step, *cells in _rows(UNIVERSAL_TRACKS):
        for track, cell in zip(D.TRACKS, cells, strict=True):
            expected[track][int(step)] = _codes(cell)
    for track in D.TRACKS:
        ti = D.TRACK_INDEX[track]
        top = D.ROVER_VIRTUAL if track == "rover" else D.TRACK_TOP
        assert len(corp.tracks[ti]) == top + 1, track
        assert corp.codes(ti, 0) == (), track  # step 0: the start space
        for step in range(1, top + 1):
            assert corp.codes(ti, step) == expected[track].get(step, ()), (track, step)
    assert corp.codes(D.TRACK_INDEX["civ"], 16) == ()


@pytest.mark.rule("PU-16.2")
@pytest.mark.rule("PU-0.4")
def test_universal_coalition_two_rovers() -> None:
    corp = D.CORP_BY_KEY["universalcoalition"]
    assert corp.rovers == 2
    spaces = sum(codes.count("NEW-ROVER") for column in corp.tracks for codes in column)
    assert spaces == 2
    assert len(D.CORPORATIONS) == 9


@pytest.mark.rule("PU-16.4")
def test_universal_coalition_five_tech_levels() -> None:
    corp = D.CORP_BY_KEY["universalcoalition"]
    assert len(corp.techs) == 5
    milestones = [s for s in range(16) if "TECH-MS" in corp.codes(D.TRACK_INDEX["tech"], s)]
    assert milestones == [3, 5, 7, 10, 14]
