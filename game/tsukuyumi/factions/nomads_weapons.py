"""The Nomads' Weapons in combat (TS-22.8) and their cards N3 Hit and Run, N4 Guerrilla Raid
(TS-22.12).

Weapons (`combat_base.DAMAGE_BONUSES["weapons"]`): when the Nomads deal damage in a combat — an
Annihilation attack of a card listing `weapons` (N2, N3), the N4 volley, a Counter-attack —
they are asked, before the damage is dealt, which Weapons of their pool to fire:

    arm <w>         fire one Weapon of kind w (`data.WEAPONS`: 0 Pistol, 1 Machine gun,
                    2 Grenade): its value is added to the damage; it returns to the supply
    arm_done        fire no more

At most one Weapon per non-Dog Nomads combatant in the whole combat (the count is a combat
tally; Dogs cannot use Weapons, TS-22.1); at least one Nomads unit takes part, since only
combatants count. The prompt is not opened when no Weapon can be fired.

N3 Hit and Run, attack step `move_after:<n>`: after the card's Annihilation, every living
Nomads combatant may move up to n zones, one zone at a time, never back into the combat zone
(an exception to TS-4.9, TS-3.10); the units that leave are out of the combat (TS-7.22).
DECISION (TS-42.3 lists the card's moves among its post-effects, before the ripostes): the move
comes before the ripostes, so a unit that runs cannot be hit by a Counter-attack.

    hitrun <uid> <q> <r>    move unit uid one zone to (q, r) (barriers, "no entry", TS-6.16)
    hitrun_done             move no more

N4 Guerrilla Raid, attack step `weapon_volley` (after its conquest): damage equal to the
values of the Weapons fired for it (unit attack not added), dealt like an attack effect to the
defenders with living units; no defender, no volley.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.board import neighbour_zones
from game.tsukuyumi.combat import deal_attack_damage
from game.tsukuyumi.combat_base import (
    ATTACK_STEPS,
    DAMAGE_BONUSES,
    DamageBonus,
    StepHandler,
    add_bonus,
    alive,
    combatants,
    current,
    tally,
    update,
    with_tally,
)
from game.tsukuyumi.damage import CONTINUATIONS, push_then
from game.tsukuyumi.engine import PromptHandler, pop, push, register_prompt
from game.tsukuyumi.geometry import can_step, relocate
from game.tsukuyumi.state import Prompt, State, unit_by_id, with_seat

NOMADS = "nomads"
NO_WEAPONS = "no_weapons"
"""The Dog's ability (TS-22.1)."""
FIRED = "weapons"
"""The combat tally of Weapons fired by the Nomads in this combat."""
ARM = "nomads_arm"
HITRUN = "nomads_hitrun"
"""Prompt kinds."""
KINDS = {"arm": 1, "arm_done": 0, "hitrun": 3, "hitrun_done": 0}
"""Action kinds and arities (mirrored in `actions.ARITY`)."""


# --- Weapons (TS-22.8) ---------------------------------------------------------------------------

SLOT_HOOKS: list[Callable[[State, int], int]] = []
"""Modules adding Weapon slots in the current combat (TS-M4.5 All Guns Blazing!)."""
KEEP_HOOKS: list[Callable[[State, int], bool]] = []
"""Modules keeping fired Weapons in the pool in the current combat (TS-M4.5 Reload!)."""
FIRED_HOOKS: list[Callable[[State, int], State]] = []
"""Run after a Weapon is fired: a module ties its "one combat" effect to this combat."""

def weapon_slots(st: State, seat: int) -> int:
    """Weapons the seat may still fire in this combat: one per non-Dog combatant (destroyed
    ones included, as in a Counter-attack, TS-7.23), less those fired."""
    units = combatants(st, seat)
    return sum(1 for u in units if not data.UNIT_BY_KEY[u.kind].has(NO_WEAPONS)) \
        - tally(st, FIRED) + sum(hook(st, seat) for hook in SLOT_HOOKS)


def can_fire(st: State, dealer: int, purpose: str = "attack") -> bool:
    """May the dealer add a Weapon to the damage being prepared?"""
    return (dealer >= 0 and st.seats[dealer].faction == NOMADS
            and bool(st.seats[dealer].weapons) and weapon_slots(st, dealer) > 0)


def _prepare(st: State, dealer: int, purpose: str, events: list[Event]) -> State:
    return push(st, Prompt(dealer, ARM, ()))


def _arm_legal(st: State, p: Prompt) -> list[Action]:
    pool = st.seats[p.seat].weapons
    out = []
    if weapon_slots(st, p.seat) > 0:
        out = [Action("arm", (k,)) for k, w in enumerate(data.WEAPONS) if w.key in pool]
    return out + [Action("arm_done")]


def _arm_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _arm_legal(st, p):
        raise IllegalAction("You cannot fire that Weapon now.", "ts.illegal.arm")
    if action.kind == "arm_done":
        return pop(st)
    weapon = data.WEAPONS[action.args[0]]
    me = st.seats[p.seat]
    pool = list(me.weapons)
    if not any(hook(st, p.seat) for hook in KEEP_HOOKS):
        pool.remove(weapon.key)  # used: back to the supply (TS-22.8)
    st = with_seat(st, p.seat, replace(me, weapons=tuple(pool)))
    for hook in FIRED_HOOKS:
        st = hook(st, p.seat)
    st = with_tally(add_bonus(st, weapon.bonus), FIRED, tally(st, FIRED) + 1)
    events.append(Event("ts.nomads.fired", {"seat": p.seat, "weapon": weapon.key,
                                            "amount": weapon.bonus}))
    return st if can_fire(st, p.seat) else pop(st)


# --- N3 Hit and Run: move_after (TS-22.12) -------------------------------------------------------

def _moves(st: State, seat: int, limit: int, steps: dict[int, int]) -> list[Action]:
    """One-zone moves of the attacker's living combatants with steps left, never into the
    combat zone."""
    c = current(st)
    out = []
    for u in st.units:
        if (u.owner != seat or u.uid not in c.combatants or u.uid in c.destroyed
                or steps.get(u.uid, 0) >= limit):
            continue
        out += [Action("hitrun", (u.uid, *nb)) for nb in neighbour_zones(st.board, u.at)
                if nb != c.at and can_step(st, u, u.at, nb)]
    return out


def _unpack(data_: tuple[int, ...]) -> tuple[int, dict[int, int]]:
    limit, *rest = (int(x) for x in data_)
    return limit, {rest[i]: rest[i + 1] for i in range(0, len(rest), 2)}


def _pack(limit: int, steps: dict[int, int]) -> tuple[int, ...]:
    return (limit, *(x for uid in sorted(steps) for x in (uid, steps[uid])))


def _hitrun_next(st: State, args: tuple[int, ...], events: list[Event]) -> State:
    seat, *rest = args
    limit, steps = _unpack(tuple(rest))
    if _moves(st, seat, limit, steps):
        return push(st, Prompt(seat, HITRUN, _pack(limit, steps)))
    return st


def _move_after_step(st: State, arg: str, events: list[Event]) -> State:
    c = current(st)
    if c.attacker < 0:
        return st
    return _hitrun_next(st, (c.attacker, int(arg) if arg else 1), events)


def _hitrun_legal(st: State, p: Prompt) -> list[Action]:
    limit, steps = _unpack(p.data)
    return _moves(st, p.seat, limit, steps) + [Action("hitrun_done")]


def _hitrun_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _hitrun_legal(st, p):
        raise IllegalAction("That unit cannot move there.", "ts.illegal.hitrun")
    st = pop(st)
    if action.kind == "hitrun_done":
        return st
    uid, q, r = action.args
    limit, steps = _unpack(p.data)
    steps[uid] = steps.get(uid, 0) + 1
    st = push_then(st, p.seat, "hitrun_next", p.seat, *_pack(limit, steps))
    events.append(Event("ts.nomads.hitrun", {"seat": p.seat, "unit_kind":
                                             unit_by_id(st, uid).kind, "q": q, "r": r}))
    return relocate(st, (uid,), (q, r), p.seat, events)  # entry effects (TS-6.7)


# --- N4 Guerrilla Raid: weapon_volley (TS-22.12) -------------------------------------------------

def _volley_step(st: State, arg: str, events: list[Event]) -> State:
    c = current(st)
    if c.attacker < 0 or not any(alive(st, d) for d in c.defenders):
        return st
    if not can_fire(st, c.attacker):
        events.append(Event("ts.nomads.no_volley", {"seat": c.attacker}))
        return st
    st = push_then(st, c.active, "nomads_volley")
    return _prepare(st, c.attacker, "attack", events)


def _volley_deal(st: State, args: tuple[int, ...], events: list[Event]) -> State:
    amount = current(st).bonus
    st = update(st, bonus=0)
    if amount <= 0:
        return st
    events.append(Event("ts.nomads.volley", {"seat": current(st).attacker, "amount": amount}))
    return deal_attack_damage(st, amount, events)


DAMAGE_BONUSES["weapons"] = DamageBonus(can_fire, _prepare)
ATTACK_STEPS["move_after"] = StepHandler(_move_after_step)
ATTACK_STEPS["weapon_volley"] = StepHandler(_volley_step)
CONTINUATIONS["hitrun_next"] = _hitrun_next
CONTINUATIONS["nomads_volley"] = _volley_deal
register_prompt(ARM, PromptHandler(_arm_legal, _arm_apply))
register_prompt(HITRUN, PromptHandler(_hitrun_legal, _hitrun_apply))
