"""Module 7, Missions Oni — Oni missions (TS-M7).

The 3 Oni mission cards (`data/m7_oni_missions.json`: conditions FOUND in the seed's
clarifications, names RECONSTRUCTED) lie beside the common Mission cards (TS-M7.1). Each is
fulfilled only through a seat's own Oni action — its Oni conquest (code OC, also an Oni
placement turned into one by TS-8.8) with that conquest's Oni moves (TS-8.12) or its fallback
moves (TS-8.16) — never through a riposte, an event (E14 Oni Unrest) or a special ability
(TS-M7.2). The first seat to fulfil a card takes it (`Seat.oni_missions`, public, logged
`ts.m7.taken`); nobody else can then (TS-M7.3). Each card held is worth 1 VP at the final
scoring, an end-of-game source counted last (TS-10.9, `scoring.OTHER_VP`), shown live.

The conditions (TS-M7.4):
- Heart's Fall: the seat's Oni conquest conquers the Moon centre (it must hold a player's
  marker first, TS-8.14) — read at the end of the Oni combat (`COMBAT_END`): the attacker is
  the Oni, the conquest succeeded, the zone is (0, 0);
- Homecoming: an Oni the seat moves in its Oni action enters the seat's own start zone
  (`geometry.ENTRY_EFFECTS`, outside any combat); another seat's start zone does not count.
  DECISION: an Oni placed there does not count (S: «entrer … avec l'action Déplacement
  d'Oni»: placing is not moving);
- Border Raid: the seat's Oni conquest conquers a zone sharing an edge with another seat's
  start zone (an Oni marker goes there as usual); DECISION: a barrier on that edge does not
  matter (S: «une frontière commune»).

Which seat's Oni action is under way is a "this round" flag on that seat (`ACTING`, public),
set when its Oni action begins (`oni.BEGUN`), cleared when an event begins an Oni conquest or
Oni moves, when the Oni combat ends and when its phase turn ends.

Not used at two players (TS-M7.5, TS-13.8): `rules.two_player_options` drops the module.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core.rules import Event
from game.tsukuyumi import modules, oni, scoring
from game.tsukuyumi.board import neighbours
from game.tsukuyumi.combat_base import COMBAT_END
from game.tsukuyumi.datafile import Sourced, load, records
from game.tsukuyumi.geometry import ENTRY_EFFECTS
from game.tsukuyumi.state import ONI, Coord, State, with_seat
from game.tsukuyumi.zones import zone

KEY = "m7"
DATA_FILE = "m7_oni_missions.json"
KINDS = ("conquer_moon_centre", "enter_own_start", "conquer_next_to_start")
"""The conditions of `m7_oni_missions.json` (its header says what each means)."""
ACTING = "m7_oni_action"
"""The `Seat.flags` entry of the seat whose Oni action is under way."""
MOON_CENTRE = (0, 0)


@dataclass(frozen=True)
class OniMission(Sourced):
    """An Oni mission card (TS-M7.4)."""

    key: str
    name_fr: str
    name_en: str
    kind: str
    vp: int
    source: str = "S"
    reconstructed: tuple[str, ...] = ()


def _load() -> dict[str, OniMission]:
    raw = load(DATA_FILE)
    out: dict[str, OniMission] = {}
    for r in records(raw, "missions", DATA_FILE):
        card = OniMission(r.text("key"), r.text("name_fr"), r.text("name_en"),
                          r.text("kind", KINDS), r.integer("vp", 1), *r.source())
        if card.key in out:
            raise r.fail(f"{card.key!r} twice")
        out[card.key] = card
    if sorted(c.kind for c in out.values()) != sorted(KINDS):
        raise ValueError(f"{DATA_FILE}: one card per condition")
    return out


CARDS: dict[str, OniMission] = _load()
"""The 3 Oni mission cards by key, in the data file's order (TS-M7.4)."""
BY_KIND = {c.kind: c for c in CARDS.values()}


def in_play(st: State) -> bool:
    """Is the module on (never at two players, TS-M7.5)?"""
    return modules.is_on(st, KEY) and st.n > 2


def holder(st: State, key: str) -> int | None:
    """The seat holding an Oni mission card, None while it is free (TS-M7.3)."""
    return next((i for i, s in enumerate(st.seats) if key in s.oni_missions), None)


def free(st: State) -> tuple[str, ...]:
    """The cards nobody has taken yet."""
    return tuple(k for k in CARDS if holder(st, k) is None)


def take(st: State, seat: int, kind: str, events: list[Event]) -> State:
    """The seat fulfils the card of condition `kind`: it takes it unless it is gone."""
    card = BY_KIND[kind]
    if holder(st, card.key) is not None:
        return st
    me = st.seats[seat]
    events.append(Event("ts.m7.taken", {"seat": seat, "oni_mission": card.key}))
    return with_seat(st, seat, replace(me, oni_missions=me.oni_missions + (card.key,)))


def acting(st: State, seat: int) -> bool:
    """Is the seat's Oni action under way (TS-M7.2)?"""
    return 0 <= seat < st.n and ACTING in st.seats[seat].flags


def _set(st: State, seat: int, on: bool) -> State:
    me = st.seats[seat]
    flags = tuple(f for f in me.flags if f != ACTING) + ((ACTING,) if on else ())
    return st if flags == me.flags else with_seat(st, seat, replace(me, flags=flags))


def _begun(st: State, seat: int, by_action: bool) -> State:
    """An Oni conquest or Oni moves begin: by the seat's Oni action, or by an event."""
    if not in_play(st) or not 0 <= seat < st.n:
        return st
    return _set(st, seat, by_action)


# --- the conditions (TS-M7.4) -------------------------------------------------------------------

def borders_start(st: State, at: Coord, seat: int) -> bool:
    """Does zone `at` share an edge with another seat's start zone?"""
    around = set(neighbours(at))
    return any(s.start in around for i, s in enumerate(st.seats) if i != seat and s.start)


def _combat_end(st: State, events: list[Event]) -> State:
    """Heart's Fall and Border Raid: an Oni conquest of the acting seat that succeeded."""
    c = st.combat
    if c is None or c.attacker != ONI or not in_play(st) or not acting(st, c.active):
        return st
    if c.conquest == 1:
        z = zone(st, c.at)
        if c.at == MOON_CENTRE and z is not None and z.kind == "moon":
            st = take(st, c.active, "conquer_moon_centre", events)
        if borders_start(st, c.at, c.active):
            st = take(st, c.active, "conquer_next_to_start", events)
    return _set(st, c.active, False)  # the Oni action is over


def _entered(st: State, uids: tuple[int, ...], to: Coord, active: int,
             events: list[Event]) -> State:
    """Homecoming: an Oni moved by the acting seat's Oni action enters its own start zone."""
    if st.combat is not None or not in_play(st) or not acting(st, active):
        return st
    if to != st.seats[active].start:
        return st
    moving = set(uids)
    if not any(u.uid in moving and u.owner == ONI for u in st.units):
        return st
    return take(st, active, "enter_own_start", events)


def _turn_end(st: State, events: list[Event]) -> State:
    """A phase turn ends: no Oni action of that seat is under way any more."""
    if st.turn is None or not in_play(st):
        return st
    return _set(st, st.turn.seat, False)


def vp(st: State, seat: int) -> int:
    """The seat's Oni mission VP (TS-M7.3)."""
    return sum(CARDS[k].vp for k in st.seats[seat].oni_missions if k in CARDS)


oni.BEGUN.append(_begun)
COMBAT_END.append(_combat_end)
ENTRY_EFFECTS.append(_entered)
scoring.TURN_END.append(_turn_end)
scoring.OTHER_VP.append(scoring.OtherVp("ts.ui.over.m7", in_play, vp))
modules.register(modules.Module(
    KEY, "TS-M7", reconstructed=lambda: any(c.is_reconstructed for c in CARDS.values())))

__all__ = ["ACTING", "BY_KIND", "CARDS", "KEY", "OniMission", "acting", "borders_start", "free",
           "holder", "in_play", "take", "vp"]
