"""The Nuée Noire in combat: For the Queen (TS-21.5, TS-7.25, TS-7.20) and the cards D3 Swarm
and D4 Brood (TS-21.13)."""

from __future__ import annotations

import pytest

from game.tsukuyumi import board as B
from game.tsukuyumi import cards
from game.tsukuyumi.state import marks_at
from tests.tsukuyumi.ts_builders import PLAIN, at_of, faction_state, find, kinds, legal, play

DEFENSIVE = "riposte 2"


@pytest.fixture
def hammer(monkeypatch):
    """A Cybersamurai card C9: damage, then only the Defensive action as riposte."""
    card = cards.CombatCard("C9", "cyber", "special", "enemies", ("annihilation",), (),
                            ("defensive",))
    monkeypatch.setitem(cards.COMBAT_CARDS, "C9", card)


def _swarm(extra=()):
    """Cybersamurai (seat 1, a Cyberoid: 20 attack) against 2 Workers, a Warrior, a Wasp."""
    return faction_state([("cyberoid", 1, (0, 0)), ("worker", 0, (0, 0)), ("worker", 0, (0, 0)),
                          ("warrior", 0, (0, 0)), ("wasp", 0, (0, 0)), *extra],
                         seat=1, phase="red", left=(("C", 1),))


@pytest.mark.rule("TS-21.5", "TS-7.25")
def test_for_the_queen_undoes_the_attack_then_half_go_and_the_rest_withdraw(hammer) -> None:
    # 20 damage: the Warrior and both Workers die
    st, _ = play(_swarm(), "combat 0 0 9", "assign 4", "assign 2", "assign 3")
    assert sorted(st.combat.destroyed) == [2, 3, 4]
    assert legal(st) == [DEFENSIVE, "noriposte"]
    st, events = play(st, DEFENSIVE)
    assert find(events, "ts.darkseed.queen")[0]["units"] == [4, 2, 3]  # damage undone
    assert st.combat.destroyed == ()
    # 4 units: 2 are given up, the Nuée Noire's choice
    assert sorted(legal(st)) == ["queen_remove 2", "queen_remove 3", "queen_remove 4",
                                 "queen_remove 5"]
    st, events = play(st, "queen_remove 2", "queen_remove 3")
    assert at_of(st, 2) is None and at_of(st, 3) is None
    assert "ts.unit_destroyed" not in kinds(events)  # removed, not destroyed
    assert "queen_zone 1 0" in legal(st) and len(legal(st)) == 6
    st, events = play(st, "queen_zone 1 0")
    assert at_of(st, 4) == (1, 0) and at_of(st, 5) == (1, 0) and at_of(st, 1) == (0, 0)
    assert st.combat is None and not st.pending
    assert find(events, "ts.combat_end")[0]["destroyed"] == []


@pytest.mark.rule("TS-21.5", "TS-6.13", "TS-6.17")
def test_for_the_queen_barriers_apply_flying_units_cross(hammer) -> None:
    cell = B.Board(zones=(B.area_zone((0, 0), PLAIN, 0), B.area_zone((1, 0), PLAIN, 0)),
                   barrier_markers=(B.edge_between((0, 0), (1, 0)),))
    st = faction_state([("cyberoid", 1, (0, 0)), ("worker", 0, (0, 0)), ("worker", 0, (0, 0)),
                        ("wasp", 0, (0, 0))], seat=1, phase="red", left=(("C", 1),), the_board=cell)
    st, _ = play(st, "combat 0 0 9")  # all three die
    st, _ = play(st, DEFENSIVE, "queen_remove 2", "queen_remove 3")
    # the Wasp flies over the barrier; the only zone is taken at once
    assert at_of(st, 4) == (1, 0) and st.combat is None
    # a Worker cannot cross: it stays
    st = faction_state([("cyberoid", 1, (0, 0)), ("worker", 0, (0, 0)), ("worker", 0, (0, 0)),
                        ("wasp", 0, (0, 0))], seat=1, phase="red", left=(("C", 1),), the_board=cell)
    st, _ = play(st, "combat 0 0 9", DEFENSIVE, "queen_remove 4",
                 "queen_remove 3")
    assert at_of(st, 2) == (0, 0)


@pytest.mark.rule("TS-21.5", "TS-7.20")
def test_for_the_queen_only_when_it_can_apply(hammer) -> None:
    lone = B.Board(zones=(B.area_zone((0, 0), PLAIN, 0),))
    st = faction_state([("cyberoid", 1, (0, 0)), ("worker", 0, (0, 0)), ("warrior", 0, (0, 0))],
                       seat=1, phase="red", left=(("C", 1),), the_board=lone)
    st, events = play(st, "combat 0 0 9")
    assert "ts.no_riposte" in kinds(events)  # two units to save, nowhere to go
    # a single unit: it is given up at once, no zone is needed
    st = faction_state([("cyberoid", 1, (0, 0)), ("warrior", 0, (0, 0))], seat=1, phase="red",
                       left=(("C", 1),), the_board=lone)
    st, _ = play(st, "combat 0 0 9")
    st, events = play(st, DEFENSIVE)
    assert at_of(st, 2) is None and find(events, "ts.darkseed.queen_removed")[0]["count"] == 1


@pytest.mark.rule("TS-21.5")
def test_for_the_queen_does_not_undo_a_conquest() -> None:
    st = faction_state([("cyberoid", 1, (0, 0)), ("worker", 0, (0, 0)), ("worker", 0, (0, 0))],
                       seat=1, phase="red", left=(("C", 1),))
    st, _ = play(st, "combat 0 0 1", DEFENSIVE, "queen_remove 2", "queen_zone 0 1")
    assert marks_at(st, (0, 0)).owner == 1 and at_of(st, 3) == (0, 1)


@pytest.mark.rule("TS-21.13")
def test_d3_swarm_each_small_unit_adds_5_conquest() -> None:
    units = [("worker", 0, (0, 0)), ("wasp", 0, (0, 0)), ("warrior", 0, (0, 0)),
             ("boarmaiden", 2, (0, 0)), ("squeaker", 2, (0, 0))]
    factions = ("darkseed", "cyber", "boarlords")
    st = faction_state(units, factions, phase="red", left=(("C", 2),))
    _, events = play(st, "combat 0 0 1")  # Conquest: 20 against 30
    assert find(events, "ts.conquest_failed")[0]["power"] == 20
    st, events = play(st, "combat 0 0 3")  # Swarm: 20 + 2 x 5 = 30, a tie wins
    assert find(events, "ts.darkseed.swarm_bonus")[0]["amount"] == 10
    assert find(events, "ts.conquest")[0]["power"] == 30
    assert "ts.step_skipped" not in kinds(events)


@pytest.mark.rule("TS-21.13")
def test_d4_brood_one_egg_per_nuee_noire_unit_lost_in_the_combat() -> None:
    units = [("stinger", 0, (0, 0)), ("worker", 0, (0, 0)), ("worker", 0, (0, 0)),
             ("lt_dan", 1, (0, 0)), ("private", 1, (0, 0))]
    st = faction_state(units, ("darkseed", "nomads", "cyber"), phase="red", left=(("C", 1),))
    st, _ = play(st, "combat 0 0 4")  # 30 damage: Lt Dan and the Private die
    assert "riposte 0" in legal(st)
    st, events = play(st, "riposte 0", "assign 2", "assign 3")  # 20 back: two Workers die
    assert marks_at(st, (0, 0)).eggs == 2 and st.combat is None
    assert kinds(events).index("ts.darkseed.eggs") < kinds(events).index("ts.combat_end")
    # no loss, no Egg; the card is Specific (once per round)
    st = faction_state(units, ("darkseed", "nomads", "cyber"), phase="red", left=(("C", 2),))
    st, _ = play(st, "combat 0 0 4", "noriposte")
    assert marks_at(st, (0, 0)).eggs == 0 and "combat 0 0 4" not in legal(st)
