"""One word for one thing in Tsukuyumi's catalogues (stop-93 newcomer review): the English
rules say "radioactivity" / "Radioactive" (the button had "radiation immunity" beside a sheet
saying "ignore radioactivity"), and the Nomads' faction effect reads as the free Pistols plus one
choice of two (TS-22.3), as its button "Free Pistols and …" does."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.ui import i18n

I18N = Path(__file__).resolve().parents[2] / "game" / "tsukuyumi" / "i18n"


def _values(lang: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for path in sorted(I18N.glob(f"*.{lang}.json")):
        out.update(json.loads(path.read_text(encoding="utf-8")))
    return out


def test_english_says_radioactivity_never_radiation() -> None:
    texts = _values("en")
    assert any("radioactivity" in v for v in texts.values())
    assert not {k: v for k, v in texts.items() if re.search(r"\bradiation\b", v, re.I)}


@pytest.mark.rule("TS-22.3")
@pytest.mark.parametrize("lang, choice", [("en", r"either .+ or "), ("fr", r"au choix\s: .+, ou ")])
def test_the_nomads_effect_is_pistols_then_one_choice(lang: str, choice: str) -> None:
    i18n.set_language(lang)
    try:
        text = i18n.t("ts.faction_effect.free_pistols")
        button = i18n.t("ts.ui.act.nomad_effect", choice=i18n.t("ts.ui.nomad_effect.1"))
    finally:
        i18n.set_language("en")
    assert re.search(choice, text), text
    assert "radioactivit" in button and "radioactivit" in text
