"""Production by faction: uplinks (TS-20.6), the Nuée Noire's placements, Eggs and upgrades
(TS-21.9–TS-21.12), Nomad weapons and discount (TS-22.2, TS-22.7), Boarlords upgrades and the
Boarmother (TS-23.1–TS-23.3), Productive units (TS-4.6, TS-5.20)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rules import Event
from game.tsukuyumi import production_items as items
from game.tsukuyumi.actions import Action
from game.tsukuyumi.round import open_next_turn
from game.tsukuyumi.scoring import end_round
from game.tsukuyumi.state import Seat, ZoneMarks, marks_at, unit_by_id
from tests.tsukuyumi.ts_builders import idx, kinds, legal_set, play
from tests.tsukuyumi.ts_builders_prod import STARTS, prod_state

CYBER = ("cyber", "boarlords", "nomads")
SEED = ("darkseed", "cyber", "nomads")
NOMADS = ("nomads", "cyber", "boarlords")
FAR = (-1, -1)  # a moon zone far from seat 0's start zone


def buy_zones(st, key: str) -> set[tuple[int, int]]:  # type: ignore[no-untyped-def]
    """The zones offered for a new unit of `key`."""
    prefix = f"buy {idx(key)} "
    return {tuple(map(int, a.split()[2:])) for a in legal_set(st) if a.startswith(prefix)}


def regular(st) -> set[tuple[int, int]]:  # type: ignore[no-untyped-def]
    return {STARTS[0], (2, -1), (2, 0)}


# --- Cybersamurai uplinks (TS-20.6) ----------------------------------------------------------

@pytest.mark.rule("TS-20.6")
def test_shogun_needs_its_uplink_installed_in_the_same_or_an_earlier_action() -> None:
    st = prod_state(factions=CYBER, left=(("P", 4),))
    assert not buy_zones(st, "shogun")
    assert "uplink 1" in legal_set(st)
    st, ev = play(st, "uplink 1")
    assert st.seats[0].uplinks == ("shogun",) and ev[-1].args["cost"] == 2
    assert buy_zones(st, "shogun") == regular(st)
    assert "uplink 1" not in legal_set(st)  # each uplink exists once
    st, _ = play(st, f"buy {idx('shogun')} 2 0")
    assert [u.kind for u in st.units] == ["shogun"] and not st.pending


@pytest.mark.rule("TS-20.6")
def test_only_the_cybersamurai_install_uplinks() -> None:
    st = prod_state(factions=("boarlords", "cyber", "nomads"), left=(("P", 3),))
    assert not any(a.startswith("uplink") for a in legal_set(st))


@pytest.mark.rule("TS-20.6")
def test_drone_hub_places_drones_with_the_big_units() -> None:
    units = [("cs_2_2", 0, FAR), ("cyberoid", 0, (0, -2)), ("attack_drone", 0, (-2, 2))]
    seat = Seat(faction="cyber", start=STARTS[0], uplinks=("drone_hub",))
    st = prod_state(factions=CYBER, units=units, left=(("P", 2),),
                    seats=[seat, Seat(faction="boarlords", start=STARTS[1]),
                           Seat(faction="nomads", start=STARTS[2])])
    assert buy_zones(st, "attack_drone") == regular(st) | {FAR, (0, -2)}
    assert buy_zones(st, "shield_drone") == regular(st) | {FAR, (0, -2)}
    assert buy_zones(st, "cs_2_1") == regular(st)  # only Drones
    st2 = replace(st, seats=(replace(seat, uplinks=()),) + st.seats[1:])
    assert buy_zones(st2, "attack_drone") == regular(st2)


@pytest.mark.rule("TS-20.6")
def test_bunker_network_places_in_controlled_zones_holding_a_unit() -> None:
    units = [("cs_2_1", 0, FAR), ("cs_2_1", 0, (0, -2)), ("cs_2_1", 1, (-2, 2))]
    marks = [ZoneMarks(FAR, owner=0), ZoneMarks((0, 2), owner=0), ZoneMarks((-2, 2), owner=0)]
    seat = Seat(faction="cyber", start=STARTS[0], uplinks=("bunker_network",))
    st = prod_state(factions=CYBER, units=units, marks=marks, left=(("P", 2),),
                    seats=[seat, Seat(faction="boarlords", start=STARTS[1]),
                           Seat(faction="nomads", start=STARTS[2])])
    # FAR: controlled and holding a unit. (0, -2): a unit but not controlled. (0, 2):
    # controlled, empty. (-2, 2): controlled, only an enemy unit there.
    for key in ("cyberoid", "attack_drone", "cs_2_2"):
        assert buy_zones(st, key) == regular(st) | {FAR}


# --- Nuée Noire (TS-21.9–TS-21.12) -----------------------------------------------------------

@pytest.mark.rule("TS-21.10", "TS-5.16")
def test_darkseed_places_in_breeder_and_planter_zones() -> None:
    units = [("breeder", 0, FAR), ("planter", 0, (0, -2)), ("worker", 0, (-2, 2))]
    st = prod_state(factions=SEED, units=units, left=(("P", 1),))
    for key in ("worker", "wasp"):
        assert buy_zones(st, key) == regular(st) | {FAR, (0, -2)}


@pytest.mark.rule("TS-21.9", "TS-21.10")
def test_an_unused_egg_takes_one_new_unit_and_is_used() -> None:
    marks = [ZoneMarks((-2, 2), eggs=1), ZoneMarks(FAR, eggs=2, eggs_used=2)]
    st = prod_state(factions=SEED, units=[("worker", 1, (-2, 2))], marks=marks,
                    left=(("P", 3),))
    assert buy_zones(st, "worker") == regular(st) | {(-2, 2)}  # FAR's Eggs are used
    st, ev = play(st, f"buy {idx('worker')} -2 2")
    assert marks_at(st, (-2, 2)).eggs_used == 1 and "ts.egg_used" in kinds(ev)
    assert buy_zones(st, "worker") == regular(st)  # the Egg is used for this round
    # the used Egg is removed at the end of the round (TS-11.1), the unused one stays
    st, _ = play(st, "done")
    st = end_round(replace(st, marks=st.marks + (ZoneMarks((0, -2), eggs=1),)), [])
    assert marks_at(st, (-2, 2)).eggs == 0 and marks_at(st, (0, -2)).eggs == 1
    # only the Nuée Noire uses Eggs
    other = prod_state(factions=("cyber", "darkseed", "nomads"), marks=marks, left=(("P", 1),))
    assert buy_zones(other, "cs_2_1") == regular(other)


@pytest.mark.rule("TS-21.9")
def test_an_egg_is_not_spent_where_the_unit_may_go_anyway() -> None:
    marks = [ZoneMarks((2, 0), eggs=1), ZoneMarks(FAR, eggs=1)]
    st = prod_state(factions=SEED, units=[("breeder", 0, FAR)], marks=marks, left=(("P", 2),))
    st, ev = play(st, f"buy {idx('worker')} 2 0", f"buy {idx('worker')} -1 -1")
    assert "ts.egg_used" not in kinds(ev)
    assert marks_at(st, (2, 0)).eggs_used == 0 and marks_at(st, FAR).eggs_used == 0


@pytest.mark.rule("TS-21.11")
def test_darkseed_upgrades_in_place_and_chained() -> None:
    units = [("worker", 0, FAR), ("warrior", 0, (0, -2))]
    st = prod_state(factions=SEED, units=units, left=(("P", 2),))
    worker_targets = {int(a.split()[2]) for a in legal_set(st) if a.startswith("upgrade 1 ")}
    assert worker_targets == {idx("warrior"), idx("planter"), idx("conqueror"), idx("stinger")}
    upgrades = {a for a in legal_set(st) if a.startswith("upgrade 2 ")}
    assert upgrades == {f"upgrade 2 {idx('stinger')}"}
    st, ev = play(st, f"upgrade 1 {idx('stinger')}")  # Worker → Warrior → Stinger = 2 PP
    assert unit_by_id(st, 1).kind == "stinger" and unit_by_id(st, 1).at == FAR
    assert ev[-2].args["cost"] == 2 and not st.pending
    # with 1 PP the chain is out of reach
    st = prod_state(factions=SEED, units=units, left=(("P", 1),))
    assert f"upgrade 1 {idx('stinger')}" not in legal_set(st)


@pytest.mark.rule("TS-21.11", "TS-1.10")
def test_upgrade_needs_the_new_figure_and_returns_the_old_one() -> None:
    units = [("worker", 0, FAR), ("planter", 0, (0, -2))] + [("worker", 0, (2, 0))] * 14
    st = prod_state(factions=SEED, units=units, left=(("P", 2),))
    assert items.supply_left(st, 0, "worker") == 0
    assert f"upgrade 1 {idx('planter')}" not in legal_set(st)  # the only Planter is in play
    st, _ = play(st, f"upgrade 1 {idx('warrior')}")
    assert items.supply_left(st, 0, "worker") == 1  # the Worker is back in the supply
    assert f"buy {idx('worker')} 3 -1" in legal_set(st)


# --- Productive (TS-4.6, TS-5.20, TS-21.12) ---------------------------------------------------

@pytest.mark.rule("TS-5.20", "TS-21.12")
def test_productive_pp_join_the_cards_production_in_green() -> None:
    units = [("breeder", 0, FAR), ("planter", 0, (0, -2))]
    st = prod_state(factions=SEED, units=units, left=(("P", 1), ("OC", 1)))
    assert f"buy {idx('stinger')} 3 -1" in legal_set(st)  # 1 + 1 + 2 = 4 PP
    st, ev = play(st, f"buy {idx('stinger')} 3 -1")
    assert ev[0].args == {"seat": 0, "pp": 4, "productive": 3}
    assert st.pending[-1].data == (1, 0, 0) and "productive" in st.seats[0].used
    st, _ = play(st, "done")
    assert st.turn is not None and st.turn.left == (("OC", 1),)
    assert not any(a.startswith(("buy", "upgrade")) for a in legal_set(st))  # used once
    assert "productive" not in end_round(st, []).seats[0].used  # again next round


@pytest.mark.rule("TS-5.20", "TS-4.6", "TS-21.12")
def test_productive_units_produce_without_a_production_icon() -> None:
    st = prod_state(factions=SEED, units=[("breeder", 0, FAR)], left=())
    options = legal_set(st)
    assert f"buy {idx('worker')} 3 -1" in options and "end" in options
    assert not any(a.startswith(f"buy {idx('warrior')} ") for a in options)  # 2 PP
    st, ev = play(st, f"buy {idx('worker')} -1 -1")
    assert ev[0].args["pp"] == 1 and not st.pending
    assert not any(a.startswith("buy") for a in legal_set(st))
    # not in the other phases
    for phase in ("white", "blue", "red"):
        other = prod_state(factions=SEED, units=[("breeder", 0, FAR)], left=(), phase=phase)
        assert not any(a.startswith("buy") for a in legal_set(other))


@pytest.mark.rule("TS-4.6", "TS-4.5", "TS-5.20")
def test_a_green_turn_with_nothing_on_the_card_stays_open_for_productive_units() -> None:
    # seat 0's card A21 has nothing in the green phase; its Breeder still produces
    st = prod_state(factions=SEED, units=[("breeder", 0, FAR)], left=())
    st = replace(st, turn=None, done=())
    events: list[Event] = []
    st = open_next_turn(st, events)
    assert st.turn is not None and st.turn.seat == 0
    assert f"buy {idx('worker')} 3 -1" in legal_set(st)
    # seat 1 (no Productive unit, nothing on its card) flips without acting
    st, ev = play(st, "end")
    assert ("ts.nothing", 1) in [(e.kind, e.args.get("seat")) for e in ev]


# --- Nomads (TS-22.2, TS-22.7) ----------------------------------------------------------------

@pytest.mark.rule("TS-22.2")
def test_weapons_cost_one_and_go_to_the_pool_within_the_supply() -> None:
    seat = Seat(faction="nomads", start=STARTS[0], weapons=("grenade",))
    st = prod_state(factions=NOMADS, left=(("P", 3),),
                    seats=[seat, Seat(faction="cyber", start=STARTS[1]),
                           Seat(faction="boarlords", start=STARTS[2])])
    assert {"weapon 0", "weapon 1", "weapon 2"} <= legal_set(st)
    st, ev = play(st, "weapon 2")
    assert st.seats[0].weapons == ("grenade", "grenade") and ev[-1].args["cost"] == 1
    assert "weapon 2" not in legal_set(st)  # both Grenades in the pool
    st, _ = play(st, "weapon 0", "weapon 0")
    assert st.seats[0].weapons == ("grenade", "grenade", "pistol", "pistol")
    other = prod_state(factions=CYBER, left=(("P", 3),))
    assert not any(a.startswith(("weapon", "discount")) for a in legal_set(other))


@pytest.mark.rule("TS-22.7")
def test_nomad_discount_two_units_and_a_weapon_for_two_pp_several_times() -> None:
    st = prod_state(factions=NOMADS, left=(("P", 5),))
    assert "discount" in legal_set(st)
    st, ev = play(st, "discount")
    assert st.pending[-1].data == (3, 2, 1) and kinds(ev)[-1] == "ts.discount"
    st, ev = play(st, f"buy {idx('private')} 3 -1", f"buy {idx('launcher')} 2 0",
                  "weapon 1")
    costs = [e.args["cost"] for e in ev if e.kind in ("ts.produced", "ts.weapon_produced")]
    assert costs == [0, 0, 0] and st.pending[-1].data == (3, 0, 0)
    st, _ = play(st, "discount")
    st, _ = play(st, f"buy {idx('private')} 3 -1", f"buy {idx('hunter')} 3 -1", "weapon 0")
    assert st.pending[-1].data == (1, 0, 0)
    assert "discount" not in legal_set(st)  # 1 PP left
    st, ev = play(st, f"buy {idx('dog')} 3 -1")
    assert ev[-2].args["cost"] == 1 and not st.pending
    assert sorted(u.kind for u in st.units) == ["dog", "hunter", "launcher", "private",
                                                "private"]
    assert st.seats[0].weapons == ("machine_gun", "pistol")


@pytest.mark.rule("TS-22.7")
def test_unused_free_items_are_lost_with_the_action() -> None:
    st = prod_state(factions=NOMADS, left=(("P", 2),))
    st, _ = play(st, "discount", f"buy {idx('private')} 3 -1")
    assert st.pending[-1].data == (0, 1, 1)
    st, ev = play(st, "done")
    assert not st.pending and ev[-1].args["lost"] == 0
    assert [u.kind for u in st.units] == ["private"] and st.seats[0].weapons == ()


# --- Boarlords (TS-23.1–TS-23.3) --------------------------------------------------------------

@pytest.mark.rule("TS-23.1", "TS-23.2")
def test_boarlords_costs_new_or_one_plus_replace() -> None:
    units = [("squeaker", 0, FAR), ("boarmaiden", 0, (0, -2))]
    st = prod_state(units=units, left=(("P", 1),))
    options = legal_set(st)
    # new: Squeaker 1; Boarrior and Boarmaiden 2; Boarguard 3 — only the Squeaker with 1 PP
    assert buy_zones(st, "squeaker") and not buy_zones(st, "boarrior")
    assert not buy_zones(st, "boarguard")
    # 1 + replace: Squeaker → Boarrior / Boarmaiden, Boarmaiden → Boarguard / Master / Mother
    assert {a for a in options if a.startswith("upgrade")} == {
        f"upgrade 1 {idx('boarrior')}", f"upgrade 1 {idx('boarmaiden')}",
        f"upgrade 2 {idx('boarguard')}", f"upgrade 2 {idx('boarmaster')}",
        f"upgrade 2 {idx('boarmother')}"}


@pytest.mark.rule("TS-23.3", "TS-5.16")
def test_squeakers_may_be_placed_with_the_boarmother() -> None:
    st = prod_state(units=[("boarmother", 0, FAR)], left=(("P", 2),))
    assert buy_zones(st, "squeaker") == regular(st) | {FAR}
    assert buy_zones(st, "boarrior") == regular(st)
    st, _ = play(st, f"buy {idx('squeaker')} -1 -1")
    assert [u.at for u in st.units if u.kind == "squeaker"] == [FAR]


def test_upgrade_of_an_enemy_unit_is_refused() -> None:
    st = prod_state(units=[("squeaker", 1, FAR)], left=(("P", 2),))
    assert not any(a.startswith("upgrade") for a in legal_set(st))
    from game.tsukuyumi.engine import CODES

    with pytest.raises(Exception) as err:
        CODES["P"].apply(st, 0, Action("upgrade", (1, idx("boarmaiden"))), [])
    assert getattr(err.value, "key", "") == "ts.illegal.prod_upgrade"
