"""The cards panel of the Tsukuyumi table at 100% with 3 and 4 seats and every module: a
mouse pilot read « Joueur 1 0/3 · Acquisition de ci… » in small type among chips at full size,
and the three tabs « Événe…, Missi…, Modu… ». A chip alone on its row now wraps to a second
line, and the events' tab takes a short label when the three cannot be whole."""

from __future__ import annotations

import pytest
from test_tsukuyumi_table import play_until, start
from ui_helpers import make_test_app, texts_drawn

from game.tsukuyumi.modules import OFFERED
from game.ui import assets, i18n, theme
from game.ui.tables.tsukuyumi import hud_cards

OPTIONS = {"factions": "random", "modules": OFFERED, "legendary_oni": ("gambler",)}


def _frame_cuts(app) -> list:
    assets.fit.cache_clear()
    with assets.recording_cuts() as cuts:
        app.frame([], 1 / 60)
    return cuts


@pytest.mark.rule("TS-M1.2")
@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_card_and_tab_reads_whole_at_100(n: int, lang: str) -> None:
    app = make_test_app(language=lang, ui_scale=1.0)
    try:
        match, table = start(app, n, OPTIONS, seed=7)
        for until in (lambda m: m.state.phase == "deploy",
                      lambda m: m.state.round == 1 and m.state.phase == "blue",
                      lambda m: m.state.round == 2 and m.state.phase == "red"):
            play_until(match, table, until)
            for tab in ("events", "missions", "modules"):
                table.show_hud_tab(tab)
                cuts = _frame_cuts(app)  # anywhere on the frame, the cards panel included
                assert not cuts, (tab, cuts)
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


@pytest.mark.rule("TS-M1.2")
def test_a_long_objective_chip_takes_two_lines() -> None:
    """Each seat's alternative objective chip (TS-M1.2, announced publicly) is whole: at 100%
    in French « Ben 0/6 · De la chair pour la Nuée » was shrunk to 11 px and cut."""
    app = make_test_app(language="fr", ui_scale=1.0)
    try:
        match, table = start(app, 3, OPTIONS, seed=7)
        play_until(match, table, lambda m: m.state.round == 1 and m.state.phase == "blue")
        table.show_hud_tab("modules")
        assets.fit.cache_clear()
        with texts_drawn() as drawn, assets.recording_cuts() as cuts:
            app.frame([], 1 / 60)
        assert not cuts, cuts
        chips = [h for h in table.hits if h.tip and table.hud_rect.contains(h.rect)]
        tall = [h for h in chips if h.rect.h > min(c.rect.h for c in chips) * 1.5]
        assert tall, "no chip on two lines"
        strings = [text for text, _ in drawn]
        # a chip's text drawn as two lines one after the other, whole
        texts = [item.text for item in hud_cards.sections(table, table.view())["modules"]
                 if item.colour is not None]
        joined = {f"{a} {b}" for a, b in zip(strings, strings[1:], strict=False)}
        assert [x for x in texts if "·" in x and x in joined], (texts, strings)
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


def test_the_events_tab_takes_its_short_label_when_three_tabs_cannot_be_whole() -> None:
    app = make_test_app(language="fr", ui_scale=1.0)
    try:
        match, table = start(app, 4, OPTIONS, seed=7)
        play_until(match, table, lambda m: m.state.round == 1 and m.state.phase == "blue")
        table.show_hud_tab("missions")
        with texts_drawn() as drawn:
            app.frame([], 1 / 60)
        strings = [text for text, _ in drawn]
        assert i18n.t("ts.ui.tab.events_short") in strings
        assert i18n.t("ts.ui.tab.events") not in strings
        tab = next(h for h in table.hits if getattr(h.action, "func", None) == table.show_hud_tab
                   and h.action.args[0] == "events")
        assert i18n.t("ts.ui.tip.tab.click") in tab.text()  # the tooltip still says what it is
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


@pytest.mark.rule("TS-2.8")
def test_a_hand_chip_without_its_head_carries_the_viewers_marker(monkeypatch) -> None:
    """At 150% with 4 seats the events' tab leaves its heads out; the hand's chip (E12, the
    viewer's) read like the face-up pair's (stop 73). Without the « Your events » head the
    hand's chips carry the viewer's marker; under it they do not need it."""
    import pygame

    app = make_test_app(language="fr", ui_scale=1.5)
    try:
        match, table = start(app, 4, {"factions": "random"}, seed=7)
        marks: list[tuple] = []
        monkeypatch.setattr(hud_cards, "draw_marker",
                            lambda surface, at, r, colour, shape: marks.append((colour, shape)))
        shown = hud_cards.Item("E19 Vent arrière", "", hud_cards.DISPLAY, "E19")
        mine = hud_cards.Item("E12 Cache de ravitaillement", "", hud_cards.HAND, "E12")
        head = hud_cards.Item(table.t("ts.ui.your_events"), "")
        surface = pygame.Surface((800, 600))
        area = pygame.Rect(0, 0, 260, 300)
        hud_cards._draw_items(table, surface, [shown, mine], area, 1)
        seat = match.seats[table.viewer]
        assert marks == [(seat.colour, seat.shape)]
        marks.clear()
        hud_cards._draw_items(table, surface, [shown, head, mine], area, 1)
        assert marks == []
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")
