"""What a seat can produce and where: supply, placement zones, upgrades, uplinks, weapons.

The queries and effects behind the Production action (`production.py`), shared with the other
modules that produce or upgrade outside it (Boarlords B4 free upgrades, the Nomads' free
Pistols, event productions):

- supply (TS-1.10): a faction never has more figures of a kind in play than `Unit.figures`;
  destroyed units are back in the supply. Weapons likewise against `Weapon.count` (TS-22.2).
- new units (TS-5.15–TS-5.17): the start zone or an adjacent zone, barriers ignored, enemy
  units, markers and "no entry" effects never block; the faction exceptions are read from the
  data — a unit with `spawn_point` (Breeder, Planter: any new unit, TS-21.10) or
  `spawn_point:<key>` (the Boarmother: Squeakers, TS-23.3) adds its zone, an unused Egg adds
  its zone and is used by the placement (TS-21.9, TS-21.10), the uplinks `drone_placement`
  (U6) and `bunker_placement` (U10) add theirs (TS-20.6); `needs_uplink` units need their
  uplink (U1 and the Shogun).
- upgrades (TS-21.11, TS-23.2): in place, anywhere, along the chains of `data.UPGRADES`, the
  cost of a chain the sum of its steps; the final figure must be in the supply and the old one
  returns to it. DECISION: the intermediate figures of a chain are never placed, so they need
  not be in the supply; the upgraded unit keeps its id (logs and combat can follow it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.core.rules import Event
from game.tsukuyumi import data
from game.tsukuyumi.board import neighbour_zones, zone_at
from game.tsukuyumi.state import (
    SETUP_PHASES,
    Coord,
    State,
    Unit,
    marks_at,
    with_marks,
    with_seat,
)

UPLINK_FACTION = "cyber"
"""The faction that installs uplinks (TS-20.6)."""
WEAPON_FACTION = "nomads"
"""The faction with the weapon pool and the discount (TS-22.2, TS-22.7)."""
DRONES = ("attack_drone", "shield_drone")
"""The Cybersamurai Drones, placed by the Drone Hub uplink (U6, TS-20.6)."""
EGG = "egg"
"""The supply key of the Nuée Noire Eggs (TS-21.8); its faction uses them for placement."""

UNIT_INDEX: dict[str, int] = {u.key: i for i, u in enumerate(data.UNITS)}
"""A unit key's number in the action notation (`buy <unit> q r`, `upgrade <uid> <unit>`)."""
WEAPON_INDEX: dict[str, int] = {w.key: i for i, w in enumerate(data.WEAPONS)}
"""A weapon key's number in the action notation (`weapon <w>`)."""


def faction(st: State, seat: int) -> str:
    """The seat's faction key."""
    return st.seats[seat].faction


# --- supply (TS-1.10, TS-22.2) -----------------------------------------------------------------

def in_play(st: State, seat: int, key: str) -> int:
    """Figures of this kind the seat has on the board."""
    return sum(1 for u in st.units if u.owner == seat and u.kind == key)


def supply_left(st: State, seat: int, key: str) -> int:
    """Figures of this kind still in the seat's supply (TS-1.10)."""
    return max(0, data.UNIT_BY_KEY[key].figures - in_play(st, seat, key))


def weapons_left(st: State, seat: int, key: str) -> int:
    """Weapon markers of this kind not in the seat's pool (TS-22.2)."""
    return max(0, data.WEAPON_BY_KEY[key].count - st.seats[seat].weapons.count(key))


def unlocked(st: State, seat: int, key: str) -> bool:
    """A unit the seat may field: its own faction's, and its uplink installed when it needs one
    (U1 unlocks the Shogun, TS-20.6)."""
    unit = data.UNIT_BY_KEY[key]
    if unit.faction != faction(st, seat):
        return False
    needed = unit.ability_arg("needs_uplink")
    return not needed or needed in st.seats[seat].uplinks


def producible(st: State, seat: int) -> tuple[str, ...]:
    """The unit kinds the seat can produce now (unlocked, one figure in the supply)."""
    return tuple(u.key for u in data.units_of(faction(st, seat))
                 if unlocked(st, seat, u.key) and supply_left(st, seat, u.key) > 0)


# --- placement of new units (TS-5.15, TS-5.16, TS-20.6, TS-21.10, TS-23.3) ---------------------

def _uplink_effects(st: State, seat: int) -> tuple[data.Uplink, ...]:
    return tuple(data.UPLINK_BY_KEY[k] for k in st.seats[seat].uplinks if k in data.UPLINK_BY_KEY)


def regular_zones(st: State, seat: int, key: str) -> frozenset[Coord]:
    """Where a new unit of `key` may go without using an Egg."""
    me = st.seats[seat]
    out: set[Coord] = set()
    if me.start is not None and zone_at(st.board, me.start) is not None:
        # TS-5.15: the start zone or an adjacent zone, barriers ignored
        out.add(me.start)
        out.update(neighbour_zones(st.board, me.start))
    own = [u for u in st.units if u.owner == seat]
    for u in own:  # TS-21.10 Breeder / Planter, TS-23.3 Boarmother
        spawn = data.UNIT_BY_KEY[u.kind].ability_arg("spawn_point")
        if spawn is not None and spawn in ("", key):
            out.add(u.at)
    for uplink in _uplink_effects(st, seat):
        if uplink.effect == "drone_placement" and key in DRONES:  # U6 Drone Hub
            out.update(u.at for u in own if u.kind in uplink.targets)
        elif uplink.effect == "bunker_placement":  # U10 Bunker Network
            out.update(u.at for u in own if marks_at(st, u.at).owner == seat)
    return frozenset(p for p in out if zone_at(st.board, p) is not None)


def egg_zones(st: State, seat: int) -> frozenset[Coord]:
    """Zones with an unused Egg the seat may use to place a new unit (TS-21.9, TS-21.10)."""
    if data.SUPPLY_BY_KEY[EGG].faction != faction(st, seat):
        return frozenset()
    return frozenset(m.at for m in st.marks if m.eggs > m.eggs_used
                     and zone_at(st.board, m.at) is not None)


def starting_zones(st: State, seat: int) -> frozenset[Coord]:
    """The start zone and the starting territories: where units produced during the setup go,
    by the starting-unit rule (TS-M2.4 Bountiful Harvest; TS-2.19)."""
    me = st.seats[seat]
    out = {m.at for m in st.marks if m.owner == seat}
    if me.start is not None:
        out.add(me.start)
    return frozenset(p for p in out if zone_at(st.board, p) is not None)


def placement_zones(st: State, seat: int, key: str) -> tuple[Coord, ...]:
    """Every zone a new unit of `key` may be placed in, sorted (TS-5.15–TS-5.17); during the
    setup (a module's production) the starting-unit rule instead (TS-M2.4)."""
    if st.phase in SETUP_PHASES:
        return tuple(sorted(starting_zones(st, seat)))
    return tuple(sorted(regular_zones(st, seat, key) | egg_zones(st, seat)))


def uses_egg(st: State, seat: int, key: str, at: Coord) -> bool:
    """Placing there uses an Egg: the zone is legal only through its Egg (DECISION: an Egg is
    not spent where the unit could go anyway). Never during the setup (TS-M2.4)."""
    if st.phase in SETUP_PHASES:
        return False
    return at not in regular_zones(st, seat, key) and at in egg_zones(st, seat)


EGG_REUSE: list[Callable[[State, int], bool]] = []
"""Modules letting the seat's Eggs be used any number of times this round (TS-M4.5 The Hive Is
Full): an Egg placed on is then not marked used."""


def place_unit(st: State, seat: int, key: str, at: Coord, events: list[Event]) -> State:
    """Put a new figure of `key` on `at` (legality is the caller's); an Egg there is used when
    the zone needs it. Placement is not movement: no entry effect (TS-6.7)."""
    if uses_egg(st, seat, key, at) and not any(hook(st, seat) for hook in EGG_REUSE):
        m = marks_at(st, at)
        st = with_marks(st, replace(m, eggs_used=m.eggs_used + 1))
        events.append(Event("ts.egg_used", {"seat": seat, "q": at[0], "r": at[1]}))
    uid = st.next_uid
    st = replace(st, units=st.units + (Unit(uid, key, seat, at),), next_uid=uid + 1)
    return st


# --- upgrades (TS-21.11, TS-23.2) --------------------------------------------------------------

def upgrade_options(st: State, unit: Unit) -> tuple[tuple[str, int], ...]:
    """(new kind, PP) for every kind `unit` can be upgraded into now by a chain of steps, its
    final figure in the supply (TS-21.11, TS-23.2)."""
    if unit.owner < 0 or data.UNIT_BY_KEY[unit.kind].faction != faction(st, unit.owner):
        return ()
    out = []
    for target in data.units_of(faction(st, unit.owner)):
        cost = data.upgrade_cost(unit.kind, target.key)
        if (cost is not None and unlocked(st, unit.owner, target.key)
                and supply_left(st, unit.owner, target.key) > 0):
            out.append((target.key, cost))
    return tuple(out)


def upgrade_unit(st: State, uid: int, to_key: str, events: list[Event], cost: int = 0) -> State:
    """Replace a unit in place by a figure of `to_key` (the old figure returns to the supply);
    legality is the caller's (`upgrade_options`). Used by Production and by free upgrades."""
    old = next(u for u in st.units if u.uid == uid)
    st = replace(st, units=tuple(replace(u, kind=to_key) if u.uid == uid else u
                                 for u in st.units))
    events.append(Event("ts.upgraded", {"seat": old.owner, "uid": uid, "from_unit": old.kind,
                                        "to_unit": to_key, "q": old.at[0], "r": old.at[1],
                                        "cost": cost}))
    return st


# --- uplinks and weapons (TS-20.6, TS-22.2) ----------------------------------------------------

def uplinks_available(st: State, seat: int) -> tuple[data.Uplink, ...]:
    """The uplinks the seat may still install: its faction's, each once (TS-20.6)."""
    if faction(st, seat) != UPLINK_FACTION:
        return ()
    have = st.seats[seat].uplinks
    return tuple(u for u in data.UPLINKS.values() if u.key not in have)


def install_uplink(st: State, seat: int, uplink: data.Uplink, events: list[Event],
                   cost: int) -> State:
    """Install an uplink face up in front of the seat, for good (TS-20.6)."""
    me = st.seats[seat]
    events.append(Event("ts.uplink_installed", {"seat": seat, "uplink": uplink.key,
                                                "cost": cost}))
    return with_seat(st, seat, replace(me, uplinks=me.uplinks + (uplink.key,)))


def weapons_available(st: State, seat: int) -> tuple[data.Weapon, ...]:
    """The weapon kinds the seat may add to its pool now (TS-22.2, supply-limited)."""
    if faction(st, seat) != WEAPON_FACTION:
        return ()
    return tuple(w for w in data.WEAPONS if weapons_left(st, seat, w.key) > 0)


def add_weapon(st: State, seat: int, key: str, events: list[Event], cost: int) -> State:
    """Put one weapon into the Nomads' public pool (TS-22.2)."""
    me = st.seats[seat]
    events.append(Event("ts.weapon_produced", {"seat": seat, "weapon": key, "cost": cost}))
    return with_seat(st, seat, replace(me, weapons=tuple(sorted(me.weapons + (key,)))))


def discount_useful(st: State, seat: int) -> bool:
    """The Nomads' discount buys more than the normal prices would: at least its units and
    its Weapons are in the supply (TS-22.7)."""
    deal = data.NOMAD_DISCOUNT
    if faction(st, seat) != WEAPON_FACTION:
        return False
    units = sum(supply_left(st, seat, k) for k in producible(st, seat))
    weapons = sum(weapons_left(st, seat, w.key) for w in data.WEAPONS)
    return units >= deal.units and weapons >= deal.weapons


# --- Productive (TS-4.6, TS-5.20, TS-21.12) ----------------------------------------------------

def productive_bonus(st: State, seat: int) -> int:
    """The sum of the Productive bonuses of the seat's units on the board (TS-5.20)."""
    return sum(data.UNIT_BY_KEY[u.kind].ability_value("productive")
               for u in st.units if u.owner == seat)
