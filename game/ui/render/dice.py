"""Dice drawn by code: ivory d6 faces with pips, a d12 face, and a tumbling roll animation.

Faces are drawn three times oversize and smooth-scaled down, which antialiases the rounded
corners and pips at any size; rendered faces are cached by (value, size, state). States:
``normal``, ``highlight`` (gold ring: selectable / hovered), ``locked`` (cool blue: placed on a
moon), ``used`` (faded: the moon has moved, MS-4.5).

:class:`DiceRoll` tumbles several dice (random faces, a spin and a bounce) and settles on the
rolled values; it is deterministic for a given seed and fits on an ``anim.Timeline``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.ui import assets
from game.ui.render.anim import out_bounce, out_cubic

SS = 3  # supersampling factor
STATES = ("normal", "highlight", "locked", "used")
IVORY = (246, 239, 220)
IVORY_EDGE = (206, 192, 160)
PIP = (30, 33, 58)
LOCKED = (214, 224, 246)
LOCKED_EDGE = (128, 150, 206)
GOLD = (242, 194, 92)
D12_BODY = (64, 78, 160)
D12_TEXT = (248, 240, 216)
PAD = 0.1  # transparent margin around a die, as a fraction of its size (room for the ring)

_PIP_LAYOUT = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def pip_positions(value: int) -> tuple[tuple[float, float], ...]:
    """Pip centres of a d6 face as fractions (x, y) of the face, for values 1-6."""
    if value not in _PIP_LAYOUT:
        raise ValueError(f"a d6 face is 1-6, not {value}")
    return _PIP_LAYOUT[value]


def pip_radius(size: int) -> float:
    """Pip radius in pixels for a die of ``size`` pixels."""
    return size * 0.095


def _check_state(state: str) -> None:
    if state not in STATES:
        raise ValueError(f"unknown die state {state!r}; expected one of {STATES}")


def _canvas(size: int) -> tuple[pygame.Surface, int, int]:
    """An oversampled transparent canvas with a margin; returns (surface, big size, margin)."""
    big = size * SS
    pad = round(big * PAD)
    return pygame.Surface((big + 2 * pad, big + 2 * pad), pygame.SRCALPHA), big, pad


def _finish(canvas: pygame.Surface, size: int, state: str) -> pygame.Surface:
    out_size = round(canvas.get_width() / SS)
    surf = pygame.transform.smoothscale(canvas, (out_size, out_size))
    if state == "used":
        surf.fill((255, 255, 255, 100), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


@lru_cache(maxsize=256)
def d6_face(value: int, size: int, state: str = "normal") -> pygame.Surface:
    """A d6 face of ``size`` px (plus a transparent margin of ``PAD`` x size each side)."""
    _check_state(state)
    pips = pip_positions(value)
    canvas, big, pad = _canvas(size)
    body, edge = (LOCKED, LOCKED_EDGE) if state == "locked" else (IVORY, IVORY_EDGE)
    radius = round(big * 0.2)
    if state == "highlight":
        ring = pygame.Rect(0, 0, big + 2 * pad, big + 2 * pad)
        pygame.draw.rect(canvas, GOLD, ring, border_radius=radius + pad)
    outer = pygame.Rect(pad, pad, big, big)
    pygame.draw.rect(canvas, edge, outer, border_radius=radius)
    # The top face sits up and to the left of the body: a bevel shows bottom-right.
    bevel = round(big * 0.045)
    top = pygame.Rect(pad + bevel // 2, pad + bevel // 2, big - bevel * 2, big - bevel * 2)
    pygame.draw.rect(canvas, body, top, border_radius=round(radius * 0.85))
    shine = top.inflate(-big * 0.18, -big * 0.18).move(-big * 0.03, -big * 0.03)
    glow = tuple(min(255, c + 7) for c in body)
    pygame.draw.rect(canvas, glow, shine, border_radius=round(radius * 0.7))
    r = pip_radius(big)
    for fx, fy in pips:
        cx, cy = top.x + fx * top.w, top.y + fy * top.h
        pygame.draw.circle(canvas, tuple(min(255, c + 40) for c in body), (cx, cy + r * 0.18), r)
        pygame.draw.circle(canvas, PIP, (cx, cy), r)
    pygame.draw.rect(canvas, (0, 0, 0, 70), outer, width=max(1, SS), border_radius=radius)
    return _finish(canvas, size, state)


@lru_cache(maxsize=64)
def die_shadow(size: int) -> pygame.Surface:
    """A soft drop shadow for a die of ``size`` px (same footprint as :func:`d6_face`)."""
    small = max(4, size // 4)
    surf = pygame.Surface((small, small), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 120), surf.get_rect().inflate(-small // 4, -small // 4),
                     border_radius=small // 4)
    full = round(size * (1 + 2 * PAD))
    return pygame.transform.smoothscale(surf, (full, full))


def _shade(colour: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, round(c * k))) for c in colour)  # type: ignore[return-value]


@lru_cache(maxsize=256)
def d12_face(value: int, size: int, state: str = "normal",
             colour: tuple[int, int, int] = D12_BODY, blank: bool = False) -> pygame.Surface:
    """A d12 seen face-on: a central pentagon with ``value`` and five shaded side faces;
    ``blank`` leaves the pentagon without its number (an emblem, not a roll)."""
    _check_state(state)
    if not 1 <= value <= 12:
        raise ValueError(f"a d12 face is 1-12, not {value}")
    canvas, big, pad = _canvas(size)
    c = big / 2 + pad
    rim = big / 2
    body = LOCKED_EDGE if state == "locked" else colour

    def polar(r: float, deg: float) -> tuple[float, float]:
        return c + r * math.cos(math.radians(deg)), c + r * math.sin(math.radians(deg))

    deca = [polar(rim, -90 + 36 * j) for j in range(10)]
    penta = [polar(rim * 0.56, -90 + 72 * k) for k in range(5)]
    if state == "highlight":
        pygame.draw.polygon(canvas, GOLD, [polar(rim + pad, -90 + 36 * j) for j in range(10)])
    for k in range(5):
        face = [penta[k], deca[2 * k], deca[2 * k + 1], deca[(2 * k + 2) % 10],
                penta[(k + 1) % 5]]
        mid = -90 + 72 * k + 36
        light = 0.72 + 0.3 * math.cos(math.radians(mid - (-125)))
        pygame.draw.polygon(canvas, _shade(body, light), face)
    pygame.draw.polygon(canvas, _shade(body, 1.12), penta)
    edge = _shade(body, 0.55)
    pygame.draw.polygon(canvas, edge, deca, width=max(1, SS))
    for k in range(5):
        pygame.draw.line(canvas, edge, penta[k], deca[2 * k], max(1, SS))
    pygame.draw.polygon(canvas, edge, penta, width=max(1, SS))
    if blank:
        return _finish(canvas, size, state)
    label = assets.font(round(big * 0.3), bold=True).render(str(value), True, D12_TEXT)
    rect = label.get_rect(center=(c, c + big * 0.02))
    canvas.blit(label, rect)
    if value in (6, 9):  # underline to tell 6 from 9
        y = rect.bottom - big * 0.035
        pygame.draw.line(canvas, D12_TEXT, (rect.left + big * 0.03, y),
                         (rect.right - big * 0.03, y), max(1, SS * 2))
    return _finish(canvas, size, state)


def _blit_die(surface: pygame.Surface, face: pygame.Surface, centre: tuple[float, float],
              size: int, angle: float = 0.0, lift: float = 0.0, shadow: bool = True) -> None:
    if shadow:
        sh = die_shadow(size)
        off = size * (0.06 + 0.25 * lift)
        surface.blit(sh, sh.get_rect(center=(centre[0] + off, centre[1] + off)))
    y = centre[1] - lift * size
    if abs(angle) > 0.5:
        face = pygame.transform.rotozoom(face, angle, 1.0)
    surface.blit(face, face.get_rect(center=(centre[0], y)))


def draw_d6(surface: pygame.Surface, centre: tuple[float, float], size: int, value: int,
            state: str = "normal", angle: float = 0.0, lift: float = 0.0) -> pygame.Rect:
    """Draw a d6 of ``size`` px centred at ``centre``; return the die's rect (for hit tests)."""
    _blit_die(surface, d6_face(value, size, state), centre, size, angle, lift,
              shadow=state != "used")
    return pygame.Rect(0, 0, size, size).move(round(centre[0] - size / 2),
                                              round(centre[1] - size / 2 - lift * size))


def draw_d12(surface: pygame.Surface, centre: tuple[float, float], size: int, value: int,
             state: str = "normal", angle: float = 0.0, lift: float = 0.0,
             colour: tuple[int, int, int] = D12_BODY) -> pygame.Rect:
    """Draw a d12 of ``size`` px centred at ``centre``; return its bounding rect."""
    _blit_die(surface, d12_face(value, size, state, colour), centre, size, angle, lift,
              shadow=state != "used")
    return pygame.Rect(0, 0, size, size).move(round(centre[0] - size / 2),
                                              round(centre[1] - size / 2 - lift * size))


def row_centres(rect: pygame.Rect, count: int, size: int,
                gap: float = 0.3) -> list[tuple[float, float]]:
    """Centres for ``count`` dice of ``size`` px in a row centred in ``rect`` (shrinks gaps)."""
    if count <= 0:
        return []
    step = size * (1 + gap)
    if count > 1 and step * (count - 1) + size > rect.w:
        step = max(size * 0.6, (rect.w - size) / (count - 1))
    x0 = rect.centerx - step * (count - 1) / 2
    return [(x0 + i * step, rect.centery) for i in range(count)]


@dataclass(frozen=True)
class DieFrame:
    """What one tumbling die shows at an instant."""

    value: int
    angle: float
    lift: float
    """Height above the table as a fraction of the die size."""
    dx: float
    """Horizontal drift as a fraction of the die size."""
    settled: bool


class DiceRoll:
    """A tumbling roll of several dice that settles on ``values`` (deterministic per seed)."""

    FACE_INTERVAL = 0.07

    def __init__(self, values: tuple[int, ...] | list[int], duration: float = 0.9,
                 seed: int = 0, sides: int = 6, stagger: float = 0.07) -> None:
        self.values = tuple(values)
        self.duration, self.sides, self.stagger = max(0.0, duration), sides, stagger
        self.elapsed = 0.0
        self.done = self.duration == 0
        rng = random.Random(seed)
        flips = int(self.duration / self.FACE_INTERVAL) + 2
        self._faces = []
        for _ in self.values:
            seq, last = [], 0
            for _f in range(flips):
                face = 1 + int(rng.random() * sides)
                if face == last:
                    face = face % sides + 1
                seq.append(face)
                last = face
            self._faces.append(seq)
        self._spin = [(rng.random() * 2 - 1) * 300 + math.copysign(120, rng.random() - 0.5)
                      for _ in self.values]
        self._drift = [(rng.random() * 2 - 1) * 0.5 for _ in self.values]

    @property
    def total(self) -> float:
        """Total length including the stagger between dice."""
        return self.duration + self.stagger * max(0, len(self.values) - 1)

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""
        self.elapsed += max(0.0, dt)
        if self.elapsed >= self.total:
            self.finish()

    def finish(self) -> None:
        """Settle every die at once."""
        self.elapsed = self.total
        self.done = True

    def frame(self, i: int) -> DieFrame:
        """The current look of die ``i``."""
        local = self.elapsed - i * self.stagger
        t = 1.0 if self.done or self.duration == 0 else min(1.0, max(0.0, local / self.duration))
        if t >= 1.0:
            return DieFrame(self.values[i], 0.0, 0.0, 0.0, True)
        value = self.values[i] if t > 0.8 else self._faces[i][int(max(0.0, local) /
                                                                 self.FACE_INTERVAL)]
        settle = out_cubic(t)
        return DieFrame(value, self._spin[i] * (1 - settle), 0.7 * (1 - out_bounce(t)),
                        self._drift[i] * (1 - settle), False)

    def draw(self, surface: pygame.Surface, centres: Sequence[tuple[float, float]],
             size: int) -> None:
        """Draw every die at its centre (d6 or d12 according to ``sides``)."""
        for i, (x, y) in enumerate(centres[:len(self.values)]):
            f = self.frame(i)
            pos = (x + f.dx * size, y)
            if self.sides == 12:
                draw_d12(surface, pos, size, f.value, angle=f.angle, lift=f.lift)
            else:
                draw_d6(surface, pos, size, f.value, angle=f.angle, lift=f.lift)
