"""The defence and split searches of TS-42.5–TS-42.7, on plain numbers.

A candidate is an `Option` (health, value, attack). `best_defence` picks the units to lose so
that the value lost is least (ties: fewer units, then less attack lost) while the procedure of
TS-42.4 allows it: the killed units' health fits in the damage and the rest is 0, or absorbed
by a unit with more health, or everyone dies. `worst_defence` maximises the loss. The search
runs over counts of identical candidates and is memoised on (candidate multiset, damage).
`best_split` is the attacker's split on a 5-damage grid, each share answered by best defence.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import product

Option = tuple[int, int, int]
"""A candidate as (health, value, attack)."""


@lru_cache(maxsize=4096)
def _search(groups: tuple[tuple[Option, int], ...], damage: int,
            worst: bool) -> tuple[tuple[int, ...], int]:
    """Kills per group and the absorbing group (−1: none) of the best (or worst) legal loss."""
    best: tuple[int, int, int] | None = None
    choice: tuple[tuple[int, ...], int] = (tuple(0 for _ in groups), -1)
    for kills in product(*(range(count + 1) for _, count in groups)):
        spent = sum(k * opt[0] for k, (opt, _) in zip(kills, groups, strict=True))
        if spent > damage:
            continue
        rest = damage - spent
        everyone = all(k == count for k, (_, count) in zip(kills, groups, strict=True))
        absorber = -1
        if rest > 0 and not everyone:
            absorber = next((i for i, ((h, _, _), count) in enumerate(groups)
                             if kills[i] < count and h > rest), -1)
            if absorber < 0:
                continue  # the rest would have to kill another unit
        lost = (sum(k * opt[1] for k, (opt, _) in zip(kills, groups, strict=True)),
                sum(kills),
                sum(k * opt[2] for k, (opt, _) in zip(kills, groups, strict=True)))
        key = (-lost[0], -lost[1], -lost[2]) if worst else lost
        if best is None or key < best:
            best, choice = key, (tuple(kills), absorber)
    return choice


def defence_order(options: Sequence[Option], damage: int, worst: bool) -> tuple[int, ...]:
    """Indices of `options` in pick order: the units lost, then the absorber if any."""
    kinds = sorted(set(options))
    groups = tuple((k, sum(1 for o in options if o == k)) for k in kinds)
    kills, absorber = _search(groups, damage, worst)
    order: list[int] = []
    for k, n in zip(kinds, kills, strict=True):
        order += [i for i, o in enumerate(options) if o == k][:n]
    if absorber >= 0:
        order.append(next(i for i, o in enumerate(options)
                          if o == kinds[absorber] and i not in order))
    return tuple(order)


def best_defence(options: Sequence[Option], damage: int) -> tuple[int, ...]:
    """TS-42.5: indices of `options` to pick in order so as to lose the least value (ties:
    fewer units, then less attack lost), ending on the unit that absorbs the rest."""
    return defence_order(options, damage, worst=False)


def worst_defence(options: Sequence[Option], damage: int) -> tuple[int, ...]:
    """TS-42.6: the same search losing the most."""
    return defence_order(options, damage, worst=True)


def value_lost(options: Sequence[Option], damage: int) -> int:
    """The value an owner loses to `damage` under best defence."""
    lost = 0
    for i in best_defence(options, damage):
        if damage >= options[i][0]:
            damage -= options[i][0]
            lost += options[i][1]
    return lost


def best_split(groups: Sequence[Sequence[Option]], amount: int,
               grid: int = 5) -> tuple[int, ...]:
    """TS-42.7: the attacker's split — shares on a `grid`-damage grid (the last recipient
    takes the rest), each answered by best defence; the one destroying the most value."""
    best: tuple[int, tuple[int, ...]] | None = None

    def walk(i: int, left: int, shares: tuple[int, ...]) -> None:
        nonlocal best
        if i == len(groups) - 1:
            shares += (left,)
            value = sum(value_lost(g, x) for g, x in zip(groups, shares, strict=True))
            if best is None or value > best[0]:
                best = (value, shares)
            return
        for x in sorted(set(range(0, left + 1, grid)) | {left}):
            walk(i + 1, left - x, shares + (x,))

    if not groups:
        return ()
    walk(0, amount, ())
    assert best is not None
    return best[1]
