"""Planet Unknown bots: what their ratings must prefer (regressions found by the bench).

The bench showed the solo bots parking their rovers all game while meteorites spoiled their
lines: an unspent movement point was rated above a step towards a lifepod. These tests pin the
fixed preferences on small hand-built positions.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from builders import (
    KEY,
    G,
    act,
    auto_step,
    board_free,
    form_squares,
    legal_kind,
    make_board,
    new_game,
    paint,
    play_round,
    player,
    rect,
    set_stack,
    sq,
    tile_id,
    to_place,
    update_player,
)

from game.core.rng import Rng
from game.supermoon import board as geo
from game.supermoon.bots import eval as ev
from game.supermoon.bots import preview
from game.supermoon.bots.levels import lateness, make_bot, outlook, rounds_left, solo_capacity
from game.supermoon.data import SHAPES, TILES
from game.supermoon.rules import RULES
from game.supermoon.state import Rover, State, depot_slots


def test_a_step_towards_a_lifepod_beats_keeping_the_movement_point() -> None:
    # PU-2.4: what is left of the movement pool at cleanup is lost, so it must not be worth
    # more than getting closer to something to collect.
    board = make_board(lifepods=(sq(1, 4),))
    far = player(board=board, rovers=(Rover(0, sq(1, 7)),), moves=3)
    near = replace(far, rovers=(Rover(0, sq(1, 6)),), moves=2)
    assert ev.position(near) > ev.position(far)


def _after_placing_far_from(st: State, avoid: set[int]) -> State:
    """Seat 0 places a tile that covers none of `avoid`, then resolves its pool."""
    for text in legal_kind(st, 0, "place"):
        slot, form, x, y, bi = (int(v) for v in text.split()[1:])
        covered = {s for s, _l, _i, _m in geo.squares_of(st.work[0].boards[bi],
                                                          st.stacks[slot][0], form, x, y)}
        if not covered & avoid:
            st = act(st, 0, text)
            break
    for _ in range(50):
        gains = legal_kind(st, 0, "gain")
        if not gains:
            break
        st = act(st, 0, gains[0])
    return st


def test_the_bot_spends_its_movement_collecting_lifepods() -> None:
    path = {sq(1, y) for y in range(4, 8)} | {sq(2, 7)}
    st = _after_placing_far_from(to_place(2, 1), path)
    b = st.work[0].boards[0]
    assert not any(b.terrain[s] != "." for s in path)
    st = update_player(st, 0, boards=(replace(b, lifepods=(sq(1, 4), sq(2, 7))),),
                       rovers=(Rover(0, sq(1, 7)),), moves=5, lifepods=0)
    # This seed shares "Deductible" (fewest lifepods, card 64): without the neighbour cards a
    # lifepod is simply worth its medal (PU-8.1).
    st = replace(st, neighbour_objectives=())
    bot = make_bot("normal")
    for i in range(10):
        legal = RULES.legal_actions(st, 0)
        if not any(a.kind == "move" for a in legal):
            break
        action = bot(RULES.view(st, 0), legal, Rng.from_seed(i)).action
        if action.kind != "move":
            break
        st = RULES.apply(st, 0, action)[0]
    p = st.work[0]
    # (1,7) -> (2,7) collects one, then back and up column 1 to (1,4): five points, two pods.
    assert p.lifepods == 2 and p.moves == 0


def test_line_decay_follows_the_capacity_left() -> None:
    early = ev.line_decay(free=96, rounds=20)  # 20 rounds cover about 88 of 96 squares
    late = ev.line_decay(free=30, rounds=2)  # 2 rounds cover about 9 of 30
    assert 0.9 < early <= ev.DECAY_MAX
    assert ev.DECAY_MIN <= late < 0.5 < early
    assert ev.line_decay(free=0, rounds=3) == ev.LINE_DECAY
    # A line missing 6 squares is worth much more early than late.
    assert 3 * early ** 6 > 1.5 and 3 * late ** 6 < 0.1
    assert G.key == KEY


def _solo_at_place() -> State:
    """A solo game (seed 7) played with the first legal actions up to its first placement."""
    st = RULES.initial_state(7, 1, RULES.check_setup(1, {}))
    for _ in range(50):
        if st.phase == "place":
            break
        seat = RULES.to_act(st)[0]
        st = RULES.apply(st, seat, RULES.legal_actions(st, seat)[0])[0]
    assert st.phase == "place"
    return st


def test_solo_lateness_and_rounds_follow_the_event_deck() -> None:
    st = _solo_at_place()
    view = RULES.view(st, 0)
    assert rounds_left(view) == len(st.events) + 1 == 20
    assert lateness(view) == 0.0
    last = RULES.view(replace(st, events=st.events[:2]), 0)
    assert rounds_left(last) == 3
    # PU-12.4: two cards left, the game ends in three rounds (this round's card is already
    # off the deck: read as two rounds, round 19 of 20 rated as the last one)
    assert lateness(last) == 0.75
    assert outlook(last).decay < outlook(view).decay
    one = RULES.view(replace(st, events=st.events[:1]), 0)
    assert rounds_left(one) == 2 and lateness(one) == 0.875


def test_an_empty_stack_is_not_the_last_round_but_an_empty_depot_is() -> None:
    """Solo event 116 takes a whole stack of the depot out of the station (PU-15.3); the depot
    still offers its other stack, and the game ends only when a depot has both stacks empty
    (PU-13.2). The bots read the empty stack as the last round: from then on only finished
    lines counted and rovers were worth nothing (bench seeds 1920-2159: 46.8 medals a game
    with 116 drawn, 54.5 without)."""
    st = _solo_at_place()
    inner, outer = depot_slots(st.depot(0))
    one = set_stack(st, inner, ())
    view = RULES.view(one, 0)
    assert view.counts[inner] == 0 and view.counts[outer] > 0
    assert lateness(view) == 0.0 and rounds_left(view) == 20
    assert outlook(view, True).late == 0.0
    assert lateness(RULES.view(set_stack(one, outer, ()), 0)) == 1.0


def test_capacity_decay_is_the_line_decay_with_the_squares_known() -> None:
    for free, rounds in ((96, 20), (30, 2), (12, 1.5)):
        squares = rounds * ev.SQUARES_PER_ROUND
        assert ev.capacity_decay(free, squares) == ev.line_decay(free, rounds)
    # Fewer coverable squares: a missing square costs a line more.
    assert ev.capacity_decay(40, 20) < ev.capacity_decay(40, 35) <= ev.DECAY_MAX


def test_solo_capacity_takes_the_bigger_coming_shape_of_each_round() -> None:
    # PU-0.2, PU-3.3: in solo the coming offers are known shapes; the capacity of the next
    # rounds is the bigger of each round's two shapes, read here through the preview's own
    # walk of the station (which reads the stacks themselves).
    st = _solo_at_place()
    view = RULES.view(st, 0)
    coming = preview.coming_tiles(st, 0, view.tops, 4)
    expected = sum(max(SHAPES[TILES[t].shape_id].size for t in tiles) for tiles in coming)
    assert solo_capacity(view, 4) == expected
    assert 4 * 2 <= expected <= 4 * 5
    # An emptied stack leaves only the other slot of its depot.
    depot = (view.rotation + 5) % 6
    big = max(depot_slots(depot), key=lambda sl: SHAPES[view.slot_shapes[sl]].size)
    other = next(sl for sl in depot_slots(depot) if sl != big)
    counts = list(view.counts)
    counts[big] = 0
    dry = replace(view, counts=tuple(counts))
    assert solo_capacity(dry, 1) == SHAPES[view.slot_shapes[other]].size
    counts[other] = 0
    assert solo_capacity(replace(view, counts=tuple(counts)), 1) == 0


def test_only_hard_in_solo_counts_on_the_known_capacity() -> None:
    st = _solo_at_place()
    view = RULES.view(st, 0)
    hard = outlook(view, packed=True)
    assert hard.capacity == solo_capacity(view, int(rounds_left(view)) - 1)
    assert outlook(view).capacity == -1.0  # easy and normal keep the average tile
    table = RULES.view(RULES.initial_state(7, 2, RULES.check_setup(2, {})), 0)
    assert outlook(table, packed=True).capacity == -1.0
    # A short station (every stack nearly empty) lowers the decay of the solo rating.
    short = replace(view, counts=tuple(min(c, 1) for c in view.counts))
    assert outlook(short, packed=True).decay < hard.decay
    # In the event step the positions rated still have this round's tile to place: their
    # capacity counts it (it was left out, so event choices feared bare squares too much)
    now = max(SHAPES[view.slot_shapes[sl]].size for sl in range(12) if view.counts[sl] > 0
              and sl in _facing(view))
    assert outlook(replace(view, phase="event"), packed=True).capacity == hard.capacity + now


def test_hard_in_solo_fears_a_hole_more_in_the_second_half() -> None:
    # A square walled in by tiles can only take a patch (PU-9.4), and few come late: the
    # routed rating (hard in solo) weighs the hole penalty by the rounds left.
    block = rect(4, 4, 3, 3)
    solid = player(board=make_board(paint(block, "c"), lifepods=()))
    holed = player(board=make_board(paint([s for s in block if s != sq(5, 5)], "c"),
                                    lifepods=()))

    def gap(rounds: float, routed: bool) -> float:
        return (ev.position(solid, rounds=rounds, routed=routed, decay=0.8)
                - ev.position(holed, rounds=rounds, routed=routed, decay=0.8))

    hole = ev.hole_penalty(G, geo.covered_mask(KEY, holed.boards[0].terrain))
    assert hole >= ev.HOLE
    assert gap(5, False) == pytest.approx(gap(20, False))  # the other ratings: no change
    assert gap(5, True) - gap(20, True) == pytest.approx(
        (ev.solo_hole_weight(5) - ev.solo_hole_weight(20)) * hole)
    assert ev.solo_hole_weight(20) == 1.0 < ev.solo_hole_weight(10) < ev.solo_hole_weight(5)
    assert ev.solo_hole_weight(4.5) == max(w for _r, w in ev.SOLO_HOLE_W)


def test_a_patch_step_is_dearer_only_for_hard_in_solo() -> None:
    # Universal Coalition's Biomass step 3 grants a patch (PU-9.4); the solo hard rating
    # counts it at SOLO_BENEFIT, every other rating at BENEFIT, and other steps alike.
    corp, biomass = "universalcoalition", 2
    assert ev.SOLO_BENEFIT["PATCH"] > ev.BENEFIT["PATCH"]
    assert (ev.step_value(corp, biomass, 3, routed=True) - ev.step_value(corp, biomass, 3)
            == pytest.approx(ev.SOLO_BENEFIT["PATCH"] - ev.BENEFIT["PATCH"]))
    assert ev.step_value(corp, biomass, 4, routed=True) == ev.step_value(corp, biomass, 4)


def test_solo_preview_reads_the_depots_the_station_turns_to() -> None:
    # PU-3.3: in solo the station turns one depot clockwise every round, r <- (r + 5) mod 6.
    st = _solo_at_place()
    view = RULES.view(st, 0)
    coming = preview.coming_tiles(st, 0, view.tops, 3)
    assert len(coming) == 3
    for k, tiles in enumerate(coming, start=1):
        depot = (st.rotation + 5 * k) % 6
        assert tiles == [st.stacks[slot][0] for slot in depot_slots(depot)]
    assert depot_slots(st.depot(0))[0] not in {s for k in range(1, 4)
                                               for s in depot_slots((st.rotation + 5 * k) % 6)}


def test_preview_sees_a_coming_tile_finish_a_row() -> None:
    # Row 5 (3 medals) is full but for (10,5) and (11,5): a coming D2 can finish it (PU-14.2).
    row = [sq(x, 5) for x in range(10)]
    board = make_board({s: "c" for s in row + rect(3, 4, 6, 1)})
    domino = tile_id("D2", "civ", "energy")
    now = preview.horizon_value(KEY, G.mask_of(tuple(s for s in range(len(board.terrain))
                                                   if board.terrain[s] != ".")), 0, 5)
    with_domino = preview.best_future(board, [[domino]], 4)
    assert with_domino > now + 1.0
    g = geo.geometry(KEY)
    full = geo.covered_mask(KEY, board.terrain) | g.bit(10, 5) | g.bit(11, 5)
    assert with_domino == preview.horizon_value(KEY, full, 0, 4)  # the row, not elsewhere


def test_packing_prefers_a_tile_laid_flush_against_the_edge() -> None:
    # 20 solo rounds for 96 squares (PU-15.1): the hard rating counts the squares covered and
    # the free region's outline, so a 2x2 tucked into the planet's edge (x 0-1, y 5-6: four
    # outline edges vanish, four appear) beats the same 2x2 in the open middle, which adds
    # eight outline edges around it.
    edge = G.mask_of(tuple(rect(0, 5, 2, 2)))
    middle = G.mask_of(tuple(rect(5, 4, 2, 2)))
    assert edge.bit_count() == middle.bit_count() == 4
    empty = ev.packing(G, 0)
    assert ev.packing(G, edge) - empty == pytest.approx(4 * ev.PACK_COVER)
    assert ev.packing(G, middle) - empty == pytest.approx(4 * ev.PACK_COVER - 8 * ev.PACK_BOUND)
    assert ev.packing(G, edge) > ev.packing(G, middle)


def test_only_the_packed_rating_weighs_the_squares_a_tile_covers() -> None:
    # The same O4 on the same spot: normal's rating (packed=False) does not change with the
    # packing term, hard's (packed=True) adds exactly packing(after) - packing(before).
    board = make_board()
    p = player(board=board)
    o4 = tile_id("O4", "civ", "energy")
    form, x, y = next((f, x, y) for f, x, y in geo.placements(board, o4, geo.Rules())
                      if (x, y) == (0, 5))
    plain = ev.quick_placement(p, 0, o4, form, x, y)
    packed = ev.quick_placement(p, 0, o4, form, x, y, packed=True)
    new = G.mask_of(tuple(s for s, *_ in geo.squares_of(board, o4, form, x, y)))
    assert packed - plain == pytest.approx(ev.packing(G, new) - ev.packing(G, 0))
    assert packed > plain


def test_a_stored_patch_is_worth_the_lines_it_will_finish() -> None:
    # Row 5 (3 medals) and column 3 (2 medals) are covered but for (3,5): a patch stored for
    # the final phase (Universal T2) finishes both there (PU-13.5, PU-14.2).
    gap = sq(3, 5)
    cover = paint([sq(x, 5) for x in range(12)] + [s for s in geo_column(3)], "c")
    del cover[gap]
    board = make_board(cover, lifepods=())
    p = replace(_solo_at_place().work[0], boards=(board,), stored=1)
    assert ev.stored_worth(p) == 5
    assert ev.stored_worth(replace(p, stored=0)) == 0
    spoiled = replace(p, boards=(replace(board, meteors=(sq(9, 5),)),))
    assert ev.stored_worth(spoiled) == 2  # the meteorite spoils the row (PU-8.3)
    # Hard in solo's rating counts it: in the last round by the lines, before it by STORED a
    # patch (the plain rating never stores one: the multiplayer levels are unchanged).
    bare = replace(p, stored=0)
    last = ev.position(p, late=1.0, routed=True) - ev.position(bare, late=1.0, routed=True)
    assert last == pytest.approx(5)
    early = ev.position(p, routed=True) - ev.position(bare, routed=True)
    assert early == pytest.approx(ev.STORED)
    assert ev.position(p) == ev.position(bare)


def geo_column(x: int) -> list[int]:
    """The planet squares of column x."""
    return [sq(x, y) for y in range(G.height) if G.on_board(x, y)]


def test_the_preview_counts_a_coming_water_tile_laid_on_ice() -> None:
    # PU-5.4: a Water tile advances Water only if one of its Water squares lies on ice. The
    # I3 Energy/Water tile has its one Water square at an end: standing on (4,1)-(4,3) only
    # its middle square is on ice, so no form wets it; on (4,2)-(4,4) the end (4,2) is ice.
    wet = tile_id("I3", "energy", "water")
    dry = tile_id("I3", "civ", "energy")
    column = rect(4, 1, 1, 5)
    covered = G.squares & ~G.mask_of(tuple(column))  # only x=4, y=1..5 left free
    on_ice: dict[int, bool] = {}
    for mask, meets in geo.placement_masks_meeting(KEY, covered, wet, "w", G.ice):
        on_ice[mask] = on_ice.get(mask, False) or meets
    assert on_ice[G.mask_of(tuple(sq(4, y) for y in (1, 2, 3)))] is False
    assert on_ice[G.mask_of(tuple(sq(4, y) for y in (2, 3, 4)))] is True
    board = make_board()
    plain = preview.best_future(board, [[wet]], 4)
    valued = preview.best_future(board, [[wet]], 4, water=2.0)
    assert plain < valued <= plain + 2.0  # a placement on ice now rates up to 2 higher
    assert preview.best_future(board, [[dry]], 4, water=2.0) == preview.best_future(
        board, [[dry]], 4)


def test_event_116_keeps_the_stack_whose_tile_still_fits() -> None:
    """Solo event 116 takes one stack of the depot out of the station before the draft
    (PU-15.3). The position rating cannot see the station, so both choices rated the same and
    the first one offered, the inner stack, always went. The bots now keep the stack whose top
    tile places best this round: here only the inner stack's D2 fits the planet's last two
    free squares, so the outer stack goes (PU-13.1 would end the game otherwise)."""
    st = new_game(1, 1)
    while st.phase == "setup":
        st = auto_step(st)
    st = play_round(replace(st, events=(116, 97, 98)))
    inner, outer = depot_slots(st.depot(0))
    small, big = tile_id("D2", "biomass", "civ"), tile_id("N", "biomass", "civ")
    st = set_stack(set_stack(st, inner, (small,)), outer, (big,))
    free = form_squares(small, 0, 5, 0)  # the two squares of row 0 (PU-16.1)
    st = update_player(st, 0, boards=(board_free(*free),))
    legal = RULES.legal_actions(st, 0)
    assert {a.args for a in legal if a.kind == "gain"} == {(0, inner), (0, outer)}
    for level in ("normal", "hard"):
        move = make_bot(level)(RULES.view(st, 0), legal, Rng.from_seed(3))
        assert move.action.args == (0, outer), level


def _facing(view) -> tuple[int, ...]:  # type: ignore[no-untyped-def]
    from game.supermoon.state import SEAT_POSITIONS, depot_after_turns

    return depot_slots(depot_after_turns(SEAT_POSITIONS[1][0], view.rotation, 0))


def test_a_round_where_nothing_fits_ends_the_preview_with_the_game() -> None:
    # four free squares in a row: a straight tromino leaves one, where the next round's
    # pentomino cannot go (PU-13.1: the game ends there), so nothing more will be covered
    board = board_free(*rect(2, 4, 4, 1))
    tiles = [[tile_id("I3", "civ", "energy")], [tile_id("N", "biomass", "civ")]]
    cov = geo.covered_mask(KEY, board.terrain)
    ends = max(preview.horizon_value(KEY, cov | m, 0, 0)
               for m in geo.placement_masks(KEY, cov, tiles[0][0]))
    assert preview.best_future(board, tiles, 3) == ends
    goes_on = max(preview.horizon_value(KEY, cov | m, 0, 4)
                  for m in geo.placement_masks(KEY, cov, tiles[0][0]))
    assert goes_on != ends  # the rounds after it would have counted on the last square


def _best_sequence(cov: int, tiles: list[list[int]], after: int) -> float:
    """Every way to lay one tile a round, rated with `after` rounds still to come (-inf: a
    round where nothing fits, which PU-13.1 makes the last)."""
    if not tiles:
        return preview.horizon_value(KEY, cov, 0, after)
    return max((_best_sequence(cov | m, tiles[1:], after) for tile in tiles[0]
                for m in geo.placement_masks(KEY, cov, tile)), default=float("-inf"))


def test_the_preview_searches_every_placement_of_the_last_rounds(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """When the coming tiles are the game's last, the preview keeps `END_BEAM` positions a
    round instead of `BEAM`: few placements are left, and the lines are decided there
    (PU-14.2). Here 14 squares are free and the last two rounds offer two tiles each: the
    first round's 26 positions all stay in the search, which then finds the best sequence,
    where a beam of one does not (stop 37: +0.21 ± 0.16 over 80 paired solo games)."""
    board = board_free(*rect(2, 4, 7, 2))
    tiles = [[tile_id("T4", "biomass", "civ"), tile_id("N", "biomass", "civ")],
             [tile_id("I3", "civ", "energy"), tile_id("S5", "biomass", "civ")]]
    cov = geo.covered_mask(KEY, board.terrain)
    monkeypatch.setattr(preview, "BEAM", 1)
    assert preview.END_BEAM >= 26
    assert preview.best_future(board, tiles, 0) == _best_sequence(cov, tiles, 0)
    # Not the game's end (a round follows): the beam of one misses the best sequence.
    assert preview.best_future(board, tiles, 1) < _best_sequence(cov, tiles, 1)
    monkeypatch.setattr(preview, "END_BEAM", 1)
    assert preview.best_future(board, tiles, 0) < _best_sequence(cov, tiles, 0)


def test_hard_in_solo_rates_an_immediate_civ_card_with_its_effect_resolved() -> None:
    """An immediate card's effect waits in the pool when it is taken (PU-10.5), and the
    position rating does not count the pool: every immediate card rated as nothing, and the
    end-game medal card won by default. Here card 1 (advance two trackers, PU-10.5) takes Civ
    and Water from step 1 to their 1-medal spaces (PU-16.2) and more; card 6 is 1 medal."""
    st = new_game(1, 1)
    for _ in range(100):
        if st.phase == "place":
            break
        st = auto_step(st)
    st = replace(st, civ_decks=((6, 1),) + st.civ_decks[1:])
    st = update_player(st, 0, milestones=(1,))
    for _ in range(100):
        if st.phase == "civ":
            break
        st = auto_step(st)
    st = update_player(st, 0, tracks=(1, 1) + st.work[0].tracks[2:])
    legal = RULES.legal_actions(st, 0)
    assert {a.args[0] for a in legal if a.kind == "civ"} == {6, 1}
    move = make_bot("hard")(RULES.view(st, 0), legal, Rng.from_seed(3))
    assert move.action.kind == "civ" and move.action.args[0] == 1
