"""Board helpers of a turn and the rovers (PU-7): replacing a board, finding and moving a
rover, collecting what it reaches. Used by the pool's resolvers (`gains`) and the rules."""

from __future__ import annotations

from dataclasses import replace

from game.supermoon import board as geo
from game.supermoon.abilities import (
    CARRY_METEORS,
    DIAGONAL_MOVES,
    FREE_ENERGY_STEPS,
    PATCH_PER_METEOR,
    has_ability,
    has_power,
)
from game.supermoon.data import LETTER
from game.supermoon.state import Board, Gain, Player, Rover, State
from game.supermoon.tracks import Turn, round_rule

Choice = tuple[int, ...]


def set_board(t: Turn, index: int, b: Board) -> None:
    """Replace one board of the player."""
    boards = list(t.player.boards)
    boards[index] = b
    t.set(boards=tuple(boards))


def without(items: tuple[int, ...], square: int) -> tuple[int, ...]:
    return tuple(i for i in items if i != square)


def rover_at(p: Player, bi: int, square: int) -> int:
    """Index of the rover on a square, -1 none."""
    for i, r in enumerate(p.rovers):
        if r.board == bi and r.square == square:
            return i
    return -1


def collect_at(t: Turn, bi: int, square: int, by_rover: bool = True) -> None:
    """A rover entering or placed on a square collects its lifepod and meteorite (PU-7.4);
    a Horizon rover on the planet only where a Rover icon shows (PU-18.6, SM-2.4). A card's
    or an event's « collect a lifepod » comes here too, `by_rover` False: its log line names
    no rover (it said « Player 1's rover collects a lifepod », a newcomer's review)."""
    b = t.player.boards[bi]
    if square in b.lifepods:
        b = replace(b, lifepods=without(b.lifepods, square))
        t.set(lifepods=t.player.lifepods + 1)
        t.log("sm.lifepod_collected" if by_rover else "sm.lifepod_taken")
        from game.supermoon.corps import lifepod_collected  # (corps imports this module)
        lifepod_collected(t)  # PU-18.2, PU-18.8: the corporation may put it elsewhere
    set_board(t, bi, b)
    if square in b.meteors and not (has_power(t.player, CARRY_METEORS) and b.kind != "moon"
                                    and b.icons[square] != LETTER["rover"]):
        collect_meteor(t, bi, square)


def collect_meteor(t: Turn, bi: int, square: int) -> None:
    """A meteorite is collected (PU-8.4); Horizon T3 gives a patch with it (PU-18.7)."""
    b = t.player.boards[bi]
    set_board(t, bi, replace(b, meteors=without(b.meteors, square)))
    t.set(meteorites=t.player.meteorites + 1)
    t.log("sm.meteor_collected")
    if has_ability(t.player, PATCH_PER_METEOR):
        t.add(Gain("patch", source="tech"))


def rover_moves(st: State, p: Player) -> list[Choice]:
    """(rover, direction) steps the round's movement pool allows now (PU-7.1, PU-7.2);
    directions 4-7 are diagonal (Cosmos T1), a step onto Energy may be free (Cosmos T4).
    DECISION (PU-18.3 "costs no movement"; PU-2.4: rovers move whenever the player acts): a
    free step needs no point left in the pool."""
    free = has_ability(p, FREE_ENERGY_STEPS)
    if p.moves <= 0 and not free:
        return []
    dirs = geo.STEPS if has_ability(p, DIAGONAL_MOVES) else geo.DIRS
    banned = banned_terrain(st)
    out: list[Choice] = []
    for r, rv in enumerate(p.rovers):
        if rv.board < 0:
            continue
        b = p.boards[rv.board]
        g = geo.geometry(b.key)
        x, y = g.xy(rv.square)
        for d, (dx, dy) in enumerate(dirs):
            if not g.on_board(x + dx, y + dy):
                continue
            sq = g.square(x + dx, y + dy)
            if p.moves <= 0 and step_cost(p, b, sq):
                continue
            if rover_at(p, rv.board, sq) >= 0:
                continue  # PU-7.1 DECISION: no two rovers on a square
            if not geo.can_enter(b, g, rv.square, sq):
                continue  # PU-17.7, PU-17.8, PU-17.13
            if banned and b.terrain[sq] == banned:
                continue  # PU-7.2: bare squares are never restricted
            out.append((r, d))
    return out


def banned_terrain(st: State) -> str:
    """The terrain letter events 97-102 bar rovers from this round (PU-7.2), '' for none."""
    rule = round_rule(st)
    return LETTER.get(rule.removeprefix("rover_not_onto_"), "") if rule.startswith(
        "rover_not_onto_") else ""


def teleport_targets(st: State, p: Player, bi: int) -> list[int]:
    """The squares of board `bi` a teleport may land a rover on (PU-7.3): rover-free ground.
    DECISION (PU-7.3 "move a rover to" its target; PU-7.2 and PU-17.7 bar moving onto a
    square): not the terrain events 97-102 name, not a bare toxic square of K'Aax; a teleport
    crosses no square, so the chasm (PU-17.13) does not stop it. Card 14, Republic T3 and the
    shuttle (SM-9.5) land by it; Jump Drive T2, which lands only on covered squares of its
    rover's terrain, reads the same event ban (`banned_terrain`)."""
    b = p.boards[bi]
    g = geo.geometry(b.key)
    banned = banned_terrain(st)
    return [sq for sq in geo.board_squares(b) if rover_at(p, bi, sq) < 0
            and not (banned and b.terrain[sq] == banned) and not geo.barred_square(b, g, sq)]


def step_cost(p: Player, b: Board, square: int) -> int:
    """Movement points a step onto a square costs: 1, none onto Energy terrain (Petra's bare
    electric squares included, PU-17.12) with Cosmos T4 (PU-18.3)."""
    return 0 if geo.is_energy(b, square) and has_ability(p, FREE_ENERGY_STEPS) else 1


def move_rover(t: Turn, rover: int, direction: int) -> None:
    """Spend one movement point to move a rover one square (PU-7.1)."""
    p = t.player
    rv = p.rovers[rover]
    g = geo.geometry(p.boards[rv.board].key)
    x, y = g.xy(rv.square)
    dx, dy = geo.STEPS[direction]
    sq = g.square(x + dx, y + dy)
    rovers = list(p.rovers)
    rovers[rover] = Rover(rv.board, sq)
    t.set(rovers=tuple(rovers), moves=p.moves - step_cost(p, p.boards[rv.board], sq))
    t.log("sm.rover_moved", rover=rover, x=x + dx, y=y + dy)
    if has_power(p, CARRY_METEORS):  # PU-18.6 Horizon: a meteorite rides along
        from game.supermoon.corps.horizon import carry
        carry(t, rv.board, rv.square, sq)
    collect_at(t, rv.board, sq)
