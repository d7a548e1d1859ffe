"""Planet Unknown events, one representative of each red and solo-only effect kind, resolved
through the Rules contract (PU-12.2, PU-12.3; the effects are the PU-12.7 table)."""

from __future__ import annotations

import pytest

from game.supermoon import board as geo
from game.supermoon.data import CIV_CARDS
from game.supermoon.state import Rover, State, depot_slots
from tests.supermoon.builders import (
    CIV,
    TECH,
    act,
    legal_kind,
    make_board,
    paint,
    rect,
    sq,
)
from tests.supermoon.test_rules_events import at_event, public, solo_event

REST = (97, 98)
ROVER_TECH = ((56, 74), (81, 77))  # inner top: D2 Rover/Tech


def place_inner(st: State, seat: int = 0) -> State:
    """Place the seat's inner top tile at its first legal spot."""
    inner = depot_slots(st.depot(seat))[0]
    return act(st, seat, next(a for a in legal_kind(st, seat, "place")
                              if a.split()[1] == str(inner)))


def resolve_all(st: State, seat: int = 0) -> State:
    """Resolve the seat's pool, first choice each time."""
    for _ in range(20):
        gains = legal_kind(st, seat, "gain")
        if not gains:
            return st
        st = act(st, seat, gains[0])
    raise AssertionError("pool never emptied")


# --- regressions and losses ----------------------------------------------------------------


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_105_regresses_one_tracker_by_two() -> None:
    st, _ = at_event((105, *REST), setup={0: {"tracks": (4, 0, 0, 0, 7)}})
    st = act(st, 0, f"gain 0 {TECH}")
    assert st.work[0].tracks == (4, 0, 0, 0, 5)


@pytest.mark.rule("PU-12.2", "PU-12.7", "PU-12.3")
def test_111_destroys_a_rover_only_with_more_than_one_on_the_planet() -> None:
    two = (Rover(0, sq(5, 4)), Rover(0, sq(6, 6)))
    st, _ = at_event((111, *REST), setup={0: {"rovers": two},
                                          1: {"rovers": (Rover(0, sq(5, 4)),)}})
    assert sorted(legal_kind(st, 0, "gain")) == ["gain 0 0", "gain 0 1"]
    assert st.work[1].pool == () and st.work[1].done  # one rover: nothing
    st = act(st, 0, "gain 0 1")
    assert st.work[0].rovers == (two[0], Rover(-1, -1))


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_112_removes_one_random_card_from_each_rank_deck() -> None:
    before, _ = at_event((97, 112, 98))
    st, events = at_event((112, *REST))
    for r in range(4):
        assert len(st.civ_decks[r]) == len(before.civ_decks[r]) - 1
        gone = set(before.civ_decks[r]) - set(st.civ_decks[r])
        assert len(gone) == 1 and not gone & set(st.civ_reserve[r])
        assert {CIV_CARDS[c].rank for c in gone} == {r + 1}
    assert st.civ_reserve == before.civ_reserve
    assert ("sm.civ_decks_changed", {"event": 112}) in public(events)  # no card named


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_113_destroys_one_uncollected_lifepod() -> None:
    pods = (sq(1, 4), sq(7, 2))
    st, _ = at_event((113, *REST), setup={0: {"boards": (make_board(lifepods=pods),)}})
    assert sorted(legal_kind(st, 0, "gain")) == sorted(f"gain 0 0 {p}" for p in pods)
    st = act(st, 0, f"gain 0 0 {pods[0]}")
    p = st.work[0]
    assert p.boards[0].lifepods == (pods[1],) and p.lifepods == 0  # not collected


@pytest.mark.rule("PU-12.2", "PU-12.7", "PU-12.3")
def test_114_115_destroy_one_collected_lifepod_or_meteorite() -> None:
    st, _ = at_event((114, *REST), setup={0: {"lifepods": 2}, 1: {"lifepods": 0}})
    assert st.work[0].lifepods == 1 and st.work[1].lifepods == 0
    board = make_board(paint(rect(4, 5, 3, 1), "c"), meteors=(sq(5, 5),), symbols=(sq(5, 5),))
    st, _ = at_event((115, *REST), setup={0: {"meteorites": 3, "boards": (board,)}})
    p = st.work[0]
    assert p.meteorites == 2 and p.boards[0].meteors == (sq(5, 5),)  # never one on a board


# --- round rules ---------------------------------------------------------------------------


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_109_123_no_milestone_benefits_this_round() -> None:
    st, _ = at_event((123, *REST), setup={0: {"tracks": (2, 0, 0, 0, 1)}},
                     depot=ROVER_TECH)
    st = place_inner(st)
    kinds = sorted(g.kind for g in st.work[0].pool)
    assert kinds == ["adv", "adv"]
    st = act(st, 0, "gain 0")  # Rover 0 -> 1: NEW-ROVER lost
    st = act(st, 0, "gain 0")  # Tech 1 -> 2: the synergy still comes
    assert [g.kind for g in st.work[0].pool] == ["syn"]
    st = act(st, 0, f"gain 0 {CIV}")  # Civ 2 -> 3: CIV-MS lost
    p = st.work[0]
    assert p.tracks == (3, 0, 0, 1, 2) and p.pool == ()
    assert p.rovers == () and p.rover_supply == 2 and p.milestones == ()
    st = act(st, 0, "done")
    assert st.players[0].milestones == ()


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_122_no_synergy_boosts_this_round() -> None:
    st, _ = at_event((122, *REST), setup={0: {"tracks": (0, 0, 0, 0, 1)}}, depot=ROVER_TECH)
    st = resolve_all(place_inner(st))
    p = st.work[0]
    assert p.tracks == (0, 0, 0, 1, 2)  # Tech 2 is a SYN space: nothing more
    assert p.rovers != ()  # Rover 1: NEW-ROVER still given


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_119_no_square_next_to_a_visible_square_of_its_terrain() -> None:
    board = make_board({**paint(rect(3, 4, 3, 1), "c"), **paint(rect(3, 5, 3, 1), "e")})
    civ_energy = ((8, 74), (9, 77))  # D2 and I4, Civ/Energy
    st, _ = at_event((119, *REST), setup={0: {"boards": (board,)}}, depot=civ_energy)
    places = legal_kind(st, 0, "place")
    assert places
    g = geo.geometry(board.key)
    for text in places:
        slot, form, x, y, _ = map(int, text.split()[1:])
        squares = geo.squares_of(board, st.stacks[slot][0], form, x, y)
        mine = {s for s, _, _, _ in squares}
        for s, letter, _, _ in squares:
            assert all(board.terrain[nb] != letter for nb in g.neighbours(s) if nb not in mine)
    assert len(places) < sum(1 for slot in depot_slots(st.depot(0))
                             for _ in geo.placements(board, st.stacks[slot][0], geo.Rules()))


# --- solo-only cards -----------------------------------------------------------------------


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_65_extra_rover_goes_on_a_tile_placed_this_round() -> None:
    before = solo_event((97, 65, 98))
    st = solo_event((65, 97, 98))
    assert st.event == 65 and st.phase == "place"
    p = st.work[0]
    assert p.extra_rover == 1 and p.rover_supply == before.work[0].rover_supply + 1
    supply = p.rover_supply
    st = place_inner(st)
    p = st.work[0]
    piece = p.boards[0].pieces[-1]
    squares = {s for s, _, _, _ in geo.squares_of(p.boards[0], piece.tile, piece.form,
                                                  piece.x, piece.y)}
    rover_gains = [i for i, g in enumerate(p.pool) if g.source == "event:65"]
    assert len(rover_gains) == 1 and p.extra_rover == 0
    options = [a for a in legal_kind(st, 0, "gain") if a.split()[1] == str(rover_gains[0])]
    assert {int(a.split()[3]) for a in options} <= squares and options
    st = act(st, 0, options[0])
    assert st.work[0].rover_supply == supply - 1


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_66_adds_one_reserve_card_to_each_rank_deck() -> None:
    before = solo_event((97, 66, 98))
    st = solo_event((66, 97, 98))
    for r in range(4):
        assert len(st.civ_decks[r]) == len(before.civ_decks[r]) + 1
        assert len(st.civ_reserve[r]) == len(before.civ_reserve[r]) - 1
        added = set(st.civ_decks[r]) - set(before.civ_decks[r])
        assert added <= set(before.civ_reserve[r])


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_67_draws_one_private_objective_and_keeps_it() -> None:
    before = solo_event((97, 67, 98))
    st = solo_event((67, 97, 98))
    assert len(before.players[0].objectives) == 3
    assert st.work[0].objectives == before.players[0].objectives + (before.objective_pile[0],)
    assert st.objective_pile == before.objective_pile[1:]


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_79_sets_the_station_to_any_orientation() -> None:
    st = solo_event((79, 97, 98))
    assert sorted(legal_kind(st, 0, "gain")) == [f"gain 0 {r}" for r in range(6)]
    turned = (st.rotation + 2) % 6
    st = act(st, 0, f"gain 0 {turned}")
    assert st.rotation == turned


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_110_destroys_one_of_your_objective_cards() -> None:
    st = solo_event((110, 97, 98))
    kept = st.work[0].objectives
    assert sorted(legal_kind(st, 0, "gain")) == sorted(f"gain 0 {o}" for o in kept)
    st = act(st, 0, f"gain 0 {kept[1]}")
    assert st.work[0].objectives == (kept[0], kept[2])


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_116_removes_a_whole_stack_of_your_depot_from_the_station() -> None:
    st = solo_event((116, 97, 98))
    inner, outer = depot_slots(st.depot(0))
    assert sorted(legal_kind(st, 0, "gain")) == sorted([f"gain 0 {inner}", f"gain 0 {outer}"])
    tiles = st.stacks[outer]
    st = act(st, 0, f"gain 0 {outer}")
    assert st.stacks[outer] == () and st.gone[-len(tiles):] == tiles
    st = act(st, 0, "done")  # the draft then uses the other stack only
    assert {a.split()[1] for a in legal_kind(st, 0, "place")} == {str(inner)}
