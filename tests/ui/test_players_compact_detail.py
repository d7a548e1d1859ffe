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
    table_chrome._draw_beside(app.screen, [(("Bot · Normal",), 400, (0, 0)),
                                           (("Bot · Difficile", "Bot"), 5, (0, 40))])
    assert out == ["Bot · Normal"]
    assert cuts == []


def test_a_bot_s_level_gives_way_before_bot_does(app, monkeypatch) -> None:
    """A screenshot review (stop 80): at 6 seats, 150%, a longer name with a two-digit score
    left no room for « Bot · Normal », and the row said nothing, as a human's would not. The
    level gives way first, on every row alike (a mix of « Bot » and « Bot · Normal » read as
    two kinds of bot); a detail with no room even so is left out."""
    out = []
    monkeypatch.setattr(assets, "text", lambda s, *a, **k: out.append(s) or assets.font(11)
                        .render(s, True, (0, 0, 0)))
    room = assets.font(table_chrome._lowest_beside()).size("Bot")[0] + 2
    rows = [(("Bot · Normal", "Bot"), 400, (0, 0)), (("Humain",), 400, (0, 40))]
    table_chrome._draw_beside(app.screen, rows)
    assert out == ["Bot · Normal", "Humain"]  # room for all: the full forms
    out.clear()
    table_chrome._draw_beside(app.screen, [*rows, (("Bot · Normal", "Bot"), room, (0, 80)),
                                           (("Humain",), 1, (0, 120))])
    assert out == ["Bot", "Humain", "Bot"]
    out.clear()  # a row with room for no form leaves the others' full forms
    table_chrome._draw_beside(app.screen, [*rows, (("Humain",), 1, (0, 120))])
    assert out == ["Bot · Normal", "Humain"]


def test_eight_humans_each_say_human_or_on_screen(monkeypatch) -> None:
    """Eight humans at 150% in French: « À l'écran » is too long beside « Joueur 1 », which
    then says « Humain » like the others rather than nothing."""
    from game.core.match import COLOURS, SHAPES, Match, SeatConfig
    from game.moonstar.rules import RULES
    from game.ui import i18n, theme
    from game.ui.tables.moonstar import capture as cap

    app = cap.make_app(lang="fr", scale=1.5, speed="instant")
    try:
        seats = [SeatConfig(f"Joueur {i + 1}", COLOURS[i], SHAPES[i], "human", "normal")
                 for i in range(8)]
        table = cap.show(app, Match(RULES, seats, 3, RULES.check_setup(8, {})))
        table.viewer = 0
        drawn: list[str] = []
        real = assets.text
        monkeypatch.setattr(assets, "text", lambda s, *a, **k: drawn.append(s) or real(s, *a,
                                                                                        **k))
        table_chrome._draw_players(table, app.screen)
        assert table.player_row_h < table_chrome.px(40)
        details = [s for s in drawn if s in (table.t("ui.table.human"),
                                             table.t("ui.table.on_screen"))]
        assert len(details) == 8, drawn
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")
