"""The bar's "On the map: …" hint stays at 150% (TS-M4.2: a play may be a faction event, played
on a zone).

A screenshot review found it dropped at 150% beside "Done with events": one line did not fit
the room beside the button, so the bar said one play was left and offered only "Done". It
now takes two lines there when two hold it whole."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ui_helpers import texts_drawn

from game.ui import i18n, theme
from game.ui.screenshots import make_app
from game.ui.tables.tsukuyumi import map_ui
from game.ui.tables.tsukuyumi.capture import scenes


@pytest.mark.rule("TS-M4.2")
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_map_hint_stands_beside_done_at_150(tmp_path, lang):
    app = make_app(lang)
    map_ui.STILL_PULSE = 1.0
    try:
        app.apply_settings(replace(app.settings, ui_scale=1.5))
        with texts_drawn() as drawn:
            scenes(app, tmp_path, "_150", ("m4_events",))
        assert (tmp_path / "tsukuyumi_m4_events_150.png").exists()
        want = i18n.t("ts.ui.hint.map", what=i18n.t("ts.ui.kind.fplay")).split()
        lines = [(text, size) for text, size in drawn]
        found = [size for i, (text, size) in enumerate(lines)  # whole, on one line or two
                 if text.split() == want
                 or i + 1 < len(lines) and (text + " " + lines[i + 1][0]).split() == want]
        assert found and min(found) >= 11
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")
        map_ui.STILL_PULSE = None
