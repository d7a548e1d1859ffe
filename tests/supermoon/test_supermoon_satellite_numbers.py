"""The satellite never hides an orbital position's number (SM-3.1: the player picks the
satellite's start by its number; SM-4.1: the log says "moves … to position 6").

A screenshot review found the satellites drawn over the moon picker's start numbers ("2",
"13" under them could not be read) and, on the Moon tab, the number of the position the
satellite stands on (or would go to, the faint one) left out or covered. Every number is now
drawn, and no satellite's picture touches it: the satellite takes the outer half of its cell,
the number the inner half."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
from ui_helpers import make_test_app  # noqa: E402

from game.supermoon.moons import MOON_FACES, orbit  # noqa: E402
from game.ui import assets  # noqa: E402
from game.ui.tables.supermoon import moon_ui  # noqa: E402
from game.ui.tables.supermoon.capture import _move, open_table  # noqa: E402
from game.ui.tables.supermoon.forms import grip  # noqa: E402
from game.ui.tables.supermoon.planet import BoardGeometry  # noqa: E402
from tests.supermoon.moon_helpers import at_moon_tile  # noqa: E402

CASES = [("en", 1.0, 1), ("fr", 1.5, 6)]


class Recorder(pygame.Surface):
    """A screen that remembers what was blitted where."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.record: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[override]
        rect = super().blit(source, dest, area, special_flags)
        self.record.append((source, rect))
        return rect


def drawn(app, monkeypatch) -> tuple[list, list[pygame.Rect], list[tuple[str, pygame.Rect]]]:
    """One frame drawn: the moons' geometries, the satellites' pictures (what they cover)
    and the texts (each with its rect)."""
    screen = Recorder(app.screen.get_size())
    moons: list[BoardGeometry] = []
    texts: dict[int, str] = {}
    sats: list[pygame.Rect] = []
    real_fit, real_text, real_sat = BoardGeometry.fit, assets.text, moon_ui.draw_satellite

    def fit(key, *args, **kw):
        bg = real_fit(key, *args, **kw)
        if key.startswith("moon_"):
            moons.append(bg)
        return bg

    def text(string, *args, **kw):
        img = real_text(string, *args, **kw)
        texts[id(img)] = string
        return img

    def satellite(*args, **kw):
        before = len(screen.record)
        out = real_sat(*args, **kw)
        sats.extend(src.get_bounding_rect().move(rect.topleft)
                    for src, rect in screen.record[before:])
        return out

    monkeypatch.setattr(BoardGeometry, "fit", staticmethod(fit))
    monkeypatch.setattr(assets, "text", text)
    monkeypatch.setattr(moon_ui, "draw_satellite", satellite)
    app.draw(screen)
    monkeypatch.undo()
    words = [(texts[id(src)], rect) for src, rect in screen.record if id(src) in texts]
    return moons, sats, words


def check(moons, sats, words, count: int) -> None:
    """Every position of every moon drawn shows its number, clear of every satellite."""
    assert moons and len(sats) >= count
    for bg in moons:
        assert bg.cell >= 20  # big enough for the numbers
        for p in orbit(face_of_key(bg.key)):
            cell = bg.rect(p.x, p.y)
            nums = [r for s, r in words if s == str(p.index + 1) and cell.collidepoint(r.center)]
            assert nums, f"position {p.index + 1} of {bg.key}: no number"
            for sat in sats:
                assert not sat.colliderect(nums[0]), \
                    f"position {p.index + 1} of {bg.key}: a satellite {sat} over {nums[0]}"


def face_of_key(key: str):
    return next(f for f in MOON_FACES if f"moon_{f.key}" == key)


@pytest.mark.rule("SM-3.1")
@pytest.mark.parametrize("lang, scale, n", CASES)
def test_the_moon_pickers_start_numbers_show_beside_the_satellites(lang, scale, n,
                                                                    monkeypatch):
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        match, _table = open_table(app, n, {"moons": True}, 7)
        assert any(a.kind == "moon" for a in match.legal_actions(0))  # the picker is open
        check(*drawn(app, monkeypatch), count=4)  # two faces, two starts each
    finally:
        app.quit()


@pytest.mark.rule("SM-4.1")
@pytest.mark.parametrize("lang, scale, n", CASES)
def test_the_satellites_position_number_shows_on_the_moon_tab(lang, scale, n, monkeypatch):
    app = make_test_app(language=lang, ui_scale=scale)
    try:
        _match, table, face, on_moon = at_moon_tile(app, n)
        table.tab = 1
        app.frame([], 1 / 60)
        assert table.view().players[0].satellite == MOON_FACES[face].starts[0]
        check(*drawn(app, monkeypatch), count=1)
        # a tile held over the moon: a faint satellite where it would go, its number beside
        assert on_moon
        slot, form, x, y, _bi = on_moon[0].args
        table.take(slot)
        table.hand.form = form
        app.frame([], 1 / 60)
        gx, gy = grip(table.view().tops[slot], form)
        _move(app, table.board_geo.rect(x + gx, y + gy).center)
        check(*drawn(app, monkeypatch), count=2)
    finally:
        app.quit()


@pytest.mark.rule("SM-4.1")
def test_the_faint_satellite_explains_itself(monkeypatch) -> None:
    """A stop-82 review found the faint second satellite (where a held tile would move the
    satellite) unexplained: its position's tooltip now says what it is."""
    from game.ui import i18n

    app = make_test_app(language="en")
    try:
        _match, table, _face, on_moon = at_moon_tile(app, 2)
        assert on_moon
        slot, form, x, y, _bi = on_moon[0].args
        table.take(slot)
        table.hand.form = form
        table.tab = 1
        app.frame([], 1 / 60)
        gx, gy = grip(table.view().tops[slot], form)
        _move(app, table.board_geo.rect(x + gx, y + gy).center)
        app.frame([], 1 / 60)
        tips = [h.tip() if callable(h.tip) else h.tip for h in table.hits]
        ghost = i18n.t("ui.supermoon.tip.satellite_ghost")
        here = i18n.t("ui.supermoon.tip.satellite_here")
        assert sum(ghost in tip for tip in tips if isinstance(tip, str)) == 1
        assert sum(here in tip for tip in tips if isinstance(tip, str)) == 1
    finally:
        app.quit()
