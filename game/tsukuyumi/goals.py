"""Missions and faction goals (TS-10.3–TS-10.6, TS-24.1, TS-20.5, TS-21.7, TS-22.6, TS-23.8).

Each faction in play brings its Mission card (TS-2.20): any player may fulfil any of them, once
each, for 1 VP; several players may score the same mission (TS-10.3). Each faction also has a
goal that only it can fulfil, once per game, for 2 VP (TS-10.4). Neither is used with option
missions_and_goals = off (TS-2.20) or at 2 players (S: «Les cartes Mission et les objectifs ne
sont pas utilisés à 2 joueurs»); the Exploration scenario drops the goals (rule
`no_faction_goals`, TS-12.4). The Oni earn nothing (TS-10.11): only seats are checked.

The conditions are read from `data.MISSIONS` / `data.GOALS` by their `kind`, `count` and
`targets`, so printed cards can replace the reconstructed ones without code changes (TS-42.14).
They are checked at three moments, each a hook of `scoring`:

- `CHECKS`, after every completed step, for every seat (TS-10.5): the `immediate` ones;
- `RED_CHECKS`, just before the round's scoring (TS-10.6, TS-11.1 (1)): `end_of_red_phase`
  (Territorial Expansion, TS-23.8);
- `TURN_END`, when a seat's phase turn ends, for that seat only: Infestation ("at the end of
  one of your phase turns", TS-24.1).

The conquests this round (`Seat.conquered`, `Seat.retaken`) and the Surgical Strike count
(`Seat.strike`) are kept by the combat rules; this module only reads them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.core.rules import Event
from game.tsukuyumi import data, scoring
from game.tsukuyumi.board import neighbours
from game.tsukuyumi.data import Objective
from game.tsukuyumi.scenarios import LAYOUT_BY_ID
from game.tsukuyumi.state import Coord, State, with_seat
from game.tsukuyumi.zones import characteristics, controlled, has, zone

MISSION = "mission"
GOAL = "goal"
TURN_END_KINDS = frozenset({"units_in_zones"})
"""Conditions checked only at the end of the seat's own phase turn (TS-24.1 Infestation)."""


# --- what is in play (TS-2.20, TS-12.4) ---------------------------------------------------------

def missions_active(st: State) -> bool:
    """Are missions and goals used in this game at all (TS-2.20; not at 2 players)?"""
    return st.option("missions_and_goals", "on") != "off" and st.n >= 3


def goals_active(st: State) -> bool:
    """Are faction goals used (not in Exploration, TS-12.4)?"""
    layout = LAYOUT_BY_ID.get(str(st.option("board", "standard")))
    return missions_active(st) and not (layout and "no_faction_goals" in layout.rules)


def missions_in_play(st: State) -> tuple[Objective, ...]:
    """The Mission cards of the factions in play, in faction order (TS-2.20)."""
    if not missions_active(st):
        return ()
    present = {s.faction for s in st.seats}
    return tuple(data.mission_of(f.key) for f in data.FACTIONS if f.key in present)


ALTERNATIVES: dict[str, Objective] = {}
"""Goals a module may put in place of a faction's own, by key (M1 alternative objectives,
TS-M1.2); filled by the module on import."""


def goal_for(faction: str, objective: str = "") -> Objective:
    """The goal pursued by a seat of `faction` that chose `objective` ("": its own)."""
    return ALTERNATIVES[objective] if objective else data.goal_of(faction)


def seat_goal(st: State, seat: int) -> Objective:
    """The goal the seat pursues: its faction's, or the alternative it chose (TS-M1.2)."""
    me = st.seats[seat]
    return goal_for(me.faction, me.objective)


def objectives(st: State, seat: int) -> tuple[tuple[str, Objective], ...]:
    """What this seat may still fulfil: the missions in play it has not scored, and its own
    goal unless scored (TS-10.3, TS-10.4)."""
    me = st.seats[seat]
    if not me.faction:
        return ()
    out = [(MISSION, m) for m in missions_in_play(st) if m.key not in me.missions]
    if goals_active(st) and not me.goal:
        out.append((GOAL, seat_goal(st, seat)))
    return tuple(out)


# --- the conditions -----------------------------------------------------------------------------

def zone_is(st: State, at: Coord, target: str) -> bool:
    """Is the zone of a target kind (`data.ZONE_KINDS`)? TS-20.5 DECISION: "regular" = ocean
    floor without any characteristic; "tsukuyumi" = any zone with that characteristic."""
    z = zone(st, at)
    if z is None or z.kind == "start":
        return False
    if target == "tsukuyumi":
        return has(st, at, "tsukuyumi")
    if target == "regular":
        return z.zone_type == "ocean" and not characteristics(st, at)
    return z.zone_type == target


def one_of_each(st: State, zones: tuple[Coord, ...], targets: tuple[str, ...]) -> bool:
    """Can each target kind be matched to a different zone (TS-20.5: four different zones)?"""
    def fit(i: int, used: frozenset[Coord]) -> bool:
        if i == len(targets):
            return True
        return any(fit(i + 1, used | {at}) for at in zones
                   if at not in used and zone_is(st, at, targets[i]))

    return fit(0, frozenset())


def occupied_zones(st: State, seat: int) -> set[Coord]:
    """The zones (start zones excluded) holding at least one unit of the seat (TS-24.1)."""
    out = set()
    for u in st.units:
        if u.owner == seat:
            z = zone(st, u.at)
            if z is not None and z.kind != "start":
                out.add(u.at)
    return out


def _next_to_enemy_start(st: State, seat: int, at: Coord) -> bool:
    """Is the zone adjacent to another player's start zone (TS-24.1 Raid)?"""
    starts = {s.start for i, s in enumerate(st.seats) if i != seat and s.start is not None}
    return any(nb in starts for nb in neighbours(at))


Condition = Callable[[State, int, Objective], bool]

CONDITIONS: dict[str, Condition] = {
    # TS-20.5 GPS Mapping: a zone of each type, four different zones
    "control_each_type": lambda st, s, o: one_of_each(st, controlled(st, s), o.targets),
    # TS-21.7 Space for the Swarm: 6 different zones conquered this round
    "conquer_in_round": lambda st, s, o: len(set(st.seats[s].conquered)) >= o.count,
    # TS-22.6 Regain Former Strength: 4 different zones taken from another marker this round
    "reconquer_in_round": lambda st, s, o: len(set(st.seats[s].retaken)) >= o.count,
    # TS-23.8 Territorial Expansion: 10 zones controlled
    "control_zones": lambda st, s, o: len(controlled(st, s)) >= o.count,
    # TS-24.1 Surgical Strike: 3 enemy units destroyed by the attack of one combat action
    "destroy_in_one_attack": lambda st, s, o: st.seats[s].strike >= o.count,
    # TS-24.1 Infestation: units in 7 different zones, start zones excluded
    "units_in_zones": lambda st, s, o: len(occupied_zones(st, s)) >= o.count,
    # TS-24.1 Raid: a zone conquered (this round) next to another player's start zone
    "conquer_next_to_start": lambda st, s, o: len(
        {at for at in st.seats[s].conquered if _next_to_enemy_start(st, s, at)}) >= o.count,
    # TS-24.1 Fertile Lands: 2 Fertile grounds controlled at the same time
    "control_type": lambda st, s, o: sum(
        1 for at in controlled(st, s) if any(zone_is(st, at, t) for t in o.targets)) >= o.count,
}
"""Objective kind → is it met by the seat now?"""


def is_met(st: State, seat: int, obj: Objective) -> bool:
    """Does the seat meet the objective's condition now?"""
    return CONDITIONS[obj.kind](st, seat, obj)


# --- scoring ------------------------------------------------------------------------------------

def score(st: State, seat: int, which: str, obj: Objective, events: list[Event]) -> State:
    """Mark a fulfilled mission or goal at once (TS-10.1, TS-10.3, TS-10.4)."""
    me = st.seats[seat]
    if which == MISSION:
        me = replace(me, vp=me.vp + obj.vp, missions=me.missions + (obj.key,))
        events.append(Event("ts.mission_scored", {"seat": seat, "mission": obj.key,
                                                  "vp": obj.vp}))
    else:
        me = replace(me, vp=me.vp + obj.vp, goal=True)
        events.append(Event("ts.goal_scored", {"seat": seat, "goal": obj.key, "vp": obj.vp}))
    return with_seat(st, seat, me)


def _check(st: State, events: list[Event], seats: tuple[int, ...],
           wanted: Callable[[Objective], bool]) -> State:
    """Score every wanted objective met now, for each of `seats` (TS-10.5: several players
    at once all score)."""
    for seat in seats:
        for which, obj in objectives(st, seat):
            if wanted(obj) and is_met(st, seat, obj):
                st = score(st, seat, which, obj, events)
    return st


def _seats(st: State) -> tuple[int, ...]:
    """Every seat, in initiative order when there is one (the log's order)."""
    return st.initiative if len(st.initiative) == st.n else tuple(range(st.n))


def check_immediate(st: State, events: list[Event]) -> State:
    """TS-10.5: after every completed step, every seat's immediate missions and goals."""
    return _check(st, events, _seats(st),
                  lambda o: o.check == "immediate" and o.kind not in TURN_END_KINDS)


def check_red(st: State, events: list[Event]) -> State:
    """TS-10.6: goals "at the end of one of their red phases", just before the scoring."""
    return _check(st, events, _seats(st), lambda o: o.check == "end_of_red_phase")


def check_turn_end(st: State, events: list[Event]) -> State:
    """TS-24.1 Infestation: checked for the seat whose phase turn is ending."""
    if st.turn is None:
        return st
    return _check(st, events, (st.turn.seat,), lambda o: o.kind in TURN_END_KINDS)


def announce_goal(st: State, seat: int, events: list[Event]) -> State:
    """TS-2.13, TS-2.20: a player announces their faction goal as they finish their setup
    steps (not with missions_and_goals = off, nor in Exploration)."""
    if goals_active(st) and st.seats[seat].faction:
        events.append(Event("ts.goal_announced",
                            {"seat": seat, "goal": seat_goal(st, seat).key}))
    return st


def announce(st: State, events: list[Event]) -> State:
    """TS-2.20: the Mission cards of the factions in play are laid out."""
    cards = missions_in_play(st)
    if cards:
        events.append(Event("ts.missions_in_play",
                            {"mission": "/".join(m.key for m in cards)}))
    return st


scoring.CHECKS.append(check_immediate)
scoring.RED_CHECKS.append(check_red)
scoring.TURN_END.append(check_turn_end)
