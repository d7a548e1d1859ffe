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
