"""Tsukuyumi game state: frozen dataclasses of ints, strs and tuples, JSON-encodable.

The map (zones, tiles, printed barriers, edge markers) is a `board.Board`; everything that lies
on a zone and changes during play — its territory marker, characteristic markers, Eggs, Mines,
terraforming, "no entry" effects — is a `ZoneMarks` record, kept only for zones that hold
something. Units are figures with a stable id (`Unit.uid`) so that logs, damage assignment and
the screen can follow one figure. The Oni are owner `ONI`; a zone without a territory marker
has owner `NOBODY` (TS-9.13).

A round is the draft (`phase == "draft"`, simultaneous: TS-3.2, TS-40.4) and then the four
coloured phases (TS-4.1). In a phase the seats act one at a time: `turn` is the open turn of the
best-placed unflipped seat of `phase_order` (TS-4.2, TS-5.4), `done` the seats that have
flipped (TS-4.4). Decisions that belong to another seat in the middle of a turn (damage
assignment, ripostes, the Oni chooser) are `pending` prompts, last one first.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from game.core.rng import Rng
from game.tsukuyumi.board import Board

ONI = -1
"""Owner of the Oni units and of Oni territory markers (TS-8)."""
NOBODY = -2
"""Owner of a zone without a territory marker."""
EVERYONE = -3
"""`ZoneMarks.no_entry` when no unit at all may enter (TS-M4.5 Defensive Perimeter)."""

Coord = tuple[int, int]
OptionValue = int | str | tuple[str, ...]
"""A game option's value (TS-0.8): a choice, a number or a subset (option `modules`). Typed so
that a saved state decodes a subset back into a tuple, not a list."""

SETUP_PHASES = ("faction", "start", "territory", "deploy")
"""Setup steps, each done by the seat `setup_seat` (TS-2.1, TS-2.13–TS-2.19)."""
COLOURS = ("white", "blue", "green", "red")
"""The four phases of a round, in order (TS-4.1)."""
OVER = "over"


@dataclass(frozen=True)
class Unit:
    """One figure on the board (TS-1.8, TS-1.9)."""

    uid: int
    kind: str
    """A unit key of `data.UNIT_BY_KEY` (Oni: `data.ONI_UNITS`)."""
    owner: int
    """A seat, or ONI."""
    at: Coord


@dataclass(frozen=True)
class ZoneMarks:
    """What lies on one zone besides units and the tile itself (TS-41.5)."""

    at: Coord
    owner: int = NOBODY
    """The territory marker's owner: a seat, ONI or NOBODY (TS-9.13)."""
    added: tuple[str, ...] = ()
    """Characteristic markers placed by effects (TS-9.4)."""
    cancelled: tuple[str, ...] = ()
    """Characteristics negated by a Cancel marker (TS-9.8)."""
    eggs: int = 0
    eggs_used: int = 0
    mines: int = 0
    fortress: int = 0
    cover: int = 0
    no_entry: int = NOBODY
    """Kaneda: the seat whose enemies may not enter until the end of the round (TS-20.8)."""
    entrench: int = NOBODY
    """E16: the seat whose units here count +15 conquest when defending this round."""

    def is_empty(self) -> bool:
        """Nothing left worth keeping a record for."""
        return self == ZoneMarks(self.at)


@dataclass(frozen=True)
class Seat:
    """One player: faction, cards, points and faction material."""

    faction: str = ""
    start: Coord | None = None
    """The start zone's position once placed (TS-2.14)."""
    hand: tuple[int, ...] = ()
    """Action cards (numbers of `data.ACTION_CARDS`) held for the next pick (TS-3.4)."""
    pick: int = 0
    """This round's action card; 0 until picked, secret until every seat has picked (TS-3.2)."""
    events: tuple[int, ...] = ()
    """Event cards in hand (TS-5.10)."""
    vp: int = 0
    """Immediate VP marked so far (TS-10.1)."""
    missions: tuple[str, ...] = ()
    """Missions this seat has scored (TS-10.3)."""
    goal: bool = False
    """The faction goal has been scored (TS-10.4)."""
    uplinks: tuple[str, ...] = ()
    weapons: tuple[str, ...] = ()
    """The Nomads' weapon pool (TS-22.2)."""
    used: tuple[str, ...] = ()
    """Once-per-round things used this round ("specific", "kaneda_red", "tetsuo" …)."""
    used_game: tuple[str, ...] = ()
    """Once-per-game things used (Tetsuo with tetsuo_use = once_per_game, sacrificed …)."""
    conquered: tuple[Coord, ...] = ()
    """Zones this seat conquered this round (TS-21.7)."""
    retaken: tuple[Coord, ...] = ()
    """Zones conquered this round that held another owner's marker, once per conquest (the
    Nomads' goal counts the distinct ones, TS-22.6; Take It Back each, TS-13.10)."""
    strike: int = 0
    """The most enemy units one attack effect of this seat's combat actions has destroyed
    (TS-24.1 Surgical Strike); set by the combat rules."""
    flags: tuple[str, ...] = ()
    """"This round" effects on the seat (all flying, radiation immunity, tailwind …)."""
    seen: tuple[tuple[int, tuple[int, ...]], ...] = ()
    """TS-40.5 memory: for another seat, the action cards seen in its hand not revealed since."""
    scouted: tuple[int, ...] = ()
    """TS-40.5 memory (E18 Scout Ahead): the event cards this seat put back on top of the event
    deck, top first, not drawn since; secret to the seat."""
    victory: tuple[tuple[str, int], ...] = ()
    """Two players: the Victory cards' counters — VP marked per card, per card and round, kills
    counted (TS-13.10, `two_player.py`); public."""
    objective: str = ""
    """M1: the alternative objective this seat pursues instead of its faction goal (TS-M1.2),
    "" for the faction's own; public (TS-40.2)."""
    kills: tuple[int, int] = (0, 0)
    """M1 counter: (round, enemy units this seat destroyed in that round) (TS-M1.6); public."""
    advantage: str = ""
    """M2: the starting advantage card dealt to this seat; secret to it until used (TS-40.3),
    for good if never used (TS-40.6)."""
    adv_state: str = ""
    """M2: "" while the card is held unused, "used" (revealed, TS-40.2), "lapsed"."""
    oni_missions: tuple[str, ...] = ()
    """M7: the Oni mission cards this seat has taken, 1 VP each at the end (TS-M7.3); public
    (TS-40.2)."""
    fdeck: tuple[int, ...] = ()
    """M4: the personal faction-event deck (card numbers 1-20 of `m4_faction_events`), top
    first; its order is hidden from everyone, its size public (TS-M4.1, TS-40.6)."""
    fhand: tuple[int, ...] = ()
    """M4: the faction events in hand; secret to the seat, their number public (TS-40.3)."""
    fplayed: tuple[int, ...] = ()
    """M4: the faction events played, removed from the game (TS-M4.3); public."""


@dataclass(frozen=True)
class Turn:
    """The open turn of one seat in a coloured phase (TS-4.3)."""

    seat: int
    left: tuple[tuple[str, int], ...] = ()
    """Actions of the card not used yet, as (code, value) (TS-3.7, TS-3.8, TS-30.1)."""
    white: tuple[str, ...] = ()
    """White phase: the actions already taken (two different ones, TS-4.10)."""
    fought: bool = False
    """A combat card was played: no more movement this phase (TS-4.9)."""
    moved: tuple[int, ...] = ()
    """Units that moved in this turn, i.e. in this phase (a Massive unit moves at most 1 zone
    per phase, TS-6.14); set by the Movement rules."""


@dataclass(frozen=True)
class Prompt:
    """A decision another step is waiting for: who decides, what kind, and its data."""

    seat: int
    kind: str
    data: tuple[Any, ...] = ()


@dataclass(frozen=True)
class Combat:
    """The combat being resolved (TS-42.3), kept by `combat.py` from its declaration to the
    removal of the destroyed units; the Oni attack through it too (TS-8.13)."""

    at: Coord
    attacker: int
    """A seat, or ONI in an Oni conquest."""
    active: int
    """The seat acting: the attacker, or the player controlling the Oni (TS-7.27)."""
    card: str
    """The combat card's id (`cards.COMBAT_CARDS`)."""
    combatants: tuple[int, ...] = ()
    """Units in the zone at declaration (TS-7.22)."""
    defenders: tuple[int, ...] = ()
    """Owners with units there at declaration, in phase order, the Oni last (TS-7.1, TS-7.18)."""
    chooser: int = NOBODY
    """The seat acting for the defending Oni (TS-7.27); NOBODY when the Oni do not defend."""
    stage: str = "attack"
    """attack | ripostes | after | end (TS-42.3)."""
    step: int = 0
    """The next attack step of the card to run in this stage."""
    destroyed: tuple[int, ...] = ()
    """Units destroyed so far, removed at the end (TS-7.17)."""
    attack_killed: tuple[int, ...] = ()
    """Units destroyed by the attack effect (TS-7.26, TS-24.1)."""
    hits: tuple[tuple[int, int], ...] = ()
    """(owner, damage received from the attack effect) (TS-7.26)."""
    riposted: tuple[int, ...] = ()
    """Defenders whose riposte turn has come (TS-7.18)."""
    conquest: int = 0
    """0: no conquest attempted, 1: success, -1: failure."""
    bonus: int = 0
    """Damage bonus gathered for the damage being prepared (Weapons, uplinks)."""
    tallies: tuple[tuple[str, int], ...] = ()
    """Counters of faction hooks for this combat (Cover used, Weapons used …)."""


@dataclass(frozen=True)
class State:
    """The whole game."""

    n: int
    options: tuple[tuple[str, OptionValue], ...]
    rng: Rng
    board: Board
    units: tuple[Unit, ...] = ()
    marks: tuple[ZoneMarks, ...] = ()
    next_uid: int = 1
    oni_reserve: tuple[str, ...] = ()
    seats: tuple[Seat, ...] = ()
    initiative: tuple[int, ...] = ()
    """Seats in Initiative-board order, position 1 first (TS-2.10)."""
    phase: str = "faction"
    round: int = 0
    setup_seat: int = 0
    setup_left: int = 0
    """Setup: territory markers still to place by `setup_seat` (TS-2.17)."""
    phase_order: tuple[int, ...] = ()
    """The order the current phase began with (TS-5.4)."""
    done: tuple[int, ...] = ()
    """Seats that have flipped their marker in this phase (TS-4.4)."""
    turn: Turn | None = None
    pending: tuple[Prompt, ...] = ()
    event_deck: tuple[int, ...] = ()
    event_display: tuple[int, ...] = (0, 0)
    """The face-up pair; 0 = an empty slot (TS-2.8, TS-5.10)."""
    event_discard: tuple[int, ...] = ()
    played: tuple[int, ...] = ()
    """Action cards discarded at the end of their round (TS-3.5)."""
    winners: tuple[int, ...] = ()
    final: tuple[int, ...] = ()
    """Final scores once the game is over."""
    tiles_left: tuple[str, ...] = ()
    """grey_tiles = chosen: the tiles the seats may still choose from (TS-12.2)."""
    grey_left: tuple[Coord, ...] = ()
    """grey_tiles = chosen: the grey positions still empty (TS-12.2)."""
    events_known: tuple[tuple[int, ...], ...] = ()
    """Per seat, the event cards it took from the face-up pair and has not played: known to
    all (TS-40.5)."""
    combat: Combat | None = None
    """The combat being resolved, None between combats (TS-42.3)."""
    tile_pile: tuple[str, ...] = ()
    """Two players: the face-down pile of area tiles still to draw, top first (TS-13.4);
    hidden from everyone (TS-40.6). The drawn tile being placed is `tiles_left`."""
    stage: str = ""
    """A module's sub-step of the current phase ("" normally): e.g. the turns of the starting
    advantages before round 1's white phase (TS-M2.4), which `modules.phase_over` ends."""
    adv_pile: tuple[str, ...] = ()
    """M2: the starting advantages not dealt, in order (secret, TS-40.6)."""
    adv_discard: tuple[str, ...] = ()
    """M2: the advantages discarded by a redraw, face up (TS-M2.2 DECISION)."""
    epic_out: tuple[int, ...] = ()
    """M3: the epic events applied, removed from the game (TS-M3.3), in order; public."""
    dragon: tuple[int, ...] = ()
    """M3: the seats that have scored Dragon's Blood's VP (TS-M3.5); public."""
    round_events: tuple[int, ...] = ()
    """M4: the common events played this round, in order (Digital Copy, TS-M4.5); public,
    cleared at the round's end; kept only while M4 is on."""
    tiles_gone: tuple[str, ...] = ()
    """M3: area tiles that left the game (covered by a start zone, collapsed): never drawn
    again (TS-M3.5 Emerging Lands)."""
    oni_deck: tuple[str, ...] = ()
    """M6: the face-down Oni power cards, top first; their order is hidden (TS-40.6)."""
    oni_turned: tuple[str, ...] = ()
    """M6: the Oni power cards turned so far, in order; public (TS-40.2). The last one is
    the card in play while the round lasts (TS-M6.2)."""

    def option(self, name: str, default: Any = None) -> Any:
        """A game option's value."""
        for key, value in self.options:
            if key == name:
                return value
        return default

    @cached_property
    def marks_index(self) -> dict[Coord, ZoneMarks]:
        """The zone marks by zone, built on first use (a state never changes; the bots'
        ratings ask a zone's marks tens of thousands of times a game). Not a field: never
        compared, encoded or saved."""
        return {m.at: m for m in self.marks}


def marks_at(st: State, at: Coord) -> ZoneMarks:
    """The marks of a zone (an empty record when it holds nothing)."""
    found = st.marks_index.get(at)
    return found if found is not None else ZoneMarks(at)


def with_marks(st: State, new: ZoneMarks) -> State:
    """`st` with the marks of `new.at` replaced (records kept sorted, empty ones dropped)."""
    rest = [m for m in st.marks if m.at != new.at]
    if not new.is_empty():
        rest.append(new)
    return replace(st, marks=tuple(sorted(rest, key=lambda m: m.at)))


def owner_of(st: State, at: Coord) -> int:
    """Who controls a zone (TS-9.13)."""
    return marks_at(st, at).owner


def units_at(st: State, at: Coord) -> tuple[Unit, ...]:
    """The units in a zone."""
    return tuple(u for u in st.units if u.at == at)


def unit_by_id(st: State, uid: int) -> Unit:
    """A unit by its id (KeyError if it is not on the board)."""
    for u in st.units:
        if u.uid == uid:
            return u
    raise KeyError(uid)


def kinds_arg(st: State, uids: Iterable[int]) -> str:
    """The unit types of some units as a log argument: "worker/worker/wasp", alike kinds
    together (the log shows "Worker ×2, Wasp" in the reader's language; a unit id means
    nothing to a player)."""
    kinds = [u.kind for uid in uids for u in st.units if u.uid == uid]
    first = {k: i for i, k in reversed(list(enumerate(kinds)))}
    return "/".join(sorted(kinds, key=first.__getitem__))


def with_seat(st: State, seat: int, new: Seat) -> State:
    """`st` with one seat replaced."""
    seats = list(st.seats)
    seats[seat] = new
    return replace(st, seats=tuple(seats))
