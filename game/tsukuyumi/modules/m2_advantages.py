"""Module 2, Avantages de départ — starting advantages (TS-M2).

The 8 cards (`data/m2_advantages.json`) are shuffled once the factions are fixed and each seat
receives one face down, before anything else of the setup (TS-M2.1, TS-2.22); a card is secret
to its holder until used (TS-40.3), the undealt ones and the unused ones stay secret for good
(TS-40.6). Every seat then looks at its card in initiative order — a private moment, a curtain
in hot-seat (TS-40.7) — and may draw another when its card has no effect for its faction
(TS-M2.2 DECISION: offered for the cards whose data say so; the replaced card is discarded face
up). A card is optional, used once, at the moment it names, then spent (TS-M2.3):

    advantage <k>               M2: 0 keep your starting advantage (or let its moment pass),
                                1 use it now, 2 draw another (an inapplicable card, TS-M2.2)

- at the look: Acceleration (your setup steps before every other player's, TS-2.13) and
  Valuable Lands (1 VP);
- during your setup steps (extra actions of the step, so that holding the card shows nothing):
  Scout — your start zone may be placed like the Nest (TS-2.16), covering an area tile, which
  uses the card; while deploying: Bountiful Harvest (a Production 2 action whose units follow
  the starting-unit rule, `production_items.starting_zones`), Rapid Expansion (one more
  starting territory, or 1 VP with none at all), Valuable Lands, and Intelligence (2 Event
  cards drawn blind, which may be played at once without an Events action; DECISION: during the
  setup only the events that need no phase turn, `events.TURNLESS`);
- after round 1's draft is revealed, before its first white phase: every seat still holding an
  unused card looks at it again (so that nobody learns who holds what) and Forward Positions
  (one Movement 1) or Jack of All Trades (two different white-phase actions) may be used; their
  users then play a turn each, in initiative order, in a prelude of the white phase
  (`State.stage`), before the white phase itself begins. Several such uses resolve in
  initiative order (TS-M2.3 DECISION). Every card not used by then lapses, unseen.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.core.rng import Rng
from game.core.rules import Event, IllegalAction
from game.tsukuyumi import data, modules
from game.tsukuyumi.actions import Action, add_kinds
from game.tsukuyumi.datafile import FACTION_KEYS, Sourced, load, records, unique
from game.tsukuyumi.engine import PromptHandler, pop, push, register_prompt
from game.tsukuyumi.event_deck import draw_blind
from game.tsukuyumi.events import EVENTS
from game.tsukuyumi.production import start_production
from game.tsukuyumi.setup import nest_tiles, setup_order, territory_positions
from game.tsukuyumi.state import SETUP_PHASES, Coord, Prompt, State, Turn, with_seat

KEY = "m2"
DATA_FILE = "m2_advantages.json"
ADVANTAGE = "advantage"
"""The prompt of a seat's look at its card: data (moment,)."""
LOOKED = "adv_looked"
"""The continuation after every seat's look (the setup goes on in the right order)."""
PRELUDE = "adv_prelude"
"""The continuation after the round-1 looks: the prelude's turns, or the white phase."""
STAGE = "m2_prelude"
"""`State.stage` during the prelude's turns."""
KEEP, USE, REDRAW = 0, 1, 2
AT_LOOK, AT_WHITE = 0, 1
"""The moments of the `advantage` prompt: after the deal, before round 1's white phase."""
USED, LAPSED = "used", "lapsed"
"""`Seat.adv_state`: "" while held unused."""
EFFECTS = ("movement", "nest_placement", "production", "white_actions", "vp", "territory",
           "go_first", "draw_events")
TWO_PLAYERS = "two_players"
FULL_WHITE = ("-", "-")
"""A prelude turn's white list for Forward Positions: full, so only its Movement is offered."""


@dataclass(frozen=True)
class Advantage(Sourced):
    """One starting advantage card (TS-M2.4)."""

    key: str
    effect: str
    value: int
    inapplicable: tuple[str, ...]
    source: str = "S"
    reconstructed: tuple[str, ...] = ()


def _load() -> dict[str, Advantage]:
    out: dict[str, Advantage] = {}
    for r in records(load(DATA_FILE), "advantages", DATA_FILE):
        card = Advantage(r.text("key"), r.text("effect", EFFECTS), r.integer("value", 1),
                         r.texts("inapplicable", FACTION_KEYS + (TWO_PLAYERS,)), *r.source())
        out[card.key] = card
    unique([c.effect for c in out.values()], f"{DATA_FILE} effects")
    return out


CARDS: dict[str, Advantage] = _load()
"""The 8 cards by key, in file order."""
BY_EFFECT: dict[str, Advantage] = {c.effect: c for c in CARDS.values()}


def card_of(st: Any, seat: int) -> Advantage | None:
    """The card a seat holds unused, or None (a state; a view shows only the viewer's)."""
    me = st.seats[seat]
    if not me.advantage or me.adv_state or me.advantage not in CARDS:
        return None
    return CARDS[me.advantage]


def inapplicable(card: Advantage, faction: str, n: int) -> bool:
    """Does the card do nothing for this faction (TS-M2.2)?"""
    return faction in card.inapplicable or (TWO_PLAYERS in card.inapplicable and n == 2)


# --- the deal and the look (TS-M2.1, TS-M2.2) ---------------------------------------------------

def _deal(st: State, events: list[Event]) -> State:
    """One card face down per seat, then every seat's look, in initiative order."""
    deck, rng = st.rng.shuffle(list(CARDS))
    seats = tuple(replace(s, advantage=deck[i]) for i, s in enumerate(st.seats))
    st = replace(st, rng=rng, seats=seats, adv_pile=tuple(deck[st.n:]))
    for i in range(st.n):
        events.append(Event("ts.m2.dealt_card", {"seat": i, "advantage": deck[i]}, to=(i,),
                            redacted=Event("ts.m2.dealt", {"seat": i}), barrier=True))
    st = push(st, Prompt(-1, LOOKED))
    for seat in reversed(st.initiative):
        st = push(st, Prompt(seat, ADVANTAGE, (AT_LOOK,)))
    return st


def _options(st: State, p: Prompt) -> list[Action]:
    card = card_of(st, p.seat)
    out = [Action(ADVANTAGE, (KEEP,))]
    if card is None:
        return out
    moment = int(p.data[0])
    if moment == AT_LOOK:
        if card.effect in ("go_first", "vp"):
            out.append(Action(ADVANTAGE, (USE,)))
        if inapplicable(card, st.seats[p.seat].faction, st.n) and st.adv_pile:
            out.append(Action(ADVANTAGE, (REDRAW,)))
    elif card.effect in ("movement", "white_actions"):
        out.append(Action(ADVANTAGE, (USE,)))
    return out


def _answer(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _options(st, p):
        raise IllegalAction("Your starting advantage cannot do that now.",
                            "ts.illegal.m2_not_now")
    seat, k = p.seat, action.args[0]
    if k == KEEP:
        return pop(st)
    if k == REDRAW:  # the card is discarded face up, the next one drawn (TS-M2.2)
        me = st.seats[seat]
        new, pile = st.adv_pile[0], st.adv_pile[1:]
        events.append(Event("ts.m2.redrawn", {"seat": seat, "advantage": me.advantage}))
        events.append(Event("ts.m2.drew_card", {"seat": seat, "advantage": new}, to=(seat,),
                            redacted=Event("ts.m2.drew", {"seat": seat}), barrier=True))
        st = replace(st, adv_pile=pile, adv_discard=st.adv_discard + (me.advantage,))
        return with_seat(st, seat, replace(me, advantage=new))  # the look goes on
    st = pop(st)
    return use(st, seat, events)


def _looked(st: State, p: Prompt, events: list[Event]) -> State:
    """Every seat has looked: the setup steps begin with the right seat (Acceleration)."""
    st = pop(st)
    if st.phase == "start":
        st = replace(st, setup_seat=setup_order(st)[0])
    return st


def _setup_order(st: State, order: tuple[int, ...]) -> tuple[int, ...]:
    """Acceleration used: its holder completes its setup steps first (TS-M2.4)."""
    first = [i for i in order if st.seats[i].advantage == BY_EFFECT["go_first"].key
             and st.seats[i].adv_state == USED]
    return tuple(first + [i for i in order if i not in first])


# --- using a card (TS-M2.3, TS-M2.4) ------------------------------------------------------------

def use(st: State, seat: int, events: list[Event]) -> State:
    """Spend the seat's card now: it is revealed, then its effect."""
    card = card_of(st, seat)
    assert card is not None
    me = st.seats[seat]
    st = with_seat(st, seat, replace(me, adv_state=USED))
    events.append(Event("ts.m2.used", {"seat": seat, "advantage": card.key}))
    if card.effect == "vp" or (card.effect == "territory" and not _territories(st, seat)):
        return _vp(st, seat, card.value, events)
    if card.effect == "territory":  # one more starting territory (TS-2.17's rules)
        return replace(st, phase="territory", setup_left=card.value)
    if card.effect == "production":
        return start_production(st, seat, card.value, events)
    if card.effect == "draw_events":
        for _ in range(card.value):
            st = draw_blind(st, seat, events)
        events.append(Event("ts.ev.start", {"seat": seat, "draws": 0, "plays": card.value}))
        return push(st, Prompt(seat, EVENTS, (0, card.value)))
    return st  # go_first: the setup order; movement, white_actions: the prelude's turns


def _vp(st: State, seat: int, vp: int, events: list[Event]) -> State:
    me = st.seats[seat]
    events.append(Event("ts.m2.vp", {"seat": seat, "vp": vp}))
    return with_seat(st, seat, replace(me, vp=me.vp + vp))


def _territories(st: State, seat: int) -> list[Coord]:
    return [m.at for m in st.marks if m.owner == seat]


def _setup_actions(st: State, seat: int) -> list[Action]:
    """While deploying: the cards used then (Rapid Expansion only where a territory can go,
    or with no starting territory at all)."""
    card = card_of(st, seat)
    if card is None or st.phase != "deploy" or st.pending:
        return []
    if card.effect in ("production", "vp", "draw_events"):
        return [Action(ADVANTAGE, (USE,))]
    if card.effect == "territory" and (territory_positions(st, seat)
                                       or not _territories(st, seat)):
        return [Action(ADVANTAGE, (USE,))]
    return []


def _setup_apply(st: State, seat: int, action: Action, events: list[Event]) -> State | None:
    if action.kind != ADVANTAGE:
        return None
    if action not in _setup_actions(st, seat):
        raise IllegalAction("Your starting advantage cannot be used now.",
                            "ts.illegal.m2_not_now")
    return use(st, seat, events)


def _start_spots(st: State, seat: int) -> set[Coord]:
    """Scout: the start zone placed like the Nest (TS-2.16)."""
    card = card_of(st, seat)
    return nest_tiles(st, seat) if card is not None and card.effect == "nest_placement" \
        else set()


def _start_placed(st: State, seat: int, covered: str, events: list[Event]) -> State:
    """A start zone covering a tile is Scout's use (the Nest covers by its own rule)."""
    card = card_of(st, seat)
    free = data.FACTION_BY_KEY[st.seats[seat].faction].start_zone_placement == "free"
    if covered and not free and card is not None and card.effect == "nest_placement":
        return use(st, seat, events)
    return st


# --- before round 1's white phase (TS-M2.4 Forward Positions, Jack of All Trades) ---------------

def _before_white(st: State, events: list[Event]) -> State:
    if st.round != 1:
        return st
    holders = [s for s in st.initiative if card_of(st, s) is not None]
    if not holders:
        return st
    st = push(st, Prompt(-1, PRELUDE))
    for seat in reversed(holders):
        st = push(st, Prompt(seat, ADVANTAGE, (AT_WHITE,)))
    return st


def _prelude_users(st: State) -> list[int]:
    keys = {BY_EFFECT["movement"].key, BY_EFFECT["white_actions"].key}
    return [s for s in st.initiative if st.seats[s].advantage in keys
            and st.seats[s].adv_state == USED]


def _prelude(st: State, p: Prompt, events: list[Event]) -> State:
    """The looks are over: unused cards lapse; the users' turns, or the white phase."""
    from game.tsukuyumi.round import begin_phase, open_next_turn

    st = pop(st)
    st = replace(st, seats=tuple(replace(s, adv_state=LAPSED) if s.advantage and not
                                 s.adv_state else s for s in st.seats))
    users = _prelude_users(st)
    if not users:
        return begin_phase(st, "white", events)
    events.append(Event("ts.m2.prelude", {"count": len(users)}))
    st = replace(st, phase="white", stage=STAGE, phase_order=st.initiative, turn=None,
                 done=tuple(s for s in st.initiative if s not in users))
    return open_next_turn(st, events)


def _open_turn(st: State, seat: int) -> Turn | None:
    """A prelude turn: Movement 1, or two different white-phase actions."""
    if st.stage != STAGE:
        return None
    card = CARDS.get(st.seats[seat].advantage)
    if card is not None and card.effect == "movement":
        return Turn(seat, left=(("M", card.value),), white=FULL_WHITE)
    return Turn(seat)


def _phase_over(st: State, events: list[Event]) -> State | None:
    """The prelude's turns are over: round 1's white phase begins."""
    from game.tsukuyumi.round import begin_phase

    if st.stage != STAGE:
        return None
    return begin_phase(replace(st, stage=""), "white", events)


# --- hidden information (TS-40.3, TS-40.6, TS-40.7, TS-42.11) -----------------------------------

def _private(st: State, seat: int) -> bool:
    """A seat's look at its card, and its setup steps while it holds one unused (the step
    offers its card's actions), are private; and so is every decision of a seat whose card
    is still hidden from the others (TS-40.7): its view shows « Yours: Scout », and an Oni
    riposte or placement it chose opened on it with no curtain (a newcomer's game)."""
    if st.pending and st.pending[-1].kind == ADVANTAGE and st.pending[-1].seat == seat:
        return True
    if st.phase in SETUP_PHASES and st.setup_seat == seat and card_of(st, seat) is not None:
        return True
    me = st.seats[seat]
    return bool(me.advantage) and me.adv_state != USED


def _sample(v: Any, st: State, rng: Rng) -> tuple[State, Rng]:
    """The cards the viewer has not seen, dealt at random to the seats holding an unseen card
    and to the pile."""
    seen = set(v.adv_discard) | {s.advantage for s in v.seats if s.advantage}
    unseen, rng = rng.shuffle([k for k in CARDS if k not in seen])
    rest = list(unseen)
    seats = list(st.seats)
    for i, sv in enumerate(v.seats):
        if sv.adv_held and not sv.advantage:
            seats[i] = replace(seats[i], advantage=rest.pop())
    return replace(st, seats=tuple(seats), adv_pile=tuple(rest)), rng


register_prompt(ADVANTAGE, PromptHandler(_options, _answer))
register_prompt(LOOKED, PromptHandler(lambda st, p: [], lambda st, p, a, ev: st, _looked))
register_prompt(PRELUDE, PromptHandler(lambda st, p: [], lambda st, p, a, ev: st, _prelude))
add_kinds({ADVANTAGE: 1}, '''
    advantage <k>               M2: 0 keep your starting advantage (or let its moment pass),
                                1 use it now, 2 draw another (TS-M2.2, TS-M2.3)
''')
modules.register(modules.Module(
    KEY, "TS-M2",
    reconstructed=lambda: any(c.is_reconstructed for c in CARDS.values()),
    after_factions=_deal, setup_order=_setup_order, setup_actions=_setup_actions,
    setup_apply=_setup_apply, start_spots=_start_spots, start_placed=_start_placed,
    before_white=_before_white, open_turn=_open_turn, phase_over=_phase_over,
    private=_private, sample=_sample))

__all__ = ["ADVANTAGE", "BY_EFFECT", "CARDS", "KEEP", "REDRAW", "USE", "Advantage", "card_of",
           "inapplicable", "use"]
