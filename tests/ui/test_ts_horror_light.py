"""The Horror of the Abyss's owed attack is lit as an attack, its step towards a target as a
path (TS-M8.8, TS-M8.9): both were lit green like every production and Oni placement zone,
and a newcomer opened menu after menu to find them (stop 98)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.tsukuyumi.actions import Action
from game.ui.render import hexmap_art
from game.ui.tables.tsukuyumi import map_ui
from game.ui.tables.tsukuyumi.actions_ui import Options


@pytest.mark.rule("TS-M8.8", "TS-M8.9")
def test_owed_horror_zones_stand_out() -> None:
    o = Options(by_cell={(0, 0): [Action("horror", (0, 0))],
                         (1, 0): [Action("horror_step", (1, 0))],
                         (2, 0): [Action("oni", (0, 2, 0))]})
    table = SimpleNamespace(options=lambda: o, selected_units=lambda: [])
    view = SimpleNamespace(combat=None, board=SimpleNamespace(index={(0, 0): 0, (1, 0): 1,
                                                                   (2, 0): 2}))
    colours = {(light.q, light.r): light.colour for light in map_ui.lights(table, view)}
    assert colours == {(0, 0): map_ui.COMBAT_LIGHT, (1, 0): map_ui.PATH_COLOUR,
                       (2, 0): hexmap_art.LEGAL}
