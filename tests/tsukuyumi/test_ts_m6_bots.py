"""Module 6: the bots' Oni choices under the Oni power card in play (TS-M6.4, TS-42.10), from
their view only (TS-40.9)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ts_builders import ONI, disc, find, state
from ts_builders_bots import ask

from game.tsukuyumi.bots.policy_m6 import revenge_threat
from game.tsukuyumi.bots.value import Index
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.state import State, marks_at

M6 = {"modules": ("m6",)}
OC = {"phase": "green", "left": (("OC", 1),), "options": M6}


def _with(st: State, key: str | None) -> State:
    return replace(st, oni_turned=(key,) if key else ())


def _run(st: State, level: str) -> tuple[State, list]:
    """The seat to act answers as a `level` bot until its Oni action is over."""
    events: list = []
    for _ in range(12):
        st, more = RULES.apply(st, RULES.to_act(st)[0], ask(st, level))
        events += more
        if not st.pending:
            break
    return st, events


@pytest.mark.rule("TS-M6.4", "TS-42.10")
def test_under_revenge_the_bots_send_the_oni_at_the_leaders_units_not_their_own() -> None:
    units = [("large_oni", ONI, (0, 0)), ("cyberoid", 0, (1, 0)), ("private", 1, (0, 1)),
             ("squeaker", 2, (-1, 0))]
    st = _with(state(units, **OC), "revenge")
    st = replace(st, seats=st.seats[:2] + (replace(st.seats[2], vp=10),))
    for level in ("normal", "hard"):
        out, events = _run(st, level)
        combat = find(events, "ts.combat")
        assert combat and combat[0]["card"] == "O1R" and combat[0]["defenders"] == [2], level
        assert not find(events, "ts.zone_conquered")
    out, events = _run(st, "easy")  # easy spares itself too
    assert find(events, "ts.combat")[0]["defenders"] != [0]


@pytest.mark.rule("TS-M6.4", "TS-42.10")
def test_under_agility_the_bots_reach_two_zones_with_a_small_oni() -> None:
    marks = {at: ONI for at in disc(2)}
    marks[(2, 0)] = 2  # the only target, two zones away
    st = state([("small_oni", ONI, (0, 0))], marks=marks, **OC)
    for level in ("normal", "hard"):
        out, _ = _run(_with(st, "agility"), level)
        assert marks_at(out, (2, 0)).owner == ONI, level
        plain, events = _run(_with(st, None), level)
        assert marks_at(plain, (2, 0)).owner == 2 and find(events, "ts.oni_fallback")


@pytest.mark.rule("TS-M6.4", "TS-42.10")
def test_revenge_rates_oni_zones_by_the_units_around() -> None:
    units = [("cyberoid", 0, (1, 0)), ("squeaker", 2, (-1, 0))]
    st = _with(state(units, options=M6), "revenge")
    ix = Index(st)
    assert revenge_threat(st, ix, 0, (-2, 0), 2) > 0  # next to the leader's Squeaker
    assert revenge_threat(st, ix, 0, (2, 0), 2) < 0  # next to the bot's own Cyberoid
    assert revenge_threat(_with(st, "agility"), ix, 0, (-2, 0), 2) == 0.0
