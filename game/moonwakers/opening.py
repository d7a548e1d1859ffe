"""Setup roll-off, round start and Phase 1 (opening): layout, SCAN/PROTECTION, scans.

MW-1.4 roll-off, MW-2.1 layout of N+1 cards, MW-2.2 secret simultaneous options revealed
together, MW-2.3 simultaneous secret scans (each SCAN player commits a layout card; all looks
happen together, each result private to its player).
"""

from __future__ import annotations

from game.moonwakers.actions import Action, notation, parse_action
from game.moonwakers.engine import (
    DECISIONS,
    Decision,
    auto,
    draw,
    emit,
    emit_private,
    end_game,
    label,
    push_front,
    secret_choice,
)
from game.moonwakers.state import Table, Task


# --- MW-1.4 roll-off -----------------------------------------------------------------------
def _rolloff_seats(t: Table, task: Task) -> list[int]:
    return [s for s in range(t.n) if t.p(s)["roll"] == 0]


def _rolloff_legal(t: Table, task: Task, seat: int) -> list[Action]:
    return [Action("roll")]


def _rolloff_act(t: Table, task: Task, seat: int, action: Action) -> None:
    die, t.rng = t.rng.randint(1, 12)
    t.p(seat)["roll"] = die  # no modifier on the first-player roll (MW-2.5)
    emit(t, "rolloff", barrier=True, seat=seat, die=die)
    if not _rolloff_seats(t, task):
        t.tasks.pop(0)
        _rolloff_done(t)


def _rolloff_done(t: Table) -> None:
    rolls = {s: t.p(s)["roll"] for s in range(t.n) if t.p(s)["roll"] > 0}
    best = max(rolls.values())
    top = [s for s, r in rolls.items() if r == best]
    for s in range(t.n):
        t.p(s)["roll"] = 0 if (len(top) > 1 and s in top) else -1
    if len(top) > 1:
        emit(t, "rolloff_tie", tie_seat=top)  # only tied players re-roll
        push_front(t, Task("rolloff"))
        return
    t.initiative = top[0]
    emit(t, "first_player", seat=top[0])
    push_front(t, Task("round_start"))


DECISIONS["rolloff"] = Decision(_rolloff_seats, _rolloff_legal, _rolloff_act,
                                lambda t, task: _rolloff_done(t), simultaneous=True)


# --- round start: MW-2.1 layout --------------------------------------------------------------
ROUND_TAIL = ("flip", "claims", "end_check", "end_round")


@auto("round_start")
def round_start(t: Table, task: Task) -> None:
    """Lay out N+1 cards and queue the whole round (MW-2 .. MW-7)."""
    need = t.n + 1
    if len(t.deck) + len(t.discard) < need:
        end_game(t, "deck")  # MW-7.1
        return
    if not t.display and not t.pile:
        end_game(t, "combinations")
        return
    t.layout = [draw(t) for _ in range(need)]
    emit(t, "layout", barrier=True, seat=t.initiative, count=need)
    cw = t.clockwise()
    tasks = [Task("options"), Task("looks")]
    tasks += [Task("ask_dash", s) for s in cw]
    tasks += [Task("ask_shortcut", s) for s in cw]
    tasks += [Task("positioning")]
    tasks += [Task("ask_permute", s) for s in cw]
    tasks += [Task("reveal")]
    tasks += [Task("step", s) for s in cw]
    tasks += [Task(k) for k in ROUND_TAIL]
    push_front(t, *tasks)


# --- MW-2.2 options --------------------------------------------------------------------------
secret_choice("options", "option", ("scan", "protect"), "option", "options_revealed",
              free_point=True)


# --- MW-2.3 scans ----------------------------------------------------------------------------
def _looks_seats(t: Table, task: Task) -> list[int]:
    return [s for s in t.clockwise()
            if t.p(s)["option"] == "scan" and not t.p(s)["commit"]]


def _looks_legal(t: Table, task: Task, seat: int) -> list[Action]:
    return [Action("look", index=i) for i, c in enumerate(t.layout) if c >= 0]


def _looks_act(t: Table, task: Task, seat: int, action: Action) -> None:
    t.p(seat)["commit"] = notation(action)
    emit_private(t, seat, "look_chosen", "committed", {"seat": seat}, seat=seat,
                 index=action.index + 1)
    if not _looks_seats(t, task):
        t.tasks.pop(0)
        _looks_done(t, task)


def _looks_done(t: Table, task: Task) -> None:
    for s in t.clockwise():
        pl = t.p(s)
        if not pl["commit"]:
            continue
        index = parse_action(pl["commit"]).index
        pl["commit"] = ""
        card = t.layout[index]
        if card not in pl["known"]:
            pl["known"].append(card)
        # MW-9.1 (Decisions): the others learn that the seat looked, not which card
        emit_private(t, s, "scanned", "looked", {"seat": s},
                     barrier=True, seat=s, index=index + 1, card=card, label=label(card))


DECISIONS["looks"] = Decision(_looks_seats, _looks_legal, _looks_act, _looks_done,
                              simultaneous=True, free_point=True)
