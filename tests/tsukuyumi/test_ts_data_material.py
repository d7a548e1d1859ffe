"""Tsukuyumi faction material and box counts (TS-1.4 … TS-1.9, TS-20.6, TS-20.7, TS-22.2,
TS-22.7, TS-22.9, TS-23.9) against the spec, and the data files' headers and source tags.

The expected tables are copied verbatim from `rules/tsukuyumi.md`; the data under test is
`game/tsukuyumi/data/*.json` read through `game.tsukuyumi.data`. The malformed-file checks
feed the readers of `game.tsukuyumi.datafile` small broken files.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core import i18n
from game.tsukuyumi import cards as C
from game.tsukuyumi import data as D
from game.tsukuyumi import datafile as F

# TS-20.6
UPLINK_TABLE = """\
| U1 | Shogun | 2 | unlocks production of the Shogun |
| U2 | Tenno Sub-AI | 2 | when the faction effect is used: perform one white-phase action (Movement 1, Combat 1, Production 1 or Events 1/1), even one already taken in the white phase |
| U3 | Kaneda | 2 | unlocks both Kaneda markers (TS-20.8) |
| U4 | Missile strike / Frappe de missiles | 2 | unlocks both Missile-strike markers (TS-20.9) |
| U5 | Tetsuo / Laser orbital Tetsuo | 3 | unlocks Tetsuo (TS-20.10) |
| U6 | Drone Hub / Nid de drones | 1 | new Drones may also be placed in any zone holding a Cybersamurai 2.x, Cyberoid or Shogun |
| U7 | Neural Link / Lien neural | 1 | Cyberoids and the Shogun get +1 movement |
| U8 | Targeting Array / Réseau de visée | 2 | +5 damage per Cybersamurai 2.2 in each Annihilation attack and Counter-attack of the Cybersamurai |
| U9 | Satellite Scan / Scan satellite | 1 | each Events action of the Cybersamurai draws 1 more card (plays unchanged) |
| U10 | Bunker Network / Réseau de bunkers | 2 | new units may also be placed in any zone the Cybersamurai control that holds a Cybersamurai unit |
"""  # noqa: E501
# The effect column as the data's effect keys, targets and values.
UPLINK_EFFECTS = {
    "U1": ("unlock_unit", ("shogun",), 0),
    "U2": ("faction_effect_white_action", (), 0),
    "U3": ("unlock_marker", ("kaneda_red", "kaneda_blue"), 0),
    "U4": ("unlock_marker", ("missile_strike_red", "missile_strike_blue"), 0),
    "U5": ("tetsuo", (), 30),  # TS-20.10: 30 damage to one enemy unit
    "U6": ("drone_placement", ("cs_2_1", "cs_2_2", "cyberoid", "shogun"), 0),
    "U7": ("move_bonus", ("cyberoid", "shogun"), 1),
    "U8": ("damage_bonus", ("cs_2_2",), 5),
    "U9": ("extra_event_draw", (), 1),
    "U10": ("bunker_placement", (), 0),
}


def _rows(table: str) -> list[list[str]]:
    return [[c.strip() for c in line.strip().strip("|").split("|")]
            for line in table.strip().splitlines()]


@pytest.mark.rule("TS-20.6")
def test_uplinks() -> None:
    en, fr = i18n.catalogue("en"), i18n.catalogue("fr")
    expected = _rows(UPLINK_TABLE)
    assert list(D.UPLINKS) == [cells[0] for cells in expected]
    for uplink_id, name, cost, _effect in expected:
        uplink = D.UPLINKS[uplink_id]
        name_en, _, name_fr = name.partition(" / ")
        assert uplink.cost == int(cost), uplink_id
        assert (uplink.effect, uplink.targets, uplink.value) == UPLINK_EFFECTS[uplink_id]
        assert en[f"ts.uplink.{uplink.key}.name"] == name_en
        assert fr[f"ts.uplink.{uplink.key}.name"] == (name_fr or name_en)
        assert D.UPLINK_BY_KEY[uplink.key] is uplink
    # Five names are FOUND, the other five uplinks wholly RECONSTRUCTED; every cost is R.
    assert [u.source == "R" for u in D.UPLINKS.values()] == [False] * 5 + [True] * 5
    assert all(u.is_reconstructed for u in D.UPLINKS.values())
    # S: at least one uplink costs 1 PP (TS-5.19).
    assert min(u.cost for u in D.UPLINKS.values()) == 1
    assert D.COMPONENTS["faction_cards.cyber_uplink"] == len(D.UPLINKS) == 10


@pytest.mark.rule("TS-20.7", "TS-1.9")
def test_cybersamurai_markers() -> None:
    # TS-20.7: 2 Kaneda and 2 Missile strikes, each pair one red (offensive) and one blue
    # (defensive); TS-20.9: a Missile strike deals 20 damage.
    assert {(m.kind, m.use, m.uplink, m.value) for m in D.CYBER_MARKERS} == {
        ("kaneda", "offensive", "kaneda", 0), ("kaneda", "defensive", "kaneda", 0),
        ("missile_strike", "offensive", "missile_strike", 20),
        ("missile_strike", "defensive", "missile_strike", 20)}
    assert [m.source for m in D.CYBER_MARKERS if m.use == "offensive"] == ["R", "R"]
    assert (D.COMPONENTS["cyber.markers"], D.COMPONENTS["cyber.kaneda"],
            D.COMPONENTS["cyber.missile_strike"]) == (4, 2, 2)


@pytest.mark.rule("TS-22.2", "TS-22.7", "TS-1.9")
def test_nomad_weapons_and_discount() -> None:
    # TS-22.2: Pistol / Pistolet +10 (5), Machine gun / Mitrailleuse +15 (5), Grenade +25 (2),
    # 1 PP each.
    expected = [("pistol", "Pistol", "Pistolet", 10, 5),
                ("machine_gun", "Machine gun", "Mitrailleuse", 15, 5),
                ("grenade", "Grenade", "Grenade", 25, 2)]
    en, fr = i18n.catalogue("en"), i18n.catalogue("fr")
    assert [w.key for w in D.WEAPONS] == [e[0] for e in expected]
    for key, name_en, name_fr, bonus, count in expected:
        weapon = D.WEAPON_BY_KEY[key]
        assert (weapon.bonus, weapon.cost, weapon.count) == (bonus, 1, count)
        assert (en[f"ts.weapon.{key}"], fr[f"ts.weapon.{key}"]) == (name_en, name_fr)
        assert D.COMPONENTS[f"nomads.{key}"] == count
    assert sum(w.count for w in D.WEAPONS) == 12 == D.COMPONENTS["nomads.weapons"]
    # TS-22.7: for 2 PP, any 2 units and 1 Weapon.
    discount = D.NOMAD_DISCOUNT
    assert (discount.cost, discount.units, discount.weapons) == (2, 2, 1)


@pytest.mark.rule("TS-23.9", "TS-1.9")
def test_faction_supplies() -> None:
    # TS-23.9: 35 Terraformings: 10 Tunnel, 10 Couverture / Cover, 10 Forteresse / Fortress,
    # 5 Barricade; zone markers go in the zone, edge markers on an edge.
    terraforming = {s.key: s for s in D.SUPPLIES if s.faction == "boarlords"}
    assert {k: (s.count, s.placement) for k, s in terraforming.items()} == {
        "tunnel": (10, "edge"), "cover": (10, "zone"), "fortress": (10, "zone"),
        "barricade": (5, "edge")}
    assert sum(s.count for s in terraforming.values()) == 35 == \
        D.COMPONENTS["boarlords.terraforming"]
    fr = i18n.catalogue("fr")
    assert [fr[f"ts.marker.{k}"] for k in terraforming] == \
        ["Tunnel", "Couverture", "Forteresse", "Barricade"]
    # TS-23.11 Cover ignores 10 damage; TS-23.12 Fortress +10, at most 2 per zone.
    assert (terraforming["cover"].value, terraforming["fortress"].value,
            terraforming["fortress"].per_zone) == (10, 10, 2)
    # TS-21.8: 25 Eggs; TS-22.9/22.10: 20 Mines, 10 damage each, at most 3 per zone.
    egg, mine = D.SUPPLY_BY_KEY["egg"], D.SUPPLY_BY_KEY["mine"]
    assert (egg.faction, egg.count) == ("darkseed", 25) and D.COMPONENTS["darkseed.egg"] == 25
    assert (mine.faction, mine.count, mine.value, mine.per_zone) == ("nomads", 20, 10, 3)
    assert D.COMPONENTS["nomads.mine"] == 20
    for supply in D.SUPPLIES:
        assert D.COMPONENTS[f"{supply.faction}.{supply.key}"] == supply.count


@pytest.mark.rule("TS-1.4", "TS-1.5", "TS-1.6", "TS-1.7", "TS-1.2")
def test_box_counts() -> None:
    c = D.COMPONENTS
    # TS-1.1 … TS-1.3: 37 area tiles, the Moon of 3 pieces and 7 zones, 4 start zones.
    assert (c["area_tiles"], c["moon_pieces"], c["moon_zones"], c["start_zones"]) == \
        (37, 3, 7, 4)
    assert D.COMPONENT_SOURCES["moon_zones"] == "FG" and D.COMPONENT_SOURCES["area_tiles"] == "S"
    # TS-1.4: 13 Barrage/Passage, 15 Instable, 15 Radioactif, 10 Annulation, 15 Tsukuyumi.
    assert {k.split(".")[1]: v for k, v in c.items() if k.startswith("neutral_markers.")} == {
        "barrier_passage": 13, "unstable": 15, "radioactive": 15, "cancel": 10,
        "tsukuyumi": 15}
    # TS-1.5: 37 Action, 20 Event, 1 Oni combat card, 4 Missions, 25 faction cards (combat:
    # Nomades 4, Cybersamurai 3, Seigneurs Sangliers 4, Nuée Noire 4; 10 uplinks).
    assert (c["cards.action"], c["cards.event"], c["cards.oni_combat"], c["cards.mission"],
            c["cards.faction"]) == (37, 20, 1, 4, 25)
    assert (len(C.ACTION_CARDS), len(C.EVENTS), len(C.combat_cards_of("oni")),
            len(D.MISSIONS)) == (37, 20, 1, 4)
    combat = {f: len(C.combat_cards_of(f)) for f in F.FACTION_KEYS}
    assert combat == {"cyber": 3, "darkseed": 4, "nomads": 4, "boarlords": 4}
    assert sum(combat.values()) + len(D.UPLINKS) == 25
    for faction, n in combat.items():
        assert c[f"faction_cards.{faction}_combat"] == n
    # TS-1.6: Initiative board with 4 markers and 2 round markers, VP board, 4 faction boards.
    assert (c["boards.initiative"], c["boards.initiative_markers"], c["boards.round_markers"],
            c["boards.victory_points"], c["boards.faction_boards"]) == (1, 4, 2, 1, 4)
    # TS-1.7: 26 territory markers per faction and 26 Oni.
    assert {k: v for k, v in c.items() if k.startswith("territory_markers.")} == {
        f"territory_markers.{o}": 26 for o in (*F.FACTION_KEYS, F.ONI)}


# --- headers, source tags, malformed files ---------------------------------------------------

DATA_FILES = ("units.json", "factions.json", "material.json", "missions.json",
              "components.json", "combat_cards.json", "action_cards.json", "events.json")


def test_every_data_file_has_its_header() -> None:
    for name in DATA_FILES:
        raw = json.loads((F.DATA_DIR / name).read_text(encoding="utf-8"))
        assert next(iter(raw)) == "header", name
        header = raw["header"]
        assert all(header[field] for field in F.HEADER_FIELDS), name
        assert "TS-42.14" in header["reconstructed"], name
        assert set(header["sources"]) <= set(F.SOURCE_TAGS), name


def test_every_record_has_a_source_tag() -> None:
    records = [*D.UNITS, *D.ONI_UNITS, *D.UPGRADES, *D.UPLINKS.values(), *D.CYBER_MARKERS,
               *D.WEAPONS, D.NOMAD_DISCOUNT, *D.SUPPLIES, *D.MISSIONS.values(),
               *D.GOALS.values(), *D.FACTIONS, *C.COMBAT_CARDS.values(),
               *C.ACTION_CARDS.values(), C.WHITE_PHASE, *C.EVENTS.values()]
    for record in records:
        assert record.source in F.SOURCE_TAGS, record
        assert not (record.source == "R" and record.reconstructed), record


def _write(tmp_path: Path, body: dict[str, object]) -> Path:
    header = {"what": "x", "spec": "TS-0", "sources": {"R": "x"}, "reconstructed": "x"}
    (tmp_path / "bad.json").write_text(json.dumps({"header": header, **body}), encoding="utf-8")
    return tmp_path


def test_malformed_files_raise_a_clear_value_error(tmp_path: Path) -> None:
    (tmp_path / "nohead.json").write_text('{"cards": []}', encoding="utf-8")
    with pytest.raises(ValueError, match="nohead.json: .*header"):
        F.load("nohead.json", tmp_path)
    (tmp_path / "broken.json").write_text('{"header": ', encoding="utf-8")
    with pytest.raises(ValueError, match="broken.json: cannot read"):
        F.load("broken.json", tmp_path)
    raw = F.load("bad.json", _write(tmp_path, {"units": [{"key": "x", "cost": "2"}]}))
    (record,) = F.records(raw, "units", "bad.json")
    with pytest.raises(ValueError, match=r"bad.json units\[0\]: `cost` must be an integer"):
        record.integer("cost")
    with pytest.raises(ValueError, match="missing field `size`"):
        record.text("size", D.SIZES)
    with pytest.raises(ValueError, match="expected one of"):
        F.Reader({"size": "huge"}, "u").text("size", D.SIZES)
    with pytest.raises(ValueError, match="unknown key 'hovering'"):
        F.check_keyed("hovering", D.ABILITIES, "u")
    with pytest.raises(ValueError, match="positive integer argument"):
        F.check_keyed("productive:x", D.ABILITIES, "u")
    with pytest.raises(ValueError, match="takes no argument"):
        F.check_keyed("flying:2", D.ABILITIES, "u")
    with pytest.raises(ValueError, match="wholly RECONSTRUCTED"):
        F.Reader({"source": "R", "reconstructed": ["size"]}, "u").source()
    with pytest.raises(ValueError, match="`source` is 'X', expected one of S, PA"):
        F.Reader({"source": "X"}, "u").source()
    with pytest.raises(ValueError, match="non-empty list"):
        F.records({"units": []}, "units", "bad.json")
