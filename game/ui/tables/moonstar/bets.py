"""MOONSTAR table: Game 11's sealed side bets (MS-7.11), the panel the bettors fill in while
the bidder waits: made, failed or no bet, and the stake; the others' bets stay hidden until all
are in (hot-seat: each bettor behind the curtain)."""

from __future__ import annotations

import pygame

from game.core.i18n import signed
from game.moonstar.actions import SideBet
from game.moonstar.state import FAILED, MADE, NO_BET
from game.ui import assets, theme
from game.ui.theme import px


def draw_bets(table, surface: pygame.Surface, view) -> None:
    """Game 11: the viewer seals a side bet; the others' bets stay hidden until all are in."""
    t = table.t
    rect = table.panel_rect
    seat = table.viewer
    mine = seat is not None and table.can_act(seat) and seat in view.bettors
    bx, bw = rect.x + px(14), rect.w - px(28)
    if mine:
        score = view.scores[seat]
        # the bidder bets on their own bid (MS-7.11): the prompt says "your bid" to them
        key = "ui.moonstar.bets.prompt_own" if seat == view.bidder else "ui.moonstar.bets.prompt"
        y = table.prompt(surface, t(key, name=table.name(seat), bidder=table.name(view.bidder),
                                    bid=view.bid, score=score))
        sides = [(MADE, t("ui.moonstar.bets.made")), (FAILED, t("ui.moonstar.bets.failed")),
                 (NO_BET, t("ui.moonstar.bets.none"))]
        # widths shared by what each label needs, and one type for the three (150%, French:
        # « Sans pari » in equal thirds stepped down to 10 px beside « Réussie »)
        font = assets.font(px(theme.FONT_SMALL), True)
        need = [font.size(label)[0] + px(16) for _, label in sides]
        room = bw - 2 * px(6)
        widths = [room * n // sum(need) for n in need]
        fs = min(assets.fitted(label, px(theme.FONT_SMALL), w - px(8), True)[1]
                 for (_, label), w in zip(sides, widths, strict=True))
        x = bx
        for (side, label), w in zip(sides, widths, strict=True):
            # MS-7.11: every player, the bidder too, may bet either way (the Failed button
            # was greyed for the bidder, which the rules allow)
            table.button(surface, (x, y, w, px(36)), label, f"side:{side}", _side(table, side),
                         selected=table.bet_side == side, font_px=fs)
            x += w + px(6)
        y += px(46)
        table.bet_stake = max(1, min(score, table.bet_stake))
        # The stake's row keeps its room with no bet (greyed): « Seal my bet » jumped up
        # under the mouse when « No bet » hid it (a newcomer's game, stop 97).
        betting = table.bet_side != NO_BET
        table.text(surface, t("ui.moonstar.bets.stake", n=table.bet_stake, max=score)
                   if betting else t("ui.moonstar.bets.no_stake"),
                   (bx, y), theme.FONT_BODY, theme.TEXT if betting else theme.TEXT_DIM, True)
        y += px(28)
        steps = (-10, -1, 1, 10)
        w = (bw - 3 * px(6)) // 4
        for i, step in enumerate(steps):
            table.button(surface, (bx + i * (w + px(6)), y, w, px(32)),
                         signed(step), f"stake:{step:+d}", _stake(table, step, score),
                         enabled=betting, reason=t("ui.moonstar.bets.no_stake_tip"))
        y += px(42)
        stake = table.bet_stake if table.bet_side != NO_BET else 0
        table.button(surface, (bx, y, bw, px(44)), t("ui.moonstar.bets.seal"), "seal",
                     lambda: SideBet(table.bet_side, stake), primary=True)
        y += px(56)
        table.text(surface, t("ui.moonstar.bets.sealed_note"), (bx, y), theme.FONT_SMALL,
                   theme.TEXT_DIM, width=bw)
        return
    y = table.prompt(surface, t("ui.moonstar.bets.waiting", bidder=table.name(view.bidder),
                                bid=view.bid))
    for s in view.bettors:
        done = view.bet_done[s] if s < len(view.bet_done) else False
        row = pygame.Rect(rect.x + px(8), y, rect.w - px(16), px(36))
        pygame.draw.rect(surface, (26, 33, 68), row, border_radius=px(8))
        table.seat_marker(surface, s, (row.x + px(15), row.centery), px(9))
        table.text(surface, table.name(s), (row.x + px(30), row.centery), bold=True,
                   anchor="midleft")
        label = t("ui.moonstar.bets.sealed") if done else t("ui.moonstar.waiting")
        table.text(surface, label, (row.right - px(10), row.centery), theme.FONT_SMALL,
                   theme.SUCCESS if done else theme.TEXT_DIM, True, anchor="midright")
        y = row.bottom + px(6)


def _side(table, side: str):
    def go():
        table.bet_side = side
    return go


def _stake(table, step: int, top: int):
    def go():
        table.bet_stake = max(1, min(top, table.bet_stake + step))
    return go
