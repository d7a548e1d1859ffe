"""The bots with the legendary Oni on (TS-M8, TS-40.9, TS-42.10): whole games at every level
without a fallback, the engine's invariants at every step of random games (TS-42.13), and the
policies' key choices on hand-made positions, decided from the view only."""

from __future__ import annotations

import importlib.util
from dataclasses import replace
from pathlib import Path

import pytest
from ts_builders import ONI, play
from ts_builders_bots import ask
from ts_builders_legend import legend, lstate, moon_board

from game.core.simulate import play_bots
from game.tsukuyumi.actions import Action
from game.tsukuyumi.bots import LEVELS
from game.tsukuyumi.bots import levels as bot_levels
from game.tsukuyumi.bots.levels import STATS
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import with_seat
from tests import conformance

TOOL = Path(__file__).resolve().parents[2] / "tools" / "tsukuyumi_stage.py"


@pytest.fixture(autouse=True)
def _no_fallback(monkeypatch):
    """A policy error or an illegal answer fails the test instead of falling back."""
    STATS.clear()
    monkeypatch.setattr(bot_levels, "STRICT", True)
    yield
    assert not STATS, f"bot fallbacks: {dict(STATS)}"


def _tool():
    spec = importlib.util.spec_from_file_location("tsukuyumi_stage", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.rule("TS-M8.1", "TS-40.9", "TS-0.10")
@pytest.mark.parametrize("levels,seed,keys", [
    (("easy",) * 3, 21, "all"), (("easy",) * 4, 22, "horror"),
    (("normal", "easy", "easy"), 23, "witness,gambler"),
    (("easy", "normal", "easy", "normal"), 24, "terror,ronin"),
    (("hard", "normal", "easy"), 25, "all"),
], ids=lambda v: "-".join(v) if isinstance(v, tuple) else str(v))
def test_bots_finish_games_with_legendary_oni_and_place_them(levels, seed, keys):
    opts = {"legendary_oni": keys, "length": "quick" if "hard" in levels else "standard"}
    result = play_bots(RULES, list(levels), seed, opts, keep_events=True)
    assert len(result.outcome.scores) == len(levels) and result.outcome.rounds >= 3
    placed = [e.args["legendary"] for e in result.events if e.kind == "ts.leg.placed"]
    assert placed and set(placed) <= set(RULES.check_setup(len(levels), opts)["legendary_oni"])


@pytest.mark.rule("TS-42.13", "TS-M8.3", "TS-M8.1")
@pytest.mark.parametrize("n,seed", [(3, 31), (4, 32)])
def test_random_games_keep_the_invariants_at_every_step(n, seed):
    tool = _tool()
    trace = conformance.playout(RULES, n, seed, {"legendary_oni": "all", "factions": "random"})
    for k, st in enumerate(trace.states):
        assert tool._invariants(st) == [], k
    assert any(e.kind == "ts.leg.placed" for evs in trace.events for e in evs)


# --- policies on hand-made positions ------------------------------------------------------------

def _green(units, keys=("horror",), **kw):
    st = lstate(units, keys=keys, phase="green", left=(), **kw)
    return with_seat(st, 0, replace(st.seats[0], pick=5))  # A05: a green phase


@pytest.mark.rule("TS-M8.8", "TS-42.10")
@pytest.mark.parametrize("level", LEVELS)
def test_the_horrors_extra_attack_never_hits_the_bots_own_zone(level):
    st = _green([("horror", ONI, (1, 0)), ("cs_2_1", 0, (2, 0)), ("private", 1, (2, -1))],
                marks={(2, 0): 0, (2, -1): 1})
    choice = ask(st, level)
    assert choice.kind == "horror" and choice.args != (2, 0)


@pytest.mark.rule("TS-M8.11", "TS-42.10")
@pytest.mark.parametrize("level", LEVELS)
def test_the_witness_hunts_other_players_never_the_bot(level):
    st = lstate([("witness", ONI, (1, 0)), ("medium_oni", ONI, (1, 0)), ("cs_2_1", 0, (2, 0)),
                 ("private", 1, (2, -1)), ("private", 1, (2, -1))],
                keys=("witness",), phase="green", left=(("OC", 1),))
    choice = ask(st, level)
    assert choice != Action("hunt", (2, 0))


@pytest.mark.rule("TS-M8.20", "TS-42.10")
@pytest.mark.parametrize("level", ("normal", "hard"))
def test_the_gambler_never_goes_on_the_bots_own_start_zone(level):
    b = moon_board(starts={(3, 0): "cyber", (-3, 3): "nomads", (0, -3): "boarlords"})
    st = lstate([("private", 1, (2, 0))], keys=("gambler",), the_board=b, phase="green",
                left=(("OP", 1),), reserve=("medium_oni",) * 3)
    for seat, at in ((0, (3, 0)), (1, (-3, 3)), (2, (0, -3))):
        st = with_seat(st, seat, replace(st.seats[seat], start=at))
    assert legend("gambler", (3, 0)) in [str(a) for a in RULES.legal_actions(st, 0)]
    for seed in range(3):
        assert ask(st, level, seed) != Action("legend", (5, 3, 0))


@pytest.mark.rule("TS-M8.2", "TS-42.10")
def test_easy_bots_place_a_legendary_oni_sometimes_and_never_at_home():
    st = lstate([("cs_2_1", 0, (2, 0)), ("private", 1, (-2, 2))], keys=("witness",),
                phase="green", left=(("OP", 1),), reserve=("small_oni",), marks={(2, 0): 0})
    picks = [ask(st, "easy", seed) for seed in range(24)]
    legends = [a for a in picks if a.kind == "legend"]
    assert legends and len(legends) < len(picks)
    assert all((a.args[1], a.args[2]) != (1, 0) for a in legends)  # next to its zone


@pytest.mark.rule("TS-M8.21", "TS-42.5")
@pytest.mark.parametrize("level", LEVELS)
def test_the_gamblers_result_takes_the_cheapest_unit(level):
    from game.tsukuyumi.modules.legendary_dice import result

    st = lstate([("cyberoid", 0, (2, 0)), ("cs_2_1", 0, (2, 0))], phase="red", left=())
    st = result(st, 0, 2, (2, 0), [])
    choice = ask(st, level)
    assert choice == Action("gamble_lose", (2,))
    st, _ = play(st, str(choice))
    assert [u.kind for u in st.units] == ["cyberoid"]
