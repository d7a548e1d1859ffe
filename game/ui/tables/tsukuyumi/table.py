"""The Tsukuyumi table: the hex map large, the phase track, the initiative order and the seats
on the right, the bar of what to do at the bottom.

Everything drawn comes from the viewer's view (`view.py`, TS-40); the rule helpers that light
up reachable zones and forecast a combat read the match's state, as `legal_actions` does, and
only for what is public. The map pans with the right or middle button and zooms with the wheel
(F or the frame button refits it). Clicks:

- a lit zone → the legal actions naming it (`actions_ui.zone_of`): one is taken at once,
  several open a menu (a second level when they are many, e.g. a tile and its rotation);
- a lit stack (your units with something to do) → selected; its reachable zones light up with
  their cost (Movement, TS-6) or its destinations (deploy, Oni moves); a click or a drag onto a
  lit zone plans the path (`move` steps one by one) or moves it; the stack panel picks which
  of its units go;
- the bar → every other legal action as a readable button (finishers last, the primary one
  on Enter), a number picker for a damage split (the proposal of TS-42.7 first), paged when
  there are too many; the draft → a click on a card of your hand (TS-3.2).

Hot-seat curtains, undo, the log and bots are the frame's (`TableScene`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.rules import Event
from game.tsukuyumi.actions import Action
from game.ui.render.hexmap import MapView
from game.ui.render.hexmap_layers import BoardLayers
from game.ui.render.layer import Layer, Memo
from game.ui.scenes.table_frame import TableScene
from game.ui.tables.tsukuyumi import (
    bar,
    draft,
    hud,
    hud_strip,
    legend_ui,
    legendary_ui,
    map_ui,
    pointing,
    sheet,
    two_player_ui,
)
from game.ui.tables.tsukuyumi.actions_ui import Options, Words, sort_actions, zone_of
from game.ui.tables.tsukuyumi.anims import Anims
from game.ui.tables.tsukuyumi.gestures import GesturesMixin, Popup, token
from game.ui.tables.tsukuyumi.log_lines import LogGrouper, final_tie, revealed_text
from game.ui.theme import px
from game.ui.widgets.base import is_left_down, is_left_up

# isort: split
# The modules' table parts register their cards, labels and tooltips when imported:
from game.ui.tables.tsukuyumi import m1_ui, m2_ui, m3_ui, m4_ui, m6_ui, m7_ui  # noqa: F401

Cell = tuple[int, int]
HUD_W = 224
"""The right column's width (unscaled) when unfolded."""


@dataclass
class Hit:
    """A rect drawn this frame: its tooltip and what a click does (an Action or a callable)."""

    rect: pygame.Rect
    tip: str | Callable[[], str] | None
    action: Any = None
    layer: str = ""
    said: str | None = field(default=None, repr=False, compare=False)
    """The tooltip text once made (a stack's Hit lives as long as its view and language)."""

    def text(self) -> str:
        """The tooltip text."""
        if self.said is None:
            tip = self.tip() if callable(self.tip) else self.tip
            self.said = tip or ""
        return self.said


class TsukuyumiTable(GesturesMixin, TableScene):
    """The Tsukuyumi table scene (see the module docstring)."""

    def __init__(self, app, match, info=None) -> None:
        self.mv = MapView()
        self.hits: list[Hit] = []
        self.mouse: tuple[int, int] = (-1, -1)
        self.hover_cell: Cell | None = None
        self.selected: tuple[int, Cell] | None = None
        self.sel_units: list[int] = []
        self.popup: Popup | None = None
        self.legend = False
        self.page = 0
        self.picker: int | None = None
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self.bar_extra = 0
        self.draft_cover = 0  # the draft's hand over the map's bottom (`draft.cover`)
        self.hud_folded = False
        self.hud_tab = "events"
        """The cards panel's tab shown when it has tabs (`hud_cards`)."""
        self.hud_scroll = self.hud_scroll_max = 0  # its first card, when a tab scrolls
        self.hud_cards_rect = pygame.Rect(0, 0, 0, 0)
        self.hud_rect = pygame.Rect(0, 0, 0, 0)
        self.action_rect = pygame.Rect(0, 0, 0, 0)
        self.action_bar_rect = pygame.Rect(0, 0, 0, 0)  # the bar as drawn (it grows upwards)
        self._press: tuple[int, tuple[int, int], Any] | None = None
        self._dragged = False
        self._panning = False
        self._opts: tuple[object, int | None, Options] | None = None
        self._ui_key: tuple[object, int | None] | None = None
        self._board_seen: object = None
        self._private_for: int | None = None
        self.preview: Action | None = None
        """A grey tile hovered in its menu this frame: drawn on the map the next frame."""
        self.preview_shown: Action | None = None
        self.pointed: list[tuple[int, int]] = []
        """Zones a hovered button names this frame: ringed on the map the next (`pointing`)."""
        self.pointed_shown: list[tuple[int, int]] = []
        self.sheet_rows: list[tuple[pygame.Rect, int]] = []
        """Seat rows drawn this frame: hovering one shows that seat's faction sheet."""
        self.phase_boxes: dict[str, pygame.Rect] = {}
        """The phase track's chips drawn this frame, by step (the animation slides between)."""
        self.anims = Anims(self)
        self.log_grouper = LogGrouper()
        """Movements told in one line each (`log_lines`)."""
        self.board_layers = BoardLayers()
        """The board's cached pictures (`map_ui.draw_map`)."""
        self.memo = Memo()
        """The map's kept plans (zone looks, edges, reach, stacks: `map_ui`), the table's own
        so that they go with it."""
        self.hud_layer = Layer()
        """The right column's cached picture (`hud.draw_hud`)."""
        self.stack_layer = Layer(alpha=True)
        """The selected stack's panel's cached picture (`combat_ui.draw_stack_panel`)."""
        self.bar_layer = Layer(alpha=True)
        """The bar's cached contents (`bar.draw_bar`)."""
        super().__init__(app, match, info)
        self.anims.sync()

    @property
    def panning(self) -> bool:
        """The player is dragging the map (right or middle button held on it)."""
        return self._panning

    # --- geometry ---------------------------------------------------------------------------
    def layout_table(self, rect: pygame.Rect) -> None:
        """The map, the HUD column on the right (a narrow strip when folded) and the bar
        below the map."""
        col = hud_strip.STRIP_W if self.hud_folded else HUD_W
        col = px(col) if self.hud_folded else min(px(col), max(200, round(rect.w * 0.3)))
        self.hud_rect = pygame.Rect(rect.right - col, rect.y, col, rect.h)
        bar_h = bar.bar_height()
        self.action_rect = pygame.Rect(rect.x, rect.bottom - bar_h, rect.w - col, bar_h)
        self.map_rect = pygame.Rect(rect.x, rect.y, rect.w - col, rect.h - bar_h)
        self.refit()

    def visible_map(self, covers: tuple[int, int] | None = None) -> pygame.Rect:
        """The part of the map area the bar leaves uncovered (it grows upwards over the map
        when its buttons or its prompt take more rows); with `covers`, the part those
        (`_covers`) would leave."""
        r = self.map_rect
        extra, draft_cover = covers if covers is not None else (self.bar_extra,
                                                                self.draft_cover)
        return pygame.Rect(r.x, r.y, r.w, max(px(80), r.h - extra - draft_cover))

    def _covers(self, view) -> tuple[int, int]:
        """How far the bar's extra rows and the draft's hand reach up over the map now."""
        return (bar.bar_extra(self, view, self.action_rect),
                draft.cover(self, view, self.map_rect.w))

    def refit(self) -> None:
        """Frame the whole board in the uncovered map area (the empty edge positions too
        while a start zone or a grey tile is to be placed), beside the legend when it is
        open (`legend_ui.layout`)."""
        view = self.view()
        self.bar_extra, self.draft_cover = self._covers(view)
        cells = map_ui.map_cells(view)
        room = legend_ui.layout(self).board if self.legend else \
            legend_ui.clear_of_buttons(self, self.visible_map(), cells)
        self.mv.fit(room.inflate(-px(4), -px(4)), cells, px(4))
        self._board_seen = (view.board, map_ui.frames_edges(view))

    def _still_framed(self, view, covers: tuple[int, int]) -> bool:
        """Does the board as framed stay whole above the bar's new reach, and would a new
        framing hardly enlarge it? Then the map keeps still: it re-zoomed at every change of
        the bar's rows, and a newcomer's clicks landed on the zone that moved under them (an
        Oni placed on the wrong zone, « End turn » missed)."""
        if self.legend:
            return False
        cells = map_ui.map_cells(view)
        room = legend_ui.clear_of_buttons(self, self.visible_map(covers), cells)
        whole = all(room.contains(self.mv.bounds(*c)) for c in cells)
        return whole and legend_ui.fit_size(room, cells) < self.mv.size * 1.15

    def show_hud_tab(self, tab: str) -> None:
        """Show a tab of the right column's cards panel ("events", "missions")."""
        self.hud_tab = tab
        self.hud_scroll = 0

    def scroll_hud(self, steps: int) -> None:
        """Scroll a tab with more cards than room (the wheel over the panel, its arrows)."""
        self.hud_scroll = max(0, min(self.hud_scroll_max, self.hud_scroll + steps))

    def toggle_hud(self) -> None:
        """Fold the right column into a strip (the map takes the room) or unfold it."""
        self.hud_folded = not self.hud_folded
        self.layout_table(self.table_rect)

    # --- the viewer's options ---------------------------------------------------------------
    def options(self) -> Options:
        """The viewer's legal actions, grouped (cached per state and viewer)."""
        state = self.match.state
        if self._opts is None or self._opts[0] is not state or self._opts[1] != self.viewer:
            cells = frozenset(state.board.index) | frozenset(state.board.edge_positions)
            self._opts = (state, self.viewer, sort_actions(self.legal_actions(), cells))
        return self._opts[2]

    def zone_of(self, action: Action) -> Cell | None:
        """The position an action names."""
        board = self.match.state.board
        return zone_of(action, frozenset(board.index) | frozenset(board.edge_positions))

    def words(self) -> Words:
        """What labels need to read arguments."""
        return Words(self.t, self.view(), self.name)

    def selected_units(self) -> list[int]:
        """The units of the selected stack that are chosen to act."""
        return list(self.sel_units) if self.selected is not None else []

    def _sync_ui(self) -> None:
        key = (self.match.state, self.viewer)
        if key == self._ui_key:
            return
        viewer_changed = self._ui_key is not None and self._ui_key[1] != self.viewer
        self._ui_key = key
        self.popup = None
        self.page = 0
        self.picker = None
        view = self.view()
        seen = self._board_seen
        covers = self._covers(view)
        same_board = isinstance(seen, tuple) and seen[0] is view.board \
            and seen[1] == map_ui.frames_edges(view)
        if not self.mv.touched and (not same_board
                                    or covers != (self.bar_extra, self.draft_cover)):
            if same_board and self._still_framed(view, covers):
                self.bar_extra, self.draft_cover = covers
            else:
                self.refit()  # a new board, or the bar or the draft's hand covers more
        o = self.options()
        if self.selected is not None:
            owner, cell = self.selected
            here = {u.uid for u in view.units if u.at == cell and u.owner == owner}
            # only units a click on the map still moves or sends (as `select_stack` picks
            # them): a unit whose path is full keeps just its "stays" button (TS-6.15)
            keep = [u for u in self.sel_units if u in here and (
                u in o.movers or u in o.by_unit)]
            if viewer_changed or not keep:
                self.selected, self.sel_units = None, []
            else:
                self.sel_units = keep

    # --- acting (the gestures are in `gestures.GesturesMixin`) -------------------------------
    def choose_number(self, value: int) -> None:
        """The number picker's current value."""
        self.picker = value

    def toggle_legend(self) -> None:
        """Show or hide the map legend; the board is framed again beside it (or in the whole
        map once it is closed) unless the player framed it themselves."""
        self.legend = not self.legend
        if not self.mv.touched:
            self.refit()

    def set_page(self, page: int) -> None:
        """Show another page of the bar's buttons."""
        self.page = max(0, page)

    # --- hot seat ---------------------------------------------------------------------------
    def _sync_viewer(self) -> None:
        """The frame's curtain between humans, and one more (TS-40.7): when the view of the
        human on screen turns private — their draft hand, their event hand — while others may
        be watching the public table."""
        seat = self.viewer
        if (seat is not None and self.curtain_for is None and not self.result_open
                and len(self.match.humans()) >= 2 and not self.match.is_over):
            if not self.rules.is_private_for(self.match.state, seat):
                self._private_for = None
            elif self._private_for != seat and seat in self.match.to_act():
                self.show_curtain(seat)
                return
        super()._sync_viewer()

    def _reveal(self, seat: int) -> None:
        """The player at the curtain clicked: their view, private or not, is on screen."""
        self._private_for = seat if self.rules.is_private_for(self.match.state, seat) else None
        super()._reveal(seat)

    def is_echo(self, event) -> bool:
        """Your own secret pick told back to you is not a result to show before the screen
        passes (TS-3.2)."""
        return event.kind == "ts.picked" or super().is_echo(event)

    # --- the log (`log_lines`) ----------------------------------------------------------------
    def log_events(self) -> list[tuple[int, Event]]:
        """The viewer's log with each movement in one line per group of units (TS-6.15)."""
        return self.log_grouper.group(super().log_events())

    def describe(self, kind: str, args) -> str:
        """As the frame does, but the draft's reveal names the cards (TS-3.2) and the
        scores name their players."""
        if kind == "ts.revealed" and isinstance(args, dict):
            return revealed_text(self.t, self.name, args.get("picks") or ())
        scores = {"ts.round_scored": "totals", "ts.final": "scores"}.get(kind)
        if kind == "ts.final" and isinstance(args, dict):
            kind, args = final_tie(kind, args, self.name)
        if scores and isinstance(args, dict) and isinstance(args.get(scores), list):
            # each score with its player ("Ana 3, Ben 7"; the log read "scores 3, 7, 6")
            args = {**args, scores: ", ".join(f"{self.name(s)} {v}"
                                              for s, v in enumerate(args[scores]))}
        return super().describe(kind, args)

    # --- game over --------------------------------------------------------------------------
    over_headline = hud.over_headline  # a tie on VP says how it was broken (TS-10.10)
    over_tip = hud.over_tip  # a results row names its missions and goal (TS-10.3, TS-10.4)

    def score_details(self):
        """The final score by category (TS-10, TS-11.3), the same parts as the live score's
        tooltip (`scoring.score_parts`): VP marked during the game (missions, goal, the Moon
        centre), controlled zones, initiative position, then the modules' other sources
        (TS-10.9); the frame adds the total."""
        from game.tsukuyumi.scoring import other_sources, score_parts

        state = self.match.state
        if not self.match.is_over:
            return None
        if two_player_ui.active(state):  # TS-13.2: only the Victory cards
            return two_player_ui.score_details(self)
        titles = [self.t("ts.ui.over.marked"), self.t("ts.ui.over.zones"),
                  self.t("ts.ui.over.initiative")]
        others = other_sources(state)  # TS-10.9: the modules' sources last (M5, M7)
        titles += [self.t(o.title) for o in others]
        return titles, {s: list(score_parts(state, s)) + [o.vp(state, s) for o in others]
                        for s in range(state.n)}

    # --- animations (`anims.Anims`) ---------------------------------------------------------
    def on_events(self, events) -> None:
        """Glides, flashes and floating numbers for what just happened."""
        self.anims.on_events(events)

    def is_animating(self) -> bool:
        """Bots wait for glides, flashes and the phase track's frame (never for the numbers)."""
        return self.anims.busy()

    def wants_frames(self) -> bool:
        """Also while floating numbers fade."""
        return super().wants_frames() or self.anims.active()

    # --- frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Animations advance, the frame's update, then the interface follows the state."""
        self.anims.update(dt)
        super().update(dt)
        self._sync_ui()

    def add_hit(self, rect: pygame.Rect, tip: str | Callable[[], str] | None,
                action: Any = None, layer: str = "") -> None:
        """Register a tooltip / click target drawn this frame."""
        self.hits.append(Hit(pygame.Rect(rect), tip, action, layer))

    def draw(self, surface: pygame.Surface) -> None:
        """The frame, then the hovered log line outlined when the map rings its zones."""
        super().draw(surface)
        if self.curtain_for is None:
            pointing.draw_log_row(self, surface)

    def covered_rect(self) -> pygame.Rect:
        """The map: its board's picture (`BoardLayers`) paints it whole, background
        included."""
        return self.map_rect.clip(self.table_rect)

    def draw_table(self, surface: pygame.Surface, view, rect: pygame.Rect) -> None:
        """Map, HUD, bar, draft hand, panels, then the open menu."""
        self._sync_ui()
        self.hits = []
        self.sheet_rows = []
        self.phase_boxes = {}
        self.preview_shown, self.preview = self.preview, None
        self.pointed_shown, self.pointed = self.pointed, []
        map_ui.draw_map(self, surface, view, self.map_rect)
        if self.hud_folded:
            hud_strip.draw_strip(self, surface, view, self.hud_rect)
        else:
            hud.draw_hud(self, surface, view, self.hud_rect)
        self.anims.draw_phase(surface, self.phase_boxes, view.phase)
        top = bar.draw_bar(self, surface, view, self.action_rect)
        self.action_bar_rect = pygame.Rect(self.action_rect.x, top, self.action_rect.w,
                                           self.action_rect.bottom - top)
        above = pygame.Rect(self.map_rect.x, self.map_rect.y, self.map_rect.w,
                            max(px(80), top - self.map_rect.y))
        bar.draw_panels(self, surface, view, above)
        draft.draw_draft(self, surface, view, above)
        if self.popup is not None:
            bar.draw_popup(self, surface, self.popup)
        self.sheet_rows += sheet.players_rows(self)  # the frame's players panel too
        seat = self.sheet_at(self.mouse)
        area, wide = self.sheet_areas()
        if seat is not None:
            sheet.draw_sheet(self, surface, view, seat, area, wide=wide)
        key = legendary_ui.hovered(self, self.mouse) if seat is None else None
        if key is not None:  # a legendary Oni's figure: its sheet (TS-M8)
            sheet.draw_sheet(self, surface, view, -1, area, wide=wide,
                             parts=legendary_ui.sheet_parts(self.t, key),
                             icon=legendary_ui.icon(key))

    def sheet_areas(self) -> tuple[pygame.Rect, tuple[pygame.Rect, ...]]:
        """Where a hovered sheet goes: the map above the action bar as drawn (it grows up
        over the map), else the map and the right column above it, else the whole table
        area, the bar covered rather than a line of the sheet cut."""
        top = self.action_bar_rect.y if self.action_bar_rect.h else self.map_rect.bottom
        r, wide = self.map_rect, self.table_rect
        return (pygame.Rect(r.x, r.y, r.w, max(px(80), min(r.bottom, top) - r.y)),
                (pygame.Rect(wide.x, wide.y, wide.w, max(px(80), top - wide.y)), wide))

    def sheet_at(self, pos) -> int | None:
        """The seat whose row is under `pos` (its faction sheet is shown), if any."""
        return next((seat for rect, seat in self.sheet_rows if rect.collidepoint(pos)), None)

    # --- input ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """The mouse is followed over the whole window (the players panel's rows show the
        faction sheets too), then the frame handles the event."""
        if event.type == pygame.MOUSEMOTION and not self.table_rect.collidepoint(event.pos):
            self.mouse = event.pos
            self.hover_cell = None
        return super().handle_event(event)

    def handle_table_event(self, event: pygame.event.Event):
        """Pan, zoom, press-and-release clicks, drags from a stack, keys."""
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event)
        if event.type == pygame.MOUSEWHEEL:
            if self.hud_cards_rect.collidepoint(self.mouse) and not self.hud_folded:
                self.scroll_hud(-event.y)
            elif self.map_rect.collidepoint(self.mouse) and self.popup is None:
                self.mv.zoom_at(self.mouse, 1.15 if event.y > 0 else 1 / 1.15)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) in (2, 3):
            self._panning = self.map_rect.collidepoint(event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) in (2, 3):
            self._panning = False
            return None
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if is_left_down(event):
            self.anims.skip()  # a click ends the animations, and still does what it does
            self.mouse = event.pos
            if self.second_click(event.pos):
                # the second half of a fast double click lands on what the first brought
                # under the mouse: « Play the Dark Seed » chose the other human's faction
                # (a newcomer's setup, stop 98). It does nothing.
                self._press = None
                return None
            hit = self._hit_at(event.pos)
            self._press = (1, event.pos, token(hit) if hit is not None else None)
            self._dragged = False
            return None
        if is_left_up(event):
            return self._release(event.pos)
        return None

    def _key(self, event) -> Action | None:
        key = event.key
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            primary = bar.primary_action(self)
            if primary is not None:
                return primary
        elif key in (pygame.K_f, pygame.K_HOME):
            self.refit()
        elif key == pygame.K_l:
            self.toggle_legend()
        return None

    def on_key_escape(self) -> bool:
        """Esc closes the menu, then drops the selection, then closes the legend, then opens
        the game menu."""
        if self.popup is not None:
            self.popup = None
        elif self.selected is not None:
            self.selected, self.sel_units = None, []
        elif self.legend:
            self.toggle_legend()
        else:
            self.open_menu()
        return True

    def _hit_at(self, pos) -> Hit | None:
        for hit in reversed(self.hits):
            if hit.action is None or not hit.rect.collidepoint(pos):
                continue
            if hit.layer == "map" and not self.map_rect.collidepoint(pos):
                continue
            return hit
        return None

    def tooltip_keep_clear(self) -> pygame.Rect:
        """A tooltip shown from the bar keeps its prompt in sight (it goes above the bar)."""
        return self.action_bar_rect

    def tooltip_at(self, pos) -> str | None:
        """Frame widgets first, then what is drawn under the mouse, then the zone."""
        tip = super().tooltip_at(pos)
        if tip or self.curtain_for is not None or self._panning:
            return tip
        if legendary_ui.hovered(self, pos) is not None:
            return None  # its sheet is shown instead
        for hit in reversed(self.hits):
            if self.popup is not None and hit.layer != "popup":
                # while a menu is open, no unit's or button's tooltip: one covered the menu
                # just opened (« Several choices… » over its 9th entry, a newcomer's game,
                # stop 98); the other zones keep theirs (below)
                continue
            if hit.tip and hit.rect.collidepoint(pos):
                if hit.layer == "map" and not self.map_rect.collidepoint(pos):
                    continue
                return hit.text()
            if hit.layer == "popup" and hit.rect.collidepoint(pos):
                return None
        if self.map_rect.collidepoint(pos):
            cell = self.mv.cell_at(pos)
            if (self.popup is not None and self.map_rect.collidepoint(self.popup.pos)
                    and cell == self.mv.cell_at(self.popup.pos)):
                return None  # its menu is open beside it: the tip only repeated the menu
            view = self.view()
            if cell in view.board.index or cell in self.options().by_cell or \
                    cell in view.board.holes:
                return bar.zone_tip_with_actions(self, view, cell)
        return None

    def clickables(self) -> list[tuple[pygame.Rect, Any]]:
        """Every clickable thing drawn last frame (for tests and the mouse pilot); a map piece
        panned out of the map's frame is not one (a click there is not the map's)."""
        return [(h.rect, h.action) for h in self.hits if h.action is not None
                and (h.layer != "map" or self.map_rect.colliderect(h.rect))]

    def cell_point(self, cell: Cell) -> tuple[int, int]:
        """A screen point inside `cell` away from its stacks (for tests and captures)."""
        cx, cy = self.mv.centre(*cell)
        return round(cx), round(cy - self.mv.size * 0.72)


__all__ = ["Hit", "Popup", "TsukuyumiTable"]
