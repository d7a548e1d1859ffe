"""The scroll list under every game's log: a row cut by its top edge is not drawn (a
screenshot review found a strip of half letters over every log; a fade into the panel still
left half a line showing under it, stop 77), so the list starts with a whole row."""

from __future__ import annotations

import pygame

from game.ui.widgets.scroll import ScrollList

BACK = (20, 26, 56)


def _drawn(rows: int, offset: int | None = None, whole_top: bool = True) -> list[pygame.Rect]:
    """The rects the list drew its rows in, and check that none was cut at the top."""
    drawn: list[pygame.Rect] = []

    def row(surface: pygame.Surface, rect: pygame.Rect) -> None:
        drawn.append(rect)
        surface.fill((255, 255, 255), rect)

    lst = ScrollList(pygame.Rect(0, 10, 200, 100), [(40, row)] * rows, stick_to_bottom=True,
                     gap=0, whole_top=whole_top)
    if offset is not None:
        lst.offset = offset
    surface = pygame.Surface((200, 130))
    surface.fill(BACK)
    lst.draw(surface)
    return drawn


def test_a_log_pinned_to_its_newest_row_draws_no_row_in_part_at_its_top() -> None:
    for offset in (None, 17, 25, 39):
        drawn = _drawn(10, offset)
        assert drawn, offset
        assert all(r.y >= 10 for r in drawn), (offset, drawn)
    # pinned: 10 rows of 40 in 100 px, offset 300 - the row at 300-320 is cut, not drawn
    assert [r.y for r in _drawn(10)] == [30, 70]


def test_a_row_flush_with_the_top_edge_is_drawn() -> None:
    assert [r.y for r in _drawn(10, offset=40)] == [10, 50, 90]


def test_a_plain_list_still_draws_a_row_cut_at_its_top() -> None:
    assert _drawn(10, offset=17, whole_top=False)[0].y == 10 - 17


def test_a_row_of_lines_cut_at_the_top_shows_its_whole_lines_only() -> None:
    """A log's row is lines of text (`line_step` apart): cut by the top edge it shows the
    lines wholly below the edge, when two or more, and no part of a line (at 150% with 6
    seats a long entry left the log blank above the newest one; a review, stop 80)."""
    surface = pygame.Surface((200, 130))

    def paint(offset: int, h: int = 40) -> list[int]:
        lst = ScrollList(pygame.Rect(0, 10, 200, 100),
                         [(h, lambda s, r: s.fill((255, 255, 255), r))] * 10,
                         stick_to_bottom=True, gap=0, whole_top=True, line_step=20)
        lst.offset = offset
        surface.fill(BACK)
        lst.draw(surface)
        return [y for y in range(130) if surface.get_at((5, y))[:3] == (255, 255, 255)]

    # rows of three lines (60 px): pinned, the row at content 480-540 is at -10..50 on
    # screen; its last two lines, 10-50, are whole and drawn
    assert paint(500, 60)[0] == 10
    # scrolled up, the row at 420-480 is at -30..30: only its last line (10-30) is whole, and
    # a lone line is not drawn; the next row starts at 30
    assert paint(460, 60)[0] == 30
    # rows of two lines: at -10..30 one whole line is left (not drawn); flush, all of it
    assert paint(300)[0] == 30
    assert paint(280)[0] == 10


def test_a_row_cut_at_the_top_is_marked_as_the_end_of_an_entry() -> None:
    """The lines of a cut row read as a sentence without its beginning (« replient dans la
    zone (0, −3). » at the top of a log, a review, stop 81): the list calls `cut_mark` with
    its first line shown, and only for a row cut by the top edge."""
    marks: list[pygame.Rect] = []
    lst = ScrollList(pygame.Rect(0, 10, 200, 100),
                     [(60, lambda s, r: s.fill((255, 255, 255), r))] * 10,
                     stick_to_bottom=True, gap=0, whole_top=True, line_step=20,
                     cut_mark=lambda s, line: marks.append(line))
    surface = pygame.Surface((200, 130))
    lst.offset = 500  # the row at 480-540 is cut: its last two lines, 10-50, are shown
    lst.draw(surface)
    assert [(m.y, m.h) for m in marks] == [(10, 20)]
    marks.clear()
    lst.offset = 480  # flush with the edge: a whole row, no mark
    lst.draw(surface)
    assert marks == []
    # the row at 420-480 at -30..30: its one whole line (10-30) is shown too, marked (the
    # list without a mark leaves it out, above), so no line's height stays blank (stop 82)
    lst.offset = 460
    lst.draw(surface)
    assert [(m.y, m.h) for m in marks] == [(10, 20)]


def test_the_game_log_marks_its_cut_entry_with_an_ellipsis() -> None:
    """The tables' log passes the mark that draws « … » in the marker column."""
    from game.ui.scenes import table_chrome

    surface = pygame.Surface((200, 40))
    surface.fill(BACK)
    table_chrome.draw_log_cut_mark(surface, pygame.Rect(0, 0, 200, 20))
    inked = [(x, y) for x in range(200) for y in range(40) if surface.get_at((x, y))[:3] != BACK]
    assert inked and max(x for x, _ in inked) < 22  # in the marker column only
