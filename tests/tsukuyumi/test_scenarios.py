"""Tsukuyumi's scenario layouts (TS-12, RECONSTRUCTED) and the standard map against the spec.

The expected tables are copied from `rules/tsukuyumi.md` into this file (tests never read the
spec): the TS-12.10 layout table, the TS-12.3 player counts, the special rules of TS-12.4-12.9
and the tile pool of TS-9.14. The data under test is `game/tsukuyumi/data/scenarios.json`,
read through `game.tsukuyumi.scenarios`.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from game.core import i18n
from game.tsukuyumi import board as B
from game.tsukuyumi import scenarios as S

# --- expected tables, copied from the spec -------------------------------------------------------

# TS-41.3
MOON = {(0, 0), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)}
# TS-41.1: 0 SE, 1 NE, 2 N, 3 NW, 4 SW, 5 S
DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def dist(q: int, r: int) -> int:
    """TS-41.1: distance = (|dq| + |dr| + |dq + dr|) / 2 from the Moon's centre."""
    return (abs(q) + abs(r) + abs(q + r)) // 2


def ring(n: int) -> list[tuple[int, int]]:
    """TS-12.10: ring n = the hexes at distance n."""
    return [(q, r) for q in range(-n, n + 1) for r in range(-n, n + 1) if dist(q, r) == n]


R2, R3 = ring(2), ring(3)
assert (len(R2), len(R3)) == (12, 18)

# TS-12.10, column "area-tile positions", as listed
CANYON_LISTED = [(-5, 2), (-5, 3), (-4, 1), (-4, 2), (-4, 3), (-3, 0), (-3, 1), (-3, 2), (-3, 3),
                 (-2, 0), (-2, 1), (-2, 2), (-1, -1), (-1, 2), (1, -2), (1, 1), (2, -2), (2, -1),
                 (2, 0), (3, -3), (3, -2), (3, -1), (3, 0), (4, -3), (4, -2), (4, -1), (5, -3),
                 (5, -2)]
CONTROL_GROUPS = [
    [(2, 0), (2, -1), (2, -2), (3, 0), (3, -1), (3, -2), (3, -3)],
    [(0, -2), (-1, -1), (-2, 0), (0, -3), (-1, -2), (-2, -1), (-3, 0)],
    [(-2, 2), (-1, 2), (0, 2), (-3, 3), (-2, 3), (-1, 3), (0, 3)],
]
# map -> (tiles, area-tile positions, fixed types)
LAYOUT_TABLE = {
    "exploration_3p": (21, R2 + [(3, 0), (3, -2), (2, -3), (0, -3), (-2, -1), (-3, 1), (-3, 3),
                                 (-1, 3), (1, 2)],
                       {"fertile": [(3, -2), (-2, -1), (-1, 3)]}),
    "exploration_4p": (28, R2 + [h for h in R3 if h not in [(2, -3), (-2, 3)]],
                       {"fertile": [(3, -1), (0, -3), (-3, 1), (0, 3)]}),
    "control": (21, [p for g in CONTROL_GROUPS for p in g],
                {"mountain": [(2, -1), (-1, -1), (-1, 2)], "fertile": [(3, -3), (-3, 0), (0, 3)]}),
    "pacific_impasse": (21, R2 + [(2, 1), (3, 0), (3, -1)] + [(1, -3), (0, -3), (-1, -2)]
                        + [(-3, 2), (-3, 3), (-2, 3)], {}),
    "exhausted_earth": (28, [h for h in R2 if h not in [(2, -2), (-2, 2)]] + R3, {}),
    "canyon": (28, CANYON_LISTED, {}),
    "moonfall": (35, R2 + R3 + [(4, -1), (2, -4), (-3, -1), (-4, 4), (1, 3)],
                 {"radioactive": [(2, -3), (-2, 3)],
                  "fertile": [(2, -1), (-2, 1), (3, 0), (-3, 0)]}),
}
# TS-12.3 (read with the caption shift)
PLAYERS = {"exploration_3p": (3,), "exploration_4p": (4,), "control": (3,),
           "pacific_impasse": (3,), "exhausted_earth": (4,), "canyon": (4,), "moonfall": (5,)}
STANDARD_TILES = {3: 21, 4: 28, 5: 35}   # TS-2.4 and the seed's 5-player count
# TS-12.4-12.9 as TS-41.11 names them
RULES = {"standard": set(), "exploration_3p": {"no_faction_goals"},
         "exploration_4p": {"no_faction_goals"},
         "control": {"start_distinct_groups", "start_not_adjacent_moon"},
         "pacific_impasse": {"start_slots_only"}, "exhausted_earth": {"no_start_in_holes"},
         "canyon": set(), "moonfall": set()}
FERTILE_EXACT = {"exploration_3p", "exploration_4p", "control"}

# TS-9.14, verbatim: the 37-tile base pool
POOL_TABLE = """\
| Ocean floor | none / [0] / [0,2] / [0,3] / [0,1,3] | 6 / 6 / 2 / 1 / 3 |
| Ocean floor, Radioactive | none / [0] / [0,2] | 1 / 1 / 1 |
| Ocean floor, Unstable | none / [0] | 3 / 1 |
| Ocean floor, Tsukuyumi | none | 2 |
| Fertile ground | none / [0] / [0,2] / [0,3] | 1 / 2 / 1 / 1 |
| Mountain +15 | none / [0] | 1 / 1 |
| Mountain +20 | none / [0] / [0,3] | 1 / 1 / 1 |
"""
POOL_TYPE = {"Ocean floor": "ocean", "Ocean floor, Radioactive": "radioactive",
             "Ocean floor, Unstable": "unstable", "Ocean floor, Tsukuyumi": "tsukuyumi",
             "Fertile ground": "fertile", "Mountain +15": "mountain", "Mountain +20": "mountain"}
OCEAN_TYPES = ("ocean", "radioactive", "unstable", "tsukuyumi")


def pool_counts() -> Counter[str]:
    """Tiles per type of the base pool, summed from the TS-9.14 table."""
    counts: Counter[str] = Counter()
    for line in POOL_TABLE.splitlines():
        name, _barriers, qty = (c.strip() for c in line.strip("|").split("|"))
        counts[POOL_TYPE[name]] += sum(int(n) for n in qty.split("/"))
    return counts


def fits_pool(s: S.Scenario) -> bool:
    """The fixed types of a layout can be dealt from the 37-tile pool (TS-12.2, TS-41.12)."""
    pool, fixed = pool_counts(), Counter(t for _p, t in s.fixed)
    if any(fixed[t] > pool[t] for t in fixed):
        return False
    if sum(fixed[t] for t in OCEAN_TYPES) > sum(pool[t] for t in OCEAN_TYPES):
        return False
    # With fertile_exact the unfixed fertile tiles leave the draw: enough tiles must remain.
    left = sum(pool.values()) - (pool["fertile"] - fixed["fertile"] if s.fertile_exact else 0)
    return s.tiles <= left


def holes_of(zones: set[tuple[int, int]]) -> set[tuple[int, int]]:
    """Empty hexes not reachable from far outside through empty hexes (own flood, radius 8)."""
    box = {(q, r) for q in range(-8, 9) for r in range(-8, 9) if dist(q, r) <= 8}
    seen, stack = {(8, 0)}, [(8, 0)]
    while stack:
        q, r = stack.pop()
        for dq, dr in DIRS:
            n = (q + dq, r + dr)
            if n in box and n not in zones and n not in seen:
                seen.add(n)
                stack.append(n)
    return box - zones - seen


def adjacent(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return (b[0] - a[0], b[1] - a[1]) in DIRS


# --- the table -----------------------------------------------------------------------------------


def test_pool_table_counts() -> None:
    pool = pool_counts()
    assert sum(pool.values()) == 37
    assert sum(pool[t] for t in OCEAN_TYPES) == 27   # ocean floor with or without characteristic
    assert dict(pool) == {"ocean": 18, "radioactive": 3, "unstable": 4, "tsukuyumi": 2,
                          "fertile": 5, "mountain": 5}


@pytest.mark.rule("TS-12.10", "TS-12.1")
def test_seven_reconstructed_layouts_and_the_standard_map() -> None:
    assert [s.id for s in S.SCENARIOS] == list(LAYOUT_TABLE)
    assert all(s.reconstructed for s in S.SCENARIOS)
    assert S.STANDARD.id == "standard" and not S.STANDARD.reconstructed
    assert S.STANDARD.positions == () and S.STANDARD.tiles == 0
    assert S.LAYOUTS == (S.STANDARD, *S.SCENARIOS)
    assert set(S.SCENARIO_BY_ID) == set(LAYOUT_TABLE)
    assert set(S.LAYOUT_BY_ID) == {"standard", *LAYOUT_TABLE}


@pytest.mark.rule("TS-12.10")
@pytest.mark.parametrize("sid", list(LAYOUT_TABLE))
def test_layout_positions_counts_and_fixed_types(sid: str) -> None:
    tiles, positions, fixed = LAYOUT_TABLE[sid]
    s = S.SCENARIO_BY_ID[sid]
    assert len(positions) == len(set(positions)) == tiles == s.tiles == len(s.positions)
    assert set(s.positions) == set(positions)
    assert not set(s.positions) & MOON
    want = {p: t for t, ps in fixed.items() for p in ps}
    assert dict(s.fixed) == want
    for p in s.positions:
        assert s.fixed_type(p) == want.get(p)


@pytest.mark.rule("TS-12.10", "TS-12.8")
def test_canyon_band() -> None:
    band = {(q, r) for q in range(-5, 6) for r in range(-10, 11)
            if abs(2 * r + q) <= (1 if abs(q) == 5 else 3)}
    assert band - MOON == set(CANYON_LISTED) == set(S.SCENARIO_BY_ID["canyon"].positions)
    zones = S.SCENARIO_BY_ID["canyon"].zones()
    columns = [sum(1 for q, _r in zones if q == col) for col in range(-5, 6)]
    assert columns == [2, 3, 4, 3, 4, 3, 4, 3, 4, 3, 2]
    # The Moon fills its column: east-west traffic passes the Moon.
    assert {p for p in zones if p[0] == 0} <= MOON
    assert S.SCENARIO_BY_ID["canyon"].rules == ()          # S: «Aucune»


@pytest.mark.rule("TS-12.3", "TS-12.4")
def test_player_counts() -> None:
    for sid, players in PLAYERS.items():
        s = S.SCENARIO_BY_ID[sid]
        assert s.players == players, sid
        # every caption matches the standard tile count: 21 -> 3, 28 -> 4, 35 -> 5
        assert all(STANDARD_TILES[n] == s.tiles for n in s.players), sid
    # Exploration 3-5: the 3- and 4-player maps are Stage 1 (5 players is Stage 3).
    assert S.SCENARIO_BY_ID["exploration_3p"].stage == S.SCENARIO_BY_ID["exploration_4p"].stage
    assert S.STANDARD.players == (3, 4)
    assert {s.stage for s in S.SCENARIOS if s.id != "moonfall"} == {1}


@pytest.mark.rule("TS-12.9")
def test_moonfall_is_a_house_variant_at_four() -> None:
    s = S.SCENARIO_BY_ID["moonfall"]
    assert s.tiles == 35 and s.players == (5,) and s.stage == 3
    assert s.house_variant_players == (4,)
    assert s.offered_at(4) and s.offered_at(5) and not s.offered_at(3)
    assert Counter(t for _p, t in s.fixed) == {"radioactive": 2, "fertile": 4}
    assert not s.fertile_exact
    assert all(o.house_variant_players == () for o in S.LAYOUTS if o.id != "moonfall")
    assert s.tiles <= sum(pool_counts().values())   # the base box's 37 tiles suffice at 4


@pytest.mark.rule("TS-12.4", "TS-12.5", "TS-12.6", "TS-12.7", "TS-12.8")
@pytest.mark.parametrize("sid", list(RULES))
def test_special_rules(sid: str) -> None:
    s = S.LAYOUT_BY_ID[sid]
    assert set(s.rules) == RULES[sid] and len(s.rules) == len(set(s.rules))
    assert s.fertile_exact is (sid in FERTILE_EXACT)


@pytest.mark.rule("TS-12.5")
def test_control_groups() -> None:
    s = S.SCENARIO_BY_ID["control"]
    assert [set(g) for g in s.groups] == [set(g) for g in CONTROL_GROUPS]
    assert sorted(p for g in s.groups for p in g) == sorted(s.positions)
    for k, group in enumerate(CONTROL_GROUPS, 1):
        assert all(s.group_of(p) == k for p in group)
        assert S.is_connected(group)
        # each group offers a start zone touching it alone, not adjacent to the Moon
        others = {p for g in CONTROL_GROUPS if g is not group for p in g}
        starts = [(q + dq, r + dr) for q, r in group for dq, dr in DIRS]
        assert any(h not in s.zones() and not any(adjacent(h, m) for m in MOON)
                   and not any(adjacent(h, o) for o in others) for h in starts), k
    assert s.group_of((0, 0)) is None
    assert all(S.SCENARIO_BY_ID[o].groups == () for o in LAYOUT_TABLE if o != "control")


@pytest.mark.rule("TS-12.6")
def test_pacific_impasse_start_slots() -> None:
    s = S.SCENARIO_BY_ID["pacific_impasse"]
    assert s.start_slots == (("A", (4, 0)), ("B", (0, -4)), ("C", (-4, 4)))
    assert set(s.forbidden) == {(3, -3), (-3, 0), (0, 3)}
    assert s.start_slot("B") == (0, -4)
    zones = s.zones()
    for h in [h for _l, h in s.start_slots] + list(s.forbidden):
        assert h not in zones and any(adjacent(h, z) for z in zones), h   # edge positions
    assert all(S.SCENARIO_BY_ID[o].start_slots == () and S.SCENARIO_BY_ID[o].forbidden == ()
               for o in LAYOUT_TABLE if o != "pacific_impasse")


@pytest.mark.rule("TS-12.7", "TS-12.11")
def test_exhausted_earth_holes() -> None:
    s = S.SCENARIO_BY_ID["exhausted_earth"]
    assert set(s.holes) == {(2, -2), (-2, 2)} == holes_of(set(s.zones()))
    assert S.layout_holes(s) == {(2, -2), (-2, 2)}


@pytest.mark.rule("TS-12.11")
@pytest.mark.parametrize("sid", ["standard", *LAYOUT_TABLE])
def test_connected_through_the_moon_and_holes(sid: str) -> None:
    s = S.LAYOUT_BY_ID[sid]
    assert set(s.zones()) == MOON | set(s.positions)
    assert S.is_connected(s.zones())
    want = {(2, -2), (-2, 2)} if sid == "exhausted_earth" else set()
    assert holes_of(set(s.zones())) == want == S.layout_holes(s) == set(s.holes)


@pytest.mark.rule("TS-12.10")
@pytest.mark.parametrize("sid", list(LAYOUT_TABLE))
def test_fixed_types_fit_the_pool(sid: str) -> None:
    assert fits_pool(S.SCENARIO_BY_ID[sid])


@pytest.mark.rule("TS-41.3")
def test_the_moon() -> None:
    assert set(S.MOON) == MOON and S.MOON[0] == S.MOON_CENTRE == (0, 0)
    assert [(q, r) for q, r in S.MOON[1:]] == [d for d in DIRS]   # the ring in direction order
    cells = S.STANDARD.cells()
    assert cells == {(0, 0): "moon_centre", **{d: "moon" for d in DIRS}}


def test_cells_paint_every_slot_kind() -> None:
    painted = {slot for s in S.LAYOUTS for slot in s.cells().values()}
    assert painted <= set(S.SLOTS)
    assert {"moon_centre", "moon", "area", "area_fertile", "area_mountain", "area_radioactive",
            "start_A", "start_B", "start_C", "forbidden_X", "hole"} <= painted
    s = S.SCENARIO_BY_ID["control"]
    assert s.cells()[(2, -1)] == "area_mountain" and s.cells()[(3, -3)] == "area_fertile"
    assert s.group_cells()[(3, -3)] == 1 and len(s.group_cells()) == 21


# --- helpers -------------------------------------------------------------------------------------


def test_geometry_helpers() -> None:
    # the layouts use the board model's geometry (one hole test for maps and play)
    assert B.neighbours((0, 0)) == DIRS
    assert B.distance((3, -1)) == 3 and B.distance((1, 1), (-1, 1)) == 2
    ring1 = [d for d in DIRS]
    assert S.holes(ring1) == {(0, 0)}
    assert S.holes(ring1 + [(0, 0)]) == frozenset()
    assert S.holes([]) == frozenset() and S.is_connected([])
    assert S.is_connected([(0, 0), (1, 0)]) and not S.is_connected([(0, 0), (2, 0)])
    # two enclosed cells side by side
    pair = {(0, 0), (1, 0)}
    fence = {(q + dq, r + dr) for q, r in pair for dq, dr in DIRS} - pair
    assert S.holes(fence) == pair


def _write(tmp_path: Path, mutate) -> Path:
    doc = json.loads(S.SCENARIOS_FILE.read_text(encoding="utf-8"))
    mutate(doc)
    path = tmp_path / "scenarios.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _layout(doc: dict, sid: str) -> dict:
    return next(raw for raw in doc["layouts"] if raw["id"] == sid)


@pytest.mark.parametrize("mutate, message", [
    (lambda d: _layout(d, "control")["positions"].append([0, 1]), "on the Moon"),
    (lambda d: _layout(d, "control").update(tiles=20), "tiles 20"),
    (lambda d: _layout(d, "control")["fixed"].update(lava=[[2, 0]]), "unknown fixed type"),
    (lambda d: _layout(d, "control")["fixed"]["fertile"].append([9, 9]), "not a free area"),
    (lambda d: _layout(d, "canyon")["rules"].append("no_oni"), "unknown rules"),
    (lambda d: _layout(d, "pacific_impasse")["forbidden"].append([4, 0]), "distinct empty"),
    (lambda d: _layout(d, "moonfall").update(stage=2), "stage"),
    (lambda d: d["layouts"].append(d["layouts"][1]), "unique"),
    (lambda d: d["moon"].pop(), "Moon"),
    (lambda d: _layout(d, "control")["groups"][0].append([0, -2]), "disjoint"),
])
def test_load_rejects_malformed_data(tmp_path: Path, mutate, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        S.load(_write(tmp_path, mutate))


def test_load_reads_the_committed_file_again() -> None:
    assert S.load() == S.LAYOUTS


# --- texts ---------------------------------------------------------------------------------------


@pytest.mark.rule("TS-41.11", "TS-12.9")
def test_names_and_labels_in_both_languages() -> None:
    en, fr = i18n.catalogue("en"), i18n.catalogue("fr")
    for s in S.LAYOUTS:
        assert en[f"ts.scenario.{s.id}"] == s.name_en
        assert fr[f"ts.scenario.{s.id}"] == s.name_fr
    assert S.SCENARIO_BY_ID["pacific_impasse"].name_fr == "L'impasse du Pacifique"
    assert S.SCENARIO_BY_ID["pacific_impasse"].name_en == "Pacific Impasse"
    assert S.SCENARIO_BY_ID["moonfall"].name_fr == "Chute de Lune"
    assert S.SCENARIO_BY_ID["moonfall"].name_en == "Moonfall"
    for rule in (*S.RULES, "fertile_exact"):
        assert f"ts.scenario_rule.{rule}" in en and f"ts.scenario_rule.{rule}" in fr
    assert i18n.tr("ts.map.reconstructed", "fr") == "plan reconstitué"
    assert i18n.tr("ts.map.reconstructed", "en") == "layout reconstructed"
    assert i18n.tr("ts.map.house_variant", "fr", players=4) == "variante maison — 4 joueurs"
    assert i18n.tr("ts.map.house_variant", "en", players=4) == "house variant — 4 players"
    assert re.search(r"\bA, B ou C\b", fr["ts.scenario_rule.start_slots_only"])
