"""One table scene per game, all built on `scenes.table_frame.TableScene`.

`open_table(app, match)` puts the right table on screen (title underneath); games without a
dedicated table yet use the generic one, which lists legal actions as buttons.
"""

from __future__ import annotations

from game.ui.tables.generic import GenericTable


def table_class(game: str) -> type:
    """The table scene class for a game (generic when none is registered)."""
    tables: dict[str, type] = {}
    try:  # static import so PyInstaller bundles it
        from game.ui.tables.moonstar import MoonstarTable

        tables["moonstar"] = MoonstarTable
    except ImportError:
        pass
    from game.ui.tables.moonwakers import MoonwakersTable

    tables["moonwakers"] = MoonwakersTable
    return tables.get(game, GenericTable)


def make_table(app, match):
    """A table scene for a match."""
    from game.ui.scenes.title import game_list

    info = next((g for g in game_list() if g.name == match.rules.name), None)
    return table_class(match.rules.name)(app, match, info)


def open_table(app, match) -> None:
    """Show a match: the stack becomes [title, table]."""
    from game.ui.scenes.title import TitleScene

    app.reset(TitleScene(app))
    app.push(make_table(app, match))
