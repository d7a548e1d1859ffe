"""The setup pickers' panel over the station ends clear of the tracks below it.

A stop-84 review saw the tech levels' panel of the corporation picker sit on the first track
row at 150%: its shadow darkened the top of the row's spaces. Its foot now keeps 6 px (at
100%) more above the tracks, the shadow clear of them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.ui import i18n, theme  # noqa: E402
from game.ui.tables.supermoon import pick  # noqa: E402
from game.ui.tables.supermoon.capture import open_table  # noqa: E402


@pytest.mark.parametrize(("n", "scale", "lang"), [(1, 1.0, "en"), (2, 1.5, "fr"),
                                                  (6, 1.0, "en"), (6, 1.5, "fr")])
def test_the_side_panel_ends_above_the_tracks(n: int, scale: float, lang: str) -> None:
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        _match, table = open_table(app, n, {"corporations": "choice"}, 4)
        tracks = min(r.y for r in table.track_rects().values())
        for clear in (False, True):
            panel = pick.side_panel(table, clear_ladder=clear)
            # its shadow (`theme.draw_panel`: 2 px down, 8 px more) clear of the tracks
            assert panel.bottom + 10 <= tracks, (panel, tracks)
            assert panel.h > theme.px(200)  # still the room its texts need
    finally:
        app.quit()
        theme.set_scale(1.0)
        i18n.set_language("en")
