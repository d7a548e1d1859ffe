"""The Tsukuyumi table's right column folded into a strip, so the map takes the room (a large
interface size leaves it little): the unfold button, the round and the current step as a
coloured box, then the seats in initiative order — marker (turned grey with a tick once
flipped, TS-4.4), VP total below it, the acting seat marked. Every item's tooltip says in full
what the unfolded column shows; nothing is written that could be cut.

The fold button of the unfolded column is drawn here too (`draw_fold_button`), so both states
are one module's business.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.tsukuyumi.cards import action_id
from game.tsukuyumi.round import last_round
from game.tsukuyumi.state import COLOURS, OVER, SETUP_PHASES
from game.ui import assets, theme
from game.ui.tables.tsukuyumi import art, tips, two_player_ui
from game.ui.theme import px
from game.ui.widgets.marker import draw_marker

STRIP_W = 52
"""The folded column's width (unscaled)."""
SETUP_COLOUR = (120, 150, 190)
DRAFT_COLOUR = (150, 140, 200)


def draw_fold_button(table, surface: pygame.Surface, rect: pygame.Rect, folded: bool) -> None:
    """A small "›" (fold) or "‹" (unfold) button in `rect`."""
    hover = rect.collidepoint(table.mouse)
    pygame.draw.rect(surface, theme.BUTTON_HOVER if hover else theme.BUTTON, rect,
                     border_radius=px(6))
    pygame.draw.rect(surface, theme.ACCENT if hover else theme.PANEL_BORDER, rect, 1,
                     border_radius=px(6))
    img = assets.text("‹" if folded else "›", px(theme.FONT_BODY), theme.TEXT, bold=True)
    surface.blit(img, img.get_rect(center=rect.center))
    table.add_hit(rect, table.t("ts.ui.hud.unfold_tip" if folded else "ts.ui.hud.fold_tip"),
                  table.toggle_hud)


def draw_strip(table, surface: pygame.Surface, view: Any, rect: pygame.Rect) -> None:
    """The folded column: unfold button, step box, seats."""
    inner = rect.inflate(-px(6), -px(8))
    theme.draw_panel(surface, inner, theme.PANEL, alpha=235)
    x, w = inner.x + px(5), inner.w - px(10)
    y = inner.y + px(5)
    draw_fold_button(table, surface, pygame.Rect(x, y, w, px(26)), True)
    y += px(34)
    y = _draw_step(table, surface, view, pygame.Rect(x, y, w, px(34))) + px(10)
    from game.ui.tables.tsukuyumi.hud import seat_order

    scores = table.rules.scores(table.match.state)
    acting = set(table.match.to_act())
    row_h = px(52)
    for pos, seat in enumerate(seat_order(view)):
        if y + row_h > inner.bottom:
            break
        _draw_seat(table, surface, view, seat, pos, pygame.Rect(x, y, w, row_h - px(4)),
                   scores, seat in acting)
        y += row_h


def step_text(table, view: Any) -> str:
    """The round and step in words ("Round 2 of 4 — Red: …")."""
    t = table.t
    if view.phase == OVER:
        return t("ts.ui.phase.over")
    if view.phase in SETUP_PHASES or view.phase == "tile":
        key = "tile" if view.phase == "tile" else view.phase
        return t("ts.ui.phase.setup", step=t(two_player_ui.setup_key(view, key)))
    head = t("ts.ui.phase.round", k=view.round, n=last_round(table.match.state))
    if view.phase == "draft" or view.phase in COLOURS:
        return head + "\n" + t(f"ts.ui.step.{view.phase}") + " — " + \
            t(f"ts.ui.tip.step.{view.phase}")
    return head


def _draw_step(table, surface: pygame.Surface, view: Any, box: pygame.Rect) -> int:
    """The current step's colour, the round number in it."""
    if view.phase in COLOURS:
        colour = art.PHASE_COLOURS[view.phase]
    elif view.phase == "draft":
        colour = DRAFT_COLOUR
    else:
        colour = SETUP_COLOUR
    pygame.draw.rect(surface, colour, box, border_radius=px(6))
    pygame.draw.rect(surface, theme.ACCENT, box, px(2), border_radius=px(6))
    setup = view.phase in SETUP_PHASES or view.phase == "tile"
    label = "" if setup or view.phase == OVER else str(view.round)
    if label:
        img = assets.text(label, px(theme.FONT_BODY), theme.readable_on(colour), bold=True)
        surface.blit(img, img.get_rect(center=box.center))
    table.add_hit(box, step_text(table, view))
    return box.bottom


def _draw_seat(table, surface: pygame.Surface, view: Any, seat: int, pos: int,
               row: pygame.Rect, scores, acting: bool) -> None:
    """Marker (flipped: grey with a tick) and VP, the acting seat marked on the left."""
    cfg = table.match.seats[seat]
    if acting:
        pygame.draw.rect(surface, theme.PANEL_RAISED, row, border_radius=px(6))
        pygame.draw.rect(surface, theme.ACCENT, (row.x, row.y, px(3), row.h),
                         border_radius=px(2))
    centre = (row.centerx, row.y + px(14))
    flipped = view.phase in COLOURS and seat in view.done
    draw_marker(surface, centre, px(11), cfg.colour, cfg.shape)
    if flipped:  # TS-4.4: the marker turned over — dimmed, ticked, still telling whose it is
        veil = pygame.Surface((px(26), px(26)), pygame.SRCALPHA)
        pygame.draw.circle(veil, (40, 44, 64, 170), (px(13), px(13)), px(13))
        surface.blit(veil, veil.get_rect(center=centre))
        tick = assets.text("✓", px(14), (230, 234, 244), bold=True)
        surface.blit(tick, tick.get_rect(center=centre))
    score = str(scores[seat]) if seat < len(scores) else "0"
    img = assets.text(score, px(theme.FONT_SMALL), theme.TEXT, bold=True)
    surface.blit(img, img.get_rect(midtop=(row.centerx, row.y + px(27))))
    table.add_hit(row, _seat_tip(table, view, seat, pos, scores, flipped))


def _seat_tip(table, view: Any, seat: int, pos: int, scores, flipped: bool) -> str:
    t = table.t
    sv = view.seats[seat]
    lines = [f"{pos + 1}. {table.name(seat)}"
             + (f" — {t(f'ts.faction.{sv.faction}')}" if sv.faction else "")
             + " · " + t("ts.ui.vp", n=scores[seat] if seat < len(scores) else 0)]
    score_tip = tips.score_tip(t, table.match.state, seat)
    if score_tip:
        lines.append(score_tip)
    if sv.pick:
        lines.append(t("ts.ui.hud.card", card=action_id(sv.pick)))
    if view.phase not in SETUP_PHASES and view.phase != "tile":
        lines.append(t("ts.ui.tip.hand", n=sv.hand_size))
    lines.append(t("ts.ui.tip.events", n=sv.events_size))
    lines += two_player_ui.seat_tip_lines(table, view, seat)
    if flipped:
        lines.append(t("ts.ui.tip.flipped", who=table.name(seat)))
    return "\n".join(lines)


__all__ = ["STRIP_W", "draw_fold_button", "draw_strip", "step_text"]
