"""While a round's summary card waits for Continue, the top bar speaks of that round.

Once a round is scored the state passes at once to the next round's setup, so the top bar
read « Round 2 — To play: Selene » over the card of round 1, as if a bot were thinking while
the table waited for the human's Continue (a screenshot review, stop 76)."""

from __future__ import annotations

from ui_helpers import texts_drawn

from game.moonstar.actions import MoveMoon
from game.ui import i18n
from game.ui.tables.moonstar import capture as cap
from tests.moonstar.moonstar_table_helpers import show
from tests.moonstar.test_moonstar_table_play import frame


def test_the_top_bar_names_the_summarised_round_until_continue(app):
    match = cap.match_with_setter()
    cap.setup_and_roll(match)
    cap.win_bid(match, 0)
    table = show(app, match)
    cap.play_best(match, dice_only=True)
    for step in cap.best(match).play:
        table.submit_as(0, MoveMoon(step.moon, step.direction, step.steps))
    frame(app)
    assert table.summary is not None and not match.is_over
    assert table.rules.round_number(match.state) == 2  # the state is in round 2 already
    assert table.round_text() == i18n.t("ui.table.round", n=1)
    assert table.status_text() == i18n.t("ui.moonstar.summary.status")
    assert table.shown_to_act() == []
    setter = table.name(match.view(None).setter)
    with texts_drawn() as drawn:
        frame(app)
    shown = " ".join(text for text, _ in drawn)
    assert i18n.t("ui.moonstar.setup.next", name=setter) in shown
    assert i18n.t("ui.moonstar.setup.waiting", name=setter) not in shown
    from game.ui.tables.moonstar import summary as moonstar_summary
    moonstar_summary.watch_best(table)  # "Watch best play": the card gives way to the replay
    assert table.status_text() == i18n.t("ui.moonstar.summary.status_replay")
    assert table.round_text() == i18n.t("ui.table.round", n=1)
    table.summary = None  # Continue
    assert table.round_text() == i18n.t("ui.table.round", n=2)
    assert table.shown_to_act() == list(match.to_act())
    assert table.status_text() == i18n.t(
        "ui.table.to_act", names=", ".join(table.name(s) for s in match.to_act()))
