"""Words the MOONSTAR log derives from an event's own arguments (`game.core.i18n.ARG_HOOKS`):
`games_n`, how many games an announced list names, so that "Game 6" and "Games 6, 9" each
take their own form (the log read "Games 6"); and for each star argument its name with a
preposition and the sign's article, which French needs (« du Lion à la Vierge », « sur les
Gémeaux »; the log read « de Lion jusqu'à Vierge »): `<arg>_du`, `<arg>_au` and `<arg>_sur`,
worded by `moonstar.arg.du.<star>`, `moonstar.arg.au.<star>` and `moonstar.arg.sur.<star>`."""

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


def star_forms(args: Mapping[str, Any]) -> dict[str, Any]:
    """`star_du`, `star_au`, `star_sur` (and the same for `from_star`) for a star index."""
    out: dict[str, Any] = {}
    for name in ("star", "from_star"):
        value = args.get(name)
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 12:
            out.update({f"{name}_{form}": value for form in ("du", "au", "sur")})
    return out


for _hook in (games_count, star_forms):
    if _hook not in i18n.ARG_HOOKS.setdefault("moonstar", []):
        i18n.ARG_HOOKS["moonstar"].append(_hook)
