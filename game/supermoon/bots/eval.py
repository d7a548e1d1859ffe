"""Planet Unknown bot evaluation: what a placement and a player position are worth, in medals.

Two scales, both "expected final medals":

* `quick_placement` rates one (tile, form, x, y) on a board with bitmasks only (no engine call),
  so that every legal placement of every tile can be ranked: the printed line medals as rows and
  columns fill up (PU-14.2, a meteorite spoils a line until collected, PU-8.3), the squares left
  isolated (only a patch can fill them, PU-9), the track advances of the tile's icons (PU-5.3,
  ice doubles nothing but gates water, PU-5.4), lifepods and rovers covered (PU-5.2).
* `position` rates a whole player after the engine has applied a move: the medals they would
  score now (PU-14.1) plus the potential of unfinished lines, tracks heading to their next
  benefit, rovers near lifepods and meteorites, and the holes on the planet.

Weights are plain constants that the levels share. The hard level adds lookahead and, with a
`packed` weight above 0, the packing term (`packing`): a solo game has 20 rounds for 96 planet
squares (PU-15.1), so every square a tile covers early is one fewer left bare at the end, and a
tile laid flush against covered or off-planet squares leaves fewer pockets that later tiles
cannot fit. Measured on the solo bench: it halves the bare squares at the end (13 to 6).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from game.supermoon import board as geo
from game.supermoon.bots.moon_eval import moon_gain, moon_value
from game.supermoon.bots.objective_eval import Aims, aim_value, area_credit, chance, wanted_top
from game.supermoon.bots.rovers import (  # noqa: F401 (METEOR_*: the tests read them here)
    METEOR_CAP,
    METEOR_DEBT,
    meteor_debt,
    rovers_forfeited,
    shuttle_hop,
)
from game.supermoon.data import (
    LETTER,
    TERRAIN_OF,
    TRACK_INDEX,
    TRACKS,
    tile_def,
)
from game.supermoon.scoring import (
    board_bonus,
    civ_medals,
    lifepod_medals,
    meteorite_medals,
    private_met,
    track_medals,
)
from game.supermoon.state import Board, Player
from game.supermoon.tracks import lane, lane_spot, lane_top, track_level

LINE_DECAY = 0.78  # value kept per square still missing in a line, without an outlook
DECAY_MIN, DECAY_MAX = 0.45, 0.92  # bounds of the capacity-aware decay (`line_decay`)
SQUARES_PER_ROUND = 4.4  # what one round's tile covers, on average (big tiles are 4-5)
METEOR_LINE = 0.45  # a line with a meteorite: kept share (a rover can still collect it)
HOLE = 1.6  # a free square with no free neighbour: only a patch can fill it
POCKET = 0.5  # a free square with exactly one free neighbour
LIFEPOD = 1.0  # a lifepod covered is lost (PU-5.2)
ROVER_LOST = 3.0
STEP = 0.55  # a track step, before what it grants
BENEFIT = {"SYN": 1.0, "CIV-MS": 2.2, "TECH-MS": 1.1, "PATCH": 0.8, "NEW-ROVER": 1.6,
           "mv1": 0.35, "mv2": 0.6, "mv3": 0.8}
# Hard in solo (the `routed` rating): a patch is worth twice as much. With the line decay from
# the known capacity (`capacity_decay`) the bot leaves fewer bare squares, and the ones left are
# the last gaps of lines, which a patch (PU-9.4) finishes. Paired together on 180 fresh seeds.
SOLO_BENEFIT = {**BENEFIT, "PATCH": 1.6}
TRACK_AHEAD = 0.72  # share of a medal space kept per step still to climb
ROVER_REACH = 0.9  # per lifepod/meteorite a rover can reach soon, fading with distance
ROVER_DECAY = 0.8  # kept per square between the rover and its target
METEOR_W = 0.6  # a meteorite to collect, against a lifepod's 1
WANTED = 0.1  # per square of a terrain a private objective groups, and per same neighbour
PACK_COVER = 0.6  # packed rating: per planet square covered
PACK_BOUND = 0.3  # packed rating: per edge between a free square and a blocked one
PACK_LIFEPOD = 2.0  # packed rating: a lifepod covered (packing would bury them, PU-5.2)
ROVER_ALIVE = 1.5  # routed rating: a rover still on a board, for what it will collect
ROVER_STEP = 0.8  # routed rating: per Rover track step, for the movement and rovers it brings
OBJ_TRACK = 0.4  # routed rating: per step of a track a kept, unmet objective wants at the top
CROWD = 1.5  # per tracker sharing a column, where they block each other (Makeshift, PU-18.10)
# Routed rating: per icon of a kept area card's best area (PU-11.4 cards 43-48) while it can
# still grow (`area_credit`). Paired on fresh solo seeds: +0.35 +- 0.85 (1520-1579), +0.80 +-
# 0.62 (1640-1699); at 1.6 an icon, -1.32 +- 0.89.
AREA_ICON = 0.8
# Routed rating: each meteorite waiting on the planet (up to METEOR_CAP) costs METEOR_DEBT per
# Rover step still below the top (`meteor_debt`). Movement only comes with Rover steps (PU-6.10),
# and a meteorite left on the planet spoils its row and column (PU-8.3): at the end of 60 solo
# games the full lines so spoiled cost 4.3 medals a game, 7.4 in the games whose Rover track
# ended at 8 or below. Paired on fresh seeds 1640-1699: +1.93 +- 0.67 (lines +1.15, meteorites
# left 3.2 -> 2.6); at 0.3, +1.25 +- 0.77.
# Routed rating: a rover of the supply whose NEW-ROVER space is already behind the tracker
# (`rovers_forfeited`): entered before any tile was placed (a round-1 event's advance) or in a
# round of event 109/123 (PU-6.9, PU-6.11), it never comes. Without this the bot sent a round-1
# event's advance to Rover and played the whole game with one rover (2 solo games of 40, and
# 2 more lost a NEW-ROVER space to event 109).
FORFEIT = 3.0
STORED = 1.5  # a patch stored for the final phase (PU-9.4), before the last round
WATER_OFF_ICE = 0.3  # a Water icon laid with no Water square on ice: lost (PU-5.4)
# Routed rating (hard in solo): the hole penalty's weight by rounds left, heavier in the second
# half. Fitted: the final scores of 400 solo hard games, regressed per stage on the parts of
# the rating, put 1.5 to 1.9 times the penalty on a hole from 8 rounds left to 3 (a hole there
# stays bare, as few patches come, PU-9.4). Paired on fresh seeds (`position`).
SOLO_HOLE_W = ((20.0, 1.0), (14.0, 1.0), (10.0, 1.2), (7.0, 1.5), (4.5, 1.8), (3.0, 1.7),
               (2.0, 1.2))


@dataclass(frozen=True)
class Lines:
    """Bitmasks of a planet's rows and columns with their medals."""

    lines: tuple[tuple[int, int, int], ...]  # (mask, medal, size)


@cache
def lines_of(key: str) -> Lines:
    """Rows and columns of a board with their printed medals (a fragment's own, SM-9.6)."""
    g = geo.geometry(key)
    row_medals, col_medals = geo.line_medals(key)
    rows = [(row_medals[y], [(x, y) for x in range(g.width)]) for y in range(g.height)]
    cols = [(col_medals[x], [(x, y) for y in range(g.height)]) for x in range(g.width)]
    out = []
    for medal, cells in rows + cols:
        m = 0
        for x, y in cells:
            if g.on_board(x, y):  # holes do not count for a line (PU-17.8)
                m |= g.bit(x, y) & g.open
        if m:
            out.append((m, medal, bin(m).count("1")))
    return Lines(tuple(out))


def _meteor_mask(g: geo.Geometry, board: Board) -> int:
    return g.mask_of(tuple(board.meteors))


def line_decay(free: int, rounds: float) -> float:
    """The share of a line's medals kept per square it still misses, from the capacity left.

    The coming `rounds` cover about SQUARES_PER_ROUND squares each; whatever of the `free`
    planet squares they cannot cover stays bare and spoils its lines (PU-14.2). Early on
    nearly every square will be covered, so a line far from full still counts; when capacity
    runs short, only the nearly full lines are worth finishing."""
    return capacity_decay(free, rounds * SQUARES_PER_ROUND)


def capacity_decay(free: int, capacity: float) -> float:
    """`line_decay` when the squares the coming rounds can cover are known (`capacity`: in
    solo every stack is one shape, PU-0.2, and the station's turns are fixed, PU-3.3)."""
    if free <= 0:
        return LINE_DECAY
    bare = max(0.5, free - capacity)
    return max(DECAY_MIN, min(DECAY_MAX, 1.0 - bare / free))


@lru_cache(maxsize=1 << 16)
def line_value(key: str, covered: int, meteors: int, decay: float = LINE_DECAY) -> float:
    """Expected medals of the planet's lines (complete ones count whole; cached: a decision
    rates thousands of placements on the same boards, 48 lines on the fragmented planet)."""
    total = 0.0
    for mask, medal, _size in lines_of(key).lines:
        missing = (mask & ~covered).bit_count()
        value = medal * (decay ** missing)
        if mask & meteors:
            value *= METEOR_LINE
        total += value
    return total


def packing(g: geo.Geometry, covered: int) -> float:
    """The packed rating's term: squares covered, minus the edges between a free square and a
    covered or off-planet one (the free region's outline: the longer, the more pockets)."""
    free = g.open & ~covered
    blocked = ~free
    s = g.stride
    outline = ((free & (blocked << 1)).bit_count() + (free & (blocked >> 1)).bit_count()
               + (free & (blocked << s)).bit_count() + (free & (blocked >> s)).bit_count())
    return PACK_COVER * (covered & g.open).bit_count() - PACK_BOUND * outline


def hole_penalty(g: geo.Geometry, covered: int) -> float:
    """Free squares cut off from the others (isolated or nearly)."""
    free = g.open & ~covered
    s = g.stride
    n_up, n_down, n_left, n_right = free >> s, free << s, free >> 1, free << 1
    # Free squares with at least one free neighbour, and with at least two.
    any_nb = (n_up | n_down | n_left | n_right) & free
    two = ((n_up & n_down) | (n_up & n_left) | (n_up & n_right) | (n_down & n_left)
           | (n_down & n_right) | (n_left & n_right)) & free
    isolated = free & ~any_nb
    single = any_nb & ~two
    return HOLE * bin(isolated).count("1") + POCKET * bin(single).count("1")


def step_value(corp: str, track: int, step: int, routed: bool = False) -> float:
    """What entering one track step is worth (its benefit; medals are counted by position);
    `routed`: hard in solo (`SOLO_BENEFIT`)."""
    spaces = lane(corp, track)  # the spaces the tracker climbs (PU-18: Oasis, Wormhole)
    if step > lane_top(corp, track):
        return 0.0
    value = STEP
    benefit = SOLO_BENEFIT if routed else BENEFIT
    for code in spaces[step]:
        value += benefit.get(code, 0.0)
    return value


def advance_value(p: Player, track: int, k: int = 1, routed: bool = False) -> float:
    """Worth of advancing one tracker k spaces along the lane it climbs (its column, PU-18.10's
    column it stands in, Oasis' water path)."""
    lane_id, pos = lane_spot(p, track)
    return _advance_value(p.corp, lane_id, pos, k, routed)


@lru_cache(maxsize=1 << 14)
def _advance_value(corp: str, lane_id: int, pos: int, k: int, routed: bool) -> float:
    total = 0.0
    for i in range(1, k + 1):
        if pos + i > lane_top(corp, lane_id):
            break
        total += (step_value(corp, lane_id, pos + i, routed)
                  + _medal_gain(corp, lane_id, pos + i))
    return total


@cache
def _medal_at(corp: str, track: int, step: int) -> int:
    spaces = lane(corp, track)
    best = 0
    for s in range(min(step, len(spaces) - 1) + 1):
        for code in spaces[s]:
            if code.startswith("M") and code[1:].isdigit():
                best = int(code[1:])
    return best


def _medal_gain(corp: str, track: int, step: int) -> float:
    return track_potential(corp, track, step) - track_potential(corp, track, step - 1)


@cache
def track_potential(corp: str, track: int, step: int) -> float:
    """The medal a tracker on `step` holds, plus the medal spaces ahead, discounted by their
    distance (a tracker 1 step below M7 is worth nearly 7, PU-6.4)."""
    here = float(_medal_at(corp, track, step))
    ahead = 0.0
    previous = here
    for s in range(step + 1, lane_top(corp, track) + 1):
        m = _medal_at(corp, track, s)
        if m > previous:
            ahead += (m - previous) * TRACK_AHEAD ** (s - step)
            previous = m
    return here + ahead


def icon_value(p: Player, board: Board, squares: tuple[tuple[int, str, str, bool], ...],
               routed: bool = False) -> float:
    """The tracks a tile's icons would advance (PU-5.3 to PU-5.5), roughly."""
    total = 0.0
    water_on_ice = any(letter == LETTER["water"] and geo.is_ice(board, sq)
                       for sq, letter, _i, _m in squares)
    for _sq, _letter, icon, _m in squares:
        if not icon:
            continue
        name = TERRAIN_OF[icon]
        if name == "energy":  # the best track among the neighbours, roughly any track
            total += 0.8 * max(advance_value(p, t, 1, routed) for t in range(len(TRACKS)))
        elif name == "water":
            total += (advance_value(p, TRACK_INDEX["water"], 1, routed) if water_on_ice
                      else -WATER_OFF_ICE)
        else:
            total += advance_value(p, TRACK_INDEX[name], 1, routed)
    return total


def quick_placement(p: Player, bi: int, tile: int, form: int, x: int, y: int,
                    decay: float = LINE_DECAY, packed: float = 0.0,
                    aims: Aims | None = None, routed: bool = False) -> float:
    """Rate one placement without the engine (see the module docstring); `aims` adds what
    the tile's icons and squares are worth to the private objectives (`objective_eval.aims`);
    `routed`: hard in solo (`SOLO_BENEFIT`)."""
    board = p.boards[bi]
    g = geo.geometry(board.key)
    squares = geo.squares_of(board, tile, form, x, y)
    covered = geo.covered_mask(board.key, board.terrain)
    meteors = _meteor_mask(g, board)
    new = covered
    new_meteors = meteors
    lost = 0.0
    rover_squares = {r.square for r in p.rovers if r.board == bi}
    has_meteor = tile >= 0 and tile_def(tile).meteor
    for sq, _letter, _icon, meteor in squares:
        bx, by = g.xy(sq)
        bit = g.bit(bx, by)
        new |= bit
        if sq in board.lifepods:
            lost += PACK_LIFEPOD if packed else LIFEPOD
        if sq in rover_squares:
            lost += ROVER_LOST
        if meteor and has_meteor:
            new_meteors |= bit
    gain = 0.0
    if geo.is_planet(board):
        gain += (line_value(board.key, new, new_meteors, decay)
                 - line_value(board.key, covered, meteors, decay))
        gain -= hole_penalty(g, new) - hole_penalty(g, covered)
    elif board.kind == "moon":
        gain += moon_gain(p, bi, squares, has_meteor)
    if packed and geo.is_planet(board):
        gain += packed * (packing(g, new) - packing(g, covered))
    gain += icon_value(p, board, squares, routed)
    if aims is not None:
        gain += aim_value(aims, bi, squares)
        if aims.wanted:  # grow the terrains a private objective wants together
            for sq, letter, _icon, _m in squares:
                if letter in aims.wanted:
                    gain += WANTED * (1.2 + sum(1 for nb in g.neighbours(sq)
                                                if board.terrain[nb] == letter))
    if has_meteor:
        gain += 0.25  # a meteorite to collect later (3 = 1 medal) against its line
    return gain - lost


def meteor_worth(b: Board, decay: float, late: float) -> dict[int, float]:
    """What collecting each meteorite of a board brings: a third of a meteorite medal (PU-8.4)
    and, on the planet, the lines it alone spoils (PU-8.3) by their chance of filling up
    (`line_value`'s decay; in the last round only the lines already full count)."""
    g = geo.geometry(b.key)
    covered = geo.covered_mask(b.key, b.terrain)
    meteors = _meteor_mask(g, b)
    out = {}
    for sq in b.meteors:
        bit = g.bit(*g.xy(sq))
        worth = 1.0 / 3.0
        if geo.is_planet(b):
            for mask, medal, _size in lines_of(b.key).lines:
                if not mask & bit or mask & meteors & ~bit:
                    continue  # not its line, or another meteorite spoils it as well
                missing = (mask & ~covered).bit_count()
                if late >= 1:
                    worth += medal if missing == 0 else 0.0
                else:
                    worth += medal * (decay ** missing) * (1.0 - METEOR_LINE)
        out[sq] = worth
    return out


def rover_potential(p: Player, decay: float | None = None, late: float = 0.0) -> float:
    """Lifepods and meteorites within reach of a rover, fading with distance; with a `decay`
    (the routed rating) a meteorite is worth what collecting it brings (`meteor_worth`).

    The routed rating pairs rovers and targets, the best pairs first, each target with one
    rover and each rover with one target: a lifepod or a meteorite is collected once (PU-7.4).
    Counted for every rover near it, a meteorite beside two rovers rated above collecting it,
    and the rovers stopped beside it with the movement to take it. The other ratings keep each
    rover's best target (the 2- and 4-seat win rates were measured with it)."""
    pairs: list[tuple[float, int, int, int]] = []
    worth: dict[int, list[tuple[int, float]]] = {}  # per board, shared by its rovers
    for i, r in enumerate(p.rovers):
        if r.board < 0:
            continue
        rx, ry = geo.geometry(p.boards[r.board].key).xy(r.square)
        hop, shuttled = shuttle_hop(p, i)  # SM-9.5: any fragment square, 1 movement away
        for bi in [r.board] + [bi for bi in shuttled if bi != r.board]:
            b = p.boards[bi]
            g = geo.geometry(b.key)
            if bi not in worth:
                worth[bi] = ([(sq, 1.0) for sq in b.lifepods]
                             + ([(sq, METEOR_W) for sq in b.meteors] if decay is None
                                else list(meteor_worth(b, decay, late).items())))
            for sq, w in worth[bi]:
                tx, ty = g.xy(sq)
                d = abs(tx - rx) + abs(ty - ry) if bi == r.board else hop + 1
                d = min(d, hop + 1) if hop >= 0 else d
                pairs.append((w * ROVER_REACH * (ROVER_DECAY ** d), i, bi, sq))
    if decay is None:
        best: dict[int, float] = {}
        for v, i, _board, _sq in pairs:
            best[i] = max(best.get(i, 0.0), v)
        return sum(best.values())
    pairs.sort(key=lambda t: -t[0])
    total = 0.0
    paired: set[int] = set()
    taken: set[tuple[int, int]] = set()
    for v, i, board, sq in pairs:
        if i not in paired and (board, sq) not in taken:
            paired.add(i)
            taken.add((board, sq))
            total += v
    return total


def solo_hole_weight(rounds: float) -> float:
    """`SOLO_HOLE_W` at `rounds` rounds left, linear between its points."""
    table = SOLO_HOLE_W
    if rounds >= table[0][0]:
        return table[0][1]
    for (r0, w0), (r1, w1) in zip(table, table[1:], strict=False):
        if rounds >= r1:
            return w1 + (w0 - w1) * (rounds - r1) / (r0 - r1)
    return table[-1][1]


def position(p: Player, objective_medals: float = 0.0, *, late: float = 0.0,
             decay: float = LINE_DECAY, packed: float = 0.0, rounds: float = 10.0,
             routed: bool = False) -> float:
    """A player's worth: medals now plus the potential of what is under way.

    `late` (0 early … 1 in the last round) fades the potential that needs more rounds;
    `decay` is the line decay of `line_decay`. Unspent movement points are worth nothing:
    they are lost at cleanup (PU-2.4), so a rover that can get closer to a lifepod or a
    meteorite always moves (valuing them kept the rovers parked all game). `packed` adds
    the packing term before the last round (see the module docstring). `routed` (the hard
    bot, which routes its rovers, `bots.rovers`) values a rover still on a board, each step
    of the Rover track (`ROVER_STEP`), each step of a track a kept objective wants at the top
    (`OBJ_TRACK`), each icon of a kept area card's best area while it can still grow
    (`AREA_ICON`, `objective_eval.area_credit`), each meteorite by what collecting it brings
    (`meteor_worth`), the meteorites still waiting on the planet against the Rover steps left
    to fetch them (`meteor_debt`), each rover the supply can no longer bring (`FORFEIT`,
    `rovers_forfeited`) and each patch stored for the final phase (`STORED`,
    `stored_worth`; the other ratings count it as nothing, so they never store one), and
    weighs the holes by the rounds left (`solo_hole_weight`)."""
    keep = 1.0 - 0.6 * late
    holes = keep * (solo_hole_weight(rounds) if routed and late < 1 else 1.0)
    total = float(civ_medals(p) + lifepod_medals(p) + meteorite_medals(p))
    spots = [lane_spot(p, t) for t in range(len(TRACKS))]  # (lane, space) of each tracker
    if late >= 1:
        total += track_medals(p)
    else:
        total += sum(track_potential(p.corp, c, s) for c, s in spots)
        total -= CROWD * (len(spots) - len({c for c, _s in spots}))  # 0 but for Makeshift
    total += objective_medals
    if p.stored and routed:  # PU-9.4: placed in the final phase, where they finish lines
        total += stored_worth(p) if late >= 1 else STORED * p.stored
    pulled = 0  # steps of the tracks that kept, unmet cards want at the top (`OBJ_TRACK`)
    for card in p.objectives:  # PU-11.2: the 5 medals by their chance (met ones are counted)
        odds = chance(p, card, rounds)
        met = private_met(p, card)
        total += 5 * (odds - 1.0 if met else odds)
        if routed and AREA_ICON and not met:
            total += AREA_ICON * area_credit(p, card, rounds)
        track = wanted_top(card)
        if track is not None and not met:
            pulled += track_level(p, track)
    total += 0.33 * keep * (p.meteorites % 3)  # part way to the next meteorite medal
    for b in p.boards:
        g = geo.geometry(b.key)
        covered = geo.covered_mask(b.key, b.terrain)
        if geo.is_planet(b):
            if packed and late < 1:
                total += packed * packing(g, covered)
            lined = covered | g.electric  # PU-17.12: bare electric squares fill a line
            if late >= 1:  # the last round: only finished lines will score
                total += _complete_lines(b, lined, g)
            else:
                total += line_value(b.key, lined, _meteor_mask(g, b), decay)
            if g.cities or g.sub_planets:  # PU-17.3, PU-17.5: as they would score now
                total += board_bonus(b)
            total -= holes * hole_penalty(g, covered)
        elif b.kind == "moon":
            total += moon_value(b, late)
    # Tracks: the value of the next steps, for the rounds to come.
    for c, pos in spots:  # the benefits of the next steps, for the rounds to come
        total += keep * 0.3 * sum(step_value(p.corp, c, pos + i, routed) - STEP for i in (1, 2))
    if routed:
        alive = sum(1 for r in p.rovers if r.board >= 0)
        total += (1.0 - late) * ROVER_ALIVE * alive
        # Each Rover step raises the movement of every later rover icon (PU-6.10) and brings
        # the second rover nearer (PU-6.9): without them the lifepods end under tiles (PU-5.2).
        total += (1.0 - late) * ROVER_STEP * track_level(p, TRACK_INDEX["rover"])
        total -= (1.0 - late) * meteor_debt(p)
        total -= (1.0 - late) * FORFEIT * rovers_forfeited(p)
        # A kept "tracker at the top" card (PU-11.4 cards 55-59) pulls its track beyond the
        # chance model's slope, which alone met 9 of 24 such cards in 40 games (16 with it).
        total += (1.0 - late) * OBJ_TRACK * pulled
        total += keep * rover_potential(p, decay, late)
    else:
        total += keep * rover_potential(p)
    return total


def stored_worth(p: Player) -> float:
    """The line medals the stored patches complete when they are placed in the final phase
    (PU-9.4, PU-13.5): one square each, greedily where it completes the most medals
    (PU-14.2; a line with a meteorite stays spoiled, PU-8.3)."""
    total = 0.0
    left = p.stored
    for b in p.boards:
        if not geo.is_planet(b):
            continue
        g = geo.geometry(b.key)
        covered = geo.covered_mask(b.key, b.terrain)
        meteors = _meteor_mask(g, b)
        lines = lines_of(b.key).lines
        while left:
            best, best_bit = 0, 0
            free = g.open & ~covered
            while free:
                bit = free & -free
                free ^= bit
                gain = sum(medal for mask, medal, _ in lines  # the square is its last gap
                           if mask & ~covered == bit and not mask & meteors)
                if gain > best:
                    best, best_bit = gain, bit
            if not best_bit:
                break
            covered |= best_bit
            total += best
            left -= 1
    return total


def _complete_lines(b: Board, covered: int, g: geo.Geometry) -> float:
    meteors = _meteor_mask(g, b)
    return float(sum(medal for mask, medal, _ in lines_of(b.key).lines
                     if mask & ~covered == 0 and not mask & meteors))
