"""Module 3: what each epic event does (TS-M3.5, TS-M3.6), the `epic` prompt and its actions.

`start(st, seat, epic, events)` applies a card for its active player; a choice it needs is the
prompt `epic`, data (card number, …), answered with (notation, TS-42.2):

    epic_zone <q> <r>           Power Surge: a Tsukuyumi marker on that zone; Earthquake: the
                                tile at the centre of the quake
    epic_tile <q> <r> <rot>     Emerging Lands: the drawn tile on that empty position, turned
    epic_remove <q> <r>         Collapse: the next Unstable tile to leave the game
    epic_rotate <q> <r> <steps>
                                Earthquake, Molten Magma: turn that area tile
    epic_edge <q> <r> <d>       Cave-in: a Barrier marker on edge (q, r, d) (TS-41.4)
    epic_marker <q> <r> <q2> <r2>
                                Fluid Borders: move your territory marker to (q2, r2)
    epic_start <q> <r>          Fluid Borders: move your start zone, its units and markers there
    epic_done                   Earthquake, Molten Magma, Fluid Borders, Forces of Nature: no
                                more (or nothing)

(Forces of Nature's play is the Events action's `play <card> …`.) Where the seed's
clarification leaves a freedom the choice is the active player's; a card with nothing it can
do does nothing. DECISIONs: Power Surge and Cave-in must place what they can (S: «placez-en
autant que possible»); Collapse removes every tile it can, one at a time, never splitting the
board (S); a start zone moves at most 2 positions (hex distance) to an empty position adjacent
to the board; Forces of Nature follows TS-M3.6: in initiative order from its active player,
each seat draws blind (an epic drawn or revealed meanwhile is set aside and it draws again),
may play that common event at once, and the set-aside epics are shuffled back at the end.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import board as B
from game.tsukuyumi.actions import Action, add_kinds
from game.tsukuyumi.engine import PromptHandler, pop, push, register_prompt
from game.tsukuyumi.event_deck import card_id, discard_from_hand, event_card, refill_display
from game.tsukuyumi.event_deck import take_top as _take_top
from game.tsukuyumi.event_effects import EFFECTS, add_trait, can_add, supply_left
from game.tsukuyumi.modules.m3_epic import BY_KEY, EPICS, FORCES, Epic, is_epic
from game.tsukuyumi.state import NOBODY, Coord, Prompt, State, marks_at, with_marks, with_seat
from game.tsukuyumi.tiles import TILES
from game.tsukuyumi.zones import has

EPIC = "epic"
DONE = "epic_done"
Legal = Callable[[State, Prompt], list[Action]]
Apply = Callable[[State, Prompt, Action, list[Event]], State]


def _log(events: list[Event], kind: str, seat: int, **args: object) -> None:
    events.append(Event(f"ts.m3.{kind}", {"seat": seat, **args}))


def _in_order(st: State) -> tuple[int, ...]:
    """The seats in initiative order: the order this phase began with (TS-5.4: a change of
    initiative counts from the next phase), else the board's."""
    return st.phase_order or st.initiative or tuple(range(st.n))


def _from(st: State, seat: int) -> tuple[int, ...]:
    """The seats in initiative order, from `seat` (TS-M3.5: "from the active player")."""
    order = _in_order(st)
    i = order.index(seat) if seat in order else 0
    return order[i:] + order[:i]


def _offer(st: State, p: Prompt) -> State:
    """Push the prompt when it allows something."""
    return push(st, p) if LEGAL[_key(p)](st, p) else st


def _key(p: Prompt) -> str:
    return EPICS[int(p.data[0])].key


def _area(st: State) -> list[Coord]:
    return [z.pos for z in st.board.zones if z.kind == "area"]


def _turns(st: State) -> list[Action]:
    """Every rotation of every area tile."""
    return [Action("epic_rotate", (q, r, s)) for q, r in _area(st) for s in range(1, 6)]


def _rotate(st: State, seat: int, action: Action, events: list[Event]) -> State:
    q, r, steps = action.args
    _log(events, "rotated", seat, q=q, r=r, steps=steps)
    return replace(st, board=B.rotate_tile(st.board, q, r, steps))


# --- Power Surge: Tsukuyumi markers --------------------------------------------------------------

def _surge_legal(st: State, p: Prompt) -> list[Action]:
    return [Action("epic_zone", z.pos) for z in st.board.zones
            if z.kind != "start" and can_add(st, z.pos, "tsukuyumi")]


def _surge_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    at = (action.args[0], action.args[1])
    _log(events, "trait", p.seat, q=at[0], r=at[1], trait="tsukuyumi")
    st = add_trait(st, at, "tsukuyumi")
    left = int(p.data[1]) - 1
    return _offer(st, replace(p, data=(p.data[0], left))) if left > 0 else st


# --- Emerging Lands: a new tile ------------------------------------------------------------------

def _emerging_start(st: State, seat: int, epic: Epic, events: list[Event]) -> State:
    used = {z.tile for z in st.board.zones if z.tile} | set(st.tiles_gone)
    unused = [t.tile_id for t in TILES if t.tile_id not in used]
    if not unused or not st.board.edge_positions:
        _log(events, "nothing", seat, epic=epic.key)
        return st
    tile, rng = st.rng.choice(unused)
    _log(events, "tile_drawn", seat, tile=tile)
    st = replace(st, rng=rng)
    return push(st, Prompt(seat, EPIC, (epic.number, int(tile[1:]))))


def _tile_legal(st: State, p: Prompt) -> list[Action]:
    return [Action("epic_tile", (q, r, rot)) for q, r in st.board.edge_positions
            for rot in range(6)]


def _tile_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    q, r, rot = action.args
    tile = f"T{int(p.data[1]):02d}"
    _log(events, "tile_placed", p.seat, tile=tile, q=q, r=r, rotation=rot)
    return replace(st, board=B.place_area_tile(st.board, (q, r), tile, rot))


# --- Collapse: Unstable tiles without units leave ------------------------------------------------

def _removable(st: State) -> list[Coord]:
    occupied = {u.at for u in st.units}
    out = []
    for at in _area(st):
        if at in occupied or not has(st, at, "unstable"):
            continue
        rest = [z.pos for z in st.board.zones if z.pos != at]
        if B.connected(rest):  # never split the board (S)
            out.append(at)
    return out


def _collapse_legal(st: State, p: Prompt) -> list[Action]:
    return [Action("epic_remove", at) for at in _removable(st)]


def remove_tile(st: State, at: Coord) -> State:
    """An area tile leaves the game with everything on it: markers back to their supplies,
    the edge markers of its sides too (TS-M3.5 Collapse)."""
    tile = st.board.index[at].tile
    board = st.board
    fields = {"barrier_markers": board.barrier_markers, "passage_markers":
              board.passage_markers, "tunnels": board.tunnels, "barricades": board.barricades}
    kept = {name: tuple(k for k in keys if at not in B.edge_hexes(k))
            for name, keys in fields.items()}
    board = replace(board, zones=tuple(z for z in board.zones if z.pos != at), **kept)
    return replace(st, board=board, marks=tuple(m for m in st.marks if m.at != at),
                   tiles_gone=st.tiles_gone + ((tile,) if tile else ()))


def _collapse_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    at = (action.args[0], action.args[1])
    _log(events, "collapsed", p.seat, q=at[0], r=at[1])
    return _offer(remove_tile(st, at), p)


# --- Earthquake, Molten Magma: tiles turned ------------------------------------------------------

def _quake_legal(st: State, p: Prompt) -> list[Action]:
    if len(p.data) < 3:  # the centre first
        return [Action("epic_zone", at) for at in _area(st)]
    q, r, *done = (int(x) for x in p.data[1:])
    tiles = [(q, r)] + [n for n in B.neighbour_zones(st.board, (q, r))
                        if st.board.index[n].kind == "area"]
    turned = {(done[i], done[i + 1]) for i in range(0, len(done), 2)}
    return [Action("epic_rotate", (x, y, s)) for x, y in tiles if (x, y) not in turned
            for s in range(1, 6)] + [Action(DONE)]


def _quake_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action.kind == "epic_zone":
        _log(events, "quake", p.seat, q=action.args[0], r=action.args[1])
        return _offer(st, replace(p, data=(p.data[0], *action.args)))
    if action.kind == DONE:
        return st
    st = _rotate(st, p.seat, action, events)
    nxt = replace(p, data=p.data + action.args[:2])
    return _offer(st, nxt) if len(_quake_legal(st, nxt)) > 1 else st


def _magma_start(st: State, seat: int, epic: Epic, events: list[Event]) -> State:
    for s in reversed(_from(st, seat)):
        st = push(st, Prompt(s, EPIC, (epic.number,)))
    return st


def _magma_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    return st if action.kind == DONE else _rotate(st, p.seat, action, events)


# --- Cave-in: Barrier markers --------------------------------------------------------------------

def _cave_legal(st: State, p: Prompt) -> list[Action]:
    if supply_left(st, "barrier_passage") <= 0:
        return []
    board = st.board
    out = []
    for z in board.zones:
        for d in range(3):
            n = B.neighbours(z.pos)[d]
            key = (z.q, z.r, d)
            if n not in board.index or B.printed_barrier(board, z.pos, n) \
                    or B.has_marker(board, "barrier", key) or B.has_marker(board, "passage",
                                                                              key):
                continue
            out.append(Action("epic_edge", key))
    return out


def _cave_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    key = (action.args[0], action.args[1], action.args[2])
    (q, r), (q2, r2) = B.edge_hexes(key)
    _log(events, "barrier", p.seat, q=q, r=r, q2=q2, r2=r2)
    st = replace(st, board=B.place_edge_marker(st.board, "barrier", key))
    left = int(p.data[1]) - 1
    return _offer(st, replace(p, data=(p.data[0], left))) if left > 0 else st


# --- Fluid Borders: a territory marker or the start zone moves -----------------------------------

def _fluid_legal(st: State, p: Prompt) -> list[Action]:
    seat = p.seat
    board = st.board
    out = []
    for m in st.marks:
        if m.owner != seat:
            continue
        for n in B.neighbour_zones(board, m.at):  # barriers do not block markers (S)
            if board.index[n].kind != "start" and marks_at(st, n).owner == NOBODY:
                out.append(Action("epic_marker", (*m.at, *n)))
    start = st.seats[seat].start
    reach = int(BY_KEY["fluid_borders"].value)
    if start is not None and start in board.index:
        others = {z.pos for z in board.zones if z.pos != start}
        for q in range(start[0] - reach, start[0] + reach + 1):
            for r in range(start[1] - reach, start[1] + reach + 1):
                pos = (q, r)
                if pos == start or pos in board.index or B.distance(pos, start) > reach:
                    continue
                if any(n in others for n in B.neighbours(pos)):
                    out.append(Action("epic_start", pos))
    return out + [Action(DONE)]


def _fluid_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    seat = p.seat
    if action.kind == DONE:
        return st
    if action.kind == "epic_marker":
        q, r, q2, r2 = action.args
        _log(events, "marker_moved", seat, q=q, r=r, q2=q2, r2=r2)
        st = _set_owner(st, (q, r), NOBODY)
        return _set_owner(st, (q2, r2), seat)
    old = st.seats[seat].start
    assert old is not None
    new = (action.args[0], action.args[1])
    zone = st.board.index[old]
    board = replace(st.board, zones=tuple(z for z in st.board.zones if z.pos != old)
                    + (replace(zone, q=new[0], r=new[1]),))
    units = tuple(replace(u, at=new) if u.at == old else u for u in st.units)
    marks = tuple(sorted((replace(m, at=new) if m.at == old else m for m in st.marks),
                         key=lambda m: m.at))
    _log(events, "start_moved", seat, q=old[0], r=old[1], q2=new[0], r2=new[1])
    st = replace(st, board=board, units=units, marks=marks)
    return with_seat(st, seat, replace(st.seats[seat], start=new))


def _set_owner(st: State, at: Coord, owner: int) -> State:
    return with_marks(st, replace(marks_at(st, at), owner=owner))


# --- Forces of Nature (TS-M3.6) ------------------------------------------------------------------

def _forces_auto(st: State, p: Prompt, events: list[Event]) -> State:
    """Each seat in turn draws a common event blind (epics set aside) and may play it."""
    number, active, i, *aside = (int(x) for x in p.data)
    # TS-M3.5: « each player in initiative order » from the head of the board (Magma and
    # Fluid Borders say « from the active player »; this card does not)
    order = _in_order(st)
    st = pop(st)
    while i < len(order):
        seat = order[i]
        i += 1
        card = 0
        while True:
            st, card = _take_top(st, events)
            if not card or not is_epic(card):
                break
            aside.append(card)
            events.append(Event("ts.m3.aside", {"epic": EPICS[card].key}, barrier=True))
        if not card:
            continue
        me = st.seats[seat]
        st = with_seat(st, seat, replace(me, events=me.events + (card,)))
        events.append(Event("ts.ev.drew_blind_card", {"seat": seat, "event": card_id(card)},
                            to=(seat,), redacted=Event("ts.ev.drew_blind", {"seat": seat}),
                            barrier=True))
        cont = Prompt(-1, FORCES, (number, active, i, *aside))
        st = refill_display(push(st, cont), events)
        play = Prompt(seat, EPIC, (number, card))
        if _forces_legal(st, play)[:-1]:
            return push(st, play)
        number, active, i, *aside = (int(x) for x in st.pending[-1].data)
        st = pop(st)
    if aside:  # the set-aside epics go back into the deck, shuffled (TS-M3.6)
        deck, rng = st.rng.shuffle(list(st.event_deck) + aside)
        st = replace(st, event_deck=tuple(deck), rng=rng,
                     seats=tuple(replace(s, scouted=()) for s in st.seats))
        events.append(Event("ts.m3.back", {"count": len(aside)}, barrier=True))
    return st


def _forces_legal(st: State, p: Prompt) -> list[Action]:
    from game.tsukuyumi.events import play_params

    card = int(p.data[1])
    if card not in st.seats[p.seat].events:
        return [Action(DONE)]
    return [Action("play", (card, *params)) for params in play_params(st, p.seat, card)] + \
        [Action(DONE)]


def _forces_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action.kind == DONE:
        return st
    from game.tsukuyumi.events import PLAYED

    card, params = action.args[0], tuple(action.args[1:])
    ev = event_card(card)
    st = discard_from_hand(st, p.seat, card, events)
    st = refill_display(st, events)
    st = EFFECTS[ev.effect_name].apply(st, p.seat, ev, params, events)
    for hook in PLAYED:  # a common event played, as by an Events action (TS-M4.5 Digital
        st = hook(st, p.seat, card, params)  # Copy may copy it)
    return st


# --- the registry --------------------------------------------------------------------------------

def start(st: State, seat: int, epic: Epic, events: list[Event]) -> State:
    """Apply an epic card for its active player (its choices as `epic` prompts)."""
    key = epic.key
    if key == "caught_in_the_storm":  # from the next phase on (TS-5.4): phase_order stays
        order = tuple(reversed(st.initiative))
        _log(events, "storm", seat, order=list(order))
        return replace(st, initiative=order)
    if key == "dragons_blood":  # face up for the rest of the game (`m3_epic._dragon`)
        return st
    if key == "emerging_lands":
        return _emerging_start(st, seat, epic, events)
    if key == "molten_magma":
        return _magma_start(st, seat, epic, events)
    if key == "fluid_borders":
        for s in reversed(_from(st, seat)):
            st = _offer(st, Prompt(s, EPIC, (epic.number,)))
        return st
    if key == "forces_of_nature":
        return push(st, Prompt(-1, FORCES, (epic.number, seat, 0)))
    data = (epic.number, epic.value) if key in ("power_surge", "cave_in") else (epic.number,)
    before = len(st.pending)
    st = _offer(st, Prompt(seat, EPIC, data))
    if len(st.pending) == before:
        _log(events, "nothing", seat, epic=key)
    return st


LEGAL: dict[str, Legal] = {
    "power_surge": _surge_legal, "emerging_lands": _tile_legal, "collapse": _collapse_legal,
    "earthquake": _quake_legal, "molten_magma": lambda st, p: _turns(st) + [Action(DONE)],
    "cave_in": _cave_legal, "fluid_borders": _fluid_legal,
    "forces_of_nature": _forces_legal}
APPLY: dict[str, Apply] = {
    "power_surge": _surge_apply, "emerging_lands": _tile_apply, "collapse": _collapse_apply,
    "earthquake": _quake_apply, "molten_magma": _magma_apply, "cave_in": _cave_apply,
    "fluid_borders": _fluid_apply, "forces_of_nature": _forces_apply}


def _legal(st: State, p: Prompt) -> list[Action]:
    return LEGAL[_key(p)](st, p)


def _apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _legal(st, p):
        raise IllegalAction("That is not a choice this epic event allows.",
                            "ts.illegal.m3_choice")
    return APPLY[_key(p)](pop(st), p, action, events)


register_prompt(EPIC, PromptHandler(_legal, _apply))
register_prompt(FORCES, PromptHandler(lambda st, p: [], lambda st, p, a, ev: st, _forces_auto))
GRAMMAR = (__doc__ or "").split("(notation, TS-42.2):", 1)[1].split("(Forces", 1)[0]
"""The grammar lines of the module docstring (the table reads them, `actions.add_kinds`)."""
add_kinds({"epic_zone": 2, "epic_tile": 3, "epic_remove": 2, "epic_rotate": 3, "epic_edge": 3,
           "epic_marker": 4, "epic_start": 2, DONE: 0}, GRAMMAR)

__all__ = ["DONE", "EPIC", "GRAMMAR", "remove_tile", "start"]
