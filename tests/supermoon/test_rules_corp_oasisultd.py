"""Oasis Ultd. (PU-18.12, PU-18.13): the Water tracker's zig-zag path (its index is kept in
`Player.tracks[WATER]`; `trackers` gives the real column and step), what it claims and scores,
trackers blocking each other both ways (T1 jumps), Water per square on planet ice (once on the
moon, SM-2.4), and the techs: T2 `use 50`, T3 to T5 with each placed tile.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from game.core.codec import decode, encode
from game.core.rules import IllegalAction
from game.supermoon import board as geo
from game.supermoon.card_effects import unionize
from game.supermoon.corps import take_corporation
from game.supermoon.corps.oasis import PATH, PATH_TOP
from game.supermoon.data import CORP_BY_KEY, LETTER, TILES
from game.supermoon.gains import choices, place_piece, resolve
from game.supermoon.grid import empty_board, moon_key
from game.supermoon.moons import MOON_BY_KEY
from game.supermoon.objectives import tracks_at_max
from game.supermoon.rules import RULES
from game.supermoon.scoring import track_medal
from game.supermoon.state import Gain, Rover, State
from game.supermoon.tracks import (
    NO_SYNERGY,
    Turn,
    advance,
    all_at_top,
    at_top,
    milestone_steps,
    model,
    regress,
)
from tests.supermoon.builders import (
    BIOMASS,
    CIV,
    ROVER,
    TECH,
    WATER,
    act,
    corp_player,
    legal_kind,
    make_board,
    new_game,
    pool_kinds,
    sq,
    to_place,
    turn,
    update_player,
)

OASIS = "oasisultd"
ST = new_game(1)  # no event this round
W = LETTER["water"]


def tech(level: int) -> int:
    return milestone_steps(OASIS, TECH, "TECH-MS")[level - 1]


def oasis(tracks=(0, 0, 0, 0, 0), **changes):
    return corp_player(OASIS, tracks=tracks, **changes)


def logged(t: Turn, kind: str) -> list[dict]:
    return [json.loads(a) for k, a in t.frozen_journal() if k == kind]


def where(p) -> tuple[int, int]:
    return model(p).trackers(p)[WATER]


# --- the path (PU-18.12) ---------------------------------------------------------------------


@pytest.mark.rule("PU-18.12")
def test_the_water_tracker_follows_the_printed_zig_zag_path() -> None:
    assert PATH[:6] == ((WATER, 0), (WATER, 1), (BIOMASS, 2), (ROVER, 3), (TECH, 4), (ROVER, 5))
    assert PATH[-1] == (WATER, 15) and PATH_TOP == 23
    # Every Water-column space on the path is one a tracker may stop on (no `skip`).
    assert all("skip" not in CORP_BY_KEY[OASIS].codes(c, s) for c, s in PATH)
    t = turn(oasis())
    seen = []
    for _ in range(PATH_TOP):
        advance(t, WATER)
        seen.append(where(t.player))
    assert tuple(seen) == PATH[1:]
    assert t.player.tracks[WATER] == PATH_TOP  # the index is stored


@pytest.mark.rule("PU-18.12")
def test_the_water_tracker_claims_what_is_printed_in_any_column() -> None:
    t = turn(oasis(tracks=(0, 1, 0, 0, 0)))
    advance(t, WATER)  # B2: the Biomass column's synergy
    assert where(t.player) == (BIOMASS, 2) and pool_kinds(t.player) == ["syn"]
    assert t.player.tracks[BIOMASS] == 0  # the Biomass tracker itself did not move
    advance(t, WATER)  # R3: the Rover column's mv1
    assert where(t.player) == (ROVER, 3) and t.player.moves == 1
    t = turn(oasis(tracks=(0, 16, 0, 0, 0)))
    advance(t, WATER)  # idx 17 = R9: mv2
    assert where(t.player) == (ROVER, 9) and t.player.moves == 2


@pytest.mark.rule("PU-18.12")
def test_the_water_tracker_scores_only_the_water_medals_of_its_path() -> None:
    def medal(index: int) -> int:
        return track_medal(oasis(tracks=(0, index, 0, 0, 0)), WATER)

    assert [medal(i) for i in (0, 9, 10, 12, 13)] == [0, 0, 3, 3, 6]
    assert PATH[14] == (BIOMASS, 8) and "M2" in CORP_BY_KEY[OASIS].codes(BIOMASS, 8)
    assert medal(14) == 6  # B8's printed M2 is not the Water tracker's
    assert [medal(i) for i in (19, 21, 22, 23)] == [8, 12, 12, 15]
    # The other trackers score their own columns as usual.
    assert track_medal(oasis(tracks=(9, 0, 0, 0, 0)), CIV) == 3


@pytest.mark.rule("PU-18.12")
def test_the_water_tracker_is_at_maximum_only_at_the_end_of_its_path() -> None:
    assert not at_top(oasis(tracks=(0, 15, 0, 0, 0)), WATER)  # index 15 is R7
    assert at_top(oasis(tracks=(0, PATH_TOP, 0, 0, 0)), WATER)
    done = oasis(tracks=(15, PATH_TOP, 15, 15, 15))
    assert all_at_top(done) and tracks_at_max(done) == 5
    assert tracks_at_max(oasis(tracks=(15, 15, 15, 15, 15))) == 4
    t = turn(oasis(tracks=(0, PATH_TOP, 0, 0, 0)))
    advance(t, WATER)
    assert t.player.tracks[WATER] == PATH_TOP and logged(t, "sm.advance_lost")


@pytest.mark.rule("PU-18.12")
def test_trackers_block_each_other_both_ways_and_the_blocked_advance_is_lost() -> None:
    # The Biomass tracker on B2 blocks the Water tracker's next space.
    t = turn(oasis(tracks=(0, 1, 2, 0, 0)))
    advance(t, WATER)
    assert t.player.tracks[WATER] == 1 and t.player.pool == ()
    assert logged(t, "sm.advance_blocked") == [{"seat": 0, "track": WATER}]
    # The Water tracker on C4 (index 8) blocks the Civ tracker on step 3.
    t = turn(oasis(tracks=(3, 8, 0, 0, 0)))
    advance(t, CIV)
    assert t.player.tracks[CIV] == 3 and logged(t, "sm.advance_blocked")
    # Once the Water tracker has moved on, the Civ tracker climbs again.
    advance(t, WATER)
    advance(t, CIV)
    assert t.player.tracks[CIV] == 4


@pytest.mark.rule("PU-18.13")
def test_t1_jumps_over_a_blocking_tracker_claiming_only_where_it_lands() -> None:
    t = turn(oasis(tracks=(0, 1, 2, 0, tech(1))))
    advance(t, WATER)  # over the Biomass tracker on B2, onto R3
    assert where(t.player) == (ROVER, 3) and t.player.moves == 1
    assert "syn" not in pool_kinds(t.player) and logged(t, "sm.tracker_jumped")
    t = turn(oasis(tracks=(3, 8, 0, 0, tech(1))))
    advance(t, CIV)  # over the Water tracker on C4, onto C5 (M2)
    assert t.player.tracks[CIV] == 5 and t.player.milestones == ()
    # Without T1 (the tracker below its milestone) the advance is lost.
    t = turn(oasis(tracks=(3, 8, 0, 0, tech(1) - 1)))
    advance(t, CIV)
    assert t.player.tracks[CIV] == 3


@pytest.mark.rule("PU-18.12")
def test_a_regression_follows_the_path_back_and_is_blocked_like_an_advance() -> None:
    t = turn(oasis(tracks=(0, 9, 0, 0, 0)))
    regress(t, WATER)
    assert where(t.player) == (CIV, 4)
    regress(t, WATER, 2)
    assert where(t.player) == (BIOMASS, 4) and t.player.moves == 0  # nothing claimed
    # The Civ tracker on step 4 stands where the Water tracker would go back to.
    t = turn(oasis(tracks=(4, 9, 0, 0, 0)))
    regress(t, WATER)
    assert t.player.tracks[WATER] == 9 and logged(t, "sm.regress_blocked")
    # An event's regression item offers the Water tracker while it is past its start.
    p = oasis(tracks=(0, 9, 0, 0, 0))
    assert (WATER,) in choices(ST, 0, p, Gain("regress", 1))
    t = turn(replace(p, pool=(Gain("regress", 1),)))
    resolve(t, ST, 0, (WATER,))
    assert t.player.tracks[WATER] == 8


@pytest.mark.rule("PU-18.12")
def test_card_21_stops_on_a_blocked_tracker_instead_of_looping() -> None:
    # The Water tracker on R5 (step 5) never moves for card 21 and blocks the Rover tracker
    # (T1, reached this round under event 109, stays locked: PU-6.11).
    t = turn(oasis(tracks=(0, 5, 0, 4, 0), tech_locked=(1,)))
    unionize(t)
    assert t.player.tracks == (5, 5, 5, 4, 5)
    assert model(t.player).trackers(t.player)[WATER] == (ROVER, 5)
    # With T1 at work the Rover tracker jumps over it.
    t = turn(oasis(tracks=(0, 5, 0, 4, 0)))
    unionize(t)
    assert t.player.tracks == (5, 5, 5, 6, 5)


# --- a placed tile ---------------------------------------------------------------------------


def water_tile(min_wet: int, moon: bool = False):
    """(Water squares on ice, tile, form, x, y): a placement on an empty board (KSB-4156, or
    a moon face) whose Water squares cover the most ice squares, at least `min_wet`."""
    board = moon_board() if moon else make_board()
    rules = geo.Rules(adjacency=False)
    best = None
    for tile in TILES:
        if "water" not in tile.resources() or tile.meteor:
            continue
        probe = replace(board, terrain="c" + board.terrain[1:])  # not empty: no edge rule
        for form, x, y in geo.placements(probe, tile.tile_id, rules):
            squares = geo.squares_of(board, tile.tile_id, form, x, y)
            wet = sum(1 for s, lt, _i, _m in squares if lt == W and geo.is_ice(board, s))
            if wet >= min_wet and (best is None or wet > best[0]):
                best = (wet, tile.tile_id, form, x, y)
    assert best is not None
    return best


def moon_board():
    face = next(iter(MOON_BY_KEY))
    return replace(empty_board(moon_key(face)), meteors=())


def dry_tile():
    """(tile, form, x, y): a Rover/Tech tile on KSB-4156 covering no ice."""
    tile = next(t.tile_id for t in TILES if t.resources() == ("rover", "tech") and not t.meteor)
    board = make_board()
    for form, x, y in geo.placements(replace(board, terrain="c" + board.terrain[1:]), tile,
                                     geo.Rules(adjacency=False)):
        if not any(geo.is_ice(board, s) for s, *_ in geo.squares_of(board, tile, form, x, y)):
            return tile, form, x, y
    raise AssertionError("no dry placement")


def placed(p, board: int, tile: int, form: int, x: int, y: int, rule: str = "") -> Turn:
    t = Turn(0, replace(p, pool=()), rule, 1)
    place_piece(t, ST, board, tile, form, x, y, with_advance=True)
    return t


def water_gain(t: Turn) -> Gain:
    (g,) = [g for g in t.player.pool if g.kind == "adv" and g.arg == WATER]
    return g


@pytest.mark.rule("PU-18.12")
def test_water_advances_once_per_water_square_on_planet_ice() -> None:
    wet, tile, form, x, y = water_tile(2)
    t = placed(oasis(), 0, tile, form, x, y)
    g = water_gain(t)
    assert g.opts == (wet,) and g.source == "tile"
    resolve(t, ST, t.player.pool.index(g), ())
    assert t.player.tracks[WATER] == wet
    # A Universal Coalition player: once (PU-5.4).
    uc = placed(take_corporation(oasis(), "universalcoalition"), 0, tile, form, x, y)
    assert water_gain(uc).opts == (1,)


@pytest.mark.rule("PU-18.12")
def test_on_the_moon_a_tile_advances_water_once() -> None:
    # No moon face has two ice squares side by side: a KSB-4156 grid taken as a moon board
    # shows the rule (SM-2.4: the power counts planet ice only; PU-5.4 on the moon).
    wet, tile, form, x, y = water_tile(2)
    p = oasis(boards=(make_board(), make_board(kind="moon")))
    assert wet >= 2 and water_gain(placed(p, 1, tile, form, x, y)).opts == (1,)
    assert water_gain(placed(p, 0, tile, form, x, y)).opts == (wet,)
    _w, mtile, mform, mx, my = water_tile(1, moon=True)  # a real moon face: once
    moon = oasis(boards=(make_board(), moon_board()))
    assert water_gain(placed(moon, 1, mtile, mform, mx, my)).opts == (1,)


@pytest.mark.rule("PU-18.13")
def test_t3_a_tile_covering_no_ice_advances_water() -> None:
    dry = dry_tile()
    t = placed(oasis(tracks=(0, 0, 0, 0, tech(3))), 0, *dry)
    assert [(g.kind, g.arg, g.source) for g in t.player.pool
            if g.source == "tech"] == [("adv", WATER, "tech")]
    assert not [g for g in placed(oasis(tracks=(0, 0, 0, 0, tech(2))), 0, *dry).player.pool
                if g.source == "tech"]  # not before T3
    _wet, wtile, form, x, y = water_tile(1)
    wet_t = placed(oasis(tracks=(0, 0, 0, 0, tech(3))), 0, wtile, form, x, y)
    assert not [g for g in wet_t.player.pool if g.source == "tech" and g.kind == "adv"]


@pytest.mark.rule("PU-18.13")
def test_t4_and_t5_a_patch_and_a_synergy_with_each_tile_with_a_water_icon() -> None:
    _wet, wtile, form, x, y = water_tile(1)
    t = placed(oasis(tracks=(0, 0, 0, 0, tech(5))), 0, wtile, form, x, y)
    assert sorted(g.kind for g in t.player.pool if g.source == "tech") == ["patch", "syn"]
    t = placed(oasis(tracks=(0, 0, 0, 0, tech(4))), 0, wtile, form, x, y)
    assert [g.kind for g in t.player.pool if g.source == "tech"] == ["patch"]
    t = placed(oasis(tracks=(0, 0, 0, 0, tech(5))), 0, wtile, form, x, y, NO_SYNERGY)
    assert [g.kind for g in t.player.pool if g.source == "tech"] == ["patch"]  # event 122
    assert logged(t, "sm.synergy_suppressed")
    t = placed(oasis(tracks=(0, 0, 0, 0, tech(5))), 0, *dry_tile())
    assert not [g for g in t.player.pool if g.source == "tech" and g.kind != "adv"]


# --- T2: movement for the rovers on Water (use 50) -------------------------------------------


def t2_table(level: int, rovers=((5, 5), (6, 6), (7, 7))) -> State:
    board = make_board({sq(5, 5): "w", sq(6, 6): "w", sq(7, 7): "c"})
    st = to_place(2, seed=3)
    return update_player(st, 0, corp=OASIS, rover_supply=0, tracks=(0, 0, 0, 0, tech(level)),
                         boards=(board,), rovers=tuple(Rover(0, sq(*c)) for c in rovers))


@pytest.mark.rule("PU-18.13")
def test_t2_once_a_round_one_movement_per_rover_on_water() -> None:
    st = t2_table(2)
    assert legal_kind(st, 0, "use") == ["use 50"]
    moves = st.work[0].moves
    st = act(st, 0, "use 50")
    assert st.work[0].moves == moves + 2  # two rovers on Water, one on Civ
    assert legal_kind(st, 0, "use") == []  # once a round
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, RULES.parse_action("use 50"))
    from game.supermoon.phases import _before_place, _cleanup
    # PU-18: "once per round" resets at step 4 (the next round's tile step), not at cleanup
    public = replace(st, players=st.work)
    assert _cleanup(public, []).players[0].used != ()
    assert all(p.used == () for p in _before_place(public, []).work)


@pytest.mark.rule("PU-18.13")
def test_t2_cannot_be_used_before_t2_nor_without_a_rover_on_water() -> None:
    for st in (t2_table(1), t2_table(2, rovers=((7, 7),))):
        assert legal_kind(st, 0, "use") == []
        with pytest.raises(IllegalAction):
            RULES.apply(st, 0, RULES.parse_action("use 50"))


# --- saves -----------------------------------------------------------------------------------


@pytest.mark.rule("PU-18.12")
def test_a_state_with_the_water_path_and_t2_used_survives_json() -> None:
    st = act(t2_table(2), 0, "use 50")
    st = update_player(st, 0, tracks=(3, 17, 2, 4, tech(2)))
    back = decode(State, json.loads(json.dumps(encode(st))))
    assert back == st and back.work[0].used == ("water_rover_moves",)
    assert model(back.work[0]).trackers(back.work[0])[WATER] == (ROVER, 9)


@pytest.mark.rule("PU-18.12")
def test_bot_games_with_oasis_finish() -> None:
    from game.core.simulate import play_bots
    from game.supermoon.rules import SupermoonRules

    class Forced(SupermoonRules):
        def initial_state(self, seed, n_seats, options):
            st = super().initial_state(seed, n_seats, options)
            players = (take_corporation(st.players[0], OASIS),) + st.players[1:]
            return replace(st, players=players, work=players, base=players)

    result = play_bots(Forced(), ["easy", "easy"], 81)
    assert result.outcome is not None


@pytest.mark.rule("PU-18.13")
def test_the_bots_take_t2_while_their_rovers_stand_on_water() -> None:
    from game.supermoon.actions import Action
    from game.supermoon.bots.levels import best_followup
    from game.supermoon.bots.outlook import Outlook

    st = t2_table(2)
    action, _v = best_followup(st, 0, Outlook(), RULES.legal_actions(st, 0))
    assert action == Action("use", (50,))
    st = act(st, 0, "use 50")
    action, _v = best_followup(st, 0, Outlook(), RULES.legal_actions(st, 0))
    assert action is None or action.kind != "use"  # once a round: no loop
