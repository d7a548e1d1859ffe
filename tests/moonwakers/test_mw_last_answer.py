"""Moonwakers remembers who acts and a seat's legal list for the last state asked
(`core.lastanswer`): the same answer object for the same state, the same verdicts as
computing them afresh, and `is_legal` and `apply` as strict with the list remembered as
without it."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match, default_seats
from game.core.rules import IllegalAction
from game.moonwakers.rules import RULES


def _states(n: int, seed: int, steps: int):
    """The states of a seeded random game, and each state's mover and move."""
    match = Match(RULES, default_seats(n), seed)
    rng = random.Random(seed)
    out = []
    for _ in range(steps):
        if match.is_over:
            break
        seat = rng.choice(match.to_act())
        action = rng.choice(match.legal_actions(seat))
        out.append((match.state, seat, action))
        match.submit(seat, action)
    return out


def test_the_same_state_gets_the_same_answer_object() -> None:
    state, seat, _action = _states(4, 3, 40)[-1]
    RULES.forget()
    movers = RULES.to_act(state)
    legal = RULES.legal_actions(state, seat)
    assert movers and legal
    assert RULES.to_act(state) is movers and RULES.legal_actions(state, seat) is legal
    RULES.forget()
    again = RULES.to_act(state)
    assert again == movers and again is not movers  # forgotten: computed anew, alike


@pytest.mark.parametrize(("n", "seed"), [(2, 1), (4, 3), (6, 5)])
def test_remembered_answers_are_the_fresh_ones(n: int, seed: int) -> None:
    states = _states(n, seed, 160)
    others = [a for _st, _s, a in states]
    for state, seat, action in states:
        RULES.forget()
        fresh_movers = RULES.to_act(state)
        fresh_legal = {s: RULES.legal_actions(state, s) for s in range(n)}
        RULES.forget()
        # is_legal without a list remembered, then with it: the same verdicts
        cold = [RULES.is_legal(state, seat, a) for a in others[:30]]
        RULES.legal_actions(state, seat)
        warm = [RULES.is_legal(state, seat, a) for a in others[:30]]
        assert cold == warm == [a in fresh_legal[seat] for a in others[:30]]
        assert RULES.to_act(state) == fresh_movers
        assert action in fresh_legal[seat]
        for s in range(n):
            assert RULES.legal_actions(state, s) == fresh_legal[s]
            if s not in fresh_movers:
                assert fresh_legal[s] == ()


def test_apply_refuses_as_before_with_the_lists_remembered() -> None:
    state, seat, action = _states(4, 3, 40)[-1]
    RULES.legal_actions(state, seat)
    idle = next(s for s in range(4) if s not in RULES.to_act(state))
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, idle, action)
    assert info.value.key == "core.illegal.not_your_turn"
    wrong = next(a for _st, _s, a in _states(4, 9, 200)
                 if not RULES.is_legal(state, seat, a))
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, seat, wrong)
    assert info.value.key == "mw.illegal.not_allowed"
    new_state, _events = RULES.apply(state, seat, action)
    assert new_state != state
