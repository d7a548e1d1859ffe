"""Shared legal-move helpers over the board and the units (TS-42.9).

One step of a unit from zone a to an adjacent zone b (TS-6.4, TS-6.5): b must be a zone (never
a hole or an empty position), the edge must not be blocked — a printed barrier or a Barrier
marker without a Passage (TS-9.10), a Barricade for non-Boarlords (TS-23.13) — unless the unit
flies (TS-6.13) or a Tunnel lets a Boarlords unit through (TS-23.10), and b must not be closed
to the unit's owner by a "no entry" effect (Kaneda, TS-20.8). Movement, retreats, pushes and
the Oni all use `can_step`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from game.core.rules import Event
from game.tsukuyumi import data
from game.tsukuyumi.board import is_blocked, neighbour_zones, zone_at
from game.tsukuyumi.state import NOBODY, ONI, Coord, State, Unit, marks_at
from game.tsukuyumi.zones import is_oni_source

FLYING = "flying"

EntryEffect = Callable[[State, tuple[int, ...], Coord, int, list[Event]], State]
ENTRY_EFFECTS: list[EntryEffect] = []
"""Effects of a zone on units entering it by any movement (not by placement, TS-6.7): called
with (state, uids of the units entering at this step, the zone, the active seat, events);
e.g. the Nomads' Mines (TS-22.10). An effect may push a prompt (a damage assignment)."""
PLACEMENT_SOURCES: list[Callable[[State], Iterable[Coord]]] = []
"""Zones on and next to which Oni may also be placed (TS-8.7), whatever they are: (state) ->
zones (TS-M8.19: the zones holding one of the Trois Ombres)."""
IMMOBILE = "immobile"
"""A unit type ability: the unit never moves (TS-M8.15, the Profanateur)."""


def faction_of(st: State, owner: int) -> str:
    """The faction key of an owner ("oni" for the Oni)."""
    return "oni" if owner == ONI else st.seats[owner].faction


def is_flying(st: State, unit: Unit) -> bool:
    """A Flying unit, or every Nuée Noire unit under its faction effect's ability (2)
    (TS-21.3, a "this round" flag on the seat: "all_flying")."""
    if data.UNIT_BY_KEY[unit.kind].has(FLYING):
        return True
    return unit.owner >= 0 and "all_flying" in st.seats[unit.owner].flags


def can_step(st: State, unit: Unit, a: Coord, b: Coord, *, flying: bool | None = None) -> bool:
    """May `unit` go from zone a to the adjacent zone b (TS-6.4, TS-6.5, TS-20.8)?"""
    if b not in neighbour_zones(st.board, a) or data.UNIT_BY_KEY[unit.kind].has(IMMOBILE):
        return False
    fly = is_flying(st, unit) if flying is None else flying
    boar = unit.owner >= 0 and st.seats[unit.owner].faction == "boarlords"
    if not fly and is_blocked(st.board, a, b, for_boarlords=boar):
        return False
    closed = marks_at(st, b).no_entry
    return not (closed != NOBODY and closed != unit.owner)


def oni_placement_zones(st: State) -> tuple[Coord, ...]:
    """Where an Oni may be placed (TS-8.7): a Tsukuyumi zone or an Oni territory, or a zone
    adjacent to one across no barrier (a Barricade counts: the Oni are not Boarlords); start
    zones adjacent to such zones included (DECISION)."""
    out: set[Coord] = set()
    extra = {p for source in PLACEMENT_SOURCES for p in source(st)}
    for z in st.board.zones:
        if z.kind == "start" or not (is_oni_source(st, z.pos) or z.pos in extra):
            continue
        out.add(z.pos)
        for nb in neighbour_zones(st.board, z.pos):
            if not is_blocked(st.board, z.pos, nb, for_boarlords=False):
                out.add(nb)
    return tuple(sorted(p for p in out if zone_at(st.board, p) is not None))


def relocate(st: State, uids: tuple[int, ...], to: Coord, active: int,
             events: list[Event]) -> State:
    """Move units one zone (a push, a retreat, one step of a move) and apply the entry effects
    of `to` (TS-6.7, TS-6.16); legality is the caller's (`can_step`)."""
    moving = set(uids)
    st = replace(st, units=tuple(replace(u, at=to) if u.uid in moving else u
                                 for u in st.units))
    for effect in ENTRY_EFFECTS:
        st = effect(st, uids, to, active, events)
    return st
