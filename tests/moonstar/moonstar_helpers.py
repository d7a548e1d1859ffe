"""Helpers for the Moonstar rules tests: build positions quickly and play by notation."""

from __future__ import annotations

from dataclasses import replace

from game.core.rng import MutableRng
from game.moonstar.actions import Bid, Pass
from game.moonstar.rules import RULES
from game.moonstar.state import Phase, State

GAME1_PLANETS = ((1, 5), (4, 5), (7, 10), (10, 10))


def act(state: State, seat: int, text: str) -> State:
    """Apply one action given in notation; return the new state."""
    return RULES.apply(state, seat, RULES.parse_action(text))[0]


def act_events(state: State, seat: int, text: str):
    """Apply one action in notation; return (state, events)."""
    return RULES.apply(state, seat, RULES.parse_action(text))


def after_rolloff(n: int = 3, seed: int = 1, **options) -> State:
    """A new match with the roll-off done (whoever won it sets up)."""
    state = RULES.initial_state(seed, n, RULES.check_setup(n, options))
    while state.phase is Phase.ROLL_OFF:
        state = act(state, RULES.to_act(state)[0], "roll")
    return state


def with_setter(state: State, setter: int) -> State:
    """Force the setter (tests need a known seat)."""
    return replace(state, setter=setter)


def lay_out(state: State, planets_at=GAME1_PLANETS, moons_at=(0, 2, 3, 5, 6, 8, 9),
            roll=(1, 2, 3, 4, 5, 6, 6)) -> State:
    """Place the given pieces, roll, then rig the dice: the state is in BIDDING (or past)."""
    setter = state.setter
    for star, value in planets_at:
        state = act(state, setter, f"planet {value}@{star}")
    for star in moons_at:
        state = act(state, setter, f"moon {star}")
    state = act(state, setter, "roll")
    return replace(state, dice=tuple(sorted(roll)))


def bidding_state(n: int = 3, setter: int = 0, planets_at=GAME1_PLANETS,
                  moons_at=(0, 2, 3, 5, 6, 8, 9), roll=(1, 2, 3, 4, 5, 6, 6), seed: int = 1,
                  **options) -> State:
    """A match at the bidding of its first round with a known setter, layout and dice.

    `options` are match options (games, moons, dice, planets, ...).
    """
    state = with_setter(after_rolloff(n, seed, **options), setter)
    return lay_out(state, planets_at, moons_at, roll)


def close_bidding(state: State, bidder: int, amount: int) -> State:
    """`bidder` bids `amount` and every other eligible seat passes (open mode)."""
    state = RULES.apply(state, bidder, Bid(amount))[0]
    while state.phase is Phase.BIDDING:
        state = RULES.apply(state, RULES.to_act(state)[0], Pass())[0]
    return state


def random_playthrough(seed: int, n: int, options: dict, check=None, max_steps: int = 6000):
    """Play a match with random legal actions (and occasional clock ticks); yield states."""
    r = MutableRng(seed)
    state = RULES.initial_state(seed, n, RULES.check_setup(n, options))
    steps = 0
    while RULES.outcome(state) is None and steps < max_steps:
        seats = list(RULES.to_act(state))
        if not seats or (RULES.timer(state) and r.random() < 0.02):
            seats = [-1]
        seat = r.choice(seats)
        actions = RULES.legal_actions(state, seat)
        assert actions, (state.phase, seat)
        if state.phase is Phase.BIDDING and seat >= 0:
            passes = [a for a in actions if isinstance(a, Pass)]
            bids = [a for a in actions if isinstance(a, Bid)][:10]
            pool = passes if passes and r.random() < 0.6 else (bids or list(actions))
            action = r.choice(pool)
        elif state.phase is Phase.SETUP and not state.planets and not state.moons:
            for a in RULES.random_setup(state, r.rng):
                state = RULES.apply(state, seat, a)[0]
            continue
        else:
            action = r.choice(actions)
        new, events = RULES.apply(state, seat, action)
        if check is not None:
            check(state, seat, action, new, events)
        state = new
        steps += 1
    return state
