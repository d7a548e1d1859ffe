"""Screenshots of the asymmetric corporations (PU-18): the corporation picker (free choice and a
dealt corporation), then each corporation's board in a solo game at round 6, its trackers and
pieces among the tracks; Quantum Solutions (SM-11, `capture_quantum`): the picker on it, its
face chooser, and a game at round 6."""

from __future__ import annotations

import random
from pathlib import Path

CORP_ROUND = 6


def capture_corps(app, out_dir: Path) -> list[Path]:
    """Render the corporation scenes into `out_dir`; return the files."""
    from game.supermoon.actions import Action
    from game.supermoon.data import CORP_BY_KEY, CORPORATIONS, SYMMETRIC_CORP
    from game.ui.tables.supermoon.capture import _save, open_table, solo_to_round

    def table_for(n: int, options: dict, seed: int):
        return open_table(app, n, options, seed)

    paths = []
    match, table = table_for(2, {"corporations": "choice"}, 11)
    republic = CORP_BY_KEY["republic"].corp_id
    while 0 not in match.to_act():  # the other seat chooses first: it takes Republic
        table.submit_as(match.to_act()[0], Action("corp", (republic,)), quiet=True)
    table.corp_pick = CORP_BY_KEY["oasisultd"].corp_id
    paths.append(_save(app, table, out_dir / "supermoon_corp_choice.png"))
    match, table = table_for(2, {"corporations": "random"}, 11)
    paths.append(_save(app, table, out_dir / "supermoon_corp_dealt.png"))
    for corp in CORPORATIONS:
        if corp.key == SYMMETRIC_CORP:
            continue
        match, table = table_for(1, {"corporations": "choice"}, 40 + corp.corp_id)
        table.submit_as(0, Action("corp", (corp.corp_id,)), quiet=True)
        rng = random.Random(corp.corp_id)
        solo_to_round(match, table, rng, CORP_ROUND)
        paths.append(_save(app, table, out_dir / f"supermoon_corp_{corp.key}.png"))
    return paths


def capture_quantum(app, out_dir: Path) -> list[Path]:
    """Quantum Solutions (SM-11.1): the picker looking at it, the face chooser with upper B and
    lower A looked at, and a solo game at round 6 (a `qs_res` choice open when one waits)."""
    from game.core.match import Match
    from game.supermoon.actions import Action
    from game.supermoon.data import QUANTUM_ID
    from game.supermoon.rules import RULES
    from game.ui.tables.supermoon.capture import _move, _save, demo_seats
    from game.ui.tables.supermoon.table import SupermoonTable

    options = RULES.check_setup(1, {"corporations": "choice", "quantum": True})
    match = Match(RULES, demo_seats(1), 61, options)
    table = SupermoonTable(app, match)
    app.reset(table)
    table.bots.frozen = True
    app.frame([], 1 / 60)
    _move(app, (table.region("bar").x + 4, table.region("bar").y + 4))  # no tooltip
    paths = []
    table.corp_pick = QUANTUM_ID
    paths.append(_save(app, table, out_dir / "supermoon_qs_pick.png"))
    table.submit_as(0, Action("corp", (QUANTUM_ID,)), quiet=True)
    table.qs_faces = (1, 0)
    paths.append(_save(app, table, out_dir / "supermoon_qs_faces.png"))
    table.submit_as(0, Action("quantum", (1, 0)), quiet=True)
    rng = random.Random(6)
    opened = False
    while not match.is_over and match.state.round < CORP_ROUND + 2:
        me = match.state.work[0]
        items = [i for i, g in enumerate(me.pool) if g.kind == "qs_res"]
        if match.state.round >= CORP_ROUND and items:
            app.frame([], 1 / 60)  # the table meets the new state first
            table.choose_gain(items[0])
            opened = True
            break
        legal = [a for a in match.legal_actions(0) if a.kind != "reset"]
        places = [a for a in legal if a.kind == "place"]
        # the central disc's tiles (slots 6-11) bring the rule of upper B (SM-11.3)
        inner = [a for a in places if a.args[0] >= 6]
        done = [a for a in legal if a.kind == "done"]
        table.submit_as(0, rng.choice(inner or places) if places else done[0] if done
                        else rng.choice(legal), quiet=True)
    name = "supermoon_qs_res.png" if opened else "supermoon_qs_game.png"
    paths.append(_save(app, table, out_dir / name))
    return paths


__all__ = ["capture_corps", "capture_quantum"]
