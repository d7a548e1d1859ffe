"""Helpers shared by the MOONWAKERS table tests (`test_moonwakers_table*.py`): seat configs,
a table pushed on the app, random legal play up to a wanted state, and the human's next task."""

from __future__ import annotations

import random

from game.core.match import COLOURS, SHAPES, Match, SeatConfig
from game.ui.tables import make_table
from game.ui.tables.moonwakers import prompt as mp
from game.ui.tables.moonwakers.table import MoonwakersTable

NAMES = ("Ana", "Ben", "Chloé", "Dev", "Emma", "Farid")


def seats(n: int, humans: int = 1, level: str = "easy") -> list[SeatConfig]:
    return [SeatConfig(NAMES[i], COLOURS[i], SHAPES[i], "human" if i < humans else "bot",
                       level) for i in range(n)]


def start(app, match) -> MoonwakersTable:
    table = make_table(app, match)
    assert isinstance(table, MoonwakersTable)
    app.push(table)
    app.apply_pending()
    return table


def drive_to(table: MoonwakersTable, match: Match, seed: int, want) -> bool:
    """Random legal moves (bots' and the human's) until `want(match)` holds."""
    rng = random.Random(seed)
    for _ in range(3000):
        if want(match):
            return True
        if match.is_over:
            return False
        movers = [s for s in match.to_act() if match.legal_actions(s)]
        seat = rng.choice(movers)
        table.submit_as(seat, rng.choice(match.legal_actions(seat)), quiet=True)
    return False


def human_faces(kind: str):
    return lambda m: (0 in m.to_act() and m.state.tasks[0].kind == kind
                      and mp.auto_action(m.legal_actions(0)) is None)
