"""Supermoon Module 1, the moons (SM-0, SM-2 to SM-5, SM-13, SM-14): setup, placing on the moon,
the satellite and its laser, the moon's medals, the scopes of the base game's instructions.

Games are driven through the Rules contract. The moon's face S (6×6, square index y * 6 + x)
is on every moon board: its starting meteorite is on (3,2), its satellite starts on position 1
or 11 (0-based, SM-6.4), and from 1 a domino reaches position 3 (column 4) and a tromino
position 4 (row 0 or column 5).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.i18n import describe
from game.core.rules import IllegalAction
from game.supermoon import board as geo
from game.supermoon.data import EVENTS, TRACK_INDEX, solo_target
from game.supermoon.moon import board_offer, face_index, moon_medals
from game.supermoon.moons import MOON_BOARDS, MOON_FACES
from game.supermoon.rules import RULES, target
from game.supermoon.scoring import breakdown, line_medals, tiebreak_key
from game.supermoon.state import Board, Rover
from tests.supermoon.builders import (
    act,
    act_events,
    depot_of,
    legal,
    legal_kind,
    make_board,
    new_game,
    sq,
    tile_id,
    update_player,
    with_events,
)

S = face_index("s")
D2_TB = tile_id("D2", "tech", "biomass")  # Tech and Biomass icons: nothing else happens
I3_TB = tile_id("I3", "tech", "biomass")
START = 2 * 6 + 3  # (3,2): face S's starting meteorite


def msq(x: int, y: int) -> int:
    """A square of the 6-wide face S."""
    return y * 6 + x


def moon_game(n: int = 2, start: int = 1, deck: tuple[int, ...] | None = None,
              **options) -> object:
    """Every seat on face S with the satellite on `start`, the commander to rotate."""
    if deck is not None:
        options["events"] = True
    st = new_game(n, seed=1, moons=True, **options)
    for seat in range(n):
        st = act(st, seat, f"moon {S} {start}")
        while st.phase == "setup" and seat in RULES.to_act(st):
            st = act(st, seat, legal(st, seat)[0])
    if deck is not None:
        st = with_events(st, deck)
    return st


def placing(tile: int, moon: Board | None = None, rovers: tuple[Rover, ...] = (),
            deck: tuple[int, ...] | None = None, **player):
    """Seat 0 about to place `tile` (both slots of its depot hold it)."""
    st = moon_game(deck=deck)
    p = st.work[0]
    if moon is not None:
        p = replace(p, boards=(p.boards[0], moon))
    st = update_player(st, 0, boards=p.boards, rovers=rovers, **player)
    st = depot_of(st, 0, (tile,), (tile,))
    st, _ = act_events(st, st.commander, f"rotate {st.rotation}")
    assert st.phase == "place"
    return st


def place_on_moon(st, seat: int, tile: int, squares: set[int],
                  letters: dict[int, str] | None = None):
    """Place on the moon covering exactly `squares` (with these terrain letters, if given)."""
    for a in legal_kind(st, seat, "place"):
        slot, form, x, y, bi = (int(w) for w in a.split()[1:])
        if bi != 1:
            continue
        put = {s: lt for s, lt, *_ in geo.squares_of(st.work[seat].boards[1], tile, form, x, y)}
        if set(put) == squares and all(put[s] == lt for s, lt in (letters or {}).items()):
            return act_events(st, seat, a)
    raise AssertionError(f"no legal moon placement on {sorted(squares)}")


def resolve_all(st, seat: int = 0):
    events = []
    while True:
        gains = [a for a in legal_kind(st, seat, "gain")]
        if not gains:
            return st, events
        st, ev = act_events(st, seat, gains[0])
        events += list(ev)


# --- SM-0: contents, SM-3.1: setup ---------------------------------------------------------------


@pytest.mark.rule("SM-0.2")
def test_six_moon_boards_each_with_the_symmetric_face_and_its_own_asymmetric_face() -> None:
    assert [b.board for b in MOON_BOARDS] == [1, 2, 3, 4, 5, 6]
    assert {b.symmetric for b in MOON_BOARDS} == {"s"}
    assert sorted(b.asymmetric for b in MOON_BOARDS) == ["b1", "b2", "b3", "b4", "b5", "b6"]
    assert len(MOON_FACES) == 7


@pytest.mark.rule("SM-3.1", "SM-14.2")
def test_each_seat_is_dealt_a_different_moon_and_chooses_face_and_start_in_secret() -> None:
    st = new_game(6, seed=8, moons=True)
    offers = [p.moon_offer for p in st.work]
    assert len({o[0] for o in offers}) == 6 and all(o[1] == S for o in offers)
    assert {o for o in offers} == {board_offer(b.board) for b in MOON_BOARDS}
    asym = MOON_FACES[offers[0][0]]
    assert sorted(legal(st, 0)) == sorted(f"moon {f} {s}" for f in (offers[0][0], S)
                                          for s in MOON_FACES[f].starts)
    st = act(st, 0, f"moon {offers[0][0]} {asym.starts[1]}")
    me = st.work[0]
    assert me.boards[1].kind == "moon" and me.boards[1].key == f"moon_{asym.key}"
    assert me.satellite == asym.starts[1]
    assert me.boards[1].meteors == geo.geometry(me.boards[1].key).start_meteors
    assert st.players[0].boards[1:] == ()  # hidden until every seat has chosen
    assert len(RULES.view(st, 1).players[0].boards) == 1
    with pytest.raises(IllegalAction):
        RULES.apply(st, 1, RULES.parse_action(f"moon {offers[0][0]} {asym.starts[0]}"))


@pytest.mark.rule("SM-3.2")
def test_the_event_deck_has_24_cards_with_the_moons() -> None:
    assert len(new_game(1, seed=2, moons=True).events) == 24
    assert len(new_game(3, seed=2, moons=True, events=True).events) == 24
    assert len(new_game(1, seed=2).events) == 20
    custom = {"events": True, "event_mix": "custom", "green": 8, "orange": 8, "red": 8}
    assert RULES.check_setup(2, {**custom, "moons": True})
    with pytest.raises(IllegalAction):
        RULES.check_setup(2, custom)  # 24 without moons
    with pytest.raises(IllegalAction):
        RULES.check_setup(2, {**custom, "moons": True, "red": 4})  # 20 with moons


# --- SM-3.4 to SM-3.8: placing on the moon -------------------------------------------------------


@pytest.mark.rule("SM-3.4", "SM-3.5")
def test_a_tile_may_go_on_the_moon_edge_first_never_onto_a_meteorite() -> None:
    st = placing(D2_TB)
    on_moon = [a for a in legal_kind(st, 0, "place") if a.endswith(" 1")]
    assert on_moon
    g = geo.geometry("moon_s")
    for a in on_moon:
        slot, form, x, y, _ = (int(w) for w in a.split()[1:])
        cover = {s for s, *_ in geo.squares_of(st.work[0].boards[1], D2_TB, form, x, y)}
        assert START not in cover  # SM-3.5
        assert any(g.edge & g.bit(*g.xy(s)) for s in cover)  # edge first on the moon too


@pytest.mark.rule("SM-3.4", "SM-2.4")
def test_planet_restrictions_of_events_leave_the_moon_open_but_119_applies_there() -> None:
    assert EVENTS[120].round_rule == "no_planet_ice" and EVENTS[103].round_rule == "no_planet_edge"
    st = placing(D2_TB, deck=(103, 97))
    assert st.event == 103
    assert any(a.endswith(" 1") for a in legal_kind(st, 0, "place"))  # moon edges stay open
    assert all(not geo.is_edge(st.work[0].boards[0], s)
               for a in legal_kind(st, 0, "place") if a.endswith(" 0")
               for s in [*(q for q, *_ in geo.squares_of(
                   st.work[0].boards[0], D2_TB, *(int(w) for w in a.split()[2:5])))])
    moon = replace(geo.empty_board("moon_s"), terrain="." * 6 + "t" + "." * 29)  # (0,1) Tech
    rules = geo.Rules(restriction=geo.NO_SAME)
    spots = {(f, x, y) for f, x, y in geo.placements(moon, D2_TB, rules)}
    assert spots and all(
        not ({s for s, lt, *_ in geo.squares_of(moon, D2_TB, f, x, y) if lt == "t"}
             & {msq(0, 0), msq(1, 1), msq(0, 2)}) for f, x, y in spots)


@pytest.mark.rule("SM-3.6", "SM-3.7")
def test_a_moon_tile_resolves_as_on_the_planet_and_the_moon_has_no_lines_nor_lifepods() -> None:
    water_on_ice = tile_id("D2", "water", "rover")  # A water, B rover
    moon = replace(geo.empty_board("moon_s"), terrain="." * 36)
    assert geo.geometry("moon_s").lifepods == () and moon.lifepods == ()
    st = placing(water_on_ice, moon=moon, rovers=(Rover(1, msq(2, 0)),))
    # (2,1) is ice; a vertical domino on (2,0)-(2,1) with the water end on the ice
    st, events = place_on_moon(st, 0, water_on_ice, {msq(2, 0), msq(2, 1)}, {msq(2, 1): "w"})
    kinds = [g.kind for g in st.work[0].pool]
    assert kinds.count("adv") == 2  # Water (on moon ice) and Rover
    assert st.work[0].rovers[0] == Rover(-1, -1)  # covered: destroyed (PU-5.2)
    full = replace(moon, terrain="c" * 36)
    p = replace(st.work[0], boards=(st.work[0].boards[0], full))
    assert line_medals(p) == 0  # a full moon scores no line


@pytest.mark.rule("SM-3.8", "SM-5.2")
def test_only_the_moon_left_means_the_moon_and_no_moon_left_ends_the_game() -> None:
    g = geo.geometry("ksb4156")
    full_planet = replace(geo.empty_board("ksb4156"), terrain="".join(
        "c" if g.on_board(*g.xy(s)) else "." for s in range(144)), lifepods=())
    st = moon_game()
    st = update_player(st, 0, boards=(full_planet, st.work[0].boards[1]))
    st = depot_of(st, 0, (D2_TB,), (D2_TB,))
    st, _ = act_events(st, st.commander, f"rotate {st.rotation}")
    assert not st.work[0].stuck
    assert {a.split()[-1] for a in legal_kind(st, 0, "place")} == {"1"}
    full_moon = replace(st.work[0].boards[1], terrain="c" * 36, meteors=())
    st = moon_game()
    st = update_player(st, 0, boards=(full_planet, full_moon))
    st = depot_of(st, 0, (D2_TB,), (D2_TB,))
    st, _ = act_events(st, st.commander, f"rotate {st.rotation}")
    assert st.work[0].stuck and "stuck" in st.end_reasons


# --- SM-4: the satellite -------------------------------------------------------------------------


@pytest.mark.rule("SM-4.1", "SM-4.2", "SM-4.3")
def test_the_satellite_waits_for_the_gains_then_moves_by_the_squares_and_fires() -> None:
    moon = replace(geo.empty_board("moon_s"), meteors=(START, msq(4, 3)))
    st = placing(D2_TB, moon=moon, rovers=(Rover(1, msq(4, 4)), Rover(0, 30)))
    st, _ = place_on_moon(st, 0, D2_TB, {msq(0, 1), msq(0, 2)})
    me = st.work[0]
    assert me.shots == (2,) and me.satellite == 1  # (b) first: two advancements wait
    assert len(legal_kind(st, 0, "gain")) == 2 and "done" not in legal(st, 0)
    st, events = resolve_all(st)
    me = st.work[0]
    assert me.shots == () and me.satellite == 3  # 1 + 2 squares: column 4 (SM-6.4)
    laser = [e for e in events if e.kind == "sm.laser"]
    assert laser and laser[0].args["axis"] == 1 and laser[0].args["line"] == 5
    # the moon's lines carry no numbers on the board: the log says which side counts them
    assert describe("sm.laser", laser[0].args, lambda s: "Ana") == (
        "Ana's laser fires along column 5 from the left: 1 meteorite and 1 rover destroyed.")
    assert describe("sm.laser", laser[0].args, lambda s: "Ana", "fr") == (
        "Le laser d'Ana tire sur la colonne 5 depuis la gauche\u00a0: 1 météorite détruite,"
        " 1 rover détruit.")
    assert me.boards[1].meteors == (START,)  # (4,3) destroyed, not collected (SM-1.3)
    assert me.meteorites == 0
    assert me.rovers == (Rover(-1, -1), Rover(0, 30))  # the moon rover on (4,4) is gone
    assert "done" in legal(st, 0)


@pytest.mark.rule("SM-4.1")
def test_on_a_choice_position_the_player_aims_row_or_column() -> None:
    moon = replace(geo.empty_board("moon_s"), meteors=(START, msq(5, 3)))
    st = placing(I3_TB, moon=moon)
    st, _ = place_on_moon(st, 0, I3_TB, {msq(0, 1), msq(0, 2), msq(0, 3)})
    st, _ = act_events(st, 0, legal_kind(st, 0, "gain")[0])
    st, _ = act_events(st, 0, legal_kind(st, 0, "gain")[0])
    me = st.work[0]
    assert me.satellite == 4 and [g.kind for g in me.pool] == ["aim"]
    assert sorted(legal_kind(st, 0, "gain")) == ["gain 0 0", "gain 0 1"]
    st, events = act_events(st, 0, "gain 0 1")  # column 5
    assert st.work[0].boards[1].meteors == (START,)
    assert [e.args["line"] for e in events if e.kind == "sm.laser"] == [6]


@pytest.mark.rule("SM-4.3", "PU-7.3")
def test_a_jump_spending_movement_is_open_while_the_aim_waits() -> None:
    # "Movement points stay spendable at any time, before or after the shot": Republic T3's
    # jump (1 movement) was held back while the satellite waited for its aim
    planet = make_board({sq(5, 5): "c", sq(6, 5): "c"}, {sq(5, 5): "c", sq(6, 5): "c"})
    st = placing(I3_TB)
    st = update_player(st, 0, corp="republic", tracks=(0, 0, 0, 0, 7), moves=1,
                       boards=(planet, st.work[0].boards[1]), rovers=(Rover(0, sq(5, 5)),))
    assert legal_kind(st, 0, "jump")
    st, _ = place_on_moon(st, 0, I3_TB, {msq(0, 1), msq(0, 2), msq(0, 3)})
    while [g.kind for g in st.work[0].pool] != ["aim"]:
        st, _ = act_events(st, 0, legal_kind(st, 0, "gain")[0])
    assert legal_kind(st, 0, "move") and legal_kind(st, 0, "jump")
    assert not legal_kind(st, 0, "done")  # the aim still waits


@pytest.mark.rule("SM-4.3", "SM-4.5")
def test_a_patch_on_the_moon_fires_at_once_before_the_tile_that_gave_it() -> None:
    st = placing(D2_TB, tracks=(0, 0, 2, 0, 0))  # Biomass step 3 gives a patch (PU-16.2)
    st, _ = place_on_moon(st, 0, D2_TB, {msq(0, 1), msq(0, 2)})
    st, _ = act_events(st, 0, next(a for a in legal_kind(st, 0, "gain")
                                   if st.work[0].pool[int(a.split()[1])].arg
                                   == TRACK_INDEX["biomass"]))
    assert any(g.kind == "patch" for g in st.work[0].pool)
    patch = next(a for a in legal_kind(st, 0, "gain")
                 if st.work[0].pool[int(a.split()[1])].kind == "patch"
                 and a.split()[2] == "1" and int(a.split()[3]) == msq(1, 1))
    st, events = act_events(st, 0, patch)
    assert st.work[0].satellite == 2 and st.work[0].shots == (2,)  # the patch's shot: 1 -> 2
    st, events = resolve_all(st)
    assert st.work[0].satellite == 4  # then the tile's: 2 -> 4 (a choice: aim)
    assert [g.kind for g in st.work[0].pool] == [] and st.work[0].shots == ()


@pytest.mark.rule("SM-4.4", "SM-2.5")
def test_rover_movement_stays_on_its_board_and_never_moves_the_satellite() -> None:
    st = placing(D2_TB, rovers=(Rover(1, msq(2, 2)),), moves=3)
    before = st.work[0].satellite
    moves = legal_kind(st, 0, "move")
    assert moves
    st = act(st, 0, moves[0])
    rv = st.work[0].rovers[0]
    assert rv.board == 1 and st.work[0].satellite == before


@pytest.mark.rule("SM-5.1")
def test_a_new_rover_lands_on_the_moon_when_the_last_tile_is_there() -> None:
    rover_tile = tile_id("D2", "rover", "tech")
    st = placing(rover_tile)
    st, _ = place_on_moon(st, 0, rover_tile, {msq(0, 1), msq(0, 2)})
    while not any(g.kind == "rover" for g in st.work[0].pool):
        st = act(st, 0, legal_kind(st, 0, "gain")[0])
    spots = [a for a in legal_kind(st, 0, "gain")
             if st.work[0].pool[int(a.split()[1])].kind == "rover"]
    assert spots and all(a.split()[2] == "1" for a in spots)


# --- SM-5: the moon's medals; SM-2.1: the moon is not a planet ------------------------------------


@pytest.mark.rule("SM-5.3", "SM-5.4", "SM-5.5")
def test_moon_lots_and_meteorite_penalty() -> None:
    sym = replace(geo.empty_board("moon_s"), icons="cwbrte" * 2 + "cwbrt" + "." * 19,
                  meteors=(START,))
    p = replace(new_game(1).players[0], boards=(geo.empty_board("ksb4156"), sym))
    assert moon_medals(p) == 8 * 2 - 3
    b1 = MOON_FACES[face_index("b1")]
    assert b1.lot == ("civ", "water") and b1.lot_medals == 4
    asym = replace(geo.empty_board("moon_b1"), icons="ccccw" + "." * 30, meteors=())
    p = replace(p, boards=(p.boards[0], asym))
    assert moon_medals(p) == 4
    st = update_player(new_game(1, moons=True), 0, boards=p.boards)
    assert breakdown(st, 0)["moon"] == 4


@pytest.mark.rule("SM-2.1", "SM-2.3")
def test_the_moon_counts_for_no_planet_rule_line_or_tie_break() -> None:
    st = new_game(2, moons=True)
    moon = replace(geo.empty_board("moon_s"), meteors=(START, msq(0, 1)))
    st = update_player(st, 0, boards=(geo.empty_board("ksb4156"), moon))
    st = update_player(st, 1, boards=(geo.empty_board("ksb4156"),))
    assert tiebreak_key(st, 0)[1:] == tiebreak_key(st, 1)[1:]  # bare planet squares, meteors


@pytest.mark.rule("SM-2.2", "SM-2.4")
def test_objective_scopes_planet_only_or_both_boards() -> None:
    from game.supermoon.data import OBJECTIVES
    from game.supermoon.objectives import measure, private_met
    assert {c for c in OBJECTIVES if OBJECTIVES[c].neighbour.scope == "planet"} \
        == set(range(37, 60))
    assert OBJECTIVES[55].neighbour.rule["measure"] == "resource_count"  # Water icons
    moon = replace(geo.empty_board("moon_s"), icons="w" * 36, terrain="c" * 36)
    p = replace(new_game(1).players[0], boards=(geo.empty_board("ksb4156"), moon))
    assert measure(p, OBJECTIVES[55].neighbour) == 0  # moon icons never count for it
    assert OBJECTIVES[37].private.scope == "both"  # a 3×3 of Civ: on either board
    assert private_met(p, 37)
    assert not private_met(replace(p, boards=p.boards[:1]), 37)


# --- SM-13: solo ---------------------------------------------------------------------------------


@pytest.mark.rule("SM-13.1", "SM-13.2")
def test_solo_with_the_moon_aims_at_80_adjusted_by_a_24_card_deck() -> None:
    st = new_game(1, seed=4, moons=True)
    g, o, r = st.event_counts
    assert g + o + r == 24
    assert target(st) == solo_target({"green": g, "orange": o, "red": r}, moon=True)
    assert solo_target({"green": 0, "orange": 0, "red": 0}, moon=True) == 80
    assert solo_target({"green": 22, "orange": 2, "red": 0}, moon=True) == 80 + 16
    assert solo_target({"green": 0, "orange": 0, "red": 24}, moon=True) == 80 - 15
    assert solo_target({"green": 0, "orange": 21, "red": 3}, moon=True) == 80 - 5 - 5


@pytest.mark.rule("SM-14.1", "SM-0.1")
def test_moons_satellites_and_shots_are_public_once_revealed() -> None:
    st = placing(D2_TB)
    st, _ = place_on_moon(st, 0, D2_TB, {msq(0, 1), msq(0, 2)})
    st, _ = resolve_all(st)
    assert RULES.view(st, 1).players[0].satellite == 1  # pending: not revealed yet
    st = act(st, 0, "done")
    while 1 in RULES.to_act(st) and st.phase == "place":
        st = act(st, 1, (legal_kind(st, 1, "place") + legal_kind(st, 1, "gain")
                         + ["done"])[0])
    view = RULES.view(st, 1)
    assert view.players[0].satellite == 3 and view.players[0].boards[1].terrain[msq(0, 1)] == "t"
    solo = RULES.check_setup(1, {"moons": True, "planets": "random"})
    assert solo["moons"] is True and solo["planets"] == "random"


@pytest.mark.rule("SM-2.2", "SM-2.4")
def test_a_cards_scope_is_read_from_its_data(monkeypatch) -> None:
    from game.supermoon.data import EVENTS as EV
    from game.supermoon.gains import choices
    from game.supermoon.state import Gain
    moon = replace(geo.empty_board("moon_s"), meteors=(START,))
    planet = replace(geo.empty_board("ksb4156"), meteors=(30,))
    st = new_game(1, moons=True)
    p = replace(st.work[0], boards=(planet, moon))
    collect = Gain("collect_meteor", source="event:83")  # "from the planet" (SM-2.4)
    assert EV[83].scope == "planet"
    assert choices(st, 0, p, collect) == [(0, 30)]
    destroy = Gain("destroy_meteor", 3, source="card:25")  # any 3 meteorites: both boards
    assert choices(st, 0, p, destroy) == [(0, 30), (1, START)]
    monkeypatch.setitem(EV, 83, replace(EV[83], scope="both"))  # a printed card read anew
    assert choices(st, 0, p, collect) == [(0, 30), (1, START)]
