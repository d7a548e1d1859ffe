"""A hovered sheet (a faction's, a legendary Oni's) leaves the action bar's prompt in sight.

A screenshot review found the sheets at 150% reaching over the bar: the Boarlords' sheet took
the whole table area, bar included, and the Joueuse's (French) the map under the bar's extra
rows, so the prompt showed half hidden under a panel. A sheet now takes the map above the bar
as drawn, then the map and the right column above it, and the bar only when nothing else
holds it whole at a readable size (`TsukuyumiTable.sheet_areas`: the Nuée Noire and the
Cybersamurai at 150% in French); that sheet then takes the whole table area, the bar covered
rather than half hidden. The test hovers each sheet and compares the bar's pixels with the
frame before: they must not change.
"""

from __future__ import annotations

import pygame
import pytest
from test_ts_legendary_table import _with_figure
from test_tsukuyumi_table import move
from test_tsukuyumi_table_sheet import _table
from ui_helpers import make_test_app

from game.ui.tables.tsukuyumi import legendary_ui, sheet


def _bar_pixels(app, table) -> bytes:
    bar = table.action_bar_rect
    assert bar.h > 0
    return pygame.image.tobytes(app.screen.subsurface(bar), "RGB")


def _away(table) -> tuple[int, int]:
    """A point of the map far from rows and figures (nothing hovered there)."""
    return (table.map_rect.right - 3, table.map_rect.bottom - 3)


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_faction_sheet_leaves_the_bar_in_sight(scale: float, lang: str) -> None:
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        match, table = _table(app)
        shown = 0
        for seat in range(match.n_seats):
            move(app, _away(table))
            before = _bar_pixels(app, table)
            row = next(rect for rect, s in sheet.players_rows(table) if s == seat)
            move(app, row.center)
            assert table.sheet_at(row.center) == seat
            area, (above, whole) = table.sheet_areas()
            assert not above.colliderect(table.action_bar_rect)
            assert not area.colliderect(table.action_bar_rect)
            lay = sheet.layout(table, table.view(), seat, area, (above, whole))
            assert lay.fits
            if whole.contains(lay.panel) and not above.contains(lay.panel):
                # the last resort: at 150% in French the Nuée Noire's sheet needs 537 px at
                # the smallest type and the table above the bar holds 507; then it covers
                # the bar rather than cut a line
                assert not sheet.layout(table, table.view(), seat, above).fits
                # and it is taken whole, the bar under it covered, not its prompt cut half way
                assert lay.panel.bottom >= table.action_bar_rect.bottom - 12
                continue
            assert _bar_pixels(app, table) == before, (match.state.seats[seat].faction,
                                                        scale, lang)
            shown += 1
        assert shown >= 2  # the fallback is the exception (two sheets in French at 150%)
    finally:
        app.close()


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_legendary_sheet_leaves_the_bar_in_sight(scale: float, lang: str) -> None:
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        match, table = _with_figure(app, "gambler")  # the tallest legendary sheet
        move(app, _away(table))
        before = _bar_pixels(app, table)
        hit = next(h for h in table.hits if h.layer == "legend:gambler")
        move(app, hit.rect.center)
        assert legendary_ui.hovered(table, hit.rect.center) == "gambler"
        assert _bar_pixels(app, table) == before, (scale, lang)
    finally:
        app.close()
