"""Horizon Group (PU-18.6, PU-18.7): meteorites ride on rovers to a Rover icon.

Power (planet only, SM-2.4; `rovers.collect_at` and `rovers.move_rover` ask `CARRY_METEORS`):
a rover does not collect the meteorite of a square it enters or is placed on; a meteorite
sharing a square with a rover is carried (`carry`: it moves with each step of that rover, only
onto a square without a meteorite) and is collected where the square shows a Rover icon. A rover
holds one meteorite at most, as two meteorites never share a square. On the moon a Horizon
rover collects by entering, as in the base game (SM-2.4 DECISION).

Techs: T1 tiles containing Rover terrain ignore adjacency only (`board.Rules.free_terrain`,
PU-4.9); T2 at round start +1 movement per rover carrying a meteorite; T3 a patch with each
meteorite collected (`rovers.collect_meteor`); T4 a meteorite carried onto Water terrain may be
destroyed (a `dump_meteor` pool item); T5 once a round (`use 45`) the Rover tracker +1.
"""

from __future__ import annotations

from dataclasses import replace

from game.supermoon.abilities import (
    CARRIER_MOVES,
    CARRY_METEORS,
    DUMP_IN_WATER,
    ROVER_ADVANCE,
    has_ability,
    has_power,
)
from game.supermoon.corps import ON_ROUND_START, POOL_KINDS, USES, PoolKind, Use
from game.supermoon.data import LETTER
from game.supermoon.rovers import rover_at, set_board
from game.supermoon.state import Gain, Player, State
from game.supermoon.tracks import ROVER, Turn, advance, at_top

KEY = "horizongroup"
USE_ROVER = 45
WATER = LETTER["water"]
DESTROY, KEEP = 1, 0


def carriers(p: Player) -> list[int]:
    """The rovers carrying a meteorite: on a planet square holding one (PU-18.6)."""
    if not has_power(p, CARRY_METEORS):
        return []
    return [r for r, rv in enumerate(p.rovers) if rv.board >= 0
            and p.boards[rv.board].kind != "moon" and rv.square in p.boards[rv.board].meteors]


def carry(t: Turn, bi: int, src: int, dst: int) -> None:
    """A rover stepped from `src` to `dst`: its meteorite comes along if `dst` holds none
    (otherwise it stays behind and the rover now shares `dst` with the other one). DECISION
    (PU-18.6 "moves with it"; PU-7.3): only steps carry; a teleport leaves the meteorite
    behind. T4: carried onto Water terrain, it may be destroyed. DECISION (PU-18.7 "a carried
    meteorite brought onto Water"; RB "destroys a meteorite it carries when it moves onto water
    terrain"): a rover stepping onto a meteorite that already lies on Water is no delivery."""
    b = t.player.boards[bi]
    if b.kind == "moon" or src not in b.meteors or dst in b.meteors:
        return
    set_board(t, bi, replace(b, meteors=tuple(dst if m == src else m for m in b.meteors)))
    t.log("sm.meteor_carried")
    if has_ability(t.player, DUMP_IN_WATER) and b.terrain[dst] == WATER:
        t.add(Gain("dump_meteor", bi, (dst,), source="tech"))


def dump_choices(st: State, seat: int, p: Player, gain: Gain) -> list[tuple[int, ...]]:
    """Destroy or keep, while the meteorite is still there on its rover."""
    b = p.boards[gain.arg]
    square = gain.opts[0]
    if square not in b.meteors or rover_at(p, gain.arg, square) < 0:
        return []
    return [(DESTROY,), (KEEP,)]


def dump(t: Turn, st: State, gain: Gain, choice: tuple[int, ...]) -> None:
    if choice[0] != DESTROY:
        t.log("sm.meteor_kept")
        return
    b = t.player.boards[gain.arg]
    set_board(t, gain.arg, replace(b, meteors=tuple(m for m in b.meteors
                                                    if m != gain.opts[0])))
    t.log("sm.meteor_destroyed", count=1)  # SM-1.3, PU-8.4: destroyed, never collected


def _round_start(t: Turn) -> None:
    """T2 (PU-18.7): +1 movement per rover carrying a meteorite."""
    if has_ability(t.player, CARRIER_MOVES):
        n = len(carriers(t.player))
        if n:
            t.set(moves=t.player.moves + n)  # PU-2.4: the round's pool
            t.log("sm.carrier_moves", amount=n)


def rover_choices(st: State, seat: int, p: Player) -> list[tuple[int, ...]]:
    """T5, once a round; not at the top, where it would give nothing (PU-6.3)."""
    if not has_ability(p, ROVER_ADVANCE) or ROVER_ADVANCE in p.used or at_top(p, ROVER):
        return []
    return [()]


def advance_rover(t: Turn, st: State, args: tuple[int, ...]) -> None:
    t.set(used=t.player.used + (ROVER_ADVANCE,))
    t.log("sm.rover_advance")
    advance(t, ROVER, source="tech")


ON_ROUND_START[KEY] = _round_start
POOL_KINDS["dump_meteor"] = PoolKind(dump_choices, dump)
USES[USE_ROVER] = Use(ROVER_ADVANCE, rover_choices, advance_rover)

__all__ = ["carriers", "carry"]
