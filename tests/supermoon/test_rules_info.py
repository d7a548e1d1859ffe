"""Planet Unknown information and simultaneity (PU-19): what each seat's view holds, private
pending turns revealed together, hot-seat curtains (`RULES.is_private_for`), a seat's own undo
(`reset`, and Match undo stopping at hidden information) and determinization."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from game.core.match import Match, default_seats
from game.core.rng import Rng
from game.core.rules import events_for
from game.supermoon.data import CIV_CARDS, EVENTS, TILES
from game.supermoon.phases import COLOUR_INDEX
from game.supermoon.rules import RULES
from game.supermoon.state import State
from game.supermoon.view import View, determinize
from tests.supermoon.builders import (
    act,
    act_events,
    at_rotate,
    auto_step,
    finish_turn,
    legal,
    legal_kind,
    to_place,
    update_player,
    with_events,
)

RANK1 = tuple(sorted(c for c, card in CIV_CARDS.items() if card.rank == 1))


def place_first(st: State, seat: int) -> State:
    """The seat places its first legal placement (not confirmed)."""
    return act(st, seat, legal_kind(st, seat, "place")[0])


def at_civ_step_pending() -> State:
    """Steps 4-5 of round 1 (2 players, seed 3): seat 0 has a rank-1 milestone queued and the
    rank-1 deck is (6, 1, 3); seat 1 holds end-game card 7 (secret) and immediate card 5."""
    st = to_place(2, seed=3)
    decks = ((6, 1, 3),) + st.civ_decks[1:]
    reserve = tuple(c for c in RANK1 if c not in (6, 1, 3, 7, 5))
    st = replace(st, civ_decks=decks, civ_reserve=(reserve,) + st.civ_reserve[1:])
    st = update_player(st, 0, milestones=(1,))
    return update_player(st, 1, civ=(7, 5))


def before_last_confirm(st: State) -> tuple[State, int]:
    """Steps 4-5 played (first choices) up to the last seat's confirmation: (state, seat)."""
    for _ in range(500):
        acting = RULES.to_act(st)
        p = st.work[acting[0]]
        if len(acting) == 1 and p.placed and not p.pool:
            return st, acting[0]
        st = auto_step(st)
    raise AssertionError("steps 4-5 did not finish")


def at_civ_step() -> State:
    """Step 6 of `at_civ_step_pending`: seat 0 chooses from the rank-1 deck (6, 1, 3)."""
    st, seat = before_last_confirm(at_civ_step_pending())
    st = act(st, seat, "done")
    assert st.phase == "civ" and RULES.to_act(st) == (0,)
    return st


def same_view(a: View, b: View) -> list[str]:
    """Names of the fields where two views differ."""
    return [f.name for f in fields(a) if getattr(a, f.name) != getattr(b, f.name)]


# --- PU-19.1 public information -----------------------------------------------------------------


@pytest.mark.rule("PU-19.1")
def test_public_information_is_in_every_seats_view() -> None:
    st = at_civ_step()
    st = finish_turn(act(st, 0, "civ 1"), 0)  # an immediate card: public once the turn ends
    pub = st.players
    for seat in (None, 0, 1):
        v = RULES.view(st, seat)
        other = 1 if seat == 0 else 0
        assert v.players[other].boards == pub[other].boards  # boards, tiles, lifepods…
        assert v.players[other].tracks == pub[other].tracks
        assert v.players[other].rovers == pub[other].rovers
        assert (v.players[other].lifepods, v.players[other].meteorites) == \
            (pub[other].lifepods, pub[other].meteorites)
        assert v.tops == tuple(s[0] if s and not st.hidden_top[k] else -1
                               for k, s in enumerate(st.stacks))
        assert v.counts == tuple(len(s) for s in st.stacks)
        assert (v.rotation, v.commander) == (st.rotation, st.commander)
        assert v.neighbour_objectives == st.neighbour_objectives
        assert v.deck_counts == tuple(len(d) for d in st.civ_decks)
    assert 1 in RULES.view(st, 1).players[0].civ  # immediate card 1, named
    assert 5 in RULES.view(st, 0).players[1].civ
    assert RULES.view(st, 0).secret_ranks[1] == (1,)  # how many end-game cards, by rank


@pytest.mark.rule("PU-19.1")
def test_revealed_events_are_public() -> None:
    st = to_place(2, seed=3, deck=(97, 98, 99))
    for seat in (None, 0, 1):
        v = RULES.view(st, seat)
        assert v.event == 97 and v.revealed == (97,) and v.events_left == 2
        assert v.event_counts == st.event_counts


# --- PU-19.2 hidden information -----------------------------------------------------------------


@pytest.mark.rule("PU-19.2")
def test_views_do_not_depend_on_hidden_orders_and_contents() -> None:
    st = to_place(2, seed=3, deck=(97, 98, 99, 120))
    # Change only what is hidden: stack orders below the tops, the split between rank decks
    # and reserves, the event deck order.
    stacks = tuple(s[:1] + tuple(reversed(s[1:])) for s in st.stacks)
    decks = tuple(r[:len(d)] for d, r in zip(st.civ_decks, st.civ_reserve, strict=True))
    reserves = tuple(d + r[len(d):] for d, r in zip(st.civ_decks, st.civ_reserve, strict=True))
    other = replace(st, stacks=stacks, civ_decks=decks, civ_reserve=reserves,
                    events=tuple(reversed(st.events)))
    assert other.stacks != st.stacks and other.civ_decks != st.civ_decks
    for seat in (None, 0, 1):
        assert same_view(RULES.view(st, seat), RULES.view(other, seat)) == []
    v = RULES.view(st, 0)
    assert not hasattr(v, "stacks") and not hasattr(v, "civ_decks") and not hasattr(v, "events")
    assert v.colours_left == (0, 2, 1)  # 98, 99 orange; 120 red: colours only


@pytest.mark.rule("PU-19.2")
def test_end_game_cards_and_private_objectives_are_hidden_until_the_final_phase() -> None:
    st = at_rotate(2, seed=3, events=True, private_objectives=True)
    st = with_events(st, (97,))
    st = update_player(st, 1, civ=(7, 5))
    st = act(st, st.commander, f"rotate {st.rotation}")
    secret_obj = st.players[1].objectives
    assert len(secret_obj) == 1
    for seat in (None, 0):
        v = RULES.view(st, seat)
        assert v.players[1].civ == (5,) and v.secret_ranks[1] == (1,)
        assert v.players[1].objectives == () and v.objective_counts[1] == 1
    mine = RULES.view(st, 1)  # the owner sees them
    assert mine.players[1].civ == (7, 5) and mine.players[1].objectives == secret_obj
    while not st.over and st.phase not in ("final", "final_civ"):
        st = auto_step(st)
    v = RULES.view(st, 0)  # PU-13.5: revealed in the final phase
    assert 7 in v.players[1].civ and v.players[1].objectives == secret_obj


@pytest.mark.rule("PU-19.2")
@pytest.mark.rule("PU-19.4")
def test_a_peek_is_seen_by_the_peeking_seat_only() -> None:
    st = at_rotate(2, seed=3, events=True)
    st = with_events(st, (117, 98, 99))
    st = act(st, st.commander, f"rotate {st.rotation}")
    assert st.phase == "event" and "gain 0 -1" in legal(st, 0)
    st, events = act_events(st, 0, "gain 0 -1")
    assert [(e.kind, e.to, e.barrier) for e in events] == [("sm.peeked", (0,), True)]
    assert "event" not in events[0].args  # even the peeker's log does not name the card
    assert RULES.view(st, 0).players[0].peek == 98
    assert RULES.view(st, 1).players[0].peek == 0 and RULES.view(st, None).players[0].peek == 0
    assert events_for(events, 1) == () and events_for(events, None) == ()


# --- PU-19.3 who acts; private pending turns revealed together ----------------------------------


@pytest.mark.rule("PU-19.3")
def test_rotation_is_the_commanders_alone_and_steps_4_5_are_simultaneous() -> None:
    st = at_rotate(3, seed=4)
    assert RULES.to_act(st) == (st.commander,)
    assert all(not legal(st, s) for s in range(3) if s != st.commander)
    st = act(st, st.commander, f"rotate {st.rotation}")
    assert st.phase == "place" and RULES.to_act(st) == (0, 1, 2)
    st = finish_turn(place_first(st, 1), 1)
    assert RULES.to_act(st) == (0, 2)


@pytest.mark.rule("PU-19.3")
@pytest.mark.rule("PU-19.4")
def test_a_pending_turn_is_private_until_every_seat_has_confirmed() -> None:
    st = to_place(2, seed=3)
    start = st.players
    st, events = act_events(st, 0, legal_kind(st, 0, "place")[0])
    assert events and all(e.to == (0,) and e.redacted is None for e in events)
    assert len(RULES.view(st, 0).players[0].boards[0].pieces) == 1  # its own working copy
    for seat in (None, 1):  # behind the curtain: the board as at the step's start
        v = RULES.view(st, seat)
        assert v.players[0].boards == start[0].boards and v.players[0].took == ()
        assert v.ready == (False, False)
    st = finish_turn(st, 0)
    v = RULES.view(st, 1)
    assert v.ready == (True, False) and v.players[0].boards == start[0].boards
    assert v.players[0].tracks == start[0].tracks
    # The last confirmation reveals both turns, announced in seat order from the commander.
    st = place_first(st, 1)
    while legal_kind(st, 1, "gain"):
        st = act(st, 1, legal_kind(st, 1, "gain")[0])
    commander = st.commander
    st, events = act_events(st, 1, "done")
    placed = [e for e in events if e.kind == "sm.tile_placed"]
    assert [e.args["seat"] for e in placed] == [commander, 1 - commander]
    assert all(e.to is None for e in placed)
    assert all(len(p.boards[0].pieces) == 1 for p in RULES.view(st, None).players)


@pytest.mark.rule("PU-19.3")
def test_civ_card_choices_are_sequential_in_commander_order() -> None:
    st = to_place(3, seed=4)
    for seat in range(3):
        st = update_player(st, seat, milestones=(1,))
    while st.phase == "place":
        st = auto_step(st)
    c = st.commander
    assert st.phase == "civ" and st.order == (c, (c + 1) % 3, (c + 2) % 3)
    for k in range(3):
        seat = (c + k) % 3
        assert RULES.to_act(st) == (seat,) and st.work[seat].picking
        assert all(not legal(st, s) for s in range(3) if s != seat)
        st = act(st, seat, legal_kind(st, seat, "civ")[0])
        st = finish_turn(st, seat)
    assert st.phase != "civ"


# --- PU-19.4 hot seat: curtains and the log ------------------------------------------------------


@pytest.mark.rule("PU-19.4")
def test_is_private_for_marks_every_simultaneous_turn_and_civ_choice() -> None:
    st = at_rotate(2, seed=3)
    assert not RULES.is_private_for(st, st.commander)  # the rotation is public
    st = act(st, st.commander, f"rotate {st.rotation}")
    assert RULES.is_private_for(st, 0) and RULES.is_private_for(st, 1)
    st = finish_turn(place_first(st, 0), 0)
    assert not RULES.is_private_for(st, 0) and RULES.is_private_for(st, 1)
    st = at_civ_step()
    assert RULES.is_private_for(st, 0) and not RULES.is_private_for(st, 1)
    st = to_place(2, seed=3, deck=(97,))
    while not st.over:
        st = auto_step(st)
    assert not any(RULES.is_private_for(st, s) for s in range(2))


@pytest.mark.rule("PU-19.4")
def test_the_rank_deck_being_chosen_from_is_shown_to_the_chooser_only() -> None:
    st, seat = before_last_confirm(at_civ_step_pending())
    st, events = act_events(st, seat, "done")  # the reveal, then step 6 starts
    look = [e for e in events if e.kind == "sm.civ_look"]
    assert len(look) == 1 and look[0].to == (0,) and look[0].args == {"seat": 0, "rank": 1}
    assert look[0].redacted is not None and look[0].redacted.to is None
    assert RULES.view(st, 0).players[0].picking == (6, 1, 3)
    assert RULES.view(st, 1).players[0].picking == ()
    assert RULES.view(st, None).players[0].picking == ()


@pytest.mark.rule("PU-19.4")
def test_the_log_names_immediate_cards_and_only_the_rank_of_end_game_cards() -> None:
    st = at_civ_step()
    st, _ = act_events(st, 0, "civ 6")  # an end-game card
    st, events = act_events(st, 0, "done")
    taken = [e for e in events if e.kind.startswith("sm.civ_taken")]
    assert [(e.kind, e.args, e.to) for e in taken] == [
        ("sm.civ_taken_secret", {"seat": 0, "rank": 1}, None)]
    st = at_civ_step()
    st = act(st, 0, "civ 1")  # an immediate card (Temp Agency: two advances)
    while legal_kind(st, 0, "gain"):
        st = act(st, 0, legal_kind(st, 0, "gain")[0])
    st, events = act_events(st, 0, "done")
    taken = [e for e in events if e.kind.startswith("sm.civ_taken")]
    assert [(e.kind, e.args["card"], e.to) for e in taken] == [("sm.civ_taken", 1, None)]


# --- PU-19.5 undo of one's own unconfirmed actions ----------------------------------------------


@pytest.mark.rule("PU-19.5")
def test_reset_takes_a_seat_back_to_the_start_of_the_step() -> None:
    st = to_place(2, seed=3)
    start0, start1 = st.work
    assert "reset" not in legal(st, 0)  # nothing to take back yet
    st = place_first(st, 0)
    st = act(st, 0, legal_kind(st, 0, "gain")[0])
    st = place_first(st, 1)
    assert "reset" in legal(st, 0)
    st, events = act_events(st, 0, "reset")
    assert [(e.kind, e.to) for e in events] == [("sm.reset", (0,))]
    assert st.work[0] == start0 and st.work[0].placed is False
    assert st.work[1] != start1 and st.work[1].placed  # the other seat's turn is untouched
    assert legal_kind(st, 0, "place")  # the tile can be chosen again


@pytest.mark.rule("PU-19.5")
def test_reset_stops_at_a_peek() -> None:
    st = at_rotate(2, seed=3, events=True)
    st = with_events(st, (117, 98, 99))
    st = act(st, st.commander, f"rotate {st.rotation}")
    st = act(st, 0, "gain 0 -1")
    assert st.base[0].peek == 98 and "reset" not in legal(st, 0)
    # Match undo stops there too: the step is a barrier.
    match = Match(RULES, default_seats(2), 3, {"events": True})
    match._states[-1] = with_events(match.state, (117, 98, 99))  # stack the deck
    match.submit(match.state.commander, f"rotate {match.state.rotation}")
    match.submit(0, "gain 0 -1")
    assert match.undo_status(0) == (False, "supermoon.undo.seen")


@pytest.mark.rule("PU-19.5")
def test_a_civ_card_seen_and_taken_cannot_be_reset_but_later_actions_can() -> None:
    st = at_civ_step()
    assert "reset" not in legal(st, 0)  # the rank deck was shown: no going back before it
    st = act(st, 0, "civ 3")  # Dept of Natural Resources: gain 1 patch
    assert "reset" not in legal(st, 0) and st.work[0].civ == (3,)
    assert [g.kind for g in st.work[0].pool] == ["patch"]
    st = act(st, 0, legal_kind(st, 0, "gain")[0])
    assert st.work[0].pool == () and "reset" in legal(st, 0)
    st = act(st, 0, "reset")
    assert st.work[0].civ == (3,) and [g.kind for g in st.work[0].pool] == ["patch"]


# --- PU-19.6 determinization --------------------------------------------------------------------


def _states_to_check() -> list[State]:
    st = to_place(2, seed=3, deck=(97, 98, 120, 69))
    pending = place_first(st, 0)
    peek = at_rotate(2, seed=3, events=True)
    peek = with_events(peek, (117, 98, 99))
    peek = act(act(peek, peek.commander, f"rotate {peek.rotation}"), 0, "gain 0 -1")
    return [st, pending, peek, at_civ_step()]


@pytest.mark.rule("PU-19.6")
@pytest.mark.parametrize("case", range(4))
def test_determinization_keeps_the_seats_view(case: int) -> None:
    st = _states_to_check()[case]
    for seat in range(st.n):
        view = RULES.view(st, seat)
        for s in (1, 2):
            sample = RULES.determinize(view, Rng.from_seed(s))
            assert same_view(RULES.view(sample, seat), view) == []


@pytest.mark.rule("PU-19.6")
def test_determinization_samples_what_is_hidden() -> None:
    st = at_civ_step()
    view = RULES.view(st, 1)  # seat 1 waits while seat 0 chooses
    samples = [determinize(view, Rng.from_seed(s)) for s in range(6)]
    placed = {pc.tile for p in st.players for b in p.boards for pc in b.pieces}
    for d in samples:
        for k, stack in enumerate(d.stacks):
            assert len(stack) == len(st.stacks[k])
            if not st.hidden_top[k]:  # a top taken this round waits for cleanup (PU-3.2)
                assert stack[:1] == st.stacks[k][:1]
            assert {TILES[t].shape_id for t in stack} <= {view.slot_shapes[k]}
            assert not set(stack) & placed
        assert d.work[1] == st.work[1]  # its own seat is exact
    # Seat 0's end-game cards are unknown to seat 1; its own card 7 stays.
    assert all(7 in d.players[1].civ for d in samples)
    assert len({d.stacks for d in samples}) > 1  # the orders below the tops vary
    assert len({d.civ_decks[0] for d in samples}) > 1  # seat 1 never saw the rank-1 deck


@pytest.mark.rule("PU-19.6")
def test_determinization_respects_colours_left_and_a_peek() -> None:
    st = at_rotate(2, seed=3, events=True)
    st = with_events(st, (117, 98, 99, 120, 69))
    st = act(st, st.commander, f"rotate {st.rotation}")
    st = act(st, 0, "gain 0 -1")
    for seat in (0, 1):
        for s in range(5):
            d = determinize(RULES.view(st, seat), Rng.from_seed(s))
            counts = [0, 0, 0]
            for e in d.events:
                counts[COLOUR_INDEX[EVENTS[e].colour]] += 1
            assert tuple(counts) == (1, 2, 1) and 117 not in d.events
            if seat == 0:
                assert d.events[0] == 98  # the peeked card stays on top


@pytest.mark.rule("PU-19.6")
def test_other_players_secrets_are_sampled_with_the_right_rank_and_count() -> None:
    st = at_civ_step()
    st = act(act(st, 0, "civ 6"), 0, "done")  # seat 0 now hides one rank-1 end-game card
    view = RULES.view(st, 1)
    assert view.secret_ranks[0] == (1,) and view.players[0].civ == ()
    for s in range(6):
        d = determinize(view, Rng.from_seed(s))
        (card,) = d.players[0].civ
        assert CIV_CARDS[card].rank == 1 and CIV_CARDS[card].timing != "immediate"
        assert card not in (7, 5) and card not in d.civ_decks[0]


@pytest.mark.rule("PU-19.6")
@pytest.mark.rule("PU-19.2")
def test_a_rank_deck_a_seat_has_seen_stays_known_to_it_only() -> None:
    st = at_civ_step()
    st = act(act(st, 0, "civ 6"), 0, "done")  # seat 0 saw (6, 1, 3) and kept 6
    assert st.civ_decks[0] == (1, 3)
    assert {determinize(RULES.view(st, 0), Rng.from_seed(s)).civ_decks[0] for s in range(8)} \
        <= {(1, 3), (3, 1)}
    assert RULES.view(st, 1).players[0].seen_deck == ()  # another seat does not learn it
    others = {frozenset(determinize(RULES.view(st, 1), Rng.from_seed(s)).civ_decks[0])
              for s in range(8)}
    assert len(others) > 1


@pytest.mark.rule("PU-19.3")
def test_the_log_tells_a_seats_own_turn_once_after_the_reveal() -> None:
    """While a step is open a seat reads its own pending choices (drafts); once every turn is
    revealed the public lines replace them, so nobody reads their turn twice."""
    match = Match(RULES, default_seats(2), 3)
    match._states[-1] = to_place(2, seed=3)
    place = legal_kind(match.state, 0, "place")
    match.submit(0, place[0])
    match.submit(0, "reset")  # started over: neither the draft nor the reset is a final line
    match.submit(0, place[1])
    while legal_kind(match.state, 0, "gain"):
        match.submit(0, legal_kind(match.state, 0, "gain")[0])
    match.submit(0, "done")
    pending = [e for _i, e in match.log(0) if e.kind == "sm.tile_placed"]
    assert len(pending) == 2 and all(e.draft and e.to == (0,) for e in pending)
    assert "sm.reset" in [e.kind for _i, e in match.log(0)]
    assert not [e for _i, e in match.log(1) if e.kind == "sm.tile_placed"]  # still private
    match.submit(1, legal_kind(match.state, 1, "place")[0])
    while legal_kind(match.state, 1, "gain"):
        match.submit(1, legal_kind(match.state, 1, "gain")[0])
    match.submit(1, "done")
    for seat in (0, 1, None):
        log = [e for _i, e in match.log(seat)]
        placed = [e for e in log if e.kind == "sm.tile_placed"]
        assert sorted(e.args["seat"] for e in placed) == [0, 1]
        assert all(e.to is None and not e.draft for e in placed)
        assert "sm.reset" not in [e.kind for e in log]
    mine = [e for _i, e in match.log(0) if e.kind == "sm.tile_placed" and e.args["seat"] == 0]
    assert mine[0].args["tile"] == RULES.view(match.state, 0).players[0].boards[0].pieces[0].tile
