"""The Moonwakers bench's reports (`make bench`) and the ceiling diagnostic, on tiny samples."""

from __future__ import annotations

import pytest

from game.moonwakers.bots import bench as bots_bench
from game.moonwakers.data import COMBOS


def test_tournament_report_counts_every_game_and_decision() -> None:
    result = bots_bench.tournament(4, seed=2, hero="normal", field="random", processes=1)
    assert result["games"] == 4 and 0 <= result["hero_wins"] <= 4
    assert result["hero_win_rate"] == result["hero_wins"] / 4
    assert set(result["decision_ms"]) == {"normal", "random"}
    assert all(t["count"] > 0 for t in result["decision_ms"].values())
    assert "1 normal vs 3 random, 4 games" in bots_bench.format_tournament(result)


def test_deck_balance_spreads_games_over_two_to_six_seats() -> None:
    result = bots_bench.deck_balance(5, seed=2, processes=1)
    assert sorted(result["by_seats"]) == [2, 3, 4, 5, 6]
    assert all(s["games"] == 1 and s["median_rounds"] >= 1 for s in result["by_seats"].values())
    assert set(result["acquired"]) == set(COMBOS)
    assert "deck balance" in bots_bench.format_deck_balance(result)


def test_ceiling_oracle_rolls_out_only_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bots_bench, "CEILING_KINDS", ("options",))  # one decision a round
    calls: list[int] = []
    real = bots_bench._finish

    def counting(state, hero, bots, rng):
        calls.append(hero)
        return real(state, hero, bots, rng)

    monkeypatch.setattr(bots_bench, "_finish", counting)
    plain = bots_bench._ceiling_one((1, 9, "random", 1, False))
    assert calls == []
    oracle = bots_bench._ceiling_one((1, 9, "random", 1, True))
    assert calls and set(calls) == {1}  # the hero's seat, game 1 of 4 seats
    assert bots_bench._ceiling_one((1, 9, "random", 1, True)) == oracle  # deterministic
    assert isinstance(plain, bool)
    text = bots_bench.format_ceiling({"games": 2, "field": "random", "rollouts": 1,
                                      "normal_wins": 1, "oracle_wins": 2, "wall_seconds": 3.0})
    assert "heuristic 1 (50.0%)" in text and "2 (100.0%)" in text
