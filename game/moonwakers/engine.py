"""The Moonwakers task machine: shared helpers, the handler registry and `advance`.

Each task kind is either automatic (`AUTO[kind](table, task)`, run as soon as it reaches the
head of the queue) or a decision (`DECISIONS[kind]`): `seats` says who must act, computed
from public information only, so being prompted never reveals a hidden card; when nobody
must act, `default` runs instead. Phase modules (`opening`, `positioning`, `reactions`,
`revelation`, `acquisition`) fill the registry at import time.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.core.rules import Event
from game.moonwakers.actions import Action
from game.moonwakers.data import (
    ACTION_FACES,
    DIE,
    MODIFIER,
    SUCCESS,
    TERRAIN,
    back_elements,
    counts_text,
)
from game.moonwakers.state import Table, Task

AutoFn = Callable[[Table, Task], None]


@dataclass(frozen=True)
class Decision:
    """A task that waits for players.

    seats(t, task) -> seats that must act now (public information only);
    legal(t, task, seat) -> their legal actions (free actions are added by the rules);
    act(t, task, seat, action) -> apply a legal action (pops the task when done);
    default(t, task) -> what happens when nobody must act (the task is already popped).
    `simultaneous` marks secret commitments (several seats may act in any order).
    """

    seats: Callable[[Table, Task], list[int]]
    legal: Callable[[Table, Task, int], list[Action]]
    act: Callable[[Table, Task, int, Action], None]
    default: AutoFn
    simultaneous: bool = False
    free_point: bool = False  # the seat may also play SCAN/CRYOGEN cards here (MW-5.5/5.6)


AUTO: dict[str, AutoFn] = {}
DECISIONS: dict[str, Decision] = {}


def auto(kind: str) -> Callable[[AutoFn], AutoFn]:
    """Register an automatic task."""
    def deco(fn: AutoFn) -> AutoFn:
        AUTO[kind] = fn
        return fn
    return deco


# --- events --------------------------------------------------------------------------------
def emit(t: Table, kind: str, barrier: bool = False, **args) -> None:
    """A public event."""
    t.events.append(Event(f"mw.{kind}", args, barrier=barrier))


def emit_private(t: Table, who: int, kind: str, public_kind: str, public_args: dict,
                 barrier: bool = False, **args) -> None:
    """An event only seat `who` sees; the others see `public_kind` with `public_args`."""
    redacted = Event(f"mw.{public_kind}", public_args, barrier=barrier)
    t.events.append(Event(f"mw.{kind}", args, to=(who,), redacted=redacted, barrier=barrier))


def label(card: int) -> str:
    """Language-neutral text of an explored face (card names are the printed French terms)."""
    c = TERRAIN[card]
    if c.kind == "storm":
        return "TEMPÊTE IONIQUE" if c.storm == "ionic" else "TEMPÊTE INFRA-ROUGE"
    if c.kind == "action":
        return {"abri": "ABRI", "labo": "LABO", "scan": "SCAN", "cryogen": "CRYOGEN",
                "abri_def": "ABRI DÉFECTUEUX", "bouclier": "BOUCLIER"}[c.action]
    text = counts_text(back_elements(card))
    return f"ACCIDENT {text}" if c.kind == "accident" else text


def face(card: int) -> str:
    """Text of a terrain face: biome id and element, e.g. "volcano/S"."""
    c = TERRAIN[card]
    return f"{c.biome}/{c.element}"


# --- cards and piles -----------------------------------------------------------------------
def forget(t: Table, card: int) -> None:
    """Nobody keeps track of a card once it is back in a pile (see rules Decisions)."""
    for pl in t.players:
        if card in pl["known"]:
            pl["known"].remove(card)


def under(t: Table, card: int) -> None:
    """Put a card under the terrain deck (MW-4.5, MW-5.1)."""
    forget(t, card)
    t.deck.append(card)


def to_discard(t: Table, card: int) -> None:
    """Spent cards go to the discard pile (MW-6.3)."""
    forget(t, card)
    t.discard.append(card)


def draw(t: Table) -> int:
    """Top card of the deck, rebuilding it from the discard pile when empty (MW-7.1); -1
    when both are empty."""
    if not t.deck and t.discard:
        deck, t.rng = t.rng.shuffle(t.discard)
        t.deck, t.discard = list(deck), []
        emit(t, "reshuffle", barrier=True, count=len(t.deck))
    if not t.deck:
        return -1
    return t.deck.pop(0)


def home(t: Table, card: int) -> None:
    """A card being resolved goes under the deck."""
    t.limbo.remove(card)
    under(t, card)


def take_hand(t: Table, seat: int, pos: int) -> int:
    """Remove the hand card at `pos` (its secrecy ends with it)."""
    pl = t.p(seat)
    card = pl["hand"].pop(pos)
    if card in pl["secret"]:
        pl["secret"].remove(card)
    return card


# --- information ---------------------------------------------------------------------------
def holds(t: Table, seat: int, action: str) -> int:
    """Hand position of an action card the seat holds (public copies first), else -1."""
    pl = t.p(seat)
    best = -1
    for pos, card in enumerate(pl["hand"]):
        if TERRAIN[card].action == action:
            if card not in pl["secret"]:
                return pos
            best = pos
    return best


def could_hold(t: Table, seat: int, action: str) -> bool:
    """From everybody's point of view, may this seat hold `action`? Public information only:
    its public hand, and the terrain faces of its hidden first card (see rules Decisions)."""
    pl = t.p(seat)
    for card in pl["hand"]:
        if card in pl["secret"]:
            if TERRAIN[card].face in ACTION_FACES[action]:
                return True
        elif TERRAIN[card].action == action:
            return True
    return False


def play_action(t: Table, seat: int, action: str) -> int:
    """Play an action card from hand: it goes under the deck (MW-5.1)."""
    pos = holds(t, seat, action)
    card = take_hand(t, seat, pos)
    under(t, card)
    emit(t, "played", seat=seat, card=card, label=label(card))
    return card


# --- dice ----------------------------------------------------------------------------------
def modifier(t: Table, seat: int) -> int:
    """MW-2.5: the option's modifier applies to every roll of the round."""
    return MODIFIER[t.p(seat)["option"]]


def roll(t: Table, seat: int) -> bool:
    """A simple roll: d12 + modifier, success on 7 or more (MW-3.1)."""
    die, t.rng = t.rng.randint(1, DIE)
    mod = modifier(t, seat)
    total = die + mod
    ok = total >= SUCCESS
    emit(t, "roll_ok" if ok else "roll_fail", barrier=True, seat=seat, die=die, mod=mod,
         total=total, need=SUCCESS)
    return ok


def duel(t: Table, seats: list[int]) -> int:
    """A duel: each rolls d12 + own modifier, highest wins, only tied seats re-roll
    (MW-3.2)."""
    contenders = list(seats)
    while True:
        totals = {}
        for s in contenders:
            die, t.rng = t.rng.randint(1, DIE)
            mod = modifier(t, s)
            totals[s] = die + mod
            emit(t, "duel_roll", barrier=True, seat=s, die=die, mod=mod, total=die + mod)
        best = max(totals.values())
        contenders = [s for s in contenders if totals[s] == best]
        if len(contenders) == 1:
            emit(t, "duel_won", seat=contenders[0])
            return contenders[0]
        emit(t, "duel_tie", tie_seat=contenders)


# --- flow ----------------------------------------------------------------------------------
def push_front(t: Table, *tasks: Task) -> None:
    """Insert tasks at the head of the queue, in the given order."""
    t.tasks[0:0] = list(tasks)


def drop_following(t: Table, kind: str) -> None:
    """Remove the run of `kind` tasks at the head (other prompts of a closed window)."""
    while t.tasks and t.tasks[0].kind == kind:
        t.tasks.pop(0)


def end_game(t: Table, reason: str, stopper: int = -1) -> None:
    """The game ends at once (MW-7.1, MW-7.3)."""
    t.over = True
    t.tasks = []
    t.end_reason = reason
    t.stopper = stopper
    emit(t, f"game_over_{reason}", barrier=True, seat=stopper)


def advance(t: Table) -> None:
    """Run automatic tasks until a decision needs someone, or the game ends."""
    guard = 0
    while not t.over and t.tasks:
        guard += 1
        if guard > 100_000:
            raise RuntimeError("moonwakers: task loop does not settle")
        task = t.tasks[0]
        decision = DECISIONS.get(task.kind)
        if decision is not None:
            if decision.seats(t, task):
                return
            t.tasks.pop(0)
            decision.default(t, task)
        else:
            t.tasks.pop(0)
            AUTO[task.kind](t, task)


def no_default(t: Table, task: Task) -> None:
    """Default for prompts that simply close when nobody is asked."""


def secret_choice(kind: str, field: str, choices: tuple[str, str], event: str,
                  revealed: str, eligible: Callable[[Table, int], bool] = lambda t, s: True,
                  free_point: bool = False) -> Decision:
    """A secret simultaneous choice between two options, revealed together (MW-2.2, MW-4.1).

    Each eligible seat commits privately (`<event>_<choice>` to itself, "committed" to the
    others); when the last one is in, `player[field]` takes the commitment and `<revealed>`
    lists the seats per option (`<choice>_seat`).
    """

    def seats(t: Table, task: Task) -> list[int]:
        return [s for s in t.clockwise() if eligible(t, s) and not t.p(s)["commit"]]

    def legal(t: Table, task: Task, seat: int) -> list[Action]:
        return [Action(choice) for choice in choices]

    def act(t: Table, task: Task, seat: int, action: Action) -> None:
        t.p(seat)["commit"] = action.kind
        emit_private(t, seat, f"{event}_{action.kind}", "committed", {"seat": seat}, seat=seat)
        if not seats(t, task):
            t.tasks.pop(0)
            done(t, task)

    def done(t: Table, task: Task) -> None:
        for pl in t.players:
            pl[field], pl["commit"] = pl["commit"], ""
        groups = {c: [s for s in range(t.n) if t.p(s)[field] == c] for c in choices}
        chosen = [c for c in choices if groups[c]]
        if len(chosen) == 1:  # everybody chose alike: a log line without an empty group
            emit(t, f"{revealed}_{chosen[0]}", barrier=True,
                 **{f"{chosen[0]}_seat": groups[chosen[0]]})
        else:
            emit(t, revealed, barrier=True, **{f"{c}_seat": groups[c] for c in choices})

    decision = Decision(seats, legal, act, done, simultaneous=True, free_point=free_point)
    DECISIONS[kind] = decision
    return decision
