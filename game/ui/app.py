"""The application: one window, one 60 fps loop, a stack of scenes.

Scene changes requested during a frame (`push`, `pop`, `replace`, `reset`) are deferred and
applied between event dispatches, so no scene is swapped while it is handling input. Input
goes to the top scene; `update` runs for the top scene only (a table pauses its timers and
bots while a menu or curtain covers it); drawing goes bottom → top from the topmost opaque
scene, then the tooltip and the toast stack.

The app also owns what outlives scenes: the settings, the toast stack, and the bot worker.
"""

from __future__ import annotations

import time
import traceback
import warnings
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.ui import assets, i18n, sound, theme
from game.ui import settings as settings_mod
from game.ui.scene import Scene
from game.ui.settings import Settings
from game.ui.widgets.overlay import ToastStack, TooltipState

if TYPE_CHECKING:
    from game.core.botrunner import BotRunner
    from game.ui.drivers import InlineBotRunner

DEFAULT_SIZE = (1280, 720)
FPS = 60
# At rest (no input, animation, timer, bot or toast) the loop sleeps until input comes
# (`wait_for_input`) and redraws 5 times a second at most: a desktop game at rest costs next
# to nothing.
IDLE_WAIT_MS = 200
IDLE_POLL_S = 0.01
"""How often the loop at rest looks for input. A bare loop of pygame's own
`event.wait(200)` took 3.5-3.9% of a core on this machine (X11 and the dummy driver alike),
against 1.7% for a look every 10 ms (stop 90); after input the loop runs at 60 fps again,
so a click at rest waits 10 ms at most."""


def wait_for_input(ms: int) -> list[pygame.event.Event]:
    """The events that came within `ms` milliseconds, as soon as there are any (none when
    the time ran out)."""
    deadline = time.perf_counter() + ms / 1000.0
    while True:
        events = pygame.event.get()
        if events or time.perf_counter() >= deadline:
            return events
        time.sleep(IDLE_POLL_S)


class App:
    """The window, the scene stack and the main loop."""

    def __init__(self, settings: Settings | None = None, *, settings_path: Path | None = None,
                 size: tuple[int, int] = DEFAULT_SIZE, fullscreen: bool | None = None,
                 strict: bool = False, persist: bool = True,
                 on_error: Callable[[str], object] | None = None) -> None:
        """Open the window. `strict` re-raises scene errors (tests); `persist` saves settings."""
        self.settings_path = settings_path
        self.persist = persist
        self.strict = strict
        self.on_error = on_error
        self.toasts = ToastStack()
        self._recent_input = True  # the first frames draw at full rate
        self._since_draw = 0.0
        problem = None
        if settings is None:
            settings, problem = settings_mod.load(settings_path)
        self.settings = settings.normalised()
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        theme.set_scale(self.settings.ui_scale)
        i18n.set_language(self.settings.language)
        pygame.init()
        assets.reset_fonts()
        pygame.display.set_caption("Moontable")
        self.windowed_size = (max(size[0], theme.MIN_WINDOW[0]), max(size[1], theme.MIN_WINDOW[1]))
        self.screen = self._set_mode(self.settings.fullscreen)
        try:
            pygame.key.start_text_input()
        except pygame.error:
            pass
        sound.init(self.settings.sound)
        self.clock = pygame.time.Clock()
        self.scenes: list[Scene] = []
        self._pending: list[tuple[str, Scene | None]] = []
        self.tooltip = TooltipState()
        self.running = True
        self._errors: list[float] = []
        self._bot_runner: BotRunner | InlineBotRunner | None = None
        if problem:
            self.toast(i18n.t(problem), "error")

    # --- window ------------------------------------------------------------------------
    def _set_mode(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            try:
                screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        else:
            screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            try:
                with warnings.catch_warnings():  # deprecated in 2.5, still the way to reach
                    warnings.simplefilter("ignore", DeprecationWarning)  # the display window
                    window = pygame.Window.from_display_module()
                window.minimum_size = theme.MIN_WINDOW
            except (AttributeError, pygame.error, TypeError):
                pass
        return screen

    @property
    def size(self) -> tuple[int, int]:
        """The drawable size in pixels."""
        return self.screen.get_size()

    def set_fullscreen(self, on: bool) -> None:
        """Switch between fullscreen and a resizable window (and remember it)."""
        if on == self.settings.fullscreen and pygame.display.get_surface() is not None:
            return
        if not self.settings.fullscreen:
            self.windowed_size = self.size
        self.settings.fullscreen = on
        self.screen = self._set_mode(on)
        self.save_settings()
        self.relayout()

    def relayout(self) -> None:
        """Lay every scene out again (size, scale or language changed)."""
        assets.clear_caches()
        w, h = self.size
        for scene in self.scenes:
            scene.layout(w, h)

    # --- settings ----------------------------------------------------------------------
    def apply_settings(self, new: Settings) -> None:
        """Apply settings live (scale, language, sound, fullscreen) and persist them."""
        new = new.normalised()
        old = self.settings
        self.settings = Settings(**vars(new))
        self.settings.fullscreen = old.fullscreen
        theme.set_scale(new.ui_scale)
        i18n.set_language(new.language)
        sound.set_enabled(new.sound)
        if new.fullscreen != old.fullscreen:
            self.set_fullscreen(new.fullscreen)
        else:
            self.save_settings()
            self.relayout()

    def save_settings(self) -> None:
        """Persist the settings; a failed write shows a toast."""
        if self.persist and not settings_mod.save(self.settings, self.settings_path):
            self.toast(i18n.t("ui.settings.save_failed"), "error")

    # --- scene stack (deferred) --------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        """The scene receiving input."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Put a scene on top (after the current event)."""
        self._pending.append(("push", scene))

    def pop(self, scene: Scene | None = None) -> None:
        """Remove the top scene (or `scene`, only if it is still on top then)."""
        self._pending.append(("pop", scene))

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another."""
        self._pending.append(("pop", None))
        self._pending.append(("push", scene))

    def reset(self, scene: Scene) -> None:
        """Clear the stack and start over with `scene`."""
        self._pending.append(("reset", scene))

    def apply_pending(self) -> None:
        """Apply the deferred stack changes in order."""
        while self._pending:
            op, scene = self._pending.pop(0)
            if op == "push" and scene is not None:
                if self.scenes:
                    self.scenes[-1].pause()
                self.scenes.append(scene)
                scene.layout(*self.size)
                scene.enter()
            elif op == "pop" and self.scenes:
                if scene is not None and self.scenes[-1] is not scene:
                    continue
                self.scenes.pop().exit()
                if self.scenes:
                    self.scenes[-1].resume()
            elif op == "reset" and scene is not None:
                while self.scenes:
                    self.scenes.pop().exit()
                self.scenes.append(scene)
                scene.layout(*self.size)
                scene.enter()
        if not self.scenes:
            self.running = False

    def find(self, kind: type) -> Scene | None:
        """The topmost scene of a class, if any."""
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    # --- services ----------------------------------------------------------------------
    def toast(self, text: str, kind: str = "info") -> None:
        """Show a short message at the top of the window."""
        self.toasts.push(text, kind)
        if kind == "error":
            sound.play("error")

    @property
    def bot_runner(self) -> BotRunner | InlineBotRunner:
        """The shared bot worker (started on first use; in-process if it cannot start)."""
        if self._bot_runner is None:
            try:
                from game.core.botrunner import BotRunner

                self._bot_runner = BotRunner()
            except Exception:  # noqa: BLE001 - no worker process: bots think in-process
                from game.ui.drivers import InlineBotRunner

                if self.on_error is not None:
                    self.on_error(traceback.format_exc())
                self._bot_runner = InlineBotRunner()
        return self._bot_runner

    def quit(self) -> None:
        """Leave the loop at the end of this frame."""
        self.running = False

    def close(self) -> None:
        """Stop the bot worker and pop every scene (the autosave is continuous)."""
        while self.scenes:
            try:
                self.scenes.pop().exit()
            except Exception:  # noqa: BLE001 - closing must not fail
                pass
        if self._bot_runner is not None:
            try:
                self._bot_runner.close()
            except Exception:  # noqa: BLE001
                pass
            self._bot_runner = None

    # --- the loop ----------------------------------------------------------------------
    def _guard(self, what: Callable[[], object]) -> None:
        """Run scene code; outside strict mode an error becomes a toast, not a crash."""
        if self.strict:
            what()
            return
        try:
            what()
        except Exception:  # noqa: BLE001 - a player never sees a traceback
            now = time.monotonic()
            self._errors = [t for t in self._errors if now - t < 5.0] + [now]
            if self.on_error is not None:
                self.on_error(traceback.format_exc())
            if len(self._errors) > 20:
                raise
            self.toast(i18n.t("ui.error.unexpected"), "error")

    def handle(self, event: pygame.event.Event) -> None:
        """App-level handling of one event, then the top scene's."""
        etype = event.type
        if etype == pygame.QUIT:
            self.running = False
            return
        if etype in (pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            surface = pygame.display.get_surface()
            if surface is not None:
                self.screen = surface
            if not self.settings.fullscreen:
                self.windowed_size = self.size
            self.relayout()
            return
        if etype == pygame.KEYDOWN and getattr(event, "key", 0) == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        if etype in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and hasattr(event, "pos"):
            self.tooltip.moved(event.pos)
        top = self.top
        if top is None:
            return

        def dispatch() -> None:
            consumed = top.handle_event(event)
            if (not consumed and etype == pygame.KEYDOWN
                    and getattr(event, "key", 0) == pygame.K_ESCAPE):
                top.on_key_escape()

        self._guard(dispatch)

    def frame(self, events: Iterable[pygame.event.Event], dt: float, draw: bool = True) -> None:
        """One iteration: events, update, draw (no flip; `run` flips)."""
        self.apply_pending()
        for event in events:
            self.handle(event)
            self.apply_pending()
            if not self.running:
                return
        top = self.top
        if top is not None:
            self._guard(lambda: top.update(dt))
        self.apply_pending()
        self.toasts.update(dt)
        self.tooltip.update(dt)
        if draw:
            self._guard(self.draw)

    def draw(self, surface: pygame.Surface | None = None) -> None:
        """Draw the visible part of the stack, then tooltip and toasts."""
        surface = surface or self.screen
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if not self.scenes[i].is_overlay:
                start = i
                break
        if not self.scenes or self.scenes[start].is_overlay:
            surface.blit(theme.background(surface.get_size()), (0, 0))
        for scene in self.scenes[start:]:
            scene.draw(surface)
        top = self.top
        if top is not None and self.tooltip.ready():
            tip = top.tooltip_at(self.tooltip.pos)
            if tip:
                keep = getattr(top, "tooltip_keep_clear", None)
                avoid = getattr(top, "tooltip_avoid", None)
                self.tooltip.draw(surface, tip, keep() if keep is not None else None,
                                  avoid() if avoid is not None else None)
        self.toasts.draw(surface)

    def is_busy(self) -> bool:
        """Does anything move on screen or wait on the clock (then frames run at 60 fps)?"""
        if self._recent_input or self.toasts.toasts or self._pending:
            return True
        if self.tooltip.pos[0] >= 0 and self.tooltip.rest < self.tooltip.DELAY + 0.1:
            return True  # a tooltip is about to appear
        return any(scene.wants_frames() for scene in self.scenes)

    def step(self) -> None:
        """One iteration of the main loop: 60 fps while busy, else sleep until input (at
        most IDLE_WAIT_MS) so the app at rest uses next to no CPU."""
        busy = self.is_busy()
        if busy:
            dt = self.clock.tick(FPS) / 1000.0
            events = pygame.event.get()
        else:
            events = wait_for_input(IDLE_WAIT_MS)
            dt = self.clock.tick() / 1000.0
        self._recent_input = bool(events)
        self._since_draw += dt
        # At rest with no input, the picture only needs a refresh now and then (a blinking
        # caret a few times a second, otherwise once a second): no redraw, no flip.
        refresh = IDLE_WAIT_MS / 1000.0 if self._caret_shown() else 1.0
        draw = busy or bool(events) or self._since_draw >= refresh
        self.frame(events, min(dt, 0.1), draw=draw)
        if draw:
            self._since_draw = 0.0
            pygame.display.flip()

    def _caret_shown(self) -> bool:
        top = self.top
        return top is not None and any(getattr(w, "focused", False)
                                       for w in getattr(top, "widgets", ()))

    def run(self) -> int:
        """The main loop (see `step`); returns an exit code."""
        try:
            while self.running:
                self.step()
        finally:
            self.close()
        return 0
