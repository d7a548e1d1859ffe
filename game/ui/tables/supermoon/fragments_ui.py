"""The fragmented planet on the table (SM-9, SM-10; RECONSTRUCTED data, and the screen says so).

The four fragments are drawn "as one planet" with SM-10.1's display transform: fragment 1 at the
top-left of a 12×12 layout, 2 top-right, 3 bottom-right, 4 bottom-left, each turned clockwise by
its `Fragment.turns` quarter turns (`fragments.layout_cell`), with a small gap between them since
nothing is adjacent across fragments (SM-9.2). Each fragment's forbidden element (SM-9.3) is shown
struck through in its empty outer corner, upright.

Here: that layout (the planet picker's preview, the overview beside the fragment drawn large, the
other players' small boards), the face chooser of setup (SM-9.1: a click on a fragment flips it
between its faces, the bar's button takes them), and the words for a face.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import pygame

from game.core.i18n import capitalised
from game.supermoon import board as geo
from game.supermoon import fragments
from game.supermoon.fragment import face_of, fragment_indices
from game.supermoon.fragments import FACE_BY_KEY, FRAGMENTS, FragmentFace, difficulty, face_keys
from game.supermoon.state import Board, Player
from game.ui import assets, theme
from game.ui.tables.supermoon import art, special
from game.ui.tables.supermoon.planet import BoardGeometry, draw_board, square_tip
from game.ui.theme import px

SIDE = 6  # a face's canonical frame is SIDE × SIDE (SM-10.1)


def is_fragment_key(key: str) -> bool:
    """Is this board key a fragment face's?"""
    return key.startswith(fragments.PREFIX)


# --- words --------------------------------------------------------------------------------------


def planet_name(t) -> str:
    """"The fragmented planet", capitalised for a title."""
    return capitalised(t(f"sm.arg.planet.{fragments.FRAGMENTED}"))


def range_text() -> str:
    """SM-0.5: the difficulty range the face choice allows ("4–5")."""
    lo, hi = fragments.difficulty_range()
    return f"{lo}–{hi}" if lo != hi else str(lo)


def forbids_text(t, face: FragmentFace) -> str:
    """What a face forbids on its fragment (SM-9.3), in a few words."""
    return t(f"ui.supermoon.forbids.{face.forbids}")


def face_line(t, face: FragmentFace) -> str:
    """"Face 2b · no Energy icon · difficulty 1"."""
    return t("ui.supermoon.frag.face_line", face=face.key, forbids=forbids_text(t, face),
             n=face.difficulty)


def tab_tip(t, board: Board) -> str:
    """A fragment tab's tooltip: which fragment, its face, what it forbids."""
    face = face_of(board)
    return (t("ui.supermoon.tip.tab_fragment", n=face.fragment) + "\n" + face_line(t, face))


def planet_tip(t) -> str:
    """The fragmented planet's row in the picker: name, difficulty range, rule, the note."""
    return (f"{planet_name(t)} · {t('ui.supermoon.difficulty_range', range=range_text())}\n"
            + t("sm.planet.fragmented.rule") + "\n" + t("ui.supermoon.frag.reconstructed"))


# --- the layout (SM-10.1) -----------------------------------------------------------------------


@dataclass(frozen=True)
class Layout:
    """Where the four fragments are on screen: the 12×12 layout's top-left, cell size, and the
    gap between the fragments."""

    x: int
    y: int
    cell: int
    gap: int

    @staticmethod
    def fit(rect: pygame.Rect) -> Layout:
        """The largest layout centred in `rect`."""
        side = min(rect.w, rect.h)
        gap = max(2, side // 40)
        cell = max(3, (side - gap) // fragments.LAYOUT)
        full = cell * fragments.LAYOUT + gap
        return Layout(rect.x + (rect.w - full) // 2, rect.y + (rect.h - full) // 2, cell, gap)

    @property
    def outer(self) -> pygame.Rect:
        """The whole layout."""
        full = self.cell * fragments.LAYOUT + self.gap
        return pygame.Rect(self.x, self.y, full, full)

    def point(self, lx: float, ly: float) -> tuple[float, float]:
        """Screen point of a layout point (in cells)."""
        half = fragments.LAYOUT / 2
        return (self.x + lx * self.cell + (self.gap if lx >= half else 0),
                self.y + ly * self.cell + (self.gap if ly >= half else 0))

    def quadrant(self, k: int) -> pygame.Rect:
        """The rect of fragment k + 1's 6×6 frame."""
        turns = FRAGMENTS[k].turns
        xs, ys = zip(*(fragments.layout_cell(turns, x, y) for x in (0, SIDE - 1)
                       for y in (0, SIDE - 1)), strict=True)
        sx, sy = self.point(min(xs), min(ys))
        return pygame.Rect(round(sx), round(sy), SIDE * self.cell, SIDE * self.cell)

    def square_rect(self, k: int, x: int, y: int) -> pygame.Rect:
        """Screen rect of canonical square (x, y) of fragment k + 1."""
        lx, ly = fragments.layout_cell(FRAGMENTS[k].turns, x, y)
        sx, sy = self.point(lx, ly)
        return pygame.Rect(round(sx), round(sy), self.cell, self.cell)

    def corner(self, k: int) -> tuple[float, float]:
        """Where fragment k + 1's forbidden element shows: canonical point (1, 1), outside the
        curved rim."""
        q = self.quadrant(k)
        return {0: (q.x + self.cell, q.y + self.cell), 1: (q.right - self.cell, q.y + self.cell),
                2: (q.right - self.cell, q.bottom - self.cell),
                3: (q.x + self.cell, q.bottom - self.cell)}[FRAGMENTS[k].turns % 4]


def draw_layout(surface: pygame.Surface, lay: Layout, boards: list[Board], player: Player,
                colour, current: int = -1) -> list[pygame.Rect]:
    """The four fragments in their layout (`boards[k]` = fragment k + 1, empty boards for a
    preview), `current` (0-3) outlined in gold; returns each fragment's rect."""
    out = []
    for k, board in enumerate(boards):
        q = lay.quadrant(k)
        pic = pygame.Surface(q.size, pygame.SRCALPHA)
        draw_board(pic, BoardGeometry(board.key, 0, 0, lay.cell), board, player, colour,
                   medals=False)
        turned = pygame.transform.rotate(pic, -90 * FRAGMENTS[k].turns)
        surface.blit(turned, q)
        if lay.cell >= 8:  # the forbidden element upright again (SM-9.3)
            special.draw_forbidden(surface, face_of(board).forbids, lay.corner(k),
                                   lay.cell * 1.3)
        if k == current:
            pygame.draw.rect(surface, art.GOLD, q.inflate(px(4), px(4)), max(2, px(2)),
                             border_radius=px(3))
        out.append(q)
    return out


def add_square_tips(table, lay: Layout, boards: list[Board], player: Player) -> None:
    """Each square of the layout explains itself on hover."""
    for k, board in enumerate(boards):
        g = geo.geometry(board.key)
        for sq in geo.board_squares(board):
            x, y = g.xy(sq)
            table.add_hit(lay.square_rect(k, x, y),
                          functools.partial(square_tip, table.t, board, player, sq))


def empty_boards(mask: int = 0) -> list[Board]:
    """Empty fragment boards showing a face choice (the picker's preview: 'a' faces)."""
    return [geo.empty_board(fragments.PREFIX + key) for key in face_keys(mask)]


def player_fragments(player: Player) -> list[Board]:
    """The player's four fragment boards, fragment 1 first."""
    return [player.boards[bi] for bi in fragment_indices(player)]


def draw_overview(table, surface: pygame.Surface, rect: pygame.Rect, player: Player,
                  focus: int, shown: int) -> None:
    """The four fragments side by side, small, the one drawn large (`shown`, a board index)
    outlined; a click on one shows it large."""
    frags = fragment_indices(player)
    lay = Layout.fit(rect)
    pygame.draw.rect(surface, (10, 12, 28), lay.outer.inflate(px(6), px(6)),
                     border_radius=px(4))
    current = frags.index(shown) if shown in frags else -1
    rects = draw_layout(surface, lay, player_fragments(player), player,
                        table.match.seats[focus].colour, current)
    for k, r in enumerate(rects):
        table.add_hit(r, tab_tip(table.t, player.boards[frags[k]]),
                      functools.partial(setattr, table, "tab", frags[k]))


# --- the face chooser (SM-9.1) --------------------------------------------------------------------


def mask_looked_at(table, player: Player) -> int:
    """The face choice being prepared (`table.frag_pick`), else every fragment on its 'a'."""
    sel = getattr(table, "frag_pick", None)
    offer = player.fragment_offer
    return sel if sel in offer else (0 if 0 in offer else offer[0])


def _flip(table, player: Player, k: int) -> None:
    mask = mask_looked_at(table, player) ^ (1 << k)
    if mask in player.fragment_offer:
        table.frag_pick = mask


def draw_face_pick(table, surface: pygame.Surface, view) -> None:
    """The fragments in their layout on the faces chosen so far (a click flips one), beside
    them a line per fragment (its face, what it forbids, its difficulty), the total difficulty
    (SM-0.5) and the reconstructed note; the bar's button takes the faces."""
    me = view.players[table.viewer]
    t = table.t
    mask = mask_looked_at(table, me)
    area = table.region("own_board")
    # the whole area, opaque: the fragment tabs at its top and the face line at its bottom
    # (drawn for the board under it) showed at its edges
    panel = area.copy()
    table.cover(surface, panel)
    from game.ui.tables.supermoon.pick import picker_title  # pick imports this module

    top = picker_title(surface, t("ui.supermoon.frag.faces_title"), panel)
    body = px(theme.FONT_SMALL)
    note_size = max(11, body - px(2))
    note_lines, note_fs = assets.wrapped(t("ui.supermoon.frag.reconstructed"), note_size,
                                         panel.w - px(24),
                                         2 * assets.font(note_size).get_linesize())
    note_h = len(note_lines) * assets.font(note_fs).get_linesize()
    bottom = panel.bottom - px(8) - note_h
    y = bottom + px(2)
    for line in note_lines:  # RECONSTRUCTED (SM-10): always shown, under everything
        surface.blit(assets.text(line, note_fs, theme.TEXT_DIM), (panel.x + px(12), y))
        y += assets.font(note_fs).get_linesize()
    side = min(bottom - top - px(4), panel.w * 2 // 5)
    lay = Layout.fit(pygame.Rect(panel.x + px(12), top, side, side))
    boards = empty_boards(mask)
    rects = draw_layout(surface, lay, boards, me, table.match.seats[table.viewer].colour)
    keys = face_keys(mask)
    for k, r in enumerate(rects):
        tip = t("ui.supermoon.frag.flip_tip", n=k + 1) + "\n" + face_line(t, FACE_BY_KEY[keys[k]])
        if r.collidepoint(table.mouse):
            pygame.draw.rect(surface, art.LEGAL, r.inflate(px(4), px(4)), max(2, px(2)),
                             border_radius=px(3))
        table.add_hit(r, tip, functools.partial(_flip, table, me, k))
    # The words, on the right: a box per fragment (a click flips it too), the total, the note.
    left = lay.outer.right + px(14)
    width = panel.right - px(12) - left
    total, tfs = assets.fitted(t("ui.supermoon.frag.total", n=difficulty(mask)),
                               px(theme.FONT_BODY), width, True)
    total_img = assets.text(total, tfs, theme.ACCENT, bold=True)
    avail = bottom - top - total_img.get_height() - px(8) - 3 * px(5)
    row_h = min(3 * assets.font(body).get_linesize() + px(8), avail // 4)
    body = max(11, min(body, int((row_h - px(8)) / 3 / 1.2)))  # three lines in each box
    line_h = assets.font(body).get_linesize()
    y = top
    for k, key in enumerate(keys):
        face = FACE_BY_KEY[key]
        r = pygame.Rect(left, y, width, row_h)
        hover = r.collidepoint(table.mouse)
        pygame.draw.rect(surface, (40, 48, 92) if hover else (30, 36, 70), r,
                         border_radius=px(5))
        pygame.draw.rect(surface, art.GOLD if face.side == "b" else theme.PANEL_BORDER, r, 1,
                         border_radius=px(5))
        special.draw_forbidden(surface, face.forbids, (r.x + px(14), r.centery), px(20))
        tx = r.x + px(30)
        # the difficulty at the name line's end, so that what the face forbids has two lines
        # (« ni bloc Biomasse ni bloc de … » was cut on one at 150% in French)
        level = assets.text(t("ui.supermoon.frag.difficulty", n=face.difficulty), body - px(1),
                            theme.ACCENT)
        surface.blit(level, level.get_rect(topright=(r.right - px(6), r.y + px(5))))
        name, nfs = assets.fitted(t("ui.supermoon.frag.face_name", face=key), body,
                                  r.right - tx - level.get_width() - px(12), True)
        surface.blit(assets.text(name, nfs, theme.TEXT, bold=True), (tx, r.y + px(4)))
        ty = r.y + px(4) + line_h
        what, wfs = assets.wrapped(forbids_text(t, face), body - px(1), r.right - tx - px(6),
                                   r.bottom - px(2) - ty)
        for line in what:
            surface.blit(assets.text(line, wfs, theme.TEXT_DIM), (tx, ty))
            ty += assets.font(wfs).get_linesize()
        table.add_hit(r, t("ui.supermoon.frag.flip_tip", n=k + 1) + "\n" + face_line(t, face),
                      functools.partial(_flip, table, me, k))
        y = r.bottom + px(5)
    surface.blit(total_img, (left, y + px(2)))
    y += total_img.get_height() + px(8)
    # the planet's rule under the boxes where it reads whole there at a readable size, else
    # whole over the station (stop 62: at 150% it was left out, at 100% in French cut)
    rule = t("sm.planet.fragmented.rule")
    size = px(theme.FONT_SMALL) - px(1)  # not the boxes' type, which steps down for them
    # first across the whole panel under the fragments and the total, at its own size (at
    # 100% in English it read at 11 px in the column beside the fragments, with the room
    # under them left empty)
    full_w, full_top = panel.w - px(24), max(y, lay.outer.bottom + px(10))
    floor = 1.0
    if assets.whole_height(rule, size, full_w, floor=floor) <= bottom - full_top:
        left, y, width = panel.x + px(12), full_top, full_w
    elif assets.whole_height(rule, size, width, floor=0.85) <= bottom - y:
        floor = 0.85
    else:
        from game.ui.tables.supermoon.pick import draw_rule_beside  # pick imports this module

        draw_rule_beside(table, surface, planet_name(t), rule)
        return
    lines, lfs = assets.wrapped(rule, size, width, bottom - y, floor=floor)
    for line in lines:
        surface.blit(assets.text(line, lfs, theme.TEXT_DIM), (left, y))
        y += assets.font(lfs).get_linesize()


def frame_board_area(table, surface: pygame.Surface, player: Player, focus: int, bi: int,
                     area: pygame.Rect) -> pygame.Rect:
    """Around fragment board `bi` drawn large: the overview of the four at the right of the
    area (the one shown outlined, a click shows another) and, under the board, its face and
    what it forbids (SM-9.3). Returns the room left for the board itself."""
    t = table.t
    face = face_of(player.boards[bi])
    size = px(theme.FONT_SMALL)
    line = t("ui.supermoon.tab.fragment", n=face.fragment) + " · " + face_line(t, face)
    lines, fs = assets.wrapped(line, size, area.w - px(8), 2 * assets.font(size).get_linesize())
    text_h = len(lines) * assets.font(fs).get_linesize()
    y = area.bottom - text_h
    for ln in lines:
        img = assets.text(ln, fs, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midtop=(area.centerx, y)))
        y += assets.font(fs).get_linesize()
    room = pygame.Rect(area.x, area.y, area.w, area.h - text_h - px(4))
    side = min(room.h * 2 // 5, room.w // 3, px(170))
    if side < px(60):  # no room beside the board: the tabs alone
        return room
    draw_overview(table, surface, pygame.Rect(room.right - side - px(4), room.y + px(4),
                                              side, side), player, focus, bi)
    return pygame.Rect(room.x, room.y, room.w - side - px(8), room.h)


__all__ = ["Layout", "add_square_tips", "draw_face_pick", "draw_layout", "draw_overview",
           "empty_boards", "face_line", "forbids_text", "frame_board_area", "is_fragment_key",
           "mask_looked_at", "planet_name", "planet_tip", "player_fragments", "range_text",
           "tab_tip"]
