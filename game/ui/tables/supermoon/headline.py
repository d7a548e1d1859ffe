"""The game-over line of a Planet Unknown table: in solo the score against the target and the
outcome ladder's row (PU-15.5); at a table of two or more, when the best total is shared and
one seat still wins, the tie-break that decided it (PU-14.4: fewer bare planet squares, then
fewer meteorites on the planet), which equal totals under "wins!" would leave to guess."""

from __future__ import annotations

from game.core.i18n import number
from game.supermoon.scoring import tiebreak_key


def over_headline(table) -> str | None:
    """The line to show instead of the frame's "wins!", or None to keep it."""
    state = table.match.state
    if not state.over or not state.final_scores:
        return None
    if state.solo:
        return _solo(table, state)
    tie = table.tie_break()
    if tie is None:
        return None  # a win on medals alone, or a shared victory (still tied after PU-14.4)
    win, tied = tie
    # the rule's own key: (total, −bare squares, −meteorites on the planet)
    keys = {s: tiebreak_key(state, s) for s in (win, *tied)}
    even = [s for s in tied if keys[s][1] == keys[win][1]]
    part, rivals = (2, even) if even else (1, tied)  # which part of the key decided
    return table.t("ui.supermoon.tie_meteors" if even else "ui.supermoon.tie_bare",
                   name=table.name(win), others=table.names(rivals),
                   score=number(keys[win][0]), mine=-keys[win][part],
                   theirs=min(-keys[s][part] for s in rivals))


def _solo(table, state) -> str:
    """Solo: the score against the target and the outcome ladder's line (PU-15.5)."""
    from game.supermoon.data import ladder_row
    from game.supermoon.rules import target

    goal = target(state)
    score = state.final_scores[0]
    delta = score - goal
    row = table.t(f"sm.arg.row.{ladder_row(delta)}")
    key = "ui.supermoon.solo_won" if score >= goal else "ui.supermoon.solo_lost"
    return str(table.t(key, score=number(score), target=goal, delta=delta, row=row))
