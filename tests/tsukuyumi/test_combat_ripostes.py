"""Ripostes and the end of a combat (TS-7.4, TS-7.18–TS-7.31; the Surgical Strike count for
TS-24.1, whose mission check is the missions' own)."""

from __future__ import annotations

import pytest

from game.core.rules import IllegalAction
from game.tsukuyumi import board as B
from game.tsukuyumi import combat, combat_base, damage, scoring
from game.tsukuyumi.combat_base import DefensiveAction
from game.tsukuyumi.engine import settle
from game.tsukuyumi.state import units_at
from tests.tsukuyumi.ts_builders import (
    ONI,
    PLAIN,
    alive_kinds,
    board,
    find,
    kinds,
    legal,
    play,
    state,
    uid_of,
)

FOUR = ("cyber", "nomads", "boarlords", "darkseed")


@pytest.mark.rule("TS-7.18")
def test_ripostes_one_defender_at_a_time_in_phase_order_the_oni_last() -> None:
    st = state([("cyberoid", 0, (0, 0)), ("private", 1, (0, 0)), ("squeaker", 2, (0, 0)),
                ("small_oni", ONI, (0, 0))], factions=FOUR, order=(0, 2, 1, 3))
    st, _ = play(st, "combat 0 0 1")  # a conquest: no damage, then the ripostes
    seen = []
    while st.pending:
        top = st.pending[-1]
        seen.append((top.data[0], top.seat))
        if top.data[0] == ONI:
            assert "noriposte" not in legal(st)  # the Oni's chooser must pick one
            st, _ = play(st, "riposte 0", "split 0", "split 0")  # 5 on the Nomads
        else:
            assert "noriposte" in legal(st)  # optional for players
            st, _ = play(st, "noriposte")
    assert seen == [(2, 2), (1, 1), (ONI, 3)]


@pytest.mark.rule("TS-7.18")
def test_no_riposte_without_enemies() -> None:
    st = state([("cyberoid", 0, (0, 0))])
    st, events = play(st, "combat 0 0 1")
    assert not st.pending and st.combat is None
    assert "ts.riposte" not in kinds(events) and "ts.no_riposte" not in kinds(events)


@pytest.mark.rule("TS-7.19", "TS-7.23")
def test_counter_attack_with_destroyed_units() -> None:
    st = state([("cyberoid", 0, (0, 0)), ("private", 1, (0, 0)), ("dog", 1, (0, 0))])
    st, _ = play(st, "combat 0 0 2")  # 20 damage: both Nomads units die
    assert alive_kinds(st, 1) == ["dog", "private"]  # still there until the end
    assert sorted(legal(st)) == ["noriposte", "riposte 0", "riposte 3"]  # no Retreat (nobody)
    st, events = play(st, "riposte 0")
    assert find(events, "ts.counter_attack")[0]["amount"] == 15  # 5 + 10 from the dead
    assert alive_kinds(st, 1) == [] and alive_kinds(st, 0) == ["cyberoid"]


@pytest.mark.rule("TS-7.20")
def test_a_riposte_that_cannot_apply_is_not_offered(monkeypatch) -> None:
    # A single zone: no Retreat; no Defensive action for the Nomads or when it cannot apply.
    lone = B.Board(zones=(B.area_zone((0, 0), PLAIN, 0),))
    st = state([("cyberoid", 0, (0, 0)), ("lt_dan", 1, (0, 0)), ("squeaker", 2, (0, 0))],
               the_board=lone)
    monkeypatch.setitem(combat_base.DEFENSIVE_ACTIONS, "boarlords",
                        DefensiveAction(lambda st, d: False, lambda st, d, ev: st))
    st, _ = play(st, "combat 0 0 1")
    assert legal(st) == ["riposte 0", "noriposte"]  # Nomads: no Defensive action (TS-22.4)
    st, _ = play(st, "noriposte")
    assert legal(st) == ["riposte 0", "noriposte"]  # Boarlords: it cannot apply
    st = state([("lt_dan", 0, (0, 0)), ("cyberoid", 1, (0, 0))],
               factions=("nomads", "cyber", "boarlords"))
    st, _ = play(st, "combat 0 0 1")
    assert "riposte 4" not in legal(st)  # Ammo loss: the attacker has no Weapon


@pytest.mark.rule("TS-7.21", "TS-7.23", "TS-7.22")
def test_counter_attack_against_another_defender_and_leavers_leave_the_combat() -> None:
    st = state([("attack_drone", 0, (0, 0)), ("lt_dan", 1, (0, 0)), ("boarmaiden", 2, (0, 0))])
    st, _ = play(st, "combat 0 0 1")
    st, events = play(st, "riposte 0")  # Lt Dan's 15: split between the Cybersamurai and
    assert st.pending[-1].kind == "split"  # the Boarlords
    st, events = play(st, "split 0")  # all of it on the other defender
    assert [(a["owner"], a["amount"]) for a in find(events, "ts.damage_share")] == [
        (0, 0), (2, 15)]
    assert find(events, "ts.unit_destroyed")[0]["unit_kind"] == "boarmaiden"
    # second case: the first defender retreats, the second cannot hit it any more
    st = state([("squeaker", 0, (0, 0)), ("lt_dan", 1, (0, 0)), ("cyberoid", 2, (0, 0))],
               factions=("boarlords", "nomads", "cyber"))
    # Mother's Call: no free upgrade, then Counter-attack or Retreat
    st, _ = play(st, "combat 0 0 4", "free_done", "retreat 1 0")
    assert units_at(st, (1, 0))[0].kind == "lt_dan"
    st, events = play(st, "riposte 0")  # only the attacker is left to hit: no split
    assert [a["owner"] for a in find(events, "ts.damage")] == [0]


@pytest.mark.rule("TS-7.24", "TS-6.17")
def test_retreat_moves_the_survivors_to_one_zone_barriers_apply() -> None:
    walled = B.place_edge_marker(board(), "barrier", B.edge_between((0, 0), (1, 0)))
    st = state([("boarmaiden", 0, (0, 0)), ("attack_drone", 1, (0, 0)), ("cs_2_1", 1, (0, 0)),
                ("private", 2, (1, 0))], factions=("boarlords", "cyber", "nomads"),
               the_board=walled)
    st, _ = play(st, "combat 0 0 2")  # 10 damage on the Cybersamurai
    st, _ = play(st, f"assign {uid_of(st, 'attack_drone')}")  # the drone is destroyed
    assert "retreat 1 0" not in legal(st)  # only the 2.1 survives, and it cannot fly
    st = state([("boarmaiden", 0, (0, 0)), ("attack_drone", 1, (0, 0)), ("cs_2_1", 1, (0, 0))],
               factions=("boarlords", "cyber", "nomads"), the_board=walled)
    st, _ = play(st, "combat 0 0 4", "free_done")  # Mother's Call: Counter-attack or Retreat
    assert "retreat 1 0" in legal(st) and "retreat -1 0" in legal(st)
    st, events = play(st, "retreat 1 0")  # the drone flies over, the 2.1 stays
    assert [u.kind for u in units_at(st, (1, 0))] == ["attack_drone"]
    assert sorted(u.kind for u in units_at(st, (0, 0))) == ["boarmaiden", "cs_2_1"]


@pytest.mark.rule("TS-7.25")
def test_defensive_action_through_the_faction_registry(monkeypatch) -> None:
    calls = []

    def apply(st, defender, events):
        calls.append((defender, st.combat.at))
        return st

    monkeypatch.setitem(combat_base.DEFENSIVE_ACTIONS, "boarlords",
                        DefensiveAction(lambda st, d: True, apply))
    st = state([("cyberoid", 0, (0, 0)), ("squeaker", 2, (0, 0)), ("small_oni", ONI, (0, 0))])
    st, _ = play(st, "combat 0 0 1")
    assert "riposte 2" in legal(st)
    st, _ = play(st, "riposte 2")
    assert calls == [(2, (0, 0))]
    assert "riposte 2" not in legal(st)  # TS-7.27: never for the Oni


@pytest.mark.rule("TS-7.26")
def test_protection_reassigns_with_the_faction_modifier() -> None:
    st = state([("cyberoid", 0, (0, 0)), ("squeaker", 2, (0, 0)), ("boarmaiden", 2, (0, 0))])
    st, _ = play(st, "combat 0 0 2")  # 20: the Squeaker (10) dies, the Boarmaiden absorbs 10
    st, _ = play(st, f"assign {uid_of(st, 'squeaker')}")
    assert st.combat is not None and st.combat.destroyed == (uid_of(st, "squeaker"),)
    assert "riposte 3" in legal(st)
    st, events = play(st, "riposte 3")  # health +10: 20 and 25
    assert find(events, "ts.destruction_undone")
    assert find(events, "ts.damage")[0]["amount"] == 20
    assert st.combat is not None and st.combat.destroyed == ()
    st, _ = play(st, f"assign {uid_of(st, 'boarmaiden')}")  # 25 health absorbs the 20
    assert st.combat is None and alive_kinds(st, 2) == ["boarmaiden", "squeaker"]
    st = state([("warrior", 1, (0, 0)), ("cs_2_1", 0, (0, 0))],
               factions=("cyber", "darkseed", "nomads"), seat=1)
    st, _ = play(st, "combat 0 0 2")  # 10 destroy the 2.1 (10 health)
    assert st.combat is not None and st.combat.destroyed
    st, _ = play(st, "riposte 3")  # ×2: 20 health, the 10 are absorbed
    assert alive_kinds(st, 0) == ["cs_2_1"]


@pytest.mark.rule("TS-7.27", "TS-8.20")
def test_oni_chooser_and_oni_restrictions() -> None:
    st = state([("cyberoid", 0, (0, 0)), ("small_oni", ONI, (0, 0)),
                ("medium_oni", ONI, (0, 0))])
    st, _ = play(st, "combat 0 0 2")
    assert st.combat is not None and st.combat.chooser == 2
    assert st.pending[-1].kind == "damage" and st.pending[-1].seat == 2  # assigns for the Oni
    st, _ = play(st, f"assign {uid_of(st, 'medium_oni')}")  # 15 of 20 destroy it
    assert st.pending[-1].seat == 2
    assert sorted(legal(st)) == sorted(["riposte 0"] + [f"retreat {q} {r}" for q, r in
                                                         B.neighbour_zones(st.board, (0, 0))])
    st = state([("cyberoid", 2, (0, 0)), ("small_oni", ONI, (0, 0))], seat=2)
    st, _ = play(st, "combat 0 0 1")
    assert st.combat is not None and st.combat.chooser == 1  # the attacker is last


@pytest.mark.rule("TS-7.28")
def test_oni_reinforcement_places_up_to_two_oni() -> None:
    st = state([("small_oni", ONI, (0, 0)), ("private", 1, (0, 0))], the_board=board(
        [B.Zone(q=0, r=0, kind="moon", zone_type="moon", characteristic="tsukuyumi")]),
        reserve=("large_oni", "medium_oni", "small_oni"), seat=0, phase="green",
        left=(("OC", 1),))
    events: list = []
    st = combat.start_combat(st, ONI, (0, 0), "O1", events, active=0)
    st = settle(st, events)
    assert st.pending[-1].seat == 1 and "riposte 5" in legal(st)
    st, _ = play(st, "riposte 5")
    assert "reinforce 2 1 0" in legal(st) and "reinforce 2 3 0" not in legal(st)
    st, events = play(st, "reinforce 2 1 0", "reinforce 0 0 0")
    assert [a["unit_kind"] for a in find(events, "ts.oni_reinforced")] == ["large_oni", "small_oni"]
    assert st.oni_reserve == ("medium_oni",) and not st.pending  # two at most
    st = state([("small_oni", ONI, (0, 0)), ("private", 1, (0, 0))], reserve=())
    st = settle(combat.start_combat(st, ONI, (0, 0), "O1", [], active=0), [])
    assert "riposte 5" not in legal(st)  # an empty reserve: it cannot apply


@pytest.mark.rule("TS-7.29")
def test_ammo_loss_discards_a_weapon_chosen_by_the_defender() -> None:
    st = state([("lt_dan", 0, (0, 0)), ("cyberoid", 1, (0, 0))],
               factions=("nomads", "cyber", "boarlords"),
               weapons={0: ("grenade", "pistol", "pistol")})
    st, _ = play(st, "combat 0 0 1", "riposte 4")
    assert st.pending[-1].seat == 1 and sorted(legal(st)) == ["ammo 0", "ammo 2"]
    st, events = play(st, "ammo 2")
    assert st.seats[0].weapons == ("pistol", "pistol")
    assert find(events, "ts.weapon_lost")[0]["weapon"] == "grenade"
    st = state([("lt_dan", 0, (0, 0)), ("cyberoid", 1, (0, 0))],
               factions=("nomads", "cyber", "boarlords"), weapons={0: ("pistol", "pistol")})
    st, _ = play(st, "combat 0 0 1", "riposte 4")  # one kind only: no question
    assert st.seats[0].weapons == ("pistol",) and not st.pending


@pytest.mark.rule("TS-7.30")
def test_seed_example_marc_counter_attacks_sabrina_retreats() -> None:
    # Kevin (Boarlords) attacks Marc (Nomads) and Sabrina (Cybersamurai) with Gore.
    st = state([("squeaker", 0, (0, 0)), ("squeaker", 0, (0, 0)), ("boarmaiden", 0, (0, 0)),
                ("lt_dan", 1, (0, 0)), ("launcher", 1, (0, 0)),
                ("cyberoid", 2, (0, 0)), ("cs_2_1", 2, (0, 0))],
               factions=("boarlords", "nomads", "cyber"))
    st, _ = play(st, "combat 0 0 2", "split 0", f"assign {uid_of(st, 'cs_2_1')}")
    st, events = play(st, "riposte 0")  # Marc: 15 + 15 = 30
    assert find(events, "ts.counter_attack")[0]["amount"] == 30
    squeakers = [u.uid for u in st.units if u.kind == "squeaker"]
    st, events = play(st, "split 30", f"assign {squeakers[0]}", f"assign {squeakers[1]}")
    assert [a["unit_kind"] for a in find(events, "ts.unit_destroyed")] == ["squeaker"] * 2
    st, events = play(st, "retreat 1 0")  # Sabrina moves her surviving units away
    assert [u.kind for u in units_at(st, (1, 0))] == ["cyberoid"]
    assert st.combat is None
    assert alive_kinds(st, 0) == ["boarmaiden"] and alive_kinds(st, 2) == ["cyberoid"]


@pytest.mark.rule("TS-7.31", "TS-7.17", "TS-10.5")
def test_end_of_combat_order(monkeypatch) -> None:
    log: list[str] = []

    def destroyed(st, units, events):
        log.append("destroyed:" + ",".join(u.kind for u in units))
        return st

    def end(st, events):
        log.append(f"end:{len(st.units)}")
        return st

    def check(st, events):
        log.append(f"check:{st.combat is None}")
        return st

    monkeypatch.setattr(damage, "ON_DESTROYED", [destroyed])
    monkeypatch.setattr(combat, "COMBAT_END", [end])
    monkeypatch.setattr(scoring, "CHECKS", [check])
    st = state([("cyberoid", 0, (0, 0)), ("private", 1, (0, 0)), ("lt_dan", 1, (0, 0))])
    st, _ = play(st, "combat 0 0 2", f"assign {uid_of(st, 'lt_dan')}")
    assert log == []  # nothing leaves before the ripostes, no check in the middle
    st, _ = play(st, "noriposte")
    assert log == ["destroyed:lt_dan", "end:2", "check:True"]


def test_units_destroyed_by_one_attack_effect_are_counted() -> None:
    st = state([("stinger", 0, (0, 0)), ("stinger", 0, (0, 0)), ("private", 1, (0, 0)),
                ("hunter", 1, (0, 0)), ("dog", 1, (0, 0)), ("small_oni", ONI, (0, 0))],
               factions=("darkseed", "nomads", "cyber"))
    st, _ = play(st, "combat 0 0 2", "split 25")  # 40: 25 kill the three, 15 the Oni
    while st.pending:
        st, _ = play(st, "noriposte" if "noriposte" in legal(st) else legal(st)[0])
    assert st.seats[0].strike == 4


@pytest.mark.rule("TS-7.4")
def test_the_attack_is_applied_in_full_or_in_part_as_the_attacker_prefers() -> None:
    # « Les effets sont appliqués entièrement, à moins que l'attaquant préfère ne pas les
    # appliquer, ou ne les appliquer que partiellement. »
    lone = state([("cyberoid", 0, (0, 0)), ("private", 1, (0, 0))])
    lone, _ = play(lone, "combat 0 0 2", hold=True)
    assert lone.pending[-1].kind == "attack_amount" and lone.pending[-1].seat == 0
    assert legal(lone) == [f"deal {x}" for x in range(20, -1, -1)]  # the whole attack first
    with pytest.raises(IllegalAction):
        play(lone, "deal 25")
    spared, events = play(lone, "deal 0")
    assert find(events, "ts.attack_held")[0]["amount"] == 0
    assert not find(events, "ts.damage")
    while spared.pending:
        spared, _ = play(spared, "noriposte" if "noriposte" in legal(spared)
                         else legal(spared)[0])
    assert any(u.kind == "private" for u in spared.units)  # the Private lives
    half, events = play(lone, "deal 5")
    assert find(events, "ts.damage")[0]["amount"] == 5
    # dealt in full, the defenders only split and assign: they cannot weaken it
    st = state([("cyberoid", 0, (0, 0)), ("private", 1, (0, 0)), ("lt_dan", 1, (0, 0)),
                ("small_oni", ONI, (0, 0))])
    st, _ = play(st, "combat 0 0 2")
    assert legal(st) == [f"split {x}" for x in range(21)]  # the rest goes to the last one
    st, events = play(st, "split 10")
    assert sum(a["amount"] for a in find(events, "ts.damage_share")) == 20
    assert st.pending[-1].kind == "damage"  # the defenders only choose their units
    assert all(a.startswith("assign") for a in legal(st))
