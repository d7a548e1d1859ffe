"""The Tsukuyumi table's reading of legal actions: what each argument means, readable labels,
and the grouping the screen needs (zone actions, unit actions, movement, buttons).

Nothing here is specific to one action kind unless it must be: the argument names come from the
action grammar in `game.tsukuyumi.actions`'s docstring (`deploy <uid> <q> <r>`), so a kind added
by another module is understood as soon as its grammar line is written — `<q> <r>` makes it a
zone action (a click on that zone), `<uid>` a unit action. A kind without a grammar line is a
zone action when its arguments hold a board position. Labels come from the catalogue key
`ts.ui.act.<kind>` filled with the arguments by name and their readable forms (`{zone}`,
`{unit}`, `{card}` …), falling back to the notation.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.i18n import capitalised, number
from game.tsukuyumi import actions as grammar
from game.tsukuyumi import cards, data
from game.tsukuyumi.actions import WHITE_ACTIONS, Action
from game.tsukuyumi.production import Basket
from game.tsukuyumi.state import ONI

Cell = tuple[int, int]
DIRECTION_KEYS = ("se", "ne", "n", "nw", "sw", "s")
FINISHERS = ("go", "done", "end", "ready", "reinforce_done", "oni_done", "noriposte", "cancel")
"""Kinds that close a step: drawn last in the bar (the first ones as the primary button)."""
PRIMARY = ("go", "done", "end", "ready")
MOVE, UNMOVE = "move", "unmove"
FIELD_HOOKS: list[Callable[[Any, Action, dict[str, Any]], None]] = []
"""Label fields added by other table modules: (words, action, fields) -> None, filling
`fields` (the legendary Oni's names, `legendary_ui.fields`)."""
_LINE = re.compile(r"^\s{4}([a-z_]+)((?:\s+(?:<[a-z_0-9]+>|\[<[a-z_0-9]+>\]|…))*)(?:\s{2,}|$)",
                   re.M)


@functools.cache
def arg_names(kind: str) -> tuple[str, ...] | None:
    """The argument names of a kind from the grammar ("…" for a repeated part), or None."""
    for m in _LINE.finditer(grammar.grammar_text()):
        if m.group(1) == kind:
            return tuple(a or "…" for a, _ in re.findall(r"<([a-z_0-9]+)>|(…)", m.group(2)))
    return None


def zone_of(action: Action, cells: frozenset[Cell] = frozenset()) -> Cell | None:
    """The board position an action names (its `<q> <r>`), or None. A kind the grammar does
    not describe: the first pair of its arguments that is one of `cells`."""
    names = arg_names(action.kind)
    args = action.args
    if names is not None:
        if "…" in names:
            if action.kind in ZONE_OF:  # a plug-in kind's own reading (M4: fplay)
                return ZONE_OF[action.kind](action, cells)
            if action.kind != "play":
                return None
            rest = args[1:]  # an event's own parameters: its target zone first, if any
            for i in range(len(rest) - 1):
                if (rest[i], rest[i + 1]) in cells:
                    return (rest[i], rest[i + 1])
            return None
        for i in range(len(names) - 1):
            if names[i] == "q" and names[i + 1] == "r" and i + 1 < len(args):
                return (args[i], args[i + 1])
        return None
    for i in range(len(args) - 1):
        if (args[i], args[i + 1]) in cells:
            return (args[i], args[i + 1])
    return None


def unit_of(action: Action) -> int | None:
    """The unit id an action names (its `<uid>`), or None."""
    names = arg_names(action.kind)
    if names and "uid" in names:
        i = names.index("uid")
        if i < len(action.args):
            return action.args[i]
    return None


@dataclass
class Options:
    """The viewer's legal actions, sorted for the screen."""

    legal: tuple[Action, ...] = ()
    by_cell: dict[Cell, list[Action]] = field(default_factory=dict)
    """Actions naming a position: a click there."""
    by_unit: dict[int, list[Action]] = field(default_factory=dict)
    """Actions naming a unit and a position (deploy, Oni moves): select, then a destination."""
    unit_only: dict[int, list[Action]] = field(default_factory=dict)
    """Actions naming a unit and no position (assign, upgrade, unmove …)."""
    movers: frozenset[int] = frozenset()
    """Units with a Movement step (a plan)."""
    buttons: list[Action] = field(default_factory=list)
    """Everything without a position, for the bar (finishers last)."""
    picks: list[Action] = field(default_factory=list)

    def cells(self) -> frozenset[Cell]:
        """Positions with an action."""
        return frozenset(self.by_cell)


def sort_actions(legal: Sequence[Action], cells: frozenset[Cell] = frozenset()) -> Options:
    """Group legal actions for the screen."""
    o = Options(legal=tuple(legal))
    movers: set[int] = set()
    finish: list[Action] = []
    for a in legal:
        if a.kind == "pick":
            o.picks.append(a)
            continue
        if a.kind == MOVE:
            movers.add(a.args[0])
            continue
        at = zone_of(a, cells)
        uid = unit_of(a)
        if at is not None:
            o.by_cell.setdefault(at, []).append(a)
            if uid is not None:
                o.by_unit.setdefault(uid, []).append(a)
            continue
        if uid is not None:
            o.unit_only.setdefault(uid, []).append(a)
        if a.kind in FINISHERS:
            finish.append(a)
        else:
            o.buttons.append(a)
    finish.sort(key=lambda a: FINISHERS.index(a.kind))
    o.buttons += finish
    o.movers = frozenset(movers)
    return o


# --- readable forms -------------------------------------------------------------------------------


def _basket(view: Any) -> Basket | None:
    """The open Production action's basket (the Nomads' discount gives free items, TS-22.7:
    the menu said « (1 PP) » for a unit it gave for nothing, a newcomer's game)."""
    pending = getattr(view, "pending", ())
    return Basket.of(pending[-1]) if pending and pending[-1].kind == "production" else None


@dataclass(frozen=True)
class Words:
    """What labels need to read arguments: the catalogue, the view and names."""

    t: Callable[..., str]
    view: Any
    name: Callable[[int], str]

    def zone(self, at: Cell) -> str:
        """A zone in words: its type and coordinates ("Mountain +15 (2, −1)")."""
        return zone_words(self.t, self.view, at)

    def unit(self, uid: int) -> str:
        """A unit on the board by name ("Worker"); its id when it is gone."""
        for u in self.view.units:
            if u.uid == uid:
                return unit_name(self.t, u.kind)
        return f"#{uid}"

    def owner(self, owner: int) -> str:
        """A seat's name, or "the Oni"."""
        return side_name(self.t, self.name, owner)


def side_name(t: Callable[..., str], name: Callable[[int], str], owner: int,
              opening: bool = False) -> str:
    """A seat's name or "the Oni"; capitalised when it opens a line ("Les Oni : …")."""
    text = t("ts.ui.oni") if owner == ONI else name(owner)
    return capitalised(text) if opening else text


def coords(at: Cell) -> str:
    """"(2, −1)" with a true minus sign and a no-break space, so that a wrapped title never
    splits "(2, / −1)" (the log's templates do the same)."""
    return f"({number(at[0])},\u00a0{number(at[1])})"


def unit_name(t: Callable[..., str], key: str) -> str:
    """A unit type's name."""
    return t(f"ts.unit.{key}.name")


def unit_count(t: Callable[..., str], key: str, n: int) -> str:
    """"2 × Private": a count of a unit type (the names are singular: "2 Private" read
    wrong, and the catalogue has no plural for each of the 42 names in two languages). The
    spaces do not break: a tooltip read « …Sergent Matos, 1 » / « × Chasseur… »."""
    return f"{n}\u00a0×\u00a0{unit_name(t, key)}"


def zone_words(t: Callable[..., str], view: Any, at: Cell) -> str:
    """A position in words: zone type (or start zone, or empty position) and coordinates."""
    z = view.board.index.get(at)
    if z is None:
        return t("ts.ui.zone.empty", at=coords(at))
    if z.kind == "start":
        kind = t(f"ts.start_zone.{data.FACTION_BY_KEY[z.faction].start_zone}") \
            if z.faction in data.FACTION_BY_KEY else t("ts.zone.start")
    elif z.kind == "moon":
        kind = t("ts.zone.moon_centre") if at == (0, 0) else t("ts.zone.moon")
    elif z.zone_type == "mountain":
        kind = t("ts.zone.mountain_value", value=z.mountain)
    else:
        kind = t(f"ts.zone.{z.zone_type}")
    return f"{kind} {coords(at)}"


def card_code_text(t: Callable[..., str], code: str, value: int) -> str:
    """One icon of an action card in words ("Movement 2", "Faction effect")."""
    name = t(f"ts.action.{code}")
    return name if code in cards.UNNUMBERED else f"{name} {value}"


def _viewer_faction(w: Words) -> str:
    seat = w.view.seat
    return w.view.seats[seat].faction if seat is not None else ""


def fields_for(w: Words, action: Action) -> dict[str, Any]:
    """The label fields of an action: every argument by its grammar name, plus readable forms
    (`zone`, `unit`, `card`, `faction` …)."""
    t = w.t
    names = arg_names(action.kind) or ()
    args = action.args
    out: dict[str, Any] = {}
    for i, value in enumerate(args):
        name = names[i] if i < len(names) and names[i] != "…" else f"a{i}"
        out.setdefault(name, value)
    at = zone_of(action, frozenset(w.view.board.index) | frozenset(w.view.board.edge_positions))
    if at is not None:
        out["zone"] = w.zone(at)
    if "uid" in out:
        out["unit"] = w.unit(out["uid"])
        unit = next((u for u in w.view.units if u.uid == out["uid"]), None)
        if unit is not None:
            spec = data.UNIT_BY_KEY[unit.kind]
            out.update(health=spec.health, conquest=spec.conquest, attack=spec.attack,
                       at=coords(unit.at))
    kind = action.kind
    if kind == "faction":
        f = data.FACTIONS[args[0]]
        out["faction"] = t(f"ts.faction.{f.key}")
    elif kind == "tile":
        from game.tsukuyumi.tiles import TILE_BY_ID, barriers_after_rotation

        out["tile"] = f"T{args[2]:02d}"
        tile = TILE_BY_ID.get(out["tile"])
        sides = barriers_after_rotation(tile, args[3]) if tile is not None else ()
        # « barrage côté SE »: « barrages SE » lacked its preposition (a review)
        out["sides"] = t("ts.ui.sides", n=len(sides), names=", ".join(
            t(f"ts.ui.dir.{DIRECTION_KEYS[d]}") for d in sides)) if sides \
            else t("ts.ui.barriers.none")
    elif kind == "pick":
        out["card"] = cards.action_id(args[0])
    elif kind == "white":
        out["action"] = t(f"ts.action.{WHITE_ACTIONS[args[0]]}")
    elif kind == "initiative":
        out["places"] = abs(args[0])
        out["way"] = t("ts.arg.way.up" if args[0] < 0 else "ts.arg.way.down")
    elif kind in ("buy", "upgrade"):
        key = data.UNITS[args[-3] if kind == "buy" else args[1]].key
        label = "unit" if kind == "buy" else "to_unit"
        out[label] = unit_name(t, key)
        basket = _basket(w.view)
        if kind == "upgrade":  # the chain's price, not the new unit's (TS-21.11, TS-23.2)
            unit = next((u for u in w.view.units if u.uid == args[0]), None)
            price = data.upgrade_cost(unit.kind, key) if unit is not None else None
            out["cost"] = "?" if price is None else price
        else:
            out["cost"] = 0 if basket is not None and basket.free_units \
                else data.UNIT_BY_KEY[key].cost
    elif kind == "uplink":
        uplink = data.UPLINKS.get(f"U{args[0]}")
        out["uplink"] = t(f"ts.uplink.{uplink.key}.name") if uplink else f"U{args[0]}"
        out["cost"] = uplink.cost if uplink else "?"
    elif kind in ("weapon", "ammo"):
        weapon = data.WEAPONS[args[0]] if 0 <= args[0] < len(data.WEAPONS) else None
        out["weapon"] = t(f"ts.weapon.{weapon.key}") if weapon else str(args[0])
        basket = _basket(w.view)
        out["cost"] = 0 if kind == "weapon" and basket is not None and basket.free_weapons \
            else weapon.cost if weapon else "?"
    elif kind == "oni":
        oni = next((u for u in data.ONI_UNITS if u.size == data.SIZES[args[0]]), None)
        out["unit"] = unit_name(t, oni.key) if oni else str(args[0])
    elif kind == "reinforce":
        out["unit"] = unit_name(t, data.ONI_UNITS[args[0]].key)
    elif kind == "combat":
        out["card"] = combat_card_name(t, _viewer_faction(w), args[2])
    elif kind == "split":
        out["owner"] = _next_recipient(w)
    elif kind == "riposte":
        out["riposte"] = t(f"ts.riposte.{cards.RIPOSTES[args[0]]}")
    elif kind in ("play", "scout") and args:
        out["event"] = t(f"ts.event.E{args[0]:02d}.name")
    elif kind == "draw" and args:
        shown = w.view.event_display[args[0]] if args[0] < len(w.view.event_display) else 0
        out["event"] = t(f"ts.event.E{shown:02d}.name") if shown else t("ts.ui.draw.blind")
    elif kind == "swarm":
        out["abilities"] = " + ".join(t(f"ts.ui.swarm.{a}") for a in args)
    elif kind in ("terra", "terra_edge") and len(args) > 1:
        from game.tsukuyumi.factions.boarlords import TERRAFORMS

        out["marker"] = t(f"ts.arg.marker.{TERRAFORMS[args[1]]}")
    elif kind == "orbital" and args:
        out["strike"] = t(f"ts.ui.orbital.{args[0]}")
    elif kind == "nomad_effect" and args:
        out["choice"] = t(f"ts.ui.nomad_effect.{args[0]}")
    elif kind == "arm" and args:
        weapon = data.WEAPONS[args[0]] if 0 <= args[0] < len(data.WEAPONS) else None
        out["weapon"] = t(f"ts.weapon.{weapon.key}") if weapon else str(args[0])
    elif kind == "tenno" and args:
        out["action"] = t(f"ts.action.{WHITE_ACTIONS[args[0]]}")
    elif kind == "free_upgrade" and len(args) > 1:
        out["to_unit"] = unit_name(t, data.UNITS[args[1]].key)
    elif kind in FIELDS:
        out.update(FIELDS[kind](w, action))
    for hook in FIELD_HOOKS:
        hook(w, action, out)
    return out


FIELDS: dict[str, Callable[[Words, Action], dict[str, Any]]] = {}
ZONE_OF: dict[str, Callable[[Action, frozenset[Cell]], Cell | None]] = {}
"""The zone a plug-in kind with variable arguments names, if any (M4's `fplay`)."""
"""Label fields of the kinds that plug-ins add (the modules' tables register theirs)."""


def _next_recipient(w: Words) -> str:
    """Who the next share of a damage split goes to (the top `split` prompt's data)."""
    pending = w.view.pending
    if pending and pending[-1].kind == "split":
        _q, _r, _flags, _total, n, *rest = pending[-1].data
        recipients, shares = rest[:n], rest[n:]
        if len(shares) < len(recipients):
            return w.owner(int(recipients[len(shares)]))
    return "?"


def combat_card_name(t: Callable[..., str], faction: str, number: int) -> str:
    """A faction's combat card number n by name ("Gore (B2)")."""
    card = next((c for c in cards.combat_cards_of(faction) if int(c.card_id[1:]) == number),
                None)
    if card is None:
        return f"C{number}"
    return f"{t(f'ts.combat.{card.card_id}.name')} ({card.card_id})"


def label(w: Words, action: Action) -> str:
    """An action in words: `ts.ui.act.<kind>` with its fields, else its notation."""
    key = f"ts.ui.act.{action.kind}"
    from game.ui import i18n

    basket = _basket(w.view) if action.kind == "done" else None
    if basket is not None and basket.budget > 0:  # TS-5.14: « Terminé » threw PP away
        return w.t("ts.ui.act.done_lost", n=basket.budget)  # without a word (stop 97)

    if not i18n.has(key):
        return str(action)
    try:
        return w.t(key, **fields_for(w, action))
    except (IndexError, KeyError, ValueError, AttributeError):
        return str(action)


def distinct(w: Words, acts: Sequence[Action]) -> list[tuple[str, Action]]:
    """(label, action) with one action per distinct label (identical units collapse)."""
    seen: dict[str, Action] = {}
    for a in acts:
        seen.setdefault(label(w, a), a)
    return list(seen.items())


__all__ = ["FINISHERS", "PRIMARY", "Options", "Words", "arg_names", "coords", "distinct",
           "fields_for", "label", "sort_actions", "unit_of", "zone_of", "zone_words"]
