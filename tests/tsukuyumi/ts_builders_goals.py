"""Hand-built Tsukuyumi states for the goals, scoring and round tests.

A state here is a `State` on a small hand-made board (the Moon plus the listed area tiles and
start zones), with seats whose factions are given and an Initiative board in faction-number
order (TS-2.10). Territory markers go on with `own`, units with `put`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any

from game.core.rng import Rng
from game.tsukuyumi import data
from game.tsukuyumi.board import Board, Zone, moon_zones
from game.tsukuyumi.state import Coord, Seat, State, Turn, Unit, ZoneMarks, marks_at, with_marks

FACTIONS3 = ("cyber", "darkseed", "nomads")
FACTIONS4 = ("cyber", "darkseed", "nomads", "boarlords")
SOME_UNIT = {"cyber": "cs_2_1", "darkseed": "worker", "nomads": "private",
             "boarlords": "squeaker", "oni": "small_oni"}


def area(at: Coord, zone_type: str = "ocean", characteristic: str = "",
         barriers: tuple[int, ...] = (), mountain: int = 0, devastated: bool = False) -> Zone:
    """An area tile of a given type (no pool tile needed)."""
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
                out.append(area((q, r), zone_type))
    return tuple(out)


def game(factions: Iterable[str] = FACTIONS3, zones: Iterable[Zone] = (),
         starts: Mapping[int, Coord] | None = None, options: Mapping[str, Any] | None = None,
         phase: str = "red", round_: int = 1, moon: bool = True) -> State:
    """A game in play: the Moon (unless moon=False), the zones, start zones at `starts` (seat →
    position), seats of the given factions, initiative by faction number."""
    factions = tuple(factions)
    starts = dict(starts or {})
    all_zones = list(moon_zones() if moon else ()) + list(zones)
    seats = []
    for i, f in enumerate(factions):
        at = starts.get(i)
        if at is not None:
            all_zones.append(Zone(q=at[0], r=at[1], kind="start", faction=f))
        seats.append(Seat(faction=f, start=at))
    number = {f.key: f.number for f in data.FACTIONS}
    order = tuple(sorted(range(len(factions)), key=lambda s: number[factions[s]]))
    return State(n=len(factions), options=tuple(sorted((options or {}).items())),
                 rng=Rng.from_seed(7), board=Board(zones=tuple(all_zones)),
                 seats=tuple(seats), initiative=order, phase=phase, round=round_,
                 phase_order=order)


def own(st: State, owner: int, *ats: Coord) -> State:
    """Put `owner`'s territory marker on each zone (TS-9.13)."""
    for at in ats:
        st = with_marks(st, replace(marks_at(st, at), owner=owner))
    return st


def put(st: State, owner: int, at: Coord, count: int = 1, kind: str = "") -> State:
    """Add `count` units of `owner` (a seat, or -1 for the Oni) on a zone."""
    if not kind:
        kind = SOME_UNIT["oni" if owner < 0 else st.seats[owner].faction]
    new = tuple(Unit(st.next_uid + i, kind, owner, at) for i in range(count))
    return replace(st, units=st.units + new, next_uid=st.next_uid + count)


def seat(st: State, i: int, **changes: Any) -> State:
    """`st` with fields of seat i changed."""
    seats = list(st.seats)
    seats[i] = replace(seats[i], **changes)
    return replace(st, seats=tuple(seats))


def turn_of(st: State, i: int, left: tuple[tuple[str, int], ...] = ()) -> State:
    """`st` with seat i's phase turn open."""
    return replace(st, turn=Turn(i, left=left))


def vps(st: State) -> tuple[int, ...]:
    """Every seat's immediate VP."""
    return tuple(s.vp for s in st.seats)


def kinds(events: Iterable[Any]) -> list[str]:
    """The kinds of a list of events."""
    return [e.kind for e in events]


__all__ = ["ZoneMarks"]


def play_random(st: State, seed: int = 1, max_steps: int = 20_000,
                watch: Callable[[State], None] | None = None) -> State:
    """Play on with the random bot's choices from `st` to the end of the game, calling
    `watch` on every state reached (a helper for whole-game properties)."""
    from game.tsukuyumi.bots import random_bot
    from game.tsukuyumi.rules import RULES

    rng = Rng.from_seed(seed)
    for _ in range(max_steps):
        if watch is not None:
            watch(st)
        if st.phase == "over":
            return st
        who = RULES.to_act(st)
        if not who:
            raise AssertionError(f"nobody to act in phase {st.phase}")
        legal = RULES.legal_actions(st, who[0])
        if not legal:
            raise AssertionError(f"seat {who[0]} has no legal action in phase {st.phase}")
        sub, rng = rng.split()
        move = random_bot(RULES.view(st, who[0]), legal, sub)
        st, _ = RULES.apply(st, who[0], move.action)
    raise AssertionError("the game did not end")
