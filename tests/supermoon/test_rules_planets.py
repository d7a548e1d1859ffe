"""The 12 asymmetric planets (PU-17): their placement rules, rover rules, line and bonus
scoring, the setup choice (PU-17.1), and the lifting of a planet's rule when it alone would end
the game (SM-1.2, SM-1.4 levels 3-4).

Every planet is a 12×12 grid, so `sq(x, y)` (y * 12 + x) names a square on any of them.
Placement cases call `board.placements` / `is_legal_placement` with explicit `Rules`; most
cover one far square first so the first-tile rule is out of the way and switch adjacency off
(Universal T1's exemption) to test one rule at a time.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rules import IllegalAction
from game.supermoon import board as geo
from game.supermoon.data import PLANET_BY_KEY, PLANETS
from game.supermoon.gains import rover_moves
from game.supermoon.objectives import has_rectangle
from game.supermoon.rules import RULES
from game.supermoon.scoring import board_bonus, board_line_medals, breakdown
from game.supermoon.state import PATCH, Board, Rover
from tests.supermoon.builders import (
    act,
    act_events,
    at_rotate,
    depot_of,
    legal,
    legal_kind,
    new_game,
    player,
    sq,
    tile_id,
    update_player,
    with_events,
)

D2 = tile_id("D2", "civ", "energy")  # A civ icon, B energy icon; form 0 vertical, 3 flat
D2_WR = tile_id("D2", "water", "rover")
I3 = tile_id("I3", "civ", "energy")  # form 2: plain civ, civ icon, energy icon downwards
FREE = geo.Rules(adjacency=False)  # one rule at a time: adjacency off
LIFTED = geo.Rules(adjacency=False, board_rules=False)


def board_on(key: str, cover: dict[int, str] | None = None, *, except_: tuple[int, ...] = (),
             meteors: tuple[int, ...] = ()) -> Board:
    """A planet with the given squares covered (letter per square); `except_` given: every
    other ground square covered with Civ instead."""
    board = geo.empty_board(key)
    terrain = list(board.terrain)
    if except_:
        for s in geo.board_squares(board):
            if s not in except_:
                terrain[s] = "c"
    for s, ch in (cover or {}).items():
        terrain[s] = ch
    text = "".join(terrain)
    return replace(board, terrain=text, meteors=meteors,
                   lifepods=tuple(p for p in board.lifepods if text[p] == "."))


def legal_at(board: Board, tile: int, form: int, x: int, y: int,
             rules: geo.Rules = FREE) -> bool:
    legal_here = geo.is_legal_placement(board, tile, form, x, y, rules)
    assert legal_here == ((form, x, y) in set(geo.placements(board, tile, rules)))
    return legal_here


# --- PU-17.1: choosing planets --------------------------------------------------------------------


@pytest.mark.rule("PU-17.1")
def test_random_planets_deal_one_distinct_asymmetric_planet_to_each_seat() -> None:
    st = new_game(6, seed=4, planets="random")
    assert st.phase == "setup"
    ksb = PLANET_BY_KEY["ksb4156"].planet_id
    dealt = [p.planet_offer[0] for p in st.work]
    assert len(set(dealt)) == 6 and ksb not in dealt
    for seat, p in enumerate(st.work):
        assert p.planet_offer == (dealt[seat], ksb)
        assert sorted(legal(st, seat)) == sorted([f"planet {dealt[seat]}", f"planet {ksb}"])
    st = act(st, 2, f"planet {dealt[2]}")
    board = st.work[2].boards[0]
    assert board.key == PLANETS[dealt[2]].key
    assert board.lifepods == geo.geometry(board.key).lifepods
    st = act(st, 3, f"planet {ksb}")
    assert st.work[3].boards[0].key == "ksb4156"
    with pytest.raises(IllegalAction):  # only the two offered planets
        RULES.apply(st, 0, RULES.parse_action(f"planet {dealt[1]}"))


@pytest.mark.rule("PU-17.1")
def test_free_choice_goes_round_the_table_and_takes_each_planet_once() -> None:
    st = new_game(3, seed=2, planets="choice")
    assert st.phase == "boards"
    first = st.commander
    assert RULES.to_act(st) == (first,)
    assert len(legal(st, first)) == 13  # every planet, KSB-4156 included
    st = act(st, first, "planet 7")
    second = (first + 1) % 3
    assert RULES.to_act(st) == (second,)
    assert st.players[first].boards[0].key == "lacuna"  # a public choice, at once
    assert "planet 7" not in legal(st, second) and "planet 0" in legal(st, second)
    st = act(st, second, "planet 0")
    third = (second + 1) % 3
    assert "planet 0" in legal(st, third) and len(legal(st, third)) == 12
    st = act(st, third, "planet 0")  # the symmetric side is on every board
    assert st.phase in ("rotate", "event")
    assert [p.boards[0].key for p in st.players] == [
        {first: "lacuna", second: "ksb4156", third: "ksb4156"}[s] for s in range(3)]


@pytest.mark.rule("PU-17.1")
def test_solo_chooses_its_planet_before_its_objectives() -> None:
    st = new_game(1, seed=3, planets="random")
    (offer,) = [st.work[0].planet_offer]
    assert all(a.startswith("planet ") for a in legal(st, 0))
    st = act(st, 0, f"planet {offer[0]}")
    assert all(a.startswith("objective ") for a in legal(st, 0))
    with pytest.raises(IllegalAction):
        RULES.check_setup(2, {"planets": "everyone"})


# --- PU-17.2 Arashi -------------------------------------------------------------------------------


@pytest.mark.rule("PU-17.2")
def test_arashi_tile_on_the_ring_must_leave_it_and_patches_never_cover_it() -> None:
    b = board_on("arashi", {sq(5, 0): "c"})
    assert not legal_at(b, D2, 3, 3, 5)  # both squares on the ring (row 5)
    assert not legal_at(b, D2, 0, 3, 5)  # rows 5 and 6: both ring
    assert legal_at(b, D2, 0, 3, 4)  # (3,4) off the ring, (3,5) on it
    assert legal_at(b, D2, 3, 3, 5, LIFTED)  # SM-1.2: lifted, the ring is open
    patch = geo.Rules(is_patch=True, adjacency=False)
    assert (0, 3, 5) not in set(geo.placements(b, PATCH, patch))
    assert (0, 3, 5) not in set(geo.placements(b, PATCH, replace(patch, board_rules=False)))
    assert (0, 3, 4) in set(geo.placements(b, PATCH, patch))


# --- PU-17.3 Cerberus, PU-17.5 Gaia ---------------------------------------------------------------


@pytest.mark.rule("PU-17.3")
def test_cerberus_scores_two_per_fully_covered_sub_planet_meteorites_or_not() -> None:
    p3 = [sq(x, y) for y in range(7, 12) for x in range(7, 12)
          if PLANET_BY_KEY["cerberus"].cell(x, y) != "."]
    assert len(p3) == 21
    full = board_on("cerberus", dict.fromkeys(p3, "w"))
    assert board_bonus(full) == 2
    assert board_bonus(replace(full, meteors=(p3[0],))) == 2
    assert board_bonus(board_on("cerberus", dict.fromkeys(p3[1:], "w"))) == 0
    everything = board_on("cerberus", except_=(-1,))
    assert board_bonus(everything) == 6  # RB: 39 line medals + 3 × 2 = 45
    assert board_line_medals(everything) + board_bonus(everything) == 45


@pytest.mark.rule("PU-17.5")
def test_gaia_scores_two_per_bare_city_and_a_bare_city_leaves_its_line_open() -> None:
    empty = board_on("gaia")
    assert board_bonus(empty) == 16
    city = sq(5, 0)
    assert PLANET_BY_KEY["gaia"].cell(5, 0) == "C"
    assert board_bonus(board_on("gaia", {city: "c"})) == 14
    all_but_city = board_on("gaia", except_=(city,))
    assert board_line_medals(all_but_city) == 40 - 1 - 3  # row 0 and column 5 stay open
    st = new_game(1, seed=5)
    st = update_player(st, 0, boards=(empty,))
    assert breakdown(st, 0)["planet"] == 16


# --- PU-17.4 Charybdis ----------------------------------------------------------------------------


@pytest.mark.rule("PU-17.4")
def test_charybdis_first_tile_covers_a_central_square_not_the_edge() -> None:
    b = geo.empty_board("charybdis")
    rules = geo.Rules()
    centre = {sq(5, 5), sq(6, 5), sq(5, 6), sq(6, 6)}
    spots = list(geo.placements(b, D2, rules))
    assert spots and all({s for s, *_ in geo.squares_of(b, D2, f, x, y)} & centre
                         for f, x, y in spots)
    assert not legal_at(b, D2, 0, 5, 0, rules)  # an edge square, the base game's first rule
    assert legal_at(b, D2, 0, 5, 0, geo.Rules(board_rules=False))  # lifted: the edge again
    assert legal_at(b, D2, 0, 5, 4, rules)


# --- PU-17.6 K-273 --------------------------------------------------------------------------------


@pytest.mark.rule("PU-17.6")
def test_k273_tile_covers_ice_or_land_never_both() -> None:
    b = board_on("k273", {sq(5, 0): "c"})
    k = PLANET_BY_KEY["k273"]
    assert (k.cell(2, 5), k.cell(3, 5), k.cell(4, 5), k.cell(5, 5)) == ("L", "L", "I", "I")
    assert legal_at(b, D2, 3, 2, 5)  # land + land
    assert legal_at(b, D2, 3, 4, 5)  # ice + ice
    assert not legal_at(b, D2, 3, 3, 5)  # land + ice
    assert legal_at(b, D2, 3, 3, 5, LIFTED)


# --- PU-17.7 K'Aax, PU-17.13 Tartarus: rovers -----------------------------------------------------


def _rover_steps(key: str, square: int, cover: dict[int, str] | None = None) -> set[int]:
    st = new_game(2, seed=1)
    p = player(board=board_on(key, cover), rovers=(Rover(0, square),), moves=3)
    return {d for r, d in rover_moves(st, p)}


@pytest.mark.rule("PU-17.7")
def test_kaax_rovers_keep_off_bare_toxic_squares() -> None:
    assert PLANET_BY_KEY["kaax"].cell(3, 1) == "T"
    assert 3 not in _rover_steps("kaax", sq(4, 1))  # left onto bare toxic
    assert 3 in _rover_steps("kaax", sq(4, 1), {sq(3, 1): "w"})  # covered: ordinary
    assert 3 in _rover_steps("ksb4156", sq(4, 1))


@pytest.mark.rule("PU-17.13")
def test_tartarus_chasm_blocks_tiles_and_rovers() -> None:
    t = PLANET_BY_KEY["tartarus"]
    assert (t.sides[2][5], t.sides[2][6]) == ("0", "1")
    b = board_on("tartarus", {sq(6, 11): "c"})
    assert not legal_at(b, D2, 3, 5, 2)  # (5,2) | (6,2): across the chasm
    assert legal_at(b, D2, 3, 4, 2) and legal_at(b, D2, 3, 6, 2)
    assert legal_at(b, D2, 3, 5, 2, LIFTED)
    assert 1 not in _rover_steps("tartarus", sq(5, 2))  # right, across
    assert 1 in _rover_steps("tartarus", sq(4, 2))
    g = geo.geometry("tartarus")
    assert {frozenset(pair) for pair in g.crossings} == {
        frozenset({sq(5, 3), sq(6, 4)}), frozenset({sq(5, 9), sq(6, 8)})}


# --- PU-17.8 Lacuna -------------------------------------------------------------------------------


@pytest.mark.rule("PU-17.8")
def test_lacuna_holes_take_no_tile_no_rover_and_do_not_count_for_lines() -> None:
    lacuna = PLANET_BY_KEY["lacuna"]
    assert (lacuna.cell(5, 2), lacuna.cell(6, 2)) == ("o", "o")
    b = board_on("lacuna", {sq(4, 0): "c"})
    assert not legal_at(b, D2, 3, 4, 2)  # (4,2) land, (5,2) hole
    assert legal_at(b, D2, 3, 4, 2, LIFTED)  # SM-1.2
    assert (0, 5, 2) not in set(geo.placements(b, PATCH, geo.Rules(is_patch=True)))
    assert 1 not in _rover_steps("lacuna", sq(4, 2))
    row2 = [sq(x, 2) for x in range(12) if lacuna.cell(x, 2) not in ".o"]
    full = board_on("lacuna", dict.fromkeys(row2, "c"))
    assert board_line_medals(full) == lacuna.row_medals[2] == 2
    on_hole = board_on("lacuna", {**dict.fromkeys(row2, "c"), sq(5, 2): "c"})
    assert board_line_medals(on_hole) == 2  # a covered hole changes nothing
    assert board_line_medals(replace(on_hole, meteors=(sq(5, 2),))) == 0  # its meteorite does
    assert sq(5, 2) not in set(geo.board_squares(b))  # no bare ground, no tie-break square


# --- PU-17.9 Oblivion -----------------------------------------------------------------------------


@pytest.mark.rule("PU-17.9")
def test_oblivion_row_five_is_its_two_frame_squares_worth_one() -> None:
    oblivion = PLANET_BY_KEY["oblivion"]
    assert oblivion.grid[5] == "L..........L"
    assert board_line_medals(board_on("oblivion", {sq(0, 5): "c", sq(11, 5): "c"})) == 1
    assert board_line_medals(board_on("oblivion", {sq(0, 5): "c"})) == 0
    b = geo.empty_board("oblivion")
    assert not legal_at(b, D2, 0, 4, 3, geo.Rules())  # next to the void is not the edge


# --- PU-17.10 Pajitnov ----------------------------------------------------------------------------


@pytest.mark.rule("PU-17.10")
def test_pajitnov_tiles_slide_in_from_outside_patches_do_not() -> None:
    channel = tuple(sq(5, y) for y in range(0, 6))  # column 5 open from the top edge
    pocket = (sq(6, 5),)
    b = board_on("pajitnov", except_=channel + pocket)
    assert legal_at(b, D2, 0, 5, 4, geo.Rules())  # slides down the channel
    assert not legal_at(b, D2, 3, 5, 5, geo.Rules())  # a flat domino cannot get in
    assert legal_at(b, D2, 3, 5, 5, geo.Rules(board_rules=False))
    ksb = board_on("ksb4156", except_=channel + pocket)
    assert legal_at(ksb, D2, 3, 5, 5, geo.Rules())
    sealed = board_on("pajitnov", except_=(sq(6, 6), sq(7, 6)))
    assert not list(geo.placements(sealed, D2, geo.Rules()))
    assert list(geo.placements(sealed, PATCH, geo.Rules(is_patch=True)))


# --- PU-17.11 Persephone --------------------------------------------------------------------------


@pytest.mark.rule("PU-17.11")
def test_persephone_bans_one_resource_icon_per_quadrant_not_its_terrain() -> None:
    b = board_on("persephone", {sq(5, 0): "c"})
    assert not legal_at(b, D2, 0, 3, 3)  # civ icon top-left
    assert legal_at(b, D2_WR, 0, 3, 3)  # water and rover icons top-left
    assert not legal_at(b, D2_WR, 0, 7, 8)  # water icon bottom-right
    assert not legal_at(b, D2, 0, 7, 1)  # energy icon (7,2) top-right
    assert legal_at(b, I3, 2, 5, 5)  # plain civ top-left, civ icon bottom-left
    assert not legal_at(b, I3, 2, 5, 4)  # civ icon at (5,5): top-left
    assert legal_at(b, D2, 0, 3, 3, LIFTED)


# --- PU-17.12 Petra -------------------------------------------------------------------------------


@pytest.mark.rule("PU-17.12")
def test_petra_bare_electric_squares_carry_energy_and_count_as_covered() -> None:
    petra = PLANET_BY_KEY["petra"]
    assert petra.cell(8, 9) == "e" and sq(8, 9) in geo.geometry("petra").lifepods
    assert "I" not in "".join(petra.grid)
    # An energy icon at (6,5): bare electric (5,5)…(2,5) reach the tech at (1,5).
    cover = {sq(6, 5): "e", sq(1, 5): "t"}
    assert geo.energy_choices(board_on("petra", cover), sq(6, 5)) == ("t",)
    assert geo.energy_choices(board_on("ksb4156", cover), sq(6, 5)) == ()
    row1 = {sq(x, 1): "c" for x in range(12) if petra.cell(x, 1) == "L"}
    assert petra.cell(4, 1) == "E"
    assert board_line_medals(board_on("petra", row1)) == 1
    assert board_line_medals(board_on("petra", {**row1, sq(4, 1): "."})) == 1
    del row1[sq(3, 1)]
    assert board_line_medals(board_on("petra", row1)) == 0
    energy = board_on("petra", {sq(8, 6): "e"})  # with bare electric: 3×3 at x 7-9, y 5-7
    assert has_rectangle(energy, "e", 3, 3)
    assert not has_rectangle(board_on("ksb4156", {sq(8, 6): "e"}), "e", 3, 3)


# --- SM-1.2, SM-1.4 L3-L4: lifting the planet's rule ----------------------------------------------


def _step3(key: str, free: tuple[int, ...], deck: tuple[int, ...] | None = None):
    st = at_rotate(2, 3, **({"events": True} if deck is not None else {}))
    if deck is not None:
        st = with_events(st, deck)
    st = update_player(st, 0, boards=(board_on(key, except_=free),))
    st = depot_of(st, 0, (D2,), ())
    return act_events(st, st.commander, f"rotate {st.rotation}")


@pytest.mark.rule("SM-1.2", "SM-1.4")
def test_a_planet_rule_alone_blocking_every_placement_is_lifted_for_the_round() -> None:
    st, events = _step3("k273", (sq(3, 5), sq(4, 5)))  # only land + ice is left
    p = st.work[0]
    assert p.lifted and not p.waived and not p.stuck
    assert ("sm.planet_waiver", {"seat": 0}) in [(e.kind, e.args) for e in events]
    places = legal_kind(st, 0, "place")
    assert len(places) == 2  # the domino either way round, across land and ice
    st = act(st, 0, places[0])
    assert st.work[0].boards[0].terrain[sq(3, 5)] != "."
    assert st.work[0].boards[0].terrain[sq(4, 5)] != "."


@pytest.mark.rule("SM-1.4")
def test_level_four_lifts_both_when_the_event_and_the_planet_block_together() -> None:
    st, events = _step3("k273", (sq(3, 5), sq(4, 5)), deck=(120, 97))  # 120: no planet ice
    p = st.work[0]
    assert p.lifted and p.waived and not p.stuck
    assert {"sm.waiver", "sm.planet_waiver"} <= {e.kind for e in events}
    assert legal_kind(st, 0, "place")


@pytest.mark.rule("SM-1.2")
def test_a_rule_that_is_not_about_placing_is_never_lifted() -> None:
    st, _ = _step3("oblivion", (sq(4, 4),))  # a single square: no domino fits anywhere
    assert st.work[0].stuck and not st.work[0].lifted
    assert not PLANET_BY_KEY["oblivion"].waivable and not PLANET_BY_KEY["kaax"].waivable
    assert {p.key for p in PLANETS if p.waivable} == {
        "arashi", "charybdis", "k273", "lacuna", "pajitnov", "persephone", "tartarus"}
