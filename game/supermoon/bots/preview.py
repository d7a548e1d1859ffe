"""Solo look-ahead of the Planet Unknown bots: the tiles of the coming rounds are known.

In solo the station turns one depot clockwise every round (PU-3.3) and nobody else drafts, so
the two top tiles of each of the next depots are exactly the tiles the player will choose from
in the coming rounds, and they are already face up (PU-3.1). Like a falling-block player with
a preview, the bot can then ask of each candidate placement: how well can the coming tiles
still fill the planet around it?

The search is geometric only (bitmasks of covered squares, no engine call): a small beam over
the coming rounds, each round placing one of the two tiles anywhere it fits (PU-4.2 to
PU-4.4; the unknown events of those rounds are not guessed), rated at the horizon by the
expected line medals (PU-14.2) with the capacity still left after it (`eval.line_decay`), the
pockets left bare and the hard level's packing term (`eval.packing`). When the coming tiles
are the game's last (four rounds or fewer to go), few placements still fit and the lines are
decided there, so the beam keeps `END_BEAM` positions instead of `BEAM`. One thing beyond the
squares: a coming Water tile that can lay a Water square on ice adds `WATER` (PU-5.4: off
ice its icon is lost), so a candidate that covers the ice a coming Water tile needs pays.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.supermoon import board as geo
from game.supermoon.bots import eval as ev
from game.supermoon.data import LETTER, TILES
from game.supermoon.state import Board, State, depot_after_turns, depot_slots

ROUNDS = 4  # coming rounds searched
BEAM = 6  # positions kept per round (with 10 candidates: +1.0 ± 0.56 on 100 paired solo seeds)
# A coming Water tile laid with a Water square on ice (PU-5.4), summed along the beam: wasted
# Water tiles 2.4 -> 1.8 a game, +1.47 +- 0.49 on 180 fresh paired solo seeds (300-479).
WATER = 2.0
END_BEAM = 30  # positions kept a round when the coming tiles are the game's last ones (few fit)
WET = LETTER["water"]


def coming_tiles(st: State, seat: int, tops: Sequence[int], rounds: int) -> list[list[int]]:
    """The visible tiles of each of the next `rounds` rounds in solo (the depots the station
    will turn to, PU-3.3); a depot whose tops are hidden or empty ends the list."""
    out: list[list[int]] = []
    for k in range(1, min(rounds, 5) + 1):
        depot = depot_after_turns(st.positions()[seat], st.rotation, k)
        tiles = [tops[slot] for slot in depot_slots(depot) if tops[slot] >= 0]
        if not tiles:
            break
        out.append(tiles)
    return out


def horizon_value(key: str, covered: int, meteors: int, rounds_after: float) -> float:
    """Expected line medals at the horizon, minus the pockets left bare, plus packing."""
    g = geo.geometry(key)
    free = (g.open & ~covered).bit_count()
    decay = ev.line_decay(free, rounds_after)
    return (ev.line_value(key, covered, meteors, decay) - ev.hole_penalty(g, covered)
            + ev.packing(g, covered))


def best_future(board: Board, tiles: list[list[int]], rounds_after: float,
                water: float = 0.0) -> float:
    """The best `horizon_value` a beam search over the coming tiles reaches from `board`;
    `rounds_after` are the rounds still to play after those tiles; `water` is what a coming
    Water tile laid on ice brings (PU-5.4), summed along the way."""
    g = geo.geometry(board.key)
    meteors = g.mask_of(tuple(board.meteors))
    beam: dict[int, float] = {geo.covered_mask(board.key, board.terrain): 0.0}
    left = rounds_after + len(tiles)
    wet = {t for options in tiles for t in options if water and "water" in TILES[t].resources()}
    width = END_BEAM if rounds_after <= 0 else BEAM
    for options in tiles:
        left -= 1
        children: dict[int, tuple[float, float]] = {}
        for cov, acc in beam.items():
            for tile in options:
                if tile in wet:
                    fits = geo.placement_masks_meeting(board.key, cov, tile, WET, g.ice)
                else:
                    fits = [(m, False) for m in geo.placement_masks(board.key, cov, tile)]
                for m, on_ice in fits:
                    new = cov | m
                    gain = acc + water if on_ice else acc
                    old = children.get(new)
                    if old is None:
                        children[new] = (horizon_value(board.key, new, meteors, left), gain)
                    elif gain > old[1]:
                        children[new] = (old[0], gain)
        if not children:  # nothing fits: this round's tile is lost (PU-13.1 ends the game)
            left = 0  # so the rounds after it are never played
            break
        ranked = sorted(children, key=lambda c: -(children[c][0] + children[c][1]))[:width]
        beam = {c: children[c][1] for c in ranked}
    else:
        if tiles:  # every round placed: the kept positions are already rated at this horizon
            return max(children[c][0] + children[c][1] for c in beam)
    return max(horizon_value(board.key, c, meteors, left) + acc for c, acc in beam.items())


def preview_gain(board: Board, tiles: list[list[int]], rounds_after: float,
                 water: float = 0.0) -> float:
    """How much better than now the coming tiles can leave `board` (`best_future` minus
    today's `horizon_value`, both with the same rounds left)."""
    g = geo.geometry(board.key)
    now = horizon_value(board.key, geo.covered_mask(board.key, board.terrain),
                        g.mask_of(tuple(board.meteors)), rounds_after + len(tiles))
    return best_future(board, tiles, rounds_after, water) - now
