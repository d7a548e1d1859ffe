"""Phase 2b: revelation (MW-4): secret MAP/EXPLORE, resolution clockwise, storms, the flip.

Each seat's resolution step (`step`) first lets a possible LABO holder play LABO (MW-5.4),
then maps or explores. Explored cards go to `limbo` (face up, public) while they resolve.
Storms drawn during an ionic sweep are queued after the sweep (MW-4.6). A storm card already
resolved this round that is drawn again in a sweep is set aside face up and its drawer draws
again (the discard is reshuffled when the deck runs out meanwhile): nobody loses a draw to a
spent storm, and the chain still ends, since set-aside storms go under the deck only when the
sweep ends.
"""

from __future__ import annotations

from game.moonwakers.actions import Action
from game.moonwakers.data import TERRAIN
from game.moonwakers.engine import (
    DECISIONS,
    Decision,
    auto,
    could_hold,
    draw,
    emit,
    face,
    holds,
    home,
    label,
    push_front,
    secret_choice,
)
from game.moonwakers.reactions import labo_targets, play_labo
from game.moonwakers.state import Table, Task

# --- MW-4.1 secret MAP / EXPLORE ---------------------------------------------------------------
secret_choice("reveal", "choice", ("map", "explore"), "choice", "choices_revealed",
              eligible=lambda t, s: t.p(s)["position"] >= 0)


# --- own resolution step -------------------------------------------------------------------------
def _step_seats(t: Table, task: Task) -> list[int]:
    if t.p(task.seat)["position"] < 0:
        return []
    if could_hold(t, task.seat, "labo") and labo_targets(t):
        return [task.seat]
    return []


def _step_legal(t: Table, task: Task, seat: int) -> list[Action]:
    out = [Action("go")]
    if holds(t, seat, "labo") >= 0:
        out += labo_targets(t)
    return out


def _step_act(t: Table, task: Task, seat: int, action: Action) -> None:
    if action.kind == "labo":
        play_labo(t, seat, action)  # the step stays open: more LABOs, then go
        return
    t.tasks.pop(0)
    _resolve(t, task)


def _resolve(t: Table, task: Task) -> None:
    seat = task.seat
    pl = t.p(seat)
    if pl["position"] < 0:
        return
    index = pl["position"]
    card = t.layout[index]
    t.layout[index] = -1
    if pl["choice"] == "map":
        pl["mapped"].append(card)  # MW-4.2: not turned, nothing happens
        emit(t, "mapped", seat=seat, index=index + 1, face=face(card))
        return
    t.limbo.append(card)
    emit(t, "explored", barrier=True, seat=seat, card=card, label=label(card))
    explore_card(t, seat, card, sweep=False)


DECISIONS["step"] = Decision(_step_seats, _step_legal, _step_act, _resolve)


def explore_card(t: Table, seat: int, card: int, sweep: bool) -> None:
    """Resolve a card just turned face up for `seat` (MW-4.3)."""
    c = TERRAIN[card]
    if c.kind in ("elements", "action"):
        t.limbo.remove(card)
        t.p(seat)["hand"].append(card)
        return
    if c.kind == "accident":
        push_front(t, Task("accident", seat, card, extra="own"))
        return
    storm = Task(c.storm, seat, card)
    if not sweep:
        push_front(t, storm)
        return
    # MW-4.6: a storm drawn during a sweep resolves after the sweep.
    at = next(i for i, x in enumerate(t.tasks) if x.kind == "sweep_end") + 1
    while at < len(t.tasks) and t.tasks[at].extra == "deferred":
        at += 1
    t.tasks.insert(at, Task(c.storm, seat, card, extra="deferred"))


# --- MW-4.6 ionic storm --------------------------------------------------------------------------
@auto("ionic")
def ionic(t: Table, task: Task) -> None:
    """Everybody, clockwise from the player who turned it, draws and explores a card."""
    t.stormed.append(task.card)
    emit(t, "ionic", seat=task.seat)
    push_front(t, *[Task("sweep", s) for s in t.clockwise(task.seat)],
               Task("sweep_end", card=task.card))


@auto("sweep")
def sweep(t: Table, task: Task) -> None:
    """One player's draw in an ionic sweep (nothing only when deck and discard are empty)."""
    while True:
        card = draw(t)
        if card < 0:
            emit(t, "sweep_empty", seat=task.seat)
            return
        t.limbo.append(card)
        if TERRAIN[card].kind == "storm" and card in t.stormed:
            # MW-4.6: a storm already resolved this round is set aside face up, and goes under
            # the deck when this sweep ends; its drawer draws again (MW-7.1 rebuilds the deck
            # from the discard if it ran out), so nobody loses a draw to a spent storm.
            emit(t, "storm_set_aside", barrier=True, seat=task.seat, card=card,
                 label=label(card))
            at = next(i for i, x in enumerate(t.tasks) if x.kind == "sweep_end") + 1
            t.tasks.insert(at, Task("home", card=card))
            continue
        emit(t, "explored", barrier=True, seat=task.seat, card=card, label=label(card))
        explore_card(t, task.seat, card, sweep=True)
        return


@auto("sweep_end")
def sweep_end(t: Table, task: Task) -> None:
    """The storm card goes under the deck after its sweep."""
    home(t, task.card)


@auto("home")
def home_task(t: Table, task: Task) -> None:
    """A resolved face-up card goes under the deck."""
    home(t, task.card)


# --- MW-4.7 infrared storm -----------------------------------------------------------------------
def _infrared_seats(t: Table, task: Task) -> list[int]:
    return [task.seat] if t.pile else []


def _infrared_legal(t: Table, task: Task, seat: int) -> list[Action]:
    return [Action("refresh"), Action("pass")]


def _infrared_finish(t: Table, task: Task, refresh: bool) -> None:
    t.stormed.append(task.card)
    if refresh and t.pile:
        old = list(t.display)
        k = len(old)
        new = t.pile[:k]
        t.pile = t.pile[k:] + old  # replaced cards go to the bottom of the pile
        while len(new) < k and t.pile:
            new.append(t.pile.pop(0))
        t.display = new
        emit(t, "refreshed", seat=task.seat, old_combo=list(old), new_combo=list(new))
    else:
        emit(t, "not_refreshed", seat=task.seat)
    home(t, task.card)


def _infrared_act(t: Table, task: Task, seat: int, action: Action) -> None:
    t.tasks.pop(0)
    _infrared_finish(t, task, action.kind == "refresh")


DECISIONS["infrared"] = Decision(_infrared_seats, _infrared_legal, _infrared_act,
                                 lambda t, task: _infrared_finish(t, task, False))


# --- MW-4.8 end of round flip --------------------------------------------------------------------
@auto("flip")
def flip(t: Table, task: Task) -> None:
    """The free layout card is turned over for all and strikes everybody."""
    for index, card in enumerate(t.layout):
        if card < 0:
            continue
        t.layout[index] = -1
        t.limbo.append(card)
        emit(t, "flipped", barrier=True, index=index + 1, card=card, label=label(card))
        c = TERRAIN[card]
        if c.kind == "accident":
            push_front(t, *[Task("accident", s, card, extra="all") for s in t.clockwise()],
                       Task("home", card=card))
        elif c.kind == "storm":
            push_front(t, Task(c.storm, t.initiative, card))
        else:
            home(t, card)  # elements or an action: nobody takes it
