"""The game registry: name -> Rules, plus the catalogue of games the app shows.

Games register through static imports in `game.catalog` (PyInstaller cannot see string
imports), so the registry itself stays free of game-specific knowledge.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rules import Rules

_GAMES: dict[str, Rules] = {}


@dataclass(frozen=True)
class GameInfo:
    """A game as the title screen lists it; `rules` is None while it is not built yet."""

    name: str
    title: str
    tagline_key: str
    rules: Rules | None


def register(rules: Rules) -> Rules:
    """Add a game (idempotent for the same object)."""
    existing = _GAMES.get(rules.name)
    if existing is not None and existing is not rules:
        raise ValueError(f"game {rules.name!r} registered twice")
    _GAMES[rules.name] = rules
    return rules


def get(name: str) -> Rules:
    """The registered game called `name`; KeyError with the known names otherwise."""
    try:
        return _GAMES[name]
    except KeyError:
        known = ", ".join(sorted(_GAMES)) or "none"
        raise KeyError(f"unknown game {name!r} (known: {known})") from None


def names() -> tuple[str, ...]:
    """Registered game names, in registration order."""
    return tuple(_GAMES)
