"""Quantum Solutions on the table, by mouse (SM-11, SM-12): taken in the corporation picker,
its faces chosen in the face chooser, and a tile resource under lower A's rule resolved from
its bar button (regress instead of advance)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.core.match import Match  # noqa: E402
from game.supermoon.actions import Action  # noqa: E402
from game.supermoon.corps.quantum import NOTHING, REGRESS  # noqa: E402
from game.supermoon.data import QUANTUM_ID, TERRAINS, TRACK_INDEX  # noqa: E402
from game.supermoon.rules import RULES  # noqa: E402
from game.supermoon.state import Gain  # noqa: E402
from game.ui.tables.supermoon import quantum_ui  # noqa: E402
from tests.supermoon.test_supermoon_table import click, seats, start, to_place  # noqa: E402
from tests.supermoon.test_supermoon_table_corps import prepared  # noqa: E402
from tests.supermoon.test_supermoon_table_modules import hit_with, partial_arg  # noqa: E402

BIOMASS = TRACK_INDEX["biomass"]


@pytest.fixture
def app():
    a = make_test_app()
    yield a
    a.close()


def _face(action, half: int, face: int) -> bool:
    return (getattr(action, "func", None) is quantum_ui._look
            and action.args[1:] == (half, face))


@pytest.mark.rule("SM-11.1")
def test_quantum_solutions_is_taken_then_its_faces_chosen_by_mouse(app) -> None:
    options = RULES.check_setup(1, {"corporations": "choice", "quantum": True})
    match = Match(RULES, seats(1), 3, options)
    table = start(app, match)
    click(app, hit_with(table, lambda a: partial_arg(a, "_look", QUANTUM_ID)).center)
    assert table.corp_pick == QUANTUM_ID
    click(app, hit_with(table, lambda a: a == Action("corp", (QUANTUM_ID,))).center)
    assert match.state.work[0].quantum_offer
    assert {a.kind for a in match.legal_actions(0)} == {"quantum"}
    click(app, hit_with(table, lambda a: _face(a, 0, 1)).center)  # upper face B
    assert table.qs_faces == (1, 0)
    click(app, hit_with(table, lambda a: a == Action("quantum", (1, 0))).center)  # Take B/A
    me = match.state.work[0]
    assert me.corp == "quantum_ba" and not me.quantum_offer


@pytest.mark.rule("SM-11.5")
def test_a_tile_resource_regresses_from_its_bar_button(app) -> None:
    options = RULES.check_setup(1, {"quantum": True})
    match = Match(RULES, seats(1), 5, options)
    table = start(app, match)
    to_place(table, match, random.Random(3))
    item = Gain("qs_res", 0, (0, TERRAINS.index("biomass"), 1, REGRESS, NOTHING), "tile")
    prepared(app, match, table, corp="quantum_ba", placed=True, quantum=1,
             tracks=(0, 0, 2, 0, 0), pool=(item,))
    click(app, hit_with(table, lambda a: partial_arg(a, "choose_gain", 0)).center)
    app.frame([], 1 / 60)
    labels = {label for label, *_ in bar_chips(table)}
    assert {"→ Biomass +1", "→ Biomass −1 instead"} <= labels
    back = hit_with(table, lambda a: isinstance(a, Action) and a.args == (0, BIOMASS, 1))
    click(app, back.center)
    me = match.state.work[0]
    assert me.tracks[BIOMASS] == 1 and not me.pool


def bar_chips(table):
    """The bar's chips and list choices as drawn now."""
    from game.ui.tables.supermoon.bar import _chips
    return _chips(table, table.view())


@pytest.mark.rule("PU-15.5")
def test_the_solo_ladder_stays_in_sight_while_the_faces_are_chosen(app) -> None:
    """A screenshot review found the face chooser's panel over the solo target's ladder: only
    its −15 and −10 rows showed. In solo that panel starts under the ladder; the corporation
    picker keeps the ladder's height (its texts need it at 150%), and with other players the
    panel still covers their (idle) planets' strip."""
    from game.ui.tables.supermoon.pick import side_panel

    options = RULES.check_setup(1, {"corporations": "choice", "quantum": True})
    match = Match(RULES, seats(1), 3, options)
    table = start(app, match)
    ladder = table.region("others")
    click(app, hit_with(table, lambda a: partial_arg(a, "_look", QUANTUM_ID)).center)
    click(app, hit_with(table, lambda a: a == Action("corp", (QUANTUM_ID,))).center)
    app.draw()
    assert {a.kind for a in match.legal_actions(0)} == {"quantum"}
    assert not side_panel(table, clear_ladder=True).colliderect(ladder)  # the face chooser
    rows = [h for h in table.hits if ladder.contains(h.rect) and h.rect.w < ladder.w // 2]
    assert len(rows) >= 7  # −15 … +15, each with its tooltip, none under the panel
    two = Match(RULES, seats(2), 3, RULES.check_setup(2, {"corporations": "choice"}))
    other = start(app, two)
    assert side_panel(other, clear_ladder=True).y <= other.region("others").y + 4
