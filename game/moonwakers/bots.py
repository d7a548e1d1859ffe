"""PLACEHOLDER engine-test bot for Moonwakers: picks a uniformly random legal action.

This is not the easy/normal/hard bots of the issue: the bots engineer replaces this module.
It exists so the engine, the CLI and the conformance suite can play whole games.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.rng import Rng
from game.core.rules import BotMove


def make_bot(level: str):
    """A bot `(view, legal_actions, rng) -> BotMove` choosing uniformly at random (any level)."""
    def bot(view: Any, legal: Sequence[Any], rng: Rng) -> BotMove:
        action, _ = rng.choice(list(legal))
        return BotMove(action)
    return bot
