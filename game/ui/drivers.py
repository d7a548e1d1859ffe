"""What moves a match besides the mouse: the bot driver and the phase-timer (CLOCK) driver.

Both are ticked by `TableScene.update`, so they only run while the table is the top scene
(a menu, the rules viewer or a curtain pauses them, and the timer with them).

The bot driver asks the bot runner for a move for every bot seat in `to_act`, keyed by a
token that names the seat and the step count it was asked at; any change of the match makes
older answers stale (they are cancelled or ignored and asked again). A move is submitted
once its pacing delay has passed, the table has finished animating, and it is still legal.
"""

from __future__ import annotations

import itertools
import traceback
from typing import Any

from game.core.botseed import bot_seed
from game.core.rules import CLOCK, BotMove, IllegalAction

_MASK = (1 << 64) - 1
_BASE_PAUSE = {"instant": 0.0, "fast": 0.25, "normal": 0.6, "slow": 1.2}


def pace(delay: float, animation_speed: str) -> float:
    """Seconds to wait before showing a bot's move (the runner's policy when available)."""
    try:
        from game.core.botrunner import pace as runner_pace
    except ImportError:
        pass
    else:
        return float(runner_pace(delay, animation_speed))
    if animation_speed == "instant":
        return 0.0
    factor = {"fast": 0.5, "normal": 1.0, "slow": 1.8}.get(animation_speed, 1.0)
    return _BASE_PAUSE.get(animation_speed, 0.6) + max(0.0, delay) * factor


class InlineBotRunner:
    """A bot runner in this process (same interface as `game.core.botrunner.BotRunner`):
    used in tests and as a fallback when the worker process cannot start."""

    def __init__(self) -> None:
        self.queue: list[tuple[str, str, str, Any, tuple, int]] = []

    def request(self, token: str, game: str, level: str, view: Any, legal, rng_state: int):
        """Queue a decision."""
        self.queue.append((token, game, level, view, tuple(legal), rng_state))

    def poll(self) -> list[tuple[str, Any]]:
        """Compute the queued decisions now."""
        from game.core import registry
        from game.core.rng import Rng

        out: list[tuple[str, Any]] = []
        queue, self.queue = self.queue, []
        for token, game, level, view, legal, rng_state in queue:
            try:
                move = registry.get(game).bot(level)(view, legal, Rng(rng_state & _MASK))
                out.append((token, move if isinstance(move, BotMove) else BotMove(move)))
            except Exception as exc:  # noqa: BLE001 - reported to the driver
                out.append((token, exc))
        return out

    def cancel(self, token: str) -> None:
        """Forget a queued request."""
        self.queue = [q for q in self.queue if q[0] != token]

    def close(self) -> None:
        """Nothing to stop."""
        self.queue.clear()


class BotDriver:
    """Requests, paces and submits bot moves for one table."""

    def __init__(self, table) -> None:
        self.table = table
        self.pending: dict[str, tuple[int, int]] = {}  # token -> (seat, step count)
        self.ready: list[tuple[float, int, Any, int]] = []  # (due, seat, action, step count)
        self.clock = 0.0
        self.counter = itertools.count()
        self.thinking: set[int] = set()
        self.frozen = False  # a script moves for the bots (captures, the bench): update idles

    @property
    def runner(self):
        """The app's shared bot runner."""
        return self.table.app.bot_runner

    def cancel_all(self) -> None:
        """Drop every outstanding request (table closing, undo)."""
        for token in list(self.pending):
            try:
                self.runner.cancel(token)
            except Exception:  # noqa: BLE001 - cancelling is best effort
                pass
        self.pending.clear()
        self.ready.clear()
        self.thinking.clear()

    def update(self, dt: float) -> None:
        """Request, collect and submit bot moves (nothing at all while `frozen`)."""
        if self.frozen:
            return
        self.clock += dt
        match = self.table.match
        if match.is_over or not match.bots():
            self.cancel_all()
            return
        n = len(match.steps)
        for token, (_seat, k) in list(self.pending.items()):
            if k != n:
                self.runner.cancel(token)
                del self.pending[token]
        self.ready = [r for r in self.ready if r[3] == n]
        busy = {seat for seat, _ in self.pending.values()} | {r[1] for r in self.ready}
        for seat in match.bots_to_act():
            if seat not in busy:
                self._request(seat, n)
        self.thinking = {seat for seat, _ in self.pending.values()}
        for token, result in self.runner.poll():
            entry = self.pending.pop(token, None)
            if entry is None or entry[1] != n:
                continue
            seat = entry[0]
            if isinstance(result, BaseException):
                self.table.report_error("".join(traceback.format_exception(result)))
                legal = match.legal_actions(seat)
                if not legal:
                    continue
                result = BotMove(legal[0])
                self.table.app.toast(self.table.t("ui.table.bot_failed",
                                                  name=match.name(seat)), "error")
            speed = self.table.app.settings.animation_speed
            delay = result.delay
            if not self.is_race():
                # A bot's reaction time only matters in a real-time race (open bidding on the
                # clock); elsewhere it is pacing for the eye and follows the speed setting, so
                # "Instant" is instant.
                delay *= self.table.app.settings.animation_factor
            wait = pace(delay, speed)
            self.ready.append((self.clock + wait, seat, result.action, n))
        self.ready.sort(key=lambda r: r[0])
        if self.ready and self.ready[0][0] <= self.clock and not self.table.is_animating():
            _, seat, action, _ = self.ready.pop(0)
            if seat in match.to_act() and action in match.legal_actions(seat):
                self.table.submit_as(seat, action, quiet=True)

    def is_race(self) -> bool:
        """Several seats may act now and a clock runs (Moonstar's open bidding)."""
        return self.table.clock.running and len(self.table.match.to_act()) > 1

    def _request(self, seat: int, n: int) -> None:
        match = self.table.match
        legal = match.legal_actions(seat)
        if not legal:
            return
        token = f"{seat}:{n}:{next(self.counter)}"
        rng_state = bot_seed(match.bot_secret, seat, n)  # one-way: see game.core.botseed
        self.pending[token] = (seat, n)
        self.runner.request(token, match.rules.name, match.seats[seat].level, match.view(seat),
                            legal, rng_state)


class ClockDriver:
    """Counts down `rules.timer(state)` and submits its action as CLOCK on expiry."""

    def __init__(self, table) -> None:
        self.table = table
        self.token: str | None = None
        self.total = 0.0
        self.left = 0.0

    @property
    def running(self) -> bool:
        """True while a phase timer counts down."""
        return self.token is not None

    def sync(self) -> None:
        """Start, keep or stop the countdown to match the current state's timer."""
        match = self.table.match
        timer = None if match.is_over else match.timer()
        if timer is None:
            self.token = None
        elif timer.token != self.token:
            self.token, self.total, self.left = timer.token, float(timer.seconds), float(
                timer.seconds)

    def update(self, dt: float) -> None:
        """Count down; on expiry submit the timer's action as CLOCK."""
        self.sync()
        if self.token is None:
            return
        self.left = max(0.0, self.left - dt)
        if self.left <= 0.0:
            timer = self.table.match.timer()
            self.token = None
            if timer is not None:
                try:
                    self.table.submit_as(CLOCK, timer.action, quiet=True)
                except IllegalAction:
                    pass
