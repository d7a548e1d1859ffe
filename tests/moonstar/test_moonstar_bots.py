"""Moonstar bots: legal over whole bots-only games, hard exact, honest bids, determinism."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rng import Rng
from game.core.rules import CLOCK, BotMove
from game.core.simulate import play_bots
from game.moonstar.actions import (
    Bid,
    Challenge,
    PlaceDie,
    PlaceMoon,
    PlacePlanet,
    SideBet,
)
from game.moonstar.bots import eval as bots_eval
from game.moonstar.bots import play as bots_play
from game.moonstar.bots import setup as bots_setup
from game.moonstar.bots.bench import format_tournament, seating, tournament
from game.moonstar.bots.levels import make_bot
from game.moonstar.rules import RULES, MoonstarRules
from game.moonstar.solver import solve
from game.moonstar.state import Phase
from game.moonstar.view import MoonstarView
from tests.moonstar.moonstar_helpers import act, after_rolloff, bidding_state, with_setter

OPTION_SETS = {
    "game1": {},
    "game2": {"games": [2], "moons": 9, "dice": 9},
    "game3": {"games": [3], "moons": 10, "dice": 8},
    "game4": {"games": [4], "moons": 7, "dice": 9},
    "game5+6": {"games": [5, 6], "planets": [5, 10, 15, 20, 25]},
    "game7": {"games": [7]},
    "game8": {"games": [8]},
    "game9": {"games": [9]},
    "game10": {"games": [10]},
    "game11": {"games": [11]},
    "game12": {"games": [12]},
    "turns": {"bidding_mode": "turns"},
    "bid0": {"bid_seconds": 0},
    "turns+10+11": {"games": [10, 11], "bidding_mode": "turns"},
}
SEATINGS = {
    2: ("hard", "easy"),
    3: ("normal", "hard", "easy"),
    5: ("easy", "normal", "hard", "easy", "normal"),
}


def _best(moons, planets, dice, variants) -> int:
    return solve(moons, dict(planets), dice, variants).best


class CheckedRules(MoonstarRules):
    """Moonstar rules whose bots are checked at every decision."""

    def __init__(self) -> None:
        self.decisions = 0

    def bot(self, level):
        """The level's bot, wrapped with the checks."""
        inner = super().bot(level)

        def checked(view, legal, rng):
            assert isinstance(view, MoonstarView)  # bots never get the State
            move = inner(view, legal, rng)
            assert isinstance(move, BotMove) and move.delay >= 0
            assert move.action in legal, (level, move.action)
            if isinstance(move.action, Bid):  # no level ever bids above what is reachable
                assert move.action.amount <= _best(view.moons, view.planets, view.dice,
                                                   view.variants)
            self.decisions += 1
            return move

        return checked


def _final_state(levels, seed, options, actions):
    """Replay a simulated match to read the round records."""
    state = RULES.initial_state(seed, len(levels), RULES.check_setup(len(levels), options))
    for seat, text in actions:
        state, _ = RULES.apply(state, seat, RULES.parse_action(text))
    return state


@pytest.mark.parametrize("n_seats", sorted(SEATINGS))
@pytest.mark.parametrize("name", sorted(OPTION_SETS))
def test_bots_play_whole_games_legally_and_hard_is_exact(name, n_seats):
    options = OPTION_SETS[name]
    levels = SEATINGS[n_seats]
    rules = CheckedRules()
    result = play_bots(rules, levels, 11 + n_seats, options)
    assert result.outcome.winners and rules.decisions > 0
    state = _final_state(levels, 11 + n_seats, options, result.actions)
    assert state.phase is Phase.OVER
    for record in state.history:
        if record.bidder >= 0 and levels[record.bidder] == "hard":
            # The red star of Game 6 included: hard reaches the best total of the position.
            assert record.made
            assert record.total == _best(record.moons, record.planets, record.dice,
                                         record.variants), record


def test_normal_seat_at_two_players():
    result = play_bots(CheckedRules(), ("normal", "easy"), 3, {})
    assert result.outcome.winners


def test_same_seed_same_match():
    first = play_bots(RULES, ("hard", "normal", "easy"), 21, {"games": [9, 10]})
    for cache in (bots_eval.exact, bots_eval.greedy, bots_eval.optimistic, bots_play.plan,
                  bots_setup.layout_for):
        cache.cache_clear()  # the memo must not be what makes it repeatable
    second = play_bots(RULES, ("hard", "normal", "easy"), 21, {"games": [9, 10]})
    assert first.actions == second.actions and first.outcome == second.outcome
    assert first.seconds == second.seconds


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_bot("grandmaster")
    assert callable(RULES.bot("hard"))


# --------------------------------------------------------------------------- bidding


def _decide(state, seat, level, seed=1):
    view = RULES.view(state, seat)
    return make_bot(level)(view, RULES.legal_actions(state, seat), Rng.from_seed(seed))


@pytest.mark.rule("MS-3.9")
def test_real_time_bids_and_reaction_delays_by_level():
    state = bidding_state(n=3, setter=0)
    best = _best(state.moons, state.planets, state.dice, state.variants)
    for seed in range(6):
        hard = _decide(state, 1, "hard", seed)
        assert hard.action == Bid(best) and 5 <= hard.delay <= 15
        normal = _decide(state, 1, "normal", seed)
        easy = _decide(state, 2, "easy", seed)
        assert isinstance(normal.action, Bid) and normal.action.amount <= best
        assert isinstance(easy.action, Bid) and easy.action.amount < best
        assert 3 <= normal.delay <= 35 and 3 <= easy.delay <= 45
    quick = bidding_state(n=3, setter=0, bid_seconds=30)
    assert _decide(quick, 1, "hard").delay <= 7.5  # delays follow the timer's length


def test_pass_when_bid_reaches_own_value_and_turn_mode_bids_at_once():
    state = bidding_state(n=3, setter=0)
    best = _best(state.moons, state.planets, state.dice, state.variants)
    state = act(state, 2, f"bid {best}")
    assert _decide(state, 1, "hard").action.__class__.__name__ == "Pass"
    turns = bidding_state(n=3, setter=0, bidding_mode="turns")
    move = _decide(turns, turns.turn, "hard")
    assert move.action == Bid(best) and move.delay <= 1.0


@pytest.mark.rule("MS-7.10")
def test_hard_challenges_exactly_impossible_bids():
    state = bidding_state(n=3, setter=0, games=[10])
    best = _best(state.moons, state.planets, state.dice, state.variants)
    possible = act(state, 2, f"bid {best}")
    assert _decide(possible, 1, "hard").action != Challenge()
    impossible = act(state, 2, f"bid {best + 1}")
    assert _decide(impossible, 1, "hard").action == Challenge()


@pytest.mark.rule("MS-7.11")
def test_side_bets_follow_the_solver():
    state = bidding_state(n=3, setter=0, games=[11])
    state = replace(state, scores=(40, 40, 40))
    best = _best(state.moons, state.planets, state.dice, state.variants)
    over = act(act(state, 2, f"bid {best + 1}"), CLOCK, "time")
    assert over.phase is Phase.SIDE_BETS
    assert _decide(over, 1, "hard").action == SideBet("failed", 40)  # a sure thing
    fair = act(act(state, 2, f"bid {best - 10}"), CLOCK, "time")
    bet = _decide(fair, 1, "hard").action
    assert bet.side == "made" and 1 <= bet.stake < 40
    own = _decide(fair, 2, "hard").action
    assert own.side == "made"


# --------------------------------------------------------------------------- setup, play


@pytest.mark.rule("MS-9.3")
def test_setup_reaches_a_full_layout_even_from_a_wrong_start():
    for level in ("easy", "normal", "hard"):
        state = with_setter(after_rolloff(2, seed=4), 0)
        state = act(state, 0, "planet 10@3")
        state = act(state, 0, "moon 3")
        for _ in range(40):
            if state.phase is not Phase.SETUP:
                break
            move = _decide(state, 0, level)
            state, _ = RULES.apply(state, 0, move.action)
        assert state.phase is Phase.BIDDING and len(state.moons) == 7


def test_hard_setup_places_a_piece_from_a_cold_cache():
    # Its speed is measured by `make bench`, never asserted here.
    for cache in (bots_eval.exact, bots_eval.greedy, bots_eval.optimistic,
                  bots_setup.layout_for):
        cache.cache_clear()
    state = with_setter(after_rolloff(2, seed=9), 0)
    move = _decide(state, 0, "hard")
    assert isinstance(move.action, (PlacePlanet, PlaceMoon))
    assert RULES.is_legal(state, 0, move.action)


def test_play_recovers_when_the_table_left_the_plan():
    state = bidding_state(n=2, setter=0, roll=(1, 2, 3, 4, 5, 6, 6))
    state = act(act(state, 1, "bid 7"), CLOCK, "time")
    assert state.phase is Phase.PLACE_DICE and state.bidder == 1
    steps = bots_play.plan("hard", state.moons, state.planets, state.dice, state.variants,
                           None, 0)
    moon, die = steps[0][0], steps[0][1]
    other = next(v for v in sorted(set(state.dice)) if v != die)
    state, _ = RULES.apply(state, 1, PlaceDie(other, moon))  # a die the plan did not want
    for _ in range(30):
        if state.phase not in (Phase.PLACE_DICE, Phase.MOVE):
            break
        move = _decide(state, 1, "hard")
        state, _ = RULES.apply(state, 1, move.action)
    assert state.history and state.history[-1].made


# --------------------------------------------------------------------------- bench


def test_small_tournament_hard_beats_easy():
    result = tournament(6, seed=5, seats=("hard", "easy"), processes=1)
    assert result["wins"]["hard"] >= 5
    assert result["decision_ms"]["hard"]["count"] > 0
    text = format_tournament(result)
    assert "hard" in text and "easy" in text
    assert seating(("a", "b", "c"), 1) == ["b", "c", "a"]
