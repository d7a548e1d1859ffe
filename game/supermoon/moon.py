"""Supermoon Module 1, the moons (SM-3, SM-4, SM-5): the moon chosen at setup, the satellite
and its laser, the moon's medals.

A player's moon is one more `Board` (kind "moon", key `moon_<face>`, `grid.geometry`), so tiles,
blocks, rovers and meteorites use the same code as on the planet. Only the satellite is new:
`Player.satellite` is its orbital position. Every piece placed on the moon moves it clockwise
by its number of squares and fires its laser along one line (SM-4.1): at once for a piece that
advances nothing (a patch, a block, a tile placed without advancement), else once the piece's
gains are all resolved (SM-4.3), kept meanwhile in `Player.shots`. On a choice position the
player aims (an "aim" pool item, resolved before anything else, SM-4.1 (2)).
"""

from __future__ import annotations

from dataclasses import replace

from game.supermoon import board as geo
from game.supermoon.data import LETTER
from game.supermoon.grid import moon_key
from game.supermoon.moons import MOON_BOARDS, MOON_BY_KEY, MOON_FACES, MoonFace, orbit
from game.supermoon.state import Board, Gain, Player, Rover
from game.supermoon.tracks import Turn

METEOR_PENALTY = 3  # SM-5.5
ROW, COLUMN = 0, 1  # an aim's choice (SM-4.1)


def face_index(key: str) -> int:
    """The index of a face in `MOON_FACES` ("s" is 0)."""
    return next(i for i, f in enumerate(MOON_FACES) if f.key == key)


def board_offer(board_number: int) -> tuple[int, int]:
    """The two faces of a dealt moon board: (asymmetric, symmetric) face indices."""
    b = next(b for b in MOON_BOARDS if b.board == board_number)
    return face_index(b.asymmetric), face_index(b.symmetric)


def face_of(board: Board) -> MoonFace:
    """The face of a moon board."""
    return MOON_BY_KEY[board.key.removeprefix("moon_")]


def moon_index(p: Player) -> int:
    """The index of the player's moon among their boards, -1 without one."""
    return next((i for i, b in enumerate(p.boards) if b.kind == "moon"), -1)


def moon_choices(p: Player) -> list[tuple[int, int]]:
    """(face, start) pairs a seat may choose (SM-3.1)."""
    return [(f, s) for f in p.moon_offer for s in MOON_FACES[f].starts]


def choose_moon(t: Turn, face: int, start: int) -> None:
    """SM-3.1: the face, its starting meteorite, the satellite on a starting position."""
    board = geo.empty_board(moon_key(MOON_FACES[face].key))
    t.set(boards=t.player.boards + (board,), moon_offer=(), satellite=start)
    t.log("sm.moon_chosen", face=face, position=start + 1)


def placed_on_moon(t: Turn, squares: int, immediate: bool) -> None:
    """SM-4.3: a piece of `squares` squares was put on the moon; its shot now or later."""
    if immediate:
        _move(t, squares)
    else:
        t.set(shots=t.player.shots + (squares,))


def flush_shots(t: Turn) -> None:
    """Fire the waiting shots whose piece's gains are all resolved (SM-4.3, SM-4.5): only
    while nothing else waits in the pool (an aim stops the queue until it is chosen)."""
    while t.player.shots and not t.player.pool:
        squares = t.player.shots[0]
        t.set(shots=t.player.shots[1:])
        _move(t, squares)


def _move(t: Turn, squares: int) -> None:
    p = t.player
    bi = moon_index(p)
    face = face_of(p.boards[bi])
    positions = orbit(face)
    pos = (p.satellite + squares) % len(positions)
    t.set(satellite=pos)
    t.log("sm.satellite_moved", position=pos + 1, squares=squares)
    lines = positions[pos].lines
    if len(lines) == 2:  # a choice position: the player aims first (SM-4.1)
        t.set(pool=(Gain("aim", arg=pos, source="satellite"),) + t.player.pool)
        return
    fire(t, lines[0])


def aim_choices(gain: Gain) -> list[tuple[int]]:
    """The row or the column of a choice position."""
    return [(ROW,), (COLUMN,)]


def aim(t: Turn, gain: Gain, choice: int) -> None:
    """Fire along the chosen line of the position the satellite stands on."""
    face = face_of(t.player.boards[moon_index(t.player)])
    lines = orbit(face)[gain.arg].lines
    fire(t, lines[0] if choice == ROW else lines[1])


def line_squares(board: Board, line: tuple[str, int]) -> list[int]:
    """The moon squares of a row or a column."""
    g = geo.geometry(board.key)
    kind, k = line
    cells = [(x, k) for x in range(g.width)] if kind == "row" else [(k, y)
                                                                     for y in range(g.height)]
    return [g.square(x, y) for x, y in cells if g.on_board(x, y)]


def fire(t: Turn, line: tuple[str, int]) -> None:
    """SM-4.2: the laser destroys every meteorite and every rover on the line's moon squares
    (destroyed, never collected: SM-1.3)."""
    p = t.player
    bi = moon_index(p)
    board = p.boards[bi]
    hit = set(line_squares(board, line))
    meteors = tuple(sq for sq in board.meteors if sq not in hit)
    destroyed = len(board.meteors) - len(meteors)
    if destroyed:
        boards = list(p.boards)
        boards[bi] = replace(board, meteors=meteors)
        t.set(boards=tuple(boards))
    rovers = list(p.rovers)
    lost = 0
    for r, rv in enumerate(rovers):
        if rv.board == bi and rv.square in hit:
            rovers[r] = Rover(-1, -1)
            lost += 1
    if lost:
        t.set(rovers=tuple(rovers))
    t.log("sm.laser", axis=0 if line[0] == "row" else 1, line=line[1] + 1, meteors=destroyed,
          rovers=lost)  # lines and positions are told from 1, as on screen


def moon_lots(board: Board) -> int:
    """SM-5.3, SM-5.4: complete lots of the face's resources among the moon's icons."""
    face = face_of(board)
    return min(board.icons.count(LETTER[r]) for r in face.lot)


def moon_medals(p: Player) -> int:
    """The moon's medals: its lots, minus 3 per meteorite left on it (SM-5.3 to SM-5.5)."""
    total = 0
    for b in p.boards:
        if b.kind == "moon":
            total += face_of(b).lot_medals * moon_lots(b) - METEOR_PENALTY * len(b.meteors)
    return total
