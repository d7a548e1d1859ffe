"""Corporation tech abilities by name (PU-16.4, PU-18): which corporation's tech level gives
which ability, so the rules ask `has_ability(player, STORE_PATCHES)` and never a
corporation's name; and each corporation's powers (abilities from the start). Universal
Coalition's five techs are here; each asymmetric corporation's powers and techs join the tables
as they are built (PU-18). Pure data and lookups.
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
CIV_TECH_ADJACENT = "civ_tech_adjacent"  # the Civ and Tech columns are adjacent (Makeshift T1)
CROWDED_ROVER = "crowded_rover"  # +1 per movement gain, 2+ trackers on Rover (Makeshift T2)
SIDESTEP = "sidestep"  # a tracker may step sideways instead of up (Makeshift T3)
REGRESS_ANY = "regress_any"  # once a round, any tracker back by 1 (Makeshift T4)
BEST_IN_COLUMN = "best_in_column"  # each tracker scores as its column's best (Makeshift T5)
FLUX_MOVES = "flux_moves"  # round start: 2 movement per rover on the flux terrain (Flux T1)
FLUX_TO_MILESTONE = "flux_to_milestone"  # once a game: flux tracker to its next milestone (T2)
IMPROVED_FLUX = "improved_flux"  # the flux track is the improved one (Flux T3)
FLUX_METEORITE = "flux_meteorite"  # a tile with the flux icon collects a meteorite (Flux T4)
FLUX_ADVANCE = "flux_advance"  # once a round: the flux tracker +1 (Flux T5)
ROVER_TILES_FREE = "rover_tiles_free"  # tiles with Rover terrain ignore adjacency (Horizon T1)
CARRIER_MOVES = "carrier_moves"  # round start: +1 movement per carrying rover (Horizon T2)
PATCH_PER_METEOR = "patch_per_meteor"  # a patch per meteorite collected (Horizon T3)
DUMP_IN_WATER = "dump_in_water"  # a meteorite carried onto Water may be destroyed (Horizon T4)
ROVER_ADVANCE = "rover_advance"  # once a round: the Rover tracker +1 (Horizon T5)
DIAGONAL_MOVES = "diagonal_moves"  # rovers may also step diagonally (Cosmos T1)
REPOSITION_THREE = "reposition_three"  # once a game, up to 3 lifepods repositioned (Cosmos T2)
REPOSITION_ON_ENERGY = "reposition_on_energy"  # a tile with an Energy icon: 1 (Cosmos T3)
FREE_ENERGY_STEPS = "free_energy_steps"  # a step onto Energy costs no movement (Cosmos T4)
REPOSITION_ONE = "reposition_one"  # once a round, 1 lifepod repositioned (Cosmos T5)
SYN_FOR_PATCH = "syn_for_patch"  # once a round a synergy instead of a patch (Jump Drive A)
SAME_TERRAIN_TELEPORT = "same_terrain_teleport"  # once a round, 1 movement (Jump Drive B)
DOUBLE_SYNERGY = "double_synergy"  # once a round a synergy advances twice (Jump Drive C)
TECH_AS_ENERGY = "tech_as_energy"  # a tile's Tech icon may act as Energy (Jump Drive D)
CLAIM_ROW = "claim_row"  # once a game, every benefit of one step index (Jump Drive E)
SHARED_OBJECTIVE = "shared_objective"  # once a game, an objective for all (Jump Drive F)
JUMP_BLOCKER = "jump_blocker"  # a blocked tracker jumps over the blocking one (Oasis T1)
WATER_ROVER_MOVES = "water_rover_moves"  # +1 movement per rover on Water, once a round (Oasis T2)
DRY_TILE_WATER = "dry_tile_water"  # a tile covering no ice: Water +1 (Oasis T3)
WATER_TILE_PATCH = "water_tile_patch"  # a patch with each tile with a Water icon (Oasis T4)
WATER_TILE_SYNERGY = "water_tile_synergy"  # a synergy with each tile with a Water icon (Oasis T5)
RESET_BIOMASS = "reset_biomass"  # the Biomass tracker at maximum back to 0 (Wormhole T1)
PATCH_ON_TILES = "patch_on_tiles"  # patches on top of tiles, not on meteorites (Wormhole T2)
DOUBLE_PATCH = "double_patch"  # two patches instead of one, once a round (Wormhole T3)
PATCH_ON_METEORS = "patch_on_meteors"  # a patch onto a meteorite destroys it (Wormhole T5)
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
    "makeshift": {CIV_TECH_ADJACENT: 1, CROWDED_ROVER: 2, SIDESTEP: 3, REGRESS_ANY: 4,
                  BEST_IN_COLUMN: 5},
    "fluxindustries": {FLUX_MOVES: 1, FLUX_TO_MILESTONE: 2, IMPROVED_FLUX: 3,
                       FLUX_METEORITE: 4, FLUX_ADVANCE: 5},
    "horizongroup": {ROVER_TILES_FREE: 1, CARRIER_MOVES: 2, PATCH_PER_METEOR: 3,
                     DUMP_IN_WATER: 4, ROVER_ADVANCE: 5},
    "cosmosinc": {DIAGONAL_MOVES: 1, REPOSITION_THREE: 2, REPOSITION_ON_ENERGY: 3,
                  FREE_ENERGY_STEPS: 4, REPOSITION_ONE: 5},
    # Jump Drive's six slots A-F are levels 1-6, each unlocked by a lifepod (PU-18.8).
    "jumpdrive": {SYN_FOR_PATCH: 1, SAME_TERRAIN_TELEPORT: 2, DOUBLE_SYNERGY: 3,
                  TECH_AS_ENERGY: 4, CLAIM_ROW: 5, SHARED_OBJECTIVE: 6},
    "oasisultd": {JUMP_BLOCKER: 1, WATER_ROVER_MOVES: 2, DRY_TILE_WATER: 3, WATER_TILE_PATCH: 4,
                  WATER_TILE_SYNERGY: 5},
    "wormholecorp": {RESET_BIOMASS: 1, PATCH_ON_TILES: 2, DOUBLE_PATCH: 3, STORE_PATCHES: 4,
                     PATCH_ON_METEORS: 5},
}
QUANTUM_TECHS = {
    "a": {LARGE_EDGE_FREE: 1, SELECT_LARGE_MOVES: 2, LARGE_EDGE_WATER: 3, LARGE_EDGE_DESTROY: 4,
          ONE_MORE_ADVANCE: 5},
    "b": {SMALL_INSIDE_FREE: 1, SELECT_SMALL_STEPS: 2, SMALL_INSIDE_WATER: 3, SMALL_DESTROY: 4,
          EMPTY_SPACE_MOVES: 5},
}

# Powers: what a corporation does from the start, with no tech (PU-18).
REGRESS_ON_CIV = "regress_on_civ"  # each civ milestone regresses another tracker (Republic)
FREE_TRACKERS = "free_trackers"  # trackers move up or diagonally between columns (Makeshift)
PODS_ON_TRACKS = "pods_on_tracks"  # collected lifepods may cover track spaces (Cosmos)
PODS_ON_TECHS = "pods_on_techs"  # collected lifepods may unlock tech slots (Jump Drive)
FLUX_TOKEN = "flux_token"  # a flux token marks one track; one tech level active (Flux)
CARRY_METEORS = "carry_meteors"  # planet meteorites ride on rovers to a Rover icon (Horizon)
WATER_PER_ICE = "water_per_ice"  # Water +1 per Water square on planet ice (Oasis, PU-18.12)
BIOMASS_EXTENDS = "biomass_extends"  # a Biomass icon needs no new Biomass area (Wormhole)
NO_ENERGY_BIOMASS = "no_energy_biomass"  # an Energy icon never feeds Biomass (Wormhole)
# Quantum Solutions (SM-11.2): the upper face's condition and the lower face's rule.
RULE_IF_OUTER = "rule_if_outer_ring"  # upper A: the round's tile from the outer ring (SM-11.3)
RULE_IF_INNER = "rule_if_central_disc"  # upper B: from the central disc (SM-11.3)
MAY_REGRESS_ONE = "may_regress_one"  # lower A: regress one resource instead (SM-11.5)
DOUBLE_ONE = "double_one"  # lower B: one resource twice, the other nothing (SM-11.6)
POWERS: dict[str, frozenset[str]] = {
    "republic": frozenset({REGRESS_ON_CIV}),
    "makeshift": frozenset({FREE_TRACKERS}),
    "cosmosinc": frozenset({PODS_ON_TRACKS}),
    "jumpdrive": frozenset({PODS_ON_TECHS}),
    "fluxindustries": frozenset({FLUX_TOKEN}),
    "horizongroup": frozenset({CARRY_METEORS}),
    "oasisultd": frozenset({WATER_PER_ICE}),
    "wormholecorp": frozenset({BIOMASS_EXTENDS, NO_ENERGY_BIOMASS}),
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


__all__ = ["ABILITIES", "BEST_IN_COLUMN", "BIOMASS_EXTENDS", "CARRIER_MOVES", "CARRY_METEORS",
           "CIV_SYNERGY", "CIV_TECH_ADJACENT", "CIV_TELEPORT", "CLAIM_ROW", "CROWDED_ROVER",
           "DIAGONAL_MOVES", "DOUBLE_ONE", "DOUBLE_PATCH", "DOUBLE_SYNERGY", "DOUBLE_WATER",
           "DRY_TILE_WATER", "DUMP_IN_WATER", "EMPTY_SPACE_MOVES", "EXTRA_CIV_CARD", "FLUX_ADVANCE",
           "FLUX_METEORITE", "FLUX_MOVES", "FLUX_TOKEN", "FLUX_TO_MILESTONE", "FREE_ENERGY_STEPS",
           "FREE_TRACKERS", "IGNORE_ADJACENCY", "IMPROVED_FLUX", "JUMP_BLOCKER", "KEEP_TWO_FINAL",
           "LARGE_EDGE_DESTROY", "LARGE_EDGE_FREE", "LARGE_EDGE_WATER", "MAY_REGRESS_ONE",
           "MOVEMENT_BONUS", "NO_ENERGY_BIOMASS", "NO_METEORITES", "ONE_MORE_ADVANCE",
           "PATCH_ON_METEORS", "PATCH_ON_TILES", "PATCH_PER_METEOR", "PODS_ON_TECHS",
           "PODS_ON_TRACKS", "POWERS", "QUANTUM_TECHS", "REGRESS_ANY", "REGRESS_ON_CIV",
           "REPOSITION_ONE", "REPOSITION_ON_ENERGY", "REPOSITION_THREE", "RESET_BIOMASS",
           "ROVER_ADVANCE", "ROVER_TILES_FREE", "RULE_IF_INNER", "RULE_IF_OUTER",
           "SAME_TERRAIN_TELEPORT", "SELECT_CIV_TILE", "SELECT_LARGE_MOVES", "SELECT_SMALL_STEPS",
           "SHARED_OBJECTIVE", "SIDESTEP", "SMALL_DESTROY", "SMALL_INSIDE_FREE",
           "SMALL_INSIDE_WATER", "STORE_PATCHES", "SYN_FOR_PATCH", "TECH_AS_ENERGY",
           "WATER_PER_ICE", "WATER_ROVER_MOVES", "WATER_TILE_PATCH", "WATER_TILE_SYNERGY",
           "ability_level", "free_shapes", "has_ability", "has_power"]
