"""An action card's quantities read (TS-3.7: a number badge gives each action's quantity).

Two screenshot reviewers measured the badges' digits at 7 px on the draft's cards and on the
bar's card at 100%: they were set at 10 px. Every badge on every card face, at the sizes the
table draws them, is now at least 12 px."""

from __future__ import annotations

import pytest
from ui_helpers import texts_drawn

from game.tsukuyumi import cards
from game.ui.tables.tsukuyumi import art


@pytest.mark.rule("TS-3.7")
@pytest.mark.parametrize("w, h", [(70, 110), (88, 130), (60, 95), (110, 160)])
def test_every_quantity_badge_is_at_least_12_px(app, w, h):
    art.card_face.cache_clear()
    numbers = set()
    with texts_drawn() as drawn:
        for number in range(1, 38):
            art.card_face(number, w, h)
            card = cards.action_card(number)
            for phase in ("blue", "green", "red"):
                numbers |= {str(v) for c, v in card.phase(phase) if c not in cards.UNNUMBERED}
    badges = [size for text, size in drawn if text in numbers]
    assert badges and min(badges) >= 12
