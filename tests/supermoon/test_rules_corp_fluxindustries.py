"""Flux Industries (PU-18.4, PU-18.5): the flux token, one active tech level, and its five
techs; the token's first choice in the setup step (bots included)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core import codec
from game.core.rng import Rng
from game.core.rules import IllegalAction
from game.supermoon import phases
from game.supermoon.actions import Action
from game.supermoon.bots.levels import decide
from game.supermoon.corps import round_start
from game.supermoon.corps.flux import FluxModel, next_milestone
from game.supermoon.data import CORP_BY_KEY
from game.supermoon.gains import choices, place_piece, resolve
from game.supermoon.rules import RULES
from game.supermoon.state import Rover, State
from game.supermoon.tracks import NO_MILESTONES, advance, model, regress, tech_levels
from tests.supermoon.builders import (
    BIOMASS,
    CIV,
    ROVER,
    TECH,
    WATER,
    act,
    corp_player,
    legal,
    legal_kind,
    make_board,
    new_game,
    pool_kinds,
    set_player,
    sq,
    tile_id,
    to_place,
    turn,
)

KEY = "fluxindustries"
FLUX = CORP_BY_KEY[KEY]
# The steps of Flux's tech milestones: T1 3, T2 5, T3 7, T4 10, T5 14.
T1, T2, T3, T4, T5 = 3, 5, 7, 10, 14


def flux(tracks=(0, 0, 0, 0, 0), token=CIV, **changes):
    """A Flux player with the token placed and its current tech level already offered."""
    p = corp_player(KEY, tracks=tracks, pool=(), flux=token)
    return replace(p, flux_level=max(tech_levels(p), default=0), **changes)


def flux_turn(tracks=(0, 0, 0, 0, 0), token=CIV, **changes):
    return turn(flux(tracks, token, **changes))


def game_with(p) -> State:
    """A game in steps 4-5 with seat 0 playing `p`."""
    return set_player(to_place(), 0, p)


# --- PU-18.4: the token, one active level -----------------------------------------------------


@pytest.mark.rule("PU-18.4")
def test_flux_data_two_rovers_and_the_improved_track() -> None:
    assert FLUX.rovers == 2
    assert tuple(s for s in range(16) if "TECH-MS" in FLUX.codes(TECH, s)) == (T1, T2, T3, T4,
                                                                              T5)
    assert FLUX.improved[ROVER][16] == ("mv4",)  # PU-18.4: step 16 of mv4
    assert FLUX.improved[WATER][3] == ("SYN", "SYN")
    assert FLUX.improved[BIOMASS][3] == ("PATCH", "PATCH")
    assert FLUX.improved_ranks == (2, 3, 4, 4)


@pytest.mark.rule("PU-18.4")
def test_the_token_is_chosen_in_the_setup_step() -> None:
    st = phases.initial_state(5, 2, RULES.check_setup(2, {}))
    p = corp_player(KEY)
    assert pool_kinds(p) == ["flux_token"] and p.flux == -1
    st = set_player(st, 0, replace(p, boards=st.players[0].boards))
    st = phases.start(st, [])
    assert st.phase == "setup" and RULES.to_act(st) == (0,)  # only the Flux seat has a choice
    assert legal(st, 0) == [f"gain 0 {i}" for i in range(5)]  # no "done" before the choice
    st = act(st, 0, "gain 0 3")
    assert st.work[0].flux == ROVER and st.work[0].pool == ()
    assert legal(st, 0) == ["done"]
    st = act(st, 0, "done")
    assert st.phase == "rotate" and st.players[0].flux == ROVER


@pytest.mark.rule("PU-18.4")
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_choose_the_token_in_the_setup_step(level: str) -> None:
    st = phases.initial_state(7, 2, RULES.check_setup(2, {}))
    st = set_player(st, 0, replace(corp_player(KEY), boards=st.players[0].boards))
    st = phases.start(st, [])
    actions = RULES.legal_actions(st, 0)
    choice = decide(RULES.view(st, 0), actions, Rng.from_seed(3), level)
    assert choice in actions and choice.kind == "gain"
    st = RULES.apply(st, 0, choice)[0]
    assert st.work[0].flux >= 0


@pytest.mark.rule("PU-18.4")
def test_the_token_holds_objectives_back_until_it_is_placed() -> None:
    st = phases.initial_state(5, 1, RULES.check_setup(1, {}))  # solo: keep 3 objectives
    st = set_player(st, 0, replace(corp_player(KEY), boards=st.players[0].boards,
                                   offer=st.players[0].offer, keep=st.players[0].keep))
    st = phases.start(st, [])
    keep = st.work[0].keep
    for card in st.work[0].offer[:keep]:
        st = act(st, 0, f"objective {card}")
    assert st.phase == "setup" and not st.work[0].done  # the token is still to place
    st = act(st, 0, "gain 0 2")
    st = act(st, 0, "done")
    assert st.phase != "setup" and st.players[0].flux == BIOMASS


@pytest.mark.rule("PU-18.4")
def test_only_the_most_recently_unlocked_level_is_active() -> None:
    for step, level in ((0, None), (T1, 1), (T2, 2), (T3, 3), (T4, 4), (T5, 5)):
        p = flux((0, 0, 0, 0, step))
        assert tech_levels(p) == (frozenset({level}) if level else frozenset())
    locked = replace(flux((0, 0, 0, 0, T2)), tech_locked=(2,))  # PU-6.11: still level 1
    assert tech_levels(locked) == frozenset({1})


@pytest.mark.rule("PU-18.4")
def test_each_unlocked_level_offers_the_token_once_keep_it_here_included() -> None:
    st = new_game(1)
    t = flux_turn((0, 0, 0, 0, T1 - 1), token=WATER)
    advance(t, TECH)
    assert pool_kinds(t.player) == ["flux_token"] and t.player.flux_level == 1
    g = t.player.pool[0]
    assert choices(st, 0, t.player, g) == [(i,) for i in range(5)]  # water = keep it here
    resolve(t, st, 0, (WATER,))
    assert t.player.flux == WATER and ("sm.flux_token_kept", {"seat": 0, "track": WATER}) in \
        t.journal
    advance(t, CIV)
    advance(t, TECH)  # step 4: no milestone
    assert t.player.pool == ()
    advance(t, TECH)  # T2
    assert pool_kinds(t.player) == ["flux_token"]
    resolve(t, st, 0, (CIV,))
    assert t.player.flux == CIV
    regress(t, TECH, 1)  # back to level 1: T2 re-entered later unlocks it again (PU-6.2)
    assert t.player.flux_level == 1 and tech_levels(t.player) == frozenset({1})
    advance(t, TECH)
    assert pool_kinds(t.player) == ["flux_token"]


@pytest.mark.rule("PU-18.4")
def test_a_level_reached_under_event_109_moves_the_token_at_the_next_round_start() -> None:
    t = turn(flux((0, 0, 0, 0, T1 - 1)), NO_MILESTONES)
    advance(t, TECH)
    assert t.player.tech_locked == (1,) and t.player.pool == ()  # PU-6.11: locked
    p = replace(t.player, tech_locked=())  # cleanup
    st = set_player(new_game(2), 0, p)
    st = round_start(st, [])
    assert pool_kinds(st.players[0]) == ["flux_token"]
    assert st.players[0].pool[0].source == "round" and st.players[0].flux_level == 1


@pytest.mark.rule("PU-18.4")
def test_the_board_shows_the_token_and_the_improved_column() -> None:
    m = model(flux(token=BIOMASS))
    assert isinstance(m, FluxModel)
    p = flux((0, 0, 0, 0, T2), token=BIOMASS)
    assert m.tokens(p) == (("flux", BIOMASS, -1),)
    assert m.tokens(replace(p, flux=-1)) == ()
    assert m.codes(p, BIOMASS, 3) == ("PATCH",)  # T2 active: the printed column
    p3 = flux((0, 0, 0, 0, T3), token=BIOMASS)
    assert m.codes(p3, BIOMASS, 3) == ("PATCH", "PATCH")  # T3: improved
    assert m.codes(p3, WATER, 3) == ("SYN",)  # only the flux column
    assert m.trackers(p3) == ((0, 0), (1, 0), (2, 0), (3, 0), (4, T3))


@pytest.mark.rule("PU-18.4")
def test_flux_fields_survive_a_json_round_trip() -> None:
    st = set_player(new_game(2), 0, flux((0, 0, 0, 0, T2), token=TECH,
                                         used_once=("flux_to_milestone",),
                                         used=("flux_advance",)))
    back = codec.loads(State, codec.dumps(st))
    assert back == st and back.players[0].flux == TECH and back.players[0].flux_level == 2


# --- PU-18.5: the techs ----------------------------------------------------------------------


def _rovers_on(letter_a: str, letter_b: str) -> dict:
    board = make_board({sq(6, 5): letter_a, sq(7, 5): letter_b})
    return {"boards": (board,), "rovers": (Rover(0, sq(6, 5)), Rover(0, sq(7, 5))),
            "rover_supply": 0}


@pytest.mark.rule("PU-18.5")
def test_t1_two_movement_per_rover_on_the_flux_terrain_at_round_start() -> None:
    p = flux((0, 0, 0, 0, T1), token=ROVER, **_rovers_on("r", "c"))
    st = set_player(new_game(2), 0, p)
    st = phases._begin_round(st, [])  # the round's start
    assert st.players[0].moves == 2
    both = set_player(new_game(2), 0, replace(p, **_rovers_on("r", "r")))
    assert round_start(both, []).players[0].moves == 4
    other = set_player(new_game(2), 0, replace(p, flux=WATER))
    assert round_start(other, []).players[0].moves == 0
    t2 = set_player(new_game(2), 0, flux((0, 0, 0, 0, T2), token=ROVER, **_rovers_on("r", "r")))
    assert round_start(t2, []).players[0].moves == 0  # T1 no longer active


@pytest.mark.rule("PU-18.5")
def test_t1_counts_for_the_track_chosen_when_the_level_waited_for_the_round() -> None:
    p = replace(flux((0, 0, 0, 0, T1), token=CIV, **_rovers_on("r", "t")), flux_level=0)
    st = round_start(set_player(new_game(2), 0, p), [])
    q = st.players[0]
    assert q.moves == 0 and pool_kinds(q) == ["flux_token"]
    t = turn(q)
    resolve(t, st, 0, (TECH,))
    assert t.player.moves == 2


@pytest.mark.rule("PU-18.5")
def test_t2_once_a_game_to_the_next_milestone_claiming_every_space() -> None:
    st = game_with(flux((0, 0, 0, 0, T2), token=BIOMASS))
    assert legal_kind(st, 0, "use") == ["use 32"]
    st = act(st, 0, "use 32")
    p = st.work[0]
    assert p.tracks[BIOMASS] == 3 and p.used_once == ("flux_to_milestone",)
    assert sorted(pool_kinds(p)) == ["patch", "syn"]  # step 2 SYN and step 3 PATCH
    assert "use 32" not in legal(st, 0)
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, Action("use", (32,)))
    civ = flux((1, 0, 0, 0, T2), token=CIV)
    t = turn(civ)
    assert next_milestone(civ) == 3
    from game.supermoon.corps.flux import jump
    jump(t, new_game(2), ())
    assert t.player.tracks[CIV] == 3 and t.player.milestones == (1,)


@pytest.mark.rule("PU-18.5")
def test_t2_cannot_be_used_on_water_nor_past_the_last_milestone_nor_when_inactive() -> None:
    for p in (flux((0, 0, 0, 0, T2), token=WATER),  # DECISION: Water has no milestone
              flux((0, 0, 0, 7, T2), token=ROVER),  # past the last NEW-ROVER (6)
              flux((0, 0, 0, 0, T3), token=BIOMASS)):  # T3 active, T2 no longer
        st = game_with(p)
        assert "use 32" not in legal(st, 0)
        with pytest.raises(IllegalAction):
            RULES.apply(st, 0, Action("use", (32,)))


@pytest.mark.rule("PU-18.5")
def test_t3_improved_flux_track_double_synergies_and_patches() -> None:
    t = flux_turn((0, 2, 2, 0, T3), token=WATER)
    advance(t, WATER)
    assert pool_kinds(t.player) == ["syn", "syn"]
    t = flux_turn((0, 2, 2, 0, T3), token=BIOMASS)
    advance(t, BIOMASS)
    assert pool_kinds(t.player) == ["patch", "patch"]
    t = flux_turn((0, 2, 2, 0, T3), token=CIV)
    advance(t, WATER)  # not the flux track: printed values
    assert pool_kinds(t.player) == ["syn"]


@pytest.mark.rule("PU-18.5")
def test_t3_improved_rover_movement_and_step_16_mv4() -> None:
    t = flux_turn((0, 0, 0, 3, T3), token=ROVER)
    advance(t, ROVER)
    assert t.player.moves == 3  # printed mv2, improved mv3
    top = flux_turn((0, 0, 0, 15, T3), token=ROVER)
    advance(top, ROVER, tile_icon=True)  # PU-6.3 at the top: step 16
    assert top.player.moves == 4
    plain = flux_turn((0, 0, 0, 15, T4), token=ROVER)
    advance(plain, ROVER, tile_icon=True)
    assert plain.player.moves == 3


@pytest.mark.rule("PU-18.5")
def test_t3_improved_civ_milestones_give_one_rank_higher() -> None:
    for step, expect in ((3, 2), (6, 3), (10, 4), (14, 4)):
        t = flux_turn((step - 1, 0, 0, 0, T3), token=CIV)
        advance(t, CIV)
        assert t.player.milestones == (expect,)
    t = flux_turn((2, 0, 0, 0, T4), token=CIV)  # T4 active: the printed ranks
    advance(t, CIV)
    assert t.player.milestones == (1,)
    t = flux_turn((2, 0, 0, 0, T3), token=TECH)  # improved, but not the civ track
    advance(t, CIV)
    assert t.player.milestones == (1,)


def _place(p, tile, x=5, y=4):
    st = new_game(2)
    t = turn(p)
    place_piece(t, st, 0, tile, 0, x, y, with_advance=True)
    return st, t


@pytest.mark.rule("PU-18.5")
def test_t4_a_tile_with_the_flux_icon_collects_a_planet_meteorite() -> None:
    moon = make_board({}, kind="moon", meteors=(sq(6, 6),))
    planet = make_board({sq(1, 5): "c"}, meteors=(sq(1, 5),))
    p = flux((0, 0, 0, 0, T4), token=ROVER, boards=(planet, moon))
    st, t = _place(p, tile_id("D2", "rover", "tech"))
    assert "flux_meteor" in pool_kinds(t.player)
    i = pool_kinds(t.player).index("flux_meteor")
    assert choices(st, 0, t.player, t.player.pool[i]) == [(0, sq(1, 5))]  # SM-2.4: planet
    resolve(t, st, i, (0, sq(1, 5)))
    assert t.player.meteorites == 1 and t.player.boards[0].meteors == ()
    _, other = _place(p, tile_id("D2", "tech", "biomass"))
    assert "flux_meteor" not in pool_kinds(other.player)
    _, t5 = _place(replace(p, tracks=(0, 0, 0, 0, T5)), tile_id("D2", "rover", "tech"))
    assert "flux_meteor" not in pool_kinds(t5.player)


@pytest.mark.rule("PU-18.5")
def test_t5_once_a_round_the_flux_tracker_plus_one() -> None:
    st = game_with(flux((0, 0, 4, 0, T5), token=BIOMASS))
    assert legal_kind(st, 0, "use") == ["use 35"]
    st = act(st, 0, "use 35")
    assert st.work[0].tracks[BIOMASS] == 5 and st.work[0].used == ("flux_advance",)
    assert "use 35" not in legal(st, 0)
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, Action("use", (35,)))
    st = phases._cleanup(st, [])  # a new round: usable again
    assert st.players[0].used == () and st.players[0].used_once == ()


@pytest.mark.rule("PU-18.5")
def test_t5_not_offered_at_the_top_nor_before_t5() -> None:
    for p in (flux((0, 0, 15, 0, T5), token=BIOMASS), flux((0, 0, 4, 0, T4), token=BIOMASS)):
        st = game_with(p)
        assert "use 35" not in legal(st, 0)
        with pytest.raises(IllegalAction):
            RULES.apply(st, 0, Action("use", (35,)))


def forced_rules(key: str):
    """The rules with seat 0 forced onto a corporation (as `tools/corp_games.py`)."""
    from game.supermoon.corps import take_corporation
    from game.supermoon.rules import SupermoonRules

    class Forced(SupermoonRules):
        def initial_state(self, seed, n_seats, options):
            st = super().initial_state(seed, n_seats, options)
            return set_player(st, 0, take_corporation(st.players[0], key))

    return Forced()


@pytest.mark.rule("PU-18.4")
@pytest.mark.rule("PU-18.5")
def test_a_flux_bot_game_finishes() -> None:
    from game.core.simulate import play_bots
    result = play_bots(forced_rules(KEY), ["easy", "easy"], 11, {}, keep_events=True)
    assert result.outcome is not None
    assert any(e.kind == "sm.flux_token" and e.args["seat"] == 0 for e in result.events)


@pytest.mark.rule("PU-18.5")
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bots_take_the_free_advance_and_the_jump(level: str) -> None:
    for p, use in ((flux((0, 0, 4, 0, T5), token=BIOMASS), "use 35"),
                   (flux((0, 0, 0, 0, T2), token=CIV), "use 32")):
        st = game_with(replace(p, placed=True))  # the round's tile is down, the pool empty
        actions = RULES.legal_actions(st, 0)
        assert Action("done") in actions
        choice = decide(RULES.view(st, 0), actions, Rng.from_seed(5), level)
        assert str(choice) == use
