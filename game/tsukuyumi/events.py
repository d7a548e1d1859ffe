"""The Events action (code "E", TS-5.7–TS-5.12, TS-4.10, TS-31).

Events X: draw up to X event cards — each one of the two face-up cards (replaced at once) or the
deck's top card, blind — and play up to X from hand, in any order (TS-5.8 DECISION). Actions
(notation, TS-42.2):

    draw <slot>             0 or 1: take that face-up card (known to all until played, TS-40.5);
                            2: draw blind (its name told to the drawer alone, TS-40.8)
    play <card> <params…>   play event E<card> from hand with the parameters its effect takes
                            (`event_effects.py`, `event_actions.py`)
    events_done             end the Events action; what is left of it is lost (TS-4.7, TS-4.8)

The first `draw` or `play` uses the turn's Events icon (the card's, or the white phase's Events
1: draw 1, play 1, TS-4.10) and opens the `events` prompt, data (draws left, plays left); the
action closes by itself when both are used up. Effects that need more choices push their
prompts above it (TS-31.3: an event is resolved completely when played). `begin_events` opens
an Events action outside the card (Tenno Sub-AI, TS-20.6 U2). `EXTRA_DRAWS` lets faction rules
add draws to every Events action of a seat (Satellite Scan, TS-20.6 U9: the Cybersamurai
module registers `lambda st, seat: …`). `MODULE_CARDS` lets a module offer draws and plays of
its own cards in the same action, each using one draw or one play (TS-M4.2: the faction
events, kinds `fdraw` and `fplay`).

There is no hand limit; unplayed events stay in hand across rounds; played ones go to the
discard pile, reshuffled into a new deck when a draw finds the deck empty (TS-5.10,
`event_deck.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import event_actions  # noqa: F401  (registers E05, E06, E12–E15, E18–E20)
from game.tsukuyumi.actions import Action
from game.tsukuyumi.engine import (
    CodeHandler,
    PromptHandler,
    consume,
    pop,
    push,
    register_code,
    register_prompt,
)
from game.tsukuyumi.event_deck import (
    BLIND,
    SLOTS,
    can_draw,
    card_id,
    discard_from_hand,
    draw_blind,
    draw_face_up,
    event_card,
    refill_display,
)
from game.tsukuyumi.event_effects import EFFECTS, Params
from game.tsukuyumi.state import SETUP_PHASES, Prompt, State

EVENTS = "events"
"""The prompt of an open Events action: data (draws left, plays left)."""
KINDS = ("draw", "play", "fdraw", "fplay")
"""The turn-level kinds that open an Events action (`events_done` only answers the prompt);
`fdraw` and `fplay` are M4's (`MODULE_CARDS`), never legal while it is off."""
DONE = "events_done"

EXTRA_DRAWS: list[Callable[[State, int], int]] = []
"""Extra draws per Events action of a seat: (state, seat) -> number (TS-20.6 U9)."""


def extra_draws(st: State, seat: int) -> int:
    """The draws faction rules add to each Events action of `seat`."""
    return sum(hook(st, seat) for hook in EXTRA_DRAWS)


@dataclass(frozen=True)
class ModuleCards:
    """A module's own cards in the Events action (TS-M4.2): its draws and plays for a seat
    now (each an action of `draw_kind` / `play_kind`), and how one of them is applied (the
    action already checked legal)."""

    draw_kind: str
    play_kind: str
    draws: Callable[[State, int], list[Action]]
    plays: Callable[[State, int], list[Action]]
    apply: Callable[[State, int, Action, list[Event]], State]


MODULE_CARDS: list[ModuleCards] = []
"""The modules' cards (M4 registers its faction events; each answers [] while it is off)."""
PLAYED: list[Callable[[State, int, int, tuple[int, ...]], State]] = []
"""A common event has been played: (state, seat, card, its parameters) -> state (M4 keeps
the round's plays for Digital Copy)."""


def _owner(kind: str) -> tuple[ModuleCards, bool] | None:
    """The module whose kind this is, and whether it is a draw."""
    for m in MODULE_CARDS:
        if kind in (m.draw_kind, m.play_kind):
            return m, kind == m.draw_kind
    return None


# --- what can be done --------------------------------------------------------------------------

def draw_actions(st: State) -> list[Action]:
    """The draws possible now: a face-up card, or blind while a card is left (TS-5.7)."""
    out = [Action("draw", (slot,)) for slot, card in enumerate(st.event_display[:SLOTS]) if card]
    if can_draw(st):
        out.append(Action("draw", (BLIND,)))
    return out


TURNLESS = frozenset({"damage", "rotate_tiles", "place_barriers", "open_passages",
                      "add_characteristic", "cancel_characteristic", "production",
                      "remove_markers", "scout"})
"""The effects that need no phase turn: the only ones an event played during the setup may
have (TS-M2.4 Intelligence, DECISION: movements, combats, the Oni, the Initiative board and
"this round" effects wait until play; the card stays in hand)."""


def play_params(st: State, seat: int, card: int) -> list[Params]:
    """The parameters event `card` may be played with now ([] when it would do nothing)."""
    ev = event_card(card)
    if st.phase in SETUP_PHASES and ev.effect_name not in TURNLESS:
        return []
    effect = EFFECTS.get(ev.effect_name)
    return effect.plays(st, seat, ev) if effect is not None else []


def play_actions(st: State, seat: int) -> list[Action]:
    """Every `play` of a card of the seat's hand (TS-5.8)."""
    return [Action("play", (card, *params)) for card in sorted(set(st.seats[seat].events))
            for params in play_params(st, seat, card)]


def options(st: State, seat: int, draws: int, plays: int) -> list[Action]:
    """The draws and plays an Events action with these counts left allows."""
    out = (draw_actions(st) if draws > 0 else []) + (play_actions(st, seat) if plays > 0 else [])
    for m in MODULE_CARDS:
        out += (m.draws(st, seat) if draws > 0 else []) + (m.plays(st, seat) if plays > 0 else [])
    return out


# --- the code E --------------------------------------------------------------------------------

def _icon(st: State) -> int | None:
    if st.turn is None:
        return None
    return next((v for c, v in st.turn.left if c == "E"), None)


def _code_legal(st: State, seat: int, value: int) -> list[Action]:
    """The first draw or play of an Events X action (TS-5.7, TS-5.8)."""
    if st.turn is None or st.turn.seat != seat or st.pending or value != _icon(st):
        return []
    return options(st, seat, value + extra_draws(st, seat), value)


def _code_apply(st: State, seat: int, action: Action, events: list[Event]) -> State:
    """The first draw or play uses the Events icon and opens the action."""
    value = _icon(st)
    if st.turn is None or st.turn.seat != seat or st.pending or value is None:
        raise IllegalAction("You have no Events action to use now.", "ts.illegal.ev_none")
    prompt = Prompt(seat, EVENTS, (value + extra_draws(st, seat), value))
    _check(st, prompt, action)
    st = _open(consume(st, "E"), prompt, events)
    return _answer(st, prompt, action, events)


def _open(st: State, prompt: Prompt, events: list[Event]) -> State:
    draws, plays = prompt.data
    events.append(Event("ts.ev.start", {"seat": prompt.seat, "draws": draws, "plays": plays}))
    return push(st, prompt)


def begin_events(st: State, seat: int, value: int, events: list[Event]) -> State:
    """Open an Events `value` action outside the turn's icons (e.g. Tenno Sub-AI's Events 1,
    TS-20.6 U2); the seat's extra draws apply."""
    return _open(st, Prompt(seat, EVENTS, (value + extra_draws(st, seat), value)), events)


# --- the prompt --------------------------------------------------------------------------------

def _prompt_legal(st: State, p: Prompt) -> list[Action]:
    draws, plays = int(p.data[0]), int(p.data[1])
    return options(st, p.seat, draws, plays) + [Action(DONE)]


def _check(st: State, p: Prompt, action: Action) -> None:
    """IllegalAction, with the reason, unless `action` is a legal step of the action."""
    draws, plays = int(p.data[0]), int(p.data[1])
    owner = _owner(action.kind)
    if owner is not None:  # a module's card (TS-M4.2)
        m, is_draw = owner
        if (draws if is_draw else plays) <= 0:
            raise IllegalAction("You have no draw or play of that kind left in this Events "
                                "action.", "ts.illegal.ev_no_draw" if is_draw else
                                "ts.illegal.ev_no_play")
        if action not in (m.draws(st, p.seat) if is_draw else m.plays(st, p.seat)):
            raise IllegalAction("That card cannot be drawn or played that way now.",
                                "ts.illegal.m4_card")
    elif action.kind == "draw":
        if draws <= 0:
            raise IllegalAction("You have no draw left in this Events action.",
                                "ts.illegal.ev_no_draw")
        if action not in draw_actions(st):
            if action.args[0] == BLIND:
                raise IllegalAction("The event deck and discard pile are empty.",
                                    "ts.illegal.ev_no_card")
            raise IllegalAction("There is no card in that face-up slot.",
                                "ts.illegal.ev_empty_slot")
    elif action.kind == "play":
        if plays <= 0:
            raise IllegalAction("You have no play left in this Events action.",
                                "ts.illegal.ev_no_play")
        card = action.args[0]
        if card not in st.seats[p.seat].events:
            raise IllegalAction("That event card is not in your hand.",
                                "ts.illegal.ev_not_in_hand")
        if tuple(action.args[1:]) not in play_params(st, p.seat, card):
            raise IllegalAction("That event cannot be played that way now.",
                                "ts.illegal.ev_target", event=card_id(card))
    elif action.kind != DONE:
        raise IllegalAction("That move is not allowed now.", "ts.illegal.not_legal",
                            action=str(action))


def _prompt_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    _check(st, p, action)
    return _answer(st, p, action, events)


def _answer(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    """One step of the Events action whose prompt `p` is on top (already checked)."""
    seat = p.seat
    draws, plays = int(p.data[0]), int(p.data[1])
    if action.kind == DONE:
        events.append(Event("ts.ev.done", {"seat": seat, "draws": draws, "plays": plays}))
        return pop(st)
    owner = _owner(action.kind)
    if action.kind == "draw" or (owner is not None and owner[1]):
        draws -= 1
    else:
        plays -= 1
    # the counts first: the step may push prompts above the action
    st = pop(st)
    if draws > 0 or plays > 0:
        st = push(st, replace(p, data=(draws, plays)))
    if owner is not None:
        st = owner[0].apply(st, seat, action, events)
    elif action.kind == "draw":
        slot = action.args[0]
        st = draw_blind(st, seat, events) if slot == BLIND else \
            draw_face_up(st, seat, slot, events)
    else:
        card, params = action.args[0], tuple(action.args[1:])
        ev = event_card(card)
        st = discard_from_hand(st, seat, card, events)
        st = refill_display(st, events)
        st = EFFECTS[ev.effect_name].apply(st, seat, ev, params, events)
        for hook in PLAYED:
            st = hook(st, seat, card, params)
    if draws <= 0 and plays <= 0:
        events.append(Event("ts.ev.done", {"seat": seat, "draws": 0, "plays": 0}))
    return st


register_code("E", CodeHandler(_code_legal, _code_apply, KINDS))
register_prompt(EVENTS, PromptHandler(_prompt_legal, _prompt_apply))

__all__ = ["DONE", "EVENTS", "EXTRA_DRAWS", "MODULE_CARDS", "PLAYED", "ModuleCards",
           "begin_events", "draw_actions", "extra_draws", "options", "play_actions",
           "play_params"]
