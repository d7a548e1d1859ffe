"""Planet Unknown end of game, final phase, final scoring and solo (PU-13, PU-14.3, PU-15.1-15.3)
with the expansion's base-game updates (SM-1.1 all tracks at the top, SM-1.4 L1-L2 event
waiver), driven through the Rules contract."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rules import Event, IllegalAction
from game.supermoon.data import EVENTS, TRACK_TOP
from game.supermoon.phases import eligible_events
from game.supermoon.rules import RULES
from game.supermoon.scoring import breakdown
from game.supermoon.state import Board, State, depot_slots
from tests.supermoon.builders import (
    CIV,
    WATER,
    act,
    act_events,
    at_rotate,
    auto_step,
    board_free,
    depot_of,
    finish_turn,
    form_squares,
    legal,
    legal_kind,
    new_game,
    play_round,
    play_until,
    set_player,
    sq,
    tile_id,
    update_player,
    with_events,
)

D2 = tile_id("D2", "civ", "energy")
N5 = tile_id("N", "rover", "tech")
ICE_DOMINO = (sq(8, 2), sq(8, 3))  # two inner ice squares
LAND_DOMINO = (sq(6, 6), sq(7, 6))  # two inner land squares
SINGLETONS = (sq(1, 1), sq(5, 5), sq(9, 9))  # no tile fits
SOLO_ONLY = {65, 66, 67, 79, 110, 116}


def step3(n: int = 2, seed: int = 3, deck: tuple[int, ...] | None = None,
          boards: dict[int, Board] | None = None,
          depots: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] | None = None
          ) -> tuple[State, tuple[Event, ...]]:
    """Rotate the station of a 2+ player game (keeping its orientation, so the depots set here
    are those faced) after putting boards, depots and the event deck in place: the state at
    steps 4-5 and the events of steps 1-3."""
    st = at_rotate(n, seed, **({"events": True} if deck is not None else {}))
    if deck is not None:
        st = with_events(st, deck)
    for seat, b in (boards or {}).items():
        st = update_player(st, seat, boards=(b,))
    for seat, (inner, outer) in (depots or {}).items():
        st = depot_of(st, seat, inner, outer)
    return act_events(st, st.commander, f"rotate {st.rotation}")


def kinds(events: tuple[Event, ...]) -> list[tuple[str, dict]]:
    return [(e.kind, e.args) for e in events]


def covered_by_places(st: State, seat: int) -> set[int]:
    """Every square some legal placement of the seat covers."""
    out: set[int] = set()
    for text in legal_kind(st, seat, "place"):
        slot, form, x, y, _ = (int(w) for w in text.split()[1:])
        out |= set(form_squares(st.stacks[slot][0], form, x, y))
    return out


def before_last_confirm(st: State) -> State:
    """Steps 4-5 played (first choices) up to the confirmation of the last seat."""
    for _ in range(500):
        acting = RULES.to_act(st)
        p = st.work[acting[0]]
        if len(acting) == 1 and p.placed and not p.pool:
            return st
        st = auto_step(st)
    raise AssertionError("steps 4-5 did not finish")


def play_to_over(st: State) -> State:
    for _ in range(20000):
        if st.over:
            return st
        st = auto_step(st)
    raise AssertionError("the game did not end")


# --- PU-13.1 trigger 1: no legal placement --------------------------------------------------------


@pytest.mark.rule("PU-13.1")
def test_a_player_who_cannot_place_triggers_the_end_and_discards_while_others_place() -> None:
    st, events = step3(boards={0: board_free(*SINGLETONS)})
    assert st.phase == "place" and st.round == 1
    assert st.work[0].stuck and not st.work[1].stuck
    assert ("sm.stuck", {"seat": 0}) in kinds(events)
    assert ("sm.end_triggered", {"reason": "stuck"}) in kinds(events)
    assert st.last_round and st.end_reasons == ("stuck",)
    # The stuck player only takes a tile without placing it (PU-5.8); the other plays normally.
    assert set(legal(st, 0)) == {f"discard {s}" for s in depot_slots(st.depot(0))}
    assert legal_kind(st, 1, "place") and not legal_kind(st, 1, "discard")
    slot = depot_slots(st.depot(0))[0]
    tile = st.stacks[slot][0]
    before = st.work[0].tracks
    st = finish_turn(act(st, 0, f"discard {slot}"), 0)
    assert sum(st.work[0].tracks) - sum(before) == 2  # both resources advance
    assert all(piece.tile != tile for b in st.work[0].boards for piece in b.pieces)
    st = play_to_over(st)  # the final phase follows this round: nothing else to resolve
    assert st.over and st.round == 1 and tile in st.gone
    assert len(st.players[1].boards[0].pieces) == 1  # the other player placed normally


@pytest.mark.rule("PU-13.1")
def test_a_player_who_can_place_one_of_the_two_tiles_must_place_it() -> None:
    st, events = step3(boards={0: board_free(*LAND_DOMINO)}, depots={0: ((D2,), (N5,))})
    inner, outer = depot_slots(st.depot(0))
    assert not st.work[0].stuck and not st.last_round and st.end_reasons == ()
    assert "sm.stuck" not in [e.kind for e in events]
    places = legal_kind(st, 0, "place")
    assert places and {int(a.split()[1]) for a in places} == {inner}
    assert not legal_kind(st, 0, "discard")
    with pytest.raises(IllegalAction):
        act(st, 0, f"discard {outer}")
    assert covered_by_places(st, 0) == set(LAND_DOMINO)


# --- SM-1.4 L1-L2: the event waiver -------------------------------------------------------------


@pytest.mark.rule("SM-1.4")
@pytest.mark.rule("PU-13.1")
def test_event_restriction_is_waived_when_it_alone_blocks_every_placement() -> None:
    # L1 (event 120: no planet ice) finds nothing; L2 without the event finds the ice domino.
    assert EVENTS[120].round_rule == "no_planet_ice"
    st, events = step3(deck=(120, 97), boards={0: board_free(*ICE_DOMINO)},
                       depots={0: ((D2,), (N5,))})
    assert st.event == 120
    assert st.work[0].waived and not st.work[0].stuck
    assert ("sm.waiver", {"seat": 0}) in kinds(events)
    assert not st.work[1].waived
    assert not st.last_round and st.end_reasons == ()
    assert covered_by_places(st, 0) == set(ICE_DOMINO)
    st = act(st, 0, legal_kind(st, 0, "place")[0])
    assert all(st.work[0].boards[0].terrain[s] != "." for s in ICE_DOMINO)


@pytest.mark.rule("SM-1.4")
def test_level_one_keeps_the_event_restriction_when_some_placement_obeys_it() -> None:
    st, events = step3(deck=(120, 97), boards={0: board_free(*ICE_DOMINO, *LAND_DOMINO)},
                       depots={0: ((D2,), (N5,))})
    assert not st.work[0].waived and not st.work[0].stuck
    assert "sm.waiver" not in [e.kind for e in events]
    assert covered_by_places(st, 0) == set(LAND_DOMINO)  # the ice stays forbidden


@pytest.mark.rule("SM-1.4")
@pytest.mark.rule("PU-13.1")
def test_no_placement_even_without_the_event_restriction_ends_the_game() -> None:
    st, events = step3(deck=(120, 97), boards={0: board_free(*SINGLETONS)})
    assert st.work[0].stuck and not st.work[0].waived
    assert "sm.waiver" not in [e.kind for e in events]
    assert st.end_reasons == ("stuck",) and st.last_round


# --- PU-13.2 trigger 2: an empty depot at cleanup -----------------------------------------------


@pytest.mark.rule("PU-13.2")
def test_a_depot_emptied_during_the_round_ends_the_game_at_cleanup() -> None:
    st, _ = step3(depots={0: ((D2,), ())})
    assert st.end_reasons == () and not st.last_round  # not before cleanup
    inner, _ = depot_slots(st.depot(0))
    assert {int(a.split()[1]) for a in legal_kind(st, 0, "place")} == {inner}
    st = before_last_confirm(st)
    assert st.work[0].took == (inner,)  # the depot's last tile is taken
    assert not st.last_round and st.end_reasons == ()
    st, events = act_events(st, RULES.to_act(st)[0], "done")
    assert ("sm.end_triggered", {"reason": "depot"}) in kinds(events)
    st = play_to_over(st)
    assert st.round == 1 and st.end_reasons == ("depot",)


@pytest.mark.rule("PU-13.2")
def test_any_of_the_six_depots_counts_even_one_facing_no_player() -> None:
    st = at_rotate(2, seed=3)
    idle = (st.rotation + 1) % 6  # 2 players sit at positions 0 and 3
    assert idle not in (st.depot(0), st.depot(1))
    i, o = depot_slots(idle)
    stacks = list(st.stacks)
    stacks[i], stacks[o] = (), ()
    st = replace(st, stacks=tuple(stacks))
    st = act(st, st.commander, f"rotate {st.rotation}")
    assert not st.last_round
    st = play_to_over(st)
    assert st.round == 1 and st.end_reasons == ("depot",)


@pytest.mark.rule("PU-13.2")
def test_a_depot_with_one_stack_left_does_not_end_the_game() -> None:
    st, _ = step3(depots={0: ((D2, D2), ())})
    st = play_round(st)
    assert not st.over and st.round == 2 and st.end_reasons == ()


# --- PU-13.3 trigger 3: the last event ----------------------------------------------------------


@pytest.mark.rule("PU-13.3")
@pytest.mark.rule("PU-12.4")
def test_revealing_the_last_event_makes_this_round_the_last() -> None:
    st, events = step3(deck=(97, 98))
    assert st.event == 97 and not st.last_round and st.end_reasons == ()
    st = play_round(st)
    assert st.round == 2 and st.phase == "rotate"
    st, events = act_events(st, st.commander, f"rotate {st.rotation}")
    assert st.event == 98 and st.events == ()
    assert ("sm.end_triggered", {"reason": "events"}) in kinds(events)
    assert st.phase == "place" and st.last_round and st.end_reasons == ("events",)
    st = play_to_over(st)  # the round is played out, then the final phase
    assert st.round == 2 and all(len(p.boards[0].pieces) == 2 for p in st.players)


# --- PU-13.4 / SM-1.1 trigger 4: all five trackers at the top ------------------------------------


@pytest.mark.rule("PU-13.4")
@pytest.mark.rule("SM-1.1")
def test_five_trackers_at_the_top_end_the_game_at_the_end_of_the_round() -> None:
    st, _ = step3()  # no options at all: stage-1 base game
    st = update_player(st, 1, tracks=(TRACK_TOP,) * 5)
    st = before_last_confirm(st)
    assert not st.last_round  # checked at cleanup only
    st, events = act_events(st, RULES.to_act(st)[0], "done")
    assert ("sm.end_triggered", {"reason": "tracks"}) in kinds(events)
    st = play_to_over(st)
    assert st.round == 1 and st.end_reasons == ("tracks",)


@pytest.mark.rule("PU-13.4")
@pytest.mark.rule("SM-1.1")
def test_four_trackers_at_the_top_do_not_end_the_game() -> None:
    st, _ = step3()
    st = update_player(st, 1, tracks=(TRACK_TOP,) * 4 + (0,))
    st = play_round(st)
    assert not st.over and st.round == 2 and st.end_reasons == ()


# --- PU-13.5 the final phase ---------------------------------------------------------------------


@pytest.mark.rule("PU-13.5")
def test_final_phase_resolves_end_game_cards_stored_patches_and_new_milestones() -> None:
    st = at_rotate(2, seed=3, events=True, private_objectives=True)
    st = with_events(st, (97,))  # the only card: round 1 is the last (PU-13.3)
    # Seat 0 holds Gaming Commission (23: 2 medals + advance any tracker) and a stored patch.
    st = update_player(st, 0, civ=(23,), stored=1)
    st = act(st, st.commander, f"rotate {st.rotation}")
    assert st.last_round
    assert 23 not in RULES.view(st, 1).players[0].civ  # still secret in the round
    assert RULES.view(st, 1).players[0].objectives == ()
    st = play_until(st, "final")
    me = st.work[0]
    assert st.phase == "final" and st.round == 1 and me.stored == 0
    assert sorted(g.kind for g in me.pool) == ["adv_any", "patch"]
    assert RULES.to_act(st) == (0,)  # seat 1 had nothing to resolve
    view = RULES.view(st, 1)  # end-game cards and private objectives are revealed
    assert 23 in view.players[0].civ and len(view.players[0].objectives) == 1
    # Put Civ just below its first civ milestone (step 3): the card's advance reaches it.
    tracks = list(me.tracks)
    tracks[CIV] = 2
    st = update_player(st, 0, tracks=tuple(tracks))
    i = [g.kind for g in me.pool].index("adv_any")
    st = act(st, 0, f"gain {i} {CIV}")
    assert st.work[0].tracks[CIV] == 3 and st.work[0].milestones == (1,)
    st = finish_turn(st, 0)  # places the stored patch, confirms
    assert sum(len(b.patches) for b in st.players[0].boards) == 1
    assert st.phase == "final_civ" and RULES.to_act(st) == (0,)  # a civ step (PU-10.2)
    assert st.work[0].picking == st.civ_decks[0]
    card = st.work[0].picking[0]
    st = act(st, 0, f"civ {card}")
    st = play_to_over(st)
    assert st.over and st.round == 1 and card in st.players[0].civ
    assert st.final_scores == tuple(breakdown(st, s)["total"] for s in range(2))


@pytest.mark.rule("PU-13.5", "PU-10.4")
def test_an_end_game_card_taken_in_the_final_civ_step_gives_its_advance() -> None:
    # Gaming Commission's advance reaches the 4th civ milestone; the final civ step then takes
    # Planet Lottery (24: 3 medals and advance any tracker), whose advance was lost
    st = at_rotate(2, seed=3, events=True)
    st = with_events(st, (97,))  # the only event: round 1 is the last
    st = update_player(st, 0, civ=(23,))
    st = act(st, st.commander, f"rotate {st.rotation}")
    st = play_until(st, "final")
    tracks = list(st.work[0].tracks)
    tracks[CIV] = 13  # one step under the 4th civ milestone (step 14, rank 4)
    st = update_player(st, 0, tracks=tuple(tracks))
    decks = list(st.civ_decks)
    decks[3] = (24,) + tuple(c for c in decks[3] if c != 24)
    st = replace(st, civ_decks=tuple(decks))
    st = act(st, 0, f"gain {[g.kind for g in st.work[0].pool].index('adv_any')} {CIV}")
    st = finish_turn(st, 0)
    assert st.phase == "final_civ" and 24 in st.work[0].picking
    st = act(st, 0, "civ 24")
    me = st.work[0]
    assert [g.kind for g in me.pool] == ["adv_any"] and "done" not in legal(st, 0)
    water = me.tracks[WATER]
    st = act(st, 0, f"gain 0 {WATER}")
    assert st.work[0].tracks[WATER] == water + 1
    st = play_to_over(st)
    assert st.over and 24 in st.players[0].civ


@pytest.mark.rule("PU-13.5", "PU-18.15")
def test_republic_t5_keeping_an_end_game_card_gives_its_advance() -> None:
    from game.supermoon.corps.republic import pick
    from game.supermoon.state import Gain
    from game.supermoon.tracks import Turn

    st = at_rotate(2, seed=3)
    t = Turn(0, st.work[0])
    pick(t, st, Gain("civ_pick", 1, source="tech"), (24,))
    assert 24 in t.player.civ and [g.kind for g in t.player.pool] == ["adv_any"]
    t = Turn(0, st.work[0])
    pick(t, st, Gain("civ_pick", 1, source="tech"), (23,))  # Gaming Commission likewise
    assert [g.kind for g in t.player.pool] == ["adv_any"]


# --- PU-14.3 the scoring of each category ---------------------------------------------------------


@pytest.mark.rule("PU-14.3")
def test_each_category_scores_by_its_rule() -> None:
    st = replace(new_game(2, seed=4), neighbour_objectives=())
    # Tracks by PU-6.4: civ 9 (M3), water 13 (M7), biomass 5 (M1), rover 12 (M2), tech 14 (M2).
    p = replace(st.players[0], tracks=(9, 13, 5, 12, 14), lifepods=3, meteorites=7,
                civ=(6, 7, 28, 29))
    st = set_player(st, 0, p)
    parts = breakdown(st, 0)
    assert parts["tracks"] == 3 + 7 + 1 + 2 + 2
    assert parts["lifepods"] == 3 * 2  # card 28: 2 each
    assert parts["meteorites"] == (7 // 3) * (1 + 1)  # one Meteorite Repo (29)
    assert parts["civ"] == 1 + 2  # cards 6 and 7
    assert parts["objectives"] == 0 and parts["lines"] == 0
    assert parts["total"] == 15 + 6 + 4 + 3


@pytest.mark.rule("PU-14.3")
def test_final_scores_are_the_sum_of_the_categories() -> None:
    st, _ = step3(n=3, seed=6, deck=(97,))
    st = play_to_over(st)
    assert st.over and st.final_scores == tuple(breakdown(st, s)["total"] for s in range(3))
    assert RULES.outcome(st).scores == st.final_scores


# --- PU-15 solo ---------------------------------------------------------------------------------


@pytest.mark.rule("PU-15.1")
def test_solo_setup_two_cards_per_rank_mandatory_events_station_turning() -> None:
    st = new_game(1, seed=2)  # no events option: solo uses them anyway
    assert [len(d) for d in st.civ_decks] == [2, 2, 2, 2]
    assert len(st.events) == 20 and sum(st.event_counts) == 20
    assert len({new_game(1, seed=s).rotation for s in range(12)}) > 1  # a random depot faces
    start = st.rotation
    st = act(act(act(st, 0, f"objective {st.work[0].offer[0]}"), 0,
                 f"objective {st.work[0].offer[1]}"), 0, f"objective {st.work[0].offer[2]}")
    assert st.round == 1 and st.phase != "rotate"
    assert st.rotation == (start + 5) % 6  # one depot clockwise before round 1
    assert len(st.revealed) == 1  # the event of round 1
    st = play_round(st)
    assert st.round == 2 and st.rotation == (start + 10) % 6


@pytest.mark.rule("PU-15.1")
def test_a_solo_game_lasts_at_most_as_many_rounds_as_events() -> None:
    st = play_until(new_game(1, seed=5), "rotate")  # never reached: no commander in solo
    assert st.over and st.round == 20 and len(st.revealed) == 20 and st.events == ()
    assert st.end_reasons == ("events",)


@pytest.mark.rule("PU-15.1")
def test_solo_custom_deck_follows_the_players_counts() -> None:
    st = new_game(1, seed=2, event_mix="custom", green=4, orange=6, red=10)
    colours = [EVENTS[e].colour for e in st.events]
    assert (colours.count("green"), colours.count("orange"), colours.count("red")) == (4, 6, 10)
    assert st.event_counts == (4, 6, 10)


@pytest.mark.rule("PU-15.2")
def test_solo_draws_four_objectives_keeps_three_and_has_no_neighbour_cards() -> None:
    st = new_game(1, seed=7)
    p = st.work[0]
    assert st.phase == "setup" and len(p.offer) == 4 and len(set(p.offer)) == 4 and p.keep == 3
    assert st.neighbour_objectives == ()
    assert set(legal(st, 0)) == {f"objective {c}" for c in p.offer}
    for card in p.offer[1:]:
        assert not st.work[0].done
        st = act(st, 0, f"objective {card}")
    assert st.players[0].objectives == p.offer[1:]
    assert p.offer[0] not in st.players[0].objectives and st.players[0].offer == ()
    assert st.phase != "setup"


@pytest.mark.rule("PU-15.3")
def test_solo_only_events_are_in_the_solo_pool_only() -> None:
    assert SOLO_ONLY <= set(eligible_events(True))
    assert not SOLO_ONLY & set(eligible_events(False))
    assert {e for e in EVENTS if EVENTS[e].solo_only} == SOLO_ONLY
    # Solo: all 20 green cards, the four solo-only green ones included.
    st = new_game(1, seed=1, event_mix="custom", green=20, orange=0, red=0)
    assert {65, 66, 67, 79} <= set(st.events)
    # Multiplayer: only 16 green cards are eligible.
    with pytest.raises(IllegalAction):
        RULES.check_setup(2, {"events": True, "event_mix": "custom", "green": 20,
                              "orange": 0, "red": 0})
    multi = set().union(*(new_game(3, seed=s, events=True).events for s in range(10)))
    solo = set().union(*(new_game(1, seed=s).events for s in range(10)))
    assert not multi & SOLO_ONLY and solo & SOLO_ONLY

