"""Moonwakers card faces drawn by code, cached per (card, size, state).

Every face is a `pygame.Surface` built once per size and kept in an LRU cache:

* `terrain_face(biome, element, size)` — biome art (crystals, peaks, a glowing volcano cone,
  basalt columns) above the element roundel;
* `explored_face(card, size, lang)` — the back of a terrain card: element lists, ACCIDENT
  (hazard stripes + elements), STORM (IONIC / INFRARED) or an ACTION with its icon;
* `card_back(size)`, `combination_face(number, size, lang)`, `character_face(name, size,
  lang)`, `option_face(side, size, lang)` (the SCAN/PROTECTION card);
* `draw_element(surface, centre, radius, element)` — a coloured roundel *with its letter*
  (never colour alone);
* `Flip` — a card flip animation (scale-x squash from one face to the other; in
  `card_art`, importable from here).

Art is drawn at twice the size and smooth-scaled down, so small cards stay crisp. Text on
cards is never smaller than `MIN_TEXT` pixels; what does not fit is left to the hover preview.

The palettes, the shared drawing helpers, the element roundels and strips and the icons are in
`game.ui.render.card_art`; the ones callers use are importable from here too.
"""

from __future__ import annotations

import math
from collections import Counter
from functools import lru_cache

import pygame

from game.moonwakers.data import ABILITY, COMBOS, TERRAIN, counts_text
from game.ui import assets, i18n
from game.ui.render.card_art import (
    ACTION_COLOURS,
    BIOMES,
    ELEMENT_COLOURS,
    INK,
    MIN_TEXT,
    MOON_COLOURS,
    PARCHMENT,
    SS,
    Flip,
    draw_element,
    draw_elements,
    draw_strip,
    finish,
    gradient,
    icon,
    mix,
    text,
    text_fits,
)


# --- biome art -------------------------------------------------------------------------------
def _art(surf: pygame.Surface, biome: str, rect: pygame.Rect) -> None:
    top, bottom, ground, accent = BIOMES[biome]
    gradient(surf, rect, top, bottom)
    w, h, x0, y0 = rect.w, rect.h, rect.x, rect.y
    gy = y0 + h * 0.78

    def p(fx: float, fy: float) -> tuple[float, float]:
        return x0 + fx * w, y0 + fy * h

    for i in range(5):  # a few stars
        sx, sy = p(((i * 37) % 97) / 97, 0.05 + ((i * 53) % 31) / 100)
        pygame.draw.circle(surf, (235, 240, 255), (sx, sy), max(1, w // 60))
    if biome == "crystal_forest":
        for fx, fh, col in ((0.2, 0.55, (150, 110, 230)), (0.45, 0.75, (110, 230, 240)),
                            (0.7, 0.6, (170, 140, 250)), (0.85, 0.4, (120, 210, 230))):
            base = gy
            hw = w * 0.09
            pts = [(x0 + fx * w - hw, base), (x0 + fx * w - hw * 0.7, base - fh * h * 0.6),
                   (x0 + fx * w, base - fh * h), (x0 + fx * w + hw * 0.7, base - fh * h * 0.6),
                   (x0 + fx * w + hw, base)]
            pygame.draw.polygon(surf, col, pts)
            pygame.draw.polygon(surf, mix(col, (255, 255, 255), 0.5),
                                [pts[1], pts[2], (x0 + fx * w, base)])
            pygame.draw.polygon(surf, mix(col, (0, 0, 0), 0.4), pts, max(1, w // 50))
    elif biome == "mountain":
        for pts, col in (([p(-0.1, 0.78), p(0.3, 0.22), p(0.7, 0.78)], (96, 104, 130)),
                         ([p(0.3, 0.78), p(0.68, 0.12), p(1.1, 0.78)], (120, 128, 156))):
            pygame.draw.polygon(surf, col, pts)
            peak = pts[1]
            cap = [peak, mix(peak, pts[0], 0.3), mix(peak, pts[2], 0.3)]
            pygame.draw.polygon(surf, (246, 248, 255), cap)
    elif biome == "volcano":
        glow = pygame.Surface((w, h), pygame.SRCALPHA)
        for i in range(8, 0, -1):
            pygame.draw.circle(glow, (255, 120, 40, 18), (w * 0.5, h * 0.28), w * 0.06 * i)
        surf.blit(glow, (x0, y0))
        pygame.draw.polygon(surf, (60, 30, 30), [p(0.0, 0.8), p(0.38, 0.3), p(0.62, 0.3),
                                                 p(1.0, 0.8)])
        pygame.draw.polygon(surf, (255, 150, 50), [p(0.38, 0.3), p(0.62, 0.3), p(0.56, 0.36),
                                                   p(0.44, 0.36)])
        pygame.draw.lines(surf, (255, 110, 30), False, [p(0.5, 0.33), p(0.46, 0.5),
                                                         p(0.53, 0.62), p(0.48, 0.8)],
                          max(2, w // 30))
        for fx, fy in ((0.45, 0.18), (0.55, 0.12), (0.5, 0.06)):
            pygame.draw.circle(surf, (255, 190, 90), p(fx, fy), max(2, w // 40))
    else:  # stone_columns: hexagonal basalt columns of different heights
        for i, fh in enumerate((0.45, 0.6, 0.38, 0.68, 0.5)):
            cx = x0 + w * (0.1 + i * 0.2)
            cw = w * 0.09
            topy = gy - fh * h
            col = mix((90, 104, 100), (140, 150, 140), (i % 2) * 0.6)
            pygame.draw.rect(surf, col, (cx - cw, topy, cw * 2, gy - topy))
            pygame.draw.line(surf, mix(col, (0, 0, 0), 0.35), (cx, topy), (cx, gy),
                             max(1, w // 60))
            pygame.draw.ellipse(surf, mix(col, (255, 255, 255), 0.35),
                                (cx - cw, topy - cw * 0.45, cw * 2, cw * 0.9))
    pygame.draw.rect(surf, ground, (x0, gy, w, y0 + h - gy))
    pygame.draw.line(surf, accent, (x0, gy), (x0 + w, gy), max(1, w // 40))


@lru_cache(maxsize=256)
def terrain_face(biome: str, element: str, size: tuple[int, int]) -> pygame.Surface:
    """Terrain face: biome art with the element roundel in a bottom band."""
    w, h = size
    art = pygame.Surface((w * SS, h * SS))
    art.fill(BIOMES[biome][2])
    _art(art, biome, pygame.Rect(0, 0, w * SS, round(h * 0.72 * SS)))
    out = finish(art, size, BIOMES[biome][3], max(1, w // 28))
    r = max(MIN_TEXT * 0.62, min(w * 0.2, h * 0.14))
    draw_element(out, (w / 2, h * 0.72 + (h * 0.28) / 2 - 1), r, element)
    return out


# --- explored faces --------------------------------------------------------------------------
def action_label(action: str) -> str:
    """The printed name of an action card."""
    return {"abri": "ABRI", "abri_def": "ABRI DÉFECTUEUX", "labo": "LABO", "scan": "SCAN",
            "cryogen": "CRYOGEN", "bouclier": "BOUCLIER"}[action]


def name_lines(name: str, width: int, size: int = MIN_TEXT + 1) -> tuple[list[str], int]:
    """(lines, px) of a card's printed name on at most two lines, from `size` px: the type
    steps down before a word is cut (at 90 px, "Disulfure de carbone" needs three lines at
    the card's type, and the third, "carbone", used to be dropped without a sign), and
    until a word longer than the card is wide fits it; a word that does not fit even at
    11 px is hyphenated when two lines still hold the name ("Tetraphos-" / "phorus …": it
    ran past the edge of a shop card at 6 seats)."""
    lines, px_ = assets.wrapped(name, size, width, 2 * assets.font(size, True).get_linesize(),
                                True, break_words=False)  # broken below, on two lines
    floor = min(px_, max(11, round(size * 0.6)))

    def too_wide(rows: list[str], at: int) -> bool:
        return any(assets.font(at, True).size(row)[0] > width for row in rows)

    while px_ > floor and too_wide(lines, px_):
        px_ -= 1
        lines = list(assets.wrap(name, px_, width, True))
    if too_wide(lines, px_):
        lines = _hyphenated(name, px_, width) or lines
    if len(lines) > 2:
        lines = lines[:1] + [assets.fit(" ".join(lines[1:]), px_, width, True)]
    return lines, px_


def _hyphenated(name: str, size: int, width: int) -> list[str] | None:
    """`name` on two lines of `width` px, a word too wide broken with a hyphen where its
    first part fills the line (three letters at least on each side); None when two lines
    cannot hold it so."""
    font = assets.font(size, True)
    lines = [""]
    for word in name.split(" "):
        while word:
            line = lines[-1]
            joined = f"{line} {word}" if line else word
            if font.size(joined)[0] <= width:
                lines[-1] = joined
                break
            if line and font.size(word)[0] <= width:
                lines.append(word)
                break
            lead = f"{line} " if line else ""
            cut = max((k for k in range(3, len(word) - 2)
                       if font.size(lead + word[:k] + "-")[0] <= width), default=0)
            if cut:
                lines[-1] = lead + word[:cut] + "-"
                word = word[cut:]
            elif not line:
                return None  # not even three letters fit
            lines.append("")
            if len(lines) > 2:
                return None
        if len(lines) > 2:  # a whole word went to a third line
            return None
    return lines if all(lines) else None


def _big_text(w: int) -> bool:
    return w >= 90


@lru_cache(maxsize=512)
def explored_face(card: int, size: tuple[int, int], lang: str = "en") -> pygame.Surface:
    """The explored face of terrain card `card` (elements, accident, storm or action)."""
    c = TERRAIN[card]
    w, h = size
    accent = BIOMES[c.biome][3]
    art = pygame.Surface((w * SS, h * SS))
    band = round(h * 0.12)
    if c.kind == "storm":
        top, bottom = ((20, 40, 100), (70, 130, 220)) if c.storm == "ionic" else \
            ((90, 10, 20), (220, 80, 40))
        gradient(art, art.get_rect(), top, bottom)
    else:
        art.fill(mix(PARCHMENT, accent, 0.12))
    pygame.draw.rect(art, BIOMES[c.biome][0], (0, 0, w * SS, band * SS))
    if c.kind == "accident":  # hazard stripes
        stripe = pygame.Rect(0, band * SS, w * SS, round(h * 0.16) * SS)
        pygame.draw.rect(art, (240, 200, 40), stripe)
        step = stripe.h
        for x in range(-stripe.h, stripe.w + stripe.h, step):
            pygame.draw.polygon(art, (30, 30, 30), [(x, stripe.bottom), (x + step / 2,
                                stripe.bottom), (x + step / 2 + stripe.h, stripe.y),
                                (x + stripe.h, stripe.y)])
    out = finish(art, size, accent if c.kind != "accident" else (240, 200, 40),
                  max(1, w // 28))
    big = _big_text(w)
    title_px = max(MIN_TEXT, round(w * 0.12))
    if c.kind == "elements":
        draw_elements(out, pygame.Rect(w * 0.06, h * 0.2, w * 0.88, h * 0.72), c.elements)
    elif c.kind == "accident":
        y = h * 0.28 + h * 0.14
        if text_fits("ACCIDENT", title_px, w - 6):
            text(out, "ACCIDENT", title_px, (150, 20, 20), (w / 2, y))
        else:
            text(out, "!", MIN_TEXT + 2, (150, 20, 20), (w / 2, y))
        draw_elements(out, pygame.Rect(w * 0.06, h * 0.52, w * 0.88, h * 0.4), c.elements)
    elif c.kind == "storm":
        icon(out, c.storm, (w / 2, h * 0.45), w * 0.26, (250, 240, 150) if c.storm == "ionic"
              else (255, 200, 120))
        name = "IONIC" if c.storm == "ionic" else "INFRARED"
        if lang == "fr":
            name = "IONIQUE" if c.storm == "ionic" else "INFRA-ROUGE"
        if text_fits(name, title_px, w - 6):
            text(out, name, title_px, (255, 255, 255), (w / 2, h * 0.8))
        if big:
            text(out, i18n.t("ui.moonwakers.card.storm"), MIN_TEXT + 1, (255, 255, 255),
                  (w / 2, h * 0.2))
    else:
        col = ACTION_COLOURS[c.action]
        name = action_label(c.action)
        px = title_px
        if big:
            icon(out, c.action, (w / 2, h * 0.3), w * 0.2, col)
            y = h * 0.5
            lines, name_px = name_lines(name, w - 6)
            for line in lines:
                text(out, line, name_px, INK, (w / 2, y))
                y += MIN_TEXT + 3
            y += 2
            effect = assets.wrap(i18n.t(f"ui.moonwakers.effect.{c.action}"), MIN_TEXT, w - 8)
            room = max(1, int((h - 4 - y) // (MIN_TEXT + 2)))
            for line in effect if len(effect) <= room else []:
                text(out, line, MIN_TEXT, INK, (w / 2, y + MIN_TEXT / 2), bold=False)
                y += MIN_TEXT + 2
            return out
        two_lines = not text_fits(name, px, w - 6) and c.action == "abri_def"
        icon_y = 0.42 if two_lines else 0.52
        icon(out, c.action, (w / 2, h * icon_y), w * (0.2 if two_lines else 0.24), col)
        if text_fits(name, px, w - 6):
            text(out, name, px, INK, (w / 2, h * 0.86))
        elif two_lines and text_fits("ABRI", px, w - 6):
            y = h - 4 - px * 1.5
            text(out, "ABRI", px, INK, (w / 2, y))
            text(out, "DÉF.", px, (160, 40, 30), (w / 2, y + px))
    return out


@lru_cache(maxsize=16)
def card_back(size: tuple[int, int]) -> pygame.Surface:
    """The common card back: a crescent moon and stars on deep blue."""
    w, h = size
    art = pygame.Surface((w * SS, h * SS))
    gradient(art, art.get_rect(), (16, 22, 56), (40, 50, 110))
    W, H = w * SS, h * SS
    pygame.draw.circle(art, (236, 226, 190), (W / 2, H / 2), W * 0.26)
    pygame.draw.circle(art, (26, 34, 80), (W / 2 + W * 0.11, H / 2 - W * 0.06), W * 0.24)
    for i in range(9):
        pygame.draw.circle(art, (220, 225, 255), ((i * 53) % 97 / 97 * W,
                                                  (i * 31) % 89 / 89 * H), max(1, SS))
    pygame.draw.rect(art, (160, 170, 220), art.get_rect().inflate(-W * 0.14, -W * 0.14),
                     max(1, SS), border_radius=W // 10)
    return finish(art, size, (190, 196, 230), 1)


# --- combinations, characters, the option card -----------------------------------------------
def combo_name(number: int, lang: str = "en") -> str:
    """The molecule's name in the language."""
    c = COMBOS[number]
    return c.name_fr if lang == "fr" else c.name_en


def combo_formula(number: int) -> str:
    """The requirement as text (`counts_text`), e.g. "2 H·1 O"."""
    return counts_text(dict(COMBOS[number].requires))


def _requirement_chip(surface: pygame.Surface, rect: pygame.Rect, count: int,
                      element: str, text_px: int) -> None:
    """One term of a requirement: a light pill with the count and the element roundel."""
    pygame.draw.rect(surface, (250, 248, 255), rect, border_radius=rect.h // 2)
    pygame.draw.rect(surface, (150, 140, 190), rect, width=1, border_radius=rect.h // 2)
    num = assets.text(str(count), text_px, INK, bold=True)
    r = rect.h * 0.38
    total = num.get_width() + 3 + r * 2
    x = rect.centerx - total / 2
    surface.blit(num, (round(x), round(rect.centery - num.get_height() / 2)))
    draw_element(surface, (x + num.get_width() + 3 + r, rect.centery), r, element)


def _chip_rows(n: int) -> int:
    """The rows of chips of a requirement of `n` terms: one for two terms, else two."""
    return 1 if n <= 2 else 2


def _chip_size(w: int, h: int, rows: int, per_row: int, room: int) -> tuple[int, int, int]:
    """(height, type px, width) of a shop card's requirement chips: the same on every card
    of a size with as many rows of chips, whatever its name's lines, and never narrower than
    their count and roundel. The body under a one-line name gave bigger chips, squeezed to
    the card's width so that the roundels ran out of their pills, beside a two-line name's
    small ones (« Pyridone » and « Acide barbiturique » side by side, a review, stop 84)."""
    name_px = max(MIN_TEXT, min(18, round(h * 0.14)))
    band = min(round(h * 0.45), 6 + 2 * assets.font(name_px, True).get_linesize())
    chip_h = min(round((h - band - 7) / rows) - 4, 30)
    most = max(math.ceil(len(c.requires) / rows) for c in COMBOS.values()
               if _chip_rows(len(c.requires)) == rows)  # the fullest row of any such card
    while True:
        chip_px = max(MIN_TEXT, round(chip_h * 0.62))
        # the count, a gap, the roundel (0.38 of the height each side) and the pill's ends
        need = assets.font(chip_px, True).size("9")[0] + 3 + chip_h * 0.76 + chip_h * 0.5
        if need <= (room - 4 * (most - 1)) // most or chip_h <= MIN_TEXT:
            break
        chip_h -= 1
    return chip_h, chip_px, min(round(chip_h * 2.1), (room - 4 * (per_row - 1)) // per_row)


def _combination_landscape(number: int, size: tuple[int, int], lang: str) -> pygame.Surface:
    """The shop card: the molecule's name on a band, the requirement as separate chips
    ("4 (C)" "2 (N)"), the points in a gold disc; all text at least MIN_TEXT px."""
    c = COMBOS[number]
    w, h = size
    name_px = max(MIN_TEXT, min(18, round(h * 0.14)))
    lines, name_px = name_lines(combo_name(number, lang), w - 12, name_px)
    lh = assets.font(name_px, True).get_linesize()
    band = min(round(h * 0.45), 6 + len(lines) * lh)
    art = pygame.Surface((w * SS, h * SS))
    gradient(art, art.get_rect(), (238, 234, 248), (200, 208, 236))
    pygame.draw.rect(art, (54, 46, 110), (0, 0, w * SS, band * SS))
    out = finish(art, size, (242, 194, 92), max(2, w // 60))
    y = 3 + (band - 6 - len(lines) * lh) // 2
    for line in lines:
        out.blit(assets.text(line, name_px, (255, 255, 255), bold=True), (7, y))
        y += lh
    body = pygame.Rect(4, band + 3, w - 8, h - band - 7)
    pr = max(MIN_TEXT * 0.8, min(body.h * 0.4, w * 0.13))
    pc = (w - pr - 6, body.centery)
    pygame.draw.circle(out, (120, 84, 20), (pc[0], pc[1] + 1), pr + 1)
    pygame.draw.circle(out, (242, 194, 92), pc, pr)
    text(out, str(c.points), round(pr * 1.15), (40, 24, 0), pc)
    chips = pygame.Rect(body.x + 2, body.y, round(pc[0] - pr - 6 - body.x - 2), body.h)
    req = list(c.requires)
    rows = _chip_rows(len(req))
    per_row = math.ceil(len(req) / rows)
    chip_h, chip_px, chip_w = _chip_size(w, h, rows, per_row, chips.w)
    for i, (e, n) in enumerate(req):
        row, col = divmod(i, per_row)
        count = min(per_row, len(req) - row * per_row)
        x0 = chips.x + (chips.w - count * chip_w - (count - 1) * 4) / 2
        cy = chips.y + chips.h * (row + 0.5) / rows
        cell = pygame.Rect(round(x0 + col * (chip_w + 4)), round(cy - chip_h / 2), chip_w,
                           chip_h)
        _requirement_chip(out, cell, n, e, chip_px)
    return out


@lru_cache(maxsize=128)
def combination_face(number: int, size: tuple[int, int], lang: str = "en") -> pygame.Surface:
    """A COMBINATION card: points, requirement roundels with counts, and (large) the name.

    A landscape size (wider than tall) gives the shop card of the display."""
    c = COMBOS[number]
    w, h = size
    if w > h:
        return _combination_landscape(number, size, lang)
    art = pygame.Surface((w * SS, h * SS))
    gradient(art, art.get_rect(), (236, 232, 246), (196, 204, 232))
    pygame.draw.rect(art, (54, 46, 110), (0, 0, w * SS, round(h * 0.26) * SS))
    out = finish(art, size, (242, 194, 92), max(1, w // 28))
    big = _big_text(w)
    pr = max(MIN_TEXT * 0.7, w * 0.15)
    pc = (w - pr - 3, h - pr - 3) if big else (w - pr - 2, pr + 2)
    pygame.draw.circle(out, (242, 194, 92), pc, pr)
    pygame.draw.circle(out, (140, 100, 30), pc, pr, 1)
    text(out, str(c.points), round(pr * 1.25), (40, 24, 0), pc)
    if big:
        lines, name_px = name_lines(combo_name(number, lang), w - 10)
        y = 6 + (MIN_TEXT + 1) // 2
        for line in lines:
            img = assets.text(line, name_px, (255, 255, 255), bold=True)
            out.blit(img, (6, y - img.get_height() // 2))
            y += MIN_TEXT + 3
    req = list(c.requires)
    cols = 2 if len(req) > 2 else 1
    rows = math.ceil(len(req) / cols)
    if big:
        area = pygame.Rect(4, round(h * 0.3) + 4, w - 8, round(h * 0.7 - pr * 2 - 8))
    else:
        area = pygame.Rect(1, round(h * 0.3), w - 2, round(h * 0.68))
    cell_w, cell_h = area.w / cols, area.h / max(rows, 2)
    r = max(7, min(cell_h * 0.36, cell_w * 0.24))
    count_px = max(MIN_TEXT, round(r * 1.35))
    for i, (e, n) in enumerate(req):
        cx = area.x + cell_w * (i % cols + 0.5)
        cy = area.y + cell_h * (i // cols + 0.5) + (cell_h * (2 - rows) / 2 if rows < 2 else 0)
        num = assets.text(f"{n}", count_px, INK, bold=True)
        total = r * 2 + num.get_width() + 1
        draw_element(out, (cx - total / 2 + r, cy), r, e)
        out.blit(num, (round(cx - total / 2 + r * 2 + 1), round(cy - num.get_height() / 2)))
    return out


def character_name(name: str, lang: str = "en") -> str:
    """A character's name from the game's catalogue."""
    return i18n.t(f"mw.character.{name}") if lang else name


@lru_cache(maxsize=64)
def character_face(name: str, size: tuple[int, int], lang: str = "en") -> pygame.Surface:
    """A CHARACTER card: the moon, its ability icon and (large) its name."""
    w, h = size
    col = MOON_COLOURS.get(name, (200, 200, 200))
    art = pygame.Surface((w * SS, h * SS))
    gradient(art, art.get_rect(), (12, 14, 36), (36, 40, 84))
    W, H = w * SS, h * SS
    glow = pygame.Surface((W, H), pygame.SRCALPHA)
    for i in range(6, 0, -1):
        pygame.draw.circle(glow, (*col, 22), (W / 2, H * 0.36), W * (0.3 + 0.04 * i))
    art.blit(glow, (0, 0))
    pygame.draw.circle(art, col, (W / 2, H * 0.36), W * 0.3)
    shade = mix(col, (0, 0, 0), 0.25)
    for fx, fy, fr in ((0.42, 0.3, 0.06), (0.58, 0.42, 0.08), (0.47, 0.46, 0.04)):
        pygame.draw.circle(art, shade, (W * fx, H * fy), W * fr)
    out = finish(art, size, col, max(1, w // 28))
    ability = ABILITY.get(name, "")
    if not _big_text(w):
        icon(out, ability, (w / 2, h * 0.78), w * 0.17, (242, 194, 92))
        return out
    text(out, character_name(name, lang), MIN_TEXT + 1, (255, 255, 255), (w / 2, h * 0.6),
          max_w=w - 6)
    lines = assets.wrap(i18n.t(f"ui.moonwakers.ability.{ability}"), MIN_TEXT, w - 10)
    y = h * 0.6 + MIN_TEXT + 6
    if len(lines) * (MIN_TEXT + 2) <= h - y - 4:
        for line in lines:
            text(out, line, MIN_TEXT, (236, 226, 190), (w / 2, y + MIN_TEXT / 2), bold=False)
            y += MIN_TEXT + 2
    else:
        icon(out, ability, (w / 2, h * 0.8), w * 0.14, (242, 194, 92))
    return out


@lru_cache(maxsize=32)
def option_face(side: str, size: tuple[int, int], lang: str = "en") -> pygame.Surface:
    """The SCAN/PROTECTION card: side "scan", "protect", or "" (undecided / hidden: both)."""
    w, h = size
    art = pygame.Surface((w * SS, h * SS))
    if side == "scan":
        gradient(art, art.get_rect(), (14, 70, 90), (40, 150, 180))
    elif side == "protect":
        gradient(art, art.get_rect(), (90, 64, 14), (200, 150, 50))
    else:
        gradient(art, art.get_rect(), (30, 36, 70), (60, 70, 120))
    out = finish(art, size, (230, 230, 240), 1)
    px = max(MIN_TEXT, round(w * 0.2))
    if side == "scan":
        icon(out, "scan", (w / 2, h * 0.38), w * 0.3, (230, 250, 255))
        text(out, "−1", px, (255, 255, 255), (w / 2, h * 0.72))
    elif side == "protect":
        icon(out, "protect", (w / 2, h * 0.38), w * 0.3, (255, 240, 200))
        text(out, "+2", px, (30, 20, 0), (w / 2, h * 0.72))
    else:
        icon(out, "scan", (w / 2, h * 0.28), w * 0.2, (180, 220, 240))
        icon(out, "protect", (w / 2, h * 0.62), w * 0.2, (240, 210, 150))
    if _big_text(w) and side:
        label = "SCAN" if side == "scan" else "PROTECTION"
        text(out, label, MIN_TEXT, (255, 255, 255), (w / 2, h * 0.88), max_w=w - 4)
    return out


def elements_text(elements: str) -> str:
    """"CCH" -> "2 C·1 H" in element order (`counts_text`)."""
    return counts_text(Counter(elements))


__all__ = [
    "ACTION_COLOURS", "BIOMES", "ELEMENT_COLOURS", "INK", "MIN_TEXT", "MOON_COLOURS", "PARCHMENT",
    "SS", "Flip", "action_label", "card_back", "character_face", "character_name",
    "combination_face", "combo_formula", "combo_name", "draw_element", "draw_elements",
    "draw_strip", "elements_text", "explored_face", "option_face", "terrain_face", "text_fits",
]
