"""The draft hand fits its panel at 150% (TS-3.2): with six cards in round 1 the first was cut
by the window's left edge and the last ran into the round panel (a newcomer's game at four
seats, stop 98)."""

from __future__ import annotations

import pytest
from test_tsukuyumi_table import play_until, start
from ui_helpers import make_test_app

from game.tsukuyumi.actions import Action
from game.ui import theme


@pytest.mark.rule("TS-3.2")
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_every_draft_card_lies_inside_the_panel(scale: float) -> None:
    app = make_test_app(ui_scale=scale)
    try:
        match, table = start(app, 4, {"factions": "random"}, seed=3)
        play_until(match, table, lambda m: m.state.phase == "draft" and 0 in m.to_act())
        app.frame([], 1 / 60)
        cards = [h.rect for h in table.hits
                 if isinstance(h.action, Action) and h.action.kind == "pick"]
        assert len(cards) >= 6
        area = table.map_rect
        for r in cards:
            assert area.left <= r.left and r.right <= area.right, (r, area)
    finally:
        app.close()
        theme.set_scale(1.0)
