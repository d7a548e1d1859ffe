"""A lit zone's label chip on the Tsukuyumi map (a movement cost, a combat's ⚔) keeps off the
pieces: the combat marker lay over the right-hand piece's size pips (stop 79; stop 77 had
noted it). The chip takes the first of `hexmap_art.LABEL_SPOTS` clear of the pieces, the
lower right as before when nothing is there."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest
from test_tsukuyumi_table import play_until, start
from ui_helpers import make_test_app, texts_drawn

from game.ui.render import hexmap_art


def _mv(size: float = 40.0):
    return SimpleNamespace(size=size, centre=lambda q, r: (200.0 + 60 * q, 200.0 + 70 * r))


def test_the_chip_keeps_the_lower_right_when_nothing_is_there() -> None:
    chip = hexmap_art.label_chip(_mv(), 0, 0, 20, 14)
    assert chip.center == (round(200 + 40 * 0.52), round(200 + 40 * 0.40))


def test_the_chip_moves_off_a_piece_to_the_next_clear_spot() -> None:
    mv = _mv()
    first = hexmap_art.label_chip(mv, 0, 0, 20, 14)
    piece = first.copy()  # a piece right where the chip would go
    chip = hexmap_art.label_chip(mv, 0, 0, 20, 14, [piece])
    assert not chip.colliderect(piece)
    dx, dy = hexmap_art.LABEL_SPOTS[1]  # the next spot: the lower middle
    assert (dx, chip.center) == (0.0, (200, round(200 + 40 * dy)))


def test_with_no_clear_spot_the_chip_covers_the_least() -> None:
    mv = _mv()
    spots = [hexmap_art.label_chip(mv, 0, 0, 20, 14, [pygame.Rect(0, 0, 1, 1)])]
    everywhere = pygame.Rect(0, 0, 400, 400)
    half_clear = pygame.Rect(0, 0, 400, round(200 + 40 * 0.40))  # over the lower spots' tops
    chip = hexmap_art.label_chip(mv, 0, 0, 20, 14, [everywhere, half_clear])
    def covered(c: pygame.Rect) -> int:
        return sum(c.clip(a).w * c.clip(a).h for a in (everywhere, half_clear))

    assert covered(chip) == min(covered(c) for c in [chip, *spots])
    assert chip.centery > 200  # a lower spot: the upper ones lie under both rects


def test_the_combat_marker_lies_clear_of_the_pieces_in_its_zone(monkeypatch) -> None:
    app = make_test_app(language="en", ui_scale=1.0)
    try:
        # seed 1: a combat zone with room beside its pieces (seed 5's has none since the
        # stop-95 rule changes: a 3-stack, an Oni and a marker, where the chip covers least)
        match, table = start(app, 4, {"factions": "random"}, seed=1)
        play_until(match, table, lambda m: m.state.combat is not None and len(
            {u.owner for u in m.state.units if u.at == m.state.combat.at}) >= 2)
        chips: list[tuple[pygame.Rect, list[pygame.Rect]]] = []
        real = hexmap_art.label_chip

        def spy(mv, q, r, w, h, avoid=()):
            chip = real(mv, q, r, w, h, avoid)
            if (q, r) == tuple(match.state.combat.at):  # its ⚔ (TS-42.3)
                chips.append((chip, list(avoid)))
            return chip

        monkeypatch.setattr(hexmap_art, "label_chip", spy)
        app.frame([], 1 / 60)
        assert chips, "the combat zone's ⚔ was not drawn"
        chip, pieces = chips[-1]
        cx, cy = table.mv.centre(*match.state.combat.at)
        near = [p for p in pieces if abs(p.centerx - cx) < table.mv.size
                and abs(p.centery - cy) < table.mv.size]
        assert len(near) >= 2  # the zone's two sides at least
        assert not any(chip.colliderect(p) for p in near), (chip, near)
    finally:
        app.close()


@pytest.fixture
def at_150():
    """An app at 150% (the suite puts the scale back after the test)."""
    app = make_test_app(language="en", ui_scale=1.5)
    yield app
    app.close()


def test_a_cost_keeps_the_map_numbers_floor_at_150(at_150) -> None:
    """A movement cost was sized by its hex alone: 11 px at 150% with four seats, where the
    board is fitted smaller than at 100% (a text audit, stop 79). It keeps the floor of the
    map's numbers (`hexmap_art.mark_size`), as a mountain's value does."""
    from game.ui import theme
    from game.ui.render import hexmap

    mv = hexmap.MapView(size=32.0, origin=(200.0, 200.0), rect=pygame.Rect(0, 0, 400, 400))
    with texts_drawn() as drawn:
        hexmap.draw_lights(pygame.Surface((400, 400)), mv, [hexmap.Light(0, 0, label="3")],
                           glow=False)
    sizes = [size for _, size in drawn]
    assert sizes == [max(theme.px(hexmap_art.MARK_FLOOR), round(32 * 0.34))]
    assert sizes[0] > round(32 * 0.34)  # the hex alone gave 11 px


def test_a_regions_number_keeps_its_floor_at_150(at_150) -> None:
    """A scenario's group number (a region's badge) was 12 px at 150%, sized by the hex
    alone (a text audit, stop 79): its badge keeps a radius of 8 px at the interface size."""
    from game.ui import theme
    from game.ui.render import hexmap

    mv = hexmap.MapView(size=30.0, origin=(200.0, 200.0), rect=pygame.Rect(0, 0, 400, 400))
    with texts_drawn() as drawn:
        box = hexmap.draw_badge(pygame.Surface((400, 400)), mv, (100.0, 100.0), "2",
                                (200, 160, 90))
    assert box.w == 2 * theme.px(8) > 2 * round(30 * 0.28)
    assert [size for _, size in drawn] == [round(theme.px(8) * 1.3)]
    assert drawn[0][1] >= 15
