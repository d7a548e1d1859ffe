"""MW-0 components and MW-D terrain deck data (expected values copied from the spec)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.moonwakers.data import (
    ABILITY,
    CHARACTERS,
    COMBOS,
    DIE,
    TERRAIN,
    back_elements,
    display_size,
    threshold,
)

EXPECTED_COMBOS = {  # MW-0.5: number -> (requirement, points)
    1: ("P4", 5), 2: ("N2O1", 5), 3: ("H2S2", 6), 4: ("P4S3", 9), 5: ("S4N4", 10),
    6: ("H2O1", 5), 7: ("H1N1O3", 8), 8: ("C1O2", 5), 9: ("C1S2", 5), 10: ("P3N5", 10),
    11: ("H3P1O4", 11), 12: ("P4S6", 12), 13: ("C5H4N1O1", 15), 14: ("C6H4O2", 15),
    15: ("C4H4N2O3", 17), 16: ("N2H4O3", 13), 17: ("N1H4", 7),
}


def _req(text: str) -> Counter:
    return Counter({text[i]: int(text[i + 1]) for i in range(0, len(text), 2)})


@pytest.mark.rule("MW-0.5")
def test_seventeen_combinations_exactly_as_the_seed() -> None:
    assert sorted(COMBOS) == list(range(1, 18))
    for number, (req, points) in EXPECTED_COMBOS.items():
        assert COMBOS[number].need() == _req(req), number
        assert COMBOS[number].points == points
    assert COMBOS[16].name_fr == "Nitrate d'ammonium"
    assert sum(c.points for c in COMBOS.values()) == 158


@pytest.mark.rule("MW-D.1")
def test_eighty_cards_twenty_per_biome() -> None:
    assert len(TERRAIN) == 80
    assert Counter(c.biome for c in TERRAIN) == {
        "crystal_forest": 20, "mountain": 20, "volcano": 20, "stone_columns": 20}
    assert len({c.id for c in TERRAIN}) == 80


@pytest.mark.rule("MW-D.2", "MW-0.4")
def test_composition_per_biome_and_actions() -> None:
    for biome in ("crystal_forest", "mountain", "volcano", "stone_columns"):
        cards = [c for c in TERRAIN if c.biome == biome]
        assert Counter(c.kind for c in cards) == {
            "storm": 1, "accident": 3, "action": 4, "elements": 12}
        for card in cards:
            if card.kind == "accident":
                assert len(card.elements) == 3
            if card.kind == "elements":
                assert 2 <= len(card.elements) <= 4
    assert Counter(c.action for c in TERRAIN if c.kind == "action") == {
        "abri": 5, "labo": 3, "scan": 2, "cryogen": 2, "abri_def": 2, "bouclier": 2}
    storms = {c.biome: c.storm for c in TERRAIN if c.kind == "storm"}
    assert storms == {"crystal_forest": "ionic", "mountain": "ionic",
                      "volcano": "infrared", "stone_columns": "infrared"}
    for card in TERRAIN:  # MW-0.4: exactly one terrain element among C H N O P S
        assert card.element in "CHNOPS" and len(card.element) == 1


@pytest.mark.rule("MW-D.3")
def test_research_list_spot_checks_and_face_totals() -> None:
    by_id = {c.id: c for c in TERRAIN}
    assert by_id["FC01"].storm == "ionic" and by_id["MO12"].storm == "ionic"
    assert by_id["VO09"].storm == "infrared" and by_id["CP01"].storm == "infrared"
    assert by_id["FC02"].kind == "accident" and by_id["FC02"].elements == "CCH"
    assert by_id["CP20"].elements == "HHOP" and by_id["CP20"].element == "S"
    assert by_id["MO18"].action == "abri_def" and by_id["VO04"].action == "abri"
    assert Counter(c.element for c in TERRAIN) == {
        "C": 12, "H": 19, "N": 12, "O": 14, "P": 11, "S": 12}
    backs = Counter()
    for c in TERRAIN:
        backs.update(c.elements)
    assert backs == {"C": 25, "H": 42, "N": 27, "O": 30, "P": 23, "S": 25}


@pytest.mark.rule("MW-D.3")
def test_every_combination_can_be_paid_by_the_deck() -> None:
    supply = Counter()
    for card in TERRAIN:  # every card on its explored face (accidents survived)
        supply.update(back_elements(card.index))
    for number, combo in COMBOS.items():
        need = combo.need()
        assert all(supply[e] >= k for e, k in need.items()), number
        # and by the terrain faces alone (every card mapped)
        faces = Counter(c.element for c in TERRAIN)
        assert all(faces[e] >= k for e, k in need.items()), number


@pytest.mark.rule("MW-0.1", "MW-0.2", "MW-0.6", "MW-7.2", "MW-1.3")
def test_characters_die_thresholds_display() -> None:
    assert len(CHARACTERS) == 6
    assert Counter(ABILITY.values()) == {"shortcut": 2, "permutation": 2, "dash": 2}
    assert ABILITY["blue_moon"] == ABILITY["harvest_moon"] == "shortcut"
    assert ABILITY["blood_moon"] == ABILITY["dark_moon"] == "permutation"
    assert ABILITY["snow_moon"] == ABILITY["purple_moon"] == "dash"
    assert DIE == 12
    assert [threshold(n) for n in range(2, 7)] == [24, 22, 20, 20, 20]
    assert [display_size(n) for n in range(2, 7)] == [2, 2, 3, 3, 3]
    from game.moonwakers.rules import RULES
    assert (RULES.min_seats, RULES.max_seats) == (2, 6)
