"""The solo objective choice tells a newcomer what a click does (stop-65 screenshot review:
"Choose 3 objectives to keep" under four cards, with no count and no confirm, read as if a
click might discard). The bar says a click keeps a card and counts down what is left to
keep; a click keeps one (PU-15.2: draw 4, keep 3)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.core.match import Match  # noqa: E402
from game.supermoon.rules import RULES  # noqa: E402
from game.ui.tables.supermoon import bar  # noqa: E402
from tests.supermoon.test_supermoon_table import click, seats, start  # noqa: E402


@pytest.mark.rule("PU-15.2")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_click_keeps_an_objective_and_the_bar_counts_down(lang: str) -> None:
    app = make_test_app(language=lang)
    try:
        match = Match(RULES, seats(1), 4)
        table = start(app, match)
        me = table.view().players[0]
        assert len(me.offer) == 4 and me.keep == 3
        for left in (3, 2, 1):
            text = bar.prompt(table, table.view())
            assert text == table.t("ui.supermoon.prompt.objective", n=left)
            assert str(left) in text and "ui." not in text
            assert text.startswith(("Click", "Cliquez"))  # what a click does, said first
            kept = len(table.view().players[0].objectives)
            card = next(h for h in table.hits if h.action is not None
                        and getattr(h.action, "kind", "") == "objective"
                        and h.action.args[0] not in table.view().players[0].objectives)
            click(app, card.rect.center)
            assert len(table.view().players[0].objectives) == kept + 1
        assert len(table.view().players[0].objectives) == 3
    finally:
        app.close()
