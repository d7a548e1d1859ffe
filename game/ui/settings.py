"""Player settings, persisted as JSON in the user's config directory.

Writes are atomic (temporary file + `os.replace`), so a crash never leaves half a file. A
missing file gives the defaults; a damaged one gives the defaults *and* a message for a toast,
never an exception.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path

LANGUAGES = ("en", "fr")
ANIMATION_SPEEDS = ("instant", "fast", "normal", "slow")
ANIMATION_FACTORS = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
UI_SCALES = (0.75, 0.875, 1.0, 1.125, 1.25, 1.375, 1.5)


@dataclass
class Settings:
    """Everything the settings screen changes."""

    language: str = "en"
    animation_speed: str = "normal"
    ui_scale: float = 1.0
    sound: bool = True
    fullscreen: bool = False

    def normalised(self) -> Settings:
        """A copy with every field forced into its allowed range."""
        lang = self.language if self.language in LANGUAGES else "en"
        speed = self.animation_speed if self.animation_speed in ANIMATION_SPEEDS else "normal"
        try:
            scale = float(self.ui_scale)
        except (TypeError, ValueError):
            scale = 1.0
        scale = min(UI_SCALES, key=lambda s: abs(s - scale))
        return Settings(lang, speed, scale, bool(self.sound), bool(self.fullscreen))

    @property
    def animation_factor(self) -> float:
        """Multiplier for animation and bot-pacing durations (0 = instant)."""
        return ANIMATION_FACTORS[self.animation_speed]


def default_path() -> Path:
    """Where the settings live (`game.userdirs.settings_path()`)."""
    from game.userdirs import settings_path

    return Path(settings_path())


def load(path: Path | None = None) -> tuple[Settings, str | None]:
    """Read settings; returns (settings, problem) where problem is a catalogue key or None."""
    path = Path(path) if path is not None else default_path()
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except OSError:
        return Settings(), "ui.settings.unreadable"
    except UnicodeDecodeError:
        return Settings(), "ui.settings.corrupt"
    try:
        data = json.loads(raw)
        if not isinstance(data, dict):
            raise ValueError("not an object")
        known = {f.name for f in fields(Settings)}
        return Settings(**{k: v for k, v in data.items() if k in known}).normalised(), None
    except (ValueError, TypeError):
        return Settings(), "ui.settings.corrupt"


def save(settings: Settings, path: Path | None = None) -> bool:
    """Write settings atomically; False (and nothing changed on disk) if it failed."""
    path = Path(path) if path is not None else default_path()
    tmp = path.with_name(path.name + ".tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(json.dumps(asdict(settings.normalised()), indent=2), encoding="utf-8")
        os.replace(tmp, path)
        return True
    except OSError:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass
        return False
