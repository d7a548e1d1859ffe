"""A tiny deterministic random generator whose whole state is one int (splitmix64).

Game states store an `Rng`; every roll, shuffle or draw is a pure function returning the
value and the next generator, so (seed, options, actions) replays bit-for-bit on any Python
version (Python's `random` only guarantees `random()` across versions).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


@dataclass(frozen=True)
class Rng:
    """Immutable splitmix64 generator; `state` is any int in [0, 2**64)."""

    state: int

    @staticmethod
    def from_seed(seed: int) -> Rng:
        """Create a generator from any integer seed."""
        return Rng(seed & _MASK)

    def next_u64(self) -> tuple[int, Rng]:
        """Return a uniform 64-bit integer and the next generator."""
        state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31), Rng(state)

    def randint(self, lo: int, hi: int) -> tuple[int, Rng]:
        """Return a uniform integer in [lo, hi] (inclusive) and the next generator."""
        if hi < lo:
            raise ValueError(f"empty range [{lo}, {hi}]")
        span = hi - lo + 1
        # Rejection sampling keeps the distribution exactly uniform.
        limit = (1 << 64) - ((1 << 64) % span)
        rng = self
        while True:
            value, rng = rng.next_u64()
            if value < limit:
                return lo + value % span, rng

    def roll(self, count: int, sides: int = 6) -> tuple[tuple[int, ...], Rng]:
        """Roll `count` dice with `sides` faces."""
        rng = self
        out = []
        for _ in range(count):
            value, rng = rng.randint(1, sides)
            out.append(value)
        return tuple(out), rng

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        """Pick one element uniformly."""
        index, rng = self.randint(0, len(items) - 1)
        return items[index], rng

    def shuffle(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """Return a uniformly shuffled tuple (Fisher–Yates)."""
        out = list(items)
        rng = self
        for i in range(len(out) - 1, 0, -1):
            j, rng = rng.randint(0, i)
            out[i], out[j] = out[j], out[i]
        return tuple(out), rng

    def random(self) -> tuple[float, Rng]:
        """Return a float in [0, 1) with 53 random bits."""
        value, rng = self.next_u64()
        return (value >> 11) / float(1 << 53), rng

    def split(self) -> tuple[Rng, Rng]:
        """Derive an independent child generator (e.g. for a bot) and the next generator."""
        value, rng = self.next_u64()
        return Rng(value), rng


class MutableRng:
    """A convenience wrapper for code that is not state (bots, tests, benches).

    It threads an `Rng` internally so callers can write `r.randint(1, 6)`.
    """

    def __init__(self, seed: int | Rng) -> None:
        self.rng = seed if isinstance(seed, Rng) else Rng.from_seed(seed)

    def randint(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi]."""
        value, self.rng = self.rng.randint(lo, hi)
        return value

    def choice(self, items: Sequence[T]) -> T:
        """Uniform element of a non-empty sequence."""
        value, self.rng = self.rng.choice(items)
        return value

    def shuffle(self, items: Sequence[T]) -> list[T]:
        """Shuffled copy as a list."""
        value, self.rng = self.rng.shuffle(items)
        return list(value)

    def random(self) -> float:
        """Float in [0, 1)."""
        value, self.rng = self.rng.random()
        return value
