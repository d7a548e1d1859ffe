"""A stack's count on the Tsukuyumi map reads at every interface size.

The board is fitted to the room the side panels leave, so at 150% its hexes are drawn smaller
than at 100%, and the count, sized by the hex alone, fell to 9 px (a screenshot review, stop
75). The count now has a floor that grows with the interface (`art.BADGE_FLOOR`: 10 px at
100%, 15 at 150%) while the pieces keep a quarter of their hex (`map_ui.piece_radius`), and
the count's badge sits beside the piece, clear of its emblem, of the zone's icons above and
of a lit zone's cost chip: on the left of a piece alone or on a zone's left, on the right of
a zone's right-hand piece (stop 76)."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import texts_drawn

from game.ui import theme
from game.ui.tables.tsukuyumi import art, map_ui


@pytest.fixture
def scale():
    """Set the interface size for one test, and put it back."""
    before = theme.scale()
    yield theme.set_scale
    theme.set_scale(before)


@pytest.mark.parametrize(("ui", "floor"), [(1.0, 10), (1.5, 15)])
def test_a_count_on_a_small_map_is_at_least_the_floor(app, scale, ui, floor):
    scale(ui)
    art.stack_sprite.cache_clear()
    r = map_ui.piece_radius(30)  # a small map's hex: 30 px from its centre to a corner
    with texts_drawn() as drawn:
        art.stack_piece((100, 100), r, (220, 170, 40), "circle", "nomads", 7, ("small",))
    sizes = [size for text, size in drawn if text == "7"]
    assert sizes and min(sizes) >= floor


def test_pieces_keep_a_quarter_of_their_hex_at_every_interface_size(scale):
    for ui in (1.0, 1.5):  # larger at 150%, a piece's size pips fell on the zone's markers
        scale(ui)
        assert map_ui.piece_radius(60) == 15
    assert map_ui.piece_radius(12) == theme.px(6)  # never a speck


@pytest.mark.parametrize("side", [1, -1])
def test_the_badge_sits_on_the_chosen_side_clear_of_the_emblem(app, scale, side):
    scale(1.5)
    art.stack_sprite.cache_clear()
    r = 9
    sprite, place, box = art.stack_piece((200, 200), r, (90, 170, 230), "square", "boarlords",
                                         3, ("large",), badge_side=side)
    surface = pygame.Surface((400, 400), pygame.SRCALPHA)
    surface.blit(sprite, place)
    # the badge's light rim (200, 200, 210) lies on the chosen side, past the piece's centre
    xs = [x for x in range(400) for y in range(170, 230)
          if surface.get_at((x, y))[:3] == (200, 200, 210)]
    assert xs
    if side > 0:
        assert min(xs) > box.centerx
    else:
        assert max(xs) < box.centerx


def test_a_piece_panned_out_of_the_map_frame_is_not_offered_as_clickable(app) -> None:
    """The mouse pilot found a stack "clickable" above the window after the map was dragged
    away: the table's click handling already ignored it outside the map's frame, but its list
    of clickables (which the pilot and the tests click) still offered it (stop 76)."""
    from game.ui.tables.tsukuyumi.capture_round import _my_turn, reach

    got = reach(app, 3, {"factions": "random"}, 40, _my_turn("red", 1))
    assert got is not None
    match, table = got
    app.frame([], 1 / 60)

    def on_map() -> list[pygame.Rect]:
        return [rect for rect, _ in table.clickables()
                if any(h.rect == rect and h.layer == "map" for h in table.hits)]

    assert on_map() and all(table.map_rect.colliderect(r) for r in on_map())
    table.mv.pan(0, -table.map_rect.h * 3)  # dragged far up: every piece leaves the frame
    app.frame([], 1 / 60)
    assert any(h.layer == "map" and h.action is not None for h in table.hits)
    assert on_map() == []
