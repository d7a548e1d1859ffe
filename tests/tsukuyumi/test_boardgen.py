"""Board generators (TS-2.4, TS-2.5, TS-2.23, TS-2.24, TS-12.2 random) over many seeds.

The presets table and the scenario positions are copied from `rules/tsukuyumi.md` as literals.
"""

from __future__ import annotations

from collections import Counter

import pytest

from game.core import codec
from game.core.rng import Rng
from game.tsukuyumi import board as B
from game.tsukuyumi import boardgen as G
from game.tsukuyumi.tiles import TILE_BY_ID, TILES

# TS-2.23, verbatim
PRESETS_TABLE = """\
| none (= the standard layout, TS-2.5) | 1 | 1 | no |
| low (default) | 0.75 | 2 | no |
| mid | 0.75 | 1 | no |
| high | 0.5 | 1 | yes |
"""

SEEDS = range(50)
RING2 = set(B.ring_positions(2))
RING3 = set(B.ring_positions(3))


def _check_common(board: B.Board, tiles: int) -> None:
    """Moon present, `tiles` distinct pool tiles, rotations 0-5, connected to the Moon."""
    area = B.area_zones(board)
    assert len(area) == tiles
    assert len({z.tile for z in area}) == tiles
    for z in area:
        assert z == B.area_zone(z.pos, TILE_BY_ID[z.tile], z.rotation)
        assert 0 <= z.rotation <= 5
    assert {z for z in board.zones if z.kind == "moon"} == set(B.moon_zones())
    assert len(board.zones) == tiles + 7
    assert B.is_connected(board)


@pytest.mark.rule("TS-2.4")
def test_tiles_per_player_count() -> None:
    assert {p: G.tile_count(p) for p in (2, 3, 4)} == {2: 10, 3: 21, 4: 28}
    with pytest.raises(ValueError):
        G.tile_count(5)  # 35 tiles: Stage 3


# --- standard layout (TS-2.5) ------------------------------------------------------------------


@pytest.mark.rule("TS-2.5", "TS-2.4", "TS-2.6")
@pytest.mark.parametrize("players", [3, 4])
def test_standard_layout_over_many_seeds(players: int) -> None:
    tiles = G.tile_count(players)
    ring3_seen: Counter[B.Pos] = Counter()
    rotations: Counter[int] = Counter()
    boards = set()
    for seed in range(100):
        board, rng = G.standard_board(Rng.from_seed(seed), tiles)
        _check_common(board, tiles)
        positions = {z.pos for z in B.area_zones(board)}
        assert RING2 <= positions
        assert len(positions & RING3) == tiles - 12
        assert positions <= RING2 | RING3
        assert B.holes(board) == ()
        again, rng2 = G.standard_board(Rng.from_seed(seed), tiles)
        assert again == board and rng2 == rng != Rng.from_seed(seed)
        ring3_seen.update(positions & RING3)
        rotations.update(z.rotation for z in B.area_zones(board))
        boards.add(codec.dumps(board))
    assert len(boards) == 100  # different seeds, different boards
    assert set(ring3_seen) == RING3  # every ring-3 position gets used
    assert set(rotations) == set(range(6))


def test_standard_layout_needs_ring_two_full() -> None:
    with pytest.raises(ValueError):
        G.standard_board(Rng.from_seed(1), 10)
    with pytest.raises(ValueError):
        G.standard_board(Rng.from_seed(1), 31)


# --- random board (TS-2.23, TS-2.24) -----------------------------------------------------------


@pytest.mark.rule("TS-2.23")
def test_presets_match_the_spec_table() -> None:
    for line in PRESETS_TABLE.splitlines():
        name, prob, need, holes = (c.strip() for c in line.strip("|").split("|"))
        preset = G.SCATTER_PRESETS[name.split()[0]]
        assert preset == G.ScatterPreset(float(prob), int(need), holes == "yes")
    assert list(G.SCATTER_PRESETS) == ["none", "low", "mid", "high"]
    assert G.DEFAULT_SCATTER == "low"


@pytest.mark.rule("TS-2.24", "TS-2.23", "TS-2.4")
@pytest.mark.parametrize("scatter", ["none", "low", "mid", "high"])
@pytest.mark.parametrize("tiles", [21, 28])
def test_random_board_over_many_seeds(scatter: str, tiles: int) -> None:
    preset = G.SCATTER_PRESETS[scatter]
    with_holes = 0
    boards = set()
    for seed in SEEDS:
        board, rng = G.random_board(Rng.from_seed(seed), tiles, scatter)
        _check_common(board, tiles)
        area = B.area_zones(board)
        assert all(2 <= B.distance(z.pos) <= G.MAX_RING for z in area)
        # (1) neighbours only grow after a placement, so each tile still has enough of them.
        for z in area:
            assert len(B.neighbour_zones(board, z.pos)) >= preset.neighbours_required
        # The exact hole test of TS-2.24 (2).
        found = B.enclosed_cells(board.index)
        assert set(B.holes(board)) == found
        if not preset.holes_allowed:
            assert not found
        with_holes += bool(found)
        # The tiles are the first ones of the shuffled pool (TS-2.24).
        drawn, _ = Rng.from_seed(seed).shuffle(TILES)
        assert {z.tile for z in area} == {t.tile_id for t in drawn[:tiles]}
        # Same seed, same board and same generator afterwards (TS-42.12).
        assert G.random_board(Rng.from_seed(seed), tiles, scatter) == (board, rng)
        boards.add(codec.dumps(board))
    assert len(boards) == len(SEEDS)
    if scatter == "none":
        # TS-2.5: the preset "none" is the standard layout.
        for seed in SEEDS:
            board, _ = G.random_board(Rng.from_seed(seed), tiles, scatter)
            positions = {z.pos for z in B.area_zones(board)}
            assert RING2 <= positions <= RING2 | RING3
    if scatter == "high" and tiles == 28:
        assert with_holes > 0  # holes do happen when allowed


@pytest.mark.rule("TS-2.23")
def test_scatter_spreads_the_board() -> None:
    # A lower tile probability pushes tiles outwards: high reaches further than none.
    def reach(scatter: str) -> int:
        return max(B.board_radius(G.random_board(Rng.from_seed(s), 28, scatter)[0])
                   for s in range(20))
    assert reach("none") == 3
    assert reach("high") > reach("mid") >= 4


def test_random_board_refuses_more_tiles_than_the_pool() -> None:
    with pytest.raises(ValueError):
        G.random_board(Rng.from_seed(0), 38)
    with pytest.raises(KeyError):
        G.random_board(Rng.from_seed(0), 21, "wild")


# --- scenario layouts (TS-12.2, grey tiles random) ---------------------------------------------

# TS-12.10, exploration_3p: ring 2 + these; fertile (3,-2) (-2,-1) (-1,3) only
EXPLORATION_3P = sorted(RING2 | {(3, 0), (3, -2), (2, -3), (0, -3), (-2, -1), (-3, 1), (-3, 3),
                                 (-1, 3), (1, 2)})
EXPLORATION_3P_FERTILE = {(3, -2): "fertile", (-2, -1): "fertile", (-1, 3): "fertile"}
# TS-12.10, moonfall: ring 2 + ring 3 + five; radioactive (2,-3) (-2,3); fertile (2,-1) (-2,1)
# (3,0) (-3,0)
MOONFALL = sorted(RING2 | RING3 | {(4, -1), (2, -4), (-3, -1), (-4, 4), (1, 3)})
MOONFALL_FIXED = {(2, -3): "radioactive", (-2, 3): "radioactive", (2, -1): "fertile",
                  (-2, 1): "fertile", (3, 0): "fertile", (-3, 0): "fertile"}


@pytest.mark.rule("TS-12.2")
def test_fill_layout_fixed_types_and_fertile_exact() -> None:
    assert len(EXPLORATION_3P) == 21 and len(MOONFALL) == 35
    for seed in range(30):
        board, rng = G.fill_layout(EXPLORATION_3P, EXPLORATION_3P_FERTILE, Rng.from_seed(seed),
                                   fertile_exact=True)
        _check_common(board, 21)
        assert {z.pos for z in B.area_zones(board)} == set(EXPLORATION_3P)
        fertile = {z.pos for z in B.area_zones(board) if z.zone_type == "fertile"}
        assert fertile == set(EXPLORATION_3P_FERTILE)
        assert G.fill_layout(EXPLORATION_3P, EXPLORATION_3P_FERTILE, Rng.from_seed(seed),
                             fertile_exact=True) == (board, rng)
    extra_fertile = 0
    rotations: Counter[int] = Counter()
    for seed in range(30):
        board, _ = G.fill_layout(MOONFALL, MOONFALL_FIXED, Rng.from_seed(seed))
        _check_common(board, 35)
        for pos, kind in MOONFALL_FIXED.items():
            z = B.zone_at(board, pos)
            assert z is not None
            assert (z.characteristic if kind == "radioactive" else z.zone_type) == kind
        fertile = {z.pos for z in B.area_zones(board) if z.zone_type == "fertile"}
        assert fertile >= {p for p, k in MOONFALL_FIXED.items() if k == "fertile"}
        extra_fertile += len(fertile) - 4
        rotations.update(z.rotation for z in B.area_zones(board))
    # Without fertile_exact the fifth fertile tile may be drawn for a grey position.
    assert extra_fertile > 0
    assert set(rotations) == set(range(6))


@pytest.mark.rule("TS-12.2")
def test_fill_fixed_types_leaves_the_rest_of_the_pool() -> None:
    board, _, rest = G.fill_fixed_types(MOONFALL, MOONFALL_FIXED, Rng.from_seed(3))
    placed = {z.tile for z in B.area_zones(board)}
    assert {z.pos for z in B.area_zones(board)} == set(MOONFALL_FIXED)
    assert len(rest) == 37 - 6 and not placed & {t.tile_id for t in rest}
    # "ocean" fixes a plain ocean-floor tile (no characteristic)
    board, _ = G.fill_layout([(2, 0)], {(2, 0): "ocean"}, Rng.from_seed(0))
    z = B.zone_at(board, (2, 0))
    assert z is not None and (z.zone_type, z.characteristic) == ("ocean", "")


def test_fill_layout_errors() -> None:
    with pytest.raises(ValueError):
        G.fill_layout([(0, 1)], {}, Rng.from_seed(0))  # a moon zone
    six = {(2, c - 2): "fertile" for c in range(3)} | {(-2, c): "fertile" for c in range(3)}
    with pytest.raises(ValueError):
        G.fill_layout(list(six), six, Rng.from_seed(0))  # only 5 fertile tiles
    with pytest.raises(ValueError):
        G.fill_layout([(2, 0)], {(3, 0): "fertile"}, Rng.from_seed(0))  # outside the layout
    with pytest.raises(ValueError):
        G.fill_layout(sorted(RING2 | RING3 | {(4, 0), (4, -1), (4, -2), (4, -3), (4, -4),
                                              (3, -4), (2, -4), (1, -4)}), {},
                      Rng.from_seed(0))  # 38 positions, 37 tiles
