"""Oni placement X (TS-5.21, TS-8.7–TS-8.10): mandatory, X Oni from the reserve.

Actions (notation, TS-42.2):

    oni <size> <q> <r>   place one Oni of size `size` (index in `data.SIZES`: 0 small,
                         1 medium, 2 large) from the reserve on (q, r) (TS-8.7)
    oni_convert          no Oni can be placed — the reserve is empty (TS-8.8) or no zone is
                         legal (TS-8.9): the placement becomes ONE Oni conquest

The first Oni uses the turn's icon ("OP", X); the other X − 1 are the prompt `oni_placement` on
the pending stack (data: the Oni still due), so the placement is done in one go before any
other action and the turn cannot end before it (TS-4.7). Any size may be chosen (all have the
same placement value); several Oni may go to one zone. When the reserve runs dry or no zone is
left after at least one Oni was placed, the placement simply ends short (TS-8.8: "it stays a
placement even if fewer than X can be placed").

Something else may be placed instead of an Oni wherever an Oni is placed (`INSTEAD`; TS-M8.2,
a legendary Oni at its own placement, counting as one of the Oni placed): its actions join the
placement's, here, in the Oni Reinforcement riposte and in Call of the Moon (E15); the rest of
the placement waits under what it opens (continuation `oni_placement_more`).

`oni_convert` is offered only when not a single Oni can be placed at the moment the player takes
the action (the other green actions may come first, TS-4.3: an Oni conquest that destroys Oni
refills the reserve): it turns the turn's ("OP", X) icon into ("OC", 1), one Oni conquest
however many Oni were due; the Oni conquest's own rules (code "OC", `oni.py`) then apply, and it
is mandatory like any other (TS-4.7).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import data
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
from game.tsukuyumi.geometry import oni_placement_zones
from game.tsukuyumi.state import ONI, Coord, Prompt, State, Unit

ONI_PLACEMENT = "oni_placement"
"""The prompt kind: the Oni still to place in an Oni placement action."""
KINDS = ("oni", "oni_convert")
ONI_BY_SIZE: dict[str, str] = {u.size: u.key for u in data.ONI_UNITS}
"""The ordinary Oni of each size (TS-32.2)."""
MORE = "oni_placement_more"


@dataclass(frozen=True)
class Instead:
    """What may be placed instead of an Oni (TS-M8.2): the actions placing it now, and how
    (it may push prompts of its own above the placement)."""

    actions: Callable[[State], list[Action]]
    apply: Callable[[State, int, Action, list[Event]], State]
    kinds: tuple[str, ...]


INSTEAD: list[Instead] = []
MORE_ONI: list[Callable[[State, int, list[Event]], tuple[State, int]]] = []
"""Rules adding Oni to a seat's Oni placement action as it begins: (state, seat, events) ->
(state, how many more) (TS-M6.4 Gathering: one more, once per seat and round)."""


def more_oni(st: State, seat: int, due: int, events: list[Event]) -> tuple[State, int]:
    """`due` Oni to place, plus what the modules add for this seat (M6 Gathering: one more per
    player and round, whatever places them, TS-M6.4)."""
    for rule in MORE_ONI:
        st, more = rule(st, seat, events)
        due += more
    return st, due


def instead_actions(st: State) -> list[Action]:
    """The actions placing something instead of an Oni now."""
    return [a for hook in INSTEAD for a in hook.actions(st)]


def is_instead(action: Action) -> bool:
    """Does this action place something instead of an Oni?"""
    return any(action.kind in hook.kinds for hook in INSTEAD)


def place_instead(st: State, seat: int, action: Action, events: list[Event]) -> State:
    """Place it (the caller has checked the action is among `instead_actions`)."""
    hook = next(h for h in INSTEAD if action.kind in h.kinds)
    return hook.apply(st, seat, action, events)


def reserve_sizes(st: State) -> tuple[int, ...]:
    """The sizes (indices of `data.SIZES`) with at least one Oni in the reserve."""
    return tuple(i for i, size in enumerate(data.SIZES)
                 if size in ONI_BY_SIZE and ONI_BY_SIZE[size] in st.oni_reserve)


def placement_actions(st: State) -> list[Action]:
    """Every `oni <size> <q> <r>` possible now (TS-8.7)."""
    zones = oni_placement_zones(st)
    return [Action("oni", (size, q, r)) for size in reserve_sizes(st) for q, r in zones]


def can_place(st: State) -> bool:
    """Can at least one Oni be placed (TS-8.8, TS-8.9), or something instead (TS-M8.2)?"""
    return (bool(reserve_sizes(st)) and bool(oni_placement_zones(st))) or bool(
        instead_actions(st))


def place_oni(st: State, seat: int, key: str, at: Coord, events: list[Event]) -> State:
    """Take an Oni of kind `key` from the reserve and put it on `at` (legality is the
    caller's); placement is not movement (TS-6.7)."""
    reserve = list(st.oni_reserve)
    reserve.remove(key)
    uid = st.next_uid
    st = replace(st, units=st.units + (Unit(uid, key, ONI, at),), next_uid=uid + 1,
                 oni_reserve=tuple(reserve))
    events.append(Event("ts.oni_placed", {"seat": seat, "unit": key, "uid": uid,
                                          "q": at[0], "r": at[1]}))
    return st


def _place(st: State, seat: int, action: Action, due: int, events: list[Event]) -> State:
    """Place one Oni, then keep the rest of the placement open (or end it short)."""
    if is_instead(action):  # TS-M8.2: the rest waits under what it opens
        if action not in instead_actions(st):
            raise _refuse(st, action)
        if due > 1:
            st = push(st, Prompt(seat, MORE, (due - 1,)))
        return place_instead(st, seat, action, events)
    if action not in placement_actions(st):
        raise _refuse(st, action)
    size, q, r = action.args
    st = place_oni(st, seat, ONI_BY_SIZE[data.SIZES[size]], (q, r), events)
    due -= 1
    if due <= 0:
        return st
    if can_place(st):
        return push(st, Prompt(seat, ONI_PLACEMENT, (due,)))
    events.append(Event("ts.oni_placement_short", {"seat": seat, "missing": due}))
    return st


def _refuse(st: State, action: Action) -> IllegalAction:
    if is_instead(action):
        return IllegalAction("That cannot be placed there instead of an Oni now (TS-M8.2, "
                             "TS-M8.3).", "ts.illegal.oni_instead")
    if action.kind == "oni_convert":
        return IllegalAction("An Oni can still be placed: the placement cannot become an Oni "
                             "conquest.", "ts.illegal.oni_can_place")
    size = action.args[0]
    if not 0 <= size < len(data.SIZES) or size not in reserve_sizes(st):
        return IllegalAction("The reserve holds no Oni of that size.",
                             "ts.illegal.oni_reserve")
    return IllegalAction("An Oni cannot be placed in that zone (TS-8.7).",
                         "ts.illegal.oni_zone")


def _icon(st: State) -> int | None:
    if st.turn is None:
        return None
    return next((v for c, v in st.turn.left if c == "OP"), None)


# --- the handlers ------------------------------------------------------------------------------

def _code_legal(st: State, seat: int, value: int) -> list[Action]:
    """Code OP: the first Oni, or the conversion when none can be placed."""
    if st.turn is None or st.turn.seat != seat or value != _icon(st):
        return []
    if can_place(st):
        return placement_actions(st) + instead_actions(st)
    return [Action("oni_convert")]


def _code_apply(st: State, seat: int, action: Action, events: list[Event]) -> State:
    """The first Oni of the placement, or its conversion into one Oni conquest."""
    due = _icon(st)
    if st.turn is None or st.turn.seat != seat or st.pending or due is None:
        raise IllegalAction("You have no Oni placement to do now.", "ts.illegal.oni_none")
    if action.kind == "oni_convert":
        if can_place(st):
            raise _refuse(st, action)
        return _convert(st, seat, due, events)
    if action.kind != "oni" and not is_instead(action):
        raise IllegalAction("That is not an Oni placement.", "ts.illegal.oni_none")
    if action not in placement_actions(st) + instead_actions(st):
        raise _refuse(st, action)
    st, due = more_oni(st, seat, due, events)
    events.append(Event("ts.oni_placement", {"seat": seat, "count": due}))
    return _place(consume(st, "OP"), seat, action, due, events)


def _convert(st: State, seat: int, due: int, events: list[Event]) -> State:
    """TS-8.8, TS-8.9: the icon ("OP", X) becomes ("OC", 1) in its place."""
    turn = st.turn
    assert turn is not None
    left = list(turn.left)
    i = next(k for k, (c, _) in enumerate(left) if c == "OP")
    left[i] = ("OC", 1)
    kind = "ts.oni_converted_no_oni" if not reserve_sizes(st) else "ts.oni_converted_no_zone"
    events.append(Event(kind, {"seat": seat, "count": due}))
    return replace(st, turn=replace(turn, left=tuple(left)))


def _prompt_legal(st: State, prompt: Prompt) -> list[Action]:
    """The next Oni of the placement."""
    return placement_actions(st) + instead_actions(st)


def _prompt_apply(st: State, prompt: Prompt, action: Action, events: list[Event]) -> State:
    """Place the next Oni."""
    return _place(pop(st), prompt.seat, action, int(prompt.data[0]), events)


def _more_auto(st: State, prompt: Prompt, events: list[Event]) -> State:
    """The rest of a placement, once what was placed instead of an Oni is settled."""
    st, due = pop(st), int(prompt.data[0])
    if can_place(st):
        return push(st, Prompt(prompt.seat, ONI_PLACEMENT, (due,)))
    events.append(Event("ts.oni_placement_short", {"seat": prompt.seat, "missing": due}))
    return st


def _no_actions(st: State, prompt: Prompt) -> list[Action]:
    return []


def _no_apply(st: State, prompt: Prompt, action: Action, events: list[Event]) -> State:
    raise IllegalAction("Nothing to choose here.", "ts.illegal.nothing_to_choose")


register_code("OP", CodeHandler(_code_legal, _code_apply, KINDS))
register_prompt(ONI_PLACEMENT, PromptHandler(_prompt_legal, _prompt_apply))
register_prompt(MORE, PromptHandler(_no_actions, _no_apply, auto=_more_auto))

__all__ = ["INSTEAD", "ONI_PLACEMENT", "Instead", "can_place", "instead_actions", "is_instead",
           "place_instead", "place_oni", "placement_actions", "reserve_sizes"]
