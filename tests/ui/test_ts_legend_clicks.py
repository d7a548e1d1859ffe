"""The Tsukuyumi map's legend, when open, is a panel over the map: a click on it (a newcomer
reading a row) does nothing to the zones hidden below — it used to reach them, placing a start
zone or opening a zone's menu under the legend. The board is framed beside the open legend
(`test_ts_legend_room`), so zones come under it only once the player zooms in. Its rows keep
their tooltips."""

from __future__ import annotations

from test_tsukuyumi_table import click, kinds, play_until, start

from game.ui.tables.tsukuyumi import map_ui


def _legend_box(table):
    """The legend panel's rect: the union of its rows' tooltip rects."""
    rows = [h.rect for h in table.hits if h.tip and h.action is None and h.layer == ""
            and h.rect.x < table.map_rect.centerx and h.rect.bottom <= table.action_rect.y]
    return rows[0].unionall(rows[1:])


def test_a_click_on_the_open_legend_leaves_the_map_below_alone(app) -> None:
    match, table = start(app, 4, {"factions": "random"}, seed=3)
    play_until(match, table, lambda m: "start" in kinds(m))
    table.toggle_legend()
    app.frame([], 1 / 60)
    box = _legend_box(table)
    lit = [(light.q, light.r) for light in map_ui.lights(table, table.view())]
    # the player pans the board: its nearest lit position now lies under the legend
    near = min(lit, key=lambda c: abs(table.mv.centre(*c)[0] - box.centerx)
               + abs(table.mv.centre(*c)[1] - box.centery))
    cx, cy = table.mv.centre(*near)
    table.mv.pan(box.centerx - cx, box.centery - cy)
    app.frame([], 1 / 60)
    under = []
    for cell in lit:
        cx, cy = table.mv.centre(*cell)
        point = (round(cx), round(cy))
        if box.collidepoint(point) and table.map_rect.collidepoint(point):
            under.append(point)
    assert under, "a lit position under the open legend"
    steps = len(match.steps)
    for point in under:
        click(app, point)
        assert len(match.steps) == steps and table.popup is None
    assert table.tooltip_at(box.center)  # the row under the mouse still explains itself
