"""Input helpers for the MOONSTAR table's tests: frames, clicks and clicks on a named button."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pygame

from game.ui import theme
from game.ui.tables.moonstar import capture as cap


def frame(app, events=(), dt=1 / 60):
    """One frame of the app with these events."""
    app.frame(list(events), dt)


def click(app, pos):
    """A left click at `pos`: the pointer moves there, presses, then releases a frame later."""
    pos = (round(pos[0]), round(pos[1]))
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def click_hit(app, table, key):
    """Click the table's button `key` where it was last drawn (it must be on screen)."""
    frame(app)
    rect = table.hit_rect(key)
    assert rect is not None, f"no button {key!r} on screen"
    click(app, rect.center)


@contextlib.contextmanager
def shown_table(lang: str, scale: float, bid_won: bool = False) -> Iterator[tuple]:
    """(app, match, table) at this language and interface size, the first setter's round
    set up, rolled and bid for by seat 0 when `bid_won`; the app is closed and the interface
    size reset afterwards."""
    app = cap.make_app(lang=lang, scale=scale, speed="instant")
    try:
        match = cap.match_with_setter(None)
        if bid_won:
            cap.setup_and_roll(match)
            cap.win_bid(match, 0)
        yield app, match, cap.show(app, match)
    finally:
        app.close()
        theme.set_scale(1.0)
