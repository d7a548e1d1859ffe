"""Module 6, Cartes Pouvoir Oni — Oni power cards (TS-M6).

The 6 cards (`data/m6_oni_powers.json`: FOUND in the seed's clarifications, the +10 of Full
Power RECONSTRUCTED) are shuffled face down beside the Oni reserve at setup (TS-M6.1,
`State.oni_deck`, its order hidden, TS-40.6). As each round begins, before the draft, the top
card is turned face up (`State.oni_turned`, public, TS-40.2) and applies to everyone for the
whole round; at the round's end it goes under the deck, which is done as the next round
begins, just before the next card is turned (nothing happens in between; TS-M6.2). A card
replaces exactly the Oni rule it names (TS-M6.3), each through one small engine hook:

- Agility: a small Oni moves 1 zone more in Oni moves, the conquest's (TS-8.12) and the
  fallback's (TS-8.16) — `oni.UNIT_STEPS`; the mountain stop and the pass-through check apply
  to the zone it goes on from (S: «Les autres règles de déplacement habituelles s'appliquent»);
- Full Power: +10 (R) whenever the Oni deal damage — their Counter-attack and any Oni attack
  effect (`combat_base.DAMAGE_BONUSES`, `EVERY_ATTACK`);
- Impenetrable Defence: the Oni's riposte chooser may choose a second riposte, after the
  first has resolved (`ripostes.MORE_RIPOSTES`), optional, «effectuée avec les Oni ou
  appliquée à l'attaquant»: carried out with the Oni (any riposte the Oni may choose), or
  applied to the attacker — DECISION: Retreat applied to the attacker moves the attacker's
  surviving combatants to an adjacent zone the chooser picks (`retreat_attacker`,
  `ripostes.MORE_OPTIONS`); a Counter-attack already hits the attacker (TS-7.21), and Oni
  Reinforcement has no reading against the attacker;
- Renewed Strength: the Oni's conquest values doubled, attacking and defending
  (`combat_base.CONQUEST_VALUES`);
- Gathering: a seat placing Oni places 1 more, once per seat and round (S: «un Oni
  supplémentaire par joueur, PAS par action»; flag `GATHERED` on the seat): in an Oni
  placement action (code OP), E15 Call of the Moon or the Oni Reinforcement riposte, whichever
  comes first (TS-M6.4 « every player who places Oni »; `oni_placement.more_oni`);
- Oni Revenge: every Oni conquest attacks player units instead (`oni.TARGET_RULES`: the Oni's
  targets are the zones holding player units, any seat's, the active player's own included,
  start zones included — no conquest is attempted, so TS-8.14 has nothing to guard), with the
  card `O1R` (`oni.CARD_RULES`): an attack effect dealing the Oni's attack values, split by the
  active player among the defenders, who assign it and choose their ripostes from the Conquête
  Oni card's; no marker. With no attack possible, the fallback moves (TS-8.16) must each bring
  an Oni nearer the nearest player units (`oni.MOVE_RULES`, which every Oni move of the
  round obeys — E14 Oni Unrest's too, DECISION: the Oni's whole behaviour this round is to
  go for the player units). In the conquest too each move must bring the Oni nearer player
  units; the Oni step one zone (TS-8.12), so "the nearest units" are those they can reach:
  DECISION, any zone they reach holding player units may be chosen.

The legendary Oni are Oni for every card (TS-M8.5: a Shadow is a small Oni for Agility, their
conquest is doubled, Full Power adds to their damage); under Oni Revenge the Revenge card
comes before the Terror's (TS-M8.14: the Oni conquer nothing that round), and the Horror's
extra attack and the Witness's hunt aim at player units as they already do. M7's conquest
missions cannot be fulfilled under Oni Revenge (no conquest). The module applies at two
players as well (TS-13.8 drops only M1, M7 and M5's VP).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, replace
from typing import Any

from game.core.rng import Rng
from game.core.rules import Event
from game.tsukuyumi import cards, data, modules, ripostes
from game.tsukuyumi import round as rounds
from game.tsukuyumi.actions import Action, add_kinds
from game.tsukuyumi.board import neighbour_zones
from game.tsukuyumi.combat_base import (
    CONQUEST_VALUES,
    DAMAGE_BONUSES,
    EVERY_ATTACK,
    DamageBonus,
    add_bonus,
    card_of,
)
from game.tsukuyumi.damage import who
from game.tsukuyumi.datafile import Reader, Sourced, load, records
from game.tsukuyumi.oni import CARD_RULES, MOVE_RULES, TARGET_RULES, UNIT_STEPS
from game.tsukuyumi.oni_placement import MORE_ONI
from game.tsukuyumi.state import ONI, Coord, State, Unit, with_seat

KEY = "m6"
DATA_FILE = "m6_oni_powers.json"
KINDS = ("agility", "full_power", "impenetrable", "renewed_strength", "gathering", "revenge")
"""The effects of `m6_oni_powers.json` (its header says what each means)."""
GATHERED = "m6_gathered"
"""The `Seat.flags` entry of a seat that has placed its Gathering Oni this round."""
RETREAT_ATTACKER = "retreat_attacker"
"""The action of Impenetrable Defence's second riposte applied to the attacker."""
PSEUDO_FACTION = "oni_power"
"""The faction of the Revenge card: not "oni", whose one card stays Conquête Oni (TS-32.1)."""
BONUS = "m6_full_power"
"""Full Power's key among the damage sources."""


@dataclass(frozen=True)
class OniPower(Sourced):
    """An Oni power card (TS-M6.4)."""

    key: str
    name_fr: str
    name_en: str
    kind: str
    value: int
    source: str = "S"
    reconstructed: tuple[str, ...] = ()


def _load() -> tuple[dict[str, OniPower], cards.CombatCard]:
    raw = load(DATA_FILE)
    out: dict[str, OniPower] = {}
    for r in records(raw, "cards", DATA_FILE):
        card = OniPower(r.text("key"), r.text("name_fr"), r.text("name_en"),
                        r.text("kind", KINDS), r.integer("value"), *r.source())
        if card.key in out:
            raise r.fail(f"{card.key!r} twice")
        out[card.key] = card
    if sorted(c.kind for c in out.values()) != sorted(KINDS):
        raise ValueError(f"{DATA_FILE}: one card per effect")
    r = Reader(raw.get("revenge_card"), f"{DATA_FILE} revenge_card")
    base = cards.COMBAT_CARDS[r.text("ripostes_of", tuple(cards.COMBAT_CARDS))]
    revenge = cards.CombatCard(r.text("id"), PSEUDO_FACTION, r.text("type", cards.CARD_TYPES),
                               r.text("usable", cards.USABLE),
                               r.texts("attack", tuple(cards.ATTACK_STEPS)),
                               r.texts("bonuses", cards.DAMAGE_BONUSES), base.ripostes,
                               *r.source())
    return out, revenge


CARDS, REVENGE_CARD = _load()
"""The 6 Oni power cards by key, in the data file's order; the card of the Oni's attacks
under Oni Revenge (its ripostes are the Conquête Oni card's)."""
cards.COMBAT_CARDS[REVENGE_CARD.card_id] = REVENGE_CARD


def in_play(st: Any) -> bool:
    """Is the module on (at every seat count, TS-13.8)?"""
    return modules.is_on(st, KEY)


def current(st: Any) -> OniPower | None:
    """The card in play this round (TS-M6.2), None before the first is turned, after the
    game or with the module off."""
    if not in_play(st) or not st.oni_turned or st.phase == "over":
        return None
    return CARDS.get(st.oni_turned[-1])


def power(st: Any, kind: str) -> int:
    """The value of the card in play when its effect is `kind`, else 0."""
    card = current(st)
    return card.value if card is not None and card.kind == kind else 0


def revenge(st: Any) -> bool:
    """Is Oni Revenge in play?"""
    card = current(st)
    return card is not None and card.kind == "revenge"


# --- setup and the round (TS-M6.1, TS-M6.2) ---------------------------------------------------

def _setup(st: State, events: list[Event]) -> State:
    """TS-M6.1: the cards shuffled face down beside the Oni reserve."""
    deck, rng = st.rng.shuffle(list(CARDS))
    events.append(Event("ts.m6.shuffled", {"count": len(deck)}))
    return replace(st, rng=rng, oni_deck=tuple(deck), oni_turned=())


def turn_card(st: State, events: list[Event]) -> State:
    """TS-M6.2: the card of the last round goes under the deck, the top card is turned."""
    if not in_play(st):
        return st
    if not st.oni_deck and not st.oni_turned:  # the two-player build skips `after_factions`
        st = _setup(st, events)
    deck = st.oni_deck
    if st.oni_turned and st.oni_turned[-1] not in deck:
        deck += (st.oni_turned[-1],)
        events.append(Event("ts.m6.under", {"power": st.oni_turned[-1]}))
    top, deck = deck[0], deck[1:]
    events.append(Event("ts.m6.turned", {"power": top, "round": st.round}))
    return replace(st, oni_deck=deck, oni_turned=st.oni_turned + (top,))


def _sample(v: Any, st: State, rng: Rng) -> tuple[State, Rng]:
    """TS-42.11: the unseen cards in a random order on top, the cards turned before this
    round's under them in the order they went under (everyone saw that)."""
    turned = tuple(v.oni_turned)
    under = tuple(k for k in turned[:-1] if k != turned[-1]) if turned else ()
    under = tuple(dict.fromkeys(reversed(under)))[::-1]  # the last time each went under
    unseen, rng = rng.shuffle([k for k in CARDS if k not in turned])
    if not turned:
        return replace(st, oni_deck=tuple(unseen)), rng
    return replace(st, oni_deck=tuple(unseen) + under), rng


# --- the cards' effects (TS-M6.4) ----------------------------------------------------------------

def _agility(st: State, u: Unit) -> int:
    """Agility: a small Oni moves one zone more in Oni moves."""
    if u.owner != ONI or data.UNIT_BY_KEY[u.kind].size != "small":
        return 0
    return power(st, "agility")


def _full_power_possible(st: State, dealer: int, purpose: str) -> bool:
    return dealer == ONI and power(st, "full_power") > 0


def _full_power(st: State, dealer: int, purpose: str, events: list[Event]) -> State:
    amount = power(st, "full_power")
    events.append(Event("ts.m6.full_power", {"amount": amount}))
    return add_bonus(st, amount)


def _impenetrable(st: State, owner: int) -> int:
    """Impenetrable Defence: the Oni's chooser may choose one riposte more."""
    return power(st, "impenetrable") if owner == ONI else 0


def _second(st: State, owner: int) -> bool:
    """Is this the Oni's second riposte under Impenetrable Defence?"""
    c = st.combat
    return (owner == ONI and c is not None and power(st, "impenetrable") > 0
            and c.riposted.count(ONI) > 1)


def _attacker_retreats(st: State, owner: int) -> list[Action]:
    """Impenetrable Defence: the second riposte applied to the attacker — Retreat, when the
    card offers it, moves the attacker's surviving combatants to an adjacent zone chosen by
    the Oni's chooser (TS-7.24)."""
    if not _second(st, owner):
        return []
    c = st.combat
    assert c is not None
    if c.attacker < 0 or "retreat" not in card_of(c).ripostes:
        return []
    return [Action(RETREAT_ATTACKER, at) for at in ripostes.retreat_zones(st, c.attacker)]


def _retreat_attacker(st: State, owner: int, action: Action, events: list[Event]) -> State:
    c = st.combat
    assert c is not None
    events.append(Event("ts.m6.attacker_retreat", who(st, c.attacker)))
    return ripostes.retreat(st, c.attacker, (action.args[0], action.args[1]), events)


def _renewed(st: State, u: Unit, value: int) -> int:
    """Renewed Strength: the Oni's conquest values doubled, attacking and defending."""
    factor = power(st, "renewed_strength")
    return value * factor if factor and u.owner == ONI else value


def _gathering(st: State, seat: int, events: list[Event]) -> tuple[State, int]:
    """Gathering: one Oni more the first time in the round the seat places Oni."""
    more = power(st, "gathering")
    if not more or not 0 <= seat < st.n or GATHERED in st.seats[seat].flags:
        return st, 0
    me = st.seats[seat]
    events.append(Event("ts.m6.gathering", {"seat": seat, "count": more}))
    return with_seat(st, seat, replace(me, flags=me.flags + (GATHERED,))), more


def _revenge_target(st: State, at: Coord) -> bool | None:
    """Oni Revenge: the Oni attack zones holding player units (no conquest, so TS-8.14's
    limits do not apply)."""
    if not revenge(st):
        return None
    return any(u.owner >= 0 and u.at == at for u in st.units)


def _revenge_card(st: State) -> str | None:
    return REVENGE_CARD.card_id if revenge(st) else None


def distances(st: State) -> dict[Coord, int]:
    """Zones' distance in steps to the nearest zone holding player units (barriers ignored:
    "as close as possible" is about the map, not about this move)."""
    start = {u.at for u in st.units if u.owner >= 0}
    dist = {at: 0 for at in start}
    todo = deque(sorted(start))
    while todo:
        at = todo.popleft()
        for nb in neighbour_zones(st.board, at):
            if nb not in dist:
                dist[nb] = dist[at] + 1
                todo.append(nb)
    return dist


def _approach(st: State, u: Unit, to: Coord) -> bool:
    """Oni Revenge: each Oni move brings it nearer the player units, in the conquest as in the
    fallback moves with no attack possible."""
    if not revenge(st):
        return True
    dist = distances(st)
    return to in dist and dist[to] < dist.get(u.at, len(dist) + 1)


UNIT_STEPS.append(_agility)
DAMAGE_BONUSES[BONUS] = DamageBonus(_full_power_possible, _full_power)
EVERY_ATTACK.append(BONUS)
ripostes.MORE_RIPOSTES.append(_impenetrable)
ripostes.MORE_OPTIONS.append(((RETREAT_ATTACKER,), _attacker_retreats, _retreat_attacker))
add_kinds({RETREAT_ATTACKER: 2}, '''
    retreat_attacker <q> <r>    M6 Impenetrable Defence: the Oni's second riposte applied to
                                the attacker, whose survivors retreat to (q, r) (TS-M6.4)
''')
CONQUEST_VALUES.append(_renewed)
MORE_ONI.append(_gathering)
TARGET_RULES.append(_revenge_target)
CARD_RULES.insert(0, _revenge_card)  # before the Terror's card: the Oni conquer nothing
MOVE_RULES.append(_approach)
rounds.ROUND_START.append(turn_card)
modules.register(modules.Module(
    KEY, "TS-M6", reconstructed=lambda: any(c.is_reconstructed for c in CARDS.values()),
    after_factions=_setup, sample=_sample))

__all__ = ["BONUS", "CARDS", "GATHERED", "KEY", "KINDS", "RETREAT_ATTACKER", "REVENGE_CARD",
           "OniPower", "current", "distances", "in_play", "power", "revenge", "turn_card"]
