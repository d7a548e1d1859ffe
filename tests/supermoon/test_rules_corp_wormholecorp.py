"""Wormhole Corp. (PU-18.16, PU-18.17): the Biomass ladder (an advance = a `ladder` pool item
choosing one of two spaces, `+1X` spaces, medals passed, maximum on step 14 or 15, one rung
back per regression), the Biomass condition of a placed tile (per board), Energy that never
feeds Biomass, and the techs: T1 `use 60`, T2 patches on tiles, T3 `use 61`, T4 storage,
T5 patches onto meteorites in the final phase.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from game.core.codec import decode, encode
from game.core.rules import IllegalAction
from game.supermoon import board as geo
from game.supermoon.corps import take_corporation
from game.supermoon.corps.wormhole import RUNGS, rung_of
from game.supermoon.data import CORP_BY_KEY, LETTER, TILES
from game.supermoon.gains import STORE, choices, place_piece, resolve, settle
from game.supermoon.rules import RULES
from game.supermoon.scoring import track_medal
from game.supermoon.state import PATCH, Gain, Rover, State
from game.supermoon.tracks import Turn, advance, at_top, milestone_steps, regress
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

WORMHOLE = "wormholecorp"
ST = new_game(1)
B = LETTER["biomass"]


def tech(level: int) -> int:
    return milestone_steps(WORMHOLE, TECH, "TECH-MS")[level - 1]


def wormhole(tracks=(0, 0, 0, 0, 0), **changes):
    return corp_player(WORMHOLE, tracks=tracks, **changes)


def logged(t: Turn, kind: str) -> list[dict]:
    return [json.loads(a) for k, a in t.frozen_journal() if k == kind]


def ladder(t: Turn) -> int:
    return next(i for i, g in enumerate(t.player.pool) if g.kind == "ladder")


# --- the ladder (PU-18.16) -------------------------------------------------------------------


@pytest.mark.rule("PU-18.16")
def test_each_biomass_advance_is_a_choice_between_two_spaces() -> None:
    assert RUNGS == ((2, 3), (5, 6), (8, 9), (11, 12), (14, 15))
    t = turn(wormhole())
    advance(t, BIOMASS)
    assert t.player.tracks[BIOMASS] == 2 and pool_kinds(t.player) == ["ladder"]
    assert choices(ST, 0, t.player, t.player.pool[0]) == [(2,), (3,)]
    resolve(t, ST, 0, (3,))  # PATCH
    assert t.player.tracks[BIOMASS] == 3 and pool_kinds(t.player) == ["patch"]
    t = turn(wormhole())
    advance(t, BIOMASS)
    resolve(t, ST, 0, (2,))  # SYN
    assert t.player.tracks[BIOMASS] == 2 and pool_kinds(t.player) == ["syn"]


@pytest.mark.rule("PU-18.16")
def test_a_plus_one_space_advances_that_tracker() -> None:
    for low, track in ((5, CIV), (8, WATER), (11, TECH), (14, ROVER)):
        t = turn(wormhole(tracks=(1, 1, low - 2, 1, 1)))
        advance(t, BIOMASS)
        resolve(t, ST, ladder(t), (low,))
        assert t.player.tracks[BIOMASS] == low
        expected = [1] * 5
        expected[BIOMASS] = low
        expected[track] = 2
        assert list(t.player.tracks) == expected, track
    assert CORP_BY_KEY[WORMHOLE].codes(BIOMASS, 5) == ("+1civ",)


@pytest.mark.rule("PU-18.16")
def test_skip_spaces_are_never_stood_on_and_their_medals_count_once_passed() -> None:
    t = turn(wormhole())
    steps = []
    for _ in range(5):
        advance(t, BIOMASS)
        steps.append(t.player.tracks[BIOMASS])
        resolve(t, ST, ladder(t), (t.player.tracks[BIOMASS] + 1,))  # the PATCH side
        t.set(pool=())
    assert steps == [2, 5, 8, 11, 14]
    assert all("skip" not in CORP_BY_KEY[WORMHOLE].codes(BIOMASS, s) for s in steps)
    medals = [track_medal(wormhole(tracks=(0, 0, s, 0, 0)), BIOMASS) for s in (2, 3, 5, 9, 12,
                                                                                14, 15)]
    assert medals == [0, 0, 1, 2, 3, 5, 5]


@pytest.mark.rule("PU-18.16")
def test_the_biomass_tracker_is_at_maximum_on_step_14_or_15() -> None:
    assert at_top(wormhole(tracks=(0, 0, 14, 0, 0)), BIOMASS)
    assert at_top(wormhole(tracks=(0, 0, 15, 0, 0)), BIOMASS)
    assert not at_top(wormhole(tracks=(0, 0, 12, 0, 0)), BIOMASS)
    t = turn(wormhole(tracks=(0, 0, 14, 0, 0)))
    advance(t, BIOMASS)
    assert t.player.tracks[BIOMASS] == 14 and t.player.pool == ()
    assert logged(t, "sm.advance_lost")


@pytest.mark.rule("PU-18.16")
def test_a_regression_goes_back_one_choice() -> None:
    # DECISION in `WormholeTracks.regress`: one rung down, on the same side, nothing claimed.
    for start, back in ((6, 3), (5, 2), (15, 12), (3, 0), (2, 0)):
        t = turn(wormhole(tracks=(0, 0, start, 0, 0)))
        regress(t, BIOMASS)
        assert t.player.tracks[BIOMASS] == back and t.player.pool == ()
    t = turn(wormhole(tracks=(0, 0, 9, 0, 0)))
    regress(t, BIOMASS, 2)
    assert t.player.tracks[BIOMASS] == 3
    t = turn(wormhole())
    regress(t, BIOMASS)
    assert t.player.tracks[BIOMASS] == 0 and logged(t, "sm.regress_none")
    assert [rung_of(s) for s in (0, 2, 3, 5, 6, 14, 15)] == [0, 1, 1, 2, 2, 5, 5]


@pytest.mark.rule("PU-18.16")
def test_a_pending_choice_still_claims_after_the_tracker_moved_on() -> None:
    t = turn(wormhole())
    advance(t, BIOMASS)
    advance(t, BIOMASS)  # two choices waiting; the tracker already on 5
    assert t.player.tracks[BIOMASS] == 5 and pool_kinds(t.player) == ["ladder", "ladder"]
    resolve(t, ST, 0, (3,))  # the first choice's PATCH, the tracker stays on the second rung
    assert t.player.tracks[BIOMASS] == 5 and pool_kinds(t.player) == ["ladder", "patch"]
    resolve(t, ST, 0, (5,))
    assert t.player.tracks[CIV] == 1


# --- a placed tile (PU-18.16) ----------------------------------------------------------------


def biomass_tile() -> tuple[int, int, list[int]]:
    """A D2 Biomass/Civ tile placed (form 0) at (5, 5): (tile, its Biomass square, a square
    beside that one outside the tile)."""
    tile = next(t.tile_id for t in TILES if t.resources() == ("biomass", "civ")
                and t.shape_id == 8 and not t.meteor)
    squares = [s for s, *_ in geo.squares_of(make_board(), tile, 0, 5, 5)]
    (bsq,) = [s for s, lt, *_ in geo.squares_of(make_board(), tile, 0, 5, 5) if lt == B]
    side = next(nb for nb in geo.geometry("ksb4156").neighbours(bsq) if nb not in squares)
    return tile, bsq, side


def placed(p, board: int, tile: int, form: int, x: int, y: int) -> Turn:
    t = Turn(0, replace(p, pool=()), "", 1)
    place_piece(t, ST, board, tile, form, x, y, with_advance=True)
    return t


def biomass_advances(t: Turn) -> int:
    return sum(1 for g in t.player.pool if g.kind == "adv" and g.arg == BIOMASS)


@pytest.mark.rule("PU-18.16")
def test_a_biomass_icon_advances_only_if_no_new_separate_biomass_area_is_made() -> None:
    tile, _bsq, side = biomass_tile()
    alone = wormhole(boards=(make_board({sq(9, 9): "b"}),))  # Biomass far away
    t = placed(alone, 0, tile, 0, 5, 5)
    assert biomass_advances(t) == 0 and logged(t, "sm.biomass_new_area")
    touching = wormhole(boards=(make_board({side: "b", sq(9, 9): "b"}),))
    assert biomass_advances(placed(touching, 0, tile, 0, 5, 5)) == 1  # it extends an area
    uc = placed(take_corporation(alone, "universalcoalition"), 0, tile, 0, 5, 5)
    assert biomass_advances(uc) == 1  # the base rule (PU-5.3)


@pytest.mark.rule("PU-18.16")
def test_the_biomass_condition_looks_at_the_board_of_the_tile_only() -> None:
    tile, _bsq, side = biomass_tile()
    # Biomass beside that square on the planet, none on the moon: on the moon it is new.
    p = wormhole(boards=(make_board({side: "b"}), make_board(kind="moon")))
    assert biomass_advances(placed(p, 1, tile, 0, 5, 5)) == 0
    assert biomass_advances(placed(p, 0, tile, 0, 5, 5)) == 1


@pytest.mark.rule("PU-18.16")
def test_energy_never_advances_biomass() -> None:
    tile = next(t.tile_id for t in TILES if t.resources() == ("civ", "energy")
                and t.shape_id == 8 and not t.meteor)
    squares = geo.squares_of(make_board(), tile, 0, 5, 5)
    near = next(nb for s, lt, _i, _m in squares if lt == LETTER["energy"]
                for nb in geo.geometry("ksb4156").neighbours(s)
                if nb not in [q[0] for q in squares])
    board = make_board({near: "b"})
    t = placed(wormhole(boards=(board,)), 0, tile, 0, 5, 5)
    (g,) = [g for g in t.player.pool if g.kind == "energy"]
    assert choices(ST, 0, t.player, g) == [(CIV,)]  # Civ only, never the Biomass beside it
    uc = placed(take_corporation(wormhole(boards=(board,)), "universalcoalition"), 0, tile, 0,
                5, 5)
    (h,) = [g for g in uc.player.pool if g.kind == "energy"]
    assert sorted(choices(ST, 0, uc.player, h)) == [(CIV,), (BIOMASS,)]


@pytest.mark.rule("PU-18.16")
def test_an_energy_icon_with_only_biomass_around_gives_nothing() -> None:
    board = make_board({sq(5, 5): "e", sq(6, 5): "b"})
    t = turn(wormhole(boards=(board,), pool=(Gain("energy", sq(5, 5), (0, BIOMASS)),)))
    assert choices(ST, 0, t.player, t.player.pool[0]) == []
    settle(t, ST, 0)
    assert t.player.pool == () and logged(t, "sm.gain_lost")


# --- T1: reset (use 60) ----------------------------------------------------------------------


def table(tracks, **changes) -> State:
    st = to_place(2, seed=3)
    return update_player(st, 0, corp=WORMHOLE, rover_supply=0, tracks=tracks, **changes)


@pytest.mark.rule("PU-18.17")
def test_t1_a_biomass_tracker_at_maximum_may_reset_to_zero() -> None:
    st = table((0, 0, 15, 0, tech(1)))
    assert "use 60" in legal_kind(st, 0, "use")
    st = act(st, 0, "use 60")
    assert st.work[0].tracks[BIOMASS] == 0
    assert "use 60" not in legal_kind(st, 0, "use")  # no longer at maximum
    st = table((0, 0, 14, 0, tech(1)))
    assert act(st, 0, "use 60").work[0].tracks[BIOMASS] == 0


@pytest.mark.rule("PU-18.17")
def test_t1_cannot_reset_below_maximum_or_without_t1() -> None:
    for st in (table((0, 0, 12, 0, tech(1))), table((0, 0, 15, 0, tech(1) - 1))):
        assert "use 60" not in legal_kind(st, 0, "use")
        with pytest.raises(IllegalAction):
            RULES.apply(st, 0, RULES.parse_action("use 60"))


# --- T2, T5: where patches go ----------------------------------------------------------------


def squares_of_choices(p, st=ST) -> set[tuple[int, int]]:
    return {c[:2] for c in choices(st, 0, p, Gain("patch")) if c[0] != STORE}


@pytest.mark.rule("PU-18.17")
def test_t2_patches_may_go_on_top_of_tiles_but_not_on_a_meteorite() -> None:
    cover = {sq(5, 5): "c", sq(6, 5): "w", sq(7, 5): "b"}
    board = make_board(cover, {sq(5, 5): "c"}, meteors=(sq(6, 5),), symbols=(sq(6, 5),),
                       patches=(sq(7, 5),))
    p = wormhole(tracks=(0, 0, 0, 0, tech(2)), boards=(board,))
    reach = squares_of_choices(p)
    assert (0, sq(5, 5)) in reach  # a tile's square
    assert (0, sq(6, 5)) not in reach  # a meteorite
    assert (0, sq(7, 5)) not in reach  # a patch is not a tile
    assert (0, sq(5, 4)) in reach  # bare squares as usual
    early = squares_of_choices(replace(p, tracks=(0, 0, 0, 0, tech(1))))
    assert (0, sq(5, 5)) not in early  # not before T2


@pytest.mark.rule("PU-18.17")
def test_a_patch_on_a_tile_covers_its_icon_and_destroys_a_rover_there() -> None:
    cover = {sq(5, 5): "c", sq(6, 5): "w"}
    board = make_board(cover, {sq(5, 5): "c"}, symbols=(sq(5, 5),))
    p = wormhole(tracks=(0, 0, 0, 0, tech(2)), boards=(board,), rovers=(Rover(0, sq(5, 5)),),
                 pool=(Gain("patch"),))
    t = turn(p)
    resolve(t, ST, 0, (0, sq(5, 5)))
    b = t.player.boards[0]
    assert b.terrain[sq(5, 5)] == B and b.icons[sq(5, 5)] == "."
    assert sq(5, 5) in b.patches and sq(5, 5) not in b.symbols
    assert t.player.rovers == (Rover(-1, -1),) and b.pieces[-1].tile == PATCH


@pytest.mark.rule("PU-18.17")
def test_t5_in_the_final_phase_a_patch_onto_a_meteorite_destroys_it() -> None:
    cover = {sq(5, 5): "c", sq(6, 5): "w"}
    board = make_board(cover, meteors=(sq(6, 5),), symbols=(sq(6, 5),))
    p = wormhole(tracks=(0, 0, 0, 0, tech(5)), boards=(board,), pool=(Gain("patch"),))
    final = replace(ST, phase="final")
    assert (0, sq(6, 5)) not in squares_of_choices(p)  # during the rounds: no
    assert (0, sq(6, 5)) in squares_of_choices(p, st=final)
    assert (0, sq(6, 5)) not in squares_of_choices(replace(p, tracks=(0, 0, 0, 0, tech(4))),
                                                   st=final)
    t = turn(p)
    resolve(t, final, 0, (0, sq(6, 5)))
    b = t.player.boards[0]
    assert b.meteors == () and t.player.meteorites == 0  # destroyed, not collected (SM-1.3)
    assert logged(t, "sm.meteor_destroyed") == [{"seat": 0, "count": 1}]


@pytest.mark.rule("PU-18.17")
def test_t5_reaches_a_meteorite_on_the_moons_bare_ground() -> None:
    from game.supermoon.grid import empty_board, moon_key
    from game.supermoon.moons import MOON_BY_KEY
    moon = empty_board(moon_key(next(iter(MOON_BY_KEY))))
    (m,) = moon.meteors
    g = geo.geometry(moon.key)
    nb = next(g.neighbours(m))
    moon = replace(moon, terrain=moon.terrain[:nb] + "c" + moon.terrain[nb + 1:])
    p = wormhole(tracks=(0, 0, 0, 0, tech(5)), boards=(make_board(), moon))
    final = replace(ST, phase="final")
    assert (1, m) in squares_of_choices(p, st=final)
    assert (1, m) not in squares_of_choices(p)  # SM-3.5 before the final phase


# --- T3: two patches (use 61); T4: storage ---------------------------------------------------


@pytest.mark.rule("PU-18.17")
def test_t3_once_a_round_two_patches_instead_of_one() -> None:
    st = table((0, 0, 0, 0, tech(3)), pool=(Gain("patch", source="track"),))
    assert legal_kind(st, 0, "use") == ["use 61"]
    st = act(st, 0, "use 61")
    assert pool_kinds(st.work[0]) == ["patch", "patch"]
    assert legal_kind(st, 0, "use") == []  # once a round
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, RULES.parse_action("use 61"))


@pytest.mark.rule("PU-18.17")
def test_t3_needs_a_patch_being_gained_and_t3() -> None:
    for st in (table((0, 0, 0, 0, tech(3))),  # no patch gained
               table((0, 0, 0, 0, tech(2)), pool=(Gain("patch"),)),  # before T3
               table((0, 0, 0, 0, tech(3)), pool=(Gain("patch", source="stored"),))):
        assert "use 61" not in legal_kind(st, 0, "use")
        with pytest.raises(IllegalAction):
            RULES.apply(st, 0, RULES.parse_action("use 61"))


@pytest.mark.rule("PU-18.17")
def test_t4_patches_may_be_stored_for_the_final_phase() -> None:
    p = wormhole(tracks=(0, 0, 0, 0, tech(4)), pool=(Gain("patch"),))
    assert (STORE,) in choices(ST, 0, p, p.pool[0])
    assert (STORE,) not in choices(ST, 0, replace(p, tracks=(0, 0, 0, 0, tech(3))), p.pool[0])
    t = turn(p)
    resolve(t, ST, 0, (STORE,))
    assert t.player.stored == 1


# --- saves and bots --------------------------------------------------------------------------


@pytest.mark.rule("PU-18.16")
def test_a_state_with_a_ladder_choice_and_t3_used_survives_json() -> None:
    st = table((0, 0, 0, 0, tech(3)), pool=(Gain("patch", source="track"),
                                            Gain("ladder", 1, (1,), "tile")))
    st = act(st, 0, "use 61")
    back = decode(State, json.loads(json.dumps(encode(st))))
    assert back == st and back.work[0].used == ("double_patch",)
    assert "gain 1 5" in legal_kind(back, 0, "gain") and "gain 1 6" in legal_kind(back, 0, "gain")


@pytest.mark.rule("PU-18.16")
def test_bot_games_with_wormhole_finish() -> None:
    from game.core.simulate import play_bots
    from game.supermoon.rules import SupermoonRules

    class Forced(SupermoonRules):
        def initial_state(self, seed, n_seats, options):
            st = super().initial_state(seed, n_seats, options)
            players = (take_corporation(st.players[0], WORMHOLE),) + st.players[1:]
            return replace(st, players=players, work=players, base=players)

    result = play_bots(Forced(), ["easy", "easy"], 82)
    assert result.outcome is not None


@pytest.mark.rule("PU-18.17")
def test_the_bots_take_the_second_patch_and_reset_only_with_rounds_to_climb_again() -> None:
    from game.supermoon.actions import Action
    from game.supermoon.bots.levels import best_followup
    from game.supermoon.bots.outlook import Outlook

    st = table((0, 0, 0, 0, tech(3)), pool=(Gain("patch", source="track"),),
               boards=(make_board({sq(5, 5): "c", sq(6, 5): "c"}),))
    action, _v = best_followup(st, 0, Outlook(), RULES.legal_actions(st, 0))
    assert action == Action("use", (61,))
    top = table((0, 0, 15, 0, tech(1)), boards=(make_board({sq(5, 5): "c"}),))
    early, _v = best_followup(top, 0, Outlook(rounds=12.0), RULES.legal_actions(top, 0))
    assert early == Action("use", (60,))
    late, _v = best_followup(top, 0, Outlook(rounds=2.0, late=0.9),
                             RULES.legal_actions(top, 0))
    assert late != Action("use", (60,))
