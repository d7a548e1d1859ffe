"""MOONSTAR (Alex Randolph, Avalon Hill 1981): pure rules, scoring and exact solver.

Twelve stars in a ring, planets and moons laid out by the setter, a roll of dice, and one
minute in which everybody bids how many points they can score by giving each moon a die and
moving it that many stars. The highest bidder plays it out; make the bid and score it, miss
and everyone else scores 10. First to 200 wins. Games 2-12 are variants (more moons or dice,
other planets, a red double planet, squared or chained scoring, longer moves, challenges,
side bets and the dealer's choice).

Modules: `rules` (the `RULES` object), `state`, `actions` (notation), `options`, the phase
modules `setup`, `bidding`, `play`, `scoring`, `view`, `data`; `moves` and `solver` (movement,
scoring primitives and the exact solver) are shared with bots and hints.
"""

from game.moonstar import words as _words  # noqa: E402,F401  (the log's game counts)
