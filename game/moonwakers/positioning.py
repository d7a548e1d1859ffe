"""Phase 2a: abilities and positioning (MW-3).

Windows in order (MW-3.4): DASH prompts, SHORTCUT prompts, normal positioning, PERMUTATION
prompts; each window asks eligible players clockwise from the initiative holder. Eligibility
(MW-3.3: ability of the character, at least one mapped card, not yet tried, not frozen) is
public. An attempt opens a CRYOGEN window for the others before any roll (MW-5.5); a
PERMUTATION also lets its target answer with BOUCLIER (MW-5.7).
"""

from __future__ import annotations

from game.moonwakers.actions import Action
from game.moonwakers.data import ABILITY
from game.moonwakers.engine import (
    DECISIONS,
    Decision,
    auto,
    draw,
    duel,
    emit,
    face,
    no_default,
    push_front,
    roll,
    under,
)
from game.moonwakers.reactions import cryo_window
from game.moonwakers.state import Table, Task

PASS = Action("pass")


def can_try(t: Table, seat: int, ability: str) -> bool:
    """MW-3.3: the right character, a mapped card, not tried this round, not frozen."""
    pl = t.p(seat)
    return (ABILITY[pl["character"]] == ability and bool(pl["mapped"]) and not pl["used"]
            and not pl["frozen"])


def _attempt(t: Table, seat: int, ability: str, effect: Task) -> None:
    t.tasks.pop(0)
    t.p(seat)["used"] = True
    emit(t, "attempt", seat=seat, ability=ability.upper())
    push_front(t, *cryo_window(t, seat), effect)


def _cancelled(t: Table, seat: int) -> bool:
    if t.p(seat)["frozen"]:
        emit(t, "cancelled", seat=seat)
        return True
    return False


# --- MW-3.5 DASH -------------------------------------------------------------------------------
def _dash_seats(t: Table, task: Task) -> list[int]:
    return [task.seat] if can_try(t, task.seat, "dash") else []


def _dash_legal(t: Table, task: Task, seat: int) -> list[Action]:
    return [Action("dash", index=i) for i, c in enumerate(t.layout) if c >= 0] + [PASS]


def _dash_act(t: Table, task: Task, seat: int, action: Action) -> None:
    if action.kind == "pass":
        t.tasks.pop(0)
        return
    _attempt(t, seat, "dash", Task("do_dash", seat, target=action.index))


DECISIONS["ask_dash"] = Decision(_dash_seats, _dash_legal, _dash_act, no_default,
                                 free_point=True)


@auto("do_dash")
def do_dash(t: Table, task: Task) -> None:
    """Roll 7+; replace the chosen layout card with the deck's top card (MW-3.5)."""
    if _cancelled(t, task.seat) or not roll(t, task.seat):
        return
    new = draw(t)
    if new < 0:
        emit(t, "dash_empty", seat=task.seat)
        return
    old = t.layout[task.target]
    t.layout[task.target] = new
    under(t, old)
    emit(t, "dashed", seat=task.seat, index=task.target + 1, old_face=face(old), new_face=face(new))


# --- MW-3.6 SHORTCUT ---------------------------------------------------------------------------
def _shortcut_matters(t: Table, seat: int) -> bool:
    """The initiative holder already places first (MW-3.7); a SHORTCUT only keeps them ahead of
    another successful SHORTCUT (MW-3.6: several successes go clockwise from the holder), so
    they are asked only when another seat may still try one."""
    if seat != t.initiative:
        return True
    return any(can_try(t, s, "shortcut") for s in range(t.n) if s != seat)


def _shortcut_seats(t: Table, task: Task) -> list[int]:
    ok = can_try(t, task.seat, "shortcut") and _shortcut_matters(t, task.seat)
    return [task.seat] if ok else []


def _shortcut_legal(t: Table, task: Task, seat: int) -> list[Action]:
    return [Action("shortcut"), PASS]


def _shortcut_act(t: Table, task: Task, seat: int, action: Action) -> None:
    if action.kind == "pass":
        t.tasks.pop(0)
        return
    _attempt(t, seat, "shortcut", Task("do_shortcut", seat))


DECISIONS["ask_shortcut"] = Decision(_shortcut_seats, _shortcut_legal, _shortcut_act,
                                     no_default, free_point=True)


@auto("do_shortcut")
def do_shortcut(t: Table, task: Task) -> None:
    """Roll 7+; on success the player places before everyone else (MW-3.6)."""
    if _cancelled(t, task.seat) or not roll(t, task.seat):
        return
    t.shortcut.append(task.seat)
    emit(t, "shortcut", seat=task.seat)


# --- MW-3.7 positioning --------------------------------------------------------------------------
@auto("positioning")
def positioning(t: Table, task: Task) -> None:
    """Successful SHORTCUTs first, then everyone else, each clockwise from the initiative."""
    cw = t.clockwise()
    order = [s for s in cw if s in t.shortcut] + [s for s in cw if s not in t.shortcut]
    push_front(t, *[Task("place", s) for s in order])


def free_slots(t: Table) -> list[int]:
    """Layout cards with no character under them."""
    taken = {pl["position"] for pl in t.players}
    return [i for i, c in enumerate(t.layout) if c >= 0 and i not in taken]


def _place_seats(t: Table, task: Task) -> list[int]:
    return [task.seat] if free_slots(t) else []


def _place_legal(t: Table, task: Task, seat: int) -> list[Action]:
    return [Action("place", index=i) for i in free_slots(t)]


def _place_act(t: Table, task: Task, seat: int, action: Action) -> None:
    t.tasks.pop(0)
    t.p(seat)["position"] = action.index
    emit(t, "placed", seat=seat, index=action.index + 1)


DECISIONS["place"] = Decision(_place_seats, _place_legal, _place_act, no_default,
                              free_point=True)


# --- MW-3.8 PERMUTATION --------------------------------------------------------------------------
def permute_targets(t: Table, seat: int) -> list[int]:
    """Other placed characters not protected by a BOUCLIER this round."""
    return [s for s in range(t.n) if s != seat and t.p(s)["position"] >= 0
            and not t.p(s)["immune"]]


def _permute_seats(t: Table, task: Task) -> list[int]:
    ok = can_try(t, task.seat, "permutation") and t.p(task.seat)["position"] >= 0
    return [task.seat] if ok and permute_targets(t, task.seat) else []


def _permute_legal(t: Table, task: Task, seat: int) -> list[Action]:
    return [Action("permute", seat=s) for s in permute_targets(t, seat)] + [PASS]


def _permute_act(t: Table, task: Task, seat: int, action: Action) -> None:
    if action.kind == "pass":
        t.tasks.pop(0)
        return
    t.tasks.pop(0)
    t.p(seat)["used"] = True
    emit(t, "attempt_permute", seat=seat, target_seat=action.seat)
    push_front(t, *cryo_window(t, seat),
               Task("ask_bouclier", action.seat, target=seat, extra="permute"),
               Task("do_permute", seat, target=action.seat))


DECISIONS["ask_permute"] = Decision(_permute_seats, _permute_legal, _permute_act, no_default,
                                    free_point=True)


@auto("do_permute")
def do_permute(t: Table, task: Task) -> None:
    """Duel the target; on a win the two characters swap cards (MW-3.8)."""
    if _cancelled(t, task.seat):
        return
    if t.p(task.target)["immune"]:
        emit(t, "cancelled", seat=task.seat)
        return
    if duel(t, [task.seat, task.target]) == task.seat:
        a, b = t.p(task.seat), t.p(task.target)
        a["position"], b["position"] = b["position"], a["position"]
        emit(t, "swapped", seat=task.seat, target_seat=task.target)
