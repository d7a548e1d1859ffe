"""Helpers for UI tests: a headless app that never writes the player's settings, runs bots
in-process and re-raises scene errors; synthetic clicks; a blank-screen check; a record of
the texts drawn; a match seen with another final state."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager

import pygame

from game.ui.app import App
from game.ui.drivers import InlineBotRunner
from game.ui.settings import Settings


def make_test_app(**settings) -> App:
    """A strict 1280×720 app with in-process bots and instant animations."""
    opts = {"animation_speed": "instant", "sound": False}
    opts.update(settings)
    app = App(Settings(**opts), size=(1280, 720), persist=False, strict=True)
    app._bot_runner = InlineBotRunner()
    return app


class Finished:
    """A match as a table sees it, but with another (final) state: the totals and winners a
    game-over test needs; everything else is the real match's."""

    def __init__(self, match, state) -> None:
        self._match, self.state = match, state

    def __getattr__(self, name: str):
        return getattr(self._match, name)

    def outcome(self):
        return self._match.rules.outcome(self.state)


def click(app: App, pos, button: int = 1) -> None:
    """Post a full click at `pos` and run one frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.frame(pygame.event.get(), 1 / 60)


def run_frames(app: App, n: int = 3, dt: float = 1 / 60) -> None:
    """Run n frames with no input."""
    for _ in range(n):
        app.frame(pygame.event.get(), dt)


def distinct_colours(surface: pygame.Surface, step: int = 7) -> int:
    """How many distinct colours a sample of the surface holds (blank screens have 1)."""
    w, h = surface.get_size()
    return len({tuple(surface.get_at((x, y)))
                for x in range(0, w, step) for y in range(0, h, step)})


@contextmanager
def texts_drawn() -> Iterator[list[tuple[str, int]]]:
    """Every (text, px) that `assets.text` renders inside the block, in order."""
    from game.ui import assets

    drawn: list[tuple[str, int]] = []
    real = assets.text

    def spy(string, size, *args, **kw):
        drawn.append((string, size))
        return real(string, size, *args, **kw)

    assets.text = spy
    try:
        yield drawn
    finally:
        assets.text = real


RAW = re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\{[a-z_]+[:}]"
                 r"|\b(?:ui|ts|sm|mw|moonstar|core|match|save)\.[a-z0-9_]+\.[a-z0-9_.]+")
"""What no player should read: an internal name (`snake_case`), an unfilled `{field}` or a
catalogue key ("ts.ui.tab.events")."""


def raw_texts(drawn: Iterable[tuple[str, int]]) -> set[str]:
    """The texts drawn (`texts_drawn`) that show an internal name, a field or a key."""
    return {text for text, _size in drawn if RAW.search(text)}


def raw_tooltips(scene, step: int = 40) -> set[str]:
    """The tooltips under a grid of points of the scene (`tooltip_at`) that show an internal
    name, a field or a catalogue key."""
    w, h = scene.app.screen.get_size()
    tips = {scene.tooltip_at((x, y)) for x in range(step // 2, w, step)
            for y in range(step // 2, h, step)}
    return {tip for tip in tips if tip and RAW.search(tip)}
