"""Planet Unknown setup (PU-1): the station, the civ decks, objectives, the event deck, the
boards and corporations dealt, the first commander. Pure: a seed and the options make the state
before the first decision (`phases.start` then runs the first steps).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.core.rng import Rng
from game.supermoon import board as geo
from game.supermoon.data import (
    CIV_CARDS,
    CORP_BY_KEY,
    CORPORATIONS,
    EVENTS,
    INNER_SHAPES,
    OBJECTIVES,
    OUTER_SHAPES,
    PLANET_BY_KEY,
    PLANETS,
    QUANTUM_ID,
    RANKS,
    SYMMETRIC_CORP,
    SYMMETRIC_PLANET,
    TILES,
    solo_adjustments,
)
from game.supermoon.fragments import FRAGMENTED
from game.supermoon.moon import board_offer
from game.supermoon.moons import MOON_BOARDS
from game.supermoon.rescue import BLOCK_SET, RESCUE_SET, rescue_on
from game.supermoon.state import Player, State

COLOUR_INDEX = {"green": 0, "orange": 1, "red": 2}
DECK_SIZE = 20  # PU-12.1
MOON_EXTRA_EVENTS = 4  # SM-3.2


def eligible_events(solo: bool) -> tuple[int, ...]:
    """PU-12.1, PU-15.3: solo-only cards only in solo."""
    return tuple(sorted(e for e, card in EVENTS.items() if solo or not card.solo_only))


def uses_events(n: int, options: Mapping[str, Any]) -> bool:
    """PU-1.8: optional in multiplayer, always in solo."""
    return n == 1 or bool(options.get("events"))


def build_event_deck(rng: Rng, n: int, options: Mapping[str, Any]
                     ) -> tuple[tuple[int, ...], Rng]:
    """PU-12.1: a random mix of the eligible cards, or the chosen colour counts."""
    pool = eligible_events(n == 1)
    if options.get("event_mix") == "custom":
        deck: list[int] = []
        for colour in ("green", "orange", "red"):
            cards = [e for e in pool if EVENTS[e].colour == colour]
            shuffled, rng = rng.shuffle(cards)
            deck += shuffled[:int(options.get(colour, 0))]
        out, rng = rng.shuffle(deck)
        return tuple(out), rng
    shuffled, rng = rng.shuffle(pool)
    return tuple(shuffled[:deck_size(options)]), rng


def solo_goal_parts(event_counts: tuple[int, int, int], options: tuple[tuple[str, str], ...]
                    ) -> tuple[int, tuple[tuple[str, int, int], ...]]:
    """The target's base and its adjustment per colour (PU-15.4, SM-13.1)."""
    g, o, r = event_counts
    moons = dict(options).get("moons") == "true"
    return solo_adjustments({"green": g, "orange": o, "red": r}, moon=moons)


def solo_goal(event_counts: tuple[int, int, int], options: tuple[tuple[str, str], ...]) -> int:
    """PU-15.4 (SM-13.1: 80 with the moons): the target for this game's event deck."""
    base, parts = solo_goal_parts(event_counts, options)
    return base + sum(adj for _c, _n, adj in parts)


def deck_size(options: Mapping[str, Any]) -> int:
    """PU-12.1: 20 events; SM-3.2: 4 more with the moons."""
    return DECK_SIZE + (MOON_EXTRA_EVENTS if options.get("moons") else 0)


def initial_state(seed: int, n: int, options: Mapping[str, Any]) -> State:
    """PU-1: station, boards, civ decks, objectives, events, first commander."""
    rng = Rng.from_seed(seed)
    outer, rng = rng.shuffle(OUTER_SHAPES)  # PU-1.1 DECISION: random slot contents
    inner, rng = rng.shuffle(INNER_SHAPES)
    stacks = []
    for shape in list(outer) + list(inner):
        tiles = [t.tile_id for t in TILES if t.shape_id == shape]
        shuffled, rng = rng.shuffle(tiles)
        stacks.append(tuple(shuffled))
    rotation, rng = rng.randint(0, 5)
    commander, rng = rng.randint(0, n - 1)  # PU-1.4
    decks, reserves = [], []
    for rank in RANKS:  # PU-1.5
        cards, rng = rng.shuffle(sorted(c for c, card in CIV_CARDS.items() if card.rank == rank))
        size = 2 if n == 1 else n + 1
        decks.append(tuple(cards[:size]))
        reserves.append(tuple(cards[size:]))
    objectives, rng = rng.shuffle(sorted(OBJECTIVES))
    pile = list(objectives)
    neighbours: list[tuple[int, int, int]] = []
    if n == 2:  # PU-1.6
        neighbours = [(pile.pop(0), 0, 1) for _ in range(3)]
    elif n >= 3:
        neighbours = [(pile.pop(0), s, (s + 1) % n) for s in range(n)]
    moons: tuple[int, ...] = ()
    if options.get("moons"):  # SM-3.1: a random moon board each, all different
        numbers, rng = rng.shuffle(sorted(b.board for b in MOON_BOARDS))
        moons = tuple(numbers[:n])
    dealt: tuple[int, ...] = ()
    if options.get("planets") == "random":  # PU-17.1: one random asymmetric planet each
        planets = [p.planet_id for p in PLANETS if p.key != SYMMETRIC_PLANET]
        if options.get("fragments"):  # SM-9.1: the fragmented planet too, one seat at most
            planets.append(FRAGMENTED)
        pool, rng = rng.shuffle(planets)
        dealt = tuple(pool[:n])
    corps: tuple[int, ...] = ()
    if options.get("corporations") == "random":  # PU-18.1: one random asymmetric each
        ids, rng = rng.shuffle([c.corp_id for c in CORPORATIONS if c.key != SYMMETRIC_CORP]
                               + ([QUANTUM_ID] if options.get("quantum") else []))  # SM-11.1
        corps = tuple(ids[:n])
    players = []
    for seat in range(n):
        p = Player(SYMMETRIC_CORP, (geo.empty_board(SYMMETRIC_PLANET),),
                   rover_supply=CORP_BY_KEY[SYMMETRIC_CORP].rovers)
        if dealt:
            p = replace(p, planet_offer=(dealt[seat], PLANET_BY_KEY[SYMMETRIC_PLANET].planet_id))
        if corps:
            p = replace(p, corp_offer=(corps[seat], CORP_BY_KEY[SYMMETRIC_CORP].corp_id))
        if moons:
            p = replace(p, moon_offer=board_offer(moons[seat]))
        if rescue_on(n, options):  # SM-7.1
            p = replace(p, rescue=RESCUE_SET)
        if options.get("blocks"):  # SM-8.1
            p = replace(p, blocks=BLOCK_SET)
        if n == 1:  # PU-15.2
            p = replace(p, offer=tuple(pile.pop(0) for _ in range(4)), keep=3)
        elif options.get("private_objectives"):  # PU-1.7
            p = replace(p, offer=tuple(pile.pop(0) for _ in range(2)), keep=1)
        players.append(p)
    events: tuple[int, ...] = ()
    counts = (0, 0, 0)
    if uses_events(n, options):
        events, rng = build_event_deck(rng, n, options)
        tally = [0, 0, 0]
        for e in events:
            tally[COLOUR_INDEX[EVENTS[e].colour]] += 1
        counts = (tally[0], tally[1], tally[2])
    opts = tuple(sorted((k, json.dumps(v)) for k, v in options.items()))
    st = State(n=n, rng=rng, options=opts, round=0, phase="setup", commander=commander,
               rotation=rotation, stacks=tuple(stacks), hidden_top=(False,) * 12,
               players=tuple(players), work=tuple(players), base=tuple(players),
               civ_decks=tuple(decks), civ_reserve=tuple(reserves),
               neighbour_objectives=tuple(neighbours), objective_pile=tuple(pile),
               events=events, event_counts=counts)
    return st


