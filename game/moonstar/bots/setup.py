"""How the Moonstar bots set up a round: Game 12's variant choice and the layout (MS-2).

The setter profits when nobody bids (+20) or when the bidder fails (+10 to everyone else), and
a setter who calculates well also wins the auction on a position others misjudge. Layouts:

* easy: a random legal layout (`setup.random_layout`, the "random setup" button);
* normal: planets spread round the ring with a little jitter, moons stacked in twos and
  threes on empty stars, so moons compete for the same dice and reachability varies;
* hard: draws a dozen or so candidates (random and "normal"-style), rolls the same sampled
  dice for all of them (common random numbers) and keeps the layout with the highest
  *deception score*, the mean over the sampled rolls of

      (V* - greedy)  +  0.5 * (optimistic - V*)   , plus 0.25 * std(V*) over the rolls.

  The first term is what a greedy bidder leaves on the table (an exact bidder, the setter
  included, takes the auction); the second is how much richer the position looks than it is
  (an over-bidder fails, +10 to the setter); the spread makes rough rules of thumb unreliable.
  The number of candidates and rolls follows a cost model of the solver so hard setup stays
  well under ~1.5 s (Game 1: 11 candidates x 22 rolls in about 0.15 s; the slowest setting,
  Games 3+7 with 15 moons, 2 x 2 in well under a second).

A layout is a target; each call places the next missing piece (or lifts a piece that does
not belong), then rolls once the layout is complete.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from math import sqrt

from game.core.rng import Rng
from game.moonstar.actions import ChooseVariants, Lift, PlaceMoon, PlacePlanet, Roll, default_counts
from game.moonstar.bots import eval as ev
from game.moonstar.options import PICK_MAX, picks_planets, round_planets
from game.moonstar.setup import random_layout

RING = 12
MAX_MOONS_PER_STAR = 3
SETUP_BUDGET_MS = 150.0  # hard setup: evaluation budget by the cost model
VARIANT_BUDGET_MS = 400.0  # hard Game 12 choice

Layout = tuple[tuple[tuple[int, int], ...], tuple[int, ...]]  # ((star, value)...), moon stars


def solve_cost_ms(n_moons: int, n_dice: int, games: Sequence[int]) -> float:
    """Rough mean cost of one evaluation (solve + greedy + glance), measured on this machine."""
    m = min(n_moons, n_dice)
    if set(games) & ev.CLUSTER_GAMES:
        base = {7: 3.0, 8: 6.0, 9: 15.0, 10: 30.0, 11: 60.0}.get(m, 60.0)
        return base * (1 + max(0, n_moons - m) / 3)
    base = 0.6 + 0.15 * (n_moons - 7) + 0.1 * (n_dice - 7)
    return base * (3 if 6 in games else 1)


# --------------------------------------------------------------------------- layouts


def _random(rng: Rng, n_moons: int, planets: Sequence[int]) -> Layout:
    acts = random_layout(rng, n_moons, planets)
    ps = tuple(sorted((a.star, a.value) for a in acts if isinstance(a, PlacePlanet)))
    ms = tuple(sorted(a.star for a in acts if isinstance(a, PlaceMoon)))
    return ps, ms


def _spread(rng: Rng, n_moons: int, planets: Sequence[int]) -> Layout:
    """Planets spread evenly (with jitter), moons stacked two or three per empty star."""
    k = len(planets)
    offset, rng = rng.randint(0, RING - 1)
    stars: list[int] = []
    for i in range(k):
        jitter, rng = rng.randint(-1, 1)
        s = (offset + round(i * RING / k) + jitter) % RING
        while s in stars:
            s = (s + 1) % RING
        stars.append(s)
    values, rng = rng.shuffle(sorted(planets))
    ps = tuple(sorted(zip(stars, values, strict=True)))
    empty = [s for s in range(RING) if s not in stars] or list(range(RING))
    order, rng = rng.shuffle(empty)
    moons: list[int] = []
    pos = 0
    while len(moons) < n_moons:
        size, rng = rng.randint(2, MAX_MOONS_PER_STAR)
        star = order[pos % len(order)] if pos < len(order) else None
        if star is None:  # every empty star used: fill any star with room
            star = next(s for s in range(RING) if moons.count(s) < MAX_MOONS_PER_STAR)
        room = MAX_MOONS_PER_STAR - moons.count(star)
        moons += [star] * min(size, room, n_moons - len(moons))
        pos += 1
    return ps, tuple(sorted(moons))


def _score(layout: Layout, rolls: Sequence[tuple[int, ...]], games: tuple[int, ...]) -> float:
    """Deception score (module docstring): mean gap to greedy, half the glance gap, spread."""
    ps, ms = layout
    values = []
    total = 0.0
    for dice in rolls:
        v = ev.exact(ms, ps, dice, games, None).best
        g = ev.greedy(ms, ps, dice, games, None)[0]
        o = ev.optimistic(ms, ps, dice, games, None)
        total += (v - g) + 0.5 * (o - v)
        values.append(v)
    mean_v = sum(values) / len(values)
    std = sqrt(sum((v - mean_v) ** 2 for v in values) / len(values))
    return total / len(rolls) + 0.25 * std


def _sizes(cost_ms: float, budget_ms: float, most: int = 16) -> tuple[int, int]:
    """(candidates, rolls) fitting the budget."""
    evals = max(4, int(budget_ms / cost_ms))
    n_cand = max(2, min(most, int(sqrt(evals / 2))))
    n_rolls = max(2, min(32, evals // n_cand))
    return n_cand, n_rolls


@lru_cache(maxsize=64)
def layout_for(level: str, n_moons: int, n_dice: int, planets: tuple[int, ...],
               games: tuple[int, ...], seed: int) -> Layout:
    """The level's target layout for this round (pure in its arguments, hence cached)."""
    rng = Rng(seed)
    if level == "easy":
        return _random(rng, n_moons, planets)
    if level == "normal":
        return _spread(rng, n_moons, planets)
    n_cand, n_rolls = _sizes(solve_cost_ms(n_moons, n_dice, games), SETUP_BUDGET_MS)
    cands: list[Layout] = []
    for k in range(n_cand):
        child, rng = rng.split()
        cands.append(_spread(child, n_moons, planets) if k % 3 == 0
                     else _random(child, n_moons, planets))
    rolls = []
    for _ in range(n_rolls):
        dice, rng = rng.roll(n_dice)
        rolls.append(tuple(sorted(dice)))
    return max(cands, key=lambda lay: _score(lay, rolls, games))


def round_picks(view) -> bool:
    """Does the setter choose this round's planets from the pool (MS-7.12)?"""
    return picks_planets(view.settings, view.variants)


def setup_action(view, legal: Sequence[object], level: str):
    """The next placement towards the level's layout, a lift, or the roll."""
    placed = tuple(view.planets)
    all_planets = tuple(sorted((*view.tray_planets, *(v for _, v in placed))))
    seed = ev.seed_rng(view.round, view.seat, view.rolloff_totals, view.scores,
                       len(view.history), view.history[-1].dice if view.history else (),
                       view.variants, view.n_moons, view.n_dice, all_planets, level).state
    if round_picks(view):
        # MS-7.12: a Game 5 round of Game 12: the setter takes 1-6 planets from the pool.
        rng = Rng(seed)
        count, rng = rng.randint(1, PICK_MAX)
        shuffled, rng = rng.shuffle(all_planets)
        all_planets = tuple(sorted(shuffled[:count]))
    target_planets, target_moons = layout_for(level, view.n_moons, view.n_dice, all_planets,
                                              tuple(view.variants), seed)
    wrong_planet = [s for s, v in placed if (s, v) not in target_planets]
    extra_moons = list(view.moons)
    for s in target_moons:
        if s in extra_moons:
            extra_moons.remove(s)
    options: list[object] = [Lift("planet", s) for s in wrong_planet]
    options += [Lift("moon", s) for s in extra_moons]
    options += [PlacePlanet(v, s) for s, v in target_planets if (s, v) not in placed]
    missing = list(target_moons)
    for s in view.moons:
        if s in missing:
            missing.remove(s)
    options += [PlaceMoon(s) for s in missing]
    options.append(Roll())
    for action in options:
        if action in legal:
            return action
    return legal[0]  # unreachable with a consistent target, but never stuck


# --------------------------------------------------------------------------- Game 12


def choose_variants(view, legal: Sequence[ChooseVariants], level: str, rng: Rng):
    """Game 12: easy plays plain or one simple game, normal a small mix, hard evaluates."""
    plain = [a for a in legal if (a.moons, a.dice) == default_counts(a.games)]
    pool = plain or list(legal)
    if level == "easy":
        simple = [a for a in pool if len(a.games) <= 1]
        return (rng.choice(simple or pool))[0]
    small = [a for a in pool if len(a.games) <= 2]
    if level == "normal":
        return (rng.choice(small or pool))[0]
    return _hard_variants(view, small or pool, rng)


def _hard_variants(view, pool: Sequence[ChooseVariants], rng: Rng) -> ChooseVariants:
    """The candidate whose sampled positions give an exact bidder the biggest edge.

    Edge = mean of (V* - greedy) + 0.5 * (optimistic - V*) over random layouts and rolls: the
    points an exact calculator (this setter) gains over a greedy bidder, plus the traps.
    """
    shortlist, rng = rng.shuffle(pool)
    shortlist = tuple(a for a in shortlist
                      if solve_cost_ms(a.moons, a.dice, a.games) <= 20.0)[:8] or shortlist[:1]
    best: tuple[float, ChooseVariants] | None = None
    for action in shortlist:
        games = (1, *action.games)
        planets = _round_planets(view, action.games)
        cost = solve_cost_ms(action.moons, action.dice, games)
        samples = max(2, min(12, int(VARIANT_BUDGET_MS / len(shortlist) / cost)))
        total = 0.0
        for _ in range(samples):
            child, rng = rng.split()
            ps, ms = _random(child, action.moons, planets)
            dice, rng = rng.roll(action.dice)
            dice = tuple(sorted(dice))
            v = ev.exact(ms, ps, dice, games, None).best
            g = ev.greedy(ms, ps, dice, games, None)[0]
            o = ev.optimistic(ms, ps, dice, games, None)
            total += (v - g) + 0.5 * (o - v)
        score = total / samples
        if best is None or score > best[0]:
            best = (score, action)
    assert best is not None
    return best[1]


def _round_planets(view, games: Sequence[int]) -> tuple[int, ...]:
    """The planets a Game 12 round would use (mirrors `options.round_planets`)."""
    return round_planets(games, view.settings.planets)
