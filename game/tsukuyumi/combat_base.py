"""The open combat's record and the plug-in points of the combat rules (TS-7, TS-42.3).

A combat lives in `State.combat` from its declaration to the removal of its casualties. This
module reads it (combatants, living units, the card), computes conquest values (TS-7.5,
TS-7.6, TS-42.8) and holds the registries the factions plug into:

- `ATTACK_STEPS[name]` — a `StepHandler` for an attack step of the combat cards
  (`combat_cards.json` "attack"). `run(st, arg, events) -> State` is called with the combat
  open (`st.combat`), the step's argument text ('' when it has none) and the events list; it
  may change the state and push prompts (they are answered before the next step). Timing
  "attack" runs in card order before the ripostes, "after_ripostes" after them (D4's Eggs).
  The base registers `conquest` and `annihilation`; a faction step uses the helpers here and in
  `combat.py` (`resolve_conquest`, `deal_attack_damage`) and `damage.py`.
- `ZONE_BONUSES` — extra zone bonus against an attacker (Fortress, TS-23.12).
- `DAMAGE_BONUSES[key]` — a damage source a card or a counter-attack may add (Weapons TS-22.8,
  Targeting Array U8): `possible(st, dealer, purpose)` and `prepare(st, dealer, purpose,
  events)`, which may push prompts and adds its amount with `add_bonus`; purpose is "attack"
  (only the keys the attacker's card lists) or "counter" (every key; each hook checks the
  dealer's faction).
- `DEFENSIVE_ACTIONS[faction]` — the Defensive action riposte (TS-7.25): `can_apply(st,
  defender)` (TS-7.20) and `apply(st, defender, events)`.
- `COMBAT_END` — run at the end of a combat, after the removal (TS-7.31).
- `DECLARE_CHECKS` — faction conditions on declaring a card: `(st, attacker, zone, card) ->
  IllegalAction | None` (C3 needs an offensive uplink ready, TS-20.12).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import cards, data
from game.tsukuyumi.state import ONI, Combat, Coord, State, Unit, marks_at
from game.tsukuyumi.zones import zone

ENTRENCH = 15
"""E16 Retranchement: +15 conquest to the entrenched seat's units when defending (TS-31.2)."""


@dataclass(frozen=True)
class StepHandler:
    """An attack step of a combat card (see the module docstring)."""

    run: Callable[[State, str, list[Event]], State]
    timing: str = "attack"
    """attack | after_ripostes"""


@dataclass(frozen=True)
class DamageBonus:
    """A damage source added to an attack or a counter-attack (TS-7.11, TS-7.23)."""

    possible: Callable[[State, int, str], bool]
    prepare: Callable[[State, int, str, list[Event]], State]


@dataclass(frozen=True)
class DefensiveAction:
    """A faction's Defensive action riposte (TS-7.25)."""

    can_apply: Callable[[State, int], bool]
    apply: Callable[[State, int, list[Event]], State]


ATTACK_STEPS: dict[str, StepHandler] = {}
ZONE_BONUSES: list[Callable[[State, Coord, int], int]] = []
"""(state, zone, attacker owner) -> extra zone bonus (TS-7.6)."""
DAMAGE_BONUSES: dict[str, DamageBonus] = {}
DEFENSIVE_ACTIONS: dict[str, DefensiveAction] = {}
COMBAT_END: list[Callable[[State, list[Event]], State]] = []
"""Run at the end of a combat once the destroyed units are gone, `st.combat` still set."""
DECLARE_CHECKS: list[Callable[[State, int, Coord, cards.CombatCard], IllegalAction | None]] = []
"""Faction conditions on declaring a card: (state, attacker, zone, card) -> why not, or None."""
CONQUEST_VALUES: list[Callable[[State, Unit, int], int]] = []
"""Rules changing a unit's conquest value in a conquest, attacking or defending: (state,
unit, value) -> value (TS-M6.4 Renewed Strength: the Oni's doubled)."""
EVERY_ATTACK: list[str] = []
"""`DAMAGE_BONUSES` keys every attack effect asks, whatever its card lists (their
`possible` checks the dealer; TS-M6.4 Full Power: the Oni's +10)."""
CONQUEST_BLOCKS: list[Callable[[State, Coord, int], bool]] = []
"""Rules that make a conquest void like TS-7.8: (state, zone, attacker) -> True when the
attacker may not conquer it (TS-M8.16: no player conquers Oni territories or Tsukuyumi zones
while the Profanateur is in play)."""


# --- the record --------------------------------------------------------------------------------

def current(st: State) -> Combat:
    """The combat being resolved (ValueError between combats)."""
    if st.combat is None:
        raise ValueError("no combat is being resolved")
    return st.combat


def update(st: State, **changes: Any) -> State:
    """`st` with fields of its combat changed."""
    return replace(st, combat=replace(current(st), **changes))


def card_of(c: Combat) -> cards.CombatCard:
    """The combat card being played."""
    return cards.COMBAT_CARDS[c.card]


def add_bonus(st: State, amount: int) -> State:
    """Add to the damage being prepared (a DamageBonus's prepare, or its prompt)."""
    return update(st, bonus=current(st).bonus + amount)


def tally(st: State, key: str) -> int:
    """A hook's counter for this combat (0 if unset)."""
    return dict(current(st).tallies).get(key, 0)


def with_tally(st: State, key: str, value: int) -> State:
    """Set a hook's counter for this combat."""
    tallies = dict(current(st).tallies)
    tallies[key] = value
    return update(st, tallies=tuple(sorted(tallies.items())))


def combatants(st: State, owner: int) -> tuple[Unit, ...]:
    """`owner`'s combatants still in the zone, destroyed ones included (TS-7.22, TS-7.23)."""
    c = current(st)
    return tuple(u for u in st.units if u.owner == owner and u.at == c.at
                 and u.uid in c.combatants)


def alive(st: State, owner: int) -> tuple[Unit, ...]:
    """`owner`'s combatants still in the zone and not destroyed (TS-7.9, TS-7.15)."""
    c = current(st)
    return tuple(u for u in combatants(st, owner) if u.uid not in c.destroyed)


def decider(st: State, owner: int) -> int:
    """The seat choosing for a defender: itself, or the Oni chooser (TS-7.27)."""
    return current(st).chooser if owner == ONI else owner


def side_of(st: State, owner: int) -> tuple[int, ...]:
    """Everyone in the combat but `owner`: the attacker and the defenders."""
    c = current(st)
    return tuple(o for o in (c.attacker,) + c.defenders if o != owner)


# --- conquest values (TS-7.5, TS-7.6, TS-9.3, TS-42.8) ------------------------------------------

def zone_bonus(st: State, at: Coord, attacker: int) -> int:
    """Mountain +X (moon zones and tiles without a value: 0, TS-7.6) plus the hooks' bonuses
    (Fortress) against this attacker."""
    z = zone(st, at)
    base = z.mountain if z is not None else 0
    return base + sum(bonus(st, at, attacker) for bonus in ZONE_BONUSES)


def conquest_sum(units: tuple[Unit, ...] | list[Unit]) -> int:
    """The sum of the units' conquest values."""
    return sum(data.UNIT_BY_KEY[u.kind].conquest for u in units)


def conquest_of(st: State, units: tuple[Unit, ...] | list[Unit]) -> int:
    """The sum of the units' conquest values in a conquest now, with `CONQUEST_VALUES`."""
    if not CONQUEST_VALUES:
        return conquest_sum(units)
    total = 0
    for u in units:
        value = data.UNIT_BY_KEY[u.kind].conquest
        for rule in CONQUEST_VALUES:
            value = rule(st, u, value)
        total += value
    return total


def defence(st: State, at: Coord, owner: int, units: tuple[Unit, ...] | list[Unit]) -> int:
    """A defender's own conquest value in the zone: its units, +15 if entrenched there (E16)
    while it has units there."""
    extra = ENTRENCH if units and marks_at(st, at).entrench == owner else 0
    return conquest_of(st, units) + extra


def needed(st: State, at: Coord, attacker: int,
           defenders: dict[int, tuple[Unit, ...]]) -> int:
    """TS-42.8: the conquest the attacker needs — the largest defender value plus the zone
    bonus, or the bonus alone without a defender (TS-7.5, TS-7.6)."""
    bonus = zone_bonus(st, at, attacker)
    return max([defence(st, at, o, us) + bonus for o, us in defenders.items()] + [bonus])


def forecast(st: State, attacker: int, at: Coord) -> tuple[int, int]:
    """(the attacker's conquest there now, what it needs) — "needed 45, you have 50"."""
    mine = [u for u in st.units if u.at == at and u.owner == attacker]
    others: dict[int, list[Unit]] = {}
    for u in st.units:
        if u.at == at and u.owner != attacker:
            others.setdefault(u.owner, []).append(u)
    return conquest_of(st, mine), needed(st, at, attacker,
                                      {o: tuple(us) for o, us in others.items()})
