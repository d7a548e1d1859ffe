"""The Tsukuyumi tour's later runs take its seeded plays from memory (`capture.drive`): the
match, its steps and the generator end exactly where playing them again ends, with no move
computed, and a play that goes further than the one known is played and kept in its place."""

from __future__ import annotations

import random

import pytest

from game.ui.screenshots import make_app
from game.ui.tables.tsukuyumi import capture


@pytest.fixture
def app():
    app = make_app("en")
    yield app
    app.close()


def _played(app, until, counted: list[int]):
    match, table = capture.new_table(app, 3, {"factions": "random"}, 5)
    real = table.submit_as

    def submit_as(*args, **kw):
        counted.append(1)
        return real(*args, **kw)

    table.submit_as = submit_as
    rng = random.Random(3)
    reached = capture.drive(match, table, rng, until)
    return match, rng, reached


def test_a_known_play_is_caught_up_with_not_played_again(app, monkeypatch) -> None:
    monkeypatch.setattr(capture, "_known", {})
    first: list[int] = []
    again: list[int] = []
    blue = lambda st: st.phase == "blue"  # noqa: E731
    m1, rng1, ok1 = _played(app, blue, first)
    m2, rng2, ok2 = _played(app, blue, again)
    assert ok1 and ok2 and len(first) == len(m1.steps) > 10
    assert again == []  # every step taken from the first play
    assert m2.steps == m1.steps and m2.state == m1.state
    assert rng2.getstate() == rng1.getstate()  # the play goes on alike from here
    # The same start with a farther goal: the known part is followed, the rest played...
    later: list[int] = []
    green = lambda st: st.phase == "green"  # noqa: E731
    m3, rng3, ok3 = _played(app, green, later)
    assert ok3 and len(later) == len(m3.steps) - len(m1.steps) > 0
    kept: list[int] = []
    m5, _rng5, _ok5 = _played(app, green, kept)  # the longer play replaced the shorter
    assert kept == [] and m5.steps == m3.steps
    monkeypatch.setattr(capture, "_known", None)
    fresh: list[int] = []
    m4, rng4, ok4 = _played(app, green, fresh)  # ...and ends where playing it all ends
    assert len(fresh) == len(m4.steps)
    assert m3.steps == m4.steps and m3.state == m4.state and rng3.getstate() == rng4.getstate()


def test_outside_a_tour_nothing_is_kept(app, monkeypatch) -> None:
    monkeypatch.setattr(capture, "_known", None)
    counted: list[int] = []
    _played(app, lambda st: st.phase == "blue", counted)
    _played(app, lambda st: st.phase == "blue", counted)
    assert capture._known is None
    assert len(counted) % 2 == 0 and len(counted) > 20  # both played in full
