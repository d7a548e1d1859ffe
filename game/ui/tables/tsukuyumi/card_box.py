"""The viewer's action card at the left of Tsukuyumi's action bar (TS-3, TS-4): its number,
its icons for the phase still unused in the viewer's turn (else the card's icons for the
phase), each with its tooltip; with none, a short word says why (white phase, the last action
under way, all used, none in this phase) where a dash used to read as a placeholder (stop-65
screenshot review)."""

from __future__ import annotations

from typing import Any

import pygame

from game.tsukuyumi.cards import action_id
from game.ui import assets, theme
from game.ui.tables.tsukuyumi import art, tips
from game.ui.theme import px


def shows_card(table, view: Any) -> bool:
    """Does the bar show the viewer's action card (a card picked, a phase that has one)?"""
    seat = table.viewer
    return (seat is not None and view.phase in ("blue", "green", "red", "white")
            and bool(view.seats[seat].pick))


def draw_card_box(table, surface: pygame.Surface, view: Any, inner: pygame.Rect) -> None:
    """The viewer's action card for this phase: its icons still unused in the viewer's turn,
    else the card's icons for the phase."""
    if not shows_card(table, view):
        return
    seat = table.viewer
    me = view.seats[seat]
    w = px(74)
    box = pygame.Rect(inner.x, inner.y, w, inner.h)
    pygame.draw.rect(surface, (30, 34, 60), box, border_radius=px(8))
    pygame.draw.rect(surface, art.PHASE_COLOURS[view.phase], box, px(2), border_radius=px(8))
    head = assets.text(action_id(me.pick), px(theme.FONT_SMALL), theme.TEXT, bold=True)
    surface.blit(head, head.get_rect(midtop=(box.centerx, box.y + px(3))))
    table.add_hit(box, tips.card_tip(table.t, me.pick))
    turn = view.turn
    if turn is not None and turn.seat == seat:
        codes = tuple(turn.left)
    elif view.phase == "white":
        codes = ()
    else:
        from game.tsukuyumi.round import action_card

        codes = action_card(me.pick).phase(view.phase)
    icon_area = pygame.Rect(box.x, box.y + px(22), box.w, box.h - px(24))
    r = max(px(7), min(px(11), icon_area.h // 3))
    if len(codes) > 2:
        r = min(r, (box.w - px(6)) // (3 * len(codes)) + px(1))
    if not codes:  # words, not a dash (it read as a placeholder), and why on hover
        if view.phase == "white":
            word, tip = "ts.ui.card.white", "ts.ui.tip.card_white"
        else:
            mine = turn is not None and turn.seat == seat
            # the last action still running (a Production's PP, a Movement's steps): its
            # icon is taken but not done, which "all used" misread
            busy = mine and any(p.seat == seat for p in view.pending)
            word = ("ts.ui.card.busy" if busy else "ts.ui.card.spent" if mine
                    else "ts.ui.card.none")
            tip = "ts.ui.tip.card_spent"
        _card_word(surface, table.t(word), icon_area)
        table.add_hit(icon_area, table.t(tip, card=action_id(me.pick)))
        return
    drawn = art.draw_codes(surface, codes, icon_area, r)
    locked = turn is not None and turn.seat == seat and turn.fought
    for rect, code, value in drawn:
        if locked and code == "M":  # TS-4.9: no movement after a combat in this phase
            _cross_out(surface, rect)
            table.add_hit(rect, table.t("ts.ui.tip.move_locked", n=value))
            continue
        table.add_hit(rect, tips.code_tip(table.t, code, value))


def _cross_out(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """An icon the turn can no longer use: dimmed and struck through."""
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    veil.fill((30, 34, 60, 170))
    surface.blit(veil, rect)
    pygame.draw.line(surface, theme.ERROR, rect.bottomleft, rect.topright, max(2, px(2)))


def _card_word(surface: pygame.Surface, text: str, area: pygame.Rect) -> None:
    """A short dim line or two in the card's icon area, centred."""
    inner = area.inflate(-px(6), -px(4))
    lines, fs = assets.wrapped(text, px(theme.FONT_SMALL) - px(2), inner.w, inner.h)
    lh = assets.font(fs).get_linesize()
    y = inner.centery - lh * len(lines) // 2
    for line in lines:
        img = assets.text(line, fs, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midtop=(inner.centerx, y)))
        y += lh


__all__ = ["draw_card_box", "shows_card"]
