"""Render every scene to PNG (1280×720, dummy video driver): `capture_all(out_dir)`.

Also home of the scene tour shared with the `--smoke` run: `tour(app)` yields
`(name, build)` pairs where `build()` puts one scene (or a stack) on screen. Demo matches are
played with seeded random legal moves (no bots needed) and never autosave, and the tour's app
never writes the player's settings. Both run in a folder of their own (`tour_home`) holding
a few demo saves, so the title's « Continue » and the load list look the same on every
machine and a player's saves are neither shown nor touched.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

SIZE = (1280, 720)
# The tour's demo saves: (file name, game, random steps, seed, when saved as local time).
DEMO_SAVES = (("Friday night", "moonstar", 14, 7, (2026, 11, 20, 21, 5)),
              ("Lunch break", "moonwakers", 40, 4, (2026, 11, 18, 12, 40)),
              ("Planet practice", "supermoon", 30, 5, (2026, 11, 15, 17, 30)))


def demo_match(game: str = "moonstar", steps: int = 12, finish: bool = False, seed: int = 7,
               humans: int = 1):
    """A match of a built game advanced by random legal moves (for pictures and smoke)."""
    from game import catalog
    from game.core.match import COLOURS, SHAPES, Match, SeatConfig
    from game.core.rules import CLOCK

    rules = catalog.rules(game)
    names = ("Ana", "Ben", "Chloé", "Dev")
    seats = [SeatConfig(names[i], COLOURS[i], SHAPES[i], "human" if i < humans else "bot",
                        ("easy", "normal", "hard")[i % 3]) for i in range(3)]
    match = Match(rules, seats, seed, rules.default_options())
    rng = random.Random(seed)
    limit = 20_000 if finish else steps
    for _ in range(limit):
        if match.is_over:
            break
        movers = [(s, match.legal_actions(s)) for s in match.to_act()]
        movers = [(s, legal) for s, legal in movers if legal]
        if movers:
            seat, legal = rng.choice(movers)
            match.submit(seat, rng.choice(legal))
        elif match.timer() is not None:
            match.submit(CLOCK, match.timer().action)
        else:
            break
    return match


@contextmanager
def tour_home() -> Iterator[Path]:
    """A fresh user folder for the tour (`MOONTABLE_HOME`, put back after): the demo saves
    with fixed dates, the first one also the autosave, and no settings file."""
    import tempfile

    from game import userdirs

    before = os.environ.get(userdirs.HOME_ENV)
    with tempfile.TemporaryDirectory(prefix="moontable-tour-") as home:
        os.environ[userdirs.HOME_ENV] = home
        try:
            saves = userdirs.ensure(userdirs.saves_dir())
            for name, game, steps, seed, when in DEMO_SAVES:
                path = saves / f"{name}.json"
                demo_match(game, steps=steps, seed=seed).save(path)
                stamp = time.mktime((*when, 0, 0, 0, -1))
                os.utime(path, (stamp, stamp))
            first = saves / f"{DEMO_SAVES[0][0]}.json"
            userdirs.autosave_path().write_bytes(first.read_bytes())
            yield Path(home)
        finally:
            if before is None:
                os.environ.pop(userdirs.HOME_ENV, None)
            else:
                os.environ[userdirs.HOME_ENV] = before


def game_info(name: str):
    """The catalogue entry of a game."""
    from game.ui.scenes.title import game_list

    return next(g for g in game_list() if g.name == name)


def tour(app) -> Iterator[tuple[str, Callable[[], None]]]:
    """Every scene of the app, as (name, build) pairs."""
    from game.ui.scenes.curtain import CurtainScene
    from game.ui.scenes.gameover import GameOverScene
    from game.ui.scenes.load import LoadScene
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.rules_viewer import RulesViewerScene
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.title import TitleScene
    from game.ui.tables import make_table

    def title() -> None:
        app.reset(TitleScene(app))

    def setup() -> None:
        title()
        app.push(SetupScene(app, game_info("moonstar")))

    def table() -> None:
        title()
        app.push(make_table(app, demo_match(steps=14)))

    def curtain() -> None:
        m = demo_match(steps=3, humans=2)
        title()
        app.push(make_table(app, m))
        seat = m.seats[1]
        app.push(CurtainScene(app, 1, seat.name, seat.colour, seat.shape, lambda s: None))

    def settings() -> None:
        title()
        app.push(SettingsScene(app))

    def rules() -> None:
        table()
        app.push(RulesViewerScene(app, "moonstar", "MOONSTAR"))

    def load() -> None:
        title()
        app.push(LoadScene(app))

    def menu() -> None:
        title()
        t = make_table(app, demo_match(steps=14))
        app.push(t)
        app.push(MenuScene(app, t))

    def gameover() -> None:
        title()
        t = make_table(app, demo_match(finish=True, seed=3))
        t.game_over_shown = True
        app.push(t)
        app.push(GameOverScene(app, t))

    yield from [("title", title), ("setup", setup), ("table", table), ("curtain", curtain),
                ("settings", settings), ("rules", rules), ("load", load), ("menu", menu),
                ("gameover", gameover)]


def make_app(lang: str | None = None):
    """A tour app: default settings (optionally a language), nothing persisted."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.app import App
    from game.ui.drivers import InlineBotRunner
    from game.ui.settings import Settings

    app = App(Settings(language=lang or "en", animation_speed="instant"), size=SIZE,
              persist=False, strict=True)
    app._bot_runner = InlineBotRunner()
    return app


@contextmanager
def large_french_app() -> Iterator[Any]:
    """A tour app in French at 150% (the longest words in the largest type), closed after,
    and the interface size and language put back for the next capture."""
    from dataclasses import replace

    from game.ui import i18n, theme

    app = make_app("fr")
    try:
        app.apply_settings(replace(app.settings, ui_scale=1.5))
        yield app
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


def capture_all(out_dir: Path, lang: str | None = None) -> list[Path]:
    """Render every scene to `out_dir/<name>.png`; returns the files written."""
    import pygame

    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    with tour_home():
        app = make_app(lang)
        try:
            for name, build in tour(app):
                build()
                for _ in range(3):
                    app.frame([], 1 / 60)
                app.tooltip.rest = 0.0
                app.frame([], 1 / 60)
                path = out_dir / f"{name}{'.' + lang if lang else ''}.png"
                pygame.image.save(app.screen, str(path))
                paths.append(path)
        finally:
            app.close()
        if lang is None:
            paths += capture_tables(out_dir)
    return paths


def capture_tables(out_dir: Path) -> list[Path]:
    """Every phase of every game table that offers a capture function."""
    from game.ui.tables.moonstar.capture import capture_moonstar

    paths = capture_moonstar(out_dir)
    from game.ui.tables.moonwakers.capture import capture_moonwakers
    from game.ui.tables.supermoon.capture import capture_supermoon
    from game.ui.tables.tsukuyumi.capture import capture_tsukuyumi

    return (paths + capture_moonwakers(out_dir) + capture_supermoon(out_dir)
            + capture_tsukuyumi(out_dir))
