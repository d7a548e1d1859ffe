"""The game-over dialog: tied players share a rank (1, 2, 2, 4), winners are first."""

from __future__ import annotations

from types import SimpleNamespace

from game.ui.scenes.gameover import GameOverScene


def scene_with(ranking) -> GameOverScene:
    scene = GameOverScene.__new__(GameOverScene)
    scene.ranking = lambda: ranking  # type: ignore[method-assign]
    scene.match = SimpleNamespace()
    return scene


def test_ties_share_a_rank() -> None:
    scene = scene_with([(2, 40, True), (0, 0, False), (1, 0, False), (3, -5, False)])
    assert scene.ranks() == [1, 2, 2, 4]


def test_shared_victory_ranks_every_winner_first() -> None:
    scene = scene_with([(0, 30, True), (1, 30, True), (2, 12, False)])
    assert scene.ranks() == [1, 1, 3]


def test_distinct_scores_rank_in_order() -> None:
    scene = scene_with([(1, 9, True), (0, 7, False), (2, 5, False)])
    assert scene.ranks() == [1, 2, 3]
