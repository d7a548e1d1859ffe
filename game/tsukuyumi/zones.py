"""What a zone is now: its tile or moon or start zone, its characteristics, its controller.

Characteristics are the printed one (a tile's, or Tsukuyumi on every moon zone, TS-9.11) plus
the markers added by effects, minus those negated by a Cancel marker (TS-9.4, TS-9.8). Start
zones have none and are never conquered, never score and are never event targets (TS-2.15).
"""

from __future__ import annotations

from game.tsukuyumi.board import Zone, zone_at
from game.tsukuyumi.state import NOBODY, ONI, Coord, State, marks_at

CHARACTERISTICS = ("radioactive", "unstable", "tsukuyumi")


def zone(st: State, at: Coord) -> Zone | None:
    """The zone at a position (None: an empty position or a hole)."""
    return zone_at(st.board, at)


def characteristics(st: State, at: Coord) -> frozenset[str]:
    """The zone's characteristics now (TS-9.4, TS-9.8, TS-9.11)."""
    z = zone(st, at)
    if z is None or z.kind == "start":
        return frozenset()
    m = marks_at(st, at)
    have = set(m.added)
    if z.characteristic:
        have.add(z.characteristic)
    if z.kind == "moon":
        have.add("tsukuyumi")
    return frozenset(have - set(m.cancelled))


def has(st: State, at: Coord, characteristic: str) -> bool:
    """Does the zone have this characteristic now?"""
    return characteristic in characteristics(st, at)


def is_oni_source(st: State, at: Coord) -> bool:
    """A zone Oni are placed on or next to (TS-8.7, TS-9.7): an Oni territory or a zone with
    Tsukuyumi now. A moon zone whose Tsukuyumi an event cancelled (TS-8.5, E11) is no source,
    though it stays an Oni zone for the Oni's targets."""
    return zone(st, at) is not None and (marks_at(st, at).owner == ONI
                                         or has(st, at, "tsukuyumi"))


def zone_vp(st: State, at: Coord) -> int:
    """End-of-game VP of a controlled zone: 1, Fertile ground 2, start zones 0 (TS-10.7)."""
    z = zone(st, at)
    if z is None or z.kind == "start" or z.devastated:
        return 0
    return 2 if z.zone_type == "fertile" else 1


def controlled(st: State, seat: int) -> tuple[Coord, ...]:
    """The zones carrying this seat's territory marker (TS-9.13)."""
    return tuple(m.at for m in st.marks if m.owner == seat)


def controller(st: State, at: Coord) -> int:
    """The owner of the zone's territory marker, ONI or NOBODY."""
    return marks_at(st, at).owner if zone(st, at) is not None else NOBODY
