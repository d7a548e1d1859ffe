"""Tsukuyumi component data, loaded once from `game/tsukuyumi/data/*.json`.

The JSON files are the project's own copies of the spec's tables (rules/tsukuyumi.md TS-1,
TS-20 to TS-24, TS-30 to TS-32), each with a `header` naming its sources; records found in
print carry their source tag (S, PA, FG, W), RECONSTRUCTED ones the tag R or a list of their
invented fields, so the app can label them and printed data can replace them without code
changes (TS-42.14). This module turns them into frozen tables; nothing here changes after
import. The tile pool and the scenarios have their own modules (`tiles.py`, `scenarios.py`);
the cards (combat, action, event) are built in `cards.py` and re-exported here.

Units are the four factions' own; the ordinary Oni are `ONI_UNITS` (TS-32.2). Both are in
`UNIT_BY_KEY`. Faction order is the initiative order of TS-2.10 (faction number).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from game.tsukuyumi import cards
from game.tsukuyumi.datafile import (
    FACTION_KEYS,
    ONI,
    SOURCE_TAGS,
    Reader,
    Sourced,
    check_keyed,
    load,
    records,
    unique,
)

SIZES = ("small", "medium", "large")  # TS-6.10
PROTECTION_OPS = ("add", "mul")  # TS-7.26
# Unit abilities (units.json header): name -> argument kind (see datafile.check_keyed).
ABILITIES = {
    "flying": "", "shield_drone": "", "needs_uplink": "key", "productive": "int",
    "spawn_point": "key?", "egg_layer": "int", "sacrifice": "", "move_bonus": "int",
    "no_weapons": "", "mines": "", "ignores_mountains": "", "ignores_enemies": "",
    "lt_dan_aura": "", "terraform": "int",
    "mascot": "",  # M5: a mascot, which never fights alone (TS-M5.4)
}
UPLINK_EFFECTS = ("unlock_unit", "faction_effect_white_action", "unlock_marker", "tetsuo",
                  "drone_placement", "move_bonus", "damage_bonus", "extra_event_draw",
                  "bunker_placement")
OBJECTIVE_KINDS = ("control_each_type", "conquer_in_round", "reconquer_in_round",
                   "control_zones", "destroy_in_one_attack", "units_in_zones",
                   "conquer_next_to_start", "control_type")
OBJECTIVE_CHECKS = ("immediate", "end_of_red_phase")  # TS-10.5, TS-10.6
ZONE_KINDS = ("mountain", "fertile", "tsukuyumi", "regular", "ocean")  # goal/mission targets


# --- units (TS-6.10, TS-20.1, TS-21.1, TS-22.1, TS-23.1, TS-32.2) ------------------------------


@dataclass(frozen=True)
class Unit(Sourced):
    """A unit type: its values (conquest ▽, health ♥, attack ♠), cost, figures, abilities."""

    key: str
    faction: str  # a faction key, or "oni"
    size: str  # small | medium | large
    force: int  # 1 / 2 / 4 by size, used only for passing through (TS-6.9, TS-6.10)
    conquest: int
    health: int
    attack: int
    cost: int  # PP for a new figure (0 for the Oni, never produced)
    figures: int  # figures in the box: the supply limit (TS-1.10)
    abilities: tuple[str, ...]  # keys `name` or `name:argument` (units.json header)
    source: str = "R"
    reconstructed: tuple[str, ...] = ()

    def has(self, name: str) -> bool:
        """Does the unit have the ability `name` (with or without an argument)?"""
        return name in self.ability_names

    @cached_property
    def ability_names(self) -> frozenset[str]:
        """The abilities without their arguments (movement asks `has` every step)."""
        return frozenset(a.partition(":")[0] for a in self.abilities)

    def ability_arg(self, name: str) -> str | None:
        """The argument of ability `name` ('' when it has none), None without the ability."""
        for ability in self.abilities:
            head, _, arg = ability.partition(":")
            if head == name:
                return arg
        return None

    def ability_value(self, name: str) -> int:
        """The integer argument of ability `name` (e.g. productive:2 -> 2), 0 without it."""
        arg = self.ability_arg(name)
        return int(arg) if arg and arg.isdigit() else 0


@dataclass(frozen=True)
class Upgrade(Sourced):
    """One upgrade step, made in place in a Production action (TS-21.11, TS-23.2)."""

    from_key: str
    to_key: str
    cost: int
    source: str = "R"
    reconstructed: tuple[str, ...] = ()


def _unit(r: Reader, sizes: Mapping[str, int], factions: tuple[str, ...]) -> Unit:
    size = r.text("size", SIZES)
    abilities = r.texts("abilities")
    for ability in abilities:
        check_keyed(ability, ABILITIES, r.where)
    return Unit(r.text("key"), r.text("faction", factions), size, sizes[size],
                r.integer("conquest"), r.integer("health", 1), r.integer("attack"),
                r.integer("cost"), r.integer("figures", 1), abilities, *r.source())


def _units() -> tuple[tuple[Unit, ...], tuple[Unit, ...], tuple[Upgrade, ...]]:
    raw = load("units.json")
    sizes = raw.get("sizes")
    if not isinstance(sizes, dict) or set(sizes) != set(SIZES):
        raise ValueError(f"units.json: `sizes` must give the force of {', '.join(SIZES)}")
    forces = {size: Reader(sizes, "units.json sizes").integer(size, 1) for size in SIZES}
    units = tuple(_unit(r, forces, FACTION_KEYS) for r in records(raw, "units", "units.json"))
    oni = tuple(_unit(r, forces, (ONI,)) for r in records(raw, "oni", "units.json"))
    unique([u.key for u in units + oni], "units.json unit keys")
    known = {u.key: u for u in units}
    upgrades = []
    for r in records(raw, "upgrades", "units.json"):
        step = Upgrade(r.text("from", tuple(known)), r.text("to", tuple(known)),
                       r.integer("cost", 1), *r.source())
        if known[step.from_key].faction != known[step.to_key].faction:
            raise r.fail("an upgrade stays within one faction")
        upgrades.append(step)
    unique([f"{u.from_key}->{u.to_key}" for u in upgrades], "units.json upgrades")
    return units, oni, tuple(upgrades)


UNITS, ONI_UNITS, UPGRADES = _units()
UNIT_BY_KEY: dict[str, Unit] = {u.key: u for u in UNITS + ONI_UNITS}


def units_of(faction: str) -> tuple[Unit, ...]:
    """The unit types of a faction (or of the Oni, "oni"), in table order."""
    if faction == ONI:
        return ONI_UNITS
    return tuple(u for u in UNITS if u.faction == faction)


def upgrades_from(key: str) -> tuple[Upgrade, ...]:
    """The single upgrade steps that start from a unit type."""
    return tuple(u for u in UPGRADES if u.from_key == key)


def upgrade_cost(from_key: str, to_key: str) -> int | None:
    """PP to turn `from_key` into `to_key` by chained steps (TS-21.11, TS-23.2: Squeaker →
    Boarmaiden → Boarguard = 2), the cheapest chain; None when no chain leads there."""
    best: dict[str, int] = {from_key: 0}
    frontier = [from_key]
    while frontier:
        current = frontier.pop()
        for step in upgrades_from(current):
            cost = best[current] + step.cost
            if step.to_key not in best or cost < best[step.to_key]:
                best[step.to_key] = cost
                frontier.append(step.to_key)
    return best.get(to_key) if to_key != from_key else None


# --- faction material (TS-20.6, TS-20.7, TS-22.2, TS-22.7, TS-22.9, TS-21.8, TS-23.9) -----------


@dataclass(frozen=True)
class Uplink(Sourced):
    """A Cybersamurai Connexion card (TS-20.6): installed with Production at its cost."""

    uplink_id: str  # U1 … U10
    key: str
    cost: int
    effect: str  # one of UPLINK_EFFECTS (material.json header)
    targets: tuple[str, ...]  # unit or marker keys the effect names
    value: int
    source: str = "R"
    reconstructed: tuple[str, ...] = ()


@dataclass(frozen=True)
class CyberMarker(Sourced):
    """One of the 4 Cybersamurai markers (TS-20.7): red offensive or blue defensive."""

    key: str
    kind: str  # kaneda | missile_strike
    use: str  # offensive (card C3) | defensive (Defense Matrix)
    uplink: str  # the uplink key that unlocks it
    value: int  # damage (Missile strike, TS-20.9); 0 for Kaneda
    source: str = "R"
    reconstructed: tuple[str, ...] = ()


@dataclass(frozen=True)
class Weapon(Sourced):
    """A Nomad weapon marker (TS-22.2): damage bonus, cost, number in the box."""

    key: str
    bonus: int
    cost: int
    count: int
    source: str = "R"
    reconstructed: tuple[str, ...] = ()


@dataclass(frozen=True)
class Discount(Sourced):
    """The Nomads' discount (TS-22.7): for `cost` PP, `units` units and `weapons` Weapon."""

    cost: int
    units: int
    weapons: int
    source: str = "R"
    reconstructed: tuple[str, ...] = ()


@dataclass(frozen=True)
class Supply(Sourced):
    """A faction marker supply: Eggs, Mines, the four Terraformings (TS-21.8, TS-22.9,
    TS-23.9); `value` and `per_zone` as the material.json header says."""

    key: str
    faction: str
    count: int
    placement: str  # zone | edge
    value: int
    per_zone: int  # 0 = no limit
    source: str = "R"
    reconstructed: tuple[str, ...] = ()


_Material = tuple[tuple[Uplink, ...], tuple[CyberMarker, ...], tuple[Weapon, ...], Discount,
                  tuple[Supply, ...]]


def _material() -> _Material:
    raw = load("material.json")
    name = "material.json"
    uplinks = tuple(
        Uplink(r.text("id"), r.text("key"), r.integer("cost", 1), r.text("effect", UPLINK_EFFECTS),
               r.texts("targets"), r.integer("value"), *r.source())
        for r in records(raw, "uplinks", name))
    markers = tuple(
        CyberMarker(r.text("key"), r.text("kind", ("kaneda", "missile_strike")),
                    r.text("use", ("offensive", "defensive")),
                    r.text("uplink", tuple(u.key for u in uplinks)), r.integer("value"),
                    *r.source())
        for r in records(raw, "cyber_markers", name))
    weapons = tuple(
        Weapon(r.text("key"), r.integer("bonus", 1), r.integer("cost", 1), r.integer("count", 1),
               *r.source())
        for r in records(raw, "weapons", name))
    d = Reader(raw.get("nomad_discount"), f"{name} nomad_discount")
    discount = Discount(d.integer("cost", 1), d.integer("units", 1), d.integer("weapons"),
                        *d.source())
    supplies = tuple(
        Supply(r.text("key"), r.text("faction", FACTION_KEYS), r.integer("count", 1),
               r.text("placement", ("zone", "edge")), r.integer("value"), r.integer("per_zone"),
               *r.source())
        for r in records(raw, "supplies", name))
    for what, keys in (("uplink ids", [u.uplink_id for u in uplinks]),
                       ("uplink keys", [u.key for u in uplinks]),
                       ("marker keys", [m.key for m in markers] + [s.key for s in supplies]
                        + [w.key for w in weapons])):
        unique(keys, f"{name} {what}")
    known = set(UNIT_BY_KEY) | {m.key for m in markers}
    for u in uplinks:
        for target in u.targets:
            if target not in known:
                raise ValueError(f"{name} uplink {u.uplink_id}: unknown target {target!r}")
    return uplinks, markers, weapons, discount, supplies


_UPLINKS, CYBER_MARKERS, WEAPONS, NOMAD_DISCOUNT, SUPPLIES = _material()
UPLINKS: dict[str, Uplink] = {u.uplink_id: u for u in _UPLINKS}
UPLINK_BY_KEY: dict[str, Uplink] = {u.key: u for u in _UPLINKS}
WEAPON_BY_KEY: dict[str, Weapon] = {w.key: w for w in WEAPONS}
SUPPLY_BY_KEY: dict[str, Supply] = {s.key: s for s in SUPPLIES}


def _check_unit_references() -> None:
    """The keys named by unit abilities exist (units.json refers to material.json)."""
    for unit in UNITS:
        needed = unit.ability_arg("needs_uplink")
        if needed and needed not in UPLINK_BY_KEY:
            raise ValueError(f"units.json {unit.key}: needs_uplink:{needed} names no uplink")
        spawned = unit.ability_arg("spawn_point")
        if spawned and spawned not in UNIT_BY_KEY:
            raise ValueError(f"units.json {unit.key}: spawn_point:{spawned} names no unit")


_check_unit_references()


# --- missions and goals (TS-10.3, TS-10.4, TS-20.5, TS-21.7, TS-22.6, TS-23.8, TS-24.1) ---------


@dataclass(frozen=True)
class Objective(Sourced):
    """A mission (any player, 1 VP) or a faction goal (its faction only, 2 VP)."""

    key: str
    faction: str  # the faction that brings the mission card / owns the goal
    vp: int
    kind: str  # one of OBJECTIVE_KINDS (missions.json header)
    count: int
    targets: tuple[str, ...]  # zone kinds, for control_each_type / control_type
    check: str  # immediate | end_of_red_phase
    source: str = "R"
    reconstructed: tuple[str, ...] = ()


def _objectives(block: str) -> dict[str, Objective]:
    raw = load("missions.json")
    out = {}
    for r in records(raw, block, "missions.json"):
        item = Objective(r.text("key"), r.text("faction", FACTION_KEYS), r.integer("vp", 1),
                         r.text("kind", OBJECTIVE_KINDS), r.integer("count", 1),
                         r.texts("targets", ZONE_KINDS), r.text("check", OBJECTIVE_CHECKS),
                         *r.source())
        if item.key in out:
            raise r.fail(f"{item.key!r} appears twice")
        out[item.key] = item
    if sorted(o.faction for o in out.values()) != sorted(FACTION_KEYS):
        raise ValueError(f"missions.json: `{block}` must hold one record per faction")
    return out


MISSIONS: dict[str, Objective] = _objectives("missions")
GOALS: dict[str, Objective] = _objectives("goals")


def mission_of(faction: str) -> Objective:
    """The Mission card a faction brings into play (TS-24.1)."""
    return next(m for m in MISSIONS.values() if m.faction == faction)


# --- factions (TS-2.10, TS-2.11, TS-7.26, TS-20 … TS-23) ---------------------------------------


@dataclass(frozen=True)
class Faction(Sourced):
    """A base faction: initiative number, start zone, powers' keys, goal, cards, start."""

    key: str
    number: int  # initiative order at setup, lowest first (TS-2.10)
    start_zone: str  # the start zone's key (texts ts.start_zone.<key>)
    start_zone_placement: str  # edge (TS-2.14) | free (the Nest, TS-2.16)
    effect: str  # the Faction effect's key (TS-5.1)
    defensive_action: str  # '' when the faction has none (the Nomads, TS-22.4)
    protection: tuple[str, int]  # (op, value) of the Protection riposte (TS-7.26)
    goal: str  # key into GOALS
    combat_cards: tuple[str, ...]  # ids into COMBAT_CARDS
    figures: int
    starting_units: tuple[tuple[str, int], ...]  # (unit key, count), RECONSTRUCTED
    starting_extras: tuple[tuple[str, int], ...]  # (egg | pistol, count)
    source: str = "R"
    reconstructed: tuple[str, ...] = ()

    @property
    def has_defensive_action(self) -> bool:
        """Can its defenders choose the Defensive action riposte (TS-7.20, TS-22.4)?"""
        return bool(self.defensive_action)

    def protected_health(self, health: int) -> int:
        """A unit's health under the Protection riposte (TS-7.26)."""
        op, value = self.protection
        return health * value if op == "mul" else health + value


def _faction(r: Reader) -> Faction:
    key = r.text("key", FACTION_KEYS)
    protection = r.record.get("protection")
    if (not isinstance(protection, list) or len(protection) != 2
            or protection[0] not in PROTECTION_OPS or isinstance(protection[1], bool)
            or not isinstance(protection[1], int)):
        raise r.fail(f"`protection` must be [op, value] with op in {PROTECTION_OPS}")
    combat = r.texts("combat_cards")
    for card_id in combat:
        card = cards.COMBAT_CARDS.get(card_id)
        if card is None or card.faction != key:
            raise r.fail(f"combat card {card_id!r} is not a {key} card of combat_cards.json")
    units = r.counts("starting_units")
    for unit_key, _n in units:
        if unit_key not in UNIT_BY_KEY or UNIT_BY_KEY[unit_key].faction != key:
            raise r.fail(f"starting unit {unit_key!r} is not a {key} unit")
    extras = r.counts("starting_extras")
    for extra, _n in extras:
        if extra not in SUPPLY_BY_KEY and extra not in WEAPON_BY_KEY:
            raise r.fail(f"starting extra {extra!r} is no supply or weapon")
    goal = r.text("goal", tuple(GOALS))
    if GOALS[goal].faction != key:
        raise r.fail(f"goal {goal!r} belongs to {GOALS[goal].faction}")
    return Faction(key, r.integer("number", 1), r.text("start_zone"),
                   r.text("start_zone_placement", ("edge", "free")), r.text("effect"),
                   r.text("defensive_action", optional=True),
                   (str(protection[0]), int(protection[1])), goal, combat,
                   r.integer("figures", 1), units, extras, *r.source())


def _factions() -> tuple[Faction, ...]:
    raw = load("factions.json")
    factions = [_faction(r) for r in records(raw, "factions", "factions.json")]
    unique([f.key for f in factions], "factions.json keys")
    unique([str(f.number) for f in factions], "factions.json numbers")
    if sorted(f.key for f in factions) != sorted(FACTION_KEYS):
        raise ValueError(f"factions.json: expected the factions {', '.join(FACTION_KEYS)}")
    return tuple(sorted(factions, key=lambda f: f.number))


FACTIONS: tuple[Faction, ...] = _factions()  # initiative order (TS-2.10)
FACTION_BY_KEY: dict[str, Faction] = {f.key: f for f in FACTIONS}


def goal_of(faction: str) -> Objective:
    """A faction's goal (TS-10.4)."""
    return GOALS[FACTION_BY_KEY[faction].goal]


def starting_totals(faction: str) -> tuple[int, int, int]:
    """Sum of conquest, health and attack of a faction's starting units (TS-20.13 …)."""
    units = [(UNIT_BY_KEY[k], n) for k, n in FACTION_BY_KEY[faction].starting_units]
    return (sum(u.conquest * n for u, n in units), sum(u.health * n for u, n in units),
            sum(u.attack * n for u, n in units))


# --- component counts (TS-1.1 … TS-1.9) --------------------------------------------------------


def _flatten(value: Any, prefix: str, out: dict[str, int]) -> None:
    if isinstance(value, dict):
        for k, v in value.items():
            _flatten(v, f"{prefix}.{k}" if prefix else str(k), out)
    elif isinstance(value, int) and not isinstance(value, bool) and value > 0:
        out[prefix] = value
    else:
        raise ValueError(f"components.json {prefix}: expected a positive count, got {value!r}")


def _components() -> tuple[dict[str, int], dict[str, str]]:
    raw = load("components.json")
    counts: dict[str, int] = {}
    _flatten(raw.get("counts"), "", counts)
    tags = Reader(raw.get("source"), "components.json source")
    default = tags.text("default", SOURCE_TAGS)
    sources = {key: default for key in counts}
    for key in tags.record:
        if key != "default":
            if key not in counts:
                raise tags.fail(f"{key!r} is not a count of components.json")
            sources[key] = tags.text(key, SOURCE_TAGS)
    return counts, sources


# COMPONENTS["neutral_markers.cancel"] == 10; COMPONENT_SOURCES gives each count's source tag.
COMPONENTS, COMPONENT_SOURCES = _components()

# --- cards, re-exported from cards.py (TS-7, TS-30, TS-31, TS-32.1) -----------------------------

COMBAT_CARDS = cards.COMBAT_CARDS
RIPOSTE_VALUES = cards.RIPOSTE_VALUES
ACTION_CARDS = cards.ACTION_CARDS
WHITE_PHASE = cards.WHITE_PHASE
EVENTS = cards.EVENTS
combat_cards_of = cards.combat_cards_of

# --- the legendary Oni (Stage 2, TS-M8.6): their unit types join UNIT_BY_KEY, their cards
# COMBAT_CARDS, whenever the data are loaded (`modules/legendary_data.py`) ----------------------
from game.tsukuyumi.modules import legendary_data as _legendary  # noqa: E402, F401
