"""Solo: the log says nothing of a seat being « ready » (a newcomer's review).

In a solo game the log read « Player 1 is ready. » above the moves the player had just made,
which are told when the step is revealed, after it. With one seat there is nobody to wait for:
the line is left out. At a table it stays (each seat's ready mark is news to the others)."""

from __future__ import annotations

from game.supermoon.rules import RULES
from tests.supermoon.builders import act_events, auto_action, new_game


def _ready_lines(n: int) -> tuple[int, list[str]]:
    st = new_game(n=n, seed=3)
    kinds: list[str] = []
    for _ in range(400):
        if RULES.outcome(st) is not None or st.round > 2:
            break
        seat, text = auto_action(st)
        st, events = act_events(st, seat, text)
        kinds += [e.kind for e in events]
    return st.round, kinds


def test_a_solo_log_has_no_ready_line_and_a_table_has_one_per_seat_and_step() -> None:
    rounds, solo = _ready_lines(1)
    assert rounds > 2 and "sm.ready" not in solo
    assert solo.count("sm.tile_placed") >= 2  # the moves are told all the same
    rounds, table = _ready_lines(2)
    assert rounds > 2 and table.count("sm.ready") >= 4
