"""Planet Unknown round sequence and S.U.S.A.N. draft (PU-2.1 to PU-2.4, PU-3.1, PU-3.2, PU-3.4,
PU-3.5), driven through the Rules contract with hand-set depots and players."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.supermoon import board as geo
from game.supermoon.gains import extra_tile_choices
from game.supermoon.rules import RULES
from game.supermoon.state import Player, Rover, State, depot_slots
from tests.supermoon.builders import (
    BIOMASS,
    CIV,
    ROVER,
    TECH,
    WATER,
    G,
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
    rotate,
    set_player,
    sq,
    tile_id,
    with_events,
)

D2_BIO_CIV = tile_id("D2", "biomass", "civ")  # biomass icon on top, civ icon below (form 0)
D2_ROVER_TECH = tile_id("D2", "rover", "tech")
D2_WATER_ROVER = tile_id("D2", "water", "rover")
I3_CIV_ENERGY = tile_id("I3", "civ", "energy")
O4_TECH_BIO = tile_id("O4", "tech", "biomass")  # form 0: biomass icon (0,0), tech icon (1,1)
N_CIV_ENERGY = tile_id("N", "civ", "energy")
F_ROVER_TECH = tile_id("F", "rover", "tech")
U5_WATER_ROVER = tile_id("U5", "water", "rover")
FULL = make_board(paint([s for s in range(144) if G.on_board(s % 12, s // 12)], "c"))
# Events without a choice at the event step: 122 (no synergy), 103 (no planet edge).
QUIET = 122


def ready(n: int = 2, r: int = 0, deck: tuple[int, ...] | None = None,
          depots: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] | None = None,
          players: dict[int, Player] | None = None, seed: int = 1) -> State:
    """Round 1 after the commander set rotation r: depots (inner, outer) and players are set
    before the station turns, so the end check (step 3) sees them."""
    st = at_rotate(n, seed, **({"events": True} if deck is not None else {}))
    if deck is not None:
        st = with_events(st, deck)
    st = replace(st, rotation=r)
    for seat, (inner, outer) in (depots or {}).items():
        st = depot_of(st, seat, inner, outer)
    for seat, p in (players or {}).items():
        st = set_player(st, seat, p)
    return rotate(st, r)


def kinds(events: tuple) -> list[str]:
    """Kinds of a tuple of log events."""
    return [e.kind for e in events]


def resolve_pool(st: State, seat: int) -> State:
    """Resolve the seat's pending pool with the first legal choice each time (no confirm)."""
    while legal_kind(st, seat, "gain"):
        st = act(st, seat, legal_kind(st, seat, "gain")[0])
    return st


def pick_civ(st: State, seat: int, card: int) -> State:
    """Set the rank-1 deck so that `card` is offered first."""
    rest = tuple(c for c in st.civ_decks[0] if c != card)
    return replace(st, civ_decks=((card,) + rest[:2],) + st.civ_decks[1:])


# --- PU-2.1 the round's steps -------------------------------------------------------------------


@pytest.mark.rule("PU-2.1")
def test_round_runs_rotation_event_draft_civ_step_then_cleanup() -> None:
    st = at_rotate(2, seed=1, events=True)
    st = with_events(st, (QUIET, 103))
    commander = st.commander
    st = replace(st, rotation=0)
    st = depot_of(st, 0, (D2_BIO_CIV,), (N_CIV_ENERGY,))
    st = depot_of(st, 1, (D2_ROVER_TECH,), (F_ROVER_TECH,))
    st = set_player(st, 0, player(tracks=(2, 0, 0, 0, 0)))  # civ 2: next civ is a milestone
    st = pick_civ(st, 0, 6)
    assert st.phase == "rotate" and st.round == 1
    # (1) rotation, then (2) the event, then (3)-(4) the draft for everyone
    st, ev = act_events(st, commander, "rotate 0")
    # kept as it stood (rotation 0 already): the log says so, not « turns the station »
    assert kinds(ev) == ["sm.station_kept", "sm.event"] and st.event == QUIET
    assert st.phase == "place" and RULES.to_act(st) == (0, 1)
    st = act(st, 0, "place 6 0 5 0 0")  # biomass (5,0), civ (5,1)
    st = finish_turn(st, 0)
    assert st.work[0].milestones == (1,)  # civ 3 is a CIV-MS: only queued (PU-2.3)
    st = resolve_pool(act(st, 1, "place 9 0 5 0 0"), 1)
    st, ev = act_events(st, 1, "done")
    # (5) done, (6) the civ step comes before the cleanup: still round 1, tops still hidden
    assert st.phase == "civ" and st.order == (0,) and st.round == 1
    assert "sm.tops_revealed" not in kinds(ev)
    assert st.hidden_top[6] and st.hidden_top[9]
    st = act(st, 0, "civ 6")  # an end-game card: nothing to resolve
    st, ev = act_events(st, 0, "done")
    # (7) cleanup: tops revealed, the commander token passes, the next round starts
    k = kinds(ev)
    assert k.index("sm.tops_revealed") < k.index("sm.round")
    assert st.round == 2 and st.phase == "rotate"
    assert st.commander == (commander + 1) % 2
    assert st.hidden_top == (False,) * 12


@pytest.mark.rule("PU-2.1")
def test_end_check_comes_after_the_event_and_before_the_draft() -> None:
    st = at_rotate(2, seed=2, events=True)
    st = with_events(st, (QUIET, 103))
    st = set_player(st, 1, player(board=FULL))  # no tile fits anywhere
    st, ev = act_events(st, st.commander, "rotate 3")
    # step 2 (the event), then step 3 (the stuck check), then the draft opens
    assert kinds(ev) == ["sm.station_set", "sm.event", "sm.stuck", "sm.end_triggered"]
    assert ev[2].args == {"seat": 1} and ev[3].args == {"reason": "stuck"}
    assert st.phase == "place" and st.last_round
    assert st.work[1].stuck and not st.work[0].stuck
    assert legal_kind(st, 1, "place") == []
    assert sorted(legal_kind(st, 1, "discard")) == sorted(
        f"discard {s}" for s in depot_slots(st.depot(1)))


# --- PU-2.2 simultaneity ------------------------------------------------------------------------


@pytest.mark.rule("PU-2.2")
def test_one_seat_placing_changes_nothing_for_the_other_seat() -> None:
    st = ready(2, depots={0: ((D2_BIO_CIV,), (N_CIV_ENERGY,)),
                          1: ((D2_ROVER_TECH,), (F_ROVER_TECH,))})
    assert RULES.to_act(st) == (0, 1)  # both act at once
    assert st.depot(0) != st.depot(1)  # each seat has its own depot
    before = legal(st, 1)
    public = st.players
    after = finish_turn(act(st, 0, "place 6 0 5 0 0"), 0)
    assert after.work[0].placed and after.work[0].done
    assert legal(after, 1) == before  # no choice of seat 0 changes seat 1's options
    assert after.work[1] == st.work[1]
    assert after.players == public and after.stacks == st.stacks  # nothing public yet
    assert after.work[0].boards[0].terrain[sq(5, 0)] == "b"


@pytest.mark.rule("PU-2.2")
@pytest.mark.parametrize("n", [3, 4, 6])
def test_every_seat_drafts_from_a_depot_no_other_seat_faces(n: int) -> None:
    st = ready(n, r=2)
    slots = [set(int(a.split()[1]) for a in legal_kind(st, s, "place")) for s in range(n)]
    assert all(slots[s] == set(depot_slots(st.depot(s))) for s in range(n))
    assert all(not (slots[a] & slots[b]) for a in range(n) for b in range(a + 1, n))
    assert RULES.to_act(st) == tuple(range(n))


# --- PU-2.3 gains in any order ------------------------------------------------------------------


def _o4_start() -> State:
    p = player(tracks=(2, 0, 1, 0, 1))  # civ 2, biomass 1, tech 1
    return ready(2, depots={0: ((O4_TECH_BIO,), (N_CIV_ENERGY,))}, players={0: p})


@pytest.mark.rule("PU-2.3")
def test_gains_resolve_in_any_order_and_new_gains_join_the_pool() -> None:
    st = act(_o4_start(), 0, "place 6 0 5 0 0")
    p = st.work[0]
    assert [(g.kind, g.arg) for g in p.pool] == [("adv", BIOMASS), ("adv", TECH)]
    assert {"gain 0", "gain 1"} <= set(legal_kind(st, 0, "gain"))
    st = act(st, 0, "gain 1")  # tech first: 1 -> 2 is a synergy space
    assert [(g.kind, g.arg) for g in st.work[0].pool] == [("adv", BIOMASS), ("syn", 0)]
    st = act(st, 0, f"gain 1 {CIV}")  # the synergy before the other icon: civ 2 -> 3 (CIV-MS)
    p = st.work[0]
    assert [(g.kind, g.arg) for g in p.pool] == [("adv", BIOMASS)]  # milestone only queued
    assert p.milestones == (1,) and p.tracks == (3, 0, 1, 0, 2)
    st = act(st, 0, "gain 0")  # biomass 1 -> 2: another synergy joins the pool
    assert [g.kind for g in st.work[0].pool] == ["syn"]
    st = act(st, 0, f"gain 0 {WATER}")
    assert st.work[0].tracks == (3, 1, 2, 0, 2) and st.work[0].pool == ()


@pytest.mark.rule("PU-2.3")
def test_the_other_order_reaches_the_same_result() -> None:
    st = act(_o4_start(), 0, "place 6 0 5 0 0")
    st = act(st, 0, "gain 0")  # biomass first
    st = act(st, 0, f"gain 1 {WATER}")  # its synergy
    st = act(st, 0, "gain 0")  # tech
    st = act(st, 0, f"gain 0 {CIV}")
    assert st.work[0].tracks == (3, 1, 2, 0, 2) and st.work[0].milestones == (1,)
    assert legal_kind(st, 0, "civ") == []  # claimed only in step 6
    assert legal(st, 0) == ["done", "reset"]


# --- PU-2.4 the round's movement pool -----------------------------------------------------------


def _with_rovers(tracks: tuple[int, ...]) -> Player:
    return player(tracks=tracks, rovers=(Rover(0, sq(6, 6)), Rover(0, sq(3, 8))),
                  rover_supply=0)


@pytest.mark.rule("PU-2.4")
def test_movement_from_event_and_tile_pools_splits_and_is_lost_at_cleanup() -> None:
    st = at_rotate(2, seed=1, events=True)
    st = with_events(st, (69, QUIET))  # 69: advance Rover or Civ by 1
    st = replace(st, rotation=0)
    st = depot_of(st, 0, (D2_ROVER_TECH,), (F_ROVER_TECH,))
    st = set_player(st, 0, _with_rovers((0, 0, 0, 2, 0)))
    st = rotate(st, 0)
    assert st.phase == "event"
    st = act(st, 0, f"gain 0 {ROVER}")  # rover 2 -> 3: mv1
    assert st.work[0].moves == 1
    assert legal_kind(st, 0, "move")  # spendable already in the event step
    st = act(act(st, 0, "done"), 1, f"gain 0 {CIV}")
    st = act(st, 1, "done")
    assert st.phase == "place" and st.work[0].moves == 1  # kept into steps 4-5
    st = act(st, 0, "place 6 0 5 0 0")  # rover icon: 3 -> 4 is mv2
    st = act(st, 0, "gain 0")
    assert st.work[0].moves == 3
    st = act(st, 0, "move 0 0")  # split: rover 0 up, rover 1 right
    st = act(st, 0, "move 1 1")
    p = st.work[0]
    assert p.moves == 1 and p.rovers == (Rover(0, sq(6, 5)), Rover(0, sq(4, 8)))
    st = finish_turn(st, 0)
    st = finish_turn(act(st, 1, legal_kind(st, 1, "place")[0]), 1)
    assert st.round == 2 and st.players[0].moves == 0  # the leftover point is lost
    assert st.players[0].rovers == (Rover(0, sq(6, 5)), Rover(0, sq(4, 8)))


@pytest.mark.rule("PU-2.4")
def test_card_movement_joins_the_pool_and_is_spent_in_the_civ_turn() -> None:
    st = ready(2, depots={0: ((D2_BIO_CIV,), (N_CIV_ENERGY,))},
               players={0: _with_rovers((2, 0, 0, 0, 0))})
    st = pick_civ(st, 0, 4)  # Dept of Engineering: 4 movement
    st = finish_turn(act(st, 0, "place 6 0 5 0 0"), 0)
    st = finish_turn(act(st, 1, legal_kind(st, 1, "place")[0]), 1)
    assert st.phase == "civ" and st.work[0].moves == 0
    st = act(st, 0, "civ 4")
    assert st.work[0].moves == 4
    st = act(st, 0, "move 0 3")  # spent during the seat's own civ-card turn
    st = act(st, 0, "move 0 3")
    assert st.work[0].moves == 2 and st.work[0].rovers[0] == Rover(0, sq(4, 6))
    st = act(st, 0, "done")
    assert st.round == 2 and st.players[0].moves == 0


# --- PU-3.1 / PU-3.2 top tiles ------------------------------------------------------------------


@pytest.mark.rule("PU-3.1")
def test_only_the_top_tile_can_be_taken_and_tops_and_counts_are_public() -> None:
    under = tile_id("I3", "rover", "tech")
    st = ready(2, depots={0: ((D2_BIO_CIV, under), (N_CIV_ENERGY, F_ROVER_TECH))})
    board = st.work[0].boards[0]
    inner = {tuple(int(w) for w in a.split()[2:5]) for a in legal_kind(st, 0, "place")
             if a.split()[1] == "6"}
    assert inner == set(geo.placements(board, D2_BIO_CIV, geo.Rules()))
    assert inner != set(geo.placements(board, under, geo.Rules()))
    st = act(st, 0, "place 6 0 5 0 0")
    assert [pc.tile for pc in st.work[0].boards[0].pieces] == [D2_BIO_CIV]
    for seat in (None, 1):
        view = RULES.view(st, seat)
        assert view.tops[6] == D2_BIO_CIV and view.tops[0] == N_CIV_ENERGY
        assert view.counts[6] == 2 and view.counts[0] == 2
        assert view.tops == tuple(s[0] for s in st.stacks)
        assert under not in view.tops


@pytest.mark.rule("PU-3.2")
def test_the_tile_under_a_taken_one_is_revealed_only_at_cleanup() -> None:
    under = tile_id("D2", "rover", "tech", meteor=True)
    st = ready(2, depots={0: ((D2_BIO_CIV, under), (N_CIV_ENERGY,))},
               players={0: player(tracks=(2, 0, 0, 0, 0))})
    st = pick_civ(finish_turn(act(st, 0, "place 6 0 5 0 0"), 0), 0, 6)
    assert st.stacks[6][0] == D2_BIO_CIV  # during the draft nothing is popped
    st = finish_turn(act(st, 1, legal_kind(st, 1, "place")[0]), 1)
    assert st.phase == "civ"  # step 6: the stack is popped but its new top stays hidden
    assert st.stacks[6] == (under,) and st.hidden_top[6]
    view = RULES.view(st, 1)
    assert view.tops[6] == -1 and view.counts[6] == 1
    assert RULES.view(st, 0).tops[6] == -1
    st = act(act(st, 0, "civ 6"), 0, "done")
    assert st.round == 2  # cleanup done
    assert not st.hidden_top[6] and RULES.view(st, 1).tops[6] == under


# --- PU-3.4 / PU-3.5 the draft ------------------------------------------------------------------


@pytest.mark.rule("PU-3.4")
def test_a_seat_takes_exactly_one_tile_from_either_stack_of_its_depot() -> None:
    st = ready(2, r=1)
    for seat in (0, 1):
        slots = {int(a.split()[1]) for a in legal_kind(st, seat, "place")}
        assert slots == set(depot_slots(st.depot(seat)))
    st = act(st, 0, legal_kind(st, 0, "place")[-1])
    p = st.work[0]
    assert p.placed and len(p.took) == 1
    assert legal_kind(st, 0, "place") == [] and legal_kind(st, 0, "discard") == []


@pytest.mark.rule("PU-3.4")
@pytest.mark.parametrize("empty", ["inner", "outer"])
def test_when_one_stack_of_the_depot_is_empty_the_other_is_the_only_choice(empty: str
                                                                         ) -> None:
    inner, outer = ((), (N_CIV_ENERGY,)) if empty == "inner" else ((D2_BIO_CIV,), ())
    st = ready(2, depots={0: (inner, outer)})
    slots = {int(a.split()[1]) for a in legal_kind(st, 0, "place")}
    i, o = depot_slots(st.depot(0))
    assert slots == ({o} if empty == "inner" else {i})


@pytest.mark.rule("PU-3.5")
def test_salvage_yard_takes_its_tile_from_the_depot_facing_the_player() -> None:
    st = ready(2, depots={0: ((D2_BIO_CIV, D2_WATER_ROVER), (I3_CIV_ENERGY, N_CIV_ENERGY))},
               players={0: player(tracks=(2, 0, 0, 0, 0))})
    st = pick_civ(st, 0, 5)  # Salvage Yard: place 1 extra tile, no advancement
    st = finish_turn(act(st, 0, "place 6 0 5 0 0"), 0)
    st = finish_turn(act(st, 1, legal_kind(st, 1, "place")[0]), 1)
    st = act(st, 0, "civ 5")
    p = st.work[0]
    assert [g.kind for g in p.pool] == ["tile"]
    offered = {tuple(int(w) for w in a.split()[2:]) for a in legal_kind(st, 0, "gain")}
    # the taken inner stack's new top is hidden: only the outer top of this depot
    assert {c[0] for c in offered} == {0}
    assert {c[1:4] for c in offered} == set(geo.placements(p.boards[0], I3_CIV_ENERGY,
                                                            geo.Rules()))
    tracks = p.tracks
    st = act(st, 0, "gain 0 " + " ".join(map(str, sorted(offered)[0])))
    assert [pc.tile for pc in st.work[0].boards[0].pieces] == [D2_BIO_CIV, I3_CIV_ENERGY]
    assert st.work[0].tracks == tracks and st.work[0].pool == ()  # no advancement
    # "when the card is resolved": with the station at another orientation, that depot
    turned = replace(st, rotation=1)
    assert {c[0] for c in extra_tile_choices(turned, p, 0)} == set(depot_slots(1))
