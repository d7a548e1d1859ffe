"""The tile in the hand (PU-3.4, PU-4): taking it from the station, turning and flipping it,
putting it down on a legal spot of the planet, and Confirm. Mixed into `SupermoonTable`.

Nothing here changes the game until Confirm: the hand, its form and where it lies are
interface state; `place` (or a civ card's extra tile, `gain i slot form x y board`) is
submitted by `confirm`, and the refusal of a spot says which placement rule it breaks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from game.supermoon import board as geo
from game.supermoon.actions import Action
from game.supermoon.data import RESCUE_BASE
from game.supermoon.gains import needs_adjacency
from game.ui.tables.supermoon.choices import tile_choices
from game.ui.tables.supermoon.forms import grip, mirrored, turned

if TYPE_CHECKING:
    from game.supermoon.view import View
    from game.ui.app import App
    from game.ui.tables.supermoon.choices import Options
    from game.ui.tables.supermoon.planet import BoardGeometry


@dataclass
class Hand:
    """The tile being placed: its station slot, tile, form, and which pool item (if any)."""

    slot: int
    tile: int
    form: int
    gain: int | None = None  # a civ card's extra tile (pool item index)
    discard: bool = False
    rescue: int | None = None  # a rescue tile's terrain index (SM-7), slot -1


class HandHost(Protocol):
    """What `HandMixin` uses of its host, `SupermoonTable` (and the mixin's own methods)."""

    app: App
    viewer: int | None
    mouse: tuple[int, int]
    board_geo: BoardGeometry | None
    hand: Hand | None
    lock: tuple[int, int] | None
    focus: int | None
    gain_sel: int | None
    preview_rot: int | None
    board_index: int

    def t(self, key: str, **args: Any) -> str: ...
    def view(self) -> View: ...
    def options(self) -> Options: ...
    def submit(self, action: Action) -> bool: ...
    def placements(self) -> set[tuple[int, int, int, int]]: ...
    def ghost_anchor(self) -> tuple[int, int] | None: ...
    def placement_problem(self, anchor: tuple[int, int]) -> str: ...
    def ghost_threats(self) -> tuple[list[int], list[int]]: ...
    def held_cells(self, anchor: tuple[int, int]) -> list[tuple[int, int]]: ...
    def drop_hand(self) -> None: ...
    def _relock(self) -> None: ...
    def focus_seat(self) -> int: ...
    def other_planet_shown(self) -> bool: ...
    def shown_rotation(self) -> int: ...
    def _held_out_of_sight(self) -> bool: ...


class HandMixin:
    """Placing a tile by mouse; its methods run on a `HandHost` (the `SupermoonTable`)."""

    hand: Hand | None
    lock: tuple[int, int] | None
    focus: int | None
    gain_sel: int | None

    def placements(self: HandHost) -> set[tuple[int, int, int, int]]:
        """Legal (form, x, y, board) of the tile in the hand."""
        if self.hand is None:
            return set()
        o = self.options()
        if self.hand.rescue is not None:
            return o.rescue.get(self.hand.rescue, set())
        if self.hand.gain is not None:
            return tile_choices(o.gains.get(self.hand.gain, [])).get(self.hand.slot, set())
        return o.place.get(self.hand.slot, set())

    def ghost_anchor(self: HandHost) -> tuple[int, int] | None:
        """Where the ghost's top-left is: locked, or under the mouse."""
        if self.hand is None or self.board_geo is None:
            return None
        if self.lock is not None:
            return self.lock
        cx, cy = self.board_geo.cell_at(self.mouse)
        gx, gy = grip(self.hand.tile, self.hand.form)
        outer = self.board_geo.outer.inflate(self.board_geo.cell * 2, self.board_geo.cell * 2)
        if not outer.collidepoint(self.mouse):
            return None
        return cx - gx, cy - gy

    def take(self: HandHost, slot: int, gain: int | None = None, discard: bool = False) -> None:
        """Pick a station tile into the hand."""
        tile = self.view().tops[slot]
        if tile < 0:
            return
        if discard:
            self.submit(self.options().discard[slot])
            return
        self.hand = Hand(slot, tile, 0, gain)
        self.lock = None
        self.focus = None  # the tile goes on your own planet: show it
        forms = {f for f, *_ in self.placements()}
        if forms and 0 not in forms:
            self.hand.form = min(forms)

    def take_rescue(self: HandHost, k: int) -> None:
        """Pick a rescue tile of the reserve into the hand (SM-7.3)."""
        self.hand = Hand(-1, RESCUE_BASE + k, 0, rescue=k)
        self.lock = None
        self.focus = None
        forms = {f for f, *_ in self.placements()}
        if forms and 0 not in forms:
            self.hand.form = min(forms)

    def other_planet_shown(self: HandHost) -> bool:
        """Is another player's planet drawn large instead of the viewer's own?"""
        return self.viewer is not None and self.focus_seat() != self.viewer

    def _held_out_of_sight(self: HandHost) -> bool:
        """A tile is held while another player's planet is drawn large: a turn, a flip or a
        confirmation first brings the player's own planet back, and does nothing else, so
        that nothing changes where the player cannot see it."""
        if self.hand is None or not self.other_planet_shown():
            return False
        self.focus = None
        return True

    def turn_hand(self: HandHost, clockwise: bool = True) -> None:
        """A quarter turn of the tile in the hand (R, the wheel, the button)."""
        if self._held_out_of_sight():
            return
        if self.hand is not None:
            self.hand.form = turned(self.hand.tile, self.hand.form, clockwise)
            self._relock()

    def flip_hand(self: HandHost) -> None:
        """Mirror the tile in the hand (F, the button)."""
        if self._held_out_of_sight():
            return
        if self.hand is not None:
            self.hand.form = mirrored(self.hand.tile, self.hand.form)
            self._relock()

    def _relock(self: HandHost) -> None:
        if (self.hand is not None and self.lock is not None
                and (self.hand.form, *self.lock, self.board_index) not in self.placements()):
            self.lock = None

    def drop_hand(self: HandHost) -> None:
        """Put the tile back on the station."""
        self.hand = None
        self.lock = None
        self.gain_sel = None

    def board_click(self: HandHost) -> None:
        """A click on the planet while holding a tile: put it down there if allowed."""
        anchor = self.ghost_anchor()
        if self.hand is None or anchor is None:
            return
        if (self.hand.form, anchor[0], anchor[1], self.board_index) in self.placements():
            self.lock = anchor
        else:
            self.app.toast(self.placement_problem(anchor), "error")

    def placement_problem(self: HandHost, anchor: tuple[int, int]) -> str:
        """Why the tile in the hand may not go there (PU-4.2 to PU-4.6)."""
        me = self.view().players[self.viewer] if self.viewer is not None else None
        if me is None or self.hand is None:
            return self.t("ui.supermoon.why.generic")
        b = me.boards[self.board_index]
        g = geo.geometry(b.key)
        tile, form = self.hand.tile, self.hand.form
        cells = self.held_cells(anchor)
        moon = "_moon" if b.kind == "moon" else ""
        if not all(g.on_board(x, y) for x, y in cells):
            return self.t(f"ui.supermoon.why.off{moon}")
        squares = [g.square(x, y) for x, y in cells]
        if any(b.terrain[sq] != "." for sq in squares):
            return self.t("ui.supermoon.why.overlap")
        if b.kind == "moon" and set(squares) & set(b.meteors):
            return self.t("ui.supermoon.why.moon_meteor")  # SM-3.5
        if g.holes and any(g.holes & g.bit(x, y) for x, y in cells) and b.kind == "planet":
            return self.t("ui.supermoon.why.planet.holes")  # PU-17.8
        rules = geo.Rules(adjacency=False)
        lifted = geo.Rules(adjacency=False, board_rules=False)
        if not geo.is_legal_placement(b, tile, form, *anchor, rules) and \
                geo.is_legal_placement(b, tile, form, *anchor, lifted):
            return self.t(f"ui.supermoon.why.planet.{g.rule}")  # PU-17
        if all(c == "." for c in b.terrain):
            return self.t("ui.supermoon.why.centre" if g.first else f"ui.supermoon.why.edge{moon}")
        near = any(b.terrain[n] != "." for sq in squares for n in g.neighbours(sq))
        if not near and needs_adjacency(me, tile):  # not for Universal T1 (PU-4.9), Horizon
            # T1 (PU-18.7): a tile on ice on a « no ice » round read « must touch » (stop 98)
            return self.t(f"ui.supermoon.why.adjacent{moon}")
        return self.t("ui.supermoon.why.event")

    def held_cells(self: HandHost, anchor: tuple[int, int]) -> list[tuple[int, int]]:
        """The board cells the tile in the hand covers with its top-left at `anchor`."""
        hand = self.hand
        return [] if hand is None else [(anchor[0] + s.x, anchor[1] + s.y)
                                        for s in geo.form_of(hand.tile, hand.form)]

    def ghost_threats(self: HandHost) -> tuple[list[int], list[int]]:
        """The squares of the viewer's own rovers and of the lifepods a legal ghost covers
        where it stands: a rover under a tile is destroyed (PU-7.5), a lifepod lost (PU-8.1).
        The ghost is green there, and a newcomer lost both by surprise (stop 96)."""
        anchor = self.ghost_anchor()
        if anchor is None or self.hand is None or self.viewer is None \
                or self.focus_seat() != self.viewer:
            return [], []
        if (self.hand.form, anchor[0], anchor[1], self.board_index) not in self.placements():
            return [], []
        me = self.view().players[self.viewer]
        b = me.boards[self.board_index]
        g = geo.geometry(b.key)
        covered = {g.square(x, y) for x, y in self.held_cells(anchor)}
        rovers = sorted(rv.square for rv in me.rovers
                        if rv.board == self.board_index and rv.square in covered)
        return rovers, sorted(covered & set(b.lifepods))

    def confirm(self: HandHost) -> None:
        """Enter / Confirm: the locked placement, the rotation, or the end of the turn."""
        if self._held_out_of_sight():
            return
        o = self.options()
        if o.planet or o.corp or o.moon or o.quantum or o.fragments:
            # a setup picker: Enter takes what is looked at, as its primary button does
            # (« Prendre Compacte, départ 2 »: Enter did nothing, a newcomer's game, stop 98)
            from game.ui.tables.supermoon import bar

            take = next((b[1] for b in bar.buttons(self, self.view())
                         if b[3] and isinstance(b[1], Action)), None)
            if take is not None:
                self.submit(take)
                return
        if self.hand is not None and self.lock is not None:
            form, (x, y) = self.hand.form, self.lock
            if self.hand.rescue is not None:
                action = Action("rescue", (self.hand.rescue, form, x, y, self.board_index))
            elif self.hand.gain is not None:
                action = Action("gain", (self.hand.gain, self.hand.slot, form, x, y,
                                         self.board_index))
            else:
                action = Action("place", (self.hand.slot, form, x, y, self.board_index))
            if self.submit(action):
                self.drop_hand()
            return
        if o.rotate:  # PU-3.3: with no depot clicked, Enter keeps the station as it is
            if self.shown_rotation() in o.rotate:
                self.submit(o.rotate[self.shown_rotation()])
            return
        if o.done is not None and not o.place and not o.gains:
            if o.moves and self.viewer is not None:
                # movement left is lost with the turn (PU-2.4): Enter does not throw it
                # away unseen; the End turn button still does, its tip saying so
                n = self.view().players[self.viewer].moves
                self.app.toast(self.t("ui.supermoon.btn.done_tip_moves", n=n), "info")
                return
            self.submit(o.done)

