"""The board choices of setup, drawn over the player's board area: the planet (PU-17.1) and
the moon's face and satellite start (SM-3.1).

Every planet offered is a row on the left (its name and difficulty); the one being looked at
is drawn large beside the list with its name, difficulty and rule underneath (its special
squares explain themselves on hover, as on the table). A click on a row looks at that planet;
the bar's "Play on …" button takes it (no undo: the next player chooses after it). The
fragmented planet (SM-9.1, id `fragments.FRAGMENTED`) is a row like the others, its difficulty
a range (SM-0.5: its faces are chosen later) and its preview the four fragments on their 'a'
faces (`fragments_ui`), with the note that its data is reconstructed.
"""

from __future__ import annotations

import functools

import pygame

from game.supermoon import board as geo
from game.supermoon.data import PLANETS
from game.supermoon.fragments import FRAGMENTED
from game.supermoon.moons import MOON_FACES
from game.ui import assets, theme
from game.ui.tables.supermoon import art, fragments_ui, moon_ui
from game.ui.tables.supermoon.planet import BoardGeometry, draw_board, square_tip
from game.ui.theme import px

DIFFICULTY_MAX = 4


def looked_at(table, offer: tuple[int, ...]) -> int:
    """The planet shown large: the one chosen by a click, else the first offered."""
    sel = getattr(table, "pick", None)
    return sel if sel in offer else offer[0]


def _look(table, planet: int) -> None:
    table.pick = planet


def name_of(t, planet: int) -> str:
    """A planet's name (the fragmented planet's, capitalised)."""
    return fragments_ui.planet_name(t) if planet == FRAGMENTED else PLANETS[planet].name


def difficulty_text(t, planet: int) -> str:
    """"Difficulty 3/4" ("Difficulty 4–5" for the fragmented planet, SM-0.5)."""
    if planet == FRAGMENTED:
        return t("ui.supermoon.difficulty_range", range=fragments_ui.range_text())
    return t("ui.supermoon.difficulty", n=PLANETS[planet].difficulty, max=DIFFICULTY_MAX)


def rule_text(t, planet: int) -> str:
    """A planet's own rule."""
    if planet == FRAGMENTED:
        return t("sm.planet.fragmented.rule")
    return t(f"sm.planet.{PLANETS[planet].key}.rule")


def planet_tip(t, planet: int) -> str:
    """Name, difficulty and rule of a planet."""
    if planet == FRAGMENTED:
        return fragments_ui.planet_tip(t)
    return f"{name_of(t, planet)} · {difficulty_text(t, planet)}\n{rule_text(t, planet)}"


def _level(planet: int) -> str:
    """A row's difficulty: dots, or the fragmented planet's range."""
    if planet == FRAGMENTED:
        return fragments_ui.range_text()
    level = PLANETS[planet].difficulty
    return "●" * level + "○" * (DIFFICULTY_MAX - level)


def draw_pick(table, surface: pygame.Surface, view) -> None:
    """The choice panel (see the module docstring)."""
    me = view.players[table.viewer]
    offer = me.planet_offer
    t = table.t
    shown = looked_at(table, offer)
    area = table.region("own_board")
    panel = area.inflate(-px(10), -px(10))
    table.cover(surface, panel)
    top = picker_title(surface, t("ui.supermoon.pick_title" if len(offer) > 2
                                  else "ui.supermoon.pick_dealt"), panel)
    bottom = panel.bottom - px(10)
    # The list of planets offered, on the left: full names, difficulty as dots.
    size = px(theme.FONT_SMALL) - px(1)
    gap = px(3)
    row_h = min(px(34), (bottom - top - gap * (len(offer) - 1)) // len(offer))
    row_fs = min(size, max(11, row_h - px(8)))  # the rows' type: the list is as wide as it
    # needs, up to 55% of the panel (130 px left to the planet looked at), its type stepping
    # down to stay there (nine planets left at six seats, 150%: the list took two thirds and
    # the planet looked at read « Difficult… »)

    def list_width(fs: int) -> int:
        return max(assets.font(fs, True).size(name_of(t, k))[0]
                   + assets.font(fs).size(_level(k))[0] for k in offer) + px(27)

    cap = min(panel.w * 11 // 20, panel.w - px(154))  # the planet's column: 130 px at least
    row_fs = next((fs for fs in range(row_fs, max(11, row_fs * 7 // 10) - 1, -1)
                   if list_width(fs) <= cap), max(11, row_fs * 7 // 10))
    list_w = min(cap, list_width(row_fs))
    for k, planet in enumerate(offer):
        r = pygame.Rect(panel.x + px(10), top + k * (row_h + gap), list_w, row_h)
        on = planet == shown
        hover = r.collidepoint(table.mouse)
        pygame.draw.rect(surface, (70, 62, 30) if on else (40, 48, 92) if hover
                         else (30, 36, 70), r, border_radius=px(5))
        pygame.draw.rect(surface, art.GOLD if on or hover else theme.PANEL_BORDER, r, 1,
                         border_radius=px(5))
        dots = assets.text(_level(planet), row_fs, theme.ACCENT)
        label, fs = assets.fitted(name_of(t, planet), row_fs, r.w - px(20) - dots.get_width(), on)
        name = assets.text(label, fs, theme.TEXT, bold=on)
        surface.blit(name, name.get_rect(midleft=(r.x + px(7), r.centery)))
        surface.blit(dots, dots.get_rect(midright=(r.right - px(6), r.centery)))
        table.add_hit(r, planet_tip(t, planet), functools.partial(_look, table, planet))
    # The planet looked at, as large as the room allows, its words underneath.
    left = panel.x + px(10) + list_w + px(12)
    width = panel.right - px(12) - left
    rule = rule_text(t, shown)
    body = px(theme.FONT_SMALL)
    name_fs = px(theme.FONT_BODY)
    # the name on two lines where one would cut it (« La Planète fragmen… » at 150%)
    names, name_fs = assets.line_or_wrapped(name_of(t, shown), name_fs, width,
                                            2 * assets.font(name_fs, True).get_linesize(), True)
    # RECONSTRUCTED data (SM-10): the player is told, under the difficulty, never cut
    note = t("ui.supermoon.frag.reconstructed") if shown == FRAGMENTED else ""
    # (in as many lines as it takes: with the list wider, three cut it at six seats, 150%)
    note_lines, note_fs = assets.wrapped(note, body - px(1), width,
                                         max(3 * assets.font(body).get_linesize(),
                                             assets.whole_height(note, body - px(1), width)))
    head_h = (len(names) * assets.font(name_fs, True).get_linesize()
              + assets.font(body).get_linesize() + px(6)
              + len(note_lines if note else []) * assets.font(note_fs).get_linesize())
    # four lines (twelve for the fragmented planet) at most where the type can step down into
    # them; a rule that cannot takes the lines it needs from the planet's picture, down to a
    # picture of 120 px; one that still cannot is written whole over the station (stop 62:
    # Petra's rule at 150% in French read « … et les objectifs Énergie, … », the fragmented
    # planet's « … jamais deux fragments … »)
    most = (12 if shown == FRAGMENTED else 4) * assets.font(body).get_linesize()
    cap = bottom - top - px(120) - head_h
    whole = assets.whole_height(rule, body, width)
    text_lines, text_fs = (assets.wrapped(rule, body, width, min(max(most, whole), cap))
                           if whole <= cap else ([], body))
    text_h = head_h + len(text_lines) * assets.font(text_fs).get_linesize()
    big = max(px(60), min(width, bottom - top - text_h - px(8)))
    if shown == FRAGMENTED:  # the four fragments on their 'a' faces (SM-9.1, SM-10.1)
        lay = fragments_ui.Layout.fit(pygame.Rect(left, top, width, big))
        boards = fragments_ui.empty_boards()
        fragments_ui.draw_layout(surface, lay, boards, me, art.GOLD)
        fragments_ui.add_square_tips(table, lay, boards, me)
    else:
        _draw_planet(table, surface, me, PLANETS[shown].key,
                     pygame.Rect(left, top, width, big))
    y = top + big + px(8)
    for line in names:
        surface.blit(assets.text(line, name_fs, theme.TEXT, bold=True), (left, y))
        y += assets.font(name_fs, True).get_linesize()
    y += px(2)
    label, fs = assets.fitted(difficulty_text(t, shown), body, width)
    diff = assets.text(label, fs, theme.ACCENT)
    surface.blit(diff, (left, y))
    y += diff.get_height() + px(4)
    for line in note_lines if note else []:
        surface.blit(assets.text(line, note_fs, art.GOLD), (left, y))
        y += assets.font(note_fs).get_linesize()
    for line in text_lines:
        surface.blit(assets.text(line, text_fs, theme.TEXT_DIM), (left, y))
        y += assets.font(text_fs).get_linesize()
    if whole > cap:
        draw_rule_beside(table, surface, name_of(t, shown), rule)


def picker_title(surface: pygame.Surface, text: str, panel: pygame.Rect) -> int:
    """A setup picker's title at the panel's top left: one line, or two where one would
    step its type under 85% (« Votre corporation tirée, ou Universal Coaliti… » at 150% in
    French; the moon choice's title read at about 15 px, the others' at 24). Returns where
    the picker's content starts under it."""
    size = px(theme.FONT_BODY)
    heads, fs = assets.line_or_wrapped(text, size, panel.w - px(24),
                                       2 * assets.font(size, True).get_linesize(), True,
                                       floor=0.85, wrap_floor=0.85)
    top = panel.y + px(8)
    for line in heads:
        head = assets.text(line, fs, theme.ACCENT, bold=True)
        surface.blit(head, (panel.x + px(12), top))
        top += head.get_height()
    return top + px(6)


def draw_rule_beside(table, surface: pygame.Surface, name: str, rule: str) -> None:
    """A planet's rule too long for the room beside its picture (the planet choice, the
    fragments' faces), whole over the station, idle during setup."""
    # corp_pick imports this module
    from game.ui.tables.supermoon.corp_pick import draw_words, height_at

    body = px(theme.FONT_SMALL)
    side = side_panel(table, clear_ladder=True)
    head_h = px(12) + assets.font(px(theme.FONT_BODY), True).get_linesize()
    if height_at([(rule, theme.TEXT)], side.w - px(20), -(-body * 85 // 100)) > \
            side.h - head_h - px(8):
        side = side_panel(table)  # over the ladder too (solo): the rule needs its height
    # else the solo ladder stays whole in sight; under it the rule keeps 85% of its type at
    # least (at 150% in French the fragmented planet's does not: it covers the ladder from
    # its third step rather than read smaller)
    table.cover(surface, side)
    left, width = side.x + px(10), side.w - px(20)
    head, fs = assets.fitted(name, px(theme.FONT_BODY), width, True)
    surface.blit(assets.text(head, fs, theme.ACCENT, bold=True), (left, side.y + px(8)))
    y = side.y + px(12) + assets.font(fs, True).get_linesize()
    draw_words(surface, [(rule, theme.TEXT)], left, y, width, side.bottom - px(8), body, table)


def side_panel(table, clear_ladder: bool = False) -> pygame.Rect:
    """The panel over the station and the cards column (idle during setup); with
    `clear_ladder`, in solo, it starts under the target's ladder."""
    station = table.region("station").union(table.region("cards"))
    others = table.region("others")
    # in solo that region holds the target and its ladder (PU-15.4, PU-15.5), which a player
    # choosing Quantum Solutions' faces wants in sight: that panel starts right under it (and
    # covers the commander's token over the idle station). The pickers of corporations and
    # fragments keep the ladder's height too: their texts need it to read whole at 150%.
    solo = clear_ladder and table.match.n_seats == 1
    top = others.bottom - px(2) if solo else others.y
    # as wide as the regions it covers: 4 px in, the cards column's chips showed at its edge;
    # its foot 6 px above the tracks, which its border and shadow touched (a review, stop 84)
    return pygame.Rect(station.x, top + px(2), station.w, station.bottom - top - px(8))


def _draw_planet(table, surface: pygame.Surface, me, key: str, rect: pygame.Rect) -> None:
    """A planet offered, drawn large, its squares explaining themselves on hover."""
    bg = BoardGeometry.fit(key, rect)
    board = geo.empty_board(key)
    draw_board(surface, bg, board, me, art.GOLD, font_px=max(8, round(bg.cell * 0.6)))
    g = geo.geometry(key)
    for y in range(g.height):
        for x in range(g.width):
            if g.on_board(x, y):
                table.add_hit(bg.rect(x, y),
                              functools.partial(square_tip, table.t, board, me, g.square(x, y)))


# --- the moon (SM-3.1) ---------------------------------------------------------------------------


def moon_looked_at(table, player) -> tuple[int, int]:
    """The (face, start) chosen by a click on a start, else the first offered."""
    offered = [(f, s) for f in player.moon_offer for s in MOON_FACES[f].starts]
    sel = getattr(table, "moon_pick", None)
    return sel if sel in offered else offered[0]


def _look_moon(table, choice: tuple[int, int]) -> None:
    table.moon_pick = choice


def draw_moon_pick(table, surface: pygame.Surface, view) -> None:
    """The dealt moon board's two faces side by side, each with its two starting positions
    (a click on one picks that face and start; "Take" in the bar confirms) and its lot."""
    me = view.players[table.viewer]
    t = table.t
    face_sel, start_sel = moon_looked_at(table, me)
    area = table.region("own_board")
    panel = area.inflate(-px(10), -px(10))
    table.cover(surface, panel)
    top = picker_title(surface, t("ui.supermoon.moon_title"), panel)
    note_size = max(11, px(theme.FONT_SMALL) - px(2))
    note_lines, note_fs = assets.wrapped(t("ui.supermoon.reconstructed"), note_size,
                                         panel.w - px(24), 2 * assets.font(note_size)
                                         .get_linesize())
    note_h = len(note_lines) * assets.font(note_fs).get_linesize()
    bottom = panel.bottom - px(8) - note_h
    body = px(theme.FONT_SMALL)
    text_h = 4 * assets.font(body).get_linesize()
    half = (panel.w - px(36)) // 2
    for k, face_no in enumerate(me.moon_offer):
        face = MOON_FACES[face_no]
        col = pygame.Rect(panel.x + px(12) + k * (half + px(12)), top, half, bottom - top)
        chosen = face_no == face_sel
        pygame.draw.rect(surface, (44, 40, 30) if chosen else (26, 30, 60), col,
                         border_radius=px(6))
        pygame.draw.rect(surface, art.GOLD if chosen else theme.PANEL_BORDER, col, 1,
                         border_radius=px(6))
        box = pygame.Rect(col.x + px(4), col.y + px(4), col.w - px(8), col.h - text_h - px(8))
        key = f"moon_{face.key}"
        # A click on the face picks it (its first start); the starts drawn over it win.
        table.add_hit(box, t("ui.supermoon.tip.face", face=t(f"sm.arg.face.{face_no}")),
                      functools.partial(_look_moon, table, (face_no, face.starts[0]
                                                            if face_no != face_sel
                                                            else start_sel)))
        bg = BoardGeometry.fit(key, box, max_cell=px(40))
        board = geo.empty_board(key)
        draw_board(surface, bg, board, me, art.GOLD)
        # a satellite on each start, faint but the one chosen; their numbers beside (SM-3.1)
        starts = {s: 255 if chosen and s == start_sel else 120 for s in face.starts}
        moon_ui.draw_orbit(surface, bg, board, starts, table.match.seats[table.viewer].colour,
                           px(theme.FONT_SMALL) - px(2))
        for start in face.starts:
            r = moon_ui.position_rect(bg, board, start)
            on = chosen and start == start_sel
            ring = r.inflate(px(4), px(4))
            pygame.draw.rect(surface, art.GOLD if on else art.LEGAL, ring, max(1, px(2)),
                             border_radius=px(6))
            # the face in the player's language (« Départ 2 sur Compact », stop 98)
            table.add_hit(ring, t("ui.supermoon.tip.start", n=start + 1,
                                  face=t(f"sm.arg.face.{face_no}")),
                          functools.partial(_look_moon, table, (face_no, start)))
        y = bg.outer.bottom + bg.cell + px(2)
        name = assets.text(assets.fitted(t(f"sm.arg.face.{face_no}"), body, col.w - px(8),
                                         True)[0], body, theme.TEXT, bold=True)
        surface.blit(name, name.get_rect(midtop=(col.centerx, y)))
        y += name.get_height()
        lot = t("ui.supermoon.lot_all" if face.symmetric else "ui.supermoon.lot_pair",
                a=t(f"sm.terrain.{face.lot[0]}"), b=t(f"sm.terrain.{face.lot[-1]}"),
                n=face.lot_medals)
        lines, lfs = assets.wrapped(lot, body - px(1), col.w - px(8), col.bottom - y)
        for line in lines:
            img = assets.text(line, lfs, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(col.centerx, y)))
            y += assets.font(lfs).get_linesize()
    y = bottom + px(2)
    for line in note_lines:
        surface.blit(assets.text(line, note_fs, theme.TEXT_DIM), (panel.x + px(12), y))
        y += assets.font(note_fs).get_linesize()


__all__ = ["difficulty_text", "draw_moon_pick", "draw_pick", "draw_rule_beside", "looked_at",
           "moon_looked_at", "name_of", "planet_tip", "rule_text", "side_panel"]
