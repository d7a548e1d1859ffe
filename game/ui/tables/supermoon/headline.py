"""The game-over line of a Planet Unknown table: in solo the score against the target and the
outcome ladder's row (PU-15.5); at a table of two or more, when the best total is shared and
one seat still wins, the tie-break that decided it (PU-14.4: fewer bare planet squares, then
fewer meteorites on the planet), which equal totals under "wins!" would leave to guess."""

from __future__ import annotations

from game.core.i18n import number
from game.supermoon.scoring import bare_planet_squares, planet_meteorites


def over_headline(table) -> str | None:
    """The line to show instead of the frame's "wins!", or None to keep it."""
    state = table.match.state
    if not state.over or not state.final_scores:
        return None
    if state.solo:
        return _solo(table, state)
    outcome = table.match.outcome()
    tied = outcome.tied_with_winner() if outcome else []
    if not outcome or not tied:
        return None  # a win on medals alone, or a shared victory (still tied after PU-14.4)
    win, scores = outcome.winners[0], outcome.scores
    p = state.players
    even = [s for s in tied if bare_planet_squares(p[s]) == bare_planet_squares(p[win])]
    if not even:  # the bare squares decided
        return table.t("ui.supermoon.tie_bare", name=table.name(win),
                       others=", ".join(table.name(s) for s in tied), score=number(scores[win]),
                       mine=bare_planet_squares(p[win]),
                       theirs=min(bare_planet_squares(p[s]) for s in tied))
    # the meteorites decided, between the seats tied on bare squares too
    return table.t("ui.supermoon.tie_meteors", name=table.name(win),
                   others=", ".join(table.name(s) for s in even), score=number(scores[win]),
                   mine=planet_meteorites(p[win]),
                   theirs=min(planet_meteorites(p[s]) for s in even))


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
