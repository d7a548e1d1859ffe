"""What the MOONWAKERS results say beyond rank and points: a tie on points and what broke it
(MW-7.4: the higher single combination card), why the game ended (MW-7.1 to MW-7.3), the score
by what made it, and each row's combination cards by name."""

from __future__ import annotations

from game.moonwakers.data import COMBOS
from game.moonwakers.rules import high_card
from game.ui.render import cards


def over_headline(table) -> str | None:
    """A tie on points names what broke it (MW-7.4); None keeps the frame's winner line."""
    state = table.match.state
    outcome = table.match.outcome()
    tie = table.tie_break()
    if outcome is None or tie is None:
        return None
    win, tied = tie
    return table.t("ui.moonwakers.tie", name=table.name(win), score=outcome.scores[win],
                   others=table.names(tied), mine=high_card(state, win),
                   theirs=max(high_card(state, s) for s in tied))


def over_note(table) -> str | None:
    """Why the game ended (MW-7.1 to MW-7.3): the results said who won, not why the game had
    stopped (a newcomer's game, stop 96)."""
    state = table.match.state
    if not state.over or state.end_reason not in ("stop", "deck", "combinations"):
        return None
    return table.t(f"ui.moonwakers.end.{state.end_reason}",
                   name=table.name(state.stopper) if state.stopper >= 0 else "")


def score_details(table):
    """The final score by what made it (MW-7.4): the combination cards each player acquired
    and the best of them (the tie-break); the results showed rank and points only."""
    state = table.match.state
    if not state.over:
        return None
    titles = [table.t("ui.moonwakers.cat.cards"), table.t("ui.moonwakers.cat.best")]
    values = {s: [len(pl.combos), high_card(state, s)] for s, pl in enumerate(state.players)}
    return titles, values


def over_tip(table, seat: int) -> str | None:
    """A results row's tooltip: the seat's combination cards by name and points (MW-7.4),
    the best first; None before the end."""
    state = table.match.state
    if not state.over:
        return None
    combos = sorted(state.players[seat].combos, key=lambda c: (-COMBOS[c].points, c))
    if not combos:
        return table.t("ui.moonwakers.over.none", name=table.name(seat))
    lines = [table.t("ui.moonwakers.over.cards", name=table.name(seat),
                     n=sum(COMBOS[c].points for c in combos))]
    lines += [table.t("ui.moonwakers.over.card", name=cards.combo_name(c, table.lang()),
                      need=cards.combo_formula(c), points=COMBOS[c].points) for c in combos]
    return "\n".join(lines)
