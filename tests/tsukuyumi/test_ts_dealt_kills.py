"""Who destroys a unit outside a combat: the seat that dealt the damage (TS-M1.6, TS-M8.23,
TS-13.10), not whoever's turn is open.

An audit of stop 94 found the Nomads' Mines' kills credited to the player moving into them: a
Marchand blown up by the Mines in Cyber's Oni conquest gave Cyber its production (TS-M8.23),
an Oni blown up in the Nuée Noire's turn counted for its Devour card (TS-13.10), and an event
played by another seat under Forces of Nature counted for the active player (TS-M1.6). Damage
now says who deals it (`damage.request_damage(dealer=…)`), and those rules read it."""

from __future__ import annotations

import pytest
from ts_builders import find, kinds, legal, mines, play, state
from ts_builders_legend import lstate

from game.tsukuyumi import damage, two_player
from game.tsukuyumi.modules.m1_objectives import destroyer
from game.tsukuyumi.state import ONI


@pytest.mark.rule("TS-M8.23", "TS-22.10")
def test_a_marchand_blown_up_by_mines_rewards_the_nomads() -> None:
    st = lstate([("merchant", ONI, (0, 0)), ("private", 1, (2, 0))],
                factions=("cyber", "nomads", "boarlords"), phase="green", left=(("OC", 1),))
    st = mines(st, (1, 0), 3, owner=1)
    st, events = play(st, "oni_zone 0 0", "oni_move 1 1 0")  # Cyber moves him onto the Mines
    assert "ts.nomads.mines" in kinds(events)
    assert find(events, "ts.leg.merchant") == [{"seat": 1}]
    assert st.pending[-1].kind == "production" and st.pending[-1].seat == 1


@pytest.mark.rule("TS-13.10", "TS-22.10")
def test_an_oni_blown_up_by_mines_in_the_nuees_turn_is_no_devour_kill() -> None:
    st = state([("small_oni", ONI, (1, 0)), ("private", 1, (2, 0))],
               factions=("darkseed", "nomads"), phase="green", left=(("OC", 1),), round_=1)
    st = mines(st, (2, -1), 2, owner=1)
    st, _ = play(st, "oni_zone 1 0")
    st, events = play(st, "oni_move 1 2 -1")
    assert "ts.units_removed" in kinds(events) and "oni_done" in legal(st)
    assert two_player.counter(st, 0, "devour.kills") == 0


@pytest.mark.rule("TS-M1.6")
def test_damage_saying_its_dealer_is_that_seats_whoever_plays_now() -> None:
    """An event's damage (E01) played by seat 1 during seat 0's turn, as under Forces of
    Nature: its kill is seat 1's."""
    st = state([("cs_2_1", 0, (0, 0)), ("private", 2, (1, 0))], phase="blue",
               left=(("E", 1),))
    seen: list[int | None] = []

    def spy(s, victim, events):
        seen.append(destroyer(s, victim))
        return s

    damage.ON_KILL.append(spy)
    try:
        victim = next(u for u in st.units if u.owner == 2)
        damage.request_damage(st, 2, 30, (victim.uid,), (1, 0), [], dealer=1)
        damage.request_damage(st, 2, 30, (victim.uid,), (1, 0), [])
    finally:
        damage.ON_KILL.remove(spy)
    assert seen == [1, 0]  # said: the dealer; not said: whoever's turn is open (seat 0)
    assert damage.current_dealer() is None  # only while the hooks run
