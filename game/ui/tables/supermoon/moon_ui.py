"""The moon on the table (SM-3 to SM-6): its orbit and satellite, the laser's line, the tabs that
switch the large board between planet (or the fragments, SM-9) and moon, and what the moon
scores.

The orbit's positions sit in the ring of cells round the moon (`BoardGeometry.fit` keeps it),
numbered from 1 clockwise; a choice position (row or column) is a diamond, the others dots; the
satellite stands on its position in the owner's colour, on the outer half of the cell, the
position's number on a chip on the inner half (`shared_cell`). A line about to be fired (the
piece in the hand over the moon, a shot waiting for the gains, or the two lines to aim between)
is a red band across the moon, drawn before anything is final.
"""

from __future__ import annotations

import functools

import pygame

from game.supermoon import board as geo
from game.supermoon.fragment import face_of as fragment_face
from game.supermoon.moon import face_of, line_squares, moon_index, moon_lots
from game.supermoon.moons import orbit, sides
from game.supermoon.state import Board, Player
from game.ui import assets, theme
from game.ui.tables.supermoon import art
from game.ui.tables.supermoon.choices import chip_kind, gain_shape
from game.ui.tables.supermoon.fragments_ui import tab_tip
from game.ui.tables.supermoon.planet import BoardGeometry, planet_map
from game.ui.theme import px

ORBIT = (44, 52, 96)
ORBIT_EDGE = (120, 130, 190)
LASER = (255, 70, 60)
SAT_BODY = (210, 214, 226)


def position_rect(bg: BoardGeometry, board: Board, index: int) -> pygame.Rect:
    """The cell of an orbital position."""
    p = orbit(face_of(board))[index]
    return bg.rect(p.x, p.y)


def draw_orbit(surface: pygame.Surface, bg: BoardGeometry, board: Board,
               satellites: dict[int, int], colour, font_px: int) -> None:
    """The orbital positions, numbered, and the satellites standing on some of them:
    `satellites` maps a position to the satellite's opacity (255 the satellite; less where it
    would go, or a start not chosen in the picker)."""
    cell = bg.cell
    for p in orbit(face_of(board)):
        r = bg.rect(p.x, p.y)
        c = r.center
        size = cell * 0.4  # (at 0.32 the picker's small boards numbered them in 8 px type)
        if p.choice:
            pts = [(c[0], c[1] - size), (c[0] + size, c[1]), (c[0], c[1] + size),
                   (c[0] - size, c[1])]
            pygame.draw.polygon(surface, ORBIT, pts)
            pygame.draw.polygon(surface, ORBIT_EDGE, pts, 1)
        else:
            pygame.draw.circle(surface, ORBIT, c, size)
            pygame.draw.circle(surface, ORBIT_EDGE, c, size, 1)
        if cell >= 20:  # (smaller, the numbers would not read)
            # beside a satellite the number keeps its own half of the cell (`shared_cell`)
            at = shared_cell(bg, board, p.index, font_px)[0] if p.index in satellites else c
            num = assets.text(str(p.index + 1), number_px(cell, font_px), theme.TEXT)
            where = num.get_rect(center=at)
            if at != c:  # off the disc's centre, on a chip of its own over the disc's edge
                chip = where.inflate(max(4, cell // 8), 0)
                pygame.draw.rect(surface, ORBIT, chip, border_radius=chip.h // 2)
                pygame.draw.rect(surface, ORBIT_EDGE, chip, 1, border_radius=chip.h // 2)
            surface.blit(num, where)
    for index, alpha in sorted(satellites.items(), key=lambda kv: kv[1]):  # faint ones under
        if cell >= 20:
            _at, sat_at, size = shared_cell(bg, board, index, font_px)
            draw_satellite(surface, sat_at, cell, colour, alpha=alpha, size=size)
        else:  # no number to keep clear
            draw_satellite(surface, position_rect(bg, board, index).center, cell, colour,
                           alpha=alpha)


def number_px(cell: int, font_px: int) -> int:
    """The type size of the positions' numbers (at least 10 px: they must read, SM-6.1)."""
    return max(10, min(font_px, round(cell * 0.42)))


def shared_cell(bg: BoardGeometry, board: Board, index: int, font_px: int
                ) -> tuple[tuple[int, int], tuple[int, int], int]:
    """(the number's centre, the satellite's centre, its size) for a position with a
    satellite on it. Drawn on the number, the satellite hid the start numbers the player
    chooses between (SM-3.1) and the number of the position it stands on (SM-4.1): the cell
    is split instead, the satellite on its outer half (above the number over the moon's top
    half, below it under the bottom half) and the number on the inner half, both inside the
    cell so the neighbouring positions stay clear."""
    p = orbit(face_of(board))[index]
    r = bg.rect(p.x, p.y)
    cell = bg.cell
    num_h = assets.font(number_px(cell, font_px)).size(str(index + 1))[1]
    gap = max(1, cell // 20)
    # the satellite's picture is half as tall as it is wide (`draw_satellite`)
    size = max(10, min(int(cell * 0.9), 2 * (cell - num_h - 2 * gap)))
    sat_h = size // 2 + 1
    top = r.centery - (num_h + gap + sat_h) // 2
    above = p.y * 2 < planet_map(bg.key).height  # the outer side of the cell
    if above:
        sat_y, num_y = top + sat_h // 2, top + sat_h + gap + num_h // 2
    else:
        num_y, sat_y = top + num_h // 2, top + num_h + gap + sat_h // 2
    return (r.centerx, num_y), (r.centerx, sat_y), size


def draw_satellite(surface: pygame.Surface, center, cell: int, colour, alpha: int = 255,
                   size: int | None = None) -> None:
    """A small satellite: a body in the owner's colour between two solar panels, `size`
    wide (0.9 of a cell unless given) and half as tall."""
    size = size or max(10, int(cell * 0.9))
    pic = pygame.Surface((size, size), pygame.SRCALPHA)
    m = size / 2
    body = pygame.Rect(0, 0, size * 0.36, size * 0.36)
    body.center = (round(m), round(m))
    for dx in (-1, 1):
        panel = pygame.Rect(0, 0, size * 0.26, size * 0.5)
        panel.center = (round(m + dx * size * 0.34), round(m))
        pygame.draw.rect(pic, (60, 90, 160), panel)
        pygame.draw.rect(pic, SAT_BODY, panel, 1)
    pygame.draw.rect(pic, art.INK, body.inflate(2, 2), border_radius=2)
    pygame.draw.rect(pic, colour, body, border_radius=2)
    if alpha < 255:
        pic.set_alpha(alpha)
    surface.blit(pic, pic.get_rect(center=(round(center[0]), round(center[1]))))


def draw_laser(surface: pygame.Surface, bg: BoardGeometry, board: Board,
               line: tuple[str, int], strong: bool) -> pygame.Rect:
    """A red band over a moon line (the squares the laser would clear); returns its rect."""
    squares = line_squares(board, line)
    rects = [bg.square_rect(sq) for sq in squares]
    band = rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)
    glow = pygame.Surface(band.size, pygame.SRCALPHA)
    glow.fill((*LASER, 110 if strong else 60))
    surface.blit(glow, band)
    pygame.draw.rect(surface, LASER, band, max(2, bg.cell // 12) if strong else 1)
    return band


def target_position(player: Player, board: Board, squares: int) -> int:
    """Where the satellite goes after a piece of `squares` squares (SM-4.1)."""
    return (player.satellite + squares) % len(orbit(face_of(board)))


def lines_at(board: Board, position: int) -> tuple[tuple[str, int], ...]:
    """The line(s) a position fires along."""
    return orbit(face_of(board))[position].lines


def _tab_name(table, board: Board, short: bool) -> str:
    t = table.t
    if board.kind == "moon" and short:  # beside four fragment tabs (SM-9)
        return t("ui.supermoon.tab.moon_short")
    if board.kind == "moon":
        return t("ui.supermoon.tab.moon", face=t(f"sm.arg.face.{_face_no(board)}"))
    if board.kind == "fragment":  # SM-9: "Fragment 1" … "Fragment 4" ("Frag. 1" if short)
        return t("ui.supermoon.tab.fragment_short" if short else "ui.supermoon.tab.fragment",
                 n=fragment_face(board).fragment)
    return t("ui.supermoon.tab.planet")


def _tab_names(table, player: Player, short: bool = False) -> list[str]:
    return [_tab_name(table, b, short) for b in player.boards]


def _width(names: list[str]) -> int:
    font = assets.font(px(theme.FONT_SMALL), True)
    return sum(font.size(n)[0] + px(20) for n in names) - px(6)


def _short(table, player: Player, room: int) -> bool:
    """Short fragment labels when the long ones do not fit `room`."""
    return _width(_tab_names(table, player)) > room


def tabs_width(table, player: Player, room: int = 10_000) -> int:
    """The width the tabs take (their labels never cut; fragment labels shortened when the
    long ones do not fit `room`)."""
    return min(room, _width(_tab_names(table, player, _short(table, player, room))))


def draw_tabs(table, surface: pygame.Surface, rect: pygame.Rect, player: Player,
              shown: int, glow: set[int]) -> int:
    """Planet | Moon: which board of the player is drawn large; `glow` marks a board where
    something may be done now. Returns the x where the tabs end."""
    t = table.t
    names = _tab_names(table, player, _short(table, player, rect.w))
    size = px(theme.FONT_SMALL)
    budget = rect.w // 2 - px(20)
    if _width(names) > rect.w:  # even the short labels overflow: each gets its share
        budget = (rect.w + px(6)) // len(names) - px(20)
    # one type for the row: « Lune » read larger than the « Frag. 1–4 » shrunk beside it
    size = min(assets.fitted(name, size, budget, True)[1] for name in names)
    x = rect.x
    for i, name in enumerate(names):
        label, fs = assets.fitted(name, size, budget, True)
        img = assets.text(label, fs, theme.TEXT, bold=i == shown)
        r = pygame.Rect(x, rect.y, img.get_width() + px(14), rect.h)
        on = i == shown
        hover = r.collidepoint(table.mouse)
        pygame.draw.rect(surface, (70, 62, 30) if on else (40, 48, 92) if hover
                         else (26, 30, 60), r, border_radius=px(6))
        edge = art.LEGAL if i in glow and not on else art.GOLD if on else theme.PANEL_BORDER
        pygame.draw.rect(surface, edge, r, max(1, px(2) if i in glow else 1),
                         border_radius=px(6))
        surface.blit(img, img.get_rect(center=r.center))
        kind = player.boards[i].kind
        if kind == "fragment":  # its face and what it forbids (SM-9.3)
            tip = tab_tip(t, player.boards[i])
        else:
            tip = t("ui.supermoon.tip.tab_moon" if kind == "moon"
                    else "ui.supermoon.tip.tab_planet")
        table.add_hit(r, tip, functools.partial(setattr, table, "tab", i))
        x = r.right + px(6)
    return x


def _face_no(board: Board) -> int:
    from game.supermoon.moon import face_index
    return face_index(face_of(board).key)


def moon_summary(t, player: Player) -> str:
    """What the moon scores now: lots and meteorites (SM-5.3 to SM-5.5)."""
    bi = moon_index(player)
    if bi < 0:
        return ""
    board = player.boards[bi]
    face = face_of(board)
    parts = [f"{t(f'sm.terrain.{r}')} {board.icons.count(_letter(r))}" for r in face.lot]
    return t("ui.supermoon.moon_score", lot=", ".join(parts), lots=moon_lots(board),
             each=face.lot_medals, meteors=len(board.meteors))


def _letter(resource: str) -> str:
    from game.supermoon.data import LETTER
    return LETTER[resource]


def busy_boards(table, view) -> set[int]:
    """The viewer's boards where something may be done now: the tile in the hand fits,
    or a chosen gain's squares or rovers lie there."""
    out: set[int] = set()
    if table.hand is not None:
        out |= {b for _f, _x, _y, b in table.placements()}
    if table.gain_sel is not None:
        for a in table.options().gains.get(table.gain_sel, []):
            kind = chip_kind(table.options(), view.players[table.viewer].pool, table.gain_sel)
            if len(a.args) == 3 and gain_shape(kind) == "square":
                out.add(a.args[1])
    me = view.players[table.viewer]
    if any(g.kind == "aim" for g in me.pool):
        out.add(moon_index(me))
    return out


def draw_moon_extras(table, surface: pygame.Surface, view, focus: int, bg, board,
                     area: pygame.Rect) -> None:
    """The orbit and satellite; the line a shot would fire along (the piece in the hand,
    a waiting shot, or the two lines to aim between, clickable); the moon's score."""
    player = view.players[focus]
    cfg = table.match.seats[focus]
    ghost = None
    lines: tuple[tuple[str, int], ...] = ()
    strong = False
    mine = focus == table.viewer
    aims = [i for i, g in enumerate(player.pool) if g.kind == "aim"] if mine else []
    pending = sum(player.shots)
    if aims:
        lines = lines_at(board, player.pool[aims[0]].arg)
        strong = True
    elif mine and table.hand is not None and table.board_index == moon_index(player):
        anchor = table.ghost_anchor()
        if anchor is not None and (table.hand.form, *anchor, table.board_index) \
                in table.placements():
            n = len(geo.form_of(table.hand.tile, table.hand.form))
            ghost = target_position(player, board, pending + n)
            lines, strong = lines_at(board, ghost), True
    elif pending:
        ghost = target_position(player, board, pending)
        lines = lines_at(board, ghost)
    for k, line in enumerate(lines):
        band = draw_laser(surface, bg, board, line, strong)
        if aims:
            action = table.options().gains.get(aims[0], [])
            if k < len(action):
                tip = aim_label(table, action[k].args[1])
                table.add_hit(band, tip, action[k])
    shown = {ghost: 110} if ghost is not None and ghost != player.satellite else {}
    if player.satellite >= 0:
        shown[player.satellite] = 255
    draw_orbit(surface, bg, board, shown, cfg.colour, px(theme.FONT_SMALL) - px(2))
    face = face_of(board)
    faint = ghost if ghost is not None and ghost != player.satellite else None
    for p in orbit(face):
        table.add_hit(bg.rect(p.x, p.y), functools.partial(
            orbit_tip, table, board, p.index, player.satellite, faint))
    text = moon_summary(table.t, player)
    lines_txt, fs = assets.wrapped(text, px(theme.FONT_SMALL), area.w - px(8),
                                   4 * assets.font(px(theme.FONT_SMALL)).get_linesize())
    y = area.bottom - len(lines_txt) * assets.font(fs).get_linesize()
    for line_txt in lines_txt:
        img = assets.text(line_txt, fs, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midtop=(area.centerx, y)))
        y += assets.font(fs).get_linesize()


AWAY = {"left": "right", "right": "left", "top": "down", "bottom": "up"}
"""The way the laser fires from a satellite on each side of the moon (SM-4.1)."""


def fire_directions(board: Board, position: int) -> tuple[str, ...]:
    """The way(s) the laser fires from an orbital position, one per line it may fire along
    ("right", "up" …): words that cannot be mistaken for the orbital positions' numbers
    printed round the moon ("Row 6" beside the position numbered 6 named another row)."""
    face = face_of(board)
    return tuple(AWAY[side] for side in sides(face, orbit(face)[position]))


def aim_label(table, choice: int, short: bool = False) -> str:
    """"Fire right along the row" / "Fire up along the column": an aim's choice (SM-4.1);
    `short`, for the bar: "Row →" / "Column ↑"."""
    me = table.view().players[table.viewer]
    gain = next(g for g in me.pool if g.kind == "aim")
    way = fire_directions(me.boards[moon_index(me)], gain.arg)[choice]
    return table.t(f"ui.supermoon.choice.{'aim' if short else 'fire'}_{way}")


def orbit_tip(table, board, index: int, satellite: int, ghost: int | None = None) -> str:
    """An orbital position: its number, the line(s) it fires along, the satellite if there,
    or its faint picture where the tile held (or a shot waiting) will move it (`ghost`: a
    review, stop 82, found that faint second satellite unexplained)."""
    t = table.t
    lines = lines_at(board, index)
    names = [t(f"ui.supermoon.line.{way}") for way in fire_directions(board, index)]
    key = "ui.supermoon.tip.orbit_choice" if len(lines) == 2 else "ui.supermoon.tip.orbit"
    text = t(key, n=index + 1, lines=t("ui.supermoon.or").join(names))
    if index == satellite:
        text += "\n" + t("ui.supermoon.tip.satellite_here")
    elif index == ghost:
        text += "\n" + t("ui.supermoon.tip.satellite_ghost")
    return text



__all__ = ["AWAY", "aim_label", "busy_boards", "draw_laser", "draw_moon_extras", "draw_orbit",
           "draw_satellite", "draw_tabs", "fire_directions", "lines_at", "moon_summary",
           "number_px", "orbit_tip", "position_rect", "shared_cell", "target_position"]
