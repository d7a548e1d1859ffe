"""The Tsukuyumi board is framed clear of the map's Legend and refit buttons.

A stop-84 review found, at 150% in French with four seats, the refit button over the top
corner hex: half of its stack's count was hidden. The board is now framed below or right of
the buttons whenever the whole map area would put a hex under them, and keeps most of its
size."""

from __future__ import annotations

from pathlib import Path

import pytest
from ui_helpers import make_test_app

from game.ui.tables.tsukuyumi import capture, legend_ui, map_ui


@pytest.mark.parametrize("scale, lang", [(1.0, "en"), (1.5, "fr")])
def test_no_hex_lies_under_the_map_buttons(scale, lang, monkeypatch, tmp_path) -> None:
    checked = []

    def save(app, table, path: Path, mouse=None) -> Path:
        table.refit()
        legend, refit = legend_ui._buttons(table, table.map_rect)
        buttons = legend.union(refit)
        cells = map_ui.map_cells(table.view())
        under = [c for c in cells if table.mv.bounds(*c).colliderect(buttons)]
        assert under == [], (path.name, under)
        if not table.legend:  # (an open legend takes its own room, test_ts_legend_room)
            # the board keeps most of the size the whole area would give it
            whole = legend_ui.fit_size(table.visible_map(), cells)
            assert table.mv.size >= 0.85 * whole, path.name
        checked.append(path.name)
        return path

    monkeypatch.setattr(capture, "save", save)
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        capture.scenes(app, tmp_path, "", ("midgame_4p", "midgame_3p", "production",
                                            "legend_4p", "2p_midgame"))
    finally:
        app.close()
    assert len(checked) >= 4
