"""The two-player board build and setup (TS-13.3–TS-13.7, TS-2.4, TS-40.6).

At two seats the board is not generated: the Moon is laid with its Oni (TS-13.4 setup 2, as
TS-2.2), and a face-down pile of ten area tiles is made — 2 Fertile grounds, 2 plain Ocean
floors (DECISION: without a characteristic, `tiles.tile_kind` "ocean"), 2 Mountains and 4 other
tiles drawn at random from the rest of the 37-tile pool, shuffled (TS-13.4 setup 3). Once the
factions are known (TS-13.3) and the Initiative board is set (TS-2.10), the players alternately
draw the top tile, the player LAST on the Initiative board first, and place it touching at least
one zone already placed, the Moon included, at the rotation they choose:

    tile <q> <r> <tile> <rotation>    the drawn tile (`State.tiles_left`) at an empty position
                                      next to a zone (`Board.edge_positions`)

The drawn tile is face up for both players; the pile below it stays hidden (`State.tile_pile`,
only its size in a view, TS-40.6). With the pile empty, the start zones follow in initiative
order (TS-13.5) with ONE starting territory each (`starting_territories`). The action deck is
the special 2-player deck (TS-13.6, `cards.deck_numbers`); events, neutral markers, the Oni
reserve and the boards are set as usual (TS-13.7).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from game.core.rng import Rng
from game.core.rules import Event
from game.tsukuyumi.actions import Action
from game.tsukuyumi.board import Board, place_area_tile
from game.tsukuyumi.state import State
from game.tsukuyumi.tiles import TILE_BY_ID, TILES, tile_kind

PILE_FIXED = (("fertile", 2), ("ocean", 2), ("mountain", 2))
"""TS-13.4: the tiles the pile always holds, by `tiles.tile_kind`."""
PILE_RANDOM = 4
"""TS-13.4: the other tiles, drawn at random."""
PILE_SIZE = sum(n for _, n in PILE_FIXED) + PILE_RANDOM  # 10, TS-2.4
STARTING_TERRITORIES = 1
"""TS-13.5: each player takes only ONE starting territory."""


PLAYERS = 2
"""The seat count of the two-player mode (TS-0.5: chosen with players = 2)."""


def is_two_player(st: State) -> bool:
    """Two seats: the two-player mode (TS-0.5)."""
    return st.n == PLAYERS


def make_pile(rng: Rng) -> tuple[tuple[str, ...], Rng]:
    """The shuffled face-down pile of TS-13.4: each fixed kind drawn from its tiles, then the
    random four from the rest, all from the state's generator (TS-42.12)."""
    left = [t.tile_id for t in TILES]
    chosen: list[str] = []
    for kind, count in PILE_FIXED:
        for _ in range(count):
            fitting = [tid for tid in left if tile_kind(TILE_BY_ID[tid]) == kind]
            pick, rng = rng.choice(fitting)
            left.remove(pick)
            chosen.append(pick)
    for _ in range(PILE_RANDOM):
        pick, rng = rng.choice(left)
        left.remove(pick)
        chosen.append(pick)
    pile, rng = rng.shuffle(chosen)
    return tuple(pile), rng


def begin_build(st: State, events: list[Event]) -> State:
    """After the factions and the Initiative board: the last seat on it draws first."""
    st = replace(st, phase="tile", setup_seat=st.initiative[-1])
    return draw(st, events)


def draw(st: State, events: list[Event]) -> State:
    """The acting seat turns the pile's top tile face up (public once drawn, TS-40.1)."""
    top, rest = st.tile_pile[0], st.tile_pile[1:]
    events.append(Event("ts.tile_drawn", {"seat": st.setup_seat, "tile": top,
                                          "ground": tile_kind(TILE_BY_ID[top]),
                                          "left": len(rest)}))
    return replace(st, tiles_left=(top,), tile_pile=rest)


def tile_actions(st: State) -> list[Action]:
    """TS-13.4: the drawn tile at any empty position touching a zone, at any rotation."""
    if not st.tiles_left:
        return []
    number = int(st.tiles_left[0][1:])
    return [Action("tile", (q, r, number, rot)) for (q, r) in st.board.edge_positions
            for rot in range(6)]


def place(st: State, seat: int, action: Action, events: list[Event]) -> State:
    """Place the drawn tile; the other seat draws next, or the start zones begin (TS-13.5)."""
    q, r, number, rot = action.args
    tile_id = f"T{number:02d}"
    board = place_area_tile(st.board, (q, r), tile_id, rot)
    events.append(Event("ts.tile_chosen", {"seat": seat, "q": q, "r": r, "tile": tile_id,
                                           "rotation": rot}))
    st = replace(st, board=board, tiles_left=())
    if st.tile_pile:
        st = replace(st, setup_seat=1 - seat)
        return draw(st, events)
    return replace(st, phase="start", setup_seat=st.initiative[0])


def starting_territories(st: State, usual: int) -> int:
    """How many starting territories each seat takes (TS-2.17; TS-13.5: one at two players)."""
    return STARTING_TERRITORIES if is_two_player(st) else usual


def unseen_tiles(board: Board, drawn: Iterable[str]) -> list[str]:
    """The pool tiles neither on the board nor drawn (a view cannot tell which are in the
    pile, TS-40.6)."""
    seen = {z.tile for z in board.zones if z.tile} | set(drawn)
    return [t.tile_id for t in TILES if t.tile_id not in seen]


def sample_pile(board: Board, drawn: tuple[str, ...], size: int,
                rng: Rng) -> tuple[tuple[str, ...], Rng]:
    """A pile consistent with what is in sight (determinization, TS-42.11): the fixed kinds
    of TS-13.4 not yet seen on the board or drawn are in it, the rest drawn from the unseen
    tiles."""
    seen = [z.tile for z in board.zones if z.tile] + list(drawn)
    left = unseen_tiles(board, drawn)
    need: list[str] = []
    for kind, count in PILE_FIXED:
        missing = count - sum(1 for tid in seen if tile_kind(TILE_BY_ID[tid]) == kind)
        fitting = [tid for tid in left if tile_kind(TILE_BY_ID[tid]) == kind]
        for _ in range(max(0, min(missing, len(fitting), size - len(need)))):
            pick, rng = rng.choice(fitting)
            fitting.remove(pick)
            left.remove(pick)
            need.append(pick)
    others, rng = rng.shuffle(left)
    pile, rng = rng.shuffle(need + list(others)[:max(0, size - len(need))])
    return tuple(pile), rng


__all__ = ["PILE_SIZE", "PLAYERS", "begin_build", "draw", "is_two_player", "make_pile", "place",
           "sample_pile", "starting_territories", "tile_actions", "unseen_tiles"]
