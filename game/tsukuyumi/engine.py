"""The plug-in points of the Tsukuyumi engine: who handles which action and which prompt.

A phase turn offers the actions of the seat's action card for that phase (TS-3.6, TS-30.1),
the white-phase list (TS-4.10) and actions granted by units (TS-4.6). Each action code (F, I,
E, P, OP, OC, M, C) has one `CodeHandler` that lists the actions starting or doing it and
applies them; a decision that another seat must take in the middle of a step (damage
assignment, a riposte, the Oni chooser) or that spans several actions (a movement plan) is a
`state.Prompt` whose kind has one `PromptHandler`. The round machinery (`round.py`) only
dispatches: the rules of each action live in their own module, which registers itself here
when imported by `rules.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi.actions import Action
from game.tsukuyumi.state import Prompt, State

Legal = Callable[[State, int, int], list[Action]]
"""(state, seat, value of the icon) -> the actions this code offers now."""
Apply = Callable[[State, int, Action, list[Event]], State]
"""(state, seat, action, events to append to) -> the new state."""


@dataclass(frozen=True)
class CodeHandler:
    """The actions of one card code (TS-30.1) or of a unit-granted action."""

    legal: Legal
    apply: Apply
    kinds: tuple[str, ...]
    """The action kinds this handler applies."""


@dataclass(frozen=True)
class PromptHandler:
    """How one kind of prompt is answered.

    A prompt with `auto` is a continuation, not a decision: when it reaches the top of the
    pending stack (the prompts above it answered), `settle` runs it at once — e.g. the rest of
    a movement plan after the owner of units hit by Mines has assigned the damage.
    """

    legal: Callable[[State, Prompt], list[Action]]
    apply: Callable[[State, Prompt, Action, list[Event]], State]
    auto: Callable[[State, Prompt, list[Event]], State] | None = None


CODES: dict[str, CodeHandler] = {}
"""Card codes → handler: F, I, E, P, OP, OC, M, C (TS-30.1)."""
GRANTED: dict[str, tuple[tuple[str, ...], CodeHandler]] = {}
"""Unit-granted actions (TS-4.6): name → (phases it may be used in, handler)."""
PROMPTS: dict[str, PromptHandler] = {}
"""Prompt kinds → handler."""
MANDATORY = ("OP", "OC")
"""Codes a turn cannot end with unused (TS-4.7)."""
MANDATORY_CHECKS: list[Callable[[State], bool]] = []
"""Other duties the open turn cannot end without while they offer an action: (state) -> True
while one is owed (TS-M8.8: the Horreur des abysses' extra attack in the green phase)."""


def register_code(code: str, handler: CodeHandler) -> None:
    """Make `handler` the one for card code `code`."""
    CODES[code] = handler


def register_prompt(kind: str, handler: PromptHandler) -> None:
    """Make `handler` answer prompts of `kind`."""
    PROMPTS[kind] = handler


def consume(st: State, code: str, amount: int = 0) -> State:
    """Use an icon of the open turn: the whole icon, or `amount` of a counted one (Combat n,
    TS-3.7); IllegalAction when the turn has no such icon left."""
    turn = st.turn
    if turn is None:
        raise IllegalAction("No turn is open.", "ts.illegal.no_turn")
    left = list(turn.left)
    for i, (c, value) in enumerate(left):
        if c == code:
            if amount and value > amount:
                left[i] = (c, value - amount)
            else:
                del left[i]
            return replace(st, turn=replace(turn, left=tuple(left)))
    raise IllegalAction("That action is not available now.", "ts.illegal.no_such_action",
                        code=code)


def icon_value(st: State, code: str) -> int:
    """The value still available for `code` in the open turn (0 if none)."""
    if st.turn is None:
        return 0
    return sum(v for c, v in st.turn.left if c == code)


def push(st: State, prompt: Prompt) -> State:
    """Add a prompt on top of the pending ones."""
    return replace(st, pending=st.pending + (prompt,))


def pop(st: State) -> State:
    """Remove the top prompt."""
    return replace(st, pending=st.pending[:-1])


def settle(st: State, events: list[Event]) -> State:
    """Run the continuations that have reached the top of the pending stack (each must pop
    itself or push a decision above it)."""
    while st.pending:
        top = st.pending[-1]
        handler = PROMPTS[top.kind]
        if handler.auto is None:
            break
        before = st.pending
        st = handler.auto(st, top, events)
        if st.pending == before:
            raise RuntimeError(f"continuation {top.kind} did not move on")
    return st
