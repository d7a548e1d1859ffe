"""The history card's column names are read whole at 8 seats.

A stop-60 mouse pilot with 8 humans at 150% in French read the last column's name as
« Joueur… »: staggered names may use two columns' width, but the last one, centred on its
column near the card's edge, was given only twice its distance to that edge. It now ends at
the card's edge instead, still under its marker, short of its row's previous name.
"""

from __future__ import annotations

import pytest

from game.core.match import COLOURS, SHAPES, Match, SeatConfig
from game.moonstar.rules import RULES
from game.ui.tables.moonstar import capture as cap


@pytest.mark.parametrize(("lang", "scale"), [("fr", 1.5), ("en", 1.5), ("fr", 1.0)])
@pytest.mark.parametrize("n", [5, 8])
def test_every_column_name_is_whole(lang: str, scale: float,
                                                         n: int) -> None:
    from ui_helpers import make_test_app, texts_drawn

    from game.ui import assets, i18n, theme

    a = make_test_app(language=lang, ui_scale=scale)
    try:
        names = [i18n.t("ui.setup.default_name", n=i + 1) for i in range(n)]
        cfg = [SeatConfig(name, COLOURS[i], SHAPES[i], "human", "normal")
               for i, name in enumerate(names)]
        table = cap.show(a, Match(RULES, cfg, 4, {}))
        table.history_open = True
        assets.fit.cache_clear()  # a cut is noted when it is computed
        with texts_drawn() as drawn, assets.recording_cuts() as cuts:
            cap.frames(a, 1 / 60)
        assert not [c for c in cuts if c[0] in names or c[0].startswith(names[0][:5])], cuts
        strings = [s for s, _size in drawn]
        assert all(name in strings for name in names), strings
    finally:
        a.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


@pytest.mark.parametrize("n", [4, 8])
def test_every_column_name_has_one_type_size(n: int) -> None:
    """« Joueur 1 » headed its column smaller than « Selene » beside it (a newcomer's Game 11
    in French at 150%, stop 97): the names share the size the longest one needs."""
    from ui_helpers import make_test_app, texts_drawn

    from game.ui import i18n, theme

    a = make_test_app(language="fr", ui_scale=1.5)
    try:
        names = ["Joueur 1", "Selene", "Joueur 3", "Luna", "Joueur 5", "Io", "Joueur 7",
                 "Europe"][:n]
        cfg = [SeatConfig(name, COLOURS[i], SHAPES[i], "human", "normal")
               for i, name in enumerate(names)]
        table = cap.show(a, Match(RULES, cfg, 4, {}))
        table.history_open = True
        cap.frames(a, 1 / 60)
        from game.ui.tables.moonstar import summary

        with texts_drawn() as drawn:  # the card alone: the player list sets names its way
            summary.draw_history(table, a.screen, table.view())
        sizes = {size for s, size in drawn if s in names}
        assert len(sizes) == 1, drawn
    finally:
        a.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


def test_roll_off_names_have_one_type_size() -> None:
    """The same in the roll-off's one-line rows (8 seats at 150%)."""
    from ui_helpers import make_test_app, texts_drawn

    from game.ui import i18n, theme
    from game.ui.tables.moonstar import setup

    a = make_test_app(language="fr", ui_scale=1.5)
    try:
        names = ["Joueur 1", "Selene", "Joueur 3", "Luna", "Joueur 5", "Io", "Joueur 7",
                 "Europe"]
        cfg = [SeatConfig(name, COLOURS[i], SHAPES[i], "human", "normal")
               for i, name in enumerate(names)]
        table = cap.show(a, Match(RULES, cfg, 4, {}))
        cap.frames(a, 1 / 60)
        with texts_drawn() as drawn:
            setup.draw_rolloff(table, a.screen, table.view())
        sizes = {size for s, size in drawn if s in names}
        assert len(sizes) == 1 and len({s for s, _ in drawn if s in names}) == 8, drawn
    finally:
        a.close()
        theme.set_scale(1.0)
        i18n.set_language("en")
