"""Helpers shared by the Quantum Solutions tests (`test_rules_quantum*.py`): track indices,
tech steps and depot tiles, a game in steps 4-5 with seat 0 on a Quantum Solutions face pair,
and readers of seat 0's depot, items, gains and journal."""

from __future__ import annotations

import pytest

from game.core.rules import IllegalAction
from game.supermoon.corps.quantum import ITEM
from game.supermoon.data import CORP_BY_KEY, SYMMETRIC_CORP, TRACK_INDEX, TRACKS
from game.supermoon.rules import RULES
from game.supermoon.state import State, depot_slots
from tests.supermoon.builders import (
    act,
    at_rotate,
    depot_of,
    legal,
    legal_kind,
    tile_id,
    update_player,
    with_corp,
    with_events,
)

CIV, WATER, BIOMASS, ROVER, TECH = (TRACK_INDEX[t] for t in TRACKS)
UC = CORP_BY_KEY[SYMMETRIC_CORP]
T = {1: 3, 2: 5, 3: 7, 4: 10, 5: 14}  # the Tech step of each tech level (SM-12.4)
I4_RT = tile_id("I4", "rover", "tech")  # outer ring: a large tile (icons at x 0 and 2)
I4_WR = tile_id("I4", "water", "rover")
D2_CE = tile_id("D2", "civ", "energy")  # central disc: a small tile (icons at y 0 and 1)
I4_H = 0  # I4's horizontal form: AaBb
D2_V = 0  # D2's vertical form: A over B


# --- helpers ---------------------------------------------------------------------------------


def game(key: str = "quantum_aa", inner: tuple[int, ...] = (D2_CE,),
         outer: tuple[int, ...] = (I4_RT,), tracks: tuple[int, ...] = (0, 0, 0, 0, 0),
         board=None, deck: tuple[int, ...] | None = None, **changes) -> State:
    """Two seats in steps 4-5 of round 1, seat 0 on Quantum Solutions `key` with this depot
    (the station kept as it is) and board; `deck`: events on, its first card revealed."""
    options = {"events": True} if deck is not None else {}
    st = at_rotate(2, 3, **options)
    if deck is not None:
        st = with_events(st, deck)
    st = with_corp(st, 0, key)
    if board is not None:
        changes["boards"] = (board,) + st.work[0].boards[1:]
    st = update_player(st, 0, tracks=tracks, **changes)
    st = depot_of(st, 0, inner, outer)
    st = act(st, st.commander, f"rotate {st.rotation}")
    assert st.phase == "place"
    return st


def slots(st: State) -> tuple[int, int]:
    """(inner, outer) slots of seat 0's depot."""
    return depot_slots(st.depot(0))


def items(st: State, kind: str = ITEM) -> list[int]:
    """Pool indices of seat 0's items of a kind."""
    return [i for i, g in enumerate(st.work[0].pool) if g.kind == kind]


def item_at(st: State, square: int) -> int:
    """The pool index of the `qs_res` item of the icon on `square`."""
    return next(i for i, g in enumerate(st.work[0].pool) if g.kind == ITEM and g.arg == square)


def gains_of(st: State, index: int) -> set[str]:
    return {a for a in legal_kind(st, 0, "gain") if a.split()[1] == str(index)}


def logged(st: State, kind: str) -> bool:
    return any(k == kind for k, _ in st.work[0].journal)


def refused(st: State, text: str) -> None:
    assert text not in legal(st, 0)
    with pytest.raises(IllegalAction):
        RULES.apply(st, 0, RULES.parse_action(text))
