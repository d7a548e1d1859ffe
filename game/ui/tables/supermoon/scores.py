"""The scores of a Planet Unknown table: the running score's tooltip (PU-19.2), the final
score by category (PU-14.1), what a results row's tooltip names (the objectives and civ cards
that scored), and the game-over line: in solo the score against the target and the outcome
ladder's row (PU-15.5); at a table of two or more, when the best total is shared and one seat
still wins, the tie-break that decided it (PU-14.4: fewer bare planet squares, then fewer
meteorites on the planet), which equal totals under "wins!" would leave to guess."""

from __future__ import annotations

from game.core.i18n import number
from game.supermoon.data import CIV_CARDS, OBJECTIVES, SYMMETRIC_PLANET
from game.supermoon.objectives import ALL_SEATS
from game.supermoon.scoring import (
    BREAKDOWN_KEYS,
    PRIVATE_MEDALS,
    breakdown,
    objective_scores,
    tiebreak_key,
)
from game.supermoon.view import OPEN_PHASES


def score_details(table):
    """The final score by category (PU-14.1), for the game-over dialog."""
    state = table.match.state
    if not state.over:
        return None
    # The planet column (PU-17.3, PU-17.5) only when someone plays an asymmetric planet.
    asym = any(p.boards[0].key != SYMMETRIC_PLANET for p in state.players)
    moons = any(len(p.boards) > 1 for p in state.players)
    keys = [k for k in BREAKDOWN_KEYS
            if (k != "planet" or asym) and (k != "moon" or moons)]
    titles = [table.t(f"ui.supermoon.cat.{k}") for k in keys]
    values = {s: [breakdown(state, s)[k] for k in keys] for s in range(state.n)}
    return titles, values


def score_tip(table, seat: int) -> str:
    """A seat's running score by category, as the viewer may see it (PU-14.1, PU-19.2),
    with the lifepods and meteorites collected: the number beside a name swung with no
    word of what it counted (a newcomer's game, stop 96)."""
    state, t = table.match.state, table.t
    parts = table.rules.shown_breakdown(state, table.viewer, seat)
    p = state.players[seat]
    counted = {"lifepods": p.lifepods, "meteorites": p.meteorites}
    words = []
    for k in BREAKDOWN_KEYS:
        if k in ("planet", "moon") and not parts[k]:
            continue  # only where a planet's rule or a moon scores (SM-3, PU-17)
        cat = t(f"ui.supermoon.cat.{k}")
        word = t("ui.supermoon.tip.score_collected", cat=cat, n=parts[k],
                 k=counted[k]) if k in counted else f"{cat} {parts[k]}"
        words.append(word.replace(" ", "\u00a0"))  # lines break between items only
    lines = [t("ui.supermoon.tip.score", name=table.name(seat), n=parts["total"]),
             " · ".join(words[:4]), " · ".join(words[4:])]
    if seat != table.viewer and state.phase not in OPEN_PHASES:
        lines.append(t("ui.supermoon.tip.score_secret"))
    return "\n".join(line for line in lines if line)


def objective_lines(table, seat: int) -> list[str]:
    """Each objective the seat scored on, with what it scored (`scoring.objective_scores`):
    the results showed one number for them all and never named a private objective met."""
    t = table.t
    out = []
    for score in objective_scores(table.match.state, seat):
        if score.other == -1:  # a private card (PU-11.2)
            key = "met" if score.mine else "missed"
            out.append(t(f"ui.supermoon.over.private_{key}",
                         name=t(f"sm.obj.{score.card}.private.name"), n=PRIVATE_MEDALS))
            continue
        name = t(f"sm.obj.{score.card}.neighbour.name")
        fewest = "_fewest" if OBJECTIVES[score.card].neighbour.fewest else ""
        if score.other == ALL_SEATS:  # Jump Drive T6's card: every seat compares (PU-11.5)
            out.append(t("ui.supermoon.over.shared" + fewest, name=name, mine=score.mine,
                         best=score.theirs, n=score.medals))
        else:
            out.append(t("ui.supermoon.over.neighbour" + fewest, name=name,
                         other=table.name(score.other), mine=score.mine,
                         theirs=score.theirs, n=score.medals))
    return out


def over_tip(table, seat: int) -> str | None:
    """A results row's tooltip: the seat's total, then its objectives one by one with what
    each scored and its end-game civ cards by name (PU-10.5, PU-10.6), all public once the
    game is over (PU-19.2; the row's cells already give the categories). None before the
    end."""
    state, t = table.match.state, table.t
    if not state.over:
        return None
    lines = [t("ui.supermoon.over.score", name=table.name(seat),
               n=breakdown(state, seat)["total"])]
    objectives = objective_lines(table, seat)
    if objectives:
        lines.append(t("ui.supermoon.over.objectives"))
        lines += [f"• {line}" for line in objectives]
    ends = [t(f"sm.civ.{c}.name") for c in state.players[seat].civ
            if CIV_CARDS[c].timing == "end_game"]
    if ends:
        lines.append(t("ui.supermoon.over.civ"))
        lines += [f"• {name}" for name in ends]
    return "\n".join(lines)


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
