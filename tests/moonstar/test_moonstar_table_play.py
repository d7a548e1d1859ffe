"""The MOONSTAR table's play phase, headless: dice by drag, moons by click or drag and the
landing choices (Game 6's red planet buttons, Game 9's landings), the round summary, pieces
that keep their place, the history card and top bar — up to a full game against bots played
from the title screen."""

from __future__ import annotations

import pygame
import pytest
from moonstar_ui import click, click_hit, frame

from game.core.match import COLOURS, SHAPES, Match, SeatConfig
from game.moonstar.actions import MoveMoon
from game.moonstar.rules import RULES
from game.moonstar.state import Phase
from game.ui.tables.moonstar import capture as cap
from game.ui.tables.moonstar import play as moonstar_play
from game.ui.tables.moonstar.table import MoonstarTable
from tests.moonstar.moonstar_table_helpers import drag, key, last, show

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


def _moving(app):
    """Seat 0 won the bid and placed its dice: the table shown, moons to move."""
    match = cap.match_with_setter()
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    cap.play_best(match, dice_only=True)
    table = show(app, match)
    frame(app)
    return match, table


def test_esc_lets_go_of_a_selection_before_opening_the_menu(app):
    from game.ui.scenes.menu import MenuScene

    match, table = _moving(app)
    table.selected_moon = 0
    key(app, pygame.K_ESCAPE)
    assert table.selected_moon is None and app.top is table  # the selection only
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)  # then the menu


def test_esc_closes_the_score_history_before_opening_the_menu(app):
    # a newcomer's Esc on « Scores et historique » opened the menu over it, and the next
    # click went to « Charger… »
    table = show(app, cap.match_with_setter())
    frame(app)
    table.history_open = True
    frame(app)
    key(app, pygame.K_ESCAPE)
    assert not table.history_open and app.top is table


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
    match, table = _moving(app)
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
    match, table = _moving(app)
    step = next(s for s in cap.best(match).play if s.landing != match.state.moons[s.moon])
    drag(app, table.positions[step.moon], table.geo.stars[step.landing])
    assert last(match) == (0, f"move {step.moon} {step.direction} {step.steps}")


def test_a_missed_click_on_the_ring_says_what_to_do(app):
    match, table = _moving(app)
    steps = len(match.steps)
    click(app, table.ring_rect.center)  # the centre of the ring: no moon, no star
    assert len(match.steps) == steps
    assert any(t.text == table.t("ui.moonstar.play.missed") for t in app.toasts.toasts)


def test_a_star_out_of_reach_says_why_and_keeps_the_moon(app):
    # the newcomer clicked a star the moon could not reach and met only the general hint
    from game.ui.tables.moonstar.play import landing_options, movable

    match, table = _moving(app)
    view = match.view(0)
    moon = next(m for m in range(len(view.moons)) if movable(view, m))
    options = landing_options(view, moon)
    far = next(s for s in range(len(table.geo.stars))
               if s not in {o[2] for o in options} and s != view.moons[moon]
               and all(p != s for p in view.moons))
    table.selected_moon = moon
    steps = len(match.steps)
    click(app, table.geo.stars[far])
    assert len(match.steps) == steps and table.selected_moon == moon
    said = table.t("ui.moonstar.play.unreachable", n=view.moon_die[moon])
    assert any(t.text == said for t in app.toasts.toasts)


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
    _assert_chips_clear(table, match.view(0), chips)


def _assert_chips_clear(table, view, chips) -> None:
    """No landing chip over a moon, a die on a moon or the running total, as drawn."""
    from game.ui.tables.moonstar.ring_pieces import die_place, shows_die

    r = table.geo.moon_radius
    for star, rect in chips:
        for moon, (mx, my) in table.positions.items():
            disc = pygame.Rect(round(mx - r), round(my - r), round(2 * r), round(2 * r))
            assert not rect.colliderect(disc), (star, moon)
            if shows_die(view, moon):
                (cx, cy), size = die_place(table.geo, (mx, my))
                box = pygame.Rect(round(cx - size / 2), round(cy - size / 2), size, size)
                assert not rect.colliderect(box), (star, moon, "die")
        assert not rect.colliderect(moonstar_play.total_rect(table, view)), star


def test_landing_chips_keep_clear_of_the_moons_that_landed(app):
    """Game 9's "+10" chip on Libra covered the moon that had just landed there: the reach of
    a star's pieces counted the moons that started on it, not the ones standing there. It
    also touched Sagittarius's die, its wide corner reaching in on a slant."""
    match = cap.match_with_setter({"games": [9]})
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    table = show(app, match)
    cap.play_best(match, 1)
    frame(app)
    sol = cap.best(match)
    table.selected_moon = sol.play[1].moon
    for _ in range(3):
        frame(app)
    view = table.view()
    assert any(s >= 0 for s in view.landed)  # a moon stands where it landed
    chips = [(int(h.key.split(":")[1]), h.rect) for h in table.hits
             if isinstance(h.key, str) and h.key.startswith("landing:")]
    landed_on = {s for s in view.landed if s >= 0}
    assert landed_on & {star for star, _ in chips}  # a chip on the star a moon landed on
    _assert_chips_clear(table, view, chips)


def test_the_history_card_dims_all_it_spreads_over() -> None:
    """With many seats the history card spreads over the whole table area, but only the ring
    was dimmed: the panel beside showed through at full strength, its text running under the
    card's edge. The veil now covers the whole area the card spreads over, and the card covers
    that area but for an even margin (a card a little shorter than the area sliced the
    panel's heading with its top edge, stop 72)."""
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

        for wide in (True, False):  # at 150% both spread over the table area
            card, veil, at = summary._card(table, table.ring_rect.h, wide=wide)
            area = table.table_rect
            assert (veil.get_size(), at) == (area.size, area.topleft)
            assert card == area.inflate(-theme.px(24), -theme.px(24))
            assert card.contains(table.panel_rect.inflate(-theme.px(30), -theme.px(30)))
            assert card.top <= table.panel_rect.y + theme.px(14)  # over the panel's heading
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


@pytest.mark.parametrize("language", ["en", "fr"])
def test_round_moves_right_of_the_buttons_when_it_gives_way(language: str) -> None:
    """At 150% beside a running timer the round gave way to whose turn it is and was not
    shown at all, while the bar above the players panel stood empty: it is drawn there."""
    from ui_helpers import make_test_app, texts_drawn

    from game.ui import theme

    a = make_test_app(language=language, ui_scale=1.5, animation_speed="normal")
    try:
        build = next(b for name, _, b in cap.scenes() if name == "moonstar_play_landing")
        build(a)
        table = a.top
        from game.ui.scenes import table_chrome

        bar = table.bar_rect
        a.screen.fill((0, 0, 0))
        with texts_drawn() as drawn:
            table_chrome.draw_bar(table, a.screen)
        assert table.round_text() in [text for text, _ in drawn]
        # it lies right of the Menu button, inside the bar
        right = pygame.Rect(table.menu_button.rect.right + 1, bar.y + 1,
                            bar.right - table.menu_button.rect.right - 1, bar.h - 2)
        lit = [(x, y) for x in range(right.x, right.right, 2)
               for y in range(right.y, right.bottom, 2)
               if a.screen.get_at((x, y))[:3] != (12, 17, 42)]
        assert lit, "nothing drawn right of the Menu button"
        assert min(x for x, _ in lit) >= table.menu_button.rect.right + 8
        assert max(x for x, _ in lit) < bar.right
    finally:
        a.close()
        theme.set_scale(1.0)


def test_a_loaded_round_keeps_its_moves(app):
    # a newcomer saved with 6 of 7 moons moved: loaded, the MOVES list was empty and the
    # round's summary named only the move made after loading
    match = cap.match_with_setter()
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    cap.play_best(match, 3)
    before = show(app, match).round_moves
    assert len(before) == 3
    loaded = Match.from_save(match.to_save())
    table = show(app, loaded)
    frame(app)
    assert table.round_moves == before
    cap.play_best(loaded)
    frame(app)
    # the round's summary names every move, those made before the save first
    from game.ui.tables.moonstar.match_events import round_moves

    played = round_moves(loaded.steps, finished=True)
    assert len(played) > 3 and played[:3] == before
    from game.ui.tables.moonstar import summary as moonstar_summary

    moonstar_summary.open_summary(table, [])  # what the round's last event opens
    assert table.summary is not None and table.summary.moves == played


def test_the_second_half_of_a_double_click_presses_no_new_button(app):
    # a newcomer's double click on the summary's « Continuer » (150%) also opened « Scores et
    # historique », the button the first click brought under the mouse
    table = show(app, cap.match_with_setter())
    frame(app)
    spot = table.hit_rect("history")
    assert spot is not None
    now = pygame.time.get_ticks()
    table._acted, table._clicked = "continue", (now, spot.center)  # « Continuer » just acted
    click(app, spot.center)
    assert not table.history_open
    table._acted, table._clicked = "continue", (now - 10_000, spot.center)  # a later click
    click(app, spot.center)
    assert table.history_open
    # the same button again is a real repeat (« +1 » twice): it acts
    table._acted, table._clicked = "history", (pygame.time.get_ticks(), spot.center)
    click(app, spot.center)
    assert not table.history_open


def test_in_game_10_play_now_greys_once_the_bidder_is_ready(app):
    # MS-7.10: « Play now » after a 70 only says the bidder is ready while the others may
    # still challenge (the prompt says so); pressed, nothing is left to press
    from game.moonstar.actions import Bid

    match = cap.match_with_setter({"games": [10]})
    cap.setup_and_roll(match)
    seat = match.to_act()[0]
    match.submit(seat, Bid(70))
    table = show(app, match)
    frame(app)
    button = next(h for h in table.hits if h.key == f"playnow:{seat}")
    assert button.enabled
    from game.ui.tables.moonstar.bidding import _prompt

    assert "challenge" in _prompt(table, match.view(seat))
    click_hit(app, table, f"playnow:{seat}")
    assert match.state.phase is Phase.BIDDING and match.state.passed[seat]
    frame(app)
    # the bidder has nothing left to press: its button is gone or greyed
    assert not [h for h in table.hits if h.key == f"playnow:{seat}" and h.enabled]


def test_after_a_70_the_keys_line_is_gone(app):
    # the newcomer read « Touches : I +1 · O +5 · P passer » under greyed buttons
    from ui_helpers import texts_drawn

    from game.moonstar.actions import Bid

    match = cap.match_with_setter()
    cap.setup_and_roll(match)
    show(app, match)
    with texts_drawn() as drawn:
        frame(app)
    assert any(text.startswith("Keys:") for text, _ in drawn)
    match.submit(match.to_act()[0], Bid(70))
    with texts_drawn() as drawn:
        frame(app)
    assert not any(text.startswith("Keys:") for text, _ in drawn)


@pytest.mark.parametrize(("lang", "scale", "seats"), [("fr", 1.5, 8), ("en", 1.0, 2)])
def test_game_10_after_a_70_fits_its_row_and_panel(lang, scale, seats):
    # after a 70 the raises left « Jouer » and ⚔ their row: « Play now » was cut at 100%,
    # « Offre +1 » at 150%, and the longer Game 10 prompt pushed the controls under
    # « Scores et historique » at 8 seats
    from ui_helpers import make_test_app

    from game.moonstar.actions import Bid
    from game.ui import assets, theme

    names = cap.NAMES
    cap.NAMES = tuple((f"P{i + 1}", "human") for i in range(seats))
    a = make_test_app(language=lang, ui_scale=scale)
    try:
        match = cap.match_with_setter({"games": [10]})
        cap.setup_and_roll(match)
        seat = match.to_act()[0]
        match.submit(seat, Bid(70))
        table = cap.show(a, match)
        assets.fit.cache_clear()
        with assets.recording_cuts() as cuts:
            cap.frames(a, 1 / 60)
        assert not cuts, cuts
        play_now, scores = table.hit_rect(f"playnow:{seat}"), table.hit_rect("history")
        assert play_now is not None and scores is not None and play_now.bottom <= scores.top
        assert not [h for h in table.hits if str(h.key).startswith("bid+")]
    finally:
        cap.NAMES = names
        a.close()
        theme.set_scale(1.0)

