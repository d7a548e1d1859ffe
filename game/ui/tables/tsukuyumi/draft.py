"""The action-card draft on the Tsukuyumi table (TS-3): the viewer's hand as cards.

While the round's draft is open, a panel over the lower part of the map shows the viewer's
hand, each card with its number and its blue, green and red rows of action icons (TS-30.1);
a click picks it (TS-3.2). Once picked, the chosen card is ringed and the panel says whom the
draft waits for; the picks stay secret until the last one (TS-40.4). Behind a curtain or for a
spectator it shows only who has picked (card backs).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.tsukuyumi.actions import Action
from game.tsukuyumi.cards import action_id
from game.ui import assets, theme
from game.ui.tables.tsukuyumi import art, tips
from game.ui.theme import px

BACKS_GAP = 16  # between a spectator's card backs (unscaled)


def card_size(n: int, width: int) -> tuple[int, int]:
    """A card's size for `n` cards in a row of `width` pixels."""
    gap = px(10)
    w = min(px(112), (width - gap * (n + 1)) // max(1, n))
    w = max(px(56), w)  # six cards fit the panel at 150% (the first was cut at px(70))
    return w, round(w * 1.28)


def _hand(view: Any, seat: int) -> list[int]:
    """The cards the viewer's hand panel shows: the card picked first, then the hand."""
    me = view.seats[seat]
    return ([me.pick] if me.pick else []) + sorted(me.hand or ())


def _panel(table, view: Any, map_rect: pygame.Rect) -> tuple[pygame.Rect, int, int]:
    """(panel, card width, card height) of the draft at the map area's bottom: the viewer's
    hand across the area, or a spectator's row of card backs in the middle."""
    if table.viewer is None:
        n = view.n
        w, h = card_size(n, min(map_rect.w - px(16), px(520)))
        width = n * w + (n + 1) * px(BACKS_GAP)
        return (pygame.Rect(map_rect.centerx - width // 2, map_rect.bottom - h - px(76),
                            width, h + px(70)), w, h)
    w, h = card_size(max(len(_hand(view, table.viewer)), 1), map_rect.w - px(16))
    return (pygame.Rect(map_rect.x + px(8), map_rect.bottom - h - px(54), map_rect.w - px(16),
                        h + px(48)), w, h)


def cover(table, view: Any, width: int) -> int:
    """How much of the map area's bottom the draft panel takes now (0: none), so that the
    board is framed above it: a screenshot review found the hand over the lower third of the
    map while the player chose a card by what stood there."""
    if view.phase != "draft" or view.pending:
        return 0
    panel = _panel(table, view, pygame.Rect(0, 0, width, 0))[0]
    return -panel.y  # the panel and the margin under it, up from the area's bottom (0)


def draw_draft(table, surface: pygame.Surface, view: Any, map_rect: pygame.Rect) -> None:
    """The hand to pick from (or who has picked); not while a prompt is answered after the
    picks are revealed (a module's decision before the white phase, TS-M2.4)."""
    if view.phase != "draft" or view.pending:
        return
    t = table.t
    seat = table.viewer
    if seat is None:
        _draw_backs(table, surface, view, map_rect)
        return
    me = view.seats[seat]
    cards = _hand(view, seat)
    panel, w, h = _panel(table, view, map_rect)
    gap = px(10)
    theme.draw_panel(surface, panel, theme.PANEL, alpha=255)
    table.add_hit(panel, None, lambda: None)
    if me.pick:
        acting = [table.name(s) for s in table.match.to_act()]
        title = t("ts.ui.draft.picked", card=action_id(me.pick), names=", ".join(acting))
    else:
        title = t("ts.ui.draft.choose", round=view.round)
    line, fs = assets.fitted(title, px(theme.FONT_BODY), panel.w - px(20), True)
    surface.blit(assets.text(line, fs, theme.ACCENT, bold=True), (panel.x + px(12),
                                                                   panel.y + px(10)))
    legal = {a.args[0]: a for a in table.options().picks}
    total = len(cards) * w + (len(cards) - 1) * gap
    x = panel.centerx - total // 2
    y = panel.y + px(40)
    for number in cards:
        rect = pygame.Rect(x, y, w, h)
        hover = rect.collidepoint(table.mouse) and number in legal
        state = "picked" if number == me.pick else ("dim" if me.pick else "normal")
        face = art.card_face(number, w, h, state)
        surface.blit(face, rect.move(0, -px(6) if hover else 0))
        if hover:
            pygame.draw.rect(surface, theme.ACCENT, rect.move(0, -px(6)), px(2),
                             border_radius=max(4, w // 12))
        action: Action | None = legal.get(number)
        tip = tips.card_tip(t, number)
        if action is not None:
            tip += "\n" + t("ts.ui.draft.click")
        table.add_hit(rect, tip, action)
        x += w + gap


def _draw_backs(table, surface: pygame.Surface, view: Any, map_rect: pygame.Rect) -> None:
    """Spectator or curtain: each seat's card back, ticked once picked."""
    n = view.n
    panel, w, h = _panel(table, view, map_rect)
    gap = px(BACKS_GAP)
    theme.draw_panel(surface, panel, theme.PANEL, alpha=255)
    title = table.t("ts.ui.draft.watch", round=view.round)
    line, fs = assets.fitted(title, px(theme.FONT_BODY), panel.w - px(20), True)
    surface.blit(assets.text(line, fs, theme.ACCENT, bold=True), (panel.x + px(12),
                                                                   panel.y + px(8)))
    x = panel.x + gap
    for seat in range(n):
        rect = pygame.Rect(x, panel.y + px(36), w, h)
        surface.blit(art.card_back(w, h), rect)
        sv = view.seats[seat]
        mark = "✓" if sv.picked else "…"
        name = assets.fit(f"{table.name(seat)} {mark}", px(13), w + gap, True)
        img = assets.text(name, px(13), theme.TEXT, bold=True)
        surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.bottom + px(4))))
        x += w + gap


__all__ = ["card_size", "cover", "draw_draft"]
