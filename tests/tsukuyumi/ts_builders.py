"""Hand-made Tsukuyumi states for the rules tests: the one state builder and the helpers that
drive and read a state.

`state(...)` opens `seat`'s turn of `phase` with the card actions `left` (a red turn with
Combat 2 unless told) on a board of plain ocean zones (`board()`: radius 2 around (0, 0) unless
other zones are given). Units are listed as (kind, owner, (q, r)) and get uids 1, 2, 3 … in that
order; its keywords give what a family of tests needs (zone markers, start zones, options,
seat fields, the Oni reserve, the round). `faction_state` and `move_state` are its presets for
the faction and movement tests; the events, production, goals and bot tests build on it in
`ts_builders_events`, `ts_builders_prod`, `ts_builders_goals` and `ts_builders_bots`.

`play` answers whoever is to act with actions written in the canonical notation; `legal`,
`kinds`, `find`, `uid_of` … read the result; `give`, `own`, `mines`, `put` change a state.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from game.core.rng import Rng
from game.core.rules import Event
from game.tsukuyumi import board as B
from game.tsukuyumi import data
from game.tsukuyumi.actions import Action, parse_action
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import (
    ONI,
    Coord,
    Seat,
    State,
    Turn,
    Unit,
    ZoneMarks,
    marks_at,
    with_marks,
    with_seat,
)
from game.tsukuyumi.tiles import TileType

# --- tiles and boards ---------------------------------------------------------------------------

PLAIN = TileType("P", "ocean", 0, "", ())
MOUNTAIN15 = TileType("M15", "mountain", 15, "", ())
FERTILE = TileType("F", "fertile", 0, "", ())
TSUKU = TileType("TS", "ocean", 0, "tsukuyumi", ())
RADIO = TileType("RA", "ocean", 0, "radioactive", ())
WALLED_EAST = TileType("W0", "ocean", 0, "", (0,))
"""A tile printing a barrier on its direction 0 (towards (q+1, r)) at rotation 0."""

CNB = ("cyber", "nomads", "boarlords")
DS3 = ("darkseed", "cyber", "nomads")
BL3 = ("boarlords", "cyber", "nomads")
SOME_UNIT = {"cyber": "cs_2_1", "darkseed": "worker", "nomads": "private",
             "boarlords": "squeaker", "oni": "small_oni"}
"""A unit of each owner, for `put`."""

Side = tuple[Coord, int]
"""A zone's side: (zone, board direction)."""


def disc(radius: int) -> list[Coord]:
    """Every position within `radius` of (0, 0), ring by ring."""
    return [p for k in range(radius + 1) for p in B.ring_positions(k)]


PATCH: tuple[Coord, ...] = tuple(sorted(disc(2)))
"""The default board's zones: radius 2 around (0, 0), in (q, r) order."""


def area(pos: Coord, tile: TileType = PLAIN, rot: int = 0) -> B.Zone:
    """An area zone."""
    return B.area_zone(pos, tile, rot)


def _edge_keys(edges: Iterable[B.EdgeKey | Side]) -> tuple[B.EdgeKey, ...]:
    """Edge keys, each given as a key (q, r, d) or as a zone's side ((q, r), direction)."""
    return tuple(B.edge_key(e[0], e[1]) if isinstance(e[0], tuple) else e for e in edges)


def board(zones: Iterable[B.Zone] = (), plain: Iterable[Coord] = PATCH, *,
          tile: TileType = PLAIN, mountains: Iterable[Coord] = (),
          barriers: Iterable[B.EdgeKey | Side] = (), tunnels: Iterable[B.EdgeKey | Side] = (),
          barricades: Iterable[B.EdgeKey | Side] = ()) -> B.Board:
    """`tile` zones at `plain` (Mountain +15 at `mountains`), replaced by the given `zones`
    where they overlap; Barrier, Tunnel and Barricade markers on edges."""
    given = {z.pos: z for z in zones}
    hills = set(mountains)
    out = [area(p, MOUNTAIN15 if p in hills else tile) for p in plain if p not in given]
    return B.Board(zones=tuple(out) + tuple(given.values()), barrier_markers=_edge_keys(barriers),
                   tunnels=_edge_keys(tunnels), barricades=_edge_keys(barricades))


def with_start(brd: B.Board, at: Coord, faction: str) -> B.Board:
    """`brd` with a faction's start zone at `at` (replacing the zone there)."""
    return replace(brd, zones=tuple(z for z in brd.zones if z.pos != at)
                   + (B.start_zone(at, faction),))


# --- states --------------------------------------------------------------------------------------

Marks = Mapping[Coord, int | Mapping[str, Any]] | Iterable[ZoneMarks]
"""Zone markers: per zone its territory owner or a dict of `ZoneMarks` fields, or the records."""


def _zone_marks(marks: Marks) -> tuple[ZoneMarks, ...]:
    if isinstance(marks, Mapping):
        made = [ZoneMarks(at, owner=v) if isinstance(v, int) else ZoneMarks(at, **v)
                for at, v in marks.items()]
    else:
        made = list(marks)
    return tuple(sorted(made, key=lambda m: m.at))


def state(units: Sequence[tuple[str, int, Coord]] = (), factions: Sequence[str] = CNB, *,
          the_board: B.Board | None = None, phase: str = "red", seat: int | None = 0,
          left: tuple[tuple[str, int], ...] = (("C", 2),), fought: bool = False,
          order: Sequence[int] | None = None, round_: int = 0, seed: int = 1,
          options: Mapping[str, Any] | None = None, reserve: Sequence[str] = (),
          marks: Marks | None = None, starts: Mapping[int, Coord] | None = None,
          weapons: Mapping[int, tuple[str, ...]] | None = None,
          flags: Mapping[int, tuple[str, ...]] | None = None,
          seats: Sequence[Seat] | None = None) -> State:
    """A state in `seat`'s turn of `phase` with the card actions `left` (no turn open when
    `seat` is None). `order` is the Initiative board and the phase order (seat order unless
    given); `starts` puts start zones on the board and records them on the seats; `weapons`
    and `flags` fill seat fields; `seats` replaces the seats whole."""
    n = len(factions)
    order = tuple(order) if order is not None else tuple(range(n))
    brd = the_board or board()
    if seats is None:
        made = []
        for i, f in enumerate(factions):
            start = (starts or {}).get(i)
            if start is not None:
                brd = with_start(brd, start, f)
            made.append(Seat(faction=f, start=start, weapons=(weapons or {}).get(i, ()),
                             flags=(flags or {}).get(i, ())))
        seats = made
    us = tuple(Unit(i + 1, kind, owner, at) for i, (kind, owner, at) in enumerate(units))
    return State(n=n, options=tuple(sorted((options or {}).items())), rng=Rng.from_seed(seed),
                 board=brd, units=us, marks=_zone_marks(marks or ()), next_uid=len(us) + 1,
                 oni_reserve=tuple(sorted(reserve)), seats=tuple(seats), initiative=order,
                 phase=phase, round=round_, phase_order=order,
                 turn=None if seat is None else Turn(seat, left=left, fought=fought))


def faction_state(units: Sequence[tuple[str, int, Coord]] = (),
                  factions: Sequence[str] = DS3, **kw: Any) -> State:
    """The faction tests' state (TS-21, TS-23): round 1, `seat`'s blue turn with the Faction
    effect unless told, the Nuée Noire first."""
    kw.setdefault("phase", "blue")
    kw.setdefault("left", (("F", 1),))
    return state(units, factions, round_=1, **kw)


def move_state(the_board: B.Board, units: Sequence[tuple[str, int, Coord]],
               **kw: Any) -> State:
    """The movement tests' state (TS-6): round 1, the Nomads' (seat 0) red turn with
    Movement 2 unless told, on `the_board`."""
    kw.setdefault("factions", ("nomads", "cyber", "darkseed"))
    kw.setdefault("left", (("M", 2),))
    return state(units, the_board=the_board, round_=1, **kw)


# --- changing a state --------------------------------------------------------------------------


def give(st: State, seat: int, **fields: Any) -> State:
    """`st` with fields of one seat replaced (uplinks, used, weapons, flags, vp …)."""
    return with_seat(st, seat, replace(st.seats[seat], **fields))


def own(st: State, owner: int, *ats: Coord) -> State:
    """Put `owner`'s territory marker on each zone (TS-9.13)."""
    for at in ats:
        st = with_marks(st, replace(marks_at(st, at), owner=owner))
    return st


def mines(st: State, at: Coord, count: int, owner: int | None = None) -> State:
    """Put `count` Mines on a zone (and its territory marker when `owner` is given)."""
    m = marks_at(st, at)
    m = replace(m, mines=count) if owner is None else replace(m, mines=count, owner=owner)
    return with_marks(st, m)


def put(st: State, owner: int, at: Coord, count: int = 1, kind: str = "") -> State:
    """Add `count` units of `owner` (a seat, or ONI) on a zone; any unit of theirs unless
    `kind` is given."""
    if not kind:
        kind = SOME_UNIT["oni" if owner < 0 else st.seats[owner].faction]
    new = tuple(Unit(st.next_uid + i, kind, owner, at) for i in range(count))
    return replace(st, units=st.units + new, next_uid=st.next_uid + count)


def turn_of(st: State, seat: int, left: tuple[tuple[str, int], ...] = ()) -> State:
    """`st` with `seat`'s phase turn open."""
    return replace(st, turn=Turn(seat, left=left))


# --- playing -------------------------------------------------------------------------------------


def actor(st: State) -> int:
    """The one seat to act."""
    (seat,) = RULES.to_act(st)
    return seat


def action(text: str) -> Action:
    """An action from its notation."""
    return parse_action(text)


def play(st: State, *texts: str, seat: int | None = None,
         hold: bool = False) -> tuple[State, list[Event]]:
    """Apply actions in notation, each by the seat to act (or by `seat`); all the events.

    An attacker asked how much of its attack to deal (TS-7.4) deals all of it unless the
    next text says otherwise (`deal <x>`) or `hold` keeps the question open: the tests of
    everything after the attack read as the rules' default."""
    events: list[Event] = []
    for i, text in enumerate(texts):
        st, evs = RULES.apply(st, actor(st) if seat is None else seat, parse_action(text))
        events += evs
        last = i + 1 == len(texts)
        if not (hold and last) and (last or not texts[i + 1].startswith("deal ")):
            st, evs = deal_in_full(st)
            events += evs
    return st, events


def deal_in_full(st: State) -> tuple[State, list[Event]]:
    """Answer an open `attack_amount` question (TS-7.4) with the whole attack. Only a
    player's own attack asks it, and the attacker answers: an Oni attack or a riposte that
    asked would fail here, in every test that goes through `play`."""
    if st.pending and st.pending[-1].kind == "attack_amount":
        top = st.pending[-1]
        assert st.combat is not None and st.combat.attacker != ONI, "the Oni never hold back"
        assert top.seat == st.combat.active, "only the attacker is asked"
        return RULES.apply(st, top.seat, parse_action(f"deal {top.data[0]}"))
    return st, []


def legal(st: State, seat: int | None = None) -> list[str]:
    """The legal actions of a seat (the one to act by default), in notation, in order."""
    return [str(a) for a in RULES.legal_actions(st, actor(st) if seat is None else seat)]


def legal_set(st: State, seat: int | None = None) -> set[str]:
    """The legal actions of a seat (the one to act by default), as a set of notations."""
    return set(legal(st, seat))


def play_random(st: State, seed: int = 1, max_steps: int = 20_000,
                watch: Callable[[State], None] | None = None) -> State:
    """Play on with the random bot's choices from `st` to the end of the game, calling
    `watch` on every state reached (a helper for whole-game properties)."""
    from game.tsukuyumi.bots import random_bot

    rng = Rng.from_seed(seed)
    for _ in range(max_steps):
        if watch is not None:
            watch(st)
        if st.phase == "over":
            return st
        who = RULES.to_act(st)
        if not who:
            raise AssertionError(f"nobody to act in phase {st.phase}")
        options = RULES.legal_actions(st, who[0])
        if not options:
            raise AssertionError(f"seat {who[0]} has no legal action in phase {st.phase}")
        sub, rng = rng.split()
        move = random_bot(RULES.view(st, who[0]), options, sub)
        st, _ = RULES.apply(st, who[0], move.action)
    raise AssertionError("the game did not end")


# --- reading -------------------------------------------------------------------------------------


def kinds(events: Iterable[Event]) -> list[str]:
    """Event kinds, in order."""
    return [e.kind for e in events]


def find(events: Iterable[Event], kind: str) -> list[dict[str, Any]]:
    """The arguments of the events of one kind."""
    return [e.args for e in events if e.kind == kind]


def uid_of(st: State, kind: str, owner: int | None = None) -> int:
    """The uid of the first unit of a kind (and owner)."""
    return next(u.uid for u in st.units if u.kind == kind and (owner is None or u.owner == owner))


def at_of(st: State, uid: int) -> Coord | None:
    """A unit's zone (None once it has left the board)."""
    return next((u.at for u in st.units if u.uid == uid), None)


def where(st: State) -> dict[int, Coord]:
    """Each unit's zone by uid."""
    return {u.uid: u.at for u in st.units}


def alive_kinds(st: State, owner: int) -> list[str]:
    """The unit kinds an owner has on the board, sorted."""
    return sorted(u.kind for u in st.units if u.owner == owner)


def units_of(st: State, seat: int, key: str) -> list[Unit]:
    """The seat's units of one kind."""
    return [u for u in st.units if u.owner == seat and u.kind == key]


def idx(key: str) -> int:
    """A unit key's index in the notation."""
    return [u.key for u in data.UNITS].index(key)


def vps(st: State) -> tuple[int, ...]:
    """Every seat's immediate VP."""
    return tuple(s.vp for s in st.seats)


__all__ = ["BL3", "CNB", "DS3", "FERTILE", "MOUNTAIN15", "ONI", "PATCH", "PLAIN", "RADIO",
           "SOME_UNIT", "TSUKU", "WALLED_EAST", "Side", "action", "actor", "alive_kinds", "area",
           "at_of", "board", "deal_in_full", "disc", "faction_state", "find", "give", "idx",
           "kinds", "legal", "legal_set", "mines", "move_state", "own", "play", "play_random",
           "put", "state", "turn_of", "uid_of", "units_of", "vps", "where", "with_start"]
