"""Final scoring and tie-break of Planet Unknown (PU-14), pure functions of the state.

Score = planet lines + the planet's own bonus (PU-17.3, PU-17.5) + tracks + civ cards +
objectives + lifepods + meteorites (PU-14.1). Lines and the tie-break read only the planet's
boards: the planet, or the four fragments of the fragmented planet, each scoring its own rows
and columns (SM-2.1, SM-9.6); objectives follow each side's scope (`objectives.py`).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.supermoon import board as geo
from game.supermoon.data import CIV_CARDS, OBJECTIVES, TRACKS
from game.supermoon.moon import moon_medals
from game.supermoon.objectives import (
    ALL_SEATS,
    neighbour_medals,
    neighbour_value,
    private_met,
    shared_medals,
)
from game.supermoon.state import Board, Player, State
from game.supermoon.tracks import model

__all__ = [
    "breakdown", "civ_medals", "lifepod_medals", "line_medals", "line_states",
    "meteorite_medals",
    "planet_medals",
    "ObjectiveScore", "neighbour_value", "objective_medals", "objective_scores",
    "private_met", "tiebreak_key", "track_medals",
    "winners",
]

PRIVATE_MEDALS = 5  # PU-11.2
BREAKDOWN_KEYS = ("lines", "planet", "moon", "tracks", "civ", "objectives", "lifepods",
                  "meteorites")


def planet_boards(player: Player) -> tuple[Board, ...]:
    """The player's planet boards (SM-2.1: a moon is not a planet; SM-9.7: the four
    fragments)."""
    return tuple(b for b in player.boards if geo.is_planet(b))


def _line_complete(board: Board, g: geo.Geometry, cells: list[tuple[int, int]]) -> bool:
    """PU-14.2: every square covered (tile or block) and no meteorite in the line. Holes do
    not count, covered or not (PU-17.8), though a meteorite on one still spoils the line;
    a bare Petra electric square counts as covered (PU-17.12)."""
    counted = False
    for x, y in cells:
        sq = g.square(x, y)
        if sq in board.meteors:
            return False
        bit = g.bit(x, y)
        if g.holes & bit:
            continue
        counted = True
        if board.terrain[sq] == "." and not g.electric & bit:
            return False
    return counted


def _line_state(board: Board, g: geo.Geometry, cells: list[tuple[int, int]]) -> str:
    """"done" (it scores now), "spoiled" (a meteorite lies in it) or "open"."""
    if any(g.square(x, y) in board.meteors for x, y in cells):
        return "spoiled"
    return "done" if _line_complete(board, g, cells) else "open"


def line_states(board: Board) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Each row's and column's state as PU-14.2 scores it (`_line_state`), for the table to
    show which medals are won and which a meteorite holds back."""
    g = geo.geometry(board.key)
    rows = tuple(_line_state(board, g, [(x, y) for x in range(g.width) if g.on_board(x, y)])
                 for y in range(g.height))
    cols = tuple(_line_state(board, g, [(x, y) for y in range(g.height) if g.on_board(x, y)])
                 for x in range(g.width))
    return rows, cols


def board_line_medals(board: Board) -> int:
    """Medals of one board's complete rows and columns (PU-14.2, PU-8.3; a fragment's own
    lines with its own medals, SM-9.6, SM-10.2)."""
    g = geo.geometry(board.key)
    row_medals, col_medals = geo.line_medals(board.key)
    total = 0
    for y in range(g.height):
        row = [(x, y) for x in range(g.width) if g.on_board(x, y)]
        total += row_medals[y] if _line_complete(board, g, row) else 0
    for x in range(g.width):
        col = [(x, y) for y in range(g.height) if g.on_board(x, y)]
        total += col_medals[x] if _line_complete(board, g, col) else 0
    return total


CITY_MEDALS = 2  # PU-17.5
SUB_PLANET_MEDALS = 2  # PU-17.3


def board_bonus(board: Board) -> int:
    """The planet's own end-game medals: Gaia's bare cities (PU-17.5), Cerberus' covered
    sub-planets (PU-17.3, meteorites do not matter)."""
    g = geo.geometry(board.key)
    covered = geo.covered_mask(board.key, board.terrain)
    total = CITY_MEDALS * (g.cities & ~covered).bit_count()
    total += SUB_PLANET_MEDALS * sum(1 for m in g.sub_planets if not m & ~covered)
    return total


def planet_medals(player: Player) -> int:
    """PU-17: the planet bonus (SM-2.1: planets only)."""
    return sum(board_bonus(b) for b in planet_boards(player))


def line_medals(player: Player) -> int:
    """PU-14.2: printed medals of the planet's full rows and columns without a meteorite."""
    return sum(board_line_medals(b) for b in planet_boards(player))


def track_medal(player: Player, track: int) -> int:
    """PU-6.4: the medal of the highest medal space at or below the tracker (as the
    corporation's track model counts it, PU-18)."""
    return model(player).medal(player, track)


def track_medals(player: Player) -> int:
    """PU-6.4, PU-14.3: the medals of the five tracks."""
    return sum(track_medal(player, t) for t in range(len(TRACKS)))


def _ops(player: Player, op: str) -> list[dict[str, Any]]:
    """The effects of the player's civ cards with this operation."""
    return [CIV_CARDS[c].effect for c in player.civ if CIV_CARDS[c].op == op]


def civ_medals(player: Player) -> int:
    """PU-10.5, PU-10.6: medals of end-game civ cards (lifepod and repo cards score elsewhere)."""
    total = sum(int(e["n"]) for e in _ops(player, "medals"))
    total += sum(int(e["medals"]) for e in _ops(player, "medals_and_advance"))
    # Card 22 (scope both, SM-2.4): one medal per patch on all the player's boards.
    patches = sum(len(b.patches) for b in player.boards)
    total += sum(int(e["n"]) * patches for e in _ops(player, "medals_per_patch_on_boards"))
    commerce = _ops(player, "commerce_agreement")
    if commerce:  # PU-10.6: one total for all the agreements owned
        table = commerce[0]["medals_by_cards_owned"]
        total += int(table[min(len(commerce), len(table) - 1)])
    return total


def lifepod_medals(player: Player) -> int:
    """PU-8.1, PU-14.3: 1 per lifepod in the scoring area, 2 with card 28 (PU-10.5); those
    Cosmos keeps on its tracks and Jump Drive on its tech slots score nothing (PU-18.2,
    PU-18.8: they are not in `lifepods`)."""
    value = max([1] + [int(e["value"]) for e in _ops(player, "lifepod_value")])
    return player.lifepods * value


def meteorite_medals(player: Player) -> int:
    """PU-8.4, PU-10.6: floor(collected / 3) × (1 + Meteorite Repo cards owned).

    Only `player.meteorites` (collected) counts; destroyed meteorites and meteorites still on a
    board never score (SM-1.3).
    """
    return (player.meteorites // 3) * (1 + len(_ops(player, "meteorite_repo")))


class ObjectiveScore(NamedTuple):
    """One objective card's part of a seat's score: `other` is the neighbour compared with
    (ALL_SEATS for a card every seat compares on, -1 for a private card); `mine` and `theirs`
    the neighbour side's values (the best of the others' for a shared card; 1 / 0 for a
    private card met or not)."""

    card: int
    other: int
    mine: int
    theirs: int
    medals: int


def objective_scores(state: State, seat: int) -> list[ObjectiveScore]:
    """PU-11.1, PU-11.2: each neighbour card shared by the seat, then each of its private
    cards; a card all seats share (Jump Drive T6) by PU-11.5. The results name them one by
    one; `objective_medals` adds them up."""
    player = state.players[seat]
    out = []
    for card, a, b in state.neighbour_objectives:
        fewest = OBJECTIVES[card].neighbour.fewest
        mine = neighbour_value(player, card)
        if a == b == ALL_SEATS:  # PU-11.5: Jump Drive T6's card, every seat compares
            values = tuple(neighbour_value(p, card) for p in state.players)
            best = min(values) if fewest else max(values)
            out.append(ObjectiveScore(card, ALL_SEATS, mine, best,
                                      shared_medals(values, fewest)[seat]))
            continue
        if seat not in (a, b) or a == b:
            continue
        other = b if seat == a else a
        theirs = neighbour_value(state.players[other], card)
        out.append(ObjectiveScore(card, other, mine, theirs,
                                  neighbour_medals(mine, theirs, fewest)))
    for card in player.objectives:
        met = private_met(player, card)
        out.append(ObjectiveScore(card, -1, int(met), 0, PRIVATE_MEDALS if met else 0))
    return out


def objective_medals(state: State, seat: int) -> int:
    """PU-11.1, PU-11.2, PU-11.5: the medals of the seat's objective cards."""
    return sum(score.medals for score in objective_scores(state, seat))


def breakdown(state: State, seat: int) -> dict[str, int]:
    """PU-14.1: the seat's score by category, plus `total`."""
    player = state.players[seat]
    parts = {
        "lines": line_medals(player),
        "planet": planet_medals(player),
        "moon": moon_medals(player),
        "tracks": track_medals(player),
        "civ": civ_medals(player),
        "objectives": objective_medals(state, seat),
        "lifepods": lifepod_medals(player),
        "meteorites": meteorite_medals(player),
    }
    parts["total"] = sum(parts.values())
    return parts


def bare_planet_squares(player: Player) -> int:
    """Uncovered squares of the planet (PU-14.4), by bitmasks: the bots' ratings ask it for
    every position they rate."""
    return sum((geo.geometry(b.key).open & ~geo.covered_mask(b.key, b.terrain)).bit_count()
               for b in planet_boards(player))


def planet_meteorites(player: Player) -> int:
    """Meteorites lying on the planet (PU-14.4)."""
    return sum(len(b.meteors) for b in planet_boards(player))


def tiebreak_key(state: State, seat: int) -> tuple[int, int, int]:
    """PU-14.4: sort key, best first when sorted descending (total, fewer bare, fewer meteors)."""
    player = state.players[seat]
    return (breakdown(state, seat)["total"], -bare_planet_squares(player),
            -planet_meteorites(player))


def winners(state: State) -> tuple[int, ...]:
    """PU-14.4: every seat sharing the best key (still tied = shared victory)."""
    keys = [tiebreak_key(state, s) for s in range(len(state.players))]
    best = max(keys)
    return tuple(s for s, k in enumerate(keys) if k == best)
