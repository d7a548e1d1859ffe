"""The legendary Oni's special rules (TS-M8.8–TS-M8.19, TS-M8.25, TS-9.15), on the engine's
hooks; each applies only while its figures are on the board (TS-M8.4).

- Horreur des abysses (TS-M8.8, TS-M8.9): in the green phase every seat whose action card has a
  green phase owes one extra Oni conquest with it and all Oni of its zone, moving all together
  (`horror <q> <r>`: the group attacks (q, r), its own zone or an adjacent one); with no such
  zone within reach, the group moves one zone along a shortest path towards one
  (`horror_step <q> <r>`; no path, nothing). A turn cannot end while it is owed and possible
  (`engine.MANDATORY_CHECKS`); the seat's `used` marks it done for the round.
- Sombre témoin (TS-M8.11, TS-M8.12): in an Oni conquest her zone's Oni never make an ordinary
  conquest; `hunt <q> <r>` — offered beside the origins when a zone (not a start zone) with
  player units is within reach — moves her and all Oni of her zone to (q, r) together (or keeps
  them there) and deals the sum of their attacks with the card L2 (Partie de chasse: the
  ripostes of Conquête Oni, no marker). Damage to the Oni of her zone may go to her only when no
  other Oni is left there (`damage.ASSIGN_FILTERS`, whoever assigns, TS-7.27).
- Terreur d'En-haut (TS-M8.14, TS-9.15): every Oni attack uses the card L1 (Attaque d'En-haut),
  whose last step devastates the attacked area tile (moon zones never, DECISION): it then
  scores 0 VP and keeps everything else (`zones.zone_vp`, `Zone.devastated`).
- Profanateur (TS-M8.15–TS-M8.17): immobile (the `immobile` ability, `geometry.can_step`); no
  player conquers an Oni territory or a Tsukuyumi zone while it is in play
  (`combat_base.CONQUEST_BLOCKS`); its first destruction turns its tile over instead of removing
  it (`damage.SPARED`: unit type `defiler_turned`, full health), the second removes it.
- Trois Ombres (TS-M8.19): Oni may also be placed on and next to a zone holding a Shadow
  (`geometry.PLACEMENT_SOURCES`); the legendary Oni leaves play with its last Shadow.
- Ronin (TS-M8.25): the Oni selected in his zone in an Oni conquest may move one zone more
  (`oni.EXTRA_STEPS`).

The group moves of the Horreur and the hunt are Oni actions of the active player (TS-7.27): the
continuation `legend_attack` stays on the pending stack under the moves' Mines, so the seat
assigns the damage its Oni take, then the combat starts.
"""

from __future__ import annotations

from collections import deque
from dataclasses import replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi.actions import ARITY, Action
from game.tsukuyumi.board import neighbour_zones
from game.tsukuyumi.combat import start_combat
from game.tsukuyumi.combat_base import ATTACK_STEPS, CONQUEST_BLOCKS, StepHandler, current
from game.tsukuyumi.damage import (
    ASSIGN_FILTERS,
    ONI_ACTION_PROMPTS,
    SPARED,
    no_actions,
    no_apply,
)
from game.tsukuyumi.engine import (
    CODES,
    GRANTED,
    MANDATORY_CHECKS,
    CodeHandler,
    PromptHandler,
    pop,
    push,
    register_code,
    register_prompt,
)
from game.tsukuyumi.geometry import PLACEMENT_SOURCES, can_step, relocate
from game.tsukuyumi.modules.legendary import figures_of, in_play
from game.tsukuyumi.modules.legendary_data import HUNT_CARD, TERROR_CARD, TURNED
from game.tsukuyumi.oni import (
    CARD_RULES,
    EXTRA_STEPS,
    SPECIAL,
    Special,
    is_target,
    oni_at,
    oni_card,
)
from game.tsukuyumi.round import card_actions
from game.tsukuyumi.state import ONI, Coord, Prompt, State, Unit, owner_of, with_seat
from game.tsukuyumi.zones import has, zone

HORROR, HORROR_STEP, HUNT = "horror", "horror_step", "hunt"
ARITY.update({HORROR: 2, HORROR_STEP: 2, HUNT: 2})
ATTACK = "legend_attack"
"""Continuation: (q, r, card id) — the group has moved; its Oni attack (q, r)."""
ATTACK_MOVE_ONLY = "legend_moved"
"""Continuation under the Horreur's step: an Oni action while Mines resolve (TS-7.27)."""
HORROR_USED = "horror"
"""The `Seat.used` entry of the Horreur's extra attack this round (TS-M8.8)."""


def _one(st: State, key: str) -> Unit | None:
    """The figure of a one-figure legendary Oni on the board, if it is in play."""
    if in_play(st) != key:
        return None
    found = figures_of(st, key)
    return found[0] if found else None


# --- the group attack (the Horreur, the hunt) --------------------------------------------------

def group_moves(st: State, at: Coord) -> tuple[Coord, ...]:
    """The zones next to `at` that every Oni of `at` can step into (they move together)."""
    group = oni_at(st, at)
    return tuple(nb for nb in neighbour_zones(st.board, at)
                 if group and all(can_step(st, u, at, nb) for u in group))


def group_attack(st: State, seat: int, frm: Coord, to: Coord, card: str,
                 events: list[Event]) -> State:
    """Every Oni of `frm` moves to `to` (unless it is `frm`), then the Oni there attack it."""
    st = push(st, Prompt(seat, ATTACK, (to[0], to[1], card)))
    if to != frm:
        movers = tuple(u.uid for u in oni_at(st, frm))
        events.append(Event("ts.leg.group_moved", {"seat": seat, "q": to[0], "r": to[1],
                                                   "units": list(movers)}))
        st = relocate(st, movers, to, seat, events)
    return st


def _attack_auto(st: State, p: Prompt, events: list[Event]) -> State:
    q, r, card = p.data
    st = pop(st)
    if not oni_at(st, (q, r)):  # Mines destroyed them all on the way
        events.append(Event("ts.oni_conquest_void", {"seat": p.seat}))
        return st
    events.append(Event("ts.oni_attack", {"seat": p.seat, "q": q, "r": r}))
    return start_combat(st, ONI, (q, r), str(card), events, active=p.seat)


# --- the Horreur des abysses (TS-M8.8, TS-M8.9) ------------------------------------------------

def horror_owed(st: State, seat: int) -> bool:
    """Does `seat` owe the Horreur's extra attack in this green turn?"""
    turn = st.turn
    return (st.phase == "green" and turn is not None and turn.seat == seat
            and not st.pending and HORROR_USED not in st.seats[seat].used
            and bool(card_actions(st, seat, "green")) and _one(st, "horror") is not None)


def _distance_to_target(st: State, start: Coord, group: tuple[Unit, ...]) -> int | None:
    """Steps from `start` to the nearest zone the Oni may attack, moving the group together."""
    seen = {start: 0}
    todo = deque([start])
    while todo:
        at = todo.popleft()
        if is_target(st, at):
            return seen[at]
        for nb in neighbour_zones(st.board, at):
            if nb not in seen and all(can_step(st, u, at, nb) for u in group):
                seen[nb] = seen[at] + 1
                todo.append(nb)
    return None


def horror_actions(st: State, seat: int) -> list[Action]:
    """The extra attack's targets, else the first steps of the shortest paths (DECISION)."""
    if not horror_owed(st, seat):
        return []
    horror = _one(st, "horror")
    assert horror is not None
    at = horror.at
    spots = ([at] if is_target(st, at) else []) + [
        nb for nb in group_moves(st, at) if is_target(st, nb)]
    if spots:
        return [Action(HORROR, s) for s in sorted(spots)]
    group = oni_at(st, at)
    far = _distance_to_target(st, at, group)
    if far is None:  # TS-M8.9: no path, no move
        return []
    return [Action(HORROR_STEP, nb) for nb in group_moves(st, at)
            if _distance_to_target(st, nb, group) == far - 1]


def _horror_legal(st: State, seat: int, value: int) -> list[Action]:
    return horror_actions(st, seat)


def _horror_apply(st: State, seat: int, action: Action, events: list[Event]) -> State:
    if action not in horror_actions(st, seat):
        raise IllegalAction("The Horror of the Abyss cannot go there now.",
                            "ts.illegal.horror")
    horror = _one(st, "horror")
    assert horror is not None
    me = st.seats[seat]
    st = with_seat(st, seat, replace(me, used=me.used + (HORROR_USED,)))
    to = (action.args[0], action.args[1])
    if action.kind == HORROR_STEP:
        movers = tuple(u.uid for u in oni_at(st, horror.at))
        events.append(Event("ts.leg.horror_step", {"seat": seat, "q": to[0], "r": to[1],
                                                   "units": list(movers)}))
        st = push(st, Prompt(seat, ATTACK_MOVE_ONLY, ()))
        return relocate(st, movers, to, seat, events)
    events.append(Event("ts.leg.horror_attack", {"seat": seat, "q": to[0], "r": to[1]}))
    return group_attack(st, seat, horror.at, to, oni_card(st), events)


def _moved_auto(st: State, p: Prompt, events: list[Event]) -> State:
    return pop(st)


def _horror_mandatory(st: State) -> bool:
    turn = st.turn
    return turn is not None and bool(horror_actions(st, turn.seat))


# --- the Sombre témoin (TS-M8.11, TS-M8.12) ----------------------------------------------------

def _witness_zones(st: State) -> frozenset[Coord]:
    witness = _one(st, "witness")
    return frozenset({witness.at}) if witness is not None else frozenset()


def _prey(st: State, at: Coord) -> bool:
    """A zone the hunt may attack: not a start zone, with player units (DECISION)."""
    z = zone(st, at)
    return z is not None and z.kind != "start" and any(
        u.owner >= 0 and u.at == at for u in st.units)


def hunt_actions(st: State) -> list[Action]:
    """`hunt` to each zone with player units her group can reach (TS-M8.11 DECISION)."""
    witness = _one(st, "witness")
    if witness is None:
        return []
    at = witness.at
    spots = [s for s in (at, *group_moves(st, at)) if _prey(st, s)]
    return [Action(HUNT, s) for s in sorted(spots)]


def _hunt_apply(st: State, seat: int, action: Action, events: list[Event]) -> State:
    witness = _one(st, "witness")
    if witness is None or action not in hunt_actions(st):
        raise IllegalAction("The Dark Witness cannot hunt there.", "ts.illegal.hunt")
    to = (action.args[0], action.args[1])
    events.append(Event("ts.leg.hunt", {"seat": seat, "q": to[0], "r": to[1]}))
    return group_attack(st, seat, witness.at, to, HUNT_CARD.card_id, events)


def _mistress(st: State, owner: int, alive: list[int]) -> list[int]:
    """TS-M8.12: she may take damage only when no other Oni is left among the candidates."""
    if owner != ONI or in_play(st) != "witness":
        return alive
    kinds = {u.uid: u.kind for u in st.units if u.uid in alive}
    others = [uid for uid in alive if kinds.get(uid) != "witness"]
    return others or alive


# --- the Terreur d'En-haut (TS-M8.14, TS-9.15) -------------------------------------------------

def _terror_card(st: State) -> str | None:
    return TERROR_CARD.card_id if in_play(st) == "terror" else None


def devastate(st: State, at: Coord, events: list[Event]) -> State:
    """Turn an area tile to its devastated side (TS-9.15): 0 VP, all else kept."""
    z = zone(st, at)
    if z is None or z.kind != "area" or z.devastated:
        return st
    board = replace(st.board, zones=tuple(replace(x, devastated=True) if x.pos == at else x
                                          for x in st.board.zones))
    events.append(Event("ts.leg.devastated", {"q": at[0], "r": at[1]}))
    return replace(st, board=board)


def _devastate_step(st: State, arg: str, events: list[Event]) -> State:
    return devastate(st, current(st).at, events)


# --- the Profanateur (TS-M8.15–TS-M8.17) -------------------------------------------------------

def _sacred(st: State, at: Coord, attacker: int) -> bool:
    """TS-M8.16: no player conquers Oni territories or Tsukuyumi zones while it is in play."""
    if attacker < 0 or in_play(st) != "defiler":
        return False
    return owner_of(st, at) == ONI or has(st, at, "tsukuyumi")


def _second_life(st: State, leaving: tuple[Unit, ...],
                 events: list[Event]) -> tuple[State, tuple[int, ...]]:
    """TS-M8.17: destroyed the first time, its tile is turned over and it stays."""
    kept = tuple(u.uid for u in leaving if u.kind == "defiler")
    if not kept:
        return st, ()
    st = replace(st, units=tuple(replace(u, kind="defiler" + TURNED) if u.uid in kept else u
                                 for u in st.units))
    events.append(Event("ts.leg.defiler_turned", {"unit": kept[0]}))
    return st, kept


# --- the Trois Ombres and the Ronin (TS-M8.19, TS-M8.25) ---------------------------------------

def _shadow_sources(st: State) -> tuple[Coord, ...]:
    if in_play(st) != "shadows":
        return ()
    return tuple(u.at for u in figures_of(st, "shadows"))


def _ronin_steps(st: State, origin: Coord, moved: tuple[int, ...]) -> int:
    """TS-M8.25: one zone more when the Ronin was among the Oni selected in `origin`."""
    ronin = _one(st, "ronin")
    return 1 if ronin is not None and (ronin.at == origin or ronin.uid in moved) else 0


# --- registration ------------------------------------------------------------------------------

GRANTED[HORROR] = (("green",), CodeHandler(_horror_legal, _horror_apply, (HORROR, HORROR_STEP)))
MANDATORY_CHECKS.append(_horror_mandatory)
register_prompt(ATTACK, PromptHandler(no_actions, no_apply, auto=_attack_auto))
register_prompt(ATTACK_MOVE_ONLY, PromptHandler(no_actions, no_apply, auto=_moved_auto))
ONI_ACTION_PROMPTS.update({ATTACK, ATTACK_MOVE_ONLY})
SPECIAL.append(Special(_witness_zones, hunt_actions, _hunt_apply, (HUNT,)))
register_code("OC", replace(CODES["OC"], kinds=CODES["OC"].kinds + (HUNT,)))
ASSIGN_FILTERS.append(_mistress)
CARD_RULES.append(_terror_card)
ATTACK_STEPS["devastate"] = StepHandler(_devastate_step)
CONQUEST_BLOCKS.append(_sacred)
SPARED.append(_second_life)
PLACEMENT_SOURCES.append(_shadow_sources)
EXTRA_STEPS.append(_ronin_steps)

__all__ = ["HORROR", "HORROR_STEP", "HUNT", "devastate", "group_attack", "horror_actions",
           "horror_owed", "hunt_actions"]
