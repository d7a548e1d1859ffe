"""One French word for one thing in Planet Unknown (stop-93 newcomer review): a track's piece
is a « marqueur » (the corporations' texts alone said « cube », beside events saying
« Reculez votre marqueur »), and the choice prompts and buttons read as French: « Jouer sur
Lacuna » as the log's « jouera sur », « puis validez », no « jouez-la »."""

from __future__ import annotations

import json
import re
from pathlib import Path

I18N = Path(__file__).resolve().parents[2] / "game" / "supermoon" / "i18n"


def _french() -> dict[str, str]:
    out: dict[str, str] = {}
    for path in sorted(I18N.glob("*.fr.json")):
        out.update(json.loads(path.read_text(encoding="utf-8")))
    return out


def test_a_tracker_is_a_marqueur_never_a_cube() -> None:
    texts = _french()
    assert not {k: v for k, v in texts.items() if re.search(r"\bcubes?\b", v, re.I)}
    assert "marqueur Eau" in texts["sm.corp.oasisultd.power"]


def test_the_choice_prompts_read_as_french() -> None:
    texts = _french()
    assert texts["ui.supermoon.btn.take_planet"].format(name="Lacuna") == "Jouer sur Lacuna"
    assert "jouez-la" not in texts["ui.supermoon.prompt.planet"]
    assert texts["ui.supermoon.prompt.rotate"].endswith("puis validez.")
