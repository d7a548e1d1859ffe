"""The main loop rests when nothing moves: it sleeps until input comes (`wait_for_input`)
instead of drawing 60 frames a second (idle CPU is measured by `make bench`, never timed
here)."""

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

    def fake_wait(ms):
        waits.append(ms)
        return []

    monkeypatch.setattr(app_mod, "wait_for_input", fake_wait)
    app.step()
    assert waits == [app_mod.IDLE_WAIT_MS]


class FakeClock:
    """`time` for `wait_for_input`: sleeping moves the clock on, and is counted."""

    def __init__(self) -> None:
        self.now = 0.0
        self.sleeps: list[float] = []

    def perf_counter(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds


def test_waiting_for_input_returns_it_at_once(app, monkeypatch) -> None:
    clock = FakeClock()
    monkeypatch.setattr(app_mod, "time", clock)
    pygame.event.get()
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    pygame.event.post(click)
    events = app_mod.wait_for_input(app_mod.IDLE_WAIT_MS)
    assert [(e.type, e.pos) for e in events] == [(pygame.MOUSEBUTTONDOWN, (5, 5))]
    assert clock.sleeps == []  # no sleep before the input is handed over


def test_waiting_with_no_input_looks_every_poll_until_the_time_is_up(app, monkeypatch) -> None:
    """No input: it sleeps in short steps (not in `event.wait`, which cost twice the idle
    CPU) and gives up after `IDLE_WAIT_MS`, so the once-a-second refresh still comes."""
    clock = FakeClock()
    monkeypatch.setattr(app_mod, "time", clock)
    pygame.event.get()
    assert app_mod.wait_for_input(app_mod.IDLE_WAIT_MS) == []
    assert set(clock.sleeps) == {app_mod.IDLE_POLL_S}
    assert clock.now >= app_mod.IDLE_WAIT_MS / 1000
    assert len(clock.sleeps) == round(app_mod.IDLE_WAIT_MS / 1000 / app_mod.IDLE_POLL_S)


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
    monkeypatch.setattr(app_mod, "wait_for_input", lambda ms: [])
    app._since_draw = 0.0
    app.clock.tick()
    app.step()
    assert draws == []  # nothing moved, no input: no redraw
    app._since_draw = 1.0
    app.step()
    assert draws == [1]  # the once-a-second refresh
