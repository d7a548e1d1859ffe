"""Where Moontable keeps per-user files: settings (config dir) and saves (data dir).

* Linux and other Unix: `$XDG_CONFIG_HOME/moontable` (default `~/.config/moontable`) and
  `$XDG_DATA_HOME/moontable` (default `~/.local/share/moontable`).
* Windows: `%APPDATA%\\Moontable` for both (roaming, so settings follow the user).
* macOS: `~/Library/Application Support/Moontable` for both.
* `MOONTABLE_HOME` overrides everything: config and data both live under it. Tests set it to
  a temporary directory so they never touch a real player's files; it is also handy for a
  portable install on a USB stick.

Functions only compute paths; `ensure` creates a directory when a caller is about to write.
Pure stdlib so the CLI and the rules side can use it without pygame.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP = "moontable"
APP_TITLE = "Moontable"
HOME_ENV = "MOONTABLE_HOME"


def _home_override() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def _platform_base() -> Path | None:
    """The shared per-user directory on Windows and macOS; None on XDG systems."""
    if sys.platform.startswith("win"):
        appdata = os.environ.get("APPDATA")
        base = Path(appdata) if appdata else Path.home() / "AppData" / "Roaming"
        return base / APP_TITLE
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / APP_TITLE
    return None


def _xdg(var: str, default: str) -> Path:
    value = os.environ.get(var, "").strip()
    # The XDG spec says relative paths are invalid and must be ignored.
    base = Path(value) if value and os.path.isabs(value) else Path.home() / default
    return base / APP


def config_dir() -> Path:
    """Directory for settings."""
    override = _home_override()
    if override is not None:
        return override / "config"
    return _platform_base() or _xdg("XDG_CONFIG_HOME", ".config")


def data_dir() -> Path:
    """Directory for saves and other data the app writes."""
    override = _home_override()
    if override is not None:
        return override / "data"
    return _platform_base() or _xdg("XDG_DATA_HOME", ".local/share")


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / "settings.json"


def saves_dir() -> Path:
    """Directory of named saves."""
    return data_dir() / "saves"


def autosave_path() -> Path:
    """The single autosave file (the match in progress)."""
    return data_dir() / "autosave.json"


def ensure(directory: Path) -> Path:
    """Create `directory` (and parents) if needed and return it."""
    directory.mkdir(parents=True, exist_ok=True)
    return directory


def display_path(path: Path) -> str:
    """A folder as a player reads it: under the home directory it starts with "~" on Unix
    and macOS (shorter, and the same for everyone); elsewhere, and on Windows, in full."""
    if sys.platform.startswith("win"):
        return str(path)
    try:
        return str(Path("~") / Path(path).relative_to(Path.home()))
    except (ValueError, RuntimeError):  # not under home, or no home at all
        return str(path)
