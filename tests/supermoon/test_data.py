"""Planet Unknown component data (PU-0, PU-1, PU-10 to PU-12, PU-15, PU-16) against the spec.

The expected tables are copied from `rules/supermoon.md` into this file (tests never read the
spec or the research folder): the markdown tables are kept verbatim and parsed here, so a
reader can compare them with the spec line by line. The data under test is
`game/supermoon/data/*.json`, read through `game.supermoon.data`.
"""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from game.core import i18n
from game.supermoon import data as D

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

# PU-10.5 (effect column left out: the effects are checked through the data's structured ops)
CIV_TABLE = """\
| 1 | 1 | Temp Agency | immediate |
| 2 | 1 | Dept of Operations | immediate |
| 3 | 1 | Dept of Natural Resources | immediate |
| 4 | 1 | Dept of Engineering | immediate |
| 5 | 1 | Salvage Yard | immediate |
| 6 | 1 | Observance of First Planet Holiday | end game |
| 7 | 1 | Rising Planet Award | end game |
| 8 | 2 | First Planet Holiday | end game |
| 9 | 2 | People's Planet Choice Award | end game |
| 10 | 2 | New Angel Investors | immediate |
| 11 | 2 | Wage Increase | immediate |
| 12 | 2 | Dept of Parks and Rec | immediate |
| 13 | 2 | Approved Overtime | immediate |
| 14 | 2 | Relocation Bonus | immediate |
| 15 | 3 | Top Planet Award | end game |
| 16 | 3 | Depot Repair Online | immediate |
| 17 | 3 | Landing Zone Approved | immediate |
| 18 | 3 | Search and Rescue Team | immediate |
| 19 | 3 | Partnership Opportunity | immediate |
| 20 | 3 | Best in Planet Award | end game |
| 21 | 3 | Unionization | immediate |
| 22 | 4 | Sustainable Living Act | end game |
| 23 | 4 | Gaming Commission | end game |
| 24 | 4 | Planet Lottery | end game |
| 25 | 4 | Meteor Defense Program | immediate |
| 26 | 4 | Global Parks System | immediate |
| 27 | 4 | Best Planet to Live on Award | end game |
| 28 | 4 | Space Citizen Decree | end game |
| 29–32 | 1–4 | Meteorite Repo (one per rank) | end game |
| 33–36 | 1–4 | Commerce Agreement (one per rank) | end game |
"""

# PU-10.5 effects: id -> (op, key fields) for the cards whose effect is a number in the table.
CIV_EFFECTS = {
    1: ("advance_distinct_trackers", {"n": 2, "steps": 1}),
    2: ("advance_one_tracker", {"steps": 2}),
    3: ("gain_patches", {"n": 1}),
    4: ("gain_movement", {"n": 4}),
    5: ("place_extra_tile_from_depot", {"advance": False}),
    6: ("medals", {"n": 1}), 7: ("medals", {"n": 2}), 8: ("medals", {"n": 1}),
    9: ("medals", {"n": 2}),
    10: ("advance_distinct_trackers", {"n": 3, "steps": 1}),
    11: ("advance_distinct_trackers", {"n": 2, "steps": 1}),
    12: ("gain_patches", {"n": 2}),
    13: ("collect_lifepods", {"n": 2}),
    14: ("teleport_rover", {"n": 1}),
    15: ("medals", {"n": 2}),
    16: ("place_extra_tile_from_depot", {"advance": True}),
    17: ("destroy_meteorites_in_line", {}),
    18: ("collect_lifepods", {"n": 3}),
    19: ("advance_distinct_trackers", {"n": 3, "steps": 1}),
    20: ("medals", {"n": 3}),
    21: ("raise_trackers_to", {"step": 5, "synergies": False}),
    22: ("medals_per_patch_on_boards", {"n": 1}),
    23: ("medals_and_advance", {"medals": 2, "advance_one_tracker": 1}),
    24: ("medals_and_advance", {"medals": 3, "advance_one_tracker": 1}),
    25: ("destroy_meteorites", {"n": 3}),
    26: ("gain_patches", {"n": 3}),
    27: ("medals", {"n": 4}),
    28: ("lifepod_value", {"value": 2}),
}

# PU-11.4
OBJECTIVE_TABLE = """\
| 37 | Complex: a 3×3 of Civ | Perimeter: Civ resources on edge squares |
| 38 | Rubik: a 3×3 of Tech | Beacon: Energy resources on edge squares |
| 39 | Landfill: a 3×3 of Biomass | Torus: Tech resources on edge squares |
| 40 | Lattice: a 3×3 of Water | Ringworld: Biomass resources on edge squares |
| 41 | Doghouse: a 3×3 of Rover | Circuit: Rover resources on edge squares |
| 42 | Voltaic: a 3×3 of Energy | Biome: largest Biomass area |
| 43 | Highway: one Civ area with ≥ 6 Civ resources | Transit: largest Rover area |
| 44 | Secret Lab: one Tech area with ≥ 6 Tech resources | Plasma: largest Energy area |
| 45 | Germinate: one Biomass area with ≥ 6 Biomass resources | Megacity: largest Civ area |
| 46 | Amazon: one Water area with ≥ 6 Water resources | Silicon: largest Tech area |
| 47 | Pony Express: one Rover area with ≥ 6 Rover resources | Pacific: largest Water area |
| 48 | PowerLine: one Energy area with ≥ 6 Energy resources | Garden: separate Biomass areas |
| 49 | Skyway: a 2×5 of Civ | Interchange: separate Rover areas |
| 50 | Equator: a 2×5 of Biomass | Supercharge: separate Energy areas |
| 51 | Genome: a 2×5 of Tech | Sprawl: separate Civ areas |
| 52 | Panama: a 2×5 of Water | X: separate Tech areas |
| 53 | Runway: a 2×5 of Rover | 10,000 Lakes: separate Water areas |
| 54 | Power Strip: a 2×5 of Energy | Luddite: fewest Tech resources |
| 55 | Crowd Source: Civ at maximum | Conservation: fewest Water resources |
| 56 | Exponient: Tech at maximum | Galvanize: fewest Energy resources |
| 57 | Overgrowth: Biomass at maximum | 20 Percent: fewest Biomass resources |
| 58 | Flowrate: Water at maximum | Rideshare: fewest Rover resources |
| 59 | Overdrive: Rover at maximum | Rural: fewest Civ resources |
| 60 | Alternative Energy: ≤ 5 Energy resources | Pinnacle: tracks at maximum |
| 61 | Cleanup: ≥ 9 collected meteorites | Geode: collected meteorites |
| 62 | Tight Ship: collected lifepods > collected meteorites | Rescue: collected lifepods |
| 63 | Meltdown: no ice left uncovered | Vaporize: fewest collected meteorites |
| 64 | Coveralls: no land (non-ice) left uncovered | Deductible: fewest collected lifepods |
"""

# PU-12.7 (ids and colour columns verbatim; the effect column is checked in part below)
EVENT_TABLE = """\
| 65 | G S | gain 1 extra rover and place it on a tile you place this round |
| 66 | G S | each rank: one random reserve card joins the rank deck |
| 67 | G S | draw 1 objective, private side, and keep it |
| 68 | G | advance Civ, Biomass or Water by 3, no benefits (medals still count at the end) |
| 69–78 | G | advance one of two trackers by 1: 69 Rover/Civ, 70 Rover/Tech, 71 Rover/Water, 72 Rover/Biomass, 73 Civ/Tech, 74 Water/Civ, 75 Biomass/Civ, 76 Tech/Water, 77 Biomass/Tech, 78 Biomass/Water |
| 79 | G S | set the station to any orientation |
| 80 | G | gain 1 patch |
| 81, 84 | G | synergy boost |
| 82 | G | collect 1 lifepod from your planet |
| 83 | G | collect 1 meteorite from your planet |
| 85–94 | O | regress one of two trackers by 1: 85 Rover/Civ, 86 Rover/Tech, 87 Rover/Water, 88 Rover/Biomass, 89 Civ/Tech, 90 Water/Civ, 91 Biomass/Civ, 92 Tech/Water, 93 Biomass/Tech, 94 Biomass/Water |
| 95 | O | add 1 meteorite to an empty meteorite symbol of your tiles (PU-8.2) |
| 96 | O | regress any one tracker by 1 |
| 97–102 | O | this round rovers may not move onto: 97 Water, 98 Biomass, 99 Energy, 100 Rover, 101 Tech, 102 Civ terrain |
| 103, 124 | O, R | this round tiles may not cover edge squares of the planet |
| 104, 108 | O, R | this round only one of the tile's two resources advances (PU-5.7) |
| 105 | R | regress one tracker by 2 |
| 106 | R | regress one tracker by 3 |
| 107 | R | as 95, but only a symbol of a tile on your planet |
| 109, 123 | R | this round no milestone benefits (PU-6.11) |
| 110 | R S | destroy one of your objective cards |
| 111 | R | with more than 1 rover on your planet, destroy 1 of them |
| 112 | R | each rank: remove 1 random card from the deck |
| 113 | R | destroy 1 uncollected lifepod |
| 114 | R | destroy 1 collected lifepod |
| 115 | R | destroy 1 collected meteorite (a collected one, never one on a board) |
| 116 | R S | choose one stack of your depot; remove all its tiles from the station |
| 117, 118 | R | synergy boost, or peek at the next event (PU-12.5) |
| 119 | R | this round no square of the tile may touch a visible square of the same terrain |
| 120, 121 | R | this round tiles may not cover planet ice |
| 122 | R | this round no synergy boosts |
"""  # noqa: E501

# PU-12.7: round rules named by the table (single-id rows and pairs).
EVENT_ROUND_RULES = {
    103: "no_planet_edge", 124: "no_planet_edge", 104: "one_resource_only",
    108: "one_resource_only", 109: "no_milestones", 123: "no_milestones",
    119: "no_same_terrain_neighbour", 120: "no_planet_ice", 121: "no_planet_ice",
    122: "no_synergy",
}

# PU-15.4
SOLO_TABLE = """\
| 0–2 | 0 | 0 | 0 |
| 3–6 | −5 | −1 | +3 |
| 7–10 | −7 | −2 | +6 |
| 11–14 | −9 | −3 | +9 |
| 15–20 | −11 | −4 | +12 |
| 21+ (Supermoon, SM-13.2) | −15 | −5 | +16 |
"""

# PU-15.5
LADDER = (-15, -10, -5, 0, 5, 10, 15)


# --- parsing helpers -----------------------------------------------------------------------------


def _rows(table: str) -> list[list[str]]:
    """Cells of each markdown row (header and separator rows skipped)."""
    out = []
    for line in table.strip().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells[0] in ("step", "---"):
            continue
        out.append(cells)
    return out


def _num(text: str) -> int:
    return int(text.replace("−", "-").replace("+", ""))


def _ids(text: str) -> list[int]:
    """'69–78' -> 69..78; '81, 84' -> [81, 84]."""
    out: list[int] = []
    for part in text.split(","):
        lo, _, hi = part.strip().partition("–")
        out += list(range(int(lo), int(hi or lo) + 1))
    return out


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


# --- PU-0.5 / PU-10: civ cards -------------------------------------------------------------------


@pytest.mark.rule("PU-0.5")
@pytest.mark.rule("PU-10.5")
def test_36_civ_cards_nine_per_rank() -> None:
    assert sorted(D.CIV_CARDS) == list(range(1, 37))
    assert Counter(c.rank for c in D.CIV_CARDS.values()) == {1: 9, 2: 9, 3: 9, 4: 9}


@pytest.mark.rule("PU-10.5")
def test_civ_table_ids_ranks_names_timings() -> None:
    seen = set()
    for ids, ranks, name, timing in _rows(CIV_TABLE):
        timing = timing.replace(" ", "_")
        card_ids = _ids(ids)
        card_ranks = _ids(ranks)
        assert len(card_ids) == len(card_ranks)
        for cid, rank in zip(card_ids, card_ranks, strict=True):
            card = D.CIV_CARDS[cid]
            seen.add(cid)
            assert card.rank == rank, cid
            assert card.timing == timing, cid
            if len(card_ids) == 1:
                assert card.name == name, cid
            else:  # "Meteorite Repo (one per rank)" -> "Meteorite Repo (r/4)"
                assert card.name == f"{name.split(' (')[0]} ({rank}/4)", cid
    assert seen == set(range(1, 37))


@pytest.mark.rule("PU-10.5")
def test_civ_effects() -> None:
    for cid, (op, fields) in CIV_EFFECTS.items():
        card = D.CIV_CARDS[cid]
        assert card.op == op, cid
        for key, value in fields.items():
            assert card.effect[key] == value, (cid, key)
    for cid in (13, 18):
        assert D.CIV_CARDS[cid].effect["board"] == "planet"
    assert D.CIV_CARDS[14].effect["cost"] == 0
    for cid in range(29, 33):
        assert D.CIV_CARDS[cid].op == "meteorite_repo"


@pytest.mark.rule("PU-10.6")
def test_commerce_agreement_scores_1_3_6_10() -> None:
    for cid in range(33, 37):
        card = D.CIV_CARDS[cid]
        assert card.op == "commerce_agreement"
        assert card.effect["medals_by_cards_owned"] == [0, 1, 3, 6, 10]
    assert {D.CIV_CARDS[c].rank for c in range(33, 37)} == {1, 2, 3, 4}
    assert {D.CIV_CARDS[c].rank for c in range(29, 33)} == {1, 2, 3, 4}


# --- PU-11.4: objectives -------------------------------------------------------------------------


def _split(cell: str) -> tuple[str, str]:
    name, _, text = cell.partition(": ")
    return name, text


def _terrain(word: str) -> str:
    return word.lower()


def _private_rule(text: str) -> dict:
    if m := re.fullmatch(r"a 3×3 of (\w+)", text):
        return {"kind": "terrain_rectangle", "terrain": _terrain(m[1]), "w": 3, "h": 3}
    if m := re.fullmatch(r"a 2×5 of (\w+)", text):
        return {"kind": "terrain_rectangle", "terrain": _terrain(m[1]), "w": 2, "h": 5,
                "rotated_allowed": True}
    if m := re.fullmatch(r"one (\w+) area with ≥ 6 (\w+) resources", text):
        assert m[1] == m[2]
        return {"kind": "area_with_resources", "terrain": _terrain(m[1]), "min_resources": 6}
    if m := re.fullmatch(r"(\w+) at maximum", text):
        return {"kind": "track_at_max", "track": _terrain(m[1])}
    return {
        "≤ 5 Energy resources":
            {"kind": "resource_count_at_most", "resource": "energy", "max": 5},
        "≥ 9 collected meteorites": {"kind": "collected_meteorites_at_least", "min": 9},
        "collected lifepods > collected meteorites":
            {"kind": "collected_lifepods_more_than_meteorites"},
        "no ice left uncovered": {"kind": "nothing_uncovered", "cells": "ice", "board": "planet"},
        "no land (non-ice) left uncovered":
            {"kind": "nothing_uncovered", "cells": "land", "board": "planet"},
    }[text]


def _neighbour_rule(text: str) -> tuple[dict, bool]:
    fewest = text.startswith("fewest ")
    text = text.removeprefix("fewest ")
    if m := re.fullmatch(r"(\w+) resources on edge squares", text):
        return {"measure": "resources_on_edge", "resource": _terrain(m[1]),
                "board": "planet"}, fewest
    if m := re.fullmatch(r"largest (\w+) area", text):
        return {"measure": "largest_area", "terrain": _terrain(m[1]), "board": "planet"}, fewest
    if m := re.fullmatch(r"separate (\w+) areas", text):
        return {"measure": "area_count", "terrain": _terrain(m[1]), "board": "planet"}, fewest
    if m := re.fullmatch(r"(\w+) resources", text):
        return {"measure": "resource_count", "resource": _terrain(m[1]),
                "board": "planet"}, fewest
    return {
        "tracks at maximum": {"measure": "tracks_at_max"},
        "collected meteorites": {"measure": "collected_meteorites"},
        "collected lifepods": {"measure": "collected_lifepods"},
    }[text], fewest


@pytest.mark.rule("PU-0.5")
@pytest.mark.rule("PU-11.4")
def test_28_objectives_with_both_sides() -> None:
    assert sorted(D.OBJECTIVES) == list(range(37, 65))
    rows = _rows(OBJECTIVE_TABLE)
    assert [int(r[0]) for r in rows] == list(range(37, 65))
    for oid, private, neighbour in rows:
        card = D.OBJECTIVES[int(oid)]
        p_name, p_text = _split(private)
        n_name, n_text = _split(neighbour)
        assert card.private.name == p_name, oid
        assert card.neighbour.name == n_name, oid
        assert card.private.rule == _private_rule(p_text), oid
        rule, fewest = _neighbour_rule(n_text)
        assert card.neighbour.rule == rule, oid
        assert card.neighbour.fewest is fewest, oid
        assert card.private.fewest is False


@pytest.mark.rule("PU-11.4")
def test_objective_fewest_cards() -> None:
    fewest = sorted(i for i, c in D.OBJECTIVES.items() if c.neighbour.fewest)
    assert fewest == [54, 55, 56, 57, 58, 59, 63, 64]


# --- PU-0.5 / PU-12.7: events --------------------------------------------------------------------

COLOUR = {"G": "green", "O": "orange", "R": "red"}


def _event_colours() -> dict[int, tuple[str, bool]]:
    """id -> (colour, solo-only) from the verbatim table."""
    out: dict[int, tuple[str, bool]] = {}
    for ids, colours, _ in _rows(EVENT_TABLE):
        card_ids = _ids(ids)
        tags = [c.split() for c in colours.split(",")]
        if len(tags) == 1:
            tags *= len(card_ids)
        for cid, tag in zip(card_ids, tags, strict=True):
            assert cid not in out
            out[cid] = (COLOUR[tag[0]], "S" in tag[1:])
    return out


def _event_pairs(verb: str) -> dict[int, list[str]]:
    for _, _, effect in _rows(EVENT_TABLE):
        if effect.startswith(verb):
            return {int(cid): [_terrain(t) for t in pair.split("/")]
                    for cid, pair in re.findall(r"(\d+) (\w+/\w+)", effect)}
    raise AssertionError(verb)


@pytest.mark.rule("PU-0.5")
@pytest.mark.rule("PU-12.7")
def test_60_events_20_per_colour_six_solo() -> None:
    assert sorted(D.EVENTS) == list(range(65, 125))
    assert Counter(e.colour for e in D.EVENTS.values()) == {"green": 20, "orange": 20, "red": 20}
    solo = sorted(i for i, e in D.EVENTS.items() if e.solo_only)
    assert solo == [65, 66, 67, 79, 110, 116]


@pytest.mark.rule("PU-12.7")
def test_colour_and_solo_flag_of_every_event() -> None:
    expected = _event_colours()
    assert sorted(expected) == list(range(65, 125))
    for cid, (colour, solo) in expected.items():
        assert D.EVENTS[cid].colour == colour, cid
        assert D.EVENTS[cid].solo_only is solo, cid
    assert [i for i in range(65, 125) if expected[i][0] == "green"] == list(range(65, 85))
    assert [i for i in range(65, 125) if expected[i][0] == "orange"] == list(range(85, 105))
    assert [i for i in range(65, 125) if expected[i][0] == "red"] == list(range(105, 125))


@pytest.mark.rule("PU-12.7")
def test_event_effects_named_in_the_table() -> None:
    for cid, pair in _event_pairs("advance one of two").items():
        ev = D.EVENTS[cid]
        assert (ev.op, ev.effect["tracks"], ev.effect["steps"]) == ("advance_choice", pair, 1)
    for cid, pair in _event_pairs("regress one of two").items():
        ev = D.EVENTS[cid]
        assert (ev.op, ev.effect["tracks"], ev.effect["steps"]) == ("regress_choice", pair, 1)
    rover = {97: "water", 98: "biomass", 99: "energy", 100: "rover", 101: "tech", 102: "civ"}
    for cid, terrain in rover.items():
        assert D.EVENTS[cid].round_rule == f"rover_not_onto_{terrain}", cid
    for cid, rule in EVENT_ROUND_RULES.items():
        assert D.EVENTS[cid].op == "round_rule" and D.EVENTS[cid].round_rule == rule, cid
    assert D.EVENTS[68].effect == {"op": "advance_choice", "tracks": ["civ", "biomass", "water"],
                                   "steps": 3, "benefits": False}
    assert {i for i, e in D.EVENTS.items() if e.op == "synergy_boost"} == {81, 84}
    assert {i for i, e in D.EVENTS.items() if e.op == "synergy_or_peek"} == {117, 118}
    assert (D.EVENTS[105].effect["steps"], D.EVENTS[106].effect["steps"]) == (2, 3)
    assert D.EVENTS[96].effect == {"op": "regress_any", "steps": 1}
    assert D.EVENTS[95].effect["board"] == "any" and D.EVENTS[107].effect["board"] == "planet"
    round_rules = {i for i, e in D.EVENTS.items() if e.op == "round_rule"}
    assert round_rules == set(rover) | set(EVENT_ROUND_RULES)


# --- PU-15.4 / PU-15.5: solo ---------------------------------------------------------------------


def _adjustment(count: int) -> dict[str, int]:
    for band, red, orange, green in _rows(SOLO_TABLE):
        band = band.split(" ")[0]
        lo, _, hi = band.rstrip("+").partition("–")
        top = 24 if band.endswith("+") else int(hi or lo)
        if int(lo) <= count <= top:
            return {"red": _num(red), "orange": _num(orange), "green": _num(green)}
    raise AssertionError(count)


@pytest.mark.rule("PU-15.4")
def test_solo_target_examples() -> None:
    assert D.solo_target({}) == 60
    assert D.solo_target({"green": 20}) == 72
    assert D.solo_target({"red": 20}) == 49
    assert D.solo_target({"orange": 20}) == 56
    assert D.solo_target({"green": 7, "orange": 7, "red": 6}) == 60 + 6 - 2 - 5
    assert D.solo_target({"green": 2, "orange": 3, "red": 15}) == 60 + 0 - 1 - 11
    assert D.solo_target({"green": 10, "orange": 10}) == 60 + 6 - 2
    assert D.solo_target({"green": 11, "orange": 0, "red": 9}) == 60 + 9 - 7
    assert D.solo_target({"green": 14, "red": 6}) == 60 + 9 - 5
    # the 21+ row (Supermoon's 24-card deck)
    assert D.solo_target({"green": 24}) == 76
    assert D.solo_target({"red": 21, "green": 3}) == 60 - 15 + 3
    assert D.solo_target({"orange": 22, "red": 2}) == 60 - 5


@pytest.mark.rule("PU-15.4")
def test_solo_target_whole_table() -> None:
    for count in range(25):
        adj = _adjustment(count)
        for colour in D.COLOURS:
            assert D.solo_target({colour: count}) == 60 + adj[colour], (colour, count)
    for g in range(0, 21, 3):
        for o in range(0, 21 - g, 4):
            r = 20 - g - o
            expected = 60 + _adjustment(g)["green"] + _adjustment(o)["orange"] + \
                _adjustment(r)["red"]
            assert D.solo_target({"green": g, "orange": o, "red": r}) == expected
    table = D.solo_table()
    assert table["base_target"] == 60


@pytest.mark.rule("SM-13.1")
def test_solo_target_with_the_moon_starts_at_80() -> None:
    assert D.solo_target({}, moon=True) == 80
    assert D.solo_target({"green": 24}, moon=True) == 96


@pytest.mark.rule("PU-15.5")
def test_outcome_ladder() -> None:
    rows = D.solo_ladder()
    assert tuple(d for d, _ in rows) == LADDER
    assert all(label for _, label in rows)
    assert D.ladder_row(-40) == -15
    assert D.ladder_row(-16) == -15
    assert D.ladder_row(-15) == -15
    assert D.ladder_row(-11) == -15
    assert D.ladder_row(-10) == -10
    assert D.ladder_row(-3) == -5
    assert D.ladder_row(-1) == -5
    assert D.ladder_row(0) == 0
    assert D.ladder_row(4) == 0
    assert D.ladder_row(5) == 5
    assert D.ladder_row(14) == 10
    assert D.ladder_row(15) == 15
    assert D.ladder_row(17) == 15
    assert D.ladder_row(99) == 15


# --- catalogue texts -----------------------------------------------------------------------------


def _ladder_suffix(delta: int) -> str:
    return "0" if delta == 0 else ("m" if delta < 0 else "p") + str(abs(delta))


def _expected_keys() -> set[str]:
    keys = set()
    for cid in D.CIV_CARDS:
        keys |= {f"sm.civ.{cid}.name", f"sm.civ.{cid}.text"}
    for eid in D.EVENTS:
        keys.add(f"sm.event.{eid}.text")
    keys |= {f"sm.event.colour.{c}" for c in D.COLOURS}
    for oid in D.OBJECTIVES:
        keys |= {f"sm.obj.{oid}.{side}.{part}" for side in ("private", "neighbour")
                 for part in ("name", "text")}
    keys |= {f"sm.terrain.{t}" for t in D.TERRAINS}
    keys |= {f"sm.track.{t}" for t in D.TRACKS}
    keys |= {f"sm.benefit.{c}" for c in
             ("M", "SYN", "CIV-MS", "TECH-MS", "PATCH", "NEW-ROVER", "mv")}
    keys |= {f"sm.ladder.{_ladder_suffix(d)}" for d, _ in D.solo_ladder()}
    keys |= {f"sm.planet.{p.key}.name" for p in D.PLANETS}
    keys |= {f"sm.corp.{c.key}.name" for c in D.CORPORATIONS}
    return keys


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_data_id_has_its_texts(lang: str) -> None:
    catalogue = i18n.catalogue(lang)
    missing = sorted(k for k in _expected_keys() if not catalogue.get(k, "").strip())
    assert missing == []


def test_every_benefit_code_on_the_tracks_has_a_tooltip() -> None:
    catalogue = i18n.catalogue("en")
    corp = D.CORP_BY_KEY["universalcoalition"]
    for column in corp.tracks:
        for codes in column:
            for code in codes:
                key = re.sub(r"^(M|mv)\d+$", r"\1", code)
                assert f"sm.benefit.{key}" in catalogue, code
    assert i18n.tr("sm.benefit.M", n=5).startswith("5 medals at the end")
    assert i18n.tr("sm.benefit.mv", "fr", n=3).startswith("3 ")


def test_card_texts_fit_a_tooltip() -> None:
    for lang in i18n.LANGUAGES:
        catalogue = i18n.catalogue(lang)
        long = [k for k in _expected_keys() if len(catalogue[k]) > 120]
        assert long == [], lang


def test_names_kept_as_printed() -> None:
    en, fr = i18n.catalogue("en"), i18n.catalogue("fr")
    for p in D.PLANETS:
        assert en[f"sm.planet.{p.key}.name"] == fr[f"sm.planet.{p.key}.name"] == p.name
    for c in D.CORPORATIONS:
        assert en[f"sm.corp.{c.key}.name"] == fr[f"sm.corp.{c.key}.name"] == c.name
    for cid, card in D.CIV_CARDS.items():
        assert en[f"sm.civ.{cid}.name"] == card.name
    for oid, card in D.OBJECTIVES.items():
        assert en[f"sm.obj.{oid}.private.name"] == card.private.name


def test_objective_names_in_french() -> None:
    """The objective cards' names are words (the civ cards' too), so the French table says
    them in French; only proper names and words spelt alike stay as they are."""
    en, fr = i18n.catalogue("en"), i18n.catalogue("fr")
    same_in_both = {"Rubik", "Circuit", "Biome", "Transit", "Plasma", "Pony Express", "Panama",
                    "X", "Luddite", "Conservation", "Rural"}
    kept = set()
    for oid in D.OBJECTIVES:
        for side in ("private", "neighbour"):
            name = fr[f"sm.obj.{oid}.{side}.name"]
            assert name.strip(), (oid, side)
            if name == en[f"sm.obj.{oid}.{side}.name"]:
                kept.add(name)
    assert kept == same_in_both
    assert fr["sm.obj.37.private.name"] == "Complexe"
    assert fr["sm.obj.53.neighbour.name"] == "10\u00a0000 lacs"
