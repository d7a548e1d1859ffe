"""Corporation tech abilities by name (PU-16.4, PU-18): which corporation's tech level gives
which ability, so the rules ask `has_ability(player, STORE_PATCHES)` and never a
corporation's name; and each corporation's powers (abilities from the start). Universal
Coalition's five techs are here; each asymmetric corporation's powers and techs join the tables
as they are built (PU-18, in progress: Republic; SM-11, SM-12: Quantum Solutions, whose four
keys share the techs of their upper face). Pure data and lookups.
"""

from __future__ import annotations

from game.supermoon.state import Player
from game.supermoon.tracks import has_tech

IGNORE_ADJACENCY = "ignore_adjacency"  # PU-4.9 (Universal T1)
STORE_PATCHES = "store_patches"  # PU-9.4 (Universal T2; Wormhole T4)
MOVEMENT_BONUS = "movement_bonus"  # +1 each time a track space grants movement (Universal T3)
DOUBLE_WATER = "double_water"  # a placed tile's Water advance is +2 (Universal T4)
NO_METEORITES = "no_meteorites"  # tile meteorites and meteorite events ignored (Universal T5)
SELECT_CIV_TILE = "select_civ_tile"  # movement for choosing a Civ tile, once a round (Rep. T1)
EXTRA_CIV_CARD = "extra_civ_card"  # the next rank's top card joins the choice (Republic T2)
CIV_TELEPORT = "civ_teleport"  # a rover jumps between Civ icons for 1 movement (Republic T3)
CIV_SYNERGY = "civ_synergy"  # a synergy with each civ milestone (Republic T4)
KEEP_TWO_FINAL = "keep_two_final"  # final phase: keep two of the civ cards left (Republic T5)
# Quantum Solutions (SM-12.3): the upper face's techs (names as in data/quantum.json).
LARGE_EDGE_FREE = "large_edge_free"  # A T1: a large tile on an edge square ignores PU-4.4
SELECT_LARGE_MOVES = "select_large_moves"  # A T2: 2 movement on selecting a large tile
LARGE_EDGE_WATER = "large_edge_water"  # A T3: Water +1 more, Water icon on an edge square
LARGE_EDGE_DESTROY = "large_edge_destroy"  # A T4: destroy a meteorite beside it
ONE_MORE_ADVANCE = "one_more_advance"  # A T5: once a round, one more advancement
SMALL_INSIDE_FREE = "small_inside_free"  # B T1: a small tile off the edge ignores PU-4.3/4.4
SELECT_SMALL_STEPS = "select_small_steps"  # B T2: 1 square per planet rover on selecting
SMALL_INSIDE_WATER = "small_inside_water"  # B T3: Water +1 more, Water icon off the edge
SMALL_DESTROY = "small_destroy"  # B T4: destroy a meteorite beside a small tile
EMPTY_SPACE_MOVES = "empty_space_moves"  # B T5: 1 movement for an advance ending on nothing

ABILITIES: dict[str, dict[str, int]] = {
    "universalcoalition": {IGNORE_ADJACENCY: 1, STORE_PATCHES: 2, MOVEMENT_BONUS: 3,
                           DOUBLE_WATER: 4, NO_METEORITES: 5},
    "republic": {SELECT_CIV_TILE: 1, EXTRA_CIV_CARD: 2, CIV_TELEPORT: 3, CIV_SYNERGY: 4,
                 KEEP_TWO_FINAL: 5},
}
QUANTUM_TECHS = {
    "a": {LARGE_EDGE_FREE: 1, SELECT_LARGE_MOVES: 2, LARGE_EDGE_WATER: 3, LARGE_EDGE_DESTROY: 4,
          ONE_MORE_ADVANCE: 5},
    "b": {SMALL_INSIDE_FREE: 1, SELECT_SMALL_STEPS: 2, SMALL_INSIDE_WATER: 3, SMALL_DESTROY: 4,
          EMPTY_SPACE_MOVES: 5},
}

# Powers: what a corporation does from the start, with no tech (PU-18).
REGRESS_ON_CIV = "regress_on_civ"  # each civ milestone regresses another tracker (Republic)
# Quantum Solutions (SM-11.2): the upper face's condition and the lower face's rule.
RULE_IF_OUTER = "rule_if_outer_ring"  # upper A: the round's tile from the outer ring (SM-11.3)
RULE_IF_INNER = "rule_if_central_disc"  # upper B: from the central disc (SM-11.3)
MAY_REGRESS_ONE = "may_regress_one"  # lower A: regress one resource instead (SM-11.5)
DOUBLE_ONE = "double_one"  # lower B: one resource twice, the other nothing (SM-11.6)
POWERS: dict[str, frozenset[str]] = {
    "republic": frozenset({REGRESS_ON_CIV}),
}
for _up in "ab":
    for _down in "ab":
        ABILITIES[f"quantum_{_up}{_down}"] = QUANTUM_TECHS[_up]
        POWERS[f"quantum_{_up}{_down}"] = frozenset({
            RULE_IF_OUTER if _up == "a" else RULE_IF_INNER,
            MAY_REGRESS_ONE if _down == "a" else DOUBLE_ONE})


def ability_level(corp: str, name: str) -> int:
    """The tech level of a corporation that gives an ability, 0 if none does."""
    return ABILITIES.get(corp, {}).get(name, 0)


def has_ability(player: Player, name: str) -> bool:
    """Does the player's corporation have this ability unlocked now?"""
    level = ability_level(player.corp, name)
    return bool(level) and has_tech(player, level)


def has_power(player: Player, name: str) -> bool:
    """Is this one of the powers of the player's corporation (PU-18)?"""
    return name in POWERS.get(player.corp, frozenset())


def free_shapes(player: Player) -> str:
    """Quantum Solutions T1 as `board.Rules.free_shapes` (SM-12.3): "large_edge" (upper A),
    "small_inside" (upper B) or ""."""
    if has_ability(player, LARGE_EDGE_FREE):
        return "large_edge"
    return "small_inside" if has_ability(player, SMALL_INSIDE_FREE) else ""


__all__ = ["ABILITIES", "CIV_SYNERGY", "CIV_TELEPORT", "DOUBLE_ONE", "DOUBLE_WATER",
           "EMPTY_SPACE_MOVES", "EXTRA_CIV_CARD", "IGNORE_ADJACENCY", "KEEP_TWO_FINAL",
           "LARGE_EDGE_DESTROY", "LARGE_EDGE_FREE", "LARGE_EDGE_WATER", "MAY_REGRESS_ONE",
           "MOVEMENT_BONUS", "NO_METEORITES", "ONE_MORE_ADVANCE", "POWERS", "QUANTUM_TECHS",
           "REGRESS_ON_CIV", "RULE_IF_INNER", "RULE_IF_OUTER", "SELECT_CIV_TILE",
           "SELECT_LARGE_MOVES", "SELECT_SMALL_STEPS", "SMALL_DESTROY", "SMALL_INSIDE_FREE",
           "SMALL_INSIDE_WATER", "STORE_PATCHES", "ability_level", "free_shapes", "has_ability",
           "has_power"]
