"""Hand-made Tsukuyumi states for the legendary Oni tests (TS-M8).

The board is the Moon (centre (0, 0) and its ring, TS-41.3) inside a ring of plain ocean tiles
at distance 2, with any zones given replacing them and start zones added; `lstate` is
`ts_builders.state` on that board with the `legendary_oni` option set (all eight by
default), so the other helpers (`play`, `legal`, `find` …) apply unchanged.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from ts_builders import PLAIN, area, state

from game.tsukuyumi import board as B
from game.tsukuyumi.modules.legendary_data import KEYS
from game.tsukuyumi.state import Coord, State
from game.tsukuyumi.tiles import TILE_BY_ID, TileType

FERTILE = TILE_BY_ID["T28"]
TSUKU_TILE = TILE_BY_ID["T26"]
RING2: tuple[Coord, ...] = tuple(p for p in B.ring_positions(2))


def moon_board(zones: Iterable[B.Zone] = (), starts: dict[Coord, str] | None = None,
               plain: TileType = PLAIN) -> B.Board:
    """The Moon, plain tiles on ring 2 (replaced by `zones`), start zones on ring 3."""
    given = {z.pos: z for z in zones}
    out = list(B.moon_zones()) + [area(p, plain) for p in RING2 if p not in given]
    out += list(given.values())
    out += [B.start_zone(p, f) for p, f in (starts or {}).items()]
    return B.Board(zones=tuple(out))


def lstate(units: Sequence[tuple[str, int, Coord]] = (), keys: Sequence[str] = KEYS,
           the_board: B.Board | None = None, **kw: Any) -> State:
    """`state(...)` on the moon board with option legendary_oni = `keys`."""
    st = state(units, the_board=the_board or moon_board(), **kw)
    return replace(st, options=(("legendary_oni", ",".join(keys)),))


def legend(key: str, at: Coord) -> str:
    """The `legend` action placing legendary Oni `key` on `at`."""
    return f"legend {KEYS.index(key)} {at[0]} {at[1]}"


def legends(actions: Iterable[str]) -> list[str]:
    """The `legend` actions among some actions."""
    return sorted(a for a in actions if a.startswith("legend "))


__all__ = ["FERTILE", "RING2", "TSUKU_TILE", "legend", "legends", "lstate", "moon_board"]
