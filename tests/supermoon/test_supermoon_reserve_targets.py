"""The reserves' pieces are targets a mouse can hit (SM-7.3: a rescue tile is placed from the
player's reserve; SM-8.2: a block is picked in the reserve to go where a patch would).

A screenshot review measured the blocks at 14 px squares and the rescue tiles at 26 × 12 px;
the reserve's cell may now be 18 px where the strip has the room, so each piece's click area
is at least 22 px high, at 100% and at 150%."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.ui.tables.supermoon.capture import open_table  # noqa: E402
from game.ui.theme import px  # noqa: E402


@pytest.mark.rule("SM-8.2")
@pytest.mark.parametrize("lang, scale", [("en", 1.0), ("fr", 1.5)])
def test_each_reserve_piece_is_a_22_px_target(lang, scale):
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        match, table = open_table(app, 2, {"rescue": "on", "blocks": True, "moons": True}, 9)
        # the moons chosen first: under the moon picker the board area, its reserve strip
        # with it, is the picker's (stop 62)
        while any(a.kind == "moon" for s in match.to_act() for a in match.legal_actions(s)):
            seat = next(s for s in match.to_act()
                        if any(a.kind == "moon" for a in match.legal_actions(s)))
            table.submit_as(seat, next(a for a in match.legal_actions(seat)
                                       if a.kind == "moon"), quiet=True)
        app.draw()
        player = table.view().players[0]
        assert player.rescue and player.blocks
        drawn = []
        real = table.add_hit
        table.add_hit = lambda rect, *a, **k: (drawn.append(rect), real(rect, *a, **k))
        try:
            app.draw()
        finally:
            del table.add_hit
        strip_top = table.region("own_board").y
        pieces = [r for r in drawn if strip_top <= r.y < strip_top + px(80)  # under the tabs
                  and r.h < px(30) and r.w < px(60)]
        assert len(pieces) >= len(player.rescue) + len(player.blocks)
        assert min(r.h for r in pieces) >= 22  # (at 150% the row also fits its width)
    finally:
        app.quit()
