"""The Tsukuyumi cards panel never leaves a head alone at its foot, and a chip alone on its
row keeps its whole name when it fits at the type the panel allows.

A screenshot review (stop 71) found, at 150% in French: the Modules tab's second page
« Ana 0/6 · De la chair pour la Nuée » then the head « Avantages de départ (M2) » over an
empty gap (its card did not fit under it), and the event « E01 Dangers des profondeurs » cut
to « E01 Dangers… » on a row of its own where the English « E01 Danger from the Deep » shrank
to fit.
"""

from __future__ import annotations

import re

import pygame
import pytest
from test_ts_cards_scroll import modules_tab
from ui_helpers import texts_drawn

from game.ui import assets, theme
from game.ui.tables.tsukuyumi import hud_cards
from game.ui.theme import px


class _Hits:
    """The table's part `_draw_items` uses: the hits it registers, and who is at the screen."""

    viewer = None  # no seat at the screen: no marker on a hand chip

    def __init__(self) -> None:
        self.hits: list[tuple[pygame.Rect, str]] = []

    def add_hit(self, rect: pygame.Rect, tip: str, action=None) -> None:
        self.hits.append((rect, tip))


def _draw(items: list[hud_cards.Item], area: pygame.Rect, cols: int = 1) -> list[str]:
    surface = pygame.Surface((area.right + 10, area.bottom + 10))
    with texts_drawn() as drawn:
        hud_cards._draw_items(_Hits(), surface, items, area, cols)
    return [text for text, _ in drawn]


def test_a_head_whose_first_card_does_not_fit_is_left_for_the_next_page() -> None:
    pygame.font.init()
    chip = hud_cards.Item("Yours: Acceleration", "tip", hud_cards.HAND)
    head = hud_cards.Item("Starting advantages (M2)", "tip")
    items = [chip, head, chip]
    one = px(hud_cards.CHIP) + px(hud_cards.GAP)
    short = pygame.Rect(0, 0, px(240), one + px(hud_cards.HEAD) + px(hud_cards.CHIP) // 2)
    assert _draw(items, short) == ["Yours: Acceleration"]  # no head over an empty gap
    tall = short.inflate(0, px(hud_cards.CHIP))  # room for the card: the head goes with it
    tall.topleft = (0, 0)
    assert _draw(items, tall) == ["Yours: Acceleration", "Starting advantages (M2)",
                                  "Yours: Acceleration"]


def test_a_chip_alone_on_its_row_keeps_its_whole_name_at_150() -> None:
    pygame.font.init()
    theme.set_scale(1.5)
    try:
        text = "E01 Dangers des profondeurs"
        item = hud_cards.Item(text, "tip", hud_cards.DISPLAY, "E01")
        # wide enough at 77% of the chip type (`_lines` keeps it on one line down to 75%),
        # too narrow at 80% (where a chip among others gives its number and first words)
        size = round(px(13) * 0.77)
        room = assets.font(size).size(text)[0] + 1
        assert assets.font(max(11, round(px(13) * 0.8))).size(text)[0] > room
        area = pygame.Rect(0, 0, room + px(10), px(hud_cards.CHIP) + px(hud_cards.GAP))
        assert hud_cards._lines(item, hud_cards._room(area.w)) == 1
        assets.fit.cache_clear()
        with assets.recording_cuts() as cuts:
            drawn = _draw([item], area)
        assert drawn == [text] and not cuts
        # two a row, the same chip is named by its number and first words (the tabs' rule)
        two = pygame.Rect(0, 0, area.w * 2 + px(hud_cards.GAP), area.h)
        assert _draw([item, item], two, cols=2)[0] != text
    finally:
        theme.set_scale(1.0)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_page_of_the_scrolled_modules_tab_ends_on_a_head(lang: str) -> None:
    with modules_tab(lang) as (app, table):
        app.frame([], 1 / 60)
        items = hud_cards.sections(table, table.view())["modules"]
        heads = {item.text for item in items if item.colour is None}
        assert table.hud_scroll_max > 0
        pages = 0
        for first in range(table.hud_scroll_max + 1):
            table.hud_layer.clear()  # the column is a cached picture: draw it again
            with texts_drawn() as drawn:
                app.frame([], 1 / 60)
            strings = [s for s, _ in drawn]
            pager = max(i for i, s in enumerate(strings)  # "1–2 of 9", « 1–1 sur 9 »
                        if re.fullmatch(r"\d+–\d+ \S+ \d+", s))
            panel = [s for s in strings[:pager] if s in heads
                     or any(s and s in item.text for item in items if item.colour)]
            assert panel and panel[-1] not in heads, (first, panel)
            pages += 1
            table.scroll_hud(1)
        assert pages >= 2
