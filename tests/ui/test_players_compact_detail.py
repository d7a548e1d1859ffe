"""The players panel's compact rows (6 seats at 150%: a row too short for a detail line) say
who is a bot beside the name (stop 77: the names stood alone, nothing told a bot from a
human), in one type size for every row, and never cut."""

from __future__ import annotations

import pytest
from ui_helpers import make_test_app

from game.ui import assets
from game.ui.scenes import table_chrome
from game.ui.tables.supermoon import capture


@pytest.fixture
def app():
    app = make_test_app(language="fr", ui_scale=1.5)
    yield app
    app.quit()


def test_compact_rows_show_human_or_bot_beside_the_name(app, monkeypatch) -> None:
    drawn: list[tuple[str, int]] = []
    real = assets.text

    def text(string, size, *args, **kwargs):
        drawn.append((string, size))
        return real(string, size, *args, **kwargs)

    _match, table = capture.open_table(app, 6, {}, 5)
    assert table.player_row_h < table_chrome.px(40)  # the compact layout is what is tested
    monkeypatch.setattr(assets, "text", text)
    table.players_layer.fresh = lambda *a: False  # draw the panel again, not its cached layer
    table_chrome._draw_players(table, app.screen)
    human, bot = table.t("ui.table.human"), table.t(
        "ui.table.bot_level", level=table.t("ui.level.normal"))
    sizes = {size for string, size in drawn if string in (human, bot)}
    assert [s for s, _ in drawn].count(bot) == 5
    assert [s for s, _ in drawn].count(human) + [s for s, _ in drawn].count(
        table.t("ui.table.on_screen")) == 1
    assert len(sizes) == 1 and min(sizes) >= 11


def test_a_detail_too_long_for_its_row_is_left_out_not_cut(app, monkeypatch) -> None:
    cuts: list = []
    monkeypatch.setattr(assets, "_cuts", cuts)
    out = []
    monkeypatch.setattr(assets, "text", lambda s, *a, **k: out.append(s) or assets.font(11)
                        .render(s, True, (0, 0, 0)))
    table_chrome._draw_beside(app.screen, [("Bot · Normal", 400, (0, 0)),
                                           ("Bot · Difficile", 5, (0, 40))])
    assert out == ["Bot · Normal"]
    assert cuts == []
