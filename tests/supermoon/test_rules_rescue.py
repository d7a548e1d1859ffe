"""Supermoon Module 2, rescue tiles (SM-7), Module 3, terrain blocks (SM-8), and the modules
together (SM-0.1, SM-3.3), driven through the Rules contract.

A rescue tile is `rescue <k> <form> <x> <y> <board>` with k the terrain index of
`data.TERRAINS` (civ 0, water 1, biomass 2, rover 3, tech 4, energy 5); forms 0 and 2 lie flat
(icon left in form 0, right in form 2), 1 and 3 stand (icon on top in form 1).
"""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from game.supermoon import board as geo
from game.supermoon.data import EVENTS, RESCUE_SHAPE, TRACK_INDEX
from game.supermoon.objectives import icon_count
from game.supermoon.rescue import BLOCK_SET, RESCUE_SET
from game.supermoon.rules import RULES
from game.supermoon.scoring import breakdown, civ_medals
from game.supermoon.state import Board
from tests.supermoon.builders import (
    act,
    act_events,
    at_rotate,
    board_free,
    depot_of,
    legal,
    legal_kind,
    make_board,
    new_game,
    paint,
    player,
    rect,
    sq,
    tile_id,
    update_player,
    with_events,
)

D2 = tile_id("D2", "tech", "biomass")
N5 = tile_id("N", "rover", "tech")
CIV, WATER, BIOMASS, ROVER, TECH, ENERGY = range(6)
START = (sq(5, 5), sq(6, 5))  # the middle of KSB-4156, for boards with one tile on them


def placing(boards: dict[int, Board] | None = None, deck: tuple[int, ...] | None = None,
            depot: tuple[int, ...] = (D2,), **options):
    """Two players with rescue tiles, in steps 4-5 with the given boards and depot."""
    options = {"rescue": "on", **options}
    if deck is not None:
        options["events"] = True
    st = at_rotate(2, 3, **options)
    if deck is not None:
        st = with_events(st, deck)
    for seat, b in (boards or {}).items():
        st = update_player(st, seat, boards=(b,) + st.work[seat].boards[1:])
    st = depot_of(st, 0, depot, depot)
    st, events = act_events(st, st.commander, f"rotate {st.rotation}")
    return st, events


def started() -> Board:
    """KSB-4156 with one Civ domino in the middle (so pieces go by adjacency)."""
    return make_board(paint(START, "c"))


def rescue_at(st, seat: int, k: int, cells: tuple[int, int], icon_first: bool = True) -> str:
    """The legal rescue action of terrain k flat on (x, y)-(x+1, y), icon on the left."""
    x, y = cells
    form = 0 if icon_first else 2
    return next(a for a in legal_kind(st, seat, "rescue")
                if a == f"rescue {k} {form} {x} {y} 0")


# --- SM-7: rescue tiles ---------------------------------------------------------------------------


@pytest.mark.rule("SM-7.1", "SM-3.3")
def test_rescue_reserves_and_the_auto_setting() -> None:
    assert RESCUE_SET == "cwbrte"
    assert all(p.rescue == RESCUE_SET for p in new_game(2, rescue="on").players)
    assert all(p.rescue == "" for p in new_game(2).players)
    assert all(p.rescue == RESCUE_SET for p in new_game(5, moons=True).players)  # auto
    assert all(p.rescue == "" for p in new_game(4, moons=True).players)
    assert all(p.rescue == "" for p in new_game(6).players)
    assert all(p.rescue == "" for p in new_game(6, moons=True, rescue="off").players)
    assert RULES.check_setup(2, {"rescue": True})["rescue"] == "on"
    assert RULES.check_setup(2, {"rescue": "off", "moons": "off"})["moons"] is False
    assert RULES.check_setup(2, {"moons": "on", "blocks": "yes"})["blocks"] is True


@pytest.mark.rule("SM-7.2")
def test_a_rescue_tile_is_a_domino_with_its_icon_and_its_meteorite_apart() -> None:
    forms = RESCUE_SHAPE.forms
    assert len(forms) == 4
    for form in forms:
        assert len(form) == 2
        assert sorted((s.icon, s.meteor) for s in form) == [(False, True), (True, False)]
        assert {s.side for s in form} == {"A"}  # both squares of its terrain
    squares = geo.squares_of(geo.empty_board("ksb4156"), 1000 + WATER, 0, 3, 3)
    assert [(lt, icon, m) for _s, lt, icon, m in squares] == [("w", "w", False),
                                                               ("w", "", True)]


@pytest.mark.rule("SM-7.3", "SM-7.5")
def test_a_pair_replaces_the_depot_tile_one_resolved_tile_after_the_other() -> None:
    st, _ = placing({0: started()})
    stacks = st.stacks
    first = rescue_at(st, 0, TECH, (7, 5))  # Tech icon on (7,5): Tech +1
    assert "place" in {a.split()[0] for a in legal(st, 0)}
    st = act(st, 0, first)
    me = st.work[0]
    assert me.rescue == "cwbre" and me.rescuing == 1 and not me.placed
    assert me.boards[0].meteors == (sq(8, 5),)  # its meteorite lands at once (PU-5.1)
    assert not legal_kind(st, 0, "place") and not legal_kind(st, 0, "rescue")  # gains first
    assert me.last_tile == 0 and "done" not in legal(st, 0)
    st = act(st, 0, legal_kind(st, 0, "gain")[0])
    assert st.work[0].tracks[TRACK_INDEX["tech"]] == 1
    seconds = legal_kind(st, 0, "rescue")
    assert seconds and {a.split()[1] for a in seconds} == {"0", "1", "2", "3", "5"}
    st = act(st, 0, rescue_at(st, 0, CIV, (5, 4)))
    assert st.work[0].placed and st.work[0].rescue == "wbre"
    assert not legal_kind(st, 0, "rescue") and st.stacks == stacks  # the depot tile stays
    st = act(st, 0, legal_kind(st, 0, "gain")[0])
    assert "done" in legal(st, 0)


@pytest.mark.rule("SM-7.3")
def test_one_rescue_tile_left_is_not_a_pair() -> None:
    st, _ = placing({0: started()})
    st = update_player(st, 0, rescue="w")
    assert not legal_kind(st, 0, "rescue")


@pytest.mark.rule("SM-7.4")
def test_the_pair_may_split_between_planet_and_moon() -> None:
    st = new_game(2, seed=1, moons=True, rescue="on")
    for seat in (0, 1):
        st = act(st, seat, f"moon 0 {1}")
    st = depot_of(st, 0, (D2,), (D2,))
    st = act(st, st.commander, f"rotate {st.rotation}")
    boards = {a.split()[-1] for a in legal_kind(st, 0, "rescue")}
    assert boards == {"0", "1"}


@pytest.mark.rule("SM-7.6")
def test_an_energy_rescue_tile_touching_no_other_terrain_advances_nothing() -> None:
    alone = make_board(paint(START, "e"))  # energy already there: its area touches no terrain
    st, _ = placing({0: alone})
    st = act(st, 0, rescue_at(st, 0, ENERGY, (7, 5)))
    assert st.work[0].pool == ()  # the Energy advancement had no track to go to


@pytest.mark.rule("SM-7.7")
def test_under_one_resource_events_a_rescue_tile_advances_nothing() -> None:
    assert EVENTS[104].round_rule == "one_resource_only"
    st, _ = placing({0: started()}, deck=(104, 97))
    assert st.event == 104
    st = act(st, 0, rescue_at(st, 0, TECH, (7, 5)))
    me = st.work[0]
    assert me.pool == () and me.boards[0].meteors == (sq(8, 5),)  # the meteorite still falls


@pytest.mark.rule("SM-7.8", "SM-1.4")
def test_a_pair_saves_the_game_and_two_rescue_tiles_may_be_discarded() -> None:
    st, events = placing({0: board_free(*rect(4, 4, 2, 2))}, depot=(N5,))
    me = st.work[0]
    assert not me.stuck and not st.last_round  # a pair fits: the game goes on (SM-1.4)
    assert legal_kind(st, 0, "rescue") and not legal_kind(st, 0, "place")  # and is mandatory
    st, events = placing({0: board_free(sq(4, 4))}, depot=(N5,))
    assert st.work[0].stuck and st.last_round
    discards = legal_kind(st, 0, "rdiscard")
    assert "rdiscard 0 1" in discards and len(discards) == 15
    st = act(st, 0, "rdiscard 1 5")  # water and energy
    me = st.work[0]
    assert me.rescue == "cbrt" and me.placed
    assert me.tracks[TRACK_INDEX["water"]] == 1 and sum(me.tracks) == 1  # Energy: nothing


@pytest.mark.rule("SM-7.8")
def test_a_domino_sized_gap_is_no_pair() -> None:
    st, _ = placing({0: board_free(sq(4, 4), sq(5, 4))}, depot=(N5,))
    assert st.work[0].stuck  # one rescue tile fits, not two


@pytest.mark.rule("SM-7.9")
def test_a_placed_rescue_tile_is_an_ordinary_tile_and_unplaced_ones_score_nothing() -> None:
    st, _ = placing({0: started()})
    before = breakdown(replace(st, players=st.work), 0)["total"]
    st = act(st, 0, rescue_at(st, 0, WATER, (7, 5)))
    me = st.work[0]
    assert icon_count(me.boards, "w") == 1
    assert geo.area(me.boards[0], sq(7, 5)) == frozenset({sq(7, 5), sq(8, 5)})
    emptied = replace(st.players[1], rescue="")
    assert breakdown(replace(st, players=(st.players[0], emptied)), 1)["total"] == \
        breakdown(st, 1)["total"]
    assert before == breakdown(replace(st, players=st.players), 0)["total"]


# --- SM-8: terrain blocks -------------------------------------------------------------------------


def _patch_turn(**options):
    """Seat 0 with a biomass patch to place (Biomass 2 -> 3 gives one, PU-16.2)."""
    st, _ = placing({0: started()}, blocks=True, **options)
    st = update_player(st, 0, tracks=(0, 0, 2, 0, 0))
    st = act(st, 0, next(a for a in legal_kind(st, 0, "place")))
    while not any(g.kind == "patch" for g in st.work[0].pool):
        st = act(st, 0, legal_kind(st, 0, "gain")[0])
    i = next(i for i, g in enumerate(st.work[0].pool) if g.kind == "patch")
    return st, i


@pytest.mark.rule("SM-8.1", "SM-8.2")
def test_a_patch_may_be_a_terrain_block_from_the_reserve() -> None:
    assert BLOCK_SET == "cwert" and all(p.blocks == "cwert"
                                        for p in new_game(2, blocks=True).players)
    st, i = _patch_turn()
    choices = [a for a in legal_kind(st, 0, "gain") if a.split()[1] == str(i)]
    with_block = {a for a in choices if len(a.split()) == 5}
    assert {a.split()[4] for a in with_block} == {str(k)
                                                  for k in (CIV, WATER, ROVER, TECH, ENERGY)}
    st2 = update_player(st, 0, blocks="")
    assert all(len(a.split()) == 4 for a in legal_kind(st2, 0, "gain") if a.split()[1] == str(i))


@pytest.mark.rule("SM-8.3", "SM-8.4", "SM-8.6")
def test_a_block_is_a_square_of_its_terrain_with_no_resource() -> None:
    st, i = _patch_turn()
    me = st.work[0]
    spot = next(a for a in legal_kind(st, 0, "gain")
                if a.split()[1] == str(i) and len(a.split()) == 5 and a.split()[4] == str(CIV))
    square = int(spot.split()[3])
    pool = len(me.pool)
    st = act(st, 0, spot)
    me = st.work[0]
    assert me.blocks == "wert"
    b = me.boards[0]
    assert b.terrain[square] == "c" and b.icons[square] == "." and square in b.patches
    assert len(me.pool) == pool - 1  # no advancement
    assert square in geo.area(b, sq(5, 5)) or b.terrain[square] == "c"
    assert breakdown(replace(st, players=st.work), 0)["lines"] >= 0  # unplaced: nothing


@pytest.mark.rule("SM-8.5")
def test_blocks_count_as_patches_and_keep_off_arashi_s_ring() -> None:
    b = make_board(paint(START, "c"), patches=(sq(5, 5),))
    p = player(board=b, civ=(22,))
    assert civ_medals(p) == civ_medals(replace(p, boards=(replace(b, patches=()),))) + 1
    ring = replace(geo.empty_board("arashi"), terrain="." * 144)
    ring = replace(ring, terrain=ring.terrain[:sq(5, 4)] + "c" + ring.terrain[sq(5, 4) + 1:])
    spots = {(x, y) for _f, x, y in geo.placements(ring, -1, geo.Rules(is_patch=True))}
    assert (5, 5) not in spots and (5, 3) in spots


# --- SM-0.1: any combination of modules ----------------------------------------------------------


@pytest.mark.rule("SM-0.1")
@pytest.mark.parametrize("n", [1, 4])
def test_every_combination_of_modules_sets_up_and_plays_a_round(n: int) -> None:
    for moons, rescue, blocks in itertools.product((False, True), repeat=3):
        options = {"moons": moons, "rescue": "on" if rescue else "off", "blocks": blocks}
        st = new_game(n, seed=2, **options)
        assert all(len(p.moon_offer) == (2 if moons else 0) for p in st.work)
        assert all((p.rescue == RESCUE_SET) == rescue for p in st.work)
        assert all((p.blocks == BLOCK_SET) == blocks for p in st.work)
        for _ in range(200):
            if st.round >= 2 or st.over:
                break
            seat = RULES.to_act(st)[0]
            acts = legal(st, seat)
            st = act(st, seat, next((a for a in acts if a.split()[0] in ("place", "done")),
                                    acts[0]))
        assert st.round >= 2, options


# --- SM-0.3, SM-0.4: the Supermoon cards ----------------------------------------------------------


@pytest.mark.rule("SM-0.3")
def test_only_the_base_game_cards_are_dealt_until_the_supermoon_cards_exist() -> None:
    from game.supermoon.data import CIV_CARDS, EVENTS
    assert len(CIV_CARDS) == 36 and len(EVENTS) == 60
    assert {c.timing for c in CIV_CARDS.values()} == {"immediate", "end_game"}
    st = new_game(4, seed=3, moons=True, events=True)
    dealt = {c for deck in st.civ_decks + st.civ_reserve for c in deck}
    assert dealt == set(CIV_CARDS) and set(st.events) <= set(EVENTS)


@pytest.mark.rule("SM-0.4")
def test_a_tools_card_is_public_and_gives_its_benefit_each_time(monkeypatch) -> None:
    from game.supermoon.data import CIV_CARDS, CivCard
    tool = CivCard(99, 1, "Test tool", "tools",
                   {"op": "tool", "when": "tile_placed", "board": "any", "terrain": "tech",
                    "gain": {"op": "gain_movement", "n": 1}}, "both")
    monkeypatch.setitem(CIV_CARDS, 99, tool)
    st, _ = placing({0: started()})
    st = update_player(st, 0, civ=(99,))
    assert 99 in RULES.view(st, 1).players[0].civ  # face up for everyone
    moves = st.work[0].moves
    st, events = act_events(st, 0, legal_kind(st, 0, "place")[0])  # D2: Tech and Biomass
    assert st.work[0].moves == moves + 1
    assert "sm.tool_used" in [e.kind for e in events]
    plain = tile_id("D2", "water", "rover")
    st, _ = placing({0: started()}, depot=(plain,))
    st = update_player(st, 0, civ=(99,))
    st = act(st, 0, legal_kind(st, 0, "place")[0])
    assert st.work[0].moves == 0  # no Tech on that tile: no benefit


def test_the_fast_legality_test_agrees_with_the_legal_list() -> None:
    """`play.is_legal` checks a gain or a move on its own; it must say what the list says."""
    import random

    from game.supermoon import play
    from game.supermoon.actions import Action
    rng = random.Random(4)
    for options, n in (({"moons": True, "rescue": "on", "blocks": True}, 2), ({}, 1)):
        st = new_game(n, seed=6, **options)
        for _ in range(400):
            if RULES.outcome(st) is not None:
                break
            for seat in range(n):
                listed = set(RULES.legal_actions(st, seat))
                probes = [a for a in listed if a.kind in ("gain", "move")] + [
                    Action("gain", (rng.randint(-1, 3), rng.randint(-1, 40))),
                    Action("move", (rng.randint(-1, 2), rng.randint(-1, 4))), Action("gain", (0,))]
                for a in probes:
                    assert play.is_legal(st, seat, a) == (a in listed), (st.phase, seat, a)
            seat = RULES.to_act(st)[0]
            st, _ = RULES.apply(st, seat, rng.choice(RULES.legal_actions(st, seat)))


@pytest.mark.rule("SM-1.4", "SM-7.5", "SM-7.8")
def test_a_pair_counts_when_the_first_tiles_laser_clears_the_seconds_square() -> None:
    # The planet is full; on the moon, A-B in row 0 is free, and C-D where D holds a
    # meteorite. A first rescue tile on A-B takes the satellite from position 1 to 3, whose
    # laser sweeps column 4 and destroys D's meteorite: the second then fits on C-D. The
    # pair can be placed, so the game goes on and the pair is due (the end was triggered).
    from tests.supermoon.builders import act_events, depot_of, legal_kind, tile_id, update_player
    from tests.supermoon.test_rules_moons import moon_game, msq

    g = geo.geometry("ksb4156")
    full = replace(geo.empty_board("ksb4156"), lifepods=(), terrain="".join(
        "c" if g.on_board(*g.xy(s)) else "." for s in range(g.width * g.height)))
    m = geo.geometry("moon_s")
    free = {msq(1, 0), msq(2, 0), msq(5, 3), msq(4, 3)}
    terrain = "".join("." if not m.on_board(*m.xy(s)) or s in free else "c"
                      for s in range(m.width * m.height))
    moon = replace(geo.empty_board("moon_s"), terrain=terrain, meteors=(msq(4, 3),))
    st = moon_game(rescue="on")
    st = update_player(st, 0, boards=(full, moon), satellite=1)
    n5 = tile_id("N", "rover", "tech")
    st = depot_of(st, 0, (n5,), (n5,))
    st, _ = act_events(st, st.commander, f"rotate {st.rotation}")
    assert not st.work[0].stuck and "stuck" not in st.end_reasons
    assert legal_kind(st, 0, "rescue") and not legal_kind(st, 0, "discard")
    # without the meteorite's line in reach (no meteorite cleared), no pair: the seat is stuck
    st2 = moon_game(rescue="on")
    moon2 = replace(moon, meteors=(msq(5, 3),))  # on C: column 4 does not sweep it
    st2 = update_player(st2, 0, boards=(full, moon2), satellite=1)
    st2 = depot_of(st2, 0, (n5,), (n5,))
    st2, _ = act_events(st2, st2.commander, f"rotate {st2.rotation}")
    assert st2.work[0].stuck

