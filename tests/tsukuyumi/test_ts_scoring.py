"""Victory points and the end of a round (TS-10.2, TS-10.7–TS-10.10, TS-11.1, TS-9.5) on
hand-built states."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from game.core.rules import Event
from game.tsukuyumi import scoring
from game.tsukuyumi.board import Zone
from game.tsukuyumi.state import ONI, OVER, State, ZoneMarks, marks_at, with_marks
from game.tsukuyumi.zones import zone_vp
from tests.tsukuyumi.ts_builders import give, kinds, own, put, vps
from tests.tsukuyumi.ts_builders_goals import game, typed_zone

OCEAN, FERTILE, DEVASTATED, RADIO = (2, 0), (2, -1), (2, -2), (1, -2)
MOON_RING = (1, 0)
START = (3, 0)


def zones() -> tuple[Zone, ...]:
    return (typed_zone(OCEAN), typed_zone(FERTILE, "fertile"),
            typed_zone(DEVASTATED, "fertile", devastated=True),
            typed_zone(RADIO, "ocean", "radioactive"), typed_zone((0, -2)), typed_zone((-1, -1)))


def base(**kw: object) -> State:
    return game(zones=zones(), starts={2: START}, **kw)  # type: ignore[arg-type]


def end_round(st: State) -> tuple[State, list[Event]]:
    events: list[Event] = []
    return scoring.end_round(st, events), events


# --- TS-10.7, TS-10.8, TS-10.10 -------------------------------------------------------------------


@pytest.mark.rule("TS-10.7", "TS-9.2", "TS-9.11")
def test_zone_vp_fertile_two_moon_one_devastated_and_start_zones_nothing() -> None:
    st = base()
    assert zone_vp(st, OCEAN) == 1
    assert zone_vp(st, FERTILE) == 2
    assert zone_vp(st, MOON_RING) == 1 and zone_vp(st, (0, 0)) == 1
    assert zone_vp(st, DEVASTATED) == 0
    assert zone_vp(st, START) == 0
    st = own(st, 2, OCEAN, FERTILE, DEVASTATED, MOON_RING)  # seat 2 is third on initiative
    assert scoring.end_vp(st, 2) == 1 + 2 + 0 + 1


@pytest.mark.rule("TS-10.8")
def test_initiative_vp_two_for_the_first_one_for_the_second() -> None:
    st = base()
    assert st.initiative == (0, 1, 2)
    assert [scoring.end_vp(st, s) for s in range(3)] == [2, 1, 0]
    st = replace(st, initiative=(2, 0, 1))
    assert [scoring.end_vp(st, s) for s in range(3)] == [1, 0, 2]


@pytest.mark.rule("TS-10.1", "TS-11.3")
def test_total_is_immediate_vp_plus_end_of_game_vp() -> None:
    st = give(own(base(), 1, FERTILE), 1, vp=3)
    assert scoring.total(st, 1) == 3 + 2 + 1


@pytest.mark.rule("TS-10.10")
def test_a_tie_goes_to_the_best_placed_on_the_initiative_board() -> None:
    st = replace(base(), initiative=(2, 0, 1))  # seat 2: 2 VP, seat 0: 1 VP
    st = own(st, 0, OCEAN)  # seat 0: 2 VP too
    assert scoring.total(st, 0) == scoring.total(st, 2) == 2
    assert scoring.ranking(st)[:2] == (2, 0)
    st = replace(st, initiative=(0, 2, 1))
    st = own(st, 2, OCEAN, FERTILE)  # seat 2: 1 + 1 + 2 = 4 ... seat 0: 2
    st = give(st, 0, vp=2)  # seat 0: 4 too, better placed
    assert scoring.total(st, 0) == scoring.total(st, 2) == 4
    assert scoring.ranking(st)[0] == 0
    events: list[Event] = []
    assert scoring.finish(st, events).winners == (0,)


# --- TS-10.2 the Moon centre every round ----------------------------------------------------


@pytest.mark.rule("TS-10.2", "TS-9.11")
def test_moon_centre_scores_at_every_round_end() -> None:
    st = own(base(round_=1), 1, (0, 0))
    st, events = end_round(st)
    assert vps(st) == (0, 1, 0) and "ts.moon_vp" in kinds(events)
    assert st.round == 2 and st.phase == "draft"
    st = replace(st, phase="red", round=2)
    st, _ = end_round(st)
    assert vps(st) == (0, 2, 0)


@pytest.mark.rule("TS-10.2", "TS-11.2")
def test_moon_centre_scores_in_the_last_round_at_the_final_scoring() -> None:
    st = own(base(round_=4), 1, (0, 0))
    st, events = end_round(st)
    assert st.phase == OVER
    assert st.seats[1].vp == 1
    assert st.final[1] == 1 + 1 + 1  # the VP marked, the zone, second on initiative
    assert kinds(events).index("ts.moon_vp") < kinds(events).index("ts.final")


@pytest.mark.rule("TS-10.2", "TS-10.11")
def test_moon_centre_held_by_the_oni_scores_for_nobody() -> None:
    st, events = end_round(own(base(), ONI, (0, 0)))
    assert vps(st) == (0, 0, 0) and "ts.moon_vp" not in kinds(events)


# --- TS-11.1 the order of the end of a round ---------------------------------------------------


@pytest.fixture
def red_probe() -> Iterator[list[int]]:
    """A red-phase check that records how many units are on the board when it runs."""
    seen: list[int] = []

    def probe(st: State, events: list[Event]) -> State:
        seen.append(len(st.units))
        events.append(Event("test.red_check"))
        return st

    scoring.RED_CHECKS.append(probe)
    yield seen
    scoring.RED_CHECKS.remove(probe)


@pytest.mark.rule("TS-11.1", "TS-10.6", "TS-9.5")
def test_end_of_round_steps_in_order(red_probe: list[int]) -> None:
    st = own(base(), 0, (0, 0), RADIO)
    st = put(put(st, 0, RADIO, 2), 2, RADIO, 1)  # Cybersamurai and Nomads on a radioactive zone
    st = give(st, 2, flags=(scoring.RADIATION_IMMUNE_FLAG,))  # the Nomads chose immunity
    st, events = end_round(st)
    assert red_probe == [3]  # (1) before radioactivity: every unit still there
    order = kinds(events)
    assert order.index("test.red_check") < order.index("ts.radiation") \
        < order.index("ts.moon_vp") < order.index("ts.round_scored") < order.index("ts.round")
    # (2) the Cybersamurai are destroyed, the Nomads survive: their flag was read before
    # (4) cleared it
    assert [u.owner for u in st.units] == [2]
    assert st.seats[2].flags == ()
    radiation = events[order.index("ts.radiation")]
    assert radiation.args["count"] == 2 and radiation.args["seat"] == 0  # whose, in the log
    assert order.count("ts.radiation") == 1  # one line per seat hit


@pytest.mark.rule("TS-11.1", "TS-3.5")
def test_end_of_round_expiry_eggs_uses_and_played_cards() -> None:
    st = base()
    st = with_marks(st, ZoneMarks(OCEAN, owner=1, eggs=3, eggs_used=2, no_entry=0, entrench=1))
    for i, card in enumerate((5, 7, 9)):
        st = give(st, i, pick=card, used=("specific",), conquered=(OCEAN,), retaken=(OCEAN,))
    st = replace(st, played=(1, 2, 3))
    st, _ = end_round(st)
    m = marks_at(st, OCEAN)
    assert (m.eggs, m.eggs_used, m.owner) == (1, 0, 1)  # used Eggs removed, the rest stay
    assert m.no_entry == m.entrench == -2  # "this round" effects expire
    assert st.played == (1, 2, 3, 5, 7, 9)  # discarded for good
    assert all(s.pick == 0 and s.used == () and s.conquered == () and s.retaken == ()
               for s in st.seats)


@pytest.mark.rule("TS-11.1", "TS-20.10")
def test_tetsuo_use_kept_for_the_game_with_once_per_game() -> None:
    st = give(base(options={"tetsuo_use": "once_per_game"}), 0, used=("tetsuo",))
    st, _ = end_round(st)
    assert st.seats[0].used == () and st.seats[0].used_game == ("tetsuo",)
    st = give(base(), 0, used=("tetsuo",))
    st, _ = end_round(st)
    assert st.seats[0].used_game == ()


# --- TS-9.5 radioactivity and its immunities ---------------------------------------------------


def _radiated(factions: tuple[str, ...], **kw: object) -> State:
    st = game(factions, zones(), **kw)  # type: ignore[arg-type]
    for i in range(len(factions)):
        st = put(st, i, RADIO)
    return put(st, ONI, RADIO)


@pytest.mark.rule("TS-9.5", "TS-8.4", "TS-21.2")
def test_radioactivity_spares_the_oni_and_by_default_the_dark_seed() -> None:
    st, _ = end_round(_radiated(("cyber", "darkseed", "nomads", "boarlords")))
    assert sorted(u.owner for u in st.units) == [ONI, 1]


@pytest.mark.rule("TS-9.5", "TS-21.2")
def test_dark_seed_not_immune_with_the_rule_flag_off() -> None:
    st = _radiated(("cyber", "darkseed", "nomads"), options={"darkseed_radiation_immune": "off"})
    st, _ = end_round(st)
    assert [u.owner for u in st.units] == [ONI]


@pytest.mark.rule("TS-9.5", "TS-22.3")
def test_nomads_immune_only_in_a_round_they_chose_it() -> None:
    st = _radiated(("cyber", "darkseed", "nomads"))
    immune, _ = end_round(give(st, 2, flags=(scoring.RADIATION_IMMUNE_FLAG,)))
    assert sorted(u.owner for u in immune.units) == [ONI, 1, 2]
    plain, _ = end_round(st)
    assert sorted(u.owner for u in plain.units) == [ONI, 1]


@pytest.mark.rule("TS-9.5")
def test_units_outside_radioactive_zones_are_safe() -> None:
    st = put(base(), 0, OCEAN, 2)
    st, events = end_round(st)
    assert len(st.units) == 2 and "ts.radiation" not in kinds(events)


@pytest.mark.rule("TS-9.4", "TS-9.8", "TS-9.5")
def test_a_radioactive_marker_counts_and_a_cancel_negates_it() -> None:
    st = put(base(), 0, OCEAN)
    st = with_marks(st, ZoneMarks(OCEAN, added=("radioactive",)))
    st = with_marks(put(st, 0, RADIO), ZoneMarks(RADIO, cancelled=("radioactive",)))
    st, _ = end_round(st)
    assert [u.at for u in st.units] == [RADIO]
