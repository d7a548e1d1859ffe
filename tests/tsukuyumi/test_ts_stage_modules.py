"""TS-0.10 (c): the stage-2 bot run of the modules (`tools/tsukuyumi_stage.py --stage 2`).

The run plays 20 games at 3 players and 20 at 4 with each module built alone on, the same with
the legendary Oni alone (all eight chosen), and 20 at each count with all of them on; these
tests check that plan and play one game of each toggle (and one with all on) here, so that a
broken module fails `make test` too.
"""

from __future__ import annotations

from collections import Counter

import pytest
from test_ts_stage import _tool

from game.tsukuyumi.modules import OFFERED
from game.tsukuyumi.modules.legendary_data import KEYS as LEGENDARY
from game.tsukuyumi.rules import RULES


@pytest.mark.rule("TS-0.10")
def test_the_stage_2_run_plays_the_games_ts_0_10_c_asks_for() -> None:
    cells = _tool()._cells2(1.0)
    count = Counter((label, n) for label, n, _ in cells)
    toggles = [(k, (k,), ()) for k in OFFERED] + [("legendary", (), LEGENDARY),
                                                  ("all", OFFERED, LEGENDARY)]
    for name, on, legendary in toggles:
        for n in (3, 4):
            assert count[(f"modules {name} {n}p", n)] == 20
            for label, _k, o in cells:
                if label == f"modules {name} {n}p":
                    opts = RULES.check_setup(n, o)
                    assert opts["modules"] == on and opts["legendary_oni"] == legendary
    assert len(cells) == 40 * (len(OFFERED) + 2)  # each module, the legendary Oni, all


def _kinds() -> list[tuple[int, str, int, dict[str, object]]]:
    firsts: dict[str, tuple[int, str, int, dict[str, object]]] = {}
    for index, (label, n, options) in enumerate(_tool()._cells2(1.0)):
        name = label.rsplit(" ", 1)[0]
        firsts.setdefault(name, (index, label, n, options))
    return list(firsts.values())


@pytest.mark.rule("TS-0.10")
@pytest.mark.parametrize("kind", _kinds(), ids=[k[1] for k in _kinds()])
def test_one_game_per_toggle_finishes_and_replays(
        kind: tuple[int, str, int, dict[str, object]]) -> None:
    index, label, n, options = kind
    result = _tool()._one((index, label, n, {**options, "_replay": True}, ("easy", "normal")))
    assert result["ok"], (label, result["error"])
    assert result["replayed"] and result["rounds"] >= 1
    assert result["fallbacks"] == 0
    facts = result["facts"]
    on = RULES.check_setup(n, options)["modules"]
    if "m2" in on:
        assert sum(v for k, v in facts.items() if k.startswith("m2 ")) == n  # a card each
    if "m1" in on:
        assert sum(v for k, v in facts.items() if k.startswith("m1 ") and
                   not k.endswith("scored")) == n  # every seat chose
