"""Planet Unknown setup and the station (PU-0, PU-1, PU-3.3), through the Rules contract."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rules import IllegalAction
from game.supermoon.data import (
    CIV_CARDS,
    INNER_SHAPES,
    OUTER_SHAPES,
    PLANET_BY_KEY,
    SHAPE_BY_NAME,
    TILES,
    TRACKS,
)
from game.supermoon.rules import RULES
from game.supermoon.state import SEAT_POSITIONS, depot_slots
from tests.supermoon.builders import (
    KEY,
    G,
    act,
    at_rotate,
    legal,
    legal_kind,
    new_game,
    play_round,
    play_until,
    rotate,
)

LARGE = {SHAPE_BY_NAME[n].shape_id for n in ("N", "F", "U5", "S5", "S4", "I4")}
SMALL = {SHAPE_BY_NAME[n].shape_id for n in ("T4", "L4", "O4", "I3", "V3", "D2")}
PRINTED_LIFEPODS = {G.square(x, y) for y in range(12) for x in range(12)
                    if PLANET_BY_KEY[KEY].cell(x, y) == "P"}


@pytest.mark.rule("PU-0.1")
@pytest.mark.parametrize("n", range(1, 7))
def test_one_to_six_players_each_with_a_planet_and_a_corporation(n: int) -> None:
    st = new_game(n)
    assert st.n == n and len(st.players) == n
    for p in st.players:
        assert p.corp == "universalcoalition"
        assert [(b.kind, b.key) for b in p.boards] == [("planet", KEY)]
    assert len(st.stacks) == 12  # one shared station


@pytest.mark.rule("PU-0.1")
@pytest.mark.parametrize("n", [0, 7])
def test_seat_counts_outside_one_to_six_are_refused(n: int) -> None:
    with pytest.raises(IllegalAction):
        RULES.check_setup(n, {})


@pytest.mark.rule("PU-0.3")
def test_five_tracks_and_no_energy_track() -> None:
    assert TRACKS == ("civ", "water", "biomass", "rover", "tech")
    st = new_game(3)
    assert all(len(p.tracks) == 5 for p in st.players)


@pytest.mark.rule("PU-0.4")
@pytest.mark.rule("PU-1.3")
@pytest.mark.parametrize("n", [1, 4])
def test_players_start_with_trackers_at_zero_lifepods_and_rovers_in_supply(n: int) -> None:
    st = new_game(n, seed=5)
    for p in st.players:
        assert p.tracks == (0, 0, 0, 0, 0)
        assert p.rovers == () and p.rover_supply == 2  # Universal Coalition: 2 rovers
        (b,) = p.boards
        assert len(b.lifepods) == 6 and set(b.lifepods) == PRINTED_LIFEPODS
        assert b.meteors == () and b.pieces == ()
        assert p.lifepods == 0 and p.meteorites == 0


@pytest.mark.rule("PU-1.1")
def test_stacks_hold_one_shape_each_large_outside_small_inside() -> None:
    st = new_game(2, seed=3)
    for slot, stack in enumerate(st.stacks):
        shapes = {TILES[t].shape_id for t in stack}
        assert len(stack) == 12 and len(shapes) == 1
        assert shapes <= (LARGE if slot < 6 else SMALL)
    assert {TILES[s[0]].shape_id for s in st.stacks} == LARGE | SMALL
    assert set(OUTER_SHAPES) == LARGE and set(INNER_SHAPES) == SMALL


@pytest.mark.rule("PU-1.1")
def test_slot_layout_stack_order_and_start_rotation_are_seeded_random() -> None:
    layouts, orders, rotations = set(), set(), set()
    for seed in range(12):
        st = new_game(2, seed=seed)
        layouts.add(tuple(TILES[s[0]].shape_id for s in st.stacks))
        orders.add(st.stacks[0])
        rotations.add(st.rotation)
    assert len(layouts) > 1 and len(orders) > 1 and len(rotations) > 1
    assert new_game(2, seed=4).stacks == new_game(2, seed=4).stacks  # reproducible


@pytest.mark.rule("PU-1.2")
@pytest.mark.parametrize("n,positions", [(1, (0,)), (2, (0, 3)), (3, (0, 2, 4)),
                                         (4, (0, 1, 3, 4)), (5, (0, 1, 2, 3, 4)),
                                         (6, (0, 1, 2, 3, 4, 5))])
def test_seat_positions_and_the_depot_each_seat_faces(n: int, positions: tuple[int, ...]
                                                      ) -> None:
    assert SEAT_POSITIONS[n] == positions
    st = new_game(n)
    for r in range(6):
        turned = replace(st, rotation=r)
        assert [turned.depot(s) for s in range(n)] == [(pos + r) % 6 for pos in positions]


@pytest.mark.rule("PU-1.2")
def test_a_depot_pairs_outer_slot_d_with_inner_slot_d_and_seats_draft_only_there() -> None:
    assert [depot_slots(d) for d in range(6)] == [(d + 6, d) for d in range(6)]
    st = rotate(at_rotate(4, seed=2), 1)
    for seat in range(4):
        slots = {int(a.split()[1]) for a in legal_kind(st, seat, "place")}
        assert slots == set(depot_slots((SEAT_POSITIONS[4][seat] + 1) % 6))


@pytest.mark.rule("PU-1.4")
def test_first_commander_is_a_seeded_random_seat() -> None:
    commanders = {new_game(4, seed=s).commander for s in range(20)}
    assert len(commanders) > 1 and commanders <= {0, 1, 2, 3}
    assert new_game(4, seed=9).commander == new_game(4, seed=9).commander
    st = at_rotate(4, seed=9)
    assert RULES.to_act(st) == (st.commander,)


@pytest.mark.rule("PU-1.5")
@pytest.mark.parametrize("n,size", [(1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 7)])
def test_rank_decks_hold_players_plus_one_cards_solo_two(n: int, size: int) -> None:
    st = new_game(n, seed=n)
    for r in range(4):
        deck, reserve = st.civ_decks[r], st.civ_reserve[r]
        assert len(deck) == size and len(reserve) == 9 - size
        assert {CIV_CARDS[c].rank for c in deck + reserve} == {r + 1}
        assert len(set(deck + reserve)) == 9
    assert len({new_game(n, seed=s).civ_decks[0] for s in range(8)}) > 1  # shuffled


@pytest.mark.rule("PU-1.6")
@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_one_neighbour_card_between_each_pair_of_adjacent_players(n: int) -> None:
    st = new_game(n)
    pairs = [(a, b) for _, a, b in st.neighbour_objectives]
    assert sorted(pairs) == sorted((s, (s + 1) % n) for s in range(n))
    cards = [c for c, _, _ in st.neighbour_objectives]
    assert len(set(cards)) == n and all(37 <= c <= 64 for c in cards)


@pytest.mark.rule("PU-1.6")
def test_two_players_share_three_neighbour_cards_and_solo_has_none() -> None:
    two = new_game(2)
    assert len(two.neighbour_objectives) == 3
    assert {(a, b) for _, a, b in two.neighbour_objectives} == {(0, 1)}
    assert len({c for c, _, _ in two.neighbour_objectives}) == 3
    assert new_game(1).neighbour_objectives == ()


@pytest.mark.rule("PU-1.7")
def test_private_objectives_deal_two_keep_one_and_neighbour_cards_as_usual() -> None:
    st = new_game(3, seed=2, private_objectives=True)
    assert st.phase == "setup" and len(st.neighbour_objectives) == 3
    offers = [st.work[s].offer for s in range(3)]
    assert all(len(o) == 2 for o in offers)
    dealt = [c for o in offers for c in o] + [c for c, _, _ in st.neighbour_objectives]
    assert len(set(dealt)) == len(dealt)  # all different cards
    assert sorted(legal(st, 0)) == sorted(f"objective {c}" for c in offers[0])
    st = act(st, 0, f"objective {offers[0][1]}")
    assert st.work[0].objectives == (offers[0][1],) and st.work[0].done
    assert RULES.to_act(st) == (1, 2)
    view = RULES.view(st, 1)  # kept secretly
    assert view.players[0].objectives == () and view.players[0].offer == ()
    for seat in (1, 2):
        st = act(st, seat, f"objective {offers[seat][0]}")
    assert st.phase == "rotate"
    assert [p.objectives for p in st.players] == [(offers[0][1],), (offers[1][0],),
                                                  (offers[2][0],)]


@pytest.mark.rule("PU-1.7")
def test_without_the_option_nobody_gets_private_objectives() -> None:
    st = new_game(3, seed=2)
    assert st.phase == "rotate"
    assert all(p.offer == () and p.objectives == () for p in st.players)


@pytest.mark.rule("PU-1.8")
def test_events_are_optional_in_multiplayer_and_always_used_solo() -> None:
    assert new_game(3).events == ()
    assert new_game(3).event_counts == (0, 0, 0)
    with_events = new_game(3, events=True)
    assert len(with_events.events) == 20 and sum(with_events.event_counts) == 20
    solo = new_game(1)
    assert len(solo.events) == 20 and sum(solo.event_counts) == 20
    custom = new_game(4, events=True, event_mix="custom", green=10, orange=0, red=10)
    assert custom.event_counts == (10, 0, 10) and len(custom.events) == 20


# --- PU-3.3 rotation ----------------------------------------------------------------------------


@pytest.mark.rule("PU-3.3")
@pytest.mark.parametrize("n", [2, 3, 6])
def test_commander_sets_any_of_six_orientations_keeping_allowed(n: int) -> None:
    st = at_rotate(n, seed=7)
    assert RULES.to_act(st) == (st.commander,)
    assert sorted(legal(st, st.commander)) == [f"rotate {r}" for r in range(6)]
    others = [s for s in range(n) if s != st.commander]
    assert all(legal(st, s) == [] for s in others)
    kept = rotate(st, st.rotation)
    assert kept.phase == "place" and kept.rotation == st.rotation
    turned = rotate(st, (st.rotation + 2) % 6)
    assert turned.rotation == (st.rotation + 2) % 6


@pytest.mark.rule("PU-3.3")
def test_two_player_variant_turns_one_depot_clockwise_each_round() -> None:
    st = new_game(2, seed=4, variant2=True)
    assert st.phase == "place"  # no commander choice
    start = st.rotation
    assert all(legal_kind(st, s, "rotate") == [] for s in range(2))
    for k in range(1, 4):
        st = play_round(st)
        assert st.phase == "place" and st.round == k + 1
        assert st.rotation == (start + 5 * k) % 6
    # each seat now faces the depot its counter-clockwise neighbour position faced
    assert st.depot(1) == (3 + start + 5 * 3) % 6


@pytest.mark.rule("PU-3.3")
def test_solo_station_turns_r_to_r_plus_5_mod_6_each_round() -> None:
    st = new_game(1, seed=8)
    start = st.rotation  # the random depot facing the player at setup
    for k in range(1, 5):
        st = play_until(st, "place")
        assert st.round == k and st.rotation == (start + 5 * k) % 6
        assert legal_kind(st, 0, "rotate") == []
        st = play_round(st)

