"""What the Tsukuyumi table's clicks do: select a stack, send or move its units, open a zone's
menu (`GesturesMixin`, mixed into `table.TsukuyumiTable`).

A click on a lit stack selects it (its units with a Movement step or a destination act; a
stack whose units only have actions of their own opens their menu). A click on a zone takes
the selected units there — a Movement path planned one `move` step at a time along the
cheapest route (`movement.route`, TS-6.15), or each unit's own action to that zone (deploy,
an Oni move) — else offers the zone's actions: one is taken at once, several open a menu.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.tsukuyumi import movement, movement_plan
from game.tsukuyumi.actions import Action
from game.tsukuyumi.board import EdgeKey, neighbours
from game.ui.render.layer import Memo
from game.ui.tables.tsukuyumi import bar, bar_hint, damage_ui, map_ui, menus, prompts, tips
from game.ui.tables.tsukuyumi.actions_ui import distinct, zone_words
from game.ui.theme import px

Cell = tuple[int, int]
DRAG = 6  # pixels the mouse moves before a press becomes a drag


@dataclass
class Popup:
    """A menu of choices opened by a click: (label, Action or callable, tooltip)."""

    pos: tuple[int, int]
    title: str
    items: list[tuple[str, Any, str]]



# A lone choice of these kinds still opens its menu: it spends production or starts a fight,
# and a click on a zone upgraded a unit or began a Gore with no word (a newcomer's game).
CONFIRMED = frozenset({"buy", "upgrade", "combat", "oni_target"})


class GesturesMixin:
    """Stack selection, movement and zone menus of the Tsukuyumi table."""

    # provided by the table (declared for the type checker only: a stub here would shadow
    # the frame's own methods, which come after this mixin)
    selected: tuple[int, Cell] | None
    sel_units: list[int]
    popup: Popup | None
    mouse: tuple[int, int]
    match: Any
    app: Any
    viewer: int | None
    memo: Memo
    mv: Any  # the map's view (`MapView`): zoom, pan, cells
    map_rect: Any
    _press: tuple[int, tuple[int, int], Any] | None  # button, where, what was pressed
    _dragged: bool
    _panning: bool
    if TYPE_CHECKING:
        def _hit_at(self, pos: Any) -> Any: ...
        def options(self) -> Any: ...
        def view(self) -> Any: ...
        def words(self) -> Any: ...
        def zone_of(self, action: Action) -> Cell | None: ...
        def selected_units(self) -> list[int]: ...
        def submit(self, action: Any) -> bool: ...
        def t(self, key: str, **args: Any) -> str: ...
        def name(self, seat: int) -> str: ...
        def note_click(self, pos: Any) -> None: ...

    def act(self, action: Action) -> bool:
        """Submit one action for the viewer."""
        self.popup = None
        return self.submit(action)

    def act_many(self, steps: Iterable[Callable[[], Action | None]]) -> None:
        """Submit actions one after another, each computed from the state the previous one left;
        stops at the first that is missing or refused."""
        for make in steps:
            action = make()
            if action is None or not self.submit(action):
                break

    def click_stack(self, owner: int, cell: Cell) -> None:
        """Select a stack (or drop the selection when it is already selected); while the
        viewer assigns damage, the clicked unit takes it (`damage_ui`)."""
        if damage_ui.click_stack(self, owner, cell):
            return
        if self.selected == (owner, cell):
            self.selected, self.sel_units = None, []
            # a second click on the selected stack opens its zone's own actions (a combat
            # there, new units, the Oni's attack): selecting the units hid them, and a
            # newcomer could neither fight nor produce where their units stood
            if self.options().by_cell.get(cell):
                self.click_cell(cell)
            return
        movers = [u for u in self.selected_units() if u in self.options().movers]
        if movers and cell in map_ui.reach(self.match.state, movers, self.memo):
            # a lit zone holding a stack: the selection goes there, as the prompt says (it
            # selected that stack instead, a newcomer's game, stop 98)
            self.move_units_to(movers, cell)
            return
        self.select_stack(owner, cell)

    def select_stack(self, owner: int, cell: Cell) -> None:
        """Select a stack: its units with a move or a destination act; a stack whose units
        only have actions of their own (assign, upgrade) opens their menu instead."""
        if self.selected == (owner, cell):
            return
        o = self.options()
        units = [u.uid for u in self.view().units if u.at == cell and u.owner == owner]
        usable = [u for u in units if u in o.movers or u in o.by_unit]
        if usable:
            self.selected, self.sel_units = (owner, cell), usable
            self.popup = None
            if o.by_cell.get(cell):  # the way to the zone's own actions, said once selected
                self.app.toast(self.t("ts.ui.hint.zone_again"), "info")
            return
        only = [a for u in units for a in o.unit_only.get(u, ())]
        if only:
            self.open_menu_at(self.mouse, self.t("ts.ui.menu.units"), only)
            return
        self.click_cell(cell)

    def toggle_unit(self, uid: int) -> None:
        """Choose whether one unit of the selected stack acts."""
        if uid in self.sel_units:
            self.sel_units.remove(uid)
        else:
            self.sel_units.append(uid)
        if not self.sel_units:
            self.selected = None

    def click_cell(self, cell: Cell) -> None:
        """A click on a position: the selected stack's move there, else its actions."""
        o = self.options()
        sel = self.selected_units()
        if sel:
            movers = [u for u in sel if u in o.movers]
            if movers and cell in map_ui.reach(self.match.state, movers, self.memo):
                self.move_units_to(movers, cell)
                return
            mine = [a for u in sel for a in o.by_unit.get(u, ()) if self.zone_of(a) == cell]
            if mine:
                self.send_units_to(sel, cell)
                return
            if self.selected is not None and cell == self.selected[1]:
                return
            self.selected, self.sel_units = None, []
        acts = o.by_cell.get(cell, [])
        if not acts:
            if not damage_ui.click_cell(self, cell):  # assigning damage: say where to click
                self.nothing_here(cell)
            return
        self.open_menu_at(self.mouse, tips.zone_tip(self.t, self.view(), self.name, cell)
                          .split("\n")[0], acts, zone=True)

    def nothing_here(self, cell: Cell) -> None:
        """A click on a zone with nothing to do for the player to act: say what the map
        offers now, else what to do instead; nothing changes (a stray click of a newcomer
        gets an answer, not silence). Clicks far off the board, or while others play, stay mute."""
        view = self.view()
        if self.viewer is None or self.viewer not in self.match.to_act():
            return
        if cell not in view.board.index:
            # the gap just outside a zone or a lit space said nothing (a newcomer's tile
            # placement, stop 97); a click far out on the starfield stays mute
            if cell in view.board.edge_positions or any(
                    n in view.board.index for n in neighbours(cell)):
                self.app.toast(self.t("ts.ui.hint.off_board"), "info")
            return
        what = bar_hint.map_kinds(self)
        text = self.t("ts.ui.hint.nothing_here", what=what) if what else \
            self.t("ts.ui.hint.nothing_on_map", prompt=prompts.prompt_text(self, view))
        self.app.toast(text, "info")

    def open_menu_at(self, pos: tuple[int, int], title: str, acts: list[Action],
                     zone: bool = False) -> None:
        """One choice: take it; several: a menu (grouped when they are many). A `zone`'s menu
        is headed by the zone, which its entries then leave out."""
        items = distinct(self.words(), acts)
        if len(items) == 1 and items[0][1].kind not in CONFIRMED:
            self.act(items[0][1])
            return
        title = title.removesuffix(" …")
        entries = bar.menu_items(self, items)
        if zone:  # the heading names the zone: the entries need not (unless two get alike)
            short = [(menus.without_place(text, title), act, tip) for text, act, tip in entries]
            if len({text for text, _, _ in short}) == len(short):
                entries = short
        self.popup = Popup(pos, title, entries)

    def move_units_to(self, uids: list[int], cell: Cell) -> None:
        """Plan the cheapest path of each unit to `cell`, one `move` step at a time (TS-6.15).
        Units that cannot get there now stay, and one message says so: a Tunnel already
        crossed in this Movement (TS-23.10), or a shorter allowance than the stack's best."""
        left: list[int] = []
        for uid in uids:
            steps = self._route_steps(uid, cell)
            if steps is None:
                left.append(uid)
            else:  # none when its path already ends there (a double click)
                self.act_many(steps)
        if left and len(left) < len(uids):
            plan = movement_plan.plan_of(self.match.state)
            tunnel = plan is not None and any(
                self._route_steps(uid, cell, frozenset()) is not None for uid in left)
            self.app.toast(self.t("ts.ui.move.some_stay", n=len(left), total=len(uids),
                                  zone=zone_words(self.t, self.view(), cell))
                           + (" " + self.t("ts.ui.move.tunnel_used") if tunnel else ""),
                           "info")

    def _route_steps(self, uid: int, cell: Cell, taken: frozenset[EdgeKey] | None = None
                     ) -> list[Callable[[], Action | None]] | None:
        """The `move` steps of a unit's cheapest route to `cell` (None when it has none); the
        Tunnels the other paths of the open plan claimed are closed to it unless `taken` is
        given (TS-23.10)."""
        st = self.match.state
        unit = next((u for u in st.units if u.uid == uid), None)
        if unit is None:
            return None
        plan = movement_plan.plan_of(st)
        if taken is None:
            taken = plan.taken(uid) if plan is not None else frozenset()
        allow = movement.allowance(st, unit, map_ui.move_value(st))
        dirs = movement.route(st, uid, cell, allow, taken)
        if dirs is None:
            return None
        current = plan.path(uid) if plan is not None else ()
        steps: list[Callable[[], Action | None]] = []
        if current and dirs[:len(current)] != current:
            steps.append(functools.partial(Action, "unmove", (uid,)))
            current = ()
        for k in range(len(current) + 1, len(dirs) + 1):
            steps.append(functools.partial(Action, "move", (uid, *dirs[:k])))
        return steps

    def send_units_to(self, uids: list[int], cell: Cell) -> None:
        """Each chosen unit's action to `cell` (deploy, an Oni move), while still legal."""
        def step(uid: int) -> Callable[[], Action | None]:
            def make() -> Action | None:
                acts = self.options().by_unit.get(uid, [])
                return next((a for a in acts if self.zone_of(a) == cell), None)
            return make
        for uid in uids:
            make = step(uid)
            action = make()
            if action is not None:
                self.submit(action)

    def _motion(self, event) -> None:
        """The mouse followed: a pan with the right or middle button, the zone under it, a
        press turning into a drag."""
        self.mouse = event.pos
        if self._panning:
            if not any(getattr(event, "buttons", (0, 0, 0))[1:3]):
                self._panning = False
            else:
                rel = getattr(event, "rel", (0, 0))
                self.mv.pan(rel[0], rel[1])
                return None
        self.hover_cell = (self.mv.cell_at(event.pos) if self.map_rect.collidepoint(event.pos)
                           else None)
        if self._press is not None:
            x0, y0 = self._press[1]
            if abs(event.pos[0] - x0) + abs(event.pos[1] - y0) > px(DRAG):
                self._dragged = True
        return None

    def _release(self, pos) -> Action | None:
        """A press released: a menu item, a drag from a stack dropped on a zone, a click on
        what was pressed, or a click on a zone."""
        press, self._press = self._press, None
        dragged, self._dragged = self._dragged, False
        if press is None:
            return None
        if not dragged:
            self.note_click(pos)  # see `second_click`
        if self.popup is not None:
            hit = self._hit_at(pos)
            if hit is None or hit.layer != "popup":
                self.popup = None
                return None
        hit = self._hit_at(pos)
        start = self._hit_at(press[1])
        if dragged and start is not None and start.layer == "map" and callable(start.action):
            # a drag from a stack: select it (kept if it was), then drop it on the zone
            func = getattr(start.action, "func", None)
            if func == self.click_stack:
                self.select_stack(*start.action.args)
            else:
                start.action()
            if self.selected is not None and self.map_rect.collidepoint(pos):
                cell = self.mv.cell_at(pos)
                if cell != self.selected[1]:
                    self.click_cell(cell)
            return None
        if hit is not None and press[2] == token(hit) and hit.action is not None:
            if isinstance(hit.action, Action):
                self.popup = None
                return hit.action
            hit.action()
            return None
        if not dragged and self.map_rect.collidepoint(pos) and hit is None:
            self.click_cell(self.mv.cell_at(pos))
        return None


def token(hit: Any) -> tuple:
    """What a press was on, to tell a click (released on the same thing) from a slip."""
    action = hit.action
    if callable(action) and not isinstance(action, Action):
        func = getattr(action, "func", action)
        action = (getattr(func, "__qualname__", type(func).__name__),
                  getattr(action, "args", ()))
    return (tuple(hit.rect), str(action))


__all__ = ["DRAG", "GesturesMixin", "Popup", "token"]
