"""The fragmented planet on the table, by mouse (SM-9, SM-10): taken from the planet picker, its
faces chosen by flipping fragments in the face chooser, then a tile placed on fragment 2 through
its tab."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.core.match import Match  # noqa: E402
from game.supermoon.actions import Action  # noqa: E402
from game.supermoon.fragments import FRAGMENTED  # noqa: E402
from game.supermoon.rules import RULES  # noqa: E402
from game.ui.tables.supermoon.choices import ABILITY_SHAPES  # noqa: E402
from game.ui.tables.supermoon.forms import grip  # noqa: E402
from tests.supermoon.test_supermoon_table import (  # noqa: E402
    click,
    key,
    seats,
    spot_of,
    start,
    to_place,
)
from tests.supermoon.test_supermoon_table_modules import hit_with, partial_arg  # noqa: E402


@pytest.fixture
def app():
    a = make_test_app()
    yield a
    a.close()


@pytest.mark.rule("SM-9.1")
def test_the_fragmented_planet_is_taken_its_faces_chosen_and_fragment_2_played(app) -> None:
    match = Match(RULES, seats(1), 7, {"planets": "choice", "fragments": True})
    table = start(app, match)
    click(app, hit_with(table, lambda a: partial_arg(a, "_look", FRAGMENTED)).center)
    assert table.pick == FRAGMENTED
    click(app, hit_with(table, lambda a: a == Action("planet", (FRAGMENTED,))).center)
    assert match.state.work[0].fragment_offer  # the faces are still to choose
    click(app, hit_with(table, lambda a: partial_arg(a, "_flip", 1)).center)  # fragment 2
    assert table.frag_pick == 0b0010
    click(app, hit_with(table, lambda a: a == Action("fragments", (0b0010,))).center)
    me = match.state.work[0]
    assert not me.fragment_offer
    assert [b.key for b in me.boards[:4]] == ["fragment_1a", "fragment_2b", "fragment_3a",
                                             "fragment_4a"]
    to_place(table, match, random.Random(4))
    place = next(a for a in match.legal_actions(0) if a.kind == "place" and a.args[4] == 1)
    slot, form, x, y, _ = place.args
    click(app, hit_with(table, lambda a: partial_arg(a, "setattr", ("tab", 1))).center)
    assert table.tab == 1
    click(app, spot_of(table, slot).center)
    assert table.hand is not None
    table.hand.form = form
    gx, gy = grip(table.hand.tile, form)
    app.frame([], 1 / 60)
    assert table.board_index == 1 and table.board_geo.key == "fragment_2b"
    click(app, table.board_geo.rect(x + gx, y + gy).center)
    assert table.lock == (x, y)
    key(app, pygame.K_RETURN)
    piece = match.state.work[0].boards[1].pieces[-1]
    assert (piece.x, piece.y, piece.form) == (x, y, form)


@pytest.mark.rule("SM-9.5")
def test_the_shuttle_chip_picks_a_rover_then_a_square() -> None:
    assert ABILITY_SHAPES["use.shuttle"] == "teleport"


@pytest.mark.rule("SM-9.5")
def test_the_shuttle_by_mouse_rover_then_another_fragments_square(app) -> None:
    from dataclasses import replace

    from game.supermoon import board as geo
    from game.supermoon.state import Rover
    from game.ui.tables.supermoon.choices import VIRTUAL
    match = Match(RULES, seats(1), 7, {"planets": "choice", "fragments": True})
    table = start(app, match)
    table.submit(Action("planet", (FRAGMENTED,)))
    table.submit(Action("fragments", (0,)))
    to_place(table, match, random.Random(4))
    st = match.state
    me = st.work[0]
    shuttle_sq = geo.geometry(me.boards[0].key).shuttles[0]
    me = replace(me, rovers=(Rover(0, shuttle_sq),), moves=1, placed=True)
    match._states[-1] = replace(st, work=(me,))  # a rover waits on fragment 1's shuttle
    app.frame([], 1 / 60)
    chip = VIRTUAL + 100 + 90
    click(app, hit_with(table, lambda a: partial_arg(a, "choose_gain", chip)).center)
    click(app, hit_with(table, lambda a: partial_arg(a, "setattr", ("rover_sel", 0))).center)
    click(app, hit_with(table, lambda a: partial_arg(a, "setattr", ("tab", 2))).center)
    target = hit_with(table, lambda a: isinstance(a, Action) and a.args[:3] == (chip, 0, 2))
    click(app, target.center)  # a square of fragment 3
    after = match.state.work[0]
    assert after.rovers[0].board == 2 and after.moves == 0


def test_the_board_tabs_share_one_type_size(app) -> None:
    """Beside four « Frag. n » tabs shrunk to fit, « Lune » kept the full size and read
    larger (a review at 150%): the row of tabs uses one size, the smallest any label needs."""
    from ui_helpers import texts_drawn

    from game.ui.tables.supermoon import moon_ui

    match = Match(RULES, seats(1), 8, {"planets": "choice", "fragments": True, "moons": True})
    table = start(app, match)
    rng = random.Random(6)
    for _ in range(200):  # the setup's choices, then play, until the moon is on the table
        if "moon" in [b.kind for b in match.state.work[0].boards]:
            break
        legal = [a for a in match.legal_actions(0) if a.kind != "reset"]
        pick = next((a for a in legal if a == Action("planet", (FRAGMENTED,))), None) or \
            next((a for a in legal if a.kind == "fragments"), None) or rng.choice(legal)
        table.submit_as(0, pick, quiet=True)
    player = match.state.work[0]
    kinds = [b.kind for b in player.boards]
    assert kinds.count("fragment") == 4 and "moon" in kinds
    surface = pygame.Surface((800, 60))
    names = moon_ui._tab_names(table, player, True)
    for width in (260, 300, 340, 420):  # from each label shrunk to all at full size
        with texts_drawn() as drawn:
            moon_ui.draw_tabs(table, surface, pygame.Rect(0, 0, width, 30), player, 1, set())
        sizes = {size for text, size in drawn if any(text.rstrip("…") in n for n in names)}
        assert len(sizes) == 1, (width, drawn)
