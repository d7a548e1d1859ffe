"""A MOONWAKERS seat's hand row stays readable and clickable however many cards it holds.

At 6 seats a seat's row is about five cards wide: a 14-card hand was overlapped into 15 px
slivers (14 px at 150 %), too thin to read the element chips on a card's edge or to click
it. A row now overlaps its cards down to a 22 px edge at the least; a longer hand is shown a
page at a time, a "+N" chip at the row's end telling (and listing, on hover) the cards on the
other pages and turning the page on a click.
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from ui_helpers import make_test_app

from game.core.match import Match
from game.moonwakers.data import TERRAIN
from game.moonwakers.rules import RULES
from game.moonwakers.view import CardView
from game.ui.tables.moonwakers.table import MoonwakersTable
from tests.moonwakers.moonwakers_table_helpers import drive_to, human_faces, seats, start

SIZES = (14, 10, 12, 14, 11, 13)  # cards in each seat's hand
MIN_EDGE = 22  # the narrowest visible edge of an overlapped card, in px


def _crowded(app) -> MoonwakersTable:
    """A 6-seat table whose view gives every seat a long hand: explored cards (faces shown)
    and, for the other seats, hidden ones (terrain faces)."""
    match = Match(RULES, seats(6), 3)
    table = start(app, match)
    assert drive_to(table, match, 3, human_faces("options"))
    view = table.view()
    players = []
    for s, pv in enumerate(view.players):
        hand = []
        for k in range(SIZES[s]):
            card = (s * 14 + k) % len(TERRAIN)  # distinct cards per seat
            c = TERRAIN[card]
            hidden = s != view.seat and k % 3 == 0
            hand.append(CardView(-1 if hidden else card, c.biome, c.element))
        players.append(replace(pv, hand=tuple(hand), secret=()))
    crowded = replace(view, players=tuple(players))
    table.view = lambda: crowded  # type: ignore[method-assign]
    table.motion.finish()
    return table


def _release(table: MoonwakersTable, pos) -> None:
    """A left click on the table at `pos` (press and release)."""
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        table.handle_table_event(pygame.event.Event(kind, pos=pos, button=1))


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_long_hand_keeps_every_card_readable_and_clickable(scale: float, lang: str) -> None:
    app = make_test_app(ui_scale=scale, language=lang)
    try:
        table = _crowded(app)
        table.draw(app.screen)
        view = table.view()
        for s in range(6):
            pos = table.position_of(s)
            area = table.slot_rect(f"seat{pos}_hand")
            seen: set[int] = set()
            for _page in range(4):  # a hand of 14 takes no more than a few pages
                row = sorted((h for h in table.hits if h.key and h.key[:2] == ("hand", s)),
                             key=lambda h: h.rect.x)
                chip = next((h for h in table.hits if h.key == ("more", "hand", s)), None)
                assert row, s
                for a, b in zip(row, row[1:], strict=False):
                    assert b.rect.x - a.rect.x >= MIN_EDGE, (s, scale, a.rect, b.rect)
                mine = [h.rect for h in row] + ([chip.rect] if chip else [])
                others = [h.rect for h in table.hits
                          if h not in row and h is not chip and h.key
                          and h.key[0] not in ("bar", "button")]
                for r in mine:
                    assert area.contains(r), (s, scale, r, area)  # nothing cut
                    assert not any(r.colliderect(o) for o in others), (s, scale, r)
                if chip is not None:
                    assert not any(chip.rect.colliderect(h.rect) for h in row)
                    assert chip.rect.w >= MIN_EDGE and chip.tip
                    shown = {h.key[2] for h in row}
                    hidden = set(range(SIZES[s])) - shown
                    # the tip counts the cards not shown, one line each, and says what a
                    # click does (in the table's language)
                    lines = chip.tip.splitlines()
                    assert str(len(hidden)) in lines[0] and len(lines) == len(hidden) + 2
                    assert lines[-1] == table.t("ui.moonwakers.more.click")
                    assert lines[-1] != "ui.moonwakers.more.click"  # the key is in both files
                    # every card not shown still has a place a slide can land on
                    assert all(table.key_rects[("hand", s, i)] == chip.rect for i in hidden)
                seen |= {h.key[2] for h in row}
                if chip is None:
                    break
                _release(table, chip.rect.center)  # the chip turns the page
                table.draw(app.screen)
            assert seen == set(range(len(view.players[s].hand))), (s, scale, seen)
    finally:
        app.close()
