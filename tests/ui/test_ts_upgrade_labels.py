"""Upgrade entries say what they cost (TS-21.11, TS-23.2) and a unit's upgrades are grouped
under the unit: the menu « Upgrades (12 choices) » showed four entries each named after one
target, with no price anywhere (a newcomer's two-player game, stop 97)."""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tsukuyumi"))
from ts_builders import state  # noqa: E402

from game.tsukuyumi import data  # noqa: E402
from game.tsukuyumi.actions import Action  # noqa: E402
from game.tsukuyumi.rules import RULES  # noqa: E402
from game.ui import i18n  # noqa: E402
from game.ui.tables.tsukuyumi import menus  # noqa: E402
from game.ui.tables.tsukuyumi.actions_ui import Words, label  # noqa: E402


@pytest.mark.rule("TS-21.11", "TS-23.2")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_upgrade_says_its_chains_price_and_a_units_upgrades_are_one_group(lang) -> None:
    i18n.set_language(lang)
    try:
        st = state([("squeaker", 2, (0, 0)), ("boarmaiden", 2, (0, 0))], seat=2)
        view = RULES.view(st, 2)
        words = Words(i18n.t, view, lambda s: f"P{s}")
        index = {u.key: i for i, u in enumerate(data.UNITS)}
        squeaker, maiden = (u.uid for u in view.units)
        for uid, frm, to in ((squeaker, "squeaker", "boarguard"),
                             (maiden, "boarmaiden", "boarguard"),
                             (squeaker, "squeaker", "boarrior")):
            text = label(words, Action("upgrade", (uid, index[to])))
            price = data.upgrade_cost(frm, to)
            assert price is not None and f"({price} PP)" in text
            assert f"({data.UNIT_BY_KEY[to].cost} PP)" not in text or \
                data.UNIT_BY_KEY[to].cost == price
        offers = [Action("upgrade", (squeaker, index[k]))
                  for k in ("boarrior", "boarmaiden", "boarguard", "boarmaster")]
        table = SimpleNamespace(t=i18n.t, words=lambda: words)
        name = menus._group_name(table, offers, 0, squeaker, label(words, offers[0]))
        unit = i18n.t("ts.unit.squeaker.name")
        assert unit in name and i18n.t("ts.unit.boarrior.name") not in name
        assert "4" in name and name.endswith("…")
    finally:
        i18n.set_language("en")
