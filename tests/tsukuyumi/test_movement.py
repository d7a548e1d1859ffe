"""Movement helpers (TS-6): allowances, legal steps and paths, reachable zones, on hand-made
boards (`ts_builders`). The plan and its execution are in `test_movement_plan.py`."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.tsukuyumi import data
from game.tsukuyumi import movement as mv
from game.tsukuyumi.board import edge_between, holes, neighbours
from game.tsukuyumi.state import Turn, ZoneMarks, unit_by_id, with_marks, with_seat
from tests.tsukuyumi.ts_builders import board, disc, move_state

# The seed's movement illustration (TS-6.6), rebuilt: A3 in the middle; A1 east of it, walled
# on every side but A3's; a barrier between A3 and B1 (north); B2 a hole with A4 north of it
# and B4 south of it, so that A4 and B4 share no other neighbour.
A3, A1, A2, B1, A4 = (0, 0), (1, 0), (1, -1), (0, -1), (-1, 1)
B2, B4 = (-1, 2), (-1, 3)
SEED_ZONES = [p for p in disc(2) if p != B2] + [B4, (-2, 3)]
SEED_BARRIERS = [(A3, 2)] + [(A1, d) for d in (0, 1, 2, 4, 5)]


def seed_board():
    return board(plain=SEED_ZONES, barriers=SEED_BARRIERS)


# --- allowance (TS-6.3, TS-3.7, TS-5.23, TS-6.14) ---------------------------------------------


@pytest.mark.rule("TS-6.3", "TS-3.7", "TS-5.23", "TS-22.1", "TS-21.1")
def test_allowance_is_the_value_plus_dog_hunter_and_wasp_bonuses() -> None:
    st = move_state(board(plain=disc(1)), [("private", 0, (0, 0)), ("dog", 0, (0, 0)),
                                           ("hunter", 0, (0, 0)), ("wasp", 2, (1, 0))])
    private, dog, hunter, wasp = st.units
    assert [mv.allowance(st, u, 2) for u in (private, dog, hunter, wasp)] == [2, 3, 3, 3]
    assert [mv.allowance(st, u, 1) for u in (private, dog, hunter, wasp)] == [1, 2, 2, 2]


@pytest.mark.rule("TS-22.11", "TS-6.3")
def test_lt_dan_gives_plus_one_to_own_units_starting_in_his_zone() -> None:
    st = move_state(board(plain=disc(2)), [
        ("lt_dan", 0, (0, 0)), ("private", 0, (0, 0)), ("dog", 0, (0, 0)),
        ("private", 0, (1, 0)), ("cs_2_1", 1, (0, 0))])
    dan, with_him, dog, away, enemy = st.units
    assert mv.allowance(st, dan, 2) == 3  # Lt Dan included
    assert mv.allowance(st, with_him, 2) == 3
    assert mv.allowance(st, dog, 1) == 3  # bonuses add up
    assert mv.allowance(st, away, 2) == 2
    assert mv.allowance(st, enemy, 2) == 2  # only his own faction's units


@pytest.mark.rule("TS-20.6", "TS-6.3")
def test_neural_link_adds_one_for_cyberoids_and_the_shogun() -> None:
    st = move_state(board(plain=disc(1)), [("cyberoid", 0, (0, 0)), ("shogun", 0, (0, 0)),
                                           ("cs_2_1", 0, (0, 0))],
                    factions=("cyber", "nomads", "darkseed"))
    assert [mv.allowance(st, u, 1) for u in st.units] == [1, 1, 1]
    for name in ("neural_link", "U7"):
        linked = with_seat(st, 0, replace(st.seats[0], uplinks=(name,)))
        assert [mv.allowance(linked, u, 1) for u in linked.units] == [2, 2, 1]


@pytest.mark.rule("TS-31.2", "TS-6.3")
def test_tailwind_adds_one_to_every_movement_action_this_round() -> None:
    st = move_state(board(plain=disc(1)), [("private", 0, (0, 0)), ("private", 1, (0, 0))])
    st = with_seat(st, 0, replace(st.seats[0], flags=("tailwind",)))
    assert mv.allowance(st, st.units[0], 1) == 2
    assert mv.allowance(st, st.units[0], 2) == 3
    assert mv.allowance(st, st.units[1], 1) == 1


@pytest.mark.rule("TS-6.14")
def test_a_massive_unit_moves_at_most_one_zone_per_phase(monkeypatch) -> None:
    spec = data.UNIT_BY_KEY["hunter"]
    monkeypatch.setitem(data.UNIT_BY_KEY, "hunter", replace(spec, abilities=("massive",
                                                                            "move_bonus:1")))
    st = move_state(board(plain=disc(2)), [("hunter", 0, (0, 0))])
    st = with_seat(st, 0, replace(st.seats[0], flags=("tailwind",)))
    assert mv.allowance(st, st.units[0], 2) == 1
    moved = replace(st, turn=Turn(0, left=(("M", 2),), moved=(1,)))
    assert mv.allowance(moved, moved.units[0], 2) == 0
    assert not any(spec.has("massive") for spec in data.UNIT_BY_KEY.values()
                   if spec.key != "hunter")  # DECISION: no base unit is Massive


# --- the seed's examples and the basic step rules (TS-6.4–6.6) --------------------------------


@pytest.mark.rule("TS-6.6", "TS-6.5")
def test_seed_example_units_in_a3_go_anywhere_adjacent_but_b1() -> None:
    st = move_state(seed_board(), [("private", 0, A3)])
    near = mv.reachable(st, 1, 1)
    assert B1 not in near
    assert set(near) == {A1, A2, (-1, 0), A4, (0, 1)}


@pytest.mark.rule("TS-6.6", "TS-6.5")
def test_seed_example_a1_is_entered_and_left_only_through_a3() -> None:
    st = move_state(seed_board(), [("private", 0, A1)] +
                    [("private", 0, p) for p in ((2, 0), (2, -1), A2, (0, 1), (1, 1))])
    assert set(mv.reachable(st, 1, 1)) == {A3}
    assert all(p == A3 or p in neighbours(A3) for p in mv.reachable(st, 1, 2))
    for u in st.units[1:]:  # its other neighbours cannot step into it
        assert A1 not in mv.reachable(st, u.uid, 1)


@pytest.mark.rule("TS-6.6", "TS-6.4")
def test_seed_example_a4_cannot_reach_b4_through_the_hole_b2() -> None:
    st = move_state(seed_board(), [("private", 0, A4), ("attack_drone", 1, A4)])
    assert B2 in holes(st.board)
    assert B4 not in mv.reachable(st, 1, 2)
    assert B4 not in mv.reachable(st, 2, 2)  # flying does not jump a hole either (TS-6.13)
    assert mv.check_path(st, st.units[0], (5, 5), 2).error == "ts.illegal.move_off_board"
    assert mv.reachable(st, 1, 3)[B4] == 3  # the long way round, over zones


@pytest.mark.rule("TS-6.4")
def test_units_never_leave_the_board() -> None:
    st = move_state(board(plain=disc(1)), [("private", 0, (1, 0))])
    assert set(mv.reachable(st, 1, 3)) == set(disc(1)) - {(1, 0)}
    assert mv.check_path(st, st.units[0], (0,), 1).error == "ts.illegal.move_off_board"


@pytest.mark.rule("TS-6.5", "TS-6.13")
def test_barriers_block_both_ways_but_flying_units_pass_over() -> None:
    st = move_state(board(plain=disc(2), barriers=[((0, 0), 0)]),
                    [("private", 0, (0, 0)), ("private", 0, (1, 0)), ("wasp", 2, (0, 0))],
                    factions=("nomads", "cyber", "darkseed"))
    assert mv.check_path(st, st.units[0], (0,), 2).error == "ts.illegal.move_blocked"
    assert mv.check_path(st, st.units[1], (3,), 2).error == "ts.illegal.move_blocked"
    assert mv.reachable(st, 1, 2)[(1, 0)] == 2  # round the barrier
    assert mv.reachable(st, 3, 1)[(1, 0)] == 1  # the Wasp flies over it


@pytest.mark.rule("TS-21.3", "TS-6.13")
def test_all_flying_flag_lets_every_unit_of_the_seat_fly() -> None:
    st = move_state(board(plain=disc(2), barriers=[((0, 0), 0)]), [("warrior", 0, (0, 0))],
                    factions=("darkseed", "cyber", "nomads"))
    assert (1, 0) not in mv.reachable(st, 1, 1)
    flying = with_seat(st, 0, replace(st.seats[0], flags=("all_flying",)))
    assert (1, 0) in mv.reachable(flying, 1, 1)
    assert mv.ignores_enemies(flying, flying.units[0])


@pytest.mark.rule("TS-23.13", "TS-6.5")
def test_a_barricade_blocks_everyone_but_the_boarlords() -> None:
    st = move_state(board(plain=disc(2), barricades=[((0, 0), 0)]),
                    [("squeaker", 0, (0, 0)), ("private", 1, (0, 0)), ("small_oni", -1, (0, 0))],
                    factions=("boarlords", "nomads", "cyber"))
    assert mv.reachable(st, 1, 1).get((1, 0)) == 1
    assert (1, 0) not in mv.reachable(st, 2, 1)
    assert mv.step_cost(st, st.units[2], (0, 0), (1, 0)) is None


@pytest.mark.rule("TS-23.10", "TS-6.5")
def test_a_tunnel_lets_boarlords_through_a_barrier_at_no_cost() -> None:
    st = move_state(board(plain=disc(3), barriers=[((0, 0), 0)], tunnels=[((0, 0), 0)]),
                    [("squeaker", 0, (0, 0)), ("private", 1, (0, 0))],
                    factions=("boarlords", "nomads", "cyber"))
    squeaker, private = st.units
    assert mv.reachable(st, 1, 1)[(1, 0)] == 0
    assert mv.reachable(st, 1, 1)[(2, 0)] == 1  # the tunnel costs nothing
    assert mv.check_path(st, squeaker, (0, 0), 1).tunnels == (edge_between((0, 0), (1, 0)),)
    assert (1, 0) not in mv.reachable(st, 2, 1)  # other factions: still a barrier
    key = edge_between((0, 0), (1, 0))
    assert mv.step_cost(st, squeaker, (0, 0), (1, 0), frozenset({key})) is None


@pytest.mark.rule("TS-20.8")
def test_kaneda_no_entry_closes_a_zone_to_the_enemies_of_its_seat() -> None:
    st = move_state(board(plain=disc(2)), [("private", 0, (0, 0)), ("cs_2_1", 1, (0, 0))])
    st = with_marks(st, ZoneMarks((1, 0), no_entry=1))
    assert (1, 0) not in mv.reachable(st, 1, 2)
    assert mv.check_path(st, st.units[0], (0,), 2).error == "ts.illegal.move_no_entry"
    assert (1, 0) in mv.reachable(st, 2, 2)  # the Cybersamurai's own units may
    assert mv.reachable(st, 1, 2)[(2, -1)] == 2  # going round it
    assert mv.route(st, 1, (2, -1), 2) == (1, 0)


# --- Mountains (TS-6.12, TS-6.13) -------------------------------------------------------------


def mountain_state(**options: object):
    return move_state(board(plain=disc(3), mountains=[(1, 0)]),
                      [("private", 0, (0, 0)), ("squad_leader", 0, (0, 0)),
                       ("private", 0, (1, 0)), ("wasp", 2, (0, 0))], options=dict(options))


@pytest.mark.rule("TS-6.12")
def test_a_unit_entering_a_mountain_stops_there() -> None:
    st = mountain_state()
    private = st.units[0]
    assert not mv.check_path(st, private, (0,), 2).error
    assert mv.check_path(st, private, (0, 0), 2).error == "ts.illegal.move_mountain"
    assert (2, 0) not in mv.reachable(st, 1, 2)  # only through the Mountain
    assert mv.reachable(st, 1, 2)[(2, -1)] == 2
    assert mv.route(st, 1, (2, -1), 2) == (1, 0)  # round it, not over it
    assert not mv.check_path(st, st.units[2], (0, 0), 2).error  # leaving one is free


@pytest.mark.rule("TS-6.12", "TS-6.13", "TS-22.1")
def test_flying_units_and_the_squad_leader_cross_mountains() -> None:
    st = mountain_state()
    assert not mv.check_path(st, st.units[1], (0, 0), 2).error
    assert not mv.check_path(st, st.units[3], (0, 0), 2).error


@pytest.mark.rule("TS-6.12")
def test_mountain_penalty_none_removes_the_stop() -> None:
    st = mountain_state(mountain_penalty="none")
    assert not mv.check_path(st, st.units[0], (0, 0), 2).error


@pytest.mark.rule("TS-6.15")
def test_a_path_never_enters_a_zone_twice_nor_exceeds_the_allowance() -> None:
    st = move_state(board(plain=disc(2)), [("private", 0, (0, 0))])
    private = st.units[0]
    assert mv.check_path(st, private, (0, 3), 2).error == "ts.illegal.move_loop"
    assert mv.check_path(st, private, (0, 4, 4), 2).error == "ts.illegal.move_too_far"
    assert mv.check_path(st, private, (0, 1), 2).zones == ((1, 0), (2, -1))
    assert mv.directions_of((0, 0), [(1, 0), (2, -1)]) == (0, 1)


# --- pass-through (TS-6.8–6.11, TS-6.15 (2)) --------------------------------------------------

LINE = board(plain=disc(3))


def through(st, paths):
    """Forecast of seat 0's paths given as directions."""
    zones = {uid: mv.check_path(st, unit_by_id(st, uid), dirs, 9).zones
             for uid, dirs in paths.items()}
    return mv.forecast(st, 0, zones)


@pytest.mark.rule("TS-6.10")
def test_force_by_size_small_medium_large() -> None:
    assert {u.size: u.force for u in data.UNIT_BY_KEY.values()} == {
        "small": 1, "medium": 2, "large": 4}


@pytest.mark.rule("TS-6.8")
def test_entering_or_leaving_an_enemy_zone_is_free() -> None:
    st = move_state(LINE, [("private", 0, (0, 0)), ("private", 0, (-1, 0)),
                           ("cyberoid", 1, (0, 0))])
    fc = through(st, {1: (0, 0), 2: (0,)})  # leaves a held zone; ends in one
    assert fc.paths == {1: ((1, 0), (2, 0)), 2: ((0, 0),)} and not fc.stops


@pytest.mark.rule("TS-6.9", "TS-6.11")
def test_passing_units_add_force_even_from_and_to_different_zones() -> None:
    units = [("private", 0, (-1, 0)), ("private", 0, (0, -1)), ("cs_2_1", 1, (0, 0))]
    st = move_state(LINE, units)
    alone = through(st, {1: (0, 0)})
    assert alone.paths[1] == ((0, 0),) and alone.stops == (((0, 0), (1,)),)
    both = through(st, {1: (0, 0), 2: (5, 5)})  # 1 + 1 >= 2: at least as strong
    assert both.paths == {1: ((0, 0), (1, 0)), 2: ((0, 0), (0, 1))} and not both.stops


@pytest.mark.rule("TS-6.9")
def test_each_other_faction_is_compared_separately() -> None:
    units = [("private", 0, (-1, 0)), ("launcher", 0, (-1, 0)),
             ("cs_2_1", 1, (0, 0)), ("warrior", 2, (0, 0)), ("worker", 2, (0, 0))]
    st = move_state(LINE, units)
    assert through(st, {1: (0, 0), 2: (0, 0)}).stops == ()  # 3 >= 2 and 3 >= 3 (not 5)
    weaker = move_state(LINE, [units[0]] + units[2:])
    fc = through(weaker, {1: (0, 0)})
    assert fc.paths[1] == ((0, 0),)  # 1 < 3 for the Nuée Noire even if 1 < 2 too


@pytest.mark.rule("TS-6.9")
def test_the_oni_count_as_one_faction() -> None:
    st = move_state(LINE, [("launcher", 0, (-1, 0)), ("small_oni", -1, (0, 0)),
                           ("medium_oni", -1, (0, 0))])
    fc = through(st, {1: (0, 0)})
    assert fc.paths[1] == ((0, 0),)  # 2 < 1 + 2
    assert mv.faction_forces(st, (0, 0), 0) == {-1: 3}


@pytest.mark.rule("TS-6.13", "TS-6.15", "TS-22.1")
def test_flying_units_and_the_squad_leader_neither_need_nor_add_force() -> None:
    st = move_state(LINE, [("private", 0, (-1, 0)), ("squad_leader", 0, (-1, 0)),
                           ("cs_2_1", 1, (0, 0))])
    fc = through(st, {1: (0, 0), 2: (0, 0)})
    assert fc.paths == {1: ((0, 0),), 2: ((0, 0), (1, 0))}
    st = move_state(LINE, [("wasp", 0, (-1, 0)), ("worker", 0, (-1, 0)),
                           ("cyberoid", 1, (0, 0))], factions=("darkseed", "cyber", "nomads"))
    fc = through(st, {1: (0, 0, 0), 2: (0, 0)})
    assert fc.paths == {1: ((0, 0), (1, 0), (2, 0)), 2: ((0, 0),)}


@pytest.mark.rule("TS-6.15", "TS-6.9")
def test_truncations_repeat_until_nothing_changes() -> None:
    # The Hunter is stopped at X, so the private alone is too weak for Y.
    x, y = (-1, 0), (0, 0)
    st = move_state(LINE, [("hunter", 0, (-2, 0)), ("private", 0, (0, -1)),
                           ("cs_2_1", 1, x), ("cs_2_1", 1, y)])
    fc = through(st, {1: (0, 0, 0), 2: (5, 5)})
    assert fc.paths == {1: (x,), 2: (y,)}
    assert fc.stops == ((x, (1,)), (y, (2,)))
