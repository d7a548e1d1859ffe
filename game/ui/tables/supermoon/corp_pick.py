"""The corporation choice of setup (PU-18.1), drawn over the player's board area like the planet
choice: every corporation offered is a row on the left (its name and difficulty); the one looked
at is described on the right (its power, its strength and weakness, its tech levels) while the
tracks area shows its five tracks as printed (every step explains itself on hover). A click on
a row looks at that corporation; the bar's "Run …" button takes it.
"""

from __future__ import annotations

import functools
from dataclasses import replace

import pygame

from game.supermoon.data import CORPORATIONS, TRACKS
from game.ui import assets, theme
from game.ui.tables.supermoon import art
from game.ui.theme import px

DIFFICULTY_MAX = 4


def tech_count(key: str) -> int:
    """Jump Drive has six tech slots, the others five levels (PU-18.9)."""
    return 6 if key == "jumpdrive" else 5


def looked_at(table, offer: tuple[int, ...]) -> int:
    """The corporation shown: the one chosen by a click, else the first offered."""
    sel = getattr(table, "corp_pick", None)
    return sel if sel in offer else offer[0]


def _look(table, corp: int) -> None:
    table.corp_pick = corp


def corp_tip(t, corp: int) -> str:
    """Name, difficulty and power of a corporation."""
    c = CORPORATIONS[corp]
    return (f"{c.name} · {t('ui.supermoon.difficulty', n=c.difficulty, max=DIFFICULTY_MAX)}\n"
            f"{t(f'sm.corp.{c.key}.power')}")


def draw_corp_pick(table, surface: pygame.Surface, view) -> None:
    """The choice panel (see the module docstring)."""
    me = view.players[table.viewer]
    offer = me.corp_offer
    t = table.t
    shown = looked_at(table, offer)
    corp = CORPORATIONS[shown]
    panel = table.region("own_board").inflate(-px(10), -px(10))
    theme.draw_panel(surface, panel, (16, 20, 44), alpha=245)
    title = t("ui.supermoon.corp_title" if len(offer) > 2 else "ui.supermoon.corp_dealt")
    label, fs = assets.fitted(title, px(theme.FONT_BODY), panel.w - px(24), True)
    head = assets.text(label, fs, theme.ACCENT, bold=True)
    surface.blit(head, (panel.x + px(12), panel.y + px(8)))
    top = panel.y + px(14) + head.get_height()
    bottom = panel.bottom - px(10)
    list_w = _draw_list(table, surface, offer, shown, panel.x + px(10), top, bottom)
    left = panel.x + px(10) + list_w + px(12)
    width = panel.right - px(12) - left
    y = top
    body = px(theme.FONT_SMALL)
    name_fs = px(theme.FONT_BODY)
    label, fs = assets.fitted(corp.name, name_fs, width, True)
    img = assets.text(label, fs, theme.TEXT, bold=True)
    surface.blit(img, (left, y))
    y += img.get_height()
    # Its words: difficulty and rovers, strength and weakness, power, techs; its tracks are
    # drawn in the tracks' place (`shown_player`).
    diff = t("ui.supermoon.difficulty", n=corp.difficulty, max=DIFFICULTY_MAX)
    rovers = t("ui.supermoon.corp_rovers", n=corp.rovers)
    words = [(f"{diff} · {rovers}", theme.ACCENT),
             (t("ui.supermoon.corp_strength", strength=t(f"sm.corp.{corp.key}.strength"),
                weakness=t(f"sm.corp.{corp.key}.weakness")), theme.ACCENT),
             (t(f"sm.corp.{corp.key}.power"), theme.TEXT)]
    words += [(f"T{level}  " + t(f"sm.corp.{corp.key}.tech.{level}"), theme.TEXT_DIM)
              for level in range(1, tech_count(corp.key) + 1)]
    words.append((t("ui.supermoon.corp_tracks_below"), theme.TEXT_DIM))
    _draw_words(surface, words, left, y, width, bottom, body)


def shown_player(table, view, player):
    """While the viewer chooses a corporation, the tracks area shows the one looked at, as
    printed (trackers at the start)."""
    if table.viewer is None or not player.corp_offer or player is not view.players[table.viewer]:
        return player
    corp = CORPORATIONS[looked_at(table, player.corp_offer)]
    return replace(player, corp=corp.key, tracks=(0,) * len(TRACKS))


def _draw_list(table, surface, offer, shown, x: int, top: int, bottom: int) -> int:
    size = px(theme.FONT_SMALL) - px(1)
    font = assets.font(size)
    list_w = max(font.size(CORPORATIONS[k].name)[0] for k in offer) + px(14)
    list_w += font.size("●" * DIFFICULTY_MAX)[0] + px(8)
    gap = px(3)
    row_h = min(px(34), (bottom - top - gap * (len(offer) - 1)) // len(offer))
    for k, corp in enumerate(offer):
        r = pygame.Rect(x, top + k * (row_h + gap), list_w, row_h)
        on = corp == shown
        hover = r.collidepoint(table.mouse)
        pygame.draw.rect(surface, (70, 62, 30) if on else (40, 48, 92) if hover
                         else (30, 36, 70), r, border_radius=px(5))
        pygame.draw.rect(surface, art.GOLD if on or hover else theme.PANEL_BORDER, r, 1,
                         border_radius=px(5))
        fs = min(size, max(11, row_h - px(8)))
        name = assets.text(CORPORATIONS[corp].name, fs, theme.TEXT, bold=on)
        surface.blit(name, name.get_rect(midleft=(r.x + px(7), r.centery)))
        level = CORPORATIONS[corp].difficulty
        dots = assets.text("●" * level + "○" * (DIFFICULTY_MAX - level), fs, theme.ACCENT)
        surface.blit(dots, dots.get_rect(midright=(r.right - px(6), r.centery)))
        table.add_hit(r, corp_tip(table.t, corp), functools.partial(_look, table, corp))
    return list_w


def _draw_words(surface, words, left: int, y: int, width: int, bottom: int, size: int) -> None:
    """Paragraphs top to bottom; the font shrinks (to a floor) until they all fit."""
    for fs in range(size, max(10, size - px(4)) - 1, -1):
        lh = assets.font(fs).get_linesize()
        blocks = [(assets.wrapped(text, fs, width, 99 * lh)[0], colour) for text, colour in words]
        need = sum(len(lines) * lh + px(3) for lines, _ in blocks)
        if need <= bottom - y:
            break
    for lines, colour in blocks:
        for line in lines:
            if y + lh > bottom:
                return
            surface.blit(assets.text(line, fs, colour), (left, y))
            y += lh
        y += px(3)


__all__ = ["corp_tip", "draw_corp_pick", "looked_at", "shown_player", "tech_count"]
