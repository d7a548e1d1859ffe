"""Esc closes every overlay (menu, settings, rules, confirm, game over) instead of being
swallowed by it, and Enter presses the overlay's default button."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import run_frames

from game.core.match import COLOURS, SHAPES, SeatConfig
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.rules_viewer import RulesViewerScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.table_frame import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.widgets.modal import ModalScene, confirm


def key(app, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="",
                                         scancode=0))
    app.frame(pygame.event.get(), 1 / 60)
    app.apply_pending()


@pytest.fixture
def table(app, toy_info) -> TableScene:
    app.push(TitleScene(app))
    setup = SetupScene(app, toy_info)
    app.push(setup)
    setup._launch([SeatConfig(n, COLOURS[i], SHAPES[i], "human")
                   for i, n in enumerate(("Ana", "Ben"))], {"rounds": 3})
    run_frames(app, 1)
    scene = app.find(TableScene)
    assert scene is not None
    return scene


OVERLAYS = {
    "menu": lambda app, table: MenuScene(app, table),
    "settings": lambda app, table: SettingsScene(app),
    "rules": lambda app, table: RulesViewerScene(app, "moonstar", "Moonstar"),
    "gameover": lambda app, table: GameOverScene(app, table),
}


@pytest.mark.parametrize("name", sorted(OVERLAYS))
def test_esc_closes_the_overlay(app, table, name) -> None:
    overlay = OVERLAYS[name](app, table)
    app.push(overlay)
    app.apply_pending()
    run_frames(app, 1)
    assert app.top is overlay
    key(app, pygame.K_ESCAPE)
    assert overlay not in app.scenes
    assert app.top is table  # closed, and no menu opened in its place


def test_esc_cancels_a_confirm_and_enter_confirms(app, table) -> None:
    said = []
    confirm(app, "Sure?", "Really?", lambda: said.append("yes"))
    app.apply_pending()
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.top, ModalScene) and said == []
    confirm(app, "Sure?", "Really?", lambda: said.append("yes"))
    app.apply_pending()
    key(app, pygame.K_RETURN)
    assert not isinstance(app.top, ModalScene) and said == ["yes"]


@pytest.mark.parametrize("name", ["settings", "rules"])
def test_enter_presses_the_default_button(app, table, name) -> None:
    overlay = OVERLAYS[name](app, table)
    app.push(overlay)
    app.apply_pending()
    run_frames(app, 1)
    key(app, pygame.K_KP_ENTER)
    assert overlay not in app.scenes  # Done / Close is the default


def test_esc_on_the_table_opens_the_menu(app, table) -> None:
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is table
