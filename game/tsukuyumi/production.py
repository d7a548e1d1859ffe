"""The Production action (TS-5.13–TS-5.20): one action is a basket of items bought from a PP
budget, each paid in full, the PP left lost when the action ends (TS-5.14).

Items (notation, TS-42.2):

    buy <unit> <q> <r>     a new unit, `unit` its index in `data.UNITS`, placed on (q, r)
                           (TS-5.15–TS-5.17, TS-20.6, TS-21.10, TS-23.3; supply TS-1.10)
    upgrade <uid> <unit>   one of your units upgraded in place into `unit`, chains included
                           (TS-21.11, TS-23.2)
    uplink <n>             Cybersamurai: install uplink U<n> (TS-20.6)
    weapon <w>             Nomads: a weapon, `w` its index in `data.WEAPONS`, into the pool
                           (TS-22.2)
    discount               Nomads: pay the discount's PP; the next units and Weapon bought in
                           this action are free (TS-22.7)
    done                   end the action; the PP left are lost

The first item is chosen among the turn's actions and opens the action: it uses the first
Production icon ("P", X) of the open turn (the card's, the white phase's …). In the green phase
the Productive PP of the seat's units (TS-5.20 DECISION) are added to it; without a P icon in
the green phase they form a Production action of their own, the unit-granted action
`productive` (TS-4.6). The rest of the action is the prompt `production` on the pending stack,
data (PP left, free units, free Weapons): it offers the items still affordable and `done`, and
closes by itself when nothing more can be bought.

DECISIONS: the Productive PP are counted when the Production action starts (units lost before
it, e.g. to an Oni conquest, no longer count) and can be used once per round (the mark
"productive" in `Seat.used`); the discount can be bought only when the supply still holds its
units and its Weapon (otherwise it buys nothing the normal prices would not) and as many times
as the PP last (TS-22.7), its free items taken first; free items not taken are lost with the PP.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.engine import (
    GRANTED,
    CodeHandler,
    PromptHandler,
    consume,
    pop,
    push,
    register_code,
    register_prompt,
)
from game.tsukuyumi.production_items import (
    UNIT_INDEX,
    WEAPON_INDEX,
    add_weapon,
    discount_useful,
    install_uplink,
    place_unit,
    placement_zones,
    producible,
    productive_bonus,
    supply_left,
    unlocked,
    upgrade_options,
    upgrade_unit,
    uplinks_available,
    weapons_available,
)
from game.tsukuyumi.state import Prompt, State, with_seat

PRODUCTION = "production"
"""The prompt kind of an open Production action."""
PRODUCTIVE = "productive"
"""The unit-granted action of the Productive units (TS-4.6) and its once-per-round mark."""
ITEM_KINDS = ("buy", "upgrade", "uplink", "weapon", "discount")
DONE = "done"


@dataclass(frozen=True)
class Basket:
    """An open Production action: the PP left and the discount's free items (TS-22.7)."""

    budget: int
    free_units: int = 0
    free_weapons: int = 0

    def as_data(self) -> tuple[int, int, int]:
        """The prompt's data."""
        return (self.budget, self.free_units, self.free_weapons)

    @staticmethod
    def of(prompt: Prompt) -> Basket:
        """The basket a `production` prompt holds."""
        budget, free_units, free_weapons = prompt.data
        return Basket(int(budget), int(free_units), int(free_weapons))


# --- what the basket offers --------------------------------------------------------------------

def productive_available(st: State, seat: int) -> int:
    """Productive PP the seat may still add now: green phase, once per round (TS-5.20)."""
    if st.phase != "green" or PRODUCTIVE in st.seats[seat].used:
        return 0
    return productive_bonus(st, seat)


def item_actions(st: State, seat: int, basket: Basket) -> list[Action]:
    """Every item the seat can buy now with this basket (`done` excluded)."""
    out: list[Action] = []
    for key in producible(st, seat):
        cost = 0 if basket.free_units else data.UNIT_BY_KEY[key].cost
        if cost <= basket.budget:
            out += [Action("buy", (UNIT_INDEX[key], q, r))
                    for q, r in placement_zones(st, seat, key)]
    for unit in st.units:
        if unit.owner == seat:
            out += [Action("upgrade", (unit.uid, UNIT_INDEX[key]))
                    for key, cost in upgrade_options(st, unit) if cost <= basket.budget]
    out += [Action("uplink", (_uplink_number(u),)) for u in uplinks_available(st, seat)
            if u.cost <= basket.budget]
    out += [Action("weapon", (WEAPON_INDEX[w.key],)) for w in weapons_available(st, seat)
            if (0 if basket.free_weapons else w.cost) <= basket.budget]
    if data.NOMAD_DISCOUNT.cost <= basket.budget and discount_useful(st, seat):
        out.append(Action("discount"))
    return out


def _uplink_number(uplink: data.Uplink) -> int:
    return int(uplink.uplink_id[1:])


def _first_icon(st: State) -> int | None:
    """The value of the first Production icon of the open turn."""
    if st.turn is None:
        return None
    return next((v for c, v in st.turn.left if c == "P"), None)


# --- refusing with a reason --------------------------------------------------------------------

def _refuse(st: State, seat: int, basket: Basket, action: Action) -> IllegalAction:
    """The clearest reason why an item is not available."""
    kind, args = action.kind, action.args
    budget = basket.budget
    if kind in ("buy", "upgrade"):
        index = args[0] if kind == "buy" else args[1]
        if not 0 <= index < len(data.UNITS) or not unlocked(st, seat, data.UNITS[index].key):
            return IllegalAction("Your faction cannot produce that unit now.",
                                 "ts.illegal.prod_unit")
        key = data.UNITS[index].key
        if supply_left(st, seat, key) == 0:
            return IllegalAction("All the figures of that unit are in play (TS-1.10).",
                                 "ts.illegal.prod_supply", unit=key)
        if kind == "buy":
            if (args[1], args[2]) not in placement_zones(st, seat, key):
                return IllegalAction("New units cannot be placed in that zone.",
                                     "ts.illegal.prod_zone")
            return _too_dear(data.UNIT_BY_KEY[key].cost, budget)
        unit = next((u for u in st.units if u.uid == args[0] and u.owner == seat), None)
        options = dict(upgrade_options(st, unit)) if unit is not None else {}
        if key not in options:
            return IllegalAction("That unit cannot be upgraded into that one.",
                                 "ts.illegal.prod_upgrade")
        return _too_dear(options[key], budget)
    if kind == "uplink":
        uplink = data.UPLINKS.get(f"U{args[0]}")
        if uplink is None or uplink not in uplinks_available(st, seat):
            return IllegalAction("That uplink cannot be installed.", "ts.illegal.prod_uplink")
        return _too_dear(uplink.cost, budget)
    if kind == "weapon":
        if not 0 <= args[0] < len(data.WEAPONS) or \
                data.WEAPONS[args[0]] not in weapons_available(st, seat):
            return IllegalAction("That weapon cannot be produced.", "ts.illegal.prod_weapon")
        return _too_dear(data.WEAPONS[args[0]].cost, budget)
    if kind == "discount" and discount_useful(st, seat):
        return _too_dear(data.NOMAD_DISCOUNT.cost, budget)
    return IllegalAction("That cannot be produced now.", "ts.illegal.prod_item")


def _too_dear(cost: int, budget: int) -> IllegalAction:
    return IllegalAction(f"That costs {cost} PP and {budget} PP are left.",
                         "ts.illegal.prod_cost", cost=cost, budget=budget)


# --- doing it ----------------------------------------------------------------------------------

def _buy_item(st: State, seat: int, basket: Basket, action: Action,
              events: list[Event]) -> tuple[State, Basket]:
    """Apply one legal item and pay for it (TS-5.14)."""
    kind, args = action.kind, action.args
    if kind == "buy":
        key = data.UNITS[args[0]].key
        if basket.free_units:
            cost, basket = 0, replace(basket, free_units=basket.free_units - 1)
        else:
            cost = data.UNIT_BY_KEY[key].cost
        at = (args[1], args[2])
        st = place_unit(st, seat, key, at, events)
        events.append(Event("ts.produced", {"seat": seat, "unit": key, "uid": st.next_uid - 1,
                                            "q": at[0], "r": at[1], "cost": cost}))
    elif kind == "upgrade":
        unit = next(u for u in st.units if u.uid == args[0])
        key = data.UNITS[args[1]].key
        cost = dict(upgrade_options(st, unit))[key]
        st = upgrade_unit(st, unit.uid, key, events, cost)
    elif kind == "uplink":
        uplink = data.UPLINKS[f"U{args[0]}"]
        cost = uplink.cost
        st = install_uplink(st, seat, uplink, events, cost)
    elif kind == "weapon":
        weapon = data.WEAPONS[args[0]]
        if basket.free_weapons:
            cost, basket = 0, replace(basket, free_weapons=basket.free_weapons - 1)
        else:
            cost = weapon.cost
        st = add_weapon(st, seat, weapon.key, events, cost)
    else:  # discount (TS-22.7)
        deal = data.NOMAD_DISCOUNT
        cost = deal.cost
        basket = replace(basket, free_units=basket.free_units + deal.units,
                         free_weapons=basket.free_weapons + deal.weapons)
        events.append(Event("ts.discount", {"seat": seat, "cost": cost, "units": deal.units,
                                            "weapons": deal.weapons}))
    return st, replace(basket, budget=basket.budget - cost)


def _take(st: State, seat: int, basket: Basket, action: Action,
          events: list[Event]) -> State:
    """Buy one item, then keep the action open while something can still be bought."""
    if action not in item_actions(st, seat, basket):
        raise _refuse(st, seat, basket, action)
    st, basket = _buy_item(st, seat, basket, action, events)
    return _continue(st, seat, basket, events)


def _continue(st: State, seat: int, basket: Basket, events: list[Event]) -> State:
    if item_actions(st, seat, basket):
        return push(st, Prompt(seat, PRODUCTION, basket.as_data()))
    return _close(st, seat, basket, events)


def _close(st: State, seat: int, basket: Basket, events: list[Event]) -> State:
    """The action ends: the PP left are lost (TS-5.14)."""
    events.append(Event("ts.production_end", {"seat": seat, "lost": basket.budget}))
    return st


def start_production(st: State, seat: int, budget: int, events: list[Event]) -> State:
    """Open a Production action of `budget` PP outside the turn's icons (events, powers)."""
    events.append(Event("ts.production", {"seat": seat, "pp": budget, "productive": 0}))
    return _continue(st, seat, Basket(budget), events)


# --- the handlers ------------------------------------------------------------------------------

def _code_legal(st: State, seat: int, value: int) -> list[Action]:
    """Code P: the first items of a Production action of value X (+ Productive in green)."""
    if st.turn is None or st.turn.seat != seat or value != _first_icon(st):
        return []
    return item_actions(st, seat, Basket(value + productive_available(st, seat)))


def _productive_legal(st: State, seat: int, _value: int) -> list[Action]:
    """Granted `productive`: green phase, no P icon left, Productive PP unused (TS-5.20)."""
    if st.turn is None or st.turn.seat != seat or _first_icon(st) is not None:
        return []
    bonus = productive_available(st, seat)
    return item_actions(st, seat, Basket(bonus)) if bonus else []


def _open(st: State, seat: int, action: Action, events: list[Event]) -> State:
    """The first item opens the action: it uses the P icon and, in green, the Productive PP."""
    if st.turn is None or st.turn.seat != seat or st.pending:
        raise IllegalAction("You have no Production action to use now.", "ts.illegal.prod_none")
    icon = _first_icon(st)
    bonus = productive_available(st, seat)
    if icon is None and not bonus:
        raise IllegalAction("You have no Production action to use now.", "ts.illegal.prod_none")
    basket = Basket((icon or 0) + bonus)
    if action not in item_actions(st, seat, basket):
        raise _refuse(st, seat, basket, action)
    if icon is not None:
        st = consume(st, "P")
    if bonus:
        me = st.seats[seat]
        st = with_seat(st, seat, replace(me, used=me.used + (PRODUCTIVE,)))
    events.append(Event("ts.production", {"seat": seat, "pp": basket.budget,
                                          "productive": bonus}))
    return _take(st, seat, basket, action, events)


def _prompt_legal(st: State, prompt: Prompt) -> list[Action]:
    """The items still affordable, and `done`."""
    return item_actions(st, prompt.seat, Basket.of(prompt)) + [Action(DONE)]


def _prompt_apply(st: State, prompt: Prompt, action: Action, events: list[Event]) -> State:
    """The next item of the open action, or its end."""
    basket = Basket.of(prompt)
    st = pop(st)
    if action == Action(DONE):
        return _close(st, prompt.seat, basket, events)
    return _take(st, prompt.seat, basket, action, events)


_HANDLER = CodeHandler(_code_legal, _open, ITEM_KINDS)
register_code("P", _HANDLER)
GRANTED[PRODUCTIVE] = (("green",), CodeHandler(_productive_legal, _open, ITEM_KINDS))
register_prompt(PRODUCTION, PromptHandler(_prompt_legal, _prompt_apply))

__all__ = ["PRODUCTION", "PRODUCTIVE", "Basket", "item_actions",
           "productive_available", "start_production"]
