"""The other players' small cards on the Planet Unknown table (PU-19.4: who has confirmed their
simultaneous turn is public): the ready mark stands beside the score and never on the track
digits. At 150% in French "prêt" had its own line and fell on the digits (a mouse pilot's
frame showed "11 6 11 8 8" overdrawn)."""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.supermoon.rules import RULES  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.tables.supermoon import hud  # noqa: E402
from game.ui.tables.supermoon.capture import open_table  # noqa: E402


def _ready_elsewhere(n: int, lang: str, scale: float):
    """A table where seat 1 has confirmed its placement and seat 0 has not."""
    app = make_test_app(language=lang, ui_scale=scale)
    match, table = open_table(app, n, {}, 7)
    rng = random.Random(3)
    for _ in range(600):
        view = match.view(0)
        if view.phase == "place" and view.ready[1] and not view.ready[0]:
            return app, table, match
        movers = [s for s in match.to_act() if s != 0 or view.phase != "place"]
        seat = movers[0] if movers else match.to_act()[0]
        legal = [a for a in match.legal_actions(seat) if a.kind != "reset"]
        table.submit_as(seat, rng.choice(legal), quiet=True)
    raise AssertionError("seat 1 never stood ready while seat 0 placed")


def _cards(table, view) -> pygame.Surface:
    rect = table.region("others")
    surface = pygame.Surface(table.app.screen.get_size())
    scores = RULES.scores(table.match.state)
    hud.draw_others(table, surface, view, 0, rect, scores)
    return surface.subsurface(rect).copy()


@pytest.mark.rule("PU-19.4")
@pytest.mark.parametrize("n, lang, scale", [(2, "fr", 1.5), (6, "fr", 1.5), (2, "en", 1.0),
                                            (6, "en", 1.0)])
def test_the_ready_mark_leaves_the_track_digits_alone(n, lang, scale):
    app, table, match = _ready_elsewhere(n, lang, scale)
    try:
        app.frame([], 1 / 60)
        app.draw()
        rect = table.region("others")
        tip = table.tooltip_at((rect.x + 10, rect.y + 10))
        view = match.view(0)
        ready = _cards(table, view)
        waiting = _cards(table, replace(view, ready=tuple(False for _ in view.ready)))
        card_w = min(theme.px(230), rect.w // (n - 1))
        card = pygame.Rect(0, 0, card_w, rect.h)
        # the digits' line: the card's lowest fifth, beside the planet
        digits = pygame.Rect(rect.h, rect.h * 4 // 5, card_w - rect.h - theme.px(6),
                             rect.h // 5)
        same = [ready.get_at((x, y)) == waiting.get_at((x, y))
                for x in range(digits.x, digits.right) for y in range(digits.y, digits.bottom)]
        assert all(same), f"{same.count(False)} pixels of the digits' line changed"
        changed = [ready.get_at((x, y)) != waiting.get_at((x, y))
                   for x in range(card.x, card.right) for y in range(card.y, card.bottom)]
        assert any(changed)  # the mark is drawn
        assert tip is not None and table.t("ui.supermoon.ready_tip") in tip
    finally:
        app.close()
        theme.set_scale(1.0)


@pytest.mark.parametrize("n, lang, scale", [(6, "fr", 1.5), (6, "en", 1.0), (2, "en", 1.0)])
def test_each_card_shows_its_five_trackers_on_chips_of_their_colours(n, lang, scale):
    """A screenshot review (stop 64) found the bare track digits, each in a lightened track
    colour, too small and faint to read at six seats: each step now stands in white on a chip
    of its track's colour, at every seat count and size tried."""
    from game.supermoon.tracks import TRACKS
    from game.ui.tables.supermoon import art

    app, table, match = _ready_elsewhere(n, lang, scale)
    try:
        view = match.view(0)
        cards = _cards(table, view)
        card_w = min(theme.px(230), table.region("others").w // (n - 1))
        for k in range(n - 1):
            line = pygame.Rect(k * card_w, cards.get_height() * 3 // 4, card_w - theme.px(6),
                               cards.get_height() // 4)
            seen = {tuple(cards.get_at((x, y)))[:3] for x in range(line.x, line.right)
                    for y in range(line.y, line.bottom)}
            for name in TRACKS:
                assert art.TERRAIN_COLOUR[name] in seen, (k, name)
            assert (255, 255, 255) in seen  # the steps, in white
    finally:
        app.close()
        theme.set_scale(1.0)


def _late(view, steps=(13, 11, 15, 10, 12)):
    """The view with every player's trackers at two-digit steps (late in a game)."""
    return replace(view, players=tuple(replace(p, tracks=steps) for p in view.players))


@pytest.mark.parametrize("n, lang, scale", [(6, "fr", 1.5), (6, "en", 1.0), (4, "en", 1.5),
                                            (2, "fr", 1.5)])
def test_two_digit_steps_stay_on_chips_inside_their_card(n, lang, scale):
    """A six-seat mouse pilot at 150% (stop 66) drew "13 11 5 10 5" as bare digits run past
    the card's edge: five two-digit chips did not fit beside the planet. They stand on chips
    at every size, each inside its own card (below the planet where the side is too narrow)."""
    from game.supermoon.tracks import TRACKS
    from game.ui.tables.supermoon import art

    app, table, match = _ready_elsewhere(n, lang, scale)
    try:
        cards = _cards(table, _late(match.view(0)))
        card_w = min(theme.px(230), table.region("others").w // (n - 1))
        colours = {art.TERRAIN_COLOUR[name] for name in TRACKS}
        for k in range(n - 1):
            inside = pygame.Rect(k * card_w, 0, card_w - theme.px(6), cards.get_height())
            seen = {tuple(cards.get_at((x, y)))[:3] for x in range(inside.x, inside.right)
                    for y in range(inside.h * 2 // 3, inside.h)}
            assert colours <= seen, (k, colours - seen)
            gap = [tuple(cards.get_at((x, y)))[:3]
                   for x in range(inside.right, min((k + 1) * card_w, cards.get_width()))
                   for y in range(inside.h)]
            assert not colours & set(gap), k  # nothing spills into the gap between cards
    finally:
        app.close()
        theme.set_scale(1.0)
