"""Small drawn pieces of the MOONSTAR table: the phase panel and the sand timer (MS-9.2)."""

from __future__ import annotations

import math

import pygame

from game.ui import theme


def theme_panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The phase panel's background."""
    theme.draw_panel(surface, rect, theme.PANEL, alpha=232)


def draw_sand_timer(surface: pygame.Surface, centre, height: int, frac: float,
                    clock: float = 0.0) -> None:
    """A drawn sand timer: `frac` (1 → 0) of the sand is still in the upper bulb."""
    frac = max(0.0, min(1.0, frac))
    cx, cy = centre
    h = height
    w = h * 0.62
    top, bottom, neck = cy - h / 2, cy + h / 2, max(2.0, h * 0.04)
    glass = (200, 220, 255)
    sand = (240, 200, 110) if frac > 0.17 else theme.ERROR
    # frame plates
    for y in (top, bottom):
        pygame.draw.rect(surface, theme.ACCENT_DARK, (cx - w * 0.6, y - h * 0.05, w * 1.2,
                                                      h * 0.07), border_radius=3)
    upper = [(cx - w / 2, top + h * 0.04), (cx + w / 2, top + h * 0.04), (cx + neck, cy),
             (cx - neck, cy)]
    lower = [(cx - neck, cy), (cx + neck, cy), (cx + w / 2, bottom - h * 0.04),
             (cx - w / 2, bottom - h * 0.04)]
    # (drawn on a small local surface: shift every point by the box origin)
    ox, oy = cx - w, top - h * 0.1
    body = pygame.Surface((round(w * 2), round(h * 1.2)), pygame.SRCALPHA)
    upper_l = [(x - ox, y - oy) for x, y in upper]
    lower_l = [(x - ox, y - oy) for x, y in lower]
    cx, cy, top, bottom = cx - ox, cy - oy, top - oy, bottom - oy
    pygame.draw.polygon(body, (*glass, 40), upper_l)
    pygame.draw.polygon(body, (*glass, 40), lower_l)
    # sand in the upper bulb: a triangle whose height shrinks with the time left
    hu = (h / 2 - h * 0.04) * math.sqrt(frac)
    if hu > 1:
        half = (w / 2 - neck) * (hu / (h / 2 - h * 0.04)) + neck
        pygame.draw.polygon(body, sand, [(cx - half, cy - hu), (cx + half, cy - hu),
                                         (cx + neck, cy), (cx - neck, cy)])
    # sand in the lower bulb: a heap that grows
    hl = (h / 2 - h * 0.04) * (1 - frac) ** 0.7
    if hl > 1:
        base = bottom - h * 0.04
        pygame.draw.polygon(body, sand, [(cx - w / 2 + 2, base), (cx + w / 2 - 2, base),
                                         (cx + w * 0.18, base - hl), (cx - w * 0.18, base - hl)])
    if 0 < frac < 1:  # the falling thread
        wob = math.sin(clock * 20) * 0.6
        pygame.draw.line(body, sand, (cx + wob, cy), (cx + wob, bottom - h * 0.05 - hl),
                         max(1, round(neck * 0.8)))
    surface.blit(body, (round(ox), round(oy)))
    pygame.draw.polygon(surface, glass, upper, 2)
    pygame.draw.polygon(surface, glass, lower, 2)
