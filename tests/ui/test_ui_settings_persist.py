"""Settings persist as JSON; a damaged file falls back to defaults with a toast; changes apply
live; the app shell handles resize and fullscreen without losing anything."""

from __future__ import annotations

import json

import pygame
from ui_helpers import make_test_app, run_frames

from game.ui import i18n, settings, theme
from game.ui.app import App
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings


def test_round_trip(tmp_path) -> None:
    path = tmp_path / "cfg" / "settings.json"
    wanted = Settings(language="fr", animation_speed="slow", ui_scale=1.25, sound=False,
                      fullscreen=True)
    assert settings.save(wanted, path)
    loaded, problem = settings.load(path)
    assert problem is None and loaded == wanted
    assert not list(path.parent.glob("*.tmp"))


def test_missing_file_gives_defaults(tmp_path) -> None:
    assert settings.load(tmp_path / "nope.json") == (Settings(), None)


def test_corrupt_file_gives_defaults_and_a_message(tmp_path) -> None:
    for raw in ("{not json", "[1, 2]", '{"ui_scale": "huge", "language": "xx"}', "\x00\xff"):
        path = tmp_path / "settings.json"
        path.write_bytes(raw.encode("latin-1"))
        loaded, problem = settings.load(path)
        assert isinstance(loaded, Settings)
        assert loaded.language in settings.LANGUAGES
        assert loaded.ui_scale in settings.UI_SCALES
        if raw.startswith("{not") or raw.startswith("["):
            assert problem == "ui.settings.corrupt" and loaded == Settings()


def test_app_with_corrupt_settings_starts_with_a_toast(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{{{{", encoding="utf-8")
    app = App(settings_path=path, persist=True)
    try:
        assert app.settings == Settings()
        assert any(t.kind == "error" for t in app.toasts.toasts)
        assert path.read_text(encoding="utf-8") == "{{{{"  # not overwritten until a change
    finally:
        app.close()


def test_settings_screen_applies_live_and_persists(tmp_path) -> None:
    path = tmp_path / "settings.json"
    app = App(Settings(), settings_path=path, size=(1280, 720), strict=True)
    try:
        app.push(TitleScene(app))
        app.push(SettingsScene(app))
        run_frames(app, 1)
        app.apply_settings(Settings(language="fr", ui_scale=1.5, sound=False))
        run_frames(app, 1)
        assert i18n.language() == "fr" and theme.scale() == 1.5
        data = json.loads(path.read_text(encoding="utf-8"))
        assert data["language"] == "fr" and data["ui_scale"] == 1.5
    finally:
        app.apply_settings(Settings())
        app.close()


def test_resize_and_fullscreen_keep_the_stack(app) -> None:
    app.push(TitleScene(app))
    run_frames(app, 1)
    pygame.display.set_mode((1000, 600), pygame.RESIZABLE)
    app.frame([pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 600), w=1000, h=600)], 0.016)
    assert app.size == (1000, 600)
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")], 0.016)
    assert app.settings.fullscreen
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")], 0.016)
    assert not app.settings.fullscreen
    assert isinstance(app.top, TitleScene)


def test_quit_event_stops_the_loop() -> None:
    app = make_test_app()
    try:
        app.push(TitleScene(app))
        app.frame([pygame.event.Event(pygame.QUIT)], 0.016)
        assert not app.running
    finally:
        app.close()


def test_the_interface_size_reads_as_each_language_writes_a_percentage(tmp_path) -> None:
    """« 100 % » in French, "100%" in English (the English screen had the French space)."""
    from game.ui.widgets.base import Stepper

    app = App(Settings(), settings_path=tmp_path / "settings.json", size=(1280, 720),
              strict=True)
    try:
        for lang, wanted in (("en", "150%"), ("fr", "150\u00a0%")):
            app.apply_settings(Settings(language=lang))
            scene = SettingsScene(app)
            app.push(scene)
            run_frames(app, 1)
            stepper = next(w for w in scene.widgets if isinstance(w, Stepper))
            assert stepper.fmt(1.5) == wanted
            app.pop()
    finally:
        app.apply_settings(Settings())
        app.close()
