"""Board geometry: squares, edges, placement legality and areas (PU-4, PU-5.4, PU-5.5).

Boards are kept as Python-int bitmasks for the placement test (spec "Engine notes"): bit
`y * stride + x` with `stride = width + 1`, the spare column keeping a one-square dilation from
wrapping onto the next row. A placement is (tile, form, x, y): the form's squares shifted so
its bounding box's top-left lies on (x, y).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache

from game.supermoon.data import LETTER, PLANET_BY_KEY, TILES, Square
from game.supermoon.state import PATCH, Board

DIRS = ((0, -1), (1, 0), (0, 1), (-1, 0))  # a rover's steps: up, right, down, left (PU-7.1)

# Round restrictions (PU-4.6), by event round_rule name.
NO_EDGE = "no_planet_edge"
NO_ICE = "no_planet_ice"
NO_SAME = "no_same_terrain_neighbour"
PLACEMENT_RULES = (NO_EDGE, NO_ICE, NO_SAME)
PATCH_FORM = (Square(0, 0, "A", False, False),)


@dataclass(frozen=True)
class Geometry:
    """The fixed shape of a board: size, its squares, edge squares and ice as bitmasks."""

    key: str
    width: int
    height: int
    stride: int
    squares: int
    edge: int
    ice: int
    lifepods: tuple[int, ...]  # squares (y * width + x) printed with a lifepod
    rule: str = "none"  # the planet's special rule (PU-17), "none" on KSB-4156
    holes: int = 0  # Lacuna's holes: squares for the edge rule, never bare ground (PU-17.8)
    ring: int = 0  # Arashi's ring (PU-17.2)
    first: int = 0  # Charybdis: where the first tile goes instead of the edge (PU-17.4)
    cities: int = 0  # Gaia (PU-17.5)
    toxic: int = 0  # K'Aax (PU-17.7)
    electric: int = 0  # Petra (PU-17.12)
    side: int = 0  # Tartarus: the squares east of the chasm (PU-17.13)
    crossings: tuple[tuple[int, int], ...] = ()  # Tartarus: square pairs a diagonal crosses
    sub_planets: tuple[int, ...] = ()  # Cerberus (PU-17.3)
    no_icon: tuple[tuple[str, int], ...] = ()  # Persephone: icon letter -> forbidden squares

    @property
    def open(self) -> int:
        """Squares a tile may cover under every rule: the board without its holes."""
        return self.squares & ~self.holes

    def bit(self, x: int, y: int) -> int:
        """The mask bit of (x, y)."""
        return 1 << (y * self.stride + x)

    def square(self, x: int, y: int) -> int:
        """The square index (y * width + x)."""
        return y * self.width + x

    def xy(self, square: int) -> tuple[int, int]:
        """(x, y) of a square index."""
        return square % self.width, square // self.width

    def on_board(self, x: int, y: int) -> bool:
        """Is (x, y) a square of this board?"""
        return 0 <= x < self.width and 0 <= y < self.height and bool(
            self.squares & self.bit(x, y))

    def neighbours(self, square: int) -> Iterator[int]:
        """Orthogonal neighbour squares on the board."""
        x, y = self.xy(square)
        for dx, dy in DIRS:
            if self.on_board(x + dx, y + dy):
                yield self.square(x + dx, y + dy)

    def dilate(self, mask: int) -> int:
        """Squares orthogonally adjacent to `mask` (and `mask` itself), on the board."""
        s = self.stride
        return (mask | mask << 1 | mask >> 1 | mask << s | mask >> s) & self.squares

    def mask_of(self, squares: Iterator[int] | tuple[int, ...]) -> int:
        """Bitmask of square indices."""
        m = 0
        for sq in squares:
            x, y = self.xy(sq)
            m |= self.bit(x, y)
        return m


@cache
def geometry(key: str) -> Geometry:
    """The geometry of a planet board (PU-16.1, PU-17; edge rule in the spec's conventions)."""
    planet = PLANET_BY_KEY[key]
    w, h = planet.width, planet.height
    stride = w + 1
    masks: dict[str, int] = {}
    lifepods = []
    for y in range(h):
        for x in range(w):
            kind = planet.cell(x, y)
            if kind == ".":
                continue
            bit = 1 << (y * stride + x)
            masks[kind] = masks.get(kind, 0) | bit
            if kind in "Pe":
                lifepods.append(y * w + x)
    squares = sum(masks.values())
    edge = 0
    for y in range(h):
        for x in range(w):
            if not squares & (1 << (y * stride + x)):
                continue
            if key == "oblivion":  # PU-17.9: outer frame only
                is_edge = x in (0, w - 1) or y in (0, h - 1)
            else:  # fewer than 4 neighbours on the board; holes count (PU-17.8)
                count = sum(1 for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))
                            if planet.cell(x + dx, y + dy) != ".")
                is_edge = count < 4
            if is_edge:
                edge |= 1 << (y * stride + x)

    def mask(cells: object) -> int:
        return sum(1 << (y * stride + x) for x, y in cells  # type: ignore[attr-defined]
                   if planet.cell(x, y) != ".")

    side = mask((x, y) for y, row in enumerate(planet.sides) for x, c in enumerate(row)
                if c == "1")
    no_icon: dict[str, int] = {}
    for box, letter in planet.forbidden_icons:
        no_icon[letter] = no_icon.get(letter, 0) | mask(box)
    return Geometry(
        key, w, h, stride, squares, edge, masks.get("I", 0), tuple(lifepods), rule=planet.rule,
        holes=masks.get("o", 0), ring=masks.get("R", 0), first=mask(planet.first_squares),
        cities=masks.get("C", 0), toxic=masks.get("T", 0),
        electric=masks.get("E", 0) | masks.get("e", 0), side=side,
        crossings=tuple(sorted((a[1] * w + a[0], b[1] * w + b[0]) for a, b in planet.crossings)),
        sub_planets=tuple(mask(sp) for sp in planet.sub_planets),
        no_icon=tuple(sorted(no_icon.items())))


def empty_board(key: str, kind: str = "planet") -> Board:
    """A fresh board with its lifepods (PU-1.3)."""
    g = geometry(key)
    blank = "." * (g.width * g.height)
    return Board(kind, key, blank, blank, lifepods=g.lifepods)


@cache
def covered_mask(key: str, terrain: str) -> int:
    """Squares covered by a tile or patch."""
    g = geometry(key)
    m = 0
    for sq, ch in enumerate(terrain):
        if ch != ".":
            x, y = g.xy(sq)
            m |= g.bit(x, y)
    return m


@cache
def terrain_masks(key: str, terrain: str) -> dict[str, int]:
    """Covered squares per terrain letter."""
    g = geometry(key)
    out: dict[str, int] = {}
    for sq, ch in enumerate(terrain):
        if ch != ".":
            x, y = g.xy(sq)
            out[ch] = out.get(ch, 0) | g.bit(x, y)
    return out


def form_of(tile: int, form: int) -> tuple[Square, ...]:
    """The squares of a tile's form (a patch has one)."""
    if tile == PATCH:
        return PATCH_FORM
    return TILES[tile].shape.forms[form]


def form_count(tile: int) -> int:
    """How many forms a tile has (PU-16.3)."""
    return 1 if tile == PATCH else len(TILES[tile].shape.forms)


def letter_of(tile: int, side: str) -> str:
    """Terrain letter of a tile side; a patch is Biomass (PU-9.2)."""
    if tile == PATCH:
        return LETTER["biomass"]
    return LETTER[TILES[tile].terrain(side)]


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
    return _Context(g, board, ground & ~covered, covered == 0,
                    g.dilate(covered) & ~covered, restriction, rules.adjacency, same,
                    rules.board_rules, rules.is_patch, covered)


def _fits(c: _Context, mask: int, per: tuple[tuple[str, int], ...], shift: int,
          icons: tuple[tuple[str, int], ...] = ()) -> bool:
    m = mask << shift
    g = c.g
    if m & ~c.free:
        return False  # PU-4.2
    if c.first:
        if g.first:  # PU-17.4 Charybdis: the centre instead of the edge (the edge if lifted)
            if not m & (g.first if c.board_rules else g.first | g.edge):
                return False
        elif not m & g.edge:
            return False  # PU-4.3
    elif c.adjacency and not m & c.touch:
        return False  # PU-4.4
    if g.ring and m & g.ring:
        if c.is_patch:
            return False  # PU-17.2: a patch never covers the ring (never lifted, SM-1.2)
        if c.board_rules and not m & ~g.ring:
            return False  # PU-17.2: a tile on the ring also covers a square off it
    if c.board_rules and not c.is_patch and not _planet_rule_fits(c, m, icons, shift):
        return False
    if c.restriction and c.board.kind == "planet":
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
    if rule == "quadrants":  # PU-17.11 Persephone: no icon of the quadrant's resource
        banned = dict(g.no_icon)
        return not any((im << shift) & banned.get(letter, 0) for letter, im in icons)
    return True


def _scan(c: _Context, tile: int) -> Iterator[tuple[int, int, int, int]]:
    """(form, x, y, mask) of every placement of a tile that `_fits` the context."""
    g = c.g
    slide = g.rule == "slide" and c.board_rules and not c.is_patch
    for form in range(form_count(tile)):
        fmask, fw, fh, per = _form_masks(tile, form, g.stride)
        icons = _icon_masks(tile, form, g.stride) if g.no_icon else ()
        reach = slide_reach(g.key, c.covered, tile, form) if slide else None
        for y in range(g.height - fh + 1):
            for x in range(g.width - fw + 1):
                shift = y * g.stride + x
                if _fits(c, fmask, per, shift, icons) and (reach is None or (x, y) in reach):
                    yield form, x, y, fmask << shift


def placements(board: Board, tile: int, rules: Rules) -> Iterator[tuple[int, int, int]]:
    """Every legal (form, x, y) of a tile or patch on a board (PU-4.1 to PU-4.6)."""
    for form, x, y, _mask in _scan(_context(board, rules), tile):
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
    if not 0 <= form < form_count(tile):
        return False
    c = _context(board, rules)
    fmask, fw, fh, per = _form_masks(tile, form, c.g.stride)
    if not (0 <= x <= c.g.width - fw and 0 <= y <= c.g.height - fh):
        return False
    icons = _icon_masks(tile, form, c.g.stride) if c.g.no_icon else ()
    if not _fits(c, fmask, per, y * c.g.stride + x, icons):
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
        letter = letter_of(tile, s.side)
        out.append((g.square(x + s.x, y + s.y), letter, letter if s.icon else "", s.meteor))
    return tuple(out)


def area(board: Board, start: int) -> frozenset[int]:
    """The area (same-terrain connected squares) containing `start` (conventions)."""
    g = geometry(board.key)
    letter = board.terrain[start]
    seen = {start}
    todo = [start]
    while todo:
        sq = todo.pop()
        for nb in g.neighbours(sq):
            if nb not in seen and board.terrain[nb] == letter:
                seen.add(nb)
                todo.append(nb)
    return frozenset(seen)


def areas(board: Board, letter: str) -> list[frozenset[int]]:
    """Every separate area of one terrain letter."""
    seen: set[int] = set()
    out = []
    for sq, ch in enumerate(board.terrain):
        if ch == letter and sq not in seen:
            a = area(board, sq)
            seen |= a
            out.append(a)
    return out


def energy_choices(board: Board, icon_square: int) -> tuple[str, ...]:
    """PU-5.5: terrains of covered squares orthogonally adjacent to the icon's energy area."""
    g = geometry(board.key)
    region = area(board, icon_square)
    if g.electric:  # PU-17.12 Petra: bare electric squares extend the energy area
        region = _energy_region(board, icon_square)
    found = set()
    for sq in region:
        for nb in g.neighbours(sq):
            ch = board.terrain[nb]
            if nb not in region and ch not in (".", LETTER["energy"]):
                found.add(ch)
    return tuple(sorted(found))


def is_energy(board: Board, square: int) -> bool:
    """Energy terrain, or a bare Petra electric square (PU-17.12)."""
    ch = board.terrain[square]
    if ch == LETTER["energy"]:
        return True
    g = geometry(board.key)
    return ch == "." and bool(g.electric & g.bit(*g.xy(square)))


def _energy_region(board: Board, start: int) -> frozenset[int]:
    g = geometry(board.key)
    seen = {start}
    todo = [start]
    while todo:
        sq = todo.pop()
        for nb in g.neighbours(sq):
            if nb not in seen and is_energy(board, nb):
                seen.add(nb)
                todo.append(nb)
    return frozenset(seen)


def is_edge(board: Board, square: int) -> bool:
    """Is a square an edge square of its board?"""
    g = geometry(board.key)
    x, y = g.xy(square)
    return bool(g.edge & g.bit(x, y))


def is_ice(board: Board, square: int) -> bool:
    """Is a square printed as ice?"""
    g = geometry(board.key)
    x, y = g.xy(square)
    return bool(g.ice & g.bit(x, y))


def is_hole(board: Board, square: int) -> bool:
    """Is a square one of Lacuna's holes (PU-17.8)?"""
    g = geometry(board.key)
    return bool(g.holes & g.bit(*g.xy(square)))


def board_squares(board: Board) -> Iterator[int]:
    """Every square index of the board; a bare hole is not ground (PU-17.8)."""
    g = geometry(board.key)
    for y in range(g.height):
        for x in range(g.width):
            bit = g.bit(x, y)
            if g.squares & bit and not (g.holes & bit and board.terrain[y * g.width + x] == "."):
                yield g.square(x, y)


def can_enter(board: Board | None, g: Geometry, frm: int, to: int) -> bool:
    """May a rover step from `frm` onto the neighbouring square `to`? Never onto a bare hole
    (PU-17.8) or a bare toxic square (PU-17.7), never across the chasm (PU-17.13)."""
    bit = g.bit(*g.xy(to))
    if board is not None and board.terrain[to] == "." and (g.holes | g.toxic) & bit:
        return False
    if g.side:
        return bool(g.side & bit) == bool(g.side & g.bit(*g.xy(frm)))
    return True


def shortest_paths(g: Geometry, start: int, blocked: set[int] | frozenset[int],
                   limit: int | None = None, board: Board | None = None
                   ) -> dict[int, tuple[int, ...]]:
    """Every square a rover on `start` can reach in at most `limit` steps (no limit: any),
    never entering a `blocked` square nor a square `can_enter` forbids, with the directions
    (`DIRS` indices) of a shortest path there; breadth-first, so squares come nearest first
    (PU-7.1)."""
    paths: dict[int, tuple[int, ...]] = {start: ()}
    todo = deque([start])
    while todo:
        sq = todo.popleft()
        path = paths[sq]
        if limit is not None and len(path) >= limit:
            continue
        x, y = g.xy(sq)
        for d, (dx, dy) in enumerate(DIRS):
            if not g.on_board(x + dx, y + dy):
                continue
            nxt = g.square(x + dx, y + dy)
            if nxt not in paths and nxt not in blocked and can_enter(board, g, sq, nxt):
                paths[nxt] = path + (d,)
                todo.append(nxt)
    return paths
