"""The Nomads' Weapons in combat (TS-22.8) and their cards N3 Hit and Run, N4 Guerrilla Raid
(TS-22.12), with the golden rule's exception to TS-4.9 (TS-3.10)."""

from __future__ import annotations

import pytest

from game.tsukuyumi.combat_base import tally
from tests.tsukuyumi.ts_builders import find, kinds, legal, play, state, uid_of

NCB = ("nomads", "cyber", "boarlords")


def nomads_attack(units, pool=(), **kw):
    """Seat 0 (the Nomads) in its red turn with Combat 2 and a weapon pool."""
    return state(units, factions=NCB, weapons={0: tuple(pool)}, **kw)


# --- Weapons (TS-22.8) -------------------------------------------------------------------------


@pytest.mark.rule("TS-22.8", "TS-22.12")
def test_open_fire_one_weapon_per_non_dog_combatant_used_weapons_return() -> None:
    st = nomads_attack([("private", 0, (0, 0)), ("hunter", 0, (0, 0)), ("dog", 0, (0, 0)),
                        ("boarmaster", 2, (0, 0)), ("boarguard", 2, (0, 0))],
                       pool=("grenade", "pistol", "pistol", "machine_gun"))
    st, _ = play(st, "combat 0 0 2")  # N2 Open Fire
    assert (st.pending[-1].kind, st.pending[-1].seat) == ("nomads_arm", 0)
    assert legal(st) == ["arm 0", "arm 1", "arm 2", "arm_done"]
    st, events = play(st, "arm 2")
    assert find(events, "ts.nomads.fired") == [{"seat": 0, "weapon": "grenade", "amount": 25}]
    st, events = play(st, "arm 0")  # the second non-Dog unit: the last Weapon
    assert find(events, "ts.attack_damage")[0]["amount"] == 5 + 10 + 10 + 25 + 10
    assert sorted(st.seats[0].weapons) == ["machine_gun", "pistol"]  # the used ones are gone
    assert tally(st, "weapons") == 2


@pytest.mark.rule("TS-22.8")
def test_no_weapon_prompt_without_weapons_or_without_a_non_dog_unit() -> None:
    enemy = [("boarmother", 2, (0, 0))]
    st, events = play(nomads_attack([("private", 0, (0, 0))] + enemy), "combat 0 0 2")
    assert "ts.nomads.fired" not in kinds(events) and st.pending[-1].kind == "riposte"
    st, _ = play(nomads_attack([("dog", 0, (0, 0))] + enemy, pool=("pistol",)),
                 "combat 0 0 2")
    assert st.pending[-1].kind == "riposte"  # Dogs cannot use Weapons (TS-22.1)


@pytest.mark.rule("TS-22.8", "TS-7.23")
def test_weapons_add_to_the_nomads_counter_attack() -> None:
    st = state([("cyberoid", 1, (0, 0)), ("private", 0, (0, 0)), ("dog", 0, (0, 0))],
               factions=NCB, seat=1, weapons={0: ("machine_gun",)})
    st, _ = play(st, "combat 0 0 1", "riposte 0")  # C1 against the Nomads: Counter-attack
    assert legal(st) == ["arm 1", "arm_done"]
    st, events = play(st, "arm 1")
    assert find(events, "ts.counter_attack")[0]["amount"] == 5 + 10 + 15
    assert st.seats[0].weapons == ()


# --- N3 Hit and Run (TS-22.12, TS-4.9, TS-3.10) ------------------------------------------------


@pytest.mark.rule("TS-22.12", "TS-3.10", "TS-4.9")
def test_hit_and_run_every_combatant_may_move_one_zone_after_the_attack() -> None:
    st = nomads_attack([("private", 0, (0, 0)), ("hunter", 0, (0, 0)),
                        ("boarmother", 2, (0, 0)), ("private", 0, (2, 0))],
                       left=(("M", 1), ("C", 1)))
    st, events = play(st, "combat 0 0 3")  # N3: 15 damage, absorbed by the Boarmother
    assert st.turn.fought  # the TS-4.9 lock is on …
    private, hunter = 1, 2
    assert (st.pending[-1].kind, st.pending[-1].seat) == ("nomads_hitrun", 0)
    options = legal(st)
    assert f"hitrun {private} 1 0" in options and f"hitrun {hunter} 0 1" in options
    assert not any(a.startswith("hitrun 4 ") for a in options)  # not a combatant
    st, events = play(st, f"hitrun {private} 1 0")  # … but the card moves them (TS-3.10)
    assert legal(st) == [a for a in options if not a.startswith(f"hitrun {private} ")]
    st, events = play(st, f"hitrun {hunter} 0 1")
    # both ran: no Counter-attack can reach them, no Weapon to lose: no riposte
    assert "ts.no_riposte" in kinds(events) and st.combat is None
    assert {u.uid: u.at for u in st.units if u.owner == 0} == {1: (1, 0), 2: (0, 1),
                                                                  4: (2, 0)}
    assert not any(a.startswith("move") for a in legal(st))  # no Movement after the combat


@pytest.mark.rule("TS-22.12")
def test_hit_and_run_units_that_stay_can_be_counter_attacked() -> None:
    st = nomads_attack([("private", 0, (0, 0)), ("hunter", 0, (0, 0)),
                        ("boarmother", 2, (0, 0))])
    st, _ = play(st, "combat 0 0 3", "hitrun 1 1 0", "hitrun_done")
    assert st.pending[-1].seat == 2 and "riposte 0" in legal(st)
    st, events = play(st, "riposte 0")  # 10 from the Boarmother on the Hunter who stayed
    assert find(events, "ts.unit_destroyed")[0]["unit_kind"] == "hunter"


# --- N4 Guerrilla Raid (TS-22.12) --------------------------------------------------------------


@pytest.mark.rule("TS-22.12", "TS-22.8")
def test_guerrilla_raid_conquest_then_the_discarded_weapons_damage() -> None:
    st = nomads_attack([("private", 0, (0, 0)), ("hunter", 0, (0, 0)),
                        ("squeaker", 2, (0, 0)), ("boarmaster", 2, (0, 0))],
                       pool=("grenade", "pistol"))
    st, events = play(st, "combat 0 0 4")
    assert "ts.conquest_failed" in kinds(events)  # 20 against 75: the volley comes anyway
    st, _ = play(st, "arm 2")
    st, events = play(st, "arm 0")
    assert find(events, "ts.nomads.volley")[0]["amount"] == 35  # unit attack not added
    assert st.seats[0].weapons == ()
    squeaker = uid_of(st, "squeaker")
    st, events = play(st, f"assign {squeaker}")  # 10 kill it, 25 on the Boarmaster: absorbed
    assert [e["unit_kind"] for e in find(events, "ts.unit_destroyed")] == ["squeaker"]


@pytest.mark.rule("TS-22.12")
def test_guerrilla_raid_without_weapons_deals_nothing() -> None:
    st = nomads_attack([("private", 0, (0, 0)), ("hunter", 0, (0, 0)),
                        ("squeaker", 2, (0, 0))])
    st, events = play(st, "combat 0 0 4")
    assert "ts.zone_conquered" in kinds(events) and "ts.nomads.no_volley" in kinds(events)
    assert "ts.attack_damage" not in kinds(events)
