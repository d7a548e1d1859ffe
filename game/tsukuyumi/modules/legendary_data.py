"""The legendary Oni's data (TS-M8.6, TS-M8.14), loaded once from `data/legendary_oni.json`.

Each legendary Oni is a unit type of the Oni (owner ONI) added to `data.UNIT_BY_KEY` under its
key, so that every rule reading unit values (conquest sums, health, attack, Flying) reads its
values as for any Oni (TS-M8.5). The Profanateur's turned tile is a second unit type,
`defiler_turned`, with the same values (TS-M8.17). The Terreur d'En-haut's card "Attaque
d'En-haut" (L1, TS-M8.14) and the Sombre témoin's Partie de chasse (L2, TS-M8.11: damage
instead of a conquest, the ripostes of Conquête Oni) are added to `cards.COMBAT_CARDS` under
the pseudo-faction "legendary", so that no player may play them and the Oni's own card list
(`combat_cards_of("oni")`) stays the one card of TS-32.1.

`option_keys` reads the `legendary_oni` option of a state or a view (TS-M8.1): the keys the
players chose, in data order; empty when the toggle is off.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.tsukuyumi import cards, data
from game.tsukuyumi.datafile import Reader, Sourced, load, records, unique

OPTION = "legendary_oni"
PLACEMENTS = ("moon_ring", "moon", "tsukuyumi_near", "moon_centre", "three_zones",
              "start_zone", "fertile")
ABILITIES = ("flying", "immobile", "two_lives")
PSEUDO_FACTION = "legendary"
"""The `faction` of the legendary combat cards: no player's, not the Oni's TS-32.1 list."""
PER_OTHER_FERTILE = "per_other_fertile"
TURNED = "_turned"
"""Suffix of the unit type of the Profanateur's turned tile (TS-M8.17)."""


@dataclass(frozen=True)
class Legendary(Sourced):
    """One legendary Oni (TS-M8.6): its figures, placement and escort."""

    key: str
    figures: int
    placement: str
    escort: tuple[tuple[str, int], ...]
    """(ordinary Oni key, count; 0 = one per other Fertile ground) placed with it."""
    source: str = "R"
    reconstructed: tuple[str, ...] = ()

    @property
    def unit(self) -> data.Unit:
        """Its unit type (values, size, abilities)."""
        return data.UNIT_BY_KEY[self.key]


def _escort(r: Reader) -> tuple[tuple[str, int], ...]:
    raw = r.record.get("escort")
    if not isinstance(raw, dict):
        raise r.fail("`escort` must be an object {oni key: count}")
    out = []
    ordinary = {u.key for u in data.ONI_UNITS}
    for key, n in raw.items():
        if key not in ordinary:
            raise r.fail(f"escort {key!r} is no ordinary Oni")
        if n == PER_OTHER_FERTILE:
            out.append((key, 0))
        elif isinstance(n, int) and not isinstance(n, bool) and n > 0:
            out.append((key, n))
        else:
            raise r.fail(f"escort {key!r}: a positive count or {PER_OTHER_FERTILE!r}")
    return tuple(out)


def _card(r: Reader, ripostes: tuple[str, ...] | None = None) -> cards.CombatCard:
    attack = r.texts("attack")
    for step in attack:
        if step.partition(":")[0] not in (*cards.ATTACK_STEPS, "devastate"):
            raise r.fail(f"unknown attack step {step!r}")
    return cards.CombatCard(
        r.text("id"), PSEUDO_FACTION, r.text("type", cards.CARD_TYPES),
        r.text("usable", cards.USABLE), attack, r.texts("bonuses", cards.DAMAGE_BONUSES),
        ripostes if ripostes is not None else r.texts("ripostes", cards.RIPOSTES), *r.source())


def _load() -> tuple[tuple[Legendary, ...], dict[str, data.Unit], cards.CombatCard,
                     cards.CombatCard]:
    name = "legendary_oni.json"
    raw = load(name)
    forces = {u.size: u.force for u in (*data.UNITS, *data.ONI_UNITS)}  # TS-6.10
    items: list[Legendary] = []
    units: dict[str, data.Unit] = {}
    for r in records(raw, "legendary", name):
        key = r.text("key")
        size = r.text("size", data.SIZES)
        abilities = r.texts("abilities", ABILITIES)
        unit = data.Unit(key, "oni", size, forces[size], r.integer("conquest"),
                         r.integer("health", 1), r.integer("attack"), 0,
                         r.integer("figures", 1), abilities, *r.source())
        units[key] = unit
        if "two_lives" in abilities:  # TS-M8.17: the turned tile, same values
            units[key + TURNED] = replace(unit, key=key + TURNED)
        items.append(Legendary(key, unit.figures, r.text("placement", PLACEMENTS), _escort(r),
                               *r.source()))
    unique([x.key for x in items], f"{name} keys")
    clash = set(units) & set(data.UNIT_BY_KEY)
    if clash and any(data.UNIT_BY_KEY[k] != units[k] for k in clash):
        raise ValueError(f"{name}: keys {sorted(clash)} are already units")
    card = _card(Reader(raw.get("card"), f"{name} card"))
    hunt_r = Reader(raw.get("hunt"), f"{name} hunt")
    base = cards.COMBAT_CARDS[hunt_r.text("ripostes_of", tuple(cards.COMBAT_CARDS))]
    hunt = _card(hunt_r, base.ripostes)
    return tuple(items), units, card, hunt


LEGENDARY, UNITS, TERROR_CARD, HUNT_CARD = _load()
KEYS: tuple[str, ...] = tuple(x.key for x in LEGENDARY)
BY_KEY: dict[str, Legendary] = {x.key: x for x in LEGENDARY}
KIND_OF: dict[str, str] = {u: (u[:-len(TURNED)] if u.endswith(TURNED) else u) for u in UNITS}
"""Unit type -> the legendary Oni it belongs to."""
data.UNIT_BY_KEY.update(UNITS)
cards.COMBAT_CARDS.update({TERROR_CARD.card_id: TERROR_CARD, HUNT_CARD.card_id: HUNT_CARD})


def option_keys(st: Any) -> tuple[str, ...]:
    """The legendary Oni chosen with option `legendary_oni` (TS-M8.1) of a state or view, in
    data order; () when the toggle is off. The state keeps the option as a tuple (a save's
    JSON list is read too)."""
    value = st.option(OPTION, "")
    chosen = set(value.split(",")) if isinstance(value, str) else set(value or ())
    return tuple(k for k in KEYS if k in chosen)


def is_legendary(kind: str) -> bool:
    """Is this unit type a legendary Oni's figure?"""
    return kind in KIND_OF


__all__ = ["BY_KEY", "HUNT_CARD", "KEYS", "KIND_OF", "LEGENDARY", "OPTION", "TERROR_CARD",
           "UNITS", "Legendary", "is_legendary", "option_keys"]
