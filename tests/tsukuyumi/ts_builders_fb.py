"""Small hand-made states for the Nuée Noire and Boarlords tests (TS-21, TS-23).

`state(...)` opens `seat`'s turn in `phase` (blue by default, with the card actions `left`) on
a board of plain ocean zones (radius 2 around (0, 0) unless another board is given); units are
(kind, owner, (q, r)) with uids 1, 2, 3 … in order; `marks` gives per zone a dict of
`ZoneMarks` fields; `starts` puts start zones on the board and records them on the seats.
`play`, `legal`, `find` come from the combat builders.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ts_builders_combat import PLAIN, area, board, find, kinds, legal, play, uid_of

from game.core.rng import Rng
from game.tsukuyumi import board as B
from game.tsukuyumi.state import Coord, Seat, State, Turn, Unit, ZoneMarks
from game.tsukuyumi.tiles import TileType

DS3 = ("darkseed", "cyber", "nomads")
BL3 = ("boarlords", "cyber", "nomads")
WALLED_EAST = TileType("W0", "ocean", 0, "", (0,))
"""A tile printing a barrier on its direction 0 (towards (q+1, r)) at rotation 0."""


def state(units: Sequence[tuple[str, int, Coord]] = (), factions: Sequence[str] = DS3, *,
          the_board: B.Board | None = None, phase: str = "blue", seat: int = 0,
          left: tuple[tuple[str, int], ...] = (("F", 1),),
          marks: dict[Coord, dict[str, Any]] | None = None,
          starts: dict[int, Coord] | None = None, options: dict[str, Any] | None = None,
          flags: dict[int, tuple[str, ...]] | None = None, fought: bool = False) -> State:
    """A state in `seat`'s turn of `phase` with the card actions `left`."""
    n = len(factions)
    brd = the_board or board()
    seats = []
    for i, f in enumerate(factions):
        start = (starts or {}).get(i)
        if start is not None:
            brd = B.Board(zones=tuple(z for z in brd.zones if z.pos != start)
                          + (B.start_zone(start, f),), tunnels=brd.tunnels,
                          barricades=brd.barricades, barrier_markers=brd.barrier_markers,
                          passage_markers=brd.passage_markers)
        seats.append(Seat(faction=f, start=start, flags=(flags or {}).get(i, ())))
    us = tuple(Unit(i + 1, kind, owner, at) for i, (kind, owner, at) in enumerate(units))
    order = tuple(range(n))
    st = State(n=n, options=tuple(sorted((options or {}).items())), rng=Rng.from_seed(1),
               board=brd, units=us, next_uid=len(us) + 1, seats=tuple(seats),
               initiative=order, phase=phase, round=1, phase_order=order,
               turn=Turn(seat, left=left, fought=fought))
    for at, fields in (marks or {}).items():
        st = replace(st, marks=tuple(sorted(st.marks + (ZoneMarks(at, **fields),),
                                            key=lambda m: m.at)))
    return st


def at_of(st: State, uid: int) -> Coord | None:
    """A unit's zone (None once it has left the board)."""
    return next((u.at for u in st.units if u.uid == uid), None)


__all__ = ["BL3", "DS3", "PLAIN", "WALLED_EAST", "area", "at_of", "board", "find", "kinds",
           "legal", "play", "state", "uid_of"]
