"""Planet Unknown component data, loaded once from `game/supermoon/data/*.json`.

The JSON files are the project's own copies of the component data (tiles and their 12 shapes,
planets, corporations, 36 civ cards, 28 objectives, 60 events, the solo target table), each
keeping the `source` header that says where every number came from (spec PU-16). This module
turns them into small frozen tables the rules use; nothing here is mutable after import.

Tile forms (PU-4.1, PU-16.3): each shape is turned in 90° steps and mirrored; two orientations
are the same form when they put the same terrain (A/B), icon and meteorite symbol on the same
squares. Forms are listed in a stable order (no mirror, 0-3 quarter turns clockwise, then
mirrored) so a state or a save can name one by index.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parent / "data"

TERRAINS = ("civ", "water", "biomass", "rover", "tech", "energy")
TRACKS = ("civ", "water", "biomass", "rover", "tech")  # PU-0.3: no Energy track
LETTER = {"civ": "c", "water": "w", "biomass": "b", "rover": "r", "tech": "t", "energy": "e"}
TERRAIN_OF = {v: k for k, v in LETTER.items()}
TRACK_INDEX = {name: i for i, name in enumerate(TRACKS)}
TRACK_TOP = 15  # PU-6.1, PU-6.12
ROVER_VIRTUAL = 16  # PU-6.3: the Rover column's step 16
RANKS = (1, 2, 3, 4)


def _load(name: str) -> dict[str, Any]:
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))


# --- tiles (PU-0.2, PU-16.3) ----------------------------------------------------------------


@dataclass(frozen=True)
class Square:
    """One square of a shape or a form: offset, terrain side ('A' or 'B'), icon, meteor."""

    x: int
    y: int
    side: str
    icon: bool
    meteor: bool


@dataclass(frozen=True)
class Shape:
    """One of the 12 shapes, in its own frame, with its distinct forms."""

    shape_id: int
    name: str
    ring: str  # "outer" | "inner"
    squares: tuple[Square, ...]
    forms: tuple[tuple[Square, ...], ...]

    @property
    def size(self) -> int:
        """Number of squares."""
        return len(self.squares)


@dataclass(frozen=True)
class Tile:
    """One of the 144 tiles."""

    tile_id: int
    shape_id: int
    family: int
    a: str  # terrain of the A squares
    b: str  # terrain of the B squares
    meteor: bool  # a meteorite copy (PU-0.2)

    @property
    def shape(self) -> Shape:
        """The tile's shape."""
        return RESCUE_SHAPE if self.shape_id == RESCUE_SHAPE_ID else SHAPES[self.shape_id]

    def terrain(self, side: str) -> str:
        """The terrain of side 'A' or 'B'."""
        return self.a if side == "A" else self.b

    def resources(self) -> tuple[str, str]:
        """The terrains of its two resource icons (A first)."""
        return self.a, self.b


def _normalise(squares: list[Square]) -> tuple[Square, ...]:
    x0 = min(s.x for s in squares)
    y0 = min(s.y for s in squares)
    return tuple(sorted((Square(s.x - x0, s.y - y0, s.side, s.icon, s.meteor) for s in squares),
                        key=lambda s: (s.y, s.x)))


def orientations(squares: tuple[Square, ...]) -> tuple[tuple[Square, ...], ...]:
    """Distinct forms: quarter turns clockwise, then the same mirrored (PU-4.1)."""
    out: list[tuple[Square, ...]] = []
    for mirror in (False, True):
        current = [Square(-s.x if mirror else s.x, s.y, s.side, s.icon, s.meteor)
                   for s in squares]
        for _ in range(4):
            form = _normalise(current)
            if form not in out:
                out.append(form)
            # clockwise on screen (y down): (x, y) -> (-y, x)
            current = [Square(-s.y, s.x, s.side, s.icon, s.meteor) for s in current]
    return tuple(out)


def _shapes() -> tuple[Shape, ...]:
    raw = _load("tiles.json")["shapes"]
    shapes = []
    for entry in sorted(raw, key=lambda e: e["shape_id"]):
        squares = _normalise([Square(q["x"], q["y"], q["terrain"], bool(q["icon"]),
                                     bool(q["meteor_symbol_in_meteor_copy"]))
                              for q in entry["squares"]])
        shapes.append(Shape(entry["shape_id"], entry["name"], entry["ring"], squares,
                            orientations(squares)))
    return tuple(shapes)


SHAPES: tuple[Shape, ...] = _shapes()
SHAPE_BY_NAME = {s.name: s for s in SHAPES}
TILES: tuple[Tile, ...] = tuple(
    Tile(t["id"], t["shape_id"], t["family"], t["A"], t["B"], bool(t["meteor"]))
    for t in sorted(_load("tiles.json")["tiles"], key=lambda t: t["id"]))
OUTER_SHAPES = tuple(s.shape_id for s in SHAPES if s.ring == "outer")

# --- rescue tiles (SM-7, RECONSTRUCTED: data/rescue_tiles.json) -----------------------------------

RESCUE_BASE = 1000  # rescue tile of terrain k (`TERRAINS` order) = RESCUE_BASE + k
RESCUE_SHAPE_ID = 100


def _rescue() -> tuple[Shape, dict[int, Tile]]:
    raw = _load("rescue_tiles.json")
    squares = _normalise([Square(q["x"], q["y"], "A", bool(q["icon"]), bool(q["meteor"]))
                          for q in raw["squares"]])
    shape = Shape(RESCUE_SHAPE_ID, "rescue", "rescue", squares, orientations(squares))
    tiles = {RESCUE_BASE + k: Tile(RESCUE_BASE + k, RESCUE_SHAPE_ID, 0, name, name, True)
             for k, name in enumerate(raw["terrains"])}
    if [TERRAINS[k] for k in range(len(TERRAINS))] != list(raw["terrains"]):
        raise ValueError("rescue_tiles.json: one tile per terrain, in TERRAINS order")
    return shape, tiles


RESCUE_SHAPE, RESCUE_TILES = _rescue()


def tile_def(tile: int) -> Tile:
    """A station tile (0-143) or a rescue tile (RESCUE_BASE + terrain index)."""
    return RESCUE_TILES[tile] if tile >= RESCUE_BASE else TILES[tile]


def is_rescue(tile: int) -> bool:
    """Is this a rescue tile (SM-7)?"""
    return tile >= RESCUE_BASE


def tile_size(tile: int) -> str:
    """SM-11.7: "large" for an outer-ring shape, "small" for a central-disc shape or a rescue
    tile, "" for a patch or a block (never tiles)."""
    if tile < 0:
        return ""
    ring = tile_def(tile).shape.ring
    return "large" if ring == "outer" else "small"
INNER_SHAPES = tuple(s.shape_id for s in SHAPES if s.ring == "inner")


# --- planets (PU-16.1, PU-17) ---------------------------------------------------------------


@dataclass(frozen=True)
class PlanetDef:
    """A planet board: its grid (`.` off, `L` land, `I` ice, `P` lifepod, …) and medals."""

    planet_id: int
    key: str
    name: str
    grid: tuple[str, ...]
    row_medals: tuple[int, ...]
    col_medals: tuple[int, ...]
    difficulty: int
    rule: str = "none"  # the special rule's key (PU-17): "ring", "holes", "chasm", …
    waivable: bool = False  # its placement rule may be lifted (SM-1.2)
    sides: tuple[str, ...] = ()  # Tartarus: '0'/'1' per square, the chasm between (PU-17.13)
    crossings: tuple[tuple[tuple[int, int], tuple[int, int]], ...] = ()  # diagonal crossings
    first_squares: tuple[tuple[int, int], ...] = ()  # Charybdis' first tile (PU-17.4)
    sub_planets: tuple[frozenset[tuple[int, int]], ...] = ()  # Cerberus (PU-17.3)
    forbidden_icons: tuple[tuple[frozenset[tuple[int, int]], str], ...] = ()  # Persephone

    @property
    def width(self) -> int:
        """Columns."""
        return len(self.grid[0])

    @property
    def height(self) -> int:
        """Rows."""
        return len(self.grid)

    def cell(self, x: int, y: int) -> str:
        """The grid letter at (x, y); '.' outside."""
        if 0 <= y < self.height and 0 <= x < self.width:
            return self.grid[y][x]
        return "."


def _planet_key(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


def _box(entry: dict[str, Any]) -> frozenset[tuple[int, int]]:
    """The squares of an inclusive box {"x": [x0, x1], "y": [y0, y1], "except": [...]}."""
    (x0, x1), (y0, y1) = entry["x"], entry["y"]
    skip = {(int(x), int(y)) for x, y in entry.get("except", ())}
    return frozenset((x, y) for y in range(y0, y1 + 1) for x in range(x0, x1 + 1)
                     if (x, y) not in skip)


def _planet(p: dict[str, Any]) -> PlanetDef:
    return PlanetDef(
        p["id"], _planet_key(p["name"]), p["name"], tuple(p["grid"]),
        tuple(p["row_medals"]), tuple(p["col_medals"]), int(p["difficulty"]),
        rule=str(p.get("rule_key", "none")),
        waivable=bool(p.get("placement_rule_waivable_SM_1_2", False)),
        sides=tuple(p.get("sides", ())),
        crossings=tuple((tuple(a), tuple(b)) for a, b in p.get("diagonal_crossings", ())),
        first_squares=tuple(tuple(c) for c in p.get("first_tile_squares", ())),
        sub_planets=tuple(_box(b) for b in p.get("sub_planet_boxes", ())),
        forbidden_icons=tuple((_box(b), LETTER[b["icon"]])
                              for b in p.get("forbidden_icon_boxes", ())))


PLANETS: tuple[PlanetDef, ...] = tuple(
    _planet(p) for p in sorted(_load("planets.json")["planets"], key=lambda p: p["id"]))
ASYMMETRIC_PLANETS = tuple(p.key for p in PLANETS[1:])  # PU-17
PLANET_BY_KEY = {p.key: p for p in PLANETS}
SYMMETRIC_PLANET = PLANETS[0].key  # "ksb4156"


# --- corporations (PU-16.2, PU-16.4, PU-18) -------------------------------------------------


@dataclass(frozen=True)
class CorporationDef:
    """A corporation: per track, the benefit codes printed on each step (index = step)."""

    corp_id: int
    key: str
    name: str
    rovers: int
    tracks: tuple[tuple[tuple[str, ...], ...], ...]  # TRACKS order, step -> codes
    techs: tuple[str, ...]  # paraphrased effect per level (T1 first)
    civ_ranks: tuple[int, ...] = ()  # the rank of each civ milestone, when not 1, 2, 3, 4
    difficulty: int = 1  # the publisher's 1-4 (PU-18), shown at setup
    # Flux T3 (PU-18.4): the improved columns (TRACKS order) and the civ rank each rank becomes
    improved: tuple[tuple[tuple[str, ...], ...], ...] = ()
    improved_ranks: tuple[int, ...] = ()  # index = rank - 1
    water_path: tuple[tuple[int, int], ...] = ()  # Oasis: (column, step) per space (PU-18.12)
    biomass_ladder: tuple[tuple[int, ...], ...] = ()  # Wormhole: each choice's steps (PU-18.16)

    def codes(self, track: int, step: int) -> tuple[str, ...]:
        """The codes printed on a step ('' steps give ())."""
        column = self.tracks[track]
        return column[step] if 0 <= step < len(column) else ()


def _codes(cell: str | None) -> tuple[str, ...]:
    if not cell:
        return ()
    # " + " joins two items ("mv2 + M1"); a leading "+" is part of a code ("+1civ", PU-18.16)
    return tuple(part.strip() for part in cell.split(" + ") if part.strip())


def _corporations() -> tuple[CorporationDef, ...]:
    out = []
    for c in sorted(_load("corporations.json")["corporations"], key=lambda c: c["id"]):
        tracks = c["tracks_bottom_to_top"]
        if isinstance(tracks, str):
            tracks = json.loads(tracks)
        techs = c.get("techs", [])
        if isinstance(techs, str):
            techs = json.loads(techs)
        flux = c.get("flux_improved_tracks", {})
        better = flux.get("tracks_bottom_to_top", {})
        out.append(CorporationDef(
            c["id"], _planet_key(c["name"]), c["name"], int(c["rovers"]),
            tuple(tuple(_codes(cell) for cell in tracks[t]) for t in TRACKS),
            tuple(str(t.get("effect", "")) for t in techs),
            tuple(int(r) for r in c.get("civ_milestone_ranks", ())),
            int(c.get("difficulty", 1)),
            tuple(tuple(_codes(cell) for cell in better[t]) for t in TRACKS) if better else (),
            tuple(int(v) for _k, v in sorted(flux.get("civ_rank_map", {}).items())),
            tuple((TRACK_INDEX[s["column"]], int(s["step"])) for s in c.get("water_path", ())),
            tuple(tuple(int(n) for o in rung["choose"] for n in re.findall(r"\(step (\d+)\)", o))
                  for rung in c.get("biomass_ladder", ()))))
    return tuple(out)


CORPORATIONS: tuple[CorporationDef, ...] = _corporations()
CORP_BY_KEY = {c.key: c for c in CORPORATIONS}
SYMMETRIC_CORP = CORPORATIONS[0].key  # "universalcoalition"

# --- Quantum Solutions (SM-11, SM-12; RECONSTRUCTED: data/quantum.json) --------------------------
# Two half-boards, each with face A or B (SM-11.1): corporation key `quantum_<upper><lower>`
# ("quantum_ab": upper A, lower B), one `CorporationDef` per pair, so everything that reads a
# corporation by its key reads the chosen faces; the upper face gives the techs, the lower one
# the tracks. They join `CORP_BY_KEY`, not `CORPORATIONS` (whose index is a corporation id):
# in an offer the corporation is the one id `QUANTUM_ID`, its faces chosen afterwards.

QUANTUM = _load("quantum.json")
QUANTUM_ID = int(QUANTUM["id"])
FACES = ("A", "B")


def quantum_key(upper: int, lower: int) -> str:
    """The corporation key of a pair of faces (0 = A, 1 = B)."""
    return f"quantum_{FACES[upper].lower()}{FACES[lower].lower()}"


def _quantum() -> dict[str, CorporationDef]:
    out = {}
    for u, up in enumerate(FACES):
        for lo, down in enumerate(FACES):
            top, bottom = QUANTUM["upper"][up], QUANTUM["lower"][down]
            tracks = bottom["tracks_bottom_to_top"]
            key = quantum_key(u, lo)
            out[key] = CorporationDef(
                QUANTUM_ID, key, QUANTUM["name"], int(bottom["rovers"]),
                tuple(tuple(_codes(cell) for cell in tracks[t]) for t in TRACKS),
                tuple(str(t["effect"]) for t in top["techs"]),
                difficulty=int(top["difficulty"]) + int(bottom["difficulty"]))  # SM-0.5
    return out


QUANTUM_CORPS: dict[str, CorporationDef] = _quantum()
CORP_BY_KEY.update(QUANTUM_CORPS)


def offered_corp(corp_id: int) -> CorporationDef:
    """A corporation of a setup offer by its id (PU-18.1); Quantum Solutions' id stands for its
    four pairs of faces, as the least difficult one (SM-0.5: 2 to 3)."""
    if corp_id == QUANTUM_ID:
        return min(QUANTUM_CORPS.values(), key=lambda c: c.difficulty)
    return CORPORATIONS[corp_id]


# --- cards (PU-10, PU-11, PU-12) ------------------------------------------------------------


@dataclass(frozen=True)
class CivCard:
    """A civ card (PU-10.5): rank, timing ('immediate' | 'end_game') and structured effect."""

    card_id: int
    rank: int
    name: str
    timing: str
    effect: dict[str, Any]
    scope: str

    @property
    def op(self) -> str:
        """The effect's operation name."""
        return str(self.effect["op"])


@dataclass(frozen=True)
class EventCard:
    """An event (PU-12.7): colour, solo-only flag, effect and the round rule it sets."""

    card_id: int
    colour: str
    solo_only: bool
    effect: dict[str, Any]
    round_rule: str
    scope: str

    @property
    def op(self) -> str:
        """The effect's operation name."""
        return str(self.effect["op"])


@dataclass(frozen=True)
class ObjectiveSide:
    """One side of an objective card (PU-11)."""

    name: str
    rule: dict[str, Any]  # private: the condition; neighbour: the measure
    fewest: bool
    scope: str


@dataclass(frozen=True)
class ObjectiveCard:
    """A double-sided objective card (ids 37-64)."""

    card_id: int
    private: ObjectiveSide
    neighbour: ObjectiveSide


CIV_CARDS: dict[int, CivCard] = {
    c["id"]: CivCard(c["id"], int(c["rank"]), c["name"], c["timing"], dict(c["effect"]),
                     c.get("scope_supermoon", "none"))
    for c in _load("civ_cards.json")["cards"]}
EVENTS: dict[int, EventCard] = {
    c["id"]: EventCard(c["id"], c["colour"], bool(c["solo_only"]), dict(c["effect"]),
                       c.get("round_rule") or "", c.get("scope_supermoon") or "none")
    for c in _load("events.json")["cards"]}


def _objectives() -> dict[int, ObjectiveCard]:
    out = {}
    for c in _load("objectives.json")["cards"]:
        p, n = c["private"], c["neighbour"]
        out[c["id"]] = ObjectiveCard(
            c["id"],
            ObjectiveSide(p["name"], dict(p["condition"]), False,
                          p.get("scope_supermoon", "none")),
            ObjectiveSide(n["name"], dict(n["measure"]), bool(n.get("fewest")),
                          n.get("scope_supermoon", "none")))
    return out


OBJECTIVES: dict[int, ObjectiveCard] = _objectives()
COLOURS = ("green", "orange", "red")


@cache
def solo_table() -> dict[str, Any]:
    """The solo target table and outcome ladder (PU-15.4, PU-15.5)."""
    return _load("solo_target.json")


def _adjust_row(count: int) -> dict[str, Any]:
    for row in solo_table()["adjustment_by_cards_of_colour"]:
        text = str(row["cards"]).replace("+", "-99")
        lo, _, hi = text.partition("-")
        if int(lo) <= count <= int(hi or lo):
            return row
    raise ValueError(f"no solo adjustment row for {count} cards")


def solo_adjustments(counts: dict[str, int], moon: bool = False
                     ) -> tuple[int, tuple[tuple[str, int, int], ...]]:
    """PU-15.4 (SM-13.1 with the moon): the base target and, per colour, (colour, cards of
    it in the deck, adjustment); the solo tooltip writes the sum out."""
    table = solo_table()
    base = int(table["base_target_with_moon"] if moon else table["base_target"])
    return base, tuple((c, counts.get(c, 0), int(_adjust_row(counts.get(c, 0))[c]))
                       for c in COLOURS)


def solo_target(counts: dict[str, int], moon: bool = False) -> int:
    """PU-15.4 (SM-13.1 with the moon): base target plus one adjustment per colour."""
    base, parts = solo_adjustments(counts, moon)
    return base + sum(adj for _c, _n, adj in parts)


def solo_ladder() -> tuple[tuple[int, str], ...]:
    """The outcome ladder rows (delta, English label), lowest first (PU-15.5)."""
    rows = solo_table()["outcome_ladder"]["rows"]
    return tuple(sorted((int(r["delta"]), str(r["label"])) for r in rows))


def ladder_row(delta: int) -> int:
    """PU-15.5: the highest row at or below score − target; below the lowest, the lowest."""
    rows = [d for d, _ in solo_ladder()]
    best = rows[0]
    for d in rows:
        if d <= delta:
            best = d
    return best
