"""The modules scaffolding (TS-0.5, TS-0.8, TS-0.10 (d)): option `modules`, its validation,
its JSON round trip, the registry the engine asks, and "a module that is off changes
nothing"."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game import cli
from game.core import codec
from game.core.rules import IllegalAction
from game.tsukuyumi import modules
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.setup import initial_state
from game.tsukuyumi.state import State


def _spec():
    return next(s for s in RULES.option_specs() if s.name == "modules")


@pytest.mark.rule("TS-0.8")
def test_modules_is_a_multi_option_offering_only_the_built_modules() -> None:
    spec = _spec()
    assert spec.kind == "multi" and spec.default == ()
    assert spec.choices == modules.OFFERED
    # the offered modules are modules of the seed, in its order, each registered (built)
    assert list(spec.choices) == [k for k in modules.ALL if k in spec.choices]
    assert all(k in modules.REGISTRY for k in spec.choices)
    assert RULES.check_setup(3, {})["modules"] == ()


@pytest.mark.rule("TS-0.8")
def test_check_setup_reads_lists_and_plus_strings_and_refuses_the_rest(monkeypatch) -> None:
    monkeypatch.setattr(modules, "OFFERED", ("m1", "m2", "m3"))
    for given in (["m3", "m1"], ("m1", "m3"), "m3+m1", "M1, m3", ["m1", "m3", "m1"]):
        assert RULES.check_setup(3, {"modules": given})["modules"] == ("m1", "m3"), given
    assert RULES.check_setup(4, {"modules": ""})["modules"] == ()
    with pytest.raises(IllegalAction) as bad:
        RULES.check_setup(3, {"modules": ["m1", "m4"]})  # M4 is not built: never offered
    assert bad.value.key == "ts.illegal.module_unavailable"
    assert "m4" in bad.value.message and "m1, m2, m3" in bad.value.message
    with pytest.raises(IllegalAction) as bad:
        RULES.check_setup(3, {"modules": "m9"})
    assert bad.value.key == "ts.illegal.module_unavailable"
    with pytest.raises(IllegalAction) as bad:
        RULES.check_setup(3, {"modules": 5})
    assert bad.value.key == "ts.illegal.option_subset"


@pytest.mark.rule("TS-0.8")
def test_a_state_with_modules_survives_json() -> None:
    st = initial_state(5, 3, RULES.check_setup(3, {}))
    for chosen in ((), ("m1", "m3")):
        s2 = replace(st, options=tuple(sorted({**dict(st.options), "modules": chosen}.items())))
        back = codec.loads(State, codec.dumps(s2))
        assert back == s2 and back.option("modules") == chosen  # a tuple again, not a list


def test_the_cli_refuses_a_module_not_offered_in_one_line(capsys, monkeypatch) -> None:
    monkeypatch.setattr(modules, "OFFERED", ("m1", "m2", "m3"))  # as if M7 were not built
    code = cli.main(["play", "--game", "tsukuyumi", "--seats", "bot:easy,bot:easy,bot:easy",
                     "--option", "modules=m7+m1", "--json"])
    err = capsys.readouterr().err.strip()
    assert code == 2 and err.startswith("error: Module m7") and "\n" not in err


class _Spy:
    """A fake module whose every hook records its call."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def module(self, key: str = "m7") -> modules.Module:
        def rec(name, result=None):
            def hook(*args):
                self.calls.append(name)
                return args[0] if result is None else result(*args)
            return hook
        return modules.Module(
            key, "TS-M7", after_factions=rec("after_factions"),
            event_deck=rec("event_deck", lambda o, n, deck, rng: (deck, rng)),
            seat_ready=rec("seat_ready", lambda st, seat, ev: st),
            before_white=rec("before_white"), phase_over=rec("phase_over", lambda st, ev: None),
            private=rec("private", lambda st, seat: False),
            start_spots=rec("start_spots", lambda st, seat: set()),
            setup_order=rec("setup_order", lambda st, order: order))


def _random_game(options: dict, seed: int, steps: int) -> list[str]:
    """Seeded random legal moves for `steps` actions: the log of kinds and arguments."""
    st = initial_state(seed, 3, RULES.check_setup(3, options) | options)
    rng = random.Random(seed)
    log: list[str] = []
    for _ in range(steps):
        seats = RULES.to_act(st)
        if not seats:
            break
        seat = seats[0]
        legal = RULES.legal_actions(st, seat)
        RULES.is_private_for(st, seat)
        finish = [a for a in legal if a.kind in ("ready", "end", "done", "go")]
        action = finish[0] if finish and rng.random() < 0.5 else rng.choice(legal)
        st, events = RULES.apply(st, seat, action)
        log.append(str(action))
        log += [f"{e.kind} {sorted(e.args.items())}" for e in events]
    return log


@pytest.mark.rule("TS-0.10")
def test_a_module_that_is_off_is_never_asked(monkeypatch) -> None:
    """TS-0.10 (d): the engine asks a module's hooks only when it is on, so a game with every
    toggle off plays move for move as without the modules."""
    spy = _Spy()
    before = _random_game({"factions": "random"}, 11, 260)
    monkeypatch.setitem(modules.REGISTRY, "m7", spy.module())
    assert _random_game({"factions": "random"}, 11, 260) == before
    assert spy.calls == []
    # on, it is asked at each of its points
    monkeypatch.setattr(modules, "OFFERED", (*modules.OFFERED, "m7"))
    _random_game({"modules": ("m7",)}, 11, 260)
    for name in ("event_deck", "after_factions", "start_spots", "seat_ready", "setup_order",
                 "before_white", "private"):
        assert name in spy.calls, name


@pytest.mark.rule("TS-0.5")
def test_active_lists_the_registered_modules_on_in_key_order(monkeypatch) -> None:
    spy = _Spy()
    monkeypatch.setitem(modules.REGISTRY, "m7", spy.module("m7"))
    monkeypatch.setitem(modules.REGISTRY, "m6", spy.module("m6"))
    assert [m.key for m in modules.active({"modules": ("m7", "m6")})] == ["m6", "m7"]
    assert modules.is_on({"modules": ("m6",)}, "m6") and not modules.is_on({}, "m6")
    with pytest.raises(ValueError):
        modules.register(modules.Module("m9", "TS-M9"))
