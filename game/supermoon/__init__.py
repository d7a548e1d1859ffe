"""Planet Unknown + Supermoon: pure rules (no pygame, no pytmx).

Stage 1 of the spec (`rules/supermoon.md` SCOPE): the base game for 1–6 players on the
symmetric planet KSB-4156 with Universal Coalition, S.U.S.A.N., civ cards, objectives, events,
solo mode. Modules: `data` (component tables), `state`, `actions`, `board` (placement
geometry), `tracks`, `gains` (the pending pool), `phases`, `scoring`, `view`, `rules`; bots in
`bots/`.
"""

from game.supermoon import words as _words  # noqa: E402,F401  (the laser's line, counted from a side)
