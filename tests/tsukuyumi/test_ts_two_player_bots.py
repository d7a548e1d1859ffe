"""TS-0.10 (b), TS-40.9: bots finish two-player games of every faction pair, from their view.

`tools/tsukuyumi_two_player.py` plays the full run (60 games, each of the six pairs at least 10
times); here its plan is checked and one game of each pair is played with easy bots through the
same runner (finishes, replays from its log to the same outcome, TS-42.13 invariants).
"""

from __future__ import annotations

import importlib.util
import itertools
from collections import Counter
from dataclasses import replace
from pathlib import Path
from types import ModuleType

import pytest

from game.core import botseed
from game.tsukuyumi.bots import LEVELS, make_bot
from game.tsukuyumi.bots import levels as bot_levels
from game.tsukuyumi.bots.levels import STATS
from game.tsukuyumi.rules import RULES

TOOL = Path(__file__).resolve().parents[2] / "tools" / "tsukuyumi_two_player.py"
PAIRS = list(itertools.combinations(("cyber", "darkseed", "nomads", "boarlords"), 2))


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("tsukuyumi_two_player", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(autouse=True)
def _no_fallback(monkeypatch):
    """A policy error or an illegal answer fails the test instead of falling back."""
    STATS.clear()
    monkeypatch.setattr(bot_levels, "STRICT", True)
    yield
    assert not STATS, f"bot fallbacks: {dict(STATS)}"


@pytest.mark.rule("TS-0.10")
def test_the_run_plays_sixty_games_each_pair_at_least_ten_times() -> None:
    cells = _tool().cells(1.0)
    assert len(cells) == 60 and all(n == 2 for _, n, _ in cells)
    pairs = Counter(tuple(o["_combo"]) for _, _, o in cells)
    assert set(pairs) == set(PAIRS) and min(pairs.values()) >= 10
    assert len(_tool().cells(0.01)) == 6  # a small run still plays each pair


@pytest.mark.rule("TS-0.10", "TS-13.1", "TS-42.13")
@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: "+".join(p))
def test_easy_bots_finish_a_game_of_each_pair(pair) -> None:
    tool = _tool()
    index = PAIRS.index(pair)
    result = tool.tsukuyumi_stage._one((index, "2p", 2, {"_combo": pair, "_replay": True},
                                         ("easy",)))
    assert result["ok"], result["error"]
    assert result["rounds"] == 3 and result["replayed"] and tuple(result["combo"]) == pair


@pytest.mark.rule("TS-40.9", "TS-40.6", "TS-13.4")
@pytest.mark.parametrize("level", LEVELS)
def test_two_player_bots_receive_only_their_view(level) -> None:
    """Through the board build and the first draft: the same view (the pile and the other
    hand shuffled underneath) gives the same decision."""
    st = RULES.initial_state(21, 2, RULES.check_setup(2, {}))
    bot = make_bot(level)
    secret = botseed.secret_from_seed(21)
    for step in range(70):
        if st.phase == "white":
            break
        seat = RULES.to_act(st)[0]
        legal = RULES.legal_actions(st, seat)
        view = RULES.view(st, seat)
        assert view.seats[1 - seat].hand is None
        rng = botseed.bot_rng(secret, seat, step)
        move = bot(view, legal, rng)
        if step % 4 == 0:
            other = replace(st, tile_pile=tuple(reversed(st.tile_pile)),
                            event_deck=tuple(reversed(st.event_deck)))
            assert RULES.view(other, seat) == view
            assert bot(RULES.view(other, seat), legal, rng).action == move.action
        st, _ = RULES.apply(st, seat, move.action)
    assert st.phase == "white" and st.round == 1


@pytest.mark.rule("TS-13.1", "TS-42.12")
def test_the_cli_plays_a_seeded_two_player_game_the_same_twice(capsys) -> None:
    import json

    from game import cli

    args = ["play", "--game", "tsukuyumi", "--seats", "bot:hard,bot:normal", "--seed", "3",
            "--json"]
    outs = []
    for _ in range(2):
        assert cli.main(args) == 0
        out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        outs.append({k: v for k, v in out.items() if k != "wall_seconds"})
    assert outs[0] == outs[1]
    assert outs[0]["rounds"] == 3 and len(outs[0]["scores"]) == 2
    best = max(outs[0]["scores"])
    assert outs[0]["winners"] and all(outs[0]["scores"][w] == best for w in outs[0]["winners"])
