"""The load screen: every save in the user's saves directory with game, date and players.

A file that cannot be read is listed as damaged; choosing it shows a clear message and
leaves the file untouched. Nothing is ever deleted or rewritten here.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.ui import assets, theme
from game.ui.i18n import illegal_message, t
from game.ui.scene import Scene
from game.ui.theme import px
from game.ui.widgets.base import Button, Label
from game.ui.widgets.modal import confirm, message_box
from game.ui.widgets.scroll import ScrollList
from game.userdirs import display_path

MAX_LISTED = 200


@dataclass(frozen=True)
class SaveEntry:
    """What the list shows about one save file."""

    path: Path
    game: str
    players: tuple[str, ...]
    mtime: float
    damaged: bool


def read_entry(path: Path) -> SaveEntry:
    """Peek at a save file for the list (never raises; damaged files are flagged)."""
    try:
        mtime = path.stat().st_mtime
    except OSError:
        mtime = 0.0
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        game = str(data["game"])
        names = tuple(str(s.get("name", "?")) if isinstance(s, dict) else str(s)
                      for s in data.get("seats", ()))
        return SaveEntry(path, game, names, mtime, False)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return SaveEntry(path, "", (), mtime, True)


def list_saves(directory: Path) -> list[SaveEntry]:
    """Save files in a directory, newest first."""
    try:
        files = [p for p in directory.glob("*.json") if p.is_file()]
    except OSError:
        return []
    entries = [read_entry(p) for p in files]
    entries.sort(key=lambda e: e.mtime, reverse=True)
    return entries[:MAX_LISTED]


def game_title(name: str) -> str:
    """A game's display title from the catalogue (its name if unknown)."""
    from game.ui.scenes.title import game_list

    for info in game_list():
        if info.name == name:
            return info.title
    return name or "?"


class LoadScene(Scene):
    """Full-screen list of saves; click one to load it."""

    def __init__(self, app, directory: Path | None = None) -> None:
        if directory is None:
            from game.userdirs import saves_dir

            directory = saves_dir()
        self.directory = Path(directory)
        self.entries = list_saves(self.directory)
        self.list: ScrollList | None = None
        super().__init__(app)

    def layout(self, w: int, h: int) -> None:
        """Title, the list, a Back button."""
        super().layout(w, h)
        self.panel = pygame.Rect(0, 0, min(w - px(60), px(980)), h - px(80))
        self.panel.center = (w // 2, h // 2)
        pad = px(28)
        body = pygame.Rect(self.panel.x + pad, self.panel.y + px(80), self.panel.w - 2 * pad,
                           self.panel.h - px(80) - px(84))
        rows = [(px(68), self._row_drawer(entry)) for entry in self.entries]
        self.list = ScrollList(body, rows, gap=px(8), on_click=self.load_index)
        self.widgets = [
            Label((self.panel.x + pad, self.panel.y + px(22), self.panel.w - 2 * pad, px(40)),
                  t("ui.load.title"), size=theme.FONT_HEADING, bold=True, colour=theme.ACCENT),
            self.list,
            Button((self.panel.right - pad - px(160), self.panel.bottom - pad - px(44), px(160),
                    px(44)), t("ui.common.back"), self.close),
        ]
        if not self.entries:
            self.widgets.append(Label(body.inflate(-px(40), -px(40)), t(
                "ui.load.empty", folder=display_path(self.directory)), colour=theme.TEXT_DIM,
                wrap=True))

    def _row_drawer(self, entry: SaveEntry):
        def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
            hover = self.list is not None and rect.collidepoint(self.list.mouse)
            pygame.draw.rect(surface, theme.BUTTON_HOVER if hover else theme.BUTTON, rect,
                             border_radius=px(8))
            pygame.draw.rect(surface, theme.ACCENT if hover else theme.PANEL_BORDER, rect,
                             width=1, border_radius=px(8))
            x, width = rect.x + px(16), rect.w - px(32)
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.mtime))
            if entry.damaged:
                head = f"{entry.path.stem} — {t('ui.load.damaged')}"
                detail = t("ui.load.damaged_detail")
                colour = theme.ERROR
            else:
                head = f"{entry.path.stem} — {game_title(entry.game)}"
                detail = t("ui.load.players", names=", ".join(entry.players))
                colour = theme.TEXT
            size = px(theme.FONT_BODY)
            date = assets.text(when, px(theme.FONT_SMALL), theme.TEXT_DIM)
            surface.blit(date, date.get_rect(topright=(rect.right - px(16), rect.y + px(12))))
            head_img = assets.text(assets.fit(head, size, width - date.get_width() - px(16),
                                              True), size, colour, bold=True)
            surface.blit(head_img, (x, rect.y + px(10)))
            small = px(theme.FONT_SMALL)
            det = assets.text(assets.fit(detail, small, width), small, theme.TEXT_DIM)
            surface.blit(det, (x, rect.y + px(38)))
        return draw

    def load_index(self, index: int) -> None:
        """Load the clicked save; errors become a message box and change nothing."""
        from game.ui.tables import game_in_progress

        entry = self.entries[index]
        if game_in_progress(self.app) is not None:
            # Loading replaces the game on the table (and then its autosave): ask first.
            confirm(self.app, t("ui.load.replace_title"),
                    t("ui.load.replace", name=entry.path.stem),
                    lambda: self._load(entry), yes=t("ui.load.replace_yes"))
            return
        self._load(entry)

    def _load(self, entry: SaveEntry) -> None:
        from game.core.match import Match, SaveError
        from game.ui.tables import open_table

        try:
            match = Match.load(entry.path)
        except SaveError as exc:
            message_box(self.app, t("ui.load.failed_title"),
                        illegal_message(exc, lambda s: f"#{s + 1}"))
            return
        except (OSError, ValueError, KeyError, TypeError) as exc:  # defensive: never a crash
            message_box(self.app, t("ui.load.failed_title"), t("ui.load.failed", reason=exc))
            return
        open_table(self.app, match)

    def close(self) -> None:
        """Back to where we came from."""
        self.app.pop(self)

    def on_key_escape(self) -> bool:
        """Esc goes back."""
        self.close()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """Background, panel, widgets."""
        surface.blit(theme.background(surface.get_size()), (0, 0))
        theme.draw_panel(surface, self.panel, theme.PANEL, alpha=240)
        super().draw(surface)
