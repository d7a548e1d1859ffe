"""Hand-made Tsukuyumi states for the Events tests (TS-5.7–TS-5.12, TS-31), on `ts_builders`.

The board is a patch of plain ocean tiles, real pool tiles so that E02 can turn them, within
radius 2 of (0, 0), with the zones given replacing plain ones. `event_state` opens `seat`'s turn
in a phase with the card actions `left` (Events 2 in the blue phase by default); event hands, the
deck (top first), the face-up pair and the discard pile are given; `hand` is seat 0 holding one
card. `play`, `legal_set` and the other readers are the shared ones.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from game.tsukuyumi import board as B
from game.tsukuyumi.state import Coord, Seat, State
from game.tsukuyumi.tiles import TILE_BY_ID
from tests.tsukuyumi.ts_builders import CNB, PATCH, actor, area, kinds, legal_set, play, state
from tests.tsukuyumi.ts_builders import board as plain_board

PLAIN = TILE_BY_ID["T01"]
WALLED = TILE_BY_ID["T07"]  # a printed barrier on edge 0
RADIO = TILE_BY_ID["T19"]
UNSTABLE = TILE_BY_ID["T22"]
TSUKU = TILE_BY_ID["T26"]

ME = ("cs_2_1", 0, (0, 0))
"""Seat 0's Cybersamurai on (0, 0), the default unit of `hand`."""


def event_board(zones: Iterable[B.Zone] = (), plain: Iterable[Coord] = PATCH,
                barriers: Iterable[B.EdgeKey] = ()) -> B.Board:
    """Pool tile T01 at `plain`, replaced by `zones` where given; Barrier markers on edges."""
    return plain_board(zones, plain, tile=PLAIN, barriers=barriers)


def event_state(units: Sequence[tuple[str, int, Coord]] = (), factions: Sequence[str] = CNB, *,
                the_board: B.Board | None = None, hands: dict[int, tuple[int, ...]] | None = None,
                deck: Sequence[int] | None = None, display: tuple[int, int] = (1, 2),
                discard: Sequence[int] = (), **kw: Any) -> State:
    """A round-1 state in `seat`'s turn of `phase` (Events 2 in the blue phase unless told);
    the deck holds every card not placed elsewhere, in number order, unless given."""
    hands = hands or {}
    placed = set(display) | set(discard) | {c for h in hands.values() for c in h}
    if deck is None:
        deck = [c for c in range(1, 21) if c not in placed]
    kw.setdefault("phase", "blue")
    kw.setdefault("left", (("E", 2),))
    st = state(units, factions, the_board=the_board or event_board(), round_=1, seed=7,
               seats=[Seat(faction=f, events=hands.get(i, ())) for i, f in enumerate(factions)],
               **kw)
    return replace(st, event_deck=tuple(deck), event_display=display,
                   event_discard=tuple(discard))


def hand(card: int, units: Sequence[tuple[str, int, Coord]] = (ME,), **kw: Any) -> State:
    """Seat 0 holds event `card` in its Events turn; deck 15, 16, 17 and face-up 18, 19 unless
    told."""
    kw.setdefault("deck", (15, 16, 17))
    return event_state(units, hands={0: (card,)}, display=(18, 19), **kw)


def plays_of(st: State, card: int) -> set[str]:
    """The legal `play` actions of one event card, as text."""
    return {t for t in legal_set(st) if t.startswith(f"play {card} ") or t == f"play {card}"}


__all__ = ["ME", "PATCH", "PLAIN", "RADIO", "TSUKU", "UNSTABLE", "WALLED", "actor", "area",
           "event_board", "event_state", "hand", "kinds", "legal_set", "play", "plays_of"]
