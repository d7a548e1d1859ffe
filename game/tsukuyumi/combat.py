"""Combat actions (code "C", TS-5.24, TS-7) and the combat pipeline of TS-42.3.

`combat <q> <r> <n>` declares a combat in a zone holding one of the attacker's units with the
faction's card number n (C3 = 3): the checks of TS-7.1–TS-7.3, TS-7.8, TS-7.11 and TS-7.32,
one combat of the card spent (TS-3.7), the no-more-movement lock (TS-4.9). `start_combat`
(used by the Oni conquest, events and faction actions too) fixes the combatants, the defenders
in phase order with the Oni last and the Oni chooser, and pushes the `combat` continuation,
which runs the pipeline stage by stage as the prompts above it are answered:

1. attack — the card's attack steps in order (`combat_base.ATTACK_STEPS`; the base registers
   `conquest` and `annihilation`);
2. ripostes — each defender in turn (`ripostes.py`);
3. after — the steps timed after the ripostes;
4. end — destroyed units removed, "when destroyed" and end-of-combat hooks, the Surgical
   Strike count (TS-24.1); the engine then runs the checks (TS-10.5, TS-7.31).
"""

from __future__ import annotations

from dataclasses import replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import cards, data, ripostes
from game.tsukuyumi.actions import Action
from game.tsukuyumi.combat_base import (
    ATTACK_STEPS,
    COMBAT_END,
    CONQUEST_BLOCKS,
    DAMAGE_BONUSES,
    DECLARE_CHECKS,
    EVERY_ATTACK,
    StepHandler,
    alive,
    card_of,
    conquest_of,
    current,
    needed,
    update,
)
from game.tsukuyumi.damage import (
    CONTINUATIONS,
    no_actions,
    no_apply,
    oni_chooser,
    push_then,
    remove_units,
    split_damage,
    who,
)
from game.tsukuyumi.engine import (
    CodeHandler,
    PromptHandler,
    consume,
    pop,
    push,
    register_code,
    register_prompt,
)
from game.tsukuyumi.geometry import faction_of
from game.tsukuyumi.state import (
    NOBODY,
    ONI,
    Combat,
    Coord,
    Prompt,
    State,
    marks_at,
    units_at,
    with_marks,
    with_seat,
)
from game.tsukuyumi.zones import zone

COMBAT = "combat"
SPECIFIC = "specific"
"""The `Seat.used` entry of the once-per-round Spécifique card (TS-7.3)."""
ATTACK_AMOUNT = "attack_amount"
"""The attacker's choice of how much of the attack's damage to deal (TS-7.4)."""
CONQUEST_ONLY = ("conquest", "swarm_conquest", "push_weaker")
"""Steps that do nothing when the conquest is void (TS-7.8)."""


# --- declaring (TS-7.1–TS-7.3, TS-7.8, TS-7.11, TS-7.32) ---------------------------------------

def card_number(card: cards.CombatCard) -> int:
    """The number of a card in its faction (C3 -> 3): the `combat` action's argument."""
    return int(card.card_id[1:])


def find_card(faction: str, number: int) -> cards.CombatCard | None:
    """A faction's combat card by its number."""
    return next((c for c in cards.COMBAT_CARDS.values()
                 if c.faction == faction and card_number(c) == number), None)


def has_enemies(st: State, at: Coord, owner: int) -> bool:
    """Are there units of another faction (the Oni included) in the zone?"""
    return any(u.owner != owner for u in units_at(st, at))


def conquest_void(st: State, at: Coord, owner: int) -> bool:
    """TS-7.8: no conquest of the attacker's own zone, of a start zone or of a hole; nor where
    a rule of `CONQUEST_BLOCKS` forbids it (TS-M8.16)."""
    z = zone(st, at)
    return (z is None or z.kind == "start" or marks_at(st, at).owner == owner
            or any(block(st, at, owner) for block in CONQUEST_BLOCKS))


def problem(st: State, attacker: int, at: Coord,
            card: cards.CombatCard) -> IllegalAction | None:
    """Why `attacker` may not play `card` on zone `at` now (None: it may)."""
    if zone(st, at) is None or not any(u.owner == attacker for u in units_at(st, at)):
        return IllegalAction("A combat needs one of your units in the zone.",
                             "ts.illegal.combat_zone")  # TS-7.1
    if card.faction != faction_of(st, attacker):
        return IllegalAction("That is not one of your combat cards.",
                             "ts.illegal.combat_card")  # TS-7.2
    if attacker >= 0 and card.once_per_round and SPECIFIC in st.seats[attacker].used:
        return IllegalAction("Your Specific card has already been played this round.",
                             "ts.illegal.specific_used")  # TS-7.3
    enemies = has_enemies(st, at, attacker)
    if card.usable == "enemies" and not enemies:
        return IllegalAction("This card needs enemy units in the zone.",
                             "ts.illegal.needs_enemies")  # TS-7.11, TS-7.32
    if card.usable == "no_enemies" and enemies:
        return IllegalAction("This card cannot be used with enemy units in the zone.",
                             "ts.illegal.no_enemies_only")  # TS-7.32
    if all(s in CONQUEST_ONLY for s in card.steps) and conquest_void(st, at, attacker):
        return IllegalAction("You cannot conquer this zone.", "ts.illegal.conquest_void")
    for check in DECLARE_CHECKS:  # faction conditions (TS-20.12)
        error = check(st, attacker, at, card)
        if error is not None:
            return error
    return None


def _legal(st: State, seat: int, value: int) -> list[Action]:
    """Every zone holding a unit of the seat, with every card it may play there (TS-5.24)."""
    if value <= 0:
        return []
    faction = faction_of(st, seat)
    out = []
    for at in sorted({u.at for u in st.units if u.owner == seat}):
        for card in cards.combat_cards_of(faction):
            if problem(st, seat, at, card) is None:
                out.append(Action("combat", (at[0], at[1], card_number(card))))
    return out


def _apply(st: State, seat: int, action: Action, events: list[Event]) -> State:
    q, r, number = action.args
    card = find_card(faction_of(st, seat), number)
    if card is None:
        raise IllegalAction("That is not one of your combat cards.", "ts.illegal.combat_card")
    error = problem(st, seat, (q, r), card)
    if error is not None:
        raise error
    st = consume(st, "C", 1)  # TS-3.7: one combat of the card
    return start_combat(st, seat, (q, r), card.card_id, events)


def start_combat(st: State, attacker: int, at: Coord, card_id: str, events: list[Event],
                 active: int | None = None) -> State:
    """Declare a combat (the caller has checked it, e.g. with `problem`): the combatants, the
    defenders in phase order with the Oni last, the Oni chooser; then the pipeline runs."""
    active = attacker if active is None else active
    card = cards.COMBAT_CARDS[card_id]
    if attacker >= 0:
        me = st.seats[attacker]
        if card.once_per_round:
            st = with_seat(st, attacker, replace(me, used=me.used + (SPECIFIC,)))
        if st.turn is not None and st.turn.seat == attacker:
            st = replace(st, turn=replace(st.turn, fought=True))  # TS-4.9
    here = units_at(st, at)
    order = st.phase_order or st.initiative
    defenders = tuple(s for s in order if s != attacker and any(u.owner == s for u in here))
    if attacker != ONI and any(u.owner == ONI for u in here):
        defenders += (ONI,)  # TS-7.18: the Oni after the players
    chooser = oni_chooser(st, active) if ONI in defenders else NOBODY
    st = replace(st, combat=Combat(at, attacker, active, card_id,
                                   combatants=tuple(u.uid for u in here),
                                   defenders=defenders, chooser=chooser))
    events.append(Event("ts.combat", {**who(st, attacker), "active_seat": active,
                                      "card": card_id, "q": at[0], "r": at[1],
                                      "defenders": list(defenders), "chooser": chooser}))
    return push(st, Prompt(active, COMBAT))


# --- the pipeline (TS-42.3) --------------------------------------------------------------------

def _timing(step: str) -> str:
    handler = ATTACK_STEPS.get(step.partition(":")[0])
    return handler.timing if handler is not None else "attack"


def _advance(st: State, p: Prompt, events: list[Event]) -> State:
    """Run the pipeline until a decision is pushed or the combat ends."""
    before = st.pending
    while st.pending == before:
        c = current(st)
        if c.stage in ("attack", "after"):
            timing = "attack" if c.stage == "attack" else "after_ripostes"
            steps = card_of(c).attack
            i = c.step
            while i < len(steps) and _timing(steps[i]) != timing:
                i += 1
            if i >= len(steps):
                st = update(st, stage="ripostes" if c.stage == "attack" else "end", step=0)
                continue
            st = update(st, step=i + 1)
            name, _, arg = steps[i].partition(":")
            handler = ATTACK_STEPS.get(name)
            if handler is None:  # a faction step not built yet
                events.append(Event("ts.step_skipped", {"step": name}))
                continue
            st = handler.run(st, arg, events)
        elif c.stage == "ripostes":  # TS-7.18: one defender at a time, in order
            waiting = [d for d in c.defenders
                       if c.riposted.count(d) < ripostes.allowed_ripostes(st, d)]
            if not waiting:
                st = update(st, stage="after", step=0)
                continue
            st = update(st, riposted=c.riposted + (waiting[0],))
            st = ripostes.offer(st, waiting[0], events)
        else:
            return _finish(st, events)
    return st


def _finish(st: State, events: list[Event]) -> State:
    """TS-7.31: remove the destroyed units, run the end hooks, close the combat."""
    c = current(st)
    st = pop(st)
    st = remove_units(st, c.destroyed, events)  # TS-7.17
    for hook in COMBAT_END:
        st = hook(st, events)
    if c.attacker >= 0:  # TS-24.1; the Oni score nothing (TS-8.3)
        killed = sum(1 for uid in c.attack_killed if uid in c.destroyed)
        me = st.seats[c.attacker]
        if killed > me.strike:
            st = with_seat(st, c.attacker, replace(me, strike=killed))
    events.append(Event("ts.combat_end", {**who(st, c.attacker), "q": c.at[0], "r": c.at[1],
                                          "destroyed": list(c.destroyed)}))
    return replace(st, combat=None)


# --- conquest (TS-7.5–TS-7.9) ------------------------------------------------------------------

def resolve_conquest(st: State, events: list[Event], extra: int = 0) -> State:
    """The conquest attempt of the attack: the attacker's living combatants (+ `extra`, e.g.
    Swarm) against each defender's plus the zone bonus; a tie wins (TS-7.5, TS-7.6, TS-7.9)."""
    c = current(st)
    if conquest_void(st, c.at, c.attacker):  # TS-7.8: the conquest part is void
        events.append(Event("ts.conquest_void", {**who(st, c.attacker),
                                                 "q": c.at[0], "r": c.at[1]}))
        return st
    power = conquest_of(st, alive(st, c.attacker)) + extra
    need = needed(st, c.at, c.attacker, {d: alive(st, d) for d in c.defenders})
    success = power >= need
    events.append(Event("ts.conquest" if success else "ts.conquest_failed",
                        {**who(st, c.attacker), "q": c.at[0], "r": c.at[1], "power": power,
                         "needed": need, "success": success}))
    st = update(st, conquest=1 if success else -1)
    return place_marker(st, c.attacker, c.at, events) if success else st


def place_marker(st: State, owner: int, at: Coord, events: list[Event]) -> State:
    """TS-7.7: the conqueror's marker replaces any other (which returns to its owner); the
    zone's characteristics stay (TS-8.6). Records TS-21.7 and TS-22.6 for a seat."""
    m = marks_at(st, at)
    previous = m.owner
    st = with_marks(st, replace(m, owner=owner))
    events.append(Event("ts.zone_conquered", {**who(st, owner), "previous": previous,
                                              "q": at[0], "r": at[1]}))
    if owner >= 0:
        me = st.seats[owner]
        conquered = me.conquered + ((at,) if at not in me.conquered else ())
        retaken = me.retaken
        if previous != NOBODY and previous != owner:  # each conquest: Take It Back counts
            retaken += (at,)  # them (TS-13.10), the Nomads' goal its distinct zones (TS-22.6)
        st = with_seat(st, owner, replace(me, conquered=conquered, retaken=retaken))
    return st


def _conquest_step(st: State, arg: str, events: list[Event]) -> State:
    return resolve_conquest(st, events)


# --- annihilation (TS-7.11, TS-7.12) -----------------------------------------------------------

def _annihilation_step(st: State, arg: str, events: list[Event]) -> State:
    """Gather the card's damage bonuses (they may ask), then deal the damage."""
    c = current(st)
    if not c.defenders:  # TS-7.11: only with enemy units
        return st
    st = push_then(st, c.active, "attack_deal")
    for key in card_of(c).bonuses + tuple(EVERY_ATTACK):
        bonus = DAMAGE_BONUSES.get(key)
        if bonus is not None and bonus.possible(st, c.attacker, "attack"):
            st = bonus.prepare(st, c.attacker, "attack", events)
    return st


def attack_value(st: State) -> int:
    """The attack of the attacker's living combatants (TS-7.11)."""
    return sum(data.UNIT_BY_KEY[u.kind].attack for u in alive(st, current(st).attacker))


def _attack_deal(st: State, args: tuple[int, ...], events: list[Event]) -> State:
    amount = attack_value(st) + current(st).bonus
    st = update(st, bonus=0)
    c = current(st)
    if amount > 0 and c.attacker != ONI and any(alive(st, d) for d in c.defenders):
        # TS-7.4: applied in full, or partly if the attacker prefers (the Oni never hold back)
        return push(st, Prompt(c.active, ATTACK_AMOUNT, (amount,)))
    return deal_attack_damage(st, amount, events)


def _amount_legal(st: State, p: Prompt) -> list[Action]:
    """Every amount from the whole attack down to none (TS-7.4): the whole one first."""
    return [Action("deal", (x,)) for x in range(int(p.data[0]), -1, -1)]


def _amount_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _amount_legal(st, p):
        raise IllegalAction("Deal at most the attack's damage.", "ts.illegal.deal")
    amount, total = action.args[0], int(p.data[0])
    st = pop(st)
    if amount < total:
        events.append(Event("ts.attack_held", {**who(st, current(st).attacker),
                                                "amount": amount, "total": total}))
    return deal_attack_damage(st, amount, events) if amount else st


def deal_attack_damage(st: State, amount: int, events: list[Event]) -> State:
    """Damage of the attack effect: split by the attacker among the defenders with living
    combatants (TS-7.12), each assigning its share (TS-7.13); recorded for Protection."""
    c = current(st)
    recipients = tuple(d for d in c.defenders if alive(st, d))
    events.append(Event("ts.attack_damage", {**who(st, c.attacker), "amount": amount}))
    return split_damage(st, c.active, amount, recipients, c.at, events, hit=True, attack=True)


ATTACK_STEPS["conquest"] = StepHandler(_conquest_step)
ATTACK_STEPS["annihilation"] = StepHandler(_annihilation_step)
CONTINUATIONS["attack_deal"] = _attack_deal
register_prompt(COMBAT, PromptHandler(no_actions, no_apply, auto=_advance))
register_prompt(ATTACK_AMOUNT, PromptHandler(_amount_legal, _amount_apply))
register_code("C", CodeHandler(_legal, _apply, ("combat",)))
