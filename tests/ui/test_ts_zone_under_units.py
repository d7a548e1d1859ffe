"""A zone where the player's own units stand keeps its own actions within reach.

A newcomer's game (stop 96): a click on such a zone selected its units for moving, a second
click dropped them, and the zone's own choices (new units in the start zone, a combat there,
the Oni's attack) were never offered; and a zone's lone choice that spends production or
starts a fight was taken at once, unasked. A second click on the selected stack now opens the
zone's menu (a toast says so when the stack is selected), and such a lone choice still opens
its menu."""

from __future__ import annotations

from test_tsukuyumi_table import play_until, start

from game.ui.tables.tsukuyumi.gestures import CONFIRMED


def _both(table) -> tuple[int, tuple[int, int]] | None:
    """A cell where the viewer's stack may act and the zone has actions of its own."""
    o = table.options()
    for u in table.view().units:
        if u.owner == table.viewer and (u.uid in o.movers or u.uid in o.by_unit) \
                and o.by_cell.get(u.at):
            return u.owner, u.at
    return None


def test_a_second_click_on_a_selected_stack_opens_its_zones_actions(app) -> None:
    match, table = start(app, 4, {"factions": "random"}, seed=3)
    play_until(match, table, lambda m: 0 in m.to_act() and _both(table) is not None, seed=4)
    owner, cell = _both(table)
    steps = len(match.steps)
    table.click_stack(owner, cell)
    assert table.selected == (owner, cell)  # the units, for moving
    assert app.toasts.toasts[-1].text == table.t("ts.ui.hint.zone_again")
    table.click_stack(owner, cell)  # again: the zone's own choices
    acts = table.options().by_cell[cell]
    assert table.selected is None
    if table.popup is None:  # a lone choice of a kind taken at once
        assert len({a for a in acts}) == 1 and acts[0].kind not in CONFIRMED
        assert len(match.steps) == steps + 1
    else:
        assert len(match.steps) == steps
        chosen = [item[1] for item in table.popup.items]
        assert any(a in acts for a in chosen)  # the zone's own actions, not a move


def test_a_lone_choice_that_spends_or_fights_opens_its_menu(app) -> None:
    from game.tsukuyumi.actions import Action

    match, table = start(app, 4, {"factions": "random"}, seed=3)
    steps = len(match.steps)
    table.open_menu_at((10, 10), "Zone", [Action("upgrade", (1, 2))])
    assert table.popup is not None and len(match.steps) == steps  # nothing spent yet
    assert "upgrade" in CONFIRMED and {"buy", "combat", "oni_target"} <= CONFIRMED
