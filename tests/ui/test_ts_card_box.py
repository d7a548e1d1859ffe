"""The bar's action card while its last action is under way (stop 65).

A Production started from the card's last icon left the card with nothing unused, and the
box read "all used" beside "Production: 3 PP left": it now says the last action is under way.
Once nothing is running, "all used" stands."""

from __future__ import annotations

from ui_helpers import texts_drawn

from game.ui.tables.tsukuyumi.capture_round import reach


def bar_texts(app, table) -> list[str]:
    """The texts the bar draws in a fresh frame (its cached picture dropped first)."""
    with texts_drawn() as drawn:
        table.bar_layer.clear()
        app.frame([], 1 / 60)
    return [text for text, _size in drawn]


def test_a_running_last_action_is_not_all_used(app) -> None:
    def producing(st) -> bool:
        return (st.phase != "white" and st.turn is not None and st.turn.seat == 0
                and not st.turn.left
                and bool(st.pending) and st.pending[-1].kind == "production"
                and st.pending[-1].seat == 0)

    got = reach(app, 3, {"factions": "random"}, 40, producing, tries=12)
    assert got is not None
    match, table = got
    drawn = bar_texts(app, table)
    busy = table.t("ts.ui.card.busy")
    assert " ".join(d for d in drawn if d and d in busy) == busy  # wrapped in the box
    assert table.t("ts.ui.card.spent") not in drawn
