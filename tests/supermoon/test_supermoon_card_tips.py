"""A civ card or objective offered in a choice names itself again in a tooltip only when
the card cannot show its words whole: the tooltip repeated a card read in full and covered
the next choice (a screenshot review of the 6-seat civ choice, stop 75)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_supermoon_table import seats, start, to_civ_choice  # noqa: E402
from ui_helpers import make_test_app  # noqa: E402

from game.core.match import Match  # noqa: E402
from game.supermoon.rules import RULES  # noqa: E402


@pytest.mark.parametrize(("lang", "scale", "n"), [("en", 1.0, 6), ("en", 1.0, 2),
                                                   ("fr", 1.5, 6)])
def test_a_card_read_whole_has_no_tooltip(lang: str, scale: float, n: int) -> None:
    from game.ui import i18n, theme

    app = make_test_app(language=lang, ui_scale=scale)
    try:
        options = RULES.check_setup(n, {"events": True})
        match = Match(RULES, seats(n), 13, options)
        table = start(app, match)
        to_civ_choice(match, table)
        app.frame([], 1 / 60)
        me = table.view().players[0]
        names = {i18n.t(f"sm.civ.{c}.name") for c in me.picking}
        cards = [h for h in table.hits if h.action is not None
                 and getattr(h.action, "kind", None) == "civ"]
        assert len(cards) == len(me.picking)
        tips = [h.tip for h in cards]
        if scale == 1.0:  # every card reads whole at 100%: no tooltip repeats it
            assert tips == [""] * len(cards)
        # a tooltip, where one stays, names its card
        assert all(tip.split("\n")[0] in names for tip in tips if tip)
    finally:
        app.quit()
        theme.set_scale(1.0)
        i18n.set_language("en")
