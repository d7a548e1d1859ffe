"""The asymmetric corporations (PU-18), as far as they are built: Republic's seven civ
milestones and forced regressions (PU-18.14), its T2 and T4 (part of PU-18.15). The other
corporations, Republic's T1, T3 and T5, and the corporation choice at setup (PU-18.1) come
with the rest of PU-18; until then no game can be set up with them."""

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


def test_republic_t4_a_synergy_with_each_civ_milestone() -> None:
    tech4 = milestone_steps("republic", TECH, "TECH-MS")[3]
    t = turn(republic(tracks=(1, 0, 0, 0, tech4)))
    advance(t, CIV)
    assert [g.kind for g in t.player.pool].count("syn") == 1
    t = turn(republic(tracks=(1, 0, 0, 0, 0)))
    advance(t, CIV)
    assert "syn" not in [g.kind for g in t.player.pool]


def test_republic_t2_shows_the_next_ranks_top_card_too() -> None:
    from game.supermoon.phases import _prepare_head
    st = new_game(2, seed=3)
    tech2 = milestone_steps("republic", TECH, "TECH-MS")[1]
    p = replace(republic(tracks=(0, 0, 0, 0, tech2)), milestones=(1,))
    st = replace(st, phase="civ", order=(0,), players=(p, st.players[1]),
                 work=(p, st.work[1]), base=(p, st.base[1]))
    st = _prepare_head(st, [])
    assert st.work[0].picking == st.civ_decks[0] + (st.civ_decks[1][0],)
