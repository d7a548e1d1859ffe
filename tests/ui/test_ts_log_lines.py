"""The Tsukuyumi table's words, issue 12 review: counts take real singular and plural forms in
English and French."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.core import i18n as core_i18n

I18N = Path(__file__).resolve().parents[2] / "game" / "tsukuyumi" / "i18n"
NAMES = ("Ana", "Ben", "Chloé")


# --- counts: singular and plural (`{n:one|many}`, game.core.i18n) ---------------------------

def _templates(lang: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for path in sorted(I18N.glob(f"*.{lang}.json")):
        out.update(json.loads(path.read_text(encoding="utf-8")))
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_tsukuyumi_text_writes_a_plural_with_brackets(lang) -> None:
    bracketed = {k: v for k, v in _templates(lang).items() if re.search(r"\((?:s|e|es|x)\)", v)}
    assert bracketed == {}


@pytest.mark.parametrize("lang, key, field, args, one, many", [
    ("en", "ts.darkseed.queen_removed", "count", {"faction": "X"}, "gives up 1 unit for",
     "gives up 3 units for"),
    ("fr", "ts.darkseed.queen", "count", {"faction": "X"}, "1 unité doit être sacrifiée",
     "3 unités doivent être sacrifiées"),
    ("en", "ts.nomads.mines", "count", {"q": 0, "r": 0, "amount": 2}, "1 Mine explodes",
     "3 Mines explode"),
    ("fr", "ts.ev.start", "draws", {"seat": "Ana", "plays": 2}, "1 pioche et", "3 pioches et"),
    ("en", "ts.initiative", "places", {"seat": "Ana", "way": "up"}, "1 place up",
     "3 places up"),
    ("en", "ts.ui.units", "n", {}, "1 unit", "3 units"),
    ("fr", "ts.ui.units", "n", {}, "1 unité", "3 unités"),
])
def test_counts_take_the_singular_or_the_plural(lang, key, field, args, one, many) -> None:
    assert one in core_i18n.tr(key, lang, **args, **{field: 1})
    assert many in core_i18n.tr(key, lang, **args, **{field: 3})
