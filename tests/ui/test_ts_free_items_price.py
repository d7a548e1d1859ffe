"""The Nomads' discount (TS-22.7) makes its next units and Weapon free: the production menu
still read « New Squeaker … (1 PP) » for a unit that cost nothing (a newcomer's game, stop
96). While the open Production action holds free items, their labels say 0 PP."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.tsukuyumi import data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.state import Prompt
from game.ui import i18n
from game.ui.tables.tsukuyumi.actions_ui import Words, fields_for


def _words(free_units: int, free_weapons: int) -> Words:
    view = SimpleNamespace(pending=(Prompt(0, "production", (3, free_units, free_weapons)),),
                           board=SimpleNamespace(index={}, edge_positions=()),
                           units=(), seats=())
    return Words(i18n.t, view, lambda s: f"P{s + 1}")


@pytest.mark.rule("TS-22.7")
def test_free_items_are_priced_at_nothing() -> None:
    unit = next(i for i, u in enumerate(data.UNITS) if u.cost > 0)
    weapon = next(i for i, w in enumerate(data.WEAPONS) if w.cost > 0)
    buy, arm = Action("buy", (unit, 0, 0)), Action("weapon", (weapon,))
    assert fields_for(_words(1, 0), buy)["cost"] == 0
    assert fields_for(_words(0, 1), arm)["cost"] == 0
    assert fields_for(_words(0, 1), buy)["cost"] == data.UNITS[unit].cost  # none free left
    assert fields_for(_words(1, 0), arm)["cost"] == data.WEAPONS[weapon].cost
