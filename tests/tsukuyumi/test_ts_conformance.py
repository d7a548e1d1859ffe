"""The conformance suite on Tsukuyumi's other boards.

`tests/test_conformance.py` runs every game of the title screen with its default options (for
Tsukuyumi: the standard board at 3 and 4 seats); here random players play whole games on a
random board (one with a map number), on scenarios at their player counts, and with every
legendary Oni on (TS-M8) at 3 and 4 seats: determinism,
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
           {"legendary_oni": "all", "factions": "random"})
def _cases() -> list[tuple[int, int, int]]:
    out = []
    for k, opts in enumerate(OPTIONS):
        for n in (3, 4):
            board = opts.get("board")
            if board == "control" and n != 3 or board == "exhausted_earth" and n != 4:
                continue
            out.append((n, k, 3 + 1000 * k + n))
    return out


@cache
def _trace(n: int, k: int, seed: int) -> conformance.Trace:
    return conformance.playout(RULES, n, seed, dict(OPTIONS[k]))


@pytest.mark.parametrize("check", conformance.ALL_CHECKS, ids=lambda c: c.__name__[6:])
@pytest.mark.parametrize("n,k,seed", _cases(), ids=lambda v: str(v))
def test_tsukuyumi_conformance(n: int, k: int, seed: int, check) -> None:
    check(_trace(n, k, seed))
