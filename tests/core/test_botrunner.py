"""The bot worker: really another process, errors come back as values, restarts, pacing."""

from __future__ import annotations

import os

import pytest

from game.core.botrunner import BASE_PAUSE, BotError, BotRunner, pace, run_inline
from game.core.match import Match, default_seats
from game.core.rng import Rng
from game.core.rules import BotMove
from tests.core.toy_game import Pick, register

RULES = register()
PRELOAD = ("tests.core.toy_game",)


@pytest.fixture(scope="module")
def runner():
    with BotRunner(PRELOAD) as r:
        yield r


def pick_phase() -> Match:
    m = Match(RULES, default_seats(2, bots=2), 5)
    m.submit(0, "roll")
    m.submit(0, "bet 1")
    m.submit(1, "bet 1")
    return m


def ask(runner: BotRunner, token: object, level: str, m: Match, seat: int = 0):
    runner.request(token, "toy", level, m.view(seat), m.legal_actions(seat), Rng(9))
    results = runner.wait(timeout=60)
    assert len(results) == 1
    return results[0]


def test_runs_in_another_process(runner: BotRunner) -> None:
    m = pick_phase()
    token, move = ask(runner, "t1", "whoami", m)
    assert token == "t1" and isinstance(move, BotMove)
    assert int(move.delay) != os.getpid()
    assert int(move.delay) == runner.pid
    assert move.action in m.legal_actions(0)


def test_answers_are_the_callers_action_objects(runner: BotRunner) -> None:
    m = pick_phase()
    token, move = ask(runner, ("seat", 0), "hard", m)
    assert token == ("seat", 0)
    assert move.action == Pick(m.state.die % 3 + 1)
    assert move == run_inline("toy", "hard", m.view(0), m.legal_actions(0), Rng(9))
    m.submit(0, move.action)


def test_bot_exception_is_an_error_not_a_crash(runner: BotRunner) -> None:
    m = pick_phase()
    token, result = ask(runner, 7, "crash", m)
    assert token == 7 and isinstance(result, BotError)
    assert "tripped over the die" in str(result)
    # The worker survives and keeps answering.
    pid = runner.pid
    _, move = ask(runner, 8, "easy", m)
    assert isinstance(move, BotMove) and runner.pid == pid


def test_unknown_game_is_an_error(runner: BotRunner) -> None:
    runner.request("x", "nosuchgame", "easy", pick_phase().view(0), (Pick(1),), 1)
    [(token, result)] = runner.wait(timeout=60)
    assert token == "x" and isinstance(result, BotError)


def test_cancel_discards_the_answer(runner: BotRunner) -> None:
    m = pick_phase()
    runner.request("old", "toy", "easy", m.view(0), m.legal_actions(0), 1)
    runner.cancel("old")
    assert not runner.busy
    _, move = ask(runner, "new", "easy", m)
    assert isinstance(move, BotMove)
    assert runner.poll() == []


def test_poll_is_non_blocking(runner: BotRunner) -> None:
    assert runner.poll() == []


def test_worker_death_is_survived(runner: BotRunner) -> None:
    m = pick_phase()
    ask(runner, "warm", "easy", m)
    old = runner.pid
    assert old is not None
    runner._process.kill()  # noqa: SLF001 - simulate a crash of the worker
    runner._process.join()  # noqa: SLF001
    token, move = ask(runner, "after", "whoami", m)
    assert isinstance(move, BotMove) and runner.pid not in (None, old)
    assert int(move.delay) == runner.pid


def test_restart_reports_pending_requests(runner: BotRunner) -> None:
    m = pick_phase()
    runner.request("busy", "toy", "easy", m.view(0), m.legal_actions(0), 1)
    runner.restart()
    results = runner.poll()
    assert [t for t, _ in results] == ["busy"] and isinstance(results[0][1], BotError)
    assert ask(runner, "again", "easy", m)[0] == "again"


def test_run_inline() -> None:
    m = pick_phase()
    move = run_inline("toy", "normal", m.view(1), m.legal_actions(1), 3)
    assert move.action == Pick(3) and move.delay == 0.2
    with pytest.raises(BotError):
        run_inline("toy", "normal", m.view(1), (), 3)
    with pytest.raises(RuntimeError):
        run_inline("toy", "crash", m.view(1), m.legal_actions(1), 3)


def test_pace() -> None:
    assert pace(0.0, "instant") == 0.0
    assert pace(0.0, "normal") == BASE_PAUSE
    assert pace(0.0, "slow") > pace(0.0, "normal") > pace(0.0, "fast") > 0
    assert pace(5.0, "fast") == 5.0  # a real-time reaction delay is part of the game
    assert pace(0.25, "instant") == 0.25
    assert pace(0.0, 2.0) == 2 * BASE_PAUSE
    assert pace(-1.0, 0) == 0.0


def test_request_in_flight_when_worker_dies_is_retried(runner: BotRunner) -> None:
    m = pick_phase()
    ask(runner, "warm", "easy", m)
    runner.request("inflight", "toy", "whoami", m.view(0), m.legal_actions(0), 1)
    runner._process.kill()  # noqa: SLF001
    [(token, move)] = runner.wait(timeout=60)
    assert token == "inflight" and isinstance(move, BotMove)
