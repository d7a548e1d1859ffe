"""The hand prompt follows the board tab that is open (SM-3: the planet and the moon are two
boards of one player, drawn one at a time under their tabs).

A stop-82 screenshot review (supermoon_moon_hand.png) saw the Moon tab open and the tile held
over the moon, while the bar said « Put the tile on your planet, or use the Moon tab to put it
on your moon »: the prompt was chosen by whether the player has a moon, never by the tab shown.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.supermoon.actions import Action  # noqa: E402
from game.supermoon.moons import MOON_FACES  # noqa: E402
from game.ui import i18n  # noqa: E402
from game.ui.tables.supermoon import bar  # noqa: E402
from game.ui.tables.supermoon.capture import open_table  # noqa: E402


@pytest.mark.rule("SM-3.1")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hand_prompt_names_the_board_whose_tab_is_open(lang: str) -> None:
    app = make_test_app(language=lang)
    try:
        match, table = open_table(app, 2, {"moons": True}, 7)
        face = table.view().players[0].moon_offer[0]
        table.submit_as(0, Action("moon", (face, MOON_FACES[face].starts[0])), quiet=True)
        table.submit_as(1, next(a for a in match.legal_actions(1) if a.kind == "moon"),
                        quiet=True)
        for _ in range(60):  # on to a tile the player may put on the moon
            if any(a.kind == "place" and a.args[4] == 1 for a in match.legal_actions(0)):
                break
            seat = match.to_act()[0]
            legal = [a for a in match.legal_actions(seat) if a.kind not in ("reset", "done")]
            table.submit_as(seat, (legal or match.legal_actions(seat))[0], quiet=True)
        slot = next(a.args[0] for a in match.legal_actions(0)
                    if a.kind == "place" and a.args[4] == 1)
        table.take(slot)
        assert table.hand is not None
        prompts = {}
        for tab in (0, 1):
            table.tab = tab
            app.frame([], 1 / 60)
            prompts[tab] = bar.prompt(table, table.view())
        assert prompts[0] == i18n.t("ui.supermoon.prompt.hand_moon")  # planet shown
        assert prompts[1] == i18n.t("ui.supermoon.prompt.hand_on_moon")  # moon shown
        assert prompts[0] != prompts[1]
    finally:
        app.quit()
