"""What the Moonwakers log says: biome names, never internal ids; the infrared storm names
the combinations it swapped; a LABO on one's own card says so."""

from __future__ import annotations

from game.core.i18n import describe
from game.moonwakers.data import COMBOS

NAMES = ("Ana", "Ben").__getitem__


def test_a_mapped_face_is_named_by_its_biome_in_both_languages() -> None:
    args = {"seat": 0, "index": 2, "face": "stone_columns/H"}
    en = describe("mw.mapped", args, NAMES, "en")
    fr = describe("mw.mapped", args, NAMES, "fr")
    assert "Stone Columns, H" in en and "stone_columns" not in en
    assert "Colonnes de pierre, H" in fr and "stone_columns" not in fr
    lost = describe("mw.lost_mapped", {"seat": 1, "face": "volcano/S"}, NAMES, "en")
    assert "Volcano, S" in lost
    dash = describe("mw.dashed", {"seat": 0, "index": 1, "old_face": "mountain/N",
                                  "new_face": "crystal_forest/C"}, NAMES, "en")
    assert "Mountain, N" in dash and "Crystal Forest, C" in dash and "{" not in dash


def test_the_infrared_line_names_the_combinations_swapped() -> None:
    line = describe("mw.refreshed", {"seat": 0, "old_combo": [12, 15],
                                     "new_combo": [10, 6]}, NAMES, "en")
    for number in (12, 15, 10, 6):
        assert describe(f"mw.arg.combo.{number}", {}, NAMES, "en") in line
    assert "12" not in line and "15" not in line  # card numbers are no points
    assert all(COMBOS[n] for n in (12, 15, 10, 6))


def test_a_labo_on_ones_own_card_says_their_own() -> None:
    own = describe("mw.labo_own", {"seat": 0, "card": 5, "label": "2H"}, NAMES, "en")
    assert "their own" in own and "Ana’s" not in own
    other = describe("mw.labo", {"seat": 0, "owner_seat": 1, "card": 5, "label": "2H"},
                     NAMES, "en")
    assert "Ben’s" in other


def test_an_explored_storm_is_named_in_the_players_language() -> None:
    """The log named an explored storm by its printed French words in English ("Farid
    explores: TEMPÊTE IONIQUE." above "IONIC STORM: everyone draws…"); the storms' names
    now follow the language, the action cards keep their printed names."""
    from game.moonwakers.data import TERRAIN
    from game.moonwakers.engine import label

    storms = {c.storm: n for n, c in enumerate(TERRAIN) if c.kind == "storm"}
    for storm, en, fr in (("ionic", "IONIC STORM", "TEMPÊTE IONIQUE"),
                          ("infrared", "INFRARED STORM", "TEMPÊTE INFRA-ROUGE")):
        args = {"seat": 0, "card": storms[storm], "label": label(storms[storm])}
        assert describe("mw.explored", args, NAMES, "en") == f"Ana explores: {en}."
        assert describe("mw.explored", args, NAMES, "fr").endswith(f"{fr}.")
    shelter = {"seat": 1, "card": 0, "label": "ABRI"}
    assert describe("mw.explored", shelter, NAMES, "en") == "Ben explores: ABRI."
