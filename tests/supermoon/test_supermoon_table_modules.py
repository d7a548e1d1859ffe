"""The Planet Unknown table with the Supermoon content, by mouse: the planet and moon pickers,
a planet rule's refusal explained, the Planet | Moon tabs, placing on the moon and aiming the
laser, rescue tiles from the reserve, a terrain block instead of a patch."""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.core.match import Match  # noqa: E402
from game.supermoon import board as geo  # noqa: E402
from game.supermoon.actions import Action  # noqa: E402
from game.supermoon.rules import RULES  # noqa: E402
from game.ui.tables.supermoon.forms import grip  # noqa: E402
from tests.supermoon.test_supermoon_table import (  # noqa: E402
    click,
    key,
    seats,
    spot_of,
    start,
    to_place,
)


@pytest.fixture
def app():
    a = make_test_app()
    yield a
    a.close()


def hit_with(table, pred):
    """The rect of a clickable drawn last frame whose action passes `pred`."""
    for rect, action in table.clickables():
        if pred(action):
            return rect
    raise AssertionError("no such clickable")


def partial_arg(action, name: str, value) -> bool:
    func = getattr(action, "func", None)
    args = getattr(action, "args", ())
    if name == "setattr":
        return func is setattr and args[1:] == value
    return getattr(func, "__name__", "") == name and args[-1:] == (value,)


def test_the_planet_picker_looks_then_takes(app) -> None:
    match = Match(RULES, seats(1), 3, {"planets": "choice"})
    table = start(app, match)
    assert {a.kind for a in match.legal_actions(0)} == {"planet"}
    click(app, hit_with(table, lambda a: partial_arg(a, "_look", 7)).center)  # Lacuna's row
    assert table.pick == 7 and match.state.phase == "boards"  # looked at, not taken
    click(app, hit_with(table, lambda a: a == Action("planet", (7,))).center)  # Play on Lacuna
    assert match.state.players[0].boards[0].key == "lacuna"


def test_the_moon_picker_takes_a_face_and_a_start(app) -> None:
    match = Match(RULES, seats(1), 3, {"moons": True})
    table = start(app, match)
    offer = match.state.work[0].moon_offer
    from game.supermoon.moons import MOON_FACES
    face = offer[1]
    start_pos = MOON_FACES[face].starts[1]
    click(app, hit_with(table, lambda a: partial_arg(a, "_look_moon", (face, start_pos))).center)
    assert table.moon_pick == (face, start_pos)
    click(app, hit_with(table, lambda a: a == Action("moon", (face, start_pos))).center)
    me = match.state.work[0]
    assert me.satellite == start_pos and me.boards[1].kind == "moon"


def test_a_planet_rule_refusal_is_explained(app) -> None:
    match = Match(RULES, seats(1), 5, {"planets": "choice"})
    table = start(app, match)
    table.submit(Action("planet", (5,)))  # K-273
    to_place(table, match, random.Random(4))
    place = next(a for a in match.legal_actions(0) if a.kind == "place")
    click(app, spot_of(table, place.args[0]).center)
    b = match.state.work[0].boards[0]
    hand = table.hand
    assert hand is not None
    form = hand.form
    cells = [(s.x, s.y) for s in geo.form_of(hand.tile, form)]
    # an anchor on free squares next to the planet's tiles that mixes ice and land
    g = geo.geometry("k273")
    for y in range(12):
        for x in range(12):
            legal_base = geo.is_legal_placement(b, hand.tile, form, x, y,
                                                geo.Rules(board_rules=False))
            legal = geo.is_legal_placement(b, hand.tile, form, x, y, geo.Rules())
            if legal_base and not legal:
                gx, gy = grip(hand.tile, form)
                before = match.state
                click(app, table.board_geo.rect(x + gx, y + gy).center)
                said = [t.text for t in app.toasts.toasts]
                assert match.state is before and table.lock is None
                assert said[-1] == table.t("ui.supermoon.why.planet.no_mixed_ice")
                assert any(g.ice & g.bit(x + cx, y + cy) for cx, cy in cells)
                return
    pytest.skip("no mixed spot for this tile")


def test_a_tile_goes_on_the_moon_through_its_tab_and_the_laser_is_aimed(app) -> None:
    match = Match(RULES, seats(1), 3, {"moons": True})
    table = start(app, match)
    table.submit(Action("moon", (0, 1)))  # face S, satellite on position 1 (0-based)
    rng = random.Random(6)
    while not any(a.kind == "place" for a in match.legal_actions(0)):
        legal = [a for a in match.legal_actions(0) if a.kind != "reset"]
        table.submit_as(0, rng.choice(legal), quiet=True)
    app.frame([], 1 / 60)
    moon_place = next(a for a in match.legal_actions(0) if a.kind == "place" and a.args[4] == 1)
    slot, form, x, y, _bi = moon_place.args
    click(app, spot_of(table, slot).center)
    click(app, hit_with(table, lambda a: partial_arg(a, "setattr", ("tab", 1))).center)
    assert table.tab == 1 and table.board_index == 1
    assert table.hand is not None
    table.hand.form = form
    gx, gy = grip(table.hand.tile, form)
    click(app, table.board_geo.rect(x + gx, y + gy).center)
    key(app, pygame.K_RETURN)
    me = match.state.work[0]
    assert me.boards[1].pieces and me.shots == (len(geo.form_of(table_tile(me), 0)),)


def test_a_new_round_opens_on_the_planet(app) -> None:
    """The Moon tab stayed chosen into the next round, which opened on the moon (a newcomer's
    solo game, stop 97): a new round shows the planet again."""
    match = Match(RULES, seats(1), 3, {"moons": True})
    table = start(app, match)
    table.submit(Action("moon", (0, 1)))
    app.frame([], 1 / 60)
    table.tab = 1  # the player looks at the moon
    app.frame([], 1 / 60)
    assert table.tab == 1  # kept while the round goes on
    first = match.state.round
    rng = random.Random(4)
    while match.state.round == first:
        legal = [a for a in match.legal_actions(0) if a.kind != "reset"]
        table.submit_as(0, rng.choice(legal), quiet=True)
    app.frame([], 1 / 60)
    if not any(g.kind == "aim" for g in table.view().players[0].pool):
        assert table.tab == 0


def table_tile(me) -> int:
    return me.boards[1].pieces[-1].tile


def test_rescue_tiles_come_from_the_reserve_strip(app) -> None:
    match = Match(RULES, seats(1), 5, {"rescue": "on"})
    table = start(app, match)
    to_place(table, match, random.Random(2))
    assert any(a.kind == "rescue" for a in match.legal_actions(0))
    click(app, hit_with(table, lambda a: partial_arg(a, "take_rescue", 1)).center)  # Water
    assert table.hand is not None and table.hand.rescue == 1
    first = next(a for a in match.legal_actions(0)
                 if a.kind == "rescue" and a.args[0] == 1 and a.args[4] == 0)
    _k, form, x, y, _b = first.args
    table.hand.form = form
    gx, gy = grip(table.hand.tile, form)
    click(app, table.board_geo.rect(x + gx, y + gy).center)
    key(app, pygame.K_RETURN)
    me = match.state.work[0]
    assert me.rescuing == 1 and "w" not in me.rescue and not me.placed


def test_a_block_is_picked_in_the_strip_then_put_on_a_square(app) -> None:
    match = Match(RULES, seats(1), 5, {"blocks": True})
    table = start(app, match)
    to_place(table, match, random.Random(2))
    me = match.state.work[0]
    state = match.state
    # give the seat a biomass patch to place, as the Biomass track would (PU-9)
    from game.supermoon.state import Gain
    work = list(state.work)
    work[0] = replace(me, pool=(Gain("patch", source="test"),), placed=True)
    match._states[-1] = replace(state, work=tuple(work))  # a prepared position
    app.frame([], 1 / 60)
    table.choose_gain(0)
    app.frame([], 1 / 60)
    click(app, hit_with(table, lambda a: partial_arg(a, "setattr", ("block_sel", 3))).center)
    assert table.block_sel == 3  # a Rover block
    spot = hit_with(table, lambda a: isinstance(a, Action) and a.kind == "gain"
                    and len(a.args) == 4 and a.args[3] == 3)
    click(app, spot.center)
    me = match.state.work[0]
    assert me.blocks == "cwet" and any(me.boards[0].terrain[s] == "r"
                                       for s in me.boards[0].patches)


@pytest.mark.rule("SM-4.1")
def test_the_laser_choices_say_which_way_it_fires_not_a_line_number() -> None:
    """On a corner the satellite chooses its row or its column (SM-4.1). The bar offered
    "Row 6" / "Column 1" beside orbital positions numbered 6 and 1 that end other lines; the
    choices now say the way the laser fires from the satellite, which no printed number
    contradicts."""
    from types import SimpleNamespace

    from game.ui import i18n
    from game.ui.tables.supermoon.moon_ui import fire_directions, lines_at

    moon = SimpleNamespace(key="moon_s", kind="moon")
    # position 15 (index 14), the bottom left corner: the bottom row and the left column
    assert lines_at(moon, 14) == (("row", 5), ("col", 0))
    assert fire_directions(moon, 14) == ("right", "up")
    assert fire_directions(moon, 19) == ("right", "down")  # top left corner, position 20
    assert fire_directions(moon, 4) == ("left", "down")  # top right corner, position 5
    assert fire_directions(moon, 7) == ("left",)  # position 8, on the right side
    assert fire_directions(moon, 11) == ("up",)  # position 12, below the moon
    for lang in ("en", "fr"):
        i18n.set_language(lang)
        try:
            words = [i18n.t(f"ui.supermoon.choice.{kind}_{w}") for kind in ("fire", "aim")
                     for w in ("right", "left", "down", "up")]
            assert len(set(words)) == 8 and not any(c.isdigit() for w in words for c in w)
        finally:
            i18n.set_language("en")
    assert i18n.t("ui.supermoon.choice.fire_up") == "Fire up the column"
    assert i18n.t("ui.supermoon.choice.aim_up") == "Column ↑"
