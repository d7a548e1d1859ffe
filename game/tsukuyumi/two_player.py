"""The two-player mode's scoring: each faction's two Victory cards (TS-13.1, TS-13.2, TS-13.10).

With two seats (`active`), VP come only from the Victory cards of the seats' factions
(RECONSTRUCTED, `data/two_player.json`): missions and goals are not used (`goals.missions_active`),
the Moon centre, the zones, Fertile ground and the Initiative board give nothing, and neither
does any module's VP source (TS-13.2, TS-13.8). So the usual count is replaced whole through
`scoring.VP_MODES`: a seat's marked VP are what its Victory cards have marked (`Seat.victory`),
its end-of-game VP what its end-of-game cards count on the board now. `Seat.vp` is not read, so
a VP source that does not know the mode cannot leak into the score.

The cards are read by their `kind`, `count`, `per_round`, `double` and `plus` (see the data
file's header), so printed cards can replace them without code changes (TS-42.14):

- `zones` (end of game): `vp` per controlled zone, twice for a zone of a `double` kind, plus
  `vp` per such zone holding an Egg or a Fortress (`plus`); devastated zones give nothing
  (TS-9.15);
- `combat_kills` (immediate): a combat action of the owner whose combat destroys at least
  `count` enemy units (the Oni count), counted when the destroyed units leave (TS-7.31);
- `kills` (immediate): every `count` enemy units destroyed by the owner. DECISION (the card
  says "destroyed by the Nuée Noire", as TS-M1.6 reads it: its attacks, its ripostes, an event
  it played): the other owners' units destroyed in a combat it declared; the attacker's units
  destroyed in a combat it defends (only ripostes destroy an attacker's units; with the Oni
  defending too, their Counter-attack counts for it as well); outside a combat, enemy units
  destroyed during its own phase turn (its events);
- `retake` (immediate): every zone conquered this round that held the opponent's or an Oni
  marker (`Seat.retaken`: each conquest, the same zone retaken twice counting twice, within
  the card's 2 a round);
- `more_zones` (end of each round, TS-11.1 (1)): more controlled zones than the opponent.

`Seat.victory` holds (key, n) counters: the VP each card has marked, `<card>@<round>` the VP it
marked in a round (for `per_round` and `retake`), and `<card>.kills` the kills counted so far.
Everything there is public (TS-40.2: the Victory cards follow from the faction).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core.rules import Event
from game.tsukuyumi import damage, scoring
from game.tsukuyumi.datafile import FACTION_KEYS, Sourced, load, records, unique
from game.tsukuyumi.state import State, Unit, marks_at, with_seat
from game.tsukuyumi.two_player_setup import PLAYERS, is_two_player
from game.tsukuyumi.zones import controlled, has, zone

KINDS = ("zones", "combat_kills", "kills", "retake", "more_zones")
WHEN = ("end_of_game", "immediate", "end_of_round")
DOUBLE_KINDS = ("ocean", "fertile", "mountain", "moon", "radioactive", "unstable", "tsukuyumi")
PLUS = ("", "egg", "fortress")
OFF_MODULES = ("m1", "m7")
"""Modules with no use at two players, switched off (TS-13.8, TS-M1.4, TS-M7.5); the VP of M5
and Terres de valeur (M2) give nothing because `Seat.vp` is not read."""


@dataclass(frozen=True)
class VictoryCard(Sourced):
    """A Victory card (TS-13.10)."""

    key: str
    faction: str
    kind: str
    when: str
    vp: int
    count: int
    per_round: int
    double: tuple[str, ...]
    plus: str
    source: str = "R"
    reconstructed: tuple[str, ...] = ()


def _load() -> tuple[VictoryCard, ...]:
    name = "two_player.json"
    out = []
    for r in records(load(name), "victory_cards", name):
        card = VictoryCard(r.text("key"), r.text("faction", FACTION_KEYS), r.text("kind", KINDS),
                           r.text("when", WHEN), r.integer("vp", 1), r.integer("count"),
                           r.integer("per_round"), r.texts("double", DOUBLE_KINDS),
                           str(r.record.get("plus", "")), *r.source())
        if card.plus not in PLUS:
            raise r.fail(f"`plus` is {card.plus!r}, expected one of {', '.join(PLUS)}")
        if card.kind in ("combat_kills", "kills") and card.count < 1:
            raise r.fail(f"a {card.kind} card needs a `count` of at least 1")
        out.append(card)
    unique([c.key for c in out], f"{name} victory card keys")
    for faction in FACTION_KEYS:  # S: «Chaque faction possède 2 cartes Victoire»
        if sum(1 for c in out if c.faction == faction) != 2:
            raise ValueError(f"{name}: {faction} must have exactly two Victory cards")
    return tuple(out)


VICTORY_CARDS: tuple[VictoryCard, ...] = _load()
VICTORY_BY_KEY = {c.key: c for c in VICTORY_CARDS}


active = is_two_player
"""Is this a two-player game (TS-13)?"""


def cards_of(faction: str) -> tuple[VictoryCard, ...]:
    """A faction's two Victory cards, in file order (TS-13.3)."""
    return tuple(c for c in VICTORY_CARDS if c.faction == faction)


def seat_cards(st: State, seat: int) -> tuple[VictoryCard, ...]:
    """The Victory cards a seat took with its faction (none before the choice)."""
    faction = st.seats[seat].faction
    return cards_of(faction) if faction else ()


def counter(st: State, seat: int, key: str) -> int:
    """One of the seat's Victory counters (0 when unset)."""
    return dict(st.seats[seat].victory).get(key, 0)


def _with_counters(st: State, seat: int, **changes: int) -> State:
    me = st.seats[seat]
    counts = dict(me.victory)
    counts.update(changes)
    return with_seat(st, seat, replace(me, victory=tuple(sorted(counts.items()))))


def opponent(st: State, seat: int) -> int:
    """The other seat."""
    return 1 - seat


# --- what the cards count --------------------------------------------------------------------

def zone_points(st: State, seat: int, card: VictoryCard) -> int:
    """A `zones` card: what the seat's controlled zones give it now."""
    total = 0
    for at in controlled(st, seat):
        z = zone(st, at)
        if z is None or z.kind == "start" or z.devastated:
            continue
        doubled = any(z.zone_type == k or has(st, at, k) for k in card.double)
        total += card.vp * (2 if doubled else 1)
        m = marks_at(st, at)
        if card.plus == "egg" and m.eggs > 0 or card.plus == "fortress" and m.fortress > 0:
            total += card.vp
    return total


def card_points(st: State, seat: int, card: VictoryCard) -> int:
    """The VP a card gives the seat as things stand: marked, or counted on the board."""
    if card.when == "end_of_game":
        return zone_points(st, seat, card)
    return counter(st, seat, card.key)


def marked(st: State, seat: int) -> int:
    """VP the seat's Victory cards have marked (TS-10.1)."""
    return sum(counter(st, seat, c.key) for c in seat_cards(st, seat) if c.when != "end_of_game")


def end_points(st: State, seat: int) -> int:
    """End-of-game VP of the seat's Victory cards as the board lies (TS-10.1)."""
    return sum(zone_points(st, seat, c) for c in seat_cards(st, seat) if c.when == "end_of_game")


scoring.VP_MODES.append(scoring.VpMode(active, marked, end_points))


# --- marking VP ------------------------------------------------------------------------------

def award(st: State, seat: int, card: VictoryCard, vp: int, events: list[Event]) -> State:
    """Mark `vp` on a card, within its per-round limit; announced with an event."""
    key = f"{card.key}@{st.round}"
    if card.per_round:
        vp = min(vp, card.per_round - counter(st, seat, key))
    if vp <= 0:
        return st
    st = _with_counters(st, seat, **{card.key: counter(st, seat, card.key) + vp,
                                     key: counter(st, seat, key) + vp})
    events.append(Event("ts.victory_scored", {"seat": seat, "victory": card.key, "vp": vp}))
    return st


def _kills_for(st: State, seat: int, leaving: tuple[Unit, ...]) -> int:
    """Enemy units among `leaving` destroyed by the seat (see the module docstring)."""
    from game.tsukuyumi.damage import current_dealer

    dealer = current_dealer()  # Mines, an event: their seat, whoever's turn is open
    if dealer is not None:
        return sum(1 for u in leaving if u.owner != seat) if dealer == seat else 0
    c = st.combat
    if c is not None:
        if c.attacker == seat:
            return sum(1 for u in leaving if u.owner != seat)
        if seat in c.defenders:
            return sum(1 for u in leaving if u.owner == c.attacker)
        return 0
    if st.turn is not None and st.turn.seat == seat:
        return sum(1 for u in leaving if u.owner != seat)
    return 0


def _on_destroyed(st: State, leaving: tuple[Unit, ...], events: list[Event]) -> State:
    """TS-7.31 "when destroyed": the `combat_kills` and `kills` cards."""
    if not active(st):
        return st
    for seat in range(st.n):
        for card in seat_cards(st, seat):
            if card.kind == "kills":
                kills = _kills_for(st, seat, leaving)
                if kills:
                    key = f"{card.key}.kills"
                    before = counter(st, seat, key)
                    st = _with_counters(st, seat, **{key: before + kills})
                    gained = (before + kills) // card.count - before // card.count
                    st = award(st, seat, card, gained * card.vp, events)
            elif card.kind == "combat_kills" and st.combat is not None \
                    and st.combat.attacker == seat:
                st = _combat_kills(st, seat, card, leaving, events)
    return st


def _combat_kills(st: State, seat: int, card: VictoryCard, leaving: tuple[Unit, ...],
                  events: list[Event]) -> State:
    """One mark per combat action reaching `count` enemy units destroyed (they may leave in
    more than one batch: the combat keeps the count in its tallies)."""
    from game.tsukuyumi.combat_base import tally, with_tally

    enemies = sum(1 for u in leaving if u.owner != seat)
    if not enemies:
        return st
    key = f"victory.{card.key}"
    before = tally(st, key)
    st = with_tally(st, key, before + enemies)
    if before < card.count <= before + enemies:
        st = award(st, seat, card, card.vp, events)
    return st


def _check_retake(st: State, events: list[Event]) -> State:
    """TS-10.5: after every step (and before the round's end clears `Seat.retaken`), the
    `retake` cards: the round's retaken zones not marked yet."""
    if not active(st):
        return st
    for seat in range(st.n):
        for card in seat_cards(st, seat):
            if card.kind == "retake":
                taken = len(st.seats[seat].retaken) * card.vp  # each conquest (TS-13.10)
                st = award(st, seat, card, taken - counter(st, seat, f"{card.key}@{st.round}"),
                           events)
    return st


def _end_of_round(st: State, events: list[Event]) -> State:
    """TS-11.1 (1): the `more_zones` cards, and the last `retake` marks of the round."""
    if not active(st):
        return st
    st = _check_retake(st, events)
    for seat in range(st.n):
        for card in seat_cards(st, seat):
            if card.kind == "more_zones" and len(controlled(st, seat)) > len(
                    controlled(st, opponent(st, seat))):
                st = award(st, seat, card, card.vp, events)
    return st


damage.ON_DESTROYED.append(_on_destroyed)
scoring.CHECKS.append(_check_retake)
scoring.RED_CHECKS.append(_end_of_round)

__all__ = ["OFF_MODULES", "PLAYERS", "VICTORY_BY_KEY", "VICTORY_CARDS", "VictoryCard", "active",
           "award", "card_points", "cards_of", "end_points", "marked", "seat_cards",
           "zone_points"]
