"""The Tsukuyumi table's animations (`anims.Anims`): units glide when a Movement is carried out
and then stand in their zone; a click ends every animation; a combat flashes its zone with
its numbers floating; the phase track's frame slides when the phase changes; with the
"instant" setting (tests, screenshots) nothing ever runs."""

from __future__ import annotations

import pygame
import pytest
from test_tsukuyumi_table import click, play_until
from test_tsukuyumi_table import start as table_start
from ui_helpers import make_test_app

from game.core.match import Match
from game.tsukuyumi.actions import Action
from game.ui.tables.tsukuyumi import TsukuyumiTable, map_ui


@pytest.fixture
def moving_app():
    """A test app with animations at normal speed."""
    application = make_test_app(animation_speed="normal")
    yield application
    application.close()


def _start(app, seed: int = 8) -> tuple[Match, TsukuyumiTable]:
    return table_start(app, 4, {"factions": "random"}, seed)


def _planned(m: Match) -> bool:
    """Seat 0 has a path planned and may carry the Movement out."""
    return 0 in m.to_act() and Action("go") in m.legal_actions(0)


def _go(app, match: Match, table: TsukuyumiTable) -> None:
    play_until(match, table, _planned, seed=8)
    table.anims.skip()  # whatever ran while getting there
    assert table.submit(Action("go"))


def _frames(app, seconds: float, dt: float = 0.05) -> None:
    for _ in range(round(seconds / dt)):
        app.frame([], dt)


def test_units_glide_along_their_path_then_stand_in_their_zone(moving_app) -> None:
    app = moving_app
    match, table = _start(app)
    _go(app, match, table)
    glides = table.anims.glides
    assert glides, "carrying out a Movement starts a glide"
    assert table.is_animating()  # bots wait for it
    moving = table.anims.gliding()
    units = {u.uid: u for u in match.state.units}
    for g in glides:
        assert len(g.path) >= 2 and all(units[u].at == g.path[-1] for u in g.uids)
    # while they glide the units are not in the stack of their new zone
    shown = {u.uid for owners in map_ui.stacks(table.view(), moving).values()
             for _, us in owners for u in us}
    assert not moving & shown
    app.frame([], 0.1)
    assert 0.0 < glides[0].tween.progress < 1.0  # under way
    _frames(app, 0.7)
    assert not table.anims.glides and not table.anims.gliding()
    assert not table.is_animating()


def test_a_click_ends_the_animations(moving_app) -> None:
    app = moving_app
    match, table = _start(app)
    _go(app, match, table)
    assert table.anims.glides
    click(app, (5, table.map_rect.bottom - 5))
    assert not table.anims.glides and not table.is_animating()


def test_the_phase_track_frame_slides_to_the_new_phase(moving_app) -> None:
    app = moving_app
    match, table = _start(app)
    play_until(match, table, lambda m: m.state.phase == "blue", seed=3)
    app.frame([], 1 / 60)
    table.anims.skip()
    phase = match.state.phase
    play_until(match, table, lambda m: m.state.phase != phase, seed=3)
    slide = table.anims.slide  # started by the frame that drew the new phase
    assert slide is not None
    assert slide.end == table.phase_boxes[match.state.phase]
    assert slide.start != slide.end
    _frames(app, 0.6)
    assert table.anims.slide is None


def test_a_combat_flashes_its_zone_and_floats_its_numbers(moving_app) -> None:
    app = moving_app
    match, table = _start(app, seed=31)
    seen: dict[str, bool] = {"flash": False, "float": False}

    def fought(m: Match) -> bool:
        seen["flash"] = seen["flash"] or bool(table.anims.flashes)
        seen["float"] = seen["float"] or bool(table.anims.floats)
        return seen["flash"] and seen["float"]

    play_until(match, table, fought, seed=31, limit=6000)
    texts = [f.text for f in table.anims.floats]
    assert any("♥" in t or "▽" in t or "✖" in t for t in texts)
    _frames(app, 1.2)
    assert not table.anims.active()


def test_nothing_runs_when_animations_are_off(app) -> None:
    match, table = _start(app)
    _go(app, match, table)
    app.frame([], 1 / 60)
    assert not table.anims.active() and not table.is_animating()
    pygame.event.clear()


def test_an_oni_move_and_a_retreat_glide_too(moving_app) -> None:
    from game.core.rules import Event
    from game.tsukuyumi.board import neighbours
    from game.tsukuyumi.state import ONI

    app = moving_app
    match, table = _start(app)
    play_until(match, table, lambda m: m.state.phase == "blue", seed=3)
    oni = next(u for u in match.state.units if u.owner == ONI)
    mine = next(u for u in match.state.units if u.owner == 0)
    table.anims.skip()
    for unit in (oni, mine):  # where the animation last saw them: one zone away
        table.anims.positions[unit.uid] = neighbours(unit.at)[0]
    table.on_events([Event("ts.oni_moved", {"seat": 0, "unit": oni.uid, "q": oni.at[0],
                                            "r": oni.at[1]}),
                     Event("ts.retreat", {"owner": 0, "units": [mine.uid], "q": mine.at[0],
                                          "r": mine.at[1]})])
    owners = {g.owner: g for g in table.anims.glides}
    assert set(owners) == {ONI, 0}
    assert owners[ONI].path == (neighbours(oni.at)[0], oni.at)
    assert owners[0].uids == (mine.uid,)
    _frames(app, 0.7)
    assert not table.anims.glides
