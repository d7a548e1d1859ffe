"""Moonwakers SEED (Gaman Games): explore a planet and collect the elements of life.

2 to 6 players. Each round: the initiative holder lays out N+1 terrain cards; everyone
secretly picks SCAN (-1 to rolls, peek at one card) or PROTECTION (+2); characters may try
their ability (DASH, SHORTCUT, PERMUTATION: d12 rolls and duels, 7+ succeeds) and are placed
one per card; everyone secretly MAPs (keep the card face down, one element) or EXPLOREs (turn
it over: elements, action cards, accidents, storms); the free card is turned over and strikes
everybody; then players claim COMBINATION cards in secret simultaneous rounds, paying with
elements. At 24/22/20 points (2/3/4+ players) a player may stop the game; the most points
wins. Pure rules: see `rules.RULES`; the spec ids are MW-*.
"""
