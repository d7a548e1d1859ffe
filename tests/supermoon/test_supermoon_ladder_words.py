"""The solo ladder names each outcome between its two numbers where it fits (PU-15.5).

A stop-82 review read the ladder's boxes as bare numbers (« −15 / 41 … +15 / 71 »): only
their tooltips said what they were. At 100% each box now names its outcome (« Failure »,
« Win », « Perfect »); where the box has no room for a whole word (150%) none is drawn."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app, texts_drawn  # noqa: E402

from game.ui import i18n  # noqa: E402
from game.ui.tables.supermoon.capture import open_table  # noqa: E402

ROWS = (-15, -10, -5, 0, 5, 10, 15)


@pytest.mark.rule("PU-15.5")
@pytest.mark.parametrize(("lang", "scale"), [("en", 1.0), ("fr", 1.0), ("fr", 1.5)])
def test_the_ladder_names_its_outcomes_where_they_fit(lang: str, scale: float) -> None:
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        open_table(app, 1, {}, 3)
        words = [i18n.t(f"ui.supermoon.ladder_short.{row}") for row in ROWS]
        with texts_drawn() as drawn:
            app.draw(app.screen)
        shown = [text for text, _size in drawn if text in words]
        if scale == 1.0:
            assert sorted(shown) == sorted(words)  # every outcome named, whole
            assert all(size >= 11 for text, size in drawn if text in words)
        else:
            assert shown == []  # no room at 150%: none, rather than some cut
    finally:
        app.quit()
        i18n.set_language("en")
