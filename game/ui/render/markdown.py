"""Rules Markdown → pygame surfaces: parsed by markdown-it-py, drawn here.

markdown-it-py (pure Python, CommonMark plus the table extension) turns the text into a
token stream; this module folds the tokens into a few block kinds and renders each block as
one transparent surface for the rules viewer's scroll list:

* headings 1-3, paragraphs with **bold**, *emphasis* (slanted), `code` and links (as text);
* bullet and numbered lists, nested to any depth (each level indents);
* block quotes (a bar in the margin), horizontal rules, fenced code (monospace);
* tables with columns sized to their content and wrapped cells, header row shaded;
* images (`![alt](file.png)`, relative to the rules file), scaled to the width; a missing or
  unreadable image shows its alt text in a frame, never an error.

A document that is not valid Markdown still renders as text: markdown-it never rejects input.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pygame
from markdown_it import MarkdownIt

from game.ui import assets, theme
from game.ui.theme import px

_MD = MarkdownIt("commonmark", {"html": False}).enable("table")


@dataclass(frozen=True)
class Run:
    """A piece of inline text and its style."""

    text: str
    bold: bool = False
    em: bool = False
    code: bool = False


@dataclass
class Block:
    """One rendered unit: heading, para, hr, code, image or table.

    `depth` is the list/quote nesting (indent), `marker` the list bullet ("•") or number
    ("3.") shown in the margin of a list item's first paragraph.
    """

    kind: str
    runs: list[Run] = field(default_factory=list)
    level: int = 0
    depth: int = 0
    quote: int = 0
    marker: str = ""
    rows: list[list[list[Run]]] = field(default_factory=list)  # tables: rows of cells
    src: str = ""


def _inline(children) -> list[Run]:
    """Inline tokens → runs (images are handled by the caller)."""
    runs: list[Run] = []
    bold = em = 0
    for tok in children or ():
        kind = tok.type
        if kind == "strong_open":
            bold += 1
        elif kind == "strong_close":
            bold -= 1
        elif kind == "em_open":
            em += 1
        elif kind == "em_close":
            em -= 1
        elif kind == "text":
            runs.append(Run(tok.content, bold > 0, em > 0))
        elif kind == "code_inline":
            runs.append(Run(tok.content, bold > 0, em > 0, code=True))
        elif kind in ("softbreak", "hardbreak"):
            runs.append(Run(" " if kind == "softbreak" else "\n", bold > 0, em > 0))
        elif kind == "image":
            runs.append(Run(tok.content or tok.attrs.get("alt", "") or "", bold > 0, True))
    return runs


def parse(markdown: str) -> list[Block]:
    """Markdown text → blocks, in reading order."""
    tokens = _MD.parse(markdown or "")
    blocks: list[Block] = []
    lists: list[list[int]] = []  # per open list: [next number] (0 = bullets)
    quote = 0
    marker = ""
    heading = 0
    table: list[list[list[Run]]] | None = None
    row: list[list[Run]] | None = None
    for tok in tokens:
        kind = tok.type
        if kind == "bullet_list_open":
            lists.append([0])
        elif kind == "ordered_list_open":
            lists.append([int(tok.attrs.get("start", 1) or 1)])
        elif kind in ("bullet_list_close", "ordered_list_close"):
            lists.pop()
        elif kind == "list_item_open":
            counter = lists[-1] if lists else [0]
            if counter[0]:
                marker = f"{counter[0]}."
                counter[0] += 1
            else:
                marker = "•"
        elif kind == "blockquote_open":
            quote += 1
        elif kind == "blockquote_close":
            quote -= 1
        elif kind == "heading_open":
            heading = int(tok.tag[1:])
        elif kind == "heading_close":
            heading = 0
        elif kind == "hr":
            blocks.append(Block("hr", depth=len(lists), quote=quote))
        elif kind in ("fence", "code_block"):
            blocks.append(Block("code", [Run(tok.content.rstrip("\n"), code=True)],
                                depth=len(lists), quote=quote))
        elif kind == "table_open":
            table = []
        elif kind == "table_close" and table is not None:
            blocks.append(Block("table", rows=table, depth=len(lists), quote=quote))
            table = None
        elif kind == "tr_open":
            row = []
        elif kind == "tr_close" and table is not None and row is not None:
            table.append(row)
            row = None
        elif kind == "inline":
            children = tok.children or []
            if row is not None:
                row.append(_inline(children))
                continue
            images = [c for c in children if c.type == "image"]
            if images and all(c.type == "image" or (c.type == "text" and not c.content.strip())
                              or c.type == "softbreak" for c in children):
                for img in images:  # a paragraph that is only images: figures
                    blocks.append(Block("image", [Run(img.content)], depth=len(lists),
                                        quote=quote, src=str(img.attrs.get("src", ""))))
                continue
            if heading:
                blocks.append(Block("heading", _inline(children), level=heading))
            else:
                blocks.append(Block("para", _inline(children), depth=len(lists),
                                    quote=quote, marker=marker))
                marker = ""
    return blocks


# --------------------------------------------------------------------------- drawing


def _font(size: int, run: Run, heading: bool) -> pygame.font.Font:
    return _styled(size, run.bold or heading, run.em, run.code)


_slanted: dict[tuple[int, bool, bool], pygame.font.Font] = {}


def _styled(size: int, bold: bool, em: bool, code: bool) -> pygame.font.Font:
    """A font object per style; emphasis is the face's slanted rendering (the shipped DejaVu
    faces have no italic file). Slanted faces live for one `render_all` (pygame may have
    been re-initialised between two layouts)."""
    base = assets.font(size, bold=bold and not code, mono=code)
    if not em:
        return base
    key = (size, bold and not code, code)
    font = _slanted.get(key)
    if font is None:
        font = pygame.font.Font(str(assets.font_path(bold and not code, code)), size)
        font.italic = True
        _slanted[key] = font
    return font


def render_all(blocks: list[Block], width: int,
               resolve: Callable[[str], Path | None] = lambda s: None) -> list[pygame.Surface]:
    """Every block rendered at `width` (one layout of the rules viewer)."""
    _slanted.clear()
    try:
        return [render(b, width, resolve) for b in blocks]
    finally:
        _slanted.clear()


def _words(runs: list[Run]) -> list[tuple[str, Run, bool]]:
    """(word, run, glued-to-previous) for wrapping; "\n" words force a line break."""
    out: list[tuple[str, Run, bool]] = []
    space_before = False
    for run in runs:
        if not run.text:
            continue  # markdown-it emits empty text around emphasis: no word, no break
        if run.text == "\n":
            out.append(("\n", run, False))
            space_before = False
            continue
        parts = run.text.split(" ")
        for k, part in enumerate(parts):
            if part:
                out.append((part, run, bool(out) and k == 0 and not space_before))
            space_before = True if k < len(parts) - 1 else False
        if run.text.endswith(" "):
            space_before = True
    return out


def layout_runs(runs: list[Run], size: int, width: int, heading: bool = False
                ) -> list[list[tuple[str, Run, int]]]:
    """Wrap runs into lines of (word, run, x)."""
    lines: list[list[tuple[str, Run, int]]] = [[]]
    x = 0
    for word, run, glued in _words(runs):
        if word == "\n":
            lines.append([])
            x = 0
            continue
        # Advance by the upright face's metrics: a slanted word's box is wider than its step.
        f = _styled(size, run.bold or heading, False, run.code)
        w = f.size(word)[0]
        gap = 0 if glued or not lines[-1] else f.size(" ")[0]
        if lines[-1] and x + gap + w > width:
            lines.append([])
            x, gap = 0, 0
        lines[-1].append((word, run, x + gap))
        x += gap + w
    return lines


def draw_runs(runs: list[Run], size: int, width: int, colour, heading: bool = False
              ) -> pygame.Surface:
    """Runs wrapped to `width`, on a transparent surface."""
    lines = layout_runs(runs, size, width, heading)
    line_h = assets.font(size).get_linesize()
    surf = pygame.Surface((max(1, width), line_h * len(lines)), pygame.SRCALPHA)
    for n, line in enumerate(lines):
        for word, run, x in line:
            fg = theme.TEXT_DIM if run.em and not heading else colour
            if run.code:
                fg = (196, 214, 255)
            img = _font(size, run, heading).render(word, True, fg)
            if run.code:
                pygame.draw.rect(surf, (30, 38, 78), img.get_rect(topleft=(x, n * line_h))
                                 .inflate(px(4), 0), border_radius=px(3))
            surf.blit(img, (x, n * line_h))
    return surf


def natural_width(runs: list[Run], size: int) -> int:
    """Width of the runs on one line."""
    return sum(_font(size, r, False).size(r.text)[0] for r in runs if r.text != "\n")


def _table(block: Block, width: int) -> pygame.Surface:
    size = px(theme.FONT_SMALL + 1)
    n_cols = max((len(r) for r in block.rows), default=0)
    if not n_cols:
        return pygame.Surface((1, 1), pygame.SRCALPHA)
    pad = px(8)
    natural = [max((natural_width(r[c], size) if c < len(r) else 0) for r in block.rows)
               + 2 * pad for c in range(n_cols)]
    minimum = [min(n, px(70)) for n in natural]
    if sum(natural) <= width:
        cols = natural
    else:  # share the room: narrow columns keep their width, wide ones wrap
        cols = list(minimum)
        spare = width - sum(cols)
        wants = [n - m for n, m in zip(natural, minimum, strict=True)]
        total = sum(wants) or 1
        cols = [c + max(0, spare) * w // total for c, w in zip(cols, wants, strict=True)]
    cells = [[draw_runs(r[c] if c < len(r) else [], size, cols[c] - 2 * pad, theme.TEXT,
                        heading=(i == 0)) for c in range(n_cols)]
             for i, r in enumerate(block.rows)]
    heights = [max(s.get_height() for s in row) + 2 * px(5) for row in cells]
    table_w = sum(cols)
    surf = pygame.Surface((width, sum(heights) + 2), pygame.SRCALPHA)
    y = 0
    for i, row in enumerate(cells):
        rect = pygame.Rect(0, y, table_w, heights[i])
        fill = (46, 56, 104) if i == 0 else ((24, 30, 62) if i % 2 else (30, 37, 74))
        pygame.draw.rect(surf, fill, rect)
        x = 0
        for c, img in enumerate(row):
            surf.blit(img, (x + pad, y + px(5)))
            x += cols[c]
            if c < n_cols - 1:
                pygame.draw.line(surf, theme.PANEL_BORDER, (x, y), (x, y + heights[i]))
        y += heights[i]
    pygame.draw.rect(surf, theme.PANEL_BORDER, (0, 0, table_w, y), 1)
    return surf


def _image(block: Block, width: int, resolve: Callable[[str], Path | None]) -> pygame.Surface:
    alt = " ".join(r.text for r in block.runs) or block.src
    path = resolve(block.src) if block.src else None
    try:
        if path is None:
            raise FileNotFoundError(block.src)
        img = pygame.image.load(str(path))
        if img.get_width() > width:
            img = pygame.transform.smoothscale(
                img, (width, max(1, img.get_height() * width // img.get_width())))
        return img
    except (OSError, pygame.error, ValueError):  # missing or unreadable: the alt text
        size = px(theme.FONT_SMALL)
        text = draw_runs([Run(alt or "?", em=True)], size, width - px(24), theme.TEXT_DIM)
        surf = pygame.Surface((width, text.get_height() + px(20)), pygame.SRCALPHA)
        pygame.draw.rect(surf, theme.PANEL_BORDER, surf.get_rect(), 1, border_radius=px(6))
        surf.blit(text, (px(12), px(10)))
        return surf


def render(block: Block, width: int, resolve: Callable[[str], Path | None] = lambda s: None
           ) -> pygame.Surface:
    """One block as a transparent surface `width` wide (margins included)."""
    indent = px(26) * block.depth + px(18) * block.quote
    inner = max(px(60), width - indent)
    top = px(4)
    if block.kind == "heading":
        size = px({1: theme.FONT_TITLE, 2: theme.FONT_HEADING}.get(block.level, theme.FONT_LARGE))
        colour = theme.ACCENT if block.level <= 2 else theme.TEXT
        body = draw_runs(block.runs, size, width, colour, heading=True)
        top = px(14)
        surf = pygame.Surface((width, top + body.get_height() + px(8)), pygame.SRCALPHA)
        surf.blit(body, (0, top))
        if block.level == 1:
            pygame.draw.line(surf, theme.ACCENT_DARK, (0, surf.get_height() - 2),
                             (width, surf.get_height() - 2))
        return surf
    if block.kind == "hr":
        surf = pygame.Surface((width, px(18)), pygame.SRCALPHA)
        pygame.draw.line(surf, theme.PANEL_BORDER, (indent, px(9)), (width, px(9)))
        return surf
    if block.kind == "table":
        body = _table(block, inner)
    elif block.kind == "image":
        body = _image(block, inner, resolve)
    elif block.kind == "code":
        body = draw_runs(block.runs, px(theme.FONT_SMALL), inner, theme.TEXT)
    else:
        body = draw_runs(block.runs, px(theme.FONT_BODY), inner, theme.TEXT)
    surf = pygame.Surface((width, top + body.get_height() + px(6)), pygame.SRCALPHA)
    surf.blit(body, (indent, top))
    if block.marker:
        size = px(theme.FONT_BODY)
        img = assets.text(block.marker, size, theme.ACCENT, bold=True)
        surf.blit(img, (indent - img.get_width() - px(8), top))
    for q in range(block.quote):
        x = px(26) * block.depth + px(18) * q + px(4)
        pygame.draw.line(surf, theme.ACCENT_DARK, (x, 0), (x, surf.get_height()), px(3))
    return surf
