"""A table of `n` with moons, everyone's moon taken, on to the first tile seat 0 may put on
its moon: the starting point of the moon tab's screen tests."""

from __future__ import annotations

from game.supermoon.actions import Action
from game.supermoon.moons import MOON_FACES
from game.ui.tables.supermoon.capture import open_table


def at_moon_tile(app, n: int, seed: int = 7):
    """(match, table, face, the legal placements of seat 0 on its moon)."""
    match, table = open_table(app, n, {"moons": True}, seed)
    face = table.view().players[0].moon_offer[0]
    table.submit_as(0, Action("moon", (face, MOON_FACES[face].starts[0])), quiet=True)
    for seat in range(1, n):  # everyone takes a moon
        table.submit_as(seat, next(a for a in match.legal_actions(seat) if a.kind == "moon"),
                        quiet=True)
    on_moon: list = []
    for _ in range(60):  # on to the first tile the player may put on the moon
        on_moon = [a for a in match.legal_actions(0) if a.kind == "place" and a.args[4] == 1]
        if on_moon:
            break
        seat = match.to_act()[0]
        legal = [a for a in match.legal_actions(seat) if a.kind not in ("reset", "done")]
        table.submit_as(seat, (legal or match.legal_actions(seat))[0], quiet=True)
    return match, table, face, on_moon
