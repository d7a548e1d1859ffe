"""Corporation tech abilities by name (PU-16.4, PU-18): which corporation's tech level gives
which ability, so the rules ask `has_ability(player, STORE_PATCHES)` and never a
corporation's name; and each corporation's powers (abilities from the start). Universal
Coalition's five techs are here; each asymmetric corporation's powers and techs join the tables
as they are built (PU-18, in progress: Republic, Oasis, Wormhole). Pure data and lookups.
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
JUMP_BLOCKER = "jump_blocker"  # a blocked tracker jumps over the blocking one (Oasis T1)
WATER_ROVER_MOVES = "water_rover_moves"  # +1 movement per rover on Water, once a round (Oasis T2)
DRY_TILE_WATER = "dry_tile_water"  # a tile covering no ice: Water +1 (Oasis T3)
WATER_TILE_PATCH = "water_tile_patch"  # a patch with each tile with a Water icon (Oasis T4)
WATER_TILE_SYNERGY = "water_tile_synergy"  # a synergy with each tile with a Water icon (Oasis T5)
RESET_BIOMASS = "reset_biomass"  # the Biomass tracker at maximum back to 0 (Wormhole T1)
PATCH_ON_TILES = "patch_on_tiles"  # patches on top of tiles, not on meteorites (Wormhole T2)
DOUBLE_PATCH = "double_patch"  # two patches instead of one, once a round (Wormhole T3)
PATCH_ON_METEORS = "patch_on_meteors"  # a patch onto a meteorite destroys it (Wormhole T5)

ABILITIES: dict[str, dict[str, int]] = {
    "universalcoalition": {IGNORE_ADJACENCY: 1, STORE_PATCHES: 2, MOVEMENT_BONUS: 3,
                           DOUBLE_WATER: 4, NO_METEORITES: 5},
    "republic": {SELECT_CIV_TILE: 1, EXTRA_CIV_CARD: 2, CIV_TELEPORT: 3, CIV_SYNERGY: 4,
                 KEEP_TWO_FINAL: 5},
    "oasisultd": {JUMP_BLOCKER: 1, WATER_ROVER_MOVES: 2, DRY_TILE_WATER: 3, WATER_TILE_PATCH: 4,
                  WATER_TILE_SYNERGY: 5},
    "wormholecorp": {RESET_BIOMASS: 1, PATCH_ON_TILES: 2, DOUBLE_PATCH: 3, STORE_PATCHES: 4,
                     PATCH_ON_METEORS: 5},
}

# Powers: what a corporation does from the start, with no tech (PU-18).
REGRESS_ON_CIV = "regress_on_civ"  # each civ milestone regresses another tracker (Republic)
WATER_PER_ICE = "water_per_ice"  # Water +1 per Water square on planet ice (Oasis, PU-18.12)
BIOMASS_EXTENDS = "biomass_extends"  # a Biomass icon needs no new Biomass area (Wormhole)
NO_ENERGY_BIOMASS = "no_energy_biomass"  # an Energy icon never feeds Biomass (Wormhole)
POWERS: dict[str, frozenset[str]] = {
    "republic": frozenset({REGRESS_ON_CIV}),
    "oasisultd": frozenset({WATER_PER_ICE}),
    "wormholecorp": frozenset({BIOMASS_EXTENDS, NO_ENERGY_BIOMASS}),
}


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


__all__ = ["ABILITIES", "BIOMASS_EXTENDS", "CIV_SYNERGY", "CIV_TELEPORT", "DOUBLE_PATCH",
           "DOUBLE_WATER", "DRY_TILE_WATER", "EXTRA_CIV_CARD", "IGNORE_ADJACENCY", "JUMP_BLOCKER",
           "KEEP_TWO_FINAL", "MOVEMENT_BONUS", "NO_ENERGY_BIOMASS", "NO_METEORITES",
           "PATCH_ON_METEORS", "PATCH_ON_TILES", "POWERS", "REGRESS_ON_CIV", "RESET_BIOMASS",
           "SELECT_CIV_TILE", "STORE_PATCHES", "WATER_PER_ICE", "WATER_ROVER_MOVES",
           "WATER_TILE_PATCH", "WATER_TILE_SYNERGY", "ability_level", "has_ability", "has_power"]
