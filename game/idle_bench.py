"""Idle CPU of the app at rest, for `make bench` (goal ≤ 5% of one core).

Runs the real main-loop step (`App.step`) on the dummy video driver for a few seconds and
reports process CPU time over wall time: the title screen, and tables waiting for a human
once the bots are done and nothing moves: Moonwakers (one human and one bot), Planet Unknown
at 6 seats and Tsukuyumi's busiest screen (the largest board at 4 seats, the human's turn in
the last round's red phase, reached by seeded bot play: the most units, stacks lit).
"""

from __future__ import annotations

import os
import time


def _measure(app, seconds: float) -> float:
    """Percent of one core used by `app.step()` over `seconds` of wall time."""
    cpu0, wall0 = time.process_time(), time.perf_counter()
    while time.perf_counter() - wall0 < seconds:
        app.step()
    return 100.0 * (time.process_time() - cpu0) / (time.perf_counter() - wall0)


def _settle(app, limit: float = 20.0) -> None:
    """Step until the app is at rest (bots done, animations over), at most `limit` seconds."""
    start = time.perf_counter()
    while app.is_busy() and time.perf_counter() - start < limit:
        app.step()


def idle_cpu(seconds: float = 4.0) -> list[tuple[str, float]]:
    """(scene, % of one core) at rest."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.core.match import COLOURS, SHAPES, Match, SeatConfig
    from game.moonwakers.rules import RULES
    from game.ui.app import App
    from game.ui.drivers import InlineBotRunner
    from game.ui.scenes.title import TitleScene
    from game.ui.settings import Settings
    from game.ui.tables import make_table

    rows = []
    app = App(Settings(language="en", animation_speed="normal"), size=(1280, 720),
              persist=False)
    try:
        app.push(TitleScene(app))
        _settle(app)
        rows.append(("title screen", _measure(app, seconds)))
    finally:
        app.close()
    app = App(Settings(language="en", animation_speed="normal"), size=(1280, 720),
              persist=False)
    app._bot_runner = InlineBotRunner()
    try:
        seats = [SeatConfig("Ana", COLOURS[0], SHAPES[0], "human"),
                 SeatConfig("Bot", COLOURS[1], SHAPES[1], "bot", "easy")]
        match = Match(RULES, seats, 7)
        app.push(TitleScene(app))
        app.push(make_table(app, match))
        _settle(app)
        rows.append(("table waiting for a human", _measure(app, seconds)))
    finally:
        app.close()
    from game.supermoon.rules import RULES as PLANET_UNKNOWN
    app = App(Settings(language="en", animation_speed="normal"), size=(1280, 720),
              persist=False)
    app._bot_runner = InlineBotRunner()
    try:  # six seats: the busiest Planet Unknown screen, the human to place a tile
        seats = [SeatConfig("Ana", COLOURS[0], SHAPES[0], "human")] + [
            SeatConfig(f"Bot {i}", COLOURS[i], SHAPES[i], "bot", "easy") for i in range(1, 6)]
        match = Match(PLANET_UNKNOWN, seats, 7)
        app.push(TitleScene(app))
        app.push(make_table(app, match))
        _settle(app)
        rows.append(("Planet Unknown, 6 seats, human to play", _measure(app, seconds)))
    finally:
        app.close()
    rows.append(("Tsukuyumi, 4 seats, human to play", _tsukuyumi(seconds)))
    return rows


def _tsukuyumi(seconds: float) -> float:
    """Idle CPU of the busiest Tsukuyumi table waiting for its human (seat 0), the three
    easy bots done."""
    from game.core.match import COLOURS, SHAPES, SeatConfig
    from game.tsukuyumi.bots.positions import late_match
    from game.ui.app import App
    from game.ui.drivers import InlineBotRunner
    from game.ui.scenes.title import TitleScene
    from game.ui.settings import Settings
    from game.ui.tables import make_table

    seats = [SeatConfig("Ana", COLOURS[0], SHAPES[0], "human")] + [
        SeatConfig(f"Bot {i}", COLOURS[i], SHAPES[i], "bot", "easy") for i in range(1, 4)]
    match = late_match(seats)
    app = App(Settings(language="en", animation_speed="normal"), size=(1280, 720),
              persist=False)
    app._bot_runner = InlineBotRunner()
    try:
        app.push(TitleScene(app))
        app.push(make_table(app, match))
        _settle(app)
        return _measure(app, seconds)
    finally:
        app.close()
