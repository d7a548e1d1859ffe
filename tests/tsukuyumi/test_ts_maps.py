"""Tsukuyumi's Tiled maps (TS-41.7-41.13): format, slot tileset, layers, properties, the checks
of TS-41.12 on every map, the odd-q formulas of TS-41.8, and the generator.

Expected values are copied from `rules/tsukuyumi.md` (TS-41.3, TS-41.8, TS-41.9, TS-41.11,
TS-12); every map is read twice, raw with pytmx and through `game.boards.load_tsukuyumi_map`,
and compared with `game/tsukuyumi/data/scenarios.json`.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib.util
import math
import re
import shutil
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from game import boards
from game.core import hexgrid
from game.tsukuyumi import scenarios as S

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "maps"
GENERATOR = ROOT / "tools" / "make_tsukuyumi_maps.py"

# TS-41.7 (Stage 1)
KEYS = ("standard", "exploration_3p", "exploration_4p", "control", "pacific_impasse",
        "exhausted_earth", "canyon", "moonfall")
# TS-41.3
MOON = {(0, 0), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)}
# TS-41.1: 0 SE, 1 NE, 2 N, 3 NW, 4 SW, 5 S
DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
COMPASS = ("SE", "NE", "N", "NW", "SW", "S")
# TS-41.9, in this order
SLOTS = ("moon_centre", "moon", "area", "area_fertile", "area_mountain", "area_ocean",
         "area_radioactive", "area_unstable", "area_tsukuyumi", "start_A", "start_B",
         "start_C", "forbidden_X", "hole")
AREA = {s for s in SLOTS if s == "area" or s.startswith("area_")}
# TS-41.11 (players per TS-12.3; the standard map serves 3 and 4 players, TS-2.4)
PROPERTIES = {
    "standard": ("3,4", 0, False, "", 1, ""),
    "exploration_3p": ("3", 21, True, "no_faction_goals", 1, ""),
    "exploration_4p": ("4", 28, True, "no_faction_goals", 1, ""),
    "control": ("3", 21, True, "start_distinct_groups,start_not_adjacent_moon", 1, ""),
    "pacific_impasse": ("3", 21, False, "start_slots_only", 1, ""),
    "exhausted_earth": ("4", 28, False, "no_start_in_holes", 1, ""),
    "canyon": ("4", 28, False, "", 1, ""),
    "moonfall": ("5", 35, False, "", 3, "4"),
}
# TS-9.14: tiles per type in the 37-tile pool (ocean floor with each characteristic apart)
POOL = {"ocean": 18, "radioactive": 3, "unstable": 4, "tsukuyumi": 2, "fertile": 5,
        "mountain": 5}
OCEAN_TYPES = ("ocean", "radioactive", "unstable", "tsukuyumi")


def offset_to_axial(col: int, row: int) -> tuple[int, int]:
    """TS-41.8, verbatim: q = col, r = row - (col - (col & 1)) / 2."""
    return col, row - (col - (col & 1)) // 2


def axial_to_offset(q: int, r: int) -> tuple[int, int]:
    """TS-41.8, verbatim: col = q, row = r + (q - (q & 1)) / 2."""
    return q, r + (q - (q & 1)) // 2


def load_script(path: Path) -> Any:
    """A script of `tools/` loaded as a module (tools/ is not a package)."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _generator() -> Any:
    return load_script(GENERATOR)


def _attr(el: ET.Element | None, name: str, path: str = "") -> str:
    """Attribute ``name`` of ``el`` (or of its child at ``path``); fails the test if absent."""
    node = el.find(path) if el is not None and path else el
    assert node is not None and node.get(name) is not None, (path, name)
    return str(node.get(name))


def _tmx(key: str):
    import pytmx

    return pytmx.TiledMap(str(MAPS / f"tsukuyumi_{key}.tmx"))


def _raw_cells(key: str) -> dict[tuple[int, int], str]:
    """The zones layer read with pytmx and the spec's own formulas (not game.boards)."""
    tmx = _tmx(key)
    found = {offset_to_axial(x, y): tmx.get_tile_properties_by_gid(gid)["slot"]
             for x, y, gid in tmx.get_layer_by_name("zones").iter_data() if gid}
    (cq, cr), = [h for h, s in found.items() if s == "moon_centre"]
    return {(q - cq, r - cr): s for (q, r), s in found.items()}


def _holes(zones: set[tuple[int, int]]) -> set[tuple[int, int]]:
    """Empty hexes that no flood through empty hexes reaches from far outside."""
    box = {(q, r) for q in range(-9, 10) for r in range(-9, 10)
           if (abs(q) + abs(r) + abs(q + r)) // 2 <= 8}
    seen, stack = {(8, 0)}, [(8, 0)]
    while stack:
        q, r = stack.pop()
        for dq, dr in DIRS:
            n = (q + dq, r + dr)
            if n in box and n not in zones and n not in seen:
                seen.add(n)
                stack.append(n)
    return box - zones - seen


def _connected(zones: set[tuple[int, int]]) -> bool:
    start = next(iter(zones))
    seen, stack = {start}, [start]
    while stack:
        q, r = stack.pop()
        for dq, dr in DIRS:
            n = (q + dq, r + dr)
            if n in zones and n not in seen:
                seen.add(n)
                stack.append(n)
    return seen == zones


# --- TS-41.8 formulas ----------------------------------------------------------------------------


@pytest.mark.rule("TS-41.8")
def test_odd_q_round_trip_over_a_12x12_map() -> None:
    for col in range(12):
        for row in range(12):
            q, r = offset_to_axial(col, row)
            assert axial_to_offset(q, r) == (col, row)
            h = hexgrid.tiled_to_hex(col, row, "x", "odd")
            assert (h.q, h.r) == (q, r)
            assert hexgrid.hex_to_tiled(h, "x", "odd") == (col, row)


@pytest.mark.rule("TS-41.8", "TS-41.1")
def test_axial_neighbours_are_the_nearest_tiled_centres() -> None:
    def centre(col: int, row: int) -> tuple[float, float]:
        return hexgrid.tiled_tile_center(col, row, 128, 110, 64, "x", "odd")

    cells = [(c, r) for c in range(-2, 14) for r in range(-2, 14)]
    for col in range(12):
        for row in range(12):
            cx, cy = centre(col, row)
            q, r = offset_to_axial(col, row)
            nbs = [axial_to_offset(q + dq, r + dr) for dq, dr in DIRS]
            ranked = sorted((math.dist(centre(*c), (cx, cy)), c) for c in cells
                            if c != (col, row))
            assert ranked[5][0] < ranked[6][0] - 1
            assert set(nbs) == {c for _d, c in ranked[:6]}
            for (ncol, nrow), name in zip(nbs, COMPASS, strict=True):
                nx, ny = centre(ncol, nrow)
                dx, dy = nx - cx, ny - cy     # screen y points down
                assert {"SE": dx > 0 and dy > 0, "NE": dx > 0 and dy < 0,
                        "N": abs(dx) < 1e-9 and dy < 0, "NW": dx < 0 and dy < 0,
                        "SW": dx < 0 and dy > 0, "S": abs(dx) < 1e-9 and dy > 0}[name]
            # Tiled's topLeft/topRight/bottomLeft/bottomRight for staggerX, StaggerOdd
            odd = col & 1
            up, down = (row, row + 1) if odd else (row - 1, row)
            diag = {"NW": (col - 1, up), "NE": (col + 1, up),
                    "SW": (col - 1, down), "SE": (col + 1, down)}
            for name, cell in diag.items():
                assert cell == nbs[COMPASS.index(name)]


# --- the maps ------------------------------------------------------------------------------------


@pytest.mark.rule("TS-41.7")
def test_the_stage_one_maps_exist() -> None:
    found = {p.name for p in MAPS.glob("tsukuyumi_*.tmx")}
    assert found == {f"tsukuyumi_{k}.tmx" for k in KEYS}
    assert [s.id for s in S.LAYOUTS] == list(KEYS)


@pytest.mark.rule("TS-41.8", "TS-41.12")
@pytest.mark.parametrize("key", KEYS)
def test_map_format(key: str) -> None:
    tmx = _tmx(key)
    assert (tmx.orientation, tmx.staggeraxis, tmx.staggerindex) == ("hexagonal", "x", "odd")
    assert (tmx.tilewidth, tmx.tileheight, tmx.hexsidelength) == (128, 110, 64)
    root = ET.parse(MAPS / f"tsukuyumi_{key}.tmx").getroot()
    assert root.get("infinite") == "0" and root.get("renderorder") == "right-down"


@pytest.mark.rule("TS-41.9", "TS-41.12")
def test_slot_tileset() -> None:
    root = ET.parse(MAPS / "tsukuyumi_slots.tsx").getroot()
    assert root.get("columns") == "0" and root.get("tilecount") == str(len(SLOTS))
    assert (root.get("tilewidth"), root.get("tileheight")) == ("128", "110")
    tiles = root.findall("tile")
    assert [int(_attr(t, "id")) for t in tiles] == list(range(len(SLOTS)))
    names = [_attr(t, "value", "properties/property[@name='slot']") for t in tiles]
    assert tuple(names) == SLOTS == S.SLOTS
    for tile in tiles:
        assert (MAPS / _attr(tile, "source", "image")).is_file()
        assert (_attr(tile, "width", "image"), _attr(tile, "height", "image")) == ("128", "110")


def _png(path: Path):
    import pygame

    return pygame.image.load(str(path))


@pytest.mark.rule("TS-41.9")
def test_placeholder_images() -> None:
    colours = set()
    for slot in SLOTS:
        img = _png(MAPS / "tsukuyumi_slots" / f"{slot}.png")
        assert img.get_size() == (128, 110)
        assert img.get_at((0, 0)).a == 0 and img.get_at((127, 109)).a == 0   # outside the hex
        assert img.get_at((2, 55)).a > 0 and img.get_at((64, 1)).a > 0       # flat-top hex
        assert img.get_at((4, 4)).a == 0
        fill = img.get_at((24, 55))
        assert fill.a == 255
        colours.add(tuple(fill)[:3])
    assert len(colours) == len(SLOTS)


@pytest.mark.rule("TS-41.12", "TS-41.9")
@pytest.mark.parametrize("key", KEYS)
def test_every_tileset_tile_has_an_image(key: str) -> None:
    root = ET.parse(MAPS / f"tsukuyumi_{key}.tmx").getroot()
    sources = [_attr(ts, "source") for ts in root.iter("tileset")]
    assert sources[0] == "tsukuyumi_slots.tsx"
    for source in sources:
        tsx = ET.parse(MAPS / source).getroot()
        tiles = tsx.findall("tile")
        assert len(tiles) == int(_attr(tsx, "tilecount")) > 0
        for tile in tiles:
            assert (MAPS / _attr(tile, "source", "image")).is_file()


@pytest.mark.rule("TS-41.12", "TS-41.3", "TS-12.11", "TS-12.7")
@pytest.mark.parametrize("key", KEYS)
def test_ts_41_12_checks(key: str) -> None:
    tmx = _tmx(key)
    cells = _raw_cells(key)
    assert set(cells.values()) <= set(SLOTS)
    area = {h for h, s in cells.items() if s in AREA}
    assert len(area) == tmx.properties["tiles"]
    assert {h for h, s in cells.items() if s in ("moon_centre", "moon")} == MOON
    assert cells[(0, 0)] == "moon_centre"
    zones = area | MOON
    assert _connected(zones)
    assert _holes(zones) == {h for h, s in cells.items() if s == "hole"}
    fixed = Counter(s.removeprefix("area_") for s in cells.values() if s.startswith("area_"))
    assert all(fixed[t] <= POOL[t] for t in fixed)
    assert sum(fixed[t] for t in OCEAN_TYPES) <= sum(POOL[t] for t in OCEAN_TYPES)
    players, tiles, exact, rules, stage, house = PROPERTIES[key]
    assert tmx.properties["rules"] in (rules, None if rules == "" else rules)
    assert tmx.properties["fertile_exact"] is exact
    if exact:   # the fixed fertile tiles are the only ones: enough tiles must remain
        assert tiles <= sum(POOL.values()) - (POOL["fertile"] - fixed["fertile"])


@pytest.mark.rule("TS-41.11", "TS-12.3", "TS-12.9")
@pytest.mark.parametrize("key", KEYS)
def test_map_properties(key: str) -> None:
    props = boards.load_tsukuyumi_map(key).properties
    players, tiles, exact, rules, stage, house = PROPERTIES[key]
    s = S.LAYOUT_BY_ID[key]
    assert props == {"game": "tsukuyumi", "scenario": key, "name_fr": s.name_fr,
                     "name_en": s.name_en, "players": players, "tiles": tiles,
                     "fertile_exact": exact, "rules": rules, "stage": stage,
                     "house_variant_players": house, "reconstructed": key != "standard"}


@pytest.mark.rule("TS-41.10", "TS-12.5")
@pytest.mark.parametrize("key", KEYS)
def test_groups_and_markers_layers(key: str) -> None:
    tmx = _tmx(key)
    names = [layer.name for layer in tmx.layers]
    assert names[0] == "zones" and names[-1] == "markers"
    assert list(tmx.get_layer_by_name("markers")) == []   # no pre-placed edge marker
    board = boards.load_tsukuyumi_map(key)
    assert board.markers == ()
    if key != "control":
        assert "groups" not in names and board.groups == {}
        return
    groups = {offset_to_axial(x, y): tmx.get_tile_properties_by_gid(gid)["group"]
              for x, y, gid in tmx.get_layer_by_name("groups").iter_data() if gid}
    moon = next(h for h, s in ((offset_to_axial(x, y), tmx.get_tile_properties_by_gid(g)["slot"])
                               for x, y, g in tmx.get_layer_by_name("zones").iter_data() if g)
                if s == "moon_centre")
    groups = {(q - moon[0], r - moon[1]): g for (q, r), g in groups.items()}
    assert sorted(Counter(groups.values()).items()) == [(1, 7), (2, 7), (3, 7)]
    assert groups == board.groups == S.SCENARIO_BY_ID["control"].group_cells()
    assert {h for h, s in board.cells.items() if s in AREA} == set(groups)


@pytest.mark.rule("TS-41.12", "TS-41.13")
@pytest.mark.parametrize("key", KEYS)
def test_map_reads_back_as_the_json(key: str) -> None:
    s = S.LAYOUT_BY_ID[key]
    board = boards.load_tsukuyumi_map(key)
    assert board.cells == s.cells() == _raw_cells(key)
    assert board.groups == s.group_cells()
    assert board.properties == _generator().map_properties(s)
    assert board.slot(0, 0) == "moon_centre" and board.slot(40, 40) is None
    tmx = _tmx(key)
    col, row = board.origin
    gid = tmx.get_layer_by_name("zones").data[row][col]
    assert tmx.get_tile_properties_by_gid(gid)["slot"] == "moon_centre"


# --- loader --------------------------------------------------------------------------------------


def _copy_map(tmp_path: Path, key: str) -> Path:
    for name in ("tsukuyumi_slots.tsx", "tsukuyumi_groups.tsx"):
        shutil.copy(MAPS / name, tmp_path / name)
    for folder in ("tsukuyumi_slots", "tsukuyumi_groups"):
        shutil.copytree(MAPS / folder, tmp_path / folder)
    path = tmp_path / f"tsukuyumi_{key}.tmx"
    shutil.copy(MAPS / path.name, path)
    return path


def test_loader_returns_plain_frozen_data() -> None:
    board = boards.load_tsukuyumi_map("control")
    assert dataclasses.is_dataclass(board) and type(board).__module__ == "game.board_data"
    for value in (board.properties, board.cells, board.groups):
        for k, v in value.items():
            assert type(v) in (str, int, bool) and (isinstance(k, str) or (
                isinstance(k, tuple) and all(type(c) is int for c in k)))
    with pytest.raises(dataclasses.FrozenInstanceError):
        board.key = "x"  # type: ignore[misc]


@pytest.mark.rule("TS-41.10")
def test_loader_reads_markers_by_their_properties(tmp_path: Path) -> None:
    path = _copy_map(tmp_path, "canyon")
    text = path.read_text(encoding="utf-8").replace(
        '<objectgroup id="2" name="markers"/>',
        '<objectgroup id="2" name="markers">\n  <object id="1" name="b" type="marker" x="3" y="4">'
        '<properties><property name="q" type="int" value="2"/>'
        '<property name="r" type="int" value="-1"/><property name="dir" type="int" value="5"/>'
        '<property name="kind" value="barrier"/></properties><point/></object>\n'
        ' </objectgroup>').replace('nextobjectid="1"', 'nextobjectid="2"')
    path.write_text(text, encoding="utf-8")
    assert boards.load_tsukuyumi_map("canyon", path).markers == ((2, -1, 5, "barrier"),)


def test_loader_rejects_other_formats(tmp_path: Path) -> None:
    path = _copy_map(tmp_path, "standard")
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('staggeraxis="x"', 'staggeraxis="y"'), encoding="utf-8")
    with pytest.raises(boards.BoardError, match="staggeraxis"):
        boards.load_tsukuyumi_map("standard", path)
    with pytest.raises(boards.BoardError, match="scenario"):
        boards.load_tsukuyumi_map("canyon", MAPS / "tsukuyumi_standard.tmx")
    with pytest.raises(boards.BoardError, match="not found"):
        boards.load_tsukuyumi_map("nowhere")
    head, data = text.split('<data encoding="csv">')
    data, tail = data.split("</data>", 1)
    no_centre = re.sub(r"\b1\b", "2", data)      # gid 1 = moon_centre becomes a moon cell
    path.write_text(f'{head}<data encoding="csv">{no_centre}</data>{tail}', encoding="utf-8")
    with pytest.raises(boards.BoardError, match="moon_centre"):
        boards.load_tsukuyumi_map("standard", path)


# --- the generator -------------------------------------------------------------------------------


@pytest.mark.rule("TS-41.13")
def test_generator_reproduces_committed_files(tmp_path: Path) -> None:
    written = _generator().generate(tmp_path)
    rel = {p.relative_to(tmp_path).as_posix() for p in written}
    committed = {p.relative_to(MAPS).as_posix() for p in MAPS.glob("tsukuyumi_*")
                 if p.is_file()} | {p.relative_to(MAPS).as_posix()
                                    for p in MAPS.glob("tsukuyumi_*/*")}
    assert rel == committed
    for path in written:
        target = MAPS / path.relative_to(tmp_path)
        if path.suffix == ".png":   # pixels, not bytes: zlib builds may compress differently
            import pygame

            a, b = _png(path), _png(target)
            assert a.get_size() == b.get_size()
            assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA"), path.name
        else:
            assert path.read_bytes() == target.read_bytes(), (
                f"{target.name} differs from tools/make_tsukuyumi_maps.py: regenerate it")


@pytest.mark.rule("TS-41.13")
def test_generator_needs_no_image_library() -> None:
    tree = ast.parse(GENERATOR.read_text(encoding="utf-8"))
    imported = {alias.name.split(".")[0] for node in ast.walk(tree)
                if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module.split(".")[0] for node in ast.walk(tree)
                 if isinstance(node, ast.ImportFrom) and node.module}
    assert "zlib" in imported and not imported & {"pygame", "PIL", "pytmx", "numpy"}
    png = _generator().png_bytes([[[255, 0, 0, 255], [0, 0, 0, 0]]])
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and b"IHDR" in png and png.endswith(
        b"IEND\xaeB`\x82")
