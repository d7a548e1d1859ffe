"""Seat markers: every player is shown by colour AND shape AND name, never colour alone."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.ui import assets, theme
from game.ui.theme import px
from game.ui.widgets.base import Widget


def _regular(cx: float, cy: float, r: float, n: int, start: float) -> list[tuple[float, float]]:
    angles = [start + i * math.tau / n for i in range(n)]
    return [(cx + r * math.cos(a), cy + r * math.sin(a)) for a in angles]


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]] | None:
    """Polygon of a marker shape (None for the circle)."""
    if shape == "square":
        s = r * 0.84
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "triangle":
        return _regular(cx, cy + r * 0.15, r * 1.1, 3, -math.pi / 2)
    if shape == "diamond":
        return [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)]
    if shape == "hexagon":
        return _regular(cx, cy, r, 6, 0)
    if shape == "star":
        pts = []
        for i in range(10):
            rr = r * 1.08 if i % 2 == 0 else r * 0.46
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a) + r * 0.06))
        return pts
    if shape == "cross":
        a, b = r * 0.34, r * 0.92
        return [(cx - a, cy - b), (cx + a, cy - b), (cx + a, cy - a), (cx + b, cy - a),
                (cx + b, cy + a), (cx + a, cy + a), (cx + a, cy + b), (cx - a, cy + b),
                (cx - a, cy + a), (cx - b, cy + a), (cx - b, cy - a), (cx - a, cy - a)]
    if shape == "crescent":
        r2, d = r * 0.82, r * 0.62
        x = (d * d + r * r - r2 * r2) / (2 * d)
        y = math.sqrt(max(0.0, r * r - x * x))
        alpha = math.atan2(y, x)
        phi = math.atan2(y, x - d)
        pts = []
        for i in range(25):  # outer arc through the left side
            a = alpha + (math.tau - 2 * alpha) * i / 24
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        for i in range(25):  # inner arc back through the left side of the bite
            a = (math.tau - phi) - (math.tau - 2 * phi) * i / 24
            pts.append((cx + d + r2 * math.cos(a), cy + r2 * math.sin(a)))
        return pts
    return None


def draw_marker(surface: pygame.Surface, center, radius: int, colour, shape: str,
                outline=(12, 14, 30)) -> pygame.Rect:
    """Draw a filled player marker (colour + shape) with an outline; returns its bounds."""
    colour = theme.hex_colour(colour) if isinstance(colour, str) else colour
    cx, cy = center
    pts = shape_points(shape, cx, cy, radius)
    light = theme.mix(colour, (255, 255, 255), 0.55)
    if pts is None:
        pygame.draw.circle(surface, colour, center, radius)
        pygame.draw.circle(surface, outline, center, radius, max(1, radius // 6))
        pygame.draw.circle(surface, light, center, radius + 1, 1)
    else:
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, outline, pts, max(1, radius // 6))
        pygame.draw.aalines(surface, light, True, pts)
    return pygame.Rect(cx - radius, cy - radius, radius * 2, radius * 2)


class SeatMarker(Widget):
    """A seat's marker followed by its name (and an optional detail line, e.g. the bot level)."""

    def __init__(self, rect, name: str, colour, shape: str, detail: str = "",
                 on_click: Callable[[], object] | None = None, bold: bool = True,
                 size: int = theme.FONT_BODY, name_colour=theme.TEXT) -> None:
        super().__init__(rect)
        self.name, self.colour, self.shape, self.detail = name, colour, shape, detail
        self.on_click, self.bold, self.size, self.name_colour = on_click, bold, size, name_colour

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Optional click (e.g. to change the marker)."""
        super().handle_event(event)
        if (self.on_click and event.type == pygame.MOUSEBUTTONDOWN
                and getattr(event, "button", 0) == 1 and self.rect.collidepoint(event.pos)):
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Marker on the left, name (and detail) on the right."""
        r = min(self.rect.h // 2 - px(2), px(14))
        draw_marker(surface, (self.rect.x + r + px(2), self.rect.centery), r, self.colour,
                    self.shape)
        x = self.rect.x + 2 * r + px(10)
        size = px(self.size)
        width = self.rect.right - x
        name = assets.fit(self.name, size, width, self.bold)
        img = assets.text(name, size, self.name_colour, bold=self.bold)
        if self.detail:
            small = px(theme.FONT_SMALL)
            det = assets.text(assets.fit(self.detail, small, width), small, theme.TEXT_DIM)
            top = self.rect.centery - (img.get_height() + det.get_height()) // 2
            surface.blit(img, (x, top))
            surface.blit(det, (x, top + img.get_height()))
        else:
            surface.blit(img, (x, self.rect.centery - img.get_height() // 2))


class MarkerButton(Widget):
    """A square button showing a colour swatch or a shape; left click = next, right = previous."""

    def __init__(self, rect, colour: str, shape: str, on_step: Callable[[int], None],
                 tooltip: str) -> None:
        super().__init__(rect, tooltip)
        self.colour, self.shape, self.on_step = colour, shape, on_step

    def handle_event(self, event) -> bool:
        """Cycle on click."""
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            button = getattr(event, "button", 0)
            if button in (1, 3):
                self.on_step(1 if button == 1 else -1)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Rounded square with the marker inside."""
        fill = theme.BUTTON_HOVER if self.hover else theme.BUTTON
        pygame.draw.rect(surface, fill, self.rect, border_radius=px(8))
        pygame.draw.rect(surface, theme.ACCENT if self.hover else theme.PANEL_BORDER, self.rect,
                         width=1, border_radius=px(8))
        draw_marker(surface, self.rect.center, self.rect.h // 2 - px(8), self.colour, self.shape)
