"""The asymmetric corporations (PU-18) as plug-ins over one engine.

Each corporation's own rules live in one module of this package (`republic`, `cosmos`, …);
the shared rules call them through three small registries filled at import time, so the
engine never names a corporation:

* `POOL_KINDS`: pending-pool item kinds a corporation adds (a lifepod to place on a track, a
  ladder space to choose, …): kind -> `PoolKind(choices, resolve)`, used by `gains.choices`
  and `gains.resolve` like the built-in kinds (PU-2.3).
* `USES`: abilities a player triggers as an action, `use <code> [args…]` ("once per round:
  advance the flux tracker", "reposition a lifepod", …): code -> `Use(name, choices, apply)`;
  `choices(st, seat, p)` lists the legal argument tuples now, `apply(t, st, args)` does it.
* `tracks.TRACK_MODELS` (in `tracks`, which this package builds on): a corporation whose
  trackers do not simply climb their own column (Cosmos' covered spaces, Makeshift's
  diagonals, Oasis' water path, Wormhole's ladder) registers a `TrackModel` there.
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


@dataclass(frozen=True)
class Use:
    """An ability used as an action: `use <code> [args…]`."""

    name: str  # the ability's name in `abilities` (for the log and the screen)
    choices: Callable[[Any, int, Any], list[Choice]]  # (state, seat, player)
    apply: Callable[[Any, Any, Choice], Any]  # (turn, state, args) -> State | None
    reveals: bool = False  # shows hidden information: "start over" cannot undo it (PU-19.5)
    # What the bots add to their rating of the position after the use (medals it will bring
    # that the rating cannot see yet): (state, seat, player, rounds left) -> medals.
    worth: Callable[[Any, int, Any, float], float] | None = None


POOL_KINDS: dict[str, PoolKind] = {}
USES: dict[int, Use] = {}
# What a corporation adds to a player when it is taken at setup (Flux's token, …):
# key -> f(player) -> player.
ON_TAKEN: dict[str, Callable[[Any], Any]] = {}
# (turn, board, tile, squares, gains) -> gains: each hook checks its own powers or abilities.
TILE_HOOKS: list[Callable[[Any, int, int, Any, tuple[Any, ...]], tuple[Any, ...]]] = []
# (state, player) -> fields of `board.Rules` for a patch (e.g. {"over_tiles": True}).
PATCH_RULES: list[Callable[[Any, Any], dict[str, bool]]] = []


def take_corporation(p: Any, key: str) -> Any:
    """A player of this corporation from the start: its rovers (PU-18.1) and whatever its
    module adds at setup (`ON_TAKEN`)."""
    from dataclasses import replace

    from game.supermoon.data import CORP_BY_KEY
    p = replace(p, corp=key, rover_supply=CORP_BY_KEY[key].rovers)
    hook = ON_TAKEN.get(key)
    return hook(p) if hook else p


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


def use_actions(st: Any, seat: int, p: Any) -> list[Choice]:
    """Every legal `use` argument tuple of a seat now: (code, *args)."""
    return [(code, *args) for code, use in sorted(USES.items())
            for args in use.choices(st, seat, p)]


# The corporation modules register themselves on import.
from game.supermoon.corps import oasis, republic, wormhole  # noqa: E402,F401

__all__ = ["ON_TAKEN", "PATCH_RULES", "POOL_KINDS", "TILE_HOOKS", "USES", "PoolKind", "Use",
           "on_tile", "patch_covers", "patch_rules", "take_corporation", "use_actions"]
