"""The top of a Tsukuyumi mountain zone: its conquest value ("+15", TS-9.3) and the territory
marker of whoever controls it (TS-8) both stay whole. On a small map (150%: hexes of about 20
px) the value's type floor made it wide for the hex and the marker covered its last digit;
the marker now stands right of the value, in the first characteristic's place."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import texts_drawn

from game.ui import theme
from game.ui.render import hexmap, hexmap_art
from game.ui.render.hexmap import MapView, ZoneLook


def _zone(value: int, territory: bool, characteristics=()) -> ZoneLook:
    return ZoneLook(0, 0, "area", "mountain", mountain=value, characteristics=characteristics,
                    territory=((230, 160, 40), "circle") if territory else None)


@pytest.mark.rule("TS-9.3")
@pytest.mark.parametrize("size", [14, 18, 20, 22, 26, 30, 40, 60, 90])
@pytest.mark.parametrize("value", [15, 20])
def test_the_marker_never_lies_on_the_mountains_value(size, value, app) -> None:
    mv = MapView(size=size, origin=(200.0, 200.0))
    plate, (x, y), r, first = hexmap.top_row(mv, _zone(value, True))
    assert plate is not None
    marker = pygame.Rect(x - r - 2, y - r - 2, 2 * r + 5, 2 * r + 5)  # with its outline
    assert not plate.colliderect(marker)
    # the value's pixels are the same with and without the marker
    shots = []
    for territory in (False, True):
        surface = pygame.Surface((400, 400))
        hexmap._draw_zone_marks(surface, mv, _zone(value, territory))
        shots.append(pygame.image.tobytes(surface.subsurface(plate), "RGB"))
    assert shots[0] == shots[1]
    # where it moved, the first characteristic gives it its place
    assert first == (1 if x != round(mv.centre(0, 0)[0] + size * 0.1) else 0)


@pytest.mark.rule("TS-9.3")
def test_without_a_value_the_marker_keeps_its_place(app) -> None:
    mv = MapView(size=30, origin=(200.0, 200.0))
    zone = ZoneLook(0, 0, "area", "fertile", territory=((230, 160, 40), "circle"))
    plate, (x, _), _, first = hexmap.top_row(mv, zone)
    assert plate is None and (x, first) == (round(200 + 30 * 0.1), 0)


@pytest.mark.rule("TS-9.3")
@pytest.mark.parametrize(("ui", "floor"), [(1.0, 9), (1.5, 13)])
@pytest.mark.parametrize("size", [20, 30, 38])
def test_the_value_reads_at_150_and_stays_on_its_hex(app, ui, floor, size) -> None:
    """A text audit (stop 78): at 150% the map is smaller and "+20" fell to 9 px; its type
    now has a floor that grows with the interface, and a plate wide for its hex moves in
    rather than over the hex's left edge. (The scale is put back by `_english_at_100`.)"""
    theme.set_scale(ui)
    assert hexmap.mountain_size(size) >= floor
    mv = MapView(size=size, origin=(200.0, 200.0))
    plate, (x, _), r, _ = hexmap.top_row(mv, _zone(20, True))
    assert plate is not None
    assert plate.left >= 200 - size * 0.8  # the hex's side is at 0.87 of its size
    assert x - r - 2 > plate.right  # the marker still clear of it


@pytest.mark.rule("TS-9.3")
@pytest.mark.parametrize(("ui", "floor"), [(1.0, 9), (1.5, 13)])
def test_a_zone_marker_s_count_reads_at_150(app, ui, floor) -> None:
    """The count beside a zone's eggs or mines keeps a floor that grows with the interface
    (9 px at 150% on a small map before stop 78)."""
    theme.set_scale(ui)
    with texts_drawn() as drawn:
        hexmap_art.draw_count(pygame.Surface((100, 100)), "egg", 2, (50, 50), 5)
    assert [size for text, size in drawn if text == "2"][0] >= floor
