"""Hex geometry against Red Blob Games' reference values and Tiled's hexagonal renderer."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core.hexgrid import (
    DIRECTIONS,
    ORIGIN,
    Edge,
    Hex,
    Layout,
    direction_between,
    edges_of,
    hex_range,
    hex_round,
    hex_to_offset,
    hex_to_tiled,
    iter_tiled_cells,
    line,
    offset_to_hex,
    opposite,
    ring,
    spiral,
    tiled_tile_center,
    tiled_tile_to_screen,
    tiled_to_hex,
)

coords = st.integers(-50, 50)
hexes = st.builds(Hex, coords, coords)


def test_cube_coordinate_and_arithmetic() -> None:
    h = Hex(1, -3)
    assert h.s == 2
    assert Hex(1, -3) + Hex(3, -7) == Hex(4, -10)
    assert Hex(1, -3) - Hex(3, -7) == Hex(-2, 4)


def test_neighbours_in_fixed_order() -> None:
    assert Hex(1, -2).neighbour(2) == Hex(1, -3)
    assert ORIGIN.neighbours() == DIRECTIONS
    for d in range(6):
        assert DIRECTIONS[d] + DIRECTIONS[opposite(d)] == ORIGIN
        assert direction_between(ORIGIN, DIRECTIONS[d]) == d
    with pytest.raises(ValueError):
        direction_between(ORIGIN, Hex(2, 0))


def test_distance() -> None:
    assert Hex(3, -7).distance(ORIGIN) == 7
    assert Hex(3, -7).length() == 7
    assert Hex(1, 1).distance(Hex(-1, -1)) == 4


def test_rotation_reference_values() -> None:
    assert Hex(1, -3).rotate_left() == Hex(-2, -1)
    assert Hex(1, -3).rotate_right() == Hex(3, -2)
    centre = Hex(2, 2)
    assert Hex(3, 2).rotate_right(centre).distance(centre) == 1
    assert Hex(5, -1).rotate(6) == Hex(5, -1)
    assert Hex(5, -1).rotate(-1) == Hex(5, -1).rotate_left()


@given(hexes)
def test_six_rotations_are_identity(h: Hex) -> None:
    out = h
    for _ in range(6):
        out = out.rotate_right()
    assert out == h
    assert h.rotate_left().rotate_right() == h
    assert h.rotate(1).length() == h.length()


def test_ring_and_spiral() -> None:
    assert ring(ORIGIN, 0) == (ORIGIN,)
    r2 = ring(Hex(1, 1), 2)
    assert len(r2) == 12 and len(set(r2)) == 12
    assert all(h.distance(Hex(1, 1)) == 2 for h in r2)
    # Consecutive ring members are neighbours (it is walked in order).
    assert all(r2[i].distance(r2[(i + 1) % 12]) == 1 for i in range(12))
    sp = spiral(ORIGIN, 3)
    assert len(sp) == 1 + 6 + 12 + 18 == 37
    assert sp[0] == ORIGIN
    assert set(sp) == hex_range(ORIGIN, 3)
    with pytest.raises(ValueError):
        ring(ORIGIN, -1)


def test_round_reference_values() -> None:
    a, b, c = Hex(0, 0), Hex(1, -1), Hex(0, -1)
    assert hex_round(5.0, -10.0) == Hex(5, -10)
    assert hex_round(0.499, -0.499) == a
    assert hex_round(0.501, -0.501) == b
    assert hex_round(a.q * 0.4 + b.q * 0.3 + c.q * 0.3, a.r * 0.4 + b.r * 0.3 + c.r * 0.3) == a
    assert hex_round(a.q * 0.3 + b.q * 0.3 + c.q * 0.4, a.r * 0.3 + b.r * 0.3 + c.r * 0.4) == c


def test_line_reference_value() -> None:
    assert line(ORIGIN, Hex(1, -5)) == (
        Hex(0, 0), Hex(0, -1), Hex(0, -2), Hex(1, -3), Hex(1, -4), Hex(1, -5))
    assert line(Hex(2, 2), Hex(2, 2)) == (Hex(2, 2),)


@given(hexes, hexes)
def test_line_is_connected(a: Hex, b: Hex) -> None:
    pts = line(a, b)
    assert pts[0] == a and pts[-1] == b and len(pts) == a.distance(b) + 1
    assert all(pts[i].distance(pts[i + 1]) == 1 for i in range(len(pts) - 1))


def test_edges_have_one_id() -> None:
    a = Hex(2, -1)
    for d in range(6):
        b = a.neighbour(d)
        assert Edge.of(a, d) == Edge.of(b, opposite(d)) == Edge.between(a, b) == Edge.between(b, a)
        assert set(Edge.of(a, d).hexes()) == {a, b}
        assert Edge.of(a, d).direction in (0, 1, 2)
    assert len(set(edges_of(a))) == 6
    # Two neighbouring hexes share exactly one edge.
    assert len(set(edges_of(a)) & set(edges_of(a.neighbour(4)))) == 1


def test_offset_reference_values() -> None:
    h = Hex(1, 2)
    assert hex_to_offset(h, "even-q") == (1, 3)
    assert hex_to_offset(h, "odd-q") == (1, 2)
    assert hex_to_offset(h, "even-r") == (2, 2)
    assert hex_to_offset(h, "odd-r") == (2, 2)
    assert offset_to_hex(1, 3, "even-q") == h
    assert offset_to_hex(1, 2, "odd-q") == h
    with pytest.raises(ValueError):
        hex_to_offset(h, "diagonal")


@pytest.mark.parametrize("kind", ["odd-r", "even-r", "odd-q", "even-q"])
@given(h=hexes)
def test_offset_round_trip(kind: str, h: Hex) -> None:
    col, row = hex_to_offset(h, kind)
    assert offset_to_hex(col, row, kind) == h


@pytest.mark.parametrize("orientation", ["pointy", "flat"])
def test_layout_round_trip_and_corners(orientation: str) -> None:
    layout = Layout(orientation, (10.0, 15.0), (35.0, 71.0))
    for h in spiral(Hex(3, -2), 3):
        x, y = layout.hex_to_pixel(h)
        assert layout.pixel_to_hex(x, y) == h
        # Points well inside the hex still map to it.
        assert layout.pixel_to_hex(x + 3.0, y - 3.0) == h
        corners = layout.corners(h)
        assert len(corners) == 6
        for cx, cy in corners:
            assert math.hypot((cx - x) / 10.0, (cy - y) / 15.0) == pytest.approx(1.0)


def test_layout_known_pixels() -> None:
    pointy = Layout("pointy", (10.0, 10.0))
    assert pointy.hex_to_pixel(Hex(1, 0)) == pytest.approx((10 * math.sqrt(3), 0.0))
    assert pointy.hex_to_pixel(Hex(0, 1)) == pytest.approx((5 * math.sqrt(3), 15.0))
    flat = Layout("flat", (10.0, 10.0), (100.0, 0.0))
    assert flat.hex_to_pixel(Hex(1, 0)) == pytest.approx((115.0, 5 * math.sqrt(3)))
    assert pointy.corners(ORIGIN)[0] == pytest.approx((5 * math.sqrt(3), 5.0))
    assert flat.corners(ORIGIN)[0] == pytest.approx((110.0, 0.0))
    with pytest.raises(ValueError):
        Layout("round", (1.0, 1.0))


def test_tiled_known_screen_coords() -> None:
    # Pointy hexes (staggeraxis y), 56x64 tiles, side 32: rows 48 px apart, odd rows shifted.
    args = (56, 64, 32, "y", "odd")
    assert tiled_tile_to_screen(0, 0, *args) == (0, 0)
    assert tiled_tile_to_screen(1, 0, *args) == (56, 0)
    assert tiled_tile_to_screen(0, 1, *args) == (28, 48)
    assert tiled_tile_to_screen(0, 2, *args) == (0, 96)
    assert tiled_tile_to_screen(0, 0, 56, 64, 32, "y", "even") == (28, 0)
    # Flat hexes (staggeraxis x), 64x56 tiles, side 32: columns 48 px apart.
    args = (64, 56, 32, "x", "odd")
    assert tiled_tile_to_screen(1, 0, *args) == (48, 28)
    assert tiled_tile_to_screen(2, 1, *args) == (96, 56)
    # Odd tile sizes are rounded down to even, as Tiled does.
    assert tiled_tile_to_screen(1, 0, 57, 65, 32, "y", "odd") == (56, 0)


@pytest.mark.parametrize("axis,index", [("y", "odd"), ("y", "even"), ("x", "odd"), ("x", "even")])
def test_tiled_matches_axial_layout(axis: str, index: str) -> None:
    if axis == "y":
        tw, th, side = 56, 64, 32
        layout = Layout("pointy", (tw / math.sqrt(3), side))
    else:
        tw, th, side = 64, 56, 32
        layout = Layout("flat", (side, th / math.sqrt(3)))
    ox, oy = tiled_tile_center(0, 0, tw, th, side, axis, index)
    layout = Layout(layout.orientation, layout.size, (ox, oy))
    for x, y, h in iter_tiled_cells(7, 6, axis, index):
        assert hex_to_tiled(h, axis, index) == (x, y)
        assert tiled_to_hex(x, y, axis, index) == h
        assert layout.hex_to_pixel(h) == pytest.approx(
            tiled_tile_center(x, y, tw, th, side, axis, index))


def test_tiled_rejects_bad_stagger() -> None:
    with pytest.raises(ValueError):
        tiled_to_hex(0, 0, "z", "odd")
