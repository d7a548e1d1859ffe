"""The Nuée Noire / Dark Seed (TS-21): Faction effect, Eggs, the Conqueror sacrifice, D3, D4.

- Faction effect (TS-21.3, code F): `swarm <a>` or `swarm <a> <b>` uses one or two DIFFERENT
  abilities, resolved in the order written: 1 a Movement 1 of all Nuée Noire units at once
  (a plan of `movement_plan.start_plan` using no icon; unit bonuses apply; not after a combat
  card in this phase, TS-4.9), 2 every Nuée Noire unit Flying until the end of the round (the
  seat flag "all_flying" read by `geometry.is_flying`), 3 each Breeder lays 1 Egg and the
  Planter 2 in its own zone, never a start zone (TS-21.8), as the supply allows. DECISION: an
  ability is offered only when it can do something (TS-4.7: one ability alone is a partial use).
- Conqueror sacrifice (TS-21.4, TS-4.6): in its blue-phase turn, whatever its card, the Nuée
  Noire may `sacrifice <uid> <q> <r> <n>`: Conqueror `uid` is given up for one combat at once in
  zone (q, r) holding a Nuée Noire unit with its card Dn (`combat.problem` and `start_combat`;
  no combat icon is used). The Conqueror fights if it is in that zone, and leaves the board at
  the end of that combat, removed, not destroyed (no "when destroyed" effect).
- D3 Swarm (`swarm_conquest:<x>`): a conquest in which each living small Nuée Noire combatant
  adds x; D4 Brood (`eggs_per_loss`): after the ripostes, one Egg in the zone per Nuée Noire
  unit destroyed in this combat (TS-21.13).
- Eggs (TS-21.8, TS-21.9): `ZoneMarks.eggs` and `eggs_used`; production places on an unused
  Egg (`production_items`), the used ones leave at the round's end (`scoring._expire`). The
  supply is finite (25, `data.SUPPLY_BY_KEY["egg"]`).
- For the Queen (TS-21.5), the defensive action: the attack effect's damage to the Nuée
  Noire is undone, then it removes ⌈n/2⌉ of its n living combatants (its choice, `queen_remove
  <uid>`; removed, not destroyed) and moves the others to one adjacent zone (`queen_zone <q>
  <r>`; barriers apply, Flying units cross them, a unit that cannot enter stays, TS-6.17).
  The conquest result is not recomputed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import cards, data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.board import neighbour_zones
from game.tsukuyumi.combat import card_number, find_card, problem, resolve_conquest, start_combat
from game.tsukuyumi.combat_base import (
    ATTACK_STEPS,
    COMBAT_END,
    DEFENSIVE_ACTIONS,
    DefensiveAction,
    StepHandler,
    alive,
    combatants,
    current,
    tally,
    update,
    with_tally,
)
from game.tsukuyumi.damage import CONTINUATIONS, push_then, who
from game.tsukuyumi.engine import (
    GRANTED,
    CodeHandler,
    PromptHandler,
    consume,
    pop,
    push,
    register_prompt,
)
from game.tsukuyumi.factions import register_effect
from game.tsukuyumi.geometry import can_step, relocate
from game.tsukuyumi.movement import allowance, reachable
from game.tsukuyumi.movement_plan import start_plan
from game.tsukuyumi.ripostes import retreat_zones
from game.tsukuyumi.state import Coord, Prompt, State, Unit, marks_at, with_marks, with_seat
from game.tsukuyumi.zones import zone

FACTION = "darkseed"
EGG = "egg"
ALL_FLYING = "all_flying"
"""The seat flag of ability 2, read by `geometry.is_flying` (TS-21.3)."""
MOVE, FLY, EGGS = 1, 2, 3
"""The three abilities of the Faction effect, in the aid's order (TS-21.3)."""
SACRIFICE = "sacrifice"
"""The unit-granted action of the Conquerors (TS-21.4, TS-4.6)."""
QUEEN = "queen"
"""The prompt of For the Queen (TS-21.5)."""
SACRIFICED = "darkseed_sacrifice"
"""The combat tally holding the sacrificed Conqueror's uid (TS-21.4)."""


def is_darkseed(st: State, seat: int) -> bool:
    """Does `seat` play the Nuée Noire?"""
    return 0 <= seat < st.n and st.seats[seat].faction == FACTION


# --- Eggs (TS-21.8, TS-21.9) -------------------------------------------------------------------

def eggs_left(st: State) -> int:
    """Eggs still in the supply (TS-21.8: 25; used Eggs stay on the board until the round's
    end)."""
    return max(0, data.SUPPLY_BY_KEY[EGG].count - sum(m.eggs for m in st.marks))


def may_hold_eggs(st: State, at: Coord) -> bool:
    """Only area tiles and moon zones hold Eggs, never start zones (TS-21.8, TS-2.15)."""
    z = zone(st, at)
    return z is not None and z.kind != "start"


def lay_eggs(st: State, seat: int, at: Coord, count: int, events: list[Event]) -> State:
    """Put up to `count` Eggs on zone `at`, as the supply and the zone allow."""
    count = min(count, eggs_left(st)) if may_hold_eggs(st, at) else 0
    if count <= 0:
        return st
    m = marks_at(st, at)
    events.append(Event("ts.darkseed.eggs", {"seat": seat, "count": count, "q": at[0],
                                             "r": at[1]}))
    return with_marks(st, replace(m, eggs=m.eggs + count))


def _layers(st: State, seat: int) -> list[tuple[int, Coord, int]]:
    """(uid, zone, Eggs) of the seat's Breeders and Planter able to lay now (TS-21.3 (3))."""
    out = []
    for u in sorted(st.units, key=lambda u: u.uid):
        n = data.UNIT_BY_KEY[u.kind].ability_value("egg_layer")
        if u.owner == seat and n and may_hold_eggs(st, u.at):
            out.append((u.uid, u.at, n))
    return out


def breed(st: State, seat: int, events: list[Event]) -> State:
    """Ability 3: each Breeder lays 1 Egg and the Planter 2 in its own zone (TS-21.3)."""
    for _, at, n in _layers(st, seat):
        st = lay_eggs(st, seat, at, n, events)
    return st


# --- the Faction effect (TS-21.3, TS-5.1) ------------------------------------------------------

def can_move(st: State, seat: int) -> bool:
    """Could a Movement 1 of all units move anything (and no combat card yet, TS-4.9)?"""
    if st.turn is not None and st.turn.seat == seat and st.turn.fought:
        return False
    return any(reachable(st, u.uid, allowance(st, u, 1))
               for u in st.units if u.owner == seat and allowance(st, u, 1) > 0)


def flying(st: State, seat: int) -> State:
    """`st` with ability 2's flag on the seat (until the round's end, TS-11.1 (4))."""
    me = st.seats[seat]
    if ALL_FLYING in me.flags:
        return st
    return with_seat(st, seat, replace(me, flags=me.flags + (ALL_FLYING,)))


def _useful(st: State, seat: int, ability: int) -> bool:
    if ability == MOVE:
        return can_move(st, seat)
    if ability == FLY:
        return ALL_FLYING not in st.seats[seat].flags
    return eggs_left(st) > 0 and bool(_layers(st, seat))


def effect_legal(st: State, seat: int, value: int) -> list[Action]:
    """`swarm a` and `swarm a b`: one or two different useful abilities, in resolution
    order (TS-21.3)."""
    if not is_darkseed(st, seat) or st.pending:
        return []
    useful = [a for a in (MOVE, FLY, EGGS) if _useful(st, seat, a)]
    out = [Action("swarm", (a,)) for a in useful]
    for a in useful:
        for b in (MOVE, FLY, EGGS):
            # flying first may free a move that barriers forbid
            if b != a and (b in useful or (a == FLY and b == MOVE
                                           and can_move(flying(st, seat), seat))):
                out.append(Action("swarm", (a, b)))
    return out


def effect_apply(st: State, seat: int, action: Action, events: list[Event]) -> State:
    """Use the F icon and resolve the abilities in the order given."""
    if action not in effect_legal(st, seat, 1):
        raise IllegalAction("Choose one or two different abilities of the swarm.",
                            "ts.illegal.swarm")
    st = consume(st, "F")
    events.append(Event("ts.darkseed.swarm", {"seat": seat, "abilities": list(action.args)}))
    return _abilities(st, seat, action.args, events)


def _abilities(st: State, seat: int, abilities: tuple[int, ...], events: list[Event]) -> State:
    for i, ability in enumerate(abilities):
        if ability == FLY:
            st = flying(st, seat)
            events.append(Event("ts.darkseed.flying", {"seat": seat}))
        elif ability == EGGS:
            st = breed(st, seat, events)
        else:  # MOVE: the rest waits below the plan (TS-21.3 (1))
            rest = abilities[i + 1:]
            if rest:
                st = push_then(st, seat, "darkseed_swarm", seat, *rest)
            return start_plan(st, seat, 1, events, code="")
    return st


def _swarm_rest(st: State, args: tuple[int, ...], events: list[Event]) -> State:
    return _abilities(st, args[0], tuple(args[1:]), events)


# --- the Conqueror sacrifice (TS-21.4, TS-4.6) -------------------------------------------------

KEEP_SACRIFICED: list[Callable[[State, int], bool]] = []
"""Modules keeping a sacrificed Conqueror on the board this round (TS-M4.5 Hive Pioneers):
(state, seat) -> keep? A kept Conqueror is marked used (`Seat.used`, "sacrifice:<uid>") and
cannot be given up again this round."""


def sacrifice_legal(st: State, seat: int, _value: int) -> list[Action]:
    """`sacrifice <uid> <q> <r> <n>` for each Conqueror, zone holding a Nuée Noire unit and
    card the seat may play there now (TS-21.4)."""
    turn = st.turn
    if not is_darkseed(st, seat) or turn is None or turn.seat != seat or st.pending:
        return []
    used = st.seats[seat].used
    conquerors = sorted(u.uid for u in st.units if u.owner == seat
                        and data.UNIT_BY_KEY[u.kind].has(SACRIFICE)
                        and f"{SACRIFICE}:{u.uid}" not in used)
    if not conquerors:
        return []
    plays = [(at, card_number(card)) for at in sorted({u.at for u in st.units if u.owner == seat})
             for card in cards.combat_cards_of(FACTION) if problem(st, seat, at, card) is None]
    return [Action(SACRIFICE, (uid, at[0], at[1], n)) for uid in conquerors for at, n in plays]


def sacrifice_apply(st: State, seat: int, action: Action, events: list[Event]) -> State:
    """Give the Conqueror up and declare the combat at once (TS-21.4)."""
    if action not in sacrifice_legal(st, seat, 0):
        raise IllegalAction("That Conqueror cannot be sacrificed for that combat now.",
                            "ts.illegal.sacrifice")
    uid, q, r, n = action.args
    card = find_card(FACTION, n)
    assert card is not None  # checked by the legal list
    events.append(Event("ts.darkseed.sacrifice", {"seat": seat, "unit": uid, "q": q, "r": r}))
    st = start_combat(st, seat, (q, r), card.card_id, events)
    return with_tally(st, SACRIFICED, uid)


def _remove_sacrificed(st: State, events: list[Event]) -> State:
    """At the end of its combat the sacrificed Conqueror leaves the board, removed and not
    destroyed (TS-21.4); a figure destroyed in the combat is gone already."""
    uid = tally(st, SACRIFICED)
    if not uid or not any(u.uid == uid for u in st.units):
        return st
    owner = next(u.owner for u in st.units if u.uid == uid)
    if any(hook(st, owner) for hook in KEEP_SACRIFICED):
        me = st.seats[owner]
        events.append(Event("ts.darkseed.kept", {"seat": owner, "unit": uid}))
        return with_seat(st, owner, replace(me, used=me.used + (f"{SACRIFICE}:{uid}",)))
    events.append(Event("ts.darkseed.sacrificed", {"seat": owner, "unit": uid}))
    return replace(st, units=tuple(u for u in st.units if u.uid != uid))


# --- combat cards D3 and D4 (TS-21.13) ---------------------------------------------------------

def swarm_bonus(st: State, per_unit: int) -> int:
    """D3: `per_unit` for each living small Nuée Noire combatant of the attacker."""
    c = current(st)
    if not is_darkseed(st, c.attacker):
        return 0
    small = [u for u in alive(st, c.attacker) if data.UNIT_BY_KEY[u.kind].size == "small"]
    return per_unit * len(small)


def _swarm_conquest(st: State, arg: str, events: list[Event]) -> State:
    extra = swarm_bonus(st, int(arg) if arg else 5)
    if extra:
        events.append(Event("ts.darkseed.swarm_bonus", {**who(st, current(st).attacker),
                                                        "amount": extra}))
    return resolve_conquest(st, events, extra)


def _eggs_per_loss(st: State, arg: str, events: list[Event]) -> State:
    """D4: after the ripostes, one Egg in the zone per Nuée Noire unit destroyed here."""
    c = current(st)
    lost = sum(1 for u in st.units if u.uid in c.destroyed and u.owner == c.attacker)
    if c.attacker < 0 or not lost:
        return st
    return lay_eggs(st, c.attacker, c.at, lost, events)


# --- For the Queen, the defensive action (TS-21.5, TS-7.25) -------------------------------------

def _after_undo(st: State, owner: int) -> list[Unit]:
    """The owner's combatants alive once the attack effect's destructions are undone."""
    c = current(st)
    return [u for u in combatants(st, owner)
            if u.uid not in c.destroyed or u.uid in c.attack_killed]


def queen_possible(st: State, owner: int) -> bool:
    """TS-7.20: some combatant to save, and a zone for the survivors when some must move."""
    units = _after_undo(st, owner)
    if len(units) <= 1:
        return bool(units)
    at = current(st).at
    return any(can_step(st, u, at, nb) for u in units for nb in neighbour_zones(st.board, at))


def for_the_queen(st: State, owner: int, events: list[Event]) -> State:
    """Undo the attack effect's damage to the Nuée Noire, then the removals and the move."""
    c = current(st)
    mine = {u.uid for u in combatants(st, owner)}
    undone = [uid for uid in c.attack_killed if uid in mine]
    st = update(st, destroyed=tuple(u for u in c.destroyed if u not in undone),
                attack_killed=tuple(u for u in c.attack_killed if u not in undone))
    n = len(alive(st, owner))
    events.append(Event("ts.darkseed.queen", {**who(st, owner), "units": undone,
                                              "count": (n + 1) // 2}))
    return _queen_go_on(st, Prompt(owner, QUEEN, (owner, (n + 1) // 2)), events, False)


def _queen_go_on(st: State, p: Prompt, events: list[Event], on_stack: bool) -> State:
    """Forced steps resolve by themselves; a real choice leaves the prompt on top."""
    owner, k = int(p.data[0]), int(p.data[1])
    living = alive(st, owner)
    if k and k >= len(living):  # no choice: every one goes
        st, k = _remove(st, owner, [u.uid for u in living], events), 0
    zones = retreat_zones(st, owner)
    if k or len(zones) > 1:
        p = replace(p, data=(owner, k))
        return replace(st, pending=st.pending[:-1] + (p,)) if on_stack else push(st, p)
    st = pop(st) if on_stack else st
    return _queen_move(st, owner, zones[0], events) if zones else st


def _remove(st: State, owner: int, uids: list[int], events: list[Event]) -> State:
    events.append(Event("ts.darkseed.queen_removed", {**who(st, owner), "units": uids,
                                                      "count": len(uids)}))
    gone = set(uids)
    return replace(st, units=tuple(u for u in st.units if u.uid not in gone))


def _queen_move(st: State, owner: int, to: Coord, events: list[Event]) -> State:
    c = current(st)
    movers = tuple(u.uid for u in alive(st, owner) if can_step(st, u, c.at, to))
    events.append(Event("ts.darkseed.queen_moved", {**who(st, owner), "units": list(movers),
                                                    "q": to[0], "r": to[1]}))
    return relocate(st, movers, to, c.active, events)


def _queen_legal(st: State, p: Prompt) -> list[Action]:
    owner, k = int(p.data[0]), int(p.data[1])
    if k:
        return [Action("queen_remove", (u.uid,)) for u in alive(st, owner)]
    return [Action("queen_zone", at) for at in retreat_zones(st, owner)]


def _queen_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _queen_legal(st, p):
        raise IllegalAction("Choose one of your units in the fight, then an adjacent zone.",
                            "ts.illegal.queen")
    owner, k = int(p.data[0]), int(p.data[1])
    if action.kind == "queen_remove":
        st = _remove(st, owner, [action.args[0]], events)
        return _queen_go_on(st, replace(p, data=(owner, k - 1)), events, True)
    return _queen_move(pop(st), owner, (action.args[0], action.args[1]), events)


ATTACK_STEPS["swarm_conquest"] = StepHandler(_swarm_conquest)
ATTACK_STEPS["eggs_per_loss"] = StepHandler(_eggs_per_loss, timing="after_ripostes")
COMBAT_END.append(_remove_sacrificed)
CONTINUATIONS["darkseed_swarm"] = _swarm_rest
GRANTED[SACRIFICE] = (("blue",), CodeHandler(sacrifice_legal, sacrifice_apply, (SACRIFICE,)))
register_effect(FACTION, CodeHandler(effect_legal, effect_apply, ("swarm",)))
DEFENSIVE_ACTIONS[FACTION] = DefensiveAction(queen_possible, for_the_queen)
register_prompt(QUEEN, PromptHandler(_queen_legal, _queen_apply))
