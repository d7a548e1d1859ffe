"""The effects of the event cards (TS-31.2): registry, target zones, the map effects.

Each effect name of `events.json` (`cards.EVENT_EFFECTS`) has one `Effect`: `plays` lists the
parameters of `play <card> …` it allows now and `apply` resolves it (TS-31.3: completely, at
once; a choice it needs is a prompt above the Events action). An effect that does "up to N"
things takes the first in the `play` action and the others through the `event_more` prompt
(`more_legal` / `more_apply`, ended by `effect_done`); its data are flat ints: the card, the
number still allowed, a mode and what was chosen so far. An event is offered only when it can
do something (DECISION: a card without effect stays in hand).

Target zones (TS-5.11, TS-9.6): an area tile or moon zone holding a unit of the player, or any
Unstable zone even without units; start zones never. Unstable zones count as unoccupied for
event conditions: no base event has an occupancy condition, so nothing reads it here. "Near
a target" is a target zone or a zone adjacent to it, never a start zone.

This module holds the map effects E01–E04 and E07–E11; `event_actions.py` the others. Neutral marker
supplies are TS-1.4 (`data.COMPONENTS["neutral_markers.*"]`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import board as B
from game.tsukuyumi import damage, data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.cards import EventCard
from game.tsukuyumi.engine import PromptHandler, pop, push, register_prompt
from game.tsukuyumi.event_deck import event_card
from game.tsukuyumi.state import Coord, Prompt, State, marks_at, with_marks
from game.tsukuyumi.zones import has, zone

MORE = "event_more"
"""The prompt of an "up to N" effect after its first choice."""
DONE = "effect_done"
Params = tuple[int, ...]


@dataclass(frozen=True)
class Effect:
    """How one effect name of `events.json` is played (see the module docstring)."""

    plays: Callable[[State, int, EventCard], list[Params]]
    apply: Callable[[State, int, EventCard, Params, list[Event]], State]
    more_legal: Callable[[State, Prompt], list[Action]] | None = None
    more_apply: Callable[[State, Prompt, Action, list[Event]], State] | None = None


EFFECTS: dict[str, Effect] = {}
"""Effect name (`cards.EVENT_EFFECTS`) → its rules."""


def amount(card: EventCard) -> int:
    """The effect's number (`rotate_tiles:2` → 2)."""
    return int(card.effect_arg)


def log(events: list[Event], kind: str, seat: int, **args: object) -> None:
    """An event of an effect, naming its player."""
    events.append(Event(f"ts.ev.{kind}", {"seat": seat, **args}))


# --- target zones (TS-5.11, TS-9.6) ------------------------------------------------------------

def is_event_zone(st: State, at: Coord) -> bool:
    """An area tile or moon zone: start zones are never event zones (TS-5.11)."""
    z = zone(st, at)
    return z is not None and z.kind != "start"


def target_zones(st: State, seat: int) -> tuple[Coord, ...]:
    """Zones with a unit of `seat`, and every Unstable zone (TS-5.11, TS-9.6)."""
    out = {u.at for u in st.units if u.owner == seat and is_event_zone(st, u.at)}
    out |= {z.pos for z in st.board.zones if z.kind != "start" and has(st, z.pos, "unstable")}
    return tuple(sorted(out))


def near(st: State, at: Coord) -> tuple[Coord, ...]:
    """A zone and its adjacent event zones."""
    return (at,) + tuple(n for n in B.neighbour_zones(st.board, at) if is_event_zone(st, n))


def near_targets(st: State, seat: int) -> tuple[Coord, ...]:
    """Target zones and the event zones adjacent to them."""
    return tuple(sorted({p for t in target_zones(st, seat) for p in near(st, t)}))


def any_zones(st: State) -> tuple[Coord, ...]:
    """Every zone but the start zones (E10, E11)."""
    return tuple(z.pos for z in st.board.zones if z.kind != "start")


def zones_for(st: State, seat: int, card: EventCard) -> tuple[Coord, ...]:
    """The zones an event may act on by its `target` (events.json header)."""
    if card.target == "target_zone":
        return target_zones(st, seat)
    if card.target == "near_target":
        return near_targets(st, seat)
    return any_zones(st)


def shared_target(st: State, seat: int, items: list[frozenset[Coord]]) -> bool:
    """Do choices, each given as the target zones it belongs to, share one target zone?"""
    common = set(target_zones(st, seat))
    for targets in items:
        common &= targets
    return bool(common)


# --- neutral markers (TS-1.4, TS-9.4, TS-9.8, TS-9.9) -------------------------------------------

def supply_left(st: State, kind: str) -> int:
    """Neutral markers of `kind` (barrier_passage, cancel, a characteristic) not in play."""
    total = data.COMPONENTS[f"neutral_markers.{kind}"]
    if kind == "barrier_passage":
        used = len(st.board.barrier_markers) + len(st.board.passage_markers)
    elif kind == "cancel":
        used = sum(len(m.cancelled) for m in st.marks)
    else:
        used = sum(m.added.count(kind) for m in st.marks)
    return total - used


def _printed(st: State, at: Coord, trait: str) -> bool:
    z = zone(st, at)
    return z is not None and (z.characteristic == trait
                              or (trait == "tsukuyumi" and z.kind == "moon"))


def can_add(st: State, at: Coord, trait: str) -> bool:
    """May a `trait` marker be put on `at`: a zone without it (TS-9.4) and a marker left?"""
    if not is_event_zone(st, at) or has(st, at, trait):
        return False
    m = marks_at(st, at)
    if trait in m.cancelled and (_printed(st, at, trait) or trait in m.added):
        return True  # lifting the Cancel is enough
    return supply_left(st, trait) > 0


def add_trait(st: State, at: Coord, trait: str) -> State:
    """DECISION (TS-9.8 is silent): adding a cancelled characteristic takes the Cancel marker
    back; a marker is placed only when the zone does not have it underneath."""
    m = marks_at(st, at)
    if trait in m.cancelled:
        m = replace(m, cancelled=tuple(c for c in m.cancelled if c != trait))
    if not (_printed(st, at, trait) or trait in m.added):
        m = replace(m, added=m.added + (trait,))
    return with_marks(st, m)


def can_cancel(st: State, at: Coord, trait: str) -> bool:
    """May a Cancel marker negate `trait` on `at` (TS-9.8)?"""
    return is_event_zone(st, at) and has(st, at, trait) and supply_left(st, "cancel") > 0


def cancel_trait(st: State, at: Coord, trait: str) -> State:
    """A Cancel marker on `trait`, printed or marker (TS-9.8)."""
    m = marks_at(st, at)
    return with_marks(st, replace(m, cancelled=m.cancelled + (trait,)))


# --- the "up to N" prompt ----------------------------------------------------------------------

def more_prompt(seat: int, card: EventCard, left: int, mode: int, chosen: Params) -> Prompt:
    """The prompt for the rest of an "up to N" effect."""
    return Prompt(seat, MORE, (int(card.card_id[1:]), left, mode, *chosen))


def parts(p: Prompt) -> tuple[EventCard, int, int, Params]:
    """(card, number still allowed, mode, flat choices so far) of an `event_more` prompt."""
    number, left, mode, *chosen = p.data
    return event_card(int(number)), int(left), int(mode), tuple(int(x) for x in chosen)


def offer_more(st: State, p: Prompt) -> State:
    """Push the prompt when it still allows something."""
    _, left, _, _ = parts(p)
    return push(st, p) if left > 0 and _more_legal(st, p) else st


def _more_legal(st: State, p: Prompt) -> list[Action]:
    handler = EFFECTS[parts(p)[0].effect_name].more_legal
    return handler(st, p) if handler is not None else []


def _prompt_legal(st: State, p: Prompt) -> list[Action]:
    return _more_legal(st, p) + [Action(DONE)]


def _prompt_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    card = parts(p)[0]
    if action == Action(DONE):
        log(events, "effect_done", p.seat, event=card.card_id)
        return pop(st)
    if action not in _more_legal(st, p):
        raise IllegalAction("That is not a choice this event allows.", "ts.illegal.ev_more")
    handler = EFFECTS[card.effect_name].more_apply
    assert handler is not None
    return handler(pop(st), p, action, events)


register_prompt(MORE, PromptHandler(_prompt_legal, _prompt_apply))


# --- E01 Danger from the Deep: damage:<n> --------------------------------------------------------

def _damage_plays(st: State, seat: int, card: EventCard) -> list[Params]:
    """A target zone and one other owner with units there (TS-31.2 E01)."""
    out: list[Params] = []
    for at in zones_for(st, seat, card):
        owners = sorted({u.owner for u in st.units if u.at == at and u.owner != seat})
        out += [(at[0], at[1], owner) for owner in owners]
    return out


def _damage_apply(st: State, seat: int, card: EventCard, params: Params,
                  events: list[Event]) -> State:
    """The victim's owner assigns the damage (the Oni's: TS-7.27); no riposte."""
    q, r, owner = params
    return damage.request_damage(st, owner, amount(card), damage.targets(st, owner, (q, r)),
                                 (q, r), events, dealer=seat)  # its player's kills (TS-M1.6)


EFFECTS["damage"] = Effect(_damage_plays, _damage_apply)


# --- E02 Tremor: rotate_tiles:<n> ----------------------------------------------------------------

def _tile_targets(st: State, seat: int) -> dict[Coord, frozenset[Coord]]:
    """Area tiles near a target zone, each with the target zones it is near (moon and start
    zones never turn)."""
    out: dict[Coord, set[Coord]] = {}
    for t in target_zones(st, seat):
        for p in near(st, t):
            z = zone(st, p)
            if z is not None and z.kind == "area":
                out.setdefault(p, set()).add(t)
    return {p: frozenset(ts) for p, ts in out.items()}


def _rotate_plays(st: State, seat: int, card: EventCard) -> list[Params]:
    return [(q, r, s) for q, r in sorted(_tile_targets(st, seat)) for s in range(1, 6)]


def _rotate(st: State, seat: int, params: Params, events: list[Event]) -> State:
    q, r, steps = params
    log(events, "rotated", seat, q=q, r=r, steps=steps)
    return replace(st, board=B.rotate_tile(st.board, q, r, steps))


def _rotate_apply(st: State, seat: int, card: EventCard, params: Params,
                  events: list[Event]) -> State:
    st = _rotate(st, seat, params, events)
    return offer_more(st, more_prompt(seat, card, amount(card) - 1, 0, params[:2]))


def _rotate_more(st: State, p: Prompt) -> list[Action]:
    _, _, _, chosen = parts(p)
    done = [(chosen[i], chosen[i + 1]) for i in range(0, len(chosen), 2)]
    tiles = _tile_targets(st, p.seat)
    out = []
    for pos in sorted(tiles):
        if pos not in done and shared_target(st, p.seat, [tiles[pos]] +
                                             [tiles.get(d, frozenset()) for d in done]):
            out += [Action("rotate", (pos[0], pos[1], s)) for s in range(1, 6)]
    return out


def _rotate_more_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    card, left, mode, chosen = parts(p)
    st = _rotate(st, p.seat, action.args, events)
    return offer_more(st, more_prompt(p.seat, card, left - 1, mode, chosen + action.args[:2]))


EFFECTS["rotate_tiles"] = Effect(_rotate_plays, _rotate_apply, _rotate_more, _rotate_more_apply)


# --- E03 Landslide: place_barriers:<n>; E04 Hidden Pass: open_passages:<n> --------------------

def _edge_targets(st: State, seat: int, printed: bool) -> dict[B.EdgeKey, frozenset[Coord]]:
    """Edges between a target zone and another zone without a Barrier/Passage marker:
    unblocked ones (`printed` False, for Barriers) or with a printed barrier (for Passages),
    each with the target zones it borders."""
    out: dict[B.EdgeKey, set[Coord]] = {}
    board = st.board
    for t in target_zones(st, seat):
        for n in B.neighbour_zones(board, t):
            key = B.edge_between(t, n)
            if B.has_marker(board, "barrier", key) or B.has_marker(board, "passage", key):
                continue
            if B.printed_barrier(board, t, n) == printed:
                out.setdefault(key, set()).add(t)
    return {k: frozenset(ts) for k, ts in out.items()}


def _edge_more(st: State, p: Prompt, kind: str, printed: bool) -> list[Action]:
    _, _, _, chosen = parts(p)
    if supply_left(st, "barrier_passage") <= 0:
        return []
    done = [tuple(chosen[i:i + 3]) for i in range(0, len(chosen), 3)]
    edges = _edge_targets(st, p.seat, printed)
    first = _edge_owner_targets(st, p.seat, done)
    return [Action(kind, key) for key in sorted(edges)
            if shared_target(st, p.seat, [edges[key], first])]


def _edge_owner_targets(st: State, seat: int, done: list[tuple[int, ...]]) -> frozenset[Coord]:
    """The target zones that border every edge chosen so far."""
    common = set(target_zones(st, seat))
    for key in done:
        a, b = B.edge_hexes((key[0], key[1], key[2]))
        common &= {a, b}
    return frozenset(common)


def _place_edge(st: State, seat: int, kind: str, key: Params, events: list[Event]) -> State:
    edge = (key[0], key[1], key[2])
    (q, r), (q2, r2) = B.edge_hexes(edge)
    log(events, kind, seat, q=q, r=r, q2=q2, r2=r2)
    return replace(st, board=B.place_edge_marker(st.board, kind, edge))


def _barrier_plays(st: State, seat: int, card: EventCard) -> list[Params]:
    if supply_left(st, "barrier_passage") <= 0:
        return []
    return sorted(_edge_targets(st, seat, printed=False))


def _barrier_apply(st: State, seat: int, card: EventCard, params: Params,
                   events: list[Event]) -> State:
    st = _place_edge(st, seat, "barrier", params, events)
    return offer_more(st, more_prompt(seat, card, amount(card) - 1, 0, params))


def _barrier_more_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    card, left, mode, chosen = parts(p)
    st = _place_edge(st, p.seat, "barrier", action.args, events)
    return offer_more(st, more_prompt(p.seat, card, left - 1, mode, chosen + action.args))


EFFECTS["place_barriers"] = Effect(
    _barrier_plays, _barrier_apply, lambda st, p: _edge_more(st, p, "barrier", False),
    _barrier_more_apply)

PASSAGE, UNBARRIER = 0, 1
"""E04's two modes: Passages on printed barriers of a target zone, or Barriers removed."""


def _passage_plays(st: State, seat: int, card: EventCard) -> list[Params]:
    out: list[Params] = []
    if supply_left(st, "barrier_passage") > 0:
        out += [(PASSAGE, *key) for key in sorted(_edge_targets(st, seat, printed=True))]
    out += [(UNBARRIER, *key) for key in st.board.barrier_markers]
    return out


def _passage_step(st: State, seat: int, mode: int, key: Params, events: list[Event]) -> State:
    if mode == PASSAGE:
        return _place_edge(st, seat, "passage", key, events)
    edge = (key[0], key[1], key[2])
    (q, r), (q2, r2) = B.edge_hexes(edge)
    log(events, "barrier_removed", seat, q=q, r=r, q2=q2, r2=r2)
    return replace(st, board=B.remove_edge_marker(st.board, "barrier", edge))


def _passage_apply(st: State, seat: int, card: EventCard, params: Params,
                   events: list[Event]) -> State:
    mode, key = params[0], params[1:]
    st = _passage_step(st, seat, mode, key, events)
    return offer_more(st, more_prompt(seat, card, amount(card) - 1, mode, key))


def _passage_more(st: State, p: Prompt) -> list[Action]:
    _, _, mode, _ = parts(p)
    if mode == PASSAGE:
        return _edge_more(st, p, "passage", True)
    return [Action("unbarrier", key) for key in st.board.barrier_markers]


def _passage_more_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    card, left, mode, chosen = parts(p)
    st = _passage_step(st, p.seat, mode, action.args, events)
    return offer_more(st, more_prompt(p.seat, card, left - 1, mode, chosen + action.args))


EFFECTS["open_passages"] = Effect(_passage_plays, _passage_apply, _passage_more,
                                  _passage_more_apply)


# --- E07, E09, E10: add_characteristic; E08, E11: cancel_characteristic -------------------------

def _add_plays(st: State, seat: int, card: EventCard) -> list[Params]:
    return [at for at in zones_for(st, seat, card) if can_add(st, at, card.effect_arg)]


def _add_apply(st: State, seat: int, card: EventCard, params: Params,
               events: list[Event]) -> State:
    at = (params[0], params[1])
    log(events, "trait_added", seat, q=at[0], r=at[1], trait=card.effect_arg)
    return add_trait(st, at, card.effect_arg)


def _cancel_plays(st: State, seat: int, card: EventCard) -> list[Params]:
    return [at for at in zones_for(st, seat, card) if can_cancel(st, at, card.effect_arg)]


def _cancel_apply(st: State, seat: int, card: EventCard, params: Params,
                  events: list[Event]) -> State:
    at = (params[0], params[1])
    log(events, "trait_cancelled", seat, q=at[0], r=at[1], trait=card.effect_arg)
    return cancel_trait(st, at, card.effect_arg)


EFFECTS["add_characteristic"] = Effect(_add_plays, _add_apply)
EFFECTS["cancel_characteristic"] = Effect(_cancel_plays, _cancel_apply)
