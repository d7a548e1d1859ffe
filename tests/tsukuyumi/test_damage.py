"""Damage: the attacker's split, each owner's assignment, removal (TS-7.11–TS-7.17,
TS-42.4–TS-42.6)."""

from __future__ import annotations

import pytest

from game.tsukuyumi import combat_base, damage, defence
from game.tsukuyumi.combat_base import DamageBonus, add_bonus
from game.tsukuyumi.rules import RULES
from tests.tsukuyumi.ts_builders import ONI, action, alive_kinds, find, legal, play, state, uid_of


@pytest.mark.rule("TS-7.16", "TS-7.12")
def test_seed_example_olivier_splits_40_into_10_and_30() -> None:
    # Olivier (Boarlords): 15 + 10 + 10 + 5 = 40 against Philippe (Nomads) and André (Cyber).
    st = state([("boarmaster", 0, (0, 0)), ("boarguard", 0, (0, 0)), ("boarmother", 0, (0, 0)),
                ("squeaker", 0, (0, 0)), ("private", 1, (0, 0)), ("lt_dan", 1, (0, 0)),
                ("cyberoid", 2, (0, 0)), ("cs_2_1", 2, (0, 0))],
               factions=("boarlords", "nomads", "cyber"))
    st, events = play(st, "combat 0 0 2")
    assert find(events, "ts.attack_damage")[0]["amount"] == 40
    assert legal(st) == [f"split {x}" for x in range(41)]  # whole numbers, any amounts
    st, events = play(st, "split 10")  # André gets the rest
    assert [(a["owner"], a["amount"]) for a in find(events, "ts.damage_share")] == [
        (1, 10), (2, 30)]
    assert st.pending[-1].kind == "damage" and st.pending[-1].seat == 1  # Philippe first
    assert sorted(legal(st)) == sorted(f"assign {uid_of(st, k)}" for k in ("private", "lt_dan"))
    st, events = play(st, f"assign {uid_of(st, 'lt_dan')}")
    # André's 30 kills both of his units whatever the order: no choice is asked
    assert sorted(a["unit_kind"] for a in find(events, "ts.unit_destroyed")) == [
        "cs_2_1", "cyberoid"]


@pytest.mark.rule("TS-7.16", "TS-7.13")
def test_seed_example_juliette_loses_the_boarmaster_and_the_rest_is_lost() -> None:
    # Tom deals 40 (Cyberoid 20 + two Attack Drones 10) to Juliette's Boarmaster (30),
    # Boarmother (25) and Boarguard (20).
    st = state([("cyberoid", 0, (0, 0)), ("attack_drone", 0, (0, 0)), ("attack_drone", 0, (0, 0)),
                ("boarmaster", 2, (0, 0)), ("boarmother", 2, (0, 0)), ("boarguard", 2, (0, 0))])
    st, _ = play(st, "combat 0 0 2")
    assert st.pending[-1].kind == "damage" and st.pending[-1].seat == 2
    st, events = play(st, f"assign {uid_of(st, 'boarmaster')}")
    assert [a["unit_kind"] for a in find(events, "ts.unit_destroyed")] == ["boarmaster"]
    assert find(events, "ts.damage_lost")[0]["amount"] == 10  # both others have more health
    assert st.combat is not None and st.combat.destroyed == (uid_of(st, "boarmaster"),)


@pytest.mark.rule("TS-7.16", "TS-7.14")
def test_seed_example_maxine_shields_the_sergeant_behind_lt_dan() -> None:
    st = state([("attack_drone", 0, (0, 0)), ("stuff_sergeant", 1, (0, 0)),
                ("lt_dan", 1, (0, 0))])
    st, _ = play(st, "combat 0 0 2")
    assert st.pending[-1].kind == "damage" and st.pending[-1].seat == 1
    st, events = play(st, f"assign {uid_of(st, 'lt_dan')}")
    assert find(events, "ts.damage_absorbed")[0]["unit_kind"] == "lt_dan"
    assert not find(events, "ts.unit_destroyed")
    assert st.combat is not None and st.combat.destroyed == ()


@pytest.mark.rule("TS-7.13", "TS-42.4")
def test_assignment_procedure_goes_on_with_the_rest_and_ends_at_zero() -> None:
    # 25 damage (Cybersamurai 2.2 15 + Attack Drone 10) on a Private, Lt Dan and a Hunter
    st = state([("cs_2_2", 0, (0, 0)), ("attack_drone", 0, (0, 0)),
                ("private", 1, (0, 0)), ("lt_dan", 1, (0, 0)), ("hunter", 1, (0, 0))])
    st, _ = play(st, "combat 0 0 2")
    assert st.pending[-1].data[1] == 25
    st, _ = play(st, f"assign {uid_of(st, 'private')}")  # 10 of 25: destroyed, 15 go on
    assert st.pending[-1].kind == "damage" and st.pending[-1].data[1] == 15
    assert f"assign {uid_of(st, 'private')}" not in legal(st)
    st, events = play(st, f"assign {uid_of(st, 'lt_dan')}")  # 15 of 15: destroyed, 0 left
    assert [a["unit_kind"] for a in find(events, "ts.unit_destroyed")] == ["lt_dan"]
    assert not find(events, "ts.damage_lost")
    assert st.pending[-1].kind == "riposte"  # the assignment is over


@pytest.mark.rule("TS-7.15", "TS-7.17")
def test_destroyed_units_stay_until_the_end_and_cannot_be_hit_again() -> None:
    st = state([("cyberoid", 0, (0, 0)), ("private", 1, (0, 0)), ("lt_dan", 1, (0, 0)),
                ("small_oni", ONI, (0, 0))], reserve=("large_oni",))
    st, _ = play(st, "combat 0 0 2", "split 0")  # all 20 to the Oni: the Small Oni dies
    oni = uid_of(st, "small_oni")
    assert st.combat is not None and st.combat.destroyed == (oni,)
    assert oni in [u.uid for u in st.units]  # still on the board during the ripostes
    assert oni not in damage.targets(st, ONI, (0, 0))
    st, _ = play(st, "noriposte")  # the Nomads pass; the Oni's chooser must counter
    assert st.pending[-1].kind == "riposte" and st.pending[-1].seat == 2
    st, _ = play(st, "riposte 0", "split 5")  # the dead Oni's 5, all on the Cyberoid
    assert st.combat is None
    assert oni not in [u.uid for u in st.units]
    assert st.oni_reserve == ("large_oni", "small_oni")  # TS-8.19


@pytest.mark.rule("TS-7.11")
def test_annihilation_is_attack_plus_card_bonuses_and_never_conquers(monkeypatch) -> None:
    calls = []

    def prepare(st, dealer, purpose, events):
        calls.append((dealer, purpose))
        return add_bonus(st, 15)

    monkeypatch.setitem(combat_base.DAMAGE_BONUSES, "weapons",
                        DamageBonus(lambda st, d, p: True, prepare))
    st = state([("launcher", 0, (0, 0)), ("dog", 0, (0, 0)), ("boarmaster", 2, (0, 0))],
               factions=("nomads", "cyber", "boarlords"), marks={(0, 0): 2})
    st, events = play(st, "combat 0 0 2")  # N2 allows Weapons: 15 + 10 + 15
    assert calls == [(0, "attack")]
    assert find(events, "ts.attack_damage")[0]["amount"] == 40
    assert alive_kinds(st, 2) == ["boarmaster"] and st.combat is not None
    assert st.combat.destroyed == (uid_of(st, "boarmaster"),)
    assert [m.owner for m in st.marks] == [2]  # no marker moves
    st2 = state([("cyberoid", 0, (0, 0)), ("boarmaster", 2, (0, 0))])
    _, events = play(st2, "combat 0 0 2")  # C2 allows the Targeting Array only
    assert find(events, "ts.attack_damage")[0]["amount"] == 20


@pytest.mark.rule("TS-42.3")
def test_reductions_lower_damage_before_assignment(monkeypatch) -> None:
    def cover(st, owner, at, amount, events):
        return st, amount - 10 if owner == 2 else amount

    monkeypatch.setattr(damage, "REDUCTIONS", [cover])
    st = state([("cyberoid", 0, (0, 0)), ("boarmaiden", 2, (0, 0))])
    st, events = play(st, "combat 0 0 2")
    assert find(events, "ts.damage")[0]["amount"] == 10  # 20 - 10: absorbed by 15 health
    assert not find(events, "ts.unit_destroyed")
    assert st.combat is not None and dict(st.combat.hits) == {2: 10}


@pytest.mark.rule("TS-42.4")
def test_damage_outside_a_combat_removes_units_when_the_assignment_ends() -> None:
    st = state([("private", 1, (0, 0)), ("hunter", 1, (0, 0)), ("dog", 1, (1, 0))])
    events: list = []
    st = damage.request_damage(st, 1, 15, damage.targets(st, 1, (0, 0)), (0, 0), events)
    assert st.pending[-1].kind == "damage" and st.pending[-1].seat == 1
    st, _ = RULES.apply(st, 1, action(f"assign {uid_of(st, 'private')}"))
    assert not st.pending
    assert alive_kinds(st, 1) == ["dog", "hunter"]  # removed at once, 5 lost on the Hunter
    events = []
    st = damage.request_damage(st, 1, 50, (uid_of(st, "hunter"), uid_of(st, "dog")), (0, 0),
                               events)
    assert not st.pending and alive_kinds(st, 1) == []  # more than enough: no choice


@pytest.mark.rule("TS-7.27")
def test_oni_damage_outside_a_combat_goes_to_the_oni_chooser() -> None:
    st = state([("small_oni", ONI, (0, 0)), ("medium_oni", ONI, (0, 0))])
    assert damage.default_assigner(st, ONI) == 2  # the last of the phase order
    assert damage.default_assigner(state(seat=2), ONI) == 1  # the one before the active seat
    assert damage.default_assigner(st, 1) == 1
    st = damage.request_damage(st, ONI, 10, damage.targets(st, ONI, (0, 0)), (0, 0), [])
    assert st.pending[-1].seat == 2


@pytest.mark.rule("TS-42.5", "TS-42.6")
def test_best_and_worst_defence() -> None:
    # (health, value, attack)
    assert defence.best_defence([(10, 1, 5), (15, 1, 15)], 10) == (1,)  # absorb, lose nothing
    units = [(10, 1, 5), (10, 1, 5), (15, 1, 15)]
    assert defence.best_defence(units, 25) == (0, 1, 2)  # two 10s die, the 15 absorbs 5
    assert sorted(defence.worst_defence(units, 25)) == [0, 2]  # lose more attack
    valued = [(20, 3, 10), (10, 1, 5), (10, 1, 5)]
    assert defence.best_defence(valued, 20) == (1, 0)  # a 10 dies, the 20 absorbs the rest
    assert defence.worst_defence(valued, 20) == (0,)
    assert defence.best_defence(valued, 100) == (1, 2, 0)  # all die whatever the order
    before = defence._search.cache_info().hits
    defence.best_defence(list(reversed(units)), 25)
    assert defence._search.cache_info().hits == before + 1  # memoised on the multiset


@pytest.mark.rule("TS-42.5")
def test_proposed_pick_follows_best_defence() -> None:
    st = state([("cs_2_2", 0, (0, 0)), ("private", 1, (0, 0)), ("lt_dan", 1, (0, 0))])
    st, _ = play(st, "combat 0 0 2")  # 15: the Private dies or Lt Dan takes it
    assert damage.proposed_pick(st, st.pending[-1]) == uid_of(st, "private")
    st = state([("attack_drone", 0, (0, 0)), ("private", 1, (0, 0)), ("lt_dan", 1, (0, 0))])
    st, _ = play(st, "combat 0 0 2")  # 10: Lt Dan absorbs
    assert damage.proposed_pick(st, st.pending[-1]) == uid_of(st, "lt_dan")
    assert damage.proposed_pick(st, st.pending[-1], worst=True) == uid_of(st, "private")


@pytest.mark.rule("TS-42.7")
def test_attackers_split_on_a_five_grid_answered_by_best_defence() -> None:
    # 30 damage: a share below a defender's largest health costs it nothing.
    tough = [(25, 3, 10)]
    cheap = [(10, 1, 5), (10, 1, 5)]
    assert defence.value_lost(tough, 20) == 0 and defence.value_lost(cheap, 20) == 2
    assert defence.best_split([tough, cheap], 30) == (25, 5)  # kill the big one: 3 > 2
    assert defence.best_split([cheap, [(40, 3, 10)]], 30) == (20, 10)
    st = state([("cyberoid", 0, (0, 0)), ("attack_drone", 0, (0, 0)),
                ("boarmother", 2, (0, 0)), ("private", 1, (0, 0)), ("hunter", 1, (0, 0))])
    st, _ = play(st, "combat 0 0 2")  # 30 to split: Nomads first, then Boarlords
    assert damage.proposed_share(st, st.pending[-1]) == 0  # all on the Boarmother (3 PP)
