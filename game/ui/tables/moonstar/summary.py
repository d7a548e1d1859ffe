"""MOONSTAR table: the round summary (MS-5, MS-8.4), "watch best play", the score history.

When a round is scored, a card opens over the ring: made/failed, each moon's points, the score
change of every seat (challenges and side bets included), "Best possible: N" from the exact
solver and a button that replays the solver's play on a copy of the round's starting position
(the Match is never touched). Bots wait while the card is open (when a human is at the table).
The "Scores" button opens the history of every round from the state's round records.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

import pygame

from game.core.i18n import signed
from game.moonstar import moves
from game.moonstar.solver import Solution, solve
from game.moonstar.state import Phase
from game.ui import assets, theme
from game.ui.render import anim
from game.ui.theme import px

AUTO_CLOSE = 3.0  # seconds a summary stays when no human is at the table


@dataclass
class Replay:
    """The solver's best play animated on a copy of the round's start."""

    solution: Solution
    timeline: anim.Timeline
    done: int = 0


@dataclass
class Summary:
    """A finished round as the summary card shows it."""

    record: Any
    moves: list[tuple[int, int, int, int]]
    time_up: bool = False
    best: Solution | None = None
    solved: bool = False
    replay: Replay | None = None
    age: float = 0.0
    extra: list[str] = field(default_factory=list)

    def blocks(self, table) -> bool:
        """While open with a human at the table, bots wait for "Continue"."""
        return bool(table.match.humans())

    def best_solution(self) -> Solution | None:
        """The solver's best play for the round's start (cached; None if unsolvable)."""
        if not self.solved:
            self.solved = True
            rec = self.record
            try:
                self.best = solve(rec.moons, dict(rec.planets), rec.dice,
                                  games=tuple(g for g in rec.variants if g <= 11),
                                  red=rec.red if rec.red >= 0 else None)
            except ValueError:
                self.best = None
        return self.best


# --------------------------------------------------------------------------- events


def open_summary(table, events) -> None:
    """Open the summary of the round just scored (its record is the last in the history)."""
    time_up = any(e.kind == "moonstar.play_time_up" for e in events)
    history = table.match.state.history
    if history:
        from game.ui.tables.moonstar.match_events import round_moves

        played = round_moves(table.match.steps, finished=True)
        table.summary = Summary(history[-1], played, time_up)
        table.selected_moon = None


def update(table, dt: float) -> None:
    """Advance the best-play replay; close summaries by themselves when only bots play."""
    summary = table.summary
    if summary is None:
        return
    summary.age += dt
    if summary.replay is not None:
        summary.replay.timeline.speed = table.speed
        if not summary.replay.timeline.update(dt):
            pass
    if not table.match.humans() and summary.age >= AUTO_CLOSE * table.animation_factor:
        table.summary = None


def close(table) -> None:
    """Dismiss the summary (Continue)."""
    table.summary = None
    table.glides.clear()


def watch_best(table) -> None:
    """Start replaying the solver's best play."""
    summary = table.summary
    if summary is None:
        return
    best = summary.best_solution()
    if best is None:
        return
    timeline = anim.Timeline(table.speed)
    replay = Replay(best, timeline)
    summary.replay = replay
    timeline.then(anim.Wait(0.7))
    for k, step in enumerate(best.play):
        tween = anim.Tween(0.0, 1.0, 0.35 + 0.08 * step.steps, "in_out_sine")
        timeline.then(anim.Call(_begin(table, replay, k, tween)))
        timeline.then(tween)
    timeline.then(anim.Wait(1.2))


def _begin(table, replay: Replay, k: int, tween: anim.Tween[float]):
    def go():
        from game.ui.tables.moonstar.table import Glide

        step = replay.solution.play[k]
        start = table.positions.get(step.moon)
        replay.done = k + 1
        if start is not None and table.speed > 0:
            table.glides[step.moon] = Glide(step.moon, start, step.steps,
                                            step.direction == moves.CW, tween)
    return go


def stop_replay(table) -> None:
    """Back to the summary card."""
    if table.summary is not None:
        table.summary.replay = None
    table.glides.clear()


def replay_view(table, view):
    """The view to draw while the best play is replayed (else None)."""
    summary = table.summary
    if summary is None or summary.replay is None:
        return None
    rec, replay = summary.record, summary.replay
    sol = replay.solution
    n = len(rec.moons)
    moon_die = [0] * n
    landed = [-1] * n
    for step in sol.play:
        moon_die[step.moon] = step.die
    order = []
    for step in sol.play[:replay.done]:
        landed[step.moon] = step.landing
        order.append(step.moon)
    removed = tuple(m in sol.removed_moons for m in range(n))
    red = sol.red if sol.red is not None else -1
    values = moves.star_values(dict(rec.planets), sol.red)
    total = moves.score_landings([landed[m] for m in order], values, frozenset(rec.variants))
    return replace(view, phase=Phase.MOVE, moons=rec.moons, planets=rec.planets, dice=rec.dice,
                   moon_die=tuple(moon_die), landed=tuple(landed), removed=removed,
                   move_order=tuple(order), red=red, unused_dice=sol.unused_dice,
                   variants=rec.variants, total=total, bid=rec.bid)


def draw_replay_centre(table, surface: pygame.Surface, shown) -> None:
    """Running total of the replay in the centre; the panel explains and offers Stop."""
    from game.ui.tables.moonstar.play import draw_total

    draw_total(table, surface, shown, table.anchor("moon_tray"))
    summary = table.summary
    best = summary.replay.solution.best if summary and summary.replay else 0
    y = table.prompt(surface, table.t("ui.moonstar.summary.replaying", best=best))
    rect = table.panel_rect
    table.button(surface, (rect.x + px(14), y, rect.w - px(28), px(40)),
                 table.t("ui.moonstar.summary.back"), "replay_back",
                 lambda: stop_replay(table), primary=True)


def handle(table, event):
    """Clicks that hit no button on an overlay do nothing."""
    if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
        if table.summary is not None and table.summary.replay is None:
            close(table)
        elif table.history_open:
            table.history_open = False
    return None


# --------------------------------------------------------------------------- drawing


def draw_over(table, surface: pygame.Surface, view) -> None:
    """The game is over: final scores in the panel."""
    names = ", ".join(table.name(s) for s in view.winners)
    key = "ui.moonstar.over" if len(view.winners) == 1 else "ui.moonstar.over_shared"
    y = table.prompt(surface, table.t(key, names=names))
    _score_lines(table, surface, view, y)


def _score_lines(table, surface, view, y: int) -> int:
    rect = table.panel_rect
    order = sorted(range(view.n_seats), key=lambda s: -view.scores[s])
    for seat in order:
        table.seat_marker(surface, seat, (rect.x + px(24), y + px(11)), px(8))
        table.text(surface, table.name(seat), (rect.x + px(40), y), bold=True)
        table.text(surface, str(view.scores[seat]), (rect.right - px(14), y), bold=True,
                   anchor="topright")
        y += px(26)
    return y


def draw_overlays(table, surface: pygame.Surface, view) -> None:
    """The Scores button, then the summary card or the history card on top."""
    rect = table.panel_rect
    label = table.t("ui.moonstar.history.button", target=view.settings.target)
    table.button(surface, (rect.x + px(14), rect.bottom - px(44), rect.w - px(28), px(34)),
                 label, "history", lambda: _toggle_history(table), size=theme.FONT_SMALL)
    if table.history_open:
        draw_history(table, surface, view)
    elif table.summary is not None and table.summary.replay is None:
        draw_summary(table, surface, view, table.summary)


def _toggle_history(table) -> None:
    table.history_open = not table.history_open


def _card(table, height: int, wide: bool = False
          ) -> tuple[pygame.Rect, pygame.Surface, tuple[int, int]]:
    """The card over the ring, and the veil that dims what it covers (and where it goes).
    When the ring is
    small (a large interface size) the card may spread over the whole table area, so its
    text never overflows. A `wide` card (the history of many seats) always takes the whole
    table area."""
    ring = table.ring_rect
    area = ring
    if ring.w - px(40) < px(520) or wide:
        area = table.table_rect
    w = area.w - px(40) if wide else min(area.w - px(40), px(600))
    card = pygame.Rect(0, 0, w, min(height, area.h - px(24)))
    card.center = area.center
    if area is not ring:
        # spread over the table area, the card covers it all but an even margin: a card a
        # little smaller than the area left the action panel's heading sliced by its top
        # edge and the panel's frame doubling its own (150%)
        card = area.inflate(-px(24), -px(24))
    # the veil dims all the card spreads over: over the ring only, the panel beside showed
    # through at full strength and its text ran under the card's edge
    veil = pygame.Surface(area.size, pygame.SRCALPHA)
    veil.fill((4, 6, 20, 150 if area is not ring else 120))
    return card, veil, area.topleft


def draw_summary(table, surface: pygame.Surface, view, summary: Summary) -> None:
    """The round summary card over the ring."""
    t = table.t
    rec = summary.record
    # Estimated at one column (a narrow card at a large interface size); a wide card
    # uses two and simply has room to spare.
    probe, _, _ = _card(table, px(100))
    two = probe.w >= px(440)
    rows = (min(len(summary.moves), 14) + (1 if two else 0)) // (2 if two else 1)
    seats = (len(rec.deltas) + (1 if two else 0)) // (2 if two else 1)
    height = px(250) + rows * px(20) + seats * px(24) + \
        len(_extras(table, rec)) * px(20) + (px(24) if summary.time_up else 0)
    card, veil, veil_at = _card(table, height)
    surface.blit(veil, veil_at)
    theme.draw_panel(surface, card, theme.PANEL, alpha=255)
    x, w = card.x + px(22), card.w - px(44)
    y = card.y + px(16)
    table.text(surface, t("ui.moonstar.summary.round", n=rec.number), (x, y), theme.FONT_SMALL,
               theme.TEXT_DIM, True)
    y += px(22)
    if rec.bidder < 0:
        head, colour = t("ui.moonstar.summary.no_bid", name=table.name(rec.setter)), theme.ACCENT
    elif rec.made:
        head = t("ui.moonstar.summary.made", name=table.name(rec.bidder), bid=rec.bid)
        colour = theme.SUCCESS
    else:
        head = t("ui.moonstar.summary.failed", name=table.name(rec.bidder), bid=rec.bid)
        colour = theme.ERROR
    y = table.text(surface, head, (x, y), theme.FONT_HEADING, colour, True, width=w).bottom
    if rec.bidder >= 0:
        y = table.text(surface, t("ui.moonstar.summary.total", total=rec.total, bid=rec.bid),
                       (x, y + px(4)), theme.FONT_BODY, theme.TEXT, True,
                       width=w).bottom + px(8)
        if summary.time_up:
            y = table.text(surface, t("ui.moonstar.summary.time_up"), (x, y), theme.FONT_SMALL,
                           theme.ERROR, width=w).bottom + px(6)
        from game.ui.tables.moonstar.play import star_name

        lines = [t("ui.moonstar.play.move_line", start=star_name(table, a),
                   end=star_name(table, b), points=points)
                 for _moon, a, b, points in summary.moves[:14]]
        # Two columns when every line fits half the width (at the smallest type), else one.
        small = assets.font(max(11, int(px(theme.FONT_SMALL) * 0.65)))
        cols = 2 if all(small.size(s)[0] <= w // 2 - px(8) for s in lines) else 1
        col_w = w // cols
        # One type size for every line (the smallest any line needs), so the list reads even.
        fs = assets.fitted_size(lines, px(theme.FONT_SMALL), col_w - px(8))
        for i, line in enumerate(lines):
            cx = x + (i % cols) * col_w
            line = assets.fit(line, fs, col_w - px(8))
            table.text(surface, line, (cx, y + (i // cols) * px(20)), fs / theme.scale())
        y += ((len(lines) + cols - 1) // cols) * px(20) + px(8)
    y = table.text(surface, t("ui.moonstar.summary.changes"), (x, y), theme.FONT_SMALL,
                   theme.TEXT_DIM, True).bottom + px(4)
    # Two columns of players when names fit half the width, else one (large interface).
    small = assets.font(max(11, int(px(theme.FONT_BODY) * 0.65)))
    cols = 2 if all(small.size(table.name(s))[0] <= w // 2 - px(90)
                    for s in range(len(rec.deltas))) else 1
    col_w = w // cols
    for seat in range(len(rec.deltas)):
        delta = rec.deltas[seat]
        cx = x + (seat % cols) * col_w
        cy = y + (seat // cols) * px(24)
        table.seat_marker(surface, seat, (cx + px(8), cy + px(10)), px(7))
        name, fs = assets.fitted(table.name(seat), px(theme.FONT_BODY), col_w - px(90))
        table.text(surface, name, (cx + px(22), cy), fs / theme.scale())
        sign_colour = theme.SUCCESS if delta > 0 else theme.ERROR if delta < 0 else theme.TEXT_DIM
        table.text(surface, signed(delta), (cx + col_w - px(12), cy),
                   theme.FONT_BODY, sign_colour, True, anchor="topright")
    y += ((len(rec.deltas) + cols - 1) // cols) * px(24) + px(4)
    for line in _extras(table, rec):
        y = table.text(surface, line, (x, y), theme.FONT_SMALL, theme.TEXT_DIM,
                       width=w).bottom + px(2)
    best = summary.best_solution()
    bottom = card.bottom - px(16)
    bw = (w - px(12)) // 2
    if best is not None:
        table.text(surface, t("ui.moonstar.summary.best", best=best.best),
                   (x, max(y + px(2), bottom - px(84))), theme.FONT_LARGE, theme.ACCENT, True)
        table.button(surface, (x, bottom - px(44), bw, px(44)), t("ui.moonstar.summary.watch"),
                     "watch_best", lambda: watch_best(table))
    table.button(surface, (x + w - bw, bottom - px(44), bw, px(44)),
                 t("ui.moonstar.summary.continue"), "continue", lambda: close(table),
                 primary=True)


def _extras(table, rec) -> list[str]:
    """Challenge and side-bet lines of a round record."""
    t = table.t
    out = []
    if rec.challengers:
        out.append(t("ui.moonstar.summary.challengers",
                     names=", ".join(table.name(s) for s in rec.challengers)))
    for seat, side, stake in rec.bets:
        if side == "none":
            out.append(t("ui.moonstar.summary.bet_none", name=table.name(seat)))
        else:
            out.append(t(f"ui.moonstar.summary.bet_{side}", name=table.name(seat), stake=stake))
    return out


def _result_text(t, rec, short: bool = False) -> tuple[str, tuple[int, int, int]]:
    """A history row's result and its colour; `short` is "✓ 111" / "✗ 16"."""
    if rec.bidder < 0:
        return t("ui.moonstar.history.no_bid"), theme.TEXT_DIM
    colour = theme.SUCCESS if rec.made else theme.ERROR
    if short:
        return f"{'✓' if rec.made else '✗'} {rec.total}", colour
    key = "ui.moonstar.history.made" if rec.made else "ui.moonstar.history.failed"
    return t(key, total=rec.total), colour


def _history_columns(table, rows, n: int, x: int, w: int):
    """(type size, short results?, column x's, result width, score column width): the
    largest type, long results first, at which every column of the history fits `w`."""
    t = table.t
    heads = [t(f"ui.moonstar.history.{k}") for k in ("round", "bidder", "bid", "result")]
    long = [_result_text(t, rec)[0] for rec in rows]
    brief = [_result_text(t, rec, short=True)[0] for rec in rows]
    fs = float(theme.FONT_SMALL)
    while True:
        width, bold = assets.font(px(fs)).size, assets.font(px(fs), True).size
        who_w = max([bold(heads[1])[0]] +
                    [width(table.name(r.bidder))[0] for r in rows if r.bidder >= 0])
        who_w = min(who_w, max(bold(heads[1])[0], px(116)))
        bid_w = max(bold(heads[2])[0], width("70")[0])
        cols = [x, x + max(px(34), bold(heads[0])[0] + px(10))]
        cols += [cols[1] + who_w + px(12), cols[1] + who_w + px(12) + bid_w + px(14)]
        col_min = width("+70")[0] + px(8)
        for short, results in ((False, long), (True, brief)):
            res_w = max([bold(heads[3])[0]] + [width(r)[0] for r in results]) + px(8)
            room = x + w - cols[3] - res_w
            if room >= col_min * n or (short and fs <= 11 / theme.scale()):
                seat_w = max(col_min, min(px(70), room // max(1, n)))
                return fs, short, cols, res_w, seat_w
        fs -= 0.5


def draw_history(table, surface: pygame.Surface, view) -> None:
    """Every round so far: setter, bid, total, result and score changes; totals below."""
    t = table.t
    n = view.n_seats
    card, veil, veil_at = _card(table, table.ring_rect.h - px(30), wide=n > 4)
    surface.blit(veil, veil_at)
    theme.draw_panel(surface, card, theme.PANEL, alpha=255)
    x, w = card.x + px(18), card.w - px(36)
    y = card.y + px(14)
    table.text(surface, t("ui.moonstar.history.title", target=view.settings.target), (x, y),
               theme.FONT_LARGE, theme.ACCENT, True)
    if table.clock.running:  # the clock waits behind the sheet (`clock_paused`)
        table.text(surface, t("ui.moonstar.history.paused"), (x + w, y + px(4)),
                   theme.FONT_SMALL, theme.TEXT_DIM, True, anchor="topright")
    y += px(34)
    # Columns sized to what they hold (a 150% French "réussie (111)" was cut by fixed ones).
    # Many seats: results shrink to "✓ 111" / "✗ 16" (the colour says the same), then the
    # type steps down, until every column fits the card.
    rows = view.history[-max(1, (card.bottom - y - px(40) - px(110)) // px(22)):]
    fs, short, cols, res_w, seat_w = _history_columns(table, rows, n, x, w)
    seat_x0 = x + w - seat_w * n
    for label, cx in zip((t("ui.moonstar.history.round"), t("ui.moonstar.history.bidder"),
                          t("ui.moonstar.history.bid"), t("ui.moonstar.history.result")),
                         cols, strict=True):
        table.text(surface, label, (cx, y), fs, theme.TEXT_DIM, True)
    # Narrow columns stagger their names on two lines, so each may use two columns' width.
    stagger = n > 4
    rooms = []
    for seat in range(n):
        cx = seat_x0 + seat * seat_w + seat_w // 2
        room = 2 * seat_w - px(8) if stagger else seat_w - px(4)
        if stagger and seat == n - 1:  # the last name must not leave the card: it ends at
            # the card's edge, under its marker, short of its row's previous name (centred
            # and halved, « Joueur 8 » read « Joueur… » at 8 seats and 150% in French)
            room = min(room, x + w - (cx - seat_w - px(4)) - px(6))
        rooms.append(room)
    # one type for every name: « Joueur 1 » was set smaller than « Selene » beside it
    name_px = min(assets.fitted(table.name(seat), px(fs - 2), rooms[seat], True, 0.7)[1]
                  for seat in range(n))
    for seat in range(n):  # each column headed by its marker and the player's name
        cx = seat_x0 + seat * seat_w + seat_w // 2
        table.seat_marker(surface, seat, (cx, y + px(9)), px(8))
        last = stagger and seat == n - 1
        name = assets.fit(table.name(seat), name_px, rooms[seat], True)
        name_x = min(cx, x + w - assets.font(name_px, True).size(name)[0] // 2) if last else cx
        dy = px(20) + (px(15) * (seat % 2) if stagger else 0)
        table.text(surface, name, (name_x, y + dy), name_px / theme.scale(), theme.TEXT,
                   True, anchor="midtop")
    y += px(55) if stagger else px(40)
    pygame.draw.line(surface, theme.PANEL_BORDER, (x, y), (x + w, y))
    y += px(4)
    for rec in rows:
        who = table.name(rec.bidder) if rec.bidder >= 0 else "—"
        bid = str(rec.bid) if rec.bidder >= 0 else "—"
        result, colour = _result_text(t, rec, short)
        table.text(surface, str(rec.number), (cols[0], y), fs)
        table.text(surface, assets.fit(who, px(fs), cols[2] - cols[1] - px(6)), (cols[1], y), fs)
        table.text(surface, bid, (cols[2], y), fs)
        table.text(surface, assets.fit(result, px(fs), seat_x0 - cols[3] - px(6)), (cols[3], y),
                   fs, colour)
        for seat, delta in enumerate(rec.deltas):
            c = theme.SUCCESS if delta > 0 else theme.ERROR if delta < 0 else theme.TEXT_DISABLED
            table.text(surface, signed(delta) if delta else "·",
                       (seat_x0 + seat * seat_w + seat_w // 2, y), fs, c, anchor="midtop")
        y += px(22)
    if not view.history:
        table.text(surface, t("ui.moonstar.history.empty"), (x, y), theme.FONT_BODY,
                   theme.TEXT_DIM)
        y += px(26)
    pygame.draw.line(surface, theme.PANEL_BORDER, (x, y + px(2)), (x + w, y + px(2)))
    y += px(8)
    # the label on the totals' line: its smaller type is centred on theirs
    mid = y + assets.font(px(theme.FONT_BODY), True).get_linesize() // 2
    table.text(surface, t("ui.moonstar.history.totals"), (cols[0], mid), fs, theme.TEXT, True,
               anchor="midleft")
    for seat in range(n):
        table.text(surface, str(view.scores[seat]), (seat_x0 + seat * seat_w + seat_w // 2, y),
                   theme.FONT_BODY, theme.ACCENT, True, anchor="midtop")
    table.button(surface, (card.right - px(150), card.bottom - px(54), px(132), px(40)),
                 t("ui.common.close"), "history_close", lambda: _toggle_history(table),
                 primary=True)
