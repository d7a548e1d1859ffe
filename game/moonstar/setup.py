"""Moonstar: choosing the first setter (MS-1), Game 12's round choice (MS-7.12) and the
setter's layout and roll (MS-2).

Each phase module offers `candidates` (a superset of the legal actions), `check` (raises
IllegalAction with a player-readable message) and `perform` (the new state and its events).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations

from game.core.rng import Rng
from game.core.rules import Event, IllegalAction
from game.moonstar import bidding, data, options
from game.moonstar.actions import (
    Action,
    ChooseVariants,
    Lift,
    PlaceMoon,
    PlacePlanet,
    Roll,
    illegal,
)
from game.moonstar.state import Phase, State

Events = list[Event]


# --------------------------------------------------------------------------- rounds


def begin_round(state: State, setter: int, number: int, sitting_out: tuple[int, ...],
                events: Events) -> State:
    """Start round `number` with `setter`: Game 12 choice first, else straight to setup."""
    n = state.n_seats
    state = replace(
        state, round=number, setter=setter, sitting_out=sitting_out, planets=(), moons=(),
        dice=(), bid=0, bidder=-1, passed=(False,) * n, challengers=(), turn=-1, calls=0,
        bets=(), bettors=(), bets_revealed=False, red=-1, moon_die=(), landed=(), removed=(),
        move_order=(), unused_dice=())
    events.append(Event("moonstar.round_start", {"round": number, "seat": setter}))
    if sitting_out:
        events.append(Event("moonstar.sits_out", {"seat": sitting_out[0]}))
    if 12 in state.settings.games:
        return replace(state, phase=Phase.CHOOSE_VARIANTS, variants=(1,), tray_planets=())
    variants, moons, dice, planets = options.fixed_setting(state.settings)
    return replace(state, phase=Phase.SETUP, variants=variants, n_moons=moons, n_dice=dice,
                   tray_planets=planets)


# --------------------------------------------------------------------------- MS-1 roll-off


def rolloff_to_act(state: State) -> tuple[int, ...]:
    """Seats of the current roll-off pass that have not rolled yet (simultaneous)."""
    return tuple(s for s in state.rolloff_in if state.rolloff_totals[s] < 0)


def perform_rolloff(state: State, seat: int, events: Events) -> State:
    """Roll four dice (MS-1.1); when the pass is complete, decide or re-roll the tied."""
    dice, rng = state.rng.roll(data.ROLL_OFF_DICE)
    totals = list(state.rolloff_totals)
    totals[seat] = sum(dice)
    events.append(Event("moonstar.rolloff_roll",
                        {"seat": seat, "dice": _dice_text(dice), "values": list(dice),
                         "total": sum(dice)}, barrier=True))
    state = replace(state, rng=rng, rolloff_totals=tuple(totals))
    if rolloff_to_act(state):
        return state
    best = max(totals[s] for s in state.rolloff_in)
    tied = tuple(s for s in state.rolloff_in if totals[s] == best)
    if len(tied) > 1:  # MS-1.2: only the tied players roll again
        for s in tied:
            totals[s] = -1
        events.append(Event("moonstar.rolloff_tie", {"tied_seat": list(tied), "total": best}))
        return replace(state, rolloff_in=tied, rolloff_totals=tuple(totals))
    # after a re-roll of the tied, « rolled highest (10) » read wrong beside an 11 of the
    # first pass (a newcomer's game, stop 97): it says the tie-break was won
    kind = ("moonstar.first_setter_tie" if len(state.rolloff_in) < len(totals)
            else "moonstar.first_setter")
    events.append(Event(kind, {"seat": tied[0], "total": best}))
    return begin_round(state, tied[0], 1, (), events)


# --------------------------------------------------------------------------- MS-7.12 Game 12


def variant_candidates(state: State) -> list[Action]:
    """Every compatible variant set of the match's menu with every allowed count."""
    menu = sorted(set(state.settings.games) - {12}) or list(range(2, 12))
    out: list[Action] = []
    for size in range(len(menu) + 1):
        for games in combinations(menu, size):
            try:
                options.check_combination(games)
            except IllegalAction:  # incompatible sets are simply skipped
                continue
            for moons, dice in _counts_for(games):
                out.append(ChooseVariants(games, moons, dice))
    return out


def _counts_for(games: Sequence[int]) -> list[tuple[int, int]]:
    if 2 in games:
        return [(k, k) for k in range(7, 12)]
    if 3 in games:
        return [(m, d) for d in range(7, 11) for m in range(8, 16) if m > d]
    if 4 in games:
        return [(m, d) for d in range(8, 12) for m in range(7, 11) if d > m]
    return [(7, 7)]


def check_variants(state: State, action: ChooseVariants) -> None:
    """MS-7.12/7.13: a compatible set from the menu with counts it allows."""
    options.round_setting(state.settings, action.games, action.moons, action.dice)


def perform_variants(state: State, seat: int, action: ChooseVariants, events: Events) -> State:
    """Announce this round's games and counts (MS-7.12), then go to setup."""
    variants, moons, dice, planets = options.round_setting(
        state.settings, action.games, action.moons, action.dice)
    events.append(Event("moonstar.variants_chosen",
                        {"seat": seat, "games": ", ".join(str(g) for g in variants),
                         "moons": moons, "dice": dice}))
    return replace(state, phase=Phase.SETUP, variants=variants, n_moons=moons, n_dice=dice,
                   tray_planets=planets)


# --------------------------------------------------------------------------- MS-2 setup


def setup_candidates(state: State) -> list[Action]:
    """Placements, lifts and (when complete) the roll."""
    out: list[Action] = []
    taken = {star for star, _ in state.planets}
    for value in sorted(set(state.tray_planets)):
        out += [PlacePlanet(value, s) for s in range(data.RING) if s not in taken]
    if len(state.moons) < state.n_moons:
        out += [PlaceMoon(s) for s in range(data.RING)
                if state.moons.count(s) < data.MAX_MOONS_PER_STAR]
    out += [Lift("planet", s) for s in sorted(taken)]
    out += [Lift("moon", s) for s in sorted(set(state.moons))]
    if is_layout_complete(state):
        out.append(Roll())
    return out


def is_layout_complete(state: State) -> bool:
    """Every planet and every moon of the round is on the board (MS-2.1); in a Game 12 round
    of Game 5, 1 to 6 planets chosen from the pool (MS-7.12)."""
    if options.picks_planets(state.settings, state.variants):
        return (1 <= len(state.planets) <= options.PICK_MAX
                and len(state.moons) == state.n_moons)
    return not state.tray_planets and len(state.moons) == state.n_moons


def _check_star(star: int) -> None:
    if not 0 <= star < data.RING:
        illegal("no_star", f"There is no star {star}: stars are numbered 0 to 11.", star=star)


def check_setup_action(state: State, action: Action) -> None:
    """MS-2.1-2.3: pieces from the tray, one planet and three moons per star at most."""
    match action:
        case PlacePlanet(value, star):
            _check_star(star)
            if value not in state.tray_planets:
                illegal("no_such_planet", f"There is no {value} planet left to place.",
                        value=value)
            if any(s == star for s, _ in state.planets):  # MS-2.2
                illegal("planet_taken", "A star holds at most one planet.", star=star)
            if (options.picks_planets(state.settings, state.variants)
                    and len(state.planets) >= options.PICK_MAX):  # MS-7.12, MS-7.5
                illegal("planet_limit", "A Game 5 round uses 1 to 6 planets.")
        case PlaceMoon(star):
            _check_star(star)
            if len(state.moons) >= state.n_moons:
                illegal("no_moon_left", f"All {state.n_moons} moons are already on the board.",
                        count=state.n_moons)
            if state.moons.count(star) >= data.MAX_MOONS_PER_STAR:  # MS-2.3
                illegal("moons_full", "A star holds at most three moons.", star=star)
        case Lift(piece, star):
            _check_star(star)
            if piece == "planet" and all(s != star for s, _ in state.planets):
                illegal("no_planet_there", f"There is no planet on star {star}.", star=star)
            if piece == "moon" and star not in state.moons:
                illegal("no_moon_there", f"There is no moon on star {star}.", star=star)
            if piece not in ("planet", "moon"):
                illegal("bad_piece", "Only a planet or a moon can be lifted.")
        case Roll():
            if not is_layout_complete(state):
                if options.picks_planets(state.settings, state.variants):
                    illegal("layout_incomplete_pick",
                            "Place 1 to 6 planets and every moon before rolling.")
                illegal("layout_incomplete", "Place every planet and moon before rolling.")
        case _:
            illegal("wrong_phase", "That is not possible while the setter lays out the board.")


def perform_setup(state: State, seat: int, action: Action, events: Events) -> State:
    """Apply a checked placement, lift or roll."""
    match action:
        case PlacePlanet(value, star):
            tray = list(state.tray_planets)
            tray.remove(value)
            events.append(Event("moonstar.planet_placed",
                                {"seat": seat, "value": value, "star": star}))
            return replace(state, tray_planets=tuple(tray),
                           planets=tuple(sorted((*state.planets, (star, value)))))
        case PlaceMoon(star):
            events.append(Event("moonstar.moon_placed", {"seat": seat, "star": star}))
            return replace(state, moons=tuple(sorted((*state.moons, star))))
        case Lift("planet", star):
            value = dict(state.planets)[star]
            events.append(Event("moonstar.planet_lifted",
                                {"seat": seat, "value": value, "star": star}))
            return replace(state, tray_planets=tuple(sorted((*state.tray_planets, value))),
                           planets=tuple(p for p in state.planets if p[0] != star))
        case Lift(_, star):
            moons = list(state.moons)
            moons.remove(star)
            events.append(Event("moonstar.moon_lifted", {"seat": seat, "star": star}))
            return replace(state, moons=tuple(moons))
    # MS-2.4: the roll of the round's dice is the situation, visible to all.
    dice, rng = state.rng.roll(state.n_dice)
    dice = tuple(sorted(dice))
    events.append(Event("moonstar.dice_rolled",
                        {"seat": seat, "dice": _dice_text(dice), "values": list(dice)},
                        barrier=True))
    m = len(state.moons)
    state = replace(state, rng=rng, dice=dice, moon_die=(0,) * m, landed=(-1,) * m,
                    removed=(False,) * m, tray_planets=())  # unchosen planets go back
    return bidding.begin_bidding(state, events)


def _dice_text(dice: Sequence[int]) -> str:
    return ", ".join(str(d) for d in dice)


# --------------------------------------------------------------------------- MS-9.3 random


def random_layout(rng: Rng, moons: int, planets: Sequence[int], taken: Sequence[int] = (),
                  loaded: Sequence[int] = ()) -> list[Action]:
    """A random legal layout (MS-9.3) as placement actions: planets first, then moons; around
    the pieces already there (`taken`: stars with a planet, `loaded`: each moon's star)."""
    stars, rng = rng.shuffle([s for s in range(data.RING) if s not in taken])
    out: list[Action] = [PlacePlanet(v, s) for v, s in zip(planets, stars, strict=False)]
    load = [0] * data.RING
    for s in loaded:
        load[s] += 1
    for _ in range(moons):
        free = [s for s in range(data.RING) if load[s] < data.MAX_MOONS_PER_STAR]
        star, rng = rng.choice(free)
        load[star] += 1
        out.append(PlaceMoon(star))
    return out


def _pick(rng: Rng, pool: Sequence[int]) -> tuple[list[int], Rng]:
    """Game 12's free pick (MS-7.12): 1 to PICK_MAX planets of the pool, at random."""
    count, rng = rng.randint(1, options.PICK_MAX)
    shuffled, rng = rng.shuffle(pool)
    return sorted(shuffled[:count]), rng


def random_fill(state: State, rng: Rng) -> list[Action]:
    """The "complete at random" button: what the setter placed stays, the tray's pieces go
    on random legal stars (MS-2.2, MS-2.3). With Game 12's free pick (MS-7.12) the planets
    placed are the setter's pick: only moons are added."""
    planets: Sequence[int] = state.tray_planets
    if options.picks_planets(state.settings, state.variants):
        planets, rng = ((), rng) if state.planets else _pick(rng, planets)
    return random_layout(rng, state.n_moons - len(state.moons), planets,
                         [s for s, _ in state.planets], state.moons)


def random_setup(state: State, rng: Rng) -> list[Action]:
    """The "random setup" button: lift what is placed, then a random legal layout."""
    out: list[Action] = [Lift("planet", s) for s, _ in state.planets]
    out += [Lift("moon", s) for s in state.moons]
    planets: Sequence[int] = sorted((*state.tray_planets, *(v for _, v in state.planets)))
    if options.picks_planets(state.settings, state.variants):  # MS-7.12: 1-6 from the pool
        planets, rng = _pick(rng, planets)
    return out + random_layout(rng, state.n_moons, planets)
