"""The rules viewer: a game's player rules (`game/<game>/data/rules.<lang>.md`) in a
scrollable overlay. It reads a file and draws; it never touches the match.

The Markdown is parsed by markdown-it-py and drawn by `game.ui.render.markdown`: headings,
paragraphs with bold, emphasis and code, nested lists, quotes, tables and images. The layout
is made once per width, UI scale and language, not every frame. A long guide (Planet Unknown's,
Tsukuyumi's: 20 and 40 sections) gets a contents column beside it: a click on a section goes
there, and the section being read stays lit as the text scrolls.
"""

from __future__ import annotations

import pygame

from game.ui import assets, theme
from game.ui.i18n import language, t
from game.ui.render import markdown
from game.ui.scene import OverlayScene, Scene
from game.ui.theme import px
from game.ui.widgets.base import Button
from game.ui.widgets.scroll import ScrollList


def rules_text(game: str, lang: str) -> str | None:
    """The rules Markdown for a game in a language (English as fallback), or None."""
    for code in (lang, "en", "fr"):
        file = assets.game_path(game, "data", f"rules.{code}.md")
        try:
            return file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
    return None


def image_resolver(game: str):
    """Images named in a game's rules resolve inside its `data/` folder (never outside)."""
    base = assets.game_path(game, "data").resolve()

    def resolve(src: str):
        try:
            path = (base / src).resolve()
        except (OSError, ValueError):
            return None
        return path if path.is_relative_to(base) and path.is_file() else None
    return resolve


CONTENTS_MIN = 8
"""Sections (level-2 and -3 headings) from which the viewer shows its contents column."""


def contents(blocks: list[markdown.Block]) -> list[tuple[int, int, str]]:
    """(block index, level, plain text) of the guide's sections: its level-2 and -3 headings
    (the level-1 heading is the guide's title)."""
    return [(i, b.level, "".join(r.text for r in b.runs)) for i, b in enumerate(blocks)
            if b.kind == "heading" and b.level in (2, 3)]


class RulesViewerScene(OverlayScene):
    """A scrollable rules panel over the current screen; Esc or Close leaves."""

    veil_alpha = 175

    def __init__(self, app, game: str, title: str) -> None:
        self.game, self.title = game, title
        self.list: ScrollList | None = None
        self.toc: ScrollList | None = None
        self.sections: list[tuple[int, int, str]] = []  # (block index, level, text)
        self.current = -1  # the section being read (index into `sections`)
        super().__init__(app)

    def layout(self, w: int, h: int) -> None:
        """Panel, the rendered rules in a scroll list (the contents beside it when the guide
        is long and the window wide enough), a close button."""
        super().layout(w, h)
        offset = self.list.offset if self.list else 0
        text = rules_text(self.game, language()) or t("ui.rules.missing")
        blocks = markdown.parse(text)
        sections = contents(blocks)
        wide = len(sections) >= CONTENTS_MIN and w - px(40) >= px(760)
        self.panel = pygame.Rect(0, 0, min(w - px(40), px(1140 if wide else 900)), h - px(60))
        self.panel.center = (w // 2, h // 2)
        pad = px(28)
        top, height = self.panel.y + px(70), self.panel.h - px(70) - px(80)
        toc_w = min(px(250), self.panel.w * 28 // 100) if wide else 0
        body = pygame.Rect(self.panel.x + pad + (toc_w + px(24) if wide else 0), top,
                           self.panel.w - 2 * pad - (toc_w + px(24) if wide else 0), height)
        rows = markdown.render_all(blocks, body.w - px(16), image_resolver(self.game))
        self.list = ScrollList(body, rows)
        self.list.offset = min(offset, self.list.max_offset())
        self.sections = sections if wide else []
        self.toc = None
        if wide:
            toc = pygame.Rect(self.panel.x + pad, top + px(30), toc_w, height - px(30))
            self.toc = ScrollList(toc, [self._toc_row(i, toc.w - px(14))
                                        for i in range(len(self.sections))],
                                  on_click=self.go_to)
        self.current = -1
        bw = px(160)
        close = Button((self.panel.right - pad - bw, self.panel.bottom - pad - px(44), bw,
                        px(44)), t("ui.common.close"), self.close, primary=True)
        self.widgets = [widget for widget in (self.list, self.toc, close) if widget is not None]

    def _toc_row(self, index: int, width: int):
        """A contents entry: its title wrapped to the column (a sub-section indented), lit
        when it is the section being read or under the mouse."""
        _, level, title = self.sections[index]
        indent = px(14) if level == 3 else 0
        size = px(theme.FONT_SMALL)
        lines = assets.wrap(title, size, width - indent - px(12), level == 2)
        lh = assets.font(size, level == 2).get_linesize()
        height = lh * len(lines) + px(8)

        def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
            lit = index == self.current
            if lit or rect.collidepoint(pygame.mouse.get_pos()):
                pygame.draw.rect(surface, theme.BUTTON_HOVER if lit else theme.BUTTON,
                                 rect.inflate(0, -px(2)), border_radius=px(5))
            if lit:
                pygame.draw.rect(surface, theme.ACCENT, (rect.x, rect.y + px(3), px(3),
                                                         rect.h - px(6)))
            colour = theme.ACCENT if lit else (theme.TEXT if level == 2 else theme.TEXT_DIM)
            for k, line in enumerate(lines):
                surface.blit(assets.text(line, size, colour, bold=level == 2),
                             (rect.x + px(8) + indent, rect.y + px(4) + k * lh))
        return height, draw

    def go_to(self, index: int) -> None:
        """Show a section from its heading (the last ones as far as the text scrolls)."""
        if self.list is None or not 0 <= index < len(self.sections):
            return
        self.list.offset = min(self.list.max_offset(),
                               self.list.row_top(self.sections[index][0]))
        self._follow()

    def _follow(self) -> None:
        """Light the section being read: the last one whose heading is at or above the top
        of the text (or, scrolled to the end, the last one in view), kept in view in the
        contents."""
        if self.list is None or self.toc is None or not self.sections:
            return
        top = self.list.offset + px(12)
        if self.list.offset >= self.list.max_offset() > 0:  # the end: what is chosen shows
            top = self.list.offset + self.list.rect.h // 3
        current = 0
        for i, (block, _, _) in enumerate(self.sections):
            if self.list.row_top(block) <= top:
                current = i
        if current != self.current:
            self.current = current
            self.toc.show_row(current)

    def handle_event(self, event) -> bool:
        """Widgets first; PageUp/PageDown/Home/End scroll; everything else is swallowed."""
        if Scene.handle_event(self, event):
            return True
        if self.modal_keys(event):
            return True
        if event.type == pygame.KEYDOWN and self.list is not None:
            key = getattr(event, "key", 0)
            page = self.list.rect.h - px(40)
            moves = {pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page, pygame.K_DOWN: px(40),
                     pygame.K_UP: -px(40), pygame.K_HOME: -10**7, pygame.K_END: 10**7}
            if key in moves:
                self.list.scroll(moves[key])
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """Dim, panel, title, the contents' head and the section lit, rules."""
        self.draw_veil(surface)
        theme.draw_panel(surface, self.panel, theme.PANEL_RAISED, alpha=252)
        title = assets.text(t("ui.rules.title", game=self.title), px(theme.FONT_HEADING),
                            theme.ACCENT, bold=True)
        surface.blit(title, (self.panel.x + px(28), self.panel.y + px(22)))
        if self.toc is not None:
            self._follow()
            head = assets.text(t("ui.rules.contents"), px(theme.FONT_SMALL), theme.TEXT_DIM,
                               bold=True)
            surface.blit(head, (self.toc.rect.x + px(8), self.toc.rect.y - px(28)))
            x = self.toc.rect.right + px(12)
            pygame.draw.line(surface, theme.PANEL_BORDER, (x, self.toc.rect.y - px(30)),
                             (x, self.toc.rect.bottom))
        super().draw(surface)
