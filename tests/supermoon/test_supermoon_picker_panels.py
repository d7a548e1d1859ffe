"""The planet and corporation pickers cover the board under them (PU-17.1, PU-18.1), and the
planet picker's preview reads.

A screenshot review saw the medal coins of the planet under the planet picker show through
its panel (drawn at 245 of 255); the panels that take the board's whole area are opaque now,
like the fragment faces' (`test_supermoon_picker_texts.py`). The preview's row and column
medals were coins of 10 px with 9 px digits; in a cell under 26 px a medal is its gold number
alone, at least 10 px.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app, texts_drawn  # noqa: E402

from game.supermoon.data import PLANETS  # noqa: E402
from game.ui.tables.supermoon import planet  # noqa: E402
from game.ui.tables.supermoon.capture import open_table  # noqa: E402
from game.ui.tables.supermoon.planet import planet_map  # noqa: E402
from game.ui.theme import px  # noqa: E402

FILL = (16, 20, 44)


def _strip_is_plain(app, table) -> None:
    """Every pixel of a strip inside the panel, right of its title and above the planet
    looked at, is the panel's own colour (the board's medal row lies under it)."""
    panel = table.region("own_board").inflate(-px(10), -px(10))
    y = panel.y + px(3)
    colours = {tuple(app.screen.get_at((x, y)))[:3]
               for x in range(panel.centerx, panel.right - px(12))}
    assert colours == {FILL}, colours


@pytest.mark.rule("PU-17.1")
@pytest.mark.parametrize("lang, scale", [("en", 1.0), ("fr", 1.5)])
def test_the_planet_picker_hides_the_board_under_it(lang, scale):
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        match, table = open_table(app, 1, {"planets": "choice"}, 7)
        app.draw()
        _strip_is_plain(app, table)
        table.pick = 7  # Lacuna, the capture's
        # the board's picture is cached across tests (an earlier test drawing Lacuna at this
        # size left no text for the spy to see: the test failed in some orders)
        planet._board_picture.cache_clear()
        with texts_drawn() as drawn:
            app.draw()
        medals = set(map(str, planet_map(PLANETS[7].key).row_medals)) - {"0"}
        assert medals <= {text for text, _ in drawn}  # the preview's medals are drawn …
        assert min(size for _, size in drawn) >= 10  # … and nothing in the frame is tiny
    finally:
        app.quit()


@pytest.mark.rule("PU-18.1")
@pytest.mark.parametrize("lang, scale", [("en", 1.0), ("fr", 1.5)])
def test_the_corporation_picker_hides_the_board_under_it(lang, scale):
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        match, table = open_table(app, 1, {"corporations": "choice"}, 7)
        app.draw()
        _strip_is_plain(app, table)
        # the panel over the station is as wide as the cards column it hides: 4 px inside
        # it, the objective chips showed at its right edge (a stop-64 screenshot review)
        from game.ui.tables.supermoon.pick import side_panel

        side, cards = side_panel(table), table.region("cards")
        assert side.x <= cards.x and side.right >= cards.right
    finally:
        app.quit()


@pytest.mark.rule("PU-18.1")
@pytest.mark.parametrize("lang, scale", [("en", 1.0), ("fr", 1.5)])
def test_what_the_corporation_picker_covers_answers_no_hover(lang, scale):
    """The corporation's panel covers the cards' column: hovering over its top showed the
    civ cards' and the corporation's chip tooltips drawn under it ("No civ card yet: …")."""
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        match, table = open_table(app, 1, {"corporations": "choice"}, 7)
        app.draw()
        cards = table.region("cards")
        corp = table.region("station").union(cards)
        assert corp.contains(cards)
        # the chips of the cards' column are gone from the targets; the panel's own remain
        chips = [h for h in table.hits if cards.contains(h.rect) and h.rect.h < px(30)
                 and h.rect.w >= cards.w - px(2)]
        assert not chips, [h.text()[:40] for h in chips]
    finally:
        app.quit()


@pytest.mark.parametrize("lang, scale", [("en", 1.0), ("fr", 1.5)])
def test_a_card_choice_panel_reaches_the_planet_s_last_row(lang, scale):
    """The civ and objective choices' panel ends 2 px above the board area's bottom: 5 px
    above it, the planet's lowest squares showed a beige edge under it (a stop-64 review)."""
    from game.ui.tables.supermoon import overlays

    app = make_test_app(language=lang, ui_scale=scale)
    try:
        match, table = open_table(app, 1, {}, 7)
        area = table.region("own_board")
        for n in (2, 7):  # one column over the planet; two over the planet and the station
            panel = overlays._card_panel(table, [("Card", "A short text.")] * n)[0]
            assert area.bottom - px(2) - 1 <= panel.bottom <= area.bottom
    finally:
        app.quit()
