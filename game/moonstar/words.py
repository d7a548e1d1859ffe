"""Words the MOONSTAR log derives from an event's own arguments (`game.core.i18n.ARG_HOOKS`):
`games_n`, how many games an announced list names, so that "Game 6" and "Games 6, 9" each
take their own form (the log read "Games 6")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core import i18n


def games_count(args: Mapping[str, Any]) -> dict[str, Any]:
    """`games_n` for an event listing games ("1, 6" -> 2; nothing otherwise)."""
    games = args.get("games")
    if not isinstance(games, str) or not games:
        return {}
    return {"games_n": len(games.split(","))}


if games_count not in i18n.ARG_HOOKS.setdefault("moonstar", []):
    i18n.ARG_HOOKS["moonstar"].append(games_count)
