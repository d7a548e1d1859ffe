"""Moonstar actions and their canonical text notation.

Grammar (one action per line; numbers are decimal; stars 0-11, moons numbered from 0):

    roll                                  roll-off dice (MS-1) or the round's dice (MS-2.4)
    variants 1 | variants G,G[ moons=N dice=N]   Game 12: the round's games and counts
    planet V@S    moon S                  setup: place a planet / a moon (MS-2.1)
    lift planet@S | lift moon@S           setup: take a piece back to the tray
    bid N    pass    challenge            bidding (MS-3, Game 10)
    time                                  the clock ran out (seat CLOCK = -1)
    bet made N | bet failed N | bet none  Game 11 sealed side bet
    red S                                 Game 6 red planet
    die V@M                               put a die of value V on moon M (MS-4.2)
    move M cw|ccw N                       move moon M N stars (MS-4.4)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, NoReturn

from game.core.rules import IllegalAction


def illegal(key: str, message: str, **args: Any) -> NoReturn:
    """Raise an IllegalAction with a catalogue key `moonstar.illegal.<key>`."""
    full = key if "." in key else f"moonstar.illegal.{key}"
    raise IllegalAction(message, full, **args)


@dataclass(frozen=True)
class Roll:
    """Roll dice: a roll-off throw, or the setter's roll of the round's dice."""


@dataclass(frozen=True)
class ChooseVariants:
    """Game 12: the setter's games for this round (sorted, without Game 1) and counts."""

    games: tuple[int, ...]
    moons: int
    dice: int


@dataclass(frozen=True)
class PlacePlanet:
    """Put a planet of `value` from the tray on `star`."""

    value: int
    star: int


@dataclass(frozen=True)
class PlaceMoon:
    """Put a moon from the tray on `star`."""

    star: int


@dataclass(frozen=True)
class Lift:
    """Take a planet or a moon (`piece`) from `star` back to the tray."""

    piece: str
    star: int


@dataclass(frozen=True)
class Bid:
    """Bid `amount` points."""

    amount: int


@dataclass(frozen=True)
class Pass:
    """Done bidding (open mode: until someone bids again; turn mode: final)."""


@dataclass(frozen=True)
class Challenge:
    """Game 10: challenge the current high bid."""


@dataclass(frozen=True)
class PlayNow:
    """MS-3.5: after a bid of 70 the bidding minute runs on; the bidder may give it up."""


@dataclass(frozen=True)
class TimeUp:
    """The running phase timer expired (submitted by the app as seat CLOCK)."""


@dataclass(frozen=True)
class SideBet:
    """Game 11: a sealed bet on "made" / "failed", or "none"."""

    side: str
    stake: int = 0


@dataclass(frozen=True)
class PlaceRed:
    """Game 6: put the red planet on `star`."""

    star: int


@dataclass(frozen=True)
class PlaceDie:
    """Put a die showing `value` on moon number `moon`."""

    value: int
    moon: int


@dataclass(frozen=True)
class MoveMoon:
    """Move moon `moon` `steps` stars clockwise ("cw") or counter-clockwise ("ccw")."""

    moon: int
    direction: str
    steps: int


Action = (Roll | ChooseVariants | PlacePlanet | PlaceMoon | Lift | Bid | Pass | Challenge
          | PlayNow
          | TimeUp | SideBet | PlaceRed | PlaceDie | MoveMoon)


def _ints(items: tuple[int, ...]) -> str:
    return ",".join(str(i) for i in items)


def notation(action: Action) -> str:
    """The canonical text of an action."""
    match action:
        case Roll():
            return "roll"
        case ChooseVariants(games, moons, dice):
            text = "variants " + (_ints(games) if games else "1")
            if (moons, dice) != default_counts(games):
                text += f" moons={moons} dice={dice}"
            return text
        case PlacePlanet(value, star):
            return f"planet {value}@{star}"
        case PlaceMoon(star):
            return f"moon {star}"
        case Lift(piece, star):
            return f"lift {piece}@{star}"
        case Bid(amount):
            return f"bid {amount}"
        case Pass():
            return "pass"
        case Challenge():
            return "challenge"
        case TimeUp():
            return "time"
        case PlayNow():
            return "play now"
        case SideBet(side, stake):
            return "bet none" if side == "none" else f"bet {side} {stake}"
        case PlaceRed(star):
            return f"red {star}"
        case PlaceDie(value, moon):
            return f"die {value}@{moon}"
        case MoveMoon(moon, direction, steps):
            return f"move {moon} {direction} {steps}"
    raise TypeError(f"not a Moonstar action: {action!r}")


_N = r"(\d{1,4})"
_LIST = r"(\d{1,2}(?:,\d{1,2}){0,20})"
_SIMPLE: tuple[tuple[re.Pattern[str], Any], ...] = (
    (re.compile(r"roll"), lambda: Roll()),
    (re.compile(r"pass"), lambda: Pass()),
    (re.compile(r"challenge"), lambda: Challenge()),
    (re.compile(r"time"), lambda: TimeUp()),
    (re.compile(r"play now"), lambda: PlayNow()),
    (re.compile(rf"planet {_N}@{_N}"), lambda v, s: PlacePlanet(int(v), int(s))),
    (re.compile(rf"moon {_N}"), lambda s: PlaceMoon(int(s))),
    (re.compile(rf"lift (planet|moon)@{_N}"), lambda p, s: Lift(p, int(s))),
    (re.compile(rf"bid {_N}"), lambda n: Bid(int(n))),
    (re.compile(rf"bet (made|failed) {_N}"), lambda side, n: SideBet(side, int(n))),
    (re.compile(r"bet none"), lambda: SideBet("none", 0)),
    (re.compile(rf"red {_N}"), lambda s: PlaceRed(int(s))),
    (re.compile(rf"die {_N}@{_N}"), lambda v, m: PlaceDie(int(v), int(m))),
    (re.compile(rf"move {_N} (cw|ccw) {_N}"), lambda m, d, n: MoveMoon(int(m), d, int(n))),
    (re.compile(rf"variants {_LIST}(?: moons={_N} dice={_N})?"), lambda g, m, d: _variants(
        g, m, d)),
)


def default_counts(games: tuple[int, ...]) -> tuple[int, int]:
    """The usual (moons, dice) of a variant set: 8/7 with Game 3, 7/8 with Game 4, else 7/7."""
    if 3 in games:
        return 8, 7
    if 4 in games:
        return 7, 8
    return 7, 7


def _variants(games: str, moons: str | None, dice: str | None) -> ChooseVariants:
    chosen = tuple(sorted({int(x) for x in games.split(",")} - {1}))
    dm, dd = default_counts(chosen)
    return ChooseVariants(chosen, int(moons) if moons else dm, int(dice) if dice else dd)


def parse_action(text: str) -> Action:
    """Parse the canonical notation (extra spaces and case are tolerated)."""
    clean = " ".join(str(text).split()).lower()
    for pattern, build in _SIMPLE:
        found = pattern.fullmatch(clean)
        if found:
            return build(*found.groups())
    illegal("core.illegal.bad_notation", f'Cannot read the move "{text}".', text=str(text))
