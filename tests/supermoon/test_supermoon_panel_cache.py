"""The other players' planets and the cards column are cached pictures (`hud.draw_others`,
`cards_column.draw_cards`, through `render.panel_cache`): drawing them took almost half of a
6-seat frame (a profile at stop 90). What a frame shows and what it lets the player hover and
click must be what a fresh drawing gives, whatever changed in between: tiles placed, the seat
in focus, the mouse over a card, the interface size and the language."""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.ui.tables.supermoon.capture import open_table  # noqa: E402
from tests.supermoon.test_supermoon_station_marks import _play_on  # noqa: E402

PANELS = ("others", "cards")


def _shown(app, table, panel: str = "others") -> tuple[bytes, list[tuple]]:
    """A panel's pixels and its targets (rect, tooltip, click) as last drawn."""
    region = table.region(panel).clip(app.screen.get_rect())
    pixels = pygame.image.tobytes(app.screen.subsurface(region), "RGB")
    hits = [(tuple(h.rect), h.text(), h.action) for h in table.hits
            if region.contains(h.rect)]
    return pixels, hits


def _frame(app, table, panel: str = "others") -> tuple[bytes, list[tuple]]:
    app.draw()
    return _shown(app, table, panel)


def _fresh(app, table, panel: str = "others") -> tuple[bytes, list[tuple]]:
    table.others_layer.clear()  # nothing kept: drawn from scratch
    table.cards_layer.clear()
    return _frame(app, table, panel)


def _move(app, pos) -> None:
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                  buttons=(0, 0, 0))], 1 / 60)


@pytest.mark.parametrize("panel", PANELS)
def test_the_panels_kept_between_frames_are_those_drawn_afresh(panel: str) -> None:
    app = make_test_app()
    match, table = open_table(app, 6, {"events": True}, 9)
    layer = table.others_layer if panel == "others" else table.cards_layer
    rng = random.Random(6)
    try:
        first = _frame(app, table, panel)
        builds = layer.builds
        assert _frame(app, table, panel) == first
        assert layer.builds == builds  # nothing changed: the picture kept
        if panel == "others":
            assert len(first[1]) == 5  # a card to hover and click for each other player
        else:
            assert len(first[1]) >= 4  # the event, objectives, civ cards, tech levels
        for step in range(40):  # tiles placed, tracks moved, seats ready: redrawn each time
            _play_on(match, table, rng, 3)
            kept = _frame(app, table, panel)
            assert kept == _fresh(app, table, panel), step
        assert layer.builds > builds
    finally:
        app.quit()


def test_a_card_under_the_mouse_lights_up_and_goes_dark_again() -> None:
    """Hovering lights the card (the panel is drawn again when the mouse enters or leaves
    one), a click enlarges that player, and the others then shown are the fresh ones."""
    app = make_test_app()
    match, table = open_table(app, 6, {}, 9)
    try:
        dark, hits = _frame(app, table)
        rect, _tip, action = hits[2]
        _move(app, pygame.Rect(rect).center)
        lit = _shown(app, table)
        assert lit[0] != dark  # the hovered card is raised
        assert lit == _fresh(app, table)
        _move(app, (table.region("bar").x + 4, table.region("bar").y + 4))
        assert _shown(app, table)[0] == dark  # left: dark again, not kept lit
        assert action == ("view", 3)
        cards = _shown(app, table, "cards")
        table.focus = 3  # what a click on that card does: seat 3 large, seat 0 small
        shown = _frame(app, table)
        cards_now = _shown(app, table, "cards")  # the same frame, before any fresh drawing
        assert [h[2] for h in shown[1]] == [("view", s) for s in (0, 1, 2, 4, 5)]
        # the cards column is seat 3's now (its objectives' standing and its cards' tips)
        assert cards_now[1] != cards[1]
        assert shown == _fresh(app, table)
        assert cards_now == _shown(app, table, "cards")
    finally:
        app.quit()


def test_the_panels_follow_the_interface_size_and_language() -> None:
    app = make_test_app()
    match, table = open_table(app, 6, {}, 9)
    try:
        before = [_frame(app, table, panel) for panel in PANELS]
        app.apply_settings(replace(app.settings, ui_scale=1.5, language="fr"))
        for panel, old in zip(PANELS, before, strict=True):
            after = _frame(app, table, panel)
            assert after != old
            assert after == _fresh(app, table, panel)
    finally:
        app.quit()


@pytest.mark.parametrize("n", [1, 2, 6])
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_nothing_drawn_before_the_cards_column_reaches_into_it(n: int, scale: float) -> None:
    """The column's picture is opaque (drawn over a copy of the window's background), so it
    would hide whatever the frame drew there before it: the station with its seat markers at
    any rotation, the track rows with the glow of a choice, the planet in front of you."""
    from game.ui.tables.supermoon.station import seat_marks
    from game.ui.theme import px

    app = make_test_app(ui_scale=scale)
    match, table = open_table(app, n, {}, 7)
    try:
        app.draw()
        cards = table.region("cards")
        st = table.station
        ring = pygame.Rect(0, 0, 2 * st.outer + 2, 2 * st.outer + 2)
        ring.center = (round(st.centre[0]), round(st.centre[1]))
        assert not ring.colliderect(cards)
        size = max(st.marker_sizes()) + 2
        for sixth in range(24):  # the station turning, a quarter of a depot at a time
            st.shown = sixth / 4
            for _seat, (x, y) in seat_marks(st, table.view()):
                mark = pygame.Rect(round(x - size), round(y - size), 2 * size, 2 * size)
                assert not mark.colliderect(cards), (sixth, mark, cards)
        for name, rect in table.track_rects().items():
            assert not rect.inflate(px(8), px(8)).colliderect(cards), name
        assert table.board_geo is not None
        assert not table.board_geo.outer.inflate(px(4), px(4)).colliderect(cards)
        assert not table.region("own_board").colliderect(cards)
    finally:
        app.quit()
