"""The last setup of each game (players, seats, options), remembered across sessions.

Stored as plain JSON next to the settings (`last_setup.json`: {game: {"seats": [...],
"options": {...}}}), written when a game starts from the setup screen and read when that
screen opens. Anything unreadable, from an older version or no longer valid for the game is
ignored: the screen then shows the defaults, never an error.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.core import codec


def path() -> Path:
    """Where the remembered setups live."""
    from game.userdirs import config_dir

    return config_dir() / "last_setup.json"


def _read(file: Path) -> dict[str, Any]:
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return {}
    return data if isinstance(data, dict) else {}


def load(rules, file: Path | None = None):
    """(seats, options) remembered for `rules`' game, or None when there is nothing valid."""
    from game.core.match import SeatConfig, check_seats
    from game.core.rules import IllegalAction

    entry = _read(file or path()).get(rules.name)
    if not isinstance(entry, dict):
        return None
    try:
        seats = [codec.decode(SeatConfig, s, "$") for s in entry.get("seats", [])]
        check_seats(seats)
        limit = getattr(rules, "setup_max_seats", None) or rules.max_seats or len(seats)
        if not rules.min_seats <= len(seats) <= limit:
            return None
        options = dict(entry.get("options", {}))
        rules.check_setup(len(seats), options)
    except (codec.CodecError, IllegalAction, TypeError, ValueError, AttributeError):
        return None
    return seats, options


def save(rules, seats, options, file: Path | None = None) -> bool:
    """Remember a game's setup; False (and nothing else) when it cannot be written."""
    target = file or path()
    data = _read(target)
    data[rules.name] = {"seats": [codec.encode(s) for s in seats],
                        "options": codec.encode(dict(options))}
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
        tmp.replace(target)
    except OSError:
        return False
    return True
