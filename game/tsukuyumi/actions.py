"""Tsukuyumi actions and their canonical notation (TS-42.2).

One action = a kind and integer arguments; coordinates are written `q r`. Grammar:

    faction <k>                 take faction k (index in `data.FACTION_KEYS`, TS-2.1)
    start <q> <r>               place your start zone (TS-2.14, TS-2.16)
    territory <q> <r>           place a starting territory marker (TS-2.17)
    deploy <uid> <q> <r>        put a starting unit on your start zone or a starting territory
                                (TS-2.19)
    tile <q> <r> <tile> <rot>   grey_tiles = chosen: put tile T<tile> at rotation rot on a grey
                                position (TS-12.2)
    egg <q> <r>                 the Nuée Noire lays a starting Egg on a starting territory
                                (TS-21.14)
    ready                       your starting units are where you want them
    pick <card>                 choose this round's action card (TS-3.2)
    white <a>                   white phase: take action a (0 Movement, 1 Combat, 2 Production,
                                3 Events; TS-4.10)
    initiative <delta>          move your initiative marker up (< 0) or down (> 0) (TS-5.2)
    end                         end your turn in this phase (TS-4.3, TS-4.4)
    buy <unit> <q> <r>          Production: a new unit (index in `data.UNITS`) placed on (q, r)
                                (TS-5.15)
    upgrade <uid> <unit>        Production: upgrade a unit in place into `unit` (TS-21.11,
                                TS-23.2)
    uplink <n>                  Production: install uplink U<n> (TS-20.6)
    weapon <w>                  Production: a weapon (index in `data.WEAPONS`) to the pool
                                (TS-22.2)
    discount                    Production: the Nomads' discount (TS-22.7)
    done                        end the open Production action; its PP left are lost (TS-5.14)
    oni <size> <q> <r>          Oni placement: an Oni of size `size` (index in `data.SIZES`)
                                from the reserve onto (q, r) (TS-8.7)
    oni_convert                 Oni placement with no Oni placeable: it becomes one Oni
                                conquest (TS-8.8, TS-8.9)
    move <uid> <d1> … <dk>      Movement plan: set a unit's path to these directions (TS-41.1),
                                one step longer or shorter than before; the first one opens
                                the plan of the turn's Movement action (TS-6.15)
    unmove <uid>                Movement plan: the unit stays where it is
    go                          Movement plan: carry it out (TS-6.15 (2), (3))
    cancel                      Movement plan: drop it, the Movement action stays unused

Combat (combat.py, ripostes.py, damage.py) and the Oni conquest (oni.py):

    combat <q> <r> <n>          declare a combat in zone (q, r) with your card number n (C3 = 3)
                                (TS-7.1, TS-7.2, TS-42.3)
    deal <amount>               deal `amount` of the attack's damage, all of it or less
                                (TS-7.4)
    split <amount>              give `amount` of the damage to the next recipient; the last one
                                gets the rest (TS-7.12, TS-7.23)
    assign <uid>                the next unit to take the damage (TS-7.13, TS-42.4)
    riposte <k>                 choose riposte k of `cards.RIPOSTES` (0 counter, 2 defensive,
                                3 protection, 4 ammo_loss, 5 oni_reinforcement) (TS-7.18)
    retreat <q> <r>             the Retreat riposte to zone (q, r) (TS-7.24)
    noriposte                   choose no riposte (TS-7.18)
    ammo <k>                    Ammo loss: discard a Weapon of kind k (`data.WEAPONS`) (TS-7.29)
    reinforce <k> <q> <r>       Oni Reinforcement: place an Oni of kind k (`data.ONI_UNITS`)
                                (TS-7.28)
    reinforce_done              place no more Oni
    oni_zone <q> <r>            Oni conquest: the zone of the selected Oni (TS-8.11)
    oni_move <uid> <q> <r>      Oni conquest: move one selected Oni one zone (TS-8.12)
    oni_target <q> <r>          Oni conquest: the zone the Oni attack (TS-8.13)
    oni_shift <uid> <q> <r>     move an Oni one zone (TS-8.16)
    oni_done                    move no more Oni (TS-8.16)

Faction plug-ins (factions/cyber.py, cyber_strikes.py, nomads.py, nomads_weapons.py):

    tenno <a>                   Cybersamurai Faction effect (Tenno Sub-AI): white-phase action
                                a (as `white`) added to this turn (TS-20.2)
    orbital <k>                 use strike k: 0 Kaneda, 1 Missile strike, 2 Tetsuo (TS-20.3,
                                TS-20.12)
    kaneda <uid> <q> <r>        Kaneda: push enemy unit uid to the adjacent zone (q, r)
                                (TS-20.8)
    tetsuo <uid>                Tetsuo: the enemy unit that takes its damage (TS-20.10)
    shield <uid>                the unit (aimed at, or a Shield Drone) that takes damage another
                                player aimed at one of yours (TS-20.11)
    conquest_try                C3: attempt the card's conquest after the strike (TS-20.12)
    conquest_skip               C3: do not attempt it
    nomad_effect <k>            Nomads Faction effect: free Pistols and k = 0 Mines, 1 radiation
                                immunity (TS-22.3)
    arm <w>                     fire a Weapon of kind w (`data.WEAPONS`) in this damage
                                (TS-22.8)
    arm_done                    fire no more Weapons
    hitrun <uid> <q> <r>        N3: move a Nomads combatant one zone after the attack (TS-22.12)
    hitrun_done                 move no more

The Nuée Noire (factions/darkseed.py) and the Boarlords (factions/boarlords*.py):

    swarm <a> [<b>]             Faction effect: one or two different abilities, in this order:
                                1 move all units, 2 all Flying, 3 lay Eggs (TS-21.3)
    sacrifice <uid> <q> <r> <n>
                                blue phase: sacrifice Conqueror uid for a combat in (q, r)
                                with card Dn (TS-21.4)
    queen_remove <uid>          For the Queen: remove this unit (TS-21.5)
    queen_zone <q> <r>          For the Queen: the survivors go to (q, r) (TS-21.5)
    terraform                   Faction effect: the Boarriors start placing Terraformings
                                (TS-23.4)
    terra <uid> <m>             Boarrior uid places zone marker m (1 Cover, 2 Fortress) in its
                                zone (TS-23.9, TS-23.11, TS-23.12)
    terra_edge <uid> <m> <d>    Boarrior uid places edge marker m (0 Tunnel, 3 Barricade) on
                                its zone's edge in direction d (TS-23.10, TS-23.13)
    terra_done                  place no more Terraformings now
    boar_stay <uid>             B3 Stampede: leave enemy unit uid where it is (TS-7.4)
    boar_push <uid> <q> <r>     Displacement, B3 Stampede: push enemy unit uid to (q, r)
                                (TS-23.6, TS-23.14)
    free_upgrade <uid> <unit>   B4 Mother's Call: upgrade unit uid into `unit` for free
    free_done                   B4: upgrade no more units

The Events action (events.py) and the event effects (event_effects.py, event_actions.py):

    draw <slot>                 Events: take face-up card 0 or 1, or 2: draw blind (TS-5.7)
    play <card> …               Events: play event E<card> with its effect's parameters:
                                E01 <q> <r> <owner>, E02 <q> <r> <steps>, E03 <q> <r> <d>
                                (an edge key, TS-41.4), E04 <mode> <q> <r> <d> (0 Passage,
                                1 remove a Barrier), E05 <q> <r>, E06 <q> <r> <n>, E07–E11
                                <q> <r>, E13 <uid> <q> <r>, E15 <size> <q> <r>, E16 <q> <r>,
                                E17 <q> <r> <k>; E12, E14, E18–E20 none (TS-31.2)
    events_done                 end the Events action (TS-4.7)
    rotate <q> <r> <steps>      E02: turn one more area tile
    barrier <q> <r> <d>         E03: one more Barrier marker on edge (q, r, d)
    passage <q> <r> <d>         E04: one more Passage marker
    unbarrier <q> <r> <d>       E04: remove one more Barrier marker
    redeploy <uid> <q> <r>      E13: move one more unit 1 zone
    sabotage <k>                E17: remove one more marker (`event_effects.PIECES`)
    scout <keep> <c1> …         E18: keep event E<keep>, put the others back, c1 on top
    effect_done                 stop an "up to N" event early (E15 uses `oni <size> <q> <r>`)

The legendary Oni (modules/legendary*.py, Stage 2, TS-M8):

    legend <k> <q> <r>          place legendary Oni k (`legendary_data.KEYS`) on (q, r) instead
                                of an Oni (TS-M8.2); E15 names one as `play 15 <3+k> <q> <r>`
    shadow <q> <r>              the next of the Trois Ombres (TS-M8.18)
    horror <q> <r>              the Horreur's extra attack on (q, r) (TS-M8.8)
    horror_step <q> <r>         no target in reach: the Horreur's group moves to (q, r) (TS-M8.9)
    hunt <q> <r>                the Sombre témoin's group hunts in (q, r) (TS-M8.11)
    gamble_lose <uid>           the Joueuse's 1 or 2: lose this unit (TS-M8.21)
    gamble_mark <q> <r>         the Joueuse's 4: a Tsukuyumi marker on (q, r) (TS-M8.21)

Later steps add their own kinds (movement, combat, production, events, Oni, faction effects);
each registers its arity here.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rules import int_notation, parse_int_notation

ARITY: dict[str, int | None] = {
    "faction": 1, "tile": 4, "start": 2, "territory": 2, "deploy": 3, "egg": 2, "ready": 0,
    "pick": 1, "white": 1, "initiative": 1, "end": 0}
"""Number of integer arguments of each kind (None: one or more)."""
ARITY.update({"move": None, "unmove": 1, "go": 0, "cancel": 0})  # TS-6.15, movement_plan.py
ARITY.update({"buy": 3, "upgrade": 2, "uplink": 1, "weapon": 1, "discount": 0, "done": 0,
              "oni": 3, "oni_convert": 0})  # production.py, oni_placement.py
ARITY.update({  # combat and the Oni conquest (combat.py, ripostes.py, damage.py, oni.py)
    "combat": 3, "deal": 1, "split": 1, "assign": 1, "riposte": 1, "retreat": 2, "noriposte": 0,
    "ammo": 1, "reinforce": 3, "reinforce_done": 0, "oni_zone": 2, "oni_move": 3,
    "oni_target": 2, "oni_shift": 3, "oni_done": 0})
ARITY.update({  # the Nuée Noire and the Boarlords (factions/darkseed.py, factions/boarlords*.py)
    "swarm": None, "sacrifice": 4, "queen_remove": 1, "queen_zone": 2,
    "terraform": 0, "terra": 2, "terra_edge": 3, "terra_done": 0, "boar_push": 3, "boar_stay": 1,
    "free_upgrade": 2, "free_done": 0})

ARITY.update({  # faction plug-ins: the Cybersamurai and the Nomads (factions/)
    "tenno": 1, "orbital": 1, "kaneda": 3, "tetsuo": 1, "shield": 1, "conquest_try": 0,
    "conquest_skip": 0, "nomad_effect": 1, "arm": 1, "arm_done": 0, "hitrun": 3,
    "hitrun_done": 0})

ARITY.update({  # the Events action and the event effects (events.py, event_effects.py, …)
    "draw": 1, "play": None, "events_done": 0, "rotate": 3, "barrier": 3, "passage": 3,
    "unbarrier": 3, "redeploy": 3, "sabotage": 1, "scout": None, "effect_done": 0})

MORE_GRAMMAR: list[str] = []
"""Grammar lines of the kinds that plug-ins outside this file add (the modules, TS-M1…): the
same format as this docstring's, read with it by the table (`grammar_text`)."""


def add_kinds(arity: dict[str, int | None], grammar: str) -> None:
    """Register a plug-in's action kinds: their arity and their grammar lines."""
    ARITY.update(arity)
    MORE_GRAMMAR.append(grammar)


def grammar_text() -> str:
    """The whole grammar: this module's docstring and the plug-ins' lines."""
    return "\n".join([__doc__ or "", *MORE_GRAMMAR])


WHITE_ACTIONS = ("M", "C", "P", "E")
"""The white-phase list, in the order of the `white` action's argument (TS-4.10)."""


@dataclass(frozen=True)
class Action:
    """One action: its kind and integer arguments."""

    kind: str
    args: tuple[int, ...] = ()

    def __str__(self) -> str:
        return notation(self)


def notation(action: Action) -> str:
    """Canonical text of an action."""
    return int_notation(action.kind, action.args)


def parse_action(text: str) -> Action:
    """Inverse of `notation`; IllegalAction `ts.illegal.malformed` on malformed text."""
    return Action(*parse_int_notation(text, ARITY, "ts.illegal.malformed"))
