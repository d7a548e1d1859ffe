"""Every text of the Tsukuyumi table (`ts.ui.*` in `game/tsukuyumi/i18n/`) is used by the code.

A key counts as used when the code names it in a string, or builds it from a prefix it names
(f"ts.ui.act.{kind}", "ts.ui.dir." + …): a key left over from a redrawn panel, both languages'
text for nothing, fails here. The data keys have their own exact list (`test_ts_data_texts`).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from game.core import i18n

ROOT = Path(__file__).resolve().parents[2]
KEY = re.compile(r"""["'](ts\.ui\.[A-Za-z0-9_.]+)["']""")
PREFIX = re.compile(r"""f["'](ts\.ui\.[A-Za-z0-9_.]*)\{|["'](ts\.ui\.[A-Za-z0-9_.]*\.)["']\s*\+""")


def _code() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "game").rglob("*.py"))


def test_every_table_text_is_used() -> None:
    code = _code()
    named = set(KEY.findall(code))
    prefixes = {a or b for a, b in PREFIX.findall(code)}
    assert "ts.ui.act." in prefixes and "ts.ui.sheet.upgrade" in named  # the scan reads code
    for lang in i18n.LANGUAGES:
        keys = set()
        for path in sorted((ROOT / "game" / "tsukuyumi" / "i18n").glob(f"*.{lang}.json")):
            keys |= {k for k in json.loads(path.read_text(encoding="utf-8"))
                     if k.startswith("ts.ui.")}
        unused = sorted(k for k in keys
                        if k not in named and not any(k.startswith(p) for p in prefixes))
        assert unused == [], lang
