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


class Station:
    """Geometry and animation of the drawn station."""

    def __init__(self) -> None:
        self.shown = 0.0  # drawn rotation, in depots (animated)
        self.centre = (0.0, 0.0)
        self.inner = 0.0
        self.outer = 0.0
        self.margin = float("inf")  # room outside the ring for the seat markers
        self.spots: list[StackSpot] = []

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
            if spot.box.collidepoint(pos):
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
    st.spots = []
    mid_outer = (st.inner + st.outer) / 2
    mid_inner = st.inner * 0.6
    room_outer = min(st.outer - st.inner, 2 * math.pi * mid_outer / 6) * 0.82
    room_inner = min(st.inner * 0.8, 2 * math.pi * mid_inner / 6) * 0.78
    for slot in range(12):
        depot = slot % 6
        outer_ring = slot < 6
        a = st.angle(depot)
        c = st.point(a, mid_outer if outer_ring else mid_inner)
        room = room_outer if outer_ring else room_inner
        tile = view.tops[slot]
        shape_tile = tile if tile >= 0 else _any_tile_of(view.slot_shapes[slot])
        cell = max(3, int(room / max(3, _cells(shape_tile) if shape_tile >= 0 else 3)))
        box = pygame.Rect(0, 0, round(room), round(room))
        box.center = (round(c[0]), round(c[1]))
        if slot in highlight:
            pygame.draw.rect(surface, (60, 90, 70), box.inflate(px(4), px(4)),
                             border_radius=px(6))
            pygame.draw.rect(surface, art.LEGAL, box.inflate(px(4), px(4)), max(1, px(2)),
                             border_radius=px(6))
        if slot == selected:
            pygame.draw.rect(surface, FACING, box.inflate(px(6), px(6)), max(2, px(3)),
                             border_radius=px(6))
        elif slot == hover and slot in highlight:
            pygame.draw.rect(surface, (255, 255, 255), box.inflate(px(4), px(4)), max(1, px(2)),
                             border_radius=px(6))
        count = view.counts[slot]
        squares: tuple[pygame.Rect, ...] = ()
        if count and shape_tile >= 0:
            w, h = art.tile_size(shape_tile, 0)
            origin = (round(c[0] - w * cell / 2), round(c[1] - h * cell / 2))
            squares = tuple(pygame.Rect(origin[0] + q.x * cell, origin[1] + q.y * cell, cell,
                                        cell) for q in geo.form_of(shape_tile, 0))
            if tile >= 0:
                surface.blit(art.tile_picture(tile, 0, cell), origin)
            else:  # hidden top (PU-3.2): the shape only
                for s in geo.form_of(shape_tile, 0):
                    r = pygame.Rect(origin[0] + s.x * cell, origin[1] + s.y * cell, cell, cell)
                    pygame.draw.rect(surface, (96, 100, 120), r)
                    pygame.draw.rect(surface, (60, 64, 84), r, 1)
        # the counts keep to the ring's scale (the map's), not the interface's: at 150% they
        # grew over the tiles and each other
        badge = assets.text(str(count), max(11, min(round(font_px * 0.85),
                                                     round(st.outer * 0.13))),
                            theme.TEXT if count else theme.ERROR, bold=True)
        plate = badge.get_rect().inflate(px(6), px(2))
        if outer_ring:  # in a corner of the sector by the rim, clear of the tile it counts
            rim = st.outer - math.hypot(*plate.size) / 2 - 1  # inside the ring
            for turn in BADGE_TURNS:  # clockwise first; a wide tile sends it further round
                plate.center = tuple(round(v) for v in st.point(a + turn, rim))
                if plate.collidelist(squares) == -1:
                    break
            else:
                plate.center = tuple(round(v) for v in st.point(a + BADGE_TURNS[0], rim))
        else:
            plate.center = (round(c[0]), round(c[1] + room * 0.5))
        pygame.draw.rect(surface, (12, 16, 36), plate, border_radius=px(4))
        surface.blit(badge, badge.get_rect(center=plate.center))
        st.spots.append(StackSpot(slot, c, box, cell, squares, plate))
    # Seats around the station, each facing its depot (PU-1.2).
    marker, ring = st.marker_sizes()
    for seat, m in seat_marks(st, view):
        cfg = seats[seat]
        if seat in mine:
            pygame.draw.circle(surface, FACING, (round(m[0]), round(m[1])), ring, max(1, px(2)))
        draw_marker(surface, (round(m[0]), round(m[1])), marker, cfg.colour, cfg.shape)


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
