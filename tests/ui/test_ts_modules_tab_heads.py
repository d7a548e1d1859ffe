"""The modules' tab of the Tsukuyumi cards panel keeps its sections' heads (TS-M1 … TS-M7:
each module's cards under its name), in one type size.

A stop-82 review of tsukuyumi_modules_tab_4p.png read chips with no heading: « In the event
deck: 5 of 5 », « Yours: Acceleration », « Decks and hands » — 5 of 5 what, yours what? The
tab dropped every head before it dropped the Oni reserve, which the events' tab tells anyway.
Now the tab keeps its heads and M6's card, paged when they do not all fit (the events'
tab tells the reserve). The heads that are drawn share one size: shrunk each to its
own fit, « Alternative objectives (M1) » read smaller than « Epic events (M3) »."""

from __future__ import annotations

import pytest
from ui_helpers import texts_drawn

from game.ui import i18n, theme
from game.ui.screenshots import make_app
from game.ui.tables.tsukuyumi import hud_cards, map_ui
from game.ui.tables.tsukuyumi.capture import scenes


@pytest.mark.rule("TS-M1.2")
def test_the_modules_tab_names_each_modules_cards(tmp_path, monkeypatch) -> None:
    app = make_app("en")
    map_ui.STILL_PULSE = 1.0
    seen: dict[str, object] = {}
    real_cards, real_scrolled = hud_cards.draw_cards, hud_cards._draw_scrolled
    real_items = hud_cards._draw_items

    def items(table, surface, shown, area, cols):
        seen["items"] = list(shown)
        return real_items(table, surface, shown, area, cols)

    def scrolled(table, surface, shown, body):  # the whole list a pager pages through
        real_scrolled(table, surface, shown, body)
        seen["items"] = list(shown)

    def cards(table, surface, view, rect):
        seen["secs"] = hud_cards.sections(table, view)
        seen["tab"] = table.hud_tab
        return real_cards(table, surface, view, rect)

    monkeypatch.setattr(hud_cards, "_draw_items", items)
    monkeypatch.setattr(hud_cards, "_draw_scrolled", scrolled)
    monkeypatch.setattr(hud_cards, "draw_cards", cards)
    try:
        with texts_drawn() as drawn:
            scenes(app, tmp_path, "", ("modules_tab_4p",))
        assert (tmp_path / "tsukuyumi_modules_tab_4p.png").exists()
        assert seen["tab"] == "modules"
        secs = seen["secs"]
        heads = [i.text for i in secs["modules"] if i.colour is None]  # type: ignore[index]
        assert len(heads) >= 3  # M1, M2, M4 … are on in that scene
        shown = {i.text for i in seen["items"]}  # type: ignore[attr-defined]
        assert all(head in shown for head in heads), (heads, shown)
        oni = [i.text for i in secs["oni"][:-1]]  # type: ignore[index]
        assert all(text in shown for text in oni)  # M6's card is not dropped either
        sizes = {size for text, size in drawn[-400:] if text in heads}
        assert len(sizes) == 1, sizes
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")
        map_ui.STILL_PULSE = None
