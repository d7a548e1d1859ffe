"""The UI's view of the one string catalogue (`game.core.i18n`), in the current language."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.core import i18n as core_i18n

_lang = "en"


def set_language(lang: str) -> None:
    """Switch the language every later `t()` call uses."""
    global _lang
    _lang = lang if lang in core_i18n.LANGUAGES else "en"


def language() -> str:
    """The current language code."""
    return _lang


def t(key: str, **args: Any) -> str:
    """The catalogue string for `key` in the current language, fields filled."""
    return core_i18n.tr(key, _lang, **args)


def has(key: str) -> bool:
    """True when the catalogue knows `key` (in English at least)."""
    return key in core_i18n.catalogue(_lang) or key in core_i18n.catalogue("en")


def t_or(key: str, fallback: str, **args: Any) -> str:
    """`t(key)` when the key exists, else `fallback`."""
    return t(key, **args) if key and has(key) else fallback


def describe(kind: str, args: Mapping[str, Any], names: Callable[[int], str]) -> str:
    """An event or error in the current language, seat arguments shown as names."""
    return core_i18n.describe(kind, args, names, _lang)


def illegal_message(exc: Exception, names: Callable[[int], str]) -> str:
    """A player-readable, translated message for an IllegalAction (or SaveError)."""
    key = getattr(exc, "key", "") or ""
    args = getattr(exc, "args_map", None) or {}
    fallback = getattr(exc, "message", None) or str(exc)
    if key and has(key):
        return describe(key, args, names)
    return fallback
