"""Bots-only matches on a virtual clock, for the CLI, benchmarks and tests.

Real-time phases (Moonstar's open bidding) are simulated as a discrete-event race: every
seat in `to_act` gets its bot's decision together with the bot's reaction delay; the
earliest decision happens first, unless the phase timer (`Rules.timer`) runs out before it,
in which case the timer's action is submitted as `CLOCK`. Any change of state invalidates
the other pending decisions, exactly as a human watching the table would react. The
result is deterministic for a given seed: the bots' generators are derived from it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core import botseed
from game.core.rules import CLOCK, BotMove, Event, Outcome, Rules


@dataclass(frozen=True)
class SimResult:
    """What a bots-only match produced."""

    outcome: Outcome
    actions: tuple[tuple[int, str], ...]
    events: tuple[Event, ...]
    seconds: float  # virtual seconds of real-time phases
    final: Any = None  # the state the match ended in (checks read its invariants)


class SimulationError(RuntimeError):
    """A bot proposed an illegal action or the match did not end in time."""


def play_bots(rules: Rules, levels: Sequence[str], seed: int,
              options: Mapping[str, Any] | None = None, *, max_steps: int = 200_000,
              keep_events: bool = False) -> SimResult:
    """Play a whole match with one bot per seat (`levels[i]` for seat i)."""
    opts = rules.check_setup(len(levels), options or {})
    state = rules.initial_state(seed, len(levels), opts)
    bots = [rules.bot(level) for level in levels]
    secret = botseed.secret_from_seed(seed)  # one-way: bots cannot recover the seed
    decisions = 0
    now = 0.0
    deadline: float | None = None
    timer_token: str | None = None
    actions: list[tuple[int, str]] = []
    events: list[Event] = []
    for _ in range(max_steps):
        if rules.outcome(state) is not None:
            break
        timer = rules.timer(state)
        if timer is None:
            deadline, timer_token = None, None
        elif timer.token != timer_token:
            timer_token, deadline = timer.token, now + timer.seconds
        best: tuple[float, int, Any] | None = None
        settled = False
        for seat in rules.to_act(state):
            legal = rules.legal_actions(state, seat)
            if not legal:
                continue
            if settled:
                # An instant decision came first: nobody can beat it, so this seat's bot is
                # not asked, but its generator index is used up as if it had been (the
                # outcome of a seed does not depend on this shortcut).
                decisions += 1
                continue
            child = botseed.bot_rng(secret, seat, decisions)
            decisions += 1
            move = bots[seat](rules.view(state, seat), legal, child)
            if not isinstance(move, BotMove):
                move = BotMove(move)
            when = now + max(0.0, move.delay)
            if best is None or when < best[0]:
                best = (when, seat, move.action)
            settled = best[0] <= now
        if best is None or (deadline is not None and best[0] >= deadline):
            if timer is None:
                raise SimulationError("nobody can act and no timer is running")
            now = deadline if deadline is not None else now
            seat, action = CLOCK, timer.action
        else:
            now, seat, action = best
        if seat != CLOCK and not rules.is_legal(state, seat, action):
            raise SimulationError(f"bot of seat {seat} chose illegal {rules.notation(action)}")
        state, new_events = rules.apply(state, seat, action)
        actions.append((seat, rules.notation(action)))
        if keep_events:
            events.extend(new_events)
    outcome = rules.outcome(state)
    if outcome is None:
        raise SimulationError(f"no result after {max_steps} actions")
    return SimResult(outcome, tuple(actions), tuple(events), now, state)
