"""The MOONSTAR table, headless: it draws in every phase and variant, and synthetic mouse and
keyboard input submits the right actions (drag a planet, random setup + roll, bid controls and
hotkeys per seat, dice by drag and landing choices, illegal drops) — up to a full game against
bots played from the title screen."""

from __future__ import annotations

import pygame
import pytest
from moonstar_ui import click, click_hit, frame

from game.core.match import COLOURS, SHAPES, Match, SeatConfig
from game.moonstar.actions import Bid, MoveMoon, PlaceMoon, Roll
from game.moonstar.rules import RULES
from game.moonstar.state import Phase
from game.ui.tables.moonstar import capture as cap
from game.ui.tables.moonstar import play as moonstar_play
from game.ui.tables.moonstar import setup as moonstar_setup
from game.ui.tables.moonstar.table import MoonstarTable


@pytest.fixture
def app():
    app = cap.make_app(speed="instant")
    yield app
    app.close()


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


# --------------------------------------------------------------------------- bidding


def _hot_seat_bidding(app):
    match = cap.match_with_setter(humans=2)
    cap.setup_and_roll(match)
    return match, show(app, match)


def test_bid_buttons_submit_for_their_seat(app):
    match, table = _hot_seat_bidding(app)
    click_hit(app, table, "bid+1:0")
    assert last(match) == (0, "bid 2")
    click_hit(app, table, "bid+5:1")
    assert last(match) == (1, "bid 7")
    click_hit(app, table, "field:0")
    key(app, pygame.K_1, "1")
    key(app, pygame.K_2, "2")
    click_hit(app, table, "bid:0")
    assert last(match) == (0, "bid 12")
    click_hit(app, table, "pass:1")
    assert last(match) == (1, "pass")


def test_bid_hotkeys_per_seat(app):
    match, table = _hot_seat_bidding(app)
    key(app, pygame.K_q)
    assert last(match) == (0, "bid 2")
    key(app, pygame.K_o)
    assert last(match) == (1, "bid 7")
    key(app, pygame.K_w)
    assert last(match) == (0, "bid 12")
    click_hit(app, table, "field:1")
    key(app, pygame.K_3, "3")
    key(app, pygame.K_0, "0")
    key(app, pygame.K_RETURN, "\r")
    assert last(match) == (1, "bid 30")
    key(app, pygame.K_e)
    assert last(match) == (0, "pass")


def test_an_empty_or_refused_bid_field_never_bids(app):
    match, table = _hot_seat_bidding(app)
    steps = len(match.steps)
    click_hit(app, table, "field:0")
    key(app, pygame.K_RETURN, "\r")  # empty field: the grey number is only a suggestion
    assert len(match.steps) == steps and app.toasts.toasts
    click_hit(app, table, "bid:0")  # the Bid button too
    assert len(match.steps) == steps
    click_hit(app, table, "field:0")
    for k, c in ((pygame.K_9, "9"), (pygame.K_9, "9")):
        key(app, k, c)
    key(app, pygame.K_RETURN, "\r")  # 99 > 70: refused, and the field is cleared
    assert len(match.steps) == steps and table.bid_text.get(0, "") == ""
    hit = next(h for h in table.hits if h.key == "bid+1:0")
    assert table.tooltip_at(hit.rect.center)  # "Bid +1" says it bids at once
    assert "+1" in table.t("ui.moonstar.bid.raise", step=1)


def test_a_player_who_passed_is_told_when_outbid(app):
    match, table = _hot_seat_bidding(app)
    click_hit(app, table, "bid+1:0")
    click_hit(app, table, "pass:1")
    click_hit(app, table, "bid+5:0")  # Ana raises: Ben may bid again, and is told so
    assert table.bid_notes.get(1) == table.t("ui.moonstar.bid.outbid")


def test_bot_bid_pulses_its_row(app):
    match = cap.match_with_setter()
    cap.setup_and_roll(match)
    app.settings.animation_speed = "normal"
    table = show(app, match)
    table.submit_as(2, Bid(9), quiet=True)
    assert 2 in table.pulses and "9" in table.bid_notes[2]
    frame(app)
    assert_drawn(app)


# --------------------------------------------------------------------------- play


def play_by_mouse(app, table, match):
    """The bidder's whole play with the mouse: drag each die, then click moon + landing."""
    sol = cap.best(match)
    seat = match.state.bidder
    if match.state.phase is Phase.RED_PLANET:
        frame(app)
        click(app, table.geo.stars[sol.red])
        assert last(match) == (seat, f"red {sol.red}")
        sol = cap.best(match)
    for step in sol.play:
        frame(app)
        view = match.view(seat)
        pos = next(p for v, p in moonstar_play.tray_dice(table, view) if v == step.die)
        drag(app, pos, table.positions[step.moon])
        assert last(match) == (seat, f"die {step.die}@{step.moon}")
    for step in sol.play:
        if match.state.phase is not Phase.MOVE:
            break
        frame(app)
        click(app, table.positions[step.moon])
        assert table.selected_moon == step.moon
        click_hit(app, table, f"landing:{step.landing}")
        assert last(match) == (seat, f"move {step.moon} {step.direction} {step.steps}")


def test_every_summary_line_matches_the_points_scored(app):
    """The round's last move used to read "+1" even when it landed on a planet (its points
    were read from the next round's view, with the planets cleared)."""
    match = cap.match_with_setter()
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    table = show(app, match)
    values = dict(match.state.planets)
    cap.play_best(match, dice_only=True)
    sol = cap.best(match)
    for step in sol.play:
        table.submit_as(0, MoveMoon(step.moon, step.direction, step.steps))
    frame(app)
    assert table.summary is not None
    lines = table.summary.moves
    assert [m[2] for m in lines] == [s.landing for s in sol.play]
    assert [m[3] for m in lines] == [values.get(s.landing, 1) for s in sol.play]
    assert sum(m[3] for m in lines) == match.state.history[-1].total
    assert lines[-1][3] == values.get(sol.play[-1].landing, 1)


def test_place_dice_by_drag_and_choose_landing_stars(app):
    match = cap.match_with_setter()
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    table = show(app, match)
    expected = cap.best(match).best
    play_by_mouse(app, table, match)
    record = match.state.history[-1]
    assert record.total == expected and record.made
    assert table.summary is not None
    frame(app)
    assert table.hit_rect("watch_best") is not None
    click_hit(app, table, "continue")
    assert table.summary is None


def test_game9_offers_up_to_four_landings_and_red_planet_click(app):
    match = cap.match_with_setter({"games": [6, 9]})
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    table = show(app, match)
    play_by_mouse(app, table, match)
    assert match.state.history[-1].red >= 0


@pytest.mark.rule("MS-7.6")
def test_game6_lists_the_red_planet_choices_as_buttons(app):
    """Game 6's panel was a prompt and an empty column: each planet is now a button with its
    doubled value and the moons this round's dice could bring there, best planets first; a
    click places the red planet as a click on the ring does."""
    match = cap.match_with_setter({"games": [6]})
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    table = show(app, match)
    frame(app)
    view = match.view(0)
    rows = moonstar_play.red_candidates(view)
    assert sorted(star for star, _, _ in rows) == sorted(star for star, _ in view.planets)
    assert [v for _, v, _ in rows] == sorted((v for _, v in view.planets), reverse=True)
    star, value, reach = rows[0]
    by_hand = sum(1 for start in view.moons if any(
        (start + d) % 12 == star or (start - d) % 12 == star for d in set(view.dice)))
    assert reach == by_hand
    assert table.hit_rect(f"red:{star}") is not None
    click_hit(app, table, f"red:{star}")
    assert last(match) == (0, f"red {star}")
    assert match.view(0).red == star


def test_clicking_a_star_after_selecting_a_moon_moves_it(app):
    match = cap.match_with_setter()
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    cap.play_best(match, dice_only=True)
    table = show(app, match)
    moon = 0
    click(app, table.positions[moon])
    direction, steps, star, _ = moonstar_play.landing_options(match.view(0), moon)[0]
    click(app, table.geo.stars[star])
    assert last(match) == (0, f"move {moon} {direction} {steps}")


# --------------------------------------------------------------------------- full game


def _find(widgets, cond):
    return next(w for w in widgets if cond(w))


def test_full_game_against_bots_from_the_title(app):
    from game.ui.i18n import t
    from game.ui.scenes.gameover import GameOverScene
    from game.ui.scenes.title import GameCard, TitleScene
    from game.ui.widgets.base import Button

    app.reset(TitleScene(app))
    frame(app)
    card = _find(app.top.widgets, lambda w: isinstance(w, GameCard) and w.info.name == "moonstar")
    click(app, card.rect.center)
    frame(app)
    solo = _find(app.top.widgets, lambda w: isinstance(w, Button) and w.text == t("ui.setup.solo"))
    click(app, solo.rect.center)
    frame(app)
    table = app.top
    assert isinstance(table, MoonstarTable)
    match = table.match
    me = match.humans()[0]
    played = bid_once = False
    for _ in range(6000):
        top = app.top
        if isinstance(top, GameOverScene):
            break
        if top is not table:
            frame(app, dt=0.5)
            continue
        view = match.view(me)
        acting = me in match.to_act()
        if table.summary is not None:
            click_hit(app, table, "continue")
        elif acting and view.phase is Phase.ROLL_OFF:
            click_hit(app, table, f"rolloff:{me}")
        elif acting and view.phase is Phase.SETUP:
            click_hit(app, table, "random")
            click_hit(app, table, "roll")
        elif acting and view.phase is Phase.BIDDING:
            if not bid_once and view.bid < 10:
                bid_once = True
                click_hit(app, table, f"field:{me}")
                for ch in str(max(view.bid + 1, 10)):
                    key(app, getattr(pygame, f"K_{ch}"), ch)
                key(app, pygame.K_RETURN, "\r")
            else:
                key(app, pygame.K_e)  # pass
        elif acting and view.phase in (Phase.PLACE_DICE, Phase.RED_PLANET):
            play_by_mouse(app, table, match)
            played = True
        else:
            frame(app, dt=0.5)
    assert match.is_over, "the game did not finish"
    assert isinstance(app.top, GameOverScene)
    assert played or any(r.bidder != me for r in match.state.history)
    assert all(s.seat in (-1, 0, 1, 2) for s in match.steps)


def test_capture_writes_pictures(tmp_path):
    paths = cap.capture_moonstar(tmp_path, only="rolloff")
    assert paths and all(p.stat().st_size > 10_000 for p in paths)


def test_esc_lets_go_of_a_selection_before_opening_the_menu(app):
    from game.ui.scenes.menu import MenuScene

    match = cap.match_with_setter()
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    cap.play_best(match, dice_only=True)
    table = show(app, match)
    frame(app)
    table.selected_moon = 0
    key(app, pygame.K_ESCAPE)
    assert table.selected_moon is None and app.top is table  # the selection only
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)  # then the menu


def test_landing_choices_are_sorted_by_points():
    from game.ui.tables.moonstar.play import landing_options, movable

    match = cap.match_with_setter({"games": [9]})
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    cap.play_best(match, dice_only=True)
    view = match.view(0)
    for moon in range(len(view.moons)):
        if movable(view, moon):
            points = [o[3] for o in landing_options(view, moon)]
            assert points == sorted(points, reverse=True)


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


def test_the_game_over_box_waits_for_the_last_round_summary(app):
    match = cap.match_with_setter()
    table = show(app, match)
    frame(app)
    assert table.results_ready()
    table.summary = object()  # the last round's summary is open
    assert not table.results_ready()
    table.summary = None
    assert table.results_ready()


def test_moons_keep_their_place_and_dice_stay_on_top_as_others_move(app):
    """Crowded stars: a move used to reshuffle the other moons on both stars (the next click
    hit the wrong one) and a landed moon covered the dice of unmoved ones."""
    match = cap.match_with_setter()
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    cap.play_best(match, dice_only=True)
    table = show(app, match)
    frame(app)
    before = dict(table.positions)
    sol = cap.best(match)
    for step in sol.play[:3]:
        table.submit_as(0, MoveMoon(step.moon, step.direction, step.steps))
        cap.frames(app, 1.0)
        moved = {s.moon for s in sol.play[:sol.play.index(step) + 1]}
        for moon, pos in before.items():
            if moon not in moved:
                assert table.positions[moon] == pos  # unmoved moons never shift
    slots = table.moon_slots(match.view(0))
    assert len({(star, slot) for star, slot, _ in slots.values()}) == len(slots)


def test_a_moon_can_be_dragged_to_a_lit_star(app):
    match = cap.match_with_setter()
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    cap.play_best(match, dice_only=True)
    table = show(app, match)
    frame(app)
    step = next(s for s in cap.best(match).play if s.landing != match.state.moons[s.moon])
    drag(app, table.positions[step.moon], table.geo.stars[step.landing])
    assert last(match) == (0, f"move {step.moon} {step.direction} {step.steps}")


def test_a_missed_click_on_the_ring_says_what_to_do(app):
    match = cap.match_with_setter()
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    cap.play_best(match, dice_only=True)
    table = show(app, match)
    frame(app)
    steps = len(match.steps)
    click(app, table.ring_rect.center)  # the centre of the ring: no moon, no star
    assert len(match.steps) == steps
    assert any(t.text == table.t("ui.moonstar.play.missed") for t in app.toasts.toasts)


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


def test_landing_chips_sit_inside_the_ring_off_the_star_names(app):
    """A landing's "+points" chip sat outside the ring, over the star's name ("+10" hid
    "Libra"): the chips now sit inside the ring, nearer its centre than their stars, beyond
    the moons there."""
    match = cap.match_with_setter({"games": [9]})
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    table = show(app, match)
    sol = cap.best(match)
    for step in sol.play:
        frame(app)
        view = match.view(0)
        pos = next(p for v, p in moonstar_play.tray_dice(table, view) if v == step.die)
        drag(app, pos, table.positions[step.moon])
    moon = sol.play[0].moon
    frame(app)
    click(app, table.positions[moon])
    frame(app)
    centre = table.geo.centre
    chips = [(int(h.key.split(":")[1]), h.rect) for h in table.hits
             if isinstance(h.key, str) and h.key.startswith("landing:")]
    assert chips
    for star, rect in chips:
        sx, sy = table.geo.stars[star]
        star_d = (sx - centre[0]) ** 2 + (sy - centre[1]) ** 2
        chip_d = (rect.centerx - centre[0]) ** 2 + (rect.centery - centre[1]) ** 2
        assert chip_d < star_d, star
    # nor over the pieces on their star's inward side (a chip hid a moon and its die), nor
    # over the running total
    from game.ui.render import ring

    view = match.view(0)
    for star, rect in chips:
        has_planet = any(s == star for s, _ in view.planets)
        count = sum(1 for s in view.moons if s == star)
        _, moons = ring.piece_positions(table.geo, star, count, has_planet)
        r = table.geo.moon_radius
        for mx, my in moons:
            assert not rect.colliderect(pygame.Rect(mx - r, my - r, 2 * r, 2 * r)), star
        assert not rect.colliderect(moonstar_play.total_rect(table, view)), star


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


@pytest.mark.rule("MS-7.11")
def test_the_bidder_may_seal_a_failed_side_bet_on_their_own_bid(app):
    """MS-7.11: every player, the bidder too, bets either way. The table greyed "Failed" for
    the bidder (the rules allowed it) and asked them about "Ana's bid" in the third
    person."""
    match = cap.match_with_setter({"games": [11]})
    cap.setup_and_roll(match)
    cap.win_bid(match, 1, match.view(None).max_bid)
    cap.play_best(match)
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    table = show(app, match)
    assert match.state.phase is Phase.SIDE_BETS and match.state.bidder == 0
    said: list[str] = []
    real = table.prompt
    table.prompt = lambda surface, text, *a, **kw: said.append(text) or real(surface, text,
                                                                               *a, **kw)
    click_hit(app, table, "side:failed")
    assert said and "your own bid" in said[-1]
    click_hit(app, table, "seal")
    seat, action = last(match)
    assert seat == 0 and action.startswith("bet failed")


@pytest.mark.rule("MS-7.11")
def test_a_sealed_bet_is_not_shown_to_the_next_player(app):
    """Hot-seat Game 11: Ana chose « Failed », raised her stake and sealed; behind the
    curtain Ben's bet panel opened with « Failed » still selected and Ana's stake — her
    secret bet in plain sight. Each player's panel starts afresh."""
    from game.ui.scenes.curtain import CurtainScene

    def pass_curtain() -> None:
        for _ in range(60):
            frame(app)
            top = app.top
            if isinstance(top, CurtainScene):
                top.armed_in = 0
                top.reveal()
            elif top is table:
                return

    from game.moonstar.actions import SideBet

    match = cap.match_with_setter({"games": [11]}, humans=2)
    for bidder in (0, 1):  # both humans make a bid, so both have points to bet
        cap.setup_and_roll(match)
        cap.win_bid(match, bidder)
        while match.state.phase is Phase.SIDE_BETS:
            match.submit(match.to_act()[0], SideBet("none"))
        cap.play_best(match)
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    table = show(app, match)
    assert match.state.phase is Phase.SIDE_BETS
    assert {0, 1} <= set(match.view(None).bettors)
    pass_curtain()
    first = table.viewer
    assert first is not None and first in match.to_act()
    click_hit(app, table, "side:failed")
    click_hit(app, table, "stake:-1")
    stake = table.bet_stake
    assert table.bet_side == "failed" and stake < min(10, match.view(first).scores[first])
    click_hit(app, table, "seal")
    assert last(match)[0] == first
    pass_curtain()
    assert table.viewer is not None and table.viewer != first
    frame(app)
    now = table.viewer
    assert table.bet_side == "made"
    assert table.bet_stake == max(1, min(10, match.view(now).scores[now]))
    assert table.hit_rect("seal") is not None


def test_the_history_card_dims_all_it_spreads_over() -> None:
    """With many seats the history card spreads over the whole table area, but only the ring
    was dimmed: the panel beside showed through at full strength, its text running under the
    card's edge. The veil now covers the whole area the card spreads over."""
    from ui_helpers import make_test_app

    from game.ui import theme

    a = make_test_app(ui_scale=1.5)
    try:
        names = ("Ana", "Selene", "Luna", "Mira", "Orion", "Vega", "Nova", "Sol")
        cfg = [SeatConfig(n, COLOURS[i], SHAPES[i], "human" if i == 0 else "bot", "normal")
               for i, n in enumerate(names)]
        match = Match(RULES, cfg, 4, {})
        table = cap.show(a, match)
        cap.frames(a, 1 / 60)
        from game.ui.tables.moonstar import summary

        card, _, _ = summary._card(table, table.ring_rect.h, wide=True)
        spot = (table.panel_rect.centerx, table.panel_rect.y + 6)
        assert not card.collidepoint(spot)  # above the card, in the panel
        before = sum(a.screen.get_at(spot)[:3])
        table.history_open = True
        cap.frames(a, 1 / 60)
        assert sum(a.screen.get_at(spot)[:3]) < before * 0.8
    finally:
        a.close()
        theme.set_scale(1.0)


def test_whose_turn_keeps_its_size_beside_a_running_timer() -> None:
    """Beside the phase timer at 150% the top bar's "To play: Ana" shrank while "Round 1"
    stayed: the round now gives way first, and whose turn it is keeps its full size."""
    from ui_helpers import make_test_app, texts_drawn

    from game.ui import theme
    from game.ui.theme import px

    a = make_test_app(ui_scale=1.5, animation_speed="normal")
    try:
        build = next(b for name, _, b in cap.scenes() if name == "moonstar_play_landing")
        build(a)  # the play phase, a moon chosen, its timer running (as in the screenshot)
        table = a.top
        assert table.clock.running
        from game.ui.scenes import table_chrome

        with texts_drawn() as drawn:
            table_chrome.draw_bar(table, a.screen)
        status = drawn[-1]  # the bar draws whose turn it is last
        assert status[0] in (table.status_text(), table.short_status_text()), drawn
        assert status[1] == px(theme.FONT_BODY)
    finally:
        a.close()
        theme.set_scale(1.0)


def test_the_running_clock_is_shown_once() -> None:
    """The sand timer in the ring and the top bar's timer told the same seconds twice: with
    the sand timer on screen the bar leaves its own out; behind a curtain (no table drawn)
    the bar shows it."""
    from ui_helpers import make_test_app

    a = make_test_app(animation_speed="normal")
    try:
        build = next(b for name, _, b in cap.scenes() if name == "moonstar_bidding")
        build(a)
        table = a.top
        assert table.clock.running
        bar_timers: list[float] = []
        table.draw_timer = lambda surface, rect, left, total: bar_timers.append(left)
        table.draw(a.screen)
        assert table.timer_drawn and bar_timers == []
        table.curtain_for = 0
        table.draw(a.screen)
        assert len(bar_timers) == 1
    finally:
        a.close()


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


def test_the_other_bidders_chips_say_what_they_are() -> None:
    """With eight seats at 150% the other seats become name chips, the leader outlined; they
    stood with nothing saying what they were. A heading now does, above them."""
    from ui_helpers import make_test_app

    from game.ui import theme

    names = cap.NAMES
    cap.NAMES = tuple((n, "human" if i == 0 else "bot") for i, n in enumerate(
        ("Ana", "Selene", "Luna", "Mira", "Orion", "Vega", "Nova", "Sol")))
    a = make_test_app(ui_scale=1.5)
    try:
        build = next(b for name, _, b in cap.scenes() if name == "moonstar_bidding")
        build(a)
        table = a.top
        heads: list[tuple[str, int]] = []
        real = table.heading

        def spy(surface, text, y):
            heads.append((text, y))
            return real(surface, text, y)

        table.heading = spy
        cap.frames(a, 1 / 60)
        head = table.t("ui.moonstar.bid.others")
        assert [y for text, y in heads if text == head]
        chips = [h.rect for h in table.hits if str(h.key).startswith("chip:")]
        assert len(chips) == 7  # Selene … Sol, Luna leading; below the heading
        y = next(y for text, y in heads if text == head)
        assert min(r.top for r in chips) > y
        scores = table.hit_rect("history")
        assert scores is not None and max(r.bottom for r in chips) <= scores.top
    finally:
        cap.NAMES = names
        a.close()
        theme.set_scale(1.0)
