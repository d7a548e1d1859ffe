"""The in-game menu: resume, save as…, load, settings, rules, quit to title."""

from __future__ import annotations

import re

import pygame

from game.ui import theme
from game.ui.i18n import illegal_message, t
from game.ui.scene import OverlayScene
from game.ui.theme import px
from game.ui.widgets.base import Button, Label
from game.ui.widgets.modal import ModalScene, confirm, message_box

_UNSAFE = re.compile(r"[^\w\- ]+", re.UNICODE)


def safe_filename(name: str) -> str:
    """A save name reduced to letters, digits, spaces, '-' and '_' (never empty)."""
    cleaned = _UNSAFE.sub("", name).strip()[:40]
    return cleaned or "save"


def suggested_name(table) -> str:
    """The save dialog's first name: the game's title and its round, as the player sees them
    (« TSUKUYUMI Full Moon Down - Round 2 »; it read « tsukuyumi-70 », the game's id and a
    count of moves, a newcomer's review)."""
    return safe_filename(f"{table.title} - {table.round_text()}")


class MenuScene(OverlayScene):
    """A dialog over the table; everything here leaves the match untouched (or saves it)."""


    def __init__(self, app, table) -> None:
        self.table = table
        super().__init__(app)

    def layout(self, w: int, h: int) -> None:
        """A column of buttons in a centred panel."""
        super().layout(w, h)
        items = [
            ("ui.menu.resume", self.close, True),
            ("ui.menu.save", self.save_as, False),
            ("ui.menu.load", self.load, False),
            ("ui.menu.settings", self.settings, False),
            ("ui.menu.rules", self.rules, False),
            ("ui.menu.quit", self.quit_to_title, False),
        ]
        bw, bh, gap = px(300), px(48), px(10)
        ph = px(80) + len(items) * (bh + gap) + px(16)
        self.panel = pygame.Rect(0, 0, bw + px(64), ph)
        self.panel.center = (w // 2, h // 2)
        self.widgets = [Label((self.panel.x, self.panel.y + px(20), self.panel.w, px(40)),
                              t("ui.menu.title"), size=theme.FONT_HEADING, bold=True,
                              colour=theme.ACCENT, align="center")]
        y = self.panel.y + px(76)
        for key, cb, primary in items:
            self.widgets.append(Button((self.panel.x + px(32), y, bw, bh), t(key), cb,
                                       primary=primary))
            y += bh + gap

    def save_as(self) -> None:
        """Ask for a name and write a save file."""
        default = suggested_name(self.table)
        self.app.push(ModalScene(self.app, t("ui.save.title"), t("ui.save.prompt"),
                                 [(t("ui.save.confirm"), self._save_named, True),
                                  (t("ui.common.cancel"), None, False)],
                                 input_value=default))

    def _save_named(self, name: str) -> None:
        from game.userdirs import ensure, saves_dir

        path = saves_dir() / f"{safe_filename(name)}.json"
        if path.exists():
            confirm(self.app, t("ui.save.exists_title"), t("ui.save.exists", name=path.stem),
                    lambda: self._write(path), yes=t("ui.save.replace"))
            return
        try:
            ensure(saves_dir())
        except OSError:
            pass
        self._write(path)

    def _write(self, path) -> None:
        from game.core.match import SaveError

        try:
            self.table.match.save(path)
        except SaveError as exc:
            message_box(self.app, t("ui.save.failed_title"),
                        illegal_message(exc, self.table.name))
            return
        self.app.toast(t("ui.save.done", name=path.stem), "success")

    def load(self) -> None:
        """Open the load screen (the current game stays autosaved)."""
        from game.ui.scenes.load import LoadScene

        self.app.push(LoadScene(self.app))

    def settings(self) -> None:
        """Open the settings."""
        from game.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def rules(self) -> None:
        """Open the rules viewer (never affects the game)."""
        from game.ui.scenes.rules_viewer import RulesViewerScene

        self.app.push(RulesViewerScene(self.app, self.table.rules.name, self.table.title))

    def quit_to_title(self) -> None:
        """Confirm, then go back to the title screen."""
        from game.ui.scenes.title import TitleScene

        # a finished game is not resumed by « Continue » (greyed out then): say what holds
        message = t("ui.menu.quit_message_over" if self.table.match.outcome() is not None
                    else "ui.menu.quit_message")
        confirm(self.app, t("ui.menu.quit_title"), message,
                lambda: self.app.reset(TitleScene(self.app)), yes=t("ui.menu.quit"))

    def draw(self, surface: pygame.Surface) -> None:
        """Dim and draw the panel."""
        self.draw_veil(surface)
        theme.draw_panel(surface, self.panel, theme.PANEL_RAISED, border=theme.ACCENT_DARK,
                         alpha=252)
        super().draw(surface)
