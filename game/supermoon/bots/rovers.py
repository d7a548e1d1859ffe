"""Rover routes for the hard Planet Unknown bot: where the round's movement pool should go.

The engine moves a rover one square per movement point (PU-7.1), so a bot choosing one step at
a time only sees a lifepod or a meteorite when it stands next to it; a meteorite three squares
away that spoils a finished row and column (PU-8.3, PU-14.2) looks no better than any other
square. `routes` lists, for every rover, the shortest path to each lifepod and meteorite the
pool can reach this round (a breadth-first search on the board's squares, around the other
rovers, PU-7.1, and off the terrain an event forbids, PU-7.2); the bot plays each route through
the engine and rates where it ends, then takes the first step of the best one (and plans again
at the next step, so a route is never followed blindly).
"""

from __future__ import annotations

from functools import cache

from game.supermoon import board as geo
from game.supermoon.abilities import CARRY_METEORS, has_power
from game.supermoon.actions import Action
from game.supermoon.data import LETTER, TRACK_INDEX, TRACK_TOP
from game.supermoon.rovers import banned_terrain
from game.supermoon.scoring import planet_meteorites
from game.supermoon.state import Player, State
from game.supermoon.tracks import milestone_steps, track_level


def routes(st: State, p: Player) -> list[list[Action]]:
    """The move sequences taking a rover to a lifepod or a meteorite within the pool, the
    nearest first (`board.shortest_paths`)."""
    if p.moves <= 0:
        return []
    banned = banned_terrain(st)
    out: list[list[Action]] = []
    for r, rv in enumerate(p.rovers):
        if rv.board < 0:
            continue
        b = p.boards[rv.board]
        g = geo.geometry(b.key)
        blocked = {o.square for i, o in enumerate(p.rovers) if i != r and o.board == rv.board}
        if banned:
            blocked |= {sq for sq, t in enumerate(b.terrain) if t == banned}
        wanted = set(b.lifepods) | set(b.meteors)
        if b.kind != "moon" and rv.square in b.meteors and has_power(p, CARRY_METEORS):
            wanted |= {sq for sq, ch in enumerate(b.icons) if ch == ROVER_ICON}  # PU-18.6
        for sq, dirs in geo.shortest_paths(g, rv.square, blocked, p.moves, b).items():
            if dirs and sq in wanted:
                out.append([Action("move", (r, d)) for d in dirs])
    return out


def shuttle_hop(p: Player, rover: int) -> tuple[int, list[int]]:
    """SM-9.5 for the ratings: the squares from a rover on a fragment to the nearest bare
    shuttle square of its fragment, and the fragment boards the shuttle then reaches in 1
    movement (any square of any fragment); (-1, []) without a bare shuttle there."""
    rv = p.rovers[rover]
    b = p.boards[rv.board]
    if b.kind != "fragment":
        return -1, []
    g = geo.geometry(b.key)
    x, y = g.xy(rv.square)
    hops = [abs(sx - x) + abs(sy - y) for sx, sy in map(g.xy, g.shuttles)
            if b.terrain[g.square(sx, sy)] == "."]
    if not hops:
        return -1, []
    return min(hops), [bi for bi, ob in enumerate(p.boards) if ob.kind == "fragment"]


ROVER_ICON = LETTER["rover"]
METEOR_DEBT = 0.15  # per meteorite waiting on the planet, per Rover step still to climb
METEOR_CAP = 4  # meteorites counted at most


def meteor_debt(p: Player) -> float:
    """What the meteorites waiting on the planet cost while the Rover track is low: METEOR_DEBT
    per meteorite (at most METEOR_CAP) per step still to climb. Each Rover step brings
    movement (PU-6.10) to collect them (PU-7.4) before they spoil their lines (PU-8.3), so with
    meteorites waiting a Rover icon is worth more, and a meteorite laid is dearer the fewer
    steps remain to fetch it."""
    climb = TRACK_TOP - track_level(p, TRACK_INDEX["rover"])
    return METEOR_DEBT * min(METEOR_CAP, planet_meteorites(p)) * climb


@cache
def _rover_spaces(corp: str) -> tuple[int, ...]:
    """The Rover track's NEW-ROVER steps (PU-6.9), cached: `position` is the hot path."""
    return milestone_steps(corp, TRACK_INDEX["rover"], "NEW-ROVER")


def rovers_forfeited(p: Player) -> int:
    """Rovers left in the supply with no NEW-ROVER space ahead to bring them (PU-6.9: a space
    entered with no tile placed yet, or under event 109/123, PU-6.11, gives nothing); a rover
    granted and waiting in the pool, and event 65's extra rovers, which wait for this round's
    tile, are not counted."""
    ahead = sum(1 for s in _rover_spaces(p.corp) if s > track_level(p, TRACK_INDEX["rover"]))
    pending = sum(1 for g in p.pool if g.kind == "rover")  # granted, not yet placed
    return max(0, p.rover_supply - p.extra_rover - ahead - pending)
