"""Helpers for the Cybersamurai and Nomads tests, on top of `ts_builders_combat`.

`give` changes fields of a seat (uplinks, used, weapons, flags …), `mines` lays Mines on a
zone, `owned` puts a territory marker on a zone.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.tsukuyumi.state import Coord, State, marks_at, with_marks, with_seat


def give(st: State, seat: int, **fields: Any) -> State:
    """`st` with fields of one seat replaced."""
    return with_seat(st, seat, replace(st.seats[seat], **fields))


def mines(st: State, at: Coord, count: int, owner: int | None = None) -> State:
    """Put `count` Mines on a zone (and its territory marker when `owner` is given)."""
    m = marks_at(st, at)
    m = replace(m, mines=count) if owner is None else replace(m, mines=count, owner=owner)
    return with_marks(st, m)


def owned(st: State, at: Coord, owner: int) -> State:
    """Put a territory marker on a zone."""
    return with_marks(st, replace(marks_at(st, at), owner=owner))


__all__ = ["give", "mines", "owned"]
