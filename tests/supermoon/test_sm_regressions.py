"""Planet Unknown regressions found by the bots' bench (each names the game that showed it)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.supermoon import board as geo
from game.supermoon import phases
from game.supermoon.rules import RULES
from game.supermoon.tracks import has_tech
from tests.supermoon.builders import KEY, make_board, new_game, player, set_player


@pytest.mark.rule("PU-9.1")
@pytest.mark.rule("PU-9.4")
def test_a_stored_patch_with_no_free_square_is_lost_in_the_final_phase() -> None:
    """Bench game hard vs normal, 2 seats, seed 100020: a Universal Coalition player with T2
    had stored a patch and had no free square left at the end; the final phase offered the
    patch with no choice at all (keeping it for later is not possible then), and nobody
    could act. The patch is lost instead, and the game scores."""
    full = make_board({sq: "c" for sq in geo.board_squares(geo.empty_board(KEY))})
    stored = player(tracks=(0, 0, 0, 0, 5), board=full, stored=1)
    assert has_tech(stored, 2)  # Universal T2: patches may be stored (PU-9.4)
    st = new_game(2)
    st = set_player(st, 0, stored)
    st = set_player(st, 1, player())
    events: list = []
    st = phases._final(replace(st, last_round=True), events)
    st = phases.run(st, events)
    assert st.over, (st.phase, RULES.to_act(st))
    assert ("sm.gain_lost", "patch") in [(e.kind, e.args.get("gain")) for e in events]
    assert st.players[0].stored == 0 and st.players[0].boards[0].patches == ()
