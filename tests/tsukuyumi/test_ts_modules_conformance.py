"""The conformance suite with the Stage 2 modules on (TS-0.10, TS-40, TS-42.11).

Random players play whole games with each module built so far alone, and with all of them,
at 3 and 4 seats (all of them at 2 seats too): determinism, `is_legal` ⇔ `legal_actions`,
illegal actions rejected without change, JSON round trips of states and views, notation,
replay, the leak check
`view(determinize(view(S, p)), p) == view(S, p)`, events and the outcome (`tests/conformance`).
"""

from __future__ import annotations

from functools import cache

import pytest

from game.tsukuyumi.modules import OFFERED
from game.tsukuyumi.rules import RULES
from tests import conformance

OPTIONS = tuple({"modules": (key,), "factions": "random"} for key in OFFERED) + (
    {"modules": OFFERED, "factions": "random", "length": "quick"},
    # every stage-2 toggle at once: the modules and all eight legendary Oni (TS-0.10)
    {"modules": OFFERED, "legendary_oni": "all", "factions": "random", "length": "quick"})


def _cases() -> list[tuple[int, int, int]]:
    """Each option set at 3 and 4 seats; every module on, and every toggle on, at 2 seats too
    (TS-13.8: the modules of no use there are dropped, the others play — M5's mascots without
    their VP)."""
    every = (len(OPTIONS) - 2, len(OPTIONS) - 1)
    return [(n, k, 7 + 100 * k + n) for k in range(len(OPTIONS)) for n in (3, 4)] + \
        [(2, k, 7 + 100 * k + 2) for k in every]


@cache
def _trace(n: int, k: int, seed: int) -> conformance.Trace:
    return conformance.playout(RULES, n, seed, dict(OPTIONS[k]))


@pytest.mark.rule("TS-0.10")
@pytest.mark.parametrize("check", conformance.ALL_CHECKS, ids=lambda c: c.__name__[6:])
@pytest.mark.parametrize("n,k,seed", _cases(), ids=lambda v: str(v))
def test_tsukuyumi_modules_conformance(n: int, k: int, seed: int, check) -> None:
    check(_trace(n, k, seed))
