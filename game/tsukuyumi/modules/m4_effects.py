"""Module 4: what each faction event does (TS-M4.4, TS-M4.5), its prompt and its actions.

`plays(st, seat, card)` lists the parameters of `fplay <card> …` allowed now ([] when the card
would do nothing, or when its effect is not built: it stays in hand); `apply` resolves it.
Target rules (TS-M4.4): the cards name their own zones ("any zones", "a zone you control"),
never start zones (TS-5.11). "This round" effects are seat flags `m4_<key>` that the engine's
hooks read (`movement.ALLOWANCE_HOOKS` …) and the round's end clears (TS-11.1 (4)); such a card
stays face up until the round ends (TS-M4.4 DECISION): the table shows the flags. A card that
places several things takes the first in the `fplay` action and the others through the prompt
`m4_place`, data (card, number left), answered with (notation, TS-42.2):

    fzone <q> <r>               the next Egg, Mine or Squeaker on that zone
    fzone_done                  place no more

DECISIONs: Ancient Seed's Eggs may share a zone; Covert Operation's Mines follow the per-zone
limit (3); Defensive Perimeter shuts a zone to every unit, the Oni and the Nomads included
(S: «personne»), until the round's end (`ZoneMarks.no_entry = EVERYONE`); Combat Analysis'
two actions join the open turn at value 1 (Production twice = two actions of 1 PP, S); Dig for
the Mother raises each Boarrior's quota to 3 this round and opens the terraforming at once;
Digital Copy resolves, for its player, a common event played this round (`State.round_events`)
with parameters chosen for that player.
The cards that act later in the round (Solar Laser, Drone Update, Hive Pioneers, The Hive Is
Full, All Guns Blazing!, Reload!, Feast for the Queen) and Royal Journey are in `m4_round.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import data, modules
from game.tsukuyumi.actions import WHITE_ACTIONS, Action, add_kinds
from game.tsukuyumi.engine import PromptHandler, pop, push, register_prompt
from game.tsukuyumi.event_deck import event_card
from game.tsukuyumi.event_effects import EFFECTS as COMMON
from game.tsukuyumi.events import play_params
from game.tsukuyumi.factions import boarlords
from game.tsukuyumi.factions.darkseed import eggs_left, lay_eggs
from game.tsukuyumi.factions.nomads import MINE, mines_in_play
from game.tsukuyumi.modules.m4_faction_events import BY_KEY, KEY, FactionEvent
from game.tsukuyumi.movement import ALLOWANCE_HOOKS, FREE_TUNNEL_HOOKS, IGNORE_HOOKS
from game.tsukuyumi.production_items import place_unit, placement_zones
from game.tsukuyumi.production_items import supply_left as unit_supply
from game.tsukuyumi.scoring import RED_CHECKS
from game.tsukuyumi.state import EVERYONE, Coord, Prompt, State, Unit, marks_at, with_marks
from game.tsukuyumi.zones import zone

PLACE = "m4_place"
ZONE, DONE = "fzone", "fzone_done"
Params = tuple[int, ...]
BUILT_FLAGS = ("dig_for_the_mother", "from_the_depths", "in_the_trenches", "for_the_mother",
               "offroad_training", "solar_laser", "drone_update", "hive_pioneers",
               "hive_is_full", "all_guns_blazing", "reload", "feast_for_the_queen")
"""The "this round" cards whose engine hooks exist (here and in `m4_round.py`)."""
SQUEAKER = "squeaker"


def flag(card: FactionEvent) -> str:
    """The seat flag of a "this round" card."""
    return f"m4_{card.key}"


def has_flag(st: State, seat: int, key: str) -> bool:
    """Is faction event `key`'s "this round" effect on for `seat` (M4 on)?"""
    return 0 <= seat < st.n and f"m4_{key}" in st.seats[seat].flags


def _log(events: list[Event], kind: str, seat: int, **args: object) -> None:
    events.append(Event(f"ts.m4.{kind}", {"seat": seat, **args}))


def _event_zone(st: State, at: Coord) -> bool:
    z = zone(st, at)
    return z is not None and z.kind != "start"


# --- the zones a placing card may use ------------------------------------------------------------

def _egg_zones(st: State, seat: int) -> list[Coord]:
    """Ancient Seed: any zone but a start zone, while Eggs are left (S)."""
    return [z.pos for z in st.board.zones if z.kind != "start"] if eggs_left(st) else []


def _mine_zones(st: State, seat: int) -> list[Coord]:
    """Covert Operation: any zone but a start zone, control and units not needed (S)."""
    supply = data.SUPPLY_BY_KEY[MINE]
    if mines_in_play(st) >= supply.count:
        return []
    return [z.pos for z in st.board.zones if z.kind != "start"
            and (not supply.per_zone or marks_at(st, z.pos).mines < supply.per_zone)]


def _squeaker_zones(st: State, seat: int) -> list[Coord]:
    """Piglet Herd: the normal Squeaker placement (TS-5.15, TS-23.3)."""
    if unit_supply(st, seat, SQUEAKER) <= 0:
        return []
    return list(placement_zones(st, seat, SQUEAKER))


def _put(st: State, seat: int, card: FactionEvent, at: Coord, events: list[Event]) -> State:
    if card.effect == "eggs":
        return lay_eggs(st, seat, at, 1, events)
    if card.effect == "mines":  # placed, not entered: no unit there is hurt (S)
        m = marks_at(st, at)
        _log(events, "mine", seat, q=at[0], r=at[1])
        return with_marks(st, replace(m, mines=m.mines + 1))
    _log(events, "squeaker", seat, q=at[0], r=at[1])
    return place_unit(st, seat, SQUEAKER, at, events)


ZONES: dict[str, Callable[[State, int], list[Coord]]] = {
    "eggs": _egg_zones, "mines": _mine_zones, "squeakers": _squeaker_zones}


def piglets(st: State) -> int:
    """Piglet Herd's Squeakers: half the Fortresses in play, rounded up (S)."""
    return -(-sum(m.fortress for m in st.marks) // 2)


def _count(st: State, card: FactionEvent) -> int:
    return piglets(st) if card.effect == "squeakers" else card.value


def _place(st: State, seat: int, card: FactionEvent, left: int, at: Coord,
           events: list[Event]) -> State:
    st = _put(st, seat, card, at, events)
    p = Prompt(seat, PLACE, (card.number, left - 1))
    return push(st, p) if left - 1 > 0 and ZONES[card.effect](st, seat) else st


def _place_legal(st: State, p: Prompt) -> list[Action]:
    from game.tsukuyumi.modules.m4_faction_events import CARDS

    card = CARDS[int(p.data[0])]
    return [Action(ZONE, at) for at in ZONES[card.effect](st, p.seat)] + [Action(DONE)]


def _place_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    from game.tsukuyumi.modules.m4_faction_events import CARDS

    if action not in _place_legal(st, p):
        raise IllegalAction("That is not a zone this faction event may use.",
                            "ts.illegal.m4_zone")
    if action.kind == DONE:
        return pop(st)
    card = CARDS[int(p.data[0])]
    return _place(pop(st), p.seat, card, int(p.data[1]), (action.args[0], action.args[1]),
                  events)


# --- what a card may do now (TS-M4.5) -----------------------------------------------------------

def plays(st: State, seat: int, card: FactionEvent) -> list[Params]:
    """The parameters `fplay` takes for this card now."""
    kind = card.effect
    if kind in ZONES:
        return list(ZONES[kind](st, seat)) if _count(st, card) > 0 else []
    if kind == "initiative_up":
        return [()] if st.initiative.index(seat) > 0 else []
    if kind in ("flag", "feast"):
        return [()] if card.key in BUILT_FLAGS and flag(card) not in st.seats[seat].flags \
            else []
    if kind == "nest":
        from game.tsukuyumi.modules.m4_round import nest_spots

        return list(nest_spots(st, seat))
    if kind == "no_entry":
        return [m.at for m in st.marks if m.owner == seat and m.no_entry != EVERYONE
                and _event_zone(st, m.at)]
    if kind == "white_actions":
        if st.turn is None or st.turn.seat != seat:
            return []
        n = len(WHITE_ACTIONS)
        return [(a, b) for a in range(n) for b in range(a, n)]
    if kind == "copy":
        return [(e, *params) for e in st.round_events for params in play_params(st, seat, e)]
    return []  # not built yet: the card stays in hand


def apply(st: State, seat: int, card: FactionEvent, params: Params,
          events: list[Event]) -> State:
    """Resolve a faction event (legality checked by the Events action)."""
    kind = card.effect
    if kind in ZONES:
        return _place(st, seat, card, _count(st, card), (params[0], params[1]), events)
    if kind == "initiative_up":  # Update 2.1: 2 places, only 1 from position 2 (S)
        pos = st.initiative.index(seat)
        places = 1 if pos == 1 else min(card.value, pos)
        order = [s for s in st.initiative if s != seat]
        order.insert(pos - places, seat)
        _log(events, "initiative", seat, places=places)
        return replace(st, initiative=tuple(order))
    if kind == "nest":
        from game.tsukuyumi.modules.m4_round import journey

        return journey(st, seat, (params[0], params[1]), events)
    if kind in ("flag", "feast"):
        me = st.seats[seat]
        st = modules_flag(st, seat, me.flags + (flag(card),))
        _log(events, "flag", seat, fevent=card.key)
        if card.key == "dig_for_the_mother" and boarlords.placements(st, seat):
            st = push(st, Prompt(seat, boarlords.TERRAFORM, (seat,)))
        if card.key == "hive_is_full":  # TS-M4.5: « this round each Egg may be used any
            # number of times; used Eggs are not removed »: those used before the card too
            st = replace(st, marks=tuple(replace(m, eggs_used=0) if m.eggs_used else m
                                         for m in st.marks))
        return st
    if kind == "no_entry":
        at = (params[0], params[1])
        _log(events, "perimeter", seat, q=at[0], r=at[1])
        return with_marks(st, replace(marks_at(st, at), no_entry=EVERYONE))
    if kind == "white_actions":
        assert st.turn is not None
        codes = tuple((WHITE_ACTIONS[a], 1) for a in params)
        _log(events, "white", seat, action="/".join(c for c, _ in codes))
        return replace(st, turn=replace(st.turn, left=st.turn.left + codes))
    # copy: the common event resolves again, for this seat
    common = event_card(params[0])
    _log(events, "copy", seat, event=common.card_id)
    return COMMON[common.effect_name].apply(st, seat, common, tuple(params[1:]), events)


def modules_flag(st: State, seat: int, flags: tuple[str, ...]) -> State:
    """The seat's flags replaced."""
    seats = list(st.seats)
    seats[seat] = replace(seats[seat], flags=flags)
    return replace(st, seats=tuple(seats))


# --- the engine's hooks for the "this round" cards -----------------------------------------------

def _for_the_mother(st: State, unit: Unit) -> int:
    """For the Mother!: Boarmaidens +1 movement this round (S: all phases)."""
    return int(unit.kind == "boarmaiden" and has_flag(st, unit.owner, "for_the_mother"))


def _offroad(st: State, unit: Unit) -> bool:
    """Off-road Training: enemy units never stop the Nomads passing through (S)."""
    return has_flag(st, unit.owner, "offroad_training")


def _depths(st: State, unit: Unit) -> bool:
    """From the Depths: the Boarlords' Tunnels have no limit of units or uses (S)."""
    return has_flag(st, unit.owner, "from_the_depths")


def _trenches(st: State) -> bool:
    """In the Trenches: each Cover and Fortress counts twice this round (S)."""
    boar = boarlords.boar_seat(st)
    return boar is not None and has_flag(st, boar, "in_the_trenches")


def _dig(st: State, unit: Unit) -> int:
    """Dig for the Mother: each Boarrior may place up to 3 Terraformings this round (S)."""
    return BY_VALUE["dig_for_the_mother"] if has_flag(st, unit.owner, "dig_for_the_mother") \
        else 0


def _clear_round(st: State, events: list[Event]) -> State:
    """The round's common events are forgotten at its end (Digital Copy)."""
    return replace(st, round_events=()) if st.round_events else st


BY_VALUE = {k: c.value for k, c in BY_KEY.items()}
ALLOWANCE_HOOKS.append(lambda st, unit: _for_the_mother(st, unit) if unit.owner >= 0 and
                       modules.is_on(st, KEY) else 0)
IGNORE_HOOKS.append(lambda st, unit: unit.owner >= 0 and modules.is_on(st, KEY)
                    and _offroad(st, unit))
FREE_TUNNEL_HOOKS.append(lambda st, unit: unit.owner >= 0 and modules.is_on(st, KEY)
                         and _depths(st, unit))
boarlords.DOUBLE_HOOKS.append(lambda st: modules.is_on(st, KEY) and _trenches(st))
boarlords.QUOTA_HOOKS.append(lambda st, unit: _dig(st, unit) if modules.is_on(st, KEY) else 0)
RED_CHECKS.append(lambda st, events: _clear_round(st, events) if modules.is_on(st, KEY) else st)
register_prompt(PLACE, PromptHandler(_place_legal, _place_apply))
GRAMMAR = (__doc__ or "").split("(notation, TS-42.2):", 1)[1].split("DECISIONs", 1)[0]
add_kinds({ZONE: 2, DONE: 0}, GRAMMAR)

__all__ = ["EVERYONE", "PLACE", "apply", "flag", "has_flag", "piglets", "plays"]
