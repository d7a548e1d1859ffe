"""Words the Tsukuyumi log derives from an event's own arguments (`game.core.i18n.ARG_HOOKS`).

A log line that opens with a faction ("{faction_the} {faction_num:retreats|retreat} …") needs
the faction with its article and the number its verb takes, which differ by faction and by
language ("The Dark Seed retreats", "The Nomads retreat"; « La Nuée Noire se replie », « Les
Nomades se replient »): both come from the catalogue, `ts.arg.the.<faction>` and
`ts.arg.num.<faction>` ("1" or "2"), so the rules' events keep naming a faction by its key.
A zone's coordinates take a true minus sign, as on the table's panels; a tile's turn is said in
words ("half a turn").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core import i18n


def faction_words(args: Mapping[str, Any]) -> dict[str, Any]:
    """`faction_the` and `faction_num` for an event naming a faction (nothing otherwise)."""
    faction = args.get("faction")
    if not isinstance(faction, str) or not faction:
        return {}
    return {"faction_the": faction, "faction_num": faction}


def coordinates(args: Mapping[str, Any]) -> dict[str, Any]:
    """A zone's negative coordinates with a true minus sign, as the table's panels write
    them ("(2, −1)"; the log wrote "(2, -1)"). The templates join the two with a no-break
    space, so a wrapped log line never splits "(2, / −1)"."""
    return {name: i18n.number(value) for name, value in args.items()
            if name.rsplit("_", 1)[-1] in ("q", "r") and isinstance(value, int)
            and not isinstance(value, bool) and value < 0}


def turn_words(args: Mapping[str, Any]) -> dict[str, Any]:
    """`turn_sixths` for a tile turned by sixths of a turn ("half a turn", « d'un
    demi-tour »; the log read "by 3 sixths of a turn")."""
    steps = args.get("steps")
    if "q" not in args or not isinstance(steps, int) or isinstance(steps, bool) \
            or not 1 <= steps <= 5:
        return {}
    return {"turn_sixths": steps}


for _hook in (faction_words, coordinates, turn_words):
    if _hook not in i18n.ARG_HOOKS.setdefault("ts", []):
        i18n.ARG_HOOKS["ts"].append(_hook)
