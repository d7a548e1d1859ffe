"""A Tsukuyumi bar button whose label is too long for one line at a readable size takes two
lines: a mouse pilot at 150% in French read « Pistolets gratuits + immunité à la radioactiv… »
in type shrunk to 65% of its size, and still cut (the Nomads' Faction effect, TS-22.3)."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import make_test_app, texts_drawn

from game.ui import assets, i18n, theme
from game.ui.tables.tsukuyumi.bar import BUTTON_H, draw_button


@pytest.mark.rule("TS-22.3")
def test_a_long_label_wraps_whole_and_a_short_one_stays_on_one_line() -> None:
    app = make_test_app(language="fr", ui_scale=1.5)
    try:
        t = i18n.t
        long_label = t("ts.ui.act.nomad_effect", choice=t("ts.ui.nomad_effect.1"))
        assert long_label == "Pistolets gratuits + immunité à la radioactivité"
        surface = pygame.Surface((1280, 720))
        rect = pygame.Rect(0, 0, theme.px(260), theme.px(BUTTON_H))  # the pilot's 390 × 45
        size = theme.px(theme.FONT_SMALL)
        assets.fit.cache_clear()
        with texts_drawn() as drawn, assets.recording_cuts() as cuts:
            draw_button(surface, rect, long_label)
        assert not cuts, cuts
        assert len(drawn) == 2 and " ".join(s for s, _ in drawn) == long_label
        assert all(px >= 11 and px >= size * 0.7 for _, px in drawn)
        with texts_drawn() as drawn:
            draw_button(surface, rect, t("ts.ui.act.hitrun_done"))
        assert drawn == [(t("ts.ui.act.hitrun_done"), size)]
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")
