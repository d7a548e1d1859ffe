"""Event effects on the map: E01–E11 (TS-31.2), target zones (TS-5.11, TS-9.6) and the Cancel
marker (TS-9.8). Seat 0 (Cybersamurai) plays; its Cybersamurai 2.1 stands on (0, 0)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.tsukuyumi import board as B
from game.tsukuyumi import data
from game.tsukuyumi.event_effects import supply_left
from game.tsukuyumi.geometry import oni_placement_zones
from game.tsukuyumi.state import ONI, ZoneMarks, marks_at
from game.tsukuyumi.zones import has
from tests.tsukuyumi import ts_builders_events as T

# --- E01 Danger from the Deep ------------------------------------------------------------------

@pytest.mark.rule("TS-31.2")
@pytest.mark.rule("TS-5.12")
def test_e01_deals_15_to_one_other_faction_whose_owner_assigns_it() -> None:
    st = T.hand(1, (T.ME, ("private", 1, (0, 0)), ("hunter", 1, (0, 0)), ("dog", 2, (1, 0))))
    plays = T.plays_of(st, 1)
    assert plays == {"play 1 0 0 1"}  # never the player itself; (1, 0) is no target zone
    st, events = T.play(st, "play 1 0 0 1")
    assert T.actor(st) == 1 and st.pending[-1].kind == "damage"  # the owner assigns
    assert "ts.combat" not in T.kinds(events)  # no combat, so no riposte
    st, _ = T.play(st, "assign 3")
    assert 3 not in {u.uid for u in st.units}  # the Hunter is gone at once; 5 damage lost
    assert {u.uid for u in st.units} == {1, 2, 4}
    assert T.actor(st) == 0 and st.pending[-1].kind == "events"


@pytest.mark.rule("TS-31.2")
@pytest.mark.rule("TS-7.27")
def test_e01_on_the_oni_is_assigned_by_the_oni_chooser() -> None:
    st = T.hand(1, (T.ME, ("medium_oni", ONI, (0, 0)), ("small_oni", ONI, (0, 0))))
    st, _ = T.play(st, "play 1 0 0 -1")
    assert T.actor(st) == 2  # the last seat of the phase order, not the active seat
    st, _ = T.play(st, "assign 2")
    assert [u.kind for u in st.units if u.owner == ONI] == ["small_oni"]
    assert "medium_oni" in st.oni_reserve


# --- E02 Tremor ----------------------------------------------------------------------------

@pytest.mark.rule("TS-31.2")
def test_e02_turns_up_to_two_tiles_near_one_target_zone() -> None:
    the_board = T.event_board([T.area((1, 0), T.WALLED)], barriers=[B.edge_key((1, 0), 2)])
    st = T.hand(2, (T.ME, ("private", 1, (1, 0))), the_board=the_board)
    assert "play 2 2 -2 1" not in T.plays_of(st, 2)  # not near (0, 0)
    st, events = T.play(st, "play 2 1 0 1")
    z = B.zone_at(st.board, (1, 0))
    assert z is not None and z.rotation == 1 and z.barriers == (1,)
    assert [u.at for u in st.units if u.owner == 1] == [(1, 0)]  # units stay on their tile
    assert st.board.barrier_markers == (B.edge_key((1, 0), 2),)  # edge markers stay put
    assert "rotate 0 -1 2" in T.legal_set(st) and not any(t.startswith("rotate 1 0") for t in
                                                          T.legal_set(st))
    st, _ = T.play(st, "rotate 0 -1 2")
    assert st.pending[-1].kind == "events"  # two tiles: done


@pytest.mark.rule("TS-31.2")
def test_e02_never_turns_moon_or_start_zones() -> None:
    ring2 = [p for p in B.ring_positions(2)]
    zones = (list(B.moon_zones()) + [T.area(p, T.PLAIN) for p in ring2]
             + [B.start_zone((3, -1), "cyber")])
    st = T.hand(2, (("cs_2_1", 0, (2, -1)),), the_board=B.Board(zones=tuple(zones)))
    tiles = {tuple(int(x) for x in t.split()[2:4]) for t in T.plays_of(st, 2)}
    assert tiles == {(2, -1), (2, -2), (2, 0)}


# --- E03 Landslide, E04 Hidden Pass -------------------------------------------------------------

@pytest.mark.rule("TS-31.2")
@pytest.mark.rule("TS-9.9")
def test_e03_places_up_to_two_barriers_on_edges_of_a_target_zone() -> None:
    st = T.hand(3, the_board=T.event_board([T.area((0, 0), T.WALLED)]))
    plays = T.plays_of(st, 3)
    assert f"play 3 {' '.join(map(str, B.edge_key((0, 0), 0)))}" not in plays  # printed
    assert len(plays) == 5
    edge = B.edge_key((0, 0), 2)
    st, _ = T.play(st, "play 3 " + " ".join(map(str, edge)))
    assert B.is_blocked(st.board, (0, 0), (0, -1))
    assert supply_left(st, "barrier_passage") == 12
    assert len([t for t in T.legal_set(st) if t.startswith("barrier")]) == 4
    st, _ = T.play(st, "effect_done")
    assert st.pending[-1].kind == "events"


@pytest.mark.rule("TS-1.4")
def test_e03_needs_a_marker_left_in_the_supply() -> None:
    far = [B.edge_key((2, -2), d) for d in range(6)] + [B.edge_key((-2, 2), d) for d in range(6)]
    st = T.hand(3, the_board=T.event_board(barriers=far + [B.edge_key((2, 0), 0)]))
    assert len(st.board.barrier_markers) == 13
    assert T.plays_of(st, 3) == set()


@pytest.mark.rule("TS-31.2")
@pytest.mark.rule("TS-9.9")
def test_e04_opens_printed_barriers_or_removes_barrier_markers() -> None:
    far = B.edge_key((-2, 2), 1)
    st = T.hand(4, the_board=T.event_board([T.area((0, 0), T.WALLED)], barriers=[far]))
    assert B.is_blocked(st.board, (0, 0), (1, 0))
    edge = B.edge_key((0, 0), 0)
    assert T.plays_of(st, 4) == {"play 4 0 " + " ".join(map(str, edge)),
                                 "play 4 1 " + " ".join(map(str, far))}
    opened, _ = T.play(st, "play 4 0 " + " ".join(map(str, edge)))
    assert not B.is_blocked(opened.board, (0, 0), (1, 0))
    assert opened.pending[-1].kind == "events"  # no other printed barrier there
    removed, _ = T.play(st, "play 4 1 " + " ".join(map(str, far)))
    assert removed.board.barrier_markers == ()


# --- E05 Forced March, E06 Ambush ------------------------------------------------------------

@pytest.mark.rule("TS-31.2")
@pytest.mark.rule("TS-4.9")
def test_e05_moves_the_units_of_a_target_zone_two_zones_even_after_a_combat() -> None:
    units = (T.ME, ("cs_2_2", 0, (0, 0)), ("cyberoid", 0, (1, -1)))
    st = T.hand(5, units, left=(("E", 1),))
    st = replace(st, turn=replace(st.turn, fought=True))
    assert T.plays_of(st, 5) == {"play 5 0 0", "play 5 1 -1"}
    st, _ = T.play(st, "play 5 0 0")
    assert st.pending[-1].kind == "plan"
    assert not any(t.startswith("move 3 ") for t in T.legal_set(st))  # not in that zone
    st, _ = T.play(st, "move 1 0", "move 1 0 0", "go")
    assert [u.at for u in st.units if u.uid == 1] == [(2, 0)]
    assert st.turn is not None and st.turn.left == ()


@pytest.mark.rule("TS-31.2")
@pytest.mark.rule("TS-31.3")
def test_e06_is_a_combat_without_a_combat_icon_and_locks_movement_in_that_phase() -> None:
    units = (T.ME, ("private", 1, (0, 0)))
    st = T.hand(6, units, phase="white", left=(("E", 1), ("M", 1)))
    # C3 Strike from Orbit is not offered: it needs a ready offensive strike (TS-20.12)
    assert T.plays_of(st, 6) == {"play 6 0 0 1", "play 6 0 0 2"}
    st, events = T.play(st, "play 6 0 0 2")
    assert any(e.kind == "ts.combat" and e.args["card"] == "C2" for e in events)
    assert st.turn is not None and st.turn.fought  # TS-4.9 within this phase
    while st.pending:
        st, _ = T.play(st, sorted(T.legal_set(st))[-1])
    assert st.turn is not None and ("M", 1) in st.turn.left
    assert not any(t.startswith("move") for t in T.legal_set(st))


# --- E07–E11: characteristics and Cancel markers ------------------------------------------------

@pytest.mark.rule("TS-31.2")
@pytest.mark.rule("TS-9.4")
def test_e07_makes_a_near_zone_radioactive_once() -> None:
    st = T.hand(7, the_board=T.event_board([T.area((1, 0), T.RADIO)]))
    plays = T.plays_of(st, 7)
    assert "play 7 0 0" in plays and "play 7 0 -1" in plays
    assert "play 7 1 0" not in plays  # already Radioactive
    assert "play 7 2 -2" not in plays  # not near a target zone
    st, _ = T.play(st, "play 7 0 -1")
    assert has(st, (0, -1), "radioactive") and supply_left(st, "radioactive") == 14


@pytest.mark.rule("TS-31.2")
@pytest.mark.rule("TS-9.8")
def test_e08_cancels_a_radioactive_characteristic() -> None:
    st = T.hand(8, the_board=T.event_board([T.area((1, 0), T.RADIO)]))
    assert T.plays_of(st, 8) == {"play 8 1 0"}
    st, _ = T.play(st, "play 8 1 0")
    assert not has(st, (1, 0), "radioactive")
    assert marks_at(st, (1, 0)).cancelled == ("radioactive",)
    assert supply_left(st, "cancel") == 9


@pytest.mark.rule("TS-9.8")
def test_adding_a_cancelled_characteristic_lifts_the_cancel_marker() -> None:
    cancelled = ZoneMarks((1, 0), cancelled=("radioactive",))
    st = T.hand(7, the_board=T.event_board([T.area((1, 0), T.RADIO)]), marks=[cancelled])
    assert not has(st, (1, 0), "radioactive")
    st, _ = T.play(st, "play 7 1 0")
    assert has(st, (1, 0), "radioactive") and marks_at(st, (1, 0)).is_empty()


@pytest.mark.rule("TS-31.2")
@pytest.mark.rule("TS-9.6")
def test_e09_makes_a_zone_unstable_and_so_a_target_zone() -> None:
    st = T.hand(9)
    st, _ = T.play(st, "play 9 1 0")
    assert has(st, (1, 0), "unstable")
    st2 = replace(st, seats=tuple(replace(s, events=(7,)) if i == 0 else s
                                  for i, s in enumerate(st.seats)))
    # an event may now act near (1, 0), where the player has no unit
    assert "play 7 2 0" in T.plays_of(st2, 7)


@pytest.mark.rule("TS-9.6")
@pytest.mark.rule("TS-5.11")
def test_an_unstable_zone_without_units_is_a_target_zone() -> None:
    st = T.hand(16, the_board=T.event_board([T.area((2, -2), T.UNSTABLE)]))
    assert T.plays_of(st, 16) == {"play 16 0 0", "play 16 2 -2"}
    st, _ = T.play(st, "play 16 2 -2")
    assert marks_at(st, (2, -2)).entrench == 0


@pytest.mark.rule("TS-31.2")
def test_e10_adds_tsukuyumi_on_any_zone_but_a_start_zone() -> None:
    zones = [T.area(p, T.PLAIN) for p in T.PATCH] + [B.start_zone((3, -1), "nomads")]
    st = T.hand(10, the_board=B.Board(zones=tuple(zones)))
    plays = T.plays_of(st, 10)
    assert "play 10 -2 2" in plays and "play 10 3 -1" not in plays
    assert (-2, 2) not in oni_placement_zones(st)
    st, _ = T.play(st, "play 10 -2 2")
    assert has(st, (-2, 2), "tsukuyumi") and (-2, 2) in oni_placement_zones(st)
    assert supply_left(st, "tsukuyumi") == data.COMPONENTS["neutral_markers.tsukuyumi"] - 1


@pytest.mark.rule("TS-31.2")
@pytest.mark.rule("TS-9.8")
def test_e11_cancels_tsukuyumi_even_on_a_moon_zone() -> None:
    zones = list(B.moon_zones()) + [T.area(p, T.PLAIN) for p in B.ring_positions(2)]
    st = T.hand(11, the_board=B.Board(zones=tuple(zones)))
    plays = T.plays_of(st, 11)
    assert "play 11 0 0" in plays and "play 11 2 -2" not in plays  # a zone without it
    st, _ = T.play(st, "play 11 0 0")
    assert not has(st, (0, 0), "tsukuyumi")
