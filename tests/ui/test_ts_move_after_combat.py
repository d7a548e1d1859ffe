"""After a combat, the card's Movement is lost (TS-4.9): the bar's card still showed « ≫2 »
while the prompt said nothing was left to do with the card (a newcomer's two-player game,
stop 97). The icon is now struck through with the reason on hover, and the prompt says why
the turn can only end."""

from __future__ import annotations

import dataclasses

import pytest
from test_tsukuyumi_table import start

from game.ui.tables.tsukuyumi import prompts
from tests.tsukuyumi.ts_builders import board, disc, give, move_state


@pytest.mark.rule("TS-4.9")
@pytest.mark.parametrize("fought", [True, False])
def test_the_card_and_prompt_say_movement_is_lost_after_a_combat(app, fought: bool) -> None:
    brd = board(plain=disc(3))
    st = move_state(brd, [("squeaker", 0, (0, 0))], factions=("boarlords", "nomads", "cyber"),
                    left=(("M", 2),))
    st = dataclasses.replace(st, turn=dataclasses.replace(st.turn, fought=fought))
    st = give(st, 0, pick=8)  # P08: Movement 2, Combat 2 in red; its combat played
    match, table = start(app, 3, {}, seed=3)
    match._states[-1] = st
    app.frame([], 1 / 60)
    legal = [a.kind for a in match.legal_actions(0)]
    said = prompts.prompt_text(table, table.view())
    tips = [h.text() for h in table.hits if callable(h.text)]
    locked = table.t("ts.ui.tip.move_locked", n=2)
    if fought:
        assert legal == ["end"]
        assert said == table.t("ts.ui.prompt.only_end_fought", phase=table.t("ts.phase.red"))
        assert locked in tips
    else:
        assert "move" in legal or len(legal) > 1
        assert locked not in tips
    # a combat card's tooltip warns beforehand while the Movement is unused
    from game.tsukuyumi import cards
    from game.tsukuyumi.actions import Action
    from game.ui.tables.tsukuyumi import menus

    number = int(cards.combat_cards_of("boarlords")[0].card_id[1:])
    tip = menus.action_tip(table, Action("combat", (0, 0, number)))
    warned = table.t("ts.ui.tip.combat_ends_moves", n=2) in tip
    assert tip and warned == (not fought)
