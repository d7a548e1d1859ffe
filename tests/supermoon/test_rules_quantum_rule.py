"""Quantum Solutions' condition and rule (SM-11.2 to SM-11.8): the condition checked when the
round's tile is selected, the rule of each lower face for every tile placed with advancement,
large and small tiles, and the periphery."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.supermoon import board as geo
from game.supermoon.corps.quantum import ITEM, NOTHING
from game.supermoon.data import SHAPES, TILES, tile_size
from game.supermoon.gains import place_piece
from game.supermoon.state import PATCH
from game.supermoon.tracks import Turn
from tests.supermoon.builders import act, at_rotate, legal_kind, make_board, sq, with_corp
from tests.supermoon.quantum_helpers import (
    CIV,
    D2_CE,
    D2_V,
    I4_H,
    I4_WR,
    ROVER,
    TECH,
    WATER,
    T,
    gains_of,
    game,
    item_at,
    items,
    logged,
    refused,
    slots,
)

# --- the condition and the rule (SM-11.2 to SM-11.7) ------------------------------------------


@pytest.mark.rule("SM-11.2", "SM-11.3", "SM-11.4")
def test_the_condition_is_checked_when_the_rounds_tile_is_selected() -> None:
    for key, ring_ok in (("quantum_aa", "outer"), ("quantum_ba", "inner")):
        for ring in ("outer", "inner"):
            st = game(key)
            inner, outer = slots(st)
            if ring == "outer":
                st = act(st, 0, f"place {outer} {I4_H} 0 5 0")
            else:
                st = act(st, 0, f"place {inner} {D2_V} 0 5 0")
            p = st.work[0]
            met = ring == ring_ok
            assert p.quantum == (1 if met else -1)
            assert logged(st, "sm.qs_rule_on" if met else "sm.qs_rule_off")
            assert bool(items(st)) == met  # the rule's items, or the plain advancements
            if not met:
                assert {g.kind for g in p.pool} <= {"adv", "energy"}
    st = game("quantum_aa")
    assert st.work[0].quantum == 0  # nothing selected yet: active from the start, no tech


@pytest.mark.rule("SM-11.4")
def test_the_rule_holds_for_every_tile_placed_with_advancement_this_round() -> None:
    st = game("quantum_aa")
    inner, outer = slots(st)
    st = act(st, 0, f"place {outer} {I4_H} 0 5 0")
    p = replace(st.work[0], pool=())
    civ = replace(st, phase="civ")  # Depot Repair Online in the civ step
    t = Turn(0, p, "", st.round)
    place_piece(t, civ, 0, D2_CE, D2_V, 4, 5, with_advance=True)
    assert [g.kind for g in t.player.pool] == [ITEM, ITEM]
    t = Turn(0, p, "", st.round)
    place_piece(t, civ, 0, D2_CE, D2_V, 4, 5, with_advance=False)  # Salvage Yard
    assert t.player.pool == ()
    off = replace(p, quantum=-1)
    t = Turn(0, off, "", st.round)
    place_piece(t, civ, 0, D2_CE, D2_V, 4, 5, with_advance=True)
    assert [g.kind for g in t.player.pool] == ["adv", "energy"]
    event = replace(st, phase="event")  # a tile before the draft: no decision yet
    t = Turn(0, replace(p, quantum=0), "", st.round)
    place_piece(t, event, 0, D2_CE, D2_V, 4, 5, with_advance=True)
    assert t.player.quantum == 0 and [g.kind for g in t.player.pool] == ["adv", "energy"]


@pytest.mark.rule("SM-11.4")
def test_a_rescue_pair_replacing_the_draft_ignores_the_rule() -> None:
    st = at_rotate(2, 3, rescue="on")
    st = with_corp(st, 0, "quantum_ba")
    st = act(st, st.commander, f"rotate {st.rotation}")
    first = legal_kind(st, 0, "rescue")[0]
    st = act(st, 0, first)
    p = st.work[0]
    assert p.quantum == -1 and logged(st, "sm.qs_rule_rescue") and not items(st)


@pytest.mark.rule("SM-11.5")
def test_lower_a_one_resource_may_regress_instead_of_advancing() -> None:
    st = game("quantum_aa", tracks=(0, 0, 0, 3, 2))
    inner, outer = slots(st)
    st = act(st, 0, f"place {outer} {I4_H} 0 5 0")  # Rover icon (0,5), Tech icon (2,5)
    rover, tech = item_at(st, sq(0, 5)), item_at(st, sq(2, 5))
    assert gains_of(st, rover) == {f"gain {rover} {ROVER} 0", f"gain {rover} {ROVER} 1"}
    assert gains_of(st, tech) == {f"gain {tech} {TECH} 0", f"gain {tech} {TECH} 1"}
    st = act(st, 0, f"gain {rover} {ROVER} 1")
    p = st.work[0]
    assert p.tracks[ROVER] == 2 and p.moves == 0  # claiming nothing
    assert logged(st, "sm.qs_regress")
    tech = item_at(st, sq(2, 5))
    assert gains_of(st, tech) == {f"gain {tech} {TECH} 0"}  # only one of the two may
    refused(st, f"gain {tech} {TECH} 1")
    st = act(st, 0, f"gain {tech} {TECH} 0")
    assert st.work[0].tracks[TECH] == 3 and not items(st)
    # Advancing both is allowed (the regression is optional).
    st = game("quantum_aa", tracks=(0, 0, 0, 3, 2))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")
    st = act(st, 0, f"gain {item_at(st, sq(0, 5))} {ROVER} 0")
    st = act(st, 0, f"gain {item_at(st, sq(2, 5))} {TECH} 0")
    assert st.work[0].tracks[ROVER] == 4 and st.work[0].tracks[TECH] == 3


@pytest.mark.rule("SM-11.5")
def test_lower_a_water_may_regress_without_ice_and_energy_by_its_area() -> None:
    st = game("quantum_aa", outer=(I4_WR,), tracks=(0, 2, 0, 0, 0))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 1 4 0")  # Water squares on land
    water = item_at(st, sq(1, 4))
    assert gains_of(st, water) == {f"gain {water} {WATER} 1", f"gain {water} {NOTHING} 0"}
    st = act(st, 0, f"gain {water} {WATER} 1")
    assert st.work[0].tracks[WATER] == 1
    st = game("quantum_aa", outer=(I4_WR,), tracks=(0, 0, 0, 0, 0))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 1 4 0")
    pool = st.work[0].pool  # Water at 0 off ice: nothing to regress, nothing to advance
    assert [g.arg for g in pool if g.kind == ITEM] == [sq(3, 4)]
    # Energy: the trackers its area could feed (here its own Civ square).
    st = game("quantum_ba", tracks=(2, 0, 0, 0, 0))
    st = act(st, 0, f"place {slots(st)[0]} {D2_V} 0 5 0")  # Civ icon (0,5), Energy (0,6)
    energy = item_at(st, sq(0, 6))
    assert gains_of(st, energy) == {f"gain {energy} {CIV} 0", f"gain {energy} {CIV} 1"}


@pytest.mark.rule("SM-11.6")
def test_lower_b_one_resource_twice_and_the_other_nothing() -> None:
    st = game("quantum_ab", tracks=(0, 0, 0, 0, 2))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")
    rover, tech = item_at(st, sq(0, 5)), item_at(st, sq(2, 5))
    assert gains_of(st, rover) == {f"gain {rover} {ROVER} 0"}  # no regression under B
    assert gains_of(st, tech) == {f"gain {tech} {TECH} 0"}
    refused(st, f"gain {rover} {ROVER} 1")
    st = act(st, 0, f"gain {rover} {ROVER} 0")
    p = st.work[0]
    assert p.tracks[ROVER] == 2 and p.tracks[TECH] == 2  # Rover twice, Tech nothing
    assert p.moves == 1 and "rover" in [g.kind for g in p.pool]  # both spaces claimed
    assert not items(st) and logged(st, "sm.qs_double")
    # Energy: the same chosen tracker twice.
    st = game("quantum_bb", tracks=(1, 0, 0, 0, 0))
    st = act(st, 0, f"place {slots(st)[0]} {D2_V} 0 5 0")
    energy = item_at(st, sq(0, 6))
    st = act(st, 0, f"gain {energy} {CIV} 0")
    assert st.work[0].tracks[CIV] == 3 and not items(st)


@pytest.mark.rule("SM-11.6")
def test_lower_b_water_twice_only_on_ice() -> None:
    st = game("quantum_ab", outer=(I4_WR,))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 1 4 0")  # Water off ice: not offered
    assert [st.work[0].pool[i].arg for i in items(st)] == [sq(3, 4)]
    st = game("quantum_ab", outer=(I4_WR,))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")  # Water on ice: twice
    st = act(st, 0, f"gain {item_at(st, sq(0, 5))} {WATER} 0")
    assert st.work[0].tracks[WATER] == 2 and st.work[0].tracks[ROVER] == 0


@pytest.mark.rule("SM-11.5", "SM-11.6")
def test_events_104_108_remove_one_resource_first() -> None:
    st = game("quantum_ab", deck=(104,), tracks=(0, 0, 0, 0, 2))
    assert st.event == 104
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")
    st = act(st, 0, f"gain {item_at(st, sq(2, 5))} {TECH} 0")
    assert st.work[0].tracks[TECH] == 4 and st.work[0].tracks[ROVER] == 0  # B doubles it
    assert not items(st)
    st = game("quantum_aa", deck=(108,), tracks=(0, 0, 0, 3, 2))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")
    st = act(st, 0, f"gain {item_at(st, sq(0, 5))} {ROVER} 1")  # the one kept: regressed
    p = st.work[0]
    assert p.tracks[ROVER] == 2 and p.tracks[TECH] == 2 and not items(st)


@pytest.mark.rule("SM-11.7")
def test_large_and_small_tiles() -> None:
    for shape in SHAPES:
        for tile in (t.tile_id for t in TILES if t.shape_id == shape.shape_id):
            assert tile_size(tile) == ("large" if shape.name in ("N", "F", "U5", "S5", "S4",
                                                                 "I4") else "small")
    assert tile_size(1000) == "small"  # a rescue tile
    assert tile_size(PATCH) == ""  # blocks are neither


@pytest.mark.rule("SM-11.8")
def test_periphery_is_the_boards_edge_squares() -> None:
    # The same large tile with its Water icon on an edge square or not (upper A T3).
    near = make_board({sq(1, 4): "c"})
    for x, bonus in ((0, True), (1, False)):
        st = game("quantum_aa", outer=(I4_WR,), tracks=(0, 0, 0, 0, T[3]), board=near)
        st = act(st, 0, f"place {slots(st)[1]} {I4_H} {x} 5 0")
        tech = [g for g in st.work[0].pool if g.kind == "adv" and g.source == "tech"]
        assert bool(tech) == bonus and geo.is_edge(st.work[0].boards[0], sq(x, 5)) == bonus
