"""The Cybersamurai strikes and their card: Kaneda (TS-20.8), Missile strike (TS-20.9), Tetsuo
(TS-20.10), the Shield Drone (TS-20.11) and C3 Strike from Orbit (TS-20.12)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rules import IllegalAction
from game.tsukuyumi import engine
from game.tsukuyumi.actions import Action
from game.tsukuyumi.factions.cyber_strikes import chosen_damage
from game.tsukuyumi.geometry import can_step
from game.tsukuyumi.movement_plan import code_legal
from game.tsukuyumi.state import Turn, marks_at, unit_by_id
from game.tsukuyumi.tiles import TileType
from tests.tsukuyumi.ts_builders import (
    ONI,
    area,
    board,
    find,
    give,
    kinds,
    legal,
    mines,
    own,
    play,
    state,
    uid_of,
)

CND = ("cyber", "nomads", "darkseed")
ONE_WAY = TileType("W5", "ocean", 0, "", (1, 2, 3, 4, 5))
"""A tile whose only open edge is direction 0, towards (1, 0)."""
WALLED = TileType("W6", "ocean", 0, "", (0, 1, 2, 3, 4, 5))


def orbit(units, uplinks, **kw):
    """Seat 0 (Cybersamurai) with uplinks, in its red turn."""
    return give(state(units, **kw), 0, uplinks=tuple(uplinks))


# --- C3: declaring (TS-20.12) ------------------------------------------------------------------


@pytest.mark.rule("TS-20.12")
def test_strike_from_orbit_needs_a_ready_offensive_strike() -> None:
    units = [("cs_2_1", 0, (0, 0)), ("private", 1, (0, 0))]
    st = state(units)
    assert "combat 0 0 3" not in legal(st)
    with pytest.raises(IllegalAction) as exc:  # the C code's own check, with its reason
        engine.CODES["C"].apply(st, 0, Action("combat", (0, 0, 3)), [])
    assert exc.value.key == "ts.illegal.no_offensive_uplink"
    assert "combat 0 0 3" in legal(orbit(units, ["missile_strike"]))
    spent = give(orbit(units, ["missile_strike"]), 0, used=("missile_strike_red",))
    assert "combat 0 0 3" not in legal(spent)
    # without enemies a Missile strike or Tetsuo has nothing to hit; Kaneda still closes
    alone = [("cs_2_1", 0, (0, 0))]
    assert "combat 0 0 3" not in legal(orbit(alone, ["missile_strike", "tetsuo"]))
    assert "combat 0 0 3" in legal(orbit(alone, ["kaneda"]))


# --- Kaneda (TS-20.8) --------------------------------------------------------------------------


@pytest.mark.rule("TS-20.8", "TS-20.12", "TS-6.16")
def test_red_kaneda_pushes_every_enemy_unit_then_the_conquest_may_follow() -> None:
    the_board = board([area((0, 0), ONE_WAY)])
    units = [("cs_2_1", 0, (0, 0)), ("private", 1, (0, 0)), ("wasp", 2, (0, 0)),
             ("worker", 2, (0, 0))]
    st = orbit(units, ["kaneda"], factions=CND, the_board=the_board)
    st, events = play(st, "combat 0 0 3")
    assert find(events, "ts.cyber.strike")[0]["strike"] == "kaneda_red"
    assert marks_at(st, (0, 0)).no_entry == 0  # closed to the enemies for the round
    private, wasp, worker = (uid_of(st, k) for k in ("private", "wasp", "worker"))
    options = legal(st)
    # barriers apply, except for the Flying Wasp, which may go to any adjacent zone
    assert [a for a in options if a.startswith(f"kaneda {private} ")] == [
        f"kaneda {private} 1 0"]
    assert len([a for a in options if a.startswith(f"kaneda {wasp} ")]) == 6
    st, _ = play(st, f"kaneda {wasp} 0 -1", f"kaneda {private} 1 0")
    assert legal(st) == [f"kaneda {worker} 1 0"]  # unit by unit until none is left
    st, _ = play(st, f"kaneda {worker} 1 0")
    assert legal(st) == ["conquest_try", "conquest_skip"]  # after the strike
    st, events = play(st, "conquest_try")
    assert "ts.conquest" in kinds(events) and marks_at(st, (0, 0)).owner == 0
    assert st.combat is None  # nobody left to riposte
    assert {unit_by_id(st, u).at for u in (private, worker)} == {(1, 0)}


@pytest.mark.rule("TS-20.8", "TS-6.17")
def test_kaneda_a_unit_with_no_legal_zone_stays_and_the_zone_stays_closed() -> None:
    the_board = board([area((0, 0), WALLED)])
    st = orbit([("cs_2_1", 0, (0, 0)), ("private", 1, (0, 0)), ("private", 1, (1, 0))],
               ["kaneda"], the_board=the_board)
    st, _ = play(st, "combat 0 0 3")
    assert legal(st) == ["conquest_try", "conquest_skip"]  # nothing can be pushed
    st, _ = play(st, "conquest_skip")
    assert [u.at for u in st.units if u.owner == 1] == [(0, 0), (1, 0)]
    # (1, 0) → (0, 0) is walled anyway; check the closure on an open board
    st = orbit([("cs_2_1", 0, (0, 0)), ("private", 1, (0, 0)), ("private", 1, (1, 0)),
                ("cs_2_1", 0, (0, 1))], ["kaneda"])
    st, _ = play(st, "combat 0 0 3", f"kaneda {uid_of(st, 'private')} -1 0", "conquest_skip")
    outside = unit_by_id(st, 3)
    assert not can_step(st, outside, (1, 0), (0, 0))  # enemies may not enter this round
    assert can_step(st, unit_by_id(st, 4), (0, 1), (0, 0))  # the Cybersamurai may
    nomad_turn = replace(st, turn=Turn(1, left=(("M", 1),)))
    moves = [a.args for a in code_legal(nomad_turn, 1, 1)]
    assert {d for uid, d in moves if uid == 3} == {0, 1, 2, 4, 5}  # not 3, into (0, 0)
    assert {d for uid, d in moves if uid == 2} == {1, 2, 3, 4, 5}  # nor 0 from (-1, 0)


@pytest.mark.rule("TS-20.8", "TS-22.10", "TS-7.27")
def test_kaneda_pushes_set_off_mines_and_the_oni_chooser_assigns_oni_damage() -> None:
    st = orbit([("cs_2_1", 0, (0, 0)), ("small_oni", ONI, (0, 0)), ("small_oni", ONI, (0, 0)),
                ("worker", 2, (0, 0)), ("lt_dan", 1, (2, 0))], ["kaneda"], factions=CND)
    st = mines(st, (1, 0), 2, owner=1)
    st, _ = play(st, "combat 0 0 3")
    first, second = (u.uid for u in st.units if u.owner == ONI)
    st, events = play(st, f"kaneda {first} 1 0")  # 2 Mines: 20 damage, the Oni is destroyed
    assert find(events, "ts.nomads.mines")[0]["amount"] == 20
    assert find(events, "ts.damage")[0]["assigner_seat"] == 2  # the Oni chooser, not seat 0
    assert marks_at(st, (1, 0)).mines == 0 and all(u.uid != first for u in st.units)
    st, events = play(st, f"kaneda {second} 1 0")  # the Mines are spent
    assert "ts.nomads.mines" not in kinds(events)


# --- Missile strike (TS-20.9) ------------------------------------------------------------------


@pytest.mark.rule("TS-20.9", "TS-20.12")
def test_red_missile_strike_split_by_the_cybersamurai_each_owner_assigns() -> None:
    st = orbit([("cs_2_1", 0, (0, 0)), ("private", 1, (0, 0)), ("hunter", 1, (0, 0)),
                ("squeaker", 2, (0, 0))], ["missile_strike"],
               factions=("cyber", "nomads", "boarlords"))
    st, _ = play(st, "combat 0 0 3")
    top = st.pending[-1]
    assert (top.kind, top.seat) == ("split", 0) and len(legal(st)) == 21  # 0 … 20
    st, _ = play(st, "split 10")
    assert (st.pending[-1].kind, st.pending[-1].seat) == ("damage", 1)  # the Nomads choose
    st, events = play(st, f"assign {uid_of(st, 'hunter')}")
    assert len(find(events, "ts.unit_destroyed")) == 2  # the hunter, then the squeaker
    st, events = play(st, "conquest_skip")
    assert "ts.conquest" not in kinds(events)
    # the card's ripostes follow (the strike adds none); its damage counts for Protection
    assert "riposte 3" in legal(st)


@pytest.mark.rule("TS-20.9", "TS-20.12")
def test_missile_strike_in_the_attack_counts_for_the_surgical_strike() -> None:
    st = orbit([("cs_2_1", 0, (0, 0))] + [("worker", 2, (0, 0))] * 4, ["missile_strike"],
               factions=CND)
    st, events = play(st, "combat 0 0 3", "conquest_skip", "noriposte")
    assert len(find(events, "ts.unit_destroyed")) == 4
    assert st.combat is None and st.seats[0].strike == 4
    assert "ts.mission_scored" in kinds(events)


# --- Tetsuo (TS-20.10) -------------------------------------------------------------------------


@pytest.mark.rule("TS-20.10", "TS-20.12")
def test_tetsuo_thirty_damage_on_one_unit_the_cybersamurai_choose() -> None:
    st = orbit([("cs_2_1", 0, (0, 0)), ("private", 1, (0, 0)), ("lt_dan", 1, (0, 0))],
               ["tetsuo"])
    st, _ = play(st, "combat 0 0 3")
    assert st.pending[-1].kind == "cyber_laser" and st.pending[-1].seat == 0
    st, events = play(st, f"tetsuo {uid_of(st, 'lt_dan')}")
    assert find(events, "ts.unit_destroyed")[0]["unit_kind"] == "lt_dan"
    assert len(find(events, "ts.unit_destroyed")) == 1  # the 15 left are lost
    st, _ = play(st, "conquest_try")
    assert st.seats[0].used == ("specific", "tetsuo")


# --- the Shield Drone (TS-20.11) ---------------------------------------------------------------


@pytest.mark.rule("TS-20.11")
def test_shield_drone_takes_damage_another_player_aimed_at_a_cybersamurai_unit() -> None:
    st = state([("cyberoid", 0, (0, 0)), ("shield_drone", 0, (0, 0)),
                ("shield_drone", 0, (1, 0))])
    cyberoid, drone = 1, 2
    events: list = []
    asked = chosen_damage(st, 1, cyberoid, 15, events)  # seat 1 aims at the Cyberoid
    assert asked.pending[-1].kind == "cyber_shield" and asked.pending[-1].seat == 0
    assert legal(asked) == [f"shield {cyberoid}", f"shield {drone}"]  # not the far drone
    after, events2 = play(asked, f"shield {drone}")
    assert "ts.cyber.shielded" in kinds(events2)
    assert [u.uid for u in after.units] == [cyberoid, 3]  # the drone (15) is destroyed
    kept, _ = play(asked, f"shield {cyberoid}")
    assert [u.uid for u in kept.units] == [cyberoid, drone, 3]  # 15 on 20 health: absorbed
    # the Cybersamurai's own choice, or no drone beside: no question
    assert not chosen_damage(st, 0, cyberoid, 15, []).pending
    assert not chosen_damage(st, 1, 3, 5, []).pending


# --- C3's conquest (TS-20.12, TS-7.8) ----------------------------------------------------------


@pytest.mark.rule("TS-20.12", "TS-7.8")
def test_c3_does_not_ask_about_a_void_conquest() -> None:
    st = orbit([("cs_2_1", 0, (0, 0)), ("private", 1, (0, 0))], ["kaneda"])
    st = own(st, 0, (0, 0))
    st, _ = play(st, "combat 0 0 3", f"kaneda {uid_of(st, 'private')} 1 0")
    assert st.combat is None and not st.pending
