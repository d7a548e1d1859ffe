"""Makeshift (PU-18.10, PU-18.11): trackers that move up or diagonally between columns, a
column's level read from its highest tracker, own-column medals, and the five techs."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from game.core import codec
from game.core.rules import IllegalAction
from game.supermoon.abilities import REGRESS_ANY
from game.supermoon.card_effects import unionize
from game.supermoon.corps.makeshift import MOVE, destinations
from game.supermoon.data import CORP_BY_KEY, OBJECTIVES, SYMMETRIC_CORP, TRACK_INDEX, TRACK_TOP
from game.supermoon.gains import choices, resolve
from game.supermoon.objectives import condition_holds
from game.supermoon.rules import RULES
from game.supermoon.scoring import track_medal, track_medals
from game.supermoon.state import Gain, Player, State
from game.supermoon.tracks import (
    NO_MILESTONES,
    advance,
    all_at_top,
    at_top,
    can_regress,
    milestone_steps,
    model,
    regress,
    tech_levels,
    track_level,
)
from tests.supermoon.builders import (
    act,
    act_events,
    at_rotate,
    corp_player,
    legal_kind,
    new_game,
    play_round,
    turn,
    update_player,
    with_corp,
)

CIV, WATER, BIOMASS, ROVER, TECH = (TRACK_INDEX[k]
                                    for k in ("civ", "water", "biomass", "rover", "tech"))
TECH_MS = milestone_steps("makeshift", TECH, "TECH-MS")  # (3, 5, 7, 10, 14)


def mk(spaces: dict[int, tuple[int, int]] | None = None, **changes) -> Player:
    """A Makeshift player; `spaces` puts tracker i on (column, step), the others stay on
    step 0 of their own column."""
    columns, tracks = [0, 1, 2, 3, 4], [0, 0, 0, 0, 0]
    for i, (col, step) in (spaces or {}).items():
        columns[i], tracks[i] = col, step
    return corp_player("makeshift", tracks=tuple(tracks), columns=tuple(columns), **changes)


def tech(level: int) -> tuple[int, int]:
    """The Tech tracker on its column's space of that tech level (0: none)."""
    return (TECH, TECH_MS[level - 1] if level else 0)


def logged(t, kind: str) -> list[dict]:
    return [a for k, a in t.journal if k == kind]


def moves_of(t) -> list[Gain]:
    return [g for g in t.player.pool if g.kind == MOVE]


def resolve_move(t, choice: tuple[int, int]) -> None:
    i = next(k for k, g in enumerate(t.player.pool) if g.kind == MOVE)
    resolve(t, new_game(1), i, choice)


# --- PU-18.10: the power ---------------------------------------------------------------------


@pytest.mark.rule("PU-18.10")
def test_makeshift_has_its_own_water_column_two_rovers_and_trackers_in_their_columns() -> None:
    corp = CORP_BY_KEY["makeshift"]
    water = [corp.codes(WATER, s) for s in range(16)]
    assert water != [CORP_BY_KEY[SYMMETRIC_CORP].codes(WATER, s) for s in range(16)]
    assert water[11] == ("M4",) and water[7] == ("M3",) and water[15] == ("M5",)
    p = mk()
    assert p.rover_supply == corp.rovers == 2
    assert p.columns == (0, 1, 2, 3, 4)
    assert model(p).trackers(p) == ((0, 0), (1, 0), (2, 0), (3, 0), (4, 0))
    moved = mk({CIV: (WATER, 6), WATER: (WATER, 3)})
    assert model(moved).trackers(moved) == ((1, 6), (1, 3), (2, 0), (3, 0), (4, 0))


@pytest.mark.rule("PU-18.10")
def test_an_advance_with_one_free_destination_moves_at_once_and_claims_it() -> None:
    t = turn(mk({CIV: (CIV, 2), WATER: (WATER, 3)}))  # the diagonal (water 3) is taken
    advance(t, CIV)
    assert t.player.tracks[CIV] == 3 and t.player.columns[CIV] == CIV
    assert t.player.milestones == (1,)  # Civ 3: the first civ milestone
    assert moves_of(t) == []
    assert logged(t, "sm.tracker_moved") == [{"seat": 0, "track": CIV, "to_track": CIV,
                                              "step": 3}]


@pytest.mark.rule("PU-18.10")
def test_advancing_water_moves_the_water_tracker_wherever_it_stands() -> None:
    t = turn(mk({WATER: (ROVER, 1)}))
    advance(t, WATER)  # DECISION: "advance Water" = the Water-colour tracker
    (g,) = moves_of(t)
    assert g.arg == WATER
    assert choices(new_game(1), 0, t.player, g) == [(ROVER, 2), (BIOMASS, 2), (TECH, 2)]
    assert t.player.tracks == (0, 1, 0, 0, 0)  # nothing moves before the choice


@pytest.mark.rule("PU-18.10")
def test_a_tracker_chooses_up_or_diagonally_and_claims_in_the_column_it_lands_in() -> None:
    t = turn(mk({TECH: (TECH, 1)}))
    advance(t, TECH)
    (g,) = moves_of(t)
    assert choices(new_game(1), 0, t.player, g) == [(TECH, 2), (ROVER, 2)]
    resolve_move(t, (ROVER, 2))  # the Rover column's step 2: mv1
    assert t.player.columns[TECH] == ROVER and t.player.tracks[TECH] == 2
    assert t.player.moves == 1 and moves_of(t) == []
    up = turn(mk({TECH: (TECH, 1)}))
    advance(up, TECH)
    resolve_move(up, (TECH, 2))  # Tech 2: a synergy
    assert up.player.moves == 0 and [g.kind for g in up.player.pool] == ["syn"]


@pytest.mark.rule("PU-18.10")
def test_a_tracker_never_lands_on_an_occupied_space_and_a_blocked_advance_is_lost() -> None:
    t = turn(mk({WATER: (CIV, 1)}))  # the civ tracker's way up is taken
    advance(t, CIV)  # only the diagonal is left: no choice
    assert t.player.columns[CIV] == WATER and t.player.tracks[CIV] == 1 and not t.player.pool
    blocked = mk({CIV: (CIV, 4), WATER: (CIV, 5), BIOMASS: (WATER, 5)})
    t = turn(blocked)
    advance(t, CIV)
    assert t.player == blocked
    assert logged(t, "sm.tracker_blocked") == [{"seat": 0, "track": CIV}]
    assert destinations(blocked, CIV) == []


@pytest.mark.rule("PU-18.10")
def test_a_trackers_second_advance_waits_for_the_first_and_follows_alone() -> None:
    # Biomass on (2, 2) and Rover on (0, 2): from (1, 1) only (1, 2) will be free.
    t = turn(mk({BIOMASS: (BIOMASS, 2), ROVER: (CIV, 2)}))
    advance(t, CIV)
    advance(t, CIV)  # waits behind the first, from wherever that one ends
    assert [g.arg for g in moves_of(t)] == [CIV, CIV] and t.player.tracks[CIV] == 0
    resolve_move(t, (WATER, 1))
    assert (t.player.columns[CIV], t.player.tracks[CIV]) == (WATER, 2)  # the second followed
    assert moves_of(t) == []
    free = turn(mk())
    advance(free, CIV)
    advance(free, CIV)
    resolve_move(free, (CIV, 1))
    (g,) = moves_of(free)  # still a choice from (0, 1): asked again
    assert choices(new_game(1), 0, free.player, g) == [(CIV, 2), (WATER, 2)]


@pytest.mark.rule("PU-18.10")
def test_the_tech_level_follows_the_highest_tracker_in_the_tech_column() -> None:
    t = turn(mk({ROVER: (ROVER, 4)}))
    advance(t, ROVER)
    resolve_move(t, (TECH, 5))  # a diagonal past Tech 3 onto Tech 5
    assert tech_levels(t.player) == {1, 2}
    assert [a["level"] for a in logged(t, "sm.tech_unlocked")] == [1, 2]
    advance(t, ROVER)
    resolve_move(t, (ROVER, 6))  # it leaves: the Tech tracker on 0 holds no level
    assert tech_levels(t.player) == frozenset() and track_level(t.player, TECH) == 0
    locked = turn(mk({ROVER: (ROVER, 4)}), round_rule=NO_MILESTONES)
    advance(locked, ROVER)
    resolve_move(locked, (TECH, 5))  # PU-6.11 DECISION: locked for the rest of the round
    assert locked.player.tech_locked == (1, 2) and tech_levels(locked.player) == frozenset()


@pytest.mark.rule("PU-18.10")
def test_a_civ_milestones_rank_counts_the_milestones_below_the_columns_highest_tracker() -> None:
    t = turn(mk({CIV: (CIV, 10), WATER: (WATER, 2)}))
    advance(t, WATER)
    resolve_move(t, (CIV, 3))
    assert t.player.milestones == (3,)  # civ milestones 3, 6 and 10 lie at or below 10
    alone = turn(mk({CIV: (WATER, 5), WATER: (WATER, 2)}))
    advance(alone, WATER)
    resolve_move(alone, (CIV, 3))
    assert alone.player.milestones == (1,)


@pytest.mark.rule("PU-18.10")
@pytest.mark.rule("PU-6.12")
def test_a_column_is_at_maximum_when_any_tracker_stands_on_its_step_15() -> None:
    p = mk({CIV: (WATER, TRACK_TOP), WATER: (CIV, 14)})
    assert at_top(p, WATER) and not at_top(p, CIV)
    assert condition_holds(p, OBJECTIVES[58].private)  # Water tracker at maximum
    assert not condition_holds(p, OBJECTIVES[55].private)  # Civ
    assert not all_at_top(p)
    top = corp_player("makeshift", tracks=(TRACK_TOP,) * 5, columns=(1, 0, 2, 4, 3))
    assert all_at_top(top)  # five trackers on step 15: one in each column
    assert not all_at_top(replace(top, tracks=(TRACK_TOP,) * 4 + (14,)))


@pytest.mark.rule("PU-18.10")
@pytest.mark.rule("PU-13.4")
def test_five_makeshift_trackers_on_step_15_in_swapped_columns_end_the_game() -> None:
    from tests.supermoon.test_rules_end import before_last_confirm, kinds
    st = with_corp(at_rotate(2, 3), 1, "makeshift")
    st = update_player(st, 1, tracks=(TRACK_TOP,) * 5, columns=(4, 3, 2, 1, 0))
    st, _ = act_events(st, st.commander, f"rotate {st.rotation}")
    st = before_last_confirm(st)
    st, events = act_events(st, RULES.to_act(st)[0], "done")
    assert ("sm.end_triggered", {"reason": "tracks"}) in kinds(events)


@pytest.mark.rule("PU-18.10")
@pytest.mark.rule("PU-6.3")
def test_on_rover_15_a_tiles_rover_icon_gives_the_virtual_steps_movement() -> None:
    p = mk({ROVER: (ROVER, TRACK_TOP)})
    t = turn(p)
    advance(t, ROVER, tile_icon=True)
    assert t.player.moves == 3 and t.player.tracks == p.tracks  # Makeshift's step 16: mv3
    assert logged(t, "sm.rover_top") == [{"seat": 0, "amount": 3}]
    other = turn(p)
    advance(other, ROVER)  # a synergy or a card: nothing at the top
    assert other.player == p and logged(other, "sm.tracker_blocked")
    elsewhere = turn(mk({ROVER: (BIOMASS, 9), CIV: (ROVER, TRACK_TOP)}))
    advance(elsewhere, ROVER, tile_icon=True)  # the Rover tracker is not on Rover 15
    (g,) = moves_of(elsewhere)
    assert choices(new_game(1), 0, elsewhere.player, g) == [(BIOMASS, 10), (WATER, 10),
                                                              (ROVER, 10)]


@pytest.mark.rule("PU-18.10")
@pytest.mark.rule("PU-6.4")
def test_each_tracker_scores_the_last_medal_below_it_in_its_own_column() -> None:
    p = mk({CIV: (WATER, 11), WATER: (WATER, 8), ROVER: (CIV, 4)})
    assert track_medal(p, CIV) == 4  # Makeshift's Water 11: M4
    assert track_medal(p, WATER) == 3  # Water 7: M3, both trackers score
    assert track_medal(p, ROVER) == 1  # Civ 2: M1
    assert track_medals(p) == 8


@pytest.mark.rule("PU-18.10")
@pytest.mark.rule("PU-12.3")
def test_a_tracker_goes_back_only_onto_a_free_space_below_it() -> None:
    p = mk({CIV: (CIV, 5), WATER: (CIV, 3)})
    assert can_regress(p, CIV) and can_regress(p, WATER)
    t = turn(p)
    regress(t, CIV, 2)  # the second step back would land on the Water tracker
    assert t.player.tracks[CIV] == 4
    assert logged(t, "sm.tracker_back") == [{"seat": 0, "track": CIV, "to_track": CIV,
                                             "step": 4}]
    assert not can_regress(t.player, CIV)
    stuck = turn(t.player)
    regress(stuck, CIV, 1)
    assert stuck.player == t.player and logged(stuck, "sm.regress_none")
    g = Gain("regress", 1, (), "event:90")
    assert choices(new_game(1), 0, t.player, g) == [(WATER,)]  # not the blocked civ tracker


@pytest.mark.rule("PU-18.10")
@pytest.mark.rule("PU-10.7")
def test_unionization_raises_free_trackers_and_stops_at_a_blocked_one() -> None:
    t = turn(mk({CIV: (CIV, 4), WATER: (CIV, 5), BIOMASS: (WATER, 5), TECH: (BIOMASS, 6)}))
    unionize(t)
    assert t.player.tracks == (4, 5, 5, 5, 6)  # civ is boxed in; the Rover tracker climbed
    assert t.player.columns == (0, 0, 1, 3, 2)  # straight up when free, no question asked
    assert moves_of(t) == []


@pytest.mark.rule("PU-18.10")
def test_a_state_with_makeshift_trackers_and_a_waiting_move_survives_json() -> None:
    st = with_corp(new_game(2), 0, "makeshift")
    t = turn(replace(st.work[0], columns=(1, 0, 2, 3, 4), tracks=(2, 3, 0, 0, 0)))
    advance(t, BIOMASS)
    assert moves_of(t)
    p = t.player
    st = replace(st, players=(p, st.players[1]), work=(p, st.work[1]), base=(p, st.base[1]))
    back = codec.decode(State, json.loads(json.dumps(codec.encode(st))))
    assert back == st and back.work[0].columns == (1, 0, 2, 3, 4)


# --- PU-18.11: the techs ---------------------------------------------------------------------


@pytest.mark.rule("PU-18.11")
def test_t1_the_civ_and_tech_columns_are_adjacent() -> None:
    p = mk({CIV: (CIV, 5), TECH: tech(1)})
    assert destinations(p, CIV) == [(CIV, 6), (WATER, 6), (TECH, 6)]
    assert destinations(p, TECH) == [(TECH, 4), (ROVER, 4), (CIV, 4)]
    without = mk({CIV: (CIV, 5), ROVER: (TECH, 1)})  # no tech level yet
    assert destinations(without, CIV) == [(CIV, 6), (WATER, 6)]
    assert destinations(without, ROVER) == [(TECH, 2), (ROVER, 2)]


@pytest.mark.rule("PU-18.11")
def test_t2_one_more_movement_per_gain_while_two_trackers_are_in_the_rover_column() -> None:
    crowd = {ROVER: (ROVER, 4), BIOMASS: (ROVER, 8), WATER: (BIOMASS, 5)}
    t = turn(mk(crowd | {TECH: tech(2)}))
    advance(t, ROVER)  # Rover 5: mv2, +1 (Biomass 5 and Tech 5 are taken)
    assert t.player.moves == 3
    alone = turn(mk({ROVER: (ROVER, 4), WATER: (BIOMASS, 5), TECH: tech(2)}))
    advance(alone, ROVER)
    assert alone.player.moves == 2
    early = turn(mk(crowd | {TECH: tech(1)}))
    advance(early, ROVER)  # only T1
    resolve_move(early, (ROVER, 5))
    assert early.player.moves == 2
    top = turn(mk({ROVER: (ROVER, TRACK_TOP), CIV: (ROVER, 3), TECH: tech(2)}))
    advance(top, ROVER, tile_icon=True)
    assert top.player.moves == 4  # the virtual step's mv3, +1


@pytest.mark.rule("PU-18.11")
def test_t3_a_tracker_may_step_sideways_instead_of_up() -> None:
    p = mk({CIV: (CIV, 4), TECH: tech(3)})
    assert destinations(p, CIV) == [(CIV, 5), (WATER, 5), (TECH, 5), (WATER, 4), (TECH, 4)]
    assert destinations(mk({CIV: (CIV, 4), TECH: tech(2)}), CIV) == [(CIV, 5), (WATER, 5)]
    top = mk({CIV: (CIV, TRACK_TOP), TECH: tech(3)})
    assert destinations(top, CIV) == [(WATER, TRACK_TOP), (TECH, TRACK_TOP)]
    t = turn(top)
    advance(t, CIV)
    resolve_move(t, (WATER, TRACK_TOP))
    assert t.player.columns[CIV] == WATER and at_top(t.player, WATER)


def _t4_state(**spaces: tuple[int, int]) -> State:
    st = with_corp(at_rotate(2, 3), 0, "makeshift")
    p = mk({TRACK_INDEX[k]: v for k, v in spaces.items()})
    st = update_player(st, 0, tracks=p.tracks, columns=p.columns)
    return act(st, st.commander, f"rotate {st.rotation}")


@pytest.mark.rule("PU-18.11")
def test_t4_once_a_round_any_tracker_goes_back_one_step() -> None:
    st = _t4_state(civ=(CIV, 3), water=(CIV, 1), tech=tech(4))
    assert sorted(legal_kind(st, 0, "use")) == ["use 70 0", "use 70 1", "use 70 4"]
    st = act(st, 0, "use 70 0")
    me = st.work[0]
    assert me.tracks[CIV] == 2 and REGRESS_ANY in me.used
    assert legal_kind(st, 0, "use") == []  # once a round
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, RULES.parse_action("use 70 4"))
    st = play_round(st)  # the next round: usable again
    st = act(st, st.commander, f"rotate {st.rotation}")
    assert st.round == 2 and REGRESS_ANY not in st.work[0].used
    assert legal_kind(st, 0, "use")


@pytest.mark.rule("PU-18.11")
def test_t4_is_refused_without_the_level_or_onto_a_taken_space() -> None:
    st = _t4_state(civ=(CIV, 3), tech=tech(3))
    assert legal_kind(st, 0, "use") == []
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, RULES.parse_action("use 70 0"))
    st = _t4_state(civ=(CIV, 3), water=(CIV, 2), tech=tech(4))
    assert "use 70 0" not in legal_kind(st, 0, "use")  # the Water tracker is below it
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, RULES.parse_action("use 70 0"))


@pytest.mark.rule("PU-18.11")
def test_t5_each_tracker_scores_as_the_best_tracker_of_its_column() -> None:
    spaces = {CIV: (CIV, 2), WATER: (CIV, 9), ROVER: (WATER, 4)}
    p = mk(spaces | {TECH: tech(4)})
    assert [track_medal(p, i) for i in (CIV, WATER, ROVER)] == [1, 3, 2]
    p = mk(spaces | {TECH: tech(5)})
    assert [track_medal(p, i) for i in (CIV, WATER, ROVER)] == [3, 3, 2]
    assert track_medal(p, BIOMASS) == 0


@pytest.mark.rule("PU-18.10")
def test_bots_finish_a_game_with_makeshift() -> None:
    from game.core.simulate import play_bots
    from game.supermoon.corps import take_corporation
    from game.supermoon.rules import SupermoonRules

    class Forced(SupermoonRules):
        def initial_state(self, seed, n_seats, options):
            st = super().initial_state(seed, n_seats, options)
            players = (take_corporation(st.players[0], "makeshift"),) + st.players[1:]
            return replace(st, players=players, work=players, base=players)

    result = play_bots(Forced(), ["easy", "easy"], 70_001)
    assert result.outcome is not None and len(result.outcome.scores) == 2
