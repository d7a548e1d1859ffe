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


@pytest.mark.rule("TS-M2.3")
@pytest.mark.parametrize(("state", "head"), [("", "ts.ui.m2.yours"),
                                             ("used", "ts.ui.m2.yours_used"),
                                             ("lapsed", "ts.ui.m2.yours_lapsed")])
def test_the_own_card_chip_says_when_it_is_spent(state: str, head: str) -> None:
    """The Modules tab kept « Yours: Rapid Expansion » after the card was used (a newcomer's
    two-player game, stop 97); the chip now says used or lapsed."""
    import dataclasses

    st = chosen_factions(("cyber", "darkseed", "nomads"))
    seat = st.pending[-1].seat
    st = give(st, seat, "valuable_lands")
    seats = list(st.seats)
    seats[seat] = dataclasses.replace(seats[seat], adv_state=state)
    st = dataclasses.replace(st, seats=tuple(seats))
    table = SimpleNamespace(t=i18n.t, name=lambda s: f"P{s + 1}")
    (_title, _tip, chips), = m2_ui._section(table, RULES.view(st, seat))
    own = chips[0]
    assert own[0] == i18n.t(head, card=m2_ui.card_name(i18n.t, "valuable_lands"))
    assert (own[2] == m2_ui.OWN) == (state == "")
