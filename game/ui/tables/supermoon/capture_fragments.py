"""Screenshots of the fragmented planet (SM-9, SM-10; RECONSTRUCTED): the planet picker with it
looked at, the face chooser with two fragments turned over, a solo game with the moons at round
6 shown on fragment 2's tab, two players with the other seat on the fragments (their small
boards), and a finished solo game."""

from __future__ import annotations

import random
from pathlib import Path

FRAG_ROUND = 6


def capture_fragments(app, out_dir: Path) -> list[Path]:
    """Render the fragmented planet's scenes into `out_dir`; return the files."""
    from game.supermoon.actions import Action
    from game.supermoon.fragments import FRAGMENTED
    from game.ui.tables.supermoon.capture import _save, open_table

    def table_for(n: int, options: dict, seed: int):
        return open_table(app, n, options, seed)

    def play(match, table, rng: random.Random, until, seat_faces: int = 0b0101) -> None:
        """Every seat plays at random (a tile whenever it may) until `until()`."""
        while not match.is_over and not until():
            seat = match.to_act()[0]
            legal = [a for a in match.legal_actions(seat) if a.kind != "reset"]
            if any(a.kind == "planet" for a in legal):
                choice = Action("planet", (FRAGMENTED,)) if seat == 1 or match.state.n == 1 \
                    else next(a for a in legal if a.kind == "planet" and a.args[0] != FRAGMENTED)
            elif any(a.kind == "fragments" for a in legal):
                choice = Action("fragments", (seat_faces,))
            else:
                places = [a for a in legal if a.kind == "place"]
                done = [a for a in legal if a.kind == "done"]
                choice = rng.choice(places) if places else done[0] if done else rng.choice(legal)
            table.submit_as(seat, choice, quiet=True)

    paths = []
    options = {"planets": "choice", "fragments": True}
    match, table = table_for(1, options, 7)
    table.pick = FRAGMENTED
    paths.append(_save(app, table, out_dir / "supermoon_frag_pick.png"))
    table.submit_as(0, Action("planet", (FRAGMENTED,)), quiet=True)
    table.frag_pick = 0b0101  # fragments 1 and 3 turned over
    paths.append(_save(app, table, out_dir / "supermoon_frag_faces.png"))
    match, table = table_for(1, {**options, "moons": True}, 8)
    play(match, table, random.Random(6), lambda: match.state.round >= FRAG_ROUND
         and 0 in match.to_act() and any(a.kind == "place" for a in match.legal_actions(0)))
    table.tab = 1  # fragment 2
    paths.append(_save(app, table, out_dir / "supermoon_frag_round6.png"))
    match, table = table_for(2, options, 9)
    play(match, table, random.Random(7), lambda: match.state.round >= 4
         and 0 in match.to_act())
    paths.append(_save(app, table, out_dir / "supermoon_frag_others.png"))
    match, table = table_for(1, options, 10)
    play(match, table, random.Random(8), lambda: False)
    table.game_over_shown = True
    table.show_results()
    paths.append(_save(app, table, out_dir / "supermoon_frag_over.png"))
    return paths


__all__ = ["capture_fragments"]
