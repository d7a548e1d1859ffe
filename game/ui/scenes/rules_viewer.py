"""The rules viewer: a game's player rules (`game/<game>/data/rules.<lang>.md`) in a
scrollable overlay. It reads a file and draws; it never touches the match.

The Markdown is parsed by markdown-it-py and drawn by `game.ui.render.markdown`: headings,
paragraphs with bold, emphasis and code, nested lists, quotes, tables and images. The layout
is made once per width, UI scale and language, not every frame.
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


class RulesViewerScene(OverlayScene):
    """A scrollable rules panel over the current screen; Esc or Close leaves."""

    veil_alpha = 175

    def __init__(self, app, game: str, title: str) -> None:
        self.game, self.title = game, title
        self.list: ScrollList | None = None
        super().__init__(app)

    def layout(self, w: int, h: int) -> None:
        """Panel, the rendered rules in a scroll list, a close button."""
        super().layout(w, h)
        offset = self.list.offset if self.list else 0
        self.panel = pygame.Rect(0, 0, min(w - px(40), px(900)), h - px(60))
        self.panel.center = (w // 2, h // 2)
        pad = px(28)
        body = pygame.Rect(self.panel.x + pad, self.panel.y + px(70),
                           self.panel.w - 2 * pad, self.panel.h - px(70) - px(80))
        text = rules_text(self.game, language()) or t("ui.rules.missing")
        rows = markdown.render_all(markdown.parse(text), body.w - px(16),
                                   image_resolver(self.game))
        self.list = ScrollList(body, rows)
        self.list.offset = min(offset, self.list.max_offset())
        bw = px(160)
        self.widgets = [self.list, Button(
            (self.panel.right - pad - bw, self.panel.bottom - pad - px(44), bw, px(44)),
            t("ui.common.close"), self.close, primary=True)]

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
        """Dim, panel, title, rules."""
        self.draw_veil(surface)
        theme.draw_panel(surface, self.panel, theme.PANEL_RAISED, alpha=252)
        title = assets.text(t("ui.rules.title", game=self.title), px(theme.FONT_HEADING),
                            theme.ACCENT, bold=True)
        surface.blit(title, (self.panel.x + px(28), self.panel.y + px(22)))
        super().draw(surface)
