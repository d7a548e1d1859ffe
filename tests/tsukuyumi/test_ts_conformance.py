"""The conformance suite on Tsukuyumi's other boards.

`tests/test_conformance.py` runs every game of the title screen with its default options (for
Tsukuyumi: the standard board at 3 and 4 seats); here random players play whole games on a
random board (one with a map number), on scenarios at their player counts, in the
two-player mode (its tile pile hidden, TS-40.6), and with every legendary Oni on (TS-M8) at 3
and 4 seats: determinism,
`is_legal` ⇔ `legal_actions`, illegal actions rejected without change, JSON round trips of
states and views, notation, replay, the leak check `view(determinize(view(S, p)), p) ==
view(S, p)` (TS-40, TS-42.11), events and the outcome.
"""

from __future__ import annotations

from functools import cache

import pytest

from game.tsukuyumi.rules import RULES
from tests import conformance

OPTIONS = ({"board": "random", "board_seed": 77, "factions": "random"},
           {"board": "random", "scatter": "high", "factions": "random"},
           {"board": "exhausted_earth", "length": "quick"},
           {"board": "control", "grey_tiles": "chosen", "length": "quick"},
           {},
           {"factions": "random", "oni_count": 18},
           {"legendary_oni": "all", "factions": "random"})
SEATS = ((3, 4), (3, 4), (4,), (3,), (2,), (2,), (3, 4))
"""The player counts of each option set: the scenarios at theirs; the two-player mode (TS-13:
the built board, the 2-player deck, the Victory cards); every legendary Oni (TS-M8)."""


def _cases() -> list[tuple[int, int, int]]:
    return [(n, k, 3 + 1000 * k + n) for k, counts in enumerate(SEATS) for n in counts]


@cache
def _trace(n: int, k: int, seed: int) -> conformance.Trace:
    return conformance.playout(RULES, n, seed, dict(OPTIONS[k]))


@pytest.mark.parametrize("check", conformance.ALL_CHECKS, ids=lambda c: c.__name__[6:])
@pytest.mark.parametrize("n,k,seed", _cases(), ids=lambda v: str(v))
def test_tsukuyumi_conformance(n: int, k: int, seed: int, check) -> None:
    check(_trace(n, k, seed))
