"""The private objectives (PU-11.2, PU-11.4) as the bots see them.

`chance` is the likelihood that a card's private side holds at game end, from where the player
stands and the rounds left; `position` counts an unmet card as 5 × chance, so every step that
raises the chance is worth its share of the 5 medals. `aims` turns the same models into what
one more tile is worth to them (its icons, and its squares where an area grows or a rectangle
fills), for the quick rating that picks the candidates. `keep_preference` drops the card least
often met (measured).

Measured (normal bot, the same 200 solo games): kept objectives met 18% → 36% of the time,
objective medals 2.7 → 5.4, total 40.9 → 44.0.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from statistics import NormalDist

from game.supermoon import board as geo
from game.supermoon import objectives as obj
from game.supermoon.data import LETTER, OBJECTIVES, TRACK_INDEX, ObjectiveSide
from game.supermoon.state import Board, Player
from game.supermoon.tracks import at_top, steps_to_top

# How often the private side of each card was met when kept (normal bot, 200 solo games with
# the chance model and aims below; each card's rate shrunk towards its kind's, 4 games' worth,
# as a card is kept about 25 times in 200 games): a bot drops the card it is least likely to
# meet (PU-15.2, PU-1.7).
MET_RATE = {
    37: 0.15, 38: 0.10, 39: 0.27, 40: 0.04, 41: 0.31, 42: 0.24,  # a 3×3 of a terrain
    43: 0.31, 44: 0.17, 45: 0.25, 46: 0.16, 47: 0.22, 48: 0.33,  # an area with 6 icons
    49: 0.06, 50: 0.11, 51: 0.02, 52: 0.21, 53: 0.01, 54: 0.07,  # a 2×5 of a terrain
    55: 0.73, 56: 0.48, 57: 0.59, 58: 0.84, 59: 0.51,  # a tracker at the top
    60: 0.47, 61: 0.15, 62: 0.82, 63: 0.62, 64: 0.08,
}
# The same for the hard bot in solo, which plays differently (it routes its rovers, so it
# collects meteorites and rarely keeps more lifepods than meteorites): 160 solo hard games,
# each card's rate shrunk towards its kind's, 8 games' worth. Rover at the top was met 29 times
# of 31 and Cleanup 7 of 11, where the normal bot's rates (0.51, 0.15) made hard drop them;
# Tight Ship 5 of 28 and Flowrate 10 of 21, where they (0.82, 0.84) made hard keep them.
HARD_SOLO_MET_RATE = {
    37: 0.04, 38: 0.10, 39: 0.14, 40: 0.06, 41: 0.18, 42: 0.15,
    43: 0.15, 44: 0.18, 45: 0.14, 46: 0.20, 47: 0.26, 48: 0.16,
    49: 0.10, 50: 0.03, 51: 0.03, 52: 0.16, 53: 0.06, 54: 0.04,
    55: 0.47, 56: 0.21, 57: 0.21, 58: 0.48, 59: 0.94,
    60: 0.50, 61: 0.64, 62: 0.18, 63: 0.82, 64: 0.08,
}

TRACK_RATE = 0.9  # steps a round a tracker the player pushes can climb (icons, synergies)
AREA_RATE = 0.15  # icons a round one area of a terrain gains, on average (tuned on the bench)
RECT_RATE = 0.25  # squares a round a window of one terrain gains, on average (tuned)
FORCED = 0.25  # chance a round forces a given resource on the player: both tiles carry it
# (1 tile in 3 does, so 1/9), or late in the game the other tile no longer fits
# Tight Ship (card 62) before the last round: the chance by the lead of lifepods over
# meteorites. It was 0.55 + 0.2 a lifepod of lead: every meteorite collected then cost a whole
# medal of the card's 5, so the hard bot left them on the planet, where each spoils its lines
# (PU-8.3); it met the card 5 times in 20 games all the same (red events destroy collected
# lifepods, 114). At 0.35 + 0.1 the 3 solo games of 40 that kept it scored +6, +5 and +12.
TIGHT_BASE, TIGHT_STEP = 0.35, 0.1
OBJ_W = 0.75  # share of the 5 medals felt on the way, for the kinds without a model
AIM_W = 1.0  # share of an area's or window's gain the quick rating feels
# `area_credit`: the free squares around an area that leave it room to grow. With fewer, the
# credit shrinks in proportion, so the bot keeps the border of its area open (areas met 7 of
# 88 -> 17 of 93 on 120 fresh solo seeds, 1520-1579 and 1640-1699).
RIM_ROOM = 6
# How much the difference between two neighbours' values on a neighbour side moves a round,
# as a standard deviation per square root of the rounds left (PU-11.1, PU-11.4; measured on
# 4-seat games of the normal bot).
NB_SPREAD = {"largest_area": 0.75, "area_count": 0.67, "resource_count": 0.72,
             "resources_on_edge": 0.47, "collected_meteorites": 0.7,
             "collected_lifepods": 0.4, "tracks_at_max": 0.35}
_STANDARD = NormalDist()


@dataclass(frozen=True)
class Aim:
    """A place on a board where squares of one terrain help a private objective: `good`
    squares earn `bonus` (once per tile when `touch`: a tile joining an area brings one
    icon; else per square); a square of another terrain in `good` costs `spoil` once."""

    board: int
    letter: str
    good: frozenset[int] | None  # None: anywhere (no area yet)
    bonus: float
    touch: bool
    spoil: float = 0.0


@dataclass(frozen=True)
class Aims:
    """What the quick placement rating adds for the private objectives (`aims`)."""

    icons: dict[str, float]
    places: tuple[Aim, ...]
    wanted: frozenset[str] = frozenset()  # terrains that areas or rectangles want grouped


def neighbour_expect(mine: int, theirs: int, fewest: bool, spread: float) -> float:
    """The medals a neighbour side is expected to give (PU-11.1: 5 to the better value, 2 each
    on a tie), when the difference may still move by about `spread` (a standard deviation)
    before the game ends: every unit of lead is worth something, not only the one that
    crosses the other player's value."""
    if spread < 0.05:
        return float(obj.neighbour_medals(mine, theirs, fewest))
    lead = theirs - mine if fewest else mine - theirs
    win = _STANDARD.cdf((lead - 0.5) / spread)
    tie = _STANDARD.cdf((lead + 0.5) / spread) - win
    return 5.0 * win + 2.0 * tie


def neighbour_spread(card: int, rounds: float) -> float:
    """How far the difference on a neighbour side may still move with `rounds` left (this one
    included, as the other player's tile of this round is not known yet); measured per
    measure kind (`NB_SPREAD`)."""
    measure = str(OBJECTIVES[card].neighbour.rule["measure"])
    return NB_SPREAD.get(measure, 0.6) * math.sqrt(max(0.0, rounds - 0.5))


def keep_preference(card: int, hard_solo: bool = False) -> float:
    """How readily a bot keeps an objective card (the likelier met first), by the rates
    measured for its own play (`HARD_SOLO_MET_RATE` for the hard bot in solo)."""
    return (HARD_SOLO_MET_RATE if hard_solo else MET_RATE).get(card, 0.3)


@cache
def wanted_top(card: int) -> int | None:
    """The track a "tracker at the top" card wants on step 15 (PU-11.4 cards 55-59), else
    None."""
    rule = OBJECTIVES[card].private.rule
    return TRACK_INDEX[str(rule["track"])] if rule["kind"] == "track_at_max" else None


def _paced(need: float, rounds: float, rate: float) -> float:
    """A goal `need` steps away, at `rate` steps a round over `rounds` rounds (at most 0.9:
    an unmet goal is never certain)."""
    return max(0.0, min(0.9, 1.2 - need / (rounds * rate + 0.5)))


def _reached(need: float, rounds: float, rate: float) -> float:
    """`_paced`, but a goal with nothing left to do is met."""
    return 1.0 if need <= 0 else _paced(need, rounds, rate)


def _cap_chance(slack: int, rounds: float) -> float:
    """A resource cap with `slack` icons to spare holds if at most `slack` rounds force the
    resource on the player (Poisson, FORCED a round; PU-11.4 card 60)."""
    if slack < 0:
        return 0.0
    lam = FORCED * max(0.0, rounds - 1)
    return sum(math.exp(-lam) * lam ** k / math.factorial(k) for k in range(slack + 1))


def _slack(player: Player, side: ObjectiveSide) -> int:
    """Icons a resource cap still allows (negative: broken for good; PU-11.4 card 60)."""
    rule = side.rule
    return int(rule["max"]) - obj.icon_count(obj.scoped_boards(player, side.scope),
                                             LETTER[str(rule["resource"])])


def _in_scope(player: Player, side: ObjectiveSide) -> list[int]:
    """Indices of the boards a side reads (SM-2.2), found once by identity."""
    scoped = obj.scoped_boards(player, side.scope)
    return [bi for bi, b in enumerate(player.boards) if any(b is s for s in scoped)]


def _share(player: Player, side: ObjectiveSide) -> float:
    """0 … 1 of the way to the kinds without a pace model (cards 61, 63, 64)."""
    rule = side.rule
    if rule["kind"] == "collected_meteorites_at_least":
        return player.meteorites / int(rule["min"])
    if rule["kind"] == "nothing_uncovered":
        boards = obj.scoped_boards(player, side.scope)
        ice = str(rule["cells"]) == "ice"
        total = sum(1 for b in boards for sq in geo.board_squares(b) if geo.is_ice(b, sq) == ice)
        return 1.0 - obj.uncovered(boards, ice) / max(1, total)
    return 0.0


def chance(player: Player, card: int, rounds: float) -> float:
    """The chance that the private side of `card` holds at game end, with `rounds` left.

    Modelled where the way there can be counted: a tracker to the top needs 15 − step
    advances at TRACK_RATE a round; an area 6 icons at AREA_RATE; a rectangle its missing
    squares at RECT_RATE (the best window still free of other terrains); a resource cap breaks
    only when more rounds force the resource than it has to spare; lifepods against meteorites
    follow their difference. The others use their share of the way, squared (the last steps
    are the hard ones). Fewer rounds left make every model sharper."""
    side = OBJECTIVES[card].private
    rule = side.rule
    kind = str(rule["kind"])
    if kind == "resource_count_at_most":
        return _cap_chance(_slack(player, side), rounds)
    if kind == "collected_lifepods_more_than_meteorites":
        lead = player.lifepods - player.meteorites
        if rounds <= 1:
            return 1.0 if lead > 0 else 0.0
        return max(0.05, min(0.9, TIGHT_BASE + TIGHT_STEP * lead))
    if obj.condition_holds(player, side):
        return 1.0
    if kind == "track_at_max":
        need = steps_to_top(player, TRACK_INDEX[str(rule["track"])])
        return _paced(need, rounds, TRACK_RATE)
    if kind == "area_with_resources":
        icons, _b, _a = best_area(player, side)
        return _paced(int(rule["min_resources"]) - icons, rounds, AREA_RATE)
    if kind == "terrain_rectangle":
        window = best_window(player, side)
        return 0.0 if window is None else _paced(window[0], rounds, RECT_RATE)
    got = _share(player, side)
    return min(0.95, OBJ_W * got * got)


def best_area(player: Player, side: ObjectiveSide) -> tuple[int, int, frozenset[int]]:
    """The area of the side's terrain holding the most of its icons: (icons, board, squares);
    board −1 when there is none yet (PU-11.4 cards 43-48)."""
    letter = LETTER[str(side.rule["terrain"])]
    best: tuple[int, int, frozenset[int]] = (0, -1, frozenset())
    for bi in _in_scope(player, side):
        b = player.boards[bi]
        for a in geo.areas(b, letter):
            icons = sum(1 for sq in a if b.icons[sq] == letter)
            if (icons, len(a)) > (best[0], len(best[2])):
                best = (icons, bi, a)
    return best


def best_window(player: Player, side: ObjectiveSide
                ) -> tuple[int, int, frozenset[int]] | None:
    """The w×h window still free of other terrains with the most squares of the side's
    terrain: (squares missing, board, window squares); None when no window is left
    (PU-11.4 cards 37-42, 49-54)."""
    rule = side.rule
    letter, w, h = LETTER[str(rule["terrain"])], int(rule["w"]), int(rule["h"])
    sizes = {(w, h), (h, w)} if rule.get("rotated_allowed") else {(w, h)}
    best: tuple[int, int, frozenset[int]] | None = None
    for bi in _in_scope(player, side):
        b = player.boards[bi]
        for rw, rh in sizes:
            found = _board_window(b.key, b.terrain, letter, rw, rh)
            if found is not None and (best is None or found[0] < best[0]):
                best = (found[0], bi, found[1])
    return best


@lru_cache(maxsize=16384)
def _board_window(key: str, terrain: str, letter: str, rw: int, rh: int
                  ) -> tuple[int, frozenset[int]] | None:
    """The rw×rh window of one board with the fewest bare squares and no other terrain
    (cached: every rated position asks it)."""
    g = geo.geometry(key)
    best: tuple[int, frozenset[int]] | None = None
    for y in range(g.height - rh + 1):
        for x in range(g.width - rw + 1):
            cells = [(y + dy) * g.width + x + dx for dy in range(rh) for dx in range(rw)]
            if not all(g.on_board(*g.xy(c)) and terrain[c] in (letter, ".") for c in cells):
                continue
            missing = sum(1 for c in cells if terrain[c] == ".")
            if best is None or missing < best[0]:
                best = (missing, frozenset(cells))
    return best


def _rim(b: Board, area: frozenset[int]) -> frozenset[int]:
    """The bare squares bordering an area: where it can still grow."""
    g = geo.geometry(b.key)
    return frozenset(nb for sq in area for nb in g.neighbours(sq) if b.terrain[nb] == ".")


def area_credit(player: Player, card: int, rounds: float) -> float:
    """Icons already in the best area of an unmet "area with 6 icons" card (PU-11.4 cards
    43-48) that can still grow: a share of each icon's worth, fading when fewer rounds are
    left than twice the icons missing (a round brings at most one icon of a terrain), and
    shrinking while fewer than `RIM_ROOM` free squares border the area (0 when none do)."""
    side = OBJECTIVES[card].private
    if side.rule["kind"] != "area_with_resources" or obj.condition_holds(player, side):
        return 0.0
    icons, bi, area_sq = best_area(player, side)
    if bi < 0 or icons == 0:
        return 0.0
    rim = _rim(player.boards[bi], area_sq)
    if not rim:
        return 0.0
    need = int(side.rule["min_resources"]) - icons
    reach = min(1.0, max(0.0, (rounds - 1 - need) / need))
    return icons * reach * min(1.0, len(rim) / RIM_ROOM)


def icon_values(player: Player, rounds: float) -> dict[str, float]:
    """What one more resource icon of each terrain letter is worth to the private objectives,
    in medals: a step towards a tracker-to-the-top card, a step away from a resource cap.
    The quick placement rating adds it per icon, so that a tile is chosen for them."""
    out: dict[str, float] = {}
    for card in player.objectives:
        side = OBJECTIVES[card].private
        rule = side.rule
        kind = str(rule["kind"])
        if kind == "track_at_max":
            t = TRACK_INDEX[str(rule["track"])]
            if at_top(player, t):
                continue
            tracks = list(player.tracks)
            tracks[t] += 1
            ahead = replace(player, tracks=tuple(tracks))
            letter = LETTER[str(rule["track"])]
            out[letter] = out.get(letter, 0.0) + 5 * (chance(ahead, card, rounds)
                                                      - chance(player, card, rounds))
        elif kind == "resource_count_at_most":
            letter = LETTER[str(rule["resource"])]
            slack = _slack(player, side)
            out[letter] = out.get(letter, 0.0) - 5 * (_cap_chance(slack, rounds)
                                                      - _cap_chance(slack - 1, rounds))
    return out


def aims(player: Player, rounds: float, credit: float = 0.0) -> Aims:
    """The private objectives' wishes for the next tile, computed once per decision: what
    each icon is worth (`icon_values`), and where squares of a terrain grow an area towards
    its 6 icons or fill a window towards its rectangle."""
    places: list[Aim] = []
    wanted: set[str] = set()
    for card in player.objectives:
        side = OBJECTIVES[card].private
        kind = str(side.rule["kind"])
        if kind not in ("area_with_resources", "terrain_rectangle"):
            continue
        letter = LETTER[str(side.rule["terrain"])]
        wanted.add(letter)
        if obj.condition_holds(player, side):
            continue
        if kind == "area_with_resources":
            icons, bi, area_sq = best_area(player, side)
            need = int(side.rule["min_resources"]) - icons
            gain = 5 * (_reached(need - 1, rounds, AREA_RATE) - _paced(need, rounds, AREA_RATE))
            if credit and need > 0:  # the routed rating's `area_credit` per icon joined
                gain += credit * min(1.0, max(0.0, (rounds - need) / need))
            if bi < 0:
                places.extend(Aim(bj, letter, None, AIM_W * gain, True)
                              for bj in _in_scope(player, side))
                continue
            places.append(Aim(bi, letter, _rim(player.boards[bi], area_sq), AIM_W * gain,
                              True))
        else:
            window = best_window(player, side)
            if window is None:
                continue
            missing, bi, cells = window
            now = _paced(missing, rounds, RECT_RATE)
            per = 5 * (_reached(missing - 1, rounds, RECT_RATE) - now)
            free = frozenset(c for c in cells if player.boards[bi].terrain[c] == ".")
            places.append(Aim(bi, letter, free, AIM_W * per, False, spoil=AIM_W * 2.5 * now))
    return Aims(icon_values(player, rounds), tuple(places), frozenset(wanted))


def aim_value(aims_: Aims, bi: int, squares: tuple[tuple[int, str, str, bool], ...]) -> float:
    """What a tile's squares (square, terrain, icon, meteorite) are worth to the aims."""
    total = sum(aims_.icons.get(icon, 0.0) for _sq, _l, icon, _m in squares if icon)
    for aim in aims_.places:
        if aim.board != bi:
            continue
        if aim.touch:
            if any(letter == aim.letter and (aim.good is None or sq in aim.good)
                   for sq, letter, _i, _m in squares):
                total += aim.bonus
            continue
        assert aim.good is not None
        inside = [letter for sq, letter, _i, _m in squares if sq in aim.good]
        total += aim.bonus * sum(1 for letter in inside if letter == aim.letter)
        if any(letter != aim.letter for letter in inside):
            total -= aim.spoil
    return total
