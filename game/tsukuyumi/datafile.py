"""Reading and checking the Tsukuyumi data files (`game/tsukuyumi/data/*.json`).

Every data file is a JSON object whose first field, `header`, says what the file holds
(`what`), which rule ids it serves (`spec`), what each source tag means (`sources`) and that
its RECONSTRUCTED parts may be replaced by printed data (`reconstructed`, TS-42.14). Records
carry a `source` tag from `SOURCE_TAGS` (the spec's S / PA / FG / W / R) and, where only some
of their fields are invented, a `reconstructed` list naming those fields.

The readers below raise `ValueError` naming the file, the record and the field whenever a
file is malformed, so that a printed-data replacement with a typo fails at import with a
message a person can act on. `data.py` and `cards.py` build their frozen tables with them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parent / "data"

# The spec's source tags (rules/tsukuyumi.md, Conventions): seed, player aid, fan generator,
# publisher pages, RECONSTRUCTED.
SOURCE_TAGS = ("S", "PA", "FG", "W", "R")
RECONSTRUCTED = "R"
HEADER_FIELDS = ("what", "spec", "sources", "reconstructed")

FACTION_KEYS = ("cyber", "darkseed", "nomads", "boarlords")  # the plan's faction keys
ONI = "oni"  # the owner key of the Oni (TS-8)


def load(name: str, directory: Path = DATA_DIR) -> dict[str, Any]:
    """Read one data file and check its header; the whole object is returned."""
    path = directory / name
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ValueError(f"{name}: cannot read the data file ({exc})") from exc
    if not isinstance(raw, dict) or not isinstance(raw.get("header"), dict):
        raise ValueError(f"{name}: a data file is an object whose first field is `header`")
    if next(iter(raw)) != "header":
        raise ValueError(f"{name}: `header` must be the first field")
    header = raw["header"]
    for field in HEADER_FIELDS:
        if field not in header:
            raise ValueError(f"{name}: the header lacks `{field}`")
    for tag in header["sources"]:
        if tag not in SOURCE_TAGS:
            raise ValueError(f"{name}: unknown source tag {tag!r} in the header")
    return raw


class Reader:
    """Typed access to one record of a data file, with errors that say where."""

    def __init__(self, record: Any, where: str) -> None:
        if not isinstance(record, dict):
            raise ValueError(f"{where}: expected an object, got {type(record).__name__}")
        self.record: dict[str, Any] = record
        self.where = where

    def _get(self, key: str) -> Any:
        if key not in self.record:
            raise ValueError(f"{self.where}: missing field `{key}`")
        return self.record[key]

    def fail(self, message: str) -> ValueError:
        """A ValueError that names this record."""
        return ValueError(f"{self.where}: {message}")

    def integer(self, key: str, minimum: int = 0) -> int:
        """An integer field of at least `minimum` (booleans are refused)."""
        value = self._get(key)
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(f"`{key}` must be an integer, got {value!r}")
        if value < minimum:
            raise self.fail(f"`{key}` must be at least {minimum}, got {value}")
        return value

    def text(self, key: str, choices: tuple[str, ...] | None = None,
            optional: bool = False) -> str:
        """A non-empty string field, one of `choices` if given; null gives '' if optional."""
        value = self.record.get(key) if optional else self._get(key)
        if value is None and optional:
            return ""
        if not isinstance(value, str) or not value:
            raise self.fail(f"`{key}` must be a non-empty string, got {value!r}")
        if choices is not None and value not in choices:
            raise self.fail(f"`{key}` is {value!r}, expected one of {', '.join(choices)}")
        return value

    def flag(self, key: str) -> bool:
        """A boolean field."""
        value = self._get(key)
        if not isinstance(value, bool):
            raise self.fail(f"`{key}` must be true or false, got {value!r}")
        return value

    def texts(self, key: str, choices: tuple[str, ...] | None = None) -> tuple[str, ...]:
        """A list of distinct non-empty strings (each one of `choices` if given)."""
        value = self._get(key)
        if not isinstance(value, list):
            raise self.fail(f"`{key}` must be a list, got {value!r}")
        for item in value:
            if not isinstance(item, str) or not item:
                raise self.fail(f"`{key}` holds {item!r}, expected non-empty strings")
            if choices is not None and item not in choices:
                raise self.fail(f"`{key}` holds {item!r}, expected one of {', '.join(choices)}")
        if len(set(value)) != len(value):
            raise self.fail(f"`{key}` repeats an entry: {value}")
        return tuple(value)

    def counts(self, key: str) -> tuple[tuple[str, int], ...]:
        """An object of positive counts `{name: n}`, as (name, n) pairs in file order."""
        value = self._get(key)
        if not isinstance(value, dict):
            raise self.fail(f"`{key}` must be an object of counts, got {value!r}")
        out = []
        for name, n in value.items():
            if isinstance(n, bool) or not isinstance(n, int) or n < 1:
                raise self.fail(f"`{key}.{name}` must be a positive integer, got {n!r}")
            out.append((name, n))
        return tuple(out)

    def source(self) -> tuple[str, tuple[str, ...]]:
        """The record's source tag and its list of RECONSTRUCTED fields (may be absent)."""
        tag = self.text("source", SOURCE_TAGS)
        fields = self.texts("reconstructed") if "reconstructed" in self.record else ()
        if tag == RECONSTRUCTED and fields:
            raise self.fail("a record tagged R is wholly RECONSTRUCTED: drop `reconstructed`")
        return tag, fields


def records(raw: dict[str, Any], key: str, name: str) -> list[Reader]:
    """The list field `key` of a data file, one Reader per record."""
    items = raw.get(key)
    if not isinstance(items, list) or not items:
        raise ValueError(f"{name}: `{key}` must be a non-empty list")
    return [Reader(item, f"{name} {key}[{i}]") for i, item in enumerate(items)]


def split_key(text: str, where: str) -> tuple[str, str]:
    """`name` or `name:argument` -> (name, argument or '')."""
    name, _, arg = text.partition(":")
    if not name or (":" in text and not arg):
        raise ValueError(f"{where}: malformed key {text!r}, expected name or name:argument")
    return name, arg


def check_keyed(text: str, vocabulary: dict[str, str], where: str) -> str:
    """Check a `name[:argument]` key against a vocabulary {name: argument kind}.

    Argument kinds: '' (no argument), 'int' (a positive integer), 'key' (a word), 'key?'
    (a word or nothing). Cross-references of 'key' arguments are checked by the loaders.
    """
    name, arg = split_key(text, where)
    if name not in vocabulary:
        raise ValueError(f"{where}: unknown key {name!r}; known: {', '.join(sorted(vocabulary))}")
    kind = vocabulary[name]
    if kind == "" and arg:
        raise ValueError(f"{where}: {name!r} takes no argument, got {text!r}")
    if kind == "int" and not (arg.isdigit() and int(arg) > 0):
        raise ValueError(f"{where}: {name!r} needs a positive integer argument, got {text!r}")
    if kind == "key" and not arg:
        raise ValueError(f"{where}: {name!r} needs an argument, got {text!r}")
    return text


def unique(keys: list[str], what: str) -> None:
    """Raise if a key appears twice."""
    seen: set[str] = set()
    for key in keys:
        if key in seen:
            raise ValueError(f"{what}: {key!r} appears twice")
        seen.add(key)


class Sourced:
    """Provenance shared by every record: `source` tag and RECONSTRUCTED fields."""

    source: str
    reconstructed: tuple[str, ...]

    @property
    def is_reconstructed(self) -> bool:
        """True when the record, or any of its fields, is RECONSTRUCTED (the app labels it)."""
        return self.source == RECONSTRUCTED or bool(self.reconstructed)
