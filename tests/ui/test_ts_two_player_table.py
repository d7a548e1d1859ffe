"""The Tsukuyumi table at two seats (TS-13): the setup screen offers two players and says the
mode's cards are reconstructed; the board build by mouse; the Victory cards with tooltips in
the seat rows, the right column and the final score; the hot-seat curtain before each secret
pick at two humans (TS-40.7)."""

from __future__ import annotations

import random

import pytest
from test_tsukuyumi_table import click, free_point, kinds, last, play_until, start
from ui_helpers import Finished, distinct_colours

from game.tsukuyumi import two_player
from game.ui import assets, i18n, theme
from game.ui.i18n import t
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.setup import SetupScene
from game.ui.tables.tsukuyumi import TsukuyumiTable, two_player_ui
from game.ui.tables.tsukuyumi.capture import choose
from game.ui.widgets.base import Label


def _setup(app) -> SetupScene:
    from test_ts_title_setup import open_setup

    return open_setup(app)


@pytest.mark.rule("TS-0.8", "TS-0.2", "TS-13.8")
def test_the_setup_screen_offers_two_players_and_labels_the_mode(app) -> None:
    scene = _setup(app)
    assert len(scene.seats) == 3  # TS-0.8: 3 stays the default
    scene.remove_seat(2)
    app.frame([], 1 / 60)
    assert len(scene.seats) == 2 and scene.error is None
    labels = [w.text for w in scene.opt_area.children if isinstance(w, Label)]
    assert t("ts.help.two_player_mode") in labels  # the mode in words, reconstructed cards
    assert t("ts.option.board") not in labels and t("ts.option.length") not in labels
    assert t("ts.option.factions") in labels
    factions = next(w for w in scene.opt_area.children if isinstance(w, Label)
                    and w.text == t("ts.option.factions"))
    tip = factions.tooltip() if callable(factions.tooltip) else factions.tooltip
    assert t("ts.help.reconstructed.two_player") in tip
    scene.remove_seat(1)  # no fewer than two (min_seats 2)
    assert len(scene.seats) == 2
    scene.start()
    app.frame([], 1 / 60)
    assert isinstance(app.top, TsukuyumiTable) and app.top.match.state.n == 2


@pytest.mark.rule("TS-13.4")
def test_the_board_build_by_mouse(app) -> None:
    match, table = start(app, 2, {}, seed=12)
    play_until(match, table, lambda m: "tile" in kinds(m))
    view = match.view(0)
    text = two_player_ui.build_prompt(table, view)
    assert text is not None and str(view.pile_size) in text
    assert distinct_colours(app.screen) > 40
    legal = [a for a in match.legal_actions(0) if a.kind == "tile"]
    action = next(a for a in legal if free_point(table, a.args[:2]) is not None)
    before = len(match.steps)
    click(app, free_point(table, action.args[:2]))
    if table.popup is not None:  # a tile with barriers: its rotations to choose from
        table.act(table.popup.items[0][1])
        app.frame([], 1 / 60)
    assert len(match.steps) == before + 1 and last(match).kind == "tile"
    assert last(match).args[:2] == action.args[:2]


@pytest.mark.rule("TS-13.4")
def test_a_click_off_the_lit_spaces_changes_nothing(app) -> None:
    match, table = start(app, 2, {}, seed=12)
    play_until(match, table, lambda m: "tile" in kinds(m))
    before = len(match.steps)
    table.click_cell((0, 0))  # the Moon centre: no tile goes there
    app.frame([], 1 / 60)
    assert len(match.steps) == before and match.state.phase == "tile"


@pytest.mark.rule("TS-13.10", "TS-40.2")
def test_victory_cards_with_tooltips_in_the_rows_and_the_column(app) -> None:
    match, table = start(app, 2, {"factions": "random"}, seed=14)
    play_until(match, table, lambda m: m.state.round == 2 and m.state.phase == "blue")
    for seat in (0, 1):
        cards = two_player.seat_cards(match.state, seat)
        (chip,) = two_player_ui.seat_chips(table, match.view(0), seat)
        for card in cards:  # both cards of every seat: public (TS-40.2)
            assert t(f"ts.victory.{card.key}.name") in chip[1]
            assert t(f"ts.victory.{card.key}.text") in chip[1]
            assert any(h.tip == two_player_ui.card_tip(table, seat, card) for h in table.hits
                       if h.rect.colliderect(table.hud_rect))
    heads = [head for head, _ in two_player_ui.card_lines(table, match.view(0))]
    assert heads[0] == t("ts.ui.victory.head", who="Ana")  # the viewer's cards first


@pytest.mark.rule("TS-13.10")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_victory_lines_fit_the_column_at_150(app, lang) -> None:
    from dataclasses import replace

    i18n.set_language(lang)
    app.apply_settings(replace(app.settings, ui_scale=1.5))
    try:
        match, table = start(app, 2, {"factions": "random"}, seed=14)
        width = table.hud_rect.w - theme.px(30)  # the column's chips (hud._draw_cards)
        for card in two_player.VICTORY_CARDS:
            line = t("ts.ui.victory.line", name=t(f"ts.victory.{card.key}.name"), n=12)
            fitted, _ = assets.fitted(line, theme.px(13), width)
            assert fitted == line, line  # shrunk at worst, never cut
    finally:
        app.apply_settings(replace(app.settings, ui_scale=1.0))
        theme.set_scale(1.0)
        i18n.set_language("en")


@pytest.mark.rule("TS-13.1", "TS-13.2")
def test_the_final_score_by_victory_card_kind(app) -> None:
    match, table = start(app, 2, {"factions": "random"}, seed=5)
    rng = random.Random(5)
    while not match.is_over:
        seat = match.to_act()[0]
        table.submit_as(seat, choose(list(match.legal_actions(seat)), rng), quiet=True)
    for _ in range(4):
        app.frame([], 1 / 60)
    assert isinstance(app.top, GameOverScene)
    titles, values = table.score_details()
    assert titles == [t("ts.ui.over.victory_marked"), t("ts.ui.over.victory_end")]
    st = match.state
    for seat in (0, 1):
        assert sum(values[seat]) == st.final[seat]


@pytest.mark.rule("TS-40.7")
def test_two_humans_get_a_curtain_before_each_secret_pick(app) -> None:
    match, table = start(app, 2, {"factions": "random"}, seed=9, humans=2)
    play_until(match, table, lambda m: m.state.phase == "draft")
    for _ in range(3):
        app.frame([], 1 / 60)
    assert isinstance(app.top, CurtainScene) and table.viewer is None
    first = app.top.seat
    app.top.armed_in = 0.0
    app.top.reveal()
    for _ in range(2):
        app.frame([], 1 / 60)
    assert table.viewer == first
    pick = next(h.action for h in table.hits if getattr(h.action, "kind", "") == "pick")
    assert pick.args[0] > 100  # a card of the 2-player deck (P01 …)
    table.submit(pick)
    for _ in range(3):
        app.frame([], 1 / 60)
    assert isinstance(app.top, CurtainScene) and app.top.seat != first


@pytest.mark.rule("TS-10.10", "TS-13.1")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_tie_on_vp_says_the_initiative_order_broke_it(app, lang) -> None:
    from dataclasses import replace

    from game.ui.tables.tsukuyumi import hud

    match, table = start(app, 2, {"factions": "random"}, seed=5)
    rng = random.Random(5)
    while not match.is_over:
        seat = match.to_act()[0]
        table.submit_as(seat, choose(list(match.legal_actions(seat)), rng), quiet=True)
    st = match.state
    i18n.set_language(lang)
    try:
        first, second = st.initiative[0], st.initiative[1]
        table.match = Finished(match, replace(st, final=(3, 3), winners=(first,)))
        line = table.over_headline()
        assert line is not None
        assert line.startswith(table.name(first)) and table.name(second) in line
        assert "3" in line and t("ts.ui.over.initiative").lower()[:6] in line.lower()
        # the log's final line says it too, each score with its player
        logged = table.describe("ts.final", {"scores": [3, 3], "winners": [first],
                                             "seat": first})
        assert logged == t("ts.final_tie", scores=f"{table.name(0)} 3, {table.name(1)} 3",
                           seat=table.name(first), others=table.name(second))
        # a clear win keeps the frame's usual "wins!" line
        table.match.state = replace(st, final=(5, 3), winners=(0,))
        assert table.over_headline() is None
        assert hud.over_headline(table) is None
        # shown over the ranking: the dialog draws the headline instead of "wins!"
        table.match.state = replace(st, final=(3, 3), winners=(second,))
        assert table.over_headline().startswith(table.name(second))
    finally:
        table.match = match
        i18n.set_language("en")

