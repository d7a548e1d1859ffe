"""Every built game in the catalogue × its player counts × seeds passes the conformance checks.

The catalogue is imported at collection: a game that does not import fails loudly here.
See tests/conformance.py for what each check means; the toy game's own run (and proof that
the checks catch broken games) is in tests/core/test_conformance_toy.py.
"""

from __future__ import annotations

from functools import cache

import pytest

from game import catalog
from game.core import registry
from tests import conformance

GAMES = tuple(info.rules for info in catalog.built())
SEEDS = (3, 1_000_003)
CASES = conformance.cases(GAMES, SEEDS)


@cache
def trace_for(game: str, n: int, options_index: int, seed: int) -> conformance.Trace:
    rules = registry.get(game)
    return conformance.playout(rules, n, seed, conformance.option_sets(rules)[options_index])


def test_catalogue_has_built_games() -> None:
    assert GAMES, "no playable game in the catalogue"
    for rules in GAMES:
        assert registry.get(rules.name) is rules


@pytest.mark.parametrize("check", conformance.ALL_CHECKS, ids=lambda c: c.__name__[6:])
@pytest.mark.parametrize("rules,n,options_index,seed", CASES,
                         ids=[f"{r.name}-{n}p-o{k}-s{s}" for r, n, k, s in CASES])
def test_conformance(rules, n: int, options_index: int, seed: int, check) -> None:
    check(trace_for(rules.name, n, options_index, seed))
