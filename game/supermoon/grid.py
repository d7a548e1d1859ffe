"""Board geometry: squares, edges, special squares (PU-16.1, PU-17, SM-6), areas, energy areas
and rover steps (PU-5.5, PU-7.1).

Boards are kept as Python-int bitmasks (spec "Engine notes"): bit `y * stride + x` with
`stride = width + 1`, the spare column keeping a one-square dilation from wrapping onto the
next row. A board's key names its map: a planet key (`data.PLANET_BY_KEY`), `moon_<face>`
(`moons.MOON_BY_KEY`) or `fragment_<face>` (`fragments.FACE_BY_KEY`, SM-10).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache

from game.supermoon import fragments, moons
from game.supermoon.data import LETTER, PLANET_BY_KEY
from game.supermoon.moons import MOON_BY_KEY
from game.supermoon.state import Board

DIRS = ((0, -1), (1, 0), (0, 1), (-1, 0))  # a rover's steps: up, right, down, left (PU-7.1)
# Directions 4-7, the diagonal steps (Cosmos T1, PU-18.3): up-right, down-right, down-left,
# up-left.
STEPS = DIRS + ((1, -1), (1, 1), (-1, 1), (-1, -1))



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
    start_meteors: tuple[int, ...] = ()  # a moon's starting meteorite symbol (SM-3.1)
    no_meteor_tiles: bool = False  # a fragment face forbidding meteorite tiles (SM-9.3)
    no_blocks: bool = False  # a fragment face forbidding patches and blocks (SM-9.3)
    shuttles: tuple[int, ...] = ()  # a fragment's shuttle squares (SM-9.5)

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


MOON_PREFIX = "moon_"


def moon_key(face: str) -> str:
    """The board key of a moon face ("s", "b1", …)."""
    return MOON_PREFIX + face


PLANET_KINDS = ("planet", "fragment")  # SM-9.7: the four fragments are one planet


def is_planet(board: Board) -> bool:
    """Is the board (part of) the player's planet: the planet, or one of the fragments of the
    fragmented planet (SM-2.1, SM-9.7)? A moon is not a planet."""
    return board.kind in PLANET_KINDS


def line_medals(key: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(row medals, column medals) printed on a board (PU-16.1, PU-17, SM-10.2)."""
    if key.startswith(fragments.PREFIX):
        face = fragments.FACE_BY_KEY[key.removeprefix(fragments.PREFIX)]
        return face.row_medals, face.col_medals
    planet = PLANET_BY_KEY[key]
    return planet.row_medals, planet.col_medals


def waivable(board: Board) -> bool:
    """Has the board a placement rule of its own that SM-1.2 may lift: an asymmetric planet's
    (PU-17) or a fragment's forbidden element (SM-9.8)?"""
    if board.kind == "fragment":
        return True
    return board.kind == "planet" and PLANET_BY_KEY[board.key].waivable


@cache
def geometry(key: str) -> Geometry:
    """The geometry of a board (PU-16.1, PU-17, SM-6, SM-10; edge rule in the spec's
    conventions)."""
    if key.startswith(MOON_PREFIX):
        return _moon_geometry(key)
    if key.startswith(fragments.PREFIX):
        return _fragment_geometry(key)
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


def _moon_geometry(key: str) -> Geometry:
    """A moon face (SM-6.1): its squares (land, ice, the meteorite symbol), no lifepods, no
    lines; its edge as `moons.edge_squares` derives it (craters count as neighbours)."""
    face = MOON_BY_KEY[key.removeprefix(MOON_PREFIX)]
    stride = face.width + 1

    def mask(cells: frozenset[tuple[int, int]]) -> int:
        return sum(1 << (y * stride + x) for x, y in cells)

    mx, my = moons.meteorite_square(face)
    return Geometry(key, face.width, face.height, stride, mask(moons.squares(face)),
                    mask(moons.edge_squares(face)), mask(moons.ice(face)), (), rule="moon",
                    start_meteors=(my * face.width + mx,))


def _fragment_geometry(key: str) -> Geometry:
    """A fragment face in its canonical frame (SM-10): its squares, edge, ice, lifepods and
    shuttle, and its forbidden element (SM-9.3) as a placement rule ("fragment")."""
    face = fragments.FACE_BY_KEY[key.removeprefix(fragments.PREFIX)]
    w = face.width
    stride = w + 1

    def mask(cells: frozenset[tuple[int, int]]) -> int:
        return sum(1 << (y * stride + x) for x, y in cells)

    def index(cells: frozenset[tuple[int, int]]) -> tuple[int, ...]:
        return tuple(sorted(y * w + x for x, y in cells))

    on = mask(fragments.squares(face))
    banned = LETTER.get(face.forbids, "")
    return Geometry(key, w, face.height, stride, on, mask(fragments.edge_squares(face)),
                    mask(fragments.ice(face)), index(fragments.lifepods(face)),
                    rule="fragment", no_icon=((banned, on),) if banned else (),
                    no_meteor_tiles=face.forbids == fragments.METEORITE,
                    no_blocks=face.forbids == fragments.BLOCK,
                    shuttles=index(fragments.shuttles(face)))


def empty_board(key: str, kind: str = "planet") -> Board:
    """A fresh board with its lifepods (PU-1.3, SM-9.1); a moon with its starting meteorite
    (SM-3.1)."""
    g = geometry(key)
    blank = "." * (g.width * g.height)
    if key.startswith(MOON_PREFIX):
        return Board("moon", key, blank, blank, meteors=g.start_meteors)
    if key.startswith(fragments.PREFIX):
        return Board("fragment", key, blank, blank, lifepods=g.lifepods)
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


def area(board: Board, start: int) -> frozenset[int]:
    """The area (same-terrain connected squares) containing `start` (conventions)."""
    return _area(board.key, board.terrain, start)


@lru_cache(maxsize=16384)
def _area(key: str, terrain: str, start: int) -> frozenset[int]:
    g = geometry(key)
    letter = terrain[start]
    seen = {start}
    todo = [start]
    while todo:
        sq = todo.pop()
        for nb in g.neighbours(sq):
            if nb not in seen and terrain[nb] == letter:
                seen.add(nb)
                todo.append(nb)
    return frozenset(seen)


def areas(board: Board, letter: str) -> list[frozenset[int]]:
    """Every separate area of one terrain letter (cached per board terrain: the bots rate
    thousands of positions a decision, each asking for areas)."""
    return list(_areas(board.key, board.terrain, letter))


@lru_cache(maxsize=16384)
def _areas(key: str, terrain: str, letter: str) -> tuple[frozenset[int], ...]:
    seen: set[int] = set()
    out = []
    for sq, ch in enumerate(terrain):
        if ch == letter and sq not in seen:
            a = _area(key, terrain, sq)
            seen |= a
            out.append(a)
    return tuple(out)


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


def barred_square(board: Board, g: Geometry, square: int) -> bool:
    """A square no rover may go onto, by a step or a teleport: a bare hole (PU-17.8) or a
    bare toxic square (PU-17.7)."""
    return board.terrain[square] == "." and bool((g.holes | g.toxic) & g.bit(*g.xy(square)))


def can_enter(board: Board | None, g: Geometry, frm: int, to: int) -> bool:
    """May a rover step from `frm` onto the neighbouring square `to` (orthogonal, or diagonal
    for Cosmos T1)? Never onto a bare hole (PU-17.8) or a bare toxic square (PU-17.7), never
    across the chasm (PU-17.13) but at its two diagonal crossings. DECISION (PU-18.3 says no
    more): a diagonal step needs only its target square on the board, as an orthogonal one."""
    bit = g.bit(*g.xy(to))
    # `barred_square`, inline: the rovers' searches ask this edge test thousands of times
    if board is not None and board.terrain[to] == "." and (g.holes | g.toxic) & bit:
        return False
    if g.side and bool(g.side & bit) != bool(g.side & g.bit(*g.xy(frm))):
        return (frm, to) in g.crossings or (to, frm) in g.crossings
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
