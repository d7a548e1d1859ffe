"""A look at the next event (PU-12.5): its choice is named « Look at the next event » (it read
« Keep it for later », STORE being -1 too) and the event seen is told, then kept in the event
box's tooltip (a newcomer saw it nowhere, stop 98)."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.ui import i18n  # noqa: E402
from game.ui.tables.supermoon import hud  # noqa: E402
from game.ui.tables.supermoon.bar import choice_label  # noqa: E402
from game.ui.tables.supermoon.capture import open_table  # noqa: E402


@pytest.mark.rule("PU-12.5")
def test_the_peek_is_named_and_its_event_told() -> None:
    table = SimpleNamespace(t=i18n.t)
    assert choice_label(table, "syn_or_peek", (-1,)) == i18n.t("ui.supermoon.choice.peek")
    app = make_test_app()
    try:
        match, table = open_table(app, 1, {}, 4)
        st = match.state
        event = st.events[0]
        me = dataclasses.replace(st.players[0], peek=event)
        match._states[-1] = dataclasses.replace(
            st, players=(me,) + st.players[1:],
            work=(dataclasses.replace(st.work[0], peek=event),) + st.work[1:])
        table._view_cache = None
        table.on_events([])
        said = hud.peek_text(table.t, event)
        assert i18n.t(f"sm.event.{event}.text") in said
        assert app.toasts.toasts[0].text == said
        app.toasts.clear()
        table.on_events([])  # told once
        assert app.toasts.toasts == []
    finally:
        app.quit()
