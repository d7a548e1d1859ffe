"""The asymmetric corporations (PU-18) as plug-ins over one engine.

Each corporation's own rules live in one module of this package (`republic`, `cosmos`, …);
the shared rules call them through small registries filled at import time, so the
engine never names a corporation:

* `POOL_KINDS`: pending-pool item kinds a corporation adds (a lifepod to place on a track, a
  ladder space to choose, …): kind -> `PoolKind(choices, resolve)`, used by `gains.choices`
  and `gains.resolve` like the built-in kinds (PU-2.3).
* `USES`: abilities a player triggers as an action, `use <code> [args…]` ("once per round:
  advance the flux tracker", "reposition a lifepod", …): code -> `Use(name, choices, apply)`;
  `choices(st, seat, p)` lists the legal argument tuples now, `apply(t, st, args)` does it.
* `ON_TAKEN`, `ON_ROUND_START`, `ON_TILE_PLACED`: what a corporation does at setup, at the
  start of each round (before the event, PU-2.1) and each time its player places a tile;
  `TILE_GAINS` (a tile placed: what it gives) and `ON_ACTION` (after each action of the seat):
  Quantum Solutions' rules and techs (SM-11, SM-12) hook in there.
* `tracks.TRACK_MODELS` (in `tracks`, which this package builds on): a corporation whose
  trackers do not simply climb their own column (Cosmos' covered spaces, Makeshift's
  diagonals, Oasis' water path, Wormhole's ladder) registers a `TrackModel` there.
* `ON_LIFEPOD`: "a lifepod was collected" (PU-8.1, by a rover, a civ card or an event): the
  lifepod is already in the scoring area (`Player.lifepods`); the corporation may queue a pool
  item that puts it elsewhere (Cosmos: a track space, Jump Drive: a tech slot).
  `LIFEPODS_AWAY` counts the collected lifepods a corporation keeps outside the scoring area:
  they are collected (objectives 62, 64) but score nothing (PU-14.3).
* `BOT_VALUE` / `BOT_PRUNE`: the bots' rating of what only a corporation has, and the options
  its bots need not rate (`bots.levels`, `bots.eval`).
* `TILE_HOOKS`: what a corporation changes in the gains of a tile it places (`on_tile`, called
  by `gains.place_piece`: Oasis' Water per square on ice, Wormhole's Biomass condition, …).
* `PATCH_RULES`: where a corporation's patches may go beyond bare squares (`patch_rules`,
  called by `gains`: Wormhole's patches on tiles and meteorites).

Pure rules: no pygame, no pytmx.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Choice = tuple[int, ...]


@dataclass(frozen=True)
class PoolKind:
    """A pool item kind added by a corporation."""

    choices: Callable[[Any, int, Any, Any], list[Choice]]  # (state, seat, player, gain)
    resolve: Callable[[Any, Any, Any, Choice], Any]  # (turn, state, gain, choice) -> State|None
    reveals: bool = False  # changes the table or shows hidden information: no "start over"


@dataclass(frozen=True)
class Use:
    """An ability used as an action: `use <code> [args…]`."""

    name: str  # the ability's name in `abilities` (for the log and the screen)
    choices: Callable[[Any, int, Any], list[Choice]]  # (state, seat, player)
    apply: Callable[[Any, Any, Choice], Any]  # (turn, state, args) -> State | None
    reveals: bool = False  # shows hidden information: "start over" cannot undo it (PU-19.5)
    movement: bool = False  # spends movement points: allowed while the satellite aims (SM-4.3)
    # What the bots add to their rating of the position after the use (medals it will bring
    # that the rating cannot see yet): (state, seat, player, rounds left) -> medals.
    worth: Callable[[Any, int, Any, float], float] | None = None


POOL_KINDS: dict[str, PoolKind] = {}
USES: dict[int, Use] = {}
# What a corporation adds to a player when it is taken at setup (Flux's token, …):
# key -> f(player) -> player.
ON_TAKEN: dict[str, Callable[[Any], Any]] = {}
# Round-start abilities (Flux T1, Horizon T2, …): key -> f(turn), on the public player.
ON_ROUND_START: dict[str, Callable[[Any], None]] = {}
# After a tile is placed (Flux T4): key -> f(turn, board index, tile, squares of the tile as
# `board.squares_of` gives them).
ON_TILE_PLACED: dict[str, Callable[[Any, int, int, Any], None]] = {}
# key -> f(turn): a lifepod just went to the scoring area (PU-8.1).
ON_LIFEPOD: dict[str, Callable[[Any], None]] = {}
# key -> f(player): collected lifepods kept outside the scoring area (PU-18.2, PU-18.8).
LIFEPODS_AWAY: dict[str, Callable[[Any], int]] = {}
# key -> f(player, late, rounds) -> medals: the bots' rating of a corporation's own assets.
BOT_VALUE: dict[str, Callable[[Any, float, float], float]] = {}
# key -> f(state, seat, actions) -> actions: the follow-up options its bots rate.
BOT_PRUNE: dict[str, Callable[[Any, int, list[Any]], list[Any]]] = {}
# (turn, board, tile, squares, gains) -> gains: each hook checks its own powers or abilities.
TILE_HOOKS: list[Callable[[Any, int, int, Any, tuple[Any, ...]], tuple[Any, ...]]] = []
# (state, player) -> fields of `board.Rules` for a patch (e.g. {"over_tiles": True}).
PATCH_RULES: list[Callable[[Any, Any], dict[str, bool]]] = []
# What a placed tile gives (Quantum Solutions' rules and techs, SM-11, SM-12.3): key ->
# f(turn, state, board index, tile, squares as `board.squares_of` gives them, the tile's
# advancement items from `gains.tile_gains`, with_advance) -> the items to queue. Called for
# every tile placed (with_advance False: a tile placed without advancement, items ()).
TILE_GAINS: dict[str, Callable[..., tuple[Any, ...]]] = {}
# After each action of a seat (Quantum Solutions upper B T5): key -> f(turn, player before).
ON_ACTION: dict[str, Callable[[Any, Any], None]] = {}


def take_corporation(p: Any, key: str) -> Any:
    """A player of this corporation from the start: its rovers (PU-18.1) and whatever its
    module adds at setup (`ON_TAKEN`)."""
    from dataclasses import replace

    from game.supermoon.data import CORP_BY_KEY
    p = replace(p, corp=key, rover_supply=CORP_BY_KEY[key].rovers)
    hook = ON_TAKEN.get(key)
    return hook(p) if hook else p


def round_start(st: Any, events: list[Any]) -> Any:
    """Every seat's round-start abilities (`ON_ROUND_START`), told publicly (PU-19.1)."""
    from dataclasses import replace

    from game.core.rules import Event
    from game.supermoon.tracks import Turn
    players = list(st.players)
    for seat, p in enumerate(players):
        hook = ON_ROUND_START.get(p.corp)
        if hook is not None:
            t = Turn(seat, p, "", st.round)
            hook(t)
            players[seat] = t.player
            events.extend(Event(kind, args) for kind, args in t.journal)
    if players == list(st.players):
        return st
    table = tuple(players)
    return replace(st, players=table, work=table, base=table)


def tile_placed(t: Any, board: int, tile: int, squares: Any) -> None:
    """What the player's corporation does when one of its tiles is placed (`ON_TILE_PLACED`)."""
    hook = ON_TILE_PLACED.get(t.player.corp)
    if hook is not None:
        hook(t, board, tile, squares)


def lifepod_collected(t: Any) -> None:
    """A lifepod was collected into the scoring area (PU-8.1): the corporation's hook."""
    hook = ON_LIFEPOD.get(t.player.corp)
    if hook:
        hook(t)


def collected_lifepods(p: Any) -> int:
    """Every lifepod the player collected: the scoring area's and those a corporation keeps
    elsewhere (objectives 62 and 64, PU-11.4)."""
    away = LIFEPODS_AWAY.get(p.corp)
    return p.lifepods + (away(p) if away else 0)


def bot_value(p: Any, late: float, rounds: float) -> float:
    """The bots' rating of what only the player's corporation has (0 for most)."""
    hook = BOT_VALUE.get(p.corp)
    return hook(p, late, rounds) if hook else 0.0


def bot_prune(st: Any, seat: int, actions: list[Any]) -> list[Any]:
    """The follow-up options a bot rates: all but those its corporation drops."""
    hook = BOT_PRUNE.get(st.work[seat].corp)
    return hook(st, seat, actions) if hook else actions


def on_tile(t: Any, bi: int, tile: int, squares: Any, gains: tuple[Any, ...]) -> tuple[Any, ...]:
    """The gains of a tile the player placed with its advancements (PU-5), as the player's
    corporation changes them (PU-18)."""
    for hook in TILE_HOOKS:
        gains = hook(t, bi, tile, squares, gains)
    return gains


def patch_rules(st: Any, p: Any, rules: Any) -> Any:
    """The placement rules of a patch (PU-9.1), as the player's corporation widens them."""
    from dataclasses import replace
    for hook in PATCH_RULES:
        rules = replace(rules, **hook(st, p))
    return rules


def patch_covers(t: Any, symbols: tuple[int, ...], meteors: tuple[int, ...], square: int
                 ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A patch or block on a covered square (only Wormhole T2 and T5 let it go there,
    PU-18.17, SM-8.5) hides the tile's meteorite symbol there and destroys its meteorite
    (SM-1.3: not collected): the (symbols, meteorites) left on the board."""
    if square in meteors:
        t.log("sm.meteor_destroyed", count=1)
    return (tuple(s for s in symbols if s != square), tuple(m for m in meteors if m != square))


def take_offered(p: Any, corp_id: int) -> Any:
    """Take a corporation offered at setup by its id (PU-18.1); Quantum Solutions' id leaves
    its two faces to choose (SM-11.1)."""
    from dataclasses import replace

    from game.supermoon.data import CORPORATIONS, QUANTUM_ID
    if corp_id == QUANTUM_ID:
        return replace(p, quantum_offer=True)
    return take_corporation(p, CORPORATIONS[corp_id].key)


def placed_tile(t: Any, st: Any, board: int, tile: int, squares: Any,
                gains: tuple[Any, ...], with_advance: bool) -> tuple[Any, ...]:
    """The items a placed tile queues: its advancements, as the corporation changes them and
    with what it adds (`TILE_GAINS`)."""
    hook = TILE_GAINS.get(t.player.corp)
    return hook(t, st, board, tile, squares, gains, with_advance) if hook else gains


def after_action(t: Any, before: Any) -> None:
    """What the seat's corporation does once an action is done (`ON_ACTION`)."""
    hook = ON_ACTION.get(t.player.corp)
    if hook is not None:
        hook(t, before)


def use_actions(st: Any, seat: int, p: Any, movement_only: bool = False) -> list[Choice]:
    """Every legal `use` argument tuple of a seat now: (code, *args); `movement_only`: those
    spending movement points (a teleport, the shuttle)."""
    return [(code, *args) for code, use in sorted(USES.items())
            if use.movement or not movement_only for args in use.choices(st, seat, p)]


# The corporation modules register themselves on import.
from game.supermoon.corps import (  # noqa: E402,F401,I001
    cosmos,
    flux,
    horizon,
    jumpdrive,
    makeshift,
    oasis,
    quantum,
    republic,
    wormhole,
)
from game.supermoon import fragment  # noqa: E402,F401,I001 (the shuttle, SM-9.5: codes 90-94)

__all__ = ["BOT_PRUNE", "BOT_VALUE", "LIFEPODS_AWAY", "ON_ACTION", "ON_LIFEPOD", "ON_ROUND_START",
           "ON_TAKEN", "ON_TILE_PLACED", "PATCH_RULES", "POOL_KINDS", "PoolKind", "TILE_GAINS",
           "TILE_HOOKS", "USES", "Use", "after_action", "bot_prune", "bot_value",
           "collected_lifepods", "lifepod_collected", "on_tile", "patch_covers", "patch_rules",
           "placed_tile", "round_start", "take_corporation", "take_offered", "tile_placed",
           "use_actions"]

