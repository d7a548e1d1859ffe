"""Hand-made Tsukuyumi states for the production and Oni-placement tests.

The board is the Moon, the 12 plain ocean tiles of ring 2 and start zones on ring 3: seat 0's
start (3, -1) touches the ring-2 zones (2, -1) and (2, 0); seat 1's (-3, 1) touches (-2, 1) and
(-2, 0); seat 2's (0, 3) touches (0, 2). Extra plain zones may be added (ring 3 zones touch no
moon zone, so only an Oni territory makes them Oni-placement zones). The state is a phase turn
of `seat` with the icons `left`; nothing random is drawn.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.core.rng import Rng
from game.core.rules import Event
from game.tsukuyumi import board as B
from game.tsukuyumi import data
from game.tsukuyumi.actions import Action, parse_action
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import Coord, Seat, State, Turn, Unit, ZoneMarks
from game.tsukuyumi.tiles import TileType

PLAIN = TileType("P", "ocean", 0, "", ())
STARTS: tuple[Coord, ...] = ((3, -1), (-3, 1), (0, 3))
RING2: tuple[Coord, ...] = tuple(B.ring_positions(2))
ALL_ONI = tuple(sorted(u.key for u in data.ONI_UNITS for _ in range(u.figures)))


def make_board(factions: Sequence[str], extra: Iterable[Coord] = (), moon: bool = True,
               barriers: Iterable[B.EdgeKey] = (), barricades: Iterable[B.EdgeKey] = ()
               ) -> B.Board:
    """The test board: Moon (optional), ring 2, extra plain zones, one start zone per seat."""
    zones = list(B.moon_zones()) if moon else []
    zones += [B.area_zone(p, PLAIN, 0) for p in (*RING2, *extra)]
    zones += [B.start_zone(STARTS[i], f) for i, f in enumerate(factions)]
    return B.Board(zones=tuple(zones), barrier_markers=tuple(barriers),
                   barricades=tuple(barricades))


def make_state(factions: Sequence[str] = ("boarlords", "cyber", "nomads"),
               units: Iterable[tuple[str, int, Coord]] = (),
               left: tuple[tuple[str, int], ...] = (("P", 3),), phase: str = "green",
               seat: int = 0, marks: Iterable[ZoneMarks] = (), board: B.Board | None = None,
               reserve: tuple[str, ...] = ALL_ONI, seats: Sequence[Seat] | None = None,
               ) -> State:
    """A phase turn of `seat` on the test board, units given as (kind, owner, zone)."""
    made = [Unit(i + 1, kind, owner, at) for i, (kind, owner, at) in enumerate(units)]
    if seats is None:
        seats = [Seat(faction=f, start=STARTS[i], pick=21) for i, f in enumerate(factions)]
    n = len(factions)
    return State(n=n, options=(), rng=Rng.from_seed(1),
                 board=board if board is not None else make_board(factions),
                 units=tuple(made), marks=tuple(sorted(marks, key=lambda m: m.at)),
                 next_uid=len(made) + 1, oni_reserve=reserve, seats=tuple(seats),
                 initiative=tuple(range(n)), phase=phase, round=1,
                 phase_order=tuple(range(n)), turn=Turn(seat, left=left))


def idx(key: str) -> int:
    """A unit key's index in the notation."""
    return [u.key for u in data.UNITS].index(key)


def legal(st: State, seat: int = 0) -> set[str]:
    """The seat's legal actions as notation."""
    return {str(a) for a in RULES.legal_actions(st, seat)}


def play(st: State, *texts: str, seat: int = 0) -> tuple[State, list[Event]]:
    """Apply actions given as notation, through the rules object; all their events."""
    events: list[Event] = []
    for text in texts:
        st, new = RULES.apply(st, seat, parse_action(text))
        events += new
    return st, events


def kinds(events: Iterable[Event]) -> list[str]:
    """The kinds of a list of events."""
    return [e.kind for e in events]


def units_of(st: State, seat: int, key: str) -> list[Unit]:
    """The seat's units of one kind."""
    return [u for u in st.units if u.owner == seat and u.kind == key]


__all__ = ["Action", "make_board", "make_state", "idx", "legal", "play", "kinds", "units_of"]
