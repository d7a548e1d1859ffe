"""The Moonwakers dice tray between plays: a faint d12 above its label, inside the tray.

Stop 57 noted that the empty "Dice and reveals" box read like a missing picture; it now shows
a d12 (MW-0.6) as its emblem, at 100% and 150%, in English and French. Its face showed 7 (MW-3.1)
until a stop-64 review read it as a roll already made, beside the prompt to roll: it is blank.
"""

from __future__ import annotations

import pygame
import pytest

from game.core.match import COLOURS, SHAPES, Match, SeatConfig
from game.moonwakers.rules import RULES
from game.ui import theme
from game.ui.render import dice
from game.ui.tables import make_table
from game.ui.tables.moonwakers import centre


def _table(app):
    seats = [SeatConfig(name, COLOURS[i], SHAPES[i], "human" if i == 0 else "bot", "easy")
             for i, name in enumerate(("Ana", "Ben"))]
    table = make_table(app, Match(RULES, seats, 2))
    app.push(table)
    app.apply_pending()
    return table


@pytest.mark.parametrize(("scale", "lang"), [(1.0, "en"), (1.5, "fr")])
def test_the_idle_tray_shows_a_die_above_its_label(scale: float, lang: str) -> None:
    from ui_helpers import make_test_app

    app = make_test_app(ui_scale=scale, language=lang)
    try:
        table = _table(app)
        table.draw(app.screen)
        view = table.view()
        assert table.spot.current is None and not view.limbo  # the tray is idle here
        tray = table.slot_rect("dice_tray")
        inner = tray.inflate(-theme.px(8), -theme.px(8))
        blits: list[tuple[pygame.Surface, pygame.Rect]] = []
        surface = app.screen.copy()

        class Spy:
            """Records what the tray blits, and draws it (so the fill is the real one)."""

            def __getattr__(self, name):
                return getattr(surface, name)

            def blit(self, img, dest, *args):
                rect = img.get_rect(topleft=dest.topleft if hasattr(dest, "topleft")
                                    else dest)
                blits.append((img, rect))
                return surface.blit(img, dest, *args)

        centre._draw_idle_tray(table, Spy(), inner)  # type: ignore[arg-type]
        die, label = blits[0], blits[1:]
        assert label, "the label is drawn"
        assert die[1].centerx == inner.centerx
        assert die[1].bottom <= min(r.top for _img, r in label)  # the die above the text
        assert inner.contains(die[1]) and all(inner.contains(r) for _img, r in label)
        assert die[0].get_alpha() == centre.TRAY_DIE_ALPHA < 255  # faint, not a roll
        assert die[1].w >= theme.px(24)  # large enough to read as a die
    finally:
        app.close()
        theme.set_scale(1.0)


def test_the_cached_d12_faces_stay_opaque_after_the_tray_draws(app) -> None:
    """`d12_face` is cached: the tray fades a copy, never the face a roll will show."""
    table = _table(app)
    table.draw(app.screen)
    inner = table.slot_rect("dice_tray").inflate(-theme.px(8), -theme.px(8))
    centre._draw_idle_tray(table, app.screen, inner)
    size = min(theme.px(52), inner.w - theme.px(12))
    assert dice.d12_face(centre.TRAY_DIE, size, blank=True).get_alpha() in (None, 255)


def test_the_emblem_die_shows_no_number() -> None:
    """In the blank face's middle no pixel has the digits' colour; a numbered face has them
    (a 7 there read as a roll)."""
    pygame.font.init()
    size = 52
    mid = pygame.Rect(0, 0, size // 3, size // 4)
    mid.center = (size // 2, size // 2)

    def inked(face: pygame.Surface) -> int:
        return sum(1 for x in range(mid.left, mid.right) for y in range(mid.top, mid.bottom)
                   if sum(abs(a - b) for a, b in zip(face.get_at((x, y))[:3], dice.D12_TEXT,
                                                     strict=True)) < 90)

    assert inked(dice.d12_face(centre.TRAY_DIE, size, blank=True)) == 0
    for value in (1, 7, 12):
        assert inked(dice.d12_face(value, size)) > 5



def test_the_tray_draws_its_die_blank(app, monkeypatch) -> None:
    """The idle tray asks for the blank face (the check above is of the face itself)."""
    asked: list[dict] = []
    real = dice.d12_face

    def spy(value, size, *args, **kw):
        asked.append(kw)
        return real(value, size, *args, **kw)

    monkeypatch.setattr(centre.dice, "d12_face", spy)
    table = _table(app)
    inner = table.slot_rect("dice_tray").inflate(-theme.px(8), -theme.px(8))
    centre._draw_idle_tray(table, app.screen, inner)
    assert asked and all(kw.get("blank") for kw in asked)
