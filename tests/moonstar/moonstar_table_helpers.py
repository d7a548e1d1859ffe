"""Helpers shared by the MOONSTAR table tests (`test_moonstar_table*.py`): synthetic drag
and key input, hot-seat configs, the last step of a match, a blank-table check and showing a
match on the table."""

from __future__ import annotations

import pygame
from moonstar_ui import frame

from game.core.match import COLOURS, SHAPES, SeatConfig
from game.ui.tables.moonstar import capture as cap


def drag(app, start, end):
    start = (round(start[0]), round(start[1]))
    end = (round(end[0]), round(end[1]))
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))])
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def key(app, k, char=""):
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=k, unicode=char, mod=0, scancode=0)])


def seats(humans=1):
    names = ("Ana", "Ben", "Cleo")
    return [SeatConfig(names[i], COLOURS[i], SHAPES[i], "human" if i < humans else "bot")
            for i in range(3)]


def last(match):
    step = match.steps[-1]
    return step.seat, step.action


def assert_drawn(app):
    surface = app.screen
    table = app.top
    area = surface.subsurface(table.ring_rect.clip(surface.get_rect()))
    colours = {tuple(area.get_at((x, y))) for x in range(0, area.get_width(), 23)
               for y in range(0, area.get_height(), 23)}
    assert len(colours) > 20, "the table looks blank"


def show(app, match):
    table = cap.show(app, match)
    frame(app)
    return table
