"""Screenshots of the asymmetric corporations (PU-18): the corporation picker (free choice and a
dealt corporation), then each corporation's board in a solo game at round 6, its trackers and
pieces among the tracks."""

from __future__ import annotations

import random
from pathlib import Path

CORP_ROUND = 6


def capture_corps(app, out_dir: Path) -> list[Path]:
    """Render the corporation scenes into `out_dir`; return the files."""
    from game.core.match import Match
    from game.supermoon.actions import Action
    from game.supermoon.data import CORP_BY_KEY, CORPORATIONS, SYMMETRIC_CORP
    from game.supermoon.rules import RULES
    from game.ui.tables.supermoon.capture import _move, _save, demo_seats
    from game.ui.tables.supermoon.table import SupermoonTable

    def table_for(n: int, options: dict, seed: int):
        match = Match(RULES, demo_seats(n), seed, RULES.check_setup(n, options))
        table = SupermoonTable(app, match)
        app.reset(table)
        table.bots.frozen = True
        app.frame([], 1 / 60)
        _move(app, (table.region("bar").x + 4, table.region("bar").y + 4))  # no tooltip
        return match, table

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
        while not match.is_over and match.state.round < CORP_ROUND:
            legal = [a for a in match.legal_actions(0) if a.kind != "reset"]
            places = [a for a in legal if a.kind == "place"]
            done = [a for a in legal if a.kind == "done"]
            table.submit_as(0, rng.choice(places) if places else done[0] if done
                            else rng.choice(legal), quiet=True)
        paths.append(_save(app, table, out_dir / f"supermoon_corp_{corp.key}.png"))
    return paths


__all__ = ["capture_corps"]
