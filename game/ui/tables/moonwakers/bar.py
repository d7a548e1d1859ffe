"""The MOONWAKERS action bar under the board: the prompt sentence and its buttons, compact.

The sentence sits on the left (one or two lines, a smaller size when it is long, the
acquisition note under it) and the buttons on the right of the same strip, so the bar stays
one button high and the board gets the rest. Buttons are drawn immediate-mode and registered
as hits of the table, like the cards, so a click on a button and a click on a card go through
the same path (`handle_table_event`).
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.ui import assets, theme
from game.ui.theme import px

BAR_H = 70          # logical px of the whole bar strip (see `MoonwakersTable.layout_table`)
BUTTON_H = 38


BUTTON_SIZES = (theme.FONT_BODY, theme.FONT_SMALL, theme.FONT_SMALL - 2, theme.FONT_SMALL - 3)
"""The buttons' type sizes, largest first (logical px)."""


def _button_widths(prompt, avail: int, first: int = 0) -> tuple[list[int], int]:
    """(widths, font size) of the buttons: the largest type (from `BUTTON_SIZES[first]`) at
    which every label fits whole (six seats offer up to six duel targets), else the smallest
    type, squeezed."""
    gap = px(8)
    for size in [px(s) for s in BUTTON_SIZES[first:]]:
        font = assets.font(size, True)
        widths = [font.size(b.label)[0] + px(20 if size < px(theme.FONT_BODY) else 28)
                  for b in prompt.buttons]
        if sum(widths) + gap * max(0, len(widths) - 1) <= avail:
            return widths, size
    k = (avail - gap * (len(widths) - 1)) / max(1, sum(widths))
    return [max(px(60), int(w * k)) for w in widths], size


TEXT_SIZES = (theme.FONT_BODY, theme.FONT_SMALL, theme.FONT_SMALL - 1, theme.FONT_SMALL - 2,
              theme.FONT_SMALL - 3, theme.FONT_SMALL - 4)
"""The sentence's type sizes, largest first (logical px); its note is a step smaller."""


def _block_at(prompt, size: int, width: int) -> tuple[list[str], list[str], int, int]:
    """(lines, notes, note size, height) of the sentence at `size` and its note."""
    lh = assets.font(size, True).get_linesize()
    note_size = min(px(theme.FONT_SMALL - 1), size) if prompt.note else 0
    nlh = assets.font(note_size).get_linesize() if note_size else 0
    lines = assets.wrap(prompt.text, size, width, True)
    notes = assets.wrap(prompt.note, note_size, width) if prompt.note else []
    return lines, notes, note_size, len(lines) * lh + len(notes) * nlh


def _whole(prompt, width: int, height: int) -> bool:
    """Whether the sentence and its note fit `width` x `height` whole at some size."""
    return any(_block_at(prompt, px(s), width)[3] <= height for s in TEXT_SIZES)


def _text_block(prompt, width: int, height: int, acting: bool):
    """(lines, size, notes, note size) of the sentence and its note (the acquisition's "valid
    payment" line): the largest type at which both fit whole in `height`, the note a step
    smaller. Only at the smallest type is anything cut: the note keeps at least one line, the
    sentence the lines left, and a cut line ends in an ellipsis. (The note used to be cut to
    its first line at any size: "spend only cards that are" lost its "needed".)"""
    for size in [px(s) for s in TEXT_SIZES]:
        lines, notes, note_size, used = _block_at(prompt, size, width)
        if used <= height:
            return lines, size, notes, note_size
    lh = assets.font(size, True).get_linesize()
    nlh = assets.font(note_size).get_linesize() if note_size else 0
    kept = min(len(notes), max(1, (height - lh) // max(1, nlh))) if notes else 0
    if kept < len(notes):
        notes = notes[:kept]
        notes[-1] = assets.fit(notes[-1] + " …", note_size, width)
    room = max(1, (height - kept * nlh) // lh)
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = assets.fit(lines[-1] + " …", size, width, True)
    return lines, size, notes, note_size


def _labelled(prompt, r: pygame.Rect, share: float):
    """(prompt, its layout): the whole labels; else, where they would be drawn under the
    small type or cut, the labels without their asides (« EXPLORER (la retourner) » at 150%
    in French was drawn at 11 px), then the short ones (`Choice.short`: « Duel avec Selene »
    → « Selene » when three duels, a pass and a SCAN card share the bar); the whole label
    goes to the tooltip. The sentence says the same."""
    def shortened(short) -> object:
        return replace(prompt, buttons=[
            replace(b, label=short(b), tooltip=b.tooltip or b.label) if short(b) != b.label
            else b for b in prompt.buttons])

    def variants():  # built only when the one before does not do
        yield prompt
        if any(" (" in b.label for b in prompt.buttons):
            yield shortened(lambda b: _short(b.label))
        if any(b.short for b in prompt.buttons):
            yield shortened(lambda b: b.short or _short(b.label))

    def fits(v, layout) -> bool:
        widths, size, text_w = layout
        font = assets.font(size, True)
        return (all(font.size(b.label)[0] <= w - px(10) for b, w in zip(
            v.buttons, widths, strict=True)) and _whole(v, text_w, r.h - px(4)))

    tried = []
    for v in variants():
        layout = _buttons_and_text(v, r, share)
        if fits(v, layout) and layout[1] >= px(theme.FONT_SMALL):
            return v, layout
        tried.append((v, layout))
    good = [(v, lay) for v, lay in tried if fits(v, lay)]
    return max(good, key=lambda g: g[1][1], default=tried[-1])


def _short(label: str) -> str:
    """A button's label without its closing aside: « EXPLORER (la retourner) » → EXPLORER."""
    head, _, tail = label.rpartition(" (")
    return head if head and tail.endswith(")") else label


def _buttons_and_text(prompt, r: pygame.Rect, share: float) -> tuple[list[int], int, int]:
    """(button widths, their type size, the sentence's width): the largest button type that
    leaves the sentence whole; the buttons step down before the sentence is cut (at 150% in
    French « …pour 5N 3P. Clique s… » lost its end beside « Passer (ne rien réclamer) » at
    full size)."""
    gap = px(8)
    for first in range(len(BUTTON_SIZES)):
        widths, size = _button_widths(prompt, int(r.w * share), first)
        text_w = r.w - px(24) - (sum(widths) + gap * (len(widths) - 1) + px(12))
        if _whole(prompt, text_w, r.h - px(4)):
            break
    return widths, size, text_w  # else the smallest buttons: the least of the text is cut


def draw_bar(table, surface: pygame.Surface, prompt) -> None:
    """Draw the bar for `prompt` and register its buttons."""
    from game.ui.tables.moonwakers.table import Hit

    r = table.action_rect.inflate(-px(12), -px(8))
    acting = bool(prompt.buttons or prompt.targets)
    theme.draw_panel(surface, r, theme.PANEL, alpha=240)
    if acting:
        pygame.draw.rect(surface, theme.ACCENT, r, width=px(2), border_radius=px(10))
    bh = min(px(BUTTON_H), r.h - px(8))
    gap = px(8)
    # Many buttons get more of the strip; the sentence then wraps at a smaller size.
    share = 0.58 if len(prompt.buttons) < 5 else 0.68
    if prompt.buttons:
        prompt, (widths, size, text_w) = _labelled(prompt, r, share)
    else:
        widths, size, text_w = [], px(theme.FONT_BODY), r.w - px(24)
    buttons_w = sum(widths) + gap * max(0, len(widths) - 1)
    lines, tsize, notes, nsize = _text_block(prompt, text_w, r.h - px(4), acting)
    lh = assets.font(tsize, True).get_linesize()
    nlh = assets.font(nsize).get_linesize() if notes else 0
    y = r.centery - (len(lines) * lh + len(notes) * nlh) // 2
    for line in lines:
        surface.blit(assets.text(line, tsize, theme.ACCENT if acting else theme.TEXT, bold=True),
                     (r.x + px(12), y))
        y += lh
    for line in notes:
        surface.blit(assets.text(line, nsize, theme.TEXT_DIM), (r.x + px(12), y))
        y += nlh
    if any(line.endswith("…") for line in lines + notes):  # cut: the whole text on hover
        whole = prompt.text + ("\n" + prompt.note if prompt.note else "")
        table.hits.append(Hit(pygame.Rect(r.x, r.y, text_w + px(12), r.h), ("bar", "text"),
                              whole))
    x = r.right - px(10) - buttons_w
    by = r.centery - bh // 2
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
        label, bsize = assets.fitted(b.label, size, w - px(10), True)
        img = assets.text(label, bsize, fg, bold=True)
        surface.blit(img, img.get_rect(center=br.center))
        target = (b.action if b.action is not None else b.on_click) if b.enabled else None
        table.hits.append(Hit(br, ("button", b.label), b.tooltip or b.label, None, target))
        x += w + gap
