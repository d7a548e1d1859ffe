"""A MOONSTAR planet's value never reads under the interface's small type while the planet
has room for it: at 150% the phase panel takes room from the ring, and the "10" of a planet
fell to about 8 px (a review of the French 150% screenshots, stop 77)."""

from __future__ import annotations

import pygame

from game.ui import assets
from game.ui.render import pieces
from game.ui.render.pieces import SS


def _label_size(radius: int, value: int, floor: int, monkeypatch) -> int:
    sizes: list[int] = []
    real = assets.font

    def font(size, bold=False, *args, **kwargs):
        sizes.append(size)
        return real(size, bold, *args, **kwargs)

    monkeypatch.setattr(assets, "font", font)
    pieces.planet_surface.cache_clear()
    pieces.planet_surface(radius, value, False, floor)
    pieces.planet_surface.cache_clear()
    return max(sizes) // SS


def test_a_small_planet_keeps_its_value_at_the_floor(monkeypatch) -> None:
    pygame.init()
    assert _label_size(17, 10, 0, monkeypatch) < 15  # as before: 0.82 of the radius
    assert _label_size(17, 10, 19, monkeypatch) >= 18  # the floor, within the planet


def test_the_floor_never_takes_the_value_past_the_planet(monkeypatch) -> None:
    pygame.init()
    size = _label_size(8, 10, 30, monkeypatch)
    assert size <= round(8 * 1.12) + 1
    assert assets.font(size * SS, True).size("10")[0] <= 2 * 8 * SS
