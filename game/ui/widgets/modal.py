"""Modal dialogs: a dimmed overlay with a message and buttons (confirm, message box, prompt)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeAlias

import pygame

from game.ui import assets, theme
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.theme import px
from game.ui.widgets.base import Button, Label
from game.ui.widgets.textinput import TextInput

# A button's callback gets the text field's value when the dialog has one, else no argument
# (which of the two is known only at run time, from `input_value`); None only closes.
ButtonCallback: TypeAlias = Callable[..., object] | None


class ModalScene(Scene):
    """A centred dialog over the current screen; blocks input to the scenes below.

    `buttons` is a list of (label, callback, primary); a callback runs after the dialog
    closes, with the text field's value when there is one. Esc runs the last button (the
    cancel/close choice by convention).
    """

    is_overlay = True

    def __init__(self, app, title: str, message: str,
                 buttons: Sequence[tuple[str, ButtonCallback, bool]] = (),
                 input_value: str | None = None, input_max: int = 32) -> None:
        self.title, self.message = title, message
        self.buttons = list(buttons) or [(t("ui.common.ok"), None, True)]
        self.input: TextInput | None = None
        self.input_value = input_value
        self.input_max = input_max
        super().__init__(app)

    def layout(self, w: int, h: int) -> None:
        """Centre the box and size it to the message."""
        super().layout(w, h)
        box_w = min(w - px(40), px(560))
        pad = px(24)
        msg = Label((0, 0, box_w - 2 * pad, 0), self.message, wrap=True)
        msg_h = msg.height_for(box_w - 2 * pad)
        input_h = px(44) + px(12) if self.input_value is not None else 0
        box_h = pad + px(36) + msg_h + px(16) + input_h + px(48) + pad
        self.box = pygame.Rect(0, 0, box_w, box_h)
        self.box.center = (w // 2, h // 2)
        y = self.box.y + pad
        title = Label((self.box.x + pad, y, box_w - 2 * pad, px(32)), self.title,
                      size=theme.FONT_LARGE, bold=True, colour=theme.ACCENT)
        y += px(36)
        msg.rect = pygame.Rect(self.box.x + pad, y, box_w - 2 * pad, msg_h)
        y += msg_h + px(16)
        self.widgets = [title, msg]
        if self.input_value is not None:
            value = self.input.value if self.input else self.input_value
            self.input = TextInput((self.box.x + pad, y, box_w - 2 * pad, px(44)), value,
                                   max_length=self.input_max)
            self.input.focused = True
            if self.input.value == self.input_value:
                self.input.select_all()  # a default name: typing replaces it
            self.widgets.append(self.input)
        n = len(self.buttons)
        bw = min(px(200), (box_w - 2 * pad - (n - 1) * px(12)) // n)
        x = self.box.right - pad - n * bw - (n - 1) * px(12)
        by = self.box.bottom - pad - px(44)
        for label, callback, primary in self.buttons:
            self.widgets.append(Button((x, by, bw, px(44)), label,
                                       self._closer(callback), primary=primary))
            x += bw + px(12)

    def _closer(self, callback: ButtonCallback) -> Callable[[], None]:
        def run() -> None:
            self.app.pop(self)
            if callback is not None:
                if self.input is not None:
                    callback(self.input.value)
                else:
                    callback()
        return run

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Widgets first; Enter = primary button; Esc = last button; swallow everything."""
        if event.type == pygame.KEYDOWN and getattr(event, "key", 0) == pygame.K_ESCAPE:
            return self.on_key_escape()  # even from the text field: Esc cancels the dialog
        if event.type == pygame.KEYDOWN and getattr(event, "key", 0) in (pygame.K_RETURN,
                                                                          pygame.K_KP_ENTER):
            # even from the text field: Enter confirms (the save dialog's field took it and
            # only lost its focus, a newcomer's review)
            return self.on_key_enter() or True
        if super().handle_event(event):
            return True
        self.modal_keys(event)
        return True

    def on_key_enter(self) -> bool:
        """Enter chooses the primary button."""
        for _label, callback, primary in self.buttons:
            if primary:
                self._closer(callback)()
                return True
        return False

    def on_key_escape(self) -> bool:
        """Esc chooses the last (cancel) button."""
        self._closer(self.buttons[-1][1])()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the screen, draw the dialog box and its widgets."""
        theme.dim(surface, 160)
        theme.draw_panel(surface, self.box, theme.PANEL_RAISED, border=theme.ACCENT_DARK,
                         alpha=255)
        super().draw(surface)


def confirm(app, title: str, message: str, on_yes: Callable[[], Any], yes: str = "",
            no: str = "") -> ModalScene:
    """Push a yes/no dialog; `on_yes` runs only on confirmation."""
    scene = ModalScene(app, title, message, [(yes or t("ui.common.yes"), on_yes, True),
                                            (no or t("ui.common.cancel"), None, False)])
    app.push(scene)
    return scene


def message_box(app, title: str, message: str) -> ModalScene:
    """Push a dialog with a single OK button."""
    scene = ModalScene(app, title, message, [(t("ui.common.ok"), None, True)])
    app.push(scene)
    return scene


def text_width(string: str, size: int) -> int:
    """Pixel width of a string at a logical font size (for layout decisions)."""
    return assets.font(px(size)).size(string)[0]
