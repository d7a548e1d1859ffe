"""The bar's action card while its last action is under way (stop 65).

A Production started from the card's last icon left the card with nothing unused, and the
box read "all used" beside "Production: 3 PP left": it now says the last action is under way.
Once nothing is running, "all used" stands."""

from __future__ import annotations

from game.ui import assets
from game.ui.tables.tsukuyumi.capture_round import reach


def _words(app, table) -> list[str]:
    drawn: list[str] = []
    real = assets.text

    def spy(string, *args, **kw):
        drawn.append(string)
        return real(string, *args, **kw)

    assets.text = spy
    try:
        table.bar_layer.clear()
        app.frame([], 1 / 60)
    finally:
        assets.text = real
    return drawn


def test_a_running_last_action_is_not_all_used(app) -> None:
    def producing(st) -> bool:
        return (st.phase != "white" and st.turn is not None and st.turn.seat == 0
                and not st.turn.left
                and bool(st.pending) and st.pending[-1].kind == "production"
                and st.pending[-1].seat == 0)

    got = reach(app, 3, {"factions": "random"}, 40, producing, tries=12)
    assert got is not None
    match, table = got
    drawn = _words(app, table)
    busy = table.t("ts.ui.card.busy")
    assert " ".join(d for d in drawn if d and d in busy) == busy  # wrapped in the box
    assert table.t("ts.ui.card.spent") not in drawn
