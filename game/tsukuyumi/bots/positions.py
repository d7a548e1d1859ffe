"""Bot-played Tsukuyumi positions for the benches that draw a table (`make bench`).

The frame-time and idle-CPU figures want the busiest screen a player meets: the board with
the most zones (`busiest_board`: Moonfall at 4 seats, 42 zones, against 35 for the standard,
random and other 4-seat boards) late in the game, when the most units stand on it (they
peak at the start of the last round's red phase, after the green phase's Production and Oni
placement, TS-4, TS-5.13, TS-8). `bot_match` reaches such a position by seeded bot play, so
the position is a real game's and the same on every run. Bench code only: the rules and the
bots never import it; it imports no pygame either.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core import botseed
from game.core.match import Match, SeatConfig
from game.core.rules import IllegalAction
from game.tsukuyumi.round import last_round
from game.tsukuyumi.rules import RULES
from game.tsukuyumi.scenarios import SCENARIO_BY_ID
from game.tsukuyumi.state import State


def busiest_board(seats: int = 4) -> str:
    """The board option with the most zones at `seats` (the first of equals, standard
    first): the largest map the table has to draw."""
    sizes: dict[str, int] = {}
    for board in ("standard", "random", *SCENARIO_BY_ID):
        try:
            options = RULES.check_setup(seats, {"board": board})
        except IllegalAction:  # a scenario printed for another player count (TS-12.3)
            continue
        sizes[board] = len(RULES.initial_state(1, seats, options).board.zones)
    return max(sizes, key=lambda board: sizes[board])


def late_turn(seat: int = 0) -> Callable[[State], bool]:
    """`until` for `bot_match`: `seat`'s own turn in the last round's red phase, nothing
    pending (the most units on the map, and that seat free to click anything)."""
    def until(st: State) -> bool:
        return (st.round >= last_round(st) and st.phase == "red" and st.turn is not None
                and st.turn.seat == seat and not st.pending)
    return until


def bot_match(seats: Sequence[SeatConfig], seed: int, options: Mapping[str, Any],
              until: Callable[[State], bool], level: str = "easy", limit: int = 5000
              ) -> Match | None:
    """A match advanced by seeded `level` bots playing every seat (the humans' too) until
    `until(state)` holds; None when the game ends (or `limit` actions pass) first."""
    match = Match(RULES, seats, seed, RULES.check_setup(len(seats), dict(options)))
    bot = RULES.bot(level)
    secret = botseed.secret_from_seed(seed)
    for step in range(limit):
        if until(match.state):
            return match
        if match.is_over:
            return None
        seat = match.to_act()[0]
        move = bot(match.view(seat), match.legal_actions(seat),
                   botseed.bot_rng(secret, seat, step))
        match.submit(seat, getattr(move, "action", move))
    return None


def late_match(seats: Sequence[SeatConfig], seed: int = 1, tries: int = 4) -> Match:
    """A match on the busiest board at seat 0's turn in the last round's red phase, from the
    first of `tries` seeds from `seed` that gets there (a change of the rules or the bots then
    moves the position rather than losing it)."""
    options = {"board": busiest_board(len(seats))}
    for k in range(tries):
        match = bot_match(seats, seed + k, options, late_turn(0))
        if match is not None:
            return match
    raise RuntimeError("no seed reached the last round's red phase with seat 0 to play")


__all__ = ["bot_match", "busiest_board", "late_match", "late_turn"]
