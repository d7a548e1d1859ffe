"""TSUKUYUMI: Full Moon Down: pure rules (no pygame, no pytmx).

A hex-map area-control wargame for 2 to 4 players (spec `rules/tsukuyumi.md`, ids TS-…): four
asymmetric factions (Cybersamurai, Dark Seed, Nomads, Boarlords) and the neutral Oni fight over
the fallen Moon through an action-card draft and four phases a round. This package holds the
rules only; the table screens live in `game/ui/`. Layout: `docs/tsukuyumi_plan.md` (`data` and
`cards` for the component data, `tiles`, `board`, `boardgen`, `scenarios`, then the engine).
"""

from game.tsukuyumi import words as _words  # noqa: E402,F401  (the log's faction words)
