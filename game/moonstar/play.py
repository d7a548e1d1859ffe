"""Moonstar: the bidder plays the round (MS-4), with Game 6's red planet (MS-7.6), the removals
of Games 3 and 4 (MS-7.3, MS-7.4) and Game 8's scoring during play (MS-7.8).

Movement and landing values come from `game.moonstar.moves`, shared with the solver.
"""

from __future__ import annotations

from dataclasses import replace

from game.core.rules import Event
from game.moonstar import moves, scoring
from game.moonstar.actions import Action, MoveMoon, PlaceDie, PlaceRed, illegal
from game.moonstar.state import Phase, State

Events = list[Event]


def begin(state: State, events: Events) -> State:
    """After bidding (and side bets): the red planet in Game 6, else the dice (MS-4.2)."""
    if 6 in state.variants and state.planets:
        return replace(state, phase=Phase.RED_PLANET)
    return replace(state, phase=Phase.PLACE_DICE)


def unplaced_dice(state: State) -> list[int]:
    """The dice values not on a moon yet (and not taken away by Game 4)."""
    left = list(state.dice)
    for value in (*(v for v in state.moon_die if v), *state.unused_dice):
        left.remove(value)
    return left


def round_total(state: State) -> int:
    """The bidder's points so far: landings of moved moons in move order (MS-5.1, 7.6-7.8)."""
    landings = [state.landed[m] for m in state.move_order]
    values = moves.star_values(dict(state.planets), state.red if state.red >= 0 else None)
    return moves.score_landings(landings, values, frozenset(state.variants))


def moving_moons(state: State) -> tuple[int, ...]:
    """Moons that carry a die and have not moved yet."""
    return tuple(m for m, die in enumerate(state.moon_die)
                 if die and state.landed[m] < 0 and not state.removed[m])


# --------------------------------------------------------------------------- candidates


def candidates(state: State) -> list[Action]:
    """Every red-planet star, die placement or move of the current play phase."""
    if state.phase is Phase.RED_PLANET:
        return [PlaceRed(star) for star, _ in state.planets]
    if state.phase is Phase.PLACE_DICE:
        free = [m for m, die in enumerate(state.moon_die) if not die and not state.removed[m]]
        return [PlaceDie(v, m) for v in sorted(set(unplaced_dice(state))) for m in free]
    out: list[Action] = []
    for m in moving_moons(state):
        for direction, steps in moves.step_options(state.moon_die[m], frozenset(state.variants)):
            out.append(MoveMoon(m, direction, steps))
    return out


# --------------------------------------------------------------------------- checks


def _check_moon(state: State, moon: int) -> None:
    if not 0 <= moon < len(state.moons):
        illegal("no_moon", f"There is no moon {moon}.", moon=moon)
    if state.removed[moon]:
        illegal("moon_gone", f"Moon {moon} has left the board.", moon=moon)


def check(state: State, action: Action) -> None:
    """MS-7.6 and MS-4.2-4.5: what the bidder may do now."""
    phase = state.phase
    match action:
        case PlaceRed(star):
            if phase is not Phase.RED_PLANET:
                illegal("red_not_now", "The red planet is placed only in Game 6, before the dice.")
            if star not in dict(state.planets):  # MS-7.6
                illegal("red_needs_planet", "The red planet goes on a star that has a planet.",
                        star=star)
        case PlaceDie(value, moon):
            if phase is Phase.RED_PLANET:
                illegal("red_first", "Place the red planet before the dice.")
            if phase is not Phase.PLACE_DICE:
                illegal("dice_done", "Every die is already placed: a placed die is final.")
            _check_moon(state, moon)
            if state.moon_die[moon]:  # MS-4.2
                illegal("moon_has_die", f"Moon {moon} already has a die: a placed die is final.",
                        moon=moon)
            if value not in unplaced_dice(state):
                illegal("no_such_die", f"No unplaced die shows {value}.", value=value)
        case MoveMoon(moon, direction, steps):
            if phase is Phase.RED_PLANET:
                illegal("red_first", "Place the red planet before the dice.")
            if phase is Phase.PLACE_DICE:  # MS-4.3
                illegal("dice_before_moves", "All dice must be placed before any moon moves.")
            _check_moon(state, moon)
            if state.landed[moon] >= 0:  # MS-4.5
                illegal("moon_moved", f"Moon {moon} has already moved: its position is final.",
                        moon=moon)
            die = state.moon_die[moon]
            allowed = moves.step_options(die, frozenset(state.variants))
            if (direction, steps) not in allowed:  # MS-4.4, MS-7.9
                text = ", ".join(f"{d} {s}" for d, s in allowed)
                illegal("bad_move", f"With a {die}, moon {moon} may move: {text}.",
                        die=die, moon=moon, allowed=text)
        case _:
            illegal("wrong_phase", "Only the bidder's play is possible now.")


# --------------------------------------------------------------------------- perform


def perform(state: State, seat: int, action: Action, events: Events) -> State:
    """Apply a checked red planet, die or move; end the round when play is over."""
    match action:
        case PlaceRed(star):
            events.append(Event("moonstar.red_placed", {"seat": seat, "star": star}))
            return replace(state, red=star, phase=Phase.PLACE_DICE)
        case PlaceDie(value, moon):
            dice = list(state.moon_die)
            dice[moon] = value
            events.append(Event("moonstar.die_placed", {"seat": seat, "value": value,
                                                        "moon": moon,
                                                        "from_star": state.moons[moon]},
                                barrier=True, barrier_key="moonstar.undo.die"))  # MS-4.2
            return _after_placing(replace(state, moon_die=tuple(dice)), events)
        case MoveMoon(moon, direction, steps):
            return _move(state, seat, moon, direction, steps, events)
    raise AssertionError(action)


def _after_placing(state: State, events: Events) -> State:
    placed = sum(1 for v in state.moon_die if v)
    if placed < min(len(state.moons), state.n_dice):
        return state
    removed = list(state.removed)
    gone = [m for m, v in enumerate(state.moon_die) if not v]
    if gone:  # MS-7.3: moons without a die leave the board
        for m in gone:
            removed[m] = True
        events.append(Event("moonstar.moons_removed", {"count": len(gone), "moons": gone}))
    left = unplaced_dice(state)
    if left:  # MS-7.4: the dice not placed on a moon are taken away
        events.append(Event("moonstar.dice_removed", {"count": len(left),
                                                      "dice": ", ".join(map(str, left))}))
    return replace(state, removed=tuple(removed), unused_dice=tuple(left), phase=Phase.MOVE)


def _move(state: State, seat: int, moon: int, direction: str, steps: int,
          events: Events) -> State:
    start = state.moons[moon]
    star = moves.landing_star(start, direction, steps)
    landed = list(state.landed)
    landed[moon] = star
    removed = list(state.removed)
    if 8 in state.variants and state.move_order:
        previous = state.landed[state.move_order[-1]]
        if previous != star:  # MS-7.8: the chain breaks, earlier moons are removed
            gone = [m for m in state.move_order if not removed[m]]
            for m in gone:
                removed[m] = True
            events.append(Event("moonstar.chain_broken", {"count": len(gone), "moons": gone}))
    # The landing's own value (MS-5.1, 7.6); in Game 7 what it adds to the squares (MS-7.7:
    # 2c + 1 beside c moons already landed there; it read « +0 » under a « +1 » landing
    # choice, a newcomer's game, stop 98); 0 in Game 8, whose chain_points follows. The
    # round summary reads it from here, not from a later view.
    value = 0
    games = frozenset(state.variants)
    if not {7, 8} & games:
        red = state.red if state.red >= 0 else None
        value = moves.star_values(dict(state.planets), red)[star]
    elif 8 not in games:
        done = [state.landed[m] for m in state.move_order]
        value = (moves.score_landings([*done, star], (), games)
                 - moves.score_landings(done, (), games))
    events.append(Event("moonstar.moon_moved",
                        {"seat": seat, "moon": moon, "steps": steps, "from_star": start,
                         "star": star, "clockwise": direction == moves.CW, "points": value},
                        barrier=True, barrier_key="moonstar.undo.move"))  # MS-4.5: final
    state = replace(state, landed=tuple(landed), removed=tuple(removed),
                    move_order=(*state.move_order, moon))
    if 8 in state.variants:  # MS-7.8: scored as it goes
        points = moves.chain_scores([state.landed[m] for m in state.move_order])[-1]
        events.append(Event("moonstar.chain_points", {"seat": seat, "moon": moon,
                                                      "star": star, "points": points,
                                                      "total": round_total(state)}))
    if moving_moons(state):
        return state
    return scoring.end_round(state, events)  # MS-4.7


def time_up(state: State, events: Events) -> State:
    """MS-4.8: unmoved moons (with their dice) leave the board and score nothing."""
    gone = [m for m in range(len(state.moons)) if state.landed[m] < 0 and not state.removed[m]]
    removed = list(state.removed)
    for m in gone:
        removed[m] = True
    events.append(Event("moonstar.play_time_up", {"seat": state.bidder, "count": len(gone),
                                                  "moons": gone}))
    return scoring.end_round(replace(state, removed=tuple(removed)), events)
