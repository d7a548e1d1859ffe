"""M2's Scout is offered when the start zone is placed (TS-M2.3): its area tiles are lit
beside the edge positions, but the prompt named only the edges, and a newcomer learned
afterwards that the card had lapsed (stop 96). The prompt now names the Scout's choice."""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_tsukuyumi_table import play_until, start

from game.tsukuyumi import data
from game.ui.tables.tsukuyumi import prompts


@pytest.mark.rule("TS-M2.3")
def test_the_start_prompt_names_the_scouts_choice(app, monkeypatch) -> None:
    match, table = start(app, 4, {"factions": "random", "modules": ("m2",)}, seed=3)
    play_until(match, table, lambda m: m.state.phase == "start" and 0 in m.to_act()
               and any(a.kind == "start" for a in m.legal_actions(0)), seed=3)
    view = table.view()
    me = view.seats[0]
    if data.FACTION_BY_KEY[me.faction].start_zone_placement == "free":
        pytest.skip("seat 0 holds the Nest's own rule")  # not reached on seed 3
    faction = table.t(f"ts.faction.{me.faction}")
    plain = replace(view, seats=tuple(replace(s, advantage="acceleration") if i == 0 else s
                                      for i, s in enumerate(view.seats)))
    assert prompts.prompt_text(table, plain) == table.t("ts.ui.prompt.start", faction=faction)
    scout = replace(view, seats=tuple(replace(s, advantage="scout", adv_state="") if i == 0
                                      else s for i, s in enumerate(view.seats)))
    assert prompts.prompt_text(table, scout) == table.t("ts.ui.prompt.start_scout",
                                                        faction=faction)
