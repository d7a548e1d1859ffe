"""The civ choice's card names: two lines rather than a cut where the card has the room.

A stop-58 mouse pilot at 6 seats, 150%, in French read « Commémoration du Jour de la Premi… »
and « Département des Ressources natur… » on the rank-1 choice: one line, shrunk, then cut,
with room left in the card. A name now takes two lines when one would need the type below
80% and the card's text still fits whole under it (PU-10.1: the cards to choose from).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app, texts_drawn  # noqa: E402

from game.core.match import Match  # noqa: E402
from game.supermoon.rules import RULES  # noqa: E402
from tests.supermoon.test_supermoon_table import seats, start, to_civ_choice  # noqa: E402


@pytest.mark.rule("PU-10.1")
@pytest.mark.parametrize("seed", [13, 21])
def test_every_civ_card_name_on_offer_is_whole(seed: int) -> None:
    from game.ui import assets, i18n, theme

    a = make_test_app(language="fr", ui_scale=1.5)
    try:
        options = RULES.check_setup(6, {"events": True, "private_objectives": True})
        match = Match(RULES, seats(6), seed, options)
        table = start(a, match)
        to_civ_choice(match, table)
        names = [i18n.t(f"sm.civ.{c}.name") for c in table.view().players[0].picking]
        assets.fit.cache_clear()
        with texts_drawn() as drawn, assets.recording_cuts() as cuts:
            a.frame([], 1 / 60)
        assert not [c for c in cuts if any(c[0].rstrip("…")[:12] in n for n in names)], cuts
        strings = [text for text, _size in drawn]
        for name in names:  # on one line, or on two consecutive ones
            assert name in strings or any(
                f"{strings[i]} {strings[i + 1]}" == name for i in range(len(strings) - 1)), name
    finally:
        a.close()
        theme.set_scale(1.0)
        i18n.set_language("en")
