"""The settings screen: language, animation speed, UI scale, sound, fullscreen (applied live
and saved at once)."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.ui import theme
from game.ui.i18n import t
from game.ui.scene import OverlayScene
from game.ui.settings import ANIMATION_SPEEDS, UI_SCALES
from game.ui.theme import px
from game.ui.widgets.base import Button, Choice, Label, Panel, Stepper, Toggle


class SettingsScene(OverlayScene):
    """Settings as a dialog over the current screen."""

    veil_alpha = 170
    _anchor: tuple[str, tuple[int, int]] | None = None  # the size button just clicked

    def layout(self, w: int, h: int) -> None:
        """A centred panel with one row per setting."""
        super().layout(w, h)
        s = self.app.settings
        # rows close up a little where the window is short (at 150% in 1280×720 the dialog
        # touched the window's bottom edge)
        pw, row = min(w - px(40), px(720)), max(px(50), min(px(60), (h - px(212)) // 5))
        ph = px(80) + row * 5 + px(92)
        panel = pygame.Rect(0, 0, pw, ph)
        panel.center = (w // 2, h // 2)
        pad = px(28)
        label_w = int((pw - 2 * pad) * 0.38)
        ch = px(42)

        def scale_rect(panel: pygame.Rect) -> pygame.Rect:
            """The size stepper's place: the third row, in the controls' column."""
            cx = panel.x + pad + label_w
            return pygame.Rect(cx, panel.y + px(76) + 2 * row,
                               min(panel.right - pad - cx, px(220)), ch)

        if self._anchor is not None:
            # The interface size applies live, so the dialog grows or shrinks: it moves so
            # that the − or + just clicked stays under the mouse (it moved away, and the next
            # click missed; two newcomers' games). It stays there for every later layout
            # while the dialog is open: cleared at the first, it sprang back to the centre
            # at the next one, and the + moved after all (three newcomers' games, stop 97).
            side, (ax, ay) = self._anchor
            r = scale_rect(panel)
            bx = r.right - ch // 2 if side == "+" else r.x + ch // 2
            panel.move_ip(ax - bx, ay - r.centery)
            panel.clamp_ip(pygame.Rect(0, 0, w, h))
        self.panel = panel
        cx = panel.x + pad + label_w
        cw = panel.right - pad - cx
        y = panel.y + px(76)
        self.widgets = [
            Panel(panel, theme.PANEL_RAISED, alpha=250, title=""),
            Label((panel.x + pad, panel.y + px(20), pw - 2 * pad, px(40)),
                  t("ui.settings.title"), size=theme.FONT_HEADING, bold=True,
                  colour=theme.ACCENT),
        ]

        def row_label(key: str) -> None:
            self.widgets.append(Label((panel.x + pad, y, label_w - px(12), ch), t(key)))

        row_label("ui.settings.language")
        self.widgets.append(Choice((cx, y, cw, ch), [("en", "English"), ("fr", "Français")],
                                   s.language, lambda v: self._set(language=v),
                                   size=theme.FONT_BODY))
        y += row
        row_label("ui.settings.animation")
        self.widgets.append(Choice(
            (cx, y, cw, ch), [(v, t(f"ui.settings.speed.{v}")) for v in ANIMATION_SPEEDS],
            s.animation_speed, lambda v: self._set(animation_speed=v),
            tooltip=t("ui.settings.animation_tip")))
        y += row
        row_label("ui.settings.scale")
        stepper = Stepper(scale_rect(panel), UI_SCALES, s.ui_scale,
                          lambda v: self._rescale(stepper, v),
                          fmt=lambda v: t("ui.settings.scale_value", n=round(v * 100)))
        self.widgets.append(stepper)
        y += row
        self.widgets.append(Toggle((panel.x + pad, y, pw - 2 * pad, ch),
                                   t("ui.settings.sound"), s.sound,
                                   lambda v: self._set(sound=v)))
        y += row
        self.widgets.append(Toggle((panel.x + pad, y, pw - 2 * pad, ch),
                                   t("ui.settings.fullscreen"), s.fullscreen,
                                   lambda v: self._set(fullscreen=v),
                                   tooltip=t("ui.settings.fullscreen_tip")))
        bw = px(180)
        self.widgets.append(Button((panel.right - pad - bw, panel.bottom - pad - px(46), bw,
                                    px(46)), t("ui.common.done"), self.close, primary=True))

    def _rescale(self, stepper: Stepper, value: float) -> None:
        """The interface size changed: keep the button clicked where it was (`layout`)."""
        side = "+" if value > self.app.settings.ui_scale else "−"
        button = stepper.plus if side == "+" else stepper.minus
        self._anchor = (side, button.center)
        self._set(ui_scale=value)

    def _set(self, **changes) -> None:
        self.app.apply_settings(replace(self.app.settings, **changes))

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what is below, then the panel."""
        self.draw_veil(surface)
        super().draw(surface)
