"""The Planet Unknown table's panels: tracks, cards (event, civ cards, objectives), other players.

Each `draw_*` draws from the view and registers `Hit`s (tooltip, maybe a click) on the table,
so every icon, track step and card explains itself on hover.
"""

from __future__ import annotations

import functools
from typing import Any

import pygame

from game.core.i18n import number, signed
from game.supermoon.data import (
    CIV_CARDS,
    EVENTS,
    PLANET_BY_KEY,
    SYMMETRIC_PLANET,
    TRACKS,
)
from game.supermoon.fragment import FRAGMENTED, face_of, fragment_difficulty, is_fragmented
from game.supermoon.objectives import neighbour_value, private_met
from game.supermoon.tracks import model
from game.ui import assets, theme
from game.ui.tables.supermoon import art, fragments_ui, track_chips
from game.ui.tables.supermoon.planet import BoardGeometry, draw_board
from game.ui.theme import px
from game.ui.widgets.marker import draw_marker

EVENT_COLOUR = {"green": (70, 160, 90), "orange": (226, 140, 50), "red": (200, 64, 60)}


def benefit_text(t, code: str) -> str:
    """A track step's benefit in words."""
    if code.startswith("M") and code[1:].isdigit():  # "1 medal", "2 medals"
        return t("sm.benefit.M1") if code == "M1" else t("sm.benefit.M", n=int(code[1:]))
    if code.startswith("mv"):
        return t("sm.benefit.mv1") if code == "mv1" else t("sm.benefit.mv", n=int(code[2:]))
    return t(f"sm.benefit.{code}")


def draw_tracks(table, surface: pygame.Surface, player, colour, rects: dict[str, pygame.Rect],
                steps: dict[str, int], targets: dict[Any, object]) -> None:
    """The five tracks as rows, step 0 (the track's icon) at the left, each tracker's space
    ringed in the seat's colour; every step's benefits drawn and explained on hover. What is
    printed, where the trackers stand and what else lies on the board come from the
    corporation's track model (PU-18: a tracker may stand in another column, a lifepod or a
    token on a space).

    `targets` maps a track index to the action a click on its row takes (a choice), or a
    (column, step) space to the action a click on that space takes (PU-18.10's moves)."""
    m = model(player)
    trackers = m.trackers(player)
    tokens = m.tokens(player)
    path = m.path(player)
    for ti, name in enumerate(TRACKS):
        rect = rects[name]
        n = steps[name]
        action = targets.get(ti)
        if action is not None:
            glow = rect.inflate(px(6), px(6))
            pygame.draw.rect(surface, art.LEGAL, glow, max(2, px(2)), border_radius=px(6))
        codes = tuple(m.codes(player, ti, s) if s < 16 else () for s in range(n))
        here = tuple(sorted((step, who) for who, (col, step) in enumerate(trackers)
                            if col == ti))
        marks = tuple(sorted((step, kind) for kind, col, step in tokens if col == ti))
        surface.blit(track_picture(ti, codes, here, marks, colour, rect.w, rect.h, px(1)),
                     rect)
        w = rect.w / n
        pos = player.tracks[ti]
        for s in range(n):
            r = pygame.Rect(round(rect.x + s * w), rect.y, max(2, round(w) - 1), rect.h)
            here_action = targets.get((ti, s), action)
            if (ti, s) in targets:
                pygame.draw.rect(surface, art.LEGAL, r.inflate(px(4), px(4)), max(2, px(2)),
                                 border_radius=px(5))
            table.add_hit(r, functools.partial(step_tip, table.t, codes, ti, s, pos,
                                               here, marks), here_action)
    if path:  # a tracker's path across the columns (Oasis' Water, PU-18.12): a thin line
        _draw_path(surface, path, rects, steps, player)


def _draw_path(surface, path, rects, steps, player) -> None:
    """Dots joined by a line through the path's spaces, the part already walked brighter."""
    points = []
    for column, step in path:
        rect = rects[TRACKS[column]]
        w = rect.w / steps[TRACKS[column]]
        points.append((round(rect.x + (step + 0.5) * w), round(rect.y + rect.h * 0.82)))
    walked = player.tracks[TRACKS.index("water")]
    colour = art.terrain_colour("water")
    dim = tuple(c // 2 for c in colour)
    for k in range(1, len(points)):
        pygame.draw.line(surface, colour if k <= walked else dim, points[k - 1], points[k],
                         max(1, px(1)))
    for k, pt in enumerate(points):
        pygame.draw.circle(surface, colour if k <= walked else dim, pt, max(2, px(3)))


def step_tip(t, codes: tuple[tuple[str, ...], ...], ti: int, s: int, pos: int,
             here: tuple[tuple[int, int], ...] = (),
             marks: tuple[tuple[int, str], ...] = ()) -> str:
    """A track space in words: what it gives, who stands there, what covers it."""
    name = TRACKS[ti]
    if s == 0:
        return t("ui.supermoon.tip.track", track=t(f"sm.track.{name}"), step=pos)
    if s == 16:
        return t("ui.supermoon.tip.step16")
    tip = t("ui.supermoon.tip.step", track=t(f"sm.track.{name}"), step=s)
    if codes[s]:
        tip += "\n" + "\n".join(benefit_text(t, c) for c in codes[s])
    for step, who in here:
        if step == s and who != ti:
            tip += "\n" + t("ui.supermoon.tip.tracker_here", track=t(f"sm.track.{TRACKS[who]}"))
    for step, kind in marks:
        if step == s or step < 0 and s == 0:  # step -1: a token marking the whole track
            tip += "\n" + t(f"ui.supermoon.tip.token.{kind}")
    return tip


@functools.lru_cache(maxsize=96)
def track_picture(ti: int, codes: tuple[tuple[str, ...], ...], here: tuple[tuple[int, int], ...],
                  marks: tuple[tuple[int, str], ...], colour, width: int, height: int,
                  unit: int) -> pygame.Surface:
    """One track row: its printed spaces, the trackers standing in it (`here`: (step, tracker)
    pairs; a tracker of another resource shows that resource's icon) and the pieces on it
    (`marks`: (step, kind)). Drawn once per content and size."""
    pic = pygame.Surface((width, height), pygame.SRCALPHA)
    name = TRACKS[ti]
    base = art.terrain_colour(name)
    n = len(codes)
    w = width / n
    reached = max((step for step, _ in here), default=-1)
    covered = {step for step, kind in marks if kind == "lifepod"}
    for s in range(n):
        r = pygame.Rect(round(s * w), 0, max(2, round(w) - 1), height)
        if s <= reached:
            fill = tuple(c // 2 + 20 for c in base)
        else:
            fill = (44, 52, 88) if s % 2 else (36, 44, 78)
        pygame.draw.rect(pic, fill, r, border_radius=3 * unit)
        if s == 0:
            art.draw_icon(pic, name, r.center, min(r.w, r.h) * 0.7, base)
        elif s == 16:
            img = assets.text("+", max(8, r.h // 2), theme.TEXT_DIM, bold=True)
            pic.blit(img, img.get_rect(center=r.center))
        if "skip" in codes[s]:  # no tracker stops here (PU-18.12, PU-18.16): hatched
            pic.set_clip(r)
            for k in range(-r.h, r.w, max(4, r.w // 4)):
                pygame.draw.line(pic, (24, 30, 56), (r.x + k, r.bottom), (r.x + k + r.h, r.y), 2)
            pic.set_clip(None)
        shown = tuple(c for c in codes[s] if c != "skip")[:2] if s not in covered else ()
        for j, code in enumerate(shown):
            size = min(r.w - 2, (r.h - 2) // len(shown))
            box = pygame.Rect(0, 0, size, size)
            box.center = (r.centerx, round(r.y + r.h * (j + 0.5) / len(shown)))
            art.draw_benefit(pic, code, box, max(8, round(size * 0.62)))
        for step, kind in marks:
            if step == s or step < 0 and s == 0:  # step -1: a token marking the whole track
                _draw_token(pic, kind, r)
        for step, who in here:
            if step != s:
                continue
            pygame.draw.rect(pic, colour, r, max(2, 3 * unit), border_radius=4 * unit)
            if who != ti:  # a tracker away from its own column says whose it is
                size = max(6, min(r.w, r.h) // 2)
                badge = pygame.Rect(r.right - size, r.y, size, size)
                pygame.draw.rect(pic, (20, 24, 48), badge, border_radius=size // 3)
                art.draw_icon(pic, TRACKS[who], badge.center, size * 0.8,
                              art.terrain_colour(TRACKS[who]))
    return pic


def _draw_token(pic: pygame.Surface, kind: str, r: pygame.Rect) -> None:
    """A piece lying on a track space: a lifepod (Cosmos), the flux token, …"""
    if kind == "lifepod":
        art.draw_lifepod(pic, r.center, min(r.w, r.h) * 0.8)
    else:
        size = max(6, min(r.w, r.h) * 2 // 3)
        disc = pygame.Rect(0, 0, size, size)
        disc.center = (r.centerx, r.bottom - size // 2)
        pygame.draw.ellipse(pic, (150, 90, 210), disc)
        pygame.draw.ellipse(pic, (240, 230, 255), disc, 1)


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
        lines.append(f"{mark} {name}: " + t(f"sm.corp.{player.corp}.tech.{level}"))
    return "\n".join(lines)


def draw_cards(table, surface: pygame.Surface, view, focus: int, rect: pygame.Rect) -> None:
    """Event of the round, the focus player's civ cards and objectives, each with a tooltip."""
    t = table.t
    size = max(8, px(theme.FONT_SMALL) - px(2))
    lh = assets.font(size).get_linesize() + px(3)
    y = rect.y
    player = view.players[focus]

    def row(text: str, tip: str, colour=theme.TEXT, fill=(30, 36, 70), x: int | None = None,
            w: int | None = None, advance: bool = True, wrap: bool = True) -> None:
        nonlocal y
        if y + lh - px(2) > rect.bottom:  # a row is lh - 2 high at least
            return
        x = rect.x if x is None else x
        w = rect.w if w is None else w
        # A long name takes two lines rather than an ellipsis (the tooltip has it all); a
        # half-width row keeps to one, its type stepping down first, then cut ("Technolog"
        # ran past its chip: one long word is never wrapped)
        if w == rect.w and wrap:
            lines, fs = assets.wrapped(text, size, w - px(8), 2 * lh - px(4))
        else:
            one, fs = assets.fitted(text, size, w - px(8))
            lines = [one]
        line_h = assets.font(fs).get_linesize()
        r = pygame.Rect(x, y, w, max(lh - px(2), line_h * len(lines) + px(2)))
        if r.bottom > rect.bottom:
            return
        pygame.draw.rect(surface, fill, r, border_radius=px(4))
        ty = r.centery - line_h * len(lines) // 2
        for line in lines:
            surface.blit(assets.text(line, fs, colour), (r.x + px(4), ty))
            ty += line_h
        table.add_hit(r, tip)
        if advance:
            y = r.bottom + px(2)

    def head(text: str) -> None:
        nonlocal y
        if y + lh > rect.bottom:
            return
        label, fs = assets.fitted(text, size, rect.w, True)
        img = assets.text(label, fs, theme.ACCENT, bold=True)
        surface.blit(img, (rect.x, y))
        y += lh

    # The round's event first, then the objectives and their standing, then the civ cards in
    # one line (their names and texts on hover) and the tech levels: the column stays short
    # enough for 150% interface size.
    from game.ui.tables.supermoon.quantum_ui import rule_row
    qs = rule_row(t, player)
    # A card kept by Jump Drive F is everyone's (seats -1, PU-11.5).
    objectives = [(c, a, b) for c, a, b in view.neighbour_objectives if focus in (a, b, -1)]
    objectives_head = bool(objectives or player.objectives or view.objective_counts[focus])
    # The objective rows (text, tooltip, colour), built first so the event can leave them room
    obj_rows: list[tuple[str, str, tuple[int, int, int]]] = []
    for card, a, b in objectives:
        name = t(f"sm.obj.{card}.neighbour.name")
        if a < 0:
            values = [neighbour_value(q, card) for q in view.players]
            obj_rows.append((f"{name}: " + "–".join(str(v) for v in values),
                             t("ui.supermoon.tip.shared", name=name,
                               text=t(f"sm.obj.{card}.neighbour.text"),
                               values=", ".join(f"{table.name(s)} {v}"
                                                for s, v in enumerate(values))), theme.TEXT))
            continue
        other = b if focus == a else a
        mine = neighbour_value(player, card)
        theirs = neighbour_value(view.players[other], card)
        obj_rows.append((f"{name}: {mine}–{theirs}",
                         t("ui.supermoon.tip.neighbour", name=name,
                           text=t(f"sm.obj.{card}.neighbour.text"), other=table.name(other),
                           mine=mine, theirs=theirs), theme.TEXT))
    for card in player.objectives:
        name = t(f"sm.obj.{card}.private.name")
        met = private_met(player, card)
        obj_rows.append((("✓ " if met else "") + name,
                         t("ui.supermoon.tip.private", name=name,
                           text=t(f"sm.obj.{card}.private.text")),
                         (150, 230, 160) if met else theme.TEXT))
    # The civ cards and the tech levels share one row, side by side, when the column has no
    # room for both (an event and three objectives at 150%): they dropped out of sight. Before
    # that the objectives keep to one line each, their type stepping down (at 150% with six
    # seats "Conservation: 0–0" took two and the pair row still fell off the column).
    pair = False
    wrap = True
    if view.event:
        ev = EVENTS[view.event]
        text = t(f"sm.event.{view.event}.text")
        line_h = assets.font(size).get_linesize()
        wrapped_extra = sum(len(assets.wrapped(r[0], size, rect.w - px(8), 2 * lh - px(4))[0])
                            - 1 for r in obj_rows) * line_h
        # three lines, more when the rows below leave the room (a long event read "…tech
        # levels unl…"): the objectives' head and every row below kept in the column
        n_rows = len(obj_rows) + bool(view.objective_counts[focus]) \
            + 2 + (is_fragmented(player) or player.boards[0].key != SYMMETRIC_PLANET) \
            + (qs is not None)
        rows = n_rows * (lh + px(2)) + objectives_head * lh
        room = rect.bottom - y - px(9) - lh  # below the event's heading
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
        else:
            rows += wrapped_extra
        if room - rows < need:
            # still short (at 150% in French, an event and four objectives): the coloured
            # box goes without its heading, its tooltip naming it, so that the civ and tech
            # row stays in the column
            room += lh
        else:
            head(t("ui.supermoon.event"))
        fit = max(3 * line_h, min(6 * line_h, room - rows))
        lines, fs = assets.wrapped(text, size, rect.w - px(8), fit)
        box = pygame.Rect(rect.x, y, rect.w, len(lines) * assets.font(fs).get_linesize()
                          + px(6))
        pygame.draw.rect(surface, EVENT_COLOUR.get(ev.colour, (60, 60, 60)), box,
                         border_radius=px(4))
        ly = box.y + px(3)
        for line in lines:
            surface.blit(assets.text(line, fs, (255, 255, 255)), (box.x + px(4), ly))
            ly += assets.font(fs).get_linesize()
        table.add_hit(box, t(f"sm.event.colour.{ev.colour}") + "\n" + text)
        y = box.bottom + px(3)
    if qs is not None:  # SM-11.4: this round's Quantum Solutions rule (before the
        # objectives: it changes what a tile does)
        row(qs[0], qs[1], fill=(30, 60, 80))
    if objectives_head:
        head(t("ui.supermoon.objectives"))
    for text, tip, colour in obj_rows:
        row(text, tip, colour=colour, wrap=wrap)
    if view.objective_counts[focus]:
        row(t("ui.supermoon.secret_objectives", n=view.objective_counts[focus]),
            t("ui.supermoon.tip.secret_objectives"), colour=theme.TEXT_DIM)
    secret = view.secret_ranks[focus]
    tips = [t("ui.supermoon.tip.civ", rank=CIV_CARDS[c].rank, name=t(f"sm.civ.{c}.name"),
              text=t(f"sm.civ.{c}.text")) for c in player.civ]
    tips += [t("ui.supermoon.secret_card", rank=rank) for rank in secret]
    pair = pair or y + 2 * lh + px(2) > rect.bottom
    half = (rect.w - px(4)) // 2
    short = "_short" if pair else ""  # "Civ (0)" and "Tech" side by side
    n_civ = len(player.civ) + len(secret)
    civ_label = t(f"ui.supermoon.civ_cards{short}", n=n_civ)
    if not pair and assets.font(size).size(civ_label)[0] > rect.w - px(8):
        # « Cartes Civilisation (0) » stepped its type down beside « Technologies »
        civ_label = t("ui.supermoon.civ_cards_mid", n=n_civ)
    row(civ_label,
        "\n\n".join(tips) if tips else t("ui.supermoon.tip.no_civ"), fill=(60, 48, 30),
        w=half if pair else None, advance=not pair, wrap=False)  # « Cartes Civilisation
    # (0) » took two lines, which the event's room above did not count, and pushed Tech out
    row(t(f"ui.supermoon.tech{short}"), tech_tip(t, player), fill=(54, 40, 86),
        x=rect.x + half + px(4) if pair else None, w=half if pair else None, wrap=False)
    if is_fragmented(player):  # SM-9: the faces chosen and their difficulty (SM-0.5)
        faces = "\n".join(fragments_ui.face_line(t, face_of(b))
                           for b in fragments_ui.player_fragments(player))
        row(t("ui.supermoon.planet_row", name=t(f"sm.arg.planet.{FRAGMENTED}")),
            fragments_ui.planet_name(t) + " · " + t("ui.supermoon.frag.total",
                                                    n=fragment_difficulty(player))
            + "\n" + t("sm.planet.fragmented.rule") + "\n" + faces,
            fill=(36, 64, 72))
        return
    planet = PLANET_BY_KEY[player.boards[0].key]
    if planet.key != SYMMETRIC_PLANET:  # PU-17: the planet's own rule, on hover
        row(t("ui.supermoon.planet_row", name=planet.name),
            f"{planet.name} · " + t("ui.supermoon.difficulty", n=planet.difficulty, max=4)
            + "\n" + t(f"sm.planet.{planet.key}.rule"), fill=(36, 64, 72))


def draw_others(table, surface: pygame.Surface, view, focus: int, rect: pygame.Rect,
                scores) -> None:
    """Every other player's planet, small, with name, score and ready mark; a click
    enlarges it."""
    seats = [s for s in range(view.n) if s != focus]
    if not seats:
        return
    w = min(px(230), rect.w // len(seats))
    size = max(8, px(theme.FONT_SMALL) - px(2))
    # The track chips beside the planet, else on a row under it (six seats: `track_chips`).
    chips = track_chips.layout(w - px(6), rect.h, size)
    for i, seat in enumerate(seats):
        cell = pygame.Rect(rect.x + i * w, rect.y, w - px(6), rect.h)
        hover = cell.collidepoint(table.mouse)
        pygame.draw.rect(surface, theme.PANEL_RAISED if hover else theme.PANEL, cell,
                         border_radius=px(6))
        p = view.players[seat]
        ready = view.ready[seat] and view.phase in ("place", "setup")  # PU-19.4: public
        board_rect = pygame.Rect(cell.x + px(3), cell.y + px(3), chips.side, chips.side)
        cfg = table.match.seats[seat]
        if is_fragmented(p):  # SM-9: the four fragments side by side
            lay = fragments_ui.Layout.fit(board_rect)
            fragments_ui.draw_layout(surface, lay, fragments_ui.player_fragments(p), p,
                                     cfg.colour)
        else:
            bg = BoardGeometry.fit(p.boards[0].key, board_rect, medals=False)
            draw_board(surface, bg, p.boards[0], p, cfg.colour, medals=False)
        tx = board_rect.right + px(6)
        room = cell.right - tx - px(4)
        if room > px(30):
            # The marker sits on the planet's corner, so the name has the whole column.
            draw_marker(surface, (board_rect.x + px(7), board_rect.y + px(7)), px(6),
                        cfg.colour, cfg.shape)
            # One type size for every name, the one the longest needs (never below the
            # fitting floor; a name longer still is shortened, the tooltip has it whole).
            fs = assets.fitted_size((table.name(o) for o in seats), size, room, True)
            label, fs = assets.fitted(table.name(seat), fs, room, True)
            surface.blit(assets.text(label, fs, theme.TEXT, bold=True), (tx, cell.y + px(4)))
            # The score as a medal and a number: it fits the narrowest card (six seats at
            # 150%); the words are in the tooltip.
            num = assets.text(number(scores[seat]), size + px(2), theme.ACCENT, bold=True)
            art.draw_medal(surface, (tx + px(7), cell.y + px(22) + num.get_height() // 2),
                           px(13), 0, 1)
            surface.blit(num, (tx + px(17), cell.y + px(22)))
            if ready:
                # Beside the score: on its own line it fell on the track digits when the
                # card is short (150%, seen in a mouse pilot); the word when it fits, else
                # a check mark (the tooltip says it).
                x = tx + px(17) + num.get_width() + px(8)
                word = "✓ " + table.t("ui.supermoon.ready")
                fit = assets.font(size, True).size(word)[0] <= cell.right - px(4) - x
                img = assets.text(word if fit else "✓", size, (150, 230, 160), bold=True)
                surface.blit(img, (x, cell.y + px(22) + (num.get_height()
                                                          - img.get_height()) // 2))
            if chips.below:
                track_chips.draw(surface, p.tracks, cell.x + px(3), cell.bottom - px(3), chips.fs)
            else:
                track_chips.draw(surface, p.tracks, tx, cell.bottom - px(4), chips.fs)
        t = table.t
        tracks = ", ".join(f"{t(f'sm.arg.track.{i}')} {v}" for i, v in enumerate(p.tracks))
        said = "\n" + t("ui.supermoon.ready_tip") if ready else ""
        table.add_hit(cell, t("ui.supermoon.tip.other", name=table.name(seat)) + said + "\n"
                      + t("ui.supermoon.medals", n=number(scores[seat])) + "\n"
                      + t("ui.supermoon.tip.other_tracks", tracks=tracks), ("view", seat))


def draw_solo(table, surface: pygame.Surface, view, rect: pygame.Rect, score: int) -> None:
    """Solo (PU-15.4, PU-15.5): the target and the outcome ladder, the row the score would
    reach now lit, each row's sentence on hover."""
    from game.supermoon.data import ladder_row, solo_ladder
    from game.supermoon.setup import solo_goal
    t = table.t
    goal = solo_goal(view.event_counts, view.options)
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=px(6))
    size = max(8, px(theme.FONT_SMALL) - px(1))
    room = rect.w // 3 - px(16)
    first, fs1 = assets.fitted(t("ui.supermoon.solo_target", target=goal), px(theme.FONT_BODY),
                               room, True)
    second, fs2 = assets.fitted(t("ui.supermoon.solo_now", score=number(score), delta=score - goal),
                                size, room)
    top = assets.text(first, fs1, theme.ACCENT, bold=True)
    low = assets.text(second, fs2, theme.TEXT)
    y = rect.centery - (top.get_height() + low.get_height()) // 2
    surface.blit(top, (rect.x + px(10), y))
    surface.blit(low, (rect.x + px(10), y + top.get_height()))
    table.add_hit(pygame.Rect(rect.x, rect.y, rect.w // 3, rect.h), t("ui.supermoon.tip.solo"))
    rows = solo_ladder()
    now = ladder_row(score - goal)
    x0 = rect.x + rect.w // 3 + px(6)
    w = (rect.right - x0 - px(6)) / len(rows)
    for k, (delta, _label) in enumerate(rows):
        box = pygame.Rect(round(x0 + k * w), rect.y + px(8), round(w) - px(4), rect.h - px(16))
        lit = delta == now
        pygame.draw.rect(surface, (86, 70, 30) if lit else (30, 36, 70), box,
                         border_radius=px(6))
        if lit:
            pygame.draw.rect(surface, art.GOLD, box, max(1, px(2)), border_radius=px(6))
        num = assets.text(signed(delta), size + px(2), theme.TEXT, bold=True)
        surface.blit(num, num.get_rect(midtop=(box.centerx, box.y + px(4))))
        need = assets.text(str(goal + delta), size, theme.TEXT_DIM)
        surface.blit(need, need.get_rect(midbottom=(box.centerx, box.bottom - px(4))))
        table.add_hit(box, t(f"sm.arg.row.{delta}") + "\n"
                      + t("ui.supermoon.tip.ladder", n=goal + delta))

