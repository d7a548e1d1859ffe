"""What the bots see in a moon (SM-3 to SM-5): its lots, its meteorites, the satellite's next
shot; and the bots' board choices at setup (a planet, PU-17.1; a moon face and start, SM-3.1;
the fragmented planet's faces, SM-9.1).

`moon_value` rates a moon board as it would score, plus part of the next lot while there are
rounds to come; `shot_value` is what the shot a piece would trigger does (meteorites destroyed,
own rovers lost), the best line where the player aims; `choose_moon` picks a face and a start.
All pure: bitmask-free, the moon is small.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.rng import MutableRng
from game.supermoon import fragments
from game.supermoon.actions import Action
from game.supermoon.data import LETTER, PLANETS, SYMMETRIC_CORP, SYMMETRIC_PLANET, offered_corp
from game.supermoon.moon import METEOR_PENALTY, face_of, line_squares
from game.supermoon.moons import MOON_FACES, orbit
from game.supermoon.state import Board, Player

NEXT_LOT = 0.45  # share of a lot's medals per missing resource already there, before the end
ROVER_SHOT = 3.0  # an own rover in the laser's line


def lot_counts(board: Board, icons: str | None = None) -> list[int]:
    """Icons of each resource of the face's lot."""
    text = board.icons if icons is None else icons
    return [text.count(LETTER[r]) for r in face_of(board).lot]


def moon_value(board: Board, late: float = 0.0, icons: str | None = None,
               meteors: int | None = None) -> float:
    """SM-5.3 to SM-5.5: lots and meteorites as they score, plus (before the last round) part
    of the next lot for each of its resources already there."""
    face = face_of(board)
    counts = lot_counts(board, icons)
    lots = min(counts)
    value = float(face.lot_medals * lots)
    if late < 1:
        have = sum(1 for c in counts if c > lots) / len(counts)
        value += (1.0 - late) * NEXT_LOT * face.lot_medals * have
    value -= METEOR_PENALTY * (len(board.meteors) if meteors is None else meteors)
    return value


def shot_value(p: Player, bi: int, squares: int, meteors: Sequence[int]) -> float:
    """The satellite's shot after a piece of `squares` squares on moon `bi` with these
    meteorites on it: 3 per meteorite destroyed, minus own rovers lost, on the better line
    of a choice position (SM-4.1, SM-4.2)."""
    board = p.boards[bi]
    positions = orbit(face_of(board))
    lines = positions[(p.satellite + squares) % len(positions)].lines
    rovers = {r.square for r in p.rovers if r.board == bi}
    best = None
    for line in lines:
        hit = set(line_squares(board, line))
        v = METEOR_PENALTY * sum(1 for m in meteors if m in hit) - ROVER_SHOT * len(rovers & hit)
        best = v if best is None else max(best, v)
    return best or 0.0


def moon_gain(p: Player, bi: int, squares: tuple[tuple[int, str, str, bool], ...],
               has_meteor: bool) -> float:
    """A piece on the moon: its icons towards the lots, its meteorite, and the satellite's
    shot it triggers (SM-4.1, SM-5.3 to SM-5.5)."""
    board = p.boards[bi]
    icons = list(board.icons)
    landed = list(board.meteors)
    for sq, _letter, icon, meteor in squares:
        if icon:
            icons[sq] = icon
        if meteor and has_meteor:
            landed.append(sq)
    after = moon_value(board, icons="".join(icons), meteors=len(landed))
    return after - moon_value(board) + shot_value(p, bi, len(squares), landed)


def choose_planet(options: list[Action], r: MutableRng, level: str) -> Action:
    """Easy takes any planet offered (the fragmented planet too); the others play an
    asymmetric planet when they may (a dealt planet is there to be played), the least
    difficult one (PU-17 difficulty). DECISION (bots): the fragmented planet ranks by its least
    difficulty (SM-0.5: 4, as hard as the hardest planet), so normal and hard bots play it
    when it is dealt and, in a free choice, only if nothing easier is left (never in practice:
    12 asymmetric planets for at most 6 seats)."""
    if level == "easy":
        return r.choice(options)

    def rank(a: Action) -> tuple[bool, int, int]:
        if a.args[0] == fragments.FRAGMENTED:
            return False, fragments.difficulty_range()[0], a.args[0]
        planet = PLANETS[a.args[0]]
        return planet.key == SYMMETRIC_PLANET, planet.difficulty, a.args[0]

    return min(options, key=rank)


# What a face's forbidden element costs a bot (SM-9.3), in rough medals: a resource icon the
# tiles cannot lay there; Water's cost grows with the fragment's ice (off ice its icon is lost
# anyway, PU-5.4); meteorite tiles are many; patches and blocks can go on the other fragments.
FORBID_COST = {"water": 0.15, "meteorite": 2.0, "block": 0.5}
ICON_COST = 1.0
DIFFICULTY_COST = 1.0
FACE_LIFEPOD = 0.5  # a lifepod to collect (PU-8.1)
FACE_ICE = 0.1  # an ice square: a Water tile advances there (PU-5.4)
FACES_NOISE = 1.5  # normal: noise added to a whole choice's rating


def face_rating(key: str) -> float:
    """What a bot sees in a fragment face: its lifepods and ice against its difficulty and
    the cost of what it forbids (`FORBID_COST`)."""
    face = fragments.FACE_BY_KEY[key]
    ice = len(fragments.ice(face))
    cost = FORBID_COST.get(face.forbids, ICON_COST)
    if face.forbids == "water":
        cost *= ice
    return (FACE_LIFEPOD * len(fragments.lifepods(face)) + FACE_ICE * ice - cost
            - DIFFICULTY_COST * face.difficulty)


def choose_fragments(options: Sequence[Action], r: MutableRng, level: str) -> Action:
    """SM-9.1: easy lays the fragments on any faces; hard the best-rated face of each fragment
    (`face_rating`); normal likewise with some noise (`FACES_NOISE`), so it plays every face."""
    if level == "easy":
        return r.choice(list(options))
    noise = FACES_NOISE if level == "normal" else 0.0
    rated = [(sum(face_rating(k) for k in fragments.face_keys(a.args[0])) + noise * r.random(),
              -a.args[0], a) for a in options]
    return max(rated, key=lambda t: (t[0], t[1]))[2]


def choose_corporation(options: list[Action], r: MutableRng, level: str) -> Action:
    """Easy takes any corporation offered; the others run an asymmetric one when they may
    (a dealt board is there to be played), the least difficult one (PU-18 difficulty)."""
    if level == "easy":
        return r.choice(options)
    return min(options, key=lambda a: (offered_corp(a.args[0]).key == SYMMETRIC_CORP,
                                       offered_corp(a.args[0]).difficulty, a.args[0]))


def choose_moon(options: Sequence[Action], r: MutableRng, level: str) -> Action:
    """Easy: any. The others: the asymmetric face (a lot of two resources fills with two tiles,
    the symmetric one needs six), on the start whose first shots reach the starting meteorite
    soonest."""
    if level == "easy":
        return r.choice(list(options))

    def rank(a: Action) -> tuple[int, int, int]:
        face = MOON_FACES[a.args[0]]
        return (face.key == "s", _first_hit(a.args[0], a.args[1]), a.args[1])

    return min(options, key=rank)


def _first_hit(face_index: int, start: int) -> int:
    """How many squares of pieces, at the fewest, bring the satellite onto a line through the
    face's starting meteorite."""
    face = MOON_FACES[face_index]
    positions = orbit(face)
    target = next((x, y) for y, row in enumerate(face.grid) for x, ch in enumerate(row)
                  if ch == "M")
    for k in range(1, len(positions) + 1):
        lines = positions[(start + k) % len(positions)].lines
        if any((kind == "row" and i == target[1]) or (kind == "col" and i == target[0])
               for kind, i in lines):
            return k
    return len(positions)


__all__ = ["choose_corporation", "choose_fragments", "choose_moon", "choose_planet",
           "face_rating", "lot_counts", "moon_gain", "moon_value", "shot_value"]
