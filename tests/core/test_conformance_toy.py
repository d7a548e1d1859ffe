"""The conformance suite runs on the toy game, and catches deliberately broken variants."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from tests import conformance
from tests.core.toy_game import Bet, ToyRules, ToyState

RULES = ToyRules()
CASES = [(n, seed) for n in RULES.conformance_seats for seed in (1, 2)]


# the toy game has no catalogue: its events have no words (the check's own test is below)
RULE_CHECKS = tuple(c for c in conformance.ALL_CHECKS if c is not conformance.check_words)


@pytest.mark.parametrize("check", RULE_CHECKS, ids=lambda c: c.__name__[6:])
@pytest.mark.parametrize("n,seed", CASES)
def test_toy_conforms(n: int, seed: int, check) -> None:
    check(conformance.playout(RULES, n, seed, {"rounds": 4}))


def test_the_words_check_catches_an_event_without_words() -> None:
    with pytest.raises(AssertionError, match="no en words for toy"):
        conformance.check_words(conformance.playout(RULES, 2, 1, {"rounds": 4}))


def test_cases_cover_declared_counts() -> None:
    assert conformance.seat_counts(RULES) == (2, 3)
    assert len(conformance.cases([RULES], (1, 2))) == 4


class LeakyView(ToyRules):
    """Shows each seat its neighbour's card."""

    def view(self, state, seat):
        view = super().view(state, seat)
        if seat is None:
            return view
        return replace(view, my_card=state.cards[(seat + 1) % state.n])


_counter = itertools.count()


class NotDeterministic(ToyRules):
    """Seeds its dice from a global counter."""

    def initial_state(self, seed, n_seats, options):
        return super().initial_state(seed + next(_counter), n_seats, options)


class LaxIsLegal(ToyRules):
    """is_legal accepts anything."""

    def is_legal(self, state, seat, action):
        return True


class BadNotation(ToyRules):
    """Forgets the amount of a bet."""

    def notation(self, action):
        return "bet" if isinstance(action, Bet) else super().notation(action)


class EndlessGame(ToyRules):
    """Never reaches the last round."""

    conformance_max_steps = 60

    def apply(self, state, seat, action):
        new, events = super().apply(state, seat, action)
        return (replace(new, rounds=new.round + 1) if isinstance(new, ToyState) else new), events


class LooseTurns(ToyRules):
    """Lets a seat that is not to act list moves."""

    def legal_actions(self, state, seat):
        if state.phase == "bet" and seat not in self.to_act(state):
            return (Bet(0),)
        return super().legal_actions(state, seat)


@pytest.mark.parametrize("broken,check,message", [
    (LeakyView(), conformance.check_leaks, "a leak"),
    (NotDeterministic(), conformance.check_determinism, "different"),
    (LaxIsLegal(), conformance.check_legality, "according to is_legal"),
    (LaxIsLegal(), conformance.check_illegal_rejected, "was allowed"),
    (BadNotation(), conformance.check_notation, "does not parse back"),
    (LooseTurns(), conformance.check_legality, "not in to_act has actions"),
])
def test_checks_catch_broken_games(broken: ToyRules, check, message: str) -> None:
    with pytest.raises(AssertionError) as info:
        check(conformance.playout(broken, 2, 5, {"rounds": 4}))
    assert message in str(info.value)


def test_termination_is_checked() -> None:
    with pytest.raises(AssertionError, match="termination"):
        conformance.playout(EndlessGame(), 2, 5)
