"""Game lengths (TS-0.4, TS-11.2, TS-11.4) and Suprématie (TS-11.5, TS-11.6)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rules import Event
from game.tsukuyumi import round as rounds
from game.tsukuyumi import scoring, setup
from game.tsukuyumi.state import OVER, State
from tests.tsukuyumi.ts_builders import give, kinds, own, play_random
from tests.tsukuyumi.ts_builders_goals import game, typed_zone

FERTILE, FERTILE2, OCEAN = (2, -1), (2, -2), (2, 0)
SUPREMACY = {"length": "supremacy", "supremacy": 10}


def base(**kw: object) -> State:
    zones = (typed_zone(FERTILE, "fertile"), typed_zone(FERTILE2, "fertile"), typed_zone(OCEAN))
    return game(("cyber", "darkseed", "boarlords"), zones, **kw)  # type: ignore[arg-type]


# --- lengths -------------------------------------------------------------------------------


@pytest.mark.rule("TS-11.2", "TS-0.4", "TS-11.4")
@pytest.mark.parametrize(("length", "rounds_"),
                         [("quick", 3), ("standard", 4), ("epic", 5), ("supremacy", 6)])
def test_number_of_rounds_per_length(length: str, rounds_: int) -> None:
    assert rounds.last_round(base(options={"length": length})) == rounds_


@pytest.mark.rule("TS-11.2", "TS-11.4", "TS-3.4")
@pytest.mark.parametrize(("length", "hands"), [("quick", [6, 5, 4]), ("epic", [6, 5, 4, 3, 2])])
def test_a_whole_game_has_its_rounds_and_hands_shrink_from_six(length: str,
                                                                hands: list[int]) -> None:
    opts = {"factions": "random", "length": length}
    st = setup.initial_state(3, 3, opts)
    seen: dict[int, list[int]] = {}

    def watch(s: State) -> None:
        if s.phase == "draft" and not any(x.pick for x in s.seats):
            seen.setdefault(s.round, [len(x.hand) for x in s.seats])

    end = play_random(st, seed=5, watch=watch)
    assert end.phase == OVER and end.round == len(hands)
    assert [sizes[0] for _, sizes in sorted(seen.items())] == hands
    assert all(len(set(sizes)) == 1 for sizes in seen.values())
    assert len(end.played) == 3 * len(hands)  # TS-3.5: every pick discarded for good


# --- Suprématie --------------------------------------------------------------------------------


@pytest.mark.rule("TS-11.5")
def test_supremacy_first_to_the_target_wins_at_once_end_vp_counted_live() -> None:
    st = own(base(options=SUPREMACY), 2, FERTILE)  # 2 zone VP, third on initiative
    st = give(st, 2, vp=7)
    events: list[Event] = []
    assert scoring.run_checks(st, events).phase != OVER  # 9 VP
    st = own(st, 2, OCEAN)
    events = []
    done = scoring.run_checks(st, events)
    assert done.phase == OVER and done.winners == (2,)
    assert kinds(events) == ["ts.supremacy", "ts.final"]
    assert events[0].args == {"seat": 2, "vp": 10, "target": 10}


@pytest.mark.rule("TS-11.5", "TS-10.5")
def test_supremacy_reached_through_a_mission_at_the_same_check() -> None:
    st = own(base(options=SUPREMACY), 2, FERTILE, FERTILE2)  # 4 VP; Fertile Lands met
    st = give(st, 2, vp=5)
    events: list[Event] = []
    done = scoring.run_checks(st, events)
    assert kinds(events) == ["ts.mission_scored", "ts.supremacy", "ts.final"]
    assert done.winners == (2,) and done.final[2] == 10


@pytest.mark.rule("TS-11.6")
def test_supremacy_simultaneous_highest_total_then_initiative() -> None:
    st = give(give(base(options=SUPREMACY), 1, vp=10), 2, vp=11)  # 11 and 11: seat 1 first
    events: list[Event] = []
    assert scoring.run_checks(st, events).winners == (1,)
    st = give(st, 2, vp=12)  # 11 and 12
    assert scoring.run_checks(st, []).winners == (2,)


@pytest.mark.rule("TS-11.5")
def test_supremacy_only_with_that_length() -> None:
    st = give(base(), 0, vp=50)
    assert scoring.run_checks(st, []).phase != OVER


@pytest.mark.rule("TS-11.5", "TS-10.2")
def test_supremacy_reached_by_the_moon_at_a_round_end() -> None:
    st = give(own(base(options=SUPREMACY), 2, (0, 0), FERTILE, FERTILE2), 2, vp=4)  # 9
    events: list[Event] = []
    st = scoring.end_round(st, events)
    assert st.phase == OVER and st.winners == (2,) and "ts.supremacy" in kinds(events)


@pytest.mark.rule("TS-11.6")
def test_supremacy_nobody_reaches_it_the_game_ends_after_round_six() -> None:
    st = base(options={"length": "supremacy", "supremacy": 40}, round_=5)
    events: list[Event] = []
    st = scoring.end_round(st, events)
    assert st.phase == "draft" and st.round == 6
    st = replace(st, phase="red")
    events = []
    st = scoring.end_round(st, events)
    assert st.phase == OVER and "ts.supremacy" not in kinds(events)
    assert st.winners == (scoring.ranking(st)[0],)
