"""Phase 3: acquisition (MW-6), the end call (MW-7.3) and the end of the round.

Claims go in rounds of secret simultaneous commitments: `claim <n> spend ...` or `pass`.
Payments must cover the requirement and be *minimal* (no spent card can be left out while
still covering it; see Decisions), which keeps the list of legal claims finite and small.
"""

from __future__ import annotations

from collections import Counter

from game.moonwakers.actions import Action, notation, parse_action
from game.moonwakers.data import (
    COMBOS,
    back_elements,
    counts_text,
    face_elements,
    threshold,
)
from game.moonwakers.engine import (
    DECISIONS,
    Decision,
    auto,
    could_hold,
    duel,
    emit,
    emit_private,
    end_game,
    label,
    push_front,
    take_hand,
    to_discard,
)
from game.moonwakers.state import Table, Task

PASS = Action("pass")


def _items(hand: list[int], mapped: list[int]) -> list[tuple[str, int, Counter[str]]]:
    items = [("h", i, back_elements(c)) for i, c in enumerate(hand)]
    items += [("m", i, face_elements(c)) for i, c in enumerate(mapped)]
    return items


def _covers(total: Counter[str], need: Counter[str]) -> bool:
    return all(total[e] >= k for e, k in need.items())


def payments(hand: list[int], mapped: list[int], number: int) -> list[Action]:
    """Every minimal covering set of hand/mapped cards for combination `number` (MW-6.2)."""
    need = COMBOS[number].need()
    useful = [it for it in _items(hand, mapped) if any(it[2][e] for e in need)]
    supply: Counter[str] = Counter()
    for it in useful:
        supply.update(it[2])
    if not _covers(supply, need):
        return []
    out: list[Action] = []
    chosen: list[tuple[str, int, Counter[str]]] = []

    def minimal() -> bool:
        total: Counter[str] = Counter()
        for it in chosen:
            total.update(it[2])
        for it in chosen:
            if _covers(total - it[2], need):
                return False
        return True

    def rest_supply(start: int) -> Counter[str]:
        s: Counter[str] = Counter()
        for it in useful[start:]:
            s.update(it[2])
        return s

    def dfs(start: int, total: Counter[str]) -> None:
        if _covers(total, need):
            if minimal():
                out.append(Action("claim", index=number,
                                  hand=tuple(sorted(i for k, i, _ in chosen if k == "h")),
                                  mapped=tuple(sorted(i for k, i, _ in chosen if k == "m"))))
            return
        if not _covers(total + rest_supply(start), need):
            return
        for j in range(start, len(useful)):
            item = useful[j]
            if not any(item[2][e] and total[e] < need[e] for e in need):
                continue  # adds nothing still missing: never part of a minimal cover here
            chosen.append(item)
            dfs(j + 1, total + item[2])
            chosen.pop()

    dfs(0, Counter())
    return out


def is_payment(hand: list[int], mapped: list[int], action: Action) -> bool:
    """Direct check that a claim's spend set is a minimal cover (same rule as `payments`)."""
    if action.index not in COMBOS:
        return False
    if any(not 0 <= i < len(hand) for i in action.hand) \
            or any(not 0 <= i < len(mapped) for i in action.mapped):
        return False
    if len(set(action.hand)) < len(action.hand) or len(set(action.mapped)) < len(action.mapped):
        return False  # MW-6.2: each card is spent once (a card named twice covered twice)
    parts = [back_elements(hand[i]) for i in action.hand]
    parts += [face_elements(mapped[i]) for i in action.mapped]
    need = COMBOS[action.index].need()
    total: Counter[str] = Counter()
    for p in parts:
        total.update(p)
    if not parts or not _covers(total, need):
        return False
    return all(not _covers(total - p, need) for p in parts)


def cheapest(hand: list[int], mapped: list[int], number: int) -> Action | None:
    """The proposed payment: fewest wasted elements, then fewest cards (MW-6.2)."""
    best, key = None, None
    need = COMBOS[number].need()
    for pay in payments(hand, mapped, number):
        total = sum(sum(back_elements(hand[i]).values()) for i in pay.hand) + len(pay.mapped)
        k = (total - sum(need.values()), len(pay.hand) + len(pay.mapped), pay.hand, pay.mapped)
        if key is None or k < key:
            best, key = pay, k
    return best


def can_pay_any(t: Table, seat: int) -> bool:
    """Whether some face-up combination is payable by the seat."""
    pl = t.p(seat)
    for number in t.display:
        supply: Counter[str] = Counter()
        for it in _items(pl["hand"], pl["mapped"]):
            supply.update(it[2])
        if _covers(supply, COMBOS[number].need()):
            return True
    return False


def score(t: Table, seat: int) -> int:
    """Combination points of a seat."""
    return sum(COMBOS[n].points for n in t.p(seat)["combos"])


# --- MW-6.3 claim rounds -------------------------------------------------------------------------
def _may_claim(t: Table, seat: int) -> bool:
    # Public information only: a hidden first card keeps the seat in the round.
    pl = t.p(seat)
    if pl["bought"] or not t.display:
        return False
    if could_hold(t, seat, "labo") and any(p["mapped"] for p in t.players):
        return True  # LABO before claiming may make a claim possible (MW-5.4)
    if not (pl["hand"] or pl["mapped"]):
        return False
    return bool(pl["secret"]) or can_pay_any(t, seat)


def _claims_seats(t: Table, task: Task) -> list[int]:
    return [s for s in t.clockwise() if not t.p(s)["commit"] and _may_claim(t, s)]


def _claims_legal(t: Table, task: Task, seat: int) -> list[Action]:
    pl = t.p(seat)
    out: list[Action] = []
    for number in t.display:
        out += payments(pl["hand"], pl["mapped"], number)
    return out + [PASS]


def _claims_act(t: Table, task: Task, seat: int, action: Action) -> None:
    t.p(seat)["commit"] = notation(action)
    if action.kind == "claim":
        emit_private(t, seat, "claim_chosen", "committed", {"seat": seat}, seat=seat,
                     combo=action.index)
    else:
        emit_private(t, seat, "claim_pass", "committed", {"seat": seat}, seat=seat)
    if not _claims_seats(t, task):
        t.tasks.pop(0)
        _claims_done(t, task)


def reset_claims(t: Table) -> None:
    """A LABO during acquisition changes what people can pay: commitments start over."""
    if any(pl["commit"] for pl in t.players):
        for pl in t.players:
            pl["commit"] = ""
        emit(t, "claims_reset")


def _claims_done(t: Table, task: Task) -> None:
    claims: dict[int, Action] = {}
    for s in range(t.n):
        pl = t.p(s)
        if pl["commit"].startswith("claim"):
            claims[s] = parse_action(pl["commit"])
        pl["commit"] = ""
    if not claims:
        emit(t, "no_claims", barrier=True)
        return
    for s, a in sorted(claims.items()):
        emit(t, "claimed", barrier=True, seat=s, combo=a.index)
    for number in list(t.display):
        claimants = [s for s in t.clockwise() if s in claims and claims[s].index == number]
        if not claimants:
            continue
        winner = claimants[0] if len(claimants) == 1 else duel(t, claimants)
        _pay(t, winner, claims[winner])
    push_front(t, Task("claims"))  # the next claim round


def _pay(t: Table, seat: int, action: Action) -> None:
    pl = t.p(seat)
    spent = []
    for i in sorted(action.hand, reverse=True):
        card = take_hand(t, seat, i)
        spent.append(label(card))
        to_discard(t, card)
    faces = []
    for i in sorted(action.mapped, reverse=True):
        card = pl["mapped"].pop(i)
        faces.append(counts_text(face_elements(card)))  # counted as a hand card's are (« 1 H »)
        to_discard(t, card)
    pl["combos"].append(action.index)
    pl["bought"] = True
    t.display.remove(action.index)
    if t.pile:
        t.display.append(t.pile.pop(0))  # MW-1.3: refilled at once
    emit(t, "bought", barrier=True, seat=seat, combo=action.index,
         points=COMBOS[action.index].points, spent=", ".join(spent + faces))


DECISIONS["claims"] = Decision(_claims_seats, _claims_legal, _claims_act, _claims_done,
                               simultaneous=True)


# --- MW-7.3 end call -----------------------------------------------------------------------------
@auto("end_check")
def end_check(t: Table, task: Task) -> None:
    """Ask each player at or above the threshold, clockwise, whether to stop."""
    limit = threshold(t.n)
    push_front(t, *[Task("ask_stop", s) for s in t.clockwise() if score(t, s) >= limit])


def _stop_act(t: Table, task: Task, seat: int, action: Action) -> None:
    t.tasks.pop(0)
    if action.kind == "stop":
        emit(t, "stop", seat=seat)
        end_game(t, "stop", seat)


DECISIONS["ask_stop"] = Decision(lambda t, task: [task.seat],
                                 lambda t, task, seat: [Action("stop"), PASS],
                                 _stop_act, lambda t, task: None)


@auto("end_round")
def end_round(t: Table, task: Task) -> None:
    """Clear the round and pass the initiative clockwise (MW-1.4)."""
    for pl in t.players:
        pl.update(option="", choice="", commit="", position=-1, used=False, frozen=False,
                  immune=False, bought=False)
    t.layout, t.shortcut, t.stormed = [], [], []
    if not t.display and not t.pile:
        end_game(t, "combinations")  # MW-7.1
        return
    t.round += 1
    t.initiative = (t.initiative + 1) % t.n
    emit(t, "new_round", round=t.round, seat=t.initiative)
    push_front(t, Task("round_start"))


__all__ = ["cheapest", "is_payment", "payments", "reset_claims", "score"]
