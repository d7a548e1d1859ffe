"""Republic (PU-18.14, PU-18.15), beyond its track table and the civ-milestone hook of
`tracks`: T1 `select` (choosing a tile with Civ terrain
first gives the movement printed at the Rover tracker's space, once a round, and binds the
choice), T3 `jump` (a rover on a Civ icon jumps to another Civ icon for 1 movement, on any
board, SM-2.5) and T5 (in the final phase, keep two of the civ cards left in the decks and
reserves: a `civ_pick` pool item).
"""

from __future__ import annotations

from dataclasses import replace

from game.supermoon.abilities import CIV_TELEPORT, KEEP_TWO_FINAL, SELECT_CIV_TILE, has_ability
from game.supermoon.corps import POOL_KINDS, PoolKind
from game.supermoon.data import CIV_CARDS, CORP_BY_KEY, LETTER, TRACK_INDEX, tile_def
from game.supermoon.rovers import collect_at, teleport_targets
from game.supermoon.state import Gain, Player, Rover, State
from game.supermoon.tracks import Turn

ROVER = TRACK_INDEX["rover"]
CIV_ICON = LETTER["civ"]


# --- Republic T1: a Civ tile chosen first ---------------------------------------------------


def select_choices(p: Player, tiles: list[tuple[int, int]]) -> list[int]:
    """Slots of the depot whose tile has Civ terrain, while T1 is unused this round."""
    if not has_ability(p, SELECT_CIV_TILE) or SELECT_CIV_TILE in p.used or p.selected >= 0:
        return []
    return [slot for slot, tile in tiles if "civ" in tile_def(tile).resources()]


def select_tile(t: Turn, slot: int) -> None:
    """The movement printed at the Rover tracker's space; the tile must then be taken."""
    p = t.player
    step = p.tracks[ROVER]
    moves = sum(int(code[2:]) for code in CORP_BY_KEY[p.corp].codes(ROVER, step)
                if code.startswith("mv"))
    t.set(selected=slot, used=p.used + (SELECT_CIV_TILE,), moves=p.moves + moves)
    t.log("sm.tile_selected", slot=slot, amount=moves)


# --- Republic T3: between Civ icons ----------------------------------------------------------


def jump_choices(st: State, p: Player) -> list[tuple[int, int, int]]:
    """(rover, board, square) jumps from a Civ icon to another, 1 movement each; it lands as
    every teleport does (`rovers.teleport_targets`: not onto the terrain events 97-102 name)."""
    if not has_ability(p, CIV_TELEPORT) or p.moves < 1:
        return []
    out = []
    for r, rv in enumerate(p.rovers):
        if rv.board < 0 or p.boards[rv.board].icons[rv.square] != CIV_ICON:
            continue
        for bi, b in enumerate(p.boards):
            out += [(r, bi, sq) for sq in teleport_targets(st, p, bi)
                    if b.icons[sq] == CIV_ICON]
    return out


def jump(t: Turn, rover: int, board: int, square: int) -> None:
    """Spend 1 movement: the rover lands on the other Civ icon and collects what is there."""
    rovers = list(t.player.rovers)
    rovers[rover] = Rover(board, square)
    t.set(rovers=tuple(rovers), moves=t.player.moves - 1)
    t.log("sm.rover_jumped", rover=rover)
    collect_at(t, board, square)


# --- Republic T5: two more civ cards at the end ----------------------------------------------


def final_gains(t: Turn) -> None:
    """Queue T5's two picks for the final phase."""
    if has_ability(t.player, KEEP_TWO_FINAL):
        t.add(Gain("civ_pick", 2, source="tech"))


def pick_choices(st: State, seat: int = 0, p: Player | None = None,
                 gain: Gain | None = None) -> list[tuple[int, ...]]:
    """Every civ card left in the rank decks and reserves."""
    return [(c,) for pile in st.civ_decks + st.civ_reserve for c in pile]


def pick(t: Turn, st: State, gain: Gain, choice: tuple[int, ...]) -> State:
    """Keep one card (out of its deck or reserve); an immediate one acts at once."""
    card = choice[0]
    decks = tuple(tuple(c for c in d if c != card) for d in st.civ_decks)
    reserve = tuple(tuple(c for c in d if c != card) for d in st.civ_reserve)
    t.set(civ=t.player.civ + (card,))
    t.log("sm.civ_kept_final", rank=CIV_CARDS[card].rank)
    from game.supermoon.card_effects import civ_gains, final_advance

    if CIV_CARDS[card].timing == "immediate":
        civ_gains(t, card)
    else:  # kept in the final phase (T5): an end-game card's advance comes now (PU-13.5)
        final_advance(t, card)
    if gain.arg > 1:
        t.add(Gain("civ_pick", gain.arg - 1, source=gain.source))
    return replace(st, civ_decks=decks, civ_reserve=reserve)


__all__ = ["final_gains", "jump", "jump_choices", "pick", "pick_choices", "select_choices",
           "select_tile"]


POOL_KINDS["civ_pick"] = PoolKind(pick_choices, pick)
