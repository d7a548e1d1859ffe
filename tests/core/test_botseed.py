"""Bots' randomness is one-way: nothing a bot receives lets it recover the match seed.

Before, a bot's generator was `seed * K + n * L + seat` (mod 2^64), which anyone can invert.
Now it is SHA-256 of a per-match secret (OS entropy in the app, a hash of the seed in the
CLI), the seat and the step; the secret never reaches a bot."""

from __future__ import annotations

from types import SimpleNamespace

from game.core import botseed
from game.core.match import COLOURS, SHAPES, Match, SeatConfig
from game.core.simulate import play_bots
from game.moonwakers.rules import RULES as MW
from game.ui.drivers import BotDriver

_MASK = (1 << 64) - 1


def cli_seed(seed: int, seat: int = 0, step: int = 0) -> int:
    return botseed.bot_seed(botseed.secret_from_seed(seed), seat, step)


def test_a_bots_seed_is_not_an_affine_function_of_the_match_seed() -> None:
    """An affine map mod 2^64 has constant first differences; these are all different."""
    values = [cli_seed(s) for s in range(64)]
    diffs = {(b - a) & _MASK for a, b in zip(values, values[1:], strict=False)}
    assert len(diffs) == len(values) - 1
    # Nor affine in the step or the seat for a fixed match.
    steps = [cli_seed(7, 0, n) for n in range(32)]
    assert len({(b - a) & _MASK for a, b in zip(steps, steps[1:], strict=False)}) == 31
    # And not the old formula, whatever the constants: seed 0 no longer gives n*L + seat.
    assert cli_seed(0, 1, 0) != 1 and cli_seed(0, 0, 1) != 0x100000001B3


def test_low_bits_of_the_seed_do_not_show_through() -> None:
    """Seeds differing in one bit give unrelated bot seeds (about half the bits change)."""
    flips = [bin(cli_seed(1000) ^ cli_seed(1000 ^ (1 << b))).count("1") for b in range(20)]
    assert all(12 <= f <= 52 for f in flips)


def test_the_app_secret_is_fresh_entropy_not_the_seed() -> None:
    seats = [SeatConfig(n, COLOURS[i], SHAPES[i], "bot", "easy")
             for i, n in enumerate(("A", "B"))]
    one, two = Match(MW, seats, 42), Match(MW, seats, 42)
    assert one.bot_secret != two.bot_secret
    assert one.bot_secret != botseed.secret_from_seed(42)
    assert "bot_secret" not in one.to_save() and one.bot_secret.hex() not in str(one.to_save())


def test_the_driver_hands_a_bot_only_the_derived_seed() -> None:
    seats = [SeatConfig(n, COLOURS[i], SHAPES[i], "bot", "easy")
             for i, n in enumerate(("A", "B"))]
    match = Match(MW, seats, 42)
    sent = []
    runner = SimpleNamespace(request=lambda *args: sent.append(args))
    table = SimpleNamespace(match=match, app=SimpleNamespace(bot_runner=runner))
    driver = BotDriver(table)
    seat = match.to_act()[0]
    driver._request(seat, 0)
    (token, game, level, view, legal, rng_state), = sent
    assert rng_state == botseed.bot_seed(match.bot_secret, seat, 0)
    assert rng_state != (42 * 0x9E3779B97F4A7C15 + seat) & _MASK
    text = repr((view, legal, rng_state))
    assert match.bot_secret.hex() not in text and str(match.bot_secret) not in text


def test_headless_runs_stay_reproducible() -> None:
    a = play_bots(MW, ["easy", "easy", "easy"], 11)
    b = play_bots(MW, ["easy", "easy", "easy"], 11)
    assert a.outcome == b.outcome and a.actions == b.actions
