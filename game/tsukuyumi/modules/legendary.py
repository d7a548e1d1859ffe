"""The legendary Oni (TS-M8): the pool, placing one instead of an Oni, at most one in play.

The legendary Oni chosen with the `legendary_oni` option (TS-M8.1) are kept apart from the
Oni reserve and never drawn onto the Moon (setup draws only the ordinary Oni, TS-2.2). The pool
is not stored: a chosen legendary Oni whose figures are not on the board is in it, so one that
is destroyed or removed is back in it at once (TS-M8.4, TS-M8.5) — `damage.OUT_OF_RESERVE`
keeps its figures out of the Oni reserve when they leave.

Wherever an Oni is placed — the Oni placement action, the Oni Reinforcement riposte, Call of
the Moon (E15) — the player may place an available legendary Oni instead, as one of the Oni
placed (TS-M8.2), at its own initial placement (TS-M8.7, M8.10, M8.13, M8.15, M8.18, M8.20,
M8.22, M8.24), and only while no legendary Oni is on the board (TS-M8.3):

    legend <k> <q> <r>   place legendary Oni k (index in `legendary_data.KEYS`) on (q, r), with
                         its escort (the Joueuse's 3 medium Oni, the Ronin's medium Oni on the
                         other Fertile grounds); the Ronin with no Fertile ground in play: (q, r)
                         is the area tile replaced first by an unused Fertile tile
    shadow <q> <r>       the next of the Trois Ombres, in a zone holding none (prompt
                         `legend_shadows`)
    play 15 <3+k> <q> <r>  E15 Call of the Moon with legendary Oni k as its first Oni

Its special effects apply while its figures are on the board (TS-M8.4): they live in
`legendary_powers.py` (the Horreur, the Sombre témoin, the Terreur, the Profanateur, the Ombres,
the Ronin) and `legendary_dice.py` (the Joueuse, the Marchand).
"""

from __future__ import annotations

from dataclasses import replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import data
from game.tsukuyumi.actions import ARITY, Action
from game.tsukuyumi.board import MOON_CENTRE, area_zone, is_blocked, neighbour_zones
from game.tsukuyumi.cards import EventCard
from game.tsukuyumi.damage import OUT_OF_RESERVE
from game.tsukuyumi.engine import (
    CODES,
    PromptHandler,
    pop,
    push,
    register_code,
    register_prompt,
)
from game.tsukuyumi.event_effects import EFFECTS, Effect, Params, amount, more_prompt, parts
from game.tsukuyumi.modules.legendary_data import (
    BY_KEY,
    KEYS,
    KIND_OF,
    OPTION,
    UNITS,
    option_keys,
)
from game.tsukuyumi.oni_placement import INSTEAD, Instead, place_oni
from game.tsukuyumi.state import ONI, Coord, Prompt, State, Unit
from game.tsukuyumi.tiles import TILE_BY_ID, TILES
from game.tsukuyumi.zones import has, zone

LEGEND = "legend"
SHADOW = "shadow"
SHADOWS = "legend_shadows"
"""The prompt placing the other Trois Ombres: data (Shadows still to place,)."""
ARITY.update({LEGEND: 3, SHADOW: 2})
MEDIUM = "medium_oni"


# --- what is in play, what is available (TS-M8.1, TS-M8.3, TS-M8.4) ----------------------------

def figures(st: State) -> tuple[Unit, ...]:
    """The legendary Oni's figures on the board."""
    return tuple(u for u in st.units if u.kind in KIND_OF)


def in_play(st: State) -> str:
    """The key of the legendary Oni on the board ('' when none; TS-M8.3: at most one)."""
    if not st.option(OPTION, ""):
        return ""
    return next((KIND_OF[u.kind] for u in st.units if u.kind in KIND_OF), "")


def figures_of(st: State, key: str) -> tuple[Unit, ...]:
    """The figures of one legendary Oni on the board (the Profanateur turned or not)."""
    return tuple(u for u in st.units if KIND_OF.get(u.kind) == key)


def available(st: State) -> tuple[str, ...]:
    """The legendary Oni that may be placed now: the chosen ones, while none is on the board
    (TS-M8.1, TS-M8.3; a destroyed one is available again, TS-M8.4)."""
    chosen = option_keys(st)
    if not chosen or in_play(st):
        return ()
    return chosen


# --- its own initial placement -----------------------------------------------------------------

def _fertile(st: State) -> tuple[Coord, ...]:
    return tuple(z.pos for z in st.board.zones if z.kind == "area" and z.zone_type == "fertile")


def unused_fertile(st: State) -> str:
    """The unused Fertile tile that replaces a tile for the Ronin: the lowest pool id not on
    the board ('' when none is left). DECISION (TS-M8.24 names no tile): the lowest id."""
    used = {z.tile for z in st.board.zones if z.tile}
    return next((t.tile_id for t in TILES if t.zone_type == "fertile" and t.tile_id not in used),
                "")


def _shadow_zones(st: State) -> tuple[Coord, ...]:
    """TS-M8.18 DECISION: any area tile or moon zone, never a start zone, without a Shadow."""
    taken = {u.at for u in figures_of(st, "shadows")}
    return tuple(z.pos for z in st.board.zones if z.kind in ("area", "moon")
                 and z.pos not in taken)


def placement_zones(st: State, key: str) -> tuple[Coord, ...]:
    """Where legendary Oni `key` may be placed (its own initial placement, TS-M8.2)."""
    how = BY_KEY[key].placement
    zones = st.board.zones
    if how == "moon_ring":  # TS-M8.7
        return tuple(z.pos for z in zones if z.kind == "moon" and z.pos != MOON_CENTRE)
    if how == "moon":  # TS-M8.10
        return tuple(z.pos for z in zones if z.kind == "moon")
    if how == "moon_centre":  # TS-M8.15, TS-M8.22
        return tuple(z.pos for z in zones if z.pos == MOON_CENTRE)
    if how == "tsukuyumi_near":  # TS-M8.13: not across a barrier (DECISION), never the centre
        out: set[Coord] = set()
        for z in zones:
            if z.kind != "start" and has(st, z.pos, "tsukuyumi"):
                out.add(z.pos)
                out |= {nb for nb in neighbour_zones(st.board, z.pos)
                        if not is_blocked(st.board, z.pos, nb, for_boarlords=False)}
        return tuple(sorted(out - {MOON_CENTRE}))
    if how == "three_zones":  # TS-M8.18: three different zones must exist
        spots = _shadow_zones(st)
        return spots if len(spots) >= BY_KEY[key].figures else ()
    if how == "start_zone":  # TS-M8.20
        return tuple(z.pos for z in zones if z.kind == "start")
    # fertile, TS-M8.24: a Fertile ground; with none, the tile to replace (if one is left)
    found = _fertile(st)
    if found:
        return found
    return tuple(z.pos for z in zones if z.kind == "area") if unused_fertile(st) else ()


def legend_actions(st: State) -> list[Action]:
    """Every `legend <k> <q> <r>` possible now (TS-M8.2, TS-M8.3)."""
    return [Action(LEGEND, (KEYS.index(key), q, r)) for key in available(st)
            for q, r in placement_zones(st, key)]


# --- placing it --------------------------------------------------------------------------------

def _new_figure(st: State, key: str, at: Coord) -> State:
    uid = st.next_uid
    return replace(st, units=st.units + (Unit(uid, key, ONI, at),), next_uid=uid + 1)


def _escort(st: State, seat: int, key: str, at: Coord, events: list[Event]) -> State:
    """The ordinary Oni placed with it, as many as the reserve holds (TS-M8.20, TS-M8.24)."""
    for oni, count in BY_KEY[key].escort:
        spots = [at] * count if count else [p for p in _fertile(st) if p != at]
        for spot in spots:
            if oni not in st.oni_reserve:
                events.append(Event("ts.leg.escort_short", {"seat": seat, "unit": oni}))
                break
            st = place_oni(st, seat, oni, spot, events)
    return st


def _replace_tile(st: State, at: Coord, events: list[Event]) -> State:
    """TS-M8.24 DECISION: the chosen area tile leaves the game; the unused Fertile tile takes
    its place with its rotation; units and markers stay where they are (they lie on the
    position)."""
    old = zone(st, at)
    assert old is not None
    new_id = unused_fertile(st)
    new = area_zone(at, TILE_BY_ID[new_id], old.rotation)
    board = replace(st.board, zones=tuple(z for z in st.board.zones if z.pos != at) + (new,))
    events.append(Event("ts.leg.tile_replaced", {"q": at[0], "r": at[1], "old": old.tile,
                                                 "tile": new_id}))
    return replace(st, board=board)


def place_legend(st: State, seat: int, action: Action, events: list[Event]) -> State:
    """Place the legendary Oni of a `legend` action (checked by the caller), its escort, and
    open the placement of the other Shadows (TS-M8.18)."""
    k, q, r = action.args
    key, at = KEYS[k], (q, r)
    if BY_KEY[key].placement == "fertile" and not _fertile(st):
        st = _replace_tile(st, at, events)
    st = _new_figure(st, key, at)
    events.append(Event("ts.leg.placed", {"seat": seat, "legendary": key, "q": q, "r": r}))
    st = _escort(st, seat, key, at, events)
    if BY_KEY[key].figures > 1:
        st = push(st, Prompt(seat, SHADOWS, (BY_KEY[key].figures - 1,)))
    return st


def _shadow_legal(st: State, p: Prompt) -> list[Action]:
    return [Action(SHADOW, at) for at in _shadow_zones(st)]


def _shadow_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action not in _shadow_legal(st, p):
        raise IllegalAction("Each Shadow goes to a different zone, never a start zone.",
                            "ts.illegal.shadow_zone")
    left = int(p.data[0]) - 1
    st = pop(st) if left <= 0 else replace(st, pending=st.pending[:-1] + (
        Prompt(p.seat, SHADOWS, (left,)),))
    st = _new_figure(st, "shadows", (action.args[0], action.args[1]))
    events.append(Event("ts.leg.shadow", {"seat": p.seat, "q": action.args[0],
                                          "r": action.args[1]}))
    return st


# --- E15 Call of the Moon: a legendary Oni as one of its Oni (TS-M8.2) -------------------------

_CALL = EFFECTS["oni_placement"]
LEGEND_SIZE = len(data.SIZES)
"""E15's `size` parameter from which it names a legendary Oni: 3 + k."""


def _call_plays(st: State, seat: int, card: EventCard) -> list[Params]:
    return _CALL.plays(st, seat, card) + [
        (LEGEND_SIZE + a.args[0], a.args[1], a.args[2]) for a in legend_actions(st)]


def _call_legend(st: State, seat: int, card: EventCard, left: int, action: Action,
                 events: list[Event]) -> State:
    if left - 1 > 0:  # the rest of the event waits under the Shadows' prompt
        st = push(st, more_prompt(seat, card, left - 1, 0, ()))
    return place_legend(st, seat, action, events)


def _call_apply(st: State, seat: int, card: EventCard, params: Params,
                events: list[Event]) -> State:
    if params[0] < LEGEND_SIZE:
        return _CALL.apply(st, seat, card, params, events)
    action = Action(LEGEND, (params[0] - LEGEND_SIZE, params[1], params[2]))
    return _call_legend(st, seat, card, amount(card), action, events)


def _call_more_legal(st: State, p: Prompt) -> list[Action]:
    assert _CALL.more_legal is not None
    return _CALL.more_legal(st, p) + legend_actions(st)


def _call_more_apply(st: State, p: Prompt, action: Action, events: list[Event]) -> State:
    if action.kind != LEGEND:
        assert _CALL.more_apply is not None
        return _CALL.more_apply(st, p, action, events)
    card, left, _, _ = parts(p)
    return _call_legend(st, p.seat, card, left, action, events)


# --- registration ------------------------------------------------------------------------------

INSTEAD.append(Instead(legend_actions, place_legend, (LEGEND,)))
register_code("OP", replace(CODES["OP"], kinds=CODES["OP"].kinds + (LEGEND,)))
register_prompt(SHADOWS, PromptHandler(_shadow_legal, _shadow_apply))
OUT_OF_RESERVE.update(UNITS)  # TS-M8.5: back to the legendary pool, never the reserve
EFFECTS["oni_placement"] = Effect(_call_plays, _call_apply, _call_more_legal, _call_more_apply)

__all__ = ["LEGEND", "SHADOW", "SHADOWS", "available", "figures", "figures_of", "in_play",
           "legend_actions", "place_legend", "placement_zones", "unused_fertile"]
