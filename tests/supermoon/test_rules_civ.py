"""Planet Unknown civ cards and objectives through the Rules contract: claiming a milestone
(PU-10.1), the civ step and the event-step claims (PU-10.2, PU-10.3), what is public
(PU-10.4), Unionization (PU-10.7), the extra tile of Salvage Yard / Depot Repair Online
(PU-10.8), what objectives read (PU-11.3) and the shared objective (PU-11.5)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from game.core.rules import Event
from game.supermoon import board as geo
from game.supermoon.card_effects import unionize
from game.supermoon.rules import RULES
from game.supermoon.scoring import breakdown
from game.supermoon.state import State, depot_slots
from tests.supermoon.builders import (
    BIOMASS,
    CIV,
    KEY,
    ROVER,
    TECH,
    WATER,
    act,
    act_events,
    at_rotate,
    depot_of,
    finish_turn,
    legal,
    legal_kind,
    make_board,
    paint,
    player,
    rect,
    rotate,
    sq,
    turn,
    update_player,
)

# Tech/Biomass tiles per seat (inner stack, outer stack): placing one reaches no milestone
# from step 0 (Tech 1, Biomass 1 are blank), so only the milestones a test queues matter.
QUIET = {0: ((80, 74), (81, 77)), 1: ((75, 76), (72, 73)), 2: ((78, 82), (79, 83)),
         3: ((86, 87), (84, 88))}
F_METEOR = 85  # F, Tech/Biomass, meteorite copy (outer shape)


def public(events: tuple[Event, ...]) -> list[tuple[str, dict[str, Any]]]:
    """The events every seat sees."""
    return [(e.kind, e.args) for e in events if e.to is None]


def place_quietly(st: State, seat: int, slot_kind: int = 0) -> State:
    """The seat places the top tile of its inner (0) or outer (1) stack at its first legal
    spot (its gains are left in the pool)."""
    slot = depot_slots(st.depot(seat))[slot_kind]
    st = act(st, seat, next(a for a in legal_kind(st, seat, "place")
                            if int(a.split()[1]) == slot))
    return st


def quiet_depots(st: State, n: int, **special: tuple[tuple[int, ...], tuple[int, ...]]
                 ) -> State:
    """Before the rotation: the station will be set to 0 and each seat's depot gets its
    quiet tiles (seat "s0"=… overrides)."""
    st = replace(st, rotation=0)
    for seat in range(n):
        st = depot_of(st, seat, *special.get(f"s{seat}", QUIET[seat]))
    return st


def to_civ_step(n: int = 3, seed: int = 1, milestones: dict[int, tuple[int, ...]] | None = None,
                decks: tuple[tuple[int, ...], ...] | None = None,
                **changes: Any) -> tuple[State, tuple[Event, ...]]:
    """Play round 1's placements with quiet tiles, the given seats having queued milestones;
    returns the state at step 6 and the events of the last confirmation."""
    st = at_rotate(n, seed, **changes)
    if decks is not None:
        st = replace(st, civ_decks=decks)
    st = rotate(quiet_depots(st, n), 0)
    for seat, ranks in (milestones or {}).items():  # queued before step 6 (not the event step)
        st = update_player(st, seat, milestones=ranks)
    events: tuple[Event, ...] = ()
    for seat in range(n):
        st = place_quietly(st, seat)
        for _ in range(20):
            gains = legal_kind(st, seat, "gain")
            if not gains:
                break
            st = act(st, seat, gains[0])
        st, events = act_events(st, seat, "done")
    return st, events


# --- PU-10.1 claiming a milestone -----------------------------------------------------------


@pytest.mark.rule("PU-10.1")
def test_claimer_sees_the_whole_rank_deck_and_keeps_exactly_one() -> None:
    decks = ((1, 4, 7, 3), (13, 8, 11, 9), (17, 21, 31, 18), (24, 23, 28, 25))
    st, _ = to_civ_step(3, milestones={0: (2,), 2: (2,)}, decks=decks)
    first = RULES.to_act(st)[0]
    assert st.work[first].picking == (13, 8, 11, 9)  # every card of the rank-2 deck
    assert sorted(legal(st, first)) == ["civ 11", "civ 13", "civ 8", "civ 9"]
    st = act(st, first, "civ 11")
    assert st.work[first].civ == (11,) and st.work[first].picking == ()
    assert st.civ_decks[1] == (13, 8, 9)  # the others stay in the deck
    assert st.civ_decks[0] == decks[0] and st.civ_decks[2] == decks[2]  # other ranks untouched
    st = finish_turn(st, first)
    second = RULES.to_act(st)[0]
    assert second != first
    assert st.work[second].picking == (13, 8, 9)  # the next claimer sees what is left


@pytest.mark.rule("PU-10.1")
def test_empty_rank_deck_gives_nothing() -> None:
    decks = ((1, 4, 7, 3), (), (17, 21, 31, 18), (24, 23, 28, 25))
    st, events = to_civ_step(2, milestones={0: (2,)}, decks=decks)
    assert ("sm.civ_empty", {"seat": 0, "rank": 2}) in [(e.kind, e.args) for e in events]
    p = st.work[0]
    assert p.milestones == () and p.picking == () and p.civ == ()
    assert legal(st, 0) == ["done"]  # nothing to choose
    st = act(st, 0, "done")
    assert st.players[0].civ == () and st.civ_decks == decks


# --- PU-10.2 the civ step --------------------------------------------------------------------


@pytest.mark.rule("PU-10.2")
def test_civ_step_runs_one_player_at_a_time_clockwise_from_the_commander() -> None:
    st = at_rotate(4, seed=3)
    c = st.commander
    claimers = [(c + 2) % 4, (c + 3) % 4, c]  # seat c + 1 has nothing to claim
    st, _ = to_civ_step(4, seed=3, milestones={s: (1,) for s in claimers})
    assert st.phase == "civ" and st.commander == c
    assert st.order == (c, (c + 2) % 4, (c + 3) % 4)
    seen = []
    while st.phase == "civ":
        (seat,) = RULES.to_act(st)
        seen.append(seat)
        assert all(legal(st, s) == [] for s in range(4) if s != seat)  # one at a time
        card = st.work[seat].picking[-1]
        st = act(st, seat, f"civ {card}")
        st = finish_turn(st, seat)
        if st.phase == "civ":  # the finished turn is public before the next one starts
            assert card in st.players[seat].civ
    assert seen == [c, (c + 2) % 4, (c + 3) % 4]


@pytest.mark.rule("PU-10.2")
def test_a_player_resolves_all_their_milestones_in_their_own_turn() -> None:
    decks = ((1, 4, 7, 3), (13, 8, 11, 9), (17, 21, 31, 18), (24, 23, 28, 25))
    c = at_rotate(2, seed=1).commander
    st, _ = to_civ_step(2, milestones={c: (1, 3), 1 - c: (1,)}, decks=decks)
    assert st.order == (c, 1 - c)
    st = act(st, c, "civ 7")
    assert RULES.to_act(st) == (c,)  # still the commander's turn: now the rank-3 deck
    assert st.work[c].picking == (17, 21, 31, 18) and "done" not in legal(st, c)
    st = act(st, c, "civ 31")
    assert st.work[c].civ == (7, 31) and st.work[c].milestones == ()
    st = act(st, c, "done")
    assert RULES.to_act(st) == (1 - c,) and st.work[1 - c].picking == (1, 4, 3)


@pytest.mark.rule("PU-10.2")
def test_immediate_effect_resolves_at_once_and_new_milestones_are_claimed_same_turn() -> None:
    decks = ((1, 4, 7, 3), (13, 8, 11, 9), (17, 21, 31, 18), (24, 23, 28, 25))
    st, _ = to_civ_step(2, milestones={0: (1,), 1: (1,)}, decks=decks)
    seat = st.order[0]
    st = update_player(st, seat, tracks=(2, 0, 1, 0, 1))
    st = act(st, seat, "civ 4")  # Dept of Engineering: 4 movement at once
    assert st.work[seat].moves == 4 and "done" in legal(st, seat)
    st = act(st, seat, "done")
    other = 1 - seat
    st = update_player(st, other, tracks=(2, 0, 1, 0, 1))
    st = act(st, other, "civ 1")  # Temp Agency: two different trackers +1, now
    assert [g.kind for g in st.work[other].pool] == ["distinct"]
    assert "done" not in legal(st, other)  # the effect must be resolved first
    st = act(st, other, f"gain 0 {CIV}")  # Civ 2 -> 3: a CIV-MS (rank 1)
    assert legal_kind(st, other, "gain") == [f"gain 0 {t}" for t in (1, 2, 3, 4)]
    st = act(st, other, f"gain 0 {WATER}")
    assert st.work[other].tracks == (3, 1, 1, 0, 1)
    # the milestone reached meanwhile is claimed in the same turn: the rank-1 deck again
    assert RULES.to_act(st) == (other,) and st.work[other].picking == (7, 3)
    st = act(st, other, "civ 3")
    assert st.work[other].civ == (1, 3)


# --- PU-10.3 milestones reached in the event step --------------------------------------------


@pytest.mark.rule("PU-10.3")
def test_event_step_milestones_are_claimed_right_after_the_event_before_the_draft() -> None:
    st = at_rotate(3, seed=2, events=True)
    st = replace(st, events=(69, 81, 82))  # 69: Rover or Civ +1
    c = st.commander
    for seat in range(3):
        st = update_player(st, seat, tracks=(2, 0, 0, 0, 0))
    st = rotate(st, 0)
    assert st.phase == "event" and st.event == 69
    for seat in range(3):
        track = CIV if seat != (c + 1) % 3 else ROVER  # one seat takes Rover instead
        st = act(st, seat, f"gain 0 {track}")
        st = act(st, seat, "done")
    assert st.phase == "event_civ"
    assert st.order == (c, (c + 2) % 3)  # the civ step's order: clockwise from the commander
    assert all(not p.placed and p.took == () for p in st.work)  # no draft yet
    for seat, size in ((c, 4), ((c + 2) % 3, 3)):
        assert RULES.to_act(st) == (seat,) and len(st.work[seat].picking) == size
        st = act(st, seat, f"civ {st.work[seat].picking[0]}")
        st = finish_turn(st, seat)
    assert st.phase == "place" and st.round == 1 and st.event == 69
    assert all(len(p.civ) == (0 if s == (c + 1) % 3 else 1) for s, p in enumerate(st.players))
    assert legal_kind(st, c, "place")  # now the draft


# --- PU-10.4 public and secret cards ---------------------------------------------------------


@pytest.mark.rule("PU-10.4")
def test_immediate_cards_are_public_and_end_game_cards_secret() -> None:
    decks = ((4, 6, 1, 3), (13, 8, 11, 9), (17, 21, 31, 18), (24, 23, 28, 25))
    st, _ = to_civ_step(2, milestones={0: (1,), 1: (1,)}, decks=decks)
    a = st.order[0]
    b = 1 - a
    st, ev = act_events(st, a, "civ 4")  # immediate
    assert public(ev) == []  # private until the turn is confirmed
    st, ev = act_events(st, a, "done")
    assert ("sm.civ_taken", {"card": 4, "rank": 1, "seat": a}) in public(ev)
    st, ev = act_events(st, b, "civ 6")  # end game
    st, ev = act_events(st, b, "done")
    taken = [args for kind, args in public(ev) if kind.startswith("sm.civ_taken")]
    assert taken == [{"rank": 1, "seat": b}]  # the end-game card is not named
    assert ("sm.civ_taken_secret", {"rank": 1, "seat": b}) in public(ev)
    for viewer in (a, None):
        view = RULES.view(st, viewer)
        assert view.players[a].civ == (4,)
        if viewer is None:
            assert view.players[b].civ == () and view.secret_ranks[b] == (1,)
    assert RULES.view(st, b).players[b].civ == (6,)  # its owner sees it
    assert RULES.view(st, a).players[b].civ == ()


@pytest.mark.rule("PU-10.4")
def test_end_game_cards_revealed_and_resolved_in_the_final_phase() -> None:
    st = at_rotate(2, seed=1)
    st = replace(st, last_round=True, civ_decks=((7, 6, 1),) + st.civ_decks[1:])
    st = update_player(st, 0, civ=(23, 6, 4), tracks=(2, 0, 0, 0, 0))  # 23: 2 + advance 1
    assert RULES.view(st, 1).players[0].civ == (4,)  # secret before the final phase
    assert RULES.view(st, 1).secret_ranks[0] == (4, 1)
    st = rotate(quiet_depots(st, 2), 0)
    for seat in range(2):
        st = finish_turn(place_quietly(st, seat), seat)
    assert st.phase == "final"
    assert RULES.view(st, 1).players[0].civ == (23, 6, 4)  # revealed
    assert RULES.view(st, 1).secret_ranks == ((), ())
    assert [(g.kind, g.source) for g in st.work[0].pool] == [("adv_any", "card:23")]
    assert RULES.to_act(st) == (0,)  # seat 1 has nothing to resolve
    st = act(st, 0, f"gain 0 {CIV}")  # Civ 2 -> 3, a civ milestone
    assert st.work[0].tracks[CIV] == 3 and st.work[0].milestones == (1,)
    st = act(st, 0, "done")
    assert st.phase == "final_civ" and st.work[0].picking == (7, 6, 1)
    st = act(st, 0, "civ 7")
    st = act(st, 0, "done")
    assert st.over
    assert breakdown(st, 0)["civ"] == 2 + 1 + 2  # cards 23, 6 and 7


# --- PU-10.7 Unionization --------------------------------------------------------------------


@pytest.mark.rule("PU-10.7")
def test_unionization_raises_every_tracker_below_five_one_step_at_a_time() -> None:
    t = turn(player(tracks=(0, 2, 1, 4, 6)))
    unionize(t)
    p = t.player
    assert p.tracks == (5, 5, 5, 5, 6)  # Tech already at 6 stays
    steps = [(a["track"], a["step"]) for k, a in t.journal if k == "sm.advance"]
    assert steps == [(CIV, 1), (WATER, 3), (BIOMASS, 2), (ROVER, 5),
                     (CIV, 2), (WATER, 4), (BIOMASS, 3),
                     (CIV, 3), (WATER, 5), (BIOMASS, 4),
                     (CIV, 4), (BIOMASS, 5),
                     (CIV, 5)]
    # benefits claimed: Civ 3 CIV-MS, Biomass 3 PATCH, Rover 5 mv2 ...
    assert p.milestones == (1,) and p.moves == 2
    assert [g.kind for g in p.pool] == ["patch"]
    # ... except the synergies of Water 3 and Biomass 2
    assert [k for k, _ in t.journal].count("sm.synergy_suppressed") == 2


@pytest.mark.rule("PU-10.7")
def test_unionization_taken_in_the_civ_step_then_claims_its_new_milestone() -> None:
    decks = ((1, 4, 7, 3), (13, 8, 11, 9), (17, 21, 31, 18), (24, 23, 28, 25))
    st, _ = to_civ_step(2, milestones={0: (3,)}, decks=decks)
    st = update_player(st, 0, tracks=(2, 5, 9, 7, 4))
    st = act(st, 0, "civ 21")
    p = st.work[0]
    assert p.tracks == (5, 5, 9, 7, 5)
    assert p.pool == () and p.picking == (1, 4, 7, 3)  # Civ 3: a rank-1 claim, same turn


# --- PU-10.8 the extra tile -----------------------------------------------------------------


def _extra_tile_turn(card: int, board_changes: dict[int, str] | None = None,
                     **options: Any) -> State:
    """Seat 0 drafts its inner tile and takes `card` (rank 1 or 3) in the civ step; its outer
    stack's top is the meteorite F tile."""
    rank = 1 if card == 5 else 3
    decks = [(1, 4, 7), (13, 8, 11), (17, 21, 31), (24, 23, 28)]
    decks[rank - 1] = (card,) + decks[rank - 1]
    st = at_rotate(2, seed=1, **options)
    st = replace(st, civ_decks=tuple(decks))
    if board_changes:
        st = update_player(st, 0, boards=(make_board(board_changes),))
    st = rotate(quiet_depots(st, 2, s0=(QUIET[0][0], (F_METEOR, 73))), 0)
    st = update_player(st, 0, milestones=(rank,))
    for seat in range(2):
        st = finish_turn(place_quietly(st, seat), seat)
    assert st.phase == "civ" and RULES.to_act(st) == (0,)
    return act(st, 0, f"civ {card}")


@pytest.mark.rule("PU-10.8")
def test_salvage_yard_places_the_other_depot_tile_legally_with_its_meteorite() -> None:
    st = _extra_tile_turn(5)
    p = st.work[0]
    inner, outer = depot_slots(st.depot(0))
    assert [(g.kind, g.arg) for g in p.pool] == [("tile", 0)]  # no advancement
    options = legal_kind(st, 0, "gain")
    expected = {f"gain 0 {outer} {f} {x} {y} 0"
                for f, x, y in geo.placements(p.boards[0], F_METEOR, geo.Rules())}
    assert set(options) == expected and expected  # all placement rules, the outer stack only
    tracks = p.tracks
    st = act(st, 0, sorted(options)[0])
    p = st.work[0]
    b = p.boards[0]
    assert b.pieces[-1].tile == F_METEOR and len(b.pieces) == 2
    assert len(b.meteors) == 1 and b.meteors == b.symbols  # its meteorite is placed
    assert p.tracks == tracks and p.pool == ()  # Salvage Yard: no advancement
    st = act(st, 0, "done")
    assert st.stacks[outer] == (73,)  # the tile left the station


@pytest.mark.rule("PU-10.8")
def test_depot_repair_online_places_the_extra_tile_with_advancement() -> None:
    st = _extra_tile_turn(16)
    assert [(g.kind, g.arg) for g in st.work[0].pool] == [("tile", 1)]
    st = act(st, 0, legal_kind(st, 0, "gain")[0])
    p = st.work[0]
    assert p.boards[0].pieces[-1].tile == F_METEOR and len(p.boards[0].meteors) == 1
    assert sorted((g.kind, g.arg) for g in p.pool) == [("adv", BIOMASS), ("adv", TECH)]


@pytest.mark.rule("PU-10.8")
def test_extra_tile_obeys_the_round_event_restriction() -> None:
    board = make_board(paint(rect(4, 1, 3, 1), "c"))
    st = at_rotate(2, seed=1, events=True)
    st = replace(st, events=(120, 81), civ_decks=((5, 1, 4),) + st.civ_decks[1:])
    st = update_player(st, 0, boards=(board,))
    st = rotate(quiet_depots(st, 2, s0=(QUIET[0][0], (F_METEOR, 73))), 0)
    st = update_player(st, 0, milestones=(1,))
    assert st.event == 120  # no tile on planet ice this round
    for seat in range(2):
        st = finish_turn(place_quietly(st, seat), seat)
    st = act(st, 0, "civ 5")
    b = st.work[0].boards[0]
    options = {tuple(map(int, a.split()[3:6])) for a in legal_kind(st, 0, "gain")}
    plain = set(geo.placements(b, F_METEOR, geo.Rules()))
    no_ice = set(geo.placements(b, F_METEOR, geo.Rules(restriction=geo.NO_ICE)))
    assert options == no_ice and no_ice < plain  # the restriction removed some spots
    assert all(not geo.is_ice(b, s) for f, x, y in options
               for s, _, _, _ in geo.squares_of(b, F_METEOR, f, x, y))


@pytest.mark.rule("PU-10.8")
def test_extra_tile_that_fits_nowhere_does_nothing_and_stays_in_the_station() -> None:
    hole = {sq(5, 5), sq(6, 5)}
    full = paint([s for s in geo.board_squares(geo.empty_board(KEY)) if s not in hole], "c")
    st = _extra_tile_turn(5, full)
    p = st.work[0]
    assert p.civ == (5,) and p.pool == ()  # the card does nothing
    b = p.boards[0]
    assert len(b.pieces) == 1 and all(b.terrain[s] != "." for s in geo.board_squares(b))
    st, ev = act_events(st, 0, "done")
    assert ("sm.gain_lost", {"gain": "tile", "seat": 0}) in public(ev)
    outer = depot_slots(st.depot(0))[1]
    assert st.stacks[outer] == (F_METEOR, 73)  # still in the station
