"""The in-game frame every game table builds on: `TableScene`.

Screen layout: a top bar (game, round, whose turn, the phase timer, Undo, Menu), the table
area on the left, and a right column with the player panel and the scrollable game log.

A game table subclasses `TableScene` and implements four hooks:

* `layout_table(rect)` — place things inside the table area (called on every re-layout);
* `draw_table(surface, view, rect)` — draw `view` (the viewer's view; never the state);
* `handle_table_event(event) -> action | None` — turn input into a candidate action; the
  frame submits it for the viewer seat, and an illegal one becomes a toast, changing nothing;
* `on_events(events)` — animate what just happened (events already redacted for the viewer);
  return True from `is_animating()` while an animation runs so bots wait for it to finish.

Who is looking: `self.viewer` is the seat whose view is on screen (None = public view). With
one human it is always that human; with two or more, a hand-over curtain is pushed before a
different human's view when `rules.is_private_for(state, seat)`; with no human it is None.
Bots and the phase timer (`drivers.py`) run only while the table is the top scene.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.rules import CLOCK, Event, IllegalAction, events_for
from game.ui import i18n, sound
from game.ui.drivers import BotDriver, ClockDriver
from game.ui.render.layer import Layer
from game.ui.scene import Scene
from game.ui.scenes import table_chrome
from game.ui.theme import px
from game.ui.widgets.base import Button
from game.ui.widgets.scroll import ScrollList

TOP_BAR = 60
REPEAT_MS = 500  # a double click's second half, or a key held a moment too long
DOUBLE_CLICK_MS = 350
"""A press this soon after a click that acted, on the same spot, is that click's second half:
it chooses nothing in what the first click brought under the mouse (a new button, the next
prompt's secret choice)."""
SEEN_SECONDS = 3.0
"""A private result held this long on its seat's own screen counts as seen there: the
screen passing later tells it no more."""
SIDE_COLUMN = 340


def is_roll(event) -> bool:
    """A dice roll event (for its sound, and to show the roller their own result): its kind
    speaks of a roll, or it carries the dice ("mw.rolloff", "mw.roll_ok", a duel...)."""
    name = event.kind.rsplit(".", 1)[-1]
    return "roll" in name or name.endswith("dice") or "die" in event.args \
        or "dice" in event.args


def _echo(event) -> bool:
    """A private event that only repeats the seat's own secret choice back to it."""
    redacted = event.redacted
    return redacted is not None and redacted.kind.endswith(("committed", "sealed"))


class TableScene(Scene):
    """Base class of game tables: owns the Match, the viewer, bots, timer, log and menu."""

    # The top bar's word for a round: the shared « Manche 3 » (MOONSTAR, Tsukuyumi); a game
    # whose French rulebook says « tour » names its own key (docs/architecture.md).
    ROUND_KEY = "ui.table.round"

    def __init__(self, app, match, info=None) -> None:
        self.match = match
        self.rules = match.rules
        self.info = info
        self.title = info.title if info is not None else match.rules.title
        self.viewer: int | None = self._initial_viewer()
        self.curtain_for: int | None = None
        self._last_viewer: int | None = self.viewer  # whose screen `viewer_changed` last saw
        # per human: results not yet shown, each (line, private): a private one is shown
        # before the screen passes; a public one (a roll) only when a curtain will hide it
        self.held_results: dict[int, list[tuple[str, bool]]] = {}
        self._held_at: dict[int, float] = {}  # `_clock` when a seat's last result was held
        self._clock = 0.0  # seconds of frames run (the held results' age)
        # what a human learned while another had the screen, told when theirs comes back
        self.learned_away: dict[int, list[str]] = {}
        self.result_open = False  # a private-result panel is up (or about to be)
        # another human acted at this screen since its viewer last had it alone (MOONSTAR's
        # open bidding, every human at the keys): the viewer's next secret choice needs a
        # curtain too, though the screen is nominally still theirs
        self.shared = False
        self.bots = BotDriver(self)
        self.clock = ClockDriver(self)
        self.log_list: ScrollList | None = None
        self._log_cache: dict[tuple, tuple[object, object, pygame.Surface]] = {}
        self._view_cache: tuple[object, int | None, object] | None = None
        self._log_key: tuple | None = None
        self.log_row_events: Sequence[object] = ()
        """The event each log row tells, row for row (a table may point at what it names)."""
        self.players_layer = Layer()  # the players panel's cached picture (table_chrome)
        self.log_layer = Layer()  # the log panel's, under its lines
        self.game_over_shown = False
        self.save_error_shown = None
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self._last_ok: tuple[int, object, int] | None = None  # (seat, action, ticks)
        self._clicked: tuple[int, tuple[int, int]] = (-10_000, (-1, -1))  # `note_click`
        self._lift_guard = 0.0  # seconds the table still ignores clicks after a curtain or
        # a result panel went away (counted in frames' time, as the curtain's own arming)
        super().__init__(app)

    # --- hooks for game tables ----------------------------------------------------------
    def layout_table(self, rect: pygame.Rect) -> None:
        """Place the table's own elements inside `rect`."""

    def draw_table(self, surface: pygame.Surface, view, rect: pygame.Rect) -> None:
        """Draw the game from `view` inside `rect`."""

    def handle_table_event(self, event: pygame.event.Event):
        """Map input inside the table to a candidate action (or None)."""
        return None

    def on_events(self, events) -> None:
        """Start animations for events the viewer may see."""

    def is_animating(self) -> bool:
        """True while an animation is running (bots wait)."""
        return False

    def results_ready(self) -> bool:
        """May the game-over dialog open now (a table may first show the last round)?"""
        return not self.is_animating()

    def log_events(self) -> list[tuple[int, Event]]:
        """The (step index, event) pairs the log shows: the viewer's log, which a table may
        group into fewer lines (a movement told step by step, say)."""
        return self.match.log(self.viewer)

    def log_held(self) -> frozenset:
        """(step index, event kind) of log lines to hold back while their animation plays
        (the log must not tell a roll's result while the dice still tumble)."""
        return frozenset()

    def wants_frames(self) -> bool:
        """Animations, a running timer and bots (thinking, paced or due) need full frames; a
        table waiting for a human with no clock is at rest."""
        return (self.is_animating() or self.clock.running
                or bool(self.bots.pending or self.bots.ready)
                or (not self.match.is_over and bool(self.match.bots_to_act())))

    # --- helpers for game tables --------------------------------------------------------
    def t(self, key: str, **args) -> str:
        """Catalogue text in the current language."""
        return i18n.t(key, **args)

    def name(self, seat: int) -> str:
        """A seat's player name (the CLOCK pseudo-seat is "Time")."""
        return self.match.name(seat, i18n.language())

    def score_tip(self, seat: int) -> str | None:
        """The tooltip of a seat's row in the players panel (what its score is made of);
        None: no tooltip."""
        return None

    def tooltip_at(self, pos) -> str | None:
        """Widgets first, then the players panel's rows (`score_tip`)."""
        return super().tooltip_at(pos) or table_chrome.players_tip(self, pos)

    def describe(self, kind: str, args) -> str:
        """An event or message with seat arguments shown as names."""
        return i18n.describe(kind, args, self.name)

    def tie_break(self) -> tuple[int, list[int]] | None:
        """(the winner, the seats tied with it on the best score) when a game's tie-break
        decided it (`Outcome.tied_with_winner`), for a game-over line that says so; None
        for a win on points, a shared victory or a game not over."""
        outcome = self.match.outcome()
        tied = outcome.tied_with_winner() if outcome else []
        return (outcome.winners[0], tied) if outcome and tied else None

    def names(self, seats) -> str:
        """Player names joined for a sentence ("Ben, Chloé")."""
        return ", ".join(self.name(s) for s in seats)

    @property
    def animation_factor(self) -> float:
        """Duration multiplier for animations from the settings (0 = instant)."""
        return self.app.settings.animation_factor

    def view(self):
        """The viewer's view of the current state (cached per state object)."""
        state = self.match.state
        cache = self._view_cache
        if cache is None or cache[0] is not state or cache[1] != self.viewer:
            cache = (state, self.viewer, self.match.view(self.viewer))
            self._view_cache = cache
        return cache[2]

    def legal_actions(self) -> tuple:
        """The viewer's legal actions now (empty when it may not act)."""
        return () if self.viewer is None else self.match.legal_actions(self.viewer)

    # --- acting -------------------------------------------------------------------------
    def submit(self, action) -> bool:
        """Submit an action for the viewer seat; an illegal one becomes a toast."""
        if self.viewer is None:
            self.app.toast(self.t("ui.table.not_now"), "error")
            return False
        return self.submit_as(self.viewer, action)

    def submit_as(self, seat: int, action, quiet: bool = False) -> bool:
        """Submit for any seat (bots, CLOCK); returns True when accepted."""
        try:
            events = self.match.submit(seat, action)
        except IllegalAction as exc:
            if self._repeat(seat, action):
                return False  # the second half of a fast double click: the first one acted
            if not quiet or seat >= 0:
                self.app.toast(i18n.illegal_message(exc, self.name), "error")
            return False
        self._last_ok = (seat, action, pygame.time.get_ticks())
        if not quiet:
            sound.play("click")
        if self.log_list is not None and 0 <= seat < len(self.match.seats) \
                and not self.match.seats[seat].is_bot:
            # a player who acts follows the log again: scrolled up to read, it stayed there
            # while the game went on below (a newcomer's review)
            self.log_list.scroll_to_bottom()
        if any(is_roll(e) for e in events):
            sound.play("dice")
        humans = self.match.humans()
        if seat in humans and seat != self.viewer and len(humans) >= 2:
            self.shared = True
        self._hold_results(seat, events)
        self.on_events(events_for(events, self.viewer))
        self._after_change()
        return True

    def note_click(self, pos) -> None:
        """A click acted at `pos` (see `second_click`)."""
        self._clicked = (pygame.time.get_ticks(), (int(pos[0]), int(pos[1])))

    def second_click(self, pos) -> bool:
        """Is this press the second half of a fast double click on the spot of a click that
        acted? (A Moonwakers newcomer's double click on « Ne rien réclamer » chose the next
        round's PROTECTION, the button that came under the mouse, in secret.)"""
        when, where = self._clicked
        return (pygame.time.get_ticks() - when < DOUBLE_CLICK_MS
                and abs(pos[0] - where[0]) + abs(pos[1] - where[1]) <= px(6))

    def _repeat(self, seat: int, action) -> bool:
        """Is this the action just accepted for this seat, again within a double click's
        time? Its button was still on screen for the second click (a Moonwakers pilot's
        fast double click on Roll read « "roll" is not allowed now »); it stays silent."""
        if self._last_ok is None:
            return False
        last_seat, last_action, when = self._last_ok
        return (last_seat == seat and last_action == action
                and pygame.time.get_ticks() - when < REPEAT_MS)

    def undo(self) -> None:
        """Take back the viewer's last action (with the bot replies after it)."""
        if self.viewer is None:
            return
        try:
            self.match.undo(self.viewer)
        except IllegalAction as exc:
            self.app.toast(i18n.illegal_message(exc, self.name), "error")
            return
        self.bots.cancel_all()
        self._after_change()

    def _after_change(self) -> None:
        if self.match.save_error is not None and self.match.save_error is not self.save_error_shown:
            self.save_error_shown = self.match.save_error
            self.app.toast(i18n.illegal_message(self.match.save_error, self.name), "error")
        self.clock.sync()
        # The log's rows are rebuilt where they are shown (`update`, `draw`), not per step:
        # a rebuild walks the whole log, and a run of steps between two frames (a script, a
        # burst of bot replies) paid it at every step (the screenshot tour: 55,000 rebuilds).
        self._refresh_buttons()

    def report_error(self, text: str) -> None:
        """Record an unexpected error (crash log) without bothering the players."""
        if self.app.on_error is not None:
            self.app.on_error(text)

    # --- viewer and curtain -------------------------------------------------------------
    def _initial_viewer(self) -> int | None:
        humans = self.match.humans()
        return humans[0] if len(humans) == 1 else None

    def target_viewer(self) -> int | None:
        """The seat whose view should be on screen now."""
        humans = self.match.humans()
        if not humans:
            return None
        if len(humans) == 1:
            return humans[0]
        if self.match.is_over:
            return None
        acting = [s for s in self.match.to_act() if s in humans]
        if not acting or self.viewer in acting:
            return self.viewer
        return acting[0]

    def _hold_results(self, actor: int, events) -> None:
        """In hot-seat, keep what the human at the screen just learned (their private results,
        the dice they rolled) to show it to them before the screen passes to another human.
        What another human learns meanwhile (both scanned; the second scan resolved both) is
        kept for them and shown once the screen is theirs again (`_tell_away`)."""
        seat = self.viewer
        humans = self.match.humans()
        if len(humans) < 2:
            return
        for other in humans:
            if other != seat:  # told when the screen comes back to them (`_tell_away`)
                away = [self.describe(e.kind, e.args) for e in events_for(events, other)
                        if e.to is not None and other in e.to and not self.is_echo(e)]
                if away:
                    self.learned_away.setdefault(other, []).extend(away)
        if seat is None:
            return
        mine = [e for e in events_for(events, seat)
                if (e.to is not None and seat in e.to and not self.is_echo(e))
                or (seat == actor and is_roll(e) and self.own_roll(e, seat, events))]
        if mine:
            self.held_results.setdefault(seat, []).extend(
                (self.describe(e.kind, e.args), e.to is not None) for e in mine)
            self._held_at[seat] = self._clock

    def own_roll(self, event, seat: int, events) -> bool:
        """A roll made by this seat (it names the seat, or no one), to show before the screen
        passes; not another's roll the seat's action set off (a pilot read « Résultat de
        Joueur 3 : Joueur 6 fait 9 − 1 = 8 »). Tables may widen it."""
        return event.args.get("seat", seat) == seat

    def is_echo(self, event) -> bool:
        """A private event that only repeats the seat's own choice back to it (not a result
        to show before the screen passes). Tables may widen it."""
        return _echo(event)

    def _sync_viewer(self) -> None:
        if self.curtain_for is not None or self.result_open:
            return
        target = self.target_viewer()
        humans = self.match.humans()
        curtain = (target is not None and len(humans) >= 2
                   and (self.rules.is_private_for(self.match.state, target)
                        or self.timed_hand_over(target)))
        if target == self.viewer and not (curtain and self.shared):
            viewer = self.viewer
            held = self.held_results.get(viewer) if viewer is not None else None
            if viewer is not None and held is not None:
                # still their screen: they see it on the table. A secret only after a moment
                # there: a scan resolved by the scanner's own choice, a quick next click
                # passed the screen, and the result was never told (a Moonwakers newcomer,
                # stop 98). What is public (their dice) is on the table for all anyway.
                fresh = self._clock - self._held_at.get(viewer, -SEEN_SECONDS) < SEEN_SECONDS
                held[:] = [item for item in held if item[1]] if fresh else []
                if not held:
                    self.held_results.pop(viewer, None)
            return
        if target == self.viewer:
            # The others shared this screen (MOONSTAR's open bidding) and the viewer's choice
            # now is secret: the first side bet opened with every player still at the table
            # (a newcomer's game, stop 97). Their held results were seen by all.
            if target is not None:
                self.held_results.pop(target, None)
                self.show_curtain(target)
            return
        held = self.held_results.get(self.viewer) if self.viewer is not None else None
        if held and not curtain:
            # No curtain: the table stays in sight, with the dice the player rolled on it (a
            # MOONSTAR roll covered the bidding, its timer running); only what no one else
            # may see is told before the screen passes.
            held[:] = [item for item in held if item[1]]
        if self.viewer is not None and held:
            # The screen is about to pass: the player first sees what they just learned.
            self._show_held(self.viewer)
            return
        if curtain and target is not None:
            self.show_curtain(target)
        else:
            # passed without a curtain (a public turn): the last player may still be looking
            self.shared = self.shared or (self.viewer is not None and target is not None)
            self.viewer = target
            self._after_change()
            self._tell_away(target)

    def clock_paused(self) -> bool:
        """A table's own sheet over the board stops the phase clock, as the menu does (the
        MOONSTAR score sheet hid the hourglass while it ran on, a newcomer's game, stop
        97)."""
        return False

    def timed_hand_over(self, target: int) -> bool:
        """The screen passes to another human for a turn of their own against the clock: a
        curtain lets them take the mouse before it runs (MOONSTAR's bidder played with the
        clock running while the last bettor still had the screen, a newcomer's game, stop
        97). The clock stands still while a curtain is up (`update`). Not while several seats
        act at once on one screen (MOONSTAR's open bidding: a human who passed put a curtain
        before the others, who lost a key press and seconds of the clock, stop 98)."""
        return (self.viewer is not None and target != self.viewer
                and not self.match.is_over and self.match.timer() is not None
                and len(self.match.to_act()) == 1)

    def show_curtain(self, seat: int) -> None:
        """Hide the table behind "Pass to <name>" until that player clicks."""
        from game.ui.scenes.curtain import CurtainScene

        self.viewer = None
        self.curtain_for = seat
        self.shared = False  # the screen is the next player's alone
        cfg = self.match.seats[seat]
        self.app.push(CurtainScene(self.app, seat, self.name(seat), cfg.colour, cfg.shape,
                                   self._reveal, self.open_menu))

    def _guard_clicks(self) -> None:
        """A curtain lifted or a result closed by a click: the table takes none for a double
        click's time (`handle_event`)."""
        self._lift_guard = DOUBLE_CLICK_MS / 1000

    def _reveal(self, seat: int) -> None:
        self._guard_clicks()
        if hasattr(self, "mouse"):
            # what the last player hovered stays theirs: its enlarged preview and tooltip
            # stood over the new player's board until the mouse moved (a Moonwakers
            # newcomer, stop 98); the table takes the pointer again at its next move
            self.mouse = (-1, -1)
        self.curtain_for = None
        self.viewer = seat
        self._after_change()
        self._tell_away(seat)

    def _tell_away(self, seat: int | None) -> None:
        """The screen is `seat`'s again: what it learned while another human had it (both
        humans scanned, and the second scan resolved the first's) is spelled out as a result
        of its own; it sat in the log alone, while the other human got a result panel."""
        lines = self.learned_away.pop(seat, None) if seat is not None else None
        if lines and seat is not None:
            self._show_result(seat, lines, returning=True)

    def _show_held(self, seat: int) -> None:
        self._show_result(seat, [line for line, _private in self.held_results.pop(seat)])

    def _show_result(self, seat: int, lines: list[str], returning: bool = False) -> None:
        """A seat's private-result panel; nothing switches the screen until it is closed."""
        from game.ui.scenes.private_result import PrivateResultScene

        self.result_open = True
        self.settle()

        def done() -> None:
            self._guard_clicks()
            self.result_open = False
            self._sync_viewer()

        self.app.push(PrivateResultScene(self.app, self.name(seat), lines, done,
                                         returning=returning))

    # --- scene lifecycle ----------------------------------------------------------------
    def enter(self) -> None:
        """Start: decide the viewer (maybe a curtain) and begin the clocks."""
        self._sync_viewer()
        self.clock.sync()

    def exit(self) -> None:
        """Leaving the table: stop asking bots."""
        self.bots.cancel_all()

    def update(self, dt: float) -> None:
        """Viewer/curtain, bots, timer, game over, widgets."""
        super().update(dt)
        self._lift_guard = max(0.0, self._lift_guard - dt)
        self._clock += dt
        self._sync_viewer()
        self._check_viewer()
        if self.curtain_for is not None:
            return
        self.bots.update(dt)
        if not self.clock_paused():
            self.clock.update(dt)
        self._sync_viewer()
        self._check_viewer()
        if self.match.is_over and not self.game_over_shown and self.results_ready():
            self.game_over_shown = True
            self.show_results()
        self._refresh_buttons()
        table_chrome.refresh_log(self)

    def show_results(self) -> None:
        """Open the game-over dialog."""
        from game.ui.scenes.gameover import GameOverScene

        self.app.push(GameOverScene(self.app, self))

    def open_menu(self) -> None:
        """Open the in-game menu."""
        from game.ui.scenes.menu import MenuScene

        self.app.push(MenuScene(self.app, self))

    def on_key_escape(self) -> bool:
        """Esc opens the menu."""
        self.open_menu()
        return True

    # --- layout -------------------------------------------------------------------------
    def layout(self, w: int, h: int) -> None:
        """Top bar, right column (players + log), table area."""
        super().layout(w, h)
        self._log_cache.clear()
        self._log_key = None
        # Bar and column stop growing at a tenth of the height / about a quarter of the width:
        # at a large interface size the table keeps its room, so cards and dice stay as large
        # as at 100% instead of shrinking (a 1280x720 window at 150% lost a quarter of them).
        bar = min(px(TOP_BAR), max(TOP_BAR, round(h * 0.1)))
        side = min(px(SIDE_COLUMN), max(SIDE_COLUMN, round(w * 0.27)))
        self.bar_rect = pygame.Rect(0, 0, w, bar)
        self.side_rect = pygame.Rect(w - side, bar, side, h - bar)
        self.table_rect = pygame.Rect(0, bar, w - side, h - bar)
        n = self.match.n_seats
        # Many seats at a large interface size: rows get compact (name and score only) so the
        # log keeps room (8 seats at 150% once gave the log a negative height).
        avail = h - bar - px(10) - px(40) - px(12) - px(150)
        row = max(px(24), min(px(46), avail // max(1, n)))
        self.player_row_h = row
        self.players_rect = pygame.Rect(self.side_rect.x + px(10), bar + px(10), side - px(20),
                                        px(40) + row * n)
        log_top = self.players_rect.bottom + px(12)
        self.log_rect = pygame.Rect(self.side_rect.x + px(10), log_top, side - px(20),
                                    h - log_top - px(10))
        log_body = pygame.Rect(self.log_rect.x + px(10), self.log_rect.y + px(38),
                               self.log_rect.w - px(14), self.log_rect.h - px(46))
        self.log_list = ScrollList(log_body, stick_to_bottom=True, gap=px(4), whole_top=True,
                                   line_step=table_chrome.log_line_height(),
                                   cut_mark=table_chrome.draw_log_cut_mark)
        bw = px(120)
        self.undo_button = Button((w - side - px(2 * 120 + 24), px(10), bw, bar - px(20)),
                                  self.t("ui.table.undo"), self.undo)
        self.menu_button = Button((w - side - px(120 + 12), px(10), bw, bar - px(20)),
                                  self.t("ui.table.menu"), self.open_menu)
        # the results take Undo's place once the game is over (nothing can be undone then,
        # `Match.undo_status`): in a third slot they pushed the game's title across the bar
        # at game over (Planet Unknown in French, a newcomer's game, stop 97)
        self.results_button = Button(self.undo_button.rect, self.t("ui.table.results"),
                                     self.show_results, primary=True)
        self.widgets = [self.log_list, self.results_button, self.undo_button, self.menu_button]
        self.layout_table(self.table_rect)
        self._refresh_buttons()
        table_chrome.refresh_log(self)
        self.log_list.scroll_to_bottom()

    def _refresh_buttons(self) -> None:
        if self.viewer is None:
            allowed, reason = False, "ui.table.undo_no_viewer"
        else:
            allowed, reason = self.match.undo_status(self.viewer)
        self.undo_button.enabled = allowed
        self.undo_button.disabled_reason = i18n.t_or(reason, reason)
        self.undo_button.tooltip = self.t("ui.table.undo_tip")
        self.results_button.visible = self.match.is_over
        self.undo_button.visible = not self.match.is_over

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Background (but where the table covers it), table, top bar, players, log,
        buttons."""
        covered = self.covered_rect() if self.curtain_for is None else None
        table_chrome.draw_background(surface, covered)
        if self.curtain_for is None:
            old = surface.get_clip()
            surface.set_clip(self.table_rect)
            self.draw_table(surface, self.view(), self.table_rect)
            surface.set_clip(old)
        table_chrome.draw_bar(self, surface)
        table_chrome.draw_players(self, surface)
        table_chrome.refresh_log(self)  # unchanged since the last frame: a key comparison
        table_chrome.draw_log_panel(self, surface)
        super().draw(surface)

    def covered_rect(self) -> pygame.Rect | None:
        """A rect `draw_table` always paints whole with opaque pixels (the background is not
        drawn under it), if any."""
        return None

    def round_text(self) -> str:
        """"Round 3" in the top bar, in the game's own word (`ROUND_KEY`); before the first
        round (a game's setup, round 0) "Setup"."""
        n = self.rules.round_number(self.match.state)
        return self.t(self.ROUND_KEY, n=n) if n > 0 else self.t("ui.table.setup_round")

    def settle(self) -> None:
        """A result panel is about to cover the table, which stops updating under it: its
        animations jump to their end, so that a die behind the panel shows the number the
        panel tells (a Moonwakers d12 stood on 11 behind « Joueur 1 tire 12 », stop 98)."""

    def seat_detail(self, seat: int) -> str:
        """A public word about a seat for the players panel's detail line, after "Human" or
        the bot's level (Planet Unknown: the corporation it runs); "" for none."""
        return ""

    def shown_to_act(self) -> list[int]:
        """The seats the top bar and the players panel show as to act: the match's, unless a
        table holds back what an animation has not shown yet (Moonstar's roll-off)."""
        return list(self.match.to_act())

    def status_text(self) -> str:
        """One line saying whose turn it is (names, never "You")."""
        if self.match.is_over:
            return self.t("ui.table.over")
        acting = self.shown_to_act()
        if not acting:
            return ""
        names = ", ".join(self.name(s) for s in acting)
        return self.t("ui.table.to_act", names=names)

    def short_status_text(self) -> str:
        """The status when the names do not fit: "To play: 5 players" or "everyone"."""
        acting = self.shown_to_act()
        if self.match.is_over or len(acting) < 2:
            return self.status_text()
        if len(acting) == self.match.n_seats:  # a roll-off, open bidding, a simultaneous step
            return self.t("ui.table.to_act_all")
        return self.t("ui.table.to_act_many", n=len(acting))

    def _check_viewer(self) -> None:
        if self.viewer != self._last_viewer:
            self._last_viewer = self.viewer
            self.viewer_changed()

    def viewer_changed(self) -> None:
        """The screen passed to another player (or behind a curtain): a table drops here what
        it keeps of the last player's secrets between frames (a scan's result, a bet being
        chosen). Called from `update`, before the next frame is drawn."""

    def clock_on_table(self) -> bool:
        """True when the table draws the running clock itself (MOONSTAR's sand timer): the
        top bar then leaves its own out, so the time is not shown twice."""
        return False

    # --- input --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Ctrl+Z undoes; frame widgets next, then the table hook (its action is submitted)."""
        if (event.type == pygame.KEYDOWN and getattr(event, "key", 0) == pygame.K_z
                and getattr(event, "mod", 0) & pygame.KMOD_CTRL and self.curtain_for is None):
            self.undo()  # refused moves toast the reason, as the greyed button's tooltip does
            return True
        if event.type == pygame.MOUSEMOTION and not self.table_rect.collidepoint(event.pos) \
                and hasattr(self, "mouse"):
            # the pointer left the table (for the log, the players): what it hovered lets go
            # (a Moonwakers card's enlarged preview stayed up over the row, a newcomer's game)
            self.mouse = tuple(event.pos)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self._lift_guard > 0:
            # the second half of a fast double click whose first half lifted a curtain (or
            # closed a result): it rolled the next player's die before they saw the screen
            # (a Moonwakers newcomer, stop 98); it could as well have made a secret choice
            return True
        if super().handle_event(event):
            return True
        if self.curtain_for is not None:
            return False
        if hasattr(event, "pos") and not self.table_rect.collidepoint(event.pos):
            return False
        action = self.handle_table_event(event)
        if action is not None:
            self.submit(action)
            return True
        return False


__all__ = ["CLOCK", "TableScene"]
