"""Conquest (TS-7.5–TS-7.10, TS-42.8) and what a conquest records (TS-21.7, TS-22.6, TS-8.6)."""

from __future__ import annotations

import pytest

from game.tsukuyumi import cards, combat_base
from game.tsukuyumi.board import moon_zones
from game.tsukuyumi.state import ZoneMarks, marks_at, with_marks
from game.tsukuyumi.zones import has
from tests.tsukuyumi.ts_builders import (
    MOUNTAIN15,
    ONI,
    area,
    board,
    find,
    play,
    state,
)


def _conquer(st, text="combat 0 0 1"):
    """Play a conquest and pass every riposte; the conquest event's arguments."""
    st, events = play(st, text)
    while st.pending:
        st, more = play(st, "noriposte")
        events += more
    return st, find(events, "ts.conquest") + find(events, "ts.conquest_failed")


@pytest.mark.rule("TS-7.10", "TS-7.5")
def test_seed_example_kevin_15_against_marco_15_and_sabrina_5() -> None:
    # Kevin (Boarlords) 15 conquest; Marco (Nomads) 15; Sabrina (Cybersamurai) 5.
    st = state([("squeaker", 0, (0, 0)), ("lt_dan", 1, (0, 0)), ("attack_drone", 2, (0, 0))],
               factions=("boarlords", "nomads", "cyber"))
    st, (result,) = _conquer(st)
    assert result["power"] == 15 and result["needed"] == 15 and result["success"]
    assert marks_at(st, (0, 0)).owner == 0


@pytest.mark.rule("TS-7.5")
def test_defenders_never_add_up_and_a_shortfall_fails() -> None:
    # 15 against 15 and 10 + 5: each defender separately, so 15 wins (not against 30).
    st = state([("boarmaiden", 0, (0, 0)), ("squad_leader", 1, (0, 0)),
                ("cs_2_1", 2, (0, 0)), ("attack_drone", 2, (0, 0))],
               factions=("boarlords", "nomads", "cyber"))
    st2, (result,) = _conquer(st)
    assert result["power"] == 15 and result["needed"] == 15 and result["success"]
    st = state([("squeaker", 0, (0, 0)), ("launcher", 1, (0, 0)), ("lt_dan", 1, (0, 0))],
               factions=("boarlords", "nomads", "cyber"))
    st, (result,) = _conquer(st)
    assert (result["power"], result["needed"], result["success"]) == (15, 25, False)
    assert marks_at(st, (0, 0)).owner == -2


@pytest.mark.rule("TS-7.6", "TS-9.3")
def test_zone_bonus_mountain_and_no_defender() -> None:
    mountain = board([area((0, 0), MOUNTAIN15)])
    st = state([("boarmaiden", 0, (0, 0)), ("private", 1, (0, 0))],
               factions=("boarlords", "nomads", "cyber"), the_board=mountain)
    _, (result,) = _conquer(st)
    assert (result["power"], result["needed"], result["success"]) == (15, 25, False)
    st = state([("squeaker", 0, (0, 0))], factions=("boarlords", "nomads", "cyber"),
               the_board=mountain)
    _, (result,) = _conquer(st)  # no defender: the bonus alone
    assert (result["needed"], result["success"]) == (15, True)
    st = state([("attack_drone", 0, (0, 0))], the_board=mountain)
    _, (result,) = _conquer(st)
    assert (result["needed"], result["success"]) == (15, False)
    st = state([("attack_drone", 0, (0, 0))], the_board=board(moon_zones()))
    _, (result,) = _conquer(st)  # a moon zone has no bonus
    assert (result["needed"], result["success"]) == (0, True)


@pytest.mark.rule("TS-7.6")
def test_zone_bonus_hooks_and_entrenchment(monkeypatch) -> None:
    def fortress(st, at, attacker):
        return 10 if at == (0, 0) and attacker != 0 else 0

    monkeypatch.setattr(combat_base, "ZONE_BONUSES", [fortress])
    st = state([("cyberoid", 1, (0, 0)), ("squeaker", 0, (0, 0))],
               factions=("boarlords", "cyber", "nomads"), seat=1)
    _, (result,) = _conquer(st)
    assert (result["needed"], result["success"]) == (25, False)
    monkeypatch.setattr(combat_base, "ZONE_BONUSES", [])
    st = with_marks(st, ZoneMarks((0, 0), entrench=0))  # E16 for seat 0
    _, (result,) = _conquer(st)
    assert (result["needed"], result["success"]) == (30, False)


@pytest.mark.rule("TS-7.7")
def test_marker_replaced_and_conquests_recorded() -> None:
    st = state([("cyberoid", 0, (0, 0)), ("cyberoid", 0, (1, 0)), ("cyberoid", 0, (0, 1))],
               marks={(0, 0): 1, (1, 0): ONI}, left=(("C", 3),))
    st, _ = _conquer(st)
    st, _ = _conquer(st, "combat 1 0 1")
    st, _ = _conquer(st, "combat 0 1 1")
    assert [marks_at(st, p).owner for p in ((0, 0), (1, 0), (0, 1))] == [0, 0, 0]
    assert len(st.marks) == 3  # one marker per zone: the others went back
    assert st.seats[0].conquered == ((0, 0), (1, 0), (0, 1))
    assert st.seats[0].retaken == ((0, 0), (1, 0))  # held by a player, by the Oni


@pytest.mark.rule("TS-8.6")
def test_conquering_an_oni_moon_zone_keeps_tsukuyumi() -> None:
    st = state([("cyberoid", 0, (0, 0))], the_board=board(moon_zones()), marks={(0, 0): ONI})
    st, (result,) = _conquer(st)
    assert result["success"] and marks_at(st, (0, 0)).owner == 0
    assert has(st, (0, 0), "tsukuyumi")


@pytest.mark.rule("TS-7.9")
def test_units_destroyed_earlier_in_the_combat_do_not_defend(monkeypatch) -> None:
    fixture = cards.CombatCard("C9", "cyber", "special", "enemies",
                               ("annihilation", "conquest"), (), ("counter",))
    monkeypatch.setitem(cards.COMBAT_CARDS, "C9", fixture)
    # A Cyberoid (20/20/20) kills the Boarguard (50/20/10), then its 20 conquest faces nobody.
    st = state([("cyberoid", 0, (0, 0)), ("boarguard", 2, (0, 0))])
    st, (result,) = _conquer(st, "combat 0 0 9")
    assert result["power"] == 20 and result["needed"] == 0 and result["success"]


@pytest.mark.rule("TS-42.8")
def test_conquest_forecast() -> None:
    st = state([("boarmaiden", 0, (0, 0)), ("lt_dan", 1, (0, 0)), ("small_oni", ONI, (0, 0))],
               factions=("boarlords", "nomads", "cyber"),
               the_board=board([area((0, 0), MOUNTAIN15)]))
    assert combat_base.forecast(st, 0, (0, 0)) == (15, 30)
    assert combat_base.forecast(st, 0, (1, 0)) == (0, 0)
