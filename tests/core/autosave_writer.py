"""Child process for the kill-during-autosave test: plays the toy game forever, autosaving.

Usage: python -m tests.core.autosave_writer PATH. It resumes from PATH when that loads (so
the action count only grows), prints "ready" once it has saved at least once and "saved"
after every later save, submitting random moves — every one an atomic autosave — until it is
killed.
"""

from __future__ import annotations

import sys
from pathlib import Path

from game.core.match import Match, SaveError, default_seats
from game.core.rng import MutableRng
from tests.core.toy_game import register


def main(path: Path) -> None:
    """Play and autosave until killed."""
    rules = register()
    try:
        match = Match.load(path, autosave=path)
    except SaveError:
        match = Match(rules, default_seats(2, bots=1), 1, {"rounds": 200}, autosave=path)
    rng = MutableRng(len(match.steps) + match.seed)
    announced = False
    while True:
        if match.is_over:
            match = Match(rules, default_seats(2, bots=1), match.seed + 1, {"rounds": 200},
                          autosave=path)
        timer = match.timer()
        if timer is not None and rng.random() < 0.1:
            match.submit(-1, timer.action)
        else:
            seat = rng.choice(match.to_act())
            match.submit(seat, rng.choice(match.legal_actions(seat)))
        if match.save_error is not None:
            raise match.save_error
        print("saved" if announced else "ready", flush=True)
        announced = True


if __name__ == "__main__":
    main(Path(sys.argv[1]))
