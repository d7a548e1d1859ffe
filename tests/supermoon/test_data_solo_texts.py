"""Planet Unknown solo data (PU-15.4, PU-15.5, SM-13.1) against the spec — the solo target
and the outcome ladder — and the catalogue texts of the data: every id's texts in each
language, tooltips, names kept as printed. The expected tables are copied verbatim from
`rules/supermoon.md` (see `test_data.py`)."""

from __future__ import annotations

import re

import pytest

from game.core import i18n
from game.supermoon import data as D
from tests.supermoon.data_helpers import _rows

# PU-15.4
SOLO_TABLE = """\
| 0–2 | 0 | 0 | 0 |
| 3–6 | −5 | −1 | +3 |
| 7–10 | −7 | −2 | +6 |
| 11–14 | −9 | −3 | +9 |
| 15–20 | −11 | −4 | +12 |
| 21+ (Supermoon, SM-13.2) | −15 | −5 | +16 |
"""

# PU-15.5
LADDER = (-15, -10, -5, 0, 5, 10, 15)


def _num(text: str) -> int:
    return int(text.replace("−", "-").replace("+", ""))


# --- PU-15.4 / PU-15.5: solo ---------------------------------------------------------------------


def _adjustment(count: int) -> dict[str, int]:
    for band, red, orange, green in _rows(SOLO_TABLE):
        band = band.split(" ")[0]
        lo, _, hi = band.rstrip("+").partition("–")
        top = 24 if band.endswith("+") else int(hi or lo)
        if int(lo) <= count <= top:
            return {"red": _num(red), "orange": _num(orange), "green": _num(green)}
    raise AssertionError(count)


@pytest.mark.rule("PU-15.4")
def test_solo_target_examples() -> None:
    assert D.solo_target({}) == 60
    assert D.solo_target({"green": 20}) == 72
    assert D.solo_target({"red": 20}) == 49
    assert D.solo_target({"orange": 20}) == 56
    assert D.solo_target({"green": 7, "orange": 7, "red": 6}) == 60 + 6 - 2 - 5
    assert D.solo_target({"green": 2, "orange": 3, "red": 15}) == 60 + 0 - 1 - 11
    assert D.solo_target({"green": 10, "orange": 10}) == 60 + 6 - 2
    assert D.solo_target({"green": 11, "orange": 0, "red": 9}) == 60 + 9 - 7
    assert D.solo_target({"green": 14, "red": 6}) == 60 + 9 - 5
    # the 21+ row (Supermoon's 24-card deck)
    assert D.solo_target({"green": 24}) == 76
    assert D.solo_target({"red": 21, "green": 3}) == 60 - 15 + 3
    assert D.solo_target({"orange": 22, "red": 2}) == 60 - 5


@pytest.mark.rule("PU-15.4")
def test_solo_target_whole_table() -> None:
    for count in range(25):
        adj = _adjustment(count)
        for colour in D.COLOURS:
            assert D.solo_target({colour: count}) == 60 + adj[colour], (colour, count)
    for g in range(0, 21, 3):
        for o in range(0, 21 - g, 4):
            r = 20 - g - o
            expected = 60 + _adjustment(g)["green"] + _adjustment(o)["orange"] + \
                _adjustment(r)["red"]
            assert D.solo_target({"green": g, "orange": o, "red": r}) == expected
    table = D.solo_table()
    assert table["base_target"] == 60


@pytest.mark.rule("SM-13.1")
def test_solo_target_with_the_moon_starts_at_80() -> None:
    assert D.solo_target({}, moon=True) == 80
    assert D.solo_target({"green": 24}, moon=True) == 96


@pytest.mark.rule("PU-15.5")
def test_outcome_ladder() -> None:
    rows = D.solo_ladder()
    assert tuple(d for d, _ in rows) == LADDER
    assert all(label for _, label in rows)
    assert D.ladder_row(-40) == -15
    assert D.ladder_row(-16) == -15
    assert D.ladder_row(-15) == -15
    assert D.ladder_row(-11) == -15
    assert D.ladder_row(-10) == -10
    assert D.ladder_row(-3) == -5
    assert D.ladder_row(-1) == -5
    assert D.ladder_row(0) == 0
    assert D.ladder_row(4) == 0
    assert D.ladder_row(5) == 5
    assert D.ladder_row(14) == 10
    assert D.ladder_row(15) == 15
    assert D.ladder_row(17) == 15
    assert D.ladder_row(99) == 15


# --- catalogue texts -----------------------------------------------------------------------------


def _ladder_suffix(delta: int) -> str:
    return "0" if delta == 0 else ("m" if delta < 0 else "p") + str(abs(delta))


def _expected_keys() -> set[str]:
    keys = set()
    for cid in D.CIV_CARDS:
        keys |= {f"sm.civ.{cid}.name", f"sm.civ.{cid}.text"}
    for eid in D.EVENTS:
        keys.add(f"sm.event.{eid}.text")
    keys |= {f"sm.event.colour.{c}" for c in D.COLOURS}
    for oid in D.OBJECTIVES:
        keys |= {f"sm.obj.{oid}.{side}.{part}" for side in ("private", "neighbour")
                 for part in ("name", "text")}
    keys |= {f"sm.terrain.{t}" for t in D.TERRAINS}
    keys |= {f"sm.track.{t}" for t in D.TRACKS}
    keys |= {f"sm.benefit.{c}" for c in
             ("M", "SYN", "CIV-MS", "TECH-MS", "PATCH", "NEW-ROVER", "mv")}
    keys |= {f"sm.ladder.{_ladder_suffix(d)}" for d, _ in D.solo_ladder()}
    keys |= {f"sm.planet.{p.key}.name" for p in D.PLANETS}
    keys |= {f"sm.corp.{c.key}.name" for c in D.CORPORATIONS}
    return keys


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_data_id_has_its_texts(lang: str) -> None:
    catalogue = i18n.catalogue(lang)
    missing = sorted(k for k in _expected_keys() if not catalogue.get(k, "").strip())
    assert missing == []


def test_every_benefit_code_on_the_tracks_has_a_tooltip() -> None:
    catalogue = i18n.catalogue("en")
    corp = D.CORP_BY_KEY["universalcoalition"]
    for column in corp.tracks:
        for codes in column:
            for code in codes:
                key = re.sub(r"^(M|mv)\d+$", r"\1", code)
                assert f"sm.benefit.{key}" in catalogue, code
    assert i18n.tr("sm.benefit.M", n=5).startswith("5 medals at the end")
    assert i18n.tr("sm.benefit.mv", "fr", n=3).startswith("3 ")


def test_card_texts_fit_a_tooltip() -> None:
    for lang in i18n.LANGUAGES:
        catalogue = i18n.catalogue(lang)
        long = [k for k in _expected_keys() if len(catalogue[k]) > 120]
        assert long == [], lang


def test_names_kept_as_printed() -> None:
    en, fr = i18n.catalogue("en"), i18n.catalogue("fr")
    for p in D.PLANETS:
        assert en[f"sm.planet.{p.key}.name"] == fr[f"sm.planet.{p.key}.name"] == p.name
    for c in D.CORPORATIONS:
        assert en[f"sm.corp.{c.key}.name"] == fr[f"sm.corp.{c.key}.name"] == c.name
    for cid, card in D.CIV_CARDS.items():
        assert en[f"sm.civ.{cid}.name"] == card.name
    for oid, card in D.OBJECTIVES.items():
        assert en[f"sm.obj.{oid}.private.name"] == card.private.name


def test_objective_names_in_french() -> None:
    """The objective cards' names are words (the civ cards' too), so the French table says
    them in French; only proper names and words spelt alike stay as they are."""
    en, fr = i18n.catalogue("en"), i18n.catalogue("fr")
    same_in_both = {"Rubik", "Circuit", "Biome", "Transit", "Plasma", "Pony Express", "Panama",
                    "X", "Luddite", "Conservation", "Rural"}
    kept = set()
    for oid in D.OBJECTIVES:
        for side in ("private", "neighbour"):
            name = fr[f"sm.obj.{oid}.{side}.name"]
            assert name.strip(), (oid, side)
            if name == en[f"sm.obj.{oid}.{side}.name"]:
                kept.add(name)
    assert kept == same_in_both
    assert fr["sm.obj.37.private.name"] == "Complexe"
    assert fr["sm.obj.53.neighbour.name"] == "10\u00a0000 lacs"
