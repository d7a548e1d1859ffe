"""The event cards as they move: deck, face-up pair, hands, discard pile (TS-5.7, TS-5.10).

Cards are numbers (E05 = 5) as everywhere in the state. The deck's top is `event_deck[0]`.
A card leaves the deck only through `take_top`: when the deck is empty the discard pile is
shuffled into a new one first (TS-5.10), and the seats' E18 memories (`Seat.scouted`, TS-40.5)
lose the card drawn. An empty face-up slot is filled as soon as a card can fill it
(`refill_display`, called after every draw and every play). The cards a seat took from the
face-up pair are known to all until played (`State.events_known`, TS-40.5); a blind draw is
told to its drawer alone, the others learning only that a card was drawn (TS-40.8).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.core.rules import Event
from game.tsukuyumi import cards
from game.tsukuyumi.state import State, with_seat

SLOTS = 2
"""The face-up pair (TS-2.8): `draw 0` and `draw 1`; `draw 2` is the blind draw (TS-5.7)."""
BLIND = 2
REVEALED = -1
"""The `seat` given to the `DRAWN` hooks for a card turned face up into the pair."""

DrawnHook = Callable[[State, int, int, list[Event]], tuple[State, int]]
DRAWN: list[DrawnHook] = []
"""A card just taken from the deck for a hand (seat) or the face-up pair (`REVEALED`): a
module may take it instead — M3's epic events are applied at once, never kept (TS-M3.3).
(state, seat, card, events) -> (state, the card that goes on: the same, another, or 0 when
the draw is used up)."""


def drawn(st: State, seat: int, card: int, events: list[Event]) -> tuple[State, int]:
    """The card a draw or a reveal really yields, after the modules' hooks."""
    for hook in DRAWN:
        if not card:
            break
        st, card = hook(st, seat, card, events)
    return st, card


def to_hand(st: State, seat: int, card: int, events: list[Event]) -> State:
    """A card taken from the deck goes to a hand, unless a module takes it (TS-M3.3)."""
    if DRAWN:
        st, card = drawn(st, seat, card, events)
        if not card:
            return st
    me = st.seats[seat]
    return with_seat(st, seat, replace(me, events=me.events + (card,)))


def card_id(number: int) -> str:
    """5 -> "E05": the id of an event card number (`cards.EVENTS`)."""
    return f"E{number:02d}"


def event_card(number: int) -> cards.EventCard:
    """The event card with this number."""
    return cards.EVENTS[card_id(number)]


# --- the public memory of cards taken face up (TS-40.5) ----------------------------------------

def known_of(st: State, seat: int) -> tuple[int, ...]:
    """The cards `seat` took from the face-up pair and has not played (known to all)."""
    return st.events_known[seat] if seat < len(st.events_known) else ()


def with_known(st: State, seat: int, cards_: tuple[int, ...]) -> State:
    """`st` with the seat's publicly known cards replaced."""
    known = list(st.events_known) + [()] * (st.n - len(st.events_known))
    known[seat] = tuple(sorted(cards_))
    return replace(st, events_known=tuple(known))


# --- the deck ----------------------------------------------------------------------------------

def can_draw(st: State) -> bool:
    """Is there a card to draw blind: in the deck, or in the discard pile to reshuffle?"""
    return bool(st.event_deck or st.event_discard)


def reshuffle(st: State, events: list[Event]) -> State:
    """TS-5.10: the discard pile shuffled into a new deck (only when the deck is empty)."""
    if st.event_deck or not st.event_discard:
        return st
    deck, rng = st.rng.shuffle(sorted(st.event_discard))
    events.append(Event("ts.ev.reshuffled", {"count": len(deck)}, barrier=True))
    # the memories were of cards in the deck: none is left (TS-40.5)
    st = replace(st, seats=tuple(replace(s, scouted=()) for s in st.seats))
    return replace(st, event_deck=tuple(deck), event_discard=(), rng=rng)


def take_top(st: State, events: list[Event]) -> tuple[State, int]:
    """The top card of the deck, reshuffling the discard pile first if the deck is empty;
    0 when both are empty. Every seat's E18 memory forgets it (TS-40.5)."""
    st = reshuffle(st, events)
    if not st.event_deck:
        return st, 0
    card = st.event_deck[0]
    seats = []
    for s in st.seats:
        memory = s.scouted
        if memory:  # the memory is the deck's top: it loses its first card
            memory = memory[1:] if memory[0] == card else ()
        seats.append(replace(s, scouted=memory))
    return replace(st, event_deck=st.event_deck[1:], seats=tuple(seats)), card


def refill_display(st: State, events: list[Event]) -> State:
    """Fill every empty face-up slot from the deck, if a card can fill it (TS-5.7, TS-5.10)."""
    for slot in range(SLOTS):
        display = list(st.event_display) + [0] * (SLOTS - len(st.event_display))
        if display[slot] or not can_draw(st):
            continue
        st, card = take_top(st, events)
        while DRAWN and card:  # a module may take the card: the slot is refilled at once
            st, card = drawn(st, REVEALED, card, events)
            if card or not can_draw(st):
                break
            st, card = take_top(st, events)
        if not card:
            continue
        display = list(st.event_display) + [0] * (SLOTS - len(st.event_display))
        display[slot] = card
        st = replace(st, event_display=tuple(display))
        events.append(Event("ts.ev.face_up", {"slot": slot, "event": card_id(card)},
                            barrier=True))
    return st


# --- drawing (TS-5.7, TS-40.8) -----------------------------------------------------------------

def draw_face_up(st: State, seat: int, slot: int, events: list[Event]) -> State:
    """Take the face-up card of `slot` (it is known to all, TS-40.5); the slot is refilled."""
    card = st.event_display[slot]
    display = list(st.event_display)
    display[slot] = 0
    st = replace(st, event_display=tuple(display))
    me = st.seats[seat]
    st = with_seat(st, seat, replace(me, events=me.events + (card,)))
    st = with_known(st, seat, known_of(st, seat) + (card,))
    events.append(Event("ts.ev.drew_face_up", {"seat": seat, "event": card_id(card)}))
    return refill_display(st, events)


def draw_blind(st: State, seat: int, events: list[Event]) -> State:
    """Take the deck's top card: its name is told to the drawer alone (TS-40.8)."""
    st, card = take_top(st, events)
    if not card:
        return st
    if DRAWN:  # a module may take it (TS-M3.3): the draw is used up
        st, card = drawn(st, seat, card, events)
        if not card:
            return refill_display(st, events)
    me = st.seats[seat]
    st = with_seat(st, seat, replace(me, events=me.events + (card,)))
    public = Event("ts.ev.drew_blind", {"seat": seat}, barrier=True)
    events.append(Event("ts.ev.drew_blind_card", {"seat": seat, "event": card_id(card)},
                        to=(seat,), redacted=public, barrier=True))
    return refill_display(st, events)


def discard_from_hand(st: State, seat: int, card: int, events: list[Event]) -> State:
    """A played card leaves the hand (and the public memory) for the discard pile (TS-5.10)."""
    me = st.seats[seat]
    hand = list(me.events)
    hand.remove(card)
    st = with_seat(st, seat, replace(me, events=tuple(hand)))
    known = list(known_of(st, seat))
    if card in known:
        known.remove(card)
        st = with_known(st, seat, tuple(known))
    events.append(Event("ts.ev.played", {"seat": seat, "event": card_id(card)}))
    return replace(st, event_discard=st.event_discard + (card,))
