"""Tsukuyumi cards (TS-20.12, TS-21.13, TS-22.12, TS-23.14, TS-30, TS-31, TS-32.1)
against the spec's tables, copied verbatim into this file (tests never read the spec).

The action-card table is parsed here by a regular expression of its own, independent of
`cards.parse_actions`, so the two readings of TS-30.1 check each other.
"""

from __future__ import annotations

import re

import pytest

from game.core import i18n
from game.tsukuyumi import cards as C
from game.tsukuyumi import data as D

# --- combat cards -------------------------------------------------------------------------------

# TS-20.12, TS-21.13, TS-22.12, TS-23.14 (the id, name, type, usable and ripostes columns are
# compared cell by cell; the attack column is prose, matched by ATTACKS below).
COMBAT_TABLE = """\
| C1 | Conquest / Conquête | Conquête | always | conquest (TS-7.5) | Counter-attack · Defensive action |
| C2 | Annihilation / Annihilation | Annihilation | enemies present | damage = sum of attack (+ U8) | Counter-attack · Protection · Retreat |
| C3 | Strike from Orbit / Frappe orbitale | Spécifique, once per round | always | use one installed offensive uplink here: red Kaneda, red Missile strike, or Tetsuo (if not used up, TS-20.10); then the attacker MAY attempt a conquest | Protection · Retreat · Defensive action |
| D1 | Conquest / Conquête | Conquête | always | conquest | Counter-attack · Defensive action |
| D2 | Devour / Dévorer | Annihilation | enemies present | damage = sum of attack | Counter-attack · Protection · Retreat |
| D3 | Swarm / Essaim | Attaque spéciale | always | conquest in which each small Nuée Noire unit counts +5 conquest | Counter-attack · Defensive action |
| D4 | Brood / Couvée | Spécifique, once per round | enemies present | annihilation; after the ripostes, 1 Egg is placed in the zone per Nuée Noire unit destroyed in this combat | Counter-attack · Protection · Retreat |
| N1 | Conquest / Conquête | Conquête | always | conquest | Counter-attack · Ammo loss |
| N2 | Open Fire / Feu à volonté | Annihilation | enemies present | damage = sum of attack + Weapons | Counter-attack · Protection · Retreat |
| N3 | Hit and Run / Harcèlement | Attaque spéciale | enemies present | annihilation with units and Weapons; then every Nomads combatant unit may move 1 zone (an exception to TS-4.9) | Counter-attack · Ammo loss |
| N4 | Guerrilla Raid / Raid de guérilla | Spécifique, once per round | always | conquest; then damage equal to the total value of the Weapons discarded for it (unit attack not added; one per non-Dog unit) | Counter-attack · Ammo loss · Retreat |
| B1 | Conquest / Conquête | Conquête | always | conquest | Counter-attack · Defensive action |
| B2 | Gore / Charge | Annihilation | enemies present | damage = sum of attack | Counter-attack · Protection · Retreat |
| B3 | Stampede / Débandade | Attaque spéciale | always | conquest; if it succeeds, every defender whose conquest total was strictly lower is moved, unit by unit, to adjacent zones chosen by the Boarlords (barriers apply) | Counter-attack · Defensive action |
| B4 | Mother's Call / Appel de la Mère | Spécifique, once per round | always | upgrade up to 2 Boarlords units in this zone for free (allowed paths, supply permitting), then attempt a conquest | Counter-attack · Retreat |
"""  # noqa: E501
FACTION_OF = {"C": "cyber", "D": "darkseed", "N": "nomads", "B": "boarlords"}
TYPES = {"Conquête": "conquest", "Annihilation": "annihilation", "Attaque spéciale": "special",
         "Spécifique, once per round": "specific"}
USABLE = {"always": "always", "enemies present": "enemies"}
RIPOSTES = {"Counter-attack": "counter", "Retreat": "retreat", "Defensive action": "defensive",
            "Protection": "protection", "Ammo loss": "ammo_loss",
            "Oni Reinforcement": "oni_reinforcement"}
# The attack column as the data's steps and allowed damage sources.
ATTACKS = {
    "C1": (("conquest",), ()), "C2": (("annihilation",), ("targeting_array",)),
    "C3": (("offensive_uplink", "conquest"), ()),
    "D1": (("conquest",), ()), "D2": (("annihilation",), ()), "D3": (("swarm_conquest:5",), ()),
    "D4": (("annihilation", "eggs_per_loss"), ()),
    "N1": (("conquest",), ()), "N2": (("annihilation",), ("weapons",)),
    "N3": (("annihilation", "move_after:1"), ("weapons",)),
    "N4": (("conquest", "weapon_volley"), ("weapons",)),
    "B1": (("conquest",), ()), "B2": (("annihilation",), ()),
    "B3": (("conquest", "push_weaker"), ()), "B4": (("free_upgrades:2", "conquest"), ()),
}


def _rows(table: str) -> list[list[str]]:
    return [[c.strip() for c in line.strip().strip("|").split("|")]
            for line in table.strip().splitlines()]


@pytest.mark.rule("TS-20.12", "TS-21.13", "TS-22.12", "TS-23.14")
def test_faction_combat_cards() -> None:
    en, fr = i18n.catalogue("en"), i18n.catalogue("fr")
    expected = _rows(COMBAT_TABLE)
    assert [c.card_id for c in C.COMBAT_CARDS.values()
            if c.faction not in ("oni", "legendary", "oni_power")] == \
        [cells[0] for cells in expected]
    for card_id, name, card_type, usable, _attack, ripostes in expected:
        card = C.COMBAT_CARDS[card_id]
        name_en, _, name_fr = name.partition(" / ")
        assert card.faction == FACTION_OF[card_id[0]]
        assert (card.card_type, card.usable) == (TYPES[card_type], USABLE[usable]), card_id
        assert card.ripostes == tuple(RIPOSTES[r] for r in ripostes.split(" · ")), card_id
        assert (card.attack, card.bonuses) == ATTACKS[card_id]
        assert card.once_per_round == (card_type == "Spécifique, once per round")
        assert (en[f"ts.combat.{card_id}.name"], fr[f"ts.combat.{card_id}.name"]) == \
            (name_en, name_fr)
        assert card.source == "R"  # every faction card is RECONSTRUCTED
    # TS-7.32: none of the reconstructed cards is usable only without enemies.
    assert all(c.usable != "no_enemies" for c in C.COMBAT_CARDS.values())
    # TS-7.3: one Spécifique card per faction.
    for faction in FACTION_OF.values():
        assert sum(c.once_per_round for c in D.combat_cards_of(faction)) == 1
        assert [c.card_id for c in D.combat_cards_of(faction)] == \
            list(D.FACTION_BY_KEY[faction].combat_cards)
    # "Only a few cards both attack and conquer" (TS-7.3): the steps say which.
    cards = C.COMBAT_CARDS
    assert (cards["C1"].conquers, cards["C1"].damages) == (True, False)
    assert (cards["B2"].conquers, cards["B2"].damages) == (False, True)
    assert (cards["N4"].conquers, cards["N4"].damages) == (True, True)


@pytest.mark.rule("TS-32.1")
def test_the_oni_card() -> None:
    (card,) = C.combat_cards_of("oni")
    # TS-32.1: "Conquête Oni", type Conquête, all Oni attempt a conquest; ripostes
    # Counter-attack · Retreat · Defensive action · Oni Reinforcement; no once-per-round limit.
    assert (card.card_id, card.card_type, card.attack, card.once_per_round) == \
        ("O1", "conquest", ("conquest",), False)
    assert card.ripostes == tuple(RIPOSTES[r] for r in
                                  "Counter-attack · Retreat · Defensive action · Oni Reinforcement"
                                  .split(" · "))
    assert i18n.catalogue("fr")["ts.combat.O1.name"] == "Conquête Oni"
    assert card.source == "S" and card.is_reconstructed  # name and Renfort Oni found, rest R
    # TS-7.28: up to 2 Oni; TS-7.29: the Nomads discard 1 Weapon.
    assert C.RIPOSTE_VALUES == {"oni_reinforcement": 2, "ammo_loss": 1}


# --- action cards (TS-30) ----------------------------------------------------------------------

# TS-30.3, verbatim (two cards a row).
ACTION_TABLE = """\
| A01 | F, E1 | P2, OC | M1, C2 | A20 | I1, E2 | P2, OP2 | M1, C2 |
| A02 | I1, E1 | P3, OP1 | M1, C1 | A21 | F, E1 | — | M1, C3 |
| A03 | F | P2, OC | M2, C2 | A22 | I3, E1 | P2, OP1 | M1, C1 |
| A04 | E2 | P1, OP2, OC | M1, C3 | A23 | E1, F | P2, OP1, OC | M1, C2 |
| A05 | I2 | P2 | M1, C2 | A24 | — | P3 | M2, C2 |
| A06 | F, I1, E1 | P4, OP1, OC | — | A25 | F | P2, OP2, OC | M1, C3 |
| A07 | — | P2, OP1 | M2, C3 | A26 | E2, I1 | P2 | M1, C1 |
| A08 | E1, F | OC | M2, C2 | A27 | F, E2 | P3, OP1 | M1 |
| A09 | E3 | P2, OP1 | M1, C1 | A28 | I1 | P2, OC | M1, C2 |
| A10 | F | P3 | M1, C1 | A29 | E1 | P2, OP3 | M2, C2 |
| A11 | I1 | P1, OP2, OC | M2, C3 | A30 | F | OP1 | M2, C3 |
| A12 | E2, F | P2 | M1, C1 | A31 | E1, I2 | P3 | M1, C1 |
| A13 | I2, E1 | P1, OP1 | M1, C2 | A32 | F, I1 | P1, OP1 | M1, C2 |
| A14 | F, E1 | P2, OP2 | M1, C2 | A33 | E3, F | P2, OC | M1, C1 |
| A15 | I1 | P4, OP1 | M1, C1 | A34 | — | P2, OP1, OC | M2, C2 |
| A16 | E1 | P1, OC | M2, C2 | A35 | F, E1 | P2 | M1, C1 |
| A17 | F, I1 | P2, OP1 | C2 | A36 | I2, F | P2, OP2 | M1, C2 |
| A18 | E2 | P3, OC | M1, C1 | A37 | E2 | P1, OP1 | M2, C2 |
| A19 | F | P1 | M2, C2 | | | | |
"""


def _phase(cell: str) -> tuple[tuple[str, int], ...]:
    """TS-30.1 read independently: 'F' and 'OC' count 1, the others carry their number."""
    if cell == "—":
        return ()
    return tuple((m.group(1), int(m.group(2) or 1))
                 for m in (re.fullmatch(r"(OP|OC|[FIEPMC])(\d*)", t) for t in cell.split(", "))
                 if m)


def _expected_fronts() -> dict[str, tuple[tuple[tuple[str, int], ...], ...]]:
    out = {}
    for cells in _rows(ACTION_TABLE):
        for i in (0, 4):
            if cells[i]:
                out[cells[i]] = tuple(_phase(c) for c in cells[i + 1:i + 4])
    return out


@pytest.mark.rule("TS-30.3", "TS-30.1", "TS-3.6")
def test_the_37_action_cards() -> None:
    expected = _expected_fronts()
    assert len(expected) == 37
    assert sorted(C.ACTION_CARDS) == sorted(expected)
    for card_id, (blue, green, red) in expected.items():
        card = C.ACTION_CARDS[card_id]
        assert (card.blue, card.green, card.red) == (blue, green, red), card_id
        assert card.source == "R"
    # The brief's example and the "—" cells.
    assert C.ACTION_CARDS["A01"].blue == (("F", 1), ("E", 1))
    assert C.ACTION_CARDS["A06"].red == () and C.ACTION_CARDS["A24"].blue == ()
    assert C.ACTION_CARDS["A21"].green == ()
    assert C.ACTION_CARDS["A17"].phase("red") == (("C", 2),)
    assert C.ACTION_CARDS["A29"].amount("green", "OP") == 3
    assert C.ACTION_CARDS["A29"].amount("green", "OC") == 0
    # TS-30.3: each card a unique combination.
    assert len({(c.blue, c.green, c.red) for c in C.ACTION_CARDS.values()}) == 37


@pytest.mark.rule("TS-30.1", "TS-3.7", "TS-4.11")
def test_action_notation() -> None:
    assert C.parse_actions("F, E1", "blue") == (("F", 1), ("E", 1))
    assert C.parse_actions("P1, OP2, OC", "green") == (("P", 1), ("OP", 2), ("OC", 1))
    assert C.parse_actions("I 3", "blue") == (("I", 3),)  # "I n"
    assert C.parse_actions("M", "red") == (("M", 1),)  # TS-3.7: no number = 1
    assert C.parse_actions("—", "red") == ()
    for card in C.ACTION_CARDS.values():
        for phase in ("blue", "green", "red"):
            assert C.parse_actions(C.notation(card.phase(phase)), phase) == card.phase(phase)
    assert C.notation((("P", 4), ("OP", 1), ("OC", 1))) == "P4, OP1, OC"
    # TS-4.11: blue F/I/E, green P/OP/OC, red M/C.
    for text, phase in (("P2", "blue"), ("M1", "green"), ("E1", "red"), ("F2", "blue"),
                        ("X1", "red"), ("M1, M2", "red")):
        with pytest.raises(ValueError):
            C.parse_actions(text, phase)
    with pytest.raises(ValueError):
        C.ACTION_CARDS["A01"].phase("white")


@pytest.mark.rule("TS-30.2", "TS-4.10")
def test_white_phase() -> None:
    # Two different actions among M1, C1, P1, E1; the list is W, P1 is S, the rest R.
    white = C.WHITE_PHASE
    assert white.actions == (("M", 1), ("C", 1), ("P", 1), ("E", 1))
    assert (white.pick, white.distinct) == (2, True)
    assert white.source == "W" and white.is_reconstructed


@pytest.mark.rule("TS-30.4")
def test_deal_counts() -> None:
    # 6 per player: at 3 players 18 used and 19 stay in the box, at 4 players 24 and 13.
    assert [(6 * n, len(C.ACTION_CARDS) - 6 * n) for n in (3, 4)] == [(18, 19), (24, 13)]


# --- events (TS-31) ------------------------------------------------------------------------------

# TS-31.2, the # and name columns verbatim ("FR / EN"; E01's note dropped), and the effects as
# the data's keys.
EVENT_TABLE = """\
| E01 | Dangers des profondeurs / Danger from the Deep | damage:15 | target_zone | instant |
| E02 | Secousse / Tremor | rotate_tiles:2 | near_target | instant |
| E03 | Glissement de terrain / Landslide | place_barriers:2 | target_zone | instant |
| E04 | Passage caché / Hidden Pass | open_passages:2 | target_zone | instant |
| E05 | Marche forcée / Forced March | move_units:2 | target_zone | instant |
| E06 | Embuscade / Ambush | combat:1 | target_zone | instant |
| E07 | Retombées / Fallout | add_characteristic:radioactive | near_target | instant |
| E08 | Décontamination / Decontamination | cancel_characteristic:radioactive | near_target | instant |
| E09 | Faille / Fault Line | add_characteristic:unstable | near_target | instant |
| E10 | Murmure du dragon / Dragon's Whisper | add_characteristic:tsukuyumi | any_zone | instant |
| E11 | Purification / Purification | cancel_characteristic:tsukuyumi | any_zone | instant |
| E12 | Cache de ravitaillement / Supply Cache | production:2 | none | instant |
| E13 | Déploiement rapide / Rapid Deployment | redeploy:3 | none | instant |
| E14 | Agitation Oni / Oni Unrest | oni_unrest:3 | none | instant |
| E15 | Appel de la Lune / Call of the Moon | oni_placement:2 | none | instant |
| E16 | Retranchement / Entrench | defence_bonus:15 | target_zone | round |
| E17 | Sabotage / Sabotage | remove_markers:2 | target_zone | instant |
| E18 | Éclaireurs / Scout Ahead | scout:3 | none | instant |
| E19 | Vent arrière / Tailwind | move_bonus:1 | none | round |
| E20 | Saisir l'instant / Seize the Moment | initiative_up:1 | none | instant |
"""  # noqa: E501


@pytest.mark.rule("TS-31.1", "TS-31.2")
def test_the_20_events() -> None:
    en, fr = i18n.catalogue("en"), i18n.catalogue("fr")
    expected = _rows(EVENT_TABLE)
    assert list(C.EVENTS) == [cells[0] for cells in expected]
    for card_id, name, effect, target, duration in expected:
        event = C.EVENTS[card_id]
        name_fr, _, name_en = name.partition(" / ")
        assert (event.effect, event.target, event.duration) == (effect, target, duration)
        assert (fr[f"ts.event.{card_id}.name"], en[f"ts.event.{card_id}.name"]) == \
            (name_fr, name_en)
        assert C.EVENT_BY_KEY[event.key] is event
    # TS-31.1: one name FOUND (E01, its effect invented), everything else RECONSTRUCTED.
    assert [e.card_id for e in C.EVENTS.values() if e.source != "R"] == ["E01"]
    assert "effect" in C.EVENTS["E01"].reconstructed
    assert (C.EVENTS["E16"].effect_name, C.EVENTS["E16"].effect_arg) == ("defence_bonus", "15")
