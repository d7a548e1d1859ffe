"""Module 4, the faction events that act later in the round and Royal Journey (TS-M4.4,
TS-M4.5; `m4_round.py`)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ts_builders import give, legal_set, own, play, with_start
from ts_builders_events import event_state

from game.tsukuyumi import production_items
from game.tsukuyumi.factions import cyber_strikes, darkseed, nomads_weapons
from game.tsukuyumi.modules import m4_round
from game.tsukuyumi.modules.m4_round import FEAST_KILL, FEAST_STAGE
from game.tsukuyumi.state import Combat, State, Turn, Unit, marks_at

M4 = (("modules", ("m4",)),)


def game(flags=(), who=0, **kw) -> State:
    """M4 on; seat `who` with the "this round" flags of these faction events."""
    st = replace(event_state(**kw), options=M4)
    return give(st, who, flags=tuple(f"m4_{k}" for k in flags))


@pytest.mark.rule("TS-M4.5")
def test_solar_laser_destroys_every_unit_in_tetsuos_zone() -> None:
    units = [("cs_2_1", 0, (0, 0)), ("private", 1, (0, 0)), ("squeaker", 2, (0, 0)),
             ("private", 1, (1, 0))]
    st = game(("solar_laser",), units=units)
    events: list = []
    after = cyber_strikes.tetsuo(st, 0, (0, 0), True, events)
    assert [u.at for u in after.units] == [(1, 0)]  # the Cybersamurai's own unit too
    assert "m4_solar_laser" not in after.seats[0].flags  # one shot only
    plain = cyber_strikes.tetsuo(replace(st, options=()), 0, (0, 0), True, [])
    assert len(plain.units) == 4  # without M4: the usual 30 damage (asked or dealt)


@pytest.mark.rule("TS-M4.5")
def test_drone_update_gives_a_free_conquest_per_shield_drone() -> None:
    st = game(("drone_update",), units=[("shield_drone", 0, (0, 0)), ("cs_2_1", 0, (0, 0)),
                                        ("private", 1, (0, 0))], left=())
    assert "drone 1" in legal_set(st)
    after, _ = play(st, "drone 1")
    assert after.combat is not None and after.combat.card == "C1" and after.combat.at == (0, 0)
    assert "m4_drone:1" in after.seats[0].used
    assert "drone 1" not in legal_set(game(units=[("shield_drone", 0, (0, 0))], left=()))


@pytest.mark.rule("TS-M4.5")
def test_hive_pioneers_keeps_a_sacrificed_conqueror_once() -> None:
    st = game(("hive_pioneers",), factions=("darkseed", "cyber", "nomads"),
              units=[("conqueror", 0, (0, 0))])
    st = replace(st, combat=Combat((0, 0), 0, 0, "D1",
                                   tallies=((darkseed.SACRIFICED, 1),)))
    kept = darkseed._remove_sacrificed(st, [])
    assert len(kept.units) == 1 and "sacrifice:1" in kept.seats[0].used
    gone = darkseed._remove_sacrificed(give(st, 0, flags=()), [])
    assert not gone.units


@pytest.mark.rule("TS-M4.5")
def test_the_hive_is_full_keeps_eggs_unused() -> None:
    st = game(("hive_is_full",), factions=("darkseed", "cyber", "nomads"),
              marks={(1, 1): {"eggs": 1}})
    assert production_items.uses_egg(st, 0, "worker", (1, 1))
    st = production_items.place_unit(st, 0, "worker", (1, 1), [])
    assert marks_at(st, (1, 1)).eggs_used == 0 and (1, 1) in production_items.egg_zones(st, 0)
    st2 = production_items.place_unit(give(st, 0, flags=()), 0, "worker", (1, 1), [])
    assert marks_at(st2, (1, 1)).eggs_used == 1


@pytest.mark.rule("TS-M4.5")
def test_the_hive_is_full_frees_the_eggs_used_before_it_too() -> None:
    """« this round each Egg may be used any number of times; used Eggs are not removed at
    the end of the round »: an Egg used before the card was played came back neither for a
    new unit nor after the round (an audit of stop 94)."""
    from game.tsukuyumi.modules import m4_effects
    from game.tsukuyumi.modules.m4_faction_events import BY_KEY

    st = game(factions=("darkseed", "cyber", "nomads"), marks={(1, 1): {"eggs": 1}})
    st = production_items.place_unit(st, 0, "worker", (1, 1), [])
    assert marks_at(st, (1, 1)).eggs_used == 1 and not production_items.egg_zones(st, 0)
    st = m4_effects.apply(st, 0, BY_KEY["hive_is_full"], (), [])
    assert marks_at(st, (1, 1)).eggs_used == 0
    assert (1, 1) in production_items.egg_zones(st, 0)


@pytest.mark.rule("TS-M4.5")
def test_all_guns_and_reload_apply_to_one_combat() -> None:
    st = game(("all_guns_blazing", "reload"), factions=("nomads", "cyber", "boarlords"),
              units=[("private", 0, (0, 0)), ("cs_2_1", 1, (0, 0))],
              weapons={0: ("pistol", "pistol")})
    st = give(st, 0, weapons=("pistol", "pistol"))
    st = replace(st, combat=Combat((0, 0), 0, 0, "N1", combatants=(1, 2)))
    assert nomads_weapons.weapon_slots(st, 0) == 2  # one Private + one more
    assert any(hook(st, 0) for hook in nomads_weapons.KEEP_HOOKS)
    st = m4_round._fired(st, 0)  # the first Weapon ties both cards to this combat
    assert not st.seats[0].flags and nomads_weapons.weapon_slots(st, 0) == 2
    assert any(hook(st, 0) for hook in nomads_weapons.KEEP_HOOKS)
    other = replace(st, combat=Combat((0, 0), 0, 0, "N1", combatants=(1, 2)))
    assert nomads_weapons.weapon_slots(other, 0) == 1  # the next combat: the usual
    assert not any(hook(other, 0) for hook in nomads_weapons.KEEP_HOOKS)


@pytest.mark.rule("TS-M4.5")
def test_feast_for_the_queen_counts_kills_then_gives_a_production_turn() -> None:
    st = game(("feast_for_the_queen",), factions=("darkseed", "cyber", "nomads"),
              phase="red", seat=None)
    st = replace(st, done=(0, 1, 2), turn=None,
                 board=with_start(st.board, (-2, 0), "darkseed"))
    st = give(st, 0, start=(-2, 0))  # somewhere to place what it produces
    killer = replace(st, turn=Turn(0))  # destroyed in the Nuée Noire's turn (TS-M1.6)
    # « destroyed this round »: a kill before the card is played counts as well
    before = replace(killer, seats=tuple(
        replace(p, flags=tuple(f for f in p.flags if f != "m4_feast_for_the_queen"))
        for p in killer.seats))
    early = m4_round._count(before, Unit(9, "cs_2_1", 1, (0, 0)), [])
    assert m4_round.feast_count(early, 0) == 1
    by_cyber = m4_round._count(replace(early, turn=Turn(1)), Unit(6, "worker", 0, (0, 0)), [])
    assert m4_round.feast_count(by_cyber, 1) == 0  # only the Nuée Noire's kills
    counted = m4_round._count(killer, Unit(9, "cs_2_1", 1, (0, 0)), [])
    counted = m4_round._count(counted, Unit(8, "small_oni", -1, (0, 0)), [])
    assert m4_round.feast_count(counted, 0) == 2
    own_loss = m4_round._count(counted, Unit(7, "worker", 0, (0, 0)), [])
    assert m4_round.feast_count(own_loss, 0) == 2  # only enemy units count
    st = replace(counted, turn=None)
    events: list = []
    after = m4_round._round_end(st, events)
    assert after is not None and after.stage == FEAST_STAGE
    assert after.turn is not None and after.turn.seat == 0 and after.turn.left == (("P", 2),)
    assert "m4_feast_for_the_queen" not in after.seats[0].flags
    assert after.seats[0].flags.count(FEAST_KILL) == 2
    over, _ = play(after, "end")  # the PP not spent are lost; then the round ends
    assert over.stage == "" and over.phase != "red" and not over.seats[0].flags


@pytest.mark.rule("TS-M4.5")
def test_royal_journey_moves_the_nest_onto_a_tile() -> None:
    st = game(factions=("darkseed", "cyber", "nomads"), units=[("worker", 0, (-2, 0)),
                                                               ("private", 2, (1, 0))],
              marks={(1, 0): {"eggs": 1, "mines": 1}})
    st = replace(st, board=with_start(st.board, (-2, 0), "darkseed"))
    st = give(st, 0, start=(-2, 0), fhand=(7,))
    st = own(st, 2, (1, 0))
    assert "fplay 7 1 0" in legal_set(st) and "fplay 7 -2 0" not in legal_set(st)
    st, _ = play(st, "fplay 7 1 0")
    assert st.seats[0].start == (1, 0) and st.board.index[(1, 0)].kind == "start"
    assert (-2, 0) not in st.board.index  # the hole stays
    m = marks_at(st, (1, 0))
    assert m.owner != 2 and m.eggs == 1 and m.mines == 1
    assert sorted(u.at for u in st.units) == [(1, 0), (1, 0)]
