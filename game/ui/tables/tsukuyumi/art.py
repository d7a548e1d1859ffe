"""Drawing primitives of the Tsukuyumi table: unit stacks, action-code icons, action cards.

A unit stack is one piece per owner per zone: the seat's marker (colour and shape) with the
faction emblem on it, the number of figures in a badge, and a row of pips below giving the
sizes (small, medium, large: three pip sizes) — never colour alone. The Oni stack is a crimson
horned mask, their own colour and shape.

The action codes of TS-30.1 each have an icon drawn by code: F a star, I up-and-down arrows,
E a pair of cards, P a gear, OP an Oni mask with a plus, OC an Oni mask with a spear, M a
double chevron, C crossed swords; a number badge gives the quantity. An action card shows its
number and its blue, green and red rows of icons (`card_face`, cached per card and size).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.tsukuyumi import cards
from game.ui import assets, theme
from game.ui.render.hexmap_art import ONI_COLOUR, OUTLINE, draw_emblem
from game.ui.widgets.marker import draw_marker

PHASE_COLOURS = {
    "white": (226, 228, 236),
    "blue": (64, 118, 220),
    "green": (62, 164, 88),
    "red": (206, 62, 58),
}
SIZE_PIPS = {"small": 0.16, "medium": 0.22, "large": 0.29}
SELECTED = (255, 226, 120)
ONI_RIM = (236, 150, 170)
"""The Oni stack's antialiased outline."""


def colour_of(colour) -> tuple[int, int, int]:
    """A seat colour ('#rrggbb' or a tuple) as RGB."""
    return theme.hex_colour(colour) if isinstance(colour, str) else tuple(colour)[:3]


def oni_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The Oni's own marker shape: a round face with two horns."""
    pts: list[tuple[float, float]] = []
    for i in range(25):
        a = math.radians(-60 + 300 * i / 24)
        pts.append((cx + math.cos(a) * r * 0.9, cy + math.sin(a) * r * 0.9 + r * 0.1))
    # the horns, from the top left back round to the top right
    horn = [(cx - r * 0.45, cy - r * 0.62), (cx - r * 0.95, cy - r * 1.15),
            (cx - r * 0.15, cy - r * 0.75), (cx + r * 0.15, cy - r * 0.75),
            (cx + r * 0.95, cy - r * 1.15), (cx + r * 0.45, cy - r * 0.62)]
    return pts + horn


BADGE_FLOOR = 10
"""The smallest type of a stack's count on the map, in logical px (scaled with the interface):
the board is fitted to the room the panels leave, so at 150% its hexes are drawn smaller than
at 100% and a count sized by the hex alone fell to 9 px."""


def _badge(count: int, r: int, badge_floor: int
           ) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect]:
    """A count's digits, their own pixels' bounds (not the font's line height) and the badge
    round them (at the origin)."""
    size = max(badge_floor, round(r * 0.95))
    img = assets.text(str(count), size, (250, 250, 250), bold=True)
    ink = img.get_bounding_rect()
    pad = max(2, size // 6)
    box = ink.inflate(2 * pad + 2, 2 * pad)
    box.w = max(box.w, box.h)
    return img, ink, box


def badge_box(centre, r: int, count: int, badge_floor: int, side: int) -> pygame.Rect:
    """Where a stack's count badge goes: beside the piece on `side`, a little above its
    middle, clear of the zone's top icons and of a lit zone's cost chip (bottom right); it
    overlaps the piece's rim only up to its emblem, so that a count larger than the piece (a
    small map, TS at 150%) hides neither."""
    box = _badge(count, r, badge_floor)[2]
    reach = max(round(r * 0.9), round(r * 0.55 + box.w / 2))
    box.center = (round(centre[0]) + side * reach, round(round(centre[1]) - r * 0.4))
    return box


def draw_stack(surface: pygame.Surface, centre, r: int, colour, shape: str, faction: str,
               count: int, sizes: tuple[str, ...], selected: bool = False,
               lit: bool = False, badge_floor: int | None = None,
               badge_side: int = 1) -> pygame.Rect:
    """One owner's units in a zone (see the module docstring); returns the piece's bounds.
    The count's type is at least `badge_floor` px (by default `BADGE_FLOOR` at the interface
    size), however small the map is drawn; its badge sits on the piece's right (`badge_side`
    1) or left (-1)."""
    if badge_floor is None:
        badge_floor = theme.px(BADGE_FLOOR)
    cx, cy = round(centre[0]), round(centre[1])
    if selected or lit:
        ring = SELECTED if selected else (120, 230, 150)
        pygame.draw.circle(surface, ring, (cx, cy), r + max(3, r // 3), max(2, r // 5))
    if faction == "oni":
        pts = oni_points(cx, cy, r)
        pygame.draw.polygon(surface, ONI_COLOUR, pts)
        pygame.draw.polygon(surface, OUTLINE, pts, max(1, r // 6))
        pygame.draw.aalines(surface, ONI_RIM, True, pts)
        fg = (250, 230, 230)
        for side in (-1, 1):
            pygame.draw.circle(surface, fg, (cx + side * r * 0.32, cy + r * 0.05),
                               max(1, r * 0.14))
        pygame.draw.line(surface, fg, (cx - r * 0.3, cy + r * 0.45), (cx + r * 0.3, cy + r * 0.45),
                         max(1, r // 6))
    else:
        rgb = colour_of(colour)
        draw_marker(surface, (cx, cy), r, rgb, shape)
        draw_emblem(surface, faction, (cx, cy + (r * 0.12 if shape == "triangle" else 0)),
                    r * 0.48, theme.readable_on(rgb), width=max(1, r // 6))
    img, ink, box = _badge(count, r, badge_floor)
    box.center = badge_box((cx, cy), r, count, badge_floor, badge_side).center
    badge = img.get_rect()
    badge.topleft = (box.centerx - ink.centerx, box.centery - ink.centery)
    pygame.draw.rect(surface, OUTLINE, box, border_radius=box.h // 2)
    pygame.draw.rect(surface, (200, 200, 210), box, 1, border_radius=box.h // 2)
    surface.blit(img, badge)
    shown = sizes[:6]
    if shown:
        radii = [max(2, round(r * SIZE_PIPS.get(s, 0.2))) for s in shown]
        gap = max(1, r // 8)
        total = sum(2 * p for p in radii) + gap * (len(radii) - 1)
        x = cx - total / 2
        y = cy + r + max(3, r * 0.35)
        for p in radii:
            pygame.draw.circle(surface, OUTLINE, (x + p, y), p + 1)
            pygame.draw.circle(surface, (236, 236, 242), (x + p, y), p)
            x += 2 * p + gap
    return pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)


def blit_stack(surface: pygame.Surface, centre, r: int, colour, shape: str, faction: str,
               count: int, sizes: tuple[str, ...], selected: bool = False,
               lit: bool = False) -> pygame.Rect:
    """`draw_stack` from a cached picture (`stack_sprite`); returns the same bounds."""
    sprite, place, box = stack_piece(centre, r, colour, shape, faction, count, sizes,
                                     selected, lit)
    surface.blit(sprite, place)
    return box


def stack_piece(centre, r: int, colour, shape: str, faction: str, count: int,
                sizes: tuple[str, ...], selected: bool = False, lit: bool = False,
                badge_side: int = 1) -> tuple[pygame.Surface, tuple[int, int], pygame.Rect]:
    """A stack's cached picture, where its top left goes and the piece's bounds (what
    `draw_stack` returns)."""
    cx, cy = round(centre[0]), round(centre[1])
    sprite, half = stack_sprite(r, colour_of(colour), shape, faction, count, sizes[:6],
                                selected, lit, theme.px(BADGE_FLOOR), badge_side)
    return sprite, (cx - half, cy - half), pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)


@lru_cache(maxsize=512)
def stack_sprite(r: int, colour: tuple[int, int, int], shape: str, faction: str, count: int,
                 sizes: tuple[str, ...], selected: bool, lit: bool, badge_floor: int,
                 badge_side: int = 1) -> tuple[pygame.Surface, int]:
    """A stack drawn by `draw_stack` on a transparent square, and the square's half side
    (the stack's centre): room for the ring, the horns, the badge and the pips. The square
    is cleared to its outline's colour (still transparent) so that the antialiased outline
    blends with what lies under the stack as when drawn straight on the board."""
    half = 2 * r + 4 + badge_floor  # room for the ring, the horns, the badge and the pips
    sprite = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
    rim = ONI_RIM if faction == "oni" else theme.mix(colour, (255, 255, 255), 0.55)
    sprite.fill((*rim, 0))
    draw_stack(sprite, (half, half), r, colour, shape, faction, count, sizes, selected, lit,
               badge_floor, badge_side)
    return sprite, half


# --- action codes (TS-30.1) ----------------------------------------------------------------------


def draw_code(surface: pygame.Surface, code: str, centre, r: int, value: int = 1,
              colour=(240, 240, 246), badge: bool = True) -> None:
    """An action code's icon; its quantity in a badge when it has one (TS-3.7)."""
    cx, cy = centre
    w = max(1, r // 5)
    if code == "F":
        pts = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        pygame.draw.polygon(surface, colour, pts)
    elif code == "I":
        for sign in (-1, 1):
            tip = (cx, cy + sign * r)
            pygame.draw.polygon(surface, colour, [tip, (cx - r * 0.55, cy + sign * r * 0.3),
                                                  (cx + r * 0.55, cy + sign * r * 0.3)])
        pygame.draw.line(surface, colour, (cx, cy - r * 0.4), (cx, cy + r * 0.4), w + 1)
    elif code == "E":
        for k, off in enumerate((-0.25, 0.2)):
            box = pygame.Rect(0, 0, r * 1.1, r * 1.5)
            box.center = (round(cx + off * r), round(cy - off * r * 0.4))
            pygame.draw.rect(surface, OUTLINE, box.inflate(2, 2), border_radius=max(1, r // 5))
            pygame.draw.rect(surface, colour if k else theme.mix(colour, (0, 0, 0), 0.35), box,
                             border_radius=max(1, r // 5))
    elif code == "P":
        teeth = 8
        pts = []
        for i in range(teeth * 2):
            a = math.tau * i / (teeth * 2)
            rr = r if i % 2 == 0 else r * 0.72
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.circle(surface, OUTLINE, (cx, cy), max(1, r * 0.3))
    elif code in ("OP", "OC"):
        draw_emblem(surface, "oni", (cx - r * 0.15, cy + r * 0.05), r * 0.8, colour,
                    width=max(1, w))
        if code == "OP":
            pygame.draw.line(surface, colour, (cx + r * 0.6, cy - r * 0.95),
                             (cx + r * 0.6, cy - r * 0.25), w + 1)
            pygame.draw.line(surface, colour, (cx + r * 0.25, cy - r * 0.6),
                             (cx + r * 0.95, cy - r * 0.6), w + 1)
        else:
            pygame.draw.line(surface, colour, (cx + r * 0.2, cy + r), (cx + r, cy - r * 0.7),
                             w + 1)
            pygame.draw.polygon(surface, colour, [(cx + r * 1.05, cy - r * 1.05),
                                                  (cx + r * 0.65, cy - r * 0.75),
                                                  (cx + r * 0.95, cy - r * 0.5)])
    elif code == "M":
        for off in (-0.45, 0.15):
            x = cx + off * r
            pygame.draw.lines(surface, colour, False, [(x - r * 0.25, cy - r * 0.7),
                                                       (x + r * 0.4, cy),
                                                       (x - r * 0.25, cy + r * 0.7)], w + 2)
    elif code == "C":
        for sign in (-1, 1):
            p0 = (cx - sign * r * 0.8, cy + r * 0.8)
            p1 = (cx + sign * r * 0.8, cy - r * 0.8)
            pygame.draw.line(surface, colour, p0, p1, w + 1)
            hx, hy = cx - sign * r * 0.45, cy + r * 0.45  # the guard, across the blade
            pygame.draw.line(surface, colour, (hx - r * 0.25, hy - sign * r * 0.25),
                             (hx + r * 0.25, hy + sign * r * 0.25), w + 1)
    else:
        img = assets.text(code, max(9, r), colour, bold=True)
        surface.blit(img, img.get_rect(center=(cx, cy)))
    if badge and code not in cards.UNNUMBERED:
        # at least 12 px: the quantity is what a card is chosen by (TS-3.7), and at 10 px its
        # digit stood 7 px tall on the draft's cards and the bar's card
        size = max(12, round(r * 0.95))
        img = assets.text(str(value), size, (250, 250, 250), bold=True)
        rect = img.get_rect(center=(round(cx + r * 0.85), round(cy + r * 0.7)))
        plate = rect.inflate(max(3, size // 3), 0)
        plate.w = max(plate.w, plate.h)
        plate.center = rect.center
        pygame.draw.rect(surface, OUTLINE, plate, border_radius=plate.h // 2)
        surface.blit(img, rect)


def code_row_width(codes: tuple[tuple[str, int], ...], r: int) -> int:
    """Width of a row of code icons."""
    return len(codes) * (2 * r + r) if codes else 0


def draw_codes(surface: pygame.Surface, codes: tuple[tuple[str, int], ...], rect: pygame.Rect,
               r: int, colour=(240, 240, 246)) -> list[tuple[pygame.Rect, str, int]]:
    """A row of code icons centred in `rect`, or a dash for none; returns each icon's rect."""
    out: list[tuple[pygame.Rect, str, int]] = []
    if not codes:
        img = assets.text(cards.NOTHING, max(11, r), colour, bold=True)
        surface.blit(img, img.get_rect(center=rect.center))
        return out
    step = 3 * r
    x = rect.centerx - step * (len(codes) - 1) / 2 - r * 0.15
    for code, value in codes:
        centre = (round(x), rect.centery)
        draw_code(surface, code, centre, r, value, colour)
        out.append((pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r), code, value))
        x += step
    return out


@lru_cache(maxsize=96)
def card_face(number: int, w: int, h: int, state: str = "normal") -> pygame.Surface:
    """An action card (A01 … A37, or P01 … P16 at 2 players): its number over the blue, green
    and red rows (TS-3.6); state normal | picked | dim."""
    card = cards.action_card(number)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, w // 12)
    body = (34, 38, 62) if state != "dim" else (26, 28, 42)
    pygame.draw.rect(surf, body, surf.get_rect(), border_radius=radius)
    edge = (242, 194, 92) if state == "picked" else (110, 120, 170)
    head_h = max(16, h // 5)
    size = max(11, round(head_h * 0.72))
    img = assets.text(card.card_id, size, theme.TEXT, bold=True)
    surf.blit(img, img.get_rect(center=(w // 2, head_h // 2 + 2)))
    rows = ("blue", "green", "red")
    inner = pygame.Rect(max(3, w // 16), head_h + 2, w - 2 * max(3, w // 16), h - head_h - 6)
    row_h = inner.h // 3
    r = max(6, min(row_h // 3, (inner.w // 3) // 3 + 1))
    for i, phase in enumerate(rows):
        band = pygame.Rect(inner.x, inner.y + i * row_h, inner.w, row_h - 3)
        tint = PHASE_COLOURS[phase]
        pygame.draw.rect(surf, theme.mix(tint, (20, 22, 36), 0.45), band,
                         border_radius=max(2, radius // 2))
        pygame.draw.rect(surf, tint, (band.x, band.y, max(3, w // 24), band.h),
                         border_radius=max(2, radius // 2))
        draw_codes(surf, card.phase(phase), band.move(max(2, w // 48), 0), r)
    if state == "dim":
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((10, 12, 24, 120))
        surf.blit(veil, (0, 0))
    pygame.draw.rect(surf, edge, surf.get_rect(), max(1, w // 50) + (1 if state == "picked" else 0),
                     border_radius=radius)
    return surf


def card_back(w: int, h: int) -> pygame.Surface:
    """A hidden action card: the white-phase back (TS-4.10)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, w // 12)
    pygame.draw.rect(surf, (220, 222, 232), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, (120, 124, 150), surf.get_rect(), max(1, w // 40), border_radius=radius)
    r = max(4, min(w, h) // 6)
    draw_emblem(surf, "oni", (w // 2, h // 2), r, (150, 154, 176), width=max(1, r // 4))
    return surf


__all__ = ["PHASE_COLOURS", "card_back", "card_face", "colour_of", "draw_code", "draw_codes",
           "draw_stack", "oni_points"]
