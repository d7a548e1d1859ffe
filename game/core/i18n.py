"""The one string catalogue: every player-facing text, in English and French.

Catalogue files are flat JSON objects `{key: template}`: `game/i18n/<lang>.json` for the app
and `game/<game>/i18n/<lang>.json` for each game; all are merged at first use. Templates use
`str.format` fields. A missing French string falls back to English, a missing key shows the
key itself (tests check that both catalogues have the same keys).

Plurals: a field whose format spec holds a "|" names the singular and the plural form of a word
for that number, `"{n} {n:unit|units}"` -> "1 unit", "3 units" (French `"{n} {n:unité|unités}"`
takes the singular for 0 and 1 too). This is the one plural mechanism of the catalogues: each
language writes its own forms, agreeing verbs included (`"{n:Mine explodes|Mines explode}"`).

Signed fields, `{delta:+d}`, take the true minus sign ("−47"), as `signed` does in code.

Pure stdlib so that the CLI and rules-side messages use the same catalogue as the UI.
"""

from __future__ import annotations

import json
import re
import string
from collections.abc import Callable, Mapping
from functools import cache
from itertools import groupby
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "fr")
_ROOT = Path(__file__).resolve().parent.parent


def catalogue_files(lang: str) -> list[Path]:
    """Every catalogue file for a language: the app's first, then each game's."""
    files = [_ROOT / "i18n" / f"{lang}.json"]
    files += sorted(_ROOT.glob(f"*/i18n/{lang}.json"))
    # A game may split its catalogue (e.g. `cards.en.json` beside `en.json`).
    files += sorted(_ROOT.glob(f"*/i18n/*.{lang}.json"))
    return [f for f in files if f.is_file()]


@cache
def catalogue(lang: str) -> dict[str, str]:
    """The merged catalogue of a language."""
    merged: dict[str, str] = {}
    for path in catalogue_files(lang):
        merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


def tr(key: str, lang: str = "en", **args: Any) -> str:
    """Translate `key` and fill its fields; never raises on a bad template."""
    template, rule = catalogue(lang).get(key), lang
    if template is None and lang != "en":
        template, rule = catalogue("en").get(key), "en"  # English words, English plurals
    if template is None:
        return key
    if rule == "fr" and ("e {" in template):  # "de {x}", "que {x}": cheap test first
        template = _elide(template, args)
    try:
        text = _PLURALS.get(rule, _PLURALS["en"]).vformat(template, (), args) \
            if "|" in template or ":+" in template or ":op}" in template \
            else template.format(**args)
    except (KeyError, IndexError, ValueError):
        text = template
    return _french_spacing(text) if lang == "fr" else text


MINUS = "\u2212"
"""The true minus sign: a signed number reads "−3" (the hyphen "-3" is narrower and lower)."""


def number(n: int) -> str:
    """A count or a score as shown: "3", "−3" (the true minus sign, like `signed`)."""
    return str(n).replace("-", MINUS)


def capitalised(text: str) -> str:
    """`text` with its first letter upper case (a name or phrase that opens a line or labels a
    chip), the rest as it is."""
    return text[:1].upper() + text[1:]


def signed(n: int) -> str:
    """A number with its sign, "+3", "−3" or "0" (`{n:+d}` in a template gives the same)."""
    return f"{n:+d}".replace("-", MINUS) if n else "0"


def is_singular(value: Any, lang: str = "en") -> bool:
    """Does `value` take the singular? English only for 1, French for 0 and 1 (and -1)."""
    if isinstance(value, bool):
        return False
    try:
        n = value if isinstance(value, int) else int(str(value).strip())
    except ValueError:
        return False
    return abs(n) <= 1 if lang == "fr" else abs(n) == 1


class _Plurals(string.Formatter):
    """`str.format` plus the plural fields: `{n:one|many}` becomes the form for n; and
    `{mod:op}`, a modifier in a sum (« + 2 », « − 1 »)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec:
            one, _, many = format_spec.partition("|")
            return one if is_singular(value, self.lang) else many
        if format_spec == "op":  # a modifier in a sum, « 4 + 2 = 6 », as the dice tray shows it
            return ("+" if value >= 0 else MINUS) + "\u00a0" + str(abs(value))
        text = super().format_field(value, format_spec)
        if format_spec.startswith("+") and text.startswith("-"):
            return MINUS + text[1:]  # a signed field: "−47", as the cards print it
        return text


_PLURALS = {lang: _Plurals(lang) for lang in LANGUAGES}


_FR_BEFORE = re.compile(r" ([?!:;»])")
_FR_VOWELS = tuple("AEIOUÀÂÉÈÊËÎÏÔÛÜaeiouàâéèêëîïôûü")
_FR_ELIDED = ("de", "De", "que", "Que")


def _elide(template: str, args: Mapping[str, Any]) -> str:
    """French elides "de" and "que" before a vowel: "le Satellite d'Ana", not "de Ana".
    A field filled with a word opening with a vowel (a player's or a place's name) turns the
    "de {field}" / "que {field}" before it into "d'{field}" / "qu'{field}" (h and y left
    alone: "de Hugo", "de Yann")."""
    quote = "’" if "’" in template else "'"
    for name, value in args.items():
        if not (isinstance(value, str) and value.startswith(_FR_VOWELS)):
            continue
        for word in _FR_ELIDED:
            template = template.replace(f" {word} {{{name}}}", f" {word[:-1]}{quote}{{{name}}}")
            if template.startswith(f"{word} {{{name}}}"):
                template = f"{word[:-1]}{quote}" + template[len(word) + 1:]
    return template


def _french_spacing(text: str) -> str:
    """French puts a space before ? ! : ; » and after «: make it non-breaking, so a line
    never starts with a lone "?" when the text wraps."""
    return _FR_BEFORE.sub("\u00a0\\1", text).replace("« ", "«\u00a0")


def is_seat_arg(name: str) -> bool:
    """Arguments named `seat` or `*_seat` hold seat indices (shown as player names)."""
    return name == "seat" or name.endswith("_seat")


def arg_text(prefix: str, name: str, value: Any, lang: str = "en") -> Any:
    """A game's name for an int argument, if its catalogue has one, else the value itself.

    `moonstar.arg.star.7` names star 7 ("Scorpio"); the lookup uses the last word of the
    argument name, so `star`, `from_star` and `to_star` share the same names.
    """
    last = name.rsplit('_', 1)[-1]
    if isinstance(value, list) and all(isinstance(v, int) for v in value):
        # A list of named ints, e.g. combination cards: "Water, Nitric acid".
        return ", ".join(str(_arg_name(prefix, last, v, lang) or v) for v in value)
    if isinstance(value, str) and value:
        # Named ids in text form, e.g. a terrain face "stone_columns/H" -> "Stone Columns, H":
        # each "/"-separated part by its catalogue name (`mw.arg.face.stone_columns`), so no
        # internal name ever reaches the log.
        # Repeats side by side are counted ("worker/worker/wasp" -> "Worker ×2, Wasp"): a
        # stack of eleven Tsukuyumi units read as eleven names over six log lines.
        parts = [_arg_name(prefix, last, part, lang) or part for part in value.split("/")]
        runs = [(part, len(list(same))) for part, same in groupby(parts)]
        return ", ".join(f"{p}\u00a0×{n}" if n > 1 else str(p) for p, n in runs)  # kept whole
    if not isinstance(value, int) or isinstance(value, bool):
        return value
    text = _arg_name(prefix, last, value, lang)
    return text if text is not None else value


def _arg_name(prefix: str, last: str, value: Any, lang: str) -> str | None:
    key = f"{prefix}.arg.{last}.{value}"
    return catalogue(lang).get(key) or catalogue("en").get(key)


ARG_HOOKS: dict[str, list[Callable[[Mapping[str, Any]], dict[str, Any]]]] = {}
"""Per game prefix ("ts"): functions giving more arguments derived from an event's own, named
so that `arg_text` words them (Tsukuyumi's `faction_the`, "The Nomads", and `faction_num`,
the number a verb after it takes: "The Nomads retreat", "The Dark Seed retreats")."""


def describe(kind_or_key: str, args: Mapping[str, Any], names: Callable[[int], str],
             lang: str = "en") -> str:
    """Render an event or error: seat arguments become names, named ints become words."""
    prefix = kind_or_key.split(".", 1)[0]
    hooks = ARG_HOOKS.get(prefix)
    if hooks:
        args = dict(args)
        for hook in hooks:
            args.update(hook(args))
    filled = {}
    for name, value in args.items():
        if is_seat_arg(name) and isinstance(value, int):
            filled[name] = names(value)
        elif is_seat_arg(name) and isinstance(value, list):
            filled[name] = ", ".join(names(v) for v in value)
        else:
            filled[name] = arg_text(prefix, name, value, lang)
    return tr(kind_or_key, lang, **filled)
