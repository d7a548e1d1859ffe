"""Tsukuyumi component data (TS-1, TS-2.10, TS-20 … TS-24, TS-32) against the spec's tables.

The expected tables are copied from `rules/tsukuyumi.md` into this file (tests never read the
spec or the research folder): the markdown rows are kept verbatim and parsed here, so a reader
can compare them with the spec line by line. The data under test is
`game/tsukuyumi/data/*.json`, read through `game.tsukuyumi.data`. The cards are checked in
`test_data_cards.py`, the texts in `test_data_texts.py`.
"""

from __future__ import annotations

import re

import pytest

from game.core import i18n
from game.tsukuyumi import data as D

# --- expected tables, verbatim from the spec ---------------------------------------------------

# TS-20.1
CYBER_UNITS = """\
| Attack Drone / Drone offensif | small (1) | 5/5/10 | 1 | 6 | Flying |
| Shield Drone / Drone défensif | small (1) | 5/15/0 | 1 | 3 | Flying; "may always be the target of damage" (TS-20.11) |
| Cybersamurai 2.1 | medium (2) | 10/10/10 | 1 | 4 | — |
| Cybersamurai 2.2 | medium (2) | 10/10/15 | 1 | 3 | — |
| Cyberoid / Cyberoïde | large (4) | 20/20/20 | 2 | 3 | — |
| Shogun | large (4) | 25/25/25 | 2 | 1 | can only be produced with the Shogun uplink |
"""  # noqa: E501

# TS-21.1
DARKSEED_UNITS = """\
| Worker / Ouvrière | small (1) | 5/5/5 | 1 | 15 | can be made into Warrior, Planter or Conqueror for 1 PP |
| Breeder / Nourrice | small (1) | 5/5/0 | 1 | 3 | Productive +1; new units may be placed in its zone |
| Wasp / Guêpe | small (1) | 5/5/5 | 1 | 6 | Flying; +1 movement |
| Warrior / Soldat | medium (2) | 10/10/10 | 2 | 8 | can be made into Stinger for 1 PP |
| Conqueror / Conquérant | medium (2) | 20/10/0 | 2 | 3 | may be sacrificed in the blue phase for 1 combat action |
| Planter / Pondeuse | large (4) | 15/15/0 | 2 | 1 | Productive +2; new units may be placed in its zone |
| Stinger / Dard | large (4) | 15/15/20 | 3 | 2 | — |
"""  # noqa: E501

# TS-22.1
NOMAD_UNITS = """\
| Dog / Chien | small (1) | 5/5/10 | 1 | 2 | +1 movement; cannot use Weapons |
| Private / Bleu | small (1) | 10/10/5 | 1 | 5 | — |
| Stuff Sergeant / Sergent Matos | small (1) | 10/10/0 | 1 | 2 | places Mines (faction effect) |
| Hunter / Chasseur | small (1) | 10/10/10 | 1 | 2 | +1 movement |
| Launcher / Lance-grenades | medium (2) | 10/10/15 | 1 | 2 | — |
| Squad Leader / Cheffe d'escouade | medium (2) | 15/15/15 | 1 | 1 | ignores mountain ranges and enemy units when moving |
| Lt. Dan / Lt Dan | medium (2) | 15/15/15 | 1 | 1 | grants units in his zone +1 movement |
"""  # noqa: E501

# TS-23.1
BOARLORD_UNITS = """\
| Squeaker / Couineur | small (1) | 15/10/5 | 1 | 8 | may be placed in the Boarmother's zone |
| Boarrior / Groigneur | medium (2) | 15/10/5 | 2, or 1 + replace a Squeaker | 4 | "may each place 2 Terraformings in its area in the blue phase" (TS-23.5) |
| Boarmaiden / Sangloiselle | medium (2) | 15/15/10 | 2, or 1 + replace a Squeaker | 6 | can be upgraded to Boarguard, Boarmother or Boarmaster for 1 |
| Boarguard / Sanglardien | large (4) | 50/20/10 | 3, or 1 + replace a Boarmaiden | 3 | — |
| Boarmaster / Maître-grier | large (4) | 60/30/15 | 3, or 1 + replace a Boarmaiden | 1 | — |
| Boarmother / Mère Laie | large (4) | 15/25/10 | 3, or 1 + replace a Boarmaiden | 1 | Squeaker spawn point |
"""  # noqa: E501

# TS-32.2
ONI_TABLE = """\
| Small Oni / Petit Oni | small (1) | 10/10/5 | 9 |
| Medium Oni / Oni moyen | medium (2) | 20/15/10 | 7 |
| Large Oni / Grand Oni | large (4) | 30/25/20 | 5 |
"""

# The English name of each unit -> its key in the data (the plan's keys).
UNIT_KEYS = {
    "Attack Drone": "attack_drone", "Shield Drone": "shield_drone", "Cybersamurai 2.1": "cs_2_1",
    "Cybersamurai 2.2": "cs_2_2", "Cyberoid": "cyberoid", "Shogun": "shogun",
    "Worker": "worker", "Breeder": "breeder", "Wasp": "wasp", "Warrior": "warrior",
    "Conqueror": "conqueror", "Planter": "planter", "Stinger": "stinger",
    "Dog": "dog", "Private": "private", "Stuff Sergeant": "stuff_sergeant", "Hunter": "hunter",
    "Launcher": "launcher", "Squad Leader": "squad_leader", "Lt. Dan": "lt_dan",
    "Squeaker": "squeaker", "Boarrior": "boarrior", "Boarmaiden": "boarmaiden",
    "Boarguard": "boarguard", "Boarmaster": "boarmaster", "Boarmother": "boarmother",
    "Small Oni": "small_oni", "Medium Oni": "medium_oni", "Large Oni": "large_oni",
}

# The abilities column of TS-20.1 … TS-23.1 as ability keys (the data's vocabulary); the
# Boarmaiden's and Worker's/Warrior's upgrade texts are the upgrade table (checked below).
ABILITIES = {
    "attack_drone": ("flying",), "shield_drone": ("flying", "shield_drone"),
    "cs_2_1": (), "cs_2_2": (), "cyberoid": (), "shogun": ("needs_uplink:shogun",),
    "worker": (), "breeder": ("productive:1", "spawn_point", "egg_layer:1"),
    "wasp": ("flying", "move_bonus:1"), "warrior": (), "conqueror": ("sacrifice",),
    "planter": ("productive:2", "spawn_point", "egg_layer:2"), "stinger": (),
    "dog": ("move_bonus:1", "no_weapons"), "private": (), "stuff_sergeant": ("mines",),
    "hunter": ("move_bonus:1",), "launcher": (),
    "squad_leader": ("ignores_mountains", "ignores_enemies"), "lt_dan": ("lt_dan_aura",),
    "squeaker": (), "boarrior": ("terraform:2",), "boarmaiden": (), "boarguard": (),
    "boarmaster": (), "boarmother": ("spawn_point:squeaker",),
}


def rows(table: str) -> list[list[str]]:
    """The cells of each row of a markdown table (no header)."""
    return [[c.strip() for c in line.strip().strip("|").split("|")]
            for line in table.strip().splitlines()]


def names(cell: str) -> tuple[str, str]:
    """"EN / FR" (or one name for both) -> (en, fr)."""
    en, _, fr = cell.partition(" / ")
    return en, fr or en


def check_unit_table(table: str, faction: str) -> None:
    """Every value of a TS-2x.1 table against the data, names against the catalogue (the Oni
    table of TS-32.2 has no cost column: the Oni are never produced, cost 0 in the data)."""
    expected = rows(table)
    if faction == "oni":
        expected = [cells[:3] + ["0"] + cells[3:] for cells in expected]
    assert [u.key for u in D.units_of(faction)] == [UNIT_KEYS[names(r[0])[0]] for r in expected]
    en, fr = i18n.catalogue("en"), i18n.catalogue("fr")
    for cells in expected:
        name_en, name_fr = names(cells[0])
        unit = D.UNIT_BY_KEY[UNIT_KEYS[name_en]]
        size, force = re.fullmatch(r"(\w+) \((\d)\)", cells[1]).groups()  # type: ignore[union-attr]
        c, h, a = (int(v) for v in cells[2].split("/"))
        assert (unit.faction, unit.size, unit.force) == (faction, size, int(force)), unit.key
        assert (unit.conquest, unit.health, unit.attack) == (c, h, a), unit.key
        assert unit.cost == int(cells[3].split(",")[0]), unit.key
        assert unit.figures == int(cells[4]), unit.key
        assert (en[f"ts.unit.{unit.key}.name"], fr[f"ts.unit.{unit.key}.name"]) == \
            (name_en, name_fr)
        # Faction units: values printed (PA), sizes RECONSTRUCTED; Oni: sizes printed (S),
        # values RECONSTRUCTED. Each record says which.
        if faction == "oni":
            assert unit.source == "S"
            assert set(unit.reconstructed) >= {"conquest", "health", "attack"}
        else:
            assert unit.abilities == ABILITIES[unit.key]
            assert unit.source == "PA" and unit.reconstructed == ("size",)
        assert unit.is_reconstructed


# --- units -------------------------------------------------------------------------------------


@pytest.mark.rule("TS-20.1")
def test_cybersamurai_units() -> None:
    check_unit_table(CYBER_UNITS, "cyber")
    assert D.UNIT_BY_KEY["shogun"].ability_arg("needs_uplink") == "shogun"
    assert D.UNIT_BY_KEY["attack_drone"].has("flying")


@pytest.mark.rule("TS-21.1", "TS-21.12")
def test_dark_seed_units() -> None:
    check_unit_table(DARKSEED_UNITS, "darkseed")
    assert D.UNIT_BY_KEY["breeder"].ability_value("productive") == 1
    assert D.UNIT_BY_KEY["planter"].ability_value("productive") == 2
    assert D.UNIT_BY_KEY["wasp"].ability_value("move_bonus") == 1


@pytest.mark.rule("TS-22.1")
def test_nomad_units() -> None:
    check_unit_table(NOMAD_UNITS, "nomads")
    assert D.UNIT_BY_KEY["dog"].has("no_weapons")
    assert D.UNIT_BY_KEY["hunter"].ability_value("move_bonus") == 1
    assert not D.UNIT_BY_KEY["private"].has("move_bonus")


@pytest.mark.rule("TS-23.1")
def test_boarlord_units() -> None:
    check_unit_table(BOARLORD_UNITS, "boarlords")
    # "2, or 1 + replace a Squeaker": the second price is the upgrade (TS-23.2).
    for cells in rows(BOARLORD_UNITS):
        match = re.search(r"or (\d) \+ replace an? (\w+)", cells[3])
        if match:
            target = UNIT_KEYS[names(cells[0])[0]]
            source = UNIT_KEYS[match.group(2)]
            assert D.upgrade_cost(source, target) == int(match.group(1)), target
    assert D.UNIT_BY_KEY["boarmother"].ability_arg("spawn_point") == "squeaker"


@pytest.mark.rule("TS-32.2", "TS-32.3", "TS-1.8")
def test_oni_units() -> None:
    check_unit_table(ONI_TABLE, "oni")
    assert D.ONI_UNITS == D.units_of("oni")
    # TS-32.3: the ordinary Oni have no ability (not Flying, not Massive).
    assert all(u.abilities == () for u in D.ONI_UNITS)
    # TS-1.8: 21 Oni figures, 9 small, 7 medium, 5 large.
    assert sum(u.figures for u in D.ONI_UNITS) == 21 == D.COMPONENTS["oni_figures.total"]
    for unit in D.ONI_UNITS:
        assert D.COMPONENTS[f"oni_figures.{unit.key}"] == unit.figures


@pytest.mark.rule("TS-6.10")
def test_force_by_size() -> None:
    forces = {"small": 1, "medium": 2, "large": 4}
    for unit in D.UNITS + D.ONI_UNITS:
        assert unit.force == forces[unit.size], unit.key


@pytest.mark.rule("TS-21.11", "TS-23.2")
def test_upgrade_paths() -> None:
    steps = {(u.from_key, u.to_key): u.cost for u in D.UPGRADES}
    assert steps == {
        # TS-21.11: Worker -> Warrior, Planter or Conqueror for 1; Warrior -> Stinger for 1.
        ("worker", "warrior"): 1, ("worker", "planter"): 1, ("worker", "conqueror"): 1,
        ("warrior", "stinger"): 1,
        # TS-23.1/TS-23.2: Squeaker -> Boarrior or Boarmaiden; Boarmaiden -> the large ones.
        ("squeaker", "boarrior"): 1, ("squeaker", "boarmaiden"): 1,
        ("boarmaiden", "boarguard"): 1, ("boarmaiden", "boarmaster"): 1,
        ("boarmaiden", "boarmother"): 1,
    }
    assert D.upgrade_cost("worker", "stinger") == 2  # TS-21.11 chain
    assert D.upgrade_cost("squeaker", "boarguard") == 2  # TS-5.18: Maxine's 2 PP
    assert D.upgrade_cost("worker", "boarguard") is None
    assert D.upgrade_cost("stinger", "worker") is None
    assert D.upgrade_cost("worker", "worker") is None
    assert [u.to_key for u in D.upgrades_from("boarmaiden")] == \
        ["boarguard", "boarmaster", "boarmother"]


# --- factions ------------------------------------------------------------------------------------


@pytest.mark.rule("TS-2.10", "TS-2.11")
def test_faction_numbers_give_the_initiative_order() -> None:
    assert [(f.key, f.number) for f in D.FACTIONS] == \
        [("cyber", 1), ("darkseed", 2), ("nomads", 8), ("boarlords", 10)]
    assert tuple(D.FACTION_BY_KEY) == ("cyber", "darkseed", "nomads", "boarlords")


@pytest.mark.rule("TS-1.3")
def test_start_zones() -> None:
    # TS-1.3: Otomo Core, Nid / Nest, USS Nomad, Sangleterre / Boarea.
    expected = {"cyber": ("Otomo Core", "Otomo Core"), "darkseed": ("Nest", "Nid"),
                "nomads": ("USS Nomad", "USS Nomad"), "boarlords": ("Boarea", "Sangleterre")}
    en, fr = i18n.catalogue("en"), i18n.catalogue("fr")
    for key, (name_en, name_fr) in expected.items():
        zone = D.FACTION_BY_KEY[key].start_zone
        assert (en[f"ts.start_zone.{zone}"], fr[f"ts.start_zone.{zone}"]) == (name_en, name_fr)
    # TS-2.16: only the Nest is placed freely.
    assert {f.key: f.start_zone_placement for f in D.FACTIONS} == \
        {"cyber": "edge", "darkseed": "free", "nomads": "edge", "boarlords": "edge"}


@pytest.mark.rule("TS-7.26", "TS-20.4", "TS-21.6", "TS-22.5", "TS-23.7")
def test_protection_modifiers() -> None:
    # TS-7.26: Sangliers +10, Cybersamurai ×2, Nomades +5, Nuée Noire +0.
    assert {f.key: f.protection for f in D.FACTIONS} == {
        "boarlords": ("add", 10), "cyber": ("mul", 2), "nomads": ("add", 5),
        "darkseed": ("add", 0)}
    assert [D.FACTION_BY_KEY[k].protected_health(15) for k in D.FACTION_BY_KEY] == \
        [30, 15, 20, 25]


@pytest.mark.rule("TS-22.4")
def test_defensive_actions() -> None:
    assert {f.key: f.defensive_action for f in D.FACTIONS} == {
        "cyber": "defense_matrix", "darkseed": "for_the_queen", "nomads": "",
        "boarlords": "displacement"}
    assert [f.has_defensive_action for f in D.FACTIONS] == [True, True, False, True]
    fr = i18n.catalogue("fr")
    assert fr["ts.defensive.for_the_queen.name"] == "Pour la Reine"
    assert fr["ts.defensive.displacement.name"] == "Déplacement"


@pytest.mark.rule("TS-1.9")
def test_faction_figures_are_the_box_counts() -> None:
    # TS-1.9: Nomades 15, Nuée Noire 38, Seigneurs Sangliers 23, Cybersamurai 20.
    expected = {"nomads": 15, "darkseed": 38, "boarlords": 23, "cyber": 20}
    for key, figures in expected.items():
        assert D.FACTION_BY_KEY[key].figures == figures
        assert sum(u.figures for u in D.units_of(key)) == figures
        assert D.COMPONENTS[f"{key}.figures"] == figures


# --- starting units (TS-20.13, TS-21.14, TS-22.13, TS-23.15) -----------------------------------

# The spec's lines, verbatim up to the totals.
STARTS = {
    "cyber": ("2 Cybersamurai 2.1, 1 Cybersamurai 2.2, 1 Cyberoid, 2 Attack Drones, "
              "1 Shield Drone", (65, 75, 75)),
    "darkseed": ("5 Workers, 1 Breeder, 1 Warrior, 2 Wasps, 1 Conqueror", (70, 60, 45)),
    "nomads": ("Lt Dan, 2 Privates, 1 Stuff Sergeant, 1 Hunter, 1 Dog", (60, 60, 45)),
    "boarlords": ("Boarmother, 2 Squeakers, 1 Boarrior, 1 Boarmaiden", (75, 70, 35)),
}
PLURALS = {"Drones": "Drone", "Workers": "Worker", "Wasps": "Wasp", "Privates": "Private",
           "Squeakers": "Squeaker", "Lt Dan": "Lt. Dan"}


def _start_counts(text: str) -> dict[str, int]:
    out = {}
    for item in text.split(", "):
        match = re.fullmatch(r"(\d+) (.+)", item)
        n, name = (int(match.group(1)), match.group(2)) if match else (1, item)
        for plural, singular in PLURALS.items():
            name = name.replace(plural, singular)
        out[UNIT_KEYS[name]] = n
    return out


@pytest.mark.rule("TS-20.13", "TS-21.14", "TS-22.13", "TS-23.15")
def test_starting_units_and_their_printed_totals() -> None:
    for key, (text, totals) in STARTS.items():
        faction = D.FACTION_BY_KEY[key]
        assert dict(faction.starting_units) == _start_counts(text), key
        assert D.starting_totals(key) == totals, key
        assert "starting_units" in faction.reconstructed  # RECONSTRUCTED, flagged
    # The extras: 2 Eggs (Nuée Noire), 2 Pistols (Nomades); no uplink, no Terraforming.
    assert {f.key: dict(f.starting_extras) for f in D.FACTIONS} == {
        "cyber": {}, "darkseed": {"egg": 2}, "nomads": {"pistol": 2}, "boarlords": {}}


# --- goals and missions (TS-10.3, TS-10.4, TS-20.5, TS-21.7, TS-22.6, TS-23.8, TS-24.1) --------

# TS-24.1
MISSION_TABLE = """\
| Cybersamurai: Surgical Strike / Frappe chirurgicale | destroy 3 or more enemy units (Oni included) with the attack effect of a single combat action of yours |
| Nuée Noire: Infestation / Infestation | have units in 7 different zones (start zones excluded) at the end of one of your phase turns |
| Nomades: Raid / Raid | conquer a zone adjacent to another player's start zone |
| Seigneurs Sangliers: Fertile Lands / Terres fertiles | control 2 Fertile grounds at the same time |
"""  # noqa: E501
FACTION_FR = {"Cybersamurai": "cyber", "Nuée Noire": "darkseed", "Nomades": "nomads",
              "Seigneurs Sangliers": "boarlords"}
MISSION_KEYS = {"Surgical Strike": ("surgical_strike", "destroy_in_one_attack", 3),
                "Infestation": ("infestation", "units_in_zones", 7),
                "Raid": ("raid", "conquer_next_to_start", 1),
                "Fertile Lands": ("fertile_lands", "control_type", 2)}


@pytest.mark.rule("TS-24.1")
def test_missions() -> None:
    en, fr = i18n.catalogue("en"), i18n.catalogue("fr")
    assert len(D.MISSIONS) == 4 == D.COMPONENTS["cards.mission"]
    for cells in rows(MISSION_TABLE):
        faction, _, card = cells[0].partition(": ")
        name_en, name_fr = names(card)
        key, kind, count = MISSION_KEYS[name_en]
        mission = D.MISSIONS[key]
        assert (mission.faction, mission.vp, mission.kind, mission.count) == \
            (FACTION_FR[faction], 1, kind, count)
        assert D.mission_of(FACTION_FR[faction]) is mission
        assert (en[f"ts.mission.{key}.name"], fr[f"ts.mission.{key}.name"]) == (name_en, name_fr)
        assert mission.source == "R"  # texts RECONSTRUCTED (TS-24)
    assert D.MISSIONS["fertile_lands"].targets == ("fertile",)


@pytest.mark.rule("TS-20.5", "TS-21.7", "TS-22.6", "TS-23.8")
def test_faction_goals() -> None:
    expected = {  # faction: (EN / FR name, kind, count, check), 2 VP each
        "cyber": ("GPS Mapping / Cartographie GPS", "control_each_type", 4, "immediate"),
        "darkseed": ("Space for the Swarm / De la place pour la Nuée", "conquer_in_round", 6,
                     "immediate"),
        "nomads": ("Regain Former Strength / Retrouver sa puissance", "reconquer_in_round", 4,
                   "immediate"),
        "boarlords": ("Territorial Expansion / Expansion territoriale", "control_zones", 10,
                      "end_of_red_phase"),
    }
    en, fr = i18n.catalogue("en"), i18n.catalogue("fr")
    for key, (cell, kind, count, check) in expected.items():
        goal = D.goal_of(key)
        assert (goal.faction, goal.vp, goal.kind, goal.count, goal.check) == \
            (key, 2, kind, count, check)
        assert (en[f"ts.goal.{goal.key}.name"], fr[f"ts.goal.{goal.key}.name"]) == names(cell)
    # TS-20.5: mountain, fertile ground, Tsukuyumi zone and regular zone.
    assert D.goal_of("cyber").targets == ("mountain", "fertile", "tsukuyumi", "regular")
