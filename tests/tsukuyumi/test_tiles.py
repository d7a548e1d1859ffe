"""The 37-tile area pool (TS-1.1, TS-2.6, TS-9.2, TS-9.14) against the spec's table.

The expected table is copied verbatim from `rules/tsukuyumi.md` TS-9.14 and parsed here (tests
never read the spec); the data under test is `game/tsukuyumi/data/tiles.json` through
`game.tsukuyumi.tiles`.
"""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from game.tsukuyumi import tiles as T

# TS-9.14, verbatim
POOL_TABLE = """\
| Ocean floor | none / [0] / [0,2] / [0,3] / [0,1,3] | 6 / 6 / 2 / 1 / 3 |
| Ocean floor, Radioactive | none / [0] / [0,2] | 1 / 1 / 1 |
| Ocean floor, Unstable | none / [0] | 3 / 1 |
| Ocean floor, Tsukuyumi | none | 2 |
| Fertile ground | none / [0] / [0,2] / [0,3] | 1 / 2 / 1 / 1 |
| Mountain +15 | none / [0] | 1 / 1 |
| Mountain +20 | none / [0] / [0,3] | 1 / 1 / 1 |
| total | | 37 |
"""

TYPE_NAMES = {"Ocean floor": "ocean", "Fertile ground": "fertile", "Mountain": "mountain"}


def _expected() -> tuple[Counter[tuple[str, int, str, tuple[int, ...]]], int]:
    """(type, mountain, characteristic, barriers) -> quantity, and the stated total."""
    out: Counter[tuple[str, int, str, tuple[int, ...]]] = Counter()
    total = 0
    for line in POOL_TABLE.splitlines():
        name, patterns, qtys = (c.strip() for c in line.strip("|").split("|"))
        if name == "total":
            total = int(qtys)
            continue
        kind, _, char = name.partition(", ")
        value = 0
        m = re.fullmatch(r"Mountain \+(\d+)", kind)
        if m:
            kind, value = "Mountain", int(m.group(1))
        for pattern, qty in zip(patterns.split(" / "), qtys.split(" / "), strict=True):
            barriers = () if pattern == "none" else tuple(json.loads(pattern))
            out[(TYPE_NAMES[kind], value, char.lower(), barriers)] += int(qty)
    return out, total


@pytest.mark.rule("TS-9.14", "TS-1.1", "TS-2.6")
def test_pool_matches_the_spec_table() -> None:
    expected, total = _expected()
    assert sum(expected.values()) == total == 37
    found = Counter((t.zone_type, t.mountain, t.characteristic, t.barriers) for t in T.TILES)
    assert found == expected
    assert len(T.TILES) == 37


@pytest.mark.rule("TS-9.14")
def test_tile_fields_are_well_formed() -> None:
    ids = [t.tile_id for t in T.TILES]
    assert len(set(ids)) == 37
    assert T.TILE_BY_ID == {t.tile_id: t for t in T.TILES}
    for t in T.TILES:
        assert t.zone_type in ("ocean", "fertile", "mountain")
        # Montagne +X, X = 15 or 20 (TS-9.2); only mountains have a value.
        assert (t.mountain in (15, 20)) == (t.zone_type == "mountain")
        assert t.mountain == 0 or t.zone_type == "mountain"
        # The base box prints characteristics on ocean-floor tiles only (TS-9.14).
        assert t.characteristic in ("", "radioactive", "unstable", "tsukuyumi")
        assert not t.characteristic or t.zone_type == "ocean"
        assert list(t.barriers) == sorted(set(t.barriers))


@pytest.mark.rule("TS-9.14")
def test_data_file_marks_the_reconstructed_subset() -> None:
    raw = json.loads((T.DATA_DIR / "tiles.json").read_text(encoding="utf-8"))
    assert "RECONSTRUCTED" in raw["reconstructed"]
    assert raw["source"][0]["commit"] == "8c80302bc2b4cb91c9e05d13df20b7514ecfee9e"


@pytest.mark.rule("TS-9.14")
@pytest.mark.parametrize("rot", range(6))
def test_barriers_turn_with_the_rotation(rot: int) -> None:
    tile = T.TileType("X", "ocean", 0, "", (0, 1, 3))
    assert T.barriers_after_rotation(tile, rot) == tuple(sorted((e + rot) % 6 for e in (0, 1, 3)))
    # Rotation r maps edge e to (e + r) mod 6: spot checks.
    opposite = T.TileType("Y", "ocean", 0, "", (0, 3))
    assert T.barriers_after_rotation(opposite, 1) == (1, 4)
    assert T.barriers_after_rotation(opposite, 3) == (0, 3)
    assert T.barriers_after_rotation(tile, 5) == (0, 2, 5)


def test_tile_kind_names_characteristic_before_type() -> None:
    kinds = Counter(T.tile_kind(t) for t in T.TILES)
    assert kinds == {"ocean": 18, "radioactive": 3, "unstable": 4, "tsukuyumi": 2,
                     "fertile": 5, "mountain": 5}


def test_board_texts_exist_in_both_languages() -> None:
    base = T.DATA_DIR.parent / "i18n"
    en = json.loads((base / "board.en.json").read_text(encoding="utf-8"))
    fr = json.loads((base / "board.fr.json").read_text(encoding="utf-8"))
    assert en.keys() == fr.keys()
    for kind in ("ocean", "fertile", "mountain", "moon"):
        assert f"ts.zone.{kind}" in en
    for char in T.CHARACTERISTICS:
        assert f"ts.char.{char}" in en
    for marker in ("barrier", "passage", "tunnel", "barricade"):
        assert f"ts.edge.{marker}" in en
    assert fr["ts.zone.ocean"] == "Fond de l'océan"
    assert fr["ts.edge.barrier"] == "Barrage"
    assert all(k.startswith("ts.") and v for k, v in {**en, **fr}.items())
