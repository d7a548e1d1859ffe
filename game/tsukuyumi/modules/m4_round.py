"""Module 4: the faction events that act later in the round, through the engine's hooks
(TS-M4.4, TS-M4.5), and Royal Journey.

A "this round" card is a seat flag `m4_<key>` (`m4_effects.flag`), cleared at the round's end
(TS-11.1 (4)); the hooks below read it, each asking first whether M4 is on:

- Solar Laser (`cyber_strikes.TETSUO_HOOKS`): the next Tetsuo shot this round destroys every
  unit in its zone — every faction's, the Cybersamurai's and the Oni included — instead of its
  30 damage; the flag is used up (no extra use of Tetsuo, S). DECISION: once played, it is the
  next Tetsuo shot of the round (S: playing it is never required to use Tetsuo).
- Drone Update (`engine.GRANTED`, in the seat's turns of any phase): `drone <uid>` — a free
  combat action with the Conquest card in the zone of Shield Drone `uid`, each drone once this
  round; every unit there joins (the usual combatants); optional (S).
- Hive Pioneers (`darkseed.KEEP_SACRIFICED`): a sacrificed Conqueror stays on the board, each
  once this round (S).
- The Hive Is Full (`production_items.EGG_REUSE`): an Egg placed on is not used up this round,
  so it may be used again and does not leave at the round's end (S).
- All Guns Blazing! and Reload! (`nomads_weapons`): one Weapon slot more, or the fired Weapons
  kept, in ONE combat: the first combat this round in which the Nomads fire a Weapon after
  playing the card (DECISION); the flag then becomes a tally of that combat. The slot needs a
  Nomads unit among the combatants (S).
- Feast for the Queen (`damage.ON_KILL`, `round.ROUND_END`): each enemy unit (the Oni
  included) the Nuée Noire destroys this round counts, before the card is played as after
  (TS-M4.5: « per enemy unit the Nuée Noire destroyed this round »; the Nuée Noire's kills are
  counted every round M4 is on, and the count is cleared with the seat's flags); when the red
  phase is over, before the round's end, the Nuée Noire gets a turn of its own with
  Production = that count, spent at once (S: not combined with other powers).
- Royal Journey (`fplay 7 <q> <r>`): the Nest moves to an empty position adjacent to the
  board, or onto an area tile (never a moon zone or another start zone); a covered tile leaves
  the game, its territory marker returns to its owner, its Mines, Eggs, Terraformings and units
  go onto the Nest (characteristic markers return to the supply, DECISION); edge markers of the
  old position leave with it; the hole left behind stays (S).

Actions (notation, TS-42.2):

    drone <uid>                 Drone Update: a free Conquest combat in Shield Drone uid's zone
"""

from __future__ import annotations

from dataclasses import replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import board as B
from game.tsukuyumi import data, modules
from game.tsukuyumi.actions import Action, add_kinds
from game.tsukuyumi.cards import combat_cards_of
from game.tsukuyumi.combat import problem, start_combat
from game.tsukuyumi.combat_base import combatants, tally, with_tally
from game.tsukuyumi.damage import ON_KILL, mark_destroyed, remove_units, who
from game.tsukuyumi.engine import GRANTED, CodeHandler
from game.tsukuyumi.factions import cyber_strikes, darkseed, nomads_weapons
from game.tsukuyumi.modules.m1_objectives import destroyer
from game.tsukuyumi.modules.m4_effects import has_flag
from game.tsukuyumi.modules.m4_faction_events import KEY
from game.tsukuyumi.production_items import EGG_REUSE
from game.tsukuyumi.round import ROUND_END
from game.tsukuyumi.state import COLOURS, NOBODY, Coord, State, Turn, Unit, marks_at, with_seat

DRONE = "drone"
FEAST_KILL = "m4_feast_kill"
"""One seat flag per enemy unit counted by Feast for the Queen."""
FEAST_FACTION = "darkseed"
"""The faction whose kills Feast for the Queen counts (F09, the Nuée Noire's)."""
FEAST_STAGE = "m4_feast"
"""`State.stage` during the Nuée Noire's Feast turn."""
SHIELD = "shield_drone"


def _on(st: State) -> bool:
    return modules.is_on(st, KEY)


def _drop(st: State, seat: int, flag: str) -> State:
    me = st.seats[seat]
    flags = list(me.flags)
    flags.remove(flag)
    return with_seat(st, seat, replace(me, flags=tuple(flags)))


def _add(st: State, seat: int, flag: str) -> State:
    me = st.seats[seat]
    return with_seat(st, seat, replace(me, flags=me.flags + (flag,)))


# --- Solar Laser ---------------------------------------------------------------------------------

def _solar_laser(st: State, seat: int, at: Coord, offensive: bool,
                 events: list[Event]) -> State | None:
    if not _on(st) or not has_flag(st, seat, "solar_laser"):
        return None
    st = _drop(st, seat, "m4_solar_laser")
    victims = [u for u in st.units if u.at == at]
    events.append(Event("ts.m4.solar_laser", {"seat": seat, "q": at[0], "r": at[1],
                                              "count": len(victims)}))
    for u in victims:
        events.append(Event("ts.unit_destroyed", {**who(st, u.owner), "unit": u.uid,
                                                  "unit_kind": u.kind, "by_seat": seat}))
        for hook in ON_KILL:
            st = hook(st, u, events)
    uids = [u.uid for u in victims]
    if st.combat is not None:  # they leave at the combat's end (TS-7.17)
        return mark_destroyed(st, uids, attack=offensive)
    return remove_units(st, uids, events)


# --- Drone Update --------------------------------------------------------------------------------

def _conquest_card() -> str:
    return next(c.card_id for c in combat_cards_of("cyber") if c.card_type == "conquest")


def _drone_legal(st: State, seat: int, _value: int) -> list[Action]:
    turn = st.turn
    if (not _on(st) or turn is None or turn.seat != seat or st.pending
            or not has_flag(st, seat, "drone_update")):
        return []
    card = next(c for c in combat_cards_of("cyber") if c.card_id == _conquest_card())
    used = st.seats[seat].used
    return [Action(DRONE, (u.uid,)) for u in sorted(st.units, key=lambda u: u.uid)
            if u.owner == seat and data.UNIT_BY_KEY[u.kind].has(SHIELD)
            and f"m4_drone:{u.uid}" not in used and problem(st, seat, u.at, card) is None]


def _drone_apply(st: State, seat: int, action: Action, events: list[Event]) -> State:
    if action not in _drone_legal(st, seat, 0):
        raise IllegalAction("That Shield Drone gives no free combat now.", "ts.illegal.m4_drone")
    uid = action.args[0]
    unit = next(u for u in st.units if u.uid == uid)
    me = st.seats[seat]
    st = with_seat(st, seat, replace(me, used=me.used + (f"m4_drone:{uid}",)))
    events.append(Event("ts.m4.drone", {"seat": seat, "q": unit.at[0], "r": unit.at[1]}))
    return start_combat(st, seat, unit.at, _conquest_card(), events)


# --- All Guns Blazing!, Reload! ------------------------------------------------------------------

def _one_combat(st: State, seat: int, key: str) -> bool:
    """The card's effect applies in this combat: tied to it, or still waiting for one."""
    return _on(st) and st.combat is not None and (
        tally(st, f"m4_{key}") > 0 or has_flag(st, seat, key))


def _extra_slot(st: State, seat: int) -> int:
    return int(_one_combat(st, seat, "all_guns_blazing") and bool(combatants(st, seat)))


def _keep(st: State, seat: int) -> bool:
    return _one_combat(st, seat, "reload")


def _fired(st: State, seat: int) -> State:
    """The first Weapon fired after the card ties it to this combat."""
    if not _on(st):
        return st
    for key in ("all_guns_blazing", "reload"):
        if has_flag(st, seat, key) and st.combat is not None:
            st = with_tally(_drop(st, seat, f"m4_{key}"), f"m4_{key}", 1)
    return st


# --- Feast for the Queen -------------------------------------------------------------------------

def _count(st: State, victim: Unit, events: list[Event]) -> State:
    if not _on(st):
        return st
    seat = destroyer(st, victim)
    if seat is None or seat < 0 or seat == victim.owner or \
            st.seats[seat].faction != FEAST_FACTION:
        return st
    return _add(st, seat, FEAST_KILL)


def feast_count(st: State, seat: int) -> int:
    """Enemy units counted by Feast for the Queen this round."""
    return st.seats[seat].flags.count(FEAST_KILL)


def _round_end(st: State, events: list[Event]) -> State | None:
    """The red phase is over: the Nuée Noire spends its Feast PP in a turn of its own."""
    from game.tsukuyumi.round import open_next_turn

    if not _on(st) or st.stage:
        return None
    for seat in st.initiative:
        if has_flag(st, seat, "feast_for_the_queen"):
            n = feast_count(st, seat)
            st = _drop(st, seat, "m4_feast_for_the_queen")
            events.append(Event("ts.m4.feast", {"seat": seat, "pp": n}))
            if n <= 0:
                continue
            st = replace(st, stage=FEAST_STAGE, turn=None,
                         done=tuple(s for s in st.phase_order if s != seat))
            return open_next_turn(st, events)
    return None


def _open_turn(st: State, seat: int) -> Turn | None:
    if st.stage != FEAST_STAGE:
        return None
    return Turn(seat, left=(("P", feast_count(st, seat)),))


def _phase_over(st: State, events: list[Event]) -> State | None:
    from game.tsukuyumi.scoring import end_round

    if st.stage != FEAST_STAGE:
        return None
    return end_round(replace(st, stage=""), events)


# --- Royal Journey -------------------------------------------------------------------------------

def nest_spots(st: State, seat: int) -> list[Coord]:
    """Where the Nest may go: an empty position adjacent to another zone, or an area tile."""
    start = st.seats[seat].start
    if start is None or start not in st.board.index:
        return []
    others = {z.pos for z in st.board.zones if z.pos != start}
    empty = {n for p in others for n in B.neighbours(p) if n not in st.board.index}
    tiles = {z.pos for z in st.board.zones if z.kind == "area"}
    return sorted(empty | tiles)


def journey(st: State, seat: int, new: Coord, events: list[Event]) -> State:
    """Move the Nest, with its units, onto `new` (see the module docstring)."""
    old = st.seats[seat].start
    assert old is not None
    board = st.board
    nest = board.index[old]
    covered = board.index.get(new)
    fields = {"barrier_markers": board.barrier_markers, "passage_markers":
              board.passage_markers, "tunnels": board.tunnels, "barricades": board.barricades}
    kept = {name: tuple(k for k in keys if old not in B.edge_hexes(k))
            for name, keys in fields.items()}
    zones = tuple(z for z in board.zones if z.pos not in (old, new))
    board = replace(board, zones=zones + (replace(nest, q=new[0], r=new[1]),), **kept)
    marks = [m for m in st.marks if m.at not in (old, new)]
    if covered is not None:
        m = marks_at(st, new)
        rest = replace(m, owner=NOBODY, added=(), cancelled=())
        if not rest.is_empty():
            marks.append(rest)
    gone = st.tiles_gone + ((covered.tile,) if covered is not None and covered.tile else ())
    units = tuple(replace(u, at=new) if u.at == old else u for u in st.units)
    events.append(Event("ts.m4.nest", {"seat": seat, "q": old[0], "r": old[1],
                                       "q2": new[0], "r2": new[1]}))
    st = replace(st, board=board, units=units, tiles_gone=gone,
                 marks=tuple(sorted(marks, key=lambda m: m.at)))
    return with_seat(st, seat, replace(st.seats[seat], start=new))


cyber_strikes.TETSUO_HOOKS.append(_solar_laser)
darkseed.KEEP_SACRIFICED.append(
    lambda st, seat: _on(st) and has_flag(st, seat, "hive_pioneers"))
EGG_REUSE.append(lambda st, seat: _on(st) and has_flag(st, seat, "hive_is_full"))
nomads_weapons.SLOT_HOOKS.append(_extra_slot)
nomads_weapons.KEEP_HOOKS.append(_keep)
nomads_weapons.FIRED_HOOKS.append(_fired)
ON_KILL.append(_count)
ROUND_END.append(_round_end)
GRANTED[DRONE] = (COLOURS, CodeHandler(_drone_legal, _drone_apply, (DRONE,)))
modules.register(replace(modules.REGISTRY[KEY], open_turn=_open_turn, phase_over=_phase_over))
add_kinds({DRONE: 1}, (__doc__ or "").split("(notation, TS-42.2):", 1)[1])

__all__ = ["DRONE", "FEAST_STAGE", "feast_count", "journey", "nest_spots"]
