"""Planet Unknown rovers, lifepods, meteorites and biomass patches (PU-7, PU-8, PU-9).

Rover movement and events go through the Rules contract (`move <rover> <dir>`: 0 up, 1 right,
2 down, 3 left; `gain …` for pool items); teleports, patches and meteorite placement are also
checked on a `Turn` with `gains.choices` / `gains.resolve`. Squares are KSB-4156 squares
(printed lifepods at (7,2), (1,4), (10,4), (2,7), (8,8), (5,9); (5,5) is ice).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.i18n import catalogue, describe
from game.supermoon import board as geo
from game.supermoon import scoring
from game.supermoon.card_effects import civ_gains, event_gains
from game.supermoon.gains import (
    STORE,
    choices,
    collect_at,
    place_piece,
    placement_rules,
    resolve,
    settle,
)
from game.supermoon.phases import _final
from game.supermoon.state import PATCH, Gain, Rover, State, depot_slots
from game.supermoon.tracks import Turn
from tests.supermoon.builders import (
    KEY,
    act,
    act_events,
    at_rotate,
    depot_of,
    legal,
    legal_kind,
    make_board,
    new_game,
    paint,
    player,
    pool_kinds,
    rect,
    sq,
    to_place,
    turn,
    update_player,
    with_events,
)

ST = new_game(2)  # no event this round
LIFEPOD = sq(1, 4)
ALL_SQUARES = tuple(geo.board_squares(geo.empty_board(KEY)))


def with_rovers(squares: tuple[int, ...], moves: int, cover: dict[int, str] | None = None,
                deck: tuple[int, ...] | None = None, symbols: tuple[int, ...] = (),
                meteors: tuple[int, ...] = (), patches: tuple[int, ...] = ()) -> State:
    """Seat 0 in steps 4-5 of round 1 with rovers on these squares and a movement pool."""
    b = make_board(cover, symbols=symbols, meteors=meteors, patches=patches)
    st = to_place(2, 1, deck=deck, boards={0: b})
    return update_player(st, 0, rovers=tuple(Rover(0, s) for s in squares), moves=moves)


def rover_squares(st: State) -> list[tuple[int, int]]:
    """(board, square) of seat 0's rovers (board -1: destroyed)."""
    return [(r.board, r.square) for r in st.work[0].rovers]


def patch_squares(t: Turn, st: State = ST) -> set[int]:
    """Squares a pending patch (pool item 0) may go on."""
    return {c[1] for c in choices(st, 0, t.player, t.player.pool[0]) if c[0] != STORE}


# --- PU-7 rovers -----------------------------------------------------------------------------


@pytest.mark.rule("PU-7.1")
def test_one_point_moves_one_rover_one_square_onto_any_square() -> None:
    st = with_rovers((sq(6, 5),), 3, cover={sq(7, 5): "c"})
    assert legal_kind(st, 0, "move") == ["move 0 0", "move 0 1", "move 0 2", "move 0 3"]
    st = act(st, 0, "move 0 1")  # onto a covered square
    assert rover_squares(st) == [(0, sq(7, 5))] and st.work[0].moves == 2
    st = act(st, 0, "move 0 3")  # back again
    st = act(st, 0, "move 0 3")  # onto bare ice
    assert rover_squares(st) == [(0, sq(5, 5))] and st.work[0].moves == 0
    assert legal_kind(st, 0, "move") == []  # the pool is spent


@pytest.mark.rule("PU-7.1")
def test_rovers_stay_on_their_board() -> None:
    st = with_rovers((sq(5, 0),), 2)  # top row; (4, 0) is off the planet
    assert legal_kind(st, 0, "move") == ["move 0 1", "move 0 2"]


@pytest.mark.rule("PU-7.1")
def test_points_split_among_rovers_which_never_share_a_square() -> None:
    st = with_rovers((sq(6, 5), sq(7, 5)), 2)
    moves = legal_kind(st, 0, "move")
    assert "move 0 1" not in moves and "move 1 3" not in moves  # DECISION: no stacking
    st = act(st, 0, "move 0 0")
    st = act(st, 0, "move 1 3")  # now free
    assert rover_squares(st) == [(0, sq(6, 4)), (0, sq(6, 5))]
    assert st.work[0].moves == 0


EVENT_TERRAIN = [(97, "w"), (98, "b"), (99, "e"), (100, "r"), (101, "t"), (102, "c")]


@pytest.mark.rule("PU-7.2")
@pytest.mark.parametrize(("event", "letter"), EVENT_TERRAIN)
def test_events_97_to_102_forbid_moving_onto_one_terrain(event: int, letter: str) -> None:
    other = "c" if letter != "c" else "w"
    cover = {sq(7, 4): letter, sq(5, 4): other}
    free = with_rovers((sq(6, 4),), 2, cover=cover)
    assert "move 0 1" in legal_kind(free, 0, "move")
    st = with_rovers((sq(6, 4),), 2, cover=cover, deck=(event, 81))
    assert st.event == event
    # right: the named terrain; left: another terrain; up and down: bare squares
    assert legal_kind(st, 0, "move") == ["move 0 0", "move 0 2", "move 0 3"]


@pytest.mark.rule("PU-7.2")
def test_event_98_also_forbids_biomass_patches() -> None:
    st = with_rovers((sq(6, 4),), 1, cover={sq(7, 4): "b"}, patches=(sq(7, 4),),
                     deck=(98, 81))
    assert "move 0 1" not in legal_kind(st, 0, "move")


@pytest.mark.rule("PU-7.3")
@pytest.mark.rule("PU-7.4")
def test_relocation_bonus_teleports_for_free_to_a_rover_free_square() -> None:
    t = turn(player(rovers=(Rover(0, sq(6, 5)), Rover(0, sq(7, 5))), moves=0))
    civ_gains(t, 14)
    assert pool_kinds(t.player) == ["teleport"]
    opts = choices(ST, 0, t.player, t.player.pool[0])
    assert (0, 0, sq(7, 5)) not in opts and (1, 0, sq(6, 5)) not in opts
    assert (0, 0, LIFEPOD) in opts and (1, 0, sq(0, 5)) in opts
    assert len(opts) == 2 * (len(ALL_SQUARES) - 2)
    resolve(t, ST, 0, (0, 0, LIFEPOD))
    p = t.player
    assert [(r.board, r.square) for r in p.rovers] == [(0, LIFEPOD), (0, sq(7, 5))]
    assert p.moves == 0  # the card's teleport costs nothing
    assert p.lifepods == 1 and LIFEPOD not in p.boards[0].lifepods
    assert len(p.boards[0].lifepods) == 5  # nothing collected on the way


@pytest.mark.rule("PU-7.3", "PU-7.2", "PU-17.7")
def test_a_teleport_lands_only_where_a_rover_may_move() -> None:
    # DECISION (PU-7.3: a teleport moves a rover to its target): event 102 bars Civ terrain
    # and K'Aax bars its bare toxic squares, for the card's teleport as for a step
    civ = make_board({sq(8, 8): "c"})
    t = turn(player(board=civ, rovers=(Rover(0, sq(6, 5)),), moves=0))
    civ_gains(t, 14)
    assert (0, 0, sq(8, 8)) in choices(ST, 0, t.player, t.player.pool[0])
    assert (0, 0, sq(8, 8)) not in choices(replace(ST, event=102), 0, t.player,
                                           t.player.pool[0])
    assert (0, 0, sq(7, 8)) in choices(replace(ST, event=102), 0, t.player, t.player.pool[0])
    kaax = geo.empty_board("kaax")
    g = geo.geometry("kaax")
    assert g.toxic & g.bit(3, 1)
    t = turn(player(board=kaax, rovers=(Rover(0, sq(5, 5)),), moves=0))
    civ_gains(t, 14)
    opts = {c[2] for c in choices(ST, 0, t.player, t.player.pool[0])}
    assert sq(3, 1) not in opts and sq(4, 1) in opts
    covered = replace(kaax, terrain=kaax.terrain[:sq(3, 1)] + "w" + kaax.terrain[sq(3, 1) + 1:])
    t = turn(player(board=covered, rovers=(Rover(0, sq(5, 5)),), moves=0))
    civ_gains(t, 14)
    assert sq(3, 1) in {c[2] for c in choices(ST, 0, t.player, t.player.pool[0])}


@pytest.mark.rule("PU-7.4")
def test_entering_a_square_collects_its_lifepod_and_meteorite() -> None:
    cover = {sq(3, 4): "t", sq(4, 4): "t"}
    st = with_rovers((sq(2, 4),), 3, cover=cover, symbols=(sq(3, 4),), meteors=(sq(3, 4),))
    st, events = act_events(st, 0, "move 0 3")
    p = st.work[0]
    assert p.lifepods == 1 and LIFEPOD not in p.boards[0].lifepods
    assert [e.kind for e in events if e.kind.endswith("_collected")] == ["sm.lifepod_collected"]
    st = act(st, 0, "move 0 1")
    st = act(st, 0, "move 0 1")
    p = st.work[0]
    assert p.meteorites == 1 and p.boards[0].meteors == ()
    assert p.boards[0].symbols == (sq(3, 4),)  # the symbol stays, now empty
    assert p.lifepods == 1


@pytest.mark.rule("PU-7.5")
def test_a_tile_covering_a_rover_destroys_it() -> None:
    st = with_rovers((sq(5, 0), sq(6, 0)), 2)
    inner, _ = depot_slots(st.depot(0))
    st = depot_of(st, 0, (56,), (56,))
    st = act(st, 0, f"place {inner} 0 5 0 0")  # covers (5, 0) and (5, 1)
    p = st.work[0]
    assert rover_squares(st) == [(-1, -1), (0, sq(6, 0))]
    assert p.rover_supply == 2  # destroyed rovers do not return (PU-5.2)
    assert {m.split()[1] for m in legal_kind(st, 0, "move")} == {"1"}


@pytest.mark.rule("PU-7.5")
def test_event_111_destroys_one_of_several_planet_rovers() -> None:
    def at_event(rovers: tuple[int, ...]) -> State:
        st = with_events(at_rotate(2, 1, events=True), (111, 81))
        st = update_player(st, 0, rovers=tuple(Rover(0, s) for s in rovers))
        return act(st, st.commander, f"rotate {st.rotation}")

    st = at_event((sq(6, 5), sq(7, 5)))
    assert st.phase == "event"
    assert legal_kind(st, 0, "gain") == ["gain 0 0", "gain 0 1"]
    assert "done" not in legal(st, 0)
    st = act(st, 0, "gain 0 1")
    assert rover_squares(st) == [(0, sq(6, 5)), (-1, -1)]
    st = at_event((sq(6, 5),))  # one rover: nothing happens
    assert st.phase == "place" and rover_squares(st) == [(0, sq(6, 5))]


# --- PU-8 meteorites ----------------------------------------------------------------------------


def event_95_table(meteors: tuple[int, ...], event: int = 95) -> State:
    """Seat 0 with a tile whose meteorite symbol is at (5, 1) and a rover there; the event
    is revealed after the rotation."""
    b = make_board({sq(5, 0): "r", sq(5, 1): "t"}, symbols=(sq(5, 1),), meteors=meteors)
    st = with_events(at_rotate(2, 1, events=True), (event, 81))
    return update_player(st, 0, boards=(b,), rovers=(Rover(0, sq(5, 1)),))


@pytest.mark.rule("PU-8.2")
@pytest.mark.rule("PU-7.5")
@pytest.mark.parametrize("event", [95, 107])
def test_event_meteorite_goes_on_an_empty_symbol_and_destroys_a_rover(event: int) -> None:
    st = event_95_table(())
    st = act(st, st.commander, f"rotate {st.rotation}")
    assert st.phase == "event"
    assert legal_kind(st, 0, "gain") == [f"gain 0 0 {sq(5, 1)}"]
    st = act(st, 0, f"gain 0 0 {sq(5, 1)}")
    p = st.work[0]
    assert p.boards[0].meteors == (sq(5, 1),)
    assert rover_squares(st) == [(-1, -1)]
    assert p.meteorites == 0  # placed, not collected


@pytest.mark.rule("PU-8.2")
def test_event_meteorite_without_an_empty_symbol_does_nothing() -> None:
    st = event_95_table((sq(5, 1),))
    st, events = act_events(st, st.commander, f"rotate {st.rotation}")
    assert st.phase == "place"  # no choice was asked
    assert st.players[0].boards[0].meteors == (sq(5, 1),)
    assert rover_squares(st) == [(0, sq(5, 1))]
    # a penalty with nowhere to fall has no effect (it was logged as a lost benefit)
    assert any(e.kind == "sm.penalty_void" and e.args == {"seat": 0, "gain": "add_meteor"}
               for e in events)
    assert not any(e.kind == "sm.gain_lost" for e in events)


@pytest.mark.rule("PU-8.2")
def test_meteorite_tile_and_the_symbol_left_empty_by_a_rover() -> None:
    moon = replace(geo.empty_board(KEY, "moon"), symbols=(sq(6, 6),))
    t = turn(player(boards=(geo.empty_board(KEY), moon)))
    place_piece(t, ST, 0, 68, 0, 5, 0, with_advance=False)  # meteorite copy of a D2
    b = t.player.boards[0]
    assert b.symbols == (sq(5, 1),) and b.meteors == (sq(5, 1),)  # PU-5.1
    event_gains(t, 95)
    assert choices(ST, 0, t.player, t.player.pool[0]) == [(1, sq(6, 6))]  # 95: any tile
    collect_at(t, 0, sq(5, 1))
    assert t.player.meteorites == 1
    assert choices(ST, 0, t.player, t.player.pool[0]) == [(0, sq(5, 1)), (1, sq(6, 6))]
    t.set(pool=())
    event_gains(t, 107)  # 107: only a tile on the planet
    assert choices(ST, 0, t.player, t.player.pool[0]) == [(0, sq(5, 1))]


@pytest.mark.rule("PU-8.3")
def test_a_line_with_a_meteorite_scores_nothing() -> None:
    full = paint(ALL_SQUARES, "c")
    p = player(board=make_board(full))
    assert scoring.line_medals(p) == 40
    hit = player(board=make_board(full, meteors=(sq(0, 5),)))
    assert scoring.line_medals(hit) == 40 - 3 - 1  # row 5 (3) and column 0 (1)
    row0 = make_board(paint((sq(5, 0), sq(6, 0)), "w"), meteors=(sq(6, 0),))
    assert scoring.line_medals(player(board=row0)) == 0
    assert scoring.line_medals(player(board=replace(row0, meteors=()))) == 1


@pytest.mark.rule("PU-8.5")
@pytest.mark.parametrize(("collected", "medals"), [(6, 2), (21, 7), (60, 20)])
def test_no_cap_on_scored_meteorites(collected: int, medals: int) -> None:
    assert scoring.meteorite_medals(player(meteorites=collected)) == medals


# --- PU-9 biomass patches ---------------------------------------------------------------------


@pytest.mark.rule("PU-9.1")
def test_patch_goes_under_the_placement_rules() -> None:
    t = turn(player())
    t.add(Gain("patch", source="track"))
    g = geo.geometry(KEY)
    edge = {s for s in ALL_SQUARES if geo.is_edge(geo.empty_board(KEY), s)}
    assert patch_squares(t) == edge  # PU-4.3: the first piece touches the edge
    tile = rect(5, 4, 2, 2)
    t = turn(player(board=make_board(paint(tile, "c"))))
    t.add(Gain("patch", source="track"))
    around = {n for s in tile for n in g.neighbours(s)} - set(tile)
    assert patch_squares(t) == around  # PU-4.2 free, PU-4.4 adjacent


@pytest.mark.rule("PU-9.1")
@pytest.mark.parametrize("event", [103, 120])
def test_patch_ignores_event_restrictions(event: int) -> None:
    st = replace(ST, event=event)
    t = turn(player())
    t.add(Gain("patch", source="event:80"))
    edge_ice = sq(0, 5)  # an edge square and ice
    assert edge_ice in patch_squares(t, st)
    # the same square under the tile rules of this round: refused
    tile_rules = placement_rules(st, t.player)
    assert tile_rules.restriction and (0, 0, 5) not in set(
        geo.placements(geo.empty_board(KEY), PATCH, tile_rules))


@pytest.mark.rule("PU-9.1")
def test_a_patch_must_be_placed_now_or_is_lost() -> None:
    st = to_place(2, 1)
    st = update_player(st, 0, tracks=(0, 0, 2, 0, 0))
    inner, _ = depot_slots(st.depot(0))
    st = depot_of(st, 0, (128,), (128,))  # Biomass icon then Civ icon
    st = act(st, 0, f"place {inner} 0 5 0 0")
    st = act(st, 0, "gain 0")  # biomass 3: PATCH
    st = act(st, 0, "gain 0")  # civ 1
    assert [g.kind for g in st.work[0].pool] == ["patch"]
    assert "done" not in legal(st, 0)
    st = act(st, 0, legal_kind(st, 0, "gain")[0])
    assert len(st.work[0].boards[0].patches) == 1 and "done" in legal(st, 0)
    # a full planet: no legal square, the patch is lost
    t = turn(player(board=make_board(paint(ALL_SQUARES, "c"))))
    t.add(Gain("patch", source="track"))
    settle(t, ST, 0)
    assert t.player.pool == ()
    assert [a["gain"] for k, a in t.journal if k == "sm.gain_lost"] == ["patch"]
    # the log names what is lost, as the pool's chip named it (every kind, both languages)
    lost = next(a for k, a in t.journal if k == "sm.gain_lost")
    assert describe("sm.gain_lost", lost, lambda s: "Ana") == (
        "Ana loses a benefit that has no possible use: Biomass patch.")
    assert describe("sm.gain_lost", lost, lambda s: "Ana", "fr").endswith(": Bloc Biomasse.")
    for lang in ("en", "fr"):
        words = catalogue(lang)
        chips = {k.rsplit(".", 1)[1] for k in words if k.startswith("ui.supermoon.gain.")}
        named = {k.rsplit(".", 1)[1] for k in words if k.startswith("sm.arg.gain.")}
        assert chips and chips == named


@pytest.mark.rule("PU-9.2")
def test_patch_has_no_icon_and_is_biomass_terrain() -> None:
    energy = sq(6, 1)
    t = turn(player((1, 1, 1, 1, 1), board=make_board({energy: "e"}, {energy: "e"})))
    assert geo.energy_choices(t.player.boards[0], energy) == ()
    t.add(Gain("patch", source="card:3"))
    resolve(t, ST, 0, (0, sq(5, 1)))
    b = t.player.boards[0]
    assert b.terrain[sq(5, 1)] == "b" and b.icons[sq(5, 1)] == "."
    assert t.player.pool == () and t.player.tracks == (1, 1, 1, 1, 1)  # no advancement
    assert geo.energy_choices(b, energy) == ("b",)  # PU-5.5: counts for energy areas
    assert geo.areas(b, "b") == [frozenset({sq(5, 1)})]


@pytest.mark.rule("PU-9.2")
@pytest.mark.rule("PU-7.5")
def test_patch_destroys_the_lifepod_or_rover_it_covers() -> None:
    pod = sq(7, 2)
    cover = {sq(7, 1): "c"}
    t = turn(player(board=make_board(cover), rovers=(Rover(0, sq(8, 1)),)))
    t.add(Gain("patch", source="track"), Gain("patch", source="track"))
    resolve(t, ST, 0, (0, pod))
    resolve(t, ST, 0, (0, sq(8, 1)))
    p = t.player
    assert pod not in p.boards[0].lifepods and p.lifepods == 0  # destroyed, not collected
    assert p.rovers == (Rover(-1, -1),)
    assert p.boards[0].patches == (pod, sq(8, 1))
    row0 = make_board({sq(5, 0): "c"})
    t = turn(player(board=row0))
    t.add(Gain("patch", source="track"))
    resolve(t, ST, 0, (0, sq(6, 0)))
    assert scoring.line_medals(t.player) == 1  # the patch completes row 0


@pytest.mark.rule("PU-9.3")
def test_patch_is_never_the_last_tile_for_a_new_rover() -> None:
    t = turn(player())
    place_piece(t, ST, 0, 56, 0, 5, 0, with_advance=False)
    t.add(Gain("patch", source="track"))
    resolve(t, ST, 0, (0, sq(6, 0)))
    assert t.player.last_tile == 0 and t.player.boards[0].pieces[-1].tile == PATCH
    t.add(Gain("rover", source="track"))
    assert choices(ST, 0, t.player, t.player.pool[0]) == [(0, sq(5, 0)), (0, sq(5, 1))]
    t = turn(player())  # only a patch on the planet: no tile for a rover
    t.add(Gain("patch", source="track"))
    resolve(t, ST, 0, (0, sq(5, 0)))
    assert t.player.last_tile == -1
    t.add(Gain("rover", source="track"))
    assert choices(ST, 0, t.player, t.player.pool[0]) == []


@pytest.mark.rule("PU-9.4")
def test_universal_t2_stores_patches_for_the_final_phase() -> None:
    t = turn(player((0, 0, 0, 0, 4)))
    t.add(Gain("patch", source="track"))
    assert (STORE,) not in choices(ST, 0, t.player, t.player.pool[0])
    t = turn(player((0, 0, 0, 0, 5)))  # tech 5: T2
    t.add(Gain("patch", source="track"))
    assert (STORE,) in choices(ST, 0, t.player, t.player.pool[0])
    resolve(t, ST, 0, (STORE,))
    assert t.player.stored == 1 and t.player.boards[0].patches == ()
    st = update_player(ST, 0, tracks=(0, 0, 0, 0, 5), stored=2)
    st = _final(st, [])
    p = st.work[0]
    assert st.phase == "final" and p.stored == 0
    assert [(g.kind, g.source) for g in p.pool] == [("patch", "stored")] * 2
    assert (STORE,) not in choices(st, 0, p, p.pool[0])  # placed now, never kept again
    assert "done" not in legal(st, 0)
