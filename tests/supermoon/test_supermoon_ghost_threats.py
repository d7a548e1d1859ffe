"""A legal placement that loses a piece says so before it is confirmed (PU-7.5, PU-8.1).

A newcomer's hot-seat game (stop 96): the ghost stood green over a lifepod and over the
player's own rover; only the log said afterwards « recouvre une capsule de sauvetage : elle
est perdue » and « Un rover de Joueur 1 est détruit ». The squares now show red under the
green ghost and the bar says what the tile would cover."""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_supermoon_table import seats, start, to_place  # noqa: E402
from ui_helpers import make_test_app, texts_drawn  # noqa: E402

from game.core.match import Match  # noqa: E402
from game.supermoon import board as geo  # noqa: E402
from game.supermoon.rules import RULES  # noqa: E402
from game.ui.tables.supermoon import bar as smbar  # noqa: E402


def _over_a_lifepod(table, match):
    """Seat 0 holding a tile locked where it covers a lifepod (a few rounds in)."""
    rng = random.Random(5)
    for _ in range(12):
        to_place(table, match, rng)
        me = match.view(0).players[0]
        pods = set(me.boards[0].lifepods)
        g = geo.geometry(me.boards[0].key)
        for action in [a for a in match.legal_actions(0) if a.kind == "place"]:
            slot, form, x, y, board = action.args
            covered = {g.square(x + s.x, y + s.y)
                       for s in geo.form_of(match.view(0).tops[slot], form)}
            if board == 0 and covered & pods:
                table.take(slot)
                table.hand.form = form
                table.lock = (x, y)
                return sorted(covered & pods)
        table.submit(next(a for a in match.legal_actions(0) if a.kind == "place"))
    raise AssertionError("no placement over a lifepod")


@contextmanager
def _locked(lang: str = "en", scale: float = 1.0) -> Iterator[tuple]:
    """(app, match, table, pods): seat 0 holding a tile locked over lifepods `pods`."""
    from game.ui import i18n, theme

    a = make_test_app(language=lang, ui_scale=scale)
    try:
        match = Match(RULES, seats(2), 3)
        table = start(a, match)
        yield a, match, table, _over_a_lifepod(table, match)
    finally:
        a.close()
        theme.set_scale(1.0)
        i18n.set_language("en")


def _bar_words(a, table) -> list[str]:
    """The bar's prompt as drawn, word by word (its buttons' labels left out)."""
    labels = [b[0] for b in smbar.buttons(table, table.view())]
    with texts_drawn() as drawn:
        smbar.draw_bar(table, a.screen, table.view(), table.region("bar"))
    return " ".join(x for x, _size in drawn if x not in labels).split()


@pytest.mark.rule("PU-8.1")
@pytest.mark.parametrize(("lang", "scale"), [("en", 1.0), ("fr", 1.5)])
def test_a_placement_over_a_lifepod_is_marked_and_said(lang: str, scale: float) -> None:
    from game.ui import assets, i18n

    with _locked(lang, scale) as (a, _match, table, pods):
        a.frame([], 1 / 60)
        assert table.ghost_threats() == ([], pods)
        want = i18n.t("ui.supermoon.prompt.threat_locked",
                      what=i18n.t("ui.supermoon.threat.pods", n=len(pods)))
        with assets.recording_cuts() as cuts:
            words = _bar_words(a, table)
        assert cuts == [], cuts
        assert words == want.split()
        table.lock = None  # the ghost elsewhere (off the planet): nothing is threatened
        table.mouse = (0, 0)
        assert table.ghost_threats() == ([], [])


@pytest.mark.rule("PU-7.5")
@pytest.mark.parametrize(("lang", "scale"), [("en", 1.0), ("fr", 1.5)])
def test_a_placement_over_the_players_rover_names_it(lang: str, scale: float) -> None:
    import dataclasses

    from game.supermoon.state import Rover

    with _locked(lang, scale) as (a, match, table, pods):
        # a rover of seat 0 on one covered square, the lifepod on it gone: only the rover
        st = match.state
        work = st.work[0]
        b = work.boards[0]
        board = dataclasses.replace(b, lifepods=tuple(p for p in b.lifepods if p != pods[0]))
        work = dataclasses.replace(work, boards=(board,) + work.boards[1:],
                                   rovers=work.rovers + (Rover(0, pods[0]),))
        match._states[-1] = dataclasses.replace(st, work=(work,) + st.work[1:])
        table._view_cache = None
        assert table.ghost_threats() == ([pods[0]], pods[1:])
        want = smbar.prompt(table, table.view())
        assert table.t("ui.supermoon.threat.rovers", n=1) in want
        assert _bar_words(a, table) == want.split()


@pytest.mark.parametrize(("lang", "scale"), [("en", 1.5), ("fr", 1.5)])
def test_the_longest_warning_fits_the_bar(lang: str, scale: float, monkeypatch) -> None:
    """Two rovers and two lifepods under one tile: the bar still says it whole."""
    from game.ui import i18n

    with _locked(lang, scale) as (a, _match, table, _pods):
        monkeypatch.setattr(type(table), "ghost_threats", lambda self: ([1, 2], [3, 4]))
        want = smbar.prompt(table, table.view())
        assert i18n.t("ui.supermoon.threat.pods", n=2) in want
        assert _bar_words(a, table) == want.split()


@pytest.mark.rule("PU-2.4")
def test_end_turn_with_movement_left_says_it_is_lost(monkeypatch) -> None:
    """Movement left at the end of the turn is lost (PU-2.4): End turn's tip says so, and
    the button is no longer the default one while some is left (Enter no longer ends a turn
    with a rover still to move)."""
    import dataclasses

    from game.ui.tables.supermoon.choices import Options

    with _locked() as (a, match, table, _pods):
        table.drop_hand()
        done = object()
        base = Options()
        monkeypatch.setattr(type(table), "options",
                            lambda self: dataclasses.replace(base, done=done, moves={(0, 0): done}))
        st = match.state
        me = dataclasses.replace(st.work[0], moves=2)
        match._states[-1] = dataclasses.replace(st, work=(me,) + st.work[1:])
        table._view_cache = None
        end = next(b for b in smbar.buttons(table, table.view()) if b[1] is done)
        assert end[2] == table.t("ui.supermoon.btn.done_tip_moves", n=2) and not end[3]
        steps = len(match.steps)
        table.confirm()  # Enter: a toast, the turn goes on
        assert len(match.steps) == steps
        assert a.toasts.toasts[-1].text == table.t("ui.supermoon.btn.done_tip_moves", n=2)
        me = dataclasses.replace(me, moves=0)
        match._states[-1] = dataclasses.replace(st, work=(me,) + st.work[1:])
        monkeypatch.setattr(type(table), "options",
                            lambda self: dataclasses.replace(base, done=done))
        table._view_cache = None
        end = next(b for b in smbar.buttons(table, table.view()) if b[1] is done)
        assert end[2] == table.t("ui.supermoon.btn.done_tip") and end[3]


def test_no_legal_dot_shows_through_a_tile_put_down(monkeypatch) -> None:
    """The green dots of the legal spots showed through a tile put down but not confirmed
    (a newcomer's game); the squares under it now have none."""
    from game.ui.tables.supermoon import own_board

    with _locked() as (a, match, table, _pods):
        dots: list[int] = []
        real = own_board.mark_squares

        def spy(surface, bg, squares, colour, *, dot=False):
            if dot:
                dots.extend(squares)
            return real(surface, bg, squares, colour, dot=dot)

        monkeypatch.setattr(own_board, "mark_squares", spy)
        a.frame([], 1 / 60)
        me = match.view(0).players[0]
        g = geo.geometry(me.boards[0].key)
        x, y = table.lock
        under = {g.square(x + s.x, y + s.y) for s in geo.form_of(table.hand.tile, table.hand.form)}
        assert dots and not set(dots) & under
