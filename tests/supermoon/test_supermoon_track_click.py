"""A click on a track that cannot take the chosen gain says so (a newcomer's review: it did
nothing, while a click off the player's planet already explained itself)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.ui import i18n  # noqa: E402
from game.ui.tables.supermoon import hud  # noqa: E402
from game.ui.tables.supermoon.capture import open_table  # noqa: E402


def test_a_track_that_cannot_take_the_gain_answers_a_click_with_a_message() -> None:
    app = make_test_app(language="en", ui_scale=1.0)
    try:
        match, table = open_table(app, 1, {}, 3)
        toasts: list[tuple[str, str]] = []
        app.toast = lambda text, kind="info": toasts.append((text, kind))  # type: ignore
        player, cfg = match.state.players[0], match.seats[0]
        chosen = object()
        for targets in ({}, {0: chosen}):
            table.hits.clear()
            hud.draw_tracks(table, app.screen, player, cfg.colour, table.track_rects(),
                            table.tbl.track_steps, targets)
            rects = table.track_rects()
            names = list(rects)
            on_target = [h for h in table.hits if rects[names[0]].colliderect(h.rect)]
            elsewhere = [h for h in table.hits if rects[names[1]].colliderect(h.rect)]
            if not targets:  # nothing chosen: a track is only read, a click does nothing
                assert all(h.action is None for h in elsewhere)
                continue
            assert on_target and all(h.action is chosen for h in on_target)
            assert elsewhere and all(callable(h.action) for h in elsewhere)
            elsewhere[0].action()
        assert toasts == [(i18n.t("ui.supermoon.not_target_track"), "error")]
    finally:
        app.close()
