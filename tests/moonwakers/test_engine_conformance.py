"""Moonwakers under the shared conformance checks (random legal play), plus its own
invariants: every card in exactly one place, nothing left mid-resolution between rounds,
every event and error key in both catalogues, and the leak check in every phase kind."""

from __future__ import annotations

import string
from functools import cache

import pytest

from game.core.i18n import _PLURALS, catalogue
from game.core.rng import Rng
from game.moonwakers.data import TERRAIN
from game.moonwakers.rules import RULES
from tests.conformance import ALL_CHECKS, Trace, playout

SEEDS = (1, 2)
CASES = [(n, seed) for n in RULES.conformance_seats for seed in SEEDS]


@cache
def _trace(n: int, seed: int) -> Trace:
    return playout(RULES, n, seed)


@pytest.mark.rule("MW-7.1")
@pytest.mark.parametrize(("n", "seed"), CASES)
@pytest.mark.parametrize("check", ALL_CHECKS, ids=lambda f: f.__name__)
def test_conformance(check, n: int, seed: int) -> None:
    check(_trace(n, seed))


@pytest.mark.parametrize(("n", "seed"), CASES)
def test_cards_are_conserved(n: int, seed: int) -> None:
    for k, state in enumerate(_trace(n, seed).states):
        cards = list(state.deck) + list(state.discard) + list(state.limbo)
        cards += [x for x in state.layout if x >= 0]
        for p in state.players:
            cards += list(p.hand) + list(p.mapped)
            assert set(p.secret) <= set(p.hand)
        assert sorted(cards) == list(range(len(TERRAIN))), k
        if state.tasks and state.tasks[0].kind == "options":
            assert not state.limbo  # nothing left mid-resolution at a round start


@pytest.mark.rule("MW-9.1", "MW-9.2")
@pytest.mark.parametrize(("n", "seed"), CASES)
def test_leak_check_in_every_phase(n: int, seed: int) -> None:
    trace = _trace(n, seed)
    seen: dict[str, int] = {}
    rng = Rng.from_seed(seed)
    for state in trace.states:
        kind = state.tasks[0].kind if state.tasks else "over"
        if seen.get(kind, 0) >= 3:
            continue
        seen[kind] = seen.get(kind, 0) + 1
        for p in [*range(n), None]:
            view = RULES.view(state, p)
            child, rng = rng.split()
            assert RULES.view(RULES.determinize(view, child), p) == view, (kind, p)
    assert {"rolloff", "options", "reveal", "claims", "place"} <= set(seen)


def _fields(template: str) -> set[str]:
    return {f[1].split(":")[0] for f in string.Formatter().parse(template) if f[1]}


def test_catalogues_cover_every_event() -> None:
    en, fr = catalogue("en"), catalogue("fr")
    mine = {k for k in en if k.startswith("mw.")}
    assert mine == {k for k in fr if k.startswith("mw.")}
    for key in mine:
        assert _fields(en[key]) == _fields(fr[key]), key
    for n, seed in CASES:
        for events in _trace(n, seed).events:
            for event in events:
                for e in (event, event.redacted):
                    if e is None:
                        continue
                    assert e.kind in en, e.kind
                    assert _fields(en[e.kind]) <= set(e.args), e.kind
                    _PLURALS["en"].vformat(en[e.kind], (), {**e.args, **{  # as `tr` fills it
                        a: "x" for a in e.args if a == "seat" or a.endswith("_seat")}})
