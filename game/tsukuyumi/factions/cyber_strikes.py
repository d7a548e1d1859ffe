"""The Cybersamurai strikes: Kaneda, Missile strike and Tetsuo (TS-20.7–TS-20.11).

Two uses call them, both in a combat zone: the red (offensive) markers and Tetsuo through the
combat card C3 Strike from Orbit, the blue (defensive) markers and Tetsuo through the Defense
Matrix riposte (TS-20.3, TS-20.12; `cyber.py`). `options` lists the strikes ready for one use;
`offer` uses the only one at once or asks with the `orbital` prompt:

    orbital <k>              use strike k: 0 Kaneda, 1 Missile strike, 2 Tetsuo
    kaneda <uid> <q> <r>     Kaneda: push enemy unit uid to the adjacent zone (q, r)
    tetsuo <uid>             Tetsuo: the enemy unit that takes the 30 damage
    shield <uid>             Shield Drone: the unit of yours that takes damage another player
                             aimed at one of your units (the unit aimed at, or a Shield Drone)

Markers (TS-20.7): each marker and Tetsuo is used at most once per round; a use is an entry of
`Seat.used` (the marker's key, or "tetsuo"), which the end of the round clears — the markers
return — while under tetsuo_use = once_per_game `scoring._expire` keeps "tetsuo" in
`Seat.used_game` for good (TS-11.1 (4), TS-20.10).

- Kaneda (TS-20.8): the zone is closed to the Cybersamurai's enemies until the end of the
  round (`ZoneMarks.no_entry`, read by `geometry.can_step`), then the Cybersamurai push every
  enemy unit there (living combatants in a combat) one by one to an adjacent zone of their
  choice; a unit with no legal zone stays. Each push goes through `geometry.relocate`, so entry
  effects (Mines) apply; the pushes left wait in a `kaneda_next` continuation meanwhile.
- Missile strike (TS-20.9): the marker's damage (20), split by the Cybersamurai among the
  enemy owners with units there, each assigning its share; no riposte.
- Tetsuo (TS-20.10): the uplink's damage (30) to one enemy unit the Cybersamurai choose; the
  excess is lost.
- Shield Drone (TS-20.11): `chosen_damage` — when someone other than the Cybersamurai picks the
  Cybersamurai unit that takes damage, the Cybersamurai may give it to a Shield Drone in the same
  zone instead. Tetsuo goes through it, and events or legendary effects may too.

DECISIONS: a Missile strike or Tetsuo needs an enemy unit it can hit, Kaneda needs nothing
(the zone is closed anyway; TS-7.20). The red uses are part of C3's attack effect: their damage
counts for Protection and for the Surgical Strike (TS-7.26, TS-24.1); the blue ones are a
riposte and count for neither.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.board import neighbour_zones
from game.tsukuyumi.damage import (
    CONTINUATIONS,
    push_then,
    request_damage,
    split_damage,
    targets,
    who,
)
from game.tsukuyumi.engine import PromptHandler, pop, push, register_prompt
from game.tsukuyumi.geometry import can_step, relocate
from game.tsukuyumi.state import (
    EVERYONE,
    Coord,
    Prompt,
    State,
    Unit,
    marks_at,
    unit_by_id,
    with_marks,
    with_seat,
)

KANEDA, MISSILE, TETSUO = 0, 1, 2
STRIKES = ("kaneda", "missile_strike", "tetsuo")
"""The `orbital <k>` numbering (the event `ts.cyber.strike` names the marker key or "tetsuo")."""
TETSUO_USED = "tetsuo"
"""The `Seat.used` / `Seat.used_game` entry of Tetsuo (read by `scoring._expire`)."""
SHIELD_DRONE = "shield_drone"
"""The unit ability of TS-20.11."""

ORBITAL = "cyber_orbital"
PUSHES = "cyber_kaneda"
LASER = "cyber_laser"
SHIELD = "cyber_shield"
"""Prompt kinds."""
KINDS = {"orbital": 1, "kaneda": 3, "tetsuo": 1, "shield": 1}
"""Action kinds and arities (mirrored in `actions.ARITY`)."""


# --- what is ready (TS-20.3, TS-20.7, TS-20.10) --------------------------------------------------

def marker(kind: str, offensive: bool) -> data.CyberMarker:
    """The red (offensive) or blue (defensive) marker of a kind (TS-20.7)."""
    use = "offensive" if offensive else "defensive"
    return next(m for m in data.CYBER_MARKERS if m.kind == kind and m.use == use)


def tetsuo_uplink() -> data.Uplink:
    """The Tetsuo uplink (TS-20.6 U5)."""
    return next(u for u in data.UPLINKS.values() if u.effect == "tetsuo")


def marker_ready(st: State, seat: int, kind: str, offensive: bool) -> bool:
    """Is the marker's uplink installed and the marker unused this round (TS-20.7)?"""
    m = marker(kind, offensive)
    me = st.seats[seat]
    return m.uplink in me.uplinks and m.key not in me.used


def tetsuo_ready(st: State, seat: int) -> bool:
    """Is Tetsuo installed and not used up (TS-20.10)?"""
    me = st.seats[seat]
    return (tetsuo_uplink().key in me.uplinks and TETSUO_USED not in me.used
            and TETSUO_USED not in me.used_game)


def enemy_owners(st: State, seat: int, at: Coord) -> tuple[int, ...]:
    """The other owners with units a strike may reach in the zone (living combatants in the
    combat zone), the attacker then the defenders in a combat."""
    c = st.combat
    present = {u.owner for u in st.units if u.at == at and u.owner != seat}
    order = (c.attacker,) + c.defenders if c is not None and c.at == at else ()
    ordered = [o for o in order if o in present] + sorted(present - set(order))
    return tuple(o for o in ordered if targets(st, o, at))


def enemy_units(st: State, seat: int, at: Coord) -> tuple[Unit, ...]:
    """The enemy units a strike may reach in the zone."""
    ids = {uid for o in enemy_owners(st, seat, at) for uid in targets(st, o, at)}
    return tuple(u for u in st.units if u.uid in ids)


def options(st: State, seat: int, at: Coord, offensive: bool) -> tuple[int, ...]:
    """The strikes the seat may use in the zone now: red or blue Kaneda, red or blue Missile
    strike, Tetsuo (TS-20.3, TS-20.12; TS-7.20: one that cannot hit is not offered)."""
    hittable = bool(enemy_owners(st, seat, at))
    out = []
    if marker_ready(st, seat, "kaneda", offensive):
        out.append(KANEDA)
    if hittable and marker_ready(st, seat, "missile_strike", offensive):
        out.append(MISSILE)
    if hittable and tetsuo_ready(st, seat):
        out.append(TETSUO)
    return tuple(out)


# --- using one ---------------------------------------------------------------------------------

def offer(st: State, seat: int, at: Coord, offensive: bool, events: list[Event]) -> State:
    """Use a strike in the zone: the only one at once, else ask which (`orbital <k>`)."""
    ready = options(st, seat, at, offensive)
    if not ready:
        events.append(Event("ts.cyber.no_strike", {"seat": seat}))
        return st
    if len(ready) == 1:
        return use(st, seat, ready[0], at, offensive, events)
    return push(st, Prompt(seat, ORBITAL, (at[0], at[1], int(offensive))))


def use(st: State, seat: int, which: int, at: Coord, offensive: bool,
        events: list[Event]) -> State:
    """Spend the marker (or Tetsuo's use) and apply its effect in the zone."""
    key = TETSUO_USED if which == TETSUO else marker(STRIKES[which], offensive).key
    me = st.seats[seat]
    st = with_seat(st, seat, replace(me, used=me.used + (key,)))
    events.append(Event("ts.cyber.strike", {"seat": seat, "strike": key,
                                            "q": at[0], "r": at[1]}))
    if which == KANEDA:
        return kaneda(st, seat, at, events)
    if which == MISSILE:
        amount = marker("missile_strike", offensive).value
        return split_damage(st, seat, amount, enemy_owners(st, seat, at), at, events,
                            hit=offensive, attack=offensive)
    return tetsuo(st, seat, at, offensive, events)


def _orbital_legal(st: State, p: Prompt) -> list[Action]:
    q, r, offensive = p.data
    return [Action("orbital", (k,)) for k in options(st, p.seat, (q, r), bool(offensive))]


def _orbital_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _orbital_legal(st, p):
        raise IllegalAction("That strike is not ready.", "ts.illegal.strike")
    q, r, offensive = p.data
    return use(pop(st), p.seat, action.args[0], (q, r), bool(offensive), events)


# --- Kaneda (TS-20.8) ----------------------------------------------------------------------------

def kaneda(st: State, seat: int, at: Coord, events: list[Event]) -> State:
    """Close the zone to the seat's enemies for the round, then push them out one by one."""
    m = marks_at(st, at)  # a zone shut to everyone (M4's Defensive Perimeter) stays so
    st = with_marks(st, replace(m, no_entry=m.no_entry if m.no_entry == EVERYONE else seat))
    events.append(Event("ts.cyber.kaneda", {"seat": seat, "q": at[0], "r": at[1]}))
    return _kaneda_next(st, (seat, at[0], at[1]), events)


def push_actions(st: State, seat: int, at: Coord) -> list[Action]:
    """Every push left: an enemy unit and an adjacent zone it may enter (TS-6.16, TS-6.17)."""
    out = []
    for u in enemy_units(st, seat, at):
        out += [Action("kaneda", (u.uid, *nb)) for nb in neighbour_zones(st.board, at)
                if can_step(st, u, at, nb)]
    return out


def _kaneda_next(st: State, args: tuple[int, ...], events: list[Event]) -> State:
    seat, q, r = args
    if push_actions(st, seat, (q, r)):
        return push(st, Prompt(seat, PUSHES, (q, r)))
    return st


def _kaneda_legal(st: State, p: Prompt) -> list[Action]:
    q, r = p.data
    return push_actions(st, p.seat, (q, r))


def _kaneda_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _kaneda_legal(st, p):
        raise IllegalAction("That unit cannot be pushed there.", "ts.illegal.kaneda")
    q, r = p.data
    uid, tq, tr = action.args
    st = push_then(pop(st), p.seat, "kaneda_next", p.seat, q, r)
    unit = unit_by_id(st, uid)
    events.append(Event("ts.cyber.pushed", {**who(st, unit.owner), "unit_kind": unit.kind,
                                            "q": tq, "r": tr}))
    return relocate(st, (uid,), (tq, tr), p.seat, events)  # entry effects (TS-6.7)


# --- Tetsuo (TS-20.10) and the Shield Drone (TS-20.11) -------------------------------------------

TETSUO_HOOKS: list[Callable[[State, int, Coord, bool, list[Event]], State | None]] = []
"""Modules replacing Tetsuo's shot (TS-M4.5 Solar Laser): a state, or None for the usual."""


def tetsuo(st: State, seat: int, at: Coord, offensive: bool, events: list[Event]) -> State:
    """30 damage to one enemy unit the Cybersamurai choose (asked when there are several)."""
    for hook in TETSUO_HOOKS:
        instead = hook(st, seat, at, offensive, events)
        if instead is not None:
            return instead
    units = enemy_units(st, seat, at)
    if len(units) == 1:
        return fire_tetsuo(st, seat, units[0].uid, offensive, events)
    return push(st, Prompt(seat, LASER, (at[0], at[1], int(offensive))))


def fire_tetsuo(st: State, seat: int, uid: int, offensive: bool, events: list[Event]) -> State:
    """Tetsuo's damage on the chosen unit; the excess is lost."""
    unit = unit_by_id(st, uid)
    amount = tetsuo_uplink().value
    events.append(Event("ts.cyber.tetsuo", {**who(st, unit.owner), "seat": seat,
                                            "unit_kind": unit.kind, "amount": amount}))
    return chosen_damage(st, seat, uid, amount, events, attack=offensive, hit=offensive)


def _laser_legal(st: State, p: Prompt) -> list[Action]:
    q, r, _ = p.data
    return [Action("tetsuo", (u.uid,)) for u in enemy_units(st, p.seat, (q, r))]


def _laser_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _laser_legal(st, p):
        raise IllegalAction("Tetsuo can hit only an enemy unit in the zone.",
                            "ts.illegal.tetsuo")
    return fire_tetsuo(pop(st), p.seat, action.args[0], bool(p.data[2]), events)


def shield_drones(st: State, unit: Unit) -> tuple[int, ...]:
    """The other Shield Drones of the unit's owner in its zone that can take damage."""
    return tuple(uid for uid in targets(st, unit.owner, unit.at) if uid != unit.uid
                 and data.UNIT_BY_KEY[unit_by_id(st, uid).kind].has(SHIELD_DRONE))


def chosen_damage(st: State, chooser: int, uid: int, amount: int, events: list[Event], *,
                  attack: bool = False, hit: bool = False) -> State:
    """`amount` on one unit `chooser` picked (the owner does not choose, TS-20.10); when the
    owner is not the chooser and has a Shield Drone beside it, the owner may send the damage
    to the drone instead (TS-20.11)."""
    unit = unit_by_id(st, uid)
    if unit.owner >= 0 and unit.owner != chooser and shield_drones(st, unit):
        return push(st, Prompt(unit.owner, SHIELD, (uid, amount, int(attack), int(hit))))
    return request_damage(st, unit.owner, amount, (uid,), unit.at, events,
                          assigner=chooser if unit.owner < 0 else unit.owner,
                          attack=attack, hit=hit)


def _shield_legal(st: State, p: Prompt) -> list[Action]:
    unit = unit_by_id(st, int(p.data[0]))
    return [Action("shield", (x,)) for x in (unit.uid, *shield_drones(st, unit))]


def _shield_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _shield_legal(st, p):
        raise IllegalAction("Only the unit aimed at or a Shield Drone beside it can take "
                            "this damage.", "ts.illegal.shield")
    uid, amount, attack, hit = (int(x) for x in p.data)
    st = pop(st)
    target = unit_by_id(st, action.args[0])
    if target.uid != uid:
        events.append(Event("ts.cyber.shielded", {"seat": p.seat, "unit_kind":
                                                  unit_by_id(st, uid).kind}))
    return request_damage(st, target.owner, amount, (target.uid,), target.at, events,
                          assigner=target.owner, attack=bool(attack), hit=bool(hit))


register_prompt(ORBITAL, PromptHandler(_orbital_legal, _orbital_apply))
register_prompt(PUSHES, PromptHandler(_kaneda_legal, _kaneda_apply))
register_prompt(LASER, PromptHandler(_laser_legal, _laser_apply))
register_prompt(SHIELD, PromptHandler(_shield_legal, _shield_apply))
CONTINUATIONS["kaneda_next"] = _kaneda_next
