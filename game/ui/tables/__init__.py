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
    from game.ui.tables.supermoon import SupermoonTable

    tables["supermoon"] = SupermoonTable
    from game.ui.tables.tsukuyumi import TsukuyumiTable

    tables["tsukuyumi"] = TsukuyumiTable
    return tables.get(game, GenericTable)


def make_table(app, match):
    """A table scene for a match."""
    from game.ui.scenes.title import game_list

    info = next((g for g in game_list() if g.name == match.rules.name), None)
    return table_class(match.rules.name)(app, match, info)


def open_table(app, match) -> None:
    """Show a match: the stack becomes [title, table].

    Every way into a table (new game, Continue, Load, a load from the in-game menu, Rematch)
    comes through here, so here the match is bound to the autosave file and written at once:
    from this moment every action is saved, whichever path opened it.
    """
    from game.ui.scenes.title import TitleScene
    from game.userdirs import autosave_path

    match.autosave_to(autosave_path())
    app.reset(TitleScene(app))
    app.push(make_table(app, match))


def game_in_progress(app):
    """The match of the table on the stack when it is not over (None otherwise)."""
    from game.ui.scenes.table_frame import TableScene

    table = app.find(TableScene)
    match = getattr(table, "match", None)
    return match if match is not None and not match.is_over else None
