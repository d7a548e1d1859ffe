"""The bots' choices under M6's Oni power cards (TS-M6.4), from their seat's view only (the card
in play is public, TS-40.2; the deck's order is never read, TS-40.6).

Most cards need nothing of their own: the Oni policy (`policy_oni`) plays each Oni conquest
plan out with the engine, so the engine's rules under the card — Renewed Strength's doubled
conquest, Full Power's +10, the second riposte of Impenetrable Defence, Gathering's extra Oni,
Oni Revenge's attacks on units — weigh in the outcomes it compares. What changes the choices
beyond that:

- Agility: the plans reach two zones with a small Oni (`policy_oni.plans` asks the engine's
  `oni.steps_of`), and the quick rating counts Renewed Strength (`combat_base.conquest_of`);
- Oni Revenge: the Oni hit units, not zones, so an Oni zone's threat (Oni placement and the
  fallback moves, `policy_oni.zone_threat`) counts the units of the other seats around it
  (the leader's most) and the bot's own units against it (`THREAT` below).
"""

from __future__ import annotations

from game.tsukuyumi.board import neighbour_zones
from game.tsukuyumi.bots import policy_oni
from game.tsukuyumi.bots.value import Index
from game.tsukuyumi.modules import m6_oni_powers as m6
from game.tsukuyumi.state import Coord, State

UNIT_WEIGHT = 1.0 / 20
"""Threat per conquest point of another seat's units within the Oni's reach (a Cyberoid: 1)."""


def revenge_threat(st: State, ix: Index, me: int, at: Coord, top: int) -> float:
    """Under Oni Revenge: the other seats' units in or next to `at`, the bot's own against."""
    if not m6.revenge(st):
        return 0.0
    score = 0.0
    for z in (at, *neighbour_zones(st.board, at)):
        for owner, power in ix.conquest.get(z, {}).items():
            if owner < 0:
                continue
            weight = -2.0 if owner == me else 1.5 if owner == top else 1.0
            score += weight * power * UNIT_WEIGHT
    return score


policy_oni.THREAT.append(revenge_threat)

__all__ = ["UNIT_WEIGHT", "revenge_threat"]
