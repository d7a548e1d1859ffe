"""Small hand-made Tsukuyumi states for the Events tests (TS-5.7–TS-5.12, TS-31).

The board is a patch of plain ocean tiles (real pool tiles, so that E02 can turn them) within
radius 2 of (0, 0), with the zones given replacing plain ones; a start zone can be added. The
state opens `seat`'s turn in a phase with the card actions `left` (Events 2 in the blue phase by
default); event hands, the deck (top first), the face-up pair and the discard pile are given.
`play` answers whoever is to act with actions in the canonical notation.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from ts_builders_combat import actor, play  # noqa: F401  (shared by the event tests)

from game.core.rng import Rng
from game.core.rules import Event
from game.tsukuyumi import board as B
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import Coord, Seat, State, Turn, Unit, ZoneMarks
from game.tsukuyumi.tiles import TILE_BY_ID, TileType

PLAIN = TILE_BY_ID["T01"]
WALLED = TILE_BY_ID["T07"]  # a printed barrier on edge 0
RADIO = TILE_BY_ID["T19"]
UNSTABLE = TILE_BY_ID["T22"]
TSUKU = TILE_BY_ID["T26"]

PATCH: tuple[Coord, ...] = tuple(p for p in ((q, r) for q in range(-2, 3) for r in range(-2, 3))
                                 if B.distance(p) <= 2)


def area(pos: Coord, tile: TileType = PLAIN, rot: int = 0) -> B.Zone:
    """An area zone of a pool tile."""
    return B.area_zone(pos, tile, rot)


def board(zones: Iterable[B.Zone] = (), plain: Iterable[Coord] = PATCH,
          barriers: Iterable[B.EdgeKey] = ()) -> B.Board:
    """Plain tiles at `plain`, replaced by `zones` where given; Barrier markers on edges."""
    given = {z.pos: z for z in zones}
    out = [area(p) for p in plain if p not in given]
    return B.Board(zones=tuple(out) + tuple(given.values()), barrier_markers=tuple(barriers))


def state(units: Sequence[tuple[str, int, Coord]] = (),
          factions: Sequence[str] = ("cyber", "nomads", "boarlords"), *,
          the_board: B.Board | None = None, hands: dict[int, tuple[int, ...]] | None = None,
          deck: Sequence[int] | None = None, display: tuple[int, int] = (1, 2),
          discard: Sequence[int] = (), phase: str = "blue", seat: int = 0,
          left: tuple[tuple[str, int], ...] = (("E", 2),), order: Sequence[int] | None = None,
          reserve: Sequence[str] = (), marks: Iterable[ZoneMarks] = ()) -> State:
    """A state in `seat`'s turn of `phase`; the deck holds every card not placed elsewhere,
    in number order, unless given."""
    n = len(factions)
    order = tuple(order) if order is not None else tuple(range(n))
    hands = hands or {}
    placed = set(display) | set(discard) | {c for h in hands.values() for c in h}
    if deck is None:
        deck = [c for c in range(1, 21) if c not in placed]
    seats = tuple(Seat(faction=f, events=hands.get(i, ())) for i, f in enumerate(factions))
    us = tuple(Unit(i + 1, kind, owner, at) for i, (kind, owner, at) in enumerate(units))
    st = State(n=n, options=(), rng=Rng.from_seed(7), board=the_board or board(), units=us,
               next_uid=len(us) + 1, oni_reserve=tuple(sorted(reserve)), seats=seats,
               initiative=order, phase=phase, round=1, phase_order=order,
               turn=Turn(seat, left=left), event_deck=tuple(deck), event_display=display,
               event_discard=tuple(discard))
    return replace(st, marks=tuple(sorted(marks, key=lambda m: m.at)))


def legal(st: State, seat: int | None = None) -> set[str]:
    """The legal actions of a seat (the one to act by default), as text."""
    who = actor(st) if seat is None else seat
    return {str(a) for a in RULES.legal_actions(st, who)}


def plays_of(st: State, card: int) -> set[str]:
    """The legal `play` actions of one event card, as text."""
    return {t for t in legal(st) if t.startswith(f"play {card} ") or t == f"play {card}"}


def kinds(events: Sequence[Event]) -> list[str]:
    """The kinds of events, in order."""
    return [e.kind for e in events]
