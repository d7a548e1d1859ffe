"""The faction plug-ins (TS-20…TS-23, TS-42.14): one module per faction, and the Faction effect.

Every action card's Faction effect icon ★ (code "F", TS-5.1) means "apply the effect printed on
your faction board", so code "F" has one `engine.CodeHandler` for all factions, registered here:
it hands the acting seat's request to the handler its faction registered with
`register_effect(faction, handler)`. A faction handler is an ordinary `engine.CodeHandler`
(`legal(st, seat, value)`, `apply(st, seat, action, events)`, `kinds`) whose actions use the
seat's F icon themselves (`engine.consume(st, "F")`). A faction without a handler offers
nothing. Each faction module registers at import time (`rules.py` imports them).
"""

from __future__ import annotations

from game.core.rules import Event, IllegalAction
from game.tsukuyumi.actions import Action
from game.tsukuyumi.engine import CodeHandler, register_code
from game.tsukuyumi.state import State

EFFECTS: dict[str, CodeHandler] = {}
"""Faction key -> the handler of its Faction effect (TS-5.1)."""


def register_effect(faction: str, handler: CodeHandler) -> None:
    """Make `handler` the Faction effect of `faction`, and (re)register code "F" so that its
    kinds are those of every faction registered so far."""
    EFFECTS[faction] = handler
    kinds = tuple(dict.fromkeys(k for h in EFFECTS.values() for k in h.kinds))
    register_code("F", CodeHandler(_legal, _apply, kinds))


def _handler(st: State, seat: int) -> CodeHandler | None:
    return EFFECTS.get(st.seats[seat].faction)


def _legal(st: State, seat: int, value: int) -> list[Action]:
    """The Faction effect actions of the seat's faction (TS-5.1)."""
    handler = _handler(st, seat)
    return handler.legal(st, seat, value) if handler is not None else []


def _apply(st: State, seat: int, action: Action, events: list[Event]) -> State:
    handler = _handler(st, seat)
    if handler is None or action.kind not in handler.kinds:
        raise IllegalAction("That is not your faction's effect.", "ts.illegal.faction_effect")
    return handler.apply(st, seat, action, events)
