"""Core widgets: Widget, Label, Panel, Button, Toggle, Stepper and Choice (segmented)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import assets, sound, theme
from game.ui.theme import px

TextSource = str | Callable[[], str] | None


def _resolve(text: TextSource) -> str | None:
    return text() if callable(text) else text


def is_left_down(event: pygame.event.Event) -> bool:
    """A left mouse-button press."""
    return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1


def is_left_up(event: pygame.event.Event) -> bool:
    """A left mouse-button release."""
    return event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1


class Widget:
    """Base widget: a rectangle with visibility, an enabled flag and an optional tooltip."""

    def __init__(self, rect=(0, 0, 0, 0), tooltip: TextSource = None) -> None:
        self.rect = pygame.Rect(rect)
        self.visible = True
        self.enabled = True
        self.tooltip = tooltip
        self.hover = False
        self.mouse = (-1, -1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to input; True if the event was consumed."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.rect.collidepoint(event.pos)
        return False

    def update(self, dt: float) -> None:
        """Advance animations by dt seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the widget."""

    def tooltip_at(self, pos) -> str | None:
        """Tooltip text when `pos` is over the widget."""
        if self.tooltip is not None and self.rect.collidepoint(pos):
            return _resolve(self.tooltip)
        return None


class Label(Widget):
    """Static text: one line (clipped with an ellipsis) or wrapped to the rect width."""

    def __init__(self, rect, text: str, size: int = theme.FONT_BODY, colour=theme.TEXT,
                 bold: bool = False, align: str = "left", wrap: bool = False,
                 serif: bool = False, tooltip: TextSource = None) -> None:
        super().__init__(rect, tooltip)
        self.text, self.size, self.colour = text, size, colour
        self.bold, self.align, self.wrap, self.serif = bold, align, wrap, serif

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the text inside the rect."""
        size = px(self.size)
        if self.wrap:
            lines = assets.wrap(self.text, size, self.rect.w, self.bold)
        else:  # one line: smaller type before an ellipsis
            line, size = assets.fitted(self.text, size, self.rect.w, self.bold)
            lines = [line]
        line_h = assets.font(size, self.bold).get_linesize()
        y = self.rect.y if self.wrap else self.rect.centery - line_h // 2
        for line in lines:
            img = assets.text(line, size, self.colour, self.bold, serif=self.serif)
            if self.align == "center":
                x = self.rect.centerx - img.get_width() // 2
            elif self.align == "right":
                x = self.rect.right - img.get_width()
            else:
                x = self.rect.x
            surface.blit(img, (x, y))
            y += line_h

    def height_for(self, width: int) -> int:
        """Pixel height of the wrapped text at a given width."""
        size = px(self.size)
        return len(assets.wrap(self.text, size, width, self.bold)) * assets.font(
            size, self.bold).get_linesize()


class Panel(Widget):
    """A rounded background panel (draws beneath the widgets added after it)."""

    def __init__(self, rect, colour=theme.PANEL, alpha: int = 235, title: str = "") -> None:
        super().__init__(rect)
        self.colour, self.alpha, self.title = colour, alpha, title

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the panel and its optional title."""
        theme.draw_panel(surface, self.rect, self.colour, alpha=self.alpha)
        if self.title:
            img = assets.text(self.title, px(theme.FONT_LARGE), theme.ACCENT, bold=True)
            surface.blit(img, (self.rect.x + px(16), self.rect.y + px(12)))


class Button(Widget):
    """A push button: hover, pressed and disabled states; `disabled_reason` is its tooltip."""

    def __init__(self, rect, text: str, on_click: Callable[[], Any] | None = None,
                 primary: bool = False, enabled: bool = True,
                 disabled_reason: TextSource = None, tooltip: TextSource = None,
                 size: float = theme.FONT_BODY, selected: bool = False) -> None:
        super().__init__(rect, tooltip)
        self.text, self.on_click, self.primary = text, on_click, primary
        self.enabled, self.disabled_reason, self.size = enabled, disabled_reason, size
        self.pressed = False
        self.selected = selected

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Click on release inside the button after a press inside it."""
        super().handle_event(event)
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            self.pressed = self.enabled
            return True
        if is_left_up(event):
            was = self.pressed
            self.pressed = False
            if was and self.enabled and self.rect.collidepoint(event.pos):
                sound.play("click")
                if self.on_click is not None:
                    self.on_click()
                return True
        return False

    def tooltip_at(self, pos) -> str | None:
        """The disabled reason while disabled, else the tooltip."""
        if not self.rect.collidepoint(pos):
            return None
        if not self.enabled and self.disabled_reason:
            return _resolve(self.disabled_reason)
        return _resolve(self.tooltip)

    def colours(self) -> tuple[tuple, tuple]:
        """(fill, text) colours for the current state."""
        if not self.enabled:
            return theme.BUTTON_DISABLED, theme.TEXT_DISABLED
        if self.primary:
            fill = theme.PRIMARY_HOVER if self.hover else theme.PRIMARY
            if self.pressed:
                fill = theme.ACCENT_DARK
            return fill, (20, 16, 8)
        if self.pressed:
            return theme.BUTTON_PRESSED, theme.TEXT
        if self.selected:
            return (theme.PRIMARY_HOVER if self.hover else theme.PRIMARY), (20, 16, 8)
        return (theme.BUTTON_HOVER if self.hover else theme.BUTTON), theme.TEXT

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the rounded button and its centred label."""
        fill, fg = self.colours()
        r = px(8)
        rect = self.rect.move(0, 1) if self.pressed else self.rect
        pygame.draw.rect(surface, fill, rect, border_radius=r)
        lit = (self.hover and self.enabled) or self.selected
        edge = theme.ACCENT if lit else theme.PANEL_BORDER
        pygame.draw.rect(surface, edge, rect, width=1, border_radius=r)
        label, size = assets.fitted(self.text, px(self.size), rect.w - px(12), bold=True)
        img = assets.text(label, size, fg, bold=True)
        surface.blit(img, img.get_rect(center=rect.center))


class Toggle(Widget):
    """An on/off switch with a label on its left."""

    def __init__(self, rect, label: str, value: bool,
                 on_change: Callable[[bool], Any] | None = None, tooltip: TextSource = None,
                 size: int = theme.FONT_BODY) -> None:
        super().__init__(rect, tooltip)
        self.label, self.value, self.on_change, self.size = label, bool(value), on_change, size

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Flip on click."""
        super().handle_event(event)
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            if self.enabled:
                self.value = not self.value
                sound.play("click")
                if self.on_change:
                    self.on_change(self.value)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the label and the switch."""
        h = min(self.rect.h, px(26))
        w = h * 2
        knob = pygame.Rect(self.rect.right - w, self.rect.centery - h // 2, w, h)
        fill = theme.PRIMARY if self.value else theme.BUTTON
        if not self.enabled:
            fill = theme.BUTTON_DISABLED
        pygame.draw.rect(surface, fill, knob, border_radius=h // 2)
        edge = theme.ACCENT if self.hover else theme.PANEL_BORDER
        pygame.draw.rect(surface, edge, knob, width=1, border_radius=h // 2)
        cx = knob.right - h // 2 if self.value else knob.x + h // 2
        pygame.draw.circle(surface, theme.TEXT, (cx, knob.centery), h // 2 - px(3))
        colour = theme.TEXT if self.enabled else theme.TEXT_DISABLED
        size = px(self.size)
        room = self.rect.w - w - px(12)
        # the type steps down a little, then the label takes two lines (at 150% in French
        # « Planète fragment… » was cut beside its switch)
        lines, fs = assets.line_or_wrapped(self.label, size, room, self.rect.h + px(4))
        lh = assets.font(fs).get_linesize()
        y = self.rect.centery - lh * len(lines) // 2
        for line in lines:
            img = assets.text(line, fs, colour)
            if len(lines) == 1:
                y = self.rect.centery - img.get_height() // 2
            surface.blit(img, (self.rect.x, y))
            y += lh


class Stepper(Widget):
    """A "− value +" control over a list of values."""

    def __init__(self, rect, values: Sequence[Any], value: Any,
                 on_change: Callable[[Any], Any] | None = None,
                 fmt: Callable[[Any], str] = str, tooltip: TextSource = None) -> None:
        super().__init__(rect, tooltip)
        self.values = list(values)
        self.index = self.values.index(value) if value in self.values else 0
        self.on_change, self.fmt = on_change, fmt
        b = self.rect.h
        self.minus = pygame.Rect(self.rect.x, self.rect.y, b, b)
        self.plus = pygame.Rect(self.rect.right - b, self.rect.y, b, b)

    @property
    def value(self) -> Any:
        """The selected value."""
        return self.values[self.index]

    def handle_event(self, event: pygame.event.Event) -> bool:
        """− and + step through the values; the wheel too."""
        super().handle_event(event)
        step = 0
        if is_left_down(event):
            if self.minus.collidepoint(event.pos):
                step = -1
            elif self.plus.collidepoint(event.pos):
                step = 1
            elif self.rect.collidepoint(event.pos):
                return True
        if step and self.enabled:
            new = max(0, min(len(self.values) - 1, self.index + step))
            if new != self.index:
                self.index = new
                sound.play("click")
                if self.on_change:
                    self.on_change(self.value)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the two round buttons and the value between them."""
        mouse = self.mouse if self.hover else (-1, -1)
        for rect, sign, active in ((self.minus, "−", self.index > 0),
                                   (self.plus, "+", self.index < len(self.values) - 1)):
            fill = theme.BUTTON_HOVER if rect.collidepoint(mouse) and active else theme.BUTTON
            if not (active and self.enabled):
                fill = theme.BUTTON_DISABLED
            pygame.draw.rect(surface, fill, rect, border_radius=px(8))
            pygame.draw.rect(surface, theme.PANEL_BORDER, rect, width=1, border_radius=px(8))
            colour = theme.TEXT if active and self.enabled else theme.TEXT_DISABLED
            img = assets.text(sign, px(theme.FONT_LARGE), colour, bold=True)
            surface.blit(img, img.get_rect(center=rect.center))
        img = assets.text(self.fmt(self.value), px(theme.FONT_BODY), theme.TEXT, bold=True)
        mid = pygame.Rect(self.minus.right, self.rect.y, self.plus.x - self.minus.right,
                          self.rect.h)
        surface.blit(img, img.get_rect(center=mid.center))


SEGMENT_PAD = 4
"""The room (unscaled) a segmented control leaves each side of a segment's label; the
selected segment's fill is inset 1 px across, so the label keeps 3 px inside it (at a pad of
6 px the labels of narrow controls shrank below their neighbours', stop 83)."""


class Choice(Widget):
    """A segmented control: one of several labelled values."""

    def __init__(self, rect, options: Sequence[tuple[Any, str]], value: Any,
                 on_change: Callable[[Any], Any] | None = None, tooltip: TextSource = None,
                 size: int = theme.FONT_SMALL) -> None:
        super().__init__(rect, tooltip)
        self.options, self.value, self.on_change, self.size = list(options), value, on_change, size

    def segments(self) -> list[pygame.Rect]:
        """The rect of each segment."""
        n = max(1, len(self.options))
        w = self.rect.w / n
        return [pygame.Rect(round(self.rect.x + i * w), self.rect.y,
                            round(w), self.rect.h) for i in range(n)]

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Select the clicked segment."""
        super().handle_event(event)
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            if not self.enabled:
                return True
            for (value, _), seg in zip(self.options, self.segments(), strict=True):
                if seg.collidepoint(event.pos) and value != self.value:
                    self.value = value
                    sound.play("click")
                    if self.on_change:
                        self.on_change(value)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the segments, the selected one in gold."""
        r = px(8)
        pygame.draw.rect(surface, theme.BUTTON, self.rect, border_radius=r)
        segs = self.segments()
        # One type size for every segment, measured bold (the selected look): a 150% French
        # "Humain" was cut to "Hum…" once selected while "Bot" beside it was whole. The text
        # keeps SEGMENT_PAD on each side, 3 px inside the fill (inset 2 px across, the fill
        # left « With the Faction Effect » touching its edges: stop 82).
        size = min((assets.fitted(label, px(self.size), seg.w - px(2 * SEGMENT_PAD), True)[1]
                    for (_, label), seg in zip(self.options, segs, strict=True)),
                   default=px(self.size))
        for (value, label), seg in zip(self.options, segs, strict=True):
            selected = value == self.value
            if selected:
                fill = theme.PRIMARY if self.enabled else theme.BUTTON_DISABLED
                pygame.draw.rect(surface, fill, seg.inflate(-px(2), -px(4)),
                                 border_radius=r - 2)
            fg = (20, 16, 8) if selected and self.enabled else (
                theme.TEXT if self.enabled else theme.TEXT_DISABLED)
            text = assets.fit(label, size, seg.w - px(2 * SEGMENT_PAD), bold=selected)
            img = assets.text(text, size, fg, bold=selected)
            surface.blit(img, img.get_rect(center=seg.center))
        edge = theme.ACCENT if self.hover and self.enabled else theme.PANEL_BORDER
        pygame.draw.rect(surface, edge, self.rect, width=1, border_radius=r)
