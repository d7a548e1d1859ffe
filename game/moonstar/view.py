"""What a seat may see of a Moonstar match.

All information is public (MS-9.1) except the random generator (future dice) and, in Game 11,
the sealed side bets of other seats until they are revealed. The view *omits* those: it has
no `rng` field, and `bets` lists only the bets this seat may see (its own, or all once
revealed), while `bet_done` says publicly who has sealed a bet.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from game.core.rng import Rng
from game.moonstar.state import (
    FAILED,
    MADE,
    NO_BET,
    Bet,
    Phase,
    RoundRecord,
    Settings,
    State,
)


@dataclass(frozen=True)
class MoonstarView:
    """The public table plus what `seat` may see privately (None = a spectator)."""

    seat: int | None
    settings: Settings
    n_seats: int
    scores: tuple[int, ...]
    phase: Phase
    round: int
    setter: int
    rolloff_in: tuple[int, ...]
    rolloff_totals: tuple[int, ...]
    variants: tuple[int, ...]
    n_moons: int
    n_dice: int
    tray_planets: tuple[int, ...]
    planets: tuple[tuple[int, int], ...]
    moons: tuple[int, ...]
    dice: tuple[int, ...]
    bid: int
    bidder: int
    passed: tuple[bool, ...]
    challengers: tuple[int, ...]
    turn: int
    calls: int
    sitting_out: tuple[int, ...]
    bettors: tuple[int, ...]
    bets_revealed: bool
    red: int
    moon_die: tuple[int, ...]
    landed: tuple[int, ...]
    removed: tuple[bool, ...]
    move_order: tuple[int, ...]
    unused_dice: tuple[int, ...]
    history: tuple[RoundRecord, ...]
    winners: tuple[int, ...]
    # Private parts, reduced to what this seat may see.
    bet_done: tuple[bool, ...]  # public: who has sealed a bet
    bets: tuple[tuple[int, Bet], ...]  # (seat, bet) visible to this seat
    # Derived for the table (public information): the play so far and the bid ceiling.
    total: int
    max_bid: int


_STATE_FIELDS = tuple(f.name for f in fields(State) if f.name not in ("rng", "bets"))


def make_view(state: State, seat: int | None, total: int, top: int) -> MoonstarView:
    """Build the view of `seat` (omit the rng and unrevealed bets of other seats)."""
    public = {name: getattr(state, name) for name in _STATE_FIELDS}
    done = tuple(bool(b.side) for b in state.bets)
    visible = tuple((s, b) for s, b in enumerate(state.bets)
                    if b.side and (state.bets_revealed or s == seat))
    return MoonstarView(seat=seat, bet_done=done, bets=visible, total=total, max_bid=top,
                        **public)


def determinize(view: MoonstarView, rng: Rng) -> State:
    """A full state consistent with `view`: the given rng, hidden bets sampled plausibly."""
    known = dict(view.bets)
    bets: list[Bet] = []
    for s, done in enumerate(view.bet_done):
        if s in known:
            bets.append(known[s])
        elif not done:
            bets.append(Bet())
        else:
            sides = (NO_BET, MADE) if s == view.bidder else (NO_BET, MADE, FAILED)
            side, rng = rng.choice(sides)
            stake = 0
            if side != NO_BET:
                stake, rng = rng.randint(1, max(1, view.scores[s]))
            bets.append(Bet(side, stake))
    public = {name: getattr(view, name) for name in _STATE_FIELDS}
    state = State(rng=rng, bets=tuple(bets), **public)
    return replace(state)
