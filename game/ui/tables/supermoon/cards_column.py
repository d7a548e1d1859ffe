"""The Planet Unknown table's cards column, beside the station: the round's event, this
round's Quantum Solutions rule (SM-11.4), the objectives and their standing, the civ cards
(PU-10) and tech levels (PU-18), the planet's own rule (PU-17, SM-9) — each a row with its
tooltip.

The column is short at 150% interface size, so its rows step down in turn while they do not
all fit: the objectives keep to one line each, the civ cards and the tech levels share a row,
the objectives go two a row when every name fits half the column, and the event's heading is
left to the box's tooltip. The rows are laid out before any is drawn, so that one which still
finds no room is never lost without a word: the last rows gather in a "+n" row that names them
and holds their tooltips (a screenshot review at 150% in French, stop 73, found the planet's
row and three objectives left out of the column with nothing to say so).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.supermoon.data import CIV_CARDS, EVENTS, PLANET_BY_KEY, SYMMETRIC_PLANET
from game.supermoon.fragment import FRAGMENTED, face_of, fragment_difficulty, is_fragmented
from game.supermoon.objectives import neighbour_value, private_met
from game.ui import assets, theme
from game.ui.render import panel_cache
from game.ui.tables.supermoon import fragments_ui
from game.ui.theme import px
from game.ui.widgets.marker import draw_marker

EVENT_COLOUR = {"green": (70, 160, 90), "orange": (226, 140, 50), "red": (200, 64, 60)}
ROW = (30, 36, 70)
"""A row's fill."""
HALF_FLOOR = 0.8
"""Objectives go two a row only when each name fits half the column at this share of the
column's type."""


def tech_tip(t, player) -> str:
    """Tooltip of the corporation's tech levels (unlocked ones marked)."""
    from game.supermoon.tracks import tech_levels
    from game.ui.tables.supermoon.corp_pick import tech_name
    have = tech_levels(player)
    lines = [t(f"sm.corp.{player.corp}.name")]
    six = player.corp == "jumpdrive"  # six slots A-F unlocked by lifepods (PU-18.8)
    for level in range(1, 7 if six else 6):
        mark = "✓" if level in have else "·"
        name = tech_name(player.corp, level)
        lines.append(f"{mark} " + t("ui.supermoon.named", name=name,
                                    text=t(f"sm.corp.{player.corp}.tech.{level}")))
    return "\n".join(lines)


@dataclass
class _Row:
    """A row laid out: its rect, its lines at type `fs`; a heading has no fill."""

    text: str
    tip: str
    rect: pygame.Rect
    lines: list[str]
    fs: int
    colour: tuple[int, int, int]
    fill: tuple[int, int, int] | None
    seat: int | None = None
    """The seat whose emblem closes the row (a neighbour objective's other player)."""


class _Column:
    """The rows of the column, laid out top down in `rect`; `draw` draws them (after
    gathering those that found no room)."""

    def __init__(self, rect: pygame.Rect, size: int) -> None:
        self.rect, self.size = rect, size
        self.lh = assets.font(size).get_linesize() + px(3)
        self.y = self.start = rect.y  # `start`: where rows begin (under the event's box)
        self.rows: list[_Row] = []
        self.lost: list[tuple[str, str, tuple[int, int, int], tuple[int, int, int]]] = []
        """The rows that found no room: (text, tooltip, colour, fill)."""

    def row(self, text: str, tip: str, colour=theme.TEXT, fill=ROW, x: int | None = None,
            w: int | None = None, advance: bool = True, wrap: bool = True,
            size: int = 0, seat: int | None = None, step: float = HALF_FLOOR) -> None:
        """A row, full width (a long name on two lines when `wrap`) or `w` wide at `x`, its
        type `size` at most (the column's by default); `seat`'s emblem at its right end."""
        lh, rect = self.lh, self.rect
        x = rect.x if x is None else x
        w = rect.w if w is None else w
        lines, fs = self.lines(text, w, size or self.size, wrap, seat, step)
        line_h = assets.font(fs).get_linesize()
        r = pygame.Rect(x, self.y, w, max(lh - px(2), line_h * len(lines) + px(2)))
        if r.bottom > rect.bottom:
            self.lost.append((text, tip, colour, fill))
            return
        self.rows.append(_Row(text, tip, r, lines, fs, colour, fill, seat))
        if advance:
            self.y = r.bottom + px(2)

    def lines(self, text: str, w: int, size: int, wrap: bool, seat: int | None,
              step: float = HALF_FLOOR) -> tuple[list[str], int]:
        """A row's lines and type size, `w` wide (see `row`); a neighbour's row steps its
        type down to `step` of `size` to stay on one line."""
        # (an emblem's room holds the row's right margin: the text's own is not kept twice)
        room = w - px(4) - (self.emblem_w() if seat is not None else px(4))
        # A neighbour's row keeps to one line, its type a step smaller, rather than wrap for
        # its emblem (« Conservation : 0–0 » went to two lines at 150% in French)
        if seat is not None:  # (measured, not `fitted`: a trial is not a cut)
            fs = assets.shrunk(text, size, room, lowest=max(11, int(size * step)))
            if assets.font(fs).size(text)[0] <= room:
                return [text], fs
        # A long name takes two lines rather than an ellipsis (the tooltip has it all); a
        # half-width row keeps to one, its type stepping down first, then cut ("Technolog"
        # ran past its chip: one long word is never wrapped)
        if w == self.rect.w and wrap:
            return assets.wrapped(text, size, room, 2 * self.lh - px(4))
        one, fs = assets.fitted(text, size, room)
        return [one], fs

    def emblem_r(self) -> int:
        """The radius of the emblem at a row's right end."""
        return max(4, (self.lh - px(8)) // 2)

    def emblem_w(self) -> int:
        """The room an emblem takes at a row's right end: its gap to the text and the
        row's right margin included."""
        return 2 * self.emblem_r() + px(6)

    def head(self, text: str) -> None:
        """A heading (left out where no row fits under it: `draw` drops a last heading)."""
        if self.y + self.lh > self.rect.bottom:
            return
        label, fs = assets.fitted(text, self.size, self.rect.w, True)
        r = pygame.Rect(self.rect.x, self.y, self.rect.w, self.lh)
        self.rows.append(_Row(text, "", r, [label], fs, theme.ACCENT, None))
        self.y += self.lh

    def gather(self, t) -> None:
        """The rows that found no room, and as many of the last ones as the room of a "+n"
        row takes, become that row: it names them, its tooltip holds theirs."""
        if not self.lost:
            return
        more_h = self.lh - px(2)
        while self.rows and self.rows[-1].rect.bottom + px(2) + more_h > self.rect.bottom:
            last = self.rows.pop()
            if last.fill is not None:
                self.lost.insert(0, (last.text, last.tip, last.colour, last.fill))
        while self.rows and self.rows[-1].fill is None:  # no heading left over nothing
            self.rows.pop()
        self.y = max((r.rect.bottom + px(2) for r in self.rows), default=self.start)
        lost, self.lost = self.lost, []
        if len(lost) == 1:  # one row on one line (« Planète : Persephone » took two)
            text, tip, colour, fill = lost[0]
            self.row(text, tip, colour=colour, fill=fill, wrap=False)
            return
        text = t("ui.supermoon.more_rows", n=len(lost),
                 names=", ".join(name for name, *_ in lost))
        if assets.font(round(self.size * HALF_FLOOR)).size(text)[0] > self.rect.w - px(8):
            text = t("ui.supermoon.more_rows_short", n=len(lost))  # the names on hover
        self.row(text, "\n\n".join(tip for _, tip, *_ in lost), colour=theme.TEXT_DIM,
                 wrap=False)

    def draw(self, table, surface: pygame.Surface) -> None:
        for r in self.rows:
            if r.fill is None:
                img = assets.text(r.lines[0], r.fs, r.colour, bold=True)
                surface.blit(img, r.rect.topleft)
                continue
            pygame.draw.rect(surface, r.fill, r.rect, border_radius=px(4))
            line_h = assets.font(r.fs).get_linesize()
            ty = r.rect.centery - line_h * len(r.lines) // 2
            for line in r.lines:
                surface.blit(assets.text(line, r.fs, r.colour), (r.rect.x + px(4), ty))
                ty += line_h
            if r.seat is not None:
                cfg = table.match.seats[r.seat]
                radius = self.emblem_r()
                draw_marker(surface, (r.rect.right - px(3) - radius, r.rect.centery), radius,
                            cfg.colour, cfg.shape)
            table.add_hit(r.rect, r.tip)


ObjRow = tuple[str, str, tuple[int, int, int], int | None]
"""An objective's row: text, tooltip, colour and the neighbour whose emblem closes it."""


def _objective_rows(table, view, focus: int) -> list[ObjRow]:
    """The objectives' rows: the neighbour objectives with their standing (yours first) and
    the neighbour's emblem, so that « Conservation: 2–1 » says against whom without a hover
    (a newcomer at six seats could not tell the two apart), then the private ones (a check
    when met)."""
    t = table.t
    player = view.players[focus]
    out: list[ObjRow] = []
    # A card kept by Jump Drive F is everyone's (seats -1, PU-11.5).
    for card, a, b in view.neighbour_objectives:
        if focus not in (a, b, -1):
            continue
        name = t(f"sm.obj.{card}.neighbour.name")
        text = t(f"sm.obj.{card}.neighbour.text")
        if a < 0:
            values = [neighbour_value(q, card) for q in view.players]
            out.append((t("ui.supermoon.named", name=name,
                          text="–".join(str(v) for v in values)),
                        t("ui.supermoon.tip.shared", name=name, text=text,
                          values=", ".join(f"{table.name(s)} {v}"
                                           for s, v in enumerate(values))), theme.TEXT,
                        None))
            continue
        other = b if focus == a else a
        mine = neighbour_value(player, card)
        theirs = neighbour_value(view.players[other], card)
        # another player's planet looked at: their standing, not "you" (the viewer)
        tip = (t("ui.supermoon.tip.neighbour", name=name, text=text, other=table.name(other),
                 mine=mine, theirs=theirs) if focus == table.viewer else
               t("ui.supermoon.tip.neighbour_of", name=name, text=text, me=table.name(focus),
                 other=table.name(other), mine=mine, theirs=theirs))
        out.append((t("ui.supermoon.named", name=name, text=f"{mine}–{theirs}"), tip,
                    theme.TEXT, other))
    for card in player.objectives:
        name = t(f"sm.obj.{card}.private.name")
        met = private_met(player, card)
        out.append((("✓ " if met else "") + name,
                    t("ui.supermoon.tip.private", name=name,
                      text=t(f"sm.obj.{card}.private.text")),
                    (150, 230, 160) if met else theme.TEXT, None))
    return out


def _planet_row(t, player) -> tuple[str, str] | None:
    """The planet's row (text, tooltip): a fragmented planet's faces (SM-9) or an asymmetric
    planet's rule (PU-17); None on the symmetric planet."""
    if is_fragmented(player):  # the faces chosen and their difficulty (SM-0.5)
        faces = "\n".join(fragments_ui.face_line(t, face_of(b))
                          for b in fragments_ui.player_fragments(player))
        return (t("ui.supermoon.planet_row", name=t(f"sm.arg.planet.{FRAGMENTED}")),
                fragments_ui.planet_name(t) + " · "
                + t("ui.supermoon.frag.total", n=fragment_difficulty(player))
                + "\n" + t("sm.planet.fragmented.rule") + "\n" + faces)
    planet = PLANET_BY_KEY[player.boards[0].key]
    if planet.key == SYMMETRIC_PLANET:
        return None
    return (t("ui.supermoon.planet_row", name=planet.name),
            f"{planet.name} · " + t("ui.supermoon.difficulty", n=planet.difficulty, max=4)
            + "\n" + t(f"sm.planet.{planet.key}.rule"))


def _halves(rows: list[ObjRow], width: int, size: int, emblem: int) -> bool:
    """Does every objective's name (and its emblem) fit half the column, its type stepped
    down no further than HALF_FLOOR?"""
    font = assets.font(max(11, round(size * HALF_FLOOR)))
    half = (width - px(4)) // 2 - px(8)
    return len(rows) > 1 and all(font.size(text)[0] + (emblem if seat is not None else 0)
                                 <= half for text, _, _, seat in rows)


def draw_cards(table, surface: pygame.Surface, view, focus: int, rect: pygame.Rect) -> None:
    """Event of the round, the focus player's objectives, civ cards, tech levels and planet,
    each with a tooltip (see the module docstring). A cached picture (`panel_cache.cached`),
    drawn again when the state, the seat in focus, the layout or the settings change: nothing
    in it moves or lights up under the mouse, and laying its rows out took a fifth of a 6-seat
    frame once the other players' planets were kept (stop 90). The picture is opaque: nothing
    the frame draws before it (station, seat markers, tracks, planet) reaches into the column
    (`test_supermoon_panel_cache.py` checks it)."""
    panel_cache.cached(table, table.cards_layer, surface, (view, table.match.state),
                       (tuple(rect), focus), rect,
                       lambda canvas: _draw_cards(table, canvas, view, focus, rect))


def _draw_cards(table, surface: pygame.Surface, view, focus: int, rect: pygame.Rect) -> None:
    from game.ui.tables.supermoon.quantum_ui import rule_row
    t = table.t
    size = max(8, px(theme.FONT_SMALL) - px(2))
    col = _Column(rect, size)
    lh = col.lh
    player = view.players[focus]
    qs = rule_row(t, player)
    obj_rows = _objective_rows(table, view, focus)
    secret_n = view.objective_counts[focus]
    objectives_head = bool(obj_rows or secret_n)
    planet = _planet_row(t, player)
    # The civ cards and the tech levels share one row, side by side, when the column has no
    # room for both (an event and three objectives at 150%): they dropped out of sight. Before
    # that the objectives keep to one line each, their type stepping down (at 150% with six
    # seats "Conservation: 0–0" took two and the pair row still fell off the column).
    pair = False
    wrap = True
    two = False
    if view.event:
        ev = EVENTS[view.event]
        text = t(f"sm.event.{view.event}.text")
        line_h = assets.font(size).get_linesize()
        wrapped_extra = sum(len(col.lines(r[0], rect.w, size, True, r[3])[0]) - 1
                            for r in obj_rows) * line_h
        # three lines, more when the rows below leave the room (a long event read "…tech
        # levels unl…"): the objectives' head and every row below kept in the column
        n_rows = len(obj_rows) + bool(secret_n) + 2 + (planet is not None) + (qs is not None)
        rows = n_rows * (lh + px(2)) + objectives_head * lh
        room = rect.bottom - col.y - px(9) - lh  # below the event's heading
        # what the text needs to be read whole (at least three lines): the rows below give
        # way for it in turn (at 150% in French, solo with two objectives, event 109 lost
        # « …ne donnent rien ; niveaux Tech actifs au tour suivant. » with the civ and tech
        # rows and the event's heading still drawn one above the other)
        need = max(3 * line_h, min(6 * line_h, assets.whole_height(text, size, rect.w - px(8))))
        if room - rows - wrapped_extra < need:
            wrap = False
            if room - rows < need:
                pair = True
                rows -= lh + px(2)
            if room - rows < need and _halves(obj_rows, rect.w, size, col.emblem_w()):
                two = True  # the objectives two a row (before the event's heading goes)
                rows -= (len(obj_rows) // 2) * (lh + px(2))
        else:
            rows += wrapped_extra
        if room - rows < need:
            # still short (at 150% in French, an event and four objectives): the coloured
            # box goes without its heading, its tooltip naming it, so that the civ and tech
            # row stays in the column
            room += lh
        else:
            col.head(t("ui.supermoon.event"))
        fit = max(3 * line_h, min(6 * line_h, room - rows))
        lines, fs = assets.wrapped(text, size, rect.w - px(8), fit)
        box = pygame.Rect(rect.x, col.y, rect.w, len(lines) * assets.font(fs).get_linesize()
                          + px(6))
        col.draw(table, surface)  # the heading, above the box drawn now
        col.rows.clear()
        pygame.draw.rect(surface, EVENT_COLOUR.get(ev.colour, (60, 60, 60)), box,
                         border_radius=px(4))
        ly = box.y + px(3)
        for line in lines:
            surface.blit(assets.text(line, fs, (255, 255, 255)), (box.x + px(4), ly))
            ly += assets.font(fs).get_linesize()
        tip = t(f"sm.event.colour.{ev.colour}") + "\n" + text
        me = view.players[table.viewer] if table.viewer is not None else None
        if me is not None and me.peek:  # PU-12.5: what this seat alone saw coming
            from game.ui.tables.supermoon.hud import peek_text

            tip += "\n\n" + peek_text(t, me.peek)
        table.add_hit(box, tip)
        col.y = col.start = box.bottom + px(3)
    if qs is not None:  # SM-11.4: this round's Quantum Solutions rule (before the
        # objectives: it changes what a tile does)
        col.row(qs[0], qs[1], fill=(30, 60, 80))
    if objectives_head:
        col.head(t("ui.supermoon.objectives"))
    half = (rect.w - px(4)) // 2
    # The objectives at one type size, the one the longest name needs: two a row («Génome»
    # read smaller than «Fonte» beside it; `_halves` found them all fitting) or one a row
    # (« Conservation : 0–0 », stepped down beside its emblem, read smaller than « Tore :
    # 0–0 » under it)
    pair_size = min((col.lines(text, half if two else rect.w, size, wrap and not two,
                               seat)[1] for text, _, _, seat in obj_rows), default=size)
    for k, (text, tip, colour, seat) in enumerate(obj_rows):
        if two:
            last = k % 2 == 1 or k == len(obj_rows) - 1
            col.row(text, tip, colour=colour, x=rect.x + (half + px(4)) * (k % 2), w=half,
                    advance=last, size=pair_size, seat=seat, step=1.0)
        else:
            col.row(text, tip, colour=colour, wrap=wrap, seat=seat, size=pair_size, step=1.0)
    if secret_n:
        col.row(t("ui.supermoon.secret_objectives", n=secret_n),
                t("ui.supermoon.tip.secret_objectives"), colour=theme.TEXT_DIM,
                size=pair_size)
    secret = view.secret_ranks[focus]
    tips = [t("ui.supermoon.tip.civ", rank=CIV_CARDS[c].rank, name=t(f"sm.civ.{c}.name"),
              text=t(f"sm.civ.{c}.text")) for c in player.civ]
    tips += [t("ui.supermoon.secret_card", rank=rank) for rank in secret]
    pair = pair or col.y + 2 * lh + px(2) > rect.bottom
    short = "_short" if pair else ""  # "Civ (0)" and "Tech" side by side
    n_civ = len(player.civ) + len(secret)
    civ_label = t(f"ui.supermoon.civ_cards{short}", n=n_civ)
    if not pair and assets.font(size).size(civ_label)[0] > rect.w - px(8):
        # « Cartes Civilisation (0) » stepped its type down beside « Technologies »
        civ_label = t("ui.supermoon.civ_cards_mid", n=n_civ)
    col.row(civ_label,
            "\n\n".join(tips) if tips else t("ui.supermoon.tip.no_civ"), fill=(60, 48, 30),
            w=half if pair else None, advance=not pair, wrap=False)  # « Cartes Civilisation
    # (0) » took two lines, which the event's room above did not count, and pushed Tech out
    col.row(t(f"ui.supermoon.tech{short}"), tech_tip(t, player), fill=(54, 40, 86),
            x=rect.x + half + px(4) if pair else None, w=half if pair else None, wrap=False)
    if planet is not None:
        col.row(*planet, fill=(36, 64, 72))
    col.gather(t)
    col.draw(table, surface)


__all__ = ["EVENT_COLOUR", "draw_cards", "tech_tip"]
