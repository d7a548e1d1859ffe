"""The save dialog suggests the game's title and round (a newcomer read « tsukuyumi-70 », the
game's id and a count of moves, and « supermoon-99 »)."""

from __future__ import annotations

import pytest
from ui_helpers import make_test_app

from game.core.match import Match
from game.ui.scenes.menu import suggested_name
from game.ui.tables import table_class


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["moonstar", "moonwakers", "supermoon", "tsukuyumi"])
def test_the_suggested_save_name_is_the_title_and_the_round(game: str, lang: str) -> None:
    from game.catalog import games
    from game.ui.tables.tsukuyumi.capture import demo_seats

    app = make_test_app(language=lang, ui_scale=1.0)
    try:
        info = next(g for g in games() if g.name == game)
        rules = info.rules
        n = 3
        match = Match(rules, demo_seats(n), 3, rules.check_setup(n, {}))
        table = table_class(game)(app, match, info)
        name = suggested_name(table)
        assert name.startswith(table.title.split(":")[0].strip()[:12])
        assert table.round_text() in name and len(name) <= 40
        assert not any(ch.isdigit() for ch in name.replace(table.round_text(), ""))
        # the load list does not name the game twice for a suggested name (stop 97)
        from game.ui.scenes.load import game_title, row_head

        head = row_head(name, game_title(game))
        assert head.count(table.title.split(":")[0].strip()[:8]) == 1
    finally:
        app.close()
