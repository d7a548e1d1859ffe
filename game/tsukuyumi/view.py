"""What one seat may see of a Tsukuyumi game (TS-40), and states consistent with it.

Everything on the map and every public card is shown (TS-40.1, TS-40.2). A seat sees its own
action-card hand and pick and its own event hand (TS-40.3); of the others it sees the sizes, the
pick only once every seat has picked (TS-3.2), the action cards it passed on and has not seen
revealed since, and the event cards they took from the face-up pair (TS-40.5); of the event
deck, only the top cards it put back itself with E18 (`Seat.scouted`, TS-40.5). The order of the
event deck, the cards left in the box and the generator are nobody's (TS-40.6): a view omits
them, so a forgotten field cannot leak.

`determinize` samples a full state from a view for search bots (TS-42.11): other hands from the
action cards the seat has not seen anywhere, honouring its memory; other event hands and the
deck from the events it has not seen; a fresh generator.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from game.core.rng import Rng
from game.tsukuyumi import cards, modules
from game.tsukuyumi.board import Board
from game.tsukuyumi.setup import card_number
from game.tsukuyumi.state import (
    Combat,
    Coord,
    OptionValue,
    Prompt,
    Seat,
    State,
    Turn,
    Unit,
    ZoneMarks,
)


@dataclass(frozen=True)
class SeatView:
    """One seat as the viewer sees it."""

    faction: str
    start: Coord | None
    hand: tuple[int, ...] | None
    """The viewer's own hand; None for the others."""
    hand_size: int
    pick: int
    """The pick, when the viewer may know it (own, or revealed); 0 otherwise."""
    picked: bool
    events: tuple[int, ...] | None
    events_size: int
    vp: int
    missions: tuple[str, ...]
    goal: bool
    uplinks: tuple[str, ...]
    weapons: tuple[str, ...]
    used: tuple[str, ...]
    used_game: tuple[str, ...]
    conquered: tuple[Coord, ...]
    retaken: tuple[Coord, ...]
    strike: int
    flags: tuple[str, ...]
    seen: tuple[tuple[int, tuple[int, ...]], ...]
    """The viewer's own TS-40.5 memory (empty for the others)."""
    scouted: tuple[int, ...] = ()
    """The viewer's own E18 memory: the deck's top cards, top first (empty for the others)."""
    victory: tuple[tuple[str, int], ...] = ()
    """Two players: the Victory cards' counters (public, TS-13.10)."""
    objective: str = ""
    """M1: the alternative objective chosen, public (TS-40.2)."""
    kills: tuple[int, int] = (0, 0)
    """M1: the public count of enemy units destroyed this round (TS-M1.6)."""
    advantage: str = ""
    """M2: the starting advantage, when the viewer may know it (its own, or used)."""
    adv_state: str = ""
    adv_held: bool = False
    """M2: a card was dealt to this seat (public)."""
    oni_missions: tuple[str, ...] = ()
    """M7: the Oni mission cards taken (public, TS-40.2)."""
    fhand: tuple[int, ...] | None = None
    """M4: the viewer's own faction events in hand; None for the others (TS-40.3)."""
    fhand_size: int = 0
    fdeck_size: int = 0
    """M4: the sizes of the faction-event hand and deck (public, TS-40.2)."""
    fplayed: tuple[int, ...] = ()
    """M4: the faction events played (public, TS-M4.3)."""


@dataclass(frozen=True)
class View:
    """A seat's view (seat None: a spectator, or the public view behind a curtain)."""

    seat: int | None
    n: int
    options: tuple[tuple[str, OptionValue], ...]
    board: Board
    units: tuple[Unit, ...]
    marks: tuple[ZoneMarks, ...]
    next_uid: int
    oni_reserve: tuple[str, ...]
    seats: tuple[SeatView, ...]
    initiative: tuple[int, ...]
    phase: str
    round: int
    setup_seat: int
    setup_left: int
    phase_order: tuple[int, ...]
    done: tuple[int, ...]
    turn: Turn | None
    pending: tuple[Prompt, ...]
    deck_size: int
    event_display: tuple[int, ...]
    event_discard: tuple[int, ...]
    played: tuple[int, ...]
    winners: tuple[int, ...]
    final: tuple[int, ...]
    tiles_left: tuple[str, ...]
    grey_left: tuple[Coord, ...]
    events_known: tuple[tuple[int, ...], ...]
    combat: Combat | None = None
    pile_size: int = 0
    """Two players: how many tiles are left face down in the pile (TS-13.4, TS-40.6)."""
    stage: str = ""
    adv_discard: tuple[str, ...] = ()
    epic_out: tuple[int, ...] = ()
    dragon: tuple[int, ...] = ()
    tiles_gone: tuple[str, ...] = ()
    round_events: tuple[int, ...] = ()
    oni_turned: tuple[str, ...] = ()
    """M6: the Oni power cards turned so far (public, TS-40.2); the deck's order is not
    shown (TS-40.6): `determinize` samples it (`modules.sample`)."""

    def option(self, name: str, default: Any = None) -> Any:
        """A game option's value."""
        return dict(self.options).get(name, default)


_SHARED = ("n", "options", "board", "units", "marks", "next_uid", "oni_reserve", "initiative",
           "phase", "round", "setup_seat", "setup_left", "phase_order", "done", "turn",
           "pending", "event_display", "event_discard", "played", "winners", "final",
           "tiles_left", "grey_left", "events_known", "combat", "stage", "adv_discard",
           "epic_out", "dragon", "tiles_gone", "round_events", "oni_turned")


def _seat_view(st: State, i: int, viewer: int | None) -> SeatView:
    s = st.seats[i]
    mine = viewer == i
    revealed = st.phase != "draft" or all(x.pick for x in st.seats)
    return SeatView(
        faction=s.faction, start=s.start, hand=s.hand if mine else None, hand_size=len(s.hand),
        pick=s.pick if (mine or revealed) else 0, picked=bool(s.pick),
        events=s.events if mine else None, events_size=len(s.events), vp=s.vp,
        missions=s.missions, goal=s.goal, uplinks=s.uplinks, weapons=s.weapons, used=s.used,
        used_game=s.used_game, conquered=s.conquered, retaken=s.retaken, strike=s.strike,
        flags=s.flags,
        seen=s.seen if mine else (), scouted=s.scouted if mine else (), victory=s.victory,
        objective=s.objective, kills=s.kills,
        advantage=s.advantage if mine or s.adv_state == "used" else "",
        adv_state=s.adv_state, adv_held=bool(s.advantage), oni_missions=s.oni_missions,
        fhand=s.fhand if mine else None, fhand_size=len(s.fhand), fdeck_size=len(s.fdeck),
        fplayed=s.fplayed)


def view(st: State, seat: int | None) -> View:
    """What `seat` may see (TS-40)."""
    shared = {name: getattr(st, name) for name in _SHARED}
    return View(seat=seat, seats=tuple(_seat_view(st, i, seat) for i in range(st.n)),
                deck_size=len(st.event_deck), pile_size=len(st.tile_pile), **shared)


def determinize(v: View, rng: Rng) -> State:
    """A full state consistent with the view, the unknown cards sampled with `rng`."""
    me = v.seat
    # Action cards: what the viewer cannot place anywhere is in other hands or the box.
    all_actions = list(cards.deck_numbers(v.n))
    known = set(v.played) | {s.pick for s in v.seats if s.pick}
    memory: dict[int, tuple[int, ...]] = {}
    if me is not None:
        own = v.seats[me]
        known |= set(own.hand or ())
        memory = {other: cards_ for other, cards_ in own.seen}
        known |= {c for cs in memory.values() for c in cs}
    unknown, rng = rng.shuffle([c for c in all_actions if c not in known])
    pool = list(unknown)
    hands: list[tuple[int, ...]] = []
    picks: list[int] = []
    for i, s in enumerate(v.seats):
        if s.hand is not None:
            hands.append(s.hand)
            picks.append(s.pick)
            continue
        # A secret pick (the draft, TS-3.2) came from the same hand as the remembered cards.
        secret = s.picked and not s.pick
        held = list(memory.get(i, ()))
        held += [pool.pop() for _ in range(max(0, s.hand_size + secret - len(held)))]
        pick = s.pick
        if secret:
            index, rng = rng.randint(0, len(held) - 1)
            pick = held.pop(index)
        hands.append(tuple(sorted(held)))
        picks.append(pick)
    # Events: others' hands and the deck from the events the viewer has not seen.
    all_events = sorted(card_number(k) for k in cards.EVENTS)
    seen_events = set(v.event_display) | set(v.event_discard)
    seen_events |= {c for known_ in v.events_known for c in known_}
    scouted: tuple[int, ...] = ()
    if me is not None:
        seen_events |= set(v.seats[me].events or ())
        scouted = v.seats[me].scouted  # E18: the deck's top, known to the viewer (TS-40.5)
        seen_events |= set(scouted)
    hidden, rng = rng.shuffle([c for c in all_events if c not in seen_events])
    rest = list(hidden)
    event_hands: list[tuple[int, ...]] = []
    for i, s in enumerate(v.seats):
        if s.events is not None:
            event_hands.append(s.events)
            continue
        shown = v.events_known[i] if i < len(v.events_known) else ()
        need = s.events_size - len(shown)
        event_hands.append(tuple(shown) + tuple(rest.pop() for _ in range(max(0, need))))
    deck = scouted + tuple(rest[:v.deck_size - len(scouted)])
    seats = tuple(Seat(**{f.name: getattr(sv, f.name) for f in fields(Seat)
                          if f.name not in ("hand", "pick", "events", "seen", "scouted",
                                            "fdeck", "fhand")},
                       hand=hands[i], pick=picks[i], events=event_hands[i], seen=sv.seen,
                       scouted=sv.scouted, fhand=sv.fhand or ())
                  for i, sv in enumerate(v.seats))
    pile: tuple[str, ...] = ()
    if v.pile_size:  # two players: the pile from the tiles not in sight (TS-13.4, TS-40.6)
        from game.tsukuyumi.two_player_setup import sample_pile

        pile, rng = sample_pile(v.board, v.tiles_left, v.pile_size, rng)
    shared = {name: getattr(v, name) for name in _SHARED}
    st = State(rng=Rng.from_seed(0), seats=seats, event_deck=deck, tile_pile=pile, **shared)
    if modules.chosen(v):  # the modules' hidden cards (TS-42.11: e.g. starting advantages)
        st, rng = modules.sample(v, st, rng)
    seed, rng = rng.next_u64()
    return replace(st, rng=Rng.from_seed(seed))
