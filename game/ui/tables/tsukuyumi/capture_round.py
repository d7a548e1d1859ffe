"""Screenshots of a Tsukuyumi round, for `capture.scenes`: the viewer's turn in each colour
phase (white, blue, green, red; TS-4), a combat waiting for the viewer's riposte and one
waiting for their damage assignment with the units to click (TS-7), a Production action
(TS-5.13), an Events action (TS-5.7), the end of a round (the next draft with the scoring in
the log, TS-11.1) and the end of the game with the score by category (TS-11.3).

Each scene is reached by seeded random play (`capture.drive`) from a few seeds in turn, the
first that gets there being kept, so a change of the rules moves a scene rather than losing it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

PHASES = ("white", "blue", "green", "red")
PROMPTS = {"combat_riposte": "riposte", "combat_damage": "damage", "production": "production",
           "events": "events"}
ROUND = (*(f"phase_{p}" for p in PHASES), *PROMPTS, "round_end", "game_over")


def reach(app, n: int, options: dict, seed: int, until: Callable[[Any], bool],
          tries: int = 6, limit: int = 6000):
    """(match, table) of the first seed from `seed` whose random play reaches `until`, or
    None."""
    from game.ui.tables.tsukuyumi.capture import drive, new_table

    for k in range(tries):
        match, table = new_table(app, n, options, seed + k)
        if drive(match, table, random.Random(seed + k), until, limit):
            return match, table
    return None


def _my_turn(phase: str, first_round: int) -> Callable[[Any], bool]:
    def until(st) -> bool:
        return (st.phase == phase and st.round >= first_round and st.turn is not None
                and st.turn.seat == 0 and not st.pending)
    return until


def _prompt(kind: str, seat: int = 0) -> Callable[[Any], bool]:
    def until(st) -> bool:
        if not st.pending or st.pending[-1].kind != kind or st.pending[-1].seat != seat:
            return False
        top = st.pending[-1]
        if kind == "damage":  # a real choice, in a combat: the chips to click
            return st.combat is not None and sum(1 for c in top.data[5:] if c > 0) > 1
        if kind == "events":  # at its start: draws to make
            from game.tsukuyumi.rules import RULES

            return top.data[0] > 0 and any(a.kind == "draw"
                                           for a in RULES.legal_actions(st, seat))
        return True
    return until


def round_scenes(app, shot, wanted: Callable[[str], bool]) -> None:
    """The scenes of a round (see the module docstring), those `wanted`."""
    for i, phase in enumerate(PHASES):
        name = f"phase_{phase}"
        if wanted(name):
            got = reach(app, 4 if i % 2 else 3, {"factions": "random"}, 40 + 3 * i,
                        _my_turn(phase, 1 if phase == "white" else 2))
            if got is not None:
                shot(got[1], name)
    for name, kind in PROMPTS.items():
        if wanted(name):
            got = reach(app, 4, {"factions": "random"}, 31 if kind == "damage" else 60,
                        _prompt(kind), tries=8)
            if got is not None:
                shot(got[1], name)
    if wanted("round_end"):
        got = reach(app, 4, {"factions": "random"}, 70,
                    lambda st: st.phase == "draft" and st.round == 2)
        if got is not None:
            shot(got[1], "round_end")
    if wanted("game_over"):
        _game_over(app, shot)


def _game_over(app, shot) -> None:
    """A short game played to its end; the game-over dialog with the score by category."""
    from game.ui.scenes.gameover import GameOverScene
    from game.ui.tables.tsukuyumi.capture import drive, new_table

    match, table = new_table(app, 3, {"factions": "random", "length": "quick"}, 3)
    drive(match, table, random.Random(3), lambda st: False, limit=20000)
    for _ in range(4):
        app.frame([], 1 / 60)
    if match.is_over and isinstance(app.top, GameOverScene):
        shot(table, "game_over")


__all__ = ["ROUND", "reach", "round_scenes"]
