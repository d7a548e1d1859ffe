"""A selected Tsukuyumi stack keeps only its units that may still act by a click on the map:
once a unit's planned path is as long as its Movement allows (TS-6.15), it has no step left
to plan and the selection lets it go — it used to stay selected through its "stays" button,
and the stack panel then listed no unit and asked to "click a lit zone" with none lit."""

from __future__ import annotations

import pytest
from test_tsukuyumi_table import click, free_point, kinds, play_until, start

from game.tsukuyumi import movement
from game.ui.tables.tsukuyumi import map_ui


@pytest.mark.rule("TS-6.15")
def test_a_unit_whose_path_is_full_leaves_the_selection(app) -> None:
    # seed 2: a red phase with a mover of Movement 1 and no free step (seed 8 has none since
    # stop 95; seed 1 offers a Boarmother with a free first step, whose path goes on)
    match, table = start(app, 4, {"factions": "random"}, seed=2)
    play_until(match, table, lambda m: m.state.phase == "red" and "move" in kinds(m), seed=2)
    st = match.state
    value = map_ui.move_value(st)
    slow = next(u for u in st.units if u.uid in table.options().movers
                and movement.allowance(st, u, value) == 1)
    table.click_stack(0, slow.at)
    table.sel_units = [slow.uid]  # the stack panel's − buttons leave this one unit
    app.frame([], 1 / 60)
    target = next(c for c, cost in map_ui.reach(st, [slow.uid]).items() if cost == 1)
    click(app, free_point(table, target))
    top = match.state.pending[-1]
    assert top.kind == "plan"  # the path is planned …
    assert slow.uid not in table.options().movers  # … and as long as it may be
    app.frame([], 1 / 60)
    assert table.selected is None and table.selected_units() == []
    # its "stays" button is still in the bar: the plan can be taken back
    assert any(a.kind == "unmove" for a in table.options().unit_only.get(slow.uid, ()))


@pytest.mark.rule("TS-6.15")
def test_a_lit_zone_holding_own_units_takes_the_selection_there(app) -> None:
    """With a stack selected, a click on a lit zone where another own stack stands selected
    that stack instead of moving there (a newcomer's game, stop 98): it now moves."""
    from tests.tsukuyumi.ts_builders import board, disc, move_state

    brd = board(plain=disc(3))
    near = movement.step((0, 0), 0)
    st = move_state(brd, [("squeaker", 0, (0, 0)), ("squeaker", 0, near)],
                    factions=("boarlords", "nomads", "cyber"), left=(("M", 2),))
    match, table = start(app, 3, {}, seed=3)
    match._states[-1] = st
    app.frame([], 1 / 60)
    first = next(u.uid for u in st.units if u.at == (0, 0))
    table.click_stack(0, (0, 0))
    assert table.selected == (0, (0, 0))
    assert near in map_ui.reach(match.state, [first])
    table.click_stack(0, near)  # the lit zone holding the other stack
    plan = match.state.pending[-1] if match.state.pending else None
    assert plan is not None and plan.kind == "plan"
    assert table.selected != (0, near)
