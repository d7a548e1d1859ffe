"""Enter presses the bar's only button when nothing else can be chosen (M2's « Keep it
secret » did nothing on Enter, a newcomer's game, stop 98)."""

from __future__ import annotations

import pytest
from test_tsukuyumi_table import play_until, start

from game.ui.scenes.curtain import CurtainScene
from game.ui.tables.tsukuyumi import bar


@pytest.mark.rule("TS-M2.3")
def test_enter_keeps_the_advantage_secret(app) -> None:
    match, table = start(app, 3, {"factions": "random", "modules": ("m2",)}, seed=4, humans=3)

    def lone_advantage(m) -> bool:
        seat = m.to_act()[0]
        legal = m.legal_actions(seat)
        return len(legal) == 1 and legal[0].kind == "advantage"

    for seed in range(1, 30):
        try:
            play_until(match, table, lone_advantage, seed=seed, limit=400)
            break
        except AssertionError:
            match, table = start(app, 3, {"factions": "random", "modules": ("m2",)}, seed=seed,
                                 humans=3)
    seat = match.to_act()[0]
    for _ in range(5):  # behind its curtain, as the player lifts it
        app.frame([], 1 / 60)
        if isinstance(app.top, CurtainScene):
            app.top.armed_in = 0
            app.top.reveal()
    app.frame([], 1 / 60)
    assert table.viewer == seat
    (only,) = match.legal_actions(seat)
    assert bar.primary_action(table) == only
