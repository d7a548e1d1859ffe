"""The modules' cards in the right column get a tab of their own when the panel is short (at
150% with four seats): the Missions tab keeps the missions, the Modules tab the modules' cards,
each card a chip with its tooltip."""

from __future__ import annotations

import pytest
from test_tsukuyumi_table import play_until, start
from ui_helpers import make_test_app

from game.tsukuyumi.modules import OFFERED
from game.ui import i18n


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_short_panel_shows_the_modules_cards_under_their_own_tab(lang) -> None:
    app = make_test_app(language=lang, ui_scale=1.5)
    try:
        match, table = start(app, 4, {"factions": "random", "modules": OFFERED}, seed=7)
        play_until(match, table, lambda m: m.state.round == 1 and m.state.phase == "blue")
        app.frame([], 1 / 60)
        tabs = [h for h in table.hits if getattr(h.action, "func", None) == table.show_hud_tab]
        # the events shown, the other two a click away, the modules' tab saying what it holds
        assert sorted(h.action.args[0] for h in tabs) == ["missions", "modules"]
        modules_tab = next(h for h in tabs if h.action.args[0] == "modules")
        assert i18n.t("ts.m7.hearts_fall.name") in modules_tab.text()  # names its cards
        table.show_hud_tab("modules")
        shown = []
        for _ in range(30):  # every page of the tab (it scrolls when the cards outnumber its room)
            app.frame([], 1 / 60)
            shown += [h for h in table.hits if h.tip and h.rect.colliderect(table.hud_rect)]
            if table.hud_scroll >= table.hud_scroll_max:
                break
            table.scroll_hud(1)
        assert any(i18n.t("ts.ui.m7.free") in h.text() for h in shown)  # M7's cards
        table.show_hud_tab("missions")
        app.frame([], 1 / 60)
        shown = [h for h in table.hits if h.tip and h.rect.colliderect(table.hud_rect)]
        assert not any(i18n.t("ts.ui.m7.free") in h.text() for h in shown)
    finally:
        app.close()
