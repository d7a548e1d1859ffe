"""The MOONSTAR table's bidding and side bets, headless: bid controls and hotkeys per seat,
refused bids, the outbid note, a bot's bid pulse, the other bidders' chips, the running clock
shown once, and Game 11's sealed side bets (the bidder's own, hidden from the next player)."""

from __future__ import annotations

import pygame
import pytest
from moonstar_ui import click_hit, frame

from game.moonstar.actions import Bid
from game.moonstar.state import Phase
from game.ui.tables.moonstar import capture as cap
from tests.moonstar.moonstar_table_helpers import assert_drawn, key, last, show

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
def _game11_with_points():
    """Hot-seat Game 11 with two humans, each of whom has won a bid (so both have points to
    bet), rolled for the third round's bidding."""
    from game.moonstar.actions import SideBet

    match = cap.match_with_setter({"games": [11]}, humans=2)
    for bidder in (0, 1):
        cap.setup_and_roll(match)
        cap.win_bid(match, bidder)
        while match.state.phase is Phase.SIDE_BETS:
            match.submit(match.to_act()[0], SideBet("none"))
        cap.play_best(match)
    cap.setup_and_roll(match)
    return match


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
                for _ in range(25):  # past the guard against a double click's second half
                    frame(app)
                return

    match = _game11_with_points()
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
    assert table.bet_side == "none"  # no bet until chosen (stop 97: a full stake on Made)
    assert table.bet_stake == max(1, min(10, match.view(now).scores[now]))
    seal = table.hit_rect("seal")
    assert seal is not None
    # the stake's row keeps its room, greyed: « Seal my bet » stays where it is
    assert not next(h for h in table.hits if h.key == "stake:+1").enabled
    click_hit(app, table, "side:made")
    assert table.hit_rect("seal") == seal
    assert next(h for h in table.hits if h.key == "stake:+1").enabled
    # Enter seals the bet as chosen, as the button does
    key(app, pygame.K_RETURN)
    assert last(match)[0] == now and last(match)[1].startswith("bet made")


def test_the_running_clock_is_shown_once(monkeypatch) -> None:
    """The sand timer in the ring and the top bar's timer told the same seconds twice: with
    the sand timer on screen the bar leaves its own out; behind a curtain (no table drawn)
    the bar shows it."""
    from ui_helpers import make_test_app

    from game.ui.scenes import table_chrome

    a = make_test_app(animation_speed="normal")
    try:
        build = next(b for name, _, b in cap.scenes() if name == "moonstar_bidding")
        build(a)
        table = a.top
        assert table.clock.running
        bar_timers: list[float] = []
        monkeypatch.setattr(table_chrome, "draw_timer",
                            lambda surface, rect, left, total: bar_timers.append(left))
        table.draw(a.screen)
        assert table.timer_drawn and bar_timers == []
        table.curtain_for = 0
        table.draw(a.screen)
        assert len(bar_timers) == 1
    finally:
        a.close()


def test_the_score_history_stops_the_clock(app) -> None:
    """The score sheet covers the hourglass: it ran on behind it (59 s to 45 s, a newcomer's
    game, stop 97). Open, the clock waits and the sheet says so; closed, it runs again."""
    from ui_helpers import texts_drawn

    from game.ui import i18n

    build = next(b for name, _, b in cap.scenes() if name == "moonstar_bidding")
    build(app)
    table = app.top
    assert table.clock.running
    table.history_open = True
    left = table.clock.left
    for _ in range(30):
        frame(app)
    assert table.clock.left == left
    with texts_drawn() as drawn:
        table.draw(app.screen)
    assert i18n.t("ui.moonstar.history.paused") in [text for text, _ in drawn]
    table.history_open = False
    for _ in range(30):
        frame(app)
    assert table.clock.left < left


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


@pytest.mark.rule("MS-3.8")
def test_a_seat_that_sits_out_says_why(app, monkeypatch):
    """A seat that failed last round's bid sits out (MS-3.8); its status said only « ne joue
    pas », and a newcomer asked why. Its row's tooltip now gives the reason."""
    import dataclasses

    match, table = _hot_seat_bidding(app)
    real = table.view
    out = match.state.n_seats - 1
    monkeypatch.setattr(table, "view", lambda: dataclasses.replace(real(), sitting_out=(out,)))
    frame(app)
    row = table.hit_rect(f"row:{out}")
    assert row is not None and table.hit_rect("row:0") is None
    tip = table.tooltip_at(row.center)
    assert tip == table.t("ui.moonstar.bid.sits_out_tip", name=table.name(out))
    assert "failed" in tip


@pytest.mark.rule("MS-7.11")
def test_a_curtain_stands_before_the_first_side_bet_after_open_bidding(app):
    """Hot-seat Game 11: every human bid at the one screen, then the first side bet (a
    secret choice, MS-7.11) opened with no curtain, because it fell to the human whose
    screen it nominally still was — the others were at the keys too (a newcomer's game,
    stop 97). A curtain now stands before it. Then the bidder's play opened with its clock
    running while the last bettor still had the screen: a curtain stands before a timed
    turn passed to another human, and the clock waits behind it."""
    from game.moonstar.actions import Pass, SideBet
    from game.ui.scenes.curtain import CurtainScene

    match = _game11_with_points()
    table = show(app, match)
    frame(app)
    assert match.state.phase is Phase.BIDDING and table.curtain_for is None
    viewer = table.viewer
    assert viewer is not None
    other = 1 - viewer
    # both bid at the shared screen with their own keys; then the viewer outbids and the
    # other passes: the side bets begin with the viewer's own secret choice
    assert table.submit_as(other, Bid(2))
    assert table.submit_as(viewer, Bid(3))
    while match.state.phase is Phase.BIDDING:
        acting = match.to_act()
        assert table.submit_as(other if other in acting else acting[0], Pass())
    assert match.state.phase is Phase.SIDE_BETS
    first = match.to_act()[0]
    assert first == viewer  # the bidder bets first (MS-7.11): the screen stays theirs
    frame(app)
    assert table.curtain_for == first
    top = app.top
    assert isinstance(top, CurtainScene)
    top.armed_in = 0
    top.reveal()
    frame(app)
    assert table.viewer == first and table.curtain_for is None and table.shared is False
    # the bidder seals, the other bets behind their own curtain; then the bidder plays
    # against the clock: a curtain first, and the clock stands still behind it
    assert table.submit_as(first, SideBet("none"))
    frame(app)
    assert table.curtain_for == other
    app.top.armed_in = 0
    app.top.reveal()
    frame(app)
    assert table.submit_as(other, SideBet("none"))
    frame(app)
    assert match.state.phase is not Phase.SIDE_BETS and match.timer() is not None
    assert match.to_act() == (first,) and table.curtain_for == first
    left = table.clock.left
    for _ in range(30):
        frame(app)
    assert table.clock.left == left and isinstance(app.top, CurtainScene)


def test_a_chip_tooltip_says_something_the_chip_does_not() -> None:
    """A « Who is bidding? » chip's tooltip only repeated the name and covered « +5 » below
    (a newcomer's game, stop 97): with no status it now says what a click does on a
    bidder's chip, the name only where the chip cut it, and otherwise nothing."""
    from types import SimpleNamespace

    from game.ui import i18n
    from game.ui.tables.moonstar.bidding import _chip_tip

    table = SimpleNamespace(t=i18n.t, name=lambda s: ("Ana", "Selene")[s])
    view = SimpleNamespace(sitting_out=())
    assert _chip_tip(table, view, 1, "") == ""
    assert _chip_tip(table, view, 1, "", cut=True) == "Selene"
    assert _chip_tip(table, view, 0, "", clickable=True) == i18n.t("ui.moonstar.bid.pick_tip",
                                                                   name="Ana")
    said = _chip_tip(table, view, 1, "bids 12")
    assert "Selene" in said and "bids 12" in said


@pytest.mark.rule("MS-3.1")
def test_a_human_passing_in_open_bidding_raises_no_curtain(app):
    """One human passed and « Pass to Player 2 » covered the open bidding, nothing hidden;
    the clock stopped and the other's next key press was lost (a newcomer's game, stop 98).
    The screen is shared by everyone still bidding: no curtain."""
    from game.ui.scenes.curtain import CurtainScene

    match, table = _hot_seat_bidding(app)
    viewer = table.viewer
    assert viewer is not None and match.state.phase is Phase.BIDDING
    click_hit(app, table, f"pass:{viewer}")
    assert last(match) == (viewer, "pass")
    for _ in range(5):
        frame(app)
        assert not isinstance(app.top, CurtainScene)
    assert match.state.phase is Phase.BIDDING and table.viewer is not None


@pytest.mark.parametrize("lang, scale", [("fr", 1.0), ("fr", 1.5), ("en", 1.0)])
def test_the_quick_bids_are_never_cut_alike(lang, scale):
    """Beside Game 10's challenge, « Offre +1 » and « Offre +5 » both read « Offre … » (French,
    100%, a newcomer's game, stop 98): both now say « +1 », « +5 » where either is cut."""
    from ui_helpers import texts_drawn

    from game.ui import assets, i18n, theme

    app = cap.make_app(lang=lang, scale=scale, speed="instant")
    try:
        match = cap.match_with_setter({"games": [10]}, humans=2)
        cap.setup_and_roll(match)
        show(app, match)
        assets.fit.cache_clear()
        with texts_drawn() as drawn, assets.recording_cuts() as cuts:
            frame(app)
        strings = [s for s, _ in drawn]
        raises = [s for s in strings if s.endswith(("+1", "+5"))]
        assert raises and not [c for c in cuts if "+" in c[0]], cuts
        assert {s[-2:] for s in raises} == {"+1", "+5"}
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


@pytest.mark.rule("MS-7.10")
def test_a_challenger_is_told_why_the_challenge_is_greyed(app):
    """After challenging, the greyed ⚔ said « only another player's standing bid can be
    challenged » (a newcomer's Game 10, stop 98): it now says the challenge stands."""
    from game.moonstar.actions import Challenge

    match = cap.match_with_setter({"games": [10]}, humans=2)
    cap.setup_and_roll(match)
    table = show(app, match)
    match.submit(0, Bid(12))
    match.submit(1, Challenge())
    frame(app)
    hit = next(h for h in table.hits if h.key == "challenge:1")
    assert not hit.enabled and hit.reason == table.t("ui.moonstar.bid.challenged_already")
    other = next(h for h in table.hits if h.key == "challenge:0")  # the bidder's own
    assert not other.enabled and other.reason == table.t("ui.moonstar.bid.cannot_challenge")


@pytest.mark.rule("MS-3.8")
def test_a_sitting_out_seats_key_says_why(app, monkeypatch):
    """A sitting-out human's bid key did nothing (a newcomer, stop 98): it says why."""
    import dataclasses

    from game.ui.tables.moonstar.bidding import hotkeys

    match, table = _hot_seat_bidding(app)
    real = table.view
    monkeypatch.setattr(table, "view", lambda: dataclasses.replace(real(), sitting_out=(1,)))
    monkeypatch.setattr(table, "can_act", lambda seat: seat != 1)
    frame(app)
    steps = len(match.steps)
    plus = hotkeys(table, 1)[0]
    key(app, plus, pygame.key.name(plus))
    assert len(match.steps) == steps
    assert app.toasts.toasts[0].text == table.t("ui.moonstar.bid.sits_out_tip",
                                                name=table.name(1))
