"""The Events action's prompt says when a count has run out (TS-5.7: an Events action gives
draws and plays). « il vous reste 0 pioche et 1 carte à jouer » read as a draw still to use
(a screenshot of the faction events, stop 76); then « plus de pioche ; il vous reste 1 carte à
jouer », which a review (stop 92) read as "more draws": now « aucune pioche restante »."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.ui import i18n
from game.ui.tables.tsukuyumi import prompts


def _events_turn(app):
    from game.tsukuyumi.rules import RULES
    from game.ui.tables.tsukuyumi.capture_round import reach

    def drawing(st) -> bool:
        return bool(st.pending) and st.pending[-1].kind == "events" \
            and st.pending[-1].seat == 0 and any(a.kind == "draw"
                                                 for a in RULES.legal_actions(st, 0))

    got = reach(app, 3, {"factions": "random", "modules": ("m4",)}, 40, drawing, tries=12)
    assert got is not None
    return got


@pytest.mark.rule("TS-5.7")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_count_run_out_is_said_as_none_left(app, lang) -> None:
    match, table = _events_turn(app)
    i18n.set_language(lang)
    try:
        view = table.view()
        top = view.pending[-1]

        def said(draws: int, plays: int) -> str:
            data = (draws, plays, *top.data[2:])
            shown = replace(view, pending=(*view.pending[:-1], replace(top, data=data)))
            return prompts.prompt_text(table, shown)

        assert said(1, 2) == i18n.t("ts.ui.prompt.events", draws=1, plays=2)
        assert said(0, 1) == i18n.t("ts.ui.prompt.events_plays", plays=1)
        assert said(2, 0) == i18n.t("ts.ui.prompt.events_draws", draws=2)
        assert " 0 " not in said(0, 1) and " 0 " not in said(2, 0)
    finally:
        i18n.set_language("en")
