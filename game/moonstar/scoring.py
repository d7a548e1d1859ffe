"""Moonstar round scoring (MS-5, MS-3.7, MS-7.10, MS-7.11), the round history, the winner
check (MS-6.3) and the passing of the setting duty (MS-6.1).
"""

from __future__ import annotations

from dataclasses import replace

from game.core.rules import Event
from game.moonstar import data, play, setup
from game.moonstar.state import MADE, NO_BET, Phase, RoundRecord, State

Events = list[Event]


def _record(state: State, total: int, made: bool, deltas: list[int]) -> RoundRecord:
    bets: tuple[tuple[int, str, int], ...] = ()
    if state.bets_revealed:
        bets = tuple((s, state.bets[s].side, state.bets[s].stake) for s in state.bettors)
    return RoundRecord(
        number=state.round, setter=state.setter, variants=state.variants, moons=state.moons,
        planets=state.planets, dice=state.dice, red=state.red, bidder=state.bidder,
        bid=state.bid, challengers=state.challengers, total=total, made=made,
        deltas=tuple(deltas), bets=bets)


def _apply_deltas(state: State, deltas: list[int], events: Events) -> State:
    scores = tuple(s + d for s, d in zip(state.scores, deltas, strict=True))
    for seat, delta in enumerate(deltas):
        if delta:
            events.append(Event("moonstar.points", {"seat": seat, "delta": delta,
                                                    "score": scores[seat]}))
    return replace(state, scores=scores)


def no_bid(state: State, events: Events) -> State:
    """MS-3.7: nobody bid: the setter scores 20 and sets up again; the sit-out is used up."""
    deltas = [0] * state.n_seats
    deltas[state.setter] = data.NO_BID_POINTS
    events.append(Event("moonstar.no_bid", {"seat": state.setter,
                                            "points": data.NO_BID_POINTS},
                        barrier=True, barrier_key="moonstar.undo.bidding_over"))
    state = _apply_deltas(state, deltas, events)
    state = replace(state, history=(*state.history, _record(state, 0, False, deltas)))
    return _next(state, state.setter, (), events)


def end_round(state: State, events: Events) -> State:
    """Score the played round (MS-5.2/5.3, MS-7.10), settle side bets (MS-7.11), go on."""
    total = play.round_total(state)
    made = total >= state.bid  # MS-5.2
    bidder, challenged = state.bidder, bool(state.challengers)
    deltas = [0] * state.n_seats
    if made:
        deltas[bidder] = state.bid + (data.CHALLENGE_POINTS if challenged else 0)
        for seat in state.challengers:  # MS-7.10: each challenger loses 25
            deltas[seat] -= data.CHALLENGE_POINTS
        events.append(Event("moonstar.bid_made", {"seat": bidder, "total": total,
                                                  "amount": state.bid}))
    else:
        # MS-5.3: the bidder scores nothing, every other player 10; MS-7.10 DECISION:
        # challengers 25 instead of 10, and the challenged bidder loses 25.
        deltas[bidder] = -data.CHALLENGE_POINTS if challenged else 0
        for seat in range(state.n_seats):
            if seat != bidder:
                deltas[seat] = (data.CHALLENGE_POINTS if seat in state.challengers
                                else data.FAIL_POINTS)
        events.append(Event("moonstar.bid_failed", {"seat": bidder, "total": total,
                                                    "amount": state.bid}))
    if state.bets_revealed:  # MS-7.11: bets settle after the scoring, 1:1
        for seat in state.bettors:
            bet = state.bets[seat]
            if bet.side == NO_BET:
                continue
            won = (bet.side == MADE) == made
            deltas[seat] += bet.stake if won else -bet.stake
            events.append(Event("moonstar.bet_won" if won else "moonstar.bet_lost",
                                {"seat": seat, "stake": bet.stake}))
    state = _apply_deltas(state, deltas, events)
    state = replace(state, history=(*state.history, _record(state, total, made, deltas)))
    # MS-6.1: the setting passes to the left; MS-3.8: a failed bidder sits out next round.
    sit_out = () if made else (bidder,)
    return _next(state, (state.setter + 1) % state.n_seats, sit_out, events)


def winners(scores: tuple[int, ...], target: int) -> tuple[int, ...]:
    """MS-6.3: seats at or over the target with the highest total (an exact tie shares)."""
    over = [s for s, score in enumerate(scores) if score >= target]
    if not over:
        return ()
    best = max(scores[s] for s in over)
    return tuple(s for s in over if scores[s] == best)


def _next(state: State, setter: int, sit_out: tuple[int, ...], events: Events) -> State:
    won = winners(state.scores, state.settings.target)
    if won:
        kind = "moonstar.match_won" if len(won) == 1 else "moonstar.match_shared"
        events.append(Event(kind, {"winner_seat": list(won),
                                                   "score": state.scores[won[0]]}))
        return replace(state, phase=Phase.OVER, winners=won, turn=-1)
    return setup.begin_round(state, setter, state.round + 1, sit_out, events)
