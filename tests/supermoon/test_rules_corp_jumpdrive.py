"""Jump Drive (PU-18.8, PU-18.9): no tech milestones, six tech slots A-F unlocked by
collected lifepods (which then score nothing), and the six techs: a synergy for a patch, a
teleport to the same terrain, a synergy twice, a Tech icon as Energy, every benefit of one
step index, and an objective that every player competes for (PU-11.5)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core import codec
from game.core.rules import IllegalAction
from game.supermoon import scoring
from game.supermoon.abilities import (
    CLAIM_ROW,
    DOUBLE_SYNERGY,
    SAME_TERRAIN_TELEPORT,
    SHARED_OBJECTIVE,
    SYN_FOR_PATCH,
    TECH_AS_ENERGY,
    has_ability,
)
from game.supermoon.card_effects import civ_gains, event_gains
from game.supermoon.corps import collected_lifepods
from game.supermoon.gains import choices, place_piece, resolve
from game.supermoon.objectives import ALL_SEATS
from game.supermoon.rules import RULES
from game.supermoon.state import Gain, Rover, State
from game.supermoon.tracks import advance, milestone_steps, model, tech_levels
from tests.supermoon.builders import (
    CIV,
    ROVER,
    TECH,
    WATER,
    act,
    act_events,
    corp_player,
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
)

KEY = "jumpdrive"
LIFEPOD = sq(1, 4)  # printed on KSB-4156
ST = new_game(2)


def jump(tracks: tuple[int, ...] = (0, 0, 0, 0, 0), **changes: object):  # noqa: ANN201
    return corp_player(KEY, tracks, **changes)


def at_place(slots: tuple[int, ...] = (), **changes: object) -> State:
    """Seat 0 plays Jump Drive in steps 4-5 of round 1, with these tech slots filled."""
    st = with_corp(to_place(2, 1), 0, KEY)
    return update_player(st, 0, tech_slots=slots, **changes)


def refused(st: State, text: str) -> None:
    assert text not in legal(st, 0)
    with pytest.raises(IllegalAction):
        act(st, 0, text)


def uses(st: State, code: int) -> list[str]:
    return [u for u in legal_kind(st, 0, "use") if u.split()[1] == str(code)]


# --- PU-18.8 the power ---------------------------------------------------------------------


@pytest.mark.rule("PU-18.8")
def test_no_tech_milestones_and_a_tech_track_of_medals_5_3_2_1() -> None:
    assert milestone_steps(KEY, TECH, "TECH-MS") == ()
    t = turn(jump())
    medals = {}
    for _ in range(15):
        advance(t, TECH)
        medals[t.player.tracks[TECH]] = scoring.track_medal(t.player, TECH)
        assert tech_levels(t.player) == frozenset()
    assert (medals[1], medals[6], medals[8], medals[11], medals[15]) == (5, 3, 2, 1, 1)


@pytest.mark.rule("PU-18.8")
def test_a_collected_lifepod_may_unlock_any_locked_tech_slot_for_good() -> None:
    st = at_place(rovers=(Rover(0, sq(2, 4)),), moves=1)
    st = act(st, 0, "move 0 3")  # onto the lifepod at (1, 4)
    assert pool_kinds(st.work[0]) == ["pod_slot"] and st.work[0].lifepods == 1
    assert legal_kind(st, 0, "gain") == [f"gain 0 {k}" for k in range(7)]
    refused(st, "gain 0 7")
    st = act(st, 0, "gain 0 4")
    me = st.work[0]
    assert me.tech_slots == (4,) and me.lifepods == 0 and tech_levels(me) == {4}
    assert has_ability(me, TECH_AS_ENERGY) and not has_ability(me, SYN_FOR_PATCH)
    t = turn(me)
    regress_all = replace(me, tracks=(0, 0, 0, 0, 0))
    assert tech_levels(regress_all) == {4}  # permanent: no tracker holds it
    event_gains(t, 82)  # any source: an event's lifepod
    resolve(t, ST, 0, (0, sq(10, 4)))
    assert [c for (c,) in choices(ST, 0, t.player, t.player.pool[0])] == [0, 1, 2, 3, 5, 6]
    resolve(t, ST, 0, (0,))  # the scoring area
    assert t.player.lifepods == 1 and t.player.tech_slots == (4,)


@pytest.mark.rule("PU-18.8")
def test_civ_card_lifepods_may_unlock_slots_until_all_six_are_full() -> None:
    t = turn(jump())
    civ_gains(t, 13)  # Approved Overtime: collect 2 lifepods
    resolve(t, ST, 0, (0, LIFEPOD))
    assert sorted(pool_kinds(t.player)) == ["lifepod", "pod_slot"]
    full = turn(jump(tech_slots=(1, 2, 3, 4, 5, 6)))
    event_gains(full, 82)
    resolve(full, ST, 0, (0, LIFEPOD))
    assert full.player.pool == () and full.player.lifepods == 1  # nothing left to unlock


@pytest.mark.rule("PU-18.8")
def test_lifepods_on_slots_count_as_collected_but_do_not_score() -> None:
    p = jump(lifepods=1, tech_slots=(2, 5))
    assert scoring.lifepod_medals(p) == 1 and collected_lifepods(p) == 3
    t = turn(p)
    event_gains(t, 114)  # destroy 1 collected lifepod: the scoring area's; slots stay
    assert t.player.lifepods == 0 and t.player.tech_slots == (2, 5)
    event_gains(t, 114)
    assert t.player.lifepods == 0 and t.player.tech_slots == (2, 5)


@pytest.mark.rule("PU-18.8")
def test_the_board_shows_the_filled_slots() -> None:
    p = jump(tech_slots=(1, 6))
    assert model(p).tokens(p) == (("lifepod", -1, 1), ("lifepod", -1, 6))
    assert model(jump()).tokens(jump()) == ()


# --- PU-18.9 the techs ---------------------------------------------------------------------


@pytest.mark.rule("PU-18.9")
def test_a_once_a_round_a_synergy_instead_of_a_patch() -> None:
    st = at_place((1,), pool=(Gain("adv", CIV), Gain("patch", source="track")))
    assert uses(st, 20) == ["use 20 1"]
    st = act(st, 0, "use 20 1")
    assert [(g.kind, g.source) for g in st.work[0].pool] == [("adv", ""), ("syn", "tech")]
    assert SYN_FOR_PATCH in st.work[0].used
    again = update_player(st, 0, pool=st.work[0].pool + (Gain("patch"),))
    refused(again, "use 20 2")  # once a round
    refused(at_place((), pool=(Gain("patch"),)), "use 20 0")  # slot A empty
    no_syn = replace(at_place((1,), pool=(Gain("patch"),)), event=122)
    assert uses(no_syn, 20) == []  # DECISION: not while synergies are suppressed


@pytest.mark.rule("PU-18.9")
def test_b_once_a_round_a_rover_teleports_to_its_own_terrain_for_one_movement() -> None:
    board = make_board({sq(5, 5): "w", sq(3, 3): "w", sq(9, 6): "w", sq(4, 4): "c"},
                       meteors=(sq(9, 6),))
    st = at_place((2,), boards=(board,), rovers=(Rover(0, sq(5, 5)),), moves=2)
    assert uses(st, 21) == [f"use 21 0 0 {sq(3, 3)}", f"use 21 0 0 {sq(9, 6)}"]
    st = act(st, 0, f"use 21 0 0 {sq(9, 6)}")
    me = st.work[0]
    assert me.rovers == (Rover(0, sq(9, 6)),) and me.moves == 1 and me.meteorites == 1
    assert SAME_TERRAIN_TELEPORT in me.used
    refused(st, f"use 21 0 0 {sq(3, 3)}")  # once a round
    bare = at_place((2,), boards=(board,), rovers=(Rover(0, sq(6, 5)),), moves=2)
    assert uses(bare, 21) == []  # a bare square has no terrain (DECISION)
    assert uses(update_player(st, 0, used=(), moves=0), 21) == []  # 1 movement needed
    refused(at_place((), boards=(board,), rovers=(Rover(0, sq(5, 5)),), moves=2),
            f"use 21 0 0 {sq(3, 3)}")


@pytest.mark.rule("PU-18.9")
def test_c_once_a_round_a_synergy_advances_its_track_twice() -> None:
    st = at_place((3,), pool=(Gain("syn", source="track"),))
    assert uses(st, 22) == [f"use 22 0 {k}" for k in range(5)]
    st = act(st, 0, "use 22 0 1")
    me = st.work[0]
    assert me.tracks[WATER] == 2 and me.pool == () and DOUBLE_SYNERGY in me.used
    again = update_player(st, 0, pool=(Gain("syn"),))
    refused(again, "use 22 0 1")
    refused(at_place((), pool=(Gain("syn"),)), "use 22 0 1")


@pytest.mark.rule("PU-18.9")
def test_d_a_tech_icon_may_act_as_energy_from_the_tiles_tech_squares() -> None:
    tile = tile_id("D2", "rover", "tech")  # form 0 at (5,5): rover (5,5), tech (5,6)
    board = make_board({sq(6, 6): "w", sq(4, 7): "b"})
    t = turn(jump(boards=(board,), tech_slots=(4,)))
    place_piece(t, ST, 0, tile, 0, 5, 5, with_advance=True)
    assert sorted(pool_kinds(t.player)) == ["adv", "tech_energy"]
    i = pool_kinds(t.player).index("tech_energy")
    opts = choices(ST, 0, t.player, t.player.pool[i])
    assert opts == [(WATER,), (ROVER,), (TECH,)]  # (4,7) touches no Tech square
    resolve(t, ST, i, (WATER,))
    assert t.player.tracks[WATER] == 1  # as Energy: no ice needed (PU-5.5)
    plain = turn(jump(boards=(board,)))
    place_piece(plain, ST, 0, tile, 0, 5, 5, with_advance=True)
    assert pool_kinds(plain.player) == ["adv", "adv"]


@pytest.mark.rule("PU-18.9")
def test_e_once_a_game_every_benefit_of_one_trackers_step() -> None:
    st = at_place((5,))
    st = update_player(st, 0, tracks=(10, 0, 0, 3, 1), rover_supply=1)
    assert uses(st, 24) == ["use 24 1", "use 24 3", "use 24 10"]  # not 0: nothing there
    st = act(st, 0, "use 24 10")
    me = st.work[0]
    # civ CIV-MS (the 3rd: rank 3), water M5 (nothing now), biomass SYN, rover mv2 + SYN
    assert me.milestones == (3,) and me.moves == 2 and pool_kinds(me) == ["syn", "syn"]
    assert me.tracks == (10, 0, 0, 3, 1) and CLAIM_ROW in me.used_once
    refused(update_player(st, 0, used=()), "use 24 3")  # once a game
    refused(update_player(at_place(()), 0, tracks=(10, 0, 0, 3, 1)), "use 24 10")


@pytest.mark.rule("PU-18.9")
@pytest.mark.rule("PU-11.5")
def test_f_once_a_game_three_objectives_drawn_one_kept_for_all_players() -> None:
    st = at_place((6,))
    pile = st.objective_pile
    assert uses(st, 25) == ["use 25"]
    st, events = act_events(st, 0, "use 25")
    me = st.work[0]
    assert me.offer == pile[:3] and st.objective_pile == pile[3:]
    assert pool_kinds(me) == ["shared_objective"] and SHARED_OBJECTIVE in me.used_once
    assert st.base[0] == me  # seen: "start over" cannot take it back (PU-19.5)
    assert any(e.kind == "sm.objectives_drawn" and e.barrier for e in events)
    other = RULES.view(st, 1)
    assert other.players[0].offer == () and other.me is not None  # the cards: PU-19.2
    assert not set(pile[:3]) & set(c for p in other.players for c in p.offer)
    card = pile[1]
    assert legal_kind(st, 0, "gain") == [f"gain 0 {c}" for c in pile[:3]]
    st = act(st, 0, f"gain 0 {card}")
    assert st.neighbour_objectives[-1] == (card, ALL_SEATS, ALL_SEATS)
    assert st.work[0].offer == () and st.base[0] == st.work[0] and "reset" not in legal(st, 0)
    refused(st, "use 25")  # once a game
    refused(at_place(()), "use 25")
    assert uses(replace(at_place((6,)), objective_pile=()), 25) == []


@pytest.mark.rule("PU-11.5")
@pytest.mark.rule("PU-18.9")
def test_the_shared_objective_scores_for_every_player() -> None:
    st = new_game(3)
    shared = replace(st, neighbour_objectives=((62, ALL_SEATS, ALL_SEATS),))  # Rescue

    def medals(lifepods: tuple[int, ...]) -> list[int]:
        s = shared
        for seat, n in enumerate(lifepods):
            s = set_player(s, seat, replace(s.players[seat], lifepods=n))
        return [scoring.objective_medals(s, seat) for seat in range(3)]

    assert medals((3, 1, 1)) == [5, 0, 0]
    assert medals((2, 2, 0)) == [2, 2, 0]
    assert medals((0, 0, 0)) == [2, 2, 2]
    solo = replace(new_game(1), neighbour_objectives=((62, ALL_SEATS, ALL_SEATS),))
    assert scoring.objective_medals(solo, 0) == 5  # DECISION: alone, the sole best (BGA)


@pytest.mark.rule("PU-18.8")
@pytest.mark.rule("PU-18.9")
def test_a_state_with_slots_and_a_shared_objective_survives_json() -> None:
    st = act(at_place((1, 6), lifepods=1), 0, "use 25")
    back = codec.loads(State, codec.dumps(st))
    assert back == st and back.work[0].tech_slots == (1, 6) and back.work[0].offer
    card = st.work[0].offer[0]
    st = act(st, 0, f"gain 0 {card}")
    back = codec.loads(State, codec.dumps(st))
    assert back == st and back.neighbour_objectives[-1] == (card, ALL_SEATS, ALL_SEATS)
    energy = turn(jump(tech_slots=(4,)))
    place_piece(energy, ST, 0, tile_id("D2", "rover", "tech"), 0, 5, 5, with_advance=True)
    st = update_player(st, 0, pool=energy.player.pool)
    assert codec.loads(State, codec.dumps(st)) == st


@pytest.mark.rule("PU-18.9")
def test_bots_use_a_double_synergy_and_a_synergy_for_a_patch() -> None:
    from game.supermoon.bots.levels import best_followup
    from game.supermoon.bots.outlook import Outlook
    st = at_place((3,), pool=(Gain("syn", source="track"),))
    action, _v = best_followup(st, 0, Outlook())
    assert action is not None and action.kind == "use" and action.args[:2] == (22, 0)
    st = at_place((1,), pool=(Gain("patch", source="track"),))
    action, _v = best_followup(st, 0, Outlook())
    assert action is not None and str(action) == "use 20 0"


@pytest.mark.rule("PU-18.8")
@pytest.mark.rule("PU-18.9")
def test_a_bot_game_with_jump_drive_finishes() -> None:
    from game.core.simulate import play_bots
    from tools.corp_games import _forced_rules
    result = play_bots(_forced_rules({0: KEY}), ["easy", "easy"], 71_002)
    assert result.outcome is not None and len(result.outcome.scores) == 2
