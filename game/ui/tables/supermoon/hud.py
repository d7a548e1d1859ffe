"""The Planet Unknown table's panels: tracks, other players, the solo target (the cards column
is `cards_column`).

Each `draw_*` draws from the view and registers `Hit`s (tooltip, maybe a click) on the table,
so every icon, track step and card explains itself on hover.
"""

from __future__ import annotations

import functools
from typing import Any

import pygame

from game.core.i18n import number, signed
from game.supermoon.data import (
    CORP_BY_KEY,
    EVENTS,
    SYMMETRIC_CORP,
    TRACKS,
)
from game.supermoon.fragment import is_fragmented
from game.supermoon.tracks import model
from game.ui import assets, theme
from game.ui.render import panel_cache
from game.ui.tables.supermoon import art, fragments_ui, track_chips
from game.ui.tables.supermoon.planet import BoardGeometry, draw_board
from game.ui.theme import px
from game.ui.widgets.marker import draw_marker


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
            if here_action is None and targets:
                # a gain waits for a glowing track: a click elsewhere says so (it did
                # nothing, a newcomer's review)
                here_action = functools.partial(table.app.toast,
                                                table.t("ui.supermoon.not_target_track"), "error")
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


def draw_others(table, surface: pygame.Surface, view, focus: int, rect: pygame.Rect,
                scores) -> None:
    """Every other player's planet, small, with name, score and ready mark; a click
    enlarges it. A cached picture (`panel_cache.cached`), drawn again when the state, the
    seat in focus, the layout or the settings change, or the mouse enters or leaves a card:
    drawing the five boards of a 6-seat table took a quarter of its frame (stop 90)."""
    panel_cache.cached(table, table.others_layer, surface, (view, table.match.state),
                       (tuple(rect), focus), rect,
                       lambda canvas: _draw_others(table, canvas, view, focus, rect, scores),
                       hover=True)


def _draw_others(table, surface: pygame.Surface, view, focus: int, rect: pygame.Rect,
                 scores) -> None:
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


def solo_tip(t, view) -> str:
    """The target written out (PU-15.4): its base and each colour's adjustment (a newcomer
    could not tell how « 60, adjusted for the event deck's colours » made 64)."""
    from game.supermoon.setup import solo_goal_parts
    base, parts = solo_goal_parts(view.event_counts, view.options)
    terms = t("ui.supermoon.tip.solo_sep").join(
        t("ui.supermoon.tip.solo_colour", colour=t(f"sm.event.colour.{c}"), n=n, adj=signed(adj))
        for c, n, adj in parts)
    total = base + sum(adj for _c, _n, adj in parts)
    return t("ui.supermoon.tip.solo", base=base, terms=terms, target=total)


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
    table.add_hit(pygame.Rect(rect.x, rect.y, rect.w // 3, rect.h),
                  functools.partial(solo_tip, t, view))
    rows = solo_ladder()
    now = ladder_row(score - goal)
    x0 = rect.x + rect.w // 3 + px(6)
    w = (rect.right - x0 - px(6)) / len(rows)
    # the names' one size where the boxes hold only two lines, 0 when one would not fit
    words = [t(f"ui.supermoon.ladder_short.{delta}") for delta, _ in rows]
    names = min(assets.shrunk(word, size + px(2), round(w) - px(10), bold=True)
                for word in words)
    if any(assets.font(names, True).size(word)[0] > round(w) - px(10) for word in words):
        names = 0
    # three lines (step, name, medals) where every name fits whole between the numbers
    wf = assets.font(max(11, size - px(2)))
    gap = (rect.h - px(16) - px(8) - assets.font(size + px(2), True).get_height()
           - assets.font(size).get_height())
    three = wf.get_height() <= gap and all(wf.size(word)[0] <= round(w) - px(10)
                                           for word in words)
    for k, ((delta, _label), word) in enumerate(zip(rows, words, strict=True)):
        box = pygame.Rect(round(x0 + k * w), rect.y + px(8), round(w) - px(4), rect.h - px(16))
        lit = delta == now
        pygame.draw.rect(surface, (86, 70, 30) if lit else (30, 36, 70), box,
                         border_radius=px(6))
        if lit:
            pygame.draw.rect(surface, art.GOLD, box, max(1, px(2)), border_radius=px(6))
        colour = theme.ACCENT if lit else theme.TEXT_DIM
        # the name over the medals, every name at one size, where the box holds only two
        # lines (150%): the signed step is then on hover (« −15 / 41 » said nothing to a
        # newcomer, a review, stop 84)
        num = (assets.text(word, names, theme.ACCENT if lit else theme.TEXT, bold=True)
               if names and not three else
               assets.text(signed(delta), size + px(2), theme.TEXT, bold=True))
        # the lowest row holds every score under the next one (PU-15.5): « 45 » lit at 26
        # medals read as a level not reached (a newcomer's solo game, stop 97)
        lowest = k == 0 and len(rows) > 1
        need = assets.text(f"<{goal + rows[1][0]}" if lowest else str(goal + delta), size,
                           theme.TEXT_DIM)
        low_rect = need.get_rect(midbottom=(box.centerx, box.bottom - px(4)))
        surface.blit(need, low_rect)
        # the outcome's name between the two numbers, where it fits whole: the boxes read as
        # bare numbers to a newcomer (a review, stop 82); their sentences stay on hover
        if three:
            img = assets.text(word, max(11, size - px(2)), colour)
            surface.blit(img, img.get_rect(center=(box.centerx, low_rect.y - gap // 2)))
        surface.blit(num, num.get_rect(midtop=(box.centerx, box.y + px(4))))
        # the lit row is where the score stands (below −15 too, PU-15.5): it read as a
        # chosen target beside "Target: 56 medals" (a screenshot review)
        table.add_hit(box, t(f"sm.arg.row.{delta}") + "\n"
                      + (t("ui.supermoon.tip.ladder_low", n=goal + rows[1][0], delta=signed(delta))
                         if lowest else
                         t("ui.supermoon.tip.ladder" if delta else "ui.supermoon.tip.ladder_zero",
                           n=goal + delta, delta=signed(delta)))
                      + ("\n" + t("ui.supermoon.tip.ladder_now") if lit else ""))



def seat_corporation(view, seat: int) -> str:
    """The corporation a seat runs, for the players panel (PU-18.1: public once chosen); ""
    when everyone runs Universal Coalition (nothing tells the seats apart) or none yet. It
    was named only in a tooltip (a newcomer's game, stop 97)."""
    players = getattr(view, "players", ())
    key = players[seat].corp if seat < len(players) else ""
    if not key or key == SYMMETRIC_CORP or key not in CORP_BY_KEY:
        return ""
    return CORP_BY_KEY[key].name


def peek_text(t, event: int) -> str:
    """The next event a seat looked at (PU-12.5), in words."""
    return t("ui.supermoon.tip.peeked", colour=t(f"sm.event.colour.{EVENTS[event].colour}"),
             text=t(f"sm.event.{event}.text"))


def tell_peek(table) -> None:
    """A look at the next event said it only in the log, without the event (a newcomer chose
    « Look at the next event » and saw it nowhere, stop 98): its text comes as a message
    once, and stays in the event box's tooltip (`cards_column`)."""
    if table.viewer is None:
        return
    me = table.view().players[table.viewer]
    seen = getattr(table, "_peek_told", None)
    if me.peek and seen != (table.viewer, me.peek):
        table._peek_told = (table.viewer, me.peek)
        table.app.toast(peek_text(table.t, me.peek), "info")
