"""Module 1, Objectifs alternatifs — alternative objectives (TS-M1).

Each player receives the alternative objective card of their faction (TS-M1.1, the data of
`data/m1_objectives.json`) and, as they finish their setup steps and announce their goal
(TS-2.13, TS-2.20, TS-2.22), chooses in the open which of the two they pursue (TS-M1.2
DECISION): the prompt `objective`, answered with

    objective <k>               0: keep the faction goal, 1: pursue the alternative objective
                                (TS-M1.2)

The choice is final. The alternative then stands in for the goal everywhere (`goals.
seat_goal`): it is announced, checked after every step (TS-10.5) and scores its VP once, at
once (TS-M1.3). The module plays no part where faction goals are not used: Exploration
(TS-12.4, TS-M1.4), missions_and_goals = off (DECISION: there is no goal to replace) and two
players (TS-M1.4, TS-13.8) — `goals.goals_active` says where they are.

The conditions of the base factions' cards (TS-M1.5):
- Target Acquisition: the seat's marker on `count` Mission cards;
- Flesh for the Swarm: `count` enemy units, the Oni included, destroyed by the seat in one
  round, its own losses not counted; a unit is destroyed by a seat (TS-M1.6 DECISION) when its
  attack effects, its ripostes or an event it played destroy it — read at the moment of the
  kill (`damage.ON_KILL`): in a combat, a unit not the attacker's falls to the attacker and an
  attacker's unit to the defender whose riposte is resolving; outside a combat, to the seat
  whose turn it is (the event's player). The count is public, kept per round (`Seat.kills`);
- Conquest: `count` zones controlled at the same time (the goals' `control_zones`);
- Sacred Ritual: every figure of each unit kind of `targets` on the board at once.
"""

from __future__ import annotations

from dataclasses import replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import data, goals, modules
from game.tsukuyumi.actions import Action, add_kinds
from game.tsukuyumi.damage import ON_KILL
from game.tsukuyumi.data import Objective
from game.tsukuyumi.datafile import FACTION_KEYS, load, records
from game.tsukuyumi.engine import PromptHandler, pop, push, register_prompt
from game.tsukuyumi.state import ONI, Prompt, State, Unit, with_seat
from game.tsukuyumi.zones import controlled

KEY = "m1"
DATA_FILE = "m1_objectives.json"
OBJECTIVE = "objective"
"""The prompt of a seat's choice (TS-M1.2)."""
KEEP, ALTERNATIVE = 0, 1
KINDS = ("missions_scored", "enemy_kills_in_round", "control_zones", "all_figures_on_board")
"""The conditions of `m1_objectives.json` (its header says what each reads)."""


def _load() -> dict[str, Objective]:
    """The alternative objectives by faction, checked (one per base faction)."""
    raw = load(DATA_FILE)
    out: dict[str, Objective] = {}
    for r in records(raw, "objectives", DATA_FILE):
        kind = r.text("kind", KINDS)
        targets = r.texts("targets", tuple(data.UNIT_BY_KEY) if kind ==
                          "all_figures_on_board" else ())
        obj = Objective(r.text("key"), r.text("faction", FACTION_KEYS), r.integer("vp", 1),
                        kind, r.integer("count", 1), targets, r.text("check", ("immediate",)),
                        *r.source())
        if obj.faction in out:
            raise r.fail(f"{obj.faction} has two alternative objectives")
        if obj.key in data.GOALS or obj.key in data.MISSIONS:
            raise r.fail(f"{obj.key!r} is already a goal or mission key")
        out[obj.faction] = obj
    if sorted(out) != sorted(FACTION_KEYS):
        raise ValueError(f"{DATA_FILE}: one alternative objective per base faction")
    return out


ALTERNATIVE_OF: dict[str, Objective] = _load()
"""The alternative objective card of each base faction (TS-M1.1, TS-M1.5)."""


def in_play(st: State) -> bool:
    """Is the module on, with faction goals in use (TS-M1.4)?"""
    return modules.is_on(st, KEY) and goals.goals_active(st)


# --- the conditions (TS-M1.5) -------------------------------------------------------------------

def on_board(st: State, seat: int, kind: str) -> int:
    """The seat's figures of a unit kind on the board."""
    return sum(1 for u in st.units if u.owner == seat and u.kind == kind)


def kills_this_round(st: State, seat: int) -> int:
    """Enemy units the seat has destroyed this round (TS-M1.6)."""
    rnd, count = st.seats[seat].kills
    return count if rnd == st.round else 0


def counts(st: State, seat: int, obj: Objective) -> tuple[int, int]:
    """(done, needed) towards an alternative objective: what the table shows."""
    me = st.seats[seat]
    if obj.kind == "missions_scored":
        return len(me.missions), obj.count
    if obj.kind == "enemy_kills_in_round":
        return kills_this_round(st, seat), obj.count
    if obj.kind == "control_zones":
        return len(controlled(st, seat)), obj.count
    need = sum(data.UNIT_BY_KEY[k].figures for k in obj.targets)
    return sum(min(on_board(st, seat, k), data.UNIT_BY_KEY[k].figures) for k in obj.targets), need


def progress(st: State, seat: int, obj: Objective) -> float:
    """How far the seat is towards an alternative objective, 0 … 1 (the bots' value)."""
    done, need = counts(st, seat, obj)
    return min(1.0, done / need) if need else 1.0


goals.CONDITIONS.update({
    # Target Acquisition: own marker on `count` Mission cards
    "missions_scored": lambda st, s, o: len(st.seats[s].missions) >= o.count,
    # Flesh for the Swarm: `count` enemy units destroyed this round (TS-M1.6)
    "enemy_kills_in_round": lambda st, s, o: kills_this_round(st, s) >= o.count,
    # Sacred Ritual: every figure of each kind of `targets` on the board at once
    "all_figures_on_board": lambda st, s, o: all(
        on_board(st, s, k) >= data.UNIT_BY_KEY[k].figures for k in o.targets),
})
goals.ALTERNATIVES.update({o.key: o for o in ALTERNATIVE_OF.values()})


# --- who destroyed a unit (TS-M1.6) -------------------------------------------------------------

def destroyer(st: State, victim: Unit) -> int | None:
    """The seat (or ONI) that destroyed `victim` now, by TS-M1.6's DECISION; None when no one
    did by an attack, a riposte or an event (see the module docstring). Damage that says who
    deals it (Mines, an event's) is that seat's, in a combat or not (`damage.current_dealer`)."""
    from game.tsukuyumi.damage import current_dealer

    dealer = current_dealer()
    if dealer is not None:
        return dealer
    c = st.combat
    if c is not None:
        if victim.owner != c.attacker:
            return c.attacker
        if c.stage == "ripostes" and c.riposted:
            return c.riposted[-1]
        return None
    return st.turn.seat if st.turn is not None else None


def _count_kill(st: State, victim: Unit, events: list[Event]) -> State:
    """An enemy unit destroyed by a seat adds to that seat's count of the round (public)."""
    if not modules.is_on(st, KEY):
        return st
    seat = destroyer(st, victim)
    if seat is None or seat < 0 or seat == ONI or seat == victim.owner:
        return st
    me = st.seats[seat]
    count = kills_this_round(st, seat) + 1
    return with_seat(st, seat, replace(me, kills=(st.round, count)))


ON_KILL.append(_count_kill)


# --- the choice (TS-M1.2) -----------------------------------------------------------------------

def _seat_ready(st: State, seat: int, events: list[Event]) -> State:
    """A seat finishing its setup steps chooses its objective before announcing it."""
    if not in_play(st) or not st.seats[seat].faction:
        return st
    return push(st, Prompt(seat, OBJECTIVE))


def _legal(st: State, p: Prompt) -> list[Action]:
    return [Action(OBJECTIVE, (KEEP,)), Action(OBJECTIVE, (ALTERNATIVE,))]


def _apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _legal(st, p):
        raise IllegalAction("Keep your faction goal (0) or take the alternative objective (1).",
                            "ts.illegal.m1_choice")
    me = st.seats[p.seat]
    st = pop(st)
    if action.args[0] == ALTERNATIVE:
        alt = ALTERNATIVE_OF[me.faction]
        st = with_seat(st, p.seat, replace(me, objective=alt.key))
        events.append(Event("ts.m1.chosen", {"seat": p.seat, "goal": alt.key,
                                             "instead_goal": data.goal_of(me.faction).key}))
    return st


register_prompt(OBJECTIVE, PromptHandler(_legal, _apply))
add_kinds({OBJECTIVE: 1}, '''
    objective <k>               M1: 0 keep your faction goal, 1 pursue your alternative
                                objective (TS-M1.2)
''')
modules.register(modules.Module(
    KEY, "TS-M1",
    reconstructed=lambda: any(o.is_reconstructed for o in ALTERNATIVE_OF.values()),
    seat_ready=_seat_ready))

__all__ = ["ALTERNATIVE", "ALTERNATIVE_OF", "KEEP", "OBJECTIVE", "counts", "destroyer",
           "in_play", "kills_this_round", "progress"]
