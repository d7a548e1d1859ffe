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


@pytest.mark.rule("SM-3.1")
def test_the_moon_starts_name_their_face_in_french() -> None:
    """« Départ 2 sur Compact »: the face's English name in a French tooltip (stop 98)."""
    from game.supermoon.moons import MOON_FACES
    from game.ui import i18n

    app = make_test_app(language="fr")
    try:
        match, table = open_table(app, 2, {"moons": True}, 7)
        tips = [h.text() for h in table.hits if h.text().startswith("Départ")]
        offered = match.view(table.viewer).players[table.viewer].moon_offer
        assert tips and all(any(i18n.t(f"sm.arg.face.{f}") in tip for f in offered)
                            for tip in tips)
        english = {MOON_FACES[f].name for f in offered} - {i18n.t(f"sm.arg.face.{f}")
                                                           for f in offered}
        assert english and not any(name in tip.split(" ") for name in english
                                   for tip in tips)
    finally:
        app.quit()
        i18n.set_language("en")
