"""The cards column of the Planet Unknown table: the civ cards row (PU-10: how many civ cards
the player holds, each named in its tooltip) is written at the column's type size, like the
tech row beside it. At 150% in French « Cartes Civilisation (0) » did not fit and stepped its
type down alone; it now reads « Cartes Civ. (0) » there."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app, texts_drawn  # noqa: E402

from game.ui.tables.supermoon import cards_column  # noqa: E402
from game.ui.tables.supermoon.capture import open_table  # noqa: E402


@pytest.mark.rule("PU-10.1")
@pytest.mark.parametrize("n", [2, 6])
@pytest.mark.parametrize("lang, scale", [("en", 1.0), ("fr", 1.0), ("fr", 1.25), ("fr", 1.5),
                                         ("en", 1.5)])
def test_the_civ_row_keeps_the_column_type_size(n, lang, scale):
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        match, table = open_table(app, n, {}, 7)
        surface = pygame.Surface(app.screen.get_size())
        with texts_drawn() as drawn:
            cards_column.draw_cards(table, surface, match.view(0), 0, table.region("cards"))
        t = table.t
        labels = {t(f"ui.supermoon.civ_cards{k}", n=0) for k in ("", "_mid", "_short")}
        techs = {t("ui.supermoon.tech"), t("ui.supermoon.tech_short")}
        civ = [size for s, size in drawn if s in labels]
        tech = [size for s, size in drawn if s in techs]
        assert civ and tech, drawn
        assert civ == tech, (civ, tech)
        whole = [s for s, _ in drawn if s in labels][0]
        assert not whole.endswith("…")
    finally:
        app.quit()
