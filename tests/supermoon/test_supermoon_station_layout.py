"""The station's stacks are laid out again only when something they are laid out from changes
(PU-3.1: the twelve stacks, their top tiles and counts). Every frame re-laid all twelve, about
a sixth of a 6-seat frame (a profile at stop 89); the layout kept between frames must be the
one laid out afresh, whatever changed in between: tiles taken, the station turning, the
interface size."""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.ui.tables.supermoon.capture import open_table  # noqa: E402
from tests.supermoon.test_supermoon_station_marks import _play_on  # noqa: E402


def _spots(table) -> list[tuple]:
    return [(s.slot, s.centre, tuple(s.box), s.cell, tuple(map(tuple, s.squares)),
             tuple(s.badge) if s.badge else None, s.form) for s in table.station.spots]


def _fresh(app, table) -> list[tuple]:
    table.station.memo.clear()  # nothing kept: laid out from scratch
    app.draw()
    return _spots(table)


@pytest.mark.rule("PU-3.1")
@pytest.mark.parametrize("n", [1, 6])
def test_the_stacks_kept_between_frames_are_those_laid_out_afresh(n: int) -> None:
    app = make_test_app()
    match, table = open_table(app, n, {}, 7)
    rng = random.Random(n)
    try:
        app.draw()
        laid = table.station.spots
        app.draw()
        assert all(a is b for a, b in zip(table.station.spots, laid, strict=True))  # kept
        for step in range(60):  # one action at a time: a tile taken, the station still
            _play_on(match, table, rng, 1)
            if step % 7 == 3:
                table.station.shown = (table.station.shown + 0.4) % 6  # mid-turn
            app.draw()
            assert _spots(table) == _fresh(app, table), step
        app.apply_settings(replace(app.settings, ui_scale=1.5))
        app.draw()
        assert _spots(table) == _fresh(app, table)  # 150%: laid out at the new size
    finally:
        app.quit()


@pytest.mark.rule("PU-3.1")
def test_a_stack_emptied_without_a_turn_is_laid_out_again() -> None:
    """The station standing still, one stack emptied and another's top changed: those
    stacks are laid out from the new tops and counts, not kept from the last frame."""
    from game.ui import theme
    from game.ui.tables.supermoon.station import draw_station
    from game.ui.theme import px

    app = make_test_app()
    match, table = open_table(app, 2, {}, 7)
    try:
        app.draw()
        st, view = table.station, table.view()
        outer = [k for k in range(6) if view.tops[k] >= 0 and view.counts[k]]
        emptied, changed = outer[0], outer[1]
        other = next(t for t in view.tops if t >= 0 and t != view.tops[changed])
        tops = tuple(-1 if k == emptied else other if k == changed else t
                     for k, t in enumerate(view.tops))
        counts = tuple(0 if k == emptied else c for k, c in enumerate(view.counts))
        later = replace(view, tops=tops, counts=counts)

        def draw(v) -> list[tuple]:
            draw_station(app.screen, st, v, match.seats, mine=(), highlight=(), selected=None,
                         hover=None, font_px=px(theme.FONT_SMALL))
            return _spots(table)

        before = draw(view)
        kept = draw(later)
        st.memo.clear()
        assert kept == draw(later) != before
        assert st.spots[emptied].squares == ()  # an empty stack shows no tile
    finally:
        app.quit()
