"""The drawing kit of the Moonwakers card faces (`game.ui.render.cards`).

Shared by every face: the palettes (element, biome, action and moon colours, parchment and
ink), supersampled art finished with rounded corners (`finish`), vertical gradients, centred
text never smaller than `MIN_TEXT`; the element roundels (`draw_element`, `draw_elements`),
the packed-hand edge strip (`draw_strip`) and the procedural action / storm / option icons
(`icon`); and `Flip`, a card turning over. `cards` draws every face with these helpers.
"""

from __future__ import annotations

import math

import pygame

from game.moonwakers.data import ELEMENTS
from game.ui import assets
from game.ui.render.anim import Tween, in_out_sine

MIN_TEXT = 13
STRIP_FLOOR = 9
"""The smallest type of an element's count on a card's visible edge in a packed row."""
SS = 2  # supersampling of procedural art

# CPK-like element colours, each with a contrasting letter colour.
ELEMENT_COLOURS = {
    "C": ((58, 60, 68), (245, 245, 245)),
    "H": ((238, 238, 242), (30, 30, 40)),
    "N": ((64, 110, 226), (255, 255, 255)),
    "O": ((214, 56, 56), (255, 255, 255)),
    "P": ((236, 140, 40), (30, 20, 10)),
    "S": ((236, 208, 56), (40, 32, 0)),
}

# Biome palettes: sky top, sky bottom, ground, accent (frame).
BIOMES = {
    "crystal_forest": ((24, 44, 86), (70, 150, 170), (30, 70, 80), (120, 220, 230)),
    "mountain": ((50, 66, 112), (150, 170, 206), (70, 76, 96), (200, 210, 230)),
    "volcano": ((40, 14, 26), (150, 58, 34), (46, 24, 24), (255, 140, 60)),
    "stone_columns": ((30, 40, 52), (98, 114, 108), (52, 58, 58), (170, 190, 160)),
}

ACTION_COLOURS = {
    "abri": (76, 160, 96), "abri_def": (190, 84, 60), "labo": (120, 96, 200),
    "scan": (40, 150, 180), "cryogen": (110, 180, 240), "bouclier": (214, 170, 60),
}

MOON_COLOURS = {
    "blue_moon": (96, 140, 236), "harvest_moon": (236, 160, 70), "blood_moon": (200, 50, 56),
    "dark_moon": (90, 84, 120), "snow_moon": (236, 240, 250), "purple_moon": (160, 96, 214),
}

PARCHMENT = (244, 236, 214)
INK = (34, 30, 44)
FRAME = (14, 16, 30)


def mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=False))[:3]


def rounded(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A transparent surface with an opaque rounded-rect mask (white)."""
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    return mask


def finish(art: pygame.Surface, size: tuple[int, int], edge, edge_w: int = 1) -> pygame.Surface:
    """Scale supersampled art to `size`, clip to rounded corners and draw the frame."""
    w, h = size
    small = pygame.transform.smoothscale(art, size) if art.get_size() != size else art
    radius = max(3, w // 9)
    out = rounded(size, radius)
    out.blit(small, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pygame.draw.rect(out, edge, out.get_rect(), width=edge_w, border_radius=radius)
    return out


def gradient(surf: pygame.Surface, rect: pygame.Rect, top, bottom) -> None:
    for y in range(rect.h):
        pygame.draw.line(surf, mix(top, bottom, y / max(1, rect.h - 1)),
                         (rect.x, rect.y + y), (rect.right - 1, rect.y + y))


def text(surface: pygame.Surface, string: str, px: int, colour, centre, bold=True,
          max_w: int | None = None) -> pygame.Rect:
    px = max(MIN_TEXT, px)
    if max_w is not None:
        string, px = assets.fitted(string, px, max_w, bold)
        px = max(MIN_TEXT, px)
    img = assets.text(string, px, colour, bold=bold)
    rect = img.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(img, rect)
    return rect


def text_fits(string: str, px: int, width: int, bold: bool = True) -> bool:
    """True when `string` at `px` (never below MIN_TEXT) fits in `width` pixels."""
    return assets.font(max(MIN_TEXT, px), bold).size(string)[0] <= width


# --- element glyphs --------------------------------------------------------------------------
def draw_element(surface: pygame.Surface, centre, radius: float, element: str) -> None:
    """A coloured roundel with the element letter (colour + letter, never colour alone)."""
    fill, fg = ELEMENT_COLOURS.get(element, ((120, 120, 120), (255, 255, 255)))
    cx, cy = round(centre[0]), round(centre[1])
    r = max(6, round(radius))
    pygame.draw.circle(surface, (10, 10, 16), (cx, cy + 1), r + 1)
    pygame.draw.circle(surface, fill, (cx, cy), r)
    pygame.draw.circle(surface, mix(fill, (255, 255, 255), 0.35), (cx, cy), r, max(1, r // 7))
    text(surface, element, round(r * 1.3), fg, (cx, cy))


def element_row_width(count: int, radius: float) -> float:
    """Width of `count` roundels of `radius` laid side by side."""
    return count * radius * 2 + max(0, count - 1) * radius * 0.3


def draw_elements(surface: pygame.Surface, rect: pygame.Rect, elements: str) -> None:
    """Roundels for a string like "CCH", in one or two rows centred in `rect`."""
    n = len(elements)
    if not n:
        return
    rows = 1 if n <= 2 or rect.w >= element_row_width(n, MIN_TEXT * 0.62) else 2
    per_row = math.ceil(n / rows)
    r = min(rect.h / rows / 2.2, rect.w / per_row / 2.3)
    r = max(7, r)
    step = r * 2.3
    for row in range(rows):
        part = elements[row * per_row:(row + 1) * per_row]
        cy = rect.y + rect.h * (row + 0.5) / rows
        x0 = rect.centerx - step * (len(part) - 1) / 2
        for i, e in enumerate(part):
            draw_element(surface, (x0 + i * step, cy), r, e)


def draw_strip(surface: pygame.Surface, rect: pygame.Rect, elements: str,
               action: str = "", hazard: bool = False) -> None:
    """The visible edge of a card overlapped by the next one in a row: its elements as a
    column of colour chips with counts ("2C", "1H"), or the action's icon, so a packed hand
    still reads at a glance. `rect` is that visible edge (below the card's top band)."""
    if rect.w < 12 or rect.h < 16:
        return
    # opaque: at 235 the card's own atoms and action label showed through as faint ghosts
    pygame.draw.rect(surface, PARCHMENT, rect, border_radius=3)
    if hazard:  # an accident keeps its yellow and black band over its chips (a 3 px bar
        # hid it among the hand's other cards: a review, stop 83)
        band = pygame.Rect(rect.x, rect.y, rect.w, max(5, min(9, rect.h // 6)))
        pygame.draw.rect(surface, (240, 200, 40), band)
        clip = surface.get_clip()
        surface.set_clip(band.clip(clip) if clip else band)
        for x in range(band.x - band.h, band.right, 6):
            pygame.draw.polygon(surface, (25, 22, 20), [(x, band.bottom), (x + 3, band.bottom),
                                                        (x + 3 + band.h, band.y),
                                                        (x + band.h, band.y)])
        surface.set_clip(clip)
        rect = pygame.Rect(rect.x, band.bottom + 1, rect.w, rect.bottom - band.bottom - 1)
    if action:
        r = min(rect.w * 0.4, rect.h * 0.3)
        icon(surface, action, (rect.centerx, rect.y + r + 4), r, ACTION_COLOURS[action])
        return
    terms = [(e, elements.count(e)) for e in ELEMENTS if e in elements]
    if not terms:
        return
    chip_h = min(MIN_TEXT + 4, (rect.h - 2) // len(terms) - 1)
    px = MIN_TEXT if chip_h >= MIN_TEXT else chip_h
    y = rect.y + 2
    for e, n in terms:
        fill, fg = ELEMENT_COLOURS[e]
        chip = pygame.Rect(rect.x + 1, y, rect.w - 2, chip_h)
        pygame.draw.rect(surface, fill, chip, border_radius=4)
        pygame.draw.rect(surface, (10, 10, 16), chip, width=1, border_radius=4)
        label = f"{n}{e}"
        # the count is what the card gives: smaller type before it is ever dropped (a
        # 6-seat hand at 150% read « H » for « 2H » and « N » for « 2N »)
        size = assets.shrunk(label, px, chip.w, True, STRIP_FLOOR) if n > 1 else px
        if n == 1 or assets.font(size, True).size(label)[0] > chip.w:
            label, size = e, px
        img = assets.text(label, size, fg, bold=True)
        surface.blit(img, img.get_rect(center=chip.center))
        y += chip_h + 1


# --- action, storm and option icons ----------------------------------------------------------
def icon(surf: pygame.Surface, kind: str, centre, r: float, colour) -> None:
    """Procedural icons for the action cards, storms and options."""
    cx, cy = centre
    lw = max(2, round(r / 5))
    dark = mix(colour, (0, 0, 0), 0.55)
    if kind in ("abri", "abri_def"):  # a shelter dome
        pygame.draw.polygon(surf, colour, [(cx - r, cy + r * 0.6), (cx, cy - r * 0.8),
                                           (cx + r, cy + r * 0.6)])
        pygame.draw.rect(surf, dark, (cx - r * 0.25, cy, r * 0.5, r * 0.6))
        if kind == "abri_def":
            pygame.draw.lines(surf, (30, 10, 10), False,
                              [(cx - r * 0.1, cy - r * 0.8), (cx + r * 0.15, cy - r * 0.2),
                               (cx - r * 0.15, cy + r * 0.1), (cx + r * 0.1, cy + r * 0.6)], lw)
    elif kind == "labo":  # a flask
        pygame.draw.rect(surf, colour, (cx - r * 0.2, cy - r * 0.9, r * 0.4, r * 0.7))
        pygame.draw.polygon(surf, colour, [(cx - r * 0.2, cy - r * 0.25),
                                           (cx + r * 0.2, cy - r * 0.25),
                                           (cx + r * 0.8, cy + r * 0.8),
                                           (cx - r * 0.8, cy + r * 0.8)])
        pygame.draw.polygon(surf, (170, 240, 170), [(cx - r * 0.5, cy + r * 0.35),
                                                    (cx + r * 0.5, cy + r * 0.35),
                                                    (cx + r * 0.75, cy + r * 0.75),
                                                    (cx - r * 0.75, cy + r * 0.75)])
    elif kind == "scan":  # an eye
        pygame.draw.ellipse(surf, colour, (cx - r, cy - r * 0.55, r * 2, r * 1.1))
        pygame.draw.circle(surf, (250, 250, 255), (cx, cy), r * 0.42)
        pygame.draw.circle(surf, dark, (cx, cy), r * 0.22)
    elif kind == "cryogen":  # a snowflake
        for k in range(3):
            a = math.pi / 3 * k
            dx, dy = math.cos(a) * r, math.sin(a) * r
            pygame.draw.line(surf, colour, (cx - dx, cy - dy), (cx + dx, cy + dy), lw)
        pygame.draw.circle(surf, colour, (cx, cy), r * 0.2)
    elif kind in ("bouclier", "protect"):  # a shield
        pygame.draw.polygon(surf, colour, [(cx - r * 0.8, cy - r * 0.8), (cx + r * 0.8,
                                           cy - r * 0.8), (cx + r * 0.8, cy),
                                           (cx, cy + r), (cx - r * 0.8, cy)])
        pygame.draw.line(surf, dark, (cx, cy - r * 0.7), (cx, cy + r * 0.8), lw)
    elif kind == "ionic":  # a lightning bolt
        pygame.draw.polygon(surf, colour, [(cx + r * 0.2, cy - r), (cx - r * 0.5, cy + r * 0.1),
                                           (cx, cy + r * 0.1), (cx - r * 0.2, cy + r),
                                           (cx + r * 0.5, cy - r * 0.1), (cx, cy - r * 0.1)])
    elif kind == "infrared":  # heat waves
        for k in (-1, 0, 1):
            pts = [(cx + k * r * 0.55 + math.sin(i / 3) * r * 0.18, cy - r + i * r / 6)
                   for i in range(13)]
            pygame.draw.lines(surf, colour, False, pts, lw)
    elif kind in ("dash", "shortcut", "permutation"):
        if kind == "permutation":  # two opposite arrows
            for sgn in (-1, 1):
                y = cy + sgn * r * 0.35
                pygame.draw.line(surf, colour, (cx - r * 0.8, y), (cx + r * 0.8, y), lw)
                tip = cx + sgn * r * 0.8
                pygame.draw.polygon(surf, colour, [(tip, y - r * 0.3), (tip, y + r * 0.3),
                                                   (tip + sgn * r * 0.35, y)])
        elif kind == "shortcut":  # fast-forward chevrons
            for off in (-0.55, 0.15):
                x = cx + off * r
                pygame.draw.polygon(surf, colour, [(x, cy - r * 0.7), (x + r * 0.6, cy),
                                                   (x, cy + r * 0.7)])
        else:  # dash: a card with a swap arrow
            pygame.draw.rect(surf, colour, (cx - r * 0.8, cy - r * 0.7, r * 0.9, r * 1.3),
                             width=lw, border_radius=max(1, round(r / 6)))
            pygame.draw.arc(surf, colour, (cx - r * 0.2, cy - r * 0.7, r * 1.0, r * 1.2),
                            -math.pi / 2, math.pi / 2, lw)
            pygame.draw.polygon(surf, colour, [(cx + r * 0.3, cy + r * 0.3),
                                               (cx + r * 0.3, cy + r * 0.8),
                                               (cx - r * 0.05, cy + r * 0.55)])


class Flip:
    """A card turning over: the first face squashes to an edge, the second grows back."""

    def __init__(self, duration: float) -> None:
        self.tween = Tween(0.0, 1.0, duration, in_out_sine)

    @property
    def done(self) -> bool:
        """True once the second face is fully shown."""
        return self.tween.done

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds."""
        self.tween.update(dt)

    def finish(self) -> None:
        """Jump to the end."""
        self.tween.finish()

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, first: pygame.Surface,
             second: pygame.Surface) -> None:
        """Draw the flip at its current instant inside `rect`."""
        t = float(self.tween.value)
        face = first if t < 0.5 else second
        k = abs(1 - 2 * t)
        w = max(1, round(rect.w * k))
        img = pygame.transform.smoothscale(face, (w, rect.h)) if w != rect.w else face
        lift = round(math.sin(t * math.pi) * rect.h * 0.06)
        surface.blit(img, (rect.centerx - w // 2, rect.y - lift))
