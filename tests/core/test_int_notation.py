"""The kind-and-integers notation shared by Planet Unknown and Tsukuyumi (`game.core.rules`)."""

from __future__ import annotations

import pytest

from game.core.rules import IllegalAction, int_notation, parse_int_notation

ARITY = {"end": 0, "move": 2, "play": None}


def test_reads_back_what_it_writes() -> None:
    for kind, args in (("end", ()), ("move", (3, -1)), ("play", (7,)), ("play", (7, 0, 2))):
        text = int_notation(kind, args)
        assert parse_int_notation(text, ARITY, "x.bad") == (kind, args)
    assert int_notation("move", (3, -1)) == "move 3 -1"
    assert parse_int_notation("\tmove  3\n-1 ", ARITY, "x.bad") == ("move", (3, -1))


@pytest.mark.parametrize("text", ["", "jump 1", "end 1", "move 1", "move 1 2 3", "move 1 b",
                                  "play", "Move 1 2"])
def test_anything_else_is_malformed_under_the_games_key(text: str) -> None:
    with pytest.raises(IllegalAction) as exc:
        parse_int_notation(text, ARITY, "x.bad")
    assert (exc.value.key, exc.value.args_map) == ("x.bad", {"text": text})
    assert str(exc.value) == f"Malformed action: {text!r}."


def test_a_blank_text_may_have_a_message_of_its_own() -> None:
    with pytest.raises(IllegalAction) as exc:
        parse_int_notation(" ", ARITY, "x.bad", empty="Empty action.")
    assert (str(exc.value), exc.value.key) == ("Empty action.", "x.bad")
