"""Where the cards of a seat's row (its hand, its mapped cards) go, and the row's "+N" chip.

A row overlaps its cards as a fan, each covered card keeping a visible edge of at least
`min_edge` pixels: room for the element chips drawn there (`seat._strip`) and a click. A row
that cannot keep that edge for every card shows its cards a page at a time (pages of even
size), with a chip at its end: "+N" for the cards on the other pages, a dot per page, the
list of those cards on hover, and the next page on a click. (At 6 seats the rows are about
five cards wide: a 14-card hand used to overlap into 15 px slivers, unreadable and
unclickable.)

The page shown per row is kept by the table (`MoonwakersTable.row_pages`), and each card
not shown lends the chip's rect to the slides (`MoonwakersTable.stand_ins`), so a card
explored into a hidden page still flies to its row.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.moonwakers.engine import label as card_label
from game.ui import assets, theme
from game.ui.theme import px

MIN_EDGE = 22
"""The narrowest visible edge of an overlapped card at the default window, in px. The seat
cards scale with the board, not with the interface (at 150 % the board, so the cards, get
smaller), so the edge follows the card: half of it on a larger board."""


def min_edge(card_w: int) -> int:
    """The narrowest visible edge of an overlapped card `card_w` wide."""
    return max(MIN_EDGE, card_w // 2)


def row_positions(rect: pygame.Rect, count: int, card_w: int) -> list[int]:
    """Left x of `count` cards laid left to right in `rect`, overlapping when needed."""
    if count <= 0:
        return []
    gap = px(4)
    step = card_w + gap
    if count > 1 and step * (count - 1) + card_w > rect.w:
        step = max(px(8), (rect.w - card_w) // (count - 1))
    return [rect.x + i * step for i in range(count)]


def capacity(width: int, card_w: int) -> int:
    """How many cards `width` holds, each covered one keeping its `min_edge` (one at least)."""
    return 1 + max(0, width - card_w) // min_edge(card_w)


@dataclass
class RowLayout:
    """The cards a row draws (`shown`, left to right, at `xs`) and its chip, when paged."""

    shown: list[int]
    xs: list[int]
    page: int = 0
    pages: int = 1
    chip: pygame.Rect | None = None
    hidden: list[int] = field(default_factory=list)
    chip_px: int = 0  # type size of the chip's "+N"

    @property
    def step(self) -> int:
        """Distance between two shown cards (the visible edge of a covered one)."""
        return self.xs[1] - self.xs[0] if len(self.xs) > 1 else 0


def chip_width(count: int, card_w: int) -> int:
    """The chip's width: its widest possible label "+N", and never under `min_edge`."""
    label = assets.font(chip_px(card_w), True).size(f"+{count}")[0]
    return max(min_edge(card_w), label + px(4))


def chip_px(card_w: int) -> int:
    """Type size of the chip's "+N": it follows the card (map geometry, which shrinks at a
    larger interface scale), as the name plates do, so the chip never eats a card's room."""
    return max(11, min(px(theme.FONT_SMALL) - px(2), round(card_w * 0.3)))


def layout_row(area: pygame.Rect, count: int, size: tuple[int, int], page: int) -> RowLayout:
    """The cards of a `count`-card row drawn in `area` on `page` (wrapped to the pages)."""
    card_w, card_h = size
    if count <= capacity(area.w, card_w):
        return RowLayout(list(range(count)), row_positions(area, count, card_w))
    gap = px(4)
    chip_w = chip_width(count, card_w)
    room = pygame.Rect(area.x, area.y, area.w - chip_w - gap, area.h)
    per_page = capacity(room.w, card_w)
    pages = math.ceil(count / per_page)
    per = math.ceil(count / pages)  # even pages: 7 + 7 reads better than 9 + 5
    page %= pages
    shown = list(range(page * per, min(count, (page + 1) * per)))
    chip = pygame.Rect(area.right - chip_w, area.y, chip_w, card_h)
    return RowLayout(shown, row_positions(room, len(shown), card_w), page, pages, chip,
                     [i for i in range(count) if i not in shown], chip_px(card_w))


def draw_chip(table, surface: pygame.Surface, layout: RowLayout, where: str, seat: int,
              cvs, prompt) -> None:
    """The "+N" chip of a paged row: a click shows the next page, hovering lists the cards
    on the other pages; it glows like a card when one of them is a target of the prompt."""
    chip = layout.chip
    if chip is None:
        return
    keys = [(where, seat, i) for i in layout.hidden]
    for key in keys:  # a slide towards a card not shown lands on the chip
        table.stand_ins[key] = chip
    raised = any(k in prompt.raised for k in keys)
    target = any(k in prompt.targets for k in keys) and not prompt.quiet
    if raised or target:
        from game.ui.tables.moonwakers.table import TARGET
        pygame.draw.rect(surface, theme.ACCENT if raised else TARGET,
                         chip.inflate(px(8), px(8)), width=px(3), border_radius=px(7))
    theme.draw_panel(surface, chip, theme.PANEL_RAISED, alpha=240)
    hover = chip.collidepoint(table.mouse)
    pygame.draw.rect(surface, (255, 255, 255) if hover else theme.ACCENT, chip,
                     width=px(2) if hover else 1, border_radius=px(6))
    img = assets.text(f"+{len(layout.hidden)}", layout.chip_px, theme.ACCENT, bold=True)
    surface.blit(img, img.get_rect(center=(chip.centerx, chip.centery - chip.h // 6)))
    # one dot per page, the shown one filled: where the chip takes you
    r = max(2, px(2))
    span = (layout.pages - 1) * r * 3
    y = chip.centery + chip.h // 4
    for p in range(layout.pages):
        c = (chip.centerx - span // 2 + p * r * 3, y)
        pygame.draw.circle(surface, theme.TEXT if p == layout.page else theme.TEXT_DIM, c, r,
                           0 if p == layout.page else 1)
    tip = chip_tip(table, layout, where, seat, cvs)
    table.hits.append(_hit(chip, tip, ("more", where, seat),
                           lambda: table.turn_row_page(where, seat)))


def chip_tip(table, layout: RowLayout, where: str, seat: int, cvs) -> str:
    """"Ana's hand: 7 more cards (page 1 of 2)", one line per card on the other pages, and
    what a click does."""
    t = table.t
    lines = [t(f"ui.moonwakers.more.{where}", name=table.name(seat), count=len(layout.hidden),
               page=layout.page + 1, pages=layout.pages)]
    for i in layout.hidden:
        cv = cvs[i]
        terrain = f"{t(f'mw.biome.{cv.biome}')} {cv.element}"
        known = where == "hand" and cv.id >= 0  # a mapped card shows its terrain face
        lines.append(f"• {card_label(cv.id)}" if known else f"• {terrain}")
    lines.append(t("ui.moonwakers.more.click"))  # a newcomer sees no other hint of paging
    return "\n".join(lines)


def _hit(rect, tip, key, action):
    from game.ui.tables.moonwakers.table import Hit
    return Hit(rect, key, tip, None, action)
