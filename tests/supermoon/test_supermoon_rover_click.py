"""A click on a square a selected rover cannot step to says why (PU-7.1).

A newcomer's game (stop 97): with a rover selected, a click on a square two steps away did
nothing and the move click was lost. It now brings a toast, and the state is unchanged."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_supermoon_table import app, click, frame, seats, start  # noqa: E402,F401

from game.core.match import Match  # noqa: E402
from game.supermoon import board as geo  # noqa: E402
from game.supermoon.actions import Action  # noqa: E402
from game.supermoon.rules import RULES  # noqa: E402


@pytest.mark.rule("PU-7.1")
def test_a_far_square_click_tells_the_rover_goes_one_square(app) -> None:  # noqa: F811
    match = Match(RULES, seats(1), 4)
    table = start(app, match)
    rng = random.Random(2)
    for _ in range(300):
        moves = [a for a in match.legal_actions(0) if a.kind == "move"]
        if moves and table.hand is None and table.gain_sel is None:
            break
        legal = [a for a in match.legal_actions(0) if a.kind not in ("reset", "move")]
        table.submit_as(0, rng.choice(legal), quiet=True)
    else:
        raise AssertionError("no rover move offered")
    rover = moves[0].args[0]
    table.rover_sel = rover
    frame(app)
    me = match.view(0).players[0]
    rv = me.rovers[rover]
    g = geo.geometry(me.boards[rv.board].key)
    steps = {h.rect.center for h in table.hits if isinstance(h.action, Action)
             and h.action.kind == "move"}
    assert steps  # the dots next to the rover are still targets
    x0, y0 = g.xy(rv.square)
    far = None
    for h in table.hits:
        spot = table.board_geo.at(h.rect.center)
        if spot is None or h.text() or h.action is None or isinstance(h.action, Action):
            continue
        if max(abs(spot[0] - x0), abs(spot[1] - y0)) >= 2:
            far = h
    assert far is not None and far.rect.center not in steps
    n, before = len(match.steps), match.state
    click(app, far.rect.center)
    assert len(match.steps) == n and match.state == before
    assert app.toasts.toasts[0].text == table.t("ui.supermoon.toast.rover_step")
    assert table.rover_sel == rover  # still chosen: the next click may be a dot
