"""Hand-built Tsukuyumi games for the goals, scoring and round tests, on `ts_builders`.

`game(...)` is a game in play on a small hand-made board (the Moon plus the listed zones and
start zones), with seats whose factions are given and an Initiative board in faction-number
order (TS-2.10), no turn open. Zones are made by type with `typed_zone`, whole rings with
`ring2`; territory markers go on with `own`, units with `put` (both shared).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from game.tsukuyumi import data
from game.tsukuyumi.board import Board, Zone, moon_zones
from game.tsukuyumi.state import Coord, State
from tests.tsukuyumi.ts_builders import state

FACTIONS3 = ("cyber", "darkseed", "nomads")
FACTIONS4 = ("cyber", "darkseed", "nomads", "boarlords")


def typed_zone(at: Coord, zone_type: str = "ocean", characteristic: str = "",
               barriers: tuple[int, ...] = (), mountain: int = 0,
               devastated: bool = False) -> Zone:
    """An area zone of a given type, Mountain +15 unless told (no pool tile needed)."""
    if zone_type == "mountain" and not mountain:
        mountain = 15
    return Zone(q=at[0], r=at[1], kind="area", tile="T01", zone_type=zone_type,
                mountain=mountain, characteristic=characteristic, barriers=barriers,
                devastated=devastated)


def ring2(zone_type: str = "ocean") -> tuple[Zone, ...]:
    """The 12 positions at distance 2 from the Moon, all of one type."""
    out = []
    for q in range(-2, 3):
        for r in range(-2, 3):
            if max(abs(q), abs(r), abs(q + r)) == 2:
                out.append(typed_zone((q, r), zone_type))
    return tuple(out)


def game(factions: Iterable[str] = FACTIONS3, zones: Iterable[Zone] = (),
         starts: Mapping[int, Coord] | None = None, options: Mapping[str, Any] | None = None,
         phase: str = "red", round_: int = 1, moon: bool = True) -> State:
    """A game in play: the Moon (unless moon=False), the zones, start zones at `starts` (seat →
    position), seats of the given factions, initiative by faction number."""
    factions = tuple(factions)
    number = {f.key: f.number for f in data.FACTIONS}
    order = sorted(range(len(factions)), key=lambda s: number[factions[s]])
    the_board = Board(zones=tuple(moon_zones() if moon else ()) + tuple(zones))
    return state((), factions, the_board=the_board, starts=starts, options=options,
                 phase=phase, round_=round_, seed=7, order=order, seat=None)


__all__ = ["FACTIONS3", "FACTIONS4", "game", "ring2", "typed_zone"]
