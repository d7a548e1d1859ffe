"""Planet Unknown placement legality and the resolution of a placed tile (PU-4, PU-5), on
hand-made KSB-4156 boards: the engine's placement enumerator against an independent reference,
event restrictions and their waiver, and the gains of a placement through the Rules contract."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.supermoon import board as geo
from game.supermoon.data import SHAPES, TILES, Shape
from game.supermoon.gains import choices, tile_gains
from game.supermoon.rules import RULES
from game.supermoon.state import PATCH, Board, Gain, Player, Rover, State
from tests.supermoon.builders import (
    BIOMASS,
    CIV,
    ROVER,
    TECH,
    WATER,
    G,
    act,
    act_events,
    at_rotate,
    depot_of,
    finish_turn,
    legal_kind,
    make_board,
    paint,
    player,
    rect,
    set_player,
    sq,
    tile_id,
    with_events,
    xy,
)

ON_BOARD = [s for s in range(144) if G.on_board(s % 12, s // 12)]
D2_BIO_CIV = tile_id("D2", "biomass", "civ")
D2_CIV_ENERGY = tile_id("D2", "civ", "energy")  # form 0: civ icon (0,0), energy icon (0,1)
D2_ENERGY_WATER = tile_id("D2", "energy", "water")
D2_ROVER_TECH = tile_id("D2", "rover", "tech")
D2_ROVER_TECH_M = tile_id("D2", "rover", "tech", meteor=True)  # symbol on the tech square
I4_WATER_ROVER = tile_id("I4", "water", "rover")  # form 0: W(icon) w R(icon) r
I4_CIV_ENERGY = tile_id("I4", "civ", "energy")
N_CIV_ENERGY = tile_id("N", "civ", "energy")
O4_TECH_BIO = tile_id("O4", "tech", "biomass")
ONE_OF_EACH_SHAPE = [next(t.tile_id for t in TILES if t.shape_id == s.shape_id and t.meteor)
                     for s in SHAPES]
# A board with a few tiles (civ, tech, an energy area, water up to near the top edge).
SOME = make_board({**paint(rect(5, 4, 2, 2), "c"), **paint(rect(7, 4, 1, 3), "t"),
                   sq(6, 6): "e", sq(6, 7): "e", **paint(rect(5, 1, 1, 3), "w")})


def turned(deck: tuple[int, ...] | None = None, players: dict[int, Player] | None = None,
           depots: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] | None = None
           ) -> tuple[State, list[str]]:
    """Round 1, steps 4-5, rotation 0, 2 players, with these players and depots (inner, outer)
    set before the station turns, and the event deck `deck` (events on) whose first card is
    revealed; also the log kinds of the rotation."""
    st = at_rotate(2, 1, **({"events": True} if deck is not None else {}))
    if deck is not None:
        st = with_events(st, deck)
    st = replace(st, rotation=0)
    for seat, (inner, outer) in (depots or {}).items():
        st = depot_of(st, seat, inner, outer)
    for seat, p in (players or {}).items():
        st = set_player(st, seat, p)
    st, events = act_events(st, st.commander, "rotate 0")
    return st, [e.kind for e in events]


def ready(deck: tuple[int, ...] | None = None, players: dict[int, Player] | None = None,
          depots: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] | None = None) -> State:
    """`turned` without the log."""
    return turned(deck, players, depots)[0]


def places(st: State, seat: int, slot: int) -> set[tuple[int, int, int]]:
    """(form, x, y) of the seat's legal placements of one slot's tile."""
    return {(int(w[2]), int(w[3]), int(w[4])) for w in
            (a.split() for a in legal_kind(st, seat, "place")) if int(w[1]) == slot}


def covers(tile: int, form: int, x: int, y: int) -> set[int]:
    """Squares a placement covers."""
    return {s for s, _, _, _ in geo.squares_of(geo.empty_board("ksb4156"), tile, form, x, y)}


def reference(board: Board, tile: int, adjacency: bool = True) -> set[tuple[int, int, int]]:
    """PU-4.1 to PU-4.4 written out plainly: 8 orientations (the shape turned and mirrored),
    every square on a bare board square, edge first, then adjacency."""
    covered = {s for s in ON_BOARD if board.terrain[s] != "."}

    def edge(s: int) -> bool:
        x, y = xy(s)
        return sum(G.on_board(x + dx, y + dy) for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0))
                   ) < 4

    out = set()
    forms = (geo.PATCH_FORM,) if tile == PATCH else TILES[tile].shape.forms
    for f, form in enumerate(forms):
        for y in range(-3, 15):
            for x in range(-3, 15):
                cells = [(x + q.x, y + q.y) for q in form]
                if not all(G.on_board(cx, cy) for cx, cy in cells):
                    continue
                squares = {sq(cx, cy) for cx, cy in cells}
                if squares & covered:
                    continue
                if not covered:
                    if not any(edge(s) for s in squares):
                        continue
                elif adjacency and not any(n in covered for s in squares
                                           for n in G.neighbours(s)):
                    continue
                out.add((f, x, y))
    return out


def dihedral(cells: list[tuple[int, int, str, bool, bool]]) -> set[frozenset]:
    """The 8 turned/mirrored copies of a shape, each normalised to its bounding box."""
    out = set()
    for mirror in (False, True):
        cur = [(-x if mirror else x, y, *rest) for x, y, *rest in cells]
        for _ in range(4):
            x0 = min(c[0] for c in cur)
            y0 = min(c[1] for c in cur)
            out.add(frozenset((x - x0, y - y0, *rest) for x, y, *rest in cur))
            cur = [(-y, x, *rest) for x, y, *rest in cur]
    return out


# --- PU-4.1 orientations ------------------------------------------------------------------------


@pytest.mark.rule("PU-4.1")
@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: s.name)
def test_forms_are_the_turned_and_mirrored_copies_of_the_shape(shape: Shape) -> None:
    cells = [(q.x, q.y, q.side, q.icon, q.meteor) for q in shape.squares]
    forms = {frozenset((q.x, q.y, q.side, q.icon, q.meteor) for q in f) for f in shape.forms}
    assert len(forms) == len(shape.forms)  # distinct
    assert forms == dihedral(cells)


@pytest.mark.rule("PU-4.1")
def test_every_form_of_a_tile_may_be_placed_aligned_with_the_grid() -> None:
    st = ready(depots={0: ((D2_BIO_CIV,), (N_CIV_ENERGY,))})
    assert {f for f, _, _ in places(st, 0, 0)} == set(range(8))  # N: 8 forms
    assert {f for f, _, _ in places(st, 0, 6)} == set(range(4))  # D2: 4 forms
    st = act(st, 0, "place 0 5 1 2 0")
    piece = st.work[0].boards[0].pieces[0]
    assert (piece.tile, piece.form, piece.x, piece.y) == (N_CIV_ENERGY, 5, 1, 2)
    covered = {s for s in ON_BOARD if st.work[0].boards[0].terrain[s] != "."}
    assert covered == covers(N_CIV_ENERGY, 5, 1, 2) and len(covered) == 5


# --- PU-4.2 to PU-4.5 the base rules ------------------------------------------------------------


@pytest.mark.rule("PU-4.2")
@pytest.mark.rule("PU-4.3")
@pytest.mark.rule("PU-4.4")
@pytest.mark.rule("PU-4.5")
@pytest.mark.parametrize("tile", ONE_OF_EACH_SHAPE)
@pytest.mark.parametrize("board", ["empty", "some"])
def test_legal_placements_are_exactly_the_base_rules_on_ksb4156(tile: int, board: str) -> None:
    b = make_board() if board == "empty" else SOME
    engine = set(geo.placements(b, tile, geo.Rules()))
    assert engine == reference(b, tile)  # KSB-4156 adds no rule of its own (PU-4.5)
    assert engine


@pytest.mark.rule("PU-4.2")
def test_no_square_off_the_board_or_on_a_covered_square() -> None:
    b = make_board(paint(rect(5, 4, 2, 2), "c"))
    rules = geo.Rules()
    # D2 (vertical, form 0) hanging over the top edge at (5,-1) cannot even be named
    assert not geo.is_legal_placement(b, D2_BIO_CIV, 0, 5, -1, rules)
    assert not geo.is_legal_placement(b, D2_BIO_CIV, 0, 4, 0, rules)  # (4,0) is off-planet
    assert not geo.is_legal_placement(b, D2_BIO_CIV, 0, 5, 3, rules)  # (5,4) is covered
    assert geo.is_legal_placement(b, D2_BIO_CIV, 0, 5, 2, rules)  # (5,2)-(5,3) touch it
    for f, x, y in geo.placements(b, N_CIV_ENERGY, rules):
        assert covers(N_CIV_ENERGY, f, x, y) <= {s for s in ON_BOARD if b.terrain[s] == "."}
    # the patch (a block) too
    assert not geo.is_legal_placement(b, PATCH, 0, 5, 4, geo.Rules(is_patch=True))


@pytest.mark.rule("PU-4.2")
def test_an_overlapping_placement_is_refused_by_the_rules_contract() -> None:
    st = ready(players={0: player(board=make_board(paint(rect(5, 4, 2, 2), "c")))},
               depots={0: ((D2_BIO_CIV,), (N_CIV_ENERGY,))})
    assert "place 6 0 5 2 0" in legal_kind(st, 0, "place")
    assert not RULES.is_legal(st, 0, RULES.parse_action("place 6 0 5 3 0"))
    with pytest.raises(Exception, match="not allowed"):
        act(st, 0, "place 6 0 5 3 0")


@pytest.mark.rule("PU-4.3")
def test_the_first_tile_or_patch_must_cover_an_edge_square() -> None:
    empty = make_board()
    rules = geo.Rules()
    assert not geo.is_legal_placement(empty, D2_BIO_CIV, 0, 6, 5, rules)  # (6,5),(6,6) inner
    assert geo.is_legal_placement(empty, D2_BIO_CIV, 0, 0, 5, rules)  # (0,5) is an edge
    assert all(covers(D2_BIO_CIV, f, x, y) & {s for s in ON_BOARD if geo.is_edge(empty, s)}
               for f, x, y in geo.placements(empty, D2_BIO_CIV, rules))
    patch = {xy(sq_) for sq_ in ON_BOARD
             if geo.is_legal_placement(empty, PATCH, 0, *xy(sq_), geo.Rules(is_patch=True))}
    assert patch == {xy(s) for s in ON_BOARD if geo.is_edge(empty, s)}
    assert (6, 5) not in patch and (0, 5) in patch and len(patch) == 96 - 68


@pytest.mark.rule("PU-4.4")
def test_later_pieces_touch_a_covered_square_never_a_second_cluster() -> None:
    b = make_board(paint([sq(5, 0), sq(5, 1)], "b"))
    rules = geo.Rules()
    assert geo.is_legal_placement(b, D2_BIO_CIV, 0, 6, 0, rules)  # beside it
    assert not geo.is_legal_placement(b, D2_BIO_CIV, 0, 0, 5, rules)  # an edge, but apart
    assert not geo.is_legal_placement(b, D2_BIO_CIV, 0, 7, 1, rules)  # diagonal only
    patch = {s for s in ON_BOARD
             if geo.is_legal_placement(b, PATCH, 0, *xy(s), geo.Rules(is_patch=True))}
    assert patch == {sq(6, 0), sq(4, 1), sq(6, 1), sq(5, 2)}


# --- PU-4.6 event restrictions ------------------------------------------------------------------


@pytest.mark.rule("PU-4.6")
def test_no_edge_no_ice_and_no_same_terrain_restrictions() -> None:
    b = SOME
    base = set(geo.placements(b, D2_ENERGY_WATER, geo.Rules()))
    edge = {s for s in ON_BOARD if geo.is_edge(b, s)}
    ice = {s for s in ON_BOARD if geo.is_ice(b, s)}
    no_edge = set(geo.placements(b, D2_ENERGY_WATER, geo.Rules(restriction=geo.NO_EDGE)))
    assert no_edge == {p for p in base if not covers(D2_ENERGY_WATER, *p) & edge}
    no_ice = set(geo.placements(b, D2_ENERGY_WATER, geo.Rules(restriction=geo.NO_ICE)))
    assert no_ice == {p for p in base if not covers(D2_ENERGY_WATER, *p) & ice}
    assert no_edge < base and no_ice < base
    # 119: neither the energy square may touch the energy area (6,6)-(6,7) nor the water
    # square the water column (5,1)-(5,3)
    no_same = set(geo.placements(b, D2_ENERGY_WATER, geo.Rules(restriction=geo.NO_SAME)))
    bad = {p for p in base for s, letter, _, _ in geo.squares_of(b, D2_ENERGY_WATER, *p)
           if any(b.terrain[n] == letter for n in G.neighbours(s))}
    assert {(0, 6, 8), (0, 4, 1)} <= bad  # energy under (6,7); water (4,2) beside (5,2)
    assert (2, 5, 7) in no_same  # water (5,7) beside energy (6,7): different terrains
    assert no_same == base - bad


@pytest.mark.rule("PU-4.6")
def test_event_103_takes_edge_placements_out_of_the_legal_list_but_not_patches() -> None:
    st = ready(deck=(103, 122), players={0: player(board=SOME)},
               depots={0: ((D2_BIO_CIV,), (N_CIV_ENERGY,))})
    assert not st.work[0].waived
    edge = {s for s in ON_BOARD if geo.is_edge(SOME, s)}
    legal = places(st, 0, 6)
    assert legal and all(not covers(D2_BIO_CIV, *p) & edge for p in legal)
    assert legal == set(geo.placements(SOME, D2_BIO_CIV, geo.Rules(restriction=geo.NO_EDGE)))
    # blocks ignore event restrictions: a patch may go on an edge square
    near = make_board(paint([sq(0, 5), sq(1, 5)], "c"))
    st = set_player(st, 0, player(board=near))
    spots = {s for _, s in choices(st, 0, st.work[0], Gain("patch"))}
    assert spots == {sq(0, 6), sq(1, 4), sq(1, 6), sq(2, 5)}
    assert geo.is_edge(near, sq(0, 6)) and geo.is_edge(near, sq(1, 4))


# --- PU-4.7 pieces never block ------------------------------------------------------------------


@pytest.mark.rule("PU-4.7")
@pytest.mark.rule("PU-5.2")
def test_lifepods_and_rovers_under_a_tile_are_destroyed_not_collected() -> None:
    p = player(rovers=(Rover(0, sq(1, 5)),), rover_supply=1)
    st = ready(players={0: p}, depots={0: ((D2_BIO_CIV,), (N_CIV_ENERGY,))})
    assert sq(1, 4) in st.work[0].boards[0].lifepods
    assert (0, 1, 4) in places(st, 0, 6)  # covers the lifepod (1,4) and the rover (1,5)
    st, events = act_events(st, 0, "place 6 0 1 4 0")
    q = st.work[0]
    assert sq(1, 4) not in q.boards[0].lifepods and len(q.boards[0].lifepods) == 5
    assert q.lifepods == 0  # destroyed, not collected
    assert q.rovers == (Rover(-1, -1),) and q.rover_supply == 1  # not back in the supply
    kinds = [e.kind for e in events]
    assert "sm.lifepod_destroyed" in kinds and "sm.rover_destroyed" in kinds


@pytest.mark.rule("PU-4.7")
def test_meteorites_lie_on_tiles_and_never_change_placement() -> None:
    b = make_board(paint([sq(5, 0), sq(5, 1)], "t"), meteors=(sq(5, 1),), symbols=(sq(5, 1),))
    plain = replace(b, meteors=())
    for tile in ONE_OF_EACH_SHAPE:
        assert set(geo.placements(b, tile, geo.Rules())) == set(
            geo.placements(plain, tile, geo.Rules()))


# --- PU-4.8 the event waiver --------------------------------------------------------------------


@pytest.mark.rule("PU-4.8")
def test_no_edge_event_is_waived_for_a_player_with_an_empty_planet_only() -> None:
    st, kinds = turned((103, 122), {1: player(board=SOME)},
                       {0: ((D2_BIO_CIV,), (N_CIV_ENERGY,)),
                        1: ((D2_ROVER_TECH,), (I4_CIV_ENERGY,))})
    no_edge = geo.Rules(restriction=geo.NO_EDGE)
    # seat 0: the first tile must touch the edge, the event forbids it: nothing fits
    assert not geo.has_placement(make_board(), D2_BIO_CIV, no_edge)
    assert not geo.has_placement(make_board(), N_CIV_ENERGY, no_edge)
    assert st.work[0].waived and not st.work[1].waived
    assert kinds.count("sm.waiver") == 1 and not st.last_round
    assert places(st, 0, 6) == reference(make_board(), D2_BIO_CIV)  # restriction ignored
    assert places(st, 0, 0) == reference(make_board(), N_CIV_ENERGY)
    # seat 1 has interior room: the restriction holds for them
    assert places(st, 1, 9) == set(geo.placements(SOME, D2_ROVER_TECH, no_edge))
    assert places(st, 1, 9) < reference(SOME, D2_ROVER_TECH)
    st = finish_turn(act(st, 0, "place 6 0 0 5 0"), 0)
    st = finish_turn(act(st, 1, legal_kind(st, 1, "place")[0]), 1)
    assert st.round == 2 and not st.players[0].waived  # for this round only


@pytest.mark.rule("PU-4.8")
def test_no_waiver_while_one_depot_tile_fits_under_the_restriction() -> None:
    free = {sq(6, 5), sq(6, 6), sq(0, 5), sq(1, 5), sq(2, 5), sq(3, 5)}
    tight = make_board(paint([s for s in ON_BOARD if s not in free], "c"))
    st, kinds = turned((120, 122), {0: player(board=tight)},  # 120: no planet ice
                       {0: ((D2_BIO_CIV,), (I4_CIV_ENERGY,))})
    assert not st.work[0].waived and not st.work[0].stuck and "sm.waiver" not in kinds
    # I4 fits only on the row-5 strip, over the ice at (0,5), (1,5): not this round
    assert reference(tight, I4_CIV_ENERGY) and places(st, 0, 0) == set()
    assert places(st, 0, 6) == {(0, 6, 5), (2, 6, 5), (1, 2, 5), (3, 2, 5)}


# --- PU-4.9 Universal T1 --------------------------------------------------------------------


T1 = (0, 0, 0, 0, 3)  # tech 3: the first TECH-MS


@pytest.mark.rule("PU-4.9")
def test_universal_t1_lifts_adjacency_and_nothing_else() -> None:
    st = ready(players={0: player(tracks=T1, board=SOME)},
               depots={0: ((D2_BIO_CIV,), (N_CIV_ENERGY,))})
    got = places(st, 0, 6)
    assert got == reference(SOME, D2_BIO_CIV, adjacency=False)
    assert (0, 0, 5) in got and (0, 0, 5) not in reference(SOME, D2_BIO_CIV)  # apart: ok
    assert (0, 5, 3) not in got  # still no overlap (PU-4.2)
    # edge first still holds on an empty board
    st = ready(players={0: player(tracks=T1)}, depots={0: ((D2_BIO_CIV,), (N_CIV_ENERGY,))})
    assert places(st, 0, 6) == reference(make_board(), D2_BIO_CIV)
    assert (0, 6, 5) not in places(st, 0, 6)


@pytest.mark.rule("PU-4.9")
def test_universal_t1_does_not_lift_an_event_restriction() -> None:
    st = ready(deck=(103, 122), players={0: player(tracks=T1, board=SOME)},
               depots={0: ((D2_BIO_CIV,), (N_CIV_ENERGY,))})
    edge = {s for s in ON_BOARD if geo.is_edge(SOME, s)}
    got = places(st, 0, 6)
    assert got == {p for p in reference(SOME, D2_BIO_CIV, adjacency=False)
                   if not covers(D2_BIO_CIV, *p) & edge}
    assert (0, 0, 5) not in got and (0, 2, 6) in got  # apart is fine, the edge is not


# --- PU-5 resolving a placed tile ---------------------------------------------------------------


@pytest.mark.rule("PU-5.1")
@pytest.mark.parametrize("tech,meteors", [(0, (sq(5, 1),)), (14, ())])
def test_a_meteorite_tile_gets_its_meteorite_at_once_except_with_t5(
        tech: int, meteors: tuple[int, ...]) -> None:
    st = ready(players={0: player(tracks=(0, 0, 0, 0, tech))},
               depots={0: ((D2_ROVER_TECH_M,), (N_CIV_ENERGY,))})
    st, events = act_events(st, 0, "place 6 0 5 0 0")  # rover (5,0), tech + symbol (5,1)
    b = st.work[0].boards[0]
    assert b.symbols == (sq(5, 1),) and b.meteors == meteors
    assert ("sm.meteor_prevented" in [e.kind for e in events]) == (tech == 14)


@pytest.mark.rule("PU-5.1")
def test_a_plain_tile_gets_no_meteorite() -> None:
    st = ready(depots={0: ((D2_ROVER_TECH,), (N_CIV_ENERGY,))})
    b = act(st, 0, "place 6 0 5 0 0").work[0].boards[0]
    assert b.symbols == () and b.meteors == ()


@pytest.mark.rule("PU-5.3")
@pytest.mark.parametrize("tile,start,end", [
    (O4_TECH_BIO, (0, 0, 0, 0, 0), (0, 0, 1, 0, 1)),
    (D2_BIO_CIV, (0, 0, 0, 0, 0), (1, 0, 1, 0, 0)),
    (D2_ROVER_TECH, (0, 0, 0, 4, 0), (0, 0, 0, 5, 1)),
])
def test_each_resource_icon_advances_its_track_by_one(tile: int, start: tuple[int, ...],
                                                      end: tuple[int, ...]) -> None:
    st = ready(players={0: player(tracks=start)}, depots={0: ((tile,), (N_CIV_ENERGY,))})
    st = act(st, 0, "place 6 0 5 0 0")
    assert sorted(g.arg for g in st.work[0].pool if g.kind == "adv") == sorted(
        i for i in range(5) if end[i] > start[i])
    while st.work[0].pool:
        st = act(st, 0, "gain 0")
    assert st.work[0].tracks == end


def _water_gain(board: Board, tile: int, place: tuple[int, int, int]) -> bool:
    squares = geo.squares_of(board, tile, *place)
    return any(g.kind == "adv" and g.arg == WATER
               for g in tile_gains(player(board=board), 0, tile, squares, ""))


@pytest.mark.rule("PU-5.4")
@pytest.mark.parametrize("tile", [I4_WATER_ROVER, tile_id("U5", "water", "rover", True),
                                  D2_ENERGY_WATER, tile_id("S5", "energy", "water")])
def test_water_advances_only_if_some_water_square_of_the_tile_is_on_ice(tile: int) -> None:
    b = SOME
    seen = set()
    for place in geo.placements(b, tile, geo.Rules()):
        on_ice = any(letter == "w" and geo.is_ice(b, s)
                     for s, letter, _, _ in geo.squares_of(b, tile, *place))
        assert _water_gain(b, tile, place) == on_ice, place
        seen.add(on_ice)
    assert seen == {True, False}


@pytest.mark.rule("PU-5.4")
def test_a_plain_water_square_on_ice_is_enough_and_rover_on_ice_is_not() -> None:
    b = make_board({sq(4, 4): "c"})
    st = ready(players={0: player(board=b)}, depots={0: ((D2_BIO_CIV,), (I4_WATER_ROVER,))})
    # I4 form 0 at (4,5): water icon (4,5) land, plain water (5,5) ice, rover (6,5) (7,5)
    assert geo.is_ice(b, sq(5, 5)) and not geo.is_ice(b, sq(4, 5))
    on = act(st, 0, "place 0 0 4 5 0").work[0]
    assert sorted((g.kind, g.arg) for g in on.pool) == [("adv", WATER), ("adv", ROVER)]
    # at (2,5): water (2,5) (3,5) on land, rover (4,5) and (5,5) ice: no water
    off = act(st, 0, "place 0 0 2 5 0").work[0]
    assert [(g.kind, g.arg) for g in off.pool] == [("adv", ROVER)]


@pytest.mark.rule("PU-5.5")
def test_energy_offers_the_terrains_around_its_whole_energy_area() -> None:
    b = make_board({sq(6, 5): "e", sq(7, 5): "w", sq(6, 6): "b", sq(5, 3): "t"},
                   patches=(sq(6, 6),))
    st = ready(players={0: player(board=b)}, depots={0: ((D2_CIV_ENERGY,), (N_CIV_ENERGY,))})
    st = act(st, 0, "place 6 0 6 3 0")  # civ icon (6,3), energy icon (6,4) joins (6,5)
    p = st.work[0]
    assert [(g.kind, g.arg) for g in p.pool] == [("adv", CIV), ("energy", sq(6, 4))]
    # the old energy square's water and patch count; tech (5,3) only touches the civ square
    assert sorted(choices(st, 0, p, p.pool[1])) == [(CIV,), (WATER,), (BIOMASS,)]
    assert sorted(legal_kind(st, 0, "gain")) == sorted(
        ["gain 0", f"gain 1 {BIOMASS}", f"gain 1 {CIV}", f"gain 1 {WATER}"])
    st = act(st, 0, f"gain 1 {WATER}")  # water without any ice
    assert st.work[0].tracks[WATER] == 1


@pytest.mark.rule("PU-5.5")
def test_a_lone_energy_square_offers_its_tiles_other_terrain() -> None:
    st = ready(depots={0: ((D2_CIV_ENERGY,), (N_CIV_ENERGY,))})
    st = act(st, 0, "place 6 0 5 0 0")  # civ (5,0), energy (5,1); bare squares give nothing
    p = st.work[0]
    assert choices(st, 0, p, p.pool[1]) == [(CIV,)]
    st = act(act(st, 0, f"gain 1 {CIV}"), 0, "gain 0")
    assert st.work[0].tracks == (2, 0, 0, 0, 0)


@pytest.mark.rule("PU-5.6")
def test_an_advancement_of_a_track_at_the_top_is_lost() -> None:
    st = ready(players={0: player(tracks=(15, 0, 3, 0, 0))},
               depots={0: ((D2_BIO_CIV,), (N_CIV_ENERGY,))})
    st = act(st, 0, "place 6 0 5 0 0")
    st, events = act_events(st, 0, "gain 1")  # the civ icon
    assert st.work[0].tracks == (15, 0, 3, 0, 0)
    assert ("sm.advance_lost", {"seat": 0, "track": CIV}) in [(e.kind, e.args) for e in events]
    st = act(st, 0, "gain 0")
    assert st.work[0].tracks == (15, 0, 4, 0, 0)


@pytest.mark.rule("PU-5.7")
@pytest.mark.parametrize("pick", [0, 1])
def test_one_resource_events_let_the_player_choose_one_advancement(pick: int) -> None:
    st = ready(deck=(104, 122), depots={0: ((O4_TECH_BIO,), (N_CIV_ENERGY,))})
    st = act(st, 0, "place 6 0 5 0 0")
    assert [(g.kind, g.arg) for g in st.work[0].pool] == [("adv", BIOMASS), ("adv", TECH)]
    assert {"gain 0", "gain 1"} <= set(legal_kind(st, 0, "gain"))
    st, events = act_events(st, 0, f"gain {pick}")
    assert st.work[0].pool == () and "sm.one_resource" in [e.kind for e in events]
    want = [0, 0, 0, 0, 0]
    want[(BIOMASS, TECH)[pick]] = 1
    assert st.work[0].tracks == tuple(want)
    assert legal_kind(st, 0, "gain") == []


@pytest.mark.rule("PU-5.8")
@pytest.mark.parametrize("tile,tech,gained", [
    (D2_CIV_ENERGY, 0, {CIV: 2}),  # energy counts as the other resource
    (D2_ENERGY_WATER, 0, {WATER: 2}),
    (I4_WATER_ROVER, 10, {WATER: 1, ROVER: 1}),  # no ice needed; +1 only even with T4
])
def test_a_stuck_player_takes_a_tile_advances_both_and_it_leaves_the_game(
        tile: int, tech: int, gained: dict[int, int]) -> None:
    full = make_board(paint(ON_BOARD, "c"))
    st = ready(players={0: player(tracks=(0, 0, 0, 0, tech), board=full)},
               depots={0: ((D2_BIO_CIV,), (tile,)) if TILES[tile].shape.ring == "outer"
                       else ((tile,), (N_CIV_ENERGY,))})
    slot = 0 if TILES[tile].shape.ring == "outer" else 6
    assert st.work[0].stuck and legal_kind(st, 0, "place") == []
    assert sorted(legal_kind(st, 0, "discard")) == ["discard 0", "discard 6"]
    st = act(st, 0, f"discard {slot}")
    want = [0, 0, 0, 0, tech]
    for track, k in gained.items():
        want[track] += k
    assert st.work[0].tracks == tuple(want)
    assert st.work[0].boards[0].pieces == ()  # not placed
    st = finish_turn(st, 0)
    st = finish_turn(act(st, 1, legal_kind(st, 1, "place")[0]), 1)
    assert tile in st.gone and tile not in st.stacks[slot]


@pytest.mark.rule("PU-5.7")
def test_what_the_kept_resource_brings_is_not_the_tiles_other_resource() -> None:
    """The 2-seat rotate screenshot's log said "keeps only one resource" twice: the rover of
    the Rover milestone the kept advance reached carried the tile's "one" mark, so resolving
    it dropped "the other resource" again (and would have dropped an item brought with it)."""
    from game.supermoon.gains import resolve
    from game.supermoon.tracks import Turn

    st = at_rotate(2, 1)
    p = player(last_tile=0, pool=(Gain("adv", ROVER, (), "one"), Gain("adv", WATER, (), "one")))
    t = Turn(0, p, "one_resource_only", 1)
    resolve(t, st, 0, ())  # the Rover icon: step 1 deploys a rover (PU-6.9)
    assert t.player.tracks[ROVER] == 1 and t.player.tracks[WATER] == 0  # Water lost
    assert [(g.kind, g.source) for g in t.player.pool] == [("rover", "tile")]
    assert [k for k, _ in t.journal].count("sm.one_resource") == 1
