"""The Nomads (TS-22): Faction effect and Mines. Weapons in combat and the cards N3, N4 are in
`nomads_weapons.py`; the Nomads have no Defensive action (TS-22.4: `combat_base.
DEFENSIVE_ACTIONS` has no entry for them, so the riposte is never offered, TS-7.20).

- Faction effect (TS-22.3, TS-5.1): `nomad_effect <k>` spends the F icon; every Pistol left in
  the supply goes free into the weapon pool, and then ONE of: k = 0, each Stuff Sergeant places
  1 Mine in its zone; k = 1, the Nomads ignore radioactivity this round (the seat flag
  `scoring.RADIATION_IMMUNE_FLAG`, TS-9.5, cleared at the end of the round, TS-11.1 (4)).
  DECISIONS: k = 0 is offered only when at least one Mine can be placed (k = 1 is always
  offered and is never worse than the Pistols alone); every Sergeant that can place its Mine
  does, in unit order (a Mine only helps its owner).
- Mine placement (TS-22.9): a zone the Nomads control (never a start zone), holding no enemy
  unit, with fewer Mines than the per-zone limit (3), while the supply (20) lasts.
- Mine trigger (TS-22.10, an entry effect of `geometry.ENTRY_EFFECTS`): when enemy units that
  do not fly enter a mined zone by any movement (a move, a push, a retreat, an Oni move; never
  a placement), all the Mines there explode and return to the supply: 10 damage per Mine to the
  units of each enemy owner entering at that step, assigned by their owner; the survivors go on.
  Damage to Oni (TS-7.27): in an Oni action of the active player (their conquest moves, TS-8.16
  moves) that player assigns it (`damage.default_assigner`); during a combat the only Oni moves
  are pushes and retreats, so there the Oni chooser assigns it. Flying units (and every unit
  under a "this round, all fly" effect) neither trigger nor take it; the Nomads' own units do
  not either.
"""

from __future__ import annotations

from dataclasses import replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import data
from game.tsukuyumi.actions import Action
from game.tsukuyumi.damage import oni_chooser, request_damage
from game.tsukuyumi.engine import CodeHandler, consume
from game.tsukuyumi.factions import nomads_weapons, register_effect
from game.tsukuyumi.geometry import ENTRY_EFFECTS, is_flying
from game.tsukuyumi.production_items import add_weapon, weapons_left
from game.tsukuyumi.scoring import RADIATION_IMMUNE_FLAG
from game.tsukuyumi.state import ONI, Coord, State, marks_at, units_at, with_marks, with_seat
from game.tsukuyumi.zones import zone

NOMADS = "nomads"
PISTOL = "pistol"
MINE = "mine"
"""The supply key of the Mines (`data.SUPPLY_BY_KEY`)."""
MINE_LAYER = "mines"
"""The unit ability of the Stuff Sergeant."""
MINES, IMMUNITY = 0, 1
"""The `nomad_effect <k>` choices."""
KINDS = {"nomad_effect": 1}
"""Action kinds and arities (mirrored in `actions.ARITY`)."""


def nomads_seat(st: State) -> int | None:
    """The seat playing the Nomads, if any (the owner of every Mine)."""
    return next((i for i, s in enumerate(st.seats) if s.faction == NOMADS), None)


# --- Mines: placement (TS-22.9) ------------------------------------------------------------------

def mines_in_play(st: State) -> int:
    """Mines on the board; the rest are in the supply."""
    return sum(m.mines for m in st.marks)


def can_mine(st: State, seat: int, at: Coord) -> bool:
    """May a Stuff Sergeant of the seat place a Mine in this zone now (TS-22.9)?"""
    supply = data.SUPPLY_BY_KEY[MINE]
    z = zone(st, at)
    m = marks_at(st, at)
    return (z is not None and z.kind != "start" and m.owner == seat
            and not any(u.owner != seat for u in units_at(st, at))
            and (supply.per_zone == 0 or m.mines < supply.per_zone)
            and mines_in_play(st) < supply.count)


def lay_mines(st: State, seat: int, events: list[Event]) -> State:
    """Each Stuff Sergeant places 1 Mine in its zone where it may (TS-22.3, TS-22.9)."""
    for u in sorted((u for u in st.units if u.owner == seat
                     and data.UNIT_BY_KEY[u.kind].has(MINE_LAYER)), key=lambda u: u.uid):
        if can_mine(st, seat, u.at):
            m = marks_at(st, u.at)
            st = with_marks(st, replace(m, mines=m.mines + 1))
            events.append(Event("ts.nomads.mine", {"seat": seat, "q": u.at[0], "r": u.at[1],
                                                   "count": m.mines + 1}))
    return st


# --- Faction effect (TS-22.3, TS-5.1) ------------------------------------------------------------

def _effect_legal(st: State, seat: int, value: int) -> list[Action]:
    turn = st.turn
    if turn is None or turn.seat != seat or st.pending:
        return []
    out = []
    if any(can_mine(st, seat, u.at) for u in st.units
           if u.owner == seat and data.UNIT_BY_KEY[u.kind].has(MINE_LAYER)):
        out.append(Action("nomad_effect", (MINES,)))
    out.append(Action("nomad_effect", (IMMUNITY,)))
    return out


def _effect_apply(st: State, seat: int, action: Action, events: list[Event]) -> State:
    if action not in _effect_legal(st, seat, 1):
        raise IllegalAction("No Mine can be placed now.", "ts.illegal.no_mine")
    st = consume(st, "F")
    events.append(Event("ts.nomads.effect", {"seat": seat,
                                             "choice": "mines" if action.args[0] == MINES
                                             else "immunity"}))
    for _ in range(weapons_left(st, seat, PISTOL)):  # every available Pistol, free
        st = add_weapon(st, seat, PISTOL, events, 0)
    if action.args[0] == MINES:
        return lay_mines(st, seat, events)
    me = st.seats[seat]
    if RADIATION_IMMUNE_FLAG not in me.flags:
        st = with_seat(st, seat, replace(me, flags=me.flags + (RADIATION_IMMUNE_FLAG,)))
    return st


# --- Mines: the trigger (TS-22.10) ---------------------------------------------------------------

def _oni_assigner(st: State) -> int | None:
    """Who assigns Mine damage to the Oni: in a combat (a push, a retreat) the Oni chooser,
    else the default (the seat of the Oni action) (TS-7.27)."""
    c = st.combat
    if c is None:
        return None
    return c.chooser if c.chooser >= 0 else oni_chooser(st, c.active)


def mines_effect(st: State, uids: tuple[int, ...], to: Coord, active: int,
                 events: list[Event]) -> State:
    """Units entering `to` at one step set off its Mines (TS-22.10)."""
    m = marks_at(st, to)
    owner = nomads_seat(st)
    if not m.mines or owner is None:
        return st
    entering = set(uids)
    hit = [u for u in st.units if u.uid in entering and u.at == to and u.owner != owner
           and not is_flying(st, u)]
    if not hit:
        return st
    amount = m.mines * data.SUPPLY_BY_KEY[MINE].value
    st = with_marks(st, replace(m, mines=0))  # back to the supply
    events.append(Event("ts.nomads.mines", {"seat": owner, "q": to[0], "r": to[1],
                                            "count": m.mines, "amount": amount}))
    victims = sorted({u.owner for u in hit}, key=lambda o: (o == ONI, o))
    for victim in reversed(victims):  # the first victim's choice comes first
        st = request_damage(st, victim, amount, tuple(u.uid for u in hit if u.owner == victim),
                            to, events, assigner=_oni_assigner(st) if victim == ONI else None,
                            dealer=owner)  # the Mines' kills are the Nomads' (TS-M1.6)
    return st


register_effect(NOMADS, CodeHandler(_effect_legal, _effect_apply, ("nomad_effect",)))
ENTRY_EFFECTS.append(mines_effect)
__all__ = ["KINDS", "can_mine", "lay_mines", "mines_effect", "nomads_seat", "nomads_weapons"]
