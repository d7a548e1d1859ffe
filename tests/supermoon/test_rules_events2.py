"""Planet Unknown events, one representative of each green and orange effect kind, resolved
through the Rules contract (PU-12.2: every player resolves its own part; the effects are
the PU-12.7 table). Red and solo-only kinds: test_rules_events3.py."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.supermoon import board as geo
from game.supermoon.state import Rover, depot_slots
from tests.supermoon.builders import (
    BIOMASS,
    CIV,
    ROVER,
    TECH,
    WATER,
    act,
    legal_kind,
    make_board,
    paint,
    rect,
    sq,
)
from tests.supermoon.test_rules_events import at_event

REST = (97, 98)  # later cards with no choice, so the deck does not run out


# --- advances ------------------------------------------------------------------------------


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_68_advances_civ_biomass_or_water_by_three_without_benefits() -> None:
    st, _ = at_event((68, *REST), setup={0: {"tracks": (1, 0, 0, 0, 0)},
                                         1: {"tracks": (0, 0, 0, 0, 0)}})
    for seat in (0, 1):
        assert sorted(legal_kind(st, seat, "gain")) == [f"gain 0 {t}"
                                                        for t in (CIV, WATER, BIOMASS)]
    st = act(st, 0, f"gain 0 {CIV}")  # 1 -> 4 crosses the CIV-MS of step 3
    st = act(st, 1, f"gain 0 {BIOMASS}")  # 0 -> 3 crosses SYN (2) and PATCH (3)
    a, b = st.work
    assert a.tracks[CIV] == 4 and a.milestones == () and a.pool == ()
    assert b.tracks[BIOMASS] == 3 and b.pool == ()


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_69_to_78_advance_one_of_two_trackers_with_benefits() -> None:
    st, _ = at_event((77, *REST), setup={0: {"tracks": (0, 0, 2, 0, 0)}})  # Biomass/Tech
    assert sorted(legal_kind(st, 0, "gain")) == [f"gain 0 {BIOMASS}", f"gain 0 {TECH}"]
    st = act(st, 0, f"gain 0 {BIOMASS}")
    p = st.work[0]
    assert p.tracks == (0, 0, 3, 0, 0)
    assert [g.kind for g in p.pool] == ["patch"]  # Biomass 3: PATCH claimed


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_80_gives_a_patch_placed_under_the_placement_rules() -> None:
    st, _ = at_event((80, *REST))
    b = st.work[0].boards[0]
    options = {tuple(map(int, a.split()[2:])) for a in legal_kind(st, 0, "gain")}
    assert options == {(0, geo.geometry(b.key).square(x, y))
                       for _, x, y in geo.placements(b, -1, geo.Rules(is_patch=True))}
    assert all(geo.is_edge(b, s) for _, s in options)  # first piece: edge first
    st = act(st, 0, "gain 0 0 5")  # (5, 0)
    b = st.work[0].boards[0]
    assert b.patches == (sq(5, 0),) and b.terrain[sq(5, 0)] == "b"
    assert b.icons[sq(5, 0)] == "."  # no resource


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_81_84_synergy_boost_advances_any_tracker_with_benefits() -> None:
    st, _ = at_event((84, *REST), setup={0: {"tracks": (2, 0, 0, 0, 0)}})
    assert sorted(legal_kind(st, 0, "gain")) == [f"gain 0 {t}" for t in range(5)]
    st = act(st, 0, f"gain 0 {CIV}")
    assert st.work[0].tracks[CIV] == 3 and st.work[0].milestones == (1,)


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_82_collects_a_lifepod_from_the_planet() -> None:
    pod = sq(1, 4)
    st, _ = at_event((82, *REST), setup={0: {"boards": (make_board(lifepods=(pod, sq(7, 2))),)}})
    assert sorted(legal_kind(st, 0, "gain")) == sorted([f"gain 0 0 {pod}", f"gain 0 0 {sq(7, 2)}"])
    st = act(st, 0, f"gain 0 0 {pod}")
    p = st.work[0]
    assert p.lifepods == 1 and p.boards[0].lifepods == (sq(7, 2),)


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_83_collects_a_meteorite_from_the_planet() -> None:
    m = sq(5, 5)
    board = make_board(paint(rect(4, 5, 3, 1), "c"), meteors=(m,), symbols=(m,))
    st, _ = at_event((83, *REST), setup={0: {"boards": (board,)}})
    assert legal_kind(st, 0, "gain") == [f"gain 0 0 {m}"]
    st = act(st, 0, f"gain 0 0 {m}")
    p = st.work[0]
    assert p.meteorites == 1 and p.boards[0].meteors == ()
    assert st.work[1].pool == ()  # nothing to collect: skipped


# --- regressions ---------------------------------------------------------------------------


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_85_to_94_regress_one_of_two_trackers() -> None:
    st, _ = at_event((94, *REST), setup={0: {"tracks": (5, 3, 4, 5, 5)}})  # Biomass/Water
    assert sorted(legal_kind(st, 0, "gain")) == [f"gain 0 {WATER}", f"gain 0 {BIOMASS}"]
    st = act(st, 0, f"gain 0 {WATER}")
    assert st.work[0].tracks == (5, 2, 4, 5, 5) and st.work[0].pool == ()


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_96_regresses_any_tracker_by_one() -> None:
    st, _ = at_event((96, *REST), setup={0: {"tracks": (0, 3, 0, 6, 1)}})
    assert sorted(legal_kind(st, 0, "gain")) == [f"gain 0 {t}" for t in (WATER, ROVER, TECH)]
    st = act(st, 0, f"gain 0 {ROVER}")
    assert st.work[0].tracks == (0, 3, 0, 5, 1) and st.work[0].moves == 0  # nothing claimed


# --- meteorites ---------------------------------------------------------------------------


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_95_puts_a_meteorite_on_an_empty_symbol_and_destroys_a_rover_there() -> None:
    full, empty = sq(4, 5), sq(6, 5)
    board = make_board(paint(rect(4, 5, 3, 1), "c"), symbols=(full, empty), meteors=(full,))
    moon = replace(make_board(paint(rect(4, 5, 3, 1), "c"), symbols=(sq(5, 5),)), kind="moon")
    st, _ = at_event((95, *REST), setup={0: {"boards": (board, moon),
                                             "rovers": (Rover(0, empty),)}})
    assert sorted(legal_kind(st, 0, "gain")) == sorted([f"gain 0 0 {empty}",
                                                        f"gain 0 1 {sq(5, 5)}"])
    st = act(st, 0, f"gain 0 0 {empty}")
    p = st.work[0]
    assert sorted(p.boards[0].meteors) == sorted((full, empty))
    assert p.rovers == (Rover(-1, -1),)  # destroyed
    assert st.work[1].pool == ()  # no empty symbol: nothing


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_107_meteorite_only_on_a_planet_symbol() -> None:
    board = make_board(paint(rect(4, 5, 3, 1), "c"), symbols=(sq(6, 5),))
    moon = replace(make_board(paint(rect(4, 5, 3, 1), "c"), symbols=(sq(5, 5),)), kind="moon")
    st, _ = at_event((107, *REST), setup={0: {"boards": (board, moon)}})
    assert legal_kind(st, 0, "gain") == [f"gain 0 0 {sq(6, 5)}"]


# --- round rules ---------------------------------------------------------------------------


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_97_to_102_rovers_may_not_move_onto_the_named_terrain_this_round() -> None:
    start = sq(5, 4)
    cover = {sq(5, 3): "w", sq(6, 4): "c"}  # up: Water, right: Civ, down and left: bare
    setup = {"boards": (make_board(cover),), "rovers": (Rover(0, start),), "moves": 2}
    st, _ = at_event((97, *REST), setup={0: setup})  # 97: not onto Water
    assert sorted(legal_kind(st, 0, "move")) == ["move 0 1", "move 0 2", "move 0 3"]
    st, _ = at_event((102, *REST), setup={0: setup})  # 102: not onto Civ
    assert sorted(legal_kind(st, 0, "move")) == ["move 0 0", "move 0 2", "move 0 3"]


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_103_124_tiles_may_not_cover_planet_edge_squares_this_round() -> None:
    board = make_board(paint(rect(3, 4, 3, 3), "c"))
    st, _ = at_event((124, *REST), setup={0: {"boards": (board,)}})
    places = legal_kind(st, 0, "place")
    assert places and not st.work[0].waived
    plain = 0
    for text in places:
        slot, form, x, y, _ = map(int, text.split()[1:])
        squares = geo.squares_of(board, st.stacks[slot][0], form, x, y)
        assert not any(geo.is_edge(board, s) for s, _, _, _ in squares)
    for slot in depot_slots(st.depot(0)):
        plain += sum(1 for _ in geo.placements(board, st.stacks[slot][0], geo.Rules()))
    assert plain > len(places)  # without the event, edge squares were allowed


@pytest.mark.rule("PU-12.2", "PU-12.7")
def test_104_108_only_one_of_the_two_resources_advances() -> None:
    st, _ = at_event((104, *REST))
    inner = depot_slots(st.depot(0))[0]
    st = act(st, 0, next(a for a in legal_kind(st, 0, "place") if a.split()[1] == str(inner)))
    assert sorted(g.arg for g in st.work[0].pool) == [BIOMASS, TECH]  # the choice
    tech = next(i for i, g in enumerate(st.work[0].pool) if g.arg == TECH)
    st = act(st, 0, f"gain {tech}")
    p = st.work[0]
    assert p.tracks == (0, 0, 0, 0, 1) and p.pool == ()  # Biomass lost
