"""Every Tsukuyumi data key has its English and French texts (`game/tsukuyumi/i18n/data.*`).

Names are checked against the spec in `test_data.py`, `test_data_material.py` and
`test_data_cards.py`; this file checks completeness and that texts stay short enough for a
tooltip, and that the ability templates take the fields the data gives them.
"""

from __future__ import annotations

import json

import pytest

from game.core import i18n
from game.tsukuyumi import cards as C
from game.tsukuyumi import data as D
from game.tsukuyumi import datafile as F
from game.tsukuyumi import rules  # noqa: F401  (the plug-ins add their units and cards first)

TOOLTIP = 150  # characters


def _expected_keys() -> set[str]:
    keys = {f"ts.faction.{k}" for k in (*F.FACTION_KEYS, F.ONI)}
    for faction in D.FACTIONS:
        keys |= {f"ts.start_zone.{faction.start_zone}", f"ts.faction_effect.{faction.effect}"}
        if faction.defensive_action:
            keys |= {f"ts.defensive.{faction.defensive_action}.{p}" for p in ("name", "text")}
    keys |= {f"ts.unit.{u}.name" for u in D.UNIT_BY_KEY}
    keys |= {f"ts.size.{s}" for s in D.SIZES}
    keys |= {f"ts.ability.{a}" for a in D.ABILITIES} | {"ts.ability.spawn_point.unit"}
    keys |= {f"ts.uplink.{u}.{p}" for u in D.UPLINK_BY_KEY for p in ("name", "text")}
    keys |= {f"ts.marker.{m.key}" for m in D.CYBER_MARKERS}
    keys |= {f"ts.marker.{s.key}" for s in D.SUPPLIES}
    keys |= {f"ts.marker.{k.split('.')[1]}" for k in D.COMPONENTS
             if k.startswith("neutral_markers.")}
    keys |= {"ts.marker.barrier", "ts.marker.passage", "ts.marker.territory"}
    keys |= {f"ts.weapon.{w.key}" for w in D.WEAPONS}
    keys |= {f"ts.combat.{c}.{p}" for c in C.COMBAT_CARDS for p in ("name", "text")}
    keys |= {f"ts.card_type.{t}" for t in C.CARD_TYPES}
    keys |= {f"ts.usable.{u}" for u in C.USABLE}
    keys |= {f"ts.riposte.{r}" for r in C.RIPOSTES}
    keys |= {f"ts.action.{code}" for codes in C.PHASE_CODES.values() for code in codes}
    keys |= {f"ts.phase.{p}" for p in C.PHASES}
    keys |= {f"ts.event.{e}.{p}" for e in C.EVENTS for p in ("name", "text")}
    keys |= {f"ts.mission.{m}.{p}" for m in D.MISSIONS for p in ("name", "text")}
    keys |= {f"ts.goal.{g}.{p}" for g in D.GOALS for p in ("name", "text")}
    return keys


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_data_key_has_its_texts(lang: str) -> None:
    catalogue = i18n.catalogue(lang)
    missing = sorted(k for k in _expected_keys() if not catalogue.get(k, "").strip())
    assert missing == []


def test_the_data_catalogue_holds_only_data_keys() -> None:
    for lang in i18n.LANGUAGES:
        path = F.DATA_DIR.parent / "i18n" / f"data.{lang}.json"
        keys = set(json.loads(path.read_text(encoding="utf-8")))
        assert keys == _expected_keys(), lang


def test_texts_fit_a_tooltip() -> None:
    for lang in i18n.LANGUAGES:
        catalogue = i18n.catalogue(lang)
        long = [k for k in _expected_keys() if len(catalogue[k]) > TOOLTIP]
        assert long == [], lang


def test_ability_templates_take_the_data_arguments() -> None:
    for unit in D.UNITS:
        for ability in unit.abilities:
            name, _, arg = ability.partition(":")
            key = "ts.ability.spawn_point.unit" if name == "spawn_point" and arg else \
                f"ts.ability.{name}"
            for lang in i18n.LANGUAGES:
                text = i18n.tr(key, lang, n=arg, name=arg)
                assert "{" not in text and (not arg or arg in text), (unit.key, lang)
    assert i18n.tr("ts.ability.productive", "fr", n=2) == "Productive\u00a0: +2 PP lors de la " \
        "phase verte."


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_unit_has_its_name_in_the_log(lang: str) -> None:
    """« Joueur 3 place son unité mascot_darkseed en (2, 1) »: the log names a unit through
    `ts.arg.kind.<key>`, which the M5 mascots lacked. Every unit of the data (the modules'
    and the legendary Oni included) has it, the same name as its sheet's."""
    catalogue = i18n.catalogue(lang)
    for key in D.UNIT_BY_KEY:
        assert f"ts.arg.kind.{key}" in catalogue, key
    line = i18n.tr("ts.deployed", lang, seat="Ana", unit_kind=i18n.tr(
        "ts.arg.kind.mascot_darkseed", lang), q=2, r=1)
    assert "mascot_darkseed" not in line
    assert i18n.tr("ts.arg.kind.mascot_darkseed", lang) == \
        i18n.tr("ts.unit.mascot_darkseed.name", lang)
