"""The interface size applies live: the settings dialog grows or shrinks, and the « + » just
clicked moved away from the mouse, so the next click missed (two newcomers' games, stop 96).
The dialog now moves so that the button clicked stays under the mouse."""

from __future__ import annotations

import pygame
from ui_helpers import make_test_app

from game.ui import theme
from game.ui.scenes.settings import SettingsScene
from game.ui.widgets.base import Stepper


def _stepper(scene) -> Stepper:
    return next(w for w in scene.widgets if isinstance(w, Stepper))


def _click(app, pos) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.frame([pygame.event.Event(kind, pos=pos, button=1)], 1 / 60)


def test_the_size_button_clicked_stays_under_the_mouse() -> None:
    app = make_test_app(ui_scale=1.0)
    try:
        app.push(SettingsScene(app))
        app.frame([], 1 / 60)
        for side in ("+", "+", "+", "−", "−"):
            scene = app.top
            before = getattr(_stepper(scene), "plus" if side == "+" else "minus").center
            scale = app.settings.ui_scale
            _click(app, before)
            assert app.settings.ui_scale != scale  # the click stepped the size
            after = getattr(_stepper(app.top), "plus" if side == "+" else "minus").center
            assert abs(after[0] - before[0]) <= 1 and abs(after[1] - before[1]) <= 1
    finally:
        app.close()
        theme.set_scale(1.0)


def test_four_clicks_on_one_spot_reach_the_largest_size() -> None:
    """A newcomer clicks « + » four times without moving the mouse, with the frames a real
    window draws between clicks (and a second layout, as a language change or a resize
    gives): each click must step the size (stop 97: the dialog sprang back to the centre
    at the layout after the first and the next clicks missed)."""
    app = make_test_app(ui_scale=1.0)
    try:
        app.push(SettingsScene(app))
        app.frame([], 1 / 60)
        spot = _stepper(app.top).plus.center
        for _ in range(4):
            _click(app, spot)
            for _ in range(20):
                app.frame([], 1 / 60)
            app.top.layout(*app.screen.get_size())
        assert app.settings.ui_scale == 1.5
        panel = app.top.panel
        assert panel.bottom <= app.screen.get_height() and panel.top >= 0
    finally:
        app.close()
        theme.set_scale(1.0)
