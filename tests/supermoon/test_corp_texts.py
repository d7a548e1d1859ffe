"""Player-facing texts of the corporations: every corporation has its power, techs, strength,
weakness (and a track note when its tracks differ from Universal Coalition's) in English and
French, short enough for a tooltip; the player's guide has the corporations section in both
languages."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.core import i18n
from game.supermoon import data as D

PACKAGE = Path(__file__).resolve().parents[2] / "game" / "supermoon"
FILES = {lang: PACKAGE / "i18n" / f"corps.{lang}.json" for lang in i18n.LANGUAGES}

# Tooltip sizes, in characters.
LIMITS = {"power": 220, "tech": 150, "track_note": 150, "strength": 60, "weakness": 60}


def _load(lang: str) -> dict[str, str]:
    return json.loads(FILES[lang].read_text(encoding="utf-8"))


def _differs_from_symmetric(corp: D.CorporationDef) -> bool:
    return corp.tracks != D.CORP_BY_KEY[D.SYMMETRIC_CORP].tracks


def _expected_keys() -> set[str]:
    keys = set()
    for corp in D.CORPORATIONS:
        base = f"sm.corp.{corp.key}"
        keys |= {f"{base}.power", f"{base}.strength", f"{base}.weakness"}
        keys |= {f"{base}.tech.{n}" for n in range(1, len(corp.techs) + 1)}
        if _differs_from_symmetric(corp):
            keys.add(f"{base}.track_note")
    return keys


def _kind(key: str) -> str:
    part = key.split(".")[3]
    return "tech" if part == "tech" else part


def test_every_corporation_has_its_texts_in_both_languages() -> None:
    expected = _expected_keys()
    assert len(D.CORPORATIONS) == 9
    assert len(D.CORP_BY_KEY["jumpdrive"].techs) == 6  # slots A-F
    assert all(len(c.techs) == 5 for c in D.CORPORATIONS if c.key != "jumpdrive")
    for lang in i18n.LANGUAGES:
        texts = _load(lang)
        assert set(texts) == expected, lang
        empty = [k for k, v in texts.items() if not isinstance(v, str) or not v.strip()]
        assert empty == [], lang


def test_english_and_french_have_the_same_keys() -> None:
    assert set(_load("en")) == set(_load("fr"))


def test_texts_fit_a_tooltip() -> None:
    for lang in i18n.LANGUAGES:
        long = [(k, len(v)) for k, v in _load(lang).items() if len(v) > LIMITS[_kind(k)]]
        assert long == [], lang


def test_only_boards_with_their_own_tracks_have_a_track_note() -> None:
    notes = {k.split(".")[2] for k in _load("en") if k.endswith(".track_note")}
    asymmetric = {c.key for c in D.CORPORATIONS if c.key != D.SYMMETRIC_CORP}
    assert notes == asymmetric  # all 8 differ (at least their Rover column); the symmetric not


def test_universal_coalition_says_it_has_no_power() -> None:
    assert _load("en")["sm.corp.universalcoalition.power"].startswith("No special power: ")
    assert _load("fr")["sm.corp.universalcoalition.power"].startswith("Aucun pouvoir spécial : ")


def test_the_files_are_merged_and_written_like_the_others() -> None:
    for lang, path in FILES.items():
        assert path in i18n.catalogue_files(lang)
        texts = _load(lang)
        assert path.read_text(encoding="utf-8") == json.dumps(
            texts, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
        catalogue = i18n.catalogue(lang)
        assert all(catalogue[k] == v for k, v in texts.items())
    # French typography: a space before the high punctuation (made non-breaking on display).
    assert not [k for k, v in _load("fr").items() if re.search(r"\S[:;!?]", v)]
    assert i18n.tr("sm.corp.republic.tech.1", "fr").count("\u00a0:") == 1


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_guide_has_the_corporations_section_after_the_planets(lang: str) -> None:
    text = (PACKAGE / "data" / f"rules.{lang}.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## (.+)$", text, re.M)
    planets, corps = {"en": ("Asymmetric planets", "Asymmetric corporations"),
                      "fr": ("Planètes asymétriques", "Corporations asymétriques")}[lang]
    assert headings[headings.index(planets) + 1] == corps
    section = text.split(f"## {corps}\n", 1)[1].split("\n## ", 1)[0]
    word = {"en": "difficulty {} rover", "fr": "difficulté {} Rover"}[lang]
    for corp in D.CORPORATIONS:
        if corp.key == D.SYMMETRIC_CORP:
            continue
        what = word.format(f"{corp.difficulty}, {corp.rovers}") + "s" * (corp.rovers > 1)
        assert f"- **{corp.name}** ({what}). **" in section, corp.name  # as in the data
    assert section.count("  - **T5** ") == 7 and section.count("  - **F** ") == 1


def test_the_guide_has_the_same_sections_in_both_languages() -> None:
    counts = [len(re.findall(r"^## ", (PACKAGE / "data" / f"rules.{lang}.md").read_text(
        encoding="utf-8"), re.M)) for lang in i18n.LANGUAGES]
    assert len(set(counts)) == 1
