"""Setting up (TS-2): factions, the Moon's Oni, the hands, the initiative order, the per-seat
steps, starting territories (with the seed example TS-2.18), starting units, missions and
goals announced."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from game.core.rules import Event
from game.tsukuyumi import cards, data, setup
from game.tsukuyumi.actions import Action
from game.tsukuyumi.board import MOON_POSITIONS, edge_between, neighbours, place_edge_marker
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import State, ZoneMarks, marks_at, with_marks
from tests.tsukuyumi.ts_builders import kinds, own, put
from tests.tsukuyumi.ts_builders_goals import game, typed_zone

# --- TS-2.1, TS-2.10 factions and the initiative order ------------------------------------------


@pytest.mark.rule("TS-2.1", "TS-2.10")
def test_factions_chosen_in_seat_order_each_at_most_once() -> None:
    st = setup.initial_state(1, 3, {})
    assert st.phase == "faction" and RULES.to_act(st) == (0,)
    assert len(setup.setup_actions(st, 0)) == 4
    st, _ = RULES.apply(st, 0, Action("faction", (3,)))  # the Boarlords
    assert RULES.to_act(st) == (1,)
    offered = {data.FACTIONS[a.args[0]].key for a in RULES.legal_actions(st, 1)}
    assert offered == {"cyber", "darkseed", "nomads"}
    st, _ = RULES.apply(st, 1, Action("faction", (0,)))  # the Cybersamurai
    st, events = RULES.apply(st, 2, Action("faction", (2,)))  # the Nomads
    # TS-2.10: by faction number, Cybersamurai 1 < Nomads 8 < Boarlords 10
    assert st.initiative == (1, 2, 0)
    assert "ts.initiative_set" in kinds(events)


@pytest.mark.rule("TS-2.1", "TS-2.10")
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_factions_dealt_at_random_are_distinct_and_ordered_by_number(seed: int) -> None:
    st = setup.initial_state(seed, 4, {"factions": "random"})
    assert sorted(s.faction for s in st.seats) == sorted(data.FACTION_BY_KEY)
    numbers = [data.FACTION_BY_KEY[st.seats[s].faction].number for s in st.initiative]
    assert numbers == [1, 2, 8, 10]
    assert st.phase == "start" and st.setup_seat == st.initiative[0]


# --- TS-2.2, TS-2.3 the Moon's Oni ----------------------------------------------------------


@pytest.mark.rule("TS-2.2")
def test_one_oni_on_each_moon_zone_the_rest_in_reserve() -> None:
    st = setup.initial_state(5, 3, {})
    oni = [u for u in st.units if u.owner == -1]
    assert sorted(u.at for u in oni) == sorted(MOON_POSITIONS)
    counts = Counter([u.kind for u in oni] + list(st.oni_reserve))
    assert counts == {"small_oni": 9, "medium_oni": 7, "large_oni": 5}


@pytest.mark.rule("TS-2.3")
def test_eighteen_oni_remove_one_of_each_size() -> None:
    st = setup.initial_state(5, 3, {"oni_count": 18})
    counts = Counter([u.kind for u in st.units] + list(st.oni_reserve))
    assert counts == {"small_oni": 8, "medium_oni": 6, "large_oni": 4}
    assert len(st.units) == 7 and len(st.oni_reserve) == 11


@pytest.mark.rule("TS-2.2", "TS-42.12")
def test_the_moon_draw_comes_from_the_seed() -> None:
    a, b = setup.initial_state(9, 3, {}), setup.initial_state(9, 3, {})
    assert a.units == b.units and a.oni_reserve == b.oni_reserve
    draws = {tuple(u.kind for u in setup.initial_state(s, 3, {}).units) for s in range(8)}
    assert len(draws) > 1


# --- TS-2.9 the hands -----------------------------------------------------------------------


@pytest.mark.rule("TS-2.9")
def test_six_action_cards_each_the_rest_unused() -> None:
    st = setup.initial_state(3, 4, {})
    hands = [s.hand for s in st.seats]
    assert all(len(h) == 6 and len(set(h)) == 6 for h in hands)
    dealt = [c for h in hands for c in h]
    assert len(set(dealt)) == 24
    assert set(dealt) <= {setup.card_number(k) for k in cards.ACTION_CARDS}
    assert RULES.view(st, 0).seats[1].hand is None  # dealt face down


# --- TS-2.13 each seat's steps in initiative order --------------------------------------------


@pytest.mark.rule("TS-2.13", "TS-2.20")
def test_each_seat_completes_its_steps_before_the_next_in_initiative_order() -> None:
    st = setup.initial_state(2, 3, {"factions": "random"})
    order = st.initiative
    steps: list[tuple[int, str]] = []
    events: list[Event] = []
    while st.phase in ("start", "territory", "deploy"):
        who = st.setup_seat
        if not steps or steps[-1] != (who, st.phase):
            steps.append((who, st.phase))
        legal = RULES.legal_actions(st, who)
        pick = next((a for a in legal if a.kind in ("ready", "egg")), legal[0])
        if st.phase == "start":  # a start zone with room for starting territories
            pick = next(a for a in legal if RULES.apply(st, who, a)[0].phase == "territory")
        st, more = RULES.apply(st, who, pick)
        events += more
    assert [s for s, _ in steps[::3]] == list(order)
    assert [p for _, p in steps] == ["start", "territory", "deploy"] * 3
    assert st.phase == "draft" and st.round == 1
    assert "ts.missions_in_play" in kinds(events)  # TS-2.20 before the first draft
    announced = [e.args["seat"] for e in events if e.kind == "ts.goal_announced"]
    assert announced == list(order)  # each as it finishes its steps
    readies = [i for i, e in enumerate(events) if e.kind == "ts.ready"]
    goals_ = [i for i, e in enumerate(events) if e.kind == "ts.goal_announced"]
    assert all(r < g for r, g in zip(readies, goals_, strict=True))
    assert all(g < r for g, r in zip(goals_, readies[1:], strict=False))


@pytest.mark.rule("TS-2.14")
@pytest.mark.parametrize(("seed", "seats"), [(3, 3), (8, 4)])
def test_start_zones_are_offered_only_next_to_the_board(seed: int, seats: int) -> None:
    # A hex touching only another start zone is off the board (TS-2.14 DECISION): seed 3's
    # first start zone at (-3, -1) used to open (-4, -1), (-4, 0) and (-3, -2) to the next seat.
    st = setup.initial_state(seed, seats, {"factions": "random"})
    offered = 0
    while st.phase in ("start", "territory", "deploy"):
        who = st.setup_seat
        legal = RULES.legal_actions(st, who)
        if st.phase == "start":
            for a in legal:
                if a.kind != "start":
                    continue
                around = [st.board.index.get(n) for n in neighbours(tuple(a.args))]
                assert any(z is not None and z.kind != "start" for z in around), a
                offered += 1
            # the spot nearest the outside of the board: beside the start zones placed so far
            pick = max(legal, key=lambda a: abs(a.args[0]) + abs(a.args[1]) if a.kind == "start"
                       else -1)
        else:
            pick = next((a for a in legal if a.kind in ("ready", "egg")), legal[0])
        st, _ = RULES.apply(st, who, pick)
    assert offered > 40


# --- TS-2.17, TS-2.18 starting territories ---------------------------------------------------

# The seed's figure, rebuilt: the Nomads' start zone S touches A1, A2, A3 and B2; barriers lie
# between S and B2 and between A2 and B2, not between A1 and B2; B1 touches only B2.
S, A1, A2, A3, B2, B1 = (-1, 0), (0, -1), (-1, 1), (-2, 1), (0, 0), (1, 0)


def seed_example() -> State:
    st = game(("nomads", "cyber", "darkseed"), [typed_zone(p) for p in (A1, A2, A3, B2, B1)],
              starts={0: S}, moon=False, phase="territory")
    board = place_edge_marker(st.board, "barrier", edge_between(S, B2))
    board = place_edge_marker(board, "barrier", edge_between(A2, B2))
    return replace(st, board=board, setup_seat=0, setup_left=3, phase_order=(), turn=None)


def territories(st: State) -> set[tuple[int, int]]:
    return {(a.args[0], a.args[1]) for a in RULES.legal_actions(st, 0)}


@pytest.mark.rule("TS-2.18", "TS-2.17")
def test_seed_example_starting_territories_of_the_nomads() -> None:
    st = seed_example()
    assert territories(st) == {A1, A2, A3}  # B2 not from the start zone (barrier)
    via_a2, _ = RULES.apply(st, 0, Action("territory", A2))
    assert B2 not in territories(via_a2)  # nor from A2 (barrier)
    st, _ = RULES.apply(st, 0, Action("territory", A1))
    assert B2 in territories(st)  # but from A1
    assert B1 not in territories(st)
    st, _ = RULES.apply(st, 0, Action("territory", B2))
    assert B1 in territories(st)  # with B2 taken, B1 too
    st, events = RULES.apply(st, 0, Action("territory", B1))
    assert {m.at for m in st.marks if m.owner == 0} == {A1, B2, B1}
    assert st.phase == "deploy"  # three markers placed
    assert kinds(events) == ["ts.territory"]


@pytest.mark.rule("TS-2.17")
def test_starting_territories_ignore_characteristics_mountains_and_other_markers() -> None:
    start = (3, -1)
    zones = [typed_zone((2, -1), "mountain", "radioactive"), typed_zone((2, 0), "fertile"),
             typed_zone((3, -2), "ocean", "unstable"), typed_zone((4, -2)), typed_zone((4, -1))]
    st = game(("cyber", "darkseed", "nomads"), zones, starts={0: start}, phase="territory")
    st = replace(st, setup_seat=0, setup_left=3, phase_order=(), turn=None)
    st = with_marks(st, ZoneMarks((2, 0), eggs=2, mines=1))  # other markers do not prevent it
    st = own(st, 1, (4, -2))  # an opponent's zone cannot be taken
    assert territories(st) == {(2, -1), (2, 0), (3, -2), (4, -1)}
    moon = game(("cyber", "darkseed", "nomads"), [], starts={0: (2, -1)}, phase="territory")
    moon = replace(moon, setup_seat=0, setup_left=3, phase_order=(), turn=None)
    assert territories(moon) == set()  # only moon zones around: never taken this way


@pytest.mark.rule("TS-2.17")
def test_no_territory_left_ends_the_step_early() -> None:
    st = seed_example()
    for at in (A3, A2):
        st, _ = RULES.apply(st, 0, Action("territory", at))
    assert st.phase == "territory"
    small = game(("nomads", "cyber", "darkseed"), [typed_zone(A3)], starts={0: S}, moon=False,
                 phase="territory")
    small = replace(small, setup_seat=0, setup_left=3, phase_order=(), turn=None)
    small, _ = RULES.apply(small, 0, Action("territory", A3))
    assert small.phase == "deploy" and small.setup_left == 2


# --- TS-2.19 starting units -------------------------------------------------------------------


@pytest.mark.rule("TS-2.19")
def test_starting_units_go_to_the_start_zone_or_a_starting_territory() -> None:
    st = own(seed_example(), 0, A1, B2)
    st = put(put(put(st, 0, S), 0, A1), 1, A3)
    st = replace(st, phase="deploy")
    legal = RULES.legal_actions(st, 0)
    spots = {(a.args[1], a.args[2]) for a in legal if a.kind == "deploy"}
    assert spots == {S, A1, B2}
    assert all(a.args[0] in (1, 2) for a in legal if a.kind == "deploy")  # own units only
    assert Action("ready") in legal
    st, _ = RULES.apply(st, 0, Action("deploy", (1, *B2)))
    assert [u.at for u in st.units if u.uid == 1] == [B2]


@pytest.mark.rule("TS-2.19", "TS-21.14")
def test_the_nest_lays_its_eggs_first_and_is_never_stuck_without_territories() -> None:
    st = game(("darkseed", "cyber", "nomads"), [typed_zone(A1)], starts={0: S}, moon=False,
              phase="deploy")
    st = replace(st, setup_seat=0, phase_order=(), turn=None)
    assert RULES.legal_actions(st, 0) == (Action("ready"),)  # no territory for its Eggs
    st = own(st, 0, A1)
    assert RULES.legal_actions(st, 0) == (Action("egg", A1),)
    st, _ = RULES.apply(st, 0, Action("egg", A1))
    st, _ = RULES.apply(st, 0, Action("egg", A1))
    assert marks_at(st, A1).eggs == 2 and Action("ready") in RULES.legal_actions(st, 0)


# --- TS-2.20 missions and goals announced ------------------------------------------------------


def _announce(options: dict[str, str]) -> list[Event]:
    from game.tsukuyumi import goals

    st = game(("cyber", "nomads", "boarlords"), options=options)
    events: list[Event] = []
    goals.announce(st, events)
    for who in st.initiative:
        goals.announce_goal(st, who, events)
    return events


@pytest.mark.rule("TS-2.20")
def test_missions_laid_out_and_goals_announced() -> None:
    events = _announce({})
    assert events[0].args == {"mission": "surgical_strike/raid/fertile_lands"}
    assert [(e.args["seat"], e.args["goal"]) for e in events[1:]] == [
        (0, "gps_mapping"), (1, "regain_former_strength"), (2, "territorial_expansion")]


@pytest.mark.rule("TS-2.20", "TS-12.4")
def test_nothing_announced_when_off_and_no_goals_in_exploration() -> None:
    assert _announce({"missions_and_goals": "off"}) == []
    assert kinds(_announce({"board": "exploration_3p"})) == ["ts.missions_in_play"]
