"""Moonwakers bots: legal play at every level and seat count, views only, determinism, and a
hard bot that searches determinizations and never the true hidden cards."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from game.core.rng import Rng
from game.core.rules import BotMove
from game.core.simulate import play_bots
from game.moonwakers.bots import search as bots_search
from game.moonwakers.bots.levels import make_bot
from game.moonwakers.data import TERRAIN
from game.moonwakers.rules import RULES, MoonwakersRules
from game.moonwakers.state import State
from game.moonwakers.view import View


@pytest.fixture
def cheap_hard(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard bots with a tiny search effort: the same code paths, quick enough for tests."""
    monkeypatch.setattr(bots_search, "SAMPLES", 1)
    monkeypatch.setattr(bots_search, "STEP_BUDGET", 1)
    monkeypatch.setattr(bots_search, "WIDTH", 2)


class _CheckedRules(MoonwakersRules):
    """Rules whose bots assert they are given a View (never the State) and legal choices."""

    def bot(self, level: str) -> Any:
        """The level's bot, wrapped with assertions."""
        inner = super().bot(level)

        def checked(view, legal, rng):
            assert isinstance(view, View) and not isinstance(view, State)
            assert isinstance(rng, Rng)
            move = inner(view, legal, rng)
            assert isinstance(move, BotMove) and move.delay == 0
            assert move.action in legal
            return move

        return checked


CHECKED = _CheckedRules()


def _play_rounds(levels: list[str], seed: int, rounds: int) -> State:
    """Play the first `rounds` rounds with the given bots (each sees only its view)."""
    opts = RULES.check_setup(len(levels), {})
    state = RULES.initial_state(seed, len(levels), opts)
    bots = [CHECKED.bot(level) for level in levels]
    rng = Rng.from_seed(seed)
    while not state.over and state.round <= rounds:
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        child, rng = rng.split()
        move = bots[seat](RULES.view(state, seat), legal, child)
        state, _ = RULES.apply(state, seat, move.action)
    return state


@pytest.mark.parametrize("seats", [2, 4, 6])
@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_full_games_are_legal(level: str, seats: int) -> None:
    """Every level finishes whole games at 2, 4 and 6 seats with legal actions only."""
    for seed in (1, 2):
        result = play_bots(CHECKED, [level] * seats, seed)
        assert result.outcome.rounds >= 1


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_hard_plays_legally(seats: int, cheap_hard: None) -> None:
    """The hard bot's searched decisions are legal, alongside every other level."""
    levels = (["hard", "normal", "easy", "random"] * 2)[:seats]
    state = _play_rounds(levels, seed=7, rounds=2 if seats < 6 else 1)
    assert state.over or state.round > 1


def test_hard_full_game_two_seats(cheap_hard: None) -> None:
    """A whole two-seat game with a hard bot ends normally."""
    result = play_bots(CHECKED, ["hard", "easy"], 5)
    assert result.outcome.winners


def test_same_seed_same_game(cheap_hard: None) -> None:
    """Bots are deterministic: the same seed gives the same match."""
    levels = ["normal", "easy", "random", "normal"]
    assert play_bots(RULES, levels, 11).actions == play_bots(RULES, levels, 11).actions
    a = _play_rounds(["hard", "easy"], 3, 2)
    b = _play_rounds(["hard", "easy"], 3, 2)
    assert a == b


def test_unknown_level_rejected() -> None:
    """An unknown level is a clear error."""
    with pytest.raises(ValueError):
        make_bot("expert")


def _place_state() -> State:
    """A 4-seat state where seat 0 must place its character (a searched decision)."""
    state = RULES.initial_state(21, 4, RULES.check_setup(4, {}))
    rng = Rng.from_seed(21)
    easy = make_bot("easy")
    for _ in range(2000):
        seats = RULES.to_act(state)
        if state.tasks[0].kind == "place" and seats == (0,):
            return state
        seat = seats[0]
        child, rng = rng.split()
        action = easy(RULES.view(state, seat), RULES.legal_actions(state, seat), child).action
        state, _ = RULES.apply(state, seat, action)
    raise AssertionError("seat 0 never had to place")


def _swap_hidden(state: State) -> State:
    """The same table for seat 0, except that an unscanned layout card is exchanged with a
    deck card showing the same terrain face."""
    known = set(state.players[0].known)
    for i, card in enumerate(state.layout):
        if card < 0 or card in known:
            continue
        for j, other in enumerate(state.deck):
            if TERRAIN[other].face == TERRAIN[card].face and \
                    TERRAIN[other].kind != TERRAIN[card].kind:
                layout = list(state.layout)
                deck = list(state.deck)
                layout[i], deck[j] = other, card
                return replace(state, layout=tuple(layout), deck=tuple(deck))
    raise AssertionError("no swappable hidden card")


def test_hard_uses_determinize_not_the_truth(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hard bot samples determinizations; two states that look the same to it (but hide
    different cards) give the same decision."""
    calls = []
    real = RULES.determinize

    def counting(view: View, rng: Rng) -> State:
        calls.append(view.seat)
        return real(view, rng)

    monkeypatch.setattr(RULES, "determinize", counting)
    monkeypatch.setattr(bots_search, "SAMPLES", 2)
    state = _place_state()
    other = _swap_hidden(state)
    assert state != other
    view_a, view_b = RULES.view(state, 0), RULES.view(other, 0)
    assert view_a == view_b
    hard = make_bot("hard")
    legal = RULES.legal_actions(state, 0)
    move_a = hard(view_a, legal, Rng.from_seed(4))
    assert calls and all(seat == 0 for seat in calls)
    move_b = hard(view_b, RULES.legal_actions(other, 0), Rng.from_seed(4))
    assert move_a == move_b and move_a.action in legal


def test_hard_takes_protection_normal_may_scan() -> None:
    """The hard bot commits PROTECTION at every opening (its +2 on every roll measured
    stronger than a look); the normal bot still weighs SCAN, and does pick it somewhere."""
    hard, normal = make_bot("hard"), make_bot("normal")
    normal_picks = set()
    for seed in range(1, 9):
        state = RULES.initial_state(seed, 4, RULES.check_setup(4, {}))
        rng = Rng.from_seed(seed)
        easy = make_bot("easy")
        for _ in range(500):
            if state.tasks[0].kind == "options":
                break
            seat = RULES.to_act(state)[0]
            child, rng = rng.split()
            legal = RULES.legal_actions(state, seat)
            state, _ = RULES.apply(state, seat, easy(RULES.view(state, seat), legal, child).action)
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        view = RULES.view(state, seat)
        assert hard(view, legal, Rng.from_seed(1)).action.kind == "protect"
        normal_picks.add(normal(view, legal, Rng.from_seed(1)).action.kind)
    assert "scan" in normal_picks


def _claims_table(hands, combos, display=(6, 15, 16), **kw) -> State:
    from mw_helpers import settle, table

    from game.moonwakers.state import Task
    return settle(table(4, hands=hands, combos=combos, display=display,
                        options=["protect"] * 4,
                        tasks=(Task("claims"), Task("end_check"), Task("end_round")),
                        **kw))


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bots_take_the_game_winning_claim(level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """At 15 points, Eau (5) reaches the 4-seat threshold of 20 with the lead: the bot buys
    it even though the payment throws away most of its progress towards the 17- and
    13-point cards on display (measured: such claims were passed on before)."""
    from game.moonwakers.bots import levels as bots_mod
    from game.moonwakers.bots.eval import wins_with

    state = _claims_table([["FC06", "FC08", "FC18"], [], [], []],
                          [(13,), (2,), (), ()])
    view = RULES.view(state, 0)
    assert wins_with(view, 6) and not wins_with(view, 6, seat=1)
    legal = RULES.legal_actions(state, 0)
    move = make_bot(level)(view, legal, Rng.from_seed(2))
    assert move.action.kind == "claim" and move.action.index == 6
    # Without the race awareness the same bot would keep its cards for the big ones.
    monkeypatch.setattr(bots_mod, "wins_with", lambda *a, **k: False)
    assert bots_mod.normal_choice(view, legal).kind == "pass"


def test_normal_contests_a_rivals_game_winning_card(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seat 1 (15 points) can pay Eau and would win with it; seat 0 can pay it too and
    claims it to force the duel (MW-6.3), though on points alone it would buy Disulfure
    d'hydrogène (6), which nobody else can pay."""
    from game.moonwakers.bots import levels as bots_mod

    state = _claims_table([["FC06", "VO06"], ["CP04"], [], []], [(), (13,), (), ()],
                          display=(6, 3, 15))
    view = RULES.view(state, 0)
    legal = RULES.legal_actions(state, 0)
    assert bots_mod.normal_choice(view, legal).index == 6
    monkeypatch.setattr(bots_mod, "DENY_POINTS", 0.0)
    assert bots_mod.normal_choice(view, legal).index == 3


def test_normal_refreshes_away_a_rivals_winning_card() -> None:
    """An infrared storm (MW-4.7) with Eau on display: seat 1 (15 points) can pay it and
    would win with it, so seat 0 refreshes the display; without that threat, and with a
    display that suits seat 0, it keeps the cards."""
    from mw_helpers import settle, table

    from game.moonwakers.bots.levels import normal_choice
    from game.moonwakers.state import Task

    def decide(rival_hand: list[str]) -> str:
        state = settle(table(4, hands=[["FC06", "FC08"], rival_hand, [], []],
                             combos=[(), (13,), (), ()], display=(6, 3, 15),
                             options=["protect"] * 4,
                             tasks=(Task("infrared", 0, card=32), Task("end_round"))))
        legal = RULES.legal_actions(state, 0)
        return normal_choice(RULES.view(state, 0), legal).kind

    assert decide(["CP04"]) == "refresh"   # 2H 1O pays Eau
    assert decide(["VO06"]) == "pass"      # 2S pays nothing


def test_normal_labo_breaks_a_rivals_winning_payment(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seats 1 and 2 each have one mapped card with the same terrain face (same worth to a
    LABO). Seat 2 (15 points) can pay Eau only with its mapped O card, so seat 0 plays LABO
    on that very card before the claims (MW-5.4): seat 2 can no longer win with it. Without
    the threat, the first of the two equal targets is taken."""
    from game.moonwakers.bots import levels as bots_mod

    state = _claims_table([["FC09"], [], ["FC11"], []], [(), (), (13,), ()],
                          display=(6, 3, 15), mapped=[[], ["FC18"], ["FC15"], []])
    view = RULES.view(state, 0)
    legal = RULES.legal_actions(state, 0)
    move = bots_mod.normal_choice(view, legal)
    assert move.kind == "labo" and (move.seat, move.index) == (2, 0)
    monkeypatch.setattr(bots_mod, "DENY_POINTS", 0.0)
    move = bots_mod.normal_choice(view, legal)
    assert move.kind == "labo" and (move.seat, move.index) == (1, 0)
