"""The MOONSTAR table, headless: it draws in every phase and variant; the roll-off (its rows,
Roll buttons and tie message), the setup by mouse (drag a planet or moon, illegal drops, random
setup + roll), a bot's instant setup, the roll's log line and the everyone-plays status."""

from __future__ import annotations

import pygame
import pytest
from moonstar_ui import click, click_hit, frame

from game.core.match import COLOURS, SHAPES, Match, SeatConfig
from game.moonstar.actions import PlaceMoon, Roll
from game.moonstar.rules import RULES
from game.moonstar.state import Phase
from game.ui.tables.moonstar import capture as cap
from game.ui.tables.moonstar import play as moonstar_play
from game.ui.tables.moonstar import setup as moonstar_setup
from tests.moonstar.moonstar_table_helpers import assert_drawn, drag, last, seats, show

# --------------------------------------------------------------------------- drawing


VARIANTS = [{}, {"games": [2], "moons": 9, "dice": 9}, {"games": [3], "moons": 9, "dice": 7},
            {"games": [4], "moons": 7, "dice": 9}, {"games": [5], "planets": [5, 15, 25]},
            {"games": [6]}, {"games": [7]}, {"games": [8]}, {"games": [9]}, {"games": [10]},
            {"games": [11]}, {"games": [12]}, {"bidding_mode": "turns"}]


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: str(o.get("games", o)) or "game1")
def test_table_draws_in_every_phase(app, options):
    match = cap.match_with_setter(options)
    table = show(app, match)
    assert_drawn(app)
    seen = set()
    for _round in range(3):
        seen.add(match.state.phase)
        cap.setup_and_roll(match)
        frame(app)
        assert_drawn(app)
        seen.add(match.state.phase)
        bidder = _round % 3
        cap.win_bid(match, bidder, None if _round != 1 else match.view(None).max_bid)
        while match.state.phase is Phase.SIDE_BETS:
            from game.moonstar.actions import SideBet
            match.submit(match.to_act()[0], SideBet("none"))
        frame(app)
        assert_drawn(app)
        seen.add(match.state.phase)
        cap.play_best(match, 1)
        table.selected_moon = next((m for m in range(len(match.state.moons))
                                    if moonstar_play.movable(match.view(0), m)), None)
        frame(app)
        assert_drawn(app)
        seen.add(match.state.phase)
        cap.play_best(match)
        frame(app)
        table.history_open = True
        frame(app)
        table.history_open = False
        if table.summary is not None:
            from game.ui.tables.moonstar import summary as moonstar_summary
            moonstar_summary.watch_best(table)
            frame(app)
            assert_drawn(app)
            moonstar_summary.close(table)
        if match.is_over:
            break
    assert Phase.BIDDING in seen and Phase.MOVE in seen


def test_roll_off_rows_and_roll_button(app):
    match = Match(RULES, seats(), 4, {})
    table = show(app, match)
    assert_drawn(app)
    click_hit(app, table, "rolloff:0")
    assert last(match) == (0, "roll")


# --------------------------------------------------------------------------- setup


def test_drag_planet_from_tray_onto_a_star(app):
    match = cap.match_with_setter()
    table = show(app, match)
    view = match.view(0)
    kind, value, pos = next(item for item in moonstar_setup.tray_positions(table, view)
                            if item[0] == "planet")
    drag(app, pos, table.geo.stars[5])
    assert last(match) == (0, f"planet {value}@5")
    assert (5, value) in match.state.planets


def test_drag_moon_from_tray_and_back_off_the_ring(app):
    match = cap.match_with_setter()
    table = show(app, match)
    pos = next(p for k, _, p in moonstar_setup.tray_positions(table, match.view(0)) if k == "moon")
    drag(app, pos, table.geo.stars[2])
    assert match.state.moons == (2,)
    frame(app)
    drag(app, table.positions[0], table.ring_rect.center)
    assert match.state.moons == ()


def test_illegal_fourth_moon_shows_a_toast_and_changes_nothing(app):
    match = cap.match_with_setter()
    for _ in range(3):
        match.submit(0, PlaceMoon(7))
    table = show(app, match)
    before = (match.state, len(match.steps))
    pos = next(p for k, _, p in moonstar_setup.tray_positions(table, match.view(0)) if k == "moon")
    drag(app, pos, table.geo.stars[7])
    assert (match.state, len(match.steps)) == before
    assert app.toasts.toasts and "three moons" in app.toasts.toasts[0].text
    # a click on empty sky does nothing either
    click(app, table.ring_rect.center)
    assert (match.state, len(match.steps)) == before


def test_random_setup_then_roll_lead_to_bidding(app):
    match = cap.match_with_setter()
    table = show(app, match)
    click_hit(app, table, "random")
    assert not match.state.tray_planets and len(match.state.moons) == 7
    click_hit(app, table, "roll")
    assert match.state.phase is Phase.BIDDING and len(match.state.dice) == 7


@pytest.mark.rule("MS-9.3")
def test_the_random_button_completes_a_layout_begun_by_hand(app):
    """Pieces placed by hand stay: the button reads « Complete at random » and lays out the
    rest (it moved every piece, a newcomer's Game 11, stop 97)."""
    from ui_helpers import texts_drawn

    match = cap.match_with_setter()
    match.submit(0, PlaceMoon(7))
    match.submit(0, PlaceMoon(7))
    table = show(app, match)
    with texts_drawn() as drawn:
        frame(app)
    shown = [s for s, _ in drawn]
    assert table.t("ui.moonstar.setup.random_fill") in shown
    assert table.t("ui.moonstar.setup.random") not in shown
    click_hit(app, table, "random")
    assert not match.state.tray_planets and len(match.state.moons) == 7
    assert list(match.state.moons).count(7) >= 2


def test_capture_writes_pictures(tmp_path):
    paths = cap.capture_moonstar(tmp_path, only="rolloff")
    assert paths and all(p.stat().st_size > 10_000 for p in paths)


def test_the_log_tells_a_roll_only_once_the_dice_have_settled():
    from game.moonstar.actions import Roll

    app = cap.make_app(speed="normal")
    try:
        match = cap.match_with_setter()
        for action in RULES.random_setup(match.state, match.state.rng):
            match.submit(0, action)
        table = show(app, match)
        frame(app)
        rows_before = len(table.log_list.rows)
        assert table.submit_as(0, Roll())
        frame(app)
        last = len(match.steps) - 1
        assert (last, "moonstar.dice_rolled") in table.log_held()  # the dice still tumble
        assert len(table.log_list.rows) == rows_before + 1  # "bidding open" only, not the roll
        cap.frames(app, 2.0)
        assert table.log_held() == frozenset()
        assert len(table.log_list.rows) == rows_before + 2  # now the roll's line too
    finally:
        app.close()


def test_at_instant_a_bot_sets_up_without_pausing_between_pieces():
    """ "Instant" means instant: a bot setter's eleven placements and roll take a few
    frames of game time, not a second each (its delays matter only in the bidding race)."""
    from game.moonstar.state import Phase

    app = cap.make_app(speed="instant")
    try:
        match = cap.match_with_setter(setter=1)  # a bot sets up
        table = cap.show(app, match, frozen_bots=False)
        for _ in range(90):  # 1.5 s of game time at 60 frames a second
            if match.state.phase is not Phase.SETUP:
                break
            frame(app)
        assert match.state.phase is Phase.BIDDING
        assert table.bots.is_race()  # and the bidding is a race: there the delays count
    finally:
        app.close()


@pytest.mark.rule("MS-1.2")
def test_the_roll_off_tells_a_tie_only_once_the_dice_have_landed() -> None:
    """The state knows a roll-off's outcome when the dice start to tumble: the heading read
    "Tie! Ana, Selene roll again." with Ana's dice still in the air and her Roll button
    already back (a screenshot review). While a roll tumbles the heading keeps asking who
    sets up first and no roll is offered; once the dice land, the tie is told."""
    from ui_helpers import make_test_app

    a = make_test_app(animation_speed="normal")
    try:
        match = cap._match(seed=4)
        table = cap.show(a, match)
        for seat in (1, 2):
            table.submit_as(seat, Roll(), quiet=True)
        cap.frames(a, 1.4)
        said: list[str] = []
        real = table.prompt

        def spy(surface, text, *args, **kw):
            said.append(text)
            return real(surface, text, *args, **kw)

        table.prompt = spy
        table.submit_as(0, Roll())
        cap.frames(a, 0.3)
        assert match.state.phase is Phase.ROLL_OFF and len(match.state.rolloff_in) == 2
        assert said and said[-1] == table.t("ui.moonstar.rolloff.prompt")
        assert table.hit_rect("rolloff:0") is None
        # the other tied seat's last roll stays on its row meanwhile (the state cleared it)
        other = next(s for s in match.state.rolloff_in if s != 0)
        faces: list[int] = []
        real_d6 = moonstar_setup.draw_d6
        moonstar_setup.draw_d6 = lambda surface, c, size, v: faces.append(v)
        try:
            cap.frames(a, 1 / 60)
        finally:
            moonstar_setup.draw_d6 = real_d6
        shown = [v for seat in (1, 2) for v in table.rolloff_values[seat]]
        assert other in (1, 2) and sorted(faces) == sorted(shown)  # both others' dice
        cap.frames(a, 3.0)
        tie = table.t("ui.moonstar.rolloff.tie",
                      names=", ".join(table.name(s) for s in match.state.rolloff_in))
        assert said[-1] == tie
        assert table.hit_rect("rolloff:0") is not None
    finally:
        a.close()


@pytest.mark.rule("MS-1.2")
def test_eight_roll_off_rows_fit_above_the_scores_button() -> None:
    """At 150% with eight seats the roll-off's two-line rows ran past the panel, under the
    Scores & history button (Orion, Vega, Nova and Sol unseen): each seat now takes one line
    of the room, with its name, dice and total, and a human's Roll button stays clickable."""
    from ui_helpers import make_test_app

    from game.ui import theme

    a = make_test_app(ui_scale=1.5)
    try:
        names = ("Ana", "Selene", "Luna", "Mira", "Orion", "Vega", "Nova", "Sol")
        cfg = [SeatConfig(n, COLOURS[i], SHAPES[i], "bot" if i < 7 else "human", "normal")
               for i, n in enumerate(names)]
        match = Match(RULES, cfg, 4, {})
        table = cap.show(a, match)
        centres: list[tuple[int, int]] = []
        real = table.seat_marker

        def spy(surface, seat, centre, *args, **kw):
            if table.panel_rect.collidepoint(centre):
                centres.append(centre)
            return real(surface, seat, centre, *args, **kw)

        table.seat_marker = spy
        cap.frames(a, 1 / 60)
        scores = table.hit_rect("history")
        roll = table.hit_rect("rolloff:7")
        assert scores is not None and roll is not None and len(centres) == 8
        assert max(y for _, y in centres) < scores.top and roll.bottom <= scores.top
        assert table.panel_rect.contains(roll)
    finally:
        a.close()
        theme.set_scale(1.0)


def test_the_setup_legend_ends_above_the_placed_line_in_french() -> None:
    """The setup's scoring legend was measured at one line an entry; in French each takes
    two, and the last ran into « PLACÉES : 2/4 PLANÈTES »."""
    from ui_helpers import make_test_app

    from game.ui import i18n

    a = make_test_app(language="fr")
    try:
        build = next(b for name, _, b in cap.scenes() if name == "moonstar_setup_drag")
        build(a)
        table = a.top
        drawn: list[tuple[str, pygame.Rect]] = []
        real = table.text

        def spy(surface, string, *args, **kw):
            rect = real(surface, string, *args, **kw)
            drawn.append((string, rect))
            return rect

        table.text = spy
        cap.frames(a, 1 / 60)
        empty = next(r for s, r in drawn if s == i18n.t("ui.moonstar.setup.empty_star"))
        placed = next(r for s, r in drawn if s.startswith("PLACÉES") or s.startswith("Placées"))
        assert placed.top - empty.bottom >= 6  # a gap, not touching
    finally:
        a.close()


def test_a_step_for_every_seat_says_everyone_plays(app):
    """The roll-off and open bidding, where every seat acts, read "To play: 8 players" when
    the names did not fit: they now say "To play: everyone"; some seats, their count."""
    match = Match(RULES, seats(), 4, {})
    table = show(app, match)
    assert len(match.to_act()) == match.n_seats == 3
    assert table.short_status_text() == "To play: everyone"
    match.submit(1, Roll())
    assert table.short_status_text() == "To play: 2 players"
