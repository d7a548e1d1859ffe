"""Input helpers for the MOONSTAR table's tests: frames, clicks and clicks on a named button."""

from __future__ import annotations

import pygame


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
