"""Missions (TS-24.1, TS-10.3) and faction goals (TS-10.4, TS-20.5, TS-21.7, TS-22.6, TS-23.8),
checked on hand-built states through the hooks `goals` registers with `scoring`."""

from __future__ import annotations

import pytest

from game.core.rules import Event
from game.tsukuyumi import goals, scoring
from game.tsukuyumi.state import ONI, State
from tests.tsukuyumi.ts_builders import give, kinds, own, put, turn_of, vps
from tests.tsukuyumi.ts_builders_goals import FACTIONS3, FACTIONS4, game, ring2, typed_zone

# Ring 2 of the standard layout, typed for the tests below.
MOUNTAIN, FERTILE, FERTILE2, OCEAN, RADIO = (2, 0), (2, -1), (2, -2), (1, -2), (0, -2)
TSU_OCEAN = (-1, -1)
OTHERS = ((-2, 0), (-2, 1), (-2, 2), (-1, 2), (0, 2), (1, 1))


def typed_zones() -> tuple:
    base = {z.pos: z for z in ring2()}
    base[MOUNTAIN] = typed_zone(MOUNTAIN, "mountain")
    base[FERTILE] = typed_zone(FERTILE, "fertile")
    base[FERTILE2] = typed_zone(FERTILE2, "fertile")
    base[RADIO] = typed_zone(RADIO, "ocean", "radioactive")
    base[TSU_OCEAN] = typed_zone(TSU_OCEAN, "ocean", "tsukuyumi")
    return tuple(base.values())


def board_game(factions: tuple[str, ...] = FACTIONS4, **kw: object) -> State:
    return game(factions, typed_zones(), **kw)  # type: ignore[arg-type]


def immediate(st: State) -> tuple[State, list[Event]]:
    events: list[Event] = []
    return goals.check_immediate(st, events), events


# --- TS-24.1 the four missions --------------------------------------------------------------------


@pytest.mark.rule("TS-24.1", "TS-10.3")
def test_surgical_strike_needs_three_units_in_one_attack() -> None:
    st = board_game()
    st, events = immediate(give(st, 2, strike=2))
    assert vps(st) == (0, 0, 0, 0) and events == []
    st, events = immediate(give(st, 2, strike=3))
    assert vps(st) == (0, 0, 1, 0)
    assert st.seats[2].missions == ("surgical_strike",)
    assert events[0].kind == "ts.mission_scored"
    assert events[0].args == {"seat": 2, "mission": "surgical_strike", "vp": 1}


@pytest.mark.rule("TS-24.1", "TS-10.3")
def test_infestation_is_checked_at_the_end_of_your_own_turn_only() -> None:
    st = board_game()
    spots = [MOUNTAIN, FERTILE, FERTILE2, OCEAN, RADIO, TSU_OCEAN, OTHERS[0]]
    for at in spots:
        st = put(st, 1, at)
    st, events = immediate(st)  # not an immediate check
    assert vps(st) == (0, 0, 0, 0)
    other: list[Event] = []
    assert goals.check_turn_end(turn_of(st, 0), other).seats[1].vp == 0  # not your turn
    mine: list[Event] = []
    done = goals.check_turn_end(turn_of(st, 1), mine)
    assert done.seats[1].missions == ("infestation",) and done.seats[1].vp == 1
    assert kinds(mine) == ["ts.mission_scored"]


@pytest.mark.rule("TS-24.1")
def test_infestation_counts_different_zones_and_not_start_zones() -> None:
    st = board_game(starts={1: (3, 0)})
    for at in [MOUNTAIN, FERTILE, FERTILE2, OCEAN, RADIO, TSU_OCEAN]:
        st = put(st, 1, at)
    st = put(st, 1, OCEAN, 3)  # more units, same zone
    st = put(st, 1, (3, 0), 2)  # the start zone does not count
    assert goals.check_turn_end(turn_of(st, 1), []).seats[1].vp == 0
    st = put(st, 1, OTHERS[1])
    assert goals.check_turn_end(turn_of(st, 1), []).seats[1].vp == 1


@pytest.mark.rule("TS-24.1")
def test_raid_is_a_conquest_next_to_another_players_start_zone() -> None:
    # seat 0's start zone at (3, 0) touches MOUNTAIN (2, 0); seat 2's at (0, -3) touches (0, -2)
    st = board_game(starts={0: (3, 0), 2: (0, -3)})
    st, _ = immediate(give(st, 2, conquered=(RADIO,)))  # next to its own start zone
    assert st.seats[2].vp == 0
    st, _ = immediate(give(st, 1, conquered=(OCEAN,)))  # next to no start zone
    assert st.seats[1].vp == 0
    st, events = immediate(give(st, 2, conquered=(RADIO, MOUNTAIN)))
    assert st.seats[2].missions == ("raid",) and st.seats[2].vp == 1
    assert events[0].args["mission"] == "raid"


@pytest.mark.rule("TS-24.1")
def test_fertile_lands_needs_two_fertile_grounds_at_once() -> None:
    st = own(board_game(), 0, FERTILE, OCEAN)
    st, _ = immediate(st)
    assert vps(st) == (0, 0, 0, 0)
    st, _ = immediate(own(st, 0, FERTILE2))
    assert st.seats[0].missions == ("fertile_lands",) and vps(st) == (1, 0, 0, 0)


# --- TS-10.3 once per player, several players at once, only the missions in play ---------------


@pytest.mark.rule("TS-10.3", "TS-10.5")
def test_a_mission_scores_once_per_player_and_for_several_players_at_once() -> None:
    st = board_game()
    st = give(give(st, 0, strike=3), 3, strike=5)
    st, events = immediate(st)
    assert vps(st) == (1, 0, 0, 1)  # both at the same check (TS-10.5)
    assert [e.args["seat"] for e in events] == [0, 3]
    st = give(st, 0, strike=6)
    st, events = immediate(st)  # still met: nothing more
    assert vps(st) == (1, 0, 0, 1) and events == []
    st, _ = immediate(give(st, 1, strike=3))  # a later player still scores it
    assert vps(st) == (1, 1, 0, 1)


@pytest.mark.rule("TS-2.20", "TS-10.3")
def test_only_the_missions_of_factions_in_play_are_used() -> None:
    st = board_game(("darkseed", "nomads", "boarlords"))  # no Cybersamurai: no Surgical Strike
    assert [m.key for m in goals.missions_in_play(st)] == ["infestation", "raid",
                                                           "fertile_lands"]
    st, _ = immediate(give(st, 0, strike=5))
    assert vps(st) == (0, 0, 0)


@pytest.mark.rule("TS-10.3", "TS-24.1")
def test_one_player_may_score_several_missions_at_one_check() -> None:
    st = own(board_game(), 2, FERTILE, FERTILE2)
    st, events = immediate(give(st, 2, strike=3))
    assert st.seats[2].vp == 2
    assert sorted(st.seats[2].missions) == ["fertile_lands", "surgical_strike"]
    assert kinds(events) == ["ts.mission_scored"] * 2


# --- the faction goals -----------------------------------------------------------------------


@pytest.mark.rule("TS-20.5", "TS-10.4")
def test_gps_mapping_one_zone_of_each_type() -> None:
    st = own(board_game(), 0, MOUNTAIN, FERTILE, (0, 0))  # the Moon centre is Tsukuyumi
    st, _ = immediate(st)
    assert st.seats[0].vp == 0  # no regular zone yet
    st, events = immediate(own(st, 0, OCEAN))
    assert st.seats[0].goal and st.seats[0].vp == 2
    assert events[-1].kind == "ts.goal_scored"
    assert events[-1].args == {"seat": 0, "goal": "gps_mapping", "vp": 2}


@pytest.mark.rule("TS-20.5")
def test_gps_mapping_regular_means_ocean_without_characteristic_and_four_zones() -> None:
    # A Tsukuyumi ocean is the Tsukuyumi zone but not a regular one; a radioactive ocean is
    # not regular either.
    st = own(board_game(), 0, MOUNTAIN, FERTILE, TSU_OCEAN, RADIO)
    st, _ = immediate(st)
    assert not st.seats[0].goal
    # one zone never fills two categories: an ocean Tsukuyumi zone + a regular ocean are needed
    st, _ = immediate(own(st, 0, OCEAN))
    assert st.seats[0].goal
    assert goals.one_of_each(st, (MOUNTAIN, FERTILE, TSU_OCEAN), ("mountain", "fertile",
                                                                 "tsukuyumi", "regular")) \
        is False


@pytest.mark.rule("TS-10.4", "TS-20.5")
def test_a_goal_scores_only_for_its_faction() -> None:
    st = own(board_game(), 3, MOUNTAIN, FERTILE, (0, 0), OCEAN)  # the Boarlords hold them all
    st = give(st, 0, conquered=(MOUNTAIN,) * 6, retaken=(OCEAN,) * 4)
    st = give(st, 3, conquered=OTHERS, retaken=OTHERS[:4])
    st, events = immediate(st)
    assert not any(s.goal for s in st.seats)
    assert "ts.goal_scored" not in kinds(events)


@pytest.mark.rule("TS-21.7")
def test_space_for_the_swarm_six_different_zones_conquered_this_round() -> None:
    st = board_game()
    st, _ = immediate(give(st, 1, conquered=OTHERS[:5] + (OTHERS[0],)))
    assert not st.seats[1].goal
    st, events = immediate(give(st, 1, conquered=OTHERS))
    assert st.seats[1].goal and st.seats[1].vp == 2
    assert events[-1].args["goal"] == "space_for_the_swarm"


@pytest.mark.rule("TS-22.6")
def test_regain_former_strength_four_different_zones_taken_from_other_markers() -> None:
    st = board_game()
    st, _ = immediate(give(st, 2, conquered=OTHERS, retaken=OTHERS[:3] + (OTHERS[0],)))
    assert not st.seats[2].goal
    st, events = immediate(give(st, 2, retaken=OTHERS[:4]))
    assert st.seats[2].goal and st.seats[2].vp == 2
    assert events[-1].args["goal"] == "regain_former_strength"


@pytest.mark.rule("TS-23.8", "TS-10.6")
def test_territorial_expansion_ten_zones_at_the_end_of_a_red_phase() -> None:
    zones = [MOUNTAIN, FERTILE, OCEAN, RADIO, TSU_OCEAN, *OTHERS[:4]]
    st = own(board_game(), 3, *zones)
    st2: list[Event] = []
    assert not goals.check_red(st, st2).seats[3].goal  # 9 zones
    st = own(st, 3, OTHERS[4])
    st, _ = immediate(st)
    assert not st.seats[3].goal  # not an immediate goal: only before the scoring (TS-10.6)
    events: list[Event] = []
    st = goals.check_red(st, events)
    assert st.seats[3].goal and st.seats[3].vp == 2
    assert events[0].args == {"seat": 3, "goal": "territorial_expansion", "vp": 2}


@pytest.mark.rule("TS-10.4")
def test_a_goal_scores_once() -> None:
    st = give(board_game(), 1, conquered=OTHERS)
    st, _ = immediate(st)
    assert st.seats[1].vp == 2
    st, events = immediate(give(st, 1, conquered=OTHERS + (OCEAN,)))
    assert st.seats[1].vp == 2 and events == []


@pytest.mark.rule("TS-10.5", "TS-10.4")
def test_several_goals_at_one_check() -> None:
    st = give(give(board_game(), 1, conquered=OTHERS), 2, retaken=OTHERS[:4])
    st, events = immediate(st)
    assert vps(st) == (0, 2, 2, 0)
    assert [e.args["seat"] for e in events] == [1, 2]


# --- when they are not used ------------------------------------------------------------------


def _everything_met(st: State) -> State:
    st = own(st, 0, MOUNTAIN, FERTILE, FERTILE2, (0, 0), OCEAN)
    return give(give(st, 0, strike=4), 1, conquered=OTHERS)


@pytest.mark.rule("TS-2.20")
def test_missions_and_goals_off_scores_nothing() -> None:
    st = _everything_met(board_game(FACTIONS3, options={"missions_and_goals": "off"}))
    st, events = immediate(st)
    st = goals.check_red(st, events)
    assert vps(st) == (0, 0, 0) and events == []
    assert goals.missions_in_play(st) == ()


@pytest.mark.rule("TS-12.4")
def test_exploration_has_missions_but_no_faction_goals() -> None:
    st = _everything_met(board_game(FACTIONS3, options={"board": "exploration_3p"}))
    st, events = immediate(st)
    assert not any(s.goal for s in st.seats)
    assert st.seats[0].missions == ("surgical_strike",)  # (no Boarlords: no Fertile Lands)
    assert "ts.goal_scored" not in kinds(events)


@pytest.mark.rule("TS-10.11", "TS-8.3")
def test_the_oni_earn_nothing() -> None:
    st = own(board_game(), ONI, FERTILE, FERTILE2, MOUNTAIN, OCEAN, (0, 0), *OTHERS)
    st, events = immediate(st)
    st = goals.check_red(st, events)
    assert vps(st) == (0, 0, 0, 0) and events == []


def test_the_hooks_are_registered_once() -> None:
    assert scoring.CHECKS.count(goals.check_immediate) == 1
    assert scoring.RED_CHECKS.count(goals.check_red) == 1
    assert scoring.TURN_END.count(goals.check_turn_end) == 1
