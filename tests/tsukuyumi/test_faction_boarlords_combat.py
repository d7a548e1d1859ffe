"""The Boarlords in combat: Cover and Fortress (TS-23.11, TS-23.12), the Displacement defensive
action (TS-23.6, TS-7.25, TS-7.20), B3 Stampede and B4 Mother's Call (TS-23.14)."""

from __future__ import annotations

import pytest

from game.tsukuyumi import board as B
from game.tsukuyumi.combat_base import zone_bonus
from game.tsukuyumi.production_items import UNIT_INDEX
from game.tsukuyumi.state import ONI, marks_at
from tests.tsukuyumi.ts_builders import (
    BL3,
    PLAIN,
    at_of,
    faction_state,
    find,
    give,
    kinds,
    legal,
    play,
)

DEFENSIVE = "riposte 2"


def _attacked(cover: int, extra=(), left=(("C", 1),)):
    """The Cybersamurai (seat 1, a Cyberoid: 20 attack) attack a Squeaker and a Boarmaiden."""
    return faction_state([("cyberoid", 1, (0, 0)), ("squeaker", 0, (0, 0)),
                          ("boarmaiden", 0, (0, 0)), *extra], BL3, seat=1, phase="red",
                         left=left, marks={(0, 0): {"cover": cover}} if cover else None)


@pytest.mark.rule("TS-23.11")
def test_cover_ignores_the_first_10_damage_per_cover_in_each_combat() -> None:
    st, events = play(_attacked(1, left=(("C", 2),)), "combat 0 0 2")
    assert find(events, "ts.boar.cover")[0]["amount"] == 10
    assert find(events, "ts.damage")[0]["amount"] == 10  # 20 - 10, before assignment
    st, events = play(st, "assign 2", "noriposte")  # the Squeaker dies
    # a new combat: the Cover works again
    st, events = play(st, "combat 0 0 2")
    assert find(events, "ts.boar.cover")[0]["amount"] == 10
    # two Covers: all 20 ignored
    _, events = play(_attacked(2), "combat 0 0 2")
    assert find(events, "ts.damage")[0]["amount"] == 0
    assert "ts.unit_destroyed" not in kinds(events)


@pytest.mark.rule("TS-23.11")
def test_cover_is_used_up_within_one_combat_and_protects_only_the_boarlords() -> None:
    st, events = play(_attacked(1, extra=[("lt_dan", 2, (0, 0))]), "combat 0 0 2")
    st, events = play(st, "split 15")  # 15 on the Boarlords, 5 on the Nomads
    assert find(events, "ts.boar.cover")[0]["amount"] == 10
    assert [(d["owner"], d["amount"]) for d in find(events, "ts.damage")] == [(0, 5), (2, 5)]
    st, events = play(st, "riposte 0")  # the Boarlords' counter-attack: 15 on the others
    st, events = play(st, "split 0")  # all of it on the Nomads, no Cover for them
    assert find(events, "ts.damage")[0]["amount"] == 15 and "ts.boar.cover" not in kinds(events)
    # the Nomads counter on the Boarlords: the Cover's 10 are spent already
    st, events = play(st, "riposte 0", "split 0")
    assert "ts.boar.cover" not in kinds(events)
    assert find(events, "ts.damage")[0]["amount"] == 15


@pytest.mark.rule("TS-23.12", "TS-7.6")
def test_fortress_adds_10_each_at_most_2_against_non_boarlords() -> None:
    st = faction_state([("squeaker", 0, (1, 0))], BL3, marks={(0, 0): {"fortress": 2, "owner": 0},
                                                             (1, 0): {"fortress": 3},
                                                             (0, 1): {"fortress": 1}})
    assert zone_bonus(st, (0, 0), 1) == 20 and zone_bonus(st, (0, 0), ONI) == 20
    assert zone_bonus(st, (0, 0), 0) == 0  # not against the Boarlords themselves
    assert zone_bonus(st, (1, 0), 2) == 20  # Boarlords units there, at most 2 count
    assert zone_bonus(st, (0, 1), 1) == 0  # neither marker nor units of the Boarlords
    # in a combat: 20 conquest against an empty zone with two Fortresses: a tie wins
    st = faction_state([("cyberoid", 1, (0, 0))], BL3, seat=1, phase="red", left=(("C", 1),),
                       marks={(0, 0): {"fortress": 2, "owner": 0}})
    st, events = play(st, "combat 0 0 1")
    assert find(events, "ts.conquest")[0]["needed"] == 20 and marks_at(st, (0, 0)).owner == 1


@pytest.mark.rule("TS-23.12", "TS-7.9")
def test_a_fortress_falls_silent_once_its_last_boarlords_unit_died_in_the_combat() -> None:
    # C3: the red Missile strike kills the lone Squeaker, then the conquest: with no Boarlords
    # marker and no living Boarlords unit, the two Fortresses hold nothing (TS-7.9)
    st = faction_state([("cs_2_1", 1, (0, 0)), ("squeaker", 0, (0, 0))], BL3, seat=1,
                       phase="red", left=(("C", 1),), marks={(0, 0): {"fortress": 2}})
    st = give(st, 1, uplinks=("missile_strike",))
    st, events = play(st, "combat 0 0 3")
    assert find(events, "ts.unit_destroyed")
    st, events = play(st, "conquest_try")
    assert find(events, "ts.conquest")[0]["needed"] == 0 and marks_at(st, (0, 0)).owner == 1


@pytest.mark.rule("TS-23.6", "TS-7.25", "TS-6.13")
def test_displacement_moves_every_enemy_unit_of_the_fight() -> None:
    walled = B.place_edge_marker(B.Board(zones=tuple(B.area_zone(p, PLAIN, 0) for p in (
        (0, 0), (1, 0), (0, 1), (-1, 0)))), "barrier", B.edge_between((0, 0), (1, 0)))
    st = faction_state([("cyberoid", 1, (0, 0)), ("attack_drone", 1, (0, 0)),
                        ("squeaker", 0, (0, 0)), ("small_oni", ONI, (0, 0))], BL3, seat=1,
                       phase="red", left=(("C", 1),), the_board=walled)
    st, _ = play(st, "combat 0 0 1")
    assert DEFENSIVE in legal(st)
    st, events = play(st, DEFENSIVE)
    assert find(events, "ts.boar.displacement")[0]["count"] == 3
    assert not [a for a in legal(st) if a.startswith("boar_stay")]  # a riposte: all pushed
    assert st.pending[-1].seat == 0  # the Boarlords choose
    assert sorted(legal(st)) == ["boar_push 1 -1 0", "boar_push 1 0 1"]  # not over the barrier
    st, _ = play(st, "boar_push 1 0 1")
    assert "boar_push 2 1 0" in legal(st)  # the drone flies over it
    st, _ = play(st, "boar_push 2 1 0", "boar_push 4 -1 0")
    assert (at_of(st, 1), at_of(st, 2), at_of(st, 4), at_of(st, 3)) == (
        (0, 1), (1, 0), (-1, 0), (0, 0))
    assert st.combat is None  # the Oni, displaced, have no riposte left


@pytest.mark.rule("TS-23.6", "TS-7.20")
def test_displacement_only_when_a_unit_can_move() -> None:
    lone = B.Board(zones=(B.area_zone((0, 0), PLAIN, 0),))
    st = faction_state([("cyberoid", 1, (0, 0)), ("squeaker", 0, (0, 0))], BL3, seat=1, phase="red",
                       left=(("C", 1),), the_board=lone)
    st, _ = play(st, "combat 0 0 1")
    assert DEFENSIVE not in legal(st)


@pytest.mark.rule("TS-23.14")
def test_b3_stampede_pushes_the_strictly_weaker_defenders_after_a_conquest() -> None:
    units = [("boarmaiden", 0, (0, 0)), ("cs_2_1", 1, (0, 0)), ("lt_dan", 2, (0, 0))]
    st = faction_state(units, BL3, phase="red", left=(("C", 1),))
    st, events = play(st, "combat 0 0 3")  # 15 against 10 and 15: a success
    assert find(events, "ts.boar.stampede")[0]["count"] == 1
    assert {a.split()[1] for a in legal(st)} == {"2"}  # only the Cybersamurai, 10 < 15
    # TS-7.4: the Boarlords may apply the card only in part and leave the unit there
    assert "boar_stay 2" in legal(st)
    kept, events = play(st, "boar_stay 2")
    assert at_of(kept, 2) == (0, 0) and find(events, "ts.boar.stays")
    assert kept.pending[-1].kind == "riposte"
    st, _ = play(st, "boar_push 2 0 1")
    assert at_of(st, 2) == (0, 1) and at_of(st, 3) == (0, 0)
    assert st.pending[-1].kind == "riposte"  # then the ripostes
    # a failed conquest pushes nobody
    st = faction_state([("boarmaiden", 0, (0, 0)), ("cyberoid", 1, (0, 0))], BL3, phase="red",
                       left=(("C", 1),))
    st, events = play(st, "combat 0 0 3")
    assert "ts.boar.stampede" not in kinds(events) and st.pending[-1].kind == "riposte"


@pytest.mark.rule("TS-23.14", "TS-23.2")
def test_b4_mothers_call_two_free_upgrades_then_the_conquest() -> None:
    units = [("squeaker", 0, (0, 0)), ("boarmaiden", 0, (0, 0)), ("squeaker", 0, (1, 0)),
             ("cyberoid", 1, (0, 0)), ("cs_2_1", 1, (0, 0))]
    st = faction_state(units, BL3, phase="red", left=(("C", 1),))
    st, _ = play(st, "combat 0 0 4")
    guard, master = UNIT_INDEX["boarguard"], UNIT_INDEX["boarmaster"]
    options = legal(st)
    assert f"free_upgrade 1 {guard}" in options  # a chain: Squeaker > Boarmaiden > Boarguard
    assert not any(a.startswith("free_upgrade 3 ") for a in options)  # not in this zone
    assert options[-1] == "free_done"
    st, events = play(st, f"free_upgrade 1 {guard}")
    assert find(events, "ts.upgraded")[0]["cost"] == 0
    assert not any(a.startswith("free_upgrade 1 ") for a in legal(st))  # two different units
    st, events = play(st, f"free_upgrade 2 {master}")
    assert find(events, "ts.conquest")[0]["power"] == 110  # 50 + 60 against 30
    assert [u.kind for u in st.units if u.owner == 0][:2] == ["boarguard", "boarmaster"]
    # supply permitting: the only Boarmaster is on the board already
    st = faction_state(units + [("boarmaster", 0, (2, 0))], BL3, phase="red", left=(("C", 1),))
    st, _ = play(st, "combat 0 0 4")
    assert not any(a.endswith(f" {master}") for a in legal(st))
    st, events = play(st, "free_done")
    assert find(events, "ts.conquest")[0]["power"] == 30  # 15 + 15 against 30: a tie wins
