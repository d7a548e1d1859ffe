"""A refused placement's reason is not « must touch a tile » for a player free of that rule
(PU-4.9: Universal T1). A newcomer's tile on ice on a « no ice » round read it, with T1
unlocked (stop 98); the round's event is the reason then."""

from __future__ import annotations

import pytest

from game.supermoon.gains import needs_adjacency
from tests.supermoon.builders import player

T1 = (0, 0, 0, 0, 3)  # tech 3: Universal Coalition's first TECH milestone


@pytest.mark.rule("PU-4.9")
def test_a_player_with_universal_t1_is_free_of_adjacency() -> None:
    assert not needs_adjacency(player(tracks=T1), 0)
    assert needs_adjacency(player(), 0)
