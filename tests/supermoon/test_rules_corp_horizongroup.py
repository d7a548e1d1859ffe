"""Horizon Group (PU-18.6, PU-18.7): meteorites carried by the rovers to a Rover icon (planet
only, SM-2.4), and its five techs."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core import codec
from game.core.rules import IllegalAction
from game.supermoon import board as geo
from game.supermoon import phases
from game.supermoon.actions import Action
from game.supermoon.corps import round_start
from game.supermoon.corps.horizon import carriers
from game.supermoon.data import CORP_BY_KEY
from game.supermoon.gains import choices, move_rover, placement_rules, resolve
from game.supermoon.rules import RULES
from game.supermoon.state import Gain, Rover, State
from game.supermoon.tracks import has_tech
from tests.supermoon.builders import (
    ROVER,
    act,
    at_rotate,
    corp_player,
    form_squares,
    legal,
    legal_kind,
    make_board,
    new_game,
    pool_kinds,
    set_player,
    sq,
    tile_id,
    to_place,
    turn,
    update_player,
    with_corp,
    with_events,
)

KEY = "horizongroup"
T1, T2, T3, T4, T5 = 3, 5, 7, 10, 14
RIGHT, LEFT = 1, 3
A, B, C, D = sq(4, 4), sq(5, 4), sq(6, 4), sq(7, 4)  # a row of four land squares
ON_A = (Rover(0, A),)


def horizon(tech=0, boards=None, rovers=ON_A, **changes):
    changes.setdefault("moves", 9)
    p = corp_player(KEY, tracks=(0, 0, 0, 0, tech), rovers=rovers, **changes)
    return replace(p, boards=boards or p.boards)


def meteors(t) -> tuple[int, ...]:
    return t.player.boards[0].meteors


# --- PU-18.6: the power -------------------------------------------------------------------------


@pytest.mark.rule("PU-18.6")
def test_horizon_has_four_rovers() -> None:
    assert CORP_BY_KEY[KEY].rovers == 4
    assert corp_player(KEY).rover_supply == 4


@pytest.mark.rule("PU-18.6")
def test_a_meteorite_rides_with_its_rover_to_a_rover_icon() -> None:
    board = make_board({D: "r"}, {D: "r"}, meteors=(B,))
    t = turn(horizon(boards=(board,)))
    move_rover(t, 0, RIGHT)  # onto the meteorite: not collected
    assert t.player.meteorites == 0 and meteors(t) == (B,) and carriers(t.player) == [0]
    move_rover(t, 0, RIGHT)  # it comes along
    assert meteors(t) == (C,) and t.player.meteorites == 0
    move_rover(t, 0, RIGHT)  # a Rover icon: collected
    assert meteors(t) == () and t.player.meteorites == 1 and carriers(t.player) == []


@pytest.mark.rule("PU-18.6")
def test_a_carried_meteorite_never_moves_onto_another() -> None:
    board = make_board({}, meteors=(B, C))
    t = turn(horizon(boards=(board,), rovers=(Rover(0, B),)))
    move_rover(t, 0, RIGHT)
    assert sorted(meteors(t)) == [B, C]  # the carried one stays behind on B
    move_rover(t, 0, RIGHT)  # now the rover carries C's meteorite
    assert sorted(meteors(t)) == [B, D] and t.player.meteorites == 0


@pytest.mark.rule("PU-18.6")
def test_lifepods_are_collected_as_usual() -> None:
    board = make_board({}, lifepods=(B,))
    t = turn(horizon(boards=(board,)))
    move_rover(t, 0, RIGHT)
    assert t.player.lifepods == 1 and t.player.boards[0].lifepods == ()


@pytest.mark.rule("PU-18.6")
def test_a_rover_placed_on_a_rover_icon_collects_elsewhere_it_carries() -> None:
    board = make_board({B: "r", C: "r"}, {B: "r"}, meteors=(B, C))
    st = new_game(2)
    t = turn(horizon(boards=(board,), rovers=(), pool=(Gain("rover"), Gain("rover"))))
    resolve(t, st, 0, (0, B))  # placed on a Rover icon with a meteorite: collected
    assert t.player.meteorites == 1 and meteors(t) == (C,)
    resolve(t, st, 0, (0, C))  # no icon: picked up, not collected
    assert t.player.meteorites == 1 and carriers(t.player) == [1]


@pytest.mark.rule("PU-18.6")
def test_a_teleport_leaves_the_meteorite_behind() -> None:
    board = make_board({}, meteors=(A,))
    st = new_game(2)
    t = turn(horizon(boards=(board,), pool=(Gain("teleport"),)))
    resolve(t, st, 0, (0, 0, D))  # DECISION: only steps carry (PU-7.3)
    assert meteors(t) == (A,) and t.player.meteorites == 0


@pytest.mark.rule("PU-18.6")
def test_on_the_moon_a_horizon_rover_collects_by_entering() -> None:
    moon = make_board({}, kind="moon", meteors=(B,))
    planet = make_board({})
    t = turn(horizon(boards=(planet, moon), rovers=(Rover(1, A),)))
    move_rover(t, 0, RIGHT)  # SM-2.4 DECISION: the power is the planet's only
    assert t.player.meteorites == 1 and t.player.boards[1].meteors == ()


@pytest.mark.rule("PU-18.6")
def test_a_state_with_a_carried_meteorite_survives_json() -> None:
    board = make_board({}, meteors=(B,))
    t = turn(horizon(T5, boards=(board,)))
    move_rover(t, 0, RIGHT)
    st = set_player(new_game(2), 0, replace(t.player, used=("rover_advance",)))
    back = codec.loads(State, codec.dumps(st))
    assert back == st and carriers(back.players[0]) == [0]


# --- PU-18.7: the techs -------------------------------------------------------------------------


def _far_rules(tech: int):
    """A planet with one tile at the edge; the rules for a Horizon player of that tech."""
    edge = make_board({sq(0, 5): "c", sq(0, 6): "c"})
    p = horizon(tech, boards=(edge,))
    return edge, placement_rules(new_game(2), p)


@pytest.mark.rule("PU-18.7")
def test_t1_tiles_with_rover_terrain_ignore_adjacency() -> None:
    rover_tile = tile_id("D2", "rover", "tech")
    civ_tile = tile_id("D2", "biomass", "civ")
    board, rules = _far_rules(T1)
    assert geo.is_legal_placement(board, rover_tile, 0, 6, 5, rules)  # far from any tile
    assert (0, 6, 5) in set(geo.placements(board, rover_tile, rules))
    assert not geo.is_legal_placement(board, civ_tile, 0, 6, 5, rules)  # no Rover terrain
    board, before = _far_rules(0)
    assert not geo.is_legal_placement(board, rover_tile, 0, 6, 5, before)
    assert geo.is_legal_placement(board, rover_tile, 0, 1, 5, before)  # adjacent: as usual


@pytest.mark.rule("PU-18.7")
def test_t1_lifts_adjacency_only_not_edge_first_nor_the_board() -> None:
    rover_tile = tile_id("D2", "rover", "tech")
    p = horizon(T1)
    rules = placement_rules(new_game(2), p)
    empty = p.boards[0]
    assert not geo.is_legal_placement(empty, rover_tile, 0, 6, 5, rules)  # PU-4.3 holds
    edge = {s for s in geo.board_squares(empty) if geo.is_edge(empty, s)}
    firsts = list(geo.placements(empty, rover_tile, rules))
    assert firsts and all(set(form_squares(rover_tile, f, x, y)) & edge for f, x, y in firsts)
    patch_rules = placement_rules(new_game(2), p, is_patch=True)
    board, _ = _far_rules(T1)
    assert not geo.is_legal_placement(board, -1, 0, 6, 5, patch_rules)  # a patch is no tile


@pytest.mark.rule("PU-18.7")
def test_t2_one_movement_per_carrying_rover_at_round_start() -> None:
    board = make_board({}, meteors=(A, C))
    rovers = (Rover(0, A), Rover(0, B), Rover(0, C))
    st = set_player(new_game(2), 0, horizon(T2, boards=(board,), rovers=rovers, moves=0))
    st = phases._begin_round(st, [])
    assert st.players[0].moves == 2
    before = set_player(new_game(2), 0, horizon(T1, boards=(board,), rovers=rovers, moves=0))
    assert round_start(before, []).players[0].moves == 0


@pytest.mark.rule("PU-18.7")
def test_t3_a_patch_with_each_meteorite_collected() -> None:
    board = make_board({C: "r"}, {C: "r"}, meteors=(B, sq(1, 5)))
    t = turn(horizon(T3, boards=(board,)))
    move_rover(t, 0, RIGHT)
    assert pool_kinds(t.player) == []  # picked up only
    move_rover(t, 0, RIGHT)
    assert t.player.meteorites == 1 and pool_kinds(t.player) == ["patch"]
    st = new_game(2)
    t.add(Gain("collect_meteor", source="event:83"))  # any collection counts
    resolve(t, st, len(t.player.pool) - 1, (0, sq(1, 5)))
    assert t.player.meteorites == 2 and pool_kinds(t.player) == ["patch", "patch"]
    t = turn(horizon(T2, boards=(board,)))
    move_rover(t, 0, RIGHT)
    move_rover(t, 0, RIGHT)
    assert t.player.meteorites == 1 and pool_kinds(t.player) == []


@pytest.mark.rule("PU-18.7")
def test_t4_a_meteorite_carried_onto_water_may_be_destroyed() -> None:
    st = new_game(2)
    board = make_board({C: "w"}, meteors=(B,))
    t = turn(horizon(T4, boards=(board,)))
    move_rover(t, 0, RIGHT)
    move_rover(t, 0, RIGHT)  # onto Water terrain, carrying
    assert pool_kinds(t.player) == ["dump_meteor"]
    assert choices(st, 0, t.player, t.player.pool[0]) == [(1,), (0,)]
    resolve(t, st, 0, (1,))
    assert meteors(t) == () and t.player.meteorites == 0  # destroyed, not collected
    keep = turn(horizon(T4, boards=(board,)))
    move_rover(keep, 0, RIGHT)
    move_rover(keep, 0, RIGHT)
    resolve(keep, st, 0, (0,))
    assert meteors(keep) == (C,)
    move_rover(keep, 0, RIGHT)  # still carried on
    assert meteors(keep) == (D,)


@pytest.mark.rule("PU-18.7")
def test_t4_not_without_carrying_nor_before_t4_and_lost_once_moved_on() -> None:
    st = new_game(2)
    lying = make_board({B: "w"}, meteors=(B,))
    t = turn(horizon(T4, boards=(lying,)))
    move_rover(t, 0, RIGHT)  # onto a meteorite already on Water: nothing brought
    assert pool_kinds(t.player) == []
    board = make_board({C: "w"}, meteors=(B,))
    t = turn(horizon(T3, boards=(board,)))
    move_rover(t, 0, RIGHT)
    move_rover(t, 0, RIGHT)
    assert pool_kinds(t.player) == []
    t = turn(horizon(T4, boards=(board,)))
    move_rover(t, 0, RIGHT)
    move_rover(t, 0, RIGHT)
    move_rover(t, 0, RIGHT)  # moved on with it: the choice is gone
    assert choices(st, 0, t.player, t.player.pool[0]) == []


@pytest.mark.rule("PU-18.7")
def test_t5_once_a_round_rover_plus_one() -> None:
    p = horizon(T5, rovers=(), pool=())
    st = set_player(to_place(), 0, p)
    assert has_tech(p, 5) and legal_kind(st, 0, "use") == ["use 45"]
    st = act(st, 0, "use 45")
    assert st.work[0].tracks[ROVER] == 1 and st.work[0].used == ("rover_advance",)
    assert "use 45" not in legal(st, 0)
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, Action("use", (45,)))


@pytest.mark.rule("PU-18.7")
def test_t5_once_a_round_resets_at_step_4() -> None:
    # PU-18: "once per round" resets at step 4. Rover +1 used in the event step (2) of a round
    # is offered again when the round's tiles are placed (steps 4-5); it reset at cleanup.
    st = at_rotate(2, seed=3, events=True)
    st = with_corp(st, 0, "horizongroup")
    st = update_player(st, 0, tracks=(0, 0, 0, 0, T5))
    st = with_events(st, (81, 97, 97, 97))  # 81: a synergy boost, seat 0 acts in step 2
    st = act(st, st.commander, f"rotate {st.rotation}")
    assert st.phase == "event" and "use 45" in legal(st, 0)
    st = act(st, 0, "use 45")
    assert "use 45" not in legal(st, 0)
    for seat in (0, 1):  # finish the event step
        while legal_kind(st, seat, "gain"):
            st = act(st, seat, legal_kind(st, seat, "gain")[0])
        if "done" in legal(st, seat):
            st = act(st, seat, "done")
    assert st.phase == "place" and "use 45" in legal(st, 0)


@pytest.mark.rule("PU-18.7")
def test_t5_not_at_the_top_nor_before_t5() -> None:
    top = replace(horizon(T5, rovers=(), pool=()), tracks=(0, 0, 0, 15, T5))
    for p in (top, horizon(T4, rovers=(), pool=())):
        st = set_player(to_place(), 0, p)
        assert "use 45" not in legal(st, 0)
        with pytest.raises(IllegalAction):
            RULES.apply(st, 0, Action("use", (45,)))


def forced_rules(key: str):
    """The rules with seat 0 forced onto a corporation (as `tools/corp_games.py`)."""
    from game.supermoon.corps import take_corporation
    from game.supermoon.rules import SupermoonRules

    class Forced(SupermoonRules):
        def initial_state(self, seed, n_seats, options):
            st = super().initial_state(seed, n_seats, options)
            return set_player(st, 0, take_corporation(st.players[0], key))

    return Forced()


@pytest.mark.rule("PU-18.6")
@pytest.mark.rule("PU-18.7")
def test_a_horizon_bot_game_finishes() -> None:
    from game.core.simulate import play_bots
    result = play_bots(forced_rules(KEY), ["easy", "easy"], 12, {}, keep_events=True)
    assert result.outcome is not None


@pytest.mark.rule("PU-18.6")
@pytest.mark.rule("PU-18.7")
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bots_carry_a_meteorite_to_a_rover_icon_and_take_rover_plus_one(level: str) -> None:
    from game.core.rng import Rng
    from game.supermoon.bots.levels import decide
    board = make_board({C: "r"}, {C: "r"}, meteors=(B,))
    p = horizon(0, boards=(board,), rovers=(Rover(0, B),), moves=1, placed=True, pool=())
    st = set_player(to_place(), 0, p)
    choice = decide(RULES.view(st, 0), RULES.legal_actions(st, 0), Rng.from_seed(5), level)
    assert str(choice) == f"move 0 {RIGHT}"  # delivered: collected
    p = horizon(T5, rovers=(), moves=0, placed=True, pool=())
    st = set_player(to_place(), 0, p)
    choice = decide(RULES.view(st, 0), RULES.legal_actions(st, 0), Rng.from_seed(5), level)
    assert str(choice) == "use 45"
