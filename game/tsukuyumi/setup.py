"""Setting up a game of Tsukuyumi (TS-2): the board, the Moon's Oni, the cards, the factions,
then each player's start zone, starting territories and starting units.

`initial_state` does everything the seats do not choose: the board (standard TS-2.5, random
TS-2.23, or a scenario TS-12 with its grey tiles at random), the Oni drawn onto the Moon
(TS-2.2, TS-2.3), the event deck and its face-up pair (TS-2.8), six action cards per seat
(TS-2.9), and the factions when they are dealt (TS-2.1). The seats then choose, one at a time,
in the open (TS-40.4):

- `faction` — in seat order, each an unused faction (TS-2.1 DECISION);
- `tile` — with grey_tiles = chosen, in seat order, a grey position, a tile and its rotation
  (TS-12.2 DECISION); at two players, alternately, the drawn tile of the pile anywhere touching
  the board (TS-13.4, `two_player_setup.py`);
- in initiative order (TS-2.13), each seat finishes before the next: `start` (TS-2.14, TS-2.16,
  the scenario's restrictions TS-12.5–12.7), three `territory` (TS-2.17; one at two players,
  TS-13.5), then `deploy`/`egg`
  and `ready` (TS-2.19, TS-21.14).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.core.rng import Rng
from game.core.rules import Event, IllegalAction
from game.tsukuyumi import boardgen, cards, data, modules, two_player_setup
from game.tsukuyumi.actions import Action
from game.tsukuyumi.board import (
    MOON_POSITIONS,
    Board,
    Zone,
    area_zones,
    is_blocked,
    moon_board,
    neighbour_zones,
    place_area_tile,
    place_nest,
    place_start_zone,
    zone_at,
)
from game.tsukuyumi.engine import PromptHandler, pop, push, register_prompt
from game.tsukuyumi.scenarios import LAYOUT_BY_ID, Scenario
from game.tsukuyumi.state import (
    NOBODY,
    Coord,
    Prompt,
    Seat,
    State,
    Unit,
    ZoneMarks,
    unit_by_id,
    with_marks,
    with_seat,
)
from game.tsukuyumi.tiles import TILE_BY_ID

STARTING_TERRITORIES = 3  # TS-2.17
HAND_SIZE = 6  # TS-2.9
ONI_REMOVED_AT_18 = ("small_oni", "medium_oni", "large_oni")  # TS-2.3


def card_number(card_id: str) -> int:
    """A01 → 1: action and event cards are numbers in the state."""
    return int(card_id[1:])


def scenario_of(options: Mapping[str, Any]) -> Scenario | None:
    """The scenario chosen with option board, or None for the standard and random boards."""
    board = str(options.get("board", "standard"))
    return None if board in ("standard", "random") else LAYOUT_BY_ID[board]


def _board(rng: Rng, n: int, options: Mapping[str, Any]) -> tuple[Board, Rng, tuple[str, ...]]:
    """The board, and the tiles left to choose from when grey tiles are chosen (TS-12.2)."""
    kind = str(options.get("board", "standard"))
    if n == two_player_setup.PLAYERS:  # TS-13.4: the Moon alone; the players build the rest
        return moon_board(), rng, ()
    if kind == "standard":
        board, rng = boardgen.standard_board(rng, boardgen.tile_count(n))
        return board, rng, ()
    if kind == "random":
        board, rng = boardgen.random_board(rng, boardgen.tile_count(n),
                                           str(options.get("scatter", "low")))
        return board, rng, ()
    sc = LAYOUT_BY_ID[kind]
    fixed = dict(sc.fixed)
    if options.get("grey_tiles", "random") == "chosen":
        board, rng, rest = boardgen.fill_fixed_types(sc.positions, fixed, rng)
        if sc.fertile_exact:
            rest = tuple(t for t in rest if t.zone_type != "fertile")
        return board, rng, tuple(t.tile_id for t in rest)
    board, rng = boardgen.fill_layout(sc.positions, fixed, rng, sc.fertile_exact)
    return board, rng, ()


def initial_state(seed: int, n: int, options: Mapping[str, Any]) -> State:
    """Everything of TS-2 that nobody chooses; the first choice is then to be made."""
    rng = Rng.from_seed(seed)
    # DECISION (TS-0.8 "rng seed", narrowed to the map so that players can share one): a map
    # number (option board_seed) draws the board from its own generator, the same number and
    # options giving the same board; 0 draws it from the game's generator (TS-42.12).
    board_seed = int(options.get("board_seed", 0) or 0)
    pile: tuple[str, ...] = ()
    if n == two_player_setup.PLAYERS:  # TS-13.4: the face-down pile the players build from
        pile, rng = two_player_setup.make_pile(rng)
    if board_seed:
        board, _, tiles_left = _board(Rng.from_seed(board_seed), n, options)
    else:
        board, rng, tiles_left = _board(rng, n, options)
    # TS-2.2, TS-2.3: the Oni pool, one drawn onto each moon zone, the rest in reserve
    pool = [u.key for u in data.ONI_UNITS for _ in range(u.figures)]
    if int(options.get("oni_count", 21)) == 18:
        for key in ONI_REMOVED_AT_18:
            pool.remove(key)
    drawn, rng = rng.shuffle(pool)
    units = tuple(Unit(i + 1, kind, -1, pos) for i, (kind, pos) in
                  enumerate(zip(drawn, MOON_POSITIONS, strict=False)))
    reserve = tuple(sorted(drawn[len(MOON_POSITIONS):]))
    # TS-2.8: the event deck, two cards face up; TS-2.22: the modules' cards shuffled in
    # before the pair is revealed (M3)
    deck, rng = rng.shuffle(sorted(card_number(k) for k in cards.EVENTS))
    if modules.chosen(options):
        deck, rng = modules.event_deck(dict(options), n, tuple(deck), rng)
    # TS-2.9: six action cards each, the others unseen in the box (TS-13.6: the 2-player deck)
    actions, rng = rng.shuffle(list(cards.deck_numbers(n)))
    seats = [Seat(hand=tuple(sorted(actions[HAND_SIZE * i:HAND_SIZE * (i + 1)])))
             for i in range(n)]
    st = State(n=n, options=tuple(sorted(options.items())), rng=rng, board=board,
               units=units, next_uid=len(units) + 1, oni_reserve=reserve, seats=tuple(seats),
               event_deck=tuple(deck[2:]), event_display=tuple(deck[:2]),
               tiles_left=tiles_left, grey_left=_grey_left(board, options, tiles_left),
               tile_pile=pile)
    if options.get("factions", "choice") == "random":  # TS-2.1 DECISION: dealt at random
        keys, rng = st.rng.shuffle([f.key for f in data.FACTIONS])
        st = replace(st, rng=rng, seats=tuple(replace(s, faction=k)
                                              for s, k in zip(st.seats, keys, strict=False)))
        return after_factions(st, [])
    return replace(st, phase="faction", setup_seat=0)


def _grey_left(board: Board, options: Mapping[str, Any],
               tiles_left: tuple[str, ...]) -> tuple[Coord, ...]:
    """grey_tiles = chosen: the scenario's positions still empty (TS-12.2)."""
    sc = scenario_of(options)
    if sc is None or not tiles_left:
        return ()
    return tuple(p for p in sc.positions if zone_at(board, p) is None)


def after_factions(st: State, events: list[Event]) -> State:
    """TS-2.10: the Initiative board in increasing faction number; then the grey tiles or the
    first seat's start zone."""
    number = {f.key: f.number for f in data.FACTIONS}
    order = tuple(sorted(range(st.n), key=lambda s: number[st.seats[s].faction]))
    st = replace(st, initiative=order)
    events.append(Event("ts.initiative_set", {"order": list(order)}))
    if st.tile_pile:  # TS-13.4: the two players build the board
        if modules.chosen(st):  # TS-2.22 at two players too (M4's decks, TS-13.8)
            st = modules.after_factions(st, events)
        return two_player_setup.begin_build(st, events)
    if st.grey_left:
        st = replace(st, phase="tile", setup_seat=0)
    else:
        st = replace(st, phase="start", setup_seat=order[0])
    # TS-2.22: the modules' setup "after the faction choice, before everything else" (M2)
    return modules.after_factions(st, events) if modules.chosen(st) else st


def setup_order(st: State) -> tuple[int, ...]:
    """The order of the seats' setup steps (TS-2.13): the Initiative board's, unless a module
    puts a seat first (TS-M2.4 Acceleration)."""
    order = st.initiative
    for m in modules.active(st):
        if m.setup_order is not None:
            order = m.setup_order(st, order)
    return order


# --- the choices --------------------------------------------------------------------------------

def setup_actions(st: State, seat: int) -> list[Action]:
    """The legal setup actions of the seat whose setup step it is."""
    if seat != st.setup_seat:
        return []
    if modules.chosen(st):  # e.g. TS-M2.4: an advantage used during one's setup steps
        return _setup_actions(st, seat) + modules.setup_actions(st, seat)
    return _setup_actions(st, seat)


def _setup_actions(st: State, seat: int) -> list[Action]:
    if st.phase == "faction":
        taken = {s.faction for s in st.seats}
        return [Action("faction", (i,)) for i, f in enumerate(data.FACTIONS)
                if f.key not in taken]
    if st.phase == "tile" and st.n == two_player_setup.PLAYERS:
        return two_player_setup.tile_actions(st)
    if st.phase == "tile":
        return [Action("tile", (q, r, int(t[1:]), rot)) for (q, r) in st.grey_left
                for t in st.tiles_left for rot in range(6)]
    if st.phase == "start":
        return [Action("start", p) for p in start_positions(st, seat)]
    if st.phase == "territory":
        return [Action("territory", p) for p in territory_positions(st, seat)]
    if st.phase == "deploy":
        return deploy_actions(st, seat)
    return []


def start_positions(st: State, seat: int) -> list[Coord]:
    """Where the seat may place its start zone (TS-2.14, TS-2.16, TS-12.5–TS-12.7)."""
    faction = st.seats[seat].faction
    board = st.board
    spots = set(board.start_edges)
    if data.FACTION_BY_KEY[faction].start_zone_placement == "free":  # the Nest (TS-2.16)
        spots |= nest_tiles(st, seat)
    if modules.chosen(st):  # e.g. TS-M2.4 Scout: placed like the Nest
        spots |= modules.start_spots(st, seat)
    sc = scenario_of(dict(st.options))
    if sc is None:
        return sorted(spots)
    if "start_slots_only" in sc.rules:  # TS-12.6
        spots &= {p for _, p in sc.start_slots}
    spots -= set(sc.forbidden)
    if "no_start_in_holes" in sc.rules:  # TS-12.7
        spots -= set(board.holes)
    if "start_not_adjacent_moon" in sc.rules:  # TS-12.5
        spots = {p for p in spots if not set(_around(p)) & set(MOON_POSITIONS)}
    if "start_distinct_groups" in sc.rules:  # TS-12.5 DECISION: one group, not shared
        taken = {start_group(sc, s.start) for s in st.seats if s.start is not None}
        spots = {p for p in spots
                 if start_group(sc, p) is not None and start_group(sc, p) not in taken}
    return sorted(spots)


def nest_tiles(st: State, seat: int) -> set[Coord]:
    """The area tiles the Nest may cover: none carrying another faction's marker (TS-2.16)."""
    return {z.pos for z in area_zones(st.board) if _marks_owner(st, z.pos) in (NOBODY, seat, -1)}


def _around(p: Coord) -> tuple[Coord, ...]:
    from game.tsukuyumi.board import neighbours

    return neighbours(p)


def start_group(sc: Scenario, p: Coord) -> int | None:
    """The one group a start zone belongs to (0-based): the group of the tile it covers, or of
    the tiles it touches; None when it touches none or two (TS-12.5 DECISION)."""
    for k, group in enumerate(sc.groups):
        if p in group:
            return k
    touched = {k for k, group in enumerate(sc.groups) for q in _around(p) if q in group}
    return touched.pop() if len(touched) == 1 else None


def _marks_owner(st: State, at: Coord) -> int:
    from game.tsukuyumi.state import owner_of

    return owner_of(st, at)


def territory_positions(st: State, seat: int) -> list[Coord]:
    """TS-2.17: adjacent, not across a barrier, to the seat's start zone or one of its starting
    territories; an area tile (no moon zone, no start zone) not controlled by an opponent."""
    me = st.seats[seat]
    if me.start is None:
        return []
    sources = [me.start] + [m.at for m in st.marks if m.owner == seat]
    out: set[Coord] = set()
    for src in sources:
        for nb in neighbour_zones(st.board, src):
            z = zone_at(st.board, nb)
            if (z is None or z.kind != "area" or _marks_owner(st, nb) != NOBODY
                    or is_blocked(st.board, src, nb, me.faction == "boarlords")):
                continue
            out.add(nb)
    return sorted(out)


def deploy_actions(st: State, seat: int) -> list[Action]:
    """TS-2.19: any starting unit to the start zone or a starting territory; the Nuée Noire's
    two Eggs on starting territories (TS-21.14); `ready` once the Eggs are down."""
    me = st.seats[seat]
    places = [me.start] + [m.at for m in st.marks if m.owner == seat]
    out = [Action("deploy", (u.uid, *p)) for u in st.units if u.owner == seat
           for p in places if p is not None and p != u.at]
    eggs = _eggs_left(st, seat)
    territories = [p for p in places[1:] if p is not None]
    if eggs and territories:
        out += [Action("egg", p) for p in territories]
    else:  # no Egg left, or no starting territory to lay one on
        out.append(Action("ready"))
    return out


def _eggs_left(st: State, seat: int) -> int:
    faction = data.FACTION_BY_KEY[st.seats[seat].faction]
    want = dict(faction.starting_extras).get("egg", 0)
    laid = sum(m.eggs for m in st.marks if m.owner == seat)
    return max(0, want - laid)


def apply_setup(st: State, seat: int, action: Action, events: list[Event]) -> State:
    """Apply a legal setup action (the caller has checked legality)."""
    kind, args = action.kind, action.args
    if kind == "faction":
        key = data.FACTIONS[args[0]].key
        st = with_seat(st, seat, replace(st.seats[seat], faction=key))
        events.append(Event("ts.faction_chosen", {"seat": seat, "faction": key}))
        if seat + 1 < st.n:
            return replace(st, setup_seat=seat + 1)
        return after_factions(st, events)
    if kind == "tile" and st.n == two_player_setup.PLAYERS:
        return two_player_setup.place(st, seat, action, events)
    if kind == "tile":
        q, r, number, rot = args
        tile_id = f"T{number:02d}"
        board = place_area_tile(st.board, (q, r), tile_id, rot)
        events.append(Event("ts.tile_chosen", {"seat": seat, "q": q, "r": r, "tile": tile_id,
                                               "rotation": rot}))
        st = replace(st, board=board, grey_left=tuple(p for p in st.grey_left if p != (q, r)),
                     tiles_left=tuple(t for t in st.tiles_left if t != tile_id))
        if st.grey_left:
            return replace(st, setup_seat=(seat + 1) % st.n)
        return replace(st, phase="start", setup_seat=setup_order(st)[0], tiles_left=())
    if kind == "start":
        return _place_start(st, seat, (args[0], args[1]), events)
    if kind == "territory":
        at = (args[0], args[1])
        st = with_marks(st, ZoneMarks(at, owner=seat))
        events.append(Event("ts.territory", {"seat": seat, "q": at[0], "r": at[1]}))
        st = replace(st, setup_left=st.setup_left - 1)
        if st.setup_left <= 0 or not territory_positions(st, seat):
            st = replace(st, phase="deploy")
        return st
    if kind == "deploy":
        uid, q, r = args
        st = replace(st, units=tuple(replace(u, at=(q, r)) if u.uid == uid else u
                                     for u in st.units))
        events.append(Event("ts.deployed", {"seat": seat, "unit": uid, "q": q, "r": r,
                                            "unit_kind": unit_by_id(st, uid).kind}))
        return st
    if kind == "egg":
        from game.tsukuyumi.state import marks_at

        m = marks_at(st, (args[0], args[1]))
        events.append(Event("ts.egg_laid", {"seat": seat, "q": args[0], "r": args[1]}))
        return with_marks(st, replace(m, eggs=m.eggs + 1))
    if kind == "ready":
        events.append(Event("ts.ready", {"seat": seat}))
        if modules.seat_ready_hooks(st):  # the modules' end-of-steps choices first (M1)
            return push(st, Prompt(seat, SEAT_END, (0,)))
        return finish_seat(st, seat, events)
    if modules.chosen(st):
        nxt = modules.setup_apply(st, seat, action, events)
        if nxt is not None:
            return nxt
    raise IllegalAction("That is not a setup action.", "ts.illegal.not_now")


def finish_seat(st: State, seat: int, events: list[Event]) -> State:
    """A seat's last setup step: its goal announced (TS-2.13: step 12, TS-2.20), then the
    next seat's steps, or play."""
    from game.tsukuyumi.goals import announce_goal

    st = announce_goal(st, seat, events)
    order = setup_order(st)
    i = order.index(seat)
    if i + 1 < st.n:
        return replace(st, phase="start", setup_seat=order[i + 1])
    return _begin_play(st, events)


SEAT_END = "seat_end"
"""A continuation under the modules' end-of-steps decisions of a seat (`modules.seat_ready`):
data (index of the next hook). Each hook may push prompts above it; when none is left the seat
finishes (`finish_seat`)."""


def _seat_end_auto(st: State, p: Prompt, events: list[Event]) -> State:
    seat, i = p.seat, int(p.data[0])
    hooks = modules.seat_ready_hooks(st)
    st = pop(st)
    while i < len(hooks):
        depth = len(st.pending)
        st = push(st, Prompt(seat, SEAT_END, (i + 1,)))
        st = hooks[i](st, seat, events)
        i += 1
        if len(st.pending) > depth + 1:  # a decision above: answered first
            return st
        st = pop(st)
    return finish_seat(st, seat, events)


register_prompt(SEAT_END, PromptHandler(lambda st, p: [], lambda st, p, a, ev: st,
                                        _seat_end_auto))


def _place_start(st: State, seat: int, at: Coord, events: list[Event]) -> State:
    """The start zone (or the Nest over a tile, TS-2.16), then the starting units on it."""
    me = st.seats[seat]
    faction = data.FACTION_BY_KEY[me.faction]
    covered: Zone | None = zone_at(st.board, at)
    if covered is not None:  # the Nest covers a tile: it leaves the game (TS-2.16)
        board = place_nest(st.board, at, me.faction)
        events.append(Event("ts.tile_covered", {"tile": covered.tile, "q": at[0], "r": at[1]}))
    else:
        board = place_start_zone(st.board, at, me.faction)
    events.append(Event("ts.start_placed", {"seat": seat, "faction": me.faction,
                                            "q": at[0], "r": at[1]}))
    uid = st.next_uid
    new = []
    for key, count in faction.starting_units:
        for _ in range(count):
            new.append(Unit(uid, key, seat, at))
            uid += 1
    weapons = tuple(k for k, c in faction.starting_extras if k != "egg" for _ in range(c))
    st = replace(st, board=board, units=st.units + tuple(new), next_uid=uid,
                 phase="territory",
                 setup_left=two_player_setup.starting_territories(st, STARTING_TERRITORIES))
    st = with_seat(st, seat, replace(me, start=at, weapons=me.weapons + weapons))
    if modules.chosen(st):  # e.g. TS-M2.4 Scout, used by covering a tile
        st = modules.start_placed(st, seat, covered.tile if covered is not None else "",
                                  events)
    if not territory_positions(st, seat):
        st = replace(st, phase="deploy")
    return st


def _begin_play(st: State, events: list[Event]) -> State:
    """TS-2.20: the missions laid out (unless missions_and_goals = off; the goals were announced
    seat by seat); then the first round's draft."""
    from game.tsukuyumi.goals import announce
    from game.tsukuyumi.round import start_round

    st = announce(st, events)
    return start_round(replace(st, setup_seat=-1), events)


__all__ = ["TILE_BY_ID", "apply_setup", "initial_state", "setup_actions"]
