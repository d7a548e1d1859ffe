"""Faction plug-ins (TS-5.1, TS-20 … TS-23) and the shared registry of Faction effects.

The card code "F" (Faction effect ★, TS-5.1) has ONE handler for all factions, registered
here with `engine.register_code`: it dispatches to the handler of the acting seat's faction.
A faction module plugs in at import time with

    register_effect("cyber", CodeHandler(legal, apply, kinds))

where `legal(st, seat, value)` lists the actions that use the seat's F icon now (an empty list:
F offers nothing), `apply(st, seat, action, events)` carries one out and spends the icon with
`engine.consume(st, "F")`, and `kinds` are its action kinds (unique among turn actions, listed
in `actions.ARITY`). This package imports no faction module: `rules.py` imports each one
(`factions.cyber`, `factions.nomads`, …) so that it registers itself.
"""

from __future__ import annotations

from game.core.rules import Event, IllegalAction
from game.tsukuyumi.actions import Action
from game.tsukuyumi.engine import CodeHandler, register_code
from game.tsukuyumi.state import State

EFFECTS: dict[str, CodeHandler] = {}
"""Faction key → the handler of its Faction effect (TS-5.1)."""


def register_effect(faction: str, handler: CodeHandler) -> None:
    """Make `handler` the Faction effect of `faction`; (re)register code F with every kind."""
    EFFECTS[faction] = handler
    kinds = tuple(sorted({k for h in EFFECTS.values() for k in h.kinds}))
    register_code("F", CodeHandler(_legal, _apply, kinds))


def _legal(st: State, seat: int, value: int) -> list[Action]:
    handler = EFFECTS.get(st.seats[seat].faction)
    return handler.legal(st, seat, value) if handler is not None else []


def _apply(st: State, seat: int, action: Action, events: list[Event]) -> State:
    handler = EFFECTS.get(st.seats[seat].faction)
    if handler is None or action.kind not in handler.kinds:
        raise IllegalAction("That move is not allowed now.", "ts.illegal.not_legal",
                            action=str(action))
    return handler.apply(st, seat, action, events)
