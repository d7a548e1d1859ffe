"""Action cards played as reactions or at decision points, and accidents (MW-4.4, MW-4.5, MW-5).

Reaction windows (MW-5.8): ABRI -> ABRI DÉFECTUEUX -> BOUCLIER and CRYOGEN -> BOUCLIER. A
window asks, one at a time clockwise from the initiative holder, every player who *could*
hold the card from the table's point of view (a public copy, or a hidden first card whose
terrain face some such card has), so being asked reveals nothing; the first reaction closes
the window.

Prompt tasks: `ask_cryo` (seat may freeze `target`, who is attempting an ability),
`ask_bouclier` (seat, attacked by `target` with `extra`, may cancel the attack: the attack's
effect is the next task), `ask_abridef` (seat may sabotage `target`'s ABRI), `accident`
(seat avoids with ABRI or rolls), `loss` (seat picks the card lost).
"""

from __future__ import annotations

from game.moonwakers.actions import Action
from game.moonwakers.data import ABILITY, TERRAIN
from game.moonwakers.engine import (
    DECISIONS,
    Decision,
    auto,
    could_hold,
    drop_following,
    emit,
    emit_private,
    face,
    holds,
    home,
    label,
    no_default,
    play_action,
    push_front,
    roll,
    take_hand,
    to_discard,
    under,
)
from game.moonwakers.state import Table, Task

NO = Action("no-react")


def _react_legal(card: str):
    def legal(t: Table, task: Task, seat: int) -> list[Action]:
        out = [Action("react", name=card)] if holds(t, seat, card) >= 0 else []
        return out + [NO]
    return legal


def cryo_window(t: Table, attacker: int) -> list[Task]:
    """CRYOGEN prompts for the others when `attacker` tries an ability (MW-5.5)."""
    return [Task("ask_cryo", r, target=attacker) for r in t.clockwise() if r != attacker]


# --- CRYOGEN in reaction to an ability attempt ------------------------------------------------
def _cryo_seats(t: Table, task: Task) -> list[int]:
    target = t.p(task.target)
    if target["immune"] or target["frozen"] or not could_hold(t, task.seat, "cryogen"):
        return []
    return [task.seat]


def _cryo_act(t: Table, task: Task, seat: int, action: Action) -> None:
    t.tasks.pop(0)
    if action.kind != "react":
        return
    play_action(t, seat, "cryogen")
    emit(t, "cryogen", seat=seat, target_seat=task.target)
    drop_following(t, "ask_cryo")
    push_front(t, Task("ask_bouclier", task.target, target=seat, extra="cryogen"),
               Task("apply_cryogen", task.target))


DECISIONS["ask_cryo"] = Decision(_cryo_seats, _react_legal("cryogen"), _cryo_act, no_default)


@auto("apply_cryogen")
def apply_cryogen(t: Table, task: Task) -> None:
    """The target's ability is frozen for the round (MW-5.5)."""
    t.p(task.seat)["frozen"] = True
    emit(t, "frozen", seat=task.seat)


def cryogen_targets(t: Table, seat: int) -> list[int]:
    """Seats CRYOGEN may freeze ahead of time: others whose ability is still to come."""
    return [s for s in range(t.n) if s != seat and not t.p(s)["used"]
            and not t.p(s)["frozen"] and not t.p(s)["immune"]
            and ABILITY[t.p(s)["character"]]]


def play_cryogen(t: Table, seat: int, target: int) -> None:
    """CRYOGEN ahead of time at one of the seat's decision points (MW-5.5)."""
    play_action(t, seat, "cryogen")
    emit(t, "cryogen", seat=seat, target_seat=target)
    push_front(t, Task("ask_bouclier", target, target=seat, extra="cryogen"),
               Task("apply_cryogen", target))


# --- BOUCLIER ----------------------------------------------------------------------------------
def _bouclier_seats(t: Table, task: Task) -> list[int]:
    if task.extra == "permute" and t.p(task.target)["frozen"]:
        return []  # the permutation was already cancelled by a CRYOGEN
    if t.p(task.seat)["immune"] or not could_hold(t, task.seat, "bouclier"):
        return []
    return [task.seat]


def _bouclier_act(t: Table, task: Task, seat: int, action: Action) -> None:
    t.tasks.pop(0)
    if action.kind != "react":
        return
    play_action(t, seat, "bouclier")
    t.p(seat)["immune"] = True  # MW-5.7: immune to further attacks this round
    emit(t, "shielded", seat=seat, attacker_seat=task.target, attack=task.extra)
    effect = t.tasks.pop(0)  # the attack's effect is cancelled
    if task.extra == "abri_def":
        push_front(t, Task("sheltered", effect.seat, effect.card, extra=effect.extra))


DECISIONS["ask_bouclier"] = Decision(_bouclier_seats, _react_legal("bouclier"), _bouclier_act,
                                     no_default)


# --- accidents: MW-4.4 / MW-4.8 ----------------------------------------------------------------
def _accident_seats(t: Table, task: Task) -> list[int]:
    return [task.seat] if could_hold(t, task.seat, "abri") else []


def _accident_act(t: Table, task: Task, seat: int, action: Action) -> None:
    t.tasks.pop(0)
    if action.kind != "react":
        _accident_roll(t, task)
        return
    play_action(t, seat, "abri")
    emit(t, "abri", seat=seat)
    asks = [] if t.p(seat)["immune"] else [
        Task("ask_abridef", r, target=seat) for r in t.clockwise() if r != seat]
    push_front(t, *asks, Task("sheltered", seat, task.card, extra=task.extra))


def _accident_roll(t: Table, task: Task) -> None:
    if roll(t, task.seat):
        push_front(t, Task("sheltered", task.seat, task.card, extra=task.extra))
    else:
        push_front(t, Task("loss", task.seat, task.card, extra=task.extra))


DECISIONS["accident"] = Decision(_accident_seats, _react_legal("abri"), _accident_act,
                                 _accident_roll)


def _abridef_seats(t: Table, task: Task) -> list[int]:
    if t.p(task.target)["immune"] or not could_hold(t, task.seat, "abri_def"):
        return []
    return [task.seat]


def _abridef_act(t: Table, task: Task, seat: int, action: Action) -> None:
    t.tasks.pop(0)
    if action.kind != "react":
        return
    play_action(t, seat, "abri_def")
    emit(t, "abri_def", seat=seat, target_seat=task.target)
    drop_following(t, "ask_abridef")
    sheltered = t.tasks.pop(0)
    # MW-5.3: the ABRI is cancelled and its player suffers the accident without a roll.
    push_front(t, Task("ask_bouclier", task.target, target=seat, extra="abri_def"),
               Task("loss", sheltered.seat, sheltered.card, extra=sheltered.extra))


DECISIONS["ask_abridef"] = Decision(_abridef_seats, _react_legal("abri_def"), _abridef_act,
                                    no_default)


@auto("sheltered")
def sheltered(t: Table, task: Task) -> None:
    """The accident is avoided; an explored one stays in hand (MW-4.4), a collective one
    does not (MW-4.8)."""
    emit(t, "avoided", seat=task.seat)
    if task.extra == "own":
        t.limbo.remove(task.card)
        t.p(task.seat)["hand"].append(task.card)


def loss_candidates(t: Table, seat: int) -> list[Action]:
    """MW-4.5: a mapped card of the player's choice, else a hand card, else nothing."""
    pl = t.p(seat)
    if pl["mapped"]:
        return [Action("lose", mapped=(i,)) for i in range(len(pl["mapped"]))]
    return [Action("lose", hand=(i,)) for i in range(len(pl["hand"]))]


def _loss_seats(t: Table, task: Task) -> list[int]:
    return [task.seat] if len(loss_candidates(t, task.seat)) > 1 else []


def _loss_legal(t: Table, task: Task, seat: int) -> list[Action]:
    return loss_candidates(t, seat)


def _lose(t: Table, task: Task, action: Action | None) -> None:
    pl = t.p(task.seat)
    if action is not None and action.mapped:
        card = pl["mapped"].pop(action.mapped[0])
        under(t, card)
        emit(t, "lost_mapped", seat=task.seat, face=face(card))
    elif action is not None:
        hidden = pl["hand"][action.hand[0]] in pl["secret"]
        card = take_hand(t, task.seat, action.hand[0])
        under(t, card)
        if hidden:
            # MW-9.1: a first hand card nobody else has seen goes under the deck unseen; the
            # log and the other seats learn only that a hand card was lost.
            emit_private(t, task.seat, "lost_hand", "lost_hand_hidden", {"seat": task.seat},
                         seat=task.seat, label=label(card))
        else:
            emit(t, "lost_hand", seat=task.seat, label=label(card))
    else:
        emit(t, "lost_nothing", seat=task.seat)
    if task.extra == "own":
        home(t, task.card)


def _loss_act(t: Table, task: Task, seat: int, action: Action) -> None:
    t.tasks.pop(0)
    _lose(t, task, action)


def _loss_default(t: Table, task: Task) -> None:
    options = loss_candidates(t, task.seat)
    _lose(t, task, options[0] if options else None)


DECISIONS["loss"] = Decision(_loss_seats, _loss_legal, _loss_act, _loss_default)


# --- SCAN card and LABO ------------------------------------------------------------------------
def scan_targets(t: Table, seat: int) -> list[Action]:
    """MW-5.6: any face-down terrain (layout or mapped) whose back the seat has not seen."""
    known = t.p(seat)["known"]
    out = [Action("use-scan", index=i) for i, c in enumerate(t.layout)
           if c >= 0 and c not in known]
    for s in range(t.n):
        out += [Action("use-scan", seat=s, index=i)
                for i, c in enumerate(t.p(s)["mapped"]) if c not in known]
    return out


def play_scan(t: Table, seat: int, action: Action) -> None:
    """Look secretly at one face-down card; the SCAN card goes under the deck."""
    play_action(t, seat, "scan")
    if action.seat < 0:
        card = t.layout[action.index]
        where = {"seat": seat, "index": action.index + 1}
        kind = "scan_layout"
    else:
        card = t.p(action.seat)["mapped"][action.index]
        where = {"seat": seat, "owner_seat": action.seat, "index": action.index + 1}
        kind = "scan_mapped"
    t.p(seat)["known"].append(card)
    # MW-9.1 (Decisions): the others learn that the seat scanned, not which card
    emit_private(t, seat, kind + "_seen", "scan_hidden", {"seat": seat}, barrier=True,
                 card=card, label=label(card), **where)


def labo_targets(t: Table) -> list[Action]:
    """MW-5.4: any mapped card, the player's own or another's."""
    return [Action("labo", seat=s, index=i)
            for s in range(t.n) for i in range(len(t.p(s)["mapped"]))]


def play_labo(t: Table, seat: int, action: Action) -> None:
    """Take a mapped card into hand, explored, without resolving it (a storm goes under)."""
    play_action(t, seat, "labo")
    card = t.p(action.seat)["mapped"].pop(action.index)
    if action.seat == seat:  # "takes their own mapped card", not "takes Ana's"
        emit(t, "labo_own", barrier=True, seat=seat, card=card, label=label(card))
    else:
        emit(t, "labo", barrier=True, seat=seat, owner_seat=action.seat, card=card,
             label=label(card))
    if TERRAIN[card].kind == "storm":
        under(t, card)
    else:
        t.p(seat)["hand"].append(card)


__all__ = ["cryo_window", "cryogen_targets", "labo_targets", "play_cryogen", "play_labo",
           "play_scan", "scan_targets", "to_discard"]
