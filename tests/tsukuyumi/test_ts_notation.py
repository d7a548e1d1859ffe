"""The Tsukuyumi action notation (TS-42.2): `<kind> <int> …`, each kind with its arity
(`actions.ARITY`; None = one or more); anything else is refused with `ts.illegal.malformed`."""

from __future__ import annotations

import pytest

from game.core.rules import IllegalAction
from game.tsukuyumi.actions import ARITY, Action, notation, parse_action


@pytest.mark.rule("TS-42.2")
def test_every_kind_reads_back_its_notation() -> None:
    for kind, arity in ARITY.items():
        action = Action(kind, tuple(range(-1, (2 if arity is None else arity) - 1)))
        assert parse_action(notation(action)) == action
    assert parse_action("  move  3   0 5 ") == Action("move", (3, 0, 5))


@pytest.mark.rule("TS-42.2")
@pytest.mark.parametrize("text", ["", "   ", "fly 1", "combat 1 2", "combat 1 2 3 4", "end 1",
                                  "pick x", "swarm", "start 1.5 2", "Pick 3"])
def test_malformed_text_is_refused_with_the_games_message(text: str) -> None:
    with pytest.raises(IllegalAction) as exc:
        parse_action(text)
    assert exc.value.key == "ts.illegal.malformed"
    assert exc.value.args_map == {"text": text}
    assert exc.value.message == f"Malformed action: {text!r}."
