"""Objective conditions and measures of Planet Unknown (PU-11), pure functions of a player.

Every objective side in `data.OBJECTIVES` holds a structured rule: a private side a
`condition` (`kind` plus its parameters), a neighbour side a `measure`. This module evaluates
them on a `Player`. Scopes (SM-2.2, SM-2.3): a `planet` side reads only the planet's boards
(the planet, or the four fragments as one planet, SM-9.7); any other side reads all of the
player's boards. Counts add up over the boards read, the largest area is the largest on any of
them, and a pattern lies within one board (geometry never crosses boards). Resources are icons
printed on tiles; patches and blocks have none but do count as terrain for areas and patterns
(PU-9.2, PU-11.3).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from game.supermoon import board as geo
from game.supermoon.corps import collected_lifepods
from game.supermoon.data import LETTER, OBJECTIVES, TRACK_INDEX, ObjectiveSide
from game.supermoon.state import Board, Player
from game.supermoon.tracks import at_top

BARE = "."


def scoped_boards(player: Player, scope: str) -> tuple[Board, ...]:
    """The boards an instruction of this scope reads (SM-2.2, SM-2.3)."""
    if scope == "planet":
        return tuple(b for b in player.boards if geo.is_planet(b))
    return player.boards


def _letter(rule: dict[str, Any], field: str) -> str:
    """The terrain letter a rule names under `field`."""
    return LETTER[str(rule[field])]


def has_rectangle(board: Board, letter: str, w: int, h: int) -> bool:
    """Is there an axis-aligned w×h rectangle of squares all of one terrain? (PU-11.3)"""
    return _has_rectangle(board.key, board.terrain, letter, w, h)


@lru_cache(maxsize=16384)
def _has_rectangle(key: str, terrain: str, letter: str, w: int, h: int) -> bool:
    """`has_rectangle` of a board's terrain (cached: the bots ask it for every position)."""
    board = Board("planet", key, terrain, terrain)
    g = geo.geometry(key)
    # PU-17.12: on Petra a bare electric square is Energy for the 3×3 / 2×5 Energy shapes.
    same = (lambda sq: geo.is_energy(board, sq)) if letter == LETTER["energy"] and g.electric \
        else (lambda sq: board.terrain[sq] == letter)
    for y in range(g.height - h + 1):
        for x in range(g.width - w + 1):
            if all(same((y + dy) * g.width + x + dx) for dy in range(h) for dx in range(w)):
                return True
    return False


def icon_count(boards: tuple[Board, ...], letter: str) -> int:
    """Resource icons of one terrain on these boards (PU-11.3)."""
    return sum(b.icons.count(letter) for b in boards)


def edge_icon_count(boards: tuple[Board, ...], letter: str) -> int:
    """Resource icons of one terrain lying on edge squares (conventions: edge)."""
    return sum(1 for b in boards for sq, ch in enumerate(b.icons)
               if ch == letter and geo.is_edge(b, sq))


def largest_area(boards: tuple[Board, ...], letter: str) -> int:
    """Size of the largest area of one terrain on any of these boards (SM-2.3)."""
    return max((len(a) for b in boards for a in geo.areas(b, letter)), default=0)


def area_count(boards: tuple[Board, ...], letter: str) -> int:
    """Separate areas of one terrain, added over the boards (SM-2.3)."""
    return sum(len(geo.areas(b, letter)) for b in boards)


def rich_area(boards: tuple[Board, ...], letter: str, n: int) -> bool:
    """Does one area of a terrain hold at least n icons of that terrain? (PU-11.4 43-48)"""
    return any(sum(1 for sq in a if b.icons[sq] == letter) >= n
               for b in boards for a in geo.areas(b, letter))


def uncovered(boards: tuple[Board, ...], ice: bool) -> int:
    """Bare ice (ice=True) or bare land squares on these boards (PU-11.4 63, 64)."""
    return sum(1 for b in boards for sq in geo.board_squares(b)
               if b.terrain[sq] == BARE and geo.is_ice(b, sq) == ice)


def tracks_at_max(player: Player) -> int:
    """Trackers at the maximum (PU-6.12; a corporation's own maximum, PU-18)."""
    return sum(1 for track in range(len(player.tracks)) if at_top(player, track))


def _rectangle(player: Player, boards: tuple[Board, ...], rule: dict[str, Any]) -> bool:
    letter, w, h = _letter(rule, "terrain"), int(rule["w"]), int(rule["h"])
    sizes = {(w, h), (h, w)} if rule.get("rotated_allowed") else {(w, h)}
    return any(has_rectangle(b, letter, rw, rh) for b in boards for rw, rh in sizes)


# PU-11.2, PU-11.4: private conditions by kind.
_CONDITIONS: dict[str, Callable[[Player, tuple[Board, ...], dict[str, Any]], bool]] = {
    "terrain_rectangle": _rectangle,
    "area_with_resources": lambda p, bs, r: rich_area(bs, _letter(r, "terrain"),
                                                      int(r["min_resources"])),
    "track_at_max": lambda p, bs, r: at_top(p, TRACK_INDEX[str(r["track"])]),  # PU-6.12
    "resource_count_at_most": lambda p, bs, r: icon_count(bs, _letter(r, "resource"))
    <= int(r["max"]),
    "collected_meteorites_at_least": lambda p, bs, r: p.meteorites >= int(r["min"]),
    "collected_lifepods_more_than_meteorites":
        lambda p, bs, r: collected_lifepods(p) > p.meteorites,
    "nothing_uncovered": lambda p, bs, r: uncovered(bs, str(r["cells"]) == "ice") == 0,
}

# PU-11.1, PU-11.4: neighbour measures by name.
_MEASURES: dict[str, Callable[[Player, tuple[Board, ...], dict[str, Any]], int]] = {
    "resources_on_edge": lambda p, bs, r: edge_icon_count(bs, _letter(r, "resource")),
    "largest_area": lambda p, bs, r: largest_area(bs, _letter(r, "terrain")),
    "area_count": lambda p, bs, r: area_count(bs, _letter(r, "terrain")),
    "resource_count": lambda p, bs, r: icon_count(bs, _letter(r, "resource")),
    "tracks_at_max": lambda p, bs, r: tracks_at_max(p),
    "collected_meteorites": lambda p, bs, r: p.meteorites,
    # DECISION (PU-18.2, PU-18.8 call them collected): lifepods on Cosmos' tracks and Jump
    # Drive's tech slots count as collected here, though they score nothing (PU-14.3).
    "collected_lifepods": lambda p, bs, r: collected_lifepods(p),
}


def condition_holds(player: Player, side: ObjectiveSide) -> bool:
    """Does a private side's condition hold for the player? (PU-11.2)"""
    rule = side.rule
    return _CONDITIONS[str(rule["kind"])](player, scoped_boards(player, side.scope), rule)


def measure(player: Player, side: ObjectiveSide) -> int:
    """A neighbour side's value for the player (PU-11.1)."""
    rule = side.rule
    return _MEASURES[str(rule["measure"])](player, scoped_boards(player, side.scope), rule)


def private_met(player: Player, card_id: int) -> bool:
    """PU-11.2: does the private side of an objective card hold for the player?"""
    return condition_holds(player, OBJECTIVES[card_id].private)


def neighbour_value(player: Player, card_id: int) -> int:
    """PU-11.1: the player's value on the neighbour side of an objective card."""
    return measure(player, OBJECTIVES[card_id].neighbour)


def neighbour_medals(mine: int, theirs: int, fewest: bool) -> int:
    """PU-11.1: 5 for the better value (the lower one when `fewest`), 2 for a tie, else 0."""
    if mine == theirs:
        return 2
    return 5 if (mine < theirs) == fewest else 0


# PU-11.5: Jump Drive T6's objective is stored in `State.neighbour_objectives` as
# (card, ALL_SEATS, ALL_SEATS): a neighbour side that every seat compares on (`shared_medals`).
ALL_SEATS = -1


def shared_medals(values: tuple[int, ...], fewest: bool) -> tuple[int, ...]:
    """PU-11.5 (Jump Drive T6's shared objective): every player compares on one neighbour
    side; the sole best (the lowest when `fewest`) scores 5, tied best players 2 each."""
    best = min(values) if fewest else max(values)
    top = [v == best for v in values]
    each = 5 if sum(top) == 1 else 2
    return tuple(each if t else 0 for t in top)
