"""Tiny sounds synthesised at start-up (no files, no numpy): click, dice, error, turn chime.

Everything is a silent no-op when the mixer cannot start (no audio device, dummy driver
problems) or when sound is switched off in the settings.
"""

from __future__ import annotations

import math
import random
from array import array

import pygame

_sounds: dict[str, pygame.mixer.Sound] = {}
_enabled = True
_ready = False


def _tone(freq_hz: float, seconds: float, rate: int, channels: int, volume: float,
          noise: float = 0.0, decay: float = 8.0, seed: int = 0) -> pygame.mixer.Sound:
    rng = random.Random(seed)
    n = int(rate * seconds)
    samples = array("h")
    for i in range(n):
        t = i / rate
        env = math.exp(-decay * t) * min(1.0, i / (rate * 0.004 + 1))
        value = math.sin(math.tau * freq_hz * t) * (1 - noise) + (rng.random() * 2 - 1) * noise
        s = int(32767 * volume * env * value)
        for _ in range(channels):
            samples.append(s)
    return pygame.mixer.Sound(buffer=samples.tobytes())


def init(enabled: bool) -> None:
    """Start the mixer if possible and synthesise the sounds once."""
    global _ready, _enabled
    _enabled = enabled
    if _ready:
        return
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init(frequency=22050, size=-16, channels=1)
        mixer = pygame.mixer.get_init()
        if mixer is None:  # no mixer after all: no sounds
            return
        rate, size, channels = mixer
        if size != -16:
            return
        _sounds["click"] = _tone(880, 0.05, rate, channels, 0.25, decay=60)
        _sounds["error"] = _tone(196, 0.18, rate, channels, 0.3, decay=14)
        _sounds["turn"] = _tone(660, 0.35, rate, channels, 0.22, decay=9)
        _sounds["dice"] = _tone(300, 0.22, rate, channels, 0.3, noise=0.8, decay=18, seed=3)
        _ready = True
    except (pygame.error, OSError, TypeError, ValueError):
        _sounds.clear()


def set_enabled(enabled: bool) -> None:
    """Switch sound on or off (from the settings)."""
    global _enabled
    _enabled = enabled


def play(name: str) -> None:
    """Play a named sound if sound is on and available; never raises."""
    if not (_enabled and _ready):
        return
    snd = _sounds.get(name)
    if snd is not None:
        try:
            snd.play()
        except pygame.error:
            pass
