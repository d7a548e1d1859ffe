"""The hex tiles' art is the same in every run: its texture seed must not come from `hash`,
which Python randomizes per process for strings (screenshots compare pixel for pixel)."""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = """
import hashlib, pygame
pygame.init(); pygame.display.set_mode((8, 8))
from game.ui.render.hexmap_art import zone_tile
print(hashlib.md5(pygame.image.tobytes(zone_tile('fertile', 0, False, False, 40), 'RGBA'))
      .hexdigest())
"""


def _digest(hash_seed: str) -> str:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed, SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True,
                         text=True, check=True)
    return out.stdout.strip().splitlines()[-1]


def test_a_tiles_art_does_not_depend_on_the_runs_string_hashing() -> None:
    assert _digest("1") == _digest("2")
