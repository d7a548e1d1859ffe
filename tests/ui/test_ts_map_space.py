"""The Tsukuyumi map's room at a large interface size: the board is framed in the part of the
map the bar leaves uncovered (the bar grows upwards when its prompt or buttons take more
rows), the right column folds into a strip with one click and back (the map takes the room),
and the strip tells each seat in its tooltip; 3 and 4 seats, English and
French, at 150%."""

from __future__ import annotations

import random

import pygame
import pytest
from ui_helpers import make_test_app

from game.core.match import Match
from game.tsukuyumi.rules import RULES
from game.ui.scenes.title import TitleScene
from game.ui.tables.tsukuyumi import TsukuyumiTable, bar, hud_strip
from game.ui.tables.tsukuyumi.capture import choose, demo_seats, kinds
from game.ui.tables.tsukuyumi.map_ui import map_cells


def midgame(app, n: int, seed: int) -> tuple[Match, TsukuyumiTable]:
    """A table in round 2's red phase with seat 0 planning a movement (the bar at its
    tallest: a prompt on two lines or more, buttons on two rows)."""
    for attempt in range(10):
        match = Match(RULES, demo_seats(n), seed + attempt,
                      RULES.check_setup(n, {"factions": "random"}))
        app.reset(TitleScene(app))
        table = TsukuyumiTable(app, match)
        table.bots.frozen = True
        app.push(table)
        app.frame([], 1 / 60)
        rng = random.Random(seed + attempt)
        for _ in range(5000):
            st = match.state
            if match.is_over or (st.round >= 2 and st.phase == "red" and "move" in kinds(match)):
                break
            seat = match.to_act()[0]
            table.submit_as(seat, choose(list(match.legal_actions(seat)), rng), quiet=True)
        if not match.is_over and "move" in kinds(match):
            mover = sorted(table.options().movers)[0]
            unit = next(u for u in match.state.units if u.uid == mover)
            table.click_stack(0, unit.at)
            app.frame([], 1 / 60)
            return match, table
    raise AssertionError("no movement reached")


def board_box(table: TsukuyumiTable) -> pygame.Rect:
    boxes = [table.mv.bounds(*c) for c in map_cells(table.view())]
    return boxes[0].unionall(boxes[1:])


def bar_top(table: TsukuyumiTable) -> int:
    return table.action_rect.y - bar.bar_extra(table, table.view(), table.action_rect)


@pytest.mark.parametrize("n, lang", [(3, "en"), (4, "en"), (3, "fr"), (4, "fr")])
def test_the_board_is_framed_above_the_bar_and_folding_gives_the_map_room(n, lang) -> None:
    app = make_test_app(language=lang, ui_scale=1.5)
    try:
        match, table = midgame(app, n, 8 + n)
        assert bar.bar_extra(table, table.view(), table.action_rect) > 0  # the bar grew
        box = board_box(table)
        assert box.bottom <= bar_top(table) + 2 and table.map_rect.contains(box.inflate(-4, -4))
        size, map_w = table.mv.size, table.map_rect.w
        fold = next(h for h in table.hits if getattr(h.action, "__name__", "") == "toggle_hud")
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=fold.rect.center,
                                             button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=fold.rect.center,
                                             button=1))
        app.frame(pygame.event.get(), 1 / 60)
        assert table.hud_folded
        assert table.map_rect.w - map_w >= 150  # the column gave its room to the map
        # the board is not smaller (a wider bar may set its prompt a size larger: a few px)
        assert table.mv.size >= size * 0.97
        assert board_box(table).bottom <= bar_top(table) + 2
        tips = [h.text() for h in table.hits if h.rect.colliderect(table.hud_rect) and h.tip]
        for seat in range(n):  # the strip names every seat in its tooltips
            assert any(match.seats[seat].name in tip for tip in tips)
        table.toggle_hud()
        app.frame([], 1 / 60)
        assert not table.hud_folded and table.map_rect.w == map_w
    finally:
        app.close()


def test_a_zoomed_map_is_left_as_the_player_framed_it(app) -> None:
    match, table = midgame(app, 3, 4)
    table.mv.zoom_at(table.map_rect.center, 1.5)
    size = table.mv.size
    seat = match.to_act()[0]
    rng = random.Random(1)
    for _ in range(5):  # the bar changes height with the state: the zoom stays
        if match.is_over:
            break
        table.submit_as(seat, choose(list(match.legal_actions(seat)), rng), quiet=True)
        app.frame([], 1 / 60)
        seat = match.to_act()[0]
    assert table.mv.size == size


def test_the_strip_step_tooltip_says_the_round_and_phase(app) -> None:
    match, table = midgame(app, 3, 4)
    table.toggle_hud()
    app.frame([], 1 / 60)
    text = hud_strip.step_text(table, table.view())
    assert text.startswith("Round 2 of") and "Red" in text
