"""Planet Unknown final scoring: lines, tracks, civ cards, objectives, lifepods, meteorites
and the tie-break (PU-6.4, PU-8, PU-10.5-10.6, PU-11, PU-14), built on hand-made boards."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from game.core.rng import Rng
from game.supermoon import scoring
from game.supermoon.board import board_squares, empty_board, geometry, is_ice, line_medals
from game.supermoon.state import Board, Player, State
from tests.supermoon.builders import make_board, paint, rect, sq

KEY = "ksb4156"
G = geometry(KEY)
ALL = tuple(board_squares(empty_board(KEY)))


def row(y: int) -> list[int]:
    """The on-board squares of a row."""
    return [s for s in ALL if G.xy(s)[1] == y]


def col(x: int) -> list[int]:
    """The on-board squares of a column."""
    return [s for s in ALL if G.xy(s)[0] == x]


def make_player(*boards: Board, **kw: Any) -> Player:
    """A Universal Coalition player (an empty planet by default)."""
    return Player(corp="universalcoalition", boards=boards or (make_board(),), **kw)


def make_state(*players: Player, neighbours: tuple[tuple[int, int, int], ...] = ()) -> State:
    """A minimal table holding these players, for the scoring functions."""
    return State(n=len(players), rng=Rng.from_seed(1), options=(), round=20, phase="over",
                 commander=0, rotation=0, stacks=(), hidden_top=(), players=players,
                 work=players, base=players, civ_decks=(), civ_reserve=(),
                 neighbour_objectives=neighbours, objective_pile=(), events=())


# --- lines (PU-14.2, PU-8.3) -----------------------------------------------------------------


@pytest.mark.rule("PU-14.2")
def test_full_row_scores_its_medal():
    assert scoring.line_medals(make_player(make_board(paint(row(5), "c")))) == 3
    assert scoring.line_medals(make_player(make_board(paint(row(0), "w")))) == 1
    assert scoring.line_medals(make_player(make_board(paint(row(5)[:-1], "c")))) == 0


@pytest.mark.rule("PU-14.2", "PU-8.3")
def test_meteorite_blocks_a_line():
    cover = paint(row(5), "c")
    assert scoring.line_medals(make_player(make_board(cover, meteors=(sq(7, 5),)))) == 0
    # a meteorite elsewhere does not matter
    assert scoring.line_medals(make_player(make_board(cover, meteors=(sq(7, 4),)))) == 3


@pytest.mark.rule("PU-14.2", "PU-16.1")
def test_columns_and_the_full_planet():
    assert scoring.line_medals(make_player(make_board(paint(col(0), "b")))) == 1  # 2 squares
    assert scoring.line_medals(make_player(make_board(paint(col(5), "t")))) == 3
    full = make_board(paint(ALL, "e"))
    assert scoring.line_medals(make_player(full)) == 40  # PU-16.1: maximum 40
    blocked = dataclasses.replace(full, meteors=(sq(5, 5),))  # row 5 (3) and column 5 (3)
    assert scoring.line_medals(make_player(blocked)) == 34


@pytest.mark.rule("PU-14.2", "PU-8.3")
def test_line_states_say_what_scores_and_what_a_meteorite_holds_back():
    """The table marks each line medal by `line_states`: it must agree with the score."""
    board = make_board(paint(row(5) + col(0), "c"), meteors=(sq(7, 4),))
    rows, cols = scoring.line_states(board)
    assert rows[5] == "done" and cols[0] == "done" and rows[4] == "spoiled"
    assert cols[7] == "spoiled" and rows[6] == "open" and cols[5] == "open"
    row_medals, col_medals = line_medals(KEY)
    won = sum(m for m, s in zip(row_medals, rows, strict=True) if s == "done") + sum(
        m for m, s in zip(col_medals, cols, strict=True) if s == "done")
    assert won == scoring.board_line_medals(board) == 3 + 1
    # a meteorite on a full line: spoiled, not done
    blocked = dataclasses.replace(board, meteors=(sq(7, 5),))
    assert scoring.line_states(blocked)[0][5] == "spoiled"


@pytest.mark.rule("PU-14.2", "PU-9.2")
def test_patches_cover_squares_for_lines():
    cover = paint(row(0), "b")
    board = make_board(cover, patches=tuple(row(0)))
    assert scoring.line_medals(make_player(board)) == 1


# --- tracks (PU-6.4) -------------------------------------------------------------------------


@pytest.mark.rule("PU-6.4", "PU-14.3", "PU-16.2")
def test_track_medals_take_the_highest_medal_at_or_below():
    p = make_player(tracks=(9, 15, 0, 8, 14))  # civ M3, water M10, biomass 0, rover M1, tech M2
    assert scoring.track_medal(p, 0) == 3
    assert scoring.track_medal(p, 1) == 10
    assert scoring.track_medal(p, 2) == 0
    assert scoring.track_medal(p, 3) == 1
    assert scoring.track_medal(p, 4) == 2
    assert scoring.track_medals(p) == 16
    assert scoring.track_medals(make_player(tracks=(10, 1, 7, 15, 15))) == 3 + 0 + 1 + 5 + 5
    assert scoring.track_medals(make_player()) == 0


# --- civ cards, lifepods, meteorites (PU-8, PU-10.5, PU-10.6) --------------------------------


@pytest.mark.rule("PU-8.1", "PU-10.5", "PU-14.3")
def test_lifepods_one_each_or_two_with_card_28():
    assert scoring.lifepod_medals(make_player(lifepods=3)) == 3
    assert scoring.lifepod_medals(make_player(lifepods=3, civ=(28,))) == 6
    assert scoring.lifepod_medals(make_player(lifepods=0, civ=(28,))) == 0


@pytest.mark.rule("PU-8.4", "PU-10.6", "PU-8.5")
def test_meteorites_per_three_times_repo_cards():
    assert scoring.meteorite_medals(make_player(meteorites=7)) == 2
    assert scoring.meteorite_medals(make_player(meteorites=2)) == 0
    assert scoring.meteorite_medals(make_player(meteorites=7, civ=(29, 31))) == 6
    assert scoring.meteorite_medals(make_player(meteorites=30, civ=(29, 30, 31, 32))) == 50
    # repo cards are not civ medals by themselves
    assert scoring.civ_medals(make_player(meteorites=7, civ=(29, 31))) == 0


@pytest.mark.rule("SM-1.3")
def test_only_collected_meteorites_score():
    board = make_board(paint(row(5), "c"), meteors=tuple(row(5)[:6]))
    p = make_player(board, meteorites=2)
    assert scoring.meteorite_medals(p) == 0  # six meteorites on the board never count
    assert scoring.meteorite_medals(dataclasses.replace(p, meteorites=3)) == 1


@pytest.mark.rule("PU-10.6")
@pytest.mark.parametrize(("cards", "medals"), [((33,), 1), ((33, 34), 3), ((35, 33, 36), 6),
                                               ((33, 34, 35, 36), 10)])
def test_commerce_agreements(cards, medals):
    assert scoring.civ_medals(make_player(civ=cards)) == medals


@pytest.mark.rule("PU-10.5")
def test_end_game_medal_cards():
    assert scoring.civ_medals(make_player(civ=(6, 7, 8, 9, 15, 20, 27))) == 15
    assert scoring.civ_medals(make_player(civ=(23, 24))) == 5  # medal part of 23 and 24
    assert scoring.civ_medals(make_player(civ=(1, 5, 17, 21, 25, 28))) == 0  # no medals


@pytest.mark.rule("PU-10.5")
def test_card_22_counts_patches_on_every_board():
    patches = (sq(5, 0), sq(6, 0), sq(5, 1))
    planet = make_board(paint(patches, "b"), patches=patches)
    assert scoring.civ_medals(make_player(planet, civ=(22,))) == 3
    assert scoring.civ_medals(make_player(planet)) == 0
    moon = make_board(paint(patches[:2], "b"), patches=patches[:2], kind="moon")
    assert scoring.civ_medals(make_player(planet, moon, civ=(22, 33))) == 5 + 1


# --- private objectives (PU-11.2, PU-11.3, PU-11.4) ------------------------------------------


@pytest.mark.rule("PU-11.2", "PU-11.3", "PU-11.4")
def test_private_three_by_three():
    block = rect(5, 4, 3, 3)
    assert scoring.private_met(make_player(make_board(paint(block, "c"))), 37)
    assert not scoring.private_met(make_player(make_board(paint(block, "t"))), 37)
    assert scoring.private_met(make_player(make_board(paint(block, "t"))), 38)
    holed = paint(block, "c") | {sq(6, 5): "w"}
    assert not scoring.private_met(make_player(make_board(holed)), 37)
    assert not scoring.private_met(make_player(make_board(paint(rect(5, 4, 3, 2), "c"))), 37)


@pytest.mark.rule("PU-11.2", "PU-11.3", "PU-11.4")
def test_private_two_by_five_either_way():
    tall = paint(rect(6, 3, 2, 5), "c")  # 2 wide, 5 high
    wide = paint(rect(2, 5, 5, 2), "c")  # 5 wide, 2 high
    assert scoring.private_met(make_player(make_board(tall)), 49)
    assert scoring.private_met(make_player(make_board(wide)), 49)
    assert not scoring.private_met(make_player(make_board(paint(rect(2, 5, 4, 2), "c"))), 49)
    # a patch area counts as Biomass terrain (PU-9.2)
    squares = rect(2, 5, 5, 2)
    patched = make_board(paint(squares, "b"), patches=tuple(squares))
    assert scoring.private_met(make_player(patched), 50)


@pytest.mark.rule("PU-11.2", "PU-11.3", "PU-11.4")
def test_private_area_with_six_resources():
    area = rect(2, 5, 5, 2)
    six = dict.fromkeys(area[:6], "c")
    assert scoring.private_met(make_player(make_board(paint(area, "c"), six)), 43)
    five = dict.fromkeys(area[:5], "c") | {area[5]: "e"}  # another terrain's icon: not counted
    assert not scoring.private_met(make_player(make_board(paint(area, "c"), five)), 43)
    # six Civ icons split over two separate Civ areas
    a1, a2 = rect(2, 5, 3, 1), rect(6, 8, 3, 1)
    split = make_board(paint(a1 + a2, "c"), dict.fromkeys(a1 + a2, "c"))
    assert not scoring.private_met(make_player(split), 43)


@pytest.mark.rule("PU-11.2", "PU-11.4", "PU-6.12")
def test_private_track_at_max_and_collected_pieces():
    assert scoring.private_met(make_player(tracks=(15, 0, 0, 0, 0)), 55)
    assert not scoring.private_met(make_player(tracks=(14, 0, 0, 0, 0)), 55)
    assert scoring.private_met(make_player(tracks=(0, 0, 0, 15, 0)), 59)  # Rover
    assert scoring.private_met(make_player(meteorites=9), 61)
    assert not scoring.private_met(make_player(meteorites=8), 61)
    assert scoring.private_met(make_player(lifepods=3, meteorites=2), 62)
    assert not scoring.private_met(make_player(lifepods=2, meteorites=2), 62)


@pytest.mark.rule("PU-11.2", "PU-11.3", "PU-11.4")
def test_private_energy_at_most_five():
    squares = row(5)
    five = make_board(paint(squares, "e"), dict.fromkeys(squares[:5], "e"))
    six = make_board(paint(squares, "e"), dict.fromkeys(squares[:6], "e"))
    assert scoring.private_met(make_player(), 60)
    assert scoring.private_met(make_player(five), 60)
    assert not scoring.private_met(make_player(six), 60)


@pytest.mark.rule("PU-11.2", "PU-11.4")
def test_private_ice_or_land_all_covered():
    ice = [s for s in ALL if is_ice(empty_board(KEY), s)]
    land = [s for s in ALL if s not in ice]
    assert len(ice) == 21 and len(land) == 75  # PU-16.1: 69 land + 6 lifepod squares
    assert scoring.private_met(make_player(make_board(paint(ice, "w"))), 63)
    assert not scoring.private_met(make_player(make_board(paint(ice[1:], "w"))), 63)
    assert not scoring.private_met(make_player(make_board(paint(ice, "w"))), 64)
    assert scoring.private_met(make_player(make_board(paint(land, "c"))), 64)


# --- neighbour objectives (PU-11.1, PU-11.4) -------------------------------------------------


@pytest.mark.rule("PU-11.1", "PU-11.3", "PU-11.4")
def test_neighbour_measures():
    civ = rect(2, 5, 3, 1) + rect(6, 8, 2, 1)
    icons = {sq(5, 0): "c", sq(0, 5): "c", sq(3, 5): "c", sq(1, 4): "e"}
    cover = paint(civ, "c") | {sq(5, 0): "c", sq(0, 5): "c", sq(1, 4): "e"}
    p = make_player(make_board(cover, icons),
                    tracks=(15, 15, 3, 15, 0), meteorites=4, lifepods=2)
    assert scoring.neighbour_value(p, 37) == 2  # Civ icons on edge squares: (5,0), (0,5)
    assert scoring.neighbour_value(p, 38) == 1  # Energy icon on (1,4), an edge square
    assert scoring.neighbour_value(p, 45) == 3  # largest Civ area
    assert scoring.neighbour_value(p, 51) == 4  # separate Civ areas
    assert scoring.neighbour_value(p, 59) == 3  # Civ icons (fewest side)
    assert scoring.neighbour_value(p, 60) == 3  # tracks at maximum
    assert scoring.neighbour_value(p, 61) == 4 and scoring.neighbour_value(p, 63) == 4
    assert scoring.neighbour_value(p, 62) == 2 and scoring.neighbour_value(p, 64) == 2


@pytest.mark.rule("PU-11.1")
def test_neighbour_cards_between_three_players():
    p0 = make_player(lifepods=4, meteorites=6)
    p1 = make_player(lifepods=2, meteorites=1)
    p2 = make_player(lifepods=2, meteorites=5)
    cards = ((62, 0, 1), (63, 1, 2), (61, 2, 0))  # Rescue, Vaporize (fewest), Geode
    state = make_state(p0, p1, p2, neighbours=cards)
    assert scoring.objective_medals(state, 0) == 5 + 5  # more lifepods, more meteorites
    assert scoring.objective_medals(state, 1) == 0 + 5  # fewer meteorites than p2 on 63
    assert scoring.objective_medals(state, 2) == 0 + 0


@pytest.mark.rule("PU-11.1")
def test_neighbour_tie_scores_two_each():
    p0 = make_player(meteorites=3)
    p1 = make_player(meteorites=3)
    state = make_state(p0, p1, neighbours=((61, 0, 1),))
    assert scoring.objective_medals(state, 0) == scoring.objective_medals(state, 1) == 2


@pytest.mark.rule("PU-11.1")
def test_two_players_share_three_cards():
    p0 = make_player(tracks=(15, 0, 0, 0, 0), lifepods=1, meteorites=6)
    p1 = make_player(lifepods=3, meteorites=6)
    state = make_state(p0, p1, neighbours=((60, 0, 1), (64, 0, 1), (61, 0, 1)))
    assert scoring.objective_medals(state, 0) == 5 + 5 + 2  # Deductible: fewest lifepods
    assert scoring.objective_medals(state, 1) == 0 + 0 + 2


@pytest.mark.rule("PU-11.1", "PU-11.2")
def test_private_objectives_add_five_each():
    p0 = make_player(tracks=(15, 0, 0, 0, 0), meteorites=9, objectives=(55, 61, 56))
    p1 = make_player()
    state = make_state(p0, p1, neighbours=((61, 0, 1),))
    assert scoring.objective_medals(state, 0) == 5 + 5 + 5  # Geode won; 55 and 61 met; 56 not
    assert scoring.objective_medals(state, 1) == 0


# --- total and tie-break (PU-14.1, PU-14.3, PU-14.4) -----------------------------------------


@pytest.mark.rule("PU-14.1", "PU-14.3")
def test_breakdown_total_is_the_sum():
    board = make_board(paint(row(5), "c"), dict.fromkeys(row(5), "c"))
    p0 = make_player(board, tracks=(9, 15, 0, 8, 14), civ=(7, 28, 29, 33), lifepods=3,
                     meteorites=7, objectives=(43,))
    p1 = make_player()
    state = make_state(p0, p1, neighbours=((45, 0, 1),))
    parts = scoring.breakdown(state, 0)
    assert parts == {"lines": 3, "planet": 0, "moon": 0, "tracks": 16, "civ": 2 + 1,
                     "objectives": 5 + 5, "lifepods": 6, "meteorites": 4, "total": 42}
    assert parts["total"] == sum(v for k, v in parts.items() if k != "total")
    assert scoring.breakdown(state, 1)["total"] == 0


@pytest.mark.rule("PU-14.4")
def test_tiebreak_fewest_bare_squares_then_planet_meteorites():
    one = make_board({sq(5, 3): "c"})
    two = make_board({sq(5, 3): "c", sq(6, 3): "c"})
    two_hit = dataclasses.replace(two, meteors=(sq(6, 3),))
    players = (make_player(one), make_player(two_hit), make_player(two), make_player())
    state = make_state(*players)
    totals = {scoring.breakdown(state, s)["total"] for s in range(4)}
    assert totals == {0}
    order = sorted(range(4), key=lambda s: scoring.tiebreak_key(state, s), reverse=True)
    assert order == [2, 1, 0, 3]
    assert scoring.winners(state) == (2,)
    # a higher total beats every tie-break
    richer = dataclasses.replace(players[3], lifepods=1)
    assert scoring.winners(make_state(*players[:3], richer)) == (3,)


@pytest.mark.rule("PU-14.4")
def test_still_tied_is_a_shared_victory():
    board = make_board({sq(5, 3): "c"}, meteors=(sq(5, 3),))
    state = make_state(make_player(board, lifepods=2), make_player(),
                       make_player(board, meteorites=6))
    assert scoring.winners(state) == (0, 2)


# --- scopes: boards beyond the planet (stage 2 behaviour, untagged) --------------------------


def test_moon_board_follows_each_scope():
    big_moon = make_board(paint(rect(5, 4, 3, 3), "c") | paint(row(0), "c"),
                          dict.fromkeys(row(0), "c"), meteors=(sq(5, 9),), kind="moon")
    planet = make_board({sq(5, 3): "c"})
    p = make_player(planet, big_moon)
    assert scoring.neighbour_value(p, 45) == 1  # Megacity (planet): the moon's area ignored
    assert scoring.neighbour_value(p, 37) == 0  # Perimeter (planet): moon edge icons ignored
    assert scoring.private_met(p, 37)  # Complex (both): a 3×3 on the moon
    assert not scoring.private_met(make_player(planet), 37)
    assert scoring.line_medals(p) == 0  # the moon's full row is no planet line
    energy = make_board(paint(row(0), "e"), dict.fromkeys(row(0), "e"), kind="moon")
    four = make_board(paint(row(5)[:4], "e"), dict.fromkeys(row(5)[:4], "e"))
    assert scoring.private_met(make_player(four), 60)
    assert not scoring.private_met(make_player(four, energy), 60)  # both: 4 + 2 icons
    # the tie-break reads the planet only
    alone = make_player(planet)
    assert scoring.bare_planet_squares(p) == scoring.bare_planet_squares(alone) == 95
    assert scoring.planet_meteorites(p) == 0
