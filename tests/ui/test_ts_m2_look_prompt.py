"""The starting advantage's first look offers « use it now » only where « Use » is offered
(TS-M2.3, TS-M2.4): a newcomer read « keep it secret for its moment, or use it now » beside the
« Keep it secret » button alone (most cards have their moment later)."""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tsukuyumi"))
from test_ts_m2_advantages import chosen_factions, give  # noqa: E402

from game.tsukuyumi.rules import RULES  # noqa: E402
from game.ui import i18n  # noqa: E402
from game.ui.tables.tsukuyumi import m2_ui  # noqa: E402


@pytest.mark.rule("TS-M2.4")
@pytest.mark.parametrize(("key", "now"), [("valuable_lands", True), ("bountiful_harvest", False),
                                          ("forward_positions", False)])
def test_the_look_says_use_it_now_only_when_it_can_be(key: str, now: bool) -> None:
    st = chosen_factions(("cyber", "darkseed", "nomads"))
    top = st.pending[-1]
    seat = top.seat
    st = give(st, seat, key)
    legal = tuple(RULES.legal_actions(st, seat))
    table = SimpleNamespace(t=i18n.t, options=lambda: SimpleNamespace(legal=legal))
    said = m2_ui._prompt(table, RULES.view(st, seat), st.pending[-1])["what"]
    name = m2_ui.card_name(i18n.t, key)
    want = "ts.ui.m2.look" if now else "ts.ui.m2.look_later"
    assert said == i18n.t(want, card=name)
