"""Planet Unknown tracks and their benefits (PU-6): advancing, regressing, the top of a track,
synergies, civ and tech milestones, patches, new rovers, movement and events 109/123.

Focused cases drive `tracks.advance` / `gains.resolve` on a `Turn`; a few go through the Rules
contract (a tile placed from the depot, its gains resolved with `gain …`). Universal Coalition
track spaces are those of PU-16.2.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from game.supermoon import scoring
from game.supermoon.card_effects import civ_gains, unionize
from game.supermoon.gains import choices, resolve
from game.supermoon.phases import discard_tile
from game.supermoon.state import Gain, Player, Rover, State, depot_slots
from game.supermoon.tracks import (
    NO_MILESTONES,
    NO_SYNERGY,
    Turn,
    advance,
    all_at_top,
    at_top,
    has_tech,
    regress,
    tech_levels,
)
from tests.supermoon.builders import (
    BIOMASS,
    CIV,
    ROVER,
    TECH,
    WATER,
    act,
    act_events,
    auto_step,
    depot_of,
    legal,
    legal_kind,
    new_game,
    player,
    pool_kinds,
    set_player,
    sq,
    to_place,
    turn,
    update_player,
)

ST = new_game(2)  # a table with no event this round, for the pool resolvers
ROVER_TECH = 56  # D2, Rover icon on top of a Tech icon (form 0 at (x, y): rover (x, y))
BIOMASS_CIV = 128  # D2, Biomass icon on top of a Civ icon


def journal(t: Turn, kind: str) -> list[dict[str, object]]:
    """Arguments of the journal entries of one kind."""
    return [args for k, args in t.journal if k == kind]


def advanced(p: Player, track: int, times: int = 1, round_rule: str = "") -> Turn:
    """A turn after `times` single advances of one track."""
    t = turn(p, round_rule)
    for _ in range(times):
        advance(t, track)
    return t


def placed(tracks: tuple[int, ...], tile: int = ROVER_TECH, deck: tuple[int, ...] | None = None
           ) -> tuple[State, int]:
    """A 2-seat game where seat 0 placed `tile` (form 0 at (5, 0)) with these trackers."""
    st = to_place(2, 1, deck=deck)
    st = update_player(st, 0, tracks=tracks)
    inner, _ = depot_slots(st.depot(0))
    st = depot_of(st, 0, (tile,), (tile,))
    return act(st, 0, f"place {inner} 0 5 0 0"), inner


def gain_index(st: State, kind: str, arg: int) -> int:
    """Index of the first pool item of seat 0 with this kind and argument."""
    return next(i for i, g in enumerate(st.work[0].pool) if g.kind == kind and g.arg == arg)


# --- PU-6.1 / PU-6.2 advancing and regressing -----------------------------------------------


@pytest.mark.rule("PU-6.1")
def test_advance_moves_one_step_and_claims_the_space() -> None:
    t = advanced(player((0, 0, 2, 0, 0)), BIOMASS)
    assert t.player.tracks == (0, 0, 3, 0, 0)
    assert pool_kinds(t.player) == ["patch"]  # biomass step 3: PATCH
    assert journal(t, "sm.advance") == [{"seat": 0, "track": BIOMASS, "step": 3}]


@pytest.mark.rule("PU-6.1")
def test_advance_k_claims_every_space_entered() -> None:
    # Card 2 advances one tracker by 2: biomass 1 -> 3 enters 2 (SYN) and 3 (PATCH).
    t = turn(player((0, 0, 1, 0, 0)))
    civ_gains(t, 2)
    assert pool_kinds(t.player) == ["adv2"]
    resolve(t, ST, 0, (BIOMASS,))
    assert t.player.tracks[BIOMASS] == 3
    assert pool_kinds(t.player) == ["syn", "patch"]


@pytest.mark.rule("PU-6.1")
def test_regress_claims_nothing_and_never_goes_below_zero() -> None:
    t = turn(player((0, 0, 4, 0, 0)))
    regress(t, BIOMASS, 3)  # crosses PATCH (3) and SYN (2): nothing claimed
    assert t.player.tracks[BIOMASS] == 1 and t.player.pool == ()
    regress(t, BIOMASS, 5)  # reduced to what is possible
    assert t.player.tracks[BIOMASS] == 0
    regress(t, BIOMASS)
    assert t.player.tracks[BIOMASS] == 0
    assert journal(t, "sm.regress_none") == [{"seat": 0, "track": BIOMASS}]


@pytest.mark.rule("PU-6.2")
def test_a_space_entered_again_after_a_regression_pays_again() -> None:
    t = advanced(player((2, 0, 2, 0, 0)), BIOMASS)
    advance(t, CIV)  # civ 3: the first CIV-MS
    regress(t, BIOMASS)
    regress(t, CIV)
    advance(t, BIOMASS)
    advance(t, CIV)
    assert t.player.tracks[:3] == (3, 0, 3)
    assert pool_kinds(t.player) == ["patch", "patch"]
    assert t.player.milestones == (1, 1)


# --- PU-6.3 / PU-6.12 the top ------------------------------------------------------------------


@pytest.mark.rule("PU-6.3")
@pytest.mark.rule("PU-6.12")
def test_a_tracker_at_fifteen_cannot_advance() -> None:
    p = player((15, 14, 0, 0, 15))
    assert at_top(p, CIV) and not at_top(p, WATER) and not all_at_top(p)
    t = advanced(p, CIV)
    advance(t, TECH)
    assert t.player.tracks == (15, 14, 0, 0, 15)
    assert t.player.milestones == () and t.player.pool == ()
    assert len(journal(t, "sm.advance_lost")) == 2
    advance(t, WATER)  # 14 -> 15 is possible, and then the track is at the top
    assert t.player.tracks[WATER] == 15 and at_top(t.player, WATER)
    assert all_at_top(player((15,) * 5))


@pytest.mark.rule("PU-6.3")
@pytest.mark.rule("PU-6.12")
def test_rover_icon_of_a_placed_tile_at_the_top_grants_step_sixteen_movement() -> None:
    st, _ = placed((0, 0, 0, 15, 0))
    st, events = act_events(st, 0, f"gain {gain_index(st, 'adv', ROVER)}")
    p = st.work[0]
    assert p.tracks[ROVER] == 15  # the tracker stays on 15
    assert p.moves == 4  # step 16: mv4
    assert [e.args["amount"] for e in events if e.kind == "sm.rover_top"] == [4]


@pytest.mark.rule("PU-6.3")
def test_rover_at_the_top_gains_nothing_from_other_advances() -> None:
    p = player((0, 0, 0, 15, 0), last_tile=0)
    t = advanced(p, ROVER)  # a card, an event, an ability
    t.add(Gain("syn", source="track"))
    resolve(t, ST, 0, (ROVER,))  # a synergy
    discard_tile(t, ROVER_TECH)  # PU-5.8: a discarded tile's Rover resource
    t.add(Gain("energy", arg=sq(5, 0), opts=(0,), source="tile"))
    resolve(t, ST, 0, (ROVER,))  # an Energy icon directed to Rover
    assert t.player.moves == 0
    assert t.player.tracks[ROVER] == 15 and t.player.tracks[TECH] == 1
    assert journal(t, "sm.rover_top") == []


@pytest.mark.rule("PU-6.3")
@pytest.mark.parametrize("pick_rover", [True, False])
def test_rover_top_movement_only_when_events_104_108_keep_the_rover_icon(
        pick_rover: bool) -> None:
    st, _ = placed((0, 0, 0, 15, 0), deck=(104, 81))
    pick = gain_index(st, "adv", ROVER if pick_rover else TECH)
    st = act(st, 0, f"gain {pick}")
    p = st.work[0]
    assert p.pool == ()  # PU-5.7: the other resource is lost
    assert p.moves == (4 if pick_rover else 0)
    assert p.tracks[TECH] == (0 if pick_rover else 1)


# --- PU-6.5 synergy ----------------------------------------------------------------------------


@pytest.mark.rule("PU-6.5")
def test_synergy_advances_any_track_with_its_benefits() -> None:
    t = advanced(player((0, 2, 2, 0, 0)), WATER)  # water 3: SYN
    assert pool_kinds(t.player) == ["syn"]
    assert choices(ST, 0, t.player, t.player.pool[0]) == [(0,), (1,), (2,), (3,), (4,)]
    resolve(t, ST, 0, (BIOMASS,))
    assert t.player.tracks == (0, 3, 3, 0, 0)
    assert pool_kinds(t.player) == ["patch"]  # biomass 3: PATCH, benefits included


@pytest.mark.rule("PU-6.5")
def test_event_122_suppresses_synergies() -> None:
    t = advanced(player((0, 2, 0, 0, 0)), WATER, round_rule=NO_SYNERGY)
    assert t.player.tracks[WATER] == 3 and t.player.pool == ()
    assert len(journal(t, "sm.synergy_suppressed")) == 1
    # through the contract: event 122 revealed, the Tech icon reaches tech 2 (SYN)
    st, _ = placed((0, 0, 0, 0, 1), deck=(122, 81))
    st = act(st, 0, f"gain {gain_index(st, 'adv', TECH)}")
    assert st.work[0].tracks[TECH] == 2
    assert [g.kind for g in st.work[0].pool] == ["adv"]  # only the Rover icon is left


@pytest.mark.rule("PU-6.5")
def test_card_21_suppresses_synergies_but_not_other_benefits() -> None:
    t = turn(player((4, 2, 1, 5, 5)))
    unionize(t)
    assert t.player.tracks == (5, 5, 5, 5, 5)
    assert "syn" not in pool_kinds(t.player)  # water 3 and biomass 2 are SYN spaces
    assert pool_kinds(t.player) == ["patch"]  # biomass 3: PATCH still pays
    assert len(journal(t, "sm.synergy_suppressed")) == 2


# --- PU-6.6 civ milestones ---------------------------------------------------------------------


@pytest.mark.rule("PU-6.6")
@pytest.mark.parametrize(("start", "rank"), [(2, 1), (5, 2), (9, 3), (13, 4)])
def test_civ_milestone_rank_counts_milestones_at_or_below(start: int, rank: int) -> None:
    t = advanced(player((start, 0, 0, 0, 0)), CIV)
    assert t.player.milestones == (rank,)
    assert journal(t, "sm.civ_milestone") == [{"seat": 0, "rank": rank}]


@pytest.mark.rule("PU-6.6")
def test_civ_milestone_is_only_queued_until_step_six() -> None:
    st, _ = placed((2, 0, 0, 0, 0), tile=BIOMASS_CIV)
    st = act(st, 0, f"gain {gain_index(st, 'adv', CIV)}")
    assert st.work[0].milestones == (1,)
    assert st.phase == "place" and st.work[0].picking == ()
    assert "done" not in legal(st, 0)  # the Biomass icon is still pending
    while legal_kind(st, 0, "gain"):
        st = act(st, 0, legal_kind(st, 0, "gain")[0])
    st = act(st, 0, "done")
    while st.phase == "place":
        st = auto_step(st)  # seat 1 places and confirms
    assert st.phase == "civ" and st.order[0] == 0
    assert st.work[0].picking == st.civ_decks[0]  # a rank-1 card


# --- PU-6.7 tech milestones --------------------------------------------------------------------


@pytest.mark.rule("PU-6.7")
def test_tech_milestone_unlocks_the_ability_at_once_and_only_while_reached() -> None:
    t = advanced(player((0, 0, 0, 0, 2)), TECH)
    assert tech_levels(t.player) == {1}
    assert journal(t, "sm.tech_unlocked") == [{"seat": 0, "level": 1}]
    # Universal T3 (tech 7) is usable in the same turn: rover 1 -> 2 (mv1) gives 1 + 1.
    t = advanced(player((0, 0, 0, 1, 6)), TECH)
    assert has_tech(t.player, 3)
    advance(t, ROVER)
    assert t.player.moves == 2
    regress(t, TECH)  # back under the milestone: T3 is off again
    assert not has_tech(t.player, 3) and has_tech(t.player, 2)
    advance(t, ROVER)  # rover 3: mv1
    assert t.player.moves == 3


# --- PU-6.8 patch, PU-6.9 new rover, PU-6.10 movement -----------------------------------------


@pytest.mark.rule("PU-6.8")
def test_patch_space_gives_a_patch_placed_now() -> None:
    t = advanced(player((0, 0, 5, 0, 0)), BIOMASS)  # biomass 6: PATCH
    assert pool_kinds(t.player) == ["patch"]
    assert (0, sq(5, 0)) in choices(ST, 0, t.player, t.player.pool[0])
    resolve(t, ST, 0, (0, sq(5, 0)))
    b = t.player.boards[0]
    assert b.patches == (sq(5, 0),) and b.terrain[sq(5, 0)] == "b"
    assert t.player.pool == ()


@pytest.mark.rule("PU-6.9")
def test_new_rover_goes_on_the_last_tile_and_collects_there() -> None:
    st, _ = placed((0, 0, 0, 0, 0), tile=68)  # the meteorite copy: meteor on the tech square
    assert st.work[0].boards[0].meteors == (sq(5, 1),)
    st = act(st, 0, f"gain {gain_index(st, 'adv', ROVER)}")  # rover 1: NEW-ROVER
    assert [g.kind for g in st.work[0].pool] == ["adv", "rover"]
    rover_gains = [a for a in legal_kind(st, 0, "gain") if a.startswith("gain 1 ")]
    assert rover_gains == [f"gain 1 0 {sq(5, 0)}", f"gain 1 0 {sq(5, 1)}"]
    st = act(st, 0, f"gain 1 0 {sq(5, 1)}")
    p = st.work[0]
    assert [(r.board, r.square) for r in p.rovers] == [(0, sq(5, 1))]
    assert p.rover_supply == 1
    assert p.meteorites == 1 and p.boards[0].meteors == ()  # collected at once (PU-7.4)


@pytest.mark.rule("PU-6.9")
def test_new_rover_needs_a_rover_in_supply_and_a_placed_tile() -> None:
    t = advanced(player(last_tile=0, rover_supply=0), ROVER)
    assert t.player.pool == () and len(journal(t, "sm.no_rover")) == 1
    t = advanced(player(last_tile=-1), ROVER)
    assert t.player.pool == () and len(journal(t, "sm.no_rover")) == 1
    t = advanced(player(last_tile=0), ROVER)
    assert pool_kinds(t.player) == ["rover"]


@pytest.mark.rule("PU-6.9")
def test_new_rover_only_on_a_rover_free_square() -> None:
    st, _ = placed((0, 0, 0, 0, 0))
    st = set_player(st, 0, replace(st.work[0], rovers=(Rover(0, sq(5, 0)),)))
    st = act(st, 0, f"gain {gain_index(st, 'adv', ROVER)}")
    assert [a for a in legal_kind(st, 0, "gain") if a.startswith("gain 1 ")] == [
        f"gain 1 0 {sq(5, 1)}"]


@pytest.mark.rule("PU-6.10")
@pytest.mark.parametrize(("start", "moves"), [(1, 1), (3, 2), (8, 3), (12, 4)])
def test_movement_spaces_add_to_the_rounds_pool(start: int, moves: int) -> None:
    t = advanced(player((0, 0, 0, start, 0), moves=1), ROVER)
    assert t.player.moves == 1 + moves
    assert journal(t, "sm.movement") == [{"seat": 0, "amount": moves}]


@pytest.mark.rule("PU-6.10")
def test_movement_from_a_placed_tiles_rover_icon() -> None:
    st, _ = placed((0, 0, 0, 3, 0))
    st, events = act_events(st, 0, f"gain {gain_index(st, 'adv', ROVER)}")
    assert st.work[0].tracks[ROVER] == 4 and st.work[0].moves == 2
    assert [e.args["amount"] for e in events if e.kind == "sm.movement"] == [2]


# --- PU-6.11 events 109/123 --------------------------------------------------------------------


@pytest.mark.rule("PU-6.11")
def test_no_milestone_round_voids_civ_rover_and_patch_spaces() -> None:
    p = player((2, 2, 2, 5, 0), last_tile=0)
    t = turn(p, NO_MILESTONES)
    for track in (CIV, BIOMASS, ROVER):
        advance(t, track)
    assert t.player.tracks == (3, 2, 3, 6, 0)
    assert t.player.milestones == () and t.player.pool == ()
    assert t.player.moves == 2  # rover 6: mv2 still applies, NEW-ROVER does not
    assert len(journal(t, "sm.milestone_suppressed")) == 3
    advance(t, WATER)  # water 3: SYN still applies
    assert pool_kinds(t.player) == ["syn"]
    advance(t, ROVER)
    advance(t, ROVER)  # rover 8: M1 still scores
    assert scoring.track_medal(t.player, ROVER) == 1


@pytest.mark.rule("PU-6.11")
def test_tech_reached_under_no_milestones_is_locked_for_the_round_only() -> None:
    t = advanced(player((0, 0, 0, 0, 3)), TECH, 2, NO_MILESTONES)  # tech 5: the T2 milestone
    assert t.player.tech_locked == (2,)
    assert has_tech(t.player, 1) and not has_tech(t.player, 2)  # T1 came before the round
    # through the contract: event 109, tech 2 -> 3 (T1) by the placed tile's icon
    st, _ = placed((0, 0, 0, 0, 2), deck=(109, 81))
    st = act(st, 0, f"gain {gain_index(st, 'adv', TECH)}")
    assert st.work[0].tracks[TECH] == 3
    assert st.work[0].tech_locked == (1,) and not has_tech(st.work[0], 1)
    rnd = st.round
    while st.round == rnd:
        st = auto_step(st)
    p = st.players[0]
    assert p.tracks[TECH] == 3 and p.tech_locked == () and has_tech(p, 1)


@pytest.mark.rule("PU-6.11")
def test_no_milestone_event_reaches_the_turn() -> None:
    st, _ = placed((0, 0, 0, 0, 0), deck=(123, 81))
    st = act(st, 0, f"gain {gain_index(st, 'adv', ROVER)}")  # rover 1: NEW-ROVER voided
    p = st.work[0]
    assert p.tracks[ROVER] == 1 and p.pool[0].kind == "adv" and len(p.pool) == 1
    assert any(k == "sm.milestone_suppressed" and json.loads(a)["track"] == ROVER
               for k, a in p.journal)
