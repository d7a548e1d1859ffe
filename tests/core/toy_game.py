"""A tiny pure game that exercises every corner of the rules contract, for core tests.

Not part of the app catalogue: tests register it in the registry themselves (`register()`).

Each round:
1. ROLL — the round's starting seat rolls a public die, and every seat is dealt a private
   card 1..5 (both consume randomness and reveal information: undo barriers).
2. BET — from the starting seat, each seat in turn bets 0, 1 or 2 (public, no randomness).
3. PICK — every seat simultaneously and secretly picks 1, 2 or 3. A phase timer runs: on
   expiry the app submits `timeout` as CLOCK and every seat that has not picked picks 1.
   When all have picked the picks and cards are revealed: a seat whose pick equals
   `die % 3 + 1` scores its card plus its bet, otherwise it loses its bet.
After `rounds` rounds (option, default 3) the highest score wins (ties share the win).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from game.core import registry
from game.core.rng import Rng
from game.core.rules import (
    CLOCK,
    BotMove,
    Event,
    IllegalAction,
    OptionSpec,
    Outcome,
    Rules,
    Timer,
)


@dataclass(frozen=True)
class Roll:
    """Roll the die and deal the cards."""


@dataclass(frozen=True)
class Bet:
    """Bet 0..2 on this round."""

    amount: int


@dataclass(frozen=True)
class Pick:
    """Secretly pick 1..3."""

    value: int


@dataclass(frozen=True)
class Timeout:
    """The pick timer ran out (submitted by CLOCK)."""


Action = Roll | Bet | Pick | Timeout


@dataclass(frozen=True)
class ToyState:
    """The whole truth."""

    n: int
    rounds: int
    round: int
    phase: str  # "roll" | "bet" | "pick" | "over"
    turn: int  # seat to act in roll/bet
    rng: Rng
    die: int
    cards: tuple[int, ...]  # 0 = no card yet
    bets: tuple[int, ...]
    picks: tuple[int, ...]  # 0 = not picked yet
    scores: tuple[int, ...]
    revealed: tuple[int, ...] = ()  # last round's picks, public once revealed


@dataclass(frozen=True)
class ToyView:
    """What one seat (or a spectator, seat None) sees: other cards and picks are omitted."""

    seat: int | None
    n: int
    rounds: int
    round: int
    phase: str
    turn: int
    die: int
    my_card: int
    my_pick: int
    has_picked: tuple[bool, ...]
    bets: tuple[int, ...]
    scores: tuple[int, ...]
    revealed: tuple[int, ...]


class ToyRules(Rules[ToyState, Action, ToyView]):
    """The toy game's rules."""

    name = "toy"
    title = "Toy"
    rules_version = 1
    min_seats = 2
    max_seats = 4
    setup_max_seats = 4
    conformance_seats = (2, 3)
    state_type = ToyState
    view_type = ToyView
    action_type = Action

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (OptionSpec("rounds", "int", 3, "toy.option.rounds", minimum=1, maximum=200),)

    def check_setup(self, n_seats: int, options: Mapping[str, Any]) -> dict[str, Any]:
        merged = super().check_setup(n_seats, options)
        rounds = merged["rounds"]
        if isinstance(rounds, bool) or not isinstance(rounds, int) or not 1 <= rounds <= 200:
            raise IllegalAction("Rounds must be a whole number from 1 to 200.",
                                "toy.illegal.rounds")
        return merged

    def initial_state(self, seed: int, n_seats: int, options: Mapping[str, Any]) -> ToyState:
        zeros = (0,) * n_seats
        return ToyState(n_seats, options["rounds"], 1, "roll", 0, Rng.from_seed(seed), 0,
                        zeros, zeros, zeros, zeros)

    def to_act(self, state: ToyState) -> tuple[int, ...]:
        if state.phase in ("roll", "bet"):
            return (state.turn,)
        if state.phase == "pick":
            return tuple(s for s in range(state.n) if state.picks[s] == 0)
        return ()

    def legal_actions(self, state: ToyState, seat: int) -> tuple[Action, ...]:
        if seat not in self.to_act(state):
            return ()
        if state.phase == "roll":
            return (Roll(),)
        if state.phase == "bet":
            return tuple(Bet(k) for k in range(3))
        return tuple(Pick(k) for k in (1, 2, 3))

    def is_legal(self, state: ToyState, seat: int, action: Action) -> bool:
        if seat == CLOCK:
            return state.phase == "pick" and action == Timeout()
        return action in self.legal_actions(state, seat)

    def timer(self, state: ToyState) -> Timer[Action] | None:
        if state.phase != "pick":
            return None
        return Timer(f"pick-{state.round}", 5.0, Timeout())

    def apply(self, state: ToyState, seat: int,
              action: Action) -> tuple[ToyState, tuple[Event, ...]]:
        if not self.is_legal(state, seat, action):
            raise IllegalAction("That move is not allowed now.", "toy.illegal.move")
        if isinstance(action, Roll):
            die, rng = state.rng.roll(1)
            cards = []
            events = [Event("toy.rolled", {"seat": seat, "die": die[0]}, barrier=True)]
            for s in range(state.n):
                card, rng = rng.randint(1, 5)
                cards.append(card)
                events.append(Event("toy.dealt", {"seat": s, "card": card}, to=(s,),
                                    redacted=Event("toy.dealt_hidden", {"seat": s}),
                                    barrier=True))
            new = replace(state, rng=rng, die=die[0], cards=tuple(cards), phase="bet",
                          bets=(0,) * state.n)
            return new, tuple(events)
        if isinstance(action, Bet):
            bets = list(state.bets)
            bets[seat] = action.amount
            nxt = (seat + 1) % state.n
            start = (state.round - 1) % state.n
            phase = "pick" if nxt == start else "bet"
            new = replace(state, bets=tuple(bets), turn=nxt, phase=phase)
            return new, (Event("toy.bet", {"seat": seat, "amount": action.amount}),)
        events: list[Event] = []
        picks = list(state.picks)
        if isinstance(action, Pick):
            picks[seat] = action.value
            events.append(Event("toy.picked", {"seat": seat, "pick": action.value}, to=(seat,),
                                redacted=Event("toy.picked_hidden", {"seat": seat})))
        else:
            events.append(Event("toy.timeout", {}))
            picks = [p or 1 for p in picks]
        if 0 in picks:
            return replace(state, picks=tuple(picks)), tuple(events)
        return self._reveal(state, tuple(picks), events)

    def _reveal(self, state: ToyState, picks: tuple[int, ...],
                events: list[Event]) -> tuple[ToyState, tuple[Event, ...]]:
        target = state.die % 3 + 1
        scores = tuple(
            score + (card + bet if pick == target else -bet)
            for score, card, bet, pick in zip(state.scores, state.cards, state.bets, picks,
                                              strict=True))
        events.append(Event("toy.revealed", {"picks": list(picks), "cards": list(state.cards)},
                            barrier=True))
        zeros = (0,) * state.n
        if state.round >= state.rounds:
            events.append(Event("toy.over", {"scores": list(scores)}))
            new = replace(state, phase="over", scores=scores, picks=zeros, cards=zeros,
                          revealed=picks)
            return new, tuple(events)
        rnd = state.round + 1
        new = replace(state, round=rnd, phase="roll", turn=(rnd - 1) % state.n, scores=scores,
                      picks=zeros, cards=zeros, revealed=picks, die=0)
        return new, tuple(events)

    def outcome(self, state: ToyState) -> Outcome | None:
        if state.phase != "over":
            return None
        best = max(state.scores)
        winners = tuple(s for s in range(state.n) if state.scores[s] == best)
        return Outcome(state.scores, winners, state.rounds)

    def scores(self, state: ToyState) -> tuple[int, ...]:
        return state.scores

    def round_number(self, state: ToyState) -> int:
        return state.round

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        mine = seat is not None and 0 <= seat < state.n
        return ToyView(
            seat, state.n, state.rounds, state.round, state.phase, state.turn, state.die,
            state.cards[seat] if mine else 0,  # type: ignore[index]
            state.picks[seat] if mine else 0,  # type: ignore[index]
            tuple(p != 0 for p in state.picks), state.bets, state.scores, state.revealed)

    def determinize(self, view: ToyView, rng: Rng) -> ToyState:
        cards, picks = [], []
        for s in range(view.n):
            if s == view.seat:
                cards.append(view.my_card)
                picks.append(view.my_pick)
                continue
            card = 0
            if view.phase in ("bet", "pick"):
                card, rng = rng.randint(1, 5)
            pick = 0
            if view.has_picked[s]:
                pick, rng = rng.randint(1, 3)
            cards.append(card)
            picks.append(pick)
        hidden_rng, rng = rng.split()
        return ToyState(view.n, view.rounds, view.round, view.phase, view.turn, hidden_rng,
                        view.die, tuple(cards), view.bets, tuple(picks), view.scores,
                        view.revealed)

    def is_private_for(self, state: ToyState, seat: int) -> bool:
        return state.cards[seat] != 0

    def notation(self, action: Action) -> str:
        if isinstance(action, Roll):
            return "roll"
        if isinstance(action, Bet):
            return f"bet {action.amount}"
        if isinstance(action, Pick):
            return f"pick {action.value}"
        return "timeout"

    def parse_action(self, text: str) -> Action:
        words = text.split()
        try:
            if words == ["roll"]:
                return Roll()
            if words == ["timeout"]:
                return Timeout()
            if len(words) == 2 and words[0] == "bet":
                return Bet(int(words[1]))
            if len(words) == 2 and words[0] == "pick":
                return Pick(int(words[1]))
        except ValueError:
            pass
        raise IllegalAction(f'Cannot read the move "{text}".', "core.illegal.bad_notation",
                            text=text)

    def bot(self, level: str) -> Any:
        if level == "crash":  # test hook: a bot that fails
            def crash(view: ToyView, legal: tuple[Action, ...], rng: Rng) -> BotMove:
                raise RuntimeError("the toy bot tripped over the die")
            return crash
        if level == "whoami":  # test hook: reports the process it runs in via `delay`
            def whoami(view: ToyView, legal: tuple[Action, ...], rng: Rng) -> BotMove:
                return BotMove(legal[0], float(os.getpid()))
            return whoami

        def play(view: ToyView, legal: tuple[Action, ...], rng: Rng) -> BotMove:
            if level == "easy":
                return BotMove(rng.choice(legal)[0], 0.1)
            if level == "hard" and view.phase == "pick":
                return BotMove(Pick(view.die % 3 + 1), 0.3)
            return BotMove(legal[-1], 0.2)
        return play


RULES = ToyRules()


def register() -> ToyRules:
    """Put the toy game in the registry (tests only)."""
    registry.register(RULES)
    return RULES
