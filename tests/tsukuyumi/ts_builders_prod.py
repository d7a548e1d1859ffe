"""Hand-made Tsukuyumi states for the production and Oni-placement tests, on `ts_builders`.

The board is the Moon, the 12 plain ocean tiles of ring 2 and start zones on ring 3: seat 0's
start (3, -1) touches the ring-2 zones (2, -1) and (2, 0); seat 1's (-3, 1) touches (-2, 1) and
(-2, 0); seat 2's (0, 3) touches (0, 2). Extra plain zones may be added (ring 3 zones touch no
moon zone, so only an Oni territory makes them Oni-placement zones). The state is a phase turn
of `seat` with the icons `left` (Production 3 in the green phase unless told); nothing random
is drawn.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from game.tsukuyumi import board as B
from game.tsukuyumi import data
from game.tsukuyumi.state import Coord, Seat, State
from tests.tsukuyumi.ts_builders import PLAIN, state

STARTS: tuple[Coord, ...] = ((3, -1), (-3, 1), (0, 3))
RING2: tuple[Coord, ...] = tuple(B.ring_positions(2))
ALL_ONI = tuple(sorted(u.key for u in data.ONI_UNITS for _ in range(u.figures)))
BCN = ("boarlords", "cyber", "nomads")


def prod_board(factions: Sequence[str], extra: Iterable[Coord] = (), moon: bool = True,
               barriers: Iterable[B.EdgeKey] = (), barricades: Iterable[B.EdgeKey] = ()
               ) -> B.Board:
    """The test board: Moon (optional), ring 2, extra plain zones, one start zone per seat."""
    zones = list(B.moon_zones()) if moon else []
    zones += [B.area_zone(p, PLAIN, 0) for p in (*RING2, *extra)]
    zones += [B.start_zone(STARTS[i], f) for i, f in enumerate(factions)]
    return B.Board(zones=tuple(zones), barrier_markers=tuple(barriers),
                   barricades=tuple(barricades))


def prod_state(factions: Sequence[str] = BCN, units: Sequence[tuple[str, int, Coord]] = (), *,
               the_board: B.Board | None = None, seats: Sequence[Seat] | None = None,
               reserve: Sequence[str] = ALL_ONI, **kw: Any) -> State:
    """A round-1 phase turn of `seat` on the test board (its start zones recorded on the seats,
    every action card picked); units given as (kind, owner, zone); every Oni in the reserve
    unless told."""
    if seats is None:
        seats = [Seat(faction=f, start=STARTS[i], pick=21) for i, f in enumerate(factions)]
    kw.setdefault("phase", "green")
    kw.setdefault("left", (("P", 3),))
    return state(units, factions, the_board=the_board or prod_board(factions), seats=seats,
                 reserve=reserve, round_=1, **kw)


__all__ = ["ALL_ONI", "BCN", "RING2", "STARTS", "prod_board", "prod_state"]
