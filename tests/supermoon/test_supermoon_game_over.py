"""The game-over line of the Planet Unknown table: a tie on medals names the tie-break that
decided it (PU-14.4), a clear win or a shared victory keeps the frame's line, and solo shows
the score against the target (PU-15.5)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ui_helpers import Finished

from game.core.match import COLOURS, SHAPES, Match, SeatConfig
from game.supermoon.rules import RULES
from game.supermoon.scoring import breakdown
from game.ui import i18n
from game.ui.tables.supermoon import SupermoonTable
from tests.supermoon.builders import make_board, paint, player, set_player, sq


def _table(app, n: int) -> tuple[SupermoonTable, Match]:
    seats = [SeatConfig(f"P{i + 1}", COLOURS[i], SHAPES[i], "human", "easy") for i in range(n)]
    match = Match(RULES, seats, 7, RULES.check_setup(n, {}))
    return SupermoonTable(app, match), match


def _over(match: Match, boards: list) -> object:
    """The match's state with these planets, ended with the totals they score."""
    st = match.state
    for seat, board in enumerate(boards):
        st = set_player(st, seat, player(board=board))
    scores = tuple(breakdown(st, s)["total"] for s in range(st.n))
    return replace(st, over=True, final_scores=scores)


def _covered(k: int, meteors: tuple[int, ...] = ()):
    """A planet with `k` squares of row 4 covered (no line complete, no icon)."""
    return make_board(paint([sq(x, 4) for x in range(1, 1 + k)], "c"), meteors=meteors)


@pytest.mark.rule("PU-14.4")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_tie_on_medals_names_the_tie_break_that_decided_it(app, lang) -> None:
    table, match = _table(app, 3)
    i18n.set_language(lang)
    try:
        # 0 medals each; P1 has the fewest bare squares (93 against 94 and 96)
        table.match = Finished(match, _over(match, [_covered(3), _covered(2), _covered(0)]))
        line = table.over_headline()
        assert line is not None and line.startswith("P1")
        assert "P2, P3" in line and "93" in line and "94" in line
        # the same bare squares: P2 wins with no meteorite on its planet against P1's one
        table.match = Finished(match, _over(match, [_covered(3, (sq(6, 6),)), _covered(3),
                                                     _covered(0)]))
        line = table.over_headline()
        assert line is not None and line.startswith("P2") and "P1" in line
        assert "P3" not in line  # tied on medals only: the bare squares put it out
        assert "(0 " in line and " 1)" in line  # no meteorite against P1's one
    finally:
        table.match = match
        i18n.set_language("en")


def test_a_clear_win_or_a_shared_victory_keeps_the_frames_line(app) -> None:
    table, match = _table(app, 2)
    table.match = Finished(match, _over(match, [_covered(2), _covered(2)]))
    assert table.over_headline() is None  # still tied after PU-14.4: shared victory
    won = _over(match, [_covered(2), _covered(0)])
    won = set_player(won, 0, replace(won.players[0], tracks=(2, 0, 0, 0, 0)))  # civ M1
    table.match = Finished(match, replace(won, final_scores=(1, 0)))
    assert table.over_headline() is None
    table.match = Finished(match, match.state)  # not over yet
    assert table.over_headline() is None


@pytest.mark.rule("PU-15.5")
def test_solo_shows_the_score_against_the_target_and_the_ladder(app) -> None:
    from game.supermoon.rules import target

    table, match = _table(app, 1)
    st = replace(match.state, over=True, final_scores=(50,))
    table.match = Finished(match, st)
    line = table.over_headline()
    goal = target(st)
    assert line is not None and "50" in line and str(goal) in line
    assert f"{50 - goal:+d}".replace("-", "\u2212") in line  # a true minus sign


@pytest.mark.rule("PU-11.2")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_results_row_names_the_objectives_and_civ_cards_that_scored(app, lang) -> None:
    """The results gave one number for the objectives and never named a private objective
    met: a row's tooltip now lists each objective with what it scored, and the end-game civ
    cards by name (all public once the game is over, PU-19.2)."""
    import re

    from game.supermoon.data import CIV_CARDS, OBJECTIVES
    from game.supermoon.objectives import private_met
    from game.ui.scenes.gameover import GameOverScene

    table, match = _table(app, 2)
    i18n.set_language(lang)
    try:
        ends = [c for c in sorted(CIV_CARDS) if CIV_CARDS[c].timing == "end_game"][:2]
        now = next(c for c in sorted(CIV_CARDS) if CIV_CARDS[c].timing == "immediate")
        st = _over(match, [_covered(5), _covered(1)])
        shared = {c for c, _a, _b in st.neighbour_objectives}
        # card 60's private side holds on this planet, the first other one does not
        mine = (60, next(c for c in sorted(OBJECTIVES) if c not in shared | {60}))
        st = set_player(st, 0, replace(st.players[0], objectives=mine, civ=(ends[0], now,
                                                                           ends[1])))
        table.match = Finished(match, st)
        lines = table.over_tip(0).split("\n")
        assert "P1" in lines[0]
        bullets = [ln.removeprefix("• ") for ln in lines if ln.startswith("• ")]
        objective_lines = bullets[:5]
        names = [i18n.t(f"sm.obj.{c}.neighbour.name") for c, _a, _b in st.neighbour_objectives]
        names += [i18n.t(f"sm.obj.{c}.private.name") for c in mine]
        assert [ln.split(",")[0].split(" (")[0] for ln in objective_lines] == names
        assert all("P2" in ln for ln in objective_lines[:3])  # each shared with P2
        met = [private_met(st.players[0], c) for c in mine]
        assert met == [True, False]
        assert [("+5" in ln) for ln in objective_lines[3:]] == met
        # the +n of the lines add up to the Objectives column
        assert sum(int(n) for n in re.findall(r"\+(\d+)$", "\n".join(objective_lines),
                                              re.M)) == breakdown(st, 0)["objectives"]
        # the end-game cards by name; an immediate card scored nothing
        assert lines[-3] == i18n.t("ui.supermoon.over.civ")
        assert bullets[5:] == [i18n.t(f"sm.civ.{c}.name") for c in ends]
        # the dialog shows it on that row, which lights up under the mouse
        scene = GameOverScene(app, table)
        scene.layout(*app.screen.get_size())
        scene.draw(app.screen)
        row, seat = next((r, s) for r, s in scene.rows if s == 0)
        assert scene.tooltip_at(row.center) == table.over_tip(0)
        assert scene.tooltip_at((row.centerx, row.bottom + 200)) != table.over_tip(0)
        table.match = Finished(match, match.state)
        assert table.over_tip(0) is None  # not over: the secrets stay secret
    finally:
        table.match = match
        i18n.set_language("en")
