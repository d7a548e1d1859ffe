"""The Nuée Noire's Faction effect, Eggs and Conqueror sacrifice (TS-21.3, TS-21.4, TS-21.8,
TS-21.9, TS-4.6, TS-5.1)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rules import Event
from game.tsukuyumi import board as B
from game.tsukuyumi import production_items, scoring
from game.tsukuyumi import round as rounds
from game.tsukuyumi.factions import EFFECTS, darkseed
from game.tsukuyumi.geometry import is_flying
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import marks_at
from tests.tsukuyumi.ts_builders import PLAIN, at_of, faction_state, find, kinds, legal, play


def _swarms(st) -> list[str]:
    return sorted(a for a in legal(st) if a.startswith("swarm"))


@pytest.mark.rule("TS-5.1", "TS-21.3")
def test_the_faction_effect_offers_one_or_two_different_abilities() -> None:
    st = faction_state([("worker", 0, (0, 0)), ("breeder", 0, (1, 0))])
    assert "darkseed" in EFFECTS
    assert _swarms(st) == ["swarm 1", "swarm 1 2", "swarm 1 3", "swarm 2", "swarm 2 1",
                           "swarm 2 3", "swarm 3", "swarm 3 1", "swarm 3 2"]
    # another faction's seat gets nothing from this handler
    other = faction_state([("cyberoid", 1, (0, 0))], seat=1)
    assert _swarms(other) == []


@pytest.mark.rule("TS-21.3", "TS-21.8")
def test_breeders_and_the_planter_lay_eggs_in_their_zone_never_a_start_zone() -> None:
    st = faction_state([("breeder", 0, (1, 0)), ("planter", 0, (0, 1)), ("breeder", 0, (-2, 0))],
                       starts={0: (-2, 0)})
    st, events = play(st, "swarm 3")
    assert marks_at(st, (1, 0)).eggs == 1 and marks_at(st, (0, 1)).eggs == 2
    assert marks_at(st, (-2, 0)).eggs == 0  # the Nest holds no Egg
    assert st.turn is not None and ("F", 1) not in st.turn.left  # the F icon is used
    assert [e["count"] for e in find(events, "ts.darkseed.eggs")] == [1, 2]


@pytest.mark.rule("TS-21.8")
def test_the_egg_supply_is_finite() -> None:
    st = faction_state([("planter", 0, (0, 1))], marks={(2, -2): {"eggs": 24}})
    st, _ = play(st, "swarm 3")
    assert marks_at(st, (0, 1)).eggs == 1 and darkseed.eggs_left(st) == 0
    again = replace(st, turn=replace(st.turn, left=(("F", 1),)))
    assert "swarm 3" not in _swarms(again)


@pytest.mark.rule("TS-21.3", "TS-11.1")
def test_all_units_fly_until_the_end_of_the_round() -> None:
    st = faction_state([("worker", 0, (0, 0)), ("cyberoid", 1, (1, 0))])
    st, _ = play(st, "swarm 2")
    worker, cyberoid = st.units
    assert is_flying(st, worker) and not is_flying(st, cyberoid)
    assert "swarm 2" not in _swarms(replace(st, turn=replace(st.turn, left=(("F", 1),))))
    st = scoring._expire(st, [])  # TS-11.1 (4): "this round" effects end
    assert not is_flying(st, st.units[0])


@pytest.mark.rule("TS-21.3", "TS-6.3")
def test_move_all_units_is_a_movement_1_with_bonuses_then_the_eggs() -> None:
    st = faction_state([("breeder", 0, (0, 0)), ("wasp", 0, (0, 0))])
    st, events = play(st, "swarm 1 3")
    assert st.pending[-1].kind == "plan" and "ts.move.start" in kinds(events)
    options = legal(st)
    assert "move 1 0" in options and "move 1 0 0" not in options  # Movement 1
    st, _ = play(st, "move 1 0", "move 2 0")
    assert "move 2 0 0" in legal(st)  # the Wasp's +1 (TS-21.1)
    st, _ = play(st, "move 2 0 0", "go")
    assert not st.pending and at_of(st, 1) == (1, 0) and at_of(st, 2) == (2, 0)
    # the Eggs come after the move: in the Breeder's new zone
    assert marks_at(st, (1, 0)).eggs == 1 and marks_at(st, (0, 0)).eggs == 0
    # eggs first, then the move
    st = faction_state([("breeder", 0, (0, 0))])
    st, _ = play(st, "swarm 3 1", "move 1 0", "go")
    assert marks_at(st, (0, 0)).eggs == 1 and at_of(st, 1) == (1, 0)


@pytest.mark.rule("TS-21.3", "TS-6.13")
def test_flying_first_lets_the_move_cross_barriers() -> None:
    two = B.Board(zones=(B.area_zone((0, 0), PLAIN, 0), B.area_zone((1, 0), PLAIN, 0)),
                  barrier_markers=(B.edge_between((0, 0), (1, 0)),))
    st = faction_state([("worker", 0, (0, 0))], the_board=two)
    # walled in: moving alone does nothing, flying first frees it (DECISION: only useful
    # abilities are offered)
    assert _swarms(st) == ["swarm 2", "swarm 2 1"]
    st, _ = play(st, "swarm 2 1", "move 1 0", "go")
    assert at_of(st, 1) == (1, 0)


@pytest.mark.rule("TS-21.3", "TS-4.9")
def test_no_move_after_a_combat_card_in_this_phase() -> None:
    st = faction_state([("worker", 0, (0, 0)), ("breeder", 0, (1, 0))], fought=True)
    assert _swarms(st) == ["swarm 2", "swarm 2 3", "swarm 3", "swarm 3 2"]


@pytest.mark.rule("TS-21.9", "TS-11.1")
def test_a_laid_egg_places_one_unit_and_used_eggs_leave_at_the_round_end() -> None:
    st = faction_state([("breeder", 0, (2, 0))], marks={(0, 0): {"eggs": 1}})
    st, _ = play(st, "swarm 3")
    assert (2, 0) in production_items.egg_zones(st, 0)
    events: list[Event] = []
    st = production_items.place_unit(st, 0, "worker", (0, 0), events)
    assert marks_at(st, (0, 0)).eggs_used == 1 and (0, 0) not in production_items.egg_zones(st, 0)
    st = scoring._expire(st, [])
    assert marks_at(st, (0, 0)).eggs == 0 and marks_at(st, (2, 0)).eggs == 1


@pytest.mark.rule("TS-21.8", "TS-7.7")
def test_eggs_stay_when_an_enemy_conquers_the_zone() -> None:
    st = faction_state([("worker", 0, (1, 0)), ("cyberoid", 1, (1, 0))], seat=1, phase="red",
                       left=(("C", 1),), marks={(1, 0): {"eggs": 2, "owner": 0}})
    st, _ = play(st, "combat 1 0 1", "noriposte")
    assert marks_at(st, (1, 0)).owner == 1 and marks_at(st, (1, 0)).eggs == 2


# --- the Conqueror sacrifice (TS-21.4, TS-4.6) -------------------------------------------------

@pytest.mark.rule("TS-21.4", "TS-4.6")
def test_a_conqueror_grants_a_blue_combat_whatever_the_card() -> None:
    st = faction_state([("conqueror", 0, (0, 0)), ("worker", 0, (1, 0)), ("cyberoid", 1, (1, 0))],
                       left=())
    options = legal(st)
    assert {"sacrifice 1 0 0 1", "sacrifice 1 0 0 3", "sacrifice 1 1 0 1", "sacrifice 1 1 0 2",
            "sacrifice 1 1 0 4", "end"} <= set(options)
    assert "sacrifice 1 0 0 2" not in options  # Devour needs enemies there
    assert [a for a in legal(faction_state([("conqueror", 0, (0, 0))], phase="red", left=()))
            if a.startswith("sacrifice")] == []  # blue phase only
    # a card with nothing in the blue phase does not flip the Nuée Noire's marker (TS-4.5)
    st = replace(st, turn=None, seats=tuple(replace(s, pick=0) for s in st.seats))
    opened = rounds.open_next_turn(st, [])
    assert opened.turn is not None and opened.turn.seat == 0


@pytest.mark.rule("TS-21.4")
def test_the_sacrificed_conqueror_fights_and_is_removed_not_destroyed() -> None:
    st = faction_state([("conqueror", 0, (0, 0)), ("worker", 0, (0, 0)), ("worker", 0, (0, 0)),
                        ("cyberoid", 1, (0, 0)), ("cs_2_1", 1, (0, 0))], left=())
    st, events = play(st, "sacrifice 1 0 0 1")
    assert find(events, "ts.conquest")[0]["power"] == 30  # 20 + 5 + 5 against 30: a tie wins
    assert st.turn is not None and st.turn.fought  # TS-4.9
    st, events = play(st, "noriposte")
    assert st.combat is None and at_of(st, 1) is None
    assert "ts.unit_destroyed" not in kinds(events)
    assert find(events, "ts.darkseed.sacrificed") == [{"seat": 0, "unit": 1}]
    assert marks_at(st, (0, 0)).owner == 0


@pytest.mark.rule("TS-21.4")
def test_a_conqueror_elsewhere_does_not_fight_but_is_removed() -> None:
    st = faction_state([("conqueror", 0, (2, 0)), ("worker", 0, (0, 0)), ("cs_2_1", 1, (0, 0))],
                       left=())
    st, events = play(st, "sacrifice 1 0 0 1")
    assert find(events, "ts.conquest_failed")[0]["power"] == 5
    st, events = play(st, "noriposte")
    assert at_of(st, 1) is None and "ts.darkseed.sacrificed" in kinds(events)
    assert RULES.to_act(st) == (0,)  # the turn goes on


@pytest.mark.rule("TS-21.4")
def test_a_conqueror_destroyed_in_its_combat_is_simply_gone() -> None:
    st = faction_state([("conqueror", 0, (0, 0)), ("lt_dan", 1, (0, 0))], left=())
    st, _ = play(st, "sacrifice 1 0 0 1", "riposte 0")  # Lt Dan's 15 kill the Conqueror
    assert at_of(st, 1) is None and st.combat is None
