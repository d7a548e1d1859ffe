"""Placement legality (PU-4, PU-17, SM-1.2): tile forms, the rules a placement must meet, and
the enumeration of legal placements.

A placement is (tile, form, x, y): the form's squares shifted so its bounding box's top-left
lies on (x, y). The board's geometry, areas and rover steps live in `grid` and are re-exported
here, so `board` stays the one module the rules and bots import for boards.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache, lru_cache

from game.supermoon.data import LETTER, TERRAINS, Square, tile_def, tile_size
from game.supermoon.grid import (
    DIRS,
    STEPS,
    Geometry,
    area,
    areas,
    barred_square,
    board_squares,
    can_enter,
    covered_mask,
    empty_board,
    energy_choices,
    geometry,
    is_edge,
    is_energy,
    is_hole,
    is_ice,
    is_planet,
    line_medals,
    shortest_paths,
    terrain_masks,
    waivable,
)
from game.supermoon.state import PATCH, Board

__all__ = [
    "area",
    "areas",
    "barred_square",
    "board_squares",
    "can_enter",
    "covered_mask",
    "DIRS",
    "empty_board",
    "energy_choices",
    "Geometry",
    "geometry",
    "is_edge",
    "is_energy",
    "is_hole",
    "is_ice",
    "is_planet",
    "line_medals",
    "shortest_paths",
    "STEPS",
    "terrain_masks",
    "waivable",
]

# Round restrictions (PU-4.6), by event round_rule name.
NO_EDGE = "no_planet_edge"
NO_ICE = "no_planet_ice"
NO_SAME = "no_same_terrain_neighbour"
PLACEMENT_RULES = (NO_EDGE, NO_ICE, NO_SAME)
PATCH_FORM = (Square(0, 0, "A", False, False),)


def form_of(tile: int, form: int) -> tuple[Square, ...]:
    """The squares of a tile's form (a patch has one)."""
    if tile == PATCH:
        return PATCH_FORM
    return tile_def(tile).shape.forms[form]


def form_count(tile: int) -> int:
    """How many forms a tile has (PU-16.3)."""
    return 1 if tile == PATCH else len(tile_def(tile).shape.forms)


def letter_of(tile: int, side: str) -> str:
    """Terrain letter of a tile side; a patch is Biomass (PU-9.2)."""
    if tile == PATCH:
        return LETTER["biomass"]
    return LETTER[tile_def(tile).terrain(side)]


@cache
def _form_masks(tile: int, form: int, stride: int) -> tuple[int, int, int, tuple[tuple[str, int],
                                                                                 ...]]:
    """(mask at the origin, width, height, per-terrain masks) of a form."""
    squares = form_of(tile, form)
    mask = 0
    per: dict[str, int] = {}
    for s in squares:
        bit = 1 << (s.y * stride + s.x)
        mask |= bit
        letter = letter_of(tile, s.side)
        per[letter] = per.get(letter, 0) | bit
    w = 1 + max(s.x for s in squares)
    h = 1 + max(s.y for s in squares)
    return mask, w, h, tuple(sorted(per.items()))


@cache
def _icon_masks(tile: int, form: int, stride: int) -> tuple[tuple[str, int], ...]:
    """Per terrain letter, the form's squares that show a resource icon (origin mask)."""
    per: dict[str, int] = {}
    if tile != PATCH:
        for s in form_of(tile, form):
            if s.icon:
                letter = letter_of(tile, s.side)
                per[letter] = per.get(letter, 0) | 1 << (s.y * stride + s.x)
    return tuple(sorted(per.items()))


@lru_cache(maxsize=4096)
def slide_reach(key: str, covered: int, tile: int, form: int) -> frozenset[tuple[int, int]]:
    """PU-17.10 Pajitnov (DECISION in the spec): the anchors (x, y) a form can reach by
    sliding one square at a time from anywhere outside the planet without ever overlapping
    a covered square (breadth-first over translations; off-grid cells never block)."""
    g = geometry(key)
    cells = [(s.x, s.y) for s in form_of(tile, form)]
    fw = 1 + max(x for x, _ in cells)
    fh = 1 + max(y for _, y in cells)
    blocked = {(x, y) for y in range(g.height) for x in range(g.width)
               if covered & g.bit(x, y)}

    def clear(ax: int, ay: int) -> bool:
        return not any((ax + x, ay + y) in blocked for x, y in cells)

    start = (-fw, -fh)
    seen = {start}
    todo = deque([start])
    while todo:
        ax, ay = todo.popleft()
        for dx, dy in DIRS:
            nxt = (ax + dx, ay + dy)
            if (nxt not in seen and -fw <= nxt[0] <= g.width and -fh <= nxt[1] <= g.height
                    and clear(*nxt)):
                seen.add(nxt)
                todo.append(nxt)
    return frozenset(seen)


@dataclass(frozen=True)
class Rules:
    """Which placement conditions hold for one check (PU-4.8, PU-4.9, SM-1.4)."""

    restriction: str = ""  # the round's event restriction, "" none
    adjacency: bool = True  # False under Universal T1 (PU-4.9)
    is_patch: bool = False
    board_rules: bool = True  # False: the planet's waivable placement rule is lifted (SM-1.2)
    restriction_scope: str = "planet"  # the event's scope (SM-2.4): "planet" or "both"
    free_terrain: str = ""  # a tile with this terrain ignores PU-4.4 (Horizon T1, PU-4.9)
    over_tiles: bool = False  # a patch may cover a tile's square (Wormhole T2, PU-18.17)
    over_meteors: bool = False  # a patch may cover a meteorite, destroying it (Wormhole T5)
    # Quantum Solutions T1 (SM-12.3): "large_edge" = a large tile covering an edge square
    # ignores PU-4.4; "small_inside" = a small tile covering no edge square ignores PU-4.3 and
    # PU-4.4 (tile sizes: SM-11.7)
    free_shapes: str = ""


def tile_rules(rules: Rules, tile: int) -> Rules:
    """The rules for one tile: PU-4.9, Horizon T1 (PU-18.7) lifts adjacency only, and only
    for a tile containing `free_terrain` (a patch or block is no tile)."""
    if rules.free_terrain and rules.adjacency and tile != PATCH and rules.free_terrain in {
            letter_of(tile, s.side) for s in form_of(tile, 0)}:
        return replace(rules, adjacency=False)
    return rules


@dataclass(frozen=True)
class _Context:
    g: Geometry
    board: Board
    free: int
    first: bool
    touch: int
    restriction: str
    adjacency: bool
    same: tuple[tuple[str, int], ...]
    board_rules: bool = True
    is_patch: bool = False
    covered: int = 0
    restriction_scope: str = "planet"
    free_shapes: str = ""


def _freedom(c: _Context, tile: int) -> str:
    """What Quantum Solutions T1 lifts for this tile (`Rules.free_shapes`): "edge" (upper A,
    a large tile), "inside" (upper B, a small tile) or ""."""
    size = tile_size(tile)
    if c.free_shapes == "large_edge" and size == "large":
        return "edge"
    return "inside" if c.free_shapes == "small_inside" and size == "small" else ""


def _context(board: Board, rules: Rules) -> _Context:
    g = geometry(board.key)
    covered = covered_mask(board.key, board.terrain)
    restriction = "" if rules.is_patch else rules.restriction  # PU-4.6: never on blocks
    same: tuple[tuple[str, int], ...] = ()
    if restriction == NO_SAME:
        same = tuple((k, g.dilate(v))
                     for k, v in terrain_masks(board.key, board.terrain).items())
    # PU-17.8: a hole is never free ground; only a lifted rule (SM-1.2) lets a tile cover it.
    ground = g.squares if not rules.board_rules and not rules.is_patch else g.open
    if board.kind == "moon":  # SM-3.5: not onto a moon meteorite
        ground &= ~sum(g.bit(*g.xy(sq)) for sq in board.meteors)
    free, touch = ground & ~covered, g.dilate(covered) & ~covered
    if rules.is_patch and (rules.over_tiles or rules.over_meteors):
        over = _over(g, board, covered, rules)
        free |= over
        touch |= over & covered  # a tile's square always touches the rest of its tile
    return _Context(g, board, free, covered == 0, touch, restriction, rules.adjacency, same,
                    rules.board_rules, rules.is_patch, covered, rules.restriction_scope,
                    rules.free_shapes)


def _over(g: Geometry, board: Board, covered: int, rules: Rules) -> int:
    """PU-18.17: the covered squares a patch (or a block, SM-8.5) may go on: a tile's square
    without a meteorite (Wormhole T2), a meteorite on a tile or on the moon's bare ground
    (Wormhole T5, SM-3.5); never a square a patch or block already covers (they are not
    tiles, PU-9.3) nor a hole (PU-17.8)."""
    meteors = g.mask_of(board.meteors)
    over = covered & ~meteors if rules.over_tiles else 0
    if rules.over_meteors:
        over |= meteors
    return over & g.open & ~g.mask_of(board.patches)


def _fits(c: _Context, mask: int, per: tuple[tuple[str, int], ...], shift: int,
          icons: tuple[tuple[str, int], ...] = (), free: str = "") -> bool:
    m = mask << shift
    g = c.g
    if m & ~c.free:
        return False  # PU-4.2
    inside = free == "inside" and not m & g.edge  # SM-12.3 upper B T1
    if c.first:
        # PU-17.4 Charybdis: the centre instead of the edge (the edge if lifted); T1 lifts
        # only PU-4.3, never the planet's own rule (PU-4.9)
        if g.first and (c.board_rules or not inside):
            if not m & (g.first if c.board_rules else g.first | g.edge):
                return False
        elif not m & g.edge and not inside:
            return False  # PU-4.3
    elif c.adjacency and not m & c.touch and not inside and not (free == "edge" and m & g.edge):
        return False  # PU-4.4 (SM-12.3 T1)
    if g.ring and m & g.ring:
        if c.is_patch:
            return False  # PU-17.2: a patch never covers the ring (never lifted, SM-1.2)
        if c.board_rules and not m & ~g.ring:
            return False  # PU-17.2: a tile on the ring also covers a square off it
    if c.board_rules and not c.is_patch and not _planet_rule_fits(c, m, icons, shift):
        return False
    if c.is_patch and g.no_blocks and c.board_rules:
        return False  # SM-9.3: the face forbids patches and terrain blocks
    if c.restriction and (is_planet(c.board) or c.restriction_scope == "both"):
        if c.restriction == NO_EDGE and m & c.g.edge:
            return False
        if c.restriction == NO_ICE and m & c.g.ice:
            return False
    if c.restriction == NO_SAME:
        same = dict(c.same)
        if any((pm << shift) & same.get(letter, 0) for letter, pm in per):
            return False
    return True


def _planet_rule_fits(c: _Context, m: int, icons: tuple[tuple[str, int], ...],
                      shift: int) -> bool:
    """The waivable placement rules of the asymmetric planets (PU-17, SM-1.2)."""
    g = c.g
    rule = g.rule
    if rule == "no_mixed_ice":  # PU-17.6 K-273
        return not (m & g.ice and m & ~g.ice)
    if rule == "chasm":  # PU-17.13 Tartarus
        return not (m & g.side and m & ~g.side)
    if rule in ("quadrants", "fragment"):  # PU-17.11 Persephone's quadrants, SM-9.3 a face:
        banned = dict(g.no_icon)  # no icon of the forbidden resource
        return not any((im << shift) & banned.get(letter, 0) for letter, im in icons)
    return True


def _banned_tile(c: _Context, tile: int) -> bool:
    """SM-9.3: a fragment face forbidding the meteorite symbol takes no meteorite tile at all;
    waivable (SM-9.8). DECISION (SM-7.2: a rescue tile "contains 1 meteorite"): rescue tiles
    are meteorite tiles."""
    return c.g.no_meteor_tiles and c.board_rules and tile != PATCH and tile_def(tile).meteor


def _scan(c: _Context, tile: int) -> Iterator[tuple[int, int, int, int]]:
    """(form, x, y, mask) of every placement of a tile that `_fits` the context."""
    g = c.g
    if _banned_tile(c, tile):
        return
    slide = g.rule == "slide" and c.board_rules and not c.is_patch
    free = _freedom(c, tile)
    for form in range(form_count(tile)):
        fmask, fw, fh, per = _form_masks(tile, form, g.stride)
        icons = _icon_masks(tile, form, g.stride) if g.no_icon else ()
        reach = slide_reach(g.key, c.covered, tile, form) if slide else None
        for y in range(g.height - fh + 1):
            for x in range(g.width - fw + 1):
                shift = y * g.stride + x
                if (_fits(c, fmask, per, shift, icons, free)
                        and (reach is None or (x, y) in reach)):
                    yield form, x, y, fmask << shift


def placements(board: Board, tile: int, rules: Rules) -> Iterator[tuple[int, int, int]]:
    """Every legal (form, x, y) of a tile or patch on a board (PU-4.1 to PU-4.6)."""
    for form, x, y, _mask in _scan(_context(board, tile_rules(rules, tile)), tile):
        yield form, x, y


def placement_masks(key: str, covered: int, tile: int) -> list[int]:
    """Masks of every placement of a tile on a planet whose covered squares are `covered`,
    under PU-4.2 to PU-4.4 only (no event restriction): for the bots' look-ahead over
    boards that exist only as bitmasks."""
    return [mask for _f, _x, _y, mask in _scan(_mask_context(key, covered), tile)]


def placement_masks_meeting(key: str, covered: int, tile: int, letter: str, target: int
                            ) -> list[tuple[int, bool]]:
    """`placement_masks`, each with whether that form's `letter` squares meet `target` (the
    bots' look-ahead asks whether a Water square lies on ice, PU-5.4). Forms that differ
    only in terrain give the same mask once per form."""
    c = _mask_context(key, covered)
    stride = c.g.stride
    return [(mask, bool((_letter_mask(tile, form, stride, letter) << (y * stride + x)) & target))
            for form, x, y, mask in _scan(c, tile)]


@cache
def _letter_mask(tile: int, form: int, stride: int, letter: str) -> int:
    """The squares of one terrain letter in a form's origin mask (`_form_masks`)."""
    return dict(_form_masks(tile, form, stride)[3]).get(letter, 0)


def _mask_context(key: str, covered: int) -> _Context:
    g = geometry(key)
    return _Context(g, empty_board(key), g.open & ~covered, covered == 0,
                    g.dilate(covered) & ~covered, "", True, (), covered=covered)


def is_legal_placement(board: Board, tile: int, form: int, x: int, y: int,
                       rules: Rules) -> bool:
    """Is this one placement legal? (The same test as `placements`.)"""
    if tile == PATCH:
        form = 0  # a block's form names its terrain, not a shape (SM-8.3)
    if not 0 <= form < form_count(tile):
        return False
    c = _context(board, tile_rules(rules, tile))
    if _banned_tile(c, tile):
        return False
    fmask, fw, fh, per = _form_masks(tile, form, c.g.stride)
    if not (0 <= x <= c.g.width - fw and 0 <= y <= c.g.height - fh):
        return False
    icons = _icon_masks(tile, form, c.g.stride) if c.g.no_icon else ()
    if not _fits(c, fmask, per, y * c.g.stride + x, icons, _freedom(c, tile)):
        return False
    if c.g.rule == "slide" and c.board_rules and not c.is_patch:  # PU-17.10
        return (x, y) in slide_reach(c.g.key, c.covered, tile, form)
    return True


def has_placement(board: Board, tile: int, rules: Rules) -> bool:
    """Does a tile fit anywhere on the board under these rules?"""
    return next(placements(board, tile, rules), None) is not None


def squares_of(board: Board, tile: int, form: int, x: int, y: int
               ) -> tuple[tuple[int, str, str, bool], ...]:
    """(square, terrain letter, icon letter or '', meteor symbol) of a placed piece."""
    g = geometry(board.key)
    out = []
    for s in form_of(tile, form):
        letter = block_letter(form) if tile == PATCH else letter_of(tile, s.side)
        out.append((g.square(x + s.x, y + s.y), letter, letter if s.icon else "", s.meteor))
    return tuple(out)


def block_letter(form: int) -> str:
    """The terrain of a block piece (SM-8): form 0 is a biomass patch, 1 + k terrain k."""
    return LETTER["biomass"] if form == 0 else LETTER[TERRAINS[form - 1]]
