"""The splitmix64 generator: reference values, determinism, uniformity and shuffles."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core.rng import MutableRng, Rng


def outputs(rng: Rng, n: int) -> list[int]:
    out = []
    for _ in range(n):
        value, rng = rng.next_u64()
        out.append(value)
    return out


def test_reference_values() -> None:
    # Published splitmix64 outputs (Vigna's reference implementation).
    assert outputs(Rng.from_seed(0), 3) == [
        0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    assert outputs(Rng.from_seed(1234567), 5) == [
        6457827717110365317, 3203168211198807973, 9817491932198370423,
        4593380528125082431, 16408922859458223821]


def test_seed_is_masked_to_64_bits() -> None:
    assert Rng.from_seed(-1) == Rng((1 << 64) - 1)
    assert Rng.from_seed(1 << 64) == Rng(0)


@given(st.integers(), st.integers(0, 200))
def test_determinism(seed: int, n: int) -> None:
    a, b = Rng.from_seed(seed), Rng.from_seed(seed)
    assert outputs(a, 5) == outputs(b, 5)
    assert a.randint(-n, n) == b.randint(-n, n)
    assert a.shuffle(range(n)) == b.shuffle(range(n))


@given(st.integers(0, 2**64 - 1), st.integers(-10, 10), st.integers(0, 1000))
def test_randint_in_range(state: int, lo: int, span: int) -> None:
    value, nxt = Rng(state).randint(lo, lo + span)
    assert lo <= value <= lo + span
    assert isinstance(nxt, Rng)


def test_randint_rejects_empty_range() -> None:
    with pytest.raises(ValueError):
        Rng(0).randint(3, 2)


def test_rough_uniformity() -> None:
    r = MutableRng(42)
    counts = Counter(r.randint(1, 6) for _ in range(60_000))
    assert set(counts) == set(range(1, 7))
    # 60k draws: each face ~10k, standard deviation ~91; 6 sigma is generous but catches bias.
    assert all(abs(c - 10_000) < 550 for c in counts.values())
    floats = [r.random() for _ in range(20_000)]
    assert all(0.0 <= f < 1.0 for f in floats)
    assert abs(sum(floats) / len(floats) - 0.5) < 0.02


def test_dice() -> None:
    dice, _ = Rng(7).roll(10, sides=4)
    assert len(dice) == 10 and all(1 <= d <= 4 for d in dice)


@given(st.integers(0, 2**64 - 1), st.lists(st.integers(), max_size=30))
def test_shuffle_is_a_permutation(state: int, items: list[int]) -> None:
    shuffled, _ = Rng(state).shuffle(items)
    assert sorted(shuffled) == sorted(items)
    assert isinstance(shuffled, tuple)


def test_shuffle_reaches_every_permutation() -> None:
    r = MutableRng(3)
    seen = Counter(tuple(r.shuffle("abc")) for _ in range(6000))
    assert len(seen) == 6
    assert all(800 < c < 1200 for c in seen.values())


def test_choice_and_split() -> None:
    item, _ = Rng(1).choice("xyz")
    assert item in "xyz"
    child, nxt = Rng(5).split()
    assert child != nxt
    assert outputs(child, 3) != outputs(nxt, 3)
    m = MutableRng(Rng(9))
    assert m.choice([1, 2, 3]) in (1, 2, 3)
