"""Moonwakers card data: the terrain deck (MW-D, reconstructed) and the 17 combinations (MW-0.5).

Both live in JSON files next to this module so the reconstructed deck can be replaced without
touching code. Cards are referred to by their index in `TERRAIN` (0..79) everywhere in the
rules; combinations by their printed number (1..17).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent / "data"

ELEMENTS = ("C", "H", "N", "O", "P", "S")
BIOMES = ("crystal_forest", "mountain", "volcano", "stone_columns")
ACTIONS = ("abri", "labo", "scan", "cryogen", "abri_def", "bouclier")
STORMS = ("ionic", "infrared")
KINDS = ("elements", "accident", "action", "storm")

# MW-0.2: six characters in three ability pairs.
CHARACTERS = ("blue_moon", "harvest_moon", "blood_moon", "dark_moon", "snow_moon", "purple_moon")
ABILITY = {
    "blue_moon": "shortcut", "harvest_moon": "shortcut",
    "blood_moon": "permutation", "dark_moon": "permutation",
    "snow_moon": "dash", "purple_moon": "dash",
}

SUCCESS = 7  # MW-3.1: a simple roll succeeds on 7 or more after the modifier
DIE = 12     # MW-0.6
MODIFIER = {"": 0, "scan": -1, "protect": 2}  # MW-2.3 / MW-2.4


@dataclass(frozen=True)
class TerrainCard:
    """One two-sided terrain card: terrain face (biome + one element) and explored face."""

    index: int
    id: str
    biome: str
    element: str
    kind: str
    elements: str = ""   # explored elements (element backs and accidents), e.g. "CCH"
    action: str = ""
    storm: str = ""

    @property
    def face(self) -> tuple[str, str]:
        """The terrain face everybody sees: (biome, element)."""
        return (self.biome, self.element)


@dataclass(frozen=True)
class Combination:
    """A COMBINATION card: requirement (element -> count) and points."""

    number: int
    name_fr: str
    name_en: str
    requires: tuple[tuple[str, int], ...]
    points: int

    def need(self) -> Counter[str]:
        """The requirement as a Counter."""
        return Counter(dict(self.requires))


def _load(name: str) -> list[dict]:
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))["cards"]


def load_terrain() -> tuple[TerrainCard, ...]:
    """The terrain deck from data/terrain.json."""
    return tuple(TerrainCard(index=i, id=c["id"], biome=c["biome"], element=c["element"],
                             kind=c["kind"], elements=c.get("elements", ""),
                             action=c.get("action", ""), storm=c.get("storm", ""))
                 for i, c in enumerate(_load("terrain.json")))


def load_combinations() -> tuple[Combination, ...]:
    """The 17 combination cards from data/combinations.json, by number."""
    return tuple(Combination(number=c["number"], name_fr=c["name_fr"], name_en=c["name_en"],
                             requires=tuple((e, c["requires"][e]) for e in ELEMENTS
                                            if e in c["requires"]),
                             points=c["points"])
                 for c in _load("combinations.json"))


TERRAIN = load_terrain()
COMBOS = {c.number: c for c in load_combinations()}
# Terrain faces on which each action card can hide: used to decide, from public information
# only, whether a hidden first hand card *could* be a given action (reaction prompts).
ACTION_FACES = {a: frozenset(c.face for c in TERRAIN if c.action == a) for a in ACTIONS}


def back_elements(card: int) -> Counter[str]:
    """Elements a card counts in hand (explored face; accidents count theirs, MW-4.4)."""
    return Counter(TERRAIN[card].elements)


def face_elements(card: int) -> Counter[str]:
    """Elements a mapped card counts: its single terrain element (MW-4.2)."""
    return Counter(TERRAIN[card].element)


def counts_text(counts: Mapping[str, int]) -> str:
    """Counts as text in element order: "2\u202fH·1\u202fO" ("—" when empty).

    A narrow no-break space keeps each count with its letter, and a middle dot sets the terms
    apart: « 1O » read as « 10 » and « 2O » as « 20 » (a stop-93 review). No plain space, so
    the counts never break over two lines, and the claim sentence keeps its length (spaced
    dots made the French one at 150% lose its end, `test_moonwakers_bar_room`)."""
    terms = [f"{counts[e]}\u202f{e}" for e in ELEMENTS if counts.get(e, 0)]
    return "·".join(terms) or "—"


def threshold(n_seats: int) -> int:
    """MW-7.2: the end-call threshold by player count."""
    return 24 if n_seats == 2 else 22 if n_seats == 3 else 20


def display_size(n_seats: int) -> int:
    """MW-1.3: 2 face-up combinations with 2-3 players, 3 with 4 or more."""
    return 2 if n_seats <= 3 else 3
