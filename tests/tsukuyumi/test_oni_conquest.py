"""The Oni conquest (TS-8.1–TS-8.6, TS-8.11–TS-8.19, TS-5.22, TS-4.7, TS-32.1)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.tsukuyumi import board as B
from game.tsukuyumi import damage, geometry, oni, scoring
from game.tsukuyumi.state import NOBODY, marks_at, units_at
from game.tsukuyumi.zones import is_oni_source
from tests.tsukuyumi.ts_builders import (
    ONI,
    RADIO,
    TSUKU,
    alive_kinds,
    area,
    board,
    find,
    legal,
    play,
    state,
    uid_of,
)

GREEN = {"phase": "green", "left": (("OC", 1),)}


def _oc(units, **kw):
    """Seat 0's green turn with an Oni conquest to do."""
    return state(units, **{**GREEN, **kw})


@pytest.mark.rule("TS-8.17", "TS-8.11", "TS-8.12", "TS-8.13")
def test_seed_example_kevin_splits_four_oni_and_conquers_with_one() -> None:
    st = _oc([("small_oni", ONI, (0, 0))] * 4)
    assert legal(st) == ["oni_zone 0 0"]
    st, _ = play(st, "oni_zone 0 0")
    assert st.turn is not None and st.turn.left == ()  # the icon is used
    st, _ = play(st, "oni_move 1 1 0", "oni_move 2 0 1", "oni_move 3 -1 0")
    assert sorted(a for a in legal(st) if a.startswith("oni_target")) == [
        "oni_target -1 0", "oni_target 0 0", "oni_target 0 1", "oni_target 1 0"]
    st, events = play(st, "oni_target 1 0")
    assert find(events, "ts.combat")[0]["card"] == "O1"  # TS-32.1
    assert find(events, "ts.conquest")[0]["power"] == 10  # only the Oni there attack
    assert marks_at(st, (1, 0)).owner == ONI
    assert sorted(u.at for u in st.units) == [(-1, 0), (0, 0), (0, 1), (1, 0)]
    assert not st.pending and legal(st) == ["end"]


@pytest.mark.rule("TS-8.12", "TS-8.13")
def test_barriers_block_oni_moves_and_every_oni_in_the_target_attacks() -> None:
    walled = B.place_edge_marker(board(), "barrier", B.edge_between((0, 0), (1, 0)))
    st = _oc([("small_oni", ONI, (0, 0)), ("medium_oni", ONI, (0, 1)),
              ("large_oni", ONI, (1, 0))], the_board=walled)
    st, _ = play(st, "oni_zone 0 0")
    assert not [a for a in legal(st) if a.startswith("oni_move 1 1 0")]
    st, _ = play(st, "oni_move 1 0 1")
    assert sorted(a for a in legal(st) if a.startswith("oni_target")) == ["oni_target 0 1"]
    st, events = play(st, "oni_target 0 1")  # the Medium Oni already there attacks too
    assert find(events, "ts.conquest")[0]["power"] == 30


@pytest.mark.rule("TS-8.14", "TS-8.5")
def test_legal_targets() -> None:
    zones = [B.Zone(q=0, r=0, kind="moon", zone_type="moon", characteristic="tsukuyumi"),
             area((1, 0), TSUKU), B.start_zone((3, -1), "cyber")]
    st = state(the_board=board(zones, B.ring_positions(1) + ((0, 0), (3, -1), (2, -1))),
               marks={(0, 1): ONI})
    assert is_oni_source(st, (0, 0)) and is_oni_source(st, (1, 0)) and is_oni_source(st, (0, 1))
    assert not oni.is_target(st, (0, 0))  # a moon zone without a player's marker
    assert not oni.is_target(st, (1, 0))  # a Tsukuyumi zone likewise
    assert not oni.is_target(st, (0, 1))  # already an Oni territory
    assert not oni.is_target(st, (3, -1))  # a start zone
    assert oni.is_target(st, (-1, 0))
    st = state(the_board=st.board, marks={(0, 0): 2, (1, 0): 1})
    assert oni.is_target(st, (0, 0)) and oni.is_target(st, (1, 0))


@pytest.mark.rule("TS-8.13", "TS-8.15", "TS-8.19")
def test_a_failed_oni_conquest_places_no_marker_but_ripostes_happen() -> None:
    st = _oc([("small_oni", ONI, (0, 0)), ("lt_dan", 1, (1, 0))], marks={(1, 0): 1},
             reserve=("large_oni",), the_board=board([area((-2, 0), TSUKU)]))
    st, _ = play(st, "oni_zone 0 0", "oni_move 1 1 0", "oni_target 1 0")
    assert marks_at(st, (1, 0)).owner == 1  # 10 against 15
    assert st.pending[-1].kind == "riposte" and st.pending[-1].seat == 1
    assert "riposte 5" in legal(st)  # Oni Reinforcement, on the Oni card
    st, events = play(st, "riposte 0")  # Lt Dan's 15 destroy the Small Oni
    assert find(events, "ts.unit_destroyed")[0]["unit_kind"] == "small_oni"
    assert st.oni_reserve == ("large_oni", "small_oni")  # TS-8.19


@pytest.mark.rule("TS-7.27", "TS-8.1")
def test_the_active_player_controls_the_oni_and_assigns_their_damage() -> None:
    st = _oc([("small_oni", ONI, (0, 0)), ("medium_oni", ONI, (0, 0)), ("lt_dan", 1, (0, 0))],
             seat=2)
    st, _ = play(st, "oni_zone 0 0")
    assert st.pending[-1].seat == 2
    st, _ = play(st, "oni_target 0 0", "riposte 0")  # Lt Dan's 15 on two Oni: a choice
    assert st.pending[-1].kind == "damage" and st.pending[-1].seat == 2  # not the chooser
    st, _ = play(st, f"assign {uid_of(st, 'small_oni')}")
    assert alive_kinds(st, ONI) == ["medium_oni"]


@pytest.mark.rule("TS-7.27")
def test_mines_hit_oni_moved_in_an_oni_action_assigned_by_the_active_player(
        monkeypatch) -> None:
    def mines(st, uids, at, active, events):
        if at != (1, 0):
            return st
        return damage.request_damage(st, ONI, 10, uids, at, events)

    monkeypatch.setattr(geometry, "ENTRY_EFFECTS", [mines])
    st = _oc([("small_oni", ONI, (0, 0)), ("small_oni", ONI, (0, 0))], seat=1)
    st, _ = play(st, "oni_zone 0 0")
    assert damage.default_assigner(st, ONI) == 1  # the Oni action's seat, not the chooser
    st, _ = play(st, "oni_move 1 1 0")
    assert alive_kinds(st, ONI) == ["small_oni"]  # one candidate: no question, removed
    st, _ = play(st, "oni_move 2 0 1")
    assert st.pending[-1].seat == 1 and st.pending[-1].kind == oni.CONQUEST


@pytest.mark.rule("TS-8.16")
def test_fallback_moves_when_no_target_can_be_reached() -> None:
    st = _oc([("small_oni", ONI, (0, 0)), ("medium_oni", ONI, (1, 0)),
              ("large_oni", ONI, (0, 1)), ("small_oni", ONI, (-1, 0))],
             the_board=B.moon_board())
    assert oni.origins(st) == ()
    options = legal(st)
    assert "oni_done" in options and "oni_shift 1 1 -1" in options
    assert not [a for a in options if a.startswith("oni_zone")]
    st, events = play(st, "oni_shift 1 1 -1")
    assert find(events, "ts.oni_fallback") and st.turn is not None and st.turn.left == ()
    assert "oni_shift 1 0 -1" not in legal(st)  # each Oni moves once
    st, _ = play(st, "oni_shift 2 1 -1", "oni_shift 3 -1 1")
    assert not st.pending  # three moves at most
    assert sorted(u.at for u in st.units) == [(-1, 0), (-1, 1), (1, -1), (1, -1)]
    st = _oc([("small_oni", ONI, (0, 0))], the_board=B.moon_board())
    st, _ = play(st, "oni_done")  # up to 3: none is fine
    assert not st.pending and legal(st) == ["end"]


@pytest.mark.rule("TS-8.18")
def test_oni_sent_against_own_zone_the_player_ripostes_as_a_defender() -> None:
    st = _oc([("small_oni", ONI, (0, 0)), ("attack_drone", 0, (1, 0))], marks={(1, 0): 0})
    st, _ = play(st, "oni_zone 0 0", "oni_move 1 1 0", "oni_target 1 0")
    assert marks_at(st, (1, 0)).owner == ONI  # 10 against 5
    assert st.pending[-1].kind == "riposte" and st.pending[-1].data == (0,)
    assert st.pending[-1].seat == 0 and "noriposte" in legal(st)


@pytest.mark.rule("TS-8.3")
def test_oni_conquests_count_for_nobody() -> None:
    st = _oc([("large_oni", ONI, (0, 0)), ("private", 1, (1, 0)), ("hunter", 1, (1, 0)),
              ("dog", 1, (1, 0))], marks={(1, 0): 2})
    st, _ = play(st, "oni_zone 0 0", "oni_move 1 1 0", "oni_target 1 0", "noriposte")
    assert marks_at(st, (1, 0)).owner == ONI and st.combat is None
    assert all(s.conquered == () and s.retaken == () and s.strike == 0 and s.vp == 0
               for s in st.seats)


@pytest.mark.rule("TS-4.7", "TS-5.22")
def test_the_oni_conquest_is_mandatory() -> None:
    st = _oc([("small_oni", ONI, (0, 0))])
    assert "end" not in legal(st)
    st, _ = play(st, "oni_zone 0 0", "oni_target 0 0")
    assert legal(st) == ["end"]


@pytest.mark.rule("TS-8.2", "TS-32.1")
def test_the_oni_use_their_own_card_only() -> None:
    st = _oc([("small_oni", ONI, (0, 0)), ("cyberoid", 0, (0, 0))], reserve=("small_oni",),
             the_board=board([area((-2, 0), TSUKU)]))  # somewhere to place Oni
    st, events = play(st, "oni_zone 0 0", "oni_target 0 0")
    assert find(events, "ts.combat")[0]["card"] == "O1"
    assert st.combat is not None and st.combat.attacker == ONI
    assert sorted(legal(st)) == sorted(["noriposte", "riposte 0", "riposte 5"] + [
        f"retreat {q} {r}" for q, r in B.neighbour_zones(st.board, (0, 0))])


@pytest.mark.rule("TS-8.4")
def test_oni_are_immune_to_radioactivity() -> None:
    st = state([("small_oni", ONI, (0, 0)), ("private", 1, (0, 0))],
               the_board=board([area((0, 0), RADIO)]))
    st = scoring._radioactivity(st, [])
    assert [u.kind for u in units_at(st, (0, 0))] == ["small_oni"]
    assert marks_at(st, (0, 0)).owner == NOBODY


@pytest.mark.rule("TS-8.15", "TS-22.10")
def test_an_oni_conquest_whose_oni_all_die_on_the_way_fails_and_the_turn_goes_on() -> None:
    st = _oc([("small_oni", ONI, (0, 0))])
    st, _ = play(st, "oni_zone 0 0")
    st, _ = play(st, "oni_move 1 1 0")
    # Mines destroyed the only selected Oni as it entered (1, 0): nothing is left to attack
    st = replace(st, units=tuple(u for u in st.units if u.uid != 1))
    assert legal(st) == ["oni_done"]
    st, events = play(st, "oni_done")
    assert find(events, "ts.oni_conquest_void") and not st.pending
    assert legal(st) == ["end"]
