"""A click or a drop on the ring that places no die says why (MS-4.2, MS-4.3).

A newcomer's Game 11 (stop 97): a die dropped on a star without a moon snapped back without a
word, and a moon clicked before every die was placed did nothing. Each now brings a toast and
changes nothing."""

from __future__ import annotations

import math

import pytest
from moonstar_ui import click, frame

from game.ui.tables.moonstar import capture as cap
from game.ui.tables.moonstar import play as moonstar_play
from tests.moonstar.moonstar_table_helpers import drag, show


def _empty_star(table, view):
    """A star with no moon on it, as drawn."""
    taken = set(view.moons)
    return next(table.geo.stars[s] for s in range(12) if s not in taken
                and all(math.dist(table.geo.stars[s], c) > table.geo.moon_radius * 2
                        for c in table.positions.values()))


def _placing_dice(app):
    """(match, table): seat 0 won the bid and places the dice (MS-4.2)."""
    match = cap.match_with_setter()
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    return match, show(app, match)


@pytest.mark.rule("MS-4.2")
def test_a_die_dropped_off_a_moon_says_it_goes_on_a_moon(app):
    match, table = _placing_dice(app)
    view = match.view(0)
    n, before = len(match.steps), match.state
    value, centre = moonstar_play.tray_dice(table, view)[0]
    drag(app, centre, _empty_star(table, view))
    assert len(match.steps) == n and match.state == before
    assert app.toasts.toasts[0].text == table.t("ui.moonstar.play.die_on_moon")
    frame(app)
    # put back on the tray: a click, not a refusal
    shown = len(app.toasts.toasts)
    value, centre = moonstar_play.tray_dice(table, match.view(0))[0]
    drag(app, centre, centre)
    assert len(app.toasts.toasts) == shown


@pytest.mark.rule("MS-4.3")
def test_a_moon_clicked_before_the_dice_are_placed_says_dice_come_first(app):
    match, table = _placing_dice(app)
    view = match.view(0)
    n = len(match.steps)
    click(app, table.positions[0])
    assert app.toasts.toasts[0].text == table.t("ui.moonstar.play.dice_first")
    click(app, _empty_star(table, view))
    assert app.toasts.toasts[0].text == table.t("ui.moonstar.play.pick_die")
    assert len(match.steps) == n
