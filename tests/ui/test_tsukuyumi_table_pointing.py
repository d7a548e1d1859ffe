"""Zones pointed at on the Tsukuyumi map: a hovered log line or button that names a zone rings
it, since the map prints no coordinates (`pointing`; the stop-93 newcomer reviews could match
no "(−1, −2)" of the log or the buttons to a hex)."""

from __future__ import annotations

import random

import pygame
from test_tsukuyumi_table_map import start

from game.tsukuyumi.actions import Action
from game.ui.tables.tsukuyumi import map_ui, pointing
from game.ui.tables.tsukuyumi.capture import drive


def _move(app, pos) -> None:
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
              1 / 60)
    app.frame([], 1 / 60)  # a button's zone is ringed on the frame after its hover


def _rim(table, cell) -> tuple[int, int]:
    """A point on the ring `draw_pointed` draws: halfway along the zone's first side."""
    (ax, ay), (bx, by) = table.mv.corners(cell[0], cell[1], 0.9)[:2]
    return round((ax + bx) / 2), round((ay + by) / 2)


def test_the_arguments_name_each_zone_once() -> None:
    args = {"seat": 1, "q": -1, "r": 2, "to_q": 0, "to_r": 3, "steps": 2, "from_q": -1,
            "from_r": 2, "flag_q": True, "flag_r": 1, "odd_q": 4}
    assert pointing.cells_of_args(args) == [(-1, 2), (0, 3)]
    assert pointing.cells_of_args({"seat": 0, "n": 3}) == []
    assert pointing.cells_of_args(None) == []


def test_a_hovered_log_line_rings_its_zone_and_is_outlined(app) -> None:
    map_ui.STILL_PULSE = 1.0
    try:
        match, table = start(app, 3, 21)
        drive(match, table, random.Random(21), lambda st: st.round >= 2 and st.phase == "red")
        table._after_change()
        app.frame([], 1 / 60)
        log = table.log_list
        assert log is not None
        row = next(i for i in reversed(range(len(table.log_row_events)))
                   if pointing.cells_of_args(table.log_row_events[i].args)
                   and log.rect.contains(log.row_rect(i)))
        cell = pointing.cells_of_args(table.log_row_events[row].args)[0]
        assert cell in match.state.board.index
        _move(app, (2, 2))
        rim = _rim(table, cell)
        assert tuple(app.screen.get_at(rim))[:3] != pointing.POINT_COLOUR
        line = log.row_rect(row)
        _move(app, line.center)
        assert pointing.log_cells(table) == pointing.cells_of_args(
            table.log_row_events[row].args)
        assert tuple(app.screen.get_at(rim))[:3] == pointing.POINT_COLOUR
        outline = line.inflate(6, 2)  # px() is 1 at 100%
        assert tuple(app.screen.get_at((outline.centerx, outline.top)))[:3] == \
            pointing.POINT_COLOUR
        _move(app, (2, 2))  # the mouse leaves the log: the ring goes
        assert tuple(app.screen.get_at(rim))[:3] != pointing.POINT_COLOUR
    finally:
        map_ui.STILL_PULSE = None


def test_a_hovered_button_naming_a_unit_rings_where_it_stands(app) -> None:
    match, table = start(app, 3, 21)

    def buttons() -> list:
        return [h for h in table.hits if isinstance(h.action, Action)
                and h.action.kind == "unmove" and table.action_bar_rect.contains(h.rect)]

    def ready(st) -> bool:  # the human seat in a Movement: "Don't move <unit> (q, r)"
        if 0 not in match.to_act():
            return False
        table._after_change()
        app.frame([], 1 / 60)
        return bool(buttons())

    assert drive(match, table, random.Random(4), ready)
    hit = buttons()[0]
    unit = next(u for u in table.view().units if u.uid == hit.action.args[0])
    _move(app, hit.rect.center)
    for _ in range(4):  # frame after frame while the mouse rests (the bar is a kept picture:
        # its zone once rang the map for one frame only)
        assert table.pointed_shown == [tuple(unit.at)]
        assert tuple(app.screen.get_at(_rim(table, unit.at)))[:3] == pointing.POINT_COLOUR
        app.frame([], 1 / 60)
    _move(app, (2, 2))
    assert table.pointed_shown == []
