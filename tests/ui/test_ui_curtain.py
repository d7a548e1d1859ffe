"""The hand-over curtain: shown before another human's private view, never with one human;
illegal moves become toasts and change nothing; undo and the log use names."""

from __future__ import annotations

from ui_helpers import click, run_frames

from game.core.match import COLOURS, SHAPES, Match, SeatConfig
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.private_result import PrivateResultScene
from game.ui.tables import make_table
from tests.core.toy_game import Bet, Pick, Roll


def seats(*kinds: str) -> list[SeatConfig]:
    names = ("Ana", "Ben", "Cleo")
    return [SeatConfig(names[i], COLOURS[i], SHAPES[i], k) for i, k in enumerate(kinds)]


def start(app, match):
    table = make_table(app, match)
    app.push(table)
    run_frames(app, 2)
    return table


def test_curtain_before_second_humans_private_view(app, toy_info) -> None:
    match = Match(toy_info.rules, seats("human", "human"), 5, {"rounds": 1})
    table = start(app, match)
    assert app.top is table  # nothing private yet: no curtain
    assert table.viewer == 0
    assert table.submit(Roll())
    run_frames(app, 2)
    assert app.top is table  # Ana keeps the screen for her own bet
    run_frames(app, 200)  # and looks at the card her roll dealt her (`SEEN_SECONDS`)
    assert table.submit(Bet(1))
    run_frames(app, 2)
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 1
    assert table.viewer is None  # nothing private is drawn behind it
    run_frames(app, 30)  # arming delay
    click(app, (640, 360))
    run_frames(app, 1)
    # Ana's roll dealt Ben a card while Ana had the screen: Ben is told it first, on his own
    # screen (stop 96: it sat in his log alone)
    told = app.top
    assert isinstance(told, PrivateResultScene) and told.returning and table.viewer == 1
    assert told.lines == [table.describe(e.kind, e.args) for e in match.steps[0].events
                          if e.to == (1,)]
    _dismiss(app)
    assert app.top is table and table.viewer == 1


def test_enter_lifts_the_curtain_only_once_it_has_stood_a_moment(app, toy_info) -> None:
    """The last player pressed Enter out of habit (it confirms prompts) and it lifted the
    next player's curtain over their secret (a newcomer's game, stop 97): keys lift it only
    after `KEY_ARMING_SECONDS`; a click still does after the short arming delay."""
    import pygame

    from game.ui.scenes.curtain import KEY_ARMING_SECONDS

    def key(k: int) -> None:
        app.frame([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")], 1 / 60)

    match = Match(toy_info.rules, seats("human", "human"), 5, {"rounds": 1})
    table = start(app, match)
    assert table.submit(Roll())
    run_frames(app, 200)  # Ana looks at the card her roll dealt her (`SEEN_SECONDS`)
    assert table.submit(Bet(1))
    run_frames(app, 2)
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 1
    run_frames(app, 30)  # half a second: a click would lift it now, a key not yet
    assert curtain.armed_in == 0 and 0 < curtain.keys_in < KEY_ARMING_SECONDS
    for k in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
        key(k)
        assert app.top is curtain and table.viewer is None
    run_frames(app, round(KEY_ARMING_SECONDS * 60))
    key(pygame.K_RETURN)
    assert app.top is not curtain and curtain.done


def _dismiss(app) -> None:
    """Close the private-result panel on top once its arming delay has passed."""
    run_frames(app, 30)
    assert isinstance(app.top, PrivateResultScene)
    app.top.close()
    run_frames(app, 1)


def test_no_curtain_with_one_human_whole_game(app, toy_info) -> None:
    match = Match(toy_info.rules, seats("human", "bot", "bot"), 9, {"rounds": 2})
    table = start(app, match)
    for _ in range(400):
        if match.is_over:
            break
        assert not isinstance(app.top, CurtainScene)
        if app.top is table and 0 in match.to_act():
            table.submit(match.legal_actions(0)[0])
        run_frames(app, 1, dt=0.2)
    assert match.is_over
    assert all(not isinstance(s, CurtainScene) for s in app.scenes)


def test_illegal_move_is_a_toast_and_changes_nothing(app, toy_info) -> None:
    match = Match(toy_info.rules, seats("human", "bot"), 1, {"rounds": 1})
    table = start(app, match)
    before = (match.state, len(match.steps))
    assert table.submit(Pick(2)) is False
    assert (match.state, len(match.steps)) == before
    assert app.toasts.toasts and app.toasts.toasts[0].kind == "error"


def test_log_uses_names_never_you(app, toy_info) -> None:
    match = Match(toy_info.rules, seats("human", "bot"), 1, {"rounds": 1})
    table = start(app, match)
    table.submit(Roll())
    run_frames(app, 5, dt=0.5)
    texts = [table.describe(e.kind, e.args) for _, e in match.log(table.viewer)]
    assert texts
    assert not any(" you " in f" {t.lower()} " for t in texts)


def test_undo_button_reverts_and_greys_with_reason(app, toy_info) -> None:
    match = Match(toy_info.rules, seats("human", "human"), 2, {"rounds": 1})
    table = start(app, match)
    assert not table.undo_button.enabled
    assert table.undo_button.disabled_reason  # a reason for the tooltip
    table.submit(Roll())
    run_frames(app, 200)  # Ana looks at the card her roll dealt her (`SEEN_SECONDS`)
    assert not table.undo_button.enabled  # the roll revealed cards: barrier
    table.submit(Bet(2))
    run_frames(app, 1)
    # Ben now faces a curtain; lift it and bet, then undo Ben's own bet
    run_frames(app, 30)
    click(app, (640, 360))
    run_frames(app, 1)
    _dismiss(app)  # the card Ana's roll dealt him
    assert table.viewer == 1
    table.submit(Bet(1))
    run_frames(app, 30)  # past the guard against a double click's second half
    assert table.undo_button.enabled
    click(app, table.undo_button.rect.center)
    run_frames(app, 1)
    assert len(match.steps) == 2


def test_ctrl_z_undoes_like_the_button() -> None:
    """Ctrl+Z takes back the human's last setup placement; a refused undo changes nothing."""
    import pygame
    from ui_helpers import make_test_app

    from game import catalog
    from game.core.match import Match, default_seats
    from game.ui.tables import make_table

    app = make_test_app()
    try:
        rules = catalog.rules("moonstar")
        match = None
        for seed in range(1, 60):  # a deterministic match where the human sets up
            candidate = Match(rules, default_seats(3, bots=2), seed=seed)
            while candidate.state.phase.value == "roll_off":
                candidate.submit(candidate.to_act()[0], "roll")
            if candidate.state.setter == 0:
                match = candidate
                break
        assert match is not None
        table = make_table(app, match)
        table.bots.frozen = True  # keep the bots still
        app.push(table)
        app.apply_pending()
        match.submit(0, "moon 3")
        steps = len(match.steps)
        ctrl_z = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL,
                                    unicode="z", scancode=0)
        app.frame([ctrl_z], 1 / 60)
        assert len(match.steps) == steps - 1 and match.state.moons == ()
        app.frame([ctrl_z], 1 / 60)  # nothing of the human's left to take back in this round
        assert len(match.steps) == steps - 1
    finally:
        app.close()


def test_a_seat_sees_its_private_result_before_the_curtain(app, toy_info) -> None:
    """What the human at the screen just learned is shown to them (on their own view) before
    the curtain for the next human; a mere echo of their own secret choice is not."""
    from game.core.rules import Event
    from game.ui.scenes.private_result import PrivateResultScene

    match = Match(toy_info.rules, seats("human", "human"), 5, {"rounds": 1})
    table = start(app, match)
    assert table.submit(Roll())
    run_frames(app, 200)  # Ana looks at the card her roll dealt her (`SEEN_SECONDS`)
    learned = Event("toy.looked", {"seat": 0, "card": 7}, to=(0,),
                    redacted=Event("toy.looked_hidden", {"seat": 0}))
    echo = Event("toy.bet_mine", {"seat": 0}, to=(0,),
                 redacted=Event("toy.bet_committed", {"seat": 0}))
    table._hold_results(0, [learned, echo])
    assert table.submit(Bet(1))  # the screen must now pass to Ben
    run_frames(app, 2)
    panel = app.top
    assert isinstance(panel, PrivateResultScene)
    assert panel.lines == [table.describe(learned.kind, learned.args)]
    assert table.viewer == 0  # still Ana's own view behind her result
    run_frames(app, 30)  # arming delay: the click that acted cannot dismiss it
    panel.close()
    run_frames(app, 2)
    assert isinstance(app.top, CurtainScene) and app.top.seat == 1
    assert table.viewer is None


def test_no_result_panel_with_one_human(app, toy_info) -> None:
    from game.core.rules import Event

    match = Match(toy_info.rules, seats("human", "bot"), 5, {"rounds": 1})
    table = start(app, match)
    table._hold_results(0, [Event("toy.looked", {"seat": 0}, to=(0,))])
    assert table.held_results == {}


def test_every_kind_of_roll_counts_as_the_rollers_result() -> None:
    from game.core.rules import Event
    from game.ui.scenes.table_frame import is_roll

    for kind, args in (("mw.rolloff", {"seat": 0, "die": 7}), ("mw.roll_ok", {"die": 5}),
                       ("moonstar.dice_rolled", {"dice": "1, 2"}),
                       ("moonstar.rolloff_roll", {"dice": "1"}), ("mw.duel", {"die": 3})):
        assert is_roll(Event(kind, args)), kind
    assert not is_roll(Event("mw.mapped", {"seat": 0, "face": "volcano/S"}))


def test_the_last_players_messages_go_when_the_curtain_or_the_results_come(app,
                                                                           toy_info) -> None:
    """A message shown to the player who just acted stayed over the hand-over curtain, and a
    table hint stayed over the results' title (a mouse pilot's last click): the curtain and
    the results clear the messages; a message said after them stays."""
    from game.ui.scenes.gameover import GameOverScene

    match = Match(toy_info.rules, seats("human", "human"), 5, {"rounds": 1})
    table = start(app, match)
    assert table.submit(Roll())
    run_frames(app, 200)  # Ana looks at the card her roll dealt her (`SEEN_SECONDS`)
    app.toast("Ana: that bet is too high.", "error")
    assert table.submit(Bet(1))
    run_frames(app, 2)
    assert isinstance(app.top, CurtainScene)
    assert app.toasts.toasts == []
    app.toast("said behind the curtain")
    run_frames(app, 1)
    assert [t.text for t in app.toasts.toasts] == ["said behind the curtain"]
    app.toast("a table hint")
    app.push(GameOverScene(app, table))
    run_frames(app, 1)
    assert app.toasts.toasts == []


def test_a_public_roll_is_not_held_when_no_curtain_follows(app, toy_info, monkeypatch) -> None:
    """MOONSTAR at two humans: the setter rolled, sat the bidding out, and the screen passed
    to the other human without a curtain (nothing there is secret), yet « Player 1's result:
    Player 1 rolls the dice … » covered the bidding while its timer ran. The dice are on the
    table for everyone: a held roll is told only before a curtain; a private result still is."""
    from game.core.rules import Event
    from game.ui.scenes.private_result import PrivateResultScene

    match = Match(toy_info.rules, seats("human", "human"), 5, {"rounds": 1})
    table = start(app, match)
    assert table.viewer == 0
    monkeypatch.setattr(table.rules, "is_private_for", lambda state, seat: False)
    monkeypatch.setattr(table, "target_viewer", lambda: 1)
    roll = Event("moonstar.dice_rolled", {"seat": 0, "dice": "2, 3, 5"})
    table._hold_results(0, [roll])
    assert table.held_results[0]
    run_frames(app, 2)
    assert not isinstance(app.top, PrivateResultScene) and table.viewer == 1  # passed on
    assert table.held_results.get(0) in (None, [])

    monkeypatch.setattr(table, "target_viewer", lambda: 0)
    run_frames(app, 2)
    assert table.viewer == 0
    looked = Event("toy.looked", {"seat": 0, "card": 7}, to=(0,),
                   redacted=Event("toy.looked_hidden", {"seat": 0}))
    table._hold_results(0, [roll, looked])
    monkeypatch.setattr(table, "target_viewer", lambda: 1)
    run_frames(app, 2)
    panel = app.top
    assert isinstance(panel, PrivateResultScene)
    assert panel.lines == [table.describe(looked.kind, looked.args)]  # the secret one only


def test_a_negative_score_takes_the_minus_sign(app, toy_info, monkeypatch) -> None:
    """Scores can fall below zero (Planet Unknown's penalty medals): the players panel and
    the game-over table print « −3 », not the hyphen of « -3 »."""
    from ui_helpers import texts_drawn

    from game.core.i18n import MINUS
    from game.ui.scenes import table_chrome

    match = Match(toy_info.rules, seats("human", "bot"), 5, {"rounds": 1})
    table = start(app, match)
    monkeypatch.setattr(table.rules, "scores", lambda state: (-3, 4))
    with texts_drawn() as drawn:
        table_chrome._draw_players(table, app.screen)
    texts = [text for text, _size in drawn]
    assert f"{MINUS}3" in texts and "-3" not in texts


def test_only_the_players_own_roll_is_held_as_their_result(app, toy_info) -> None:
    """A Moonwakers pilot at six seats: the roll the engine made at once for another player
    (an accident without ABRI) after Joueur 3 acted came up as « Résultat de Joueur 3 :
    Joueur 6 fait 9 − 1 = 8 ». The roller's own roll and a roll naming no one are held; a roll
    naming another seat is not."""
    from game.core.rules import Event

    match = Match(toy_info.rules, seats("human", "human"), 5, {"rounds": 1})
    table = start(app, match)
    assert table.viewer == 0
    theirs = Event("mw.roll_ok", {"seat": 1, "die": 9, "mod": -1, "total": 8, "need": 7})
    table._hold_results(0, [theirs])
    assert table.held_results.get(0) is None
    mine = Event("mw.roll_fail", {"seat": 0, "die": 2, "mod": 1, "total": 3, "need": 7})
    nobody = Event("moonstar.rolloff_tie", {"tied_seat": [0, 1], "total": 9})
    table._hold_results(0, [theirs, mine, nobody])
    assert [line for line, _private in table.held_results[0]] == [
        table.describe(mine.kind, mine.args), table.describe(nobody.kind, nobody.args)]


def test_the_log_shown_is_current_after_steps_taken_between_frames(app, toy_info) -> None:
    """The log's rows are rebuilt where they are drawn, not at every step (a run of steps
    between two frames rebuilt the whole log at each one: the screenshot tour did it 55,000
    times). What is drawn is still the whole log: on the table, and under a panel over it,
    where the table gets no update."""
    from game.ui.scenes.private_result import PrivateResultScene

    match = Match(toy_info.rules, seats("human", "bot"), 5, {"rounds": 2})
    table = start(app, match)
    table.bots.frozen = True  # the script plays the bot's seat too
    shown = len(table.log_list.rows)
    assert table.submit_as(0, Roll(), quiet=True)
    assert table.submit_as(0, Bet(1), quiet=True)
    assert table.submit_as(1, Bet(0), quiet=True)
    table.draw(app.screen)
    rows = len(table.log_list.rows)
    assert rows == len(table.log_events()) > shown
    app.push(PrivateResultScene(app, "Ana", ["—"], lambda: None))
    run_frames(app, 1)
    assert app.top is not table
    assert table.submit_as(0, Pick(2), quiet=True)
    assert table.submit_as(1, Pick(1), quiet=True)
    run_frames(app, 1)  # the panel is on top: only the table's draw runs beneath it
    assert len(table.log_list.rows) == len(table.log_events()) > rows


def test_a_fast_double_click_that_lifts_the_curtain_acts_for_nobody(app, toy_info,
                                                                     monkeypatch) -> None:
    """The first half of a fast double click lifted the next player's curtain and the second
    rolled their die before they saw the screen (a Moonwakers newcomer, stop 98). For a
    double click's time after a curtain lifts (or a result closes), the table takes no
    click; later it does."""
    import pygame

    from game.ui.scenes import table_frame

    match = Match(toy_info.rules, seats("human", "human"), 5, {"rounds": 1})
    table = start(app, match)
    table.mouse = (300, 300)  # where the last player's pointer was
    table._reveal(0)  # as a curtain lifted by a click's release, now
    assert table.mouse == (-1, -1)  # their hover (a card's enlarged preview) goes with them
    seen: list = []
    monkeypatch.setattr(type(table), "handle_table_event",
                        lambda self, event: seen.append(event.type))
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.table_rect.center, button=1)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=table.table_rect.center, button=1)
    run_frames(app, 4)  # 67 ms: the second half of the double click
    assert table.handle_event(down) and table.handle_event(up)  # swallowed
    assert seen == []
    run_frames(app, round(table_frame.DOUBLE_CLICK_MS / 1000 * 60))
    table.handle_event(down)
    table.handle_event(up)
    assert seen == [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]


def test_a_result_told_on_return_does_not_say_to_pass_the_screen(app, toy_info) -> None:
    """The panel told on a player's return read « Vu ? Passez l'écran, puis la souris. » on
    their own screen (a Moonwakers newcomer, stop 98): it now says the screen stays theirs."""
    from ui_helpers import texts_drawn

    from game.ui import i18n

    for returning, key in ((True, "ui.private.hint_away"), (False, "ui.private.hint")):
        scene = PrivateResultScene(app, "Ben", ["Ben looks under card 3."], lambda: None,
                                   returning=returning)
        app.push(scene)
        with texts_drawn() as drawn:
            run_frames(app, 1)
        shown = [s for s, _ in drawn]
        assert i18n.t(key) in shown
        other = "ui.private.hint" if returning else "ui.private.hint_away"
        assert i18n.t(other) not in shown
        app.pop(scene)
        run_frames(app, 1)


def test_a_result_seen_only_a_moment_is_told_when_the_screen_passes(app, toy_info,
                                                                     monkeypatch) -> None:
    """A Moonwakers scan resolved by the scanner's own choice, the screen stayed theirs a
    moment, a quick next click passed it, and the result was never told (stop 98): a private
    result counts as seen on its own screen only after `SEEN_SECONDS` there."""
    from game.core.rules import Event
    from game.ui.scenes import table_frame

    match = Match(toy_info.rules, seats("human", "human"), 5, {"rounds": 1})
    table = start(app, match)
    assert table.viewer == 0
    looked = Event("toy.looked", {"seat": 0, "card": 7}, to=(0,),
                   redacted=Event("toy.looked_hidden", {"seat": 0}))
    for stay, told in ((0.2, True), (table_frame.SEEN_SECONDS + 0.5, False)):
        monkeypatch.setattr(table, "target_viewer", lambda: 0)
        run_frames(app, 2)
        assert table.viewer == 0 and app.top is table
        table._hold_results(0, [looked])
        run_frames(app, round(stay * 60))  # the screen stays theirs this long
        monkeypatch.setattr(table, "target_viewer", lambda: 1)
        run_frames(app, 2)
        panel = app.top
        assert isinstance(panel, PrivateResultScene) == told
        if told:
            assert panel.lines == [table.describe(looked.kind, looked.args)]
            _dismiss(app)
        while app.top is not table:  # the curtain for the other player
            run_frames(app, 30)
            click(app, (640, 360))
            run_frames(app, 30)


def test_only_a_click_on_the_card_lifts_the_curtain(app, toy_info) -> None:
    """The last player, still clicking their own turn away, lifted the next player's curtain
    with a click anywhere, and their next click made the other's secret choice (Planet
    Unknown, a newcomer's game, stop 98). A click beside the card only lights its hint."""
    match = Match(toy_info.rules, seats("human", "human"), 5, {"rounds": 1})
    table = start(app, match)
    assert table.submit(Roll())
    run_frames(app, 200)
    assert table.submit(Bet(1))
    run_frames(app, 30)
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.armed_in == 0
    w, h = app.screen.get_size()
    assert curtain.card.collidepoint((w // 2, h // 2)) and curtain.card.w < w
    for spot in ((20, h // 2), (w // 2, h - 12), (w - 20, h - 60)):
        assert not curtain.card.collidepoint(spot)
        click(app, spot)
        assert app.top is curtain and not curtain.done and curtain.nudge > 0
    click(app, curtain.card.center)
    assert curtain.done and table.viewer == 1
