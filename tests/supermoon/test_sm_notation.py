"""The Planet Unknown action notation: `<kind> <int> …`, each kind with its arity
(`actions.ARITY`), `gain` and `use` with one or more; anything else is refused with
`sm.illegal.malformed`."""

from __future__ import annotations

import pytest

from game.core.rules import IllegalAction
from game.supermoon.actions import ARITY, Action, notation, parse_action


def test_every_kind_reads_back_its_notation() -> None:
    for kind, arity in (*ARITY.items(), ("gain", 1), ("gain", 3), ("use", 2)):
        action = Action(kind, tuple(range(-1, arity - 1)))
        assert parse_action(notation(action)) == action
    assert parse_action(" place 1  0 2 3 0 ") == Action("place", (1, 0, 2, 3, 0))


@pytest.mark.parametrize("text", ["fly 1", "place 1 2", "done 1", "gain", "use", "planet x",
                                  "zzz x", "Done"])
def test_malformed_text_is_refused_with_the_games_message(text: str) -> None:
    with pytest.raises(IllegalAction) as exc:
        parse_action(text)
    assert exc.value.key == "sm.illegal.malformed"
    assert exc.value.args_map == {"text": text}
    assert exc.value.message == f"Malformed action: {text!r}."


@pytest.mark.parametrize("text", ["", "  "])
def test_empty_text_has_its_own_message(text: str) -> None:
    with pytest.raises(IllegalAction) as exc:
        parse_action(text)
    assert (exc.value.key, exc.value.args_map, exc.value.message) == (
        "sm.illegal.malformed", {"text": text}, "Empty action.")
