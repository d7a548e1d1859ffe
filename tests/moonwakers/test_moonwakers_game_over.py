"""The game-over line of the Moonwakers table: a tie on points names the higher single
combination that broke it (MW-7.4); a win on points and a shared victory keep the frame's
"wins!" line."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ui_helpers import Finished

from game.core.match import Match
from game.moonwakers.rules import RULES
from game.ui import i18n
from game.ui.scenes.gameover import GameOverScene
from tests.moonwakers.moonwakers_table_helpers import seats, start


def _over(match: Match, *combos: tuple[int, ...]):
    st = match.state
    players = tuple(replace(p, combos=c) for p, c in zip(st.players, combos, strict=True))
    return replace(st, players=players, over=True)


@pytest.mark.rule("MW-7.4")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_tie_on_points_names_the_higher_single_combination(app, lang) -> None:
    match = Match(RULES, seats(3), 5, RULES.check_setup(3, {}))
    table = start(app, match)
    i18n.set_language(lang)
    try:
        # Ana 10 + 5 and Ben 15 tie on 15; Ben's single card of 15 beats Ana's best of 10
        table.match = Finished(match, _over(match, (5, 1), (13,), (2,)))
        line = table.over_headline()
        assert line is not None and line.startswith("Ben") and "Ana" in line
        assert "Chloé" not in line and "15" in line and "10)" in line
        # a win on points, and a shared victory (the same best card too): the frame's line
        table.match = Finished(match, _over(match, (15,), (13,), (2,)))
        assert table.over_headline() is None
        assert GameOverScene(app, table).headline() == i18n.t("ui.over.winner", names="Ana")
        table.match = Finished(match, _over(match, (13,), (14,), (2,)))
        assert RULES.outcome(table.match.state).winners == (0, 1)
        assert table.over_headline() is None
        assert GameOverScene(app, table).headline() == i18n.t("ui.over.winners",
                                                               names="Ana, Ben")
    finally:
        table.match = match
        i18n.set_language("en")


@pytest.mark.rule("MW-7.3")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_results_say_why_the_game_ended_and_what_each_player_acquired(app, lang) -> None:
    """The results showed rank and points only (a newcomer's game): they now say why the
    game ended and show each player's combination cards and best card (the tie-break), and
    a row's tooltip names those cards."""
    match = Match(RULES, seats(3), 5, RULES.check_setup(3, {}))
    table = start(app, match)
    i18n.set_language(lang)
    try:
        over = replace(_over(match, (15,), (13, 5), (2,)), end_reason="stop", stopper=2)
        table.match = Finished(match, over)
        assert table.over_headline() is None  # a win on points: the frame's line, then why
        line = GameOverScene(app, table).headline()
        assert line == i18n.t("ui.over.winner", names="Ben") + " " + i18n.t(
            "ui.moonwakers.end.stop", name="Chloé")
        for reason in ("deck", "combinations"):
            table.match = Finished(match, replace(over, end_reason=reason, stopper=-1))
            assert GameOverScene(app, table).headline().endswith(
                i18n.t(f"ui.moonwakers.end.{reason}"))
        titles, values = table.score_details()
        assert titles == [i18n.t("ui.moonwakers.cat.cards"), i18n.t("ui.moonwakers.cat.best")]
        assert values == {0: [1, 17], 1: [2, 15], 2: [1, 5]}  # Ben: 15 + 10
        # Ben's row: his two cards by name, the best first, and their 25 points
        tip = table.over_tip(1).split("\n")
        assert len(tip) == 3 and "Ben" in tip[0] and "25" in tip[0]
        names = [table.combo_tip(c).split(" — ")[0] for c in (13, 5)]
        assert tip[1].startswith(names[0]) and tip[2].startswith(names[1])
        assert tip[1].endswith("15 points") and tip[2].endswith("10 points")
        table.match = Finished(match, replace(over, players=tuple(
            replace(p, combos=()) if i == 2 else p for i, p in enumerate(over.players))))
        assert table.over_tip(2) == i18n.t("ui.moonwakers.over.none", name="Chloé")
        table.match = match
        assert table.over_tip(0) is None  # not over: no results row to explain
    finally:
        table.match = match
        i18n.set_language("en")


def test_quitting_a_finished_game_says_where_to_find_it(app) -> None:
    """« Continue » does not resume a finished game (it is greyed out): quitting one no longer
    promises that it does (a newcomer's game, stop 96)."""
    from game.ui.scenes.menu import MenuScene

    match = Match(RULES, seats(3), 5, RULES.check_setup(3, {}))
    table = start(app, match)
    menu = MenuScene(app, table)
    app.push(menu)
    menu.quit_to_title()
    app.frame([], 1 / 60)
    assert app.top.message == i18n.t("ui.menu.quit_message")
    app.pop(app.top)
    app.frame([], 1 / 60)
    table.match = Finished(match, _over(match, (15,), (13,), (2,)))
    try:
        menu.quit_to_title()
        app.frame([], 1 / 60)
        assert app.top.message == i18n.t("ui.menu.quit_message_over")
    finally:
        table.match = match
