"""Shared builders for the Planet Unknown rules tests (tests/supermoon/test_rules_*.py).

Games are driven through the `Rules` contract (`RULES.initial_state / legal_actions / apply /
view`); focused cases build a state or a board with `dataclasses.replace` and call the engine
functions directly. Keep these signatures stable: several test files import them.

Squares are KSB-4156 square indices (`sq(x, y)` = y * 12 + x); terrain letters are those of
`data.LETTER` (c civ, w water, b biomass, r rover, t tech, e energy).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from game.core.rules import Event
from game.supermoon import board as geo
from game.supermoon.data import CORP_BY_KEY, SYMMETRIC_CORP, TILES, TRACK_INDEX, TRACKS
from game.supermoon.rules import RULES
from game.supermoon.state import Board, Player, State
from game.supermoon.tracks import Turn

KEY = "ksb4156"
G = geo.geometry(KEY)
CIV, WATER, BIOMASS, ROVER, TECH = (TRACK_INDEX[t] for t in TRACKS)
UC = CORP_BY_KEY[SYMMETRIC_CORP]


# --- squares and boards -------------------------------------------------------------------------


def sq(x: int, y: int) -> int:
    """Square index of (x, y) on KSB-4156."""
    return G.square(x, y)


def xy(square: int) -> tuple[int, int]:
    """(x, y) of a KSB-4156 square index."""
    return G.xy(square)


def rect(x: int, y: int, w: int, h: int) -> list[int]:
    """Squares of a rectangle (every one must be on the board)."""
    out = [sq(x + dx, y + dy) for dy in range(h) for dx in range(w)]
    assert all(G.on_board(*xy(s)) for s in out), "rectangle leaves the board"
    return out


def paint(squares: Iterable[int], letter: str) -> dict[int, str]:
    """The same letter on each square."""
    return dict.fromkeys(squares, letter)


def make_board(cover: dict[int, str] | None = None, icons: dict[int, str] | None = None, *,
               lifepods: tuple[int, ...] | None = None, meteors: tuple[int, ...] = (),
               symbols: tuple[int, ...] = (), patches: tuple[int, ...] = (),
               kind: str = "planet") -> Board:
    """A KSB-4156 board (the planet unless `kind` says otherwise) with the given terrain
    letters (and icon letters) per square.

    `lifepods=None` keeps the printed lifepods that are not covered."""
    board = geo.empty_board(KEY, kind)
    terrain = list(board.terrain)
    icon_row = list(board.icons)
    for s, ch in (cover or {}).items():
        terrain[s] = ch
    for s, ch in (icons or {}).items():
        icon_row[s] = ch
    if lifepods is None:
        lifepods = tuple(p for p in board.lifepods if terrain[p] == ".")
    return replace(board, terrain="".join(terrain), icons="".join(icon_row),
                   lifepods=lifepods, meteors=meteors, symbols=symbols, patches=patches)


def board_free(*free: int) -> Board:
    """A KSB-4156 planet covered everywhere (Civ) except the given squares."""
    return make_board({s: "c" for s in geo.board_squares(geo.empty_board(KEY)) if s not in free})


def tile_id(shape: str, a: str, b: str, meteor: bool = False) -> int:
    """The tile of a shape name ("F", "D2", …) with terrains A and B (names: "civ", …)."""
    from game.supermoon.data import SHAPE_BY_NAME
    shape_id = SHAPE_BY_NAME[shape].shape_id
    for t in TILES:
        if t.shape_id == shape_id and t.a == a and t.b == b and t.meteor == meteor:
            return t.tile_id
    raise KeyError((shape, a, b, meteor))


def form_squares(tile: int, form: int, x: int, y: int) -> list[int]:
    """Board squares a placement covers."""
    return [s for s, _, _, _ in geo.squares_of(geo.empty_board(KEY), tile, form, x, y)]


def icon_squares(tile: int, form: int, x: int, y: int) -> dict[int, str]:
    """Square -> icon letter of a placement's two icons."""
    return {s: icon for s, _, icon, _ in geo.squares_of(geo.empty_board(KEY), tile, form, x, y)
            if icon}


# --- players and turns ----------------------------------------------------------------------


def player(tracks: tuple[int, ...] = (0, 0, 0, 0, 0), board: Board | None = None,
           **changes: Any) -> Player:
    """A Universal Coalition player on KSB-4156 (fields overridable)."""
    p = Player(SYMMETRIC_CORP, (board or geo.empty_board(KEY),), tracks=tracks,
               rover_supply=UC.rovers)
    return replace(p, **changes)


def corp_player(key: str, tracks: tuple[int, ...] = (0, 0, 0, 0, 0), board: Board | None = None,
                **changes: Any) -> Player:
    """A player of corporation `key` on KSB-4156, as setup makes one (PU-18.1)."""
    from game.supermoon.corps import take_corporation
    return replace(take_corporation(player(tracks, board), key), **changes)


def with_corp(st: State, seat: int, key: str) -> State:
    """A game state where `seat` plays corporation `key` (public, pending and base copies)."""
    from game.supermoon.corps import take_corporation
    return set_player(st, seat, take_corporation(st.work[seat], key))


def turn(p: Player, round_rule: str = "", seat: int = 0) -> Turn:
    """A working turn for track/gain functions."""
    return Turn(seat, p, round_rule, 1)


def pool_kinds(p: Player) -> list[str]:
    """Kinds of the pending pool, in order."""
    return [g.kind for g in p.pool]


# --- games --------------------------------------------------------------------------------------


def new_game(n: int = 2, seed: int = 1, **options: Any) -> State:
    """A fresh game through the Rules contract."""
    return RULES.initial_state(seed, n, RULES.check_setup(n, options))


def act_events(st: State, seat: int, text: str) -> tuple[State, tuple[Event, ...]]:
    """Apply one action in notation; (state, events)."""
    return RULES.apply(st, seat, RULES.parse_action(text))


def act(st: State, seat: int, text: str) -> State:
    """Apply one action in notation."""
    return act_events(st, seat, text)[0]


def legal(st: State, seat: int) -> list[str]:
    """Legal actions of a seat, in notation."""
    return [str(a) for a in RULES.legal_actions(st, seat)]


def legal_kind(st: State, seat: int, kind: str) -> list[str]:
    """Legal actions of one kind ("place", "gain", "move", …)."""
    return [t for t in legal(st, seat) if t.split()[0] == kind]


def set_player(st: State, seat: int, p: Player) -> State:
    """Put a player at a seat in the public table, the working copy and the base."""
    def put(seq: tuple[Player, ...]) -> tuple[Player, ...]:
        out = list(seq)
        out[seat] = p
        return tuple(out)
    return replace(st, players=put(st.players), work=put(st.work), base=put(st.base))


def update_player(st: State, seat: int, **changes: Any) -> State:
    """Change fields of a seat's player (public, working copy and base alike)."""
    return set_player(st, seat, replace(st.work[seat], **changes))


def set_stack(st: State, slot: int, tiles: tuple[int, ...]) -> State:
    """Replace one station stack (top first)."""
    stacks = list(st.stacks)
    stacks[slot] = tiles
    return replace(st, stacks=tuple(stacks))


def at_rotate(n: int = 2, seed: int = 1, **options: Any) -> State:
    """A game with 2+ players (no variant) waiting for the commander's rotation."""
    st = new_game(n, seed, **options)
    for seat in range(n):  # the setup choices, if any: the first one offered each time
        while st.phase == "setup" and seat in RULES.to_act(st):
            st = act(st, seat, legal(st, seat)[0])
    assert st.phase == "rotate", st.phase
    return st


def rotate(st: State, r: int) -> State:
    """The commander sets the station."""
    return act(st, st.commander, f"rotate {r}")


def with_events(st: State, events: tuple[int, ...]) -> State:
    """Put these cards on top of the event deck (the deck becomes exactly `events`)."""
    return replace(st, events=events)


def to_place(n: int = 2, seed: int = 1, r: int = 0, deck: tuple[int, ...] | None = None,
             boards: dict[int, Board] | None = None, **options: Any) -> State:
    """A game in steps 4-5 of round 1 with rotation r, the event deck `deck` (events on; its
    first card is revealed) and the given boards; the event must ask no choice, so that the
    game lands in "place"."""
    if deck is not None:
        options.setdefault("events", True)
    st = at_rotate(n, seed, **options)
    if deck is not None:
        st = with_events(st, deck)
    for seat, b in (boards or {}).items():
        st = update_player(st, seat, boards=(b,))
    st = rotate(st, r)
    assert st.phase == "place", st.phase
    return st


def slot_with(st: State, seat: int, shape: str) -> int:
    """The slot of the seat's depot holding that shape (the shape must be there)."""
    from game.supermoon.data import SHAPE_BY_NAME
    from game.supermoon.state import depot_slots
    want = SHAPE_BY_NAME[shape].shape_id
    for slot in depot_slots(st.depot(seat)):
        if st.stacks[slot] and TILES[st.stacks[slot][0]].shape_id == want:
            return slot
    raise KeyError(shape)


def depot_of(st: State, seat: int, inner: tuple[int, ...], outer: tuple[int, ...]) -> State:
    """Give the seat's current depot these inner and outer stacks."""
    from game.supermoon.state import depot_slots
    i, o = depot_slots(st.depot(seat))
    return set_stack(set_stack(st, i, inner), o, outer)


def finish_turn(st: State, seat: int) -> State:
    """Resolve the seat's pending pool with the first legal choice each time, then confirm."""
    for _ in range(200):
        gains = legal_kind(st, seat, "gain")
        if not gains:
            break
        st = act(st, seat, gains[0])
    return act(st, seat, "done")


def auto_action(st: State) -> tuple[int, str]:
    """The first seat to act and a simple action for it: keep the station, the first
    objective, civ card, placement (or discard) and pool choice, then confirm."""
    seat = RULES.to_act(st)[0]
    p = st.work[seat]
    if st.phase == "rotate":
        return seat, f"rotate {st.rotation}"
    if st.phase == "setup" or p.picking:
        return seat, legal(st, seat)[0]
    if st.phase == "place" and not p.placed:
        return seat, (legal_kind(st, seat, "place") or legal_kind(st, seat, "discard"))[0]
    gains = legal_kind(st, seat, "gain")
    return seat, gains[0] if gains else "done"


def auto_step(st: State) -> State:
    """One simple action of the first seat to act (`auto_action`)."""
    return act(st, *auto_action(st))


def play_round(st: State) -> State:
    """Play with `auto_step` until the round number changes or the game is over."""
    rnd = st.round
    for _ in range(2000):
        if st.over or st.round != rnd:
            return st
        st = auto_step(st)
    raise AssertionError("the round did not end")


def play_until(st: State, phase: str) -> State:
    """Play with `auto_step` until the game reaches a phase (or is over)."""
    for _ in range(20000):
        if st.over or st.phase == phase:
            return st
        st = auto_step(st)
    raise AssertionError(f"never reached {phase}")
