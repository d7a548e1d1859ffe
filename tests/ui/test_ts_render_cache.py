"""The Tsukuyumi table's cached pictures (issue 12): the board's layers
(`render.hexmap_layers`), the stacks' sprites, the right column, the stack panel, the bar,
the players and log panels and the tooltip boxes draw what the drawing without them draws,
and are drawn again when the state, the zoom, the hovered cell or button, the selection or
the language change.

Per scene, the frame from the caches equals, byte for byte, the frame drawn after every cache
was forgotten, and the one with the background drawn under the map too; the cached board
equals `draw_board` straight on the screen outside the lit cells (inside, a marker's
antialiased outline may blend a little differently); a stack's sprite equals `draw_stack`
straight on the board within two levels."""

from __future__ import annotations

import gc
import weakref

import pygame
import pytest
from test_tsukuyumi_table import frame, kinds, move, play_until, start

from game.ui import i18n
from game.ui.render import hexmap
from game.ui.render.hexmap_layers import BoardLayers
from game.ui.scenes.title import TitleScene
from game.ui.tables.tsukuyumi import art, combat_ui, map_ui
from game.ui.theme import px
from game.ui.widgets import overlay


@pytest.fixture(autouse=True)
def _still_pulse(monkeypatch) -> None:
    """The lit cells' glow pulses with the clock: hold it still so frames compare."""
    monkeypatch.setattr(map_ui.pygame.time, "get_ticks", lambda: 1234)


def _forget(table) -> None:
    """Forget every cached picture and plan."""
    table.board_layers.clear()
    table.hud_layer.clear()
    table.stack_layer.clear()
    table.bar_layer.clear()
    table.players_layer.clear()
    table.log_layer.clear()
    table.memo.clear()
    art.stack_sprite.cache_clear()
    overlay.tooltip_box.cache_clear()


def _shot(app) -> pygame.Surface:
    app.frame([], 1 / 60)
    return app.screen.copy()


def differing(a: pygame.Surface, b: pygame.Surface, tol: int = 0) -> int:
    """How many pixels differ by more than `tol` in some colour channel."""
    up = a.copy()
    up.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    down = b.copy()
    down.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    up.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    w, h = up.get_size()
    return w * h - pygame.mask.from_threshold(up, (0, 0, 0), (tol + 1, tol + 1, tol + 1,
                                                               255)).count()


def _check(app, table) -> None:
    """The cached frame is the frame drawn again, and the one drawn with nothing cached."""
    cached = _shot(app)
    assert differing(_shot(app), cached) == 0, "a second frame draws the same"
    _forget(table)
    assert differing(_shot(app), cached) == 0, "the caches hold what a fresh frame draws"
    table.covered_rect = lambda: None  # the background drawn under the map too
    try:
        assert differing(_shot(app), cached) == 0, "the map covers the background whole"
    finally:
        del table.covered_rect


def _board_args(app, table, monkeypatch) -> tuple[tuple, dict]:
    """What the table hands `BoardLayers.draw` in a frame."""
    seen: list[tuple[tuple, dict]] = []
    draw = table.board_layers.draw
    monkeypatch.setattr(table.board_layers, "draw",
                        lambda *a, **k: (seen.append((a, k)), draw(*a, **k)))
    app.frame([], 1 / 60)
    monkeypatch.undo()
    return seen[-1]


def _like_draw_board(app, table, monkeypatch) -> None:
    """The cached board equals `draw_board` straight on the background outside the lit
    cells; inside, only a few antialiased pixels of a marker's outline may differ."""
    args, kwargs = _board_args(app, table, monkeypatch)
    surface, mv = args[0], args[1]
    base = kwargs["base"]
    old = base.copy()
    old.set_clip(surface.get_clip())
    plain = {k: v for k, v in kwargs.items() if k not in ("base", "panning")}
    hexmap.draw_board(old, mv, *args[2:], **plain)
    new = base.copy()
    new.set_clip(surface.get_clip())
    BoardLayers().draw(new, mv, *args[2:], **kwargs)
    lit = kwargs.get("lights", ())
    boxes = [mv.bounds(light.q, light.r).inflate(4, 4) for light in lit]
    changed = differing(old, new)
    if not lit:
        assert changed == 0
    else:
        for box in boxes:  # everything outside the lit cells is the same
            old.fill((0, 0, 0), box)
            new.fill((0, 0, 0), box)
        assert differing(old, new) == 0
        assert changed < 40 * len(lit)


def _red_turn(app):
    match, table = start(app, 4, {"factions": "random"}, seed=8)
    play_until(match, table, lambda m: m.state.phase == "red" and "move" in kinds(m), seed=8)
    return match, table


def _select(app, table) -> None:
    uid = sorted(table.options().movers)[0]
    unit = next(u for u in table.match.state.units if u.uid == uid)
    table.click_stack(0, unit.at)
    app.frame([], 1 / 60)


def test_setup_frame_from_the_caches_is_the_fresh_frame(app, monkeypatch) -> None:
    match, table = start(app, 4)  # empty edge positions lit for the start zones
    _check(app, table)
    _like_draw_board(app, table, monkeypatch)


def test_red_turn_with_a_stack_selected_is_the_fresh_frame(app, monkeypatch) -> None:
    match, table = _red_turn(app)
    _select(app, table)
    assert map_ui.lights(table, table.view()), "its reachable zones are lit"
    _check(app, table)
    _like_draw_board(app, table, monkeypatch)


def test_control_groups_are_the_fresh_frame(app, monkeypatch) -> None:
    match, table = start(app, 3, {"board": "control"})
    assert table.board_layers.full.surface is not None
    _check(app, table)
    _like_draw_board(app, table, monkeypatch)


def test_a_frame_reuses_the_pictures_until_something_changes(app, monkeypatch) -> None:
    match, table = _red_turn(app)
    layers = table.board_layers
    _shot(app)
    built = (layers.full.builds, table.hud_layer.builds, table.players_layer.builds)
    for _ in range(3):
        _shot(app)
    assert (layers.full.builds, table.hud_layer.builds, table.players_layer.builds) == built
    # the selection changes the stacks and the lit cells, not the board's pictures
    _select(app, table)
    assert layers.full.builds == built[0]
    _check(app, table)


def test_a_state_change_redraws_every_picture(app, monkeypatch) -> None:
    match, table = _red_turn(app)
    _shot(app)
    built = (table.hud_layer.builds, table.players_layer.builds)
    play_until(match, table, lambda m: m.state is not table._ui_key[0], seed=3)
    _shot(app)
    assert table.hud_layer.builds > built[0] and table.players_layer.builds > built[1]
    _check(app, table)


def test_a_zoom_and_a_pan_redraw_the_board(app, monkeypatch) -> None:
    match, table = _red_turn(app)
    _shot(app)
    built = table.board_layers.full.builds
    table.mv.zoom_at(table.map_rect.center, 1.3)
    _shot(app)
    assert table.board_layers.full.builds == built + 1
    table.mv.pan(37, -21)
    _check(app, table)
    assert table.board_layers.full.builds >= built + 2


def test_a_drag_pans_the_board_from_its_pictures(app) -> None:
    """Dragging the map (right button held) blits the board's pictures at the drag's offset:
    drawn at most once for the whole drag, not once per frame; each frame shows the board
    where a fresh frame would, and the first still frame after it is the exact one again."""
    match, table = _red_turn(app)
    _select(app, table)  # lit zones: their glows follow the drag too
    layers = table.board_layers
    _shot(app)
    pos = table.map_rect.center
    frame(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3))
    built, origin = layers.rebuilds, table.mv.origin
    for _ in range(8):
        pos = (pos[0] + 5, pos[1] + 3)
        frame(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(5, 3),
                                      buttons=(0, 0, 1)))
    assert table.panning and table.mv.origin == (origin[0] + 40, origin[1] + 24)
    assert layers.rebuilds - built <= 1, "the board is not drawn again every frame"
    dragged = _shot(app)
    assert layers.rebuilds - built <= 1
    table._panning = False  # the same place, drawn exactly
    exact = _shot(app)
    area = table.map_rect.w * table.map_rect.h
    assert differing(dragged, exact, tol=16) < area // 1000, "the board where it belongs"
    table._panning = True
    frame(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=3))
    assert not table.panning
    _check(app, table)


def test_the_hovered_cell_follows_the_mouse(app, monkeypatch) -> None:
    match, table = _red_turn(app)
    _select(app, table)
    cells = sorted(table.view().board.index)
    for cell in (cells[0], cells[len(cells) // 2]):
        move(app, table.cell_point(cell))
        assert table.hover_cell == cell
        _check(app, table)


def test_the_stack_panel_lights_the_button_under_the_mouse(app) -> None:
    match, table = _red_turn(app)
    _select(app, table)
    steps = [h.rect for h in table.hits
             if getattr(h.action, "func", None) is combat_ui._step_kind]
    assert steps, "the selected stack's panel has its − / + buttons"
    built = table.stack_layer.builds
    _check(app, table)
    away = _shot(app)
    move(app, steps[-1].center)
    assert table.stack_layer.builds > built, "drawn again with the button lit"
    assert differing(_shot(app), away) > 0
    _check(app, table)
    built = table.stack_layer.builds
    move(app, (steps[-1].centerx + 1, steps[-1].centery))
    assert table.stack_layer.builds == built, "the same button under the mouse: kept"


def test_the_bar_lights_the_button_under_the_mouse(app) -> None:
    match, table = _red_turn(app)
    buttons = [h.rect for h in table.hits
               if h.rect.colliderect(table.action_rect) and hasattr(h.action, "kind")]
    assert buttons, "the bar has buttons"
    away = _shot(app)
    built = table.bar_layer.builds
    move(app, buttons[0].center)
    assert table.bar_layer.builds == built + 1
    assert differing(_shot(app), away) > 0
    _check(app, table)
    move(app, (5, 5))
    assert differing(_shot(app), away) == 0, "the button unlit again"


def test_a_language_change_redraws_the_texts(app, monkeypatch) -> None:
    match, table = _red_turn(app)
    english = _shot(app)
    built = table.hud_layer.builds
    i18n.set_language("fr")
    try:
        french = _shot(app)
        assert table.hud_layer.builds == built + 1
        assert differing(english, french) > 0
        _check(app, table)
    finally:
        i18n.set_language("en")


def test_a_tooltip_box_is_the_box_drawn_in_place(app) -> None:
    text = "Ben — Dark Seed\n3 × Worker (Small)"
    state = overlay.TooltipState()
    state.pos = (300, 200)
    under = pygame.Surface((640, 480))
    under.fill((40, 90, 60))
    cached = under.copy()
    state.draw(cached, text)
    box = overlay.tooltip_box(text, overlay.px(overlay.theme.FONT_SMALL), overlay.px(360),
                              overlay.theme.scale())
    assert box.get_at((0, 0)).a == 0 and box.get_at((box.get_width() // 2, 2)).a == 255
    assert differing(cached, under) > 0


@pytest.mark.parametrize("faction,shape", [("oni", "oni"), ("cyber", "triangle"),
                                           ("darkseed", "square"), ("nomads", "diamond"),
                                           ("boarlords", "circle")])
def test_a_stack_sprite_is_the_stack_drawn_in_place(faction, shape) -> None:
    under = pygame.Surface((120, 120))
    under.fill((52, 96, 150))
    for selected, lit, count in ((False, False, 1), (True, False, 7), (False, True, 12)):
        for r in (6, 11, 17):
            old, new = under.copy(), under.copy()
            args = ((60.4, 59.6), r, (214, 160, 40), shape, faction, count,
                    ("large", "medium", "small"), selected, lit)
            assert art.draw_stack(old, *args) == art.blit_stack(new, *args)
            assert differing(old, new, tol=2) == 0
            sprite, half = art.stack_sprite(r, (214, 160, 40), shape, faction, count,
                                            ("large", "medium", "small"), selected, lit,
                                            art.theme.px(art.BADGE_FLOOR))
            edge = pygame.mask.from_surface(sprite).get_bounding_rects()
            assert all(sprite.get_rect().inflate(-2, -2).contains(b) for b in edge), \
                "the sprite holds the whole stack"


def test_a_closed_table_lets_its_view_go(app) -> None:
    """The kept plans (zone looks, edges, reach, stacks) belong to the table: once it is
    closed, nothing keeps its view alive."""
    match, table = _red_turn(app)
    _select(app, table)  # the stacks and the reachable zones are planned and kept too
    view = weakref.ref(table.view())
    state = weakref.ref(match.state)
    app.reset(TitleScene(app))
    app.frame([], 1 / 60)
    del match, table
    gc.collect()
    assert view() is None and state() is None


def test_the_stack_panel_keeps_off_the_zones_the_stack_may_reach(app) -> None:
    """The panel of a selected stack takes the spot over the map that hides the fewest lit
    zones (a mouse pilot at 4 seats saw it cover the top row of the board): none of the
    zones lit for the move, nor the stack itself, lies under it."""
    match, table = _red_turn(app)
    _select(app, table)
    view = table.view()
    box = combat_ui._stack_panel_box(table, view, table.map_rect)
    lit = [(light.q, light.r) for light in map_ui.lights(table, view)]
    assert lit, "the move lights the zones within reach"
    for cell in [*lit, table.selected[1]]:
        assert not box.collidepoint(table.mv.centre(*cell)), cell
    # the lit zones put under the spot farthest from the stack (where the panel used to go,
    # whatever it hid): the panel moves off them
    far = combat_ui.corner(table, table.map_rect, box.size, table.selected[1])
    reach = far.inflate(table.mv.size * 1.2, table.mv.size * 1.2)  # zones mostly under it
    under = [c for c in view.board.index if reach.collidepoint(table.mv.centre(*c))]
    assert under, "the board reaches under that spot"
    keep = {c: 10 for c in under}
    chosen = combat_ui.corner(table, table.map_rect, box.size, table.selected[1], keep)
    assert chosen != far
    assert not any(chosen.collidepoint(table.mv.centre(*c)) for c in under)


def test_a_panel_over_a_wide_open_legend_covers_as_little_of_it_as_it_can(app,
                                                                          monkeypatch) -> None:
    """A damage or riposte panel keeps off the open legend; when the legend reaches every
    corner (a small map at 150%), the panel takes the corner or edge spot that covers the
    least of it, not the top right whatever it hides (a four-player pilot saw it hide the
    legend's rows)."""
    match, table = _red_turn(app)
    room = table.map_rect
    w, h = room.w // 3, room.h // 4
    m = px(8)
    # a legend over the left three quarters of the map and most of its height: every corner
    # lies on it, the bottom right one least
    legend = pygame.Rect(room.x, room.y, room.w * 3 // 4 + w // 2, room.h * 17 // 20)
    monkeypatch.setattr(combat_ui.legend_ui, "open_rect", lambda t: legend)
    box = combat_ui.corner(table, room, (w, h), None)

    def covered(rect: pygame.Rect) -> int:
        part = rect.clip(legend)
        return part.w * part.h

    xs = (room.x + m, room.centerx - w // 2, room.right - w - m)
    ys = (room.y + m, room.centery - h // 2, room.bottom - h - m)
    spots = [pygame.Rect(x, y, w, h) for x in xs for y in ys]
    assert all(covered(s) for s in spots), "no spot keeps off a legend that wide"
    top_right = pygame.Rect(xs[2], ys[0], w, h)  # where the panel went before
    assert covered(box) < covered(top_right)
    assert covered(box) == min(covered(s) for s in spots)
    # with the legend only on the left half, the panel keeps off it altogether
    legend = pygame.Rect(room.x, room.y, room.w // 2, room.h)
    assert not combat_ui.corner(table, room, (w, h), None).colliderect(legend)
