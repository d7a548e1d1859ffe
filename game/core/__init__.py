"""The pure rules core shared by every game: contract, Rng, codec, Match, registry, geometry.

Nothing in this package imports pygame or pytmx (a test enforces it), so the rules run in
milliseconds under tests, bots and the headless CLI.
"""
