"""Tsukuyumi bots: they play from their seat's view only (TS-40.9, TS-42.11).

Levels are in `levels.py` (easy, normal, hard; "random" for benches); the position value of
TS-42.10 in `value.py`; the per-family choices in `policy.py` (inside a step: damage,
splits, ripostes, production, events), `policy_turn.py` (the turn, the white phase, combat),
`policy_oni.py` (the Oni) and `policy_setup.py` (setup); the draft value per card in
`draft.py`; Movement plans in `moves.py`; the one-ply look-ahead in `sim.py`; the hard level's
determinized search (rollouts to the end of the phase; of the game in the last round) in
`search.py`.
"""

from __future__ import annotations

from game.tsukuyumi.bots.levels import LEVELS, make_bot, random_bot

__all__ = ["LEVELS", "make_bot", "random_bot"]
