"""The French Moonwakers says « tour » for a round, as its French rulebook (« Phase 1 du tour »,
« pendant ce tour »), our French rules page (« Un tour ») and its log (« Tour 18 : … a
l'initiative ») do; the top bar and the round box read « Manche 18 » and the tooltips « cette
manche » (a pilot, stop 92). On the rules page a « manche » is an acquisition's claim round."""

from __future__ import annotations

import json
from pathlib import Path

from game.core.match import Match
from game.moonwakers.rules import RULES
from tests.moonwakers.moonwakers_table_helpers import seats, start

ROOT = Path(__file__).resolve().parents[2] / "game"


def test_the_french_top_bar_and_round_box_say_tour(app) -> None:
    from game.ui import i18n

    for lang, want in (("fr", "Tour 1"), ("en", "Round 1")):
        i18n.set_language(lang)
        try:
            table = start(app, Match(RULES, seats(2), 3))
            assert RULES.round_number(table.match.state) == 1
            assert table.round_text() == want
            assert i18n.t("ui.moonwakers.info.round", n=1).replace("\u00a0", " ") == want
            assert i18n.t("ui.table.round", n=1) == ("Manche 1" if lang == "fr" else "Round 1")
            app.pop()
        finally:
            i18n.set_language("en")


def test_no_french_moonwakers_string_says_manche() -> None:
    texts = dict(json.loads((ROOT / "moonwakers" / "i18n" / "fr.json").read_text("utf-8")))
    texts.update({k: v for k, v in json.loads((ROOT / "i18n" / "fr.json").read_text("utf-8"))
                  .items() if k.startswith("ui.moonwakers.")})
    assert len(texts) > 100
    for key, text in texts.items():
        assert "manche" not in text.lower(), (key, text)
    rules = (ROOT / "moonwakers" / "data" / "rules.fr.md").read_text(encoding="utf-8")
    assert "## Un tour" in rules
    for line in rules.splitlines():  # « manche » only for the claim rounds (MW-6)
        if "manche" in line.lower():
            assert "acquisition" in line.lower() or "réclamation" in line.lower(), line
