"""Save files on disk: atomic writes, and reading that tells a player exactly what is wrong.

A save is a small JSON document (never an executable format: a file shared by a friend must
not be able to run code):

    {"format": "moontable-save", "version": 1, "game": "moonstar", "rules_version": 1,
     "seed": 123, "options": {...}, "seats": [{...}, ...],
     "actions": [[seat, "notation"], ...], "digest": "<sha256 of the final state>"}

Writing goes to a temporary file in the same directory, is flushed and fsync'ed, then
`os.replace`d over the target, so a crash or a kill at any moment leaves either the old save
or the new one — never a half-written file. Reading never writes, and every way a file can be
wrong maps to its own `SaveError.kind` with an English sentence from the catalogue
(`save.error.<kind>`); `Match.from_save` does the game-level checks (replay, digest).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from game.core.i18n import tr

FORMAT = "moontable-save"
VERSION = 1
MAX_BYTES = 64 * 1024 * 1024  # far beyond any real save; refuses to slurp a random huge file
_STALE_TMP_SECONDS = 600

# The unfinished tail of a number or literal at the very end of a cut-off file.
_CUT_SCALAR = re.compile(r"-?\d*\.?\d*(?:[eE][-+]?\d*)?|t(?:r(?:ue?)?)?|f(?:a(?:l(?:se?)?)?)?"
                         r"|n(?:u(?:ll?)?)?")

KINDS = ("missing", "unreadable", "truncated", "corrupt", "not_a_save", "wrong_game",
         "future_version", "old_rules", "tampered", "illegal_action", "write_failed")


class SaveError(Exception):
    """A save that cannot be read or written; `message` is a sentence for the player.

    `kind` is one of KINDS, `key` the catalogue key (`save.error.<kind>`), `args` its format
    arguments and `detail` a technical note for logs (never needed to understand the message).
    """

    def __init__(self, kind: str, detail: str = "", **args: Any) -> None:
        self.kind = kind
        self.key = f"save.error.{kind}"
        self.args_map = dict(args)
        self.detail = detail
        self.message = tr(self.key, "en", **args)
        super().__init__(self.message)

    def localized(self, lang: str) -> str:
        """The message in another language."""
        return tr(self.key, lang, **self.args_map)


# --- writing ----------------------------------------------------------------------------------


def atomic_write_text(path: Path, text: str) -> None:
    """Replace `path` with `text` so that readers only ever see the old or the new file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            # Data must be on disk before the rename publishes it, or a power cut could
            # leave a renamed but empty file.
            os.fsync(handle.fileno())
        _replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_dir(path.parent)
    _remove_stale_temps(path)


def _replace(src: Path, dst: Path) -> None:
    # On Windows a virus scanner or indexer may briefly hold the target open; retry a little.
    for attempt in range(5):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if not sys.platform.startswith("win") or attempt == 4:
                raise
            time.sleep(0.05 * (attempt + 1))


def _fsync_dir(directory: Path) -> None:
    """Persist the rename itself (POSIX); not possible or needed on Windows."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _remove_stale_temps(path: Path) -> None:
    """Temp files left by a killed writer are harmless but would pile up; sweep old ones."""
    now = time.time()
    for leftover in path.parent.glob(f".{path.name}.*.tmp"):
        with contextlib.suppress(OSError):
            if now - leftover.stat().st_mtime > _STALE_TMP_SECONDS:
                leftover.unlink()


def write_save(path: Path, data: dict[str, Any]) -> None:
    """Write a save document atomically; SaveError("write_failed") on any OS error."""
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    try:
        atomic_write_text(path, text)
    except OSError as exc:
        raise SaveError("write_failed", f"{type(exc).__name__}: {exc}",
                        reason=exc.strerror or str(exc)) from None


# --- reading ----------------------------------------------------------------------------------


def read_save(path: Path) -> dict[str, Any]:
    """Read and parse a save file (without ever writing to it) and check its header.

    Returns the document; raises SaveError with kind missing, unreadable, truncated, corrupt,
    not_a_save or future_version. Game-level checks are `Match.from_save`'s job.
    """
    path = Path(path)
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise SaveError("missing", str(path)) from None
    except OSError as exc:
        raise SaveError("unreadable", f"{type(exc).__name__}: {exc}") from None
    if len(raw) > MAX_BYTES:
        raise SaveError("corrupt", f"file larger than {MAX_BYTES} bytes")
    return parse_save(raw)


def parse_save(raw: bytes) -> dict[str, Any]:
    """Parse save bytes into a document and check its header (see `read_save`)."""
    if not raw.strip():
        # An empty file is what a non-atomic writer leaves when it dies before writing.
        raise SaveError("truncated", "the file is empty")
    # Saves are JSON objects: anything that does not even start like one (an image, a text
    # note, a list) is some other file, not a damaged save.
    if not raw.lstrip().removeprefix(b"\xef\xbb\xbf").lstrip().startswith(b"{"):
        raise SaveError("not_a_save", "does not start with '{'")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.reason == "unexpected end of data":  # cut inside a multi-byte character
            raise SaveError("truncated", "ends inside a UTF-8 character") from None
        raise SaveError("corrupt", f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    text = text.removeprefix("\ufeff")  # a BOM added by a text editor is harmless
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        # Running out of input (an unclosed brace, a cut-off string) means the end is
        # missing; an error in the middle means the content itself is damaged.
        if exc.pos >= len(text.rstrip()) or _is_unterminated(exc):
            raise SaveError("truncated", f"{exc.msg} at line {exc.lineno}") from None
        raise SaveError("corrupt", f"{exc.msg} at line {exc.lineno}") from None
    except RecursionError:
        raise SaveError("corrupt", "nested too deeply") from None
    check_header(data)
    return data


def _is_unterminated(exc: json.JSONDecodeError) -> bool:
    """A cut-off string or literal: json reports it where it starts, not at the end."""
    rest = exc.doc[exc.pos:].rstrip()
    if exc.msg.startswith("Unterminated string"):
        return "\n" not in rest
    return _CUT_SCALAR.fullmatch(rest) is not None


def check_header(data: Any) -> None:
    """Check that a parsed document is a Moontable save this version can read."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("not_a_save", "missing or wrong 'format' field")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise SaveError("corrupt", f"bad version field {version!r}")
    if version > VERSION:
        raise SaveError("future_version", f"save format version {version} > {VERSION}")
    expected = {"game": str, "rules_version": int, "seed": int, "options": dict,
                "seats": list, "actions": list, "digest": str}
    for name, tp in expected.items():
        value = data.get(name)
        if isinstance(value, bool) or not isinstance(value, tp):
            raise SaveError("corrupt", f"field {name!r} missing or not a {tp.__name__}")
    for index, entry in enumerate(data["actions"]):
        if (not isinstance(entry, list) or len(entry) != 2 or isinstance(entry[0], bool)
                or not isinstance(entry[0], int) or not isinstance(entry[1], str)):
            raise SaveError("corrupt", f"action {index + 1} is not a [seat, move] pair")
