"""Planet Unknown state: frozen, JSON-encodable dataclasses.

A player owns a list of `Board`s (stage 1: one planet; Supermoon adds a moon and fragments
without changing this shape, spec "Engine notes"). Squares are numbered `y * width + x`;
per-square strings hold what covers each square ('.' bare, else a terrain letter of
`data.LETTER`) and which resource icon lies there.

Simultaneous steps (PU-19.3): `players` is the public table as of the step's start; each seat
works on its own copy in `work` (private until every seat has confirmed, then all copies are
revealed together). `base` is where that seat's "start over" returns (PU-19.5): the step's
start, moved forward past anything that showed the seat hidden information.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rng import Rng

PATCH = -1  # Piece.tile of a biomass patch (PU-9)


@dataclass(frozen=True)
class Piece:
    """A tile or patch on a board: tile id (PATCH for a patch), form index, anchor (x, y)."""

    tile: int
    form: int
    x: int
    y: int
    round: int = 0


@dataclass(frozen=True)
class Board:
    """One board of a player (stage 1: the planet)."""

    kind: str  # "planet" (Supermoon: "moon", "fragment": one of 4, SM-9)
    key: str  # planet key in data.PLANET_BY_KEY, or `grid.geometry`'s moon_… / fragment_…
    terrain: str  # per square: '.' bare (or off-board), else the covering terrain letter
    icons: str  # per square: '.' or the terrain letter of a resource icon printed there
    symbols: tuple[int, ...] = ()  # squares showing a tile's meteorite symbol
    meteors: tuple[int, ...] = ()  # squares holding a meteorite
    lifepods: tuple[int, ...] = ()  # squares still holding a lifepod
    patches: tuple[int, ...] = ()  # squares covered by a biomass patch
    pieces: tuple[Piece, ...] = ()  # in placement order


@dataclass(frozen=True)
class Gain:
    """One item of a player's pending pool (PU-2.3). `kind` names what it does, `arg` its
    parameter (a track index, a count, …), `opts` the allowed choices where restricted."""

    kind: str
    arg: int = 0
    opts: tuple[int, ...] = ()
    source: str = ""  # what gave it, for the log and tooltips ("tile", "card:14", "event:80")


@dataclass(frozen=True)
class Rover:
    """A deployed rover: board index and square; board -1 once destroyed (PU-7.5)."""

    board: int
    square: int


@dataclass(frozen=True)
class Player:
    """One seat's corporation, boards and hand."""

    corp: str
    boards: tuple[Board, ...]
    tracks: tuple[int, ...] = (0, 0, 0, 0, 0)  # data.TRACKS order (PU-1.3)
    rovers: tuple[Rover, ...] = ()
    rover_supply: int = 0
    lifepods: int = 0  # collected (PU-8.1)
    meteorites: int = 0  # collected (PU-8.4)
    civ: tuple[int, ...] = ()  # civ cards owned, in the order taken
    milestones: tuple[int, ...] = ()  # queued civ milestone ranks (PU-6.6)
    objectives: tuple[int, ...] = ()  # private objectives kept (PU-1.7, PU-15.2)
    offer: tuple[int, ...] = ()  # objective cards to choose from (private)
    keep: int = 0  # how many of `offer` to keep
    pool: tuple[Gain, ...] = ()
    moves: int = 0  # the round's movement pool (PU-2.4)
    stored: int = 0  # stored patches (PU-9.4, Universal T2)
    last_tile: int = -1  # board of the most recently placed tile (PU-6.9); -1 none
    tech_locked: tuple[int, ...] = ()  # tech levels reached under 109/123 (PU-6.11)
    took: tuple[int, ...] = ()  # station slots taken from this round (PU-3.4, PU-3.5)
    placed: bool = False  # the round's tile placed or discarded (steps 4-5)
    stuck: bool = False  # no legal placement: discard this round (PU-13.1)
    waived: bool = False  # event restriction lifted this round (PU-4.8, SM-1.4 L2)
    lifted: bool = False  # the planet's own placement rule lifted this round (SM-1.2, L3)
    # planet ids this seat chooses from (PU-17.1): PLANETS indices, and 100
    # (`fragments.FRAGMENTED`, not an index) for the fragmented planet (SM-9.1)
    planet_offer: tuple[int, ...] = ()
    corp_offer: tuple[int, ...] = ()  # corporation ids this seat chooses from (PU-18.1)
    moon_offer: tuple[int, ...] = ()  # the dealt moon board's two faces (SM-3.1)
    # SM-9.1: the fragmented planet taken, its face choices (`fragments.MASKS`) still to make
    fragment_offer: tuple[int, ...] = ()
    satellite: int = -1  # the satellite's orbital position (SM-4), -1 without a moon
    shots: tuple[int, ...] = ()  # satellite moves waiting for their piece's gains (SM-4.3)
    rescue: str = ""  # rescue tiles held, a terrain letter each (SM-7.1)
    rescuing: int = 0  # rescue tiles of this round's pair placed so far (SM-7.3, SM-7.5)
    blocks: str = ""  # terrain blocks held, a terrain letter each (SM-8.1)
    selected: int = -1  # the station slot chosen under Republic T1 this round (PU-18.15)
    used: tuple[str, ...] = ()  # once-a-round abilities used this round (PU-18)
    # Makeshift (PU-18.10): the column each tracker stands in (tracker i = the tracker of
    # track i, whose step stays `tracks[i]`); every other corporation keeps 0, 1, 2, 3, 4.
    columns: tuple[int, ...] = (0, 1, 2, 3, 4)
    # once-a-game abilities used, never reset (PU-18.3 T2, PU-18.5 T2, PU-18.9 T5, T6)
    used_once: tuple[str, ...] = ()
    flux: int = -1  # the track the flux token marks (PU-18.4), -1 none
    flux_level: int = 0  # the tech level the flux token was last offered a move for (PU-18.4)
    track_pods: tuple[tuple[int, int], ...] = ()  # Cosmos: lifepods on (column, step) (PU-18.2)
    tech_slots: tuple[int, ...] = ()  # Jump Drive: tech slots 1-6 (A-F) filled (PU-18.8)
    quantum_offer: bool = False  # took Quantum Solutions, its two faces still to choose (SM-11.1)
    quantum: int = 0  # this round's Quantum Solutions rule: 1 applies, -1 ignored, 0 no tile
    #                   selected yet (SM-11.4)
    quantum_moves: int = -1  # the movement pool before upper A T2's 2 points, cut back to it
    #                          when the selected tile is placed; -1 none (SM-12.3, PU-2.4)
    quantum_steps: tuple[int, ...] = ()  # rovers that may still take upper B T2's free step
    #                                      before the selected tile is placed (SM-12.3)
    extra_rover: int = 0  # event 65: rovers to place on a tile placed this round
    peek: int = 0  # event id seen by a peek (PU-12.5), 0 none
    picking: tuple[int, ...] = ()  # rank deck shown while choosing a civ card (PU-10.1)
    seen_deck: tuple[int, ...] = ()  # cards left in the rank decks it last saw (PU-19.6)
    done: bool = False  # confirmed this step
    journal: tuple[tuple[str, str], ...] = ()  # this step's events (kind, JSON args)


@dataclass(frozen=True)
class State:
    """The whole table."""

    n: int
    rng: Rng
    options: tuple[tuple[str, str], ...]  # normalised options, as text pairs (sorted)
    round: int
    phase: str  # setup | rotate | event | event_civ | place | civ | final | final_civ | over
    commander: int
    rotation: int  # seat position s faces depot (s + rotation) % 6 (PU-1.2)
    stacks: tuple[tuple[int, ...], ...]  # 12 stacks, top first: outer slots 0-5, inner 6-11
    hidden_top: tuple[bool, ...]  # top tile waits for cleanup to be revealed (PU-3.2)
    players: tuple[Player, ...]
    work: tuple[Player, ...]  # each seat's private pending copy during a step
    base: tuple[Player, ...]  # where "start over" returns (PU-19.5)
    civ_decks: tuple[tuple[int, ...], ...]  # rank 1-4 (PU-1.5)
    civ_reserve: tuple[tuple[int, ...], ...]
    neighbour_objectives: tuple[tuple[int, int, int], ...]  # (card, seat a, seat b)
    objective_pile: tuple[int, ...]  # undealt objective cards (event 67)
    events: tuple[int, ...]  # the event deck, top first
    event: int = 0  # this round's event, 0 none
    revealed: tuple[int, ...] = ()  # events revealed so far, in order
    event_counts: tuple[int, int, int] = (0, 0, 0)  # green, orange, red in the deck
    order: tuple[int, ...] = ()  # seats still to act in a sequential civ step
    last_round: bool = False
    end_reasons: tuple[str, ...] = ()
    gone: tuple[int, ...] = ()  # tiles that left the game without being placed (public)
    over: bool = False
    final_scores: tuple[int, ...] = ()

    def option(self, name: str, default: str = "") -> str:
        """An option's value as text."""
        for key, value in self.options:
            if key == name:
                return value
        return default

    @property
    def solo(self) -> bool:
        """One player (PU-15)."""
        return self.n == 1

    def positions(self) -> tuple[int, ...]:
        """Station positions of the seats (PU-1.2)."""
        return SEAT_POSITIONS[self.n]

    def depot(self, seat: int) -> int:
        """The depot facing a seat now (PU-1.2)."""
        return depot_after_turns(self.positions()[seat], self.rotation, 0)


def depot_after_turns(position: int, rotation: int, turns: int) -> int:
    """The depot facing a seat position after `turns` more solo turns of the station (one
    depot clockwise a round, rotation r -> (r + 5) mod 6, PU-3.3)."""
    return (position + rotation + 5 * turns) % 6


SEAT_POSITIONS = {1: (0,), 2: (0, 3), 3: (0, 2, 4), 4: (0, 1, 3, 4), 5: (0, 1, 2, 3, 4),
                  6: (0, 1, 2, 3, 4, 5)}


def depot_slots(depot: int) -> tuple[int, int]:
    """The two station stacks of a depot: (inner, outer) slot indices (PU-1.2)."""
    return depot + 6, depot
