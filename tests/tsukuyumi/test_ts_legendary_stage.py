"""TS-0.10 (c) for the legendary Oni: the stage tool's part plays 20 games at 3 players and 20
at 4 with the toggle alone on, and one game of each player count finishes here, replays from
its log and keeps the TS-42.13 invariants."""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

from game.tsukuyumi.rules import RULES

TOOL = Path(__file__).resolve().parents[2] / "tools" / "tsukuyumi_stage.py"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("tsukuyumi_stage", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.rule("TS-0.10")
def test_the_legendary_part_asks_for_twenty_games_at_each_count() -> None:
    cells = _tool()._legendary_cells(1.0)
    assert Counter(n for _, n, _ in cells) == {3: 20, 4: 20}
    for _, n, options in cells:
        merged = RULES.check_setup(n, options)
        assert merged["legendary_oni"] == RULES.check_setup(n, {"legendary_oni": "all"})[
            "legendary_oni"]
        others = {k: v for k, v in merged.items() if k not in ("legendary_oni", "factions")}
        defaults = {k: v for k, v in RULES.default_options().items()
                    if k not in ("legendary_oni", "factions")}
        assert others == defaults  # the toggle alone on
    assert len(_tool()._legendary_cells(0.1)) == 4  # two per count at a small scale


@pytest.mark.rule("TS-0.10", "TS-42.13", "TS-M8.3")
@pytest.mark.parametrize("n", [3, 4])
def test_one_legendary_game_per_player_count_finishes_and_replays(n) -> None:
    tool = _tool()
    cells = tool._legendary_cells(1.0)
    index = next(i for i, (_, k, _) in enumerate(cells) if k == n)
    label, k, options = cells[index]
    result = tool._one((index, label, k, {**options, "_replay": True}, ("easy",)))
    assert result["ok"], result["error"]
    assert result["replayed"] and result["rounds"] == 4
