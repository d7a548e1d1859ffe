"""Corporation tech abilities by name (PU-16.4, PU-18): which corporation's tech level gives
which ability, so the rules ask `has_ability(player, STORE_PATCHES)` and never a
corporation's name. Universal Coalition's five techs are here; each asymmetric corporation's
techs join the table as they are built (PU-18). Pure data and one lookup.
"""

from __future__ import annotations

from game.supermoon.state import Player
from game.supermoon.tracks import has_tech

IGNORE_ADJACENCY = "ignore_adjacency"  # PU-4.9 (Universal T1)
STORE_PATCHES = "store_patches"  # PU-9.4 (Universal T2; Wormhole T4)
MOVEMENT_BONUS = "movement_bonus"  # +1 each time a track space grants movement (Universal T3)
DOUBLE_WATER = "double_water"  # a placed tile's Water advance is +2 (Universal T4)
NO_METEORITES = "no_meteorites"  # tile meteorites and meteorite events ignored (Universal T5)

ABILITIES: dict[str, dict[str, int]] = {
    "universalcoalition": {IGNORE_ADJACENCY: 1, STORE_PATCHES: 2, MOVEMENT_BONUS: 3,
                           DOUBLE_WATER: 4, NO_METEORITES: 5},
}


def ability_level(corp: str, name: str) -> int:
    """The tech level of a corporation that gives an ability, 0 if none does."""
    return ABILITIES.get(corp, {}).get(name, 0)


def has_ability(player: Player, name: str) -> bool:
    """Does the player's corporation have this ability unlocked now?"""
    level = ability_level(player.corp, name)
    return bool(level) and has_tech(player, level)


__all__ = ["ABILITIES", "DOUBLE_WATER", "IGNORE_ADJACENCY", "MOVEMENT_BONUS", "NO_METEORITES",
           "STORE_PATCHES", "ability_level", "has_ability"]
