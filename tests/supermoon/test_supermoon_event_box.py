"""The round's event is read whole in the cards column at 150%, whatever rows share it.

A stop-59 solo pilot at 150% in French saw event 109 cut, « … ne donnent rien ; niveaux Tech
actifs au tour suivant. »: the rows below gave way for the event (objectives on one line,
civ and tech side by side, the event without its heading) only when three lines did not fit,
never for the five the text needed. They now give way for what the text needs, and the card
texts of events 109 and 123 are shorter in both languages.
"""

from __future__ import annotations

import sys
from dataclasses import replace as with_fields
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_supermoon_table import frame, seats, start  # noqa: E402
from ui_helpers import make_test_app  # noqa: E402

from game.core.match import Match  # noqa: E402
from game.supermoon.data import EVENTS  # noqa: E402
from game.supermoon.rules import RULES  # noqa: E402

PRIVATE = (37, 43, 49)  # rectangle, area and other private objectives


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(("n", "kept"), [(1, 2), (2, 1), (6, 1)])
def test_every_event_is_read_whole_beside_the_objectives_and_the_civ_and_tech_rows(
        lang: str, n: int, kept: int) -> None:
    from game.ui import assets, i18n, theme

    a = make_test_app(ui_scale=1.5, language=lang)
    try:
        options = RULES.check_setup(n, {"events": True} if n > 1 else {})
        match = Match(RULES, seats(n), 9, options)
        table = start(a, match)
        st = match.state
        objectives = PRIVATE[:kept]
        players = (with_fields(st.players[0], objectives=objectives),) + st.players[1:]
        work = (with_fields(st.work[0], objectives=objectives),) + st.work[1:]
        corp = i18n.t(f"sm.corp.{st.players[0].corp}.name")
        column = table.region("cards")
        cut = []
        for event in sorted(EVENTS):
            match._states[-1] = with_fields(st, event=event, players=players, work=work)
            assets.fit.cache_clear()  # a cut is noted when it is computed, not when reused
            with assets.recording_cuts() as cuts:
                frame(a)
            if cuts:
                cut.append((event, cuts))
            tips = {h.tip: h.rect for h in table.hits if isinstance(h.tip, str)}
            text = i18n.t(f"sm.event.{event}.text")
            box = next(r for tip, r in tips.items() if tip.endswith("\n" + text))
            tech = next(r for tip, r in tips.items() if tip.startswith(corp + "\n"))
            assert column.contains(box) and column.contains(tech), (event, box, tech)
            assert box.bottom <= tech.y, event  # the rows below the event still drawn
        assert cut == []
    finally:
        a.close()
        theme.set_scale(1.0)
        i18n.set_language("en")
