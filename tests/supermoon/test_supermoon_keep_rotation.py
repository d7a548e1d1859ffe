"""The commander may keep the station as it is (PU-3.3: "keeping it is allowed").

A stop-82 review saw Confirm greyed out beside the stack already framed in front of the
commander: keeping the orientation took a redundant click on a depot. Confirm (and Enter)
now keep it when no depot was clicked and the arrows were not used."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.ui.tables.supermoon import bar  # noqa: E402
from game.ui.tables.supermoon.capture import open_table  # noqa: E402


def _at_rotation(app):
    match, table = open_table(app, 2, {}, 5)
    for _ in range(400):  # on to seat 0's turn as commander
        seat = match.to_act()[0]
        legal = [a for a in match.legal_actions(seat) if a.kind != "reset"]
        if seat == 0 and any(a.kind == "rotate" for a in legal):
            app.frame([], 1 / 60)
            return match, table
        table.submit_as(seat, next((a for a in legal if a.kind != "done"), legal[0]),
                        quiet=True)
    raise AssertionError("no rotation for seat 0")


@pytest.mark.rule("PU-3.3")
@pytest.mark.parametrize("how", ["button", "enter"])
def test_confirm_keeps_the_station_before_any_depot_is_clicked(how: str) -> None:
    app = make_test_app(language="en")
    try:
        match, table = _at_rotation(app)
        before = match.state.rotation
        assert table.preview_rot is None
        confirm = next(b for b in bar.buttons(table, table.view())
                       if b[0] == table.t("ui.supermoon.btn.confirm_rotation"))
        assert confirm[1] is not None  # live, not greyed out
        assert confirm[1].kind == "rotate"
        if how == "button":
            table.submit(confirm[1])
        else:
            table.confirm()
        assert not any(a.kind == "rotate" for a in match.legal_actions(0))  # done
        assert match.state.rotation == before  # kept as it was
    finally:
        app.quit()
