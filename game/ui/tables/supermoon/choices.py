"""What the viewer may do now, grouped for the table: drafts, pool items, rover steps, buttons.

Built from the viewer's legal actions (never from the state), once per state and viewer.
Pure data; the table turns it into highlights, chips and buttons.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.supermoon.actions import Action
from game.supermoon.gains import STORE  # "keep it for later" (PU-9.4)

VIRTUAL = 1000  # chip indices of abilities used as actions (PU-18): not pool items
SQUARE_KINDS = ("patch", "rover", "lifepod", "kill_lifepod", "collect_meteor",
                "destroy_meteor", "add_meteor", "flux_meteor",
                "qs_meteor")  # SM-12.3 T4: (square,) on the board of the item's `arg`
TRACK_KINDS = ("energy", "syn", "adv_any", "adv2", "distinct", "choose", "regress",
               "flux_token", "tech_energy", "qs_more")  # SM-12.3 upper A T5
# Abilities that select the round's tile first, a click on its stack (Republic T1, PU-18.15;
# Quantum Solutions T2, SM-12.3).
SELECT_KINDS = ("select", "use.select_large_moves", "use.select_small_steps")


@dataclass(frozen=True)
class Proxy(Action):
    """An ability's action dressed as a pool chip's choice, so the table offers it the way it
    offers pool items (chip, then its choice on the board or in the bar): args are (chip index,
    the real action's args…); `real` is what is submitted (`table.submit` unwraps it)."""

    real: Action | None = None


def ability_kind(a: Action) -> tuple[int, str] | None:
    """The chip (index, kind) of an ability's action: Republic's `select` and `jump`, and each
    corporation ability `use <code>` (kind "use.<name>")."""
    if a.kind == "select":
        return VIRTUAL, "select"
    if a.kind == "jump":
        return VIRTUAL + 1, "jump"
    if a.kind == "use" and a.args:
        from game.supermoon.corps import USES
        use = USES.get(a.args[0])
        return (VIRTUAL + 100 + a.args[0], f"use.{use.name}") if use else None
    return None


@dataclass
class Options:
    """The viewer's legal actions, sorted by what the table does with them."""

    place: dict[int, set[tuple[int, int, int, int]]] = field(default_factory=dict)
    discard: dict[int, Action] = field(default_factory=dict)
    gains: dict[int, list[Action]] = field(default_factory=dict)
    moves: dict[tuple[int, int], Action] = field(default_factory=dict)
    rotate: dict[int, Action] = field(default_factory=dict)
    objective: dict[int, Action] = field(default_factory=dict)
    planet: dict[int, Action] = field(default_factory=dict)
    corp: dict[int, Action] = field(default_factory=dict)
    moon: dict[tuple[int, int], Action] = field(default_factory=dict)
    quantum: dict[tuple[int, int], Action] = field(default_factory=dict)  # (upper, lower) faces
    fragments: dict[int, Action] = field(default_factory=dict)  # face choices (SM-9.1) by mask
    rescue: dict[int, set[tuple[int, int, int, int]]] = field(default_factory=dict)
    rdiscard: dict[tuple[int, int], Action] = field(default_factory=dict)
    civ: dict[int, Action] = field(default_factory=dict)
    abilities: dict[int, str] = field(default_factory=dict)  # chip index -> its kind
    done: Action | None = None
    reset: Action | None = None

    @property
    def empty(self) -> bool:
        """Nothing to do."""
        return not (self.place or self.discard or self.gains or self.moves or self.rotate
                    or self.objective or self.planet or self.corp or self.moon or self.civ
                    or self.quantum
                    or self.fragments
                    or self.done or self.rescue or self.rdiscard)


__all__ = ["ABILITY_SHAPES", "SELECT_KINDS", "STORE", "VIRTUAL", "Options", "Proxy",
           "ability_kind", "chip_kind", "gain_shape", "sort_actions", "tile_choices"]


def chip_kind(o: Options, pool, index: int) -> str:
    """The kind of a chip: a pool item's, or an ability's."""
    if index >= VIRTUAL:
        return o.abilities.get(index, "")
    return pool[index].kind if 0 <= index < len(pool) else ""


def sort_actions(legal) -> Options:
    """Group legal actions (see `Options`)."""
    o = Options()
    for a in legal:
        k = a.kind
        if k == "place":
            slot, form, x, y, bi = a.args
            o.place.setdefault(slot, set()).add((form, x, y, bi))
        elif k == "discard":
            o.discard[a.args[0]] = a
        elif k == "gain":
            o.gains.setdefault(a.args[0], []).append(a)
        elif k == "move":
            o.moves[(a.args[0], a.args[1])] = a
        elif k == "rotate":
            o.rotate[a.args[0]] = a
        elif k == "objective":
            o.objective[a.args[0]] = a
        elif k == "planet":
            o.planet[a.args[0]] = a
        elif k == "corp":
            o.corp[a.args[0]] = a
        elif k == "moon":
            o.moon[(a.args[0], a.args[1])] = a
        elif k == "quantum":  # SM-11.1
            o.quantum[(a.args[0], a.args[1])] = a
        elif k == "fragments":
            o.fragments[a.args[0]] = a
        elif k == "rescue":
            tile_k, form, x, y, bi = a.args
            o.rescue.setdefault(tile_k, set()).add((form, x, y, bi))
        elif k == "rdiscard":
            o.rdiscard[(a.args[0], a.args[1])] = a
        elif k == "civ":
            o.civ[a.args[0]] = a
        elif k in ("select", "jump", "use"):
            chip = ability_kind(a)
            if chip is not None:
                index, name = chip
                o.abilities[index] = name
                real_args = a.args[1:] if k == "use" else a.args
                o.gains.setdefault(index, []).append(Proxy("gain", (index, *real_args), a))
        elif k == "done":
            o.done = a
        elif k == "reset":
            o.reset = a
    return o


# How an ability chip's choice is made, by kind (default: a list in the bar, or at once).
ABILITY_SHAPES: dict[str, str] = {
    "jump": "teleport", "select": "list", "use.select_large_moves": "list",
    "use.select_small_steps": "list", "use.same_terrain_teleport": "teleport",
    "use.reposition_three": "pod", "use.reposition_one": "pod",
    "use.shuttle": "teleport"}  # SM-9.5: the rover on a shuttle, then any free square
# Pool items whose choice is a (column, step) space of the corporation board (PU-18); the
# scoring area (column -1) is a button in the bar.
SPACE_KINDS = ("makeshift_move", "pod_place")
# A lifepod moved from one place to another (Cosmos, PU-18.3): its place, then where to.
POD_KINDS = ("pod_move",)


def gain_shape(kind: str) -> str:
    """How a pool item's choice is made: "none", "square", "track", "space", "pod", "tile",
    "rover", "teleport", "line", "list"."""
    if kind in ABILITY_SHAPES:
        return ABILITY_SHAPES[kind]
    if kind in SPACE_KINDS:
        return "space"
    if kind in POD_KINDS:
        return "pod"
    if kind == "adv":
        return "none"
    if kind in SQUARE_KINDS:
        return "square"
    if kind in TRACK_KINDS:
        return "track"
    if kind == "syn_or_peek":
        return "track"
    if kind == "tile":
        return "tile"
    if kind == "kill_rover":
        return "rover"
    if kind == "teleport":
        return "teleport"
    if kind == "line":
        return "line"
    return "list"


def tile_choices(actions: list[Action]) -> dict[int, set[tuple[int, int, int, int]]]:
    """The placements a "tile" pool item allows, by station slot."""
    out: dict[int, set[tuple[int, int, int, int]]] = {}
    for a in actions:
        _i, slot, form, x, y, bi = a.args
        out.setdefault(slot, set()).add((form, x, y, bi))
    return out
