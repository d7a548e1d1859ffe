"""The solo outcome ladder's lines are whole sentences (PU-15.5: the outcome read from the
ladder by score − target).

The game-over headline ended « … humanity must look for another planet » with no full stop
(a stop-82 review), while the log added one after « will anyone else survive? », giving
« survive?. ». Each line now carries its own end mark, and neither the headline nor the log
adds one."""

from __future__ import annotations

import pytest

from game.ui import i18n

ROWS = (-15, -10, -5, 0, 5, 10, 15)


@pytest.mark.rule("PU-15.5")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_ladder_line_ends_once(lang: str) -> None:
    i18n.set_language(lang)
    try:
        for row in ROWS:
            line = i18n.t(f"sm.arg.row.{row}")
            assert line.rstrip()[-1] in ".?!", line
            for key in ("ui.supermoon.solo_won", "ui.supermoon.solo_lost", "sm.solo_result"):
                text = i18n.t(key, score=50, target=56, delta=-6, row=line)
                assert text.rstrip()[-1] in ".?!", text
                for bad in ("?.", "!.", ".."):
                    assert bad not in text, text
    finally:
        i18n.set_language("en")
