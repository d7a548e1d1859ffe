"""The Scene base class: one screen (or overlay) on the app's scene stack.

Lifecycle: `layout(w, h)` (whenever the window size, UI scale or language changes, and
before `enter`), `enter()` when pushed, `pause()`/`resume()` when another scene covers or
uncovers it, `exit()` when popped. Each frame the app sends input to the top scene
(`handle_event`), calls its `update(dt)` and draws the stack bottom → top from the topmost
opaque scene (`is_overlay = False`). `draw` must never change model state.

A scene keeps its model (seats, match, scroll offsets worth keeping) in plain attributes and
rebuilds its widgets in `layout`, so a language or scale change re-renders everything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.widgets.base import Widget


class Scene:
    """Base scene: holds widgets, routes events to them, draws them."""

    is_overlay = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.widgets: list[Widget] = []
        self.rect = pygame.Rect(0, 0, *app.size)

    # --- lifecycle ---------------------------------------------------------------------
    def layout(self, w: int, h: int) -> None:
        """Build or place widgets for a window of w×h pixels."""
        self.rect = pygame.Rect(0, 0, w, h)

    def enter(self) -> None:
        """Called once when the scene is pushed."""

    def exit(self) -> None:
        """Called once when the scene is popped."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene is on top again."""

    # --- frame -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Offer an input event to the widgets (topmost first); True if consumed."""
        for widget in reversed(self.widgets):
            if widget.visible and widget.handle_event(event):
                return True
        return False

    def update(self, dt: float) -> None:
        """Advance time-based behaviour by dt seconds (only while on top)."""
        for widget in self.widgets:
            widget.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; must not change any model state."""
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """The tooltip text for the mouse position, if any."""
        for widget in reversed(self.widgets):
            if widget.visible:
                tip = widget.tooltip_at(pos)
                if tip:
                    return tip
        return None

    def on_key_escape(self) -> bool:
        """Esc pressed and not consumed by a widget; True if handled."""
        return False

    def wants_frames(self) -> bool:
        """True while something moves or counts down (the app then runs at full frame rate;
        otherwise it sleeps until input and redraws a few times a second)."""
        return False

    def on_key_enter(self) -> bool:
        """Enter pressed and not consumed by a widget: press the default (primary) button."""
        for widget in self.widgets:
            if (getattr(widget, "primary", False) and widget.visible and widget.enabled
                    and getattr(widget, "on_click", None) is not None):
                widget.on_click()  # type: ignore[attr-defined]
                return True
        return False

    def modal_keys(self, event: pygame.event.Event) -> bool:
        """For overlays that swallow their input: Esc and Enter, once no widget took them
        (the app only sees keys a scene did not consume, and an overlay consumes all)."""
        if event.type != pygame.KEYDOWN:
            return False
        key = getattr(event, "key", 0)
        if key == pygame.K_ESCAPE:
            return self.on_key_escape()
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.on_key_enter()
        return False


class OverlayScene(Scene):
    """An overlay that owns the input while open: Esc closes it, nothing reaches below.

    Subclasses draw their panel after `draw_veil` (the darkened scene underneath).
    """

    is_overlay = True
    veil_alpha = 160

    def close(self) -> None:
        """Leave the overlay."""
        self.app.pop(self)

    def on_key_escape(self) -> bool:
        """Esc closes."""
        self.close()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Widgets first, then Esc (close) and Enter (default button); every other event is
        swallowed (modal)."""
        if not super().handle_event(event):
            self.modal_keys(event)
        return True

    def draw_veil(self, surface: pygame.Surface) -> None:
        """Darken what is below the overlay."""
        from game.ui import theme

        theme.dim(surface, self.veil_alpha)
