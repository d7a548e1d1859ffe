"""The Moonstar match state: frozen dataclasses of ints, strs, bools, tuples and enums.

One flat `State` holds the whole match. Everything in it is public (MS-9.1) except the `rng`
(future dice) and the sealed side bets of Game 11 before they are revealed; `view.py` omits
exactly those. Per-moon facts are parallel tuples indexed by the moon's number in `moons`
(moons are numbered by star, so the numbering is fixed when the setter rolls).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.core.rng import Rng


class Phase(Enum):
    """The phases of a round (see `game.moonstar.rules` for the flow)."""

    ROLL_OFF = "roll_off"  # MS-1: choose the first setter
    CHOOSE_VARIANTS = "choose_variants"  # MS-7.12: Game 12, the setter picks the round's games
    SETUP = "setup"  # MS-2: the setter places planets and moons, then rolls
    BIDDING = "bidding"  # MS-3 (and Game 10 challenges)
    SIDE_BETS = "side_bets"  # MS-7.11: Game 11 sealed bets
    RED_PLANET = "red_planet"  # MS-7.6: Game 6
    PLACE_DICE = "place_dice"  # MS-4.2
    MOVE = "move"  # MS-4.3-4.8
    OVER = "over"  # MS-6.3


OPEN = "open"  # MS-3.1 real-time open outcry (default)
TURNS = "turns"  # MS-3.9 turn-based bidding (passing is final)

MADE = "made"
FAILED = "failed"
NO_BET = "none"


@dataclass(frozen=True)
class Settings:
    """The normalised match options (see `options.py`)."""

    games: tuple[int, ...] = ()  # chosen games among 2..12 (empty = Game 1)
    moons: int = 7
    dice: int = 7
    planets: tuple[int, ...] = (5, 5, 10, 10)
    bid_seconds: int = 60
    play_seconds: int = 60
    bidding_mode: str = OPEN
    target: int = 200


@dataclass(frozen=True)
class Bet:
    """A side bet (Game 11): side is "made", "failed" or "none"; "" = not submitted yet."""

    side: str = ""
    stake: int = 0


@dataclass(frozen=True)
class RoundRecord:
    """A finished round for the history panel and "best possible" (MS-8.4)."""

    number: int
    setter: int
    variants: tuple[int, ...]
    moons: tuple[int, ...]  # start stars
    planets: tuple[tuple[int, int], ...]  # (star, value)
    dice: tuple[int, ...]
    red: int  # -1 = no red planet
    bidder: int  # -1 = nobody bid
    bid: int
    challengers: tuple[int, ...]
    total: int
    made: bool
    deltas: tuple[int, ...]  # score change per seat, bets included
    bets: tuple[tuple[int, str, int], ...]  # revealed side bets (seat, side, stake)


@dataclass(frozen=True)
class State:
    """The whole match."""

    settings: Settings
    n_seats: int
    scores: tuple[int, ...]
    rng: Rng
    phase: Phase = Phase.ROLL_OFF
    round: int = 1
    setter: int = -1  # -1 until the roll-off is decided
    # MS-1 roll-off: seats in the current pass and their totals (-1 = not rolled yet).
    rolloff_in: tuple[int, ...] = ()
    rolloff_totals: tuple[int, ...] = ()
    # The round's setting (Game 12 may change it every round).
    variants: tuple[int, ...] = (1,)
    n_moons: int = 7
    n_dice: int = 7
    tray_planets: tuple[int, ...] = ()  # planet values still to place (sorted)
    planets: tuple[tuple[int, int], ...] = ()  # (star, value), sorted by star
    moons: tuple[int, ...] = ()  # star of each moon, sorted; the moon's index is its number
    dice: tuple[int, ...] = ()  # the round's roll (MS-2.4), empty before the roll
    # Bidding (MS-3, Game 10).
    bid: int = 0  # 0 = no bid yet
    bidder: int = -1
    passed: tuple[bool, ...] = ()
    challengers: tuple[int, ...] = ()
    turn: int = -1  # turn-based bidding: the seat to call
    calls: int = 0  # turn-based bidding: calls so far (restarts the per-call timer)
    sitting_out: tuple[int, ...] = ()  # MS-3.8
    # Game 11 side bets: sealed until every bettor has submitted.
    bets: tuple[Bet, ...] = ()
    bettors: tuple[int, ...] = ()
    bets_revealed: bool = False
    red: int = -1  # Game 6 red planet star
    # Play (MS-4): per moon.
    moon_die: tuple[int, ...] = ()  # 0 = no die
    landed: tuple[int, ...] = ()  # landing star, -1 = not moved
    removed: tuple[bool, ...] = ()  # left the board (Game 3, Game 8 chain, time out)
    move_order: tuple[int, ...] = ()  # moon numbers in the order moved
    unused_dice: tuple[int, ...] = ()  # Game 4: dice taken away unplaced
    history: tuple[RoundRecord, ...] = ()
    winners: tuple[int, ...] = ()
