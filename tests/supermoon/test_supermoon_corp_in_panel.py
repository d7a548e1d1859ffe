"""The players panel names each seat's corporation (PU-18.1): it was shown only in a tooltip
(a newcomer's game, stop 97). With everyone on Universal Coalition nothing is added."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app, texts_drawn  # noqa: E402

from game.supermoon.data import CORPORATIONS, SYMMETRIC_CORP  # noqa: E402
from game.ui.tables.supermoon.capture import open_table  # noqa: E402


@pytest.mark.rule("PU-18.1")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_players_panel_names_the_corporation(lang: str) -> None:
    app = make_test_app(language=lang)
    try:
        match, table = open_table(app, 3, {}, 4)
        with texts_drawn() as drawn:
            app.frame([], 1 / 60)
        plain = [s for s, _ in drawn]
        corp = next(c for c in CORPORATIONS if c.key != SYMMETRIC_CORP)
        assert not any(corp.name in s for s in plain)
        st = match.state
        players = list(st.players)
        players[1] = dataclasses.replace(players[1], corp=corp.key)
        work = list(st.work)
        work[1] = dataclasses.replace(work[1], corp=corp.key)
        match._states[-1] = dataclasses.replace(st, players=tuple(players), work=tuple(work))
        table._view_cache = None
        assert table.seat_detail(1) == corp.name and table.seat_detail(0) == ""
        with texts_drawn() as drawn:
            app.frame([], 1 / 60)
        level = table.t("ui.table.bot_level", level=table.t("ui.level.normal"))
        want = table.t("ui.table.detail_with", detail=level, extra=corp.name)
        assert want in [s for s, _ in drawn], [s for s, _ in drawn if corp.name[:4] in s]
    finally:
        app.quit()
