"""The fragmented planet in play (SM-9): taking it at setup, choosing the faces, the shuttle.

A player on the fragmented planet owns four boards of kind "fragment" in place of the planet
board, board k being fragment k + 1 (a moon, with Module 1, comes after them). Everything else
follows from the boards being separate grids (SM-9.2, SM-9.4: placements, areas and rover steps
stay within a board; edge first and adjacency per board), from `grid.is_planet` (SM-9.7: the four
are one planet for scopes, objectives, lines and the tie-break) and from each face's geometry
(SM-9.3: the forbidden element is the board's own placement rule, lifted by SM-1.2's waiver
levels like an asymmetric planet's, SM-9.8).

Setup (SM-9.1, SM-14.2): taking the planet (the `planet` action with id `fragments.FRAGMENTED`,
dealt or chosen freely, PU-17.1) lays the four fragments on their "a" faces and sets
`Player.fragment_offer`; the faces are then chosen in the simultaneous setup step (`fragments
<mask>`, bit k = fragment k + 1 on its "b" face), revealed with the other setup choices.
DECISION (SM-14.2 makes the face choice a secret setup choice, PU-17.1's free choice is taken
in turn): with planets=choice the planet is taken publicly in the turn-by-turn step and only
the faces wait for the secret step; until then the fragments show their "a" faces, with
`fragment_offer` telling that the faces are still to choose.

The shuttle (SM-9.5) is a `use` action (`corps.USES`, code `SHUTTLE_USE`): `use 90 <rover>
<board> <square>` moves a rover standing on a bare shuttle square, for 1 movement point, to any
rover-free square of any fragment.
"""

from __future__ import annotations

from game.supermoon import board as geo
from game.supermoon import fragments
from game.supermoon.corps import USES, Use
from game.supermoon.fragments import (
    FACE_BY_KEY,
    FRAGMENTED,
    FRAGMENTS,
    MASKS,
    FragmentFace,
    difficulty,
    face_keys,
    mask_of,
)
from game.supermoon.rovers import collect_at, teleport_targets
from game.supermoon.state import Board, Player, Rover, State
from game.supermoon.tracks import Turn

SHUTTLE = "shuttle"  # the use's name (`corps.Use.name`, the screen's label key)
SHUTTLE_USE = 90  # use code of the shuttle (the fragmented planet's codes: 90-94)


def fragment_boards(mask: int) -> tuple[Board, ...]:
    """Four empty fragment boards showing the faces of a choice, each with its lifepods."""
    return tuple(geo.empty_board(fragments.PREFIX + key) for key in face_keys(mask))


def face_of(board: Board) -> FragmentFace:
    """The face a fragment board shows."""
    return FACE_BY_KEY[board.key.removeprefix(fragments.PREFIX)]


def fragment_indices(p: Player) -> list[int]:
    """The indices of the player's fragment boards (none off the fragmented planet)."""
    return [bi for bi, b in enumerate(p.boards) if b.kind == "fragment"]


def is_fragmented(p: Player) -> bool:
    """Does the player play the fragmented planet?"""
    return any(b.kind == "fragment" for b in p.boards)


def chosen_mask(p: Player) -> int:
    """The face choice the player's fragments show."""
    return mask_of([face_of(p.boards[bi]).key for bi in fragment_indices(p)])


def fragment_difficulty(p: Player) -> int:
    """SM-0.5: the sum of the chosen faces' difficulty icons (0 off the fragmented planet)."""
    return difficulty(chosen_mask(p)) if is_fragmented(p) else 0


def display_cell(board: Board, x: int, y: int) -> tuple[int, int]:
    """Where square (x, y) of a fragment board shows on the 12×12 layout (SM-10.1; display
    only: fragment 1 top-left, 2 top-right, 3 bottom-right, 4 bottom-left)."""
    return fragments.layout_cell(FRAGMENTS[face_of(board).fragment - 1].turns, x, y)


# --- setup (SM-9.1) -----------------------------------------------------------------------------


def take_fragmented(t: Turn) -> None:
    """The fragmented planet replaces the planet board: its four fragments, on their "a" faces
    until the seat chooses the faces in the setup step (`fragment_offer`)."""
    rest = tuple(b for b in t.player.boards if not geo.is_planet(b))
    t.set(boards=fragment_boards(0) + rest, planet_offer=(), fragment_offer=MASKS)
    t.log("sm.planet_chosen", planet=FRAGMENTED)


def choose_fragments(t: Turn, mask: int) -> None:
    """SM-9.1: the face of each fragment (bit k: fragment k + 1 on its "b" face), and SM-0.5's
    difficulty that follows, told in the log."""
    rest = tuple(b for b in t.player.boards if b.kind != "fragment")
    t.set(boards=fragment_boards(mask) + rest, fragment_offer=())
    t.log("sm.fragments_chosen", faces="/".join(face_keys(mask)), difficulty=difficulty(mask))


# --- the shuttle (SM-9.5) -------------------------------------------------------------------------


def shuttle_choices(st: State, seat: int, p: Player) -> list[tuple[int, ...]]:
    """(rover, board, square): a rover on a bare shuttle square may go, for 1 movement point,
    to any rover-free square of any fragment; it lands as every teleport does
    (`rovers.teleport_targets`: not onto the terrain events 97-102 name, PU-7.2)."""
    frags = fragment_indices(p)
    if p.moves < 1 or not frags:
        return []
    out: list[tuple[int, ...]] = []
    for r, rv in enumerate(p.rovers):
        if rv.board not in frags:
            continue
        b = p.boards[rv.board]
        if rv.square not in geo.geometry(b.key).shuttles or b.terrain[rv.square] != ".":
            continue  # a covered shuttle no longer works
        for bi in frags:
            out += [(r, bi, sq) for sq in teleport_targets(st, p, bi)]
    return out


def shuttle(t: Turn, st: State, args: tuple[int, ...]) -> None:
    """Spend 1 movement: the rover lands on the square and collects what is there (PU-7.4)."""
    r, bi, sq = args
    rovers = list(t.player.rovers)
    rovers[r] = Rover(bi, sq)
    t.set(rovers=tuple(rovers), moves=t.player.moves - 1)
    x, y = geo.geometry(t.player.boards[bi].key).xy(sq)
    t.log("sm.rover_shuttled", rover=r, fragment=face_of(t.player.boards[bi]).fragment, x=x,
          y=y)
    collect_at(t, bi, sq)


USES[SHUTTLE_USE] = Use(SHUTTLE, shuttle_choices, shuttle, movement=True)

__all__ = ["FRAGMENTED", "SHUTTLE", "SHUTTLE_USE", "choose_fragments", "chosen_mask",
           "display_cell", "face_of", "fragment_boards", "fragment_difficulty",
           "fragment_indices", "is_fragmented", "shuttle", "shuttle_choices",
           "take_fragmented"]
