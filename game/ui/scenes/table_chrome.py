"""The frame's own panels, drawn for `TableScene`: the background, the top bar (with the phase
timer), the players panel and the log panel, whose rows `refresh_log` rebuilds.

They read the scene (its match, rules, clock, buttons and rects) and draw nothing of the
game itself; the scene calls them from `draw`. The players panel and the log panel's body are
cached pictures (`render.layer.Layer`) drawn over the background: the same pixels, blitted.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pygame

from game.core.i18n import number
from game.ui import assets, i18n, theme
from game.ui.render.panel_cache import settings_key
from game.ui.theme import px
from game.ui.widgets.marker import draw_marker

if TYPE_CHECKING:
    from game.ui.scenes.table_frame import TableScene


def draw_background(surface: pygame.Surface, covered: pygame.Rect | None = None) -> None:
    """The window's background, but for `covered` (a part the table paints whole)."""
    bg = theme.background(surface.get_size())
    hole = covered.clip(surface.get_rect()) if covered is not None else None
    if hole is None or hole.w <= 0 or hole.h <= 0:
        surface.blit(bg, (0, 0))
        return
    w, h = surface.get_size()
    for part in (pygame.Rect(0, 0, w, hole.y), pygame.Rect(0, hole.bottom, w, h - hole.bottom),
                 pygame.Rect(0, hole.y, hole.x, hole.h),
                 pygame.Rect(hole.right, hole.y, w - hole.right, hole.h)):
        if part.w > 0 and part.h > 0:
            surface.blit(bg, part, part)


def draw_log_panel(self: TableScene, surface: pygame.Surface) -> None:
    """The log panel's body and title, from a cached picture (its lines are a widget drawn
    over it)."""
    rect = self.log_rect
    size = surface.get_size()
    key = (tuple(rect), tuple(surface.get_clip()), size, i18n.language(), theme.scale())
    layer = self.log_layer
    if not layer.fresh((), key):
        def draw(canvas: pygame.Surface) -> None:
            theme.draw_panel(canvas, rect, theme.PANEL, alpha=235)
            img = assets.text(self.t("ui.table.log"), px(theme.FONT_BODY), theme.ACCENT,
                              bold=True)
            canvas.blit(img, (rect.x + px(12), rect.y + px(10)))

        # the panel's shadow reaches a few pixels left of, right of and below its rect
        area = pygame.Rect(rect.x - px(4), rect.y, rect.w + px(16), rect.h + px(16))
        layer.build((), key, size, area.clip(surface.get_clip()), draw, theme.background(size))
    layer.blit(surface)


STATUS_ROOM = 180  # the least room the title and round leave whose turn it is (at 100%)
TITLE_FLOOR = 0.8  # the smallest share of its type the title takes over the right column


def draw_bar(self: TableScene, surface: pygame.Surface) -> None:
    """The top bar: title, round and whose turn, giving way in that order; the timer."""
    bar = self.bar_rect
    pygame.draw.rect(surface, (12, 17, 42), bar)
    pygame.draw.line(surface, theme.PANEL_BORDER, bar.bottomleft, bar.bottomright)
    limit = self.undo_button.rect.x - px(16)
    if self.clock.running and (self.curtain_for is not None or not self.clock_on_table()):
        timer_rect = pygame.Rect(limit - px(120), bar.y + px(14), px(110), bar.h - px(28))
        draw_timer(surface, timer_rect, self.clock.left, self.clock.total)
        limit = timer_rect.x - px(12)
    if self.results_button.visible:
        limit = self.results_button.rect.x - px(12)
    title = assets.text(self.title, px(theme.FONT_LARGE), theme.TEXT, bold=True, serif=True)
    rnd = assets.text(self.round_text(), px(theme.FONT_BODY), theme.TEXT_DIM)
    size = px(theme.FONT_BODY)
    texts = [self.status_text(), self.short_status_text()]
    need = min(assets.font(size, True).size(text)[0] for text in texts)
    # Whose turn it is matters most: on a narrow bar (large interface size, a running
    # timer) the game's title, then the round, give way to it at its full size; only then
    # does its type step down (it shrank beside a timer with the round still shown).
    shown = [title, rnd]
    # What gives way is decided by the bar's room, not by the turn's text: given way only
    # while that text was long, the round moved from one side of the bar to the other as
    # the game went on (at 150%, a review, stop 77); the turn's text takes its short form
    # or smaller type first, and only a text that would be cut even so makes more room
    # the round counts at its two-digit width: "Round 10" is one digit wider than "Round 9",
    # and that digit made the title give way from round 10 on, partway through a game
    # (Planet Unknown at 100% in English, a screenshot review, stop 82)
    widest = re.sub(r"\d+", lambda m: "0" * max(2, len(m.group())), self.round_text())
    rnd_w = max(rnd.get_width(), assets.font(px(theme.FONT_BODY)).size(widest)[0])

    def used() -> int:
        return px(18) + sum((rnd_w if i is rnd else i.get_width()) + px(20) for i in shown)

    while shown and limit - used() < px(STATUS_ROOM):
        shown.pop(0)
    while shown and limit - used() < int(need * 0.65):
        shown.pop(0)
    x = px(18)
    for img in shown:
        surface.blit(img, (x, bar.centery - img.get_height() // 2))
        x += img.get_width() + px(20)
    _draw_given_way(self, surface, [i for i in (title, rnd) if i not in shown],
                    title if title not in shown else None)
    room = max(0, limit - x)
    text = texts[0] if assets.font(size, True).size(texts[0])[0] <= room else texts[1]
    status, size = assets.fitted(text, size, room, True)
    img = assets.text(status, size, theme.ACCENT, bold=True)
    surface.blit(img, (x, bar.centery - img.get_height() // 2))


def draw_timer(surface: pygame.Surface, rect: pygame.Rect, left: float, total: float) -> None:
    """The phase timer in the top bar: seconds left and a shrinking bar."""
    urgent = left <= 10
    pygame.draw.rect(surface, (20, 26, 56), rect, border_radius=rect.h // 2)
    frac = 0 if total <= 0 else max(0.0, min(1.0, left / total))
    fill = rect.inflate(-px(4), -px(4))
    fill.w = max(fill.h, int(fill.w * frac))
    pygame.draw.rect(surface, theme.ERROR if urgent else theme.ACCENT_DARK, fill,
                     border_radius=fill.h // 2)
    secs = int(left + 0.999)
    img = assets.text(f"{secs // 60}:{secs % 60:02d}", px(theme.FONT_BODY), theme.TEXT,
                      bold=True)
    surface.blit(img, img.get_rect(center=rect.center))


def _draw_given_way(self: TableScene, surface: pygame.Surface,
                    dropped: list[pygame.Surface], title: pygame.Surface | None = None) -> None:
    """The title and round that gave way to whose turn it is, over the right column: at a
    large interface size the bar's left part is too narrow for all three, while the part
    above the players panel stood empty (MOONSTAR at 150% showed neither the game's name nor
    its round). They start at the panel's left edge; the title (`title`, when it gave way)
    steps its type down to TITLE_FLOOR of its size before it gives way again (« Planet
    Unknown: Supermoon » left the game-over bar, beside Results, for a dozen pixels)."""
    bar = self.bar_rect
    x0 = max(self.menu_button.rect.right + px(16), self.players_rect.x + px(2))
    room = bar.right - px(14) - x0

    def width() -> int:
        return sum(i.get_width() for i in dropped) + px(20) * (len(dropped) - 1)

    if title is not None and dropped and dropped[0] is title and width() > room:
        # the largest size down to the floor at which the title fits beside the rest
        size = px(theme.FONT_LARGE)
        rest = width() - title.get_width()
        while size > int(px(theme.FONT_LARGE) * TITLE_FLOOR) and \
                assets.font(size, True, serif=True).size(self.title)[0] + rest > room:
            size -= 1
        dropped[0] = assets.text(self.title, size, theme.TEXT, bold=True, serif=True)
    while dropped and width() > room:
        dropped = dropped[1:]
    x = x0
    for img in dropped:
        surface.blit(img, (x, bar.centery - img.get_height() // 2))
        x += img.get_width() + px(20)


def draw_players(self: TableScene, surface: pygame.Surface) -> None:
    """The players panel: marker, name, bot level or human, score; who acts highlighted.
    Drawn once into `self.players_layer` and blitted while the state, the seats, the bots
    thinking, the viewer, the language, the interface size and the layout are the same
    (nothing in it follows the mouse)."""
    rect = self.players_rect
    size = surface.get_size()
    kinds = tuple((c.is_bot, c.level) for c in self.match.seats)
    extra = (settings_key(self, surface), tuple(rect), frozenset(self.bots.thinking), kinds,
             self.player_row_h)
    layer = self.players_layer
    if not layer.fresh((self.match.state,), extra):
        # the panel's shadow reaches a few pixels right of and below its rect
        area = pygame.Rect(rect.x - px(4), rect.y, rect.w + px(16), rect.h + px(16))
        layer.build((self.match.state,), extra, size, area.clip(surface.get_clip()),
                    lambda canvas: _draw_players(self, canvas), theme.background(size))
    layer.blit(surface)


def players_rows(table) -> list[tuple[pygame.Rect, int]]:
    """The players panel's rows (as `_draw_players` lays them out), by seat."""
    rect = getattr(table, "players_rect", None)
    row_h = getattr(table, "player_row_h", 0)
    if rect is None or not row_h:
        return []
    y = rect.y + px(38)
    out = []
    for seat in range(table.match.n_seats):
        out.append((pygame.Rect(rect.x + px(6), y, rect.w - px(12), row_h - px(4)), seat))
        y += row_h
    return out


def players_tip(self: TableScene, pos) -> str | None:
    """The tooltip of the players panel row under `pos`: what its score is made of, for a
    game that says (`TableScene.score_tip`; a newcomer could not tell what Planet Unknown's
    running number meant)."""
    if self.curtain_for is not None:
        return None
    for rect, seat in players_rows(self):
        if rect.collidepoint(pos):
            return self.score_tip(seat)
    return None


def _draw_players(self: TableScene, surface: pygame.Surface) -> None:
    rect = self.players_rect
    theme.draw_panel(surface, rect, theme.PANEL, alpha=235)
    head = assets.text(self.t("ui.table.players"), px(theme.FONT_BODY), theme.ACCENT,
                       bold=True)
    surface.blit(head, (rect.x + px(12), rect.y + px(10)))
    scores = self.rules.shown_scores(self.match.state, self.viewer)
    acting = set(self.shown_to_act())
    winners = set(self.match.outcome().winners) if self.match.is_over else set()
    compact = self.player_row_h < px(40)
    beside: list[tuple[tuple[str, ...], int, tuple[int, int]]] = []  # details, room, where
    for row, seat in players_rows(self):
        cfg = self.match.seats[seat]
        if seat in acting or seat in winners:
            pygame.draw.rect(surface, theme.PANEL_RAISED, row, border_radius=px(6))
            pygame.draw.rect(surface, theme.ACCENT, (row.x, row.y, px(4), row.h),
                             border_radius=px(2))
        draw_marker(surface, (row.x + px(22), row.centery), px(12), cfg.colour, cfg.shape)
        if cfg.is_bot:
            detail = self.t("ui.table.bot_level", level=self.t(f"ui.level.{cfg.level}"))
            if seat in self.bots.thinking:
                detail = self.t("ui.table.thinking")
        else:
            detail = self.t("ui.table.human")
        if seat == self.viewer and len(self.match.humans()) > 1:
            detail = self.t("ui.table.viewing")
        score = assets.text(number(scores[seat]) if seat < len(scores) else "",
                            px(theme.FONT_BODY if compact else theme.FONT_LARGE),
                            theme.TEXT, bold=True)
        surface.blit(score, score.get_rect(midright=(row.right - px(10), row.centery)))
        text_w = row.w - px(44) - score.get_width() - px(16)
        label, fs = assets.fitted(self.name(seat), px(theme.FONT_BODY), text_w, True)
        name = assets.text(label, fs, theme.TEXT, bold=True)
        if compact:  # no room for a detail line: the detail beside the name where it fits
            # whole (6 seats at 150% showed names alone, nothing told a bot from a human)
            surface.blit(name, (row.x + px(42), row.centery - name.get_height() // 2))
            # short and steady: the level, not "thinking…" (its longer text would change
            # every row's type size while a bot thinks), and "on screen" for the viewer
            room = text_w - name.get_width() - px(8)
            short = (self.t("ui.table.bot_level", level=self.t(f"ui.level.{cfg.level}"))
                     if cfg.is_bot else self.t("ui.table.on_screen")
                     if seat == self.viewer and len(self.match.humans()) > 1
                     and assets.font(_lowest_beside()).size(self.t("ui.table.on_screen"))[0]
                     <= room else self.t("ui.table.human"))  # « À l'écran » is longer
            # a bot's level gives way before "Bot" does (6 seats at 150%: Chloé and Emma,
            # two-digit scores, showed nothing, as if human; a screenshot review, stop 80)
            details = (short, self.t("ui.table.bot")) if cfg.is_bot else (short,)
            beside.append((details, room,
                           (row.x + px(42) + name.get_width() + px(8), row.centery + px(1))))
            continue
        small = px(theme.FONT_SMALL) - px(1)
        extra = self.seat_detail(seat)
        if extra and seat not in self.bots.thinking:  # steady while a bot thinks
            detail = self.t("ui.table.detail_with", detail=detail, extra=extra)
        detail, small = assets.fitted(detail, small, text_w)
        det = assets.text(detail, small, theme.TEXT_DIM)
        top = row.centery - (name.get_height() + det.get_height()) // 2
        surface.blit(name, (row.x + px(42), top))
        surface.blit(det, (row.x + px(42), top + name.get_height()))
    _draw_beside(surface, beside)


def _lowest_beside() -> int:
    """The smallest type a compact row's detail is drawn in."""
    return max(11, int((px(theme.FONT_SMALL) - px(1)) * 0.65))


def _draw_beside(surface: pygame.Surface,
                 beside: list[tuple[tuple[str, ...], int, tuple[int, int]]]) -> None:
    """The compact rows' details ("Bot · Normal") beside their names, in one type size for all
    (the largest at which each that fits at all reads whole), and in one form for all: the
    full ones where each fits in the smallest type, else every row's short one ("Bot"; a mix
    read as two kinds of bot); a detail that does not fit is left out, never cut."""
    small = px(theme.FONT_SMALL) - px(1)
    lowest = _lowest_beside()

    def fits_in(text: str, room: int) -> bool:
        return assets.font(lowest).size(text)[0] <= room

    form = 0 if all(fits_in(texts[0], room) for texts, room, _ in beside
                    if fits_in(texts[-1], room)) else -1  # a row with room for none: not counted
    fits = [(texts[form], room, at) for texts, room, at in beside if fits_in(texts[form], room)]
    size = min((assets.shrunk(text, small, room, lowest=lowest) for text, room, _ in fits),
               default=small)
    for text, _room, at in fits:
        det = assets.text(text, size, theme.TEXT_DIM)
        surface.blit(det, det.get_rect(midleft=at))


def refresh_log(self: TableScene) -> None:
    """Rebuild the log's rows when a step, the viewer or what an animation holds back
    changed; each event's row is a cached picture, kept per step, event and viewer."""
    if self.log_list is None:
        return
    held = self.log_held()
    key = (len(self.match.steps), self.match.steps[-1] if self.match.steps else None,
           self.viewer, held)
    if key == self._log_key:
        return
    self._log_key = key
    width = self.log_list.rect.w - px(14)
    rows = []
    told = []
    counts: dict[int, int] = {}
    for index, event in self.log_events():
        j = counts.get(index, 0)  # counted even when held: the cache key stays its own
        counts[index] = j + 1
        if held and (index, event.kind) in held:
            continue  # shown once its animation settles (a roll's result, say)
        step = self.match.steps[index]
        cache_key = (index, j, self.viewer)
        hit = self._log_cache.get(cache_key)
        # The event is checked too: a draft left out after its reveal shifts the count.
        if hit is None or hit[0] is not step or hit[1] is not event:
            hit = (step, event, _render_log_row(self, event, width))
            self._log_cache[cache_key] = hit
        rows.append(hit[2])
        told.append(event)
    self.log_row_events = told
    self.log_list.set_rows(rows)


def log_line_height() -> int:
    """The log's line height: its rows are laid out in it, and the log's list shows a row cut
    by its top edge in whole lines of it (`ScrollList.line_step`)."""
    return assets.font(px(theme.FONT_SMALL)).get_linesize()


def draw_log_cut_mark(surface: pygame.Surface, line: pygame.Rect) -> None:
    """« … » in the marker column of the first line shown of an entry cut by the log's top
    edge: the line is the end of an entry whose start lies above (it read as a sentence
    without its beginning: « replient dans la zone (0, −3). », a review, stop 81)."""
    img = assets.text("…", px(theme.FONT_SMALL), theme.TEXT_DIM, bold=True)
    surface.blit(img, img.get_rect(center=(line.x + px(8), line.y + line.h // 2)))


def _render_log_row(self: TableScene, event, width: int) -> pygame.Surface:
    """One log row: the actor's marker (a dot for the game's own events) and the text."""
    text = self.describe(event.kind, event.args)
    size = px(theme.FONT_SMALL)
    actor = event.args.get("seat") if isinstance(event.args, dict) else None
    marker = isinstance(actor, int) and 0 <= actor < self.match.n_seats
    indent = px(22)
    lines = assets.wrap(text, size, width - indent)
    lh = log_line_height()
    surf = pygame.Surface((width, lh * len(lines) + px(2)), pygame.SRCALPHA)
    if marker:
        cfg = self.match.seats[actor]
        draw_marker(surf, (px(8), lh // 2 + 1), px(7), cfg.colour, cfg.shape)
    else:
        pygame.draw.circle(surf, theme.TEXT_DISABLED, (px(8), lh // 2 + 1), px(3))
    for i, line in enumerate(lines):
        surf.blit(assets.text(line, size, theme.TEXT), (indent, i * lh))
    return surf
