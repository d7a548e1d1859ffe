"""The bots' part of Quantum Solutions (SM-11, SM-12): the faces at setup (SM-11.1) and the
upper face's T2, selecting the round's tile first and moving rovers before placing it (uses
80-82, SM-12.3). The rule's choices (regress instead, or which resource to double, SM-11.5,
SM-11.6) and the T3-T5 items are pool items the usual one-step look resolves
(`levels.best_followup`): it rates the position after each choice, so it takes the better of
doubling either resource, and regresses only where that rates higher than advancing.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.rng import MutableRng, Rng
from game.supermoon.actions import Action
from game.supermoon.view import View, determinize

SELECTS = (80, 81)  # upper A / upper B T2: select a tile first
STEP = 82  # upper B T2: a rover's free step
# Faces for normal and hard (0 = A, 1 = B): upper B, lower B. Hard solo bots forced onto each
# pair, the same 10 seeds (50000-50009): A/A 57.7, A/B 59.7, B/A 56.3, B/B 63.2 (B/B - A/A:
# +5.5 a game, 8 of 10 seeds better): lower B's doubled resource and +1 spaces pay more than
# lower A's optional regression and synergies.
PREFERRED = (1, 1)


def choose_faces(options: Sequence[Action], r: MutableRng, level: str) -> Action:
    """Easy: any pair of faces; the others the preferred pair."""
    if level == "easy":
        return r.choice(list(options))
    return next((a for a in options if a.args == PREFERRED), options[0])


def before_place(view: View, legal: Sequence[Action], r: MutableRng, level: str
                 ) -> Action | None:
    """Normal and hard, in the draft: with a tile selected, a rover step or move that rates
    better than placing now (the selected tile's movement is lost once it is placed); else
    the placement `choose_place` would make, or the selection of its tile when T2 offers it.
    None: nothing to do before `choose_place` (easy, or no T2 in reach)."""
    from game.supermoon.bots.levels import _apply, choose_place, outlook, value
    me = view.me
    if level == "easy" or me is None:
        return None
    if me.selected >= 0:
        options = [a for a in legal
                   if a.kind == "move" or (a.kind == "use" and a.args[0] == STEP)]
        if not options:
            return None
        st = determinize(view, Rng.from_seed(r.randint(0, 2**31)))
        look = outlook(view, level == "hard")
        best: Action | None = None
        top = value(st, view.seat, look)
        for a in options:
            v = value(_apply(st, view.seat, a), view.seat, look)
            if v > top + 1e-6:
                best, top = a, v
        return best
    selects = [a for a in legal if a.kind == "use" and a.args[0] in SELECTS]
    if not selects:
        return None
    place = choose_place(view, legal, r, level)
    if place.kind == "place":
        return next((a for a in selects if a.args[1] == place.args[0]), place)
    return place


__all__ = ["PREFERRED", "before_place", "choose_faces"]
