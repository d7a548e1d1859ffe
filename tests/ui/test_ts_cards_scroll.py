"""The cards panel's tab scrolls when its cards outnumber the room, rather than cutting names.

A stop-58 mouse pilot at 150% with four seats and every module read the Modules tab as
« Target …, Flesh f…, Sacred …, Selene:…, Yours: … » (three chips a row, each name cut). The
tab now shows one card a row, whole, from `hud_scroll`, with arrows and "1–2 of 12"; the wheel
over the panel scrolls it; a tab change starts again at the top.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest
from test_tsukuyumi_table import play_until, start
from ui_helpers import make_test_app

from game.tsukuyumi.modules import OFFERED
from game.ui import assets, i18n, theme
from game.ui.tables.tsukuyumi import hud_cards


def _panel_texts(table, view) -> set[str]:
    return {item.text for item in hud_cards.sections(table, view)["modules"]}


@contextmanager
def modules_tab(lang: str) -> Iterator:
    """(app, table): four seats with every module and legendary Oni at 150%, round 1's blue
    phase, the Modules tab shown (more cards than room: it scrolls)."""
    app = make_test_app(language=lang, ui_scale=1.5)
    try:
        match, table = start(app, 4, {"factions": "random", "modules": OFFERED,
                                      "legendary_oni": "all"}, seed=7)
        play_until(match, table, lambda m: m.state.round == 1 and m.state.phase == "blue")
        table.show_hud_tab("modules")
        yield app, table
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_modules_tab_scrolls_with_every_name_whole(lang: str) -> None:
    with modules_tab(lang) as (app, table):
        texts = _panel_texts(table, table.view())
        assets.fit.cache_clear()
        firsts = []
        with assets.recording_cuts() as cuts:
            app.frame([], 1 / 60)
            assert table.hud_scroll_max > 0  # more cards than room here: it scrolls
            for _ in range(40):
                firsts.append(table.hud_scroll)
                if table.hud_scroll >= table.hud_scroll_max:
                    break
                table.scroll_hud(1)
                app.frame([], 1 / 60)
        assert not [c for c in cuts if c[0] in texts], cuts
        assert firsts == list(range(table.hud_scroll_max + 1))
        # the arrows: up live, down spent at the end; the wheel scrolls back up
        arrows = [h for h in table.hits if h.rect.colliderect(table.hud_cards_rect)
                  and h.text() in (i18n.t("ts.ui.tip.cards_up"), i18n.t("ts.ui.tip.cards_down"))]
        assert len(arrows) == 2
        up = next(h for h in arrows if h.text() == i18n.t("ts.ui.tip.cards_up"))
        down = next(h for h in arrows if h.text() == i18n.t("ts.ui.tip.cards_down"))
        assert up.action is not None and down.action is None
        end = table.hud_scroll
        table.mouse = table.hud_cards_rect.center
        table.handle_table_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
        assert table.hud_scroll == end - 1
        table.scroll_hud(-99)
        assert table.hud_scroll == 0  # never above the first card
        table.scroll_hud(2)
        table.show_hud_tab("events")
        assert table.hud_scroll == 0  # a tab starts at its top
