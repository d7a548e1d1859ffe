"""A landing path drawn along the Moonstar ring passes under the signs' names.

At 150% in French the green path from Capricorn to Sagittarius crossed « Capricorne » and cut
it in two (a review, stop 84). `ring.labels_over` draws each label a path crosses again, on
a dark plate; labels the path does not reach are left as they were."""

from __future__ import annotations

import os
from itertools import pairwise

import pygame

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.boards import load_ring  # noqa: E402
from game.ui.render import ring  # noqa: E402

GREEN = (110, 220, 140)


def _green(surface: pygame.Surface, box: pygame.Rect) -> int:
    return sum(1 for x in range(box.left, box.right) for y in range(box.top, box.bottom)
               if surface.get_at((x, y))[:3] == GREEN)


def test_a_crossed_label_is_drawn_over_the_path_and_the_others_are_untouched() -> None:
    pygame.init()
    board = load_ring()
    rect = pygame.Rect(0, 0, 640, 640)
    surface = pygame.Surface(rect.size)
    ring.draw_ring(surface, board, rect, "fr")
    boxes = ring.label_rects(board, rect, "fr")
    crossed, other = boxes[0], boxes[6]
    line = [(crossed.left - 10, crossed.centery), (crossed.right + 10, crossed.centery)]
    pygame.draw.lines(surface, GREEN, False, line, 3)
    before = _green(surface, crossed)
    assert before > 0
    untouched = surface.subsurface(other).copy()
    ring.labels_over(surface, board, rect, [line], "fr")
    assert _green(surface, crossed) == 0  # the label's plate and text over the path
    assert surface.subsurface(other).copy().get_view("2").raw == untouched.get_view("2").raw
    # a path that crosses no label changes nothing
    far = [(rect.centerx - 5, rect.centery), (rect.centerx + 5, rect.centery)]
    snap = surface.copy()
    ring.labels_over(surface, board, rect, [far], "fr")
    assert surface.get_view("2").raw == snap.get_view("2").raw


def test_the_landing_paths_leave_every_sign_name_whole_at_150_percent() -> None:
    """The table's own scene: no pixel of a landing path inside a sign's name it crosses."""
    from game.moonstar import moves
    from game.ui.tables.moonstar import capture
    from game.ui.tables.moonstar.play import LANDING, _moving, landing_options

    (name, opts, build), = [s for s in capture.scenes()
                            if s[0] == "moonstar_play_landing_fr150"]
    app = capture.make_app(**opts)
    try:
        build(app)
        table = app.top
        view = table.view()
        moon = _moving(table, view)
        assert moon is not None
        paths = [ring.arc_path(table.geo, view.moons[moon], steps, d == moves.CW)
                 for d, steps, _star, _gain in landing_options(view, moon) if steps]
        boxes = ring.label_rects(table.board, table.ring_rect, "fr")
        crossed = [b for b in boxes for path in paths
                   if any(b.clipline(a, c) for a, c in pairwise(path))]
        assert crossed  # the scene has a path through a name (« Capricorne »)
        green = [b for b in crossed
                 if any(app.screen.get_at((x, y))[:3] == LANDING
                        for x in range(b.left, b.right) for y in range(b.top, b.bottom))]
        assert green == [], (name, green)
    finally:
        app.close()
