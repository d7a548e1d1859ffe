"""The French Planet Unknown says « tour » for a round, as its French rulebook and our French
rules page do; the top bar read « Manche 3 » (the other games' word) while the event cards,
the corporations' powers and the rules page said « ce tour-ci » (stop 76)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_supermoon_table import seats, start  # noqa: E402
from ui_helpers import make_test_app  # noqa: E402

from game.core.match import Match  # noqa: E402
from game.supermoon.rules import RULES  # noqa: E402

GAME = Path(__file__).resolve().parents[2] / "game" / "supermoon"
I18N = GAME / "i18n"


def test_the_french_top_bar_says_tour_and_the_english_round() -> None:
    from game.ui import i18n

    for lang, want in (("fr", "Tour 1"), ("en", "Round 1")):
        app = make_test_app(language=lang)
        try:
            match = Match(RULES, seats(2), 13, RULES.check_setup(2, {"events": True}))
            table = start(app, match)
            assert RULES.round_number(match.state) == 1
            assert table.round_text() == want
            assert i18n.t("ui.table.round", n=1) == ("Manche 1" if lang == "fr" else "Round 1")
        finally:
            i18n.set_language("en")


def test_no_french_planet_unknown_string_says_manche() -> None:
    for path in sorted(I18N.glob("*.fr.json")):
        for key, text in json.loads(path.read_text(encoding="utf-8")).items():
            assert "manche" not in text.lower(), (path.name, key, text)
    rules = (GAME / "data" / "rules.fr.md").read_text(encoding="utf-8")
    assert "manche" not in rules.lower()
    assert "ce tour-ci" in rules
