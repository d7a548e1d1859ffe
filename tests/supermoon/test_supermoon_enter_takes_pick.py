"""Enter takes what a setup picker looks at, as its primary button does (SM-3.1: « Prendre
Compacte, départ 2 » did nothing on Enter, a newcomer's game, stop 98)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.ui.tables.supermoon import bar  # noqa: E402
from game.ui.tables.supermoon.capture import open_table  # noqa: E402


@pytest.mark.rule("SM-3.1")
def test_enter_takes_the_moon_looked_at() -> None:
    app = make_test_app()
    try:
        match, table = open_table(app, 2, {"moons": True}, 7)
        assert table.options().moon, "the first decision is the moon"
        take = next(b[1] for b in bar.buttons(table, table.view()) if b[3])
        steps = len(match.steps)
        table.confirm()
        assert len(match.steps) == steps + 1
        assert match.steps[-1].action == table.rules.notation(take)
    finally:
        app.quit()
