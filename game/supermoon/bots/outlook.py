"""The horizon of a bot decision (`Outlook`): how late the game is, the rounds and the planet
capacity left, the wishes of the kept objectives; split from `levels.py`."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from game.supermoon.bots import eval as ev
from game.supermoon.bots.objective_eval import (
    Aims,
    aims,
)
from game.supermoon.data import (
    LETTER,
    SHAPES,
    TRACK_INDEX,
)
from game.supermoon.scoring import bare_planet_squares
from game.supermoon.state import SEAT_POSITIONS, Player, depot_after_turns, depot_slots
from game.supermoon.tracks import milestone_steps, track_level
from game.supermoon.view import View

CIV = TRACK_INDEX["civ"]
# Solo hard: share of the known coming capacity (`solo_capacity`) the line decay counts on:
# the bigger shape is not always the one taken, and some squares never fit.
CAPACITY_SHARE = 0.95
CIV_RACE = 0.5  # multiplayer hard: extra worth of a civ track step (`_race`)
MULTI_PACK = 0.5  # multiplayer hard: weight of the packing term (solo: 1)


@dataclass(frozen=True)
class Outlook:
    """What a decision knows of the game's horizon: `late` (0 early … 1 in the last round)
    and the capacity-aware line decay (`eval.line_decay`); `packed` is the weight of the
    packing term (`eval.packing`: 0 below hard, 1 for hard in solo, `MULTI_PACK` for hard at
    a table); `seats` the players at the table; `capacity` (hard in solo) the planet squares
    the rounds after this one can cover, known from the station (`solo_capacity`); `moon`
    whether the seat plays a moon (Supermoon module 1, SM-3)."""

    late: float = 0.0
    decay: float = ev.LINE_DECAY
    packed: float = 0.0
    rounds: float = 10.0
    seats: int = 1
    capacity: float = -1.0  # solo hard: squares the coming rounds can cover (-1: unknown)
    moon: bool = False


def lateness(view: View) -> float:
    """0 early in the game … 1 in the last round (fewest tiles left in any stack still in
    play, or event cards left: the last one ends the game, PU-12.4; solo included)."""
    if view.last_round or view.phase in ("final", "final_civ"):
        return 1.0
    if not view.counts or 0 in _depot_tiles(view):
        return 1.0  # PU-13.2: a depot with both stacks empty ends the game at this cleanup
    # One empty stack (solo event 116, PU-15.3) is not the end: read as 0, it made every round
    # after it a "last round" (fixed: +4.6 ± 0.8 on 73 games with 116).
    left = min(c for c in view.counts if c > 0)
    if view.events_left or view.event:
        # the event card of this round is already off the deck (PU-12.4): this round counts,
        # as in `rounds_left` (read without it, round 19 of 20 rated as the last round)
        left = min(left, view.events_left + (0 if view.phase == "rotate" else 1))
    return max(0.0, min(1.0, 1.0 - (left - 1) / 8.0))


def _depot_tiles(view: View) -> list[int]:
    """The tiles left in each depot, both its stacks (PU-13.2 ends the game when one is 0)."""
    return [sum(view.counts[slot] for slot in depot_slots(d)) for d in range(6)]


def rounds_left(view: View) -> float:
    """Rounds still to play, this one included: the event deck when there is one (PU-12.4),
    else the depot closest to running dry (PU-13.2), shared among the seats."""
    if view.last_round or view.phase in ("final", "final_civ"):
        return 1.0
    rounds = min(20.0, max(1, min(_depot_tiles(view))) * 6 / max(1, view.n))
    if view.events_left or view.event:
        rounds = min(rounds, view.events_left + (0 if view.phase == "rotate" else 1))
    return max(1.0, rounds)


def outlook(view: View, packed: bool = False) -> Outlook:
    """The horizon of a decision (see `Outlook`)."""
    free = 0 if view.me is None else bare_planet_squares(view.me)
    rounds = rounds_left(view)
    weight = (MULTI_PACK if view.n > 1 else 1.0) if packed else 0.0
    if packed and view.n == 1:
        later = solo_capacity(view, int(rounds) - 1)
        now = max((SHAPES[view.slot_shapes[sl]].size for sl in _facing_slots(view, 0)
                   if view.counts[sl] > 0), default=0)
        decay = ev.capacity_decay(free, (later + now) * CAPACITY_SHARE)
        # Before this round's tile is placed (the event step, PU-2.1) the positions rated
        # still have it to place: their capacity counts it.
        ahead = later + now if view.phase in ("event", "event_civ") else later
        return Outlook(lateness(view), decay, weight, rounds, view.n, ahead)
    moon = view.me is not None and any(b.kind == "moon" for b in view.me.boards)
    return Outlook(lateness(view), ev.line_decay(free, rounds), weight, rounds, view.n,
                   moon=moon)


def _facing_slots(view: View, turns: int) -> tuple[int, ...]:
    """The station slots facing the seat after `turns` more solo turns (PU-3.3)."""
    return depot_slots(depot_after_turns(SEAT_POSITIONS[view.n][view.seat], view.rotation,
                                         turns))


def solo_capacity(view: View, rounds: int) -> float:
    """The planet squares the next `rounds` rounds' offers cover when each round takes the
    bigger of the two shapes facing the seat (solo: every stack is one shape, PU-0.2, and the
    station turns one depot a round, PU-3.3; a depot's stack shrinks as it is drafted)."""
    counts = list(view.counts)
    total = 0
    for k in range(1, rounds + 1):
        size, slot = 0, -1
        for sl in _facing_slots(view, k):
            if counts[sl] > 0 and SHAPES[view.slot_shapes[sl]].size > size:
                size, slot = SHAPES[view.slot_shapes[sl]].size, sl
        if slot >= 0:
            counts[slot] -= 1
            total += size
    return float(total)


def _routes(look: Outlook) -> bool:
    """Hard plans its rovers' routes (`rovers.routes`) and rates rovers and meteorites by what
    they bring (`eval.position`'s `routed`): in solo, and at a table of three or more when
    moons are on (SM-3), where rescue tiles' meteorites and the moon's squares give the rovers
    more to do. At 4 seats with every module, against three normal bots, it raised hard's
    score +4.4 ± 2.8 (16 paired games: lifepods 1.6 -> 3.0, meteorites 1.9 -> 2.1, lines
    18.3 -> 21.2, civ 6.6 -> 2.8). Two seats (hard beat normal 66.5% of 200 games with every
    module) and the base game at a table were not re-measured, so they keep the old rating."""
    return look.packed > 0 and (look.seats == 1 or (look.moon and look.seats >= 3))


def _race(look: Outlook) -> float:
    """Multiplayer hard: what a step of the civ track is worth beyond its own rating, as the
    rank decks are shared and the first to a milestone picks first (PU-10.1)."""
    return CIV_RACE if look.packed and look.seats > 1 else 0.0


@cache
def _last_milestone(corp: str) -> int:
    """The civ track's last milestone step (PU-6.6): no race beyond it."""
    return max(milestone_steps(corp, CIV, "CIV-MS"), default=0)


def _wishes(p: Player, look: Outlook) -> Aims:
    """The private objectives' aims (`aims`), plus the civ race (`_race`) on civ icons."""
    wishes = aims(p, look.rounds, ev.AREA_ICON if _routes(look) else 0.0)
    race = _race(look)
    if race and track_level(p, CIV) < _last_milestone(p.corp):
        icons = dict(wishes.icons)
        icons[LETTER["civ"]] = icons.get(LETTER["civ"], 0.0) + race
        wishes = replace(wishes, icons=icons)
    return wishes


