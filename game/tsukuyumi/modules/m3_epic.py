"""Module 3, Événements épiques — epic events (TS-M3): the cards, the deck, hidden information.

Setup (TS-M3.1, TS-2.22): the 10 epic cards (`data/m3_epic_events.json`, numbers 101–110 in
the state's event deck) are shuffled, players + 1 of them are drawn unseen and shuffled into
the event deck before its face-up pair is revealed; an epic revealed then goes back into the
deck and the slot is refilled (TS-M3.4). Their back is the common back (TS-M3.2): which ones
are in the deck is nobody's knowledge (TS-40.6), so a view shows only the deck's size and
`determinize` deals the unseen epics into the deck at random (TS-42.11).

In play (TS-M3.3): an epic drawn — blind, from E18's look, or revealed into the face-up pair —
is applied at once by the active player (the drawer; for a reveal, the seat whose turn or
action it is), then removed from the game (`State.epic_out`, public); the draw is used up and
plays nothing (TS-M3.4); a display slot it left is refilled at once (`event_deck.DRAWN`).
During the setup (an Intelligence draw, TS-M2.4) it is shuffled back instead, as TS-M3.4 does
for the setup's reveal. While Forces of Nature resolves, epics drawn or revealed are set aside
(TS-M3.6). Dragon's Blood stays face up for the rest of the game: the first large Oni each
player destroys (`damage.ON_KILL`, the destroyer of TS-M1.6) scores them 1 VP (`State.dragon`).

The effects themselves are in `m3_effects.py`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.core.rng import Rng
from game.core.rules import Event
from game.tsukuyumi import data, modules
from game.tsukuyumi.damage import ON_KILL
from game.tsukuyumi.datafile import Reader, Sourced, load, records, unique
from game.tsukuyumi.event_deck import DRAWN, REVEALED, card_id, take_top
from game.tsukuyumi.state import ONI, SETUP_PHASES, State, Unit, with_seat

KEY = "m3"
DATA_FILE = "m3_epic_events.json"
BASE = 100
"""An epic card's number in the event deck is BASE + its position (X01 = 101)."""
FORCES = "epic_forces"
"""The continuation of Forces of Nature (`m3_effects`): data (card, active, next, aside …)."""


@dataclass(frozen=True)
class Epic(Sourced):
    """One epic event card (TS-M3.5)."""

    card_id: str
    key: str
    number: int
    value: int
    source: str = "S"
    reconstructed: tuple[str, ...] = ()


def _load() -> tuple[dict[int, Epic], int, int]:
    raw = load(DATA_FILE)
    out: dict[int, Epic] = {}
    for i, r in enumerate(records(raw, "cards", DATA_FILE)):
        epic = Epic(r.text("id"), r.text("key"), BASE + i + 1, r.integer("value", 1),
                    *r.source())
        out[epic.number] = epic
    unique([e.key for e in out.values()], f"{DATA_FILE} keys")
    drawn = Reader(raw.get("drawn"), f"{DATA_FILE} drawn")
    drawn.source()
    return out, drawn.integer("per_player"), drawn.integer("extra")


EPICS, PER_PLAYER, EXTRA = _load()
"""The epic cards by number; epic cards shuffled in: players x PER_PLAYER + EXTRA."""
BY_KEY: dict[str, Epic] = {e.key: e for e in EPICS.values()}


def is_epic(card: int) -> bool:
    """Is this event-deck number an epic card?"""
    return card in EPICS


def in_game(n: int) -> int:
    """How many epic cards a game of n players shuffles in (TS-M3.1)."""
    return n * PER_PLAYER + EXTRA


# --- the deck (TS-M3.1, TS-M3.4) ----------------------------------------------------------------

def _event_deck(options: dict[str, Any], n: int, deck: tuple[int, ...],
                rng: Rng) -> tuple[tuple[int, ...], Rng]:
    """Players + 1 epics drawn unseen, shuffled in; the pair revealed without epics."""
    pool, rng = rng.shuffle(sorted(EPICS))
    shuffled, rng = rng.shuffle(list(deck) + list(pool[:in_game(n)]))
    mixed = list(shuffled)
    top: list[int] = []
    for _ in range(2):  # the face-up pair: an epic revealed goes back, the slot refilled
        while mixed and is_epic(mixed[0]):
            again, rng = rng.shuffle(mixed)
            mixed = list(again)
        if mixed:
            top.append(mixed.pop(0))
    return tuple(top + mixed), rng


def active_seat(st: State, seat: int) -> int:
    """Who applies an epic: the drawer, or for a reveal the seat acting now."""
    if seat >= 0:
        return seat
    if st.turn is not None:
        return st.turn.seat
    for p in reversed(st.pending):
        if p.seat >= 0:
            return p.seat
    return st.initiative[0] if st.initiative else 0


def _drawn(st: State, seat: int, card: int, events: list[Event]) -> tuple[State, int]:
    """`event_deck.DRAWN`: an epic is applied at once (or set aside, or shuffled back)."""
    if not is_epic(card):
        return st, card
    if st.phase in SETUP_PHASES or st.phase in ("faction", "tile"):
        return _back_in_setup(st, card, events)
    forces = next((i for i in range(len(st.pending) - 1, -1, -1)
                   if st.pending[i].kind == FORCES), None)
    if forces is not None:  # TS-M3.6: set aside until Forces of Nature is over
        p = st.pending[forces]
        pending = list(st.pending)
        pending[forces] = replace(p, data=p.data + (card,))
        events.append(Event("ts.m3.aside", {"epic": EPICS[card].key}, barrier=True))
        return replace(st, pending=tuple(pending)), 0
    return apply_epic(st, active_seat(st, seat), card, events), 0


def _back_in_setup(st: State, card: int, events: list[Event]) -> tuple[State, int]:
    """During the setup an epic goes back into the deck (reshuffled) and the next card comes
    (TS-M3.4); 0 when only epics are left."""
    deck, rng = st.rng.shuffle(list(st.event_deck) + [card])
    st = replace(st, event_deck=tuple(deck), rng=rng,
                 seats=tuple(replace(s, scouted=()) for s in st.seats))
    events.append(Event("ts.m3.back", {"count": 1}, barrier=True))
    if not any(not is_epic(c) for c in st.event_deck):
        return st, 0
    while True:
        st, nxt = take_top(st, events)
        if not is_epic(nxt):
            return st, nxt
        deck, rng = st.rng.shuffle(list(st.event_deck) + [nxt])
        st = replace(st, event_deck=tuple(deck), rng=rng)


def apply_epic(st: State, seat: int, card: int, events: list[Event]) -> State:
    """TS-M3.3: the active player applies the epic at once; it leaves the game."""
    from game.tsukuyumi.modules.m3_effects import start

    epic = EPICS[card]
    st = replace(st, epic_out=st.epic_out + (card,))
    events.append(Event("ts.m3.epic", {"seat": seat, "epic": epic.key, "card": card_id(card)},
                        barrier=True))
    return start(st, seat, epic, events)


# --- Dragon's Blood (TS-M3.5) -------------------------------------------------------------------

def _large_oni(unit: Unit) -> bool:
    """A large Oni, or a legendary one (TS-M3.5): any legendary figure, the Three Shadows'
    small ones included. Their unit keys are their own names (`horror`, `witness`, …): a test
    of "legendary" in the key counted only the large ones, by their size."""
    from game.tsukuyumi.modules.legendary_data import is_legendary

    spec = data.UNIT_BY_KEY.get(unit.kind)
    return unit.owner == ONI and (spec is not None and spec.size == "large"
                                  or is_legendary(unit.kind))


def _dragon(st: State, victim: Unit, events: list[Event]) -> State:
    """The first large Oni a player destroys while Dragon's Blood lies face up: 1 VP."""
    if not st.epic_out or BY_KEY["dragons_blood"].number not in st.epic_out \
            or not _large_oni(victim):
        return st
    from game.tsukuyumi.modules.m1_objectives import destroyer

    seat = destroyer(st, victim)
    if seat is None or seat < 0 or seat in st.dragon:
        return st
    me = st.seats[seat]
    events.append(Event("ts.m3.dragon", {"seat": seat, "vp": 1}))
    st = replace(st, dragon=st.dragon + (seat,))
    return with_seat(st, seat, replace(me, vp=me.vp + 1))


# --- hidden information (TS-40.6, TS-42.11) -----------------------------------------------------

def _sample(v: Any, st: State, rng: Rng) -> tuple[State, Rng]:
    """The epics still in the deck: as many as were shuffled in less those applied, set aside
    or remembered on the deck's top (E18), chosen among the unseen and shuffled with the
    sampled common cards below the remembered top, the deck keeping its size."""
    aside = [c for p in v.pending if p.kind == FORCES for c in p.data[3:]]
    scouted = tuple(v.seats[v.seat].scouted) if v.seat is not None else ()
    seen = set(v.epic_out) | set(aside) | {c for c in scouted if is_epic(c)}
    hidden = in_game(v.n) - len(seen)
    if hidden <= 0:
        return st, rng
    unseen, rng = rng.shuffle([c for c in EPICS if c not in seen])
    below = list(st.event_deck[len(scouted):])
    below = below[:max(0, v.deck_size - len(scouted) - hidden)]  # room for the epics
    mixed, rng = rng.shuffle(below + list(unseen[:hidden]))
    return replace(st, event_deck=scouted + tuple(mixed)), rng


def _covered(st: State, seat: int, covered: str, events: list[Event]) -> State:
    """A tile covered by a start zone has left the game (TS-2.16): never drawn again."""
    return replace(st, tiles_gone=st.tiles_gone + (covered,)) if covered else st


modules.register(modules.Module(
    KEY, "TS-M3",
    reconstructed=lambda: any(e.is_reconstructed for e in EPICS.values()),
    event_deck=_event_deck, start_placed=_covered, sample=_sample))
DRAWN.append(lambda st, seat, card, events: _drawn(st, seat, card, events)
             if modules.is_on(st, KEY) else (st, card))
ON_KILL.append(lambda st, victim, events: _dragon(st, victim, events)
               if modules.is_on(st, KEY) else st)

__all__ = ["BASE", "BY_KEY", "EPICS", "Epic", "FORCES", "REVEALED", "active_seat",
           "apply_epic", "in_game", "is_epic"]
