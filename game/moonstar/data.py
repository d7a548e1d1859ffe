"""Moonstar component data (MS-0): the ring, the box contents and the planet pool.

The planet pool lives in `data/planets.json` (MS-0.3 is a reconstruction, so it is data, not
code); everything else is a small constant taken from the rulebook.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from game.moonstar.moves import RING

__all__ = [
    "RING",
    "BOX_DICE",
    "BOX_MOONS",
    "BOX_PLANETS",
    "MAX_MOONS_PER_STAR",
    "ROLL_OFF_DICE",
    "NO_BID_POINTS",
    "FAIL_POINTS",
    "CHALLENGE_POINTS",
    "DEFAULT_SECONDS",
    "planet_pool",
    "red_planets",
    "game1_planets",
    "pool_total",
]

_DATA = Path(__file__).resolve().parent / "data"

BOX_DICE = 11  # MS-0.2: the box holds 11 dice
BOX_MOONS = 15  # MS-0.2: 15 moons
BOX_PLANETS = 21  # MS-0.2: 21 planets (20 valued + the red one, MS-0.3)
MAX_MOONS_PER_STAR = 3  # MS-2.3
ROLL_OFF_DICE = 4  # MS-1.1: every player rolls four dice
NO_BID_POINTS = 20  # MS-3.7
FAIL_POINTS = 10  # MS-5.3
CHALLENGE_POINTS = 25  # MS-7.10
DEFAULT_SECONDS = 60  # MS-0.2 / MS-9.2: the one-minute sand timer


@cache
def _planets() -> dict:
    return json.loads((_DATA / "planets.json").read_text(encoding="utf-8"))


def planet_pool() -> dict[int, int]:
    """The valued planets in the box: value -> how many (MS-0.3)."""
    return {int(value): count for value, count in _planets()["pool"].items()}


def red_planets() -> int:
    """How many red (valueless) planets the box holds (Game 6, MS-7.6)."""
    return int(_planets()["red"])


def game1_planets() -> tuple[int, ...]:
    """The Game 1 planet set: two 5s and two 10s (MS-0.2)."""
    return tuple(sorted(int(v) for v in _planets()["game1"]))


def pool_total() -> int:
    """Every planet in the box, the red one included (MS-0.2: 21)."""
    return sum(planet_pool().values()) + red_planets()
