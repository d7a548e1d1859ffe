"""What the bots add to a position's rating for a corporation's own pieces (PU-18), in medals:
the flux token's track (Flux, PU-18.4/18.5) and the meteorites Horizon's rovers carry
(PU-18.6). Small, cheap terms in `corps.BOT_VALUE`, which `levels.value` adds to every
rating, so they also steer the choices the rating alone cannot tell apart (where the flux
token goes, which way a carrying rover moves)."""

from __future__ import annotations

from game.supermoon import board as geo
from game.supermoon.abilities import FLUX_TO_MILESTONE
from game.supermoon.corps import BOT_VALUE
from game.supermoon.corps.flux import active_level, next_milestone
from game.supermoon.data import CORP_BY_KEY, LETTER, TRACK_INDEX, TRACK_TOP, TRACKS
from game.supermoon.state import Player
from game.supermoon.tracks import at_top

# The flux token: a standing preference per track (what T3 to T5 make of it: civ cards one
# rank higher, more movement, double patches…), then what the active level does with it.
PREFER = {"civ": 0.5, "water": 0.2, "biomass": 0.4, "rover": 0.6, "tech": 0.3}
FLUX_ROVER = 0.3  # T1: per rover on the flux terrain (2 movement at each round start)
FLUX_JUMP = 0.15  # T2 unspent: per step the jump to the next milestone would climb
FLUX_BETTER = 0.3  # T3: per improved benefit still ahead on the flux column
FLUX_ROOM = 0.04  # T5: per step still to climb on the flux track
FLUX_TOP = 0.5  # a flux track at its top: T2, T3 and T5 give nothing there
# Horizon: a carried meteorite, worth more the nearer a Rover icon it rides.
CARRIED = 0.5
CARRY_DECAY = 0.85  # kept per square to the nearest Rover icon
ROVER_ICON = LETTER["rover"]
FAR = 8  # no Rover icon on the planet yet


def flux_value(p: Player) -> float:
    """The flux token's track, rated for the level active now (and T1 before any level)."""
    if p.flux < 0:
        return 0.0
    track = p.flux
    name = TRACKS[track]
    level = active_level(p)
    total = PREFER[name]
    if at_top(p, track):
        return total - FLUX_TOP
    if level <= 1:
        letter = LETTER[name]
        total += FLUX_ROVER * sum(1 for rv in p.rovers if rv.board >= 0
                                  and p.boards[rv.board].terrain[rv.square] == letter)
    elif level == 2 and FLUX_TO_MILESTONE not in p.used_once:
        target = next_milestone(p)
        if target >= 0:
            total += FLUX_JUMP * (target - p.tracks[track])
    elif level == 3:
        corp = CORP_BY_KEY[p.corp]
        for step in range(p.tracks[track] + 1, TRACK_TOP + 1):
            printed, better = corp.codes(track, step), corp.improved[track][step]
            total += FLUX_BETTER * (len(better) - len(printed))
            if track == TRACK_INDEX["civ"] and "CIV-MS" in printed:
                total += FLUX_BETTER
            elif track == TRACK_INDEX["rover"] and printed:
                total += FLUX_BETTER / 3  # one more movement a step
    elif level == 5:
        total += FLUX_ROOM * (TRACK_TOP - p.tracks[track])
    return total


def carried_value(p: Player) -> float:
    """Each meteorite a Horizon rover carries on the planet, by its distance to the nearest
    Rover icon (where it is collected)."""
    total = 0.0
    for rv in p.rovers:
        if rv.board < 0:
            continue
        b = p.boards[rv.board]
        if b.kind == "moon" or rv.square not in b.meteors:
            continue
        g = geo.geometry(b.key)
        x, y = g.xy(rv.square)
        near = min((abs(x - sx) + abs(y - sy) for sx, sy in
                    (g.xy(sq) for sq, ch in enumerate(b.icons) if ch == ROVER_ICON)),
                   default=FAR)
        total += CARRIED * CARRY_DECAY ** near
    return total


# Registered like the other corporations' terms (`corps.BOT_VALUE`, added by `levels.value`).
BOT_VALUE["fluxindustries"] = lambda p, late, rounds: flux_value(p)
BOT_VALUE["horizongroup"] = lambda p, late, rounds: carried_value(p)


__all__ = ["carried_value", "flux_value"]
