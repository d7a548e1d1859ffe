"""The attack preview says that attacking ends the phase's moves (TS-4.9).

A newcomer's two-player game by mouse: they attacked while their card still showed Movement 2,
then read « nothing left to do with your card »; nothing had said that combat comes after
movement. While units may still move, the « Attack …? » preview (and the zone's tooltip)
says so; once nothing may move, it does not."""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tsukuyumi"))
from ts_builders import ONI, state  # noqa: E402

from game.tsukuyumi.actions import Action  # noqa: E402
from game.ui import i18n  # noqa: E402
from game.ui.tables.tsukuyumi.actions_ui import Options  # noqa: E402
from game.ui.tables.tsukuyumi.combat_ui import forecast_text  # noqa: E402


@pytest.mark.rule("TS-4.9")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_attack_preview_warns_that_the_moves_left_are_lost(lang: str) -> None:
    st = state([("cs_2_1", 0, (0, 0)), ("small_oni", ONI, (0, 0))], phase="red")
    combat = Action("combat", (0, 0, 1))

    def table(movers: frozenset[int]) -> SimpleNamespace:
        opts = Options(legal=(combat,), by_cell={(0, 0): [combat]}, movers=movers)
        return SimpleNamespace(viewer=0, options=lambda: opts, t=i18n.t,
                               match=SimpleNamespace(state=st))

    i18n.set_language(lang)
    try:
        warn = i18n.t("ts.ui.forecast.moves_end")
        moving = forecast_text(table(frozenset({1})), (0, 0))
        still = forecast_text(table(frozenset()), (0, 0))
    finally:
        i18n.set_language("en")
    assert moving.endswith("\n" + warn) and warn not in still and still
