"""With two players only the Victory cards score (TS-13.2): the zone tooltips and the
Initiative board's tooltip do not promise VP there (a newcomer's two-player game read « 1 VP
at the end », « Fertile ground: 2 VP », « worth 1 VP » against the rules page)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tsukuyumi"))
from ts_builders import state  # noqa: E402

from game.tsukuyumi.rules import RULES  # noqa: E402
from game.ui import i18n  # noqa: E402
from game.ui.tables.tsukuyumi.tips import zone_tip  # noqa: E402


@pytest.mark.rule("TS-13.2")
@pytest.mark.parametrize(("lang", "vp"), [("en", "VP"), ("fr", "PV")])
def test_zone_tips_promise_no_vp_with_two_players(lang: str, vp: str) -> None:
    i18n.set_language(lang)
    try:
        texts = {}
        for factions in (("darkseed", "nomads"), ("darkseed", "nomads", "cyber")):
            st = state([("private", 1, (1, 0))], factions=factions)
            view = RULES.view(st, 0)
            texts[len(factions)] = [zone_tip(i18n.t, view, str, at)
                                    for at in view.board.index]
        note = i18n.t("ts.ui.tip.control.2p", who="")  # the control line says why
    finally:
        i18n.set_language("en")
    two = "\n".join(texts[2])
    assert f"1 {vp}" not in two and f"2 {vp}" not in two
    assert note[note.index("("):] in two
    assert any(f"{vp}" in text for text in texts[3])  # three players: the usual VP


@pytest.mark.rule("TS-13.2", "TS-M5.2")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_mascots_rule_promises_no_vp_with_two_players(lang: str) -> None:
    """The mascot's tooltip and sheet line promised « 1 VP at the game's end if still in
    play » in a two-player game, where it scored nothing (a newcomer's game, stop 97)."""
    from game.ui.tables.tsukuyumi.tips import ability_text

    i18n.set_language(lang)
    try:
        two, three = ability_text(i18n.t, "mascot", 2), ability_text(i18n.t, "mascot", 3)
        assert two == i18n.t("ts.ability.mascot_two") and three == i18n.t("ts.ability.mascot")
        vp = "VP" if lang == "en" else "PV"
        assert f"1 {vp}" in three and f"1 {vp}" not in two
    finally:
        i18n.set_language("en")
