"""Notation round trips and MW-9 information rules."""

from __future__ import annotations

import pytest
from mw_helpers import c, play, settle, table, to_reveal

from game.core.rng import Rng
from game.core.rules import IllegalAction
from game.moonwakers.rules import RULES

TEXTS = ["roll", "scan", "protect", "look 3", "dash 2", "shortcut", "permute p2", "place 4",
         "map", "explore", "go", "labo p2.1", "use-scan l3", "use-scan p1.2", "cryogen p3",
         "react abri", "react abri-def", "react bouclier", "react cryogen", "no-react",
         "lose m2", "lose h1", "refresh", "pass", "claim 5 spend h1,h3,m2", "stop"]


@pytest.mark.parametrize("text", TEXTS)
def test_notation_round_trip(text: str) -> None:
    assert RULES.notation(RULES.parse_action(text)) == text


@pytest.mark.parametrize("text", ["", "look", "look 0", "claim 5", "claim 5 spend h1,h1",
                                  "react labo", "permute 2", "dance"])
def test_bad_notation(text: str) -> None:
    with pytest.raises(IllegalAction) as exc:
        RULES.parse_action(text)
    assert exc.value.key == "core.illegal.bad_notation"


@pytest.mark.rule("MW-9.1", "MW-9.2")
def test_pending_choices_hidden_and_determinized() -> None:
    s = to_reveal(settle(table(3, hands=[["FC05"], ["FC06"], ["FC07"]],
                               secret=[["FC05"], [], []], deck_top=("FC08", "FC13", "MO07",
                                                                     "CP04"))))
    s, _ = play(s, 1, "explore")
    view = RULES.view(s, 0)
    assert view.players[1].committed and view.players[1].commit == ""
    assert RULES.view(s, 1).players[1].commit == "explore"
    assert view.players[0].hand[0].id == c("FC05") and view.players[0].secret == (0,)
    assert RULES.view(s, 2).players[0].hand[0].id == -1
    assert RULES.view(s, 2).players[1].hand[0].id == c("FC06")  # public
    assert all(x is None or x.id == -1 for x in view.layout)
    for seed in range(5):
        guess = RULES.determinize(view, Rng.from_seed(seed))
        assert RULES.view(guess, 0) == view
        assert guess.players[1].commit in ("map", "explore")
        assert guess.players[0].hand == s.players[0].hand
    assert not hasattr(view, "rng") and not hasattr(view, "deck")
