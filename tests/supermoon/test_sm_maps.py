"""Planet Unknown maps: the 13 planet maps equal planets.json (PU-16.1, PU-17), their edge layer
follows the edge-square convention, the table map is well formed, and the committed files match
tools/make_maps.py."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import math
from collections import Counter
from pathlib import Path

import pytest

from game import boards

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "maps"
PLANETS = json.loads((ROOT / "game" / "supermoon" / "data" / "planets.json")
                     .read_text(encoding="utf-8"))["planets"]
KEYS = ("ksb4156", "arashi", "cerberus", "charybdis", "gaia", "k273", "kaax", "lacuna",
        "oblivion", "pajitnov", "persephone", "petra", "tartarus")


def _key(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


BY_KEY = {_key(p["name"]): p for p in PLANETS}


def _expected_edge(grid: list[str], key: str) -> frozenset[tuple[int, int]]:
    """Rules "Conventions": a board square with fewer than 4 orthogonal neighbours on the board;
    holes count as neighbours (PU-17.8); Oblivion: the outer frame only (PU-17.9)."""
    h, w = len(grid), len(grid[0])
    squares = {(x, y) for y in range(h) for x in range(w) if grid[y][x] != "."}
    if key == "oblivion":
        return frozenset((x, y) for x, y in squares if x in (0, 11) or y in (0, 11))
    return frozenset((x, y) for x, y in squares
                     if len({(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)} & squares) < 4)


@pytest.fixture(scope="module")
def planets() -> dict[str, boards.PlanetMap]:
    return {key: boards.load_planet(key) for key in KEYS}


def test_there_is_a_map_per_planet() -> None:
    from game.supermoon import data

    assert set(BY_KEY) == set(KEYS) == {p.key for p in data.PLANETS}
    assert {p.name for p in MAPS.glob("planet_*.tmx")} == {f"planet_{k}.tmx" for k in KEYS}


@pytest.mark.rule("PU-16.1")
@pytest.mark.parametrize("key", KEYS)
def test_planet_grid_and_medals_equal_the_data(planets, key: str) -> None:
    planet, raw = planets[key], BY_KEY[key]
    assert planet.key == key and planet.name == raw["name"]
    assert (planet.width, planet.height) == (len(raw["grid"][0]), len(raw["grid"]))
    assert planet.cells == tuple(raw["grid"])
    assert planet.row_medals == tuple(raw["row_medals"])
    assert planet.col_medals == tuple(raw["col_medals"])
    assert all(planet.cell(x, y) == raw["grid"][y][x]
               for y in range(planet.height) for x in range(planet.width))
    assert planet.cell(-1, 0) == planet.cell(0, planet.height) == "."


@pytest.mark.rule("PU-17.8", "PU-17.9")
@pytest.mark.parametrize("key", KEYS)
def test_planet_edge_marks_follow_the_edge_rule(planets, key: str) -> None:
    planet = planets[key]
    assert planet.edge == _expected_edge(BY_KEY[key]["grid"], key)
    assert all(planet.cell(x, y) != "." for x, y in planet.edge)


def test_edge_special_cases(planets) -> None:
    oblivion = planets["oblivion"]
    assert (0, 0) in oblivion.edge and (11, 5) in oblivion.edge
    assert (3, 2) not in oblivion.edge          # next to the central void: not an edge
    lacuna = planets["lacuna"]
    assert (4, 2) not in lacuna.edge            # next to the hole (5, 2): holes are neighbours
    cerberus = planets["cerberus"]
    assert (4, 4) in cerberus.edge              # next to an inner off-planet square


@pytest.mark.rule("PU-16.1")
def test_ksb4156_counts(planets) -> None:
    counts = Counter("".join(planets["ksb4156"].cells))
    assert counts["L"] + counts["I"] + counts["P"] == 96
    assert (counts["L"], counts["I"], counts["P"]) == (69, 21, 6)
    assert set(counts) == {".", "L", "I", "P"}


def test_supermoon_table() -> None:
    table = boards.load_supermoon_table()
    assert (table.width, table.height) == (940, 660)  # the table area beside the log
    assert 0 < table.inner_radius < table.outer_radius
    cx, cy = table.centre
    assert len(table.depots) == 6
    for d, (x, y) in enumerate(table.depots):   # depot 0 at the top, clockwise
        angle = math.atan2(x - cx, cy - y) % math.tau
        assert angle == pytest.approx(d * math.tau / 6, abs=1e-3)
        assert table.inner_radius <= math.hypot(x - cx, y - cy) <= table.outer_radius
    assert list(table.tracks) == ["civ", "water", "biomass", "rover", "tech"]
    assert table.track_steps == {"civ": 16, "water": 16, "biomass": 16, "rover": 17, "tech": 16}
    assert {"own_board", "others", "station", "corp", "cards", "bar"} <= set(table.layout)
    for x, y, w, h in (*table.layout.values(), *table.tracks.values()):
        assert 0 <= x < x + w <= table.width and 0 <= y < y + h <= table.height
    sx, sy, sw, sh = table.layout["station"]
    assert sx <= cx - table.outer_radius and cx + table.outer_radius <= sx + sw
    assert sy <= cy - table.outer_radius and cy + table.outer_radius <= sy + sh
    kx, ky, kw, kh = table.layout["corp"]
    for x, y, w, h in table.tracks.values():
        assert kx <= x and x + w <= kx + kw and ky <= y and y + h <= ky + kh
    widths = {n: w / table.track_steps[n] for n, (_x, _y, w, _h) in table.tracks.items()}
    assert len(set(widths.values())) == 1        # one step width for every row
    assert len({x for x, _y, _w, _h in table.tracks.values()}) == 1  # steps line up


def test_loaders_return_plain_frozen_data(planets) -> None:
    def plain(value: object) -> bool:
        if isinstance(value, (int, float, str, bool)):
            return True
        if isinstance(value, (tuple, frozenset)):
            return all(plain(v) for v in value)
        if isinstance(value, dict):
            return all(plain(k) and plain(v) for k, v in value.items())
        return False

    for board in (planets["gaia"], boards.load_supermoon_table()):
        assert type(board).__module__ == "game.board_data"
        for f in dataclasses.fields(board):
            assert plain(getattr(board, f.name)), f.name
        with pytest.raises(dataclasses.FrozenInstanceError):
            board.width = 1  # type: ignore[misc]


def test_bad_planet_maps_raise_board_error(tmp_path: Path) -> None:
    with pytest.raises(boards.BoardError, match="not found"):
        boards.load_planet("nowhere")
    with pytest.raises(boards.BoardError, match="expected 'gaia'"):
        boards.load_planet("gaia", MAPS / "planet_petra.tmx")
    with pytest.raises(boards.BoardError, match="map property planet is None"):
        boards.load_planet("ksb4156", MAPS / "supermoon_table.tmx")
    text = (MAPS / "planet_ksb4156.tmx").read_text(encoding="utf-8").replace(
        'source="tilesets/', f'source="{MAPS.as_posix()}/tilesets/')
    renamed = tmp_path / "planet_ksb4156.tmx"
    renamed.write_text(text.replace('name="squares"', 'name="ground"'), encoding="utf-8")
    with pytest.raises(boards.BoardError, match="no tile layer named 'squares'"):
        boards.load_planet("ksb4156", renamed)
    renamed.write_text(text.replace('name="edge"', 'name="rim"'), encoding="utf-8")
    with pytest.raises(boards.BoardError, match="no tile layer named 'edge'"):
        boards.load_planet("ksb4156", renamed)
    renamed.write_text(text.replace('name="row_3" type="row"', 'name="row_3" type="note"'),
                       encoding="utf-8")
    with pytest.raises(boards.BoardError, match="row medals"):
        boards.load_planet("ksb4156", renamed)
    bad = tmp_path / "planet_bad.tmx"
    bad.write_text("<map version='1.10'><layer", encoding="utf-8")
    with pytest.raises(boards.BoardError, match="planet_bad.tmx"):
        boards.load_planet("bad", bad)
    with pytest.raises(boards.BoardError, match="station"):
        boards.load_supermoon_table(MAPS / "moonstar_ring.tmx")


def test_generator_reproduces_the_supermoon_maps(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_maps", ROOT / "tools" / "make_maps.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    written = gen.supermoon_maps(tmp_path)
    names = {p.relative_to(tmp_path).as_posix() for p in written}
    assert names == {"tilesets/planet.tsx", "tilesets/planet.png", "supermoon_table.tmx",
                     *(f"planet_{k}.tmx" for k in KEYS)}
    for path in written:
        committed = MAPS / path.relative_to(tmp_path)
        assert committed.is_file(), f"{committed} missing: run tools/make_maps.py"
        if path.suffix == ".png":   # pixels, not bytes (zlib builds differ)
            import pygame

            a, b = pygame.image.load(str(path)), pygame.image.load(str(committed))
            assert a.get_size() == b.get_size()
            assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
        else:
            assert path.read_bytes() == committed.read_bytes(), (
                f"{committed.name} differs from tools/make_maps.py output: regenerate it")
