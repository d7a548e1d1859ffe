"""Moonstar pieces drawn by code: shaded planets with their value, silver moons, and glows.

Every piece is drawn three times oversize and smooth-scaled down (antialiased at any size), then
cached by (kind, radius, value/state). Planet colours (MS-0.3: values 5, 10, 15, 20, 25) are
told apart by hue *and* by the bold value printed on them; the 25 also wears a ring and the red
planet (Game 6) is Mars-red with no value.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import assets, theme

SS = 3
PLANET_COLOURS: dict[int, tuple[int, int, int]] = {
    5: (84, 146, 232),     # blue
    10: (58, 178, 122),    # jade
    15: (236, 148, 58),    # amber
    20: (156, 112, 228),   # violet
    25: (226, 196, 104),   # gold, ringed
}
RED_PLANET = (204, 62, 44)
MOON_LIT = (232, 236, 246)
MOON_DARK = (64, 74, 104)
GOLD = (242, 194, 92)
MOON_STATES = ("normal", "selected", "moved", "ghost")


def _mix(a: tuple[int, ...], b: tuple[int, ...], t: float) -> tuple[int, int, int]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3], strict=True))  # type: ignore


def _sphere(canvas: pygame.Surface, centre: tuple[float, float], r: float,
            base: tuple[int, int, int], steps: int = 28) -> None:
    """Paint a sphere lit from the top-left: nested discs drifting towards the highlight."""
    dark = _mix(base, (8, 10, 26), 0.62)
    light = _mix(base, (255, 255, 255), 0.42)
    for i in range(steps):
        t = i / (steps - 1)
        ri = r * (1 - 0.82 * t)
        shift = (r - ri) * 0.55
        colour = _mix(dark, base, min(1.0, t * 2.2)) if t < 0.45 else _mix(
            base, light, (t - 0.45) / 0.55)
        pygame.draw.circle(canvas, colour, (centre[0] - shift, centre[1] - shift), ri)


def _downscale(canvas: pygame.Surface) -> pygame.Surface:
    w, h = canvas.get_size()
    return pygame.transform.smoothscale(canvas, (round(w / SS), round(h / SS)))


@lru_cache(maxsize=128)
def planet_surface(radius: int, value: int | None, red: bool = False,
                   label: int = 0) -> pygame.Surface:
    """A planet of ``radius`` px (surface 3 x radius wide, planet centred) with its value,
    in type of at least `label` px where the planet has room for it."""
    if not red and value not in PLANET_COLOURS:
        raise ValueError(f"planet values are {sorted(PLANET_COLOURS)}, not {value}")
    size = radius * 3 * SS
    canvas = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    r = radius * SS
    base = RED_PLANET if red else PLANET_COLOURS[value]  # type: ignore[index]
    ringed = not red and value == 25
    ring_rect = pygame.Rect(0, 0, r * 2.9, r * 0.95)
    ring_rect.center = (round(c), round(c))
    ring_col = _mix(base, (255, 250, 230), 0.35)
    if ringed:  # back half of the ring, behind the planet
        pygame.draw.ellipse(canvas, _mix(ring_col, (0, 0, 0), 0.35), ring_rect, width=r // 5)
    pygame.draw.circle(canvas, (0, 0, 0, 90), (c + r * 0.1, c + r * 0.14), r * 1.02)
    _sphere(canvas, (c, c), r, base)
    if red:  # dusty maria so the red planet reads as a world, not a button
        for dx, dy, k in ((-0.3, 0.25, 0.28), (0.28, -0.05, 0.2), (0.05, 0.5, 0.16)):
            pygame.draw.circle(canvas, _mix(base, (60, 20, 16), 0.35),
                               (c + dx * r, c + dy * r), r * k)
    else:  # faint bands, like a gas giant
        band = pygame.Surface((size, size), pygame.SRCALPHA)
        for dy in (-0.42, 0.05, 0.46):
            pygame.draw.ellipse(band, (255, 255, 255, 22),
                                pygame.Rect(c - r, c + dy * r - r * 0.1, 2 * r, r * 0.2))
        mask = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), r - SS)
        band.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        canvas.blit(band, (0, 0))
    pygame.draw.circle(canvas, _mix(base, (0, 0, 0), 0.55), (c, c), r, width=max(1, SS))
    if ringed:  # front half of the ring, over the planet's lower half
        front = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.ellipse(front, ring_col, ring_rect, width=r // 5)
        front.fill((0, 0, 0, 0), pygame.Rect(0, 0, size, round(c)))
        canvas.blit(front, (0, 0))
    if not red:
        _value_label(canvas, str(value), (c, c), r, label * SS)
    return _downscale(canvas)


@lru_cache(maxsize=32)
def outline_font(px: int, outline: int) -> pygame.font.Font:
    """A private bold font with an SDL_ttf outline (not shared: ``outline`` is font state)."""
    font = pygame.font.Font(assets.path("fonts", "DejaVuSans-Bold.ttf"), px)
    font.outline = outline
    return font


def _value_label(canvas: pygame.Surface, text: str, centre: tuple[float, float],
                 r: float, floor: int = 0) -> None:
    """Bold white number with a dark outline, readable on every planet colour; never under
    `floor` (canvas px) while it stays inside the planet."""
    share = 0.95 if len(text) == 1 else 0.82
    px = round(min(max(r * share, floor), r * (share + 0.3)))
    outline = max(1, round(r * 0.07))
    label = assets.font(px, bold=True).render(text, True, (255, 255, 255))
    rim = outline_font(px, outline).render(text, True, (10, 12, 30))
    rect = rim.get_rect(center=(centre[0], centre[1] + r * 0.04))
    canvas.blit(rim, rect)
    canvas.blit(label, (rect.x + outline, rect.y + outline))


def draw_planet(surface: pygame.Surface, centre: tuple[float, float], radius: float,
                value: int | None, red: bool = False) -> pygame.Rect:
    """Draw a planet (value 5/10/15/20/25, or the valueless red planet); return its rect."""
    # the value never under the interface's smallest type: at 150% the phase panel takes
    # room from the ring, and a planet's "10" fell to 8 px (a review, stop 77)
    surf = planet_surface(max(3, round(radius)), None if red else value, red,
                          theme.px(13))
    surface.blit(surf, surf.get_rect(center=(round(centre[0]), round(centre[1]))))
    r = round(radius)
    return pygame.Rect(round(centre[0]) - r, round(centre[1]) - r, 2 * r, 2 * r)


@lru_cache(maxsize=64)
def moon_surface(radius: int, state: str = "normal") -> pygame.Surface:
    """A silver moon of ``radius`` px, lit from the left (surface 3 x radius wide)."""
    if state not in MOON_STATES:
        raise ValueError(f"unknown moon state {state!r}; expected one of {MOON_STATES}")
    size = radius * 3 * SS
    c = size / 2
    r = radius * SS
    canvas = pygame.Surface((size, size), pygame.SRCALPHA)
    if state == "selected":
        glow = pygame.Surface((size, size), pygame.SRCALPHA)
        for i in range(10):
            pygame.draw.circle(glow, (*GOLD, 18), (c, c), r * (1.5 - i * 0.04))
        canvas.blit(glow, (0, 0))
        pygame.draw.circle(canvas, GOLD, (c, c), r * 1.24)
    if state != "ghost":
        pygame.draw.circle(canvas, (0, 0, 0, 100), (c + r * 0.1, c + r * 0.14), r * 1.02)
    # Dark side, then the lit side: the sphere minus a disc offset to the lower right.
    pygame.draw.circle(canvas, MOON_DARK, (c, c), r)
    lit = pygame.Surface((size, size), pygame.SRCALPHA)
    _sphere(lit, (c, c), r, (196, 202, 218))
    for dx, dy, k in ((-0.35, -0.2, 0.22), (0.1, 0.35, 0.16), (-0.05, -0.5, 0.12),
                      (-0.5, 0.3, 0.1)):
        pygame.draw.circle(lit, (150, 158, 180), (c + dx * r, c + dy * r), r * k)
        pygame.draw.circle(lit, (214, 220, 234), (c + dx * r - r * 0.03,
                                                  c + dy * r - r * 0.03), r * k * 0.7)
    pygame.draw.circle(lit, (0, 0, 0, 0), (c + r * 1.15, c + r * 0.35), r * 1.02)
    canvas.blit(lit, (0, 0))
    pygame.draw.circle(canvas, (34, 40, 66), (c, c), r, width=max(1, SS))
    if state == "moved":  # a cool ring: this moon's position is final (MS-4.5)
        pygame.draw.circle(canvas, (120, 214, 236), (c, c), r * 1.2, width=round(r * 0.14))
    out = _downscale(canvas)
    if state == "ghost":  # removed: a faint outline of where it stood
        out.fill((255, 255, 255, 70), special_flags=pygame.BLEND_RGBA_MULT)
        ring = pygame.Surface(out.get_size(), pygame.SRCALPHA)
        oc = out.get_width() / 2
        for k in range(12):
            a0 = k * math.tau / 12
            pygame.draw.arc(ring, (220, 226, 240, 150),
                            pygame.Rect(oc - radius, oc - radius, 2 * radius, 2 * radius),
                            a0, a0 + math.tau / 24, max(1, radius // 8))
        out.blit(ring, (0, 0))
    return out


def draw_moon(surface: pygame.Surface, centre: tuple[float, float], radius: float,
              state: str = "normal") -> pygame.Rect:
    """Draw a moon (state normal / selected / moved / ghost); return its rect."""
    surf = moon_surface(max(3, round(radius)), state)
    surface.blit(surf, surf.get_rect(center=(round(centre[0]), round(centre[1]))))
    r = round(radius)
    return pygame.Rect(round(centre[0]) - r, round(centre[1]) - r, 2 * r, 2 * r)


@lru_cache(maxsize=32)
def glow_surface(radius: int, colour: tuple[int, int, int], strength: float = 1.0
                 ) -> pygame.Surface:
    """A soft radial glow (for additive blending with BLEND_RGB_ADD)."""
    size = radius * 2
    surf = pygame.Surface((size, size))
    for i in range(radius, 0, -1):
        t = 1 - i / radius
        k = strength * t ** 2.2
        pygame.draw.circle(surf, tuple(min(255, round(ch * k)) for ch in colour),
                           (radius, radius), i)
    return surf
