"""What covers the player's board area while a setup choice or a card choice waits: the planet,
corporation, moon, Quantum Solutions and fragment pickers, and the objective or civ cards to
choose from (PU-1.7, PU-10.1, PU-15.2, PU-17.1, PU-18.1, SM-3.1, SM-9.1, SM-11.1)."""

from __future__ import annotations

import math

import pygame

from game.supermoon.data import CIV_CARDS
from game.ui import assets, theme
from game.ui.tables.supermoon import art, corp_pick, fragments_ui, pick, quantum_ui
from game.ui.theme import px


def picker_shown(table) -> bool:
    """Does a setup picker (planet, corporation, moon, Quantum Solutions' faces, fragments'
    faces) cover the board area? Another player's board looked at does not show then."""
    o = table.options()
    return table.viewer is not None and bool(o.planet or o.corp or o.moon or o.quantum
                                             or o.fragments)


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
    panel, columns = _card_panel(table, [(c[1], c[2]) for c in cards])
    panel = _whole_over(table, panel)
    _clear_cut_spaces(table, surface, table.cover(surface, panel))
    # the title wraps to a second line rather than being cut ("Keep 1 objective: secret,
    # 5 medals if…" in French at 150%)
    body = px(theme.FONT_BODY)
    heads, fs = assets.wrapped(title, body, panel.w - px(24),
                               2 * assets.font(body, True).get_linesize(), True)
    top = panel.y + px(10)
    for line in heads:
        surface.blit(assets.text(line, fs, theme.ACCENT, bold=True), (panel.x + px(12), top))
        top += assets.font(fs, True).get_linesize()
    top += px(6)
    rects = _card_rects(panel, top, len(cards), columns)
    name_h = assets.font(px(theme.FONT_SMALL), True).get_linesize()
    # one type size for every card's text (the smallest the longest text needs), so that
    # the cards read as one set
    size = min((assets.wrapped(c[2], px(theme.FONT_SMALL) - px(1), r.w - px(16),
                               r.h - px(12) - name_h)[1] for c, r in zip(cards, rects,
                                                                      strict=True)),
               default=px(theme.FONT_SMALL) - px(1))
    for k, r in enumerate(rects):
        card, name, text, action = cards[k]
        kept = card in me.objectives
        hover = r.collidepoint(table.mouse) and action is not None
        pygame.draw.rect(surface, (70, 62, 30) if kept else (40, 48, 92) if hover
                         else (30, 36, 70), r, border_radius=px(8))
        pygame.draw.rect(surface, art.GOLD if kept or hover else theme.PANEL_BORDER, r, 1,
                         border_radius=px(8))
        names, name_h = _name_lines(name, text, size, r)
        y = r.y + px(6)
        for line, ns in names:
            nm = assets.text(line, ns, theme.TEXT, bold=True)
            surface.blit(nm, (r.x + px(8), y))
            y += nm.get_height()
        lines, fs = assets.wrapped(text, size, r.w - px(16), r.h - px(12) - name_h)
        y = r.y + px(8) + name_h
        for line in lines:
            surface.blit(assets.text(line, fs, theme.TEXT_DIM), (r.x + px(8), y))
            y += assets.font(fs).get_linesize()
        # the card's own words again in a tooltip only when the card could not show them
        # whole at the usual size: it repeated a card read in full, over the next choice
        whole = (fs >= px(theme.FONT_SMALL) - px(1) and bool(lines)
                 and not lines[-1].endswith("…") and " ".join(n for n, _ in names) == name)
        table.add_hit(r, "" if whole else name + "\n" + text, action)


def _name_lines(name: str, text: str, size: int, r: pygame.Rect
                ) -> tuple[list[tuple[str, int]], int]:
    """A card's name as (line, size) pairs and their height: one line at the size `fitted`
    chooses (at full size a long name ran past the card's edge), or two where one would need
    the type below 80% and the card's text still fits whole under them (« Commémoration du
    Jour de la Premi… » at 150% with 6 seats)."""
    width, full = r.w - px(16), px(theme.FONT_SMALL)
    if not _one_line(name, width):
        lh = assets.font(size).get_linesize()
        need = len(assets.wrap(text, size, width)) * lh  # the text, whole, under the name
        for ts in range(full, round(full * 0.8) - 1, -1):
            two = assets.wrap(name, ts, width, True)
            height = sum(assets.font(ts, True).size(x)[1] for x in two)
            fits = all(assets.font(ts, True).size(x)[0] <= width for x in two)
            if len(two) == 2 and fits and need <= r.h - px(12) - height:
                return [(x, ts) for x in two], height
    line, ns = assets.fitted(name, full, width, True)  # (fitted notes a cut: only here)
    return [(line, ns)], assets.font(ns, True).size(line)[1]


def _one_line(name: str, width: int) -> bool:
    """Does a card's name fit one line of `width` at 80% of its type or more?"""
    return assets.font(round(px(theme.FONT_SMALL) * 0.8), True).size(name)[0] <= width


def _rows_fit(height: int, n: int) -> int:
    """The height of each of `n` stacked cards in `height` (at most 130 px at 100%)."""
    n = max(1, n)
    return min(px(130), (height - px(8) - px(8) * (n - 1)) // n)


def _card_panel(table, cards: list[tuple[str, str]]) -> tuple[pygame.Rect, int]:
    """The panel of a card choice (each card a (name, text)) and its columns: the player's
    board area, one column; when the cards would be too short there for their name and two
    lines of text (7 civ cards at 150% with 6 seats showed one cut line each, drawn past their
    box), the panel also covers the station, which nothing is done with meanwhile, and lays
    the cards in two columns; and when even so a card's name or text would have to shrink,
    the cards' column beside it too (the objectives and civ counts; seven civ cards at 150%
    with 6 seats read at about 11 px, one name cut), and the other planets' strip last, so
    that the cards read at full size."""
    area = table.region("own_board")
    n = len(cards)
    # 2 px from the area's bottom, not 5: the planet's lowest squares showed a beige edge
    # under the panel (a stop-64 screenshot review)
    panel = area.inflate(-px(10), -px(4))
    top = px(16) + assets.font(px(theme.FONT_BODY), True).get_linesize()
    least = (assets.font(px(theme.FONT_SMALL), True).get_linesize() + px(14)
             + 2 * assets.font(px(theme.FONT_SMALL) - px(1)).get_linesize())
    if n <= 1 or _rows_fit(panel.h - top, n) >= least:
        return panel, 1
    panel = area.union(table.region("station")).inflate(-px(10), -px(4))
    if _reads_whole(cards, _card_rects(panel, panel.y + top, n, 2)):
        return panel, 2
    wide = area.union(table.region("station")).union(table.region("cards"))
    # no inset at the right, and the top up to the other planets: the cards' column's first
    # heading and the event card reach the region's edges and would show past the panel
    # (and the station's seat marker stands in the gap above the regions)
    others = table.region("others")
    for y in (others.bottom + 3, others.y):  # the other planets covered only if need be
        x = wide.x + px(5) if y > others.y else wide.x  # (their cards reach the region's left)
        panel = pygame.Rect(x, y, wide.right - x, wide.bottom - px(5) - y)
        if _reads_whole(cards, _card_rects(panel, panel.y + top, n, 2)):
            break
    return panel, 2


def _whole_over(table, panel: pygame.Rect) -> pygame.Rect:
    """The panel grown over the pictures it covers in part, the player's board (with its
    frame) and the track rows, so that no edge of them shows around it (a screenshot review
    at 150% with 6 seats: a beige strip of the planet at the objectives' right, the planet's
    and the tracks' lowest pixels under the civ cards)."""
    parts = list(table.track_rects().values())
    if table.board_geo is not None:
        parts.append(table.board_geo.outer.inflate(px(4), px(4)))
    # only slivers: a picture reaching far past the panel (the track rows running on under
    # the cards' column at 100%) stays as it was, rather than the panel hiding the event
    slack = px(12)
    left, top, right, bottom = panel.x, panel.y, panel.right, panel.bottom
    for r in parts:
        if not r.colliderect(panel):
            continue
        if 0 < panel.x - r.x <= slack:  # each side on its own: the Tech row's last 2 px
            left = min(left, r.x)  # showed under the panel, its right end far past it
        if 0 < panel.y - r.y <= slack:
            top = min(top, r.y)
        if 0 < r.right - panel.right <= slack:
            right = max(right, r.right)
        if 0 < r.bottom - panel.bottom <= slack:
            bottom = max(bottom, r.bottom)
    return pygame.Rect(left, top, right - left, bottom - top)


def _clear_cut_spaces(table, surface: pygame.Surface, covered: pygame.Rect) -> None:
    """A track row running on past the panel `covered`: what is left of the space the
    panel's edge cuts goes back to the night sky, so the row resumes with a whole space (at
    6 seats the civ cards' panel cut a « 3 » coin and a « 3› » space in half: a review, stop
    82). Only on the rows: grown to the next space instead, the panel touched the cards'
    column and its « Round event » (stop 83). The rows' spaces share one width."""
    steps = table.tbl.track_steps
    sky = theme.background(surface.get_size())
    for name, r in table.track_rects().items():
        if r.colliderect(covered) and r.x < covered.right < r.right:
            w = r.w / steps[name]
            edge = round(r.x + math.ceil((covered.right - r.x) / w - 0.01) * w)
            strip = pygame.Rect(covered.right, r.y - px(3), edge - covered.right, r.h + px(6))
            surface.blit(sky, strip, area=strip)


def _reads_whole(cards: list[tuple[str, str]], rects: list[pygame.Rect]) -> bool:
    """Does every card show its name (on one line at 80% of its size or more, else on two)
    and its text whole at the full card text size?"""
    full = px(theme.FONT_SMALL)
    name_h = assets.font(full, True).get_linesize()
    size = full - px(1)
    for (name, text), r in zip(cards, rects, strict=True):
        width = r.w - px(16)
        names = 1 if _one_line(name, width) else 2
        lines = assets.wrap(text, size, width)
        if names * name_h + len(lines) * assets.font(size).get_linesize() > r.h - px(12):
            return False
    return True


def _card_rects(panel: pygame.Rect, top: int, n: int, columns: int) -> list[pygame.Rect]:
    """The cards' boxes, in reading order (down the first column, then the second)."""
    rows = -(-n // columns)
    gap = px(8)
    h = _rows_fit(panel.bottom - top, rows)
    w = (panel.w - px(24) - gap * (columns - 1)) // columns
    return [pygame.Rect(panel.x + px(12) + (k // rows) * (w + gap), top + (k % rows) * (h + gap),
                        w, h) for k in range(n)]


__all__ = ["draw_overlays", "picker_shown"]
