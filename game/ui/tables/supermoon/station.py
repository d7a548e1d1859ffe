"""The S.U.S.A.N. station drawn round (PU-1.2, PU-3): six depots of two stacks each, turning.

Seats sit at fixed places around the station (seat position p at p × 60° from the top,
clockwise); depot d is drawn at (d − rotation) × 60°, so that the depot a seat faces,
(p + rotation) mod 6, is the one in front of it. The drawn rotation follows the view's with an
animation (or the commander's preview before they confirm). Each stack shows its top tile (a
grey silhouette while the top is hidden, PU-3.2) and how many tiles it holds; `stack_tip` says
so on hover.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.supermoon import board as geo
from game.supermoon.data import TILES
from game.ui import assets, theme
from game.ui.render.layer import Memo
from game.ui.tables.supermoon import art
from game.ui.theme import px
from game.ui.widgets.marker import draw_marker

RING = (34, 42, 78)
RING_EDGE = (120, 140, 200)
HUB = (24, 30, 60)
FACING = (242, 194, 92)
BADGE_TURNS = (0.36, -0.36, 0.42, -0.42)
"""How far round from its depot's axis (radians) an outer stack's count may stand, in order:
past the tile's half-width, inside the depot's 60° sector (the count lay on the tile's
icons)."""
INNER_TILE_RADII = (0.5, 0.46, 0.42, 0.38, 0.34)
INNER_TILE_ROOM = 0.44
"""An inner stack's tile: where its centre may stand, furthest out first, and the side of its
box, as fractions of the hub's radius. Its count stands by the hub's rim, outward of it (under its
tile the count lay on the tile's last square; the hub has no room beside the tiles)."""
INNER_BADGE_TURNS = (0.0, 0.2, -0.2, 0.26, -0.26)
"""How far round from its depot's axis (radians) an inner stack's count may stand by the
hub's rim, in order, before its tile is moved in instead (inside the depot's 60° sector)."""


@dataclass
class StackSpot:
    """Where one station stack is drawn: its slot, centre, box and cell size."""

    slot: int
    centre: tuple[float, float]
    box: pygame.Rect
    cell: int
    squares: tuple[pygame.Rect, ...] = ()
    """The top tile's squares as drawn (none for an empty stack)."""
    badge: pygame.Rect | None = None
    """The count's plate."""
    form: int = 0
    """The orientation the top tile is drawn in."""

    @property
    def tile_rect(self) -> pygame.Rect | None:
        """The top tile's bounding box as drawn (None for an empty stack)."""
        return self.squares[0].unionall(self.squares[1:]) if self.squares else None

    @property
    def target(self) -> pygame.Rect:
        """Where a click or the pointer takes this stack: its tile and its count (the inner
        ring's full boxes overlap near the hub), or its box while it is empty."""
        tile = self.tile_rect
        area = self.box if tile is None else tile.inflate(px(4), px(4))
        return area.union(self.badge) if self.badge else area


class Station:
    """Geometry and animation of the drawn station."""

    def __init__(self) -> None:
        self.shown = 0.0  # drawn rotation, in depots (animated)
        self.target: int | None = None  # the rotation it turns to
        self.centre = (0.0, 0.0)
        self.inner = 0.0
        self.outer = 0.0
        self.margin = float("inf")  # room outside the ring for the seat markers
        self.spots: list[StackSpot] = []
        self.memo = Memo()
        """The 12 stacks' spots and count pictures, kept with what they were laid out from."""

    def place(self, centre: tuple[float, float], inner: float, outer: float,
              margin: float = float("inf")) -> None:
        """Set the station's screen geometry; `margin` is the room between the ring and
        whatever is drawn above or below it (the other players' cards, the tracks)."""
        self.centre, self.inner, self.outer = centre, inner, outer
        self.margin = margin

    def marker_sizes(self) -> tuple[int, int]:
        """The seat markers' radius and the viewer's facing ring's radius: as designed where
        they fit, smaller where the room around the ring is short (at 150% the ring and the
        cards above it are laid out by the map's scale, the markers by the interface's), so
        that the top and bottom markers never lie on a card or a track."""
        ring = min(px(13), max(4, int((self.margin - 2) / 2)))
        return max(3, min(px(9), round(ring * 0.7))), ring

    def update(self, dt: float, target: int, factor: float) -> None:
        """Turn the drawn station towards `target` (shortest way round)."""
        self.target = target
        diff = (target - self.shown + 3) % 6 - 3
        if factor <= 0 or abs(diff) < 0.01:
            self.shown = float(target % 6)
            return
        step = dt * 2.2 / max(0.2, factor)
        self.shown = (self.shown + max(-step, min(step, diff))) % 6

    def busy(self, target: int) -> bool:
        """True while turning."""
        return abs((target - self.shown + 3) % 6 - 3) > 0.01

    def angle(self, depot: float) -> float:
        """Screen angle (radians, 0 = up, clockwise) of a depot."""
        return math.tau * (depot - self.shown) / 6

    def point(self, angle: float, radius: float) -> tuple[float, float]:
        """Screen point at an angle and radius from the centre."""
        cx, cy = self.centre
        return cx + radius * math.sin(angle), cy - radius * math.cos(angle)

    def spot_at(self, pos) -> StackSpot | None:
        """The stack drawn under a point."""
        for spot in self.spots:
            if spot.target.collidepoint(pos):
                return spot
        return None


def _cells(tile: int) -> int:
    w, h = art.tile_size(tile, 0)
    return max(w, h)


def draw_station(surface: pygame.Surface, st: Station, view, seats, *, mine: tuple[int, ...],
                 highlight: tuple[int, ...], selected: int | None, hover: int | None,
                 font_px: int) -> None:
    """The rings, the 12 stacks with counts, and each seat's place with its marker."""
    cx, cy = st.centre
    pygame.draw.circle(surface, RING, (cx, cy), st.outer)
    pygame.draw.circle(surface, RING_EDGE, (cx, cy), st.outer, max(1, px(2)))
    pygame.draw.circle(surface, HUB, (cx, cy), st.inner)
    pygame.draw.circle(surface, RING_EDGE, (cx, cy), st.inner, max(1, px(1)))
    for d in range(6):  # spokes between depots
        a = st.angle(d + 0.5)
        pygame.draw.line(surface, RING_EDGE, st.point(a, st.inner * 0.25), st.point(a, st.outer),
                         1)
    laid = _laid_out(st, view, font_px)
    st.spots = [spot for spot, _badge in laid]
    for slot, (spot, badge) in enumerate(laid):
        tile = view.tops[slot]
        squares, drawn = spot.squares, spot.tile_rect
        # the frames hug the tile (a frame of the whole box ran under the inner ring's counts)
        frame = spot.box if drawn is None else drawn.inflate(px(8), px(8))
        if slot in highlight:
            pygame.draw.rect(surface, (60, 90, 70), frame.inflate(px(4), px(4)),
                             border_radius=px(6))
            pygame.draw.rect(surface, art.LEGAL, frame.inflate(px(4), px(4)), max(1, px(2)),
                             border_radius=px(6))
        if slot == selected:
            pygame.draw.rect(surface, FACING, frame.inflate(px(6), px(6)), max(2, px(3)),
                             border_radius=px(6))
        elif slot == hover and slot in highlight:
            pygame.draw.rect(surface, (255, 255, 255), frame.inflate(px(4), px(4)),
                             max(1, px(2)), border_radius=px(6))
        if drawn is not None and tile >= 0:
            surface.blit(art.tile_picture(tile, spot.form, spot.cell), drawn.topleft)
        for r in squares if tile < 0 else ():  # hidden top (PU-3.2): the shape only
            pygame.draw.rect(surface, (96, 100, 120), r)
            pygame.draw.rect(surface, (60, 64, 84), r, 1)
        assert spot.badge is not None
        pygame.draw.rect(surface, (12, 16, 36), spot.badge, border_radius=px(4))
        surface.blit(badge, badge.get_rect(center=spot.badge.center))
    if hover is not None and hover >= 6 and hover != selected and view.tops[hover] >= 0:
        _draw_magnified(surface, st, st.spots[hover], view.tops[hover])
    # Seats around the station, each facing its depot (PU-1.2).
    marker, ring = st.marker_sizes()
    for seat, m in seat_marks(st, view):
        cfg = seats[seat]
        if seat in mine:
            pygame.draw.circle(surface, FACING, (round(m[0]), round(m[1])), ring, max(1, px(2)))
        draw_marker(surface, (round(m[0]), round(m[1])), marker, cfg.colour, cfg.shape)


def _laid_out(st: Station, view, font_px: int) -> list[tuple[StackSpot, pygame.Surface]]:
    """The 12 stacks' spots and count pictures, laid out again only when the station turns,
    moves or changes size, or a stack changes: every frame re-laid them all, about a sixth of
    a 6-seat frame (a profile at stop 89). `font_px` carries the interface size."""
    def lay() -> list[tuple[StackSpot, pygame.Surface]]:
        taken: list[pygame.Rect] = []
        laid = []
        for slot in range(12):
            spot, badge = _layout(st, view, slot, font_px, taken)
            laid.append((spot, badge))
            taken += spot.squares
        return laid

    return st.memo("stacks", None, (st.centre, st.inner, st.outer, st.shown, st.target,
                                     view.tops, view.counts, view.slot_shapes, font_px), lay)


def _draw_magnified(surface: pygame.Surface, st: Station, spot: StackSpot, tile: int) -> None:
    """An inner stack's top tile under the mouse, drawn again at twice its size (at least the
    outer ring's) on a plate over the station: the inner ring's tiles are a few pixels a
    square, their icons too small to read (PU-3.2: the top tiles are open information)."""
    cell = max(2 * spot.cell, int(_outer_room(st) / max(3, _cells(tile))))
    pic = art.tile_picture(tile, spot.form, cell)
    plate = pic.get_rect().inflate(px(12), px(12))
    plate.center = _round(spot.centre)
    cx, cy = st.centre  # kept on the station's square, clear of the panels around it
    plate.clamp_ip(pygame.Rect(cx - st.outer, cy - st.outer, 2 * st.outer, 2 * st.outer))
    pygame.draw.rect(surface, (12, 16, 36), plate, border_radius=px(6))
    pygame.draw.rect(surface, (255, 255, 255), plate, max(1, px(2)), border_radius=px(6))
    surface.blit(pic, pic.get_rect(center=plate.center))


def _outer_room(st: Station) -> float:
    """The room an outer stack's tile has: the ring's width or its sector's arc, less a
    margin."""
    mid = (st.inner + st.outer) / 2
    return min(st.outer - st.inner, math.tau * mid / 6) * 0.82


def _layout(st: Station, view, slot: int, font_px: int, taken: list[pygame.Rect]
            ) -> tuple[StackSpot, pygame.Surface]:
    """Where one stack's top tile and count go: the spot and the count's picture."""
    outer_ring = slot < 6
    a = st.angle(slot % 6)
    tile = view.tops[slot]
    shape_tile = tile if tile >= 0 else _any_tile_of(view.slot_shapes[slot])
    count = view.counts[slot]
    # the counts keep to the ring's scale (the map's), not the interface's: at 150% they grew
    # over the tiles and each other; the inner ring's are a size smaller
    scale = 0.13 if outer_ring else 0.11
    badge = assets.text(str(count), max(11, min(round(font_px * 0.85), round(st.outer * scale))),
                        theme.TEXT if count else theme.ERROR, bold=True)
    plate = badge.get_rect().inflate(px(6) if outer_ring else px(4), px(2))
    if outer_ring:
        mid = (st.inner + st.outer) / 2
        room = _outer_room(st)
    else:
        room = st.inner * INNER_TILE_ROOM
    cell = max(3, int(room / max(3, _cells(shape_tile) if shape_tile >= 0 else 3)))
    form = 0 if outer_ring or shape_tile < 0 else _flattest_form(st, slot % 6, shape_tile)
    if outer_ring:
        c = st.point(a, mid)
    else:  # its count by the hub's rim, on the axis or a little round it, the tile as far out
        # as that leaves it clear (and clear of the tiles already laid)
        c = _inner_place(st, a, plate, (shape_tile, form, cell, count), taken)
    box = pygame.Rect(0, 0, round(room), round(room))
    box.center = _round(c)
    squares = _squares(shape_tile, form, c, cell, count)
    if outer_ring:  # in a corner of the sector by the rim, clear of the tile it counts
        plate.center = _outer_badge_centre(st, a, plate, squares)
    return StackSpot(slot, c, box, cell, squares, plate, form), badge


def _inner_place(st: Station, a: float, plate: pygame.Rect, look: tuple[int, int, int, int],
                 taken: list[pygame.Rect]) -> tuple[float, float]:
    """Centre an inner stack's tile and its count's `plate`: the tile as far out as
    `INNER_TILE_RADII` allow with the count clear of it by the rim (on the axis, then turned
    round it), none of its squares on a tile already laid; failing that, on the axis, the
    tile as far in as the count needs."""
    tile, form, cell, count = look
    for frac in INNER_TILE_RADII:
        c = st.point(a, st.inner * frac)
        squares = _squares(tile, form, c, cell, count)
        if any(q.collidelist(taken) != -1 for q in squares):
            continue
        for turn in INNER_BADGE_TURNS:
            plate.center = _round(st.point(a + turn, _rim_radius(st, a + turn, plate)))
            if plate.collidelist(squares) == -1:
                return c
    rim = _rim_radius(st, a, plate)
    plate.center = _round(st.point(a, rim))
    w, h = art.tile_size(tile, form) if tile >= 0 else (0, 0)
    inside = rim - _reach(a, plate.w, plate.h) - max(2, px(2))
    return st.point(a, min(st.inner * INNER_TILE_RADII[0], inside - _reach(a, w * cell, h * cell)))


def _squares(tile: int, form: int, c: tuple[float, float], cell: int, count: int
             ) -> tuple[pygame.Rect, ...]:
    """The squares of a stack's top tile drawn centred on `c` (none for an empty stack)."""
    if not count or tile < 0:
        return ()
    w, h = art.tile_size(tile, form)
    x0, y0 = round(c[0] - w * cell / 2), round(c[1] - h * cell / 2)
    return tuple(pygame.Rect(x0 + q.x * cell, y0 + q.y * cell, cell, cell)
                 for q in geo.form_of(tile, form))


def _flattest_form(st: Station, depot: int, tile: int) -> int:
    """An inner tile is drawn turned to reach least along its depot's axis, so that it and
    its count fit between the hub's centre and rim (a long tile lies across the axis). The
    angle is the one the station is turning to, so that a tile does not turn while it
    moves."""
    target = round(st.shown) if st.target is None else st.target
    a = math.tau * (depot - target) / 6
    forms = range(len(TILES[tile].shape.forms))
    return min(forms, key=lambda f: (round(_reach(a, *art.tile_size(tile, f)), 3), f))


def _rim_radius(st: Station, a: float, plate: pygame.Rect) -> float:
    """The furthest out a plate centred on the axis at angle `a` lies wholly in the hub (its
    corners within `inner` - 1), on the half-pixel steps out from the radius safe at any
    angle. The farthest corner lies `_reach` along the axis: r² + 2·r·reach + corner² ≤ R²."""
    corner = math.hypot(plate.w / 2, plate.h / 2)
    safe = st.inner - 1 - corner
    k, rim = _reach(a, plate.w, plate.h), st.inner - 1
    best = -k + math.sqrt(max(0.0, k * k - corner * corner + rim * rim))
    return safe + 0.5 * max(0, math.floor((best - safe) / 0.5 + 1e-9))


def _reach(a: float, w: float, h: float) -> float:
    """Half the extent along the axis at angle `a` of a w × h box (its projection)."""
    return w / 2 * abs(math.sin(a)) + h / 2 * abs(math.cos(a))


def _outer_badge_centre(st: Station, a: float, plate: pygame.Rect,
                        squares: tuple[pygame.Rect, ...]) -> tuple[int, int]:
    """An outer count by the rim, clockwise of its tile first; a wide tile sends it further
    round or to the other side."""
    rim = st.outer - math.hypot(*plate.size) / 2 - 1  # inside the ring
    for turn in BADGE_TURNS:
        centre = _round(st.point(a + turn, rim))
        if plate.move_to(center=centre).collidelist(squares) == -1:
            return centre
    return _round(st.point(a + BADGE_TURNS[0], rim))


def _round(p: tuple[float, float]) -> tuple[int, int]:
    return round(p[0]), round(p[1])


def seat_marks(st: Station, view) -> list[tuple[int, tuple[float, float]]]:
    """Each seat's marker centre, just outside the ring in front of its place (PU-1.2)."""
    ring = st.marker_sizes()[1]
    return [(seat, st.point(math.tau * pos / 6, st.outer + ring + 1))
            for seat, pos in enumerate(view_positions(view))]


def view_positions(view) -> tuple[int, ...]:
    """Station positions of the seats (PU-1.2)."""
    from game.supermoon.state import SEAT_POSITIONS
    return SEAT_POSITIONS[view.n]


def _any_tile_of(shape_id: int) -> int:
    for t in TILES:
        if t.shape_id == shape_id:
            return t.tile_id
    return -1


def facing_slots(view, seat: int, rotation: int | None = None) -> tuple[int, int]:
    """The (inner, outer) stacks a seat faces at a rotation (the view's by default)."""
    rot = view.rotation if rotation is None else rotation
    depot = (view_positions(view)[seat] + rot) % 6
    return depot + 6, depot


def stack_tip(table, view, slot: int) -> str:
    """Tooltip of a station stack: its top tile and how many tiles it holds."""
    t = table.t
    tile = view.tops[slot]
    ring = t("ui.supermoon.outer" if slot < 6 else "ui.supermoon.inner")
    text = t("ui.supermoon.tip.stack", depot=slot % 6 + 1, ring=ring, n=view.counts[slot])
    if tile >= 0:
        tl = TILES[tile]
        text += "\n" + t("ui.supermoon.tip.tile", a=t(f"sm.terrain.{tl.a}"),
                         b=t(f"sm.terrain.{tl.b}"), size=tl.shape.size)
        if tl.meteor:
            text += "\n" + t("ui.supermoon.tip.meteor_tile")
    elif view.counts[slot]:
        text += "\n" + t("ui.supermoon.tip.hidden_top")
    if table.viewer is not None and slot in facing_slots(view, table.viewer):
        text += "\n" + t("ui.supermoon.tip.your_depot")
    return text
