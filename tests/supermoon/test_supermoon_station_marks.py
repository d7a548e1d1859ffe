"""The seats' markers around the drawn S.U.S.A.N. station (PU-1.2: each seat faces a depot).

At five and six seats a seat sits at the top and one at the bottom of the ring. At 150% the
markers (sized by the interface) lay on an other player's card above the station (a screenshot
pass showed the viewer's ring over Emma's card); the ring is now smaller and the markers take
the room left between it and the cards above and the tracks below."""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.ui.tables.supermoon.capture import open_table  # noqa: E402
from game.ui.tables.supermoon.station import seat_marks  # noqa: E402


def _play_on(match, table, rng: random.Random, actions: int) -> None:
    """Random legal actions for the seats, then the station's turn shown done (the tops and
    the rotation change)."""
    for _ in range(actions):
        if match.is_over:
            break
        seat = match.to_act()[0]
        legal = [a for a in match.legal_actions(seat) if a.kind != "reset"]
        table.submit_as(seat, rng.choice(legal), quiet=True)
    table.station.shown = float(match.view(0).rotation)  # the turn's animation done


@pytest.mark.rule("PU-1.2")
@pytest.mark.parametrize("n", [5, 6])
@pytest.mark.parametrize("lang, scale", [("en", 1.0), ("fr", 1.25), ("fr", 1.5), ("en", 1.5)])
def test_the_seat_markers_lie_on_no_card_and_no_track(n, lang, scale):
    app = make_test_app(language=lang, ui_scale=scale)
    match, table = open_table(app, n, {}, 7)
    try:
        app.draw()
        station = table.station
        marker, ring = station.marker_sizes()
        assert marker >= 6, "a marker too small to tell its shape"
        marks = seat_marks(station, match.view(0))
        assert len(marks) == n
        others = table.region("others")
        tracks = list(table.track_rects().values())
        cx, cy = station.centre
        ys = []
        for seat, (x, y) in marks:
            box = pygame.Rect(0, 0, 2 * ring + 1, 2 * ring + 1)
            box.center = (round(x), round(y))
            assert not box.colliderect(others), (seat, box, others)
            assert not any(box.colliderect(t) for t in tracks), (seat, box)
            # outside the ring, in front of the seat's place
            assert (x - cx) ** 2 + (y - cy) ** 2 >= station.outer ** 2
            ys.append(y)
        assert min(ys) < cy - station.outer and max(ys) > cy + station.outer  # top and bottom
    finally:
        app.quit()


@pytest.mark.rule("PU-3.1")
@pytest.mark.parametrize("n", [2, 6])
@pytest.mark.parametrize("lang, scale", [("en", 1.0), ("fr", 1.5)])
def test_an_outer_stacks_count_lies_off_its_tile_inside_the_ring(n, lang, scale):
    """Each stack shows its top tile face up and how many tiles it holds (PU-3.1): the outer
    ring's counts lay on their tiles' icons; they now stand in the sector's corner by the rim,
    at the ring's scale."""
    app = make_test_app(language=lang, ui_scale=scale)
    match, table = open_table(app, n, {}, 7)
    rng = random.Random(n)
    try:
        for _ in range(6):  # six moments of a game, the tops changing
            app.draw()
            station = table.station
            cx, cy = station.centre
            outer = [s for s in station.spots if s.slot < 6]
            assert len(outer) == 6
            squares = [q for o in station.spots for q in o.squares]
            for spot in outer:
                assert spot.badge is not None
                for x, y in (spot.badge.topleft, spot.badge.topright, spot.badge.bottomleft,
                             spot.badge.bottomright):
                    assert (x - cx) ** 2 + (y - cy) ** 2 <= station.outer ** 2
                assert spot.badge.collidelist(squares) == -1, spot.slot  # on no tile's square
            _play_on(match, table, rng, 12 * n)
    finally:
        app.quit()


@pytest.mark.rule("PU-3.1")
@pytest.mark.parametrize("n", [2, 6])
@pytest.mark.parametrize("lang, scale", [("en", 1.0), ("fr", 1.5)])
def test_an_inner_stacks_count_lies_off_every_tile_on_its_depots_axis(n, lang, scale):
    """The inner ring's counts lay on the bottom of their (small) tiles, and at 150% over
    half of them. Each now stands by the hub's rim, just outward of its tile, on its depot's
    axis (turned a little round, or the tile moved in, where the tile's corner is in the way),
    clear of every tile and every other count; no two tiles overlap, and a click on a tile or
    its count takes that stack."""
    app = make_test_app(language=lang, ui_scale=scale)
    match, table = open_table(app, n, {}, 7)
    rng = random.Random(n)
    try:
        for _ in range(6):
            app.draw()
            station = table.station
            cx, cy = station.centre
            squares = [q for o in station.spots for q in o.squares]
            plates = [s.badge for s in station.spots]
            for i, one in enumerate(station.spots):  # the tiles clear of each other
                for other in station.spots[i + 1:]:
                    assert not any(q.collidelist(other.squares) != -1 for q in one.squares)
            for spot in station.spots:  # a click on a tile or its count takes that stack
                for q in spot.squares + ((spot.badge,) if spot.badge else ()):
                    found = station.spot_at(q.center)
                    assert found is not None and found.slot == spot.slot, spot.slot
            for spot in (s for s in station.spots if s.slot >= 6):
                badge = spot.badge
                assert badge is not None
                for x, y in (badge.topleft, badge.topright, badge.bottomleft, badge.bottomright):
                    assert (x - cx) ** 2 + (y - cy) ** 2 <= station.inner ** 2  # in the hub
                assert badge.collidelist(squares) == -1, spot.slot
                assert sum(badge.colliderect(p) for p in plates if p is not None) == 1
                # on its own depot's side (at most 15 degrees round from its axis), further
                # out than its tile
                bx, by = badge.center
                axis = station.angle(spot.slot % 6)
                turn = math.atan2(bx - cx, cy - by) - axis
                assert abs((turn + math.pi) % math.tau - math.pi) <= 0.27, spot.slot
                assert math.dist((bx, by), (cx, cy)) > math.dist(spot.centre, (cx, cy))
            _play_on(match, table, rng, 12 * n)
    finally:
        app.quit()
