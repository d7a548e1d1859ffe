"""The screenshot of the missions' tab shows that tab, or is not taken.

A stop-82 review found tsukuyumi_midgame_4p_missions.png pixel-identical to
tsukuyumi_midgame_4p.png: at 100% the right column is tall enough to show every card
untabbed, so "the missions' tab" looked exactly like the plain scene. The capture now takes
that shot back when it equals the one before, and keeps it where the tabs exist (150%)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.ui import i18n, theme
from game.ui.screenshots import make_app
from game.ui.tables.tsukuyumi import map_ui
from game.ui.tables.tsukuyumi.capture import scenes


@pytest.mark.parametrize(("scale", "suffix"), [(1.0, ""), (1.5, "_150")])
def test_the_missions_shot_differs_from_the_plain_one(tmp_path, scale, suffix):
    app = make_app("en")
    map_ui.STILL_PULSE = 1.0
    try:
        if scale != 1.0:
            app.apply_settings(replace(app.settings, ui_scale=scale))
        paths = scenes(app, tmp_path, suffix, ("midgame_4p", "midgame_4p_missions"))
        plain = tmp_path / f"tsukuyumi_midgame_4p{suffix}.png"
        tabbed = tmp_path / f"tsukuyumi_midgame_4p_missions{suffix}.png"
        assert plain in paths and plain.exists()
        if scale == 1.0:  # no tabs at 100%: nothing to show beyond the plain scene
            assert not tabbed.exists() and tabbed not in paths
        else:
            assert tabbed in paths and tabbed.read_bytes() != plain.read_bytes()
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")
        map_ui.STILL_PULSE = None
