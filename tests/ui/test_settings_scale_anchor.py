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
