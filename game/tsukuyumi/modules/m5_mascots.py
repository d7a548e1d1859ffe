"""Module 5, Mascottes — mascots (TS-M5).

Each base faction has one mascot figure (`data/m5_mascots.json`; its values are
RECONSTRUCTED, TS-M5.5: a small unit, conquest 5, health 10, attack 5, no ability but the
`mascot` mark). With the module on:

- TS-M5.1: when a seat places its start zone, its mascot joins its starting units there, free
  of charge (`modules.start_placed`, logged `ts.m5.joined`); it is then deployed like them
  (TS-2.19: the start zone or a starting territory, the usual `deploy` action);
- TS-M5.2: a seat whose mascot is still in play at the end of the game scores 1 VP — an
  end-of-game source counted last (TS-10.9, `scoring.OTHER_VP`), shown live like the zones;
  at two players it scores nothing (TS-13.8: only the Victory cards score, TS-13.2) but the
  mascot still plays as a unit;
- TS-M5.3: a destroyed mascot never returns and is never produced: it is not among
  `data.units_of(faction)` (what Production offers) and costs 0;
- TS-M5.4: a combat (a card, a combat action, an event's or a faction's combat) needs a unit
  of the attacker's faction other than its mascot in the zone (`combat_base.DECLARE_CHECKS`);
  DECISION: alone it is still a defender and chooses its ripostes (nothing stops it there);
- TS-M5.5: for every other rule it is a unit of its faction (movement, presence, control,
  missions, radioactivity, damage, passing through with force 1).

The mascot unit types are added to `data.UNIT_BY_KEY` at import; no state holds one unless
the module is on, so a game without it is the Stage 1 game (TS-0.10 (d)).
"""

from __future__ import annotations

from dataclasses import replace

from game.core.rules import Event, IllegalAction
from game.tsukuyumi import cards, data, modules, scoring
from game.tsukuyumi.combat_base import DECLARE_CHECKS
from game.tsukuyumi.datafile import FACTION_KEYS, load, records
from game.tsukuyumi.state import Coord, State, Unit, units_at

KEY = "m5"
DATA_FILE = "m5_mascots.json"
MASCOT = "mascot"
"""The ability that marks a mascot (`data.ABILITIES`)."""


def _load() -> tuple[dict[str, data.Unit], dict[str, int]]:
    """The mascot unit type of each base faction and its VP, checked."""
    raw = load(DATA_FILE)
    sizes = raw_sizes()
    out: dict[str, data.Unit] = {}
    vps: dict[str, int] = {}
    for r in records(raw, "mascots", DATA_FILE):
        size = r.text("size", data.SIZES)
        unit = data.Unit(r.text("key"), r.text("faction", FACTION_KEYS), size, sizes[size],
                         r.integer("conquest"), r.integer("health", 1), r.integer("attack"),
                         0, 1, (MASCOT,), *r.source())
        if unit.faction in out:
            raise r.fail(f"{unit.faction} has two mascots")
        if unit.key in data.UNIT_BY_KEY:
            raise r.fail(f"{unit.key!r} is already a unit key")
        out[unit.faction] = unit
        vps[unit.faction] = r.integer("vp")
    if sorted(out) != sorted(FACTION_KEYS):
        raise ValueError(f"{DATA_FILE}: one mascot per base faction")
    return out, vps


def raw_sizes() -> dict[str, int]:
    """The force of each size (units.json `sizes`, TS-6.10)."""
    return {u.size: u.force for u in data.UNITS}


MASCOT_OF, VP_OF = _load()
"""The mascot unit type and its VP, by faction (TS-M5.2, TS-M5.5)."""
data.UNIT_BY_KEY.update({u.key: u for u in MASCOT_OF.values()})


def is_mascot(kind: str) -> bool:
    """Is this unit type a mascot?"""
    spec = data.UNIT_BY_KEY.get(kind)
    return spec is not None and spec.has(MASCOT)


def mascot(st: State, seat: int) -> Unit | None:
    """The seat's mascot in play, None when it has none (never placed, or destroyed)."""
    return next((u for u in st.units if u.owner == seat and is_mascot(u.kind)), None)


# --- TS-M5.1: placed with the starting units ----------------------------------------------------

def _start_placed(st: State, seat: int, covered: str, events: list[Event]) -> State:
    """The mascot joins the starting units on the new start zone, free (TS-M5.1)."""
    me = st.seats[seat]
    spec = MASCOT_OF.get(me.faction)
    if spec is None or me.start is None or mascot(st, seat) is not None:
        return st
    unit = Unit(st.next_uid, spec.key, seat, me.start)
    events.append(Event("ts.m5.joined", {"seat": seat, "unit": unit.uid, "unit_kind": spec.key,
                                         "q": me.start[0], "r": me.start[1]}))
    return replace(st, units=st.units + (unit,), next_uid=st.next_uid + 1)


# --- TS-M5.4: never fights alone ----------------------------------------------------------------

def alone(st: State, seat: int, at: Coord) -> bool:
    """Are the seat's only units in the zone mascots (TS-M5.4)?"""
    mine = [u for u in units_at(st, at) if u.owner == seat]
    return bool(mine) and all(is_mascot(u.kind) for u in mine)


def _declare_check(st: State, attacker: int, at: Coord,
                   card: cards.CombatCard) -> IllegalAction | None:
    if attacker < 0 or not modules.is_on(st, KEY) or not alone(st, attacker, at):
        return None
    return IllegalAction("Your mascot cannot fight on its own: a combat needs another of your "
                         "units in the zone.", "ts.illegal.m5_alone")


DECLARE_CHECKS.append(_declare_check)


# --- TS-M5.2: 1 VP at the end if still in play --------------------------------------------------

def vp(st: State, seat: int) -> int:
    """The seat's mascot VP as things stand (TS-M5.2)."""
    me = st.seats[seat]
    return VP_OF.get(me.faction, 0) if mascot(st, seat) is not None else 0


scoring.OTHER_VP.append(scoring.OtherVp("ts.ui.over.m5", lambda st: modules.is_on(st, KEY), vp))
modules.register(modules.Module(
    KEY, "TS-M5",
    reconstructed=lambda: any(u.is_reconstructed for u in MASCOT_OF.values()),
    start_placed=_start_placed))

__all__ = ["KEY", "MASCOT", "MASCOT_OF", "VP_OF", "alone", "is_mascot", "mascot", "vp"]
