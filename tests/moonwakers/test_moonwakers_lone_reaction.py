"""A lone « Don't react » behind a hot-seat curtain is asked, not passed in a flash, and
Enter presses a bar's only button (MW-9.1: whether a player could answer stays hidden).

A newcomer's game (stop 98): Joueur 1 played CRYOGEN on Joueur 3; the curtain « Passez la
main à Joueur 3 » lifted onto nothing, straight to the next curtain (the lone answer had been
sent for them). The curtain stays, so that nobody learns whether Joueur 3 could answer; now
the bar asks, says there is no card to answer with, and Enter lets it pass."""

from __future__ import annotations

import pytest
from moonwakers_table_helpers import drive_to, seats, start
from ui_helpers import run_frames

from game.core.match import Match
from game.moonwakers.rules import RULES
from game.ui.tables.moonwakers import prompt as mp


def _lone_ask(m) -> bool:
    if not m.state.tasks or not m.state.tasks[0].kind.startswith("ask_"):
        return False
    seat = m.state.tasks[0].seat
    return seat in (0, 1) and [a.kind for a in m.legal_actions(seat)] == ["no-react"]


@pytest.mark.rule("MW-9.1")
def test_a_lone_no_react_is_asked_and_enter_lets_it_pass(app) -> None:
    for seed in range(40):
        match = Match(RULES, seats(3, humans=2), seed)
        table = start(app, match)
        if drive_to(table, match, seed, _lone_ask):
            break
        app.pop(table)
    else:
        raise AssertionError("no lone reaction asked of a human")
    seat = match.state.tasks[0].seat
    table.viewer = seat  # as the curtain lifted
    table.curtain_for = None
    steps = len(match.steps)
    run_frames(app, 30)
    assert len(match.steps) == steps  # not passed for them
    prompt = table.current_prompt()
    assert prompt.note == table.t("ui.moonwakers.note.cannot_react")
    assert [b.action.kind for b in prompt.buttons if b.action is not None] == ["no-react"]
    assert table.on_key_enter()
    assert len(match.steps) == steps + 1 and match.steps[-1].seat == seat


def test_enter_has_no_default_between_scan_and_protection(app) -> None:
    """A secret choice of two: Enter chooses nothing."""
    match = Match(RULES, seats(2, humans=1), 3)
    table = start(app, match)
    assert drive_to(table, match, 3, lambda m: 0 in m.to_act() and m.state.tasks
                    and m.state.tasks[0].kind == "options")
    run_frames(app, 2)
    steps = len(match.steps)
    assert len([b for b in table.current_prompt().buttons if b.action is not None]) == 2
    assert not table.on_key_enter() and len(match.steps) == steps
    assert mp.auto_action(match.legal_actions(0)) is None


def test_the_die_behind_a_result_panel_shows_the_number_told() -> None:
    """The roll-off's d12 stood on 11 behind « Joueur 1 tire 12 »: under the panel the table
    stops updating, so the roll now jumps to its end when the panel opens (stop 98)."""
    from ui_helpers import make_test_app

    app = make_test_app(animation_speed="normal")  # a roll that takes its time
    try:
        _roll_behind_a_panel(app)
    finally:
        app.close()


def _roll_behind_a_panel(app) -> None:
    from game.moonwakers.actions import Action
    from game.ui.scenes.private_result import PrivateResultScene

    match = Match(RULES, seats(2, humans=2), 5)
    table = start(app, match)
    run_frames(app, 2)
    from game.ui.scenes.curtain import CurtainScene

    if isinstance(app.top, CurtainScene):
        app.top.armed_in = 0
        app.top.reveal()
        run_frames(app, 30)
    seat = table.viewer
    assert seat is not None and table.submit(Action("roll"))
    run_frames(app, 1)
    assert isinstance(app.top, PrivateResultScene)
    item = table.spot.current
    assert item is not None and item.roll is not None and item.roll.done
    assert item.dice and item.roll.frame(0).value == item.dice[0]


def test_a_click_that_does_nothing_says_what_to_do(app) -> None:
    """A click on the combination pile or one's own character during placement showed only
    its tooltip (a newcomer's game, stop 98): it now says what to do instead."""
    import pygame
    from moonwakers_table_helpers import human_faces

    match = Match(RULES, seats(2, humans=1), 4)
    table = start(app, match)
    assert drive_to(table, match, 4, human_faces("place"))
    run_frames(app, 30)
    r = table.board_rect
    spot = next((x, y) for y in range(r.top + 5, r.bottom - 5, 7)
                for x in range(r.left + 5, r.right - 5, 7)
                if table._hit_at((x, y)) is None)
    steps = len(match.steps)
    app.toasts.clear()
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        table.handle_table_event(pygame.event.Event(kind, pos=spot, button=1))
    assert len(match.steps) == steps
    said = [m.text for m in app.toasts.toasts]
    assert said == [table.t("ui.moonwakers.nothing_there", prompt=table.current_prompt().text)]
