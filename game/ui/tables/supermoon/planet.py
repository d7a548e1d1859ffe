"""Drawing one player's board (planet) from the Tiled map, and finding the square under the mouse.

The planet's squares, ice, lifepod symbols, row and column medals and edge marks come from
`maps/planet_<key>.tmx` (via `game.boards.load_planet`, the only pytmx user); what lies on the
squares (terrain, icons, patches, meteorites, lifepods still there, rovers) comes from the
view's `Board` and `Player`. A `BoardGeometry` maps squares to screen rects for drawing and
hit tests; it is rebuilt whenever the layout changes.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game import boards
from game.supermoon import board as geo
from game.supermoon.scoring import line_states
from game.supermoon.state import Board, Player
from game.ui import assets
from game.ui.tables.supermoon import art, special

BARE_LAND = (200, 178, 132)
BARE_LAND_ALT = (190, 166, 120)
BARE_ICE = (204, 228, 240)
BARE_ICE_ALT = (190, 216, 232)
SPACE = (18, 22, 44)
EDGE_MARK = (250, 236, 190)


@functools.cache
def planet_map(key: str) -> boards.PlanetMap:
    """A board's Tiled map (loaded once): a planet's, a fragment face's (SM-10: `S` a shuttle
    square) or a moon face's in the same form (no medals; `M` the printed starting meteorite,
    SM-6.1)."""
    if key.startswith("fragment_"):  # a fragment face, in its canonical frame (SM-10.1)
        fm = boards.load_fragment(key.removeprefix("fragment_"))
        return boards.PlanetMap(key=key, name=key, width=fm.width, height=fm.height,
                                cells=fm.cells, row_medals=fm.row_medals,
                                col_medals=fm.col_medals, edge=fm.edge)
    if is_moon(key):
        mm = boards.load_moon(key.removeprefix("moon_"))
        return boards.PlanetMap(key=key, name=mm.name, width=mm.width, height=mm.height,
                                cells=mm.cells, row_medals=(), col_medals=(), edge=mm.edge)
    return boards.load_planet(key)


def is_moon(key: str) -> bool:
    """Is this board key a moon face's?"""
    return key.startswith("moon_")


@dataclass(frozen=True)
class BoardGeometry:
    """Where a board is on screen: top-left of square (0, 0) and the cell size."""

    key: str
    x: int
    y: int
    cell: int

    @staticmethod
    def fit(key: str, rect: pygame.Rect, medals: bool = True,
            max_cell: int = 10_000) -> BoardGeometry:
        """Centre a board in `rect`, leaving one cell for the medals when asked; a moon keeps
        a cell all round for its orbit (SM-6.1)."""
        pm = planet_map(key)
        before = 1 if is_moon(key) or medals else 0
        after = 1 if is_moon(key) else 0
        cols = pm.width + before + after
        rows = pm.height + before + after
        cell = max(3, min(rect.w // cols, rect.h // rows, max_cell))
        w, h = cell * cols, cell * rows
        x = rect.x + (rect.w - w) // 2 + cell * before
        y = rect.y + (rect.h - h) // 2 + cell * before
        return BoardGeometry(key, x, y, cell)

    def rect(self, x: int, y: int) -> pygame.Rect:
        """Screen rect of square (x, y)."""
        return pygame.Rect(self.x + x * self.cell, self.y + y * self.cell, self.cell, self.cell)

    def square_rect(self, square: int) -> pygame.Rect:
        """Screen rect of a square index."""
        g = geo.geometry(self.key)
        return self.rect(*g.xy(square))

    def at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """(x, y) of the board square under a screen point, None off the board."""
        g = geo.geometry(self.key)
        x = (pos[0] - self.x) // self.cell
        y = (pos[1] - self.y) // self.cell
        if g.on_board(x, y):
            return int(x), int(y)
        return None

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int]:
        """Grid (x, y) under a point, on or off the board (for the ghost)."""
        return (int((pos[0] - self.x) // self.cell), int((pos[1] - self.y) // self.cell))

    @property
    def outer(self) -> pygame.Rect:
        """The rect of the whole grid (squares only)."""
        pm = planet_map(self.key)
        return pygame.Rect(self.x, self.y, pm.width * self.cell, pm.height * self.cell)


def draw_board(surface: pygame.Surface, bg: BoardGeometry, board: Board, player: Player,
               colour, *, medals: bool = True, font_px: int = 12) -> None:
    """The planet, its covering pieces, lifepods, meteorites and rovers (a cached picture per
    board state and size: six planets are drawn every frame at six seats)."""
    rovers = tuple(rv.square for rv in player.rovers
                   if rv.board >= 0 and player.boards[rv.board] is board)
    medals = medals and not is_moon(bg.key)
    pic = _board_picture(bg.key, bg.cell, board, rovers, colour, medals, font_px)
    offset = bg.cell if medals else 0
    surface.blit(pic, (bg.x - offset, bg.y - offset))


@functools.lru_cache(maxsize=48)
def _board_picture(key: str, cell: int, board: Board, rovers: tuple[int, ...], colour,
                   medals: bool, font_px: int) -> pygame.Surface:
    pm = planet_map(key)
    extra = 1 if medals else 0
    pic = pygame.Surface(((pm.width + extra) * cell, (pm.height + extra) * cell),
                         pygame.SRCALPHA)
    bg = BoardGeometry(key, extra * cell, extra * cell, cell)
    _draw_board(pic, bg, board, rovers, colour, medals=medals, font_px=font_px)
    return pic


def _draw_board(surface: pygame.Surface, bg: BoardGeometry, board: Board,
                rovers: tuple[int, ...], colour, *, medals: bool, font_px: int) -> None:
    pm = planet_map(bg.key)
    g = geo.geometry(bg.key)
    cell = bg.cell
    patches = set(board.patches)
    symbols = set(board.symbols)
    meteors = set(board.meteors)
    lifepods = set(board.lifepods)
    for y in range(pm.height):
        for x in range(pm.width):
            if not g.on_board(x, y):
                if pm.cells[y][x] == "o":  # a moon's crater: a hole through it (SM-6.1)
                    special.draw_bare(surface, bg.rect(x, y), "o", False)
                continue
            sq = g.square(x, y)
            r = bg.rect(x, y)
            letter = board.terrain[sq]
            if letter == ".":
                ice = pm.cells[y][x] == "I"
                alt = (x + y) % 2
                if not special.draw_bare(surface, r, pm.cells[y][x], bool(alt)):
                    pygame.draw.rect(surface, (BARE_ICE_ALT if alt else BARE_ICE) if ice
                                     else (BARE_LAND_ALT if alt else BARE_LAND), r)
                if pm.cells[y][x] == "M" and cell >= 10:  # the printed symbol (SM-3.1)
                    art.draw_meteor(surface, r.center, cell * 0.6, symbol_only=True)
                if (x, y) in pm.edge and cell >= 14:
                    pygame.draw.rect(surface, EDGE_MARK, r, 1)
            else:
                art.draw_square(surface, r, letter, board.icons[sq] != "." and sq not in patches,
                                sq in symbols and sq not in meteors and cell >= 10)
                if sq in patches and letter == "b":
                    art.draw_patch(surface, r)
                elif sq in patches:  # a terrain block (SM-8.3)
                    art.draw_block(surface, r)
            if sq in lifepods:
                art.draw_lifepod(surface, r.center, cell * 0.62)
            if sq in meteors:
                art.draw_meteor(surface, r.center, cell * 0.7)
    special.draw_overlays(surface, (bg.x, bg.y), cell, bg.key)
    _piece_outlines(surface, bg, board)
    for square in rovers:
        art.draw_rover(surface, bg.square_rect(square).center, cell * 0.8, colour)
    if medals and cell >= 9:
        # each medal says how its line stands (PU-14.2): won, held back by a meteorite, or open
        # (a newcomer learned only from the rules, after the game, that a meteorite cancels a
        # line: nothing on the planet said so)
        rows, cols = line_states(board)
        for y, medal in enumerate(pm.row_medals):
            _draw_line_medal(surface, bg.rect(-1, y).center, cell, medal, font_px, rows[y])
        for x, medal in enumerate(pm.col_medals):
            _draw_line_medal(surface, bg.rect(x, -1).center, cell, medal, font_px, cols[x])


SMALL_MEDALS = 26
"""Below this cell size a line's medal is drawn as its gold number alone, nearly as large as
the cell: a coin that small (10 px in a 16 px cell) left its digit unreadable (the planet
picker's preview)."""


SPOILED_SHADE = (10, 12, 28, 150)
"""Over a medal a meteorite holds back: the board's dark, so the coin reads as switched off."""


def _draw_line_medal(surface: pygame.Surface, centre: tuple[int, int], cell: int, medal: int,
                     font_px: int, state: str = "open") -> None:
    """A row's or column's printed medal (PU-14.2) beside the board: ringed green once its
    line scores, dimmed and struck through in red while a meteorite lies in it."""
    if cell >= SMALL_MEDALS or not medal:  # (0: the plain medal, a symbol)
        art.draw_medal(surface, centre, cell * 0.62, medal, max(8, round(font_px * 0.9)))
        r = max(4.0, cell * 0.31)
    else:
        img = assets.text(str(medal), max(10, round(cell * 0.8)), art.GOLD, bold=True)
        surface.blit(img, img.get_rect(center=centre))
        r = max(4.0, cell * 0.42)
    width = max(2, cell // 14)
    if state == "done":
        pygame.draw.circle(surface, art.LEGAL, centre, r + width, width)
    elif state == "spoiled":
        shade = pygame.Surface((round(2 * r) + 2, round(2 * r) + 2), pygame.SRCALPHA)
        pygame.draw.circle(shade, SPOILED_SHADE, shade.get_rect().center, r)
        surface.blit(shade, shade.get_rect(center=centre))
        d = r * 0.8
        cx, cy = centre
        pygame.draw.line(surface, art.ILLEGAL, (cx - d, cy + d), (cx + d, cy - d), width + 1)


def _piece_outlines(surface: pygame.Surface, bg: BoardGeometry, board: Board) -> None:
    """A dark border around each placed tile so neighbouring tiles read as separate."""
    if bg.cell < 8:
        return
    width = max(1, bg.cell // 14)
    for piece in board.pieces:
        if piece.tile < 0:
            continue
        cells = {(piece.x + s.x, piece.y + s.y) for s in geo.form_of(piece.tile, piece.form)}
        art.outline_cells(surface, cells, (bg.x, bg.y), bg.cell, art.INK, width)


def draw_ghost(surface: pygame.Surface, bg: BoardGeometry, tile: int, form: int, x: int, y: int,
               legal: bool, locked: bool) -> None:
    """The tile in the hand over the board: translucent, outlined green (legal) or red."""
    origin = (bg.x + x * bg.cell, bg.y + y * bg.cell)
    art.draw_tile(surface, tile, form, origin, bg.cell, alpha=235 if locked else 170)
    cells = {(s.x, s.y) for s in geo.form_of(tile, form)}
    colour = art.LEGAL if legal else art.ILLEGAL
    art.outline_cells(surface, cells, origin, bg.cell, colour, max(2, bg.cell // 9))


def mark_squares(surface: pygame.Surface, bg: BoardGeometry, squares, colour, *,
                 dot: bool = False) -> None:
    """Highlight squares (targets of a choice) with a frame or a dot."""
    for sq in squares:
        r = bg.square_rect(sq)
        if dot:
            pygame.draw.circle(surface, colour, r.center, max(2, bg.cell // 7))
        else:
            pygame.draw.rect(surface, colour, r.inflate(-2, -2), max(2, bg.cell // 12),
                             border_radius=max(1, bg.cell // 8))


def line_tips(t, bg: BoardGeometry, board: Board
              ) -> list[tuple[pygame.Rect, Callable[[], str]]]:
    """Each drawn line medal's rect and its tooltip (made when shown): what the line scores,
    and how it stands."""
    if is_moon(bg.key) or bg.cell < 9:
        return []
    pm = planet_map(bg.key)
    out: list[tuple[pygame.Rect, Callable[[], str]]] = []
    for axis, medals in (("row", pm.row_medals), ("col", pm.col_medals)):
        for i, medal in enumerate(medals):
            rect = bg.rect(-1, i) if axis == "row" else bg.rect(i, -1)
            out.append((rect, functools.partial(line_tip, t, board, axis, i, medal)))
    return out


def line_tip(t, board: Board, axis: str, index: int, medal: int) -> str:
    """A line medal's tooltip (PU-14.2)."""
    rows, cols = line_states(board)
    state = (rows if axis == "row" else cols)[index]
    return t(f"ui.supermoon.tip.line_{axis}", n=index + 1, medals=medal) + "\n" + \
        t(f"ui.supermoon.tip.line_{state}")


def square_tip(t, board: Board, player: Player, square: int) -> str:
    """What a square holds, for its tooltip."""
    g = geo.geometry(board.key)
    x, y = g.xy(square)
    pm = planet_map(board.key)
    parts = []
    letter = board.terrain[square]
    if letter == "." and pm.cells[y][x] == "o":
        parts.append(t("ui.supermoon.tip.hole"))
    elif letter == ".":
        parts.append(t("ui.supermoon.tip.bare_ice" if pm.cells[y][x] == "I"
                       else "ui.supermoon.tip.bare_land"))
    else:
        from game.supermoon.data import TERRAIN_OF
        name = t(f"sm.terrain.{TERRAIN_OF[letter]}")
        if square in board.patches:
            parts.append(t("ui.supermoon.tip.patch"))
        elif board.icons[square] != ".":
            parts.append(t("ui.supermoon.tip.icon", terrain=name))
        else:
            parts.append(name)
    if square in board.lifepods:
        parts.append(t("ui.supermoon.tip.lifepod"))
    if square in board.meteors:
        parts.append(t("ui.supermoon.tip.meteor"))
    if any(rv.board >= 0 and rv.square == square and player.boards[rv.board] is board
           for rv in player.rovers):
        parts.append(t("ui.supermoon.tip.rover"))
    if geo.is_edge(board, square):
        parts.append(t("ui.supermoon.tip.edge"))
    kind = pm.cells[y][x]
    tip = special.kind_tip_key(board.key, kind, x, y)
    if tip and (letter == "." or kind not in special.KINDS):
        parts.append(t(tip))
    return t("ui.supermoon.tip.square", x=x + 1, y=y + 1) + "\n" + "\n".join(parts)


def label(surface: pygame.Surface, text: str, pos, size: int, colour) -> None:
    """A small text label."""
    surface.blit(assets.text(text, size, colour), pos)
