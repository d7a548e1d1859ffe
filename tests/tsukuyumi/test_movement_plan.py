"""The Movement action as a plan (TS-6.15, TS-5.23, TS-4.9): actions through `RULES.apply`,
on hand-made boards (`ts_builders`)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core import codec
from game.core.rules import Event, IllegalAction
from game.tsukuyumi import engine, geometry, movement
from game.tsukuyumi import movement_plan as mp
from game.tsukuyumi.actions import Action, parse_action
from game.tsukuyumi.engine import PromptHandler
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import Coord, Prompt, State, with_seat
from tests.tsukuyumi.ts_builders import board, disc, legal_set, move_state, play, where

BOARD = board(plain=disc(3))


def moves_of(st: State, uid: int) -> set[str]:
    return {t for t in legal_set(st) if t.startswith(f"move {uid} ")}


@pytest.mark.rule("TS-6.2", "TS-6.1", "TS-3.7", "TS-5.23")
def test_seed_example_remy_moves_some_units_one_zone_some_two_some_none() -> None:
    st = move_state(BOARD, [("private", 0, (0, 0))] * 7)
    st, _ = play(st, "move 3 0", "move 4 1", "move 5 5",  # three units 1 zone, apart
                 "move 6 3", "move 6 3 3", "move 7 2", "move 7 2 1", "go")
    assert where(st) == {1: (0, 0), 2: (0, 0), 3: (1, 0), 4: (1, -1), 5: (0, 1),
                         6: (-2, 0), 7: (1, -2)}
    assert st.pending == () and st.turn is not None and st.turn.left == ()
    assert st.turn.moved == (3, 4, 5, 6, 7)


@pytest.mark.rule("TS-6.15", "TS-5.23")
def test_the_plan_lists_one_step_more_or_less_per_unit() -> None:
    st = move_state(BOARD, [("private", 0, (0, 0)), ("private", 0, (1, 0)),
                            ("cs_2_1", 1, (0, 1))])
    assert moves_of(st, 1) == {f"move 1 {d}" for d in range(6)}
    assert not moves_of(st, 3)  # another seat's unit
    st, _ = play(st, "move 1 0")
    assert isinstance(mp.plan_of(st), mp.Plan)
    assert RULES.to_act(st) == (0,)
    assert moves_of(st, 1) == {f"move 1 0 {d}" for d in (0, 1, 2, 4, 5)}
    st, _ = play(st, "move 1 0 0")
    assert moves_of(st, 1) == {"move 1 0"}  # one step back; the allowance is spent
    assert {"unmove 1", "go", "cancel"} <= legal_set(st)
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, parse_action("move 2 0 0"))  # two steps at once
    st, _ = play(st, "unmove 1")
    assert "go" not in legal_set(st) and mp.plan_of(st) == mp.Plan(0, 2)


@pytest.mark.rule("TS-6.15")
def test_cancel_keeps_the_movement_action_and_go_uses_it() -> None:
    st = move_state(BOARD, [("private", 0, (0, 0))])
    after, _ = play(st, "move 1 0", "cancel")
    assert where(after) == where(st) and after.turn == st.turn and after.pending == ()
    assert moves_of(after, 1)
    done, _ = play(st, "move 1 0", "go")
    assert where(done)[1] == (1, 0) and done.turn is not None and done.turn.left == ()
    assert not moves_of(done, 1) and legal_set(done) == {"end"}


@pytest.mark.rule("TS-4.9")
def test_no_movement_after_a_combat_card_in_this_phase() -> None:
    st = move_state(BOARD, [("private", 0, (0, 0))], left=(("M", 2), ("C", 1)), fought=True)
    assert not moves_of(st, 1)
    with pytest.raises(IllegalAction) as exc:
        mp.code_apply(st, 0, Action("move", (1, 0)), [])
    assert exc.value.key == "ts.illegal.move_locked"


@pytest.mark.rule("TS-4.10", "TS-6.3")
def test_white_phase_movement_one_with_bonuses() -> None:
    st = move_state(BOARD, [("dog", 0, (0, 0))], phase="white", left=())
    assert not moves_of(st, 1)
    st, _ = play(st, "white 0")
    st, _ = play(st, "move 1 0", "move 1 0 0", "go")
    assert where(st)[1] == (2, 0) and st.turn is not None and st.turn.white == ("M",)


@pytest.mark.rule("TS-31.2", "TS-6.3")
def test_tailwind_lengthens_the_plan() -> None:
    st = move_state(BOARD, [("private", 0, (0, 0))], left=(("M", 1),))
    st = with_seat(st, 0, replace(st.seats[0], flags=("tailwind",)))
    st, _ = play(st, "move 1 0", "move 1 0 0", "go")
    assert where(st)[1] == (2, 0)


@pytest.mark.rule("TS-22.11")
def test_lt_dan_bonus_counts_where_units_start_the_action() -> None:
    st = move_state(BOARD, [("lt_dan", 0, (0, 0)), ("private", 0, (0, 0))],
                    left=(("M", 1),))
    # Lt Dan leaves first: the private still started the action in his zone.
    st, _ = play(st, "move 1 3", "move 1 3 3", "move 2 0", "move 2 0 0", "go")
    assert where(st) == {1: (-2, 0), 2: (2, 0)}


@pytest.mark.rule("TS-6.9", "TS-6.11", "TS-6.15")
def test_go_truncates_by_the_pass_through_checks() -> None:
    st = move_state(BOARD, [("private", 0, (-1, 0)), ("private", 0, (0, -1)),
                            ("cs_2_1", 1, (0, 0))])
    alone, _ = play(st, "move 1 0", "move 1 0 0")
    _, events = RULES.apply(alone, 0, Action("go"))
    assert Event("ts.move.stopped", {"seat": 0, "q": 0, "r": 0, "units": [1],
                                     "stack_kind": "private"}) in events
    assert where(play(alone, "go")[0])[1] == (0, 0)
    together, _ = play(alone, "move 2 5", "move 2 5 5", "go")
    assert where(together) == {1: (1, 0), 2: (0, 1), 3: (0, 0)}
    assert mp.plan_forecast(together) is None


@pytest.mark.rule("TS-23.10")
def test_each_tunnel_serves_one_unit_per_movement_action() -> None:
    brd = board(plain=disc(3), barriers=[((0, 0), 0)], tunnels=[((0, 0), 0)])
    st = move_state(brd, [("squeaker", 0, (0, 0)), ("squeaker", 0, (0, 0))],
                    factions=("boarlords", "nomads", "cyber"), left=(("M", 1),))
    assert "move 1 0" in moves_of(st, 1)
    st, _ = play(st, "move 1 0")
    assert "move 1 0 0" in moves_of(st, 1)  # the Tunnel is free
    assert "move 2 0" not in moves_of(st, 2)  # claimed: the barrier holds for the other
    freed, _ = play(st, "unmove 1")
    assert "move 2 0" in moves_of(freed, 2)
    st, _ = play(st, "move 1 0 0", "go")
    assert where(st) == {1: (2, 0), 2: (0, 0)}


@pytest.mark.rule("TS-23.10", "TS-42.9")
def test_routes_for_the_screen_leave_out_a_tunnel_another_path_claimed() -> None:
    """The reachable zones and the routes the table plans for a stack (a mouse pilot once
    sent a whole Boarlords stack at a claimed Tunnel: one unit went, the others were refused
    one by one) close a Tunnel another path of the plan claimed; open again once freed."""
    brd = board(plain=disc(3), barriers=[((0, 0), 0)], tunnels=[((0, 0), 0)])
    st = move_state(brd, [("squeaker", 0, (0, 0)), ("squeaker", 0, (0, 0))],
                    factions=("boarlords", "nomads", "cyber"), left=(("M", 1),))
    beyond = movement.step((0, 0), 0)
    assert movement.route(st, 2, beyond, 1) == (0,)
    st, _ = play(st, "move 1 0")
    plan = mp.plan_of(st)
    assert plan is not None and plan.taken(2) and not plan.taken(1)
    assert movement.route(st, 2, beyond, 1, plan.taken(2)) is None
    assert beyond not in movement.reachable(st, 2, 1, plan.taken(2))
    assert beyond in movement.reachable(st, 2, 1)  # what the screen used to light
    assert mp.route_actions(st, 2, beyond) == []
    assert [str(a) for a in mp.route_actions(st, 1, beyond)] == ["unmove 1", "move 1 0"]
    freed, _ = play(st, "unmove 1")
    assert [str(a) for a in mp.route_actions(freed, 2, beyond)] == ["move 2 0"]


@pytest.mark.rule("TS-23.10")
def test_a_claimed_tunnel_on_an_open_edge_is_an_ordinary_step() -> None:
    brd = board(plain=disc(3), tunnels=[((0, 0), 0)])
    st = move_state(brd, [("squeaker", 0, (0, 0)), ("squeaker", 0, (0, 0))],
                    factions=("boarlords", "nomads", "cyber"), left=(("M", 1),))
    st, _ = play(st, "move 1 0")
    assert "move 2 0" in moves_of(st, 2)
    st, _ = play(st, "move 2 0")
    assert "move 2 0 0" not in moves_of(st, 2) and "move 1 0 0" in moves_of(st, 1)


@pytest.mark.rule("TS-23.13")
def test_barricades_in_a_plan() -> None:
    brd = board(plain=disc(3), barricades=[((0, 0), 0)])
    st = move_state(brd, [("squeaker", 0, (0, 0)), ("private", 1, (0, 0))],
                    factions=("boarlords", "nomads", "cyber"))
    assert "move 1 0" in moves_of(st, 1)
    theirs = replace(st, turn=replace(st.turn, seat=1))
    assert "move 2 0" not in moves_of_seat(theirs, 1, 2)


def moves_of_seat(st: State, seat: int, uid: int) -> set[str]:
    return {t for t in legal_set(st, seat) if t.startswith(f"move {uid} ")}


@pytest.mark.rule("TS-20.8")
def test_no_entry_zones_are_refused_in_a_plan() -> None:
    from game.tsukuyumi.state import ZoneMarks, with_marks

    st = move_state(BOARD, [("private", 0, (0, 0))])
    st = with_marks(st, ZoneMarks((1, 0), no_entry=1))
    assert "move 1 0" not in moves_of(st, 1)
    with pytest.raises(IllegalAction) as exc:
        mp.code_apply(st, 0, Action("move", (1, 0)), [])
    assert exc.value.key == "ts.illegal.move_no_entry"


@pytest.mark.rule("TS-6.12")
def test_mountain_stop_in_a_plan_and_the_flag() -> None:
    brd = board(plain=disc(3), mountains=[(1, 0)])
    st, _ = play(move_state(brd, [("private", 0, (0, 0))]), "move 1 0")
    assert not any(t.startswith("move 1 0 ") for t in legal_set(st))
    st, _ = play(move_state(brd, [("private", 0, (0, 0))],
                            options={"mountain_penalty": "none"}), "move 1 0")
    assert "move 1 0 0" in legal_set(st)


# --- entry effects that ask for a decision (TS-6.7, TS-6.15 (3)) -------------------------------

TRAP: Coord = (0, 0)


@pytest.fixture
def trap():
    """An entry effect on TRAP asking seat 1 which entering unit to destroy."""
    def effect(st: State, uids: tuple[int, ...], to: Coord, active: int,
               events: list[Event]) -> State:
        if to != TRAP:
            return st
        return engine.push(st, Prompt(1, "test_trap", uids))

    def legal(st: State, prompt: Prompt) -> list[Action]:
        return [Action("unmove", (uid,)) for uid in prompt.data]

    def apply(st: State, prompt: Prompt, action: Action, events: list[Event]) -> State:
        st = replace(st, units=tuple(u for u in st.units if u.uid != action.args[0]))
        return engine.pop(st)

    geometry.ENTRY_EFFECTS.append(effect)
    engine.register_prompt("test_trap", PromptHandler(legal, apply))
    yield
    geometry.ENTRY_EFFECTS.remove(effect)
    del engine.PROMPTS["test_trap"]


@pytest.mark.rule("TS-6.7", "TS-6.15")
def test_movement_pauses_for_an_entry_decision_and_resumes(trap) -> None:
    st = move_state(BOARD, [("private", 0, (-1, 0)), ("private", 0, (0, -1)),
                            ("private", 0, (2, 0)), ("cs_2_1", 1, (1, 1))])
    st, _ = play(st, "move 1 0", "move 1 0 0", "move 2 5", "move 2 5 5",
                 "move 3 1", "move 3 1 3", "go")
    # Step 1: units 1 and 2 enter the trap together; unit 3's first step waits its turn.
    assert [p.kind for p in st.pending] == [mp.STEPS, "test_trap"]
    assert RULES.to_act(st) == (1,) and legal_set(st, 1) == {"unmove 1", "unmove 2"}
    assert where(st)[1] == TRAP and where(st)[2] == TRAP and where(st)[3] == (2, 0)
    codec_round_trip(st)
    st, events = RULES.apply(st, 1, Action("unmove", (1,)))
    assert st.pending == ()
    assert where(st) == {2: (0, 1), 3: (2, -1), 4: (1, 1)}  # unit 1 is gone
    assert Event("ts.move.step", {"seat": 0, "units": [2], "q": 0, "r": 1,
                                  "stack_kind": "private"}) in events


@pytest.mark.rule("TS-6.7")
def test_a_unit_walking_into_a_decision_later_pauses_again(trap) -> None:
    st = move_state(BOARD, [("private", 0, (-2, 0)), ("private", 0, (0, 2))])
    st, _ = play(st, "move 1 0", "move 1 0 0", "move 2 2", "go")
    assert [p.kind for p in st.pending] == [mp.STEPS, "test_trap"]  # unit 1 at step 2
    st, _ = play(st, "unmove 1", seat=1)
    assert st.pending == () and where(st) == {2: (0, 1)}


def codec_round_trip(st: State) -> None:
    assert codec.decode(State, codec.encode(st)) == st


@pytest.mark.rule("TS-6.15")
def test_plan_and_continuation_survive_json() -> None:
    st = move_state(board(plain=disc(3), tunnels=[((0, 0), 0)]),
                    [("squeaker", 0, (0, 0)), ("squeaker", 0, (0, 0))],
                    factions=("boarlords", "nomads", "cyber"))
    st, _ = play(st, "move 1 0", "move 2 3", "move 1 0 1")
    plan = mp.plan_of(st)
    assert plan is not None and plan.paths[0][2]  # a claimed tunnel
    codec_round_trip(st)
    assert mp.unpack(codec.decode(State, codec.encode(st)).pending[-1]) == plan


@pytest.mark.rule("TS-6.15")
def test_illegal_plan_actions_raise_and_change_nothing() -> None:
    st, _ = play(move_state(BOARD, [("private", 0, (0, 0)), ("private", 1, (1, 0))]), "move 1 0")
    prompt = st.pending[-1]
    for action, key in ((Action("move", (1, 0, 0, 0)), "ts.illegal.move_one_step"),
                        (Action("move", (2, 3)), "ts.illegal.move_unit"),
                        (Action("move", (1, 0, 3)), "ts.illegal.move_loop"),
                        (Action("unmove", (9,)), "ts.illegal.move_no_path")):
        with pytest.raises(IllegalAction) as exc:
            mp.plan_apply(st, prompt, action, [])
        assert exc.value.key == key
        with pytest.raises(IllegalAction):
            RULES.apply(st, 0, action)
    empty, _ = play(st, "unmove 1")
    with pytest.raises(IllegalAction) as exc:
        mp.plan_apply(empty, empty.pending[-1], Action("go"), [])
    assert exc.value.key == "ts.illegal.move_empty"


@pytest.mark.rule("TS-6.15")
def test_the_legal_list_stays_small() -> None:
    units = [("hunter", 0, p) for p in disc(2)]
    st = move_state(BOARD, units, left=(("M", 2),))
    assert len(legal_set(st)) <= 6 * len(units) + 1
    st, _ = play(st, *(f"move {i + 1} 0" for i in range(len(units)) if (i + 1) not in (4, 11)))
    assert len(legal_set(st)) <= 8 * len(units) + 2


@pytest.mark.rule("TS-6.15")
def test_start_plan_for_events_restricts_units_and_uses_no_icon() -> None:
    st = move_state(BOARD, [("private", 0, (0, 0)), ("private", 0, (1, 0))], left=())
    events: list[Event] = []
    st = mp.start_plan(st, 0, 2, events, code="", units=(2,))
    assert not moves_of(st, 1) and moves_of(st, 2)
    st, _ = play(st, "move 2 0", "move 2 0 0", "go")
    assert where(st) == {1: (0, 0), 2: (3, 0)} and st.turn is not None


@pytest.mark.rule("TS-6.16", "TS-6.17")
def test_one_zone_moves_of_several_units() -> None:
    st = move_state(board(plain=disc(2), barriers=[((1, 0), d) for d in range(6)]),
                    [("private", 0, (0, 0)), ("private", 0, (-1, 0)), ("private", 0, (1, 0)),
                     ("cs_2_1", 1, (0, 1))])
    walled = st.units[2]
    assert mp.one_zone_destinations(st, walled) == ()  # a forced move leaves it in place
    st2 = mp.move_units_one_zone(st, 0, [(1, (0, 1)), (2, (-1, 1))], [])
    assert where(st2) == {1: (0, 1), 2: (-1, 1), 3: (1, 0), 4: (0, 1)}
    with pytest.raises(IllegalAction):
        mp.move_units_one_zone(st, 0, [(3, (2, 0))], [])


def test_route_actions_plan_a_cheapest_route() -> None:
    st, _ = play(move_state(board(plain=disc(3), barriers=[((0, 0), 0)]),
                            [("private", 0, (0, 0))]), "move 1 3")
    acts = mp.route_actions(st, 1, (1, 0))
    assert [str(a) for a in acts] == ["unmove 1", "move 1 1", "move 1 1 5"]
    st, _ = play(st, *(str(a) for a in acts), "go")
    assert where(st)[1] == (1, 0)
