"""The plain board data the Tiled maps are read into (`game.boards` loads them).

Frozen dataclasses of ints, floats, strs, tuples and dicts, so that no pytmx or pygame object
leaks into the UI or the rules; `game.boards` re-exports every name here, so callers import them
from there. Kept apart from the loaders so that each module stays short.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

Rect = tuple[float, float, float, float]


class BoardError(Exception):
    """A map is missing, unreadable, or does not describe the expected board."""


@dataclass(frozen=True)
class Background:
    """A tile layer reduced to what a renderer needs to blit it from the tileset PNG."""

    image: str
    """Absolute path of the tileset image."""
    tile_width: int
    tile_height: int
    columns: int
    """Tiles per row in the tileset image."""
    tiles: tuple[tuple[int, ...], ...]
    """Rows of tileset-local tile ids (0-based, row-major in the image); -1 = empty cell."""

    def source_rect(self, tile: int) -> tuple[int, int, int, int]:
        """Rectangle (x, y, w, h) of a tileset-local tile id inside the tileset image."""
        return ((tile % self.columns) * self.tile_width, (tile // self.columns) * self.tile_height,
                self.tile_width, self.tile_height)


@dataclass(frozen=True)
class StarSpot:
    """One star of the ring, in map pixels."""

    index: int
    x: float
    y: float
    name_en: str
    name_fr: str
    symbol: str

    def name(self, lang: str = "en") -> str:
        """The constellation's name in ``lang`` ("en" or "fr")."""
        return self.name_fr if lang == "fr" else self.name_en


@dataclass(frozen=True)
class RingBoard:
    """The Moonstar ring: map size, centre, radius, the 12 stars and the UI anchors."""

    width: int
    height: int
    centre: tuple[float, float]
    ring_radius: int
    stars: tuple[StarSpot, ...]
    anchors: dict[str, tuple[float, float, float, float]]
    """Layout anchors by name -> (x, y, w, h); points have w = h = 0."""
    background: Background

    def star_angle(self, index: int) -> float:
        """Clockwise angle of star ``index`` from 12 o'clock, in radians."""
        star = self.stars[index % len(self.stars)]
        return math.atan2(star.x - self.centre[0], self.centre[1] - star.y) % math.tau


@dataclass(frozen=True)
class Slot:
    """A card slot on the card table, in map pixels.

    Row slots (``max_cards`` > 1) are areas in which cards are laid left to right, overlapping
    when they do not fit.
    """

    name: str
    role: str
    seat: int
    """Seat position 0-5, or -1 for a table slot."""
    index: int
    """Position within a row of slots (central_row, combination_display)."""
    x: float
    y: float
    w: float
    h: float
    max_cards: int


@dataclass(frozen=True)
class CardTable:
    """The Moonwakers table: size, card sizes, all slots and the seat choice per player count."""

    width: int
    height: int
    card_size: tuple[int, int]
    seat_card_size: tuple[int, int]
    slots: tuple[Slot, ...]
    seat_orders: dict[int, tuple[int, ...]]
    """Player count -> the seat positions to use, clockwise."""
    background: Background
    variants: dict[int, tuple[Slot, ...]] = field(default_factory=dict)
    """Player count -> a whole layout made for it (object layer ``layout_<n>``), seats 0..n-1
    clockwise from the viewer's bottom seat."""
    _by_name: dict[str, Slot] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_name", {s.name: s for s in self.slots})

    def slot(self, name: str) -> Slot:
        """The slot called ``name`` (KeyError if absent)."""
        return self._by_name[name]

    def row(self, role: str, seat: int = -1) -> tuple[Slot, ...]:
        """All slots with ``role`` (and ``seat``), ordered by their index."""
        return tuple(sorted((s for s in self.slots if s.role == role and s.seat == seat),
                            key=lambda s: s.index))

    def seat_slots(self, seat: int) -> dict[str, Slot]:
        """The slots of one seat position by role (mapped, hand, character, scan, ...)."""
        return {s.role: s for s in self.slots if s.seat == seat}

    def for_players(self, players: int) -> CardTable:
        """The table laid out for ``players`` (its own layout when the map has one, else self).

        The result has that layout's slots only, ``seats_for(players) == (0, .., players-1)``
        and card sizes taken from its central row and seat cards.
        """
        slots = self.variants.get(players)
        if not slots:
            return self
        by = {(s.role, s.seat): s for s in slots}
        table = by.get(("central_row", -1)) or next(s for s in slots if s.role == "central_row")
        seat = by.get(("character", 0))
        return CardTable(width=self.width, height=self.height,
                         card_size=(round(table.w), round(table.h)),
                         seat_card_size=((round(seat.w), round(seat.h)) if seat
                                         else self.seat_card_size),
                         slots=slots, seat_orders={players: tuple(range(players))},
                         background=self.background)

    def seats_for(self, players: int) -> tuple[int, ...]:
        """The seat positions used with ``players`` players."""
        if players not in self.seat_orders:
            raise BoardError(f"the card table has no layout for {players} players")
        return self.seat_orders[players]


@dataclass(frozen=True)
class PlanetMap:
    """A Planet Unknown planet board; ``width`` and ``height`` count squares, not pixels."""

    key: str
    name: str
    width: int
    height: int
    cells: tuple[str, ...]
    """Rows (``cells[y][x]``) of kind letters: ``.`` off-planet, ``L I P R H C T E e o``."""
    row_medals: tuple[int, ...]
    col_medals: tuple[int, ...]
    edge: frozenset[tuple[int, int]]
    """The edge squares (x, y)."""

    def cell(self, x: int, y: int) -> str:
        """The kind letter at (x, y); ``.`` outside the grid."""
        return self.cells[y][x] if 0 <= x < self.width and 0 <= y < self.height else "."


OrbitEntry = tuple[int, int, int, str, bool]
"""(index, x, y, lines, start) of one orbital position, x and y in moon coordinates."""


@dataclass(frozen=True)
class MoonMap:
    """A Supermoon moon face; ``width`` and ``height`` count the moon grid's cells, without
    the map's margin, and every coordinate is a moon coordinate (SM-6.3)."""

    key: str
    name: str
    width: int
    height: int
    cells: tuple[str, ...]
    """Rows (``cells[y][x]``) of legend letters: ``.`` outside, ``o`` crater, ``L I M``."""
    edge: frozenset[tuple[int, int]]
    """The edge squares (x, y)."""
    orbit: tuple[OrbitEntry, ...]
    """The orbital positions by index: (index, x, y, lines, start); x or y may be -1, width or
    height (cells of the margin); ``lines`` as SM-6.4 writes them (``r0/c5``, ``c1``)."""

    def cell(self, x: int, y: int) -> str:
        """The legend letter at (x, y); ``.`` outside the grid."""
        return self.cells[y][x] if 0 <= x < self.width and 0 <= y < self.height else "."


@dataclass(frozen=True)
class FragmentMap:
    """A face of a fragment of the fragmented planet, in its canonical frame (SM-10.1):
    ``width`` and ``height`` count squares."""

    key: str
    """The face: ``1a`` … ``4b``."""
    number: int
    """The fragment (1-4)."""
    width: int
    height: int
    cells: tuple[str, ...]
    """Rows (``cells[y][x]``) of legend letters: ``.`` outside, ``L I P S`` (S: shuttle)."""
    row_medals: tuple[int, ...]
    col_medals: tuple[int, ...]
    edge: frozenset[tuple[int, int]]
    """The edge squares (x, y)."""
    forbids: str
    """The element the face forbids (SM-9.3): a resource name, ``meteorite`` or ``block``."""
    difficulty: int
    turns: int
    """Clockwise quarter turns from the canonical frame to the 12x12 layout (SM-10.1)."""

    def cell(self, x: int, y: int) -> str:
        """The legend letter at (x, y); ``.`` outside the frame."""
        return self.cells[y][x] if 0 <= x < self.width and 0 <= y < self.height else "."


@dataclass(frozen=True)
class SupermoonTable:
    """The Planet Unknown table layout, in map pixels (the UI scales it)."""

    width: int
    height: int
    centre: tuple[float, float]
    """Centre of the S.U.S.A.N. station."""
    inner_radius: float
    outer_radius: float
    depots: tuple[tuple[float, float], ...]
    """Depot points 0-5: depot 0 at the top, numbered clockwise (PU-1.2)."""
    tracks: dict[str, Rect]
    """Track name (civ, water, biomass, rover, tech) -> its row (x, y, w, h), step 0 at the
    left."""
    track_steps: dict[str, int]
    """Track name -> number of steps in its row (16; rover 17)."""
    layout: dict[str, Rect]
    """UI regions by name (own_board, others, station, corp, cards, bar) -> (x, y, w, h)."""


TsukuyumiMarker = tuple[int, int, int, str]
"""(q, r, dir, kind) of one pre-placed edge marker (TS-41.10)."""


@dataclass(frozen=True)
class TsukuyumiMap:
    """A Tsukuyumi layout read from its map, every cell in axial ``(q, r)`` with the Moon's
    centre at (0, 0) (TS-41.8)."""

    key: str
    properties: dict[str, str | int | bool]
    """The map properties of TS-41.11 (game, scenario, name_fr, name_en, players, tiles,
    fertile_exact, rules, stage, house_variant_players …) as Tiled typed them."""
    cells: dict[tuple[int, int], str]
    """The slot of every painted cell (TS-41.9): moon_centre, moon, area, area_<type>,
    start_A/B/C, forbidden_X, hole. Unpainted cells are empty and absent."""
    groups: dict[tuple[int, int], int]
    """The group (1-3) of every cell of the ``groups`` layer (Contrôle, TS-41.10); else empty."""
    markers: tuple[TsukuyumiMarker, ...]
    """Pre-placed edge markers (q, r, dir, kind), sorted; none in the reconstructed layouts."""
    origin: tuple[int, int]
    """The Tiled cell (column, row) of the moon centre, to draw the map as the editor does."""

    def slot(self, q: int, r: int) -> str | None:
        """The slot painted on (q, r), or None for an empty cell."""
        return self.cells.get((q, r))
