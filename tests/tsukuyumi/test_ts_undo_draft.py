"""The secret draft cannot be taken back once the cards are revealed (TS-3.2): with two humans
the last to pick undid their pick after the reveal had shown the other's card, and picked
again knowing it (a newcomer's two-player game, stop 97). A step that reveals secret choices
to everyone now ends what Undo may take back, in every game (`Match.undo_status`)."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match, default_seats
from game.tsukuyumi.rules import RULES


@pytest.mark.rule("TS-3.2")
@pytest.mark.parametrize("n", [2, 3])
def test_the_last_pick_is_final_once_the_cards_are_revealed(n: int) -> None:
    match = Match(RULES, default_seats(n), 3, {"factions": "random"})
    rng = random.Random(n)
    for _ in range(500):  # setup: done as soon as it may be, else a random choice
        if match.state.phase == "draft":
            break
        seat = match.to_act()[0]
        legal = match.legal_actions(seat)
        match.submit(seat, next((a for a in legal if a.kind in ("ready", "egg")),
                                rng.choice(legal)))
    pickers = []
    while match.state.phase == "draft":
        seat = match.to_act()[0]
        pick = next(a for a in match.legal_actions(seat) if a.kind == "pick")
        pickers.append(seat)
        match.submit(seat, pick)
        if match.state.phase == "draft" and len(pickers) == 1:
            assert match.undo_status(seat) == (True, "undo.ok")  # nothing seen yet
    assert len(pickers) == n and match.steps[-1].seat == pickers[-1]
    assert any(e.kind == "ts.revealed" for e in match.steps[-1].events)
    assert match.undo_status(pickers[-1]) == (False, "undo.reason.choices")
    with pytest.raises(Exception, match="revealed"):
        match.undo(pickers[-1])
