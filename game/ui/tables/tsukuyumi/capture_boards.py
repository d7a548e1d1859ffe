"""Screenshots of the Tsukuyumi boards and faction sheets, for `capture.scenes`: every
scenario layout of `game.tsukuyumi.scenarios` (TS-12) early in a game, with its units on
it, a random board with holes (TS-2.23), and the four faction sheets (TS-20 … TS-23) shown
by hovering their seat in the Initiative board.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.tsukuyumi import data
from game.tsukuyumi.scenarios import SCENARIOS

SHEETS = tuple(f"sheet_{f.key}" for f in data.FACTIONS)
BOARDS = (*(f"scenario_{s.id}" for s in SCENARIOS), "random_board")


def _players(scenario) -> int:
    """A player count the scenario is played at on this table (3 or 4 seats)."""
    counts = [p for p in scenario.players + scenario.house_variant_players if 3 <= p <= 4]
    return counts[0] if counts else 4


def board_scenes(app, shot, wanted: Callable[[str], bool]) -> None:
    """Each scenario's board and the random board, those `wanted`: the first seat's turn in
    round 1's blue or green phase (round 2 for the random board)."""
    from game.ui.tables.tsukuyumi.capture_round import reach

    boards = [(f"scenario_{s.id}", _players(s), {"board": s.id}) for s in SCENARIOS]
    boards.append(("random_board", 4, {"board": "random", "scatter": "high"}))
    for i, (name, n, options) in enumerate(boards):
        if not wanted(name):
            continue
        first = 2 if name in ("random_board", "scenario_control") else 1

        def until(st, first=first) -> bool:
            return (st.round >= first and st.turn is not None and st.turn.seat == 0
                    and not st.pending and st.phase in ("blue", "green", "red"))

        got = reach(app, n, {"factions": "random", **options}, 4 + 2 * i, until, tries=4)
        if got is not None:
            shot(got[1], name)


def sheet_scenes(app, shot, wanted: Callable[[str], bool]) -> None:
    """The four faction sheets, each shown by hovering its seat's row (round 2, 4 seats)."""
    if not any(wanted(name) for name in SHEETS):
        return
    from game.ui.tables.tsukuyumi.capture import drive, new_table

    match, table = new_table(app, 4, {"factions": "random"}, 8)
    drive(match, table, random.Random(8), lambda st: st.round >= 2 and st.phase == "blue")
    app.frame([], 1 / 60)
    for name in SHEETS:
        if not wanted(name):
            continue
        faction = name.removeprefix("sheet_")
        row = next((rect for rect, seat in table.sheet_rows
                    if table.hud_rect.contains(rect)
                    and match.state.seats[seat].faction == faction), None)
        if row is not None:  # the row's left edge: no chip there to show its own tooltip
            shot(table, name, mouse=(row.x + 3, row.centery))


__all__ = ["BOARDS", "SHEETS", "board_scenes", "sheet_scenes"]
