"""How the Moonstar bots play a round they won: the red planet (Game 6), the dice and the moves.

Each level makes one *plan* for the round — dice per moon, then moves in order — from the
position alone (moons, planets, roll, red star) and a per-round seed, so every call during the
play computes the same plan and simply performs its next unfinished step:

* hard: the solver's optimal play, in the solver's order (it matters in Game 8, MS-7.8);
* normal: the optimal play, but in about one round in ten it makes the smallest possible
  mistake (one moon to its second-best landing, or two dice swapped);
* easy: the greedy play (best remaining moon/die pair first) with human slips: each moon has
  a small chance of going the wrong way.

If the table does not match the plan (a human started the play before handing over to the
bot), a legal greedy choice is made instead, so the bot never gets stuck.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from game.core.rng import Rng
from game.moonstar.actions import MoveMoon, PlaceDie, PlaceRed
from game.moonstar.bots import eval as ev
from game.moonstar.moves import destinations, star_values

NORMAL_SLIP_CHANCE = 0.10  # per round: one small mistake
EASY_SLIP_CHANCE = 0.06  # per moon: the wrong direction


def red_star(view, level: str) -> int:
    """Game 6: hard and normal take the solver's red star, easy the greedy one."""
    moons, planets, dice, games, _ = ev.position(view)
    if level == "easy":
        red = ev.greedy(moons, planets, dice, games, None)[2]
    else:
        red = ev.exact(moons, planets, dice, games, None).red
    return red if red is not None else planets[0][0]


def _options(start: int, die: int, games: frozenset[int]) -> list[tuple[str, int, int]]:
    """Distinct landings of one moon with one die: (direction, steps, landing)."""
    seen: dict[int, tuple[str, int, int]] = {}
    for d in destinations(start, die, games):
        seen.setdefault(d[2], d)
    return list(seen.values())


def _best_directions(moons, assignment: dict[int, int], vals, games) -> list[ev.Step]:
    """Separable games: each moon of an assignment to its best landing."""
    out = []
    for moon, die in sorted(assignment.items()):
        d = max(destinations(moons[moon], die, games), key=lambda x: vals[x[2]])
        out.append((moon, die, d[0], d[1], d[2]))
    return out


def _small_slip(moons, planets, games, red, steps: list[ev.Step]) -> list[ev.Step]:
    """The cheapest strictly worse variation: one moon elsewhere, or two dice swapped."""
    gs = frozenset(games) | {1}
    best_total = ev.total_of(steps, planets, gs, red)
    cands: list[tuple[int, int, list[ev.Step]]] = []
    for k, (moon, die, _d, _n, land) in enumerate(steps):
        for direction, n, other in _options(moons[moon], die, gs):
            if other != land:
                alt = list(steps)
                alt[k] = (moon, die, direction, n, other)
                cands.append((0, k, alt))
    if not gs & ev.CLUSTER_GAMES:
        vals = star_values(dict(planets), red)
        assignment = {s[0]: s[1] for s in steps}
        ids = sorted(assignment)
        for a in range(len(ids)):
            for b in range(a + 1, len(ids)):
                i, j = ids[a], ids[b]
                if assignment[i] != assignment[j]:
                    swapped = dict(assignment)
                    swapped[i], swapped[j] = assignment[j], assignment[i]
                    cands.append((1, a * 32 + b, _best_directions(moons, swapped, vals, gs)))
    worse = []
    for kind, key, alt in cands:
        if gs & {8}:
            alt = ev.group_for_chain(alt)
        loss = best_total - ev.total_of(alt, planets, gs, red)
        if loss > 0:
            worse.append((loss, kind, key, alt))
    if not worse:
        return steps
    return min(worse, key=lambda w: w[:3])[3]


@lru_cache(maxsize=256)
def plan(level: str, moons: tuple[int, ...], planets: tuple[tuple[int, int], ...],
         dice: tuple[int, ...], games: tuple[int, ...], red: int | None,
         seed: int) -> tuple[ev.Step, ...]:
    """The level's whole play for the position, in move order (see the module docstring)."""
    gs = frozenset(games) | {1}
    rng = Rng(seed)
    if level == "easy":
        steps = list(ev.greedy(moons, planets, dice, games, red)[1])
        for k, (moon, die, _d, _n, land) in enumerate(steps):
            roll, rng = rng.random()
            if roll < EASY_SLIP_CHANCE:
                others = [o for o in _options(moons[moon], die, gs) if o[2] != land]
                if others:
                    (direction, n, other), rng = rng.choice(others)
                    steps[k] = (moon, die, direction, n, other)
        if 8 in gs:
            steps = ev.group_for_chain(steps)
        return tuple(steps)
    steps = list(ev.steps_of(ev.exact(moons, planets, dice, games, red)))
    if level == "normal":
        roll, rng = rng.random()
        if roll < NORMAL_SLIP_CHANCE:
            steps = _small_slip(moons, planets, games, red, steps)
    return tuple(steps)


def _fallback(view, legal: Sequence[object]):
    """A legal greedy choice when the table does not follow the plan."""
    vals = star_values(dict(view.planets), view.red if view.red >= 0 else None)
    landed = [view.landed[m] for m in view.move_order]
    last = landed[-1] if landed else -1
    gs = frozenset(view.variants)

    def value(action) -> tuple[int, int]:
        if isinstance(action, PlaceDie):
            best = max(vals[d[2]] for d in destinations(view.moons[action.moon], action.value,
                                                        gs))
            return best, action.value
        if isinstance(action, MoveMoon):
            star = ((view.moons[action.moon] + (action.steps if action.direction == "cw"
                                                else -action.steps)) % 12)
            if gs & ev.CLUSTER_GAMES:
                return (2 if star == last else 0) + landed.count(star), 0
            return vals[star], 0
        return 0, 0

    return max(legal, key=value)


def play_action(view, legal: Sequence[object], level: str):
    """The next die or move of the level's plan (or a legal fallback)."""
    if any(isinstance(a, PlaceRed) for a in legal):
        choice = PlaceRed(red_star(view, level))
        return choice if choice in legal else legal[0]
    moons, planets, dice, games, red = ev.position(view)
    seed = ev.round_rng(view, "play", level).state
    steps = plan(level, moons, planets, dice, games, red, seed)
    planned = {s[0]: s[1] for s in steps}
    consistent = all(not die or planned.get(m) == die for m, die in enumerate(view.moon_die))
    if consistent:
        for moon, die, _direction, _n, _land in steps:
            if not view.moon_die[moon]:
                place = PlaceDie(die, moon)
                if place in legal:
                    return place
                break
        else:
            for moon, _die, direction, n, _land in steps:
                if view.landed[moon] < 0 and not view.removed[moon]:
                    move = MoveMoon(moon, direction, n)
                    if move in legal:
                        return move
                    break
    return _fallback(view, legal)
