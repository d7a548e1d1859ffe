"""The solo ladder names each outcome between its two numbers where it fits (PU-15.5).

A stop-82 review read the ladder's boxes as bare numbers (« −15 / 41 … +15 / 71 »): only
their tooltips said what they were. At 100% each box now names its outcome (« Failure »,
« Win », « Perfect ») between them. At 150% the box holds two lines: at stop 83 none was
named there, and a stop-84 review read « −15 / 41 » as meaningless again; the name now
takes the signed step's place, every name at one size (the step is in the tooltip)."""

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
        _match, table = open_table(app, 1, {}, 3)
        words = [i18n.t(f"ui.supermoon.ladder_short.{row}") for row in ROWS]
        with texts_drawn() as drawn:
            app.draw(app.screen)
        shown = [text for text, _size in drawn if text in words]
        assert sorted(shown) == sorted(words)  # every outcome named, whole
        sizes = {size for text, size in drawn if text in words}
        assert min(sizes) >= 11
        assert len(sizes) == 1  # one size for all
        steps = {"−15", "−10", "−5", "0", "+5", "+10", "+15"}
        step_shown = {text for text, _size in drawn if text in steps}
        if scale == 1.0:
            assert step_shown == steps  # the signed steps above the names
        else:
            assert not step_shown & {"−15", "+15"}  # the names in their place
        # the step on hover; the lowest row holds every score under the next (« <46 »)
        tips = [h.text() for h in table.hits if "46" in h.text()]
        assert any("−15" in tip for tip in tips)
    finally:
        app.quit()
        i18n.set_language("en")
