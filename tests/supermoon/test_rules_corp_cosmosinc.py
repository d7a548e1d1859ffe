"""Cosmos Inc. (PU-18.2, PU-18.3): collected lifepods on the tracks (skipped by trackers,
covering benefits, medals and tech levels, never scoring) and the five techs: diagonal rover
steps, repositions (once a game up to three, with each Energy tile, once a round) and free
steps onto Energy terrain.

A place is (column, step); the scoring area is (-1, 0). Cosmos' Tech milestones are on steps
3, 5, 7, 10 and 14 (T1-T5)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core import codec
from game.core.rules import IllegalAction
from game.supermoon import board as geo
from game.supermoon import scoring
from game.supermoon.abilities import DIAGONAL_MOVES, REPOSITION_ONE, REPOSITION_THREE, has_ability
from game.supermoon.card_effects import civ_gains, event_gains
from game.supermoon.corps import collected_lifepods
from game.supermoon.corps.cosmos import SCORING, empty_spaces, move_pod
from game.supermoon.data import CORP_BY_KEY, PLANET_BY_KEY
from game.supermoon.gains import choices, place_piece, resolve
from game.supermoon.objectives import neighbour_value
from game.supermoon.phases import _before_place, _cleanup
from game.supermoon.rovers import rover_moves
from game.supermoon.state import Rover, State
from game.supermoon.tracks import advance, milestone_steps, model, regress, tech_levels
from tests.supermoon.builders import (
    BIOMASS,
    CIV,
    TECH,
    WATER,
    act,
    corp_player,
    legal,
    legal_kind,
    make_board,
    new_game,
    player,
    pool_kinds,
    sq,
    tile_id,
    to_place,
    turn,
    update_player,
    with_corp,
)

KEY = "cosmosinc"
T = dict(zip((1, 2, 3, 4, 5), milestone_steps(KEY, TECH, "TECH-MS"), strict=True))
LIFEPOD = sq(1, 4)  # printed on KSB-4156
ST = new_game(2)


def cosmos(tracks: tuple[int, ...] = (0, 0, 0, 0, 0), **changes: object):  # noqa: ANN201
    return corp_player(KEY, tracks, **changes)


def at_place(tracks: tuple[int, ...] = (0, 0, 0, 0, 0), **changes: object) -> State:
    """Seat 0 plays Cosmos in steps 4-5 of round 1."""
    st = with_corp(to_place(2, 1), 0, KEY)
    return update_player(st, 0, tracks=tracks, **changes)


def refused(st: State, text: str) -> None:
    assert text not in legal(st, 0)
    with pytest.raises(IllegalAction):
        act(st, 0, text)


# --- PU-18.2 the power ---------------------------------------------------------------------


@pytest.mark.rule("PU-18.3")
def test_cosmos_tech_levels_and_rover_from_the_data() -> None:
    assert T == {1: 3, 2: 5, 3: 7, 4: 10, 5: 14}
    assert CORP_BY_KEY[KEY].rovers == 1


@pytest.mark.rule("PU-18.2")
def test_a_collected_lifepod_goes_to_the_scoring_area_or_an_empty_track_space() -> None:
    st = at_place((0, 3, 0, 0, 0), rovers=(Rover(0, sq(2, 4)),), moves=1,
                  track_pods=((2, 5),))
    st = act(st, 0, "move 0 3")  # onto the lifepod at (1, 4)
    me = st.work[0]
    assert me.lifepods == 1 and pool_kinds(me) == ["pod_place"]
    gains = legal_kind(st, 0, "gain")
    assert gains[0] == "gain 0 -1 0"  # the scoring area, where it is
    places = {tuple(int(w) for w in g.split()[2:]) for g in gains[1:]}
    assert len(places) == 5 * 14 - 2  # steps 1-14 of five columns, less a tracker and a pod
    assert (1, 3) not in places and (2, 5) not in places  # occupied
    assert not any(s in (0, 15) for _, s in places)  # not the start, not the top
    refused(st, "gain 0 0 15")
    refused(st, "gain 0 1 3")
    st = act(st, 0, "gain 0 1 7")
    me = st.work[0]
    assert me.lifepods == 0 and me.track_pods == ((1, 7), (2, 5)) and me.pool == ()
    assert legal_kind(st, 0, "gain") == []
    kept = act(act(at_place(rovers=(Rover(0, sq(2, 4)),), moves=1), 0, "move 0 3"),
               0, "gain 0 -1 0")
    assert kept.work[0].lifepods == 1 and kept.work[0].track_pods == ()


@pytest.mark.rule("PU-18.2")
def test_lifepods_collected_by_cards_and_events_may_go_on_the_tracks_too() -> None:
    t = turn(cosmos())
    civ_gains(t, 13)  # Approved Overtime: collect 2 lifepods
    resolve(t, ST, 0, (0, LIFEPOD))
    assert sorted(pool_kinds(t.player)) == ["lifepod", "pod_place"] and t.player.lifepods == 1
    t = turn(cosmos())
    event_gains(t, 82)  # collect 1 lifepod from the planet
    resolve(t, ST, 0, (0, LIFEPOD))
    assert pool_kinds(t.player) == ["pod_place"]
    resolve(t, ST, 0, (3, 9))
    assert t.player.track_pods == ((3, 9),) and t.player.lifepods == 0
    other = turn(player())  # Universal Coalition: the scoring area, no choice
    event_gains(other, 82)
    resolve(other, ST, 0, (0, LIFEPOD))
    assert other.player.pool == () and other.player.lifepods == 1


@pytest.mark.rule("PU-18.2")
def test_trackers_skip_lifepods_and_claim_only_the_space_they_land_on() -> None:
    # Biomass: 2 SYN, 3 PATCH, 4 -, 5 M1, 6 PATCH, 7 -
    t = turn(cosmos((0, 0, 1, 0, 0), track_pods=((BIOMASS, 2), (BIOMASS, 3), (BIOMASS, 6))))
    advance(t, BIOMASS)
    assert t.player.tracks[BIOMASS] == 4 and t.player.pool == ()  # no synergy, no patch
    assert ("sm.lifepods_skipped", {"seat": 0, "track": BIOMASS, "count": 2}) in t.journal
    advance(t, BIOMASS)
    advance(t, BIOMASS)
    assert t.player.tracks[BIOMASS] == 7 and t.player.pool == ()  # 5, then 7 over the PATCH
    plain = turn(cosmos((0, 0, 1, 0, 0)))
    advance(plain, BIOMASS)
    assert plain.player.tracks[BIOMASS] == 2 and pool_kinds(plain.player) == ["syn"]


@pytest.mark.rule("PU-18.2")
def test_covered_medals_are_ignored() -> None:
    # Water medals: 2 M1, 4 M2, 6 M3, 8 M4, 10 M5
    p = cosmos((0, 9, 0, 0, 0))
    assert scoring.track_medal(p, WATER) == 4
    covered = replace(p, track_pods=((WATER, 8),))
    assert scoring.track_medal(covered, WATER) == 3  # the last uncovered medal below
    assert scoring.track_medal(replace(p, track_pods=((WATER, 10),)), WATER) == 4  # above


@pytest.mark.rule("PU-18.2")
def test_covered_tech_milestones_unlock_nothing_and_levels_keep_their_numbers() -> None:
    t = turn(cosmos((0, 0, 0, 0, 2), track_pods=((TECH, T[1]),)))
    advance(t, TECH)
    assert t.player.tracks[TECH] == 4 and tech_levels(t.player) == frozenset()
    advance(t, TECH)
    assert tech_levels(t.player) == {2}  # level 2 at step 5; level 1 stays covered
    assert ("sm.tech_unlocked", {"seat": 0, "level": 2}) in t.journal
    assert has_ability(t.player, REPOSITION_THREE) and not has_ability(t.player, DIAGONAL_MOVES)
    move_pod(t, (TECH, T[1]), SCORING)
    assert tech_levels(t.player) == {1, 2}
    move_pod(t, SCORING, (TECH, T[2]))  # covered below the tracker: level 2 locked again
    assert tech_levels(t.player) == {1}


@pytest.mark.rule("PU-18.2")
def test_a_covered_civ_milestone_still_counts_for_the_rank() -> None:
    civ_ms = milestone_steps(KEY, CIV, "CIV-MS")
    assert civ_ms[:2] == (3, 6)
    t = turn(cosmos((2, 0, 0, 0, 0), track_pods=((CIV, 3),)))
    advance(t, CIV)
    assert t.player.tracks[CIV] == 4 and t.player.milestones == ()
    advance(t, CIV)
    advance(t, CIV)
    assert t.player.tracks[CIV] == 6 and t.player.milestones == (2,)  # the 2nd milestone


@pytest.mark.rule("PU-18.2")
def test_regressions_skip_lifepods_and_stop_at_zero() -> None:
    t = turn(cosmos((5, 0, 0, 0, 0), track_pods=((CIV, 3), (CIV, 4))))
    regress(t, CIV)
    assert t.player.tracks[CIV] == 2
    regress(t, CIV, 5)
    assert t.player.tracks[CIV] == 0
    regress(t, CIV)
    assert t.player.tracks[CIV] == 0 and t.journal[-1][0] == "sm.regress_none"


@pytest.mark.rule("PU-18.2")
def test_lifepods_on_tracks_count_as_collected_but_do_not_score() -> None:
    p = cosmos(lifepods=2, track_pods=((CIV, 4), (WATER, 5)))
    assert scoring.lifepod_medals(p) == 2 and collected_lifepods(p) == 4
    assert neighbour_value(p, 62) == 4  # Rescue: collected lifepods (DECISION)
    assert scoring.lifepod_medals(replace(p, civ=(28,))) == 4  # card 28: the scoring area's
    t = turn(p)
    event_gains(t, 114)  # destroy 1 collected lifepod: one of the scoring area
    assert t.player.lifepods == 1 and t.player.track_pods == p.track_pods


@pytest.mark.rule("PU-18.2")
def test_the_board_shows_the_lifepods_on_its_spaces() -> None:
    p = cosmos(track_pods=((CIV, 4), (TECH, 9)))
    assert model(p).tokens(p) == (("lifepod", CIV, 4), ("lifepod", TECH, 9))
    assert model(p).trackers(p) == tuple((i, 0) for i in range(5))
    assert model(cosmos()).tokens(cosmos()) == ()


@pytest.mark.rule("PU-18.2")
def test_a_state_with_lifepods_on_tracks_survives_json() -> None:
    st = at_place((0, 0, 0, 0, T[5]), lifepods=1, track_pods=((0, 4), (2, 9)))
    st = act(st, 0, "use 11 -1 0 3 3")  # T2: once a game, a reposition item left
    me = st.work[0]
    assert me.used_once == (REPOSITION_THREE,) and pool_kinds(me) == ["pod_move"]
    back = codec.loads(State, codec.dumps(st))
    assert back == st and back.work[0].track_pods == ((0, 4), (2, 9), (3, 3))


# --- PU-18.3 the techs ---------------------------------------------------------------------


@pytest.mark.rule("PU-18.3")
def test_t1_rovers_may_step_diagonally() -> None:
    st = at_place((0, 0, 0, 0, T[1]), rovers=(Rover(0, sq(6, 5)),), moves=2)
    assert legal_kind(st, 0, "move") == [f"move 0 {d}" for d in range(8)]
    st = act(st, 0, "move 0 5")  # down-right
    assert st.work[0].rovers == (Rover(0, sq(7, 6)),) and st.work[0].moves == 1
    st = act(st, 0, "move 0 7")  # up-left, back
    assert st.work[0].rovers == (Rover(0, sq(6, 5)),) and st.work[0].moves == 0
    before = at_place((0, 0, 0, 0, T[1] - 1), rovers=(Rover(0, sq(6, 5)),), moves=2)
    assert legal_kind(before, 0, "move") == [f"move 0 {d}" for d in range(4)]
    refused(before, "move 0 5")
    edge = at_place((0, 0, 0, 0, T[1]), rovers=(Rover(0, sq(5, 0)),), moves=1)
    assert {int(a.split()[2]) for a in legal_kind(edge, 0, "move")} == {1, 2, 5, 6}


@pytest.mark.rule("PU-18.3")
@pytest.mark.rule("PU-17.13")
def test_t1_diagonals_cross_the_tartarus_chasm_only_at_its_two_crossings() -> None:
    g = geo.geometry("tartarus")
    assert PLANET_BY_KEY["tartarus"].sides[3][5:7] == "01"
    board = geo.empty_board("tartarus")

    def steps(x: int, y: int) -> set[int]:
        p = cosmos((0, 0, 0, 0, T[1]), boards=(board,), rovers=(Rover(0, g.square(x, y)),),
                   moves=3)
        return {d for _r, d in rover_moves(ST, p)}

    assert 5 in steps(5, 3)  # (5,3) -> (6,4), a crossing
    assert 1 not in steps(5, 3)  # (5,3) -> (6,3): orthogonal, across
    assert 5 not in steps(5, 2)  # (5,2) -> (6,3): across, not a crossing
    assert 7 in steps(6, 4)  # (6,4) -> (5,3), the other way
    assert 6 in steps(6, 8)  # (6,8) -> (5,9), the second crossing
    assert 6 in steps(6, 3)  # (6,3) -> (5,4): both east of the chasm
    assert 6 not in steps(5, 4)  # (5,4) -> (4,5): across, not a crossing


@pytest.mark.rule("PU-18.3")
def test_t2_once_a_game_repositions_up_to_three_lifepods() -> None:
    st = at_place((0, 0, 0, 0, T[2]), lifepods=2, track_pods=((CIV, 4),))
    uses = legal_kind(st, 0, "use")
    assert "use 11 -1 0 2 7" in uses and "use 11 0 4 -1 0" in uses
    assert "use 11 0 4 0 5" in uses  # track to track
    refused(st, "use 11 -1 0 4 5")  # onto the Tech tracker's space
    st = act(st, 0, "use 11 -1 0 2 7")
    me = st.work[0]
    assert me.lifepods == 1 and me.track_pods == ((CIV, 4), (2, 7))
    assert pool_kinds(me) == ["pod_move"] and me.pool[0].arg == 2
    assert "gain 0" in legal_kind(st, 0, "gain")  # stop here
    st = act(st, 0, "gain 0 0 4 -1 0")
    assert st.work[0].lifepods == 2 and st.work[0].pool[0].arg == 1
    st = act(st, 0, "gain 0")
    assert st.work[0].pool == () and st.work[0].track_pods == ((2, 7),)
    assert not [u for u in legal_kind(st, 0, "use") if u.startswith("use 11")]
    refused(st, "use 11 -1 0 3 3")
    later = update_player(st, 0, used=())  # a new round does not give it back
    assert not [u for u in legal_kind(later, 0, "use") if u.startswith("use 11")]
    early = at_place((0, 0, 0, 0, T[2] - 1), lifepods=2)
    refused(early, "use 11 -1 0 2 7")


@pytest.mark.rule("PU-18.3")
def test_t3_each_tile_with_an_energy_icon_brings_one_reposition() -> None:
    energy = tile_id("D2", "civ", "energy")
    plain = tile_id("D2", "water", "rover")
    t = turn(cosmos((0, 0, 0, 0, T[3]), lifepods=1))
    place_piece(t, ST, 0, energy, 0, 5, 5, with_advance=True)
    moves = [g for g in t.player.pool if g.kind == "pod_move"]
    assert len(moves) == 1 and moves[0].arg == 1
    i = t.player.pool.index(moves[0])
    opts = choices(ST, 0, t.player, moves[0])
    assert () in opts and (-1, 0, 1, 6) in opts
    resolve(t, ST, i, (-1, 0, 1, 6))
    assert t.player.track_pods == ((1, 6),) and "pod_move" not in pool_kinds(t.player)
    t = turn(cosmos((0, 0, 0, 0, T[3]), lifepods=1))
    place_piece(t, ST, 0, plain, 0, 5, 5, with_advance=True)
    assert "pod_move" not in pool_kinds(t.player)  # no Energy icon
    t = turn(cosmos((0, 0, 0, 0, T[3] - 1), lifepods=1))
    place_piece(t, ST, 0, energy, 0, 5, 5, with_advance=True)
    assert "pod_move" not in pool_kinds(t.player)  # T3 not active


@pytest.mark.rule("PU-18.3")
def test_t4_a_step_onto_energy_terrain_costs_no_movement() -> None:
    board = make_board({sq(7, 5): "e", sq(5, 5): "w"})
    st = at_place((0, 0, 0, 0, T[4]), boards=(board,), rovers=(Rover(0, sq(6, 5)),), moves=0)
    assert legal_kind(st, 0, "move") == ["move 0 1"]  # only onto the Energy square
    st = act(st, 0, "move 0 1")
    assert st.work[0].rovers == (Rover(0, sq(7, 5)),) and st.work[0].moves == 0
    refused(st, "move 0 2")  # a bare square needs a point
    paid = update_player(st, 0, moves=1)
    paid = act(paid, 0, "move 0 3")  # back onto bare (6,5): 1 point
    assert paid.work[0].moves == 0
    before = at_place((0, 0, 0, 0, T[4] - 1), boards=(board,), rovers=(Rover(0, sq(6, 5)),),
                      moves=1)
    assert act(before, 0, "move 0 1").work[0].moves == 0  # without T4: 1 point
    refused(update_player(before, 0, moves=0), "move 0 1")


@pytest.mark.rule("PU-18.3")
@pytest.mark.rule("PU-17.12")
def test_t4_a_bare_petra_electric_square_is_energy_too() -> None:
    g = geo.geometry("petra")

    def electric(s: int) -> bool:
        return bool(g.electric & g.bit(*g.xy(s)))

    start = next(s for s in geo.board_squares(geo.empty_board("petra"))
                 if not electric(s) and any(electric(n) for n in g.neighbours(s)))
    x, y = g.xy(start)
    onto = {d for d, (dx, dy) in enumerate(geo.STEPS) if g.on_board(x + dx, y + dy)
            and electric(g.square(x + dx, y + dy))}
    p = cosmos((0, 0, 0, 0, T[4]), boards=(geo.empty_board("petra"),),
               rovers=(Rover(0, start),), moves=0)
    assert onto and {d for _r, d in rover_moves(ST, p)} == onto  # free onto bare electric
    assert rover_moves(ST, replace(p, boards=(make_board(),))) == []  # KSB: no electric
    assert rover_moves(ST, cosmos((0, 0, 0, 0, T[4] - 1), boards=p.boards, rovers=p.rovers)) == []


@pytest.mark.rule("PU-18.3")
def test_t5_once_a_round_repositions_one_lifepod() -> None:
    st = at_place((0, 0, 0, 0, T[5]), track_pods=((CIV, 2),))
    uses = [u for u in legal_kind(st, 0, "use") if u.startswith("use 14")]
    assert "use 14 0 2 -1 0" in uses and "use 14 0 2 1 1" in uses
    st = act(st, 0, "use 14 0 2 -1 0")
    me = st.work[0]
    assert me.lifepods == 1 and me.track_pods == () and me.pool == ()
    assert not [u for u in legal_kind(st, 0, "use") if u.startswith("use 14")]
    refused(st, "use 14 -1 0 0 2")
    assert REPOSITION_ONE in me.used
    public = update_player(st, 0, used=me.used)
    # PU-18: "once per round" resets at step 4 (the next round's tile step), not at cleanup
    assert REPOSITION_ONE in _cleanup(public, []).players[0].used
    assert _before_place(replace(public, players=public.work), []).work[0].used == ()
    again = update_player(st, 0, used=())
    assert "use 14 -1 0 0 2" in legal_kind(again, 0, "use")
    early = at_place((0, 0, 0, 0, T[5] - 1), track_pods=((CIV, 2),))
    refused(early, "use 14 0 2 -1 0")


@pytest.mark.rule("PU-18.2")
def test_empty_spaces_leave_out_trackers_lifepods_the_start_and_the_top() -> None:
    p = cosmos((15, 1, 0, 14, 7), track_pods=((2, 1),))
    spaces = empty_spaces(p)
    assert (1, 1) not in spaces and (2, 1) not in spaces and (3, 14) not in spaces
    assert (0, 14) in spaces and (4, 7) not in spaces and len(spaces) == 70 - 4
    assert not any(s in (0, 15) for _c, s in spaces)


@pytest.mark.rule("PU-18.3")
def test_bots_take_no_endless_free_steps() -> None:
    from game.supermoon.bots.levels import _apply, best_followup
    from game.supermoon.bots.outlook import Outlook
    from game.supermoon.state import Gain
    board = make_board({sq(x, 5): "e" for x in range(2, 10)},  # a row of Energy
                       lifepods=(LIFEPOD,))
    st = at_place((0, 0, 0, 0, T[4]), boards=(board,), rovers=(Rover(0, sq(8, 5)),), moves=0,
                  pool=(Gain("adv", CIV),))
    assert "move 0 1" in legal_kind(st, 0, "move")  # free, and repeatable back and forth
    action, _v = best_followup(st, 0, Outlook())
    assert action is not None and action.kind == "gain"  # never a free step while pool waits
    st = update_player(st, 0, pool=(), placed=True)
    seen = []
    for _ in range(30):
        action, _v = best_followup(st, 0, Outlook())
        if action is None:
            break
        st = _apply(st, 0, action)
        seen.append(st.work[0].rovers)
    # Free steps along the Energy towards the lifepod at (1, 4), each one nearer, then none.
    assert action is None and len(seen) == len(set(seen)) >= 5
    assert st.work[0].rovers == (Rover(0, sq(2, 5)),) and st.work[0].moves == 0


@pytest.mark.rule("PU-18.2")
def test_bots_rate_the_scoring_area_and_the_spaces_just_above_the_trackers() -> None:
    from game.supermoon.bots.levels import _pool_options
    from game.supermoon.corps import bot_prune
    st = act(at_place((0, 3, 0, 0, 0), rovers=(Rover(0, sq(2, 4)),), moves=1,
                      track_pods=((1, 4),)), 0, "move 0 3")
    rated = {str(a) for a in bot_prune(st, 0, _pool_options(st, 0)) if a.kind == "gain"}
    assert rated == {"gain 0 -1 0", "gain 0 0 1", "gain 0 0 2", "gain 0 1 5", "gain 0 1 6",
                     "gain 0 2 1", "gain 0 2 2", "gain 0 3 1", "gain 0 3 2", "gain 0 4 1",
                     "gain 0 4 2"}


@pytest.mark.rule("PU-18.2")
@pytest.mark.rule("PU-18.3")
def test_a_bot_game_with_cosmos_finishes() -> None:
    from game.core.simulate import play_bots
    from tools.corp_games import _forced_rules
    result = play_bots(_forced_rules({0: KEY}), ["easy", "easy"], 71_001)
    assert result.outcome is not None and len(result.outcome.scores) == 2
