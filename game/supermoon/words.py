"""Words the Planet Unknown log derives from an event's own arguments
(`game.core.i18n.ARG_HOOKS`).

The moon's rows and columns carry no numbers on the board, so "the laser fires along row 2"
needs the side it is counted from ("row 2 from the top", « ligne 2 depuis le haut », SM-4.2).
The side follows from the axis alone, so it is derived here at rendering time: the logged
event keeps its arguments (they are part of a step's journal, and of a save's digest).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core import i18n


def laser_side(args: Mapping[str, Any]) -> dict[str, Any]:
    """`line_counted` (worded by `sm.arg.counted.<axis>`) for an event naming a moon line."""
    axis = args.get("axis")
    if "line" not in args or not isinstance(axis, int) or isinstance(axis, bool):
        return {}
    return {"line_counted": axis}


if laser_side not in i18n.ARG_HOOKS.setdefault("sm", []):
    i18n.ARG_HOOKS["sm"].append(laser_side)
