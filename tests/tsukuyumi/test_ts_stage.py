"""TS-0.9: the stage-1 checks as a scripted bot run (`tools/tsukuyumi_stage.py`).

`.ci/run` plays the whole run (about 480 games) after `make test`; these tests check that the
run asks for what TS-0.9 (b)–(d) lists, and play one game of each of its kinds here, so that a
broken kind fails `make test` too and not only CI.
"""

from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest
from test_ts_maps import load_script

from game.tsukuyumi.rules import RULES

TOOL = Path(__file__).resolve().parents[2] / "tools" / "tsukuyumi_stage.py"


def _tool() -> ModuleType:
    return load_script(TOOL)


@pytest.mark.rule("TS-0.9")
def test_the_stage_run_plays_the_games_ts_0_9_asks_for() -> None:
    cells = _tool()._cells(1.0)
    count = Counter(label for label, _, _ in cells)
    # (b) 100 at 3 players, each 3-faction combination at least 20 times; 100 at 4 players
    combos = Counter(tuple(o["_combo"]) for label, n, o in cells if "_combo" in o)
    assert sum(combos.values()) == 100
    assert set(combos) == set(itertools.combinations(("cyber", "darkseed", "nomads",
                                                      "boarlords"), 3))
    assert min(combos.values()) >= 20
    assert all(n == 3 for _, n, o in cells if "_combo" in o)
    assert count["standard 4p"] == 100
    for preset, n in itertools.product(("low", "mid", "high"), (3, 4)):
        games = [(k, o) for label, k, o in cells if label == f"random {preset} {n}p"]
        assert len(games) == 25
        assert all(k == n and o["board"] == "random" and o["scatter"] == preset
                   for k, o in games)
    # (c) 10 games on each scenario map at its player count
    players = {"exploration_3p": 3, "control": 3, "pacific_impasse": 3, "exploration_4p": 4,
               "exhausted_earth": 4, "canyon": 4, "moonfall": 4}
    for board, n in players.items():
        games = [k for label, k, o in cells if label == f"scenario {board}"]
        assert games == [n] * 10
        RULES.check_setup(n, {"board": board})  # offered at that count
    # (d) 10 in each length variant, 10 with missions off, 10 per non-default flag value
    for length in ("quick", "epic", "supremacy"):
        assert count[f"length {length}"] == 10
    assert any(o.get("supremacy") == 20 for _, _, o in cells)
    assert count["missions off"] == 10
    defaults = RULES.default_options()
    flags = [label for label in count if label.startswith("flag ")]
    for label in flags:
        name, value = label[5:].split("=")
        assert str(defaults[name]) != value  # a non-default value
        assert count[label] == 10
    choices = {s.name: s.choices for s in RULES.option_specs()}
    for name in ("mountain_penalty", "darkseed_radiation_immune", "tetsuo_use",
                 "boarrior_terraform_source", "grey_tiles"):
        others = [c for c in choices[name] if c != defaults[name]]
        assert {f"flag {name}={c}" for c in others} <= set(flags)


def _kinds() -> list[tuple[int, str, int, dict[str, object]]]:
    """The first game of each kind of the run (28 kinds: 4 + 1 + 6 + 7 + 3 + 1 + 6)."""
    firsts: dict[str, tuple[int, str, int, dict[str, object]]] = {}
    for index, (label, n, options) in enumerate(_tool()._cells(1.0)):
        firsts.setdefault(label, (index, label, n, options))
    return list(firsts.values())


KINDS = _kinds()


def test_the_run_has_twenty_eight_kinds_of_game() -> None:
    assert len(KINDS) == 28


@pytest.mark.rule("TS-0.9", "TS-42.13")
@pytest.mark.parametrize("kind", KINDS, ids=[k[1] for k in KINDS])
def test_one_game_of_each_kind_finishes_and_replays(
        kind: tuple[int, str, int, dict[str, object]]) -> None:
    index, label, n, options = kind
    result = _tool()._one((index, label, n, {**options, "_replay": True}, ("easy",)))
    assert result["ok"], (label, result["error"])
    assert result["replayed"] and result["rounds"] >= 1


def test_the_invariant_check_finds_a_broken_state() -> None:
    from dataclasses import replace

    tool = _tool()
    st = RULES.initial_state(1, 3, RULES.check_setup(3, {}))
    assert tool._invariants(st) == []
    oni = next(u for u in st.units if u.owner == -1)
    broken = replace(st, units=tuple(u for u in st.units if u is not oni))
    assert any("Oni in the game" in line for line in tool._invariants(broken))


@pytest.mark.rule("TS-42.13", "TS-M8.1", "TS-M8.3")
def test_the_invariant_check_keeps_the_legendary_pool_apart() -> None:
    from dataclasses import replace

    from game.tsukuyumi.state import Unit

    tool = _tool()
    st = RULES.initial_state(1, 4, RULES.check_setup(4, {"legendary_oni": "all"}))
    uid = st.next_uid
    ronin = replace(st, units=st.units + (Unit(uid, "ronin", -1, (0, 0)),), next_uid=uid + 1)
    assert tool._invariants(ronin) == []  # the ordinary Oni alone make oni_count
    two = replace(ronin, units=ronin.units + (Unit(uid + 1, "witness", -1, (1, 0)),))
    assert any("2 legendary Oni" in line for line in tool._invariants(two))
    pooled = replace(st, oni_reserve=st.oni_reserve + ("ronin",))
    assert any("outside its pool" in line for line in tool._invariants(pooled))
    shadows = replace(st, units=st.units + tuple(Unit(uid + i, "shadows", -1, (0, 0))
                                                 for i in range(4)))
    assert any("4 figures of shadows" in line for line in tool._invariants(shadows))


@pytest.mark.rule("TS-0.9", "TS-42.13")
def test_the_run_replays_every_eighth_game_and_checks_every_end_state(monkeypatch) -> None:
    """(e) is checked on every `REPLAY_EVERY`-th game of the run; the invariants of every game
    are read on the state it ended in, so a broken end state fails a game that is not
    replayed."""
    tool = _tool()
    label, n, options = tool._cells(1.0)[1]
    assert 1 % tool.REPLAY_EVERY != 0
    plain = tool._one((1, label, n, options, ("easy",)))
    assert plain["ok"] and plain["replayed"] is None
    replayed = tool._one((tool.REPLAY_EVERY, label, n, options, ("easy",)))
    assert replayed["ok"] and replayed["replayed"] is True
    monkeypatch.setattr(tool, "_invariants", lambda st: ["broken"])
    assert not tool._one((1, label, n, options, ("easy",)))["ok"]
