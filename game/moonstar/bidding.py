"""Moonstar bidding (MS-3), Game 10 challenges (MS-7.10) and Game 11 side bets (MS-7.11).

Open mode (default, MS-3.1): every eligible seat may bid at any moment — the high bidder too
may raise their own bid (MS-3.4: "any number of times"; raising pays, since the winner scores
the bid); "pass" means "I'm done" and is cleared for everyone by a new bid. Bidding ends
when the clock runs out, when every eligible seat has passed since the last bid (DECISION
of MS-3.5: the app lets players skip the rest of the minute), or at once on the maximum
bid (MS-3.5) — except in Game 10, where the others may still challenge that bid until they
pass or time runs out ("Play now" then only marks the bidder ready).

Turn mode (MS-3.9): from the setter's left (the setter calls last) each active seat raises
or passes, and passing is final; the call ends when the turn would come back to the high
bidder, when everyone passed, or on the maximum bid. Each call has `bid_seconds`; when it
runs out the seat passes.
"""

from __future__ import annotations

from dataclasses import replace

from game.core.rules import Event
from game.moonstar import moves, play, scoring
from game.moonstar.actions import Action, Bid, Challenge, Pass, PlayNow, SideBet, illegal
from game.moonstar.state import FAILED, MADE, NO_BET, OPEN, Bet, Phase, State

Events = list[Event]
MIN_BID = 2  # MS-3.3
BID_CAP = 70  # MS-3.3: bids are 2-70 in every game, whatever could be scored


def max_bid(state: State) -> int:
    """The highest total the round's setting can score: advice shown to players, never a
    limit on bids (MS-3.3)."""
    return moves.max_bid(len(state.moons), state.n_dice, dict(state.planets), state.variants)


def at_cap(state: State) -> bool:
    """A bid of 70 stands: nobody may bid any more (MS-3.5)."""
    return state.bid >= BID_CAP


def eligible(state: State) -> tuple[int, ...]:
    """Seats that may bid: everyone except a sitting-out seat (MS-3.8); the setter too (MS-3.10)."""
    return tuple(s for s in range(state.n_seats) if s not in state.sitting_out)


def _circle(state: State) -> tuple[int, ...]:
    """Seats in calling order: from the setter's left round to the setter (MS-3.9)."""
    n = state.n_seats
    return tuple((state.setter + 1 + k) % n for k in range(n))


def _active(state: State) -> tuple[int, ...]:
    """Turn mode: eligible seats that have not passed, in calling order."""
    return tuple(s for s in _circle(state) if s in eligible(state) and not state.passed[s])


def begin_bidding(state: State, events: Events) -> State:
    """Open the bidding after the roll (MS-2.5)."""
    state = replace(state, phase=Phase.BIDDING, bid=0, bidder=-1,
                    passed=(False,) * state.n_seats, challengers=(), calls=0)
    turns = state.settings.bidding_mode != OPEN
    if turns:
        state = replace(state, turn=_active(state)[0])
    # turn by turn, « Bidding is open » read as the open outcry of MS-3.1 (stop 98)
    events.append(Event("moonstar.bidding_open_turns" if turns else "moonstar.bidding_open",
                        {"max_bid": max_bid(state)}))
    return state


def to_act(state: State) -> tuple[int, ...]:
    """Who may act now in the bidding."""
    if state.settings.bidding_mode != OPEN:
        return (state.turn,)
    if at_cap(state):
        # MS-3.5: after a 70 the minute runs on; the bidder may give it up ("Play now"), and
        # in Game 10 the others may still challenge. Nobody else has anything to do.
        others = 10 in state.variants
        return tuple(s for s in eligible(state) if not state.passed[s]
                     and (s == state.bidder or others))
    return tuple(s for s in eligible(state) if not state.passed[s])


def candidates(state: State, seat: int) -> list[Action]:
    """Bids from the next legal amount to the maximum, pass and challenge."""
    low = max(MIN_BID, state.bid + 1)
    out: list[Action] = [Bid(n) for n in range(low, BID_CAP + 1)]
    return out + [Pass(), Challenge(), PlayNow()]


def check(state: State, seat: int, action: Action) -> None:
    """MS-3.2-3.4 and MS-7.10 (who may bid or challenge, and how much)."""
    top = BID_CAP
    match action:
        case Bid(amount):
            if at_cap(state):  # MS-3.5
                illegal("bid_at_max", f"The bid is already at the maximum of {top}.", max=top)
            if amount < MIN_BID:
                illegal("bid_too_low", "A bid is at least 2.")
            if amount > top:  # MS-3.3: 70 in every game, whatever could be scored
                illegal("bid_too_high", f"No bid can exceed {top}.", max=top)
            if amount <= state.bid:  # MS-3.2
                illegal("bid_not_higher",
                        f"A bid must be higher than the current bid of {state.bid}.",
                        bid=state.bid)
        case Challenge():
            if 10 not in state.variants:
                illegal("no_challenges", "Challenges are only part of Game 10.")
            if state.bidder < 0:
                illegal("nothing_to_challenge", "There is no bid to challenge yet.")
            if seat == state.bidder:
                illegal("own_bid", "The highest bidder cannot challenge their own bid.")
            if seat in state.challengers:
                illegal("already_challenged",
                        f"Player {seat + 1} already challenges this bid.", seat=seat)
        case Pass():
            pass
        case PlayNow():  # MS-3.5 DECISION: the 70-bidder may give up the rest of the minute
            if not at_cap(state) or seat != state.bidder:
                illegal("play_now_after_70",
                        "Only the player who bid 70 may start playing before the time is up.")
        case _:
            illegal("wrong_phase", "Only bids, passes and challenges are possible now.")


def perform(state: State, seat: int, action: Action, events: Events) -> State:
    """Apply a checked bid, pass or challenge, then close the bidding if it is over."""
    turns = state.settings.bidding_mode != OPEN
    match action:
        case Bid(amount):
            passed = state.passed
            if not turns:  # a new bid lets everyone react again, the bidder too (MS-3.1, 3.4)
                passed = (False,) * state.n_seats
            events.append(Event("moonstar.bid", {"seat": seat, "amount": amount}, barrier=True,
                                barrier_key="moonstar.undo.bid"))  # MS-3.4: no withdrawal
            if state.challengers:
                events.append(Event("moonstar.challenges_cancelled", {"count":
                                                                      len(state.challengers)}))
            state = replace(state, bid=amount, bidder=seat, passed=passed, challengers=())
            if turns:
                state = _next_turn(replace(state, calls=state.calls + 1))
        case PlayNow():
            waiting = [s for s in eligible(state) if s != seat and not state.passed[s]]
            if 10 in state.variants and waiting:
                # MS-7.10: the others may still challenge the 70 while the minute runs; the
                # bidder only says it is ready (its pass), so "Play now" dodges no challenge.
                events.append(Event("moonstar.play_now_waits", {"seat": seat}))
                return _maybe_close(_passed(state, seat), events)
            events.append(Event("moonstar.play_now", {"seat": seat}))
            return close(state, events)
        case Challenge():
            events.append(Event("moonstar.challenge", {"seat": seat, "amount": state.bid,
                                                       "bidder_seat": state.bidder},
                                barrier=True, barrier_key="moonstar.undo.challenge"))
            return replace(state, challengers=tuple(sorted((*state.challengers, seat))))
        case _:
            events.append(Event("moonstar.pass", {"seat": seat}))
            state = _passed(state, seat)
            if turns:
                state = _next_turn(replace(state, calls=state.calls + 1))
    return _maybe_close(state, events)


def _passed(state: State, seat: int) -> State:
    """The seat has passed (done, until a new bid: MS-3.1)."""
    return replace(state, passed=tuple(p or s == seat for s, p in enumerate(state.passed)))


def _next_turn(state: State) -> State:
    """Turn mode: the next active seat after the current one (may be the high bidder)."""
    circle = _circle(state)
    start = circle.index(state.turn)
    for k in range(1, len(circle) + 1):
        seat = circle[(start + k) % len(circle)]
        if seat in eligible(state) and not state.passed[seat]:
            return replace(state, turn=seat)
    return replace(state, turn=-1)


def is_closed(state: State) -> bool:
    """Has the bidding ended (without the clock)?"""
    if state.settings.bidding_mode != OPEN:
        if at_cap(state) and 10 not in state.variants:
            return True  # turn by turn, nobody can follow a 70: the calls end
        return state.turn < 0 or state.turn == state.bidder
    return not to_act(state)


def _maybe_close(state: State, events: Events) -> State:
    return close(state, events) if is_closed(state) else state


def time_up(state: State, events: Events) -> State:
    """The bidding clock ran out: open mode ends (MS-3.6); turn mode, the caller passes."""
    if state.settings.bidding_mode != OPEN:
        events.append(Event("moonstar.call_time_up", {"seat": state.turn}))
        return perform(state, state.turn, Pass(), events)
    events.append(Event("moonstar.bidding_time_up", {}))
    return close(state, events)


def close(state: State, events: Events) -> State:
    """End the bidding: no bid scores the setter (MS-3.7), else the bidder plays (MS-3.6)."""
    if state.bidder < 0:
        return scoring.no_bid(state, events)
    events.append(Event("moonstar.bid_won", {"seat": state.bidder, "amount": state.bid},
                        barrier=True, barrier_key="moonstar.undo.bidding_over"))
    if state.challengers:
        events.append(Event("moonstar.challenged", {"bidder_seat": state.bidder,
                                                    "challenger_seat": list(state.challengers)}))
    state = replace(state, turn=-1)
    if 11 in state.variants:
        # MS-7.11 DECISION: sitting-out seats and seats with no points cannot bet.
        bettors = tuple(s for s in eligible(state) if state.scores[s] > 0)
        if bettors:
            events.append(Event("moonstar.side_bets_open", {}))
            return replace(state, phase=Phase.SIDE_BETS, bettors=bettors,
                           bets=(Bet(),) * state.n_seats, bets_revealed=False)
        # said, not skipped in silence: the setup promised secret bets and round 1 had
        # none, with no word why (a newcomer's game, stop 97)
        events.append(Event("moonstar.side_bets_none", {}))
    return play.begin(state, events)


# --------------------------------------------------------------------------- Game 11


def bets_to_act(state: State) -> tuple[int, ...]:
    """Bettors who have not sealed their bet yet."""
    return tuple(s for s in state.bettors if not state.bets[s].side)


def bet_candidates(state: State, seat: int) -> list[Action]:
    """Every stake on each allowed side, and "none"."""
    top = state.scores[seat]
    out: list[Action] = [SideBet(NO_BET, 0)]
    out += [SideBet(MADE, n) for n in range(1, top + 1)]
    out += [SideBet(FAILED, n) for n in range(1, top + 1)]  # MS-7.11: the bidder too
    return out


def check_bet(state: State, seat: int, action: Action) -> None:
    """MS-7.11: a stake from 1 to the bettor's total, on either side (the bidder too)."""
    if not isinstance(action, SideBet):
        illegal("bets_first", "Every player must first place or decline a side bet.")
    if action.side == NO_BET:
        if action.stake != 0:
            illegal("bad_bet", "A bet is on made or failed, with a stake.")
        return
    if action.side not in (MADE, FAILED):
        illegal("bad_bet", "A bet is on made or failed, with a stake.")
    total = state.scores[seat]
    if not 1 <= action.stake <= total:
        illegal("bet_stake", f"A stake is from 1 to the bettor's total of {total} points.",
                total=total)


def perform_bet(state: State, seat: int, action: SideBet, events: Events) -> State:
    """Seal a bet (private event); reveal all bets together when the last one is in."""
    bets = list(state.bets)
    bets[seat] = Bet(action.side, action.stake)
    events.append(Event(f"moonstar.bet_sealed_{action.side}",
                        {"seat": seat, "stake": action.stake}, to=(seat,),
                        redacted=Event("moonstar.bet_sealed", {"seat": seat}),
                        barrier=True, barrier_key="moonstar.undo.bet"))  # sealed is sealed
    state = replace(state, bets=tuple(bets))
    if bets_to_act(state):
        return state
    for s in state.bettors:  # MS-7.11 DECISION: sealed bets are revealed together
        bet = state.bets[s]
        events.append(Event(f"moonstar.bet_revealed_{bet.side}", {"seat": s, "stake": bet.stake},
                            barrier=True))
    return play.begin(replace(state, bets_revealed=True), events)
