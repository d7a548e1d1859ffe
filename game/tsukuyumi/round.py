"""The round: the action-card draft, the four phases, turns and the Initiative board.

TS-3: each seat picks one card of its hand in secret; when all have picked, the picks are
revealed together and each seat passes the rest of its hand to its left neighbour (seat i to
seat i + 1). TS-4: the phases White, Blue, Green, Red follow; in each, the best-placed seat
whose marker is not flipped acts, in the order the phase began with (TS-4.2, TS-5.4), does what
it wants of its card's actions for that phase (and the mandatory ones), then ends its turn,
which flips its marker (TS-4.3, TS-4.4). A seat with nothing it can do flips at once (TS-4.5).
After the red phase comes the end of the round (`scoring.end_round`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import cards, modules
from game.tsukuyumi.actions import WHITE_ACTIONS, Action
from game.tsukuyumi.engine import (
    CODES,
    GRANTED,
    MANDATORY,
    MANDATORY_CHECKS,
    CodeHandler,
    consume,
    register_code,
)
from game.tsukuyumi.state import COLOURS, State, Turn, with_seat

LENGTHS = {"quick": 3, "standard": 4, "epic": 5, "supremacy": 6}
"""Rounds per game-length variant (TS-0.4, TS-11.2; Suprématie ends after round 6 at most,
TS-11.6)."""


TWO_PLAYER_ROUNDS = 3
"""TS-13.1: the 2-player game lasts 3 rounds, whatever the length option (TS-13.8)."""


def last_round(st: State) -> int:
    """The number of the game's last round."""
    if st.n == 2:
        return TWO_PLAYER_ROUNDS
    return LENGTHS[str(st.option("length", "standard"))]


# --- the draft (TS-3) -------------------------------------------------------------------------

ROUND_START: list[Callable[[State, list[Event]], State]] = []
"""Run as a round begins, before the draft (TS-M6.2: the Oni power card turned)."""


def start_round(st: State, events: list[Event]) -> State:
    """A new round begins with the draft (TS-3.1)."""
    st = replace(st, round=st.round + 1, phase="draft", turn=None, done=(), phase_order=())
    events.append(Event("ts.round", {"round": st.round}, barrier=True))
    for hook in ROUND_START:
        st = hook(st, events)
    return st


def pick(st: State, seat: int, card: int, events: list[Event]) -> State:
    """Seat `seat` picks `card` in secret; the last pick reveals all (TS-3.2–TS-3.4)."""
    me = st.seats[seat]
    if st.phase != "draft" or me.pick:
        raise IllegalAction("You have already chosen your action card.", "ts.illegal.picked")
    if card not in me.hand:
        raise IllegalAction("That card is not in your hand.", "ts.illegal.not_in_hand")
    st = with_seat(st, seat, replace(me, pick=card, hand=tuple(c for c in me.hand if c != card)))
    events.append(Event("ts.picked", {"seat": seat, "card": card}, to=(seat,),
                        redacted=Event("ts.picked", {"seat": seat}), draft=True))
    if all(s.pick for s in st.seats):
        st = _reveal_and_pass(st, events)
        if modules.chosen(st):  # e.g. TS-M2.4: starting advantages before round 1's white
            st = modules.before_white(st, events)
            if st.pending or st.phase != "draft":
                return st
        st = begin_phase(st, "white", events)
    return st


def _reveal_and_pass(st: State, events: list[Event]) -> State:
    """TS-3.2 reveal, TS-3.3 pass to the left; TS-40.5: each seat remembers what it passed."""
    picks = tuple(s.pick for s in st.seats)
    events.append(Event("ts.revealed", {"picks": list(picks)}, reveal=True))
    n = st.n
    hands = [st.seats[(i - 1) % n].hand for i in range(n)]
    seats = []
    for i, s in enumerate(st.seats):
        # cards remembered in seat k's hand move on with it to seat k + 1, less the picks
        seen = {(other + 1) % n: tuple(c for c in cards if c not in picks)
                for other, cards in s.seen}
        seen[(i + 1) % n] = st.seats[i].hand  # the hand it passes on
        seats.append(replace(s, hand=hands[i], seen=tuple(sorted(
            (k, v) for k, v in seen.items() if v and k != i))))
    return replace(st, seats=tuple(seats))


# --- phases and turns (TS-4) ------------------------------------------------------------------

def card_actions(st: State, seat: int, colour: str) -> tuple[tuple[str, int], ...]:
    """The actions the seat's card grants in a phase (white: none here, TS-4.10)."""
    if colour == "white" or not st.seats[seat].pick:
        return ()
    return action_card(st.seats[seat].pick).phase(colour)


def action_card(number: int) -> cards.ActionCard:
    """Action card number n (A01 = 1, TS-30.3; P01 = 101 at 2 players, TS-13.9)."""
    return cards.action_card(number)


def begin_phase(st: State, colour: str, events: list[Event]) -> State:
    """Copy the Initiative board into the phase order and open the first turn (TS-5.4)."""
    st = replace(st, phase=colour, phase_order=st.initiative, done=(), turn=None)
    events.append(Event("ts.phase", {"phase": colour, "round": st.round,
                                     "order": list(st.phase_order)}))
    return open_next_turn(st, events)


ROUND_END: list[Callable[[State, list[Event]], State | None]] = []
"""Run when the red phase is over, before the end of the round: a module may open last turns
of its own (`State.stage`, ended by its `phase_over`) and return the state; None goes on
(TS-M4.5 Feast for the Queen: the Nuée Noire spends its PP at once at the round's end)."""


def next_actor(st: State) -> int | None:
    """The best-placed seat of the phase order that has not flipped (TS-4.2)."""
    for seat in st.phase_order:
        if seat not in st.done:
            return seat
    return None


def open_next_turn(st: State, events: list[Event]) -> State:
    """Open the next seat's turn, or end the phase when every marker is flipped (TS-4.4)."""
    from game.tsukuyumi.scoring import end_round  # the round's end needs the scoring rules

    while True:
        seat = next_actor(st)
        if seat is None and st.stage:  # a module's turns within the phase are over
            nxt = modules.phase_over(st, events)
            if nxt is not None:
                return nxt
        if seat is None:
            i = COLOURS.index(st.phase)
            if i + 1 < len(COLOURS):
                return begin_phase(st, COLOURS[i + 1], events)
            for hook in ROUND_END:  # a module's last turns of the round (TS-M4.5 Feast)
                nxt = hook(st, events)
                if nxt is not None:
                    return nxt
            return end_round(st, events)
        if st.turn is not None and st.turn.seat == seat:
            return st
        turn = modules.open_turn(st, seat) if st.stage else None  # a module's prelude turn
        st = replace(st, turn=turn or Turn(seat, left=card_actions(st, seat, st.phase)))
        if turn_actions(st, seat) != [Action("end")]:
            events.append(Event("ts.turn", {"seat": seat, "phase": st.phase}))
            return st
        # TS-4.5: nothing to do in this phase — the marker flips without acting. One event,
        # one log line, says both (no "plays the phase", no second "flips" line after it).
        events.append(Event("ts.nothing", {"seat": seat, "phase": st.phase}))
        st = _flip(st, seat, events, said=True)


def _flip(st: State, seat: int, events: list[Event], said: bool = False) -> State:
    """Ending a turn, with or without acting, flips the seat's marker (TS-4.4, TS-4.5); the
    turn-end checks run first, `st.turn` still the ending turn (TS-24.1 Infestation). `said`:
    the caller's event already tells the flip."""
    from game.tsukuyumi.scoring import TURN_END

    for hook in TURN_END:
        st = hook(st, events)
    if seat not in st.done:  # Initiative ±X has flipped it already (TS-5.3)
        if not said:
            events.append(Event("ts.flipped", {"seat": seat}))
        st = replace(st, done=st.done + (seat,))
    return replace(st, turn=None)


def turn_actions(st: State, seat: int) -> list[Action]:
    """Everything the acting seat may do now in its phase turn."""
    turn = st.turn
    if turn is None or turn.seat != seat:
        return []
    out: list[Action] = []
    if st.phase == "white" and len(turn.white) < 2:  # TS-4.10: two different actions
        out += [Action("white", (i,)) for i, code in enumerate(WHITE_ACTIONS)
                if code not in turn.white]
    for code, value in turn.left:
        handler = CODES.get(code)
        if handler is not None:
            out += handler.legal(st, seat, value)
    for phases, handler in GRANTED.values():
        if st.phase in phases:
            out += handler.legal(st, seat, 0)
    if not mandatory_left(st):  # TS-4.7
        out.append(Action("end"))
    # two icons of one code (an Oni placement turned into an Oni conquest beside the card's
    # own, TS-8.8) offer the same actions once
    return list(dict.fromkeys(out))


def mandatory_left(st: State) -> bool:
    """Is an Oni placement or Oni conquest of the open turn still to do (TS-4.7)? One whose
    handler offers no action cannot be done and does not hold the turn open."""
    turn = st.turn
    return turn is not None and (any(
        code in MANDATORY and code in CODES and CODES[code].legal(st, turn.seat, value)
        for code, value in turn.left) or any(check(st) for check in MANDATORY_CHECKS))


def take_white(st: State, seat: int, which: int, events: list[Event]) -> State:
    """White phase: take one of the four actions at value 1 (TS-4.10)."""
    turn = st.turn
    if st.phase != "white" or turn is None or turn.seat != seat:
        raise IllegalAction("White-phase actions are taken in your white-phase turn.",
                            "ts.illegal.not_white")
    if not 0 <= which < len(WHITE_ACTIONS):
        raise IllegalAction("There are four white-phase actions.", "ts.illegal.malformed")
    code = WHITE_ACTIONS[which]
    if code in turn.white or len(turn.white) >= 2:
        raise IllegalAction("The white phase gives two different actions.",
                            "ts.illegal.white_twice")
    events.append(Event("ts.white", {"seat": seat, "action": code}))
    return replace(st, turn=replace(turn, white=turn.white + (code,),
                                    left=turn.left + ((code, 1),)))


def end_turn(st: State, seat: int, events: list[Event]) -> State:
    """End the acting seat's turn (TS-4.3); the mandatory Oni actions first (TS-4.7)."""
    turn = st.turn
    if turn is None or turn.seat != seat or st.pending:
        raise IllegalAction("It is not your turn.", "ts.illegal.not_your_turn")
    if mandatory_left(st):
        raise IllegalAction("Oni placement and Oni conquest must be done before you end your "
                            "turn.", "ts.illegal.oni_mandatory")
    st = _flip(st, seat, events)
    return open_next_turn(st, events)


# --- the Initiative board (TS-5.2–TS-5.6) -----------------------------------------------------

def initiative_actions(st: State, seat: int, value: int) -> list[Action]:
    """Initiative ±X: move 1…X places up (negative) or down, within the board (TS-5.2)."""
    pos = st.initiative.index(seat)
    last = len(st.initiative) - 1
    return [Action("initiative", (d,)) for d in range(-value, value + 1)
            if d and 0 <= pos + d <= last]


def move_initiative(st: State, seat: int, delta: int, events: list[Event]) -> State:
    """Move the marker at once; the others keep their relative order; the seat flips (TS-5.3)
    but the phase keeps the order it began with (TS-5.4)."""
    if Action("initiative", (delta,)) not in initiative_actions(st, seat,
                                                               _icon(st, "I")):
        raise IllegalAction("You cannot move your initiative marker that far.",
                            "ts.illegal.initiative")
    st = consume(st, "I")
    order = [s for s in st.initiative if s != seat]
    order.insert(st.initiative.index(seat) + delta, seat)
    st = replace(st, initiative=tuple(order))
    events.append(Event("ts.initiative", {"seat": seat, "delta": delta, "places": abs(delta),
                                          "way": "up" if delta < 0 else "down",
                                          "order": list(order)}))
    if seat not in st.done:  # the turn goes on: the log must not say it ended
        events.append(Event("ts.flipped_early", {"seat": seat}))
        st = replace(st, done=st.done + (seat,))
    return st


def _icon(st: State, code: str) -> int:
    return sum(v for c, v in st.turn.left if c == code) if st.turn else 0


def _apply_initiative(st: State, seat: int, action: Action, events: list[Event]) -> State:
    return move_initiative(st, seat, action.args[0], events)


# The Initiative icon is the round's own action (TS-5.2): listed by `turn_actions` like any code.
register_code("I", CodeHandler(initiative_actions, _apply_initiative, ("initiative",)))


def initiative_vp(st: State, seat: int) -> int:
    """Position 1 scores 2 VP, position 2 scores 1 VP (TS-10.8)."""
    return {0: 2, 1: 1}.get(st.initiative.index(seat), 0)

