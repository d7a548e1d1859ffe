"""Random input across every scene (≥ 20,000 events in total, seeded) raises nothing.

Clicks are biased towards widget centres so buttons, menus and dialogs really get used.
The app is strict: any exception inside a scene fails the test.
"""

from __future__ import annotations

import random

import pygame
import pytest
from ui_helpers import make_test_app

from game.core.match import COLOURS, SHAPES, Match, SeatConfig
from game.ui import screenshots
from game.ui.scenes.setup import SetupScene
from game.ui.tables import make_table
from game.ui.widgets.scroll import ScrollArea
from tests.core import toy_game

EVENTS_PER_RUN = 4200
SEEDS = range(6)  # 6 × 4200 = 25,200 events
KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_TAB,
        pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME,
        pygame.K_END, pygame.K_a, pygame.K_z, pygame.K_1, pygame.K_DELETE]


def toy_builders(app):
    rules = toy_game.register()
    from game.core.registry import GameInfo

    info = GameInfo("toy", "Toy", "", rules)

    def toy_table(kinds):
        def build() -> None:
            seats = [SeatConfig(f"P{i}", COLOURS[i], SHAPES[i], k) for i, k in enumerate(kinds)]
            app.reset(_title(app))
            app.push(make_table(app, Match(rules, seats, 4, {"rounds": 2})))
        return build

    def toy_setup() -> None:
        app.reset(_title(app))
        app.push(SetupScene(app, info))

    def moonwakers_table(steps: int, humans: int):
        def build() -> None:
            app.reset(_title(app))
            match = screenshots.demo_match("moonwakers", steps=steps, humans=humans)
            app.push(make_table(app, match))
        return build

    return [("toy-2h", toy_table(("human", "human"))),
            ("toy-1h", toy_table(("human", "bot", "bot"))),
            ("toy-bots", toy_table(("bot", "bot"))),
            ("toy-setup", toy_setup),
            ("moonwakers-1h", moonwakers_table(12, 1)),
            ("moonwakers-2h", moonwakers_table(30, 2))]


def _title(app):
    from game.ui.scenes.title import TitleScene

    return TitleScene(app)


def widget_targets(scene) -> list[tuple[int, int]]:
    """Screen centres of the top scene's widgets (scroll-area children included)."""
    out = []
    for w in getattr(scene, "widgets", []):
        if isinstance(w, ScrollArea):
            for c in w.children:
                y = w.rect.y + c.rect.centery - w.offset
                if w.rect.top <= y < w.rect.bottom:
                    out.append((w.rect.x + c.rect.centerx, y))
        elif w.visible:
            out.append(w.rect.center)
    return out


def random_events(rng: random.Random, app) -> list[pygame.event.Event]:
    w, h = app.size
    roll = rng.random()
    if roll < 0.45:
        targets = widget_targets(app.top) if app.top is not None else []
        if targets and rng.random() < 0.6:
            pos = rng.choice(targets)
        else:
            pos = (rng.randrange(w), rng.randrange(h))
        button = rng.choice((1, 1, 1, 3))
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
    if roll < 0.70:
        pos = (rng.randrange(-20, w + 20), rng.randrange(-20, h + 20))
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))]
    if roll < 0.80:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)),
                                   flipped=False, precise_x=0.0, precise_y=1.0)]
    if roll < 0.92:
        key = rng.choice(KEYS)
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)]
    if roll < 0.985:
        text = rng.choice(("a", "Zoé", "7", "名", "  ", "\t", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxx"))
        return [pygame.event.Event(pygame.TEXTINPUT, text=text)]
    if roll < 0.997:
        size = (rng.randrange(960, 1500), rng.randrange(540, 900))
        pygame.display.set_mode(size, pygame.RESIZABLE)
        return [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])]
    return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)]


@pytest.mark.parametrize("seed", SEEDS)
def test_random_input_never_raises(seed: int) -> None:
    rng = random.Random(seed)
    app = make_test_app()
    try:
        builders = list(screenshots.tour(app)) + toy_builders(app)
        sent = 0
        name, build = builders[seed % len(builders)]
        build()
        while sent < EVENTS_PER_RUN:
            if app.top is None or not app.running or rng.random() < 0.004:
                app.running = True
                name, build = rng.choice(builders)
                build()
            events = []
            for _ in range(rng.randint(2, 9)):  # several events per frame keeps it fast
                events += random_events(rng, app)
            sent += len(events)
            app.frame(events, rng.choice((0.0, 1 / 60, 1 / 60, 0.1, 0.4)))
        assert sent >= EVENTS_PER_RUN
    finally:
        app.close()
        pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
