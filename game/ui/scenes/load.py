"""The load screen: every save in the user's saves directory with game, date, players, round
and scores; "Delete…" then a click on a save deletes it (after a confirmation).

A file that cannot be read is listed as damaged; choosing it shows a clear message and
leaves the file untouched. Nothing is rewritten here, and nothing deleted unasked.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.ui import assets, i18n, theme
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
    round: int = 0  # 0: unknown (an older save)
    scores: tuple[int, ...] = ()
    over: bool = False


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
        summary = data.get("summary")
        rnd, scores, over = 0, (), False
        if isinstance(summary, dict):  # display only; a bad one is simply not shown
            raw = summary.get("scores")
            if isinstance(raw, list) and all(type(v) is int for v in raw) \
                    and len(raw) == len(names):
                scores = tuple(raw)
            if type(summary.get("round")) is int:
                rnd = max(0, summary["round"])
            over = summary.get("over") is True
        return SaveEntry(path, game, names, mtime, False, rnd, scores, over)
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


def row_head(stem: str, title: str) -> str:
    """A save's name, then its game's title unless the name already says it: the suggested
    name « MOONSTAR - Manche 3 » read « MOONSTAR - Manche 3 — MOONSTAR » (stop 97)."""
    def bare(text: str) -> str:  # a file name drops the colon and may cut the subtitle
        return "".join(ch for ch in text.casefold() if ch.isalnum())

    return stem if bare(title.split(":")[0]) in bare(stem) else f"{stem} — {title}"


def entry_detail(entry: SaveEntry) -> str:
    """Players with their scores, and the round ("Ana 40, Ben 25 · round 5")."""
    if entry.scores:
        people = ", ".join(f"{n} {s}" for n, s in zip(entry.players, entry.scores, strict=True))
        key = "ui.load.progress_over" if entry.over else "ui.load.progress"
        if not entry.over and entry.round == 0:  # saved before the first round: in setup
            key = "ui.load.progress_setup"
        if key == "ui.load.progress" and i18n.has(f"{key}.{entry.game}"):
            key = f"{key}.{entry.game}"  # the game's own word for a round (« tour 2 »)
        return t(key, players=people, round=entry.round)
    return t("ui.load.players", names=", ".join(entry.players))


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
        self.deleting = False
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
        self.list = ScrollList(body, rows, gap=px(8), on_click=self.clicked)
        self.widgets = [
            Label((self.panel.x + pad, self.panel.y + px(22), self.panel.w - 2 * pad, px(40)),
                  t("ui.load.title"), size=theme.FONT_HEADING, bold=True, colour=theme.ACCENT),
            self.list,
            Button((self.panel.right - pad - px(160), self.panel.bottom - pad - px(44), px(160),
                    px(44)), t("ui.common.back"), self.close),
            Button((self.panel.x + pad, self.panel.bottom - pad - px(44), px(220), px(44)),
                   t("ui.load.delete_done" if self.deleting else "ui.load.delete"),
                   self.toggle_delete, enabled=bool(self.entries), selected=self.deleting,
                   tooltip=t("ui.load.delete_tip")),
        ]
        if self.deleting:
            self.widgets.append(Label((self.panel.x + pad + px(232), self.panel.bottom - pad
                                       - px(44), self.panel.w - 2 * pad - px(404), px(44)),
                                      t("ui.load.delete_hint"), colour=theme.ERROR, wrap=True,
                                      size=theme.FONT_SMALL))
        if not self.entries:
            self.widgets.append(Label(body.inflate(-px(40), -px(40)), t(
                "ui.load.empty", folder=display_path(self.directory)), colour=theme.TEXT_DIM,
                wrap=True))

    def _row_drawer(self, entry: SaveEntry):
        def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
            hover = self.list is not None and rect.collidepoint(self.list.mouse)
            pygame.draw.rect(surface, theme.BUTTON_HOVER if hover else theme.BUTTON, rect,
                             border_radius=px(8))
            edge = (theme.ERROR if self.deleting else theme.ACCENT) if hover else \
                theme.PANEL_BORDER
            pygame.draw.rect(surface, edge, rect, width=2 if hover and self.deleting else 1,
                             border_radius=px(8))
            x, width = rect.x + px(16), rect.w - px(32)
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.mtime))
            if entry.damaged:
                head = f"{entry.path.stem} — {t('ui.load.damaged')}"
                detail = t("ui.load.damaged_detail")
                colour = theme.ERROR
            else:
                head = row_head(entry.path.stem, game_title(entry.game))
                detail = entry_detail(entry)
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

    def toggle_delete(self) -> None:
        """Enter or leave "click a save to delete it"."""
        self.deleting = not self.deleting
        self.layout(*self.app.size)

    def delete_index(self, index: int) -> None:
        """Ask, then delete the clicked save file and refresh the list."""
        entry = self.entries[index]

        def delete() -> None:
            try:
                entry.path.unlink()
            except OSError as exc:
                message_box(self.app, t("ui.load.delete_failed_title"),
                            t("ui.load.delete_failed", reason=exc.strerror or exc))
                return
            self.entries = list_saves(self.directory)
            self.deleting = False
            self.layout(*self.app.size)

        confirm(self.app, t("ui.load.delete_title"),
                t("ui.load.delete_message", name=entry.path.stem), delete,
                yes=t("ui.load.delete_yes"))

    def clicked(self, index: int) -> None:
        """A row: load it, or delete it in delete mode."""
        if self.deleting:
            self.delete_index(index)
        else:
            self.load_index(index)

    def load_index(self, index: int) -> None:
        """Load the clicked save; errors become a message box and change nothing. The file
        is read first: a damaged one asked « Quit the current game? » before it was found
        unreadable (a newcomer, stop 98)."""
        from game.ui.tables import game_in_progress, open_table

        entry = self.entries[index]
        match = self._read(entry)
        if match is None:
            return
        if game_in_progress(self.app) is not None:
            # Loading replaces the game on the table (and then its autosave): ask first.
            confirm(self.app, t("ui.load.replace_title"),
                    t("ui.load.replace", name=entry.path.stem),
                    lambda: open_table(self.app, match), yes=t("ui.load.replace_yes"))
            return
        open_table(self.app, match)

    def _read(self, entry: SaveEntry):
        """The save's match, or None after a message saying why it cannot be loaded."""
        from game.core.match import Match, SaveError

        try:
            return Match.load(entry.path)
        except SaveError as exc:
            message_box(self.app, t("ui.load.failed_title"),
                        illegal_message(exc, lambda s: f"#{s + 1}"))
        except (OSError, ValueError, KeyError, TypeError) as exc:  # defensive: never a crash
            message_box(self.app, t("ui.load.failed_title"), t("ui.load.failed", reason=exc))
        return None

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
