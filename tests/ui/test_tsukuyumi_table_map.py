"""The hex map of the Tsukuyumi table: the flat-top transform and its hit-testing (TS-41.1),
wheel zoom and right-button pan, and a long run of random input that never raises."""

from __future__ import annotations

import math
import random

import pygame
import pytest

from game.core.match import Match
from game.tsukuyumi.board import neighbours
from game.tsukuyumi.rules import RULES
from game.ui.render.hexmap import MapView, edge_corners, unit_centre
from game.ui.scenes.title import TitleScene
from game.ui.tables.tsukuyumi import TsukuyumiTable
from game.ui.tables.tsukuyumi.capture import choose, demo_seats

CELLS = [(q, r) for q in range(-6, 7) for r in range(-6, 7) if abs(q + r) <= 6]


def fitted() -> MapView:
    mv = MapView()
    mv.fit(pygame.Rect(10, 20, 700, 540), CELLS)
    return mv


@pytest.mark.rule("TS-41.1")
def test_centres_follow_the_flat_top_formula() -> None:
    assert unit_centre(1, 0) == (1.5, math.sqrt(3) / 2)
    assert unit_centre(0, 1) == (0.0, math.sqrt(3))
    mv = fitted()
    x0, y0 = mv.centre(0, 0)
    x, y = mv.centre(2, -1)
    assert x - x0 == pytest.approx(1.5 * mv.size * 2)
    assert y - y0 == pytest.approx(math.sqrt(3) * mv.size * (-1 + 2 / 2))


@pytest.mark.rule("TS-41.1")
def test_directions_point_the_compass_way() -> None:
    mv = fitted()
    x0, y0 = mv.centre(0, 0)
    angles = []
    for q, r in neighbours((0, 0)):
        x, y = mv.centre(q, r)
        angles.append(round(math.degrees(math.atan2(y - y0, x - x0))) % 360)
    # 0 SE, 1 NE, 2 N, 3 NW, 4 SW, 5 S with the screen's y pointing down
    assert angles == [30, 330, 270, 210, 150, 90]


def test_a_point_in_a_hex_hits_that_hex() -> None:
    mv = fitted()
    rng = random.Random(3)
    for q, r in CELLS:
        cx, cy = mv.centre(q, r)
        assert mv.cell_at((cx, cy)) == (q, r)
        for _ in range(4):  # anywhere inside the inscribed circle
            a, d = rng.random() * math.tau, rng.random() * mv.size * 0.85
            assert mv.cell_at((cx + math.cos(a) * d, cy + math.sin(a) * d)) == (q, r)


def test_an_edge_is_the_same_segment_from_both_sides() -> None:
    mv = fitted()
    for d, (q, r) in enumerate(neighbours((1, -1))):
        a = mv.edge(1, -1, d)
        b = mv.edge(q, r, (d + 3) % 6)
        assert {tuple(round(v, 6) for v in p) for p in a} == \
            {tuple(round(v, 6) for v in p) for p in b}
    assert edge_corners(0) == (0, 1) and edge_corners(2) == (4, 5)


def test_zoom_keeps_the_point_under_the_mouse_and_stays_in_bounds() -> None:
    mv = fitted()
    pos = (300, 200)
    before = mv.cell_at(pos)
    for _ in range(30):
        mv.zoom_at(pos, 1.15)
        assert mv.cell_at(pos) == before
    assert mv.size == pytest.approx(mv.fit_size * 4)
    for _ in range(60):
        mv.zoom_at(pos, 1 / 1.15)
    assert mv.size == pytest.approx(mv.fit_size * 0.5)
    assert mv.touched


def start(app, n: int = 4, seed: int = 5, humans: int = 1):
    match = Match(RULES, demo_seats(n, humans), seed, RULES.check_setup(n, {}))
    app.push(TitleScene(app))
    table = TsukuyumiTable(app, match)
    table.bots.frozen = True
    app.push(table)
    app.frame([], 1 / 60)
    return match, table


def test_the_wheel_zooms_and_the_right_button_pans(app) -> None:
    match, table = start(app)
    centre = table.map_rect.center
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0),
                                  buttons=(0, 0, 0))], 1 / 60)
    size = table.mv.size
    app.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)], 1 / 60)
    assert table.mv.size > size
    origin = table.mv.origin
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=3),
               pygame.event.Event(pygame.MOUSEMOTION, pos=(centre[0] + 40, centre[1] + 10),
                                  rel=(40, 10), buttons=(0, 0, 1)),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(centre[0] + 40, centre[1] + 10),
                                  button=3)], 1 / 60)
    assert table.mv.origin == (origin[0] + 40, origin[1] + 10)
    assert match.steps == []  # a pan is no click
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f",
                                  scancode=0)], 1 / 60)
    assert not table.mv.touched and table.mv.size == pytest.approx(table.mv.fit_size)


@pytest.mark.parametrize("seed", [1, 2])
def test_random_input_never_raises(app, seed) -> None:
    """A few hundred random clicks, drags, wheel turns and keys while the game goes on."""
    rng = random.Random(seed)
    match, table = start(app, 3 + seed % 2, seed=seed, humans=1 + seed % 2)
    w, h = app.size
    keys = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_f, pygame.K_l, pygame.K_z, pygame.K_SPACE]
    for step in range(500):
        if match.is_over:
            break
        if step % 3 == 0 and match.to_act():  # the others (and sometimes seat 0) play on
            seat = match.to_act()[0]
            table.submit_as(seat, choose(list(match.legal_actions(seat)), rng), quiet=True)
        roll = rng.random()
        if roll < 0.55:
            hits = table.clickables()
            if hits and rng.random() < 0.6:
                pos = rng.choice(hits)[0].center
            else:
                pos = (rng.randrange(w), rng.randrange(h))
            events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)),
                      pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
        elif roll < 0.7:
            a = (rng.randrange(w), rng.randrange(h))
            b = (rng.randrange(w), rng.randrange(h))
            button = rng.choice((1, 2, 3))
            events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=button),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(b[0] - a[0], b[1] - a[1]),
                                         buttons=(button == 1, button == 2, button == 3)),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=button)]
        elif roll < 0.85:
            events = [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)),
                                         flipped=False)]
        else:
            key = rng.choice(keys)
            events = [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0)]
        app.frame(events, 1 / 60)
        if app.top is not table and rng.random() < 0.5:  # a menu or curtain: usually leave it
            app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                          unicode="\r", scancode=0)], 1 / 60)
    assert match.state.round >= 1  # the run went past the setup


def test_a_bots_only_match_plays_on_screen(app) -> None:
    """No human: the public view, the bots' moves through the frame's driver."""
    match = Match(RULES, demo_seats(3, humans=0), 12,
                  RULES.check_setup(3, {"factions": "random", "length": "quick"}))
    app.push(TitleScene(app))
    table = TsukuyumiTable(app, match)
    app.push(table)
    for i in range(6000):  # bots pace their moves; the game ends long before the cap
        if match.rules.outcome(match.state) is not None:
            break
        app.frame([], 0.5, draw=i % 25 == 0)
    app.frame([], 0.5)
    assert table.viewer is None and match.rules.outcome(match.state) is not None
