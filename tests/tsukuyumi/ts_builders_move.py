"""Small hand-made Tsukuyumi states for the movement tests (TS-6).

A board is a set of plain ocean zones (mountains on request) with Barrier, Tunnel and Barricade
markers given as (zone, direction) pairs; a state puts units on it and opens a red-phase turn
of seat 0 with the Movement icon asked for. Actions go through `RULES.apply`, so the engine's
registries and dispatch are exercised as in a game.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.core.rng import Rng
from game.tsukuyumi import board as B
from game.tsukuyumi.actions import parse_action
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import Coord, Seat, State, Turn, Unit
from game.tsukuyumi.tiles import TileType

OCEAN = TileType("TO", "ocean", 0, "", ())
MOUNTAIN = TileType("TM", "mountain", 15, "", ())
Side = tuple[Coord, int]


def disc(radius: int) -> list[Coord]:
    """Every position within `radius` of (0, 0)."""
    return [p for k in range(radius + 1) for p in B.ring_positions(k)]


def make_board(positions: Iterable[Coord], *, mountains: Iterable[Coord] = (),
               barriers: Iterable[Side] = (), tunnels: Iterable[Side] = (),
               barricades: Iterable[Side] = ()) -> B.Board:
    """Ocean zones (Mountains where asked) and edge markers on (zone, direction) sides."""
    hills = set(mountains)
    zones = tuple(B.area_zone(p, MOUNTAIN if p in hills else OCEAN, 0) for p in positions)

    def keys(sides: Iterable[Side]) -> tuple[B.EdgeKey, ...]:
        return tuple(B.edge_key(p, d) for p, d in sides)

    return B.Board(zones=zones, barrier_markers=keys(barriers), tunnels=keys(tunnels),
                   barricades=keys(barricades))


def make_state(board: B.Board, units: Sequence[tuple[str, int, Coord]], *,
               factions: Sequence[str] = ("nomads", "cyber", "darkseed"),
               left: tuple[tuple[str, int], ...] = (("M", 2),), phase: str = "red",
               options: dict[str, object] | None = None, fought: bool = False) -> State:
    """Units (kind, owner, zone) with uids 1, 2, … in order; seat 0's turn is open."""
    n = len(factions)
    placed = tuple(Unit(i + 1, kind, owner, at) for i, (kind, owner, at) in enumerate(units))
    return State(n=n, options=tuple(sorted((options or {}).items())), rng=Rng.from_seed(1),
                 board=board, units=placed, next_uid=len(placed) + 1,
                 seats=tuple(Seat(faction=f) for f in factions),
                 initiative=tuple(range(n)), phase=phase, round=1, phase_order=tuple(range(n)),
                 turn=Turn(0, left=left, fought=fought))


def play(st: State, *texts: str, seat: int | None = None) -> State:
    """Apply actions given in notation, each by the seat to act (or `seat`)."""
    for text in texts:
        who = RULES.to_act(st)[0] if seat is None else seat
        st, _ = RULES.apply(st, who, parse_action(text))
    return st


def where(st: State) -> dict[int, Coord]:
    """Each unit's zone by uid."""
    return {u.uid: u.at for u in st.units}


def legal_texts(st: State, seat: int = 0) -> set[str]:
    """The legal actions of a seat, as text."""
    return {str(a) for a in RULES.legal_actions(st, seat)}
