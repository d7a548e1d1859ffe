"""A click on a Tsukuyumi zone with nothing to do gets an answer and changes nothing: what the
map offers now ("Lit on the map: start zones."), else the bar's sentence; it used to be met
with silence. Clicks while others play stay mute."""

from __future__ import annotations

from test_tsukuyumi_table import click, free_point, kinds, play_until, start

from game.tsukuyumi import movement, movement_plan
from game.ui.tables.tsukuyumi import map_ui
from game.ui.tables.tsukuyumi.actions_ui import zone_words
from tests.tsukuyumi.ts_builders import board, disc, move_state


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


def test_a_click_just_off_the_board_says_so_and_far_out_stays_mute(app) -> None:
    """A click in the gap just outside the zones said nothing (a newcomer's tile placement,
    stop 97); it now says to click inside a hex. Far out on the starfield, nothing."""
    from game.tsukuyumi.board import distance, neighbours

    match, table = start(app, 4, {"factions": "random"}, seed=3)
    play_until(match, table, lambda m: "white" in kinds(m))
    index = set(table.view().board.index)
    near = sorted(table.view().board.edge_positions)  # the ring just outside the zones
    assert near and all(any(n in index for n in neighbours(c)) for c in near)
    far = sorted(c for c in ((q, r) for q in range(-12, 13) for r in range(-12, 13))
                 if min(distance(c, z) for z in index) >= 2)
    said = []
    for cells in (near, far):
        point = next(p for c in cells if (p := free_point(table, c)) is not None
                     and table.visible_map().collidepoint(p))
        app.toasts.toasts.clear()
        steps = len(match.steps)
        click(app, point)
        assert len(match.steps) == steps
        said.append([t.text for t in app.toasts.toasts])
    assert said == [[table.t("ts.ui.hint.off_board")], []]


def test_while_others_play_a_click_stays_mute(app) -> None:
    match, table = start(app, 4, {"factions": "random"}, seed=3)
    play_until(match, table, lambda m: 0 not in m.to_act())
    assert _clicked(app, table, match) == []


def test_a_stack_sent_through_a_claimed_tunnel_sends_one_and_says_why(app) -> None:
    """A Boarlords stack of two sent across a barrier that a Tunnel opens (TS-23.10: one unit
    per Movement): the first unit's path is planned, the other stays with one clear message
    (a mouse pilot met one "That move is not allowed now." per unit left), nothing refused."""
    brd = board(plain=disc(3), barriers=[((0, 0), 0)], tunnels=[((0, 0), 0)])
    st = move_state(brd, [("squeaker", 0, (0, 0)), ("squeaker", 0, (0, 0))],
                    factions=("boarlords", "nomads", "cyber"), left=(("M", 1),))
    match, table = start(app, 3, {}, seed=3)
    match._states[-1] = st  # a hand-made position (the tests' builders), seat 0 to move
    app.frame([], 1 / 60)
    beyond = movement.step((0, 0), 0)
    app.toasts.toasts.clear()
    table.click_stack(0, (0, 0))
    assert sorted(table.selected_units()) == [1, 2]
    table.click_cell(beyond)
    plan = movement_plan.plan_of(match.state)
    assert plan is not None and plan.path(1) == (0,) and plan.path(2) == ()
    said = [(t.text, t.kind) for t in app.toasts.toasts]
    assert said == [(table.t("ts.ui.move.some_stay", n=1, total=2,
                             zone=zone_words(table.t, table.view(), beyond))
                     + " " + table.t("ts.ui.move.tunnel_used"), "info")]
    assert (beyond[0], beyond[1]) not in map_ui.reach(match.state, [2])  # no longer lit
    # the same click again (a fast double click): the path already ends there, the other
    # unit still cannot follow; the same single message, nothing refused or changed
    steps = len(match.steps)
    app.toasts.toasts.clear()
    table.click_cell(beyond)
    assert len(match.steps) == steps
    assert [(t.text, t.kind) for t in app.toasts.toasts] == said
