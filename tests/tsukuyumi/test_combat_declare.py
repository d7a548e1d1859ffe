"""Declaring a combat: where, with which card, how often (TS-7.1–TS-7.3, TS-7.8, TS-7.11,
TS-7.32, TS-5.24, TS-5.25, TS-4.9, TS-42.3)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rules import IllegalAction
from game.tsukuyumi import board as B
from game.tsukuyumi import cards
from game.tsukuyumi.combat import find_card, problem
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import with_seat
from tests.tsukuyumi.ts_builders import (
    MOUNTAIN15,
    ONI,
    PATCH,
    action,
    area,
    board,
    find,
    legal,
    play,
    state,
)


def _base():
    """Cyber (0) with an Attack Drone at (0,0) and another on the Mountain +15 at (1,0) (too
    weak to take it); Nomads (1) and an Oni at (0,0); a Boarlords (2) marker but no unit at
    (0,0)."""
    return state([("attack_drone", 0, (0, 0)), ("attack_drone", 0, (1, 0)),
                  ("private", 1, (0, 0)), ("small_oni", ONI, (0, 0))],
                 marks={(0, 0): 2}, the_board=board([area((1, 0), MOUNTAIN15)]))


@pytest.mark.rule("TS-7.1")
def test_combat_needs_own_unit_and_defenders_are_factions_with_units() -> None:
    st = _base()
    zones = {tuple(action(a).args[:2]) for a in legal(st) if a.startswith("combat")}
    assert zones == {(0, 0), (1, 0)}  # only zones holding one of the attacker's units
    st, _ = play(st, "combat 0 0 2")
    assert st.combat is not None
    assert st.combat.defenders == (1, ONI)  # the Boarlords have a marker but no unit
    with pytest.raises(IllegalAction):
        RULES.apply(_base(), 0, action("combat -1 0 1"))


@pytest.mark.rule("TS-7.2", "TS-5.24")
def test_cards_are_the_factions_own_reusable_and_each_costs_one_combat() -> None:
    st = _base()
    assert "combat 0 0 4" not in legal(st)  # the Cybersamurai have C1-C3 only
    assert find_card("cyber", 1) is cards.COMBAT_CARDS["C1"]
    assert problem(st, 0, (1, 0), cards.COMBAT_CARDS["B1"]) is not None
    st, events = play(st, "combat 1 0 1")  # 5 conquest against the mountain's 15: failed
    assert find(events, "ts.combat")[0]["card"] == "C1"
    assert st.turn is not None and st.turn.left == (("C", 1),)
    assert "combat 1 0 1" in legal(st)  # the card is kept: it may be played again
    st, _ = play(st, "combat 1 0 1")
    assert st.turn is not None and st.turn.left == ()
    assert not [a for a in legal(st) if a.startswith("combat")]


@pytest.mark.rule("TS-7.3")
def test_specific_card_once_per_round() -> None:
    st = _base()
    st = with_seat(st, 0, replace(st.seats[0], uplinks=("kaneda",)))  # C3 needs one (TS-20.12)
    assert "combat 1 0 3" in legal(st)
    st, _ = play(st, "combat 1 0 3", "conquest_skip")
    assert "specific" in st.seats[0].used
    assert st.turn is not None and st.turn.left == (("C", 1),)
    assert "combat 1 0 3" not in legal(st) and "combat 0 0 3" not in legal(st)
    assert "combat 1 0 1" in legal(st)  # the other cards any number of times


@pytest.mark.rule("TS-7.11", "TS-7.32")
def test_annihilation_needs_enemies() -> None:
    st = _base()
    assert "combat 0 0 2" in legal(st)
    assert "combat 1 0 2" not in legal(st)  # C2: enemies present only
    err = problem(st, 0, (1, 0), cards.COMBAT_CARDS["C2"])
    assert err is not None and err.key == "ts.illegal.needs_enemies"


@pytest.mark.rule("TS-7.32")
def test_a_no_enemies_card_is_refused_with_any_enemy_oni_included(monkeypatch) -> None:
    fixture = cards.CombatCard("C9", "cyber", "conquest", "no_enemies", ("conquest",), (),
                               ("counter",))
    monkeypatch.setitem(cards.COMBAT_CARDS, "C9", fixture)
    st = state([("attack_drone", 0, (0, 0)), ("attack_drone", 0, (1, 0)),
                ("small_oni", ONI, (0, 0))])
    assert "combat 1 0 9" in legal(st)
    assert "combat 0 0 9" not in legal(st)
    err = problem(st, 0, (0, 0), fixture)
    assert err is not None and err.key == "ts.illegal.no_enemies_only"


@pytest.mark.rule("TS-7.8")
def test_no_conquest_of_own_zone_or_start_zone_combined_cards_keep_the_rest() -> None:
    zones = [B.start_zone((3, -1), "cyber")]
    st = state([("attack_drone", 0, (0, 0)), ("cyberoid", 0, (3, -1))],
               the_board=board(zones, PATCH + ((3, -1),)),
               marks={(0, 0): 0})
    st = with_seat(st, 0, replace(st.seats[0], uplinks=("kaneda",)))  # C3 needs one (TS-20.12)
    assert "combat 0 0 1" not in legal(st)  # own marker: a pure conquest is void
    assert "combat 3 -1 1" not in legal(st)  # a start zone
    assert "combat 0 0 3" in legal(st)  # C3 also uses an uplink: allowed, conquest void
    st, events = play(st, "combat 0 0 3")
    assert find(events, "ts.conquest_void")
    assert not find(events, "ts.zone_conquered")


@pytest.mark.rule("TS-4.9")
def test_playing_a_combat_card_locks_movement_for_the_phase() -> None:
    st = _base()
    assert st.turn is not None and not st.turn.fought
    st, _ = play(st, "combat 1 0 1")
    assert st.turn is not None and st.turn.fought


@pytest.mark.rule("TS-5.25")
def test_seed_example_annihilation_then_conquest_on_the_same_zone() -> None:
    # Tom (Boarlords, Combat 2): Gore destroys the defenders, then Conquest meets no resistance.
    st = state([("boarmaster", 2, (1, 0)), ("squeaker", 2, (1, 0)),
                ("private", 1, (1, 0)), ("hunter", 1, (1, 0))], seat=2)
    st, events = play(st, "combat 1 0 2")
    assert sorted(a["unit_kind"] for a in find(events, "ts.unit_destroyed")) == [
        "hunter", "private"]  # 20 attack: both die, nobody to choose
    st, _ = play(st, "noriposte")
    assert st.turn is not None and st.turn.left == (("C", 1),)
    assert [u.kind for u in st.units if u.owner == 1] == []
    st, events = play(st, "combat 1 0 1")
    assert find(events, "ts.conquest")[0]["needed"] == 0
    assert st.turn is not None and st.turn.left == ()
    assert [m.owner for m in st.marks if m.at == (1, 0)] == [2]


@pytest.mark.rule("TS-42.3")
def test_pipeline_order_declare_attack_ripostes_removal_end() -> None:
    st = state([("cyberoid", 0, (0, 0)), ("private", 1, (0, 0)), ("dog", 1, (0, 0))])
    st, events = play(st, "combat 0 0 2")  # 20 damage: the Private and the Dog die
    assert st.pending and st.pending[-1].kind == "riposte"  # Nomads: counter with the dead
    st, more = play(st, "riposte 0")
    order = [e.kind for e in events + more]
    steps = ["ts.combat", "ts.attack_damage", "ts.unit_destroyed", "ts.riposte",
             "ts.counter_attack", "ts.units_removed", "ts.combat_end"]
    positions = [order.index(k) for k in steps]
    assert positions == sorted(positions)
    assert st.combat is None and not st.pending
