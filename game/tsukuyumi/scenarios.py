"""Tsukuyumi's scenario layouts (TS-12, RECONSTRUCTED) and the standard map (the Moon alone).

The layouts are loaded once from ``game/tsukuyumi/data/scenarios.json`` into frozen dataclasses.
That file is a reconstruction (its header says so, TS-12.1): the seed gives each scenario's
name, tile count, player count and special rules, not its diagram, and may be replaced whole by
a transcription of the printed diagrams. The Tiled maps ``maps/tsukuyumi_<id>.tmx`` are written
from it by ``tools/make_tsukuyumi_maps.py`` (TS-41.13) and read back by
``game.boards.load_tsukuyumi_map``; a test checks that both agree.

Coordinates are axial ``(q, r)`` tuples with the Moon's centre at (0, 0) (TS-41.1, TS-41.3).
A layout lists its area-tile positions; every other hex outside the Moon is empty. On top of
that it may fix the type of some positions (TS-12.2: ``radioactive``, ``unstable`` and
``tsukuyumi`` mean an ocean-floor tile with that printed characteristic), split the tiles into
groups (Contrôle, TS-12.5), mark start slots A/B/C and forbidden X cells (L'impasse du
Pacifique, TS-12.6) or holes (Terre épuisée, TS-12.7), and name its special rules (TS-41.11).

DECISION (the spec gives Contrôle's three mountains no value): a fixed ``mountain`` position
fixes the type only; its value (+15 or +20) is that of the mountain tile drawn for it, like any
fixed-type position of TS-12.2 ("a random tile of their type").

Pure Python: no pygame, no pytmx; nothing here is mutable after import.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.tsukuyumi.board import connected, enclosed_cells

DATA_DIR = Path(__file__).resolve().parent / "data"
SCENARIOS_FILE = DATA_DIR / "scenarios.json"

Pos = tuple[int, int]

MOON_CENTRE: Pos = (0, 0)
MOON: tuple[Pos, ...] = ((0, 0), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
"""The 7 moon zones: the centre, then its ring in direction order (TS-41.3)."""
TYPES = ("fertile", "mountain", "ocean", "radioactive", "unstable", "tsukuyumi")
"""The types a layout may fix on a position (TS-12.2)."""
RULES = ("no_faction_goals", "start_distinct_groups", "start_not_adjacent_moon",
         "start_slots_only", "no_start_in_holes")
"""The special rules a layout may name (TS-41.11)."""
START_LABELS = ("A", "B", "C")
SLOTS = ("moon_centre", "moon", "area", "area_fertile", "area_mountain", "area_ocean",
         "area_radioactive", "area_unstable", "area_tsukuyumi", "start_A", "start_B",
         "start_C", "forbidden_X", "hole")
"""The 14 slots a map cell may hold, in the tileset's order (TS-41.9)."""
AREA_SLOTS = tuple(s for s in SLOTS if s == "area" or s.startswith("area_"))
STANDARD_ID = "standard"


@dataclass(frozen=True)
class Scenario:
    """One board layout: a RECONSTRUCTED scenario of TS-12.10, or the standard map."""

    id: str
    name_en: str
    name_fr: str
    players: tuple[int, ...]
    """The player counts it is printed for (TS-12.3)."""
    tiles: int
    """Number of area tiles (= len(positions); 0 for the standard map, filled by TS-2.5)."""
    positions: tuple[Pos, ...]
    """The area-tile positions, sorted."""
    fixed: tuple[tuple[Pos, str], ...]
    """(position, type) for every position whose type the layout fixes, sorted."""
    groups: tuple[tuple[Pos, ...], ...]
    """Contrôle's groups: group k + 1 is groups[k] (TS-12.5)."""
    start_slots: tuple[tuple[str, Pos], ...]
    """(label, hex) of the start slots A, B, C (TS-12.6)."""
    forbidden: tuple[Pos, ...]
    """The X cells where no start zone may go (TS-12.6)."""
    holes: tuple[Pos, ...]
    """The holes drawn on the layout (TS-12.7)."""
    rules: tuple[str, ...]
    fertile_exact: bool
    """The fixed fertile positions are the only fertile tiles (TS-12.2, TS-12.4, TS-12.5)."""
    stage: int
    """The stage offering it at its printed player counts (1 or 3)."""
    house_variant_players: tuple[int, ...]
    """Player counts at which it is offered as a house variant, never by default (TS-12.9)."""
    reconstructed: bool

    @property
    def is_standard(self) -> bool:
        """True for the standard map (the Moon alone)."""
        return self.id == STANDARD_ID

    def zones(self) -> frozenset[Pos]:
        """The zones of the layout: the Moon and the area-tile positions."""
        return frozenset(MOON) | frozenset(self.positions)

    def fixed_type(self, pos: Pos) -> str | None:
        """The type fixed on ``pos``, or None (a grey position, or not a position)."""
        return dict(self.fixed).get(pos)

    def group_of(self, pos: Pos) -> int | None:
        """The group (1, 2, 3 …) of an area position, or None."""
        for k, group in enumerate(self.groups, 1):
            if pos in group:
                return k
        return None

    def start_slot(self, label: str) -> Pos:
        """The hex of start slot ``label`` (KeyError if the layout has none)."""
        return dict(self.start_slots)[label]

    def offered_at(self, players: int) -> bool:
        """True if the layout is offered at ``players`` (printed or as a house variant)."""
        return players in self.players or players in self.house_variant_players

    def cells(self) -> dict[Pos, str]:
        """Every painted cell and its slot (TS-41.9), as the map's ``zones`` layer holds it."""
        out: dict[Pos, str] = {MOON_CENTRE: "moon_centre"}
        out.update({m: "moon" for m in MOON[1:]})
        fixed = dict(self.fixed)
        out.update({p: f"area_{fixed[p]}" if p in fixed else "area" for p in self.positions})
        out.update({h: f"start_{label}" for label, h in self.start_slots})
        out.update({h: "forbidden_X" for h in self.forbidden})
        out.update({h: "hole" for h in self.holes})
        return out

    def group_cells(self) -> dict[Pos, int]:
        """Every position of a group and its group number (the map's ``groups`` layer)."""
        return {p: k for k, group in enumerate(self.groups, 1) for p in group}


# --- geometry helpers --------------------------------------------------------------------------


def is_connected(zones: Iterable[Pos]) -> bool:
    """True if every zone is reachable from every other through adjacent zones."""
    return connected(zones)


def holes(zones: Iterable[Pos]) -> frozenset[Pos]:
    """The empty hexes enclosed by ``zones``: not connected to the outside through empty hexes
    (the definition of TS-2.14; the board model's exact test)."""
    return frozenset(enclosed_cells(zones))


def layout_holes(scenario: Scenario) -> frozenset[Pos]:
    """The holes of a layout's zones (TS-12.11: Terre épuisée's two, none elsewhere)."""
    return holes(scenario.zones())


# --- loading -----------------------------------------------------------------------------------


def _pos(value: Any, where: str) -> Pos:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise ValueError(f"{where}: expected [q, r], got {value!r}")
    return value[0], value[1]


def _positions(values: Any, where: str) -> tuple[Pos, ...]:
    if not isinstance(values, list):
        raise ValueError(f"{where}: expected a list of [q, r]")
    out = tuple(sorted(_pos(v, where) for v in values))
    if len(set(out)) != len(out):
        raise ValueError(f"{where}: a position is listed twice")
    return out


def _ints(values: Any, where: str) -> tuple[int, ...]:
    if not isinstance(values, list) or not all(isinstance(v, int) for v in values):
        raise ValueError(f"{where}: expected a list of ints, got {values!r}")
    return tuple(values)


def _scenario(raw: dict[str, Any]) -> Scenario:
    """One layout record, checked for structure (the semantic checks are tests)."""
    sid = raw.get("id")
    if not isinstance(sid, str) or not sid:
        raise ValueError(f"layout without an id: {raw!r}")
    where = f"scenarios.json {sid}"
    positions = _positions(raw["positions"], f"{where} positions")
    on_moon = set(positions) & set(MOON)
    if on_moon:
        raise ValueError(f"{where}: area positions on the Moon: {sorted(on_moon)}")
    fixed: dict[Pos, str] = {}
    for kind, values in raw["fixed"].items():
        if kind not in TYPES:
            raise ValueError(f"{where}: unknown fixed type {kind!r}")
        for p in _positions(values, f"{where} fixed {kind}"):
            if p not in positions or p in fixed:
                raise ValueError(f"{where}: fixed {kind} {p} is not a free area position")
            fixed[p] = kind
    groups = tuple(_positions(g, f"{where} group") for g in raw["groups"])
    grouped = [p for g in groups for p in g]
    if len(set(grouped)) != len(grouped) or not set(grouped) <= set(positions):
        raise ValueError(f"{where}: groups must be disjoint sets of area positions")
    slots = raw["start_slots"]
    if not set(slots) <= set(START_LABELS):
        raise ValueError(f"{where}: start slots must be labelled among {START_LABELS}")
    start_slots = tuple((label, _pos(slots[label], f"{where} slot {label}"))
                        for label in START_LABELS if label in slots)
    forbidden = _positions(raw["forbidden"], f"{where} forbidden")
    hole_cells = _positions(raw["holes"], f"{where} holes")
    empty = [h for _l, h in start_slots] + list(forbidden) + list(hole_cells)
    if len(set(empty)) != len(empty) or set(empty) & (set(positions) | set(MOON)):
        raise ValueError(f"{where}: start slots, X cells and holes must be distinct empty hexes")
    rules = tuple(raw["rules"])
    if not set(rules) <= set(RULES):
        raise ValueError(f"{where}: unknown rules {sorted(set(rules) - set(RULES))}")
    tiles = raw["tiles"]
    if tiles != len(positions):
        raise ValueError(f"{where}: tiles {tiles} but {len(positions)} positions")
    stage = raw["stage"]
    if stage not in (1, 3):
        raise ValueError(f"{where}: stage must be 1 or 3, not {stage!r}")
    players = _ints(raw["players"], f"{where} players")
    if not players:
        raise ValueError(f"{where}: no player count")
    for key in ("name_en", "name_fr"):
        if not isinstance(raw.get(key), str) or not raw[key]:
            raise ValueError(f"{where}: missing {key}")
    return Scenario(id=sid, name_en=raw["name_en"], name_fr=raw["name_fr"], players=players,
                    tiles=tiles, positions=positions, fixed=tuple(sorted(fixed.items())),
                    groups=groups, start_slots=start_slots, forbidden=forbidden,
                    holes=hole_cells, rules=rules, fertile_exact=bool(raw["fertile_exact"]),
                    stage=stage,
                    house_variant_players=_ints(raw["house_variant_players"],
                                                f"{where} house_variant_players"),
                    reconstructed=bool(raw["reconstructed"]))


def load(path: Path = SCENARIOS_FILE) -> tuple[Scenario, ...]:
    """Every layout of a scenarios file, the standard map first; ValueError if malformed."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    if tuple(tuple(m) for m in doc["moon"]) != MOON:
        raise ValueError(f"{path.name}: the Moon must be the 7 hexes of TS-41.3")
    layouts = tuple(_scenario(raw) for raw in doc["layouts"])
    ids = [s.id for s in layouts]
    if len(set(ids)) != len(ids) or not ids or ids[0] != STANDARD_ID:
        raise ValueError(f"{path.name}: ids must be unique, the standard layout first: {ids}")
    return layouts


LAYOUTS: tuple[Scenario, ...] = load()
"""The standard map, then the seven scenarios, in the file's order."""
STANDARD: Scenario = LAYOUTS[0]
SCENARIOS: tuple[Scenario, ...] = LAYOUTS[1:]
"""The seven RECONSTRUCTED scenario layouts of TS-12.10."""
SCENARIO_BY_ID: dict[str, Scenario] = {s.id: s for s in SCENARIOS}
LAYOUT_BY_ID: dict[str, Scenario] = {s.id: s for s in LAYOUTS}
"""Every layout by id, the standard map included (the map keys of TS-41.7)."""
