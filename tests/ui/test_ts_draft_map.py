"""The draft's hand does not hide the board (TS-3.2: each player picks an action card by what
stands on the map).

A screenshot review (stop 64) found the hand over the lower third of the map while the player
chose a card; the board is now framed above it during the draft, and framed again in the
whole area when the draft is over."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import make_test_app

from game.tsukuyumi.rules import RULES
from game.ui.tables.tsukuyumi import map_ui
from game.ui.tables.tsukuyumi.capture_round import reach


@pytest.mark.rule("TS-3.2")
@pytest.mark.parametrize(("lang", "scale"), [("en", 1.0), ("fr", 1.5)])
def test_the_board_is_framed_above_the_draft_hand(lang: str, scale: float) -> None:
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        got = reach(app, 4, {"factions": "random"}, 70,
                    lambda st: st.phase == "draft" and st.round == 2)
        assert got is not None
        match, table = got
        table._after_change()
        app.frame([], 1 / 60)
        view = table.view()
        cards = [h.rect for h in table.hits if h.action is not None
                 and getattr(h.action, "kind", "") == "pick"]
        assert cards, "the hand is drawn"
        hand_top = min(r.top for r in cards)
        hexes = [table.mv.bounds(q, r) for q, r in map_ui.map_cells(view)]
        board = hexes[0].unionall(hexes[1:])
        assert board.bottom <= hand_top, (board, hand_top)
        assert table.visible_map().bottom < table.map_rect.bottom - table.bar_extra
        # every seat picks: the draft is over, the board takes the whole area again
        for _ in range(50):
            if match.state.phase != "draft":
                break
            seat = match.to_act()[0]
            table.submit_as(seat, RULES.legal_actions(match.state, seat)[0], quiet=True)
        app.frame([], 1 / 60)
        assert match.state.phase != "draft"
        assert table.draft_cover == 0
        assert table.visible_map().h == pygame.Rect(table.map_rect).h - table.bar_extra
    finally:
        app.close()
