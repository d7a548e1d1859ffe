"""The moon picker's orbital positions read (SM-3.1: each player chooses a moon face and the
satellite's start among its orbital positions).

A screenshot review found the positions' numbers on the picker's two small boards in 8 px
type on 14 px discs ("13" under a faded satellite could not be read). The discs are now 0.8 of
a cell across and the numbers at least 10 px."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app, texts_drawn  # noqa: E402

from game.ui.tables.supermoon.capture import open_table  # noqa: E402


@pytest.mark.rule("SM-3.1")
@pytest.mark.parametrize("lang, scale", [("en", 1.0), ("fr", 1.5)])
def test_the_orbital_positions_numbers_are_at_least_10_px(lang, scale):
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        match, table = open_table(app, 1, {"moons": True}, 7)
        assert any(a.kind == "moon" for a in match.legal_actions(0))  # the picker is open
        app.draw()
        with texts_drawn() as drawn:
            app.draw()
        numbers = [size for text, size in drawn if text.isdigit() and 1 <= int(text) <= 20]
        assert len(numbers) >= 30  # two boards' positions
        assert min(numbers) >= 10
    finally:
        app.quit()
