"""Before the factions are taken, the Tsukuyumi seat rows say so, and the setup's step chips
start with a capital as the phases' do.

A screenshot review (stop 64) found an empty line in each seat row during the faction choice
(the faction's place) and the steps named « factions », « units » in lower case beside the
rounds' « Blue », « Green »."""

from __future__ import annotations

import pytest
from test_tsukuyumi_table import start
from ui_helpers import make_test_app, texts_drawn

from game.ui import i18n


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rows_say_no_faction_yet_and_the_steps_are_capitalised(lang: str) -> None:
    app = make_test_app(language=lang)
    try:
        with texts_drawn() as drawn:  # the right column is a cached picture: its first frame
            match, table = start(app, 3, {"factions": "choice"})
            app.frame([], 1 / 60)
        assert all(not s.faction for s in match.state.seats)
        texts = [text for text, _ in drawn]
        assert texts.count(i18n.t("ts.ui.no_faction")) >= 3  # one a seat row
        step = i18n.t("ts.ui.setup.faction")
        assert step[:1].upper() + step[1:] in texts
        assert step not in texts or step[:1].isupper()
    finally:
        app.close()
