"""What covers the player's board area while a setup choice or a card choice waits: the planet,
corporation, moon, Quantum Solutions and fragment pickers, and the objective or civ cards to
choose from (PU-1.7, PU-10.1, PU-15.2, PU-17.1, PU-18.1, SM-3.1, SM-9.1, SM-11.1)."""

from __future__ import annotations

import pygame

from game.supermoon.data import CIV_CARDS
from game.ui import assets, theme
from game.ui.tables.supermoon import art, corp_pick, fragments_ui, pick, quantum_ui
from game.ui.theme import px


def draw_overlays(table, surface: pygame.Surface, view) -> None:
    """Objective cards to keep (PU-1.7, PU-15.2) or civ cards to choose from (PU-10.1)."""
    o = table.options()
    if o.planet and table.viewer is not None:
        pick.draw_pick(table, surface, view)
        return
    if o.corp and table.viewer is not None:
        corp_pick.draw_corp_pick(table, surface, view)
        return
    if o.moon and table.viewer is not None:
        pick.draw_moon_pick(table, surface, view)
        return
    if o.quantum and table.viewer is not None:  # SM-11.1
        quantum_ui.draw_faces(table, surface, view)
        return
    if o.fragments and table.viewer is not None:
        fragments_ui.draw_face_pick(table, surface, view)
        return
    if not (o.objective or o.civ) or table.viewer is None:
        return
    me = view.players[table.viewer]
    t = table.t
    if o.objective:
        cards = [(c, t(f"sm.obj.{c}.private.name"), t(f"sm.obj.{c}.private.text"),
                  o.objective.get(c)) for c in me.offer]
        title = t("ui.supermoon.keep_objectives", n=me.keep - len(me.objectives))
    else:
        cards = [(c, t(f"sm.civ.{c}.name"), t(f"sm.civ.{c}.text") + "\n"
                  + t(f"ui.supermoon.timing.{CIV_CARDS[c].timing}"), o.civ.get(c))
                 for c in me.picking]
        title = t("ui.supermoon.keep_civ", rank=CIV_CARDS[me.picking[0]].rank)
    area = table.region("own_board")
    panel = area.inflate(-px(10), -px(10))
    theme.draw_panel(surface, panel, (16, 20, 44), alpha=245)
    label, fs = assets.fitted(title, px(theme.FONT_BODY), panel.w - px(24), True)
    head = assets.text(label, fs, theme.ACCENT, bold=True)
    surface.blit(head, (panel.x + px(12), panel.y + px(10)))
    top = panel.y + px(16) + head.get_height()
    n = max(1, len(cards))
    gap = px(8)
    h = min(px(130), (panel.bottom - top - px(8) - gap * (n - 1)) // n)
    for k, (card, name, text, action) in enumerate(cards):
        r = pygame.Rect(panel.x + px(12), top + k * (h + gap), panel.w - px(24), h)
        kept = card in me.objectives
        hover = r.collidepoint(table.mouse) and action is not None
        pygame.draw.rect(surface, (70, 62, 30) if kept else (40, 48, 92) if hover
                         else (30, 36, 70), r, border_radius=px(8))
        pygame.draw.rect(surface, art.GOLD if kept or hover else theme.PANEL_BORDER, r, 1,
                         border_radius=px(8))
        # drawn at the size `fitted` chose: at full size a long name ran past the card's
        # edge ("Département des Ressources naturelles" at 150% with 6 seats)
        nm = assets.text(*assets.fitted(name, px(theme.FONT_SMALL), r.w - px(16), True),
                         theme.TEXT, bold=True)
        surface.blit(nm, (r.x + px(8), r.y + px(6)))
        lines, fs = assets.wrapped(text, px(theme.FONT_SMALL) - px(1), r.w - px(16),
                                         r.h - nm.get_height() - px(10))
        y = r.y + px(8) + nm.get_height()
        for line in lines:
            surface.blit(assets.text(line, fs, theme.TEXT_DIM), (r.x + px(8), y))
            y += assets.font(fs).get_linesize()
        table.add_hit(r, name + "\n" + text, action)


__all__ = ["draw_overlays"]
