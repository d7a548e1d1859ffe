"""Exact Moonstar solver (MS-8): the best reachable total for a roll and a play reaching it.

Used by bots (bidding), hints and the "best possible: N" screen (MS-8.4). Two exact methods:

* Games 1-6 and 9 (MS-8.2): each moon's points depend only on its own landing, so the best
  total is a maximum-weight assignment of dice to moons. It is solved by a dice-value dynamic
  programme whose state is "how many dice of each face are used" (at most 486 states for 11
  dice). Game 3 lets a moon take no die while there are more moons than dice left; Game 4
  leaves dice over. Game 6 with no red star given tries every planet star.
* Games 7 and 8 (MS-8.3): moves interact, so a depth-first branch and bound chooses a landing
  star per moon (moons grouped by start star and treated as interchangeable, equal dice merged)
  with the bound r(2M + r) on what r more moons can add to sum(c_s^2) when the fullest star holds
  M. Game 8 reduces to Game 7: a run of L moons scores L(L+1)/2, which is superadditive, so the
  best play moves the moons of each destination one after another and
  V8 = (m + V7) / 2 (checked against an all-orders brute force in the tests).

General counts (a DECISION for positions outside Games 2-4's ranges): m = min(moons, dice)
moons move; with more moons than dice the extra moons leave (Game 3 rule), with more dice than
moons the extra dice are unused (Game 4 rule).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from game.moonstar.moves import (
    RING,
    destinations,
    normalize_games,
    score_landings,
    star_values,
)

MAX_MOONS = 15  # MS-0.2: the box holds 15 moons
MAX_DICE = 11  # MS-0.2: the box holds 11 dice
MAX_MOONS_PER_STAR = 3  # MS-2.3


@dataclass(frozen=True)
class PlayStep:
    """One move: which die value goes on which moon (index into `moons`), and where it goes."""

    die: int
    moon: int
    start: int
    direction: str
    steps: int
    landing: int


@dataclass(frozen=True)
class Solution:
    """Best total, a play reaching it (in move order), the red star used, and what was left."""

    best: int
    play: tuple[PlayStep, ...]
    red: int | None = None
    removed_moons: tuple[int, ...] = ()  # moon indices left without a die (Game 3)
    unused_dice: tuple[int, ...] = ()  # die values left over (Game 4), ascending


@dataclass(frozen=True)
class Position:
    """A validated position: moons (start stars), planets, dice values, variants, red star."""

    moons: tuple[int, ...]
    planets: dict[int, int]
    dice: tuple[int, ...]
    games: frozenset[int]
    red: int | None


def _int(x: object, what: str) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise ValueError(f"{what} must be an integer, got {x!r}")
    return x


def check_position(
    moons: Sequence[int],
    planets: Mapping[int, int],
    dice: Sequence[int],
    games: Iterable[int] = (1,),
    red: int | None = None,
) -> Position:
    """Validate a position and return it normalised; raise ValueError with a short message."""
    gs = normalize_games(games)
    ms = tuple(_int(s, "moon star") for s in moons)
    if not 1 <= len(ms) <= MAX_MOONS:
        raise ValueError(f"need 1-{MAX_MOONS} moons, got {len(ms)}")
    per_star: dict[int, int] = {}
    for s in ms:
        if not 0 <= s < RING:
            raise ValueError(f"moon star {s} is off the board (stars 0-{RING - 1})")
        per_star[s] = per_star.get(s, 0) + 1
        if per_star[s] > MAX_MOONS_PER_STAR:  # MS-2.3
            raise ValueError(f"star {s} holds more than {MAX_MOONS_PER_STAR} moons")
    ds = tuple(_int(v, "die") for v in dice)
    if not 1 <= len(ds) <= MAX_DICE:
        raise ValueError(f"need 1-{MAX_DICE} dice, got {len(ds)}")
    for v in ds:
        if not 1 <= v <= 6:
            raise ValueError(f"die value {v} is not 1-6")
    ps: dict[int, int] = {}
    for s, val in planets.items():  # a Mapping holds one planet per star (MS-2.2)
        s, val = _int(s, "planet star"), _int(val, "planet value")
        if not 0 <= s < RING:
            raise ValueError(f"planet star {s} is off the board (stars 0-{RING - 1})")
        if val < 1:
            raise ValueError(f"planet value {val} must be positive")
        ps[s] = val
    if ps and gs & {7, 8}:  # MS-7.7 / MS-7.8: no planets
        raise ValueError("games 7 and 8 are played without planets")
    if 6 in gs and not ps:
        raise ValueError("game 6 needs at least one planet for the red planet")
    if red is not None:
        red = _int(red, "red star")
        if 6 not in gs:
            raise ValueError("a red star is only used in game 6")
        if red not in ps:  # MS-7.6: the red planet goes on a star that has a planet
            raise ValueError(f"red star {red} has no planet")
    return Position(ms, ps, ds, gs, red)


# --------------------------------------------------------------------------- Games 1-6, 9


def _assign(
    weights: Sequence[Sequence[int]], counts: Sequence[int], n_skip: int, m: int
) -> tuple[int, list[int]]:
    """Max-weight assignment of dice faces to moons (MS-8.2); returns (best, face or 0 per moon).

    `weights[i][v]` is moon i's best score with a die showing v; `counts[v]` dice show v;
    exactly `m` moons take a die and at most `n_skip` moons take none (Game 3).
    """
    faces = [v for v in range(1, 7) if counts[v]]
    bases: list[int] = []
    b = 1
    for v in faces:
        bases.append(b)
        b *= counts[v] + 1
    decoded: dict[int, tuple[int, list[tuple[int, int]]]] = {}

    def decode(state: int) -> tuple[int, list[tuple[int, int]]]:
        used_total = 0
        avail: list[tuple[int, int]] = []
        rest = state
        for v, base in zip(faces, bases, strict=True):
            rest, used = divmod(rest, counts[v] + 1)
            used_total += used
            if used < counts[v]:
                avail.append((v, base))
        return used_total, avail

    frontier: dict[int, int] = {0: 0}
    parents: list[dict[int, tuple[int, int]]] = []
    for i, w in enumerate(weights):
        nxt: dict[int, int] = {}
        par: dict[int, tuple[int, int]] = {}
        for state, score in frontier.items():
            info = decoded.get(state)
            if info is None:
                info = decoded[state] = decode(state)
            used_total, avail = info
            if i - used_total < n_skip and score > nxt.get(state, -1):
                nxt[state] = score  # this moon takes no die and leaves (MS-7.3)
                par[state] = (state, 0)
            if used_total < m:
                for v, base in avail:
                    t = state + base
                    val = score + w[v]
                    if val > nxt.get(t, -1):
                        nxt[t] = val
                        par[t] = (state, v)
        parents.append(par)
        frontier = nxt
    best_state = max(frontier, key=frontier.__getitem__)
    choice = [0] * len(weights)
    state = best_state
    for i in range(len(weights) - 1, -1, -1):
        state, choice[i] = parents[i][state]
    return frontier[best_state], choice


def _solve_separable(pos: Position, red: int | None) -> tuple[int, list[PlayStep]]:
    vals = star_values(pos.planets, red)
    counts = [0] * 7
    for v in pos.dice:
        counts[v] += 1
    # Best destination per (start star, face): the first among equals in `destinations` order.
    best_dest: dict[tuple[int, int], tuple[str, int, int]] = {}
    weights: list[list[int]] = []
    for s in pos.moons:
        w = [0] * 7
        for v in range(1, 7):
            if counts[v]:
                key = (s, v)
                d = best_dest.get(key)
                if d is None:
                    dests = destinations(s, v, pos.games)
                    d = best_dest[key] = max(dests, key=lambda x: vals[x[2]])
                w[v] = vals[d[2]]
        weights.append(w)
    m = min(len(pos.moons), len(pos.dice))
    best, choice = _assign(weights, counts, len(pos.moons) - m, m)
    play = [
        PlayStep(v, i, s, *best_dest[(s, v)])
        for i, (s, v) in enumerate(zip(pos.moons, choice, strict=True))
        if v
    ]
    return best, play


# --------------------------------------------------------------------------- Games 7, 8


def _solve_cluster(pos: Position) -> tuple[int, list[tuple[int, int, int]]]:
    """Max of sum over stars of c_s^2 (MS-7.7, MS-8.3); returns (best, [(moon, face, landing)])."""
    counts = [0] * 7
    for v in pos.dice:
        counts[v] += 1
    n = len(pos.moons)
    m = min(n, len(pos.dice))
    # Moons sorted by start star: moons on one star are interchangeable, so within a group
    # the chosen option indices are non-decreasing (symmetry breaking); -1 = "no die".
    order = sorted(range(n), key=lambda i: pos.moons[i])
    starts = [pos.moons[i] for i in order]
    same_as_prev = [k > 0 and starts[k] == starts[k - 1] for k in range(n)]
    opts_by_star: dict[int, list[tuple[int, int]]] = {}
    for s in set(starts):
        opts: list[tuple[int, int]] = []
        for v in range(1, 7):
            if counts[v]:
                seen: set[int] = set()
                for _d, _st, land in destinations(s, v, pos.games):
                    if land not in seen:  # only the landing matters for the score
                        seen.add(land)
                        opts.append((v, land))
        opts_by_star[s] = opts
    slot_opts = [opts_by_star[s] for s in starts]
    # need[k][s]: for the moons in slots k.., how many can land on star s with each face;
    # with the dice left this caps how many more moons any star can still receive.
    need: list[list[list[tuple[int, int]]]] = [[[] for _ in range(RING)] for _ in range(n + 1)]
    for k in range(n - 1, -1, -1):
        tally = [[0] * 7 for _ in range(RING)]
        for j in range(k, n):
            for v, land in slot_opts[j]:
                tally[land][v] += 1
        need[k] = [[(v, c) for v, c in enumerate(row) if c] for row in tally]

    occ = [0] * RING
    path: list[tuple[int, int]] = [(-1, -1)] * n
    best_path: list[tuple[int, int]] = []
    best = -1

    def dfs(k: int, prev_idx: int, score: int, moved: int, skips: int, top: int) -> None:
        nonlocal best, best_path
        r = m - moved
        if r == 0:
            if score > best:
                best = score
                best_path = path[:k] + [(-1, -1)] * (n - k)
            return
        if score + r * (2 * top + r) <= best:  # bound: all r land on the fullest star
            return
        if r > 2:
            # Dice-aware bound: star s can end with at most occ[s] + cap_s moons, so no moon
            # adds more than 2T - 1 where T is the largest such total.
            t_max = 0
            for s_, row in enumerate(need[k]):
                cap = 0
                for v, c in row:
                    cv = counts[v]
                    cap += c if c < cv else cv
                cap = occ[s_] + (cap if cap < r else r)
                if cap > t_max:
                    t_max = cap
            lim = 2 * t_max - 1
            add = 0
            for t in range(r):
                inc = 2 * (top + t) + 1
                add += inc if inc < lim else lim
            if score + add <= best:
                return
        lo = prev_idx if same_as_prev[k] else -1
        if lo == -1 and skips > 0:  # Game 3: this moon takes no die and leaves
            path[k] = (-1, -1)
            dfs(k + 1, -1, score, moved, skips - 1, top)
        opts = slot_opts[k]
        # Move ordering: try fuller landing stars first to find a strong play early.
        cand = sorted(range(max(lo, 0), len(opts)), key=lambda j: -occ[opts[j][1]])
        r1 = r - 1
        for j in cand:
            v, land = opts[j]
            if not counts[v]:
                continue
            c = occ[land]
            new_score = score + 2 * c + 1
            new_top = top if top > c else c + 1
            if r1 and new_score + r1 * (2 * new_top + r1) <= best:
                continue  # the child's bound already fails: skip the call
            counts[v] -= 1
            occ[land] = c + 1
            path[k] = (v, land)
            dfs(k + 1, j, new_score, moved + 1, skips, new_top)
            occ[land] = c
            counts[v] += 1

    dfs(0, -1, 0, 0, n - m, 0)
    result = [(order[k], v, land) for k, (v, land) in enumerate(best_path) if v > 0]
    return best, result


def _cluster_play(pos: Position, moves: list[tuple[int, int, int]]) -> list[PlayStep]:
    """Turn (moon, face, landing) triples into steps, grouped by landing star (MS-7.8)."""
    size: dict[int, int] = {}
    for _i, _v, land in moves:
        size[land] = size.get(land, 0) + 1
    moves = sorted(moves, key=lambda t: (-size[t[2]], t[2], t[0]))
    steps = []
    for i, v, land in moves:
        s = pos.moons[i]
        d, st, _ = next(x for x in destinations(s, v, pos.games) if x[2] == land)
        steps.append(PlayStep(v, i, s, d, st, land))
    return steps


# --------------------------------------------------------------------------- entry point


def solve(
    moons: Sequence[int],
    planets: Mapping[int, int],
    dice: Sequence[int],
    games: Iterable[int] = (1,),
    red: int | None = None,
) -> Solution:
    """Return the best reachable total for the position and a play reaching it (MS-8.1)."""
    pos = check_position(moons, planets, dice, games, red)
    gs = pos.games
    if gs & {7, 8}:
        _, moves = _solve_cluster(pos)
        play = _cluster_play(pos, moves)
        used_red = None
    elif 6 in gs and pos.red is None:
        # Game 6, red not yet placed: the bidder picks the best planet star (MS-7.6).
        best_total, play, used_red = -1, [], None
        for cand in sorted(pos.planets):
            total, p = _solve_separable(pos, cand)
            if total > best_total:
                best_total, play, used_red = total, p, cand
    else:
        used_red = pos.red
        _, play = _solve_separable(pos, used_red)
    total = score_landings([st.landing for st in play], star_values(pos.planets, used_red), gs)
    moved = {st.moon for st in play}
    left = list(pos.dice)
    for st in play:
        left.remove(st.die)
    return Solution(
        best=total,
        play=tuple(play),
        red=used_red,
        removed_moons=tuple(i for i in range(len(pos.moons)) if i not in moved),
        unused_dice=tuple(sorted(left)),
    )
