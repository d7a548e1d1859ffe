"""A "+n" chip gathering final choices shows them, never submits one unseen (SM-4.1).

At 150% a newcomer's satellite aim read « Ligne → » and « +1 »; the « +1 » fired the laser
down a column it did not name (stop 98). Clicking it now turns the bar's chips so that the
hidden choices come into view; a chip then submits only what it names."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app, texts_drawn  # noqa: E402

from game.supermoon.actions import Action  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.tables.supermoon import bar as smbar  # noqa: E402
from game.ui.tables.supermoon.capture import open_table  # noqa: E402


@pytest.mark.rule("SM-4.1")
def test_a_more_chip_of_final_choices_shows_them(monkeypatch) -> None:
    app = make_test_app(language="fr", ui_scale=1.5)
    try:
        match, table = open_table(app, 2, {}, 7)
        names = [f"Choix {i}" for i in range(8)]
        chips = [(n, Action("gain", (0, i)), n, False) for i, n in enumerate(names)]
        monkeypatch.setattr(smbar, "_chips", lambda table, view: list(chips))
        with texts_drawn() as drawn:
            app.frame([], 1 / 60)
        shown = [n for n in names if n in {s for s, _ in drawn}]
        assert shown and len(shown) < len(names)
        more = next(h for h in table.hits if isinstance(h.text(), str)
                    and names[-1] in h.text() and h.action is not None)
        assert not isinstance(more.action, Action)  # no choice made unseen
        steps = len(match.steps)
        more.action()
        with texts_drawn() as drawn:
            app.frame([], 1 / 60)
        now = [n for n in names if n in {s for s, _ in drawn}]
        assert len(match.steps) == steps and now and now[0] == names[len(shown)]
    finally:
        app.quit()
        theme.set_scale(1.0)
