"""Each line medal beside the planet says how its line stands (PU-14.2, PU-8.3).

A newcomer's solo game by mouse ended 50 medals under the target: they learned only from the
rules, after the game, that a meteorite left in a row or column cancels its medal, and their
first medal (a 2-square row filled) was a mystery. The medal of a line that scores now is
ringed green, the medal of a line a meteorite holds back is dimmed and struck through in red,
and every medal has a tooltip saying what it pays and how its line stands."""

from __future__ import annotations

import pygame
import pytest

from game.supermoon.board import geometry
from game.ui import i18n
from game.ui.tables.supermoon import art
from game.ui.tables.supermoon.planet import BoardGeometry, draw_board, line_tips
from tests.supermoon.builders import make_board, paint
from tests.supermoon.test_scoring import col, make_player, row

KEY = "ksb4156"


def _near(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour) -> int:
    """Pixels of `colour` (within 12 per channel) in the square around `centre`."""
    count = 0
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            c = surface.get_at((centre[0] + dx, centre[1] + dy))
            if all(abs(c[i] - colour[i]) <= 12 for i in range(3)):
                count += 1
    return count


@pytest.mark.rule("PU-14.2", "PU-8.3")
@pytest.mark.parametrize("cell", [20, 36])
def test_a_won_medal_is_ringed_green_and_a_held_back_one_struck_red(cell: int) -> None:
    g = geometry(KEY)
    board = make_board(paint(row(5) + col(0), "c"), meteors=(g.square(7, 4),))
    surface = pygame.Surface((16 * cell, 16 * cell))
    bg = BoardGeometry.fit(KEY, surface.get_rect())
    draw_board(surface, bg, board, make_player(board), (200, 120, 40))
    r = bg.cell // 2
    won, held, open_ = bg.rect(-1, 5).center, bg.rect(-1, 4).center, bg.rect(-1, 6).center
    assert _near(surface, won, r, art.LEGAL) > 4
    assert _near(surface, held, r, art.ILLEGAL) > 4
    for centre in (open_, bg.rect(3, -1).center):  # an open line: neither mark
        assert _near(surface, centre, r, art.LEGAL) == 0
        assert _near(surface, centre, r, art.ILLEGAL) == 0
    assert _near(surface, bg.rect(7, -1).center, r, art.ILLEGAL) > 4  # column 8, held back
    assert _near(surface, bg.rect(0, -1).center, r, art.LEGAL) > 4  # column 1, won


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_line_medal_has_a_tooltip_saying_how_its_line_stands(lang: str) -> None:
    board = make_board(paint(row(5), "c"), meteors=(geometry(KEY).square(7, 4),))
    bg = BoardGeometry.fit(KEY, pygame.Rect(0, 0, 520, 520))
    i18n.set_language(lang)
    try:
        tips = [(rect, tip()) for rect, tip in line_tips(i18n.t, bg, board)]
        expect = {word: i18n.t(f"ui.supermoon.tip.line_{word}")
                  for word in ("done", "spoiled", "open")}
    finally:
        i18n.set_language("en")
    g = geometry(KEY)
    assert len(tips) == g.width + g.height
    by_rect = {tuple(rect): text for rect, text in tips}
    assert by_rect[tuple(bg.rect(-1, 5))].endswith(expect["done"])
    assert by_rect[tuple(bg.rect(-1, 4))].endswith(expect["spoiled"])
    assert by_rect[tuple(bg.rect(-1, 6))].endswith(expect["open"])
    assert ("6" in by_rect[tuple(bg.rect(-1, 5))].split("\n")[0])  # rows are named from 1
    assert all(text.count("\n") == 1 for text in by_rect.values())
