"""A player holding a tile while another player's planet is drawn large.

A stop-74 mouse pilot at 150% in French, six seats, had taken a tile, put it down, then
clicked Luna's planet: the bar read « Validez pour poser la tuile ici, ou cliquez ailleurs sur
votre p… », cut beside five buttons, and pointed at a planet that was not on screen. The bar
now says whose planet shows and how to get back, and Esc brings the player's own planet back
before it puts the tile down.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_supermoon_table import click, key, seats, start, to_place  # noqa: E402
from ui_helpers import make_test_app, texts_drawn  # noqa: E402

from game.core.match import Match  # noqa: E402
from game.supermoon.rules import RULES  # noqa: E402
from game.ui.tables.supermoon import bar as smbar  # noqa: E402


def _holding_a_placed_tile(a):
    """Six seats, seat 0 human; it has a tile put down (not confirmed) on its planet."""
    match = Match(RULES, seats(6), 11)
    table = start(a, match)
    to_place(table, match, random.Random(2))
    slot = next(x for x in match.legal_actions(0) if x.kind == "place").args[0]
    table.take(slot)
    form, row, col, *_ = next(p for p in table.placements() if p[0] == table.hand.form)
    table.lock = (row, col)
    return table


@pytest.mark.parametrize(("lang", "scale"), [("fr", 1.5), ("en", 1.5), ("en", 1.0)])
def test_the_bar_names_the_planet_on_screen_and_the_way_back(lang: str, scale: float) -> None:
    from game.ui import assets, i18n, theme

    a = make_test_app(language=lang, ui_scale=scale)
    try:
        table = _holding_a_placed_tile(a)
        assert table.viewer == 0
        table.focus = 4
        a.frame([], 1 / 60)
        with texts_drawn() as drawn, assets.recording_cuts() as cuts:
            smbar.draw_bar(table, a.screen, table.view(), table.region("bar"))
        strings = [s for s, _size in drawn]
        assert cuts == [], cuts
        want = i18n.t("ui.supermoon.prompt.elsewhere", name=table.name(4))
        # only the way back and Put back: Confirm, Turn and Flip would act on a tile the
        # player cannot see
        labels = [i18n.t(f"ui.supermoon.btn.{k}") for k in ("back", "put_back")]
        assert [b[0] for b in smbar.buttons(table, table.view())] == labels
        assert all(label in strings for label in labels)
        # the bar's prompt is that one, whole (no prompt for one's own planet)
        assert " ".join(x for x in strings if x not in labels).split() == want.split()
        table.focus = None  # back on one's own planet, the usual prompt and buttons return
        a.frame([], 1 / 60)
        labels = [i18n.t(f"ui.supermoon.btn.{k}")
                  for k in ("confirm_place", "turn", "flip", "put_back")]
        assert [b[0] for b in smbar.buttons(table, table.view())] == labels
        with texts_drawn() as drawn:
            smbar.draw_bar(table, a.screen, table.view(), table.region("bar"))
        words = " ".join(x for x, _size in drawn if x not in labels).split()
        assert words == i18n.t("ui.supermoon.prompt.confirm_place").split()
    finally:
        a.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


def test_esc_brings_the_own_planet_back_and_keeps_the_tile() -> None:
    a = make_test_app()
    try:
        table = _holding_a_placed_tile(a)
        hand, lock = table.hand, table.lock
        table.focus = 2
        key(a, pygame.K_ESCAPE)
        assert table.focus_seat() == 0 and a.top is table
        assert table.hand is hand and table.lock == lock  # nothing put down
        key(a, pygame.K_ESCAPE)
        assert table.lock is None and table.hand is hand  # then, as before, the lock
        key(a, pygame.K_ESCAPE)
        assert table.hand is None and a.top is table
        key(a, pygame.K_ESCAPE)
        assert a.top is not table  # the menu, last
    finally:
        a.close()


def test_a_click_on_the_planet_on_screen_says_it_is_not_yours() -> None:
    """The stop-74 pilot clicked Luna's planet with a tile in hand 180 times: nothing
    happened and nothing said why. The click now says whose planet it is and how to get back,
    and changes nothing."""
    from game.ui import i18n

    a = make_test_app()
    try:
        table = _holding_a_placed_tile(a)
        table.lock = None
        table.focus = 3
        a.frame([], 1 / 60)
        state, hand = table.match.state, table.hand
        said: list[str] = []
        a.toast = lambda text, kind="info": said.append(text)  # type: ignore[method-assign]
        click(a, table.board_geo.outer.center)
        assert said == [i18n.t("ui.supermoon.not_yours", name=table.name(3))]
        assert table.match.state is state and table.hand is hand and table.focus_seat() == 3
    finally:
        a.close()


@pytest.mark.parametrize("press", [pygame.K_r, pygame.K_f, pygame.K_RETURN])
def test_turn_flip_and_enter_bring_the_own_planet_back_and_change_nothing(press: int) -> None:
    """R, F and Enter acted on the held tile while another planet showed: a turn or a
    confirmation nobody could see. The first press now only brings the player's planet back;
    the next one acts, in sight."""
    a = make_test_app()
    try:
        table = _holding_a_placed_tile(a)
        state, hand, form, lock = table.match.state, table.hand, table.hand.form, table.lock
        table.focus = 5
        key(a, press)
        assert table.focus_seat() == 0
        assert table.match.state is state and table.hand is hand
        assert table.hand.form == form and table.lock == lock
        key(a, press)  # in sight now: it acts
        if press == pygame.K_RETURN:
            assert table.match.state is not state and table.hand is None
        else:
            assert table.hand.form != form
    finally:
        a.close()
