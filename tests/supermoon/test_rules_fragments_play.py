"""Supermoon's fragmented planet in play (SM-9.2 to SM-9.8): each fragment as its own grid with
its forbidden element, edge first per fragment, the shuttle, scoring and objectives over the
four fragments as one planet, and the waiver."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rules import IllegalAction
from game.supermoon import board as geo
from game.supermoon import fragments
from game.supermoon.data import LETTER, OBJECTIVES, TILES
from game.supermoon.fragment import SHUTTLE_USE, shuttle_choices
from game.supermoon.fragments import FACE_BY_KEY
from game.supermoon.gains import choices, in_scope
from game.supermoon.objectives import neighbour_value, private_met
from game.supermoon.phases import placement_level
from game.supermoon.rescue import BLOCK_SET
from game.supermoon.scoring import bare_planet_squares, breakdown, line_medals, tiebreak_key
from game.supermoon.state import PATCH, Gain, Rover
from tests.supermoon.builders import (
    act,
    act_events,
    depot_of,
    legal_kind,
    player,
    to_place,
    update_player,
)
from tests.supermoon.fragments_helpers import (
    B_ALL,
    face_board,
    frag_place,
    frag_player,
    full,
    sq_of,
)

CIV_D2, CIV_D2_METEOR = 8, 20  # D2 civ / energy (PU-16.3), and its meteorite copy
WATER_D2 = 32  # D2 energy / water


# --- SM-9.2 separate grids -----------------------------------------------------------------------


@pytest.mark.rule("SM-9.2")
def test_each_fragment_is_its_own_grid() -> None:
    st = frag_place()
    places = [a.split() for a in legal_kind(st, 0, "place")]
    assert {int(a[5]) for a in places} == {0, 1, 2, 3}
    p = st.work[0]
    for _k, slot, form, x, y, bi in places:
        b = p.boards[int(bi)]
        tile = st.stacks[int(slot)][0]
        cells = geo.squares_of(b, tile, int(form), int(x), int(y))
        g = geo.geometry(b.key)
        assert all(g.on_board(*g.xy(s)) for s, _l, _i, _m in cells)  # never off the fragment
    # Areas and rover steps stop at a fragment's border: fragment 1's centre corner (5, 5)
    # touches fragment 2's (5, 5) on the layout, yet they are not neighbours.
    civ = face_board("1a", {(5, 5): "c"}), face_board("2a", {(5, 5): "c"})
    assert [len(geo.areas(b, "c")[0]) for b in civ] == [1, 1]
    corner = sq_of("1a", 5, 5)
    st = update_player(st, 0, rovers=(Rover(0, corner),), moves=3)
    assert sorted(a for a in legal_kind(st, 0, "move")) == ["move 0 0", "move 0 3"]  # up, left


# --- SM-9.3 forbidden elements -------------------------------------------------------------------


@pytest.mark.rule("SM-9.3")
def test_a_resource_face_takes_no_tile_with_that_icon_but_takes_its_plain_squares() -> None:
    rules = geo.Rules()
    civ_face = geo.empty_board("fragment_1a")
    assert not geo.has_placement(civ_face, CIV_D2, rules)  # a Civ icon would lie on it
    assert geo.has_placement(geo.empty_board("fragment_1b"), CIV_D2, rules)
    assert geo.has_placement(civ_face, WATER_D2, rules)
    assert not geo.is_legal_placement(civ_face, CIV_D2, 0, 5, 4, rules)
    assert geo.is_legal_placement(civ_face, WATER_D2, 0, 5, 4, rules)
    # A Civ terrain block is a plain Civ square: allowed (form 1 + civ).
    block = geo.Rules(is_patch=True)
    assert geo.is_legal_placement(civ_face, PATCH, 0, 5, 5, block)
    # Each "a"/"b" resource face bans exactly its resource's icons.
    for face in fragments.FRAGMENT_FACES:
        if face.forbids not in LETTER:
            continue
        b = geo.empty_board(face.board_key)
        for t in TILES:
            if t.shape_id == TILES[CIV_D2].shape_id:
                assert geo.has_placement(b, t.tile_id, rules) == (
                    face.forbids not in t.resources()), (face.key, t)


@pytest.mark.rule("SM-9.3")
def test_the_meteorite_face_takes_no_meteorite_tile() -> None:
    rules = geo.Rules()
    b = geo.empty_board("fragment_3b")
    assert geo.has_placement(b, CIV_D2, rules)
    assert not geo.has_placement(b, CIV_D2_METEOR, rules)
    assert not geo.is_legal_placement(b, CIV_D2_METEOR, 0, 5, 4, rules)
    assert geo.has_placement(geo.empty_board("fragment_3a"), CIV_D2_METEOR, rules)
    assert not geo.has_placement(b, 1000, rules)  # a rescue tile carries a meteorite (SM-7.2)
    assert geo.placement_masks("fragment_3b", 0, CIV_D2_METEOR) == []  # the bots' look-ahead


@pytest.mark.rule("SM-9.3")
def test_the_block_face_takes_no_patch_and_no_terrain_block() -> None:
    st = frag_place(0b1000, blocks=BLOCK_SET)  # fragment 4 on 4b
    p = st.work[0]
    opts = choices(st, 0, p, Gain("patch"))
    assert {c[0] for c in opts} == {0, 1, 2}  # never board 3 (4b)
    assert any(len(c) == 3 for c in opts)  # blocks offered elsewhere
    assert not geo.has_placement(p.boards[3], PATCH, geo.Rules(is_patch=True))
    assert geo.has_placement(p.boards[3], CIV_D2, geo.Rules())  # tiles are welcome


# --- SM-9.4 edge first per fragment --------------------------------------------------------------


@pytest.mark.rule("SM-9.4")
def test_edge_first_then_adjacency_on_each_fragment() -> None:
    rules = geo.Rules()
    b = geo.empty_board("fragment_1b")
    g = geo.geometry(b.key)
    # D2 form 0 is horizontal: (3,3)-(4,3) are interior squares, (4,4)-(5,4) reach the edge.
    assert not geo.is_legal_placement(b, WATER_D2, 0, 3, 3, rules)
    assert geo.is_legal_placement(b, WATER_D2, 0, 4, 4, rules)
    assert all(any(g.edge & g.bit(*g.xy(s)) for s, _l, _i, _m in geo.squares_of(
        b, WATER_D2, f, x, y)) for f, x, y in geo.placements(b, WATER_D2, rules))
    # Another fragment's terrain does not count: the first tile here still needs the edge
    # and needs not touch anything; later tiles here must touch this fragment's terrain.
    st = frag_place()
    st = update_player(st, 0, boards=(full("1a"),) + st.work[0].boards[1:])
    started = face_board("1b", {(5, 5): "w"})
    assert not geo.is_legal_placement(started, WATER_D2, 0, 1, 3, rules)  # edge, not touching
    assert geo.is_legal_placement(started, WATER_D2, 0, 4, 4, rules)  # touches (5, 5)


# --- SM-9.5 the shuttle --------------------------------------------------------------------------


@pytest.mark.rule("SM-9.5")
def test_a_rover_on_a_bare_shuttle_goes_anywhere_on_the_fragments_for_one_movement() -> None:
    shuttle = sq_of("1a", 3, 3)
    st = frag_place(moves=2, rovers=(Rover(0, shuttle), Rover(2, sq_of("3a", 5, 5))))
    uses = legal_kind(st, 0, "use")
    assert len(uses) == 4 * 24 - 2  # every rover-free square of every fragment
    assert all(u.startswith(f"use {SHUTTLE_USE} 0 ") for u in uses)
    assert f"use {SHUTTLE_USE} 0 2 {sq_of('3a', 5, 5)}" not in uses  # another rover there
    target = st.work[0].boards[1].lifepods[0]  # a lifepod on fragment 2
    st2, events = act_events(st, 0, f"use {SHUTTLE_USE} 0 1 {target}")
    p = st2.work[0]
    assert p.rovers[0] == Rover(1, target) and p.moves == 1 and p.lifepods == 1
    assert target not in p.boards[1].lifepods
    assert any(e.kind == "sm.rover_shuttled" and e.args["fragment"] == 2 for e in events)
    assert legal_kind(st2, 0, "use") == []  # no longer on the shuttle


@pytest.mark.rule("SM-9.5")
def test_no_shuttle_when_covered_without_movement_or_off_its_square() -> None:
    shuttle = sq_of("1a", 3, 3)
    st = frag_place(moves=1, rovers=(Rover(0, shuttle),))
    assert legal_kind(st, 0, "use")
    assert legal_kind(update_player(st, 0, moves=0), 0, "use") == []
    off = update_player(st, 0, rovers=(Rover(0, sq_of("1a", 3, 4)),))
    assert legal_kind(off, 0, "use") == []
    covered = update_player(st, 0, boards=(face_board("1a", {(3, 3): "c"}),)
                            + st.work[0].boards[1:])
    assert legal_kind(covered, 0, "use") == []
    with pytest.raises(IllegalAction):
        act(covered, 0, f"use {SHUTTLE_USE} 0 1 0")
    # Off the fragmented planet there is no shuttle at all.
    plain = update_player(to_place(), 0, moves=2, rovers=(Rover(0, 40),))
    assert shuttle_choices(plain, 0, plain.work[0]) == []


@pytest.mark.rule("SM-9.5", "PU-7.2", "PU-7.3")
def test_the_shuttle_lands_only_where_a_rover_may_move() -> None:
    # a Civ square on fragment 2: event 102 (no rover onto Civ terrain) bars it as a landing
    shuttle, civ = sq_of("1a", 3, 3), sq_of("2a", 2, 2)
    st = frag_place(moves=1, rovers=(Rover(0, shuttle),))
    boards = list(st.work[0].boards)
    boards[1] = face_board("2a", {(2, 2): "c"})
    st = update_player(st, 0, boards=tuple(boards))
    assert (0, 1, civ) in shuttle_choices(st, 0, st.work[0])
    banned = replace(st, event=102)
    assert (0, 1, civ) not in shuttle_choices(banned, 0, banned.work[0])
    assert (0, 1, sq_of("2a", 3, 2)) in shuttle_choices(banned, 0, banned.work[0])  # bare


# --- SM-9.6 scoring ------------------------------------------------------------------------------


@pytest.mark.rule("SM-9.6")
def test_each_fragment_scores_its_own_rows_and_columns() -> None:
    assert geo.line_medals("fragment_2b") == ((1, 1, 1, 1, 1, 2), (1, 1, 1, 1, 1, 2))
    lone = face_board("1a", {(5, 0): "c"})  # row 0 has one square
    assert line_medals(player(boards=(lone,))) == 1
    face = FACE_BY_KEY["1a"]
    row5 = face_board("1a", {(x, 5): "c" for x in range(6)})
    assert line_medals(player(boards=(row5,))) == 2 + 1  # row 5, and column 0's one square
    whole = full("1a")
    assert line_medals(player(boards=(whole,))) == 14
    spoiled = replace(whole, meteors=(sq_of("1a", 5, 5),))
    assert line_medals(player(boards=(spoiled,))) == 14 - 2 - 2  # row 5 and column 5
    p = frag_player(0)
    p = replace(p, boards=(whole, full("2a"), p.boards[2], p.boards[3]))
    assert line_medals(p) == 28
    assert len(fragments.squares(face)) == 24


# --- SM-9.7 one planet for objectives, scopes and counts -----------------------------------------


def _card(side: str, measure_or_kind: str, terrain: str) -> int:
    for cid, card in OBJECTIVES.items():
        rule = getattr(card, side).rule
        if measure_or_kind in (rule.get("measure"), rule.get("kind")) and terrain in (
                rule.get("terrain"), rule.get("resource")):
            return cid
    raise KeyError(measure_or_kind)


@pytest.mark.rule("SM-9.7", "SM-2.3")
def test_objectives_read_the_four_fragments_as_one_planet() -> None:
    icons = {(5, 5): "c", (4, 5): "c"}
    one = face_board("1b", {c: "c" for c in icons}, icons)
    two = face_board("2b", {(5, 5): "c", (5, 4): "c", (5, 3): "c"}, {(5, 4): "c"})
    p = frag_player(B_ALL)
    p = replace(p, boards=(one, two) + p.boards[2:])
    assert neighbour_value(p, _card("neighbour", "resource_count", "civ")) == 3  # counts add
    assert neighbour_value(p, _card("neighbour", "largest_area", "civ")) == 3  # not 2 + 3
    assert neighbour_value(p, _card("neighbour", "area_count", "civ")) == 2
    # A 3×3 lies within one fragment: nine civ squares split over two fragments make none.
    split = face_board("1b", {(x, y): "c" for x in (3, 4, 5) for y in (3, 4)})
    rest = face_board("4a", {(x, 5): "c" for x in (3, 4, 5)})
    p2 = replace(p, boards=(split, p.boards[1], p.boards[2], rest))
    rect = _card("private", "terrain_rectangle", "civ")
    assert not private_met(p2, rect)
    block = face_board("1b", {(x, y): "c" for x in (3, 4, 5) for y in (3, 4, 5)})
    assert private_met(replace(p, boards=(block,) + p.boards[1:]), rect)
    # Planet-scope items reach all four fragments and never the moon.
    moon = geo.empty_board("moon_s")
    pm = replace(p, boards=p.boards + (moon,))
    assert in_scope(pm, Gain("lifepod", source="card:13")) == [0, 1, 2, 3]
    assert in_scope(pm, Gain("lifepod", source="card:3")) == [0, 1, 2, 3, 4]
    # The tie-break's bare planet squares add up over the fragments (PU-14.4).
    assert bare_planet_squares(pm) == 96 - 2 - 3


@pytest.mark.rule("SM-9.7")
def test_planet_events_count_rovers_and_lifepods_on_every_fragment() -> None:
    st = frag_place(rovers=(Rover(0, 10), Rover(3, 12)))
    p = st.work[0]
    from game.supermoon.card_effects import event_gains
    from tests.supermoon.builders import turn
    t = turn(p)
    event_gains(t, 111)  # more than one rover on the planet: one is destroyed
    assert [g.kind for g in t.player.pool] == ["kill_rover"]
    pods = choices(st, 0, p, Gain("lifepod", source="card:13"))
    assert {bi for bi, _sq in pods} == {0, 1, 2, 3} and len(pods) == 6


@pytest.mark.rule("SM-9.6", "SM-9.7")
def test_the_score_and_the_tie_break_read_the_fragments() -> None:
    st = frag_place()
    p = st.work[0]
    st = update_player(st, 0, boards=(full("1a"),) + p.boards[1:])
    parts = breakdown(st, 0)
    assert parts["lines"] == 14 and parts["planet"] == 0
    assert tiebreak_key(st, 0)[1] == -(96 - 24)


# --- SM-9.8 waiver -------------------------------------------------------------------------------


@pytest.mark.rule("SM-9.8", "SM-1.2", "SM-1.4")
def test_the_waiver_levels_lift_the_forbidden_elements() -> None:
    st = frag_place()
    p = st.work[0]
    st = update_player(st, 0, boards=(p.boards[0], full("2a"), full("3a"), full("4a")))
    st = depot_of(st, 0, (CIV_D2,), (128,))  # both tiles carry a Civ icon, only 1a is free
    p = st.work[0]
    assert placement_level(st, 0, p) == 3
    assert not geo.has_placement(p.boards[0], CIV_D2, geo.Rules())
    assert geo.has_placement(p.boards[0], CIV_D2, geo.Rules(board_rules=False))
    st = update_player(st, 0, lifted=True)
    assert any(a.split()[5] == "0" for a in legal_kind(st, 0, "place"))
    # A water tile fits at level 1 (nothing to lift); the meteorite face is lifted likewise.
    assert placement_level(depot_of(st, 0, (WATER_D2,), (128,)), 0, p) == 1
    meteor = geo.empty_board("fragment_3b")
    assert geo.has_placement(meteor, CIV_D2_METEOR, geo.Rules(board_rules=False))
    # Patches follow all rules: the block face stays closed to them.
    assert not geo.has_placement(geo.empty_board("fragment_4b"), PATCH,
                                 geo.Rules(is_patch=True))
    assert geo.waivable(meteor) and not geo.waivable(geo.empty_board("ksb4156"))
