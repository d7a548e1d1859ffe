"""Tiled maps: every map loads with pytmx, the ring and card table are well formed (MS-0.1),
the committed files match their generator, and game.boards returns plain data only."""

from __future__ import annotations

import dataclasses
import importlib.util
import math
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from game import boards

ROOT = Path(__file__).resolve().parent.parent
MAPS = ROOT / "maps"
TMX_FILES = sorted(MAPS.glob("*.tmx"))


def _generator():
    spec = importlib.util.spec_from_file_location("make_maps", ROOT / "tools" / "make_maps.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_there_are_maps() -> None:
    names = {p.name for p in TMX_FILES}
    assert {"moonstar_ring.tmx", "moonwakers_table.tmx"} <= names


@pytest.mark.parametrize("path", TMX_FILES, ids=lambda p: p.name)
def test_map_loads_with_pytmx(path: Path) -> None:
    import pytmx

    tmx = pytmx.TiledMap(str(path))
    assert tmx.width > 0 and tmx.height > 0
    assert tmx.layers


@pytest.mark.parametrize("path", TMX_FILES, ids=lambda p: p.name)
def test_map_has_tiled_structure(path: Path) -> None:
    root = ET.parse(path).getroot()
    assert root.tag == "map"
    for attr in ("version", "tiledversion", "orientation", "renderorder", "width", "height",
                 "tilewidth", "tileheight", "infinite", "nextlayerid", "nextobjectid"):
        assert attr in root.attrib, attr
    assert root.get("infinite") == "0"            # pytmx cannot read infinite maps (B.7)
    ids = [int(el.get("id")) for el in root if el.tag in ("layer", "objectgroup")]
    assert len(ids) == len(set(ids)) and int(root.get("nextlayerid")) > max(ids)
    obj_ids = [int(o.get("id")) for o in root.iter("object")]
    assert len(obj_ids) == len(set(obj_ids))
    assert int(root.get("nextobjectid")) > max(obj_ids, default=0)   # a map may have no objects
    for data in root.iter("data"):
        assert data.get("encoding") == "csv"
    for obj in root.iter("object"):
        assert "class" not in obj.attrib          # Tiled 1.10 writes `type` (B.7)
        for prop in obj.iter("property"):
            assert prop.get("name") not in ("id", "name", "type", "x", "y", "width", "height")
    for ts in root.iter("tileset"):
        tsx = (path.parent / ts.get("source")).resolve()
        tileset = ET.parse(tsx).getroot()
        # One image for the whole tileset, or (an image collection, columns 0) one per tile.
        images = tileset.findall("image") + tileset.findall("tile/image")
        assert images, tsx.name
        for image in images:
            assert (tsx.parent / image.get("source")).is_file()


# --- the ring -----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def ring() -> boards.RingBoard:
    return boards.load_ring()


@pytest.mark.rule("MS-0.1")
def test_ring_has_twelve_stars_clockwise_from_the_top(ring: boards.RingBoard) -> None:
    assert [s.index for s in ring.stars] == list(range(12))
    angles = [ring.star_angle(i) for i in range(12)]
    assert angles[0] == pytest.approx(0.0, abs=1e-3)  # index 0 at 12 o'clock
    assert all(b > a for a, b in zip(angles, angles[1:], strict=False))  # increasing clockwise
    for i, a in enumerate(angles):
        assert a == pytest.approx(i * math.tau / 12, abs=1e-3)


def test_ring_stars_lie_on_a_circle(ring: boards.RingBoard) -> None:
    cx, cy = ring.centre
    for star in ring.stars:
        assert math.hypot(star.x - cx, star.y - cy) == pytest.approx(ring.ring_radius, abs=0.05)
        assert 0 < star.x < ring.width and 0 < star.y < ring.height


def test_ring_star_names(ring: boards.RingBoard) -> None:
    assert ring.stars[0].name_en == "Aries" and ring.stars[0].name_fr == "Bélier"
    assert ring.stars[11].name_en == "Pisces" and ring.stars[11].name("fr") == "Poissons"
    for key in ("name_en", "name_fr", "symbol"):
        values = [getattr(s, key) for s in ring.stars]
        assert all(values) and len(set(values)) == 12, key
    assert [s.symbol for s in ring.stars] == [chr(0x2648 + i) for i in range(12)]


def test_ring_anchors_and_background(ring: boards.RingBoard) -> None:
    for name in ("ring_centre", "dice_tray", "planet_tray", "moon_tray"):
        assert name in ring.anchors
    x, y, w, h = ring.anchors["dice_tray"]
    assert w > 0 and h > 0
    bg = ring.background
    assert Path(bg.image).is_file()
    assert len(bg.tiles) * bg.tile_height == ring.height
    assert all(len(row) * bg.tile_width == ring.width for row in bg.tiles)
    assert all(0 <= t for row in bg.tiles for t in row)


# --- the card table -----------------------------------------------------------------------------


def test_card_table_slots() -> None:
    table = boards.load_card_table()
    assert (table.width, table.height) == (1280, 816)
    assert len(table.row("central_row")) == 7
    assert len(table.row("combination_display")) == 3
    for name in ("combination_pile", "deck", "discard"):
        assert table.slot(name).seat == -1
    for seat in range(6):
        slots = table.seat_slots(seat)
        assert {"mapped", "hand", "character", "scan"} <= set(slots)
        assert all(s.seat == seat and s.max_cards >= 0 for s in slots.values())
    for n in range(2, 7):
        assert len(table.seats_for(n)) == n == len(set(table.seats_for(n)))
    with pytest.raises(boards.BoardError):
        table.seats_for(7)


def test_card_table_has_a_layout_per_player_count() -> None:
    full = boards.load_card_table()
    sizes = {}
    for n in range(2, 7):
        table = full.for_players(n)
        assert table.seats_for(n) == tuple(range(n))
        assert len(table.row("central_row")) == n + 1
        assert len(table.row("combination_display")) == (2 if n <= 3 else 3)
        for name in ("combination_pile", "deck", "discard", "dice_tray", "round_info"):
            assert table.slot(name).seat == -1
        for seat in range(n):
            assert {"mapped", "hand", "character", "scan", "plate", "combos"} <= set(
                table.seat_slots(seat))
        sizes[n] = table.card_size[1]
    assert sizes[2] >= sizes[4] >= sizes[6]  # fewer players, bigger table cards
    assert full.for_players(7) is full


@pytest.mark.parametrize("n", [None, 2, 3, 4, 5, 6])
def test_card_table_slots_do_not_overlap_and_fit(n) -> None:
    table = boards.load_card_table()
    if n is not None:
        table = table.for_players(n)
    rects = [(s.name, s.x, s.y, s.x + s.w, s.y + s.h) for s in table.slots]
    for name, x0, y0, x1, y1 in rects:
        assert 0 <= x0 < x1 <= table.width and 0 <= y0 < y1 <= table.height, name
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            overlap = a[1] < b[3] and b[1] < a[3] and a[2] < b[4] and b[2] < a[4]
            assert not overlap, (a[0], b[0])


# --- generator and loader contracts -------------------------------------------------------------


def test_generator_reproduces_committed_maps(tmp_path: Path) -> None:
    written = _generator().generate(tmp_path)
    for path in written:
        committed = MAPS / path.relative_to(tmp_path)
        assert committed.is_file(), f"{committed} missing: run tools/make_maps.py"
        if path.suffix == ".png":
            # Compare pixels, not bytes: PNG compression may differ between zlib builds.
            import pygame

            a, b = pygame.image.load(str(path)), pygame.image.load(str(committed))
            assert a.get_size() == b.get_size()
            assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"), path.name
        else:
            assert path.read_bytes() == committed.read_bytes(), (
                f"{committed.name} differs from tools/make_maps.py output: regenerate it")


def _assert_plain(value: object, where: str = "board") -> None:
    """Recursively: only builtin scalars, tuples, dicts and game.board_data dataclasses."""
    if isinstance(value, (int, float, str, bool, type(None))):
        return
    if isinstance(value, (tuple, list)):
        for i, item in enumerate(value):
            _assert_plain(item, f"{where}[{i}]")
        return
    if isinstance(value, dict):
        for k, v in value.items():
            _assert_plain(k, f"{where} key")
            _assert_plain(v, f"{where}[{k!r}]")
        return
    assert dataclasses.is_dataclass(value), f"{where}: {type(value)!r} is not plain data"
    assert type(value).__module__ == "game.board_data", f"{where}: {type(value)!r}"
    for f in dataclasses.fields(value):
        _assert_plain(getattr(value, f.name), f"{where}.{f.name}")


def test_loaders_return_plain_frozen_data() -> None:
    for board in (boards.load_ring(), boards.load_card_table()):
        _assert_plain(board)
        with pytest.raises(dataclasses.FrozenInstanceError):
            board.width = 1  # type: ignore[misc]


def test_maps_dir_finds_the_repository_maps() -> None:
    assert boards.maps_dir() == MAPS


def test_missing_map_raises_board_error(tmp_path: Path) -> None:
    with pytest.raises(boards.BoardError, match="not found"):
        boards.load_ring(tmp_path / "nowhere.tmx")


def test_corrupt_map_raises_board_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.tmx"
    bad.write_text("<map version='1.10'><layer", encoding="utf-8")
    with pytest.raises(boards.BoardError, match="bad.tmx"):
        boards.load_ring(bad)


def test_wrong_map_raises_board_error() -> None:
    with pytest.raises(boards.BoardError, match="stars"):
        boards.load_ring(MAPS / "moonwakers_table.tmx")
    with pytest.raises(boards.BoardError, match="table"):
        boards.load_card_table(MAPS / "moonstar_ring.tmx")
