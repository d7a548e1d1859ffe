"""The Seigneurs Sangliers / Boarlords (TS-23): the Boarriors' Terraformings and their effects.

Terraforming markers (TS-23.9): a finite supply — 10 Tunnel, 10 Cover, 10 Fortress, 5 Barricade
(`data.SUPPLY_BY_KEY`); markers on the board are out of the supply. A Boarrior places zone
markers (Cover, Fortress) on its own zone and edge markers (Tunnel, Barricade) on one of its
zone's 6 edges (`board.place_edge_marker`). A marker never replaces another: an edge marker
only goes on an edge without any edge marker (Barrier, Passage, Tunnel, Barricade); Fortresses
stop at 2 per zone (TS-23.12). Placed markers never move. DECISIONS: zone markers never go on a
start zone (start zones hold no markers, TS-2.15, like Eggs and Mines), edge markers only on an
edge shared with another zone (on the board's rim they would do nothing).

Who places (TS-23.4, TS-23.5, rule flag `boarrior_terraform_source`):

- faction_effect (default): the Faction effect (code F) `terraform` opens a placing session
  (the `terraform` prompt): `terra <uid> <m>`, `terra_edge <uid> <m> <d>`, `terra_done`;
- every_blue_phase: each Boarrior's own unit-granted action in every blue phase, whatever the
  card (TS-4.6): the same `terra` / `terra_edge` actions in the turn; the Faction effect then
  adds nothing.

In both modes each Boarrior places at most 2 markers per round (its `terraform:2` ability;
counted in `Seat.used` as "terraform:<uid>", reset at the round's end).

What the markers do: Tunnel and Barricade are read by `board.is_blocked` and `movement`
(TS-23.10, TS-23.13); Cover is a `damage.REDUCTIONS` hook: in each combat in its zone, the first
10 damage per Cover dealt to Boarlords units there is ignored, before assignment (TS-23.11; the
amount used is the combat tally "cover"); Fortress is a `combat_base.ZONE_BONUSES` hook: +10 per
Fortress (at most 2) against every non-Boarlords attacker while the zone holds the Boarlords'
territory marker or Boarlords units (TS-23.12). The Boarlords' combat rules (Displacement, B3,
B4) are in `boarlords_combat.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.board import EDGE_MARKERS, edge_key, has_marker, neighbours, place_edge_marker
from game.tsukuyumi.combat_base import ZONE_BONUSES, tally, with_tally
from game.tsukuyumi.damage import REDUCTIONS
from game.tsukuyumi.engine import (
    GRANTED,
    CodeHandler,
    PromptHandler,
    consume,
    pop,
    push,
    register_prompt,
)
from game.tsukuyumi.factions import register_effect
from game.tsukuyumi.state import Coord, Prompt, State, Unit, marks_at, with_marks, with_seat
from game.tsukuyumi.zones import zone

FACTION = "boarlords"
TERRAFORMS = ("tunnel", "cover", "fortress", "barricade")
"""The four Terraformings, numbered as in the `terra` actions (TS-23.9)."""
ZONE_MARKERS = ("cover", "fortress")
EDGE_KINDS = ("tunnel", "barricade")
TERRAFORM = "terraform"
"""The Faction effect's action, its placing prompt and the Boarriors' granted action."""
ABILITY = "terraform"
"""The Boarrior's ability: markers it may place per round (TS-23.1, TS-23.5)."""
FLAG = "boarrior_terraform_source"
COVER_TALLY = "cover"
"""The combat tally of the damage Cover has ignored so far (TS-23.11)."""


def boar_seat(st: State) -> int | None:
    """The Boarlords' seat, if they play."""
    return next((i for i, s in enumerate(st.seats) if s.faction == FACTION), None)


def is_boarlords(st: State, seat: int) -> bool:
    """Does `seat` play the Boarlords?"""
    return 0 <= seat < st.n and st.seats[seat].faction == FACTION


def every_blue_phase(st: State) -> bool:
    """Rule flag TS-23.5: the Boarriors' own action in every blue phase?"""
    return st.option(FLAG, "faction_effect") == "every_blue_phase"


# --- supply and placements (TS-23.9) -----------------------------------------------------------

def supply_left(st: State, kind: str) -> int:
    """Markers of a kind still in the supply (TS-23.9)."""
    if kind == "tunnel":
        placed = len(st.board.tunnels)
    elif kind == "barricade":
        placed = len(st.board.barricades)
    else:
        placed = sum(getattr(m, kind) for m in st.marks)
    return max(0, data.SUPPLY_BY_KEY[kind].count - placed)


QUOTA_HOOKS: list[Callable[[State, Unit], int]] = []
"""Modules raising a Boarrior's quota this round (TS-M4.5 Dig for the Mother: 3)."""
DOUBLE_HOOKS: list[Callable[[State], bool]] = []
"""Modules making each Cover and Fortress count twice (TS-M4.5 In the Trenches)."""


def _times(st: State) -> int:
    """2 while a module doubles Cover and Fortress, else 1."""
    return 2 if any(hook(st) for hook in DOUBLE_HOOKS) else 1


def markers_left(st: State, unit: Unit) -> int:
    """Markers this Boarrior may still place this round (2, TS-23.5)."""
    quota = max([data.UNIT_BY_KEY[unit.kind].ability_value(ABILITY)]
                + [hook(st, unit) for hook in QUOTA_HOOKS])
    return max(0, quota - st.seats[unit.owner].used.count(f"{ABILITY}:{unit.uid}"))


def _free_edge(st: State, at: Coord, d: int) -> bool:
    """An edge shared with another zone and carrying no edge marker (TS-23.9)."""
    if zone(st, neighbours(at)[d]) is None:
        return False
    key = edge_key(at, d)
    return not any(has_marker(st.board, kind, key) for kind in EDGE_MARKERS)


def placements(st: State, seat: int) -> list[Action]:
    """Every marker the seat's Boarriors may place now, Boarrior by Boarrior."""
    out: list[Action] = []
    for u in sorted(st.units, key=lambda u: u.uid):
        if u.owner != seat or not data.UNIT_BY_KEY[u.kind].has(ABILITY) or not markers_left(st, u):
            continue
        z = zone(st, u.at)
        if z is not None and z.kind != "start":
            m = marks_at(st, u.at)
            if supply_left(st, "cover"):
                out.append(Action("terra", (u.uid, TERRAFORMS.index("cover"))))
            limit = data.SUPPLY_BY_KEY["fortress"].per_zone
            if supply_left(st, "fortress") and (not limit or m.fortress < limit):
                out.append(Action("terra", (u.uid, TERRAFORMS.index("fortress"))))
        for kind in EDGE_KINDS:
            if supply_left(st, kind):
                out += [Action("terra_edge", (u.uid, TERRAFORMS.index(kind), d))
                        for d in range(6) if _free_edge(st, u.at, d)]
    return out


def place(st: State, seat: int, action: Action, events: list[Event]) -> State:
    """Put one Terraforming down (legality is the caller's) and count it for its Boarrior."""
    uid, k = action.args[0], action.args[1]
    unit = next(u for u in st.units if u.uid == uid)
    kind = TERRAFORMS[k]
    at = unit.at
    if action.kind == "terra":
        m = marks_at(st, at)
        st = with_marks(st, replace(m, **{kind: getattr(m, kind) + 1}))
        events.append(Event("ts.boar.terraform", {"seat": seat, "marker": kind,
                                                  "q": at[0], "r": at[1]}))
    else:
        d = action.args[2]
        st = replace(st, board=place_edge_marker(st.board, kind, edge_key(at, d)))
        to = neighbours(at)[d]
        events.append(Event("ts.boar.terraform_edge", {"seat": seat, "marker": kind,
                                                       "q": at[0], "r": at[1],
                                                       "to_q": to[0], "to_r": to[1]}))
    me = st.seats[seat]
    return with_seat(st, seat, replace(me, used=me.used + (f"{ABILITY}:{uid}",)))


def _check(st: State, seat: int, action: Action) -> None:
    if action not in placements(st, seat):
        raise IllegalAction("That Boarrior cannot place that marker there now.",
                            "ts.illegal.terraform")


# --- the Faction effect (TS-23.4, TS-23.5 faction_effect) --------------------------------------

def effect_legal(st: State, seat: int, value: int) -> list[Action]:
    """`terraform` when the Faction effect places markers and some Boarrior can."""
    if (not is_boarlords(st, seat) or every_blue_phase(st) or st.pending
            or not placements(st, seat)):
        return []
    return [Action(TERRAFORM)]


def effect_apply(st: State, seat: int, action: Action, events: list[Event]) -> State:
    """Use the F icon and open the placing session."""
    if action not in effect_legal(st, seat, 1):
        raise IllegalAction("Your Boarriors cannot terraform now.", "ts.illegal.terraform")
    st = consume(st, "F")
    events.append(Event("ts.boar.terraforming", {"seat": seat}))
    return push(st, Prompt(seat, TERRAFORM, (seat,)))


def _session_legal(st: State, p: Prompt) -> list[Action]:
    return placements(st, int(p.data[0])) + [Action("terra_done")]


def _session_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    seat = int(p.data[0])
    if action.kind == "terra_done":
        return pop(st)
    _check(st, seat, action)
    st = place(st, seat, action, events)
    return st if placements(st, seat) else pop(st)


# --- the Boarriors' own action (TS-23.5 every_blue_phase, TS-4.6) ------------------------------

def granted_legal(st: State, seat: int, _value: int) -> list[Action]:
    """With every_blue_phase: each placement is an action of the blue-phase turn."""
    turn = st.turn
    if (not every_blue_phase(st) or not is_boarlords(st, seat) or turn is None
            or turn.seat != seat or st.pending):
        return []
    return placements(st, seat)


def granted_apply(st: State, seat: int, action: Action, events: list[Event]) -> State:
    """Place one marker (TS-23.5)."""
    if action not in granted_legal(st, seat, 0):
        raise IllegalAction("That Boarrior cannot place that marker there now.",
                            "ts.illegal.terraform")
    return place(st, seat, action, events)


# --- Cover and Fortress (TS-23.11, TS-23.12) ---------------------------------------------------

def cover_reduction(st: State, victim: int, at: Coord, amount: int,
                    events: list[Event]) -> tuple[State, int]:
    """In a combat in a zone with Cover, its first 10 damage per Cover to the Boarlords there
    is ignored (TS-23.11)."""
    c = st.combat
    if c is None or c.at != at or amount <= 0 or not is_boarlords(st, victim):
        return st, amount
    pool = (marks_at(st, at).cover * data.SUPPLY_BY_KEY["cover"].value * _times(st)
            - tally(st, COVER_TALLY))
    cut = min(amount, pool)
    if cut <= 0:
        return st, amount
    events.append(Event("ts.boar.cover", {"seat": victim, "amount": cut, "q": at[0],
                                          "r": at[1]}))
    return with_tally(st, COVER_TALLY, tally(st, COVER_TALLY) + cut), amount - cut


def fortress_bonus(st: State, at: Coord, attacker: int) -> int:
    """+10 per Fortress (at most 2) against a non-Boarlords attacker while the zone holds the
    Boarlords' territory marker or units (TS-23.12, TS-7.6)."""
    m = marks_at(st, at)
    if not m.fortress:  # first: the bots' ratings ask this of every zone
        return 0
    boar = boar_seat(st)
    if boar is None or attacker == boar:
        return 0
    # TS-7.9: units destroyed earlier in this zone's combat no longer hold it for a conquest
    gone = st.combat.destroyed if st.combat is not None and st.combat.at == at else ()
    if m.owner != boar and not any(u.owner == boar and u.at == at and u.uid not in gone
                                   for u in st.units):
        return 0
    spec = data.SUPPLY_BY_KEY["fortress"]
    return spec.value * (min(m.fortress, spec.per_zone) if spec.per_zone else m.fortress) \
        * _times(st)


REDUCTIONS.append(cover_reduction)
ZONE_BONUSES.append(fortress_bonus)
register_prompt(TERRAFORM, PromptHandler(_session_legal, _session_apply))
GRANTED[TERRAFORM] = (("blue",), CodeHandler(granted_legal, granted_apply,
                                             ("terra", "terra_edge")))
register_effect(FACTION, CodeHandler(effect_legal, effect_apply, (TERRAFORM,)))
