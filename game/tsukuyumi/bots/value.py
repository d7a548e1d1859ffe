"""A position value for the Tsukuyumi bots (TS-42.10), read from a state drawn from a view.

`seat_value(st, seat)` is, in VP-like units:

    immediate VP (TS-10.1)
    + projected end VP: controlled zones, Fertile ground 2 (TS-10.7), the initiative position
      (TS-10.8), the Moon centre's VP at the round ends still to come (TS-10.2) — at two
      players instead the Victory cards' total as things stand (TS-13.2)
    + unit value: each unit on the board is worth (cost + strength) x a weight that falls as
      the game runs out (units score nothing at the end); units a Radioactive zone will kill
      at the round's end (TS-9.5) count little; uplinks, Weapons and event cards in hand too
    + reach: zones the seat's units stand in or next to and could conquer (TS-7.5, TS-42.8):
      a quarter of their VP, most of it when a combat icon of the open turn can take them now
    − exposure: its zones an enemy player (or the Oni, less likely: they act only through Oni
      actions) can reach with enough conquest to take them, weighted by the chance.

`relative(st, seat)` is the seat's value minus a blend of the best and the average opponent:
every bot decision maximises it, so hurting the leader counts and helping anyone does not.
Everything here reads only public parts of the state (TS-40.1, TS-40.2) and the seat's own
event hand, so a determinized state gives the same number as the real one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.tsukuyumi import data
from game.tsukuyumi.board import Board, is_blocked, neighbour_zones
from game.tsukuyumi.combat_base import CONQUEST_BLOCKS, ENTRENCH, ZONE_BONUSES, conquest_of
from game.tsukuyumi.engine import icon_value
from game.tsukuyumi.modules import m6_oni_powers as m6
from game.tsukuyumi.modules.m5_mascots import is_mascot
from game.tsukuyumi.round import initiative_vp, last_round
from game.tsukuyumi.scoring import MOON_CENTRE, RADIATION_IMMUNE, total, vp_mode
from game.tsukuyumi.state import NOBODY, ONI, OVER, Coord, State, Unit
from game.tsukuyumi.zones import has, zone_vp

PHASE_STEP = {"white": 0, "blue": 1, "green": 2, "red": 3, "scoring": 4}
"""How far into a round a phase is, in quarters."""
UNREACHABLE = 10**6
"""The conquest `Index.need` gives for a zone a rule forbids the attacker to conquer."""
PLAYER_RISK = 0.35
"""Chance that an enemy able to take a zone does so (exposure)."""
ONI_RISK = 0.2
"""The same for the Oni, which act only when a player spends an Oni action on them."""
REACH = 0.25
"""Share of a reachable zone's VP counted as a prospect."""
STRIKE = 0.5
"""Share of a zone's VP counted when a combat icon of the open turn can take it now."""
REACH_ZONES = 3
"""Prospects counted per seat."""
EVENT_CARD = 0.3
"""An event card kept in hand."""
BEST_WEIGHT = 0.6
"""Weight of the strongest opponent in `relative` (the rest on the average).

Measured for the hard seat alone (its own weights set only while it decides, the normal
seats keeping these), on the bench's games 40-79 with every toggle on (main: 21 wins of 40,
mean VP lead over the best opponent -0.15): `BEST_WEIGHT` 1.0 gave 14 wins (-1.07), 0.3 gave
20 (+0.05), 0.0 gave 16 (-0.65); `PLAYER_RISK` 0.6 gave 10 (-1.12), 0.2 gave 16 (-1.25).
None kept: the values here are at or near the best of what was tried (the harness, given
these values, replays main's 40 games to the same scores and winners)."""


# --- the horizon ------------------------------------------------------------------------------

def rounds_left(st: State) -> float:
    """Rounds still to play, the current one counted by the part of it left (0 at the end)."""
    if st.phase == OVER:
        return 0.0
    last = last_round(st)
    if st.round <= 0:
        return float(last)
    return max(0.0, last - st.round + 1 - PHASE_STEP.get(st.phase, 0) / 4)


def unit_weight(st: State) -> float:
    """VP per point of unit worth: about 0.3 at the start, about 0.06 in the last red phase."""
    return 0.05 + 0.06 * rounds_left(st)


def unit_points(kind: str) -> float:
    """A unit type's worth in points: its production cost plus its values (the Oni, never
    produced, by their values alone)."""
    u = data.UNIT_BY_KEY[kind]
    return u.cost + (u.conquest + u.attack + u.health) / 40


def attacks_left(st: State, seat: int) -> bool:
    """Can `seat` (or the Oni, seat ONI) still fight in this game (a red or white phase to
    come, or its red turn not over yet)?"""
    if st.phase == OVER:
        return False
    if st.round < last_round(st):
        return True
    if st.phase == "scoring":
        return False
    return not (st.phase == "red" and seat >= 0 and seat in st.done)


# --- the board index --------------------------------------------------------------------------

@dataclass(frozen=True)
class BoardFacts:
    """What the value terms read of a board, computed once per board."""

    adjacent: dict[Coord, tuple[Coord, ...]]
    """Per zone, the adjacent zones across no barrier (for non-Boarlords)."""
    worth: dict[Coord, int]
    """Per conquerable zone (not a start zone, TS-7.8), its VP to its controller: 1, Fertile
    ground 2, devastated 0 (TS-10.7), the Moon centre 1 more for its round VP (TS-10.2)."""


_FACTS: dict[int, tuple[Board, BoardFacts]] = {}


def facts(board: Board) -> BoardFacts:
    """The board's facts, cached per board object."""
    hit = _FACTS.get(id(board))
    if hit is not None and hit[0] is board:
        return hit[1]
    adj = {z.pos: tuple(nb for nb in neighbour_zones(board, z.pos)
                        if not is_blocked(board, z.pos, nb)) for z in board.zones}
    worth = {z.pos: (0 if z.devastated else 2 if z.zone_type == "fertile" else 1)
             + (1 if z.pos == MOON_CENTRE else 0) for z in board.zones if z.kind != "start"}
    if len(_FACTS) > 64:
        _FACTS.clear()
    found = BoardFacts(adj, worth)
    _FACTS[id(board)] = (board, found)
    return found


def open_adjacent(board: Board) -> dict[Coord, tuple[Coord, ...]]:
    """Per zone, the adjacent zones across no barrier (for non-Boarlords)."""
    return facts(board).adjacent


def unit_conquest(st: State, u: Unit) -> int:
    """The unit's conquest value in a conquest now, as the engine counts it: TS-M6.4 Renewed
    Strength doubles the Oni's (the raw values made a zone the card had put out of reach
    look conquerable)."""
    return conquest_of(st, (u,))


@dataclass
class Index:
    """Per-state sums the value terms share, computed once."""

    st: State
    conquest: dict[Coord, dict[int, int]] = field(default_factory=dict)
    """Zone -> owner -> the conquest of its units there (TS-7.5)."""
    owner: dict[Coord, int] = field(default_factory=dict)
    """Zone -> the owner of its territory marker (TS-9.13)."""
    reach: dict[int, dict[Coord, int]] = field(default_factory=dict)
    """Owner -> zone -> its conquest in the zone and in the zones next to it."""
    bonus: dict[tuple[Coord, int], int] = field(default_factory=dict)
    needs: dict[tuple[Coord, int], int] = field(default_factory=dict)
    armed: set[tuple[Coord, int]] = field(default_factory=set)
    """(zone, owner) where the owner has a unit that may fight: not only a mascot, which
    never fights alone (TS-M5.4)."""

    def __post_init__(self) -> None:
        st = self.st
        for u in st.units:
            per = self.conquest.setdefault(u.at, {})
            per[u.owner] = per.get(u.owner, 0) + unit_conquest(st, u)
            if not is_mascot(u.kind):
                self.armed.add((u.at, u.owner))
        adj = open_adjacent(st.board)
        armed_reach: set[tuple[Coord, int]] = set()
        for at, per in self.conquest.items():
            for o, c in per.items():
                pot = self.reach.setdefault(o, {})
                for z in (at, *adj.get(at, ())):
                    pot[z] = pot.get(z, 0) + c
                    if (at, o) in self.armed:
                        armed_reach.add((z, o))
        # mascots alone reach nothing: a zone only they could enter is no prospect (TS-M5.4)
        for o, pot in self.reach.items():
            for z in [z for z in pot if (z, o) not in armed_reach]:
                del pot[z]
        self.entrenched: dict[Coord, int] = {}
        for m in self.st.marks:
            if m.owner != NOBODY:
                self.owner[m.at] = m.owner
            if m.entrench != NOBODY:  # E16 (TS-31.2): +15 when defending there
                self.entrenched[m.at] = m.entrench

    def zone_bonus(self, at: Coord, attacker: int) -> int:
        """Mountain and hook bonuses against an attacker (TS-7.6), cached."""
        key = (at, attacker)
        if key not in self.bonus:
            z = self.st.board.index.get(at)
            base = z.mountain if z is not None else 0
            self.bonus[key] = base + sum(b(self.st, at, attacker) for b in ZONE_BONUSES)
        return self.bonus[key]

    def need(self, at: Coord, attacker: int) -> int:
        """The conquest `attacker` needs in `at` (TS-42.8), cached."""
        key = (at, attacker)
        found = self.needs.get(key)
        if found is None and any(block(self.st, at, attacker) for block in CONQUEST_BLOCKS):
            # TS-M8.16: while the Profanateur is in play no conquest takes such a zone
            found = self.needs[key] = UNREACHABLE
        if found is None:
            dug = self.entrenched.get(at)
            best = max((c + (ENTRENCH if o == dug else 0)
                        for o, c in self.conquest.get(at, {}).items() if o != attacker),
                       default=0)
            found = self.needs[key] = best + self.zone_bonus(at, attacker)
        return found

    def potential(self, at: Coord, owner: int) -> int:
        """`owner`'s conquest in `at` and in the zones next to it (one step away)."""
        return self.reach.get(owner, {}).get(at, 0)


def conquerable(st: State, at: Coord) -> bool:
    """A zone a player may conquer: on the board, not a start zone (TS-7.8)."""
    z = st.board.index.get(at)
    return z is not None and z.kind != "start"


# --- the terms --------------------------------------------------------------------------------

def units_value(st: State, seat: int) -> float:
    """The seat's units, uplinks, Weapons and kept events, in VP."""
    weight = unit_weight(st)
    immune = any(rule(st, seat) for rule in RADIATION_IMMUNE)
    total = 0.0
    for u in st.units:
        if u.owner != seat:
            continue
        worth = unit_points(u.kind)
        if not immune and has(st, u.at, "radioactive"):
            worth *= 0.3  # TS-9.5: dead at the round's end unless it moves out
        total += worth
    me = st.seats[seat]
    total += sum(data.UPLINK_BY_KEY[k].cost for k in me.uplinks if k in data.UPLINK_BY_KEY)
    total += sum(data.WEAPON_BY_KEY[k].cost for k in me.weapons if k in data.WEAPON_BY_KEY)
    return total * weight + EVENT_CARD * len(me.events) * min(1.0, rounds_left(st))


def moon_value(st: State, seat: int) -> float:
    """The Moon centre's VP still to come for its controller (TS-10.2)."""
    if st.phase == OVER or st.phase == "scoring":
        return 0.0
    if st.board.index.get(MOON_CENTRE) is None:
        return 0.0
    owner = next((m.owner for m in st.marks if m.at == MOON_CENTRE), NOBODY)
    if owner != seat:
        return 0.0
    later = max(0, last_round(st) - max(st.round, 1))
    return 0.9 + 0.5 * later


def exposure(ix: Index, seat: int) -> float:
    """VP the seat may lose: each of its zones an enemy can reach with enough conquest."""
    st = ix.st
    enemies = [s for s in range(st.n) if s != seat and attacks_left(st, s)]
    # under Oni Revenge the Oni attack units and conquer nothing (TS-M6.4)
    oni = attacks_left(st, ONI) and not m6.revenge(st)
    total = 0.0
    worth = facts(st.board).worth
    for at, owner in ix.owner.items():
        if owner != seat:
            continue
        vp = worth.get(at, 0)
        risk = 0.0
        for e in enemies:
            reach = ix.potential(at, e)
            if reach and reach >= ix.need(at, e):
                risk = PLAYER_RISK
                break
        if not risk and oni:
            reach = ix.potential(at, ONI)
            if reach and reach >= ix.need(at, ONI):
                risk = ONI_RISK
        total += risk * vp
    return total


def prospects(ix: Index, seat: int) -> float:
    """VP the seat may take: zones where its units (in or next to them) have the conquest
    needed; the ones it stands in count nearly in full while the open turn of `seat` still
    has combat icons (TS-5.24)."""
    st = ix.st
    if not attacks_left(st, seat):
        return 0.0
    combats = icon_value(st, "C") if st.turn is not None and st.turn.seat == seat else 0
    worth = facts(st.board).worth
    owner = ix.owner
    strikes: list[tuple[float, Coord]] = []
    hopes: list[float] = []
    if combats:
        for at, per in ix.conquest.items():
            mine = per.get(seat, 0) if (at, seat) in ix.armed else 0  # TS-M5.4
            if mine and at in worth and owner.get(at) != seat and mine >= ix.need(at, seat):
                strikes.append((STRIKE * worth[at], at))
        strikes.sort(reverse=True)
    struck = {at for _, at in strikes[:combats]}
    for at, reach in ix.reach.get(seat, {}).items():
        if at in struck or at not in worth or owner.get(at) == seat or not worth[at]:
            continue
        if reach >= ix.need(at, seat):
            hopes.append(REACH * worth[at])
    hopes.sort(reverse=True)
    return sum(v for v, _ in strikes[:combats]) + sum(hopes[:REACH_ZONES])


VALUE_TERMS: list[Callable[[State, int], float]] = []
"""Terms the modules add to a seat's value (M1: progress towards an alternative objective);
asked only when a module is on, so the value is the Stage 1 one otherwise (TS-0.10 (d))."""


def seat_value(st: State, seat: int, ix: Index | None = None) -> float:
    """The seat's position value (see the module docstring)."""
    if st.phase == OVER:
        won = 3.0 if seat in st.winners else 0.0
        return float(st.final[seat]) + won if st.final else won
    ix = ix or Index(st)
    if vp_mode(st) is not None:  # two players: only the Victory cards score (TS-13.2)
        vp = float(total(st, seat))
    else:
        zones = sum(zone_vp(st, at) for at, o in ix.owner.items() if o == seat)
        init = initiative_vp(st, seat) if seat in st.initiative else 0
        vp = st.seats[seat].vp + zones + init + moon_value(st, seat)
    value = vp + units_value(st, seat) + prospects(ix, seat) - exposure(ix, seat)
    if VALUE_TERMS and st.option("modules"):
        value += sum(term(st, seat) for term in VALUE_TERMS)
    return value


def values(st: State) -> list[float]:
    """Every seat's value."""
    ix = Index(st)
    return [seat_value(st, s, ix) for s in range(st.n)]


def relative(st: State, seat: int, best: float = BEST_WEIGHT) -> float:
    """The seat's value against the field: minus the best opponent (weight `best`) and the
    average one (the rest)."""
    vs = values(st)
    others = [v for s, v in enumerate(vs) if s != seat]
    if not others:
        return vs[seat]
    return vs[seat] - best * max(others) - (1 - best) * sum(others) / len(others)


def leader(st: State, seat: int) -> int:
    """The strongest opponent by provisional VP (TS-11.5 totals), ties by initiative."""
    others = [s for s in range(st.n) if s != seat]
    order = st.initiative or tuple(range(st.n))
    return min(others, key=lambda s: (-total(st, s), order.index(s) if s in order else s))
