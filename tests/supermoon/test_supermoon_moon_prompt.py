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

from game.ui import i18n  # noqa: E402
from game.ui.tables.supermoon import bar  # noqa: E402
from tests.supermoon.moon_helpers import at_moon_tile  # noqa: E402


@pytest.mark.rule("SM-3.1")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hand_prompt_names_the_board_whose_tab_is_open(lang: str) -> None:
    app = make_test_app(language=lang)
    try:
        _match, table, _face, on_moon = at_moon_tile(app, 2)
        table.take(on_moon[0].args[0])
        assert table.hand is not None
        prompts = {}
        for tab in (0, 1):
            table.tab = tab
            app.frame([], 1 / 60)
            prompts[tab] = bar.prompt(table, table.view())
        assert prompts[0] == i18n.t("ui.supermoon.prompt.hand_moon")  # planet shown
        assert prompts[1] == i18n.t("ui.supermoon.prompt.hand_on_moon")  # moon shown
        assert prompts[0] != prompts[1]
        # put down (locked) over each board: « elsewhere on your planet » was said over the
        # Moon too (a newcomer's game, stop 97)
        table.lock = (0, 0)
        for tab in (0, 1):
            table.tab = tab
            app.frame([], 1 / 60)
            prompts[tab] = bar.prompt(table, table.view())
        assert prompts[0] == i18n.t("ui.supermoon.prompt.confirm_place")
        assert prompts[1] == i18n.t("ui.supermoon.prompt.confirm_place_moon")
    finally:
        app.quit()
