"""Supermoon Module 2, rescue tiles (SM-7), and Module 3, terrain blocks (SM-8).

Rescue tiles: each player holds six dominoes, one per terrain (`Player.rescue`, a letter each;
the shape is RECONSTRUCTED data, `data/rescue_tiles.json`). Instead of a depot tile a player
holding two may place two of them, one after the other: the first is placed and fully resolved
(its meteorite, advancement, benefits, satellite) before the second (SM-7.3 to SM-7.5);
`Player.rescuing` counts the pair's tiles placed. A first tile is offered only where a second
can follow (SM-1.4's "pair"). A player who must discard may discard two rescue tiles instead of
a depot tile (SM-7.8).

Terrain blocks: five 1×1 squares (`Player.blocks`: Civ, Water, Energy, Rover, Tech). Whenever a
biomass patch is gained the player may put a block instead (SM-8.2); a block is placed like a
patch and counts as one everywhere patches are counted (SM-8.5): it is a `PATCH` piece whose
form names its terrain (`block_letter`), listed in `Board.patches`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from game.supermoon import board as geo
from game.supermoon.board import block_letter
from game.supermoon.data import LETTER, RESCUE_BASE, TERRAIN_OF, TERRAINS, TRACK_INDEX
from game.supermoon.moon import face_of, line_squares
from game.supermoon.moons import orbit
from game.supermoon.state import Board, Player
from game.supermoon.tracks import Turn, advance

RESCUE_SET = "".join(LETTER[t] for t in TERRAINS)  # SM-7.1: civ water biomass rover tech energy
BLOCK_SET = "".join(LETTER[t] for t in ("civ", "water", "energy", "rover", "tech"))  # SM-8.1


def rescue_on(n: int, options: dict[str, Any] | Any) -> bool:
    """SM-3.3, SM-7: "on", or "auto" with the moons at 5-6 players."""
    value = options.get("rescue", "auto")
    if value == "auto":
        return bool(options.get("moons")) and n >= 5
    return value in ("on", True)


def terrain_index(letter: str) -> int:
    """The index in `data.TERRAINS` of a terrain letter (a rescue tile's or a block's)."""
    return TERRAINS.index(TERRAIN_OF[letter])


def rescue_tile(letter: str) -> int:
    """The rescue tile id of a terrain letter."""
    return RESCUE_BASE + terrain_index(letter)


# --- rescue placements ----------------------------------------------------------------------


def _placed(board: Board, tile: int, form: int, x: int, y: int) -> Board:
    """The board with the tile put down (terrain and icons only: enough for a legality test)."""
    terrain = list(board.terrain)
    icons = list(board.icons)
    for sq, letter, icon, _m in geo.squares_of(board, tile, form, x, y):
        terrain[sq] = letter
        if icon:
            icons[sq] = icon
    return Board(board.kind, board.key, "".join(terrain), "".join(icons),
                 meteors=board.meteors, patches=board.patches, pieces=board.pieces)


def _fits(boards: tuple[Board, ...], letters: str, rules: geo.Rules) -> bool:
    """Does one of these rescue tiles fit on one of these boards?"""
    return any(geo.has_placement(b, rescue_tile(lt), rules)
               for lt in set(letters) for b in boards)


def _shot(p: Player, board: Board, squares: int) -> tuple[Board, ...]:
    """The moon after a piece of `squares` squares moves the satellite and its laser fires
    (SM-4.1, SM-4.2): one board per line it may aim at; its meteorites there are gone. The
    first tile's own shot only: a patch its advance lays on the moon first would move the
    satellite on (SM-4.3), and a pair counted here may then find no room (the second tile is
    lost, SM-7.3). Rare, and the end check errs towards playing on."""
    positions = orbit(face_of(board))
    lines = positions[(p.satellite + squares) % len(positions)].lines
    return tuple(replace(board, meteors=tuple(sq for sq in board.meteors if sq not in hit))
                 for hit in (set(line_squares(board, line)) for line in lines))


def first_placements(p: Player, rules: geo.Rules) -> Iterator[tuple[str, int, int, int, int]]:
    """(letter, form, x, y, board) of every first rescue tile after which a second one fits
    (SM-1.4: a pair). The first is resolved before the second is placed (SM-7.5): on the
    moon its laser may clear the meteorite that stood where the second one goes."""
    if len(p.rescue) < 2:
        return
    for letter in sorted(set(p.rescue)):
        rest = p.rescue.replace(letter, "", 1)
        tile = rescue_tile(letter)
        for bi, b in enumerate(p.boards):
            others = tuple(ob for oi, ob in enumerate(p.boards) if oi != bi)
            elsewhere = _fits(others, rest, rules)
            for form, x, y in geo.placements(b, tile, rules):
                after = _placed(b, tile, form, x, y)
                if elsewhere or _fits((after,), rest, rules) or (
                        b.kind == "moon" and _fits(
                            _shot(p, after, len(geo.squares_of(b, tile, form, x, y))),
                            rest, rules)):
                    yield letter, form, x, y, bi


def pair_fits(p: Player, rules: geo.Rules) -> bool:
    """SM-1.4: may the player place a pair of rescue tiles under these rules?"""
    return next(first_placements(p, rules), None) is not None


def second_placements(p: Player, rules: geo.Rules) -> Iterator[tuple[str, int, int, int, int]]:
    """(letter, form, x, y, board) of the pair's second tile."""
    for letter in sorted(set(p.rescue)):
        tile = rescue_tile(letter)
        for bi, b in enumerate(p.boards):
            for form, x, y in geo.placements(b, tile, rules):
                yield letter, form, x, y, bi


def discard_rescue(t: Turn, letters: tuple[str, str]) -> None:
    """SM-7.8: two rescue tiles discarded instead of a depot tile: each icon advances (Water
    without ice); an Energy icon gives nothing (DECISION)."""
    rest = t.player.rescue
    for letter in letters:
        rest = rest.replace(letter, "", 1)
    t.set(rescue=rest, placed=True)
    t.log("sm.rescue_discarded", first_terrain=terrain_index(letters[0]),
          second_terrain=terrain_index(letters[1]))
    for letter in letters:
        name = TERRAIN_OF[letter]
        if name != "energy":
            advance(t, TRACK_INDEX[name], source="discard")


__all__ = ["BLOCK_SET", "RESCUE_SET", "block_letter", "discard_rescue", "first_placements",
           "pair_fits", "rescue_on", "rescue_tile", "second_placements", "terrain_index"]
