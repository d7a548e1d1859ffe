"""The Joueuse's die and the Marchand's reward (TS-M8.21, TS-M8.23, TS-7.31, TS-42.12)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ts_builders import ONI, find, kinds, legal, play, uid_of
from ts_builders_legend import lstate, moon_board

from game.core.rng import Rng
from game.core.rules import IllegalAction
from game.tsukuyumi import damage
from game.tsukuyumi.actions import parse_action
from game.tsukuyumi.modules.legendary_dice import mark_zones, result
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import with_seat
from game.tsukuyumi.zones import has

STARTS = {(3, 0): "cyber", (-3, 3): "nomads"}


def _with_start(st, seat=0, at=(3, 0)):
    return with_seat(st, seat, replace(st.seats[seat], start=at))


def _red(units, **kw):
    st = lstate(units, phase="red", left=(("C", 1),), the_board=moon_board(starts=STARTS), **kw)
    return _with_start(st)


@pytest.mark.rule("TS-M8.21", "TS-7.31", "TS-42.12")
def test_the_gambler_rolls_after_a_combat_she_took_part_in() -> None:
    st = _red([("cs_2_1", 0, (2, 0)), ("gambler", ONI, (2, 0)), ("small_oni", ONI, (2, 0))])
    roll = Rng.from_seed(1).randint(1, 6)[0]  # the builder's generator: 6
    st, events = play(st, "combat 2 0 2")  # C2: 10 damage to the Oni
    small = uid_of(st, "small_oni")
    st, more = play(st, f"assign {small}", "riposte 0")  # the Oni counter-attack: 5, absorbed
    events += more
    order = kinds(events)
    assert find(events, "ts.leg.gambler_roll") == [{"seat": 0, "roll": roll}]
    # TS-7.31: removal, then the roll, then the end of the combat and the checks
    assert order.index("ts.units_removed") < order.index("ts.leg.gambler_roll") < \
        order.index("ts.combat_end")
    assert next(e for e in events if e.kind == "ts.leg.gambler_roll").barrier
    assert roll == 6 and st.pending[-1].kind == "production" and st.pending[-1].seat == 0
    assert st.pending[-1].data[0] == 2 and st.rng != Rng.from_seed(1)  # 2 PP (result 6)


@pytest.mark.rule("TS-M8.21", "TS-7.31")
def test_no_roll_without_her_and_a_roll_when_she_falls_in_the_combat() -> None:
    """TS-7.31 rolls « if she took part », after the destroyed units are removed: a Joueuse
    destroyed in the combat still rolls (the app once read TS-M8.4 as cancelling it)."""
    st = _red([("cs_2_1", 0, (2, 0)), ("small_oni", ONI, (2, 0)), ("gambler", ONI, (-2, 0))])
    st, events = play(st, "combat 2 0 2")
    assert not find(events, "ts.leg.gambler_roll")  # she took no part
    st = _red([("cyberoid", 0, (2, 0)), ("gambler", ONI, (2, 0))])
    roll = Rng.from_seed(1).randint(1, 6)[0]
    st, events = play(st, "combat 2 0 2")  # 20 damage: she is destroyed
    assert not any(u.kind == "gambler" for u in st.units)
    order = kinds(events)
    assert find(events, "ts.leg.gambler_roll") == [{"seat": 0, "roll": roll}]
    assert order.index("ts.units_removed") < order.index("ts.leg.gambler_roll")


def _result(roll, units, **kw):
    st = lstate(units, phase="red", left=(), the_board=moon_board(starts=STARTS), **kw)
    st = _with_start(st)
    events: list = []
    return result(st, 0, roll, (2, 0), events), events


@pytest.mark.rule("TS-M8.21")
def test_result_1_loses_half_the_active_players_units_there_of_their_choice() -> None:
    st, events = _result(1, [("cs_2_1", 0, (2, 0)), ("cyberoid", 0, (2, 0)),
                             ("cs_2_1", 0, (2, 0)), ("cs_2_1", 0, (2, 0)),
                             ("cs_2_1", 0, (2, 0)), ("private", 1, (2, 0))])
    assert st.pending[-1].kind == "gamble_lose" and st.pending[-1].seat == 0
    assert legal(st) == [f"gamble_lose {u}" for u in (1, 2, 3, 4, 5)]
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, parse_action("gamble_lose 6"))
    st, _ = play(st, "gamble_lose 1")  # then only one kind choice is left: cs_2_1 or cyberoid
    st, events = play(st, "gamble_lose 3")
    assert sorted(u.kind for u in st.units if u.owner == 0) == ["cs_2_1", "cs_2_1", "cyberoid"]
    assert not st.pending and find(events, "ts.leg.gambler_lost")


@pytest.mark.rule("TS-M8.21")
def test_result_2_loses_one_unit_and_forced_choices_resolve() -> None:
    st, events = _result(2, [("cs_2_1", 0, (2, 0)), ("cs_2_1", 0, (2, 0))])
    assert len(st.units) == 1 and not st.pending  # alike units: no choice to make
    st, _ = _result(1, [("cs_2_1", 0, (2, 0))])
    assert len(st.units) == 1  # half of one, rounded down (DECISION)


@pytest.mark.rule("TS-M8.21", "TS-3.3", "TS-40.7")
def test_result_3_lets_the_previous_seat_draw_and_play_an_event() -> None:
    st, events = _result(3, [])
    top = st.pending[-1]
    assert top.kind == "events" and top.seat == 2 and tuple(top.data) == (1, 1)
    assert RULES.is_private_for(st, 2)


@pytest.mark.rule("TS-M8.21", "TS-9.4")
def test_result_4_places_a_tsukuyumi_marker_on_any_zone_but_a_start_zone() -> None:
    st, _ = _result(4, [])
    spots = mark_zones(st)
    assert (3, 0) not in spots and (0, 0) not in spots and (2, 0) in spots  # moon: has it
    st, events = play(st, "gamble_mark 2 -1")
    assert has(st, (2, -1), "tsukuyumi") and find(events, "ts.leg.gambler_mark")


@pytest.mark.rule("TS-M8.21")
def test_result_5_places_the_two_largest_oni_of_the_reserve_there() -> None:
    st, _ = _result(5, [], reserve=("small_oni", "large_oni", "medium_oni", "medium_oni"))
    assert sorted(u.kind for u in st.units if u.at == (2, 0)) == ["large_oni", "medium_oni"]
    assert st.oni_reserve == ("medium_oni", "small_oni")


@pytest.mark.rule("TS-M8.21", "TS-5.13")
def test_result_6_is_a_production_of_2_pp() -> None:
    st, events = _result(6, [])
    assert find(events, "ts.production")[0]["pp"] == 2 and st.pending[-1].kind == "production"


@pytest.mark.rule("TS-M8.23", "TS-7.31")
def test_whoever_destroys_the_merchant_produces_for_1_pp() -> None:
    st = _red([("cyberoid", 0, (2, 0)), ("merchant", ONI, (2, 0))])
    st, events = play(st, "combat 2 0 2")  # 20 damage: he is destroyed
    assert find(events, "ts.leg.merchant") == [{"seat": 0}]
    assert st.pending[-1].kind == "production" and st.pending[-1].data[0] == 1
    assert st.oni_reserve == () and st.combat is None


@pytest.mark.rule("TS-M8.23")
def test_the_merchant_destroyed_by_a_counter_attack_rewards_the_defender() -> None:
    st = _red([("cs_2_1", 0, (2, 0)), ("merchant", ONI, (2, 0)), ("stinger", 1, (2, 0))],
              factions=("cyber", "darkseed", "boarlords"))
    st = _with_start(st, 1, (-3, 3))
    st, _ = play(st, "combat 2 0 2", "split 10")  # 10 to the Dark Seed, 0 to the Oni
    st, _ = play(st, "riposte 0")  # the Dark Seed counter-attack: 20 damage, split
    st, events = play(st, "split 0")  # all on the Oni: the Merchant dies
    while st.pending and st.pending[-1].kind in ("riposte", "damage"):
        st, more = play(st, legal(st)[0])
        events += more
    assert find(events, "ts.leg.merchant") == [{"seat": 1}]


@pytest.mark.rule("TS-M8.23")
def test_outside_a_combat_the_seat_acting_destroys_him() -> None:
    st = _red([("merchant", ONI, (2, 0))])
    events: list = []
    st = damage.request_damage(st, ONI, 20, (1,), (2, 0), events)
    assert find(events, "ts.leg.merchant") == [{"seat": 0}]
    off = lstate([("large_oni", ONI, (2, 0))])
    assert not find(damage_events(off), "ts.leg.merchant")


def damage_events(st):
    events: list = []
    damage.request_damage(st, ONI, 30, (1,), (2, 0), events)
    return events
