"""Tsukuyumi cards, loaded once from `game/tsukuyumi/data/`: combat, action and event cards.

- Combat cards (`combat_cards.json`, TS-7, TS-20.12, TS-21.13, TS-22.12, TS-23.14, TS-32.1):
  type, when usable (TS-7.32), the attack effect as ordered steps, the faction damage sources
  allowed, the ripostes printed on the card.
- Action cards (`action_cards.json`, TS-30): the 37 fronts in the notation of TS-30.1 ("F, E1"),
  parsed here into per-phase tuples of (code, quantity), and the white-phase list of every back
  (TS-4.10, TS-30.2); the special 2-player deck P01 … P16 (`two_player.json`, TS-13.9), numbered
  from 101 in the state (`action_id`, `action_card`, `deck_numbers`).
- Event cards (`events.json`, TS-31): key, effect, target and duration.

All faction cards, the action fronts and nearly all events are RECONSTRUCTED (tag R); printed
cards can replace the files without code changes (TS-42.14). `data.py` re-exports the tables.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from game.tsukuyumi.datafile import (
    FACTION_KEYS,
    ONI,
    Reader,
    Sourced,
    check_keyed,
    load,
    records,
    unique,
)

# --- combat cards ------------------------------------------------------------------------------

CARD_TYPES = ("conquest", "annihilation", "special", "specific")  # TS-7.3
USABLE = ("always", "enemies", "no_enemies")  # TS-7.32
RIPOSTES = ("counter", "retreat", "defensive", "protection", "ammo_loss", "oni_reinforcement")
DAMAGE_BONUSES = ("weapons", "targeting_array")  # TS-7.11: Weapons (TS-22.8), uplink U8
# Attack steps (combat_cards.json header): name -> argument kind.
ATTACK_STEPS = {
    "conquest": "", "annihilation": "", "swarm_conquest": "int", "offensive_uplink": "",
    "eggs_per_loss": "", "move_after": "int", "weapon_volley": "", "push_weaker": "",
    "free_upgrades": "int",
}
CONQUEST_STEPS = ("conquest", "swarm_conquest")
DAMAGE_STEPS = ("annihilation", "weapon_volley")


@dataclass(frozen=True)
class CombatCard(Sourced):
    """A combat card: reusable, its faction's only (TS-7.2); specific = once per round."""

    card_id: str  # C1 … C3, D1 … D4, N1 … N4, B1 … B4, O1 (the Oni's Conquête Oni)
    faction: str  # a faction key or "oni"
    card_type: str  # one of CARD_TYPES
    usable: str  # one of USABLE
    attack: tuple[str, ...]  # ordered steps, `name` or `name:argument`
    bonuses: tuple[str, ...]  # faction damage sources allowed (DAMAGE_BONUSES)
    ripostes: tuple[str, ...]  # in printed order
    source: str = "R"
    reconstructed: tuple[str, ...] = ()

    @property
    def once_per_round(self) -> bool:
        """A Spécifique card may be played once per round (TS-7.3)."""
        return self.card_type == "specific"

    @property
    def steps(self) -> tuple[str, ...]:
        """The attack steps' names, without arguments."""
        return tuple(step.partition(":")[0] for step in self.attack)

    @property
    def conquers(self) -> bool:
        """Does the attack include a conquest attempt (TS-7.5)?"""
        return any(step in CONQUEST_STEPS for step in self.steps)

    @property
    def damages(self) -> bool:
        """Does the attack deal damage (TS-7.11)?"""
        return any(step in DAMAGE_STEPS for step in self.steps)


def _combat_cards() -> tuple[dict[str, CombatCard], dict[str, int]]:
    name = "combat_cards.json"
    raw = load(name)
    out: dict[str, CombatCard] = {}
    for r in records(raw, "cards", name):
        attack = r.texts("attack")
        for step in attack:
            check_keyed(step, ATTACK_STEPS, r.where)
        card = CombatCard(r.text("id"), r.text("faction", FACTION_KEYS + (ONI,)),
                          r.text("type", CARD_TYPES), r.text("usable", USABLE), attack,
                          r.texts("bonuses", DAMAGE_BONUSES), r.texts("ripostes", RIPOSTES),
                          *r.source())
        if not attack or not card.ripostes:
            raise r.fail("a combat card has an attack and at least one riposte")
        if card.card_id in out:
            raise r.fail(f"{card.card_id!r} appears twice")
        out[card.card_id] = card
    values = Reader(raw.get("riposte_values"), f"{name} riposte_values")
    riposte_values = {"oni_reinforcement": values.integer("oni_reinforcement", 1),
                      "ammo_loss": values.integer("ammo_loss", 1)}
    values.source()
    for faction in FACTION_KEYS:
        specific = [c for c in out.values() if c.faction == faction and c.once_per_round]
        if len(specific) != 1:  # TS-7.3: one Spécifique card per faction
            raise ValueError(f"{name}: {faction} must have exactly one specific card")
    return out, riposte_values


COMBAT_CARDS, RIPOSTE_VALUES = _combat_cards()


def combat_cards_of(faction: str) -> tuple[CombatCard, ...]:
    """A faction's combat cards (the Oni's with "oni"), in file order."""
    return tuple(c for c in COMBAT_CARDS.values() if c.faction == faction)


# --- action cards (TS-3.6, TS-3.7, TS-4.10, TS-4.11, TS-30) ------------------------------------

PHASES = ("white", "blue", "green", "red")  # TS-4.1
# TS-4.11: which action codes a phase may hold (TS-30.1 notation).
PHASE_CODES = {
    "white": ("M", "C", "P", "E"),
    "blue": ("F", "I", "E"),
    "green": ("P", "OP", "OC"),
    "red": ("M", "C"),
}
UNNUMBERED = ("F", "OC")  # used at most once per card (TS-3.8)
NOTHING = "—"
_TOKEN = re.compile(r"^(OP|OC|F|I|E|P|M|C)\s*(\d*)$")

Action = tuple[str, int]  # (code, quantity), e.g. ("E", 1)


def parse_actions(text: str, phase: str, where: str = "notation") -> tuple[Action, ...]:
    """Parse one phase of a card in TS-30.1 notation: "F, E1" -> (("F", 1), ("E", 1)).

    "—" (or an empty text) is nothing in that phase. A code without a number has quantity 1
    (TS-3.7); F and OC take no number. Codes must belong to the phase (TS-4.11).
    """
    text = text.strip()
    if text in ("", NOTHING, "-"):
        return ()
    out: list[Action] = []
    for token in (t.strip() for t in text.split(",")):
        match = _TOKEN.match(token)
        if not match:
            raise ValueError(f"{where}: {token!r} is not an action of the TS-30.1 notation")
        code, digits = match.groups()
        if code in UNNUMBERED and digits:
            raise ValueError(f"{where}: {code} takes no number, got {token!r}")
        if code not in PHASE_CODES[phase]:
            raise ValueError(f"{where}: {code} cannot be in the {phase} phase (TS-4.11)")
        quantity = int(digits) if digits else 1
        if quantity < 1:
            raise ValueError(f"{where}: {token!r} has no quantity")
        if any(c == code for c, _ in out):
            raise ValueError(f"{where}: {code} appears twice in one phase")
        out.append((code, quantity))
    return tuple(out)


def notation(actions: tuple[Action, ...]) -> str:
    """The TS-30.1 text of one phase: (("F", 1), ("E", 1)) -> "F, E1"; () -> "—"."""
    if not actions:
        return NOTHING
    return ", ".join(code if code in UNNUMBERED else f"{code}{n}" for code, n in actions)


@dataclass(frozen=True)
class ActionCard(Sourced):
    """An action card's front (TS-3.6): the actions it grants in the blue, green, red phase."""

    card_id: str  # A01 … A37
    blue: tuple[Action, ...]
    green: tuple[Action, ...]
    red: tuple[Action, ...]
    source: str = "R"
    reconstructed: tuple[str, ...] = ()

    def phase(self, name: str) -> tuple[Action, ...]:
        """The actions of phase blue, green or red (the white phase is WHITE_PHASE)."""
        if name == "blue":
            return self.blue
        if name == "green":
            return self.green
        if name == "red":
            return self.red
        raise ValueError(f"an action card has no {name!r} phase on its front")

    def amount(self, phase: str, code: str) -> int:
        """The quantity of action `code` in `phase`, 0 when the card lacks it."""
        return next((n for c, n in self.phase(phase) if c == code), 0)


@dataclass(frozen=True)
class WhitePhase(Sourced):
    """The back of every action card (TS-4.10, TS-30.2): pick `pick` different actions."""

    actions: tuple[Action, ...]
    pick: int
    distinct: bool
    source: str = "R"
    reconstructed: tuple[str, ...] = ()


def _fronts(raw: dict[str, Any], key: str, name: str, letter: str) -> dict[str, ActionCard]:
    """The action-card fronts of list `key`, ids `<letter>01` …; each a unique combination
    within its deck (TS-30.3)."""
    out: dict[str, ActionCard] = {}
    for r in records(raw, key, name):
        card_id = r.text("id")
        if not re.fullmatch(rf"{letter}\d\d", card_id):
            raise r.fail(f"{card_id!r} is not an id {letter}01 … {letter}99")
        blue, green, red = (parse_actions(r.text(p), p, f"{r.where} {card_id} {p}")
                            for p in ("blue", "green", "red"))
        card = ActionCard(card_id, blue, green, red, *r.source())
        if card_id in out:
            raise r.fail(f"{card_id!r} appears twice")
        out[card_id] = card
    unique([repr((c.blue, c.green, c.red)) for c in out.values()], f"{name} card fronts")
    return out


def _action_cards() -> tuple[dict[str, ActionCard], WhitePhase]:
    name = "action_cards.json"
    raw = load(name)
    white = Reader(raw.get("white_phase"), f"{name} white_phase")
    white_phase = WhitePhase(parse_actions(white.text("actions"), "white", white.where),
                             white.integer("pick", 1), white.flag("distinct"), *white.source())
    return _fronts(raw, "cards", name, "A"), white_phase


ACTION_CARDS, WHITE_PHASE = _action_cards()
TWO_PLAYER_CARDS: dict[str, ActionCard] = _fronts(load("two_player.json"), "action_cards",
                                                  "two_player.json", "P")
"""The special 2-player deck P01 … P16 (TS-13.6, TS-13.9, RECONSTRUCTED)."""
TWO_PLAYER_BASE = 100
"""A 2-player card's number in the state: P01 is 101, apart from the base deck's 1 … 37."""


def action_id(number: int) -> str:
    """The printed id of action card number n: 7 → "A07", 101 → "P01"."""
    if number > TWO_PLAYER_BASE:
        return f"P{number - TWO_PLAYER_BASE:02d}"
    return f"A{number:02d}"


def action_card(number: int) -> ActionCard:
    """Action card number n of either deck (KeyError when there is none)."""
    card_id = action_id(number)
    return (TWO_PLAYER_CARDS if card_id[0] == "P" else ACTION_CARDS)[card_id]


def deck_numbers(n_seats: int) -> tuple[int, ...]:
    """The numbers of the action deck a game uses: the 16 special cards at 2 players
    (TS-13.6), else the 37 of the base deck (TS-2.9)."""
    if n_seats == 2:
        return tuple(sorted(TWO_PLAYER_BASE + int(k[1:]) for k in TWO_PLAYER_CARDS))
    return tuple(sorted(int(k[1:]) for k in ACTION_CARDS))


# --- event cards (TS-31) -----------------------------------------------------------------------

EVENT_EFFECTS = {
    "damage": "int", "rotate_tiles": "int", "place_barriers": "int", "open_passages": "int",
    "move_units": "int", "combat": "int", "add_characteristic": "key",
    "cancel_characteristic": "key", "production": "int", "redeploy": "int",
    "oni_unrest": "int", "oni_placement": "int", "defence_bonus": "int",
    "remove_markers": "int", "scout": "int", "move_bonus": "int", "initiative_up": "int",
}
EVENT_TARGETS = ("none", "target_zone", "near_target", "any_zone")  # TS-5.11
EVENT_DURATIONS = ("instant", "round")  # TS-31.3
CHARACTERISTICS = ("radioactive", "unstable", "tsukuyumi")  # TS-9.4


@dataclass(frozen=True)
class EventCard(Sourced):
    """An event card (TS-31.2): its effect key, where it acts and how long it lasts."""

    card_id: str  # E01 … E20
    key: str
    effect: str  # `name:argument` (events.json header)
    target: str  # one of EVENT_TARGETS
    duration: str  # instant | round
    source: str = "R"
    reconstructed: tuple[str, ...] = ()

    @property
    def effect_name(self) -> str:
        """The effect's name without its argument."""
        return self.effect.partition(":")[0]

    @property
    def effect_arg(self) -> str:
        """The effect's argument ('' when none)."""
        return self.effect.partition(":")[2]


def _events() -> dict[str, EventCard]:
    name = "events.json"
    out: dict[str, EventCard] = {}
    for r in records(load(name), "cards", name):
        card = EventCard(r.text("id"), r.text("key"),
                         check_keyed(r.text("effect"), EVENT_EFFECTS, r.where),
                         r.text("target", EVENT_TARGETS), r.text("duration", EVENT_DURATIONS),
                         *r.source())
        if EVENT_EFFECTS[card.effect_name] == "key" and card.effect_arg not in CHARACTERISTICS:
            raise r.fail(f"{card.effect!r} names no characteristic")
        if card.card_id in out:
            raise r.fail(f"{card.card_id!r} appears twice")
        out[card.card_id] = card
    unique([c.key for c in out.values()], f"{name} keys")
    return out


EVENTS = _events()
EVENT_BY_KEY: dict[str, EventCard] = {e.key: e for e in EVENTS.values()}
