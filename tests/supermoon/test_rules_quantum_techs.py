"""Quantum Solutions' ten techs (SM-12.3, SM-11.9): T1 to T5 of each upper face, with their
refusals."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.supermoon import board as geo
from game.supermoon.abilities import ONE_MORE_ADVANCE
from game.supermoon.corps.quantum import METEOR, MORE, NOTHING
from game.supermoon.gains import place_piece, placement_rules
from game.supermoon.state import Gain, Rover, State
from game.supermoon.tracks import Turn
from tests.supermoon.builders import (
    act,
    corp_player,
    legal,
    legal_kind,
    make_board,
    new_game,
    sq,
    tile_id,
    update_player,
)
from tests.supermoon.quantum_helpers import (
    CIV,
    D2_CE,
    D2_V,
    I4_H,
    I4_RT,
    I4_WR,
    ROVER,
    TECH,
    WATER,
    T,
    gains_of,
    game,
    item_at,
    items,
    logged,
    refused,
    slots,
)

D2_WR = tile_id("D2", "water", "rover")


# --- techs (SM-12.3) ------------------------------------------------------------------------------


def _legal_here(p, tile: int, form: int, x: int, y: int, st: State | None = None) -> bool:
    st = st or new_game(1)
    return geo.is_legal_placement(p.boards[0], tile, form, x, y, placement_rules(st, p))


@pytest.mark.rule("SM-12.3")
def test_upper_a_t1_a_large_tile_on_the_edge_ignores_adjacency() -> None:
    board = make_board({sq(6, 6): "c"})
    n_tile = tile_id("N", "rover", "tech")
    p = corp_player("quantum_aa", (0, 0, 0, 0, T[1]), board=board)
    assert _legal_here(p, I4_RT, I4_H, 0, 5)  # on the edge, touching nothing
    assert not _legal_here(p, n_tile, 0, 3, 4)  # large, off the edge, touching nothing
    assert not _legal_here(p, D2_CE, D2_V, 0, 5)  # small: no
    locked = corp_player("quantum_aa", (0, 0, 0, 0, T[1] - 1), board=board)
    assert not _legal_here(locked, I4_RT, I4_H, 0, 5)
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[1] - 1), board=board)
    refused(st, f"place {slots(st)[1]} {I4_H} 0 5 0")
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[1]), board=board)
    assert f"place {slots(st)[1]} {I4_H} 0 5 0" in legal(st, 0)


@pytest.mark.rule("SM-12.3")
def test_upper_b_t1_a_small_tile_off_the_edge_ignores_edge_first_and_adjacency() -> None:
    p = corp_player("quantum_ba", (0, 0, 0, 0, T[1]))
    assert _legal_here(p, D2_CE, D2_V, 5, 5)  # the first tile, in the interior
    assert not _legal_here(p, I4_RT, I4_H, 2, 5)  # a large tile: edge first holds
    locked = corp_player("quantum_ba", (0, 0, 0, 0, 0))
    assert not _legal_here(locked, D2_CE, D2_V, 5, 5)
    far = corp_player("quantum_ba", (0, 0, 0, 0, T[1]), board=make_board({sq(9, 9): "c"}))
    assert _legal_here(far, D2_CE, D2_V, 4, 4)  # touching nothing
    assert not _legal_here(far, D2_CE, D2_V, 0, 5)  # on an edge square: adjacency holds
    assert not _legal_here(far, I4_RT, I4_H, 2, 5)
    charybdis = replace(p, boards=(geo.empty_board("charybdis"),))  # the planet's own rule
    assert not _legal_here(charybdis, D2_CE, D2_V, 3, 3)
    assert _legal_here(charybdis, D2_CE, D2_V, 5, 5)
    st = game("quantum_ba", tracks=(0, 0, 0, 0, 0))
    refused(st, f"place {slots(st)[0]} {D2_V} 5 5 0")
    st = game("quantum_ba", tracks=(0, 0, 0, 0, T[1]))
    assert f"place {slots(st)[0]} {D2_V} 5 5 0" in legal(st, 0)


@pytest.mark.rule("SM-12.3")
def test_upper_a_t2_movement_on_selecting_a_large_tile_spent_before_placing() -> None:
    rover = dict(rovers=(Rover(0, sq(6, 6)),), rover_supply=1)
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[2]), moves=3, **rover)
    inner, outer = slots(st)
    assert legal_kind(st, 0, "use") == [f"use 80 {outer}"]  # the large tile only
    refused(st, f"use 80 {inner}")
    st = act(st, 0, f"use 80 {outer}")
    p = st.work[0]
    assert p.moves == 5 and p.selected == outer and p.quantum == 1  # condition met now
    assert {a.split()[1] for a in legal_kind(st, 0, "place")} == {str(outer)}
    assert not legal_kind(st, 0, "rescue") and not legal_kind(st, 0, "use")
    st = act(st, 0, legal_kind(st, 0, "move")[0])
    assert st.work[0].moves == 4
    st = act(st, 0, f"place {outer} {I4_H} 0 5 0")
    assert st.work[0].moves == 3 and logged(st, "sm.qs_moves_lost")  # T2's points first
    assert not legal_kind(st, 0, "use")
    locked = game("quantum_aa", tracks=(0, 0, 0, 0, T[2] - 1), **rover)
    refused(locked, f"use 80 {slots(locked)[1]}")
    no_rover = game("quantum_aa", tracks=(0, 0, 0, 0, T[2]))
    assert not legal_kind(no_rover, 0, "use")  # no rover to move


@pytest.mark.rule("SM-12.3")
def test_upper_b_t2_each_planet_rover_steps_once_before_placing_a_small_tile() -> None:
    moon = make_board(kind="moon")
    st = game("quantum_ba", tracks=(0, 0, 0, 0, T[2]),
              rovers=(Rover(0, sq(6, 6)), Rover(1, sq(5, 5))), rover_supply=0)
    st = update_player(st, 0, boards=st.work[0].boards + (moon,))
    inner, outer = slots(st)
    assert legal_kind(st, 0, "use") == [f"use 81 {inner}"]
    refused(st, f"use 81 {outer}")
    st = act(st, 0, f"use 81 {inner}")
    assert st.work[0].quantum_steps == (0,) and st.work[0].quantum == 1
    steps = legal_kind(st, 0, "use")
    assert steps and all(a.startswith("use 82 0 ") for a in steps)  # not the moon rover
    refused(st, "use 82 1 0")
    st = act(st, 0, "use 82 0 1")  # right, for free
    p = st.work[0]
    assert p.rovers[0] == Rover(0, sq(7, 6)) and p.moves == 0 and p.quantum_steps == ()
    refused(st, "use 82 0 1")  # once each
    st = game("quantum_ba", tracks=(0, 0, 0, 0, T[2]), rovers=(Rover(0, sq(6, 6)),),
              rover_supply=1)
    st = act(st, 0, f"use 81 {slots(st)[0]}")
    st = act(st, 0, f"place {slots(st)[0]} {D2_V} 0 5 0")
    assert st.work[0].quantum_steps == () and not legal_kind(st, 0, "use")
    locked = game("quantum_ba", tracks=(0, 0, 0, 0, T[2] - 1), rovers=(Rover(0, sq(6, 6)),))
    refused(locked, f"use 81 {slots(locked)[0]}")


@pytest.mark.rule("SM-12.3", "SM-11.9")
def test_t3_water_one_more_by_the_icons_place_and_apart_from_the_rule() -> None:
    near = make_board({sq(1, 4): "c"})
    st = game("quantum_ab", outer=(I4_WR,), tracks=(0, 0, 0, 0, T[3]), board=near)
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")  # Water icon on an edge square
    st = act(st, 0, f"gain {item_at(st, sq(2, 5))} {ROVER} 0")  # B: Rover twice, no Water
    p = st.work[0]
    assert p.tracks[ROVER] == 2
    bonus = [i for i, g in enumerate(p.pool) if g.kind == "adv" and g.source == "tech"]
    assert len(bonus) == 1 and p.pool[bonus[0]].arg == WATER  # the T3 bonus stays
    st = act(st, 0, f"gain {bonus[0]}")
    assert st.work[0].tracks[WATER] == 1
    # Upper B: a small tile whose Water icon is not on an edge square.
    for x, bonus_ok in ((1, True), (0, False)):
        st = game("quantum_ba", inner=(D2_WR,), tracks=(0, 0, 0, 0, T[3]))
        st = act(st, 0, f"place {slots(st)[0]} {D2_V} {x} 5 0")  # Water icon (x,5) on ice
        got = [g for g in st.work[0].pool if g.kind == "adv" and g.source == "tech"]
        assert bool(got) == bonus_ok
    st = game("quantum_ba", inner=(D2_WR,), tracks=(0, 0, 0, 0, T[3] - 1))
    st = act(st, 0, f"place {slots(st)[0]} {D2_V} 0 5 0")
    assert not [g for g in st.work[0].pool if g.source == "tech"]
    st = game("quantum_aa", inner=(D2_WR,), tracks=(0, 0, 0, 0, T[3]))  # A: large tiles only
    st = act(st, 0, f"place {slots(st)[0]} {D2_V} 0 5 0")
    assert not [g for g in st.work[0].pool if g.source == "tech"]


@pytest.mark.rule("SM-12.3")
def test_t4_may_destroy_a_meteorite_beside_the_tile() -> None:
    board = make_board({sq(4, 5): "c", sq(6, 6): "c"}, meteors=(sq(4, 5), sq(6, 6)))
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[4]), board=board)
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")  # covers an edge square
    (i,) = items(st, METEOR)
    assert gains_of(st, i) == {f"gain {i} {sq(4, 5)}", f"gain {i} {NOTHING}"}
    refused(st, f"gain {i} {sq(6, 6)}")  # not beside it
    st = act(st, 0, f"gain {i} {sq(4, 5)}")
    p = st.work[0]
    assert p.boards[0].meteors == (sq(6, 6),) and p.meteorites == 0  # destroyed, not collected
    # Declining is allowed.
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[4]), board=board)
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")
    st = act(st, 0, f"gain {items(st, METEOR)[0]} {NOTHING}")
    assert len(st.work[0].boards[0].meteors) == 2
    # A large tile off the edge, or a small tile, gives nothing under upper A; below T4 none.
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[4]), board=board)
    st = act(st, 0, f"place {slots(st)[0]} {D2_V} 5 5 0")
    assert not items(st, METEOR)
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[4] - 1), board=board)
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")
    assert not items(st, METEOR)
    # Upper B: any small tile.
    st = game("quantum_ba", tracks=(0, 0, 0, 0, T[4]), board=board)
    st = act(st, 0, f"place {slots(st)[0]} {D2_V} 5 5 0")  # (5,5), (5,6): beside both
    (i,) = items(st, METEOR)
    assert gains_of(st, i) == {f"gain {i} {sq(4, 5)}", f"gain {i} {sq(6, 6)}",
                               f"gain {i} {NOTHING}"}


@pytest.mark.rule("SM-12.3", "SM-11.9")
def test_upper_a_t5_one_more_advancement_once_a_round() -> None:
    st = game("quantum_ab", tracks=(0, 0, 0, 0, T[5]))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")
    (i,) = items(st, MORE)
    assert gains_of(st, i) == {f"gain {i} {ROVER}", f"gain {i} {TECH}", f"gain {i} {NOTHING}"}
    st = act(st, 0, f"gain {item_at(st, sq(0, 5))} {ROVER} 0")  # B: Rover twice
    st = act(st, 0, f"gain {items(st, MORE)[0]} {TECH}")  # and T5 still on the Tech icon
    p = st.work[0]
    assert p.tracks[ROVER] == 2 and p.tracks[TECH] == T[5] + 1 and ONE_MORE_ADVANCE in p.used
    t = Turn(0, replace(p, pool=()), "", st.round)  # a second large tile this round
    place_piece(t, replace(st, phase="civ"), 0, tile_id("N", "civ", "energy"), 0, 4, 6,
                with_advance=True)
    assert not [g for g in t.player.pool if g.kind == MORE]
    from game.supermoon.phases import _before_place, _cleanup
    nxt = _cleanup(replace(st, players=st.work, phase="civ"), [])  # the next round
    assert nxt.work[0].quantum == 0
    # PU-18: "once per round" resets at step 4 of the next round, not at cleanup
    assert ONE_MORE_ADVANCE not in _before_place(nxt, []).work[0].used
    # Declined, it is not used up; small tiles and lower levels give nothing.
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[5]))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")
    st = act(st, 0, f"gain {items(st, MORE)[0]} {NOTHING}")
    assert ONE_MORE_ADVANCE not in st.work[0].used
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[5]))
    st = act(st, 0, f"place {slots(st)[0]} {D2_V} 0 5 0")
    assert not items(st, MORE)
    st = game("quantum_aa", tracks=(0, 0, 0, 0, T[5] - 1))
    st = act(st, 0, f"place {slots(st)[1]} {I4_H} 0 5 0")
    assert not items(st, MORE)


@pytest.mark.rule("SM-12.3")
def test_upper_b_t5_movement_for_an_advance_ending_on_an_empty_space() -> None:
    def after(key: str, tracks, gain: Gain) -> State:
        st = game(key, tracks=tracks)
        st = update_player(st, 0, pool=(gain,), placed=True)
        return act(st, 0, "gain 0" if gain.kind == "adv" else f"gain 0 {gain.arg}")

    st = after("quantum_ba", (0, 4, 0, 0, T[5]), Gain("adv", WATER, source="tile"))
    assert st.work[0].tracks[WATER] == 5 and st.work[0].moves == 1  # water 5 is empty
    assert logged(st, "sm.qs_empty_space")
    st = after("quantum_ba", (0, 3, 0, 0, T[5]), Gain("adv", WATER, opts=(2,), source="tile"))
    assert st.work[0].tracks[WATER] == 5 and st.work[0].moves == 1  # 4, then 5: the end
    st = after("quantum_ba", (0, 4, 0, 0, T[5]), Gain("adv", WATER, opts=(2,), source="tile"))
    assert st.work[0].tracks[WATER] == 6 and st.work[0].moves == 0  # 5 only passed
    st = after("quantum_bb", (6, 0, 0, 0, T[5]), Gain("adv", CIV, source="tile"))
    assert st.work[0].tracks[CIV] == 8 and st.work[0].moves == 0  # past a skip, onto SYN
    st = after("quantum_ba", (0, 4, 0, 0, T[5] - 1), Gain("adv", WATER, source="tile"))
    assert st.work[0].moves == 0  # below T5
    st = after("quantum_aa", (0, 4, 0, 0, T[5]), Gain("adv", WATER, source="tile"))
    assert st.work[0].moves == 0  # upper A's T5 is another ability
