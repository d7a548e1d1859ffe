"""A negative score reads with the true minus sign on the Planet Unknown table (PU-15.5: the
solo line "Now −3 (−59)"; with moons a score may go below zero, −3 a meteorite on the moon).

A screenshot review read "Now -3 (−77)": the score took the hyphen, its difference from the
target the minus sign (`i18n.number`, `i18n.signed`)."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app, texts_drawn  # noqa: E402

from game.ui.tables.supermoon import hud  # noqa: E402
from game.ui.tables.supermoon.capture import open_table  # noqa: E402


@pytest.mark.rule("PU-15.5")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_solo_line_gives_a_negative_score_its_minus_sign(lang):
    app = make_test_app(language=lang, ui_scale=1.0)
    try:
        match, table = open_table(app, 1, {}, 7)
        surface = pygame.Surface((1280, 720))
        with texts_drawn() as drawn:
            hud.draw_solo(table, surface, match.view(0), pygame.Rect(10, 70, 900, 80), -3)
        line = next(text for text, _ in drawn if "3 (" in text)
        assert "\u22123 (\u2212" in line and "-" not in line, line
    finally:
        app.quit()


@pytest.mark.rule("PU-15.5")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_only_the_lit_ladder_row_says_the_score_stands_there(lang):
    """The lit row beside "Target: 56 medals" read as a chosen target (a screenshot review):
    its tooltip says that the score stands there, and no other row's does."""
    from game.supermoon.rules import target
    from game.ui import i18n

    app = make_test_app(language=lang, ui_scale=1.0)
    try:
        match, table = open_table(app, 1, {}, 7)
        goal = target(match.state)
        surface = pygame.Surface((1280, 720))
        now = i18n.t("ui.supermoon.tip.ladder_now")
        for score, row in ((0, -15), (goal - 7, -10), (goal, 0), (goal + 40, 15)):
            table.hits.clear()
            hud.draw_solo(table, surface, match.view(0), pygame.Rect(10, 70, 900, 80), score)
            lit = [h.text() for h in table.hits if h.text() and now in h.text()]
            assert len(lit) == 1, (score, lit)
            assert lit[0].startswith(i18n.t(f"sm.arg.row.{row}")), (score, lit)
        # the lowest row holds every score under the next one: « <goal−10 », not « goal−15 »
        # lit at a handful of medals, which read as a level not reached (stop 97)
        table.hits.clear()
        from ui_helpers import texts_drawn
        with texts_drawn() as drawn:
            hud.draw_solo(table, surface, match.view(0), pygame.Rect(10, 70, 900, 80), 3)
        texts = [text for text, _ in drawn]
        assert f"<{goal - 10}" in texts and str(goal - 15) not in texts
        assert any(i18n.t("ui.supermoon.tip.ladder_low", n=goal - 10, delta="−15") in h.text()
                   for h in table.hits if h.text() and now in h.text())
    finally:
        app.quit()
