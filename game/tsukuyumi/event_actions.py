"""Event effects that start other actions, act on markers or on the player (TS-31.2): E05,
E06, E12–E20. They reuse the action modules: a Movement plan of its own (E05, `start_plan`), a
combat without spending a Combat icon (E06, `start_combat`), Production (E12), one-zone moves
(E13), the Oni moves and conquest (E14), Oni placement (E15); E16 and E19 are "this round"
effects read by the combat and movement rules and cleared at the round's end (TS-31.3,
`scoring`); E17 removes faction markers. Registered in `event_effects.EFFECTS` by effect name;
the map effects are in `event_effects.py`.

TS-4.9 and events: a combat from an event locks the Movement actions of the phase like any
combat card (TS-31.3, `start_combat` sets `Turn.fought`), but movement from an event is allowed
after a combat (TS-4.9 "unless … events"): E05's plan and E13's moves ignore the lock.

E18 looks at the deck's top cards: they become the seat's secret memory (`Seat.scouted`,
TS-40.5) at once, so the `scout` prompt holds only their number; `scout <keep> <c1> …` keeps
one and puts the others back, `c1` on top, in any order.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import permutations

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.cards import EventCard, combat_cards_of
from game.tsukuyumi.combat import card_number, find_card, problem, start_combat
from game.tsukuyumi.engine import PromptHandler, pop, push, register_prompt
from game.tsukuyumi.event_deck import can_draw, card_id, reshuffle, to_hand
from game.tsukuyumi.event_effects import (
    EFFECTS,
    Effect,
    Params,
    amount,
    log,
    more_prompt,
    offer_more,
    parts,
    zones_for,
)
from game.tsukuyumi.geometry import faction_of
from game.tsukuyumi.movement import TAILWIND
from game.tsukuyumi.movement_plan import (
    move_units_one_zone,
    one_zone_destinations,
    start_plan,
)
from game.tsukuyumi.oni import begin_oni_conquest, begin_oni_moves, origins
from game.tsukuyumi.oni_placement import ONI_BY_SIZE, more_oni, place_oni, placement_actions
from game.tsukuyumi.production import Basket, item_actions, start_production
from game.tsukuyumi.state import NOBODY, ONI, Coord, Prompt, State, marks_at, with_marks, with_seat

SCOUT = "scout"
"""The prompt of E18: data (number of cards looked at)."""


# --- E05 Forced March: move_units:<zones> --------------------------------------------------------

def _march_plays(st: State, seat: int, card: EventCard) -> list[Params]:
    """A target zone where a unit of the seat can take a step."""
    out: list[Params] = []
    for at in zones_for(st, seat, card):
        if any(u.owner == seat and u.at == at and one_zone_destinations(st, u)
               for u in st.units):
            out.append(at)
    return out


def _march_apply(st: State, seat: int, card: EventCard, params: Params,
                 events: list[Event]) -> State:
    """A Movement action of its own, for the seat's units in that zone (`go` uses no icon)."""
    at = (params[0], params[1])
    units = [u.uid for u in st.units if u.owner == seat and u.at == at]
    return start_plan(st, seat, amount(card), events, code="", units=units)


EFFECTS["move_units"] = Effect(_march_plays, _march_apply)


# --- E06 Ambush: combat:1 ------------------------------------------------------------------------

def _ambush_plays(st: State, seat: int, card: EventCard) -> list[Params]:
    """A target zone and a combat card the seat may play there by the normal rules."""
    cards = combat_cards_of(faction_of(st, seat))
    return [(at[0], at[1], card_number(c)) for at in zones_for(st, seat, card)
            for c in cards if problem(st, seat, at, c) is None]


def _ambush_apply(st: State, seat: int, card: EventCard, params: Params,
                  events: list[Event]) -> State:
    q, r, number = params
    combat_card = find_card(faction_of(st, seat), number)
    assert combat_card is not None
    return start_combat(st, seat, (q, r), combat_card.card_id, events)


EFFECTS["combat"] = Effect(_ambush_plays, _ambush_apply)


# --- E12 Supply Cache: production:<PP> -----------------------------------------------------------

def _cache_plays(st: State, seat: int, card: EventCard) -> list[Params]:
    return [()] if item_actions(st, seat, Basket(amount(card))) else []


def _cache_apply(st: State, seat: int, card: EventCard, params: Params,
                 events: list[Event]) -> State:
    return start_production(st, seat, amount(card), events)


EFFECTS["production"] = Effect(_cache_plays, _cache_apply)


# --- E13 Rapid Deployment: redeploy:<units> -----------------------------------------------------

def _deploy_moves(st: State, seat: int, moved: Params) -> list[Params]:
    return [(u.uid, *to) for u in st.units if u.owner == seat and u.uid not in moved
            for to in one_zone_destinations(st, u)]


def _deploy_plays(st: State, seat: int, card: EventCard) -> list[Params]:
    return _deploy_moves(st, seat, ())


def _deploy(st: State, seat: int, card: EventCard, left: int, moved: Params,
            move: Params, events: list[Event]) -> State:
    """The next move waits below the move's own effects (Mines, TS-22.10)."""
    uid, q, r = move
    st = offer_more(st, more_prompt(seat, card, left - 1, 0, moved + (uid,)))
    return move_units_one_zone(st, seat, [(uid, (q, r))], events)


def _deploy_apply(st: State, seat: int, card: EventCard, params: Params,
                  events: list[Event]) -> State:
    return _deploy(st, seat, card, amount(card), (), params, events)


def _deploy_more(st: State, p: Prompt) -> list[Action]:
    return [Action("redeploy", m) for m in _deploy_moves(st, p.seat, parts(p)[3])]


def _deploy_more_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    card, left, _, moved = parts(p)
    return _deploy(st, p.seat, card, left, moved, action.args, events)


EFFECTS["redeploy"] = Effect(_deploy_plays, _deploy_apply, _deploy_more, _deploy_more_apply)


# --- E14 Oni Unrest: oni_unrest:<Oni moved> ------------------------------------------------------

def _unrest_plays(st: State, seat: int, card: EventCard) -> list[Params]:
    movable = any(one_zone_destinations(st, u) for u in st.units if u.owner == ONI)
    return [()] if movable or origins(st) else []


def _unrest_apply(st: State, seat: int, card: EventCard, params: Params,
                  events: list[Event]) -> State:
    """The moves first (top of the stack), then the optional Oni conquest below them; the
    seat assigns damage to its Oni meanwhile (TS-7.27)."""
    st = begin_oni_conquest(st, seat, events, optional=True)
    return begin_oni_moves(st, seat, amount(card), events)


EFFECTS["oni_unrest"] = Effect(_unrest_plays, _unrest_apply)


# --- E15 Call of the Moon: oni_placement:<Oni> ---------------------------------------------------

def _call_plays(st: State, seat: int, card: EventCard) -> list[Params]:
    return [a.args for a in placement_actions(st)]


def _call(st: State, seat: int, card: EventCard, left: int, params: Params,
          events: list[Event]) -> State:
    size, q, r = params
    st = place_oni(st, seat, ONI_BY_SIZE[data.SIZES[size]], (q, r), events)
    return offer_more(st, more_prompt(seat, card, left - 1, 0, ()))


def _call_apply(st: State, seat: int, card: EventCard, params: Params,
                events: list[Event]) -> State:
    st, due = more_oni(st, seat, amount(card), events)  # Gathering places Oni here too
    return _call(st, seat, card, due, params, events)


def _call_more_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    card, left, _, _ = parts(p)
    return _call(st, p.seat, card, left, action.args, events)


EFFECTS["oni_placement"] = Effect(_call_plays, _call_apply, lambda st, p: placement_actions(st),
                                  _call_more_apply)


# --- E16 Entrench: defence_bonus:<n> -------------------------------------------------------------

def _entrench_plays(st: State, seat: int, card: EventCard) -> list[Params]:
    """DECISION: one Entrench per zone and round; a zone already entrenched is not offered."""
    return [at for at in zones_for(st, seat, card) if marks_at(st, at).entrench == NOBODY]


def _entrench_apply(st: State, seat: int, card: EventCard, params: Params,
                    events: list[Event]) -> State:
    """+15 conquest to the seat's units defending there until the round's end (TS-31.3;
    `combat_base.defence` reads it, `scoring` clears it)."""
    at = (params[0], params[1])
    log(events, "entrenched", seat, q=at[0], r=at[1], bonus=amount(card))
    return with_marks(st, replace(marks_at(st, at), entrench=seat))


EFFECTS["defence_bonus"] = Effect(_entrench_plays, _entrench_apply)


# --- E17 Sabotage: remove_markers:<n> ------------------------------------------------------------

PIECES = ("mine", "egg", "fortress", "cover", "kaneda")
"""Faction markers lying on a zone that E17 removes (`sabotage <k>`): the Nomads' Mines, the
Nuée Noire's unused Eggs, the Boarlords' Fortress and Cover, a Cybersamurai Kaneda. DECISION:
edge markers (Tunnel, Barricade) lie on edges, not on the zone (TS-9.12): not removed."""
PIECE_FACTION = {"mine": "nomads", "egg": "darkseed", "fortress": "boarlords",
                 "cover": "boarlords"}


def pieces_at(st: State, at: Coord, seat: int) -> dict[int, int]:
    """Removable pieces on a zone by index of PIECES, the seat's own excluded (TS-5.12)."""
    m = marks_at(st, at)
    mine = st.seats[seat].faction
    counts = {"mine": m.mines, "egg": m.eggs - m.eggs_used, "fortress": m.fortress,
              "cover": m.cover,
              "kaneda": int(m.no_entry >= 0 and m.no_entry != seat)}  # a seat's Kaneda
    return {i: counts[k] for i, k in enumerate(PIECES)
            if counts[k] > 0 and PIECE_FACTION.get(k) != mine}


def _sabotage_plays(st: State, seat: int, card: EventCard) -> list[Params]:
    return [(at[0], at[1], k) for at in zones_for(st, seat, card)
            for k in sorted(pieces_at(st, at, seat))]


def _remove_piece(st: State, seat: int, at: Coord, k: int, events: list[Event]) -> State:
    """The piece returns to its owner's supply (TS-31.2 E17)."""
    m = marks_at(st, at)
    piece = PIECES[k]
    if piece == "mine":
        m = replace(m, mines=m.mines - 1)
    elif piece == "egg":
        m = replace(m, eggs=m.eggs - 1)
    elif piece == "fortress":
        m = replace(m, fortress=m.fortress - 1)
    elif piece == "cover":
        m = replace(m, cover=m.cover - 1)
    else:
        m = replace(m, no_entry=NOBODY)
    log(events, "sabotaged", seat, q=at[0], r=at[1], piece=piece)
    return with_marks(st, m)


def _sabotage_apply(st: State, seat: int, card: EventCard, params: Params,
                    events: list[Event]) -> State:
    q, r, k = params
    st = _remove_piece(st, seat, (q, r), k, events)
    return offer_more(st, more_prompt(seat, card, amount(card) - 1, 0, (q, r)))


def _sabotage_more(st: State, p: Prompt) -> list[Action]:
    _, _, _, (q, r) = parts(p)
    return [Action("sabotage", (k,)) for k in sorted(pieces_at(st, (q, r), p.seat))]


def _sabotage_more_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    card, left, mode, chosen = parts(p)
    st = _remove_piece(st, p.seat, (chosen[0], chosen[1]), action.args[0], events)
    return offer_more(st, more_prompt(p.seat, card, left - 1, mode, chosen))


EFFECTS["remove_markers"] = Effect(_sabotage_plays, _sabotage_apply, _sabotage_more,
                                   _sabotage_more_apply)


# --- E18 Scout Ahead: scout:<cards> --------------------------------------------------------------

def _scout_plays(st: State, seat: int, card: EventCard) -> list[Params]:
    return [()] if can_draw(st) else []


def _scout_apply(st: State, seat: int, card: EventCard, params: Params,
                 events: list[Event]) -> State:
    """DECISION: an empty deck is first refilled from the discard pile (TS-5.10); with fewer
    cards than the effect's number the player looks at those there are."""
    st = reshuffle(st, events)
    k = min(amount(card), len(st.event_deck))
    top = st.event_deck[:k]
    st = with_seat(st, seat, replace(st.seats[seat], scouted=top))
    public = Event("ts.ev.scout", {"seat": seat, "count": k})
    events.append(Event("ts.ev.scout_cards", {"seat": seat, "count": k,
                                              "seen_event": _names(top)},
                        to=(seat,), redacted=public, barrier=True))
    return push(st, Prompt(seat, SCOUT, (k,)))


def _names(numbers: tuple[int, ...]) -> str:
    """Event ids joined by "/", named one by one in the log (`game.core.i18n.arg_text`)."""
    return "/".join(card_id(c) for c in numbers)


def scout_actions(st: State, p: Prompt) -> list[Action]:
    """`scout <keep> <the others, top first>` for every choice and order."""
    top = st.event_deck[:int(p.data[0])]
    out = []
    for keep in top:
        rest = [c for c in top if c != keep]
        out += [Action("scout", (keep, *order)) for order in permutations(rest)]
    return out


def _scout_apply_prompt(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    """Keep one card, put the others back on top in the chosen order; the seat knows them
    until drawn, the other seats' memories of the deck's top are lost (TS-40.5)."""
    if action not in scout_actions(st, p):
        raise IllegalAction("Keep one of the cards you looked at and put the others back.",
                            "ts.illegal.ev_scout")
    k = int(p.data[0])
    keep, back = action.args[0], tuple(action.args[1:])
    seats = [replace(s, scouted=()) for s in st.seats]
    me = seats[p.seat]
    seats[p.seat] = replace(me, scouted=back)
    st = replace(pop(st), seats=tuple(seats), event_deck=back + st.event_deck[k:])
    public = Event("ts.ev.scout_kept", {"seat": p.seat, "count": len(back)})
    events.append(Event("ts.ev.scout_kept_card",
                        {"seat": p.seat, "event": card_id(keep), "count": len(back),
                         "back_event": _names(back)},
                        to=(p.seat,), redacted=public))
    return to_hand(st, p.seat, keep, events)  # a module may take it (TS-M3.3: an epic)


EFFECTS["scout"] = Effect(_scout_plays, _scout_apply)
register_prompt(SCOUT, PromptHandler(scout_actions, _scout_apply_prompt))


# --- E19 Tailwind: move_bonus; E20 Seize the Moment: initiative_up:<places> ---------------------

def _tailwind_plays(st: State, seat: int, card: EventCard) -> list[Params]:
    return [] if TAILWIND in st.seats[seat].flags else [()]


def _tailwind_apply(st: State, seat: int, card: EventCard, params: Params,
                    events: list[Event]) -> State:
    """A "this round" seat flag read by `movement.allowance`, cleared at the round's end
    (TS-31.3, TS-11.1 (4))."""
    me = st.seats[seat]
    log(events, "tailwind", seat, bonus=amount(card))
    return with_seat(st, seat, replace(me, flags=me.flags + (TAILWIND,)))


def _seize_plays(st: State, seat: int, card: EventCard) -> list[Params]:
    return [()] if st.initiative.index(seat) > 0 else []


def _seize_apply(st: State, seat: int, card: EventCard, params: Params,
                 events: list[Event]) -> State:
    """Up the Initiative board at once, no flip (TS-5.3 is the Initiative action's); the phase
    keeps the order it began with (TS-5.4)."""
    pos = st.initiative.index(seat)
    places = min(amount(card), pos)
    order = [s for s in st.initiative if s != seat]
    order.insert(pos - places, seat)
    log(events, "initiative", seat, places=places, order=order)
    return replace(st, initiative=tuple(order))


EFFECTS["move_bonus"] = Effect(_tailwind_plays, _tailwind_apply)
EFFECTS["initiative_up"] = Effect(_seize_plays, _seize_apply)
