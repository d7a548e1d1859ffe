"""Module 4, Événements de faction — faction events (TS-M4): the cards, the personal decks,
drawing and playing them in an Events action, hidden information.

Setup (TS-M4.1): once the factions are fixed, each seat's 5 faction cards
(`data/m4_faction_events.json`, numbers 1-20 = F01-F20) are shuffled into its personal
face-down deck (`Seat.fdeck`). In an Events action (TS-M4.2) each draw may instead take the top
card of that deck and each play may be a faction event of the hand (`Seat.fhand`); the Events
action offers them through `events.MODULE_CARDS` (notation, TS-42.2):

    fdraw                       draw the top card of your faction-event deck (TS-M4.2)
    fplay <card> …              play faction event F<card> from your hand with the parameters
                                its effect takes (`m4_effects.py`)

A faction event is played once per game: it leaves the game (`Seat.fplayed`, public,
TS-M4.3). Only the seat's own faction's cards are in its deck, so they always favour it
(TS-M4.3). Hidden information (TS-40.3, TS-40.6): the hand is its owner's secret, the deck's
order nobody's; the sizes and the cards played are public. `determinize` deals a seat's unseen
cards (its faction's, not played, not in the viewer's own hand) into the hands and decks of
the right sizes (TS-42.11). The effects are in `m4_effects.py`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.core.rng import Rng
from game.core.rules import Event
from game.tsukuyumi import events as ev
from game.tsukuyumi import modules
from game.tsukuyumi.actions import Action, add_kinds
from game.tsukuyumi.datafile import Sourced, load, records, unique
from game.tsukuyumi.state import State, with_seat

KEY = "m4"
DATA_FILE = "m4_faction_events.json"
FDRAW, FPLAY = "fdraw", "fplay"
EFFECT_KINDS = ("copy", "initiative_up", "flag", "white_actions", "eggs", "nest", "feast",
                "squeakers", "mines", "no_entry")


@dataclass(frozen=True)
class FactionEvent(Sourced):
    """One faction-event card (TS-M4.5)."""

    card_id: str
    key: str
    faction: str
    effect: str
    value: int
    number: int
    source: str = "S"
    reconstructed: tuple[str, ...] = ()


def _load() -> dict[int, FactionEvent]:
    out: dict[int, FactionEvent] = {}
    for i, r in enumerate(records(load(DATA_FILE), "cards", DATA_FILE)):
        card = FactionEvent(r.text("id"), r.text("key"), r.text("faction"),
                            r.text("effect", EFFECT_KINDS), r.integer("value", 1), i + 1,
                            *r.source())
        out[card.number] = card
    unique([c.key for c in out.values()], f"{DATA_FILE} keys")
    return out


CARDS = _load()
"""The faction events by number (F01 = 1)."""
BY_KEY: dict[str, FactionEvent] = {c.key: c for c in CARDS.values()}


def card_id(number: int) -> str:
    """6 -> "F06"."""
    return f"F{number:02d}"


def of_faction(faction: str) -> tuple[int, ...]:
    """The numbers of a faction's cards (TS-M4.1: 5 for each base faction)."""
    return tuple(n for n, c in CARDS.items() if c.faction == faction)


# --- setup (TS-M4.1) -----------------------------------------------------------------------------

def _after_factions(st: State, events: list[Event]) -> State:
    """Each seat shuffles its faction's cards into its personal face-down deck."""
    for seat, s in enumerate(st.seats):
        deck, rng = st.rng.shuffle(list(of_faction(s.faction)))
        st = with_seat(replace(st, rng=rng), seat, replace(s, fdeck=tuple(deck)))
        events.append(Event("ts.m4.deck", {"seat": seat, "count": len(deck)}))
    return st


# --- the Events action (TS-M4.2, TS-M4.3) --------------------------------------------------------

def _draws(st: State, seat: int) -> list[Action]:
    if not modules.is_on(st, KEY) or not st.seats[seat].fdeck:
        return []
    return [Action(FDRAW)]


def _plays(st: State, seat: int) -> list[Action]:
    if not modules.is_on(st, KEY):
        return []
    from game.tsukuyumi.modules.m4_effects import plays

    return [Action(FPLAY, (card, *params)) for card in sorted(set(st.seats[seat].fhand))
            for params in plays(st, seat, CARDS[card])]


def _apply(st: State, seat: int, action: Action, events: list[Event]) -> State:
    me = st.seats[seat]
    if action.kind == FDRAW:  # its name told to the drawer alone (TS-40.8)
        card = me.fdeck[0]
        st = with_seat(st, seat, replace(me, fdeck=me.fdeck[1:], fhand=me.fhand + (card,)))
        public = Event("ts.m4.drew", {"seat": seat}, barrier=True)
        events.append(Event("ts.m4.drew_card", {"seat": seat, "fevent": CARDS[card].key},
                            to=(seat,), redacted=public, barrier=True))
        return st
    from game.tsukuyumi.modules.m4_effects import apply

    card, params = action.args[0], tuple(action.args[1:])
    hand = list(me.fhand)
    hand.remove(card)
    st = with_seat(st, seat, replace(me, fhand=tuple(hand), fplayed=me.fplayed + (card,)))
    events.append(Event("ts.m4.played", {"seat": seat, "fevent": CARDS[card].key}, barrier=True))
    return apply(st, seat, CARDS[card], params, events)


def _common_played(st: State, seat: int, card: int, params: tuple[int, ...]) -> State:
    """Digital Copy may copy a common event played this round (TS-M4.5): keep the round's."""
    if not modules.is_on(st, KEY) or card in st.round_events:
        return st
    return replace(st, round_events=st.round_events + (card,))


# --- hidden information (TS-40.3, TS-40.6, TS-42.11) ---------------------------------------------

def _private(st: State, seat: int) -> bool:
    """A seat holding faction events looks at them whenever it acts (TS-40.7)."""
    return bool(st.seats[seat].fhand)


def _sample(v: Any, st: State, rng: Rng) -> tuple[State, Rng]:
    """Each seat's unseen cards — its faction's, neither played nor in the viewer's hand —
    dealt into its hand (others') and deck, to their public sizes."""
    seats = list(st.seats)
    for i, sv in enumerate(v.seats):
        known = tuple(sv.fhand or ())
        unseen, rng = rng.shuffle([c for c in of_faction(sv.faction)
                                   if c not in sv.fplayed and c not in known])
        pool = list(unseen)
        hand = known if sv.fhand is not None else tuple(pool[:sv.fhand_size])
        rest = pool[len(hand) - len(known):] if sv.fhand is None else pool
        seats[i] = replace(seats[i], fhand=hand, fdeck=tuple(rest[:sv.fdeck_size]),
                           fplayed=sv.fplayed)
    return replace(st, seats=tuple(seats)), rng


modules.register(modules.Module(
    KEY, "TS-M4",
    reconstructed=lambda: any(c.is_reconstructed for c in CARDS.values()),
    after_factions=_after_factions, private=_private, sample=_sample))
ev.MODULE_CARDS.append(ev.ModuleCards(FDRAW, FPLAY, _draws, _plays, _apply))
ev.PLAYED.append(_common_played)
GRAMMAR = (__doc__ or "").split("(notation, TS-42.2):", 1)[1].split("A faction event is", 1)[0]
"""The grammar lines of the module docstring (the table reads them, `actions.add_kinds`)."""
add_kinds({FDRAW: 0, FPLAY: None}, GRAMMAR)

__all__ = ["BY_KEY", "CARDS", "FDRAW", "FPLAY", "FactionEvent", "KEY", "card_id", "of_faction"]
