"""The asymmetric corporations (PU-18), as far as they are built: Republic, its seven civ
milestones and forced regressions (PU-18.14) and its five techs (PU-18.15). The other
corporations and the corporation choice at setup (PU-18.1) come with the rest of PU-18;
until then no game can be set up with them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.supermoon.data import CORP_BY_KEY, TRACK_INDEX
from game.supermoon.gains import choices, resolve
from game.supermoon.tracks import advance, milestone_steps
from tests.supermoon.builders import new_game, player, turn

CIV = TRACK_INDEX["civ"]
TECH = TRACK_INDEX["tech"]


def republic(**changes):
    corp = CORP_BY_KEY["republic"]
    return replace(player(), corp="republic", rover_supply=corp.rovers, **changes)


@pytest.mark.rule("PU-18.14")
def test_republic_has_seven_civ_milestones_of_ranks_1_2_2_3_3_4_4() -> None:
    assert milestone_steps("republic", CIV, "CIV-MS") == (2, 4, 6, 8, 10, 12, 14)
    assert CORP_BY_KEY["republic"].civ_ranks == (1, 2, 2, 3, 3, 4, 4)
    assert CORP_BY_KEY["republic"].rovers == 1
    t = turn(republic(tracks=(1, 0, 0, 0, 0)))
    ranks = []
    for _ in range(13):
        before = len(t.player.milestones)
        advance(t, CIV)
        if len(t.player.milestones) > before:
            ranks.append(t.player.milestones[-1])
    assert ranks == [1, 2, 2, 3, 3, 4, 4]


@pytest.mark.rule("PU-18.14")
def test_each_republic_civ_milestone_forces_another_tracker_back() -> None:
    st = new_game(1)
    t = turn(republic(tracks=(1, 2, 0, 3, 0)))
    advance(t, CIV)  # step 2: a civ milestone
    regress = [g for g in t.player.pool if g.kind == "regress"]
    assert len(regress) == 1 and CIV not in regress[0].opts
    options = choices(st, 0, t.player, regress[0])
    assert sorted(options) == [(1,), (3,)]  # the other trackers above 0 (not civ, not 0s)
    i = t.player.pool.index(regress[0])
    resolve(t, st, i, (3,))
    assert t.player.tracks == (2, 2, 0, 2, 0)
    nothing = turn(republic(tracks=(1, 0, 0, 0, 0)))
    advance(nothing, CIV)
    lone = [g for g in nothing.player.pool if g.kind == "regress"][0]
    assert choices(st, 0, nothing.player, lone) == []  # "if possible": it will be dropped


@pytest.mark.rule("PU-18.15")
def test_republic_t4_a_synergy_with_each_civ_milestone() -> None:
    tech4 = milestone_steps("republic", TECH, "TECH-MS")[3]
    t = turn(republic(tracks=(1, 0, 0, 0, tech4)))
    advance(t, CIV)
    assert [g.kind for g in t.player.pool].count("syn") == 1
    t = turn(republic(tracks=(1, 0, 0, 0, 0)))
    advance(t, CIV)
    assert "syn" not in [g.kind for g in t.player.pool]


@pytest.mark.rule("PU-18.15", "PU-6.5", "PU-12.7")
def test_event_122_stops_republic_t4s_synergy_too() -> None:
    """« this round no synergy boosts » (event 122): the T4 synergy of a civ milestone gave
    one all the same, where Oasis' and Jump Drive's were stopped (an audit, stop 94)."""
    from game.supermoon.tracks import NO_SYNERGY

    tech4 = milestone_steps("republic", TECH, "TECH-MS")[3]
    t = turn(republic(tracks=(1, 0, 0, 0, tech4)), round_rule=NO_SYNERGY)
    advance(t, CIV)
    assert "syn" not in [g.kind for g in t.player.pool]
    assert "regress" in [g.kind for g in t.player.pool]  # the milestone itself still counts


@pytest.mark.rule("PU-18.15")
def test_republic_t2_shows_the_next_ranks_top_card_too() -> None:
    from game.supermoon.phases import _prepare_head
    st = new_game(2, seed=3)
    tech2 = milestone_steps("republic", TECH, "TECH-MS")[1]
    p = replace(republic(tracks=(0, 0, 0, 0, tech2)), milestones=(1,))
    st = replace(st, phase="civ", order=(0,), players=(p, st.players[1]),
                 work=(p, st.work[1]), base=(p, st.base[1]))
    st = _prepare_head(st, [])
    assert st.work[0].picking == st.civ_decks[0] + (st.civ_decks[1][0],)


def tech(level: int) -> int:
    return milestone_steps("republic", TECH, "TECH-MS")[level - 1]


@pytest.mark.rule("PU-18.15")
def test_republic_t1_choosing_a_civ_tile_first_gives_movement_and_binds_the_choice() -> None:
    from tests.supermoon.builders import (
        act,
        at_rotate,
        depot_of,
        legal_kind,
        tile_id,
        update_player,
    )
    civ = tile_id("D2", "civ", "energy")
    other = tile_id("D2", "water", "rover")
    st = at_rotate(2, 3)
    st = update_player(st, 0, corp="republic", tracks=(0, 0, 0, 4, tech(1)), rover_supply=1)
    st = depot_of(st, 0, (civ,), (other,))
    st = act(st, st.commander, f"rotate {st.rotation}")
    selects = legal_kind(st, 0, "select")
    assert len(selects) == 1  # only the tile with Civ terrain
    slot = int(selects[0].split()[1])
    st = act(st, 0, selects[0])
    me = st.work[0]
    assert me.moves == 2 and me.selected == slot  # Republic's Rover step 4: mv2
    assert {int(a.split()[1]) for a in legal_kind(st, 0, "place")} == {slot}
    assert not legal_kind(st, 0, "select") and not legal_kind(st, 0, "rescue")


@pytest.mark.rule("PU-18.15")
def test_republic_t3_a_rover_jumps_between_civ_icons_for_one_movement() -> None:
    from game.supermoon.corps.republic import jump, jump_choices
    from game.supermoon.state import Rover
    from tests.supermoon.builders import make_board, sq
    board = make_board({sq(5, 5): "c", sq(8, 8): "c", sq(6, 5): "w"},
                       {sq(5, 5): "c", sq(8, 8): "c", sq(6, 5): "w"})
    p = republic(tracks=(0, 0, 0, 0, tech(3)), boards=(board,), rovers=(Rover(0, sq(5, 5)),),
                 moves=1)
    quiet = new_game(2)  # no event: nothing bars the landing
    assert jump_choices(quiet, p) == [(0, 0, sq(8, 8))]
    assert jump_choices(quiet, replace(p, tracks=(0, 0, 0, 0, tech(2)))) == []  # T3 not yet
    assert jump_choices(quiet, replace(p, rovers=(Rover(0, sq(6, 5)),))) == []  # not on Civ
    # PU-7.2: under event 102 (no rover onto Civ terrain) the jump lands nowhere
    assert jump_choices(replace(quiet, event=102), p) == []
    t = turn(p)
    jump(t, 0, 0, sq(8, 8))
    assert t.player.rovers == (Rover(0, sq(8, 8)),) and t.player.moves == 0


@pytest.mark.rule("PU-18.15")
def test_republic_t5_keeps_two_of_the_civ_cards_left_at_the_end() -> None:
    from game.supermoon.corps.republic import final_gains, pick_choices
    from game.supermoon.data import CIV_CARDS
    st = new_game(2, seed=5)
    t = turn(republic(tracks=(0, 0, 0, 0, tech(5))))
    final_gains(t)
    (g,) = t.player.pool
    left = {c for pile in st.civ_decks + st.civ_reserve for c in pile}
    assert {c for (c,) in pick_choices(st)} == left == set(CIV_CARDS)
    card = next(c for c in left if CIV_CARDS[c].timing == "end_game")
    st = resolve(t, st, 0, (card,))
    assert card in t.player.civ and card not in {c for (c,) in pick_choices(st)}
    assert [x.kind for x in t.player.pool] == ["civ_pick"] and t.player.pool[0].arg == 1
    second = next(c for (c,) in pick_choices(st) if CIV_CARDS[c].timing == "end_game")
    st = resolve(t, st, 0, (second,))
    assert t.player.civ == (card, second) and t.player.pool == ()  # two, then done
    early = turn(republic(tracks=(0, 0, 0, 0, tech(4))))
    final_gains(early)
    assert early.player.pool == ()  # without T5: nothing
