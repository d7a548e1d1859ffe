"""Small hand-made Tsukuyumi states for the combat, damage and Oni conquest tests.

`state(...)` builds a red-phase turn (or any phase) on a board of plain ocean zones: a patch of
radius 2 around (0, 0) unless other zones are given; units are listed as (kind, owner, (q, r))
and get uids 1, 2, 3 … in that order. `play` answers whoever is to act with actions written in
the canonical notation; `uid_of` finds units again.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from game.core.rng import Rng
from game.core.rules import Event
from game.tsukuyumi import board as B
from game.tsukuyumi.actions import Action, parse_action
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import ONI, Coord, Seat, State, Turn, Unit, ZoneMarks
from game.tsukuyumi.tiles import TileType

PLAIN = TileType("P", "ocean", 0, "", ())
MOUNTAIN15 = TileType("M15", "mountain", 15, "", ())
TSUKU = TileType("TS", "ocean", 0, "tsukuyumi", ())
RADIO = TileType("RA", "ocean", 0, "radioactive", ())

PATCH: tuple[Coord, ...] = tuple(p for p in ((q, r) for q in range(-2, 3) for r in range(-2, 3))
                                 if B.distance(p) <= 2)


def board(zones: Iterable[B.Zone] = (), plain: Iterable[Coord] = PATCH) -> B.Board:
    """Plain ocean zones at `plain`, replaced by the given `zones` where they overlap."""
    given = {z.pos: z for z in zones}
    out = [B.area_zone(p, PLAIN, 0) for p in plain if p not in given]
    return B.Board(zones=tuple(out) + tuple(given.values()))


def area(pos: Coord, tile: TileType = PLAIN, rot: int = 0) -> B.Zone:
    """An area zone."""
    return B.area_zone(pos, tile, rot)


def state(units: Sequence[tuple[str, int, Coord]] = (),
          factions: Sequence[str] = ("cyber", "nomads", "boarlords"), *,
          the_board: B.Board | None = None, marks: dict[Coord, int] | None = None,
          phase: str = "red", seat: int = 0, left: tuple[tuple[str, int], ...] = (("C", 2),),
          order: Sequence[int] | None = None, reserve: Sequence[str] = (),
          weapons: dict[int, tuple[str, ...]] | None = None) -> State:
    """A state in `seat`'s turn of `phase` with the card actions `left`."""
    n = len(factions)
    order = tuple(order) if order is not None else tuple(range(n))
    seats = tuple(Seat(faction=f, weapons=(weapons or {}).get(i, ()))
                  for i, f in enumerate(factions))
    us = tuple(Unit(i + 1, kind, owner, at) for i, (kind, owner, at) in enumerate(units))
    st = State(n=n, options=(), rng=Rng.from_seed(1), board=the_board or board(), units=us,
               next_uid=len(us) + 1, oni_reserve=tuple(sorted(reserve)), seats=seats,
               initiative=order, phase=phase, phase_order=order,
               turn=Turn(seat, left=left))
    for at, owner in (marks or {}).items():
        st = replace(st, marks=tuple(sorted(st.marks + (ZoneMarks(at, owner=owner),),
                                            key=lambda m: m.at)))
    return st


def actor(st: State) -> int:
    """The one seat to act."""
    (seat,) = RULES.to_act(st)
    return seat


def play(st: State, *texts: str) -> tuple[State, list[Event]]:
    """Apply actions in notation, each by the seat to act; all the events."""
    events: list[Event] = []
    for text in texts:
        st, evs = RULES.apply(st, actor(st), parse_action(text))
        events += evs
    return st, events


def legal(st: State) -> list[str]:
    """The legal actions of the seat to act, in notation."""
    return [str(a) for a in RULES.legal_actions(st, actor(st))]


def kinds(events: Iterable[Event]) -> list[str]:
    """Event kinds, in order."""
    return [e.kind for e in events]


def find(events: Iterable[Event], kind: str) -> list[dict[str, Any]]:
    """The arguments of the events of one kind."""
    return [e.args for e in events if e.kind == kind]


def alive_kinds(st: State, owner: int) -> list[str]:
    """The unit kinds an owner has on the board, sorted."""
    return sorted(u.kind for u in st.units if u.owner == owner)


def uid_of(st: State, kind: str, owner: int | None = None) -> int:
    """The uid of the first unit of a kind (and owner)."""
    return next(u.uid for u in st.units if u.kind == kind and (owner is None or u.owner == owner))


def action(text: str) -> Action:
    """An action from its notation."""
    return parse_action(text)


__all__ = ["ONI", "MOUNTAIN15", "PLAIN", "RADIO", "TSUKU", "action", "actor", "alive_kinds",
           "area", "board", "find", "kinds", "legal", "play", "state", "uid_of"]
