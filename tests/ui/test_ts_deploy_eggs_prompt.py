"""The Nuée Noire's deployment prompt says where Ready went (TS-21.14, TS-2.19).

Ready is offered only once the Eggs are laid (`setup.deploy_actions`), so the general prompt
"…; Ready when done." sent a stop-58 pilot looking for a button that was not there. While Eggs
are left the prompt asks for them and says Ready comes once they are down.
"""

from __future__ import annotations

import pytest
from test_tsukuyumi_table import kinds, play_until, start
from ui_helpers import make_test_app

from game.ui import i18n, theme
from game.ui.tables.tsukuyumi.prompts import prompt_text


@pytest.mark.rule("TS-21.14")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_deploy_prompt_asks_for_the_eggs_before_ready(lang: str) -> None:
    app = make_test_app(language=lang)
    try:
        # seed 4 deals seat 0 the Nuée Noire (factions at random, two players)
        match, table = start(app, 2, {"factions": "random"}, seed=4)
        assert match.state.seats[0].faction == "darkseed"
        play_until(match, table, lambda m: "egg" in kinds(m))
        assert "egg" in kinds(match) and "ready" not in kinds(match)
        said = prompt_text(table, table.view())
        assert said == i18n.t("ts.ui.prompt.deploy_eggs")
        while "egg" in kinds(match):  # the Eggs laid, Ready comes and the prompt says so
            egg = next(a for a in match.legal_actions(0) if a.kind == "egg")
            table.submit_as(0, egg, quiet=True)
        assert "ready" in kinds(match)
        assert prompt_text(table, table.view()) == i18n.t("ts.ui.prompt.deploy")
    finally:
        app.close()
        theme.set_scale(1.0)
        i18n.set_language("en")
