"""`core.lastanswer`: the last answer is given again only for the very same state object."""

from __future__ import annotations

import gc
from dataclasses import dataclass

from game.core.lastanswer import LastAnswer


@dataclass(frozen=True)
class _State:
    n: int


def test_the_answer_is_given_again_for_the_same_object_and_key_only() -> None:
    memo: LastAnswer[tuple[int, ...]] = LastAnswer()
    state = _State(1)
    assert memo.get(state, 0) is None
    answer = memo.put(state, 0, (1, 2))
    assert memo.get(state, 0) is answer
    assert memo.get(state, 1) is None  # another seat
    assert memo.get(_State(1), 0) is None  # an equal state, but not this one
    memo.forget()
    assert memo.get(state, 0) is None


def test_a_state_is_not_kept_alive() -> None:
    memo: LastAnswer[tuple[int, ...]] = LastAnswer()
    state = _State(2)
    memo.put(state, 0, ())
    del state
    gc.collect()
    assert memo._last[0]() is None  # held weakly: a closed table's states are freed


def test_planet_unknown_gives_its_last_list_again() -> None:
    from game.supermoon import play
    from game.supermoon.rules import RULES

    state = RULES.initial_state(5, 2, RULES.check_setup(2, {"rescue": "on"}))
    seat = RULES.to_act(state)[0]
    first = play.legal_actions(state, seat)
    assert first and play.legal_actions(state, seat) is first
    copy = RULES.initial_state(5, 2, RULES.check_setup(2, {"rescue": "on"}))
    assert play.legal_actions(copy, seat) == first  # recomputed, the same list
