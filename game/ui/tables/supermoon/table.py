"""The Planet Unknown table: your planet large, the S.U.S.A.N. station, your tracks and cards,
the other planets small, and the bar that says what to do.

Layout from `maps/supermoon_table.tmx` (`game.boards.load_supermoon_table`, regions scaled into
the table area); planets from `maps/planet_<key>.tmx`. Everything drawn comes from the viewer's
view. Placing a tile (PU-3.4, PU-4): pick it from one of your stacks, it follows the mouse as a
ghost snapped to the grid (green where legal, red where not, the legal spots dotted), R or the
wheel turns it, F flips it, a click puts it down, and nothing is final until Confirm; then the
pending gains (PU-2.3) are chips to click in any order, rovers move by drag or by clicks, and
End turn confirms (PU-19.3). Start over returns to the step's start (PU-19.5).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game import boards
from game.supermoon import board as geo
from game.supermoon.actions import Action
from game.supermoon.moon import moon_index
from game.supermoon.play import REVEALING
from game.ui import theme
from game.ui.render.layer import Layer
from game.ui.scenes.table_frame import TableScene
from game.ui.tables.supermoon import bar as smbar
from game.ui.tables.supermoon import cards_column, corp_pick, hud, overlays, own_board, scores
from game.ui.tables.supermoon.choices import (
    SELECT_KINDS,
    Options,
    chip_kind,
    gain_shape,
    sort_actions,
    tile_choices,
)
from game.ui.tables.supermoon.hand import Hand, HandMixin
from game.ui.tables.supermoon.planet import (
    BoardGeometry,
)
from game.ui.tables.supermoon.station import Station, draw_station, facing_slots, stack_tip
from game.ui.theme import px
from game.ui.widgets.base import is_left_down, is_left_up


@functools.cache
def table_map() -> boards.SupermoonTable:
    """The table layout map (loaded once)."""
    return boards.load_supermoon_table()


@dataclass
class Hit:
    """A rect drawn this frame: its tooltip and what a click does (an Action or a callable)."""

    rect: pygame.Rect
    tip: str | Callable[[], str]  # the text, or a function making it (built when hovered)
    action: Any = None

    def text(self) -> str:
        """The tooltip text."""
        return self.tip() if callable(self.tip) else self.tip


class SupermoonTable(HandMixin, TableScene):
    """The Planet Unknown table scene (see the module docstring)."""

    # « Tour 3 »: the French Planet Unknown rules call a round a « tour », and so do this
    # game's French strings (stop 76)
    ROUND_KEY = "ui.supermoon.round"

    def __init__(self, app, match, info=None) -> None:
        self.tbl = table_map()
        self.scale = 1.0
        self.origin: tuple[float, float] = (0, 0)
        self.station = Station()
        self.hits: list[Hit] = []
        self.others_layer = Layer()  # the other players' planets (`hud.draw_others`)
        self.cards_layer = Layer()  # the cards column (`cards_column.draw_cards`)
        self.mouse = (-1, -1)
        self._pressed: tuple | None = None
        self.hand: Hand | None = None
        self.lock: tuple[int, int] | None = None
        self.gain_sel: int | None = None
        self.rover_sel: int | None = None
        self.pod_from: tuple[int, int] | None = None  # a lifepod picked up to move (PU-18.3)
        self.drag: int | None = None
        self.focus: int | None = None
        self.preview_rot: int | None = None
        self.pick: int | None = None  # the planet looked at while choosing (PU-17.1)
        self.moon_pick: tuple[int, int] | None = None  # the moon face and start looked at
        self.corp_pick: int | None = None  # the corporation looked at (PU-18.1)
        self.qs_faces: tuple[int, int] | None = None  # Quantum Solutions' faces (SM-11.1)
        self.rescue_sel: list[int] = []  # rescue tiles chosen to discard (SM-7.8)
        self.block_sel: int | None = None  # what a biomass patch becomes (SM-8.2)
        self.tab = 0  # which board of the focus player is drawn large (planet 0, moon 1)
        self.board_index = 0  # the board drawn large this frame (`tab`, within range)
        self.board_geo: BoardGeometry | None = None
        self._opts: tuple[object, int | None, Options] | None = None
        self._ui_key: tuple[Any, int | None] | None = None
        super().__init__(app, match, info)
        self.station.shown = float(self.view().rotation)

    # --- geometry -----------------------------------------------------------------------
    def layout_table(self, rect: pygame.Rect) -> None:
        """Scale the map's regions into the table area."""
        self.scale = min(rect.w / self.tbl.width, rect.h / self.tbl.height)
        w, h = self.tbl.width * self.scale, self.tbl.height * self.scale
        self.origin = (rect.x + (rect.w - w) / 2, rect.y + (rect.h - h) / 2)
        cx, cy = self.tbl.centre
        outer = self.tbl.outer_radius
        above = cy - outer - sum(self.tbl.layout["others"][1::2])  # the cards' bottom
        below = min(y for _, y, _, _ in self.tbl.tracks.values()) - (cy + outer)
        self.station.place(self.map_point(cx, cy), self.tbl.inner_radius * self.scale,
                           outer * self.scale, min(above, below) * self.scale)

    def map_point(self, x: float, y: float) -> tuple[float, float]:
        """Map pixels -> screen point."""
        return self.origin[0] + x * self.scale, self.origin[1] + y * self.scale

    def region(self, name: str) -> pygame.Rect:
        """A layout region of the map, on screen."""
        x, y, w, h = self.tbl.layout[name]
        sx, sy = self.map_point(x, y)
        return pygame.Rect(round(sx), round(sy), round(w * self.scale), round(h * self.scale))

    def track_rects(self) -> dict[str, pygame.Rect]:
        """The five track rows, on screen."""
        out = {}
        for name, (x, y, w, h) in self.tbl.tracks.items():
            sx, sy = self.map_point(x, y)
            out[name] = pygame.Rect(round(sx), round(sy), round(w * self.scale),
                                    round(h * self.scale))
        return out

    # --- state of the interface ---------------------------------------------------------
    def options(self) -> Options:
        """The viewer's legal actions, grouped (cached per state and viewer)."""
        state = self.match.state
        if self._opts is None or self._opts[0] is not state or self._opts[1] != self.viewer:
            self._opts = (state, self.viewer, sort_actions(self.legal_actions()))
        return self._opts[2]

    def focus_seat(self) -> int:
        """The seat whose planet is drawn large: the viewer's while a setup picker covers the
        board area (`overlays.picker_shown`: another board looked at could not show)."""
        if self.focus is not None and not overlays.picker_shown(self):
            return self.focus
        return self.viewer if self.viewer is not None else 0

    def _sync_ui(self) -> None:
        key = (self.match.state, self.viewer)
        if key == self._ui_key:
            return
        if self._ui_key is not None and self._ui_key[1] != self.viewer:
            # The screen passed to another player: their own planet, nothing in the hand.
            self.focus = None
            self.hand, self.lock, self.gain_sel, self.rover_sel = None, None, None, None
            self.preview_rot = None
            self.pick, self.corp_pick, self.qs_faces = None, None, None
            self.tab = 0
        self._ui_key = key
        self.chip_turn = 0  # a new state: the bar's chips from their first (`bar._turn_chips`)
        if self.viewer is not None and self.focus is None:
            me = self.view().players[self.viewer]
            if any(g.kind == "aim" for g in me.pool):  # SM-4.1: the aim is on the moon
                self.tab = moon_index(me)
        o = self.options()
        if self.hand is not None:
            if self.hand.rescue is not None:
                keep = self.hand.rescue in o.rescue
            elif self.hand.gain is not None:
                keep = self.hand.gain in o.gains
            else:
                keep = self.hand.slot in (o.discard if self.hand.discard else o.place)
            if not keep:
                self.hand = None
        self.lock = None
        # A chosen chip waits for its choice only while nothing else changed, except a civ
        # card's extra tile still in the hand.
        if self.gain_sel is not None and (self.hand is None or self.gain_sel not in o.gains):
            self.gain_sel = None
        self.rover_sel = None if not o.moves else self.rover_sel
        if not o.rotate:
            self.preview_rot = None
        if not o.rdiscard:
            self.rescue_sel = []
        if self.gain_sel is None:
            self.block_sel = None
            self.pod_from = None
        if self.viewer is not None and self.focus == self.viewer:
            self.focus = None

    def on_events(self, events) -> None:
        """A new round opens on the planet: the Moon tab stayed chosen from the last one (a
        newcomer's solo game, stop 97)."""
        if any(e.kind == "sm.round" for e in events):
            self.tab = 0
        hud.tell_peek(self)  # PU-12.5: the next event, seen by this seat alone

    def submit(self, action) -> bool:
        """Submit for the viewer; an ability's chip choice submits its real action."""
        return super().submit(getattr(action, "real", None) or action)

    def choose_gain(self, index: int) -> None:
        """A click on a pool chip: resolve it now, or show where its choice is made."""
        acts = self.options().gains.get(index, [])
        if not acts:
            return
        kind = chip_kind(self.options(), self.view().players[self.viewer].pool, index)
        if len(acts) == 1 and gain_shape(kind) != "tile":
            self.submit(acts[0])
            return
        if gain_shape(kind) != "tile":
            self.hand, self.lock = None, None
        self.gain_sel, self.pod_from = index, None
        if gain_shape(kind) == "tile":
            slots = sorted(tile_choices(acts))
            if len(slots) == 1:
                self.take(slots[0], gain=index)

    def move_rover_to(self, rover: int, square: int) -> None:
        """Move a rover towards a square, one legal step after another (PU-7.1)."""
        me = self.view().players[self.viewer]
        rv = me.rovers[rover]
        g = geo.geometry(me.boards[rv.board].key)
        others = {r.square for i, r in enumerate(me.rovers) if i != rover and r.board == rv.board}
        path = geo.shortest_paths(g, rv.square, others,
                                  board=me.boards[rv.board]).get(square, ())
        for d in path:
            action = self.options().moves.get((rover, d))
            if action is None or not self.submit(action):
                break
        self.rover_sel = None

    # --- frame --------------------------------------------------------------------------
    def seat_detail(self, seat: int) -> str:
        """The seat's corporation beside "Human" or the bot's level (`hud`)."""
        return hud.seat_corporation(self.view(), seat)

    def shown_rotation(self) -> int:
        """The station's rotation as shown: the commander's preview, else the view's (PU-3.3:
        Confirm keeps it as it is when no depot was clicked)."""
        return self.view().rotation if self.preview_rot is None else self.preview_rot

    def update(self, dt: float) -> None:
        """The station turns towards the view's (or the commander's preview) rotation."""
        self.station.update(dt, self.shown_rotation(), self.animation_factor)
        super().update(dt)
        self._sync_ui()

    def is_animating(self) -> bool:
        """True while the station turns."""
        return self.station.busy(self.shown_rotation())

    def add_hit(self, rect: pygame.Rect, tip: str | Callable[[], str],
                action: Any = None) -> None:
        """Register a tooltip / click target drawn this frame."""
        self.hits.append(Hit(pygame.Rect(rect), tip, action))

    def cover(self, surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
        """An opaque panel over the table (a picker, a card choice), and the targets it hides
        forgotten: a click or hover over its empty parts must not reach a square, stack or
        card drawn under it. Returns the rect covered (grown over a seat's marker)."""
        rect = self._over_seat_marks(rect)
        theme.draw_panel(surface, rect, (16, 20, 44), alpha=255)
        self.hits = [h for h in self.hits if not h.rect.colliderect(rect)]
        return rect

    def _over_seat_marks(self, rect: pygame.Rect) -> pygame.Rect:
        """`rect` grown over a seat's marker beside the station that it covers in part: the
        marker's edge showed as a sliver above the solo objectives and under the corporation
        panel (a review at 150%). Only slivers: a marker mostly outside stays whole."""
        from game.ui.tables.supermoon.station import seat_marks

        if self.station.outer <= 0:
            return rect
        size = max(self.station.marker_sizes()) + px(1)
        out = pygame.Rect(rect)
        for _seat, (x, y) in seat_marks(self.station, self.view()):
            mark = pygame.Rect(round(x - size), round(y - size), 2 * size, 2 * size)
            if mark.colliderect(out) and not out.contains(mark):
                grown = out.union(mark)
                if max(out.y - grown.y, grown.bottom - out.bottom, out.x - grown.x,
                       grown.right - out.right) <= px(14):
                    out = grown
        return out

    def is_echo(self, event) -> bool:
        """A seat's own pending turn is private until revealed (PU-19.3) but tells the seat
        nothing new; only a peek at the next event or a drawn objective is a result to see
        before the screen passes (the kinds that stop undo, `play.REVEALING`)."""
        return event.kind not in REVEALING

    # --- game over ----------------------------------------------------------------------
    score_details = scores.score_details  # the final score by category (PU-14.1)
    score_tip = scores.score_tip  # the players panel's running score (PU-19.2)
    over_tip = scores.over_tip  # a results row: which objectives and civ cards scored
    over_headline = scores.over_headline  # solo's target; a tie's tie-break (PU-14.4)

    # --- input --------------------------------------------------------------------------
    def handle_table_event(self, event: pygame.event.Event):
        """Mouse and keys over the table (release-to-click, as the other tables)."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return None
        if event.type == pygame.MOUSEWHEEL and self.hand is not None:
            self.turn_hand(event.y < 0)
            return None
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if is_left_down(event):
            self.mouse = event.pos
            hit = self._hit_at(event.pos)
            self._pressed = _token(hit) if hit is not None else None
            if self.second_click(event.pos):
                # The second half of a fast double click lands on whatever the first one
                # brought under the mouse (the next chip, a new button): it chooses nothing.
                self._pressed = None
                return None
            self.drag = self._rover_under(event.pos)
            return None
        if not is_left_up(event):
            return None
        pressed, self._pressed = self._pressed, None
        drag, self.drag = self.drag, None
        if drag is not None and self.board_geo is not None:
            spot = self.board_geo.at(event.pos)
            me = self.view().players[self.viewer]
            if spot is not None:
                sq = geo.geometry(self.board_geo.key).square(*spot)
                if sq != me.rovers[drag].square:
                    self.move_rover_to(drag, sq)
                    return None
        hit = self._hit_at(event.pos)
        if hit is None or pressed is None or _token(hit) != pressed:
            return None
        self.note_click(event.pos)
        if isinstance(hit.action, Action):
            return getattr(hit.action, "real", None) or hit.action
        if isinstance(hit.action, tuple) and hit.action[0] == "view":
            self.focus = hit.action[1]
            return None
        if callable(hit.action):
            hit.action()
        return None

    def _key(self, event):
        key = event.key
        if key == pygame.K_r and self.hand is not None:
            self.turn_hand(not event.mod & pygame.KMOD_SHIFT)
        elif key == pygame.K_f and self.hand is not None:
            self.flip_hand()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
        return None

    def on_key_escape(self) -> bool:
        """Esc first brings the player's own planet back (what they hold stays held: it goes
        on that planet), then puts down what the mouse holds, then opens the menu."""
        if self.focus is not None and self.focus_seat() != self.viewer:
            self.focus = None
        elif self.lock is not None:
            self.lock = None
        elif self.hand is not None or self.gain_sel is not None or self.rover_sel is not None:
            self.drop_hand()
            self.rover_sel = None
        elif self.preview_rot is not None:
            self.preview_rot = None
        else:
            self.open_menu()
        return True

    def _hit_at(self, pos) -> Hit | None:
        for hit in reversed(self.hits):
            if hit.action is not None and hit.rect.collidepoint(pos):
                return hit
        return None

    def _rover_under(self, pos) -> int | None:
        if self.viewer is None or self.board_geo is None or not self.options().moves:
            return None
        if self.focus_seat() != self.viewer:
            return None
        me = self.view().players[self.viewer]
        for i, rv in enumerate(me.rovers):
            if (rv.board == self.board_index
                    and self.board_geo.square_rect(rv.square).collidepoint(pos)):
                return i
        return None

    def tooltip_at(self, pos) -> str | None:
        """Frame widgets first, then the square, step, tile or card under the mouse."""
        tip = super().tooltip_at(pos)
        if tip or self.curtain_for is not None or self.drag is not None:
            return tip
        for hit in reversed(self.hits):
            if hit.tip and hit.rect.collidepoint(pos):
                return hit.text()
        return None

    def clickables(self) -> list[tuple[pygame.Rect, Any]]:
        """Every clickable thing drawn last frame (for tests and the mouse pilot)."""
        return [(h.rect, h.action) for h in self.hits if h.action is not None]

    # --- drawing ------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view, rect: pygame.Rect) -> None:
        """Others, the big planet, the station, tracks, cards, then the bar."""
        self._sync_ui()
        self.hits = []
        focus = self.focus_seat()
        shown = self.rules.shown_scores(self.match.state, self.viewer)  # PU-19.2
        if view.n > 1:
            hud.draw_others(self, surface, view, focus, self.region("others"), shown)
        else:  # solo: the target and the ladder where the other planets would be
            hud.draw_solo(self, surface, view, self.region("others"), shown[0])
        if overlays.picker_shown(self):  # drawn under a picker, its edges showed (the
            # fragments' tabs above the planet choice, their faces' line below)
            self.board_geo = None  # nothing of it to click either
        else:
            own_board.draw_own_board(self, surface, view, focus)
        self._draw_station(surface, view)
        player = corp_pick.shown_player(self, view, view.players[focus])
        cfg = self.match.seats[focus]
        targets = smbar.track_targets(self, view) if focus == self.viewer else {}
        hud.draw_tracks(self, surface, player, cfg.colour, self.track_rects(),
                        self.tbl.track_steps, targets)
        cards_column.draw_cards(self, surface, view, focus, self.region("cards"))
        overlays.draw_overlays(self, surface, view)
        smbar.draw_bar(self, surface, view, self.region("bar"))

    def _draw_station(self, surface: pygame.Surface, view) -> None:
        o = self.options()
        mine: tuple[int, ...] = ()
        if self.viewer is not None:
            mine = (self.viewer,)
        highlight: set[int] = set()
        selecting: dict[int, Action] = {}  # Republic T1: a click on a stack chooses it first
        kind = ""
        sel = self.gain_sel if self.gain_sel is not None else -1
        if sel >= 0 and self.viewer is not None:
            kind = chip_kind(o, view.players[self.viewer].pool, sel)
        if kind in SELECT_KINDS:
            selecting = {a.args[1]: a for a in o.gains.get(sel, [])}
            highlight |= set(selecting)
        elif o.place and self.hand is None:
            highlight |= set(o.place)
        highlight |= set(o.discard)
        if kind and gain_shape(kind) == "tile":
            highlight |= set(tile_choices(o.gains[sel]))
        if o.rotate and self.viewer is not None:  # (no legal actions without a viewer)
            highlight |= set(facing_slots(view, self.viewer, self.shown_rotation()))
        hover = self.station.spot_at(self.mouse)
        draw_station(surface, self.station, view, self.match.seats, mine=mine,
                     highlight=tuple(highlight),
                     selected=self.hand.slot if self.hand is not None else None,
                     hover=hover.slot if hover else None,
                     font_px=px(theme.FONT_SMALL))
        for spot in self.station.spots:
            tile = view.tops[spot.slot]
            tip = functools.partial(stack_tip, self, view, spot.slot)
            action: Any = None
            if spot.slot in selecting:
                action = selecting[spot.slot]
            elif spot.slot in o.discard:
                action = o.discard[spot.slot]
            elif spot.slot in o.place and self.hand is None and kind not in SELECT_KINDS:
                action = functools.partial(self.take, spot.slot)
            elif self.gain_sel is not None and spot.slot in highlight and tile >= 0:
                action = functools.partial(self.take, spot.slot, self.gain_sel)
            elif o.rotate:
                action = functools.partial(smbar.preview_depot, self, spot.slot % 6)
            elif o.place and self.hand is None and view.counts[spot.slot]:
                # a stack not offered said nothing when clicked (a newcomer's solo game)
                action = functools.partial(self._refuse_stack, view, spot.slot)
            self.add_hit(spot.target, tip, action)

    def _refuse_stack(self, view, slot: int) -> None:
        """Why this stack cannot be taken now: not in front of the player (PU-4.1), or its
        tile fits nowhere on their planet (PU-5.8)."""
        mine = self.viewer is not None and slot in facing_slots(view, self.viewer)
        self.app.toast(self.t("ui.supermoon.toast.no_fit" if mine
                              else "ui.supermoon.toast.not_facing"), "error")


def _token(hit: Hit) -> tuple:
    action = hit.action
    if callable(action) and not isinstance(action, Action):
        action = getattr(action, "func", action)
        action = getattr(action, "__qualname__", type(action).__name__)
    return (tuple(hit.rect), hit.text(), str(action))


__all__ = ["SupermoonTable"]
