"""The scroll list under every game's log: when rows lie above its top edge, the edge fades
into the panel's colour (a screenshot review found a strip of half letters over every log)."""

from __future__ import annotations

import pygame

from game.ui.widgets.scroll import ScrollList

PANEL = (20, 26, 56)


def _top_pixel(rows: int, offset: int | None = None) -> tuple[int, int, int]:
    def row(surface: pygame.Surface, rect: pygame.Rect) -> None:
        surface.fill((255, 255, 255), rect)  # white text everywhere

    lst = ScrollList(pygame.Rect(0, 0, 200, 100), [(40, row)] * rows, stick_to_bottom=True,
                     gap=0, fade=PANEL)
    if offset is not None:
        lst.offset = offset
    surface = pygame.Surface((200, 120))
    lst.draw(surface)
    return tuple(surface.get_at((50, 0)))[:3]


def test_a_log_with_rows_above_fades_at_its_top_edge() -> None:
    assert _top_pixel(10) == PANEL  # pinned to the newest row: rows above, faded
    assert _top_pixel(10, offset=17) == PANEL


def test_a_log_scrolled_to_its_first_row_does_not_fade() -> None:
    assert _top_pixel(10, offset=0) == (255, 255, 255)
    assert _top_pixel(2) == (255, 255, 255)  # everything fits: nothing above
