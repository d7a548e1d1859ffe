"""The rules viewer: a game's player rules (`game/<game>/data/rules.<lang>.md`) in a
scrollable overlay. It reads a file and draws; it never touches the match.

Markdown subset: `#`, `##`, `###` headings, paragraphs, `- ` bullets, `1. ` numbered items,
`**bold**` and `*emphasis*` (shown dimmed; the shipped fonts have no italic).
"""

from __future__ import annotations

import re

import pygame

from game.ui import assets, theme
from game.ui.i18n import language, t
from game.ui.scene import OverlayScene, Scene
from game.ui.theme import px
from game.ui.widgets.base import Button
from game.ui.widgets.scroll import ScrollList

_INLINE = re.compile(r"\*\*(.+?)\*\*|\*(.+?)\*")


def rules_text(game: str, lang: str) -> str | None:
    """The rules Markdown for a game in a language (English as fallback), or None."""
    for code in (lang, "en", "fr"):
        file = assets.game_path(game, "data", f"rules.{code}.md")
        try:
            return file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
    return None


def parse_blocks(markdown: str) -> list[tuple[str, str]]:
    """Markdown → [(kind, text)] with kind in h1, h2, h3, p, li, li2 (nested), ol (numbered
    items keep their number in the text)."""
    blocks: list[tuple[str, str]] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            blocks.append(("p", " ".join(para)))
            para.clear()

    for raw in markdown.splitlines():
        line = raw.strip()
        if not line:
            flush()
            continue
        m = re.match(r"^(#{1,3})\s+(.*)$", line)
        if m:
            flush()
            blocks.append((f"h{len(m.group(1))}", m.group(2).strip()))
        elif line.startswith(("- ", "* ")):
            flush()
            nested = raw.startswith("  ") and blocks and blocks[-1][0] in ("ol", "li", "li2")
            blocks.append(("li2" if nested else "li", line[2:].strip()))
        elif re.match(r"^\d+[.)]\s", line):
            flush()
            blocks.append(("ol", line))
        elif blocks and blocks[-1][0] in ("li", "li2", "ol") and raw.startswith("  ") \
                and not para:
            blocks[-1] = (blocks[-1][0], blocks[-1][1] + " " + line)
        else:
            para.append(line)
    flush()
    return blocks


def _tokens(text: str) -> list[tuple[str, str, bool]]:
    """(word, style, glued) with style in plain/bold/em; glued = no space before it."""
    out: list[tuple[str, str, bool]] = []
    pos = 0
    pending_space = False

    def add(segment: str, style: str) -> None:
        nonlocal pending_space
        if not segment:
            return
        words = segment.split()
        for k, word in enumerate(words):
            glued = bool(out) and k == 0 and not segment[0].isspace() and not pending_space
            out.append((word, style, glued))
        pending_space = segment[-1].isspace()

    for m in _INLINE.finditer(text):
        add(text[pos:m.start()], "plain")
        add(m.group(1) or m.group(2) or "", "bold" if m.group(1) else "em")
        pos = m.end()
    add(text[pos:], "plain")
    return out


def render_block(kind: str, text: str, width: int) -> pygame.Surface:
    """One block as a transparent surface `width` wide."""
    sizes = {"h1": theme.FONT_TITLE, "h2": theme.FONT_HEADING, "h3": theme.FONT_LARGE}
    size = px(sizes.get(kind, theme.FONT_BODY))
    heading = kind.startswith("h")
    colour = theme.ACCENT if kind in ("h1", "h2") else theme.TEXT
    indent = {"li": px(26), "ol": px(26), "li2": px(52)}.get(kind, 0)
    space = assets.font(size).size(" ")[0]
    lines: list[list[tuple[str, str, bool]]] = [[]]
    x = 0
    for word, style, glued in _tokens(text):
        bold = style == "bold" or heading
        wlen = assets.font(size, bold).size(word)[0]
        gap = 0 if glued or not lines[-1] else space
        if lines[-1] and x + gap + wlen > width - indent:
            lines.append([])
            x, gap, glued = 0, 0, False
        x += gap + wlen
        lines[-1].append((word, style, glued))
    line_h = assets.font(size).get_linesize()
    top = px(14) if heading else px(4)
    surf = pygame.Surface((width, top + line_h * len(lines) + px(6)), pygame.SRCALPHA)
    if kind in ("li", "li2"):
        pygame.draw.circle(surf, theme.ACCENT, (indent - px(16), top + line_h // 2 + 1), px(3))
    y = top
    for n, line in enumerate(lines):
        x = indent
        for i, (word, style, glued) in enumerate(line):
            if kind == "ol" and n == 0 and i == 0:  # the item number hangs in the margin
                surf.blit(assets.text(word, size, theme.ACCENT, bold=True), (0, y))
                continue
            bold = style == "bold" or heading
            if x > indent and not glued:
                x += space
            fg = theme.TEXT_DIM if style == "em" and not heading else colour
            img = assets.text(word, size, fg, bold=bold)
            surf.blit(img, (x, y))
            x += img.get_width()
        y += line_h
    if kind == "h1":
        pygame.draw.line(surf, theme.ACCENT_DARK, (0, surf.get_height() - 2),
                         (width, surf.get_height() - 2))
    return surf


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
        text = rules_text(self.game, language())
        blocks = parse_blocks(text) if text else [("p", t("ui.rules.missing"))]
        inner = body.w - px(16)
        rows = [render_block(kind, content, inner) for kind, content in blocks]
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
