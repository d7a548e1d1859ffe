"""The MOONSTAR table: the zodiac ring on the left, a phase panel on the right.

The scene owns what every phase shares: the ring geometry (from `game.boards.load_ring`), where
each planet, moon and die is drawn, immediate-mode buttons (`button` registers a hit rect while
drawing; a click runs the newest rect under the mouse), animations (moon glides, dice rolls,
bid pulses, removals) and the overlays (round summary, score history). Each phase lives in its
own module, a pair of functions `draw(table, surface, view)` / `handle(table, event, view)`:

* `setup`   — roll-off (MS-1), Game 12's round choice, the setter's layout (MS-2);
* `bidding` — the sand timer, open/turn bidding rows with hotkeys, challenges, bets;
* `play`    — the red planet, dice onto moons, landing choices, the running total;
* `summary` — the round summary with "watch best play", the score history.

The pieces on the ring (planets, moons, dice, the red planet, poofs, the banner) are drawn by
`ring_pieces`; what the match's events start (rolls, glides, poofs, notes) is in `match_events`.

Nothing here changes the match except through `submit`/`submit_as`; an illegal click becomes
the engine's message in a toast.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game import boards
from game.moonstar.state import NO_BET, Phase
from game.ui import assets, i18n, theme
from game.ui.render import anim, ring
from game.ui.scenes.table_frame import TableScene
from game.ui.tables.moonstar import match_events, ring_pieces
from game.ui.tables.moonstar.widgets import draw_sand_timer, theme_panel
from game.ui.theme import px
from game.ui.widgets.base import is_left_down, is_left_up

PANEL_MIN = 265  # logical px of the right-hand phase panel, at least


@functools.cache
def ring_board() -> boards.RingBoard:
    """The Moonstar ring map (loaded once)."""
    return boards.load_ring()


@dataclass
class Hit:
    """A clickable rect registered while drawing."""

    key: str
    rect: pygame.Rect
    on_click: Callable[[], Any] | None
    enabled: bool = True
    reason: str = ""
    tip: str = ""  # the tooltip while enabled (`reason` is shown while disabled)


@dataclass
class Drag:
    """A piece being dragged: kind is planet / moon (setup) / die / move (a moon in play, its
    index in `value`); `star` = where it came from."""

    kind: str
    value: int = 0
    star: int = -1
    pos: tuple[int, int] = (0, 0)


@dataclass
class Glide:
    """A moon gliding along the ring after a move (MS-4.4)."""

    moon: int
    start: tuple[float, float]
    steps: int
    clockwise: bool
    tween: anim.Tween[float]


class MoonstarTable(TableScene):
    """The MOONSTAR table scene (see the module docstring)."""

    def __init__(self, app, match, info=None) -> None:
        self.board = ring_board()
        self.geo: ring.RingGeometry | None = None
        self.ring_rect = pygame.Rect(0, 0, 0, 0)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.hits: list[Hit] = []
        self._pressed: tuple | None = None  # (key, rect) of the button that got the press
        self.mouse = (0, 0)
        self.time = 0.0
        self.timer_drawn = False  # the sand timer stood in the ring this frame
        self.drag: Drag | None = None
        self.selected_moon: int | None = None
        self.selected_die: int | None = None
        self.anims: list[Any] = []
        self.glides: dict[int, Glide] = {}
        self.poofs: list[tuple[tuple[float, float], anim.Tween[float]]] = []
        self.dice_roll = None  # DiceRoll of the round's dice
        self.rolloff_rolls: dict[int, Any] = {}
        self.rolloff_values: dict[int, tuple[int, ...]] = {}
        # the roll-off pass each seat's shown dice belong to (a tie starts the next pass)
        self.rolloff_pass = 0
        self.rolloff_pass_of: dict[int, int] = {}
        self.rolloff_hold: anim.Tween[float] | None = None
        self.pulses: dict[int, anim.Tween[float]] = {}
        self.bid_notes: dict[int, str] = {}
        self.banner: tuple[str, anim.Tween[float]] | None = None
        self.summary = None  # moonstar_summary.Summary
        self.history_open = False
        self.bid_text: dict[int, str] = {}
        self.focus_seat: int | None = None
        self.bid_pick: int | None = None  # whose bid controls show, when all cannot (bidding)
        self._moves_of: tuple[int, Any, list[tuple[int, int, int, int]]] = (-1, None, [])
        self._acted = ""  # the key of the last button that acted (a double click's guard)
        self.positions: dict[int, tuple[float, float]] = {}
        # no bet until the player chooses one: a full stake on « Made » was the default, and
        # one click (or a double click) on « Seal my bet » staked it all (stop 97)
        self.bet_side = NO_BET
        self.bet_stake = 10
        self.variant_pick: set[int] = set()
        self.variant_counts = (7, 7)
        super().__init__(app, match, info)

    # --- layout -------------------------------------------------------------------------
    def layout_table(self, rect: pygame.Rect) -> None:
        """The ring fills a square on the left; the phase panel takes the rest."""
        side = max(px(240), min(rect.h, rect.w - px(PANEL_MIN)))
        square = pygame.Rect(rect.x, rect.y + (rect.h - side) // 2, side, side)
        self.panel_rect = pygame.Rect(square.right + px(4), rect.y + px(10),
                                      rect.right - square.right - px(14), rect.h - px(20))
        # The sign names are interface type around map geometry: a margin that grows with
        # the interface keeps "Capricorne" off the window's edge at 150%.
        self.ring_rect = square.inflate(-px(12), -px(12))
        self.geo = ring.geometry(self.board, self.ring_rect)

    def anchor(self, name: str) -> pygame.Rect:
        """A layout anchor of the ring map ("dice_tray", "timer", ...) on screen."""
        assert self.geo is not None
        return self.geo.anchor_rect(self.board, name)

    # --- time and animation -------------------------------------------------------------
    @property
    def speed(self) -> float:
        """Animation speed (0 = instant) from the player's setting."""
        factor = self.animation_factor
        return 0.0 if factor <= 0 else 1.0 / factor

    def animate(self, item):
        """Start an animation (finished at once when animations are off)."""
        if self.speed <= 0:
            item.finish()
        else:
            self.anims.append(item)
        return item

    def update(self, dt: float) -> None:
        """Advance animations, then the frame (bots, clock)."""
        self.time += dt
        step = dt * self.speed
        for item in self.anims:
            if self.speed <= 0:
                item.finish()
            else:
                item.update(step)
        self.anims = [a for a in self.anims if not a.done]
        self.glides = {m: g for m, g in self.glides.items() if not g.tween.done}
        self.poofs = [p for p in self.poofs if not p[1].done]
        self.pulses = {s: p for s, p in self.pulses.items() if not p.done}
        if self.banner is not None and self.banner[1].done:
            self.banner = None
        if self.rolloff_hold is not None and self.rolloff_hold.done:
            self.rolloff_hold = None
        from game.ui.tables.moonstar import summary as moonstar_summary

        moonstar_summary.update(self, dt)
        super().update(dt)

    def is_animating(self) -> bool:
        """Bots wait for glides, rolls, the roll-off result and an open round summary."""
        if any(not a.done for a in self.anims if not isinstance(a, _Pulse)):
            return True
        if self.rolloff_hold is not None:
            return True
        return self.summary is not None and self.summary.blocks(self)

    def results_ready(self) -> bool:
        """The last round's summary first: the game-over box opens once it is closed (it
        used to sit on top of it)."""
        return self.summary is None and super().results_ready()

    def rolloff_tumbling(self) -> bool:
        """Are roll-off dice still in the air (the state already knows what they show)?"""
        return bool(self._rolling())

    def _rolling(self) -> list[int]:
        """The seats whose roll-off dice are in the air."""
        return sorted(s for s, r in self.rolloff_rolls.items() if not r.done)

    def rolloff_settled_total(self, seat: int) -> int | None:
        """A seat's total while other dice of the same pass still tumble, which the state
        already cleared if they tie; None for dice of an earlier pass (a tied seat's old
        roll, before it rolls again, is not its result)."""
        values = self.rolloff_values.get(seat)
        passes = {self.rolloff_pass_of.get(s) for s in self._rolling()}
        if not values or self.rolloff_pass_of.get(seat) not in passes:
            return None
        return sum(values)

    def summary_waits(self) -> bool:
        """Is a round's summary open and holding the table until a human clicks Continue?"""
        return self.summary is not None and self.summary.blocks(self) \
            and not self.match.is_over

    def round_text(self) -> str:
        """The summary's round while its card is open: the state has already passed to the
        next round's setup, and the top bar read « Round 2 » over the card of round 1."""
        if self.summary_waits() and self.summary is not None:
            return self.t(self.ROUND_KEY, n=self.summary.record.number)
        return super().round_text()

    def shown_to_act(self) -> list[int]:
        """While roll-off dice tumble, the seats rolling: the seats to act next would name a
        tie before the dice land (« To play: Ana, Selene » over Ana's tumbling dice). While a
        round's summary waits for Continue, nobody: the next setter waits for it too."""
        if self.summary_waits():
            return []
        return self._rolling() or super().shown_to_act()

    def status_text(self) -> str:
        """« Rolling: Ana » while her roll-off dice tumble; while a round's summary waits,
        what to click (« To play: Selene » read as if the bot were thinking)."""
        rolling = self._rolling()
        if rolling and not self.match.is_over:
            return self.t("ui.moonstar.rolloff.rolling",
                          names=", ".join(self.name(s) for s in rolling))
        if self.summary_waits() and self.summary is not None:
            return self.t("ui.moonstar.summary.status" if self.summary.replay is None
                          else "ui.moonstar.summary.status_replay")
        return super().status_text()

    def short_status_text(self) -> str:
        """While roll-off dice tumble, « Rolling: 4 players » (or the one name), else the
        shared short form."""
        rolling = self._rolling()
        if len(rolling) > 1 and not self.match.is_over:
            return self.t("ui.moonstar.rolloff.rolling_many", n=len(rolling))
        return self.status_text() if rolling else super().short_status_text()

    def log_held(self) -> frozenset:
        """The last roll's line waits until its dice have settled (round dice, roll-off)."""
        tumbling = (self.dice_roll is not None and not self.dice_roll.done) \
            or self.rolloff_tumbling()
        if not tumbling or not self.match.steps:
            return frozenset()
        last = len(self.match.steps) - 1
        return frozenset({(last, "moonstar.dice_rolled"), (last, "moonstar.rolloff_roll"),
                          (last, "moonstar.first_setter"), (last, "moonstar.first_setter_tie"),
                          (last, "moonstar.rolloff_tie")})

    @property
    def round_moves(self) -> list[tuple[int, int, int, int]]:
        """This round's moves (moon, from, to, points), from the match (`match_events`)."""
        steps = self.match.steps
        key = (len(steps), steps[-1] if steps else None)
        if self._moves_of[:2] != key:
            self._moves_of = (*key, match_events.round_moves(steps))
        return self._moves_of[2]

    def timed_hand_over(self, target: int) -> bool:
        """Open bidding is one shared screen, whoever is left in it (MS-3.1): no curtain."""
        return super().timed_hand_over(target) and self.match.state.phase is not Phase.BIDDING

    def clock_paused(self) -> bool:
        """The score history covers the hourglass: the clock waits while it is open."""
        return self.history_open

    def on_key_escape(self) -> bool:
        """Esc first closes the score history, or lets go of a selected moon or die (or a
        drag); only then the menu (it opened over the history, which stayed behind it)."""
        if self.history_open:
            self.history_open = False
            return True
        if self.drag is not None or self.selected_moon is not None \
                or self.selected_die is not None:
            self.drag = None
            self.selected_moon = self.selected_die = None
            return True
        return super().on_key_escape()

    def wants_frames(self) -> bool:
        """Also pulses, glides, the banner and a focused bid field's caret."""
        return (super().wants_frames() or bool(self.anims or self.glides or self.poofs
                                               or self.pulses) or self.banner is not None
                or self.drag is not None)

    def show_banner(self, text: str, seconds: float = 2.5) -> None:
        """A short message over the ring (e.g. "Bidding closed at 70")."""
        tween = _Pulse(1.0, 0.0, seconds, "linear")
        self.banner = (text, self.animate(tween))

    # --- events from the match ----------------------------------------------------------
    def on_events(self, events) -> None:
        """Start the animations of what just happened (see `match_events`)."""
        match_events.on_events(self, events)

    # --- immediate-mode buttons ---------------------------------------------------------
    def button(self, surface: pygame.Surface, rect, label: str, key: str,
               on_click: Callable[[], Any] | None, enabled: bool = True, primary: bool = False,
               reason: str = "", size: int = theme.FONT_BODY, selected: bool = False,
               tip: str = "", font_px: int | None = None) -> pygame.Rect:
        """Draw a button and register its hit rect (clicks go to `on_click`); `font_px`
        gives a set of buttons one type size (the smallest any of them needs)."""
        rect = pygame.Rect(rect)
        hover = rect.collidepoint(self.mouse)
        if not enabled:
            fill, fg = theme.BUTTON_DISABLED, theme.TEXT_DISABLED
        elif primary or selected:
            fill, fg = (theme.PRIMARY_HOVER if hover else theme.PRIMARY), (20, 16, 8)
        else:
            fill, fg = (theme.BUTTON_HOVER if hover else theme.BUTTON), theme.TEXT
        pygame.draw.rect(surface, fill, rect, border_radius=px(7))
        edge = theme.ACCENT if (hover and enabled) or selected else theme.PANEL_BORDER
        pygame.draw.rect(surface, edge, rect, width=1, border_radius=px(7))
        label, fs = assets.fitted(label, font_px or px(size), rect.w - px(8), True)
        img = assets.text(label, fs, fg, bold=True)
        surface.blit(img, img.get_rect(center=rect.center))
        self.hits.append(Hit(key, rect, on_click, enabled, reason, tip))
        return rect

    def tooltip_at(self, pos) -> str | None:
        """Frame widgets first, then the table's own buttons (their tip, or why disabled)."""
        tip = super().tooltip_at(pos)
        if tip or self.curtain_for is not None:
            return tip
        for hit in reversed(self.hits):
            if hit.rect.collidepoint(pos):
                return (hit.tip if hit.enabled else hit.reason) or None
        return None

    def hit_rect(self, key: str) -> pygame.Rect | None:
        """Where the button `key` was last drawn (tests and hotkey flashes)."""
        for hit in reversed(self.hits):
            if hit.key == key:
                return hit.rect
        return None

    def text(self, surface: pygame.Surface, string: str, pos, size: int = theme.FONT_BODY,
             colour=theme.TEXT, bold: bool = False, anchor: str = "topleft",
             width: int | None = None) -> pygame.Rect:
        """Blit text (wrapped to `width` when given); return the rect it covers."""
        fs = px(size)
        lines = assets.wrap(string, fs, width, bold) if width else [string]
        line_h = assets.font(fs, bold).get_linesize()
        x, y = pos
        covered = pygame.Rect(x, y, 0, 0)
        for i, line in enumerate(lines):
            img = assets.text(line, fs, colour, bold=bold)
            r = img.get_rect(**{anchor: (x, y + i * line_h)})
            surface.blit(img, r)
            covered = r if i == 0 else covered.union(r)
        return covered

    # --- input --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """A drag is finished wherever the button is released (even over the side column)."""
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if self.drag is not None and is_left_up(event):
            action = self._drop(event)
            if action is not None:
                self.submit(action)
            return True
        return super().handle_event(event)

    def handle_table_event(self, event: pygame.event.Event):
        """Overlays first, then buttons, then the phase's own input."""
        from game.ui.tables.moonstar import bidding as moonstar_bidding
        from game.ui.tables.moonstar import play as moonstar_play
        from game.ui.tables.moonstar import setup as moonstar_setup
        from game.ui.tables.moonstar import summary as moonstar_summary

        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag.pos = event.pos
            return None
        if is_left_down(event) or is_left_up(event):
            # Buttons act on release over the button that got the press: a press that began
            # before a button appeared (a fast double click) never presses it.
            hit = next((h for h in reversed(self.hits) if h.rect.collidepoint(event.pos)), None)
            if is_left_down(event):
                self._pressed = (hit.key, tuple(hit.rect)) if hit is not None else None
                if hit is not None and hit.key != self._acted and self.second_click(event.pos):
                    # the second half of a fast double click, on a button the first one
                    # brought there (« Continuer » then « Scores et historique »): nothing.
                    # The same button again is a real repeat (« +1 » twice).
                    self._pressed = None
                if hit is not None:
                    return None
            else:
                pressed, self._pressed = self._pressed, None
                if hit is not None:
                    if pressed != (hit.key, tuple(hit.rect)):
                        return None
                    if not hit.enabled:
                        if hit.reason:
                            self.app.toast(hit.reason, "error")
                        return None
                    self._acted = hit.key
                    self.note_click(event.pos)
                    result = hit.on_click() if hit.on_click is not None else None
                    return None if result is None or isinstance(result, bool) else result
        if self.summary is not None or self.history_open:
            return moonstar_summary.handle(self, event)
        view = self.view()
        if view.phase in (Phase.ROLL_OFF, Phase.CHOOSE_VARIANTS, Phase.SETUP):
            return moonstar_setup.handle(self, event, view)
        if view.phase in (Phase.BIDDING, Phase.SIDE_BETS):
            return moonstar_bidding.handle(self, event, view)
        if view.phase in (Phase.RED_PLANET, Phase.PLACE_DICE, Phase.MOVE):
            return moonstar_play.handle(self, event, view)
        return None

    def _drop(self, event):
        from game.ui.tables.moonstar import play as moonstar_play
        from game.ui.tables.moonstar import setup as moonstar_setup

        drag, self.drag = self.drag, None
        if drag is None:
            return None
        if drag.kind == "die":
            return moonstar_play.drop_die(self, drag, event.pos)
        if drag.kind == "move":
            return moonstar_play.drop_moon(self, drag, event.pos)
        return moonstar_setup.drop_piece(self, drag, event.pos)

    def can_act(self, seat: int | None) -> bool:
        """True when `seat` is a human at this screen who may act now."""
        return (seat is not None and self.match.is_human(seat) and seat in self.match.to_act()
                and (self.viewer is None or seat == self.viewer
                     or not self.rules.is_private_for(self.match.state, seat)))

    def acting_human(self, seat: int) -> bool:
        """True when `seat` (setter/bidder) is the human viewer and may act now."""
        return self.viewer == seat and self.can_act(seat)

    # --- drawing ------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view, rect: pygame.Rect) -> None:
        """Ring, pieces, centre trays, phase panel, overlays."""
        from game.ui.tables.moonstar import bidding as moonstar_bidding
        from game.ui.tables.moonstar import play as moonstar_play
        from game.ui.tables.moonstar import setup as moonstar_setup
        from game.ui.tables.moonstar import summary as moonstar_summary

        self.timer_drawn = False
        self.hits = []
        if self.geo is None:
            self.layout_table(rect)
        replay = moonstar_summary.replay_view(self, view)
        shown = replay if replay is not None else view
        highlight: dict[int, tuple[int, int, int]] = {}
        phase = shown.phase
        if replay is None:
            if phase in (Phase.ROLL_OFF, Phase.CHOOSE_VARIANTS, Phase.SETUP):
                highlight = moonstar_setup.highlights(self, view)
            elif phase in (Phase.RED_PLANET, Phase.PLACE_DICE, Phase.MOVE):
                highlight = moonstar_play.highlights(self, view)
        self.geo = ring.draw_ring(surface, self.board, self.ring_rect, i18n.language())
        for star, colour in highlight.items():
            ring.draw_star_highlight(surface, self.geo, star, colour)
        if replay is None and phase is Phase.MOVE:
            moonstar_play.draw_paths(self, surface, view)
        ring_pieces.draw_pieces(self, surface, shown)
        theme_panel(surface, self.panel_rect)
        if replay is not None:
            moonstar_summary.draw_replay_centre(self, surface, replay)
        elif phase in (Phase.ROLL_OFF, Phase.CHOOSE_VARIANTS, Phase.SETUP):
            moonstar_setup.draw(self, surface, view)
        elif phase in (Phase.BIDDING, Phase.SIDE_BETS):
            moonstar_bidding.draw(self, surface, view)
        elif phase in (Phase.RED_PLANET, Phase.PLACE_DICE, Phase.MOVE):
            moonstar_play.draw(self, surface, view)
        else:
            moonstar_summary.draw_over(self, surface, view)
        ring_pieces.draw_poofs(self, surface)
        ring_pieces.draw_banner(self, surface)
        moonstar_summary.draw_overlays(self, surface, view)
        if self.drag is not None:
            ring_pieces.draw_drag(self, surface)

    def moon_slots(self, view) -> dict[int, tuple[int, int, int]]:
        """moon -> (star, slot, slots on that star), stable through the round (see
        `ring_pieces.moon_slots`)."""
        return ring_pieces.moon_slots(view)

    # --- shared panel pieces ------------------------------------------------------------
    def ring_px(self, n: float) -> int:
        """A font size inside the ring: follows the ring's scale, not the UI scale."""
        scale = self.geo.scale if self.geo is not None else 1.0
        return max(12, round(n * scale))

    def prompt(self, surface: pygame.Surface, text: str, y: int | None = None) -> int:
        """The phase sentence at the top of the panel; returns the y below it."""
        rect = self.panel_rect
        top = rect.y + px(14) if y is None else y
        # A long sentence in a narrow panel (150%) steps down a size rather than fill it.
        size = theme.FONT_BODY
        if len(assets.wrap(text, px(size), rect.w - px(28), True)) > 3:
            size = theme.FONT_SMALL
        covered = self.text(surface, text, (rect.x + px(14), top), size, theme.ACCENT,
                            bold=True, width=rect.w - px(28))
        return covered.bottom + px(10)

    def heading(self, surface: pygame.Surface, text: str, y: int) -> int:
        """A small section heading in the panel; returns the y below it."""
        covered = self.text(surface, text, (self.panel_rect.x + px(14), y), theme.FONT_SMALL,
                            theme.TEXT_DIM, bold=True, width=self.panel_rect.w - px(28))
        return covered.bottom + px(4)

    def seat_marker(self, surface: pygame.Surface, seat: int, centre, radius: int) -> None:
        """A seat's colour + shape marker."""
        from game.ui.widgets.marker import draw_marker

        cfg = self.match.seats[seat]
        draw_marker(surface, centre, radius, cfg.colour, cfg.shape)

    def viewer_changed(self) -> None:
        """Another player at the screen: the bet panel starts afresh — the last player's
        sealed side and stake stayed selected for the next one to read (MS-7.11: the bets
        are secret until all are in)."""
        self.bet_side, self.bet_stake = NO_BET, 10

    def clock_on_table(self) -> bool:
        """The sand timer stood in the ring this frame (bidding, placing; the top bar is
        drawn after the table)."""
        return self.timer_drawn

    def draw_timer_big(self, surface: pygame.Surface, centre: tuple[int, int],
                       height: int) -> None:
        """The sand timer (two glass bulbs, sand falling) with big seconds beside it."""
        if not self.clock.running:
            return
        self.timer_drawn = True
        left, total = self.clock.left, max(0.001, self.clock.total)
        draw_sand_timer(surface, centre, height, left / total, self.time)
        secs = int(left + 0.999)
        colour = theme.ERROR if left <= 10 else theme.TEXT
        img = assets.text(str(secs), self.ring_px(44), colour, bold=True)
        surface.blit(img, img.get_rect(midleft=(centre[0] + height * 0.36, centre[1])))


class _Pulse(anim.Tween[float]):
    """A decorative tween that never makes bots wait."""
