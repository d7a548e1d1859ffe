"""The main loop rests when nothing moves: it sleeps in `event.wait` instead of drawing 60
frames a second (idle CPU is measured by `make bench`, never timed here)."""

from __future__ import annotations

import pygame
from ui_helpers import run_frames

from game.core.match import COLOURS, SHAPES, Match, SeatConfig
from game.ui import app as app_mod
from game.ui.scenes.title import TitleScene
from game.ui.tables import make_table


def test_title_at_rest_sleeps_until_input(app, monkeypatch) -> None:
    app.push(TitleScene(app))
    run_frames(app, 2)
    app._recent_input = False
    app.tooltip.pos = (-1, -1)
    assert not app.is_busy()
    waits = []
    real_wait = pygame.event.wait

    def fake_wait(timeout=0):
        waits.append(timeout)
        return real_wait(1)

    monkeypatch.setattr(pygame.event, "wait", fake_wait)
    app.step()
    assert waits == [app_mod.IDLE_WAIT_MS]


def test_input_toasts_and_tooltips_run_at_full_rate(app) -> None:
    app.push(TitleScene(app))
    run_frames(app, 2)
    app._recent_input = True
    assert app.is_busy()
    app._recent_input = False
    app.tooltip.pos = (-1, -1)
    app.toast("hello")
    assert app.is_busy()
    app.toasts.toasts.clear()
    app.tooltip.moved((10, 10))  # the mouse rests: the tooltip is about to appear
    assert app.is_busy()


def test_a_table_waiting_for_a_human_rests_and_wakes_for_bots() -> None:
    from ui_helpers import make_test_app

    from game.moonwakers.rules import RULES

    app = make_test_app(animation_speed="instant")
    try:
        seats = [SeatConfig("Ana", COLOURS[0], SHAPES[0], "human"),
                 SeatConfig("Ben", COLOURS[1], SHAPES[1], "human")]
        table = make_table(app, Match(RULES, seats, 3))
        app.push(table)
        run_frames(app, 2)
        assert not table.clock.running  # Moonwakers has no timers
        assert not table.wants_frames()  # two humans to think: nothing moves
        table.bots.ready.append((0.0, 1, None, 0))  # a bot move due
        assert table.wants_frames()
    finally:
        app.close()


def test_at_rest_nothing_is_redrawn_until_a_second_has_passed(app, monkeypatch) -> None:
    app.push(TitleScene(app))
    run_frames(app, 2)
    app._recent_input = False
    app.tooltip.pos = (-1, -1)
    draws = []
    monkeypatch.setattr(app, "draw", lambda surface=None: draws.append(1))
    monkeypatch.setattr(pygame.event, "wait", lambda timeout=0: pygame.event.Event(
        pygame.NOEVENT))
    app._since_draw = 0.0
    app.clock.tick()
    app.step()
    assert draws == []  # nothing moved, no input: no redraw
    app._since_draw = 1.0
    app.step()
    assert draws == [1]  # the once-a-second refresh
