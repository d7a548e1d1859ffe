"""The Tsukuyumi board: zones on a hex grid and the markers lying on their edges (TS-9, TS-41).

A zone is one hex (TS-9.1, TS-41.2): an area tile (pool id, rotation, type, mountain value,
printed characteristic, printed barriers after rotation, devastated flag), a moon zone (TS-41.3,
TS-9.11) or a start zone (its faction, TS-2.15). Empty hexes, holes included, are not zones.
Coordinates are axial `(q, r)` tuples with the Moon centre at (0, 0) and the directions of
`game.core.hexgrid.DIRECTIONS` (TS-41.1). An edge is keyed canonically `(q, r, d)` with `d` in
{0, 1, 2} (TS-41.4); the edge markers — Barrier/Passage (TS-9.9), Tunnel (TS-23.10) and Barricade
(TS-23.13) — are stored by that key, so they stay on their board edge when a tile turns (TS-9.12).

`Board` is frozen and JSON-encodable by `game.core.codec` (tuples only; no tuple-keyed dict);
its lookups are computed once per board and cached on the instance. Every transform returns a
new board. Zone state that changes during play (territory markers, units, zone markers, Cancel)
is not here: it belongs to the game state (TS-41.5).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import cache, cached_property

from game.core.hexgrid import DIRECTIONS, Edge, Hex, direction_between
from game.tsukuyumi.tiles import ROTATIONS, TILE_BY_ID, TileType, barriers_after_rotation

Pos = tuple[int, int]
EdgeKey = tuple[int, int, int]

MOON_CENTRE: Pos = (0, 0)
# TS-41.3: the centre, then its ring in direction order.
MOON_POSITIONS: tuple[Pos, ...] = (MOON_CENTRE,) + tuple((d.q, d.r) for d in DIRECTIONS)
ZONE_KINDS = ("area", "moon", "start")
EDGE_MARKERS = ("barrier", "passage", "tunnel", "barricade")


@dataclass(frozen=True)
class Zone:
    """One zone (TS-41.2): an area tile, a moon zone or a start zone."""

    q: int
    r: int
    kind: str  # one of ZONE_KINDS
    tile: str = ""  # pool id of an area tile
    rotation: int = 0  # 0-5, area tiles only
    zone_type: str = ""  # ocean | fertile | mountain | moon; '' for a start zone (TS-2.15)
    mountain: int = 0  # Montagne +X
    characteristic: str = ""  # printed characteristic; markers are game state (TS-41.5)
    barriers: tuple[int, ...] = ()  # board directions of printed barriers after rotation
    faction: str = ""  # the owner of a start zone
    devastated: bool = False  # Stage 2/3 back side (TS-9.15)

    @property
    def pos(self) -> Pos:
        """The zone's axial position."""
        return (self.q, self.r)


@dataclass(frozen=True)
class Board:
    """The zones, sorted by (q, r), and the edge markers, each a sorted tuple of edge keys."""

    zones: tuple[Zone, ...]
    barrier_markers: tuple[EdgeKey, ...] = ()
    passage_markers: tuple[EdgeKey, ...] = ()
    tunnels: tuple[EdgeKey, ...] = ()
    barricades: tuple[EdgeKey, ...] = ()

    def __post_init__(self) -> None:
        # Normalise the order so that equal boards compare and encode equal.
        zones = tuple(sorted(self.zones, key=lambda z: (z.q, z.r)))
        if len({z.pos for z in zones}) != len(zones):
            raise ValueError("two zones on one hex")
        object.__setattr__(self, "zones", zones)
        for kind in EDGE_MARKERS:
            keys = tuple(sorted(tuple(k) for k in getattr(self, _FIELD[kind])))
            if len(set(keys)) != len(keys):
                raise ValueError(f"two {kind} markers on one edge")
            if any(len(k) != 3 or k[2] not in (0, 1, 2) for k in keys):
                raise ValueError(f"{kind} edge keys must be canonical (q, r, d), d in 0..2")
            object.__setattr__(self, _FIELD[kind], keys)
        if set(self.barrier_markers) & set(self.passage_markers):
            # TS-9.9: one double-sided marker shows either side, never both.
            raise ValueError("a Barrier and a Passage marker on one edge")

    @cached_property
    def index(self) -> dict[Pos, Zone]:
        """Zone lookup by position (computed once per board)."""
        return {z.pos: z for z in self.zones}

    @cached_property
    def marker_sets(self) -> dict[str, frozenset[EdgeKey]]:
        """Edge keys per marker kind, as sets."""
        return {kind: frozenset(getattr(self, _FIELD[kind])) for kind in EDGE_MARKERS}

    @cached_property
    def holes(self) -> tuple[Pos, ...]:
        """The enclosed empty hexes (TS-2.14), sorted."""
        return tuple(sorted(enclosed_cells(self.index.keys())))

    @cached_property
    def edge_positions(self) -> tuple[Pos, ...]:
        """Empty hexes adjacent to at least one zone, holes included (TS-2.14), sorted."""
        occupied = self.index
        out = {n for p in occupied for n in neighbours(p) if n not in occupied}
        return tuple(sorted(out))

    @cached_property
    def start_edges(self) -> tuple[Pos, ...]:
        """The edge positions a start zone may take (TS-2.14 DECISION): next to an area tile
        or a moon zone. A hex touching only start zones is off the board, and a start zone
        there would have no neighbouring zone to claim (TS-2.17)."""
        index = self.index
        return tuple(p for p in self.edge_positions
                     if any(index[n].kind != "start" for n in neighbours(p) if n in index))

    @cached_property
    def memo(self) -> dict[tuple[object, ...], object]:
        """Answers of the pure lookups below (`neighbour_zones`, `is_blocked`), filled on
        demand: a board never changes, and movement asks the same edges thousands of times
        a game (not a field: never compared, encoded or saved)."""
        return {}


_FIELD = {"barrier": "barrier_markers", "passage": "passage_markers",
          "tunnel": "tunnels", "barricade": "barricades"}


# --- geometry on positions ---------------------------------------------------------------------


def neighbours(pos: Pos) -> tuple[Pos, ...]:
    """The six adjacent positions, in direction order (TS-41.1)."""
    q, r = pos
    return tuple((q + d.q, r + d.r) for d in DIRECTIONS)


def distance(a: Pos, b: Pos = MOON_CENTRE) -> int:
    """Steps between two positions (from the Moon centre by default)."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def ring_positions(radius: int) -> tuple[Pos, ...]:
    """The positions exactly `radius` from the Moon centre, sorted."""
    out = [(q, r) for q in range(-radius, radius + 1) for r in range(-radius, radius + 1)
           if distance((q, r)) == radius]
    return tuple(sorted(out))


def edge_key(a: Pos, direction: int) -> EdgeKey:
    """The canonical key (q, r, d), d in {0, 1, 2}, of side `direction` of hex `a` (TS-41.4)."""
    edge = Edge.of(Hex(*a), direction)
    return (edge.hex.q, edge.hex.r, edge.direction)


@cache
def edge_between(a: Pos, b: Pos) -> EdgeKey:
    """The canonical key of the edge shared by two adjacent positions; ValueError otherwise.
    Cached: a pure function of two small positions (the boards span a few hundred edges)."""
    return edge_key(a, direction_between(Hex(*a), Hex(*b)))


@cache
def _direction(a: Pos, b: Pos) -> int:
    return direction_between(Hex(*a), Hex(*b))


def edge_hexes(key: EdgeKey) -> tuple[Pos, Pos]:
    """The two positions on either side of an edge."""
    q, r, d = key
    step = DIRECTIONS[d]
    return (q, r), (q + step.q, r + step.r)


def enclosed_cells(occupied: Iterable[Pos]) -> set[Pos]:
    """Empty hexes not connected through empty hexes to the outside (TS-2.14, exact test).

    Outside is the ring at the board's radius + 1 from the Moon centre (TS-2.24): every empty
    hex within it must reach that ring through empty hexes, or it is enclosed.
    """
    occ = set(occupied)
    if not occ:
        return set()
    outer = max(distance(p) for p in occ) + 1
    reached = set(ring_positions(outer))
    stack = list(reached)
    while stack:
        for n in neighbours(stack.pop()):
            if n not in reached and n not in occ and distance(n) <= outer:
                reached.add(n)
                stack.append(n)
    inside = (p for k in range(outer) for p in ring_positions(k))
    return {p for p in inside if p not in occ and p not in reached}


def would_enclose(occupied: set[Pos] | frozenset[Pos], pos: Pos) -> bool:
    """Whether filling empty `pos` encloses an empty hex that was not enclosed before (exact).

    A path through `pos` can go round it through its empty neighbours when they form one arc,
    so a new hole needs two or more arcs; then it appears exactly when some arc still reaches
    the outside (so `pos` was not itself enclosed) and another one no longer does.
    """
    around = [n not in occupied for n in neighbours(pos)]
    starts = [neighbours(pos)[i] for i in range(6) if around[i] and not around[i - 1]]
    if len(starts) < 2:
        return False
    outer = max([distance(p) for p in occupied] + [distance(pos)]) + 1
    blocked = set(occupied) | {pos}
    escapes = {_reaches(blocked, start, outer) for start in starts}
    return len(escapes) == 2


def _reaches(blocked: set[Pos], start: Pos, outer: int) -> bool:
    """Whether `start` connects through unblocked hexes to the ring at distance `outer`."""
    seen = {start}
    stack = [start]
    while stack:
        p = stack.pop()
        if distance(p) >= outer:
            return True
        for n in neighbours(p):
            if n not in seen and n not in blocked:
                seen.add(n)
                stack.append(n)
    return False


def connected(positions: Iterable[Pos]) -> bool:
    """Whether a set of positions forms one group through shared edges."""
    todo = set(positions)
    if not todo:
        return True
    stack = [todo.pop()]
    while stack:
        for n in neighbours(stack.pop()):
            if n in todo:
                todo.remove(n)
                stack.append(n)
    return not todo
# --- zones -------------------------------------------------------------------------------------


def area_zone(pos: Pos, tile: TileType, rotation: int) -> Zone:
    """The zone of an area tile laid at `pos` with `rotation` (TS-41.2)."""
    if not 0 <= rotation < ROTATIONS:
        raise ValueError(f"rotation {rotation} is not 0-5")
    return Zone(q=pos[0], r=pos[1], kind="area", tile=tile.tile_id, rotation=rotation,
                zone_type=tile.zone_type, mountain=tile.mountain,
                characteristic=tile.characteristic,
                barriers=barriers_after_rotation(tile, rotation))


def moon_zones() -> tuple[Zone, ...]:
    """The Moon's 7 zones: Tsukuyumi, no barrier, no mountain value (TS-41.3, TS-9.11)."""
    return tuple(Zone(q=q, r=r, kind="moon", zone_type="moon", characteristic="tsukuyumi")
                 for q, r in MOON_POSITIONS)


def start_zone(pos: Pos, faction: str) -> Zone:
    """A faction's start zone: no type, characteristic or printed barrier (TS-2.15)."""
    if not faction:
        raise ValueError("a start zone needs its faction")
    return Zone(q=pos[0], r=pos[1], kind="start", faction=faction)


def moon_board() -> Board:
    """The Moon alone: the board every generator starts from (TS-2.2)."""
    return Board(zones=moon_zones())


# --- lookups -----------------------------------------------------------------------------------


def zone_at(board: Board, pos: Pos) -> Zone | None:
    """The zone at `pos`, or None for an empty hex or a hole."""
    return board.index.get(pos)


def neighbour_zones(board: Board, pos: Pos) -> tuple[Pos, ...]:
    """The positions of the zones adjacent to `pos`, in direction order (TS-9.1)."""
    key = ("n", pos)
    found = board.memo.get(key)
    if found is None:
        found = board.memo[key] = tuple(n for n in neighbours(pos) if n in board.index)
    return found  # type: ignore[return-value]


def area_zones(board: Board) -> tuple[Zone, ...]:
    """The area tiles on the board, sorted by position."""
    return tuple(z for z in board.zones if z.kind == "area")


def board_radius(board: Board) -> int:
    """The largest distance of a zone from the Moon centre."""
    return max((distance(z.pos) for z in board.zones), default=0)


def holes(board: Board) -> tuple[Pos, ...]:
    """Empty hexes enclosed by zones, not connected to the outside (TS-2.14), sorted."""
    return board.holes


def edge_positions(board: Board) -> tuple[Pos, ...]:
    """Empty hexes adjacent to at least one zone, holes included (TS-2.14), sorted."""
    return board.edge_positions


def is_connected(board: Board) -> bool:
    """Whether all zones form one group through shared edges (barriers do not matter)."""
    return connected(board.index)


# --- edges -------------------------------------------------------------------------------------


def has_marker(board: Board, kind: str, key: EdgeKey) -> bool:
    """Whether an edge marker of `kind` (EDGE_MARKERS) lies on edge `key`."""
    return key in board.marker_sets[kind]


def printed_barrier(board: Board, a: Pos, b: Pos) -> bool:
    """Whether either tile prints a red border on the edge between `a` and `b` (TS-9.10)."""
    d = _direction(a, b)
    za, zb = board.index.get(a), board.index.get(b)
    return (za is not None and d in za.barriers) or \
        (zb is not None and (d + 3) % 6 in zb.barriers)


def has_barrier(board: Board, a: Pos, b: Pos) -> bool:
    """TS-9.10: a printed barrier or a Barrier marker on the edge, and no Passage marker."""
    key = edge_between(a, b)
    if has_marker(board, "passage", key):  # TS-9.9 (RECONSTRUCTED): Passage cancels it
        return False
    return has_marker(board, "barrier", key) or printed_barrier(board, a, b)


def is_blocked(board: Board, a: Pos, b: Pos, for_boarlords: bool = False) -> bool:
    """Whether the edge between `a` and `b` stops a unit, both ways (TS-9.10, TS-6.5).

    A Tunnel lets Boarlords units cross even a barrier (TS-23.10); a Barricade is a barrier for
    non-Boarlords units only, the Oni included (TS-23.13, TS-8.7). Flying units ignore barriers
    (TS-6.13): the caller skips this test for them. Whether `b` is a zone at all (holes, empty
    hexes, TS-6.4) is `zone_at`'s question, not this one.
    """
    memo_key = ("b", a, b, for_boarlords)
    found = board.memo.get(memo_key)
    if found is None:
        found = board.memo[memo_key] = _blocked(board, a, b, for_boarlords)
    return found  # type: ignore[return-value]


def _blocked(board: Board, a: Pos, b: Pos, for_boarlords: bool) -> bool:
    key = edge_between(a, b)
    if for_boarlords and has_marker(board, "tunnel", key):
        return False
    if not for_boarlords and has_marker(board, "barricade", key):
        return True
    return has_barrier(board, a, b)


def open_neighbours(board: Board, pos: Pos, for_boarlords: bool = False) -> tuple[Pos, ...]:
    """The adjacent zones reachable from `pos` without crossing a blocked edge."""
    return tuple(n for n in neighbour_zones(board, pos)
                 if not is_blocked(board, pos, n, for_boarlords))


# --- transforms (each returns a new board) -----------------------------------------------------


def _with_zone(board: Board, zone: Zone) -> Board:
    zones = tuple(z for z in board.zones if z.pos != zone.pos) + (zone,)
    return replace(board, zones=zones)


def place_area_tile(board: Board, pos: Pos, tile_id: str, rotation: int) -> Board:
    """Lay pool tile `tile_id` on the empty hex `pos` with `rotation`."""
    if pos in board.index:
        raise ValueError(f"{pos} already holds a zone")
    if any(z.tile == tile_id for z in board.zones):
        raise ValueError(f"tile {tile_id} is already on the board")
    return _with_zone(board, area_zone(pos, TILE_BY_ID[tile_id], rotation))


def rotate_tile(board: Board, q: int, r: int, steps: int) -> Board:
    """Turn the area tile at (q, r) by `steps` sixths; edge markers stay put (TS-9.12, E02)."""
    zone = board.index.get((q, r))
    if zone is None or zone.kind != "area":
        raise ValueError(f"({q}, {r}) is not an area tile")
    rotation = (zone.rotation + steps) % ROTATIONS
    # The printed barriers turn with the tile; the edge markers are keyed by board edge and
    # are not touched (S: «Les Tunnels restent à leur position d'origine»).
    turned = replace(zone, rotation=rotation,
                     barriers=barriers_after_rotation(TILE_BY_ID[zone.tile], rotation))
    return _with_zone(board, turned)


def place_start_zone(board: Board, pos: Pos, faction: str) -> Board:
    """Place a faction's start zone on an edge position, holes included (TS-2.14, TS-41.6).

    Scenario restrictions (slots, no holes, not next to the Moon, groups) are the caller's.
    """
    if pos not in board.start_edges:
        raise ValueError(f"{pos} is not an edge position next to an area tile or a moon zone")
    return _with_zone(board, start_zone(pos, faction))


def nest_positions(board: Board,
                   may_cover: Callable[[Zone], bool] | None = None) -> tuple[Pos, ...]:
    """Where the Nest may go (TS-2.16): an edge position or hole, or an area tile, sorted.

    Never a moon zone or another start zone. `may_cover` decides per area tile; the game
    passes "carries no other faction's territory marker", which the board does not know.
    """
    tiles = [z.pos for z in area_zones(board) if may_cover is None or may_cover(z)]
    return tuple(sorted(set(board.start_edges) | set(tiles)))


def place_nest(board: Board, pos: Pos, faction: str = "darkseed",
               may_cover: Callable[[Zone], bool] | None = None) -> Board:
    """Place the Nest (TS-2.16); a covered tile leaves the game with its characteristics."""
    if pos not in nest_positions(board, may_cover):
        raise ValueError(f"the Nest cannot go on {pos}")
    # The covering start zone replaces the tile's zone: type, characteristic and printed
    # barriers go with the tile; edge markers stay on their board edges (TS-9.12).
    return _with_zone(board, start_zone(pos, faction))


def place_edge_marker(board: Board, kind: str, key: EdgeKey) -> Board:
    """Put an edge marker of `kind` on edge `key` (canonical); one of a kind per edge."""
    if kind not in EDGE_MARKERS:
        raise ValueError(f"unknown edge marker {kind!r}")
    if has_marker(board, kind, key):
        raise ValueError(f"edge {key} already has a {kind} marker")
    field = _FIELD[kind]
    return replace(board, **{field: getattr(board, field) + (key,)})


def remove_edge_marker(board: Board, kind: str, key: EdgeKey) -> Board:
    """Take the edge marker of `kind` off edge `key`."""
    if not has_marker(board, kind, key):
        raise ValueError(f"edge {key} has no {kind} marker")
    field = _FIELD[kind]
    return replace(board, **{field: tuple(k for k in getattr(board, field) if k != key)})
