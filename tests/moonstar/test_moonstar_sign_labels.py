"""The zodiac ring's sign names stay whole and readable at every interface size (MS-0.1: the
board is a ring of 12 stars, the zodiac).

At 150% the phase panel takes room from the ring, and the names, drawn at the map's scale,
had shrunk to 12 px; at 16 px "Capricorne" beside the 9 o'clock star would have run off the
window's left edge. The names now keep the interface's small type at least, and a name with
no room beside its star goes under it (`ring.label_boxes`).
"""

from __future__ import annotations

import itertools

import pygame
import pytest
from moonstar_ui import frame, shown_table

from game.moonstar import moves
from game.ui import theme
from game.ui.render import ring
from game.ui.tables.moonstar import capture as cap
from game.ui.tables.moonstar import play


def _labels(table, lang: str) -> tuple[list[pygame.Rect], list[pygame.Surface]]:
    labels, boxes = ring._label_layout(table.board, table.ring_rect.size, lang)
    return boxes, labels


@pytest.mark.rule("MS-0.1")
@pytest.mark.parametrize("lang, scale", [("en", 1.0), ("fr", 1.0), ("en", 1.5), ("fr", 1.5),
                                         ("fr", 1.25)])
def test_sign_names_fit_the_ring_and_cover_no_star(lang, scale):
    with shown_table(lang, scale) as (_app, _match, table):
        boxes, _labels_drawn = _labels(table, lang)
        area = pygame.Rect((0, 0), table.ring_rect.size)
        geo = ring.geometry(table.board, area)
        socket = ring.SOCKET_RADIUS * geo.scale
        assert len(boxes) == 12
        for box, star in zip(boxes, geo.stars, strict=True):
            assert area.contains(box), (box, area)
            for other in geo.stars:
                assert other == star or not ring._covers(box, other, socket), box
        for a, b in itertools.combinations(boxes, 2):
            assert not a.colliderect(b), (a, b)


@pytest.mark.rule("MS-0.1")
def test_sign_names_keep_the_interface_small_type_at_150_percent():
    with shown_table("fr", 1.5) as (_app, _match, table):
        geo = ring.geometry(table.board, pygame.Rect((0, 0), table.ring_rect.size))
        assert round(ring.NAME_PX * geo.scale) < theme.px(ring.NAME_MIN_UI)  # the map shrank
        # the name's line is as tall as the interface font it uses, not the map-scaled one
        name = ring.assets.font(theme.px(ring.NAME_MIN_UI), bold=True)
        _boxes, labels = _labels(table, "fr")
        capricorn = labels[[s.name("fr") for s in table.board.stars].index("Capricorne")]
        assert capricorn.get_width() >= name.size("Capricorne")[0]


@pytest.mark.rule("MS-4.4")
@pytest.mark.parametrize("lang, scale", [("en", 1.0), ("fr", 1.5), ("fr", 1.25)])
def test_landing_chips_leave_the_sign_names_whole(lang, scale, monkeypatch):
    """A landing chip pushed off the running total went onto "Capricorne" (seen in a game
    by mouse at 150%): with a landing on every star, no chip covers a name or the total."""
    with shown_table(lang, scale, bid_won=True) as (app, match, table):
        cap.play_best(match, dice_only=True)
        frame(app)
        view = match.view(0)
        moon = next(m for m in range(len(view.moons)) if play.movable(view, m))
        table.selected_moon = moon
        every = [(moves.CW, 1, star, star % 3 * 5 + 1) for star in range(12)]
        monkeypatch.setattr(play, "landing_options", lambda view, moon: every)
        frame(app)
        chips = [h.rect for h in table.hits if h.key.startswith("landing:")]
        assert len(chips) == 12
        names = ring.label_rects(table.board, table.ring_rect, lang)
        total = play.total_rect(table, view)
        for chip in chips:
            assert chip.collidelist(names) < 0, (chip, names[chip.collidelist(names)])
            assert not chip.colliderect(total), chip
