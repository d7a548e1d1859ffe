"""The MOONWAKERS action bar under the board: the prompt sentence and its big buttons.

Buttons are drawn immediate-mode and registered as hits of the table, like the cards, so a
click on a button and a click on a card go through the same path (`handle_table_event`).
"""

from __future__ import annotations

import pygame

from game.ui import assets, theme
from game.ui.theme import px

GOLD = (242, 194, 92)


def draw_bar(table, surface: pygame.Surface, prompt) -> None:
    """Draw the bar for `prompt` and register its buttons."""
    from game.ui.tables.moonwakers import Hit

    r = table.action_rect.inflate(-px(16), -px(10))
    acting = bool(prompt.buttons or prompt.targets)
    theme.draw_panel(surface, r, theme.PANEL, alpha=240)
    if acting:
        pygame.draw.rect(surface, GOLD, r, width=px(2), border_radius=px(10))
    size = px(theme.FONT_BODY)
    lh = assets.font(size, True).get_linesize()
    bh = px(40)
    text_w = r.w - px(28)
    lines = assets.wrap(prompt.text, size, text_w, True)
    room = max(1, (r.h - bh - px(22)) // lh) if prompt.buttons else 3
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = assets.fit(lines[-1] + " …", size, text_w, True)
    y = r.y + px(8)
    for line in lines:
        surface.blit(assets.text(line, size, GOLD if acting else theme.TEXT, bold=True),
                     (r.x + px(14), y))
        y += lh
    if not prompt.buttons:
        if prompt.note:
            img = assets.text(prompt.note, px(theme.FONT_SMALL), theme.TEXT_DIM)
            surface.blit(img, (r.x + px(14), y))
        return
    font = assets.font(size, True)
    widths = [font.size(b.label)[0] + px(32) for b in prompt.buttons]
    gap = px(10)
    avail = r.w - px(28)
    if prompt.note:
        avail -= min(px(260), assets.font(px(theme.FONT_SMALL)).size(prompt.note)[0] + px(16))
    total = sum(widths) + gap * (len(widths) - 1)
    if total > avail:
        k = (avail - gap * (len(widths) - 1)) / max(1, sum(widths))
        widths = [max(px(60), int(w * k)) for w in widths]
    x = r.x + px(14)
    by = r.bottom - bh - px(8)
    for b, w in zip(prompt.buttons, widths, strict=False):
        br = pygame.Rect(x, by, w, bh)
        hover = br.collidepoint(table.mouse) and b.enabled
        if not b.enabled:
            fill, fg = theme.BUTTON_DISABLED, theme.TEXT_DISABLED
        elif b.primary:
            fill, fg = (theme.PRIMARY_HOVER if hover else theme.PRIMARY), (20, 16, 8)
        else:
            fill, fg = (theme.BUTTON_HOVER if hover else theme.BUTTON), theme.TEXT
        pygame.draw.rect(surface, fill, br, border_radius=px(8))
        pygame.draw.rect(surface, theme.ACCENT if hover else theme.PANEL_BORDER, br, width=1,
                         border_radius=px(8))
        label = assets.fit(b.label, size, w - px(12), True)
        img = assets.text(label, size, fg, bold=True)
        surface.blit(img, img.get_rect(center=br.center))
        target = (b.action if b.action is not None else b.on_click) if b.enabled else None
        table.hits.append(Hit(br, ("button", b.label), b.tooltip or b.label, None, target))
        x += w + gap
    if prompt.note:
        size_n = px(theme.FONT_SMALL)
        note_lines = assets.wrap(prompt.note, size_n, r.right - x - px(14))[:2]
        ny = by + (bh - len(note_lines) * assets.font(size_n).get_linesize()) // 2
        for line in note_lines:
            surface.blit(assets.text(line, size_n, theme.TEXT_DIM), (x + px(6), ny))
            ny += assets.font(size_n).get_linesize()
