"""The factions' emblems are all read at the sizes the table draws them.

A screenshot review (stop 64) found the Boarlords' emblem a small bell beside the other
factions' full-size ones in the initiative order: its tusks were arcs, which pygame draws
with gaps and next to nothing at small radii. They are filled curves now."""

from __future__ import annotations

import pygame
import pytest

from game.ui.render import hexmap_art

FACTIONS = ("cyber", "darkseed", "nomads", "boarlords", "oni")


def _ink(faction: str, r: int) -> tuple[int, pygame.Rect]:
    """(pixels drawn, their bounding box) of `faction`'s emblem of radius `r`."""
    size = 4 * r
    surface = pygame.Surface((size, size))
    surface.fill((0, 0, 0))
    hexmap_art.draw_emblem(surface, faction, (size / 2, size / 2), r, (255, 255, 255))
    mask = pygame.mask.from_threshold(surface, (255, 255, 255), (1, 1, 1, 255))
    rects = mask.get_bounding_rects()
    box = rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)
    return mask.count(), box


@pytest.mark.parametrize("r", [7, 9, 14, 22])
def test_every_emblem_fills_its_circle_as_the_others_do(r: int) -> None:
    inks = {f: _ink(f, r) for f in FACTIONS}
    others = sorted(inks[f][0] for f in FACTIONS if f != "boarlords")
    for faction, (count, box) in inks.items():
        assert count >= 0.5 * others[0], (faction, count, others)
        # spread over most of its circle (the Dark Seed's eye is flat but wide): the bell
        # took a third of it and read as a dot
        assert box.w * box.h >= 1.6 * r * r, (faction, box)
