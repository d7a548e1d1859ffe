"""A click on a Tsukuyumi zone with nothing to do gets an answer and changes nothing: what the
map offers now ("Lit on the map: start zones."), else the bar's sentence; it used to be met
with silence. Clicks while others play stay mute."""

from __future__ import annotations

from test_tsukuyumi_table import click, free_point, kinds, play_until, start

from game.ui.tables.tsukuyumi import map_ui


def _unlit_zone_point(table):
    lit = {(light.q, light.r) for light in map_ui.lights(table, table.view())}
    stacked = {u.at for u in table.view().units}
    for cell in sorted(table.view().board.index):
        if cell not in lit and cell not in stacked:
            point = free_point(table, cell)
            if point is not None and table.visible_map().collidepoint(point):
                return point
    raise AssertionError("no free unlit zone on screen")


def _clicked(app, table, match):
    app.toasts.toasts.clear()
    steps = len(match.steps)
    click(app, _unlit_zone_point(table))
    assert len(match.steps) == steps and table.popup is None and table.selected is None
    return [t.text for t in app.toasts.toasts]


def test_an_unlit_zone_says_what_the_map_offers(app) -> None:
    match, table = start(app, 4, {"factions": "random"}, seed=3)
    play_until(match, table, lambda m: "start" in kinds(m))
    said = _clicked(app, table, match)
    assert said == [table.t("ts.ui.hint.nothing_here", what=table.t("ts.ui.kind.start"))]
    assert app.toasts.toasts[0].kind == "info"


def test_with_nothing_lit_it_repeats_what_to_do(app) -> None:
    match, table = start(app, 4, {"factions": "random"}, seed=3)
    play_until(match, table, lambda m: "white" in kinds(m))
    assert not table.options().by_cell and not table.options().movers
    said = _clicked(app, table, match)
    assert len(said) == 1 and said[0].startswith("Nothing to do on the map now.")
    assert "white" in said[0].lower()  # the bar's sentence: take a white-phase action


def test_while_others_play_a_click_stays_mute(app) -> None:
    match, table = start(app, 4, {"factions": "random"}, seed=3)
    play_until(match, table, lambda m: 0 not in m.to_act())
    assert _clicked(app, table, match) == []
