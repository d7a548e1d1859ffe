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
* `ON_TAKEN` (setup), `TILE_GAINS` (a tile placed: what it gives), `ON_ACTION` (after each
  action of the seat): Quantum Solutions' rules and techs (SM-11, SM-12) hook in there.
* `tracks.TRACK_MODELS` (in `tracks`, which this package builds on): a corporation whose
  trackers do not simply climb their own column (Cosmos' covered spaces, Makeshift's
  diagonals, Oasis' water path, Wormhole's ladder) registers a `TrackModel` there.

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


POOL_KINDS: dict[str, PoolKind] = {}
USES: dict[int, Use] = {}
# What a corporation adds to a player when it is taken at setup (Flux's token, …):
# key -> f(player) -> player.
ON_TAKEN: dict[str, Callable[[Any], Any]] = {}
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


def use_actions(st: Any, seat: int, p: Any) -> list[Choice]:
    """Every legal `use` argument tuple of a seat now: (code, *args)."""
    return [(code, *args) for code, use in sorted(USES.items())
            for args in use.choices(st, seat, p)]


# The corporation modules register themselves on import.
from game.supermoon.corps import quantum, republic  # noqa: E402,F401

__all__ = ["ON_ACTION", "ON_TAKEN", "POOL_KINDS", "TILE_GAINS", "USES", "PoolKind", "Use",
           "after_action", "placed_tile", "take_corporation", "take_offered", "use_actions"]
