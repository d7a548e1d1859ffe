"""Helpers shared by the fragmented planet tests (`test_rules_fragments*.py`): the repository
root, the all-"b" choice mask, fragment boards with some or all squares covered, a player or
a game in steps 4-5 on the fragmented planet, and a face's square index."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from game.supermoon import board as geo
from game.supermoon import fragments
from game.supermoon.fragment import fragment_boards
from game.supermoon.fragments import FACE_BY_KEY
from game.supermoon.state import Player, State
from tests.supermoon.builders import player, to_place, update_player

ROOT = Path(__file__).resolve().parents[2]
B_ALL = 15  # the choice mask: every fragment on its "b" face


def face_board(key: str, cover: dict[tuple[int, int], str] | None = None,
               icons: dict[tuple[int, int], str] | None = None,
               meteors: tuple[tuple[int, int], ...] = ()):
    """An empty fragment board of a face with some squares covered (terrain letters)."""
    b = geo.empty_board(fragments.PREFIX + key)
    g = geo.geometry(b.key)
    terrain, icon_row = list(b.terrain), list(b.icons)
    for (x, y), ch in (cover or {}).items():
        terrain[g.square(x, y)] = ch
    for (x, y), ch in (icons or {}).items():
        icon_row[g.square(x, y)] = ch
    pods = tuple(s for s in b.lifepods if terrain[s] == ".")
    return replace(b, terrain="".join(terrain), icons="".join(icon_row), lifepods=pods,
                   meteors=tuple(g.square(x, y) for x, y in meteors))


def full(key: str, letter: str = "c"):
    """A fragment board with every square covered."""
    return face_board(key, {c: letter for c in fragments.squares(FACE_BY_KEY[key])})


def frag_player(mask: int = 0, **changes) -> Player:
    """A Universal Coalition player on the fragmented planet with these faces."""
    return player(boards=fragment_boards(mask), **changes)


def frag_place(mask: int = 0, **changes) -> State:
    """A two-seat game in steps 4-5 of round 1 with seat 0 on the fragmented planet."""
    st = to_place()
    return update_player(st, 0, boards=fragment_boards(mask), **changes)


def sq_of(key: str, x: int, y: int) -> int:
    return geo.geometry(fragments.PREFIX + key).square(x, y)
