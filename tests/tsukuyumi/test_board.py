"""The board model (TS-9.1, TS-9.10–9.12, TS-2.14, TS-2.16, TS-41.2–41.6) on small hand-made boards.

Boards here are built directly from zones: a board need not contain the Moon for the geometry
to hold. The tile pool comes from `game.tsukuyumi.tiles`; plain zones and boards from `ts_builders`.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core import codec
from game.core.rng import MutableRng
from game.tsukuyumi import board as B
from game.tsukuyumi.tiles import TILE_BY_ID, TILES, TileType
from tests.tsukuyumi.ts_builders import area, board

BAR0 = TileType("B0", "ocean", 0, "", (0,))


def ring_board(radius: int, centre: B.Pos = (0, 0)) -> list[B.Pos]:
    q0, r0 = centre
    return [(q + q0, r + r0) for q, r in B.ring_positions(radius)]


# --- the Moon, zones, edges --------------------------------------------------------------------


@pytest.mark.rule("TS-41.3", "TS-9.11", "TS-1.2")
def test_moon_is_seven_tsukuyumi_zones_without_barriers() -> None:
    moon = B.moon_board()
    assert [z.pos for z in moon.zones] == sorted(
        [(0, 0), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)])
    for z in moon.zones:
        assert (z.kind, z.zone_type, z.characteristic) == ("moon", "moon", "tsukuyumi")
        assert z.barriers == () and z.mountain == 0 and z.tile == ""
    # no barrier anywhere inside the Moon
    for a in B.MOON_POSITIONS:
        for b in B.neighbour_zones(moon, a):
            assert not B.is_blocked(moon, a, b)
    assert B.holes(moon) == ()
    assert len(B.edge_positions(moon)) == 12  # ring 2


@pytest.mark.rule("TS-41.2", "TS-9.14")
def test_area_zone_carries_tile_data_and_turned_barriers() -> None:
    tile = TILE_BY_ID["T37"]  # Mountain +20, barriers [0, 3]
    z = B.area_zone((2, -1), tile, 1)
    assert (z.q, z.r, z.kind, z.tile, z.rotation) == (2, -1, "area", "T37", 1)
    assert (z.zone_type, z.mountain, z.characteristic) == ("mountain", 20, "")
    assert z.barriers == (1, 4)
    assert not z.devastated
    radio = next(t for t in TILES if t.characteristic == "radioactive" and t.barriers == (0, 2))
    assert B.area_zone((0, 2), radio, 5).barriers == (1, 5)
    assert B.area_zone((0, 2), radio, 5).characteristic == "radioactive"
    with pytest.raises(ValueError):
        B.area_zone((0, 2), radio, 6)


@pytest.mark.rule("TS-41.4")
def test_edge_keys_are_canonical() -> None:
    for d in range(6):
        key = B.edge_key((2, -1), d)
        assert key[2] in (0, 1, 2)
        a, b = B.edge_hexes(key)
        other = (2 + (1, 1, 0, -1, -1, 0)[d], -1 + (0, -1, -1, 0, 1, 1)[d])
        assert {a, b} == {(2, -1), other}
        assert B.edge_between(a, b) == B.edge_between(b, a) == key
    assert B.edge_key((0, 0), 3) == (-1, 0, 0)
    assert B.edge_key((0, 0), 5) == (0, 1, 2)
    with pytest.raises(ValueError):
        B.edge_between((0, 0), (2, 0))


@pytest.mark.rule("TS-9.1")
def test_zones_are_adjacent_when_they_share_an_edge() -> None:
    b = board(plain=((0, 0), (1, 0), (2, 0), (0, 2)))
    assert B.neighbour_zones(b, (0, 0)) == ((1, 0),)
    assert B.neighbour_zones(b, (1, 0)) == ((2, 0), (0, 0))
    assert B.neighbour_zones(b, (0, 2)) == ()
    assert B.zone_at(b, (0, 1)) is None
    assert B.zone_at(b, (2, 0)) == area((2, 0))


# --- barriers and edge markers -----------------------------------------------------------------


@pytest.mark.rule("TS-9.10")
@pytest.mark.parametrize("printer", ["a", "b"])
def test_printed_barrier_blocks_both_ways_from_either_tile(printer: str) -> None:
    a, b, c = (0, 0), (1, 0), (-1, 0)
    # BAR0 prints edge 0: at rotation 0 it faces direction 0 (a -> b); at rotation 3 it faces
    # direction 3 (b -> a). Either tile's print blocks the shared edge.
    za = area(a, BAR0, 0) if printer == "a" else area(a)
    zb = area(b, BAR0, 3) if printer == "b" else area(b)
    brd = B.Board(zones=(za, zb, area(c)))
    assert B.printed_barrier(brd, a, b) and B.printed_barrier(brd, b, a)
    assert B.is_blocked(brd, a, b) and B.is_blocked(brd, b, a)
    assert not B.is_blocked(brd, a, c) and not B.is_blocked(brd, c, a)
    assert B.open_neighbours(brd, a) == (c,)
    assert B.open_neighbours(brd, b) == ()


@pytest.mark.rule("TS-9.10")
def test_barrier_marker_and_passage_marker() -> None:
    a, b = (0, 0), (1, 0)
    key = B.edge_between(a, b)
    open_board = board(plain=(a, b))
    assert not B.is_blocked(open_board, a, b)  # remembered on this board only
    walled = B.place_edge_marker(open_board, "barrier", key)
    assert B.is_blocked(walled, a, b) and B.is_blocked(walled, b, a)
    assert not B.printed_barrier(walled, a, b)
    # TS-9.9 (RECONSTRUCTED): a Passage on a printed barrier cancels it.
    printed = B.Board(zones=(area(a, BAR0, 0), area(b)))
    assert B.is_blocked(printed, a, b)
    passage = B.place_edge_marker(printed, "passage", key)
    assert B.printed_barrier(passage, a, b)
    assert not B.is_blocked(passage, a, b) and not B.is_blocked(passage, b, a)
    assert not B.is_blocked(B.remove_edge_marker(walled, "barrier", key), a, b)
    # One double-sided marker per edge: never both sides at once.
    with pytest.raises(ValueError):
        B.place_edge_marker(walled, "passage", key)
    with pytest.raises(ValueError):
        B.place_edge_marker(walled, "barrier", key)
    with pytest.raises(ValueError):
        B.remove_edge_marker(open_board, "tunnel", key)


@pytest.mark.rule("TS-9.10")
def test_barricade_and_tunnel_at_board_level() -> None:
    a, b = (0, 0), (1, 0)
    key = B.edge_between(a, b)
    # Barricade (TS-23.13): a barrier for non-Boarlords units only.
    barricaded = B.place_edge_marker(board(plain=(a, b)), "barricade", key)
    assert B.is_blocked(barricaded, a, b) and B.is_blocked(barricaded, b, a)
    assert not B.is_blocked(barricaded, a, b, for_boarlords=True)
    assert not B.has_barrier(barricaded, a, b)
    # Tunnel (TS-23.10): Boarlords cross even a printed barrier or a Barrier marker.
    printed = B.Board(zones=(area(a, BAR0, 0), area(b)))
    tunnel = B.place_edge_marker(printed, "tunnel", key)
    assert B.is_blocked(tunnel, a, b)
    assert not B.is_blocked(tunnel, a, b, for_boarlords=True)
    assert not B.is_blocked(tunnel, b, a, for_boarlords=True)
    walled = B.place_edge_marker(B.place_edge_marker(board(plain=(a, b)), "barrier", key),
                                 "tunnel", key)
    assert B.is_blocked(walled, b, a) and not B.is_blocked(walled, b, a, for_boarlords=True)
    # Without a Tunnel, a barrier blocks the Boarlords as well.
    assert B.is_blocked(printed, a, b, for_boarlords=True)
    assert B.open_neighbours(tunnel, a, for_boarlords=True) == (b,)


@pytest.mark.rule("TS-41.4")
def test_edge_markers_must_use_canonical_keys() -> None:
    with pytest.raises(ValueError):
        B.Board(zones=(), tunnels=((0, 0, 3),))
    with pytest.raises(ValueError):
        B.Board(zones=(), barrier_markers=((0, 0, 1),), passage_markers=((0, 0, 1),))


@pytest.mark.rule("TS-9.12")
def test_rotating_a_tile_turns_its_barriers_but_not_the_edge_markers() -> None:
    a = (0, 0)
    zones = (area(a, TILE_BY_ID["T37"], 0),) + tuple(area(n) for n in B.neighbours(a))
    brd = B.Board(zones=zones)
    markers = {"barrier": B.edge_key(a, 1), "passage": B.edge_key(a, 0),
               "tunnel": B.edge_key(a, 4), "barricade": B.edge_key(a, 5)}
    for kind, key in markers.items():
        brd = B.place_edge_marker(brd, kind, key)
    turned = B.rotate_tile(brd, 0, 0, 2)
    z = B.zone_at(turned, a)
    assert z is not None and (z.rotation, z.barriers) == (2, (2, 5))
    for kind, key in markers.items():
        assert B.has_marker(turned, kind, key)
    assert (turned.barrier_markers, turned.passage_markers, turned.tunnels,
            turned.barricades) == (brd.barrier_markers, brd.passage_markers,
                                   brd.tunnels, brd.barricades)
    # The printed barrier left edge 0, so the Passage there now cancels nothing; edge 5
    # carries the Barricade and now also a printed barrier.
    n = B.neighbours(a)
    assert not B.printed_barrier(turned, a, n[0]) and not B.is_blocked(turned, a, n[0])
    assert B.printed_barrier(turned, a, n[5]) and B.is_blocked(turned, a, n[2])
    assert B.is_blocked(turned, a, n[1])  # the Barrier marker stayed
    # 6 steps is a full turn; negative steps turn back.
    assert B.rotate_tile(turned, 0, 0, 4) == brd
    assert B.rotate_tile(turned, 0, 0, -2) == brd
    with pytest.raises(ValueError):
        B.rotate_tile(B.moon_board(), 0, 0, 1)


# --- holes, edge positions, connectivity -------------------------------------------------------


@pytest.mark.rule("TS-2.14")
def test_a_ring_of_zones_encloses_a_hole() -> None:
    brd = board(plain=ring_board(1, (3, 0)))
    assert B.holes(brd) == ((3, 0),)
    edges = B.edge_positions(brd)
    assert (3, 0) in edges and len(edges) == 12 + 1
    # open one side: no hole any more
    gap = board(plain=ring_board(1, (3, 0))[1:])
    assert B.holes(gap) == ()
    assert B.is_connected(brd) and B.is_connected(gap)


@pytest.mark.rule("TS-2.14")
def test_hole_of_two_hexes_and_empty_hexes_outside() -> None:
    # Ring 2 with its inner hexes (0,0) and (1,0) empty but the rest of ring 1 filled.
    filled = ring_board(2) + [p for p in B.ring_positions(1) if p != (1, 0)]
    brd = board(plain=filled)
    assert B.holes(brd) == ((0, 0), (1, 0))
    assert set(B.holes(brd)) <= set(B.edge_positions(brd))
    assert all(B.zone_at(brd, p) is None for p in B.edge_positions(brd))
    assert B.holes(board(plain=((0, 0),))) == ()
    assert B.edge_positions(board(plain=((0, 0),))) == tuple(sorted(B.neighbours((0, 0))))
    assert B.holes(B.Board(zones=())) == () == B.edge_positions(B.Board(zones=()))


@pytest.mark.rule("TS-2.14")
def test_a_start_zone_alone_is_no_board_edge() -> None:
    brd = board(plain=((0, 0),))
    brd = B.place_start_zone(brd, (1, 0), "cyber")
    # (2, 0) and (2, -1) touch only the start zone: a second start zone there would be off
    # the board (TS-2.14 DECISION: next to an area tile or a moon zone)
    assert {(2, 0), (2, -1)} <= set(B.edge_positions(brd))
    assert not {(2, 0), (2, -1)} & set(brd.start_edges)
    assert (1, -1) in brd.start_edges  # touches the area tile (0, 0) too
    with pytest.raises(ValueError):
        B.place_start_zone(brd, (2, 0), "nomads")
    assert (2, 0) not in B.nest_positions(brd)


@pytest.mark.rule("TS-9.1")
def test_connectivity() -> None:
    assert B.is_connected(board(plain=((0, 0), (1, 0), (1, 1))))
    assert not B.is_connected(board(plain=((0, 0), (2, 0))))
    assert B.is_connected(B.moon_board())


@pytest.mark.rule("TS-2.14")
def test_would_enclose_agrees_with_the_exact_test() -> None:
    rng = MutableRng(7)
    checked = 0
    for _ in range(60):
        occupied: set[B.Pos] = set(B.MOON_POSITIONS)
        for _ in range(25):
            candidates = sorted({n for p in occupied for n in B.neighbours(p)} - occupied)
            pos = rng.choice(candidates)
            before = B.enclosed_cells(occupied)
            after = B.enclosed_cells(occupied | {pos})
            assert B.would_enclose(occupied, pos) == bool(after - before), (occupied, pos)
            checked += 1
            occupied.add(pos)
    assert checked == 1500


# --- start zones and the Nest ------------------------------------------------------------------


@pytest.mark.rule("TS-2.14", "TS-41.6")
def test_start_zone_goes_on_an_edge_position_or_a_hole() -> None:
    brd = B.Board(zones=B.moon_zones() + tuple(area(p) for p in ring_board(1, (3, 0))))
    assert (3, 0) in B.holes(brd)
    with_start = B.place_start_zone(brd, (-2, 0), "nomads")
    z = B.zone_at(with_start, (-2, 0))
    assert z == B.Zone(q=-2, r=0, kind="start", faction="nomads")
    # TS-2.15: no type, characteristic, printed barrier or tile
    assert (z.zone_type, z.characteristic, z.barriers, z.tile) == ("", "", (), "")
    filled = B.place_start_zone(brd, (3, 0), "cyber")
    assert B.holes(filled) == ()  # a filled hole is a start zone, no longer a hole
    for bad in [(0, 0), (2, 0), (-4, 0)]:  # moon zone, area tile, far from the board
        with pytest.raises(ValueError):
            B.place_start_zone(brd, bad, "cyber")


@pytest.mark.rule("TS-41.6")
def test_nest_may_cover_an_area_tile_but_never_the_moon() -> None:
    radio = next(t for t in TILES if t.characteristic == "radioactive" and t.barriers == (0,))
    tile_pos, other = (2, -1), (2, 0)
    brd = B.Board(zones=B.moon_zones() + (area(tile_pos, radio, 0), area(other)))
    key = B.edge_between(tile_pos, other)
    brd = B.place_edge_marker(brd, "tunnel", key)
    allowed = B.nest_positions(brd)
    assert tile_pos in allowed and other in allowed
    assert not set(B.MOON_POSITIONS) & set(allowed)
    assert set(B.edge_positions(brd)) <= set(allowed)
    nest = B.place_nest(brd, tile_pos)
    z = B.zone_at(nest, tile_pos)
    # The covered tile leaves with its characteristic and printed barriers.
    assert z is not None and (z.kind, z.faction, z.characteristic, z.barriers, z.tile) == (
        "start", "darkseed", "", (), "")
    assert not B.printed_barrier(nest, tile_pos, (3, -1))
    assert B.has_marker(nest, "tunnel", key)  # edge markers stay on the board edge
    assert len(B.area_zones(nest)) == 1
    for moon in B.MOON_POSITIONS:
        with pytest.raises(ValueError):
            B.place_nest(brd, moon)
    # The territory-marker condition is the caller's predicate.
    def no_marker(zone: B.Zone) -> bool:
        return zone.pos != other
    assert other not in B.nest_positions(brd, no_marker)
    with pytest.raises(ValueError):
        B.place_nest(brd, other, may_cover=no_marker)
    with pytest.raises(ValueError):
        B.place_nest(brd, (4, -2))  # touches no zone: not an edge position
    assert B.zone_at(B.place_nest(brd, (3, -2)), (3, -2)) == B.start_zone((3, -2), "darkseed")


def test_place_area_tile_refuses_occupied_hex_and_reused_tile() -> None:
    brd = B.place_area_tile(B.moon_board(), (2, 0), "T01", 3)
    assert B.zone_at(brd, (2, 0)) == B.area_zone((2, 0), TILE_BY_ID["T01"], 3)
    with pytest.raises(ValueError):
        B.place_area_tile(brd, (2, 0), "T02", 0)
    with pytest.raises(ValueError):
        B.place_area_tile(brd, (2, -1), "T01", 0)


@pytest.mark.rule("TS-41.2", "TS-41.4")
def test_board_round_trips_through_the_codec() -> None:
    brd = B.Board(zones=B.moon_zones() + (area((2, 0), BAR0, 4), area((-2, 2))))
    brd = B.place_edge_marker(brd, "barricade", B.edge_key((2, 0), 4))
    brd = B.place_nest(brd, (-2, 2))
    assert B.holes(brd) == ()  # fills the instance caches, which must not be encoded
    assert B.is_blocked(brd, (2, 0), (1, 1)) and B.neighbour_zones(brd, (1, 0))
    text = codec.dumps(brd)
    again = codec.loads(B.Board, text)
    assert again == brd and codec.dumps(again) == text
    assert B.edge_positions(again) == B.edge_positions(brd)
    # zones are kept sorted whatever order they are given in
    assert replace(brd, zones=tuple(reversed(brd.zones))) == brd
